/*
 * fuzz_order.c: libFuzzer harness for the whole of a Salerno resolution. The
 * input is an order line, a newline, then dice faces (one byte each): the order
 * is parsed against salerno43's order table and, if it parses, resolved with
 * those dice on a state holding every kind of situation the tests use (river,
 * precipice, supports, stacks, markers), then its odds are computed. Nothing
 * may crash, leak or read out of bounds, whatever the order and the dice.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "fixture.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct game *gm = game_find("salerno43");
	const uint8_t *nl = memchr(data, '\n', size);
	size_t olen = nl ? (size_t)(nl - data) : size;
	char line[512];
	int faces[64], nfaces = 0;
	struct state st;
	struct err e = { 0 };
	struct order o;
	struct tables ts;
	struct log quiet = { 0 };
	struct game_ctx g = { .game = gm, .log = &quiet };
	struct chance *c;

	if (olen >= sizeof line)
		return 0;
	memcpy(line, data, olen);
	line[olen] = '\0';
	if (nl != NULL)
		for (size_t i = olen + 1; i < size && nfaces < 64; i++)
			faces[nfaces++] = 1 + data[i] % 6;
	state_init(&st);
	if (state_parse(&st, fixture_text, sizeof fixture_text - 1, "fuzz.csv", &e) != 0)
		abort();
	tables_init(&ts, NULL);
	g.tables = &ts;
	if (order_parse_line(&o, line, gm->orders, gm->norders, &e) == 0) {
		struct err e2 = { 0 };
		struct odds_report r = { 0 };
		c = calloc(1, sizeof *c);
		chance_supplied(c, faces, nfaces);
		gm->resolve(&g, &st, &o, c, &e2);
		free(c);
		memset(&e2, 0, sizeof e2);
		/* odds on a fresh copy: resolve may have changed st */
		struct state st2;
		state_init(&st2);
		state_parse(&st2, fixture_text, sizeof fixture_text - 1, "fuzz.csv", &e2);
		memset(&e2, 0, sizeof e2);
		if (gm->odds(&g, &st2, &o, &r, &e2) == 0) {
			struct frac sum = { 0, 1 };
			int overflow = 0;
			for (int i = 0; i < r.nrows; i++)
				sum = frac_add(sum, r.rows[i].p, &overflow);
			if (!overflow && !frac_is_one(sum))
				abort();   /* every distribution sums to exactly 1 */
		}
		odds_report_free(&r);
		state_free(&st2);
	}
	order_free(&o);
	tables_free(&ts);
	state_free(&st);
	return 0;
}
