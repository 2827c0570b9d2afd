/*
 * check.c: `umpire check STATE` validates a state against its game, and
 * `umpire show STATE` prints it for a human.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit.h"

/* Kinds of rows the game does not read are kept as read (DESIGN.md), but one
 * a slip away from a kind it reads is most likely that kind misspelt: say so,
 * on stderr, without failing. */
static void near_kinds(const struct game *gm, const struct state *st)
{
	for (int i = 0; i < st->nkinds; i++) {
		const char *name = st->kinds[i].name;
		struct kit_near n;
		int known = strcmp(name, "set") == 0;
		char hint[128];

		for (int k = 0; gm->kinds[k] && !known; k++)
			known = strcmp(name, gm->kinds[k]) == 0;
		if (known)
			continue;
		kit_near_init(&n, name);
		for (int k = 0; gm->kinds[k]; k++)
			kit_near_add(&n, gm->kinds[k]);
		if (kit_near_best(&n) == NULL)
			continue;
		fprintf(stderr, "umpire: %s:%d:1: %s reads no rows of kind '%s'%s (they are kept "
				"as they are)\n", kit_path(st), st->kinds[i].line, gm->id, name,
				kit_near_hint(&n, hint, sizeof hint));
	}
}

static int with_state(struct cli *c, const char *name, int show, struct err *e)
{
	struct state st;
	const struct game *gm;
	struct game_ctx g;
	struct tables ts = { 0 };

	if (c->narg != 1)
		return cli_usage(name, e);
	if (cli_load(c->arg[0], &st, &gm, e) == 0 && cli_context(c, gm, &g, &ts, e) == 0) {
		near_kinds(gm, &st);
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
	return with_state(c, "check", 0, e);
}

int cmd_show(struct cli *c, struct err *e)
{
	return with_state(c, "show", 1, e);
}
