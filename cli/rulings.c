/*
 * rulings.c: `umpire rulings GAME`: the disputed points of a game, each with its
 * id, default ruling, alternatives and rule sections (switch with --rule);
 * without GAME, the games.
 */
#include <stdio.h>

#include "cli.h"

int cmd_rulings(struct cli *c, struct err *e)
{
	const struct game *gm = cli_game_arg(c, e);

	if (gm == NULL)
		return e->code;
	if (c->narg != 1)
		return cli_usage("rulings", e);
	for (int i = 0; i < gm->nrulings; i++) {
		const struct ruling *r = &gm->rulings[i];
		printf("%s\tdefault %s\talternatives %s\t%s\n    %s\n", r->id, r->dflt, r->alts,
				r->sections, r->summary);
	}
	return 0;
}
