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
 * (e.g. `9:hero`), which the count of the turn's actions (om_action in
 * actions.c, §7.2) reads as a free action. A unit whose `free` shows this turn has had its action (§7.1, §7.2:
 * one action per unit per turn, free or not): refused.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

#define OM_FREE_MAX 16

static const char *const kinds[] = { "hero", "inspired", "command", "leader", NULL };

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

/* free=hero and free=inspired: the unit's own marker (§11.12, §11.15) */
static int marker_free(const struct om_unit *u, const char *kind, const char *action,
		char *why, size_t wsize, const char **sect, struct err *e)
{
	if (!strcmp(kind, "hero")) {
		if (strcmp(u->hero, "hero"))
			return err_set(e, EXIT_REFUSED, "%s: free=hero: %s carries no hero marker%s "
					"(§11.12: the free action is its own unit's only, not its hex's)",
					action, u->id, !strcmp(u->hero, "inspired") ? " (an Inspired one: "
					"free=inspired)" : "");
		snprintf(why, wsize, "its hero's");
		*sect = "§11.12";
		return 0;
	}
	if (strcmp(u->hero, "inspired"))
		return kit_refuse(e, "§11.15", "%s: free=inspired: %s carries no Inspired marker",
				action, u->id);
	snprintf(why, wsize, "an Inspired unit's");
	*sect = "§11.15";
	return 0;
}

/* checks the unit's right to the free action; 0 or an exit status */
static int eligible(struct om_model *m, const struct om_unit *u, const char *kind,
		const char *action, char *why, size_t wsize, const char **sect, struct err *e)
{
	if (!strcmp(kind, "hero") || !strcmp(kind, "inspired"))
		return marker_free(u, kind, action, why, wsize, sect, e);
	if (!strcmp(kind, "command")) {
		char first[128];
		int n = om_commanders(m, u, 0, 1, first, sizeof first, sect, e);
		if (n < 0)
			return e->code;
		if (n == 0 && om_commanded_at_start(m, u, u) >= 0)   /* phase.c: recorded */
			return kit_refuse(e, "§7.1, §11.2, §11.3, §18.3; §7.33", "%s: free=command: "
					"%s was under no HQ, General or CP's command at the start of the "
					"action phase (set,commanded), or its leader has moved since",
					action, u->id);
		if (n == 0 && om_get_int(m, OM_K_SNIPERS, -1) == m->turn)
			return kit_refuse(e, "§11.2, §11.3, §18.3; the snipers' event, digest 3.5",
					"%s: free=command: %s is under no HQ, General or CP's command "
					"(snipers this turn: 16HQ's command radius is one hex)", action,
					u->id);
		if (n == 0)
			return kit_refuse(e, "§11.2, §11.3, §18.3; one that moved this turn gives no "
					"more free actions, §7.33", "%s: free=command: %s is under no HQ, "
					"General or CP's command", action, u->id);
		snprintf(why, wsize, "under command of %s", first);
		return 0;
	}
	if (u->type != OM_HQ && u->type != OM_GENERAL)
		return kit_refuse(e, "§11.2, §11.3", "%s: free=leader: %s is not an HQ or a General",
				action, u->id);
	if (strcmp(action, "move"))
		return kit_refuse(e, "§11.2, §11.3", "%s: free=leader: an HQ or General's free "
				"action is a one-hex move", action);
	if (u->cp > 0)
		return err_set(e, EXIT_REFUSED, "%s: %s is a CP: it cannot move (§18); abandon it "
				"first (§18.11)", action, u->id);
	snprintf(why, wsize, "%s's own move; it gives no more free actions this phase (§7.33)",
			u->type == OM_HQ ? _("an HQ") : _("a General"));
	*sect = u->type == OM_HQ ? "§11.2" : "§11.3";
	return 0;
}

/* free=: KIND or ID:KIND tokens, one bare KIND at most, each ID one of the
 * order's units: the count of tokens, or -1 with e set. */
static int parse_free(const char *spec, char (*tok)[80], const char *action, struct err *e)
{
	int nt = order_split(spec, &tok[0][0], 80, OM_FREE_MAX), bare = 0;

	if (nt < 1)
		return err_set(e, EXIT_USAGE, "%s: free= is KIND or ID:KIND,... (KIND hero, "
				"inspired, command or leader)", action), -1;
	for (int t = 0; t < nt; t++) {
		const char *colon = strrchr(tok[t], ':');
		bare += colon == NULL;
		if (kit_enum(kinds, colon ? colon + 1 : tok[t]) < 0 || colon == tok[t])
			return err_set(e, EXIT_USAGE, "%s: free=%s: '%s' is not KIND or ID:KIND (KIND "
					"hero, inspired, command or leader)", action, spec, tok[t]), -1;
	}
	if (bare > 1)
		return err_set(e, EXIT_USAGE, "%s: free=%s: one KIND for all units at most", action,
				spec), -1;
	return nt;
}

int om_free_action(struct om_model *m, const struct order *o, const char *units,
		const char *action, struct err *e)
{
	const char *spec = order_get(o, "free");
	char tok[OM_FREE_MAX][80], ids[OM_FREE_MAX][64], why[OM_FREE_MAX][192];
	const char *kind[OM_FREE_MAX], *sect[OM_FREE_MAX];
	struct om_unit *us[OM_FREE_MAX];
	int nt, n;

	if (om_phase_begin(m, e))   /* phase.c: §7.1, before anything moves */
		return e->code;
	if (spec == NULL || *spec == '\0')
		return 0;
	if ((nt = parse_free(spec, tok, action, e)) < 0)
		return e->code;
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
	om_ucol_add(m, OM_UC_FREE);
	for (int k = 0; k < n; k++) {
		kind[k] = kind_of(tok, nt, ids[k]);
		if ((us[k] = om_unit_find(m, ids[k])) == NULL)
			return err_set(e, EXIT_DATA, "%s: no unit '%s'", action, ids[k]);
		if (kind[k] == NULL)
			continue;
		if (om_this_turn(us[k]->free, m->turn))
			return err_set(e, EXIT_REFUSED, "%s: %s has already taken its action this "
					"turn (free: %s; §7.1, §7.2: one action per unit per turn)", action,
					ids[k], us[k]->free);
		sect[k] = "§7.2";
		if (eligible(m, us[k], kind[k], action, why[k], sizeof why[k], &sect[k], e))
			return e->code;
	}
	for (int k = 0; k < n; k++) {   /* all checked: write and log */
		if (kind[k] == NULL)
			continue;
		us[k]->free = om_strf(m, "%d:%s", m->turn, kind[k]);
		log_step(m->g->log, sect[k], "%s's %s is a free action (not counted against the "
				"division's actions, §7.2): %s", ids[k], action, why[k]);
	}
	return 0;
}
