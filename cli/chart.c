/*
 * chart.c: odds you can see (umpire(1), "odds"): the bar beside each outcome
 * of `odds` in text, and `odds --format svg`, one chart of the distribution
 * per order (a batch stacks its small charts in one picture). Each bar is as
 * long as its exact probability, on one scale for every chart: the full width
 * is certainty.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chart.h"

#define BAR_TEXT 20          /* characters for p = 1 */
#define BAR_SVG 260.0        /* pixels for p = 1 */
#define ROW 17.0

const char *chart_bar(struct frac p, char *buf, size_t size)
{
	double v = frac_double(p);
	int n = (int)(v * BAR_TEXT + 0.5), i = 0;

	if (n == 0 && v > 0)   /* it can happen: never an empty bar */
		buf[i++] = '.';
	for (; i < n && i < BAR_TEXT && (size_t)i + 1 < size; i++)
		buf[i] = '#';
	for (; i < BAR_TEXT && (size_t)i + 1 < size; i++)
		buf[i] = ' ';
	buf[i] = '\0';
	return buf;
}

void chart_init(struct chart *ch)
{
	memset(ch, 0, sizeof *ch);
	svg_init(&ch->s);
	ch->s.plain = 1;
}

void chart_free(struct chart *ch)
{
	svg_free(&ch->s);
}

/* An outcome's label: its columns, "name value" joined by " · ", empty
 * values left out. */
static void label(const struct odds_report *r, int i, char *buf, size_t size)
{
	size_t n = 0;

	buf[0] = '\0';
	for (int k = 0; k < r->ncols && n + 1 < size; k++) {
		const char *v = r->rows[i].val[k];
		if (v == NULL || *v == '\0')
			continue;
		n += (size_t)snprintf(buf + n, size - n, "%s%s %s", n ? " · " : "", r->col[k], v);
		if (n >= size)
			n = size - 1;
	}
	if (n == 0)
		snprintf(buf, size, "(no change)");
}

void chart_add(struct chart *ch, const char *order, const struct odds_report *r)
{
	struct svg *s = &ch->s;
	double y = ch->y, lw = 120;
	char text[512], p[64];

	if (ch->n++ == 0)
		svg_title(s, "Odds");
	for (int i = 0; i < r->nrows; i++) {
		label(r, i, text, sizeof text);
		if (strlen(text) * 6.4 > lw)
			lw = strlen(text) * 6.4 > 520 ? 520 : strlen(text) * 6.4;
	}
	svg_group(s, "chart", order, NULL);
	svg_text(s, 0, y + 14, 13, SVG_BOLD, "#1a1a1a", order);
	svg_text(s, 0, y + 31, 10.5, SVG_ITALIC, "#555", r->note);
	y += 44;
	for (int i = 0; i < r->nrows; i++) {
		double v = frac_double(r->rows[i].p), w = v * BAR_SVG;
		label(r, i, text, sizeof text);
		svg_text(s, lw, y + 12, 10.5, SVG_END, "#222", text);
		svg_rect(s, lw + 8, y + 2, BAR_SVG, ROW - 4, "#eeeeee", NULL, 0, NULL);
		snprintf(text, sizeof text, "class=\"bar\" data-p=\"%s\"",
				frac_str(r->rows[i].p, p, sizeof p));
		svg_rect(s, lw + 8, y + 2, w > 0 && w < 1 ? 1 : w, ROW - 4, "#3b6fb6", NULL, 0, text);
		snprintf(text, sizeof text, "%s = %.3f%%", p, 100 * v);
		svg_text(s, lw + 16 + BAR_SVG, y + 12, 10.5, 0, "#222", text);
		y += ROW;
	}
	for (int k = 0; k < r->nexp; k++) {
		snprintf(text, sizeof text, "%s: %s = %.4f", r->exp_name[k],
				frac_str(r->exp[k], p, sizeof p), frac_double(r->exp[k]));
		svg_text(s, 0, y + 14, 10.5, 0, "#333", text);
		y += 15;
	}
	svg_group_end(s);
	ch->y = y + 24;
}

int chart_write(struct chart *ch, FILE *out, struct err *e)
{
	return svg_write(&ch->s, out, e);
}
