/*
 * resolve.c: `umpire resolve STATE ORDER [ARG...]`: resolve one order.
 *
 * The state is read once; the order goes to the game with a chance driver
 * (supplied --dice, else seeded from --seed or the state's seed and draws
 * counter); the log is kept in memory and written only when all went well, so
 * a failure writes nothing but its message. The new state goes to stdout, or
 * atomically to -o FILE / --in-place (state_save), the log then to stdout.
 * `resolve STATE decide ANSWER` answers a pending decision (pending.h).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "pending.h"

#define MAX_DICE 256

/* Build the chance driver of this resolution: supplied dice (replayed ones, then
 * --dice), or the seed a pending decision replays, or --seed, or the state's
 * seed. *seed_used gets the seed of a seeded driver, NULL otherwise. */
static int open_chance(struct cli *c, struct state *st, struct chance *ch, int *faces,
		int nfaces, const char *replay_seed, const char **seed_used, struct err *e)
{
	*seed_used = NULL;
	if (c->card)
		return err_set(e, EXIT_USAGE, "--card: %s draws no cards", st->game);
	if (c->journal)
		return err_set(e, EXIT_USAGE, "--journal: not available yet in this version "
				"(the same state, order and seed always give the same dice)");
	if (c->dice) {
		int n = chance_parse_dice(c->dice, faces + nfaces, MAX_DICE - nfaces);
		if (n < 0)
			return err_set(e, EXIT_USAGE, "--dice %s: not a comma-separated list of faces",
					c->dice);
		nfaces += n;
	}
	if (*replay_seed && (c->dice || c->seed))
		return err_set(e, EXIT_USAGE, "decide: this order was resolved with seeded dice; "
				"its answer replays them (no --dice or --seed)");
	if (c->dice || nfaces > 0) {
		if (c->seed)
			return err_set(e, EXIT_USAGE, "--seed and --dice exclude each other");
		chance_supplied(ch, faces, nfaces);
		return 0;
	}
	const char *seed = *replay_seed ? replay_seed : c->seed ? c->seed : state_get(st, "seed");
	const char *draws = state_get(st, "draws");
	char *end;
	unsigned long long n = draws ? strtoull(draws, &end, 10) : 0;

	if (seed == NULL || *seed == '\0')
		return err_set(e, EXIT_DATA, "%s: the state has no 'set,seed,...' row: pass "
				"--seed S or --dice", st->path);
	if (draws && (*draws == '\0' || *end != '\0' || *draws == '-'))
		return err_set(e, EXIT_DATA, "%s: draws '%s' is not a count", st->path, draws);
	chance_seeded(ch, seed, n);
	*seed_used = seed;
	return 0;
}

int cmd_resolve(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	struct game_ctx g;
	struct tables ts = { 0 };
	struct order o = { 0 };
	struct chance *ch = calloc(1, sizeof *ch);
	struct log lg;
	int faces[MAX_DICE], nfaces = 0;
	char replay_seed[256] = "";
	const char *seed_used = NULL;
	char *logbuf = NULL;
	size_t loglen = 0;
	FILE *mem = NULL;

	if (ch == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (c->narg < 2) {
		free(ch);
		return err_set(e, EXIT_USAGE, "usage: umpire resolve STATE ORDER [ARG...]");
	}
	if (cli_load(c->arg[0], &st, &gm, e) || cli_context(c, gm, &g, &ts, e))
		goto done;
	if (!strcmp(c->arg[1], "decide")) {
		char text[1024];
		if (c->narg != 3) {
			err_set(e, EXIT_USAGE, "usage: umpire resolve STATE decide ANSWER");
			goto done;
		}
		if (pending_answer(&st, c->arg[2], text, sizeof text, faces, &nfaces, MAX_DICE,
				replay_seed, sizeof replay_seed, e) ||
		    order_parse_line(&o, text, gm->orders, gm->norders, e))
			goto done;
	} else {
		const struct state_row *p = pending_get(&st);
		if (p != NULL) {
			err_set(e, EXIT_REFUSED, "%s: a decision is pending (%s): answer it first with "
					"'umpire resolve %s decide ANSWER'", c->arg[0],
					state_field(p, state_col(state_kind(&st, "pending"), "options")),
					c->arg[0]);
			goto done;
		}
		if (order_parse(&o, c->narg - 1, c->arg + 1, gm->orders, gm->norders, e))
			goto done;
	}
	if (open_chance(c, &st, ch, faces, nfaces, replay_seed, &seed_used, e))
		goto done;
	if ((mem = open_memstream(&logbuf, &loglen)) == NULL) {
		err_set(e, EXIT_IO, "cannot buffer the log");
		goto done;
	}
	log_open(&lg, mem, c->format);
	g.log = &lg;
	if (gm->resolve(&g, &st, &o, ch, e) || chance_finish(ch, e) ||
	    pending_record_chance(&st, seed_used, ch->used, ch->nused, e))
		goto done;
	/* a pending order has drawn nothing yet: its answer replays the same dice */
	if (ch->driver == CHANCE_SEEDED && pending_get(&st) == NULL) {
		char n[32];
		snprintf(n, sizeof n, "%llu", (unsigned long long)ch->draws);
		state_set(&st, "draws", n);
	}
	fclose(mem);
	mem = NULL;
	/* the log file is opened before the state is written, so that a log that
	 * cannot be written leaves the state untouched */
	FILE *dest = c->out || c->in_place ? stdout : stderr;
	if (c->log_file && (dest = fopen(c->log_file, "w")) == NULL) {
		err_set(e, EXIT_IO, "%s: cannot write the log: %s", c->log_file, strerror(errno));
		goto done;
	}
	if (c->out || c->in_place) {
		if (state_save(&st, gm->kinds, c->out ? c->out : c->arg[0], e))
			goto close_log;
	} else if (state_write(&st, gm->kinds, stdout)) {
		err_set(e, EXIT_IO, "cannot write the state to standard output");
		goto close_log;
	}
	fwrite(logbuf, 1, loglen, dest);
close_log:
	if (c->log_file && fclose(dest) != 0)
		err_set(e, EXIT_IO, "%s: cannot write the log", c->log_file);
done:
	if (mem)
		fclose(mem);
	free(logbuf);
	order_free(&o);
	tables_free(&ts);
	state_free(&st);
	free(ch);
	return e->code;
}
