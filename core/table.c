/*
 * table.c: rule tables as data (see table.h).
 *
 * This file owns reading a table's CSV (from memory, a file of the --tables
 * directory, or the copy embedded in the binary), the per-process cache of
 * loaded tables, cell lookups, and the one message that turns an unknown
 * cell ('?') into advice on how to fill it in.
 *
 * Parsing uses libcsv (strict: a stray quote or an unterminated quoted field
 * is an error), fed one physical line at a time so every row knows its source
 * line. Positions in messages are "SOURCE:LINE:COL" where COL is the cell
 * (field) number, 1-based, as in the state file's messages (state.h): for a
 * malformed line, the cell being read; for a row of the wrong width, the first
 * cell that should not be there (M+1) or the first one missing (N+1).
 *
 * Comments and blank lines are recognised only at the start of a record, so a
 * quoted cell may span lines and contain a line starting with '#'. Whether a
 * line starts a record is known by the parity of the quotes seen so far in the
 * record: in well-formed CSV a quoted cell is open exactly when that count is
 * odd (an escaped quote "" counts twice), and strict mode rejects any other use
 * of quotes. A UTF-8 byte order mark and CRLF line ends are accepted, since
 * spreadsheets write them. libcsv trims spaces and tabs around unquoted cells.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <csv.h>

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
	char **cells;           /* every cell read so far, row after row */
	int ncells, cellcap;
	int *lines;             /* the source line of each complete row */
	int nrows, linecap;
	int ncols;              /* the header's width, once the header is read */
	int rowcells;           /* cells read so far in the current record */
	int line;               /* the physical line being fed */
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

static void on_cell(void *s, size_t len, void *data)
{
	struct parse *p = data;
	char *cell;

	if (p->code != 0)
		return;
	if (p->ncells == p->cellcap) {
		int cap = p->cellcap ? 2 * p->cellcap : 64;
		char **c = realloc(p->cells, (size_t)cap * sizeof *c);

		if (c == NULL) {
			p->code = oom(p->e);
			return;
		}
		p->cells = c;
		p->cellcap = cap;
	}
	cell = xstrndup(s != NULL ? s : "", s != NULL ? len : 0);
	if (cell == NULL) {
		p->code = oom(p->e);
		return;
	}
	p->cells[p->ncells++] = cell;
	p->rowcells++;
}

static void on_row(int c, void *data)
{
	struct parse *p = data;

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
		int cap = p->linecap ? 2 * p->linecap : 16;
		int *l = realloc(p->lines, (size_t)cap * sizeof *l);

		if (l == NULL) {
			p->code = oom(p->e);
			return;
		}
		p->lines = l;
		p->linecap = cap;
	}
	p->lines[p->nrows++] = p->recline;
	p->rowcells = 0;
}

static int is_blank(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n')
			return 0;
	return 1;
}

static int csv_failure(struct parse *p, struct csv_parser *cp, int line)
{
	if (csv_error(cp) == CSV_ENOMEM)
		return oom(p->e);
	return err_set(p->e, EXIT_DATA, "%s:%d:%d: malformed CSV", p->source, line,
			p->rowcells + 1);
}

void table_free(struct table *t)
{
	int i;

	if (t == NULL)
		return;
	if (t->cells != NULL)
		for (i = 0; i < t->nrows * t->ncols; i++)
			free(t->cells[i]);
	free(t->cells);
	free(t->lines);
	free(t->game);
	free(t->name);
	free(t->source);
	memset(t, 0, sizeof *t);
}

int table_parse(struct table *t, const char *buf, size_t len, const char *source,
		struct err *e)
{
	struct parse p;
	struct csv_parser cp;
	size_t pos = 0;
	int quotes = 0, i;      /* quotes seen in the current record, mod 2 */

	memset(t, 0, sizeof *t);
	memset(&p, 0, sizeof p);
	p.source = source;
	p.e = e;
	if (csv_init(&cp, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0)
		return oom(e);
	if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
		pos = 3;        /* UTF-8 byte order mark */

	while (pos < len && p.code == 0) {
		const char *s = buf + pos, *nl = memchr(s, '\n', len - pos);
		size_t n = nl != NULL ? (size_t)(nl - s) + 1 : len - pos;

		p.line++;
		pos += n;
		if (quotes == 0) {      /* this line starts a record */
			if (s[0] == '#' || is_blank(s, n))
				continue;
			p.recline = p.line;
		}
		for (size_t j = 0; j < n; j++)
			if (s[j] == '"')
				quotes ^= 1;
		if (csv_parse(&cp, s, n, on_cell, on_row, &p) != n && p.code == 0)
			p.code = csv_failure(&p, &cp, p.line);
	}
	if (p.code == 0 && csv_fini(&cp, on_cell, on_row, &p) != 0 && p.code == 0)
		p.code = csv_failure(&p, &cp, p.recline);   /* unterminated quote */
	csv_free(&cp);

	if (p.code == 0 && p.nrows == 0)
		p.code = err_set(e, EXIT_DATA, "%s:%d:1: no header row (the table is empty)",
				source, p.line > 0 ? p.line : 1);
	if (p.code == 0 && (t->source = xstrdup(source)) == NULL)
		p.code = oom(e);
	if (p.code != 0) {
		for (i = 0; i < p.ncells; i++)
			free(p.cells[i]);
		free(p.cells);
		free(p.lines);
		free(t->source);
		memset(t, 0, sizeof *t);
		return p.code;
	}
	t->cells = p.cells;
	t->lines = p.lines;
	t->nrows = p.nrows;
	t->ncols = p.ncols;
	return 0;
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

		if (strncmp(p, game, gl) == 0 && p[gl] == '/' &&
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

	if (!valid_name(game) || !valid_name(name))
		return err_set(e, EXIT_NOINPUT, "no table %s/%s", game ? game : "",
				name ? name : "");
	for (i = 0; i < ts->n; i++)
		if (strcmp(ts->t[i].game, game) == 0 && strcmp(ts->t[i].name, name) == 0) {
			*out = &ts->t[i];
			return 0;
		}

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
		n = sizeof prefix + strlen(blob->path);
		if ((source = malloc(n)) == NULL)
			return oom(e);
		snprintf(source, n, "%s%s", prefix, blob->path);
		rc = table_parse(&t, blob->data, blob->len, source, e);
		free(source);
		if (rc != 0)
			return rc;
	}

	if (ts->t == NULL) {
		int cap = table_nblobs + TABLES_EXTRA;

		if ((ts->t = calloc((size_t)cap, sizeof *ts->t)) == NULL) {
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
