/*
 * odds_format.c: the output formats of `umpire odds` (umpire(1), "Odds").
 *
 *   text   for a person: the outcomes as a table, the expectations, the summary
 *   csv    the long format, one row per outcome: p as a fraction, then as two
 *          whole numbers p_num and p_den (a spreadsheet turns "1/12" into a
 *          date, never two integer columns) and a percentage; or with
 *          --summary one row per order with fixed columns
 *   json   one object per order on one line (JSON Lines), stable snake_case
 *          keys, numbers as numbers, fractions as {"num":..,"den":..}
 *
 * Every decimal is printed from the exact fraction, rounded half to even like
 * printf, with as many places as it takes for a probability that is not 0 never
 * to read 0 (nor one that is not 1 to read 1): 0.000% is never printed for an
 * outcome that can happen.
 *
 * Rows are formatted into buffers, not printed, so that a worker process of a
 * batch formats its rows and the parent only copies them, in input order; the
 * CSV header row a row needs comes apart, and the parent prints it when it
 * changes (a batch that mixes kinds of orders).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chart.h"
#include "i18n.h"
#include "log.h"
#include "odds_cli.h"

typedef unsigned __int128 u128;

/* ---- the buffer ------------------------------------------------------------ */

void buf_put(struct buf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 256;
		char *t;

		while (cap < b->n + n + 1)
			cap *= 2;
		if ((t = realloc(b->s, cap)) == NULL) {
			b->oom = 1;
			return;
		}
		b->s = t;
		b->cap = cap;
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = '\0';
}

/* The common case, inline: the room is there. */
static inline void put(struct buf *b, const char *s, size_t n)
{
	if (b->n + n + 1 <= b->cap) {
		memcpy(b->s + b->n, s, n);
		b->n += n;
		b->s[b->n] = '\0';
	} else {
		buf_put(b, s, n);
	}
}

void buf_str(struct buf *b, const char *s)
{
	put(b, s, strlen(s));
}

static inline void buf_ch(struct buf *b, char c)
{
	if (b->n + 2 <= b->cap) {
		b->s[b->n++] = c;
		b->s[b->n] = '\0';
	} else {
		buf_put(b, &c, 1);
	}
}

/* Two digits a division: a batch writes four numbers a row (issue 14). */
void buf_u64(struct buf *b, uint64_t v)
{
	static const char pairs[] =
		"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
		"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
		"8081828384858687888990919293949596979899";
	char d[24];
	int i = (int)sizeof d;

	for (; v >= 100; v /= 100) {
		i -= 2;
		memcpy(d + i, pairs + 2 * (v % 100), 2);
	}
	if (v >= 10) {
		i -= 2;
		memcpy(d + i, pairs + 2 * v, 2);
	} else {
		d[--i] = (char)('0' + v);
	}
	put(b, d + i, sizeof d - (size_t)i);
}

void buf_free(struct buf *b)
{
	free(b->s);
	memset(b, 0, sizeof *b);
}

/* A CSV field, quoted when it must be (as state_csv_field). */
static void buf_csv(struct buf *b, const char *s)
{
	size_t n = 0;
	int plain = 1;

	/* one pass finds the length and what needs quotes (strlen then strpbrk
	 * read each value twice; a batch writes six a row) */
	for (; s[n]; n++)
		plain &= s[n] != ',' && s[n] != '"' && s[n] != '\r' && s[n] != '\n';
	if (plain && !(n && (s[0] == ' ' || s[n - 1] == ' '))) {
		put(b, s, n);
		return;
	}
	buf_ch(b, '"');
	for (; *s; s++) {
		if (*s == '"')
			buf_ch(b, '"');
		buf_ch(b, *s);
	}
	buf_ch(b, '"');
}

static void buf_json_str(struct buf *b, const char *s)
{
	static const char hex[] = "0123456789abcdef";

	buf_ch(b, '"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\') {
			buf_ch(b, '\\');
			buf_ch(b, (char)c);
		} else if (c < 0x20) {
			char u[6] = { '\\', 'u', '0', '0', hex[c >> 4], hex[c & 15] };
			buf_put(b, u, 6);
		} else {
			buf_ch(b, (char)c);
		}
	}
	buf_ch(b, '"');
}

/* ---- numbers --------------------------------------------------------------- */

/*
 * p * scale with `decimals` places or more (see the top of the file). The
 * exact value is rounded half to even, as glibc's printf rounds the double,
 * so the figures are those `%.4f` printed before; past 10^16 the 128-bit
 * product would not fit and odds_decimal (core/odds.c) takes over.
 */
static void buf_decimal(struct buf *b, struct frac p, unsigned scale, int decimals)
{
	uint64_t pow = 1;
	int d;

	for (d = 0; d < decimals; d++)
		pow *= 10;
	for (d = decimals; d <= 16; d++, pow *= 10) {
		u128 x = (u128)p.num * scale * pow;
		u128 q = x / p.den, rem = x % p.den;
		if (2 * rem > p.den || (2 * rem == p.den && (q & 1)))
			q++;
		if ((q == 0 && p.num != 0) || (q == (u128)scale * pow && p.num != p.den))
			continue;   /* reads 0 (or all) and is not: one more place */
		uint64_t ip = (uint64_t)(q / pow), fp = (uint64_t)(q % pow);
		buf_u64(b, ip);
		if (d > 0) {
			char f[24];
			buf_ch(b, '.');
			for (int i = d - 1; i >= 0; i--, fp /= 10)
				f[i] = (char)('0' + fp % 10);
			buf_put(b, f, (size_t)d);
		}
		return;
	}
	char s[64];
	buf_str(b, odds_decimal(p, scale, decimals, s, sizeof s));
}

static void buf_double(struct buf *b, double v)
{
	char s[32];

	snprintf(s, sizeof s, "%.3g", v);
	buf_str(b, s);
}

/* 1 if s is a whole number as JSON writes one (no leading zero, no sign but -). */
static int is_whole(const char *s)
{
	if (*s == '-')
		s++;
	if (*s < '0' || *s > '9' || (s[0] == '0' && s[1] != '\0'))
		return 0;
	while (*s >= '0' && *s <= '9')
		s++;
	return *s == '\0' && s[-1] != '-';
}

/* ---- sorting --------------------------------------------------------------- */

/* Length of a run of digits that is the whole string, or 0. */
static size_t digits(const char *s)
{
	size_t n = 0;

	while (s[n] >= '0' && s[n] <= '9')
		n++;
	return s[n] == '\0' ? n : 0;
}

/*
 * Rows sort by their values, numbers as numbers (whole numbers of up to 18
 * digits, with a '-' if negative, as the games write counts and modifiers),
 * everything else as text. Each value is read once into a key (sign and
 * magnitude, or text) before the sort: comparing the strings again at every
 * comparison, through qsort, was a tenth of a batch of one-round orders
 * (issue 14).
 */
struct sort_key {
	const struct odds_row *row;
	int n;                              /* values up to the first NULL */
	signed char sign[ODDS_MAX_COLS];    /* 1 or -1 for a number, 0 for text */
	uint64_t mag[ODDS_MAX_COLS];
};

static void sort_key(struct sort_key *k, const struct odds_row *row)
{
	k->row = row;
	for (k->n = 0; k->n < ODDS_MAX_COLS && row->val[k->n]; k->n++) {
		const char *v = row->val[k->n];
		int neg = *v == '-';
		size_t n = digits(v + neg);

		k->sign[k->n] = n > 0 && n <= 18 ? (neg ? -1 : 1) : 0;
		k->mag[k->n] = 0;
		for (size_t i = 0; k->sign[k->n] && i < n; i++)   /* "007" is 7 */
			k->mag[k->n] = k->mag[k->n] * 10 + (uint64_t)(v[neg + i] - '0');
	}
}

enum { SORT_SMALL = 32 };   /* rows sorted on the stack, by insertion */

static int cmp_keys(const struct sort_key *a, const struct sort_key *b)
{
	for (int k = 0; k < a->n && k < b->n; k++) {
		int c;
		if (!a->sign[k] || !b->sign[k])
			c = strcmp(a->row->val[k], b->row->val[k]);
		else if (a->sign[k] != b->sign[k])
			c = a->sign[k] < 0 ? -1 : 1;
		else
			c = a->mag[k] == b->mag[k] ? 0 : (a->mag[k] < b->mag[k]) == (a->sign[k] > 0) ?
				-1 : 1;
		if (c)
			return c;
	}
	return 0;
}

/* Ties in the order the rules gave the rows: qsort is not stable. */
static int cmp_key_ptrs(const void *a, const void *b)
{
	const struct sort_key *x = *(const struct sort_key *const *)a;
	const struct sort_key *y = *(const struct sort_key *const *)b;
	int c = cmp_keys(x, y);

	return c ? c : x < y ? -1 : x > y;
}

/* ---- CSV ------------------------------------------------------------------- */

static const char *const summary_lead = "row,name,status,";

static void csv_long_header(const struct odds_fmt *f, const struct odds_report *r,
		struct buf *h)
{
	if (f->batch)
		buf_str(h, "row,name,status,error,");
	buf_str(h, "p,p_num,p_den,percent");
	if (r != NULL && r->samples > 0)
		buf_str(h, ",se");
	for (int k = 0; r != NULL && k < r->ncols; k++) {
		buf_ch(h, ',');
		buf_csv(h, r->col[k]);
	}
	buf_ch(h, '\n');
}

static void csv_summary_header(const struct odds_fmt *f, struct buf *h)
{
	if (f->batch)
		buf_str(h, summary_lead);
	buf_str(h, "method,odds");
	for (int k = 0; k < ODDS_NFIELDS; k++) {
		buf_ch(h, ',');
		buf_str(h, odds_field_key[k]);
	}
	buf_str(h, ",outcomes,samples");
	for (int k = 0; k < ODDS_NFIELDS; k++) {
		buf_ch(h, ',');
		buf_str(h, odds_field_key[k]);
		buf_str(h, "_num,");
		buf_str(h, odds_field_key[k]);
		buf_str(h, "_den");
	}
	for (int k = 0; k < ODDS_NFIELDS; k++) {
		buf_ch(h, ',');
		buf_str(h, odds_field_key[k]);
		buf_str(h, "_se");
	}
	buf_str(h, f->batch ? ",order,error\n" : ",order\n");
}

static void csv_lead(const struct odds_item *it, struct buf *b)
{
	buf_u64(b, (uint64_t)it->row);
	buf_ch(b, ',');
	buf_csv(b, it->name ? it->name : "");
	buf_ch(b, ',');
	buf_u64(b, (uint64_t)it->status);
	buf_ch(b, ',');
}

static void csv_long(const struct odds_fmt *f, const struct odds_item *it, struct buf *b)
{
	const struct odds_report *r = it->r;

	for (int i = 0; i < r->nrows; i++) {
		const struct odds_row *w = &r->rows[i];
		if (f->batch) {
			csv_lead(it, b);
			buf_ch(b, ',');   /* no error */
		}
		buf_u64(b, w->p.num);
		if (w->p.num != 0 && w->p.den != 1) {
			buf_ch(b, '/');
			buf_u64(b, w->p.den);
		}
		buf_ch(b, ',');
		buf_u64(b, w->p.num);
		buf_ch(b, ',');
		buf_u64(b, w->p.num ? w->p.den : 1);
		buf_ch(b, ',');
		buf_decimal(b, w->p, 100, 4);
		if (r->samples > 0) {
			buf_ch(b, ',');
			buf_double(b, odds_row_se(r, w->p));
		}
		for (int k = 0; k < r->ncols; k++) {
			buf_ch(b, ',');
			buf_csv(b, w->val[k] ? w->val[k] : "");
		}
		buf_ch(b, '\n');
	}
}

static void csv_summary(const struct odds_fmt *f, const struct odds_item *it, struct buf *b)
{
	const struct odds_report *r = it->r;

	if (f->batch)
		csv_lead(it, b);
	buf_str(b, r == NULL ? "" : r->samples > 0 ? "sampled" : "exact");
	buf_ch(b, ',');
	buf_csv(b, r ? r->headline : "");
	for (int k = 0; k < ODDS_NFIELDS; k++) {
		buf_ch(b, ',');
		if (r && r->field[k].set)
			buf_decimal(b, r->field[k].value, 1, 6);
	}
	buf_ch(b, ',');
	if (r)
		buf_u64(b, (uint64_t)r->nrows);
	buf_ch(b, ',');
	if (r)
		buf_u64(b, (uint64_t)r->samples);
	for (int k = 0; k < ODDS_NFIELDS; k++) {
		buf_ch(b, ',');
		if (r && r->field[k].set)
			buf_u64(b, r->field[k].value.num);
		buf_ch(b, ',');
		if (r && r->field[k].set)
			buf_u64(b, r->field[k].value.num ? r->field[k].value.den : 1);
	}
	for (int k = 0; k < ODDS_NFIELDS; k++) {
		double se = r ? odds_field_se(r, k) : -1;
		buf_ch(b, ',');
		if (se >= 0)
			buf_double(b, se);
	}
	buf_ch(b, ',');
	buf_csv(b, it->order ? it->order : "");
	if (f->batch) {
		buf_ch(b, ',');
		buf_csv(b, it->error ? it->error : "");
	}
	buf_ch(b, '\n');
}

/* A failure in the long format: the leading columns, the rest empty. */
static void csv_long_failure(const struct odds_item *it, struct buf *b)
{
	csv_lead(it, b);
	buf_csv(b, it->error ? it->error : "");
	buf_str(b, ",,,,\n");
}

/* ---- JSON ------------------------------------------------------------------ */

static void json_frac(struct buf *b, struct frac p, double se)
{
	buf_str(b, "{\"num\":");
	buf_u64(b, p.num);
	buf_str(b, ",\"den\":");
	buf_u64(b, p.num ? p.den : 1);
	buf_str(b, ",\"decimal\":");
	buf_decimal(b, p, 1, 6);
	if (se >= 0) {
		buf_str(b, ",\"se\":");
		buf_double(b, se);
	}
	buf_ch(b, '}');
}

static void json_key(struct buf *b, const char *k)
{
	buf_json_str(b, k);
	buf_ch(b, ':');
}

static void json_outcomes(const struct odds_report *r, struct buf *b)
{
	int whole[ODDS_MAX_COLS];

	for (int k = 0; k < r->ncols; k++) {
		whole[k] = !(r->text_cols & (1u << k));
		for (int i = 0; i < r->nrows && whole[k]; i++)
			whole[k] = r->rows[i].val[k] != NULL && is_whole(r->rows[i].val[k]);
	}
	buf_str(b, ",\"outcomes\":[");
	for (int i = 0; i < r->nrows; i++) {
		const struct odds_row *w = &r->rows[i];
		buf_str(b, i ? ",{\"p\":" : "{\"p\":");
		json_frac(b, w->p, odds_row_se(r, w->p));
		buf_str(b, ",\"percent\":");
		buf_decimal(b, w->p, 100, 4);
		for (int k = 0; k < r->ncols; k++) {
			buf_ch(b, ',');
			json_key(b, r->col[k]);
			if (whole[k])
				buf_str(b, w->val[k]);
			else
				buf_json_str(b, w->val[k] ? w->val[k] : "");
		}
		buf_ch(b, '}');
	}
	buf_ch(b, ']');
}

static void json(const struct odds_fmt *f, const struct odds_item *it, struct buf *b)
{
	const struct odds_report *r = it->r;
	char key[128];

	buf_ch(b, '{');
	if (f->batch) {
		buf_str(b, "\"row\":");
		buf_u64(b, (uint64_t)it->row);
		buf_str(b, ",\"name\":");
		buf_json_str(b, it->name ? it->name : "");
		buf_ch(b, ',');
	}
	buf_str(b, "\"order\":");
	buf_json_str(b, it->order ? it->order : "");
	buf_str(b, ",\"status\":");
	buf_u64(b, (uint64_t)it->status);
	if (r == NULL) {
		buf_str(b, ",\"error\":");
		buf_json_str(b, it->error ? it->error : "");
		buf_str(b, "}\n");
		return;
	}
	buf_str(b, r->samples > 0 ? ",\"method\":\"sampled\"" : ",\"method\":\"exact\"");
	buf_str(b, ",\"samples\":");
	buf_u64(b, (uint64_t)r->samples);
	buf_str(b, ",\"runs\":");
	buf_u64(b, (uint64_t)(r->runs > 0 ? r->runs : 0));
	buf_str(b, ",\"note\":");
	buf_json_str(b, r->note);
	buf_str(b, ",\"summary\":{\"odds\":");
	if (r->headline[0])
		buf_json_str(b, r->headline);
	else
		buf_str(b, "null");
	for (int k = 0; k < ODDS_NFIELDS; k++) {
		buf_ch(b, ',');
		json_key(b, odds_field_key[k]);
		if (r->field[k].set)
			json_frac(b, r->field[k].value, odds_field_se(r, k));
		else
			buf_str(b, "null");
	}
	buf_str(b, "},\"expected\":{");
	for (int k = 0; k < r->nexp; k++) {
		if (k)
			buf_ch(b, ',');
		json_key(b, odds_exp_key(r, k, key, sizeof key));
		json_frac(b, r->exp[k], -1);
	}
	buf_ch(b, '}');
	if (!f->summary)
		json_outcomes(r, b);
	buf_str(b, "}\n");
}

/* ---- text ------------------------------------------------------------------ */

static void pad(struct buf *b, const char *s, int width, int right)
{
	int n = (int)strlen(s);

	for (int i = n; right && i < width; i++)
		buf_ch(b, ' ');
	buf_str(b, s);
	for (int i = n; !right && i < width; i++)
		buf_ch(b, ' ');
}

static const char *const field_label[ODDS_NFIELDS] = {
	N_("P(defender eliminated)"), N_("P(hex taken)"), N_("P(attacker eliminated)"),
	N_("expected steps lost by the attacker"), N_("expected steps lost by the defender"),
	N_("expected hits"), N_("expected figures lost"), N_("P(unit destroyed)"), N_("P(retreat)"),
};

/* A decimal for a person: buf_decimal with the language's decimal point
 * (i18n_numbers; "0,2778" in French). */
static void text_decimal(struct buf *b, struct frac v, unsigned scale, int decimals)
{
	size_t from = b->n;
	const char *percent;
	char point;

	buf_decimal(b, v, scale, decimals);
	i18n_numbers(&point, &percent);
	for (size_t i = from; b->s != NULL && i < b->n; i++)
		if (b->s[i] == '.')
			b->s[i] = point;
}

/* "5/18 = 0.2778" */
static void text_value(struct buf *b, struct frac v)
{
	char p[64];

	buf_str(b, frac_str(v, p, sizeof p));
	buf_str(b, " = ");
	text_decimal(b, v, 1, 4);
}

/* "NAME: 5/18 = 0.2778", the name in the reader's language */
static void text_named(struct buf *b, const char *name, struct frac v)
{
	buf_str(b, _(name));
	buf_str(b, ": ");
	text_value(b, v);
}

static void text_summary(const struct odds_report *r, struct buf *b)
{
	if (r->headline[0]) {
		buf_str(b, _("odds: "));
		buf_str(b, r->headline);
		buf_ch(b, '\n');
	}
	for (int k = 0; k < ODDS_NFIELDS; k++) {
		double se = odds_field_se(r, k);
		if (!r->field[k].set)
			continue;
		text_named(b, field_label[k], r->field[k].value);
		if (se >= 0) {
			buf_str(b, _(" (standard error "));
			buf_double(b, se);
			buf_ch(b, ')');
		}
		buf_ch(b, '\n');
	}
}

/* The head of an order's odds: the order, the game's note, and whether the
 * figures are exact. */
static void text_head(const struct odds_item *it, struct buf *b)
{
	const struct odds_report *r = it->r;
	char line[256];

	buf_str(b, _("odds of: "));
	buf_str(b, it->order);
	buf_str(b, "\n(");
	buf_str(b, r->note);
	buf_str(b, ")\n");
	if (r->samples > 0) {
		snprintf(line, sizeof line, _("(an estimate from %" PRIu64
			" sampled runs, not exact: the order is past the odds budget)\n"),
			(uint64_t)r->samples);
		buf_str(b, line);
	}
	buf_ch(b, '\n');
}

static void text_table(const struct odds_report *r, struct buf *b)
{
	struct buf pc = { 0 };
	size_t *off = calloc((size_t)r->nrows + 1, sizeof *off);
	int w[ODDS_MAX_COLS], wp = 1, wpc;
	const char *percent, *label = _("percent");
	char p[64], bar[32], point;

	i18n_numbers(&point, &percent);
	wpc = 7 + (int)strlen(percent);
	if ((int)strlen(label) > wpc)
		wpc = (int)strlen(label);
	for (int k = 0; k < r->ncols; k++) {
		w[k] = (int)strlen(r->col[k]);
		for (int i = 0; i < r->nrows; i++)
			if ((int)strlen(r->rows[i].val[k]) > w[k])
				w[k] = (int)strlen(r->rows[i].val[k]);
	}
	for (int i = 0; off != NULL && i < r->nrows; i++) {   /* the percentages, and their width */
		off[i] = pc.n;
		text_decimal(&pc, r->rows[i].p, 100, 3);
		buf_str(&pc, percent);
		buf_ch(&pc, '\0');
		if ((int)strlen(frac_str(r->rows[i].p, p, sizeof p)) > wp)
			wp = (int)strlen(p);
	}
	pad(b, "p", wp, 0);
	buf_ch(b, ' ');
	pad(b, label, wpc, 1);
	buf_str(b, "  ");
	pad(b, "", 20, 0);   /* the bars' column (chart_bar) */
	for (int k = 0; k < r->ncols; k++) {
		buf_str(b, "  ");
		pad(b, r->col[k], w[k], 0);
	}
	buf_ch(b, '\n');
	for (int i = 0; i < r->nrows; i++) {
		pad(b, frac_str(r->rows[i].p, p, sizeof p), wp, 0);
		buf_ch(b, ' ');
		pad(b, pc.s && off ? pc.s + off[i] : "", wpc, 1);
		buf_str(b, "  ");
		buf_str(b, chart_bar(r->rows[i].p, bar, sizeof bar));
		for (int k = 0; k < r->ncols; k++) {
			buf_str(b, "  ");
			pad(b, r->rows[i].val[k], w[k], 0);
		}
		buf_ch(b, '\n');
	}
	buf_ch(b, '\n');
	buf_free(&pc);
	free(off);
}

static void text(const struct odds_fmt *f, const struct odds_item *it, struct buf *b)
{
	const struct odds_report *r = it->r;
	char line[160];

	text_head(it, b);
	if (f->summary) {
		text_summary(r, b);
		return;
	}
	text_table(r, b);
	for (int k = 0; k < r->nexp; k++) {
		text_named(b, r->exp_name[k], r->exp[k]);
		buf_ch(b, '\n');
	}
	snprintf(line, sizeof line, P_("(%d outcome, ", "(%d outcomes, ", r->nrows), r->nrows);
	buf_str(b, line);
	snprintf(line, sizeof line, P_("%" PRIu64 " run of the rules)\n",
		"%" PRIu64 " runs of the rules)\n", (uint64_t)(r->runs > 0 ? r->runs : 0)),
		(uint64_t)(r->runs > 0 ? r->runs : 0));
	buf_str(b, line);
}

/* ---- one order ------------------------------------------------------------- */

void odds_sort(struct odds_report *r)
{
	struct {
		struct sort_key key[SORT_SMALL], *by[SORT_SMALL];
		struct odds_row rows[SORT_SMALL];
	} small;
	struct sort_key *key, **by;
	struct odds_row *rows;
	int n = r->nrows;

	if (r->sorted || n < 2) {
		r->sorted = 1;
		return;
	}
	if (n <= SORT_SMALL) {   /* an order's few rows: on the stack */
		key = small.key, by = small.by, rows = small.rows;
	} else {
		key = malloc((size_t)n * sizeof *key);
		by = malloc((size_t)n * sizeof *by);
		rows = malloc((size_t)n * sizeof *rows);
		if (key == NULL || by == NULL || rows == NULL) {
			free(key), free(by), free(rows);
			return;   /* unsorted: never printed, the caller runs out of memory next */
		}
	}
	for (int i = 0; i < n; i++)
		sort_key(&key[i], &r->rows[i]), by[i] = &key[i];
	/* stable either way, as the merge sort of glibc's qsort was: equal rows
	 * stay in the order the rules gave them */
	if (n <= SORT_SMALL) {   /* an insertion sort, no call per comparison */
		for (int i = 1; i < n; i++) {
			struct sort_key *k = by[i];
			int j = i;
			for (; j > 0 && cmp_keys(by[j - 1], k) > 0; j--)
				by[j] = by[j - 1];
			by[j] = k;
		}
	} else {
		qsort(by, (size_t)n, sizeof *by, cmp_key_ptrs);
	}
	for (int i = 0; i < n; i++)
		rows[i] = *by[i]->row;
	memcpy(r->rows, rows, (size_t)n * sizeof *rows);
	if (n > SORT_SMALL)
		free(key), free(by), free(rows);
	r->sorted = 1;
}

void odds_format_base_header(const struct odds_fmt *f, struct buf *head)
{
	if (f->format != LOG_CSV)
		return;
	if (f->summary)
		csv_summary_header(f, head);
	else
		csv_long_header(f, NULL, head);
}

void odds_format(const struct odds_fmt *f, const struct odds_item *it, struct buf *head,
		struct buf *body)
{
	struct odds_report *r = it->r;

	if (r != NULL)
		odds_sort(r);
	switch (f->format) {
	case LOG_CSV:
		if (f->summary) {
			csv_summary_header(f, head);
			csv_summary(f, it, body);
		} else if (r == NULL) {
			csv_long_failure(it, body);
		} else {
			csv_long_header(f, r, head);
			csv_long(f, it, body);
		}
		break;
	case LOG_JSON:
		json(f, it, body);
		break;
	default:
		if (r != NULL)
			text(f, it, body);
	}
}
