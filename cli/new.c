/*
 * new.c: `umpire new GAME SCENARIO [-o FILE] [--journal JOURNAL]`: write a
 * starting state: a scenario shipped in fixtures/GAME/SCENARIO.csv (embedded in
 * the binary), with a fresh random seed and no dice drawn, so that neither
 * player knows the dice in advance, and say what was written. Without
 * SCENARIO, the scenarios of GAME; without GAME, the games. With --journal, a
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
#include "kit.h"

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

static void list_scenarios(const struct game *gm)
{
	const char *name;
	int len;

	for (int i = 0; i < table_nblobs; i++)
		if ((len = cli_scenario(gm, i, &name)) > 0)
			printf("%.*s\n", len, name);
}

/* The embedded scenario `name` of gm, or NULL and e set. */
static const struct table_blob *find_scenario(const struct game *gm, const char *name,
		struct err *e)
{
	struct kit_near n;
	char names[64][96], hint[160];   /* the names, terminated, for kit_near */
	const char *s;
	int len, k = 0;

	kit_near_init(&n, name);
	for (int i = 0; i < table_nblobs; i++) {
		if ((len = cli_scenario(gm, i, &s)) == 0)
			continue;
		if ((size_t)len == strlen(name) && strncmp(s, name, (size_t)len) == 0)
			return &table_blobs[i];
		if (k < 64) {
			snprintf(names[k], sizeof names[k], "%.*s", len, s);
			kit_near_add(&n, names[k++]);
		}
	}
	err_set(e, EXIT_NOINPUT, "%s has no scenario '%s'%s (see 'umpire new %s')", gm->id, name,
			kit_near_hint(&n, hint, sizeof hint), gm->id);
	return NULL;
}

static int write_new(struct cli *c, const struct game *gm, struct state *st, struct err *e)
{
	char seed[33];
	unsigned char raw[16];

	if (sodium_init() < 0)
		return err_set(e, EXIT_IO, "libsodium cannot start");
	randombytes_buf(raw, sizeof raw);
	sodium_bin2hex(seed, sizeof seed, raw, sizeof raw);
	state_set(st, "seed", seed);
	state_set(st, "draws", "0");
	if (c->out && strcmp(c->out, "-") == 0)
		c->out = NULL;
	if (c->journal) {
		if (write_game(c, gm, st, e) != 0)
			return e->code;
		if (c->out)
			printf("wrote %s and %s: %s, scenario %s, seed %s, no dice drawn yet, "
					"played by e-mail\n", c->out, c->journal, gm->id, c->arg[1], seed);
		else
			fprintf(stderr, "umpire: new %s state on standard output, journal %s: "
					"scenario %s, seed %s, no dice drawn yet, played by e-mail\n",
					gm->id, c->journal, c->arg[1], seed);
	} else if (c->out) {
		if (state_save(st, gm->kinds, c->out, e) == 0)
			printf("wrote %s: %s, scenario %s, seed %s, no dice drawn yet\n", c->out,
					gm->id, c->arg[1], seed);
	} else if (state_write(st, gm->kinds, stdout)) {
		err_set(e, EXIT_IO, "cannot write the state to standard output");
	} else {
		fprintf(stderr, "umpire: new %s state on standard output: scenario %s, seed %s, "
				"no dice drawn yet\n", gm->id, c->arg[1], seed);
	}
	return e->code;
}

int cmd_new(struct cli *c, struct err *e)
{
	const struct game *gm = cli_game_arg(c, e);
	const struct table_blob *b;
	char path[256];
	struct state st;

	if (gm == NULL)
		return e->code;
	if (c->narg == 1) {
		list_scenarios(gm);
		return 0;
	}
	if (c->narg != 2)
		return cli_usage("new", e);
	if ((b = find_scenario(gm, c->arg[1], e)) == NULL)
		return e->code;
	snprintf(path, sizeof path, "fixtures/%s/%s.csv", gm->id, c->arg[1]);
	state_init(&st);
	if (state_parse(&st, b->data, b->len, path, e) == 0)
		write_new(c, gm, &st, e);
	state_free(&st);
	return e->code;
}
