/*
 * test_chance.c: the three dice drivers of chance.c.
 *
 * The seeded golden values below were computed by chance.c and, independently,
 * by a from-scratch Python implementation of the documented algorithm (hashlib's
 * BLAKE2b and a hand-written original ChaCha20); both agree. If one of these
 * tests fails, every seeded game ever played would change: do not "fix" the
 * numbers, fix the code.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "chance.h"

/* ---- seeded ---------------------------------------------------------------- */

static void test_seeded_golden_umpire_d6(void **state)
{
	static const int golden[20] = { 5, 3, 2, 2, 6, 4, 5, 4, 5, 1,
	                                3, 4, 1, 5, 4, 6, 2, 3, 1, 1 };
	static const unsigned char key[32] = {   /* BLAKE2b-256("umpire") */
		0xb6, 0x7b, 0xc1, 0x4e, 0x41, 0x15, 0x6c, 0x6a, 0xc6, 0x16, 0xcf,
		0xb8, 0x61, 0x85, 0x2c, 0xac, 0x88, 0x8f, 0xbb, 0x5a, 0xee, 0x4a,
		0x19, 0x95, 0x9c, 0x45, 0x55, 0x1f, 0x3c, 0xbf, 0xff, 0x76,
	};
	struct chance c;
	struct chance_roll r;
	struct err e = { 0 };
	int i;

	chance_seeded(&c, "umpire", 0);
	assert_memory_equal(c.key, key, 32);
	for (i = 0; i < 20; i++)
		assert_int_equal(chance_seeded_face(c.key, (uint64_t)i, 6), golden[i]);
	/* chance_roll draws the same stream, one die per draw */
	for (i = 0; i < 20; i += 2) {
		assert_int_equal(chance_roll(&c, 2, 6, CHANCE_FACES, 0, "t", &r, &e), 0);
		assert_int_equal(r.faces[0], golden[i]);
		assert_int_equal(r.faces[1], golden[i + 1]);
		assert_int_equal(r.value, golden[i] + golden[i + 1]);
	}
	assert_int_equal(c.draws, 20);
	assert_int_equal(c.nused, 20);
	assert_memory_equal(c.used, golden, sizeof golden);
	/* starting at draws = 7 continues the same stream */
	chance_seeded(&c, "umpire", 7);
	assert_int_equal(chance_roll(&c, 1, 6, CHANCE_SUM, 0, "t", &r, &e), 0);
	assert_int_equal(r.value, golden[7]);
	assert_int_equal(c.draws, 8);
}

static void test_seeded_golden_hx7Qm2_d10(void **state)
{
	static const int golden[5] = { 1, 7, 8, 9, 1 };
	struct chance c;
	int i;

	chance_seeded(&c, "hx7Qm2", 0);
	for (i = 0; i < 5; i++)
		assert_int_equal(chance_seeded_face(c.key, (uint64_t)i, 10), golden[i]);
}

/* sides = 1431655766 rejects a third of the words. Die 20843251 under "umpire"
 * has all 16 words of block 0 rejected, so its face comes from block 1 on (the
 * Python reference agrees on it, and on the first five). */
static void test_seeded_golden_rejection(void **state)
{
	static const int golden[5] = { 239486921, 55476697, 608664578, 686913734,
	                               409632660 };
	struct chance c;
	int i;

	chance_seeded(&c, "umpire", 0);
	for (i = 0; i < 5; i++)
		assert_int_equal(chance_seeded_face(c.key, (uint64_t)i, 1431655766), golden[i]);
	assert_int_equal(chance_seeded_face(c.key, 20843251, 1431655766), 1114578688);
}

static void test_seeded_deterministic(void **state)
{
	struct chance a, b;
	uint64_t i;

	chance_seeded(&a, "same seed", 0);
	chance_seeded(&b, "same seed", 0);
	assert_memory_equal(a.key, b.key, 32);
	for (i = 0; i < 200; i++)
		assert_int_equal(chance_seeded_face(a.key, i, 20),
			chance_seeded_face(b.key, i, 20));
	chance_seeded(&b, "same seed.", 0);
	assert_memory_not_equal(a.key, b.key, 32);
	assert_int_equal(chance_seeded_face(a.key, 1234, 6), chance_seeded_face(a.key, 1234, 6));
}

/* Each index has its own stream: with d2^30 (no rejection) the face is the first
 * word of the stream, and 1000 indices give 1000 different words. */
static void test_seeded_index_streams_differ(void **state)
{
	static int faces[1000];
	struct chance c;
	int i, j;

	chance_seeded(&c, "umpire", 0);
	for (i = 0; i < 1000; i++) {
		faces[i] = chance_seeded_face(c.key, (uint64_t)i, 1 << 30);
		assert_in_range(faces[i], 1, 1 << 30);
		for (j = 0; j < i; j++)
			assert_int_not_equal(faces[i], faces[j]);
	}
	/* and a high index is not index 0 in disguise (the whole nonce is used) */
	assert_int_not_equal(chance_seeded_face(c.key, 1ull << 40, 1 << 30), faces[0]);
	assert_int_not_equal(chance_seeded_face(c.key, 1ull << 63, 1 << 30), faces[0]);
}

static void test_seeded_uniform(void **state)
{
	struct chance c;
	struct chance_roll r;
	struct err e = { 0 };
	long count[7] = { 0 };
	int i;

	chance_seeded(&c, "uniformity", 0);
	for (i = 0; i < 60000; i++) {
		assert_int_equal(chance_roll(&c, 1, 6, CHANCE_FACES, 0, "t", &r, &e), 0);
		assert_in_range(r.faces[0], 1, 6);
		count[r.faces[0]]++;
	}
	for (i = 1; i <= 6; i++)
		assert_in_range(count[i], 9500, 10500);
	/* the journal kept the first CHANCE_MAX_USED faces and then stopped */
	assert_int_equal(c.nused, CHANCE_MAX_USED);
	assert_int_equal(c.draws, 60000);
}

static void test_seeded_d1(void **state)
{
	struct chance c;

	chance_seeded(&c, "x", 0);
	assert_int_equal(chance_seeded_face(c.key, 0, 1), 1);
	assert_int_equal(chance_seeded_face(c.key, 99, 1), 1);
	assert_int_equal(chance_seeded_face(c.key, 0, 0), 0);
}

static void test_sum_lowest_value(void **state)
{
	static const int faces[] = { 5, 2, 6, 1 };
	struct chance c;
	struct chance_roll r;
	struct err e = { 0 };

	chance_supplied(&c, faces, 4);
	assert_int_equal(chance_roll(&c, 4, 6, CHANCE_SUM_LOWEST, 2, "t", &r, &e), 0);
	assert_int_equal(r.value, 3);
	assert_int_equal(r.faces[0], 5);
	assert_int_equal(r.faces[3], 1);
	assert_int_equal(chance_finish(&c, &e), 0);
}

static void test_bad_request(void **state)
{
	struct chance c;
	struct chance_roll r;
	struct err e = { 0 };

	chance_seeded(&c, "x", 0);
	assert_int_equal(chance_roll(&c, 9, 6, CHANCE_SUM, 0, "big", &r, &e), EXIT_DATA);
	assert_string_equal(e.msg, "big: cannot roll 9d6 (keep 0)");
	memset(&e, 0, sizeof e);
	assert_int_equal(chance_roll(&c, 2, 6, CHANCE_SUM_LOWEST, 3, "k", &r, &e), EXIT_DATA);
	memset(&e, 0, sizeof e);
	assert_int_equal(chance_roll(&c, 1, 0, CHANCE_SUM, 0, "k", &r, &e), EXIT_DATA);
	assert_int_equal(c.draws, 0);
}

/* ---- supplied -------------------------------------------------------------- */

static void test_supplied_order(void **state)
{
	static const int faces[] = { 3, 5, 2, 6, 1 };
	struct chance c;
	struct chance_roll r;
	struct err e = { 0 };

	chance_supplied(&c, faces, 5);
	assert_int_equal(chance_roll(&c, 2, 6, CHANCE_SUM, 0, "attack", &r, &e), 0);
	assert_int_equal(r.faces[0], 3);
	assert_int_equal(r.faces[1], 5);
	assert_int_equal(r.value, 8);
	assert_int_equal(chance_roll(&c, 1, 6, CHANCE_SUM, 0, "defence", &r, &e), 0);
	assert_int_equal(r.value, 2);
	assert_int_equal(chance_roll(&c, 2, 6, CHANCE_FACES, 0, "morale", &r, &e), 0);
	assert_int_equal(r.faces[0], 6);
	assert_int_equal(r.faces[1], 1);
	assert_int_equal(r.value, 7);
	assert_int_equal(c.nused, 5);
	assert_memory_equal(c.used, faces, sizeof faces);
	assert_int_equal(chance_finish(&c, &e), 0);
	assert_int_equal(e.code, 0);
}

static void test_supplied_not_enough(void **state)
{
	static const int faces[] = { 3, 5, 2 };
	struct chance c;
	struct chance_roll r;
	struct err e = { 0 };

	chance_supplied(&c, faces, 3);
	assert_int_equal(chance_roll(&c, 2, 6, CHANCE_SUM, 0, "attack", &r, &e), 0);
	assert_int_equal(chance_roll(&c, 3, 6, CHANCE_SUM, 0, "defence", &r, &e),
		EXIT_USAGE);
	assert_int_equal(e.code, EXIT_USAGE);
	assert_string_equal(e.msg, "--dice: not enough dice: defence needs 2 more");

	memset(&e, 0, sizeof e);
	chance_supplied(&c, faces, 0);
	assert_int_equal(chance_roll(&c, 1, 6, CHANCE_SUM, 0, "x", &r, &e), EXIT_USAGE);
	assert_string_equal(e.msg, "--dice: not enough dice: x needs 1 more");
}

static void test_supplied_off_the_die(void **state)
{
	static const int faces[] = { 3, 7 }, zero[] = { 0 };
	struct chance c;
	struct chance_roll r;
	struct err e = { 0 };

	chance_supplied(&c, faces, 2);
	assert_int_equal(chance_roll(&c, 2, 6, CHANCE_SUM, 0, "attack", &r, &e),
		EXIT_USAGE);
	assert_string_equal(e.msg, "--dice: 7 is not a face of a d6 (attack)");
	assert_int_equal(c.next, 0);   /* nothing consumed by a refused roll */

	memset(&e, 0, sizeof e);
	chance_supplied(&c, faces, 2);
	assert_int_equal(chance_roll(&c, 2, 10, CHANCE_SUM, 0, "attack", &r, &e), 0);
	assert_int_equal(r.value, 10);

	memset(&e, 0, sizeof e);
	chance_supplied(&c, zero, 1);
	assert_int_equal(chance_roll(&c, 1, 6, CHANCE_SUM, 0, "leader", &r, &e),
		EXIT_USAGE);
	assert_string_equal(e.msg, "--dice: 0 is not a face of a d6 (leader)");
}

static void test_supplied_left_unused(void **state)
{
	static const int faces[] = { 1, 2, 3, 4, 5 };
	struct chance c;
	struct chance_roll r;
	struct err e = { 0 };

	chance_supplied(&c, faces, 5);
	assert_int_equal(chance_roll(&c, 3, 6, CHANCE_SUM, 0, "a", &r, &e), 0);
	assert_int_equal(chance_finish(&c, &e), EXIT_USAGE);
	assert_string_equal(e.msg,
		"--dice: 2 dice left unused after the order (the order needed 3)");

	/* other drivers have nothing to finish */
	memset(&e, 0, sizeof e);
	chance_seeded(&c, "x", 0);
	assert_int_equal(chance_finish(&c, &e), 0);
}

static void test_parse_dice(void **state)
{
	int f[8];

	assert_int_equal(chance_parse_dice("3,5,2", f, 8), 3);
	assert_int_equal(f[0], 3);
	assert_int_equal(f[1], 5);
	assert_int_equal(f[2], 2);
	assert_int_equal(chance_parse_dice("999", f, 8), 1);
	assert_int_equal(f[0], 999);
	assert_int_equal(chance_parse_dice("1000", f, 8), -1);
	assert_int_equal(chance_parse_dice("0", f, 8), -1);
	assert_int_equal(chance_parse_dice("", f, 8), -1);
	assert_int_equal(chance_parse_dice("3,", f, 8), -1);
	assert_int_equal(chance_parse_dice(",3", f, 8), -1);
	assert_int_equal(chance_parse_dice("3,,5", f, 8), -1);
	assert_int_equal(chance_parse_dice("3 ,5", f, 8), -1);
	assert_int_equal(chance_parse_dice("-3", f, 8), -1);
	assert_int_equal(chance_parse_dice("3;5", f, 8), -1);
	assert_int_equal(chance_parse_dice("1,2,3", f, 2), -1);
	assert_int_equal(chance_parse_dice("1,2", f, 2), 2);
}

/* ---- enumerate ------------------------------------------------------------- */

/* Run `rules` over every path; collect (value, probability) by path. */
typedef int (*rules_fn)(struct chance *c, int *value, struct err *e);

struct paths {
	int n;
	int value[4096];
	struct frac p[4096];
	struct frac total;
};

static int run_all(rules_fn rules, struct paths *out, struct err *e)
{
	struct chance *c = test_malloc(sizeof *c);
	int more, rc = 0, overflow = 0;

	memset(out, 0, sizeof *out);
	out->total = frac_make(0, 1);
	chance_enumerate(c);
	do {
		chance_enum_start(c);
		if ((rc = rules(c, &out->value[out->n], e)) != 0)
			break;
		more = chance_enum_next(c, &out->p[out->n], &overflow);
		out->total = frac_add(out->total, out->p[out->n], &overflow);
		out->n++;
		assert_true(out->n < 4096);
	} while (more);
	assert_int_equal(overflow, 0);
	test_free(c);
	return rc;
}

static int rules_2d6_sum(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r;
	int rc = chance_roll(c, 2, 6, CHANCE_SUM, 0, "2d6", &r, e);

	if (rc == 0) {   /* the representative faces give the value */
		assert_int_equal(r.faces[0] + r.faces[1], r.value);
		assert_in_range(r.faces[0], 1, 6);
		assert_in_range(r.faces[1], 1, 6);
		assert_int_equal(c->nused, 2);
	}
	*value = r.value;
	return rc;
}

static void test_enum_2d6_sum(void **state)
{
	static struct paths p;
	struct err e = { 0 };
	int i;

	assert_int_equal(run_all(rules_2d6_sum, &p, &e), 0);
	assert_int_equal(p.n, 11);
	for (i = 0; i < 11; i++) {
		int ways = i < 6 ? i + 1 : 11 - i;   /* 1, 2, ..., 6, ..., 1 */
		struct frac want = frac_make((uint64_t)ways, 36);
		assert_int_equal(p.value[i], i + 2);
		assert_int_equal(frac_cmp(p.p[i], want), 0);
		assert_true(p.p[i].num == want.num && p.p[i].den == want.den);
	}
	assert_true(frac_is_one(p.total));
}

static int rules_1d6_faces(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r;
	int rc = chance_roll(c, 1, 6, CHANCE_FACES, 0, "1d6", &r, e);

	*value = r.faces[0];
	return rc;
}

static void test_enum_1d6_faces(void **state)
{
	static struct paths p;
	struct err e = { 0 };
	int i;

	assert_int_equal(run_all(rules_1d6_faces, &p, &e), 0);
	assert_int_equal(p.n, 6);
	for (i = 0; i < 6; i++) {
		assert_int_equal(p.value[i], i + 1);
		assert_int_equal(p.p[i].num, 1);
		assert_int_equal(p.p[i].den, 6);
	}
	assert_true(frac_is_one(p.total));
}

/* 2d3 read face by face: all 9 ordered combinations, first die most significant */
static int rules_2d3_faces(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r;
	int rc = chance_roll(c, 2, 3, CHANCE_FACES, 0, "2d3", &r, e);

	*value = r.faces[0] * 10 + r.faces[1];
	assert_int_equal(r.value, r.faces[0] + r.faces[1]);
	return rc;
}

static void test_enum_2d3_faces(void **state)
{
	static const int want[9] = { 11, 12, 13, 21, 22, 23, 31, 32, 33 };
	static struct paths p;
	struct err e = { 0 };
	int i;

	assert_int_equal(run_all(rules_2d3_faces, &p, &e), 0);
	assert_int_equal(p.n, 9);
	for (i = 0; i < 9; i++) {
		assert_int_equal(p.value[i], want[i]);
		assert_int_equal(p.p[i].num, 1);
		assert_int_equal(p.p[i].den, 9);
	}
}

static int rules_4d6_lowest2(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r;
	int rc = chance_roll(c, 4, 6, CHANCE_SUM_LOWEST, 2, "lowest", &r, e);
	int a, b, i;

	if (rc == 0) {   /* the two lowest of the representative faces sum to value */
		a = b = 7;
		for (i = 0; i < 4; i++) {
			if (r.faces[i] < a) {
				b = a;
				a = r.faces[i];
			} else if (r.faces[i] < b) {
				b = r.faces[i];
			}
		}
		assert_int_equal(a + b, r.value);
	}
	*value = r.value;
	return rc;
}

static void test_enum_4d6_lowest2(void **state)
{
	static struct paths p;
	struct err e = { 0 };
	uint64_t count[13] = { 0 };
	int f[4], i, v;

	/* brute force over the 1296 combinations */
	for (f[0] = 1; f[0] <= 6; f[0]++)
		for (f[1] = 1; f[1] <= 6; f[1]++)
			for (f[2] = 1; f[2] <= 6; f[2]++)
				for (f[3] = 1; f[3] <= 6; f[3]++) {
					int lo = 7, lo2 = 7;
					for (i = 0; i < 4; i++) {
						if (f[i] < lo) {
							lo2 = lo;
							lo = f[i];
						} else if (f[i] < lo2) {
							lo2 = f[i];
						}
					}
					count[lo + lo2]++;
				}
	assert_int_equal(run_all(rules_4d6_lowest2, &p, &e), 0);
	assert_int_equal(p.n, 11);
	for (i = 0; i < 11; i++) {
		v = i + 2;
		assert_int_equal(p.value[i], v);
		assert_int_equal(frac_cmp(p.p[i], frac_make(count[v], 1296)), 0);
	}
	/* P(two lowest sum to 2) = P(at least two 1s) = 1 - (5/6)^4 - 4(1/6)(5/6)^3 */
	assert_int_equal(count[2], 171);
	assert_int_equal(p.p[0].num, 19);
	assert_int_equal(p.p[0].den, 144);
	assert_int_equal(frac_cmp(p.p[10], frac_make(1, 1296)), 0);   /* four 6s */
	assert_true(frac_is_one(p.total));
}

/* Nested: 1d3 says how many d6 to roll next; then a 1d2 read face by face. */
static int rules_nested(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r1, r2, r3;
	int rc;

	if ((rc = chance_roll(c, 1, 3, CHANCE_SUM, 0, "how many", &r1, e)) != 0)
		return rc;
	if ((rc = chance_roll(c, r1.value, 6, CHANCE_SUM, 0, "then", &r2, e)) != 0)
		return rc;
	if ((rc = chance_roll(c, 1, 2, CHANCE_FACES, 0, "coin", &r3, e)) != 0)
		return rc;
	*value = r1.value * 1000 + r2.value * 10 + r3.faces[0];
	return 0;
}

static void test_enum_nested(void **state)
{
	static struct paths p;
	static uint64_t want[4][19];   /* [dice][sum]: combinations */
	struct err e = { 0 };
	int n, f[3], i, k;

	for (n = 1; n <= 3; n++)
		for (f[0] = 1; f[0] <= 6; f[0]++)
			for (f[1] = 1; f[1] <= (n >= 2 ? 6 : 1); f[1]++)
				for (f[2] = 1; f[2] <= (n >= 3 ? 6 : 1); f[2]++)
					want[n][f[0] + (n >= 2) * f[1] + (n >= 3) * f[2]]++;
	assert_int_equal(run_all(rules_nested, &p, &e), 0);
	/* 1d3 -> 6, 11 or 16 sums -> 2 coin faces */
	assert_int_equal(p.n, (6 + 11 + 16) * 2);
	k = 0;
	for (n = 1; n <= 3; n++)
		for (i = n; i <= 6 * n; i++) {
			uint64_t den = 3 * 2;
			for (int j = 0; j < n; j++)
				den *= 6;
			for (int coin = 1; coin <= 2; coin++, k++) {
				assert_int_equal(p.value[k], n * 1000 + i * 10 + coin);
				assert_int_equal(frac_cmp(p.p[k], frac_make(want[n][i], den)), 0);
			}
		}
	assert_true(frac_is_one(p.total));
}

/* Rules that roll differently when a path is replayed. */
static int flaky_calls;

static int rules_flaky(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r;
	int rc;

	if ((rc = chance_roll(c, 1, 6, CHANCE_SUM, 0, "first", &r, e)) != 0)
		return rc;
	*value = r.value;
	return chance_roll(c, flaky_calls++ == 0 ? 1 : 2, 6, CHANCE_SUM, 0, "second",
		&r, e);
}

static void test_enum_nondeterministic(void **state)
{
	static struct paths p;
	struct err e = { 0 };

	flaky_calls = 0;
	assert_int_equal(run_all(rules_flaky, &p, &e), EXIT_DATA);
	assert_non_null(strstr(e.msg, "non-deterministic rules code"));
	assert_non_null(strstr(e.msg, "second"));
}

static int rules_too_deep(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r;
	int i, rc;

	for (i = 0; i < CHANCE_MAX_DEPTH + 1; i++)
		if ((rc = chance_roll(c, 1, 1, CHANCE_SUM, 0, "deep", &r, e)) != 0)
			return rc;
	*value = 0;
	return 0;
}

static int rules_deep_ok(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r;
	int i, rc;

	for (i = 0; i < CHANCE_MAX_DEPTH - 1; i++)
		if ((rc = chance_roll(c, 1, 1, CHANCE_SUM, 0, "deep", &r, e)) != 0)
			return rc;
	if ((rc = chance_roll(c, 1, 2, CHANCE_SUM, 0, "last", &r, e)) != 0)
		return rc;
	*value = r.value;
	return 0;
}

static void test_enum_depth(void **state)
{
	static struct paths p;
	struct err e = { 0 };

	assert_int_equal(run_all(rules_deep_ok, &p, &e), 0);
	assert_int_equal(p.n, 2);
	assert_int_equal(p.p[0].num, 1);
	assert_int_equal(p.p[0].den, 2);
	assert_int_equal(run_all(rules_too_deep, &p, &e), EXIT_DATA);
	assert_string_equal(e.msg, "deep: more than 64 rolls in one enumerated path");
}

static int rules_too_wide(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r;

	*value = 0;
	return chance_roll(c, 3, 6, CHANCE_FACES, 0, "wide", &r, e);
}

static int rules_too_many(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r;

	*value = 0;
	return chance_roll(c, 8, 7, CHANCE_SUM_LOWEST, 1, "many", &r, e);
}

static int rules_8d6(struct chance *c, int *value, struct err *e)
{
	struct chance_roll r;
	int rc = chance_roll(c, 8, 6, CHANCE_SUM, 0, "8d6", &r, e);

	*value = r.value;
	return rc;
}

static void test_enum_limits(void **state)
{
	static struct paths p;
	struct err e = { 0 };

	assert_int_equal(run_all(rules_too_wide, &p, &e), EXIT_DATA);
	assert_non_null(strstr(e.msg, "wide: 3d6 read face by face"));
	memset(&e, 0, sizeof e);
	assert_int_equal(run_all(rules_too_many, &p, &e), EXIT_DATA);
	assert_non_null(strstr(e.msg, "many: 8d7 has too many combinations"));
	/* 8d6 is the largest: 41 sums, 6^8 combinations */
	memset(&e, 0, sizeof e);
	assert_int_equal(run_all(rules_8d6, &p, &e), 0);
	assert_int_equal(p.n, 41);
	assert_int_equal(p.value[0], 8);
	assert_int_equal(frac_cmp(p.p[0], frac_make(1, 1679616)), 0);
	assert_int_equal(frac_cmp(p.p[1], frac_make(8, 1679616)), 0);
	assert_true(frac_is_one(p.total));
}

/* The sum DP against brute force for every roll it accepts up to 5 dice of d8 */
static void test_enum_sums_brute_force(void **state)
{
	struct chance *c = test_malloc(sizeof *c);
	struct err e = { 0 };
	int n, sides, keep;

	for (n = 1; n <= 5; n++)
		for (sides = 1; sides <= 8; sides++)
			for (keep = 1; keep <= n; keep++) {
				uint64_t count[64] = { 0 }, total = 1;
				int f[5], i, k, combos, paths = 0, overflow = 0, more;
				struct frac sum = { 0, 1 }, p;
				struct chance_roll r;

				for (i = 0; i < n; i++)
					total *= (uint64_t)sides;
				combos = (int)total;
				for (k = 0; k < combos; k++) {
					int x = k, sorted[5], s = 0, j, t;
					for (i = 0; i < n; i++) {
						f[i] = x % sides + 1;
						x /= sides;
					}
					memcpy(sorted, f, sizeof f);
					for (i = 0; i < n; i++)
						for (j = i + 1; j < n; j++)
							if (sorted[j] < sorted[i]) {
								t = sorted[i];
								sorted[i] = sorted[j];
								sorted[j] = t;
							}
					for (i = 0; i < keep; i++)
						s += sorted[i];
					count[s]++;
				}
				chance_enumerate(c);
				do {
					chance_enum_start(c);
					assert_int_equal(chance_roll(c, n, sides, CHANCE_SUM_LOWEST, keep,
						"bf", &r, &e), 0);
					more = chance_enum_next(c, &p, &overflow);
					assert_int_equal(frac_cmp(p, frac_make(count[r.value], total)), 0);
					sum = frac_add(sum, p, &overflow);
					paths++;
				} while (more);
				assert_int_equal(paths, keep * (sides - 1) + 1);
				assert_true(frac_is_one(sum));
				assert_int_equal(overflow, 0);
			}
	test_free(c);
}

/* Two 2d6 sums: 121 paths, the second branch reused from the stale path. */
static int rules_two_2d6(struct chance *c, int *value, struct err *e)
{
	struct chance_roll a, d;
	int rc;

	if ((rc = chance_roll(c, 2, 6, CHANCE_SUM, 0, "attacker", &a, e)) != 0 ||
			(rc = chance_roll(c, 2, 6, CHANCE_SUM, 0, "defender", &d, e)) != 0)
		return rc;
	*value = a.value * 100 + d.value;
	return 0;
}

static void test_enum_two_2d6(void **state)
{
	static struct paths p;
	struct err e = { 0 };
	int i;

	assert_int_equal(run_all(rules_two_2d6, &p, &e), 0);
	assert_int_equal(p.n, 121);
	for (i = 0; i < 121; i++) {
		int a = p.value[i] / 100, d = p.value[i] % 100;
		int wa = a <= 7 ? a - 1 : 13 - a, wd = d <= 7 ? d - 1 : 13 - d;
		assert_int_equal(a, i / 11 + 2);
		assert_int_equal(d, i % 11 + 2);
		assert_int_equal(frac_cmp(p.p[i], frac_make((uint64_t)(wa * wd), 1296)), 0);
	}
	assert_true(frac_is_one(p.total));
}

/* A run with no roll at all is one path of probability 1. */
static int rules_none(struct chance *c, int *value, struct err *e)
{
	*value = 42;
	return 0;
}

static void test_enum_no_roll(void **state)
{
	static struct paths p;
	struct err e = { 0 };

	assert_int_equal(run_all(rules_none, &p, &e), 0);
	assert_int_equal(p.n, 1);
	assert_true(frac_is_one(p.p[0]));
}

/* ---- grouped rolls ------------------------------------------------------------ */

/* The 1:1 row of a combat table read by a 2d6: 2-4 lose 3, 5-8 lose 2, 9-10 lose 1,
 * 11-12 lose 0 (the values 2..12 in order). */
static const int table11[11] = { 3, 3, 3, 2, 2, 2, 2, 1, 1, 0, 0 };

static int lost_of(int v)
{
	return table11[v - 2];
}

/* Enumerate a combat round (two 2d6 on the table), grouped or not: the runs, and
 * the probability of each pair of results (attacker's, defender's). */
static int round_odds(int grouped, struct frac p[4][4], struct err *e)
{
	struct chance c;
	struct chance_roll a, d;
	int runs = 0, more = 1, overflow = 0;

	memset(p, 0, sizeof(struct frac) * 16);
	for (int i = 0; i < 16; i++)
		p[i / 4][i % 4] = frac_make(0, 1);
	chance_enumerate(&c);
	while (more) {
		struct frac pp;
		chance_enum_start(&c);
		if ((grouped ? chance_roll_grouped(&c, 2, 6, CHANCE_SUM, 0, table11, 11, &a, e,
				"attacker") : chance_roll(&c, 2, 6, CHANCE_SUM, 0, "attacker", &a, e)) ||
		    (grouped ? chance_roll_grouped(&c, 2, 6, CHANCE_SUM, 0, table11, 11, &d, e,
				"defender") : chance_roll(&c, 2, 6, CHANCE_SUM, 0, "defender", &d, e)))
			return -1;
		runs++;
		more = chance_enum_next(&c, &pp, &overflow);
		p[lost_of(a.value)][lost_of(d.value)] =
			frac_add(p[lost_of(a.value)][lost_of(d.value)], pp, &overflow);
	}
	return overflow ? -1 : runs;
}

static void test_grouped_round(void **state)
{
	struct frac g[4][4], f[4][4];
	struct err e = { 0 };

	assert_int_equal(round_odds(0, f, &e), 121);   /* every pair of sums */
	assert_int_equal(round_odds(1, g, &e), 16);    /* every pair of results */
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 4; j++)
			assert_int_equal(frac_cmp(g[i][j], f[i][j]), 0);
	/* e.g. both lose 2 steps: (20/36)^2 = 25/81 */
	assert_int_equal(frac_cmp(g[2][2], frac_make(25, 81)), 0);
}

static void test_grouped_lowest_and_errors(void **state)
{
	struct chance c;
	struct chance_roll r;
	struct err e = { 0 };
	struct frac p;
	int overflow = 0, runs = 0, more = 1;
	uint64_t ways = 0;

	/* 4d6 keeping the two lowest (§9.652), grouped: the value handed over is the
	 * lowest of its group, and the weights add up to 6^4 */
	chance_enumerate(&c);
	while (more) {
		chance_enum_start(&c);
		assert_int_equal(chance_roll_grouped(&c, 4, 6, CHANCE_SUM_LOWEST, 2, table11, 11,
				&r, &e, "4d6"), 0);
		assert_int_equal(r.value, runs == 0 ? 2 : runs == 1 ? 5 : runs == 2 ? 9 : 11);
		runs++;
		ways += c.path[0].weights[c.path[0].choice];
		more = chance_enum_next(&c, &p, &overflow);
	}
	assert_int_equal(runs, 4);
	assert_int_equal(ways, 1296);
	/* a result for each sum, or an error naming the roll */
	chance_enumerate(&c);
	chance_enum_start(&c);
	assert_int_equal(chance_roll_grouped(&c, 3, 6, CHANCE_SUM, 0, table11, 11, &r, &e,
			"3d6 at %d", 7), EXIT_DATA);
	assert_string_equal(e.msg, "3d6 at %d: a grouped roll of 3d6 needs a result for each "
			"of its 16 sums, not 11");
	/* the seeded driver rolls the dice themselves: any value, logged with its label */
	memset(&e, 0, sizeof e);
	chance_seeded(&c, "grouped", 0);
	for (int i = 0; i < 50; i++) {
		assert_int_equal(chance_roll_grouped(&c, 2, 6, CHANCE_SUM, 0, table11, 11, &r, &e,
				"roll %d", i), 0);
		assert_true(r.value >= 2 && r.value <= 12);
		assert_int_equal(r.value, r.faces[0] + r.faces[1]);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_grouped_round),
		cmocka_unit_test(test_grouped_lowest_and_errors),
		cmocka_unit_test(test_seeded_golden_umpire_d6),
		cmocka_unit_test(test_seeded_golden_hx7Qm2_d10),
		cmocka_unit_test(test_seeded_golden_rejection),
		cmocka_unit_test(test_seeded_deterministic),
		cmocka_unit_test(test_seeded_index_streams_differ),
		cmocka_unit_test(test_seeded_uniform),
		cmocka_unit_test(test_seeded_d1),
		cmocka_unit_test(test_sum_lowest_value),
		cmocka_unit_test(test_bad_request),
		cmocka_unit_test(test_supplied_order),
		cmocka_unit_test(test_supplied_not_enough),
		cmocka_unit_test(test_supplied_off_the_die),
		cmocka_unit_test(test_supplied_left_unused),
		cmocka_unit_test(test_parse_dice),
		cmocka_unit_test(test_enum_2d6_sum),
		cmocka_unit_test(test_enum_1d6_faces),
		cmocka_unit_test(test_enum_2d3_faces),
		cmocka_unit_test(test_enum_4d6_lowest2),
		cmocka_unit_test(test_enum_nested),
		cmocka_unit_test(test_enum_nondeterministic),
		cmocka_unit_test(test_enum_depth),
		cmocka_unit_test(test_enum_limits),
		cmocka_unit_test(test_enum_sums_brute_force),
		cmocka_unit_test(test_enum_two_2d6),
		cmocka_unit_test(test_enum_no_roll),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
