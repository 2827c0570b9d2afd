/*
 * base.c: engineer bases of the extended game (§19, §19.1-§19.34), the order
 *
 *   base div=1|29 hex=HEX action=place|advance|show|garrison [position=ID] [base=1|2]
 *
 * From turn 17 each division has two bases (§19). One is placed on a beach hex
 * of the division's sector outside the potential field of fire of every German
 * position (§19.1), its range marker in box 1 (range 0) of
 * tables/omaha/eng-track.csv; a base's marker advances one box while its hex is
 * outside every German position's field of fire (§19.2: the text does not say
 * "occupied"), and not in a turn with German artillery fire in its sector
 * (§19.33, `set,artillery.SECTOR,TURN`, set by the fire order when the check
 * reaches the card's value). Once per division and turn: place or advance
 * (§19.21, `set,engineers.DIV,TURN`). The bases are `@base,hex,div,box` rows.
 * §19.1 does not forbid two bases in one hex (it only suggests a different
 * draw for each); as a base stands in its division's sector, two in a hex are
 * one division's two. A division's bases are numbered 1 and 2 in the order of
 * their rows (the order placed, model.c); base=N names one, and an order on a
 * hex holding both without it is refused with the two to choose from.
 * `show` lists what the base's range covers (§19.3, §19.31): its hexes within
 * range, except those in the field of an occupied German position (§19.32),
 * and the hexsides bordering them: shingle flattened, anti-tank ditches and
 * walls cleared, never seawalls (§19.34); mined roads cleared; unoccupied
 * positions outside every field, which may be garrisoned: `garrison` puts a US
 * garrison on one (§19.3, `set,garrisons,POS ...`); no German unit is placed on
 * it by a Reinforce action (om_reinforce_place), and a successful Advance into
 * it removes it (advance.c). Mortar and artillery fire target US units only,
 * never a garrison.
 *
 * om_base_covers() tells the other orders whether a hex is in a base's range:
 * move reads it for the mined roads a tank may use (§17.22), the shingle and
 * anti-tank obstacles it ignores, and traffic management's free move (§19.3).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

static const char *division(const char *div)
{
	return om_division(atoi(div));
}

/* Whether a position's dots cover the hex: 1 with `who` the position, 0, or -1
 * with e set. mode 0: occupied positions; 1: occupied, or unoccupied with a LOC
 * (potential); 2: any position. */
static int dots(struct om_model *m, struct grid_hex hex, int mode, char *who, size_t wsize,
		struct err *e)
{
	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++) {
		int occ, loc = 0;
		if (!grid_equal(f->hex, hex))
			continue;
		occ = om_german_in(m, f->pos) != NULL;
		if (!occ && mode == 1 && om_loc_trace(m, f->pos, 0, &loc, e))
			return -1;
		if (occ || loc || mode == 2) {
			snprintf(who, wsize, "%s", f->pos);
			return 1;
		}
	}
	return 0;
}

static int eng_range(struct game_ctx *g, int box, int *range, struct err *e)
{
	const struct table *t;
	const char *v;
	char key[8];
	int r, c;

	snprintf(key, sizeof key, "%d", box);
	if (table_get(g->tables, "omaha", "eng-track", &t, e) ||
	    (r = table_find_row(t, key, "§19.2", e)) < 0 ||
	    (c = table_find_col(t, "range", "§19.2", e)) < 0 || table_need(t, r, c, "§19.2", &v, e))
		return e->code;
	if ((*range = om_atoi(v)) < 0)
		return err_set(e, EXIT_DATA, "%s: range '%s' is not a number", t->source, v);
	return 0;
}

/* §19.3, §19.34: the hexsides bordering the hexes in range. */
static void show_sides(struct om_model *m, const struct grid_hex *in, int nin)
{
	for (const struct om_side *s = m->side; s < m->side + m->nside; s++) {
		int touch = 0;
		for (int k = 0; k < nin; k++)
			touch |= grid_equal(s->a, in[k]) || grid_equal(s->b, in[k]);
		if (!touch)
			continue;
		if (s->feature == OM_SHINGLE)
			log_step(m->g->log, "§19.3", "Shingle %s is flattened: no longer hinders "
					"movement", s->id);
		else if (s->feature == OM_ATDITCH || s->feature == OM_ATWALL)
			log_step(m->g->log, "§19.3", "The anti-tank %s %s counts as cleared",
					s->feature == OM_ATDITCH ? "ditch" : "wall", s->id);
		else if (s->feature == OM_SEAWALL)
			log_step(m->g->log, "§19.34", "Seawall %s: engineer bases never affect it", s->id);
	}
}

/* §19.3: the unoccupied positions in range, outside every field. */
static int show_positions(struct om_model *m, const struct grid_hex *in, int nin,
		struct err *e)
{
	char who[64];

	for (const struct om_position *p = m->pos; p < m->pos + m->npos; p++) {
		int inr = 0, f;
		for (int k = 0; k < nin; k++)
			inr |= grid_equal(in[k], p->hex[0]);
		if (!inr || om_german_in(m, p->id) != NULL)
			continue;
		if ((f = dots(m, p->hex[0], 0, who, sizeof who, e)) < 0)
			return e->code;
		if (!f)
			log_step(m->g->log, "§19.3", "The unoccupied position %s may take a US garrison",
					p->id);
	}
	return 0;
}

/* §19.3, §19.31, §19.32: what the base's range covers (changes nothing). */
static int show(struct om_model *m, struct grid_hex b, const char *hex, int range,
		struct err *e)
{
	char who[64], list[512] = "";
	struct grid_hex in[64];
	int nin = 0;

	for (const struct om_hex *h = m->hex; h < m->hex + m->nhex && nin < 64; h++) {
		int f;
		if (grid_distance(b, h->h) > range)
			continue;
		if ((f = dots(m, h->h, 0, who, sizeof who, e)) < 0)
			return e->code;
		if (f) {
			log_step(m->g->log, "§19.32", "%s is in the field of fire of %s: out of the "
					"base's range", h->id, who);
			continue;
		}
		in[nin++] = h->h;
		if (!strncmp(h->road, "mined-", 6))
			log_step(m->g->log, "§19.3", "The mined %s of %s counts as cleared", h->road + 6,
					h->id);
	}
	for (int k = 0; k < nin; k++) {
		size_t l = strlen(list);
		char hx[5];
		grid_format(in[k], hx);
		snprintf(list + l, sizeof list - l, "%s%s", k ? ", " : "", hx);
	}
	log_step(m->g->log, "§19.31", "The base in %s (range %d) covers %s", hex, range,
			nin ? list : _("no hex"));
	show_sides(m, in, nin);
	return show_positions(m, in, nin, e);
}

/* A base's name in the log: its hex, and base=N when the hex holds two. */
static const char *base_name(struct om_model *m, const struct om_base *b)
{
	for (const struct om_base *o = m->base; o < m->base + m->nbase; o++)
		if (o != b && !strcmp(o->hex, b->hex)) {
			const char *name = om_strf(m, "%s base=%d", b->hex, b->n);
			return name ? name : b->hex;
		}
	return b->hex;
}

int om_garrisoned(const struct om_model *m, const char *pid)
{
	return om_word(om_get(m, OM_K_GARRISONS), pid) != NULL;
}

void om_garrison_remove(struct om_model *m, const char *pid)
{
	const char *list = om_get(m, OM_K_GARRISONS), *at = om_word(list, pid);
	char buf[1024];

	if (!at)
		return;
	size_t off = (size_t)(at - list), n = strlen(pid);
	const char *rest = at + n;
	rest += strspn(rest, " ");
	snprintf(buf, sizeof buf, "%.*s%s", (int)off, list, rest);
	size_t l = strlen(buf);
	while (l > 0 && buf[l - 1] == ' ')
		buf[--l] = '\0';
	om_set(m, OM_K_GARRISONS, buf);
}

/* §19.3: a US garrison on an unoccupied German position in the base's range and
 * outside the field of fire of every German unit (§19.32 keeps those hexes out of
 * the range anyway). */
static int garrison(struct om_model *m, const struct order *o, struct grid_hex b,
		const char *hex, int range, struct err *e)
{
	const char *pid = order_get(o, "position"), *was = om_get(m, OM_K_GARRISONS);
	const struct om_position *p;
	const struct om_german *g;
	char h1[5], who[64], buf[1024];
	int f;

	if (!pid || !*pid)
		return err_set(e, EXIT_USAGE, "base: action=garrison names the position with "
				"position=ID");
	if ((p = om_position_find(m, pid)) == NULL)
		return kit_refuse(e, "§19.3", "base: no German position '%s' to garrison", pid);
	if ((g = om_german_in(m, pid)) != NULL)
		return kit_refuse(e, "§19.3", "base: %s is occupied by %s: a garrison goes on an "
				"unoccupied position", pid, g->id);
	if (om_garrisoned(m, pid))
		return kit_refuse(e, "§19.3", "base: %s already holds a US garrison", pid);
	grid_format(p->hex[0], h1);
	if (grid_distance(b, p->hex[0]) > range)
		return kit_refuse(e, "§19.3, §19.31", "base: %s (%s) is beyond the range %d of the "
				"base in %s", pid, h1, range, hex);
	if ((f = dots(m, p->hex[0], 0, who, sizeof who, e)) < 0)
		return e->code;
	if (f)
		return kit_refuse(e, "§19.3, §19.32", "base: %s (%s) is in the field of fire of %s: "
				"out of the base's range, no garrison", pid, h1, who);
	snprintf(buf, sizeof buf, "%s%s%s", was ? was : "", was && *was ? " " : "", pid);
	om_set(m, OM_K_GARRISONS, buf);
	log_step(m->g->log, "§19.3", "A US garrison on %s (%s), in the range of the base in %s: no "
			"German unit appears there; US-controlled for victory; never a mortar or "
			"artillery target", pid, h1, hex);
	return 0;
}

/* A scalar `set,KEY,TURN` that names this turn. */
static int this_turn(const struct om_model *m, enum om_key k)
{
	const char *v = om_get(m, k);
	char t[16];

	snprintf(t, sizeof t, "%d", m->turn);
	return v != NULL && !strcmp(v, t);
}

/* §19.33: German artillery fired in the sector this turn. */
static int artillery_fired(const struct om_model *m, int sector)
{
	return sector >= 0 && this_turn(m, sector == OM_WEST ? OM_K_ART_WEST : OM_K_ART_EAST);
}

int om_base_covers(struct om_model *m, struct grid_hex h, int traffic, char *base,
		size_t size, struct err *e)
{
	char who[64];
	int range;

	for (const struct om_base *bs = m->base; bs < m->base + m->nbase; bs++) {
		struct grid_hex b;
		const struct om_hex *hr;
		int f;
		if (grid_parse(bs->hex, &b))
			continue;
		hr = om_hex_at(m, b);
		if (traffic && artillery_fired(m, hr ? (int)hr->sector : -1)) {
			log_step(m->g->log, "§19.33", "German artillery fired in the sector of the base "
					"in %s this turn: no traffic management", base_name(m, bs));
			continue;
		}
		if (eng_range(m->g, bs->box, &range, e))
			return -1;
		if (grid_distance(b, h) > range)
			continue;
		if ((f = dots(m, h, 0, who, sizeof who, e)) < 0)   /* §19.32 */
			return -1;
		if (f)
			continue;
		snprintf(base, size, "%s", base_name(m, bs));
		return 1;
	}
	return 0;
}

/* §19.3, §20.3: whether hex h of a draw carries a German obstacle still
 * uncleared: a mined road in it, or an anti-tank wall or ditch on one of its
 * hexsides (§19.3: "les murs anti-chars, les fossés antichars et les routes
 * minées"), not in an engineer base's range (a hexside is cleared when either
 * of its hexes is). *any is set when it carries one. 1, 0, or -1 with e set. */
static int obstacle_left(struct om_model *m, struct grid_hex h, int *any, struct err *e)
{
	const struct om_hex *hr = om_hex_at(m, h);
	char base[16];
	int cv;

	if (hr && !strncmp(hr->road, "mined-", 6)) {
		*any = 1;
		if ((cv = om_base_covers(m, h, 0, base, sizeof base, e)) <= 0)
			return cv < 0 ? -1 : 1;
	}
	for (const struct om_side *s = m->side; s < m->side + m->nside; s++) {
		struct grid_hex o;
		if (s->feature != OM_ATDITCH && s->feature != OM_ATWALL)
			continue;
		if (grid_equal(s->a, h))
			o = s->b;
		else if (grid_equal(s->b, h))
			o = s->a;
		else
			continue;
		*any = 1;
		if ((cv = om_base_covers(m, h, 0, base, sizeof base, e)) == 0)
			cv = om_base_covers(m, o, 0, base, sizeof base, e);
		if (cv <= 0)
			return cv < 0 ? -1 : 1;
	}
	return 0;
}

/* §20.3: "les ingénieurs ont complètement nettoyé les obstacles allemands" of
 * a draw: after a base is placed or its range grows, each draw (with a
 * `cleared` column still 0) whose every German obstacle is now in a base's
 * range is written cleared, for the final count of victory points. Once
 * written it stays (the count reads the record). */
static int draws_check(struct om_model *m, struct err *e)
{
	if (!(m->dcols & OM_DC_CLEARED) || !(m->dcols & OM_DC_HEXES))
		return 0;
	for (int i = 0; i < m->ndraw; i++) {
		int any = 0, left = 0;
		if (m->draw[i].cleared == 1)
			continue;
		for (int k = 0; k < m->draw[i].nhexes && !left; k++)
			if ((left = obstacle_left(m, m->draw[i].hexes[k], &any, e)) < 0)
				return e->code;
		if (left || !any)
			continue;
		if (om_draw_cleared(m, i))
			return err_set(e, EXIT_IO, "out of memory");
		log_step(m->g->log, "§19.3, §20.3", "Every German obstacle of draw %s (anti-tank "
				"walls and ditches, mined roads) is in an engineer base's range: the "
				"engineers have completely cleared it (draw %s cleared 1)",
				m->draw[i].id, m->draw[i].id);
	}
	return 0;
}

/* The base the order names in `hex` (§19.1 does not forbid two in one hex;
 * both are then the division's, as a base stands in its division's sector):
 * `want` (base=N, 0 if not given) picks among the division's; without it the
 * only base in the hex, the division's first. *out NULL: none there. 0, or
 * refused: base=N not in the hex, or two bases and no base=N. */
static int base_in(struct om_model *m, const char *hex, const char *div, int want,
		struct om_base **out, int *mine, struct err *e)
{
	struct om_base *mine_in[2] = { NULL, NULL }, *other = NULL;
	int n = 0;

	*out = NULL;
	*mine = 0;
	for (struct om_base *b = m->base; b < m->base + m->nbase; b++) {
		int own = !strcmp(b->div, div);
		*mine += own;
		if (strcmp(b->hex, hex))
			continue;
		if (own && n < 2)
			mine_in[n++] = b;
		else if (!own && other == NULL)
			other = b;
	}
	for (int k = 0; want && k < n; k++)
		if (mine_in[k]->n == want)
			*out = mine_in[k];
	if (want && *out == NULL)
		return kit_refuse(e, "§19.1", "base: the %s Division has no base=%d in %s", division(div),
				want, hex);
	if (!want && n == 2) {
		struct om_base *a = mine_in[0], *b = mine_in[1];
		return kit_refuse(e, "§19.1", "base: %s holds two bases of the %s Division: name one "
				"with base=%d (range box %d) or base=%d (range box %d)", hex, division(div),
				a->n, a->box, b->n, b->box);
	}
	if (!want)
		*out = n ? mine_in[0] : other;
	return 0;
}

/* §19.1: a base on a beach hex of the division's sector, outside every
 * potential field of fire. */
static int place(struct om_model *m, const char *div, const char *hex, const struct om_hex *hr,
		int mine, struct err *e)
{
	char who[64];
	int range, f;

	if (mine >= 2)
		return kit_refuse(e, "§19", "base: the %s Division has placed its two bases",
				division(div));
	if (hr->terrain != OM_BEACH || hr->sector != (!strcmp(div, "1") ? OM_EAST : OM_WEST))
		return kit_refuse(e, "§19.1", "base: %s is not a beach hex of the division's sector",
				hex);
	if ((f = dots(m, hr->h, 1, who, sizeof who, e)) < 0)
		return e->code;
	if (f)
		return kit_refuse(e, "§19.1", "base: %s is in the potential field of fire of %s", hex,
				who);
	if (eng_range(m->g, 1, &range, e))
		return e->code;
	struct om_base *b = &m->base[m->nbase++];
	memset(b, 0, sizeof *b);
	b->src.row = -1;
	b->hex = om_str(m, hex);
	b->div = om_str(m, div);
	b->box = 1;
	if (!b->hex || !b->div)
		return err_set(e, EXIT_IO, "out of memory");
	b->n = mine + 1;
	om_set_int(m, !strcmp(div, "1") ? OM_K_ENG1 : OM_K_ENG29, m->turn);
	log_step(m->g->log, "§19.1", "An engineer base of the %s Division in %s: range %d",
			division(div), base_name(m, b), range);
	return 0;
}

/* §19.2: a division advances the marker of a base it established. */
static int advance(struct om_model *m, struct om_base *b, const char *div, const char *hex,
		const struct om_hex *hr, struct err *e)
{
	char who[64];
	int range, f;

	if (b == NULL)
		return kit_refuse(e, "§19.2", "base: no engineer base in %s", hex);
	if (strcmp(b->div, div))
		return kit_refuse(e, "§19.2", "base: the base in %s is the %s Division's: a division "
				"advances only the range of a base it established", hex, division(b->div));
	if (artillery_fired(m, (int)hr->sector))
		return kit_refuse(e, "§19.33", "base: German artillery fired in the %s sector this "
				"turn: no range increase", om_sector_name(hr->sector));
	if ((f = dots(m, hr->h, 2, who, sizeof who, e)) < 0)
		return e->code;
	if (f)
		return kit_refuse(e, "§19.2", "base: %s is in the field of fire of %s: its range does "
				"not grow", hex, who);
	if (eng_range(m->g, b->box + 1, &range, e))
		return e->code;
	b->box++;
	om_set_int(m, !strcmp(div, "1") ? OM_K_ENG1 : OM_K_ENG29, m->turn);
	log_step(m->g->log, "§19.2", "The base in %s advances to box %d: range %d",
			base_name(m, b), b->box, range);
	return 0;
}

/* base=N: 0 when not given, else 1 or 2. */
static int base_param(const struct order *o, int *want, struct err *e)
{
	const char *v = order_get(o, "base");

	*want = 0;
	if (v == NULL || *v == '\0')
		return 0;
	if (strcmp(v, "1") && strcmp(v, "2"))
		return err_set(e, EXIT_USAGE, "base: base=%s is not 1 or 2 (§19: two bases per "
				"division)", v);
	*want = atoi(v);
	return 0;
}

int om_base(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *div = order_get(o, "div"), *hex = order_get(o, "hex");
	const char *action = order_get(o, "action");
	const struct om_hex *hr = NULL;
	struct om_base *b;
	int mine, range, want;

	if (strcmp(div, "1") && strcmp(div, "29"))
		return err_set(e, EXIT_USAGE, "base: div=%s is not 1 or 29", div);
	if (strcmp(action, "place") && strcmp(action, "advance") && strcmp(action, "show") &&
	    strcmp(action, "garrison"))
		return err_set(e, EXIT_USAGE, "base: action=%s is not place, advance, show or "
				"garrison", action);
	if (base_param(o, &want, e))
		return e->code;
	if ((hr = om_hex_find(m, hex)) == NULL)
		return kit_refuse(e, "§19.1", "base: %s is not a hex of the map", hex);
	if (m->turn < 17)
		return kit_refuse(e, "§19", "base: engineer bases exist from turn 17");
	m->add_base = 1;
	if (!strcmp(action, "place")) {
		if (want)
			return err_set(e, EXIT_USAGE, "base: action=place numbers the new base itself "
					"(the division's next): base=%d names a base already placed", want);
		b = NULL;
		mine = 0;
		for (const struct om_base *x = m->base; x < m->base + m->nbase; x++)
			mine += !strcmp(x->div, div);
	} else if (base_in(m, hex, div, want, &b, &mine, e))
		return e->code;
	if (!strcmp(action, "show") || !strcmp(action, "garrison")) {
		int gar = !strcmp(action, "garrison");
		if (b == NULL)
			return kit_refuse(e, gar ? "§19.3" : "§19.31", "base: no engineer base in %s%s",
					hex, gar ? _(": a garrison goes in a base's range") : "");
		if (eng_range(m->g, b->box, &range, e))
			return e->code;
		return gar ? garrison(m, o, hr->h, base_name(m, b), range, e) :
			show(m, hr->h, base_name(m, b), range, e);
	}
	/* §19.21: once per division and turn */
	if (this_turn(m, !strcmp(div, "1") ? OM_K_ENG1 : OM_K_ENG29))
		return kit_refuse(e, "§19.21", "base: the %s Division has already placed or advanced "
				"a base this turn", division(div));
	if (!strcmp(action, "place"))   /* a second base in a hex: §19.1 does not forbid it */
		return place(m, div, hex, hr, mine, e) || draws_check(m, e) ? e->code : 0;
	return advance(m, b, div, hex, hr, e) || draws_check(m, e) ? e->code : 0;
}
