/*
 * diff.c: `umpire diff OLD NEW`: what changed between two states of one game
 * (core/diff.h), in words, CSV or JSON. Both states are checked first, as
 * `umpire check` would; they are compared through the game's description
 * (view.h), so what is hidden from `show` is hidden here too.
 */
#include <stdio.h>

#include "cli.h"
#include "diff.h"

int cmd_diff(struct cli *c, struct err *e)
{
	struct state a = { 0 }, b = { 0 };   /* cli_load initialises; state_free takes zeros */
	const struct game *ga = NULL, *gb = NULL;
	struct game_ctx g;
	struct tables ts = { 0 };
	struct view va, vb;
	struct diff d = { 0 };

	if (c->narg != 2)
		return cli_usage("diff", e);
	view_init(&va, "");
	view_init(&vb, "");
	if (cli_load(c->arg[0], &a, &ga, e) || cli_load(c->arg[1], &b, &gb, e))
		goto done;
	if (ga != gb) {
		err_set(e, EXIT_USAGE, "%s is a %s state and %s a %s state: diff compares two "
				"states of one game", c->arg[0], ga->id, c->arg[1], gb->id);
		goto done;
	}
	if (cli_context(c, ga, &g, &ts, e) || ga->check(&g, &a, e) || ga->check(&g, &b, e) ||
	    cli_describe(ga, &g, &a, &va, e) || cli_describe(ga, &g, &b, &vb, e) ||
	    diff_views(&va, &vb, &d, e))
		goto done;
	diff_print(&d, stdout, c->format, e);
done:
	diff_free(&d);
	view_free(&va);
	view_free(&vb);
	tables_free(&ts);
	state_free(&a);
	state_free(&b);
	return e->code;
}
