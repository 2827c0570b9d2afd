/*
 * play.h: one order played on a state, from the words typed to the new state:
 * the answer to a pending decision (pending.h), the chance driver (the dice
 * typed, the seed a decision replays, --seed, a committed turn's keyed seed, or
 * the state's own seed and draws), the game's resolution, and the bookkeeping
 * after it (the draws counter, how a new pending decision's dice were drawn).
 *
 * `umpire resolve` plays the order typed, or the lines of a committed turn;
 * `umpire verify` plays each order of a journal again: both go through
 * play_order and play_turn_step, so a journal is checked by the very code that
 * wrote it.
 */
#ifndef UMPIRE_PLAY_H
#define UMPIRE_PLAY_H

#include "game.h"
#include "journal.h"

/* The last number `set,draws` may hold (DESIGN.md: 18 digits). */
#define PLAY_MAX_DRAWS 999999999999999999ull

/* A committed turn (commit.h), as its lines are played. */
struct play_turn {
	const char *commit;     /* its commitment, 64 hex digits */
	const char *key;        /* the opponent's key */
	const char *dice_seed;  /* hex(T): the seed of its dice (commit_dice_seed) */
	const char *mover;      /* the state's `active` when the turn began, or "" */
	long line;              /* the line of its orders being played */
};

enum play_outcome {
	PLAY_DONE,      /* the order is resolved */
	PLAY_REFUSED,   /* a line of a turn the rules refused: the state is unchanged */
	PLAY_PAUSED     /* a line of a turn waits for the opponent's decision */
};

struct play {
	int nwords;
	char *const *words;   /* "assault" "from=2129" ..., or "decide" ANSWER */
	const char *dice;     /* --dice, or NULL */
	const char *seed;     /* --seed, or NULL */
	const char *card;     /* --card, or NULL; refused by a verb without cards */
	const struct play_turn *turn;   /* a line of a committed turn, or NULL */
	/* filled by play_order */
	char *order;          /* the words as one line (malloc'd: play_free) */
	struct journal_chance used;   /* the chance record of its journal row */
	int seeded;           /* the dice came from a seed (not typed) */
	unsigned long long draws_before, ndice;   /* dice rolled, from which number */
	/* filled by play_turn_step */
	enum play_outcome outcome;
	char why[1024];       /* PLAY_REFUSED: the rules' refusal */
};

/* Play the order on `st` (the game's log in g->log). On failure `st` may have
 * been changed: the caller writes nothing. A committed turn's order gets the
 * turn's keyed dice; a decision it pauses on records the turn ("turn:C:L" in
 * the pending row's seed column), never its dice seed, which would let the
 * opponent compute the rest of the turn's dice before answering. */
int play_order(struct game_ctx *g, struct state *st, struct play *p, struct err *e);

/*
 * Play one line of a committed turn (p->turn), or the answer to the decision
 * it paused on: the order is played on a copy, so that an order the rules
 * refuse (EXIT_REFUSED) leaves `st` as it was and only sets PLAY_REFUSED (the
 * turn goes on); so does a decision of the mover's own side, which a committed
 * turn must name in advance (the mover knows the dice to come). A decision of
 * the other side is PLAY_PAUSED. Any other failure is returned.
 */
int play_turn_step(struct game_ctx *g, struct state *st, struct play *p, struct err *e);

/* Play an order as far as its first die, with no dice to give (commit's check
 * of a turn, cli/commit.c): 0 with *rolled = 0 when it needs none (st is then
 * the state after it), 0 with *rolled = 1 when it reached one (st is then
 * meaningless: what follows depends on the dice), or the rules' refusal met
 * before any die. */
int play_probe(struct game_ctx *g, struct state *st, const struct play *p, int *rolled,
		struct err *e);

void play_free(struct play *p);

/* The canonical text of a state, hashed with BLAKE2b-256, as 64 hex digits. */
int play_hash(const struct game *gm, const struct state *st, char hex[65], struct err *e);

/* The value of a pending row's column, or "" (the side that decides, ...). */
const char *play_pending(const struct state *st, const char *col);

#endif
