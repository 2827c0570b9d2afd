/*
 * grid_square.c: squares with vertices and edges (see grid.h, part 3), the
 * board of Heroes of Normandie: names a player types, neighbours, distances,
 * and the exact segment from one square's centre to another's: the squares it
 * goes through, the edges it crosses, the vertices it passes, and whether it
 * crosses a Line (a run of edges).
 *
 * Everything is in integers. In doubled coordinates a square's centre is
 * (2x + 1, 2y + 1), odd, and every vertex and edge lies on even coordinates,
 * so a segment between centres never starts, ends or runs on an edge: where it
 * meets one it crosses it, and it can only touch a vertex by passing exactly
 * through it. Going from a's centre toward b's, the segment meets the column
 * lines of vertices at t = (2k - 1) / (2 |dx|), k = 1..|dx|, and the row lines
 * at t = (2m - 1) / (2 |dy|); comparing (2k - 1) |dy| with (2m - 1) |dx|
 * orders them, and where they are equal the segment passes through a vertex.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"

#define MAX_COL 702             /* A .. ZZ */
#define MAX_ROW 999

/* ---- Names ---- */

/* Column letters (A, ..., Z, AA, ..., ZZ) and a row number from 1, no leading
 * zero: the 0-based column and row, or -1. `p` is moved past them. */
static int parse_cell(const char **p, int *x, int *y)
{
	const char *s = *p;
	int col = 0, row = 0, letters = 0, digits = 0;

	while (isalpha((unsigned char)*s) && letters < 3) {
		col = col * 26 + (toupper((unsigned char)*s) - 'A' + 1);
		s++, letters++;
	}
	if (letters == 0 || letters > 2 || *s == '0')
		return -1;
	while (isdigit((unsigned char)*s) && digits < 4) {
		row = row * 10 + (*s - '0');
		s++, digits++;
	}
	if (digits == 0 || digits > 3)
		return -1;
	*x = col - 1;
	*y = row - 1;
	*p = s;
	return 0;
}

static char *format_cell(int x, int y, const char *prefix, char *out)
{
	char col[3];
	int n = x + 1, k = 0;

	if (x < 0 || x >= MAX_COL || y < 0 || y >= MAX_ROW) {
		snprintf(out, GRID_NAME_MAX, "?");
		return out;
	}
	if (n > 26)
		col[k++] = (char)('A' + (n - 1) / 26 - 1);
	col[k++] = (char)('A' + (n - 1) % 26);
	col[k] = '\0';
	snprintf(out, GRID_NAME_MAX, "%s%s%d", prefix, col, y + 1);
	return out;
}

int grid_sq_parse(const char *text, struct grid_sq *s)
{
	struct grid_sq v;

	if (text == NULL || parse_cell(&text, &v.x, &v.y) || *text != '\0')
		return -1;
	*s = v;
	return 0;
}

static int parse_vertex(const char **p, struct grid_vx *v)
{
	if (**p != '+')
		return -1;
	(*p)++;
	return parse_cell(p, &v->i, &v->j);
}

int grid_vx_parse(const char *text, struct grid_vx *v)
{
	struct grid_vx w;

	if (text == NULL || parse_vertex(&text, &w) || *text != '\0')
		return -1;
	*v = w;
	return 0;
}

int grid_run_parse(const char *text, struct grid_run *r)
{
	struct grid_vx a, b;

	if (text == NULL || parse_vertex(&text, &a) || *text++ != '-' ||
			parse_vertex(&text, &b) || *text != '\0')
		return -1;
	return grid_run_make(a, b, r);
}

char *grid_sq_format(struct grid_sq s, char *out)
{
	return format_cell(s.x, s.y, "", out);
}

char *grid_vx_format(struct grid_vx v, char *out)
{
	return format_cell(v.i, v.j, "+", out);
}

char *grid_run_format(struct grid_run r, char *out)
{
	char a[GRID_NAME_MAX], b[GRID_NAME_MAX];

	grid_vx_format(r.a, a);
	grid_vx_format(r.b, b);
	if (a[0] == '?' || b[0] == '?')
		snprintf(out, GRID_NAME_MAX, "?");
	else
		snprintf(out, GRID_NAME_MAX, "%s-%s", a, b);
	return out;
}

int grid_run_make(struct grid_vx a, struct grid_vx b, struct grid_run *r)
{
	if ((a.i != b.i && a.j != b.j) || (a.i == b.i && a.j == b.j))
		return -1;
	if (a.i > b.i || a.j > b.j) {
		struct grid_vx t = a;
		a = b;
		b = t;
	}
	r->a = a;
	r->b = b;
	return 0;
}

int grid_run_length(struct grid_run r)
{
	return (r.b.i - r.a.i) + (r.b.j - r.a.j);
}

/* ---- Neighbours and distances ---- */

int grid_sq_equal(struct grid_sq a, struct grid_sq b)
{
	return a.x == b.x && a.y == b.y;
}

int grid_vx_equal(struct grid_vx a, struct grid_vx b)
{
	return a.i == b.i && a.j == b.j;
}

void grid_sq_neighbours4(struct grid_sq s, struct grid_sq out[4])
{
	out[0] = (struct grid_sq){ s.x, s.y - 1 };      /* N */
	out[1] = (struct grid_sq){ s.x + 1, s.y };      /* E */
	out[2] = (struct grid_sq){ s.x, s.y + 1 };      /* S */
	out[3] = (struct grid_sq){ s.x - 1, s.y };      /* W */
}

void grid_sq_neighbours8(struct grid_sq s, struct grid_sq out[8])
{
	static const int d[8][2] = { { 0, -1 }, { 1, -1 }, { 1, 0 }, { 1, 1 }, { 0, 1 },
		{ -1, 1 }, { -1, 0 }, { -1, -1 } };

	for (int k = 0; k < 8; k++)
		out[k] = (struct grid_sq){ s.x + d[k][0], s.y + d[k][1] };
}

int grid_sq_distance4(struct grid_sq a, struct grid_sq b)
{
	return abs(a.x - b.x) + abs(a.y - b.y);
}

int grid_sq_distance8(struct grid_sq a, struct grid_sq b)
{
	int dx = abs(a.x - b.x), dy = abs(a.y - b.y);

	return dx > dy ? dx : dy;
}

/* ---- The segment between two centres ---- */

static int gcd(int a, int b)
{
	while (b != 0) {
		int t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* How many vertices the segment passes: with |dx| = g p, |dy| = g q, p and q
 * coprime, (2k - 1) q = (2m - 1) p has solutions only when p and q are both
 * odd, and then one for each odd multiple of p up to 2 |dx|: g of them. */
static int vertices_passed(int ax, int ay)
{
	int g;

	if (ax == 0 || ay == 0)
		return 0;
	g = gcd(ax, ay);
	return (ax / g) % 2 == 1 && (ay / g) % 2 == 1 ? g : 0;
}

int grid_sq_walk(struct grid_sq a, struct grid_sq b, grid_sight_fn fn, void *ctx)
{
	int dx = b.x - a.x, dy = b.y - a.y, ax = abs(dx), ay = abs(dy);
	int sx = dx > 0 ? 1 : -1, sy = dy > 0 ? 1 : -1, k = 1, m = 1, rc;
	struct grid_seen s;

	memset(&s, 0, sizeof s);
	s.last = ax + ay - vertices_passed(ax, ay);
	s.kind = GRID_SEEN_CELL;
	s.sq = a;
	if ((rc = fn(&s, ctx)) != 0)
		return rc;
	while (k <= ax || m <= ay) {
		long cx = (2L * k - 1) * ay, cy = (2L * m - 1) * ax;
		int stepx = m > ay || (k <= ax && cx <= cy), stepy = k > ax || (m <= ay && cy <= cx);
		/* the vertex or edge between the square and the next: the column
		 * line east (sx > 0) or west of it, the row line south or north */
		int i = s.sq.x + (sx > 0), j = s.sq.y + (sy > 0);

		if (stepx && stepy) {
			s.kind = GRID_SEEN_VERTEX;
			s.vx = (struct grid_vx){ i, j };
		} else if (stepx) {
			s.kind = GRID_SEEN_EDGE;
			s.edge = (struct grid_run){ { i, s.sq.y }, { i, s.sq.y + 1 } };
		} else {
			s.kind = GRID_SEEN_EDGE;
			s.edge = (struct grid_run){ { s.sq.x, j }, { s.sq.x + 1, j } };
		}
		s.sq.x += stepx ? sx : 0;
		s.sq.y += stepy ? sy : 0;
		k += stepx;
		m += stepy;
		s.step++;
		if ((rc = fn(&s, ctx)) != 0 || (s.kind = GRID_SEEN_CELL, rc = fn(&s, ctx)) != 0)
			return rc;
	}
	return 0;
}

/* The arrays: one walk, collecting one kind of event. */
struct collect {
	enum grid_seen_kind kind;
	void *out;
	int n, max;
};

static int collect_one(const struct grid_seen *s, void *ctx)
{
	struct collect *c = ctx;

	if (s->kind != c->kind)
		return 0;
	if (c->n < c->max) {
		if (c->kind == GRID_SEEN_CELL)
			((struct grid_sq *)c->out)[c->n] = s->sq;
		else if (c->kind == GRID_SEEN_EDGE)
			((struct grid_run *)c->out)[c->n] = s->edge;
		else
			((struct grid_vx *)c->out)[c->n] = s->vx;
	}
	c->n++;
	return 0;
}

static int collect(struct grid_sq a, struct grid_sq b, enum grid_seen_kind kind, void *out,
		int max)
{
	struct collect c = { kind, out, 0, max };

	grid_sq_walk(a, b, collect_one, &c);
	return c.n;
}

int grid_sq_line(struct grid_sq a, struct grid_sq b, struct grid_sq *out, int max)
{
	return collect(a, b, GRID_SEEN_CELL, out, max);
}

int grid_sq_vertices(struct grid_sq a, struct grid_sq b, struct grid_vx *out, int max)
{
	return collect(a, b, GRID_SEEN_VERTEX, out, max);
}

int grid_sq_edges(struct grid_sq a, struct grid_sq b, struct grid_run *out, int max)
{
	return collect(a, b, GRID_SEEN_EDGE, out, max);
}

/* ---- Lines: crossing, contact, sides ---- */

enum grid_meet grid_sq_crosses(struct grid_sq a, struct grid_sq b, struct grid_run l)
{
	/* Swap x and y for a run along a column, so the run is along a row. */
	int along_row = l.a.j == l.b.j;
	long u0 = 2L * (along_row ? a.x : a.y) + 1, v0 = 2L * (along_row ? a.y : a.x) + 1;
	long u1 = 2L * (along_row ? b.x : b.y) + 1, v1 = 2L * (along_row ? b.y : b.x) + 1;
	long line = 2L * (along_row ? l.a.j : l.a.i);
	long lo = 2L * (along_row ? l.a.i : l.a.j), hi = 2L * (along_row ? l.b.i : l.b.j);
	long den = v1 - v0, num;

	/* the ends are odd, the line even: it is crossed only between them */
	if ((v0 < line) == (v1 < line))
		return GRID_MISS;
	/* where it is crossed: u = u0 + (u1 - u0) (line - v0) / den, as num / den */
	num = u0 * den + (u1 - u0) * (line - v0);
	if (den < 0)
		den = -den, num = -num;
	if (num > lo * den && num < hi * den)
		return GRID_CROSS;
	if (num == lo * den || num == hi * den)
		return GRID_END;
	return GRID_MISS;
}

unsigned grid_sq_sides_on(struct grid_sq s, struct grid_run l)
{
	unsigned sides = 0;

	if (l.a.j == l.b.j && l.a.i <= s.x && s.x + 1 <= l.b.i) {
		if (l.a.j == s.y)
			sides |= GRID_SIDE_N;
		if (l.a.j == s.y + 1)
			sides |= GRID_SIDE_S;
	}
	if (l.a.i == l.b.i && l.a.j <= s.y && s.y + 1 <= l.b.j) {
		if (l.a.i == s.x)
			sides |= GRID_SIDE_W;
		if (l.a.i == s.x + 1)
			sides |= GRID_SIDE_E;
	}
	return sides;
}

int grid_sq_corner_on(struct grid_sq s, struct grid_run l)
{
	for (int u = 0; u <= 1; u++)
		for (int v = 0; v <= 1; v++) {
			int i = s.x + u, j = s.y + v;

			if (i >= l.a.i && i <= l.b.i && j >= l.a.j && j <= l.b.j)
				return 1;
		}
	return 0;
}

int grid_run_side(struct grid_run l, struct grid_sq s)
{
	if (l.a.j == l.b.j)
		return s.y < l.a.j ? -1 : 1;
	return s.x < l.a.i ? -1 : 1;
}
