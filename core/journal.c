/*
 * journal.c: reading and writing the journal of a game (see journal.h). The
 * journal is CSV through libcsv like every other file; rows are written with
 * the state file's quoting (quote only when needed), and the whole file is
 * rewritten by file_replace, so a crash leaves either the old journal or the
 * new one.
 */
#include <csv.h>
#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file.h"
#include "journal.h"
#include "play.h"

static const char *const header = "seq,before,order,chance,after,chain,state";

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

struct reader {
	struct journal *jn;
	const char *path;
	struct err *e;
	char *f[16];
	int nf, line;
};

static void on_field(void *s, size_t len, void *data)
{
	struct reader *r = data;

	if (r->nf < 16)
		r->f[r->nf] = strndup(s ? s : "", len);
	r->nf++;
}

static void on_row(int c, void *data)
{
	struct reader *r = data;
	int n = r->nf < 16 ? r->nf : 16;

	r->line++;
	if (r->e->code == 0) {
		if (r->line == 1) {
			if (r->nf != 3 || strcmp(r->f[0], "umpire-journal") || strcmp(r->f[1], "1"))
				err_set(r->e, EXIT_DATA, "%s:1:1: not an umpire journal (line 1 must be "
						"'umpire-journal,1,GAME')", r->path);
			else
				snprintf(r->jn->game, sizeof r->jn->game, "%s", r->f[2]);
		} else if (r->line == 2) {
			char buf[128] = "";
			for (int k = 0; k < n; k++)
				snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", k ? "," : "",
						r->f[k]);
			if (strcmp(buf, header) != 0)
				err_set(r->e, EXIT_DATA, "%s:2:1: the header must be '%s'", r->path, header);
		} else if (r->nf != JOURNAL_NFIELDS) {
			err_set(r->e, EXIT_DATA, "%s:%d:%d: row has %d fields, a journal row has %d",
					r->path, r->line, (r->nf < JOURNAL_NFIELDS ? r->nf : JOURNAL_NFIELDS) + 1,
					r->nf, JOURNAL_NFIELDS);
		} else {
			struct journal *jn = r->jn;
			if (jn->nrows == jn->cap) {
				int cap = jn->cap ? 2 * jn->cap : 16;
				struct journal_entry *v = realloc(jn->rows, (size_t)cap * sizeof *v);
				if (v == NULL) {
					err_set(r->e, EXIT_IO, "out of memory");
					goto out;
				}
				jn->rows = v;
				jn->cap = cap;
			}
			struct journal_entry *row = &jn->rows[jn->nrows++];
			for (int k = 0; k < JOURNAL_NFIELDS; k++)
				row->f[k] = r->f[k], r->f[k] = NULL;
			row->line = r->line;
		}
	}
out:
	for (int k = 0; k < n; k++) {
		free(r->f[k]);
		r->f[k] = NULL;
	}
	r->nf = 0;
}

static int read_file(const char *path, char **buf, size_t *len, struct err *e)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 65536;

	*len = 0;
	if (f == NULL)
		return err_set(e, errno == ENOENT ? EXIT_NOINPUT : EXIT_IO, "%s: %s", path,
				strerror(errno));
	*buf = malloc(cap);
	for (size_t n; *buf && (n = fread(*buf + *len, 1, cap - *len, f)) > 0;) {
		*len += n;
		if (*len == cap) {
			char *b = realloc(*buf, cap *= 2);
			if (b == NULL)
				free(*buf);
			*buf = b;
		}
	}
	if (*buf == NULL || ferror(f)) {
		fclose(f);
		free(*buf);
		*buf = NULL;
		return err_set(e, EXIT_IO, "%s: cannot read", path);
	}
	fclose(f);
	return 0;
}

int journal_read(const char *path, struct journal *jn, struct err *e)
{
	struct reader r = { .jn = jn, .path = path, .e = e };
	struct csv_parser p;
	char *buf;
	size_t len;

	memset(jn, 0, sizeof *jn);
	if (read_file(path, &buf, &len, e))
		return e->code;
	if (memchr(buf, '\0', len)) {
		free(buf);
		return err_set(e, EXIT_DATA, "%s: a NUL byte: not a journal", path);
	}
	csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL);
	if (csv_parse(&p, buf, len, on_field, on_row, &r) != len && e->code == 0)
		err_set(e, EXIT_DATA, "%s:%d: malformed CSV", path, r.line + 1);
	if (e->code == 0 && csv_fini(&p, on_field, on_row, &r) != 0 && e->code == 0)
		err_set(e, EXIT_DATA, "%s:%d: malformed CSV (a quote is never closed)", path,
				r.line + 1);
	csv_free(&p);
	for (int k = 0; k < 16; k++)
		free(r.f[k]);
	free(buf);
	if (e->code == 0 && r.line < 2)
		err_set(e, EXIT_DATA, "%s:1:1: not an umpire journal (empty)", path);
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

int journal_prepare(const char *path, const struct game *gm, const struct state *first,
		struct journal_row *j, struct err *e)
{
	struct journal jn;
	struct stat sb;

	memset(j, 0, sizeof *j);
	if (stat(path, &sb) != 0) {
		size_t len;
		j->text = strdup("");
		j->start = state_text(first, gm->kinds, &len);
		if (j->text == NULL || j->start == NULL)
			return err_set(e, EXIT_IO, "out of memory");
		return 0;
	}
	if (journal_read(path, &jn, e))
		return e->code;
	if (strcmp(jn.game, gm->id) != 0)
		err_set(e, EXIT_DATA, "%s:1:3: a journal of %s, not of %s", path, jn.game, gm->id);
	else if (jn.nrows == 0)
		err_set(e, EXIT_DATA, "%s: a journal without its start row", path);
	else {
		const struct journal_entry *last = &jn.rows[jn.nrows - 1];
		j->seq = atoi(last->f[JOURNAL_SEQ]) + 1;
		snprintf(j->chain, sizeof j->chain, "%s", last->f[JOURNAL_CHAIN]);
		if (read_file(path, &j->text, &j->len, e) == 0 && j->len > 0 &&
		    j->text[j->len - 1] != '\n')
			err_set(e, EXIT_DATA, "%s: the last line is not ended", path);
	}
	journal_free(&jn);
	return e->code;
}

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

int journal_add(struct journal_row *j, const struct game *gm, const char *before,
		const char *order, const char *chance, const struct state *after, struct err *e)
{
	char after_hash[65], seq[16], chain[65], *buf = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&buf, &len);

	if (mem == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	fwrite(j->text, 1, j->len, mem);
	if (j->start != NULL) {
		/* a new journal: its header and the first state */
		char *f[JOURNAL_NFIELDS] = { "0", "", "start", "", (char *)before, chain, j->start };
		fprintf(mem, "umpire-journal,1,%s\n%s\n", gm->id, header);
		journal_chain("", f, chain);
		put_row(mem, f);
		j->seq = 1;
		snprintf(j->chain, sizeof j->chain, "%s", chain);
		free(j->start);
		j->start = NULL;
	}
	if (play_hash(gm, after, after_hash, e)) {
		fclose(mem);
		free(buf);
		return e->code;
	}
	snprintf(seq, sizeof seq, "%d", j->seq);
	char *f[JOURNAL_NFIELDS] = { seq, (char *)before, (char *)order, (char *)chance,
		after_hash, chain, "" };
	journal_chain(j->chain, f, chain);
	put_row(mem, f);
	if (fclose(mem) != 0) {
		free(buf);
		return err_set(e, EXIT_IO, "out of memory");
	}
	free(j->text);
	j->text = buf;
	j->len = len;
	j->seq++;
	snprintf(j->chain, sizeof j->chain, "%s", chain);
	return 0;
}

int journal_write(const char *path, const struct journal_row *j, struct err *e)
{
	/* replaced atomically (file_replace); a new journal is readable by all,
	 * as files written by the shell usually are */
	const char *stage;
	int err = file_replace(path, j->text, j->len, 0644, &stage);

	(void)stage;
	if (err)
		return err_set(e, EXIT_IO, "%s: cannot write the journal: %s", path, strerror(err));
	return 0;
}

void journal_row_free(struct journal_row *j)
{
	free(j->text);
	free(j->start);
	memset(j, 0, sizeof *j);
}

/* One item "NAME=VALUE;" with the value's ';' and '%' escaped. */
static int put_item(char *out, size_t size, size_t *len, const char *name, const char *v)
{
	size_t n = *len;

	if (n >= size)
		return -1;
	n += (size_t)snprintf(out + n, size - n, "%s=", name);
	for (; *v && n < size; v++)
		n += (size_t)snprintf(out + n, size - n, *v == ';' ? "%%3B" : *v == '%' ?
				"%%25" : "%c", *v);
	if (n + 1 < size)
		out[n] = ';', out[n + 1] = '\0';
	*len = n + 1;
	return *len < size ? 0 : -1;
}

int journal_chance_encode(const struct journal_chance *jc, char *out, size_t size,
		struct err *e)
{
	char draws[32];
	size_t len = 0;
	int bad = 0;

	out[0] = '\0';
	snprintf(draws, sizeof draws, "%llu", jc->draws);
	if (jc->seed)
		bad |= put_item(out, size, &len, "seed", jc->seed);
	if (jc->card)
		bad |= put_item(out, size, &len, "card", jc->card);
	if (jc->dice)
		bad |= put_item(out, size, &len, "dice", jc->dice);
	bad |= put_item(out, size, &len, "draws", draws);
	if (jc->commit)
		bad |= put_item(out, size, &len, "commit", jc->commit);
	if (jc->key)
		bad |= put_item(out, size, &len, "key", jc->key);
	for (int i = 0; i < jc->nrules; i++)
		bad |= put_item(out, size, &len, "rule", jc->rule[i]);
	if (bad)
		return err_set(e, EXIT_DATA, "the chance record of this order is longer than %zu "
				"bytes", size - 1);
	out[len - 1] = '\0';   /* no ';' after the last item */
	return 0;
}

/* Undo the escapes of put_item, in place. */
static void unescape(char *v)
{
	char *w = v;

	for (const char *r = v; *r; r++)
		*w++ = !strncmp(r, "%3B", 3) ? (r += 2, ';') : !strncmp(r, "%25", 3) ?
			(r += 2, '%') : *r;
	*w = '\0';
}

void journal_chance_decode(char *text, struct journal_chance *jc)
{
	char *save = NULL;

	memset(jc, 0, sizeof *jc);
	for (char *t = strtok_r(text, ";", &save); t; t = strtok_r(NULL, ";", &save)) {
		char *v = strchr(t, '=');
		if (v == NULL)
			continue;
		*v++ = '\0';
		unescape(v);
		if (!strcmp(t, "seed"))
			jc->seed = v;
		else if (!strcmp(t, "card"))
			jc->card = v;
		else if (!strcmp(t, "dice"))
			jc->dice = v;
		else if (!strcmp(t, "draws"))
			jc->draws = strtoull(v, NULL, 10);
		else if (!strcmp(t, "commit"))
			jc->commit = v;
		else if (!strcmp(t, "key"))
			jc->key = v;
		else if (!strcmp(t, "rule") && jc->nrules < JOURNAL_MAX_RULES)
			jc->rule[jc->nrules++] = v;
	}
}
