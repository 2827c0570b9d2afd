/*
 * test_grid_square.c: the square board of Heroes of Normandie (core/grid.h,
 * part 3): names, neighbours, distances, the exact segment between two
 * centres (squares, edges crossed, vertices passed), Lines crossed, touched at
 * an end, or beside a square, and the walk's order. Positions named EX-nn are
 * the digest's constructed tests (heroes.md §7, §6.2); the properties at the
 * end check the walk against an independent clipping of the segment by every
 * square.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "grid.h"

static struct grid_sq S(int x, int y)
{
	return (struct grid_sq){ x, y };
}

static struct grid_run R(const char *name)
{
	struct grid_run r;

	if (grid_run_parse(name, &r) != 0)
		fail_msg("bad run in test: %s", name);
	return r;
}

/* The squares of the line from a to b, as "A1 B1 ...". */
static const char *line_names(struct grid_sq a, struct grid_sq b, char *buf, size_t size)
{
	struct grid_sq l[64];
	int n = grid_sq_line(a, b, l, 64);
	char nm[GRID_NAME_MAX];

	buf[0] = '\0';
	for (int i = 0; i < n && i < 64; i++)
		snprintf(buf + strlen(buf), size - strlen(buf), "%s%s", i ? " " : "",
				grid_sq_format(l[i], nm));
	return buf;
}

static void test_square_names(void **unused)
{
	struct grid_sq s;
	char nm[GRID_NAME_MAX];

	assert_int_equal(grid_sq_parse("A1", &s), 0);
	assert_int_equal(s.x, 0);
	assert_int_equal(s.y, 0);
	assert_int_equal(grid_sq_parse("C4", &s), 0);
	assert_int_equal(s.x, 2);
	assert_int_equal(s.y, 3);
	assert_int_equal(grid_sq_parse("c4", &s), 0);   /* typed in lower case */
	assert_string_equal(grid_sq_format(s, nm), "C4");
	assert_int_equal(grid_sq_parse("Z10", &s), 0);
	assert_int_equal(s.x, 25);
	assert_int_equal(grid_sq_parse("AA1", &s), 0);
	assert_int_equal(s.x, 26);
	assert_int_equal(grid_sq_parse("BA7", &s), 0);
	assert_int_equal(s.x, 52);
	assert_string_equal(grid_sq_format(s, nm), "BA7");
	assert_int_equal(grid_sq_parse("ZZ999", &s), 0);
	assert_int_equal(s.x, 701);
	assert_int_equal(s.y, 998);
	assert_string_equal(grid_sq_format(s, nm), "ZZ999");
	for (int x = 0; x < 702; x += 7) {
		struct grid_sq t;

		assert_int_equal(grid_sq_parse(grid_sq_format(S(x, x % 999), nm), &t), 0);
		assert_true(grid_sq_equal(t, S(x, x % 999)));
	}
	static const char *const bad[] = { "", "4C", "A0", "A01", "AAA1", "A1000", "A", "1",
		"+A1", "A1+", "A 1", "A-1", "Ä1" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_int_equal(grid_sq_parse(bad[i], &s), -1);
	assert_int_equal(grid_sq_parse(NULL, &s), -1);
	assert_string_equal(grid_sq_format(S(-1, 0), nm), "?");
	assert_string_equal(grid_sq_format(S(702, 0), nm), "?");
	assert_string_equal(grid_sq_format(S(0, 999), nm), "?");
}

static void test_vertex_and_run_names(void **unused)
{
	struct grid_vx v;
	struct grid_run r;
	char nm[GRID_NAME_MAX];

	assert_int_equal(grid_vx_parse("+C4", &v), 0);
	assert_int_equal(v.i, 2);
	assert_int_equal(v.j, 3);
	assert_string_equal(grid_vx_format(v, nm), "+C4");
	assert_int_equal(grid_vx_parse("C4", &v), -1);
	assert_int_equal(grid_vx_parse("+", &v), -1);
	assert_int_equal(grid_vx_parse("++C4", &v), -1);
	assert_int_equal(grid_vx_parse(NULL, &v), -1);
	/* EX-02: "1 Ligne de 3 cases" */
	assert_int_equal(grid_run_parse("+A4-+D4", &r), 0);
	assert_int_equal(r.a.i, 0);
	assert_int_equal(r.b.i, 3);
	assert_int_equal(r.a.j, 3);
	assert_int_equal(grid_run_length(r), 3);
	/* the ends in either order; written from the lower */
	assert_int_equal(grid_run_parse("+d4-+a4", &r), 0);
	assert_string_equal(grid_run_format(r, nm), "+A4-+D4");
	assert_int_equal(grid_run_parse("+C2-+C7", &r), 0);
	assert_int_equal(grid_run_length(r), 5);
	assert_string_equal(grid_run_format(r, nm), "+C2-+C7");
	assert_int_equal(grid_run_parse("+A1-+B2", &r), -1);   /* on a slant */
	assert_int_equal(grid_run_parse("+A1-+A1", &r), -1);   /* no edge */
	assert_int_equal(grid_run_parse("+A1+B1", &r), -1);
	assert_int_equal(grid_run_parse("+A1-+B1-", &r), -1);
	assert_int_equal(grid_run_parse("A1-B1", &r), -1);
	assert_int_equal(grid_run_make((struct grid_vx){ 5, 2 }, (struct grid_vx){ 1, 2 }, &r), 0);
	assert_int_equal(r.a.i, 1);
	assert_int_equal(r.b.i, 5);
	assert_int_equal(grid_run_make((struct grid_vx){ 1, 2 }, (struct grid_vx){ 2, 3 }, &r), -1);
}

static void test_neighbours_and_distances(void **unused)
{
	struct grid_sq n4[4], n8[8];
	static const int want8[8][2] = { { 3, 2 }, { 4, 2 }, { 4, 3 }, { 4, 4 }, { 3, 4 },
		{ 2, 4 }, { 2, 3 }, { 2, 2 } };

	grid_sq_neighbours4(S(3, 3), n4);
	assert_true(grid_sq_equal(n4[0], S(3, 2)));
	assert_true(grid_sq_equal(n4[1], S(4, 3)));
	assert_true(grid_sq_equal(n4[2], S(3, 4)));
	assert_true(grid_sq_equal(n4[3], S(2, 3)));
	grid_sq_neighbours8(S(3, 3), n8);
	for (int k = 0; k < 8; k++) {
		assert_true(grid_sq_equal(n8[k], S(want8[k][0], want8[k][1])));
		assert_int_equal(grid_sq_distance8(S(3, 3), n8[k]), 1);
		assert_int_equal(grid_sq_distance4(S(3, 3), n8[k]), k % 2 ? 2 : 1);
	}
	grid_sq_neighbours4(S(0, 0), n4);     /* off the board too */
	assert_true(grid_sq_equal(n4[0], S(0, -1)));
	assert_int_equal(grid_sq_distance4(S(1, 1), S(4, 5)), 7);
	assert_int_equal(grid_sq_distance8(S(1, 1), S(4, 5)), 4);
	assert_int_equal(grid_sq_distance8(S(4, 5), S(1, 1)), 4);
	assert_int_equal(grid_sq_distance4(S(2, 2), S(2, 2)), 0);
}

/* EX-01b: a straight shot down a column crosses one edge per square. */
static void test_ex01b_straight(void **unused)
{
	char buf[256], nm[GRID_NAME_MAX];
	struct grid_run e[8];
	struct grid_vx v[4];

	assert_string_equal(line_names(S(4, 0), S(4, 4), buf, sizeof buf), "E1 E2 E3 E4 E5");
	assert_int_equal(grid_sq_edges(S(4, 0), S(4, 4), e, 8), 4);
	assert_string_equal(grid_run_format(e[0], nm), "+E2-+F2");
	assert_string_equal(grid_run_format(e[3], nm), "+E5-+F5");
	assert_int_equal(grid_sq_vertices(S(4, 0), S(4, 4), v, 4), 0);
	/* along a row, westward */
	assert_string_equal(line_names(S(3, 2), S(0, 2), buf, sizeof buf), "D3 C3 B3 A3");
	assert_int_equal(grid_sq_edges(S(3, 2), S(0, 2), e, 8), 3);
	assert_string_equal(grid_run_format(e[0], nm), "+D3-+D4");
	/* one square: nothing crossed */
	assert_string_equal(line_names(S(3, 3), S(3, 3), buf, sizeof buf), "D4");
	assert_int_equal(grid_sq_edges(S(3, 3), S(3, 3), e, 8), 0);
}

/* EX-01c: from (3,2) to (4,3) the sight passes exactly through vertex (4,3),
 * the trench's inner corner, and crosses no edge; the control case along the
 * straight arm, (2,2) to (4,2), passes no vertex. */
static void test_ex01c_through_a_vertex(void **unused)
{
	char buf[256], nm[GRID_NAME_MAX];
	struct grid_vx v[4];
	struct grid_run e[4];

	assert_string_equal(line_names(S(3, 2), S(4, 3), buf, sizeof buf), "D3 E4");
	assert_int_equal(grid_sq_vertices(S(3, 2), S(4, 3), v, 4), 1);
	assert_string_equal(grid_vx_format(v[0], nm), "+E4");
	assert_int_equal(v[0].i, 4);
	assert_int_equal(v[0].j, 3);
	assert_int_equal(grid_sq_edges(S(3, 2), S(4, 3), e, 4), 0);
	assert_int_equal(grid_sq_vertices(S(2, 2), S(4, 2), v, 4), 0);
	assert_int_equal(grid_sq_edges(S(2, 2), S(4, 2), e, 4), 2);
	/* the digest's corrected case: (2,2) to (4,5) meets x = 4 at y = 4.75,
	 * leaves through (2,3), and never touches vertex (4,3) or (5,3) */
	assert_string_equal(line_names(S(2, 2), S(4, 5), buf, sizeof buf),
			"C3 C4 D4 D5 E5 E6");
	assert_int_equal(grid_sq_vertices(S(2, 2), S(4, 5), v, 4), 0);
	assert_int_equal(grid_sq_edges(S(2, 2), S(4, 5), e, 4), 5);
	/* a full diagonal: every step through a vertex */
	assert_string_equal(line_names(S(0, 0), S(3, 3), buf, sizeof buf), "A1 B2 C3 D4");
	assert_int_equal(grid_sq_vertices(S(0, 0), S(3, 3), v, 4), 3);
	assert_string_equal(grid_vx_format(v[2], nm), "+D4");
	/* (0,0) to (3,1): through vertex (2,1) in its middle */
	assert_string_equal(line_names(S(0, 0), S(3, 1), buf, sizeof buf), "A1 B1 C2 D2");
	assert_int_equal(grid_sq_vertices(S(0, 0), S(3, 1), v, 4), 1);
	assert_string_equal(grid_vx_format(v[0], nm), "+C2");
	/* room for fewer: the count is still the whole (as snprintf) */
	assert_int_equal(grid_sq_vertices(S(0, 0), S(3, 3), v, 1), 3);
	assert_string_equal(grid_vx_format(v[0], nm), "+B2");
}

/* EX-02: a Line of 3 squares is crossed once, anywhere along it; a sight
 * through an inner vertex of the Line crosses it; through an end vertex it is
 * reported as GRID_END for the game to decide (§10 A3). */
static void test_ex02_crossing_a_line(void **unused)
{
	struct grid_run l = R("+A4-+D4");     /* (0,3) to (3,3) */

	assert_int_equal(grid_sq_crosses(S(1, 1), S(1, 5), l), GRID_CROSS);
	assert_int_equal(grid_sq_crosses(S(1, 5), S(1, 1), l), GRID_CROSS);
	assert_int_equal(grid_sq_crosses(S(0, 0), S(2, 6), l), GRID_CROSS);
	assert_int_equal(grid_sq_crosses(S(5, 1), S(5, 5), l), GRID_MISS);   /* beside it */
	assert_int_equal(grid_sq_crosses(S(1, 1), S(1, 2), l), GRID_MISS);   /* short of it */
	assert_int_equal(grid_sq_crosses(S(0, 2), S(5, 2), l), GRID_MISS);   /* parallel */
	assert_int_equal(grid_sq_crosses(S(1, 2), S(2, 3), l), GRID_CROSS);  /* vertex (2,3) */
	assert_int_equal(grid_sq_crosses(S(2, 2), S(3, 3), l), GRID_END);    /* vertex (3,3) */
	assert_int_equal(grid_sq_crosses(S(3, 3), S(2, 2), l), GRID_END);
	assert_int_equal(grid_sq_crosses(S(-1, 2), S(0, 3), l), GRID_END);   /* vertex (0,3) */
	assert_int_equal(grid_sq_crosses(S(3, 2), S(2, 3), l), GRID_END);    /* vertex (3,3) */
	assert_int_equal(grid_sq_crosses(S(4, 2), S(2, 4), l), GRID_MISS);   /* vertex (4,3) */
	assert_int_equal(grid_sq_crosses(S(4, 2), S(4, 4), l), GRID_MISS);
	assert_int_equal(grid_sq_crosses(S(2, 2), S(2, 2), l), GRID_MISS);
	/* a Line along a column */
	l = R("+C2-+C7");                     /* x = 2, y from 1 to 6 */
	assert_int_equal(grid_sq_crosses(S(0, 3), S(4, 3), l), GRID_CROSS);
	assert_int_equal(grid_sq_crosses(S(0, 0), S(3, 9), l), GRID_CROSS);
	assert_int_equal(grid_sq_crosses(S(1, 0), S(2, 1), l), GRID_END);    /* vertex (2,1) */
	assert_int_equal(grid_sq_crosses(S(1, 7), S(3, 7), l), GRID_MISS);
}

/* EX-03: a staircase is several Lines, each crossed or not on its own. */
static int stair_count(struct grid_sq a, struct grid_sq b, enum grid_meet want)
{
	/* x = 2 from y 1 to 3, y = 3 from x 2 to 4, x = 4, y = 5, x = 6 */
	static const char *const st[5] = { "+C2-+C4", "+C4-+E4", "+E4-+E6", "+E6-+G6",
		"+G6-+G8" };
	int n = 0;

	for (int k = 0; k < 5; k++)
		n += grid_sq_crosses(a, b, R(st[k])) == want;
	return n;
}

static void test_ex03_staircase(void **unused)
{
	/* a shallow sight crosses Lines 3, 4 and 5: their effects 3 times */
	assert_int_equal(stair_count(S(0, 2), S(7, 6), GRID_CROSS), 3);
	assert_int_equal(stair_count(S(0, 2), S(7, 6), GRID_END), 0);
	assert_int_equal(stair_count(S(0, 2), S(7, 2), GRID_CROSS), 1);
	/* along the stair's corners: every Line touched at an end, none crossed */
	assert_int_equal(stair_count(S(1, 0), S(7, 6), GRID_CROSS), 0);
	assert_int_equal(stair_count(S(1, 0), S(7, 6), GRID_END), 5);
	/* across one corner: the shared end of Lines 2 and 3 */
	assert_int_equal(stair_count(S(0, 6), S(6, 0), GRID_CROSS), 0);
	assert_int_equal(stair_count(S(0, 6), S(6, 0), GRID_END), 2);
	/* through an inner vertex of Line 3: crossed */
	assert_int_equal(stair_count(S(0, 7), S(7, 0), GRID_CROSS), 1);
	assert_int_equal(stair_count(S(0, 7), S(7, 0), GRID_END), 0);
}

/* EX-05: a unit is adjacent to a Line when a side of its square lies on it. */
static void test_ex05_adjacent_to_a_line(void **unused)
{
	struct grid_run l = R("+A4-+G4");     /* edge y = 3, x from 0 to 6 */

	assert_int_equal(grid_sq_sides_on(S(3, 2), l), GRID_SIDE_S);   /* A */
	assert_int_equal(grid_sq_sides_on(S(3, 3), l), GRID_SIDE_N);
	assert_int_equal(grid_sq_sides_on(S(3, 6), l), 0);             /* B */
	assert_int_equal(grid_sq_sides_on(S(0, 2), l), GRID_SIDE_S);
	assert_int_equal(grid_sq_sides_on(S(5, 3), l), GRID_SIDE_N);
	/* beyond its ends: a corner only (the other reading, §10 A2) */
	assert_int_equal(grid_sq_sides_on(S(6, 2), l), 0);
	assert_int_equal(grid_sq_corner_on(S(6, 2), l), 1);
	assert_int_equal(grid_sq_corner_on(S(-1, 3), l), 1);
	assert_int_equal(grid_sq_corner_on(S(7, 2), l), 0);
	assert_int_equal(grid_sq_corner_on(S(3, 2), l), 1);
	assert_int_equal(grid_sq_corner_on(S(3, 5), l), 0);
	/* both sides of a square on Lines along columns */
	assert_int_equal(grid_sq_sides_on(S(2, 1), R("+C1-+C5")), GRID_SIDE_W);
	assert_int_equal(grid_sq_sides_on(S(1, 1), R("+C1-+C5")), GRID_SIDE_E);
	assert_int_equal(grid_sq_sides_on(S(1, 4), R("+C1-+C5")), 0);
	/* which side of the Line: opposite sides for A (3,2) and B (3,6) */
	assert_int_equal(grid_run_side(l, S(3, 2)), -1);
	assert_int_equal(grid_run_side(l, S(3, 6)), 1);
	assert_int_equal(grid_run_side(R("+C1-+C5"), S(1, 9)), -1);
	assert_int_equal(grid_run_side(R("+C1-+C5"), S(2, 0)), 1);
}

/* EX-08: the elevation Line on edge y = 5. From (3,8), not adjacent, the
 * target (3,4) is adjacent on the far side; (3,3) is not. */
static void test_ex08_one_square_beyond(void **unused)
{
	struct grid_run l = R("+A6-+K6");

	assert_int_equal(grid_sq_crosses(S(3, 8), S(3, 4), l), GRID_CROSS);
	assert_int_equal(grid_sq_sides_on(S(3, 8), l), 0);
	assert_true(grid_sq_sides_on(S(3, 4), l) != 0);
	assert_true(grid_run_side(l, S(3, 4)) != grid_run_side(l, S(3, 8)));
	assert_int_equal(grid_sq_crosses(S(3, 8), S(3, 3), l), GRID_CROSS);
	assert_int_equal(grid_sq_sides_on(S(3, 3), l), 0);
	assert_true(grid_sq_sides_on(S(3, 5), l) != 0);   /* the firer adjacent */
}

/* The walk: the order of events, and a callback that stops it. */
struct events {
	char text[512];
	int stop_at;               /* stop on the cell of this step (-1 never) */
};

static int note(const struct grid_seen *s, void *ctx)
{
	struct events *ev = ctx;
	char nm[GRID_NAME_MAX];
	size_t n = strlen(ev->text);

	if (s->kind == GRID_SEEN_CELL)
		snprintf(ev->text + n, sizeof ev->text - n, "%s%s", n ? " " : "",
				grid_sq_format(s->sq, nm));
	else if (s->kind == GRID_SEEN_EDGE)
		snprintf(ev->text + n, sizeof ev->text - n, " |%s|", grid_run_format(s->edge, nm));
	else
		snprintf(ev->text + n, sizeof ev->text - n, " <%s>", grid_vx_format(s->vx, nm));
	if (s->kind == GRID_SEEN_CELL && s->step == ev->stop_at)
		return 7;
	return 0;
}

static void test_walk_order(void **unused)
{
	struct events ev = { "", -1 };

	assert_int_equal(grid_sq_walk(S(0, 0), S(3, 1), note, &ev), 0);
	assert_string_equal(ev.text, "A1 |+B1-+B2| B1 <+C2> C2 |+D2-+D3| D2");
	memset(&ev, 0, sizeof ev);
	ev.stop_at = 2;
	assert_int_equal(grid_sq_walk(S(0, 0), S(3, 1), note, &ev), 7);
	assert_string_equal(ev.text, "A1 |+B1-+B2| B1 <+C2> C2");
	memset(&ev, 0, sizeof ev);
	ev.stop_at = -1;
	assert_int_equal(grid_sq_walk(S(2, 2), S(0, 0), note, &ev), 0);
	assert_string_equal(ev.text, "C3 <+C3> B2 <+B2> A1");
}

static int last_of(const struct grid_seen *s, void *ctx)
{
	if (s->kind == GRID_SEEN_CELL && s->step == s->last)
		*(int *)ctx = s->last;
	return 0;
}

/* An independent oracle: does the segment between the doubled centres p and q
 * meet the open square (2x, 2x+2) x (2y, 2y+2)? Clip t in (0, 1) by each
 * slab, comparing fractions by cross-multiplication. */
static int meets(struct grid_sq a, struct grid_sq b, struct grid_sq s)
{
	long p[2] = { 2L * a.x + 1, 2L * a.y + 1 }, d[2] = { 2L * (b.x - a.x), 2L * (b.y - a.y) };
	long lo[2] = { 2L * s.x, 2L * s.y };
	long tn0 = 0, td0 = 1, tn1 = 1, td1 = 1;   /* t in [tn0/td0, tn1/td1] */

	for (int k = 0; k < 2; k++) {
		long e0 = lo[k] - p[k], e1 = lo[k] + 2 - p[k];   /* p + t d in (lo, lo + 2) */

		if (d[k] == 0) {
			if (!(e0 < 0 && e1 > 0))
				return 0;
			continue;
		}
		long n0 = d[k] > 0 ? e0 : e1, n1 = d[k] > 0 ? e1 : e0, dd = d[k] > 0 ? d[k] : -d[k];
		if (d[k] < 0)
			n0 = -n0, n1 = -n1;
		/* t > n0/dd and t < n1/dd */
		if (n0 * td0 > tn0 * dd)
			tn0 = n0, td0 = dd;
		if (n1 * td1 < tn1 * dd)
			tn1 = n1, td1 = dd;
	}
	return tn0 * td1 < tn1 * td0;
}

static void test_properties(void **unused)
{
	int pairs = 0;

	for (int ax = 0; ax < 9; ax++)
		for (int ay = 0; ay < 9; ay += 2)
			for (int bx = -3; bx < 12; bx++)
				for (int by = -4; by < 11; by++) {
					struct grid_sq a = S(ax, ay), b = S(bx, by), l[64], r[64];
					struct grid_run e[64];
					struct grid_vx v[64];
					int n = grid_sq_line(a, b, l, 64), nr = grid_sq_line(b, a, r, 64);
					int ne = grid_sq_edges(a, b, e, 64), nv = grid_sq_vertices(a, b, v, 64);
					int in = 0, last = -1;

					pairs++;
					assert_int_equal(n, ne + nv + 1);
					assert_int_equal(n + nv, grid_sq_distance4(a, b) + 1);
					assert_true(grid_sq_equal(l[0], a));
					assert_true(grid_sq_equal(l[n - 1], b));
					grid_sq_walk(a, b, last_of, &last);
					assert_int_equal(last, n - 1);
					/* the same squares backward */
					assert_int_equal(nr, n);
					for (int i = 0; i < n; i++)
						assert_true(grid_sq_equal(l[i], r[n - 1 - i]));
					/* each step to a side or corner neighbour */
					for (int i = 0; i + 1 < n; i++)
						assert_int_equal(grid_sq_distance8(l[i], l[i + 1]), 1);
					/* exactly the squares the oracle says it meets */
					for (int x = -4; x < 13; x++)
						for (int y = -5; y < 12; y++) {
							int on = 0;
							for (int i = 0; i < n; i++)
								on |= grid_sq_equal(l[i], S(x, y));
							assert_int_equal(on, meets(a, b, S(x, y)));
							in += on;
						}
					assert_int_equal(in, n);
					/* every edge crossed is crossed; every vertex is an end */
					for (int i = 0; i < ne; i++) {
						assert_int_equal(grid_run_length(e[i]), 1);
						assert_int_equal(grid_sq_crosses(a, b, e[i]), GRID_CROSS);
					}
					for (int i = 0; i < nv; i++) {
						struct grid_run one;
						assert_int_equal(grid_run_make(v[i], (struct grid_vx){ v[i].i + 1,
								v[i].j }, &one), 0);
						assert_int_equal(grid_sq_crosses(a, b, one), GRID_END);
					}
				}
	assert_true(pairs > 10000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_square_names),
		cmocka_unit_test(test_vertex_and_run_names),
		cmocka_unit_test(test_neighbours_and_distances),
		cmocka_unit_test(test_ex01b_straight),
		cmocka_unit_test(test_ex01c_through_a_vertex),
		cmocka_unit_test(test_ex02_crossing_a_line),
		cmocka_unit_test(test_ex03_staircase),
		cmocka_unit_test(test_ex05_adjacent_to_a_line),
		cmocka_unit_test(test_ex08_one_square_beyond),
		cmocka_unit_test(test_walk_order),
		cmocka_unit_test(test_properties),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
