/*
 * move.c: the US action "move one hex" (§7.3, §7.31) and its infiltration
 * check (§7.32), the order
 *
 *   move unit=ID[,ID] to=HEX [via=HEX[,HEX...]] [complete=yes|no]
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
 * The extended game (§17, turn 17 on): via= names the hexes entered before
 * to=. Infantry, Rangers, HQs and Generals move up to 2 hexes (§17.1);
 * infantry and Rangers may not enter in a 2-hex move a bocage hex (unless
 * along a road or trail: both hexes on one) or a hex in the intense or
 * sustained field of an occupied, non-disrupted German position. Tanks move
 * along roads (§17.2, §17.21): from a secondary road up to 2 hexes on
 * secondary and main roads, from a main road up to 4 on main roads, never on a
 * mined road or trail (§17.22), stopping on entering an intense field of an
 * occupied position (ruling a37-road-stop). Artillery, AT and AA move 1 hex
 * (§17.23). Each step is checked as a one-hex move (adjacency, German units,
 * terrain); infiltration: each step's geometry, one card for the move (ruling
 * a16-two-hex-infiltration; `none`: a move of 2 or more hexes makes no check).
 *
 * The move spends the unit's (or stack's) action (actions.c: §7, §7.1,
 * §7.2); a safety move is free. With the variant §22.1 (`set,variants,22.1`)
 * a safety move is also an infantry move of one hex into a beach, shelf or
 * draw hex outside the field of fire of every German unit, disrupted or not.
 *
 * Engineer bases (§19.3, §19.31-§19.34, om_old_base_covers()): a hexside of shingle
 * or an anti-tank ditch or wall bordering a hex in a base's range does not
 * hinder the move (never a seawall); a mined road in range acts as its road
 * (`mined-main` as `main` ...) for tanks (§17.22); a move starting on a beach,
 * shelf or draw hex in range is free (traffic management), unless German
 * artillery fired in the base's sector this turn (§19.33).
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

/* The strongest fire level on hex h of a German-occupied position: 3 intense,
 * 2 sustained, 1 sporadic, 0 none; live_only: only non-disrupted units. */
static int field_level(const struct state *st, const char *h, int live_only)
{
	struct state_kind *fk = state_kind(st, "field"), *gk = state_kind(st, "german");
	int best = 0;

	for (int j = 0; fk && gk && j < fk->nrows; j++) {
		const struct state_row *fr = &fk->rows[j];
		const char *pid = state_field(fr, state_col(fk, "position"));
		const char *lv = state_field(fr, state_col(fk, "level"));
		int occ = 0;
		if (strcmp(state_field(fr, 1), h))
			continue;
		for (int i = 0; i < gk->nrows; i++)
			occ |= !strcmp(state_field(&gk->rows[i], state_col(gk, "position")), pid) &&
				(!live_only || strcmp(state_field(&gk->rows[i], state_col(gk, "disrupted")),
				"1"));
		int l = !strcmp(lv, "intense") ? 3 : !strcmp(lv, "sustained") ? 2 : 1;
		if (occ && l > best)
			best = l;
	}
	return best;
}

static const char *road_of(const struct state *st, const char *h)
{
	struct state_row *r = om_old_hex(st, h);
	return r ? om_old_col(st, "hex", r, "road") : "";
}

/* §17.22, §19.3: a mined road or trail in an engineer base's range counts as
 * cleared and as the road class after "mined-" (main, secondary, trail); 0 if
 * cleared, 1 if not (e unset), or an exit status with e set. */
static int cleared_road(struct game_ctx *g, struct state *st, const char *hex, const char *road,
		struct err *e)
{
	char base[8];
	int cv = om_old_base_covers(g, st, hex, 0, base, sizeof base, e);

	if (cv < 0)
		return e->code;
	if (cv == 0)
		return 1;
	if (strcmp(road, "mined-main") && strcmp(road, "mined-secondary") &&
	    strcmp(road, "mined-trail"))
		return err_set(e, EXIT_DATA, "%s: hex %s: road '%s' does not say which road the "
				"mines are on: mined-main, mined-secondary or mined-trail (§19.3: a cleared "
				"mined road acts as that road)", st->path, hex, road);
	log_step(g->log, "§19.3", "The %s of %s is in the range of the engineer base in %s: "
			"cleared, it acts as a %s%s", road, hex, base, road + 6,
			strcmp(road + 6, "trail") ? " road" : "");
	return 0;
}

/* §17: the extended-game checks of a move of np hexes along path[0..np]. */
static int extended(struct game_ctx *g, struct state *st, const struct om_units *u,
		const int *idx, char ids[][64], int n, char path[][8], int np, int turn,
		struct err *e)
{
	if (np > 1 && turn < 17)
		return err_set(e, EXIT_REFUSED, "move: one hex a move before turn 17 (§7.3); via= "
				"is for the extended game's longer moves (§17)");
	for (int i = 0; i < n && np > 1; i++) {
		int type = om_type_parse(state_field(&u->k->rows[idx[i]], u->type));
		if (type == OM_INF || type == OM_RANGER || om_is_leader(type)) {
			if (np > 2)
				return err_set(e, EXIT_REFUSED, "move: %s moves at most 2 hexes (§17.1)",
						ids[i]);
			if (om_is_leader(type))
				continue;   /* §17.1: leaders without restriction */
			for (int s = 1; s <= np; s++) {
				const struct state_row *hr = om_old_hex(st, path[s]);
				const char *r0 = road_of(st, path[s - 1]), *r1 = road_of(st, path[s]);
				if (hr && !strcmp(om_old_col(st, "hex", hr, "terrain"), "bocage") &&
				    !(*r0 && *r1))
					return err_set(e, EXIT_REFUSED, "move: %s may not enter the bocage hex "
							"%s in a 2-hex move, except along a road or trail (§17.1)",
							ids[i], path[s]);
				if (field_level(st, path[s], 1) >= 2)
					return err_set(e, EXIT_REFUSED, "move: %s may not enter %s in a 2-hex "
							"move: it is in the intense or sustained field of an occupied, "
							"non-disrupted German position (§17.1)", ids[i], path[s]);
			}
		} else if (type == OM_TANK) {
			const char *start = road_of(st, path[0]);
			const char *a37 = game_rule(g, st, "a37-road-stop");
			if (!strncmp(start, "mined-", 6)) {
				int cr = cleared_road(g, st, path[0], start, e);
				if (cr && e->code)
					return e->code;
				if (!cr)
					start += 6;   /* §19.3: a cleared mined road acts as a road */
			}
			int main_road = !strcmp(start, "main"), max = main_road ? 4 : 2;
			if (!main_road && strcmp(start, "secondary"))
				return err_set(e, EXIT_REFUSED, "move: %s does not start on a main or "
						"secondary road (%s): one hex (§17.2, §17.21)", ids[i], path[0]);
			if (np > max)
				return err_set(e, EXIT_REFUSED, "move: %s, starting on a %s road, moves at "
						"most %d hexes along roads (§17.2)", ids[i], start, max);
			for (int s = 1; s <= np; s++) {
				const char *r = road_of(st, path[s]);
				if (!strncmp(r, "mined", 5)) {
					if (cleared_road(g, st, path[s], r, e))
						return e->code ? e->code : err_set(e, EXIT_REFUSED, "move: %s may "
								"not use the %s at %s until an engineer base clears it "
								"(§17.22, §19.3)", ids[i], r, path[s]);
					r += 6;
				}
				if (main_road ? strcmp(r, "main") : strcmp(r, "main") && strcmp(r, "secondary"))
					return err_set(e, EXIT_REFUSED, "move: %s leaves the road at %s (%s): a "
							"tank from a %s road follows %s (§17.2, §17.21)", ids[i], path[s],
							*r ? r : "no road", start, main_road ? "main roads" :
							"secondary and main roads");
				if (s < np && field_level(st, path[s], a37 && !strcmp(a37, "non-disrupted"))
				    == 3)
					return err_set(e, EXIT_REFUSED, "move: %s must stop on entering %s, in the "
							"intense field of a German-occupied position (§17.2; ruling "
							"a37-road-stop)", ids[i], path[s]);
			}
		} else
			return err_set(e, EXIT_REFUSED, "move: %s (%s) moves 1 hex a turn (§17.23)",
					ids[i], om_type_name(type));
	}
	if (np > 1) {
		int tank = om_type_parse(state_field(&u->k->rows[idx[0]], u->type)) == OM_TANK;
		log_step(g->log, tank ? "§17.2" : "§17.1", "The extended game: a move of %d hexes %s",
				np, tank ? "along the road" : "(infantry, Rangers and leaders: up to 2)");
	}
	return 0;
}

int om_old_move(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c,
		int automatic, int *card_used, struct err *e)
{
	struct om_units u;
	char ids[2][64], from[8] = "";
	const char *to = order_get(o, "to");
	int idx[2], n, turn, leaders = 0;
	struct grid_hex a, b;

	*card_used = 0;
	if (om_old_free_action(g, st, o, order_get(o, "unit"), "move", e))   /* free.c */
		return e->code;
	if ((turn = om_old_turn(st, e)) < 0 || om_old_units(st, &u, e))
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
	/* the path: from, the via= hexes, to (§17) */
	char path[6][8], vias[5][16];
	int nv = 0, np;
	if (*order_get(o, "via") && (nv = order_split(order_get(o, "via"), &vias[0][0], 16, 4)) < 1)
		return err_set(e, EXIT_USAGE, "move: via= is HEX[,HEX...], at most 3 hexes");
	snprintf(path[0], sizeof path[0], "%s", from);
	for (int k = 0; k < nv; k++) {
		struct grid_hex v;
		if (strlen(vias[k]) != 4 || grid_parse(vias[k], &v))
			return err_set(e, EXIT_USAGE, "move: via=%s is not a hex CCRR", vias[k]);
		snprintf(path[k + 1], sizeof path[0], "%s", vias[k]);
	}
	snprintf(path[nv + 1], sizeof path[0], "%s", to);
	np = nv + 1;
	if (np > 4)
		return err_set(e, EXIT_USAGE, "move: at most 4 hexes (§17.2)");
	struct state_kind *gk = state_kind(st, "german");
	struct state_row *hto = NULL, *hfrom = om_old_hex(st, from);
	for (int sp = 1; sp <= np; sp++) {
		const char *f = path[sp - 1], *t = path[sp];
		struct grid_hex fa, tb;
		if (grid_parse(f, &fa) || grid_parse(t, &tb) || !grid_adjacent(fa, tb))
			return err_set(e, EXIT_REFUSED, "move: %s is not adjacent to %s (§7.3: one hex a "
					"step)", t, f);
		for (int j = 0; gk && j < gk->nrows; j++)
			if (!strcmp(state_field(&gk->rows[j], state_col(gk, "hex")), t))
				return err_set(e, EXIT_REFUSED, "move: %s is held by a German unit (§7.31)",
						t);
		struct state_row *hf = om_old_hex(st, f);
		if ((hto = om_old_hex(st, t)) == NULL)
			return err_set(e, EXIT_REFUSED, "move: %s has no 'hex' row: off the map", t);
		const char *feat = om_old_side_feature(st, f, t);
		/* §19.3, §19.31: shingle and anti-tank ditches and walls on a hexside
		 * bordering a hex in a base's range no longer exist (never a seawall,
		 * §19.34) */
		if (feat && (!strcmp(feat, "shingle") || !strcmp(feat, "atditch") ||
		    !strcmp(feat, "atwall"))) {
			char base[8];
			int cv = om_old_base_covers(g, st, f, 0, base, sizeof base, e);
			if (cv == 0)
				cv = om_old_base_covers(g, st, t, 0, base, sizeof base, e);
			if (cv < 0)
				return e->code;
			if (cv) {
				log_step(g->log, "§19.3", "The %s hexside %s/%s borders the range of the "
						"engineer base in %s: it no longer hinders the move", feat, f, t,
						base);
				feat = NULL;
			}
		}
		for (int i = 0; i < n; i++) {
			int type = om_type_parse(state_field(&u.k->rows[idx[i]], u.type));
			const char *v;
			if (is_vehicle_stuck(type) && turn <= 16 && hf &&
			    !strcmp(om_old_col(st, "hex", hf, "terrain"), "beach") &&
			    strcmp(om_old_col(st, "hex", hto, "terrain"), "beach"))
				return err_set(e, EXIT_REFUSED, "move: %s (%s) is stuck on the beach until "
						"turn 16 (§7.3)", ids[i], om_type_name(type));
			if (feat) {
				if (tec(g, feat, type, &v, e))
					return e->code;
				if (strcmp(v, "yes"))
					return err_set(e, EXIT_REFUSED, "move: %s may not cross the %s hexside "
							"%s/%s with a move%s%s (terrain effects table, §7.3)", ids[i],
							feat, f, t, strcmp(v, "no") ? ": it needs " : "",
							strcmp(v, "no") ? v : "");
			}
			if (tec(g, om_old_col(st, "hex", hto, "terrain"), type, &v, e))
				return e->code;
			if (strcmp(v, "yes"))
				return err_set(e, EXIT_REFUSED, "move: %s may not enter the %s hex %s "
						"(terrain effects table, §7.3)", ids[i],
						om_old_col(st, "hex", hto, "terrain"), t);
		}
	}
	if (extended(g, st, &u, idx, ids, n, path, np, turn, e))
		return e->code;
	if (grid_parse(to, &b))
		return err_set(e, EXIT_USAGE, "move: to=%s is not a hex CCRR", to);
	/* §7.1: an infantry unit's safety move is a free action */
	const char *free = NULL;
	if (np == 1 && hfrom && !strcmp(om_old_col(st, "hex", hfrom, "terrain"), "beach")) {
		int inf = 1;
		for (int i = 0; i < n; i++) {
			int type = om_type_parse(state_field(&u.k->rows[idx[i]], u.type));
			inf &= type == OM_INF || type == OM_RANGER;
		}
		int d0 = protection_distance(st, a), d1 = protection_distance(st, b);
		const char *a13 = game_rule(g, st, "a13-safety-closer");
		int closer = d0 >= 0 && d1 >= 0 && (a13 && !strcmp(a13, "not-farther") ? d1 <= d0 :
				d1 < d0);
		if (inf && closer && !strcmp(om_old_col(st, "hex", hto, "terrain"), "beach")) {
			log_step(g->log, "§7.1", "A safety move: from the beach to a beach hex %s a "
					"protection hexside (%d to %d hexes): a free action", d1 < d0 ?
					"closer to" : "no farther from", d0, d1);
			free = "a safety move";
		}
	}
	/* §22.1 (variant, `set,variants,22.1`): the safety move also takes an
	 * infantry unit one hex into any beach, shelf or draw hex outside the
	 * field of fire of every German unit (disrupted ones too) */
	if (!free && np == 1 && om_old_variant(st, "22.1")) {
		int inf = 1;
		const char *tt = om_old_col(st, "hex", hto, "terrain");
		for (int i = 0; i < n; i++) {
			int type = om_type_parse(state_field(&u.k->rows[idx[i]], u.type));
			inf &= type == OM_INF || type == OM_RANGER;
		}
		if (inf && (!strcmp(tt, "beach") || !strcmp(tt, "shelf") || !strcmp(tt, "draw"))) {
			if (field_level(st, to, 0) == 0) {
				log_step(g->log, "§22.1", "A safety move of the Effective Allied Bombardment "
						"variant: into the %s hex %s, outside every German unit's field of "
						"fire: a free action", tt, to);
				free = "a safety move, §22.1";
			} else
				log_step(g->log, "§22.1", "Not a safety move: %s is in the field of fire of "
						"a German unit (disrupted ones count)", to);
		}
	}
	/* §19.3: traffic management, a free move for units starting on a beach,
	 * shelf or draw hex in an engineer base's range (not in a turn of German
	 * artillery fire in the base's sector, §19.33) */
	const char *ft = hfrom ? om_old_col(st, "hex", hfrom, "terrain") : "";
	if (!free && (!strcmp(ft, "beach") || !strcmp(ft, "shelf") || !strcmp(ft, "draw"))) {
		char base[8];
		int cv = om_old_base_covers(g, st, from, 1, base, sizeof base, e);
		if (cv < 0)
			return e->code;
		if (cv) {
			log_step(g->log, "§19.3", "Traffic management: the move starts on the %s hex %s, "
					"in the range of the engineer base in %s: a free action", ft, from, base);
			free = "traffic management, §19.3";
		}
	}
	if (om_old_action(g, st, &u, idx, n, free, e))   /* §7, §7.1, §7.2 */
		return e->code;
	/* §7.32 infiltration */
	struct infil inf[8];
	int ni = 0, lost[2] = { 0, 0 }, istep = 0;
	const char *a16 = game_rule(g, st, "a16-two-hex-infiltration");
	if (np == 1 || !a16 || strcmp(a16, "none"))
		for (int sp = 1; sp <= np && ni < 8; sp++) {
			struct infil one[8];
			int k = infiltrated(st, path[sp - 1], path[sp], one, 8);
			for (int q = 0; q < k && ni < 8; q++) {
				int dup = 0;
				for (int r = 0; r < ni; r++)
					dup |= !strcmp(inf[r].id, one[q].id);
				if (!dup)
					inf[ni++] = one[q];
			}
			if (k > 0 && istep == 0)
				istep = sp;
		}
	else
		log_step(g->log, "§17.1", "A move of %d hexes makes no infiltration check (ruling "
				"a16-two-hex-infiltration=none)", np);
	if (istep > 1)
		snprintf(from, sizeof from, "%s", path[istep - 1]);   /* where the step begins */
	if (ni > 0) {
		if (leaders == n)
			return err_set(e, EXIT_REFUSED, "move: HQs and Generals may not infiltrate alone "
					"(§7.32)");
		struct om_card card;
		const char *v;
		int target, shown = 0;
		log_step(g->log, "§7.32", "Moving from %s to %s, both adjacent to and in the field of "
				"%s%s%s: an infiltration; a fire card is drawn", from, path[istep], inf[0].id,
				ni > 1 ? " and " : "", ni > 1 ? inf[1].id : "");
		if (om_old_card_take(g, st, c, "infiltration", &card, e))
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
			if (om_old_step_loss(g, st, &u, idx[i], "infiltration", "§7.32"))
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
			if (strcmp(from, path[0]))
				state_field_set(r, u.at, from);
			log_step(g->log, "§7.32", "%s stays in %s (complete=no); its action is spent",
					ids[i], from);
			continue;
		}
		char h[8];
		snprintf(h, sizeof h, "%s", to);
		state_field_set(r, u.at, h);
		log_step(g->log, np > 1 ? "§17" : "§7.3", "%s moves from %s to %s", ids[i],
				path[0], h);
		/* §7.22: crossing the sector line */
		const char *sf = hfrom ? om_old_col(st, "hex", hfrom, "sector") : "";   /* the start */
		const char *stt = om_old_col(st, "hex", hto, "sector");
		const char *cmd = state_field(r, u.command);
		const char *own = !strcmp(cmd, "1") ? "east" : "west";
		const char *tp = state_get(st, "two_player");
		if (tp && !strcmp(tp, "1")) {
			if (strcmp(stt, own) && !strcmp(sf, stt)) {
				state_field_set(r, u.command, !strcmp(cmd, "1") ? "29" : "1");
				log_step(g->log, "§7.22", "Two players: %s is now more than one hex beyond "
						"the sector line: it passes to the %s Division", ids[i],
						!strcmp(cmd, "1") ? "29th" : "1st");
				om_old_two_player_choice(g, st, &u, idx[i]);   /* players.c */
			} else if (strcmp(stt, own))
				log_step(g->log, "§7.22", "Two players: %s is one hex beyond the sector "
						"line: it stays with its division", ids[i]);
		} else if (*sf && strcmp(sf, stt))
			log_step(g->log, "§7.22", "%s crosses the sector line: the action may be one of "
					"either division's", ids[i]);
	}
	return 0;
}
