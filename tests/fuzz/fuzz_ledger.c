/*
 * fuzz_ledger.c: libFuzzer harness for the ledger reader (ledger.c) on any
 * bytes, and for the orders of a committed turn (commit_normalise,
 * commit_line_split). Nothing may crash, leak or read out of bounds. A ledger
 * that parses, written again (ledger_text) and read back, gives the same
 * entries; normalised orders normalise to themselves, and each of their lines
 * splits into at most COMMIT_MAX_WORDS words without a leading "--" but the
 * card's.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "commit.h"
#include "ledger.h"

static void ledger_roundtrip(const uint8_t *data, size_t size)
{
	struct ledger l, m;
	struct err e = { 0 }, e2 = { 0 };
	size_t len;

	if (ledger_parse((const char *)data, size, "fuzz", &l, &e) != 0)
		return;
	char *text = ledger_text(&l, &len);
	if (text == NULL || ledger_parse(text, len, "again", &m, &e2) != 0 || m.n != l.n)
		abort();
	for (int i = 0; i < l.n; i++)
		if (l.v[i].kind != m.v[i].kind || strcmp(l.v[i].commit, m.v[i].commit) ||
		    strcmp(l.v[i].value, m.v[i].value))
			abort();
	free(text);
	ledger_free(&m);
	ledger_free(&l);
}

static void orders(const uint8_t *data, size_t size)
{
	int *lines = NULL, n = 0;
	char *o = commit_normalise((const char *)data, size, &lines, &n);

	if (o == NULL)
		return;
	char *again = commit_normalise(o, strlen(o), NULL, NULL);
	if (memchr(data, '\0', size) == NULL && (again == NULL || strcmp(again, o) != 0))
		abort();
	free(again);
	for (int i = 1; i < n; i++)
		if (lines[i] <= lines[i - 1])
			abort();
	char *save = NULL;
	for (char *l = strtok_r(o, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		struct commit_line cl;
		struct err e = { 0 };
		if (commit_line_split(l, &cl, "fuzz", &e) == 0) {
			if (cl.nwords < 1 || cl.nwords > COMMIT_MAX_WORDS)
				abort();
			for (int k = 0; k < cl.nwords; k++)
				if (!strncmp(cl.words[k], "--", 2))
					abort();
		}
	}
	free(lines);
	free(o);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	ledger_roundtrip(data, size);
	orders(data, size);
	return 0;
}
