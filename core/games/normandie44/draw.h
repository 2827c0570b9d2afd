/*
 * draw.h: seeing a Normandie 1944 game (game.h's describe and draw hooks,
 * which normandie44.c registers): describe.c says what the player tracks in a
 * state (view.h), draw.c draws the map, the strategic boxes and the counters
 * (svg.h), both from the typed model (n44.h).
 */
#ifndef UMPIRE_N44_DRAW_H
#define UMPIRE_N44_DRAW_H

#include "n44.h"
#include "svg.h"
#include "view.h"

int n44_describe(struct game_ctx *g, struct state *st, struct view *v, struct err *e);
int n44_draw(struct game_ctx *g, struct state *st, struct svg *s, const struct svg_opts *o,
		struct err *e);

/* describe.c: the names of the model's enums, as the state writes them. */
extern const char *const n44_depot_kind_names[];
extern const char *const n44_depot_face_names[];
extern const char *const n44_air_where_names[];
extern const char *const n44_air_type_names[];

#endif
