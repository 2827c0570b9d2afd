/*
 * check.c: `umpire check STATE` validates a state against its game, and
 * `umpire show STATE` prints it for a human; `umpire check --tables DIR`
 * validates the tables an owner filled in (table.h, table_check_copy), for
 * every game that has a copy in DIR.
 *
 * A state may come from a stranger (play by e-mail): `show` never prints a
 * control character of its fields (show.c, cli_show escapes them).
 */
#include <stdio.h>
#include <stdlib.h>
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

/* check --tables DIR [GAME]: each game's tables found in DIR/GAME/, or those
 * of GAME in DIR/GAME/ and DIR itself (a flat directory serves any game asking
 * for a table of that name, so it is checked for the game named). */
static int check_tables(struct cli *c, const struct game *only, struct err *e)
{
	int ngames, checked = 0;
	const struct game *const *gs = game_all(&ngames);

	for (int i = 0; i < ngames; i++)
		for (int k = 0; (only == NULL || gs[i] == only) && gs[i]->tables[k]; k++) {
			int found;
			if (table_check_copy(gs[i]->id, gs[i]->tables[k], c->tables_dir, only != NULL,
					gs[i]->check_table, stdout, &found, e))
				return e->code;
			checked += found;
		}
	if (checked == 0)
		return err_set(e, EXIT_NOINPUT, "%s holds no table of %s (%s; see 'umpire tables "
				"GAME')", c->tables_dir, only ? only->id : "any game", only ?
				"GAME/NAME.csv or NAME.csv" : "GAME/NAME.csv; name the GAME to check NAME.csv");
	return 0;
}

int cmd_check(struct cli *c, struct err *e)
{
	FILE *f;

	if (c->tables_dir && (c->given & OPT_TABLES)) {
		if (c->narg == 0)
			return check_tables(c, NULL, e);
		/* check --tables DIR GAME, unless GAME is a state file */
		if (c->narg == 1 && game_find(c->arg[0]) != NULL) {
			if ((f = fopen(c->arg[0], "r")) == NULL)
				return check_tables(c, game_find(c->arg[0]), e);
			fclose(f);
		}
	}
	return with_state(c, "check", 0, e);
}

int cmd_show(struct cli *c, struct err *e)
{
	return with_state(c, "show", 1, e);
}
