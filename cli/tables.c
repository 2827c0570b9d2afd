/*
 * tables.c: `umpire tables GAME [TABLE]`: list a game's tables, or print one as
 * loaded (embedded, or overridden with --tables), unknown cells as '?';
 * `umpire tables GAME --template DIR`: write the tables with '?' cells, as
 * shipped, into DIR/GAME/, for an owner of the game to fill in (table.h);
 * without GAME, the games.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"
#include "kit.h"

/* A table the game does not have: the nearest it has, and where to look. */
static int no_table(const struct game *gm, const char *name, struct err *e)
{
	struct kit_near n;
	char hint[128];

	kit_near_init(&n, name);
	for (int i = 0; gm->tables[i]; i++)
		kit_near_add(&n, gm->tables[i]);
	return err_set(e, EXIT_NOINPUT, "%s has no table '%s'%s (see 'umpire tables %s')",
			gm->id, name, kit_near_hint(&n, hint, sizeof hint), gm->id);
}

int cmd_tables(struct cli *c, struct err *e)
{
	const struct game *gm = cli_game_arg(c, e);
	struct tables ts;
	const struct table *t;
	int known = 0;

	if (gm == NULL)
		return e->code;
	if (c->template_dir) {
		int n;
		if (c->narg != 1)
			return err_set(e, EXIT_USAGE, "usage: umpire tables GAME --template DIR");
		if (table_template(gm->id, gm->tables, c->template_dir, stdout, &n, e) == 0 && n)
			fprintf(stderr, P_("%d table of %s with unknown cells ('?') written: fill "
					"it in, check it with 'umpire check --tables %s', use it with "
					"--tables %s\n", "%d tables of %s with unknown cells ('?') written: "
					"fill them in, check them with 'umpire check --tables %s', use them "
					"with --tables %s\n", n), n, gm->id, c->template_dir,
					c->template_dir);
		else if (e->code == 0)
			fprintf(stderr, _("no table of %s has unknown cells: nothing to write\n"),
					gm->id);
		return e->code;
	}
	if (c->narg == 1) {
		for (int i = 0; gm->tables[i]; i++)
			printf("%s\n", gm->tables[i]);
		return 0;
	}
	if (c->narg != 2)
		return cli_usage("tables", e);
	for (int i = 0; gm->tables[i]; i++)
		known |= strcmp(gm->tables[i], c->arg[1]) == 0;
	if (!known)
		return no_table(gm, c->arg[1], e);
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
