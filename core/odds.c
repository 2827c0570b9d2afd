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
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
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

/* The memory a set holds: its states, probabilities, hashes and slots. */
static size_t set_bytes(const struct stateset *s)
{
	return (size_t)s->cap * (s->size + sizeof *s->p + sizeof *s->hash) +
		(s->slot ? (s->mask + 1) * sizeof *s->slot : 0);
}

/* The final states go to `out`, which owns their bytes and p from here on. */
static void hand_over(struct odds_states *out, struct stateset *done)
{
	out->bytes = done->bytes;
	out->p = done->p;
	out->n = done->n;
	out->cap = done->cap;
	done->bytes = NULL;
	done->p = NULL;
}

/* What a run against the budget found when it stopped. */
struct over {
	int hit;            /* 1 past the runs, 2 past the memory, 3 past 64-bit fractions */
	long runs;
	size_t bytes;
	int steps;          /* steps of the chain done */
	int states;         /* states in play when it stopped */
};

static int enumerate(const void *init, size_t size, odds_step_fn step, void *ctx,
		int max_steps, long max_runs, size_t max_bytes, struct odds_states *out,
		struct over *ov, struct err *e)
{
	struct stateset front, next, done;
	struct chance *c = malloc(sizeof *c);   /* ~50 KB: keep it off the stack */
	unsigned char *scratch = malloc(size ? size : 1);
	struct frac one = { 1, 1 };
	long runs = 0;
	int steps = 0, rc = 0, overflow = 0, i;
	size_t held = 0;   /* memory of the sets, measured when one grows */

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
				struct stateset *to;
				int cap;

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
				if (runs > max_runs) {
					ov->hit = 1;
					goto over;
				}
				more = chance_enum_next(c, &pp, &overflow);
				w = frac_mul(front.p[i], pp, &overflow);
				to = r == 1 ? &done : &next;
				cap = to->cap;
				if (set_merge(to, scratch, w, &overflow) != 0)
					goto oom;
				if (to->cap != cap && (held = set_bytes(&front) + set_bytes(&next) +
						set_bytes(&done)) > max_bytes) {
					ov->hit = 2;
					goto over;
				}
				if (overflow) {
					ov->hit = 3;
					goto over;
				}
			} while (more);
		}
		set_free(&front);
		front = next;
		memset(&next, 0, sizeof next);
	}
	hand_over(out, &done);
	out->runs = runs;
	goto out;
over:
	ov->runs = runs;
	ov->bytes = held ? held : set_bytes(&front) + set_bytes(&next) + set_bytes(&done);
	ov->steps = steps;
	ov->states = front.n + next.n + done.n;
	rc = ov->hit == 3 ? EXIT_DATA : EXIT_USAGE;   /* the message is the caller's */
	goto out;
oom:
	rc = err_set(e, EXIT_IO, "odds: out of memory");
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

/*
 * Monte Carlo: n independent runs of the chain from `init`, the dice from a
 * fixed seed (never the state's own, which would preview the game's next dice),
 * so the same order gives the same estimate. Each final state's probability is
 * the fraction of the runs that ended there, k/n. When `paths` is not NULL the
 * runs also estimate the number of paths of the whole tree: the mean over the
 * runs of the product of the branches met (Knuth's estimator; exact for a tree
 * whose every node of a level has the same number of branches).
 */
static int sample(const void *init, size_t size, odds_step_fn step, void *ctx,
		int max_steps, long n, struct odds_states *out, double *paths, struct err *e)
{
	struct stateset done;
	struct chance *c = malloc(sizeof *c);
	unsigned char *scratch = malloc(size ? size : 1);
	struct frac w = frac_make(1, (uint64_t)n);
	double sum = 0;
	long runs = 0;
	int rc = 0, overflow = 0;

	memset(out, 0, sizeof *out);
	out->size = size;
	if (c == NULL || scratch == NULL || set_init(&done, size) != 0) {
		free(c);
		free(scratch);
		return err_set(e, EXIT_IO, "odds: out of memory");
	}
	chance_seeded(c, "umpire odds --samples", 0);
	for (long k = 0; k < n && rc == 0; k++) {
		int r = 0, steps = 0;

		memcpy(scratch, init, size);
		c->branches = 1;
		while (r == 0 && rc == 0) {
			if (steps++ == max_steps) {
				rc = err_set(e, EXIT_DATA, "odds: more than %d steps", max_steps);
				break;
			}
			c->nused = 0;
			r = step(scratch, c, ctx, e);
			runs++;
			if (r != 0 && r != 1)
				rc = r > 1 ? r : err_set(e, EXIT_DATA, "odds: the step returned %d", r);
		}
		sum += c->branches;
		if (rc == 0 && set_merge(&done, scratch, w, &overflow) != 0)
			rc = err_set(e, EXIT_IO, "odds: out of memory");
	}
	if (paths != NULL)
		*paths = sum / (double)n;
	if (rc == 0) {
		hand_over(out, &done);
		out->samples = n;
	}
	out->runs = runs;
	set_free(&done);
	free(scratch);
	free(c);
	return rc;
}

/* 123456789 -> "123,456,789" */
static const char *grouped(unsigned long long v, char *buf, size_t size)
{
	char digits[32];
	int n = snprintf(digits, sizeof digits, "%llu", v), o = 0;

	for (int i = 0; i < n && (size_t)o + 2 < size; i++) {
		if (i > 0 && (n - i) % 3 == 0)
			buf[o++] = ',';
		buf[o++] = digits[i];
	}
	buf[o] = '\0';
	return buf;
}

static int run(struct odds_report *r, const void *init, size_t size, odds_step_fn step,
		void *ctx, int max_steps, struct odds_states *out, struct err *e)
{
	struct odds_budget b = r ? r->budget : (struct odds_budget){ 0 };
	long max_runs = b.max_runs > 0 ? b.max_runs : ODDS_BUDGET_RUNS;
	size_t max_bytes = b.max_bytes > 0 ? b.max_bytes : ODDS_BUDGET_BYTES;
	struct over ov = { 0 };
	struct odds_states probe;
	double paths = 0;
	char a[32], c[32];
	int rc;

	rc = enumerate(init, size, step, ctx, max_steps, max_runs, max_bytes, out, &ov, e);
	if (rc == 0 || ov.hit == 0)
		return rc;
	odds_states_free(out);
	if (r != NULL && b.samples > 0) {
		if ((rc = sample(init, size, step, ctx, max_steps, b.samples, out, NULL, e)) == 0)
			r->samples = b.samples;
		return rc;
	}
	if (ov.hit == 3)
		return err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit "
				"fractions; give --samples N for an estimate");
	/* How large is it? A few runs at random say (the tree, not its merged chain). */
	if (sample(init, size, step, ctx, max_steps, 64, &probe, &paths, e) != 0)
		paths = 0;
	odds_states_free(&probe);
	if (r != NULL)
		r->over_budget = 1;
	return err_set(e, EXIT_USAGE, "too large to enumerate exactly: about %.2g paths of "
			"the dice; past the budget of %s runs of the rules and %zu MiB of states in "
			"play at %s runs and %zu MiB; give --samples N for an estimate", paths,
			grouped((unsigned long long)max_runs, c, sizeof c), max_bytes >> 20,
			grouped((unsigned long long)ov.runs, a, sizeof a), ov.bytes >> 20);
}

int odds_enumerate(const void *init, size_t size, odds_step_fn step, void *ctx,
		int max_steps, struct odds_states *out, struct err *e)
{
	return run(NULL, init, size, step, ctx, max_steps, out, e);
}

int odds_report_enumerate(struct odds_report *r, const void *init, size_t size,
		odds_step_fn step, void *ctx, int max_steps, struct odds_states *out,
		struct err *e)
{
	return run(r, init, size, step, ctx, max_steps, out, e);
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

/* FNV-1a of the values, each with its NUL, so that ("ab","") and ("a","b") differ. */
static uint64_t vals_hash(const char *const *vals, int nvals)
{
	uint64_t h = 0xcbf29ce484222325u;

	for (int k = 0; k < nvals; k++) {
		const unsigned char *s = (const unsigned char *)vals[k];
		do
			h = (h ^ *s) * 0x100000001b3u;
		while (*s++);
	}
	return h;
}

/* The row whose first nvals values are vals, or NULL. Rows the merge made are
 * told apart by their hash first: comparing every row's values with strcmp, at
 * every final state of an enumeration, was a fourteenth of a batch (issue 14). */
static struct odds_row *find_row(struct odds_report *r, const char *const *vals, int nvals,
		uint64_t h)
{
	for (int j = 0; j < r->nrows; j++) {
		struct odds_row *row = &r->rows[j];
		int k = 0;
		if (row->nhash == nvals + 1 && row->hash != h)
			continue;
		while (k < nvals && strcmp(row->val[k], vals[k]) == 0)
			k++;
		if (k == nvals)
			return row;
	}
	return NULL;
}

int odds_report_merge(struct odds_report *r, struct frac p, const char *const *vals,
		int nvals, struct err *e)
{
	int overflow = 0;
	uint64_t h = vals_hash(vals, nvals);
	struct odds_row *row = find_row(r, vals, nvals, h);

	if (row != NULL) {
		row->p = frac_add(row->p, p, &overflow);
		return overflow ? err_set(e, EXIT_DATA, "odds: the probabilities no longer "
				"fit 64-bit fractions") : 0;
	}
	/* the row's values in one allocation: a batch merged ~6 values into each of
	 * ~11 rows an order, and their strdup and free were a seventh of its time */
	size_t len[ODDS_MAX_COLS], total = 0;
	if (nvals > ODDS_MAX_COLS)
		return err_set(e, EXIT_DATA, "odds: %d columns, more than %d", nvals,
				ODDS_MAX_COLS);
	for (int k = 0; k < nvals; k++)
		total += (len[k] = strlen(vals[k])) + 1;
	if ((row = odds_report_add(r)) == NULL || (row->block = malloc(total)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	row->p = p;
	row->hash = h;
	row->nhash = nvals + 1;
	total = 0;
	for (int k = 0; k < nvals; k++) {
		row->val[k] = memcpy(row->block + total, vals[k], len[k] + 1);
		total += len[k] + 1;
	}
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
		if (r->rows[i].block != NULL)
			free(r->rows[i].block);
		else
			for (int j = 0; j < ODDS_MAX_COLS; j++)
				free(r->rows[i].val[j]);
	free(r->rows);
	r->rows = NULL;
	r->nrows = r->cap = 0;
}

/* ---- the summary of an order ---------------------------------------------- */

const char *const odds_field_key[ODDS_NFIELDS] = {
	"p_defender_eliminated", "p_hex_taken", "p_attacker_eliminated",
	"exp_steps_lost_attacker", "exp_steps_lost_defender",
	"exp_hits", "exp_figures_lost", "p_unit_destroyed", "p_retreat",
};

static int field_index(const char *key)
{
	for (int k = 0; k < ODDS_NFIELDS; k++)
		if (strcmp(odds_field_key[k], key) == 0)
			return k;
	return -1;
}

int odds_report_summary(struct odds_report *r, const char *key, struct frac value)
{
	int k = field_index(key);

	if (k < 0)
		return -1;
	r->field[k].set = 1;
	r->field[k].value = value;
	r->field[k].square = 0;
	return 0;
}

int odds_report_summary_add(struct odds_report *r, const char *key, struct frac p,
		uint64_t value)
{
	return odds_report_field_add(r, field_index(key), p, value);
}

int odds_report_field_add(struct odds_report *r, int k, struct frac p, uint64_t value)
{
	int overflow = 0;
	struct odds_field *f;

	if (k < 0 || k >= ODDS_NFIELDS)
		return -1;
	f = &r->field[k];
	if (f->set != 2) {
		f->set = 2;
		f->value = frac_make(0, 1);
		f->square = 0;
	}
	/* most values are 0 or 1 (events, a step or none): their product is
	 * no product, and frac_mul's gcds were a twentieth of a batch (issue 14) */
	if (value == 0)
		return 0;
	f->value = frac_add(f->value, value == 1 ? p : frac_mul(p, frac_make(value, 1),
			&overflow), &overflow);
	f->square += frac_double(p) * (double)value * (double)value;
	return overflow ? -1 : 0;
}

void odds_report_headline(struct odds_report *r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(r->headline, sizeof r->headline, fmt, ap);
	va_end(ap);
}

/* The generic fallback: the steps lost by each side, from expectations named
 * the way the games name them ("expected steps lost by the attacker", "... by
 * the defender", "... by the target group", or plainly "expected steps lost",
 * which is the target's). */
void odds_report_finish(struct odds_report *r)
{
	for (int k = 0; k < r->nexp; k++) {
		const char *n = r->exp_name[k];
		int f = -1;

		if (n == NULL || strncmp(n, "expected steps lost", 19) != 0)
			continue;
		if (strstr(n, "attacker") != NULL)
			f = ODDS_EXP_STEPS_LOST_ATTACKER;
		else if (n[19] == '\0' || strstr(n, "defender") != NULL ||
				strstr(n, "target") != NULL)
			f = ODDS_EXP_STEPS_LOST_DEFENDER;
		if (f >= 0 && !r->field[f].set) {
			r->field[f].set = 1;
			r->field[f].value = r->exp[k];
		}
	}
}

/* A field's standard error: sqrt(var / N), the variance known for an event
 * (p(1 - p)) or from the mean of the squares when the field was summed. */
double odds_field_se(const struct odds_report *r, int k)
{
	const struct odds_field *f = &r->field[k];
	double m = frac_double(f->value), var;

	if (r->samples <= 0 || !f->set)
		return -1;
	if (f->set == 2)
		var = f->square - m * m;
	else if (odds_field_key[k][0] == 'p')
		var = m * (1 - m);
	else
		return -1;
	return sqrt((var > 0 ? var : 0) / (double)r->samples);
}

double odds_row_se(const struct odds_report *r, struct frac p)
{
	double m = frac_double(p);

	if (r->samples <= 0)
		return -1;
	return sqrt(m * (1 - m) / (double)r->samples);
}

const char *odds_exp_key(const struct odds_report *r, int k, char *buf, size_t size)
{
	const char *s = r->exp_key[k] ? r->exp_key[k] : r->exp_name[k] ? r->exp_name[k] : "";
	size_t o = 0;

	if (size == 0)
		return buf;
	for (; *s && o + 1 < size; s++) {
		unsigned char ch = (unsigned char)*s;
		if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9'))
			buf[o++] = (char)ch;
		else if (ch >= 'A' && ch <= 'Z')
			buf[o++] = (char)(ch - 'A' + 'a');
		else if (o > 0 && buf[o - 1] != '_')
			buf[o++] = '_';
	}
	while (o > 0 && buf[o - 1] == '_')
		o--;
	buf[o] = '\0';
	return buf;
}

int odds_report_copy(struct odds_report *dst, const struct odds_report *src)
{
	*dst = *src;
	dst->rows = NULL;
	dst->nrows = dst->cap = 0;
	if (src->nrows == 0)
		return 0;
	if ((dst->rows = calloc((size_t)src->nrows, sizeof *dst->rows)) == NULL)
		return -1;
	dst->cap = src->nrows;
	for (int i = 0; i < src->nrows; i++) {
		dst->rows[i].p = src->rows[i].p;
		dst->nrows = i + 1;
		for (int k = 0; k < ODDS_MAX_COLS; k++)
			if (src->rows[i].val[k] != NULL &&
			    (dst->rows[i].val[k] = strdup(src->rows[i].val[k])) == NULL) {
				odds_report_free(dst);
				return -1;
			}
	}
	return 0;
}

const char *odds_decimal(struct frac p, double scale, int decimals, char *buf,
		size_t size)
{
	double v = frac_double(p) * scale;
	int zero = p.num == 0, full = p.num == p.den;

	for (int d = decimals; d <= 24; d++) {
		snprintf(buf, size, "%.*f", d, v);
		/* not 0 that reads as 0, nor less than 1 that reads as 1 */
		double back = strtod(buf, NULL);
		if ((zero || back != 0) && (full || back != scale))
			break;
	}
	return buf;
}
