/*
 * test_grid_rows.c: the row-offset hexes of Memoir '44 (rows horizontal, even
 * rows shifted half a hex right, boards side by side): golden values for
 * distance, neighbours and the line of sight's two nudged traces.
 *
 * The values were taken from memoir44's own geometry (core/games/memoir44/
 * m44_hex.c) before it moved into core/grid: the examples below are readable
 * cases, and the checksums pin every distance, neighbour and trace between
 * every two hexes of a 26 x 23 battlefield (two boards), so the move changes
 * nothing a game could see.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

/* The geometry under test. */
#include "grid.h"
typedef struct grid_hex hex_t;
#define ROW_PARSE(t, h) grid_parse(t, h)
#define ROW_DIST(a, b) grid_row_distance(a, b)
#define ROW_NEIGHBOURS(h, o) grid_row_neighbours(h, o)
#define ROW_ADJACENT(a, b) grid_row_adjacent(a, b)
#define ROW_LINE(a, b, side, o, max) grid_row_line(a, b, side, o, max)
#define HEX_EQUAL(a, b) grid_equal(a, b)

static hex_t H(const char *ccrr)
{
	hex_t h = { -1, -1 };

	if (ROW_PARSE(ccrr, &h) != 0)
		fail_msg("bad hex in test: %s", ccrr);
	return h;
}

static int dist(const char *a, const char *b)
{
	return ROW_DIST(H(a), H(b));
}

/* The trace from a to b on `side` equals the space-separated hexes `want`. */
static void trace_is(const char *a, const char *b, int side, const char *want)
{
	hex_t l[64];
	char got[64 * 5 + 1] = "";
	int n = ROW_LINE(H(a), H(b), side, l, 64);

	assert_true(n > 0);
	for (int i = 0; i < n; i++)
		snprintf(got + strlen(got), sizeof got - strlen(got), "%s%02d%02d", i ? " " : "",
				l[i].col, l[i].row);
	assert_string_equal(got, want);
}

/* Odd rows touch columns c-1 and c above and below; even rows c and c+1. The
 * order: NW, NE, E, SE, SW, W (row 01 at the top). */
static void test_neighbours(void **state)
{
	hex_t n[6];
	static const char *const odd[6] = { "0516", "0616", "0717", "0618", "0518", "0517" };
	static const char *const even[6] = { "0617", "0717", "0718", "0719", "0619", "0518" };

	(void)state;
	ROW_NEIGHBOURS(H("0617"), n);
	for (int i = 0; i < 6; i++) {
		assert_true(HEX_EQUAL(n[i], H(odd[i])));
		assert_int_equal(ROW_DIST(H("0617"), n[i]), 1);
	}
	ROW_NEIGHBOURS(H("0618"), n);
	for (int i = 0; i < 6; i++) {
		assert_true(HEX_EQUAL(n[i], H(even[i])));
		assert_true(ROW_ADJACENT(H("0618"), n[i]));
	}
	/* the joined half-hexes of two boards: 1302 touches 1301 and 1401 */
	assert_true(ROW_ADJACENT(H("1302"), H("1301")));
	assert_true(ROW_ADJACENT(H("1302"), H("1401")));
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
	assert_int_equal(dist("0101", "0209"), 8);
	assert_int_equal(dist("0102", "0101"), 1);
	assert_int_equal(dist("0102", "0201"), 1);
	assert_int_equal(dist("0101", "0202"), 2);
	assert_int_equal(dist("2623", "0101"), 36);
}

/* Traces: the straight line between centres, sampled once per hex; side +1 and
 * -1 nudge it to either side where it runs along a hexside. */
static void test_lines(void **state)
{
	(void)state;
	/* along a row: no tie, both sides agree */
	trace_is("0101", "0601", 1, "0101 0201 0301 0401 0501 0601");
	trace_is("0101", "0601", -1, "0101 0201 0301 0401 0501 0601");
	/* the fixture's destroyer: one tie, at 0717 or 0617 */
	trace_is("0721", "0613", 1, "0721 0620 0719 0618 0717 0616 0615 0614 0613");
	trace_is("0721", "0613", -1, "0721 0620 0719 0618 0617 0616 0615 0614 0613");
	/* along the side between 0102 and 0201 */
	trace_is("0101", "0202", 1, "0101 0102 0202");
	trace_is("0101", "0202", -1, "0101 0201 0202");
	/* straight down: along the sides of the zigzag, off the board on one side */
	trace_is("0101", "0105", 1, "0101 0102 0103 0104 0105");
	trace_is("0101", "0105", -1, "0101 0002 0103 0004 0105");
	trace_is("0101", "0402", 1, "0101 0201 0202 0302 0402");
	trace_is("0101", "0402", -1, "0101 0201 0301 0302 0402");
	trace_is("0101", "0209", 1, "0101 0102 0103 0104 0205 0106 0207 0108 0209");
	trace_is("0101", "0209", -1, "0101 0102 0103 0104 0105 0106 0207 0108 0209");
	trace_is("0101", "0606", 1, "0101 0102 0202 0303 0304 0404 0505 0605 0606");
	trace_is("0101", "0606", -1, "0101 0102 0202 0303 0403 0404 0505 0605 0606");
	trace_is("0301", "0102", 1, "0301 0202 0102");
	trace_is("0301", "0102", -1, "0301 0201 0102");
	/* a line of one hex */
	trace_is("0707", "0707", 1, "0707");
}

static uint32_t fnv(uint32_t h, int v)
{
	h = (h ^ (uint32_t)(v & 0xff)) * 16777619u;
	return (h ^ (uint32_t)((v >> 8) & 0xff)) * 16777619u;
}

/* Every pair of hexes of a 26 x 23 battlefield: the checksums of what the
 * geometry gave before it moved into core/grid. */
static void test_golden_checksums(void **state)
{
	uint32_t hd = 2166136261u, hl = 2166136261u, hn = 2166136261u;
	long pairs = 0, ties = 0;

	(void)state;
	for (int r1 = 1; r1 <= 23; r1++)
		for (int c1 = 1; c1 <= 26; c1++) {
			hex_t a = { c1, r1 }, nb[6];

			ROW_NEIGHBOURS(a, nb);
			for (int k = 0; k < 6; k++)
				hn = fnv(fnv(hn, nb[k].col), nb[k].row);
			for (int r2 = 1; r2 <= 23; r2++)
				for (int c2 = 1; c2 <= 26; c2++) {
					hex_t b = { c2, r2 }, l1[64], l2[64];
					int n1 = ROW_LINE(a, b, 1, l1, 64), n2 = ROW_LINE(a, b, -1, l2, 64);
					int d = ROW_DIST(a, b), differ = 0;

					pairs++;
					hd = fnv(hd, d);
					assert_int_equal(n1, d + 1);
					assert_int_equal(n2, d + 1);
					for (int i = 0; i < n1; i++)
						hl = fnv(fnv(hl, l1[i].col), l1[i].row);
					for (int i = 0; i < n2; i++) {
						hl = fnv(fnv(hl, l2[i].col), l2[i].row);
						differ |= !HEX_EQUAL(l1[i], l2[i]);
					}
					ties += differ;
				}
		}
	assert_int_equal(pairs, 357604);
	assert_int_equal(ties, 118060);
	assert_int_equal(hd, 0x0239a7ddu);
	assert_int_equal(hl, 0xdf1be735u);
	assert_int_equal(hn, 0xd325f035u);
}

/* The walk gives both traces in one pass: hex the side +1, alt the side -1,
 * every hex from a (step 0) to b (step last); a non-zero answer stops it. */
struct both {
	hex_t l1[64], l2[64];
	int n, stop_at;
};

static int keep(const struct grid_seen *s, void *ctx)
{
	struct both *b = ctx;

	assert_int_equal(s->kind, GRID_SEEN_CELL);
	assert_int_equal(s->step, b->n);
	b->l1[b->n] = s->hex;
	b->l2[b->n++] = s->alt;
	return s->step == b->stop_at ? 5 : 0;
}

static void test_walk(void **state)
{
	(void)state;
	for (int r1 = 1; r1 <= 12; r1++)
		for (int c1 = 1; c1 <= 13; c1 += 2)
			for (int r2 = 1; r2 <= 23; r2++)
				for (int c2 = 1; c2 <= 26; c2++) {
					hex_t a = { c1, r1 }, b = { c2, r2 }, l1[64], l2[64];
					struct both w = { .n = 0, .stop_at = -1 };
					int n = ROW_LINE(a, b, 1, l1, 64);

					ROW_LINE(a, b, -1, l2, 64);
					assert_int_equal(grid_row_walk(a, b, keep, &w), 0);
					assert_int_equal(w.n, n);
					for (int i = 0; i < n; i++) {
						assert_true(HEX_EQUAL(w.l1[i], l1[i]));
						assert_true(HEX_EQUAL(w.l2[i], l2[i]));
					}
				}
	{
		struct both w = { .n = 0, .stop_at = 1 };
		assert_int_equal(grid_row_walk(H("0101"), H("0209"), keep, &w), 5);
		assert_int_equal(w.n, 2);
	}
}

/* A line longer than the room given is refused, not cut. */
static void test_line_room(void **state)
{
	hex_t l[4];

	(void)state;
	assert_int_equal(ROW_LINE(H("0101"), H("0601"), 1, l, 4), -1);
	assert_int_equal(ROW_LINE(H("0101"), H("0401"), 1, l, 4), 4);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_neighbours),
		cmocka_unit_test(test_distances),
		cmocka_unit_test(test_lines),
		cmocka_unit_test(test_golden_checksums),
		cmocka_unit_test(test_line_room),
		cmocka_unit_test(test_walk),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
