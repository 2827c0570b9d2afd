/*
 * fuzz_batch.c: libFuzzer harness for the batch file reader (batch.c). Any
 * input is read to its end or fails cleanly; each row handed over has the next
 * row number, a line that never goes back, a column of 1 or more and an order
 * that is NUL-free valid UTF-8 text, which is then parsed against salerno43's
 * order table, as `umpire odds --batch` does. Reading the same bytes from a
 * FILE gives the same rows and the same error.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "game.h"

struct seen {
	const struct game *gm;
	int rows, line;
	uint64_t hash;           /* of every row handed over, in order */
};

static uint64_t mix(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;

	for (size_t i = 0; i < n; i++)
		h = (h ^ s[i]) * 0x100000001b3ULL;
	return h;
}

static int on_order(void *ctx, int row, int line, int col, const char *text,
		struct err *e)
{
	struct seen *s = ctx;
	struct order o = { 0 };
	struct err e2 = { 0 };

	if (row != s->rows + 1 || line < 1 || line < s->line || col < 1)
		abort();
	s->rows = row;
	s->line = line;
	s->hash = mix(s->hash, &row, sizeof row);
	s->hash = mix(s->hash, &line, sizeof line);
	s->hash = mix(s->hash, &col, sizeof col);
	s->hash = mix(s->hash, text, strlen(text) + 1);
	/* an order that does not parse stops the batch when it says "stop", so
	 * that both the reader's going on and its placing an error are fuzzed */
	if (order_parse_line(&o, text, s->gm->orders, s->gm->norders, s->gm->id, &e2) != 0 &&
			strncmp(text, "stop", 4) == 0)
		err_set(e, e2.code, "%s", e2.msg);
	order_free(&o);
	return e->code;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct seen a = { .gm = game_find("salerno43") }, b = a;
	struct err ea = { 0 }, eb = { 0 };
	FILE *f;

	batch_read_buffer((const char *)data, size, "fuzz.csv", on_order, &a, &ea);
	if (size > 0 && (f = fmemopen((void *)data, size, "rb")) != NULL) {
		batch_read_file(f, "fuzz.csv", on_order, &b, &eb);
		fclose(f);
		if (a.rows != b.rows || a.hash != b.hash || ea.code != eb.code ||
				strcmp(ea.msg, eb.msg) != 0)
			abort();   /* from memory and from a file: the same batch */
	}
	if (ea.code != 0 && strncmp(ea.msg, "fuzz.csv:", 9) != 0 &&
			strcmp(ea.msg, "out of memory") != 0)
		abort();   /* every error names its place */
	return 0;
}
