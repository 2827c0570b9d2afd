/*
 * test_hn_board.c: the board of Heroes of Normandie as the rules read it
 * (core/games/heroes/board.c): the Heroes shorthand for vertices and runs (a
 * square's corner, the sides of a row or column of squares) against core/grid's
 * names, sets of squares, an element's border cut into its straight Lines
 * (§1.1 Lignes pt.2, pt.5), and the Lines a step of a move crosses: an
 * orthogonal step the edge between, a diagonal step what separates its two
 * squares at the vertex it passes (a Line through it, not a Line's corner).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "games/heroes/hon.h"

static void run_is(const char *shorthand, const char *grid)
{
	struct grid_run a, b;
	assert_int_equal(hon_run_parse(shorthand, &a), 0);
	assert_int_equal(grid_run_parse(grid, &b), 0);
	assert_true(grid_vx_equal(a.a, b.a) && grid_vx_equal(a.b, b.b));
}

static void test_runs(void **state)
{
	(void)state;
	run_is("C4:E4/n", "+C4-+F4");
	run_is("C4:E4/s", "+C5-+F5");
	run_is("C4:C6/w", "+C4-+C7");
	run_is("C6:C4/e", "+D4-+D7");
	run_is("C4/n", "+C4-+D4");
	run_is("+A1-+A3", "+A1-+A3");
	struct grid_run r;
	assert_int_equal(hon_run_parse("C4:E5/n", &r), -1);   /* not one row */
	assert_int_equal(hon_run_parse("C4:C6/n", &r), -1);   /* n along a column */
	assert_int_equal(hon_run_parse("C4/x", &r), -1);
	assert_int_equal(hon_run_parse("C4", &r), -1);
	assert_int_equal(hon_run_parse("C4:/n", &r), -1);
}

static void test_vertices(void **state)
{
	struct grid_vx v, w;
	(void)state;
	assert_int_equal(hon_vtx_parse("C4/nw", &v), 0);
	assert_int_equal(grid_vx_parse("+C4", &w), 0);
	assert_true(grid_vx_equal(v, w));
	assert_int_equal(hon_vtx_parse("C4/se", &v), 0);
	assert_int_equal(grid_vx_parse("+D5", &w), 0);
	assert_true(grid_vx_equal(v, w));
	assert_int_equal(hon_vtx_parse("C4/n", &v), -1);
	assert_int_equal(hon_vtx_parse("C4/sx", &v), -1);
}

static void test_squares(void **state)
{
	struct grid_sq s[16];
	(void)state;
	assert_int_equal(hon_squares_parse("C3:E3;E4", s, 16), 4);
	assert_int_equal(s[0].x, 2);
	assert_int_equal(s[3].x, 4);
	assert_int_equal(s[3].y, 3);
	assert_int_equal(hon_squares_parse("E4:C3", s, 16), 6);   /* corners either way */
	assert_int_equal(hon_squares_parse("A1:D4", s, 8), -2);   /* too many */
	assert_int_equal(hon_squares_parse("A1;;B2", s, 16), -1);
	assert_int_equal(hon_squares_parse("", s, 16), -1);
}

/* A board from a state's text, through the model loader. */
static int board(struct hon_model *m, struct state *st, struct tables *ts, const char *text)
{
	static struct log quiet;
	static struct game_ctx g;
	struct err e = { 0 };
	extern const struct game heroes_game;

	g.game = &heroes_game;
	g.log = &quiet;
	g.tables = ts;
	tables_init(ts, NULL);
	state_init(st);
	if (state_parse(st, text, strlen(text), "t.csv", &e) != 0)
		fail_msg("%s", e.msg);
	if (hon_model_load(m, &g, st, &e) != 0)
		fail_msg("%s", e.msg);
	return 0;
}

static void release(struct hon_model *m, struct state *st, struct tables *ts)
{
	hon_model_free(m);
	state_free(st);
	tables_free(ts);
}

/* An L-shaped element B2, C2, C3: its border has 6 straight Lines. */
static void test_border(void **state)
{
	struct hon_model m;
	struct state st;
	struct tables ts;
	(void)state;
	board(&m, &st, &ts, "umpire-state,1,heroes\nset,board,6x6\n"
			"@element,id,kind,squares,effects\nelement,l,grass,B2:C2;C3,\n");
	assert_int_equal(m.b.nlines, 6);
	for (int i = 0; i < m.b.nlines; i++)
		assert_int_equal(m.b.lines[i].elem, 0);
	release(&m, &st, &ts);
}

static int step(struct hon_model *m, const char *a, const char *b, int *corner)
{
	struct grid_sq s, t;
	int out[8];
	grid_sq_parse(a, &s);
	grid_sq_parse(b, &t);
	return hon_step_lines(&m->b, s, t, out, 8, corner, NULL);
}

static void test_steps(void **state)
{
	struct hon_model m;
	struct state st;
	struct tables ts;
	int corner;
	(void)state;
	/* a straight Line through +C3 (x = 2), and an L (a corner) at +E3 */
	board(&m, &st, &ts, "umpire-state,1,heroes\nset,board,6x6\n"
			"@line,id,at,effects\nline,v,B2:B3/e,difficult\n"
			"line,l1,D2/e,difficult\nline,l2,E3/n,difficult\n");
	assert_int_equal(step(&m, "B2", "C2", &corner), 1);   /* across the edge */
	assert_int_equal(step(&m, "B2", "C3", &corner), 1);   /* the Line runs through */
	assert_int_equal(corner, 0);
	assert_int_equal(step(&m, "A1", "B1", &corner), 0);
	/* the L at +E3 wraps E2 (D2|E2 and E2|E3): D3 to E2 steps into it and
	 * crosses both Lines; D2 to E3 passes the tip of the corner outside it */
	assert_int_equal(step(&m, "D3", "E2", &corner), 2);
	assert_int_equal(step(&m, "D2", "E3", &corner), 0);
	release(&m, &st, &ts);
}

/* EX-03 (§1.1 Lignes pt.2: "Une LdV ne peut donc jamais traverser plusieurs
 * fois la même Ligne (ici 5 Lignes)"): the French text gives a staircase of 5
 * Lines, numbered 1 to 5 on its diagram; the digest's constructed test, a
 * sight crossing "segments 1, 3 and 5", is not in the text, and cannot happen:
 * Lines k and k+2 of a staircase run the same way (both along rows, or both
 * along columns), and a straight sight crossing both interiors must pass
 * between them across Line k+1 (the staircase is monotone: the sight's side of
 * it can only change at a crossing, and every crossing of a row-wise Line goes
 * the same way, so two of them need a crossing of the column-wise Line
 * between). A sight may still cross a staircase at Lines that are not
 * consecutive (1, 4 and 5, when it runs nearly along it): each Line counts
 * once. Checked for every pair of square centres of a 14x14 board, on
 * staircases of several step lengths, going down and going up, row-wise or
 * column-wise first, a crossing counted as the rules count it (ruling
 * los-vertex=no: the interior; los-vertex=yes: an end vertex too). */
static int staircase(int dx[5], int dy, int vertical_first, int with_ends)
{
	struct grid_run l[5];
	struct grid_vx v = { 1, dy > 0 ? 1 : 12 };
	int gaps = 0;
	for (int k = 0; k < 5; k++) {
		struct grid_vx w = v;
		int horiz = (k % 2 == 0) != vertical_first;
		if (horiz)
			w.i += dx[k];
		else
			w.j += dy * dx[k];
		assert_int_equal(grid_run_make(v, w, &l[k]), 0);
		v = w;
	}
	for (int a = 0; a < 14 * 14; a++)
		for (int b = 0; b < 14 * 14; b++) {
			struct grid_sq s = { a % 14, a / 14 }, t = { b % 14, b / 14 };
			int c[5], n = 0, first = -1, last = -1;
			if (a == b)
				continue;
			for (int k = 0; k < 5; k++) {
				enum grid_meet mt = grid_sq_crosses(s, t, l[k]);
				c[k] = mt == GRID_CROSS || (with_ends && mt == GRID_END);
				n += c[k];
				if (c[k] && first < 0)
					first = k;
				if (c[k])
					last = k;
			}
			for (int k = 0; k + 2 < 5; k++)
				if (c[k] && c[k + 2] && !c[k + 1])
					fail_msg("dy %d vf %d ends %d: %d,%d to %d,%d crosses Lines %d and %d "
							"but not %d", dy, vertical_first, with_ends, s.x, s.y, t.x,
							t.y, k + 1, k + 3, k + 2);
			gaps += n > 0 && n != last - first + 1;
		}
	return gaps;
}

static void test_staircase_ex03(void **state)
{
	static int steps[][5] = { { 2, 2, 2, 2, 2 }, { 1, 1, 1, 1, 1 }, { 3, 1, 2, 2, 1 },
		{ 1, 3, 1, 2, 3 } };
	int gaps = 0;
	(void)state;
	for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++)
		for (int dy = -1; dy <= 1; dy += 2)
			for (int vf = 0; vf < 2; vf++)
				for (int ends = 0; ends < 2; ends++)
					gaps += staircase(steps[i], dy, vf, ends);
	/* non-consecutive crossings exist (each Line still counts once) */
	assert_true(gaps > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_runs),
		cmocka_unit_test(test_vertices),
		cmocka_unit_test(test_squares),
		cmocka_unit_test(test_border),
		cmocka_unit_test(test_steps),
		cmocka_unit_test(test_staircase_ex03),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
