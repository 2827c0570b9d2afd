/*
 * batch.h: reading a batch file of orders (`umpire odds STATE --batch FILE`).
 *
 * A batch file is CSV (RFC 4180): a header row that names a column `order`
 * (and, if it likes, a column `name`, carried through to the results so they
 * join back), then one order per row; other columns are ignored. The reader
 * hands each row to a callback with its place, in file order, as it is read.
 *
 * A row that is wrong by itself (its fields do not match the header's, it has
 * no order, the order holds a NUL byte or invalid UTF-8) is still handed over,
 * with its fault, so that the batch goes on and the caller prints an error row
 * for it: one bad row never hides the others. What cannot be read at all
 * (malformed CSV, no header, an I/O error) stops the batch.
 */
#ifndef UMPIRE_BATCH_H
#define UMPIRE_BATCH_H

#include <stddef.h>
#include <stdio.h>

#include "err.h"

struct batch_row {
	int row;             /* data rows counted from 1 (the header is not one) */
	int line;            /* the physical line the row starts on */
	int col;             /* the `order` field's number, 1-based */
	const char *order;   /* its text, NUL-terminated ("" when the row has none) */
	const char *name;    /* the `name` field, "" when none */
	long long offset;    /* bytes of the file read when the row ended */
	/* The row's own fault, or 0: the row's fields do not match the header's
	 * (an unquoted field with commas), it has no order field, the order holds
	 * a NUL byte or invalid UTF-8. `fault` is the exit status (EXIT_DATA),
	 * `why` the message, placed "FILE:LINE: ..." or "FILE:LINE:COL: ...". */
	int fault;
	const char *why;
};

/* Called once per data row, in file order. Return 0 to go on; to stop the
 * whole batch, set e and return its code (the message is the caller's, used
 * as it is). */
typedef int (*batch_row_fn)(void *ctx, const struct batch_row *r, struct err *e);

/* Called, if not NULL, each time the reader has handed over every row of what
 * it has read and is about to wait for more input: the moment to flush output
 * (so a batch on a pipe streams) or to send a part-filled chunk of work. */
typedef int (*batch_idle_fn)(void *ctx, struct err *e);

/* Read a whole batch from memory or from an open file (read in chunks as they
 * come, so rows are handed over as they arrive on a pipe). `name` is the file
 * name for messages. Returns 0, or the code of what stopped the batch:
 * EXIT_DATA for a file without header or `order` column, or malformed CSV
 * (FILE:LINE); EXIT_IO for a read error or no memory; or what a callback
 * returned. */
int batch_read_buffer(const char *buf, size_t len, const char *name, batch_row_fn fn,
		void *ctx, struct err *e);
int batch_read_file(FILE *f, const char *name, batch_row_fn fn, batch_idle_fn idle,
		void *ctx, struct err *e);

#endif
