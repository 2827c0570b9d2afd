/*
 * odds.h: exact outcome distributions, by enumerating every branch of chance.
 *
 * A resolution that can be cut into steps over a plain struct (no pointers, all
 * bytes meaningful: zero it before filling) is enumerated as a Markov chain: from
 * each distinct state, the step is re-run once per path of the enumerate driver
 * (see chance.h); states reached by several paths are merged, adding their
 * probabilities, before the next step. A one-step resolution is the plain case.
 * Merging keeps a three-round Salerno combat at a few hundred thousand runs
 * instead of billions.
 */
#ifndef UMPIRE_ODDS_H
#define UMPIRE_ODDS_H

#include <stddef.h>

#include "chance.h"
#include "err.h"
#include "frac.h"

/* Advance `st` by one step, drawing from `c`. Return 1 if `st` is now final,
 * 0 if another step is due, or an exit status (>1) with `e` set. */
typedef int (*odds_step_fn)(void *st, struct chance *c, void *ctx, struct err *e);

struct odds_states {
	size_t size;            /* bytes per state */
	unsigned char *bytes;   /* n states, each `size` bytes */
	struct frac *p;         /* their probabilities; they sum to exactly 1 */
	int n, cap;
	long runs;              /* how many times the step was run */
};

/* Enumerate from `init`. `max_steps` bounds the chain (an error beyond it). */
int odds_enumerate(const void *init, size_t size, odds_step_fn step, void *ctx,
		int max_steps, struct odds_states *out, struct err *e);
void odds_states_free(struct odds_states *s);

#endif
