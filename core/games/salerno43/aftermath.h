/*
 * aftermath.h: what comes around Salerno 1943's combats (aftermath.c): the
 * withdraw declaration (§4.3, §21.0, §9.83), the obligation to attack checked
 * at the end of the combat phase (§9.1), and the advance after combat (§11).
 * The macros splice the orders and the ruling into salerno43.c's tables.
 */
#ifndef UMPIRE_S43_AFTERMATH_H
#define UMPIRE_S43_AFTERMATH_H

#include "s43.h"

extern const struct order_param s43_withdraw_params[], s43_advance_params[];

#define S43_AFTER_RULINGS \
	{ "advance-routes", "digest", "limits", "§11.21, §11.31, §11.41; digest A21", \
	  "the advance routes of the missing figures 1-2: the digest's reading (RMF = 1/3: " \
	  "the RMF hex or a hex next to both; RMF = 1/2: those, or 2 hexes through the RMF " \
	  "hex to a hex next to one of them), or only the text's limits (1/3: any 1 hex, " \
	  "1/2: any 1 or 2 hexes); RMF = 0 is the RMF hex either way" },

int s43_withdraw_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int s43_withdraw_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
int s43_advance_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int s43_advance_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);

/* §9.1, §9.83 at the end of the active side's combat phase: EXIT_REFUSED naming
 * the hexes that had to attack (or withdraw) and did not. */
int s43_combat_obligation(struct game_ctx *g, const struct state *st, int active,
		struct err *e);

#endif
