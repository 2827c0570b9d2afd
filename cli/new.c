/*
 * new.c: `umpire new GAME SCENARIO [-o FILE]`: write a starting state: a
 * scenario shipped in fixtures/GAME/SCENARIO.csv (embedded in the binary), with
 * a fresh random seed and no dice drawn, so that neither player knows the dice
 * in advance, and say what was written. Without SCENARIO, the scenarios of
 * GAME; without GAME, the games.
 */
#include <sodium.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kit.h"

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
	if (c->out && strcmp(c->out, "-") != 0) {
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
