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
 * The same test serves the other orders: om_commanders (the order command, and
 * free=command of free.c, skipping leaders that moved, §7.33),
 * om_leader_commands and om_under_command (radios, ranged attacks and
 * barrages in assault.c and bombard.c: a CP's units have an HQ's
 * benefits, §18.3).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

/* Whether a hex carries a dot of an occupied position (potential: or of an
 * unoccupied one with a LOC): 1 with `who` the position, 0, or -1 with e set. */
static int in_field(struct om_model *m, struct grid_hex hex, int potential, char *who,
		size_t wsize, struct err *e)
{
	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++) {
		int occupied, loc = 0;
		if (!grid_equal(f->hex, hex))
			continue;
		occupied = om_german_in(m, f->pos) != NULL;
		if (!occupied && potential && om_loc_trace(m, f->pos, 0, &loc, e))
			return -1;
		if (occupied || loc) {
			snprintf(who, wsize, "%s%s", f->pos, occupied ? "" : _(" (unoccupied, with a LOC)"));
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

/* §18.1: the HQ becomes a CP outside every potential field of fire. */
static int establish(struct om_model *m, struct om_unit *hq, struct err *e)
{
	char who[96], hex[32];
	int range, f;

	if (hq->cp > 0)
		return err_set(e, EXIT_REFUSED, "cp: %s is already a CP", hq->id);
	if (hq->at.kind != OM_AT_HEX)
		return err_set(e, EXIT_REFUSED, "cp: %s is not on the map", hq->id);
	om_place_text(m, hq->at, hex);
	if ((f = in_field(m, hq->at.hex, 1, who, sizeof who, e)) < 0)
		return e->code;
	if (f)
		return kit_refuse(e, "§18.1", "cp: %s is in the potential field of fire of %s", hex,
				who);
	if (cp_range(m->g, 1, &range, e))
		return e->code;
	hq->cp = 1;
	log_step(m->g->log, "§18.1", "%s becomes a CP in %s; its marker in box 1: range %d (not an "
			"action)", hq->id, hex, range);
	return 0;
}

/* §18.2: the CP's marker advances one box, outside every occupied field. */
static int advance(struct om_model *m, struct om_unit *hq, struct err *e)
{
	char who[96], hex[32];
	int range, f;

	om_place_text(m, hq->at, hex);
	if ((f = hq->at.kind == OM_AT_HEX ? in_field(m, hq->at.hex, 0, who, sizeof who, e) : 0) < 0)
		return e->code;
	if (f)
		return kit_refuse(e, "§18.2, §18.32", "cp: %s is in the field of fire of %s: its "
				"marker cannot advance", hex, who);
	if (cp_range(m->g, hq->cp + 1, &range, e))
		return e->code;
	hq->cp++;
	log_step(m->g->log, "§18.2", "%s's range marker advances to box %d: range %d", hq->id,
			hq->cp, range);
	return 0;
}

int om_cp(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *id = order_get(o, "hq"), *action = order_get(o, "action");
	struct om_unit *hq = om_unit_find(m, id);

	if (hq == NULL || hq->type != OM_HQ)
		return kit_refuse(e, "§18", "cp: %s is not an HQ", id);
	if (m->turn < 17)
		return kit_refuse(e, "§18, §15 V", "cp: command posts exist from turn 17");
	om_ucol_add(m, OM_UC_CP);
	if (!strcmp(action, "establish"))
		return establish(m, hq, e);
	if (hq->cp < 1)
		return err_set(e, EXIT_REFUSED, "cp: %s is not a CP", id);
	if (!strcmp(action, "abandon")) {
		hq->cp = -1;
		log_step(m->g->log, "§18.11", "%s is abandoned: back to an HQ (with an HQ move "
				"action); its range marker leaves the track", id);
		return 0;
	}
	if (strcmp(action, "advance"))
		return err_set(e, EXIT_USAGE, "cp: action=%s is not establish, advance or abandon",
				action);
	return advance(m, hq, e);
}

/* §18.31: the distance from a to b counted around hexes held by German units,
 * within `max` steps (max + 1 when farther). */
static int around_germans(struct om_model *m, struct grid_hex a, struct grid_hex b, int max)
{
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
				int dup = 0;
				if (om_hex_at(m, nb[k]) == NULL || grid_distance(a, nb[k]) != d + 1 ||
				    om_german_at(m, nb[k]) != NULL)
					continue;
				for (int j = 0; j < n[!cur]; j++)
					dup |= grid_equal(ring[!cur][j], nb[k]);
				if (!dup)
					ring[!cur][n[!cur]++] = nb[k];
			}
		}
		cur = !cur;
	}
	return max + 1;
}

/* The snipers' event (digest 3.5's example card, "Snipers target runners.
 * Command radius for 16 HQ limited to one hex this turn"; event.c writes
 * set,snipers,TURN): 1 if leader l is the 16th HQ (id 16HQ, the designation
 * the state uses) on the turn of the event. An HQ commands its own and the
 * adjacent hexes (§11.2): one hex already; the card limits a CP's range
 * (§18.3) to one hex. */
static int sniped(const struct om_model *m, const struct om_unit *l)
{
	return l->type == OM_HQ && !strcmp(l->id, "16HQ") &&
		om_get_int(m, OM_K_SNIPERS, -1) == m->turn;
}

/* Whether leader l (an HQ, a General or a CP) commands the unit in hex a
 * (§11.2, §11.3, §18.3, §18.31, §18.32): 1, 0 or -1 with e set; *sect the
 * section, *range and *d the CP's range and distance (0 for an HQ or General),
 * `who` the position whose field stops a CP. */
static int commands(struct om_model *m, const struct om_unit *l, struct grid_hex a,
		const char **sect, int *range, int *d, char *who, size_t wsize, struct err *e)
{
	who[0] = '\0';
	*range = *d = 0;
	if (!om_is_leader(l->type) || l->at.kind != OM_AT_HEX)
		return 0;
	*d = grid_distance(a, l->at.hex);
	if (l->type == OM_HQ && l->cp > 0) {
		int f = in_field(m, l->at.hex, 0, who, wsize, e);
		*sect = f ? "§18.32" : "§18.3";
		if (f)
			return f < 0 ? -1 : 0;
		if (cp_range(m->g, l->cp, range, e))
			return -1;
		if (sniped(m, l) && *range > 1)
			*range = 1;
		*d = around_germans(m, l->at.hex, a, *range);
		return *d <= *range;
	}
	*sect = l->type == OM_HQ ? "§11.2" : "§11.3";
	return *d <= 1;
}

int om_leader_commands(struct om_model *m, const struct om_unit *l, const struct om_unit *u,
		struct err *e)
{
	const char *sect;
	int range, d;
	char who[96];

	if (l == u || u->at.kind != OM_AT_HEX)
		return 0;
	return commands(m, l, u->at.hex, &sect, &range, &d, who, sizeof who, e);
}

int om_under_command(struct om_model *m, const struct om_unit *u, int generals,
		struct err *e)
{
	for (const struct om_unit *l = m->u; l < m->u + m->nu; l++) {
		int c;
		if (l->type != OM_HQ && !(generals && l->type == OM_GENERAL))
			continue;
		if ((c = om_leader_commands(m, l, u, e)) != 0)
			return c;
	}
	return 0;
}

/* One commander found: logged if verbose. */
static void commander(struct om_model *m, const struct om_unit *u, const struct om_unit *l,
		const char *sect, int range, int d, int verbose)
{
	if (verbose && range > 0)
		log_stepn(m->g->log, "§18.3", "%s is under command of CP %s (range %d, %d hex)",
				"%s is under command of CP %s (range %d, %d hexes)", d, u->id, l->id,
				range, d);
	else if (verbose)
		log_step(m->g->log, sect, "%s is under command of %s (%s)", u->id, l->id,
				d ? "adjacent" : "stacked");
}

int om_commanders(struct om_model *m, const struct om_unit *u, int verbose, int free_only,
		char *first, size_t fsize, const char **fsect, struct err *e)
{
	char who[96], moved[16];
	int n = 0;

	if (first && fsize)
		first[0] = '\0';
	if (u->at.kind != OM_AT_HEX)
		return 0;
	snprintf(moved, sizeof moved, "%d:leader", m->turn);
	for (const struct om_unit *l = m->u; l < m->u + m->nu; l++) {
		const char *sect = NULL;
		int range, d, c;
		if (l == u || !om_is_leader(l->type))
			continue;
		/* §7.33: an HQ or General that moved gives no more free actions */
		if (free_only && !strcmp(l->free, moved)) {
			if (verbose)
				log_step(m->g->log, "§7.33", "%s moved this turn: it gives no more free "
						"actions", l->id);
			continue;
		}
		if (verbose && sniped(m, l) && l->cp > 0)
			log_step(m->g->log, "§18.3", "Snipers target runners: CP %s's command radius "
					"is one hex this turn (set,snipers,%d; digest 3.5's example card)",
					l->id, m->turn);
		if ((c = commands(m, l, u->at.hex, &sect, &range, &d, who, sizeof who, e)) < 0)
			return -1;
		/* §7.1: command as it stood at the start of the action phase, when the
		 * state records it (phase.c) */
		int at_start = om_commanded_at_start(m, u, l);
		if (at_start >= 0 && at_start != c) {
			if (verbose)
				log_step(m->g->log, "§7.1", "%s %s under command of %s at the start of the "
						"action phase (set,commanded): that counts", u->id,
						at_start ? _("was") : _("was not"), l->id);
			c = at_start;
			if (!c)
				continue;
			sect = "§7.1";
			range = 0;
			d = grid_distance(u->at.hex, l->at.hex);
		}
		if (c == 0 && sect && !strcmp(sect, "§18.32") && verbose)
			log_step(m->g->log, "§18.32", "CP %s is in the field of fire of %s: it commands "
					"no unit", l->id, who);
		if (c == 0)
			continue;
		commander(m, u, l, sect, range, d, verbose);
		if (n++ == 0 && first && fsize)
			snprintf(first, fsize, "%s%s", range > 0 ? "CP " : "", l->id);
		if (n == 1 && fsect)
			*fsect = sect;
	}
	return n;
}

int om_command(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *id = order_get(o, "unit");
	struct om_unit *u = om_unit_find(m, id);
	int n;

	if (u == NULL)
		return err_set(e, EXIT_USAGE, "command: no unit '%s'", id);
	if (u->at.kind != OM_AT_HEX)
		return err_set(e, EXIT_REFUSED, "command: %s is not on the map", id);
	if ((n = om_commanders(m, u, 1, 0, NULL, 0, NULL, e)) < 0)
		return e->code;
	if (n == 0)
		log_step(m->g->log, "§11.2", "%s is under no HQ, General or CP's command", id);
	return 0;
}
