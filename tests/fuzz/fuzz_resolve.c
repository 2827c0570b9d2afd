/*
 * fuzz_resolve.c: libFuzzer harness for a Salerno resolution alone, the fast
 * half of fuzz_order.c (which also computes the odds of each order): the input
 * is an order line, a newline, then dice faces (one byte each), resolved with
 * those dice on fixture.h's state. Nothing may crash, leak or read out of
 * bounds, whatever the order and the dice.
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
		c = calloc(1, sizeof *c);
		chance_supplied(c, faces, nfaces);
		gm->resolve(&g, &st, &o, c, &e2);
		free(c);
	}
	order_free(&o);
	tables_free(&ts);
	state_free(&st);
	return 0;
}
