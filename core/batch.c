/*
 * batch.c: reading a batch file of orders (see batch.h).
 *
 * This file owns the CSV side of `umpire odds --batch`: finding the `order`
 * column in the header row, taking each data row's order out of its fields,
 * checking that it is text (no NUL byte, valid UTF-8), and naming the place of
 * every error. It knows nothing of orders or odds: the callback does.
 *
 * Parsing uses libcsv, strict (a stray quote, or a quote never closed, is an
 * error); libcsv trims spaces and tabs around unquoted fields, ends a row at a
 * CR or LF outside quotes (so CRLF files read like LF ones) and skips blank
 * lines. libcsv never says where a field was, so the text is fed to it one
 * physical line at a time, and the line a row starts on is known by counting
 * quotes: in strict CSV a quoted field is open exactly when the quotes seen so
 * far are odd in number (an escaped quote "" counts twice), so a line fed with
 * an even count starts a new row, or is blank, and a line fed with an odd count
 * continues a quoted field. A file read in chunks is fed the same way, a line
 * cut by a chunk boundary being fed in two pieces, so rows are handed to the
 * callback as they are read, never after the whole file.
 *
 * A UTF-8 byte order mark at the start is skipped, since spreadsheets write
 * one (the state and table readers do the same).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <csv.h>

#include "batch.h"
#include "utf8.h"

struct reader {
	struct csv_parser p;
	const char *name;
	batch_row_fn fn;
	void *ctx;
	struct err *e;
	int code;            /* first failure: no row is handed over after it */
	int started;         /* a byte was fed (the byte order mark is checked) */
	int line;            /* the physical line being fed */
	int at_line_start;   /* the next byte fed begins a new line */
	int quotes;          /* quotes fed so far, mod 2: 1 inside a quoted field */
	int quote_line;      /* where the quote that opened a quoted field was */
	int row_line;        /* the line the current row started on */
	int header_done;     /* the header row has been read */
	int order_col;       /* the `order` field's index, -1 if none */
	int nfield;          /* fields of the current row so far */
	int rows;            /* data rows read */
	int has_order;       /* the current row reached the `order` field */
	char *order;         /* that field's text, NUL-terminated */
	size_t olen, ocap;
};

static int oom(struct reader *r)
{
	return r->code = err_set(r->e, EXIT_IO, "out of memory");
}

static void on_field(void *s, size_t len, void *data)
{
	struct reader *r = data;

	if (r->code != 0)
		return;
	if (s == NULL)
		len = 0;
	if (!r->header_done) {
		/* a repeated `order` column: the last one is read */
		if (len == 5 && memcmp(s, "order", 5) == 0)
			r->order_col = r->nfield;
	} else if (r->nfield == r->order_col) {
		if (len + 1 > r->ocap) {
			size_t cap = r->ocap ? r->ocap : 256;
			char *o;

			while (cap < len + 1)
				cap *= 2;
			if ((o = realloc(r->order, cap)) == NULL) {
				oom(r);
				return;
			}
			r->order = o;
			r->ocap = cap;
		}
		if (len > 0)
			memcpy(r->order, s, len);
		r->order[len] = '\0';
		r->olen = len;
		r->has_order = 1;
	}
	r->nfield++;
}

/* The callback failed: put the row's place before its message. */
static void place_error(struct reader *r, int rc)
{
	struct err *e = r->e;
	char msg[sizeof e->msg];

	if (e->code == 0) {
		r->code = err_set(e, rc, "%s:%d:%d: the order failed (exit %d)", r->name,
				r->row_line, r->order_col + 1, rc);
		return;
	}
	r->code = e->code;
	snprintf(msg, sizeof msg, "%s:%d:%d: %s", r->name, r->row_line, r->order_col + 1,
			e->msg);
	memcpy(e->msg, msg, sizeof msg);
}

static void on_row(int c, void *data)
{
	struct reader *r = data;
	int col = r->order_col + 1, rc;
	long bad;

	if (r->code != 0)
		goto next;
	if (!r->header_done) {
		r->header_done = 1;
		if (r->order_col < 0)
			r->code = err_set(r->e, EXIT_DATA, "%s:%d:1: the batch file needs a "
					"header row with a column 'order'", r->name, r->row_line);
		goto next;
	}
	r->rows++;
	if (!r->has_order)
		r->code = err_set(r->e, EXIT_DATA, "%s:%d:%d: row has no 'order' field",
				r->name, r->row_line, col);
	else if (memchr(r->order, '\0', r->olen) != NULL)
		r->code = err_set(r->e, EXIT_DATA, "%s:%d:%d: NUL byte in the order",
				r->name, r->row_line, col);
	else if ((bad = utf8_bad((const unsigned char *)r->order, r->olen)) >= 0)
		r->code = err_set(r->e, EXIT_DATA, "%s:%d:%d: invalid UTF-8 in the order "
				"(byte %ld)", r->name, r->row_line, col, bad + 1);
	else if ((rc = r->fn(r->ctx, r->rows, r->row_line, col, r->order, r->e)) != 0 ||
			r->e->code != 0)
		place_error(r, rc ? rc : r->e->code);
next:
	r->nfield = 0;
	r->has_order = 0;
}

/* Feed n bytes, a physical line at a time (see the top of the file). */
static void feed(struct reader *r, const char *s, size_t n)
{
	if (!r->started && n > 0) {
		r->started = 1;
		if (n >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0)
			s += 3, n -= 3;
	}
	while (n > 0 && r->code == 0) {
		const char *nl = memchr(s, '\n', n);
		size_t k = nl != NULL ? (size_t)(nl - s) + 1 : n;

		if (r->at_line_start) {
			r->line++;
			r->at_line_start = 0;
			if (r->quotes == 0)
				r->row_line = r->line;   /* a row starts here, or none */
		}
		for (size_t i = 0; i < k; i++)
			if (s[i] == '"' && (r->quotes ^= 1))
				r->quote_line = r->line;
		if (csv_parse(&r->p, s, k, on_field, on_row, r) != k && r->code == 0) {
			if (csv_error(&r->p) == CSV_EPARSE)
				r->code = err_set(r->e, EXIT_DATA, "%s:%d: malformed CSV", r->name,
						r->line);
			else
				oom(r);
		}
		r->at_line_start = nl != NULL;
		s += k;
		n -= k;
	}
}

static int start(struct reader *r, const char *name, batch_row_fn fn, void *ctx,
		struct err *e)
{
	memset(r, 0, sizeof *r);
	r->name = name;
	r->fn = fn;
	r->ctx = ctx;
	r->e = e;
	r->order_col = -1;
	r->at_line_start = 1;
	r->row_line = 1;
	if (csv_init(&r->p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0)
		return oom(r);
	return 0;
}

static int finish(struct reader *r)
{
	/* the last row, if no line feed ends it; or a quote never closed */
	if (r->code == 0 && csv_fini(&r->p, on_field, on_row, r) != 0 && r->code == 0)
		r->code = err_set(r->e, EXIT_DATA, "%s:%d: malformed CSV (a quote is never "
				"closed)", r->name, r->quote_line);
	if (r->code == 0 && !r->header_done)   /* an empty file, or blank lines */
		r->code = err_set(r->e, EXIT_DATA, "%s:1:1: the batch file needs a header "
				"row with a column 'order'", r->name);
	csv_free(&r->p);
	free(r->order);
	return r->code;
}

int batch_read_buffer(const char *buf, size_t len, const char *name, batch_row_fn fn,
		void *ctx, struct err *e)
{
	struct reader r;

	if (start(&r, name, fn, ctx, e) != 0)
		return r.code;
	feed(&r, buf, len);
	return finish(&r);
}

int batch_read_file(FILE *f, const char *name, batch_row_fn fn, void *ctx,
		struct err *e)
{
	struct reader r;
	char buf[65536];
	size_t n;

	if (start(&r, name, fn, ctx, e) != 0)
		return r.code;
	while (r.code == 0 && (n = fread(buf, 1, sizeof buf, f)) > 0)
		feed(&r, buf, n);
	if (r.code == 0 && ferror(f))
		r.code = err_set(e, EXIT_IO, "%s: %s", name, strerror(errno));
	return finish(&r);
}
