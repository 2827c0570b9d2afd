/*
 * test_s43_turn.c: Salerno 1943's game turns (core/games/salerno43/proc.c):
 * the 27 turns of §29.1, their parsing and formatting, and the counterattack
 * timing of §10.22 counted on them (E19), against hand-made values.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/salerno43/proc.h"

static int T(const char *text)
{
	int t = -1;

	if (proc_turn_parse(text, &t) != 0)
		fail_msg("bad turn in test: %s", text);
	return t;
}

static void test_the_27_turns(void **unused)
{
	char buf[16];

	assert_int_equal(T("9-morning"), 0);
	assert_int_equal(T("9-night"), 2);
	assert_int_equal(T("17-night"), 26);
	for (int t = 0; t < PROC_TURNS; t++) {
		proc_turn_format(t, buf, sizeof buf);
		assert_int_equal(T(buf), t);
	}
	assert_int_equal(proc_day(T("14-afternoon")), 14);
	assert_int_equal(proc_period(T("14-afternoon")), PROC_AFTERNOON);
}

static void test_bad_turns(void **unused)
{
	static const char *const bad[] = { "", "8-night", "18-morning", "9-evening", "9morning",
		"-morning", "0009-morning", "9-morning ", "9-", "999999999999-night", NULL };
	int t;

	for (int i = 0; bad[i]; i++)
		assert_int_equal(proc_turn_parse(bad[i], &t), -1);
	proc_turn_format(27, (char[16]){ 0 }, 16);   /* out of range: "?" */
}

/* E19 and §10.22: declared at the night of the 11th, 1 -> 12-morning (+1),
 * 2-5 -> 12-afternoon (+2), 6 -> 13-morning (+4: "the second morning"). */
static void test_e19_counterattack_turns(void **unused)
{
	char buf[16];

	proc_turn_format(T("11-night") + 1, buf, sizeof buf);
	assert_string_equal(buf, "12-morning");
	proc_turn_format(T("11-night") + 2, buf, sizeof buf);
	assert_string_equal(buf, "12-afternoon");
	proc_turn_format(T("11-night") + 4, buf, sizeof buf);
	assert_string_equal(buf, "13-morning");
}

/* E12, E13 (§20.33): automatic repair at the works phase of start + value. */
static void test_e12_e13_repair_turns(void **unused)
{
	char buf[16];

	proc_turn_format(T("10-night") + 3, buf, sizeof buf);
	assert_string_equal(buf, "11-night");
	proc_turn_format(T("11-afternoon") + 3, buf, sizeof buf);
	assert_string_equal(buf, "12-afternoon");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_the_27_turns),
		cmocka_unit_test(test_bad_turns),
		cmocka_unit_test(test_e19_counterattack_turns),
		cmocka_unit_test(test_e12_e13_repair_turns),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
