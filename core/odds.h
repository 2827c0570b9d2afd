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
 * with its exact probability, the expectations, and the summary of the order
 * (named fields such as P(defender eliminated), one row per order in a batch).
 * Games fill it with odds_report_merge and odds_report_summary, whatever way
 * they enumerated.
 *
 * The budget. An enumeration is bounded in runs of the rules and in the memory
 * of the states in play (ODDS_BUDGET_RUNS, ODDS_BUDGET_BYTES, umpire(1)): past
 * either, odds_report_enumerate refuses, naming the size of the tree, or, when
 * the report asks for samples (`--samples N`), gives a Monte Carlo estimate
 * from N independent runs, labelled as such (report.samples), each
 * probability k/N with its standard error.
 */
#ifndef UMPIRE_ODDS_H
#define UMPIRE_ODDS_H

#include <stddef.h>
#include <stdint.h>

#include "chance.h"
#include "err.h"
#include "frac.h"

/* Advance `st` by one step, drawing from `c`. Return 1 if `st` is now final,
 * 0 if another step is due, or an exit status with `e` set. A refusal by the
 * rules (EXIT_REFUSED) is also 1: odds_enumerate tells it from a final state
 * by `e`, and any error in any branch ends the whole enumeration with it. */
typedef int (*odds_step_fn)(void *st, struct chance *c, void *ctx, struct err *e);

struct odds_states {
	size_t size;            /* bytes per state */
	unsigned char *bytes;   /* n states, each `size` bytes */
	struct frac *p;         /* their probabilities; they sum to exactly 1 */
	int n, cap;
	long runs;              /* how many times the step was run */
	long samples;           /* 0: exact; N: p are counts out of N sampled runs */
};

/* The default budget of one order's enumeration (umpire(1), "Odds budget"):
 * about 5 s of a Salerno combat and a tenth of a small machine's memory. */
#define ODDS_BUDGET_RUNS 10000000L
#define ODDS_BUDGET_BYTES ((size_t)128 << 20)

struct odds_budget {
	long max_runs;       /* runs of the rules; 0: ODDS_BUDGET_RUNS */
	size_t max_bytes;    /* bytes of the states in play; 0: ODDS_BUDGET_BYTES */
	long samples;        /* past the budget: estimate from this many runs; 0: refuse */
};

struct odds_report;

/* Enumerate from `init`. `max_steps` bounds the chain (an error beyond it).
 * Past the default budget it refuses (EXIT_USAGE, saying how large the tree
 * is). odds_report_enumerate does the same under r->budget, and samples when
 * that asks for it, setting r->samples and out->samples. */
int odds_enumerate(const void *init, size_t size, odds_step_fn step, void *ctx,
		int max_steps, struct odds_states *out, struct err *e);
int odds_report_enumerate(struct odds_report *r, const void *init, size_t size,
		odds_step_fn step, void *ctx, int max_steps, struct odds_states *out,
		struct err *e);
void odds_states_free(struct odds_states *s);

/* The summary of an order: named fields, the same for every game, so that a
 * batch gives one row per order with fixed columns (umpire(1) lists them). A
 * game fills those that mean something for the order; the rest stay empty. */
enum odds_field_id {
	ODDS_P_DEFENDER_ELIMINATED, ODDS_P_HEX_TAKEN, ODDS_P_ATTACKER_ELIMINATED,
	ODDS_EXP_STEPS_LOST_ATTACKER, ODDS_EXP_STEPS_LOST_DEFENDER,
	ODDS_EXP_HITS, ODDS_EXP_FIGURES_LOST, ODDS_P_UNIT_DESTROYED, ODDS_P_RETREAT,
	ODDS_NFIELDS
};
/* "p_defender_eliminated", ...: the fields' keys, in the order above. */
extern const char *const odds_field_key[ODDS_NFIELDS];

struct odds_field {
	int set;             /* 0 not reported; 1 a value; 2 a mean, with its spread */
	struct frac value;   /* the probability or expectation */
	double square;       /* set == 2: the mean of the squares (standard error) */
};

/* An odds report: one row per distinct outcome, with its exact probability. */
#define ODDS_MAX_COLS 16
struct odds_row {
	struct frac p;
	char *val[ODDS_MAX_COLS];
	/* the values in one allocation, val[k] pointing into it (odds_report_merge),
	 * or NULL when each val[k] is its own (odds_report_add: the caller's strdup) */
	char *block;
	/* a hash of the first nhash - 1 values; nhash 0 when none was made
	 * (odds_report_merge makes it, odds_report_add does not) */
	uint64_t hash;
	int nhash;
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
	/* machine keys of the expectations (snake_case); NULL: made from exp_name */
	const char *exp_key[8];
	/* bit k: outcome column k is text even where its values are whole numbers
	 * (a hex "2228"); other columns of whole numbers are numbers in JSON */
	unsigned text_cols;
	/* the summary: named fields and the headline, the odds column or ratio
	 * used ("3:1", "10 vs 7"), "" when the game reports none */
	struct odds_field field[ODDS_NFIELDS];
	char headline[32];
	/* set by the caller before the game runs */
	struct odds_budget budget;
	/* set by the enumeration: 0 exact, N a Monte Carlo estimate from N runs */
	long samples;
	int over_budget;           /* the order was refused for its size */
	int sorted;                /* the rows are in the order they are printed in */
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

/* Summary fields, by key (odds_field_key): set a field to its value, or add
 * one outcome's share, p times `value` (a count, or 0/1 for an event), which
 * also keeps the spread for a sampled report's standard error. -1 for a key
 * that is not a field or a sum that no longer fits a fraction. */
int odds_report_summary(struct odds_report *r, const char *key, struct frac value);
int odds_report_summary_add(struct odds_report *r, const char *key, struct frac p,
		uint64_t value);
/* The same by the field's number (enum odds_field_id), for the rules' inner
 * loops. */
int odds_report_field_add(struct odds_report *r, int field, struct frac p, uint64_t value);
/* The headline: the odds column or ratio the order was resolved on. */
void odds_report_headline(struct odds_report *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* After the game: the fields it left empty that its expectations give (the
 * steps lost by the attacker, by the defender or target). game_odds calls it. */
void odds_report_finish(struct odds_report *r);
/* The standard error of field k of a sampled report; < 0 when exact or not
 * known. odds_row_se: the same for an outcome's probability. */
double odds_field_se(const struct odds_report *r, int k);
double odds_row_se(const struct odds_report *r, struct frac p);
/* The machine key of expectation k ("expected steps lost by the attacker" ->
 * "expected_steps_lost_by_the_attacker"). Returns buf. */
const char *odds_exp_key(const struct odds_report *r, int k, char *buf, size_t size);
/* A deep copy (the outcome rows' values duplicated): a batch's identical orders
 * are computed once. -1 when out of memory (dst is then empty). */
int odds_report_copy(struct odds_report *dst, const struct odds_report *src);

/* A probability or an expectation as a decimal a spreadsheet reads as a number:
 * at least `decimals` places, and as many more as it takes for a value that is
 * not 0 (or 1) never to read 0 (or 1): "0.000001", never "0.0000". `scale` 100
 * gives a percentage. Returns buf. */
const char *odds_decimal(struct frac p, double scale, int decimals, char *buf,
		size_t size);


#endif
