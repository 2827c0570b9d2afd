/*
 * model.c: an Omaha state read into the typed model (om.h) and checked, once
 * per order: `umpire check` is this load. Every value an order reads is checked
 * here, with file:line:column in the message (column = the field number), so
 * the rules can trust them: the turn; landing boxes and their hexes per tide;
 * hexes (sector, terrain, tide zone, obstacles); hexsides; fields of fire;
 * German units; the deck; US units (types, steps, target symbols, places);
 * depth markers; the rows of the count of victory points; positions. Also the
 * lookups and names the rules share. Writing back is store.c's.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kit.h"
#include "om.h"

#define PAGE "umpire-omaha(7)"

static const char *const unit_cols[] = {
	"id", "div", "command", "type", "steps", "max", "symbol", "at", "code",
	"disrupted", "marker", "checked", "delayed", "counted", NULL,
};
static const char *const box_cols[] = {
	"box", "pos", "sector", "code", "low", "mid", "high", NULL,
};
static const char *const hex_cols[] = {
	"hex", "sector", "terrain", "zone", "obstacles", "cleared", NULL,
};
static const char *const side_cols[] = { "feature", NULL };
static const char *const field_cols[] = { "position", "level", NULL };
static const char *const card_cols[] = { "at", NULL };
static const char *const marker_cols[] = {
	"at", "type", "strength", "weapons", "tactical", NULL,
};
static const char *const german_cols[] = {
	"position", "hex", "kind", "revealed", "disrupted", "reserve", "calibre", NULL,
};
static const char *const position_cols[] = { "kind", "colour", "hexes", NULL };
static const char *const base_cols[] = { "div", "box", NULL };

const char *const om_card_cols[] = {
	"card", "land1", "land2", "land3", "mine", "event_a_turns", "event_a",
	"event_b_turns", "event_b", "fire1", "fire2", "fire3", "target", "art_value",
	"art_calibres",
};
const int om_card_ncols = (int)(sizeof om_card_cols / sizeof om_card_cols[0]);

static const char *const type_names[OM_NTYPES + 1] = {
	"inf", "ranger", "tank", "art", "sp-art", "dukw-art", "aa", "sp-aa", "at", "eng",
	"hq", "general", NULL,
};
/* the landing table's row group of each type (§5.15: results vary by type) */
static const char *const type_landing[OM_NTYPES] = {
	"inf", "ranger", "tank", "art", "art", "art", "aa", "aa", "at", "eng", NULL, NULL,
};
static const char *const sectors[] = { "east", "west", NULL };
static const char *const terrains[] = {
	"beach", "shelf", "draw", "high", "bocage", "village", "rough", NULL,
};
static const char *const zones[] = { "", "low", "mid", "high", NULL };
static const char *const features[] = {
	"shingle", "seawall", "slope", "bluff", "cliff", "sheer", "atditch", "atwall",
	"atbarrier", NULL,
};
static const char *const levels[] = { "intense", "sustained", "sporadic", NULL };
static const char *const marks[] = { "", "climb", "climb-cliff", "wounded", NULL };
static const char *const gkinds[] = { "wn", "reinf", "offmap", NULL };
static const char *const pkinds[] = { "wn", "reinf", NULL };
static const char *const reserves[] = { "", "hidden", "revealed", NULL };
static const char *const mtypes[] = { "wn", "building", "mobile", NULL };
static const char *const tides[] = { "low", "mid", "high", NULL };
static const char *const keys[OM_NKEYS + 1] = {
	"result", "naval_markers", "casualties.1", "casualties.29", "rocket_events",
	"wn_markers", "kg_meyer", "shuffle_turns", "undisrupted", "actions.1", "actions.29",
	"actions.east", "actions.west", "acted", "garrisons", "variants", "two_player",
	"snipers", "nofire", "tactical_pending", "swap_pending", "attacked", "artillery.east",
	"artillery.west", "engineers.1", "engineers.29", "cleared.east", "cleared.west", "phase",
	"commanded", "sectors", NULL,
};
static const char *const ucol_names[OM_NUCOLS + 1] = {
	"strength", "range", "weapons", "hero", "cp", "free", "lost", NULL,
};
static const char *const gcol_names[OM_NGCOLS + 1] = {
	"division", "active", "strength", "weapons", "reserve_strength", "reserve_weapons",
	"observers", NULL,
};

/* --- names --- */

const char *om_type_name(int type)
{
	return kit_enum_name(type_names, type, "?");
}

int om_type_parse(const char *s)
{
	return kit_enum(type_names, s);
}

const char *om_type_landing(int type)
{
	return type >= 0 && type < OM_NTYPES ? type_landing[type] : NULL;
}

int om_is_leader(int type)
{
	return type == OM_HQ || type == OM_GENERAL;
}

int om_is_infantry(int type)
{
	return type == OM_INF || type == OM_RANGER;
}

int om_is_armour(int type)
{
	return type == OM_TANK || type == OM_SPART || type == OM_SPAA;   /* §2.23, marked * */
}

int om_is_artillery(int type)
{
	return type == OM_ART || type == OM_SPART || type == OM_DUKWART;
}

int om_atoi(const char *s)
{
	size_t n = strlen(s);

	if (n == 0 || n > 6 || strspn(s, "0123456789") != n)
		return -1;
	return atoi(s);
}

const char *om_tide_name(enum om_tide t)
{
	return kit_enum_name(tides, (int)t, "high");
}

const char *om_sector_name(int s)
{
	return kit_enum_name(sectors, s, "");
}

/* The reader's words for a sector, a drift, a tide, a fire level and a
 * position's colour (issue 19): the names above stay the state's keys, these
 * go only into sentences. French needs the context: "secteur est", "vers
 * l'est", "marée haute", "tir soutenu" (glossary, seed 003). */
static const char *const sector_words[] = { NC_("sector", "east"), NC_("sector", "west") };
static const char *const drift_words[] = { NC_("drift", "east"), NC_("drift", "west") };
static const char *const tide_words[] = { NC_("tide", "low"), NC_("tide", "mid"),
	NC_("tide", "high") };
static const char *const level_words[] = { NC_("fire level", "intense"),
	NC_("fire level", "sustained"), NC_("fire level", "sporadic") };
static const char *const colour_words[] = { NC_("colour", "red"), NC_("colour", "orange"),
	NC_("colour", "violet"), NC_("colour", "blue"), NC_("colour", "yellow"),
	NC_("colour", "green"), NC_("colour", "brown"), NC_("colour", "black") };

const char *om_sector_text(int s)
{
	return s == 0 || s == 1 ? i18n_pgettext("sector", sector_words[s]) : "";
}

const char *om_drift_text(int east)
{
	return i18n_pgettext("drift", drift_words[east ? 0 : 1]);
}

const char *om_tide_text(enum om_tide t)
{
	return i18n_pgettext("tide", tide_words[t <= OM_HIGH ? t : OM_HIGH]);
}

const char *om_level_text(int l)
{
	return i18n_pgettext("fire level", level_words[l >= 0 && l < 3 ? l : 2]);
}

const char *om_colour_text(const char *colour)
{
	(void)colour_words;
	return colour ? i18n_pgettext("colour", colour) : "";
}

int om_sector_parse(const char *s)
{
	return kit_enum(sectors, s);
}

const char *om_feature_name(int f)
{
	return kit_enum_name(features, f, "");
}

const char *om_level_name(int l)
{
	return kit_enum_name(levels, l, "sporadic");
}

const char *om_terrain_name(int t)
{
	return kit_enum_name(terrains, t, "");
}

const char *om_mark_name(int mk)
{
	return kit_enum_name(marks, mk, "");
}

const char *om_reserve_name(int r)
{
	return kit_enum_name(reserves, r, "");
}

const char *om_key_name(enum om_key k)
{
	return keys[k];
}

const char *om_ucol_name(enum om_ucol c)
{
	return ucol_names[c];
}

const char *om_gcol_name(enum om_gcol c)
{
	return gcol_names[c];
}

int om_lowland(int terrain)
{
	return terrain == OM_BEACH || terrain == OM_SHELF || terrain == OM_DRAW;
}

/* §16: "C2" is number 2, letter C; "WN62" is 62, no letter; unnumbered 0. */
void om_pos_number(const char *id, int *number, char *letter)
{
	if (!strncmp(id, "WN", 2)) {
		*letter = 0;
		*number = atoi(id + 2);
		return;
	}
	*letter = (id[0] >= 'A' && id[0] <= 'Z') ? id[0] : 0;
	*number = *letter ? atoi(id + 1) : 0;
}

int om_tide(struct game_ctx *g, int turn, enum om_tide *out, struct err *e)
{
	const struct table *t;
	const char *v;
	char key[8];
	int row, col, k;

	snprintf(key, sizeof key, "%d", turn);
	if (table_get(g->tables, "omaha", "turns", &t, e) ||
	    (row = table_find_row(t, key, "§5.2", e)) < 0 ||
	    (col = table_find_col(t, "tide", "§5.2", e)) < 0 ||
	    table_need(t, row, col, "§5.2", &v, e))
		return e->code;
	if ((k = kit_enum(tides, v)) < 0)
		return err_set(e, EXIT_DATA, "%s:%d: tide '%s' is not low, mid or high", t->source,
				t->lines[row], v);
	*out = (enum om_tide)k;
	return 0;
}

const char *om_division(int div)
{
	return div == 1 ? _("1st") : _("29th");
}

/* --- the arena: the model's strings --- */

const char *om_str(struct om_model *m, const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = arena_alloc(&m->arena, n, 16384);

	if (p == NULL)
		return NULL;
	memcpy(p, s, n);
	return p;
}

const char *om_strf(struct om_model *m, const char *fmt, ...)
{
	char buf[2048];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return om_str(m, buf);
}

/* --- loading --- */

struct load {
	struct om_model *m;
	const struct state *st;
	struct err *e;
	int oom;
};

static const char *copy(struct load *l, const char *s)
{
	const char *p = om_str(l->m, s);

	if (p == NULL) {
		l->oom = 1;
		return "";
	}
	return p;
}

/* A field of a row by column index ("" when the column is absent). */
static const char *cell(const struct state_row *r, int col)
{
	return state_field(r, col);
}

/* "", "0", "1": -1, 0, 1; anything else -2. */
static int tri(const char *s)
{
	return !*s ? -1 : !strcmp(s, "0") ? 0 : !strcmp(s, "1") ? 1 : -2;
}

static void *rows_alloc(size_t n, size_t size)
{
	return calloc(n ? n : 1, size);
}

static int oom(struct err *e)
{
	return err_set(e, EXIT_IO, "out of memory");
}

static int load_turn(struct load *l)
{
	const char *t = state_get(l->st, "turn");
	int n = t ? om_atoi(t) : -1;

	if (n >= 1 && n <= OM_TURNS) {
		l->m->turn = n;
		return 0;
	}
	const struct state_kind *k = state_kind(l->st, "set");
	int i = k ? state_find(k, 1, "turn") : -1;
	if (i >= 0)
		return kit_bad_at(l->e, l->st, k->rows[i].line, 3, "'set,turn,%s' is not a turn of "
				"the track (1 to 32, §2.1)", t);
	return err_set(l->e, EXIT_DATA, "%s: no 'set,turn,N' row (1 to 32, §2.1)",
			kit_path(l->st));
}

static int hexcell(struct load *l, const struct state_row *r, int col, int empty_ok,
		int *has, struct grid_hex *h)
{
	const char *v = cell(r, col);

	*has = 0;
	if (empty_ok && *v == '\0')
		return 0;
	if (grid_parse(v, h))
		return kit_bad(l->e, l->st, r, col, "'%s' is not a hex (CCRR)", v);
	*has = 1;
	return 0;
}

static int load_boxes(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "box");
	struct om_model *m = l->m;

	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_BOX;
	if (kit_need_cols(l->st, k, box_cols, PAGE, l->e))
		return l->e->code;
	int pos = state_col(k, "pos"), sec = state_col(k, "sector"), code = state_col(k, "code");
	if ((m->box = rows_alloc((size_t)k->nrows, sizeof *m->box)) == NULL)
		return oom(l->e);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_box *b = &m->box[m->nbox];
		int p = om_atoi(cell(r, pos));
		if (p < 1 || p > 99)
			return kit_bad(l->e, l->st, r, pos, "box position '%s' is not 1 to 99 (east to "
					"west, §5.11)", cell(r, pos));
		for (int j = 0; j < i; j++)
			if (m->box[j].pos == p || !strcmp(m->box[j].id, cell(r, 1)))
				return kit_bad(l->e, l->st, r, pos, "box '%s' repeats a box id or "
						"position", cell(r, 1));
		if (om_sector_parse(cell(r, sec)) < 0)
			return kit_bad(l->e, l->st, r, sec, "sector '%s' is not east or west",
					cell(r, sec));
		b->src = (struct om_src){ i, r->line };
		b->id = copy(l, cell(r, 1));
		b->pos = p;
		b->sector = (enum om_sector)om_sector_parse(cell(r, sec));
		b->code = copy(l, cell(r, code));
		for (int t = 0; t < 3; t++)
			if (hexcell(l, r, state_col(k, box_cols[4 + t]), 1, &b->has[t], &b->hex[t]))
				return l->e->code;
		m->nbox++;
	}
	return 0;
}

static int load_hexes(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "hex");
	struct om_model *m = l->m;

	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_HEX;
	if (kit_need_cols(l->st, k, hex_cols, PAGE, l->e))
		return l->e->code;
	int sec = state_col(k, "sector"), ter = state_col(k, "terrain"), zone = state_col(k, "zone");
	int obs = state_col(k, "obstacles"), clr = state_col(k, "cleared");
	int road = state_col(k, "road"), exit = state_col(k, "exit");
	if ((m->hex = rows_alloc((size_t)k->nrows, sizeof *m->hex)) == NULL ||
	    (m->hexat = calloc(100, sizeof *m->hexat)) == NULL)
		return oom(l->e);
	m->own_hex = 1;
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_hex *h = &m->hex[m->nhex];
		int has;
		if (hexcell(l, r, 1, 0, &has, &h->h))
			return l->e->code;
		if (om_sector_parse(cell(r, sec)) < 0)
			return kit_bad(l->e, l->st, r, sec, "sector '%s' is not east or west",
					cell(r, sec));
		if (kit_enum(terrains, cell(r, ter)) < 0)
			return kit_bad(l->e, l->st, r, ter, "terrain '%s' is not beach, shelf, draw, "
					"high, bocage, village or rough", cell(r, ter));
		if (kit_enum(zones, cell(r, zone)) < 0)
			return kit_bad(l->e, l->st, r, zone, "tide zone '%s' is not low, mid, high or "
					"empty (§5.21)", cell(r, zone));
		if (tri(cell(r, obs)) < -1 || tri(cell(r, clr)) < -1)
			return kit_bad(l->e, l->st, r, obs, "obstacles and cleared are 0 or 1");
		h->src = (struct om_src){ i, r->line };
		h->id = copy(l, cell(r, 1));
		h->sector = (enum om_sector)om_sector_parse(cell(r, sec));
		h->terrain = (enum om_terrain)kit_enum(terrains, cell(r, ter));
		h->zone = (enum om_zone)kit_enum(zones, cell(r, zone));
		h->obstacles = tri(cell(r, obs));
		h->cleared = tri(cell(r, clr));
		h->road = copy(l, cell(r, road));
		h->exit = copy(l, cell(r, exit));
		if (m->hexat[h->h.col][h->h.row])
			m->hexdups = 1;
		else
			m->hexat[h->h.col][h->h.row] = m->nhex + 1;
		m->nhex++;
	}
	return 0;
}

static int load_sides(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "side");
	struct om_model *m = l->m;

	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_SIDE;
	if (kit_need_cols(l->st, k, side_cols, PAGE, l->e))
		return l->e->code;
	int f = state_col(k, "feature");
	if ((m->side = rows_alloc((size_t)k->nrows, sizeof *m->side)) == NULL)
		return oom(l->e);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_side *sd = &m->side[m->nside];
		const char *s = cell(r, 1);
		char x[5], y[5];
		if (strlen(s) != 9 || s[4] != '/' || (memcpy(x, s, 4), x[4] = 0, grid_parse(x, &sd->a)) ||
		    (memcpy(y, s + 5, 4), y[4] = 0, grid_parse(y, &sd->b)) ||
		    !grid_adjacent(sd->a, sd->b))
			return kit_bad(l->e, l->st, r, 1, "hexside '%s' is not two adjacent hexes "
					"CCRR/CCRR", s);
		if (kit_enum(features, cell(r, f)) < 0)
			return kit_bad(l->e, l->st, r, f, "hexside feature '%s' is not shingle, seawall, "
					"slope, bluff, cliff, sheer, atditch, atwall or atbarrier",
					cell(r, f));
		sd->src = (struct om_src){ i, r->line };
		sd->id = copy(l, s);
		sd->feature = (enum om_feature)kit_enum(features, cell(r, f));
		m->nside++;
	}
	return 0;
}

/* The positions, read before the fields that name them; checked last
 * (check_positions), after every check the state had before them. */
static int read_positions(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "position");
	struct om_model *m = l->m;

	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_POSITION;
	int kind = state_col(k, "kind"), col = state_col(k, "colour"), hx = state_col(k, "hexes");
	int vp = state_col(k, "vp"), arrow = state_col(k, "arrow");
	if ((m->pos = rows_alloc((size_t)k->nrows, sizeof *m->pos)) == NULL)
		return oom(l->e);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_position *p = &m->pos[m->npos++];
		p->src = (struct om_src){ i, r->line };
		p->id = copy(l, cell(r, 1));
		p->kind = (enum om_pkind)kit_enum(pkinds, cell(r, kind));
		p->colour = copy(l, cell(r, col));
		p->hexes = copy(l, cell(r, hx));
		p->vp = tri(cell(r, vp)) < 0 ? -1 : tri(cell(r, vp));
		p->vp_text = copy(l, cell(r, vp));
		p->arrow = copy(l, cell(r, arrow));
		om_pos_number(p->id, &p->number, &p->letter);
	}
	return 0;
}

/* A position's hexes: one or two hexes CCRR, blank-separated (a two-hex WN). */
static int position_hexes(struct om_position *p)
{
	const char *s = p->hexes;

	p->nhex = 0;
	for (;;) {
		char h[5];
		if (p->nhex == OM_POS_HEXES || strspn(s, "0123456789") != 4 ||
		    (s[4] != ' ' && s[4] != '\0'))
			return -1;
		memcpy(h, s, 4);
		h[4] = '\0';
		if (grid_parse(h, &p->hex[p->nhex]))
			return -1;
		p->nhex++;
		if (s[4] == '\0')
			return 0;
		s += 5;
	}
}

static int check_positions(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "position");
	struct om_model *m = l->m;

	if (k == NULL)
		return 0;
	if (kit_need_cols(l->st, k, position_cols, PAGE, l->e))
		return l->e->code;
	int kind = state_col(k, "kind"), hx = state_col(k, "hexes");
	for (int i = 0; i < m->npos; i++) {
		struct om_position *p = &m->pos[i];
		const struct state_row *r = &k->rows[p->src.row];
		if ((int)p->kind < 0)
			return kit_bad(l->e, l->st, r, kind, "position kind '%s' is not wn or reinf",
					cell(r, kind));
		if (position_hexes(p))
			return kit_bad(l->e, l->st, r, hx, "position hexes '%s' are not one or two "
					"hexes CCRR, blank-separated", cell(r, hx));
	}
	return 0;
}

static int load_fields(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "field");
	struct om_model *m = l->m;

	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_FIELD;
	if (kit_need_cols(l->st, k, field_cols, PAGE, l->e))
		return l->e->code;
	int lv = state_col(k, "level"), pos = state_col(k, "position");
	if ((m->fld = rows_alloc((size_t)k->nrows, sizeof *m->fld)) == NULL)
		return oom(l->e);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_field *f = &m->fld[m->nfld];
		int has;
		if (hexcell(l, r, 1, 0, &has, &f->hex))
			return l->e->code;
		if (kit_enum(levels, cell(r, lv)) < 0)
			return kit_bad(l->e, l->st, r, lv, "fire level '%s' is not intense, sustained or "
					"sporadic (§6.2)", cell(r, lv));
		f->pi = -1;
		for (int j = 0; j < m->npos && f->pi < 0; j++)
			if (!strcmp(m->pos[j].id, cell(r, pos)))
				f->pi = j;
		if ((m->kinds & OM_KIND_POSITION) && f->pi < 0)
			return kit_bad(l->e, l->st, r, pos, "no 'position' row for '%s'", cell(r, pos));
		f->src = (struct om_src){ i, r->line };
		f->pos = copy(l, cell(r, pos));
		f->level = (enum om_level)kit_enum(levels, cell(r, lv));
		m->nfld++;
	}
	return 0;
}

static int load_germans(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "german");
	struct om_model *m = l->m;

	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_GERMAN;
	int kind = state_col(k, "kind"), rev = state_col(k, "revealed");
	int dis = state_col(k, "disrupted"), res = state_col(k, "reserve");
	int hex = state_col(k, "hex"), pos = state_col(k, "position"), cal = state_col(k, "calibre");
	int gc[OM_NGCOLS];
	for (int c = 0; c < OM_NGCOLS; c++)
		m->gcols[c] = (gc[c] = state_col(k, gcol_names[c])) >= 0;
	if ((m->gm = rows_alloc((size_t)k->nrows, sizeof *m->gm)) == NULL)
		return oom(l->e);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_german *g = &m->gm[m->ngm];
		const char *kv = cell(r, kind), *rv = cell(r, res), *h = cell(r, hex);
		if (kind >= 0 && kit_enum(gkinds, kv) < 0)
			return kit_bad(l->e, l->st, r, kind, "German unit kind '%s' is not wn, reinf or "
					"offmap", kv);
		if (tri(cell(r, rev)) < -1 || tri(cell(r, dis)) < -1)
			return kit_bad(l->e, l->st, r, rev, "revealed and disrupted are 0 or 1");
		if (res >= 0 && kit_enum(reserves, rv) < 0)
			return kit_bad(l->e, l->st, r, res, "depth marker '%s' is not empty, hidden or "
					"revealed", rv);
		if (*h && grid_parse(h, &g->hex))
			return kit_bad(l->e, l->st, r, hex, "'%s' is not a hex (CCRR)", h);
		g->src = (struct om_src){ i, r->line };
		g->id = copy(l, cell(r, 1));
		g->pos = copy(l, cell(r, pos));
		g->has_hex = *h != '\0';
		g->kind = (enum om_gkind)kit_enum(gkinds, kv);
		g->revealed = tri(cell(r, rev));
		g->disrupted = tri(cell(r, dis));
		g->reserve = (enum om_reserve)kit_enum(reserves, rv);
		g->calibre = copy(l, cell(r, cal));
		g->division = copy(l, cell(r, gc[OM_GC_DIVISION]));
		g->active = tri(cell(r, gc[OM_GC_ACTIVE])) < 0 ? -1 : tri(cell(r, gc[OM_GC_ACTIVE]));
		g->strength = copy(l, cell(r, gc[OM_GC_STRENGTH]));
		g->weapons = copy(l, cell(r, gc[OM_GC_WEAPONS]));
		g->reserve_strength = copy(l, cell(r, gc[OM_GC_RESERVE_STRENGTH]));
		g->reserve_weapons = copy(l, cell(r, gc[OM_GC_RESERVE_WEAPONS]));
		g->observers = copy(l, cell(r, gc[OM_GC_OBSERVERS]));
		m->ngm++;
	}
	return 0;
}

static int load_cards(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "card");
	struct om_model *m = l->m;

	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_CARD;
	if (kit_need_cols(l->st, k, card_cols, PAGE, l->e))
		return l->e->code;
	int at = state_col(k, "at");
	if ((m->card = rows_alloc((size_t)k->nrows, sizeof *m->card)) == NULL)
		return oom(l->e);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_deckcard *c = &m->card[m->ncard];
		int n = om_atoi(cell(r, 1));
		const char *a = cell(r, at);
		if (n < 1 || n > OM_CARDS)
			return kit_bad(l->e, l->st, r, 1, "card '%s' is not 1 to 54 (§2.3)", cell(r, 1));
		for (int j = 0; j < i; j++)
			if (m->card[j].number == n)
				return kit_bad(l->e, l->st, r, 1, "card %s is listed twice", cell(r, 1));
		c->use = "";
		if (!strcmp(a, "pile"))
			c->at = OM_PILE;
		else if (!strcmp(a, "discard"))
			c->at = OM_DISCARD;
		else if (!strcmp(a, "out"))
			c->at = OM_OUT;
		else if (!strncmp(a, "track:", 6)) {
			c->at = OM_TRACK;
			c->use = copy(l, a + 6);
		} else
			return kit_bad(l->e, l->st, r, at, "card place '%s' is not pile, discard, "
					"track:USE or out", a);
		c->src = (struct om_src){ i, r->line };
		c->number = n;
		m->ncard++;
	}
	return 0;
}

/* A unit's place (`at`), checked. */
static int unit_place(struct load *l, const struct state_row *r, int col, struct om_place *p)
{
	const char *at = cell(r, col);

	memset(p, 0, sizeof *p);
	if (!strncmp(at, "box:", 4)) {
		p->kind = OM_AT_BOX;
		if ((p->box = om_box_index(l->m, at + 4)) < 0)
			return kit_bad(l->e, l->st, r, col, "no landing box row for '%s'", at);
	} else if (!strncmp(at, "turn:", 5)) {
		p->kind = OM_AT_TURN;
		p->turn = om_atoi(at + 5);
		if (p->turn < 1 || p->turn > OM_TURNS + 1)
			return kit_bad(l->e, l->st, r, col, "'%s' is not a turn of the track", at);
	} else if (!strcmp(at, "eliminated")) {
		p->kind = OM_AT_ELIMINATED;
	} else if (grid_parse(at, &p->hex)) {
		return kit_bad(l->e, l->st, r, col, "place '%s' is not a hex (CCRR), box:ID, turn:N "
				"or eliminated", at);
	} else if ((l->m->kinds & OM_KIND_HEX) && om_hex_at(l->m, p->hex) == NULL) {
		return kit_bad(l->e, l->st, r, col, "hex %s has no 'hex' row", at);
	}
	return 0;
}

struct ucols {
	int id, div, command, type, steps, max, symbol, at, code, disrupted, marker, checked,
	    delayed, counted;
	int opt[OM_NUCOLS];
};

static int load_unit(struct load *l, const struct state_row *r, const struct ucols *c,
		struct om_unit *u)
{
	const char *div = cell(r, c->div), *cmd = cell(r, c->command);
	const char *sym = cell(r, c->symbol), *m = cell(r, c->marker), *ck = cell(r, c->checked);
	int type = om_type_parse(cell(r, c->type));
	int steps = om_atoi(cell(r, c->steps)), max = om_atoi(cell(r, c->max));
	int leader = om_is_leader(type);

	if (strcmp(div, "1") && strcmp(div, "29"))
		return kit_bad(l->e, l->st, r, c->div, "division '%s' is not 1 or 29 (§2.21)", div);
	if (strcmp(cmd, "1") && strcmp(cmd, "29"))
		return kit_bad(l->e, l->st, r, c->command, "command '%s' is not 1 or 29 (§5.22)",
				cmd);
	if (type < 0)
		return kit_bad(l->e, l->st, r, c->type, "type '%s' is not one of inf, ranger, tank, "
				"art, sp-art, dukw-art, aa, sp-aa, at, eng, hq, general (§2.23)",
				cell(r, c->type));
	if (leader ? (steps != 0 || max != 0) : (max < 1 || max > 4 || steps < 0 || steps > max))
		return kit_bad(l->e, l->st, r, c->steps, leader ? _("steps '%s': HQs and Generals have "
				"no steps (0,0, §11)") : _("steps '%s' must be 0 to max, max 1 to 4 (§2.21)"),
				cell(r, c->steps));
	if ((leader && *sym == '\0') ? 0 : (strcmp(sym, "1") && strcmp(sym, "2") &&
			strcmp(sym, "3")))
		return kit_bad(l->e, l->st, r, c->symbol, "target symbol '%s' is not 1, 2 or 3 (the "
				"card's printed order, §5.1)", sym);
	if (unit_place(l, r, c->at, &u->at))
		return l->e->code;
	if (tri(cell(r, c->disrupted)) < -1 || tri(cell(r, c->delayed)) < -1 ||
	    tri(cell(r, c->counted)) < -1)
		return kit_bad(l->e, l->st, r, c->disrupted, "disrupted, delayed and counted are 0 "
				"or 1");
	if (*m && strcmp(m, "climb") && strcmp(m, "climb-cliff") &&
	    !(type == OM_GENERAL && !strcmp(m, "wounded")))
		return kit_bad(l->e, l->st, r, c->marker, "marker '%s' is not climb, climb-cliff "
				"(§7.4, §7.5) or a General's wounded (§11.4)", m);
	if (*ck && (om_atoi(ck) < 1 || om_atoi(ck) > OM_TURNS))
		return kit_bad(l->e, l->st, r, c->checked, "checked '%s' is not a turn", ck);
	u->id = copy(l, cell(r, c->id));
	u->div = atoi(div);
	u->command = atoi(cmd);
	u->type = (enum om_type)type;
	u->steps = steps;
	u->max = max;
	u->symbol = *sym ? atoi(sym) : 0;
	u->code = copy(l, cell(r, c->code));
	u->disrupted = tri(cell(r, c->disrupted));
	u->delayed = tri(cell(r, c->delayed));
	u->counted = tri(cell(r, c->counted));
	u->marker = (enum om_mark)kit_enum(marks, m);
	u->checked = *ck ? om_atoi(ck) : -1;
	u->strength = om_atoi(cell(r, c->opt[OM_UC_STRENGTH]));
	u->strength_text = copy(l, cell(r, c->opt[OM_UC_STRENGTH]));
	u->range = om_atoi(cell(r, c->opt[OM_UC_RANGE]));
	u->weapons = copy(l, cell(r, c->opt[OM_UC_WEAPONS]));
	u->hero = copy(l, cell(r, c->opt[OM_UC_HERO]));
	u->cp = om_atoi(cell(r, c->opt[OM_UC_CP]));
	u->free = copy(l, cell(r, c->opt[OM_UC_FREE]));
	u->lost = om_atoi(cell(r, c->opt[OM_UC_LOST]));
	return 0;
}

static int load_units(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "unit");
	struct om_model *m = l->m;
	struct ucols c;

	if (k == NULL)
		return err_set(l->e, EXIT_DATA, "%s: no 'unit' rows (umpire-omaha(7))",
				kit_path(l->st));
	if (kit_need_cols(l->st, k, unit_cols, PAGE, l->e))
		return l->e->code;
	int *f = &c.id;
	for (int i = 0; unit_cols[i]; i++)
		f[i] = state_col(k, unit_cols[i]);
	for (int i = 0; i < OM_NUCOLS; i++)
		m->ucols[i] = (c.opt[i] = state_col(k, ucol_names[i])) >= 0;
	if ((m->u = rows_alloc((size_t)k->nrows, sizeof *m->u)) == NULL)
		return oom(l->e);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_unit *u = &m->u[m->nu];
		if (!*cell(r, c.id))
			return kit_bad(l->e, l->st, r, c.id, "a unit has no id");
		for (int j = 0; j < i; j++)
			if (!strcmp(m->u[j].id, cell(r, c.id)))
				return kit_bad(l->e, l->st, r, c.id, "unit '%s' is listed twice",
						cell(r, c.id));
		if (load_unit(l, r, &c, u))
			return l->e->code;
		u->src = (struct om_src){ i, r->line };
		m->nu++;
	}
	return 0;
}

static int load_markers(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "marker");
	struct om_model *m = l->m;

	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_MARKER;
	if (kit_need_cols(l->st, k, marker_cols, PAGE, l->e))
		return l->e->code;
	int at = state_col(k, "at"), tc = state_col(k, "type"), sc = state_col(k, "strength");
	int wc = state_col(k, "weapons"), xc = state_col(k, "tactical");
	if ((m->mk = rows_alloc((size_t)k->nrows, sizeof *m->mk)) == NULL)
		return oom(l->e);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_marker *mk = &m->mk[m->nmk];
		const char *id = cell(r, 1), *t = cell(r, tc), *s = cell(r, sc), *x = cell(r, xc);
		if (*id == '\0')
			return kit_bad(l->e, l->st, r, 1, "a marker needs an id");
		for (int j = 0; j < i; j++)
			if (!strcmp(m->mk[j].id, id))
				return kit_bad(l->e, l->st, r, 1, "marker '%s' is listed twice", id);
		if (kit_enum(mtypes, t) < 0)
			return kit_bad(l->e, l->st, r, tc, "marker type '%s' is not wn, building or "
					"mobile (§2.24, §9.21)", t);
		if (strcmp(s, "?") && om_atoi(s) < 0)
			return kit_bad(l->e, l->st, r, sc, "marker strength '%s' is not a number or ?",
					s);
		if (strcmp(x, "?") && strcmp(x, "0") && strcmp(x, "1"))
			return kit_bad(l->e, l->st, r, xc, "marker tactical '%s' is not 0, 1 or ? "
					"(§9.4)", x);
		mk->src = (struct om_src){ i, r->line };
		mk->id = copy(l, id);
		mk->at = copy(l, cell(r, at));
		mk->type = (enum om_mtype)kit_enum(mtypes, t);
		mk->strength = copy(l, s);
		mk->weapons = copy(l, cell(r, wc));
		mk->tactical = copy(l, x);
		m->nmk++;
	}
	return 0;
}

static int load_scalars(struct load *l)
{
	struct om_model *m = l->m;

	for (int k = 0; k < OM_NKEYS; k++) {
		const char *v = state_get(l->st, keys[k]);
		m->set[k] = v ? copy(l, v) : NULL;
	}
	const char *v = m->set[OM_K_KG_MEYER];
	if (v && (om_atoi(v) < 0 || om_atoi(v) > 8)) {
		const struct state_kind *sk = state_kind(l->st, "set");
		int i = sk ? state_find(sk, 1, "kg_meyer") : -1;
		return kit_bad_at(l->e, l->st, i >= 0 ? sk->rows[i].line : 0, 3, "set,kg_meyer,%s "
				"is not 0 to 8 (§9.5)", v);
	}
	return 0;
}

/* A blank-separated list of hexes of the map (the rows of the count of victory
 * points, §13.21, §20.3). */
static int hex_list(struct load *l, const struct state_row *r, int col, struct grid_hex *out,
		int max, int *n)
{
	const char *p = cell(r, col);

	*n = 0;
	while (*p) {
		size_t len;
		char hx[8];
		p += strspn(p, " ");
		if (!*p)
			break;
		len = strcspn(p, " ");
		snprintf(hx, sizeof hx, "%.*s", (int)(len < 7 ? len : 7), p);
		if (len != 4 || grid_parse(hx, &out[*n]) || !om_hex_at(l->m, out[*n]))
			return kit_bad(l->e, l->st, r, col, "'%s' is not a hex of the map", hx);
		if (*n >= max)
			return kit_bad(l->e, l->st, r, col, "more than %d hexes", max);
		(*n)++;
		p += len;
	}
	return 0;
}

static int load_draws(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "draw");
	struct om_model *m = l->m;

	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_DRAW;
	int hc = state_col(k, "hexes"), ic = state_col(k, "inland"), cc = state_col(k, "cleared");
	m->dcols = (hc >= 0 ? OM_DC_HEXES : 0) | (ic >= 0 ? OM_DC_INLAND : 0) |
		(cc >= 0 ? OM_DC_CLEARED : 0);
	if ((m->draw = rows_alloc((size_t)k->nrows, sizeof *m->draw)) == NULL)
		return oom(l->e);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_draw *d = &m->draw[m->ndraw];
		const char *v = cell(r, cc);
		if ((hc >= 0 && hex_list(l, r, hc, d->hexes, 32, &d->nhexes)) ||
		    (ic >= 0 && hex_list(l, r, ic, d->inland, 32, &d->ninland)))
			return l->e->code;
		if (cc >= 0 && strcmp(v, "0") && strcmp(v, "1"))
			return kit_bad(l->e, l->st, r, cc, "cleared '%s' is not 0 or 1", v);
		d->src = (struct om_src){ i, r->line };
		d->id = copy(l, cell(r, 1));
		d->cleared = cc >= 0 ? v[0] == '1' : -1;
		m->ndraw++;
	}
	return 0;
}

static int load_exited(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "exited");
	struct om_model *m = l->m;

	m->capex = (k ? k->nrows : 0) + 1;   /* room for the unit an order takes out */
	if ((m->ex = rows_alloc((size_t)m->capex, sizeof *m->ex)) == NULL)
		return oom(l->e);
	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_EXITED;
	int ec = state_col(k, "exit"), tc = state_col(k, "type"), sc = state_col(k, "steps");
	m->xcols = (ec >= 0 ? OM_XC_EXIT : 0) | (tc >= 0 ? OM_XC_TYPE : 0) |
		(sc >= 0 ? OM_XC_STEPS : 0);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct om_exited *x = &m->ex[m->nex];
		const char *ex = cell(r, ec), *t = cell(r, tc), *n = cell(r, sc);
		if (ec >= 0 && (strlen(ex) != 1 || ex[0] < 'A' || ex[0] > 'G'))
			return kit_bad(l->e, l->st, r, ec, "exit '%s' is not a letter A to G (§2.1)",
					ex);
		if (tc >= 0 && om_type_parse(t) < 0)
			return kit_bad(l->e, l->st, r, tc, "unit type '%s' unknown", t);
		if (sc >= 0 && (om_atoi(n) < 1 || om_atoi(n) > 4))
			return kit_bad(l->e, l->st, r, sc, "steps '%s' is not 1 to 4", n);
		x->src = (struct om_src){ i, r->line };
		x->unit = copy(l, cell(r, 1));
		x->exit = copy(l, ex);
		x->type = (enum om_type)om_type_parse(t);
		x->steps = om_atoi(n);
		x->type_text = copy(l, t);
		x->steps_text = copy(l, n);
		m->nex++;
	}
	return 0;
}

static int load_bases(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "base");
	struct om_model *m = l->m;

	m->capbase = (k ? k->nrows : 0) + 1;
	if ((m->base = rows_alloc((size_t)m->capbase, sizeof *m->base)) == NULL)
		return oom(l->e);
	if (k == NULL)
		return 0;
	m->kinds |= OM_KIND_BASE;
	if (kit_need_cols(l->st, k, base_cols, PAGE, l->e))
		return l->e->code;
	int div = state_col(k, "div"), box = state_col(k, "box"), per[2] = { 0, 0 };
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		const char *d = cell(r, div);
		struct grid_hex h;
		int has;
		if (hexcell(l, r, 1, 0, &has, &h))
			return l->e->code;
		if (strcmp(d, "1") && strcmp(d, "29"))
			return kit_bad(l->e, l->st, r, div, "division '%s' is not 1 or 29 (§19)", d);
		if (om_atoi(cell(r, box)) < 1)
			return kit_bad(l->e, l->st, r, box, "range box '%s' is not a box of the "
					"engineering range track (1, 2, ...; §19.2)", cell(r, box));
		/* §19: "quatre bases du génie (deux par division)"; a division's
		 * bases are numbered in the order of their rows, the order placed */
		if (++per[*d == '2'] > 2)
			return kit_bad(l->e, l->st, r, div, "a third engineer base of the %s Division: "
					"each division has two (§19)", om_division(*d == '2' ? 29 : 1));
		struct om_base *b = &m->base[m->nbase++];
		b->src = (struct om_src){ i, r->line };
		b->hex = copy(l, cell(r, 1));
		b->div = copy(l, d);
		b->box = om_atoi(cell(r, box));
		b->n = per[*d == '2'];
	}
	return 0;
}

/* German rows need the columns the rules read (checked after the rest). */
static int check_germans(struct load *l)
{
	const struct state_kind *k = state_kind(l->st, "german");

	return k ? kit_need_cols(l->st, k, german_cols, PAGE, l->e) : 0;
}

int om_model_load(struct game_ctx *g, const struct state *st, struct om_model **out,
		struct err *e)
{
	struct om_model *m = calloc(1, sizeof *m);
	struct load l = { m, st, e, 0 };

	*out = NULL;
	if (m == NULL)
		return oom(e);
	m->g = g;
	m->st = st;
	/* in the order of the checks the state always had, then the new ones */
	if (load_turn(&l) || load_boxes(&l) || load_hexes(&l) || load_sides(&l) ||
	    read_positions(&l) || load_fields(&l) || load_germans(&l) || load_cards(&l) ||
	    load_units(&l) || load_markers(&l) || load_scalars(&l) || load_draws(&l) ||
	    load_exited(&l) || load_bases(&l) || check_positions(&l) || check_germans(&l)) {
		om_model_free(m);
		return e->code;
	}
	if (l.oom) {
		om_model_free(m);
		return oom(e);
	}
	*out = m;
	return 0;
}

int om_check(struct game_ctx *g, const struct state *st, struct err *e)
{
	struct om_model *m;

	if (om_model_load(g, st, &m, e))
		return e->code;
	om_model_free(m);
	return 0;
}

/* --- lookups --- */

struct om_unit *om_unit_find(struct om_model *m, const char *id)
{
	for (int i = 0; i < m->nu; i++)
		if (!strcmp(m->u[i].id, id))
			return &m->u[i];
	return NULL;
}

struct om_german *om_german_find(struct om_model *m, const char *id)
{
	for (int i = 0; i < m->ngm; i++)
		if (!strcmp(m->gm[i].id, id))
			return &m->gm[i];
	return NULL;
}

struct om_german *om_german_in(struct om_model *m, const char *pid)
{
	for (int i = 0; i < m->ngm; i++)
		if (!strcmp(m->gm[i].pos, pid))
			return &m->gm[i];
	return NULL;
}

struct om_german *om_german_at(struct om_model *m, struct grid_hex h)
{
	for (int i = 0; i < m->ngm; i++)
		if (m->gm[i].has_hex && grid_equal(m->gm[i].hex, h))
			return &m->gm[i];
	return NULL;
}

struct om_position *om_position_find(struct om_model *m, const char *id)
{
	for (int i = 0; i < m->npos; i++)
		if (!strcmp(m->pos[i].id, id))
			return &m->pos[i];
	return NULL;
}

int om_box_index(const struct om_model *m, const char *id)
{
	for (int i = 0; i < m->nbox; i++)
		if (!strcmp(m->box[i].id, id))
			return i;
	return -1;
}

struct om_box *om_box_find(struct om_model *m, const char *id)
{
	int i = om_box_index(m, id);

	return i < 0 ? NULL : &m->box[i];
}

struct om_hex *om_hex_at(struct om_model *m, struct grid_hex h)
{
	if (m->hexat == NULL || h.col < 0 || h.col > 99 || h.row < 0 || h.row > 99 ||
	    m->hexat[h.col][h.row] == 0)
		return NULL;
	return &m->hex[m->hexat[h.col][h.row] - 1];
}

struct om_hex *om_hex_find(struct om_model *m, const char *id)
{
	struct grid_hex h;

	return grid_parse(id, &h) ? NULL : om_hex_at(m, h);
}

struct om_marker *om_marker_find(struct om_model *m, const char *id)
{
	for (int i = 0; i < m->nmk; i++)
		if (!strcmp(m->mk[i].id, id))
			return &m->mk[i];
	return NULL;
}

int om_side_between(const struct om_model *m, struct grid_hex a, struct grid_hex b)
{
	for (int i = 0; i < m->nside; i++)
		if (grid_equal(m->side[i].a, a) && grid_equal(m->side[i].b, b))
			return (int)m->side[i].feature;
	for (int i = 0; i < m->nside; i++)
		if (grid_equal(m->side[i].a, b) && grid_equal(m->side[i].b, a))
			return (int)m->side[i].feature;
	return -1;
}

struct om_hex *om_unit_hex(struct om_model *m, const struct om_unit *u)
{
	return u->at.kind == OM_AT_HEX ? om_hex_at(m, u->at.hex) : NULL;
}

int om_place_equal(struct om_place a, struct om_place b)
{
	if (a.kind != b.kind)
		return 0;
	return a.kind == OM_AT_HEX ? grid_equal(a.hex, b.hex) : a.kind == OM_AT_BOX ?
		a.box == b.box : a.kind == OM_AT_TURN ? a.turn == b.turn : 1;
}

const char *om_place_text(const struct om_model *m, struct om_place p, char buf[32])
{
	if (p.kind == OM_AT_HEX)
		grid_format(p.hex, buf);
	else if (p.kind == OM_AT_BOX)
		snprintf(buf, 32, "box:%.27s", m->box[p.box].id);
	else if (p.kind == OM_AT_TURN)
		snprintf(buf, 32, "turn:%d", p.turn);
	else
		snprintf(buf, 32, "eliminated");
	return buf;
}

/* --- scalars and rulings --- */

const char *om_get(const struct om_model *m, enum om_key k)
{
	return m->set[k];
}

int om_get_int(const struct om_model *m, enum om_key k, int dflt)
{
	return m->set[k] ? om_atoi(m->set[k]) : dflt;
}

void om_set(struct om_model *m, enum om_key k, const char *v)
{
	m->set[k] = v ? om_str(m, v) : NULL;
}

void om_set_int(struct om_model *m, enum om_key k, int n)
{
	m->set[k] = om_strf(m, "%d", n);
}

const char *om_rule(const struct om_model *m, const char *id)
{
	return game_rule(m->g, m->st, id);
}

int om_rule_is(const struct om_model *m, const char *id, const char *value)
{
	const char *v = om_rule(m, id);

	return v != NULL && !strcmp(v, value);
}

/* --- words and records of one turn --- */

/* The word w in a blank-separated list (a pointer into list), or NULL. */
const char *om_word(const char *list, const char *w)
{
	size_t n = strlen(w);

	for (const char *p = list; n > 0 && p && *p;) {
		p += strspn(p, " ");
		size_t len = strcspn(p, " ");
		if (len == n && !strncmp(p, w, n))
			return p;
		p += len;
	}
	return NULL;
}

/*
 * Records of one turn: a scalar `TURN:VALUE` (set,acted,9:u1 u2; set,nofire;
 * set,attacked; set,undisrupted; set,actions.1,9:2; the unit column free) says
 * VALUE for that turn only; of another turn it is as good as absent.
 */
const char *om_this_turn(const char *v, int turn)
{
	char mark[16];
	size_t ml = (size_t)snprintf(mark, sizeof mark, "%d:", turn);

	return v && !strncmp(v, mark, ml) ? v + ml : NULL;
}

int om_list_add(struct om_model *m, enum om_key k, const char *w, struct err *e)
{
	const char *list = om_this_turn(m->set[k], m->turn);
	char buf[2048];
	int n;

	if (om_word(list, w))
		return 0;
	n = snprintf(buf, sizeof buf, "%d:%s%s%s", m->turn, list ? list : "",
			list && *list ? " " : "", w);
	if (n < 0 || (size_t)n >= sizeof buf)
		return err_set(e, EXIT_DATA, "%s: set,%s is too long", kit_path(m->st), keys[k]);
	om_set(m, k, buf);
	return 0;
}

/* 1 if the variant v (§22) is in play: a word of `set,variants,V ...` */
int om_in_variant(const struct om_model *m, const char *v)
{
	return om_word(m->set[OM_K_VARIANTS], v) != NULL;
}
