/*
 * chance.c: the three drivers behind chance_roll() (see chance.h).
 *
 * This file owns every die of umpire: the seeded stream (BLAKE2b-256 of the seed
 * as a ChaCha20 key, one nonce per die, rejection sampling), the supplied faces of
 * --dice and their error messages, and the enumerate driver's depth-first walk
 * over the branches of chance with exact weights.
 *
 * The enumerate driver keeps no cache beside struct chance: a branch popped off
 * the path stays in path[] past `depth`, and the next roll pushed at that position
 * is nearly always the same request (the second 2d6 of a combat, for each value of
 * the first), so its distribution is reused instead of recomputed. A branch is
 * recognised by its shape (see enum_shape()), which is also what a replayed roll
 * is checked against.
 */
#include <sodium.h>
#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "chance.h"
#include "i18n.h"

#define ENUM_MAX_COMBOS 1679616u   /* 6^8: the largest roll we enumerate */
#define ENUM_MAX_VALUES 64         /* values[] and weights[] of a branch */

static const char *label_of(const char *label)
{
	return label && *label ? label : "roll";
}

static void record(struct chance *c, int face)
{
	if (c->nused < CHANCE_MAX_USED)   /* beyond the cap: still roll, stop recording */
		c->used[c->nused++] = face;
}

/* The value the rules read from a roll: the sum of all faces, or of the `keep`
 * lowest for CHANCE_SUM_LOWEST. */
static int roll_value(const int *faces, int n, enum chance_read read, int keep)
{
	int sorted[CHANCE_MAX_DICE], i, j, sum = 0;

	if (read != CHANCE_SUM_LOWEST) {
		for (i = 0; i < n; i++)
			sum += faces[i];
		return sum;
	}
	for (i = 0; i < n; i++) {   /* insertion sort: n <= 8 */
		int f = faces[i];
		for (j = i; j > 0 && sorted[j - 1] > f; j--)
			sorted[j] = sorted[j - 1];
		sorted[j] = f;
	}
	for (i = 0; i < keep; i++)
		sum += sorted[i];
	return sum;
}

/* ---- seeded ---------------------------------------------------------------- */

/*
 * Die `index` under `key`: the ChaCha20 stream (original variant, 64-bit nonce =
 * index little-endian, block counter from 0) read as 32-bit little-endian words;
 * a word w is rejected when w >= 2^32 - (2^32 mod sides), so every face keeps
 * exactly the same number of accepted words; else the face is w mod sides + 1.
 * Block 0 almost always suffices; if all 16 of its words are rejected the stream
 * simply goes on with blocks 1, 2, ...
 */
static int seeded_face(const unsigned char key[32], uint64_t index, int sides)
{
	static const unsigned char zeros[64];
	unsigned char nonce[8], block[64];
	uint64_t limit = (1ull << 32) - (1ull << 32) % (uint64_t)sides;
	uint64_t ic;
	int i;

	for (i = 0; i < 8; i++)
		nonce[i] = (unsigned char)(index >> (8 * i));
	crypto_stream_chacha20(block, sizeof block, nonce, key);
	for (ic = 1;; ic++) {
		for (i = 0; i < 16; i++) {
			const unsigned char *b = block + 4 * i;
			uint32_t w = (uint32_t)b[0] | (uint32_t)b[1] << 8 |
				(uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
			if (w < limit)
				return (int)(w % (uint32_t)sides) + 1;
		}
		crypto_stream_chacha20_xor_ic(block, zeros, sizeof block, nonce, ic, key);
	}
}

int chance_seeded_face(const unsigned char key[32], uint64_t index, int sides)
{
	if (sides < 1)
		return 0;
	if (sodium_init() < 0)
		return 0;
	return seeded_face(key, index, sides);
}

/* A driver set up from nothing: every field cleared but the 49 KB of branches
 * and of the faces used, of which only what says they are empty (issue 14: a
 * resolve spent 2% of its instructions, and 13 pages, clearing them). */
/* The seeded and supplied drivers never read the branches (49 KB, 13 pages a
 * resolve would fault in for nothing, issue 14): chance_enumerate clears what
 * it needs of them. */
static void clear(struct chance *c)
{
	memset(c, 0, offsetof(struct chance, path));
	c->depth = c->pos = 0;
	c->nused = 0;
	c->branches = 0;
	c->rolls = 0;
}

void chance_seeded(struct chance *c, const char *seed, uint64_t draws)
{
	clear(c);
	c->driver = CHANCE_SEEDED;
	if (sodium_init() < 0) {
		/* no harm: BLAKE2b and ChaCha20 need nothing from it */
	}
	crypto_generichash(c->key, sizeof c->key, (const unsigned char *)seed,
		strlen(seed), NULL, 0);
	c->draws = draws;
	c->branches = 1;
}

static int roll_seeded(struct chance *c, int n, int sides, struct chance_roll *out)
{
	int i;

	for (i = 0; i < n; i++) {
		out->faces[i] = seeded_face(c->key, c->draws++, sides);
		record(c, out->faces[i]);
	}
	return 0;
}

/* ---- supplied -------------------------------------------------------------- */

void chance_supplied(struct chance *c, const int *faces, int n)
{
	clear(c);
	c->driver = CHANCE_SUPPLIED;
	c->supplied = faces;
	c->nsupplied = n;
	c->branches = 1;
}

static int roll_supplied(struct chance *c, int n, int sides, const char *label,
		struct chance_roll *out, struct err *e)
{
	int i, left = c->nsupplied - c->next;

	if (left < n)
		return err_set(e, EXIT_USAGE, "--dice: not enough dice: %s needs %d more",
			label, n - left);
	for (i = 0; i < n; i++) {
		int f = c->supplied[c->next + i];
		if (f < 1 || f > sides)
			return err_set(e, EXIT_USAGE, "--dice: %d is not a face of a d%d (%s)",
				f, sides, label);
	}
	for (i = 0; i < n; i++) {
		out->faces[i] = c->supplied[c->next++];
		record(c, out->faces[i]);
	}
	return 0;
}

int chance_finish(struct chance *c, struct err *e)
{
	if (c->driver == CHANCE_SUPPLIED && c->next < c->nsupplied)
		return err_set(e, EXIT_USAGE,
			"--dice: %d dice left unused after the order (the order needed %d)",
			c->nsupplied - c->next, c->next);
	return 0;
}

int chance_parse_dice(const char *text, int *faces, int max)
{
	const char *s = text;
	int count = 0;

	if (s == NULL || *s == '\0')
		return -1;
	for (;;) {
		int v = 0;
		if (*s < '0' || *s > '9')
			return -1;
		for (; *s >= '0' && *s <= '9'; s++) {
			v = v * 10 + (*s - '0');
			if (v > 999)
				return -1;
		}
		if (v < 1 || count >= max)
			return -1;
		faces[count++] = v;
		if (*s == '\0')
			return count;
		if (*s++ != ',')
			return -1;
	}
}

/* ---- enumerate ------------------------------------------------------------- */

void chance_enumerate(struct chance *c)
{
	/* Everything but the 49 KB of branches, and of those only what says a
	 * branch is empty (nchoices == 0: no stale branch to reuse): clearing it
	 * all was a tenth of the odds of a combat round. */
	memset(c, 0, offsetof(struct chance, path));
	for (int i = 0; i < CHANCE_MAX_DEPTH; i++)
		c->path[i].nchoices = 0;
	c->depth = c->pos = 0;
	c->nused = 0;
	c->driver = CHANCE_ENUMERATE;
	c->branches = 1;
}

void chance_enum_start(struct chance *c)
{
	c->pos = 0;
	c->nused = 0;   /* the journal of an enumerated run is that path's faces */
	c->branches = 1;
}

/*
 * The shape of a request's distribution: how many combinations (sides^n), how
 * many distinct values, the lowest and the highest. FACES values are indices of
 * combinations (0 .. sides^n - 1); SUM and SUM_LOWEST values are sums, every one
 * from keep to keep * sides being possible (SUM is SUM_LOWEST keeping all n).
 *
 * The shape determines the distribution: for sums, (lowest, highest) give keep
 * and sides and the total gives n; FACES start at 0 where sums start at >= 1; two
 * FACES requests with the same total have the same branch. So comparing shapes
 * checks that a replayed roll is the request that made the branch, up to requests
 * with identical distributions (2d6 read face by face vs 1d36), which enumerate
 * identically anyway.
 */
struct shape {
	uint64_t total;
	int nvalues, lo, hi, keep;
	uint32_t groups;     /* a grouped roll: the hash of its results, else 0 */
	const int *result;
};

static int enum_shape(int n, int sides, enum chance_read read, int keep,
		const char *label, struct shape *sh, struct err *e)
{
	uint64_t total = 1;
	int i;

	for (i = 0; i < n; i++) {
		total *= (uint64_t)sides;
		if (total > ENUM_MAX_COMBOS)
			return err_set(e, EXIT_DATA, "%s: %dd%d has too many combinations to "
				"enumerate (more than 6^8)", label, n, sides);
	}
	sh->total = total;
	if (read == CHANCE_FACES) {
		if (total > ENUM_MAX_VALUES)
			return err_set(e, EXIT_DATA, "%s: %dd%d read face by face has more "
				"than %d outcomes to enumerate", label, n, sides, ENUM_MAX_VALUES);
		sh->nvalues = (int)total;
		sh->lo = 0;
		sh->hi = (int)total - 1;
		sh->keep = 0;
		return 0;
	}
	sh->keep = read == CHANCE_SUM ? n : keep;
	if (sh->keep * (sides - 1) + 1 > ENUM_MAX_VALUES)
		return err_set(e, EXIT_DATA, "%s: %dd%d has more than %d sums to enumerate",
			label, n, sides, ENUM_MAX_VALUES);
	sh->nvalues = sh->keep * (sides - 1) + 1;
	sh->lo = sh->keep;
	sh->hi = sh->keep * sides;
	return 0;
}

static int shape_matches(const struct chance_branch *b, const struct shape *sh)
{
	if (b->groups != sh->groups)
		return 0;
	if (sh->groups)   /* the same request grouped the same way */
		return b->total == sh->total && b->values[0] == sh->lo;
	return b->nchoices == sh->nvalues && b->total == sh->total &&
		b->values[0] == sh->lo && b->values[b->nchoices - 1] == sh->hi;
}

/* A grouped roll's results (chance_roll_grouped): their hash, never 0. It is
 * computed at every roll, replayed or not, so it stays one pass. */
static uint32_t groups_hash(const int *result, int n)
{
	uint32_t h = 2166136261u;

	for (int k = 0; k < n; k++)
		h = (h ^ (uint32_t)result[k]) * 16777619u;
	return h ? h : 1;
}

/* Merge a branch's values by result: the groups in the order of their lowest
 * value, each weighted by all of its values' combinations. */
static void group_branch(struct chance_branch *b, const int *result, uint32_t hash)
{
	int n = b->nchoices, g = 0, first[64];

	for (int k = 0; k < n; k++) {
		int j = 0;
		while (j < g && result[first[j]] != result[k])
			j++;
		if (j == g) {
			first[g] = k;
			b->values[g] = b->values[k];
			b->weights[g++] = b->weights[k];
		} else {
			b->weights[j] += b->weights[k];
		}
	}
	b->nchoices = g;
	b->groups = hash;
}

/*
 * Fill a branch's distinct values and weights. Sums are counted without visiting
 * the sides^n combinations: going through the faces f = 1 .. sides in increasing
 * order, ways[j][s] counts the ways to give the j lowest dice (chosen among the n
 * labelled dice, hence the binomials) faces <= f with s the sum of the lowest
 * `keep` of them. The test suite checks this against brute force.
 */
static const uint64_t binom[CHANCE_MAX_DICE + 1][CHANCE_MAX_DICE + 1] = {
	{ 1 }, { 1, 1 }, { 1, 2, 1 }, { 1, 3, 3, 1 }, { 1, 4, 6, 4, 1 },
	{ 1, 5, 10, 10, 5, 1 }, { 1, 6, 15, 20, 15, 6, 1 },
	{ 1, 7, 21, 35, 35, 21, 7, 1 }, { 1, 8, 28, 56, 70, 56, 28, 8, 1 },
};

/* keep * sides <= ENUM_MAX_VALUES - 1 + keep (enum_shape) */
#define SUM_MAX (ENUM_MAX_VALUES - 1 + CHANCE_MAX_DICE)

static void fill_branch(struct chance_branch *b, int n, int sides,
		const struct shape *sh)
{
	uint64_t ways[CHANCE_MAX_DICE + 1][SUM_MAX + 1];
	uint64_t next[CHANCE_MAX_DICE + 1][SUM_MAX + 1];
	int f, j, s, m, v;

	b->total = sh->total;
	b->nchoices = sh->nvalues;
	b->choice = 0;
	b->groups = 0;
	if (sh->keep == 0) {   /* CHANCE_FACES: one value per combination */
		for (v = 0; v < sh->nvalues; v++) {
			b->values[v] = v;
			b->weights[v] = 1;
		}
		return;
	}
	if (sh->keep == n) {   /* a plain sum: n - 1 convolutions with one die */
		uint64_t w[SUM_MAX + 1] = { 0 }, t[SUM_MAX + 1];
		for (f = 1; f <= sides; f++)
			w[f] = 1;
		for (j = 1; j < n; j++) {
			memset(t, 0, sizeof t);
			for (s = j; s <= j * sides; s++)
				for (f = 1; f <= sides; f++)
					t[s + f] += w[s];
			memcpy(w, t, sizeof w);
		}
		for (v = 0; v < sh->nvalues; v++) {
			b->values[v] = sh->lo + v;
			b->weights[v] = w[sh->lo + v];
		}
		return;
	}
	memset(ways, 0, sizeof ways);
	ways[0][0] = 1;
	for (f = 1; f <= sides; f++) {
		memset(next, 0, sizeof next);
		for (j = 0; j <= n; j++)
			for (s = 0; s <= sh->hi; s++) {
				if (ways[j][s] == 0)
					continue;
				for (m = 0; m <= n - j; m++) {
					int kept = sh->keep - j;   /* dice still to keep */
					kept = kept < 0 ? 0 : kept < m ? kept : m;
					next[j + m][s + f * kept] += ways[j][s] * binom[n - j][m];
				}
			}
		memcpy(ways, next, sizeof ways);
	}
	for (v = 0; v < sh->nvalues; v++) {
		b->values[v] = sh->lo + v;
		b->weights[v] = ways[n][sh->lo + v];
	}
}

/* A combination of faces giving the branch value `v`: for FACES the combination
 * of index v (first die most significant); for sums the kept dice as even as
 * possible, the dropped ones at `sides`. */
static void representative(struct chance_roll *out, int n, int sides,
		const struct shape *sh, int v)
{
	int i;

	if (sh->keep == 0) {
		for (i = n - 1; i >= 0; i--) {
			out->faces[i] = v % sides + 1;
			v /= sides;
		}
		return;
	}
	for (i = 0; i < sh->keep; i++)   /* the last v % keep dice get one more */
		out->faces[i] = v / sh->keep + (i >= sh->keep - v % sh->keep);
	for (; i < n; i++)
		out->faces[i] = sides;
}

static int roll_enumerate(struct chance *c, int n, int sides, enum chance_read read,
		int keep, const int *result, int nresult, const char *label,
		struct chance_roll *out, struct err *e)
{
	struct chance_branch *b;
	struct shape sh;
	int rc, i;

	sh.nvalues = 0;
	if ((rc = enum_shape(n, sides, read, keep, label, &sh, e)) != 0)
		return rc;
	sh.groups = 0;
	sh.result = NULL;
	if (result != NULL) {
		if (read == CHANCE_FACES || nresult != sh.nvalues)
			return err_set(e, EXIT_DATA, "%s: a grouped roll of %dd%d needs a result for "
				"each of its %d sums, not %d", label, n, sides, sh.nvalues, nresult);
		sh.groups = groups_hash(result, nresult);
		sh.result = result;
	}
	if (c->pos < c->depth) {   /* replaying the path up to its last branch */
		b = &c->path[c->pos];
		if (!shape_matches(b, &sh))
			return err_set(e, EXIT_DATA, "%s: non-deterministic rules code: roll %d "
				"of a replayed path is now %dd%d", label, c->pos + 1, n, sides);
	} else {                   /* a new branch, at its first value */
		if (c->pos >= CHANCE_MAX_DEPTH)
			return err_set(e, EXIT_DATA, "%s: more than %d rolls in one "
				"enumerated path", label, CHANCE_MAX_DEPTH);
		b = &c->path[c->pos];
		if (b->nchoices > 0 && shape_matches(b, &sh)) {
			b->choice = 0;     /* the stale branch left here is this roll: reuse */
		} else {
			fill_branch(b, n, sides, &sh);
			if (sh.groups)
				group_branch(b, sh.result, sh.groups);
		}
		c->depth = c->pos + 1;
	}
	c->pos++;
	representative(out, n, sides, &sh, b->values[b->choice]);
	for (i = 0; i < n; i++)
		record(c, out->faces[i]);
	return 0;
}

/*
 * The probability of the path just run, then the odometer: the last branch that
 * has values left moves to its next value and the branches after it are dropped
 * (they are pushed again, at their first value, when the rules roll them).
 */
int chance_enum_next(struct chance *c, struct frac *p, int *overflow)
{
	struct frac prob = { 1, 1 };
	unsigned __int128 num = 1, den = 1;
	int d, wide = 0;

	/* The product of the weights over the product of the totals, reduced once;
	 * fraction by fraction only when the products pass 64 bits (the totals are
	 * at most 6^8, so two of them always fit 128 bits before the check). */
	for (d = 0; d < c->depth && !wide; d++) {
		const struct chance_branch *b = &c->path[d];
		num *= b->weights[b->choice];
		den *= b->total;
		wide = den > UINT64_MAX;
	}
	if (!wide) {
		prob = frac_make((uint64_t)num, (uint64_t)den);
	} else {
		prob = frac_make(1, 1);
		for (d = 0; d < c->depth; d++) {
			const struct chance_branch *b = &c->path[d];
			prob = frac_mul(prob, frac_make(b->weights[b->choice], b->total), overflow);
		}
	}
	*p = prob;
	for (d = c->depth; d > 0; d--)
		if (c->path[d - 1].choice < c->path[d - 1].nchoices - 1)
			break;
	c->depth = d;
	if (d == 0)
		return 0;
	c->path[d - 1].choice++;
	return 1;
}

/* ---- the one entry point --------------------------------------------------- */

static int roll(struct chance *c, int n, int sides, enum chance_read read, int keep,
		const int *result, int nresult, const char *label, struct chance_roll *out,
		struct err *e)
{
	int rc;

	memset(out, 0, sizeof *out);
	c->rolls++;
	label = label_of(label);
	if (n < 1 || n > CHANCE_MAX_DICE || sides < 1 ||
			(read != CHANCE_FACES && read != CHANCE_SUM && read != CHANCE_SUM_LOWEST) ||
			(read == CHANCE_SUM_LOWEST && (keep < 1 || keep > n)))
		return err_set(e, EXIT_DATA, "%s: cannot roll %dd%d (keep %d)", label, n,
			sides, keep);
	out->n = n;
	out->sides = sides;
	switch (c->driver) {
	case CHANCE_SEEDED:
		rc = roll_seeded(c, n, sides, out);
		break;
	case CHANCE_SUPPLIED:
		rc = roll_supplied(c, n, sides, label, out, e);
		break;
	case CHANCE_ENUMERATE:
		rc = roll_enumerate(c, n, sides, read, keep, result, nresult, label, out, e);
		break;
	default:
		rc = err_set(e, EXIT_DATA, "%s: no chance driver", label);
	}
	if (rc != 0)
		return rc;
	out->value = roll_value(out->faces, n, read, keep);
	/* the enumerate driver's branches for this roll (enum_shape, without its
	 * limits): every combination, or every possible sum */
	if (read == CHANCE_FACES) {
		for (int i = 0; i < n; i++)
			c->branches *= sides;
	} else {
		c->branches *= (read == CHANCE_SUM ? n : keep) * (sides - 1) + 1;
	}
	return 0;
}

int chance_roll(struct chance *c, int n, int sides, enum chance_read read, int keep,
		const char *label, struct chance_roll *out, struct err *e)
{
	return roll(c, n, sides, read, keep, NULL, 0, label, out, e);
}

int chance_roll_grouped(struct chance *c, int n, int sides, enum chance_read read, int keep,
		const int *result, int nresult, struct chance_roll *out, struct err *e,
		const char *fmt, ...)
{
	char label[192];
	va_list ap;

	if (c->driver == CHANCE_ENUMERATE)   /* fmt itself names the roll in errors */
		return roll(c, n, sides, read, keep, result, nresult, fmt, out, e);
	va_start(ap, fmt);
	vsnprintf(label, sizeof label, fmt, ap);
	va_end(ap);
	return roll(c, n, sides, read, keep, NULL, 0, label, out, e);
}

int chance_rollf(struct chance *c, int n, int sides, enum chance_read read, int keep,
		struct chance_roll *out, struct err *e, const char *fmt, ...)
{
	char label[192];
	va_list ap;

	if (c->driver == CHANCE_ENUMERATE)   /* fmt itself names the roll in errors */
		return chance_roll(c, n, sides, read, keep, fmt, out, e);
	va_start(ap, fmt);
	vsnprintf(label, sizeof label, _(fmt), ap);
	va_end(ap);
	return chance_roll(c, n, sides, read, keep, label, out, e);
}
