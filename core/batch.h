/*
 * batch.h: reading a batch file of orders (`umpire odds STATE --batch FILE`).
 *
 * A batch file is CSV (RFC 4180): a header row that names a column `order`,
 * then one order per row; other columns (a note, an id...) are ignored. The
 * reader finds the column, hands each row's order to a callback with its place,
 * and puts the place in front of any error: "FILE:LINE:COL: what", LINE being
 * the physical line the row starts on and COL the (1-based) number of the
 * `order` field. What an order means, and printing its odds, is the caller's.
 */
#ifndef UMPIRE_BATCH_H
#define UMPIRE_BATCH_H

#include <stddef.h>
#include <stdio.h>

#include "err.h"

/* Called once per data row, in file order: `row` counts data rows from 1 (the
 * header is not one), `line` is where the row starts, `col` the order's field
 * number, `order` its text (NUL-terminated, valid UTF-8, no NUL byte inside).
 * Return 0 to go on; to stop, set e and return its code: the reader then puts
 * "NAME:LINE:COL: " before the message and reads no further row. */
typedef int (*batch_row_fn)(void *ctx, int row, int line, int col, const char *order,
		struct err *e);

/* Read a whole batch from memory or from an open file (read to its end, in
 * chunks, so rows are handed over as they are read). `name` is the file name
 * for messages. Returns 0, or the code of the first error: EXIT_DATA for a file
 * without header or `order` column, a row without an order field, malformed CSV,
 * a NUL byte or invalid UTF-8 in an order; EXIT_IO for a read error or no
 * memory; or whatever the callback returned. */
int batch_read_buffer(const char *buf, size_t len, const char *name, batch_row_fn fn,
		void *ctx, struct err *e);
int batch_read_file(FILE *f, const char *name, batch_row_fn fn, void *ctx,
		struct err *e);

#endif
