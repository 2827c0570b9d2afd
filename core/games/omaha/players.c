/*
 * players.c: the two-player game (§1, §7.22): which player makes the
 * choices for a unit under the other division's control.
 *
 * In the two-player game each player runs one US division (§1: the 1st in the
 * East, the 29th in the West). A unit moved more than one hex beyond the
 * sector line passes to the other division (§7.22; unit column `command`),
 * while its own division stays in `div`. Who then makes the "your choice"
 * decisions of the rules for it (which unit takes a loss, whether it completes
 * a move, ...) is not in the text (ruling a33-two-player-choice):
 *   owner  (default) the player of its own division (`div`);
 *   mover  the player of the division commanding it (`command`).
 * umpire does not know who types an order: it names the player in the log.
 */
#include <stdio.h>
#include <string.h>

#include "om.h"

static const char *division(const char *d)
{
	return !strcmp(d, "1") ? "1st" : !strcmp(d, "29") ? "29th" : d;
}

void om_old_two_player_choice(struct game_ctx *g, const struct state *st, struct om_units *u, int i)
{
	const struct state_row *r = &u->k->rows[i];
	const char *div = state_field(r, u->div), *cmd = state_field(r, u->command);
	const char *tp = state_get(st, "two_player"), *a33 = game_rule(g, st, "a33-two-player-choice");
	int mover = a33 && !strcmp(a33, "mover");

	if (!tp || strcmp(tp, "1") || !strcmp(div, cmd))
		return;
	log_step(g->log, "§7.22", "Two players: %s (%s Division) is under the %s Division's "
			"control; its choices are the %s Division player's (ruling "
			"a33-two-player-choice=%s)", state_field(r, u->id), division(div),
			division(cmd), division(mover ? cmd : div), mover ? "mover" : "owner");
}
