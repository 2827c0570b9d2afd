/*
 * test_s43_map.c: Salerno 1943's map for movement (core/games/salerno43/map.c):
 * roads by hexside and class (§5.3), ZOC and precipices (§4.0, ruling
 * precipice-zoc), RMF markers by the side they face (§11), mobility (§5.21,
 * §5.22), and the rows it refuses.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/salerno43/move.h"

static const char MAP[] =
	"umpire-state,1,salerno43\n"
	"set,turn,9-afternoon\n"
	"@unit,id,side,nation,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,mobility\n"
	"unit,de-high,axis,DE,infantry,company,soft,0910,1,2,2,6,4,10,\n"
	"unit,de-truck,axis,DE,recon,company,soft,1212,1,2,2,4,3,14,mech\n"
	"unit,uk-tank,allied,UK,tank,platoon,armor,1212,1,1,5,3,5,10,\n"
	"@hex,hex,levels\n"
	"hex,0910,4\nhex,1010,1\nhex,1011,1\nhex,1212,1\n"
	"@hexside,id,feature,high\n"
	"hexside,0910-1010,precipice,0910\n"
	"hexside,1011-1010,road2,\n"
	"@marker,id,type,hex,value,toward\n"
	"marker,rmf-1111,rmf,1111,1/3,allied\n";

static struct grid_hex H(const char *ccrr)
{
	struct grid_hex h = { -1, -1 };

	if (grid_parse(ccrr, &h) != 0)
		fail_msg("bad hex in test: %s", ccrr);
	return h;
}

static int load(const char *text, struct state *st, struct mv_map *mm, struct err *e)
{
	state_init(st);
	memset(e, 0, sizeof *e);
	if (state_parse(st, text, strlen(text), "map", e))
		return e->code;
	return s43_mv_map_load(mm, st, e);
}

static void test_roads_by_hexside(void **unused)
{
	struct state st;
	struct mv_map mm;
	struct err e;

	assert_int_equal(load(MAP, &st, &mm, &e), 0);
	assert_int_equal(s43_mv_road(&mm, H("1010"), H("1011")), 2);
	assert_int_equal(s43_mv_road(&mm, H("1011"), H("1010")), 2);   /* either way */
	assert_int_equal(s43_mv_road(&mm, H("0910"), H("1010")), 0);   /* a precipice, no road */
	s43_mv_map_free(&mm);
	state_free(&st);
}

/* §4.0: no ZOC across a precipice; ruling precipice-zoc=from-high keeps the
 * higher unit's ZOC. */
static void test_zoc_and_precipice(void **unused)
{
	struct state st;
	struct mv_map mm;
	struct err e;

	assert_int_equal(load(MAP, &st, &mm, &e), 0);
	assert_false(s43_mv_enemy_zoc(&mm, "none", S43_ALLIED, H("1010")));
	assert_true(s43_mv_enemy_zoc(&mm, "from-high", S43_ALLIED, H("1010")));
	assert_true(s43_mv_enemy_zoc(&mm, NULL, S43_ALLIED, H("0911")));   /* no precipice */
	assert_false(s43_mv_enemy_zoc(&mm, NULL, S43_AXIS, H("0911")));    /* own units */
	s43_mv_map_free(&mm);
	state_free(&st);
}

static void test_rmf_faces_one_side(void **unused)
{
	struct state st;
	struct mv_map mm;
	struct err e;

	assert_int_equal(load(MAP, &st, &mm, &e), 0);
	assert_int_equal(s43_mv_rmf_near(&mm, S43_ALLIED, H("1011")), 0);
	assert_int_equal(mm.rmf[0].value, 3);
	assert_int_equal(s43_mv_rmf_near(&mm, S43_AXIS, H("1011")), -1);
	assert_int_equal(s43_mv_rmf_near(&mm, S43_ALLIED, H("1212")), -1);  /* not adjacent */
	s43_mv_map_free(&mm);
	state_free(&st);
}

/* §5.21, §5.22: vehicles are mechanised; `mobility` says so for the rest. */
static void test_mobility(void **unused)
{
	struct state st;
	struct mv_map mm;
	struct err e;

	assert_int_equal(load(MAP, &st, &mm, &e), 0);
	assert_int_equal(mm.mech[s43_unit_find(&mm.m, "de-high") - mm.m.units], 0);
	assert_int_equal(mm.mech[s43_unit_find(&mm.m, "de-truck") - mm.m.units], 1);
	assert_int_equal(mm.mech[s43_unit_find(&mm.m, "uk-tank") - mm.m.units], 1);
	assert_int_equal(mm.day, 9);
	assert_int_equal(mm.period, 1);
	s43_mv_map_free(&mm);
	state_free(&st);
}

static void refused(const char *from, const char *to, const char *where)
{
	char text[sizeof MAP + 64];
	const char *p = strstr(MAP, from);
	struct state st;
	struct mv_map mm;
	struct err e;

	assert_non_null(p);
	snprintf(text, sizeof text, "%.*s%s%s", (int)(p - MAP), MAP, to, p + strlen(from));
	assert_int_equal(load(text, &st, &mm, &e), EXIT_DATA);
	if (strstr(e.msg, where) == NULL)
		fail_msg("message \"%s\" lacks \"%s\"", e.msg, where);
	s43_mv_map_free(&mm);
	state_free(&st);
}

static void test_bad_rows(void **unused)
{
	refused("1011-1010,road2", "1011-1010,road9", "map:14:3: feature 'road9'");
	refused("1011-1010,road2", "1011-1013,road2", "map:14:2: hexside '1011-1013'");
	refused("rmf,1111,1/3", "rmf,1111,1/4", "map:16:5: RMF value '1/4'");
	refused("14,mech", "14,wheels", "map:5:15: mobility 'wheels'");
	refused("9-afternoon", "9-evening", "map:2:3: turn '9-evening'");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_roads_by_hexside),
		cmocka_unit_test(test_zoc_and_precipice),
		cmocka_unit_test(test_rmf_faces_one_side),
		cmocka_unit_test(test_mobility),
		cmocka_unit_test(test_bad_rows),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
