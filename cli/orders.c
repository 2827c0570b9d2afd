/*
 * orders.c: `umpire orders GAME`: each order of a game with its parameters,
 * defaults and rule sections, straight from the game's order table; without
 * GAME, the games.
 */
#include <stdio.h>

#include "cli.h"

int cmd_orders(struct cli *c, struct err *e)
{
	const struct game *gm = cli_game_arg(c, e);

	if (gm == NULL)
		return e->code;
	if (c->narg != 1)
		return cli_usage("orders", e);
	for (int i = 0; i < gm->norders; i++) {
		const struct order_spec *s = &gm->orders[i];
		printf("%s: %s (%s)\n", s->verb, s->summary, s->sections);
		for (const struct order_param *p = s->params; p->key; p++)
			printf("  %s=%s%s%s%s\n      %s\n", p->key, p->form, p->dflt ? "  [default: " : "  [required]",
					p->dflt ? (*p->dflt ? p->dflt : "none") : "", p->dflt ? "]" : "", p->help);
	}
	printf("decide: answer a pending decision: resolve STATE decide ANSWER\n");
	return 0;
}
