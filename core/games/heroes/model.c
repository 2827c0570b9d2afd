/*
 * model.c: a Heroes of Normandie state read once into the typed model the rules
 * read (hon.h): the board (board.c), the counters, the units with their face,
 * place, markers and gear, the markers on the board; every value checked with
 * file:line:column. Changes go back to the rows with hon_unit_save and
 * hon_marker_save, so unknown columns are kept.
 *
 * Counters are data (the battle pack prints none): a `counter` row of the state
 * wins over tables/heroes/counters.csv, which a player fills from the counters
 * in the box ('?' until then). Core values (core.csv) may be overridden in the
 * state by `set,core.KEY,VALUE`, so a game by mail carries the values its two
 * players agreed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hon.h"
#include "i18n.h"

static const char *const sides[] = { "cw", "de", NULL };
static const char *const kinds[] = { "inf", "light", "heavy", NULL };
static const char *const classes[] = { "infantry", "light vehicle", "heavy vehicle", NULL };
static const char *const gears[] = { "knife", "piat", "ammo", "armor", "fuel", "life", "map",
	"grenades", "mines", "position", "magmines", "panzerfaust", NULL };
static const char *const mkinds[] = { "mine", "hedgehog", "position", "forward", "bridge",
	"grenade", "destruction", "objective", "bonus", "wreck", NULL };

const char *hon_side_name(enum hon_side s)
{
	return kit_enum_name(sides, (int)s, "none");
}

const char *hon_side_title(enum hon_side s)
{
	return s == HN_CW ? "CW" : s == HN_DE ? "German" : "nobody";
}

int hon_side_parse(const char *text)
{
	return kit_enum(sides, text);
}

const char *hon_class_name(enum hon_class c)
{
	return kit_enum_name(classes, (int)c, "?");
}

const char *hon_class_title(enum hon_class c)
{
	static const char *const titles[] = { NC_("unit class", "infantry"),
		NC_("unit class", "light vehicle"), NC_("unit class", "heavy vehicle") };

	return c >= HN_INF && c <= HN_HEAVY ? i18n_pgettext("unit class", titles[c]) : "?";
}

enum hon_class hon_class_of(const struct hon_unit *u)
{
	return (enum hon_class)u->c->kind;
}

/* Sc-A: an airplane moves like a 2-square vehicle, whatever its type. */
int hon_is_vehicle(const struct hon_unit *u)
{
	return u->c->kind != HN_K_INF || (u->front->ab & HN_AB_PLANE);
}

/* ---- counters ---- */

static const struct {
	const char *name;
	unsigned bit;
} abilities[] = {
	{ "assault", HN_AB_ASSAULT }, { "charge", HN_AB_CHARGE }, { "defenseur", HN_AB_DEFENSEUR },
	{ "remplacant", HN_AB_REMPLACANT }, { "debusqueur", HN_AB_DEBUSQUEUR },
	{ "ingenieur", HN_AB_INGENIEUR }, { "genie", HN_AB_GENIE }, { "aviateur", HN_AB_AVIATEUR },
	{ "conducteur", HN_AB_CONDUCTEUR }, { "destruction", HN_AB_DESTRUCTION },
	{ "character", HN_AB_CHARACTER }, { "heavy_weapon", HN_AB_HEAVYWEAPON },
	{ "plane", HN_AB_PLANE }, { "two", HN_AB_TWO }, { "ferocious", HN_AB_FEROCIOUS },
	{ "hardened", HN_AB_HARDENED }, { "pont", HN_AB_PONT }, { "ambush", HN_AB_AMBUSH },
};

/* "3", "?" or "-" */
static int value_parse(const char *v, int *out, int dash_ok)
{
	char *end;
	long n;

	if (!strcmp(v, "?"))
		return *out = HN_UNKNOWN, 0;
	if (!strcmp(v, "-") && dash_ok)
		return *out = HN_NONE, 0;
	n = strtol(v, &end, 10);
	if (*v == 0 || *end || n < 0 || n > 99)
		return -1;
	*out = (int)n;
	return 0;
}

struct counter_src {
	const struct state *st;
	const struct state_row *row;   /* state row, or NULL */
	const struct table *t;
	int trow;
};

static int counter_bad(struct err *e, const struct counter_src *s, int col,
		const char *fmt, const char *a, const char *b)
{
	char msg[400];
	snprintf(msg, sizeof msg, fmt, a, b);
	if (s->row)
		return kit_bad(e, s->st, s->row, col, "%s (%s)", msg, HN_PAGE);
	return err_set(e, EXIT_DATA, "%s:%d:%d: %s (%s)", s->t->source,
			s->t->lines ? s->t->lines[s->trow] : 0, col + 1, msg, HN_PAGE);
}

/* cells: id,kind,mv,def,att_inf,att_light,att_heavy,range,abilities,back at
 * the column indexes of col[] */
static int counter_parse(struct hon_counter *c, const char *const *cell, const int *col,
		const struct counter_src *s, struct err *e)
{
	int k;
	static const char *const what[] = { "mv", "def", "att_inf", "att_light", "att_heavy",
		"range" };
	int *dst[] = { &c->mv, &c->def, &c->att[0], &c->att[1], &c->att[2], &c->range };

	memset(c, 0, sizeof *c);
	snprintf(c->id, sizeof c->id, "%s", cell[0]);
	if (!cell[0][0])
		return counter_bad(e, s, col[0], "a counter needs an id%s%s", "", "");
	if (!strcmp(cell[1], "?"))
		c->kind_unknown = 1, k = HN_K_INF;
	else if ((k = kit_enum(kinds, cell[1])) < 0)
		return counter_bad(e, s, col[1], "kind '%s' is not inf, light, heavy or ?%s", cell[1],
				"");
	c->kind = (enum hon_kind)k;
	for (int i = 0; i < 6; i++) {
		if (i == 5 && !cell[7][0]) {
			c->range = 0;
			continue;
		}
		if (value_parse(cell[2 + i], dst[i], i >= 2 && i <= 4))
			return counter_bad(e, s, col[2 + i], "%s '%s' is not a number from 0 to 99, "
					"'?' or (attack values) '-'", what[i], cell[2 + i]);
	}
	for (const char *p = cell[8]; *p;) {
		size_t len = strcspn(p, ";");
		char item[48];
		int found = 0;
		if (len >= sizeof item)
			return counter_bad(e, s, col[8], "ability '%.40s' is too long%s", p, "");
		memcpy(item, p, len);
		item[len] = 0;
		p += len + (p[len] == ';');
		char *eq = strchr(item, '=');
		if (eq)
			*eq = 0;
		for (size_t i = 0; i < sizeof abilities / sizeof abilities[0]; i++)
			if (!strcmp(item, abilities[i].name)) {
				c->ab |= abilities[i].bit;
				found = 1;
			}
		if (!found)
			return counter_bad(e, s, col[8], "unknown ability '%s'%s", item, "");
		if (eq) {
			int v;
			if (value_parse(eq + 1, &v, 0) ||
					(strcmp(item, "conducteur") && strcmp(item, "destruction")))
				return counter_bad(e, s, col[8], "ability '%s' takes no value '%s'", item,
						eq + 1);
			if (!strcmp(item, "conducteur"))
				c->transport = v;
			else
				c->dice = v;
		} else if (!strcmp(item, "destruction")) {
			c->dice = HN_UNKNOWN;  /* the dice count icon is lost (Recap line 1098) */
		} else if (!strcmp(item, "conducteur")) {
			c->transport = 1;
		}
	}
	snprintf(c->back, sizeof c->back, "%s", cell[9]);
	return 0;
}

static const char *const counter_cols[] = { "id", "kind", "mv", "def", "att_inf", "att_light",
	"att_heavy", "range", "abilities", "back", NULL };

static int counters_load(struct hon_model *m, struct game_ctx *g, const struct state *st,
		struct err *e)
{
	const struct state_kind *k = state_kind(st, "counter");
	const struct table *t = NULL;
	int n = 0, col[10], tcol[10];

	if (table_get(g->tables, "heroes", "counters", &t, e))
		return e->code;
	for (int i = 0; i < 10; i++)
		if ((tcol[i] = table_col(t, counter_cols[i])) < 0)
			return err_set(e, EXIT_DATA, "%s:1:1: the counters table has no column '%s' "
					"(%s)", t->source, counter_cols[i], HN_PAGE);
	if (k != NULL && kit_need_cols(st, k, counter_cols, HN_PAGE, e))
		return e->code;
	m->counters = calloc((size_t)(t->nrows + (k ? k->nrows : 0) + 1), sizeof *m->counters);
	if (m->counters == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; k && i < k->nrows; i++) {
		const char *cell[10];
		struct counter_src s = { st, &k->rows[i], NULL, 0 };
		for (int c = 0; c < 10; c++) {
			col[c] = state_col(k, counter_cols[c]);
			cell[c] = state_field(&k->rows[i], col[c]);
		}
		for (int j = 0; j < n; j++)
			if (!strcmp(m->counters[j].id, cell[0]))
				return kit_bad(e, st, &k->rows[i], col[0], "counter '%s' is given twice "
						"(%s)", cell[0], HN_PAGE);
		if (counter_parse(&m->counters[n], cell, col, &s, e))
			return e->code;
		m->counters[n].line = k->rows[i].line;
		snprintf(m->counters[n].origin, sizeof m->counters[n].origin, "%s", kit_path(st));
		n++;
	}
	for (int r = 1; r < t->nrows; r++) {
		const char *cell[10];
		struct counter_src s = { st, NULL, t, r };
		int dup = 0;
		for (int c = 0; c < 10; c++)
			cell[c] = table_cell(t, r, tcol[c]);
		for (int j = 0; j < n; j++)
			dup |= !strcmp(m->counters[j].id, cell[0]);
		if (dup)
			continue;   /* the state's own counter wins */
		if (counter_parse(&m->counters[n], cell, tcol, &s, e))
			return e->code;
		m->counters[n].line = t->lines ? t->lines[r] : 0;
		snprintf(m->counters[n].origin, sizeof m->counters[n].origin, "%s", t->source);
		n++;
	}
	m->ncounters = n;
	return 0;
}

const struct hon_counter *hon_counter_find(const struct hon_model *m, const char *id)
{
	for (int i = 0; i < m->ncounters; i++)
		if (!strcmp(m->counters[i].id, id))
			return &m->counters[i];
	return NULL;
}

/* ---- units ---- */

static const char *const unit_cols[] = { "id", "side", "counter", "at", "face", "flags",
	"gear", NULL };

static int unit_flags(struct hon_unit *u, const char *flags, const struct state *st,
		const struct state_row *r, int col, struct err *e)
{
	for (const char *p = flags; *p;) {
		size_t len = strcspn(p, ";");
		char item[80];
		if (len >= sizeof item)
			return kit_bad(e, st, r, col, "flag '%.40s...' is too long (%s)", p, HN_PAGE);
		memcpy(item, p, len);
		item[len] = 0;
		p += len + (p[len] == ';');
		char *v = strchr(item, '=');
		if (v)
			*v++ = 0;
		if (!v && !strcmp(item, "suppressed"))
			u->flags |= HN_U_SUPPRESSED;
		else if (!v && !strcmp(item, "activated"))
			u->flags |= HN_U_ACTIVATED;
		else if (!v && !strcmp(item, "ambushed"))
			u->flags |= HN_U_AMBUSHED;
		else if (!v && !strcmp(item, "inactive"))
			u->flags |= HN_U_INACTIVE;
		else if (!v && !strcmp(item, "charge"))
			u->flags |= HN_U_CHARGE;
		else if (v && !strcmp(item, "order") && strlen(v) < sizeof u->order) {
			int n = atoi(v);
			if (strcmp(v, "special") && strcmp(v, "bluff") &&
					(n < 1 || n > 10 || strspn(v, "0123456789") != strlen(v)))
				return kit_bad(e, st, r, col, "order '%s' is not 1 to 10, special or bluff "
						"(%s)", v, HN_PAGE);
			snprintf(u->order, sizeof u->order, "%s", v);
		} else if (v && !strcmp(item, "aboard") && strlen(v) < sizeof u->aboard)
			snprintf(u->aboard, sizeof u->aboard, "%s", v);
		else if (v && !strcmp(item, "prisoner") && strlen(v) < sizeof u->prisoner)
			snprintf(u->prisoner, sizeof u->prisoner, "%s", v);
		else if (v && !strcmp(item, "carry") && (!strcmp(v, "hedgehog") ||
					!strcmp(v, "forward") || !strcmp(v, "bridge")))
			snprintf(u->carry, sizeof u->carry, "%s", v);
		else if (v && !strcmp(item, "speed") && (!strcmp(v, "X") || !strcmp(v, "2") ||
					!strcmp(v, "4") || !strcmp(v, "6")))
			u->speed = v[0] == 'X' ? 0 : v[0] - '0';
		else if (v && !strcmp(item, "facing") && strlen(v) == 1 && strchr("nesw", v[0]))
			u->facing = (int)(strchr("nesw", v[0]) - "nesw");
		else
			return kit_bad(e, st, r, col, "unknown flag '%s%s%s' (suppressed, activated, "
					"ambushed, inactive, charge, order=N, aboard=ID, prisoner=ID, "
					"carry=KIND, speed=X|2|4|6, facing=n|e|s|w) (%s)", item, v ? "=" : "",
					v ? v : "", HN_PAGE);
	}
	return 0;
}

static int unit_gear(struct hon_unit *u, const char *gear, const struct state *st,
		const struct state_row *r, int col, struct err *e)
{
	for (const char *p = gear; *p;) {
		size_t len = strcspn(p, ";");
		char item[48];
		if (len >= sizeof item)
			return kit_bad(e, st, r, col, "gear '%.40s...' is too long (%s)", p, HN_PAGE);
		memcpy(item, p, len);
		item[len] = 0;
		p += len + (p[len] == ';');
		char *v = strchr(item, '=');
		int n = 1, gi;
		if (v) {
			*v++ = 0;
			if (value_parse(v, &n, 0) || n == HN_UNKNOWN || n > 20)
				return kit_bad(e, st, r, col, "gear %s=%s: give a count from 0 to 20 (%s)",
						item, v, HN_PAGE);
		}
		if ((gi = kit_enum(gears, item)) < 0)
			return kit_bad(e, st, r, col, "unknown gear '%s' (knife, piat, ammo, armor, "
					"fuel, life, map, grenades, mines, position, magmines, panzerfaust) "
					"(%s)", item, HN_PAGE);
		u->gear[gi] = n;
	}
	return 0;
}

static int unit_place(struct hon_model *m, struct hon_unit *u, const char *at,
		const struct state *st, const struct state_row *r, int col, struct err *e)
{
	static const char *const places[] = { "", "-", "dead", "aboard", "out", "gone", "held",
		NULL };
	static const enum hon_place pv[] = { HN_OFF, HN_OFF, HN_DEAD, HN_ABOARD, HN_OUT,
		HN_TAKENOFF, HN_HELD };
	int k = kit_enum(places, at);

	if (k >= 0) {
		u->place = pv[k];
		return 0;
	}
	if (hon_sq_parse(at, &u->at) || !hon_on_board(&m->b, u->at))
		return kit_bad(e, st, r, col, "at '%s' is not a square of the %dx%d board, nor -, "
				"dead, aboard, out, gone or held (%s)", at, m->b.w, m->b.h, HN_PAGE);
	u->place = HN_ON;
	return 0;
}

int hon_unit_squares(const struct hon_unit *u, struct grid_sq out[2])
{
	static const int dx[] = { 0, 1, 0, -1 }, dy[] = { -1, 0, 1, 0 };
	out[0] = u->at;
	if (!(u->c->ab & HN_AB_TWO) && !(u->front->ab & HN_AB_TWO))
		return 1;
	/* the rear square is behind the front one */
	out[1].x = u->at.x - dx[u->facing];
	out[1].y = u->at.y - dy[u->facing];
	return 2;
}

static int units_load(struct hon_model *m, const struct state *st, struct err *e)
{
	struct state_kind *k = state_kind(st, "unit");
	int col[7];

	if (k == NULL)
		return 0;
	if (kit_need_cols(st, k, unit_cols, HN_PAGE, e))
		return e->code;
	for (int c = 0; c < 7; c++)
		col[c] = state_col(k, unit_cols[c]);
	if ((m->units = calloc((size_t)k->nrows + 1, sizeof *m->units)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		struct state_row *r = &k->rows[i];
		struct hon_unit *u = &m->units[m->nunits];
		const char *id = state_field(r, col[0]);
		int s;
		if (!*id || strlen(id) >= sizeof u->id)
			return kit_bad(e, st, r, col[0], "a unit needs an id of 1 to %d characters (%s)",
					(int)sizeof u->id - 1, HN_PAGE);
		for (int j = 0; j < m->nunits; j++)
			if (!strcmp(m->units[j].id, id))
				return kit_bad(e, st, r, col[0], "unit '%s' is given twice (%s)", id,
						HN_PAGE);
		snprintf(u->id, sizeof u->id, "%s", id);
		if ((s = hon_side_parse(state_field(r, col[1]))) < 0)
			return kit_bad(e, st, r, col[1], "side '%s' is not cw or de (%s)",
					state_field(r, col[1]), HN_PAGE);
		u->side = (enum hon_side)s;
		if ((u->front = hon_counter_find(m, state_field(r, col[2]))) == NULL)
			return kit_bad(e, st, r, col[2], "counter '%s' is neither a `counter` row nor a "
					"row of tables/heroes/counters.csv (%s)", state_field(r, col[2]),
					HN_PAGE);
		const char *face = state_field(r, col[4]);
		u->c = u->front;
		if (!strcmp(face, "back")) {
			u->back = 1;
			if (!u->front->back[0] || !strcmp(u->front->back, "wreck") ||
					(u->c = hon_counter_find(m, u->front->back)) == NULL)
				return kit_bad(e, st, r, col[4], "counter '%s' has no back face to show "
						"(its 'back' column names none) (%s)", u->front->id, HN_PAGE);
		} else if (*face && strcmp(face, "front")) {
			return kit_bad(e, st, r, col[4], "face '%s' is not front or back (%s)", face,
					HN_PAGE);
		}
		if (unit_place(m, u, state_field(r, col[3]), st, r, col[3], e) ||
				unit_flags(u, state_field(r, col[5]), st, r, col[5], e) ||
				unit_gear(u, state_field(r, col[6]), st, r, col[6], e))
			return e->code;
		u->row = r;
		u->idx = m->nunits++;
	}
	return 0;
}

/* Where every unit stands; two units on one square, a 2-square counter off the
 * board, a passenger without its carrier: bad data. */
static int units_check(struct hon_model *m, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "unit");
	size_t n = (size_t)m->b.w * (size_t)m->b.h;

	if ((m->occ = malloc(n * sizeof *m->occ)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (size_t i = 0; i < n; i++)
		m->occ[i] = -1;
	for (int i = 0; i < m->nunits; i++) {
		struct hon_unit *u = &m->units[i];
		struct grid_sq sq[2];
		int col = k ? state_col(k, "at") : 0;
		if (u->place == HN_ABOARD && (!u->aboard[0] || hon_unit_find(m, u->aboard) == NULL))
			return kit_bad(e, st, u->row, state_col(k, "flags"), "unit %s is aboard but its "
					"flags name no unit it rides (aboard=ID) (%s)", u->id, HN_PAGE);
		if (u->place != HN_ON)
			continue;
		int ns = hon_unit_squares(u, sq);
		for (int j = 0; j < ns; j++) {
			char nm[16];
			if (!hon_on_board(&m->b, sq[j]))
				return kit_bad(e, st, u->row, col, "unit %s's rear square is off the board: "
						"turn it (facing=) (%s)", u->id, HN_PAGE);
			int *o = &m->occ[sq[j].y * m->b.w + sq[j].x];
			if (*o >= 0)
				return kit_bad(e, st, u->row, col, "unit %s stands on %s, where %s already "
						"is (%s)", u->id, hon_sq_name(sq[j], nm, sizeof nm),
						m->units[*o].id, HN_PAGE);
			*o = i;
		}
	}
	return 0;
}

struct hon_unit *hon_unit_find(struct hon_model *m, const char *id)
{
	for (int i = 0; i < m->nunits; i++)
		if (!strcmp(m->units[i].id, id))
			return &m->units[i];
	return NULL;
}

struct hon_unit *hon_unit_at(struct hon_model *m, struct grid_sq s)
{
	if (!hon_on_board(&m->b, s))
		return NULL;
	int i = m->occ[s.y * m->b.w + s.x];
	return i >= 0 ? &m->units[i] : NULL;
}

/* ---- markers ---- */

static const char *const marker_cols[] = { "id", "kind", "at", "side", "data", NULL };

static int markers_load(struct hon_model *m, const struct state *st, struct err *e)
{
	struct state_kind *k = state_kind(st, "marker");
	int col[5];

	if (k == NULL)
		return 0;
	if (kit_need_cols(st, k, marker_cols, HN_PAGE, e))
		return e->code;
	for (int c = 0; c < 5; c++)
		col[c] = state_col(k, marker_cols[c]);
	if ((m->markers = calloc((size_t)k->nrows + 1, sizeof *m->markers)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		struct state_row *r = &k->rows[i];
		struct hon_marker *mk = &m->markers[m->nmarkers];
		const char *id = state_field(r, col[0]), *at = state_field(r, col[2]);
		const char *side = state_field(r, col[3]);
		int kk = kit_enum(mkinds, state_field(r, col[1]));
		if (!*id || strlen(id) >= sizeof mk->id)
			return kit_bad(e, st, r, col[0], "a marker needs an id of 1 to %d characters "
					"(%s)", (int)sizeof mk->id - 1, HN_PAGE);
		snprintf(mk->id, sizeof mk->id, "%s", id);
		if (kk < 0)
			return kit_bad(e, st, r, col[1], "marker kind '%s' is not mine, hedgehog, "
					"position, forward, bridge, grenade, destruction, objective, bonus or "
					"wreck (%s)", state_field(r, col[1]), HN_PAGE);
		mk->kind = (enum hon_mkind)kk;
		mk->side = HN_NOSIDE;
		if (*side && (mk->side = (enum hon_side)hon_side_parse(side)) == (enum hon_side)-1)
			return kit_bad(e, st, r, col[3], "side '%s' is not cw, de or empty (%s)", side,
					HN_PAGE);
		if (strlen(state_field(r, col[4])) >= sizeof mk->data)
			return kit_bad(e, st, r, col[4], "data is longer than %d characters (%s)",
					(int)sizeof mk->data - 1, HN_PAGE);
		snprintf(mk->data, sizeof mk->data, "%s", state_field(r, col[4]));
		mk->row = r;
		if (!*at || !strcmp(at, "?") || !strcmp(at, "-")) {
			mk->placed = 0;
		} else if (mk->kind == HN_M_HEDGEHOG) {
			if (hon_run_parse(at, &mk->run) || mk->run.b.i > m->b.w || mk->run.b.j > m->b.h)
				return kit_bad(e, st, r, col[2], "a hedgehog lies on edges: '%s' is not a "
						"run on the board (+C4-+E4, C4/n, C4:D4/n) (%s)", at, HN_PAGE);
			mk->placed = 1;
		} else if (mk->kind == HN_M_GRENADE && hon_vtx_parse(at, &mk->run.a) == 0) {
			/* §1.4: a Grenade goes on an intercase, or on a square in a sunken
			 * element */
			if (mk->run.a.i > m->b.w || mk->run.a.j > m->b.h)
				return kit_bad(e, st, r, col[2], "intercase '%s' is off the board (%s)", at,
						HN_PAGE);
			mk->on_vertex = mk->placed = 1;
		} else if (hon_sq_parse(at, &mk->at) || !hon_on_board(&m->b, mk->at)) {
			return kit_bad(e, st, r, col[2], "at '%s' is not a square of the board (%s)", at,
					HN_PAGE);
		} else {
			mk->placed = 1;
		}
		m->nmarkers++;
	}
	/* §1.3: Hérissons tchèques & barbelés are a Line with Interdit aux
	 * Véhicules, Passage difficile and Obstacle */
	for (int i = 0; i < m->nmarkers; i++) {
		struct hon_marker *mk = &m->markers[i];
		if (mk->kind != HN_M_HEDGEHOG || !mk->placed)
			continue;
		int vert = mk->run.a.i == mk->run.b.i;
		int c = vert ? mk->run.a.i : mk->run.a.j;
		int a = vert ? mk->run.a.j : mk->run.a.i, z = vert ? mk->run.b.j : mk->run.b.i;
		if (hon_board_marker_line(&m->b, mk->id, vert, c, a, z,
					HN_FX_NOVEH | HN_FX_DIFFICULT | HN_FX_OBSTACLE, mk->row->line, e))
			return e->code;
	}
	return 0;
}

int hon_model_load(struct hon_model *m, struct game_ctx *g, const struct state *st,
		struct err *e)
{
	memset(m, 0, sizeof *m);
	m->g = g;
	m->st = st;
	if (hon_board_load(&m->b, g, st, e) || counters_load(m, g, st, e) ||
			units_load(m, st, e) || units_check(m, st, e) || markers_load(m, st, e)) {
		int rc = e->code;
		hon_model_free(m);
		return rc;
	}
	return 0;
}

void hon_model_free(struct hon_model *m)
{
	hon_board_free(&m->b);
	free(m->counters);
	free(m->units);
	free(m->markers);
	free(m->occ);
	memset(m, 0, sizeof *m);
}

/* ---- writing back ---- */

int hon_unit_save(struct hon_model *m, struct hon_unit *u, struct err *e)
{
	const struct state_kind *k = state_kind(m->st, "unit");
	char at[16], flags[512], gear[256];
	size_t n = 0;
	static const char *const places[] = { "", "-", "dead", "aboard", "out", "gone", "held" };
	static const char fc[] = "nesw";

	if (u->place == HN_ON)
		hon_sq_name(u->at, at, sizeof at);
	else
		snprintf(at, sizeof at, "%s", places[u->place]);
	flags[0] = 0;
#define ADD(...) (n += (size_t)snprintf(flags + n, n < sizeof flags ? sizeof flags - n : 0, \
			__VA_ARGS__))
	if (u->flags & HN_U_SUPPRESSED) ADD("%ssuppressed", n ? ";" : "");
	if (u->flags & HN_U_ACTIVATED) ADD("%sactivated", n ? ";" : "");
	if (u->flags & HN_U_AMBUSHED) ADD("%sambushed", n ? ";" : "");
	if (u->flags & HN_U_INACTIVE) ADD("%sinactive", n ? ";" : "");
	if (u->flags & HN_U_CHARGE) ADD("%scharge", n ? ";" : "");
	if (u->order[0]) ADD("%sorder=%s", n ? ";" : "", u->order);
	if (u->aboard[0]) ADD("%saboard=%s", n ? ";" : "", u->aboard);
	if (u->prisoner[0]) ADD("%sprisoner=%s", n ? ";" : "", u->prisoner);
	if (u->carry[0]) ADD("%scarry=%s", n ? ";" : "", u->carry);
	if (u->front->ab & HN_AB_PLANE) {
		if (u->speed)
			ADD("%sspeed=%d", n ? ";" : "", u->speed);
		else
			ADD("%sspeed=X", n ? ";" : "");
	}
	if ((u->front->ab & HN_AB_TWO) || (u->facing && hon_is_vehicle(u))) ADD("%sfacing=%c", n ? ";" : "", fc[u->facing]);
#undef ADD
	n = 0;
	gear[0] = 0;
	for (int i = 0; i < HN_G_COUNT; i++)
		if (u->gear[i])
			n += (size_t)snprintf(gear + n, n < sizeof gear ? sizeof gear - n : 0, "%s%s=%d",
					n ? ";" : "", gears[i], u->gear[i]);
	if (state_field_set(u->row, state_col(k, "at"), at) ||
			state_field_set(u->row, state_col(k, "face"), u->back ? "back" : "front") ||
			state_field_set(u->row, state_col(k, "flags"), flags) ||
			state_field_set(u->row, state_col(k, "gear"), gear))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

int hon_marker_save(struct hon_model *m, struct hon_marker *mk, struct err *e)
{
	const struct state_kind *k = state_kind(m->st, "marker");
	char at[32];

	if (!mk->placed)
		snprintf(at, sizeof at, "-");
	else if (mk->kind == HN_M_HEDGEHOG)
		grid_run_format(mk->run, at);
	else if (mk->on_vertex)
		grid_vx_format(mk->run.a, at);
	else
		hon_sq_name(mk->at, at, sizeof at);
	if (state_field_set(mk->row, state_col(k, "at"), at) ||
			state_field_set(mk->row, state_col(k, "data"), mk->data) ||
			state_field_set(mk->row, state_col(k, "side"),
				mk->side == HN_NOSIDE ? "" : hon_side_name(mk->side)))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

int hon_marker_add(struct state *st, const char *kind, const char *at, const char *side,
		const char *data, struct err *e)
{
	static const char *const cols[] = { "id", "kind", "at", "side", "data" };
	struct state_kind *k = state_kind_add(st, "marker", cols, 5);
	char id[HN_ID];
	struct state_row *r;

	if (k == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int n = 1;; n++) {
		snprintf(id, sizeof id, "%c%d", kind[0] == 'd' ? 'x' : kind[0], n);
		if (state_find(k, state_col(k, "id"), id) < 0)
			break;
	}
	if ((r = state_row_add(k)) == NULL ||
			state_field_set(r, state_col(k, "id"), id) ||
			state_field_set(r, state_col(k, "kind"), kind) ||
			state_field_set(r, state_col(k, "at"), at) ||
			state_field_set(r, state_col(k, "side"), side) ||
			state_field_set(r, state_col(k, "data"), data))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

int hon_marker_remove(struct state *st, const char *id)
{
	struct state_kind *k = state_kind(st, "marker");
	int i = k ? state_find(k, state_col(k, "id"), id) : -1;
	if (i >= 0)
		state_row_remove(k, i);
	return i >= 0 ? 0 : -1;
}

/* ---- core values, gear, counters' values ---- */

int hon_core_text(struct hon_model *m, const char *key, const char *section, const char **out,
		struct err *e)
{
	char k[96];
	const struct table *t;
	int row, col;

	snprintf(k, sizeof k, "core.%s", key);
	if ((*out = state_get(m->st, k)) != NULL && strcmp(*out, "?"))
		return 0;
	if (table_get(m->g->tables, "heroes", "core", &t, e))
		return e->code;
	if ((row = table_find_row(t, key, section, e)) < 0 ||
			(col = table_find_col(t, "value", section, e)) < 0)
		return e->code;
	return table_need(t, row, col, section, out, e);
}

int hon_core_int(struct hon_model *m, const char *key, const char *section, int *out,
		struct err *e)
{
	const char *v;
	char *end;

	if (hon_core_text(m, key, section, &v, e))
		return e->code;
	long n = strtol(v, &end, 10);
	if (*v == 0 || *end || n < -99 || n > 99)
		return err_set(e, EXIT_DATA, "core value %s '%s' is not a number (tables/heroes/"
				"core.csv, or set,core.%s in the state) (%s)", key, v, key, HN_PAGE);
	*out = (int)n;
	return 0;
}

int hon_need(const struct hon_counter *c, int value, const char *what, const char *section,
		struct err *e)
{
	if (value != HN_UNKNOWN)
		return 0;
	return err_set(e, EXIT_UNKNOWN, "%s:%d: counter %s, column %s is unknown ('?') (%s): the "
			"battle pack prints no counter. Fill it in from the counter in your box: edit "
			"the counter row (tables/heroes/counters.csv, or a `counter` row of the state) "
			"or pass --tables DIR", c->origin, c->line, c->id, what, section);
}

int hon_need_kind(const struct hon_unit *u, const char *section, struct err *e)
{
	if (!u->c->kind_unknown)
		return 0;
	return err_set(e, EXIT_UNKNOWN, "%s:%d: counter %s, column kind is unknown ('?') (%s): "
			"is it infantry, a light or a heavy vehicle? Fill it in (tables/heroes/"
			"counters.csv or a `counter` row of the state)", u->c->origin, u->c->line,
			u->c->id, section);
}

int hon_gear_value(struct hon_model *m, const char *gear, const char *col, const char *section,
		int *out, struct err *e)
{
	const struct table *t;
	const char *v;
	int row, c;

	if (table_get(m->g->tables, "heroes", "gear", &t, e))
		return e->code;
	if ((row = table_find_row(t, gear, section, e)) < 0 ||
			(c = table_find_col(t, col, section, e)) < 0)
		return e->code;
	if (table_need(t, row, c, section, &v, e))
		return e->code;
	if (value_parse(v, out, 1))
		return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a value (%s)", t->source,
				t->lines ? t->lines[row] : 0, c + 1, v, HN_PAGE);
	return 0;
}

int hon_gear_att(struct hon_model *m, const char *gear, enum hon_class cls, int *out,
		struct err *e)
{
	static const char *const cols[] = { "att_inf", "att_light", "att_heavy" };
	return hon_gear_value(m, gear, cols[cls], "§3.2: the values printed on the marker", out, e);
}

/* ---- zone of control ---- */

/* §1.4 zdc et tranchée: units in trenches are not affected by the ZdC of units
 * outside, and the reverse; the ZdC of a unit in a trench is limited to the
 * element, and the trench's corners limit it. The reach itself is core
 * (ruling zoc). */
int hon_in_zoc(const struct hon_model *m, const struct hon_unit *u, struct grid_sq s)
{
	struct grid_sq sq[2];
	int ns = hon_unit_squares(u, sq);
	int orth = !strcmp(game_rule(m->g, m->st, "zoc"), "orthogonal");
	int literal = strcmp(game_rule(m->g, m->st, "trench-zoc"), "literal") == 0;

	if (u->place != HN_ON)
		return 0;
	for (int i = 0; i < ns; i++) {
		int dx = abs(s.x - sq[i].x), dy = abs(s.y - sq[i].y);
		if (dx > 1 || dy > 1 || (dx == 0 && dy == 0) || (orth && dx && dy))
			continue;
		int eu = hon_elem_at(&m->b, sq[i]), es = hon_elem_at(&m->b, s);
		int tu = eu >= 0 && m->b.elems[eu].kind == HN_EL_TRENCH;
		int ts = es >= 0 && m->b.elems[es].kind == HN_EL_TRENCH;
		if (literal && (tu || ts)) {
			if (eu != es)
				continue;
			if (dx && dy) {
				int vx = s.x > sq[i].x ? s.x : sq[i].x, vy = s.y > sq[i].y ? s.y : sq[i].y;
				if (m->b.corner[vy * (m->b.w + 1) + vx] == eu)
					continue;
			}
		}
		return 1;
	}
	return 0;
}

/* ---- rulings ---- */

const char *hon_rule(struct hon_model *m, const char *id)
{
	const char *v = game_rule(m->g, m->st, id);
	return v ? v : "";
}

int hon_rule_is(struct hon_model *m, const char *id, const char *value)
{
	return strcmp(hon_rule(m, id), value) == 0;
}

void hon_log_rulings(struct game_ctx *g, const struct state *st)
{
	for (int i = 0; i < g->game->nrulings; i++) {
		const struct ruling *r = &g->game->rulings[i];
		if (game_rule_changed(g, st, r->id))
			log_step(g->log, r->sections, "Ruling %s=%s applies (the default is %s)",
					r->id, game_rule(g, st, r->id), r->dflt);
	}
}
