/*
 * om_move.c: the US action "move one hex" (§7.3, §7.31) and its infiltration
 * check (§7.32), the order
 *
 *   move unit=ID[,ID] to=HEX [complete=yes|no]
 *
 * One unit, or a stack doing the same action (§7.21), moves to an adjacent hex
 * not held by a German unit (§7.31). Disrupted units (§7.7) and units with a
 * climb marker (§7.4, §7.5) cannot; armour, AA and artillery stay on the beach
 * through turn 16 (§7.3). The Terrain Effects Table's restrictions come from
 * tables/omaha/terrain.csv (move_inf, move_leader, move_other): the hex entered
 * and the hexside crossed; a bluff or cliff is crossed by the climb actions,
 * not by this order.
 *
 * Infiltration (§7.32): from a hex adjacent to and in the field of fire of an
 * occupied, non-disrupted German position into a hex also adjacent to it and
 * in its field, a fire card is drawn (one for the move, whatever the number of
 * positions): a unit loses a step if the card shows the position's colour
 * (single; double too when the position has a depth marker) and the unit's
 * target symbol (its own: no dense target; ruling a15-stack-infiltration). A
 * unit that lost a step completes the move or stays (complete=).
 *
 * The action allowance (§7.2: 2 per division, free actions) is the player's
 * to count: the order does not track it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

static int is_vehicle_stuck(int type)
{
	return type == OM_TANK || type == OM_ART || type == OM_SPART || type == OM_DUKWART ||
		type == OM_AA || type == OM_SPAA;
}

static const char *move_col(int type)
{
	return type == OM_INF || type == OM_RANGER ? "move_inf" :
		om_is_leader(type) ? "move_leader" : "move_other";
}

/* terrain.csv cell for a feature and a unit type */
static int tec(struct game_ctx *g, const char *feature, int type, const char **out,
		struct err *e)
{
	const struct table *t;
	int row, col;

	if (table_get(g->tables, "omaha", "terrain", &t, e) ||
	    (row = table_find_row(t, feature, "§7.3", e)) < 0 ||
	    (col = table_find_col(t, move_col(type), "§7.3", e)) < 0)
		return e->code;
	return table_need(t, row, col, "§7.3", out, e);
}

static const char *side_feature(const struct state *st, const char *a, const char *b)
{
	struct state_kind *k = state_kind(st, "side");
	char x[16], y[16];
	int i;

	snprintf(x, sizeof x, "%s/%s", a, b);
	snprintf(y, sizeof y, "%s/%s", b, a);
	if (k && ((i = state_find(k, 1, x)) >= 0 || (i = state_find(k, 1, y)) >= 0))
		return state_field(&k->rows[i], state_col(k, "feature"));
	return NULL;
}

/* The positions infiltrated: occupied, non-disrupted, adjacent to both hexes
 * and with a fire dot on both (§7.32). */
struct infil {
	char id[32], colour[24];
	int marker;
};

static int infiltrated(const struct state *st, const char *from, const char *to,
		struct infil *out, int max)
{
	struct state_kind *pk = state_kind(st, "position"), *fk = state_kind(st, "field");
	struct state_kind *gk = state_kind(st, "german");
	struct grid_hex a, b;
	int n = 0;

	if (!pk || !fk || !gk || grid_parse(from, &a) || grid_parse(to, &b))
		return 0;
	for (int i = 0; i < pk->nrows && n < max; i++) {
		const char *pid = state_field(&pk->rows[i], 1);
		const char *hexes = state_field(&pk->rows[i], state_col(pk, "hexes"));
		int adj_a = 0, adj_b = 0, dot_a = 0, dot_b = 0, live = 0, marker = 0;
		for (const char *p = hexes; *p;) {
			struct grid_hex h;
			char hx[5];
			p += strspn(p, " ");
			snprintf(hx, sizeof hx, "%.4s", p);
			if (strlen(hx) == 4 && grid_parse(hx, &h) == 0) {
				adj_a |= grid_adjacent(h, a);
				adj_b |= grid_adjacent(h, b);
			}
			p += strcspn(p, " ");
		}
		if (!adj_a || !adj_b)
			continue;
		for (int j = 0; j < fk->nrows; j++) {
			const struct state_row *fr = &fk->rows[j];
			if (strcmp(state_field(fr, state_col(fk, "position")), pid))
				continue;
			dot_a |= !strcmp(state_field(fr, 1), from);
			dot_b |= !strcmp(state_field(fr, 1), to);
		}
		for (int j = 0; j < gk->nrows; j++) {
			const struct state_row *r = &gk->rows[j];
			if (strcmp(state_field(r, state_col(gk, "position")), pid) ||
			    !strcmp(state_field(r, state_col(gk, "disrupted")), "1"))
				continue;
			live = 1;
			marker |= *state_field(r, state_col(gk, "reserve")) != '\0';
		}
		if (!dot_a || !dot_b || !live)
			continue;
		snprintf(out[n].id, sizeof out[n].id, "%s", pid);
		snprintf(out[n].colour, sizeof out[n].colour, "%s",
				state_field(&pk->rows[i], state_col(pk, "colour")));
		out[n].marker = marker;
		n++;
	}
	return n;
}

/* §7.1: a hex's distance to the nearest protection hexside (shingle, seawall,
 * slope, bluff, cliff; not a sheer cliff): 0 for a hex bordering one; -1 if the
 * map has none. */
static int protection_distance(const struct state *st, struct grid_hex h)
{
	struct state_kind *k = state_kind(st, "side");
	int best = -1;

	for (int i = 0; k && i < k->nrows; i++) {
		const char *f = state_field(&k->rows[i], state_col(k, "feature"));
		const char *s = state_field(&k->rows[i], 1);
		char a[5], b[5];
		struct grid_hex x, y;
		if (strcmp(f, "shingle") && strcmp(f, "seawall") && strcmp(f, "slope") &&
		    strcmp(f, "bluff") && strcmp(f, "cliff"))
			continue;
		snprintf(a, sizeof a, "%.4s", s);
		snprintf(b, sizeof b, "%.4s", s + (strlen(s) > 5 ? 5 : 0));
		if (grid_parse(a, &x) || grid_parse(b, &y))
			continue;
		int d = grid_distance(h, x) < grid_distance(h, y) ? grid_distance(h, x) :
			grid_distance(h, y);
		if (best < 0 || d < best)
			best = d;
	}
	return best;
}

int om_move(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c,
		int automatic, int *card_used, struct err *e)
{
	struct om_units u;
	char ids[2][64], from[8] = "";
	const char *to = order_get(o, "to");
	int idx[2], n, turn, leaders = 0;
	struct grid_hex a, b;

	*card_used = 0;
	if ((turn = om_turn(st, e)) < 0 || om_units(st, &u, e))
		return e->code;
	if ((n = order_split(order_get(o, "unit"), &ids[0][0], 64, 2)) < 1)
		return err_set(e, EXIT_USAGE, "move: unit= is one unit or a stack of two, ID[,ID]");
	if (strcmp(order_get(o, "complete"), "yes") && strcmp(order_get(o, "complete"), "no"))
		return err_set(e, EXIT_USAGE, "move: complete= is yes or no");
	if (grid_parse(to, &b))
		return err_set(e, EXIT_USAGE, "move: to=%s is not a hex CCRR", to);
	for (int i = 0; i < n; i++) {
		if ((idx[i] = state_find(u.k, u.id, ids[i])) < 0)
			return err_set(e, EXIT_DATA, "move: no unit '%s'", ids[i]);
		const struct state_row *r = &u.k->rows[idx[i]];
		const char *at = state_field(r, u.at);
		int type = om_type_parse(state_field(r, u.type));
		if (grid_parse(at, &a))
			return err_set(e, EXIT_REFUSED, "move: %s is not on the map (%s)", ids[i], at);
		if (i == 0)
			snprintf(from, sizeof from, "%s", at);
		else if (strcmp(at, from))
			return err_set(e, EXIT_REFUSED, "move: %s and %s are not stacked: one action is "
					"one unit or one stack (§7.21)", ids[0], ids[i]);
		if (!strcmp(state_field(r, u.disrupted), "1"))
			return err_set(e, EXIT_REFUSED, "move: %s is disrupted: its only action is to "
					"remove the marker (§7.7)", ids[i]);
		if (!strcmp(state_field(r, u.marker), "climb") ||
		    !strcmp(state_field(r, u.marker), "climb-cliff"))
			return err_set(e, EXIT_REFUSED, "move: %s has a %s marker: it may only go on "
					"with its climb (§7.4, §7.5)", ids[i], state_field(r, u.marker));
		leaders += om_is_leader(type);
	}
	if (!grid_adjacent(a, b))
		return err_set(e, EXIT_REFUSED, "move: %s is not adjacent to %s (§7.3: one hex)", to,
				from);
	struct state_kind *gk = state_kind(st, "german");
	for (int j = 0; gk && j < gk->nrows; j++)
		if (!strcmp(state_field(&gk->rows[j], state_col(gk, "hex")), to))
			return err_set(e, EXIT_REFUSED, "move: %s is held by a German unit (§7.31)", to);
	struct state_row *hto = om_hex(st, to), *hfrom = om_hex(st, from);
	if (hto == NULL)
		return err_set(e, EXIT_REFUSED, "move: %s has no 'hex' row: off the map", to);
	const char *feat = side_feature(st, from, to);
	for (int i = 0; i < n; i++) {
		int type = om_type_parse(state_field(&u.k->rows[idx[i]], u.type));
		const char *v;
		if (is_vehicle_stuck(type) && turn <= 16 && hfrom &&
		    !strcmp(om_col(st, "hex", hfrom, "terrain"), "beach") &&
		    strcmp(om_col(st, "hex", hto, "terrain"), "beach"))
			return err_set(e, EXIT_REFUSED, "move: %s (%s) is stuck on the beach until turn "
					"16 (§7.3)", ids[i], om_type_name(type));
		if (feat) {
			if (tec(g, feat, type, &v, e))
				return e->code;
			if (strcmp(v, "yes"))
				return err_set(e, EXIT_REFUSED, "move: %s may not cross the %s hexside "
						"%s/%s with a move%s%s (terrain effects table, §7.3)", ids[i],
						feat, from, to, strcmp(v, "no") ? ": it needs " : "",
						strcmp(v, "no") ? v : "");
		}
		if (tec(g, om_col(st, "hex", hto, "terrain"), type, &v, e))
			return e->code;
		if (strcmp(v, "yes"))
			return err_set(e, EXIT_REFUSED, "move: %s may not enter the %s hex %s (terrain "
					"effects table, §7.3)", ids[i], om_col(st, "hex", hto, "terrain"), to);
	}
	/* §7.1: an infantry unit's safety move is a free action */
	if (hfrom && !strcmp(om_col(st, "hex", hfrom, "terrain"), "beach")) {
		int inf = 1;
		for (int i = 0; i < n; i++) {
			int type = om_type_parse(state_field(&u.k->rows[idx[i]], u.type));
			inf &= type == OM_INF || type == OM_RANGER;
		}
		int d0 = protection_distance(st, a), d1 = protection_distance(st, b);
		const char *a13 = game_rule(g, st, "a13-safety-closer");
		int closer = d0 >= 0 && d1 >= 0 && (a13 && !strcmp(a13, "not-farther") ? d1 <= d0 :
				d1 < d0);
		if (inf && closer && !strcmp(om_col(st, "hex", hto, "terrain"), "beach"))
			log_step(g->log, "§7.1", "A safety move: from the beach to a beach hex %s a "
					"protection hexside (%d to %d hexes): a free action", d1 < d0 ?
					"closer to" : "no farther from", d0, d1);
	}
	/* §7.32 infiltration */
	struct infil inf[8];
	int ni = infiltrated(st, from, to, inf, 8), lost[2] = { 0, 0 };
	if (ni > 0) {
		if (leaders == n)
			return err_set(e, EXIT_REFUSED, "move: HQs and Generals may not infiltrate alone "
					"(§7.32)");
		struct om_card card;
		const char *v;
		int target, shown = 0;
		log_step(g->log, "§7.32", "Moving from %s to %s, both adjacent to and in the field of "
				"%s%s%s: an infiltration; a fire card is drawn", from, to, inf[0].id,
				ni > 1 ? " and " : "", ni > 1 ? inf[1].id : "");
		if (om_card_take(g, st, c, "infiltration", &card, e))
			return e->code;
		*card_used = card.number ? card.number : -1;
		if (om_card_need(&card, "target", "§7.32", &v, e))
			return e->code;
		target = om_atoi(v);
		for (int k = 1; k <= 3; k++) {
			char col[8];
			snprintf(col, sizeof col, "fire%d", k);
			if (om_card_need(&card, col, "§7.32", &v, e))
				return e->code;
			for (int p = 0; p < ni; p++) {
				size_t len = strlen(inf[p].colour);
				if (strncmp(v, inf[p].colour, len) || (v[len] >= 'a' && v[len] <= 'z'))
					continue;
				int dbl = v[len] == '2';
				if (!dbl || inf[p].marker) {
					shown = 1;
					log_step(g->log, "§7.32", "The card shows %s's colour %s%s", inf[p].id,
							inf[p].colour, dbl ? " (double: it has a depth marker)" :
							"");
				} else
					log_step(g->log, "§7.32", "The card shows %s's colour %s only as a "
							"double symbol, and it has no depth marker: it does not count",
							inf[p].id, inf[p].colour);
			}
		}
		log_step(g->log, "§7.32", "The card's target symbol is %d", target);
		const char *a15 = game_rule(g, st, "a15-stack-infiltration");
		int first_sym = om_atoi(state_field(&u.k->rows[idx[0]], u.symbol));
		for (int i = 0; i < n && shown; i++) {
			struct state_row *r = &u.k->rows[idx[i]];
			int type = om_type_parse(state_field(r, u.type));
			int sym = a15 && !strcmp(a15, "one-symbol") ? first_sym :
				om_atoi(state_field(r, u.symbol));
			if (om_is_leader(type) || sym != target)
				continue;
			lost[i] = 1;
			if (om_step_loss(g, st, &u, idx[i], "infiltration", "§7.32"))
				lost[i] = 2;   /* eliminated */
		}
		if (!shown || (!lost[0] && !lost[1]))
			log_step(g->log, "§7.32", "No step lost");
	}
	for (int i = 0; i < n; i++) {
		struct state_row *r = &u.k->rows[idx[i]];
		if (lost[i] == 2)
			continue;
		if (lost[i] && !strcmp(order_get(o, "complete"), "no")) {
			log_step(g->log, "§7.32", "%s stays in %s (complete=no); its action is spent",
					ids[i], from);
			continue;
		}
		char h[8];
		snprintf(h, sizeof h, "%s", to);
		state_field_set(r, u.at, h);
		log_step(g->log, "§7.3", "%s moves from %s to %s", ids[i], from, h);
		/* §7.22: crossing the sector line */
		const char *sf = hfrom ? om_col(st, "hex", hfrom, "sector") : "";
		const char *stt = om_col(st, "hex", hto, "sector");
		const char *cmd = state_field(r, u.command);
		const char *own = !strcmp(cmd, "1") ? "east" : "west";
		const char *tp = state_get(st, "two_player");
		if (tp && !strcmp(tp, "1")) {
			if (strcmp(stt, own) && !strcmp(sf, stt)) {
				state_field_set(r, u.command, !strcmp(cmd, "1") ? "29" : "1");
				log_step(g->log, "§7.22", "Two players: %s is now more than one hex beyond "
						"the sector line: it passes to the %s Division", ids[i],
						!strcmp(cmd, "1") ? "29th" : "1st");
			} else if (strcmp(stt, own))
				log_step(g->log, "§7.22", "Two players: %s is one hex beyond the sector "
						"line: it stays with its division", ids[i]);
		} else if (*sf && strcmp(sf, stt))
			log_step(g->log, "§7.22", "%s crosses the sector line: the action may be one of "
					"either division's", ids[i]);
	}
	return 0;
}
