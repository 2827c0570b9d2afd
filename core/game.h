/*
 * game.h: what a ruleset registers with the engine, and the context a command
 * hands it.
 *
 * A game is a table of function pointers and data, like git's builtin commands:
 * its id and title, its orders (order.h), its disputed points (rulings), the
 * canonical order of its state's kinds, and its check/show/resolve/odds entry
 * points. The CLI finds a game with game_find() and never knows any rule.
 */
#ifndef UMPIRE_GAME_H
#define UMPIRE_GAME_H

#include <stdio.h>

#include "chance.h"
#include "err.h"
#include "frac.h"
#include "log.h"
#include "odds.h"
#include "order.h"
#include "sequence.h"
#include "state.h"
#include "table.h"

struct svg;
struct svg_opts;
struct view;

struct ruling {
	const char *id;
	const char *dflt;          /* the default ruling: the reading the text supports best */
	const char *alts;          /* the alternatives, "|"-separated */
	const char *sections;
	const char *summary;
};

#define GAME_MAX_RULES 32

/* What a command hands the game. */
struct game_ctx {
	const struct game *game;
	struct tables *tables;
	struct log *log;
	/* --rule ID=VALUE, in the order given */
	const char *rule_id[GAME_MAX_RULES];
	const char *rule_val[GAME_MAX_RULES];
	int nrules;
	/* --card, as typed (NULL if absent): a card drawn or played at the table.
	 * The game parses it (its man page documents the syntax); only games
	 * with `cards` set receive one. */
	const char *card;
	/* 1 in a committed turn (play by e-mail, umpire(1)): every die comes from
	 * the seed, the commitment and the opponent's key, so a game refuses what
	 * would let the mover name chance himself (a card "drawn at the table"). */
	int committed;
	/* The game's own cache for the life of this context (a batch of odds, or
	 * one command): what its handlers set up from the state and the tables
	 * alone, the same for every order (the map, the rule tables read into
	 * arrays, the rulings in force), built on first use and kept. The game
	 * owns it, and frees it in its `cache_free` hook (game_ctx_release). The
	 * state must not change while a cache is kept: a command that changes it
	 * releases the context first. */
	void *cache;
};

/* The ruling `id` of a game (NULL if none), and whether `value` is its default
 * or one of its alternatives. */
const struct ruling *game_ruling(const struct game *gm, const char *id);
int game_ruling_allows(const struct ruling *r, const char *value);
/* The scalars every game shares: house rules stored in a state
 * (`set,rule.ID,VALUE`) must name a ruling of the game and one of its values,
 * and `set,draws,N` must be a count: EXIT_DATA with file:line:column otherwise. */
int game_check_house_rules(const struct game *gm, const struct state *st, struct err *e);

/* The value in force for a ruling: --rule, else `set,rule.ID,VALUE` in the state,
 * else the default. NULL if the game has no such ruling. */
const char *game_rule(const struct game_ctx *g, const struct state *st, const char *id);
/* 1 if the value in force is not the default (the log says so). */
int game_rule_changed(const struct game_ctx *g, const struct state *st, const char *id);

struct game {
	const char *id;
	const char *title;
	const char *digest;        /* the rule digest the man page cites */
	const struct order_spec *orders;
	int norders;
	const struct ruling *rulings;
	int nrulings;
	const char *const *kinds;  /* canonical order of the state's kinds, NULL-terminated */
	const char *const *tables; /* the game's tables, NULL-terminated */
	/* the sequence of play (sequence.h): its phases in order, and the section
	 * that gives it ("§3"); nphases 0 for a game that does not record one */
	const struct seq_phase *phases;
	int nphases;
	const char *sequence;

	/* Validate a state against the game (columns, values, references). */
	int (*check)(struct game_ctx *g, struct state *st, struct err *e);
	/* Optional: check one of its tables, filled in by an owner of the game
	 * (`umpire check --tables DIR`), against what its cells may hold, with the
	 * parsers its rules use: 0, or EXIT_DATA naming file:line:column. NULL: the
	 * shape checks of table.h alone. */
	int (*check_table)(const struct table *t, struct err *e);
	/* Free what the game's handlers kept in g->cache (NULL: they keep none). */
	void (*cache_free)(void *cache);

	/* Seeing the game (core/games/README.md, "Drawing"). Both optional, each
	 * in the game's own file (describe.c, draw.c); called on a checked state.
	 * describe: what a player tracks, as typed records (view.h), for `show`
	 * in text, CSV and JSON, for `diff` and `show --since`; NULL: the state's
	 * rows as they are (view_from_state).
	 * draw: the picture of the state (svg.h): the board from core/grid's
	 * geometry, the counters, the legend; NULL: `show --format svg` says the
	 * game has no picture yet. */
	int (*describe)(struct game_ctx *g, struct state *st, struct view *v, struct err *e);
	int (*draw)(struct game_ctx *g, struct state *st, struct svg *s,
			const struct svg_opts *o, struct err *e);
};

/* Free the game's cache of a context (see game_ctx.cache); g->cache is NULL after. */
void game_ctx_release(struct game_ctx *g);

const struct game *game_find(const char *id);
const struct game *const *game_all(int *n);
const struct order_spec *game_order(const struct game *gm, const char *verb);

/* Resolve one parsed order through its verb's handler (order.h): a --card in
 * g->card is refused (EXIT_USAGE) unless the verb takes one. */
int game_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
/* The odds of one parsed order through its verb's handler; a verb without one
 * leaves nothing to chance (EXIT_USAGE, saying so). The summary fields the
 * handler left empty are filled from its expectations (odds_report_finish);
 * an order refused for its size is named in the message. */
int game_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
/* 1 if some verb of the game takes --card. */
int game_takes_cards(const struct game *gm);

#endif
