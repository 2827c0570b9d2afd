/*
 * actions.c: the US action allowance (§4 V, §7, §7.1, §7.2, §7.21, §7.22;
 * extended game §14, §15 VI, §17), which the action orders (move, climb,
 * rally, assault, bombard) spend through om_old_action().
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

#include "om.h"

int om_action_allowance(int turn)
{
	return turn >= 17 ? 3 : 2;   /* §4 V, §7; §14, §15 VI, §17 */
}

/* N from a `TURN:N` value of this turn, 0 for another turn or none */
static int spent(const struct state *st, const char *key, int turn)
{
	const char *v = om_this_turn(state_get(st, key), turn);
	int n = v ? om_atoi(v) : 0;

	return n < 0 ? 0 : n;
}

static int pool_name(struct game_ctx *g, struct state *st, struct om_units *u, int i,
		int other, char *pool, size_t size)
{
	const char *a14 = game_rule(g, st, "a14-actions-per");
	const struct state_row *r = &u->k->rows[i];
	const char *cmd = state_field(r, u->command);
	struct state_row *h = om_old_hex(st, state_field(r, u->at));
	const char *sector = h ? om_old_col(st, "hex", h, "sector") : "";

	if (a14 && !strcmp(a14, "sector")) {
		if (strcmp(sector, "east") && strcmp(sector, "west"))
			sector = !strcmp(cmd, "29") ? "west" : "east";   /* §1: 1st east, 29th west */
		if (other)
			return 0;
		snprintf(pool, size, "%s", sector);
		return 1;
	}
	if (!other) {
		snprintf(pool, size, "%s", cmd);
		return 1;
	}
	/* §7.22: across the sector line, the other division's actions too */
	if ((!strcmp(cmd, "1") && !strcmp(sector, "west")) ||
	    (!strcmp(cmd, "29") && !strcmp(sector, "east"))) {
		snprintf(pool, size, "%s", !strcmp(cmd, "1") ? "29" : "1");
		return 1;
	}
	return 0;
}

static const char *pool_label(const char *pool)
{
	return !strcmp(pool, "1") ? "the 1st Division" : !strcmp(pool, "29") ?
		"the 29th Division" : !strcmp(pool, "east") ? "the East sector" : "the West sector";
}

int om_old_action_take(struct game_ctx *g, struct state *st, const char *pool, const char *free,
		struct err *e)
{
	int turn = om_old_turn(st, e), max, n;
	char key[32], v[32];

	if (turn < 0)
		return e->code;
	if (free) {
		log_step(g->log, "§7.1", "A free action (%s): %s's count stays", free,
				pool_label(pool));
		return 0;
	}
	snprintf(key, sizeof key, "actions.%s", pool);
	max = om_action_allowance(turn);
	n = spent(st, key, turn);
	if (n >= max)
		return err_set(e, EXIT_REFUSED, "%s has given its %d actions this turn (%s%s)",
				pool_label(pool), max, turn >= 17 ? "§14, §17" : "§4 V, §7",
				"; ruling a14-actions-per");
	snprintf(v, sizeof v, "%d:%d", turn, n + 1);
	if (state_set(st, key, v))
		return err_set(e, EXIT_IO, "out of memory");
	log_step(g->log, turn >= 17 ? "§17" : "§7", "Action %d of %d of %s", n + 1, max,
			pool_label(pool));
	return 0;
}

static int has_acted(const struct state *st, const char *id, int turn);

/* §7.1, §11.2, §11.3: an HQ or General in the unit's hex or an adjacent one
 * commands it, unless it has moved this turn (§7.33, seed lines 1941-1943:
 * "Une fois que vous déplacez une unité HQ ou un Général, elle ne procure plus
 * d'actions gratuites"): its `free` column reads TURN:leader (free=leader,
 * free.c), or it has acted this turn (§7.2: a leader's action is its move,
 * §7.3, §7.4, §11.2, §11.3) */
static int commanded_unmoved(const struct state *st, struct om_units *u, int i, int turn)
{
	int fc = state_col(u->k, "free");
	struct grid_hex a, b;
	char moved[16];

	snprintf(moved, sizeof moved, "%d:leader", turn);
	if (grid_parse(state_field(&u->k->rows[i], u->at), &a))
		return 0;
	for (int j = 0; j < u->k->nrows; j++) {
		const struct state_row *r = &u->k->rows[j];
		if (j == i || !om_is_leader(om_type_parse(state_field(r, u->type))) ||
		    (fc >= 0 && !strcmp(state_field(r, fc), moved)) ||
		    has_acted(st, state_field(r, u->id), turn) ||
		    grid_parse(state_field(r, u->at), &b))
			continue;
		if (grid_equal(a, b) || grid_adjacent(a, b))
			return 1;
	}
	return 0;
}

const char *om_old_action_free(const struct state *st, struct om_units *u, int i, int turn)
{
	int type = om_type_parse(state_field(&u->k->rows[i], u->type));
	int fc = state_col(u->k, "free");

	/* free= of the order (free.c) wrote TURN:KIND: a hero's, an Inspired
	 * unit's, a command's or a leader's free action (§11.12, §11.15, §18.3) */
	if (fc >= 0 && om_this_turn(state_field(&u->k->rows[i], fc), turn))
		return "named by free=, §11, §18.3";
	if (type == OM_RANGER)
		return "a Ranger unit";
	if (om_is_leader(type))
		return "an HQ or General";
	if (commanded_unmoved(st, u, i, turn))
		return "under command of an HQ or General, §11.2";
	return NULL;
}

/* 1 if the unit is listed in this turn's `acted` row */
static int has_acted(const struct state *st, const char *id, int turn)
{
	return om_word(om_this_turn(state_get(st, "acted"), turn), id) != NULL;
}

int om_old_action(struct game_ctx *g, struct state *st, struct om_units *u, const int *idx,
		int n, const char *free, struct err *e)
{
	int turn = om_old_turn(st, e), payer = -1;
	char pool[16], other[16];

	if (turn < 0)
		return e->code;
	for (int k = 0; k < n; k++) {
		const char *id = state_field(&u->k->rows[idx[k]], u->id);
		if (has_acted(st, id, turn))
			return err_set(e, EXIT_REFUSED, "%s has already acted this turn: one action a "
					"unit a turn, free or not (§7.1, §7.2)", id);
		for (int j = 0; j < k; j++)
			if (idx[j] == idx[k])
				return err_set(e, EXIT_USAGE, "%s is named twice", id);
	}
	/* §7.1: the stack is free if every unit is */
	const char *why = free;
	int paying = 0;
	for (int k = 0; k < n && !why; k++)
		if (om_old_action_free(st, u, idx[k], turn) == NULL) {
			if (payer < 0)
				payer = k;
			paying++;
		}
	if (!why && payer < 0)
		why = om_old_action_free(st, u, idx[0], turn);
	if (payer < 0)
		payer = 0;
	/* §7.21: "Deux unités dans une pile" act together for one action; a
	 * third (the stacking limit, §7.6, holds only at the end of the phase)
	 * takes an action of its own */
	if (!why && paying > 2)
		log_step(g->log, "§7.21", "%d units act together: two units of a stack share one "
				"action, so they take %d", paying, (paying + 1) / 2);
	for (int c = 0; c < (why ? 1 : (paying + 1) / 2); c++) {
		pool_name(g, st, u, idx[payer], 0, pool, sizeof pool);
		if (!why) {
			char key[32];
			snprintf(key, sizeof key, "actions.%s", pool);
			if (spent(st, key, turn) >= om_action_allowance(turn) &&
			    pool_name(g, st, u, idx[payer], 1, other, sizeof other)) {
				log_step(g->log, "§7.22", "%s has crossed the sector line: it spends an "
						"action of %s", state_field(&u->k->rows[idx[payer]], u->id),
						pool_label(other));
				snprintf(pool, sizeof pool, "%s", other);
			}
		}
		if (om_old_action_take(g, st, pool, why, e))
			return e->code;
	}
	for (int k = 0; k < n; k++)
		if (om_old_turn_list_add(st, "acted", turn, state_field(&u->k->rows[idx[k]], u->id), e))
			return e->code;
	return 0;
}

void om_old_action_reset(struct game_ctx *g, struct state *st)
{
	static const char *const keys[] = { "actions.1", "actions.29", "actions.east",
		"actions.west", "acted" };
	struct state_kind *k = st->nkinds ? &st->kinds[0] : NULL;
	int any = 0;

	for (size_t j = 0; k && j < sizeof keys / sizeof keys[0]; j++) {
		int i = state_find(k, 1, keys[j]);
		if (i >= 0) {
			state_row_remove(k, i);
			any = 1;
		}
	}
	if (any)
		log_step(g->log, "§7.2", "The action counts and Action Taken markers are removed");
}
