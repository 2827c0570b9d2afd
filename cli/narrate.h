/*
 * narrate.h: what `verify --log` and `verify --svg DIR` show of a journal
 * replayed (narrate.c), apart from verify.c's checks.
 */
#ifndef UMPIRE_NARRATE_H
#define UMPIRE_NARRATE_H

#include <stdio.h>

#include "game.h"

struct cli;

struct narrate {
	const struct game *gm;
	FILE *out;                 /* --log: the narrative; NULL without */
	int close;                 /* out is a file narrate_open opened */
	struct log log, quiet;     /* what the rules write to, with and without --log */
	const char *svg_dir;       /* --svg DIR, or NULL */
	struct state before;       /* with --svg: the state before the order */
};

int narrate_open(struct narrate *n, struct cli *c, const char *journal,
		const struct game *gm, struct err *e);
/* The log the rules of a replayed order write to. */
struct log *narrate_log(struct narrate *n);
/* The first state of the journal; before and after each order replayed. */
int narrate_start(struct narrate *n, struct game_ctx *g, struct state *st, struct err *e);
int narrate_order(struct narrate *n, int k, const struct state *st, const char *order,
		struct err *e);
int narrate_done(struct narrate *n, struct game_ctx *g, int k, const char *order,
		struct state *st, struct err *e);
int narrate_close(struct narrate *n, struct err *e);

#endif
