/*
 * test_order.c: orders (order.c), pending decisions (pending.c) and the ruling
 * in force (game.c): the parsing every command relies on.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "order.h"
#include "pending.h"
#include "state.h"

static const struct order_param params[] = {
	{ "from", "HEX", NULL, "attacking hexes" },
	{ "to", "HEX", NULL, "defending hexes" },
	{ "policy", "ask|always", "ask", "continuation" },
	{ "att", "ID,...", "", "attackers" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_spec specs[] = {
	{ "assault", "§9", "close combat", params },
};

static int parse(struct order *o, struct err *e, int argc, ...)
{
	char *argv[16];
	va_list ap;

	va_start(ap, argc);
	for (int i = 0; i < argc; i++)
		argv[i] = va_arg(ap, char *);
	va_end(ap);
	memset(e, 0, sizeof *e);
	return order_parse(o, argc, argv, specs, 1, "salerno43", e);
}

static void test_parse_and_defaults(void **unused)
{
	struct order o;
	struct err e;

	assert_int_equal(parse(&o, &e, 3, "assault", "to=2228", "from=2129"), 0);
	assert_string_equal(order_get(&o, "from"), "2129");
	assert_string_equal(order_get(&o, "to"), "2228");
	assert_string_equal(order_get(&o, "policy"), "ask");   /* default */
	assert_string_equal(order_get(&o, "att"), "");
	assert_true(order_given(&o, "from"));
	assert_false(order_given(&o, "policy"));
	assert_null(order_get(&o, "rounds"));
	/* the text keeps what was typed, in order, and no defaults */
	assert_string_equal(o.text, "assault to=2228 from=2129");
	order_free(&o);
}

static void test_errors(void **unused)
{
	struct order o;
	struct err e;

	assert_int_equal(parse(&o, &e, 3, "attack", "from=1", "to=2"), EXIT_USAGE);
	assert_non_null(strstr(e.msg, "unknown order 'attack'"));
	order_free(&o);
	assert_int_equal(parse(&o, &e, 3, "assault", "from=1", "to"), EXIT_USAGE);
	assert_non_null(strstr(e.msg, "'to' is not key=value"));
	order_free(&o);
	assert_int_equal(parse(&o, &e, 3, "assault", "from=1", "=2"), EXIT_USAGE);
	order_free(&o);
	assert_int_equal(parse(&o, &e, 4, "assault", "from=1", "to=2", "bogus=3"), EXIT_USAGE);
	assert_non_null(strstr(e.msg, "unknown argument 'bogus'"));
	order_free(&o);
	assert_int_equal(parse(&o, &e, 4, "assault", "from=1", "to=2", "from=3"), EXIT_USAGE);
	assert_non_null(strstr(e.msg, "'from' given twice"));
	order_free(&o);
	assert_int_equal(parse(&o, &e, 2, "assault", "from=1"), EXIT_USAGE);
	assert_string_equal(e.msg, "assault: missing to=HEX");
	order_free(&o);
	assert_int_equal(parse(&o, &e, 0), EXIT_USAGE);
	assert_string_equal(e.msg, "no order given (see 'umpire orders salerno43')");
	order_free(&o);
	/* a slip of the fingers gets the nearest verb or key, and the game is named */
	assert_int_equal(parse(&o, &e, 3, "asault", "from=1", "to=2"), EXIT_USAGE);
	assert_string_equal(e.msg, "unknown order 'asault' of salerno43; did you mean "
			"'assault'? (see 'umpire orders salerno43')");
	order_free(&o);
	assert_int_equal(parse(&o, &e, 3, "assault", "form=1", "to=2"), EXIT_USAGE);
	assert_string_equal(e.msg, "assault: unknown argument 'form'; did you mean 'from'? "
			"(see 'umpire orders salerno43')");
	order_free(&o);
}

static void test_parse_line(void **unused)
{
	struct order o;
	struct err e = { 0 };

	assert_int_equal(order_parse_line(&o, "  assault\tfrom=2129  to=2228\r\n", specs, 1, "salerno43", &e),
			0);
	assert_string_equal(order_get(&o, "to"), "2228");
	assert_string_equal(o.text, "assault from=2129 to=2228");
	order_free(&o);
	memset(&e, 0, sizeof e);
	assert_int_equal(order_parse_line(&o, "", specs, 1, "salerno43", &e), EXIT_USAGE);
	order_free(&o);
	/* a line too long fails before parsing starts: freeing is still safe */
	char big[2048];
	memset(big, 'a', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	memset(&o, 0xa5, sizeof o);
	memset(&e, 0, sizeof e);
	assert_int_equal(order_parse_line(&o, big, specs, 1, "salerno43", &e), EXIT_USAGE);
	assert_int_equal(o.n, 0);
	order_free(&o);
}

static void test_split(void **unused)
{
	char items[4][8];

	assert_int_equal(order_split("a,bb,ccc", items[0], 8, 4), 3);
	assert_string_equal(items[1], "bb");
	assert_string_equal(items[2], "ccc");
	assert_int_equal(order_split("", items[0], 8, 4), 0);
	assert_int_equal(order_split("a,,b", items[0], 8, 4), -1);     /* empty item */
	assert_int_equal(order_split("a,", items[0], 8, 4), -1);
	assert_int_equal(order_split("abcdefgh", items[0], 8, 4), -1);  /* too long */
	assert_int_equal(order_split("a,b,c,d,e", items[0], 8, 4), -1); /* too many */
}

static void load(struct state *st, const char *text)
{
	struct err e = { 0 };

	state_init(st);
	assert_int_equal(state_parse(st, text, strlen(text), "s.csv", &e), 0);
}

static void test_pending(void **unused)
{
	struct state st;
	struct err e = { 0 };
	char order[256], seed[32];
	int dice[8], n = -1;
	const int used[] = { 6, 1, 3, 4 };

	load(&st, "umpire-state,1,salerno43\nset,seed,x\n");
	assert_null(pending_get(&st));
	assert_int_equal(pending_add(&st, "allied", "allied_loss", "2cdo-a|2cdo-b",
			"assault from=2129 to=2228 allied_loss=2cdo-b", &e), 0);
	assert_int_equal(pending_record_chance(&st, NULL, used, 4, &e), 0);
	assert_non_null(pending_get(&st));
	/* not an option: refused, nothing changes */
	assert_int_equal(pending_answer(&st, "cp-2228", order, sizeof order, dice, &n, 8, seed,
			sizeof seed, &e),
			EXIT_USAGE);
	assert_non_null(pending_get(&st));
	/* the answer is appended to the argument the order already has */
	memset(&e, 0, sizeof e);
	assert_int_equal(pending_answer(&st, "2cdo-a", order, sizeof order, dice, &n, 8, seed,
			sizeof seed, &e), 0);
	assert_string_equal(seed, "");
	assert_string_equal(order, "assault from=2129 to=2228 allied_loss=2cdo-b,2cdo-a");
	assert_int_equal(n, 4);
	assert_memory_equal(dice, used, sizeof used);
	/* answered: the pending kind is gone, as if never there */
	assert_null(state_kind(&st, "pending"));
	/* an argument the order lacks is added */
	assert_int_equal(pending_add(&st, "axis", "continue", "yes|no",
			"assault from=2129 to=2228", &e), 0);
	/* a seeded order records its seed, and no faces */
	assert_int_equal(pending_record_chance(&st, "hx7Qm2", used, 4, &e), 0);
	assert_int_equal(pending_answer(&st, "no", order, sizeof order, dice, &n, 8, seed,
			sizeof seed, &e), 0);
	assert_string_equal(order, "assault from=2129 to=2228 continue=no");
	assert_int_equal(n, 0);
	assert_string_equal(seed, "hx7Qm2");
	/* nothing pending */
	assert_int_equal(pending_answer(&st, "no", order, sizeof order, dice, &n, 8, seed,
			sizeof seed, &e), EXIT_USAGE);
	state_free(&st);
}

static void test_rulings(void **unused)
{
	const struct game *gm = game_find("salerno43");
	struct game_ctx g = { .game = gm };
	struct state st;
	struct err e = { 0 };

	assert_non_null(gm);
	load(&st, "umpire-state,1,salerno43\nset,rule.mixed-rounding,up\n");
	/* default, then the state's house rule, then --rule */
	assert_string_equal(game_rule(&g, NULL, "mixed-rounding"), "down");
	assert_string_equal(game_rule(&g, &st, "mixed-rounding"), "up");
	assert_true(game_rule_changed(&g, &st, "mixed-rounding"));
	g.rule_id[0] = "mixed-rounding";
	g.rule_val[0] = "nearest";
	g.nrules = 1;
	assert_string_equal(game_rule(&g, &st, "mixed-rounding"), "nearest");
	assert_null(game_rule(&g, &st, "no-such-ruling"));
	assert_true(game_ruling_allows(game_ruling(gm, "crt-defender-half"), "literal"));
	assert_true(game_ruling_allows(game_ruling(gm, "crt-defender-half"), "reconstructed"));
	assert_false(game_ruling_allows(game_ruling(gm, "crt-defender-half"), "lit"));
	assert_int_equal(game_check_house_rules(gm, &st, &e), 0);
	state_free(&st);
	load(&st, "umpire-state,1,salerno43\nset,turn,9\nset,rule.no-such,1\n");
	assert_int_equal(game_check_house_rules(gm, &st, &e), EXIT_DATA);
	assert_non_null(strstr(e.msg, "s.csv:3:2: house rule 'no-such'"));
	state_free(&st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_and_defaults),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_parse_line),
		cmocka_unit_test(test_split),
		cmocka_unit_test(test_pending),
		cmocka_unit_test(test_rulings),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
