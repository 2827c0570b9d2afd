/*
 * state.h: the state file of DESIGN.md, in memory.
 *
 * A state file is CSV (RFC 4180) read and written with libcsv:
 *   line 1            umpire-state,1,GAME
 *   # ...             comment lines (kept, written right after line 1)
 *   @KIND,COL,...     a header row naming the columns of a kind of record
 *   KIND,VALUE,...    data rows of that kind
 *   set,KEY,VALUE     scalars (a built-in kind whose columns are key,value)
 * Rows, columns and kinds the program does not know are kept as they are.
 *
 * In memory each kind holds its header and its rows. A row's fields are indexed
 * like its header: field 0 is the kind's name, field 1 the first column (the key
 * rows are sorted by), and so on. state_col() gives the index of a column by name.
 *
 * Writing is canonical: line 1, the comments, the `set` rows sorted by key, then
 * each kind (in the order the game gives, then unknown kinds by name) with its
 * header and its rows sorted by key (stable). Reading then writing a canonical
 * file gives it back byte for byte.
 */
#ifndef UMPIRE_STATE_H
#define UMPIRE_STATE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "err.h"

struct state_row {
	union {
		char **f;       /* fields, f[0] the kind's name: when !at_off */
		uint16_t *off;  /* a row read: field i is block + off[i] (2 bytes, not
		                 * a pointer's 8, a field: issue 14): when at_off */
		uint8_t *off8;  /* the same in 1 byte, for a row under 256 bytes: when
		                 * at_off and narrow (a 300-unit state: 2 pages less) */
	};
	char *block;        /* the fields as read, side by side (NULL if none) */
	uint32_t blocklen;  /* a field pointing inside it is not freed on its own */
	int n;      /* number of fields, equal to the kind's ncols */
	int line;   /* line in the file it was read from, 0 if made in memory */
	unsigned at_off:1;  /* off gives the fields, f is not made (read them through
	                     * state_field) */
	unsigned narrow:1;  /* off8, not off */
	/* state.c only: */
	unsigned clean:1;   /* the block is the row's canonical text, its fields in
	                     * order, NUL for each comma: written by copying it. Any
	                     * change of the row clears it. */
	unsigned joined:1;  /* f is not its own allocation: it lies in the pool */
	unsigned loose:1;   /* some field is its own allocation, not in block */
	unsigned pooled:1;  /* block lies in the state's pool or text, freed with it */
};
/* 32 bytes, not 48: a 300-unit state has 450 rows, and their arrays were 8
 * fresh pages of a resolve (issue 14). */
_Static_assert(sizeof(void *) != 8 || sizeof(struct state_row) == 32,
		"struct state_row is 32 bytes");

struct state_kind {
	char *name;          /* "unit", "hex", "set", ... */
	char **cols;         /* cols[0] is the kind's name, then the column names */
	int ncols;
	int line;            /* line of the header row, 0 if made in memory */
	struct state_row *rows;
	int nrows, cap;
};

struct state {
	char *path;          /* name used in messages ("-" for standard input) */
	char *game;          /* GAME of line 1 */
	int version;         /* 1 */
	char **comments;     /* each without its line end, starting with '#' */
	int ncomments;
	struct state_kind *kinds;  /* kinds[0] is always "set" */
	int nkinds, cap;
	struct arena_chunk *pool;  /* the blocks of the rows read (state.c only) */
	char *text;          /* the text read: most rows' fields lie in it (state.c only) */
};

void state_init(struct state *st);
void state_free(struct state *st);

/* Parse a whole file held in memory. `name` is used in messages.
 * Errors: EXIT_DATA with "name:line:column: ...", column being the field number
 * (1 for the kind). A UTF-8 byte order mark and CRLF line ends are accepted. */
int state_parse(struct state *st, const char *buf, size_t len, const char *name,
		struct err *e);
/* The same, every line through libcsv: the reference the tests hold the fast
 * reading of state_parse to (lines without a quote are split without libcsv). */
int state_parse_libcsv(struct state *st, const char *buf, size_t len, const char *name,
		struct err *e);

/* Read a file ("-" is standard input): EXIT_NOINPUT if it does not exist,
 * EXIT_IO if it cannot be read, else as state_parse. */
int state_load(struct state *st, const char *path, struct err *e);

/* Canonical text. `kind_order` is the game's NULL-terminated list of kinds
 * (may be NULL). state_write returns 0 or EXIT_IO; it writes as it goes, so a
 * failed write may leave part of the text in `out`. */
int state_write(const struct state *st, const char *const *kind_order, FILE *out);

/* One CSV field to a stream, quoted (RFC 4180) only when reading it back needs
 * it: the quoting of the canonical text, for the other CSV files umpire writes
 * (odds, tables, journals). */
void state_csv_field(FILE *out, const char *s);

/* Canonical text in a malloc'd buffer (for hashing); returns NULL on failure. */
char *state_text(const struct state *st, const char *const *kind_order, size_t *len);

/* Write atomically: a temporary file in the same directory, flushed, fsync'd,
 * then renamed over `path`. On any failure the old file is untouched. */
int state_save(const struct state *st, const char *const *kind_order,
		const char *path, struct err *e);

/* Scalars: `set,KEY,VALUE`. state_get returns NULL when the key is absent. */
const char *state_get(const struct state *st, const char *key);
int state_set(struct state *st, const char *key, const char *value);

/* Kinds and columns. state_kind returns NULL when absent. state_kind_add returns
 * the existing kind, adding any of `cols` it lacks, or a new empty kind.
 * `cols` here are the column names without the kind (e.g. {"id","side"}). */
struct state_kind *state_kind(const struct state *st, const char *name);
struct state_kind *state_kind_add(struct state *st, const char *name,
		const char *const *cols, int ncols);
int state_col(const struct state_kind *k, const char *col);   /* -1 if absent */
/* Remove a kind, its header and its rows (not "set"). Pointers to kinds are
 * invalid afterwards. */
void state_kind_remove(struct state *st, const char *name);

/* Rows. state_field returns "" for col < 0 or beyond the row. state_row_add
 * appends a row of empty fields with f[0] set; the pointer is valid until the
 * next add. */
/* inline: the rules read fields by the thousand (a tenth of a resolve was
 * the call) */
static inline const char *state_field(const struct state_row *r, int col)
{
	if (!r || col < 0 || col >= r->n)
		return "";
	if (!r->at_off)
		return r->f[col];
	return r->block + (r->narrow ? r->off8[col] : r->off[col]);
}
/* Fields from..from+n-1 of r into out, as state_field gives them, for a reader
 * of a whole row: the way the row holds them is looked at once, not a field
 * at a time (issue 14: reading a 300-unit state's rows). */
static inline void state_fields(const struct state_row *r, int from, int n,
		const char **out)
{
	if (!r->at_off || from < 0 || from + n > r->n) {
		for (int i = 0; i < n; i++)
			out[i] = state_field(r, from + i);
	} else if (r->narrow) {
		for (int i = 0; i < n; i++)
			out[i] = r->block + r->off8[from + i];
	} else {
		for (int i = 0; i < n; i++)
			out[i] = r->block + r->off[from + i];
	}
}
int state_field_set(struct state_row *r, int col, const char *value);
struct state_row *state_row_add(struct state_kind *k);
void state_row_remove(struct state_kind *k, int i);
int state_find(const struct state_kind *k, int col, const char *value);  /* row index or -1 */

#endif
