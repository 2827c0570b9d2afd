/*
 * tables.c: `umpire tables GAME [TABLE]`: list a game's tables, or print one as
 * loaded (embedded, or overridden with --tables), unknown cells as '?'.
 */
#include <stdio.h>

#include "cli.h"

int cmd_tables(struct cli *c, struct err *e)
{
	const struct game *gm = cli_game_arg(c, "tables GAME [TABLE]", e);
	struct tables ts;
	const struct table *t;

	if (gm == NULL)
		return e->code;
	if (c->narg == 1) {
		for (int i = 0; gm->tables[i]; i++)
			printf("%s\n", gm->tables[i]);
		return 0;
	}
	if (c->narg != 2)
		return err_set(e, EXIT_USAGE, "usage: umpire tables GAME [TABLE]");
	if (cli_tables(c, &ts, e) == 0 && table_get(&ts, gm->id, c->arg[1], &t, e) == 0) {
		printf("# %s\n", t->source);
		for (int r = 0; r < t->nrows; r++)
			for (int k = 0; k < t->ncols; k++) {
				state_csv_field(stdout, table_cell(t, r, k));
				putchar(k + 1 < t->ncols ? ',' : '\n');
			}
	}
	tables_free(&ts);
	return e->code;
}
