/*
 * test_kit_flags.c: kit_flag_bits and kit_flag_list (core/kit.h), a ';'-list
 * of markers read into bits and written back in the order of the names.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "kit.h"

static const char *const names[] = { "moved", "battled", "took_ground", "again", NULL };

static void test_bits(void **unused)
{
	unsigned b = 99;

	assert_int_equal(kit_flag_bits("", names, &b), 0);
	assert_int_equal(b, 0);
	assert_int_equal(kit_flag_bits(NULL, names, &b), 0);
	assert_int_equal(b, 0);
	assert_int_equal(kit_flag_bits("battled;moved", names, &b), 0);
	assert_int_equal(b, 3);
	assert_int_equal(kit_flag_bits(";again;;moved;moved;", names, &b), 0);
	assert_int_equal(b, 9);
	assert_int_equal(kit_flag_bits("moved;bogus", names, &b), -1);
	assert_int_equal(kit_flag_bits("move", names, &b), -1);       /* no prefix match */
	assert_int_equal(kit_flag_bits("movedx", names, &b), -1);
	assert_int_equal(kit_flag_bits("moved=2", names, &b), -1);
}

static void test_list(void **unused)
{
	char buf[64], small[8];

	assert_string_equal(kit_flag_list(0, names, buf, sizeof buf), "");
	assert_string_equal(kit_flag_list(3, names, buf, sizeof buf), "moved;battled");
	assert_string_equal(kit_flag_list(12, names, buf, sizeof buf), "took_ground;again");
	assert_string_equal(kit_flag_list(1u << 9, names, buf, sizeof buf), "");   /* no name */
	/* cut to the room given, never past it */
	assert_string_equal(kit_flag_list(15, names, small, sizeof small), "moved;b");
	/* a list read back gives the same bits */
	for (unsigned b = 0; b < 16; b++) {
		unsigned back;
		assert_int_equal(kit_flag_bits(kit_flag_list(b, names, buf, sizeof buf), names,
				&back), 0);
		assert_int_equal(back, b);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bits),
		cmocka_unit_test(test_list),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
