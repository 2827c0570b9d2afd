/*
 * sequence.c: Salerno 1943's sequence of play (§3) as the orders meet it.
 *
 * The phases are registered in salerno43.c (struct seq_phase: the ids that
 * `set,phase` records), and core/sequence.c refuses a verb given out of its
 * phases. What a verb's handler adds is here:
 *
 *   s43_seq_note        a state that records no phase: said once in the log of
 *                       every order (salerno43.c calls it before each handler);
 *   (seq_need)          a mode of a verb that belongs to fewer phases than the
 *                       verb (land fire=, bombard kind=air, a reinforcement's
 *                       move...) is checked by core/sequence.c's seq_need;
 *   s43_seq_day         with no phase recorded, what the turn alone decides:
 *                       a night turn has no combat, advance after combat or
 *                       retreat phase (§3.3), so no assault, artillery
 *                       bombardment, withdraw, advance or retreat at night;
 *   s43_seq_unmoved     with no phase recorded, what the markers tell: once a
 *                       unit of the active player is marked "moved", his
 *                       movement phase (§3.1 B c) has begun, so his combat phase
 *                       (B a), with its withdraw declarations (§21.0), is over.
 *
 * The walk of the phases by the `turn` order is phases.c's.
 */
#include <string.h>

#include "s43.h"

int s43_seq_recorded(const struct state *st)
{
	return seq_phase_of(st) != NULL;
}

void s43_seq_note(struct game_ctx *g, const struct state *st)
{
	if (!s43_seq_recorded(st))
		log_step(g->log, "§3", "The state records no phase (set,phase): umpire checks "
				"only what the turn and the markers tell of the sequence of play");
}

/* Ruling sequence=off: the players resolve out of order on purpose. */
static int off(struct game_ctx *g, const struct state *st)
{
	const char *rule = game_rule(g, st, "sequence");

	return rule != NULL && strcmp(rule, "off") == 0;
}

int s43_seq_day(struct game_ctx *g, const struct state *st, const char *what,
		struct err *e)
{
	int t;
	char now[16];

	if (s43_seq_recorded(st) || s43_turn_get(st, &t, e) || t < 0 ||
	    s43_turn_period(t) != S43_NIGHT)
		return e->code;
	s43_turn_format(t, now, sizeof now);
	if (off(g, st)) {
		log_step(g->log, "§3.3", "Ruling sequence=off: '%s' is given in the night turn "
				"%s, which has no such phase", what, now);
		return 0;
	}
	return kit_refuse(e, "§3.3", "'%s' has no phase in a night turn (%s): a night has "
			"reinforcements, recovery and works, no combat, advance after combat or "
			"retreat", what, now);
}

int s43_seq_unmoved(struct game_ctx *g, const struct state *st, const struct s43_map *m,
		int side, const char *what, const char *rule, struct err *e)
{
	if (s43_seq_recorded(st))
		return 0;
	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *u = &m->units[i];
		if (!u->onmap || u->side != side || !(u->flags & S43_F_MOVED))
			continue;
		if (off(g, st)) {
			log_step(g->log, "§3.1 B", "Ruling sequence=off: '%s' after the %s "
					"player's movement (%s is marked moved)", what,
					s43_side_m(side), u->id);
			return 0;
		}
		return kit_refuse(e, rule, "'%s': %s is marked moved: the %s player's "
				"movement phase has begun, and his combat phase, which comes "
				"before it, is over", what, u->id, s43_side_m(side));
	}
	return 0;
}
