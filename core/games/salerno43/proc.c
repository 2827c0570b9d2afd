/*
 * proc.c: helpers of Salerno 1943's procedural orders (see proc.h): the game
 * turn, zones of control, markers on units, refusals, table look-ups, and the
 * exact odds of an order written as one step over a plain outcome struct.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proc.h"

static const char *const periods[] = { "morning", "afternoon", "night" };

int proc_turn_parse(const char *text, int *index)
{
	int day = 0, digits = 0;
	const char *p = text;

	for (; *p >= '0' && *p <= '9' && digits < 3; p++, digits++)
		day = day * 10 + (*p - '0');
	if (digits == 0 || *p != '-' || day < 9 || day > 17)
		return -1;
	for (int i = 0; i < 3; i++)
		if (strcmp(p + 1, periods[i]) == 0) {
			*index = (day - 9) * 3 + i;
			return 0;
		}
	return -1;
}

void proc_turn_format(int index, char *out, size_t size)
{
	if (index < 0 || index >= PROC_TURNS)
		snprintf(out, size, "?");
	else
		snprintf(out, size, "%d-%s", 9 + index / 3, periods[index % 3]);
}

int proc_period(int index)
{
	return index % 3;
}

int proc_day(int index)
{
	return 9 + index / 3;
}

int proc_turn(const struct state *st, const char *rule, int *index, struct err *e)
{
	const struct state_kind *k = state_kind(st, "set");
	int i = k ? state_find(k, 1, "turn") : -1;

	if (i < 0)
		return proc_refuse(e, rule, "the state has no set,turn row: the order needs the "
				"game turn (D-morning, D-afternoon or D-night, D = 9 to 17)");
	if (proc_turn_parse(state_field(&k->rows[i], 2), index))
		return err_set(e, EXIT_DATA, "%s:%d:3: turn '%.40s' is not D-morning, D-afternoon "
				"or D-night with D from 9 to 17 (§3, §29.1)", st->path ? st->path : "state",
				k->rows[i].line, state_field(&k->rows[i], 2));
	return 0;
}

int proc_is_aa(const struct s43_unit *u)
{
	return u->weapon == S43_W_AA || u->kind == S43_K_AA_MG || u->kind == S43_K_SP_AA;
}

int proc_zoc(const struct s43_map *m, struct grid_hex h, int side, int aa)
{
	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *v = &m->units[i];
		if (v->onmap && v->side == side && grid_adjacent(v->hex, h) &&
		    !s43_precipice(m, v->hex, h, NULL) && (!aa || proc_is_aa(v)))
			return 1;
	}
	return 0;
}

int proc_distance_to(const struct s43_map *m, struct grid_hex h, int side)
{
	int best = 999;

	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *v = &m->units[i];
		if (v->onmap && v->side == side) {
			int d = grid_distance(v->hex, h);
			best = d < best ? d : best;
		}
	}
	return best;
}

int proc_platoons(const struct s43_unit *u)
{
	return u->platoon ? 1 : 3;
}

int proc_hex_yes(const struct state *st, struct grid_hex h, const char *col)
{
	const struct state_kind *k = state_kind(st, "hex");
	int c = k ? state_col(k, col) : -1;
	char hx[5];

	if (c < 0)
		return 0;
	grid_format(h, hx);
	for (int i = 0; i < k->nrows; i++)
		if (strcmp(state_field(&k->rows[i], state_col(k, "hex")), hx) == 0)
			return strcmp(state_field(&k->rows[i], c), "yes") == 0;
	return 0;
}

int proc_refuse(struct err *e, const char *rule, const char *fmt, ...)
{
	char msg[700];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return err_set(e, EXIT_REFUSED, "%s (%s)", msg, rule);
}

struct state_row *proc_unit_row(struct state *st, const struct s43_unit *u)
{
	struct state_kind *k = state_kind(st, "unit");

	return k && u->row >= 0 && u->row < k->nrows ? &k->rows[u->row] : NULL;
}

int proc_unit_set(struct state *st, const struct s43_unit *u, const char *col,
		const char *value)
{
	const char *const cols[] = { col };
	struct state_kind *k = state_kind_add(st, "unit", cols, 1);
	struct state_row *r = proc_unit_row(st, u);

	if (k == NULL || r == NULL || state_field_set(r, state_col(k, col), value))
		return EXIT_IO;
	return 0;
}

static int flag_edit(struct state *st, const struct s43_unit *u, const char *flag, int add)
{
	const char *const cols[] = { "flags" };
	struct state_kind *k = state_kind_add(st, "unit", cols, 1);
	struct state_row *r = proc_unit_row(st, u);
	char *buf;
	size_t n = strlen(flag), size, used = 0;
	int c, found = 0, rc;

	if (k == NULL || r == NULL)
		return EXIT_IO;
	c = state_col(k, "flags");
	/* sized to the field: a long flags column is never cut (tests/bad/move-long-flags) */
	size = strlen(state_field(r, c)) + n + 2;
	if ((buf = malloc(size)) == NULL)
		return EXIT_IO;
	buf[0] = '\0';
	for (const char *p = state_field(r, c); *p;) {
		size_t len = strcspn(p, ";");
		int same = len == n && strncmp(p, flag, n) == 0;
		found |= same;
		if (!same || add)
			used += (size_t)snprintf(buf + used, size - used, "%s%.*s", used ? ";" : "",
					(int)len, p);
		p += len;
		p += *p == ';';
	}
	if (add && !found)
		snprintf(buf + used, size - used, "%s%s", used ? ";" : "", flag);
	rc = state_field_set(r, c, buf) ? EXIT_IO : 0;
	free(buf);
	return rc;
}

int proc_flag_add(struct state *st, const struct s43_unit *u, const char *flag)
{
	return flag_edit(st, u, flag, 1);
}

int proc_flag_remove(struct state *st, const struct s43_unit *u, const char *flag)
{
	return flag_edit(st, u, flag, 0);
}

int proc_unit_list(const struct order *o, const char *key, struct s43_map *m,
		int *out, int max, int *n, struct err *e)
{
	enum { ITEM = 64 };
	char *items;
	const char *v = order_get(o, key);
	int k;

	*n = 0;
	if (v == NULL || *v == '\0')
		return 0;
	if ((items = malloc((size_t)max * ITEM)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	k = order_split(v, items, ITEM, max);
	if (k < 0) {
		free(items);
		return err_set(e, EXIT_USAGE, "%s: %s= is not a list of at most %d unit ids",
				o->spec->verb, key, max);
	}
	for (int i = 0; i < k; i++) {
		const struct s43_unit *u = s43_unit_find(m, items + (size_t)i * ITEM);
		if (u == NULL) {
			err_set(e, EXIT_DATA, "%s: %s=: no unit '%s' in %s", o->spec->verb, key,
					items + (size_t)i * ITEM, m->st->path ? m->st->path : "the state");
			free(items);
			return e->code;
		}
		for (int j = 0; j < i; j++)
			if (out[j] == (int)(u - m->units)) {
				err_set(e, EXIT_USAGE, "%s: %s= names %s twice", o->spec->verb, key,
						u->id);
				free(items);
				return e->code;
			}
		out[i] = (int)(u - m->units);
	}
	free(items);
	*n = k;
	return 0;
}

int proc_table(struct game_ctx *g, const char *name, const struct table **t,
		struct err *e)
{
	return table_get(g->tables, "salerno43", name, t, e);
}

/* "7" or "2-5": 0 and the bounds, or -1. */
static int range_of(const char *cell, int *lo, int *hi)
{
	char *end;
	long a = strtol(cell, &end, 10), b;

	if (end == cell || a < 0 || a > 99)
		return -1;
	if (*end == '\0') {
		*lo = *hi = (int)a;
		return 0;
	}
	if (*end != '-')
		return -1;
	cell = end + 1;
	b = strtol(cell, &end, 10);
	if (end == cell || *end || b < a || b > 99)
		return -1;
	*lo = (int)a;
	*hi = (int)b;
	return 0;
}

int proc_table_range(const struct table *t, int col, int v, const char *section,
		struct err *e)
{
	for (int r = 1; r < t->nrows; r++) {
		int lo, hi;
		if (range_of(table_cell(t, r, col), &lo, &hi))
			return err_set(e, EXIT_DATA, "%s:%d: '%s' is not a total or a range "
					"like 2-5 (%s)", t->source ? t->source : "table", t->lines[r],
					table_cell(t, r, col), section);
		if (v >= lo && v <= hi)
			return r;
	}
	return err_set(e, EXIT_DATA, "%s: no row for %d (%s)", t->source ? t->source : "table",
			v, section), -1;
}

char *proc_strf(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return strdup(buf);
}

int proc_odds(const void *init, size_t size, odds_step_fn step, void *ctx,
		int ncols, const char *const *cols, proc_summary_fn summary,
		struct odds_report *r, struct err *e)
{
	struct odds_states out = { 0 };
	int rc, overflow = 0;

	if (ncols > ODDS_MAX_COLS)
		return err_set(e, EXIT_DATA, "odds: too many columns");
	if ((rc = odds_enumerate(init, size, step, ctx, 4, &out, e)) != 0)
		return rc;
	r->ncols = ncols;
	for (int c = 0; c < ncols; c++)
		r->col[c] = cols[c];
	for (int k = 0; k < out.n && rc == 0; k++) {
		char *vals[ODDS_MAX_COLS] = { 0 };
		struct odds_row *row = NULL;

		summary(out.bytes + (size_t)k * out.size, ctx, vals);
		for (int c = 0; c < ncols; c++)
			if (vals[c] == NULL)
				rc = err_set(e, EXIT_IO, "out of memory");
		for (int j = 0; rc == 0 && j < r->nrows && row == NULL; j++) {
			int same = 1;
			for (int c = 0; c < ncols; c++)
				same &= strcmp(r->rows[j].val[c], vals[c]) == 0;
			if (same)
				row = &r->rows[j];
		}
		if (rc == 0 && row != NULL) {
			row->p = frac_add(row->p, out.p[k], &overflow);
		} else if (rc == 0 && (row = odds_report_add(r)) != NULL) {
			row->p = out.p[k];
			memcpy(row->val, vals, sizeof vals);
			continue;
		} else if (rc == 0) {
			rc = err_set(e, EXIT_IO, "out of memory");
		}
		for (int c = 0; c < ncols; c++)
			free(vals[c]);
	}
	r->runs = out.runs;
	odds_states_free(&out);
	if (rc == 0 && overflow)
		rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	return rc;
}
