/*
 * replay.c: the odds of a Normandie 1944 order by running it once per path of
 * its dice (chance.h's enumerate driver), each run on a fresh copy of the state,
 * and reading what changed. For the orders whose dice decide several things at
 * once (a landing's DD tanks and the 5th Rangers, the transfers from the entry
 * boxes, an infiltration) the rules are run as they are, so the odds cannot
 * drift from the resolution: a row is one outcome, the units it changed and how
 * (where they are, their steps and D level), with its exact probability.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "n44.h"
#include "odds.h"

#define REPLAY_MAX_RUNS 50000

/* "id LOC, N steps, D1" for each unit the run changed, in the rows' order. */
static void changes(const struct n44_model *a, const struct n44_model *b, char *out,
		size_t size)
{
	size_t n = 0;

	out[0] = '\0';
	for (int i = 0; i < a->nunits && i < b->nunits && n < size; i++) {
		const struct n44_unit *x = &a->units[i], *y = &b->units[i];
		char loc[48];
		if (n44_loc_same(&x->loc, &y->loc) && x->steps == y->steps && x->d == y->d &&
		    x->a == y->a)
			continue;
		n44_loc_format(&y->loc, loc, sizeof loc);
		n += (size_t)snprintf(out + n, size - n, "%s%s %s", n ? "; " : "", y->id, loc);
		if (x->steps != y->steps && !y->steps_unknown)
			/* an odds row's value: never translated (issue 19) */
			n += (size_t)snprintf(out + n, size - n, y->steps == 1 ? _(" %d step") :
					_(" %d steps"), y->steps);
		if (x->d != y->d && n < size)
			n += (size_t)snprintf(out + n, size - n, " D%d", y->d);
		if (x->a != y->a && n < size)
			n += (size_t)snprintf(out + n, size - n, " A%d", y->a);
	}
	if (out[0] == '\0')
		snprintf(out, size, "no change");
}

int n44_replay_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct chance *c = calloc(1, sizeof *c);
	struct log quiet = { 0 };
	struct game_ctx q = *g;
	struct n44_model before;
	struct state orig;
	char *text = NULL;
	size_t len = 0;
	int more = 1, overflow = 0;

	state_init(&orig);
	if (c == NULL || (text = state_text(st, g->game->kinds, &len)) == NULL) {
		free(c);
		return err_set(e, EXIT_IO, "out of memory");
	}
	q.log = &quiet;
	if (state_parse(&orig, text, len, st->path ? st->path : "state", e) ||
	    n44_model_load(&before, &q, &orig, e))
		goto out;
	chance_enumerate(c);
	snprintf(r->note, sizeof r->note, "every path of the order's dice, the rules run on a "
			"copy of the state: the units each outcome changes");
	r->ncols = 1;
	r->col[0] = "result";
	while (more && !e->code) {
		struct state copy;
		struct n44_model after;
		struct frac p;
		char res[2048];
		state_init(&copy);
		chance_enum_start(c);
		if (state_parse(&copy, text, len, st->path ? st->path : "state", e) == 0 &&
		    o->spec->resolve(&q, &copy, o, c, e) == 0 &&
		    n44_model_load(&after, &q, &copy, e) == 0) {
			changes(&before, &after, res, sizeof res);
			n44_model_free(&after);
		}
		state_free(&copy);
		if (e->code)
			break;
		if (++r->runs > REPLAY_MAX_RUNS) {
			err_set(e, EXIT_USAGE, "odds: more than %d paths of dice: resolve it instead",
					REPLAY_MAX_RUNS);
			break;
		}
		more = chance_enum_next(c, &p, &overflow);
		odds_report_merge(r, p, (const char *const[]){ res }, 1, e);
	}
	if (!e->code && overflow)
		err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	n44_model_free(&before);
out:
	state_free(&orig);
	free(text);
	free(c);
	return e->code;
}
