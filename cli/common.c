/*
 * common.c: what every command shares (see cli.h): option parsing, loading a
 * state with its game, and the game context.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Options that take a value, where it goes and their OPT_* bit. */
static const char **value_option(struct cli *c, const char *name, unsigned *bit)
{
	if (!strcmp(name, "--tables")) return *bit = OPT_TABLES, &c->tables_dir;
	if (!strcmp(name, "--seed")) return *bit = OPT_SEED, &c->seed;
	if (!strcmp(name, "--dice")) return *bit = OPT_DICE, &c->dice;
	if (!strcmp(name, "--card")) return *bit = OPT_CARD, &c->card;
	if (!strcmp(name, "-o") || !strcmp(name, "--output")) return *bit = OPT_OUT, &c->out;
	if (!strcmp(name, "--log")) return *bit = OPT_LOG, &c->log_file;
	if (!strcmp(name, "--batch")) return *bit = OPT_BATCH, &c->batch;
	if (!strcmp(name, "--journal")) return *bit = OPT_JOURNAL, &c->journal;
	if (!strcmp(name, "--orders")) return *bit = OPT_ORDERS, &c->orders;
	if (!strcmp(name, "--key")) return *bit = OPT_KEY, &c->key;
	if (!strcmp(name, "--since")) return *bit = OPT_SINCE, &c->since;
	if (!strcmp(name, "--region")) return *bit = OPT_REGION, &c->region;
	if (!strcmp(name, "--svg")) return *bit = OPT_SVG, &c->svg_dir;
	return NULL;
}

const char *cli_option_name(unsigned bit)
{
	static const char *const names[] = { "--seed", "--dice", "--card", "-o", "--in-place",
		"--log", "--batch", "--journal", "--format", "--rule", "--tables", "--lang",
		"--orders", "--key", "--since", "--region", "--labels", "--svg", "--format svg" };

	for (unsigned k = 0; k < sizeof names / sizeof names[0]; k++)
		if (bit == 1u << k)
			return names[k];
	return "?";
}



int cli_parse(struct cli *c, int argc, char **argv, struct err *e)
{
	memset(c, 0, sizeof *c);
	c->format = LOG_TEXT;
	c->tables_dir = getenv("UMPIRE_TABLES");
	if (c->tables_dir && !*c->tables_dir)
		c->tables_dir = NULL;
	for (int i = 0; i < argc; i++) {
		char *a = argv[i], *eq = NULL, name[32];
		const char *value = NULL;
		const char **slot = NULL;
		unsigned bit = 0;

		if (a[0] != '-' || a[1] == '\0') {   /* positional, or "-" for stdin */
			if (c->narg == CLI_MAX_ARGS)
				return err_set(e, EXIT_USAGE, "too many arguments");
			c->arg[c->narg++] = a;
			continue;
		}
		if (a[1] == '-' && (eq = strchr(a, '=')) != NULL) {
			snprintf(name, sizeof name, "%.*s", (int)(eq - a), a);
			value = eq + 1;
		} else {
			snprintf(name, sizeof name, "%s", a);
		}
		if (!strcmp(name, "--in-place")) {
			c->in_place = 1;
			c->given |= OPT_IN_PLACE;
			continue;
		}
		if (!strcmp(name, "--labels")) {
			c->labels = 1;
			c->given |= OPT_LABELS;
			continue;
		}
		if (!strcmp(name, "--log") && value == NULL && i + 1 == argc) {
			/* `verify JOURNAL --log`: the narrative to standard output */
			c->given |= OPT_LOG;
			continue;
		}
		if (!strcmp(name, "--format") || !strcmp(name, "--rule") || !strcmp(name, "--lang") ||
		    (slot = value_option(c, name, &bit)) != NULL) {
			c->given |= bit ? bit : !strcmp(name, "--format") ? OPT_FORMAT :
				!strcmp(name, "--rule") ? OPT_RULE : OPT_LANG;
			if (value == NULL) {
				if (i + 1 == argc)
					return err_set(e, EXIT_USAGE, "%s needs a value", name);
				value = argv[++i];
			}
			if (!strcmp(name, "--format") && !strcmp(value, "svg")) {
				c->format = CLI_FORMAT_SVG;
				c->given |= OPT_FORMAT_SVG;
			} else if (!strcmp(name, "--format")) {
				if ((c->format = log_format_parse(value)) < 0)
					return err_set(e, EXIT_USAGE, "--format %s: not text, csv, json or svg",
							value);
			} else if (!strcmp(name, "--lang")) {
				if (strcmp(value, "en") != 0)
					return err_set(e, EXIT_USAGE, "--lang %s: only 'en' is available in "
							"this version (French is planned)", value);
			} else if (!strcmp(name, "--rule")) {
				if (c->nrules == GAME_MAX_RULES)
					return err_set(e, EXIT_USAGE, "too many --rule options");
				c->rule[c->nrules++] = value;
			} else {
				*slot = value;
			}
			continue;
		}
		return err_set(e, EXIT_USAGE, "unknown option '%s' (see umpire(1))", name);
	}
	if (c->out && c->in_place)
		return err_set(e, EXIT_USAGE, "-o and --in-place exclude each other");
	return 0;
}

int cli_load(const char *path, struct state *st, const struct game **gm, struct err *e)
{
	state_init(st);
	if (state_load(st, path, e))
		return e->code;
	*gm = game_find(st->game);
	if (*gm == NULL)
		return err_set(e, EXIT_DATA, "%s:1:3: unknown game '%s' (see 'umpire games')",
				path, st->game);
	return game_check_house_rules(*gm, st, e);
}

int cli_context(struct cli *c, const struct game *gm, struct game_ctx *g,
		struct tables *ts, struct err *e)
{
	memset(g, 0, sizeof *g);
	g->game = gm;
	tables_init(ts, c->tables_dir);
	g->tables = ts;
	for (int i = 0; i < c->nrules; i++) {
		const char *eq = strchr(c->rule[i], '=');
		const struct ruling *r = NULL;
		char id[64];

		if (eq == NULL)
			return err_set(e, EXIT_USAGE, "--rule %s: not ID=VALUE", c->rule[i]);
		snprintf(id, sizeof id, "%.*s", (int)(eq - c->rule[i]), c->rule[i]);
		if ((r = game_ruling(gm, id)) == NULL)
			return err_set(e, EXIT_USAGE, "--rule %s: %s has no ruling '%s' (see 'umpire "
					"rulings %s')", c->rule[i], gm->id, id, gm->id);
		if (!game_ruling_allows(r, eq + 1))
			return err_set(e, EXIT_USAGE, "--rule %s: the values of %s are %s|%s",
					c->rule[i], id, r->dflt, r->alts);
		g->rule_id[g->nrules] = r->id;
		g->rule_val[g->nrules++] = eq + 1;
	}
	return 0;
}

int cli_fail(const struct err *e)
{
	fprintf(stderr, "umpire: %s\n", e->msg);
	return e->code;
}

const struct game *cli_game_arg(struct cli *c, const char *usage, struct err *e)
{
	const struct game *gm;

	if (c->narg < 1)
		return err_set(e, EXIT_USAGE, "usage: umpire %s", usage), NULL;
	if ((gm = game_find(c->arg[0])) == NULL)
		return err_set(e, EXIT_USAGE, "unknown game '%s' (see 'umpire games')", c->arg[0]),
			NULL;
	return gm;
}
