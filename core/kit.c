/*
 * kit.c: the rules kit (see kit.h). Each helper here replaced copies that the
 * games had written for themselves under other names; keep it small, and keep
 * rules out of it: it knows no game.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kit.h"

int kit_refuse(struct err *e, const char *rule, const char *fmt, ...)
{
	char msg[900];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, _(fmt), ap);
	va_end(ap);
	return err_set(e, EXIT_REFUSED, "%s (%s)", msg, rule);
}

const char *kit_path(const struct state *st)
{
	return st != NULL && st->path != NULL ? st->path : "state";
}

static int vbad(struct err *e, const struct state *st, int line, int column,
		const char *fmt, va_list ap)
{
	char msg[900];

	vsnprintf(msg, sizeof msg, _(fmt), ap);
	return err_set(e, EXIT_DATA, "%s:%d:%d: %s", kit_path(st), line, column, msg);
}

int kit_bad(struct err *e, const struct state *st, const struct state_row *r, int col,
		const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = vbad(e, st, r != NULL ? r->line : 0, col + 1, fmt, ap);
	va_end(ap);
	return rc;
}

int kit_bad_at(struct err *e, const struct state *st, int line, int column,
		const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = vbad(e, st, line, column, fmt, ap);
	va_end(ap);
	return rc;
}

int kit_enum(const char *const *names, const char *name)
{
	/* the first letters first: most names differ there, and a model load
	 * asks thousands of times (issue 14) */
	for (int i = 0; name != NULL && names[i] != NULL; i++)
		if (names[i][0] == name[0] && strcmp(names[i], name) == 0)
			return i;
	return -1;
}

const char *kit_enum_name(const char *const *names, int i, const char *dflt)
{
	for (int k = 0; i >= 0 && names[k] != NULL; k++)
		if (k == i)
			return names[k];
	return dflt;
}

int kit_need_cols(const struct state *st, const struct state_kind *k,
		const char *const *cols, const char *page, struct err *e)
{
	for (int i = 0; cols[i] != NULL; i++)
		if (state_col(k, cols[i]) < 0)
			return kit_bad_at(e, st, k->line, 1, "the header of '%s' has no column '%s' "
					"(%s)", k->name, cols[i], page);
	return 0;
}

/* The items of a ';'-list, one at a time: *len gets the item's length. */
static const char *next_item(const char *p, size_t *len)
{
	*len = strcspn(p, ";");
	return p;
}

static int item_matches(const char *item, size_t len, const char *flag)
{
	size_t n = strlen(flag);

	if (n > 0 && flag[n - 1] == '=')   /* a key: every value */
		return len >= n && strncmp(item, flag, n) == 0;
	return len == n && strncmp(item, flag, n) == 0;
}

int kit_flag_has(const char *flags, const char *flag)
{
	size_t len, n = strlen(flag);

	for (const char *p = flags; p && *p; p += len + (p[len] == ';')) {
		next_item(p, &len);
		if (len == n && strncmp(p, flag, n) == 0)
			return 1;
	}
	return 0;
}

const char *kit_flag_value(const char *flags, const char *key, char *buf, size_t size)
{
	size_t len, n = strlen(key);

	for (const char *p = flags; p && *p; p += len + (p[len] == ';')) {
		next_item(p, &len);
		if (len > n && strncmp(p, key, n) == 0 && p[n] == '=') {
			snprintf(buf, size, "%.*s", (int)(len - n - 1), p + n + 1);
			return buf;
		}
	}
	return NULL;
}

int kit_flag_add(struct state_row *r, int col, const char *flag)
{
	const char *old = state_field(r, col);
	size_t size = strlen(old) + strlen(flag) + 2;
	char *buf;
	int rc;

	if (kit_flag_has(old, flag))
		return 0;
	if ((buf = malloc(size)) == NULL)
		return -1;
	snprintf(buf, size, "%s%s%s", old, *old ? ";" : "", flag);
	rc = state_field_set(r, col, buf);
	free(buf);
	return rc ? -1 : 0;
}

int kit_flag_remove(struct state_row *r, int col, const char *flag)
{
	const char *p = state_field(r, col);
	size_t used = 0, len;
	char *buf = malloc(strlen(p) + 1);
	int rc;

	if (buf == NULL)
		return -1;
	buf[0] = '\0';
	for (; *p; p += len + (p[len] == ';')) {
		next_item(p, &len);
		if (item_matches(p, len, flag))
			continue;
		if (used)
			buf[used++] = ';';
		memcpy(buf + used, p, len);
		used += len;
		buf[used] = '\0';
	}
	rc = state_field_set(r, col, buf);
	free(buf);
	return rc ? -1 : 0;
}

int kit_hexes(const char *list, struct grid_hex *hexes, int max)
{
	/* sized to `max`: a salerno43 move path has 123 hexes (tests/examples/E3-*) */
	char (*buf)[8] = max > 0 ? malloc((size_t)max * sizeof *buf) : NULL;
	int n = buf || max <= 0 ? order_split(list, buf ? buf[0] : NULL, 8, max < 0 ? 0 : max) : -1;

	for (int i = 0; i < n; i++)
		if (grid_parse(buf[i], &hexes[i]))
			n = -1;
	free(buf);
	return n;
}

const char *kit_roll(const struct chance_roll *r, char *buf, size_t size)
{
	size_t len = (size_t)snprintf(buf, size, "%dd%d = %d", r->n, r->sides, r->faces[0]);

	if (r->n > 1) {
		for (int i = 1; i < r->n && len < size; i++)
			len += (size_t)snprintf(buf + len, size - len, "+%d", r->faces[i]);
		if (len < size)
			snprintf(buf + len, size - len, " = %d", r->value);
	}
	return buf;
}

/* One line for the pending decision of show (see kit.h): the columns of the
 * pending row, which pending.h owns, named rather than numbered. */
void kit_show_pending(const struct state *st, FILE *out)
{
	const struct state_kind *k = state_kind(st, "pending");
	const struct state_row *p = k != NULL && k->nrows > 0 ? &k->rows[0] : NULL;

	if (p != NULL)
		fprintf(out, "pending: %s decides %s (one of %s) for: %s\n",
				state_field(p, state_col(k, "side")), state_field(p, state_col(k, "arg")),
				state_field(p, state_col(k, "options")), state_field(p, state_col(k, "order")));
}

/* Why: a game that loads its units once into typed structs (memoir44) keeps
 * their markers as bits; these two are the kit's ';'-list read into bits and
 * written back from them, so that such a game needs no list code of its own. */
int kit_flag_bits(const char *flags, const char *const *names, unsigned *bits)
{
	size_t len;

	*bits = 0;
	for (const char *p = flags; p && *p; p += len + (p[len] == ';')) {
		int k = -1;

		next_item(p, &len);
		if (len == 0)
			continue;
		for (int i = 0; names[i] != NULL && k < 0; i++)
			if (strlen(names[i]) == len && strncmp(names[i], p, len) == 0)
				k = i;
		if (k < 0 || k >= (int)(8 * sizeof *bits))
			return -1;
		*bits |= 1u << k;
	}
	return 0;
}

const char *kit_flag_list(unsigned bits, const char *const *names, char *buf, size_t size)
{
	size_t n = 0;

	if (size > 0)
		buf[0] = '\0';
	for (int k = 0; names[k] != NULL && k < (int)(8 * sizeof bits) && n < size; k++)
		if (bits & (1u << k))
			n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? ";" : "", names[k]);
	return buf;
}

/* Edit distance with swaps of neighbours (optimal string alignment), on names
 * of up to KIT_NEAR_MAX bytes; longer ones are never near. */
#define KIT_NEAR_MAX 63

static int near_distance(const char *a, const char *b)
{
	int la = (int)strlen(a), lb = (int)strlen(b);
	int d[KIT_NEAR_MAX + 1][KIT_NEAR_MAX + 1];

	if (la > KIT_NEAR_MAX || lb > KIT_NEAR_MAX)
		return KIT_NEAR_MAX + 1;
	for (int i = 0; i <= la; i++)
		d[i][0] = i;
	for (int j = 0; j <= lb; j++)
		d[0][j] = j;
	for (int i = 1; i <= la; i++)
		for (int j = 1; j <= lb; j++) {
			int cost = a[i - 1] != b[j - 1], v = d[i - 1][j - 1] + cost;
			if (d[i - 1][j] + 1 < v)
				v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
			    d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	return d[la][lb];
}

void kit_near_init(struct kit_near *n, const char *typed)
{
	n->typed = typed;
	n->best = NULL;
	n->dist = 0;
}

void kit_near_add(struct kit_near *n, const char *name)
{
	size_t len = strlen(n->typed);
	int dist, limit = len <= 4 ? 1 : 2;

	if (name == NULL || *name == '\0' || len == 0 || strlen(name) > KIT_NEAR_MAX)
		return;
	dist = near_distance(n->typed, name);
	if (dist > limit && len >= 3 && strncmp(name, n->typed, len) == 0)
		dist = limit;   /* the beginning of a longer name */
	if (dist > limit || dist == 0 || dist >= (int)len || (n->best != NULL && dist >= n->dist))
		return;
	n->best = name;
	n->dist = dist;
}

const char *kit_near_best(const struct kit_near *n)
{
	return n->best;
}

const char *kit_near_hint(const struct kit_near *n, char *buf, size_t size)
{
	if (n->best == NULL)
		snprintf(buf, size, "%s", "");
	else
		snprintf(buf, size, _("; did you mean '%s'?"), n->best);
	return buf;
}

const char *kit_int(long long v, char *buf)
{
	char tmp[KIT_INT_SIZE];
	unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
	int n = 0, o = 0;

	do {
		tmp[n++] = (char)('0' + u % 10);
		u /= 10;
	} while (u > 0);
	if (v < 0)
		buf[o++] = '-';
	while (n > 0)
		buf[o++] = tmp[--n];
	buf[o] = '\0';
	return buf;
}

/* A refusal whose words depend on a count (issue 19: plurals through gettext,
 * never a "%s" suffix): `one` and `many` are the English singular and plural,
 * the language chosen picks its form for `n`. */
int kit_refusen(struct err *e, const char *rule, const char *one, const char *many,
		unsigned long n, ...)
{
	char msg[900];
	va_list ap;

	va_start(ap, n);
	vsnprintf(msg, sizeof msg, P_(one, many, n), ap);
	va_end(ap);
	return err_set(e, EXIT_REFUSED, "%s (%s)", msg, rule);
}

/* A phrase with a count, for a sentence that holds two counts or more (each
 * gets its own plural: "2 steps lost, 1 unit retreated") or that is built in
 * pieces: printf of the form `one` or `many` the language picks for `n` into
 * buf; returns buf. */
const char *kit_nsprintf(char *buf, size_t size, const char *one, const char *many,
		unsigned long n, ...)
{
	va_list ap;

	va_start(ap, n);
	vsnprintf(buf, size, P_(one, many, n), ap);
	va_end(ap);
	return buf;
}
