/*
 * grid.c: hex geometry for 4-digit CCRR maps (see grid.h).
 *
 * This file owns the one place where a hex number becomes geometry: parsing
 * and formatting "CCRR", the six neighbours, distance and the straight line
 * between two hex centres. Everything goes through cube coordinates (q, r, s)
 * with q + r + s = 0:
 *
 *   q = col,  r = row - (col + odd(col)) / 2,  s = -q - r
 *
 * which encodes the Salerno 1943 map (digest §2.2): columns are vertical and
 * even columns sit half a hex lower (toward higher row numbers) than odd ones.
 * The numerator col + odd(col) is always even, so the division is exact for
 * negative columns too (neighbours of column 00 have column -1).
 */
#include <math.h>
#include <stdlib.h>

#include "grid.h"

struct cube {
	int q, r, s;
};

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

int grid_equal(struct grid_hex a, struct grid_hex b)
{
	return a.col == b.col && a.row == b.row;
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
	struct cube x = to_cube(a), y = to_cube(b);
	int dq = abs(x.q - y.q), dr = abs(x.r - y.r), ds = abs(x.s - y.s);
	int d = dq > dr ? dq : dr;

	return d > ds ? d : ds;
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
 * by the fixed vector (+3e, -e, -2e), e = 1e-6, so no sample is a tie:
 *  - on a side between two columns, the hex of the higher column (+q) wins;
 *  - on a side between two hexes of one column (a line running along the flat
 *    top of a hex), the southern hex, with the higher row, wins.
 * The three components differ, so every kind of tie is broken the same way
 * everywhere; 1e-6 is far below the spacing of samples (1/N) on any map.
 * The same rule is documented in umpire-salerno43(7).
 */
#define GRID_EPS 1e-6

static struct grid_hex cube_round(double q, double r, double s)
{
	double rq = round(q), rr = round(r), rs = round(s);
	double dq = fabs(rq - q), dr = fabs(rr - r), ds = fabs(rs - s);

	/* Rounding each coordinate can break q + r + s = 0: recompute the one
	 * that moved most from the other two. */
	if (dq > dr && dq > ds)
		rq = -rr - rs;
	else if (dr > ds)
		rr = -rq - rs;
	return from_cube((int)rq, (int)rr);
}

int grid_line(struct grid_hex a, struct grid_hex b, struct grid_hex *out, int max)
{
	struct cube x = to_cube(a), y = to_cube(b);
	int n = grid_distance(a, b), i;
	double xq = x.q + 3 * GRID_EPS, xr = x.r - GRID_EPS, xs = x.s - 2 * GRID_EPS;
	double yq = y.q + 3 * GRID_EPS, yr = y.r - GRID_EPS, ys = y.s - 2 * GRID_EPS;

	for (i = 0; i <= n && i < max; i++) {
		double t = n == 0 ? 0.0 : (double)i / n;

		if (i == 0)
			out[i] = a;     /* the ends are exact, whatever the rounding */
		else if (i == n)
			out[i] = b;
		else
			out[i] = cube_round(xq + (yq - xq) * t, xr + (yr - xr) * t,
					xs + (ys - xs) * t);
	}
	return i;
}
