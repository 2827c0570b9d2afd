/*
 * test_odds.c: exact fractions (frac.c) and the Markov-chain enumeration of
 * odds.c: toy chains whose distributions are known in closed form.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "odds.h"

/* ---- frac ------------------------------------------------------------------ */

static void test_frac_make(void **state)
{
	struct frac f = frac_make(12, 36);

	assert_int_equal(f.num, 1);
	assert_int_equal(f.den, 3);
	f = frac_make(0, 36);
	assert_int_equal(f.num, 0);
	assert_int_equal(f.den, 1);
	f = frac_make(36, 36);
	assert_true(frac_is_one(f));
	assert_int_equal(f.num, 1);
	f = frac_make(1ull << 63, 1ull << 62);
	assert_int_equal(f.num, 2);
	assert_int_equal(f.den, 1);
	assert_false(frac_is_one(frac_make(35, 36)));
}

static void test_frac_add_mul(void **state)
{
	struct frac a = frac_make(1, 6), b = frac_make(1, 4), r;
	int overflow = 0;

	r = frac_add(a, b, &overflow);   /* 1/6 + 1/4 = 5/12 */
	assert_int_equal(r.num, 5);
	assert_int_equal(r.den, 12);
	r = frac_add(frac_make(1, 6), frac_make(1, 3), &overflow);   /* = 1/2 */
	assert_int_equal(r.num, 1);
	assert_int_equal(r.den, 2);
	r = frac_add(frac_make(5, 12), frac_make(7, 12), &overflow);
	assert_true(frac_is_one(r));
	r = frac_add(frac_make(0, 1), frac_make(3, 7), &overflow);
	assert_int_equal(r.num, 3);
	assert_int_equal(r.den, 7);
	r = frac_mul(frac_make(2, 3), frac_make(9, 4), &overflow);   /* = 3/2 */
	assert_int_equal(r.num, 3);
	assert_int_equal(r.den, 2);
	r = frac_mul(frac_make(1, 6), frac_make(1, 6), &overflow);
	assert_int_equal(r.num, 1);
	assert_int_equal(r.den, 36);
	r = frac_mul(frac_make(0, 1), frac_make(1, 6), &overflow);
	assert_int_equal(r.num, 0);
	assert_int_equal(r.den, 1);
	assert_int_equal(overflow, 0);
	/* big terms that cancel stay exact: (6^24 - 1)/6^24 + 1/6^24 = 1 */
	{
		uint64_t p24 = 4738381338321616896ull;   /* 6^24 */
		r = frac_add(frac_make(p24 - 1, p24), frac_make(1, p24), &overflow);
		assert_true(frac_is_one(r));
		r = frac_mul(frac_make(p24 - 1, 3), frac_make(3, p24 - 1), &overflow);
		assert_true(frac_is_one(r));
		assert_int_equal(overflow, 0);
	}
}

static void test_frac_overflow(void **state)
{
	uint64_t p24 = 4738381338321616896ull;   /* 6^24 */
	struct frac r;
	int overflow = 0;

	r = frac_mul(frac_make(1, p24), frac_make(1, 6), &overflow);   /* 6^25 > 2^64 */
	assert_int_equal(overflow, 1);
	assert_int_equal(r.num, 0);   /* harmless */
	assert_int_equal(r.den, 1);
	overflow = 0;
	r = frac_add(frac_make(1, p24), frac_make(1, 5), &overflow);   /* den 5 * 6^24 */
	assert_int_equal(overflow, 1);
	overflow = 0;
	r = frac_add(frac_make(UINT64_MAX, 1), frac_make(1, 1), &overflow);   /* 2^64 */
	assert_int_equal(overflow, 1);
	overflow = 0;
	r = frac_mul(frac_make(UINT64_MAX, 1), frac_make(2, 1), &overflow);
	assert_int_equal(overflow, 1);
	overflow = 0;
	r = frac_add(frac_make(UINT64_MAX, 2), frac_make(UINT64_MAX, 2), &overflow);
	assert_int_equal(overflow, 0);   /* = UINT64_MAX: fits */
	assert_int_equal(r.num, UINT64_MAX);
	assert_int_equal(r.den, 1);
	/* the largest numerators: the 128-bit sum itself overflows */
	r = frac_add(frac_make(UINT64_MAX, UINT64_MAX - 1),
		frac_make(UINT64_MAX - 2, UINT64_MAX), &overflow);
	assert_int_equal(overflow, 1);
}

static void test_frac_cmp_str_double(void **state)
{
	char buf[48];

	assert_true(frac_cmp(frac_make(1, 3), frac_make(1, 2)) < 0);
	assert_true(frac_cmp(frac_make(2, 3), frac_make(1, 2)) > 0);
	assert_int_equal(frac_cmp(frac_make(2, 4), frac_make(1, 2)), 0);
	assert_string_equal(frac_str(frac_make(11, 36), buf, sizeof buf), "11/36");
	assert_string_equal(frac_str(frac_make(22, 72), buf, sizeof buf), "11/36");
	assert_string_equal(frac_str(frac_make(36, 36), buf, sizeof buf), "1");
	assert_string_equal(frac_str(frac_make(0, 36), buf, sizeof buf), "0");
	assert_string_equal(frac_str(frac_make(7, 1), buf, sizeof buf), "7");
	assert_string_equal(frac_str(frac_make(UINT64_MAX - 1, UINT64_MAX), buf, sizeof buf),
		"18446744073709551614/18446744073709551615");
	assert_true(frac_double(frac_make(1, 4)) == 0.25);
	assert_true(frac_double(frac_make(0, 4)) == 0.0);
}

/* ---- odds_enumerate -------------------------------------------------------- */

static struct frac sum_p(const struct odds_states *s)
{
	struct frac t = { 0, 1 };
	int i, overflow = 0;

	for (i = 0; i < s->n; i++)
		t = frac_add(t, s->p[i], &overflow);
	assert_int_equal(overflow, 0);
	return t;
}

/* Two steps, each adding a d6 read as its value. */
struct dice_state {
	int sum, steps;
};

static int step_add_d6(void *st, struct chance *c, void *ctx, struct err *e)
{
	struct dice_state *s = st;
	struct chance_roll r;
	int rc, *limit = ctx;

	if ((rc = chance_roll(c, 1, 6, CHANCE_SUM, 0, "d6", &r, e)) != 0)
		return rc;
	s->sum += r.value;
	s->steps++;
	return s->steps == *limit;
}

static void test_odds_two_d6(void **state)
{
	struct dice_state init = { 0, 0 };
	struct odds_states out;
	struct err e = { 0 };
	int limit = 2, i;

	assert_int_equal(odds_enumerate(&init, sizeof init, step_add_d6, &limit, 10,
		&out, &e), 0);
	assert_int_equal(out.size, sizeof init);
	assert_int_equal(out.n, 11);
	/* step 1: 6 runs from init; step 2: 6 runs from each of 6 states */
	assert_int_equal(out.runs, 6 + 36);
	for (i = 0; i < out.n; i++) {
		const struct dice_state *s = (const void *)(out.bytes + (size_t)i * out.size);
		int ways = s->sum <= 7 ? s->sum - 1 : 13 - s->sum;
		assert_int_equal(s->steps, 2);
		assert_int_equal(s->sum, i + 2);   /* first reached first */
		assert_int_equal(frac_cmp(out.p[i], frac_make((uint64_t)ways, 36)), 0);
	}
	assert_int_equal(out.p[5].num, 1);   /* 7: 6/36 */
	assert_int_equal(out.p[5].den, 6);
	assert_true(frac_is_one(sum_p(&out)));
	odds_states_free(&out);
}

/* Merging: one d6 face by face, but only hit/miss is kept: 6 paths, 2 states. */
struct hit_state {
	int hits, done;
};

static int step_hit(void *st, struct chance *c, void *ctx, struct err *e)
{
	struct hit_state *s = st;
	struct chance_roll r;
	int rc;

	if ((rc = chance_roll(c, 1, 6, CHANCE_FACES, 0, "to hit", &r, e)) != 0)
		return rc;
	s->hits += r.faces[0] >= 5;
	s->done = 1;
	return 1;
}

static void test_odds_merge(void **state)
{
	struct hit_state init = { 0, 0 };
	struct odds_states out;
	struct err e = { 0 };
	const struct hit_state *s;

	assert_int_equal(odds_enumerate(&init, sizeof init, step_hit, NULL, 1, &out, &e), 0);
	assert_int_equal(out.n, 2);
	assert_int_equal(out.runs, 6);
	s = (const void *)out.bytes;
	assert_int_equal(s[0].hits, 0);
	assert_int_equal(out.p[0].num, 2);
	assert_int_equal(out.p[0].den, 3);
	assert_int_equal(s[1].hits, 1);
	assert_int_equal(out.p[1].num, 1);
	assert_int_equal(out.p[1].den, 3);
	assert_true(frac_is_one(sum_p(&out)));
	odds_states_free(&out);
}

/*
 * A toy combat, many rounds: each round both sides roll 2d6 (sums); the higher
 * roll takes a step from the other, ties take one from both. It ends when a side
 * is out or after 3 rounds. Frontier states merge heavily; the final distribution
 * is checked against a direct calculation over the 121^3 round outcomes.
 */
struct combat {
	int att, def, round;
};

static int step_combat(void *st, struct chance *c, void *ctx, struct err *e)
{
	struct combat *s = st;
	struct chance_roll a, d;
	int rc;

	if ((rc = chance_roll(c, 2, 6, CHANCE_SUM, 0, "attacker", &a, e)) != 0 ||
			(rc = chance_roll(c, 2, 6, CHANCE_SUM, 0, "defender", &d, e)) != 0)
		return rc;
	if (a.value >= d.value)
		s->def--;
	if (d.value >= a.value)
		s->att--;
	s->round++;
	return s->att <= 0 || s->def <= 0 || s->round == 3;
}

static void test_odds_combat(void **state)
{
	struct combat init = { 2, 3, 0 };
	struct odds_states out;
	struct err e = { 0 };
	/* P(a > d), P(a == d), P(a < d) for two 2d6 sums, out of 1296 */
	uint64_t gt = 0, eq = 0, lt = 0;
	int a, d, i, found = 0;

	for (a = 2; a <= 12; a++)
		for (d = 2; d <= 12; d++) {
			uint64_t w = (uint64_t)((a <= 7 ? a - 1 : 13 - a) * (d <= 7 ? d - 1 : 13 - d));
			if (a > d)
				gt += w;
			else if (a == d)
				eq += w;
			else
				lt += w;
		}
	assert_int_equal(gt + eq + lt, 1296);
	assert_int_equal(eq, 146);
	assert_int_equal(odds_enumerate(&init, sizeof init, step_combat, NULL, 3, &out, &e),
		0);
	assert_true(frac_is_one(sum_p(&out)));
	for (i = 0; i < out.n; i++) {
		const struct combat *s = (const void *)(out.bytes + (size_t)i * out.size);
		/* the attacker (2 steps) wins all 3 rounds: def 3 -> 0 in round 3 */
		if (s->att == 2 && s->def == 0 && s->round == 3) {
			found++;
			assert_int_equal(frac_cmp(out.p[i], frac_make(gt * gt * gt,
				1296ull * 1296 * 1296)), 0);
		}
		/* the defender wins rounds 1 and 2 */
		if (s->att == 0 && s->def == 3 && s->round == 2) {
			found++;
			assert_int_equal(frac_cmp(out.p[i], frac_make(lt * lt, 1296ull * 1296)), 0);
		}
		/* two ties: both lose 2 by round 2 */
		if (s->att == 0 && s->def == 1 && s->round == 2) {
			found++;
			assert_int_equal(frac_cmp(out.p[i], frac_make(eq * eq, 1296ull * 1296)), 0);
		}
		assert_true(s->att >= 0 && s->def >= 0);
	}
	assert_int_equal(found, 3);
	/* runs: 121 from init, then 121 from each distinct state alive after round 1
	 * (2-2, 1-3, 1-2) and after round 2 (2-1, 1-2, 1-1) */
	assert_int_equal(out.runs, 121 * (1 + 3 + 3));
	odds_states_free(&out);
}

/* A chain that never ends hits max_steps. */
static int step_forever(void *st, struct chance *c, void *ctx, struct err *e)
{
	struct chance_roll r;

	return chance_roll(c, 1, 6, CHANCE_SUM, 0, "again", &r, e);
}

static void test_odds_max_steps(void **state)
{
	int init = 0;
	struct odds_states out;
	struct err e = { 0 };

	assert_int_equal(odds_enumerate(&init, sizeof init, step_forever, NULL, 10, &out, &e),
		EXIT_DATA);
	assert_string_equal(e.msg, "odds: more than 10 steps");
	assert_int_equal(out.n, 0);
	assert_int_equal(out.runs, 60);   /* 10 steps of 6 paths, one merged state */
	odds_states_free(&out);
}

/* A d7 summed 23 times: the rarest sums need 7^23 > 2^64 as a denominator. */
static int step_d7(void *st, struct chance *c, void *ctx, struct err *e)
{
	struct dice_state *s = st;
	struct chance_roll r;
	int rc;

	if ((rc = chance_roll(c, 1, 7, CHANCE_SUM, 0, "d7", &r, e)) != 0)
		return rc;
	s->sum += r.value;
	return ++s->steps == 23;
}

static void test_odds_overflow(void **state)
{
	struct dice_state init = { 0, 0 };
	struct odds_states out;
	struct err e = { 0 };

	assert_int_equal(odds_enumerate(&init, sizeof init, step_d7, NULL, 30, &out, &e),
		EXIT_DATA);
	assert_string_equal(e.msg, "odds: the probabilities no longer fit 64-bit "
		"fractions; give --samples N for an estimate");
	assert_int_equal(out.n, 0);
	odds_states_free(&out);
}

/* An error from the rules (a step's chance_roll) comes back as is. */
static int step_bad(void *st, struct chance *c, void *ctx, struct err *e)
{
	struct chance_roll r;
	int rc, *s = st;

	if ((rc = chance_roll(c, 1, 6, CHANCE_SUM, 0, "first", &r, e)) != 0)
		return rc;
	if (r.value == 4)
		return chance_roll(c, 3, 6, CHANCE_FACES, 0, "too wide", &r, e);
	*s = r.value;
	return 1;
}

static void test_odds_step_error(void **state)
{
	int init = 0;
	struct odds_states out;
	struct err e = { 0 };

	assert_int_equal(odds_enumerate(&init, sizeof init, step_bad, NULL, 5, &out, &e),
		EXIT_DATA);
	assert_non_null(strstr(e.msg, "too wide: 3d6"));
	assert_int_equal(out.runs, 4);
	odds_states_free(&out);
}

/* A refusal from the rules in one branch (EXIT_REFUSED, which is also the 1
 * that ends a branch) refuses the whole enumeration, as resolve would on those
 * dice: no outcome is kept, none is read as a finished branch. */
static int step_refused(void *st, struct chance *c, void *ctx, struct err *e)
{
	struct chance_roll r;
	int rc, *s = st;

	if ((rc = chance_roll(c, 1, 6, CHANCE_SUM, 0, "first", &r, e)) != 0)
		return rc;
	if (r.value == 5)
		return err_set(e, EXIT_REFUSED, "the rules refuse a 5 (§0)");
	*s = r.value;
	return 1;
}

static void test_odds_step_refused(void **state)
{
	int init = 0;
	struct odds_states out;
	struct err e = { 0 };

	assert_int_equal(odds_enumerate(&init, sizeof init, step_refused, NULL, 5, &out, &e),
		EXIT_REFUSED);
	assert_string_equal(e.msg, "the rules refuse a 5 (§0)");
	assert_int_equal(out.n, 0);
	assert_null(out.bytes);
	odds_states_free(&out);
}

/* Thousands of states: four 2d6 rolls whose history is kept in a 128-byte state,
 * so nothing merges: 11^4 final states, each filed through the hash table. */
struct wide_state {
	int sum, steps;
	unsigned char pad[120];   /* the hash and compare see all bytes */
};

static int step_wide(void *st, struct chance *c, void *ctx, struct err *e)
{
	struct wide_state *s = st;
	struct chance_roll r;
	int rc;

	if ((rc = chance_roll(c, 2, 6, CHANCE_SUM, 0, "2d6", &r, e)) != 0)
		return rc;
	s->sum += r.value;
	s->pad[s->steps] = (unsigned char)r.value;   /* keeps the history: no merging */
	return ++s->steps == 4;
}

static void test_odds_many_states(void **state)
{
	struct wide_state init;
	struct odds_states out;
	struct err e = { 0 };
	uint64_t w[13] = { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };
	int i;

	memset(&init, 0, sizeof init);
	assert_int_equal(odds_enumerate(&init, sizeof init, step_wide, NULL, 4, &out, &e), 0);
	assert_int_equal(out.n, 11 * 11 * 11 * 11);   /* every history is its own state */
	assert_int_equal(out.runs, 11 * (1 + 11 + 121 + 1331));
	for (i = 0; i < out.n; i++) {
		const struct wide_state *s = (const void *)(out.bytes + (size_t)i * out.size);
		uint64_t ways = w[s->pad[0]] * w[s->pad[1]] * w[s->pad[2]] * w[s->pad[3]];
		assert_int_equal(s->sum, s->pad[0] + s->pad[1] + s->pad[2] + s->pad[3]);
		assert_int_equal(frac_cmp(out.p[i], frac_make(ways, 1296ull * 1296)), 0);
	}
	assert_true(frac_is_one(sum_p(&out)));
	odds_states_free(&out);
}

/* ---- the budget and sampling ------------------------------------------------ */

/* The wide chain past a budget of 1,000 runs: refused, naming the size of the
 * tree (11^4 paths, the Knuth estimate exact for a tree this regular). */
static void test_odds_budget_refuses(void **state)
{
	struct wide_state init;
	struct odds_states out;
	struct odds_report r = { 0 };
	struct err e = { 0 };

	memset(&init, 0, sizeof init);
	r.budget.max_runs = 1000;
	assert_int_equal(odds_report_enumerate(&r, &init, sizeof init, step_wide, NULL, 4,
		&out, &e), EXIT_USAGE);
	assert_string_equal(e.msg, "too large to enumerate exactly: about 1.5e+04 paths of "
		"the dice; past the budget of 1,000 runs of the rules and 128 MiB of states in "
		"play at 1,001 runs and 0 MiB; give --samples N for an estimate");
	assert_int_equal(r.over_budget, 1);
	assert_int_equal(r.samples, 0);
	assert_int_equal(out.n, 0);
	odds_states_free(&out);
	/* and past a memory budget: 11^3 states of 128 bytes are more than 100 KB */
	memset(&e, 0, sizeof e);
	memset(&r, 0, sizeof r);
	r.budget.max_bytes = 100000;
	assert_int_equal(odds_report_enumerate(&r, &init, sizeof init, step_wide, NULL, 4,
		&out, &e), EXIT_USAGE);
	assert_non_null(strstr(e.msg, "past the budget of 10,000,000 runs of the rules and 0 "
		"MiB"));
	/* within the default budget it is exact */
	memset(&e, 0, sizeof e);
	memset(&r, 0, sizeof r);
	assert_int_equal(odds_report_enumerate(&r, &init, sizeof init, step_wide, NULL, 4,
		&out, &e), 0);
	assert_int_equal(out.n, 11 * 11 * 11 * 11);
	assert_int_equal(r.samples, 0);
	odds_states_free(&out);
}

/* Four 2d6 summed: exact, 41 sums; past a budget of 100 runs with 20,000
 * samples asked for, an estimate: every p is k/20000, they sum to 1, and each is
 * within 4 standard errors of the exact value. */
struct sum_state {
	int sum, steps;
};

static int step_sum4(void *st, struct chance *c, void *ctx, struct err *e)
{
	struct sum_state *s = st;
	struct chance_roll r;
	int rc;

	if ((rc = chance_roll(c, 2, 6, CHANCE_SUM, 0, "2d6", &r, e)) != 0)
		return rc;
	s->sum += r.value;
	return ++s->steps == 4;
}

static void test_odds_samples(void **state)
{
	struct sum_state init = { 0, 0 };
	struct odds_states exact, est;
	struct odds_report r = { 0 }, r2 = { 0 };
	struct err e = { 0 };

	assert_int_equal(odds_enumerate(&init, sizeof init, step_sum4, NULL, 4, &exact, &e), 0);
	assert_int_equal(exact.n, 41);
	r.budget.max_runs = 100;
	r.budget.samples = 20000;
	assert_int_equal(odds_report_enumerate(&r, &init, sizeof init, step_sum4, NULL, 4,
		&est, &e), 0);
	assert_int_equal(r.samples, 20000);
	assert_int_equal(est.samples, 20000);
	assert_int_equal(est.runs, 4 * 20000);
	assert_true(frac_is_one(sum_p(&est)));
	for (int i = 0; i < est.n; i++) {
		const struct sum_state *s = (const void *)(est.bytes + (size_t)i * est.size);
		double p = 0, q = frac_double(est.p[i]), se;
		assert_int_equal(20000 % est.p[i].den, 0);
		for (int j = 0; j < exact.n; j++)
			if (((const struct sum_state *)(exact.bytes + (size_t)j * exact.size))->sum ==
					s->sum)
				p = frac_double(exact.p[j]);
		se = sqrt(p * (1 - p) / 20000);
		assert_true(fabs(q - p) <= 4 * se + 1e-9);
		assert_true(fabs(odds_row_se(&r, est.p[i]) - sqrt(q * (1 - q) / 20000)) < 1e-12);
	}
	/* the same estimate every time: the dice come from a fixed seed */
	r2.budget = r.budget;
	struct odds_states again;
	assert_int_equal(odds_report_enumerate(&r2, &init, sizeof init, step_sum4, NULL, 4,
		&again, &e), 0);
	assert_int_equal(again.n, est.n);
	assert_memory_equal(again.bytes, est.bytes, (size_t)est.n * est.size);
	assert_memory_equal(again.p, est.p, (size_t)est.n * sizeof *est.p);
	odds_states_free(&again);
	odds_states_free(&est);
	odds_states_free(&exact);
}

/* ---- the summary of a report ------------------------------------------------- */

static void test_summary_fields(void **state)
{
	struct odds_report r = { 0 }, c;
	const char *vals[2] = { "1", "x" };
	struct err e = { 0 };
	char key[64];

	/* set, or summed outcome by outcome; an unknown key is refused */
	assert_int_equal(odds_report_summary(&r, "p_defender_eliminated", frac_make(5, 18)), 0);
	assert_int_equal(odds_report_summary(&r, "p_victory", frac_make(1, 2)), -1);
	assert_int_equal(odds_report_summary_add(&r, "exp_hits", frac_make(1, 4), 2), 0);
	assert_int_equal(odds_report_summary_add(&r, "exp_hits", frac_make(1, 2), 1), 0);
	assert_int_equal(frac_cmp(r.field[ODDS_EXP_HITS].value, frac_make(1, 1)), 0);
	assert_int_equal(r.field[ODDS_EXP_HITS].set, 2);
	odds_report_headline(&r, "%d:%d", 3, 1);
	assert_string_equal(r.headline, "3:1");
	/* the fallback: the steps lost by each side from the expectations */
	odds_report_expect(&r, "expected steps lost by the attacker", frac_make(65, 36));
	odds_report_expect(&r, "expected steps lost by the target group", frac_make(1, 12));
	odds_report_expect(&r, "expected ships hit", frac_make(1, 3));
	odds_report_finish(&r);
	assert_int_equal(frac_cmp(r.field[ODDS_EXP_STEPS_LOST_ATTACKER].value,
		frac_make(65, 36)), 0);
	assert_int_equal(frac_cmp(r.field[ODDS_EXP_STEPS_LOST_DEFENDER].value,
		frac_make(1, 12)), 0);
	assert_int_equal(r.field[ODDS_P_HEX_TAKEN].set, 0);
	/* a field the game set is not overwritten by the fallback */
	struct odds_report r3 = { 0 };
	odds_report_summary(&r3, "exp_steps_lost_defender", frac_make(1, 2));
	odds_report_expect(&r3, "expected steps lost", frac_make(1, 3));
	odds_report_finish(&r3);
	assert_int_equal(frac_cmp(r3.field[ODDS_EXP_STEPS_LOST_DEFENDER].value,
		frac_make(1, 2)), 0);
	/* keys of the expectations */
	assert_string_equal(odds_exp_key(&r, 0, key, sizeof key),
		"expected_steps_lost_by_the_attacker");
	r.exp_key[2] = "exp_ships_hit";
	assert_string_equal(odds_exp_key(&r, 2, key, sizeof key), "exp_ships_hit");
	/* standard errors: none when exact; p(1-p)/N for an event; from the squares */
	assert_true(odds_field_se(&r, ODDS_P_DEFENDER_ELIMINATED) < 0);
	r.samples = 100;
	assert_true(fabs(odds_field_se(&r, ODDS_P_DEFENDER_ELIMINATED) -
		sqrt(5.0 / 18 * 13.0 / 18 / 100)) < 1e-12);
	/* hits: 2 w.p. 1/4, 1 w.p. 1/2: E = 1, E[X^2] = 1.5, var 0.5 */
	assert_true(fabs(odds_field_se(&r, ODDS_EXP_HITS) - sqrt(0.5 / 100)) < 1e-12);
	assert_true(odds_field_se(&r, ODDS_EXP_STEPS_LOST_ATTACKER) < 0);   /* not known */
	/* a deep copy */
	r.ncols = 2;
	assert_int_equal(odds_report_merge(&r, frac_make(1, 2), vals, 2, &e), 0);
	assert_int_equal(odds_report_copy(&c, &r), 0);
	assert_int_equal(c.nrows, 1);
	assert_ptr_not_equal(c.rows[0].val[1], r.rows[0].val[1]);
	assert_string_equal(c.rows[0].val[1], "x");
	assert_string_equal(c.headline, "3:1");
	odds_report_free(&c);
	odds_report_free(&r);
}

/* Decimals a spreadsheet reads as numbers, and never 0 (or all) when not. */
static void test_decimal(void **state)
{
	char buf[64];

	assert_string_equal(odds_decimal(frac_make(1, 12), 100, 4, buf, sizeof buf), "8.3333");
	assert_string_equal(odds_decimal(frac_make(1, 1679616), 100, 3, buf, sizeof buf),
		"0.0001");
	assert_string_equal(odds_decimal(frac_make(0, 1), 100, 3, buf, sizeof buf), "0.000");
	assert_string_equal(odds_decimal(frac_make(1, 1), 1, 6, buf, sizeof buf), "1.000000");
	assert_string_equal(odds_decimal(frac_make(9999999, 10000000), 1, 6, buf, sizeof buf),
		"0.9999999");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_frac_make),
		cmocka_unit_test(test_frac_add_mul),
		cmocka_unit_test(test_frac_overflow),
		cmocka_unit_test(test_frac_cmp_str_double),
		cmocka_unit_test(test_odds_two_d6),
		cmocka_unit_test(test_odds_merge),
		cmocka_unit_test(test_odds_combat),
		cmocka_unit_test(test_odds_max_steps),
		cmocka_unit_test(test_odds_overflow),
		cmocka_unit_test(test_odds_step_error),
		cmocka_unit_test(test_odds_step_refused),
		cmocka_unit_test(test_odds_many_states),
		cmocka_unit_test(test_odds_budget_refuses),
		cmocka_unit_test(test_odds_samples),
		cmocka_unit_test(test_summary_fields),
		cmocka_unit_test(test_decimal),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
