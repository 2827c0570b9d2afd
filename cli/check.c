/*
 * check.c: `umpire check STATE` validates a state against its game, and
 * `umpire show STATE` prints it for a human.
 */
#include <stdio.h>

#include "cli.h"

static int with_state(struct cli *c, const char *usage, int show, struct err *e)
{
	struct state st;
	const struct game *gm;
	struct game_ctx g;
	struct tables ts = { 0 };

	if (c->narg != 1)
		return err_set(e, EXIT_USAGE, "usage: umpire %s", usage);
	if (cli_load(c->arg[0], &st, &gm, e) == 0 && cli_context(c, gm, &g, &ts, e) == 0) {
		if (gm->check(&g, &st, e) == 0) {
			if (show)
				cli_show(c, gm, &g, &st, e);
			else
				printf("%s: valid %s state\n", c->arg[0], gm->id);
		}
	}
	tables_free(&ts);
	state_free(&st);
	return e->code;
}

int cmd_check(struct cli *c, struct err *e)
{
	return with_state(c, "check STATE", 0, e);
}

int cmd_show(struct cli *c, struct err *e)
{
	return with_state(c, "show STATE", 1, e);
}
