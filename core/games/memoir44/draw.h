/*
 * draw.h: seeing a Memoir '44 game (game.h's describe and draw hooks, which
 * memoir44.c registers): describe.c says what a player tracks in a state
 * (view.h), draw.c draws the boards and the units (svg.h).
 */
#ifndef UMPIRE_M44_DRAW_H
#define UMPIRE_M44_DRAW_H

#include "m44.h"
#include "svg.h"
#include "view.h"

int m44_describe(struct game_ctx *g, struct state *st, struct view *v, struct err *e);
int m44_draw(struct game_ctx *g, struct state *st, struct svg *s, const struct svg_opts *o,
		struct err *e);

#endif
