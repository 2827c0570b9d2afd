/*
 * draw.h: seeing a Heroes of Normandie game (game.h's describe and draw hooks,
 * which heroes.c registers): describe.c says what the player tracks in a state
 * (view.h), draw.c draws the board of squares, its Lines, terrain elements,
 * markers and units (svg.h), both from the typed model (hon.h).
 */
#ifndef UMPIRE_HON_DRAW_H
#define UMPIRE_HON_DRAW_H

#include "hon.h"
#include "svg.h"
#include "view.h"

int hon_describe(struct game_ctx *g, struct state *st, struct view *v, struct err *e);
int hon_draw(struct game_ctx *g, struct state *st, struct svg *s, const struct svg_opts *o,
		struct err *e);

/* describe.c: a unit's place as `at` says it ("C4", "offmap", "eliminated",
 * "aboard", "out", "held", "gone"), and a marker's ("C4", "+C4", "+C3-+D3",
 * "-" when not placed). */
char *hon_place_text(const struct hon_unit *u, char *buf, size_t size);
char *hon_marker_text(const struct hon_marker *mk, char *buf, size_t size);
extern const char *const hon_marker_kind_names[];

#endif
