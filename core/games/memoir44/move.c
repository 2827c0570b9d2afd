/*
 * move.c: moving one unit (move) and the landing craft (land).
 *
 * move: one unit along a path of adjacent hexes (B-8: no hex occupied, each unit
 * moves once), within its allowance (units table), stopping where the terrain
 * says so (5.2), a move entering beach-like hexes limited to 2 (5.2; littoral
 * follows beach rules, L104), with the seed's crossings: littoral<->cliff and
 * beach<->bluff cost infantry 2 hexes and are forbidden to armor and artillery,
 * ocean<->cliff is forbidden to all (L116-L120, L136), never estuary -> bridge
 * (L151), a bridge entered from no water hex (L163); destroyers 1 or 2 hexes on
 * ocean not next to a coastal hex (L360); exits (§S-Gold, §S-Utah).
 *
 * land: a landing craft moves up to 2 hexes, stops on the first littoral hex and
 * puts its unit ashore there; the emptied craft goes to a landing-craft icon hex
 * (L203-L209). There is no landing roll in this game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "kit.h"
#include "sequence.h"

static int tname(const struct m44_map *m, struct grid_hex h, const char *name)
{
	return !strcmp(m44_terrain_of(m, h)->name, name);
}

static void token_home(struct m44_map *m, struct m44_unit *u, struct grid_hex from,
		struct log *l)
{
	/* the unit on a marked hex moves: the token returns (L344, L366) */
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].has_token && m->units[i].token_on &&
				grid_equal(m->units[i].token_hex, from)) {
			m->units[i].token_on = 0;
			log_step(l, "§III-HeavyArty L344", "%s leaves its marked hex: the target token "
					"returns to %s", u->id, m->units[i].id);
		}
	if (u->has_token && u->token_on) {
		u->token_on = 0;
		log_step(l, "§III-HeavyArty L344, §III-Destroyer L366", "%s moves: its target "
				"token returns to it at once", u->id);
	}
}

/* The cost of stepping from a to b into *cost, or a refusal (the seed's
 * crossings). */
static int step_cost(struct game_ctx *g, const struct state *st, struct m44_map *m,
		const struct m44_unit *u, struct grid_hex a, struct grid_hex b, int *cost,
		int *climb, struct err *e)
{
	const struct m44_terrain *ta = m44_terrain_of(m, a), *tb = m44_terrain_of(m, b);
	const struct m44_hexinfo *xb = m44_hexinfo(m, b);
	char bh[8];
	int cliff_a = m44_is_cliff(m, a), cliff_b = m44_is_cliff(m, b);
	int bluff_a = m44_is_bluff(m, a), bluff_b = m44_is_bluff(m, b);
	int cls = u->type->cls;

	grid_format(b, bh);
	if (m44_is(u, "destroyer")) {
		struct grid_hex nb[6];
		if (strcmp(tb->name, "ocean"))
			return kit_refuse(e, "§III-Destroyer L360", "a destroyer moves on ocean only; %s is "
					"%s", bh, tb->name);
		grid_row_neighbours(b, nb);
		for (int k = 0; k < 6; k++)
			if (m44_hex_valid(m, nb[k]) && strcmp(m44_terrain_of(m, nb[k])->name, "ocean"))
				return kit_refuse(e, "§III-Destroyer L360", "a destroyer never enters an ocean "
						"hex next to a coastal hex (%s is next to %s)", bh,
						m44_terrain_of(m, nb[k])->name);
		*cost = 1;
		return 0;
	}
	if ((tb->impassable & (1 << cls)) || (xb && xb->obstacle &&
				(xb->obstacle->impassable & (1 << cls))))
		return kit_refuse(e, "terrain table, base game 5.2 (not in seed)", "%s may not enter %s",
				u->id, bh);
	if ((cliff_b && tname(m, a, "ocean")) || (cliff_a && tname(m, b, "ocean")))
		return kit_refuse(e, "§I-Cliffs L120", "no unit may move between an ocean hex and a "
				"cliff (%s)", bh);
	if (!strcmp(ta->name, "estuary") && !strcmp(tb->name, "bridge"))
		return kit_refuse(e, "§I-Estuary L151", "no unit may move from an estuary onto a bridge "
				"(%s)", bh);
	if (!strcmp(tb->name, "bridge") && ta->water && !(strcmp(ta->name, "littoral") == 0 &&
				!strcmp(game_rule(g, st, "bridge-water"), "littoral-land")))
		return kit_refuse(e, "§I-Bridges L163; ruling bridge-water, A-19", "a bridge is entered "
				"from a hex without water, not from %s (%s)", ta->name, bh);
	if (!strcmp(tb->name, "bridge") && !strcmp(ta->name, "littoral") &&
			!strcmp(game_rule(g, st, "bridge-water"), "littoral-water"))
		return kit_refuse(e, "§I-Bridges L163; ruling bridge-water, A-19", "a bridge is entered "
				"from a hex without water, and the littoral %s counts as water", bh);
	/* littoral <-> cliff, beach <-> bluff (per crossing, ruling cliff-and-bluff) */
	int cliffwins = !strcmp(game_rule(g, st, "cliff-and-bluff"), "cliff-wins");
	int steep = (cliff_b && (tname(m, a, "littoral") || (cliffwins && tname(m, a, "beach")))) ||
		(cliff_a && (tname(m, b, "littoral") || (cliffwins && tname(m, b, "beach")))) ||
		(bluff_b && !cliffwins && tname(m, a, "beach")) ||
		(bluff_a && !cliffwins && tname(m, b, "beach")) ||
		(bluff_b && cliffwins && !cliff_b && tname(m, a, "beach")) ||
		(bluff_a && cliffwins && !cliff_a && tname(m, b, "beach"));
	if (steep) {
		if (cls != M44_CL_INFANTRY)
			return kit_refuse(e, "§I-Cliffs L120, §I-Bluffs L136", "armor and artillery may not "
					"climb or descend between %s and a cliff or bluff (%s)", ta->name, bh);
		*climb = 1;
	}
	*cost = steep ? 2 : 1;
	return 0;
}

/* What the card lets a moving unit do (cards.c): its allowances, whether terrain
 * movement restrictions are ignored (Behind Enemy Lines), a second move after
 * battling (Behind Enemy Lines). */
struct leg {
	int move, battle;              /* allowances, -1 the unit's own */
	int free;                      /* terrain movement restrictions ignored */
	int again;                     /* the second move of Behind Enemy Lines */
};

/* A reinforcement flag moves one unit per flag rolled, in any section, not one
 * the card ordered (§II-Reinf L227, L235; ruling flag-move-unit, A-27). */
static int flag_move(struct game_ctx *g, const struct state *st, struct m44_map *m,
		struct m44_unit *u, struct err *e)
{
	char us[48];
	char key[32];
	const char *v;
	int have = 0, used = 0;

	if (u->ordered && !strcmp(game_rule(g, st, "flag-move-unit"), "different-unit"))
		return kit_refuse(e, "§II-Reinf L227; ruling flag-move-unit, A-27", "%s is ordered "
				"by the card: a flag moves another unit", u->id);
	snprintf(key, sizeof key, "flag_moves.%s", m44_side_name(u->side));
	if ((v = state_get(st, key)) == NULL || m44_int(v, 0, 99, &have))
		return 0;   /* the roll is not recorded: the players count */
	for (int i = 0; i < m->nunits; i++)
		used += m->units[i].side == u->side && (m->units[i].flags & M44_F_FLAG_MOVE);
	if (used >= have)
		return kit_refusen(e, "§II-Reinf L227",
				"the reinforcement roll gave %d flag, and %s moved by them",
				"the reinforcement roll gave %d flags, and %s moved by them", have, have,
				kit_nsprintf(us, sizeof us, "%d unit was", "%d units were", used, used));
	return 0;
}

/* A unit that has moved may move again only as Behind Enemy Lines' second move,
 * after battling (B-5); a unit that battled moves no more (B-7). */
static int moved_before(struct game_ctx *g, const struct state *st, struct m44_map *m,
		struct m44_unit *u, struct leg *l, struct err *e)
{
	struct m44_card c;
	int have, again = 0;
	const char *now = seq_phase_of(st);

	if (m44_card_now(g, st, u->side, m44_unit_board(m, u), &c, &have, e))
		return e->code;
	again = have && c.effect == M44_E_BEHIND && u->ordered && (u->flags & M44_F_BATTLED) &&
		!(u->flags & M44_F_MOVED_AGAIN);
	if (again) {
		l->again = 1;
		return 0;
	}
	if (now != NULL && !strcmp(now, "battle") && m44_phase_enforced(g, st))
		return kit_refuse(e, "B-7", "moves are made in the movement phase; in the battle "
				"phase only Behind Enemy Lines' unit moves again");
	if (u->flags & M44_F_BATTLED)
		return kit_refuse(e, "B-7 (base game, not in seed)", "%s has battled this turn: "
				"units move before they battle", u->id);
	if (u->flags & M44_F_MOVED)
		return kit_refuse(e, "B-8 (base game, not in seed)", "%s has moved this turn", u->id);
	return 0;
}

/* May u move at all? (B-7, B-8; §II-Reinf L190-L209; the card orders it, B-5,
 * B-6, unless a reinforcement flag moves it) */
static int may_move(struct game_ctx *g, const struct state *st, struct m44_map *m,
		struct m44_unit *u, int flag, struct leg *l, struct err *e)
{
	struct m44_card c;
	int have;

	l->move = l->battle = -1;
	l->free = l->again = 0;
	if (u->side != m->active)
		return kit_refuse(e, "B-7", "%s is not the active side's unit (set,active is %s)",
				u->id, m44_side_name(m->active));
	if (m44_is(u, "landing_craft"))
		return kit_refuse(e, "§II-Reinf L205", "landing craft move with the order land");
	if (m44_type_known(g, u->type, e))
		return e->code;
	if (u->flags & (M44_F_ON_LC | M44_F_DEPLOYED | M44_F_LANDED))
		return kit_refuse(e, "§II-Reinf L190-L209", "%s arrived this turn (reinforcement or "
				"landing) and may not move further", u->id);
	if ((u->flags & (M44_F_MOVED | M44_F_BATTLED)) && moved_before(g, st, m, u, l, e))
		return e->code;
	if (flag)
		return flag_move(g, st, m, u, e);
	if ((!l->again && m44_card_act(g, st, m, u, M44_ACT_MOVE, 0, e)) ||
			m44_card_now(g, st, u->side, m44_unit_board(m, u), &c, &have, e))
		return e->code;
	if (have && m44_card_moves(&c, u, &l->move, &l->battle, &l->free) == 0)
	{
		char mb[64] = "";
		if (!l->again)
			snprintf(mb, sizeof mb, l->battle > 0 ? _(", and battle after %d at most") :
					_(", and battle only if it does not move"), l->battle);
		log_stepn(g->log, "B-5; cards table", "%s, ordered by %s, may move %d hex%s%s%s",
				"%s, ordered by %s, may move %d hexes%s%s%s", l->move, u->id,
				c.text, l->move, l->again ? _(" again, "
				"after its battle") : "", mb,
				l->free ? _("; terrain movement restrictions "
				"are ignored") : "");
	}
	return 0;
}

/* A path walked: its hexes, their cost, and what was crossed on the way. */
struct walk {
	struct grid_hex hex[16];
	int n, cost, climb, beach;
	struct leg leg;                /* what the card allows */
};

/* Walk the path hex by hex (B-8; terrain table 5.2; the seed's crossings):
 * each hex of the board, next to the one before, empty; a unit stops where the
 * terrain says; the markers of terrain it may not battle from. */
static int walk_path(struct game_ctx *g, const struct state *st, struct m44_map *m,
		struct m44_unit *u, const char *path, struct walk *w, struct err *e)
{
	char items[16 * 8];
	struct grid_hex at = u->hex;

	if ((w->n = order_split(path, items, 8, 16)) < 1)
		return err_set(e, EXIT_USAGE, "path=%s: up to 16 hexes, comma-separated", path);
	for (int i = 0; i < w->n; i++) {
		struct grid_hex h;
		const char *it = items + i * 8;
		const struct m44_terrain *t;
		const struct m44_hexinfo *x;
		int k;
		if (grid_parse(it, &h) || !m44_hex_valid(m, h))
			return err_set(e, EXIT_USAGE, "path: '%s' is not a hex of the board (CCRR)", it);
		if (!grid_row_adjacent(at, h))
			return kit_refuse(e, "B-8", "path: %s is not next to the hex before it", it);
		if (m44_unit_at(m, h) != NULL)
			return kit_refuse(e, "B-8 (base game, not in seed)", "%s is occupied: no unit "
					"enters or crosses an occupied hex", it);
		if (step_cost(g, st, m, u, at, h, &k, &w->climb, e))
			return e->code;
		w->cost += k;
		t = m44_terrain_of(m, h);
		x = m44_hexinfo(m, h);
		w->beach |= t->beachlike;
		if ((t->stop || (x && x->obstacle && x->obstacle->stop)) && i != w->n - 1 &&
				!m44_is(u, "destroyer") && !w->leg.free)
			return kit_refuse(e, "terrain table, base game 5.2 (not in seed)", "%s must stop "
					"on entering %s", u->id, it);
		if (t->enter_first && i != 0 && !w->leg.free)
			return kit_refuse(e, "terrain table, base game 5.2 (not in seed)", "%s is entered "
					"only by a unit that starts its move next to it", it);
		/* terrain battle restrictions still apply where the move ends (Behind
		 * Enemy Lines, B-5) */
		if (m44_enter_nobattle(m, u, h) && (!w->leg.free || i == w->n - 1))
			u->flags |= M44_F_ENTERED_STOP;
		w->hex[i] = at = h;
	}
	return 0;
}

/* How far u may move along the walked path (units table; base game 5.2: +1 on
 * a road all the way, 1 out of a marsh or hedgerow, 2 into beach hexes, L104).
 * *road says the road bonus applied. */
static int allowance(const struct m44_map *m, struct m44_unit *u, const struct walk *w,
		int *road)
{
	const struct m44_terrain *tf = m44_terrain_of(m, u->hex);
	int allow = w->leg.move >= 0 ? w->leg.move : u->type->move;

	*road = tname(m, u->hex, "road");
	for (int i = 0; i < w->n && *road; i++)
		*road = tname(m, w->hex[i], "road");
	if (*road && !m44_is(u, "destroyer"))
		allow += m->v.road_bonus;
	if (tf->leave_one && allow > 1 && !w->leg.free)
		allow = 1;
	if (tf->armor_nobattle && u->type->cls == M44_CL_ARMOR)
		u->flags |= M44_F_ENTERED_STOP;
	if (w->beach && allow > m->v.beach_move_max && !m44_is(u, "destroyer") && !w->leg.free)
		allow = m->v.beach_move_max;
	return allow;
}

/* Leaving the board by an exit hex (§S-Gold L840, §S-Utah L972): the first unit
 * out scores a permanent medal and marks the hex used. */
static int leave_board(struct game_ctx *g, struct state *st, struct m44_map *m,
		struct m44_unit *u, struct err *e)
{
	const struct m44_hexinfo *x = m44_hexinfo(m, u->hex);
	char th[8];

	grid_format(u->hex, th);
	if (x == NULL || (x->exit_side != u->side && !x->exit_used))
		return kit_refuse(e, "§S-Gold L840, §S-Utah L972", "%s is no exit hex of the %s", th,
				m44_side_name(u->side));
	u->onboard = 0;
	if (m44_vacate(m, st, u->hex, g->log, e))
		return e->code;
	if (x->exit_used) {
		log_step(g->log, "§S-Gold L840", "%s leaves the board by %s, whose medal is "
				"already taken: no medal; it is out of the game", u->id, th);
		return 0;
	}
	log_step(g->log, "§S-Gold L840, §S-Utah L972", "%s is the first unit to leave by "
			"%s: 1 permanent medal to the %s; it is out of the game", u->id, th,
			m44_side_adj(u->side));
	if (m44_medal_add(st, u->side, 1) || m44_hex_set(st, x, "exit", "used"))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

/* Move u along the walked path within its allowance; the log. */
static int move_unit(struct game_ctx *g, struct state *st, struct m44_map *m,
		struct m44_unit *u, const struct walk *w, int flag, struct err *e)
{
	int road, allow = allowance(m, u, w, &road);
	char fh[8], th[8];

	if (w->cost > allow)
		return kit_refuse(e, "units table; §I-Cliffs L116, §I-Bluffs L136; 5.2", "the path "
				"costs %d hexes, more than the allowance of %d%s", w->cost, allow,
				w->beach && allow == m->v.beach_move_max ? " (beach)" : "");
	grid_format(u->hex, fh);
	token_home(m, u, u->hex, g->log);
	if (m44_vacate(m, st, u->hex, g->log, e))
		return e->code;
	u->hex = w->hex[w->n - 1];
	u->moved = w->cost;
	u->flags |= M44_F_MOVED | (flag ? M44_F_FLAG_MOVE : 0) |
		(w->leg.again ? M44_F_MOVED_AGAIN : 0);
	grid_format(u->hex, th);
	log_stepn(g->log, flag ? "§II-Reinf L227, L235" : "B-8",
			"%s moves from %s to %s: %d hex of %d%s%s",
			"%s moves from %s to %s: %d hexes of %d%s%s", w->cost, u->id, fh, th,
			w->cost, allow, road ? _(" (on a road all the way: +1, base game 5.2)") : "",
			flag ? _(" (a reinforcement flag: it may not battle this turn)") : "");
	if (w->climb) {
		log_step(g->log, "§I-Cliffs L116-L120, §I-Bluffs L136", "Climbing or descending a "
				"cliff or bluff costs the infantry 2 hexes%s", w->cost > u->type->move_battle ?
				_(": more than it may move and still battle, so it may not battle this turn") :
				"");
		if (!strcmp(game_rule(g, st, "cliff-climb-battle"), "never"))
			u->flags |= M44_F_ENTERED_STOP;
	}
	return 0;
}

int m44_move_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct m44_map m;
	struct m44_unit *u;
	struct walk w = { .n = 0 };
	int rc, flag = !strcmp(order_get(o, "order"), "flag");

	m44_rulings_log(g, st);
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if ((u = m44_unit_find(&m, order_get(o, "unit"))) == NULL || !u->onboard)
		rc = err_set(e, EXIT_USAGE, "unit=%s: no such unit on the board",
				order_get(o, "unit"));
	else if ((rc = may_move(g, st, &m, u, flag, &w.leg, e)) == 0 &&
			(rc = walk_path(g, st, &m, u, order_get(o, "path"), &w, e)) == 0 &&
			(rc = move_unit(g, st, &m, u, &w, flag, e)) == 0 &&
			(strcmp(order_get(o, "exit"), "yes") ? (rc = m44_mines_enter(g, st, &m, u, o, c,
							e)) == 0 : (rc = leave_board(g, st, &m, u, e)) == 0))
		rc = m44_unit_store(&m, st, u, e);
	for (int i = 0; rc == 0 && i < m.nunits; i++)
		if (m.units[i].has_token)
			rc = m44_unit_store(&m, st, &m.units[i], e);
	if (rc == 0 && !flag && u)
		rc = m44_card_commit(g, st, u->side, m44_unit_board(&m, u), e);
	m44_map_free(&m);
	return rc;
}

/* May the landing craft move? (B-7, B-8; §II-Reinf L209) Its cargo, if any,
 * into *cargo. */
static int may_sail(struct m44_map *m, const struct state *st, struct m44_unit *lc,
		struct m44_unit **cargo, struct err *e)
{
	if (lc->side != m->active)
		return kit_refuse(e, "B-7", "%s is not the active side's", lc->id);
	if (*lc->cargo && ((*cargo = m44_unit_find(m, lc->cargo)) == NULL || !(*cargo)->onboard))
		return kit_bad_at(e, st, lc->line, state_col(state_kind(st, "unit"), "cargo") + 1,
				"landing craft %s carries %s, which is not on the board", lc->id,
				lc->cargo);
	if (*cargo && ((*cargo)->flags & M44_F_ON_LC))
		return kit_refuse(e, "§II-Reinf L209", "%s was placed on %s this turn: it may "
				"neither move nor battle, so the craft waits for a later turn",
				(*cargo)->id, lc->id);
	if (lc->flags & M44_F_MOVED)
		return kit_refuse(e, "B-8", "%s has moved this turn", lc->id);
	return 0;
}

/* Sail up to 2 hexes on the sea, stopping on the first littoral hex
 * (§II-Reinf L205-L207): where it ends in *at, *n hexes, *landed on a littoral. */
static int sail(struct m44_map *m, const struct m44_unit *lc, const char *path,
		struct grid_hex *at, int *n, int *landed, struct err *e)
{
	char items[16 * 8];

	*at = lc->hex;
	*n = *path ? order_split(path, items, 8, 16) : 0;
	if (*n < 0 || *n > 2)
		return kit_refuse(e, "§II-Reinf L205", "a landing craft moves up to 2 hexes "
				"(path=%s)", path);
	for (int i = 0; i < *n; i++) {
		struct grid_hex h;
		const char *it = items + i * 8, *tn;
		if (grid_parse(it, &h) || !m44_hex_valid(m, h) || !grid_row_adjacent(*at, h))
			return err_set(e, EXIT_USAGE, "path: '%s' is not a hex next to the one before",
					it);
		if (m44_unit_at(m, h) != NULL)
			return kit_refuse(e, "B-8", "%s is occupied", it);
		tn = m44_terrain_of(m, h)->name;
		if (strcmp(tn, "ocean") && strcmp(tn, "littoral"))
			return kit_refuse(e, "§II-Reinf L205-L207", "a landing craft moves on the sea "
					"to a littoral hex, not onto %s (%s)", tn, it);
		*at = h;
		if (!strcmp(tn, "littoral") && i != *n - 1)
			return kit_refuse(e, "§II-Reinf L207", "a landing craft must stop on the first "
					"littoral hex it reaches (%s)", it);
		*landed = !strcmp(tn, "littoral");
	}
	return 0;
}

/* The craft and its cargo move to `at`; on a littoral hex the cargo is put
 * ashore (§II-Reinf L207). There is no landing roll. */
static void land_cargo(struct game_ctx *g, const struct state *st, struct m44_unit *lc,
		struct m44_unit *cargo, struct grid_hex at, int n, int landed)
{
	char fh[8], th[8];

	grid_format(lc->hex, fh);
	grid_format(at, th);
	if (n)
		log_step(g->log, "§II-Reinf L205", "%s moves from %s to %s", lc->id, fh, th);
	lc->hex = at;
	lc->flags |= M44_F_MOVED;
	if (cargo)
		cargo->hex = at;
	if (!landed || !cargo)
		return;
	cargo->flags |= M44_F_LANDED;
	log_step(g->log, "§II-Reinf L207", "%s reaches the littoral hex %s and stops: %s "
			"is put ashore there, and the craft leaves the hex", lc->id, th, cargo->id);
	log_step(g->log, "§4.5", "No landing roll: the game has none");
	if (!strcmp(game_rule(g, st, "landed-battle"), "no"))
		log_step(g->log, "ruling landed-battle, A-4", "%s may not battle this turn",
				cargo->id);
}

/* The emptied craft goes to a landing-craft icon hex, or off the board
 * (§II-Reinf L209). */
static int redeploy(struct game_ctx *g, struct state *st, struct m44_map *m,
		struct m44_unit *lc, const char *re, struct err *e)
{
	struct grid_hex h;
	const struct m44_hexinfo *x;

	if (*re) {
		if (grid_parse(re, &h) || (x = m44_hexinfo(m, h)) == NULL || !x->lc_icon)
			return kit_refuse(e, "§II-Reinf L209", "redeploy=%s: an emptied landing craft "
					"goes to a hex with a landing-craft icon (hex column lc=yes)", re);
		if (m44_unit_at(m, h) != NULL && !grid_equal(h, lc->hex))
			return kit_refuse(e, "§II-Reinf L209", "redeploy=%s is occupied", re);
		lc->hex = h;
		log_step(g->log, "§II-Reinf L209", "The empty %s is placed on the landing-craft "
				"icon %s, ready for a new unit (never more craft than at the start)",
				lc->id, re);
	} else {
		lc->onboard = 0;
		log_step(g->log, "§II-Reinf L209", "The empty %s leaves the board (no redeploy= "
				"given)", lc->id);
	}
	if (*lc->cargo && m44_unit_set(st, lc, "cargo", "", e))
		return e->code;
	lc->cargo = "";
	return 0;
}

int m44_land_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct m44_map m;
	struct m44_unit *lc, *cargo = NULL;
	struct grid_hex at;
	int n, rc, landed = 0;
	const char *re = order_get(o, "redeploy");

	m44_rulings_log(g, st);
	(void)c;
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if ((lc = m44_unit_find(&m, order_get(o, "unit"))) == NULL || !lc->onboard ||
			!m44_is(lc, "landing_craft"))
		rc = err_set(e, EXIT_USAGE, "unit=%s: no landing craft of that id on the board",
				order_get(o, "unit"));
	else if ((rc = may_sail(&m, st, lc, &cargo, e)) == 0 &&
			(rc = sail(&m, lc, order_get(o, "path"), &at, &n, &landed, e)) == 0) {
		land_cargo(g, st, lc, cargo, at, n, landed);
		if ((landed || (*re && cargo == NULL)) && (rc = redeploy(g, st, &m, lc, re, e)) != 0)
			goto done;
		rc = m44_unit_store(&m, st, lc, e);
		if (rc == 0 && cargo)
			rc = m44_unit_store(&m, st, cargo, e);
	}
done:
	m44_map_free(&m);
	return rc;
}
