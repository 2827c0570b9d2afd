/*
 * csvline.h: one line of CSV into its fields, through libcsv, with the column
 * each field starts at, for the readers that take their file line by line so
 * that every message names its line and column (the ledger, the deal file).
 * The project reads every CSV with libcsv (DESIGN.md, "State file"); this is
 * its one line splitter.
 */
#ifndef UMPIRE_CSVLINE_H
#define UMPIRE_CSVLINE_H

#include <stddef.h>

/* Fields kept; a line may have more (n counts them all, col and f stop here). */
#define CSVLINE_MAX 8

/* Spaces and tabs around an unquoted field are part of it (else trimmed, as
 * libcsv does by default). */
#define CSVLINE_SPACES 1

struct csvline {
	char *f[CSVLINE_MAX];   /* the fields, NUL-terminated, in buf */
	int col[CSVLINE_MAX];   /* the 1-based byte column each field starts at */
	int n;                  /* the number of fields of the line */
	char *buf;              /* owned: reused from line to line */
	size_t cap;
};

/* Split s[0..len) (one line without its line end) into l's fields, quoted
 * fields as RFC 4180 gives them. 0, or -1 when the line is not one CSV record
 * (bad quoting, a quote never closed, a carriage return inside), with *col the
 * 1-based column where it breaks; -2 when out of memory. A line of zero bytes
 * is one empty field. */
int csvline_split(struct csvline *l, const char *s, size_t len, int flags, int *col);
void csvline_free(struct csvline *l);

#endif
