/*
 * resolve.c: `umpire resolve STATE ORDER [ARG...]`: resolve one order,
 * `resolve STATE decide ANSWER`: answer a pending decision (pending.h), and
 * `resolve STATE --orders FILE --key KEY [decide ANSWER]`: a committed turn
 * (commit.h), or its continuation after the opponent's decision.
 *
 * The files it writes move together: the state (-o FILE / --in-place, else
 * standard output), the journal (--journal) and the log (--log, else standard
 * output or error). Each is locked before it is read (core/file.h: two runs on
 * one state follow one another), nothing is written until every order is
 * played, then each is staged in a temporary file and only when all are staged
 * are they renamed, the journal before the state: a failure leaves all as they
 * were (DESIGN.md, "Seeded dice and the journal").
 * A standard output that is a terminal gets the log and no state: nothing is
 * written then, not the journal either, and the message says how to keep it.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "file.h"
#include "journal.h"
#include "pending.h"
#include "play.h"

/* What a run writes, staged before any of it is committed. */
enum { OUT_STATE, OUT_JOURNAL, OUT_LOG, NOUT };
struct outputs {
	const char *path[NOUT];
	const char *what[NOUT];   /* "the journal", "the log", or NULL (the state) */
	const char *data[NOUT];
	size_t len[NOUT];
	mode_t mode[NOUT];
	unsigned flags[NOUT];
	struct file_out f[NOUT];
	int staged[NOUT];
};

static int out_err(const struct outputs *o, int k, const char *stage, int err, struct err *e)
{
	if (err == EACCES && strstr(stage, "read-only"))
		return file_err(e, o->path[k], stage, err);
	if (o->what[k])
		return err_set(e, EXIT_IO, "%s: cannot write %s: %s", o->path[k], o->what[k],
				err == EEXIST ? "it was created meanwhile (another umpire?)" :
				strerror(err));
	return file_err(e, o->path[k], stage, err);
}

/* Stage every output, then commit them: in place first (a device's write can
 * fail), then the journal, the state and the log. */
static int write_all(struct outputs *o, struct err *e)
{
	static const int order[NOUT] = { OUT_JOURNAL, OUT_STATE, OUT_LOG };
	const char *stage;
	int err;

	for (int i = 0; i < NOUT && e->code == 0; i++) {
		int k = order[i];
		if (o->path[k] == NULL)
			continue;
		if ((err = file_stage(&o->f[k], o->path[k], o->data[k], o->len[k], o->mode[k],
				o->flags[k], &stage)) != 0)
			out_err(o, k, stage, err, e);
		else
			o->staged[k] = 1;
	}
	for (int pass = 0; pass < 2 && e->code == 0; pass++)
		for (int i = 0; i < NOUT && e->code == 0; i++) {
			int k = order[i];
			if (!o->staged[k] || file_in_place(&o->f[k]) != (pass == 0))
				continue;
			if ((err = file_commit(&o->f[k], &stage)) != 0)
				out_err(o, k, stage, err, e);
		}
	for (int k = 0; k < NOUT; k++)
		if (o->staged[k])
			file_discard(&o->f[k]);
	return e->code;
}

/* ---- the journal rows ---- */

struct run {
	struct cli *c;
	struct game_ctx *g;
	struct state *st;
	struct journal_out *j;   /* or NULL */
	struct cli_deal deal;    /* --deal FILE, one per board */
	struct cli_deal_at deal_pos;    /* the open row the order's card used (pos -1:
	                                 * none) */
	struct cli_deal_at react_pos;   /* the open row of a card played out of turn */
};

/* Add the row of a played order: its chance record completed with --rule, and
 * the secret and orders of the turn it ends, if it does. */
static int add_row(struct run *r, struct play *p, const char *before, const char *secret,
		const char *orders, struct err *e)
{
	char after[65], *chance;

	for (int i = 0; i < r->c->nrules && i < JOURNAL_MAX_RULES; i++)
		p->used.rule[p->used.nrules++] = r->c->rule[i];
	p->used.secret = secret;
	if (r->deal_pos.pos >= 0 && p->outcome != PLAY_REFUSED) {
		p->used.has_deal = 1;
		p->used.deal = r->deal_pos.pos;
		p->used.deal_board = r->deal_pos.board;
	}
	if (r->react_pos.pos >= 0 && p->outcome != PLAY_REFUSED) {
		p->used.has_react = 1;
		p->used.react = r->react_pos.pos;
		p->used.react_board = r->react_pos.board;
	}
	if (r->j == NULL)
		return 0;
	if (play_hash(r->g->game, r->st, after, e))
		return e->code;
	if ((chance = journal_chance_encode(&p->used)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	journal_add(r->j, before, p->order, chance, after, orders ? orders : "", e);
	free(chance);
	return e->code;
}

/* In play by e-mail, what the mover may not choose (issue 13): refused before
 * anything is played. */
static int pbem_options(const struct cli *c, struct err *e)
{
	if (c->dice)
		return err_set(e, EXIT_USAGE, "play by e-mail: --dice chooses the dice; they come "
				"from a committed turn (umpire(1), \"Play by e-mail\")");
	if (c->seed)
		return err_set(e, EXIT_USAGE, "play by e-mail: --seed chooses the dice; they come "
				"from a committed turn (umpire(1), \"Play by e-mail\")");
	if (c->nrules)
		return err_set(e, EXIT_USAGE, "play by e-mail: --rule changes a ruling for one "
				"order; agree on house rules in the first state instead");
	return 0;
}

/* --deal: before the order, the card it names shown in a deal file and what
 * the order may change noted; after it, the card it played and the cards it
 * made a side play out of turn, each in its board's deal file. */
static int deal_before(struct run *r, const char *card, struct err *e)
{
	r->deal_pos = r->react_pos = (struct cli_deal_at){ 1, -1 };
	return cli_deal_before(&r->deal, r->st, card, e);
}

static int deal_after(struct run *r, struct err *e)
{
	struct cli_deal_at none = { 1, -1 };

	return cli_deal_after(&r->deal, r->st, none, none, &r->deal_pos, &r->react_pos, e);
}

static int plain_order(struct run *r, struct err *e)
{
	struct cli *c = r->c;
	struct play p = { .nwords = c->narg - 1, .words = c->arg + 1, .dice = c->dice,
		.seed = c->seed, .card = c->card };
	char before[65];

	if ((r->j && play_hash(r->g->game, r->st, before, e)) || deal_before(r, c->card, e))
		return e->code;
	if (play_order(r->g, r->st, &p, e) == 0 && deal_after(r, e) == 0) {
		if (r->j && r->j->pbem && p.seeded && p.ndice > 0)
			err_set(e, EXIT_REFUSED, "play by e-mail: '%.200s' rolls dice from the state's "
					"seed, which its mover could compute in advance: put it in a "
					"committed turn (umpire(1), \"Play by e-mail\")", p.order);
		else
			add_row(r, &p, before, NULL, NULL, e);
	}
	play_free(&p);
	return e->code;
}

/* ---- committed turns ---- */

/* Where a turn starts: line 1 of a new turn, or the line its pending decision
 * was met on (the mark "turn:C:L" of play.c), for `decide ANSWER`. */
static int turn_start(struct run *r, const struct commit_turn *t, long *line, struct err *e)
{
	struct cli *c = r->c;
	const char *mark = play_pending(r->st, "seed");
	size_t n = strlen("turn:") + 64;
	char hash[65];

	if (c->narg == 3) {
		if (strcmp(c->arg[1], "decide") != 0)
			return err_set(e, EXIT_USAGE, "usage: umpire resolve STATE --orders FILE --key "
					"KEY [decide ANSWER]");
		if (pending_get(r->st) == NULL || strncmp(mark, "turn:", 5) != 0 ||
		    strncmp(mark + 5, t->commit, 64) != 0 || mark[n] != ':')
			return err_set(e, EXIT_USAGE, "decide: %s does not wait for a decision of the "
					"turn committed in %s", r->st->path, c->orders);
		*line = strtol(mark + n + 1, NULL, 10);
		if (*line < 1 || *line > t->nlines)
			return err_set(e, EXIT_DATA, "%s: the pending decision names line %ld of a turn "
					"of %d lines", r->st->path, *line, t->nlines);
		return 0;
	}
	if (pending_get(r->st) != NULL)
		return err_set(e, EXIT_REFUSED, "%s: a decision is pending (%s)%s", r->st->path,
				play_pending(r->st, "options"), strncmp(mark, "turn:", 5) ? "" :
				": the turn waits for the opponent's answer; go on with "
				"'... --orders FILE --key KEY decide ANSWER'");
	if (play_hash(r->g->game, r->st, hash, e))
		return e->code;
	if (strcmp(hash, t->state) != 0)
		return err_set(e, EXIT_USAGE, "%s was committed on another state (%.12s...), not "
				"on %s (%.12s...): commit the orders again on this state", c->orders,
				t->state, r->st->path, hash);
	*line = 1;
	return 0;
}

static void log_outcome(struct run *r, const struct commit_turn *t, const struct play *p,
		long line)
{
	const char *file = r->c->orders;

	if (p->outcome == PLAY_REFUSED)
		log_step(r->g->log, NULL, "Line %ld of the turn (%s:%d) refused by the rules: %s; "
				"the turn goes on", line, file, t->lines[line - 1], p->why);
	else if (p->outcome == PLAY_PAUSED)
		log_step(r->g->log, NULL, "The turn pauses at line %ld (%s:%d): %s decides %s= "
				"(one of %s). The opponent records his answer with 'umpire key --ledger "
				"LEDGER %s decide ANSWER' and sends it; the mover goes on with 'umpire "
				"resolve STATE --orders %s --key KEY decide ANSWER'", line, file,
				t->lines[line - 1], play_pending(r->st, "side"),
				play_pending(r->st, "arg"), play_pending(r->st, "options"), t->commit,
				file);
}

/* Play one step (a line, or the answer to its decision) and journal it. */
static int turn_step(struct run *r, const struct commit_turn *t, struct play_turn *pt,
		struct play *p, int last, struct err *e)
{
	char before[65];

	p->turn = pt;
	log_step(r->g->log, NULL, p->nwords && !strcmp(p->words[0], "decide") ?
			"Line %ld of the turn (%s:%d): the opponent's answer, %s" :
			"Line %ld of the turn (%s:%d): %s", pt->line, r->c->orders,
			t->lines[pt->line - 1], p->nwords && !strcmp(p->words[0], "decide") ?
			p->words[1] : p->words[0]);
	if (play_hash(r->g->game, r->st, before, e) || deal_before(r, p->card, e) ||
			play_turn_step(r->g, r->st, p, e) || deal_after(r, e))
		return e->code;
	log_outcome(r, t, p, pt->line);
	/* the row that ends the turn reveals its secret and its orders */
	if (last && p->outcome != PLAY_PAUSED)
		return add_row(r, p, before, t->secret, t->orders, e);
	return add_row(r, p, before, NULL, NULL, e);
}

/* not inlined: its 4 KiB line buffer would sit in cmd_resolve's frame on every
 * resolve, a page of stack touched for nothing (issue 14) */
static __attribute__((noinline)) int turn(struct run *r, struct err *e)
{
	struct cli *c = r->c;
	struct commit_turn t;
	struct play_turn pt;
	char dice_seed[65], *lines = NULL, *save = NULL;
	const char *seed = state_get(r->st, "seed");
	long line = 1, i = 0;

	if (c->dice || c->seed || c->card || (c->narg != 1 && c->narg != 3))
		return err_set(e, EXIT_USAGE, "usage: umpire resolve STATE --orders FILE --key KEY "
				"[decide ANSWER] (no order, --dice, --seed or --card: the orders and "
				"cards are in FILE, the dice come from the key)");
	if (commit_open(c->orders, &t, e) || turn_start(r, &t, &line, e))
		goto done;
	if (seed == NULL || *seed == '\0') {
		err_set(e, EXIT_DATA, "%s: the state has no seed", r->st->path);
		goto done;
	}
	commit_dice_seed(seed, t.secret, t.commit, c->key, dice_seed);
	pt = (struct play_turn){ .commit = t.commit, .key = c->key, .dice_seed = dice_seed,
		.mover = t.mover, .line = line };
	log_step(r->g->log, NULL, "Turn committed as %.16s..., keyed by %.64s%s: line %ld of %d",
			t.commit, c->key, strlen(c->key) > 64 ? "..." : "", line, t.nlines);
	if (c->narg == 3) {
		struct play p = { .nwords = 2, .words = c->arg + 1 };
		turn_step(r, &t, &pt, &p, line == t.nlines, e);
		int paused = p.outcome == PLAY_PAUSED;
		play_free(&p);
		if (e->code || paused)
			goto done;
		line++;
	}
	if ((lines = strdup(t.orders)) == NULL) {
		err_set(e, EXIT_IO, "out of memory");
		goto done;
	}
	for (char *l = strtok_r(lines, "\n", &save); l && e->code == 0;
	     l = strtok_r(NULL, "\n", &save)) {
		struct commit_line cl;
		char place[4200];
		if (++i < line)
			continue;
		snprintf(place, sizeof place, "%s:%d", c->orders, t.lines[i - 1]);
		if (commit_line_split(l, &cl, place, e))
			break;
		pt.line = i;
		struct play p = { .nwords = cl.nwords, .words = cl.words, .card = cl.card };
		turn_step(r, &t, &pt, &p, i == t.nlines, e);
		int paused = p.outcome == PLAY_PAUSED;
		play_free(&p);
		if (paused)
			break;
	}
done:
	free(lines);
	commit_turn_free(&t);
	return e->code;
}

/* ---- the command ---- */

struct locks {
	int fd[3];
};

static int lock(struct locks *lk, int k, const char *path, struct err *e)
{
	int err = path ? file_lock(path, &lk->fd[k]) : 0;

	if (err)
		return err_set(e, EXIT_IO, "%s: cannot lock: %s", path, strerror(err));
	return 0;
}

static int usage(const struct cli *c, struct err *e)
{
	if (c->narg < 1 || (c->narg < 2 && !c->orders))
		return err_set(e, EXIT_USAGE, "usage: umpire resolve STATE ORDER [ARG...]");
	if ((c->orders == NULL) != (c->key == NULL))
		return err_set(e, EXIT_USAGE, "--orders and --key go together (see umpire(1))");
	if (c->pbem && !c->journal)
		return err_set(e, EXIT_USAGE, "--pbem starts a journal: give --journal FILE");
	return 0;
}

/* --deal FILE (one per board): the deal files, and the positions whose card
 * the journal's rows played (their deal=K, deal=B:K), so that no shown card
 * is played twice. */
static int deal_open(struct cli *c, struct run *r, struct err *e)
{
	struct journal jn = { 0 };
	struct journal_chance jc;

	r->deal_pos = r->react_pos = (struct cli_deal_at){ 1, -1 };
	if (c->ndeal == 0)
		return 0;
	if (c->journal == NULL)
		return err_set(e, EXIT_USAGE, "--deal checks each card against the journal's: "
				"give --journal FILE");
	if (cli_deal_open(&r->deal, c->deal, c->ndeal, e) ||
			journal_parse(r->j->text, r->j->len, c->journal, &jn, e))
		goto done;
	for (int k = 1; k < jn.nrows; k++) {
		if (journal_chance_decode(jn.rows[k].f[JOURNAL_CHANCE], &jc, e))
			break;
		if (jc.has_deal && cli_deal_mark(&r->deal, (struct cli_deal_at){ jc.deal_board,
						jc.deal }) != 0) {
			err_set(e, EXIT_DATA, "%s:%d: deal=%ld is no position of board %d's deal "
					"file", c->journal, jn.rows[k].line, jc.deal, jc.deal_board);
			break;
		}
		if (jc.has_react && cli_deal_mark(&r->deal, (struct cli_deal_at){ jc.react_board,
						jc.react }) != 0) {
			err_set(e, EXIT_DATA, "%s:%d: react=%ld is no position of board %d's deal "
					"file", c->journal, jn.rows[k].line, jc.react, jc.react_board);
			break;
		}
	}
done:
	journal_free(&jn);
	return e->code;
}

/* Everything but the writing: lock, read, play. */
static int play_all(struct cli *c, struct run *r, struct journal_out *j, struct err *e)
{
	r->deal_pos = r->react_pos = (struct cli_deal_at){ 1, -1 };
	if (c->journal && journal_open(c->journal, r->g->game, r->st, c->pbem, j, e))
		return e->code;
	r->j = c->journal ? j : NULL;
	if (deal_open(c, r, e))
		return e->code;
	if (r->j && r->j->pbem && pbem_options(c, e))
		return e->code;
	return c->orders ? turn(r, e) : plain_order(r, e);
}

int cmd_resolve(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	struct game_ctx g;
	struct tables ts = { 0 };
	struct log lg;
	struct locks lk = { { -1, -1, -1 } };
	struct journal_out j = { 0 };
	struct outputs o = { 0 };
	struct run r = { .c = c, .g = &g, .st = &st };
	char *logbuf = NULL, *text = NULL;
	size_t loglen = 0, len = 0;
	FILE *mem = NULL;
	mode_t mask = umask(0);
	/* -o - is standard output, as no -o at all */
	const char *out = c->out && strcmp(c->out, "-") != 0 ? c->out : NULL;
	const char *target = c->in_place ? c->arg[0] : out;

	umask(mask);
	memset(&st, 0, sizeof st);   /* cli_load initialises it; state_free is safe */
	if (usage(c, e) || lock(&lk, 0, target, e) || lock(&lk, 1, c->journal, e))
		goto done;
	if (cli_load(c->arg[0], &st, &gm, e) || cli_context(c, gm, &g, &ts, e))
		goto done;
	if ((mem = open_memstream(&logbuf, &loglen)) == NULL) {
		err_set(e, EXIT_IO, "cannot buffer the log");
		goto done;
	}
	log_open(&lg, mem, c->format);
	g.log = &lg;
	if (play_all(c, &r, &j, e))
		goto done;
	fclose(mem);
	mem = NULL;
	/* a terminal is no place for a state: without -o or --in-place it gets the
	 * log, and nothing is written (not the journal either) but how to write */
	if (!c->out && !c->in_place && isatty(STDOUT_FILENO)) {
		fwrite(logbuf, 1, loglen, stdout);
		fprintf(stderr, "umpire: standard output is a terminal: the new state was not "
				"written%s. Run the same order again with -o FILE or --in-place (it draws "
				"the same dice), or redirect: > FILE\n", c->journal ? ", nor the journal" : "");
		goto done;
	}
	/* a file gets the whole text at once (written beside it, then renamed);
	 * standard output gets it as it is written, without a copy in memory */
	if (target && (text = state_text(&st, gm->kinds, &len)) == NULL) {
		err_set(e, EXIT_IO, "out of memory");
		goto done;
	}
	o = (struct outputs){
		.path = { target, c->journal, c->log_file },
		.what = { NULL, "the journal", "the log" },
		.data = { text, j.text, logbuf }, .len = { len, j.len, loglen },
		.mode = { 0666 & ~mask, 0644, 0666 & ~mask }, .flags = { 0, j.is_new ? FILE_NEW : 0, 0 },
	};
	if (write_all(&o, e))
		goto done;
	if (!target && state_write(&st, gm->kinds, stdout) != 0) {
		err_set(e, EXIT_IO, "cannot write the state to standard output");
		goto done;
	}
	if (!c->log_file)
		fwrite(logbuf, 1, loglen, c->out || c->in_place ? stdout : stderr);
done:
	if (mem)
		fclose(mem);
	free(logbuf);
	free(text);
	journal_out_free(&j);
	cli_deal_close(&r.deal);
	if (CLI_FREE_AT_EXIT) {   /* the state, row by row, and the tables */
		tables_free(&ts);
		state_free(&st);
	}
	for (int k = 0; k < 3; k++)
		file_unlock(lk.fd[k]);
	return e->code;
}
