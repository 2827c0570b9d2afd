/*
 * common.c: what every command shares (see cli.h): option parsing, loading a
 * state with its game, and the game context.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "i18n.h"
#include "kit.h"

/* Every option: its bit, names, value and help. Parsing, the "does not apply"
 * message, `umpire help COMMAND` and the shell completion all read this one
 * table, so an option is spelt once. */
const struct cli_option cli_options[] = {
	{ OPT_SEED, "--seed", NULL, "S", N_("seeded dice from S instead of the state's seed") },
	{ OPT_DICE, "--dice", NULL, "N,N,...", N_("the dice rolled at the table, in the order rolled") },
	{ OPT_CARD, "--card", NULL, "C", N_("the card drawn or played at the table") },
	{ OPT_OUT, "-o", "--output", "FILE", N_("write the new state to FILE, the log to stdout") },
	{ OPT_IN_PLACE, "--in-place", NULL, NULL, N_("write the new state over STATE, the log to stdout") },
	{ OPT_LOG, "--log", NULL, "FILE", N_("write the log to FILE (verify: its narrative, to "
	  "stdout when last)") },
	{ OPT_BATCH, "--batch", NULL, "FILE", N_("the orders of a CSV file, one per row (-: standard input)") },
	{ OPT_JOURNAL, "--journal", NULL, "FILE", N_("add a row per order to the journal FILE") },
	{ OPT_FORMAT, "--format", NULL, "text|csv|json", N_("the format of the log or the odds; "
	  "show and odds also draw: svg") },
	{ OPT_RULE, "--rule", NULL, "ID=VALUE", N_("another ruling of a disputed point (umpire rulings GAME)") },
	{ OPT_TABLES, "--tables", NULL, "DIR", N_("read the tables from DIR where it has them") },
	{ OPT_LANG, "--lang", NULL, "en|fr", N_("the language of what umpire writes for people") },
	{ OPT_ORDERS, "--orders", NULL, "FILE", N_("resolve the committed turn of FILE") },
	{ OPT_KEY, "--key", NULL, "KEY", N_("the opponent's key for --orders") },
	{ OPT_LEDGER, "--ledger", NULL, "FILE", N_("the player's own record of commitments and keys") },
	{ OPT_SINCE, "--since", NULL, "FILE", N_("verify: the journal already held, which this one must "
	  "extend; show: mark on the picture what changed since the state FILE") },
	{ OPT_PBEM, "--pbem", NULL, NULL, N_("the new journal is of a game by e-mail") },
	{ OPT_TEMPLATE, "--template", NULL, "DIR", N_("write the game's charts, blank where the rules "
	  "give no value, into DIR") },
	{ OPT_JOBS, "--jobs", NULL, "N", N_("spread a batch over N processes (default: the processors)") },
	{ OPT_SAMPLES, "--samples", NULL, "N", N_("past the odds budget, estimate from N runs of random dice") },
	{ OPT_SUMMARY, "--summary", NULL, NULL, N_("one summary row per order of a batch") },
	{ OPT_REGION, "--region", NULL, "FROM-TO", N_("draw only the cells from FROM to TO "
	  "(2125-2533, A1-F8)") },
	{ OPT_LABELS, "--labels", NULL, NULL, N_("write each cell's name on the picture") },
	{ OPT_SVG, "--svg", NULL, "DIR", N_("draw the state after each order replayed into DIR") },
	{ OPT_DEAL, "--deal", NULL, "FILE", N_("the sealed deck where each --card must be shown "
	  "(once per board)") },
	{ OPT_STATE, "--state", NULL, "STATE", N_("deal draw: the draws STATE owes the side") },
	{ OPT_BOARD, "--board", NULL, "B", N_("deal new: the deck of board B (1 to 6; default 1)") },
	{ 0, NULL, NULL, NULL, NULL },
};

/* Where the value of an option goes (NULL for those parsed here). */
static const char **value_slot(struct cli *c, unsigned bit)
{
	switch (bit) {
	case OPT_TABLES: return &c->tables_dir;
	case OPT_SEED: return &c->seed;
	case OPT_DICE: return &c->dice;
	case OPT_CARD: return &c->card;
	case OPT_OUT: return &c->out;
	case OPT_LOG: return &c->log_file;
	case OPT_BATCH: return &c->batch;
	case OPT_JOURNAL: return &c->journal;
	case OPT_ORDERS: return &c->orders;
	case OPT_KEY: return &c->key;
	case OPT_LEDGER: return &c->ledger;
	case OPT_SINCE: return &c->since;
	case OPT_TEMPLATE: return &c->template_dir;
	case OPT_REGION: return &c->region;
	case OPT_SVG: return &c->svg_dir;
	case OPT_STATE: return &c->state;
	default: return NULL;
	}
}

static const struct cli_option *find_option(const char *name)
{
	for (const struct cli_option *o = cli_options; o->name; o++)
		if (!strcmp(name, o->name) || (o->alias && !strcmp(name, o->alias)))
			return o;
	return NULL;
}

const char *cli_option_name(unsigned bit)
{
	if (bit == OPT_FORMAT_SVG)   /* --format's value, not an option of its own */
		return "--format svg";
	for (const struct cli_option *o = cli_options; o->name; o++)
		if (o->bit == bit)
			return o->name;
	return "?";
}

/* The value of --format (svg included), --lang, --rule, --jobs, --samples,
 * --deal (once per board) or --board, checked. */
static int special_value(struct cli *c, unsigned bit, const char *value, struct err *e)
{
	if (bit == OPT_FORMAT && !strcmp(value, "svg")) {
		c->format = CLI_FORMAT_SVG;
		c->given |= OPT_FORMAT_SVG;
	} else if (bit == OPT_JOBS || bit == OPT_SAMPLES) {
		int jobs = bit == OPT_JOBS;
		char *end;
		long v;
		errno = 0;
		v = strtol(value, &end, 10);
		if (errno || end == value || *end || v < 1 || v > (jobs ? 256 : 100000000))
			return err_set(e, EXIT_USAGE, "%s %s: not a number from 1 to %s",
					cli_option_name(bit), value, jobs ? "256" : "100000000");
		if (jobs)
			c->jobs = (int)v;
		else
			c->samples = v;
	} else if (bit == OPT_FORMAT) {
		if ((c->format = log_format_parse(value)) < 0)
			return err_set(e, EXIT_USAGE, "--format %s: not text, csv, json or svg", value);
	} else if (bit == OPT_LANG) {
		/* main chose the language (i18n_choose) before anything was said */
		if (strcmp(value, "en") != 0 && strcmp(value, "fr") != 0)
			return err_set(e, EXIT_USAGE, "--lang %s: not en or fr", value);
	} else if (bit == OPT_DEAL) {
		if (c->ndeal == DEAL_MAX_BOARD)
			return err_set(e, EXIT_USAGE, "too many --deal options (one per board, %d "
					"boards at most)", DEAL_MAX_BOARD);
		c->deal[c->ndeal++] = value;
	} else if (bit == OPT_BOARD) {
		char *end;
		long v = strtol(value, &end, 10);
		if (end == value || *end || v < 1 || v > DEAL_MAX_BOARD)
			return err_set(e, EXIT_USAGE, "--board %s: not a board (1 to %d)", value,
					DEAL_MAX_BOARD);
		c->board = (int)v;
	} else if (bit == OPT_RULE) {
		if (c->nrules == GAME_MAX_RULES)
			return err_set(e, EXIT_USAGE, "too many --rule options");
		c->rule[c->nrules++] = value;
	}
	return 0;
}

/* An option that does not exist, with the nearest that does. */
static int unknown_option(const char *name, struct err *e)
{
	struct kit_near n;
	char hint[128];

	kit_near_init(&n, name);
	for (const struct cli_option *o = cli_options; o->name; o++) {
		kit_near_add(&n, o->name);
		kit_near_add(&n, o->alias);
	}
	kit_near_add(&n, "--help");
	return err_set(e, EXIT_USAGE, "unknown option '%s'%s (see umpire(1))", name,
			kit_near_hint(&n, hint, sizeof hint));
}

int cli_parse(struct cli *c, int argc, char **argv, struct err *e)
{
	memset(c, 0, sizeof *c);
	c->format = LOG_TEXT;
	c->tables_dir = getenv("UMPIRE_TABLES");
	if (c->tables_dir && !*c->tables_dir)
		c->tables_dir = NULL;
	c->tables_env = c->tables_dir != NULL;
	for (int i = 0; i < argc; i++) {
		char *a = argv[i], *eq = NULL, name[32];
		const char *value = NULL;
		const char **slot = NULL;

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
		const struct cli_option *opt = find_option(name);
		if (opt == NULL)
			return unknown_option(name, e);
		c->given |= opt->bit;
		if (opt->arg == NULL) {   /* --in-place, --summary, --pbem, --labels */
			if (value != NULL)
				return err_set(e, EXIT_USAGE, "%s takes no value", name);
			if (opt->bit == OPT_SUMMARY)
				c->summary = 1;
			if (opt->bit == OPT_PBEM)
				c->pbem = 1;
			if (opt->bit == OPT_LABELS)
				c->labels = 1;
			else
				c->in_place = 1;
			continue;
		}
		if (opt->bit == OPT_LOG && value == NULL && i + 1 == argc)
			continue;   /* `verify JOURNAL --log`: the narrative to standard output */
		if (value == NULL) {
			if (i + 1 == argc)
				return err_set(e, EXIT_USAGE, "%s needs a value", name);
			value = argv[++i];
		}
		if ((slot = value_slot(c, opt->bit)) != NULL) {
			*slot = value;
			if (slot == &c->tables_dir)
				c->tables_env = 0;
			if (slot == &c->key && commit_check_key(value, "--key", e))
				return e->code;
			if (slot == &c->seed && commit_check_seed(value, "--seed is", EXIT_USAGE, e))
				return e->code;
		} else if (special_value(c, opt->bit, value, e))
			return e->code;
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
	if (*gm == NULL) {
		char hint[128];
		return err_set(e, EXIT_DATA, "%s:1:3: unknown game '%s'%s (see 'umpire games')",
				path, st->game, cli_near_game(st->game, hint, sizeof hint));
	}
	return game_check_house_rules(*gm, st, e);
}

/* --tables naming a missing directory, or a file, used to fall back on the
 * built-in tables without a word: a typo then changed the rules. */
int cli_tables(struct cli *c, struct tables *ts, struct err *e)
{
	struct stat sb;
	const char *name = c->tables_env ? "UMPIRE_TABLES" : "--tables";

	tables_init(ts, NULL);
	if (c->tables_dir == NULL)
		return 0;
	if (stat(c->tables_dir, &sb) != 0)
		return err_set(e, EXIT_NOINPUT, "%s %s: %s", name, c->tables_dir,
				errno == ENOENT ? "no such directory" : strerror(errno));
	if (!S_ISDIR(sb.st_mode))
		return err_set(e, EXIT_NOINPUT, "%s %s: not a directory", name, c->tables_dir);
	tables_init(ts, c->tables_dir);
	return 0;
}

int cli_context(struct cli *c, const struct game *gm, struct game_ctx *g,
		struct tables *ts, struct err *e)
{
	memset(g, 0, sizeof *g);
	g->game = gm;
	g->tables = ts;
	if (cli_tables(c, ts, e))
		return e->code;
	for (int i = 0; i < c->nrules; i++) {
		const char *eq = strchr(c->rule[i], '=');
		const struct ruling *r = NULL;
		char id[64];

		if (eq == NULL)
			return err_set(e, EXIT_USAGE, "--rule %s: not ID=VALUE", c->rule[i]);
		snprintf(id, sizeof id, "%.*s", (int)(eq - c->rule[i]), c->rule[i]);
		if ((r = game_ruling(gm, id)) == NULL) {
			struct kit_near n;
			char hint[128];
			kit_near_init(&n, id);
			for (int k = 0; k < gm->nrulings; k++)
				kit_near_add(&n, gm->rulings[k].id);
			return err_set(e, EXIT_USAGE, "--rule %s: %s has no ruling '%s'%s (see "
					"'umpire rulings %s')", c->rule[i], gm->id, id,
					kit_near_hint(&n, hint, sizeof hint), gm->id);
		}
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

const char *cli_near_game(const char *id, char *buf, size_t size)
{
	struct kit_near n;
	int ngames;
	const struct game *const *all = game_all(&ngames);

	kit_near_init(&n, id);
	for (int i = 0; i < ngames; i++)
		kit_near_add(&n, all[i]->id);
	return kit_near_hint(&n, buf, size);
}

const struct game *cli_game_arg(struct cli *c, struct err *e)
{
	const struct game *gm;
	char hint[128];

	if (c->narg < 1) {   /* which game? the list, and exit 0 */
		int n;
		const struct game *const *all = game_all(&n);
		for (int i = 0; i < n; i++)
			printf("%s\t%s\n", all[i]->id, all[i]->title);
		return NULL;
	}
	if ((gm = game_find(c->arg[0])) == NULL)
		return err_set(e, EXIT_USAGE, "unknown game '%s'%s (see 'umpire games')", c->arg[0],
				cli_near_game(c->arg[0], hint, sizeof hint)), NULL;
	return gm;
}

int cli_scenario(const struct game *gm, int blob, const char **name)
{
	const char *p = table_blobs[blob].path;
	size_t n = strlen(gm->id), len = strlen(p);

	if (strncmp(p, "fixtures/", 9) != 0 || strncmp(p + 9, gm->id, n) != 0 ||
	    p[9 + n] != '/' || len < 9 + n + 1 + 5 || strcmp(p + len - 4, ".csv") != 0)
		return 0;
	*name = p + 9 + n + 1;
	return (int)(len - (9 + n + 1) - 4);
}
