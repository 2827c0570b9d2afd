/*
 * ledger.c: reading, checking and writing a player's ledger (see ledger.h).
 * The reader takes the ledger line by line (no field of a ledger holds a line
 * end), each line through libcsv (core/csvline.c), so every message names
 * its line and column.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commit.h"
#include "csvline.h"
#include "file.h"
#include "ledger.h"
#include "state.h"

static const char *const kind_name[] = { "sent", "received", "answer" };

static int value_ok(const char *v)
{
	size_t n = strlen(v);

	if (n == 0 || n > COMMIT_MAX_KEY)
		return 0;
	for (const unsigned char *p = (const unsigned char *)v; *p; p++)
		if (*p < 0x20 || *p == 0x7f)
			return 0;
	return 1;
}

/* Check one entry against the ledger so far; 0, or a message in msg. */
static int check(const struct ledger *l, enum ledger_kind kind, const char *commit,
		const char *value, int *col, char *msg, size_t size)
{
	*col = 2;
	if (!commit_is_hex64(commit))
		return snprintf(msg, size, "not a commitment (64 lower-case hexadecimal digits)");
	*col = 3;
	if (kind == LEDGER_SENT)
		return *value ? snprintf(msg, size, "a sent commitment has no value") : 0;
	if (!value_ok(value))
		return snprintf(msg, size, "not a %s (1 to %d bytes of printable text)",
				kind == LEDGER_RECEIVED ? "key" : "answer", COMMIT_MAX_KEY);
	*col = 2;
	if (kind == LEDGER_RECEIVED && ledger_find(l, LEDGER_RECEIVED, commit))
		return snprintf(msg, size, "commitment %.12s... received twice", commit);
	if (kind == LEDGER_RECEIVED && ledger_find(l, LEDGER_SENT, commit))
		return snprintf(msg, size, "commitment %.12s... is one you sent", commit);
	if (kind == LEDGER_ANSWER && !ledger_find(l, LEDGER_RECEIVED, commit))
		return snprintf(msg, size, "an answer for commitment %.12s..., never received",
				commit);
	return 0;
}

static int push(struct ledger *l, enum ledger_kind kind, const char *commit,
		const char *value, int line)
{
	if (l->n == l->cap) {
		int cap = l->cap ? 2 * l->cap : 16;
		struct ledger_entry *v = realloc(l->v, (size_t)cap * sizeof *v);
		if (v == NULL)
			return -1;
		l->v = v;
		l->cap = cap;
	}
	struct ledger_entry *x = &l->v[l->n];
	if ((x->value = strdup(value)) == NULL)
		return -1;
	x->kind = kind;
	strcpy(x->commit, commit);
	x->line = line;
	l->n++;
	return 0;
}

int ledger_add(struct ledger *l, enum ledger_kind kind, const char *commit,
		const char *value, struct err *e)
{
	char msg[160];
	int col;

	if (check(l, kind, commit, value, &col, msg, sizeof msg))
		return err_set(e, EXIT_USAGE, "%s", msg);
	if (push(l, kind, commit, value, 0))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

const struct ledger_entry *ledger_find(const struct ledger *l, enum ledger_kind kind,
		const char *commit)
{
	for (int i = 0; i < l->n; i++)
		if (l->v[i].kind == kind && strcmp(l->v[i].commit, commit) == 0)
			return &l->v[i];
	return NULL;
}

/* ---- reading ---- */

static int entry(struct ledger *l, const struct csvline *r, const char *path, int line,
		struct err *e)
{
	char msg[160];
	int kind, col;

	for (kind = 0; kind < 3; kind++)
		if (r->n >= 1 && strcmp(r->f[0], kind_name[kind]) == 0)
			break;
	if (kind == 3)
		return err_set(e, EXIT_DATA, "%s:%d:1: not a line of a ledger (sent, received or "
				"answer)", path, line);
	if (r->n != (kind == LEDGER_SENT ? 2 : 3))
		return err_set(e, EXIT_DATA, "%s:%d:1: a %s line has %d fields", path, line,
				kind_name[kind], kind == LEDGER_SENT ? 2 : 3);
	if (check(l, (enum ledger_kind)kind, r->f[1], r->n == 3 ? r->f[2] : "", &col, msg,
			sizeof msg))
		return err_set(e, EXIT_DATA, "%s:%d:%d: %s", path, line, col, msg);
	if (push(l, (enum ledger_kind)kind, r->f[1], r->n == 3 ? r->f[2] : "", line))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

int ledger_parse(const char *buf, size_t len, const char *path, struct ledger *l,
		struct err *e)
{
	struct csvline r = { 0 };
	int line = 0, col, bad;

	memset(l, 0, sizeof *l);
	if (memchr(buf, '\0', len))
		return err_set(e, EXIT_DATA, "%s: a NUL byte: not a ledger", path);
	for (size_t at = 0; at < len && e->code == 0;) {
		const char *nl = memchr(buf + at, '\n', len - at);
		size_t n = nl ? (size_t)(nl - (buf + at)) : len - at;
		size_t m = n && buf[at + n - 1] == '\r' ? n - 1 : n;
		line++;
		if (m == 0 && line > 1) {
			/* a blank line */
		} else if ((bad = csvline_split(&r, buf + at, m, 0, &col)) != 0) {
			if (bad == -2)
				err_set(e, EXIT_IO, "out of memory");
			else
				err_set(e, EXIT_DATA, "%s:%d:%d: malformed CSV", path, line, col);
		} else if (line == 1) {
			if (r.n != 2 || strcmp(r.f[0], "umpire-ledger") || strcmp(r.f[1], "1"))
				err_set(e, EXIT_DATA, "%s:1:1: not an umpire ledger (line 1 must be "
						"'umpire-ledger,1')", path);
		} else {
			entry(l, &r, path, line, e);
		}
		at += n + (nl != NULL);
	}
	csvline_free(&r);
	if (e->code == 0 && line == 0)
		err_set(e, EXIT_DATA, "%s:1:1: not an umpire ledger (an empty file)", path);
	if (e->code)
		ledger_free(l);
	return e->code;
}

int ledger_read(const char *path, struct ledger *l, struct err *e)
{
	char *buf;
	size_t len;

	memset(l, 0, sizeof *l);
	if (file_load(path, &buf, &len, e))
		return e->code;
	ledger_parse(buf, len, path, l, e);
	free(buf);
	return e->code;
}

void ledger_free(struct ledger *l)
{
	for (int i = 0; i < l->n; i++)
		free(l->v[i].value);
	free(l->v);
	memset(l, 0, sizeof *l);
}

char *ledger_text(const struct ledger *l, size_t *len)
{
	char *buf = NULL;
	FILE *out = open_memstream(&buf, len);

	if (out == NULL)
		return NULL;
	fputs("umpire-ledger,1\n", out);
	for (int i = 0; i < l->n; i++) {
		fprintf(out, "%s,%s", kind_name[l->v[i].kind], l->v[i].commit);
		if (l->v[i].kind != LEDGER_SENT) {
			putc(',', out);
			state_csv_field(out, l->v[i].value);
		}
		putc('\n', out);
	}
	if (fclose(out) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

int ledger_update(const char *path, int (*fn)(struct ledger *l, void *ctx, struct err *e),
		void *ctx, struct err *e)
{
	struct ledger l = { 0 };
	int fd, err, n;

	if ((err = file_lock(path, &fd)) != 0)
		return err_set(e, EXIT_IO, "%s: cannot lock: %s", path, strerror(err));
	if (fd >= 0 && ledger_read(path, &l, e))
		goto done;
	n = l.n;
	if (fn(&l, ctx, e) == 0 && l.n > n) {
		const char *stage;
		size_t len;
		char *text = ledger_text(&l, &len);
		if (text == NULL)
			err_set(e, EXIT_IO, "out of memory");
		else if ((err = file_replace(path, text, len, 0644, &stage)) != 0)
			file_err(e, path, stage, err);
		free(text);
	}
done:
	ledger_free(&l);
	file_unlock(fd);
	return e->code;
}
