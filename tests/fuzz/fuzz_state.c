/*
 * fuzz_state.c: libFuzzer harness for the state reader and writer (state.c) and
 * each game's check of a state (for Salerno, its model, model.c). Any input must parse or fail cleanly; a state
 * that parses must write canonically, and its canonical text must read back
 * and write again byte for byte (the round trip of DESIGN.md). The fast reading
 * of lines without a quote (state_parse) must give what libcsv alone gives
 * (state_parse_libcsv): the same status, message and canonical text. What
 * state_write streams is the canonical text byte for byte.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct state st, again;
	struct err e = { 0 };
	size_t n1, n2;

	state_init(&st);
	state_init(&again);
	{
		struct err ref = { 0 };
		int rc = state_parse(&st, (const char *)data, size, "fuzz.csv", &e);
		if (state_parse_libcsv(&again, (const char *)data, size, "fuzz.csv", &ref) != rc ||
				strcmp(e.msg, ref.msg) != 0)
			abort();   /* the fast reading is libcsv's */
		if (rc == 0) {
			char *a = state_text(&st, NULL, &n1), *b = state_text(&again, NULL, &n2);
			if (a == NULL || b == NULL || n1 != n2 || memcmp(a, b, n1) != 0)
				abort();
			free(a);
			free(b);
		}
		state_free(&again);
		memset(&e, 0, sizeof e);
	}
	if (state_parse(&st, (const char *)data, size, "fuzz.csv", &e) == 0) {
		const struct game *gm = game_find(st.game);
		const char *const *kinds = gm ? gm->kinds : NULL;
		char *t1 = state_text(&st, kinds, &n1), *t2;
		struct err e2 = { 0 };

		if (t1 == NULL)
			abort();
		{
			char *w = NULL;
			size_t nw = 0;
			FILE *f = open_memstream(&w, &nw);
			if (f == NULL || state_write(&st, kinds, f) != 0 || fclose(f) != 0 ||
					nw != n1 || memcmp(w, t1, n1) != 0)
				abort();   /* the stream is the text */
			free(w);
		}
		state_init(&again);
		if (state_parse(&again, t1, n1, "canonical.csv", &e2) != 0)
			abort();   /* what we write, we read */
		t2 = state_text(&again, kinds, &n2);
		if (t2 == NULL || n1 != n2 || memcmp(t1, t2, n1) != 0)
			abort();   /* canonical text is a fixed point */
		if (gm != NULL) {
			struct tables ts;
			struct log quiet = { 0 };
			struct game_ctx g = { .game = gm, .log = &quiet };
			tables_init(&ts, NULL);
			g.tables = &ts;
			memset(&e2, 0, sizeof e2);
			if (game_check_house_rules(gm, &st, &e2) == 0)
				gm->check(&g, &st, &e2);
			tables_free(&ts);
		}
		free(t1);
		free(t2);
		state_free(&again);
	}
	state_free(&st);
	return 0;
}
