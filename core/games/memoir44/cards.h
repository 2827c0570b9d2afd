/*
 * cards.h: the command cards of Memoir '44, shared by the files of the card
 * family: cards.c (a card of tables/memoir44/cards.csv, the card in force this
 * turn, which units it orders and what they may do), deck.c (the deck in the
 * state: draw pile, discards and hands per board, the deal and the draw),
 * turn.c (the sequence of play: play, order, turn, end) and tactics.c (the
 * tactic cards that roll dice when played: Their Finest Hour, Medics &
 * Mechanics; Dig-In's sandbags).
 *
 * The seed names only four cards (Reconnaissance 1, Attaque aerienne, Tir de
 * barrage, Action Heroique: L181, L183, L300, L316) and the decks to use (L480,
 * L488); every card's text, count and effect is base game, not in the seed
 * (digest B-5), with its provenance in the table's `source` column.
 */
#ifndef UMPIRE_M44_CARDS_H
#define UMPIRE_M44_CARDS_H

#include "m44.h"

/* The decks the seed names (L480-L488): the base game's, two of them mixed,
 * Winter Wars' Breakthrough deck (the recommended one), Overlord's. */
enum m44_deck { M44_DECK_STANDARD, M44_DECK_DOUBLE, M44_DECK_BREAKTHROUGH, M44_DECK_OVERLORD };

/* What a card does: the rules code that plays it (cards.csv `effect`). */
enum m44_effect {
	M44_E_SECTION, M44_E_EACH, M44_E_FLANKS, M44_E_AIR, M44_E_AMBUSH, M44_E_ARMOR_ASSAULT,
	M44_E_ART_BOMBARD, M44_E_BARRAGE, M44_E_BEHIND, M44_E_CLOSE, M44_E_COUNTER,
	M44_E_DIG_IN, M44_E_DIRECT, M44_E_FIREFIGHT, M44_E_INF_ASSAULT, M44_E_MEDICS,
	M44_E_MOVE_OUT, M44_E_FINEST,
	M44_E_COUNT                    /* "SECTION:N": a section and a unit count */
};

/* Unit classes a card orders (cards.csv `who`): bits 1 << M44_CL_*. */
#define M44_WHO_ANY 0u

struct m44_card {
	char name[32];                 /* as printed: "Probe", "Air Power" */
	char text[48];                 /* the card in words: "Probe Left" */
	char face[40];                 /* its printed face, as card rows name it:
	                                  "Probe Left", "Infantry Assault" */
	int deck, effect;
	unsigned sections;             /* the section it orders (the player's view) */
	int units, onmove;             /* units ordered (-1 all; per section for each,
	                                  flanks), more "on the move" (Breakthrough) */
	unsigned who;                  /* classes it orders, M44_WHO_ANY for any */
	int bonus;                     /* battle dice added */
	int draw, keep;                /* cards drawn and kept at the end (-1 unknown) */
	int dice;                      /* dice it rolls (-1 one per card in hand, -2 ?) */
	int stars;                     /* stars hit (Barrage) */
	int air[2];                    /* Air Power dice per hex, by side */
	int move, move_battle;         /* an ordered unit's allowances (-1 its own) */
	int recon1;                    /* a Recon 1: +2 reinforcement dice (L181) */
	int countered;                 /* played through a Counter-Attack */
	int fresh;                     /* named by --card and not yet recorded: the
	                                  order that names it plays it */
	int row;                       /* its row in the table */
};

/* The deck in use: set,deck (default breakthrough, the seed's advice, L480). */
int m44_deck_of(const struct state *st, int *deck, struct err *e);
const char *m44_deck_name(int deck);

/* A card by its words: "Probe Left", "Recon 1 Centre", "Air Power",
 * "Infantry Assault Right", "Counter-Attack: Probe Left" (a copy made by a
 * Counter-Attack), or "SECTION:N" ("centre:2"). EXIT_USAGE when no card of the
 * deck has that name. */
int m44_card_parse(struct game_ctx *g, int deck, const char *text, struct m44_card *c,
		struct err *e);

/* A card row's name: a printed face of the deck ("Probe Left", "Infantry
 * Assault"); *copies gets how many the deck holds. EXIT_USAGE if none. */
int m44_card_face(struct game_ctx *g, int deck, const char *name, struct m44_card *c,
		int *copies, struct err *e);

/* After an order that named its card with --card: a card not yet recorded is
 * played now (from the hand when the state holds one, L181), for the turn. */
int m44_card_commit(struct game_ctx *g, struct state *st, int side, int board, struct err *e);

/* The key of the card a side plays this turn on a board: "card.allies", or
 * "card.allies.2" on board 2. */
const char *m44_card_key(int side, int board, char *buf, size_t size);
/* A side's scalar of a board: KEY.SIDE on board 1, KEY.SIDE.B on board B > 1
 * (card, roll, last, hand, deal.due...: one spelling for all of them). */
const char *m44_board_key(const char *key, int side, int board, char *buf, size_t size);

/* The card in force for `side` on `board`: --card, else the one recorded
 * (set,card.SIDE); *have 0 when neither. A --card that is not the recorded card
 * is refused. */
int m44_card_now(struct game_ctx *g, const struct state *st, int side, int board,
		struct m44_card *c, int *have, struct err *e);

/* Is the sequence of play enforced? A phase recorded and the ruling sequence
 * not off. */
int m44_phase_enforced(struct game_ctx *g, const struct state *st);

/* What a unit does under the card. */
enum m44_act { M44_ACT_MOVE, M44_ACT_BATTLE, M44_ACT_ORDER, M44_ACT_ONMOVE };

/* The board a hex is on (1 for a single board; the joined half-hex column of
 * boards k and k+1 is board k's). */
int m44_board_of(const struct m44_map *m, struct grid_hex h);

/* The board of the player who plays u this turn: the one that ordered it (a
 * unit that crossed to another board passes to that board's player only at the
 * end of the turn, §VI-Single L484), else the board it stands on. */
int m44_unit_board(const struct m44_map *m, const struct m44_unit *u);

/* May u act so this turn? Orders it when the card allows one more (a state
 * without a recorded phase), refuses a unit the card does not order, and what
 * the card forbids the units it orders (on the move, Dig-In, Firefight, Close
 * Assault). Sets M44_F_ORDERED or M44_F_ONMOVE on u. `dist` is the battle's
 * range (0 for a move). */
int m44_card_act(struct game_ctx *g, const struct state *st, struct m44_map *m,
		struct m44_unit *u, int act, int dist, struct err *e);

/* Order u under card c (the order `order`): `onmove` for a unit on the move.
 * Refuses a unit the card does not order, or one more than it orders. */
int m44_card_order(struct game_ctx *g, struct m44_map *m, const struct m44_card *c,
		struct m44_unit *u, int onmove, struct err *e);

/* The battle dice a card adds (Their Finest Hour, Firefight, Close Assault,
 * Armor Assault, Behind Enemy Lines), with the rule in *why. */
int m44_card_bonus(const struct m44_card *c, const struct m44_unit *u, int dist, int second,
		const char **why);

/* The move allowances a card gives u (Artillery Bombard, Infantry Assault,
 * Behind Enemy Lines): 0 and *move, *battle set, or -1 when the card leaves
 * them. *free is 1 when terrain movement restrictions are ignored. */
int m44_card_moves(const struct m44_card *c, const struct m44_unit *u, int *move, int *battle,
		int *free);

/* The deck in the state (deck.c). */
struct m44_cardrow {
	const char *id, *name;         /* "c001", "Probe Left" */
	int board;
	char pile[24];                 /* draw, discard, hand.SIDE, play.SIDE */
	int row, line;
};

struct m44_cards {
	struct m44_cardrow *c;
	int n;
	int deck;
};

/* Load the card rows (none: n = 0), checking each against the deck. */
int m44_cards_load(struct game_ctx *g, const struct state *st, struct m44_cards *k,
		struct err *e);
void m44_cards_free(struct m44_cards *k);
/* Cards of a pile on a board. */
int m44_cards_count(const struct m44_cards *k, int board, const char *pile);
/* The first card of that name in a pile, or NULL. */
struct m44_cardrow *m44_cards_find(struct m44_cards *k, int board, const char *pile,
		const char *name);
/* Move a card to another pile (in the model); write every card's pile back. */
void m44_cards_move(struct m44_cardrow *r, const char *pile);
int m44_cards_store(struct state *st, const struct m44_cards *k, struct err *e);

/* Does the side's hand hold a card of that face? 1, 0, -1 when the state holds
 * no deck, -2 on error. m44_cards_react plays it out of turn (Ambush) to
 * play.SIDE, without recording it as the side's card of the turn. */
int m44_cards_holds(struct game_ctx *g, const struct state *st, int side, int board,
		const char *face, struct err *e);
int m44_cards_react(struct game_ctx *g, struct state *st, int side, int board,
		const char *face, struct err *e);

/* The hand of a side on a board, the card just played included, for the
 * reinforcement roll and Their Finest Hour (L181): from the card rows, else
 * set,hand.SIDE; -1 when neither. */
int m44_hand_size(struct game_ctx *g, const struct state *st, int side, int board,
		struct err *e);

/* Play a card from the side's hand: it goes to play.SIDE (EXIT_REFUSED when the
 * hand does not hold it). A state without card rows records it only. */
int m44_cards_play(struct game_ctx *g, struct state *st, int side, int board,
		const struct m44_card *c, struct err *e);

/* The draw at the end of a turn (B-5; scenario pages' extra draws): the played
 * card is discarded, an Ambush's owner draws first, Their Finest Hour
 * reshuffles, a Recon draws 2 and keeps 1. May stop with a pending decision
 * (which card to keep; *pending set). */
int m44_cards_draw(struct game_ctx *g, struct state *st, const struct order *o, int side,
		int board, struct chance *c, int *pending, struct err *e);

/* Their Finest Hour's and Medics & Mechanics' roll when played (tactics.c),
 * Dig-In's sandbags when ordered. */
int m44_tactic_play(struct game_ctx *g, struct state *st, struct m44_map *m,
		const struct order *o, const struct m44_card *c, int board, struct chance *ch,
		struct err *e);
int m44_tactic_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		const struct m44_card *c, struct odds_report *r, struct err *e);
int m44_dig_in(struct game_ctx *g, struct state *st, struct m44_map *m, struct m44_unit *u,
		struct err *e);
/* The Finest Hour roll recorded this turn: infantry, armor, stars (-1 none). */
int m44_finest_roll(const struct state *st, int side, int board, int roll[3]);

#endif
