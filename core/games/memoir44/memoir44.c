/*
 * memoir44.c: Memoir '44 with the D-Day Landings expansion registers with the
 * engine here: its orders and their parameters, its disputed points (rulings,
 * the digest's section 10, A-1 to A-38), the order of its state's kinds, and the
 * check and show commands. Each verb is spelled once, in `orders`, with its
 * handlers; each order family lives in its own file (fire.c, move.c,
 * reinforce.c, deploy.c, control.c), whose resolver first logs the rulings
 * that differ from their default (m44_rulings_log).
 *
 * Rules: ../shared/rules/memoir44.md (digest), ../shared/seeds/002_*.txt (the
 * French rulebook, the authority). Man page: umpire-memoir44(7).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "draw.h"
#include "kit.h"
#include "sequence.h"
#include "pending.h"

#define P_FROM(help) { "from", "HEX", NULL, help }
#define P_IGNORE { "ignore", "yes|no", "yes", "whether a target that may ignore a flag " \
	"(sandbags, bunker, church, a destroyer's first flag) does so" }
#define P_RETREAT { "retreat", "HEX", "", "where the target ends its retreat when it has a " \
	"choice (B-11); asked as a pending decision when needed and not given" }

static const struct order_param fire_params[] = {
	P_FROM("the battling unit's hex"),
	{ "to", "HEX", NULL, "the target's hex, 2 or more hexes away" },
	P_IGNORE,
	P_RETREAT,
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param assault_params[] = {
	P_FROM("the battling unit's hex"),
	{ "to", "HEX", NULL, "the adjacent target hex" },
	{ "take", "yes|no", "no", "take ground in the emptied hex (B-12)" },
	P_IGNORE,
	P_RETREAT,
	{ "att_retreat", "HEX", "", "where the attacker ends a retreat forced by a BCF battle "
		"back (B-16) or an Ambush" },
	{ "ambush", "yes|no", "no", "the defender plays Ambush (B-5): its unit battles first" },
	{ "mines", "N", "", "taking ground onto a hidden minefield: the value its owner "
		"reveals (base game 5.2)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param bombard_params[] = {
	{ "by", "unit|barrage|air", "unit", "a heavy artillery or destroyer (from=), a Recon 1 "
		"played as an off-board barrage (§II-OffBoard), or an air attack (§II-AirSup)" },
	{ "from", "HEX", "", "by=unit: the heavy artillery's or destroyer's hex" },
	{ "to", "HEX[,HEX...]", NULL, "the target hex; by=air: up to 4 adjacent hexes" },
	P_IGNORE,
	P_RETREAT,
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param move_params[] = {
	{ "unit", "ID", NULL, "the unit that moves" },
	{ "path", "HEX[,HEX...]", NULL, "the hexes entered, in order" },
	{ "order", "card|flag", "card", "ordered by the command card, or by a reinforcement "
		"flag (moves only, §II-Reinf L235)" },
	{ "exit", "yes|no", "no", "leave the board from an exit hex at the end of the path "
		"(§S-Gold, §S-Utah)" },
	{ "mines", "N", "", "a hidden minefield entered at the end of the path: the value "
		"its owner reveals (base game 5.2)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param land_params[] = {
	{ "unit", "ID", NULL, "the landing craft" },
	{ "path", "HEX[,HEX...]", "", "its move, at most 2 hexes; it stops on the first "
		"littoral hex (§II-Reinf L203-L209)" },
	{ "redeploy", "HEX", "", "the landing-craft icon hex the emptied craft goes to" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param reinforce_params[] = {
	{ "side", "allies|axis", "", "who rolls (default: set,active)" },
	{ "hand", "N", "", "command cards in hand, the one just played included "
		"(default: the deck's card rows, else set,hand.SIDE)" },
	{ "recon1", "yes|no|barrage", "", "the card played is a Recon 1 (+2 dice, L181), also "
		"played as a barrage (default: the card the side played, set,card.SIDE)" },
	{ "mode", "standard|overthrough", "standard", "OverThrough reads its turn table "
		"(§VI-OverThrough L506-L516)" },
	{ "turn", "N", "", "overthrough: the side's turn number (default set,turn.SIDE)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param deploy_params[] = {
	{ "id", "ID", NULL, "the new unit's id" },
	{ "type", "TYPE", NULL, "its type (units table)" },
	{ "via", "entry|lc|beach|adjacent|forest", "", "how it arrives: an Axis Entry hex "
		"(default for the Axis), an empty landing craft (default for the Allies), the beach "
		"of controlled sections, next to a friendly unit (paratroopers, R12), a forest next "
		"to a friendly unit (Resistance)" },
	{ "hex", "HEX", "", "where it arrives (not with via=lc)" },
	{ "lc", "ID", "", "via=lc: the empty landing craft" },
	{ "nation", "XX", "", "its nation (GB, CA, US, DE...)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param control_params[] = {
	{ "scenario", "sword|juno|gold|omaha|utah|american_airborne", "", "default: "
		"set,scenario" },
	{ NULL, NULL, NULL, NULL },
};

#define P_DRAW { "keep", "ID[+ID]", "", "the card(s) kept of those drawn after a Recon (B-5); " \
	"asked as a pending decision when needed and not given" }, \
	{ "drawn", "NAME,...", "", "the cards drawn at the table, in order, words joined by '-' " \
	"(probe-left): else each is drawn by a die (umpire-memoir44(7), DECK)" }

static const struct order_param clear_params[] = {
	{ "unit", "ID", NULL, "the infantry unit standing on wire" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param end_params[] = {
	P_DRAW,
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param turn_params[] = {
	P_DRAW,
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param play_params[] = {
	{ "board", "N", "", "the board whose player plays (default 1)" },
	{ "hand", "N", "", "Their Finest Hour, Medics & Mechanics: the cards in hand, this one "
		"included (default: the state's)" },
	{ "unit", "ID", "", "Medics & Mechanics: the unit that lost figures" },
	{ "heal", "ID,...", "", "Medics & Mechanics (Breakthrough): the units that may recover "
		"figures, in the order the dice go to them" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param order_params[] = {
	{ "units", "ID,...", "", "the units the card orders" },
	{ "onmove", "ID,...", "", "units on the move (Breakthrough section cards: move, no "
		"battle)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param deal_params[] = {
	{ "deck", "standard|double|breakthrough|overlord", "", "the deck (default set,deck, "
		"else breakthrough, L480)" },
	{ "board", "N", "", "the board whose deck is dealt (default 1)" },
	{ "allies", "N", "", "the Allied starting hand (default: the scenario's)" },
	{ "axis", "N", "", "the Axis starting hand (default: the scenario's)" },
	{ "drawn", "NAME,...", "", "the cards dealt at the table, Allies' then Axis'" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_spec orders[] = {
	{ "play", "B-5, B-7; §II-Reinf L183", "play a command card (--card): it is recorded "
	  "for the turn; Their Finest Hour and Medics & Mechanics roll", play_params,
	  m44_play_resolve, m44_play_odds, 1, "card" },
	{ "order", "B-5, B-6", "the units the card played orders (and on the move)",
	  order_params,
	  m44_order_resolve, NULL, 0, "order" },
	{ "fire", "B-2, B-9, B-10, B-11, §6.2, §III", "a ranged battle at 2 or more hexes",
	  fire_params,
	  m44_fire_resolve, m44_fire_odds, 1, "battle" },
	{ "assault", "B-2, B-9, B-12, B-16, §I-Cliffs, §I-Bluffs, §III",
	  "a close assault on an adjacent hex, with take ground", assault_params,
	  m44_assault_resolve, m44_assault_odds, 1, "battle" },
	{ "bombard", "§III-HeavyArty, §III-Destroyer, §II-OffBoard, §II-AirSup; B-5",
	  "heavy artillery or destroyer fire, off-board barrage, Barrage, air attack",
	  bombard_params,
	  m44_bombard_resolve, m44_bombard_odds, 1, "battle" },
	{ "move", "B-8, §I-Cliffs, §I-Bluffs, §I-Estuary, §I-Bridges, §III-Destroyer",
	  "move one unit along a path", move_params,
	  m44_move_resolve, m44_move_odds, 1, "move battle" },
	{ "land", "§II-Reinf L203-L209", "move a landing craft; unload on a littoral hex; "
	  "redeploy the empty craft", land_params,
	  m44_land_resolve, NULL, 0, "move" },
	{ "reinforce", "§II-Reinf L181-L238, §II-AirSup L306, §VI-OverThrough",
	  "the reinforcement roll", reinforce_params,
	  m44_reinforce_resolve, m44_reinforce_odds, 0, "order" },
	{ "deploy", "§II-Reinf L188-L231, §IV-Entry", "put a reinforcement on the board",
	  deploy_params,
	  m44_deploy_resolve, NULL, 0, "move" },
	{ "control", "§II-Village, §II-Beach, §II-Bridge, §V",
	  "terrain control and the medals it gives, at the start of a turn", control_params,
	  m44_control_resolve, NULL, 0, "card" },
	{ "turn", "B-7; digest 8", "the next phase of the turn (card, order, move, battle, "
	  "draw), and after the draw phase the end of the turn", turn_params,
	  m44_turn_resolve, NULL, 0, NULL },
	{ "clear", "base game 5.2; B-4", "infantry removes the wire it stands on instead of "
	  "battling (engineers after battling too)", clear_params,
	  m44_clear_resolve, NULL, 0, "battle" },
	{ "end", "B-7, B-5", "end the turn: the draw, the turn's markers cleared, the other "
	  "side plays", end_params,
	  m44_end_resolve, NULL, 0, "draw" },
	{ "deal", "B-5; L480-L488; scenario pages", "make a board's command deck and deal the "
	  "starting hands", deal_params,
	  m44_deal_resolve, NULL, 0, NULL },
};

/* The sequence of play (B-7, base game, not in seed; digest 8). */
static const struct seq_phase phases[] = {
	{ "card", "the card phase", "B-7: play a command card" },
	{ "order", "the order phase", "B-7: order units; §II-Reinf L181" },
	{ "move", "the movement phase", "B-7: move" },
	{ "battle", "the battle phase", "B-7: battle" },
	{ "draw", "the draw phase", "B-7: draw a command card" },
};

/* The digest's section 10, one ruling per disputed point. */
static const struct ruling rulings[] = {
	{ "sequence", "enforce", "off", "B-7; digest 8",
	  "orders are refused outside their phase of the turn, or the check is off" },
	{ "recon-extra-draw", "draw-3-keep-2", "draw-2-keep-2", "B-5; scenario pages L663",
	  "a Recon played on a turn whose end takes 2 cards: draw 3 and keep 2, or take 2" },
	{ "reinf-multiple", "one-per-row", "reuse-dice", "§II-Reinf L181; A-1",
	  "one roll buys one unit per chart row it satisfies, no die used twice, or dice may "
	  "count for several rows" },
	{ "reinf-order", "free", "uses-order", "§II-Reinf L190-L196; A-2",
	  "reinforcements deploy without a command-card order, or use one" },
	{ "recon-barrage-dice", "plus2", "none", "§II-Reinf L181, §II-OffBoard L318; A-3",
	  "a Recon 1 played as an off-board barrage still adds 2 reinforcement dice" },
	{ "landed-battle", "no", "yes", "§II-Reinf L203-L209; A-4",
	  "a unit put ashore by its landing craft this turn may not battle, or may" },
	{ "lc-target", "refuse", "unknown", "§II-Reinf; A-5",
	  "a landing craft cannot be battled (no rule gives it), or the order stops as "
	  "unknown (the Troupes 15 card is not in the seed)" },
	{ "reinf-adjacent", "no-battle", "close-only", "§II-Reinf L194; A-6",
	  "a reinforcement deployed next to an enemy may not battle at all, or only close" },
	{ "supported-third-loss", "support", "extra", "§III-SuppInf L393, §III-SuppArmor L412; A-7",
	  "the third loss of a supported unit is its support figure, or a main figure and "
	  "the support figure" },
	{ "token-single", "keep", "move", "§III-HeavyArty L334, L340; A-8",
	  "a gun whose only target token is on the board places none, or moves it" },
	{ "token-hit", "literal", "flag-blocks", "§III-HeavyArty L340; A-9",
	  "an ignored flag does not stop the token, or any flag rolled does" },
	{ "destroyer-first-flag", "per-attack", "once", "§III-Destroyer L370; A-10",
	  "a destroyer may ignore the first flag of each attack, or only once a game" },
	{ "destroyer-move-fire", "yes", "no", "§III-Destroyer L360-L362; A-11",
	  "a destroyer may move 1-2 hexes and fire in the same turn" },
	{ "artillery-los", "needs", "ignores", "§6.2; A-12, D-2",
	  "artillery, heavy artillery and destroyers need line of sight, or ignore it" },
	{ "destroyer-card-stars", "yes", "no", "§III-Destroyer L368, §II-OffBoard; A-13",
	  "stars hit a destroyer under a barrage or air attack (cards that make stars hit)" },
	{ "barrage-range", "any", "friendly-sight", "§II-OffBoard L318; A-14",
	  "the off-board barrage may target any enemy unit, or one a friendly unit sees" },
	{ "cliff-climb-battle", "allowance", "never", "§I-Cliffs L116-L120; A-15",
	  "a unit that climbs a cliff or bluff battles if its move-and-battle allowance "
	  "covers the 2 hexes, or never" },
	{ "cliff-and-bluff", "per-hexside", "cliff-wins", "§I-Littoral L104, §I-Cliffs, §I-Bluffs; A-16",
	  "a hill next to both beach and littoral: each crossing by its neighbour, or cliff "
	  "rules everywhere" },
	{ "cliff-below", "lower", "other-group", "§I-Cliffs L122, §I-Bluffs L137; A-17",
	  "the -1 for attacking up a cliff or bluff applies when the attacker's hex is lower, "
	  "or also from another hill group at the same height" },
	{ "cliff-retreat", "hill", "forbidden", "§I-Cliffs L114; A-18",
	  "retreats treat cliffs as hills both ways (armor may retreat down to a littoral), "
	  "or the movement ban applies" },
	{ "bridge-water", "littoral-land", "littoral-water", "§I-Bridges L163; A-19",
	  "a littoral hex is land for entering a bridge, or water" },
	{ "beach-control-empty", "literal", "needs-unit", "§II-Beach L266-L274; A-20",
	  "the Allies control a beach section with no Axis unit on or next to it, or need a "
	  "unit of their own there" },
	{ "beach-section-line", "both", "printed-only", "§II-Beach; A-21",
	  "a unit next to beach hexes of two sections counts for both" },
	{ "medal-timing", "start-of-turn", "immediate", "§V L454; A-22",
	  "village and beach medals change hands at the start of a turn, or at once" },
	{ "bridge-medal", "predicate", "literal", "§II-Bridge; A-23",
	  "a bridge medal stays while the control predicate holds, or returns when the "
	  "controlling unit leaves" },
	{ "village-pass", "occupy", "pass", "§II-Village; A-24",
	  "only a unit ending in a village changes its token" },
	{ "air-next-turn", "next-axis-turn", "next-two-turns", "§II-AirSup L306; A-25",
	  "an Allied air attack stops the Axis reinforcement roll of the next Axis turn" },
	{ "multi-board-air", "own-board", "all-boards", "§II-AirSup L306-L310; A-26",
	  "in 4-, 6- and 12-player games an Allied air attack blocks the Axis player of its "
	  "board, or all" },
	{ "flag-move-unit", "different-unit", "any-unit", "§II-Reinf L227; A-27",
	  "a reinforcement flag moves a unit the card did not order" },
	{ "half-hex", "joined-hexes", "never", "§VI-Single L484; A-28",
	  "joined half-hexes are full hexes for deployment too" },
	{ "overthrough-turn", "per-side", "per-round", "§VI-OverThrough L506-L510; A-29",
	  "OverThrough turn 1/2/3+ counts each side's own turns" },
	{ "aa-baseline", "either-edge", "own-edge", "§S-AA L1042; A-30",
	  "German units in American Airborne may retreat toward either board edge" },
	{ "resistance-friendly", "same-side", "allies", "§II-Reinf L220; A-31",
	  "'adjacent to an allied unit' means a friendly unit" },
	{ "heavy-arty-retreat-loss", "2", "1", "scenario pages; A-32",
	  "heavy artillery eliminated by a blocked retreat still gives 2 medals" },
	{ "equipment-choice", "per-turn", "always", "§S-Sword L692, §S-AA L1048; A-33",
	  "equipped commandos and paratroopers choose each turn: equipment (no move) or move "
	  "2 and battle" },
	{ "supported-armor-overrun", "yes", "no", "§III-SuppArmor L403; A-34",
	  "supported armor, armor in all cases, makes Armor Overrun" },
	{ "aa-exit-medal", "1", "0", "§S-AA L1038; A-35",
	  "an American Airborne exit hex gives 1 permanent medal to the first unit" },
	{ "axis-entry", "place", "move-on", "§IV-Entry L426-L434; A-36",
	  "an Axis reinforcement is placed on a vacant entry hex and moves no further" },
	{ "beach-landing-sections", "two-adjacent", "one", "§II-Reinf L207; A-37",
	  "direct landing on the beach needs two adjacent Allied-controlled sections" },
	{ "reinf-hand", "literal", "usual-hand", "§II-Reinf L181; A-38",
	  "the reinforcement roll is the hand at the moment, the card played included" },
};

static const char *const kinds[] = { "unit", "hex", "card", "pending", NULL };
static const char *const tables[] = { "dice", "units", "terrain", "cards", "reinforcement",
	"overthrough", "scenarios", "combinations", "board", "values", NULL };

/* The turn's records: the phase (sequence.h), the deck's card rows, the card
 * each side plays (set,card.SIDE). */
static int check_turn(struct game_ctx *g, struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "set");
	const char *ph = seq_phase_of(st);
	struct m44_cards cards;
	int deck;

	if (m44_cards_load(g, st, &cards, e))
		return e->code;
	m44_cards_free(&cards);
	if (m44_deck_of(st, &deck, e))
		return e->code;
	for (int i = 0; k != NULL && i < k->nrows; i++) {
		const char *key = state_field(&k->rows[i], 1), *v = state_field(&k->rows[i], 2);
		struct m44_card c;
		struct err ignore = { 0 };
		if (!strcmp(key, "phase") && ph && seq_find(phases, (int)(sizeof phases /
						sizeof phases[0]), ph) == NULL)
			return kit_bad(e, st, &k->rows[i], 2, "phase (card, order, move, battle or "
					"draw, B-7) '%s'", v);
		if ((!strncmp(key, "card.", 5) || !strncmp(key, "last.", 5)) && *v &&
				m44_card_parse(g, deck, v, &c, &ignore))
			return kit_bad(e, st, &k->rows[i], 2, "card (a card of the %s deck) '%s'",
					m44_deck_name(deck), v);
	}
	return 0;
}

/* What the model alone cannot check: a destroyer on ocean and afloat, a
 * landing craft's cargo a unit. */
static int check(struct game_ctx *g, struct state *st, struct err *e)
{
	struct m44_map m;
	int rc = m44_map_load(&m, g, st, e);
	const struct state_kind *k = state_kind(st, "unit");

	for (int i = 0; rc == 0 && i < m.nunits; i++) {
		const struct m44_unit *u = &m.units[i];
		const struct m44_hexinfo *x = u->onboard ? m44_hexinfo(&m, u->hex) : NULL;
		if (m44_is(u, "destroyer") && u->onboard && (x == NULL ||
					strcmp(x->terrain->name, "ocean")))
			rc = kit_bad_at(e, st, u->line, state_col(k, "hex") + 1, "destroyer %s must "
					"be on an ocean hex (§III-Destroyer L360)", u->id);
		else if (u->stars >= 3 && m44_is(u, "destroyer") && u->onboard)
			rc = kit_bad_at(e, st, u->line, state_col(k, "stars") + 1, "destroyer %s with "
					"3 stars is sunk (§III-Destroyer L368)", u->id);
		else if (*u->cargo && m44_unit_find(&m, u->cargo) == NULL)
			rc = kit_bad_at(e, st, u->line, state_col(k, "cargo") + 1, "landing craft %s "
					"carries '%s', which is no unit", u->id, u->cargo);
	}
	if (rc == 0)
		rc = check_turn(g, st, e);
	m44_map_free(&m);
	return rc;
}

const struct game memoir44_game = {
	.id = "memoir44",
	.title = "Memoir '44 with the D-Day Landings expansion (Jour J), battle dice and "
		"command cards",
	.digest = "memoir44.md",
	.orders = orders,
	.norders = (int)(sizeof orders / sizeof orders[0]),
	.rulings = rulings,
	.nrulings = (int)(sizeof rulings / sizeof rulings[0]),
	.kinds = kinds,
	.tables = tables,
	.phases = phases,
	.nphases = (int)(sizeof phases / sizeof phases[0]),
	.sequence = "B-7; digest 8",
	.check = check,
	.describe = m44_describe,
	.draw = m44_draw,
};
