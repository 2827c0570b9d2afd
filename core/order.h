/*
 * order.h: an order is a verb and key=value arguments:
 *     assault from=2129,2228 to=2531 def_loss=16pz-pio-3
 * Each game lists its verbs and their parameters (struct order_spec); parsing
 * checks the verb, rejects unknown and repeated keys and missing required ones,
 * and fills in defaults. What the values mean is the game's business.
 */
#ifndef UMPIRE_ORDER_H
#define UMPIRE_ORDER_H

#include "err.h"

struct order_param {
	const char *key;
	const char *form;      /* shown by `umpire orders`: "HEX[,HEX...]", "ID,...", "1|2|3" */
	const char *dflt;      /* default value, or NULL when the key is required */
	const char *help;
};

struct game_ctx;
struct state;
struct order;
struct chance;
struct odds_report;

/* Resolve one order: change `st`, draw from `c`, write the log (g->log). */
typedef int (*order_resolve_fn)(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
/* The exact outcome distribution of one order; `st` is not changed. */
typedef int (*order_odds_fn)(struct game_ctx *g, const struct state *st,
		const struct order *o, struct odds_report *r, struct err *e);

/* One verb of a game, as git's commands[]: the verb is spelled here once, with
 * its handlers. The engine calls `resolve` (play.c) and `odds` (cli/odds.c)
 * through game_resolve()/game_odds(); `odds` is NULL for a verb that leaves
 * nothing to chance, and `cards` says whether --card may come with it. */
struct order_spec {
	const char *verb;
	const char *sections;  /* rule sections it resolves: "§9" */
	const char *summary;
	const struct order_param *params;  /* terminated by a {NULL} entry */
	order_resolve_fn resolve;
	order_odds_fn odds;    /* NULL: the outcome is certain */
	int cards;             /* 1 if the order may draw or take a card (--card) */
	const char *phases;    /* the phases it belongs to, blank-separated ids of the
	                          game's sequence of play (sequence.h); NULL: any */
};

#define ORDER_MAX_ARGS 32
/* The longest order, in bytes, as one line (its words separated by one space):
 * longer ones are refused, never cut (EXIT_USAGE). */
#define ORDER_MAX_TEXT 4096

struct order {
	const struct order_spec *spec;
	int n;
	char *key[ORDER_MAX_ARGS];
	char *val[ORDER_MAX_ARGS];
	int given[ORDER_MAX_ARGS];  /* 1 if typed, 0 if a default (key and val are then
	                               the spec's own strings, never freed or written) */
	char text[ORDER_MAX_TEXT + 1];  /* the order as one line, canonical */
};

/* Parse argv (the verb first) against the orders of the game `game` (its id,
 * named in the hints of the messages: "see 'umpire orders salerno43'"; NULL
 * says GAME). Unknown verb or key (with the nearest one, if any: "did you
 * mean"), repeated key, missing required key or an argument without '=':
 * EXIT_USAGE. */
int order_parse(struct order *o, int argc, char *const *argv,
		const struct order_spec *specs, int nspecs, const char *game, struct err *e);
/* Parse one line of text (split on blanks) the same way (for --batch). */
int order_parse_line(struct order *o, const char *line,
		const struct order_spec *specs, int nspecs, const char *game, struct err *e);
/* An empty order (what order_free takes): all but the text's unused bytes
 * zeroed, so that a 4 KiB buffer on the stack is not written for nothing. */
void order_init(struct order *o);
void order_free(struct order *o);

/* The value (typed or default), or NULL when neither. */
const char *order_get(const struct order *o, const char *key);
int order_given(const struct order *o, const char *key);

/* Split a comma list into at most `max` items of at most `size` bytes each;
 * returns the count, or -1 if an item is empty or too long or there are too many. */
int order_split(const char *val, char *items, int size, int max);

#endif
