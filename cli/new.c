/*
 * new.c: `umpire new GAME SCENARIO [-o FILE]`: write a starting state: a
 * scenario shipped in fixtures/GAME/SCENARIO.csv (embedded in the binary), with
 * a fresh random seed and no dice drawn, so that neither player knows the dice
 * in advance.
 */
#include <sodium.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

int cmd_new(struct cli *c, struct err *e)
{
	const struct game *gm = cli_game_arg(c, "new GAME SCENARIO [-o FILE]", e);
	const struct table_blob *b = NULL;
	char path[256], seed[33];
	unsigned char raw[16];
	struct state st;

	if (gm == NULL)
		return e->code;
	if (c->narg != 2) {
		fprintf(stderr, "scenarios of %s:", gm->id);
		for (int i = 0; i < table_nblobs; i++)
			if (!strncmp(table_blobs[i].path, "fixtures/", 9) &&
			    !strncmp(table_blobs[i].path + 9, gm->id, strlen(gm->id)) &&
			    table_blobs[i].path[9 + strlen(gm->id)] == '/')
				fprintf(stderr, " %.*s", (int)(strlen(table_blobs[i].path) - 14 -
						strlen(gm->id)), table_blobs[i].path + 10 + strlen(gm->id));
		fprintf(stderr, "\n");
		return err_set(e, EXIT_USAGE, "usage: umpire new GAME SCENARIO [-o FILE]");
	}
	snprintf(path, sizeof path, "fixtures/%s/%s.csv", gm->id, c->arg[1]);
	for (int i = 0; i < table_nblobs; i++)
		if (!strcmp(table_blobs[i].path, path))
			b = &table_blobs[i];
	if (b == NULL)
		return err_set(e, EXIT_NOINPUT, "%s has no scenario '%s' (umpire new %s lists them)",
				gm->id, c->arg[1], gm->id);
	state_init(&st);
	if (state_parse(&st, b->data, b->len, path, e) == 0) {
		if (sodium_init() < 0) {
			err_set(e, EXIT_IO, "libsodium cannot start");
		} else {
			randombytes_buf(raw, sizeof raw);
			sodium_bin2hex(seed, sizeof seed, raw, sizeof raw);
			state_set(&st, "seed", seed);
			state_set(&st, "draws", "0");
			if (c->out)
				state_save(&st, gm->kinds, c->out, e);
			else if (state_write(&st, gm->kinds, stdout))
				err_set(e, EXIT_IO, "cannot write the state to standard output");
		}
	}
	state_free(&st);
	return e->code;
}
