/*
 * grid.c: hex geometry (see grid.h): the column-offset hexes of the 4-digit
 * CCRR maps (salerno43, omaha, normandie44) and the row-offset hexes of
 * Memoir '44's boards, their lines and line-of-sight walks.
 *
 * This file owns the one place where a hex number becomes geometry: parsing
 * and formatting "CCRR", the six neighbours, distance and the straight line
 * between two hex centres. Everything goes through cube coordinates (q, r, s)
 * with q + r + s = 0. Column-offset:
 *
 *   q = col,  r = row - (col + odd(col)) / 2,  s = -q - r
 *
 * which encodes the Salerno 1943 map (digest §2.2): columns are vertical and
 * even columns sit half a hex lower (toward higher row numbers) than odd ones.
 * The numerator col + odd(col) is always even, so the division is exact for
 * negative columns too (neighbours of column 00 have column -1). Row-offset
 * (Memoir '44, rows horizontal, even rows half a hex to the right):
 *
 *   q = (2 col + even(row) - row - 1) / 2,  r = row,  s = -q - r
 *
 * whose numerator is always even too.
 */
#include <stdlib.h>
#include <string.h>

#include "grid.h"

struct cube {
	int q, r, s;
};

static int cube_distance(struct cube x, struct cube y)
{
	int dq = abs(x.q - y.q), dr = abs(x.r - y.r), ds = abs(x.s - y.s);
	int d = dq > dr ? dq : dr;

	return d > ds ? d : ds;
}

static int is_odd(int n)
{
	return n % 2 != 0;      /* not n & 1: well defined for negative n */
}

static struct cube to_cube(struct grid_hex h)
{
	struct cube c;

	c.q = h.col;
	c.r = h.row - (h.col + is_odd(h.col)) / 2;
	c.s = -c.q - c.r;
	return c;
}

static struct grid_hex from_cube(int q, int r)
{
	struct grid_hex h;

	h.col = q;
	h.row = r + (q + is_odd(q)) / 2;
	return h;
}

int grid_parse(const char *text, struct grid_hex *h)
{
	int i;

	if (text == NULL)
		return -1;
	for (i = 0; i < 4; i++)
		if (text[i] < '0' || text[i] > '9')
			return -1;      /* also stops at the NUL of a short string */
	if (text[4] != '\0')
		return -1;
	h->col = (text[0] - '0') * 10 + (text[1] - '0');
	h->row = (text[2] - '0') * 10 + (text[3] - '0');
	return 0;
}

/* A hex off the 00..99 range (a neighbour of an edge hex) has no CCRR name;
 * it is written "????", which grid_parse rejects, rather than a wrong number. */
void grid_format(struct grid_hex h, char out[5])
{
	if (h.col < 0 || h.col > 99 || h.row < 0 || h.row > 99) {
		out[0] = out[1] = out[2] = out[3] = '?';
	} else {
		out[0] = (char)('0' + h.col / 10);
		out[1] = (char)('0' + h.col % 10);
		out[2] = (char)('0' + h.row / 10);
		out[3] = (char)('0' + h.row % 10);
	}
	out[4] = '\0';
}

void grid_neighbours(struct grid_hex h, struct grid_hex out[6])
{
	/* Beside an odd column, the neighbouring (even, lower-shifted) columns
	 * touch rows r-1 and r; beside an even column, rows r and r+1. `up` is
	 * the row of the NE and NW neighbours. */
	int c = h.col, r = h.row, up = is_odd(c) ? r - 1 : r;

	out[0] = (struct grid_hex){ c, r - 1 };         /* N */
	out[1] = (struct grid_hex){ c + 1, up };        /* NE */
	out[2] = (struct grid_hex){ c + 1, up + 1 };    /* SE */
	out[3] = (struct grid_hex){ c, r + 1 };         /* S */
	out[4] = (struct grid_hex){ c - 1, up + 1 };    /* SW */
	out[5] = (struct grid_hex){ c - 1, up };        /* NW */
}

int grid_distance(struct grid_hex a, struct grid_hex b)
{
	return cube_distance(to_cube(a), to_cube(b));
}

int grid_adjacent(struct grid_hex a, struct grid_hex b)
{
	return grid_distance(a, b) == 1;
}

/*
 * The line: sample the segment between the two centres at N + 1 evenly spaced
 * points (N the distance) and round each to the nearest hex centre in cube
 * space. Each sample is at most one step from the previous one, so the result
 * is a chain of adjacent hexes.
 *
 * A sample can fall exactly on a hexside (the line then runs along it, e.g.
 * 2665 -> 2865 along the side between 2765 and 2766). Every sample is shifted
 * by a fixed nudge (cq e, cr e, cs e), e infinitesimal and cq + cr + cs = 0,
 * so no sample is a tie. The column-offset line takes (+3, -1, -2):
 *  - on a side between two columns, the hex of the higher column (+q) wins;
 *  - on a side between two hexes of one column (a line running along the flat
 *    top of a hex), the southern hex, with the higher row, wins.
 * The row-offset line of Memoir '44 takes (+1, +2, -3) and its mirror. The
 * three components differ, so every kind of tie is broken the same way
 * everywhere. The same rule is documented in umpire-salerno43(7).
 *
 * Everything is done in integers: sample i of N is the point P / N with
 * P = N x + i (y - x) for each coordinate; a value P / N + c e is rounded to
 * the nearest integer k (c breaks a tie at one half), and its distance to k is
 * compared with the others as the pair (|k N - P|, the sign-adjusted c),
 * first part first. These lines were once computed in doubles with e = 1e-6;
 * test_grid.c and test_grid_rows.c pin them to the very same hexes.
 */

/* |k - P/N - c e| as a comparable pair: main * (1/N) + eps * e. */
struct off {
	long main;
	int eps;
};

static int off_greater(struct off a, struct off b)
{
	return a.main > b.main || (a.main == b.main && a.eps > b.eps);
}

/* The integer nearest to num / n + c e (n > 0, c != 0), and its offset. */
static long round_nudged(long num, long n, int c, struct off *d)
{
	long k = num / n, rem, off;

	if (num % n != 0 && num < 0)
		k--;                    /* floor */
	rem = num - k * n;      /* 0 <= rem < n */
	if (2 * rem > n || (2 * rem == n && c > 0))
		k++;
	off = k * n - num;
	d->main = off < 0 ? -off : off;
	d->eps = off > 0 ? -c : off < 0 ? c : (c < 0 ? -c : c);
	return k;
}

/* Sample i of n (n > 0) of the line from x to y, nudged, rounded to a hex:
 * rounding each coordinate can break q + r + s = 0, so the one that moved most
 * is recomputed from the other two. */
static struct cube cube_sample(struct cube x, struct cube y, int i, int n, const int nudge[3])
{
	long nq = (long)x.q * n + (long)(y.q - x.q) * i;
	long nr = (long)x.r * n + (long)(y.r - x.r) * i;
	struct off dq, dr, ds;
	long q = round_nudged(nq, n, nudge[0], &dq), r = round_nudged(nr, n, nudge[1], &dr);
	long s = round_nudged(-nq - nr, n, nudge[2], &ds);

	if (off_greater(dq, dr) && off_greater(dq, ds))
		q = -r - s;
	else if (off_greater(dr, ds))
		r = -q - s;
	return (struct cube){ (int)q, (int)r, (int)(-q - r) };
}

/* A hex layout: its cube coordinates and its two nudges, [0] the line's
 * documented side and [1] the mirror. */
struct layout {
	struct cube (*cube)(struct grid_hex h);
	struct grid_hex (*hex)(struct cube c);
	int nudge[2][3];
};

static struct grid_hex col_hex(struct cube c)
{
	return from_cube(c.q, c.r);
}

static struct cube row_cube(struct grid_hex h)
{
	int q = (2 * h.col + (h.row % 2 == 0) - h.row - 1) / 2;

	return (struct cube){ q, h.row, -q - h.row };
}

static struct grid_hex row_hex(struct cube c)
{
	/* 2q + r + 1 = 2 col + even(r) */
	return (struct grid_hex){ (2 * c.q + c.r + 1 - (c.r % 2 == 0)) / 2, c.r };
}

static const struct layout columns = { to_cube, col_hex, { { 3, -1, -2 }, { -3, 1, 2 } } };
static const struct layout rows = { row_cube, row_hex, { { 1, 2, -3 }, { -1, -2, 3 } } };

/* Hex i of the n + 1 of the line from a to b, on the nudge's side. */
static struct grid_hex layout_sample(const struct layout *l, struct grid_hex a,
		struct grid_hex b, int i, int n, int side)
{
	if (n == 0 || i == 0)
		return a;
	if (i == n)
		return b;
	return l->hex(cube_sample(l->cube(a), l->cube(b), i, n, l->nudge[side]));
}

int grid_line(struct grid_hex a, struct grid_hex b, struct grid_hex *out, int max)
{
	int n = grid_distance(a, b), i;

	for (i = 0; i <= n && i < max; i++)
		out[i] = layout_sample(&columns, a, b, i, n, 0);
	return i;
}

static int layout_walk(const struct layout *l, struct grid_hex a, struct grid_hex b,
		grid_sight_fn fn, void *ctx)
{
	struct grid_seen s;
	int rc = 0;

	memset(&s, 0, sizeof s);
	s.kind = GRID_SEEN_CELL;
	s.last = cube_distance(l->cube(a), l->cube(b));
	for (s.step = 0; s.step <= s.last && rc == 0; s.step++) {
		s.hex = layout_sample(l, a, b, s.step, s.last, 0);
		s.alt = layout_sample(l, a, b, s.step, s.last, 1);
		rc = fn(&s, ctx);
	}
	return rc;
}

int grid_walk(struct grid_hex a, struct grid_hex b, grid_sight_fn fn, void *ctx)
{
	return layout_walk(&columns, a, b, fn, ctx);
}

/* ---- Row-offset hexes (Memoir '44) ---- */

int grid_row_distance(struct grid_hex a, struct grid_hex b)
{
	return cube_distance(row_cube(a), row_cube(b));
}

void grid_row_neighbours(struct grid_hex h, struct grid_hex out[6])
{
	/* the rows above and below: odd rows touch columns c-1 and c, even rows c
	 * and c+1 */
	int odd = h.row % 2 != 0;
	int lo = odd ? h.col - 1 : h.col, hi = odd ? h.col : h.col + 1;

	out[0] = (struct grid_hex){ lo, h.row - 1 };         /* NW */
	out[1] = (struct grid_hex){ hi, h.row - 1 };         /* NE */
	out[2] = (struct grid_hex){ h.col + 1, h.row };      /* E */
	out[3] = (struct grid_hex){ hi, h.row + 1 };         /* SE */
	out[4] = (struct grid_hex){ lo, h.row + 1 };         /* SW */
	out[5] = (struct grid_hex){ h.col - 1, h.row };      /* W */
}

int grid_row_adjacent(struct grid_hex a, struct grid_hex b)
{
	return grid_row_distance(a, b) == 1;
}

int grid_row_line(struct grid_hex a, struct grid_hex b, int side, struct grid_hex *out,
		int max)
{
	int n = grid_row_distance(a, b);

	if (n + 1 > max)
		return -1;
	for (int i = 0; i <= n; i++)
		out[i] = layout_sample(&rows, a, b, i, n, side > 0 ? 0 : 1);
	return n + 1;
}

int grid_row_walk(struct grid_hex a, struct grid_hex b, grid_sight_fn fn, void *ctx)
{
	return layout_walk(&rows, a, b, fn, ctx);
}
