/*
 * csvline.c: one line of CSV into its fields through libcsv (csvline.h).
 * libcsv says nothing of where a field starts, so the line is fed to it one
 * byte at a time: a field is handed over at the comma (or line end) that
 * closes it, and the next one starts at the byte after that comma. The lines
 * are short (a ledger entry, a deal row: under 200 bytes), so this costs
 * nothing a reader would see.
 */
#include <csv.h>
#include <stdlib.h>
#include <string.h>

#include "csvline.h"

struct split {
	struct csvline *l;
	size_t at;      /* the byte being fed */
	size_t start;   /* where the current field starts */
	size_t w;       /* bytes used in l->buf */
	int rows;
	int bad;        /* column of a field after the record ended, or 0 */
};

static void on_field(void *s, size_t len, void *data)
{
	struct split *sp = data;
	struct csvline *l = sp->l;

	if (sp->rows > 0 && sp->bad == 0)
		sp->bad = (int)sp->start + 1;
	if (l->n < CSVLINE_MAX) {
		l->f[l->n] = l->buf + sp->w;
		l->col[l->n] = (int)sp->start + 1;
		if (len)
			memcpy(l->buf + sp->w, s, len);
		sp->w += len;
		l->buf[sp->w++] = '\0';
	}
	l->n++;
	sp->start = sp->at + 1;
}

static void on_row(int c, void *data)
{
	struct split *sp = data;

	(void)c;
	sp->rows++;
	sp->start = sp->at + 1;
}

static int no_space(unsigned char c)
{
	(void)c;
	return 0;
}

int csvline_split(struct csvline *l, const char *s, size_t len, int flags, int *col)
{
	struct split sp = { .l = l };
	struct csv_parser p;
	int rc = 0;

	l->n = 0;
	*col = 0;
	/* the fields hold no more than the line's bytes and a NUL each */
	if (len + CSVLINE_MAX + 1 > l->cap) {
		char *b = realloc(l->buf, len + CSVLINE_MAX + 1);
		if (b == NULL)
			return -2;
		l->buf = b;
		l->cap = len + CSVLINE_MAX + 1;
	}
	if (csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0)
		return -2;
	if (flags & CSVLINE_SPACES)
		csv_set_space_func(&p, no_space);
	for (; sp.at < len && rc == 0; sp.at++)
		if (csv_parse(&p, s + sp.at, 1, on_field, on_row, &sp) != 1) {
			rc = csv_error(&p) == CSV_ENOMEM ? -2 : -1;
			*col = (int)sp.at + 1;
		}
	if (rc == 0 && csv_fini(&p, on_field, on_row, &sp) != 0) {
		rc = csv_error(&p) == CSV_ENOMEM ? -2 : -1;
		*col = (int)sp.start + 1;   /* the quote never closed opens this field */
	}
	csv_free(&p);
	if (rc == 0 && sp.bad) {
		rc = -1;
		*col = sp.bad;
	}
	return rc;
}

void csvline_free(struct csvline *l)
{
	free(l->buf);
	memset(l, 0, sizeof *l);
}
