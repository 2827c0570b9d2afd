/*
 * state.c: the state file of DESIGN.md in memory (see state.h).
 *
 * It owns reading a state (CSV through libcsv), checking its shape (line 1,
 * headers, field counts, UTF-8), editing it in memory, and writing it back
 * canonically, to a buffer, a stream or atomically to a file. It knows nothing
 * of any game: kinds, columns and rows it is not told about are kept as read.
 *
 * Memory: the state keeps the text it read (st->text), and a row read without
 * libcsv is cut where it lies in it (its block: NUL for each comma), so the
 * text is not copied again (issue 14: every page a resolve first touches costs
 * microseconds on a virtual machine). The field pointers of the rows read, and
 * the blocks of the rows libcsv reads, come from a few large chunks, the
 * state's pool: a 300-unit state took 650 mallocs and as many frees, a fifth
 * of a resolve's instructions in the allocator. A field set later is its own
 * malloc'd copy, freed when replaced. Every other string (game, path, comments,
 * kind and column names) is its own copy. state_free releases them all; a row
 * removed leaves its block until then. Arrays grow geometrically.
 *
 * Why the text is fed to libcsv one line at a time: libcsv hands back fields and
 * rows but never says where they were. Feeding it a line at a time tells us the
 * line each row starts on (every message names "file:line:column"), and whether
 * a line begins at a row boundary: a line fed while no row is open starts a row;
 * a line fed while one is still open continues a quoted field spanning lines
 * (libcsv ends a row only at a line feed outside quotes, and we end lines only
 * at line feeds). Only at a row boundary is a line starting with '#' a comment
 * (kept aside, never given to libcsv) and a blank line skipped; inside a quoted
 * field both are data.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csv.h>

#include "arena.h"
#include "file.h"
#include "state.h"
#include "swar.h"
#include "utf8.h"

enum { FIELD_MAX = 65536 };   /* longest field, in bytes */

static const char NOT_STATE[] =
	"not an umpire state file (line 1 must be 'umpire-state,1,GAME')";

/* ---- small helpers ---- */

static char *dup_mem(const char *s, size_t n)
{
	char *d = malloc(n + 1);

	if (d) {
		memcpy(d, s, n);
		d[n] = '\0';
	}
	return d;
}

static char *dup_str(const char *s)
{
	return dup_mem(s, strlen(s));
}

/* Make room for element n of an array of *cap elements of `size` bytes:
 * returns the array, moved if it had to grow, or NULL (the old one is kept). */
static void *grow(void *arr, int *cap, int n, size_t size)
{
	void *q;
	int ncap;

	if (n < *cap)
		return arr;
	ncap = *cap ? *cap * 2 : 8;
	if (!(q = realloc(arr, (size_t)ncap * size)))
		return NULL;
	*cap = ncap;
	return q;
}

static bool utf8_valid(const unsigned char *s, size_t n)
{
	return utf8_bad(s, n) < 0;
}

static bool game_valid(const char *g)
{
	if (!*g)
		return false;
	for (; *g; g++)
		if (!((*g >= 'a' && *g <= 'z') || (*g >= '0' && *g <= '9') ||
				*g == '_' || *g == '-'))
			return false;
	return true;
}

static bool in_block(const struct state_row *r, const char *p)
{
	return r->block && p >= r->block && p < r->block + r->blocklen;
}

/* A row read has where its fields start (off) in the pool, its text in the
 * state's text (read in place) or in the pool (read by libcsv); f is made only
 * when a field is set or added (fields()), the rules reading through
 * state_field. A row whose text is 64 KiB or more, which 2-byte offsets cannot
 * span, has f from the pool instead (row->joined: f is not to be freed). */
static void free_row(struct state_row *r)
{
	if (r->at_off) {   /* off lies in the pool; no field is loose */
		if (!r->pooled)
			free(r->block);
		return;
	}
	for (int i = 0; r->f && r->loose && i < r->n; i++)   /* loose: not all in block */
		if (!in_block(r, r->f[i]))
			free(r->f[i]);
	if (!r->joined)
		free(r->f);
	if (!r->pooled)
		free(r->block);
}

/* The row's field pointers, made from its offsets when it has none: a field is
 * about to be set. -1 when out of memory (the row is as it was). */
static int fields(struct state_row *r)
{
	char **f;

	if (!r->at_off)
		return 0;
	if (!(f = malloc((size_t)(r->n ? r->n : 1) * sizeof *f)))
		return -1;
	for (int i = 0; i < r->n; i++)
		f[i] = (char *)state_field(r, i);
	r->f = f;   /* in place of off, which stays in the pool */
	r->at_off = 0;
	r->joined = 0;
	return 0;
}

enum { CHUNK_MIN = 32768 };

/* n bytes from the state's pool, aligned for the pointer array a block ends
 * with; NULL when out of memory. */
static void *pool_alloc(struct state *st, size_t n)
{
	return arena_alloc(&st->pool, n, CHUNK_MIN);
}

static void free_kind(struct state_kind *k)
{
	for (int i = 0; i < k->nrows; i++)
		free_row(&k->rows[i]);
	free(k->rows);
	for (int i = 0; i < k->ncols; i++)
		free(k->cols[i]);
	free(k->cols);
	free(k->name);
}

static int kind_index(const struct state *st, const char *name)
{
	for (int i = 0; i < st->nkinds; i++)
		if (strcmp(st->kinds[i].name, name) == 0)
			return i;
	return -1;
}

/* ---- a string -> int hash map, used while parsing so that looking up a row's
 * kind or checking a set key stays O(1) on large files ---- */

struct map {
	const char **keys;   /* borrowed: the strings live in the state */
	int *vals;
	size_t cap, n;       /* cap is 0 or a power of two */
};

static uint64_t hash_str(const char *s)
{
	uint64_t h = 14695981039346656037u;   /* FNV-1a */

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211u;
	return h;
}

static int map_get(const struct map *m, const char *key)
{
	size_t i;

	if (m->cap == 0)
		return -1;
	for (i = hash_str(key) & (m->cap - 1); m->keys[i]; i = (i + 1) & (m->cap - 1))
		if (strcmp(m->keys[i], key) == 0)
			return m->vals[i];
	return -1;
}

/* Add a key that is not in the map yet. */
static int map_put(struct map *m, const char *key, int val)
{
	size_t i;

	if (2 * (m->n + 1) > m->cap) {
		struct map b = { 0 };

		b.cap = m->cap ? 2 * m->cap : 16;
		b.keys = calloc(b.cap, sizeof *b.keys);
		b.vals = malloc(b.cap * sizeof *b.vals);
		if (!b.keys || !b.vals) {
			free(b.keys);
			free(b.vals);
			return -1;
		}
		for (i = 0; i < m->cap; i++)
			if (m->keys[i])
				map_put(&b, m->keys[i], m->vals[i]);   /* cannot grow */
		free(m->keys);
		free(m->vals);
		*m = b;
	}
	for (i = hash_str(key) & (m->cap - 1); m->keys[i]; i = (i + 1) & (m->cap - 1))
		;
	m->keys[i] = key;
	m->vals[i] = val;
	m->n++;
	return 0;
}

static void map_free(struct map *m)
{
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof *m);
}

/* ---- the state in memory ---- */

void state_init(struct state *st)
{
	static const char *const set_cols[] = { "key", "value" };

	memset(st, 0, sizeof *st);
	st->version = 1;
	/* On out of memory kinds stays empty; state_parse then reports it. */
	state_kind_add(st, "set", set_cols, 2);
}

void state_free(struct state *st)
{
	for (int i = 0; i < st->nkinds; i++)
		free_kind(&st->kinds[i]);
	free(st->kinds);
	for (int i = 0; i < st->ncomments; i++)
		free(st->comments[i]);
	free(st->comments);
	free(st->path);
	free(st->game);
	arena_free(&st->pool);
	free(st->text);
	memset(st, 0, sizeof *st);
}

struct state_kind *state_kind(const struct state *st, const char *name)
{
	int i = kind_index(st, name);

	return i < 0 ? NULL : &st->kinds[i];
}

int state_col(const struct state_kind *k, const char *col)
{
	/* From 1: cols[0] is the kind's name, and a kind may have a column of the
	 * same name (`@hex,hex,...`). */
	if (!k)
		return -1;
	for (int i = 1; i < k->ncols; i++)
		if (strcmp(k->cols[i], col) == 0)
			return i;
	return -1;
}

static int add_col(struct state_kind *k, const char *col)
{
	char **cols = realloc(k->cols, (size_t)(k->ncols + 1) * sizeof *cols);

	if (!cols)
		return -1;
	k->cols = cols;
	if (!(cols[k->ncols] = dup_str(col)))
		return -1;
	k->ncols++;
	for (int i = 0; i < k->nrows; i++) {
		struct state_row *r = &k->rows[i];
		char **f;

		if (r->n >= k->ncols)
			continue;
		if (fields(r))
			return -1;
		r->clean = 0;
		if (r->joined) {   /* the old array stays in the pool */
			if ((f = malloc((size_t)k->ncols * sizeof *f)) != NULL)
				memcpy(f, r->f, (size_t)r->n * sizeof *f);
		} else {
			f = realloc(r->f, (size_t)k->ncols * sizeof *f);
		}
		if (!f)
			return -1;
		r->f = f;
		r->joined = 0;
		r->loose = 1;
		for (; r->n < k->ncols; r->n++)
			if (!(f[r->n] = dup_str("")))
				return -1;
	}
	return 0;
}

struct state_kind *state_kind_add(struct state *st, const char *name,
		const char *const *cols, int ncols)
{
	int i = kind_index(st, name);
	struct state_kind *k;

	if (i < 0) {
		if (!(k = grow(st->kinds, &st->cap, st->nkinds, sizeof *st->kinds)))
			return NULL;
		st->kinds = k;
		k = &st->kinds[st->nkinds];
		memset(k, 0, sizeof *k);
		k->name = dup_str(name);
		k->cols = malloc(sizeof *k->cols);
		if (!k->name || !k->cols || !(k->cols[0] = dup_str(name))) {
			free(k->name);
			free(k->cols);
			return NULL;
		}
		k->ncols = 1;
		st->nkinds++;
	} else {
		k = &st->kinds[i];
	}
	for (i = 0; i < ncols; i++)
		if (state_col(k, cols[i]) < 0 && add_col(k, cols[i]))
			return NULL;
	return k;
}

void state_kind_remove(struct state *st, const char *name)
{
	int i = kind_index(st, name);

	if (i <= 0)   /* absent, or "set" (kinds[0]), which always stays */
		return;
	free_kind(&st->kinds[i]);
	memmove(&st->kinds[i], &st->kinds[i + 1],
		(size_t)(st->nkinds - i - 1) * sizeof *st->kinds);
	st->nkinds--;
}

int state_field_set(struct state_row *r, int col, const char *value)
{
	char *v;

	if (col < 0 || col >= r->n || fields(r))
		return -1;
	if (!(v = dup_str(value)))
		return -1;
	if (!in_block(r, r->f[col]))
		free(r->f[col]);
	r->f[col] = v;
	r->clean = 0;
	r->loose = 1;
	return 0;
}

struct state_row *state_row_add(struct state_kind *k)
{
	struct state_row *r;

	if (!(r = grow(k->rows, &k->cap, k->nrows, sizeof *k->rows)))
		return NULL;
	k->rows = r;
	r = &k->rows[k->nrows];
	r->n = 0;
	r->line = 0;
	r->block = NULL;
	r->blocklen = 0;
	r->at_off = 0;
	r->clean = 0;
	r->joined = 0;
	r->loose = 1;
	r->pooled = 0;
	if (!(r->f = malloc((size_t)k->ncols * sizeof *r->f)))
		return NULL;
	for (; r->n < k->ncols; r->n++) {
		if (!(r->f[r->n] = dup_str(r->n == 0 ? k->name : ""))) {
			free_row(r);
			return NULL;
		}
	}
	k->nrows++;
	return r;
}

void state_row_remove(struct state_kind *k, int i)
{
	if (i < 0 || i >= k->nrows)
		return;
	free_row(&k->rows[i]);
	memmove(&k->rows[i], &k->rows[i + 1], (size_t)(k->nrows - i - 1) * sizeof *k->rows);
	k->nrows--;
}

int state_find(const struct state_kind *k, int col, const char *value)
{
	if (!k || col < 0)
		return -1;
	for (int i = 0; i < k->nrows; i++)
		if (strcmp(state_field(&k->rows[i], col), value) == 0)
			return i;
	return -1;
}

const char *state_get(const struct state *st, const char *key)
{
	int i;

	if (st->nkinds == 0)
		return NULL;
	i = state_find(&st->kinds[0], 1, key);
	return i < 0 ? NULL : state_field(&st->kinds[0].rows[i], 2);
}

int state_set(struct state *st, const char *key, const char *value)
{
	struct state_kind *k;
	struct state_row *r;
	int i;

	if (st->nkinds == 0)
		return -1;
	k = &st->kinds[0];
	i = state_find(k, 1, key);
	if (i >= 0)
		return state_field_set(&k->rows[i], 2, value);
	if (!(r = state_row_add(k)))
		return -1;
	if (state_field_set(r, 1, key) || state_field_set(r, 2, value)) {
		state_row_remove(k, k->nrows - 1);
		return -1;
	}
	return 0;
}

/* ---- reading ---- */

struct parse {
	struct state *st;
	const char *name;    /* for messages */
	struct err *e;
	int code;            /* set on the first error: the rest is ignored */
	int line;            /* line being fed to libcsv */
	int row_line;        /* line the open row started on */
	bool in_row;         /* a row is open (we are inside a quoted field) */
	bool first_done;     /* line 1 has been read */
	char *fb;            /* the open row's fields, each NUL-terminated */
	size_t fbn, fbcap;
	size_t *off;         /* where each field starts in fb */
	char **f;            /* the fields, once the row is complete */
	int nf, capf, capp;
	char **comments;
	int ncomments, capc;
	struct map kinds;    /* kind name -> index in st->kinds */
	struct map keys;     /* set key -> row index in st->kinds[0] */
	int last_kind;       /* the kind of the row before, + 1 (0: none) */
};

static void oom(struct parse *ps)
{
	ps->code = err_set(ps->e, EXIT_IO, "%s: out of memory", ps->name);
}

static void first_row(struct parse *ps)
{
	char **f = ps->f;
	int n = ps->nf;

	if (n >= 2 && strcmp(f[0], "umpire-state") == 0 && strcmp(f[1], "1") != 0) {
		ps->code = err_set(ps->e, EXIT_DATA,
			"%s:1:2: unsupported state version '%s' (this umpire reads version 1)",
			ps->name, f[1]);
		return;
	}
	if (ps->row_line != 1 || n != 3 || strcmp(f[0], "umpire-state") != 0 ||
			!game_valid(f[2])) {
		ps->code = err_set(ps->e, EXIT_DATA, "%s:1:1: %s", ps->name, NOT_STATE);
		return;
	}
	if (!(ps->st->game = dup_str(f[2])))
		oom(ps);
	ps->st->version = 1;
}

static void header_row(struct parse *ps)
{
	struct state *st = ps->st;
	char **f = ps->f;
	const char *kname = f[0] + 1;
	int n = ps->nf, line = ps->row_line, i;
	struct map seen = { 0 };
	struct state_kind *k;

	if (!*kname || *kname == '@') {
		ps->code = err_set(ps->e, EXIT_DATA, "%s:%d:1: bad kind name '%s' in a header",
			ps->name, line, kname);
		return;
	}
	for (i = 1; i < n && !ps->code; i++) {
		int j;

		if (!*f[i]) {
			ps->code = err_set(ps->e, EXIT_DATA,
				"%s:%d:%d: empty column name in the header of '%s'",
				ps->name, line, i + 1, kname);
		} else if ((j = map_get(&seen, f[i])) >= 0) {
			ps->code = err_set(ps->e, EXIT_DATA,
				"%s:%d:%d: duplicate column '%s' in the header of '%s' (also column %d)",
				ps->name, line, i + 1, f[i], kname, j + 1);
		} else if (map_put(&seen, f[i], i)) {
			oom(ps);
		}
	}
	map_free(&seen);
	if (ps->code)
		return;

	if ((i = map_get(&ps->kinds, kname)) >= 0) {
		/* Declared again: harmless if identical. */
		int col = 0;

		k = &st->kinds[i];
		for (i = 1; i < n && i < k->ncols && !col; i++)
			if (strcmp(f[i], k->cols[i]) != 0)
				col = i + 1;
		if (!col && n != k->ncols)
			col = (n < k->ncols ? n : k->ncols) + 1;
		if (col && k->line)
			ps->code = err_set(ps->e, EXIT_DATA,
				"%s:%d:%d: header of '%s' differs from its first one (line %d)",
				ps->name, line, col, kname, k->line);
		else if (col)
			ps->code = err_set(ps->e, EXIT_DATA,
				"%s:%d:%d: header of '%s' differs from the built-in '@set,key,value'",
				ps->name, line, col, kname);
		return;
	}

	if (!(k = grow(st->kinds, &st->cap, st->nkinds, sizeof *st->kinds))) {
		oom(ps);
		return;
	}
	st->kinds = k;
	k = &st->kinds[st->nkinds];
	memset(k, 0, sizeof *k);
	k->name = dup_str(kname);
	k->cols = malloc((size_t)n * sizeof *k->cols);
	if (!k->name || !k->cols || !(k->cols[0] = dup_str(kname))) {
		free(k->name);
		free(k->cols);
		oom(ps);
		return;
	}
	for (i = 1; i < n; i++) {
		if (!(k->cols[i] = dup_str(f[i]))) {
			k->ncols = i;
			oom(ps);
			return;
		}
	}
	k->ncols = n;
	k->line = line;
	st->nkinds++;
	if (map_put(&ps->kinds, k->name, st->nkinds - 1))
		oom(ps);
}

/* The kind of a data row of n fields f, checked (its header read before, as
 * many fields, a set key not set twice); NULL after an error. */
/* The kind of a data row of n fields, the first two `name` and `key`. */
static struct state_kind *row_kind(struct parse *ps, const char *name, const char *key, int n)
{
	struct state *st = ps->st;
	int line = ps->row_line, i;
	struct state_kind *k;

	/* rows come kind by kind: the row before's kind is tried before the hash */
	if (ps->last_kind > 0 && strcmp(st->kinds[ps->last_kind - 1].name, name) == 0)
		i = ps->last_kind - 1;
	else if ((i = map_get(&ps->kinds, name)) < 0) {
		ps->code = err_set(ps->e, EXIT_DATA,
			"%s:%d:1: row of kind '%s' before its header '@%s,...'",
			ps->name, line, name, name);
		return NULL;
	}
	ps->last_kind = i + 1;
	k = &st->kinds[i];
	if (n != k->ncols) {
		int col = (n < k->ncols ? n : k->ncols) + 1;

		if (i == 0)
			ps->code = err_set(ps->e, EXIT_DATA,
				"%s:%d:%d: row has %d fields, a 'set' row has 3 (set,KEY,VALUE)",
				ps->name, line, col, n);
		else
			ps->code = err_set(ps->e, EXIT_DATA,
				"%s:%d:%d: row has %d fields, the header of '%s' (line %d) has %d",
				ps->name, line, col, n, k->name, k->line, k->ncols);
		return NULL;
	}
	if (i == 0 && (i = map_get(&ps->keys, key)) >= 0) {
		ps->code = err_set(ps->e, EXIT_DATA,
			"%s:%d:2: duplicate set key '%s' (first set on line %d)",
			ps->name, line, key, k->rows[i].line);
		return NULL;
	}
	return k;
}

/* Keep a checked row of kind k: n fields in `block` (blocklen bytes of text),
 * where either off (offsets of 1 byte if narrow, else 2) or f (pointers) says
 * they start, in the pool. */
static void keep_row(struct parse *ps, struct state_kind *k, void *off, bool narrow,
		char **f, int n, char *block, size_t blocklen, int clean)
{
	struct state_row *r;

	if (!(r = grow(k->rows, &k->cap, k->nrows, sizeof *k->rows))) {
		oom(ps);   /* block stays in the pool */
		return;
	}
	k->rows = r;
	r = &k->rows[k->nrows];
	if (off)
		r->off = off;
	else
		r->f = f;
	r->at_off = off != NULL;
	r->narrow = off != NULL && narrow;
	r->block = block;
	r->blocklen = (uint32_t)blocklen;   /* under 4 GiB: data_row */
	r->n = n;
	r->line = ps->row_line;
	r->clean = clean;
	r->joined = 1;   /* f, if any, from the pool */
	r->loose = 0;
	r->pooled = 1;
	k->nrows++;
	if (k == &ps->st->kinds[0] && map_put(&ps->keys, state_field(r, 1), k->nrows - 1))
		oom(ps);
}

/* A row's offsets are 1 byte each (narrow) when its block is at most 256 bytes
 * long, so that each is under 256; else 2 (a block of at most 64 KiB). */
static bool narrow_block(size_t blocklen)
{
	return blocklen <= 256;
}

/* Set and get the offset of field i in a row's offsets (1 byte or 2 each). */
static inline void offset_set(void *off, bool narrow, size_t i, size_t at)
{
	if (narrow)
		((uint8_t *)off)[i] = (uint8_t)at;
	else
		((uint16_t *)off)[i] = (uint16_t)at;
}

static inline size_t offset_get(const void *off, bool narrow, size_t i)
{
	return narrow ? ((const uint8_t *)off)[i] : ((const uint16_t *)off)[i];
}

/* Room in the pool for a row's n offsets; NULL when out of memory. */
static void *offsets_alloc(struct parse *ps, bool narrow, int n)
{
	void *p = pool_alloc(ps->st, (size_t)n * (narrow ? 1 : 2));

	if (!p)
		oom(ps);
	return p;
}

/* keep_row for a row whose fields the parse's pointers f give: offsets when
 * the text allows, else a copy of f. */
static void keep_row_f(struct parse *ps, struct state_kind *k, char *const *f, int n,
		char *block, size_t blocklen, int clean)
{
	bool narrow = narrow_block(blocklen);
	void *p;

	if (blocklen > UINT16_MAX) {   /* beyond offsets: a copy of the pointers */
		if (!(p = pool_alloc(ps->st, (size_t)n * sizeof *f))) {
			oom(ps);
			return;
		}
		keep_row(ps, k, NULL, false, memcpy(p, f, (size_t)n * sizeof *f), n, block,
				blocklen, clean);
		return;
	}
	if (!(p = offsets_alloc(ps, narrow, n)))
		return;
	for (int i = 0; i < n; i++)
		offset_set(p, narrow, (size_t)i, (size_t)(f[i] - block));
	keep_row(ps, k, p, narrow, NULL, n, block, blocklen, clean);
}

static void data_row(struct parse *ps)
{
	int n = ps->nf;
	struct state_kind *k = row_kind(ps, ps->f[0], n > 1 ? ps->f[1] : "", n);
	char *block;

	if (!k)
		return;
	if (ps->fbn > UINT32_MAX) {   /* a row's blocklen: struct state_row */
		ps->code = err_set(ps->e, EXIT_DATA, "%s:%d:1: row of more than 4 GiB",
				ps->name, ps->row_line);
		return;
	}
	if (!(block = pool_alloc(ps->st, ps->fbn))) {
		oom(ps);
		return;
	}
	memcpy(block, ps->fb, ps->fbn);
	for (int i = 0; i < n; i++)   /* the scratch pointers, moved to the block */
		ps->f[i] = block + ps->off[i];
	keep_row_f(ps, k, ps->f, n, block, ps->fbn, 0);
}

/* Append a field to the open row. */
static void add_field(struct parse *ps, const char *s, size_t len)
{
	size_t *ov;

	if (ps->nf >= ps->capf) {
		if (!(ov = grow(ps->off, &ps->capf, ps->nf, sizeof *ps->off))) {
			oom(ps);
			return;
		}
		ps->off = ov;
	}
	if (ps->fbn + len + 1 > ps->fbcap) {
		size_t cap = ps->fbcap ? ps->fbcap : 256;
		char *nb;
		while (ps->fbn + len + 1 > cap)
			cap *= 2;
		if (!(nb = realloc(ps->fb, cap))) {
			oom(ps);
			return;
		}
		ps->fb = nb;
		ps->fbcap = cap;
	}
	ps->off[ps->nf++] = ps->fbn;
	memcpy(ps->fb + ps->fbn, s, len);
	ps->fb[ps->fbn + len] = '\0';
	ps->fbn += len + 1;
}

/* libcsv: end of a field. */
static void on_field(void *s, size_t len, void *data)
{
	struct parse *ps = data;
	int col = ps->nf + 1;

	if (ps->code)
		return;
	if (len > FIELD_MAX) {
		ps->code = err_set(ps->e, EXIT_DATA, "%s:%d:%d: field longer than %d bytes",
			ps->name, ps->row_line, col, FIELD_MAX);
	} else if (memchr(s, '\0', len)) {
		ps->code = err_set(ps->e, EXIT_DATA, "%s:%d:%d: NUL byte in a field",
			ps->name, ps->row_line, col);
	} else if (!utf8_valid(s, len)) {
		ps->code = err_set(ps->e, EXIT_DATA, "%s:%d:%d: invalid UTF-8",
			ps->name, ps->row_line, col);
	} else {
		add_field(ps, s, len);
	}
}

/* libcsv: end of a row. */
static void on_row(int c, void *data)
{
	struct parse *ps = data;
	char **pv;

	/* the pointer array follows the offsets' capacity (grown one by one) */
	if (!ps->code && ps->capp < ps->capf &&
	    !(pv = realloc(ps->f, (size_t)ps->capf * sizeof *ps->f)))
		oom(ps);
	else if (!ps->code) {
		if (ps->capp < ps->capf)
			ps->f = pv, ps->capp = ps->capf;
		for (int i = 0; i < ps->nf; i++)   /* fb no longer moves in this row */
			ps->f[i] = ps->fb + ps->off[i];
	}
	if (!ps->code) {
		if (!ps->first_done)
			first_row(ps);
		else if (ps->f[0][0] == '@')
			header_row(ps);
		else
			data_row(ps);
		ps->first_done = true;
	}
	ps->nf = 0;
	ps->fbn = 0;
	ps->in_row = false;
}

/* Spaces around unquoted fields are trimmed (tabs are kept), and only a line
 * feed ends a row (we take the CR of a CRLF off ourselves, and a lone CR is
 * data), so that the writer's quoting rule gives every field back. */
static int is_space(unsigned char c)
{
	return c == ' ';
}

static int is_term(unsigned char c)
{
	return c == '\n';
}

/* libcsv grows its field buffer in small steps; refusing to grow it past a
 * field's limit stops a huge field early (reported as CSV_ENOMEM). */
static void *capped_realloc(void *p, size_t n)
{
	if (n > FIELD_MAX + 1024)
		return NULL;
	return realloc(p, n);
}

static void feed(struct parse *ps, struct csv_parser *p, const char *s, size_t n)
{
	if (csv_parse(p, s, n, on_field, on_row, ps) == n || ps->code)
		return;
	if (csv_error(p) == CSV_EPARSE)
		ps->code = err_set(ps->e, EXIT_DATA, "%s:%d:%d: malformed CSV (bad quoting)",
			ps->name, ps->line, ps->nf + 1);
	else if (csv_error(p) == CSV_ENOMEM && csv_get_buffer_size(p) >= FIELD_MAX)
		ps->code = err_set(ps->e, EXIT_DATA, "%s:%d:%d: field longer than %d bytes",
			ps->name, ps->row_line, ps->nf + 1, FIELD_MAX);
	else
		oom(ps);
}

static bool blank(const char *s, const char *end)
{
	for (; s < end; s++)
		if (*s != ' ' && *s != '\t')
			return false;
	return true;
}

static void comment(struct parse *ps, const char *s, size_t n)
{
	char **cv;
	char *c;

	/* stray carriage returns at the end of a comment are line-end debris:
	 * dropped, so that the canonical text reads back the same (fuzz_state) */
	while (n > 0 && s[n - 1] == '\r')
		n--;
	if (memchr(s, '\0', n)) {
		ps->code = err_set(ps->e, EXIT_DATA, "%s:%d:1: NUL byte in a comment",
			ps->name, ps->line);
	} else if (!utf8_valid((const unsigned char *)s, n)) {
		ps->code = err_set(ps->e, EXIT_DATA, "%s:%d:1: invalid UTF-8",
			ps->name, ps->line);
	} else if (!(cv = grow(ps->comments, &ps->capc, ps->ncomments, sizeof *cv))) {
		oom(ps);
	} else if (ps->comments = cv, !(c = dup_mem(s, n))) {
		oom(ps);
	} else {
		ps->comments[ps->ncomments++] = c;
	}
}

/*
 * The fast path of a data row (issue 14): a line of plain ASCII without a quote
 * or a CR, not a header, is cut where it lies in the state's text (NUL for each
 * comma, its fields trimmed in place), and only where its fields start is kept
 * in the pool: no copy of the text, whose pages a copy would touch twice.
 * What it gives is what split_line gives (fuzz_state holds both to libcsv),
 * and the block is then the row's canonical text (clean) unless its first
 * field would read as a comment. Returns false,
 * having done nothing, for a line it does not take.
 */
enum { FAST_FIELDS = 256 };

/* The commas of a line, each turned into a NUL as it is found: offs[k] is
 * where field k starts (offs[0] is 0), *n the number of fields, at most
 * FAST_FIELDS (then the count is short). Returns nonzero if the line may hold
 * a byte the fast path cannot take as it is (below '!': a space, a CR, a NUL,
 * a control; or not ASCII): the caller then puts the commas back
 * (put_commas) and looks closer. Eight bytes at a time, as a word: a
 * byte-by-byte loop was a fifth of a resolve's instructions; and each comma
 * cut where it is found, not in a second pass over the offsets (a 300-unit
 * state has 12,700 fields; issue 14). */
static inline __attribute__((always_inline)) unsigned cut_commas(char *s, size_t len,
		void *offs, bool narrow, int *n)
{
	const uint64_t ones = 0x0101010101010101u, highs = SWAR_HIGHS;
	uint64_t special = 0;
	size_t i = 0, k = 1;   /* k in a register, not through n */

	offset_set(offs, narrow, 0, 0);
	for (; i + 8 <= len; i += 8) {
		uint64_t w = swar_word(s, i), m;
		special |= ((w - ones * '!') & ~w) | w;   /* a byte < '!' or >= 128 */
		m = swar_eq(w, ',');
		if (m != 0 && k + 8 > FAST_FIELDS) {   /* near the end of offs: one by one */
			for (; m != 0 && k < FAST_FIELDS; m &= m - 1) {
				size_t at = i + (size_t)__builtin_ctzll(m) / 8;
				s[at] = '\0';
				offset_set(offs, narrow, k++, at + 1);
			}
			continue;
		}
		for (; m != 0; m &= m - 1) {   /* at most 8: room for them all */
			size_t at = i + ((unsigned)__builtin_ctzll(m) >> 3);
			s[at] = '\0';
			offset_set(offs, narrow, k++, at + 1);
		}
	}
	for (; i < len; i++) {
		unsigned char ch = (unsigned char)s[i];
		if (ch == ',' && k < FAST_FIELDS) {
			s[i] = '\0';
			offset_set(offs, narrow, k++, i + 1);
		}
		special |= ch < '!' || ch >= 128 ? highs : 0;
	}
	*n = (int)k;
	return (special & highs) != 0;
}

/* The line back as it was, for a slower path: the commas cut_commas cut. */
static void put_commas(char *s, const void *offs, bool narrow, int n)
{
	for (int i = 1; i < n; i++)
		s[offset_get(offs, narrow, (size_t)i) - 1] = ',';
}

/* The line cut at its commas (offs: where each field starts), its offsets
 * written once, in the pool. */
static void cut_row(struct parse *ps, char *s, size_t len, const void *offs, bool narrow,
		int n)
{
	struct state_kind *k;
	void *off;

	if (!(off = offsets_alloc(ps, narrow, n)))
		return;
	memcpy(off, offs, (size_t)n * (narrow ? 1 : 2));
	s[len] = '\0';
	/* no kind: the parse fails */
	if ((k = row_kind(ps, s, n > 1 ? s + offset_get(off, narrow, 1) : "", n)) != NULL)
		keep_row(ps, k, off, narrow, NULL, n, s, len + 1, s[0] != '#');
}

/* A line with spaces to trim, or many fields: each field trimmed and moved
 * down in place, through the parse's pointers. */
static void trim_row(struct parse *ps, char *s, char *le, int n)
{
	struct state_kind *k;
	char *d = s, **f;

	if (n > ps->capp) {
		if (!(f = realloc(ps->f, (size_t)n * sizeof *f))) {
			oom(ps);
			return;
		}
		ps->f = f, ps->capp = n;
	}
	f = ps->f;
	for (int i = 0; i < n; i++) {
		char *a = s, *b;
		while (s < le && *s != ',')
			s++;
		b = s++;
		while (a < b && *a == ' ')
			a++;
		while (b > a && b[-1] == ' ')
			b--;
		f[i] = d;
		memmove(d, a, (size_t)(b - a));
		d += b - a;
		*d++ = '\0';
	}
	if ((k = row_kind(ps, f[0], n > 1 ? f[1] : "", n)) != NULL)
		keep_row_f(ps, k, f, n, f[0], (size_t)(d - f[0]), f[0][0] != '#');
}

static bool plain_row(struct parse *ps, char *s, char *le)
{
	size_t len = (size_t)(le - s);
	union { uint8_t b[FAST_FIELDS]; uint16_t w[FAST_FIELDS]; } offs;
	bool narrow = narrow_block(len + 1);   /* the block: the line and a NUL */
	unsigned special;
	int n = 1;
	const char *c;

	if (len >= UINT16_MAX)   /* its offsets would not fit: the general path */
		return false;
	for (c = s; c < le && *c == ' '; c++)
		;
	if (c < le && *c == '@')   /* a header */
		return false;
	/* two copies of cut_commas, each storing offsets of one width */
	special = narrow ? cut_commas(s, len, offs.b, true, &n) :
		cut_commas(s, len, offs.w, false, &n);
	if (special || n == FAST_FIELDS)
		put_commas(s, &offs, narrow, n);
	if (special) {   /* spaces: trimmed the slow way, if all else is plain */
		unsigned plain = 1;
		for (c = s; c < le; c++)
			plain &= (unsigned char)(*c - 1) < 127 && *c != '\r';
		if (!plain)
			return false;
	}
	if (special || n == FAST_FIELDS) {
		n = 1;
		for (c = s; c < le; c++)
			n += *c == ',';
	}
	ps->in_row = true;
	ps->row_line = ps->line;
	/* In place, in the state's text: the line end (or the byte the text keeps
	 * after its end) becomes the last field's NUL, each comma a NUL (done). */
	if (!special && n < FAST_FIELDS)
		cut_row(ps, s, len, &offs, narrow, n);
	else
		trim_row(ps, s, le, n);
	ps->in_row = false;
	return true;
}

/*
 * A line without a quote, at a row boundary, is split here as libcsv splits it
 * (a field ends at a comma, spaces are trimmed at both of its ends, and nothing
 * else is special once there is no quote): most lines of a state have none, and
 * libcsv's per-byte work, through our space and line-end callbacks, was half the
 * time of a resolve on a 300-unit state (issue 14). A line with a quote, and a
 * row that goes on over several lines, still go through libcsv;
 * state_parse_libcsv reads everything through it, and tests check the two
 * agree (fuzz_state).
 */
static void split_line(struct parse *ps, const char *s, const char *le)
{
	ps->in_row = true;
	ps->row_line = ps->line;
	for (;;) {
		const char *c = s, *a, *b;
		unsigned plain = 1;   /* ASCII text without NUL: nothing to check */

		for (; c < le && *c != ','; c++)
			plain &= (unsigned char)(*c - 1) < 127;
		a = s;
		b = c;
		while (a < b && *a == ' ')
			a++;
		while (b > a && b[-1] == ' ')
			b--;
		if (plain && b - a <= FIELD_MAX)
			add_field(ps, a, (size_t)(b - a));
		else
			on_field((void *)a, (size_t)(b - a), ps);
		if (ps->code || c == le)
			break;
		s = c + 1;
	}
	on_row('\n', ps);
}

/* Parse `text` (len bytes and one more the parse may overwrite), which the
 * state takes: the rows read without libcsv are cut in it, in place. */
static int parse(struct state *st, char *text, size_t len, const char *name,
		struct err *e, bool split)
{
	struct parse ps = { .st = st, .name = name, .e = e };
	struct csv_parser p;
	char *buf = text, *s, *end;

	state_free(st);
	state_init(st);
	st->text = text;
	if (st->nkinds == 0 || !(st->path = dup_str(name))) {
		oom(&ps);
		return ps.code;
	}
	if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
		buf += 3, len -= 3;
	if (len == 0)
		return err_set(e, EXIT_DATA, "%s:1:1: empty file", name);
	s = buf;
	end = buf + len;
	if (csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0) {
		oom(&ps);
		return ps.code;
	}
	csv_set_space_func(&p, is_space);
	csv_set_term_func(&p, is_term);
	csv_set_realloc_func(&p, capped_realloc);
	if (map_put(&ps.kinds, st->kinds[0].name, 0))
		oom(&ps);
	/* one chunk for the rows of most states: a pointer for each field (an
	 * 8-byte pointer for a field of a few bytes), and the text of the rows
	 * libcsv reads. Pages not written are never touched. */
	if (len > CHUNK_MIN / 6 && len < SIZE_MAX / 8)
		(void)arena_reserve(&st->pool, 6 * len);   /* else chunk by chunk */

	while (s < end && !ps.code) {
		char *nl = memchr(s, '\n', (size_t)(end - s));
		char *le = nl ? nl : end;
		char *next = nl ? nl + 1 : end;

		ps.line++;
		/* CRLF: carriage returns before the LF are part of the line end, even
		 * inside a quoted field (a multi-line value reads the same from a CRLF
		 * and an LF file); all of them, so that no value read can end a line
		 * with a CR, which the canonical text could not give back (fuzz_state) */
		while (le > s && le[-1] == '\r')
			le--;
		if (!ps.in_row) {
			/* At a row boundary: comments and blank lines never reach libcsv. */
			if (ps.line == 1 && (blank(s, le) || *s == '#')) {
				ps.code = err_set(e, EXIT_DATA, "%s:1:1: %s", name, NOT_STATE);
				break;
			}
			if (blank(s, le)) {
				s = next;
				continue;
			}
			if (*s == '#') {
				comment(&ps, s, (size_t)(le - s));
				s = next;
				continue;
			}
			if (split && memchr(s, '"', (size_t)(le - s)) == NULL) {
				if (!ps.first_done || !plain_row(&ps, s, le))
					split_line(&ps, s, le);
				s = next;
				continue;
			}
			/* The line has a character other than a space, so libcsv opens
			 * a row, and on_row closes it at the line feed unless a quoted
			 * field is still open then. */
			ps.in_row = true;
			ps.row_line = ps.line;
		}
		feed(&ps, &p, s, (size_t)(le - s));
		if (nl && !ps.code)
			feed(&ps, &p, "\n", 1);
		s = next;
	}
	/* A last line without a line feed, or a quoted field never closed. */
	if (!ps.code && csv_fini(&p, on_field, on_row, &ps) != 0)
		ps.code = err_set(e, EXIT_DATA, "%s:%d:%d: malformed CSV (bad quoting)",
			name, ps.row_line, ps.nf + 1);
	csv_free(&p);

	free(ps.f);
	free(ps.off);
	free(ps.fb);
	map_free(&ps.kinds);
	map_free(&ps.keys);
	if (!ps.code && ps.ncomments) {
		/* Exactly ncomments long, so callers may realloc it by one. */
		char **c = realloc(ps.comments, (size_t)ps.ncomments * sizeof *c);

		if (c)
			ps.comments = c;
		st->comments = ps.comments;
		st->ncomments = ps.ncomments;
		ps.comments = NULL;
		ps.ncomments = 0;
	}
	for (int i = 0; i < ps.ncomments; i++)
		free(ps.comments[i]);
	free(ps.comments);
	if (ps.code) {
		char *path = st->path;

		st->path = NULL;
		state_free(st);
		state_init(st);
		st->path = path;
	}
	return ps.code;
}

/* A copy of buf that parse may take: len bytes and one more. */
static char *text_copy(const char *buf, size_t len)
{
	char *t = len < SIZE_MAX ? malloc(len + 1) : NULL;

	if (t)
		memcpy(t, buf, len);
	return t;
}

/* `st` must have been through state_init; what it held is freed first. On an
 * error it is left empty (as after state_init), with its path set. */
int state_parse(struct state *st, const char *buf, size_t len, const char *name,
		struct err *e)
{
	char *t = text_copy(buf, len);

	return t ? parse(st, t, len, name, e, true) :
		err_set(e, EXIT_IO, "%s: out of memory", name);
}

int state_parse_libcsv(struct state *st, const char *buf, size_t len, const char *name,
		struct err *e)
{
	char *t = text_copy(buf, len);

	return t ? parse(st, t, len, name, e, false) :
		err_set(e, EXIT_IO, "%s: out of memory", name);
}

int state_load(struct state *st, const char *path, struct err *e)
{
	bool std_in = strcmp(path, "-") == 0;
	FILE *f = std_in ? stdin : fopen(path, "rb");
	char *buf = NULL;
	size_t len = 0, cap = 0;
	int err;

	if (!f) {
		if (errno == ENOENT || errno == ENOTDIR)
			return err_set(e, EXIT_NOINPUT, "%s: no such file", path);
		return err_set(e, EXIT_IO, "%s: %s", path, strerror(errno));
	}
	for (;;) {
		size_t got;

		if (len + 1 >= cap) {   /* one byte more: parse may write it */
			char *b;

			cap = cap ? cap * 2 : 65536;
			if (!(b = realloc(buf, cap))) {
				free(buf);
				if (!std_in)
					fclose(f);
				return err_set(e, EXIT_IO, "%s: out of memory", path);
			}
			buf = b;
		}
		got = fread(buf + len, 1, cap - len, f);
		len += got;
		if (got == 0)
			break;
	}
	err = errno;
	if (ferror(f)) {
		free(buf);
		if (!std_in)
			fclose(f);
		return err_set(e, EXIT_IO, "%s: %s", path, strerror(err));
	}
	if (!std_in)
		fclose(f);
	return parse(st, buf, len, path, e, true);   /* st takes buf */
}

/* ---- writing ---- */

/* The canonical text being written: into a buffer that grows (state_text), or
 * through the caller's buffer to a stream (state_write), flushed when full.
 * Why stream: a whole copy of a 300-unit state cost a resolve 7 fresh pages,
 * 4% of its time, when it wrote to standard output (issue 14). */
struct out {
	char *p;
	size_t n, cap;
	bool oom;        /* out of memory, or the stream would not take the text */
	bool own;        /* p is malloc'd here (else the caller's, not freed) */
	FILE *sink;      /* NULL: the whole text stays in p */
};

/* Room for n more bytes and a NUL; false when out of memory. */
static bool reserve(struct out *o, size_t n)
{
	size_t cap;
	char *p;

	if (o->oom)
		return false;
	if (o->n + n + 1 <= o->cap)
		return true;
	if (o->sink && o->n > 0) {
		if (fwrite(o->p, 1, o->n, o->sink) != o->n) {
			o->oom = true;
			return false;
		}
		o->n = 0;
		if (n + 1 <= o->cap)
			return true;
	}
	/* a row longer than the caller's buffer: one of our own */
	cap = o->cap ? o->cap : 4096;
	while (o->n + n + 1 > cap)
		cap *= 2;
	if (!(p = o->own ? realloc(o->p, cap) : malloc(cap))) {
		o->oom = true;
		return false;
	}
	if (!o->own)
		memcpy(p, o->p, o->n);
	o->p = p;
	o->cap = cap;
	o->own = true;
	return true;
}

static void put(struct out *o, const char *s, size_t n)
{
	if (!reserve(o, n))
		return;
	memcpy(o->p + o->n, s, n);
	o->n += n;
	o->p[o->n] = '\0';
}

/* One field of n bytes at d, where there is room for 2n + 2, quoted (RFC 4180)
 * only when reading it back needs it: a comma, quote, CR or LF inside, or a
 * space at either end (libcsv trims those). A row's first field is also quoted
 * if the line would read as a comment (a leading '#') or as a blank line (a lone
 * field of spaces and tabs); `first` is 1 for a row's first field, 2 if it is
 * also the only one. The field is copied as it is scanned, in one pass, and
 * written again quoted in the rare case it must be. Returns the end. */
static char *field_at(char *d, const char *s, size_t n, int first)
{
	bool special = false;

	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		/* ',' '"' CR LF are all below '-': one compare sends the rest on */
		if (c < '-')
			special |= c == ',' || c == '"' || c == '\r' || c == '\n';
		d[i] = (char)c;
	}
	if (!special && !(n && (s[0] == ' ' || s[n - 1] == ' ')) &&
			!(first && s[0] == '#') && !(first == 2 && blank(s, s + n)))
		return d + n;
	*d++ = '"';
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '"')
			*d++ = '"';
		*d++ = s[i];
	}
	*d++ = '"';
	return d;
}

static void put_field(struct out *o, const char *s, int first)
{
	size_t n = strlen(s);

	if (!reserve(o, 2 * n + 2))
		return;
	o->n = (size_t)(field_at(o->p + o->n, s, n, first) - o->p);
	o->p[o->n] = '\0';
}

/* A row: the room for all of it is made once. */
static void put_row(struct out *o, const struct state_row *r)
{
	size_t len[64], room = 1;
	int n = r->n;
	const char *f[64];
	char *d;

	if (n > 64) {   /* no kind has that many columns; written field by field */
		for (int i = 0; i < n; i++) {
			if (i)
				put(o, ",", 1);
			put_field(o, state_field(r, i), i > 0 ? 0 : n == 1 ? 2 : 1);
		}
		put(o, "\n", 1);
		return;
	}
	for (int i = 0; i < n; i++)
		room += 2 * (len[i] = strlen(f[i] = state_field(r, i))) + 3;
	if (!reserve(o, room))
		return;
	d = o->p + o->n;
	for (int i = 0; i < n; i++) {
		if (i)
			*d++ = ',';
		d = field_at(d, f[i], len[i], i > 0 ? 0 : n == 1 ? 2 : 1);
	}
	*d++ = '\n';
	*d = '\0';
	o->n = (size_t)(d - o->p);
}

/* Stable: equal keys keep their order in the array. */
static int cmp_rows(const void *a, const void *b)
{
	const struct state_row *x = *(const struct state_row *const *)a;
	const struct state_row *y = *(const struct state_row *const *)b;
	int c = strcmp(state_field(x, 1), state_field(y, 1));

	return c ? c : (x > y) - (x < y);
}

static void put_rows(struct out *o, const struct state_kind *k)
{
	const struct state_row **v;

	if (k->nrows == 0)
		return;
	if (!(v = malloc((size_t)k->nrows * sizeof *v))) {
		o->oom = true;
		return;
	}
	bool sorted = true;
	for (int i = 0; i < k->nrows; i++) {
		v[i] = &k->rows[i];
		sorted = sorted && (i == 0 ||
			strcmp(state_field(v[i - 1], 1), state_field(v[i], 1)) <= 0);
	}
	/* a canonical state's rows are in order already: checking costs one pass */
	if (!sorted)
		qsort(v, (size_t)k->nrows, sizeof *v, cmp_rows);
	for (int i = 0; i < k->nrows; i++) {
		if (v[i]->clean && reserve(o, v[i]->blocklen)) {
			/* a copy, each NUL a comma: a clean block holds the fields
			 * in order, one NUL after each, and no field of it holds a
			 * NUL (a line with one is read the slow way, not clean).
			 * Sixteen bytes at a time, the offsets not read: put_rows
			 * was 139,000 instructions of a resolve, now 87,000 (issue
			 * 14; a field at a time, a copy then a store a comma). */
			const struct state_row *r = v[i];

			swar_copy_nul_as(o->p + o->n, r->block, r->blocklen, ',');
			o->n += r->blocklen;
			o->p[o->n - 1] = '\n';
			o->p[o->n] = '\0';
		} else {
			put_row(o, v[i]);
		}
	}
	free(v);
}

static void put_kind(struct out *o, const struct state_kind *k)
{
	char *at = malloc(strlen(k->name) + 2);

	if (!at) {
		o->oom = true;
		return;
	}
	at[0] = '@';
	strcpy(at + 1, k->name);
	put_field(o, at, 1);
	free(at);
	for (int i = 1; i < k->ncols; i++) {
		put(o, ",", 1);
		put_field(o, k->cols[i], 0);
	}
	put(o, "\n", 1);
	put_rows(o, k);
}

static int cmp_kinds(const void *a, const void *b)
{
	const struct state_kind *x = *(const struct state_kind *const *)a;
	const struct state_kind *y = *(const struct state_kind *const *)b;

	return strcmp(x->name, y->name);
}

/* The whole canonical text into o. */
static void put_state(struct out *o, const struct state *st, const char *const *kind_order)
{
	char ver[16];
	bool *done;
	const struct state_kind **rest;
	int nrest = 0;

	done = calloc((size_t)st->nkinds + 1, sizeof *done);
	rest = malloc(((size_t)st->nkinds + 1) * sizeof *rest);
	if (!done || !rest)
		o->oom = true;
	put(o, "umpire-state,", 13);
	snprintf(ver, sizeof ver, "%d", st->version);
	put(o, ver, strlen(ver));
	put(o, ",", 1);
	put_field(o, st->game ? st->game : "", 0);
	put(o, "\n", 1);
	for (int i = 0; i < st->ncomments; i++) {
		put(o, st->comments[i], strlen(st->comments[i]));
		put(o, "\n", 1);
	}
	if (!o->oom) {
		for (int i = 0; i < st->nkinds; i++)
			if (strcmp(st->kinds[i].name, "set") == 0) {
				put_rows(o, &st->kinds[i]);
				done[i] = true;
			}
		for (const char *const *name = kind_order; name && *name; name++) {
			int i = kind_index(st, *name);

			if (i >= 0 && !done[i]) {
				put_kind(o, &st->kinds[i]);
				done[i] = true;
			}
		}
		for (int i = 0; i < st->nkinds; i++)
			if (!done[i])
				rest[nrest++] = &st->kinds[i];
		qsort(rest, (size_t)nrest, sizeof *rest, cmp_kinds);
		for (int i = 0; i < nrest; i++)
			put_kind(o, rest[i]);
	}
	free(done);
	free(rest);
}

char *state_text(const struct state *st, const char *const *kind_order, size_t *len)
{
	struct out o = { .own = true };

	/* room for the rows read, at once: growing by doubling copied the text
	 * four times over for a 300-unit state */
	size_t guess = 4096;
	for (int i = 0; i < st->nkinds; i++)
		for (int j = 0; j < st->kinds[i].nrows; j++)
			guess += st->kinds[i].rows[j].blocklen + 16;
	reserve(&o, guess);
	put_state(&o, st, kind_order);
	if (o.oom) {
		free(o.p);
		return NULL;
	}
	if (len)
		*len = o.n;
	return o.p;
}

int state_write(const struct state *st, const char *const *kind_order, FILE *out)
{
	/* on the stack: a resolve has been deeper before, its pages are there */
	char buf[8192];
	struct out o = { .p = buf, .cap = sizeof buf, .sink = out };
	int rc = 0;

	put_state(&o, st, kind_order);
	if (o.oom || fwrite(o.p, 1, o.n, out) != o.n || fflush(out) != 0 || ferror(out))
		rc = EXIT_IO;
	if (o.own)
		free(o.p);
	return rc;
}

int state_save(const struct state *st, const char *const *kind_order,
		const char *path, struct err *e)
{
	const char *stage;
	mode_t mask;
	size_t len;
	char *text;
	int err;

	if (strcmp(path, "-") == 0) {
		if (state_write(st, kind_order, stdout) != 0)
			return err_set(e, EXIT_IO, "-: cannot write: %s", strerror(errno));
		return 0;
	}
	if (!(text = state_text(st, kind_order, &len)))
		return err_set(e, EXIT_IO, "%s: out of memory", path);
	/* a new file gets the mode a shell redirection would give it */
	mask = umask(0);
	umask(mask);
	err = file_replace(path, text, len, 0666 & ~mask, &stage);
	free(text);
	if (err)
		return err_set(e, EXIT_IO, "%s: %s: %s", path, stage, strerror(err));
	return 0;
}

void state_csv_field(FILE *out, const char *s)
{
	size_t n = strlen(s);

	if (strpbrk(s, ",\"\r\n") == NULL && !(n && (s[0] == ' ' || s[n - 1] == ' ')))
		fputs(s, out);
	else
		csv_fwrite(out, s, n);
}
