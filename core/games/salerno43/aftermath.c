/*
 * aftermath.c: around Salerno 1943's combats.
 *
 *   withdraw  §4.3, §21.0: at the start of the combat phase the active player
 *             marks "withdraw" the units in an enemy ZOC that will not attack;
 *             §9.83: units lower than adjacent enemies across a precipice, with
 *             no commando or ranger in the hex, must be so marked. No
 *             opportunity fire comes of it (§4.3).
 *   obligation §9.1: at the end of the combat phase (turn end=combat), every
 *             hex of active units in an enemy ZOC not all marked withdraw has
 *             attacked (its combat marker, or one of its units "fought") every
 *             adjacent enemy stack exerting that ZOC; §9.83 units are marked
 *             withdraw.
 *   advance   §11: a stack next to an RMF marker oriented against its side
 *             (§11.1, §11.12) advances, without counting MP (§11.13), along one
 *             of the routes of the marker's face (§11.21, §11.31, §11.41; the
 *             figures are missing: ruling advance-routes, digest A21); not
 *             "immobilized" nor a supporter (§11.13, §27.21), not "withdraw"
 *             (§5.12), once a turn (§11.14: marked "advanced"), never marked
 *             "assault" (§4.11); across a class-1 river without a bridge only
 *             the infantry formations (§11.5); never into an enemy hex nor a US
 *             and British stack (§6.3).
 *
 * None of them involves chance: their odds are one certain outcome.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "move.h"

#define AF_UNITS 32

static int active_side(const struct state *st, const char *verb, struct err *e)
{
	int side = s43_side_parse(state_get(st, "active"));

	if (side >= 0)
		return side;
	return kit_refuse(e, "§3.1", "%s: the state names no active player (set,active: "
			"allied or axis)", verb), -1;
}

/* §9.83: the hex of `side`'s units is lower than an adjacent enemy stack across
 * a precipice, and none of its units is a commando or a ranger. */
static int must_withdraw(const struct mv_map *mm, int side, struct grid_hex h)
{
	int lower = 0;

	for (int i = 0; i < mm->m.nunits; i++) {
		const struct s43_unit *x = &mm->m.units[i];
		struct grid_hex high;
		if (!x->onmap)
			continue;
		if (x->side == side && grid_equal(x->hex, h) &&
		    (x->kind == S43_K_COMMANDO || x->kind == S43_K_RANGER))
			return 0;
		if (x->side != side && grid_adjacent(x->hex, h) &&
		    s43_precipice(&mm->m, h, x->hex, &high) && grid_equal(high, x->hex))
			lower = 1;
	}
	return lower;
}

/* ---- withdraw ---- */

static int withdraw_check(struct game_ctx *g, const struct state *st, const struct order *o,
		struct mv_map *mm, struct s43_unit **u, int *n, int log, struct err *e)
{
	const char *prec = game_rule(g, st, "precipice-zoc");
	int active = active_side(st, "withdraw", e);
	char hx[5];

	if (active < 0 || s43_seq_day(g, st, "withdraw", e) ||
	    s43_seq_unmoved(g, st, &mm->m, active, "withdraw", "§21.0, §3.1 B a, B c", e))
		return e->code;
	if (s43_unit_list(o, "unit", &mm->m, u, AF_UNITS, S43_LIST_NEEDED, n, e))
		return e->code;
	for (int i = 0; i < mm->m.nunits; i++)
		if (mm->m.units[i].onmap && mm->m.units[i].side == active &&
		    (mm->m.units[i].flags & S43_F_FOUGHT))
			return kit_refuse(e, "§21.0, §4.3", "withdraw: %s has fought: the withdraw "
					"markers are placed at the start of the combat phase, before any "
					"combat", mm->m.units[i].id);
	for (int i = 0; i < *n; i++) {
		const struct s43_unit *x = u[i];
		int zoc, forced;
		if (!x->onmap)
			return kit_refuse(e, "§4.3", "withdraw: %s is not on the map", x->id);
		if (x->side != active)
			return kit_refuse(e, "§4.3, §21.0", "withdraw: %s is not the active (%s) "
					"player's", x->id, s43_side_m(active));
		if (x->flags & S43_F_WITHDRAW)
			return kit_refuse(e, "§4.3", "withdraw: %s is already marked withdraw", x->id);
		zoc = s43_mv_enemy_zoc(mm, prec, x->side, x->hex);
		forced = must_withdraw(mm, x->side, x->hex);
		if (!zoc && !forced)
			return kit_refuse(e, "§4.3", "withdraw: %s in %s is in no enemy ZOC: only a "
					"unit in an enemy ZOC withdraws", x->id, s43_hex_name(x->hex, hx));
		if (log)
			log_step(g->log, forced ? "§9.83" : "§4.3, §21.0", "%s in %s %s: marked "
					"withdraw, it retreats in the retreat phase", x->id,
					s43_hex_name(x->hex, hx), forced ? _("is lower than an adjacent enemy across a "
					"precipice, with no commando or ranger: it must withdraw") :
					_("is in an enemy ZOC and will not attack"));
	}
	return 0;
}

int s43_withdraw_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct s43_unit *u[AF_UNITS];
	struct mv_map mm;
	int n = 0;

	if (s43_mv_map_load(&mm, st, e) == 0 && withdraw_check(g, st, o, &mm, u, &n, 1, e) == 0) {
		for (int i = 0; i < n && !e->code; i++)
			if (s43_unit_flag(st, u[i], "withdraw", 1))
				err_set(e, EXIT_IO, "out of memory");
		if (!e->code)
			log_step(g->log, "§4.3", "No opportunity fire marker: withdrawing gives the "
					"adjacent enemy none");
	}
	s43_mv_map_free(&mm);
	return e->code;
}

/* One certain outcome. */
static int certain(struct odds_report *r, const char *col, const char *val, const char *note,
		struct err *e)
{
	snprintf(r->note, sizeof r->note, "%s", note);
	return s43_odds_certain(r, 1, &col, &val, e);
}

int s43_withdraw_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct s43_unit *u[AF_UNITS];
	struct mv_map mm;
	int n = 0;

	if (s43_mv_map_load(&mm, st, e) == 0 && withdraw_check(g, st, o, &mm, u, &n, 0, e) == 0)
		certain(r, "withdraw", order_get(o, "unit"), "no chance: the units are marked "
				"withdraw (§4.3)", e);
	s43_mv_map_free(&mm);
	return e->code;
}

/* ---- the obligation to attack ---- */

/* Hex h of `side` has been in a combat of the active player's phase: the
 * combat marker the assault left on it (toward the active side), which
 * stays when every unit that fought there was eliminated, or one of its
 * units marked fought (a state written before the markers). */
static int fought_in(const struct mv_map *mm, int side, struct grid_hex h, int active)
{
	const struct state_kind *k = state_kind(mm->m.st, "marker");
	int ct = k ? state_col(k, "type") : -1, ch = k ? state_col(k, "hex") : -1;
	int cw = k ? state_col(k, "toward") : -1;
	char hx[5];

	grid_format(h, hx);
	for (int i = 0; ct >= 0 && ch >= 0 && cw >= 0 && i < k->nrows; i++)
		if (strcmp(state_field(&k->rows[i], ct), "combat") == 0 &&
		    strcmp(state_field(&k->rows[i], ch), hx) == 0 &&
		    s43_side_parse(state_field(&k->rows[i], cw)) == active)
			return 1;
	for (int i = 0; i < mm->m.nunits; i++) {
		const struct s43_unit *x = &mm->m.units[i];
		if (x->onmap && x->side == side && grid_equal(x->hex, h) &&
		    (x->flags & S43_F_FOUGHT))
			return 1;
	}
	return 0;
}

int s43_combat_obligation(struct game_ctx *g, const struct state *st, int active,
		struct err *e)
{
	const char *prec = game_rule(g, st, "precipice-zoc");
	struct mv_map mm;
	char msg[512] = "", hx[5], hy[5];
	const char *rule = NULL;

	if (s43_mv_map_load(&mm, st, e))
		return e->code;
	for (int i = 0; i < mm.m.nunits && !msg[0]; i++) {
		const struct s43_unit *u = &mm.m.units[i];
		if (!u->onmap || u->side != active || (u->flags & S43_F_WITHDRAW))
			continue;
		s43_hex_name(u->hex, hx);
		if (must_withdraw(&mm, active, u->hex)) {
			rule = "§9.83";
			snprintf(msg, sizeof msg, "%s in %s is lower than an adjacent enemy across a "
					"precipice, with no commando or ranger: it had to be marked "
					"withdraw", u->id, hx);
			break;
		}
		if (!s43_mv_enemy_zoc(&mm, prec, active, u->hex))
			continue;
		if (!fought_in(&mm, active, u->hex, active)) {
			rule = "§9.1";
			snprintf(msg, sizeof msg, "%s in %s is in an enemy ZOC, not marked withdraw, "
					"and its hex has not attacked", u->id, hx);
			break;
		}
		for (int j = 0; j < mm.m.nunits; j++) {
			const struct s43_unit *x = &mm.m.units[j];
			struct grid_hex high;
			if (!x->onmap || x->side == active || !grid_adjacent(x->hex, u->hex))
				continue;
			/* no ZOC across a precipice (§4.0; ruling precipice-zoc) */
			if (s43_precipice(&mm.m, x->hex, u->hex, &high) &&
			    !(prec && strcmp(prec, "from-high") == 0 && grid_equal(high, x->hex)))
				continue;
			if (!fought_in(&mm, x->side, x->hex, active)) {
				rule = "§9.1";
				snprintf(msg, sizeof msg, "%s in %s exerts its ZOC on %s in %s, which "
						"had to attack it: no unit of %s has fought", x->id,
						s43_hex_name(x->hex, hy), u->id, hx, hy);
				break;
			}
		}
	}
	s43_mv_map_free(&mm);
	if (msg[0])
		return kit_refuse(e, rule, "turn end=combat: %s", msg);
	log_step(g->log, "§9.1", "Every %s unit in an enemy ZOC has attacked or is marked "
			"withdraw", s43_side_f(active));
	return 0;
}

/* ---- advance after combat ---- */

struct adv {
	struct s43_unit *u[AF_UNITS];
	int n;
	struct grid_hex path[2];
	int npath;
	int rmf;          /* the marker whose route the path follows */
	char bank;        /* bank in the last hex, if a river hex */
};

/* Is `p` (n hexes from u) one of the routes next to RMF marker `f` (§11.21,
 * §11.31, §11.41; ruling advance-routes)? */
static int on_route(const struct mv_rmf *f, struct grid_hex u, const struct grid_hex *p,
		int n, int digest)
{
	struct grid_hex r = f->h;

	if (f->value == 0)
		return n == 1 && grid_equal(p[0], r);                        /* §11.41 */
	if (n == 2 && f->value != 2)
		return 0;                                                     /* §11.31 */
	if (!digest)
		return grid_adjacent(u, p[0]) && (n == 1 || (grid_adjacent(p[0], p[1]) &&
				!grid_equal(p[1], u)));
	/* the RMF hex, or a hex next to both the start and the RMF hex */
	if (!(grid_equal(p[0], r) || (grid_adjacent(p[0], u) && grid_adjacent(p[0], r))))
		return 0;
	if (n == 1)
		return 1;
	/* RMF = 1/2: through the RMF hex to a hex beyond it, next to one of those */
	if (!grid_equal(p[0], r) || !grid_adjacent(p[1], r) || grid_distance(u, p[1]) != 2)
		return 0;
	struct grid_hex nb[6];
	grid_neighbours(u, nb);
	for (int i = 0; i < 6; i++)
		if (grid_adjacent(nb[i], r) && grid_adjacent(nb[i], p[1]))
			return 1;
	return 0;
}

/* The key of set,inactive_advanced for this player turn: "TURN:ACTIVE". */
static void inactive_key(const struct state *st, char *out, size_t size)
{
	const char *t = state_get(st, "turn"), *a = state_get(st, "active");

	snprintf(out, size, "%.16s:%.8s", t ? t : "", a ? a : "");
}

static int inactive_began(const struct state *st)
{
	const char *v = state_get(st, "inactive_advanced");
	char key[32];

	inactive_key(st, key, sizeof key);
	return v != NULL && strcmp(v, key) == 0;
}

/* The stack that advances: on the map, one stack, free to move (§11.1,
 * §11.13, §11.14, §5.12, §5.0); the active player first (§11.11). */
static int adv_units(const struct state *st, const struct adv *a, struct err *e)
{
	int side = a->u[0]->side;
	const char *act = state_get(st, "active");

	for (int i = 0; i < a->n; i++) {
		const struct s43_unit *u = a->u[i];
		if (!u->onmap)
			return kit_refuse(e, "§11.1", "advance: %s is not on the map", u->id);
		if (u->side != side || !grid_equal(u->hex, a->u[0]->hex))
			return kit_refuse(e, "§11.21, §6.14", "advance: %s and %s are not one stack",
					a->u[0]->id, u->id);
		if (u->flags & S43_F_WITHDRAW)
			return kit_refuse(e, "§5.12", "advance: %s is marked withdraw", u->id);
		if (u->flags & S43_F_IMMOBILIZED)
			return kit_refuse(e, "§11.13", "advance: %s is immobilized", u->id);
		if (u->flags & S43_F_SUPPORTED)
			return kit_refuse(e, "§11.13, §27.21", "advance: %s gave support in a combat "
					"this turn (only SP guns and armoured platoons next to the enemy may "
					"still advance)", u->id);
		if (u->flags & S43_F_ADVANCED)
			return kit_refuse(e, "§11.14", "advance: %s has already advanced after "
					"combat this turn", u->id);
		if (u->kind == S43_K_RAIL_GUN || u->ma < 0)
			return kit_refuse(e, "§5.0", "advance: %s cannot move", u->id);
	}
	/* §11.11: the active player advances first; once the inactive player has
	 * advanced in this player turn (set,inactive_advanced TURN:ACTIVE), the
	 * active player's advances are over */
	if (act && *act && strcmp(act, s43_side_name(side)) == 0 && inactive_began(st))
		return kit_refuse(e, "§11.11", "advance: the inactive player has made his "
				"advances after combat in this phase: the active player's, made first, "
				"are over");
	return 0;
}

/* The RMF marker next to the stack, oriented against its side, whose route the
 * path follows (§11.1, §11.12; ruling advance-routes). */
static int adv_marker(struct game_ctx *g, const struct state *st, const struct order *o,
		const struct mv_map *mm, struct adv *a, int log, struct err *e)
{
	int digest = strcmp(game_rule(g, st, "advance-routes"), "limits") != 0, near = 0;
	struct grid_hex from = a->u[0]->hex;
	char hx[5], hy[5];

	for (int i = 0; i < mm->nrmf; i++) {
		const struct mv_rmf *f = &mm->rmf[i];
		if (f->toward != a->u[0]->side || !grid_adjacent(f->h, from))
			continue;
		near++;
		if (a->rmf < 0 && on_route(f, from, a->path, a->npath, digest))
			a->rmf = i;
	}
	s43_hex_name(from, hx);
	if (near == 0)
		return kit_refuse(e, "§11.12, §11.1", "advance: %s in %s is next to no RMF marker "
				"oriented against the %s player", a->u[0]->id, hx,
				s43_side_m(a->u[0]->side));
	if (a->rmf < 0)
		return kit_refusen(e, digest ? "§11.21, §11.31, §11.41; ruling advance-routes"
				: "§11.21, §11.31, §11.41", "advance: path=%s is not a route of "
				"the RMF marker next to %s (RMF = 0: its hex only; 1/3: 1 hex; "
				"1/2: 1 or 2 hexes)",
				"advance: path=%s is not a route of the RMF markers next to %s "
				"(RMF = 0: its hex only; 1/3: 1 hex; 1/2: 1 or 2 hexes)", near,
				order_get(o, "path"), hx);
	const struct mv_rmf *f = &mm->rmf[a->rmf];
	if (log)
		log_step(g->log, f->value == 0 ? "§11.41, §11.13" : f->value == 3 ?
				"§11.31, §11.13" : "§11.21, §11.13", "%s advances%s from %s next to the "
				"RMF = %s marker in %s", a->u[0]->id, a->n > 1 ? _(" with its stack") : "",
				hx, f->value == 0 ? "0" : f->value == 3 ? "1/3" : "1/2",
				s43_hex_name(f->h, hy));
	if (log && game_rule_changed(g, st, "advance-routes"))
		log_step(g->log, "§11.21, §11.31; ruling advance-routes=limits", "Routes: the "
				"text's limits only (the figures are missing)");
	return 0;
}

/* Each hex entered (§6.3, §5.5, §11.5): no enemy, no precipice but for
 * commandos and rangers, a class-1 river without bridge for the infantry
 * formations only; *end the last hex. */
static int adv_hexes(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		struct adv *a, int log, struct grid_hex *end, struct err *e)
{
	const char *who = game_rule(g, st, "forced-march-who");
	struct grid_hex cur = a->u[0]->hex;
	char bank = a->u[0]->bank, hx[5], hy[5];

	for (int k = 0; k < a->npath; k++) {
		struct grid_hex to = a->path[k], high;
		const struct s43_hex *fx = s43_hex_find(&mm->m, cur), *tx;
		s43_hex_name(cur, hx);
		s43_hex_name(to, hy);
		if (s43_mv_units_in(mm, !a->u[0]->side, to))
			return kit_refuse(e, "§6.3", "advance: %s holds enemy units", hy);
		for (int i = 0; i < a->n && s43_precipice(&mm->m, cur, to, &high); i++)
			if (a->u[i]->kind != S43_K_RANGER && a->u[i]->kind != S43_K_COMMANDO)
				return kit_refuse(e, "§5.5", "advance: a precipice lies between %s and "
						"%s (%s is no commando or ranger)", hx, hy, a->u[i]->id);
		if (fx && fx->river && bank && s43_bank_of(fx, to) != bank) {
			const struct mv_hex *mx = s43_mv_hex(mm, cur);
			int bridge = fx->city || (mx && mx->bridge == MV_BRIDGE_INTACT);
			for (int i = 0; i < a->n && fx->river == 1 && !bridge; i++)
				if (!s43_mv_infantry(mm, a->u[i], who))
					return kit_refuse(e, "§11.5", "advance: %s is not of the infantry "
							"formations: it cannot advance across the class-1 river "
							"in %s, which has no bridge", a->u[i]->id, hx);
			if (log)
				log_step(g->log, "§11.5", "%s crosses the river in %s%s", a->n > 1 ?
						_("The stack") : a->u[0]->id, hx, bridge ? _(" by its bridge") : "");
		}
		tx = s43_hex_find(&mm->m, to);
		bank = tx && tx->river ? s43_bank_of(tx, cur) : 0;
		if (log)
			log_step(g->log, "§11.13", "%s enters %s, counting no MP", a->n > 1 ?
					_("The stack") : a->u[0]->id, hy);
		cur = to;
	}
	a->bank = bank;
	*end = cur;
	return 0;
}

/* §6.3: no US and British units in one hex. */
static int adv_nations(const struct mv_map *mm, const struct adv *a, struct grid_hex end,
		struct err *e)
{
	char hx[5];

	for (int i = 0; i < mm->m.nunits && a->u[0]->side == S43_ALLIED; i++) {
		const struct s43_unit *x = &mm->m.units[i];
		if (!x->onmap || x->side != S43_ALLIED || !grid_equal(x->hex, end))
			continue;
		for (int j = 0; j < a->n; j++)
			if (strcmp(x->nation, a->u[j]->nation) &&
			    (!strcmp(x->nation, "US") || !strcmp(a->u[j]->nation, "US")))
				return kit_refuse(e, "§6.3", "advance: %s (%s) may not stack with %s "
						"(%s) in %s", a->u[j]->id, a->u[j]->nation, x->id, x->nation,
						s43_hex_name(end, hx));
	}
	return 0;
}

/* §5.0: "une unité qui ... se retrouve dans une ZdC ennemie à la suite d'une
 * avance après combat du défenseur perd la possibilité de faire mouvement pour
 * ce tour": the active player's units in the ZOC of the inactive player's
 * stack where it advanced are marked held (a precipice as movement reads it). */
static int adv_hold(struct game_ctx *g, struct state *st, const struct mv_map *mm,
		const struct adv *a, struct err *e)
{
	const char *act = state_get(st, "active"), *prec = game_rule(g, st, "precipice-zoc");
	struct grid_hex end = a->path[a->npath - 1];
	int active = s43_side_parse(act);

	if (active < 0 || a->u[0]->side == active)
		return 0;
	for (int i = 0; i < mm->m.nunits; i++) {
		const struct s43_unit *x = &mm->m.units[i];
		char hx[5];
		if (!x->onmap || x->side != active || !grid_adjacent(x->hex, end) ||
		    !s43_zoc_crosses(&mm->m, prec, end, x->hex) || (x->flags & S43_F_HELD))
			continue;
		if (s43_unit_flag(st, x, "held", 1))
			return err_set(e, EXIT_IO, "out of memory");
		log_step(g->log, "§5.0", "%s in %s is now in the ZOC of the defender's advance: "
				"it may not move this turn (marked held)", x->id, s43_hex_name(x->hex, hx));
	}
	return 0;
}

static int adv_check(struct game_ctx *g, const struct state *st, const struct order *o,
		struct mv_map *mm, struct adv *a, int log, struct err *e)
{
	struct grid_hex end = { 0, 0 };   /* set by adv_hexes before adv_nations reads it */

	memset(a, 0, sizeof *a);
	a->rmf = -1;
	if (s43_seq_day(g, st, "advance", e) ||
	    s43_unit_list(o, "unit", &mm->m, a->u, AF_UNITS, S43_LIST_NEEDED, &a->n, e) ||
	    s43_hex_list(o, "path", &mm->m, a->path, 2, S43_LIST_NEEDED | S43_LIST_REPEAT |
			S43_LIST_MAP, &a->npath, e) ||
	    adv_units(st, a, e) || adv_marker(g, st, o, mm, a, log, e) ||
	    adv_hexes(g, st, mm, a, log, &end, e) || adv_nations(mm, a, end, e))
		return e->code;
	return 0;
}

int s43_advance_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	static const char *const cols[] = { "flags", "bank" };
	struct mv_map mm;
	struct adv *a = malloc(sizeof *a);
	struct state_kind *k;
	char hx[5], bank[2];
	int rc;

	if (a == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (s43_mv_map_load(&mm, st, e)) {
		free(a);
		return e->code;
	}
	if ((rc = adv_check(g, st, o, &mm, a, 1, e)) != 0)
		goto out;
	if ((k = state_kind_add(st, "unit", cols, 2)) == NULL) {
		rc = err_set(e, EXIT_IO, "out of memory");
		goto out;
	}
	for (int i = 0; i < a->n; i++)   /* §7.22 */
		if ((rc = s43_salerne_hold(g, st, a->u[i], "advance", e)) != 0)
			goto out;
	if ((rc = s43_mv_control(st, &mm, a->path, a->npath, a->u[0]->side, e)) != 0)
		goto out;
	s43_mv_restack(st, &mm, (const struct s43_unit *const *)a->u, a->n, a->path[a->npath - 1]);
	k = state_kind(st, "unit");
	s43_hex_name(a->path[a->npath - 1], hx);
	bank[0] = a->bank;
	bank[1] = '\0';
	for (int i = 0; i < a->n; i++) {
		struct state_row *r = &k->rows[a->u[i]->row];
		if (state_field_set(r, state_col(k, "hex"), hx) ||
		    state_field_set(r, state_col(k, "bank"), bank)) {
			rc = err_set(e, EXIT_IO, "out of memory");
			goto out;
		}
		kit_flag_add(r, state_col(k, "flags"), "advanced");
	}
	/* §5.0: the inactive player's advance puts active units in its ZOC */
	if ((rc = adv_hold(g, st, &mm, a, e)) != 0)
		goto out;
	/* §19.3: the hex left with no unit loses its position; §19.42: a CP's */
	if ((rc = s43_position_vacated(st, a->u[0]->hex, g->log, e)) != 0 ||
	    (rc = s43_position_cp_entered(st, &mm.m, a->u, a->n, a->path[a->npath - 1],
			g->log, e)) != 0)
		goto out;
	log_step(g->log, "§11.14, §4.11", "%s marked advanced (once a turn), never assault",
			a->n > 1 ? _("The stack is") : _("It is"));
	{
		const char *act = state_get(st, "active");
		char key[32];
		if (act && *act && strcmp(act, s43_side_name(a->u[0]->side)) && !inactive_began(st)) {
			inactive_key(st, key, sizeof key);
			if (state_set(st, "inactive_advanced", key)) {
				rc = err_set(e, EXIT_IO, "out of memory");
				goto out;
			}
			log_step(g->log, "§11.11", "The inactive player advances: the active "
					"player's advances of this phase are over");
		}
	}
out:
	s43_mv_map_free(&mm);
	free(a);
	return rc;
}

int s43_advance_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct mv_map mm;
	struct adv *a = malloc(sizeof *a);
	char hx[5];
	int rc;

	if (a == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (s43_mv_map_load(&mm, st, e)) {
		free(a);
		return e->code;
	}
	rc = adv_check(g, st, o, &mm, a, 0, e);
	if (rc == 0)
		rc = certain(r, "hex", s43_hex_name(a->path[a->npath - 1], hx), "no chance: advance "
				"after combat counts no MP and rolls no die (§11.13)", e);
	s43_mv_map_free(&mm);
	free(a);
	return rc;
}
