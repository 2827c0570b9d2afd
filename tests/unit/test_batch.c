/*
 * test_batch.c: the batch file reader (core/batch.c): the `order` column found
 * in the header, each row's order handed over with its row, line and column,
 * CSV quoting and line ends, and the place named in every error, from memory
 * and from a file read in chunks.
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
	int row[MAX_SEEN], line[MAX_SEEN], col[MAX_SEEN];
	char *text[MAX_SEEN];
	int fail_row;            /* fail on this row (0: never) */
};

static int collect(void *ctx, int row, int line, int col, const char *order,
		struct err *e)
{
	struct seen *s = ctx;

	if (s->n < MAX_SEEN) {
		s->row[s->n] = row;
		s->line[s->n] = line;
		s->col[s->n] = col;
		s->text[s->n] = strdup(order);
		s->n++;
	}
	if (row == s->fail_row)
		return err_set(e, EXIT_USAGE, "assault: to=2230: no such hex");
	return 0;
}

static void seen_free(struct seen *s)
{
	for (int i = 0; i < s->n && i < MAX_SEEN; i++)
		free(s->text[i]);
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
		"c,fire from=4010 to=4111\n"
		"d,assault from=2129 to=2228 att=2cdo-a,last, with more fields,than,the header";

	assert_int_equal(read_text(text, &s, &e), 0);
	assert_int_equal(s.n, 4);
	assert_row(&s, 0, 1, 2, 2, "assault from=2129 to=2228");
	assert_row(&s, 1, 2, 3, 2, "assault from=2129 to=2228 policy=always");
	assert_row(&s, 2, 3, 5, 2, "fire from=4010 to=4111");
	assert_row(&s, 3, 4, 6, 2, "assault from=2129 to=2228 att=2cdo-a");
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
		"\"\"\n";

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
		"assault from=2129 to=2228 policy=always\r\n";

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

	assert_int_equal(read_text("id,order\n1,assault from=2129 to=2228\n2\n"
			"3,assault from=2129 to=2228\n", &s, &e), EXIT_DATA);
	assert_string_equal(e.msg, "b.csv:3:2: row has no 'order' field");
	assert_int_equal(s.n, 1);   /* row 1 was handed over, row 3 never */
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
	assert_int_equal(batch_read_buffer(nul, sizeof nul - 1, "b.csv", collect, &s, &e),
			EXIT_DATA);
	assert_string_equal(e.msg, "b.csv:2:2: NUL byte in the order");
	assert_int_equal(s.n, 0);
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
	assert_int_equal(read_text("order\nfire note=caf\xE9\n", &s, &e), EXIT_DATA);
	assert_string_equal(e.msg, "b.csv:2:1: invalid UTF-8 in the order (byte 14)");
	assert_int_equal(read_text("order\n\xC0\xAF\n", &s, &e), EXIT_DATA);  /* overlong */
	assert_string_equal(e.msg, "b.csv:2:1: invalid UTF-8 in the order (byte 1)");
	assert_int_equal(read_text("order\nx\xED\xA0\x80\n", &s, &e), EXIT_DATA); /* surrogate */
	assert_string_equal(e.msg, "b.csv:2:1: invalid UTF-8 in the order (byte 2)");
	assert_int_equal(read_text("order\nx\xF0\x9F\x98\n", &s, &e), EXIT_DATA); /* cut */
	assert_int_equal(s.n, 0);
}

static void test_callback_error_is_placed(void **unused)
{
	static struct seen s;
	struct err e;

	s.fail_row = 2;
	assert_int_equal(read_text("note,order\n"
			"x,assault from=2129 to=2228\n"
			"y,\"assault from=2129\n to=2230\"\n"
			"z,assault from=2129 to=2228\n", &s, &e), EXIT_USAGE);
	assert_string_equal(e.msg, "b.csv:3:2: assault: to=2230: no such hex");
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
	assert_int_equal(batch_read_file(f, "b.csv", collect, &b, &e), 0);
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
		cmocka_unit_test(test_callback_error_is_placed),
		cmocka_unit_test(test_file_in_chunks),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
