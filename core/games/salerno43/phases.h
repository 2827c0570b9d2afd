/*
 * phases.h: the ends of the phases of a Salerno 1943 game turn and the markers
 * each removes (phases.c), for the `turn` order (turn.c).
 */
#ifndef UMPIRE_S43_PHASES_H
#define UMPIRE_S43_PHASES_H

#include "s43.h"

enum s43_phase {
	S43_PHASE_COMBAT,    /* §9.9, §3.1 B a */
	S43_PHASE_MOVEMENT,  /* §27.22-§27.24, §3.1 B c */
	S43_PHASE_RETREAT,   /* §11.6, §3.1 B e */
	S43_PHASE_TURN       /* the end of the game turn (§9.9, §16.34, ...) */
};

/* Remove the markers the rules end at `end` (`active`: the active side, for
 * the movement phase), logging each with its section. 0 or EXIT_IO. */
int s43_phase_end(struct game_ctx *g, struct state *st, enum s43_phase end, int active,
		struct err *e);
/* From turn `next` on (10-morning), no unit is first wave any more (§24.12). */
int s43_phase_first_wave(struct game_ctx *g, struct state *st, int next, struct err *e);
/* The ships' "fired" markers, and the ships due back by turn `next` (§25.23,
 * §8.2): those named in `place` ("ID@HEX,...") are placed in a Gulf of Salerno
 * sea hex (§18.37, §25.11); the others are logged as due. */
int s43_phase_ships(struct game_ctx *g, struct state *st, int next, const char *place,
		struct err *e);

#endif
