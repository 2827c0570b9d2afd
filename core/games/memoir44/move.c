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

#include "m44.h"

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

static int refuse(struct err *e, const char *rule, const char *msg, const char *a,
		const char *b)
{
	char buf[512];

	snprintf(buf, sizeof buf, msg, a, b);
	return err_set(e, EXIT_REFUSED, "%s (%s)", buf, rule);
}

/* The cost of stepping from a to b, or a refusal (the seed's crossings). */
static int step_cost(struct game_ctx *g, const struct state *st, struct m44_map *m,
		const struct m44_unit *u, struct grid_hex a, struct grid_hex b, int *climb,
		struct err *e)
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
			return refuse(e, "§III-Destroyer L360", "a destroyer moves on ocean only; %s is "
					"%s", bh, tb->name);
		grid_row_neighbours(b, nb);
		for (int k = 0; k < 6; k++)
			if (m44_hex_valid(m, nb[k]) && strcmp(m44_terrain_of(m, nb[k])->name, "ocean"))
				return refuse(e, "§III-Destroyer L360", "a destroyer never enters an ocean "
						"hex next to a coastal hex (%s is next to %s)", bh,
						m44_terrain_of(m, nb[k])->name);
		return 1;
	}
	if ((tb->impassable & (1 << cls)) || (xb && xb->obstacle &&
				(xb->obstacle->impassable & (1 << cls))))
		return refuse(e, "terrain table, base game 5.2 (not in seed)", "%s may not enter %s",
				u->id, bh);
	if ((cliff_b && tname(m, a, "ocean")) || (cliff_a && tname(m, b, "ocean")))
		return refuse(e, "§I-Cliffs L120", "no unit may move between an ocean hex and a "
				"cliff (%s)%s", bh, "");
	if (!strcmp(ta->name, "estuary") && !strcmp(tb->name, "bridge"))
		return refuse(e, "§I-Estuary L151", "no unit may move from an estuary onto a bridge "
				"(%s)%s", bh, "");
	if (!strcmp(tb->name, "bridge") && ta->water && !(strcmp(ta->name, "littoral") == 0 &&
				!strcmp(game_rule(g, st, "bridge-water"), "littoral-land")))
		return refuse(e, "§I-Bridges L163; ruling bridge-water, A-19", "a bridge is entered "
				"from a hex without water, not from %s (%s)", ta->name, bh);
	if (!strcmp(tb->name, "bridge") && !strcmp(ta->name, "littoral") &&
			!strcmp(game_rule(g, st, "bridge-water"), "littoral-water"))
		return refuse(e, "§I-Bridges L163; ruling bridge-water, A-19", "a bridge is entered "
				"from a hex without water, and the littoral %s counts as water%s", bh, "");
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
			return refuse(e, "§I-Cliffs L120, §I-Bluffs L136", "armor and artillery may not "
					"climb or descend between %s and a cliff or bluff (%s)", ta->name, bh);
		*climb = 1;
		return 2;
	}
	return 1;
}

int m44_move_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct m44_map m;
	struct m44_unit *u;
	char items[16 * 8];
	int n, rc = 0, cost = 0, climb = 0, beach = 0, flag = !strcmp(order_get(o, "order"), "flag");
	struct grid_hex at, from;
	char fh[8], th[8];

	(void)c;
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if ((u = m44_unit_find(&m, order_get(o, "unit"))) == NULL || !u->onboard) {
		rc = err_set(e, EXIT_USAGE, "unit=%s: no such unit on the board", order_get(o, "unit"));
		goto done;
	}
	if (u->side != m.active) {
		rc = refuse(e, "B-7", "%s is not the active side's unit (set,active is %s)", u->id,
				m44_side_name(m.active));
		goto done;
	}
	if (m44_is(u, "landing_craft")) {
		rc = refuse(e, "§II-Reinf L205", "landing craft move with the order land%s%s", "", "");
		goto done;
	}
	if (u->flags & (M44_F_ON_LC | M44_F_DEPLOYED | M44_F_LANDED)) {
		rc = refuse(e, "§II-Reinf L190-L209", "%s arrived this turn (reinforcement or "
				"landing) and may not move further%s", u->id, "");
		goto done;
	}
	if (u->flags & M44_F_MOVED) {
		rc = refuse(e, "B-8 (base game, not in seed)", "%s has moved this turn%s", u->id, "");
		goto done;
	}
	if (!flag && g->card != NULL) {
		struct m44_card card;
		if ((rc = m44_card_parse(g, g->card, &card, e)) != 0 ||
				(rc = m44_card_allows(g, &m, &card, u, e)) != 0)
			goto done;
	}
	if ((n = order_split(order_get(o, "path"), items, 8, 16)) < 1) {
		rc = err_set(e, EXIT_USAGE, "path=%s: up to 16 hexes, comma-separated",
				order_get(o, "path"));
		goto done;
	}
	from = at = u->hex;
	grid_format(from, fh);
	for (int i = 0; i < n; i++) {
		struct grid_hex h;
		const char *it = items + i * 8;
		if (grid_parse(it, &h) || !m44_hex_valid(&m, h)) {
			rc = err_set(e, EXIT_USAGE, "path: '%s' is not a hex of the board (CCRR)", it);
			goto done;
		}
		if (!grid_row_adjacent(at, h)) {
			rc = refuse(e, "B-8", "path: %s is not next to the hex before it%s", it, "");
			goto done;
		}
		if (m44_unit_at(&m, h) != NULL) {
			rc = refuse(e, "B-8 (base game, not in seed)", "%s is occupied: no unit enters "
					"or crosses an occupied hex%s", it, "");
			goto done;
		}
		int k = step_cost(g, st, &m, u, at, h, &climb, e);
		if (k < 0 || e->code) {
			rc = e->code;
			goto done;
		}
		cost += k;
		const struct m44_terrain *t = m44_terrain_of(&m, h);
		const struct m44_hexinfo *x = m44_hexinfo(&m, h);
		if (t->beachlike)
			beach = 1;
		if ((t->stop || (x && x->obstacle && x->obstacle->stop)) && i != n - 1 &&
				!m44_is(u, "destroyer")) {
			rc = refuse(e, "terrain table, base game 5.2 (not in seed)", "%s must stop on "
					"entering %s", u->id, it);
			goto done;
		}
		if (t->enter_first && i != 0) {
			rc = refuse(e, "terrain table, base game 5.2 (not in seed)", "%s is entered only "
					"by a unit that starts its move next to it", it, "");
			goto done;
		}
		if (t->nobattle || (t->armor_nobattle && u->type->cls == M44_CL_ARMOR))
			u->flags |= M44_F_ENTERED_STOP;
		at = h;
	}
	int allow = u->type->move, road = tname(&m, from, "road");
	for (int i = 0; i < n && road; i++) {
		struct grid_hex h;
		road = grid_parse(items + i * 8, &h) == 0 && tname(&m, h, "road");
	}
	if (road && !m44_is(u, "destroyer"))
		allow += m.v.road_bonus;   /* on a road all the way (base game 5.2) */
	{
		const struct m44_terrain *tf = m44_terrain_of(&m, from);
		if (tf->leave_one && allow > 1)
			allow = 1;   /* leaving a marsh or hedgerow (5.2) */
		if (tf->armor_nobattle && u->type->cls == M44_CL_ARMOR)
			u->flags |= M44_F_ENTERED_STOP;
	}
	if (beach && allow > m.v.beach_move_max && !m44_is(u, "destroyer"))
		allow = m.v.beach_move_max;   /* entering beach hexes (5.2, L104) */
	if (cost > allow) {
		char a[16], b[48];
		snprintf(a, sizeof a, "%d", cost);
		snprintf(b, sizeof b, "%d%s", allow, beach && allow == m.v.beach_move_max ?
				" (beach)" : "");
		rc = refuse(e, "units table; §I-Cliffs L116, §I-Bluffs L136; 5.2", "the path costs "
				"%s hexes, more than the allowance of %s", a, b);
		goto done;
	}
	token_home(&m, u, from, g->log);
	u->hex = at;
	u->moved = cost;
	u->flags |= M44_F_MOVED | (flag ? M44_F_FLAG_MOVE : 0);
	grid_format(at, th);
	log_step(g->log, flag ? "§II-Reinf L227, L235" : "B-8", "%s moves from %s to %s: %d "
			"hex%s of %d%s%s", u->id, fh, th, cost, cost == 1 ? "" : "es", allow,
			road ? " (on a road all the way: +1, base game 5.2)" : "",
			flag ? " (a reinforcement flag: it may not battle this turn)" : "");
	if (climb) {
		log_step(g->log, "§I-Cliffs L116-L120, §I-Bluffs L136", "Climbing or descending a "
				"cliff or bluff costs the infantry 2 hexes%s", cost > u->type->move_battle ?
				": more than it may move and still battle, so it may not battle this turn" :
				"");
		if (!strcmp(game_rule(g, st, "cliff-climb-battle"), "never"))
			u->flags |= M44_F_ENTERED_STOP;
	}
	if (!strcmp(order_get(o, "exit"), "yes")) {
		const struct m44_hexinfo *x = m44_hexinfo(&m, at);
		if (x == NULL || (x->exit_side != u->side && !x->exit_used)) {
			rc = refuse(e, "§S-Gold L840, §S-Utah L972", "%s is no exit hex of the %s", th,
					m44_side_name(u->side));
			goto done;
		}
		u->onboard = 0;
		if (x->exit_used)
			log_step(g->log, "§S-Gold L840", "%s leaves the board by %s, whose medal is "
					"already taken: no medal; it is out of the game", u->id, th);
		else {
			struct state_kind *hk = state_kind(st, "hex");
			int col = state_col(hk, "exit");
			log_step(g->log, "§S-Gold L840, §S-Utah L972", "%s is the first unit to leave by "
					"%s: 1 permanent medal to the %s; it is out of the game", u->id, th,
					m44_side_name(u->side));
			if (m44_medal_add(st, u->side, 1) || col < 0 ||
					state_field_set(&hk->rows[x->row], col, "used")) {
				rc = err_set(e, EXIT_IO, "out of memory");
				goto done;
			}
		}
	}
	rc = m44_unit_store(&m, st, u, e);
	for (int i = 0; rc == 0 && i < m.nunits; i++)
		if (m.units[i].has_token)
			rc = m44_unit_store(&m, st, &m.units[i], e);
done:
	m44_map_free(&m);
	return rc;
}

int m44_land_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct m44_map m;
	struct m44_unit *lc, *cargo = NULL;
	char items[16 * 8];
	int n, rc = 0, landed = 0;
	struct grid_hex at;
	const char *path = order_get(o, "path"), *re = order_get(o, "redeploy");

	(void)c;
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if ((lc = m44_unit_find(&m, order_get(o, "unit"))) == NULL || !lc->onboard ||
			!m44_is(lc, "landing_craft")) {
		rc = err_set(e, EXIT_USAGE, "unit=%s: no landing craft of that id on the board",
				order_get(o, "unit"));
		goto done;
	}
	if (lc->side != m.active) {
		rc = refuse(e, "B-7", "%s is not the active side's%s", lc->id, "");
		goto done;
	}
	if (*lc->cargo && ((cargo = m44_unit_find(&m, lc->cargo)) == NULL || !cargo->onboard)) {
		rc = err_set(e, EXIT_DATA, "%s: landing craft %s carries %s, which is not on the "
				"board", st->path, lc->id, lc->cargo);
		goto done;
	}
	if (cargo && (cargo->flags & M44_F_ON_LC)) {
		rc = refuse(e, "§II-Reinf L209", "%s was placed on %s this turn: it may neither move "
				"nor battle, so the craft waits for a later turn", cargo->id, lc->id);
		goto done;
	}
	if (lc->flags & M44_F_MOVED) {
		rc = refuse(e, "B-8", "%s has moved this turn%s", lc->id, "");
		goto done;
	}
	at = lc->hex;
	n = *path ? order_split(path, items, 8, 16) : 0;
	if (n < 0 || n > 2) {
		rc = refuse(e, "§II-Reinf L205", "a landing craft moves up to 2 hexes (path=%s)%s",
				path, "");
		goto done;
	}
	for (int i = 0; i < n; i++) {
		struct grid_hex h;
		const char *it = items + i * 8;
		if (grid_parse(it, &h) || !m44_hex_valid(&m, h) || !grid_row_adjacent(at, h)) {
			rc = err_set(e, EXIT_USAGE, "path: '%s' is not a hex next to the one before", it);
			goto done;
		}
		if (m44_unit_at(&m, h) != NULL) {
			rc = refuse(e, "B-8", "%s is occupied%s", it, "");
			goto done;
		}
		const char *tn = m44_terrain_of(&m, h)->name;
		if (strcmp(tn, "ocean") && strcmp(tn, "littoral")) {
			rc = refuse(e, "§II-Reinf L205-L207", "a landing craft moves on the sea to a "
					"littoral hex, not onto %s (%s)", tn, it);
			goto done;
		}
		at = h;
		if (!strcmp(tn, "littoral")) {
			if (i != n - 1) {
				rc = refuse(e, "§II-Reinf L207", "a landing craft must stop on the first "
						"littoral hex it reaches (%s)%s", it, "");
				goto done;
			}
			landed = 1;
		}
	}
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
		if (landed && cargo) {
			cargo->flags |= M44_F_LANDED;
			log_step(g->log, "§II-Reinf L207", "%s reaches the littoral hex %s and stops: %s "
					"is put ashore there, and the craft leaves the hex", lc->id, th, cargo->id);
			log_step(g->log, "§4.5", "No landing roll: the game has none");
			if (!strcmp(game_rule(g, st, "landed-battle"), "no"))
				log_step(g->log, "ruling landed-battle, A-4", "%s may not battle this turn",
						cargo->id);
		}
	}
	if (landed || (*re && cargo == NULL)) {
		struct state_kind *uk = state_kind(st, "unit");
		int cc = state_col(uk, "cargo");
		if (*re) {
			struct grid_hex h;
			const struct m44_hexinfo *x;
			if (grid_parse(re, &h) || (x = m44_hexinfo(&m, h)) == NULL || !x->lc_icon) {
				rc = refuse(e, "§II-Reinf L209", "redeploy=%s: an emptied landing craft goes "
						"to a hex with a landing-craft icon (hex column lc=yes)%s", re, "");
				goto done;
			}
			if (m44_unit_at(&m, h) != NULL && !grid_equal(h, lc->hex)) {
				rc = refuse(e, "§II-Reinf L209", "redeploy=%s is occupied%s", re, "");
				goto done;
			}
			lc->hex = h;
			log_step(g->log, "§II-Reinf L209", "The empty %s is placed on the landing-craft "
					"icon %s, ready for a new unit (never more craft than at the start)",
					lc->id, re);
		} else {
			lc->onboard = 0;
			log_step(g->log, "§II-Reinf L209", "The empty %s leaves the board (no redeploy= "
					"given)", lc->id);
		}
		if (cc >= 0 && state_field_set(&uk->rows[lc->row], cc, "")) {
			rc = err_set(e, EXIT_IO, "out of memory");
			goto done;
		}
	}
	rc = m44_unit_store(&m, st, lc, e);
	if (rc == 0 && cargo)
		rc = m44_unit_store(&m, st, cargo, e);
done:
	m44_map_free(&m);
	return rc;
}
