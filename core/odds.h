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
 *
 * What an odds command prints is an odds report: one row per distinct outcome
 * with its exact probability, and the expectations. Games fill it with
 * odds_report_merge, whatever way they enumerated.
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

/* An odds report: one row per distinct outcome, with its exact probability. */
#define ODDS_MAX_COLS 16
struct odds_row {
	struct frac p;
	char *val[ODDS_MAX_COLS];
};
struct odds_report {
	int ncols;
	const char *col[ODDS_MAX_COLS];
	struct odds_row *rows;
	int nrows, cap;
	/* expectations: "expected steps lost by the attacker" = 7/6 */
	int nexp;
	const char *exp_name[8];
	struct frac exp[8];
	long runs;                 /* how many times the rules were run */
	char note[1024];           /* e.g. the continuation policy used, a derivation */
};
struct odds_row *odds_report_add(struct odds_report *r);
/* Add probability p to the row whose first `nvals` columns equal `vals`, or add
 * such a row (the values copied): the one "merge or add" of every game.
 * EXIT_IO when out of memory, EXIT_DATA when a fraction overflows. */
int odds_report_merge(struct odds_report *r, struct frac p, const char *const *vals,
		int nvals, struct err *e);
/* Add an expectation ("expected steps lost by the attacker") to the report. */
void odds_report_expect(struct odds_report *r, const char *name, struct frac value);
void odds_report_free(struct odds_report *r);


#endif
