/*
 * exit.c: a US unit leaves the map through a lettered exit hex (§2.1,
 * §20.3), the order
 *
 *   exit unit=ID
 *
 * §2.1 names the exit hexes A to G ("vous pouvez gagner des points de victoire
 * en plaçant vos unités sur ces hexagones de sortie") and §20.3 scores the
 * steps "qui sort[ent] de la carte par un hexagone de sortie": the unit must
 * stand on an exit hex (the `exit` column of its @hex row). The text gives no
 * procedure for leaving, so umpire reads it as the unit's move (§7.3): it
 * spends the unit's action (actions.c), and a disrupted unit, whose only
 * action is to remove its marker (§7.7), cannot leave. The unit's row becomes
 * an `@exited,unit,exit,type,steps` row, which the final count of victory
 * points reads (vp.c); whether its steps score (armour and regular
 * infantry with a US LOC to the exit, Rangers through F or G) is decided
 * there, at the end of the game.
 */
#include <stdio.h>
#include <string.h>

#include "om.h"

int om_old_exit(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	static const char *const cols[] = { "unit", "exit", "type", "steps" };
	const char *id = order_get(o, "unit");
	struct state_kind *xk;
	struct state_row *x;
	struct om_units u;
	int i;

	if (om_old_free_action(g, st, o, id, "exit", e))   /* free.c */
		return e->code;
	/* the kind first: adding it may move the kinds om_old_units points into */
	if ((xk = state_kind_add(st, "exited", cols, 4)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (om_old_units(st, &u, e))
		return e->code;
	if ((i = state_find(u.k, u.id, id)) < 0)
		return err_set(e, EXIT_DATA, "exit: no unit '%s'", id);
	const struct state_row *r = &u.k->rows[i];
	const char *at = state_field(r, u.at);
	struct state_row *h = om_old_hex(st, at);
	const char *letter = h ? om_old_col(st, "hex", h, "exit") : "";

	if (strlen(letter) != 1 || letter[0] < 'A' || letter[0] > 'G')
		return err_set(e, EXIT_REFUSED, "exit: %s in %s is not on a lettered exit hex "
				"(§2.1, §20.3)", id, *at ? at : "no hex");
	if (!strcmp(state_field(r, u.disrupted), "1"))
		return err_set(e, EXIT_REFUSED, "exit: %s is disrupted: its only action is to "
				"remove the marker (§7.7)", id);
	if (om_old_action(g, st, &u, &i, 1, NULL, e))   /* §7, §7.2: a reading, see above */
		return e->code;
	if ((x = state_row_add(xk)) == NULL ||
	    state_field_set(x, state_col(xk, "unit"), id) ||
	    state_field_set(x, state_col(xk, "exit"), letter) ||
	    state_field_set(x, state_col(xk, "type"), state_field(r, u.type)) ||
	    state_field_set(x, state_col(xk, "steps"), state_field(r, u.steps)))
		return err_set(e, EXIT_IO, "out of memory");
	log_step(g->log, "§20.3", "%s (%s, %s step%s) leaves the map through exit %s (%s); "
			"its steps are counted at the end of the game", id, state_field(r, u.type),
			state_field(r, u.steps), strcmp(state_field(r, u.steps), "1") ? "s" : "",
			letter, at);
	state_row_remove(u.k, i);
	return 0;
}
