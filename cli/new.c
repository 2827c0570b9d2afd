/*
 * new.c: `umpire new GAME SCENARIO [-o FILE] [--journal JOURNAL]`: write a
 * starting state: a scenario shipped in fixtures/GAME/SCENARIO.csv (embedded in
 * the binary), with a fresh random seed and no dice drawn. With --journal, a
 * game played by e-mail: the journal is started too, its first row holding the
 * state and the mode (journal.h), and both files are written or neither.
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "file.h"
#include "journal.h"

/* The state to -o FILE (or standard output) and the new journal, together. */
static int write_game(struct cli *c, const struct game *gm, const struct state *st,
		struct err *e)
{
	struct journal_out j = { 0 };
	struct file_out f[2];
	const char *path[2] = { c->journal, c->out }, *stage;
	int staged[2] = { 0, 0 }, err = 0;
	size_t len;
	char *text = state_text(st, gm->kinds, &len);
	mode_t mask = umask(0);

	umask(mask);
	if (text == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (access(c->journal, F_OK) == 0)
		err_set(e, EXIT_USAGE, "%s exists: a new game starts a new journal", c->journal);
	else if (journal_open(c->journal, gm, st, 1, &j, e) == 0 &&
		 (err = file_stage(&f[0], c->journal, j.text, j.len, 0644, FILE_NEW, &stage)) != 0)
		file_err(e, c->journal, stage, err);
	else if (e->code == 0 && (staged[0] = 1) && c->out &&
		 (err = file_stage(&f[1], c->out, text, len, 0666 & ~mask, 0, &stage)) != 0)
		file_err(e, c->out, stage, err);
	else if (e->code == 0)
		staged[1] = c->out != NULL;
	for (int k = 0; k < 2 && e->code == 0; k++)
		if (staged[k] && (err = file_commit(&f[k], &stage)) != 0)
			file_err(e, path[k], stage, err);
	if (e->code == 0 && !c->out && fwrite(text, 1, len, stdout) != len)
		err_set(e, EXIT_IO, "cannot write the state to standard output");
	for (int k = 0; k < 2; k++)
		if (staged[k])
			file_discard(&f[k]);
	journal_out_free(&j);
	free(text);
	return e->code;
}

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
			if (c->journal)
				write_game(c, gm, &st, e);
			else if (c->out)
				state_save(&st, gm->kinds, c->out, e);
			else if (state_write(&st, gm->kinds, stdout))
				err_set(e, EXIT_IO, "cannot write the state to standard output");
		}
	}
	state_free(&st);
	return e->code;
}
