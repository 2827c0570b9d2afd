/*
 * fuzz_table.c: libFuzzer harness for the rule table reader (table.c): any
 * input parses or fails cleanly, and every cell of a parsed table is readable.
 */
#include <stdint.h>
#include <string.h>

#include "table.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct table t;
	struct err e = { 0 };

	memset(&t, 0, sizeof t);
	if (table_parse(&t, (const char *)data, size, "fuzz.csv", &e) == 0) {
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
	return 0;
}
