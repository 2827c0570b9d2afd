/*
 * climb.c: climbing bluffs and cliffs (§7.4, §7.5; extended §17.11,
 * §17.12) and removing markers (§7.4, §7.5, §7.7), the orders
 *
 *   climb unit=ID to=HEX     cross the bluff or cliff hexside to HEX
 *   rally unit=ID marker=climb|climb-cliff|disrupted
 *
 * Bluff, turns 1-16: the infantry unit crosses and takes a Climb marker; the
 * next turn a free action removes it (rally). Cliff, turns 1-16: first a Climb
 * Cliff marker, the unit stays (a counted action, ruling a01-cliff-first-step);
 * then a free action crosses and flips it to Climb; then a free action removes
 * it. From turn 17 (§17.11, §17.12) a bluff is crossed without a marker, a
 * cliff at once with a Climb marker. Only infantry climbs cliffs; infantry,
 * HQs and Generals climb bluffs (HQs and Generals with the move order, in one
 * turn, no marker). A unit with Climb and Disrupted may only remove Disrupted
 * (§7.4). The hex entered is looked up in terrain.csv as for a move (§7.3).
 * Both spend the unit's action (actions.c, §7.1, §7.2): rally and the
 * cliff's later steps are free. The order does not tell a disruption received
 * this action phase (§7.7's two shades of marker): the player does.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

/* The checks of a climb from the unit's hex to `to` (§7.4, §7.5, §7.3,
 * §7.31): the hexside's feature, or -1 with e set. */
static int climb_check(struct om_model *m, const struct om_unit *u, const char *from,
		const char *to, struct grid_hex b, struct err *e)
{
	const struct table *t;
	const struct om_hex *hto;
	const char *v;
	int f, row, col;

	if (!om_is_infantry(u->type))
		return err_set(e, EXIT_REFUSED, "climb: only infantry climbs (§7.4, §7.5); HQs and "
				"Generals cross a bluff with the move order"), -1;
	if (u->disrupted == 1)
		return kit_refuse(e, "§7.4, §7.7", "climb: %s is disrupted: its only action is to "
				"remove the marker", u->id), -1;
	if (u->at.kind != OM_AT_HEX || !grid_adjacent(u->at.hex, b))
		return err_set(e, EXIT_REFUSED, "climb: %s is not adjacent to %s", to, from), -1;
	f = om_side_between(m, u->at.hex, b);
	if (f != OM_BLUFF && f != OM_CLIFF)
		return kit_refuse(e, "§7.4, §7.5", "climb: %s/%s is not a bluff or cliff hexside",
				from, to), -1;
	if (u->marker == OM_MARK_CLIMB)
		return kit_refuse(e, "rally, §7.4", "climb: %s holds a Climb marker: its only "
				"action is to remove it", u->id), -1;
	if (om_german_at(m, b) != NULL)
		return kit_refuse(e, "§7.31", "climb: %s is held by a German unit", to), -1;
	if ((hto = om_hex_at(m, b)) == NULL)
		return err_set(e, EXIT_REFUSED, "climb: %s has no 'hex' row", to), -1;
	if (table_get(m->g->tables, "omaha", "terrain", &t, e) ||
	    (row = table_find_row(t, om_terrain_name(hto->terrain), "§7.3", e)) < 0 ||
	    (col = table_find_col(t, "move_inf", "§7.3", e)) < 0 ||
	    table_need(t, row, col, "§7.3", &v, e))
		return -1;
	if (strcmp(v, "yes"))
		return kit_refuse(e, "terrain effects table, §7.3", "climb: %s may not enter the %s "
				"hex %s", u->id, om_terrain_name(hto->terrain), to), -1;
	return f;
}

/* The climb itself (§7.4, §7.5, §17.11, §17.12). */
static void climb(struct om_model *m, struct om_unit *u, int cliff, const char *from,
		const char *to, struct grid_hex b)
{
	struct om_place dest = { OM_AT_HEX, b, 0, 0 };
	int a01_free = om_rule_is(m, "a01-cliff-first-step", "free");

	if (!cliff) {
		u->at = dest;
		if (m->turn >= 17) {
			log_step(m->g->log, "§17.11", "%s crosses the bluff %s/%s: no Climb marker in the "
					"extended game; one hex this action", u->id, from, to);
			return;
		}
		u->marker = OM_MARK_CLIMB;
		log_step(m->g->log, "§7.4", "%s crosses the bluff %s/%s and takes a Climb marker "
				"(next turn a free action removes it)", u->id, from, to);
	} else if (m->turn >= 17) {
		u->at = dest;
		u->marker = OM_MARK_CLIMB;
		log_step(m->g->log, "§17.12", "%s climbs the cliff %s/%s at once and takes a Climb "
				"marker", u->id, from, to);
	} else if (u->marker == OM_MARK_CLIMB_CLIFF) {
		u->at = dest;
		u->marker = OM_MARK_CLIMB;
		log_step(m->g->log, "§7.5", "%s, with Climb Cliff, crosses the cliff %s/%s (a free "
				"action) and flips the marker to Climb", u->id, from, to);
	} else {
		u->marker = OM_MARK_CLIMB_CLIFF;
		log_step(m->g->log, "§7.5", "%s starts climbing the cliff %s/%s: a Climb Cliff marker, "
				"it stays in %s (%s)", u->id, from, to, from, a01_free ? _("a free action, "
				"ruling a01-cliff-first-step=free") : _("a counted action unless the unit has "
				"a free one, ruling a01-cliff-first-step"));
	}
}

int om_climb(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *id = order_get(o, "unit"), *to = order_get(o, "to"), *why = NULL;
	struct om_unit *u;
	struct grid_hex b;
	char from[8], place[32];
	int f;

	if (om_free_action(m, o, id, "climb", e))   /* free.c */
		return e->code;
	if ((u = om_unit_find(m, id)) == NULL)
		return err_set(e, EXIT_DATA, "climb: no unit '%s'", id);
	snprintf(from, sizeof from, "%s", om_place_text(m, u->at, place));
	if (grid_parse(to, &b))   /* the place is checked with it (not adjacent) */
		b.col = b.row = -9;
	if ((f = climb_check(m, u, from, to, b, e)) < 0)
		return e->code;
	/* §7.1, §7.2: the action; the cliff's later steps are free (§7.5), the first
	 * per ruling a01-cliff-first-step */
	if (f == OM_CLIFF && m->turn < 17 && u->marker == OM_MARK_CLIMB_CLIFF)
		why = "a Climb Cliff marker's action, §7.5";
	else if (f == OM_CLIFF && m->turn < 17 && om_rule_is(m, "a01-cliff-first-step", "free"))
		why = "the first step of a cliff, ruling a01-cliff-first-step=free";
	if (om_action(m, &u, 1, why, e))
		return e->code;
	climb(m, u, f == OM_CLIFF, from, to, b);
	return 0;
}

int om_rally(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *id = order_get(o, "unit"), *mk = order_get(o, "marker");
	struct om_unit *u = om_unit_find(m, id);

	if (u == NULL)
		return err_set(e, EXIT_DATA, "rally: no unit '%s'", id);
	if (!strcmp(mk, "disrupted")) {
		if (u->disrupted != 1)
			return err_set(e, EXIT_REFUSED, "rally: %s is not disrupted", id);
		if (om_action(m, &u, 1, "a Disrupted marker's action", e))   /* §7.1 */
			return e->code;
		u->disrupted = 0;
		log_step(m->g->log, "§7.7", "%s removes its Disrupted marker (a free action, its only "
				"one this phase)", id);
		return 0;
	}
	if (strcmp(mk, "climb") && strcmp(mk, "climb-cliff"))
		return err_set(e, EXIT_USAGE, "rally: marker=%s is not climb, climb-cliff or "
				"disrupted", mk);
	if (strcmp(om_mark_name(u->marker), mk))
		return err_set(e, EXIT_REFUSED, "rally: %s has no %s marker", id, mk);
	if (u->disrupted == 1)
		return kit_refuse(e, "§7.4", "rally: %s is disrupted: its only action is to remove "
				"Disrupted; the %s marker stays", id, mk);
	if (om_action(m, &u, 1, "a climb marker's action", e))   /* §7.1 */
		return e->code;
	u->marker = OM_MARK_NONE;
	log_step(m->g->log, !strcmp(mk, "climb") ? "§7.4" : "§7.5", "%s removes its %s marker (a "
			"free action)%s", id, !strcmp(mk, "climb") ? "Climb" : "Climb Cliff",
			!strcmp(mk, "climb") ? "" : " and stays where it is");
	return 0;
}

/* The id in a comma list. */
static int listed(const char *list, const char *id)
{
	size_t idl = strlen(id);

	for (const char *p = list; p && *p;) {
		size_t len = strcspn(p, ",");
		if (len == idl && !strncmp(p, id, idl))
			return 1;
		p += len;
		p += *p == ',';
	}
	return 0;
}

/* §7.6: the end of the US action phase: at most 2 US units a hex, leaders not
 * counted; the excess is eliminated, the units the player names (eliminate=). */
int om_endphase(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *kill = order_get(o, "eliminate");
	int over = 0;

	for (const char *p = kill; p && *p;) {
		size_t len = strcspn(p, ",");
		char id[64];
		snprintf(id, sizeof id, "%.*s", (int)(len < 63 ? len : 63), p);
		if (om_unit_find(m, id) == NULL)
			return err_set(e, EXIT_DATA, "endphase: no unit '%s'", id);
		p += len;
		p += *p == ',';
	}
	for (int i = 0; i < m->nu; i++) {
		const struct om_unit *u = &m->u[i];
		int first = 1, n = 0, named = 0;
		if (u->at.kind != OM_AT_HEX || om_is_leader(u->type))
			continue;
		for (int j = 0; j < m->nu; j++) {
			if (!om_place_equal(m->u[j].at, u->at) || om_is_leader(m->u[j].type))
				continue;
			first &= j >= i;
			n++;
			named += listed(kill, m->u[j].id);
		}
		if (!first || n <= 2)
			continue;
		over = 1;
		if (named != n - 2) {
			char at[32];
			return err_set(e, EXIT_REFUSED, "endphase: %s holds %d US units, 2 at most "
					"(§7.6): name the %d eliminated with eliminate=",
					om_place_text(m, u->at, at), n, n - 2);
		}
	}
	for (struct om_unit *u = m->u; u < m->u + m->nu; u++)
		if (listed(kill, u->id))
			om_eliminate(m, u, "over the stacking limit", "§7.6");
	if (!over)
		log_step(m->g->log, "§7.6", "End of the US action phase: no hex holds more than 2 US "
				"units");
	om_action_reset(m);   /* §7.2 */
	return 0;
}
