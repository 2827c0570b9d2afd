/*
 * phase.c: what the US action phase records when it begins, and the order of
 * its sectors (§4 V, §7.1, §7.2, §7.33, §18.3), for a state that records the
 * sequence of play (`set,phase,us-action`, core/sequence.h).
 *
 * §7.1 (seed lines 1830-1834): « Une unité qui est empilée avec ou adjacente à
 * une unité HQ ou Général au début de la phase d'action est sous ses ordres, et
 * peut effectuer une action gratuite. » Command for free actions is judged at
 * the start of the phase: the first action order of the turn in the us-action
 * phase (om_free_action and om_action call om_phase_begin before anything
 * moves) writes
 *
 *   set,commanded,TURN:UNIT@LEADER ...   each unit on the map and each HQ,
 *                                        General or CP commanding it then
 *
 * and the free actions of command (actions.c, free=command, `command`) read it:
 * a unit that walks next to an HQ during the phase gains nothing, one that walks
 * away keeps its free action, until its leader moves (§7.33). A CP's units have
 * an HQ's advantages, free actions included (§18.3), so a CP's command is
 * recorded the same way (a reading).
 *
 * §7.2 (seed lines 1827-1829): « Vous devez effectuer toutes les actions d'un
 * secteur avant d'effectuer celles de l'autre secteur. » Each action of a unit
 * (om_action) names its sector; the sectors that have acted this turn are
 *
 *   set,sectors,TURN:S [S]               east or west, in the order they acted
 *
 * An action in the sector that acts now is fine; one in a new sector ends the
 * first (logged); one in a sector that has finished is refused (exit 1,
 * §7.2). The text does not say whether a unit across the sector line acts with
 * its hex's sector or its division's: ruling `sector-order-unit`, default
 * `hex` (§7: « deux unités ou piles américaines dans chaque secteur » counts
 * units by where they are), or `division` (its command division's sector,
 * §1: the 1st east, the 29th west).
 *
 * A state without `set,phase` (or with ruling sequence=off) records and checks
 * neither: command is judged when the action is taken and the player keeps the
 * order of the sectors, as before (issue 12: only what the turn alone decides).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

/* 1 if the state records the US action phase and the sequence is enforced */
static int in_action_phase(const struct om_model *m)
{
	const char *ph = om_get(m, OM_K_PHASE);

	return ph != NULL && !strcmp(ph, "us-action") && !om_rule_is(m, "sequence", "off");
}

int om_phase_begin(struct om_model *m, struct err *e)
{
	char buf[4096];
	size_t len = 0;
	int n = 0;

	if (!in_action_phase(m) || om_this_turn(om_get(m, OM_K_COMMANDED), m->turn))
		return 0;
	len = (size_t)snprintf(buf, sizeof buf, "%d:", m->turn);
	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		if (u->at.kind != OM_AT_HEX)
			continue;
		for (const struct om_unit *l = m->u; l < m->u + m->nu; l++) {
			int c = om_is_leader(l->type) ? om_leader_commands(m, l, u, e) : 0;
			if (c < 0)
				return e->code;
			if (c == 0)
				continue;
			int w = snprintf(buf + len, sizeof buf - len, "%s%s@%s", n ? " " : "", u->id,
					l->id);
			if (w < 0 || (size_t)w >= sizeof buf - len)
				return err_set(e, EXIT_DATA, "%s: set,commanded is too long",
						kit_path(m->st));
			len += (size_t)w;
			n++;
		}
	}
	om_set(m, OM_K_COMMANDED, buf);
	log_stepn(m->g->log, "§7.1, §7.33", "The US action phase begins: command for free actions "
			"is judged now (%d unit under command of an HQ, General or CP; "
			"set,commanded)", "The US action phase begins: command for free actions "
			"is judged now (%d units under command of an HQ, General or CP; set,commanded)",
			n, n);
	return 0;
}

int om_commanded_at_start(const struct om_model *m, const struct om_unit *u,
		const struct om_unit *l)
{
	const char *list;
	char w[160];

	if (!in_action_phase(m) ||
	    (list = om_this_turn(om_get(m, OM_K_COMMANDED), m->turn)) == NULL)
		return -1;
	snprintf(w, sizeof w, "%s@%s", u->id, l->id);
	return om_word(list, w) != NULL;
}

/* The sector a unit acts in (§7.2, ruling sector-order-unit), -1 if none. */
static int acting_sector(struct om_model *m, const struct om_unit *u)
{
	const struct om_hex *h;

	if (om_rule_is(m, "sector-order-unit", "division"))
		return u->command == 29 ? OM_WEST : OM_EAST;   /* §1: the 1st east, the 29th west */
	h = om_unit_hex(m, u);
	return h ? (int)h->sector : -1;
}

static const char *label(const char *name)
{
	return !strcmp(name, "west") ? _("West") : _("East");
}

int om_sector_order(struct om_model *m, const struct om_unit *u, struct err *e)
{
	const char *list, *name, *last;
	int s;

	if (!in_action_phase(m) || (s = acting_sector(m, u)) < 0)
		return 0;
	name = om_sector_name(s);
	list = om_this_turn(om_get(m, OM_K_SECTORS), m->turn);
	if (list == NULL || *list == '\0') {
		log_step(m->g->log, "§7.2", "The %s sector acts first: all its actions before the "
				"other sector's", label(name));
		return om_list_add(m, OM_K_SECTORS, name, e);
	}
	last = strrchr(list, ' ');
	last = last ? last + 1 : list;
	if (!strcmp(last, name))
		return 0;
	if (om_word(list, name))
		return kit_refuse(e, om_rule_is(m, "sector-order-unit", "division") ?
				"§7.2; ruling sector-order-unit=division" : "§7.2; ruling sector-order-unit",
				"%s acts in the %s sector, whose actions are finished: the %s sector acts "
				"now (all the actions of one sector before those of the other)", u->id,
				label(name), label(last));
	log_step(m->g->log, "§7.2", "The %s sector's actions are finished: the %s sector acts",
			label(last), label(name));
	return om_list_add(m, OM_K_SECTORS, name, e);
}
