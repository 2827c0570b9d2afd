/*
 * odds_round.c: in-process timing for `make bench`: the exact odds of one
 * Salerno combat round (two 2d6 rolls), as `umpire odds` computes them, from a
 * state parsed once. Prints the median microseconds per odds and the runs of
 * the rules per odds. Usage: odds_round STATE N ORDER...
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "game.h"

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
	struct state st;
	struct err e = { 0 };
	struct tables ts;
	struct game_ctx g = { 0 };
	struct log quiet = { 0 };
	struct order o;
	const struct game *gm;
	int n = argc > 3 ? atoi(argv[2]) : 0;
	long runs = 0;

	if (n <= 0) {
		fprintf(stderr, "usage: odds_round STATE N ORDER...\n");
		return 64;
	}
	double *t = calloc((size_t)n, sizeof *t);
	state_init(&st);
	if (state_load(&st, argv[1], &e) || (gm = game_find(st.game)) == NULL ||
	    order_parse(&o, argc - 3, argv + 3, gm->orders, gm->norders, gm->id, &e)) {
		fprintf(stderr, "odds_round: %s\n", e.msg);
		return 1;
	}
	tables_init(&ts, NULL);
	g.game = gm;
	g.tables = &ts;
	g.log = &quiet;
	for (int i = 0; i < n; i++) {
		struct odds_report r = { 0 };
		struct timespec a, b;
		clock_gettime(CLOCK_MONOTONIC, &a);
		if (game_odds(&g, &st, &o, &r, &e)) {
			fprintf(stderr, "odds_round: %s\n", e.msg);
			return 1;
		}
		clock_gettime(CLOCK_MONOTONIC, &b);
		t[i] = (b.tv_sec - a.tv_sec) * 1e6 + (b.tv_nsec - a.tv_nsec) / 1e3;
		runs = r.runs;
		odds_report_free(&r);
	}
	qsort(t, (size_t)n, sizeof *t, cmp);
	printf("%.1f %ld\n", t[n / 2], runs);
	order_free(&o);
	tables_free(&ts);
	state_free(&st);
	free(t);
	return 0;
}
