/*
 * cache.c: what the odds of a batch keep from one order to the next (game.h,
 * game_ctx.cache): the typed model of the state (board, units, and the unit,
 * terrain and value tables read into it), loaded once instead of once per
 * order. Loading it was more than half of a close assault's odds (issue 14:
 * set-up that does not depend on the row is done once per batch).
 *
 * Only the odds use it: they change nothing, so the state the model was loaded
 * from is the state of every order of the batch, and a battle's odds only read
 * the model (setup.c, battle.c). It is kept with the state it came from; a
 * different state loads it again. memoir44.c's cache_free hook frees it.
 */
#include <stdlib.h>

#include "m44.h"

struct m44_cache {
	const struct state *st;
	int have;
	struct m44_map map;
};

const struct m44_map *m44_cached_map(struct game_ctx *g, const struct state *st,
		struct err *e)
{
	struct m44_cache *k = g->cache;

	if (k == NULL && (k = g->cache = calloc(1, sizeof *k)) == NULL) {
		err_set(e, EXIT_IO, "out of memory");
		return NULL;
	}
	if (k->have && k->st == st)
		return &k->map;
	if (k->have)
		m44_map_free(&k->map);
	k->have = 0;
	if (m44_map_load(&k->map, g, st, e) != 0)
		return NULL;
	k->have = 1;
	k->st = st;
	return &k->map;
}

void m44_cache_free(void *cache)
{
	struct m44_cache *k = cache;

	if (k == NULL)
		return;
	if (k->have)
		m44_map_free(&k->map);
	free(k);
}
