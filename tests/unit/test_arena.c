/*
 * test_arena.c: the chunks of core/arena.c: every allocation aligned for a
 * pointer and apart from the others, a chunk grown for a large one, a reserved
 * chunk used first, and everything freed at once.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "arena.h"

static void test_aligned_apart(void **unused)
{
	struct arena_chunk *a = NULL;
	char *p[100];

	(void)unused;
	for (int i = 0; i < 100; i++) {
		assert_non_null(p[i] = arena_alloc(&a, (size_t)i % 13 + 1, 64));
		assert_int_equal((uintptr_t)p[i] % sizeof(char *), 0);
		memset(p[i], i, (size_t)i % 13 + 1);
	}
	for (int i = 0; i < 100; i++)   /* nothing overwrote another */
		for (size_t k = 0; k < (size_t)i % 13 + 1; k++)
			assert_int_equal((unsigned char)p[i][k], i);
	arena_free(&a);
	assert_null(a);
}

static void test_large(void **unused)
{
	struct arena_chunk *a = NULL;
	char *small, *big;

	(void)unused;
	assert_non_null(small = arena_alloc(&a, 8, 64));
	assert_non_null(big = arena_alloc(&a, 100000, 64));   /* beyond min and 2x */
	memset(big, 7, 100000);
	assert_true(small + 8 <= big || big + 100000 <= small);
	arena_free(&a);
}

static void test_reserve(void **unused)
{
	struct arena_chunk *a = NULL;
	char *p, *q;

	(void)unused;
	assert_int_equal(arena_reserve(&a, 4096), 0);
	assert_non_null(p = arena_alloc(&a, 100, 64));
	assert_non_null(q = arena_alloc(&a, 100, 64));
	assert_ptr_equal(q, p + 104);   /* the same chunk, in order, aligned */
	arena_free(&a);
	assert_null(arena_alloc(&a, SIZE_MAX - 4, 64));   /* refused, not wrapped */
	assert_null(a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_aligned_apart),
		cmocka_unit_test(test_large),
		cmocka_unit_test(test_reserve),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
