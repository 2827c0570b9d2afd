/*
 * charts.c: the charts of Normandie 1944 as data. The rulebook prints none of
 * them (they are on the map and the player aid); tables/normandie44/ holds each
 * with the values the text fixes and '?' elsewhere. This file reads them: the
 * combat table's columns (ratios, and '?' columns standing for those the text
 * does not name), a result cell, a die table's cell, a keyed cell; and checks a
 * filled-in table for `umpire check --tables` with the same parsers the rules
 * use, so a table that passes the check reads in play.
 *
 * A result cell (combat table, bombardment table) is "ATTACKER/DEFENDER" for the
 * combat table, each part "-" (nothing) or tokens: a digit (steps lost), X (the
 * side is eliminated), D1 or D2 (disorganization, §6.5), R1 or R2 (retreat of 1
 * or 2 hexes, §6.6, §6.7), E (exploitation, §6.8), A1 or A2 (affected, §6.5,
 * bombardment table). "1D1/2R1E": the attacker loses a step and is D1, the
 * defender loses 2 steps and retreats 1 hex, and the attacker may exploit. A
 * bombardment cell is one part: "-", "A1", "A2".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "n44.h"

static long gcd(long a, long b)
{
	while (b) {
		long t = a % b;
		a = b;
		b = t;
	}
	return a < 0 ? -a : a;
}

/* A decimal with at most 2 places, times 100: "1.5" -> 150. */
static int fixed(const char *s, size_t n, long *out)
{
	long v = 0;
	int places = -1;

	if (n == 0 || n > 6)
		return -1;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '.' || s[i] == ',') {
			if (places >= 0 || i == 0)
				return -1;
			places = 0;
			continue;
		}
		if (s[i] < '0' || s[i] > '9' || places == 2)
			return -1;
		v = v * 10 + (s[i] - '0');
		if (places >= 0)
			places++;
	}
	for (places = places < 0 ? 0 : places; places < 2; places++)
		v *= 10;
	*out = v;
	return v > 0 ? 0 : -1;
}

/* "1.5/1" -> 3/2 (also "1,5/1"). */
static int parse_ratio(const char *s, long *num, long *den)
{
	const char *slash = strchr(s, '/');
	long a, b, g;

	if (slash == NULL || fixed(s, (size_t)(slash - s), &a) ||
	    fixed(slash + 1, strlen(slash + 1), &b))
		return -1;
	g = gcd(a, b);
	*num = a / g;
	*den = b / g;
	return 0;
}

/* The columns of a combat table (its header), checked: ratios going up from
 * 1/3 to 6/1, '?' columns between known ones only. */
static int crt_columns(const struct table *t, struct n44_crt *crt, struct err *e)
{
	int prev_gap = 1;

	memset(crt, 0, sizeof *crt);
	crt->t = t;
	crt->first = crt->last = -1;
	if (t->ncols < 2 || strcmp(table_cell(t, 0, 0), "die") != 0)
		return err_set(e, EXIT_DATA, "%s:%d:1: the combat table's first column is 'die', "
				"then one column per odds column (§6.3, %s)", t->source, t->lines[0],
				N44_PAGE);
	for (int c = 1; c < t->ncols; c++) {
		struct n44_col *col = &crt->col[crt->ncol];
		const char *h = table_cell(t, 0, c);
		if (crt->ncol == N44_MAX_COLS)
			return err_set(e, EXIT_DATA, "%s:%d:%d: more than %d columns", t->source,
					t->lines[0], c + 1, N44_MAX_COLS);
		snprintf(col->name, sizeof col->name, "%.15s", h);
		col->tcol = c;
		if (h[0] == '?') {
			/* "?" or "?>A/B": columns unknown, above A/B if given (E4, E6) */
			if (h[1] == '>' ? parse_ratio(h + 2, &col->num, &col->den) : h[1] != '\0')
				return err_set(e, EXIT_DATA, "%s:%d:%d: column '%s' is not a ratio, '?' "
						"or '?>A/B'", t->source, t->lines[0], c + 1, h);
			if (h[1] == '\0')
				col->num = 0, col->den = 1;
			if (prev_gap)
				return err_set(e, EXIT_DATA, "%s:%d:%d: a '?' column stands for the "
						"columns between two known ones: not first, last or "
						"doubled (%s)", t->source, t->lines[0], c + 1, N44_PAGE);
			col->gap = 1;
			prev_gap = 1;
			crt->ncol++;
			continue;
		}
		if (parse_ratio(h, &col->num, &col->den))
			return err_set(e, EXIT_DATA, "%s:%d:%d: column '%s' is not a ratio A/B (1/3, "
					"1.5/1, 2/1) or '?'", t->source, t->lines[0], c + 1, h);
		for (int k = crt->ncol - 1; k >= 0; k--)
			if (!crt->col[k].gap) {
				if (col->num * crt->col[k].den <= crt->col[k].num * col->den)
					return err_set(e, EXIT_DATA, "%s:%d:%d: column %s does not follow "
							"%s: the columns go up from 1/3 to 6/1 (§6.3)",
							t->source, t->lines[0], c + 1, h, crt->col[k].name);
				break;
			}
		if (col->num == 1 && col->den == 3)
			crt->first = crt->ncol;
		if (col->num == 6 && col->den == 1)
			crt->last = crt->ncol;
		prev_gap = 0;
		crt->ncol++;
	}
	if (crt->first != 0 || crt->last != crt->ncol - 1)
		return err_set(e, EXIT_DATA, "%s:%d:1: the combat table's columns run from 1/3 to "
				"6/1: lower odds count as 1/3, higher as 6/1 (§6.3)", t->source, t->lines[0]);
	return 0;
}

int n44_crt_load(struct game_ctx *g, const char *name, struct n44_crt *crt, struct err *e)
{
	const struct table *t;

	if (table_get(g->tables, "normandie44", name, &t, e))
		return e->code;
	return crt_columns(t, crt, e);
}

static int token(const char **p, int side, struct n44_result *r)
{
	const char *s = *p;

	if (*s >= '0' && *s <= '9') {
		if (r->steps[side] != 0)
			return -1;
		r->steps[side] = *s - '0';
		*p = s + 1;
		return 0;
	}
	switch (*s) {
	case 'X':
		if (r->steps[side] != 0)
			return -1;
		r->steps[side] = -1;
		*p = s + 1;
		return 0;
	case 'E':
		if (r->exploit)
			return -1;
		r->exploit = 1;
		*p = s + 1;
		return 0;
	case 'D': case 'R': case 'A': {
		int *slot = *s == 'D' ? &r->d[side] : *s == 'R' ? &r->r[side] : &r->a[side];
		if ((s[1] != '1' && s[1] != '2') || *slot)
			return -1;
		*slot = s[1] - '0';
		*p = s + 2;
		return 0;
	}
	}
	return -1;
}

static int parse_part(const char *s, size_t n, int side, struct n44_result *r)
{
	char buf[32];
	const char *p = buf;

	if (n == 0 || n >= sizeof buf)
		return -1;
	snprintf(buf, sizeof buf, "%.*s", (int)n, s);
	if (!strcmp(buf, "-"))
		return 0;
	while (*p)
		if (token(&p, side, r))
			return -1;
	return 0;
}

int n44_result_parse(const char *cell, struct n44_result *res, char *err, size_t size)
{
	const char *slash = strchr(cell, '/');

	memset(res, 0, sizeof *res);
	if (slash == NULL ? parse_part(cell, strlen(cell), 1, res)
	    : parse_part(cell, (size_t)(slash - cell), 0, res) ||
	      parse_part(slash + 1, strlen(slash + 1), 1, res)) {
		snprintf(err, size, "'%s' is not a result: ATTACKER/DEFENDER, each '-' or tokens "
				"N (steps), X, D1, D2, R1, R2, E (combat table), or one part A1, A2, "
				"'-' (bombardment table) (%s)", cell, N44_PAGE);
		return -1;
	}
	return 0;
}

static size_t part_format(const struct n44_result *r, int side, char *out, size_t size)
{
	size_t n = 0;

	out[0] = '\0';
	if (r->steps[side] > 0)
		n += (size_t)snprintf(out + n, size - n, "%d", r->steps[side]);
	if (r->steps[side] < 0)
		n += (size_t)snprintf(out + n, size - n, "X");
	if (r->a[side] && n < size)
		n += (size_t)snprintf(out + n, size - n, "A%d", r->a[side]);
	if (r->d[side] && n < size)
		n += (size_t)snprintf(out + n, size - n, "D%d", r->d[side]);
	if (r->r[side] && n < size)
		n += (size_t)snprintf(out + n, size - n, "R%d", r->r[side]);
	if (side == 1 && r->exploit && n < size)
		n += (size_t)snprintf(out + n, size - n, "E");
	if (n == 0)
		n = (size_t)snprintf(out, size, "-");
	return n;
}

void n44_result_format(const struct n44_result *res, char *out, size_t size)
{
	char a[24], d[24];

	part_format(res, 0, a, sizeof a);
	part_format(res, 1, d, sizeof d);
	snprintf(out, size, "%s/%s", a, d);
}

int n44_die_cell(struct game_ctx *g, const char *table, int die, const char *col,
		const char *section, const char **out, struct err *e)
{
	const struct table *t;
	char key[16];
	int r, c;

	if (table_get(g->tables, "normandie44", table, &t, e))
		return e->code;
	snprintf(key, sizeof key, "%d", die);
	if ((r = table_row(t, 0, key)) < 0)
		return err_set(e, EXIT_UNKNOWN, "%s: table normandie44/%s has no row for a die of "
				"%d (%s): the rulebook does not give the chart. Add the row from your "
				"chart (pass --tables DIR with your own copy of %s.csv).", t->source,
				table, die, section, table);
	if ((c = table_find_col(t, col, section, e)) < 0)
		return e->code;
	return table_need(t, r, c, section, out, e);
}

int n44_table_cell(struct game_ctx *g, const char *table, const char *row, const char *col,
		const char *section, const char **out, struct err *e)
{
	const struct table *t;
	int r, c;

	if (table_get(g->tables, "normandie44", table, &t, e))
		return e->code;
	if ((r = table_find_row(t, row, section, e)) < 0 ||
	    (c = table_find_col(t, col, section, e)) < 0)
		return e->code;
	return table_need(t, r, c, section, out, e);
}

int n44_table_int(struct game_ctx *g, const char *table, const char *row, const char *col,
		const char *section, int *out, struct err *e)
{
	const char *cell;
	char *end;
	long v;

	if (n44_table_cell(g, table, row, col, section, &cell, e))
		return e->code;
	v = strtol(cell, &end, 10);
	if (*cell == '\0' || *end != '\0' || v < -99 || v > 99)
		return err_set(e, EXIT_DATA, "table normandie44/%s, row %s, column %s: '%s' is not "
				"a number (%s)", table, row, col, cell, section);
	*out = (int)v;
	return 0;
}

/* ---- `umpire check --tables`: each table's cells against their domain ---- */

/* The domain of one table's data cells: what `check --tables` accepts. */
struct domain {
	const char *table;
	const char *col;        /* a column name, or NULL for every data column */
	const char *kind;       /* "int", "yesno", "weather", "result", "bomb", "mp",
	                           "word:a|b|c", "any" */
	int lo, hi;
};

static const struct domain domains[] = {
	{ "crt", NULL, "result", 0, 0 },
	{ "tb", NULL, "bomb", 0, 0 },
	{ "weather", "weather", "word:clear|overcast", 0, 0 },
	{ "weather", "storm", "yesno", 0, 0 },
	{ "tec", "mp_motorized", "mp", 0, 0 },
	{ "tec", "mp_foot", "mp", 0, 0 },
	{ "tec", "combat", "int", -6, 6 },
	{ "tec", "die", "int", -6, 6 },
	{ "tec", "zoc", "yesno", 0, 0 },
	{ "tec", "retreat", "word:-|D1|D2|P", 0, 0 },
	{ "tec", "air", "yesno", 0, 0 },
	{ "tec", "armour", "yesno", 0, 0 },
	{ "tec", "supply", "yesno", 0, 0 },
	{ "tdaa", "hb", "int", 0, 6 },
	{ "tdaa", "mb", "int", 0, 4 },
	{ "tdaa", "fb", "int", 0, 12 },
	{ "tamsa", "fb", "int", 0, 12 },
	{ "offensive-allied", NULL, "int", 0, 20 },
	{ "offensive-german", NULL, "int", 0, 20 },
	{ "german-resources", "replacements", "int", 0, 20 },
	{ "infiltration", NULL, "yesno", 0, 0 },
	{ "jump", "result", "word:land|drift", 0, 0 },
	{ "jump", "steps", "int", 0, 3 },
	{ "jump", "d", "int", 0, 2 },
	{ "jump-adjust", "adjust", "int", -6, 6 },
	{ "drift", "direction", "word:N|NE|SE|S|SW|NW", 0, 0 },
	{ "dd", "result", "word:survive|step|eliminated", 0, 0 },
	{ "ranger5", "beach", "word:ranger2|omaha", 0, 0 },
	{ "elite", "die", "int", -3, 3 },
	{ "boxes", "interdiction", "int", 1, 12 },
	{ "naval", NULL, "int", 0, 20 },
};

static int cell_ok(const struct domain *d, const char *cell, char *why, size_t size)
{
	char *end;
	long v;

	if (!strcmp(cell, "?") || !strcmp(d->kind, "any") ||
	    (!strcmp(cell, "-") && strcmp(d->kind, "result") != 0 && strcmp(d->kind, "bomb") != 0))
		return 1;   /* unknown, or not applicable */
	if (!strcmp(d->kind, "int")) {
		v = strtol(cell, &end, 10);
		if (*cell && !*end && v >= d->lo && v <= d->hi)
			return 1;
		snprintf(why, size, "a whole number %d to %d", d->lo, d->hi);
		return 0;
	}
	if (!strcmp(d->kind, "mp")) {
		v = strtol(cell, &end, 10);
		if ((*cell && !*end && v >= 0 && v <= 20) || !strcmp(cell, "P"))
			return 1;
		snprintf(why, size, "movement points 0-20, or P (prohibited)");
		return 0;
	}
	if (!strcmp(d->kind, "yesno")) {
		if (!strcmp(cell, "yes") || !strcmp(cell, "no"))
			return 1;
		snprintf(why, size, "yes or no");
		return 0;
	}
	if (!strcmp(d->kind, "result") || !strcmp(d->kind, "bomb")) {
		struct n44_result r;
		int single = !strcmp(d->kind, "bomb");
		if ((single == (strchr(cell, '/') == NULL)) &&
		    n44_result_parse(cell, &r, why, size) == 0)
			return 1;
		snprintf(why, size, single ? _("a bombardment result: -, A1 or A2 (D1, D2 and step "
				"digits also read)") : _("a combat result ATTACKER/DEFENDER, each '-' or "
				"tokens N, X, D1, D2, R1, R2, E"));
		return 0;
	}
	if (!strncmp(d->kind, "word:", 5)) {
		const char *w = d->kind + 5;
		size_t n = strlen(cell);
		for (const char *p = w; *p;) {
			size_t len = strcspn(p, "|");
			if (len == n && !strncmp(p, cell, n))
				return 1;
			p += len + (p[len] == '|');
		}
		snprintf(why, size, "one of %s", w);
		return 0;
	}
	return 1;
}

/* Weather: the text implies that a lower die is clearer (each preceding
 * overcast turn takes 1 off the die, §1.1.1.1), so once a die reads
 * overcast every higher one does. */
static int weather_monotone(const struct table *t, struct err *e)
{
	int cd = table_col(t, "die"), cw = table_col(t, "weather"), seen = 0, seen_row = 0;

	for (int r = 1; cd >= 0 && cw >= 0 && r < t->nrows; r++) {
		const char *w = table_cell(t, r, cw);
		if (!strcmp(w, "overcast")) {
			seen = 1;
			seen_row = r;
		} else if (seen && !strcmp(w, "clear"))
			return err_set(e, EXIT_DATA, "%s:%d:%d: die %s reads clear after die %s read "
					"overcast: the weather adjustment of -1 per overcast turn makes a "
					"lower die the clearer (§1.1.1.1)", t->source, t->lines[r], cw + 1,
					table_cell(t, r, cd), table_cell(t, seen_row, cd));
	}
	return 0;
}

/* Bombardment: a greater strength never gives a lesser result (§6.2: the
 * player adds points to a bombardment to make it stronger). */
static int tb_monotone(const struct table *t, struct err *e)
{
	for (int r = 1; r < t->nrows; r++) {
		int best = -1, bestc = 0;
		for (int c = 1; c < t->ncols; c++) {
			struct n44_result res;
			char why[8];
			const char *cell = table_cell(t, r, c);
			if (table_cell(t, 0, c)[0] == '?' || !strcmp(cell, "?") ||
			    n44_result_parse(cell, &res, why, sizeof why))
				continue;
			int v = res.a[1] * 10 + res.d[1] * 3 + (res.steps[1] < 0 ? 9 : res.steps[1]);
			if (v < best)
				return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' under %s is weaker than '%s' "
						"under %s: a stronger bombardment never does less (§6.2)",
						t->source, t->lines[r], c + 1, cell, table_cell(t, 0, c),
						table_cell(t, r, bestc), table_cell(t, 0, bestc));
			if (v > best) {
				best = v;
				bestc = c;
			}
		}
	}
	return 0;
}

int n44_check_table(const struct table *t, struct err *e)
{
	char why[200];

	if (!strcmp(t->name, "crt") || !strcmp(t->name, "crt-test")) {
		struct n44_crt crt;
		if (crt_columns(t, &crt, e))
			return e->code;
	}
	for (size_t k = 0; k < sizeof domains / sizeof domains[0]; k++) {
		const struct domain *d = &domains[k];
		if (strcmp(d->table, t->name) != 0)
			continue;
		for (int c = 1; c < t->ncols; c++) {
			if (d->col != NULL && strcmp(d->col, table_cell(t, 0, c)) != 0)
				continue;
			for (int r = 1; r < t->nrows; r++)
				if (!cell_ok(d, table_cell(t, r, c), why, sizeof why))
					return err_set(e, EXIT_DATA, "%s:%d:%d: table normandie44/%s, row %s, "
							"column %s: '%s' is not %s (%s)", t->source, t->lines[r],
							c + 1, t->name, table_cell(t, r, 0), table_cell(t, 0, c),
							table_cell(t, r, c), why, N44_PAGE);
		}
	}
	if (!strcmp(t->name, "weather"))
		return weather_monotone(t, e);
	if (!strcmp(t->name, "tb"))
		return tb_monotone(t, e);
	return 0;
}
