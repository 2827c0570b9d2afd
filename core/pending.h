/*
 * pending.h: decisions a resolution waits for (DESIGN.md, "Pending decisions").
 *
 * When the rules give a player a choice the order did not name, the resolution
 * stops and the state gets one row
 *     @pending,id,side,arg,options,order,dice,seed
 *     pending,1,axis,continue,yes|no,"assault from=2129 to=2228",3;4;2;6,
 * saying who decides, which order argument the answer goes to, the legal answers,
 * the order so far, and how its dice were drawn: the faces typed with --dice, or
 * the seed of a seeded resolution. Nothing else of the state changes while a
 * decision is pending (not even the draws counter): `umpire resolve STATE decide
 * ANSWER` adds the answer to the order as that argument and resolves it again
 * from the start with the same dice (the same seed from the same draws, or the
 * same faces followed by any new --dice), so the result is the one the players
 * would have had at the table. The game writes the row (pending_add); the
 * command that drew the dice records how (pending_record_chance).
 */
#ifndef UMPIRE_PENDING_H
#define UMPIRE_PENDING_H

#include <stddef.h>

#include "err.h"
#include "state.h"

/* Record a decision. `options` is '|'-separated. */
int pending_add(struct state *st, const char *side, const char *arg,
		const char *options, const char *order, struct err *e);

/* Record how the dice of the pending order were drawn: `seed` for a seeded
 * resolution, else the supplied faces used so far. */
int pending_record_chance(struct state *st, const char *seed, const int *dice, int ndice,
		struct err *e);

/* The pending row, or NULL. */
const struct state_row *pending_get(const struct state *st);

/* Answer the pending decision: checks `answer` against the options (EXIT_USAGE
 * if not one of them), writes the new order text (the old one with the answer
 * appended to argument `arg`, comma-separated), the recorded dice or seed
 * (`seed` gets "" when the dice were supplied), and removes the row. */
int pending_answer(struct state *st, const char *answer, char *order, size_t size,
		int *dice, int *ndice, int max, char *seed, size_t seedsize, struct err *e);

#endif
