/*
 * arena.h: memory handed out in order from a few large chunks and freed all
 * at once: for many small objects that live and die together (the rows a state
 * reads, a game model's strings), one malloc per chunk instead of one per
 * object, and one free loop at the end. Nothing is freed alone; what a caller
 * stops using stays until arena_free.
 */
#ifndef UMPIRE_ARENA_H
#define UMPIRE_ARENA_H

#include <stddef.h>

struct arena_chunk;

/* An empty arena is a NULL head: `struct arena_chunk *a = NULL;`. */

/* n bytes aligned for a pointer (a block may end with an array of them), from
 * the newest chunk or a new one: at least `min` bytes, twice the last chunk,
 * or n. NULL when out of memory (the arena is as it was). */
void *arena_alloc(struct arena_chunk **a, size_t n, size_t min);

/* A first chunk of at least n bytes, so that the objects of a size known in
 * advance fit in one; pages the allocations do not reach are never touched.
 * -1 when out of memory. */
int arena_reserve(struct arena_chunk **a, size_t n);

void arena_free(struct arena_chunk **a);

#endif
