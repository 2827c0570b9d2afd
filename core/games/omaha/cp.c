/*
 * cp.c: command posts (§18, §18.1-§18.32) and who commands a unit (§11.2,
 * §11.3, §18.3), the orders
 *
 *   cp hq=ID action=establish|advance|abandon
 *   command unit=ID                              (changes nothing)
 *
 * From turn 17, in the Engineer & HQ phase, an HQ becomes a CP in a hex outside
 * the potential field of fire of every German position (dots of an occupied
 * position, or of an unoccupied one with a LOC, §18.1); its range marker starts
 * in box 1 of the command range track (tables/omaha/cp-track.csv; unit column
 * `cp`, the box). Each later phase it advances one box while the CP's hex is
 * outside the field of every occupied German position (§18.2). Abandoning it
 * (§18.11) flips it back. A CP commands the US units within its range (the
 * unit's hex counted, not the CP's; §18.3), counted around hexes held by
 * German units (§18.31: only along shortest paths, a reading), unless it stands in the field of an occupied German position
 * (§18.32). An HQ or General commands its own and adjacent hexes (§11.2,
 * §11.3); the order does not know the start of the action phase (§7.33): the
 * places are those of the state.
 *
 * The same test serves the other orders: om_old_commanders (the order command, and
 * free=command of free.c, skipping leaders that moved, §7.33),
 * om_old_leader_commands and om_old_under_command (radios, ranged attacks and
 * barrages in assault.c and bombard.c: a CP's units have an HQ's
 * benefits, §18.3).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

/* whether a hex carries a dot of an occupied position (potential: or of an
 * unoccupied one with a LOC) */
static int in_field(struct game_ctx *g, struct state *st, const char *hex, int potential,
		char *who, size_t wsize, struct err *e)
{
	struct state_kind *fk = state_kind(st, "field"), *gk = state_kind(st, "german");

	for (int j = 0; fk && j < fk->nrows; j++) {
		if (strcmp(state_field(&fk->rows[j], 1), hex))
			continue;
		char pid[64];
		int occupied = 0, loc = 0;
		snprintf(pid, sizeof pid, "%s", state_field(&fk->rows[j], state_col(fk, "position")));
		for (int k = 0; gk && k < gk->nrows; k++)
			occupied |= !strcmp(state_field(&gk->rows[k], state_col(gk, "position")), pid);
		if (!occupied && potential && om_old_loc_trace(g, st, pid, 0, &loc, e))
			return -1;
		if (occupied || loc) {
			snprintf(who, wsize, "%s%s", pid, occupied ? "" : " (unoccupied, with a LOC)");
			return 1;
		}
	}
	return 0;
}

static int cp_range(struct game_ctx *g, int box, int *range, struct err *e)
{
	const struct table *t;
	const char *v;
	char key[8];
	int r, c;

	snprintf(key, sizeof key, "%d", box);
	if (table_get(g->tables, "omaha", "cp-track", &t, e) ||
	    (r = table_find_row(t, key, "§18.2", e)) < 0 ||
	    (c = table_find_col(t, "range", "§18.2", e)) < 0 || table_need(t, r, c, "§18.2", &v, e))
		return e->code;
	if ((*range = om_atoi(v)) < 1)
		return err_set(e, EXIT_DATA, "%s: range '%s' is not a number", t->source, v);
	return 0;
}

int om_old_cp(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	static const char *const cols[] = { "cp" };
	struct om_units u;
	const char *id = order_get(o, "hq"), *action = order_get(o, "action");
	int i, turn, range;
	char who[96];

	if ((turn = om_old_turn(st, e)) < 0 || om_old_units(st, &u, e))
		return e->code;
	if ((i = state_find(u.k, u.id, id)) < 0 ||
	    om_type_parse(state_field(&u.k->rows[i], u.type)) != OM_HQ)
		return err_set(e, EXIT_REFUSED, "cp: %s is not an HQ (§18)", id);
	if (turn < 17)
		return err_set(e, EXIT_REFUSED, "cp: command posts exist from turn 17 (§18, §15 V)");
	state_kind_add(st, "unit", cols, 1);
	if (om_old_units(st, &u, e))
		return e->code;
	struct state_row *r = &u.k->rows[i];
	int cpc = state_col(u.k, "cp"), box = om_atoi(state_field(r, cpc));
	char hex[8];
	snprintf(hex, sizeof hex, "%s", state_field(r, u.at));
	if (!strcmp(action, "establish")) {
		struct grid_hex h;
		if (box > 0)
			return err_set(e, EXIT_REFUSED, "cp: %s is already a CP", id);
		if (grid_parse(hex, &h))
			return err_set(e, EXIT_REFUSED, "cp: %s is not on the map", id);
		int f = in_field(g, st, hex, 1, who, sizeof who, e);
		if (f < 0)
			return e->code;
		if (f)
			return err_set(e, EXIT_REFUSED, "cp: %s is in the potential field of fire of %s "
					"(§18.1)", hex, who);
		if (cp_range(g, 1, &range, e))
			return e->code;
		state_field_set(r, cpc, "1");
		log_step(g->log, "§18.1", "%s becomes a CP in %s; its marker in box 1: range %d (not "
				"an action)", id, hex, range);
		return 0;
	}
	if (box < 1)
		return err_set(e, EXIT_REFUSED, "cp: %s is not a CP", id);
	if (!strcmp(action, "abandon")) {
		state_field_set(r, cpc, "");
		log_step(g->log, "§18.11", "%s is abandoned: back to an HQ (with an HQ move action); "
				"its range marker leaves the track", id);
		return 0;
	}
	if (strcmp(action, "advance"))
		return err_set(e, EXIT_USAGE, "cp: action=%s is not establish, advance or abandon",
				action);
	int f = in_field(g, st, hex, 0, who, sizeof who, e);
	if (f < 0)
		return e->code;
	if (f)
		return err_set(e, EXIT_REFUSED, "cp: %s is in the field of fire of %s: its marker "
				"cannot advance (§18.2, §18.32)", hex, who);
	if (cp_range(g, box + 1, &range, e))
		return e->code;
	char b[8];
	snprintf(b, sizeof b, "%d", box + 1);
	state_field_set(r, cpc, b);
	log_step(g->log, "§18.2", "%s's range marker advances to box %d: range %d", id, box + 1,
			range);
	return 0;
}

/* §18.31: the distance from a to b counted around hexes held by German units,
 * within `max` steps (max + 1 when farther). */
static int around_germans(struct state *st, struct grid_hex a, struct grid_hex b, int max)
{
	struct state_kind *gk = state_kind(st, "german");
	struct grid_hex ring[2][512];
	int n[2] = { 1, 0 }, cur = 0;

	ring[0][0] = a;
	for (int d = 0; d <= max; d++) {
		for (int i = 0; i < n[cur]; i++)
			if (grid_equal(ring[cur][i], b))
				return d;
		n[!cur] = 0;
		for (int i = 0; i < n[cur]; i++) {
			struct grid_hex nb[6];
			grid_neighbours(ring[cur][i], nb);
			for (int k = 0; k < 6 && n[!cur] < 512; k++) {
				char hx[5];
				int held = 0;
				grid_format(nb[k], hx);
				if (om_old_hex(st, hx) == NULL || grid_distance(a, nb[k]) != d + 1)
					continue;
				for (int j = 0; gk && j < gk->nrows; j++)
					held |= !strcmp(state_field(&gk->rows[j], state_col(gk, "hex")), hx);
				int dup = 0;
				for (int m = 0; m < n[!cur]; m++)
					dup |= grid_equal(ring[!cur][m], nb[k]);
				if (!held && !dup)
					ring[!cur][n[!cur]++] = nb[k];
			}
		}
		cur = !cur;
	}
	return max + 1;
}

/* whether leader row j (an HQ, a General or a CP) commands the unit in hex a
 * (§11.2, §11.3, §18.3, §18.31, §18.32): 1, 0 or -1 with e set; *sect the
 * section, *range and *d the CP's range and distance (0 for an HQ or General),
 * `who` the position whose field stops a CP */
static int commands(struct game_ctx *g, struct state *st, struct om_units *u, int j,
		struct grid_hex a, const char **sect, int *range, int *d, char *who, size_t wsize,
		struct err *e)
{
	const struct state_row *r = &u->k->rows[j];
	int type = om_type_parse(state_field(r, u->type)), cpc = state_col(u->k, "cp");
	int box = cpc >= 0 ? om_atoi(state_field(r, cpc)) : 0;
	struct grid_hex b;

	who[0] = '\0';
	*range = *d = 0;
	if (!om_is_leader(type) || grid_parse(state_field(r, u->at), &b))
		return 0;
	*d = grid_distance(a, b);
	if (type == OM_HQ && box > 0) {
		int f = in_field(g, st, state_field(r, u->at), 0, who, wsize, e);
		*sect = f ? "§18.32" : "§18.3";
		if (f)
			return f < 0 ? -1 : 0;
		if (cp_range(g, box, range, e))
			return -1;
		*d = around_germans(st, b, a, *range);
		return *d <= *range;
	}
	*sect = type == OM_HQ ? "§11.2" : "§11.3";
	return *d <= 1;
}

int om_old_leader_commands(struct game_ctx *g, struct state *st, struct om_units *u, int j, int i,
		struct err *e)
{
	struct grid_hex a;
	const char *sect;
	int range, d;
	char who[96];

	if (j == i || grid_parse(state_field(&u->k->rows[i], u->at), &a))
		return 0;
	return commands(g, st, u, j, a, &sect, &range, &d, who, sizeof who, e);
}

int om_old_under_command(struct game_ctx *g, struct state *st, struct om_units *u, int i,
		int generals, struct err *e)
{
	for (int j = 0; j < u->k->nrows; j++) {
		int type = om_type_parse(state_field(&u->k->rows[j], u->type));
		if (type != OM_HQ && !(generals && type == OM_GENERAL))
			continue;
		int c = om_old_leader_commands(g, st, u, j, i, e);
		if (c)
			return c;
	}
	return 0;
}

int om_old_commanders(struct game_ctx *g, struct state *st, struct om_units *u, int i,
		int verbose, int free_only, char *first, size_t fsize, const char **fsect,
		struct err *e)
{
	struct grid_hex a;
	int n = 0, turn = om_old_turn(st, e);
	char who[96], moved[16];
	const char *id = state_field(&u->k->rows[i], u->id);

	if (turn < 0)
		return -1;
	if (first && fsize)
		first[0] = '\0';
	if (grid_parse(state_field(&u->k->rows[i], u->at), &a))
		return 0;
	snprintf(moved, sizeof moved, "%d:leader", turn);
	int fc = state_col(u->k, "free");
	for (int j = 0; j < u->k->nrows; j++) {
		const struct state_row *r = &u->k->rows[j];
		const char *sect = NULL;
		int range, d;
		if (j == i || !om_is_leader(om_type_parse(state_field(r, u->type))))
			continue;
		/* §7.33: an HQ or General that moved gives no more free actions */
		if (free_only && fc >= 0 && !strcmp(state_field(r, fc), moved)) {
			if (verbose)
				log_step(g->log, "§7.33", "%s moved this turn: it gives no more free "
						"actions", state_field(r, u->id));
			continue;
		}
		int c = commands(g, st, u, j, a, &sect, &range, &d, who, sizeof who, e);
		if (c < 0)
			return -1;
		if (c == 0 && sect && !strcmp(sect, "§18.32") && verbose)
			log_step(g->log, "§18.32", "CP %s is in the field of fire of %s: it commands "
					"no unit", state_field(r, u->id), who);
		if (c == 0)
			continue;
		if (verbose && range > 0)
			log_step(g->log, "§18.3", "%s is under command of CP %s (range %d, %d hex%s)",
					id, state_field(r, u->id), range, d, d == 1 ? "" : "es");
		else if (verbose)
			log_step(g->log, sect, "%s is under command of %s (%s)", id,
					state_field(r, u->id), d ? "adjacent" : "stacked");
		if (n++ == 0 && first && fsize)
			snprintf(first, fsize, "%s%s", range > 0 ? "CP " : "", state_field(r, u->id));
		if (n == 1 && fsect)
			*fsect = sect;
	}
	return n;
}

int om_old_command(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	struct om_units u;
	const char *id = order_get(o, "unit");
	struct grid_hex a;
	int i, n;

	if (om_old_turn(st, e) < 0 || om_old_units(st, &u, e))
		return e->code;
	if ((i = state_find(u.k, u.id, id)) < 0)
		return err_set(e, EXIT_USAGE, "command: no unit '%s'", id);
	if (grid_parse(state_field(&u.k->rows[i], u.at), &a))
		return err_set(e, EXIT_REFUSED, "command: %s is not on the map", id);
	if ((n = om_old_commanders(g, st, &u, i, 1, 0, NULL, 0, NULL, e)) < 0)
		return e->code;
	if (n == 0)
		log_step(g->log, "§11.2", "%s is under no HQ, General or CP's command", id);
	return 0;
}
