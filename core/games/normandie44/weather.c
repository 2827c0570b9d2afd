/*
 * weather.c: the `weather` and `storm` orders of Normandie 1944 (§1.1.1.1).
 *
 *   weather  turn 0 overcast then clear, turn 1 clear (§10 B.3), Scenario 2's
 *            turn 7 clear (§11.2); from turn 2 the Allied player rolls 1d6
 *            plus the adjustment, -1 for each overcast turn before this one,
 *            -2 at most, cancelled by a clear turn (E1), on the weather table
 *   storm    when the turn is overcast from an unmodified 6, a test in phase A,
 *            else at the start of B (never in an A after a storm in B, ruling
 *            storm-after-b): a storm cancels the available air missions, the
 *            naval support and tactical interdiction for the phase, forbids
 *            landings and bombardments, and each Mulberry is destroyed on
 *            4, 5 or 6 (§7.1.1, T18, T19)
 *
 * The state keeps `weather`, `weather_adj` (the adjustment of the next roll),
 * `weather_die` (this turn's natural die) and `storm` (the phase it struck).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "odds.h"

const struct order_param n44_weather_params[] = {
	{ NULL, NULL, NULL, NULL },
};

const struct order_param n44_storm_params[] = {
	{ NULL, NULL, NULL, NULL },
};

/* The turn's weather when the rules fix it, or NULL (§1.1.1.1, §10, §11.2). */
static const char *fixed(const struct n44_model *m)
{
	if (m->turn == 0)
		return "overcast";
	if (m->turn == 1 || (m->scenario == N44_COBRA && m->turn == 7))
		return "clear";
	return NULL;
}

/* The weather table's reading of a modified die. */
static int read_weather(struct game_ctx *g, int die, const char **w, struct err *e)
{
	if (n44_die_cell(g, "weather", die, "weather", "§1.1.1.1", w, e))
		return e->code;
	if (strcmp(*w, "clear") && strcmp(*w, "overcast"))
		return err_set(e, EXIT_DATA, "table normandie44/weather, die %d: '%s' is not clear "
				"or overcast (§1.1.1.1)", die, *w);
	return 0;
}

int n44_weather_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	struct chance_roll roll;
	const char *w, *fix;
	char buf[64];

	(void)o;
	if (n44_model_load(&m, g, st, e))
		return e->code;
	if ((fix = fixed(&m)) != NULL) {
		log_step(g->log, m.turn == 0 ? "§1.1.1.1, §10" : m.turn == 1 ? "§1.1.1.1, §10 B.3" :
				"§11.2", "Turn %d: the weather is %s, as the rules fix it", m.turn, fix);
		state_set(st, "weather", fix);
		state_set(st, "weather_die", "");
		state_set(st, "weather_adj", !strcmp(fix, "clear") ? "0" : "-1");
		goto done;
	}
	if (state_get(st, "weather_die") && *state_get(st, "weather_die")) {
		kit_refuse(e, "§1.1.1.1", "the weather of turn %d is rolled already", m.turn);
		goto done;
	}
	if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "weather, turn %d", m.turn))
		goto done;
	int die = roll.value + m.weather_adj;
	if (read_weather(g, die, &w, e))
		goto done;
	log_step(g->log, "§1.1.1.1", "The Allied player rolls %s, %+d for the overcast turns "
			"before: %d, %s", kit_roll(&roll, buf, sizeof buf), m.weather_adj, die, w);
	int over = !strcmp(w, "overcast");
	int next = over ? (m.weather_adj > -2 ? m.weather_adj - 1 : -2) : 0;
	snprintf(buf, sizeof buf, "%d", next);
	state_set(st, "weather_adj", buf);
	snprintf(buf, sizeof buf, "%d", roll.value);
	state_set(st, "weather_die", buf);
	state_set(st, "weather", w);
	log_step(g->log, "§1.1.1.1", "The \"Ajustement Météo\" marker goes to %d for the next "
			"turn", next);
	if (over && roll.value == 6)
		log_step(g->log, "§1.1.1.1", "Overcast from an unmodified 6: the Allied player tests "
				"for a storm in phase A (storm)");
done:
	n44_model_free(&m);
	return e->code;
}

int n44_weather_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct n44_model m;
	const char *fix;

	(void)o;
	if (n44_model_load(&m, g, (struct state *)st, e))
		return e->code;
	r->ncols = 2;
	r->col[0] = "weather";
	r->col[1] = "storm_test";
	if ((fix = fixed(&m)) != NULL) {
		snprintf(r->note, sizeof r->note, "turn %d: fixed by the rules", m.turn);
		odds_report_merge(r, frac_make(1, 1), (const char *const[]){ fix, "no" }, 2, e);
	} else {
		snprintf(r->note, sizeof r->note, "1d6 %+d (§1.1.1.1)", m.weather_adj);
		for (int f = 1; f <= 6 && !e->code; f++) {
			const char *w;
			if (read_weather(g, f + m.weather_adj, &w, e))
				break;
			const char *v[2] = { w, !strcmp(w, "overcast") && f == 6 ? "yes" : "no" };
			odds_report_merge(r, frac_make(1, 6), v, 2, e);
		}
	}
	r->runs = 6;
	n44_model_free(&m);
	return e->code;
}

/* ---- storm ------------------------------------------------------------------ */

/* May a storm be tested now? 0, or a refusal. */
static int armed(struct game_ctx *g, const struct n44_model *m, struct err *e)
{
	const char *die = state_get(m->st, "weather_die"), *last = state_get(m->st, "storm_last");
	char phase = n44_phase_letter(m);
	const char *r = game_rule(g, m->st, "storm-after-b");

	if (m->weather != N44_W_OVERCAST || die == NULL || strcmp(die, "6") != 0)
		return kit_refuse(e, "§1.1.1.1", "no storm test: the turn is not overcast from an "
				"unmodified 6");
	if (m->storm)
		return kit_refuse(e, "§1.1.1.1", "a storm struck in phase %c: a storm never lasts "
				"more than a phase, and is tested once", m->storm);
	if (phase == 'A' && last && !strcmp(last, "B") && r && !strcmp(r, "skip"))
		return kit_refuse(e, "§1.1.1.1", "a storm struck in the last phase B: no test in this "
				"phase A (ruling storm-after-b)");
	const char *tested = state_get(m->st, "storm_tested_A");
	if (phase == 'B' && (tested == NULL || *tested == '\0'))
		log_step(g->log, "§1.1.1.1", "No test was made in phase A: the test is at the start "
				"of phase B");
	return 0;
}

/* The storm's effects for the phase (§1.1.1.1, §6.2, §9.2). */
static void effects(struct game_ctx *g, struct n44_model *m)
{
	int n = 0;

	for (int i = 0; i < m->nair; i++) {
		struct n44_air *a = &m->air[i];
		if (a->where == N44_A_AVAILABLE || a->where == N44_A_TACTICAL) {
			a->where = N44_A_FINISHED;
			a->at[0] = '\0';
			a->changed = 1;
			n++;
		}
	}
	state_set(m->st, "naval.used.wtf", "all");
	state_set(m->st, "naval.used.etf", "all");
	log_stepn(g->log, "§1.1.1.1", "Storm: %d air mission (available and tactical "
			"interdiction) and the naval support are cancelled, to \"Finies\"; no "
			"landing, no bombardment this phase",
			"Storm: %d air missions (available and tactical interdiction) and the "
			"naval support are cancelled, to \"Finies\"; no landing, no bombardment "
			"this phase", n, n);
}

int n44_storm_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	struct chance_roll roll;
	const char *cell;
	char buf[64], phase[2];

	(void)o;
	if (n44_model_load(&m, g, st, e))
		return e->code;
	if (armed(g, &m, e))
		goto done;
	phase[0] = n44_phase_letter(&m);
	phase[1] = '\0';
	if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "storm test, phase %s", phase) ||
	    n44_die_cell(g, "weather", roll.value, "storm", "§1.1.1.1", &cell, e))
		goto done;
	log_step(g->log, "§1.1.1.1", "Storm test in phase %s: the Allied player rolls %s: %s",
			phase, kit_roll(&roll, buf, sizeof buf), !strcmp(cell, "yes") ? "a storm" :
			"no storm");
	if (phase[0] == 'A')
		state_set(st, "storm_tested_A", "yes");
	if (strcmp(cell, "yes") != 0)
		goto save;
	state_set(st, "storm", phase);
	effects(g, &m);
	for (int i = 0; i < m.ndepots; i++) {
		struct n44_depot *d = &m.depots[i];
		if (d->kind != N44_D_MULBERRY || (d->face != N44_F_FULL && d->face != N44_F_REDUCED))
			continue;
		if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "Mulberry %s in the storm", d->id))
			goto done;
		int lost = roll.value >= 4;
		log_step(g->log, "§7.1.1", "Mulberry %s: %s: %s", d->id, kit_roll(&roll, buf,
				sizeof buf), lost ? _("destroyed, never rebuilt") : _("it holds"));
		if (lost) {
			d->face = N44_F_DESTROYED;
			d->changed = 1;
		}
	}
save:
	n44_model_save(&m, e);
done:
	n44_model_free(&m);
	return e->code;
}

int n44_storm_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct n44_model m;
	int mulberries = 0;

	(void)o;
	if (n44_model_load(&m, g, (struct state *)st, e))
		return e->code;
	if (armed(g, &m, e))
		goto done;
	for (int i = 0; i < m.ndepots; i++)
		mulberries += m.depots[i].kind == N44_D_MULBERRY &&
			(m.depots[i].face == N44_F_FULL || m.depots[i].face == N44_F_REDUCED);
	r->ncols = 2;
	r->col[0] = "storm";
	r->col[1] = "mulberries_lost";
	/* odds notes are not translated (issue 19): the English words, whole */
	snprintf(r->note, sizeof r->note, mulberries == 1 ? "1d6 on the weather table's storm "
			"column; each of %d Mulberry lost on 4-6 (§7.1.1)" : "1d6 on the weather "
			"table's storm column; each of %d Mulberries lost on 4-6 (§7.1.1)", mulberries);
	for (int f = 1; f <= 6 && !e->code; f++) {
		const char *cell;
		if (n44_die_cell(g, "weather", f, "storm", "§1.1.1.1", &cell, e))
			break;
		if (strcmp(cell, "yes") != 0) {
			odds_report_merge(r, frac_make(1, 6), (const char *const[]){ "no", "0" }, 2, e);
			continue;
		}
		/* k of n Mulberries lost: C(n,k) / 2^n */
		uint64_t comb = 1;
		for (int k = 0; k <= mulberries; k++) {
			char v[8];
			snprintf(v, sizeof v, "%d", k);
			odds_report_merge(r, frac_make(comb, 6ull << mulberries),
					(const char *const[]){ "yes", v }, 2, e);
			comb = comb * (uint64_t)(mulberries - k) / (uint64_t)(k + 1);
		}
	}
	r->runs = 6;
done:
	n44_model_free(&m);
	return e->code;
}
