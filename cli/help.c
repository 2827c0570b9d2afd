/*
 * help.c: `umpire help [COMMAND]`, `umpire COMMAND --help`, `umpire version`
 * (and --version), and the usage errors of the commands. Everything printed
 * here is made from the command table (main.c) and the option table
 * (common.c), so the help says what the commands do today.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit.h"
#include "version.h"   /* UMPIRE_VERSION, written by the Makefile */

/* "umpire NAME FORM", or "umpire NAME" for a form without arguments. */
static void put_form(FILE *out, const char *lead, const char *name, const char *form)
{
	fprintf(out, "%sumpire %s%s%s\n", lead, name, *form ? " " : "", form);
}

static void command_help(FILE *out, const struct cli_command *cmd)
{
	char left[64];

	for (int i = 0; cmd->forms[i]; i++)
		put_form(out, i ? "       " : "usage: ", cmd->name, cmd->forms[i]);
	fprintf(out, "\n%c%s.\n", toupper((unsigned char)cmd->summary[0]), cmd->summary + 1);
	if (cmd->options) {
		fprintf(out, "\noptions:\n");
		for (const struct cli_option *o = cli_options; o->name; o++) {
			if (!(cmd->options & o->bit))
				continue;
			snprintf(left, sizeof left, "%s%s%s%s%s", o->name, o->alias ? ", " : "",
					o->alias ? o->alias : "", o->arg ? " " : "", o->arg ? o->arg : "");
			fprintf(out, "  %-24s%s\n", left, o->help);
		}
	}
	fprintf(out, "\nsee umpire(1)%s\n", strstr(cmd->forms[0], "GAME") ||
			strstr(cmd->forms[0], "STATE") ? " and the page of each game, umpire-GAME(7)" : "");
}

static void all_help(FILE *out)
{
	int n;
	const struct cli_command *cmds = cli_commands(&n);
	char left[64];

	fprintf(out, "usage: umpire COMMAND [ARGS] [OPTIONS]\n\ncommands:\n");
	for (int i = 0; i < n; i++) {
		snprintf(left, sizeof left, "%s%s%s", cmds[i].name, *cmds[i].forms[0] ? " " : "",
				cmds[i].forms[0]);
		if (strlen(left) > 22) {
			fprintf(out, "  %s\n", left);
			left[0] = '\0';
		}
		fprintf(out, "  %-22s  %s\n", left, cmds[i].summary);
	}
	fprintf(out, "\nthe forms and options of COMMAND: umpire help COMMAND, or umpire "
			"COMMAND --help\nthe version: umpire --version; the manual: umpire(1)\n");
}

void cli_help(FILE *out, const struct cli_command *cmd)
{
	if (cmd)
		command_help(out, cmd);
	else
		all_help(out);
}

int cli_usage(const char *name, struct err *e)
{
	const struct cli_command *cmd = cli_command_find(name);
	char msg[512];
	size_t len = 0;

	msg[0] = '\0';
	for (int i = 0; cmd && cmd->forms[i] && len < sizeof msg; i++)
		len += (size_t)snprintf(msg + len, sizeof msg - len, "%sumpire %s%s%s",
				i ? " | " : "", name, *cmd->forms[i] ? " " : "", cmd->forms[i]);
	return err_set(e, EXIT_USAGE, "usage: %s (umpire %s --help)", msg, name);
}

/* "; did you mean 'COMMAND'?" for an unknown command, or "". */
static const char *near_command(const char *name, char *buf, size_t size)
{
	int n;
	const struct cli_command *cmds = cli_commands(&n);
	struct kit_near near;

	kit_near_init(&near, name);
	for (int i = 0; i < n; i++)
		kit_near_add(&near, cmds[i].name);
	return kit_near_hint(&near, buf, size);
}

int cli_unknown_command(const char *name)
{
	char hint[128];

	fprintf(stderr, "umpire: unknown command '%s'%s (see 'umpire help')\n", name,
			near_command(name, hint, sizeof hint));
	return EXIT_USAGE;
}

int cmd_help(struct cli *c, struct err *e)
{
	const struct cli_command *cmd;

	if (c->narg > 1)
		return cli_usage("help", e);
	if (c->narg == 0) {
		cli_help(stdout, NULL);
		return 0;
	}
	if ((cmd = cli_command_find(c->arg[0])) == NULL) {
		char hint[128];
		return err_set(e, EXIT_USAGE, "help: no command '%s'%s (see 'umpire help')",
				c->arg[0], near_command(c->arg[0], hint, sizeof hint));
	}
	cli_help(stdout, cmd);
	return 0;
}

int cmd_version(struct cli *c, struct err *e)
{
	if (c->narg != 0)
		return cli_usage("version", e);
	printf("umpire %s\n", UMPIRE_VERSION);
	return 0;
}
