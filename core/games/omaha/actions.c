/*
 * actions.c: the US action allowance (§4 V, §7, §7.1, §7.2, §7.21, §7.22;
 * extended game §14, §15 VI, §17), which the action orders (move, climb,
 * rally, assault, bombard) spend through om_action().
 *
 * Each turn's action phase, each division (ruling a14-actions-per=division;
 * `sector`: each sector) gives 2 counted actions, 3 from turn 17 (§14, §15 VI,
 * §17). One action is one unit, or one stack doing exactly the same action
 * (§7.21: two units; a larger stack takes one action a pair, and one for the
 * odd unit). Free actions do not count (§7.1): Rangers, HQs and Generals, units
 * stacked with or next to an HQ or General (§7.1, §11.2), and whatever reason
 * the order gives (a safety move, a climb marker's action, a naval barrage, a
 * hero's free action, traffic management ...). Whether free or not, a unit acts
 * at most once a turn (§7.2). A unit whose command division differs from its
 * hex's sector has crossed the sector line (§7.22): when its own pool is spent
 * it spends the other division's.
 *
 * The state rows (scalars, written here and removed by `endphase` and
 * `endturn`, §7.2: "remove the markers at the end of the action phase"):
 *
 *   set,actions.POOL,TURN:N    N counted actions spent on TURN by POOL: 1 or
 *                              29 (the command division), or east or west
 *                              (the sector of the unit's hex), per ruling a14
 *   set,acted,TURN:ID ID ...   the units that have acted on TURN (§7.2)
 *
 * A value of another turn counts as none, so a state without an endphase
 * still starts each turn afresh.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kit.h"
#include "om.h"

/* The pools of counted actions: the command divisions (ruling
 * a14-actions-per=division) or the sectors (=sector). */
enum pool { POOL_1, POOL_29, POOL_EAST, POOL_WEST };

static const enum om_key pool_keys[] = { OM_K_ACT1, OM_K_ACT29, OM_K_ACT_EAST, OM_K_ACT_WEST };
static const char *const pool_labels[] = {
	N_("the 1st Division"), N_("the 29th Division"), N_("the East sector"),
	N_("the West sector"),
};

int om_action_allowance(int turn)
{
	return turn >= 17 ? 3 : 2;   /* §4 V, §7; §14, §15 VI, §17 */
}

/* N from a `TURN:N` value of this turn, 0 for another turn or none */
static int spent(const struct om_model *m, enum pool p)
{
	const char *v = om_this_turn(om_get(m, pool_keys[p]), m->turn);
	int n = v ? om_atoi(v) : 0;

	return n < 0 ? 0 : n;
}

/* The pool a unit's action comes from; with `other`, the other division's it
 * may spend across the sector line (§7.22): 1, or 0 if none. */
static int pool_of(struct om_model *m, const struct om_unit *u, int other, enum pool *p)
{
	const struct om_hex *h = om_unit_hex(m, u);
	int sector = h ? (int)h->sector : -1;

	if (om_rule_is(m, "a14-actions-per", "sector")) {
		if (sector < 0)
			sector = u->command == 29 ? OM_WEST : OM_EAST;   /* §1: 1st east, 29th west */
		if (other)
			return 0;
		*p = sector == OM_WEST ? POOL_WEST : POOL_EAST;
		return 1;
	}
	if (!other) {
		*p = u->command == 1 ? POOL_1 : POOL_29;
		return 1;
	}
	/* §7.22: across the sector line, the other division's actions too */
	if ((u->command == 1 && sector == OM_WEST) || (u->command == 29 && sector == OM_EAST)) {
		*p = u->command == 1 ? POOL_29 : POOL_1;
		return 1;
	}
	return 0;
}

static int take(struct om_model *m, enum pool p, const char *free, struct err *e)
{
	int max = om_action_allowance(m->turn), n;

	if (free) {
		log_step(m->g->log, "§7.1", "A free action (%s): %s's count stays", free,
				_(pool_labels[p]));
		return 0;
	}
	if ((n = spent(m, p)) >= max)
		return kit_refuse(e, m->turn >= 17 ? "§14, §17; ruling a14-actions-per" :
				"§4 V, §7; ruling a14-actions-per", "%s has given its %d actions this turn",
				_(pool_labels[p]), max);
	om_set(m, pool_keys[p], om_strf(m, "%d:%d", m->turn, n + 1));
	log_step(m->g->log, m->turn >= 17 ? "§17" : "§7", "Action %d of %d of %s", n + 1, max,
			_(pool_labels[p]));
	return 0;
}

/* 1 if the unit is listed in this turn's `acted` row */
static int has_acted(const struct om_model *m, const char *id)
{
	return om_word(om_this_turn(om_get(m, OM_K_ACTED), m->turn), id) != NULL;
}

/* §7.1, §11.2, §11.3: an HQ or General in the unit's hex or an adjacent one
 * commands it, unless it has moved this turn (§7.33, seed lines 1941-1943:
 * "Une fois que vous déplacez une unité HQ ou un Général, elle ne procure plus
 * d'actions gratuites"): its `free` column reads TURN:leader (free=leader,
 * free.c), or it has acted this turn (§7.2: a leader's action is its move,
 * §7.3, §7.4, §11.2, §11.3) */
static int commanded_unmoved(const struct om_model *m, const struct om_unit *u)
{
	char moved[16];

	snprintf(moved, sizeof moved, "%d:leader", m->turn);
	if (u->at.kind != OM_AT_HEX)
		return 0;
	for (const struct om_unit *l = m->u; l < m->u + m->nu; l++) {
		int at_start;
		if (l == u || !om_is_leader(l->type) || !strcmp(l->free, moved) ||
		    has_acted(m, l->id))
			continue;
		/* §7.1: « au début de la phase d'action », when the state records
		 * the phase (phase.c); else where the units stand now */
		if (!(l->type == OM_HQ && l->cp > 0) &&   /* a CP's range: free=command */
		    (at_start = om_commanded_at_start(m, u, l)) >= 0) {
			if (at_start)
				return 1;
			continue;
		}
		if (l->at.kind == OM_AT_HEX &&
		    (grid_equal(u->at.hex, l->at.hex) || grid_adjacent(u->at.hex, l->at.hex)))
			return 1;
	}
	return 0;
}

const char *om_action_free(const struct om_model *m, const struct om_unit *u)
{
	/* free= of the order (free.c) wrote TURN:KIND: a hero's, an Inspired
	 * unit's, a command's or a leader's free action (§11.12, §11.15, §18.3) */
	if (om_this_turn(u->free, m->turn))
		return _("named by free=, §11, §18.3");
	if (u->type == OM_RANGER)
		return _("a Ranger unit");
	if (om_is_leader(u->type))
		return _("an HQ or General");
	if (commanded_unmoved(m, u))
		return _("under command of an HQ or General, §11.2");
	return NULL;
}

int om_pay_param(struct om_model *m, const struct order *o, struct err *e)
{
	const char *v = order_get(o, "pay");

	m->pay = 0;
	if (v == NULL || *v == '\0')
		return 0;
	if (strcmp(v, "1") && strcmp(v, "29"))
		return err_set(e, EXIT_USAGE, "pay=%s is not 1 or 29 (the division that pays, §7.22)",
				v);
	m->pay = atoi(v);
	return 0;
}

/* §7.22, pay=D: the player chooses the division that pays for a unit across
 * the sector line (« Vous pouvez dépenser une action provenant de chaque
 * division ... si une dépense est nécessaire »): its own command division,
 * or the other when the unit stands across the line. 0 with *p set, or an
 * exit status. */
static int pay_pool(struct om_model *m, const struct om_unit *payer, enum pool *p,
		struct err *e)
{
	enum pool other;

	if (om_rule_is(m, "a14-actions-per", "sector"))
		return kit_refuse(e, "§7.22; ruling a14-actions-per=sector", "pay=%d names a "
				"division, but the actions are counted per sector", m->pay);
	if (m->pay == payer->command) {
		*p = m->pay == 1 ? POOL_1 : POOL_29;
		log_step(m->g->log, "§7.22", "pay=%d: %s's action is %s's (your choice)", m->pay,
				payer->id, _(pool_labels[*p]));
		return 0;
	}
	if (!pool_of(m, payer, 1, &other))
		return kit_refuse(e, "§7.22", "pay=%d: %s has not crossed the sector line: only its "
				"own division, the %s, pays for its action", m->pay, payer->id,
				om_division(payer->command));
	*p = other;
	log_step(m->g->log, "§7.22", "pay=%d: %s has crossed the sector line: it spends an "
			"action of %s (your choice)", m->pay, payer->id, _(pool_labels[other]));
	return 0;
}

int om_action(struct om_model *m, struct om_unit *const *us, int n, const char *free,
		struct err *e)
{
	const struct om_unit *payer = NULL;
	int paying = 0;

	if (om_phase_begin(m, e))   /* phase.c: §7.1, the start of the phase */
		return e->code;
	for (int k = 0; k < n; k++) {
		if (has_acted(m, us[k]->id))
			return kit_refuse(e, "§7.1, §7.2", "%s has already acted this turn: one action "
					"a unit a turn, free or not", us[k]->id);
		for (int j = 0; j < k; j++)
			if (us[j] == us[k])
				return err_set(e, EXIT_USAGE, "%s is named twice", us[k]->id);
	}
	if (n > 0 && om_sector_order(m, us[0], e))   /* phase.c: §7.2 */
		return e->code;
	/* §7.1: the stack is free if every unit is */
	const char *why = free;
	for (int k = 0; k < n && !why; k++)
		if (om_action_free(m, us[k]) == NULL) {
			if (payer == NULL)
				payer = us[k];
			paying++;
		}
	if (!why && payer == NULL)
		why = om_action_free(m, us[0]);
	if (why && m->pay)   /* §7.22: « si une dépense est nécessaire » */
		log_step(m->g->log, "§7.22", "pay=%d: the action is free, no division pays", m->pay);
	if (payer == NULL)
		payer = us[0];
	/* §7.21: "Deux unités dans une pile" act together for one action; a
	 * third (the stacking limit, §7.6, holds only at the end of the phase)
	 * takes an action of its own */
	if (!why && paying > 2)
		log_step(m->g->log, "§7.21", "%d units act together: two units of a stack share one "
				"action, so they take %d", paying, (paying + 1) / 2);
	for (int c = 0; c < (why ? 1 : (paying + 1) / 2); c++) {
		enum pool p, other;
		pool_of(m, payer, 0, &p);
		if (!why && m->pay) {
			if (pay_pool(m, payer, &p, e))
				return e->code;
		} else if (!why && spent(m, p) >= om_action_allowance(m->turn) &&
		    pool_of(m, payer, 1, &other)) {
			log_step(m->g->log, "§7.22", "%s has crossed the sector line: it spends an "
					"action of %s", payer->id, _(pool_labels[other]));
			p = other;
		}
		if (take(m, p, why, e))
			return e->code;
	}
	for (int k = 0; k < n; k++)
		if (om_list_add(m, OM_K_ACTED, us[k]->id, e))
			return e->code;
	return 0;
}

void om_action_reset(struct om_model *m)
{
	static const enum om_key keys[] = {
		OM_K_ACT1, OM_K_ACT29, OM_K_ACT_EAST, OM_K_ACT_WEST, OM_K_ACTED,
	};
	int any = 0;

	for (size_t j = 0; j < sizeof keys / sizeof keys[0]; j++)
		if (om_get(m, keys[j]) != NULL) {
			om_set(m, keys[j], NULL);
			any = 1;
		}
	if (any)
		log_step(m->g->log, "§7.2", "The action counts and Action Taken markers are removed");
}
