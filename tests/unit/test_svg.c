/*
 * test_svg.c: the picture's geometry is the rules' (core/svg.h against
 * core/grid.h: two cells are drawn sharing a side exactly when grid.h calls
 * them adjacent, their centres one cell apart), regions, XML escaping; and
 * what diff.h says changed between two views (view.h).
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "diff.h"
#include "grid.h"
#include "svg.h"
#include "view.h"

#define R 36.0

static double dist(const struct svg_grid *g, int c1, int r1, int c2, int r2)
{
	double x1, y1, x2, y2;

	svg_grid_centre(g, c1, r1, &x1, &y1);
	svg_grid_centre(g, c2, r2, &x2, &y2);
	return hypot(x2 - x1, y2 - y1);
}

/* Column-offset hexes (salerno43, omaha, normandie44): every pair of hexes of a
 * 20 x 20 block shares a drawn side exactly when grid_adjacent says so, and
 * neighbours' centres are sqrt(3) R apart. */
static void test_hex_cols(void **unused)
{
	const struct svg_grid g = { SVG_HEX_COLS, R };
	double xy[4];

	for (int c = 1; c <= 20; c++)
		for (int r = 1; r <= 20; r++) {
			struct grid_hex a = { c, r }, nb[6];
			grid_neighbours(a, nb);
			for (int i = 0; i < 6; i++) {
				assert_true(fabs(dist(&g, c, r, nb[i].col, nb[i].row) - sqrt(3) * R) < 1e-9);
				assert_int_equal(svg_grid_side(&g, c, r, nb[i].col, nb[i].row, xy), 0);
				assert_true(fabs(hypot(xy[2] - xy[0], xy[3] - xy[1]) - R) < 1e-9);
			}
			for (int c2 = 1; c2 <= 20; c2++)
				for (int r2 = 1; r2 <= 20; r2++) {
					struct grid_hex b = { c2, r2 };
					int side = svg_grid_side(&g, c, r, c2, r2, xy) == 0;
					assert_int_equal(side, grid_adjacent(a, b));
				}
		}
}

/* Row-offset hexes (memoir44): the same with grid_row_*. */
static void test_hex_rows(void **unused)
{
	const struct svg_grid g = { SVG_HEX_ROWS, R };
	double xy[4];

	for (int c = 1; c <= 20; c++)
		for (int r = 1; r <= 20; r++) {
			struct grid_hex a = { c, r }, nb[6];
			grid_row_neighbours(a, nb);
			for (int i = 0; i < 6; i++)
				assert_true(fabs(dist(&g, c, r, nb[i].col, nb[i].row) - sqrt(3) * R) < 1e-9);
			for (int c2 = 1; c2 <= 20; c2++)
				for (int r2 = 1; r2 <= 20; r2++) {
					struct grid_hex b = { c2, r2 };
					int side = svg_grid_side(&g, c, r, c2, r2, xy) == 0;
					assert_int_equal(side, grid_row_adjacent(a, b));
					assert_int_equal(grid_row_distance(a, b) == 1, side);
				}
		}
}

/* Squares (heroes): orthogonal neighbours share a side, diagonal ones only a
 * corner; vertex (i, j) of grid.h is the point (S i, S j). */
static void test_squares(void **unused)
{
	const struct svg_grid g = { SVG_SQUARES, 50 };
	double xy[12];

	for (int x = 0; x < 10; x++)
		for (int y = 0; y < 10; y++) {
			struct grid_sq s = { x, y }, n4[4], n8[8];
			grid_sq_neighbours4(s, n4);
			grid_sq_neighbours8(s, n8);
			for (int i = 0; i < 4; i++)
				assert_int_equal(svg_grid_side(&g, x, y, n4[i].x, n4[i].y, xy), 0);
			for (int i = 1; i < 8; i += 2)   /* NE, SE, SW, NW */
				assert_int_equal(svg_grid_side(&g, x, y, n8[i].x, n8[i].y, xy), -1);
			assert_int_equal(svg_grid_corners(&g, x, y, xy), 4);
			assert_true(fabs(xy[0] - 50.0 * x) < 1e-9 && fabs(xy[1] - 50.0 * y) < 1e-9);
		}
}

static void test_region(void **unused)
{
	struct svg_opts o = { 0 };

	assert_int_equal(svg_region_parse("2533-2125", &o), 0);
	assert_int_equal(o.c0, 21);
	assert_int_equal(o.c1, 25);
	assert_int_equal(o.r0, 25);
	assert_int_equal(o.r1, 33);
	assert_true(svg_in_region(&o, 21, 33) && svg_in_region(&o, 25, 25));
	assert_false(svg_in_region(&o, 26, 30) || svg_in_region(&o, 22, 24));
	assert_int_equal(svg_region_parse("A1-F8", &o), 0);
	assert_int_equal(o.c0, 0);
	assert_int_equal(o.c1, 5);
	assert_int_equal(o.r1, 7);
	assert_int_equal(svg_region_parse("2125", &o), -1);
	assert_int_equal(svg_region_parse("2125-", &o), -1);
	assert_int_equal(svg_region_parse("21x5-2533", &o), -1);
	assert_true(svg_in_region(NULL, 99, 99));
}

static void test_escape_and_write(void **unused)
{
	struct svg s;
	struct err e = { 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	svg_init(&s);
	svg_escape(&s, "<a&\"b>\x01");
	assert_string_equal(s.buf, "&lt;a&amp;&quot;b&gt;?");
	svg_free(&s);
	svg_init(&s);
	svg_title(&s, "A & B");
	svg_rect(&s, 100, 50, 20, 10, "#fff", NULL, 0, NULL);
	svg_place(&s, "2129", 110, 55);
	f = open_memstream(&buf, &len);
	assert_int_equal(svg_write(&s, f, &e), 0);
	fclose(f);
	/* the board starts at the frame's corner: (100, 50) is drawn at (26, y) */
	assert_non_null(strstr(buf, "<title>A &amp; B</title>"));
	assert_non_null(strstr(buf, "<g id=\"board\" transform=\"translate(-74,"));
	double x, y;
	assert_int_equal(svg_place_find(&s, "2129", &x, &y), 0);
	assert_true(x == 110 && y == 55);
	assert_int_equal(svg_place_find(&s, "2130", &x, &y), -1);
	free(buf);
	svg_free(&s);
}

static struct view_rec *unit(struct view *v, const char *id, const char *at, long steps,
		const char *marks)
{
	struct view_rec *r = view_add(v, "unit");
	view_str(r, "at", at);
	view_str(r, "id", id);
	view_num(r, "steps", steps);
	view_str(r, "markers", marks);
	return r;
}

static const struct diff_change *find(const struct diff *d, const char *id, enum diff_what w)
{
	for (int i = 0; i < d->n; i++)
		if (!strcmp(d->c[i].id, id) && d->c[i].what == w)
			return &d->c[i];
	return NULL;
}

static void test_diff(void **unused)
{
	struct view a, b;
	struct diff d;
	struct err e = { 0 };
	char w[256];

	view_init(&a, "g");
	view_init(&b, "g");
	view_set(&a, "turn", "9-morning");
	view_set(&b, "turn", "9-afternoon");
	view_set(&b, "weather", "rain");
	unit(&a, "mover", "2129", 2, "");
	unit(&b, "mover", "2228", 2, "moved;mp=2");
	unit(&a, "runner", "2228", 2, "moved;mp=1");
	unit(&b, "runner", "2327", 1, "moved;mp=1");   /* no new move mark: a retreat */
	unit(&a, "gone", "2531", 1, "");
	unit(&a, "dead", "2530", 2, "");
	unit(&b, "dead", "eliminated", 0, "");
	unit(&a, "late", "offmap", 2, "");
	unit(&b, "late", "2737", 2, "");
	unit(&b, "new", "0101", 1, "");
	b.move_marks = "moved;mp=";
	assert_int_equal(diff_views(&a, &b, &d, &e), 0);
	assert_non_null(find(&d, "turn", DIFF_SET));
	assert_string_equal(diff_words(find(&d, "turn", DIFF_SET), w, sizeof w),
			"turn changed from 9-morning to 9-afternoon");
	assert_string_equal(diff_words(find(&d, "weather", DIFF_SET), w, sizeof w),
			"weather set to rain");
	assert_string_equal(diff_words(find(&d, "mover", DIFF_MOVED), w, sizeof w),
			"mover moved from 2129 to 2228");
	assert_non_null(find(&d, "mover", DIFF_PLACED));
	assert_string_equal(diff_words(find(&d, "runner", DIFF_RETREATED), w, sizeof w),
			"runner retreated from 2228 to 2327");
	assert_string_equal(diff_words(find(&d, "runner", DIFF_LOST), w, sizeof w),
			"runner lost 1 step (2 to 1)");
	assert_string_equal(diff_words(find(&d, "gone", DIFF_ELIMINATED), w, sizeof w),
			"gone eliminated at 2531");
	assert_non_null(find(&d, "dead", DIFF_ELIMINATED));
	assert_null(find(&d, "dead", DIFF_LOST));   /* the elimination says it */
	assert_string_equal(diff_words(find(&d, "late", DIFF_ARRIVED), w, sizeof w),
			"late arrived at 2737");
	assert_string_equal(diff_words(find(&d, "new", DIFF_ADDED), w, sizeof w),
			"unit new added at 0101");
	/* nothing else: the stack of a unit that moved, the same markers... */
	assert_int_equal(d.n, 11);
	diff_free(&d);
	/* without move marks, every change of place is a move */
	b.move_marks = NULL;
	assert_int_equal(diff_views(&a, &b, &d, &e), 0);
	assert_non_null(find(&d, "runner", DIFF_MOVED));
	diff_free(&d);
	assert_int_equal(diff_views(&a, &a, &d, &e), 0);
	assert_int_equal(d.n, 0);
	diff_free(&d);
	view_free(&a);
	view_free(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hex_cols),
		cmocka_unit_test(test_hex_rows),
		cmocka_unit_test(test_squares),
		cmocka_unit_test(test_region),
		cmocka_unit_test(test_escape_and_write),
		cmocka_unit_test(test_diff),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
