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

#define GAME_OPTS (OPT_RULE | OPT_TABLES)
#define FORMS(...) ((const char *const[]){ __VA_ARGS__, NULL })

static const struct cli_command commands[] = {
	{ "games", cmd_games, FORMS(""),
	  "list the games: id, title, orders", 0 },
	{ "orders", cmd_orders, FORMS("[GAME]"),
	  "list the orders of GAME, with their keys", 0 },
	{ "rulings", cmd_rulings, FORMS("[GAME]"),
	  "list the disputed points (rulings) of GAME", 0 },
	{ "tables", cmd_tables, FORMS("[GAME [TABLE]]", "GAME --template DIR"),
	  "list the tables of GAME, or print TABLE, or write them all into DIR",
	  OPT_TABLES | OPT_TEMPLATE },
	{ "new", cmd_new, FORMS("[GAME [SCENARIO]]", "GAME SCENARIO -o FILE --journal JOURNAL"),
	  "start a game from a scenario, with a fresh seed",
	  OPT_OUT | OPT_JOURNAL },
	{ "check", cmd_check, FORMS("STATE", "--tables DIR [GAME]"),
	  "check that STATE is a valid state of its game, or that DIR's tables are valid",
	  GAME_OPTS },
	{ "show", cmd_show, FORMS("STATE"),
	  "print what players track in STATE, or draw it",
	  GAME_OPTS | OPT_FORMAT | OPT_FORMAT_SVG | OPT_OUT | OPT_SINCE | OPT_REGION |
	  OPT_LABELS },
	{ "diff", cmd_diff, FORMS("OLD NEW"),
	  "what changed between two states of one game, in words", GAME_OPTS | OPT_FORMAT },
	{ "resolve", cmd_resolve,
	  FORMS("STATE ORDER [KEY=VALUE...]", "STATE decide ANSWER",
		"STATE --orders FILE --key KEY"),
	  "resolve an order: the new state and its log",
	  GAME_OPTS | OPT_SEED | OPT_DICE | OPT_CARD | OPT_OUT | OPT_IN_PLACE | OPT_LOG |
	  OPT_JOURNAL | OPT_FORMAT | OPT_LANG | OPT_ORDERS | OPT_KEY | OPT_PBEM },
	{ "odds", cmd_odds, FORMS("STATE ORDER [KEY=VALUE...]", "STATE --batch FILE"),
	  "the exact odds of the outcomes of an order",
	  GAME_OPTS | OPT_CARD | OPT_BATCH | OPT_FORMAT | OPT_FORMAT_SVG | OPT_JOBS |
	  OPT_SAMPLES | OPT_SUMMARY },
	{ "verify", cmd_verify,
	  FORMS("JOURNAL [STATE]", "JOURNAL [STATE] --ledger LEDGER --since OLD",
		"JOURNAL -o STATE"),
	  "replay and check a journal; where each die came from",
	  OPT_TABLES | OPT_LEDGER | OPT_SINCE | OPT_OUT | OPT_LOG | OPT_SVG },
	{ "commit", cmd_commit, FORMS("STATE FILE [--ledger LEDGER]"),
	  "check the orders of FILE and print their commitment",
	  OPT_TABLES | OPT_LEDGER },
	{ "key", cmd_key, FORMS("--ledger LEDGER COMMITMENT [decide ANSWER]"),
	  "answer a commitment with a key, kept in the ledger",
	  OPT_LEDGER },
	{ "nonce", cmd_nonce, FORMS(""),
	  "print a fresh random key", 0 },
	{ "hash", cmd_hash, FORMS("STATE"),
	  "print the hash a journal's first row must match", 0 },
	{ "help", cmd_help, FORMS("[COMMAND]"),
	  "list the commands, or the help of COMMAND", 0 },
	{ "version", cmd_version, FORMS(""),
	  "print the version of umpire", 0 },
	{ "completion", cmd_completion, FORMS("bash|zsh"),
	  "print the bash or zsh completion script", 0 },
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

static int is_help(const char *a)
{
	return !strcmp(a, "-h") || !strcmp(a, "--help");
}

int main(int argc, char **argv)
{
	struct err e = { 0 };
	struct cli c;
	const struct cli_command *cmd;

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
