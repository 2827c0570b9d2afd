/*
 * test_s43_helpers.c: the Salerno 1943 helpers the bombardments rest on
 * (core/games/salerno43/helpers.c): the target group of §13.1/§16.31 against
 * E8, and the turn count of §25.23 against E15.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/salerno43/s43.h"

static struct s43_unit units[16];
static struct s43_unit *stack[16];

/* A stack from a string: 'p' a platoon, 'c' a company, top first. */
static int make(const char *shape)
{
	int n = 0;

	memset(units, 0, sizeof units);
	for (; shape[n]; n++) {
		units[n].platoon = shape[n] == 'p';
		stack[n] = &units[n];
	}
	return n;
}

/* E8 (§13.2): 5 platoons fighting on top of 2 companies: the group is the 5
 * platoons and the topmost company (8 of 9 platoon-equivalents). */
static void test_e8_group(void **unused)
{
	int n = make("pppppcc");

	assert_int_equal(s43_group(stack, n, 5), 6);
}

/* §16.31: from the top, 3 companies or 9 platoons; the first unit that does
 * not fit ends the group. */
static void test_air_group(void **unused)
{
	int n = make("cccc");
	assert_int_equal(s43_group(stack, n, 0), 3);
	n = make("pppppppppp");
	assert_int_equal(s43_group(stack, n, 0), 9);
	n = make("ppcccp");
	assert_int_equal(s43_group(stack, n, 0), 4);   /* 2 + 3 + 3 = 8; a company more is 11 */
	n = make("");
	assert_int_equal(s43_group(stack, n, 0), 0);
}

/* The declared participants always belong to the group (§13.2). */
static void test_participants_always_in(void **unused)
{
	int n = make("ccpppc");

	/* 2 companies + 2 platoons = 8, the platoon below fits (9), the company not */
	assert_int_equal(s43_group(stack, n, 4), 5);
	/* participants beyond the cap still count (§9.21 caps them, not this) */
	n = make("ccccp");
	assert_int_equal(s43_group(stack, n, 4), 4);
}

/* E15 (§25.23): out of ammunition on a morning, back on the afternoon three
 * days later: the firing turn is turn 1, the return turn 8. */
static void test_e15_turns(void **unused)
{
	char name[24];

	assert_int_equal(s43_turn_parse("9-morning"), 0);
	assert_int_equal(s43_turn_parse("9-night"), 2);
	assert_int_equal(s43_turn_parse("17-night"), 26);
	s43_turn_format(s43_turn_parse("9-morning") + 7, name, sizeof name);
	assert_string_equal(name, "11-afternoon");
	s43_turn_format(s43_turn_parse("9-afternoon") + 7, name, sizeof name);
	assert_string_equal(name, "11-night");
	s43_turn_format(-1, name, sizeof name);
	assert_string_equal(name, "?");
}

static void test_bad_turns(void **unused)
{
	const char *bad[] = { "", "8-morning", "9-noon", "9morning", "-morning", "1000-night",
		"9-morning ", "x-night", NULL };

	for (int i = 0; bad[i]; i++)
		assert_int_equal(s43_turn_parse(bad[i]), -1);
	assert_int_equal(s43_turn_parse(NULL), -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_e8_group),
		cmocka_unit_test(test_air_group),
		cmocka_unit_test(test_participants_always_in),
		cmocka_unit_test(test_e15_turns),
		cmocka_unit_test(test_bad_turns),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
