/*
 * pending.h: decisions a resolution waits for (DESIGN.md, "Pending decisions").
 *
 * When the rules give a player a choice the order did not name, the resolution
 * stops and the state gets one row
 *     @pending,id,side,arg,options,order,dice
 *     pending,1,axis,continue,yes|no,"assault from=2129 to=2531",3;4;2;6
 * saying who decides, which order argument the answer goes to, the legal answers,
 * the order so far and the dice it has used. Nothing else of the state changes
 * while a decision is pending: `umpire resolve STATE decide ANSWER` adds the
 * answer to the order as that argument and resolves it again from the start,
 * with the same dice (the seed and the draws counter are unchanged, and supplied
 * dice are replayed from the row), so the result is the one the players would
 * have had at the table.
 */
#ifndef UMPIRE_PENDING_H
#define UMPIRE_PENDING_H

#include <stddef.h>

#include "err.h"
#include "state.h"

/* Record a decision. `options` is '|'-separated; `dice` are the faces used so
 * far (recorded so that a --dice game can be replayed). */
int pending_add(struct state *st, const char *side, const char *arg,
		const char *options, const char *order, const int *dice, int ndice,
		struct err *e);

/* The pending row, or NULL. */
const struct state_row *pending_get(const struct state *st);

/* Answer the pending decision: checks `answer` against the options (EXIT_USAGE
 * if not one of them), writes the new order text (the old one with the answer
 * appended to argument `arg`, comma-separated) and the recorded dice, and
 * removes the row. */
int pending_answer(struct state *st, const char *answer, char *order, size_t size,
		int *dice, int *ndice, int max, struct err *e);

#endif
