/*
 * draw.h: seeing a Salerno game (game.h's describe and draw hooks, which
 * salerno43.c registers): describe.c says what a player tracks in a state
 * (view.h), draw.c draws the map and its counters (svg.h).
 */
#ifndef UMPIRE_S43_DRAW_H
#define UMPIRE_S43_DRAW_H

#include "s43.h"
#include "svg.h"
#include "view.h"

int s43_describe(struct game_ctx *g, struct state *st, struct view *v, struct err *e);
int s43_draw(struct game_ctx *g, struct state *st, struct svg *s, const struct svg_opts *o,
		struct err *e);

#endif
