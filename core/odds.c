/*
 * odds.c: exact outcome distributions as a Markov chain over plain states (see
 * odds.h).
 *
 * The frontier holds the distinct states still in play with their probabilities.
 * Each step re-runs the rules' step function on a fresh copy of every frontier
 * state, once per path of the enumerate driver, and files each result, weighted
 * by the state's probability times the path's, into the final outcomes or the
 * next frontier. States are compared by their bytes and merged through a hash
 * table, so a result is filed in O(1) however large the frontier grows; merging
 * is what keeps a three-round combat to a few hundred thousand runs.
 *
 * The outcomes come out in the order they were first reached, which depends only
 * on the rules code, so the output is deterministic.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "odds.h"

/* A set of distinct states with their probabilities. `slot` is an open-addressed
 * (linear probing) table of entry index + 1, 0 for empty, kept at most half full. */
struct stateset {
	size_t size;
	unsigned char *bytes;
	struct frac *p;
	uint64_t *hash;
	int n, cap;
	int *slot;
	size_t mask;   /* slots - 1; slots is a power of two */
};

/* FNV-1a, 64 bits: states are small plain structs; no adversary chooses them. */
/* FNV-1a over 8-byte words (then the tail byte by byte), with a final mix so
 * that the low bits used for the slots depend on every word: states are a few
 * hundred bytes and are hashed once per path, so a byte loop costs too much. */
static uint64_t state_hash(const unsigned char *b, size_t size)
{
	uint64_t h = 14695981039346656037ull, w;
	size_t i;

	for (i = 0; i + 8 <= size; i += 8) {
		memcpy(&w, b + i, 8);
		h = (h ^ w) * 1099511628211ull;
	}
	for (; i < size; i++)
		h = (h ^ b[i]) * 1099511628211ull;
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 33;
	return h;
}

static void set_free(struct stateset *s)
{
	free(s->bytes);
	free(s->p);
	free(s->hash);
	free(s->slot);
	memset(s, 0, sizeof *s);
}

static int set_init(struct stateset *s, size_t size)
{
	memset(s, 0, sizeof *s);
	s->size = size;
	s->slot = calloc(16, sizeof *s->slot);
	s->mask = 15;
	return s->slot ? 0 : -1;
}

static int set_grow_slots(struct stateset *s)
{
	size_t nslots = (s->mask + 1) * 2, i, k;
	int *slot = calloc(nslots, sizeof *slot);

	if (slot == NULL)
		return -1;
	for (i = 0; i < (size_t)s->n; i++) {
		for (k = s->hash[i] & (nslots - 1); slot[k] != 0; k = (k + 1) & (nslots - 1))
			;
		slot[k] = (int)i + 1;
	}
	free(s->slot);
	s->slot = slot;
	s->mask = nslots - 1;
	return 0;
}

static int set_grow_entries(struct stateset *s)
{
	int cap = s->cap ? s->cap * 2 : 16;
	unsigned char *bytes = realloc(s->bytes, (size_t)cap * s->size);
	struct frac *p;
	uint64_t *hash;

	if (bytes == NULL)
		return -1;
	s->bytes = bytes;
	if ((p = realloc(s->p, (size_t)cap * sizeof *p)) == NULL)
		return -1;
	s->p = p;
	if ((hash = realloc(s->hash, (size_t)cap * sizeof *hash)) == NULL)
		return -1;
	s->hash = hash;
	s->cap = cap;
	return 0;
}

/* Add probability w to the state `b`, inserting it if new. -1 when out of memory. */
static int set_merge(struct stateset *s, const unsigned char *b, struct frac w,
		int *overflow)
{
	uint64_t h = state_hash(b, s->size);
	size_t k;
	int i;

	for (k = h & s->mask; s->slot[k] != 0; k = (k + 1) & s->mask) {
		i = s->slot[k] - 1;
		if (s->hash[i] == h && memcmp(s->bytes + (size_t)i * s->size, b, s->size) == 0) {
			s->p[i] = frac_add(s->p[i], w, overflow);
			return 0;
		}
	}
	if (s->n == s->cap && set_grow_entries(s) != 0)
		return -1;
	i = s->n++;
	memcpy(s->bytes + (size_t)i * s->size, b, s->size);
	s->p[i] = w;
	s->hash[i] = h;
	s->slot[k] = i + 1;
	if ((size_t)s->n * 2 > s->mask + 1 && set_grow_slots(s) != 0)
		return -1;
	return 0;
}

int odds_enumerate(const void *init, size_t size, odds_step_fn step, void *ctx,
		int max_steps, struct odds_states *out, struct err *e)
{
	struct stateset front, next, done;
	struct chance *c = malloc(sizeof *c);   /* ~50 KB: keep it off the stack */
	unsigned char *scratch = malloc(size ? size : 1);
	struct frac one = { 1, 1 };
	long runs = 0;
	int steps = 0, rc = 0, overflow = 0, i;

	memset(out, 0, sizeof *out);
	out->size = size;
	memset(&front, 0, sizeof front);
	memset(&next, 0, sizeof next);
	memset(&done, 0, sizeof done);
	if (c == NULL || scratch == NULL || set_init(&front, size) != 0 ||
			set_init(&done, size) != 0 ||
			set_merge(&front, init, one, &overflow) != 0)
		goto oom;
	/* One driver for the whole chain: its stale branches are reused (chance.c). */
	chance_enumerate(c);
	while (front.n > 0) {
		if (steps++ == max_steps) {
			rc = err_set(e, EXIT_DATA, "odds: more than %d steps", max_steps);
			goto out;
		}
		if (set_init(&next, size) != 0)
			goto oom;
		for (i = 0; i < front.n; i++) {
			const unsigned char *st = front.bytes + (size_t)i * size;
			struct frac pp, w;
			int more, r;

			do {
				chance_enum_start(c);
				memcpy(scratch, st, size);   /* each path starts from S itself */
				r = step(scratch, c, ctx, e);
				runs++;
				/* a refusal (EXIT_REFUSED) is also a 1: e tells it from
				 * the end of a branch, and it refuses the whole order */
				if (e->code != 0 || (r != 0 && r != 1)) {
					rc = e->code ? e->code : r > 1 ? r : err_set(e, EXIT_DATA,
						"odds: the step returned %d", r);
					goto out;
				}
				more = chance_enum_next(c, &pp, &overflow);
				w = frac_mul(front.p[i], pp, &overflow);
				if (set_merge(r == 1 ? &done : &next, scratch, w, &overflow) != 0)
					goto oom;
				if (overflow) {
					rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer "
						"fit 64-bit fractions (sampling is not available yet)");
					goto out;
				}
			} while (more);
		}
		set_free(&front);
		front = next;
		memset(&next, 0, sizeof next);
	}
	/* Hand the outcomes over; out owns bytes and p from here on. */
	out->bytes = done.bytes;
	out->p = done.p;
	out->n = done.n;
	out->cap = done.cap;
	out->runs = runs;
	done.bytes = NULL;
	done.p = NULL;
	goto out;
oom:
	rc = err_set(e, EXIT_DATA, "odds: out of memory");
out:
	if (rc != 0)
		out->runs = runs;
	set_free(&front);
	set_free(&next);
	set_free(&done);
	free(scratch);
	free(c);
	return rc;
}

void odds_states_free(struct odds_states *s)
{
	free(s->bytes);
	free(s->p);
	s->bytes = NULL;
	s->p = NULL;
	s->n = s->cap = 0;
}

struct odds_row *odds_report_add(struct odds_report *r)
{
	if (r->nrows == r->cap) {
		int cap = r->cap ? 2 * r->cap : 16;
		struct odds_row *rows = realloc(r->rows, (size_t)cap * sizeof *rows);

		if (rows == NULL)
			return NULL;
		r->rows = rows;
		r->cap = cap;
	}
	memset(&r->rows[r->nrows], 0, sizeof r->rows[0]);
	return &r->rows[r->nrows++];
}

int odds_report_merge(struct odds_report *r, struct frac p, const char *const *vals,
		int nvals, struct err *e)
{
	int overflow = 0;
	struct odds_row *row;

	for (int j = 0; j < r->nrows; j++) {
		int k = 0;
		while (k < nvals && strcmp(r->rows[j].val[k], vals[k]) == 0)
			k++;
		if (k == nvals) {
			r->rows[j].p = frac_add(r->rows[j].p, p, &overflow);
			return overflow ? err_set(e, EXIT_DATA, "odds: the probabilities no longer "
					"fit 64-bit fractions") : 0;
		}
	}
	if ((row = odds_report_add(r)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	row->p = p;
	for (int k = 0; k < nvals; k++)
		if ((row->val[k] = strdup(vals[k])) == NULL)
			return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

void odds_report_expect(struct odds_report *r, const char *name, struct frac value)
{
	int n = (int)(sizeof r->exp / sizeof r->exp[0]);

	if (r->nexp < n) {
		r->exp_name[r->nexp] = name;
		r->exp[r->nexp++] = value;
	}
}

void odds_report_free(struct odds_report *r)
{
	for (int i = 0; i < r->nrows; i++)
		for (int j = 0; j < ODDS_MAX_COLS; j++)
			free(r->rows[i].val[j]);
	free(r->rows);
	r->rows = NULL;
	r->nrows = r->cap = 0;
}
