/*
 * draw.h: seeing an Omaha game (game.h's describe and draw hooks, which
 * omaha.c registers): describe.c says what the player tracks in a state
 * (view.h), draw.c draws the map, the boxes and the counters (svg.h), both
 * from the typed model (om.h).
 */
#ifndef UMPIRE_OM_DRAW_H
#define UMPIRE_OM_DRAW_H

#include "om.h"
#include "svg.h"
#include "view.h"

int om_describe(struct game_ctx *g, struct state *st, struct view *v, struct err *e);
int om_draw(struct game_ctx *g, struct state *st, struct svg *s, const struct svg_opts *o,
		struct err *e);

#endif
