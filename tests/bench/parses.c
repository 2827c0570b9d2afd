/*
 * parses.c: for `make bench`, what the odds of one order cost against reading
 * its state: how many times the game parses a state while it computes them
 * (state_parse is wrapped at link time, -Wl,--wrap=state_parse, and counted after
 * the state is loaded), the median microseconds of the odds, and the median
 * microseconds of parsing the state file once. DESIGN.md: a state is parsed once
 * per command; Omaha's odds over the draw pile parsed it once per card.
 *
 * Usage: parses STATE TABLES-DIR|- N ORDER...
 * Prints: PARSES ODDS_US PARSE_US RUNS
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "game.h"

int __real_state_parse(struct state *st, const char *buf, size_t len, const char *name,
		struct err *e);
int __wrap_state_parse(struct state *st, const char *buf, size_t len, const char *name,
		struct err *e);

static long parses;

int __wrap_state_parse(struct state *st, const char *buf, size_t len, const char *name,
		struct err *e)
{
	parses++;
	return __real_state_parse(st, buf, len, name, e);
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static double now_us(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *s = NULL;
	size_t cap = 0, n;

	*len = 0;
	if (f == NULL)
		return NULL;
	do {
		if (*len == cap && (s = realloc(s, cap = cap ? 2 * cap : 65536)) == NULL)
			break;
		n = fread(s + *len, 1, cap - *len, f);
		*len += n;
	} while (n > 0);
	fclose(f);
	return s;
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
	int n = argc > 4 ? atoi(argv[3]) : 0;
	long counted = 0, runs = 0;
	size_t len;
	char *text;

	if (n <= 0) {
		fprintf(stderr, "usage: parses STATE TABLES-DIR|- N ORDER...\n");
		return 64;
	}
	double *t = calloc((size_t)n, sizeof *t), *p = calloc((size_t)n, sizeof *p);
	state_init(&st);
	if (state_load(&st, argv[1], &e) || (gm = game_find(st.game)) == NULL ||
	    order_parse(&o, argc - 4, argv + 4, gm->orders, gm->norders, gm->id, &e)) {
		fprintf(stderr, "parses: %s\n", e.msg);
		return 1;
	}
	tables_init(&ts, strcmp(argv[2], "-") ? argv[2] : NULL);
	g.game = gm;
	g.tables = &ts;
	g.log = &quiet;
	for (int i = 0; i < n; i++) {
		struct odds_report r = { 0 };
		long before = parses;
		double a = now_us();
		if (game_odds(&g, &st, &o, &r, &e)) {
			fprintf(stderr, "parses: %s\n", e.msg);
			return 1;
		}
		t[i] = now_us() - a;
		if (i == 0)
			counted = parses - before;
		runs = r.runs;
		odds_report_free(&r);
	}
	if ((text = slurp(argv[1], &len)) == NULL)
		return 1;
	for (int i = 0; i < n; i++) {
		struct state s2;
		double a = now_us();
		state_init(&s2);
		__real_state_parse(&s2, text, len, argv[1], &e);
		state_free(&s2);
		p[i] = now_us() - a;
	}
	qsort(t, (size_t)n, sizeof *t, cmp);
	qsort(p, (size_t)n, sizeof *p, cmp);
	/* the parse of the load itself counts as one: the command's own */
	printf("%ld %.1f %.1f %ld\n", counted + 1, t[n / 2], p[n / 2], runs);
	game_ctx_release(&g);
	order_free(&o);
	tables_free(&ts);
	state_free(&st);
	free(text);
	free(t);
	free(p);
	return 0;
}
