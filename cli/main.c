/*
 * main.c: umpire's entry point. Like git, one table of commands, each in its
 * own file; main only finds the command, parses the options and reports the
 * error, if any, with its exit status (DESIGN.md, "Command line").
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const struct command {
	const char *name;
	int (*run)(struct cli *c, struct err *e);
	const char *usage;
} commands[] = {
	{ "games", cmd_games, "games" },
	{ "orders", cmd_orders, "orders GAME" },
	{ "rulings", cmd_rulings, "rulings GAME" },
	{ "tables", cmd_tables, "tables GAME [TABLE]" },
	{ "check", cmd_check, "check STATE" },
	{ "show", cmd_show, "show STATE" },
	{ "resolve", cmd_resolve, "resolve STATE ORDER [ARG...] | resolve STATE decide ANSWER" },
	{ "odds", cmd_odds, "odds STATE ORDER [ARG...] | odds STATE --batch FILE" },
};

static int usage(FILE *out)
{
	fprintf(out, "usage: umpire COMMAND [OPTIONS] [ARGS]\n\ncommands:\n");
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		fprintf(out, "  umpire %s\n", commands[i].usage);
	fprintf(out, "\noptions: --seed S, --dice N,N,..., -o FILE, --in-place, --log FILE,\n"
			"  --format text|csv|json, --rule ID=VALUE, --tables DIR, --batch FILE\n"
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
		if (cli_parse(&c, argc - 2, argv + 2, &e) == 0)
			commands[i].run(&c, &e);
		return e.code ? cli_fail(&e) : 0;
	}
	fprintf(stderr, "umpire: unknown command '%s'\n", argv[1]);
	return usage(stderr);
}
