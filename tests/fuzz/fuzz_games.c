/*
 * fuzz_games.c: libFuzzer harness for every game's check and resolve on states
 * the fuzzer writes itself (fuzz_resolve keeps one Salerno state and varies the
 * order). The input is a state, a line "%%", an order line, a card line (empty
 * for none), then dice faces (one byte each, 1 + byte % 6):
 *
 *   umpire-state,1,GAME ... %% \n fire from=... \n card \n <dice bytes>
 *
 * The state is parsed and checked by its game; if it passes, the order is
 * resolved with those dice and that card. Nothing may crash, leak or read out
 * of bounds. tests/fuzz/run seeds the corpus from the test transcripts.
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

/* The next line of [*p, end) into buf (NUL-terminated); 0 if it does not fit. */
static int line(const char **p, const char *end, char *buf, size_t size)
{
	const char *nl = memchr(*p, '\n', (size_t)(end - *p));
	size_t n = nl ? (size_t)(nl - *p) : (size_t)(end - *p);

	if (n >= size)
		return 0;
	memcpy(buf, *p, n);
	buf[n] = '\0';
	*p += n + (nl != NULL);
	return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *sep = find(data, size, "\n%%\n"), *p, *end = (const char *)data + size;
	char order[512], card[256];
	int faces[64], nfaces = 0;
	struct state st;
	struct err e = { 0 };
	struct tables ts;
	struct log quiet = { 0 };
	struct order o = { 0 };
	const struct game *gm;

	if (sep == NULL)
		return 0;
	p = sep + 4;
	if (!line(&p, end, order, sizeof order) || !line(&p, end, card, sizeof card))
		return 0;
	while (p < end && nfaces < 64)
		faces[nfaces++] = 1 + (unsigned char)*p++ % 6;
	state_init(&st);
	if (state_parse(&st, (const char *)data, (size_t)(sep + 1 - (const char *)data),
			"fuzz.csv", &e) != 0 || (gm = game_find(st.game)) == NULL) {
		state_free(&st);
		return 0;
	}
	struct game_ctx g = { .game = gm, .log = &quiet, .card = *card && game_takes_cards(gm) ? card : NULL };
	tables_init(&ts, NULL);
	g.tables = &ts;
	if (game_check_house_rules(gm, &st, &e) == 0 && gm->check(&g, &st, &e) == 0 &&
	    order_parse_line(&o, order, gm->orders, gm->norders, gm->id, &e) == 0) {
		struct chance *c = calloc(1, sizeof *c);
		if (c == NULL)
			abort();
		chance_supplied(c, faces, nfaces);
		game_resolve(&g, &st, &o, c, &e);
		free(c);
	}
	order_free(&o);
	tables_free(&ts);
	state_free(&st);
	return 0;
}
