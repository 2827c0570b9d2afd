/*
 * test_s43_turn.c: Salerno 1943's game turns (core/games/salerno43/helpers.c):
 * the 27 turns of §29.1, their one parser and formatting, the day 18 that is
 * not a turn, and the counterattack timing of §10.22 counted on them (E19),
 * against hand-made values.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/salerno43/s43.h"
#include "state.h"

static int T(const char *text)
{
	int t = s43_turn_parse(text);

	if (t < 0)
		fail_msg("bad turn in test: %s", text);
	return t;
}

static void test_the_27_turns(void **unused)
{
	char buf[16];

	assert_int_equal(T("9-morning"), 0);
	assert_int_equal(T("9-night"), 2);
	assert_int_equal(T("17-night"), 26);
	for (int t = 0; t < S43_TURNS; t++) {
		s43_turn_format(t, buf, sizeof buf);
		assert_int_equal(T(buf), t);
	}
	assert_int_equal(s43_turn_day(T("14-afternoon")), 14);
	assert_int_equal(s43_turn_period(T("14-afternoon")), S43_AFTERNOON);
}

static void test_bad_turns(void **unused)
{
	static const char *const bad[] = { "", "8-night", "18-morning", "9-evening", "9morning",
		"-morning", "0009-morning", "9-morning ", "9-", "999999999999-night", NULL };
	char buf[16];

	for (int i = 0; bad[i]; i++)
		assert_int_equal(s43_turn_parse(bad[i]), -1);
	assert_int_equal(s43_turn_parse(NULL), -1);
	s43_turn_format(27, buf, sizeof buf);   /* out of range: "?" */
	assert_string_equal(buf, "?");
	s43_turn_format(-1, buf, sizeof buf);
	assert_string_equal(buf, "?");
}

/* Day 18 is no turn of the game. §29.1 (seed 001, line 1187): "Ce scénario se
 * joue du 9 septembre au matin jusqu'au 17 à la nuit"; the turn track has 27
 * turns. Two parsers once disagreed: the ships' columns read "18-morning" as
 * turn 27, set,turn refused it. Now every reader refuses it, set,turn with
 * file:line:column, and 17-night is the last turn. */
static void test_no_day_18(void **unused)
{
	static const char *const day18[] = { "18-morning", "18-afternoon", "18-night", NULL };
	char buf[16];

	for (int i = 0; day18[i]; i++)
		assert_int_equal(s43_turn_parse(day18[i]), -1);
	assert_int_equal(T("17-night"), S43_TURNS - 1);
	s43_turn_format(T("17-night") + 1, buf, sizeof buf);
	assert_string_equal(buf, "?");

	struct state st;
	struct err e = { 0 };
	int t = 0;
	const char *csv = "umpire-state,1,salerno43\nset,turn,18-morning\n";
	state_init(&st);
	assert_int_equal(state_parse(&st, csv, strlen(csv), "mem.csv", &e), 0);
	assert_int_equal(s43_turn_get(&st, &t, &e), EXIT_DATA);
	assert_int_equal(t, -1);
	assert_string_equal(e.msg, "mem.csv:2:3: turn '18-morning' is not D-morning, "
			"D-afternoon or D-night, D = 9 to 17 (umpire-salerno43(7))");
	state_free(&st);
}

/* E19 and §10.22: declared at the night of the 11th, 1 -> 12-morning (+1),
 * 2-5 -> 12-afternoon (+2), 6 -> 13-morning (+4: "the second morning"). */
static void test_e19_counterattack_turns(void **unused)
{
	char buf[16];

	s43_turn_format(T("11-night") + 1, buf, sizeof buf);
	assert_string_equal(buf, "12-morning");
	s43_turn_format(T("11-night") + 2, buf, sizeof buf);
	assert_string_equal(buf, "12-afternoon");
	s43_turn_format(T("11-night") + 4, buf, sizeof buf);
	assert_string_equal(buf, "13-morning");
}

/* E12, E13 (§20.33): automatic repair at the works phase of start + value. */
static void test_e12_e13_repair_turns(void **unused)
{
	char buf[16];

	s43_turn_format(T("10-night") + 3, buf, sizeof buf);
	assert_string_equal(buf, "11-night");
	s43_turn_format(T("11-afternoon") + 3, buf, sizeof buf);
	assert_string_equal(buf, "12-afternoon");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_the_27_turns),
		cmocka_unit_test(test_bad_turns),
		cmocka_unit_test(test_no_day_18),
		cmocka_unit_test(test_e19_counterattack_turns),
		cmocka_unit_test(test_e12_e13_repair_turns),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
