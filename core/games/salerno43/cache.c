/*
 * cache.c: what the odds of a batch keep from one order to the next (game.h,
 * game_ctx.cache): the typed model of the state, loaded once, and the combat
 * table read into arrays once, and the rulings in force read once, instead of
 * once per order. A batch of odds runs
 * thousands of orders on one state; loading its model and reading the table
 * were most of an order's cost (issue 14).
 *
 * Only the odds use it: they change nothing, so the state the model was loaded
 * from is the state of every order of the batch. The model is kept with the
 * state it came from, and a different state loads it again. The game's
 * cache_free hook (salerno43.c) frees it with the context.
 */
#include <stdlib.h>
#include <string.h>

#include "combat.h"

static struct s43_cache *cache_of(struct game_ctx *g)
{
	if (g->cache == NULL)
		g->cache = calloc(1, sizeof(struct s43_cache));
	return g->cache;
}

struct s43_map *s43_cached_map(struct game_ctx *g, const struct state *st,
		struct err *e)
{
	struct s43_cache *k = cache_of(g);

	if (k == NULL) {
		err_set(e, EXIT_IO, "out of memory");
		return NULL;
	}
	if (k->have_map && k->st == st)
		return &k->map;
	if (k->have_map)
		s43_map_free(&k->map);
	k->have_map = 0;
	if (s43_map_load(&k->map, st, e) != 0)
		return NULL;
	k->have_map = 1;
	k->st = st;
	return &k->map;
}

struct s43_crt_cache *s43_cached_crt(struct game_ctx *g, int literal)
{
	struct s43_cache *k = cache_of(g);

	return k ? &k->crt[literal != 0] : NULL;
}

int *s43_cached_ruling(struct game_ctx *g, const struct state *st, const char *id)
{
	struct s43_cache *k = g->cache;   /* made by the odds' first use, never here */
	int i;

	if (k == NULL)
		return NULL;
	if (k->rulings_st != st) {   /* the house rules are the state's */
		k->rulings_st = st;
		k->nrulings = 0;
	}
	for (i = 0; i < k->nrulings; i++)   /* the same literal, most often */
		if (k->ruling_id[i] == id)
			return &k->ruling[i];
	for (i = 0; i < k->nrulings; i++)
		if (strcmp(k->ruling_id[i], id) == 0)
			return &k->ruling[i];
	if (i == S43_CACHED_RULINGS)
		return NULL;
	k->ruling_id[i] = id;   /* the callers' ids are string literals */
	k->ruling[i] = -1;
	k->nrulings++;
	return &k->ruling[i];
}

void s43_cache_free(void *cache)
{
	struct s43_cache *k = cache;

	if (k == NULL)
		return;
	if (k->have_map)
		s43_map_free(&k->map);
	free(k);
}
