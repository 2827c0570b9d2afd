/*
 * check.c: `umpire check STATE` validates a state against its game, and
 * `umpire show STATE` prints it for a human.
 *
 * A state may come from a stranger (play by e-mail): `show` never prints a
 * control character of its fields to the terminal, which could clear the
 * screen, retitle the window or worse. It shows them as \x1b, \x07, ..., and the
 * C1 controls of UTF-8 (U+0080-U+009F) as \u009b.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"

static void put_escaped(const char *s, size_t n, FILE *out)
{
	const unsigned char *p = (const unsigned char *)s;

	for (size_t i = 0; i < n; i++) {
		if ((p[i] < 0x20 && p[i] != '\n' && p[i] != '\t') || p[i] == 0x7f)
			fprintf(out, "\\x%02x", p[i]);
		else if (p[i] == 0xc2 && i + 1 < n && p[i + 1] >= 0x80 && p[i + 1] <= 0x9f)
			fprintf(out, "\\u00%02x", p[++i]);
		else
			putc(p[i], out);
	}
}

static int with_state(struct cli *c, const char *usage, int show, struct err *e)
{
	struct state st;
	const struct game *gm;
	struct game_ctx g;
	struct tables ts = { 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *mem;

	if (c->narg != 1)
		return err_set(e, EXIT_USAGE, "usage: umpire %s", usage);
	if (cli_load(c->arg[0], &st, &gm, e) == 0 && cli_context(c, gm, &g, &ts, e) == 0) {
		if (gm->check(&g, &st, e) == 0) {
			if (!show) {
				printf("%s: valid %s state\n", c->arg[0], gm->id);
			} else if ((mem = open_memstream(&buf, &len)) == NULL) {
				err_set(e, EXIT_IO, "out of memory");
			} else {
				gm->show(&g, &st, mem, e);
				fclose(mem);
				if (e->code == 0)
					put_escaped(buf, len, stdout);
				free(buf);
			}
		}
	}
	tables_free(&ts);
	state_free(&st);
	return e->code;
}

int cmd_check(struct cli *c, struct err *e)
{
	return with_state(c, "check STATE", 0, e);
}

int cmd_show(struct cli *c, struct err *e)
{
	return with_state(c, "show STATE", 1, e);
}
