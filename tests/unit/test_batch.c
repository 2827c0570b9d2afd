/*
 * test_batch.c: the batch file reader (core/batch.c): the `order` and `name`
 * columns found in the header, each row's order handed over with its row, line
 * and column, CSV quoting and line ends, a row whose fields do not match the
 * header handed over as a fault (the batch goes on), and the place named in
 * every error, from memory and from a file read in chunks.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "batch.h"

#define MAX_SEEN 4096

/* What the callback saw. */
struct seen {
	int n;
	int row[MAX_SEEN], line[MAX_SEEN], col[MAX_SEEN], fault[MAX_SEEN];
	char *text[MAX_SEEN], *name[MAX_SEEN], *why[MAX_SEEN];
	int fail_row;            /* stop the batch on this row (0: never) */
};

static int collect(void *ctx, const struct batch_row *r, struct err *e)
{
	struct seen *s = ctx;

	if (s->n < MAX_SEEN) {
		s->row[s->n] = r->row;
		s->line[s->n] = r->line;
		s->col[s->n] = r->col;
		s->fault[s->n] = r->fault;
		s->text[s->n] = strdup(r->order);
		s->name[s->n] = strdup(r->name);
		s->why[s->n] = strdup(r->fault ? r->why : "");
		s->n++;
	}
	if (r->row == s->fail_row)
		return err_set(e, EXIT_IO, "standard output: broken pipe");
	return 0;
}

static void seen_free(struct seen *s)
{
	for (int i = 0; i < s->n && i < MAX_SEEN; i++) {
		free(s->text[i]);
		free(s->name[i]);
		free(s->why[i]);
	}
	s->n = 0;
}

static int read_text(const char *text, struct seen *s, struct err *e)
{
	memset(e, 0, sizeof *e);
	return batch_read_buffer(text, strlen(text), "b.csv", collect, s, e);
}

static void assert_row(const struct seen *s, int i, int row, int line, int col,
		const char *text)
{
	assert_true(i < s->n);
	assert_int_equal(s->row[i], row);
	assert_int_equal(s->line[i], line);
	assert_int_equal(s->col[i], col);
	assert_string_equal(s->text[i], text);
	assert_int_equal(s->fault[i], 0);
}

/* Row i was handed over with a fault, whose message is `why`. */
static void assert_fault(const struct seen *s, int i, int row, int line, const char *why)
{
	assert_true(i < s->n);
	assert_int_equal(s->row[i], row);
	assert_int_equal(s->line[i], line);
	assert_int_equal(s->fault[i], EXIT_DATA);
	assert_string_equal(s->why[i], why);
}

/* ---- the header ---------------------------------------------------------- */

static void test_header_without_order(void **unused)
{
	static struct seen s;
	struct err e;

	/* 'orders' is not 'order', nor is 'Order' */
	assert_int_equal(read_text("orders,note\nassault from=2129 to=2228,x\n", &s, &e),
			EXIT_DATA);
	assert_string_equal(e.msg,
			"b.csv:1:1: the batch file needs a header row with a column 'order'");
	assert_int_equal(s.n, 0);
	assert_int_equal(read_text("Order\nassault from=2129 to=2228\n", &s, &e), EXIT_DATA);
	assert_int_equal(s.n, 0);
	/* the first row is the header, even when an order is in it */
	assert_int_equal(read_text("assault from=2129 to=2228\n", &s, &e), EXIT_DATA);
	assert_int_equal(s.n, 0);
}

static void test_empty_file(void **unused)
{
	static struct seen s;
	struct err e;

	/* no header row at all: the same error, at 1:1 */
	assert_int_equal(read_text("", &s, &e), EXIT_DATA);
	assert_string_equal(e.msg,
			"b.csv:1:1: the batch file needs a header row with a column 'order'");
	assert_int_equal(read_text("\n\n  \n", &s, &e), EXIT_DATA);
	assert_string_equal(e.msg,
			"b.csv:1:1: the batch file needs a header row with a column 'order'");
	assert_int_equal(s.n, 0);
	/* a header and no row is a batch of no order */
	assert_int_equal(read_text("order\n", &s, &e), 0);
	assert_int_equal(read_text("note,order", &s, &e), 0);
	assert_int_equal(s.n, 0);
}

/* ---- rows ---------------------------------------------------------------- */

static void test_order_on_each_row(void **unused)
{
	static struct seen s;
	struct err e;
	const char *text =
		"id,order,note\n"
		"a,assault from=2129 to=2228,one round\n"
		"b, assault from=2129 to=2228 policy=always ,trimmed\n"
		"\n"                                   /* blank lines are skipped */
		"c,fire from=4010 to=4111,\n"
		"d,assault from=2129 to=2228 att=2cdo-a,last";

	assert_int_equal(read_text(text, &s, &e), 0);
	assert_int_equal(s.n, 4);
	assert_row(&s, 0, 1, 2, 2, "assault from=2129 to=2228");
	assert_row(&s, 1, 2, 3, 2, "assault from=2129 to=2228 policy=always");
	assert_row(&s, 2, 3, 5, 2, "fire from=4010 to=4111");
	assert_row(&s, 3, 4, 6, 2, "assault from=2129 to=2228 att=2cdo-a");
	seen_free(&s);
}

/* The row of issue 14: a list typed without quotes is split on its commas; it
 * must not be read as `bombard by=air to=1016`, but be a fault naming its line,
 * and the batch goes on. The `name` column is carried through. */
static void test_fields_must_match_the_header(void **unused)
{
	static struct seen s;
	struct err e;
	const char *text =
		"name,order\n"
		"air1,bombard by=air to=1016,1017,0916,1015\n"
		"air2,\"bombard by=air to=1016,1017,0916,1015\"\n"
		"short\n"
		"x,fire from=1019 to=1017,a note without its column\n"
		"last,fire from=1019 to=1017\n";

	assert_int_equal(read_text(text, &s, &e), 0);
	assert_int_equal(s.n, 5);
	assert_fault(&s, 0, 1, 2, "b.csv:2: the row has 5 fields and the header 2: a field "
			"that holds commas must be quoted (\"to=1016,1017\")");
	assert_string_equal(s.text[0], "");   /* never a part of the order */
	assert_row(&s, 1, 2, 3, 2, "bombard by=air to=1016,1017,0916,1015");
	assert_string_equal(s.name[1], "air2");
	assert_fault(&s, 2, 3, 4, "b.csv:4: the row has 1 field and the header 2: a field "
			"that holds commas must be quoted (\"to=1016,1017\")");
	assert_fault(&s, 3, 4, 5, "b.csv:5: the row has 3 fields and the header 2: a field "
			"that holds commas must be quoted (\"to=1016,1017\")");
	assert_row(&s, 4, 5, 6, 2, "fire from=1019 to=1017");
	assert_string_equal(s.name[4], "last");
	seen_free(&s);
}

static void test_quoted_orders(void **unused)
{
	static struct seen s;
	struct err e;
	const char *text =
		"order,note\n"
		"\"assault from=2129,2228 to=2531\",\"a note, with a comma\"\n"
		"\"assault from=2129 to=2228 note=\"\"x\"\"\",\"two\n"
		"lines\"\n"
		"  \"fire from=4010,4110 to=4111\"  ,\n"
		"\"\",\n";

	assert_int_equal(read_text(text, &s, &e), 0);
	assert_int_equal(s.n, 4);
	assert_row(&s, 0, 1, 2, 1, "assault from=2129,2228 to=2531");
	assert_row(&s, 1, 2, 3, 1, "assault from=2129 to=2228 note=\"x\"");
	/* the row after a field spanning two lines starts on line 5 */
	assert_row(&s, 2, 3, 5, 1, "fire from=4010,4110 to=4111");
	assert_row(&s, 3, 4, 6, 1, "");
	seen_free(&s);
}

static void test_crlf(void **unused)
{
	static struct seen s;
	struct err e;
	const char *text =
		"order,note\r\n"
		"assault from=2129 to=2228,first\r\n"
		"\r\n"
		"\"fire from=4010,4110 to=4111\",second\r\n"
		"assault from=2129 to=2228 policy=always,\r\n";

	assert_int_equal(read_text(text, &s, &e), 0);
	assert_int_equal(s.n, 3);
	assert_row(&s, 0, 1, 2, 1, "assault from=2129 to=2228");
	assert_row(&s, 1, 2, 4, 1, "fire from=4010,4110 to=4111");
	assert_row(&s, 2, 3, 5, 1, "assault from=2129 to=2228 policy=always");
	seen_free(&s);
	/* and a byte order mark before the header, as spreadsheets write it */
	assert_int_equal(read_text("\xEF\xBB\xBForder\r\nassault from=2129 to=2228\r\n",
			&s, &e), 0);
	assert_int_equal(s.n, 1);
	assert_row(&s, 0, 1, 2, 1, "assault from=2129 to=2228");
	seen_free(&s);
}

/* ---- errors -------------------------------------------------------------- */

static void test_row_without_order_field(void **unused)
{
	static struct seen s;
	struct err e;

	/* a fault of its row, and the batch goes on */
	assert_int_equal(read_text("id,order\n1,assault from=2129 to=2228\n2\n"
			"3,assault from=2129 to=2228\n", &s, &e), 0);
	assert_int_equal(s.n, 3);
	assert_row(&s, 0, 1, 2, 2, "assault from=2129 to=2228");
	assert_fault(&s, 1, 2, 3, "b.csv:3: the row has 1 field and the header 2: a field "
			"that holds commas must be quoted (\"to=1016,1017\")");
	assert_row(&s, 2, 3, 4, 2, "assault from=2129 to=2228");
	seen_free(&s);
}

static void test_unclosed_quote(void **unused)
{
	static struct seen s;
	struct err e;

	assert_int_equal(read_text("order\n\"assault from=2129 to=2228\n", &s, &e),
			EXIT_DATA);
	assert_string_equal(e.msg, "b.csv:2: malformed CSV (a quote is never closed)");
	assert_int_equal(s.n, 0);
	/* named by the line of the quote that opened, after rows read */
	assert_int_equal(read_text("order,note\nfire from=4010 to=4111,\"a\"\n\n"
			"assault from=2129 to=2228,\"b\nc\n", &s, &e), EXIT_DATA);
	assert_string_equal(e.msg, "b.csv:4: malformed CSV (a quote is never closed)");
	assert_int_equal(s.n, 1);
	seen_free(&s);
	/* a stray quote in an unquoted field, or text after a closing quote */
	assert_int_equal(read_text("order\nfire\nassault \"x\"\n", &s, &e), EXIT_DATA);
	assert_string_equal(e.msg, "b.csv:3: malformed CSV");
	seen_free(&s);
	assert_int_equal(read_text("order\n\"fire\" x\n", &s, &e), EXIT_DATA);
	assert_string_equal(e.msg, "b.csv:2: malformed CSV");
	assert_int_equal(s.n, 0);
}

static void test_nul_and_utf8(void **unused)
{
	static struct seen s;
	struct err e;
	static const char nul[] = "note,order\nx,fire\0 from=4010\n";

	memset(&e, 0, sizeof e);
	assert_int_equal(batch_read_buffer(nul, sizeof nul - 1, "b.csv", collect, &s, &e), 0);
	assert_fault(&s, 0, 1, 2, "b.csv:2:2: NUL byte in the order");
	seen_free(&s);
	/* a NUL byte elsewhere is no business of the reader */
	static const char nul_note[] = "note,order\nx\0y,fire from=4010\n";
	memset(&e, 0, sizeof e);
	assert_int_equal(batch_read_buffer(nul_note, sizeof nul_note - 1, "b.csv", collect,
			&s, &e), 0);
	assert_int_equal(s.n, 1);
	seen_free(&s);

	assert_int_equal(read_text("order\nfire note=caf\xC3\xA9\n", &s, &e), 0);
	assert_int_equal(s.n, 1);
	seen_free(&s);
	assert_int_equal(read_text("order\nfire note=caf\xE9\n", &s, &e), 0);
	assert_fault(&s, 0, 1, 2, "b.csv:2:1: invalid UTF-8 in the order (byte 14)");
	seen_free(&s);
	assert_int_equal(read_text("order\n\xC0\xAF\n", &s, &e), 0);  /* overlong */
	assert_fault(&s, 0, 1, 2, "b.csv:2:1: invalid UTF-8 in the order (byte 1)");
	seen_free(&s);
	assert_int_equal(read_text("order\nx\xED\xA0\x80\n", &s, &e), 0); /* surrogate */
	assert_fault(&s, 0, 1, 2, "b.csv:2:1: invalid UTF-8 in the order (byte 2)");
	seen_free(&s);
	assert_int_equal(read_text("order\nx\xF0\x9F\x98\n", &s, &e), 0); /* cut */
	assert_int_equal(s.fault[0], EXIT_DATA);
	seen_free(&s);
	/* a name that is not text is the row's fault too: it is printed */
	assert_int_equal(read_text("name,order\nx\xE9,fire\n", &s, &e), 0);
	assert_fault(&s, 0, 1, 2, "b.csv:2:1: the name is not text (a NUL byte or invalid "
			"UTF-8)");
	seen_free(&s);
}

/* A callback that stops the batch (its output is gone) is the last one called,
 * and its message is kept as it is. */
static void test_callback_stops_the_batch(void **unused)
{
	static struct seen s;
	struct err e;

	s.fail_row = 2;
	assert_int_equal(read_text("note,order\n"
			"x,assault from=2129 to=2228\n"
			"y,\"assault from=2129\n to=2230\"\n"
			"z,assault from=2129 to=2228\n", &s, &e), EXIT_IO);
	assert_string_equal(e.msg, "standard output: broken pipe");
	assert_int_equal(s.n, 2);   /* and no row after the failing one */
	s.fail_row = 0;
	seen_free(&s);
}

/* ---- from a file ---------------------------------------------------------- */

/* A file longer than the reader's chunk, with rows, a field spanning lines and
 * a CRLF cut by chunk boundaries, reads as the same text from memory. */
static void test_file_in_chunks(void **unused)
{
	static struct seen a, b;
	struct err e;
	size_t cap = 1 << 20, len = 0;
	char *text = malloc(cap);
	FILE *f = tmpfile();

	assert_non_null(text);
	assert_non_null(f);
	len += (size_t)sprintf(text + len, "\xEF\xBB\xBFid,order\r\n");
	for (int i = 1; i <= 4000; i++)
		len += (size_t)sprintf(text + len, i % 7 == 0 ?
				"%d,\"assault from=2129,2228\r\nto=%04d\"\r\n\r\n" :
				"%d,assault from=2129 to=%04d policy=always att=2cdo-a\r\n", i, i);
	assert_true(len > 3 * 65536);
	assert_int_equal(fwrite(text, 1, len, f), len);
	rewind(f);

	memset(&e, 0, sizeof e);
	assert_int_equal(batch_read_buffer(text, len, "b.csv", collect, &a, &e), 0);
	memset(&e, 0, sizeof e);
	assert_int_equal(batch_read_file(f, "b.csv", collect, NULL, &b, &e), 0);
	assert_int_equal(a.n, 4000);
	assert_int_equal(b.n, 4000);
	for (int i = 0; i < a.n; i++)
		assert_row(&b, i, a.row[i], a.line[i], a.col[i], a.text[i]);
	assert_row(&a, 6, 7, 8, 2, "assault from=2129,2228\r\nto=0007");
	assert_row(&a, 7, 8, 11, 2, "assault from=2129 to=0008 policy=always att=2cdo-a");
	seen_free(&a);
	seen_free(&b);
	fclose(f);
	free(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_header_without_order),
		cmocka_unit_test(test_empty_file),
		cmocka_unit_test(test_order_on_each_row),
		cmocka_unit_test(test_quoted_orders),
		cmocka_unit_test(test_crlf),
		cmocka_unit_test(test_row_without_order_field),
		cmocka_unit_test(test_unclosed_quote),
		cmocka_unit_test(test_nul_and_utf8),
		cmocka_unit_test(test_callback_stops_the_batch),
		cmocka_unit_test(test_fields_must_match_the_header),
		cmocka_unit_test(test_file_in_chunks),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
