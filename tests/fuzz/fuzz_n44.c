/*
 * fuzz_n44.c: libFuzzer harness for Normandie 1944's state loader (model.c:
 * n44_model_load, the game's check) and, when a state loads, one order of the
 * game played on it with dice from the input. The input is a normandie44
 * state, then a line "%%", then an order line, then dice bytes (1 + byte % 6):
 *
 *   umpire-state,1,normandie44 ... %% \n assault hq=... \n <dice bytes>
 *
 * Without "%%" the whole input is a state and only the loader runs. Nothing
 * may crash, leak, read out of bounds or loop. The seed corpus
 * (tests/fuzz/corpus/n44/) holds the game's fixtures and test states with
 * orders of each family; tests/fuzz/run adds every normandie44 state of the
 * transcripts.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

static const char *find(const uint8_t *p, size_t n, const char *s)
{
	size_t k = strlen(s);

	for (size_t i = 0; i + k <= n; i++)
		if (memcmp(p + i, s, k) == 0)
			return (const char *)p + i;
	return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *sep = find(data, size, "\n%%\n"), *end = (const char *)data + size;
	size_t slen = sep ? (size_t)(sep + 1 - (const char *)data) : size;
	const struct game *gm = game_find("normandie44");
	struct state st;
	struct err e = { 0 };
	struct tables ts;
	struct log quiet = { 0 };
	struct order o = { 0 };
	int faces[64], nfaces = 0;
	char order[512] = "";

	if (gm == NULL)
		abort();
	if (sep) {
		const char *p = sep + 4, *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		if (n >= sizeof order)
			return 0;
		memcpy(order, p, n);
		order[n] = '\0';
		for (p += n + (nl != NULL); p < end && nfaces < 64; p++)
			faces[nfaces++] = 1 + (unsigned char)*p % 6;
	}
	state_init(&st);
	if (state_parse(&st, (const char *)data, slen, "fuzz.csv", &e) != 0 ||
	    strcmp(st.game, "normandie44") != 0) {
		state_free(&st);
		return 0;
	}
	struct game_ctx g = { .game = gm, .log = &quiet };
	const char *dir = getenv("UMPIRE_TABLES");
	tables_init(&ts, dir && *dir ? dir : NULL);
	g.tables = &ts;
	if (game_check_house_rules(gm, &st, &e) == 0 && gm->check(&g, &st, &e) == 0 && *order &&
	    order_parse_line(&o, order, gm->orders, gm->norders, gm->id, &e) == 0) {
		struct chance *c = calloc(1, sizeof *c);
		struct odds_report r = { 0 };
		if (c == NULL)
			abort();
		chance_supplied(c, faces, nfaces);
		if (o.spec->odds)
			game_odds(&g, &st, &o, &r, &e);
		odds_report_free(&r);
		e.code = 0;
		game_resolve(&g, &st, &o, c, &e);
		free(c);
	}
	order_free(&o);
	tables_free(&ts);
	state_free(&st);
	return 0;
}
