/*
 * fuzz_journal.c: libFuzzer harness for the journal reader (journal_parse) and
 * its chance record (journal_chance_decode / _encode), on any bytes: a
 * journal comes from the other player, a stranger. Nothing may crash, leak or
 * read out of bounds. A journal that parses must have a row 0 and rows of 7
 * fields; every chance record that decodes must encode back to a record that
 * decodes to the same items, and encoding twice gives the same text (the
 * escapes are exact). Reading the CRLF copy of the input gives the same rows.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "journal.h"

static void same_chance(const struct journal_chance *a, const struct journal_chance *b)
{
#define SAME(f) do { if ((a->f == NULL) != (b->f == NULL) || \
		(a->f && strcmp(a->f, b->f))) abort(); } while (0)
	SAME(mode); SAME(seed); SAME(card); SAME(dice); SAME(commit); SAME(key); SAME(secret);
	if (a->draws != b->draws || a->has_draws != b->has_draws || a->line != b->line ||
	    a->refused != b->refused || a->nrules != b->nrules)
		abort();
	for (int i = 0; i < a->nrules; i++)
		if (strcmp(a->rule[i], b->rule[i]))
			abort();
#undef SAME
}

static void chance_roundtrip(const char *field)
{
	struct journal_chance jc, back;
	struct err e = { 0 };
	char *text = strdup(field);

	if (text && journal_chance_decode(text, &jc, &e) == 0) {
		char *enc = journal_chance_encode(&jc), *again = enc ? strdup(enc) : NULL;
		struct err e2 = { 0 };
		if (enc == NULL || again == NULL || journal_chance_decode(enc, &back, &e2) != 0)
			abort();
		same_chance(&jc, &back);
		char *enc2 = journal_chance_encode(&back);
		if (enc2 == NULL || strcmp(enc2, again) != 0)
			abort();
		free(enc2);
		free(again);
		free(enc);
	}
	free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct journal jn, crlf;
	struct err e = { 0 }, e2 = { 0 };

	if (journal_parse((const char *)data, size, "fuzz", &jn, &e) == 0) {
		if (jn.nrows < 1)
			abort();
		for (int i = 0; i < jn.nrows; i++)
			chance_roundtrip(jn.rows[i].f[JOURNAL_CHANCE]);
		/* the same journal with CRLF line ends, as a mail client leaves it */
		char *c = malloc(2 * size + 1), *w = c;
		if (c) {
			for (size_t i = 0; i < size; i++) {
				if (data[i] == '\n' && (i == 0 || data[i - 1] != '\r'))
					*w++ = '\r';
				*w++ = (char)data[i];
			}
			if (!memchr(data, '\r', size)) {
				if (journal_parse(c, (size_t)(w - c), "crlf", &crlf, &e2) != 0 ||
				    crlf.nrows != jn.nrows)
					abort();
				for (int i = 0; i < jn.nrows; i++)
					for (int k = 0; k < JOURNAL_NFIELDS; k++)
						if (strcmp(jn.rows[i].f[k], crlf.rows[i].f[k]))
							abort();
				journal_free(&crlf);
			}
			free(c);
		}
		journal_free(&jn);
	}
	/* the input as a chance record itself */
	char *field = malloc(size + 1);
	if (field) {
		memcpy(field, data, size);
		field[size] = '\0';
		chance_roundtrip(field);
		free(field);
	}
	return 0;
}
