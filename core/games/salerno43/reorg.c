/*
 * reorg.c: the `reorganize` order of Salerno 1943: the recovery phase of a
 * night turn (§14, phase B b of §3.3), for the active player's units.
 *
 *   units=  §14.21: each supplied infantry company that lost one step rolls
 *           1d6; 4 or more turns it back to its full face. Heavy weapons and
 *           Axis recon companies never reorganise (§14.24); which companies are
 *           "infantry" is ruling reorg-infantry. Out of supply: no test (§14.1).
 *   pair=   §14.22-§14.23: two eliminated infantry companies of one battalion:
 *           one comes back with 1 step in a supplied city not in an enemy ZOC
 *           (hex=), the other is eliminated for good; no roll.
 *           §14.3-§14.33: two eliminated armoured platoons of one division
 *           (Axis) or battalion (Allies) with the same vehicle (model=): 1d6, 3
 *           or more and one returns (hex=), the other is gone for good; a
 *           failure leaves both in the pool; a third such platoon makes it
 *           automatic. Wheeled armoured cars never enter a pool (§27.0).
 * "Eliminated for good" is the unit marker `permanent`.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "s43.h"

#define REORG_UNITS 128

struct reorg_out {
	int8_t ok[REORG_UNITS];
};

struct reorg_ctx {
	struct log *log;
	struct s43_map *m;
	int unit[REORG_UNITS], n;
	int pair, armour, automatic;     /* pair= mode */
	int third;                       /* §14.33: the third platoon in the pool, or -1 */
	struct grid_hex hex;
};

static int is_infantry(struct game_ctx *g, const struct state *st, const struct s43_unit *u)
{
	if (u->kind == S43_K_INFANTRY || u->kind == S43_K_MECH_INFANTRY)
		return 1;
	return strcmp(game_rule(g, st, "reorg-infantry"), "companies") == 0 && !u->platoon &&
		(u->kind == S43_K_ENGINEER || u->kind == S43_K_RANGER ||
		 u->kind == S43_K_COMMANDO || u->kind == S43_K_PARA);
}

static int step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct reorg_out *w = state;
	struct reorg_ctx *x = ctx;
	struct chance_roll r;
	char dice[48];

	if (x->pair) {
		if (!x->armour || x->automatic) {
			w->ok[0] = 1;
			return 1;
		}
		if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "armour pool pair %s+%s (§14.31)",
				x->m->units[x->unit[0]].id, x->m->units[x->unit[1]].id))
			return e->code;
		w->ok[0] = r.value >= 3;
		log_step(x->log, w->ok[0] ? "§14.31" : "§14.31, §14.32", "Roll %s for the "
				"pair %s and %s: %s", kit_roll(&r, dice, sizeof dice), x->m->units[x->unit[0]].id,
				x->m->units[x->unit[1]].id, w->ok[0] ? _("3 or more, a platoon returns") :
				_("below 3, both stay in the pool"));
		return 1;
	}
	for (int i = 0; i < x->n; i++) {
		const struct s43_unit *u = &x->m->units[x->unit[i]];
		if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "reorganisation of %s (§14.21)",
				u->id))
			return e->code;
		w->ok[i] = r.value >= 4;
		log_step(x->log, "§14.21", "%s rolls %s: %s", u->id, kit_roll(&r, dice, sizeof dice),
				w->ok[i] ?
				_("4 or more, back to its full face") : _("below 4, it stays reduced"));
	}
	return 1;
}

static int setup_units(struct game_ctx *g, const struct state *st, const struct order *o,
		struct reorg_ctx *x, int side, struct err *e)
{
	struct s43_map *m = x->m;

	if (order_given(o, "units")) {
		if (s43_unit_indexes(o, "units", m, x->unit, REORG_UNITS, 0, &x->n, e))
			return e->code;
	} else {
		if (side < 0)
			return err_set(e, EXIT_USAGE, "reorganize: the state has no set,active: name "
					"the units with units=");
		for (int i = 0; i < m->nunits; i++) {
			const struct s43_unit *u = &m->units[i];
			if (u->onmap && u->side == side && is_infantry(g, st, u) &&
			    u->steps < u->max_steps && !(u->flags & S43_F_OUT_OF_SUPPLY)) {
				if (x->n == REORG_UNITS)
					return err_set(e, EXIT_USAGE, "reorganize: more than %d reduced "
							"companies test: name them with units=, %d at a time",
							REORG_UNITS, REORG_UNITS);
				x->unit[x->n++] = i;
			}
		}
		if (x->n == 0)
			return kit_refuse(e, "§14.21", "reorganize: the %s player has no reduced, "
					"supplied infantry company", s43_side_name(side));
	}
	for (int i = 0; i < x->n; i++) {
		const struct s43_unit *u = &m->units[x->unit[i]];
		if (side >= 0 && u->side != side)
			return kit_refuse(e, "§14.21, §3.3 B b", "reorganize: %s is not the active "
					"player's", u->id);
		if (!u->onmap)
			return kit_refuse(e, "§14.22", "reorganize: %s is eliminated: it may come "
					"back only with another company of its battalion (pair=)", u->id);
		if (u->kind == S43_K_HEAVY_WEAPONS || (u->kind == S43_K_RECON && u->side == S43_AXIS))
			return kit_refuse(e, "§14.24", "reorganize: %s never reorganises (heavy "
					"weapons, Axis recon)", u->id);
		if (!is_infantry(g, st, u))
			return kit_refuse(e, "§14.21; ruling reorg-infantry", "reorganize: %s is not "
					"an infantry company", u->id);
		if (u->steps >= u->max_steps)
			return kit_refuse(e, "§14.21", "reorganize: %s has lost no step", u->id);
		if (u->flags & S43_F_OUT_OF_SUPPLY)
			return kit_refuse(e, "§14.1, §14.21", "reorganize: %s is out of supply", u->id);
	}
	return 0;
}

/* The hex row's supply column for `side` (§7; none, allied, axis or both,
 * checked by the map's loader): 1 or 0, or -1 when the state has no such
 * column or the hex no row. */
static int map_supply(const struct state *st, const char *hx, int side)
{
	const struct state_kind *k = state_kind(st, "hex");
	int c = k ? state_col(k, "supply") : -1, i;
	const char *v;

	if (c < 0 || (i = state_find(k, state_col(k, "hex"), hx)) < 0)
		return -1;
	v = state_field(&k->rows[i], c);
	return strcmp(v, "both") == 0 || strcmp(v, s43_side_name(side)) == 0;
}

static int setup_pair(struct game_ctx *g, const struct state *st, const struct order *o,
		struct reorg_ctx *x, int side, struct err *e)
{
	struct s43_map *m = x->m;
	const struct s43_unit *a;
	const struct s43_hex *h;
	char hx[8];
	int ok;

	x->pair = 1;
	if (s43_unit_indexes(o, "pair", m, x->unit, 3, 0, &x->n, e))
		return e->code;
	if (x->n < 2)
		return err_set(e, EXIT_USAGE, "reorganize: pair= names 2 units (3 for §14.33)");
	a = &m->units[x->unit[0]];
	x->armour = a->platoon;
	for (int i = 0; i < x->n; i++) {
		const struct s43_unit *u = &m->units[x->unit[i]];
		if (u->onmap || u->offmap || u->exited || (u->flags & S43_F_PERMANENT))
			return kit_refuse(e, "§14.22, §14.3", "reorganize: %s is not in a pool (it is "
					"not eliminated, or eliminated for good)", u->id);
		if ((side >= 0 && u->side != side) || u->side != a->side)
			return kit_refuse(e, "§3.3 B b", "reorganize: %s is not the active player's",
					u->id);
		if (x->armour) {
			if (u->kind == S43_K_ARMORED_CAR || !u->platoon || (u->kind != S43_K_TANK &&
					u->kind != S43_K_SP) || u->target == S43_OPEN)
				return kit_refuse(e, "§14.12, §14.3, §27.0", "reorganize: %s is not an "
						"armoured platoon of the armour pool (tanks and closed armoured "
						"vehicles)", u->id);
			if (strcmp(u->model, a->model) || !*a->model)
				return kit_refuse(e, "§14.3", "reorganize: %s and %s do not have the same "
						"vehicle (flag model=)", a->id, u->id);
			if (a->side == S43_AXIS ? strcmp(u->division, a->division) || !*a->division
					: strcmp(u->battalion, a->battalion) || !*a->battalion)
				return kit_refuse(e, "§14.3", "reorganize: %s and %s are not of the same %s",
						a->id, u->id, a->side == S43_AXIS ? "division" : "battalion");
		} else {
			if (x->n != 2 || !is_infantry(g, st, u))
				return kit_refuse(e, "§14.23", "reorganize: a pair is two eliminated "
						"infantry companies of one battalion; %s is not", u->id);
			if (strcmp(u->battalion, a->battalion) || strcmp(u->division, a->division) ||
			    !*a->battalion)
				return kit_refuse(e, "§14.23", "reorganize: %s and %s are not of the same "
						"battalion", a->id, u->id);
		}
	}
	x->automatic = x->n == 3;
	/* §14.33: "S'il existe dans le pool ... une unité supplémentaire du même type
	 * et rattachée à la même organisation": a third platoon in the pool makes the
	 * test automatic, whether or not pair= names it */
	x->third = x->n == 3 ? x->unit[2] : -1;
	for (int i = 0; x->armour && x->n == 2 && x->third < 0 && i < m->nunits; i++) {
		const struct s43_unit *u = &m->units[i];
		if (i != x->unit[0] && i != x->unit[1] && !u->onmap && !u->offmap &&
		    !u->exited && !(u->flags & S43_F_PERMANENT) && u->side == a->side && u->platoon &&
		    u->kind != S43_K_ARMORED_CAR && (u->kind == S43_K_TANK || u->kind == S43_K_SP) &&
		    u->target != S43_OPEN && strcmp(u->model, a->model) == 0 &&
		    (a->side == S43_AXIS ? strcmp(u->division, a->division) == 0 :
		     strcmp(u->battalion, a->battalion) == 0))
			x->third = i;
	}
	x->automatic = x->third >= 0;
	if (grid_parse(order_get(o, "hex"), &x->hex))
		return err_set(e, EXIT_USAGE, "reorganize: hex= names the city hex where the unit "
				"returns (§14.23)");
	grid_format(x->hex, hx);
	if ((h = s43_hex_find(m, x->hex)) == NULL || !h->city)
		return kit_refuse(e, "§14.23", "reorganize: %s is not a city", hx);
	if (s43_zoc(m, game_rule(g, st, "precipice-zoc"), x->hex, !a->side, 0))
		return kit_refuse(e, "§14.23", "reorganize: the city %s is in an enemy ZOC", hx);
	/* "une ville ravitaillée": the map's supply column when the state has one
	 * (as the retreat reads it, §21.7), else traced for the returning unit as
	 * the supply order traces it (§7) */
	if ((ok = map_supply(st, hx, a->side)) < 0 &&
	    s43_supply_at(g, st, a->id, x->hex, &ok, e))
		return e->code;
	if (!ok)
		return kit_refuse(e, "§14.23, §7", "reorganize: the city %s is not in supply for %s",
				hx, a->id);
	return 0;
}

static int setup(struct game_ctx *g, const struct state *st, const struct order *o,
		struct reorg_ctx *x, struct err *e)
{
	const char *act = state_get(st, "active");
	int turn, side = act == NULL ? -1 : strcmp(act, "allied") == 0 ? S43_ALLIED : S43_AXIS;
	struct s43_map *m = x->m;

	memset(x, 0, sizeof *x);
	x->m = m;
	if (s43_turn_now(st, "§14.21", &turn, e))
		return e->code;
	if (s43_turn_period(turn) != S43_NIGHT)
		return kit_refuse(e, "§14.21, §14.31, §3.3 B b", "reorganize: the recovery phase "
				"is in a night turn");
	if (turn == S43_TURNS - 1)
		return kit_refuse(e, "§29.1", "reorganize: no replacement test at the end of the "
				"last turn of the campaign");
	if (order_given(o, "pair") && order_given(o, "units"))
		return err_set(e, EXIT_USAGE, "reorganize: give units= or pair=, not both");
	return order_given(o, "pair") ? setup_pair(g, st, o, x, side, e)
		: setup_units(g, st, o, x, side, e);
}

/* The map, and the order checked against it. */
static int prepare(struct game_ctx *g, const struct state *st, const struct order *o,
		struct s43_map *m, struct reorg_ctx *x, struct err *e)
{
	if (s43_map_load(m, st, e))
		return e->code;
	x->m = m;
	return setup(g, st, o, x, e);
}

int s43_reorganize_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct s43_map m;
	struct reorg_ctx x;
	struct reorg_out w;
	int rc;

	memset(&w, 0, sizeof w);
	if ((rc = prepare(g, st, o, &m, &x, e)) != 0)
		goto done;
	x.log = g->log;
	if ((rc = step(&w, c, &x, e)) != 1)
		goto done;
	rc = 0;
	if (x.pair) {
		const struct s43_unit *a = &m.units[x.unit[0]], *b = &m.units[x.unit[1]];
		char hx[5];
		if (!w.ok[0])
			goto done;
		grid_format(x.hex, hx);
		if (x.automatic)
			log_step(g->log, "§14.33", "A third %s platoon, %s, is in the pool: the test "
					"succeeds automatically", a->model, m.units[x.third].id);
		char stack[8];
		int top = 0;
		for (int i = 0; i < m.nunits; i++)
			if (m.units[i].onmap && grid_equal(m.units[i].hex, x.hex) &&
			    m.units[i].stack > top)
				top = m.units[i].stack;
		snprintf(stack, sizeof stack, "%d", top + 1);   /* at the bottom of the stack */
		if (s43_unit_set(st, a, "hex", hx) || s43_unit_set(st, a, "steps", "1") ||
		    s43_unit_set(st, a, "stack", stack) || s43_unit_flag(st, b, "permanent", 1))
			rc = err_set(e, EXIT_IO, "out of memory");
		log_step(g->log, x.armour ? "§14.31" : "§14.23", "%s returns with 1 step in %s; %s "
				"is eliminated for good", a->id, hx, b->id);
		log_step(g->log, "§14.23", "The city %s is in supply and not in an enemy ZOC", hx);
		goto done;
	}
	for (int i = 0; i < x.n && rc == 0; i++) {
		const struct s43_unit *u = &m.units[x.unit[i]];
		char num[8];
		snprintf(num, sizeof num, "%d", u->max_steps);
		if (w.ok[i] && s43_unit_set(st, u, "steps", num))
			rc = err_set(e, EXIT_IO, "out of memory");
	}
done:
	s43_map_free(&m);
	return rc;
}

static void summary(const void *outcome, const void *ctx, char **vals)
{
	const struct reorg_out *w = outcome;
	const struct reorg_ctx *x = ctx;
	char buf[1024] = "";
	int n = 0;

	for (int i = 0; i < (x->pair ? 1 : x->n); i++)
		if (w->ok[i]) {
			n++;
			snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", buf[0] ? ";" : "",
					x->m->units[x->unit[i]].id);
		}
	vals[0] = s43_strf("%d", n);
	vals[1] = s43_strf("%s", buf);
}

int s43_reorganize_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "recovered", "units" };
	struct s43_map m;
	struct reorg_ctx x;
	struct reorg_out w;
	struct log quiet;
	int rc;

	memset(&w, 0, sizeof w);
	if ((rc = prepare(g, st, o, &m, &x, e)) != 0)
		goto done;
	if (!x.pair && x.n > 8) {
		rc = err_set(e, EXIT_USAGE, "odds: %d units test; name at most 8 with units=", x.n);
		goto done;
	}
	log_open(&quiet, NULL, LOG_TEXT);
	x.log = &quiet;
	snprintf(r->note, sizeof r->note, x.pair ? "the returning unit (§14.23, §14.31)" :
			"units back to full strength (§14.21: 1d6, 4 or more)");
	rc = s43_odds_step(&w, sizeof w, step, &x, 2, cols, summary, r, e);
done:
	s43_map_free(&m);
	return rc;
}
