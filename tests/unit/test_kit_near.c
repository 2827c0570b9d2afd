/*
 * test_kit_near.c: "did you mean" (kit_near, kit.c): which names a slip of the
 * fingers is answered with, and which words get no suggestion.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "kit.h"

static const char *nearest(const char *typed, ...)
{
	struct kit_near n;
	va_list ap;
	const char *name;

	kit_near_init(&n, typed);
	va_start(ap, typed);
	while ((name = va_arg(ap, const char *)) != NULL)
		kit_near_add(&n, name);
	va_end(ap);
	return kit_near_best(&n);
}

static void test_slips(void **unused)
{
	/* a letter dropped, added, changed, two swapped */
	assert_string_equal(nearest("asault", "bombard", "assault", "move", NULL), "assault");
	assert_string_equal(nearest("resolvee", "odds", "resolve", NULL), "resolve");
	assert_string_equal(nearest("form", "from", "to", NULL), "from");
	assert_string_equal(nearest("odsd", "odds", "new", NULL), "odds");
	/* two slips in a long word */
	assert_string_equal(nearest("bombrad", "bombard", "assault", NULL), "bombard");
	/* the beginning of a longer name */
	assert_string_equal(nearest("germ", "german-action", "move", NULL), "german-action");
	/* the nearest wins, then the first of equals */
	assert_string_equal(nearest("mve", "mave", "move", NULL), "mave");
	assert_string_equal(nearest("fires", "fire", "fired", NULL), "fire");
}

static void test_nothing_near(void **unused)
{
	/* too far, too short, or the name itself */
	assert_null(nearest("attack", "assault", "bombard", NULL));
	assert_null(nearest("x", "y", "to", NULL));
	assert_null(nearest("ab", "cd", NULL));
	assert_null(nearest("move", "move", NULL));
	assert_null(nearest("", "move", NULL));
	assert_null(nearest("mv", "move", NULL));
	/* a name too long to measure is never near */
	char big[100];
	memset(big, 'a', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	assert_null(nearest("aaaa", big, NULL));
}

static void test_hint(void **unused)
{
	struct kit_near n;
	char buf[64];

	kit_near_init(&n, "rsolve");
	kit_near_add(&n, "resolve");
	assert_string_equal(kit_near_hint(&n, buf, sizeof buf), "; did you mean 'resolve'?");
	kit_near_init(&n, "zzz");
	kit_near_add(&n, "resolve");
	assert_string_equal(kit_near_hint(&n, buf, sizeof buf), "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_slips),
		cmocka_unit_test(test_nothing_near),
		cmocka_unit_test(test_hint),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
