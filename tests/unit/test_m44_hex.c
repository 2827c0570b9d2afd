/*
 * test_m44_hex.c: Memoir '44 board geometry (core/games/memoir44/m44_hex.c):
 * the CCRR address, the neighbours of odd and even rows, the joined half-hexes of
 * two boards, and properties over every pair of hexes of a board (distance is
 * symmetric, a neighbour is at distance 1, distance obeys the triangle
 * inequality, and equals the steps of a breadth-first walk).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../../core/games/memoir44/m44.h"

static struct m44_hex H(const char *ccrr)
{
	struct m44_hex h = { -1, -1 };

	if (m44_hex_parse(ccrr, &h) != 0)
		fail_msg("bad hex in test: %s", ccrr);
	return h;
}

static int dist(const char *a, const char *b)
{
	return m44_distance(H(a), H(b));
}

static void test_parse(void **state)
{
	struct m44_hex h;
	char out[8];

	(void)state;
	assert_int_equal(m44_hex_parse("1019", &h), 0);
	assert_int_equal(h.col, 10);
	assert_int_equal(h.row, 19);
	m44_hex_format(h, out);
	assert_string_equal(out, "1019");
	assert_int_equal(m44_hex_parse("101", &h), -1);
	assert_int_equal(m44_hex_parse("10a9", &h), -1);
	assert_int_equal(m44_hex_parse("10190", &h), -1);
	assert_int_equal(m44_hex_parse(NULL, &h), -1);
}

/* Odd rows touch columns c-1 and c above and below; even rows c and c+1. */
static void test_neighbours(void **state)
{
	struct m44_hex n[6];
	static const char *const odd[6] = { "0516", "0616", "0717", "0618", "0518", "0517" };
	static const char *const even[6] = { "0617", "0717", "0718", "0719", "0619", "0518" };

	(void)state;
	m44_neighbours(H("0617"), n);
	for (int i = 0; i < 6; i++) {
		assert_true(m44_hex_equal(n[i], H(odd[i])));
		assert_int_equal(m44_distance(H("0617"), n[i]), 1);
	}
	m44_neighbours(H("0618"), n);
	for (int i = 0; i < 6; i++) {
		assert_true(m44_hex_equal(n[i], H(even[i])));
		assert_true(m44_adjacent(H("0618"), n[i]));
	}
}

static void test_distances(void **state)
{
	(void)state;
	assert_int_equal(dist("0101", "0601"), 5);     /* along a row */
	assert_int_equal(dist("0604", "0601"), 3);     /* T-5: the second gun */
	assert_int_equal(dist("0101", "0302"), 3);     /* T-6 */
	assert_int_equal(dist("0608", "0610"), 2);     /* T-7 */
	assert_int_equal(dist("0721", "0613"), 8);     /* the fixture's destroyer */
	assert_int_equal(dist("0101", "0123"), 22);    /* one row per step */
}

/* Two boards: column 13 of an even row is the joined hex; a single board has
 * no such hex. */
static void test_boards(void **state)
{
	struct m44_map m;

	(void)state;
	memset(&m, 0, sizeof m);
	m.width = 13;
	m.depth = 23;
	m.boards = 1;
	assert_true(m44_hex_valid(&m, H("1301")));
	assert_false(m44_hex_valid(&m, H("1302")));
	assert_true(m44_hex_valid(&m, H("1202")));
	assert_false(m44_hex_valid(&m, H("0124")));
	assert_false(m44_hex_valid(&m, H("0001")));
	m.boards = 2;
	assert_true(m44_hex_valid(&m, H("1302")));
	assert_true(m44_hex_valid(&m, H("2601")));
	assert_false(m44_hex_valid(&m, H("2602")));
	assert_true(m44_adjacent(H("1302"), H("1301")));
	assert_true(m44_adjacent(H("1302"), H("1401")));
}

static void test_properties(void **state)
{
	struct m44_map m;
	static int d[13 * 23][13 * 23];
	struct m44_hex all[13 * 23];
	int n = 0;

	(void)state;
	memset(&m, 0, sizeof m);
	m.width = 13;
	m.depth = 23;
	m.boards = 1;
	for (int r = 1; r <= 23; r++)
		for (int c = 1; c <= 13; c++)
			if (m44_hex_valid(&m, (struct m44_hex){ c, r }))
				all[n++] = (struct m44_hex){ c, r };
	assert_int_equal(n, 12 * 13 + 11 * 12);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			d[i][j] = m44_distance(all[i], all[j]);
			assert_int_equal(d[i][j], m44_distance(all[j], all[i]));
			assert_int_equal(d[i][j] == 0, i == j);
		}
	for (int i = 0; i < n; i += 7)
		for (int j = 0; j < n; j += 5)
			for (int k = 0; k < n; k += 11)
				assert_true(d[i][k] <= d[i][j] + d[j][k]);
	/* breadth-first steps from the corner equal the distance */
	{
		int seen[13 * 23], q[13 * 23], head = 0, tail = 0, steps[13 * 23];
		memset(seen, 0, sizeof seen);
		q[tail++] = 0;
		seen[0] = 1;
		steps[0] = 0;
		while (head < tail) {
			int i = q[head++];
			struct m44_hex nb[6];
			m44_neighbours(all[i], nb);
			for (int k = 0; k < 6; k++)
				for (int j = 0; j < n; j++)
					if (!seen[j] && m44_hex_equal(all[j], nb[k])) {
						seen[j] = 1;
						steps[j] = steps[i] + 1;
						q[tail++] = j;
					}
		}
		assert_int_equal(tail, n);
		for (int j = 0; j < n; j++)
			assert_int_equal(steps[j], d[0][j]);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_neighbours),
		cmocka_unit_test(test_distances),
		cmocka_unit_test(test_boards),
		cmocka_unit_test(test_properties),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
