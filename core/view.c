/*
 * view.c: the description of a state (see view.h): records of named fields,
 * the generic description of a game without a `describe` hook, and the three
 * forms `umpire show` prints: aligned tables for a person, CSV and JSON for
 * scripts.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "log.h"
#include "pending.h"
#include "state.h"
#include "view.h"

void view_init(struct view *v, const char *game)
{
	memset(v, 0, sizeof *v);
	snprintf(v->game, sizeof v->game, "%s", game ? game : "");
	v->set.kind = NULL;
}

static void rec_clear(struct view_rec *r)
{
	for (int i = 0; i < r->nf; i++) {
		free(r->f[i].key);
		free(r->f[i].text);
	}
	free(r->f);
	free(r->kind);
}

void view_free(struct view *v)
{
	rec_clear(&v->set);
	for (int i = 0; i < v->nrecs; i++) {
		rec_clear(v->recs[i]);
		free(v->recs[i]);
	}
	free(v->recs);
	memset(v, 0, sizeof *v);
}

struct view_rec *view_add(struct view *v, const char *kind)
{
	struct view_rec *r;

	if (v->nrecs == v->cap) {
		int cap = v->cap ? 2 * v->cap : 32;
		struct view_rec **t = realloc(v->recs, (size_t)cap * sizeof *t);
		if (t == NULL) {
			v->oom = 1;
			return NULL;
		}
		v->recs = t;
		v->cap = cap;
	}
	if ((r = calloc(1, sizeof *r)) == NULL || (r->kind = strdup(kind)) == NULL) {
		free(r);
		v->oom = 1;
		return NULL;
	}
	v->recs[v->nrecs++] = r;
	return r;
}

static void field(struct view_rec *r, const char *key, const char *text, int is_num)
{
	struct view_field *f;

	if (r == NULL || r->oom)
		return;
	if (r->nf == r->cap) {
		int cap = r->cap ? 2 * r->cap : 8;
		struct view_field *t = realloc(r->f, (size_t)cap * sizeof *t);
		if (t == NULL) {
			r->oom = 1;
			return;
		}
		r->f = t;
		r->cap = cap;
	}
	f = &r->f[r->nf];
	f->key = strdup(key);
	f->text = strdup(text ? text : "");
	f->is_num = is_num;
	if (f->key == NULL || f->text == NULL) {
		free(f->key);
		free(f->text);
		r->oom = 1;
		return;
	}
	r->nf++;
}

void view_str(struct view_rec *r, const char *key, const char *text)
{
	field(r, key, text, 0);
}

void view_num(struct view_rec *r, const char *key, long n)
{
	char buf[32];

	snprintf(buf, sizeof buf, "%ld", n);
	field(r, key, buf, 1);
}

void view_strf(struct view_rec *r, const char *key, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	field(r, key, buf, 0);
}

void view_set(struct view *v, const char *key, const char *text)
{
	field(&v->set, key, text, 0);
}

void view_set_auto(struct view *v, const char *key, const char *text)
{
	const char *t = text && *text == '-' ? text + 1 : text;
	size_t n = t ? strspn(t, "0123456789") : 0;

	/* a canonical whole number: digits, no leading zero, at most 18 of them */
	field(&v->set, key, text, n > 0 && n <= 18 && t[n] == '\0' && (t[0] != '0' || n == 1));
}

void view_set_num(struct view *v, const char *key, long n)
{
	view_num(&v->set, key, n);
}

void view_label(struct view *v, const char *key, const char *label)
{
	if (v->nlabels < VIEW_MAX_LABELS) {
		v->label_key[v->nlabels] = key;
		v->label[v->nlabels++] = label;
	}
}

const struct view_field *view_field(const struct view_rec *r, const char *key)
{
	for (int i = 0; r && i < r->nf; i++)
		if (strcmp(r->f[i].key, key) == 0)
			return &r->f[i];
	return NULL;
}

const char *view_get(const struct view_rec *r, const char *key)
{
	const struct view_field *f = view_field(r, key);
	return f ? f->text : NULL;
}

const char *view_id(const struct view_rec *r)
{
	const char *id = view_get(r, "id");
	return id ? id : r->nf ? r->f[0].text : "";
}

const struct view_rec *view_find(const struct view *v, const char *kind, const char *id)
{
	for (int i = 0; i < v->nrecs; i++)
		if (strcmp(v->recs[i]->kind, kind) == 0 && strcmp(view_id(v->recs[i]), id) == 0)
			return v->recs[i];
	return NULL;
}

int view_check(const struct view *v, struct err *e)
{
	int oom = v->oom || v->set.oom;

	for (int i = 0; i < v->nrecs; i++)
		oom |= v->recs[i]->oom;
	return oom ? err_set(e, EXIT_IO, "out of memory describing the state") : 0;
}

int view_from_state(struct view *v, const struct state *st, struct err *e)
{
	for (int k = 0; k < st->nkinds; k++) {
		const struct state_kind *kd = &st->kinds[k];
		for (int i = 0; i < kd->nrows; i++) {
			const struct state_row *r = &kd->rows[i];
			if (strcmp(kd->name, "set") == 0) {
				view_set_auto(v, state_field(r, 1), state_field(r, 2));
				continue;
			}
			struct view_rec *rec = view_add(v, kd->name);
			for (int c = 1; rec && c < kd->ncols; c++)
				view_str(rec, kd->cols[c], state_field(r, c));
		}
	}
	return view_check(v, e);
}

void view_pending(struct view *v, const struct state *st)
{
	const struct state_row *p = pending_get(st);
	const struct state_kind *k = state_kind(st, "pending");
	static const char *const cols[] = { "side", "arg", "options", "order", NULL };
	struct view_rec *r;

	if (p == NULL || k == NULL || (r = view_add(v, "pending")) == NULL)
		return;
	for (int i = 0; cols[i]; i++)
		view_str(r, cols[i], state_field(p, state_col(k, cols[i])));
}

/* ---- printing -------------------------------------------------------------- */

void view_json_string(FILE *out, const char *s)
{
	putc('"', out);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(out, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(out, "\\u%04x", *s);
		else
			putc(*s, out);
	}
	putc('"', out);
}

static void json_fields(const struct view_rec *r, FILE *out)
{
	putc('{', out);
	for (int i = 0; i < r->nf; i++) {
		if (i)
			putc(',', out);
		view_json_string(out, r->f[i].key);
		putc(':', out);
		if (r->f[i].is_num)
			fputs(r->f[i].text, out);
		else
			view_json_string(out, r->f[i].text);
	}
	putc('}', out);
}

/* The kinds of the records, each once, in the order they first come. */
static int kinds(const struct view *v, const char **out)
{
	int n = 0;

	for (int i = 0; i < v->nrecs; i++) {
		int seen = 0;
		for (int k = 0; k < n && !seen; k++)
			seen = strcmp(out[k], v->recs[i]->kind) == 0;
		if (!seen)
			out[n++] = v->recs[i]->kind;
	}
	return n;
}

static void print_json(const struct view *v, const char **kd, int nk, FILE *out)
{
	fputs("{\"game\":", out);
	view_json_string(out, v->game);
	fputs(",\n\"set\":", out);
	json_fields(&v->set, out);
	for (int k = 0; k < nk; k++) {
		int first = 1;
		fputs(",\n", out);
		view_json_string(out, kd[k]);
		fputs(":[", out);
		for (int i = 0; i < v->nrecs; i++) {
			if (strcmp(v->recs[i]->kind, kd[k]) != 0)
				continue;
			fputs(first ? "\n " : ",\n ", out);
			json_fields(v->recs[i], out);
			first = 0;
		}
		fputs("]", out);
	}
	fputs("}\n", out);
}

/* The keys of the records of `kind` (NULL: every record, and the scalars
 * first), each once in the order they first come. */
static int keys(const struct view *v, const char *kind, const char **out, int max)
{
	int n = 0;

	for (int i = kind ? 0 : -1; i < v->nrecs; i++) {
		const struct view_rec *r = i < 0 ? &v->set : v->recs[i];
		if (kind && strcmp(r->kind, kind) != 0)
			continue;
		for (int f = 0; f < r->nf; f++) {
			int seen = 0;
			for (int k = 0; k < n && !seen; k++)
				seen = strcmp(out[k], r->f[f].key) == 0;
			if (!seen && n < max)
				out[n++] = r->f[f].key;
		}
	}
	return n;
}

#define MAX_KEYS 128

static void csv_row(const struct view_rec *r, const char *kind, const char **ks, int nk,
		FILE *out)
{
	state_csv_field(out, kind);
	for (int k = 0; k < nk; k++) {
		const char *t = view_get(r, ks[k]);
		putc(',', out);
		state_csv_field(out, t ? t : "");
	}
	putc('\n', out);
}

static void print_csv(const struct view *v, FILE *out)
{
	const char *ks[MAX_KEYS];
	int nk = keys(v, NULL, ks, MAX_KEYS);

	fputs("record", out);
	for (int k = 0; k < nk; k++) {
		putc(',', out);
		state_csv_field(out, ks[k]);
	}
	putc('\n', out);
	csv_row(&v->set, "set", ks, nk, out);
	for (int i = 0; i < v->nrecs; i++)
		csv_row(v->recs[i], v->recs[i]->kind, ks, nk, out);
}

static const char *title_of(const struct view *v, const char *key)
{
	for (int i = 0; i < v->nlabels; i++)
		if (strcmp(v->label_key[i], key) == 0)
			return v->label[i];
	return key;
}

/* Display width of UTF-8 text: one column per character. */
static int cols(const char *t)
{
	int n = 0;

	for (; *t; t++)
		n += ((unsigned char)*t & 0xC0) != 0x80;
	return n;
}

static void pad(FILE *out, const char *t, int width, int right, int last)
{
	int n = cols(t);

	for (int i = n; right && i < width; i++)
		putc(' ', out);
	fputs(t, out);
	for (int i = n; !right && !last && i < width; i++)
		putc(' ', out);
}

/* One kind as an aligned table: columns that are empty in every row are left
 * out, numbers are right-aligned, an empty cell is "-". */
static void text_table(const struct view *v, const char *kind, FILE *out)
{
	const char *ks[MAX_KEYS];
	int nk = keys(v, kind, ks, MAX_KEYS), w[MAX_KEYS], num[MAX_KEYS], used[MAX_KEYS];
	int n = 0, last = -1;

	for (int i = 0; i < v->nrecs; i++)
		n += strcmp(v->recs[i]->kind, kind) == 0;
	for (int k = 0; k < nk; k++) {
		w[k] = cols(title_of(v, ks[k]));
		num[k] = 1;
		used[k] = 0;
		for (int i = 0; i < v->nrecs; i++) {
			const struct view_field *f;
			if (strcmp(v->recs[i]->kind, kind) != 0 ||
			    (f = view_field(v->recs[i], ks[k])) == NULL || !*f->text)
				continue;
			used[k] = 1;
			num[k] &= f->is_num;
			if (cols(f->text) > w[k])
				w[k] = cols(f->text);
		}
		if (used[k])
			last = k;
	}
	fprintf(out, "\n%s (%d)\n ", kind, n);
	for (int k = 0; k < nk; k++)
		if (used[k]) {
			putc(' ', out);
			pad(out, title_of(v, ks[k]), w[k], num[k], k == last);
			fputs(k == last ? "" : " ", out);
		}
	putc('\n', out);
	for (int i = 0; i < v->nrecs; i++) {
		if (strcmp(v->recs[i]->kind, kind) != 0)
			continue;
		putc(' ', out);
		for (int k = 0; k < nk; k++) {
			const char *t = view_get(v->recs[i], ks[k]);
			if (!used[k])
				continue;
			putc(' ', out);
			pad(out, t && *t ? t : "-", w[k], num[k], k == last);
			fputs(k == last ? "" : " ", out);
		}
		putc('\n', out);
	}
}

static void print_text(const struct view *v, const char **kd, int nk, FILE *out)
{
	int w = 0;

	fprintf(out, "%s\n", v->game);
	for (int i = 0; i < v->set.nf; i++)
		if (cols(title_of(v, v->set.f[i].key)) > w)
			w = cols(title_of(v, v->set.f[i].key));
	for (int i = 0; i < v->set.nf; i++) {
		fputs("  ", out);
		pad(out, title_of(v, v->set.f[i].key), w, 0, 0);
		fprintf(out, "  %s\n", *v->set.f[i].text ? v->set.f[i].text : "-");
	}
	for (int k = 0; k < nk; k++)
		text_table(v, kd[k], out);
}

int view_print(const struct view *v, FILE *out, int format, struct err *e)
{
	const char **kd = malloc(((size_t)v->nrecs + 1) * sizeof *kd);
	int nk;

	if (kd == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	nk = kinds(v, kd);
	if (format == LOG_JSON)
		print_json(v, kd, nk, out);
	else if (format == LOG_CSV)
		print_csv(v, out);
	else
		print_text(v, kd, nk, out);
	free(kd);
	if (fflush(out) != 0 || ferror(out))
		return err_set(e, EXIT_IO, "cannot write the description");
	return 0;
}
