/*
 * chance.h: every die the rules roll, behind one interface with three drivers.
 *
 * Rules code never calls a random number generator. It asks a `struct chance` for
 * dice with a label saying what they are for, and gets faces back. Which driver
 * answers is invisible to it:
 *
 *   seeded     die number N of a game comes from the state's seed and N alone:
 *              key = BLAKE2b-256(seed), the bytes of ChaCha20(key, nonce = N as
 *              8 bytes little-endian) read as 32-bit little-endian words, each word
 *              w rejected when w >= 2^32 - (2^32 mod sides), else face = w mod sides
 *              + 1 (see umpire-state(5) for the exact algorithm and golden values);
 *   supplied   faces typed on the command line (--dice 3,5,2), used in order;
 *              too few, too many or a face off the die is an error (EXIT_USAGE);
 *   enumerate  explores every branch: the rules code is run once per path, and
 *              chance_enum_next() moves to the next path and gives the probability
 *              of the one just run, as an exact fraction.
 *
 * A roll of n dice may declare that the rules read only their sum (or the sum of
 * the k lowest, as in Salerno §9.652). The enumerate driver then branches once per
 * distinct value, weighted by how many face combinations give it, instead of once
 * per face combination: 11 branches for 2d6 instead of 36. The seeded and supplied
 * drivers always roll every die, so the log can show each face.
 */
#ifndef UMPIRE_CHANCE_H
#define UMPIRE_CHANCE_H

#include <stdint.h>

#include "err.h"
#include "frac.h"

enum chance_driver { CHANCE_SEEDED, CHANCE_SUPPLIED, CHANCE_ENUMERATE };

enum chance_read {
	CHANCE_FACES,      /* the rules read each face: enumerate every combination */
	CHANCE_SUM,        /* the rules read only the sum of the faces */
	CHANCE_SUM_LOWEST  /* the rules read only the sum of the `keep` lowest faces */
};

#define CHANCE_MAX_DICE 8      /* dice in one roll */
#define CHANCE_MAX_DEPTH 64    /* rolls in one enumerated path */
#define CHANCE_MAX_USED 256    /* dice recorded for the journal and the log */

struct chance_roll {
	int n, sides;
	int faces[CHANCE_MAX_DICE];   /* as rolled (a representative combination when
	                                 enumerating sums) */
	int value;                    /* the sum read (CHANCE_SUM, CHANCE_SUM_LOWEST),
	                                 else the sum of all faces */
};

struct chance_branch {
	int choice, nchoices;
	int values[64];       /* distinct values of this roll, ascending (for a
	                         grouped roll, the lowest value of each group) */
	uint64_t weights[64]; /* face combinations giving each value (or group) */
	uint64_t total;       /* sides^n */
	uint32_t groups;      /* 0, or a hash of a grouped roll's results */
};

struct chance {
	enum chance_driver driver;
	/* seeded */
	unsigned char key[32];
	uint64_t draws;            /* index of the next die; advanced per die */
	/* supplied */
	const int *supplied;
	int nsupplied, next;
	/* enumerate */
	struct chance_branch path[CHANCE_MAX_DEPTH];
	int depth;                 /* branches in the current path */
	int pos;                   /* next branch to replay in this run */
	/* what was used, for the journal: every face rolled, in order */
	int used[CHANCE_MAX_USED];
	int nused;
	/* the branches the enumerate driver would take for the rolls of this run,
	 * multiplied (1 at the start of a run): a sampled run's product estimates
	 * the number of paths of the whole tree (Knuth), for the odds budget */
	double branches;
	/* rolls asked for, whatever the driver: `commit` checks a turn's orders
	 * by playing them as far as the first one (core/play.c) */
	int rolls;
};

/* Set up a driver. chance_seeded hashes the seed text into the key. */
void chance_seeded(struct chance *c, const char *seed, uint64_t draws);
void chance_supplied(struct chance *c, const int *faces, int n);
void chance_enumerate(struct chance *c);

/* Roll n dice of `sides` faces. Returns 0, or EXIT_USAGE with a message naming
 * the label when supplied dice run out or a face is off the die, or EXIT_DATA
 * when an enumerated path is too deep. */
int chance_roll(struct chance *c, int n, int sides, enum chance_read read, int keep,
		const char *label, struct chance_roll *out, struct err *e);

/* The same, with a printf-style label. The label is only formatted when a
 * driver can show it (seeded and supplied), so the rules can describe every roll
 * without slowing the enumeration of odds, which runs them millions of times. */
int chance_rollf(struct chance *c, int n, int sides, enum chance_read read, int keep,
		struct chance_roll *out, struct err *e, const char *fmt, ...)
	__attribute__((format(printf, 8, 9)));

/* A roll that the rules read only through a table of results, such as a combat
 * table's steps lost: result[k] is the result the rules will draw from the k-th
 * value the roll can take, from the lowest (the lowest sum is n, or `keep` for
 * CHANCE_SUM_LOWEST; there are n(sides - 1) + 1 or keep(sides - 1) + 1 values:
 * nresult must say so). The enumerate driver takes one branch per distinct
 * result, weighted by all the combinations of its values, and hands over the
 * lowest value of the group: a combat round of 2d6 a side on a table of four
 * results is 16 runs of the rules instead of 121. The rules must draw the same
 * result from every value of a group: that is their promise, which the odds
 * rest on. The seeded and supplied drivers roll as chance_rollf does. Sums only
 * (EXIT_DATA otherwise). */
int chance_roll_grouped(struct chance *c, int n, int sides, enum chance_read read, int keep,
		const int *result, int nresult, struct chance_roll *out, struct err *e,
		const char *fmt, ...) __attribute__((format(printf, 10, 11)));

/* Supplied driver: after the resolution, an error if dice were left unused. */
int chance_finish(struct chance *c, struct err *e);

/* Enumerate driver. Call chance_enum_start() before each run of the rules; after
 * the run, chance_enum_next() sets *p to the probability of the path just run and
 * returns 1 if there is another path to run, 0 if that was the last one. */
void chance_enum_start(struct chance *c);
int chance_enum_next(struct chance *c, struct frac *p, int *overflow);

/* Parse "3,5,2" into faces (at most max); returns the count or -1 on bad syntax. */
int chance_parse_dice(const char *text, int *faces, int max);

/* The seeded stream itself, for tests and for umpire-state(5): the face of die
 * number `index` with `sides` sides under `key`. */
int chance_seeded_face(const unsigned char key[32], uint64_t index, int sides);

#endif
