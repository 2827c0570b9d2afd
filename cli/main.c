/*
 * main.c: umpire's entry point. Like git, one table of commands, each in its
 * own file; main only finds the command, parses the options and reports the
 * error, if any, with its exit status (DESIGN.md, "Command line").
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

#define GAME_OPTS (OPT_RULE | OPT_TABLES)

static const struct command {
	const char *name;
	int (*run)(struct cli *c, struct err *e);
	const char *usage;
	unsigned options;   /* the OPT_* it accepts */
} commands[] = {
	{ "games", cmd_games, "games", 0 },
	{ "orders", cmd_orders, "orders GAME", 0 },
	{ "rulings", cmd_rulings, "rulings GAME", 0 },
	{ "tables", cmd_tables, "tables GAME [TABLE]", OPT_TABLES },
	{ "check", cmd_check, "check STATE", GAME_OPTS },
	{ "show", cmd_show, "show STATE [--format text|csv|json|svg] [-o FILE] [--since OLD]\n"
	  "         [--region FROM-TO] [--labels]", GAME_OPTS | OPT_FORMAT | OPT_FORMAT_SVG |
	  OPT_OUT | OPT_SINCE | OPT_REGION | OPT_LABELS },
	{ "diff", cmd_diff, "diff OLD NEW [--format text|csv|json]", GAME_OPTS | OPT_FORMAT },
	{ "resolve", cmd_resolve, "resolve STATE ORDER [ARG...] | resolve STATE decide ANSWER"
	  " |\n         resolve STATE --orders FILE --key KEY",
	  GAME_OPTS | OPT_SEED | OPT_DICE | OPT_CARD | OPT_OUT | OPT_IN_PLACE | OPT_LOG |
	  OPT_JOURNAL | OPT_FORMAT | OPT_LANG | OPT_ORDERS | OPT_KEY },
	{ "odds", cmd_odds, "odds STATE ORDER [ARG...] | odds STATE --batch FILE",
	  GAME_OPTS | OPT_CARD | OPT_BATCH | OPT_FORMAT | OPT_FORMAT_SVG },
	{ "new", cmd_new, "new GAME SCENARIO [-o FILE]", OPT_OUT },
	{ "verify", cmd_verify, "verify JOURNAL [STATE] [--log [FILE]] [--svg DIR]",
	  OPT_TABLES | OPT_LOG | OPT_SVG },
	{ "commit", cmd_commit, "commit STATE FILE", 0 },
	{ "nonce", cmd_nonce, "nonce", 0 },
};

static int usage(FILE *out)
{
	fprintf(out, "usage: umpire COMMAND [OPTIONS] [ARGS]\n\ncommands:\n");
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		fprintf(out, "  umpire %s\n", commands[i].usage);
	fprintf(out, "\noptions: --seed S, --dice N,N,..., --card C, -o FILE (--output), "
			"--in-place,\n  --log FILE, --journal FILE, --format text|csv|json, --lang en,\n"
			"  --rule ID=VALUE, --tables DIR, --batch FILE, --orders FILE, --key KEY\n"
			"see umpire(1)\n");
	return out == stdout ? 0 : EXIT_USAGE;
}

int main(int argc, char **argv)
{
	struct err e = { 0 };
	struct cli c;

	if (argc < 2)
		return usage(stderr);
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help"))
		return usage(stdout);
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		if (strcmp(argv[1], commands[i].name) != 0)
			continue;
		if (cli_parse(&c, argc - 2, argv + 2, &e) == 0) {
			unsigned extra = c.given & ~commands[i].options;
			if (extra)
				err_set(&e, EXIT_USAGE, "%s does not apply to '%s' (see umpire(1))",
						cli_option_name(extra & -extra), commands[i].name);
			else
				commands[i].run(&c, &e);
		}
		return e.code ? cli_fail(&e) : 0;
	}
	fprintf(stderr, "umpire: unknown command '%s'\n", argv[1]);
	return usage(stderr);
}
