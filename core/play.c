/*
 * play.c: playing one order on a state (see play.h). Everything `resolve` does
 * between reading the state and writing it lives here, so that `verify` can
 * replay a journal through the same steps.
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commit.h"
#include "pending.h"
#include "play.h"

#define MAX_DICE 256

static const char turn_mark[] = "turn:";   /* a pending row's seed in a turn */

/* The seed row's place, for messages: "PATH:LINE:3: the seed is". */
static void seed_place(const struct state *st, char *out, size_t size)
{
	const struct state_kind *k = state_kind(st, "set");
	int line = 0;

	for (int i = 0; k && i < k->nrows; i++)
		if (!strcmp(state_field(&k->rows[i], 1), "seed"))
			line = k->rows[i].line;
	snprintf(out, size, "%s:%d:3: the seed is", st->path ? st->path : "-", line);
}

/* The seed a decision replays, checked against the turn being played. */
static int replay_turn(struct play *p, const char *replay_seed, const char **seed,
		struct err *e)
{
	char mark[128];

	if (p->turn == NULL)
		return err_set(e, EXIT_USAGE, "decide: this decision belongs to the committed turn "
				"%.12s...: its mover resumes it with 'umpire resolve STATE --orders "
				"FILE --key KEY decide ANSWER'", replay_seed + strlen(turn_mark));
	snprintf(mark, sizeof mark, "%s%s:%ld", turn_mark, p->turn->commit, p->turn->line);
	if (strcmp(mark, replay_seed) != 0)
		return err_set(e, EXIT_USAGE, "decide: this decision belongs to another committed "
				"turn (%.60s), not to line %ld of %.12s...", replay_seed, p->turn->line,
				p->turn->commit);
	*seed = p->turn->dice_seed;
	return 0;
}

/* The chance driver: the dice typed (after the faces a decision replays), or
 * the seed a decision replays, or the turn's keyed seed, or --seed, or the
 * state's seed. */
static int open_chance(struct play *p, struct state *st, struct chance *ch, int *faces,
		int nfaces, const char *replay_seed, const char **seed_used, struct err *e)
{
	const char *seed = NULL;
	char place[512];

	if (*replay_seed && (p->dice || p->seed))
		return err_set(e, EXIT_USAGE, "decide: this order was resolved with seeded dice; "
				"its answer replays them (no --dice or --seed)");
	if (p->turn && (p->dice || p->seed))
		return err_set(e, EXIT_USAGE, "the dice of a committed turn come from its key "
				"(no --dice or --seed)");
	if (p->dice) {
		int count = 1;
		for (const char *q = p->dice; *q; q++)
			count += *q == ',';
		if (nfaces + count > MAX_DICE)
			return err_set(e, EXIT_USAGE, "--dice: %d faces, more than the %d one order "
					"can use", nfaces + count, MAX_DICE);
		int n = chance_parse_dice(p->dice, faces + nfaces, MAX_DICE - nfaces);
		if (n < 0)
			return err_set(e, EXIT_USAGE, "--dice %s: not a comma-separated list of faces",
					p->dice);
		nfaces += n;
	}
	if (p->dice || nfaces > 0) {
		if (p->seed)
			return err_set(e, EXIT_USAGE, "--seed and --dice exclude each other");
		chance_supplied(ch, faces, nfaces);
		return 0;
	}
	if (!strncmp(replay_seed, turn_mark, strlen(turn_mark))) {
		if (replay_turn(p, replay_seed, &seed, e))
			return e->code;
	} else if (*replay_seed) {
		seed = replay_seed;
	} else if (p->turn) {
		seed = p->turn->dice_seed;
	} else if (p->seed) {
		if (commit_check_seed(p->seed, "--seed is", EXIT_USAGE, e))
			return e->code;
		seed = p->seed;
	} else {
		seed = state_get(st, "seed");
		if (seed == NULL || *seed == '\0')
			return err_set(e, EXIT_DATA, "%s: the state has no 'set,seed,...' row: pass "
					"--seed S or --dice", st->path);
		seed_place(st, place, sizeof place);
		if (commit_check_seed(seed, place, EXIT_DATA, e))
			return e->code;
	}
	const char *draws = state_get(st, "draws");
	chance_seeded(ch, seed, draws ? strtoull(draws, NULL, 10) : 0);   /* checked on load */
	p->seeded = 1;
	*seed_used = seed;
	return 0;
}

/* The words as one line, malloc'd; NULL when longer than an order may be. */
static char *join_words(char *const *w, int n, struct err *e)
{
	size_t len = 0;
	char *s;

	for (int i = 0; i < n; i++)
		len += strlen(w[i]) + 1;
	if (len > ORDER_MAX_TEXT + 1) {
		err_set(e, EXIT_USAGE, "the order is %zu bytes long; an order has at most %d bytes",
				len - 1, ORDER_MAX_TEXT);
		return NULL;
	}
	if ((s = malloc(len + 1)) == NULL) {
		err_set(e, EXIT_IO, "out of memory");
		return NULL;
	}
	s[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (i)
			strcat(s, " ");
		strcat(s, w[i]);
	}
	return s;
}

const char *play_pending(const struct state *st, const char *col)
{
	const struct state_row *r = pending_get(st);

	return r ? state_field(r, state_col(state_kind(st, "pending"), col)) : "";
}

/* The answer to a pending decision: the order it completes, and how the dice
 * were drawn (buffers sized to the pending row, so nothing is ever cut). */
static int answer(struct state *st, struct play *p, const struct game *gm, struct order *o,
		int *faces, int *nfaces, char **replay_seed, struct err *e)
{
	size_t size = strlen(play_pending(st, "order")) + strlen(play_pending(st, "arg")) +
		strlen(p->words[1]) + 8;
	size_t seedsize = strlen(play_pending(st, "seed")) + 1;
	char *text = malloc(size);
	int rc;

	*replay_seed = malloc(seedsize);
	if (text == NULL || *replay_seed == NULL) {
		free(text);
		return err_set(e, EXIT_IO, "out of memory");
	}
	**replay_seed = '\0';
	rc = pending_answer(st, p->words[1], text, size, faces, nfaces, MAX_DICE, *replay_seed,
			seedsize, e) || order_parse_line(o, text, gm->orders, gm->norders, gm->id, e);
	free(text);
	return rc ? e->code : 0;
}

/* What the journal records of an order: the chance options typed (so that
 * replaying the order with them on the same state draws the same dice), where
 * the seeded stream stood, and the committed turn it belongs to. */
static void record(struct play *p)
{
	p->used = (struct journal_chance){ .seed = p->turn ? NULL : p->seed, .card = p->card,
		.dice = p->dice, .draws = p->draws_before, .has_draws = 1 };
	if (p->turn) {
		p->used.commit = p->turn->commit;
		p->used.key = p->turn->key;
		p->used.line = p->turn->line;
	}
}

int play_order(struct game_ctx *g, struct state *st, struct play *p, struct err *e)
{
	const struct game *gm = g->game;
	/* not zeroed here: open_chance sets it all up (chance_seeded or
	 * chance_supplied), and it is 50 KB (issue 14) */
	struct chance *ch = malloc(sizeof *ch);
	struct order o;
	int faces[MAX_DICE], nfaces = 0;
	char *replay_seed = NULL, mark[128];
	const char *seed_used = NULL;

	order_init(&o);
	free(p->order);
	p->seeded = 0;
	p->ndice = 0;
	if (ch == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((p->order = join_words(p->words, p->nwords, e)) == NULL)
		goto done;
	if (p->nwords > 0 && !strcmp(p->words[0], "decide")) {
		if (p->nwords != 2) {
			err_set(e, EXIT_USAGE, "usage: umpire resolve STATE decide ANSWER");
			goto done;
		}
		if (answer(st, p, gm, &o, faces, &nfaces, &replay_seed, e))
			goto done;
	} else {
		if (pending_get(st) != NULL) {
			err_set(e, EXIT_REFUSED, "%s: a decision is pending (%s): answer it first with "
					"'umpire resolve %s decide ANSWER'", st->path,
					play_pending(st, "options"), st->path);
			goto done;
		}
		if (order_parse(&o, p->nwords, p->words, gm->orders, gm->norders, gm->id, e))
			goto done;
	}
	g->card = p->card;
	if (open_chance(p, st, ch, faces, nfaces, replay_seed ? replay_seed : "", &seed_used, e))
		goto done;
	p->draws_before = ch->draws;
	if (p->turn)
		snprintf(mark, sizeof mark, "%s%s:%ld", turn_mark, p->turn->commit, p->turn->line);
	if (game_resolve(g, st, &o, ch, e) || chance_finish(ch, e) ||
	    pending_record_chance(st, p->turn ? mark : seed_used, ch->used, ch->nused, e))
		goto done;
	p->ndice = ch->driver == CHANCE_SEEDED ? ch->draws - p->draws_before :
		(unsigned long long)ch->next;
	if (ch->driver == CHANCE_SEEDED && ch->draws > PLAY_MAX_DRAWS) {
		err_set(e, EXIT_DATA, "%s: the seeded dice are spent: this order rolls %llu dice "
				"from die %llu, and set,draws may not pass %llu", st->path, p->ndice,
				p->draws_before, PLAY_MAX_DRAWS);
		goto done;
	}
	/* a pending order has drawn nothing yet: its answer replays the same dice */
	if (ch->driver == CHANCE_SEEDED && pending_get(st) == NULL) {
		char n[32];
		snprintf(n, sizeof n, "%llu", (unsigned long long)ch->draws);
		state_set(st, "draws", n);
	}
	record(p);
done:
	order_free(&o);
	free(replay_seed);
	free(ch);
	return e->code;
}

/* A copy of a state, through its canonical text. */
static int copy_state(const struct game *gm, const struct state *st, struct state *out,
		struct err *e)
{
	size_t len;
	char *text = state_text(st, gm->kinds, &len);

	state_init(out);
	if (text == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	state_parse(out, text, len, st->path ? st->path : "-", e);
	free(text);
	return e->code;
}

/* The state back as it was; the backup is moved into it (nothing to free). */
static void restore(struct state *st, struct state *backup)
{
	state_free(st);
	*st = *backup;
	memset(backup, 0, sizeof *backup);
}

int play_turn_step(struct game_ctx *g, struct state *st, struct play *p, struct err *e)
{
	struct state backup;
	struct err pe = { 0 };
	int rc;

	p->outcome = PLAY_DONE;
	p->why[0] = '\0';
	if (copy_state(g->game, st, &backup, e)) {
		state_free(&backup);
		return e->code;
	}
	/* every die of a committed turn comes from its key: a game refuses what
	 * would let the mover name chance himself (game.h) */
	int was = g->committed;
	g->committed = 1;
	rc = play_order(g, st, p, &pe);
	g->committed = was;
	if (rc == EXIT_REFUSED) {
		restore(st, &backup);
		p->outcome = PLAY_REFUSED;
		snprintf(p->why, sizeof p->why, "%s", pe.msg);
		p->ndice = 0;
		record(p);
		p->used.refused = 1;
		return 0;
	}
	if (rc) {
		state_free(&backup);
		*e = pe;
		return rc;
	}
	if (pending_get(st) != NULL) {
		const char *side = play_pending(st, "side");
		if (*p->turn->mover && strcmp(side, p->turn->mover) == 0) {
			snprintf(p->why, sizeof p->why, "it waits for a decision of %s, the mover, "
					"for %s= (one of %s): a committed turn names the mover's choices "
					"in its orders", side, play_pending(st, "arg"),
					play_pending(st, "options"));
			restore(st, &backup);
			p->outcome = PLAY_REFUSED;
			p->ndice = 0;
			record(p);
			p->used.refused = 1;
			return 0;
		}
		p->outcome = PLAY_PAUSED;
	}
	state_free(&backup);
	return 0;
}

int play_probe(struct game_ctx *g, struct state *st, const struct play *p, int *rolled,
		struct err *e)
{
	struct chance *ch = calloc(1, sizeof *ch);
	struct order o = { 0 };
	struct err pe = { 0 };
	int rc;

	*rolled = 0;
	if (ch == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = order_parse(&o, p->nwords, p->words, g->game->orders, g->game->norders,
			g->game->id, e)) == 0) {
		chance_supplied(ch, NULL, 0);
		int was = g->committed;
		g->card = p->card;
		g->committed = 1;   /* commit refuses what a committed turn would */
		rc = game_resolve(g, st, &o, ch, &pe);
		g->committed = was;
		if (ch->rolls > 0)
			*rolled = 1, rc = 0;
		else if (rc)
			*e = pe;
	}
	order_free(&o);
	free(ch);
	return rc;
}

void play_free(struct play *p)
{
	free(p->order);
	p->order = NULL;
}

int play_hash(const struct game *gm, const struct state *st, char hex[65], struct err *e)
{
	size_t len;
	char *text = state_text(st, gm->kinds, &len);
	unsigned char h[32];

	if (text == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	crypto_generichash(h, sizeof h, (const unsigned char *)text, len, NULL, 0);
	sodium_bin2hex(hex, 65, h, sizeof h);
	free(text);
	return 0;
}
