/*
 * fuzz_table.c: libFuzzer harness for the rule table reader (table.c): any
 * input parses or fails cleanly, every cell of a parsed table is readable, and
 * the fast path (table_parse: lines cut in place) agrees with libcsv
 * (table_parse_libcsv: every line through it) on the outcome, the message,
 * every cell and every row's line; abort() on any difference.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"

static void differ(const char *what, int row, int col)
{
	fprintf(stderr, "fuzz_table: table_parse and table_parse_libcsv differ: %s "
			"(row %d, column %d)\n", what, row, col);
	abort();
}

static void same(const struct table *a, int ra, const struct err *ea,
		const struct table *b, int rb, const struct err *eb)
{
	if (ra != rb)
		differ("return code", -1, -1);
	if (strcmp(ea->msg, eb->msg) != 0)
		differ("message", -1, -1);
	if (a->nrows != b->nrows || a->ncols != b->ncols)
		differ("shape", a->nrows, a->ncols);
	for (int r = 0; r < a->nrows; r++) {
		if (a->lines[r] != b->lines[r])
			differ("line", r, -1);
		for (int c = 0; c < a->ncols; c++)
			if (strcmp(table_cell(a, r, c), table_cell(b, r, c)) != 0)
				differ("cell", r, c);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct table t, ref;
	struct err e = { 0 }, eref = { 0 };
	int rc = table_parse(&t, (const char *)data, size, "fuzz.csv", &e);
	int rcref = table_parse_libcsv(&ref, (const char *)data, size, "fuzz.csv", &eref);

	same(&t, rc, &e, &ref, rcref, &eref);
	if (rc == 0) {
		size_t total = 0;
		const char *out;
		for (int r = 0; r < t.nrows; r++)
			for (int c = 0; c < t.ncols; c++)
				total += strlen(table_cell(&t, r, c));
		if (t.nrows > 1 && t.ncols > 0) {
			struct err e2 = { 0 };
			table_need(&t, 1, 0, "§0", &out, &e2);
		}
		(void)total;
	}
	table_free(&t);
	table_free(&ref);
	return 0;
}
