/*
 * play.h: one order played on a state, from the words typed to the new state:
 * the answer to a pending decision (pending.h), the chance driver (the dice
 * typed, the seed a decision replays, --seed, or the state's own seed and
 * draws), the game's resolution, and the bookkeeping after it (the draws
 * counter, how a new pending decision's dice were drawn).
 *
 * `umpire resolve` plays the order typed; `umpire verify` plays each order of
 * a journal again: both go through play_order, so a journal is checked by the
 * very code that wrote it.
 */
#ifndef UMPIRE_PLAY_H
#define UMPIRE_PLAY_H

#include "game.h"
#include "journal.h"

struct play {
	int nwords;
	char *const *words;   /* "assault" "from=2129" ..., or "decide" ANSWER */
	const char *dice;     /* --dice, or NULL */
	const char *seed;     /* --seed, or NULL */
	const char *card;     /* --card, or NULL; refused by a game without cards */
	/* filled by play_order, for the journal */
	char order[1024];     /* the words as one line */
	struct journal_chance used;   /* the chance options typed, and draws */
};

/* Play the order on `st` (the game's log in g->log). On failure `st` may have
 * been changed: the caller writes nothing. */
int play_order(struct game_ctx *g, struct state *st, struct play *p, struct err *e);

/* The canonical text of a state, hashed with BLAKE2b-256, as 64 hex digits. */
int play_hash(const struct game *gm, const struct state *st, char hex[65], struct err *e);

#endif
