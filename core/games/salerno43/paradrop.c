/*
 * paradrop.c: the `paradrop` order of Salerno 1943: the Allied paradrops due in
 * this night turn (§26, phase A b of §3.3).
 *
 * The drops are planned a night ahead (§26.1) as `drop` rows (unit, target,
 * turn); the units wait off the map (hex `offmap`). In rain the drops of the
 * turn are cancelled (§22.42, §26.1). Otherwise (§26.2-§26.24):
 *   1. one 2d6 precision roll for the turn picks the parachute table's column;
 *   2. per unit, 1d6 on that column gives the drift in hexes; a drift of 1-2
 *      rolls 1d6, of 3 or more 2d6, on the drift diagram (drift.csv: a path of
 *      directions; only E18's cell is known, the rest is '?', exit 69);
 *   3. per unit, landing damage: 1d6, a step on 1, or on 3 or less in an Axis
 *      ZOC; rolled twice when Axis AA exerts ZOC there (ruling aa-paradrop);
 *   4. after all drops, per hex: Axis units in it eliminate the US units that
 *      land there, else Axis units adjacent cost a step; coast or city a step;
 *      level 4-5 a step; level 6 eliminates all (§26.24 a-d).
 * The whole drop is one step over struct drop_out, so `odds` enumerates it
 * exactly; with several units, odds take one unit's drop (unit=).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "s43.h"

#define DROP_UNITS 24

struct drop_out {
	int precision;
	int n;
	struct grid_hex hex[DROP_UNITS];
	int8_t drift[DROP_UNITS];
	int8_t steps[DROP_UNITS];
};

struct drop_ctx {
	struct game_ctx *g;
	const struct state *st;
	struct s43_map *m;
	struct log *log;
	const struct table *para, *drift;
	int unit[DROP_UNITS], n;               /* map indexes, in drop-row order */
	struct grid_hex target[DROP_UNITS];
	int named[DROP_UNITS], nnamed;         /* hex_loss= */
	int each_roll;                         /* ruling aa-paradrop */
	int adjacent_zoc;                      /* ruling paradrop-adjacent=zoc */
	const char *prec;                      /* ruling precipice-zoc */
	const char *level_rule;
	int c_path;
};

static int axis_in(const struct s43_map *m, struct grid_hex h)
{
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].onmap && m->units[i].side == S43_AXIS &&
		    grid_equal(m->units[i].hex, h))
			return 1;
	return 0;
}

/* §26.24 a "Si des unités de l'Axe sont adjacentes": adjacent hexes, across a
 * precipice too (default), or under ruling paradrop-adjacent=zoc only the Axis
 * units whose ZOC reaches the hex (§4.0, ruling precipice-zoc). */
static int axis_adjacent(const struct drop_ctx *x, struct grid_hex h)
{
	for (int i = 0; i < x->m->nunits; i++) {
		const struct s43_unit *u = &x->m->units[i];
		if (u->onmap && u->side == S43_AXIS && grid_adjacent(u->hex, h) &&
		    (!x->adjacent_zoc || s43_zoc_crosses(x->m, x->prec, u->hex, h)))
			return 1;
	}
	return 0;
}

/* Follow a drift path ("NE;NE;NE;N") from h. 0, or -1 on a bad direction. */
static int follow(const char *path, struct grid_hex *h)
{
	static const char *const dirs[] = { "N", "NE", "SE", "S", "SW", "NW" };

	while (*path) {
		size_t len = strcspn(path, ";");
		struct grid_hex nb[6];
		int d = -1;
		for (int i = 0; i < 6; i++)
			if (strlen(dirs[i]) == len && strncmp(path, dirs[i], len) == 0)
				d = i;
		if (d < 0)
			return -1;
		grid_neighbours(*h, nb);
		*h = nb[d];
		path += len;
		path += *path == ';';
	}
	return 0;
}

/* The parachute table's column for a precision total. */
static int para_col(const struct table *t, int total, struct err *e)
{
	for (int c = 1; c < t->ncols; c++) {
		int lo, hi;
		const char *h = table_cell(t, 0, c);
		if (sscanf(h, "%d-%d", &lo, &hi) == 2 && total >= lo && total <= hi)
			return c;
	}
	return err_set(e, EXIT_DATA, "%s: no column for a precision roll of %d (§26.2)",
			t->source, total), -1;
}

/* One step lost by dropped unit i (index in the drop). */
static void lose(struct drop_ctx *x, struct drop_out *w, int i, const char *rule,
		const char *why)
{
	if (w->steps[i] <= 0)
		return;
	w->steps[i]--;
	log_step(x->log, rule, "%s loses a step: %s%s", x->m->units[x->unit[i]].id, why,
			w->steps[i] == 0 ? _("; eliminated") : "");
}

/* The dropped unit of hex h that takes the hex's next step (§26.24). */
static int hex_victim(const struct drop_ctx *x, const struct drop_out *w, struct grid_hex h)
{
	for (int k = 0; k < x->nnamed; k++)
		for (int i = 0; i < w->n; i++)
			if (x->unit[i] == x->named[k] && grid_equal(w->hex[i], h) && w->steps[i] > 0)
				return i;
	for (int i = 0; i < w->n; i++)
		if (grid_equal(w->hex[i], h) && w->steps[i] > 0)
			return i;
	return -1;
}

/* §26.22: the drift die of dropped unit i on column `col` of the parachute
 * table, then the drift diagram: where it lands in w->hex[i]. */
static int drift(struct drop_ctx *x, struct drop_out *w, int i, int col, struct chance *c,
		struct err *e)
{
	const struct s43_unit *u = &x->m->units[x->unit[i]];
	struct chance_roll r, dr;
	const char *cell;
	char from[5], to[5], key[8], dice[48];
	int d, drow = -1;

	s43_hex_name(x->target[i], from);
	if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "drift of %s (§26.22)", u->id))
		return e->code;
	/* the die's row: rows 1..6 in order */
	if (r.value >= x->para->nrows || strcmp(table_cell(x->para, r.value, 0),
			(const char *[]){ "", "1", "2", "3", "4", "5", "6" }[r.value]))
		return err_set(e, EXIT_DATA, "%s: rows 1 to 6 of the die are expected (§26.22)",
				x->para->source);
	if (table_need(x->para, r.value, col, "§26.22", &cell, e))
		return e->code;
	d = strcmp(cell, "-") == 0 ? 0 : atoi(cell);
	if (d < 0 || d > 9 || (d == 0 && strcmp(cell, "-")))
		return err_set(e, EXIT_DATA, "%s:%d: drift '%s' is not '-' or 1 to 9 (§26.22)",
				x->para->source, x->para->lines[r.value], cell);
	w->drift[i] = (int8_t)d;
	if (d == 0) {
		log_step(x->log, "§26.22", "%s rolls %s: no drift, it lands in %s", u->id,
				kit_roll(&r, dice, sizeof dice), from);
		return 0;
	}
	log_stepn(x->log, "§26.22", "%s rolls %s: a drift of %d hex",
			"%s rolls %s: a drift of %d hexes", d, u->id,
			kit_roll(&r, dice, sizeof dice), d);
	if (chance_rollf(c, d <= 2 ? 1 : 2, 6, CHANCE_SUM, 0, &dr, e, "drift diagram for %s "
			"(§26.22)", u->id))
		return e->code;
	snprintf(key, sizeof key, "%d", dr.value);
	for (int k = 1; k < x->drift->nrows && drow < 0; k++)
		if (atoi(table_cell(x->drift, k, 0)) == d &&
		    strcmp(table_cell(x->drift, k, 1), key) == 0)
			drow = k;
	if (drow < 0)
		return err_set(e, EXIT_DATA, "%s: no row for drift %d, roll %d (§26.22)",
				x->drift->source, d, dr.value);
	if (table_need(x->drift, drow, x->c_path, "§26.22", &cell, e))
		return e->code;
	if (follow(cell, &w->hex[i]))
		return err_set(e, EXIT_DATA, "%s:%d: path '%s' is not a ';' list of N, NE, SE, S, "
				"SW, NW (§26.22)", x->drift->source, x->drift->lines[drow], cell);
	/* past the CCRR grid there is no hex to write: "????" went into the state;
	 * the rulebook says nothing of a drift off the map */
	if (w->hex[i].col < 0 || w->hex[i].col > 99 || w->hex[i].row < 0 || w->hex[i].row > 99)
		return err_set(e, EXIT_DATA, "paradrop: %s drifts from %s along %s off the CCRR "
				"grid (§26.22 does not say what happens to a unit that drifts off the "
				"map)", u->id, from, cell);
	log_step(x->log, "§26.22", "%s rolls %s on the drift diagram (%s): it lands in %s",
			u->id, kit_roll(&dr, dice, sizeof dice), cell, s43_hex_name(w->hex[i], to));
	return 0;
}

/* §26.23: the landing damage of dropped unit i; the drift itself costs
 * nothing. With Axis AA exerting ZOC the die is rolled twice (ruling
 * aa-paradrop). */
static int landing(struct drop_ctx *x, struct drop_out *w, int i, struct chance *c,
		struct err *e)
{
	const struct s43_unit *u = &x->m->units[x->unit[i]];
	const char *prec = game_rule(x->g, x->st, "precipice-zoc");
	int zoc = s43_zoc(x->m, prec, w->hex[i], S43_AXIS, 0);
	int aa = s43_zoc(x->m, prec, w->hex[i], S43_AXIS, 1), hits = 0;
	struct chance_roll r;
	char dice[48];

	for (int k = 0; k < (aa ? 2 : 1); k++) {
		if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "landing damage of %s (§26.23)",
				u->id))
			return e->code;
		log_step(x->log, zoc ? "§26.23 b" : "§26.23 a", "%s rolls %s for landing damage "
				"(%s): %s", u->id, kit_roll(&r, dice, sizeof dice), zoc ? _("in an Axis "
				"ZOC, a step on 3 or less") : _("no Axis ZOC, a step on 1"),
				r.value <= (zoc ? 3 : 1) ? _("a step") : _("no damage"));
		hits += r.value <= (zoc ? 3 : 1);
	}
	if (aa && !x->each_roll && hits > 1)
		hits = 1;
	if (aa)
		log_step(x->log, x->each_roll ? "§26.23 c" : "§26.23 c; ruling "
				"aa-paradrop=one-step", "Axis AA exerts ZOC there: the die was rolled "
				"twice%s", x->each_roll ? _(", each roll costing its step") : _(", one step "
				"at most"));
	for (int k = 0; k < hits; k++)
		lose(x, w, i, "§26.23", "landing damage");
	return 0;
}

/* §26.24: per hex, after all the drops: Axis units in it (a) or level 6 (d)
 * eliminate; Axis units adjacent (a), a coast or city (b), level 4 or 5 (c)
 * cost a step each. */
static void hex_losses(struct drop_ctx *x, struct drop_out *w, int i)
{
	struct grid_hex h = w->hex[i];
	const struct s43_hex *hx = s43_hex_find(x->m, h);
	int level = hx ? s43_hex_level(x->m, h, x->level_rule) : 0, axis = axis_in(x->m, h);
	int coast = s43_hex_yes(x->st, h, "coast"), v;
	char s[5];

	s43_hex_name(h, s);
	if (axis || level == 6) {
		for (int j = i; j < w->n; j++)
			if (grid_equal(w->hex[j], h) && w->steps[j] > 0) {
				w->steps[j] = 0;
				if (axis)
					log_step(x->log, "§26.24 a", "%s lands in %s, which holds Axis "
							"units: eliminated", x->m->units[x->unit[j]].id, s);
				else
					log_step(x->log, "§26.24 d", "%s lands in %s, level 6: eliminated",
							x->m->units[x->unit[j]].id, s);
			}
		return;
	}
	if (axis_adjacent(x, h) && (v = hex_victim(x, w, h)) >= 0)
		lose(x, w, v, "§26.24 a", "Axis units adjacent to the landing hex");
	if ((coast || (hx && hx->city)) && (v = hex_victim(x, w, h)) >= 0)
		lose(x, w, v, "§26.24 b", coast ? _("a coast hex") : _("a city"));
	if ((level == 4 || level == 5) && (v = hex_victim(x, w, h)) >= 0)
		lose(x, w, v, "§26.24 c", level == 4 ? _("level 4") : _("level 5"));
}

static int step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct drop_out *w = state;
	struct drop_ctx *x = ctx;
	struct chance_roll r;
	char dice[48], to[5];
	int col;

	/* §26.2: one precision roll for the whole turn */
	if (chance_roll(c, 2, 6, CHANCE_SUM, 0, "paradrop precision (§26.2)", &r, e))
		return e->code;
	w->precision = r.value;
	if ((col = para_col(x->para, r.value, e)) < 0)
		return e->code;
	log_step(x->log, "§26.2", "Allied precision roll %s: column %s of the parachute table "
			"for the whole turn", kit_roll(&r, dice, sizeof dice),
			table_cell(x->para, 0, col));
	w->n = x->n;
	for (int i = 0; i < x->n; i++) {
		const struct s43_unit *u = &x->m->units[x->unit[i]];
		w->hex[i] = x->target[i];
		w->steps[i] = (int8_t)u->steps;
		if (drift(x, w, i, col, c, e))
			return e->code;
		if (x->m->nhexes > 0 && s43_hex_find(x->m, w->hex[i]) == NULL)
			return err_set(e, EXIT_DATA, "paradrop: %s drifts to %s, which has no 'hex' "
					"row in %s (give the map around the drop zones)", u->id,
					s43_hex_name(w->hex[i], to), kit_path(x->st));
		if (landing(x, w, i, c, e))
			return e->code;
	}
	for (int i = 0; i < w->n; i++) {
		int first = 1;
		for (int j = 0; j < i; j++)
			first &= !grid_equal(w->hex[j], w->hex[i]);
		if (first)
			hex_losses(x, w, i);
	}
	return 1;
}

/* The drop rows: unit, target, turn. */
static int load_drops(const struct state *st, struct s43_map *m, int turn,
		struct drop_ctx *x, struct err *e)
{
	const struct state_kind *k = state_kind(st, "drop");

	x->n = 0;
	if (k == NULL)
		return 0;
	if (kit_need_cols(st, k, (const char *const[]){ "unit", "target", "turn", NULL },
			"umpire-salerno43(7)", e))
		return e->code;
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		const char *id = state_field(r, state_col(k, "unit"));
		const struct s43_unit *u = s43_unit_find(m, id);
		struct grid_hex h;
		int t;

		if (u == NULL)
			return kit_bad(e, st, r, state_col(k, "unit"), "no unit '%.40s'", id);
		if (u->side != S43_ALLIED || strcmp(u->nation, "US") ||
		    (strcmp(u->division, "82") && strcmp(u->attached, "82")))
			return kit_bad(e, st, r, state_col(k, "unit"), "%s is not a US unit of the "
					"82nd Airborne or attached to it (§26.0)", id);
		if (grid_parse(state_field(r, state_col(k, "target")), &h))
			return kit_bad(e, st, r, state_col(k, "target"), "target '%.40s' is not a "
					"CCRR hex", state_field(r, state_col(k, "target")));
		if ((t = s43_turn_parse(state_field(r, state_col(k, "turn")))) < 0 ||
		    s43_turn_period(t) != S43_NIGHT)
			return kit_bad(e, st, r, state_col(k, "turn"), "turn '%.40s' is not a "
					"night turn (D-night, §3.3 A b)", state_field(r,
					state_col(k, "turn")));
		for (int j = 0; j < i; j++)
			if (strcmp(state_field(&k->rows[j], state_col(k, "unit")), id) == 0)
				return kit_bad(e, st, r, state_col(k, "unit"), "unit %s has two "
						"drops", id);
		if (t != turn)
			continue;
		if (x->n == DROP_UNITS)
			return kit_bad(e, st, r, 0, "more than %d drops in one turn", DROP_UNITS);
		x->unit[x->n] = (int)(u - m->units);
		x->target[x->n++] = h;
	}
	return 0;
}

int s43_paradrop_check(struct s43_map *m, const struct state *st, struct err *e)
{
	struct drop_ctx *x = calloc(1, sizeof *x);
	int rc;

	if (x == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	rc = load_drops(st, m, -1, x, e);
	free(x);
	return rc;
}

/* ---- plan= (§26.1, §26.11) ---- */

/* 1 if every hex of t lies within 2 hexes of one centre (§26.11 e). */
static int in_circle(const struct grid_hex *t, int n)
{
	struct grid_hex c;

	if (n <= 1)
		return 1;
	for (int dc = -2; dc <= 2; dc++)
		for (int dr = -3; dr <= 3; dr++) {
			int ok = 1;
			c.col = t[0].col + dc;
			c.row = t[0].row + dr;
			for (int i = 0; i < n && ok; i++)
				ok = grid_distance(c, t[i]) <= 2;
			if (ok)
				return 1;
		}
	return 0;
}

/* The drops planned for one night: those of the state, then plan='s. */
struct plan {
	struct grid_hex target[DROP_UNITS * 2];
	int unit[DROP_UNITS * 2], n;
};

/* One item of plan=, ID@HEX (§26.0, §26.1, §26.11 a-d). */
static int plan_item(struct game_ctx *g, const struct state *st, struct s43_map *m,
		char *item, struct plan *p, struct err *e)
{
	char *at = strchr(item, '@'), hx[5];
	struct grid_hex *t = &p->target[p->n];
	const struct s43_unit *u;
	int ok;

	if (at == NULL || grid_parse(at + 1, t))
		return err_set(e, EXIT_USAGE, "paradrop: plan=: '%s' is not ID@HEX", item);
	*at = '\0';
	if ((u = s43_unit_find(m, item)) == NULL)
		return err_set(e, EXIT_DATA, "paradrop: plan=: no unit '%s'", item);
	s43_hex_name(*t, hx);
	if (u->side != S43_ALLIED || strcmp(u->nation, "US") ||
	    (strcmp(u->division, "82") && strcmp(u->attached, "82")))
		return kit_refuse(e, "§26.0", "paradrop: %s is not a US unit of the 82nd Airborne "
				"or attached to it", u->id);
	if (!u->offmap)
		return kit_refuse(e, "§26.0", "paradrop: %s is not waiting off the map", u->id);
	for (int j = 0; j < p->n; j++) {
		if (p->unit[j] == (int)(u - m->units))
			return kit_refuse(e, "§26.1", "paradrop: %s has a drop planned already; a plan "
					"cannot be changed", u->id);
		if (grid_equal(p->target[j], *t))
			return kit_refuse(e, "§26.11 d", "paradrop: one unit per target hex in a "
					"turn: %s is %s's target already", hx, m->units[p->unit[j]].id);
	}
	if (m->nhexes > 0 && s43_hex_find(m, *t) == NULL)
		return err_set(e, EXIT_DATA, "paradrop: hex %s has no 'hex' row", hx);
	for (int j = 0; j < m->nunits; j++)
		if (m->units[j].onmap && grid_equal(m->units[j].hex, *t) &&
		    strcmp(m->units[j].nation, "UK") == 0)
			return kit_refuse(e, "§26.11 a", "paradrop: %s is held by British units", hx);
	if (s43_zoc(m, game_rule(g, st, "precipice-zoc"), *t, S43_AXIS, 0))
		return kit_refuse(e, "§26.11 b", "paradrop: %s is in an Axis ZOC", hx);
	/* §26.11 c: a unit in the hex could be supplied (§7.2), traced now */
	if (s43_supply_allied_at(g, st, u->id, *t, &ok, e))
		return e->code;
	if (!ok)
		return kit_refuse(e, "§26.11 c", "paradrop: a unit in %s could not be supplied",
				hx);
	p->unit[p->n++] = (int)(u - m->units);
	return 0;
}

/* §26.11 e: the targets of one battalion within a circle of radius 2. */
static int plan_circles(const struct s43_map *m, const struct plan *p, struct err *e)
{
	for (int i = 0; i < p->n; i++) {
		struct grid_hex bt[DROP_UNITS * 2];
		int nb = 0;
		const char *bat = m->units[p->unit[i]].battalion;
		if (!*bat)
			continue;
		for (int j = 0; j < p->n; j++)
			if (strcmp(m->units[p->unit[j]].battalion, bat) == 0)
				bt[nb++] = p->target[j];
		if (!in_circle(bt, nb))
			return kit_refuse(e, "§26.11 e", "paradrop: the targets of battalion %s do not "
					"lie within a circle of radius 2 hexes", bat);
	}
	return 0;
}

/* The regiment of unit u: its unit column regiment ("" when absent). */
static const char *regiment(const struct state *st, const struct s43_unit *u)
{
	const struct state_kind *k = state_kind(st, "unit");
	int c = k ? state_col(k, "regiment") : -1;

	return c >= 0 ? state_field(&k->rows[u->row], c) : "";
}

/* §26.11 f: "Pour un régiment, les hexes cibles pour chaque QG doivent se
 * trouver à deux hexes maximum de distance": the targets of the HQs of one
 * regiment (unit column regiment) at most 2 hexes apart, two by two. */
static int plan_regiments(struct game_ctx *g, const struct state *st,
		const struct s43_map *m, const struct plan *p, struct err *e)
{
	char a[5], b[5];

	for (int i = 0; i < p->n; i++) {
		const struct s43_unit *u = &m->units[p->unit[i]];
		const char *reg = regiment(st, u);
		if (u->kind != S43_K_HQ)
			continue;
		if (!*reg)
			return kit_bad_at(e, st, u->line, state_col(state_kind(st, "unit"),
					"regiment") + 1, "paradrop: HQ %s has no regiment (unit column "
					"regiment), which §26.11 f needs to place its drop", u->id);
		for (int j = i + 1; j < p->n; j++) {
			const struct s43_unit *v = &m->units[p->unit[j]];
			if (v->kind != S43_K_HQ || strcmp(regiment(st, v), reg) != 0 ||
			    grid_distance(p->target[i], p->target[j]) <= 2)
				continue;
			return kit_refuse(e, "§26.11 f", "paradrop: the HQs of regiment %s aim more "
					"than 2 hexes apart: %s on %s, %s on %s", reg, u->id,
					s43_hex_name(p->target[i], a), v->id, s43_hex_name(p->target[j], b));
		}
		log_step(g->log, "§26.11 f", "%s, an HQ of regiment %s, aims within 2 hexes of its "
				"regiment's other HQs", u->id, reg);
	}
	return 0;
}

static int plan_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct s43_map *m, struct err *e)
{
	static const char *const cols[] = { "unit", "target", "turn" };
	char items[DROP_UNITS][64], when[16], hx[5];
	struct plan p = { .n = 0 };
	int n, turn;
	struct drop_ctx *x;
	struct state_kind *k;
	struct state_row *r;

	if (s43_turn_now(st, "§26.1", &turn, e))
		return e->code;
	if (s43_turn_period(turn) != S43_NIGHT)
		return kit_refuse(e, "§26.1", "paradrop: drops are planned in the night turn "
				"before them");
	if (turn + 3 >= S43_TURNS)
		return kit_refuse(e, "§26.1, §29.1", "paradrop: the next night is past the end of "
				"the game");
	s43_turn_format(turn + 3, when, sizeof when);
	if ((n = order_split(order_get(o, "plan"), items[0], 64, DROP_UNITS)) <= 0)
		return err_set(e, EXIT_USAGE, "paradrop: plan= is a list of ID@HEX, at most %d",
				DROP_UNITS);
	if ((x = calloc(1, sizeof *x)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	/* the drops already planned for that night count too (§26.11 d, e) */
	if (load_drops(st, m, turn + 3, x, e) == 0)
		for (p.n = 0; p.n < x->n; p.n++) {
			p.unit[p.n] = x->unit[p.n];
			p.target[p.n] = x->target[p.n];
		}
	free(x);
	for (int i = 0; i < n && !e->code; i++)
		plan_item(g, st, m, items[i], &p, e);
	if (e->code || plan_circles(m, &p, e) || plan_regiments(g, st, m, &p, e))
		return e->code;
	if ((k = state_kind_add(st, "drop", cols, 3)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = p.n - n; i < p.n; i++) {
		s43_hex_name(p.target[i], hx);
		if ((r = state_row_add(k)) == NULL ||
		    state_field_set(r, state_col(k, "unit"), m->units[p.unit[i]].id) ||
		    state_field_set(r, state_col(k, "target"), hx) ||
		    state_field_set(r, state_col(k, "turn"), when))
			return err_set(e, EXIT_IO, "out of memory");
		log_step(g->log, "§26.1, §26.11", "%s will drop on %s in the night turn %s; the plan "
				"cannot be changed", m->units[p.unit[i]].id, hx, when);
	}
	return 0;
}

static int setup(struct game_ctx *g, const struct state *st, const struct order *o,
		struct s43_map *m, struct drop_ctx *x, int *rain, struct err *e)
{
	char now[16];
	int turn;

	memset(x, 0, sizeof *x);
	x->g = g;
	x->st = st;
	x->m = m;
	/* the drops of the night: its paradrop phase (§3.3 A b) */
	if (seq_need(g, st, "paradrop (the drops)", "paradrop", e) ||
	    s43_turn_now(st, "§26", &turn, e) || load_drops(st, m, turn, x, e))
		return e->code;
	s43_turn_format(turn, now, sizeof now);
	if (x->n == 0)
		return kit_refuse(e, "§26.1, §3.3 A b", "paradrop: no drop is planned for %s "
				"(drop rows)", now);
	for (int i = 0; i < x->n; i++)
		if (!m->units[x->unit[i]].offmap)
			return kit_refuse(e, "§26.0", "paradrop: %s is not waiting off the map (hex "
					"offmap): it arrived already", m->units[x->unit[i]].id);
	/* §22.42 "Si un tour de nuit est à la pluie": this night's weather. A weather
	 * rolled in another turn (set,weather_turn) is not it: with the optional
	 * rule in use the night's roll comes first (§3.3 A a) */
	const char *wt = state_get(st, "weather_turn");
	if (wt && *wt && strcmp(wt, now))
		return kit_refuse(e, "§3.3 A a, §22.42", "paradrop: the weather was last rolled "
				"in %s; roll this night's first (umpire resolve STATE weather)", wt);
	*rain = state_get(st, "weather") && strcmp(state_get(st, "weather"), "rain") == 0;
	if (s43_table(g, "parachute", &x->para, e) || s43_table(g, "drift", &x->drift, e) ||
	    (x->c_path = table_find_col(x->drift, "path", "§26.22", e)) < 0)
		return e->code;
	x->each_roll = strcmp(game_rule(g, st, "aa-paradrop"), "each-roll") == 0;
	x->adjacent_zoc = s43_ruling(g, st, g->log, "paradrop-adjacent",
			(const char *const[]){ "adjacent", "zoc", NULL }) == 1;
	x->prec = game_rule(g, st, "precipice-zoc");
	x->level_rule = game_rule(g, st, "level-used");
	return s43_unit_indexes(o, "hex_loss", m, x->named, DROP_UNITS, 0, &x->nnamed, e);
}

int s43_paradrop_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	char ls[48];
	struct s43_map m;
	struct drop_ctx *x = calloc(1, sizeof *x);
	struct drop_out w;
	int rc, rain = 0, lost = 0;

	if (x == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = s43_map_load(&m, st, e)))
		goto done;
	if (order_given(o, "plan")) {
		rc = plan_resolve(g, st, o, &m, e);
		goto done;
	}
	if ((rc = setup(g, st, o, &m, x, &rain, e)))
		goto done;
	x->log = g->log;
	memset(&w, 0, sizeof w);
	if (!rain && (rc = step(&w, c, x, e)) != 1)
		goto done;
	rc = 0;
	for (int i = 0; i < x->n; i++) {
		const struct s43_unit *u = &m.units[x->unit[i]];
		char hx[5], num[8];
		int stack = 1;
		if (rain)
			continue;
		lost += u->steps - w.steps[i];
		grid_format(w.hex[i], hx);
		for (int j = 0; j < m.nunits; j++)
			if (m.units[j].onmap && grid_equal(m.units[j].hex, w.hex[i]) &&
			    m.units[j].stack >= stack)
				stack = m.units[j].stack + 1;
		for (int j = 0; j < i; j++)
			stack += grid_equal(w.hex[j], w.hex[i]) && w.steps[j] > 0;
		snprintf(num, sizeof num, "%d", w.steps[i]);
		if (s43_unit_set(st, u, "steps", num) ||
		    s43_unit_set(st, u, "hex", w.steps[i] ? hx : "eliminated"))
			goto oom;
		snprintf(num, sizeof num, "%d", stack);
		if (w.steps[i] && s43_unit_set(st, u, "stack", num))
			goto oom;
	}
	/* the drop rows of the turn are done (or cancelled, §22.42) */
	struct state_kind *k = state_kind(st, "drop");
	if (k != NULL) {
		const char *t = state_get(st, "turn");
		for (int i = k->nrows - 1; i >= 0; i--)
			if (strcmp(state_field(&k->rows[i], state_col(k, "turn")), t) == 0)
				state_row_remove(k, i);
	}
	if (rain)
		log_stepn(g->log, "§22.42, §26.1", "Rain this night: the %d planned drop is "
				"cancelled; the units may be planned again from the next morning",
				"Rain this night: the %d planned drops are cancelled; the units "
				"may be planned again from the next morning", x->n, x->n);
	else
		log_stepn(g->log, "§26", "Paradrops over: %d unit dropped, %s",
				"Paradrops over: %d units dropped, %s", x->n, x->n,
				kit_nsprintf(ls, sizeof ls, "%d step lost", "%d steps lost", lost, lost));
	goto done;
oom:
	rc = err_set(e, EXIT_IO, "out of memory");
done:
	s43_map_free(&m);
	free(x);
	return rc;
}

static void summary(const void *outcome, const void *ctx, char **vals)
{
	const struct drop_out *w = outcome;
	const struct drop_ctx *x = ctx;
	char buf[1024] = "";
	int lost = 0;

	for (int i = 0; i < w->n; i++) {
		const struct s43_unit *u = &x->m->units[x->unit[i]];
		char hx[5];
		grid_format(w->hex[i], hx);
		snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? ";" : "",
				w->steps[i] ? hx : "eliminated");
		lost += u->steps - w->steps[i];
	}
	vals[0] = s43_strf("%s", buf);
	vals[1] = s43_strf("%d", lost);
}

int s43_paradrop_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "hex", "steps_lost" };
	struct s43_map m;
	struct drop_ctx *x = calloc(1, sizeof *x);
	struct drop_out w;
	struct log quiet;
	int rc, rain = 0;

	if (x == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (order_given(o, "plan")) {
		free(x);
		return err_set(e, EXIT_USAGE, "odds: planning a paradrop involves no chance");
	}
	if ((rc = s43_map_load(&m, st, e)) || (rc = setup(g, st, o, &m, x, &rain, e)))
		goto done;
	if (rain) {
		rc = kit_refuse(e, "§22.42", "odds: it rains: the drops are cancelled, no chance");
		goto done;
	}
	if (x->n > 2) {
		rc = err_set(e, EXIT_USAGE, "odds: %d drops are due; exact odds are enumerated for "
				"at most 2 units in one turn", x->n);
		goto done;
	}
	log_open(&quiet, NULL, LOG_TEXT);
	x->log = &quiet;
	memset(&w, 0, sizeof w);
	snprintf(r->note, sizeof r->note, "landing hex of each unit (in drop-row order) and "
			"steps lost (§26.2-§26.24)");
	rc = s43_odds_step(&w, sizeof w, step, x, 2, cols, summary, r, e);
done:
	s43_map_free(&m);
	free(x);
	return rc;
}
