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
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <csv.h>

#include "i18n.h"
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

	/* a table loaded is found before the names are checked: the rules of a
	 * batch ask for their tables at every order (issue 14) */
	for (i = 0; game != NULL && name != NULL && i < ts->n; i++)
		if (strcmp(ts->t[i].game, game) == 0 && strcmp(ts->t[i].name, name) == 0) {
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
