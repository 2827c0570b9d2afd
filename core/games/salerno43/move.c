/*
 * move.c: the `move` order of Salerno 1943: one unit, or units moving together
 * from one hex (§6.14), along a path of hexes (§5).
 *
 * The path is checked and priced hex by hex, for each unit: eligibility (§5.0,
 * §5.12, §15.1, §16.34, §27.24), the MP it has (§5.11, §7.33, §23.1, §24.12,
 * §27.22-§27.23), the cost of each hex (foot 2 MP §5.22; mechanised by the levels
 * of the hex §5.21; roads by class, per stretch §5.3-§5.35), entry from off the
 * map (§18.2-§18.42), rivers and bridges (§5.4-§5.44, §20), precipices (§5.5),
 * enemy ZOC (§4.1: it stops movement; not by road §5.3) and RMF markers (§11.22-
 * §11.42), forced march (§23). The first hex the rules forbid refuses the whole
 * order (exit 1) with the rule; nothing is written. A legal move puts the units
 * at the bottom of the stack they join (§6.13) and marks them: moved, mp=N (MP
 * spent), forced_march, entered, assault (§4.1), and the enemy units' opp_fire
 * when the inactive player declares it (§4.2: opp_fire=, or a pending decision).
 * A move draws no die: its odds are one outcome of probability 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "move.h"
#include "pending.h"

#define MV_PATH 256   /* hexes in one path */
#define MV_UNITS 64   /* units moving together */

struct mv_result {
	struct grid_hex end;
	int spent[MV_UNITS];         /* MP spent this turn after the move */
	int steps;                   /* hexes entered */
	int assault;                 /* §4.1: marked assault */
	int zoc;                     /* ends in enemy ZOC */
	char bank;                   /* bank in the last hex, if a river hex */
	struct mv_cost seg[MV_UNITS];/* each unit's road stretch at the end (§5.3) */
};

struct mv_order {
	struct s43_unit *u[MV_UNITS];
	int n;
	struct grid_hex path[MV_PATH];
	int npath;
	int forced;
	int opp;                     /* 0 ask, 1 yes, 2 no */
	int exit;                    /* exit=yes: leave the map by the exit hex (§28.12) */
};

int s43_mv_constant(struct game_ctx *g, const char *key, const char *section, int *out,
		struct err *e)
{
	const struct table *t;
	const char *v;
	int row, col;

	if (table_get(g->tables, "salerno43", "movement", &t, e) ||
	    (row = table_find_row(t, key, section, e)) < 0 ||
	    (col = table_find_col(t, "value", section, e)) < 0 ||
	    table_need(t, row, col, section, &v, e))
		return e->code ? e->code : EXIT_DATA;
	*out = atoi(v);
	if (*out < 0 || *out > 99 || strspn(v, "0123456789") != strlen(v) || !*v)
		return err_set(e, EXIT_DATA, "%s:%d: movement value '%s' of %s is not a whole "
				"number from 0 to 99", t->source, t->lines[row], v, key);
	return 0;
}

/* A table cell that must be a whole number from 1 to 99 (or "all"). */
static int cell_number(const struct table *t, int row, int col, const char *v, int all_ok,
		int *out, struct err *e)
{
	if (all_ok && strcmp(v, "all") == 0) {
		*out = 0;
		return 0;
	}
	*out = atoi(v);
	if (!*v || strspn(v, "0123456789") != strlen(v) || *out < 1 || *out > 99)
		return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a whole number from 1 to 99%s",
				t->source, t->lines[row], col + 1, v, all_ok ? _(" or 'all'") : "");
	return 0;
}

static int unit_index(const struct mv_map *mm, const struct s43_unit *u)
{
	return (int)(u - mm->m.units);
}

int s43_mv_step_cost(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct s43_unit *u, struct grid_hex from, struct grid_hex to,
		int road_ok, struct mv_cost *seg, int *cost, const char **rule, char *why,
		size_t whysize, struct err *e)
{
	int mech = mm->mech[unit_index(mm, u)];
	int cls = road_ok ? s43_mv_road(mm, from, to) : 0;
	const struct table *t;
	const char *v;
	int row, col, n;

	if (cls) {
		char key[4];
		snprintf(key, sizeof key, "%d", cls);
		if (table_get(g->tables, "salerno43", "road-movement", &t, e) ||
		    (row = table_find_row(t, key, "§5.3", e)) < 0 ||
		    (col = table_find_col(t, mech ? "mech" : "foot", "§5.3", e)) < 0 ||
		    table_need(t, row, col, mech ? "§5.31-§5.33" : "§5.35", &v, e) ||
		    cell_number(t, row, col, v, mech, &n, e))
			return e->code;
		if (!mech) {
			seg->road = cls;   /* on a road, for §18.2; no stretch on foot */
			seg->seg = 0;
			seg->prepaid = 0;
			*cost = n;
			*rule = "§5.35";
			snprintf(why, whysize, _("on foot along a class-%d road"), cls);
			return 0;
		}
		if (seg->road == cls)
			seg->seg++;
		else
			seg->road = cls, seg->seg = 1;
		/* a stretch of k hexes costs ceil(k / n): one more MP at hexes 1, n+1... */
		*cost = n == 0 ? seg->seg == 1 : (seg->seg - 1) % n == 0;
		if (seg->prepaid && seg->seg == 1) {
			seg->prepaid = 0;
			*cost = 0;
			*rule = cls == 1 ? "§5.31" : cls == 2 ? "§5.32" : "§5.33";
			snprintf(why, whysize, _("class-%d road, hex 1 of the stretch: its first MP "
					"is the entry MP"), cls);
			return 0;
		}
		seg->prepaid = 0;
		*rule = cls == 1 ? "§5.31" : cls == 2 ? "§5.32" : "§5.33";
		if (n == 0)
			snprintf(why, whysize, _("class-1 road, hex %d of the stretch: 1 MP for "
					"the whole stretch"), seg->seg);
		else
			snprintf(why, whysize, _("class-%d road, hex %d of the stretch: 1 MP per "
					"%d hexes"), cls, seg->seg, n);
		return 0;
	}
	seg->road = 0;
	seg->seg = 0;
	seg->prepaid = 0;
	if (!mech) {
		if (s43_mv_constant(g, "foot-hex", "§5.22", cost, e))
			return e->code;
		*rule = "§5.22";
		snprintf(why, whysize, _("on foot"));
		return 0;
	}
	const struct s43_hex *x = s43_hex_find(&mm->m, to);
	char key[8];
	const char *variant = game_rule(g, st, "mech-mp");
	if (x->level_min == x->level_max)
		snprintf(key, sizeof key, "%d", x->level_max);
	else
		snprintf(key, sizeof key, "%d-%d", x->level_min, x->level_max);
	if (table_get(g->tables, "salerno43", "mech-movement", &t, e) ||
	    (row = table_find_row(t, key, "§5.21", e)) < 0 ||
	    (col = table_find_col(t, variant ? variant : "text", "§5.21", e)) < 0 ||
	    table_need(t, row, col, "§5.21", &v, e) || cell_number(t, row, col, v, 0, cost, e))
		return e->code;
	*rule = "§5.21";
	snprintf(why, whysize, x->level_min == x->level_max ? _("mechanised, level %s%s") :
			_("mechanised, levels %s%s"), key,
			variant && strcmp(variant, "text") ? _(", the table's figure (ruling mech-mp)") : "");
	return 0;
}

/* Foot units of the infantry formations (§23.0; ruling forced-march-who). */
static int infantry(const struct mv_map *mm, const struct s43_unit *u, const char *rule)
{
	if (mm->mech[unit_index(mm, u)])
		return 0;
	if (rule && strcmp(rule, "foot") == 0)
		return 1;
	return u->kind == S43_K_INFANTRY || u->kind == S43_K_RANGER || u->kind == S43_K_COMMANDO ||
		u->kind == S43_K_PARA || u->kind == S43_K_ENGINEER ||
		u->kind == S43_K_HEAVY_WEAPONS || u->kind == S43_K_RECON || u->kind == S43_K_HQ;
}

int s43_mv_infantry(const struct mv_map *mm, const struct s43_unit *u, const char *rule)
{
	return infantry(mm, u, rule);
}

static int parse_order(struct mv_map *mm, const struct order *o, struct mv_order *mo,
		struct err *e)
{
	static const char *const yes_no[] = { "yes", "no", NULL };
	static const char *const ask_yes_no[] = { "ask", "yes", "no", NULL };
	const char *v = order_get(o, "opp_fire");
	int forced, leave;

	memset(mo, 0, sizeof *mo);
	if (s43_unit_list(o, "unit", &mm->m, mo->u, MV_UNITS, S43_LIST_NEEDED, &mo->n, e) ||
	    s43_hex_list(o, "path", &mm->m, mo->path, MV_PATH, S43_LIST_NEEDED | S43_LIST_REPEAT |
			S43_LIST_MAP, &mo->npath, e) ||
	    (forced = s43_order_enum(o, "forced", yes_no, e)) < 0 ||
	    (leave = s43_order_enum(o, "exit", yes_no, e)) < 0)
		return e->code;
	mo->forced = forced == 0;
	mo->exit = leave == 0;
	if (strrchr(v, ',') != NULL) {   /* "ask,yes": a pending decision's answer added */
		v = strrchr(v, ',') + 1;
		if ((mo->opp = kit_enum(ask_yes_no, v)) < 0)
			return err_set(e, EXIT_USAGE, "move: opp_fire=%s is not ask, yes or no", v);
	} else if ((mo->opp = s43_order_enum(o, "opp_fire", ask_yes_no, e)) < 0) {
		return e->code;
	}
	return 0;
}

/* §28.12: Allied units that end their move in the exit hex (victory.csv, role
 * exit: 0307) leave the map: hex 'exited'. Checked before anything is written. */
static int exit_check(struct game_ctx *g, const struct mv_map *mm, const struct mv_order *mo,
		struct grid_hex end, struct err *e)
{
	const struct table *t;
	int cr, ch, found = 0;
	char hx[5];

	if (mo->u[0]->side != S43_ALLIED)
		return kit_refuse(e, "§28.12", "move: exit=yes: only Allied units leave the map by "
				"the exit hex");
	if (table_get(g->tables, "salerno43", "victory", &t, e) ||
	    (cr = table_find_col(t, "role", "§28.12", e)) < 0 ||
	    (ch = table_find_col(t, "hex", "§28.12", e)) < 0)
		return e->code;
	s43_hex_name(end, hx);
	for (int i = 0; i < t->nrows; i++)
		found |= strcmp(table_cell(t, i, cr), "exit") == 0 &&
			strcmp(table_cell(t, i, ch), hx) == 0;
	if (!found)
		return kit_refuse(e, "§28.12", "move: exit=yes: the move ends in %s, not the exit "
				"hex (victory.csv, role exit)", hx);
	if (s43_mv_enemy_zoc(mm, NULL, S43_ALLIED, end))
		return kit_refuse(e, "§28.12, §4.1", "move: exit=yes: %s is in an Axis ZOC, where "
				"the move stops", hx);
	return 0;
}

static int exit_apply(struct game_ctx *g, struct state *st, const struct mv_order *mo,
		struct err *e)
{
	struct state_kind *k = state_kind(st, "unit");

	for (int i = 0; i < mo->n; i++) {
		struct state_row *r = &k->rows[mo->u[i]->row];
		if (state_field_set(r, state_col(k, "hex"), "exited"))
			return err_set(e, EXIT_IO, "out of memory");
		log_stepn(g->log, "§28.12", "%s leaves the map by the exit hex (%d step, %s)",
				"%s leaves the map by the exit hex (%d steps, %s)", mo->u[i]->steps,
				mo->u[i]->id, mo->u[i]->steps,
				mo->u[i]->flags & S43_F_OUT_OF_SUPPLY ? _("out of supply: not counted") :
				_("in supply"));
	}
	return 0;
}

/* An Allied unit landed this turn (flag entered, by `land units=`) on a beach in
 * an Axis ZOC or next to an RMF = 0 marker facing it: it may move one hex
 * (§24.22), though §5.0 would hold it. */
static int landed_held(const struct mv_map *mm, const char *prec, const struct s43_unit *u)
{
	const struct mv_hex *bx;
	int f;

	if (u->side != S43_ALLIED || !u->onmap || !(u->flags & S43_F_ENTERED) ||
	    (bx = s43_mv_hex(mm, u->hex)) == NULL || !bx->beach[0])
		return 0;
	f = s43_mv_rmf_near(mm, u->side, u->hex);
	return s43_mv_enemy_zoc(mm, prec, u->side, u->hex) || (f >= 0 && mm->rmf[f].value == 0);
}

/* May this unit move at all this phase? (§5.0, §5.12, §15.1, §16.34, §27.24) */
static int eligible(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct s43_unit *u, struct err *e)
{
	char hx[5];
	const char *prec = game_rule(g, st, "precipice-zoc");

	if (!u->onmap && !u->offmap)
		return kit_refuse(e, "§9.64", "move: %s is eliminated", u->id);
	if (u->kind == S43_K_RAIL_GUN || u->ma < 0)
		return kit_refuse(e, "§5.0", "move: %s cannot move (the Italian railway gun, or no "
				"movement allowance printed)", u->id);
	if (u->flags & S43_F_WITHDRAW)
		return kit_refuse(e, "§5.12", "move: %s is marked withdraw: it moves only in the "
				"retreat phase", u->id);
	if (u->flags & S43_F_FOUGHT)
		return kit_refuse(e, "§5.0", "move: %s fought this turn and may not move", u->id);
	if (u->flags & S43_F_HELD)
		return kit_refuse(e, "§5.0", "move: %s was put in an enemy ZOC by the defender's "
				"advance after combat: it may not move this turn", u->id);
	if (u->flags & S43_F_IMMOBILIZED)
		return kit_refuse(e, "§16.34", "move: %s is immobilized", u->id);
	if (u->flags & S43_F_NO_MOVE)
		return kit_refuse(e, "§27.24", "move: %s gave direct support from afar in round 3 "
				"and has no MP left", u->id);
	if (u->kind == S43_K_TOW_ONLY && (u->flags & S43_F_FIRED))
		return kit_refuse(e, "§15.1", "move: %s is tow-only and fired this turn: it may "
				"not also move", u->id);
	if (u->offmap)
		return 0;
	if (landed_held(mm, prec, u))
		return 0;   /* §24.22: one hex off the beach, walk_unit checks */
	if (s43_mv_enemy_zoc(mm, prec, u->side, u->hex))
		return kit_refuse(e, "§5.0", "move: %s starts in an enemy ZOC in %s: it may not "
				"move (it may withdraw, §4.3)", u->id, s43_hex_name(u->hex, hx));
	if (s43_mv_rmf_near(mm, u->side, u->hex) >= 0)
		return kit_refuse(e, "§5.0", "move: %s starts next to an RMF marker in %s: it may "
				"not move", u->id, s43_hex_name(u->hex, hx));
	return 0;
}

/* The MP the unit may spend in this move (§5.11 and the rules that change it). */
static int allowance(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct mv_order *mo, const struct s43_unit *u, int *avail, struct err *e)
{
	int ma = u->ma, k;
	const char *who = game_rule(g, st, "forced-march-who");

	log_step(g->log, "§2.12", "%s: movement allowance %d%s", u->id, ma,
			mm->mech[unit_index(mm, u)] ? _(", mechanised") : _(", on foot"));
	if (mm->mech[unit_index(mm, u)] && (u->flags & S43_F_OUT_OF_SUPPLY)) {
		if (s43_mv_constant(g, "unsupplied-mech-ma", "§7.33", &ma, e))
			return e->code;
		log_step(g->log, "§7.33", "%s is mechanised and out of supply: MA %d", u->id, ma);
	}
	if (u->flags & S43_F_MA_HALF) {
		ma /= 2;
		log_step(g->log, "§27.22", "%s gave direct support from afar in round 1: half its "
				"MA is spent, %d left (rounded down)", u->id, ma);
	} else if (u->flags & S43_F_MA_TWO_THIRDS) {
		ma /= 3;
		log_step(g->log, "§27.23", "%s gave direct support from afar in round 2: two "
				"thirds of its MA are spent, %d left (rounded down)", u->id, ma);
	}
	const char *wave = game_rule(g, st, "first-wave-malus");
	if ((u->flags & S43_F_FIRST_WAVE) && mm->day == 9 &&
	    (mm->period == 0 || (wave && strcmp(wave, "day-9") == 0))) {
		if (s43_mv_constant(g, "first-wave-malus", "§24.12", &k, e))
			return e->code;
		ma = ma > k ? ma - k : 0;
		log_step(g->log, "§24.12", "%s landed in the first wave: -%d MA %s, %d", u->id, k,
				mm->period == 0 ? _("in its first movement phase, the 9th's morning") :
				_("on the 9th (ruling first-wave-malus)"), ma);
	}
	if (mo->forced) {
		if (!infantry(mm, u, who))
			return kit_refuse(e, "§23.0", "move: forced march is for infantry "
					"formations on foot only; %s is %s%s", u->id,
					s43_kind_name(u->kind), mm->mech[unit_index(mm, u)] ? _(", "
					"mechanised") : "");
		if (u->offmap || (u->flags & S43_F_ENTERED) ||
		    ((u->flags & S43_F_FIRST_WAVE) && mm->day == 9 && mm->period == 0))
			return kit_refuse(e, "§23.3", "move: %s entered the map or landed this "
					"turn: no forced march", u->id);
		if (s43_mv_constant(g, "forced-march-factor", "§23.1", &k, e))
			return e->code;
		ma *= k;
		log_step(g->log, "§23.1", "%s uses forced march: MA x %d = %d", u->id, k, ma);
	}
	if (u->mp_spent > 0) {
		ma = ma > u->mp_spent ? ma - u->mp_spent : 0;
		log_step(g->log, "§5.11", "%s has already spent %d MP this turn: %d left", u->id,
				u->mp_spent, ma);
	}
	*avail = ma;
	return 0;
}

/* Forced march: never within 2 hexes of an enemy unit or an RMF marker (§23.2;
 * ruling forced-march-distance, digest A38). */
static int forced_near(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct s43_unit *u, struct grid_hex h, struct err *e)
{
	int d, near = -1;
	const char *rule = game_rule(g, st, "forced-march-distance");
	char hx[5], what[64] = "";

	if (s43_mv_constant(g, "forced-march-distance", "§23.2", &d, e))
		return e->code;
	if (rule && strcmp(rule, "closer-than-2") == 0)
		d -= 1;
	for (int i = 0; i < mm->m.nunits; i++) {
		const struct s43_unit *x = &mm->m.units[i];
		if (x->onmap && x->side != u->side && grid_distance(x->hex, h) <= d) {
			near = grid_distance(x->hex, h);
			snprintf(what, sizeof what, "enemy unit %.40s", x->id);
			break;
		}
	}
	for (int i = 0; near < 0 && i < mm->nrmf; i++)
		if (grid_distance(mm->rmf[i].h, h) <= d) {
			near = grid_distance(mm->rmf[i].h, h);
			snprintf(what, sizeof what, "an RMF marker");
		}
	if (near >= 0)
		return kit_refusen(e, "§23.2", "move: %s on forced march may not come within %d "
				"hexes of an enemy unit or RMF marker: %s is %d hex from %s",
				"move: %s on forced march may not come within %d hexes of an "
				"enemy unit or RMF marker: %s is %d hexes from %s", near, u->id, d,
				s43_hex_name(h, hx), near, what);
	return 0;
}

/* Entering the map (§18.2-§18.42). Sets the first hex's cost. */
static int entry(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct mv_order *mo, const struct s43_unit *u, struct mv_cost *seg,
		int *cost, char *why, size_t whysize, struct err *e)
{
	struct grid_hex h = mo->path[0];
	char hx[5];

	s43_hex_name(h, hx);
	if (u->side == S43_ALLIED) {
		const struct mv_hex *x = s43_mv_hex(mm, h);
		if (x == NULL || !x->beach[0] || strncmp(x->beach, u->nation, 2) != 0)
			return kit_refuse(e, u->nation[1] == 'S' ? "§18.32" : "§18.33", "move: %s "
					"enters by a %s landing beach; %s is %s", u->id, u->nation,
					hx, x && x->beach[0] ? x->beach : _("not a beach"));
		if (mm->period == 2 && mo->npath > 1)
			return kit_refuse(e, "§18.42", "move: at night Allied reinforcements are "
					"placed on the beaches and may not move from them");
		if (mm->day == 9 && mm->period == 0 && mo->npath > 1)
			return kit_refuse(e, "§24.31", "move: reinforcements landing on the "
					"morning of the 9th arrive as at night (§18.4) and move "
					"only in the next movement phase");
		if (s43_mv_constant(g, "beach-arrival", "§18.35", cost, e))
			return e->code;
		snprintf(why, whysize, _("landing on beach %s"), x->beach);
		seg->road = 0;
		return 0;
	}
	const struct table *t;
	int row;
	if (table_get(g->tables, "salerno43", "entry", &t, e))
		return e->code;
	if ((row = table_row(t, 0, hx)) < 1)
		return kit_refuse(e, "§18.2", "move: Axis reinforcements enter by 0308, 5859 or "
				"5216 (table entry); not by %s", hx);
	if (s43_mv_constant(g, "axis-entry", "§18.21", cost, e))
		return e->code;
	/* The entry MP is the first MP of the first road stretch: class 1, all of it
	 * (§18.21, E3: "1 MP to reach 1919"); the class-2 road from 5216, its first
	 * 10 hexes (§5.34: 1 MP to 5526, 2 MP to 5234; §18.22: 2 MP) */
	seg->road = 0;
	seg->seg = 0;
	seg->prepaid = mm->mech[unit_index(mm, u)];
	snprintf(why, whysize, _("entering the map by the %s road%s"), table_cell(t, row, 3),
			seg->prepaid ? _("; this MP is the first of the first road stretch") : "");
	return 0;
}

/* The off-map road between two hexes (table links.csv; §5.34, §18.22): 1 and
 * its price as `hexes` more hexes of a road stretch, 0 if there is none, -1 on
 * a table error. Like any road movement, not into an enemy ZOC (§5.3). */
static int off_map_link(struct game_ctx *g, const struct s43_unit *u, int mech,
		struct grid_hex from, struct grid_hex to, const int *zoc, struct mv_cost *seg,
		int *cost, char *why, size_t whysize, struct err *e)
{
	const struct table *t;
	char a[5], b[5];
	int cf, ct, cc, ch, cs;

	if (table_get(g->tables, "salerno43", "links", &t, e) ||
	    (cf = table_find_col(t, "from", "§5.34", e)) < 0 ||
	    (ct = table_find_col(t, "to", "§5.34", e)) < 0 ||
	    (cc = table_find_col(t, "class", "§5.34", e)) < 0 ||
	    (ch = table_find_col(t, "hexes", "§5.34", e)) < 0 ||
	    (cs = table_find_col(t, "side", "§5.34", e)) < 0)
		return -1;
	grid_format(from, a);
	grid_format(to, b);
	for (int r = 1; r < t->nrows; r++) {
		const char *x = table_cell(t, r, cf), *y = table_cell(t, r, ct);
		int cls = atoi(table_cell(t, r, cc)), n = atoi(table_cell(t, r, ch));
		if (!((!strcmp(x, a) && !strcmp(y, b)) || (!strcmp(x, b) && !strcmp(y, a))))
			continue;
		if (strcmp(table_cell(t, r, cs), s43_side_name(u->side)) != 0)
			return 0;
		if (cls < 1 || cls > 3 || n < 1 || n > 99)
			return err_set(e, EXIT_DATA, "%s:%d: a link needs a class 1-3 and 1-99 hexes",
					t->source, t->lines[r]), -1;
		if (*zoc)
			return kit_refuse(e, "§5.3", "move: %s: the off-map road to %s is road "
					"movement, which does not enter an enemy ZOC", u->id, b),
					-1;
		/* n more hexes of a stretch of this class: one MP for each 1, k+1, 2k+1...
		 * reached (class 2: k = 10, §5.32), as s43_mv_step_cost counts them */
		int k;
		const struct table *rt;
		const char *v;
		char key[4];
		int row, col;
		snprintf(key, sizeof key, "%d", cls);
		if (table_get(g->tables, "salerno43", "road-movement", &rt, e) ||
		    (row = table_find_row(rt, key, "§5.3", e)) < 0 ||
		    (col = table_find_col(rt, "mech", "§5.3", e)) < 0 ||
		    table_need(rt, row, col, "§5.31-§5.33", &v, e))
			return -1;
		k = strcmp(v, "all") == 0 ? 0 : atoi(v);
		if (!mech) {   /* on foot, 1 MP a hex whatever the road (§5.35) */
			seg->road = cls;
			seg->seg = seg->prepaid = 0;
			*cost = n;
			snprintf(why, whysize, _("off-map class-%d road of %d hexes, on foot"), cls, n);
			return 1;
		}
		int old = seg->road == cls ? seg->seg : 0;
		seg->road = cls;
		seg->seg = old + n;
		*cost = 0;
		for (int h = old + 1; h <= old + n; h++)
			*cost += k == 0 ? h == 1 : (h - 1) % k == 0;
		if (seg->prepaid && old == 0 && *cost > 0)
			*cost -= 1;   /* the entry MP pays the first */
		seg->prepaid = 0;
		snprintf(why, whysize, _("off-map class-%d road of %d hexes, hexes %d to %d of the "
				"stretch"), cls, n, old + 1, old + n);
		return 1;
	}
	return 0;
}

/* One unit walking the path: where it is, what it has spent. */
struct walk {
	const struct s43_unit *u;
	struct grid_hex cur;
	struct mv_cost seg;
	int avail, spent, on, mech;
	char bank;                   /* in a river hex, 'A' or 'B' (§5.41) */
	unsigned char *rmf_used;     /* per RMF marker: already acted (A20) */
	const char *who;             /* the unit's id in the log, for a stack */
	const char *prec;            /* ruling precipice-zoc */
	int landed, beach_held;      /* §24.22: landed this turn / on a beach held */
};

/* The units may move, together, now (§5.0, §5.1, §6.14, §18.4). */
static int check_units(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct mv_order *mo, struct err *e)
{
	const char *active = state_get(st, "active");

	for (int i = 0; i < mo->n; i++) {
		const struct s43_unit *u = mo->u[i];
		if (active && strcmp(active, s43_side_name(u->side)) != 0)
			return kit_refuse(e, "§5.1", "move: the active player is %s; %s is %s",
					active, u->id, s43_side_name(u->side));
		/* §18.1, §18.35: reinforcements enter, and move on, in the reinforcement
		 * phase; the others move in the movement phase (§3.1 B c, d; §3.3 B a) */
		if ((u->offmap || (u->flags & S43_F_ENTERED)) ?
		    seq_need(g, st, "move of a reinforcement", "reinforcement "
				"night-reinforcement", e) : seq_need(g, st, "move", "movement", e))
			return e->code;
		if (eligible(g, st, mm, u, e))
			return e->code;
		if (i > 0 && (u->offmap != mo->u[0]->offmap ||
				(u->onmap && !grid_equal(u->hex, mo->u[0]->hex))))
			return kit_refuse(e, "§6.14", "move: units move together only from one "
					"hex: %s and %s are not in the same hex", mo->u[0]->id,
					u->id);
		if (mm->period == 2 && !u->offmap && !(u->flags & S43_F_ENTERED))
			return kit_refuse(e, "§18.4", "move: there is no movement phase at night; "
					"only reinforcements move (%s is on the map)", u->id);
		if (u->side == S43_ALLIED && u->onmap && (u->flags & S43_F_ENTERED) &&
		    mm->period == 2)
			return kit_refuse(e, "§18.42", "move: at night Allied reinforcements are "
					"placed on the beaches and may not move from them (%s "
					"landed this turn)", u->id);
		if (u->side == S43_ALLIED && u->onmap && (u->flags & S43_F_ENTERED) &&
		    mm->day == 9 && mm->period == 0)
			return kit_refuse(e, "§24.31", "move: %s landed on the morning of the 9th: "
					"it arrives as at night (§18.4) and moves only in the next "
					"movement phase", u->id);
		if (i > 0 && u->side != mo->u[0]->side)
			return kit_refuse(e, "§6.3", "move: %s and %s are not of the same side",
					mo->u[0]->id, u->id);
	}
	return 0;
}

/* Leaving river hex w->cur for `to`, on the other bank (§5.4-§5.44, §20):
 * by a bridge, or from the start of the phase without one. */
static int cross_river(struct game_ctx *g, const struct mv_map *mm, const struct walk *w,
		int k, struct grid_hex to, struct err *e)
{
	const struct s43_hex *fx = s43_hex_find(&mm->m, w->cur);
	const struct mv_hex *mx = s43_mv_hex(mm, w->cur);
	const struct s43_unit *u = w->u;
	int foot_infantry = !w->mech && infantry(mm, u, NULL);
	char hx[5], hy[5];

	if (fx == NULL || !fx->river || s43_bank_of(fx, to) == w->bank)
		return 0;
	s43_hex_name(w->cur, hx);
	s43_hex_name(to, hy);
	if (fx->city) {
		log_step(g->log, "§20.4, §20.42", "%s crosses the river in %s by the city's "
				"undrawn bridges, at no extra MP", u->id, hx);
		return 0;
	}
	if (mx && mx->bridge == MV_BRIDGE_INTACT) {
		log_step(g->log, "§5.4", "%s crosses the river in %s by its bridge, no penalty",
				u->id, hx);
		return 0;
	}
	if (mx && mx->bridge == MV_BRIDGE_DESTROYED)
		return kit_refuse(e, "§20.5", "move: %s cannot cross the class-%d river in %s to "
				"%s: its bridge is destroyed", u->id, fx->river, hx, hy);
	if (fx->river == 1 && !foot_infantry)
		return kit_refuse(e, "§5.43", "move: %s cannot cross the class-%d river in %s to "
				"%s: without a bridge only foot infantry crosses, from the start "
				"of the phase", u->id, fx->river, hx, hy);
	if (k > 0 || u->mp_spent > 0)
		return kit_refuse(e, fx->river == 1 ? "§5.43" : "§5.44", "move: %s cannot cross "
				"the class-%d river in %s to %s: without a bridge a unit crosses "
				"only from the start of the phase in the hex", u->id, fx->river, hx,
				hy);
	log_step(g->log, fx->river == 2 ? "§5.44" : "§5.43", "%s starts the phase in river hex "
			"%s, out of enemy ZOC: it changes bank for 0 MP", u->id, hx);
	return 0;
}

/* An RMF marker next to `to`, facing the unit, that has not acted on it yet
 * (§11.22-§11.42; ruling rmf-move, digest A20): it keeps 1/2 or 1/3 of the MP
 * left, rounded down, or none and stops. */
static int rmf_effect(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		struct walk *w, int k, struct grid_hex to, int last, struct err *e)
{
	const char *rule = game_rule(g, st, "rmf-move");
	int f = s43_mv_rmf_near(mm, w->u->side, to), left, keep;
	const struct mv_rmf *rm;
	char hx[5], hy[5];

	if (f < 0 || w->rmf_used[f] || (k > 0 && rule && strcmp(rule, "first-hex") == 0))
		return 0;
	w->rmf_used[f] = 1;
	rm = &mm->rmf[f];
	left = w->avail - w->spent;
	keep = rm->value == 0 ? 0 : left / rm->value;
	s43_hex_name(to, hy);	/* not in the log_step: a quiet log skips its arguments */
	log_step(g->log, rm->value == 2 ? "§11.22" : rm->value == 3 ? "§11.32" : "§11.42",
			"%s is next to the RMF = %s marker in %s: %s; %d MP left", hy,
			rm->value == 2 ? "1/2" : rm->value == 3 ? "1/3" : "0", s43_hex_name(rm->h, hx),
			rm->value == 0 ? _("all its MP are spent and it stops") : rm->value == 2 ?
			_("it keeps half the MP it has left, rounded down") : _("it keeps a third of "
			"the MP it has left, rounded down"), keep);
	w->spent = w->avail - keep;
	if (rm->value == 0 && !last)
		return kit_refuse(e, "§11.42", "move: %s stops in %s, next to an RMF = 0 marker",
				w->u->id, hy);
	return 0;
}

/* The price of entering `to` from w->cur: entry, off-map road, precipice or
 * the normal costs. */
static int price(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct mv_order *mo, struct walk *w, int k, struct grid_hex to, int zoc,
		int *cost, const char **rule, char *why, size_t whysize, struct err *e)
{
	const struct s43_unit *u = w->u;
	struct grid_hex high;
	char hx[5], hy[5];
	int link;

	s43_hex_name(to, hy);
	if (!w->on) {
		*rule = u->side == S43_ALLIED ? "§18.35" : "§18.21";
		/* an Axis entry hex in an enemy ZOC: the entry MP is the first of a
		 * road stretch (§18.21, E3), and road movement enters no enemy ZOC
		 * (§5.3), for a mechanised unit (ruling entry-zoc=road); on foot, or
		 * under entry-zoc=stops, the unit enters and stops (§4.1) */
		if (u->side == S43_AXIS && zoc && w->mech &&
		    s43_ruling(g, st, g->log, "entry-zoc", (const char *const[]){ "road",
				"stops", NULL }) == 0)
			return kit_refuse(e, "§5.3, §18.21; ruling entry-zoc", "move: %s enters "
					"the map by road into %s, in an enemy ZOC: road movement does not "
					"enter an enemy ZOC", u->id, hy);
		return entry(g, st, mm, mo, u, &w->seg, cost, why, whysize, e);
	}
	s43_hex_name(w->cur, hx);
	if (!grid_adjacent(w->cur, to)) {
		if ((link = off_map_link(g, u, w->mech, w->cur, to, &zoc, &w->seg, cost, why,
				whysize, e)) < 0)
			return e->code;
		if (!link)
			return kit_refuse(e, "§5.1", "move: %s: %s is not next to %s (a path names "
					"every hex entered)", u->id, hy, hx);
		*rule = "§5.34";
		return 0;
	}
	if (cross_river(g, mm, w, k, to, e))
		return e->code;
	if (s43_precipice(&mm->m, w->cur, to, &high)) {
		if (u->kind != S43_K_RANGER && u->kind != S43_K_COMMANDO)
			return kit_refuse(e, "§5.5", "move: only US Ranger and British Commando "
					"companies cross a precipice; %s between %s and %s", u->id,
					hx, hy);
		if (grid_equal(high, to) && zoc)
			return kit_refuse(e, "§5.51", "move: %s may not climb the precipice into "
					"%s, in an enemy ZOC", u->id, hy);
		*cost = w->avail - w->spent;
		if (*cost < 1)
			return kit_refuse(e, "§5.5", "move: %s has no MP left to cross the "
					"precipice into %s", u->id, hy);
		snprintf(why, whysize, _("crossing a precipice: all its MP"));
		w->seg.road = 0;
		*rule = "§5.5";
		return 0;
	}
	/* §5.3: no road movement into an enemy ZOC; a unit on foot keeps its 1 MP a
	 * road hex (§5.35) under ruling foot-road-zoc=road */
	const char *foot = game_rule(g, st, "foot-road-zoc");
	int road_ok = !zoc || (!w->mech && !(foot && strcmp(foot, "terrain") == 0));
	return s43_mv_step_cost(g, st, mm, u, w->cur, to, road_ok, &w->seg, cost, rule, why,
			whysize, e);
}

/* The Axis reinforcements' limits (§18.2, §18.41): roads only (ruling
 * reinforcement-roads; at night always), and at night never next to an enemy. */
static int reinforcement(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct walk *w, struct grid_hex from, struct grid_hex to, int zoc,
		struct err *e)
{
	const struct s43_unit *u = w->u;
	const char *roads = game_rule(g, st, "reinforcement-roads");
	int night = mm->period == 2;
	char hx[5], hy[5];

	if (u->side != S43_AXIS || !(u->offmap || (u->flags & S43_F_ENTERED)))
		return 0;   /* Allied ones move freely after the beach (§18.35) */
	s43_hex_name(from, hx);
	s43_hex_name(to, hy);
	if (w->on && !w->seg.road && (night || !(roads && strcmp(roads, "then-free") == 0)))
		return kit_refuse(e, night ? "§18.41" : "§18.2", "move: %s is a reinforcement: it "
				"follows the roads only%s; %s to %s is not along a road%s", u->id,
				night ? _(" at night") : "", hx, hy, zoc ? _(" outside enemy ZOC") : "");
	for (int j = 0; night && j < mm->m.nunits; j++)
		if (mm->m.units[j].onmap && mm->m.units[j].side != u->side &&
		    grid_adjacent(mm->m.units[j].hex, to))
			return kit_refuse(e, "§18.41", "move: at night Axis reinforcements never "
					"come next to an enemy unit: %s is next to %s", hy,
					mm->m.units[j].id);
	return 0;
}

/* One unit along the whole path. */
/* Before the first hex: the MP (allowance), the bank in a river hex (§5.41),
 * and §24.22's one hex off a beach held by the Axis (landed earlier this
 * turn by land units=). */
static int walk_start(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct mv_order *mo, struct walk *w, struct err *e)
{
	const struct s43_hex *cx;
	char hx[5];

	if (allowance(g, st, mm, mo, w->u, &w->avail, e))
		return e->code;
	s43_hex_name(w->cur, hx);
	if (w->on && (cx = s43_hex_find(&mm->m, w->cur)) != NULL && cx->river && !w->bank)
		return kit_bad_at(e, mm->m.st, w->u->line, state_col(state_kind(mm->m.st, "unit"),
				"bank") + 1, "unit %s is in river hex %s without a bank (A or B, §5.41)",
				w->u->id, hx);
	if (!(w->landed = w->beach_held = landed_held(mm, w->prec, w->u)))
		return 0;
	log_step(g->log, "§24.22", "%s landed this turn on the beach %s, in an Axis ZOC or "
			"under an RMF = 0 marker: it may move one hex, not across a river", w->u->id,
			hx);
	if (mo->npath > 1)
		return kit_refuse(e, "§24.22", "move: %s landed on %s, in an Axis ZOC or under an "
				"RMF = 0 marker: it may move one hex only", w->u->id, hx);
	return 0;
}

/* §24.22 before hex k: landing on a beach in an Axis ZOC or under an RMF = 0
 * marker, one hex only after it, and not across the beach hex's river. */
static int walk_beach(const struct mv_map *mm, const struct mv_order *mo, struct walk *w,
		int k, int zoc, struct err *e)
{
	struct grid_hex to = mo->path[k];
	const struct s43_hex *cx = w->on ? s43_hex_find(&mm->m, w->cur) : NULL;
	char hx[5];

	if (k == 0 && !w->on && w->u->side == S43_ALLIED) {
		int f = s43_mv_rmf_near(mm, w->u->side, to);
		w->beach_held = zoc || (f >= 0 && mm->rmf[f].value == 0);
		if (w->beach_held && mo->npath > 2)
			return kit_refuse(e, "§24.22", "move: %s lands on %s, in an Axis ZOC or under "
					"an RMF = 0 marker: it may move one hex only", w->u->id,
					s43_hex_name(to, hx));
	}
	if (k == (w->landed ? 0 : 1) && w->beach_held && cx && cx->river &&
	    s43_bank_of(cx, to) != w->bank)
		return kit_refuse(e, "§24.22", "move: %s may move one hex off the beach %s under "
				"§24.22, but not to the other bank of its river", w->u->id,
				s43_hex_name(w->cur, hx));
	return 0;
}

/* The path names the hex the unit stands in: it changes bank in that river
 * hex without leaving it (§5.41: a marker shows the bank), by its bridge or a
 * city's (§5.4, §20.4), or without one from the start of the phase, for 0 MP:
 * foot infantry across class 1 (§5.43), any unit across class 2 (§5.44). */
static int walk_bank(struct game_ctx *g, const struct mv_map *mm, struct walk *w, int k,
		struct mv_result *res, struct err *e)
{
	const struct s43_hex *x = s43_hex_find(&mm->m, w->cur);
	const struct mv_hex *mx = s43_mv_hex(mm, w->cur);
	int bridge = x && (x->city || (mx && mx->bridge == MV_BRIDGE_INTACT));
	char hx[5];

	s43_hex_name(w->cur, hx);
	if (x == NULL || !x->river)
		return kit_refuse(e, "§5.1", "move: %s: path= names %s, the hex it stands in, "
				"which has no river to cross", w->u->id, hx);
	if (!bridge && x->river == 1 && (w->mech || !infantry(mm, w->u, NULL)))
		return kit_refuse(e, "§5.43", "move: %s cannot cross the class-1 river in %s: "
				"without a bridge only foot infantry crosses", w->u->id, hx);
	if (!bridge && (k > 0 || w->u->mp_spent > 0))
		return kit_refuse(e, x->river == 1 ? "§5.43" : "§5.44", "move: %s cannot cross the "
				"river in %s without a bridge: only from the start of the phase in the "
				"hex", w->u->id, hx);
	w->bank = w->bank == 'A' ? 'B' : 'A';
	res->bank = w->bank;
	res->end = w->cur;
	log_step(g->log, bridge ? (x->city ? "§20.4, §20.42" : "§5.4") : x->river == 1 ?
			"§5.41, §5.43" : "§5.41, §5.44", "%s crosses the river in %s to bank %c, "
			"staying in the hex, for 0 MP%s", w->u->id, hx, w->bank, bridge ?
			(x->city ? _(" (the city's undrawn bridges)") : _(" (by its bridge)")) : "");
	return 0;
}

/* Hex k of the path: enemy units (§6.3), its price, entry and forced march,
 * the MP left (§5.11), RMF markers (§11) and the enemy ZOC that stops the move
 * (§4.1). */
static int walk_hex(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct mv_order *mo, struct walk *w, int k, struct mv_result *res,
		struct err *e)
{
	struct grid_hex to = mo->path[k];
	const struct s43_hex *tx = s43_hex_find(&mm->m, to);
	int cost = 0, zoc = s43_mv_enemy_zoc(mm, w->prec, w->u->side, to);
	int last = k + 1 == mo->npath, held_first;
	const char *rule = NULL;
	char hy[5], why[160];

	s43_hex_name(to, hy);
	if (w->on && grid_equal(to, w->cur))
		return walk_bank(g, mm, w, k, res, e);
	if (walk_beach(mm, mo, w, k, zoc, e))
		return e->code;
	held_first = k == 0 && w->beach_held && !w->landed;
	if (s43_mv_units_in(mm, !w->u->side, to))
		return kit_refuse(e, "§6.3", "move: %s: %s holds enemy units", w->u->id, hy);
	if (price(g, st, mm, mo, w, k, to, zoc, &cost, &rule, why, sizeof why, e) ||
	    reinforcement(g, st, mm, w, w->cur, to, zoc, e) ||
	    (mo->forced && forced_near(g, st, mm, w->u, to, e)))
		return e->code;
	if (w->spent + cost > w->avail)
		return kit_refuse(e, "§5.11", "move: %s cannot enter %s: %d MP (%s) with %d spent "
				"of %d", w->u->id, hy, cost, why, w->spent, w->avail);
	w->spent += cost;
	log_step(g->log, rule ? rule : "§5.1", "%s%s%s: +%d MP (%s), %d of %d MP spent",
			w->who ? w->who : "", w->who ? " enters " : "", hy, cost, why, w->spent,
			w->avail);
	/* the ZOC takes priority over an RMF marker (§11); §24.22's one hex
	 * replaces both on the beach */
	if (held_first)
		log_step(g->log, "§24.22", "The beach %s is in an Axis ZOC or under an RMF = 0 "
				"marker: %s may move one hex from it, not across a river", hy, w->u->id);
	else if (!zoc && rmf_effect(g, st, mm, w, k, to, last, e))
		return e->code;
	w->bank = tx->river ? (w->on ? s43_bank_of(tx, w->cur) : 'A') : 0;
	w->cur = to;
	w->on = 1;
	if (zoc && !last && !held_first)
		return kit_refuse(e, "§4.1", "move: %s enters an enemy ZOC in %s and must stop "
				"there", w->u->id, hy);
	if (zoc && last)
		log_step(g->log, "§4.1", "%s%s%s is in an enemy ZOC: the move stops there",
				w->who ? w->who : "", w->who ? ": " : "", hy);
	res->zoc = zoc;
	return 0;
}

static int walk_unit(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct mv_order *mo, int i, struct mv_result *res, struct err *e)
{
	struct walk *w = calloc(1, sizeof *w);

	if (w == NULL || (w->rmf_used = calloc((size_t)mm->nrmf + 1, 1)) == NULL) {
		free(w);
		return err_set(e, EXIT_IO, "out of memory");
	}
	w->u = mo->u[i];
	w->cur = w->u->hex;
	w->on = w->u->onmap;
	w->bank = w->u->bank;
	w->mech = mm->mech[unit_index(mm, w->u)];
	w->who = mo->n > 1 ? w->u->id : NULL;
	w->prec = game_rule(g, st, "precipice-zoc");
	/* a move of the turn split over several orders keeps its road stretch
	 * (§5.31-§5.33: 1 MP per 10 hexes of a class-2 stretch, whatever the
	 * orders), recorded by the last one as road=C:N */
	if (w->u->onmap && w->mech && w->u->road_cls) {
		w->seg.road = w->u->road_cls;
		w->seg.seg = w->u->road_seg;
		log_stepn(g->log, "§5.3",
				"%s goes on with its class-%d road stretch, %d hex into it",
				"%s goes on with its class-%d road stretch, %d hexes into it",
				w->seg.seg, w->u->id, w->seg.road, w->seg.seg);
	}
	if (walk_start(g, st, mm, mo, w, e) == 0)
		for (int k = 0; k < mo->npath && !e->code; k++)
			walk_hex(g, st, mm, mo, w, k, res, e);
	if (!e->code) {
		res->spent[i] = w->u->mp_spent + w->spent;
		res->seg[i] = w->seg;
		res->end = w->cur;
		res->bank = w->bank;
		res->steps = mo->npath;
	}
	free(w->rmf_used);
	free(w);
	return e->code;
}

/* Where the move ends: US and British never share a hex (§6.3); into an
 * enemy ZOC where no friendly unit stood since the turn began (those there and
 * not marked moved), the units are marked assault (§4.1). */
static int arrive(struct game_ctx *g, const struct mv_map *mm, const struct mv_order *mo,
		struct mv_result *res, struct err *e)
{
	const struct s43_unit *u0 = mo->u[0];
	int friends = 0;
	char hx[5];

	for (int j = 0; j < mm->m.nunits; j++) {
		const struct s43_unit *x = &mm->m.units[j];
		int mover = 0;
		for (int i = 0; i < mo->n; i++)
			mover |= mo->u[i] == x;
		if (mover || !x->onmap || x->side != u0->side || !grid_equal(x->hex, res->end))
			continue;
		if (u0->side == S43_ALLIED && strcmp(x->nation, u0->nation) &&
		    (strcmp(x->nation, "US") == 0 || strcmp(u0->nation, "US") == 0))
			return kit_refuse(e, "§6.3", "move: US and British land units may not "
					"stack: %s (%s) is in %s", x->id, x->nation,
					s43_hex_name(res->end, hx));
		friends += !(x->flags & S43_F_MOVED);
	}
	int ruins;
	if (s43_mv_pompeii(g, mm, res->end, &ruins, e))
		return e->code;
	if (ruins)
		return kit_refuse(e, "§5.6", "move: no unit may end a phase in Pompeii (%s; "
				"optional rule, set,opt_pompeii)", s43_hex_name(res->end, hx));
	res->assault = res->zoc && friends == 0;
	if (res->assault)
		log_step(g->log, "§4.1", "Entering an enemy ZOC where no friendly unit stood since "
				"the start of the turn: marked assault");
	return 0;
}

/* 1 if u is one of the n units of `list`. */
static int in_list(const struct s43_unit *const *list, int n, const struct s43_unit *u)
{
	for (int j = 0; j < n; j++)
		if (list[j] == u)
			return 1;
	return 0;
}

/* Runs the path for every unit: the costs, the rules that forbid; fills `res`. */
static int run(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct mv_order *mo, struct mv_result *res, struct err *e)
{
	memset(res, 0, sizeof *res);
	s43_log_rulings(g, st, (const char *const[]){ "mech-mp", "reinforcement-roads",
			"rmf-move", "forced-march-distance", "forced-march-who", "precipice-zoc",
			"foot-road-zoc", "first-wave-malus", NULL });
	if (check_units(g, st, mm, mo, e))
		return e->code;
	for (int i = 0; i < mo->n; i++)
		if (walk_unit(g, st, mm, mo, i, res, e))
			return e->code;
	return arrive(g, mm, mo, res, e);
}

void s43_mv_restack(struct state *st, const struct mv_map *mm, const struct s43_unit *const *movers,
		int n, struct grid_hex to)
{
	struct state_kind *k = state_kind(st, "unit");
	int c_stack = state_col(k, "stack");
	int top_free = 0, bottom_fixed = 0;   /* stack places above / at the immobilized */
	char num[16];

	/* close the gaps the movers leave in their old stacks */
	for (int i = 0; i < mm->m.nunits; i++) {
		const struct s43_unit *x = &mm->m.units[i];
		int below = 0, mover = 0;
		for (int j = 0; j < n; j++)
			mover |= movers[j] == x;
		if (mover || !x->onmap)
			continue;
		for (int j = 0; j < n; j++)
			below += movers[j]->onmap && grid_equal(movers[j]->hex, x->hex) &&
				movers[j]->stack < x->stack;
		if (below && !grid_equal(x->hex, to)) {
			snprintf(num, sizeof num, "%d", x->stack - below);
			state_field_set(&k->rows[x->row], c_stack, num);
		}
	}
	/* §6.13: to the bottom of the stack, or just above an "immobilized" marker:
	 * immobilized units stay below the newcomers */
	for (int i = 0; i < mm->m.nunits; i++) {
		const struct s43_unit *x = &mm->m.units[i];
		if (in_list(movers, n, x) || !x->onmap || !grid_equal(x->hex, to))
			continue;
		if (x->flags & S43_F_IMMOBILIZED)
			bottom_fixed++;
		else
			top_free++;
	}
	int pos = 1;
	for (int i = 0; i < mm->m.nunits; i++) {   /* the units already there, in order */
		const struct s43_unit *x = &mm->m.units[i];
		if (in_list(movers, n, x) || !x->onmap || !grid_equal(x->hex, to))
			continue;
		int rank = 1;   /* its place among the free or the immobilized */
		for (int j = 0; j < mm->m.nunits; j++) {
			const struct s43_unit *y = &mm->m.units[j];
			int ymover = 0;
			for (int q = 0; q < n; q++)
				ymover |= movers[q] == y;
			if (!ymover && y->onmap && grid_equal(y->hex, to) &&
			    !(y->flags & S43_F_IMMOBILIZED) == !(x->flags & S43_F_IMMOBILIZED) &&
			    (y->stack < x->stack || (y->stack == x->stack && j < i)))
				rank++;
		}
		pos = (x->flags & S43_F_IMMOBILIZED) ? top_free + n + rank : rank;
		snprintf(num, sizeof num, "%d", pos);
		state_field_set(&k->rows[x->row], c_stack, num);
	}
	for (int j = 0; j < n; j++) {
		snprintf(num, sizeof num, "%d", top_free + j + 1);
		state_field_set(&k->rows[movers[j]->row], c_stack, num);
	}
	(void)bottom_fixed;
}

/* "road=C:N": the stretch a move ends in, for the unit's next move. */
static const char *road_flag(const struct mv_cost *seg, char *buf, size_t size)
{
	snprintf(buf, size, "road=%d:%d", seg->road, seg->seg);
	return buf;
}

static int apply(struct game_ctx *g, struct state *st, const struct mv_map *mm,
		const struct mv_order *mo, const struct mv_result *res, struct err *e)
{
	static const char *const cols[] = { "flags", "bank" };
	struct state_kind *k = state_kind_add(st, "unit", cols, 2);
	int c_hex, c_flags, c_bank;
	char hx[5], num[16], num2[24], bank[2] = { res->bank, 0 };
	const char *prec = game_rule(g, st, "precipice-zoc");

	if (k == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < mo->n; i++)   /* §7.22 */
		if (s43_salerne_hold(g, st, mo->u[i], "move", e))
			return e->code;
	if (mo->u[0]->offmap && mo->u[0]->side == S43_ALLIED) {
		/* §18.34-§18.36: landing from off the map counts on the beach's limits */
		int idx[MV_UNITS];
		for (int i = 0; i < mo->n; i++)
			idx[i] = (int)(mo->u[i] - mm->m.units);
		if (s43_land_limits(g, st, (struct s43_map *)&mm->m, idx, mo->n, mo->path[0],
				mm->turn, e))
			return e->code;
	}
	k = state_kind(st, "unit");
	c_hex = state_col(k, "hex");
	c_flags = state_col(k, "flags");
	c_bank = state_col(k, "bank");
	if (s43_mv_control(st, mm, mo->path, mo->npath, mo->u[0]->side, e))
		return e->code;
	s43_mv_restack(st, mm, (const struct s43_unit *const *)mo->u, mo->n, res->end);
	s43_hex_name(res->end, hx);
	for (int i = 0; i < mo->n; i++) {
		struct state_row *r = &k->rows[mo->u[i]->row];
		snprintf(num, sizeof num, "mp=%d", res->spent[i]);
		if (state_field_set(r, c_hex, hx) || state_field_set(r, c_bank, bank) ||
		    kit_flag_add(r, c_flags, "moved") || kit_flag_remove(r, c_flags, "mp=") ||
		    kit_flag_add(r, c_flags, num) ||
		    kit_flag_remove(r, c_flags, "road=") ||
		    (res->seg[i].road && res->seg[i].seg > 0 && mm->mech[mo->u[i] - mm->m.units] &&
		     kit_flag_add(r, c_flags, road_flag(&res->seg[i], num2, sizeof num2))) ||
		    (mo->forced && kit_flag_add(r, c_flags, "forced_march")) ||
		    (mo->u[i]->offmap && kit_flag_add(r, c_flags, "entered")) ||
		    (res->assault && kit_flag_add(r, c_flags, "assault")))
			return err_set(e, EXIT_IO, "out of memory");
	}
	/* §19.3: the hex left with no unit loses its position; §19.42: a CP's */
	if ((mo->u[0]->onmap && s43_position_vacated(st, mo->u[0]->hex, g->log, e)) ||
	    s43_position_cp_entered(st, &mm->m, mo->u, mo->n, res->end, g->log, e))
		return e->code;
	if (res->assault && mo->opp == 1) {
		/* §4.2: on every unit exerting the ZOC into the hex */
		for (int j = 0; j < mm->m.nunits; j++) {
			const struct s43_unit *x = &mm->m.units[j];
			if (x->onmap && x->side != mo->u[0]->side && grid_adjacent(x->hex, res->end)) {
				struct grid_hex high;
				if (s43_precipice(&mm->m, x->hex, res->end, &high) &&
				    !(prec && strcmp(prec, "from-high") == 0 && grid_equal(high, x->hex)))
					continue;
				if (kit_flag_add(&k->rows[x->row], c_flags, "opp_fire"))
					return err_set(e, EXIT_IO, "out of memory");
				log_step(g->log, "§4.2", "%s is marked opportunity fire", x->id);
			}
		}
	}
	return 0;
}

int s43_move_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct mv_map mm;
	struct mv_order *mo = malloc(sizeof *mo);
	struct mv_result res;
	int rc;
	char hx[5];

	if (mo == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = s43_mv_map_load(&mm, st, e)) == 0 && (rc = parse_order(&mm, o, mo, e)) == 0 &&
	    (rc = run(g, st, &mm, mo, &res, e)) == 0) {
		if (res.assault && mo->opp == 0) {
			const char *inactive = s43_side_name(!mo->u[0]->side);
			log_step(g->log, "pending", "The %s player may declare opportunity fire on "
					"%s (§4.2): answer with 'umpire resolve STATE decide yes|no'; "
					"nothing is applied until then",
					s43_side_m(!mo->u[0]->side), s43_hex_name(res.end, hx));
			rc = pending_add(st, inactive, "opp_fire", "yes|no", o->text, e);
		} else if (!mo->exit || (rc = exit_check(g, &mm, mo, res.end, e)) == 0) {
			rc = apply(g, st, &mm, mo, &res, e);
			if (rc == 0)
				log_stepn(g->log, "§5.1", "Moved to %s: %d hex entered",
						"Moved to %s: %d hexes entered", res.steps,
						s43_hex_name(res.end, hx), res.steps);
			if (rc == 0 && mo->exit)
				rc = exit_apply(g, st, mo, e);
		}
	}
	free(mo);
	s43_mv_map_free(&mm);
	return rc;
}

int s43_move_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct mv_map mm;
	struct mv_order *mo = malloc(sizeof *mo);
	struct mv_result res;
	int rc;
	char hx[5], spent[512] = "", units[512] = "", marks[64];

	if (mo == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = s43_mv_map_load(&mm, st, e)) || (rc = parse_order(&mm, o, mo, e)) ||
	    (rc = run(g, st, &mm, mo, &res, e)))
		goto done;
	for (int i = 0; i < mo->n; i++) {
		size_t n = strlen(spent), m = strlen(units);
		snprintf(spent + n, sizeof spent - n, "%s%d", i ? ";" : "", res.spent[i]);
		snprintf(units + m, sizeof units - m, "%s%s", i ? ";" : "", mo->u[i]->id);
	}
	snprintf(marks, sizeof marks, "moved%s%s%s", mo->forced ? ";forced_march" : "",
			res.assault ? ";assault" : "", res.assault && mo->opp == 1 ? ";opp_fire" : "");
	if ((rc = s43_odds_certain(r, 4, (const char *const[]){ "units", "hex", "mp",
			"markers" }, (const char *const[]){ units, s43_hex_name(res.end, hx), spent,
			marks }, e)) != 0)
		goto done;
	snprintf(r->note, sizeof r->note, "a move rolls no die (§5): one outcome%s",
			res.assault && mo->opp == 0 ? "; opportunity fire is the inactive player's "
			"choice (§4.2, opp_fire=)" : "");
done:
	free(mo);
	s43_mv_map_free(&mm);
	return rc;
}
