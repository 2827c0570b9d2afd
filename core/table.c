/*
 * table.c: rule tables as data (see table.h).
 *
 * This file owns reading a table's CSV (from memory, a file of the --tables
 * directory, or the copy embedded in the binary), the per-process cache of
 * loaded tables, cell lookups, and the one message that turns an unknown
 * cell ('?') into advice on how to fill it in.
 *
 * Parsing reads the text one physical line at a time, so every row knows its
 * source line. A line at the start of a record that holds the whole record
 * (no carriage return inside, every quoted cell closed on it) is cut where it
 * lies (the fast path, below); any other line goes through libcsv (strict: a
 * stray quote or an unterminated quoted field is an error). table_parse_libcsv
 * reads every line through libcsv, and the tests hold the two to the same
 * cells, lines and messages (test_table, fuzz_table). Positions in messages are "SOURCE:LINE:COL" where COL is the
 * cell (field) number, 1-based, as in the state file's messages (state.h):
 * for a malformed line, the cell being read; for a row of the wrong width, the
 * first cell that should not be there (M+1) or the first one missing (N+1).
 *
 * Comments and blank lines are recognised only at the start of a record, so a
 * quoted cell may span lines and contain a line starting with '#'. Whether a
 * line starts a record is known by the parity of the quotes seen so far in the
 * record: in well-formed CSV a quoted cell is open exactly when that count is
 * odd (an escaped quote "" counts twice), and strict mode rejects any other use
 * of quotes. A UTF-8 byte order mark and CRLF line ends are accepted, since
 * spreadsheets write them. Spaces and tabs around unquoted cells are trimmed,
 * as libcsv trims them by default.
 *
 * Memory: a table keeps one copy of its text (t->text), and every cell is a
 * string in it: a plain line is cut in place (a NUL for each comma), and the
 * cells libcsv reads are written back over the text of their own record. With
 * the arrays of cells and of row lines, that is a handful of allocations per
 * table, whatever its size (table_parse_libcsv copies its cells into t->pool).
 */
#include <errno.h>
#include <limits.h>
#include <sys/stat.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <csv.h>

#include "arena.h"
#include "i18n.h"
#include "swar.h"
#include "table.h"

/*
 * The cache never moves a table: the array of struct table is allocated once,
 * at its full capacity, on the first load, and never reallocated, so the
 * `const struct table *` pointers handed out stay valid until tables_free().
 * The capacity is every embedded table plus room for tables that exist only in
 * the --tables directory; a process asks for a fixed set of names, so running
 * out means a bug, reported as an error rather than a moved table.
 */
#define TABLES_EXTRA 64

/* ---- parsing ------------------------------------------------------------ */

struct parse {
	const char *source;
	struct err *e;
	int fast;               /* plain lines cut in place; libcsv's cells in text */
	char *out;              /* fast: where libcsv's next cell is written */
	struct arena_chunk **pool;      /* libcsv only: where its cells are copied */
	size_t poolmin;
	char **cells;           /* every cell read so far, row after row */
	int ncells, cellcap;
	int *lines;             /* the source line of each complete row */
	int nrows, linecap;
	int nlines;             /* physical lines in the text */
	size_t len;             /* bytes in the text */
	int ncols;              /* the header's width, once the header is read */
	int rowcells;           /* cells read so far in the current record */
	int line;               /* the physical line being read */
	int recline;            /* the line where the current record began */
	int code;               /* first failure (the error is in e) */
};

static char *xstrndup(const char *s, size_t n)
{
	char *p = malloc(n + 1);

	if (p != NULL) {
		if (n > 0)
			memcpy(p, s, n);
		p[n] = '\0';
	}
	return p;
}

static char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

static int oom(struct err *e)
{
	return err_set(e, EXIT_IO, "out of memory");
}

/* Room for `want` items of `size` bytes in arr, whose room is *cap (twice as
 * many as before when it grows): the array, moved or not, or NULL with the
 * error in p (arr is then as it was). */
static void *grow(struct parse *p, void *arr, int *cap, size_t want, size_t size)
{
	void *n;

	if (want <= (size_t)*cap)
		return arr;
	if (want < 2 * (size_t)*cap)
		want = 2 * (size_t)*cap;
	if (want > INT_MAX || (n = realloc(arr, want * size)) == NULL) {
		p->code = oom(p->e);
		return NULL;
	}
	*cap = (int)want;
	return n;
}

static void push_cell(struct parse *p, char *cell)
{
	if (p->ncells == p->cellcap) {
		char **c = grow(p, p->cells, &p->cellcap,
				(size_t)p->ncells + (p->nrows == 0 ? 32 : 1), sizeof *c);

		if (c == NULL)
			return;
		p->cells = c;
	}
	p->cells[p->ncells++] = cell;
	p->rowcells++;
}

/* Why the cells libcsv reads may be written over the text of their record:
 * libcsv hands a cell over once it has read the comma or line end after it,
 * and a cell is never longer than the text it came from (quotes and spaces
 * are only ever taken away), so a cell and its NUL fit in the bytes read so
 * far, which libcsv (with its own buffer) never reads again. The last cell of
 * a text without a final line end has the byte the copy keeps after the end. */
static void on_cell(void *s, size_t len, void *data)
{
	struct parse *p = data;
	char *cell;

	if (p->code != 0)
		return;
	if (p->fast) {
		cell = p->out;
		p->out += len + 1;
	} else if ((cell = arena_alloc(p->pool, len + 1, p->poolmin)) == NULL) {
		p->code = oom(p->e);
		return;
	}
	if (s != NULL && len > 0)
		memmove(cell, s, len);
	cell[len] = '\0';
	push_cell(p, cell);
}

/* Once the header is read, the rows left are at most the lines left (and the
 * cells at most the bytes left): one allocation for all of them, not a dozen
 * doublings (a row split by a stray CR may still need one more). */
static void reserve_rows(struct parse *p)
{
	size_t rows = (size_t)(p->nlines - p->line) + 1;
	size_t cells = rows * (size_t)p->ncols;
	char **c;

	if (cells > p->len + 1)
		cells = p->len + 1;
	if ((c = grow(p, p->cells, &p->cellcap, (size_t)p->ncells + cells, sizeof *c)) != NULL)
		p->cells = c;
}

static void end_row(struct parse *p)
{
	if (p->code != 0)
		return;
	if (p->nrows == 0) {
		p->ncols = p->rowcells;         /* the header sets the width */
	} else if (p->rowcells != p->ncols) {
		p->code = err_set(p->e, EXIT_DATA,
			"%s:%d:%d: row has %d cells, the header has %d", p->source,
			p->recline, (p->rowcells > p->ncols ? p->ncols : p->rowcells) + 1,
			p->rowcells, p->ncols);
		return;
	}
	if (p->nrows == p->linecap) {
		int *l = grow(p, p->lines, &p->linecap, (size_t)p->nrows + 16, sizeof *l);

		if (l == NULL)
			return;
		p->lines = l;
	}
	p->lines[p->nrows++] = p->recline;
	p->rowcells = 0;
	if (p->nrows == 1)
		reserve_rows(p);
}

static void on_row(int c, void *data)
{
	end_row(data);
}

static int is_blank(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n')
			return 0;
	return 1;
}

static int is_space(char c)
{
	return c == ' ' || c == '\t';
}

/*
 * The fast path (issue 14): a line at the start of a record that holds the
 * whole record is cut where it lies in the copy of the text: each comma
 * becomes a NUL, each cell is trimmed of the spaces and tabs at its ends (its
 * start moved on, a NUL written after its last character), a quoted cell
 * loses its quotes and has each "" made one ", moved down in place. That is
 * what libcsv makes of such a line: only a comma, a quote, a CR or LF (which
 * ends the row) and a space or tab (its default is_space) mean anything to
 * it. Why: libcsv, called per byte, with a malloc per cell and a free per
 * cell at exit, was 155,000 of the 590,000 instructions of a Salerno resolve
 * (2.3 KB of tables), 1.4 of 2.0 million in an Omaha landing (12.8 KB), and
 * 2.6 of 5.2 million in a Memoir 44 card play (42 KB, 64 lines of it with
 * quoted cells, in cards.csv); now 30,000, 206,000 and 334,000, and the
 * resolve touches 2, 18 and 18 fewer pages (a fault costs 3.6 us here).
 */
enum { LINE_CELLS = 256 };      /* cells of a line scan_line may find */

enum { SCAN_QUOTE = 1, SCAN_CR = 2, SCAN_FULL = 4 };

/* The cells of s[0..len): offs[k] is where cell k starts (offs[0] = 0), and
 * offs[*n] is len + 1 (where a next one would), *n the number of cells; and
 * SCAN_* flags: a quote, a CR, too many cells (offs is then short). The
 * commas eight bytes at a time, as a word, as state.c's cut_commas (swar.h), the last
 * word of a line overlapping the one before; a quote or a CR by memchr, which
 * reads 32 bytes at a time. A byte-by-byte loop cost Omaha's tables 20
 * instructions a byte; this costs 2 or 3, and a few a cell. */
static unsigned scan_line(const char *s, size_t len, uint32_t *offs, int *n)
{
	const uint64_t highs = SWAR_HIGHS;
	size_t i = 0;
	int k = 1;

	offs[0] = 0;
	while (i < len && len < 8) {    /* a short line: under 8 commas */
		offs[k] = (uint32_t)(i + 1);
		k += s[i++] == ',';
	}
	while (i < len) {
		uint64_t keep = highs, m;

		if (i + 8 > len) {      /* the last word: its bytes from i on */
			keep = highs << (8 * (i + 8 - len));
			i = len - 8;
		}
		if (k > LINE_CELLS - 8)
			return SCAN_FULL;
		for (m = swar_eq(swar_word(s, i), ',') & keep; m != 0; m &= m - 1)
			offs[k++] = (uint32_t)(i + (size_t)__builtin_ctzll(m) / 8 + 1);
		i += 8;
	}
	offs[k] = (uint32_t)len + 1;
	*n = k;
	return (memchr(s, '"', len) != NULL ? SCAN_QUOTE : 0) |
		(memchr(s, '\r', len) != NULL ? SCAN_CR : 0);
}

/* The end of the quoted cell whose opening quote is at q, before e: its
 * closing quote, or NULL if it is still open at e (a record over several
 * lines). When `cut`, its text is moved down in place, each "" made one ",
 * and its NUL written. */
static char *close_quote(char *q, char *e, int cut)
{
	char *s = q + 1, *d = q + 1;    /* d: where the text read so far ends */

	for (;;) {
		char *r = memchr(s, '"', (size_t)(e - s));

		if (r == NULL)
			return NULL;
		if (cut && d != s)
			memmove(d, s, (size_t)(r - s));
		d += r - s;
		if (r + 1 == e || r[1] != '"') {
			if (cut)
				*d = '\0';
			return r;
		}
		if (cut)
			*d = '"';
		d++;
		s = r + 2;
	}
}

/* Whether every quote of the line s[0..e) opens or closes a quoted cell, or is
 * one of a "" inside it, with the cell closed on the line; else libcsv must
 * read the line (a record over several lines, or malformed CSV, whose error
 * libcsv places). Reads without writing. */
static int quotes_close(char *s, char *e)
{
	char *q = s;

	while ((q = memchr(q, '"', (size_t)(e - q))) != NULL) {
		char *b = q;

		while (b > s && is_space(b[-1]))
			b--;
		if (b > s && b[-1] != ',')
			return 0;       /* a quote in an unquoted cell */
		if ((q = close_quote(q, e, 0)) == NULL)
			return 0;
		for (q++; q < e && is_space(*q); q++)
			;
		if (q < e && *q != ',')
			return 0;       /* text after a closing quote */
	}
	return 1;
}

/* The cells of the line s[0..e), at the offsets scan_line found, each cut and
 * trimmed in place, put in the row. A quoted cell (its quotes checked by
 * quotes_close) spans the commas it holds. */
static void cut_cells(struct parse *p, char *s, char *e, const uint32_t *offs, int n)
{
	char **c;
	int k = 0;

	if (p->cellcap - p->ncells < n) {
		if ((c = grow(p, p->cells, &p->cellcap, (size_t)p->ncells + (size_t)n, sizeof *c)) == NULL)
			return;
		p->cells = c;
	}
	c = p->cells + p->ncells;
	while (k < n) {
		char *a = s + offs[k], *b = s + offs[k + 1] - 1, *r;

		if (a < b && (unsigned char)*a <= ' ')  /* rare: a space or a control */
			while (a < b && is_space(*a))
				a++;
		if (a < b && *a == '"' && (r = close_quote(a, e, 1)) != NULL) {
			*c++ = a + 1;
			while (k < n && s + offs[k] <= r)
				k++;    /* past the commas inside the quotes */
			continue;
		}
		if (a < b && (unsigned char)b[-1] <= ' ')
			while (b > a && is_space(b[-1]))
				b--;
		*b = '\0';      /* b is in the cell, at its comma, or at the line's end */
		*c++ = a;
		k++;
	}
	p->rowcells += (int)(c - (p->cells + p->ncells));
	p->ncells += (int)(c - (p->cells + p->ncells));
}

/* Takes the line s[0..e) (e: its end before its LF) as a row, or returns 0,
 * having done nothing, if libcsv must read it: a line with a CR inside (a row
 * end to libcsv), with a quote quotes_close refuses, or with more cells than
 * LINE_CELLS - 8 (none of the shipped tables comes near). */
static int plain_line(struct parse *p, char *s, char *e)
{
	uint32_t offs[LINE_CELLS + 1];
	unsigned flags;
	int n;

	while (e > s && e[-1] == '\r')
		e--;
	flags = scan_line(s, (size_t)(e - s), offs, &n);
	if ((flags & (SCAN_CR | SCAN_FULL)) != 0 ||
			((flags & SCAN_QUOTE) != 0 && !quotes_close(s, e)))
		return 0;
	cut_cells(p, s, e, offs, n);
	end_row(p);
	return 1;
}

/* The parity of the quotes in s[0..n). */
static int quote_parity(const char *s, size_t n)
{
	const char *q = s, *end = s + n;
	int odd = 0;

	while ((q = memchr(q, '"', (size_t)(end - q))) != NULL) {
		odd ^= 1;
		q++;
	}
	return odd;
}

static int csv_failure(struct parse *p, struct csv_parser *cp, int line)
{
	if (csv_error(cp) == CSV_ENOMEM)
		return oom(p->e);
	return err_set(p->e, EXIT_DATA, "%s:%d:%d: malformed CSV", p->source, line,
			p->rowcells + 1);
}

/* The lines of the text, so the rows and cells can be allocated once. */
static int count_lines(const char *s, size_t len)
{
	const char *end = s + len;
	int n = 1;

	while ((s = memchr(s, '\n', (size_t)(end - s))) != NULL && n < INT_MAX) {
		n++;
		s++;
	}
	return n;
}

/* Every line of text[pos..len) into p, and libcsv's last cell: p->code. */
static void read_lines(struct parse *p, struct csv_parser *cp, char *text, size_t pos)
{
	int quotes = 0;         /* quotes seen in the current record, mod 2 */

	while (pos < p->len && p->code == 0) {
		char *s = text + pos, *nl = memchr(s, '\n', p->len - pos);
		size_t n = nl != NULL ? (size_t)(nl - s) + 1 : p->len - pos;

		p->line++;
		pos += n;
		if (quotes == 0) {      /* this line starts a record */
			if (s[0] == '#' || is_blank(s, n))
				continue;
			p->recline = p->line;
			if (p->fast && plain_line(p, s, nl != NULL ? nl : s + n))
				continue;
			p->out = s;
		}
		quotes ^= quote_parity(s, n);
		if (csv_parse(cp, s, n, on_cell, on_row, p) != n && p->code == 0)
			p->code = csv_failure(p, cp, p->line);
	}
	if (p->code == 0 && csv_fini(cp, on_cell, on_row, p) != 0 && p->code == 0)
		p->code = csv_failure(p, cp, p->recline);   /* unterminated quote */
}

void table_free(struct table *t)
{
	if (t == NULL)
		return;
	free(t->cells);
	free(t->lines);
	free(t->text);
	arena_free(&t->pool);
	free(t->game);
	free(t->name);
	free(t->source);
	memset(t, 0, sizeof *t);
}

static int parse(struct table *t, const char *buf, size_t len, const char *source,
		struct err *e, int fast)
{
	struct parse p;
	struct csv_parser cp;
	size_t pos = 0;

	memset(t, 0, sizeof *t);
	memset(&p, 0, sizeof p);
	p.source = source;
	p.e = e;
	p.fast = fast;
	p.pool = &t->pool;
	p.poolmin = len + 64;
	p.len = len;
	if (len == SIZE_MAX || (t->text = malloc(len + 1)) == NULL)
		return oom(e);
	memcpy(t->text, buf, len);
	t->text[len] = '\0';
	p.nlines = count_lines(t->text, len);
	if ((p.lines = grow(&p, NULL, &p.linecap, (size_t)p.nlines, sizeof *p.lines)) == NULL ||
			csv_init(&cp, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0) {
		free(p.lines);
		table_free(t);
		return oom(e);
	}
	if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
		pos = 3;        /* UTF-8 byte order mark */
	read_lines(&p, &cp, t->text, pos);
	csv_free(&cp);

	if (p.code == 0 && p.nrows == 0)
		p.code = err_set(e, EXIT_DATA, "%s:%d:1: no header row (the table is empty)",
				source, p.line > 0 ? p.line : 1);
	if (p.code == 0 && (t->source = xstrdup(source)) == NULL)
		p.code = oom(e);
	t->cells = p.cells;
	t->lines = p.lines;
	if (p.code != 0) {
		table_free(t);
		return p.code;
	}
	t->nrows = p.nrows;
	t->ncols = p.ncols;
	return 0;
}

int table_parse(struct table *t, const char *buf, size_t len, const char *source,
		struct err *e)
{
	return parse(t, buf, len, source, e, 1);
}

int table_parse_libcsv(struct table *t, const char *buf, size_t len, const char *source,
		struct err *e)
{
	return parse(t, buf, len, source, e, 0);
}

/* ---- lookups ------------------------------------------------------------ */

const char *table_cell(const struct table *t, int row, int col)
{
	if (row < 0 || row >= t->nrows || col < 0 || col >= t->ncols)
		return NULL;
	return t->cells[row * t->ncols + col];
}

int table_col(const struct table *t, const char *header)
{
	int c;

	for (c = 0; c < t->ncols; c++)
		if (strcmp(t->cells[c], header) == 0)
			return c;
	return -1;
}

/* Data rows only: the header (row 0) is never a match. */
int table_row(const struct table *t, int col, const char *value)
{
	int r;

	if (col < 0 || col >= t->ncols)
		return -1;
	for (r = 1; r < t->nrows; r++)
		if (strcmp(t->cells[r * t->ncols + col], value) == 0)
			return r;
	return -1;
}

int table_find_row(const struct table *t, const char *key, const char *section,
		struct err *e)
{
	int r = table_row(t, 0, key);

	if (r < 0)
		err_set(e, EXIT_DATA, "%s:%d:1: table %s/%s has no row '%s' (%s)", t->source,
				t->lines ? t->lines[0] : 1, t->game ? t->game : "?",
				t->name ? t->name : "?", key, section);
	return r;
}

int table_find_col(const struct table *t, const char *name, const char *section,
		struct err *e)
{
	int c = table_col(t, name);

	if (c < 0)
		err_set(e, EXIT_DATA, "%s:%d:1: table %s/%s has no column '%s' (%s)", t->source,
				t->lines ? t->lines[0] : 1, t->game ? t->game : "?",
				t->name ? t->name : "?", name, section);
	return c;
}

int table_need(const struct table *t, int row, int col, const char *section,
		const char **out, struct err *e)
{
	const char *cell = table_cell(t, row, col);
	const char *game = t->game ? t->game : "?", *name = t->name ? t->name : "?";

	if (cell == NULL || row == 0)
		return err_set(e, EXIT_DATA, "%s: no data cell at row %d, column %d",
				t->source ? t->source : "table", row, col);
	if (strcmp(cell, "?") == 0) {
		/* Written for the player at the table: which value, where it is
		 * used, and the two ways to supply it. The row is named by its first
		 * cell, and its second too when the first is shared by other rows
		 * ("attacker,1:1" in the combat table). */
		char key[128], file[512];
		int shared = 0;
		const char *src = t->source ? t->source : "table";

		for (int r = 1; r < t->nrows; r++)
			shared += strcmp(table_cell(t, r, 0), table_cell(t, row, 0)) == 0;
		snprintf(key, sizeof key, "%s%s%s", table_cell(t, row, 0),
			shared > 1 && t->ncols > 2 ? "," : "",
			shared > 1 && t->ncols > 2 ? table_cell(t, row, 1) : "");
		if (strncmp(src, "embedded:", 9) == 0)
			snprintf(file, sizeof file, "%s", src + 9);
		else
			snprintf(file, sizeof file, "%s", src);
		return err_set(e, EXIT_UNKNOWN,
			"%s:%d:%d: table %s/%s, row %s, column %s is unknown ('?')%s%s%s: "
			"the rulebook does not give this value. Fill it in: edit %s, or "
			"pass --tables DIR with your own copy of %s.csv.", file,
			t->lines ? t->lines[row] : 0, col + 1, game, name, key,
			table_cell(t, 0, col), section ? " (" : "", section ? section : "",
			section ? ")" : "", file, name);
	}
	*out = cell;
	return 0;
}

/* ---- loading and the cache ---------------------------------------------- */

void tables_init(struct tables *ts, const char *dir)
{
	ts->dir = dir;
	ts->t = NULL;
	ts->n = 0;
	ts->cap = 0;
}

void tables_free(struct tables *ts)
{
	int i;

	for (i = 0; i < ts->n; i++)
		table_free(&ts->t[i]);
	free(ts->t);
	ts->t = NULL;
	ts->n = ts->cap = 0;
}

/* Names become file names: letters, digits, '_', '-' and '.', not starting
 * with '.', so a name can never climb out of the tables directory. */
static int valid_name(const char *s)
{
	const char *c;

	if (s == NULL || s[0] == '\0' || s[0] == '.')
		return 0;
	for (c = s; *c; c++)
		if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
				(*c >= '0' && *c <= '9') || *c == '_' || *c == '-' || *c == '.'))
			return 0;
	return 1;
}

/* Read a whole file. Returns 0, -1 if it does not exist (so the next place is
 * tried), or an error code: a file that is there but unreadable is an error,
 * never silently replaced by the embedded copy. */
static int read_file(const char *path, char **out, size_t *outlen, struct err *e)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t len = 0, cap = 0;

	if (f == NULL) {
		if (errno == ENOENT || errno == ENOTDIR)
			return -1;
		return err_set(e, EXIT_IO, "%s: %s", path, strerror(errno));
	}
	for (;;) {
		size_t got;

		if (len == cap) {
			size_t ncap = cap ? 2 * cap : 4096;
			char *nb = realloc(buf, ncap);

			if (nb == NULL) {
				free(buf);
				fclose(f);
				return oom(e);
			}
			buf = nb;
			cap = ncap;
		}
		got = fread(buf + len, 1, cap - len, f);
		len += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		int saved = errno;

		free(buf);
		fclose(f);
		return err_set(e, EXIT_IO, "%s: %s", path, strerror(saved));
	}
	fclose(f);
	*out = buf;
	*outlen = len;
	return 0;
}

/* Parse DIR/REL if it exists: 0 with *found set, or an error code. */
static int load_override(const char *dir, const char *rel, struct table *t,
		int *found, struct err *e)
{
	size_t n = strlen(dir) + 1 + strlen(rel) + 1;
	char *path = malloc(n), *buf = NULL;
	size_t len = 0;
	int rc;

	*found = 0;
	if (path == NULL)
		return oom(e);
	snprintf(path, n, "%s/%s", dir, rel);
	rc = read_file(path, &buf, &len, e);
	if (rc == -1) {
		free(path);
		return 0;
	}
	if (rc == 0) {
		rc = table_parse(t, buf, len, path, e);
		free(buf);
		*found = rc == 0;
	}
	free(path);
	return rc;
}

static const struct table_blob *find_blob(const char *game, const char *name)
{
	size_t gl = strlen(game), nl = strlen(name);
	int i;

	/* path is "GAME/NAME.csv" */
	for (i = 0; i < table_nblobs && table_blobs[i].path != NULL; i++) {
		const char *p = table_blobs[i].path;

		if (p[0] == game[0] && strncmp(p, game, gl) == 0 && p[gl] == '/' &&
				strncmp(p + gl + 1, name, nl) == 0 &&
				strcmp(p + gl + 1 + nl, ".csv") == 0)
			return &table_blobs[i];
	}
	return NULL;
}

int table_get(struct tables *ts, const char *game, const char *name,
		const struct table **out, struct err *e)
{
	struct table t;
	const struct table_blob *blob;
	char *rel = NULL;
	int i, rc, found = 0;

	/* The cache first: rules ask for their tables again and again (118
	 * times in a Memoir 44 card play), and a name found was valid. */
	for (i = 0; game != NULL && name != NULL && i < ts->n; i++)
		if (strcmp(ts->t[i].name, name) == 0 && strcmp(ts->t[i].game, game) == 0) {
			*out = &ts->t[i];
			return 0;
		}
	if (!valid_name(game) || !valid_name(name))
		return err_set(e, EXIT_NOINPUT, "no table %s/%s", game ? game : "",
				name ? name : "");

	memset(&t, 0, sizeof t);
	if (ts->dir != NULL) {
		size_t n = strlen(game) + strlen(name) + sizeof "/.csv";

		if ((rel = malloc(n)) == NULL)
			return oom(e);
		snprintf(rel, n, "%s/%s.csv", game, name);     /* DIR/GAME/NAME.csv */
		rc = load_override(ts->dir, rel, &t, &found, e);
		if (rc == 0 && !found)                          /* DIR/NAME.csv */
			rc = load_override(ts->dir, rel + strlen(game) + 1, &t, &found, e);
		free(rel);
		if (rc != 0)
			return rc;
	}
	if (!found) {
		static const char prefix[] = "embedded:tables/";
		char *source;
		size_t n;

		if ((blob = find_blob(game, name)) == NULL)
			return err_set(e, EXIT_NOINPUT, "no table %s/%s", game, name);
		n = strlen(blob->path) + 1;
		if ((source = malloc(sizeof prefix - 1 + n)) == NULL)
			return oom(e);
		memcpy(source, prefix, sizeof prefix - 1);
		memcpy(source + sizeof prefix - 1, blob->path, n);
		rc = table_parse(&t, blob->data, blob->len, source, e);
		free(source);
		if (rc != 0)
			return rc;
	}

	if (ts->t == NULL) {
		int cap = table_nblobs + TABLES_EXTRA;

		/* not calloc: only the first n are read, and zeroing all of them
		 * (10 KB) was a fifth of what reading Salerno's two tables costs */
		if ((ts->t = malloc((size_t)cap * sizeof *ts->t)) == NULL) {
			table_free(&t);
			return oom(e);
		}
		ts->cap = cap;
	}
	if (ts->n == ts->cap) {     /* see TABLES_EXTRA: a bug, not bad data */
		table_free(&t);
		return err_set(e, EXIT_IO, "no table %s/%s: more than %d tables loaded",
				game, name, ts->cap);
	}
	t.game = xstrdup(game);
	t.name = xstrdup(name);
	if (t.game == NULL || t.name == NULL) {
		table_free(&t);
		return oom(e);
	}
	ts->t[ts->n] = t;
	*out = &ts->t[ts->n++];
	return 0;
}

/* ---- charts an owner types in (--template, check --tables) ---------------- */

int table_unknown_cells(const struct table *t)
{
	int n = 0;

	for (int r = 1; r < t->nrows; r++)
		for (int c = 0; c < t->ncols; c++)
			n += strcmp(table_cell(t, r, c), "?") == 0;
	return n;
}

static int make_dir(const char *path, struct err *e)
{
	struct stat sb;

	if (mkdir(path, 0777) == 0 || (errno == EEXIST && stat(path, &sb) == 0 &&
			S_ISDIR(sb.st_mode)))
		return 0;
	return err_set(e, EXIT_IO, "%s: %s", path, errno == EEXIST ? "not a directory" :
			strerror(errno));
}

/* The shipped table NAME of GAME, parsed; EXIT_NOINPUT if there is none. */
static int shipped(const char *game, const char *name, struct table *t,
		const struct table_blob **blob, struct err *e)
{
	char source[300];

	if (!valid_name(game) || !valid_name(name) || (*blob = find_blob(game, name)) == NULL)
		return err_set(e, EXIT_NOINPUT, "no table %s/%s", game, name);
	snprintf(source, sizeof source, "embedded:tables/%s", (*blob)->path);
	return table_parse(t, (*blob)->data, (*blob)->len, source, e);
}

int table_template(const char *game, const char *const *names, const char *dir,
		FILE *out, int *written, struct err *e)
{
	char sub[1024], path[1200];
	const struct table_blob *blobs[128];
	int n = 0;

	*written = 0;
	snprintf(sub, sizeof sub, "%s/%s", dir, game);
	for (int i = 0; names[i] != NULL && n < 128; i++) {
		struct table t;
		const struct table_blob *b;
		struct stat sb;
		if (shipped(game, names[i], &t, &b, e))
			return e->code;
		int unknown = table_unknown_cells(&t);
		table_free(&t);
		if (unknown == 0)
			continue;
		snprintf(path, sizeof path, "%s/%s.csv", sub, names[i]);
		if (stat(path, &sb) == 0)
			return err_set(e, EXIT_USAGE, "%s exists: the template writes no file over "
					"another (remove it, or choose another DIR)", path);
		blobs[n++] = b;
	}
	if (n == 0)
		return 0;
	if (make_dir(dir, e) || make_dir(sub, e))
		return e->code;
	for (int i = 0; i < n; i++) {
		const char *file = strrchr(blobs[i]->path, '/') + 1;
		FILE *f;
		snprintf(path, sizeof path, "%s/%s", sub, file);
		if ((f = fopen(path, "wbx")) == NULL)
			return err_set(e, EXIT_IO, "%s: %s", path, strerror(errno));
		if (fwrite(blobs[i]->data, 1, blobs[i]->len, f) != blobs[i]->len || fclose(f) != 0)
			return err_set(e, EXIT_IO, "%s: %s", path, strerror(errno));
		fprintf(out, "%s\n", path);
		(*written)++;
	}
	return 0;
}

/* A header cell the shipped table leaves open: '?', or '?>...' (a bound). */
static int open_column(const char *h)
{
	return h[0] == '?';
}

/* The copy's header keeps the shipped named columns in order; returns the
 * copy's column of each shipped one in map[] (-1 for an open one). */
static int match_header(const struct table *ship, const struct table *copy, int *map,
		FILE *out, struct err *e)
{
	int next = 0;

	for (int c = 0; c < ship->ncols; c++) {
		const char *h = table_cell(ship, 0, c);
		map[c] = -1;
		if (open_column(h))
			continue;
		int k;
		for (k = next; k < copy->ncols; k++)
			if (strcmp(table_cell(copy, 0, k), h) == 0)
				break;
		if (k == copy->ncols)
			return err_set(e, EXIT_DATA, "%s:%d:1: table %s/%s: the column '%s' of the "
					"shipped table is missing%s", copy->source, copy->lines[0], copy->game,
					copy->name, h, table_col(copy, h) >= 0 ? " or out of order" : "");
		for (int j = next; j < k; j++)
			if (!open_column(table_cell(copy, 0, j)))
				fprintf(out, "%s: column '%s' added\n", copy->source, table_cell(copy, 0, j));
		map[c] = k;
		next = k + 1;
	}
	for (int j = next; j < copy->ncols; j++)
		if (!open_column(table_cell(copy, 0, j)))
			fprintf(out, "%s: column '%s' added\n", copy->source, table_cell(copy, 0, j));
	return 0;
}

/* The row of `t` whose key is that of row r of `ship`: its first cell, and its
 * second too when the first is shared by several rows of `ship` (a table keyed
 * by two columns, as table_need names them). */
static int same_row(const struct table *ship, int r, const struct table *t, int col0,
		int col1)
{
	int shared = 0;

	for (int k = 1; k < ship->nrows; k++)
		shared += strcmp(table_cell(ship, k, 0), table_cell(ship, r, 0)) == 0;
	for (int k = 1; k < t->nrows; k++)
		if (strcmp(table_cell(t, k, col0), table_cell(ship, r, 0)) == 0 &&
		    (shared < 2 || col1 < 0 || strcmp(table_cell(t, k, col1), table_cell(ship, r, 1)) == 0))
			return k;
	return -1;
}

static int compare(const struct table *ship, const struct table *copy, FILE *out,
		struct err *e)
{
	int map[256];

	if (ship->ncols > 256)
		return err_set(e, EXIT_DATA, "%s: too many columns", ship->source);
	if (match_header(ship, copy, map, out, e))
		return e->code;
	for (int r = 1; r < ship->nrows; r++) {
		int k = same_row(ship, r, copy, map[0] < 0 ? 0 : map[0], ship->ncols > 1 ? map[1] : -1);
		if (k < 0)
			return err_set(e, EXIT_DATA, "%s:%d:1: table %s/%s: the row '%s' of the shipped "
					"table is missing", copy->source, copy->lines[0], copy->game, copy->name,
					table_cell(ship, r, 0));
		for (int c = 1; c < ship->ncols; c++) {
			const char *want = table_cell(ship, r, c);
			if (map[c] < 0 || strcmp(want, "?") == 0)
				continue;
			const char *got = table_cell(copy, k, map[c]);
			if (strcmp(want, got) != 0)
				fprintf(out, "%s:%d:%d: '%s' differs from the shipped value '%s' (see "
						"tables/%s/README.md for where it comes from)\n", copy->source,
						copy->lines[k], map[c] + 1, got, want, copy->game);
		}
	}
	for (int k = 1; k < copy->nrows; k++)
		if (same_row(copy, k, ship, 0, ship->ncols > 1 ? 1 : -1) < 0)
			fprintf(out, "%s:%d: row '%s' added\n", copy->source, copy->lines[k],
					table_cell(copy, k, 0));
	return 0;
}

int table_check_copy(const char *game, const char *name, const char *dir, int flat,
		int (*domain)(const struct table *t, struct err *e), FILE *out, int *found,
		struct err *e)
{
	const struct table *copy;
	struct table ship;
	const struct table_blob *b;
	char rel[300];
	int rc;

	*found = 0;
	snprintf(rel, sizeof rel, "%s/%s.csv", game, name);
	struct table tmp;
	int f = 0;
	if ((rc = load_override(dir, rel, &tmp, &f, e)) != 0)
		return rc;
	if (!f && flat && (rc = load_override(dir, rel + strlen(game) + 1, &tmp, &f, e)) != 0)
		return rc;
	if (!f)
		return 0;
	*found = 1;
	tmp.game = xstrdup(game);
	tmp.name = xstrdup(name);
	if (tmp.game == NULL || tmp.name == NULL) {
		table_free(&tmp);
		return oom(e);
	}
	copy = &tmp;
	if ((rc = shipped(game, name, &ship, &b, e)) == 0) {
		rc = compare(&ship, copy, out, e);
		table_free(&ship);
	}
	if (rc == 0 && domain != NULL)
		rc = domain(copy, e);
	if (rc == 0) {
		int unknown = table_unknown_cells(copy);
		fprintf(out, "%s: valid%s", copy->source, unknown ? ", " : "\n");
		if (unknown)
			fprintf(out, P_("%d cell still unknown ('?')\n",
					"%d cells still unknown ('?')\n", unknown), unknown);
	}
	table_free(&tmp);
	return rc;
}
