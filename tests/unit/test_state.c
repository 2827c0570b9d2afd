/*
 * test_state.c: the state file (core/state.c): reading, checking, editing,
 * canonical writing and atomic saving.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "state.h"
#include "swar.h"

static const char *const ORDER[] = { "unit", "hex", NULL };

/* A canonical file under ORDER: comments, sorted set rows, unit and hex first,
 * then the unknown kinds by name, quoting only where needed. */
static const char CANON[] =
	"umpire-state,1,salerno43\n"
	"# Salerno, 9 September, morning: British commandos hold 2129\n"
	"#second comment, \"quoted\"\n"
	"set,draws,0\n"
	"set,seed,hx7Qm2\n"
	"set,turn,9-morning\n"
	"@unit,id,side,nation,kind,size,hex,stack,steps,att_armor,att_soft,def,ma,support,range,flags\n"
	"unit,16pz-pio-3,axis,DE,engineer,company,2531,1,2,2,6,5,8,,,mech\n"
	"unit,2cdo-a,allied,UK,commando,company,2129,1,2,1,5,4,7,,,\n"
	"@hex,hex,levels,terrain,river\n"
	"hex,2129,2,town,\n"
	"hex,2531,2,city,\n"
	"@aaa,x\n"
	"@note,id,text\n"
	"note,n1,\"Hello, \"\"world\"\"\"\n"
	"note,n2,\" padded \"\n"
	"note,n3,\"two\nlines\"\n"
	"note,n4,tab\tinside \xc3\xa9t\xc3\xa9\n";

static int parse(struct state *st, const char *text, struct err *e)
{
	return state_parse(st, text, strlen(text), "t.csv", e);
}

/* Parse `text`, expect `code` and a message starting with `prefix`. */
static void expect_error(const char *text, size_t len, int code, const char *prefix)
{
	struct state st;
	struct err e = { 0 };
	int rc;

	state_init(&st);
	rc = state_parse(&st, text, len, "t.csv", &e);
	if (rc != code || strncmp(e.msg, prefix, strlen(prefix)) != 0)
		print_error("input %s\ngot %d '%s'\nwant %d '%s...'\n", text, rc, e.msg, code, prefix);
	assert_int_equal(rc, code);
	assert_int_equal(e.code, code);
	assert_int_equal(strncmp(e.msg, prefix, strlen(prefix)), 0);
	/* Left empty and usable. */
	assert_int_equal(st.nkinds, 1);
	assert_string_equal(st.kinds[0].name, "set");
	assert_int_equal(st.kinds[0].nrows, 0);
	assert_int_equal(st.ncomments, 0);
	assert_null(st.game);
	state_free(&st);
}

static void expect_error_s(const char *text, int code, const char *prefix)
{
	expect_error(text, strlen(text), code, prefix);
}

/* Parse `in` (which must succeed) and check its canonical text under `order`. */
static void expect_canon(const char *in, size_t len, const char *const *order, const char *want)
{
	struct state st;
	struct err e = { 0 };
	size_t n;
	char *out;

	state_init(&st);
	assert_int_equal(state_parse(&st, in, len, "t.csv", &e), 0);
	out = state_text(&st, order, &n);
	assert_non_null(out);
	assert_string_equal(out, want);
	assert_int_equal(n, strlen(want));
	free(out);
	state_free(&st);
}

static void expect_canon_s(const char *in, const char *const *order, const char *want)
{
	expect_canon(in, strlen(in), order, want);
}

static void test_round_trip(void **unused)
{
	struct state st, st2;
	struct err e = { 0 };
	size_t n;
	char *out, *out2;
	struct state_kind *k;

	state_init(&st);
	assert_int_equal(parse(&st, CANON, &e), 0);
	assert_int_equal(e.code, 0);
	assert_string_equal(st.game, "salerno43");
	assert_int_equal(st.version, 1);
	assert_string_equal(st.path, "t.csv");
	assert_int_equal(st.ncomments, 2);
	assert_string_equal(st.comments[1], "#second comment, \"quoted\"");
	assert_int_equal(st.nkinds, 5);
	assert_string_equal(state_get(&st, "seed"), "hx7Qm2");
	k = state_kind(&st, "note");
	assert_non_null(k);
	assert_int_equal(k->line, 14);
	assert_int_equal(k->nrows, 4);
	assert_string_equal(state_field(&k->rows[0], 2), "Hello, \"world\"");
	assert_string_equal(state_field(&k->rows[1], 2), " padded ");
	assert_string_equal(state_field(&k->rows[2], 2), "two\nlines");
	assert_int_equal(k->rows[3].line, 19);   /* after the two-line field */
	assert_string_equal(state_field(&k->rows[3], 2), "tab\tinside \xc3\xa9t\xc3\xa9");
	k = state_kind(&st, "aaa");
	assert_non_null(k);
	assert_int_equal(k->nrows, 0);
	assert_int_equal(k->ncols, 2);

	out = state_text(&st, ORDER, &n);
	assert_non_null(out);
	assert_int_equal(n, strlen(CANON));
	assert_memory_equal(out, CANON, n);
	free(out);

	/* Without the game's order every kind goes by name; that is a fixed
	 * point too. */
	out = state_text(&st, NULL, &n);
	assert_non_null(out);
	assert_non_null(strstr(out, "@aaa,x\n@hex,hex,"));
	assert_true(strstr(out, "@note,") < strstr(out, "@unit,"));
	state_init(&st2);
	assert_int_equal(state_parse(&st2, out, n, "t2.csv", &e), 0);
	out2 = state_text(&st2, NULL, NULL);
	assert_string_equal(out2, out);
	free(out);
	free(out2);
	state_free(&st2);
	state_free(&st);
}

static void test_canonical_rewrite(void **unused)
{
	static const char in[] =
		"\xEF\xBB\xBFumpire-state,1,g\r\n"
		"@unit,id,side\r\n"
		"unit,b,axis\r\n"
		"# c1\r\n"
		"set,turn,3\r\n"
		"\r\n"
		"   \r\n"
		"unit,a,\"x,\"\"y\"\"\"\r\n"
		"@hex,hex,t\r\n"
		"hex,2,w\r\n"
		"hex,1,\"two\r\nlines\"\r\n"
		"# c2\r\n"
		"set,draws,0\r\n"
		"unit, c ,\"q\" \r\n";
	static const char want_named[] =
		"umpire-state,1,g\n"
		"# c1\n"
		"# c2\n"
		"set,draws,0\n"
		"set,turn,3\n"
		"@hex,hex,t\n"
		"hex,1,\"two\nlines\"\n"
		"hex,2,w\n"
		"@unit,id,side\n"
		"unit,a,\"x,\"\"y\"\"\"\n"
		"unit,b,axis\n"
		"unit,c,q\n";
	static const char want_ordered[] =
		"umpire-state,1,g\n"
		"# c1\n"
		"# c2\n"
		"set,draws,0\n"
		"set,turn,3\n"
		"@unit,id,side\n"
		"unit,a,\"x,\"\"y\"\"\"\n"
		"unit,b,axis\n"
		"unit,c,q\n"
		"@hex,hex,t\n"
		"hex,1,\"two\nlines\"\n"
		"hex,2,w\n";

	expect_canon(in, strlen(in), NULL, want_named);
	expect_canon(in, strlen(in), ORDER, want_ordered);
}

static void test_stable_sort_and_order(void **unused)
{
	static const char in[] =
		"umpire-state,1,g\n"
		"@unit,id,v\n"
		"unit,b,1\n"
		"unit,a,2\n"
		"unit,b,0\n"
		"unit,a,1\n"
		"unit,,e\n"
		"@zz,k\n"
		"@mm,k\n"
		"mm,x\n";
	static const char *const order[] = { "zz", "nope", "unit", "zz", "set", NULL };
	static const char want[] =
		"umpire-state,1,g\n"
		"@zz,k\n"
		"@unit,id,v\n"
		"unit,,e\n"
		"unit,a,2\n"
		"unit,a,1\n"
		"unit,b,1\n"
		"unit,b,0\n"
		"@mm,k\n"
		"mm,x\n";

	expect_canon(in, strlen(in), order, want);
}

static void test_unknown_kept(void **unused)
{
	static const char in[] =
		"umpire-state,1,salerno43\n"
		"@unit,id,side,zz_extra\n"
		"unit,u1,axis,secret\n"
		"@weird,k,v,w\n"
		"weird,2,b,c\n"
		"weird,1,,\n"
		"set,mystery,42\n";
	static const char want[] =
		"umpire-state,1,salerno43\n"
		"set,mystery,42\n"
		"@unit,id,side,zz_extra\n"
		"unit,u1,axis,secret\n"
		"@weird,k,v,w\n"
		"weird,1,,\n"
		"weird,2,b,c\n";
	struct state st;
	struct err e = { 0 };
	struct state_kind *k;

	state_init(&st);
	assert_int_equal(parse(&st, in, &e), 0);
	k = state_kind(&st, "unit");
	assert_int_equal(state_col(k, "zz_extra"), 3);
	assert_string_equal(state_field(&k->rows[0], 3), "secret");
	assert_string_equal(state_get(&st, "mystery"), "42");
	state_free(&st);
	expect_canon(in, strlen(in), ORDER, want);
}

static void test_comments_and_lines(void **unused)
{
	static const char in[] =
		"umpire-state,1,g\n"
		"#top\n"
		"\n"
		"@note,id,text\n"
		"note,a,\"line one\n"
		"# not a comment\n"
		"\n"
		"end\"\n"
		"#after\n"
		"note,b,x";        /* no final line feed */
	struct state st;
	struct err e = { 0 };
	struct state_kind *k;

	state_init(&st);
	assert_int_equal(parse(&st, in, &e), 0);
	assert_int_equal(st.ncomments, 2);
	assert_string_equal(st.comments[0], "#top");
	assert_string_equal(st.comments[1], "#after");
	k = state_kind(&st, "note");
	assert_int_equal(k->line, 4);
	assert_int_equal(k->nrows, 2);
	assert_string_equal(state_field(&k->rows[0], 2), "line one\n# not a comment\n\nend");
	assert_int_equal(k->rows[0].line, 5);
	assert_string_equal(state_field(&k->rows[1], 2), "x");
	assert_int_equal(k->rows[1].line, 10);
	state_free(&st);
}

static void test_quoting_round_trip(void **unused)
{
	/* Values the writer must quote (or must not) to read them back. */
	static const char *const vals[] = {
		"", "plain", " lead", "trail ", "a,b", "say \"hi\"", "cr\rin", "lf\nin",
		"\tedge\t", "#hash", "@at", "\"", "a\r", " ",
	};
	struct state st, st2;
	struct err e = { 0 };
	struct state_kind *k;
	char *out, *out2;
	size_t n;
	char id[8];

	state_init(&st);
	k = state_kind_add(&st, "v", (const char *const[]){ "id", "val" }, 2);
	assert_non_null(k);
	for (size_t i = 0; i < sizeof vals / sizeof *vals; i++) {
		struct state_row *r = state_row_add(k);

		assert_non_null(r);
		snprintf(id, sizeof id, "%02zu", i);
		assert_int_equal(state_field_set(r, 1, id), 0);
		assert_int_equal(state_field_set(r, 2, vals[i]), 0);
	}
	/* A kind whose rows would read as a comment or a blank line. */
	k = state_kind_add(&st, "#k", (const char *const[]){ "x" }, 1);
	assert_non_null(state_row_add(k));
	k = state_kind_add(&st, " ", NULL, 0);
	assert_non_null(state_row_add(k));
	st.game = strdup("g");
	out = state_text(&st, NULL, &n);
	assert_non_null(out);
	assert_non_null(strstr(out, "v,01,plain\n"));
	assert_non_null(strstr(out, "v,02,\" lead\"\n"));
	assert_non_null(strstr(out, "v,05,\"say \"\"hi\"\"\"\n"));
	assert_non_null(strstr(out, "v,08,\tedge\t\n"));
	assert_non_null(strstr(out, "v,09,#hash\n"));
	assert_non_null(strstr(out, "\"#k\",\n"));
	assert_non_null(strstr(out, "\n\" \"\n"));
	state_init(&st2);
	assert_int_equal(state_parse(&st2, out, n, "q", &e), 0);
	k = state_kind(&st2, "v");
	assert_non_null(k);
	assert_int_equal(k->nrows, (int)(sizeof vals / sizeof *vals));
	for (int i = 0; i < k->nrows; i++)
		assert_string_equal(state_field(&k->rows[i], 2), vals[i]);
	assert_int_equal(state_kind(&st2, "#k")->nrows, 1);
	assert_int_equal(state_kind(&st2, " ")->nrows, 1);
	out2 = state_text(&st2, NULL, NULL);
	assert_string_equal(out2, out);
	free(out);
	free(out2);
	state_free(&st2);
	state_free(&st);
}

static void test_err_line1(void **unused)
{
	const char *bad = "t.csv:1:1: not an umpire state file (line 1 must be 'umpire-state,1,GAME')";

	expect_error_s("", EXIT_DATA, "t.csv:1:1: empty file");
	expect_error_s("\xEF\xBB\xBF", EXIT_DATA, "t.csv:1:1: empty file");
	expect_error_s("hello,1,g\n", EXIT_DATA, bad);
	expect_error_s("umpire-state,1\n", EXIT_DATA, bad);
	expect_error_s("umpire-state,1,g,x\n", EXIT_DATA, bad);
	expect_error_s("umpire-state,1,\n", EXIT_DATA, bad);
	expect_error_s("umpire-state,1,Salerno\n", EXIT_DATA, bad);
	expect_error_s("umpire-state,1,a b\n", EXIT_DATA, bad);
	expect_error_s("\numpire-state,1,g\n", EXIT_DATA, bad);
	expect_error_s("# c\numpire-state,1,g\n", EXIT_DATA, bad);
	expect_error_s("umpire-state,2,g\n", EXIT_DATA, "t.csv:1:2: unsupported state version");
	expect_error_s("umpire-state,0.9,g,extra\n", EXIT_DATA,
		"t.csv:1:2: unsupported state version");
}

static void test_err_rows(void **unused)
{
	expect_error_s("umpire-state,1,g\nunit,a\n", EXIT_DATA,
		"t.csv:2:1: row of kind 'unit' before its header '@unit,...'");
	expect_error_s("umpire-state,1,g\n@unit,id,side,hex\n#c\nunit,a,axis\n", EXIT_DATA,
		"t.csv:4:4: row has 3 fields, the header of 'unit' (line 2) has 4");
	expect_error_s("umpire-state,1,g\n@unit,id,side,hex\nunit,a,axis,2531,x,y\n",
		EXIT_DATA, "t.csv:3:5: row has 6 fields, the header of 'unit' (line 2) has 4");
	expect_error_s("umpire-state,1,g\nset,turn\n", EXIT_DATA, "t.csv:2:3: row has 2 fields");
	expect_error_s("umpire-state,1,g\nset,turn,1,2\n", EXIT_DATA, "t.csv:2:4: row has 4 fields");
	expect_error_s("umpire-state,1,g\nset,turn,1\nset,draws,0\nset,turn,2\n", EXIT_DATA,
		"t.csv:4:2: duplicate set key 'turn' (first set on line 2)");
	/* The row's line is where it starts. */
	expect_error_s("umpire-state,1,g\n@n,id\nn,\"a\nb\",c\n", EXIT_DATA,
		"t.csv:3:3: row has 3 fields");
}

static void test_err_headers(void **unused)
{
	expect_error_s("umpire-state,1,g\n@unit,id,side,id\n", EXIT_DATA,
		"t.csv:2:4: duplicate column 'id' in the header of 'unit' (also column 2)");
	expect_error_s("umpire-state,1,g\n@unit,id,,x\n", EXIT_DATA,
		"t.csv:2:3: empty column name");
	expect_error_s("umpire-state,1,g\n@\n", EXIT_DATA, "t.csv:2:1: bad kind name");
	expect_error_s("umpire-state,1,g\n@,a\n", EXIT_DATA, "t.csv:2:1: bad kind name");
	expect_error_s("umpire-state,1,g\n@@x,a\n", EXIT_DATA, "t.csv:2:1: bad kind name");
	expect_error_s("umpire-state,1,g\n@unit,id,side\nunit,a,b\n@unit,id,hex\n", EXIT_DATA,
		"t.csv:4:3: header of 'unit' differs from its first one (line 2)");
	expect_error_s("umpire-state,1,g\n@unit,id,side\n@unit,id\n", EXIT_DATA,
		"t.csv:3:3: header of 'unit' differs");
	expect_error_s("umpire-state,1,g\n@unit,id,side\n@unit,id,side,x\n", EXIT_DATA,
		"t.csv:3:4: header of 'unit' differs");
	expect_error_s("umpire-state,1,g\n@set,key,val\n", EXIT_DATA,
		"t.csv:2:3: header of 'set' differs");
	/* Declared again identically: fine. */
	expect_canon_s("umpire-state,1,g\n@set,key,value\n@u,id\nu,b\n@u,id\nu,a\n",
		NULL, "umpire-state,1,g\n@u,id\nu,a\nu,b\n");
}

static void test_err_bytes(void **unused)
{
	static const char nul[] = "umpire-state,1,g\n@u,id,v\nu,a\0b,c\n";
	static const char nulc[] = "umpire-state,1,g\n#a\0b\n";
	char *big;
	size_t n;

	expect_error(nul, sizeof nul - 1, EXIT_DATA, "t.csv:3:2: NUL byte");
	expect_error(nulc, sizeof nulc - 1, EXIT_DATA, "t.csv:2:1: NUL byte");
	expect_error_s("umpire-state,1,g\n@u,id,v\nu,a\"b,c\n", EXIT_DATA,
		"t.csv:3:2: malformed CSV (bad quoting)");
	expect_error_s("umpire-state,1,g\n@u,id,v\nu,x,\"a\"b\n", EXIT_DATA,
		"t.csv:3:3: malformed CSV (bad quoting)");
	expect_error_s("umpire-state,1,g\n@u,id,v\nu,\"a\n\nb\"c,d\n", EXIT_DATA,
		"t.csv:5:2: malformed CSV (bad quoting)");
	expect_error_s("umpire-state,1,g\n@u,id,v\nu,x,\"never closed\n", EXIT_DATA,
		"t.csv:3:3: malformed CSV (bad quoting)");
	expect_error_s("umpire-state,1,g\n@u,id,v\nu,a,\xff\n", EXIT_DATA,
		"t.csv:3:3: invalid UTF-8");
	expect_error_s("umpire-state,1,g\n@u,id,v\nu,a,\xc0\xaf\n", EXIT_DATA,
		"t.csv:3:3: invalid UTF-8");
	expect_error_s("umpire-state,1,g\n@u,id,v\nu,\xed\xa0\x80,x\n", EXIT_DATA,
		"t.csv:3:2: invalid UTF-8");
	expect_error_s("umpire-state,1,g\n@u,id,v\nu,a,\xe2\x82\n", EXIT_DATA,
		"t.csv:3:3: invalid UTF-8");
	expect_error_s("umpire-state,1,g\n@u,id,v\nu,a,\xf4\x90\x80\x80\n", EXIT_DATA,
		"t.csv:3:3: invalid UTF-8");
	expect_error_s("umpire-state,1,g\n#\xfe\n", EXIT_DATA, "t.csv:2:1: invalid UTF-8");
	expect_canon_s("umpire-state,1,g\n@u,id,v\nu,a,\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\n",
		NULL, "umpire-state,1,g\n@u,id,v\nu,a,\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\n");

	/* Fields up to 65536 bytes, quoted or not; then too long. */
	big = malloc(2000000);
	assert_non_null(big);
	n = (size_t)sprintf(big, "umpire-state,1,g\n@u,id,v\nu,a,");
	memset(big + n, 'x', 65536);
	strcpy(big + n + 65536, "\n");
	{
		struct state st;
		struct err e = { 0 };

		state_init(&st);
		assert_int_equal(parse(&st, big, &e), 0);
		assert_int_equal(strlen(state_field(&state_kind(&st, "u")->rows[0], 2)), 65536);
		state_free(&st);
	}
	n = (size_t)sprintf(big, "umpire-state,1,g\n@u,id,v\nu,a,\"");
	memset(big + n, 'x', 65536);
	strcpy(big + n + 65536, "\"  \n");
	{
		struct state st;
		struct err e = { 0 };

		state_init(&st);
		assert_int_equal(parse(&st, big, &e), 0);
		state_free(&st);
	}
	n = (size_t)sprintf(big, "umpire-state,1,g\n@u,id,v\nu,a,");
	memset(big + n, 'x', 65537);
	strcpy(big + n + 65537, "\n");
	expect_error_s(big, EXIT_DATA, "t.csv:3:3: field longer than 65536 bytes");
	n = (size_t)sprintf(big, "umpire-state,1,g\n@u,id,v\nu,\"");
	memset(big + n, 'y', 1500000);
	strcpy(big + n + 1500000, "\",b\n");
	expect_error_s(big, EXIT_DATA, "t.csv:3:2: field longer than 65536 bytes");
	free(big);
}

static void test_first_error_kept(void **unused)
{
	struct state st;
	struct err e = { 0 };

	state_init(&st);
	/* Two faults: only the first is reported. */
	assert_int_equal(parse(&st, "umpire-state,1,g\nx,1\n@u,id,id\n", &e), EXIT_DATA);
	assert_string_equal(e.msg, "t.csv:2:1: row of kind 'x' before its header '@x,...'");
	/* An error already recorded stays. */
	assert_int_equal(parse(&st, "nope\n", &e), EXIT_DATA);
	assert_string_equal(e.msg, "t.csv:2:1: row of kind 'x' before its header '@x,...'");
	state_free(&st);
}

static void test_set_get(void **unused)
{
	struct state st;
	struct err e = { 0 };
	char *out;

	state_init(&st);
	assert_int_equal(parse(&st, "umpire-state,1,g\nset,turn,3\nset,draws,0\n", &e), 0);
	assert_string_equal(state_get(&st, "turn"), "3");
	assert_null(state_get(&st, "seed"));
	assert_int_equal(state_set(&st, "turn", "4"), 0);
	assert_int_equal(state_set(&st, "seed", "abc"), 0);
	assert_int_equal(state_set(&st, "a", ""), 0);
	assert_string_equal(state_get(&st, "turn"), "4");
	assert_string_equal(state_get(&st, "seed"), "abc");
	assert_string_equal(state_get(&st, "a"), "");
	assert_int_equal(st.kinds[0].nrows, 4);
	assert_int_equal(st.kinds[0].rows[3].line, 0);
	out = state_text(&st, NULL, NULL);
	assert_string_equal(out,
		"umpire-state,1,g\nset,a,\nset,draws,0\nset,seed,abc\nset,turn,4\n");
	free(out);
	state_free(&st);

	/* On a state made in memory. */
	state_init(&st);
	assert_null(state_get(&st, "turn"));
	assert_int_equal(state_set(&st, "turn", "1"), 0);
	assert_string_equal(state_get(&st, "turn"), "1");
	state_free(&st);
}

static void test_kind_add(void **unused)
{
	struct state st;
	struct err e = { 0 };
	struct state_kind *k;
	char *out;

	state_init(&st);
	assert_int_equal(parse(&st, "umpire-state,1,g\n@unit,id,side\nunit,b,x\nunit,a,y\n", &e), 0);
	assert_null(state_kind(&st, "hex"));
	assert_int_equal(state_col(NULL, "id"), -1);
	k = state_kind_add(&st, "unit", (const char *const[]){ "side", "steps", "hex", "steps" }, 4);
	assert_non_null(k);
	assert_ptr_equal(k, state_kind(&st, "unit"));
	assert_int_equal(k->ncols, 5);
	assert_int_equal(state_col(k, "id"), 1);
	assert_int_equal(state_col(k, "steps"), 3);
	assert_int_equal(state_col(k, "hex"), 4);
	assert_int_equal(state_col(k, "unit"), -1);
	assert_int_equal(state_col(k, "nope"), -1);
	for (int i = 0; i < k->nrows; i++) {
		assert_int_equal(k->rows[i].n, 5);
		assert_string_equal(state_field(&k->rows[i], 3), "");
		assert_string_equal(state_field(&k->rows[i], 4), "");
	}
	assert_int_equal(state_field_set(&k->rows[0], 3, "2"), 0);
	k = state_kind_add(&st, "hex", (const char *const[]){ "hex", "terrain" }, 2);
	assert_non_null(k);
	assert_int_equal(k->ncols, 3);
	assert_int_equal(k->line, 0);
	assert_int_equal(k->nrows, 0);
	assert_string_equal(k->cols[0], "hex");
	assert_int_equal(state_col(k, "hex"), 1);   /* a column named like its kind */
	assert_int_equal(st.nkinds, 3);
	out = state_text(&st, ORDER, NULL);
	assert_string_equal(out,
		"umpire-state,1,g\n"
		"@unit,id,side,steps,hex\n"
		"unit,a,y,,\n"
		"unit,b,x,2,\n"
		"@hex,hex,terrain\n");
	free(out);
	state_free(&st);
}

static void test_rows(void **unused)
{
	struct state st;
	struct state_kind *k;
	struct state_row *r;
	static const char *const ids[] = { "c", "a", "b", "d" };

	state_init(&st);
	k = state_kind_add(&st, "unit", (const char *const[]){ "id", "side" }, 2);
	for (int i = 0; i < 4; i++) {
		r = state_row_add(k);
		assert_non_null(r);
		assert_int_equal(r->n, 3);
		assert_int_equal(r->line, 0);
		assert_string_equal(state_field(r, 0), "unit");
		assert_string_equal(state_field(r, 1), "");
		assert_string_equal(state_field(r, 2), "");
		assert_int_equal(state_field_set(r, 1, ids[i]), 0);
	}
	r = &k->rows[1];
	assert_string_equal(state_field(r, 1), "a");
	assert_string_equal(state_field(r, -1), "");
	assert_string_equal(state_field(r, 3), "");
	assert_int_equal(state_field_set(r, 3, "x"), -1);
	assert_int_equal(state_field_set(r, -1, "x"), -1);
	assert_int_equal(state_field_set(r, 2, "axis"), 0);
	assert_string_equal(state_field(r, 2), "axis");
	assert_int_equal(state_find(k, 1, "b"), 2);
	assert_int_equal(state_find(k, 2, "axis"), 1);
	assert_int_equal(state_find(k, 1, "zz"), -1);
	assert_int_equal(state_find(k, -1, ""), -1);
	assert_int_equal(state_find(NULL, 1, "a"), -1);
	state_row_remove(k, 1);
	assert_int_equal(k->nrows, 3);
	assert_string_equal(state_field(&k->rows[0], 1), "c");
	assert_string_equal(state_field(&k->rows[1], 1), "b");
	assert_string_equal(state_field(&k->rows[2], 1), "d");
	state_row_remove(k, 2);
	state_row_remove(k, 7);    /* out of range: nothing */
	state_row_remove(k, -1);
	assert_int_equal(k->nrows, 2);
	assert_string_equal(state_field(&k->rows[1], 1), "b");
	assert_int_equal(state_find(k, 1, "a"), -1);
	state_free(&st);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = malloc(1 << 20);
	size_t n;

	assert_non_null(f);
	assert_non_null(buf);
	n = fread(buf, 1, (1 << 20) - 1, f);
	buf[n] = '\0';
	fclose(f);
	if (len)
		*len = n;
	return buf;
}

static int count_entries(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	int n = 0;

	assert_non_null(d);
	while ((de = readdir(d)) != NULL)
		if (strcmp(de->d_name, ".") != 0 && strcmp(de->d_name, "..") != 0)
			n++;
	closedir(d);
	return n;
}

static void test_save_load(void **unused)
{
	char dir[] = "/tmp/test_stateXXXXXX";
	char path[256], bad[256], sub[256];
	struct state st, st2;
	struct err e = { 0 };
	struct stat sb;
	char *got;
	size_t n;

	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/s.csv", dir);
	snprintf(sub, sizeof sub, "%s/nope", dir);
	snprintf(bad, sizeof bad, "%s/nope/s.csv", dir);

	state_init(&st);
	assert_int_equal(parse(&st, CANON, &e), 0);
	assert_int_equal(state_save(&st, ORDER, path, &e), 0);
	got = slurp(path, &n);
	assert_int_equal(n, strlen(CANON));
	assert_string_equal(got, CANON);
	free(got);
	assert_int_equal(count_entries(dir), 1);

	/* Replacing keeps the file's mode and leaves no temporary behind. */
	assert_int_equal(chmod(path, 0640), 0);
	assert_int_equal(state_set(&st, "turn", "10-noon"), 0);
	assert_int_equal(state_save(&st, ORDER, path, &e), 0);
	assert_int_equal(e.code, 0);
	assert_int_equal(stat(path, &sb), 0);
	assert_int_equal(sb.st_mode & 0777, 0640);
	assert_int_equal(count_entries(dir), 1);

	state_init(&st2);
	assert_int_equal(state_load(&st2, path, &e), 0);
	assert_string_equal(st2.path, path);
	assert_string_equal(state_get(&st2, "turn"), "10-noon");
	assert_int_equal(state_kind(&st2, "unit")->nrows, 2);
	state_free(&st2);

	/* Into a directory that does not exist: EXIT_IO, nothing created, the
	 * saved file untouched. */
	assert_int_equal(state_save(&st, ORDER, bad, &e), EXIT_IO);
	assert_int_equal(e.code, EXIT_IO);
	assert_int_equal(strncmp(e.msg, bad, strlen(bad)), 0);
	assert_non_null(strstr(e.msg, "No such file or directory"));
	assert_int_equal(stat(sub, &sb), -1);
	assert_int_equal(count_entries(dir), 1);
	got = slurp(path, NULL);
	assert_non_null(strstr(got, "set,turn,10-noon\n"));
	free(got);

	/* Loading: missing file, a directory. */
	e = (struct err){ 0 };
	state_init(&st2);
	assert_int_equal(state_load(&st2, bad, &e), EXIT_NOINPUT);
	assert_string_equal(e.msg + strlen(bad), ": no such file");
	e = (struct err){ 0 };
	assert_int_equal(state_load(&st2, dir, &e), EXIT_IO);
	assert_int_equal(strncmp(e.msg, dir, strlen(dir)), 0);
	assert_non_null(strstr(e.msg, "Is a directory"));
	state_free(&st2);

	/* Standard input. */
	{
		int saved = dup(0), fd = open(path, O_RDONLY);

		assert_true(saved >= 0 && fd >= 0);
		assert_int_equal(dup2(fd, 0), 0);
		close(fd);
		e = (struct err){ 0 };
		state_init(&st2);
		assert_int_equal(state_load(&st2, "-", &e), 0);
		assert_string_equal(st2.path, "-");
		assert_string_equal(state_get(&st2, "turn"), "10-noon");
		state_free(&st2);
		clearerr(stdin);
		assert_int_equal(dup2(saved, 0), 0);
		close(saved);
	}

	assert_int_equal(unlink(path), 0);
	assert_int_equal(rmdir(dir), 0);
	state_free(&st);
}

static void test_write_stream(void **unused)
{
	struct state st;
	struct err e = { 0 };
	FILE *f = tmpfile(), *full;
	char buf[4096];
	size_t n;

	assert_non_null(f);
	state_init(&st);
	assert_int_equal(parse(&st, CANON, &e), 0);
	assert_int_equal(state_write(&st, ORDER, f), 0);
	rewind(f);
	n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	assert_string_equal(buf, CANON);
	fclose(f);
	full = fopen("/dev/full", "w");
	if (full) {
		assert_int_equal(state_write(&st, ORDER, full), EXIT_IO);
		fclose(full);
	}
	state_free(&st);
}

/* What state_write streams (through a buffer smaller than the text, flushed
 * as it fills) is state_text byte for byte: many rows, and rows longer than
 * the buffer, plain (copied whole) and quoted (written field by field). */
static void expect_write_is_text(const struct state *st)
{
	size_t n, got;
	char *text = state_text(st, ORDER, &n), *back = malloc(n + 1);
	FILE *f = tmpfile();

	assert_non_null(text);
	assert_non_null(back);
	assert_non_null(f);
	assert_int_equal(state_write(st, ORDER, f), 0);
	rewind(f);
	got = fread(back, 1, n + 1, f);
	assert_int_equal(got, n);
	assert_memory_equal(back, text, n);
	fclose(f);
	free(back);
	free(text);
}

static void test_write_stream_long(void **unused)
{
	enum { LONG = 20000 };
	size_t cap = 4 * LONG + 4096, n;
	char *buf = malloc(cap);
	struct state st;
	struct err e = { 0 };

	assert_non_null(buf);
	n = (size_t)sprintf(buf, "umpire-state,1,g\n@unit,id,note\nunit,a,");
	memset(buf + n, 'x', LONG), n += LONG;            /* a plain row of 20 KB */
	n += (size_t)sprintf(buf + n, "\nunit,b,\"");
	for (int i = 0; i < LONG / 2; i++)                 /* a quoted one */
		buf[n++] = i % 100 ? 'y' : ',';
	n += (size_t)sprintf(buf + n, "\"\n");
	for (int i = 0; i < 2000; i++)
		n += (size_t)sprintf(buf + n, "unit,c%04d,%d\n", i, i);
	state_init(&st);
	assert_int_equal(state_parse(&st, buf, n, "long", &e), 0);
	expect_write_is_text(&st);
	assert_int_equal(state_field_set(&state_kind(&st, "unit")->rows[0], 2, "changed"), 0);
	expect_write_is_text(&st);
	free(buf);
	state_free(&st);
}

static void test_large(void **unused)
{
	/* 100,000 rows: counts and order, in linear time (a quadratic append
	 * would take seconds here). */
	enum { N = 100000 };
	size_t cap = (size_t)N * 48 + 256, n;
	char *buf = malloc(cap), *out;
	struct state st;
	struct err e = { 0 };
	struct state_kind *k;

	assert_non_null(buf);
	n = (size_t)sprintf(buf, "umpire-state,1,g\n@unit,id,side,hex,steps\n");
	for (int i = N - 1; i >= 0; i--)
		n += (size_t)sprintf(buf + n, "unit,u%06d,%s,%04d,2\n", i, i % 2 ? "axis" : "allied", i % 5000);
	for (int i = 0; i < 1000; i++)
		n += (size_t)sprintf(buf + n, "set,k%04d,%d\n", i, i);
	state_init(&st);
	assert_int_equal(state_parse(&st, buf, n, "big", &e), 0);
	k = state_kind(&st, "unit");
	assert_int_equal(k->nrows, N);
	assert_string_equal(state_field(&k->rows[0], 1), "u099999");
	assert_int_equal(k->rows[0].line, 3);
	assert_int_equal(st.kinds[0].nrows, 1000);
	assert_string_equal(state_get(&st, "k0999"), "999");
	out = state_text(&st, NULL, &n);
	assert_non_null(out);
	assert_non_null(strstr(out, "@unit,id,side,hex,steps\nunit,u000000,allied,0000,2\nunit,u000001,"));
	assert_true(n > 25);
	assert_string_equal(out + n - 25, "unit,u099999,axis,4999,2\n");
	free(out);
	expect_write_is_text(&st);
	free(buf);
	state_free(&st);
}

/* Carriage returns before a line feed are line end, wherever they are (in a
 * comment, inside a quoted field): the canonical text then reads back the same,
 * which two inputs of tests/bad/ (found by fuzz_state) once broke. */
static void test_carriage_returns(void **unused)
{
	static const char in[] = "umpire-state,1,g\n# note\r\r\r\n@k,a,b\n"
		"k,\"x\r\r\ny\",\"p\rq\"\r\n";
	struct state st, st2;
	struct err e = { 0 };
	size_t n1, n2;
	char *t1, *t2;

	state_init(&st);
	state_init(&st2);
	assert_int_equal(state_parse(&st, in, sizeof in - 1, "cr.csv", &e), 0);
	assert_string_equal(st.comments[0], "# note");
	assert_string_equal(state_field(&state_kind(&st, "k")->rows[0], 1), "x\ny");
	assert_string_equal(state_field(&state_kind(&st, "k")->rows[0], 2), "p\rq");
	t1 = state_text(&st, NULL, &n1);
	assert_int_equal(state_parse(&st2, t1, n1, "cr2.csv", &e), 0);
	t2 = state_text(&st2, NULL, &n2);
	assert_int_equal(n1, n2);
	assert_memory_equal(t1, t2, n1);
	free(t1);
	free(t2);
	state_free(&st);
	state_free(&st2);
}

/* swar_copy_nul_as, which state_write uses for a clean row, against a byte
 * loop: every length to 70 (under, at and across its 16-byte steps and the
 * last step done again), a NUL at each place, in both buffers' alignments;
 * nothing written past n. */
static void test_copy_nul_as(void **state)
{
	char src[80], dst[96], want[96];

	(void)state;
	for (size_t n = 0; n <= 70; n++) {
		for (size_t nul = 0; nul <= n; nul++) {
			for (size_t a = 0; a < 2; a++) {
				for (size_t i = 0; i < n; i++)
					src[a + i] = (char)(i % 3 == 2 || i == nul ? 0 : 'a' + i % 26);
				memset(dst, '#', sizeof dst);
				memset(want, '#', sizeof want);
				for (size_t i = 0; i < n; i++)
					want[1 + i] = src[a + i] ? src[a + i] : ',';
				swar_copy_nul_as(dst + 1, src + a, n, ',');
				assert_memory_equal(dst, want, sizeof dst);
			}
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_canonical_rewrite),
		cmocka_unit_test(test_stable_sort_and_order),
		cmocka_unit_test(test_unknown_kept),
		cmocka_unit_test(test_comments_and_lines),
		cmocka_unit_test(test_quoting_round_trip),
		cmocka_unit_test(test_err_line1),
		cmocka_unit_test(test_err_rows),
		cmocka_unit_test(test_err_headers),
		cmocka_unit_test(test_err_bytes),
		cmocka_unit_test(test_first_error_kept),
		cmocka_unit_test(test_set_get),
		cmocka_unit_test(test_kind_add),
		cmocka_unit_test(test_rows),
		cmocka_unit_test(test_save_load),
		cmocka_unit_test(test_write_stream),
		cmocka_unit_test(test_write_stream_long),
		cmocka_unit_test(test_copy_nul_as),
		cmocka_unit_test(test_large),
		cmocka_unit_test(test_carriage_returns),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
