/*
 * batch.c: reading a batch file of orders (see batch.h).
 *
 * This file owns the CSV side of `umpire odds --batch`: finding the `order`
 * and `name` columns in the header row, taking each data row's fields out,
 * checking that the row has as many fields as the header (a hand-written
 * `bombard to=1016,1017` without quotes has more, and must not be read as
 * `to=1016`), that the order and name are text (no NUL byte, valid UTF-8), and
 * naming the place of every fault. It knows nothing of orders or odds: the
 * callback does.
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
 * callback as they are read, never after the whole file. A file is read with
 * read(2) where it has a descriptor, which returns what a pipe holds instead
 * of waiting for a full buffer, so `--batch -` is a stream filter.
 *
 * A UTF-8 byte order mark at the start is skipped, since spreadsheets write
 * one (the state and table readers do the same).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <csv.h>

#include "batch.h"
#include "kit.h"
#include "utf8.h"

/* A field's text, kept NUL-terminated. */
struct text {
	char *s;
	size_t len, cap;
	int seen;            /* the current row reached this field */
};

struct reader {
	struct csv_parser p;
	const char *name;
	batch_row_fn fn;
	void *ctx;
	struct err *e;
	int code;            /* what stopped the batch: no row is handed over after it */
	int started;         /* a byte was fed (the byte order mark is checked) */
	int line;            /* the physical line being fed */
	int at_line_start;   /* the next byte fed begins a new line */
	int quotes;          /* quotes fed so far, mod 2: 1 inside a quoted field */
	int quote_line;      /* where the quote that opened a quoted field was */
	int row_line;        /* the line the current row started on */
	int header_done;     /* the header row has been read */
	int order_col;       /* the `order` field's index, -1 if none */
	int name_col;        /* the `name` field's index, -1 if none */
	int header_fields;   /* fields of the header row */
	int nfield;          /* fields of the current row so far */
	int rows;            /* data rows read */
	long long fed;       /* bytes fed so far */
	struct text order, rname;
};

static int oom(struct reader *r)
{
	return r->code = err_set(r->e, EXIT_IO, "out of memory");
}

static int keep(struct reader *r, struct text *t, const char *s, size_t len)
{
	if (len + 1 > t->cap) {
		size_t cap = t->cap ? t->cap : 256;
		char *o;

		while (cap < len + 1)
			cap *= 2;
		if ((o = realloc(t->s, cap)) == NULL)
			return oom(r);
		t->s = o;
		t->cap = cap;
	}
	if (len > 0)
		memcpy(t->s, s, len);
	t->s[len] = '\0';
	t->len = len;
	t->seen = 1;
	return 0;
}

static void on_field(void *s, size_t len, void *data)
{
	struct reader *r = data;

	if (r->code != 0)
		return;
	if (s == NULL)
		len = 0;
	if (!r->header_done) {
		/* a repeated `order` or `name` column: the last one is read */
		if (len == 5 && memcmp(s, "order", 5) == 0)
			r->order_col = r->nfield;
		if (len == 4 && memcmp(s, "name", 4) == 0)
			r->name_col = r->nfield;
	} else if (r->nfield == r->order_col) {
		keep(r, &r->order, s, len);
	} else if (r->nfield == r->name_col) {
		keep(r, &r->rname, s, len);
	}
	r->nfield++;
}

/* The row's own fault, if any, written into `why`. */
static int row_fault(struct reader *r, char *why, size_t size)
{
	long bad;

	if (r->nfield != r->header_fields) {
		kit_nsprintf(why, size, "%s:%d: the row has %d field and the header %d: a field "
				"that holds commas must be quoted (\"to=1016,1017\")",
				"%s:%d: the row has %d fields and the header %d: a field that "
				"holds commas must be quoted (\"to=1016,1017\")", r->nfield,
				r->name, r->row_line, r->nfield, r->header_fields);
		return EXIT_DATA;
	}
	if (!r->order.seen) {   /* cannot happen when the counts match; kept for safety */
		snprintf(why, size, "%s:%d:%d: row has no 'order' field", r->name, r->row_line,
				r->order_col + 1);
		return EXIT_DATA;
	}
	if (memchr(r->order.s, '\0', r->order.len) != NULL) {
		snprintf(why, size, "%s:%d:%d: NUL byte in the order", r->name, r->row_line,
				r->order_col + 1);
		return EXIT_DATA;
	}
	if ((bad = utf8_bad((const unsigned char *)r->order.s, r->order.len)) >= 0) {
		snprintf(why, size, "%s:%d:%d: invalid UTF-8 in the order (byte %ld)", r->name,
				r->row_line, r->order_col + 1, bad + 1);
		return EXIT_DATA;
	}
	if (r->rname.seen && (memchr(r->rname.s, '\0', r->rname.len) != NULL ||
			(bad = utf8_bad((const unsigned char *)r->rname.s, r->rname.len)) >= 0)) {
		snprintf(why, size, "%s:%d:%d: the name is not text (a NUL byte or invalid "
				"UTF-8)", r->name, r->row_line, r->name_col + 1);
		return EXIT_DATA;
	}
	return 0;
}

static void on_row(int c, void *data)
{
	struct reader *r = data;
	struct batch_row row = { 0 };
	char why[512];

	if (r->code != 0)
		goto next;
	if (!r->header_done) {
		r->header_done = 1;
		r->header_fields = r->nfield;
		if (r->order_col < 0)
			r->code = err_set(r->e, EXIT_DATA, "%s:%d:1: the batch file needs a "
					"header row with a column 'order'", r->name, r->row_line);
		goto next;
	}
	row.row = ++r->rows;
	row.line = r->row_line;
	row.col = r->order_col + 1;
	row.offset = r->fed;
	if ((row.fault = row_fault(r, why, sizeof why)) != 0) {
		row.why = why;
		row.order = "";
		row.name = "";
	} else {
		row.order = r->order.s;
		row.name = r->rname.seen ? r->rname.s : "";
	}
	if (r->fn(r->ctx, &row, r->e) != 0 || r->e->code != 0)
		r->code = r->e->code ? r->e->code : err_set(r->e, EXIT_IO, "%s:%d: the batch "
				"stopped", r->name, r->row_line);
next:
	r->nfield = 0;
	r->order.seen = r->rname.seen = 0;
}

/* Feed n bytes, a physical line at a time (see the top of the file). */
static void feed(struct reader *r, const char *s, size_t n)
{
	if (!r->started && n > 0) {
		r->started = 1;
		if (n >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0)
			s += 3, n -= 3, r->fed += 3;
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
		for (const char *q = s; (q = memchr(q, '"', k - (size_t)(q - s))) != NULL; q++)
			if ((r->quotes ^= 1))
				r->quote_line = r->line;
		r->fed += (long long)k;
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
	r->name_col = -1;
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
	free(r->order.s);
	free(r->rname.s);
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

int batch_read_file(FILE *f, const char *name, batch_row_fn fn, batch_idle_fn idle,
		void *ctx, struct err *e)
{
	struct reader r;
	char buf[65536];
	int fd = fileno(f);   /* -1 for a stream in memory: then fread */
	ssize_t n;

	if (start(&r, name, fn, ctx, e) != 0)
		return r.code;
	while (r.code == 0) {
		if (idle != NULL && (r.code = idle(ctx, e)) != 0)
			break;
		if (fd >= 0) {
			while ((n = read(fd, buf, sizeof buf)) < 0 && errno == EINTR)
				;
		} else {
			n = (ssize_t)fread(buf, 1, sizeof buf, f);
			if (n == 0 && ferror(f))
				n = -1;
		}
		if (n < 0) {
			r.code = err_set(e, EXIT_IO, "%s: %s", name, strerror(errno));
			break;
		}
		if (n == 0)
			break;
		feed(&r, buf, (size_t)n);
	}
	return finish(&r);
}
