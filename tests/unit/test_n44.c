/*
 * test_n44.c: Normandie 1944's mechanics that need no order: the digest's
 * derived tests of disorganization (T1, T2, §6.5), the ruling d1-plus-d2, a step
 * lost (§6.10), the rulebook's hex numbering (AABB: row, column), the combat
 * table's columns with the '?' the rulebook leaves (§6.3, E4, E6), and the
 * result cells (charts.c). Each test is named by its rule.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/normandie44/n44.h"

static struct n44_unit unit(int steps, int max, int d)
{
	struct n44_unit u;

	memset(&u, 0, sizeof u);
	snprintf(u.id, sizeof u.id, "test");
	u.steps = steps;
	u.max = max;
	u.d = d;
	u.loc.kind = N44_L_HEX;
	return u;
}

/* T1 (§6.5): a fresh unit receives D1, then D1 again: D1, then D2. */
static void test_T1_6_5_d1_then_d1(void **unused)
{
	struct n44_unit u = unit(2, 2, 0);

	assert_int_equal(n44_disorganize(NULL, NULL, &u, 1), 0);
	assert_int_equal(u.d, 1);
	assert_int_equal(n44_disorganize(NULL, NULL, &u, 1), 0);
	assert_int_equal(u.d, 2);
	assert_int_equal(u.steps, 2);
}

/* T2 (§6.5): a D2 unit receives D1: it loses a step and stays D2. */
static void test_T2_6_5_d2_plus_d1(void **unused)
{
	struct n44_unit u = unit(2, 2, 2);

	assert_int_equal(n44_disorganize(NULL, NULL, &u, 1), 1);
	assert_int_equal(u.steps, 1);
	assert_int_equal(u.d, 2);
}

/* §6.5, ruling d1-plus-d2 (default d2-and-step): D1 receiving D2. */
static void test_6_5_d1_plus_d2(void **unused)
{
	struct n44_unit u = unit(3, 3, 1);

	assert_int_equal(n44_disorganize(NULL, NULL, &u, 2), 1);
	assert_int_equal(u.d, 2);
	assert_int_equal(u.steps, 2);
}

/* §6.10: the last step lost sends the unit to the Cadre box; by a retreat, it
 * is captured for good (§6.6). */
static void test_6_10_last_step(void **unused)
{
	struct n44_unit u = unit(1, 2, 2);

	n44_lose_step(&u, 0);
	assert_int_equal(u.steps, 0);
	assert_int_equal(u.loc.kind, N44_L_CADRE);
	assert_int_equal(u.d, 0);
	u = unit(2, 2, 0);
	n44_lose_step(&u, 1);
	assert_int_equal(u.loc.kind, N44_L_CAPTURED);
}

/* §11.1, §11.2: "colonne 17", "l'est de la colonne XX13": the last two digits are
 * the column; Cherbourg 0223 north, Marigny 1218 south. */
static void test_11_hex_numbering(void **unused)
{
	struct grid_hex h;
	struct n44_model m;
	char out[5];

	memset(&m, 0, sizeof m);
	assert_int_equal(n44_hex_parse("0223", &h), 0);
	assert_int_equal(h.row, 2);
	assert_int_equal(h.col, 23);
	n44_hex_format(h, out);
	assert_string_equal(out, "0223");
	/* Arromanches 0711 is 3 hexes east of St Laurent 0714 (§7.1.1) */
	struct grid_hex a, b;
	n44_hex_parse("0711", &a);
	n44_hex_parse("0714", &b);
	assert_int_equal(n44_distance(&m, a, b), 3);
	/* the odd-offset ruling moves the half-hex shift to the odd columns */
	n44_hex_parse("0712", &a);
	n44_hex_parse("0813", &b);
	assert_true(n44_adjacent(&m, a, b));
	m.offset = 1;
	assert_false(n44_adjacent(&m, a, b));
}

/* The result cells (charts.c), parsed and printed back. */
static void test_charts_result_cells(void **unused)
{
	struct n44_result r;
	char err[300], out[64];

	assert_int_equal(n44_result_parse("1D1/2R1E", &r, err, sizeof err), 0);
	assert_int_equal(r.steps[0], 1);
	assert_int_equal(r.d[0], 1);
	assert_int_equal(r.steps[1], 2);
	assert_int_equal(r.r[1], 1);
	assert_int_equal(r.exploit, 1);
	n44_result_format(&r, out, sizeof out);
	assert_string_equal(out, "1D1/2R1E");
	assert_int_equal(n44_result_parse("-/X", &r, err, sizeof err), 0);
	assert_int_equal(r.steps[1], -1);
	assert_int_equal(n44_result_parse("A2", &r, err, sizeof err), 0);
	assert_int_equal(r.a[1], 2);
	assert_int_equal(n44_result_parse("1Q/-", &r, err, sizeof err), -1);
	assert_int_equal(n44_result_parse("D3/-", &r, err, sizeof err), -1);
	assert_int_equal(n44_result_parse("11/-", &r, err, sizeof err), -1);
}

/* §6.3, E4, E6: the shipped combat table's header parses, with the columns
 * the rulebook leaves unnamed ('?') between the known ones. */
static void test_6_3_crt_header(void **unused)
{
	struct tables ts;
	struct game_ctx g;
	struct n44_crt crt;
	struct err e = { 0 };

	memset(&g, 0, sizeof g);
	tables_init(&ts, NULL);
	g.tables = &ts;
	assert_int_equal(n44_crt_load(&g, "crt", &crt, &e), 0);
	assert_int_equal(crt.ncol, 8);
	assert_string_equal(crt.col[crt.first].name, "1/3");
	assert_string_equal(crt.col[crt.last].name, "6/1");
	assert_true(crt.col[1].gap);
	assert_string_equal(crt.col[3].name, "1.5/1");
	assert_int_equal(crt.col[3].num, 3);
	assert_int_equal(crt.col[3].den, 2);
	assert_true(crt.col[6].gap);
	assert_int_equal(crt.col[6].num, 8);       /* "?>8/3": none up to 8:3 (E4) */
	assert_int_equal(crt.col[6].den, 3);
	tables_free(&ts);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_T1_6_5_d1_then_d1),
		cmocka_unit_test(test_T2_6_5_d2_plus_d1),
		cmocka_unit_test(test_6_5_d1_plus_d2),
		cmocka_unit_test(test_6_10_last_step),
		cmocka_unit_test(test_11_hex_numbering),
		cmocka_unit_test(test_charts_result_cells),
		cmocka_unit_test(test_6_3_crt_header),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
