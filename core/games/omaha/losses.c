/*
 * losses.c: a US unit loses a step or is eliminated (§6.32), and the casualty
 * boxes those losses fill (§13.1, §13.11, §20.1: a catastrophic loss ends the
 * game), for every order that deals losses.
 */
#include <stdio.h>
#include <string.h>

#include "om.h"

static const char *division(int div)
{
	return om_division(div);
}

/* §13.1, §13.11: regular infantry only (not Rangers), once (ruling
 * a09-casualty: the first time it is at 1 step or eliminated), in the box of
 * its division of origin (§13.1 "division d'origine"). */
static void count_casualty(struct om_model *m, struct om_unit *u)
{
	int second = om_rule_is(m, "a09-casualty", "second-step");
	int gone = u->at.kind == OM_AT_ELIMINATED;
	enum om_key key = u->div == 1 ? OM_K_CAS1 : OM_K_CAS29;

	if (u->type != OM_INF || u->counted == 1)
		return;
	/* ruling a09-casualty=second-step: only once two steps are lost (or the
	 * unit is eliminated), as §13.1 words it for 3-step companies */
	if (!second && !gone && u->steps != 1)
		return;
	if (second && !gone && u->max - u->steps < 2)
		return;
	u->counted = 1;
	int count = om_get_int(m, key, 0) + 1, limit = m->turn <= 16 ? 8 : 14;
	om_set_int(m, key, count);
	log_stepn(m->g->log, "§13.1", "%s goes to the %s Division casualty box: %d unit",
			"%s goes to the %s Division casualty box: %d units", count, u->id,
			division(u->div), count);
	if (count >= limit) {
		log_step(m->g->log, m->turn <= 16 ? "§13.1" : "§20.1", "Catastrophic loss: %d units "
				"in the %s Division casualty box (limit %d on turns %s): the game is lost",
				count, division(u->div), limit, m->turn <= 16 ? "1-16" : "17-32");
		om_set(m, OM_K_RESULT, "catastrophic-loss");
	}
}

void om_eliminate(struct om_model *m, struct om_unit *u, const char *why, const char *sect)
{
	u->at.kind = OM_AT_ELIMINATED;
	u->steps = 0;
	log_step(m->g->log, sect, "%s is eliminated (%s)", u->id, why);
	if (*u->hero) {   /* §11.11: the hero goes with its unit */
		log_step(m->g->log, "§11.11", "Its %s marker is removed with it", u->hero);
		u->hero = "";
	}
	count_casualty(m, u);
}

int om_step_loss(struct om_model *m, struct om_unit *u, const char *why, const char *sect)
{
	if (u->steps - 1 <= 0) {
		om_eliminate(m, u, why, sect);
		return 1;
	}
	u->steps--;
	log_step(m->g->log, sect, "%s loses a step (%s): %d of %d left", u->id, why, u->steps,
			u->max);
	count_casualty(m, u);   /* checks the unit's steps (§13.1) */
	return 0;
}
