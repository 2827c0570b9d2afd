/*
 * main.c: umpire's entry point. Like git, one table of commands, each in its
 * own file; main only finds the command, parses the options and reports the
 * error, if any, with its exit status (DESIGN.md, "Command line"). The table
 * is also what `umpire help` and the shell completion are made from (help.c,
 * completion.c): a command's forms and options are written here once.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

#define GAME_OPTS (OPT_RULE | OPT_TABLES | OPT_LANG)
#define FORMS(...) ((const char *const[]){ __VA_ARGS__, NULL })

static const struct cli_command commands[] = {
	{ "games", cmd_games, FORMS(""),
	  N_("list the games: id, title, orders"), OPT_LANG },
	{ "orders", cmd_orders, FORMS("[GAME]"),
	  N_("list the orders of GAME, with their keys"), OPT_LANG },
	{ "rulings", cmd_rulings, FORMS("[GAME]"),
	  N_("list the disputed points (rulings) of GAME"), OPT_LANG },
	{ "tables", cmd_tables, FORMS("[GAME [TABLE]]", "GAME --template DIR"),
	  N_("list the tables of GAME, or print TABLE, or write them all into DIR"),
	  OPT_TABLES | OPT_TEMPLATE | OPT_LANG },
	{ "new", cmd_new, FORMS("[GAME [SCENARIO]]", "GAME SCENARIO -o FILE --journal JOURNAL"),
	  N_("start a game from a scenario, with a fresh seed"),
	  OPT_OUT | OPT_JOURNAL | OPT_LANG },
	{ "check", cmd_check, FORMS("STATE", "--tables DIR [GAME]"),
	  N_("check that STATE is a valid state of its game, or that DIR's tables are valid"),
	  GAME_OPTS },
	{ "show", cmd_show, FORMS("STATE"),
	  N_("print what players track in STATE, or draw it"),
	  GAME_OPTS | OPT_FORMAT | OPT_FORMAT_SVG | OPT_OUT | OPT_SINCE | OPT_REGION |
	  OPT_LABELS },
	{ "diff", cmd_diff, FORMS("OLD NEW"),
	  N_("what changed between two states of one game, in words"), GAME_OPTS | OPT_FORMAT },
	{ "resolve", cmd_resolve,
	  FORMS("STATE ORDER [KEY=VALUE...]", "STATE decide ANSWER",
		"STATE --orders FILE --key KEY"),
	  N_("resolve an order: the new state and its log"),
	  GAME_OPTS | OPT_SEED | OPT_DICE | OPT_CARD | OPT_OUT | OPT_IN_PLACE | OPT_LOG |
	  OPT_JOURNAL | OPT_FORMAT | OPT_LANG | OPT_ORDERS | OPT_KEY | OPT_PBEM | OPT_DEAL },
	{ "odds", cmd_odds, FORMS("STATE ORDER [KEY=VALUE...]", "STATE --batch FILE"),
	  N_("the exact odds of the outcomes of an order"),
	  GAME_OPTS | OPT_CARD | OPT_BATCH | OPT_FORMAT | OPT_FORMAT_SVG | OPT_JOBS |
	  OPT_SAMPLES | OPT_SUMMARY },
	{ "verify", cmd_verify,
	  FORMS("JOURNAL [STATE]", "JOURNAL [STATE] --ledger LEDGER --since OLD",
		"JOURNAL -o STATE"),
	  N_("replay and check a journal; where each die came from"),
	  OPT_TABLES | OPT_LEDGER | OPT_SINCE | OPT_OUT | OPT_LOG | OPT_SVG | OPT_LANG | OPT_DEAL },
	{ "commit", cmd_commit, FORMS("STATE FILE [--ledger LEDGER]"),
	  N_("check the orders of FILE and print their commitment"),
	  OPT_TABLES | OPT_LEDGER | OPT_LANG },
	{ "key", cmd_key, FORMS("--ledger LEDGER COMMITMENT [decide ANSWER]"),
	  N_("answer a commitment with a key, kept in the ledger"),
	  OPT_LEDGER | OPT_LANG },
	{ "deal", cmd_deal,
	  FORMS("new DEAL STATE SIDE SIDE [--board B]", "join DEAL SIDE SECRET", "shuffle DEAL SECRET",
		"reshuffle DEAL SECRET", "draw DEAL SIDE [N] [--state STATE]", "unlock DEAL SECRET",
		"hand DEAL SECRET",
		"open DEAL SECRET CARD", "reveal DEAL SECRET", "check DEAL [SECRET]"),
	  N_("a sealed deck by e-mail: shuffle, draw, unlock, show, reveal, check"),
	  OPT_LANG | OPT_STATE | OPT_BOARD },
	{ "nonce", cmd_nonce, FORMS(""),
	  N_("print a fresh random key"), OPT_LANG },
	{ "hash", cmd_hash, FORMS("STATE"),
	  N_("print the hash a journal's first row must match"), OPT_LANG },
	{ "help", cmd_help, FORMS("[COMMAND]"),
	  N_("list the commands, or the help of COMMAND"), OPT_LANG },
	{ "version", cmd_version, FORMS(""),
	  N_("print the version of umpire"), OPT_LANG },
	{ "completion", cmd_completion, FORMS("bash|zsh"),
	  N_("print the bash or zsh completion script"), OPT_LANG },
};

const struct cli_command *cli_commands(int *n)
{
	*n = (int)(sizeof commands / sizeof commands[0]);
	return commands;
}

const struct cli_command *cli_command_find(const char *name)
{
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(name, commands[i].name) == 0)
			return &commands[i];
	return NULL;
}

/* The value of --lang, looked for before anything is said: the language of
 * help and of the errors of parsing itself depends on it. NULL without one.
 * "umpire --lang fr COMMAND ..." is taken out of argv, as git takes its own
 * options before the command. */
static const char *lang_option(int *argc, char **argv)
{
	const char *lang = NULL;
	int lead = *argc > 1 && !strncmp(argv[1], "--lang=", 7) ? 1 :
		*argc > 2 && !strcmp(argv[1], "--lang") ? 2 : 0;

	if (lead) {
		lang = lead == 1 ? argv[1] + 7 : argv[2];
		memmove(argv + 1, argv + 1 + lead, (size_t)(*argc - lead) * sizeof *argv);
		*argc -= lead;
	}
	for (int i = 2; i < *argc; i++)
		if (!strncmp(argv[i], "--lang=", 7))
			lang = argv[i] + 7;
		else if (!strcmp(argv[i], "--lang") && i + 1 < *argc)
			lang = argv[++i];
	return lang;
}

static int is_help(const char *a)
{
	return !strcmp(a, "-h") || !strcmp(a, "--help");
}

int main(int argc, char **argv)
{
	struct err e = { 0 };
	struct cli c;
	const struct cli_command *cmd;

	if (i18n_choose(lang_option(&argc, argv), argv[0], &e))
		return cli_fail(&e);
	if (argc < 2) {
		cli_help(stderr, NULL);
		return EXIT_USAGE;
	}
	if (is_help(argv[1])) {
		cli_help(stdout, NULL);
		return 0;
	}
	if (!strcmp(argv[1], "--version"))
		argv[1] = "version";
	if ((cmd = cli_command_find(argv[1])) == NULL)
		return cli_unknown_command(argv[1]);
	for (int i = 2; i < argc; i++)
		if (is_help(argv[i])) {
			cli_help(stdout, cmd);
			return 0;
		}
	if (cli_parse(&c, argc - 2, argv + 2, &e) == 0) {
		unsigned extra = c.given & ~cmd->options;
		if (extra)
			err_set(&e, EXIT_USAGE, "%s does not apply to '%s' (see 'umpire %s --help')",
					cli_option_name(extra & -extra), cmd->name, cmd->name);
		else
			cmd->run(&c, &e);
	}
	return e.code ? cli_fail(&e) : 0;
}
