/*
 * fuzz_heroes.c: libFuzzer harness for Heroes of Normandie's state and orders:
 * the board items (Lines, elements, squares, corners, tiles), counters, units
 * and markers of a state the fuzzer writes, then one order with supplied dice
 * and its exact odds (when it rolls at most 3 dice). The input is
 *
 *   umpire-state,1,heroes ... \n%%\n ORDER LINE \n <dice bytes>
 *
 * The tables are the transcripts' test tables (tests/golden/data/hn-tables:
 * core values, gear and tiles filled with test data), so the orders go past the
 * '?' cells the shipped tables stop at. tests/fuzz/run seeds the corpus from
 * tests/fuzz/corpus/heroes/. Nothing may crash, leak or read out of bounds.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "log.h"
#include "view.h"

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
	const char *sep = find(data, size, "\n%%\n"), *p, *end = (const char *)data + size;
	char order[512];
	int faces[64], nfaces = 0;
	struct state st;
	struct err e = { 0 };
	/* the test tables are read once per process (table_get keeps what it
	 * loaded and nothing writes to it): reading them again for every input
	 * was a sixth of the run */
	static struct tables ts;
	static int loaded;
	struct log quiet = { 0 };
	struct order o = { 0 };
	const struct game *gm = game_find("heroes");

	if (sep == NULL || gm == NULL)
		return 0;
	p = sep + 4;
	const char *nl = memchr(p, '\n', (size_t)(end - p));
	size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
	if (n >= sizeof order)
		return 0;
	memcpy(order, p, n);
	order[n] = '\0';
	p += n + (nl != NULL);
	while (p < end && nfaces < 64)
		faces[nfaces++] = 1 + (unsigned char)*p++ % 6;
	state_init(&st);
	if (state_parse(&st, (const char *)data, (size_t)(sep + 1 - (const char *)data),
			"fuzz.csv", &e) != 0 || strcmp(st.game, "heroes") != 0) {
		state_free(&st);
		return 0;
	}
	struct game_ctx g = { .game = gm, .log = &quiet };
	if (!loaded)
		tables_init(&ts, "tests/golden/data/hn-tables"), loaded = 1;
	g.tables = &ts;
	if (game_check_house_rules(gm, &st, &e) == 0 && gm->check(&g, &st, &e) == 0) {
		FILE *null = fopen("/dev/null", "w");
		if (null != NULL) {
			struct err e2 = { 0 };
			struct view v;
			view_init(&v, gm->id);   /* what `show` prints (cli_describe) */
			if (gm->describe(&g, &st, &v, &e2) == 0 && view_check(&v, &e2) == 0)
				view_print(&v, null, LOG_TEXT, &e2);
			view_free(&v);
			fclose(null);
		}
		if (order_parse_line(&o, order, gm->orders, gm->norders, gm->id, &e) == 0) {
			struct chance *c = calloc(1, sizeof *c);
			struct odds_report r = { 0 };
			struct err e3 = { 0 };
			if (c == NULL)
				abort();
			/* odds on a copy first, when the order rolled at most 3 dice with
			 * the faces given (odds enumerate every die: 6^n runs under the
			 * sanitizers) */
			struct state copy;
			size_t len;
			char *text = state_text(&st, gm->kinds, &len);
			chance_supplied(c, faces, nfaces);
			state_init(&copy);
			if (text != NULL && state_parse(&copy, text, len, "copy", &e3) == 0 &&
					game_resolve(&g, &copy, &o, c, &e3) == 0 && c->nused <= 3 &&
					o.spec->odds != NULL) {
				struct err e4 = { 0 };
				game_odds(&g, &st, &o, &r, &e4);
			}
			state_free(&copy);
			free(text);
			odds_report_free(&r);
			chance_supplied(c, faces, nfaces);
			game_resolve(&g, &st, &o, c, &e);
			free(c);
		}
	}
	order_free(&o);
	state_free(&st);
	return 0;
}
