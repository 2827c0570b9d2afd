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

int om_exit(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *id = order_get(o, "unit");
	struct om_unit *u;
	const struct om_hex *h;
	struct om_exited *x;
	char at[32];

	if (om_free_action(m, o, id, "exit", e))   /* free.c */
		return e->code;
	m->add_exited = 1;
	if ((u = om_unit_find(m, id)) == NULL)
		return err_set(e, EXIT_DATA, "exit: no unit '%s'", id);
	h = om_unit_hex(m, u);
	om_place_text(m, u->at, at);
	if (h == NULL || strlen(h->exit) != 1 || h->exit[0] < 'A' || h->exit[0] > 'G')
		return kit_refuse(e, "§2.1, §20.3", "exit: %s in %s is not on a lettered exit hex",
				id, at);
	if (u->disrupted == 1)
		return kit_refuse(e, "§7.7", "exit: %s is disrupted: its only action is to remove "
				"the marker", id);
	if (om_action(m, &u, 1, NULL, e))   /* §7, §7.2: a reading, see above */
		return e->code;
	x = &m->ex[m->nex++];
	x->src.row = -1;
	x->unit = u->id;
	x->exit = h->exit;
	x->type = u->type;
	x->steps = u->steps;
	x->type_text = om_type_name(u->type);
	x->steps_text = om_strf(m, "%d", u->steps);
	if (x->steps_text == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	log_stepn(m->g->log, "§20.3", "%s (%s, %d step) leaves the map through exit %s (%s); "
			"its steps are counted at the end of the game", "%s (%s, %d steps) leaves the "
			"map through exit %s (%s); its steps are counted at the end of the game",
			u->steps, id, x->type_text, u->steps, h->exit, at);
	memmove(u, u + 1, sizeof *u * (size_t)(m->u + m->nu - (u + 1)));
	m->nu--;
	return 0;
}
