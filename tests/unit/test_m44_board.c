/*
 * test_m44_board.c: the hexes of a Memoir '44 battlefield (m44_hex_valid,
 * core/games/memoir44/model.c): the joined half-hexes of two boards, and
 * properties of core/grid's row-offset geometry over every pair of hexes of a
 * board (distance is symmetric, distance obeys the triangle inequality, and
 * equals the steps of a breadth-first walk). Golden values of the geometry
 * itself are in test_grid_rows.c.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../../core/games/memoir44/m44.h"

static struct grid_hex H(const char *ccrr)
{
	struct grid_hex h = { -1, -1 };

	if (grid_parse(ccrr, &h) != 0)
		fail_msg("bad hex in test: %s", ccrr);
	return h;
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
	assert_true(grid_row_adjacent(H("1302"), H("1301")));
	assert_true(grid_row_adjacent(H("1302"), H("1401")));
}

static void test_properties(void **state)
{
	struct m44_map m;
	static int d[13 * 23][13 * 23];
	struct grid_hex all[13 * 23];
	int n = 0;

	(void)state;
	memset(&m, 0, sizeof m);
	m.width = 13;
	m.depth = 23;
	m.boards = 1;
	for (int r = 1; r <= 23; r++)
		for (int c = 1; c <= 13; c++)
			if (m44_hex_valid(&m, (struct grid_hex){ c, r }))
				all[n++] = (struct grid_hex){ c, r };
	assert_int_equal(n, 12 * 13 + 11 * 12);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			d[i][j] = grid_row_distance(all[i], all[j]);
			assert_int_equal(d[i][j], grid_row_distance(all[j], all[i]));
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
			struct grid_hex nb[6];
			grid_row_neighbours(all[i], nb);
			for (int k = 0; k < 6; k++)
				for (int j = 0; j < n; j++)
					if (!seen[j] && grid_equal(all[j], nb[k])) {
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
		cmocka_unit_test(test_boards),
		cmocka_unit_test(test_properties),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
