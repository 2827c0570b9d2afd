/*
 * los.c: what blocks a Memoir '44 line of sight (§6.2, base game, not in seed;
 * §I-Cliffs L123, §I-Bluffs L139, §I-Bridges L166).
 *
 * core/grid walks the straight line between the two hex centres, sampled once
 * per hex (grid_row_walk). Where the line runs along a hexside it is traced
 * on both sides of it, and it is blocked only if both traces are: only if both
 * hexes block. The hexes between viewer and target are asked here; the ends
 * never block.
 */
#include <stdio.h>

#include "m44.h"

/* Does hex h, between viewer v and target t, block? A unit blocks; then an
 * obstacle or terrain that blocks; a hill blocks except as below. */
static int blocks(const struct m44_map *m, struct grid_hex h, struct grid_hex v,
		struct grid_hex t)
{
	const struct m44_hexinfo *x = m44_hexinfo(m, h), *xv = m44_hexinfo(m, v),
		*xt = m44_hexinfo(m, t);

	if (m44_unit_at(m, h) != NULL)
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

/* The two traces, walked together: the first hex that blocks each. */
struct sight {
	const struct m44_map *m;
	struct grid_hex viewer, target;
	int blocked[2];
	struct grid_hex by[2];
};

static int look(const struct grid_seen *s, void *ctx)
{
	struct sight *v = ctx;
	const struct grid_hex side[2] = { s->hex, s->alt };

	if (s->step == 0 || s->step == s->last)
		return 0;
	for (int k = 0; k < 2; k++)
		if (!v->blocked[k] && blocks(v->m, side[k], v->viewer, v->target)) {
			v->blocked[k] = 1;
			v->by[k] = side[k];
		}
	return v->blocked[0] && v->blocked[1];   /* both blocked: no need to go on */
}

int m44_los(const struct m44_map *m, struct grid_hex a, struct grid_hex b, char *why, int size)
{
	struct sight v = { m, a, b, { 0, 0 }, { { 0, 0 }, { 0, 0 } } };

	if (grid_row_walk(a, b, look, &v) == 0)
		return 1;
	if (why != NULL) {
		char h1[8], h2[8];
		grid_format(v.by[0], h1);
		grid_format(v.by[1], h2);
		if (grid_equal(v.by[0], v.by[1]))
			snprintf(why, (size_t)size, "%s", h1);
		else
			snprintf(why, (size_t)size, "%s and %s", h1, h2);
	}
	return 0;
}
