/*
 * journal.c: reading and writing the journal of a game, and its chance record
 * (see journal.h). The journal is CSV through libcsv like every other file;
 * rows are written with the state file's quoting (quote only when needed). The
 * caller writes the text built here (resolve stages it beside the state, so
 * that both are replaced or neither, core/file.h).
 */
#include <csv.h>
#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"
#include "journal.h"
#include "play.h"

static const char *const header = "seq,before,order,chance,after,chain,text";

void journal_chain(const char *prev, char *const *f, char out[65])
{
	crypto_generichash_state h;
	unsigned char bin[32];

	crypto_generichash_init(&h, NULL, 0, sizeof bin);
	crypto_generichash_update(&h, (const unsigned char *)prev, strlen(prev) + 1);
	for (int k = 0; k < JOURNAL_NFIELDS; k++)
		if (k != JOURNAL_CHAIN)
			crypto_generichash_update(&h, (const unsigned char *)f[k], strlen(f[k]) + 1);
	crypto_generichash_final(&h, bin, sizeof bin);
	sodium_bin2hex(out, 65, bin, sizeof bin);
}

/* ---- reading ---- */

#define MAXF 16

struct reader {
	struct journal *jn;
	const char *path;
	struct err *e;
	char *f[MAXF];
	int nf;
	int records;    /* records read so far */
	int cur;        /* the physical line being parsed */
	int row_line;   /* the physical line the current record started on */
};

static void on_field(void *s, size_t len, void *data)
{
	struct reader *r = data;

	if (r->nf == 0)
		r->row_line = r->cur;
	if (r->nf < MAXF && r->e->code == 0 && !(r->f[r->nf] = strndup(s ? s : "", len)))
		err_set(r->e, EXIT_IO, "out of memory");
	r->nf++;
}

static void check_first_line(struct reader *r)
{
	if (r->nf != 3 || strcmp(r->f[0], "umpire-journal") != 0)
		err_set(r->e, EXIT_DATA, "%s:%d:1: not an umpire journal (line 1 must be "
				"'umpire-journal,%d,GAME')", r->path, r->row_line, JOURNAL_VERSION);
	else if (strcmp(r->f[1], "1") == 0)
		err_set(r->e, EXIT_DATA, "%s:%d:2: a journal of version 1, written before the "
				"fair protocol of committed turns: verify it with that umpire, and "
				"start a new journal", r->path, r->row_line);
	else if (strcmp(r->f[1], "2") != 0)
		err_set(r->e, EXIT_DATA, "%s:%d:2: a journal of version %.20s: this umpire "
				"reads version %d", r->path, r->row_line, r->f[1], JOURNAL_VERSION);
	else if (strlen(r->f[2]) >= sizeof r->jn->game || r->f[2][0] == '\0')
		err_set(r->e, EXIT_DATA, "%s:%d:3: not a game id", r->path, r->row_line);
	else
		strcpy(r->jn->game, r->f[2]);
}

static void add_entry(struct reader *r)
{
	struct journal *jn = r->jn;

	if (jn->nrows == jn->cap) {
		int cap = jn->cap ? 2 * jn->cap : 16;
		struct journal_entry *v = realloc(jn->rows, (size_t)cap * sizeof *v);
		if (v == NULL) {
			err_set(r->e, EXIT_IO, "out of memory");
			return;
		}
		jn->rows = v;
		jn->cap = cap;
	}
	struct journal_entry *row = &jn->rows[jn->nrows++];
	for (int k = 0; k < JOURNAL_NFIELDS; k++)
		row->f[k] = r->f[k], r->f[k] = NULL;
	row->line = r->row_line;
}

static void on_row(int c, void *data)
{
	struct reader *r = data;
	int n = r->nf < MAXF ? r->nf : MAXF;

	(void)c;
	r->records++;
	if (r->e->code == 0) {
		if (r->records == 1) {
			check_first_line(r);
		} else if (r->records == 2) {
			char buf[128] = "";
			for (int k = 0; k < n; k++)
				snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%.60s",
						k ? "," : "", r->f[k]);
			if (strcmp(buf, header) != 0)
				err_set(r->e, EXIT_DATA, "%s:%d:1: the header must be '%s'", r->path,
						r->row_line, header);
		} else if (r->nf != JOURNAL_NFIELDS) {
			err_setn(r->e, EXIT_DATA,
					"%s:%d:1: a row of %d field: a journal row has %d",
					"%s:%d:1: a row of %d fields: a journal row has %d", r->nf,
					r->path, r->row_line, r->nf, JOURNAL_NFIELDS);
		} else {
			add_entry(r);
		}
	}
	for (int k = 0; k < n; k++) {
		free(r->f[k]);
		r->f[k] = NULL;
	}
	r->nf = 0;
}

/* CRLF to LF, in a copy (a journal's fields never hold a CR of their own). */
static char *lf_only(const char *buf, size_t len, size_t *out)
{
	char *s = malloc(len + 1), *w = s;

	if (s == NULL)
		return NULL;
	for (size_t i = 0; i < len; i++)
		if (!(buf[i] == '\r' && i + 1 < len && buf[i + 1] == '\n'))
			*w++ = buf[i];
	*w = '\0';
	*out = (size_t)(w - s);
	return s;
}

int journal_parse(const char *buf, size_t len, const char *path, struct journal *jn,
		struct err *e)
{
	struct reader r = { .jn = jn, .path = path, .e = e };
	struct csv_parser p;
	size_t n;
	char *text;

	memset(jn, 0, sizeof *jn);
	if (len == 0)
		return err_set(e, EXIT_DATA, "%s:1:1: not an umpire journal (an empty file)", path);
	if (memchr(buf, '\0', len))
		return err_set(e, EXIT_DATA, "%s: a NUL byte: not a journal", path);
	if ((text = lf_only(buf, len, &n)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL);
	/* line by line, so that each record knows the line it starts on */
	for (size_t at = 0; at < n && e->code == 0;) {
		const char *nl = memchr(text + at, '\n', n - at);
		size_t m = nl ? (size_t)(nl - (text + at)) + 1 : n - at;
		r.cur++;
		if (csv_parse(&p, text + at, m, on_field, on_row, &r) != m && e->code == 0)
			err_set(e, EXIT_DATA, "%s:%d: malformed CSV (%s)", path, r.cur,
					csv_strerror(csv_error(&p)));
		at += m;
	}
	if (e->code == 0 && csv_fini(&p, on_field, on_row, &r) != 0 && e->code == 0)
		err_set(e, EXIT_DATA, "%s:%d: malformed CSV (a quote is never closed)", path,
				r.row_line);
	csv_free(&p);
	for (int k = 0; k < MAXF; k++)
		free(r.f[k]);
	free(text);
	if (e->code == 0 && r.records < 2)
		err_set(e, EXIT_DATA, "%s:%d:1: not an umpire journal (no header line)", path,
				r.records + 1);
	else if (e->code == 0 && jn->nrows == 0)
		err_set(e, EXIT_DATA, "%s:%d:1: the journal has no start row (row 0, the first "
				"state)", path, r.cur + 1);
	if (e->code)
		journal_free(jn);
	return e->code;
}

int journal_read(const char *path, struct journal *jn, struct err *e)
{
	char *buf;
	size_t len;

	memset(jn, 0, sizeof *jn);
	if (file_load(path, &buf, &len, e))
		return e->code;
	journal_parse(buf, len, path, jn, e);
	free(buf);
	return e->code;
}

void journal_free(struct journal *jn)
{
	for (int i = 0; i < jn->nrows; i++)
		for (int k = 0; k < JOURNAL_NFIELDS; k++)
			free(jn->rows[i].f[k]);
	free(jn->rows);
	memset(jn, 0, sizeof *jn);
}

/* ---- writing ---- */

/* Append `f` as one CSV line, quoting only the fields that need it. */
static void put_row(FILE *out, char *const *f)
{
	for (int k = 0; k < JOURNAL_NFIELDS; k++) {
		if (k)
			putc(',', out);
		state_csv_field(out, f[k]);
	}
	putc('\n', out);
}

/* The text of the journal: its header and the rows read. */
static int rewrite(struct journal_out *j, const char *game, const struct journal *jn,
		struct err *e)
{
	FILE *mem = open_memstream(&j->text, &j->len);

	if (mem == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	fprintf(mem, "umpire-journal,%d,%s\n%s\n", JOURNAL_VERSION, game, header);
	for (int i = 0; jn && i < jn->nrows; i++)
		put_row(mem, jn->rows[i].f);
	if (fclose(mem) != 0)
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

/* Which state of the journal `hash` is: the row after which it is, or -1. */
static int state_row(const struct journal *jn, const char *hash)
{
	for (int i = jn->nrows - 1; i >= 0; i--)
		if (strcmp(jn->rows[i].f[JOURNAL_AFTER], hash) == 0)
			return i;
	return -1;
}

static int stale(const char *path, const struct journal *jn, const struct state *st,
		const char *hash, struct err *e)
{
	int k = state_row(jn, hash), last = jn->nrows - 1;
	char which[256];

	if (k < 0)
		return err_set(e, EXIT_DATA, "%s is not one of the states of %s (its hash %.16s... "
				"is after no row): the journal belongs to another game", st->path, path,
				hash);
	if (k == 0)
		snprintf(which, sizeof which, "the first state of %s", path);
	else
		snprintf(which, sizeof which, "the state after row %d of %s ('%.100s')", k, path,
				jn->rows[k].f[JOURNAL_ORDER]);
	return err_set(e, EXIT_DATA, "%s is %s, not the one the journal ends with (row %d): an "
			"older copy? Resolve the state the journal ends with; `umpire verify %s -o "
			"%s` writes it", st->path, which, last, path, st->path);
}

/* Row 0: the first state. */
static int start(struct journal_out *j, const struct game *gm, const struct state *st,
		const char *hash, int pbem, struct err *e)
{
	size_t len;
	char *text = state_text(st, gm->kinds, &len);
	int rc;

	if (text == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (strchr(text, '\r')) {
		free(text);
		return err_set(e, EXIT_DATA, "%s: a field holds a carriage return, which a journal "
				"sent by mail would not keep: remove it to start a journal", st->path);
	}
	j->is_new = 1;
	j->pbem = pbem;
	rc = rewrite(j, gm->id, NULL, e);
	if (rc == 0)
		rc = journal_add(j, "", "start", pbem ? "mode=pbem" : "", hash, text, e);
	free(text);
	return rc;
}

int journal_open(const char *path, const struct game *gm, const struct state *st, int pbem,
		struct journal_out *j, struct err *e)
{
	struct journal jn;
	struct journal_chance jc;
	char hash[65], *buf, *chance;
	size_t len;

	memset(j, 0, sizeof *j);
	if (play_hash(gm, st, hash, e))
		return e->code;
	int err = file_read(path, 0, &buf, &len);
	if (err == ENOENT)
		return start(j, gm, st, hash, pbem, e);
	if (err)
		return err_set(e, EXIT_IO, "%s: %s", path, strerror(err));
	journal_parse(buf, len, path, &jn, e);
	free(buf);
	if (e->code)
		return e->code;
	if (strcmp(jn.game, gm->id) != 0) {
		err_set(e, EXIT_DATA, "%s:1:3: a journal of %s, not of %s", path, jn.game, gm->id);
		goto done;
	}
	if (strcmp(hash, jn.rows[jn.nrows - 1].f[JOURNAL_AFTER]) != 0) {
		stale(path, &jn, st, hash, e);
		goto done;
	}
	if ((chance = strdup(jn.rows[0].f[JOURNAL_CHANCE])) == NULL) {
		err_set(e, EXIT_IO, "out of memory");
		goto done;
	}
	if (journal_chance_decode(chance, &jc, e) == 0) {
		j->pbem = jc.mode != NULL;
		if (pbem && !j->pbem)
			err_set(e, EXIT_USAGE, "--pbem: %s was started without it: play by e-mail "
					"starts with a new journal", path);
	}
	free(chance);
	if (e->code == 0 && rewrite(j, gm->id, &jn, e) == 0) {
		j->seq = jn.nrows;
		snprintf(j->chain, sizeof j->chain, "%s", jn.rows[jn.nrows - 1].f[JOURNAL_CHAIN]);
	}
done:
	journal_free(&jn);
	return e->code;
}

int journal_add(struct journal_out *j, const char *before, const char *order,
		const char *chance, const char *after, const char *text, struct err *e)
{
	char seq[16], chain[65] = "";
	char *f[JOURNAL_NFIELDS] = { seq, (char *)before, (char *)order, (char *)chance,
		(char *)after, chain, (char *)text };
	FILE *mem;
	char *buf = NULL;
	size_t len = 0;

	snprintf(seq, sizeof seq, "%d", j->seq);
	journal_chain(j->chain, f, chain);
	if ((mem = open_memstream(&buf, &len)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	fwrite(j->text, 1, j->len, mem);
	put_row(mem, f);
	if (fclose(mem) != 0) {
		free(buf);
		return err_set(e, EXIT_IO, "out of memory");
	}
	free(j->text);
	j->text = buf;
	j->len = len;
	j->seq++;
	memcpy(j->chain, chain, sizeof chain);
	return 0;
}

void journal_out_free(struct journal_out *j)
{
	free(j->text);
	memset(j, 0, sizeof *j);
}

/* ---- the chance record ---- */

static int needs_escape(unsigned char c)
{
	return c == '%' || c == ';' || c < 0x20 || c == 0x7f;
}

/* One item "NAME=VALUE;" with the value's escapes. */
static void put_item(FILE *out, const char *name, const char *v)
{
	fprintf(out, "%s=", name);
	for (const unsigned char *p = (const unsigned char *)v; *p; p++)
		if (needs_escape(*p))
			fprintf(out, "%%%02X", *p);
		else
			putc(*p, out);
	putc(';', out);
}

/* A deal position: K on board 1 (as before boards had deals), B:K beyond. */
static const char *position(char *buf, size_t size, int board, long k)
{
	if (board > 1)
		snprintf(buf, size, "%d:%ld", board, k);
	else
		snprintf(buf, size, "%ld", k);
	return buf;
}

char *journal_chance_encode(const struct journal_chance *jc)
{
	char *buf = NULL, n[32];
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	if (out == NULL)
		return NULL;
	if (jc->mode)
		put_item(out, "mode", jc->mode);
	if (jc->seed)
		put_item(out, "seed", jc->seed);
	if (jc->card)
		put_item(out, "card", jc->card);
	if (jc->dice)
		put_item(out, "dice", jc->dice);
	if (jc->has_draws) {
		snprintf(n, sizeof n, "%llu", jc->draws);
		put_item(out, "draws", n);
	}
	if (jc->commit)
		put_item(out, "commit", jc->commit);
	if (jc->key)
		put_item(out, "key", jc->key);
	if (jc->line > 0) {
		snprintf(n, sizeof n, "%ld", jc->line);
		put_item(out, "line", n);
	}
	if (jc->refused)
		put_item(out, "refused", "yes");
	if (jc->secret)
		put_item(out, "secret", jc->secret);
	for (int i = 0; i < jc->nrules; i++)
		put_item(out, "rule", jc->rule[i]);
	if (jc->has_deal) {
		put_item(out, "deal", position(n, sizeof n, jc->deal_board, jc->deal));
	}
	if (jc->has_react) {
		put_item(out, "react", position(n, sizeof n, jc->react_board, jc->react));
	}
	if (fclose(out) != 0) {
		free(buf);
		return NULL;
	}
	if (len > 0)
		buf[len - 1] = '\0';   /* no ';' after the last item */
	return buf;
}

static int hexval(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 :
		c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Undo the escapes of put_item, in place; -1 on a bad escape. */
static int unescape(char *v)
{
	char *w = v;

	for (const char *r = v; *r; r++) {
		if (*r != '%') {
			*w++ = *r;
			continue;
		}
		int hi = hexval(r[1]), lo = hi < 0 ? -1 : hexval(r[2]);
		if (lo < 0 || (hi == 0 && lo == 0))
			return -1;
		*w++ = (char)(hi * 16 + lo);
		r += 2;
	}
	*w = '\0';
	return 0;
}

/* A decimal count of at most `digits` digits, at least `min`. */
static int count(const char *v, int digits, unsigned long long min, unsigned long long *n)
{
	size_t len = strlen(v);

	if (len == 0 || len > (size_t)digits || strspn(v, "0123456789") != len)
		return -1;
	*n = strtoull(v, NULL, 10);
	return *n >= min ? 0 : -1;
}

/* K, or B:K with B from 2 to 9 (board 1 is written bare, so that a position has
 * one spelling and a row one hash). */
static int deal_position(const char *v, int *board, long *k)
{
	unsigned long long n, b = 1;
	const char *colon = strchr(v, ':');

	if (colon) {
		if (colon != v + 1 || v[0] < '2' || v[0] > '9')
			return -1;
		b = (unsigned long long)(v[0] - '0');
		v = colon + 1;
	}
	if (count(v, 3, 0, &n))
		return -1;
	*board = (int)b;
	*k = (long)n;
	return 0;
}

static int item(struct journal_chance *jc, const char *name, const char *v, struct err *e)
{
	unsigned long long n;
	const char **slot = !strcmp(name, "mode") ? &jc->mode : !strcmp(name, "seed") ?
		&jc->seed : !strcmp(name, "card") ? &jc->card : !strcmp(name, "dice") ? &jc->dice :
		!strcmp(name, "commit") ? &jc->commit : !strcmp(name, "key") ? &jc->key :
		!strcmp(name, "secret") ? &jc->secret : NULL;

	if (slot) {
		if (*slot)
			return err_set(e, EXIT_DATA, "the chance record has %s= twice", name);
		if (slot == &jc->mode && strcmp(v, "pbem") != 0)
			return err_set(e, EXIT_DATA, "the chance record: mode=%.40s is not 'pbem'", v);
		*slot = v;
	} else if (!strcmp(name, "draws")) {
		if (jc->has_draws || count(v, 18, 0, &n))
			return err_set(e, EXIT_DATA, "the chance record: draws=%.40s is not a count, "
					"or comes twice", v);
		jc->draws = n;
		jc->has_draws = 1;
	} else if (!strcmp(name, "line")) {
		if (jc->line || count(v, 9, 1, &n))
			return err_set(e, EXIT_DATA, "the chance record: line=%.40s is not a line "
					"number, or comes twice", v);
		jc->line = (long)n;
	} else if (!strcmp(name, "refused")) {
		if (jc->refused || strcmp(v, "yes") != 0)
			return err_set(e, EXIT_DATA, "the chance record: refused=%.40s is not 'yes', "
					"or comes twice", v);
		jc->refused = 1;
	} else if (!strcmp(name, "rule")) {
		if (jc->nrules == JOURNAL_MAX_RULES)
			return err_set(e, EXIT_DATA, "the chance record has more than %d rules",
					JOURNAL_MAX_RULES);
		jc->rule[jc->nrules++] = v;
	} else if (!strcmp(name, "deal")) {
		/* a position of the deal file: 3 digits; B:K on board B > 1 */
		if (jc->has_deal || deal_position(v, &jc->deal_board, &jc->deal))
			return err_set(e, EXIT_DATA, "the chance record: deal=%.40s is not a "
					"position, or comes twice", v);
		jc->has_deal = 1;
	} else if (!strcmp(name, "react")) {
		/* the position of a card played out of turn (an Ambush), as deal= */
		if (jc->has_react || deal_position(v, &jc->react_board, &jc->react))
			return err_set(e, EXIT_DATA, "the chance record: react=%.40s is not a "
					"position, or comes twice", v);
		jc->has_react = 1;
	} else {
		return err_set(e, EXIT_DATA, "the chance record: unknown item '%.40s'", name);
	}
	return 0;
}

int journal_chance_decode(char *text, struct journal_chance *jc, struct err *e)
{
	memset(jc, 0, sizeof *jc);
	if (*text == '\0')
		return 0;
	for (char *t = text, *end; t; t = end) {
		char *v;
		if ((end = strchr(t, ';')) != NULL)
			*end++ = '\0';
		if ((v = strchr(t, '=')) == NULL || v == t)
			return err_set(e, EXIT_DATA, "the chance record: '%.40s' is not NAME=VALUE", t);
		*v++ = '\0';
		if (unescape(v) != 0)
			return err_set(e, EXIT_DATA, "the chance record: %s= has a bad escape (%%XX, "
					"two hexadecimal digits, not 00)", t);
		if (item(jc, t, v, e))
			return e->code;
	}
	return 0;
}
