/*
 * m44_hex.c: Memoir '44 board geometry and line of sight.
 *
 * A Memoir '44 board has horizontal rows of hexes. A D-Day board is 13 hexes
 * wide and 23 rows deep (seed L478, tables/memoir44/board.csv); the even rows
 * are shifted half a hex to the right, so each even row holds 12 full hexes
 * between two half-hexes. Boards are laid side by side; the half-hexes of two
 * joined edges form one hex (L484), and those of the outer edges are ignored.
 *
 * Address "CCRR": CC the column over the whole battlefield (board b's column c
 * is (b-1)*13 + c), RR the row, 01 the Axis baseline. Odd rows: columns 1 to
 * 13*boards; even rows: 1 to 13*boards - 1, column 13*k being the hex made of
 * the half-hexes of boards k and k+1.
 *
 * Geometry goes through axial coordinates: x2 = 2*col + (row even), q = (x2 -
 * row - 1) / 2, r = row; distance is the cube distance. Line of sight (digest
 * §6.2, base game, not in seed): the straight line between centres, sampled per
 * hex; where it runs along a hexside, it is traced twice, nudged to each side,
 * and is blocked only if both traces are (both hexes block).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "m44.h"

int m44_hex_parse(const char *text, struct m44_hex *h)
{
	if (text == NULL || strlen(text) != 4 || strspn(text, "0123456789") != 4)
		return -1;
	h->col = (text[0] - '0') * 10 + (text[1] - '0');
	h->row = (text[2] - '0') * 10 + (text[3] - '0');
	return 0;
}

void m44_hex_format(struct m44_hex h, char out[8])
{
	snprintf(out, 8, "%02d%02d", h.col % 100, h.row % 100);
}

int m44_hex_valid(const struct m44_map *m, struct m44_hex h)
{
	int last = m->width * m->boards;

	if (h.row < 1 || h.row > m->depth || h.col < 1)
		return 0;
	return h.row % 2 ? h.col <= last : h.col <= last - 1;
}

int m44_hex_equal(struct m44_hex a, struct m44_hex b)
{
	return a.col == b.col && a.row == b.row;
}

static int axial_q(struct m44_hex h)
{
	int x2 = 2 * h.col + (h.row % 2 == 0);
	return (x2 - h.row - 1) / 2;
}

int m44_distance(struct m44_hex a, struct m44_hex b)
{
	int dq = axial_q(b) - axial_q(a), dr = b.row - a.row, ds = -dq - dr;

	dq = dq < 0 ? -dq : dq;
	dr = dr < 0 ? -dr : dr;
	ds = ds < 0 ? -ds : ds;
	return dq > dr ? (dq > ds ? dq : ds) : (dr > ds ? dr : ds);
}

void m44_neighbours(struct m44_hex h, struct m44_hex out[6])
{
	int odd = h.row % 2;
	/* row above and below: odd rows touch columns c-1 and c, even rows c and c+1 */
	int lo = odd ? h.col - 1 : h.col, hi = odd ? h.col : h.col + 1;

	out[0] = (struct m44_hex){ lo, h.row - 1 };
	out[1] = (struct m44_hex){ hi, h.row - 1 };
	out[2] = (struct m44_hex){ h.col + 1, h.row };
	out[3] = (struct m44_hex){ hi, h.row + 1 };
	out[4] = (struct m44_hex){ lo, h.row + 1 };
	out[5] = (struct m44_hex){ h.col - 1, h.row };
}

int m44_adjacent(struct m44_hex a, struct m44_hex b)
{
	return m44_distance(a, b) == 1;
}

static struct m44_hex from_axial(int q, int r)
{
	/* x2 = 2q + r + 1 = 2col + (r even) */
	int x2 = 2 * q + r + 1;
	return (struct m44_hex){ (x2 - (r % 2 == 0)) / 2, r };
}

/* The hexes on the line a..b (a and b included), nudged by `sign`. */
static int line(struct m44_hex a, struct m44_hex b, double sign, struct m44_hex *out, int max)
{
	int n = m44_distance(a, b);
	double aq = axial_q(a), ar = a.row, bq = axial_q(b), br = b.row;
	double eq = 1e-6 * sign, er = 2e-6 * sign;

	if (n + 1 > max)
		return -1;
	for (int i = 0; i <= n; i++) {
		double t = n ? (double)i / n : 0.0;
		double q = aq + (bq - aq) * t + eq, r = ar + (br - ar) * t + er, s = -q - r;
		double rq = round(q), rr = round(r), rs = round(s);
		double dq = fabs(rq - q), dr = fabs(rr - r), ds = fabs(rs - s);
		if (dq > dr && dq > ds)
			rq = -rr - rs;
		else if (dr > ds)
			rr = -rq - rs;
		out[i] = from_axial((int)rq, (int)rr);
	}
	return n + 1;
}

/* Does hex h, between viewer v and target t, block? (§6.2, §I-Cliffs L123,
 * §I-Bluffs L139, §I-Bridges L166) */
static int blocks(const struct m44_map *m, struct m44_hex h, struct m44_hex v,
		struct m44_hex t)
{
	const struct m44_hexinfo *x = m44_hexinfo(m, h), *xv = m44_hexinfo(m, v),
		*xt = m44_hexinfo(m, t);
	struct m44_map *mm = (struct m44_map *)m;

	if (m44_unit_at(mm, h) != NULL)
		return 1;
	if (x == NULL)
		return 0;
	if (x->obstacle && x->obstacle->blocks)
		return 1;
	if (x->hill) {
		int same_v = xv && xv->hill == x->hill, same_t = xt && xt->hill == x->hill;
		/* a cliff or bluff: clear only from hills of its own group (seed);
		 * a plain hill: clear when viewer and target are on its group (base) */
		if (m44_is_cliff(m, h) || m44_is_bluff(m, h))
			return !same_v;
		return !(same_v && same_t);
	}
	return x->terrain->blocks;
}

int m44_los(const struct m44_map *m, struct m44_hex a, struct m44_hex b, char *why, int size)
{
	struct m44_hex l1[64], l2[64];
	int n1 = line(a, b, 1, l1, 64), n2 = line(a, b, -1, l2, 64);
	int b1 = -1, b2 = -1;

	if (n1 < 0 || n2 < 0)
		return 0;
	for (int i = 1; i < n1 - 1 && b1 < 0; i++)
		if (blocks(m, l1[i], a, b))
			b1 = i;
	for (int i = 1; i < n2 - 1 && b2 < 0; i++)
		if (blocks(m, l2[i], a, b))
			b2 = i;
	if (b1 < 0 || b2 < 0)
		return 1;
	if (why != NULL) {
		char h1[8], h2[8];
		m44_hex_format(l1[b1], h1);
		m44_hex_format(l2[b2], h2);
		if (m44_hex_equal(l1[b1], l2[b2]))
			snprintf(why, (size_t)size, "%s", h1);
		else
			snprintf(why, (size_t)size, "%s and %s", h1, h2);
	}
	return 0;
}
