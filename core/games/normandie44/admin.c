/*
 * admin.c: the administrative phase of Normandie 1944 (§1.1.1.3) as orders:
 *
 *   initiative  each player rolls 1d6 plus his Supported HQs on the map; the
 *               higher is player 1; a tie goes to the Allies in clear weather,
 *               else to the Germans (T16, T17); the Allies hold it on the
 *               campaign's turns 0 and 1 (§11.3); the German die, reused, reads
 *               the German resource table: his replacements this turn (§6.10)
 *   rest        a unit on the map that has lost one or two steps, out of enemy
 *               ZOC, is put at rest (Repos marker) for the turn
 *   replace     a unit at rest regains a step for a replacement (the Allies have
 *               as many as they like; the German player those of his table)
 *   withdraw    Allied airborne, Commandos and Rangers go, like a rest, to the
 *               Allied strategic reserve: +1 VP each regiment, airborne brigade,
 *               Ranger or Commando unit
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "odds.h"

const struct order_param n44_initiative_params[] = {
	{ NULL, NULL, NULL, NULL },
};

const struct order_param n44_unit_params[] = {
	{ "unit", "ID[,ID...]", NULL, "the units" },
	{ NULL, NULL, NULL, NULL },
};

static int supported_on_map(const struct n44_model *m, int side)
{
	int n = 0;

	for (int i = 0; i < m->nhqs; i++)
		n += m->hqs[i].side == side && m->hqs[i].loc.kind == N44_L_HEX &&
			n44_supported(m, &m->hqs[i]);
	return n;
}

static int automatic(const struct n44_model *m)
{
	return m->scenario == N44_CAMPAIGN && (m->turn == 0 || m->turn == 1);
}

/* Who wins with these dice (§1.1.1.3). */
static int winner(const struct n44_model *m, int allied, int german)
{
	int a = allied + supported_on_map(m, N44_ALLIED), g = german +
		supported_on_map(m, N44_GERMAN);

	if (a != g)
		return a > g ? N44_ALLIED : N44_GERMAN;
	return m->weather == N44_W_CLEAR ? N44_ALLIED : N44_GERMAN;
}

int n44_initiative_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	struct chance_roll ra, rg;
	char b1[48], b2[48];
	const char *repl;

	(void)o;
	if (n44_model_load(&m, g, st, e))
		return e->code;
	const char *when = game_rule(g, st, "initiative-timing");
	if (m.phase && when && strcmp(m.phase, when) != 0 &&
	    (!strcmp(m.phase, "admin") || !strcmp(m.phase, "logistics"))) {
		kit_refuse(e, "§1.0, §1.1.1.3", "the initiative is rolled in the %s phase (ruling "
				"initiative-timing=%s)", when, when);
		goto done;
	}
	if (automatic(&m)) {
		log_step(g->log, "§11.3", "Campaign turn %d: the Allied player has the initiative",
				m.turn);
		state_set(st, "initiative", "allied");
		state_set(st, "active", "allied");
		goto done;
	}
	if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &ra, e, "Allied initiative") ||
	    chance_rollf(c, 1, 6, CHANCE_FACES, 0, &rg, e, "German initiative"))
		goto done;
	int sa = supported_on_map(&m, N44_ALLIED), sg = supported_on_map(&m, N44_GERMAN);
	int w = winner(&m, ra.value, rg.value);
	log_stepn(g->log, "§1.1.1.3", "Initiative: the Allied player rolls %s + %d Supported HQ = "
			"%d; the German player %s + %d = %d",
			"Initiative: the Allied player rolls %s + %d Supported HQs = %d; the "
			"German player %s + %d = %d", sa, kit_roll(&ra, b1, sizeof b1), sa,
			ra.value + sa, kit_roll(&rg, b2, sizeof b2), sg, rg.value + sg);
	if (ra.value + sa == rg.value + sg)
		log_step(g->log, "§1.1.1.3", "A tie in %s weather goes to the %s player",
				m.weather == N44_W_CLEAR ? C_("weather", "clear") : C_("weather", "overcast"),
				n44_player(w));
	log_step(g->log, "§1.1.1.3", "The %s player has the initiative: player 1 this turn",
			n44_player(w));
	state_set(st, "initiative", n44_side_names[w]);
	state_set(st, "active", n44_side_names[w]);
	if (m.scenario == N44_CHERBOURG) {
		log_step(g->log, "§11.1", "Scenario 1 uses no replacements");
		goto done;
	}
	if (n44_die_cell(g, "german-resources", rg.value, "replacements", "§1.1.1.3, §6.10",
			&repl, e))
		goto done;
	state_set(st, "replacements.german", repl);
	log_stepn(g->log, "§1.1.1.3", "The German die, %d, read again on the German resource "
			"table: %s replacement this turn", "The German die, %d, read again on the German "
			"resource table: %s replacements this turn", strtoul(repl, NULL, 10), rg.value,
			repl);
done:
	n44_model_free(&m);
	return e->code;
}

int n44_initiative_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct n44_model m;

	(void)o;
	if (n44_model_load(&m, g, (struct state *)st, e))
		return e->code;
	r->ncols = 1;
	r->col[0] = "initiative";
	if (automatic(&m)) {
		snprintf(r->note, sizeof r->note, "campaign turn %d: the Allies (§11.3)", m.turn);
		odds_report_merge(r, frac_make(1, 1), (const char *const[]){ "allied" }, 1, e);
	} else {
		snprintf(r->note, sizeof r->note, "Allied 1d6 + %d, German 1d6 + %d, a tie to the %s "
				"(§1.1.1.3)", supported_on_map(&m, N44_ALLIED), supported_on_map(&m, N44_GERMAN),
				m.weather == N44_W_CLEAR ? "Allies (clear)" : "Germans (overcast)");
		for (int a = 1; a <= 6; a++)
			for (int d = 1; d <= 6; d++)
				odds_report_merge(r, frac_make(1, 36), (const char *const[]){
						n44_side_names[winner(&m, a, d)] }, 1, e);
	}
	r->runs = 36;
	n44_model_free(&m);
	return e->code;
}

/* ---- rest, replacements, withdrawal --------------------------------------- */

static int each_unit(struct game_ctx *g, struct state *st, const struct order *o,
		int (*fn)(struct game_ctx *, struct n44_model *, struct n44_unit *, struct err *),
		struct err *e)
{
	struct n44_model m;
	char ids[32][48];
	int n;

	if (n44_model_load(&m, g, st, e))
		return e->code;
	n = order_split(order_get(o, "unit"), ids[0], 48, 32);
	if (n <= 0)
		err_set(e, EXIT_USAGE, "%s: unit= names 1 to 32 units", o->spec->verb);
	for (int i = 0; i < n && !e->code; i++) {
		struct n44_unit *u = n44_unit_find(&m, ids[i]);
		if (u == NULL)
			err_set(e, EXIT_DATA, "%s: no unit '%s' in %s", o->spec->verb, ids[i],
					kit_path(st));
		else if (fn(g, &m, u, e) == 0)
			u->changed = 1;
	}
	if (!e->code)
		n44_model_save(&m, e);
	n44_model_free(&m);
	return e->code;
}

static int can_rest(struct game_ctx *g, struct n44_model *m, struct n44_unit *u,
		const char *what, struct err *e)
{
	if (!n44_on_map(u))
		return kit_refuse(e, "§1.1.1.3", "%s is not on the map", u->id);
	if (u->steps >= u->max && strcmp(game_rule(g, m->st, "reserve-withdrawal"), "free") == 0 &&
	    !strcmp(what, "withdraw"))
		return 0;
	if (u->steps >= u->max)
		return kit_refuse(e, "§1.1.1.3", "%s has lost no step: only units that lost one or "
				"two may %s", u->id, what);
	int z = n44_enemy_zoc(g, m, u->loc.hex, u->side, e);   /* the TET's exceptions too */
	if (z < 0)
		return e->code;
	if (z)
		return kit_refuse(e, "§1.1.1.3", "%s is in an enemy ZOC: no rest", u->id);
	return 0;
}

static int rest_one(struct game_ctx *g, struct n44_model *m, struct n44_unit *u, struct err *e)
{
	if (can_rest(g, m, u, "rest", e))
		return e->code;
	u->flags |= N44_U_REST;
	log_step(g->log, "§1.1.1.3", "%s is put at rest (Repos marker): it neither moves nor "
			"attacks this turn", u->id);
	return 0;
}

static int replace_one(struct game_ctx *g, struct n44_model *m, struct n44_unit *u,
		struct err *e)
{
	if (!(u->flags & N44_U_REST) && u->loc.kind != N44_L_REPOS)
		return kit_refuse(e, "§1.1.1.3", "%s is not at rest: a replacement rebuilds a step of "
				"a unit at rest", u->id);
	if (u->steps >= u->max)
		return kit_refuse(e, "§6.10", "%s is at full strength", u->id);
	if ((u->flags & N44_U_REPLACED) && strcmp(game_rule(g, m->st, "rest-steps"),
			"per-replacement") != 0)
		return kit_refuse(e, "§1.1.1.3", "%s has regained a step this turn (ruling rest-steps=one)",
				u->id);
	u->flags |= N44_U_REPLACED;
	if (u->side == N44_GERMAN) {
		const char *left = state_get(m->st, "replacements.german");
		int n = left && *left ? atoi(left) : 0;
		char buf[16];
		if (n <= 0)
			return kit_refuse(e, "§1.1.1.3, §6.10", "the German player has no replacement left "
					"this turn (German resource table)");
		snprintf(buf, sizeof buf, "%d", n - 1);
		state_set(m->st, "replacements.german", buf);
	}
	u->steps++;
	if (u->loc.kind == N44_L_REPOS && !strcmp(game_rule(g, m->st, "repos-steps"), "full")) {
		u->steps = u->max;          /* ruling repos-steps=full (§1.1.1.3, 11.3.5) */
		log_step(g->log, "§1.1.1.3", "%s in the Repos box comes back whole for one "
				"replacement (ruling repos-steps=full)", u->id);
	}
	if (u->loc.kind == N44_L_REPOS && u->steps == u->max)
		log_step(g->log, "§1.1.1.3", "%s is rebuilt whole in the Repos box: it may arrive as "
				"a reinforcement at a friendly depot this turn", u->id);
	log_step(g->log, "§1.1.1.3", "%s regains a step for a replacement: %d of %d", u->id,
			u->steps, u->max);
	return 0;
}

static int withdraw_one(struct game_ctx *g, struct n44_model *m, struct n44_unit *u,
		struct err *e)
{
	if (u->side != N44_ALLIED || (u->arm != N44_PARA && u->arm != N44_AIRLANDING &&
			u->arm != N44_COMMANDO && u->arm != N44_RANGER))
		return kit_refuse(e, "§1.1.1.3", "%s is not Allied airborne, Commando or Ranger: only "
				"they go back to the strategic reserve", u->id);
	if (can_rest(g, m, u, "withdraw", e))
		return e->code;
	u->loc.kind = N44_L_RESERVE;
	u->flags &= ~(unsigned)N44_U_REST;
	if (m->scenario != N44_CHERBOURG)
		m->vp[N44_ALLIED] += 1;
	log_step(g->log, "§1.1.1.3", "%s goes back to the Allied strategic reserve: +1 VP", u->id);
	return 0;
}

int n44_rest_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	(void)c;
	return each_unit(g, st, o, rest_one, e);
}

int n44_replace_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	(void)c;
	return each_unit(g, st, o, replace_one, e);
}

int n44_withdraw_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	(void)c;
	return each_unit(g, st, o, withdraw_one, e);
}
