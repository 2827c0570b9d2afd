/*
 * resolve.c: `umpire resolve STATE ORDER [ARG...]`: resolve one order, and
 * `resolve STATE decide ANSWER`: answer a pending decision (pending.h).
 *
 * The state is read once and the order played on it (play.c); the log is kept
 * in memory and written only when all went well, so a failure writes nothing
 * but its message. The new state goes to stdout, or atomically to -o FILE /
 * --in-place (state_save), the log then to stdout; --journal appends the order
 * to a journal (journal.c) that `umpire verify` can replay.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "journal.h"
#include "play.h"

int cmd_resolve(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	struct game_ctx g;
	struct tables ts = { 0 };
	struct log lg;
	struct play p = { .nwords = c->narg - 1, .words = c->arg + 1, .dice = c->dice,
		.seed = c->seed, .card = c->card };
	char *logbuf = NULL, before[65];
	size_t loglen = 0;
	FILE *mem = NULL, *dest = NULL;
	struct journal_row row = { 0 };

	if (c->narg < 2)
		return err_set(e, EXIT_USAGE, "usage: umpire resolve STATE ORDER [ARG...]");
	if (cli_load(c->arg[0], &st, &gm, e) || cli_context(c, gm, &g, &ts, e))
		goto done;
	if (c->journal && play_hash(gm, &st, before, e))
		goto done;
	if ((mem = open_memstream(&logbuf, &loglen)) == NULL) {
		err_set(e, EXIT_IO, "cannot buffer the log");
		goto done;
	}
	log_open(&lg, mem, c->format);
	g.log = &lg;
	if (c->journal) {
		/* read the journal before playing: the state before the order starts it
		 * if it is new */
		if (journal_prepare(c->journal, gm, &st, &row, e))
			goto done;
	}
	if (play_order(&g, &st, &p, e))
		goto done;
	for (int i = 0; i < c->nrules; i++) {   /* --rule too, for the journal */
		size_t len = strlen(p.chance);
		snprintf(p.chance + len, sizeof p.chance - len, ";rule=%s", c->rule[i]);
	}
	fclose(mem);
	mem = NULL;
	/* the log file is opened before anything is written, so that a log that
	 * cannot be written leaves the state and the journal untouched */
	dest = c->out || c->in_place ? stdout : stderr;
	if (c->log_file && (dest = fopen(c->log_file, "w")) == NULL) {
		err_set(e, EXIT_IO, "%s: cannot write the log: %s", c->log_file, strerror(errno));
		goto done;
	}
	if (c->journal && journal_commit(c->journal, gm, &row, before, p.order, p.chance, &st, e))
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
