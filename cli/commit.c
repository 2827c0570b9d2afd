/*
 * commit.c: the two halves of commit-then-reveal (commit.h) the players run:
 * `umpire commit STATE FILE` prints the commitment of the turn's orders, and
 * `umpire nonce` prints a fresh random key for the opponent to send back.
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "commit.h"

int cmd_commit(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	char hex[65], *orders = NULL;

	if (c->narg != 2)
		return err_set(e, EXIT_USAGE, "usage: umpire commit STATE FILE");
	if (cli_load(c->arg[0], &st, &gm, e) == 0 &&
	    commit_orders(gm, &st, c->arg[1], hex, &orders, e) == 0) {
		if (*orders == '\0')
			err_set(e, EXIT_USAGE, "%s: no order", c->arg[1]);
		else
			printf("%s\n", hex);
	}
	free(orders);
	state_free(&st);
	return e->code;
}

int cmd_nonce(struct cli *c, struct err *e)
{
	unsigned char raw[16];
	char hex[33];

	if (c->narg != 0)
		return err_set(e, EXIT_USAGE, "usage: umpire nonce");
	if (sodium_init() < 0)
		return err_set(e, EXIT_IO, "libsodium cannot start");
	randombytes_buf(raw, sizeof raw);
	sodium_bin2hex(hex, sizeof hex, raw, sizeof raw);
	printf("%s\n", hex);
	return 0;
}
