/*
 * arena.c: the chunks of arena.h. Why a chunk doubles: a state of 100,000
 * units fills a few dozen chunks, not thousands, and the last one wastes at
 * most half (untouched pages of it cost nothing).
 */
#include <stdint.h>
#include <stdlib.h>

#include "arena.h"

struct arena_chunk {
	struct arena_chunk *next;
	size_t used, cap;
	char mem[];   /* at a multiple of sizeof(char *) from the start: */
};
_Static_assert(offsetof(struct arena_chunk, mem) % sizeof(char *) == 0,
		"a chunk's memory is aligned for pointers");

static size_t aligned(size_t n)
{
	return (n + sizeof(char *) - 1) / sizeof(char *) * sizeof(char *);
}

static struct arena_chunk *chunk(struct arena_chunk **a, size_t cap)
{
	struct arena_chunk *c;

	if (cap > SIZE_MAX - sizeof *c || (c = malloc(sizeof *c + cap)) == NULL)
		return NULL;
	c->next = *a;
	c->used = 0;
	c->cap = cap;
	*a = c;
	return c;
}

void *arena_alloc(struct arena_chunk **a, size_t n, size_t min)
{
	struct arena_chunk *c = *a;

	if (n > SIZE_MAX / 2)
		return NULL;
	n = aligned(n);
	if (c == NULL || c->cap - c->used < n) {
		size_t cap = c && c->cap < SIZE_MAX / 2 ? 2 * c->cap : min;
		while (cap < n)
			cap *= 2;
		if ((c = chunk(a, cap)) == NULL)
			return NULL;
	}
	c->used += n;
	return c->mem + c->used - n;
}

int arena_reserve(struct arena_chunk **a, size_t n)
{
	return chunk(a, aligned(n)) ? 0 : -1;
}

void arena_free(struct arena_chunk **a)
{
	for (struct arena_chunk *c = *a, *next; c != NULL; c = next) {
		next = c->next;
		free(c);
	}
	*a = NULL;
}
