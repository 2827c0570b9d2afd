/*
 * free.c: free actions (§7.1, §7.2, §11.12, §11.15, §11.2, §11.3, §18.3),
 * the argument free= of the action orders move, assault, climb and bombard:
 *
 *   free=KIND             every unit of the order takes its action free
 *   free=ID:KIND,...      the units named (the others' action is counted)
 *
 * KIND is why the action is free:
 *   hero      the unit carries a hero marker (§11.12): only that unit, not the
 *             others of its hex;
 *   inspired  the unit carries an Inspired marker (§11.15);
 *   command   the unit is under command of an HQ or General (its own or an
 *             adjacent hex, §11.2, §11.3), or within a CP's range (§18.3,
 *             §18.31, §18.32); an HQ or General that moved this turn gives no
 *             more (§7.33). The state has no "start of the action phase": the
 *             places are those of the state, as for the order `command`;
 *   leader    an HQ or General's own one-hex move (§11.2, §11.3); it is written
 *             down so that §7.33 knows it moved. A CP cannot move (§18).
 *
 * The action is logged as free and the unit column `free` is set to TURN:KIND
 * (e.g. `9:hero`), which the count of the turn's actions (om_old_action in
 * actions.c, §7.2) reads as a free action. A unit whose `free` shows this turn has had its action (§7.1, §7.2:
 * one action per unit per turn, free or not): refused.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

#define OM_FREE_MAX 16

static const char *const kinds[] = { "hero", "inspired", "command", "leader", NULL };

static int kind_ok(const char *k)
{
	for (int i = 0; kinds[i]; i++)
		if (!strcmp(kinds[i], k))
			return 1;
	return 0;
}

/* the KIND free= gives unit `id` (NULL: none) */
static const char *kind_of(char (*tok)[80], int nt, const char *id)
{
	const char *all = NULL;

	for (int t = 0; t < nt; t++) {
		const char *colon = strrchr(tok[t], ':');
		if (!colon)
			all = tok[t];
		else if ((size_t)(colon - tok[t]) == strlen(id) && !strncmp(tok[t], id, strlen(id)))
			return colon + 1;
	}
	return all;
}

/* checks the unit's right to the free action; 0 or an exit status */
static int eligible(struct game_ctx *g, struct state *st, struct om_units *u, int i,
		const char *kind, const char *action, char *why, size_t wsize, const char **sect,
		struct err *e)
{
	const struct state_row *r = &u->k->rows[i];
	const char *id = state_field(r, u->id);
	int hc = state_col(u->k, "hero"), cpc = state_col(u->k, "cp");
	const char *hero = hc >= 0 ? state_field(r, hc) : "";
	int type = om_type_parse(state_field(r, u->type));

	if (!strcmp(kind, "hero")) {
		if (strcmp(hero, "hero"))
			return err_set(e, EXIT_REFUSED, "%s: free=hero: %s carries no hero marker%s "
					"(§11.12: the free action is its own unit's only, not its hex's)",
					action, id, !strcmp(hero, "inspired") ? " (an Inspired one: "
					"free=inspired)" : "");
		snprintf(why, wsize, "its hero's");
		*sect = "§11.12";
	} else if (!strcmp(kind, "inspired")) {
		if (strcmp(hero, "inspired"))
			return err_set(e, EXIT_REFUSED, "%s: free=inspired: %s carries no Inspired "
					"marker (§11.15)", action, id);
		snprintf(why, wsize, "an Inspired unit's");
		*sect = "§11.15";
	} else if (!strcmp(kind, "command")) {
		char first[128];
		int n = om_old_commanders(g, st, u, i, 0, 1, first, sizeof first, sect, e);
		if (n < 0)
			return e->code;
		if (n == 0)
			return err_set(e, EXIT_REFUSED, "%s: free=command: %s is under no HQ, General "
					"or CP's command (§11.2, §11.3, §18.3; one that moved this turn "
					"gives no more free actions, §7.33)", action, id);
		snprintf(why, wsize, "under command of %s", first);
	} else {
		if (type != OM_HQ && type != OM_GENERAL)
			return err_set(e, EXIT_REFUSED, "%s: free=leader: %s is not an HQ or a "
					"General (§11.2, §11.3)", action, id);
		if (strcmp(action, "move"))
			return err_set(e, EXIT_REFUSED, "%s: free=leader: an HQ or General's free "
					"action is a one-hex move (§11.2, §11.3)", action);
		if (cpc >= 0 && om_atoi(state_field(r, cpc)) > 0)
			return err_set(e, EXIT_REFUSED, "%s: %s is a CP: it cannot move (§18); "
					"abandon it first (§18.11)", action, id);
		snprintf(why, wsize, "%s's own move; it gives no more free actions this phase "
				"(§7.33)", type == OM_HQ ? "an HQ" : "a General");
		*sect = type == OM_HQ ? "§11.2" : "§11.3";
	}
	return 0;
}

int om_old_free_action(struct game_ctx *g, struct state *st, const struct order *o,
		const char *units, const char *action, struct err *e)
{
	static const char *const cols[] = { "free" };
	const char *spec = order_get(o, "free");
	char tok[OM_FREE_MAX][80], ids[OM_FREE_MAX][64], why[OM_FREE_MAX][192];
	const char *kind[OM_FREE_MAX], *sect[OM_FREE_MAX];
	int nt, n, idx[OM_FREE_MAX], turn;
	struct om_units u;

	if (spec == NULL || *spec == '\0')
		return 0;
	if ((nt = order_split(spec, &tok[0][0], 80, OM_FREE_MAX)) < 1)
		return err_set(e, EXIT_USAGE, "%s: free= is KIND or ID:KIND,... (KIND hero, "
				"inspired, command or leader)", action);
	int bare = 0;
	for (int t = 0; t < nt; t++) {
		const char *colon = strrchr(tok[t], ':');
		bare += colon == NULL;
		if (!kind_ok(colon ? colon + 1 : tok[t]) || colon == tok[t])
			return err_set(e, EXIT_USAGE, "%s: free=%s: '%s' is not KIND or ID:KIND (KIND "
					"hero, inspired, command or leader)", action, spec, tok[t]);
	}
	if (bare > 1)
		return err_set(e, EXIT_USAGE, "%s: free=%s: one KIND for all units at most",
				action, spec);
	if (units == NULL || *units == '\0' ||
	    (n = order_split(units, &ids[0][0], 64, OM_FREE_MAX)) < 1)
		return err_set(e, EXIT_USAGE, "%s: free= needs the order's units", action);
	for (int t = 0; t < nt; t++) {   /* an ID:KIND names a unit of the order */
		const char *colon = strrchr(tok[t], ':');
		int found = colon == NULL;
		for (int k = 0; k < n && !found; k++)
			found = (size_t)(colon - tok[t]) == strlen(ids[k]) &&
				!strncmp(tok[t], ids[k], strlen(ids[k]));
		if (!found)
			return err_set(e, EXIT_USAGE, "%s: free=%s names a unit not in the order",
					action, tok[t]);
	}
	if ((turn = om_old_turn(st, e)) < 0 || state_kind_add(st, "unit", cols, 1) == NULL ||
	    om_old_units(st, &u, e))
		return e->code ? e->code : err_set(e, EXIT_IO, "out of memory");
	int fc = state_col(u.k, "free");
	for (int k = 0; k < n; k++) {
		kind[k] = kind_of(tok, nt, ids[k]);
		if ((idx[k] = state_find(u.k, u.id, ids[k])) < 0)
			return err_set(e, EXIT_DATA, "%s: no unit '%s'", action, ids[k]);
		if (kind[k] == NULL)
			continue;
		if (om_this_turn(state_field(&u.k->rows[idx[k]], fc), turn))
			return err_set(e, EXIT_REFUSED, "%s: %s has already taken its action this turn "
					"(free: %s; §7.1, §7.2: one action per unit per turn)", action,
					ids[k], state_field(&u.k->rows[idx[k]], fc));
		sect[k] = "§7.2";
		if (eligible(g, st, &u, idx[k], kind[k], action, why[k], sizeof why[k], &sect[k],
				e))
			return e->code;
	}
	for (int k = 0; k < n; k++) {   /* all checked: write and log */
		char v[96];
		if (kind[k] == NULL)
			continue;
		snprintf(v, sizeof v, "%d:%s", turn, kind[k]);
		state_field_set(&u.k->rows[idx[k]], fc, v);
		log_step(g->log, sect[k], "%s's %s is a free action (not counted against the "
				"division's actions, §7.2): %s", ids[k], action, why[k]);
	}
	return 0;
}
