/*
 * play.c: playing one order on a state (see play.h). Everything `resolve` does
 * between reading the state and writing it lives here, so that `verify` can
 * replay a journal through the same steps.
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pending.h"
#include "play.h"

#define MAX_DICE 256

/* The chance driver: the dice typed (after the faces a decision replays), or
 * the seed a decision replays, or --seed, or the state's seed. *seed_used gets
 * the seed of a seeded driver, NULL otherwise. */
static int open_chance(struct play *p, struct state *st, struct chance *ch, int *faces,
		int nfaces, const char *replay_seed, const char **seed_used, struct err *e)
{
	*seed_used = NULL;
	if (*replay_seed && (p->dice || p->seed))
		return err_set(e, EXIT_USAGE, "decide: this order was resolved with seeded dice; "
				"its answer replays them (no --dice or --seed)");
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
	const char *seed = *replay_seed ? replay_seed : p->seed ? p->seed : state_get(st, "seed");
	const char *draws = state_get(st, "draws");
	unsigned long long n = draws ? strtoull(draws, NULL, 10) : 0;   /* checked on load */

	if (seed == NULL || *seed == '\0')
		return err_set(e, EXIT_DATA, "%s: the state has no 'set,seed,...' row: pass "
				"--seed S or --dice", st->path);
	chance_seeded(ch, seed, n);
	*seed_used = seed;
	return 0;
}

static void join_words(char *out, size_t size, char *const *w, int n)
{
	size_t len = 0;

	out[0] = '\0';
	for (int i = 0; i < n && len + 1 < size; i++)
		len += (size_t)snprintf(out + len, size - len, "%s%s", i ? " " : "", w[i]);
}

int play_order(struct game_ctx *g, struct state *st, struct play *p, struct err *e)
{
	const struct game *gm = g->game;
	struct chance *ch = calloc(1, sizeof *ch);
	struct order o = { 0 };
	int faces[MAX_DICE], nfaces = 0;
	char replay_seed[256] = "";
	const char *seed_used = NULL;
	unsigned long long draws_before;

	if (ch == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	join_words(p->order, sizeof p->order, p->words, p->nwords);
	if (p->nwords > 0 && !strcmp(p->words[0], "decide")) {
		char text[1024];
		if (p->nwords != 2) {
			err_set(e, EXIT_USAGE, "usage: umpire resolve STATE decide ANSWER");
			goto done;
		}
		if (pending_answer(st, p->words[1], text, sizeof text, faces, &nfaces, MAX_DICE,
				replay_seed, sizeof replay_seed, e) ||
		    order_parse_line(&o, text, gm->orders, gm->norders, gm->id, e))
			goto done;
	} else {
		const struct state_row *r = pending_get(st);
		if (r != NULL) {
			err_set(e, EXIT_REFUSED, "%s: a decision is pending (%s): answer it first with "
					"'umpire resolve %s decide ANSWER'", st->path,
					state_field(r, state_col(state_kind(st, "pending"), "options")),
					st->path);
			goto done;
		}
		if (order_parse(&o, p->nwords, p->words, gm->orders, gm->norders, gm->id, e))
			goto done;
	}
	g->card = p->card;
	if (open_chance(p, st, ch, faces, nfaces, replay_seed, &seed_used, e))
		goto done;
	draws_before = ch->draws;
	if (game_resolve(g, st, &o, ch, e) || chance_finish(ch, e) ||
	    pending_record_chance(st, seed_used, ch->used, ch->nused, e))
		goto done;
	/* a pending order has drawn nothing yet: its answer replays the same dice */
	if (ch->driver == CHANCE_SEEDED && pending_get(st) == NULL) {
		char n[32];
		snprintf(n, sizeof n, "%llu", (unsigned long long)ch->draws);
		state_set(st, "draws", n);
	}
	/* for the journal: the chance options typed, so that replaying the order
	 * with them on the same state draws the same dice; and where the seeded
	 * stream stood, for the reader (draws) */
	p->used = (struct journal_chance){ .seed = p->seed, .card = p->card, .dice = p->dice,
		.draws = draws_before };
done:
	order_free(&o);
	free(ch);
	return e->code;
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
