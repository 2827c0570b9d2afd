/*
 * games.c: `umpire games`: the rulesets, one per line: id, title, orders.
 */
#include <stdio.h>

#include "cli.h"

int cmd_games(struct cli *c, struct err *e)
{
	int n;
	const struct game *const *all = game_all(&n);

	if (c->narg != 0)
		return cli_usage("games", e);
	for (int i = 0; i < n; i++) {
		printf("%s\t%s\t", all[i]->id, all[i]->title);
		for (int k = 0; k < all[i]->norders; k++)
			printf("%s%s", k ? "," : "", all[i]->orders[k].verb);
		printf("\n");
	}
	return 0;
}
