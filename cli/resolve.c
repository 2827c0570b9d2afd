/*
 * resolve.c: `umpire resolve STATE ORDER [ARG...]`: resolve one order,
 * `resolve STATE decide ANSWER`: answer a pending decision (pending.h), and
 * `resolve STATE --orders FILE --key KEY`: a committed turn (commit.c).
 *
 * The state is read once and each order played on it (play.c); the log is kept
 * in memory and written only when all went well, so a failure writes nothing
 * but its message. The new state goes to stdout, or atomically to -o FILE /
 * --in-place (state_save), the log then to stdout; --journal adds a row per
 * order to a journal (journal.c) that `umpire verify` replays. A stdout that
 * is a terminal gets the log and no state: nothing is written then.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "journal.h"
#include "pending.h"
#include "play.h"

#define MAX_WORDS 40

/* One order: play it, and add its row to the journal, its chance record
 * completed with the committed turn's commitment and key (or NULL) and --rule. */
static int one_order(struct cli *c, struct game_ctx *g, struct state *st,
		struct play *p, const char *commit, const char *key, struct journal_row *row,
		struct err *e)
{
	char before[65], chance[2048];

	if (c->journal && play_hash(g->game, st, before, e))
		return e->code;
	if (play_order(g, st, p, e))
		return e->code;
	p->used.commit = commit;
	p->used.key = key;
	for (int i = 0; i < c->nrules && i < JOURNAL_MAX_RULES; i++)
		p->used.rule[p->used.nrules++] = c->rule[i];
	if (c->journal && journal_chance_encode(&p->used, chance, sizeof chance, e) == 0)
		return journal_add(row, g->game, before, p->order, chance, st, e);
	return e->code;
}

/* A committed turn: every order of the file, with dice keyed by the seed, the
 * commitment and the opponent's key (commit.c); none may wait for a decision. */
static int turn(struct cli *c, struct game_ctx *g, struct state *st,
		struct journal_row *row, struct err *e)
{
	char commit[65], seed[1024], *text = NULL, *save = NULL;
	const char *base = state_get(st, "seed");
	int n = 0;

	if (c->dice || c->seed || c->narg != 1)
		return err_set(e, EXIT_USAGE, "usage: umpire resolve STATE --orders FILE --key KEY "
				"(no order, --dice or --seed: the dice come from the key)");
	if (base == NULL || *base == '\0')
		return err_set(e, EXIT_DATA, "%s: the state has no seed", st->path);
	if (commit_orders(g->game, st, c->orders, commit, &text, e) ||
	    commit_seed(base, commit, c->key, seed, sizeof seed, e))
		return e->code;
	log_step(g->log, NULL, "Turn committed as %.16s..., keyed by %s", commit, c->key);
	g->committed = 1;
	for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *words[MAX_WORDS], *wsave = NULL;
		int nw = 0;
		if (*line == '#' || strspn(line, " \t\r") == strlen(line))
			continue;
		for (char *w = strtok_r(line, " \t\r", &wsave); w && nw < MAX_WORDS;
		     w = strtok_r(NULL, " \t\r", &wsave))
			words[nw++] = w;
		struct play p = { .nwords = nw, .words = words, .seed = seed };
		if (one_order(c, g, st, &p, commit, c->key, row, e))
			break;
		if (pending_get(st) != NULL) {
			err_set(e, EXIT_REFUSED, "%s: '%s' waits for a decision: a committed turn "
					"must name every choice in its orders", c->orders, p.order);
			break;
		}
		n++;
	}
	if (e->code == 0 && n == 0)
		err_set(e, EXIT_USAGE, "%s: no order", c->orders);
	free(text);
	return e->code;
}

int cmd_resolve(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	struct game_ctx g;
	struct tables ts = { 0 };
	struct log lg;
	char *logbuf = NULL;
	size_t loglen = 0;
	FILE *mem = NULL, *dest = NULL;
	struct journal_row row = { 0 };
	int preview;

	if (c->narg < 1 || (c->narg < 2 && !c->orders))
		return err_set(e, EXIT_USAGE, "usage: umpire resolve STATE ORDER [ARG...]");
	if ((c->orders == NULL) != (c->key == NULL))
		return err_set(e, EXIT_USAGE, "--orders and --key go together (see umpire(1))");
	if (cli_load(c->arg[0], &st, &gm, e) || cli_context(c, gm, &g, &ts, e))
		goto done;
	if ((mem = open_memstream(&logbuf, &loglen)) == NULL) {
		err_set(e, EXIT_IO, "cannot buffer the log");
		goto done;
	}
	log_open(&lg, mem, c->format);
	g.log = &lg;
	/* read the journal before playing: the state before the first order starts
	 * it if it is new */
	if (c->journal && journal_prepare(c->journal, gm, &st, &row, e))
		goto done;
	if (c->orders) {
		if (turn(c, &g, &st, &row, e))
			goto done;
	} else {
		struct play p = { .nwords = c->narg - 1, .words = c->arg + 1, .dice = c->dice,
			.seed = c->seed, .card = c->card };
		if (one_order(c, &g, &st, &p, NULL, NULL, &row, e))
			goto done;
	}
	fclose(mem);
	mem = NULL;
	/* a terminal is no place for a state: without -o or --in-place it gets the
	 * log, and nothing is written (not the journal either) but how to write */
	preview = !c->out && !c->in_place && isatty(STDOUT_FILENO);
	/* the log file is opened before anything is written, so that a log that
	 * cannot be written leaves the state and the journal untouched */
	dest = c->out || c->in_place || preview ? stdout : stderr;
	if (c->log_file && (dest = fopen(c->log_file, "w")) == NULL) {
		err_set(e, EXIT_IO, "%s: cannot write the log: %s", c->log_file, strerror(errno));
		goto done;
	}
	if (preview) {
		fwrite(logbuf, 1, loglen, dest);
		fprintf(stderr, "umpire: standard output is a terminal: the new state was not "
				"written%s. Run the same order again with -o FILE or --in-place (it draws "
				"the same dice), or redirect: > FILE\n", c->journal ? ", nor the journal" : "");
		goto close_log;
	}
	if (c->journal && journal_write(c->journal, &row, e))
		goto close_log;
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
	journal_row_free(&row);
	tables_free(&ts);
	state_free(&st);
	return e->code;
}
