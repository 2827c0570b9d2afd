/*
 * test_table.c: rule tables as data (core/table.c): CSV parsing and its error
 * positions, the fast path held to libcsv (every embedded table and tricky
 * inputs), unknown cells, the --tables override directory, the cache, and
 * the embedded Salerno 1943 tables (the CSV files of tables/salerno43): every
 * row of the combat table covers the 2d6 totals 2..12 exactly once, and a few
 * cells are checked by hand against the printed table (seed lines 1912-1925).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "table.h"

static int parse(struct table *t, const char *text, struct err *e)
{
	memset(e, 0, sizeof *e);
	return table_parse(t, text, strlen(text), "t.csv", e);
}

/* ---- parsing ------------------------------------------------------------ */

static void test_parse_rows_and_comments(void **unused)
{
	struct table t;
	struct err e;
	const char *text =
		"# a comment, with commas\n"
		"\n"
		"key,a,b\n"
		"# another\n"
		"one,1,2\n"
		"   \n"
		"two, 3 ,\"x, y\"\n"
		"three,\"multi\n# not a comment\nline\",\"say \"\"hi\"\"\"\n"
		"four,,last";

	assert_int_equal(parse(&t, text, &e), 0);
	assert_int_equal(t.ncols, 3);
	assert_int_equal(t.nrows, 5);
	assert_string_equal(t.source, "t.csv");
	assert_string_equal(table_cell(&t, 0, 0), "key");
	assert_string_equal(table_cell(&t, 1, 2), "2");
	assert_string_equal(table_cell(&t, 2, 1), "3");       /* trimmed */
	assert_string_equal(table_cell(&t, 2, 2), "x, y");
	assert_string_equal(table_cell(&t, 3, 1), "multi\n# not a comment\nline");
	assert_string_equal(table_cell(&t, 3, 2), "say \"hi\"");
	assert_string_equal(table_cell(&t, 4, 1), "");
	assert_string_equal(table_cell(&t, 4, 2), "last");
	/* source lines of each row */
	assert_int_equal(t.lines[0], 3);
	assert_int_equal(t.lines[1], 5);
	assert_int_equal(t.lines[2], 7);
	assert_int_equal(t.lines[3], 8);
	assert_int_equal(t.lines[4], 11);
	/* lookups */
	assert_int_equal(table_col(&t, "b"), 2);
	assert_int_equal(table_col(&t, "zz"), -1);
	assert_int_equal(table_row(&t, 0, "two"), 2);
	assert_int_equal(table_row(&t, 0, "key"), -1);        /* header is no row */
	assert_int_equal(table_row(&t, 7, "two"), -1);
	assert_null(table_cell(&t, 5, 0));
	assert_null(table_cell(&t, 0, 3));
	assert_null(table_cell(&t, -1, 0));
	table_free(&t);
}

static void test_parse_bom_and_crlf(void **unused)
{
	struct table t;
	struct err e;

	assert_int_equal(parse(&t, "\xEF\xBB\xBF# c\r\nk,v\r\n\r\nx,1\r\n", &e), 0);
	assert_int_equal(t.nrows, 2);
	assert_string_equal(table_cell(&t, 0, 0), "k");
	assert_string_equal(table_cell(&t, 1, 1), "1");
	assert_int_equal(t.lines[1], 4);
	table_free(&t);
}

static void test_width_errors(void **unused)
{
	struct table t;
	struct err e;

	assert_int_equal(parse(&t, "# c\nk,a,b\nx,1,2\ny,1,2,3\n", &e), EXIT_DATA);
	assert_string_equal(e.msg, "t.csv:4:4: row has 4 cells, the header has 3");
	assert_null(t.cells);
	assert_int_equal(parse(&t, "k,a,b\n\n# c\nx,1\n", &e), EXIT_DATA);
	assert_string_equal(e.msg, "t.csv:4:3: row has 2 cells, the header has 3");
	/* the last row, without a line end */
	assert_int_equal(parse(&t, "k,a,b\nx", &e), EXIT_DATA);
	assert_string_equal(e.msg, "t.csv:2:2: row has 1 cells, the header has 3");
	table_free(&t);     /* harmless on a failed parse */
}

static void test_malformed_csv(void **unused)
{
	struct table t;
	struct err e;

	/* a quote inside an unquoted cell: third cell of line 3 */
	assert_int_equal(parse(&t, "k,a,b\nx,1,2\ny,1,2\"3\n", &e), EXIT_DATA);
	assert_string_equal(e.msg, "t.csv:3:3: malformed CSV");
	/* text after a closing quote */
	assert_int_equal(parse(&t, "k,a\n\"x\"y,1\n", &e), EXIT_DATA);
	assert_string_equal(e.msg, "t.csv:2:1: malformed CSV");
	/* a quoted cell never closed: where its record starts */
	assert_int_equal(parse(&t, "k,a\nx,\"1\n# more\n", &e), EXIT_DATA);
	assert_string_equal(e.msg, "t.csv:2:2: malformed CSV");
	/* nothing but comments */
	assert_int_equal(parse(&t, "# only\n\n", &e), EXIT_DATA);
	assert_string_equal(e.msg, "t.csv:2:1: no header row (the table is empty)");
	assert_int_equal(parse(&t, "", &e), EXIT_DATA);
}

/* ---- the fast path against libcsv --------------------------------------- */

/* Parses buf both ways, table_parse (lines cut in place) and
 * table_parse_libcsv (every line through libcsv), and asserts one outcome:
 * the code, the message, every cell and every row's line. Returns the code;
 * *t holds table_parse's table, for the caller to check and free. */
static int both_ways(struct table *t, const char *buf, size_t len)
{
	struct table ref;
	struct err e1, e2;
	int rc;

	memset(&e1, 0, sizeof e1);
	memset(&e2, 0, sizeof e2);
	rc = table_parse(t, buf, len, "t.csv", &e1);
	assert_int_equal(table_parse_libcsv(&ref, buf, len, "t.csv", &e2), rc);
	assert_string_equal(e1.msg, e2.msg);
	assert_int_equal(t->nrows, ref.nrows);
	assert_int_equal(t->ncols, ref.ncols);
	for (int r = 0; r < t->nrows; r++) {
		assert_int_equal(t->lines[r], ref.lines[r]);
		for (int c = 0; c < t->ncols; c++)
			assert_string_equal(table_cell(t, r, c), table_cell(&ref, r, c));
	}
	table_free(&ref);
	return rc;
}

static int both(struct table *t, const char *text)
{
	return both_ways(t, text, strlen(text));
}

/* Every table the binary ships, read both ways: the same cells and lines. The
 * blobs also hold the fixtures (states) and the completion scripts, which are
 * no tables: they fail, with the same message both ways. */
static void test_fast_path_every_embedded_table(void **unused)
{
	int n = 0, cells = 0;

	for (int i = 0; i < table_nblobs && table_blobs[i].path != NULL; i++) {
		const char *path = table_blobs[i].path;
		int other = strncmp(path, "fixtures/", 9) == 0 || strncmp(path, "cli/", 4) == 0;
		struct table t;

		assert_int_equal(both_ways(&t, table_blobs[i].data, table_blobs[i].len),
				other ? EXIT_DATA : 0);
		cells += t.nrows * t.ncols;
		n += !other;
		table_free(&t);
	}
	assert_true(n >= 60);           /* 68 when written */
	assert_true(cells > 9000);      /* 9,229 */
}

/* The cells a plain line gives are strings in the table's copy of its text
 * (cut where they lie), not copies. */
static void test_fast_path_cuts_in_place(void **unused)
{
	struct table t;
	const char *text = "k,a\nx, 1 2 \n";

	assert_int_equal(both(&t, text), 0);
	assert_non_null(t.text);
	for (int i = 0; i < 4; i++)
		assert_true(t.cells[i] >= t.text && t.cells[i] < t.text + strlen(text) + 1);
	assert_ptr_equal(table_cell(&t, 1, 1), t.text + 7);
	assert_string_equal(table_cell(&t, 1, 1), "1 2");
	table_free(&t);
}

/* Inputs where a hand-written splitter could go wrong, each with what it
 * must give (both ways): cells, and row lines (`line`, when `cell` is NULL). */
struct want {
	int row, col;
	const char *cell;
	int line;
};

static const struct tricky {
	const char *why, *text;
	size_t len;             /* 0: strlen(text) */
	int nrows;
	struct want want[7];    /* up to the first with neither cell nor line */
} tricky[] = {
	{ "spaces and tabs around cells, not inside",
	  "k , a\t,\tb \n x,\t1 2 ,  \n", 0, 2,
	  { { 0, 0, "k" }, { 0, 2, "b" }, { 1, 0, "x" }, { 1, 1, "1 2" }, { 1, 2, "" } } },
	{ "CRLF, and CRs piled before the LF",
	  "k,a\r\nx,1\r\n\r\ny,2\r\r\n", 0, 3,
	  { { 2, 1, "2" }, { 2, 0, NULL, 4 } } },
	{ "a blank cell, a lone trailing comma, a line that is one comma",
	  "k,a,b\nx,,y\nz,1,\n,,\n", 0, 4,
	  { { 1, 1, "" }, { 1, 2, "y" }, { 2, 2, "" }, { 3, 0, "" } } },
	{ "quoted: a comma and a doubled quote inside, spaces around, empty, "
	  "only an escaped quote, a tab before, a CR inside",
	  "k,a,b\nx,\"1, \"\"2\"\"\",  \"q\"  \n\"\",\"\"\"\",\t\"y\"\t\nz,\"1\r2\",3\n", 0, 4,
	  { { 1, 1, "1, \"2\"" }, { 1, 2, "q" }, { 2, 0, "" }, { 2, 1, "\"" }, { 2, 2, "y" },
	    { 3, 1, "1\r2" } } },
	{ "a quote opening a record over several lines, a blank line and '#' "
	  "inside; a plain line; a first cell quoted over two lines",
	  "k,a\nx,\"multi\n# not a comment\n\nline\"\ny,2\n\"a\nb\",3\n", 0, 4,
	  { { 1, 1, "multi\n# not a comment\n\nline" }, { 2, 1, "2" }, { 3, 0, "a\nb" },
	    { 2, 0, NULL, 6 }, { 3, 0, NULL, 7 } } },
	{ "a byte order mark, comment and blank lines (of a space, a tab, a CR), "
	  "a last line without LF",
	  "\xEF\xBB\xBF# c, d\n\n \t\r\nk,a\n# x\nx,1", 0, 2,
	  { { 0, 0, "k" }, { 1, 1, "1" }, { 0, 0, NULL, 4 }, { 1, 0, NULL, 6 } } },
	{ "a quoted last cell without LF", "k,a\nx,\"1\"", 0, 2, { { 1, 1, "1" } } },
	{ "a NUL byte: the cell ends there for every reader", "k,a\nx,1\0002\n", 10, 2,
	  { { 1, 1, "1" } } },
	{ "long cells, over several words, commas at every place in a word",
	  "abcdefg,hijklmno,pqrstuvwxyz0123456,\n"
	  "1,12,123,1234567890123456789012345678901234567890\n", 0, 2,
	  { { 0, 2, "pqrstuvwxyz0123456" }, { 0, 3, "" },
	    { 1, 3, "1234567890123456789012345678901234567890" } } },
};

static void test_fast_path_tricky(void **unused)
{
	for (size_t i = 0; i < sizeof tricky / sizeof *tricky; i++) {
		const struct tricky *c = &tricky[i];
		struct table t;

		print_message("%s\n", c->why);
		assert_int_equal(both_ways(&t, c->text, c->len ? c->len : strlen(c->text)), 0);
		assert_int_equal(t.nrows, c->nrows);
		for (const struct want *w = c->want; w->cell != NULL || w->line != 0; w++) {
			if (w->cell != NULL)
				assert_string_equal(table_cell(&t, w->row, w->col), w->cell);
			else
				assert_int_equal(t.lines[w->row], w->line);
		}
		table_free(&t);
	}
}

/* What the fast path leaves to libcsv, and the errors: the same both ways. */
static void test_fast_path_errors(void **unused)
{
	struct table t;
	static const char *const bad[] = {
		"k,a\nx\r,1\n",                 /* a CR inside a line ends a row */
		"k,a\nx,1\"2\n",                /* a quote in an unquoted cell */
		"k,a\n\"x\"y,1\n",              /* text after a closing quote */
		"k,a\nx,\"a\" \"b\"\n",         /* a second quote after spaces */
		"k,a\nx,\"1\n",                 /* a quote never closed */
		"k,a,b\nx,1\n", "k,a\nx,1,2\n", "k,a\nx\n",     /* widths */
		"# only\n\n", "", "\xEF\xBB\xBF",
	};

	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		assert_int_equal(both(&t, bad[i]), EXIT_DATA);
		assert_null(t.cells);
		table_free(&t);
	}
	/* a CR inside a line read by libcsv: two rows of one cell */
	assert_int_equal(both(&t, "k\nx\ry\n"), 0);
	assert_int_equal(t.nrows, 3);
	assert_int_equal(t.lines[2], 2);
	table_free(&t);
}

/* A line of more cells than the fast path counts goes to libcsv. */
static void test_fast_path_wide_line(void **unused)
{
	struct table t;
	char text[2 * 2 * 300 + 8], *s = text;

	for (int r = 0; r < 2; r++) {
		for (int c = 0; c < 300; c++) {
			*s++ = (char)('a' + c % 26);
			*s++ = c < 299 ? ',' : '\n';
		}
	}
	*s = '\0';
	assert_int_equal(both(&t, text), 0);
	assert_int_equal(t.ncols, 300);
	assert_string_equal(table_cell(&t, 1, 299), "n");
	table_free(&t);
}

/* ---- unknown cells ------------------------------------------------------- */

static void test_unknown_cell(void **unused)
{
	struct table t;
	struct err e;
	const char *v = NULL;

	assert_int_equal(parse(&t, "odds,6,5\n3:1,?,2-4\n", &e), 0);
	t.game = strdup("salerno43");
	t.name = strdup("combat");
	assert_int_equal(table_need(&t, 1, 2, "§9.65", &v, &e), 0);
	assert_string_equal(v, "2-4");
	assert_int_equal(table_need(&t, 1, 1, "§9.65", &v, &e), EXIT_UNKNOWN);
	assert_string_equal(e.msg,
		"t.csv:2:2: table salerno43/combat, row 3:1, column 6 is unknown ('?') "
		"(§9.65): the rulebook does not give this value. Fill it in: edit "
		"t.csv, or pass --tables DIR with your own copy of combat.csv.");
	assert_non_null(strstr(e.msg, "row 3:1"));
	assert_non_null(strstr(e.msg, "column 6"));
	assert_non_null(strstr(e.msg, "§9.65"));
	/* not a data cell */
	memset(&e, 0, sizeof e);
	assert_int_equal(table_need(&t, 0, 1, "§9.65", &v, &e), EXIT_DATA);
	memset(&e, 0, sizeof e);
	assert_int_equal(table_need(&t, 2, 1, "§9.65", &v, &e), EXIT_DATA);
	table_free(&t);
}

/* ---- the override directory --------------------------------------------- */

struct tmp {
	char dir[64];
	char paths[8][128];
	int n;
};

static void put(struct tmp *tm, const char *rel, const char *text)
{
	char path[128];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", tm->dir, rel);
	strcpy(tm->paths[tm->n++], path);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void tmp_make(struct tmp *tm)
{
	char sub[128];

	memset(tm, 0, sizeof *tm);
	strcpy(tm->dir, "/tmp/umpire-test-table-XXXXXX");
	assert_non_null(mkdtemp(tm->dir));
	snprintf(sub, sizeof sub, "%s/salerno43", tm->dir);
	assert_int_equal(mkdir(sub, 0700), 0);
}

static void tmp_remove(struct tmp *tm)
{
	char sub[128];
	int i;

	for (i = 0; i < tm->n; i++)
		unlink(tm->paths[i]);
	snprintf(sub, sizeof sub, "%s/salerno43", tm->dir);
	rmdir(sub);
	rmdir(tm->dir);
}

static void test_override_directory(void **unused)
{
	struct tmp tm;
	struct tables ts;
	struct err e;
	const struct table *t, *t2;
	char want[160];

	tmp_make(&tm);
	put(&tm, "salerno43/combat.csv", "roll,odds,6\nattacker,9:1,?\n");
	put(&tm, "combat.csv", "roll,odds\nflat,one\n");     /* loses to the game's */
	put(&tm, "terrain.csv", "terrain,defence\nlevel1,7\n");
	put(&tm, "extra.csv", "k,v\nx,1\n");
	tables_init(&ts, tm.dir);
	memset(&e, 0, sizeof e);

	/* DIR/GAME/NAME.csv first */
	assert_int_equal(table_get(&ts, "salerno43", "combat", &t, &e), 0);
	snprintf(want, sizeof want, "%s/salerno43/combat.csv", tm.dir);
	assert_string_equal(t->source, want);
	assert_string_equal(table_cell(t, 1, 1), "9:1");
	assert_string_equal(t->game, "salerno43");
	assert_string_equal(t->name, "combat");
	/* then DIR/NAME.csv */
	assert_int_equal(table_get(&ts, "salerno43", "terrain", &t2, &e), 0);
	snprintf(want, sizeof want, "%s/terrain.csv", tm.dir);
	assert_string_equal(t2->source, want);
	assert_string_equal(table_cell(t2, 1, 1), "7");
	/* a table only in the directory */
	assert_int_equal(table_get(&ts, "salerno43", "extra", &t2, &e), 0);
	assert_string_equal(table_cell(t2, 1, 0), "x");
	/* then the embedded copy, file by file */
	assert_int_equal(table_get(&ts, "salerno43", "combat-literal", &t2, &e), 0);
	assert_string_equal(t2->source, "embedded:tables/salerno43/combat-literal.csv");
	/* an override's '?' says so */
	{
		const char *v;

		assert_int_equal(table_need(t, 1, 2, "§9.65", &v, &e), EXIT_UNKNOWN);
		assert_non_null(strstr(e.msg, "row attacker, column 6"));
	}
	tables_free(&ts);

	/* a broken override is an error, never replaced by the embedded table */
	put(&tm, "salerno43/terrain.csv", "terrain,defence\nlevel1\n");
	tables_init(&ts, tm.dir);
	memset(&e, 0, sizeof e);
	assert_int_equal(table_get(&ts, "salerno43", "terrain", &t, &e), EXIT_DATA);
	snprintf(want, sizeof want,
		"%s/salerno43/terrain.csv:2:2: row has 1 cells, the header has 2", tm.dir);
	assert_string_equal(e.msg, want);
	tables_free(&ts);
	tmp_remove(&tm);
}

static void test_missing_table(void **unused)
{
	struct tables ts;
	struct err e;
	const struct table *t = NULL;

	tables_init(&ts, NULL);
	memset(&e, 0, sizeof e);
	assert_int_equal(table_get(&ts, "salerno43", "nosuch", &t, &e), EXIT_NOINPUT);
	assert_string_equal(e.msg, "no table salerno43/nosuch");
	memset(&e, 0, sizeof e);
	assert_int_equal(table_get(&ts, "nosuchgame", "combat", &t, &e), EXIT_NOINPUT);
	assert_string_equal(e.msg, "no table nosuchgame/combat");
	memset(&e, 0, sizeof e);
	assert_int_equal(table_get(&ts, "salerno43", "../combat", &t, &e), EXIT_NOINPUT);
	/* a directory without the table falls back to the embedded one */
	tables_free(&ts);
	tables_init(&ts, "/nonexistent/umpire-tables");
	memset(&e, 0, sizeof e);
	assert_int_equal(table_get(&ts, "salerno43", "combat", &t, &e), 0);
	assert_string_equal(t->source, "embedded:tables/salerno43/combat.csv");
	tables_free(&ts);
}

/* Pointers handed out stay valid while more tables are loaded. */
static void test_cache_keeps_pointers(void **unused)
{
	struct tables ts;
	struct err e;
	const struct table *first, *again, *t;
	struct tmp tm;
	char rel[32], text[64];
	int i;

	tmp_make(&tm);
	tables_init(&ts, tm.dir);
	memset(&e, 0, sizeof e);
	assert_int_equal(table_get(&ts, "salerno43", "combat", &first, &e), 0);
	for (i = 0; i < 8; i++) {
		snprintf(rel, sizeof rel, "t%d.csv", i);
		snprintf(text, sizeof text, "k,v\nrow,%d\n", i);
		put(&tm, rel, text);
		snprintf(rel, sizeof rel, "t%d", i);
		assert_int_equal(table_get(&ts, "salerno43", rel, &t, &e), 0);
		assert_int_equal(atoi(table_cell(t, 1, 1)), i);
	}
	assert_int_equal(table_get(&ts, "salerno43", "combat", &again, &e), 0);
	assert_ptr_equal(first, again);
	assert_string_equal(table_cell(first, 0, 0), "roll");
	assert_int_equal(ts.n, 9);
	tables_free(&ts);
	tmp_remove(&tm);
}

/* ---- the embedded Salerno 1943 tables ----------------------------------- */

static const char *ODDS[11] = { "7:1", "6:1", "5:1", "4:1", "3:1", "2:1", "1:1",
	"1:2", "1:3", "1:4", "1:5" };

static const struct table *load(struct tables *ts, const char *name)
{
	struct err e;
	const struct table *t = NULL;

	memset(&e, 0, sizeof e);
	if (table_get(ts, "salerno43", name, &t, &e) != 0)
		fail_msg("%s", e.msg);
	return t;
}

/* A cell "7", "3-5" or "-": the totals it covers, as [lo, hi]; 0 if none. */
static int cell_range(const char *cell, int *lo, int *hi)
{
	char *end;

	if (strcmp(cell, "-") == 0)
		return 0;
	*lo = (int)strtol(cell, &end, 10);
	*hi = *lo;
	if (*end == '-')
		*hi = (int)strtol(end + 1, &end, 10);
	if (*end != '\0' || *lo < 2 || *hi > 12 || *lo > *hi)
		fail_msg("bad combat cell '%s'", cell);
	return 1;
}

/* The row of (roll, odds). */
static int crt_row(const struct table *t, const char *roll, const char *odds)
{
	int r;

	for (r = 1; r < t->nrows; r++)
		if (strcmp(table_cell(t, r, 0), roll) == 0 &&
				strcmp(table_cell(t, r, 1), odds) == 0)
			return r;
	fail_msg("no row %s %s", roll, odds);
	return -1;
}

/* Steps lost for a 2d6 total, read through table_need as rules code would. */
static int steps_lost(const struct table *t, const char *roll, const char *odds,
		int total)
{
	int r = crt_row(t, roll, odds), c, lo, hi;
	struct err e;
	const char *v;

	for (c = 2; c < t->ncols; c++) {
		memset(&e, 0, sizeof e);
		assert_int_equal(table_need(t, r, c, "§9.65", &v, &e), 0);
		if (cell_range(v, &lo, &hi) && total >= lo && total <= hi)
			return atoi(table_cell(t, 0, c));
	}
	fail_msg("total %d not in row %s %s", total, roll, odds);
	return -1;
}

static void check_crt_shape(const struct table *t)
{
	static const char *header[9] = { "roll", "odds", "6", "5", "4", "3", "2",
		"1", "0" };
	int r, c, total, lo, hi;

	assert_int_equal(t->ncols, 9);
	assert_int_equal(t->nrows, 23);
	for (c = 0; c < 9; c++)
		assert_string_equal(table_cell(t, 0, c), header[c]);
	for (r = 1; r < t->nrows; r++) {
		int seen[13] = { 0 };

		assert_string_equal(table_cell(t, r, 0), r <= 11 ? "attacker" : "defender");
		assert_string_equal(table_cell(t, r, 1), ODDS[(r - 1) % 11]);
		for (c = 2; c < t->ncols; c++)
			if (cell_range(table_cell(t, r, c), &lo, &hi))
				for (total = lo; total <= hi; total++)
					seen[total]++;
		for (total = 2; total <= 12; total++)
			if (seen[total] != 1)
				fail_msg("%s row %s %s: total %d covered %d times", t->name,
					table_cell(t, r, 0), table_cell(t, r, 1), total,
					seen[total]);
	}
}

static void test_embedded_combat_loads(void **unused)
{
	struct tables ts;
	const struct table *t;

	tables_init(&ts, NULL);
	t = load(&ts, "combat");
	assert_string_equal(t->source, "embedded:tables/salerno43/combat.csv");
	assert_string_equal(t->game, "salerno43");
	assert_string_equal(t->name, "combat");
	assert_int_equal(t->nrows, 23);
	assert_int_equal(table_col(t, "0"), 8);
	assert_int_equal(table_row(t, 1, "7:1"), 1);
	tables_free(&ts);
}

/* Every row of each half covers the totals 2..12 exactly once, in both
 * readings, and nothing is unknown. */
static void test_crt_rows_cover_2_to_12(void **unused)
{
	struct tables ts;

	tables_init(&ts, NULL);
	check_crt_shape(load(&ts, "combat"));
	check_crt_shape(load(&ts, "combat-literal"));
	tables_free(&ts);
}

/* Cells checked by hand against seed lines 1913-1923. */
static void test_crt_cells_by_hand(void **unused)
{
	struct tables ts;
	const struct table *rec, *lit;
	int i;

	tables_init(&ts, NULL);
	rec = load(&ts, "combat");
	lit = load(&ts, "combat-literal");
	for (i = 0; i < 2; i++) {
		const struct table *t = i == 0 ? rec : lit;

		assert_int_equal(steps_lost(t, "attacker", "3:1", 7), 2);
		assert_int_equal(steps_lost(t, "attacker", "1:5", 2), 1);
		assert_int_equal(steps_lost(t, "attacker", "1:5", 3), 1);
		assert_int_equal(steps_lost(t, "attacker", "1:5", 4), 0);
		assert_int_equal(steps_lost(t, "attacker", "7:1", 2), 6);
		assert_int_equal(steps_lost(t, "attacker", "7:1", 12), 2);
		assert_int_equal(steps_lost(t, "attacker", "6:1", 12), 1);
		assert_int_equal(steps_lost(t, "defender", "7:1", 2), 1);
		assert_int_equal(steps_lost(t, "defender", "7:1", 4), 0);
		assert_int_equal(steps_lost(t, "defender", "1:5", 2), 6);
		assert_int_equal(steps_lost(t, "defender", "1:4", 12), 1);
	}
	/* the disputed rows: reconstruction one step milder than literal */
	assert_int_equal(steps_lost(rec, "defender", "3:1", 7), 1);
	assert_int_equal(steps_lost(lit, "defender", "3:1", 7), 2);
	assert_int_equal(steps_lost(rec, "defender", "3:1", 12), 0);
	assert_int_equal(steps_lost(lit, "defender", "3:1", 12), 1);
	assert_int_equal(steps_lost(rec, "defender", "1:3", 2), 4);
	assert_int_equal(steps_lost(lit, "defender", "1:3", 2), 5);
	tables_free(&ts);
}

/* The two files differ only in the defender rows 3:1 to 1:3, each shifted by
 * exactly one column. */
static void test_crt_literal_differs_in_five_rows(void **unused)
{
	struct tables ts;
	const struct table *rec, *lit;
	int r, c, differ = 0;

	tables_init(&ts, NULL);
	rec = load(&ts, "combat");
	lit = load(&ts, "combat-literal");
	for (r = 0; r < rec->nrows; r++) {
		int disputed = r >= 16 && r <= 20;      /* defender 3:1 .. 1:3 */
		int same = 1;

		for (c = 0; c < rec->ncols; c++)
			same &= strcmp(table_cell(rec, r, c), table_cell(lit, r, c)) == 0;
		assert_int_equal(same, !disputed);
		if (disputed) {
			differ++;
			assert_string_equal(table_cell(rec, r, 0), "defender");
			for (c = 3; c < rec->ncols; c++)
				assert_string_equal(table_cell(rec, r, c),
					table_cell(lit, r, c - 1));
			assert_string_equal(table_cell(lit, r, 8), "-");
		}
	}
	assert_int_equal(differ, 5);
	tables_free(&ts);
}

static void test_terrain_embedded(void **unused)
{
	static const char *want[7][4] = {
		{ "level1", "2", "ne", "1" },
		{ "level2-3", "3", "-1c", "2-3" },
		{ "level4-6", "5", "-2c", "4-6" },
		{ "city", "5", "-2c", "Ville" },
		{ "tobacco_factory", "5", "ne", "Fabrique de tabac" },
		{ "precipice", "+4", "-", "Précipice" },
		{ "defensive_position", "5", "-2c", "Position défensive" },
	};
	struct tables ts;
	const struct table *t;
	int r, c;

	tables_init(&ts, NULL);
	t = load(&ts, "terrain");
	assert_int_equal(t->ncols, 4);
	assert_int_equal(t->nrows, 8);
	assert_int_equal(table_col(t, "terrain"), 0);
	assert_int_equal(table_col(t, "defence"), 1);
	assert_int_equal(table_col(t, "bomb"), 2);
	assert_int_equal(table_col(t, "printed"), 3);
	for (r = 0; r < 7; r++)
		for (c = 0; c < 4; c++)
			assert_string_equal(table_cell(t, r + 1, c), want[r][c]);
	assert_int_equal(table_row(t, 0, "city"), 4);
	tables_free(&ts);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_rows_and_comments),
		cmocka_unit_test(test_parse_bom_and_crlf),
		cmocka_unit_test(test_width_errors),
		cmocka_unit_test(test_malformed_csv),
		cmocka_unit_test(test_fast_path_every_embedded_table),
		cmocka_unit_test(test_fast_path_cuts_in_place),
		cmocka_unit_test(test_fast_path_tricky),
		cmocka_unit_test(test_fast_path_errors),
		cmocka_unit_test(test_fast_path_wide_line),
		cmocka_unit_test(test_unknown_cell),
		cmocka_unit_test(test_override_directory),
		cmocka_unit_test(test_missing_table),
		cmocka_unit_test(test_cache_keeps_pointers),
		cmocka_unit_test(test_embedded_combat_loads),
		cmocka_unit_test(test_crt_rows_cover_2_to_12),
		cmocka_unit_test(test_crt_cells_by_hand),
		cmocka_unit_test(test_crt_literal_differs_in_five_rows),
		cmocka_unit_test(test_terrain_embedded),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
