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

#include "om.h"

int om_old_climb(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	struct om_units u;
	const char *id = order_get(o, "unit"), *to = order_get(o, "to");
	int i, turn;
	struct grid_hex a, b;

	if (om_old_free_action(g, st, o, id, "climb", e))   /* free.c */
		return e->code;
	if ((turn = om_old_turn(st, e)) < 0 || om_old_units(st, &u, e))
		return e->code;
	if ((i = state_find(u.k, u.id, id)) < 0)
		return err_set(e, EXIT_DATA, "climb: no unit '%s'", id);
	struct state_row *r = &u.k->rows[i];
	char from[8];
	snprintf(from, sizeof from, "%s", state_field(r, u.at));
	int type = om_type_parse(state_field(r, u.type));
	const char *marker = state_field(r, u.marker);
	if (type != OM_INF && type != OM_RANGER)
		return err_set(e, EXIT_REFUSED, "climb: only infantry climbs (§7.4, §7.5); HQs and "
				"Generals cross a bluff with the move order");
	if (!strcmp(state_field(r, u.disrupted), "1"))
		return err_set(e, EXIT_REFUSED, "climb: %s is disrupted: its only action is to remove "
				"the marker (§7.4, §7.7)", id);
	if (grid_parse(from, &a) || grid_parse(to, &b) || !grid_adjacent(a, b))
		return err_set(e, EXIT_REFUSED, "climb: %s is not adjacent to %s", to, from);
	const char *f = om_old_side_feature(st, from, to);

	if (f == NULL)
		f = "";
	if (strcmp(f, "bluff") && strcmp(f, "cliff"))
		return err_set(e, EXIT_REFUSED, "climb: %s/%s is not a bluff or cliff hexside "
				"(§7.4, §7.5)", from, to);
	if (!strcmp(marker, "climb"))
		return err_set(e, EXIT_REFUSED, "climb: %s holds a Climb marker: its only action is "
				"to remove it (rally, §7.4)", id);
	struct state_kind *gk = state_kind(st, "german");
	for (int j = 0; gk && j < gk->nrows; j++)
		if (!strcmp(state_field(&gk->rows[j], state_col(gk, "hex")), to))
			return err_set(e, EXIT_REFUSED, "climb: %s is held by a German unit (§7.31)", to);
	struct state_row *hto = om_old_hex(st, to);
	if (hto == NULL)
		return err_set(e, EXIT_REFUSED, "climb: %s has no 'hex' row", to);
	const struct table *t;
	const char *v;
	int row, col;
	if (table_get(g->tables, "omaha", "terrain", &t, e) ||
	    (row = table_find_row(t, om_old_col(st, "hex", hto, "terrain"), "§7.3", e)) < 0 ||
	    (col = table_find_col(t, "move_inf", "§7.3", e)) < 0 ||
	    table_need(t, row, col, "§7.3", &v, e))
		return e->code;
	if (strcmp(v, "yes"))
		return err_set(e, EXIT_REFUSED, "climb: %s may not enter the %s hex %s (terrain "
				"effects table, §7.3)", id, om_old_col(st, "hex", hto, "terrain"), to);
	/* §7.1, §7.2: the action; the cliff's later steps are free (§7.5), the first
	 * per ruling a01-cliff-first-step */
	const char *a01 = game_rule(g, st, "a01-cliff-first-step"), *why = NULL;
	if (!strcmp(f, "cliff") && turn < 17 && !strcmp(marker, "climb-cliff"))
		why = "a Climb Cliff marker's action, §7.5";
	else if (!strcmp(f, "cliff") && turn < 17 && a01 && !strcmp(a01, "free"))
		why = "the first step of a cliff, ruling a01-cliff-first-step=free";
	if (om_old_action(g, st, &u, &i, 1, why, e))
		return e->code;
	char h[8];
	snprintf(h, sizeof h, "%s", to);
	if (!strcmp(f, "bluff")) {
		state_field_set(r, u.at, h);
		if (turn >= 17) {
			log_step(g->log, "§17.11", "%s crosses the bluff %s/%s: no Climb marker in the "
					"extended game; one hex this action", id, from, h);
		} else {
			state_field_set(r, u.marker, "climb");
			log_step(g->log, "§7.4", "%s crosses the bluff %s/%s and takes a Climb marker "
					"(next turn a free action removes it)", id, from, h);
		}
		return 0;
	}
	/* cliff (§7.5) */
	if (turn >= 17) {
		state_field_set(r, u.at, h);
		state_field_set(r, u.marker, "climb");
		log_step(g->log, "§17.12", "%s climbs the cliff %s/%s at once and takes a Climb marker",
				id, from, h);
		return 0;
	}
	if (!strcmp(marker, "climb-cliff")) {
		state_field_set(r, u.at, h);
		state_field_set(r, u.marker, "climb");
		log_step(g->log, "§7.5", "%s, with Climb Cliff, crosses the cliff %s/%s (a free "
				"action) and flips the marker to Climb", id, from, h);
		return 0;
	}
	state_field_set(r, u.marker, "climb-cliff");
	log_step(g->log, "§7.5", "%s starts climbing the cliff %s/%s: a Climb Cliff marker, it "
			"stays in %s (%s)", id, from, h, from, a01 && !strcmp(a01, "free") ?
			"a free action, ruling a01-cliff-first-step=free" : "a counted action unless "
			"the unit has a free one, ruling a01-cliff-first-step");
	return 0;
}

int om_old_rally(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	struct om_units u;
	const char *id = order_get(o, "unit"), *m = order_get(o, "marker");
	int i;

	if (om_old_turn(st, e) < 0 || om_old_units(st, &u, e))
		return e->code;
	if ((i = state_find(u.k, u.id, id)) < 0)
		return err_set(e, EXIT_DATA, "rally: no unit '%s'", id);
	struct state_row *r = &u.k->rows[i];
	if (!strcmp(m, "disrupted")) {
		if (strcmp(state_field(r, u.disrupted), "1"))
			return err_set(e, EXIT_REFUSED, "rally: %s is not disrupted", id);
		if (om_old_action(g, st, &u, &i, 1, "a Disrupted marker's action", e))   /* §7.1 */
			return e->code;
		state_field_set(r, u.disrupted, "0");
		log_step(g->log, "§7.7", "%s removes its Disrupted marker (a free action, its only "
				"one this phase)", id);
		return 0;
	}
	if (strcmp(m, "climb") && strcmp(m, "climb-cliff"))
		return err_set(e, EXIT_USAGE, "rally: marker=%s is not climb, climb-cliff or "
				"disrupted", m);
	if (strcmp(state_field(r, u.marker), m))
		return err_set(e, EXIT_REFUSED, "rally: %s has no %s marker", id, m);
	if (!strcmp(state_field(r, u.disrupted), "1"))
		return err_set(e, EXIT_REFUSED, "rally: %s is disrupted: its only action is to remove "
				"Disrupted; the %s marker stays (§7.4)", id, m);
	if (om_old_action(g, st, &u, &i, 1, "a climb marker's action", e))   /* §7.1 */
		return e->code;
	state_field_set(r, u.marker, "");
	log_step(g->log, !strcmp(m, "climb") ? "§7.4" : "§7.5", "%s removes its %s marker (a "
			"free action)%s", id, !strcmp(m, "climb") ? "Climb" : "Climb Cliff",
			!strcmp(m, "climb") ? "" : " and stays where it is");
	return 0;
}

/* §7.6: the end of the US action phase: at most 2 US units a hex, leaders not
 * counted; the excess is eliminated, the units the player names (eliminate=). */
int om_old_endphase(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	struct om_units u;
	const char *kill = order_get(o, "eliminate");
	int over = 0;

	if (om_old_turn(st, e) < 0 || om_old_units(st, &u, e))
		return e->code;
	for (const char *p = kill; p && *p;) {
		size_t len = strcspn(p, ",");
		char id[64];
		snprintf(id, sizeof id, "%.*s", (int)(len < 63 ? len : 63), p);
		if (state_find(u.k, u.id, id) < 0)
			return err_set(e, EXIT_DATA, "endphase: no unit '%s'", id);
		p += len;
		p += *p == ',';
	}
	for (int i = 0; i < u.k->nrows; i++) {
		struct grid_hex h;
		const char *at = state_field(&u.k->rows[i], u.at);
		int first = 1, n = 0, named = 0;
		if (grid_parse(at, &h) || om_is_leader(om_type_parse(state_field(&u.k->rows[i], u.type))))
			continue;
		for (int j = 0; j < u.k->nrows; j++) {
			if (strcmp(state_field(&u.k->rows[j], u.at), at) ||
			    om_is_leader(om_type_parse(state_field(&u.k->rows[j], u.type))))
				continue;
			first &= j >= i;
			n++;
			/* is it named in eliminate=? */
			const char *id = state_field(&u.k->rows[j], u.id);
			size_t idl = strlen(id);
			for (const char *p = kill; p && *p;) {
				size_t len = strcspn(p, ",");
				named += len == idl && !strncmp(p, id, idl);
				p += len;
				p += *p == ',';
			}
		}
		if (!first || n <= 2)
			continue;
		over = 1;
		if (named != n - 2)
			return err_set(e, EXIT_REFUSED, "endphase: %s holds %d US units, 2 at most "
					"(§7.6): name the %d eliminated with eliminate=", at, n, n - 2);
	}
	for (int i = 0; i < u.k->nrows; i++) {
		const char *id = state_field(&u.k->rows[i], u.id);
		size_t idl = strlen(id);
		int named = 0;
		for (const char *p = kill; p && *p;) {
			size_t len = strcspn(p, ",");
			named |= len == idl && !strncmp(p, id, idl);
			p += len;
			p += *p == ',';
		}
		if (named)
			om_old_eliminate(g, st, &u, i, "over the stacking limit", "§7.6");
	}
	if (!over)
		log_step(g->log, "§7.6", "End of the US action phase: no hex holds more than 2 US "
				"units");
	om_old_action_reset(g, st);   /* §7.2 */
	return 0;
}
