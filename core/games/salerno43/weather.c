/*
 * weather.c: the `weather` order of Salerno 1943 (optional rule §22, phase A a
 * of §3.1-§3.3): the Axis player rolls 2d6 at the start of every day turn, and
 * of a night turn only when a paradrop is due (§3.3 A a, §22.42); the weather
 * table (tables/salerno43/weather.csv) gives Cloudy, Clear or Rain, written to
 * `set,weather`, which the other orders read (§16.32, §22.3, §22.41, §26.1, §8.6).
 */
#include <stdio.h>
#include <string.h>

#include "s43.h"

struct weather_out {
	int roll;       /* the 2d6 total */
	int row;        /* its row of the weather table */
};

struct weather_ctx {
	const struct table *t;
	struct log *log;
	int c_weather, c_section, c_effects;
};

static int step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct weather_out *w = state;
	struct weather_ctx *x = ctx;
	struct chance_roll r;
	const char *cell;
	char dice[48];

	if (chance_roll(c, 2, 6, CHANCE_SUM, 0, "weather (§22.1)", &r, e))
		return e->code;
	w->roll = r.value;
	if ((w->row = s43_table_range(x->t, 0, r.value, "§22.1", e)) < 0)
		return e->code;
	if (table_need(x->t, w->row, x->c_weather, "§22", &cell, e))
		return e->code;
	log_step(x->log, table_cell(x->t, w->row, x->c_section), "Axis rolls %s "
			"on the weather table: %s (%s)", kit_roll(&r, dice, sizeof dice), cell,
			table_cell(x->t, w->row, x->c_effects));
	return 1;
}

/* Checks shared by resolve and odds: the turn and the columns of the table. */
static int setup(struct game_ctx *g, const struct state *st, struct weather_ctx *x,
		struct err *e)
{
	int turn;
	const struct state_kind *dk;

	memset(x, 0, sizeof *x);
	if (s43_turn_now(st, "§22.1", &turn, e) || s43_table(g, "weather", &x->t, e))
		return e->code;
	if ((x->c_weather = table_find_col(x->t, "weather", "§22", e)) < 0 ||
	    (x->c_section = table_find_col(x->t, "section", "§22", e)) < 0 ||
	    (x->c_effects = table_find_col(x->t, "effects", "§22", e)) < 0)
		return e->code;
	if (s43_turn_period(turn) == S43_NIGHT) {
		/* §3.3 A a: at night the weather is rolled only if a paradrop is due */
		int due = 0;
		char now[16];
		s43_turn_format(turn, now, sizeof now);
		dk = state_kind(st, "drop");
		for (int i = 0; dk && i < dk->nrows; i++)
			due |= strcmp(state_field(&dk->rows[i], state_col(dk, "turn")), now) == 0;
		if (!due)
			return kit_refuse(e, "§3.3 A a, §22.42", "weather: no weather roll in the "
					"night turn %s, for no paradrop is due (no drop row for it)", now);
	}
	return 0;
}

int s43_weather_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct weather_ctx x;
	struct weather_out w;
	int rc;

	if (setup(g, st, &x, e))
		return e->code;
	x.log = g->log;
	memset(&w, 0, sizeof w);
	if ((rc = step(&w, c, &x, e)) != 1)
		return rc;
	char now[16];
	int turn;
	if (s43_turn_now(st, "§22.1", &turn, e))
		return e->code;
	s43_turn_format(turn, now, sizeof now);
	/* weather_turn: the turn of the roll, so a night's paradrop can tell this
	 * night's weather from the afternoon's (§22.42, §3.3 A a) */
	if (state_set(st, "weather", table_cell(x.t, w.row, x.c_weather)) ||
	    state_set(st, "weather_turn", now))
		return err_set(e, EXIT_IO, "out of memory");
	log_step(g->log, "§22", "The weather is %s until the next weather roll (set,weather)",
			table_cell(x.t, w.row, x.c_weather));
	return 0;
}

static void summary(const void *outcome, const void *ctx, char **vals)
{
	const struct weather_out *w = outcome;
	const struct weather_ctx *x = ctx;

	vals[0] = s43_strf("%s", table_cell(x->t, w->row, x->c_weather));
	vals[1] = s43_strf("%s", table_cell(x->t, w->row, 0));
}

int s43_weather_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "weather", "roll" };
	struct weather_ctx x;
	struct weather_out w;
	struct log quiet;

	if (setup(g, st, &x, e))
		return e->code;
	log_open(&quiet, NULL, LOG_TEXT);
	x.log = &quiet;
	memset(&w, 0, sizeof w);
	snprintf(r->note, sizeof r->note, "the Axis player's 2d6 on the weather table (§22)");
	/* the row, not the total, is the outcome: merge totals of one row */
	return s43_odds_step(&w, sizeof w, step, &x, 2, cols, summary, r, e);
}
