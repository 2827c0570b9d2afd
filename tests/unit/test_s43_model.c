/*
 * test_s43_model.c: reading Salerno 1943's unit rows (core/games/salerno43/
 * model.c). Its fast paths (issue 14) name each kind, target, weapon, side,
 * nation and MA colour a second time, in switches on the first letters, and
 * read numbers, support values and flags without the checks' slow path: every
 * name must come back as its index, every number as its value, whichever
 * path reads it, and a header in another order must read the same units.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "games/salerno43/s43.h"

#define HEADER "@unit,id,side,nation,division,battalion,kind,size,icon,target,weapon,hex," \
	"bank,stack,steps,max_steps,att_armor,att_soft,def,support,range,ma,ma_color," \
	"r_att_armor,r_att_soft,r_def,r_support,flags\n"

static char text[65536];
static size_t len;

static void start(void)
{
	len = (size_t)snprintf(text, sizeof text, "umpire-state,1,salerno43\n" HEADER);
}

/* A unit row; `fields` from kind on (kind,size,...,flags). */
static void unit(const char *id, const char *side, const char *nation, const char *fields)
{
	len += (size_t)snprintf(text + len, sizeof text - len, "unit,%s,%s,%s,,,%s\n", id, side,
			nation, fields);
}

static void load(struct state *st, struct s43_map *m)
{
	struct err e;

	memset(&e, 0, sizeof e);
	state_init(st);
	assert_int_equal(state_parse(st, text, len, "m.csv", &e), 0);
	if (s43_map_load(m, st, &e) != 0)
		fail_msg("%s", e.msg);
}

/* 0 and the unit, or the exit status and message of a state of one unit. */
static int one(const char *fields, struct s43_unit *out, char *msg, size_t size)
{
	struct state st;
	struct s43_map m;
	struct err e;
	int rc;

	start();
	unit("u", "axis", "DE", fields);
	memset(&e, 0, sizeof e);
	state_init(&st);
	assert_int_equal(state_parse(&st, text, len, "m.csv", &e), 0);
	rc = s43_map_load(&m, &st, &e);
	if (rc == 0) {
		*out = m.units[0];
		out->attached = out->model = out->with = out->bridge = "";   /* freed below */
	} else {
		snprintf(msg, size, "%s", e.msg);
	}
	s43_map_free(&m);
	state_free(&st);
	return rc;
}

/* A state of one unit with these fields is refused (EXIT_DATA), its message
 * starting with `msg`. */
static void refused(const char *fields, const char *msg)
{
	struct s43_unit u;
	char got[256];

	assert_int_equal(one(fields, &u, got, sizeof got), EXIT_DATA);
	if (strncmp(got, msg, strlen(msg)) != 0)
		fail_msg("%s: got \"%s\"", fields, got);
}

static void test_every_name(void **unused)
{
	static const char *const targets[] = { "soft", "armor", "open", "mech", "mixed" };
	static const char *const weapons[] = { "", "AT", "AA", "ART", "MTR", "HOW", "RCL" };
	static const char *const colors[] = { "normal", "yellow", "red", "" };
	static const char *const nations[] = { "US", "UK", "DE", "IT" };
	struct state st;
	struct s43_map m;
	char id[16], row[160];
	int n = 0;

	start();
	for (int k = 0; k < S43_K_COUNT; k++)
		for (int t = 0; t < 5; t++)
			for (int w = 0; w < 7; w++, n++) {
				snprintf(id, sizeof id, "u%04d", n);
				snprintf(row, sizeof row, "%s,platoon,,%s,%s,2129,,1,1,1,1,1,1,,,1,"
						"%s,,,,,", s43_kind_name(k), targets[t], weapons[w],
						colors[n % 4]);
				unit(id, n % 2 ? "axis" : "allied", nations[n % 4], row);
			}
	load(&st, &m);
	assert_int_equal(m.nunits, n);
	for (int i = 0; i < n; i++) {
		const struct s43_unit *u = &m.units[i];
		int k = i / 35, t = i / 7 % 5, w = i % 7;
		assert_int_equal(u->kind, k);
		assert_int_equal(u->target, t);
		assert_int_equal(u->weapon, w);
		assert_int_equal(u->ma_color, i % 4 == 3 ? S43_MA_NORMAL : i % 4);
		assert_int_equal(u->side, i % 2 ? S43_AXIS : S43_ALLIED);
		assert_string_equal(u->nation, nations[i % 4]);
		assert_true(u->platoon);
	}
	s43_map_free(&m);
	state_free(&st);
}

/* Near misses of every name are refused, by the slow path's message. */
static void test_near_misses(void **unused)
{
	static const char *const kinds[] = { "r", "ra", "ran", "rai", "rangerx", "h", "hqx",
		"s", "sp_", "sp_aax", "spa", "c", "cpx", "t", "tankx", "a", "aa", "Infantry",
		"infantr", "" };
	char row[128];

	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		snprintf(row, sizeof row, "%s,company,,soft,,2129,,1,1,1,1,1,1,,,1,,,,,,",
				kinds[i]);
		refused(row, "m.csv:3:7: kind '");
	}
	refused("tank,company,,softer,,2129,,1,1,1,1,1,1,,,1,,,,,,", "m.csv:3:10: target "
			"'softer' is not soft, armor, open, mech or mixed");
	refused("tank,company,,soft,A,2129,,1,1,1,1,1,1,,,1,,,,,,", "m.csv:3:11: weapon 'A'");
	refused("tank,company,,soft,,2129,,1,1,1,1,1,1,,,1,blue,,,,,", "m.csv:3:23: ma_color "
			"'blue' is not normal, yellow or red");
	refused("tank,tank,,soft,,2129,,1,1,1,1,1,1,,,1,,,,,,", "m.csv:3:8: size 'tank'");
	refused("tank,company,nat,soft,,2129,,1,1,1,1,1,1,,,1,,,,,,", "m.csv:3:9: icon 'nat'");
	refused("tank,company,,soft,,212,,1,1,1,1,1,1,,,1,,,,,,", "m.csv:3:12: hex '212'");
	refused("tank,company,,soft,,offmapx,,1,1,1,1,1,1,,,1,,,,,,", "m.csv:3:12: hex "
			"'offmapx'");
	refused("tank,company,,soft,,2129,AB,1,1,1,1,1,1,,,1,,,,,,", "m.csv:3:13: bank 'AB'");
}

/* Numbers: 1 to 3 digits (fast), leading zeros (slow), empty where allowed. */
static void test_numbers(void **unused)
{
	struct s43_unit u;
	char msg[256];

	assert_int_equal(one("tank,company,,soft,,2129,,12,2,3,999,007,0000000005,,,10,,,,,,",
			&u, msg, sizeof msg), 0);
	assert_int_equal(u.stack, 12);
	assert_int_equal(u.steps, 2);
	assert_int_equal(u.max_steps, 3);
	assert_int_equal(u.att_armor[0], 999);
	assert_int_equal(u.att_soft[0], 7);
	assert_int_equal(u.def[0], 5);
	assert_int_equal(u.att_armor[1], -1);
	assert_int_equal(u.range, -1);
	assert_int_equal(u.ma, 10);
	assert_int_equal(one("tank,company,,soft,,2129,,1,1,,1,1,1,,,1,,,,,,", &u, msg,
			sizeof msg), 0);
	assert_int_equal(u.max_steps, 1);   /* max_steps empty: steps */
	refused("tank,company,,soft,,2129,,1,1,1,1000,1,1,,,1,,,,,,", "m.csv:3:17: att_armor "
			"'1000' is not a whole number from 0 to 999");
	refused("tank,company,,soft,,2129,,1,0,1,1,1,1,,,1,,,,,,", "m.csv:3:15: steps '0' is "
			"not a whole number from 1 to 99");
	refused("tank,company,,soft,,2129,,1,2,1,1,1,1,,,1,,,,,,", "m.csv:3:15: steps '2' is "
			"more than max_steps");
	assert_int_equal(one("tank,company,,soft,,eliminated,,1,0,1,1,1,1,,,1,,,,,,", &u, msg,
			sizeof msg), 0);
	assert_false(u.onmap);
	refused("tank,company,,soft,,2129,,1,1,1,1,1,1,,,1,,,1e,,,", "m.csv:3:25: r_att_soft "
			"'1e' is not a whole number from 0 to 999, or empty");
}

static void test_support(void **unused)
{
	static const struct {
		const char *v;
		int x, y, dual;
	} ok[] = { { "", -1, -1, 0 }, { "4", 4, 4, 0 }, { "1-3", 1, 3, 1 }, { "2-", 2, 0, 1 },
		{ "999-999", 999, 999, 1 }, { "007", 7, 7, 0 } };
	static const char *const bad[] = { "-2", "1-2-3", "1234", "1-1234", "x", "1-x", "-" };
	struct s43_unit u;
	char msg[256], row[128];

	for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
		snprintf(row, sizeof row, "tank,company,,soft,,2129,,1,1,1,1,1,1,%s,,1,,,,,%s,",
				ok[i].v, ok[i].v);
		assert_int_equal(one(row, &u, msg, sizeof msg), 0);
		for (int f = 0; f < 2; f++) {
			assert_int_equal(u.sup_x[f], ok[i].x);
			assert_int_equal(u.sup_y[f], ok[i].y);
			assert_int_equal(u.sup_dual[f], ok[i].dual);
		}
	}
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		snprintf(row, sizeof row, "tank,company,,soft,,2129,,1,1,1,1,1,1,%s,,1,,,,,,", bad[i]);
		refused(row, "m.csv:3:20: support '");
	}
}

/* The strings of the flags column, kept by the map (attached= and model= cut to
 * 15 letters, with= and bridge= refused past 31 and 23). */
static void test_flag_strings(void **unused)
{
	struct state st;
	struct s43_map m;

	start();
	unit("a", "allied", "US", "para,company,,soft,,2129,,1,1,1,1,1,1,,,1,,,,,,attached=82;"
			"model=M4;with=0123456789012345678901234567890;bridge=01234567890123456789012;"
			"bombarded=2228;road=2:5;mp=3;fired;held");
	unit("b", "allied", "US", "para,company,,soft,,2129,,1,1,1,1,1,1,,,1,,,,,,"
			"attached=0123456789abcdefXYZ;model=Sherman-Firefly-Vc;attached=36");
	unit("c", "allied", "US", "para,company,,soft,,2129,,1,1,1,1,1,1,,,1,,,,,,");
	load(&st, &m);
	assert_string_equal(m.units[0].attached, "82");
	assert_string_equal(m.units[0].model, "M4");
	assert_string_equal(m.units[0].with, "0123456789012345678901234567890");
	assert_string_equal(m.units[0].bridge, "01234567890123456789012");
	assert_string_equal(m.units[0].bombarded, "2228");
	assert_int_equal(m.units[0].road_cls, 2);
	assert_int_equal(m.units[0].road_seg, 5);
	assert_int_equal(m.units[0].mp_spent, 3);
	assert_int_equal(m.units[0].flags, S43_F_FIRED | S43_F_HELD);
	assert_string_equal(m.units[1].attached, "36");   /* the last one */
	assert_string_equal(m.units[1].model, "Sherman-Firefly");   /* 15 letters */
	assert_string_equal(m.units[2].attached, "");
	assert_string_equal(m.units[2].with, "");
	assert_string_equal(m.units[2].bridge, "");
	assert_string_equal(m.units[2].model, "");
	assert_string_equal(m.units[2].bombarded, "");
	s43_map_free(&m);
	state_free(&st);
	refused("para,company,,soft,,2129,,1,1,1,1,1,1,,,1,,,,,,with="
			"01234567890123456789012345678901", "m.csv:3:28: flag 'with="
			"01234567890123456789012345678901' is not a marker of umpire-salerno43(7)");
	refused("para,company,,soft,,2129,,1,1,1,1,1,1,,,1,,,,,,bridge="
			"012345678901234567890123", "m.csv:3:28: flag 'bridge=");
	refused("para,company,,soft,,2129,,1,1,1,1,1,1,,,1,,,,,,fired;;moved", "m.csv:3:28: "
			"flags 'fired;;moved' have an empty or overlong item");
}

/* A header in another order, with a column more, reads the same units. */
static void test_header_order(void **unused)
{
	static const char other[] =
		"umpire-state,1,salerno43\n"
		"@unit,id,flags,side,nation,kind,size,target,hex,stack,steps,att_armor,"
		"att_soft,def,extra,support,r_def,ma_color,ma\n"
		"unit,x,fired,axis,IT,sp,platoon,open,2129,2,1,3,4,5,?,2-6,3,red,8\n";
	struct state st;
	struct s43_map m;
	struct err e;
	const struct s43_unit *u;

	memset(&e, 0, sizeof e);
	state_init(&st);
	assert_int_equal(state_parse(&st, other, strlen(other), "o.csv", &e), 0);
	assert_int_equal(s43_map_load(&m, &st, &e), 0);
	u = &m.units[0];
	assert_string_equal(u->id, "x");
	assert_int_equal(u->side, S43_AXIS);
	assert_string_equal(u->nation, "IT");
	assert_int_equal(u->kind, S43_K_SP);
	assert_true(u->platoon);
	assert_true(u->silhouette);   /* an SP: a vehicle */
	assert_int_equal(u->target, S43_OPEN);
	assert_int_equal(u->stack, 2);
	assert_int_equal(u->att_armor[0], 3);
	assert_int_equal(u->def[0], 5);
	assert_int_equal(u->def[1], 3);
	assert_int_equal(u->sup_x[0], 2);
	assert_int_equal(u->sup_y[0], 6);
	assert_int_equal(u->ma, 8);
	assert_int_equal(u->ma_color, S43_MA_RED);
	assert_int_equal(u->flags, S43_F_FIRED);
	assert_string_equal(u->division, "");
	s43_map_free(&m);
	state_free(&st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_name),
		cmocka_unit_test(test_near_misses),
		cmocka_unit_test(test_numbers),
		cmocka_unit_test(test_support),
		cmocka_unit_test(test_flag_strings),
		cmocka_unit_test(test_header_order),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
