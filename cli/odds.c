/*
 * odds.c: `umpire odds STATE ORDER [ARG...]`: the exact outcome distribution of
 * one order, changing nothing; `umpire odds STATE --batch FILE`: one order per
 * CSV row (column `order`), one result row per outcome, streamed.
 *
 * Rows are sorted by their columns (numbers as numbers) so the output is the
 * same on every machine; each `p` is a reduced fraction and the p of one order
 * sum to exactly 1.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "chart.h"
#include "cli.h"

static int cmp_value(const char *a, const char *b)
{
	char *ea, *eb;
	long x = strtol(a, &ea, 10), y = strtol(b, &eb, 10);

	if (*a && *b && !*ea && !*eb)
		return x < y ? -1 : x > y;
	return strcmp(a, b);
}

/* Unused columns are NULL in every row, so no column count is needed. */
static int cmp_rows(const void *pa, const void *pb)
{
	const struct odds_row *a = pa, *b = pb;

	for (int k = 0; k < ODDS_MAX_COLS && a->val[k] && b->val[k]; k++) {
		int c = cmp_value(a->val[k], b->val[k]);
		if (c)
			return c;
	}
	return 0;
}

static void put_json(FILE *out, const char *s)
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


static void print_report(struct cli *c, const struct order *o, struct odds_report *r,
		const char *rowno, int header, struct chart *chart)
{
	char p[64], bar[32];

	qsort(r->rows, (size_t)r->nrows, sizeof r->rows[0], cmp_rows);
	switch (c->format) {
	case CLI_FORMAT_SVG:
		chart_add(chart, o->text, r);
		break;
	case LOG_CSV:
		if (header) {
			printf("%sp,percent", rowno ? "row," : "");
			for (int k = 0; k < r->ncols; k++)
				printf(",%s", r->col[k]);
			printf("\n");
		}
		for (int i = 0; i < r->nrows; i++) {
			if (rowno)
				printf("%s,", rowno);
			printf("%s,%.4f", frac_str(r->rows[i].p, p, sizeof p),
					100 * frac_double(r->rows[i].p));
			for (int k = 0; k < r->ncols; k++) {
				putchar(',');
				state_csv_field(stdout, r->rows[i].val[k]);
			}
			printf("\n");
		}
		break;
	case LOG_JSON:
		printf("{%s%s%s\"order\":", rowno ? "\"row\":" : "", rowno ? rowno : "",
				rowno ? "," : "");
		put_json(stdout, o->text);
		printf(",\"outcomes\":[");
		for (int i = 0; i < r->nrows; i++) {
			printf("%s{\"p\":\"%s\",\"percent\":%.4f", i ? "," : "",
					frac_str(r->rows[i].p, p, sizeof p), 100 * frac_double(r->rows[i].p));
			for (int k = 0; k < r->ncols; k++) {
				printf(",");
				put_json(stdout, r->col[k]);
				printf(":");
				put_json(stdout, r->rows[i].val[k]);
			}
			printf("}");
		}
		printf("]");
		for (int k = 0; k < r->nexp; k++) {
			printf(",");
			put_json(stdout, r->exp_name[k]);
			printf(":\"%s\"", frac_str(r->exp[k], p, sizeof p));
		}
		printf("}\n");
		break;
	default: {
		int w[ODDS_MAX_COLS], wp = 1;
		for (int k = 0; k < r->ncols; k++) {
			w[k] = (int)strlen(r->col[k]);
			for (int i = 0; i < r->nrows; i++)
				if ((int)strlen(r->rows[i].val[k]) > w[k])
					w[k] = (int)strlen(r->rows[i].val[k]);
		}
		for (int i = 0; i < r->nrows; i++)
			if ((int)strlen(frac_str(r->rows[i].p, p, sizeof p)) > wp)
				wp = (int)strlen(p);
		printf("odds of: %s\n(%s)\n\n%-*s %8s  %-20s", o->text, r->note, wp, "p", "percent",
				"");
		for (int k = 0; k < r->ncols; k++)
			printf("  %-*s", w[k], r->col[k]);
		printf("\n");
		for (int i = 0; i < r->nrows; i++) {
			printf("%-*s %7.3f%%  %s", wp, frac_str(r->rows[i].p, p, sizeof p),
					100 * frac_double(r->rows[i].p), chart_bar(r->rows[i].p, bar, sizeof bar));
			for (int k = 0; k < r->ncols; k++)
				printf("  %-*s", w[k], r->rows[i].val[k]);
			printf("\n");
		}
		printf("\n");
		for (int k = 0; k < r->nexp; k++)
			printf("%s: %s = %.4f\n", r->exp_name[k], frac_str(r->exp[k], p, sizeof p),
					frac_double(r->exp[k]));
		printf("(%d outcomes, %ld runs of the rules)\n", r->nrows, r->runs);
	}
	}
}

static int one(struct cli *c, const struct game *gm, struct game_ctx *g,
		const struct state *st, const struct order *o, const char *rowno, int header,
		struct chart *chart, struct err *e)
{
	struct odds_report r = { 0 };

	if (game_odds(g, st, o, &r, e) == 0)
		print_report(c, o, &r, rowno, header, chart);
	odds_report_free(&r);
	return e->code;
}

/* The batch file (read by core/batch.c): each row's order, parsed and printed
 * as it is read, with the batch row's number; the CSV header is printed once. */
struct batch_print {
	struct cli *c;
	const struct game *gm;
	struct game_ctx *g;
	const struct state *st;
	int header_done;
	struct chart *chart;
};

static int batch_print_row(void *ctx, int row, int line, int col, const char *text,
		struct err *e)
{
	struct batch_print *b = ctx;
	struct order o = { 0 };
	char rowno[16];

	snprintf(rowno, sizeof rowno, "%d", row);
	if (order_parse_line(&o, text, b->gm->orders, b->gm->norders, b->gm->id, e) == 0)
		one(b->c, b->gm, b->g, b->st, &o, rowno, !b->header_done, b->chart, e);
	b->header_done = 1;
	order_free(&o);
	return e->code;
}

static int batch(struct cli *c, const struct game *gm, struct game_ctx *g,
		const struct state *st, struct chart *chart, struct err *e)
{
	struct batch_print b = { .c = c, .gm = gm, .g = g, .st = st, .chart = chart };
	FILE *f;

	if (c->format == LOG_TEXT && (c->given & OPT_FORMAT))
		return err_set(e, EXIT_USAGE, "--batch streams csv or json, not text (see umpire(1))");
	if ((f = fopen(c->batch, "rb")) == NULL)
		return err_set(e, errno == ENOENT ? EXIT_NOINPUT : EXIT_IO, "%s: %s", c->batch,
				strerror(errno));
	if (c->format == LOG_TEXT)
		c->format = LOG_CSV;   /* a batch streams CSV unless json is asked for */
	batch_read_file(f, c->batch, batch_print_row, &b, e);
	fclose(f);
	return e->code;
}

int cmd_odds(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	struct game_ctx g;
	struct tables ts = { 0 };
	struct order o = { 0 };
	struct log quiet = { 0 };
	struct chart chart;

	if (c->narg < 1 || (c->narg < 2 && !c->batch) || (c->batch && c->narg != 1))
		return cli_usage("odds", e);
	chart_init(&chart);
	if (cli_load(c->arg[0], &st, &gm, e) == 0 && cli_context(c, gm, &g, &ts, e) == 0) {
		g.log = &quiet;
		g.card = c->card;
		if (c->batch)
			batch(c, gm, &g, &st, &chart, e);
		else if (order_parse(&o, c->narg - 1, c->arg + 1, gm->orders, gm->norders, gm->id, e) == 0)
			one(c, gm, &g, &st, &o, NULL, 1, &chart, e);
	}
	if (e->code == 0 && c->format == CLI_FORMAT_SVG)   /* the charts, in one picture */
		chart_write(&chart, stdout, e);
	chart_free(&chart);
	order_free(&o);
	tables_free(&ts);
	state_free(&st);
	return e->code;
}
