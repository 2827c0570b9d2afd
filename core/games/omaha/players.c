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

static const char *division(int d)
{
	return om_division(d);
}

void om_two_player_choice(struct om_model *m, const struct om_unit *u)
{
	int mover = om_rule_is(m, "a33-two-player-choice", "mover");
	const char *tp = om_get(m, OM_K_TWO_PLAYER);

	if (!tp || strcmp(tp, "1") || u->div == u->command)
		return;
	log_step(m->g->log, "§7.22", "Two players: %s (%s Division) is under the %s Division's "
			"control; its choices are the %s Division player's (ruling "
			"a33-two-player-choice=%s)", u->id, division(u->div), division(u->command),
			division(mover ? u->command : u->div), mover ? "mover" : "owner");
}
