/*
 * test_grid.c: hex geometry (core/grid.c) against the Salerno 1943 worked
 * examples (digest salerno43.md §7; each test is named by its example), then
 * properties checked over many pairs of hexes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "grid.h"

static struct grid_hex H(const char *ccrr)
{
	struct grid_hex h = { -1, -1 };

	if (grid_parse(ccrr, &h) != 0)
		fail_msg("bad hex in test: %s", ccrr);
	return h;
}

static int dist(const char *a, const char *b)
{
	return grid_distance(H(a), H(b));
}

static int adj(const char *a, const char *b)
{
	return grid_adjacent(H(a), H(b));
}

/* E14 (§21.8): "the neighbours of 2665 are 2664, 2666, 2565, 2566, 2765 and
 * 2766; 2565 and 2765 are adjacent to 2664". */
static void test_e14_neighbours_of_2665(void **unused)
{
	/* N, NE, SE, S, SW, NW */
	const char *want[6] = { "2664", "2765", "2766", "2666", "2566", "2565" };
	struct grid_hex n[6];
	char buf[5];
	int i;

	grid_neighbours(H("2665"), n);
	for (i = 0; i < 6; i++) {
		grid_format(n[i], buf);
		assert_string_equal(buf, want[i]);
		assert_true(adj("2665", want[i]));
	}
	assert_true(adj("2565", "2664"));
	assert_true(adj("2765", "2664"));
	/* and the others are not in the US unit's ZOC */
	assert_false(adj("2566", "2664"));
	assert_false(adj("2666", "2664"));
	assert_false(adj("2766", "2664"));
}

/* E14: "hex distances are 2665->2766 = 1, 2665->2865 = 2, 2665->2864 = 2". */
static void test_e14_retreat_distances(void **unused)
{
	assert_int_equal(dist("2665", "2766"), 1);
	assert_int_equal(dist("2665", "2865"), 2);
	assert_int_equal(dist("2665", "2864"), 2);
}

/* §21.8 example: the retreat path 2766 -> 2865 -> 2864 is illegal because its
 * third hex, 2864, is only 2 hexes from 2665. */
static void test_s21_8_retreat_2665_2864(void **unused)
{
	assert_int_equal(dist("2665", "2864"), 2);
	assert_true(adj("2766", "2865"));
	assert_true(adj("2865", "2864"));
}

/* E16 (§25.2): "2232 -> 2530 = 4", 2231 is only 3, 2132 is also 4. */
static void test_e16_naval_ranges(void **unused)
{
	assert_int_equal(dist("2232", "2530"), 4);
	assert_int_equal(dist("2231", "2530"), 3);
	assert_int_equal(dist("2132", "2530"), 4);
}

/* E18 (§26.22): target 3157, drift of 4 hexes ends in 3454. */
static void test_e18_drift_3157_3454(void **unused)
{
	struct grid_hex line[8];
	int n, i;

	assert_int_equal(dist("3157", "3454"), 4);
	n = grid_line(H("3157"), H("3454"), line, 8);
	assert_int_equal(n, 5);
	assert_true(grid_equal(line[0], H("3157")));
	assert_true(grid_equal(line[4], H("3454")));
	for (i = 0; i + 1 < n; i++)
		assert_true(grid_adjacent(line[i], line[i + 1]));
}

/* E2 (§5.22): the engineer's path from 2531 ends in 2128, adjacent to the
 * commandos in 2129 and 2228; no earlier hex is adjacent to either.
 * The first step, "1 PM pour entrer en 2429 (en suivant la route)" (seed line
 * 206), is a road leg of two hexes: 2531 and 2429 are not adjacent under any
 * column-offset layout. Every step after it is one hex. */
static void test_e2_mech_path(void **unused)
{
	const char *path[] = { "2531", "2429", "2428", "2427", "2327", "2226",
		"2127", "2128" };
	int n = (int)(sizeof path / sizeof path[0]), i;

	assert_int_equal(dist("2531", "2429"), 2);
	for (i = 1; i + 1 < n; i++)
		assert_true(adj(path[i], path[i + 1]));
	assert_true(adj("2128", "2129"));
	assert_true(adj("2128", "2228"));
	for (i = 1; i + 1 < n; i++) {   /* 2429 .. 2127 */
		assert_false(adj(path[i], "2129"));
		assert_false(adj(path[i], "2228"));
	}
}

/* E3 (§5.34): the road leg stops in 4557, not adjacent to Altavilla (4458);
 * 4457 is adjacent to it. */
static void test_e3_road_stop(void **unused)
{
	assert_false(adj("4557", "4458"));
	assert_true(adj("4457", "4458"));
}

/* E7 (§9.81): 3923 and 4022 are adjacent, across a precipice. */
static void test_e7_precipice(void **unused)
{
	assert_true(adj("3923", "4022"));
}

static void test_parse(void **unused)
{
	struct grid_hex h;
	char buf[5];

	assert_int_equal(grid_parse("253", &h), -1);
	assert_int_equal(grid_parse("25311", &h), -1);
	assert_int_equal(grid_parse("25a1", &h), -1);
	assert_int_equal(grid_parse("", &h), -1);
	assert_int_equal(grid_parse(" 2531", &h), -1);
	assert_int_equal(grid_parse("-531", &h), -1);
	assert_int_equal(grid_parse(NULL, &h), -1);
	assert_int_equal(grid_parse("0308", &h), 0);
	assert_int_equal(h.col, 3);
	assert_int_equal(h.row, 8);
	grid_format(h, buf);
	assert_string_equal(buf, "0308");
	assert_int_equal(grid_parse("2531", &h), 0);
	assert_int_equal(h.col, 25);
	assert_int_equal(h.row, 31);
	/* off-map neighbours have no CCRR name */
	grid_format((struct grid_hex){ -1, 5 }, buf);
	assert_string_equal(buf, "????");
	assert_int_equal(grid_parse(buf, &h), -1);
}

/* The neighbour order N, NE, SE, S, SW, NW from an odd column. */
static void test_neighbours_odd_column(void **unused)
{
	const char *want[6] = { "3156", "3256", "3257", "3158", "3057", "3056" };
	struct grid_hex n[6];
	char buf[5];
	int i;

	grid_neighbours(H("3157"), n);
	for (i = 0; i < 6; i++) {
		grid_format(n[i], buf);
		assert_string_equal(buf, want[i]);
	}
}

/* Lines along a hexside take the documented side (grid.h, grid.c). */
static void test_line_tie_breaks(void **unused)
{
	struct grid_hex l[8];

	/* along the flat side between 2765 and 2766: the southern hex */
	assert_int_equal(grid_line(H("2665"), H("2865"), l, 8), 3);
	assert_true(grid_equal(l[1], H("2766")));
	/* 3157 -> 3454 crosses a side between columns 32 and 33: +q wins */
	assert_int_equal(grid_line(H("3157"), H("3454"), l, 8), 5);
	assert_true(grid_equal(l[1], H("3256")));
	assert_true(grid_equal(l[2], H("3356")));
	assert_true(grid_equal(l[3], H("3355")));
	/* max caps what is written */
	assert_int_equal(grid_line(H("3157"), H("3454"), l, 2), 2);
	assert_int_equal(grid_line(H("3157"), H("3157"), l, 8), 1);
	assert_true(grid_equal(l[0], H("3157")));
}

/* Properties over many pairs, from a fixed loop (no rand()). */
static void test_properties(void **unused)
{
	struct grid_hex line[256], nb[6];
	int pairs = 0;

	for (int ac = 0; ac < 100; ac += 7)
		for (int ar = 0; ar < 100; ar += 13)
			for (int bc = 1; bc < 100; bc += 11)
				for (int br = 2; br < 100; br += 9) {
					struct grid_hex a = { ac, ar }, b = { bc, br };
					int d = grid_distance(a, b), n, i;

					pairs++;
					assert_int_equal(d, grid_distance(b, a));
					assert_int_equal(d == 0, grid_equal(a, b));
					n = grid_line(a, b, line, 256);
					assert_int_equal(n, d + 1);
					assert_true(grid_equal(line[0], a));
					assert_true(grid_equal(line[n - 1], b));
					for (i = 0; i + 1 < n; i++)
						assert_true(grid_adjacent(line[i], line[i + 1]));
					/* a shortest path: hex i is i steps from a */
					for (i = 0; i < n; i++)
						assert_int_equal(grid_distance(a, line[i]), i);
					grid_neighbours(a, nb);
					for (i = 0; i < 6; i++) {
						assert_int_equal(grid_distance(a, nb[i]), 1);
						assert_true(grid_adjacent(nb[i], a));
						/* triangle inequality */
						assert_true(grid_distance(nb[i], b) >= d - 1);
						assert_true(grid_distance(nb[i], b) <= d + 1);
					}
				}
	assert_true(pairs > 10000);
}

/* Distance equals the breadth-first count of neighbour steps, from an odd
 * and an even column: the neighbour list and the cube formula agree. */
static void check_bfs(struct grid_hex from)
{
	enum { W = 24 };
	int seen[W][W], queue[W * W], head = 0, tail = 0, c, r, i;
	int c0 = from.col - W / 2, r0 = from.row - W / 2;

	for (c = 0; c < W; c++)
		for (r = 0; r < W; r++)
			seen[c][r] = -1;
	seen[from.col - c0][from.row - r0] = 0;
	queue[tail++] = (from.col - c0) * W + (from.row - r0);
	while (head < tail) {
		int cur = queue[head++];
		struct grid_hex h = { cur / W + c0, cur % W + r0 }, nb[6];

		grid_neighbours(h, nb);
		for (i = 0; i < 6; i++) {
			int nc = nb[i].col - c0, nr = nb[i].row - r0;

			if (nc < 0 || nc >= W || nr < 0 || nr >= W || seen[nc][nr] >= 0)
				continue;
			seen[nc][nr] = seen[cur / W][cur % W] + 1;
			queue[tail++] = nc * W + nr;
		}
	}
	/* the window's centre region is reached by shortest paths inside it */
	for (c = W / 4; c < 3 * W / 4; c++)
		for (r = W / 4; r < 3 * W / 4; r++) {
			struct grid_hex h = { c + c0, r + r0 };

			assert_int_equal(seen[c][r], grid_distance(from, h));
		}
}

static uint32_t fnv(uint32_t h, int v)
{
	h = (h ^ (uint32_t)(v & 0xff)) * 16777619u;
	return (h ^ (uint32_t)((v >> 8) & 0xff)) * 16777619u;
}

/* Golden checksums of every line between two hexes of a 30 x 30 window, and
 * of a sparse sample over the whole 00..99 range, taken from grid_line as
 * salerno43 and omaha use it: whatever grid.c becomes inside, these lines
 * stay the same, tie-breaks included. */
static void test_line_golden(void **unused)
{
	struct grid_hex l[256];
	uint32_t h = 2166136261u, hs = 2166136261u;
	long pairs = 0;

	for (int ac = 20; ac < 50; ac++)
		for (int ar = 20; ar < 50; ar++)
			for (int bc = 20; bc < 50; bc++)
				for (int br = 20; br < 50; br++) {
					int n = grid_line((struct grid_hex){ ac, ar },
							(struct grid_hex){ bc, br }, l, 256);

					pairs++;
					for (int i = 0; i < n; i++)
						h = fnv(fnv(h, l[i].col), l[i].row);
				}
	for (int ac = 0; ac < 100; ac += 3)
		for (int ar = 1; ar < 100; ar += 7)
			for (int bc = 2; bc < 100; bc += 5)
				for (int br = 0; br < 100; br += 4) {
					int n = grid_line((struct grid_hex){ ac, ar },
							(struct grid_hex){ bc, br }, l, 256);

					for (int i = 0; i < n; i++)
						hs = fnv(fnv(hs, l[i].col), l[i].row);
				}
	assert_int_equal(pairs, 810000);
	assert_int_equal(h, 0xb731af05u);
	assert_int_equal(hs, 0x34c8937bu);
}

/* The walk: hex is grid_line's hex; alt the mirror nudge's, which differs
 * only along a hexside and is a chain of adjacent hexes too. */
struct walked {
	struct grid_hex hex[128], alt[128];
	int n, stop_at;
};

static int walked(const struct grid_seen *s, void *ctx)
{
	struct walked *w = ctx;

	assert_int_equal(s->step, w->n);
	w->hex[w->n] = s->hex;
	w->alt[w->n++] = s->alt;
	return s->step == w->stop_at ? -3 : 0;
}

static void test_walk(void **unused)
{
	struct grid_hex l[128];
	struct walked w;
	int ties = 0;

	for (int ac = 20; ac < 40; ac += 3)
		for (int ar = 20; ar < 40; ar += 2)
			for (int bc = 10; bc < 50; bc++)
				for (int br = 10; br < 50; br++) {
					struct grid_hex a = { ac, ar }, b = { bc, br };
					int n = grid_line(a, b, l, 128), tie = 0;

					memset(&w, 0, sizeof w);
					w.stop_at = -1;
					assert_int_equal(grid_walk(a, b, walked, &w), 0);
					assert_int_equal(w.n, n);
					for (int i = 0; i < n; i++) {
						assert_true(grid_equal(w.hex[i], l[i]));
						assert_int_equal(grid_distance(a, w.alt[i]), i);
						tie |= !grid_equal(w.alt[i], l[i]);
						if (i > 0)
							assert_true(grid_adjacent(w.alt[i - 1], w.alt[i]));
					}
					ties += tie;
				}
	assert_true(ties > 0);
	/* along the flat side between 2765 and 2766: the other side is 2765 */
	memset(&w, 0, sizeof w);
	w.stop_at = -1;
	grid_walk(H("2665"), H("2865"), walked, &w);
	assert_int_equal(w.n, 3);
	assert_true(grid_equal(w.hex[1], H("2766")));
	assert_true(grid_equal(w.alt[1], H("2765")));
	/* a non-zero answer stops the walk and is returned */
	memset(&w, 0, sizeof w);
	w.stop_at = 2;
	assert_int_equal(grid_walk(H("3157"), H("3454"), walked, &w), -3);
	assert_int_equal(w.n, 3);
}

static void test_distance_is_neighbour_steps(void **unused)
{
	check_bfs(H("3157"));
	check_bfs(H("2665"));
	check_bfs((struct grid_hex){ 0, 0 });   /* negative neighbours too */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_e14_neighbours_of_2665),
		cmocka_unit_test(test_e14_retreat_distances),
		cmocka_unit_test(test_s21_8_retreat_2665_2864),
		cmocka_unit_test(test_e16_naval_ranges),
		cmocka_unit_test(test_e18_drift_3157_3454),
		cmocka_unit_test(test_e2_mech_path),
		cmocka_unit_test(test_e3_road_stop),
		cmocka_unit_test(test_e7_precipice),
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_neighbours_odd_column),
		cmocka_unit_test(test_line_tie_breaks),
		cmocka_unit_test(test_properties),
		cmocka_unit_test(test_distance_is_neighbour_steps),
		cmocka_unit_test(test_line_golden),
		cmocka_unit_test(test_walk),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
