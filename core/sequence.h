/*
 * sequence.h: where the game stands in its rulebook's sequence of play, and
 * which orders belong there (DESIGN.md, "The sequence of play").
 *
 * A game lists its phases in order (struct seq_phase), each with the id the
 * state records (`set,phase,ID`), and each verb of its orders table may list
 * the phases it belongs to (order_spec.phases, blank-separated ids; NULL for a
 * verb of any phase, such as the one that advances the turn). The state also
 * records the turn (`set,turn`) and the active player (`set,active`), in the
 * game's own terms; which player an order acts for is the game's business.
 *
 * game_resolve() asks seq_allows() before the verb's handler runs: an order
 * outside its phases is refused (exit 1) citing the sequence of play, unless
 * the ruling `sequence` (which a game with phases lists among its rulings,
 * default `enforce`, alternative `off`) is `off`, when the log says the check
 * was skipped. A state without a `set,phase` row is not checked here: the
 * game checks what the turn alone decides (a night turn has no combat).
 */
#ifndef UMPIRE_SEQUENCE_H
#define UMPIRE_SEQUENCE_H

#include "err.h"

struct game_ctx;
struct state;
struct order;

struct seq_phase {
	const char *id;        /* as `set,phase` records it: "movement", "combat" */
	const char *title;     /* for the log: "the movement phase" */
	const char *section;   /* the rule that puts it in the turn: "§3.1 A b" */
};

/* The phase the state records (its `set,phase` value), or NULL if none. */
const char *seq_phase_of(const struct state *st);
/* The game's phase of that id, or NULL. */
const struct seq_phase *seq_find(const struct seq_phase *phases, int n, const char *id);
/* 1 if the blank-separated list `phases` holds `id` (NULL holds every id). */
int seq_lists(const char *phases, const char *id);

/* May the order be given now? 0, or EXIT_REFUSED with the phase it belongs
 * to and the sequence's section; EXIT_DATA if the state records a phase the
 * game does not have. */
int seq_allows(struct game_ctx *g, const struct state *st, const struct order *o,
		struct err *e);

#endif
