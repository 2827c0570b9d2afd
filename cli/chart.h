/*
 * chart.h: odds you can see (chart.c): a text bar beside an outcome, and the
 * SVG charts of `odds --format svg`.
 */
#ifndef UMPIRE_CHART_H
#define UMPIRE_CHART_H

#include <stddef.h>
#include <stdio.h>

#include "frac.h"
#include "odds.h"
#include "svg.h"

/* p as a bar of '#', 20 characters being certainty, padded with blanks; an
 * outcome that can happen shows at least a '.'. Returns buf (21 bytes). */
const char *chart_bar(struct frac p, char *buf, size_t size);

struct chart {
	struct svg s;
	double y;                  /* where the next order's chart starts */
	int n;                     /* orders charted */
};

void chart_init(struct chart *ch);
void chart_free(struct chart *ch);
/* One order's distribution (its rows as sorted for print), its note and its
 * expectations. */
void chart_add(struct chart *ch, const char *order, const struct odds_report *r);
int chart_write(struct chart *ch, FILE *out, struct err *e);

#endif
