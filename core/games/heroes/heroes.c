/*
 * heroes.c: Heroes of Normandie (a battle pack of the second edition: the
 * battlefield rules, special abilities, gear and five scenarios of Operations
 * Windsor and Jupiter) registers with the engine here: its orders with their
 * handlers and parameters, its disputed points (rulings: the digest's section
 * 10 and the core rules' uncertain readings), its sequence of play, the order
 * of its state's kinds, its tables, and the check and show commands.
 *
 * Each order family lives in its own file: los.c (line of sight), fire.c,
 * assault.c, move.c, actions.c (the actions that replace a Move or a Fire
 * action), turn.c (orders, phases, objectives, victory); board.c and model.c
 * read the state.
 *
 * Rules: ../shared/rules/heroes.md (digest), ../shared/seeds/004_*.txt (the
 * French booklet, the authority). Man page: umpire-heroes(7).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

#define P_UNIT(help) { "unit", "ID", NULL, help }

static const struct order_param los_params[] = {
	{ "from", "SQ", NULL, "the firer's square (C4)" },
	{ "to", "SQ", NULL, "the target's square" },
	{ "as", "inf|light|heavy", "", "the firer's type when no unit stands on from=" },
	{ "at", "inf|light|heavy", "", "the target's type when no unit stands on to=" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param fire_params[] = {
	P_UNIT("the unit making the Fire action"),
	{ "target", "ID", NULL, "the unit fired at" },
	{ "weapon", "unit|piat", "unit", "its own values, or a Piat marker's (Action de Tir "
		"Alternative, §3.2)" },
	{ "ammo", "N", "0", "Ammo markers used (§3.2: +2 against light, +1 against heavy "
		"vehicles each)" },
	{ "replace", "ID", "", "a Remplaçant that takes all the damage instead of the heavy "
		"weapon fired at (§2.2)" },
	{ "life", "N", "0", "Life Point markers the target discards to cancel damage (§3.5)" },
	{ "aviators", "SQ[,SQ]", "", "where the aviators go if the airplane fired at is "
		"destroyed (Sc-A: adjacent to the wreck)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param assault_params[] = {
	P_UNIT("the unit launching the Assault (a Move action)"),
	{ "target", "ID", NULL, "the enemy unit assaulted" },
	{ "path", "SQ[,SQ...]", "", "its move to the target's side, square by square" },
	{ "knife", "N", "0", "Knife markers the attacker uses (+2 each, §3.2)" },
	{ "dknife", "N", "0", "Knife markers the defender uses (ruling knife-defending)" },
	{ "life", "N", "0", "Life Point markers the loser discards (§3.5)" },
	{ "retreat", "SQ", "", "where the defender falls back (Ferocious, §3.3; core.csv "
		"assault_loser_defender)" },
	{ "aretreat", "SQ", "", "where the attacker falls back if it loses (core.csv "
		"assault_loser_attacker)" },
	{ "replace", "ID", "", "a Remplaçant that takes the step the defending heavy weapon "
		"loses, when it is not destroyed (§2.2)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param move_params[] = {
	P_UNIT("the unit making the Move action"),
	{ "path", "SQ[,SQ...]", "", "the squares entered, in order (a 2-square counter: its "
		"front square)" },
	{ "map", "ID", "", "the character discarding a Carte Tactique to ignore every Passage "
		"difficile of this move (§3.5)" },
	{ "fuel", "N", "0", "Fuel markers used (+2 squares each, §3.2)" },
	{ "speed", "X|2|4|6", "", "an airplane's new Speed marker, at the start of its move "
		"(Sc-A)" },
	{ "takeoff", "yes|no", "no", "an airplane at Speed 6 takes off after 6 squares in a "
		"straight line (Sc-A)" },
	{ "enter", "SQ", "", "a unit off the board enters on this arrow square, then follows "
		"path= (Sc-A to Sc-4)" },
	{ "exit", "yes|no", "no", "leave the board by the arrow square the path ends on "
		"(Sc-1: with Willi Herold)" },
	{ "board", "ID", "", "end the move inside this airplane (Aviateur, Sc-A)" },
	{ "leave", "yes|no", "no", "an aviator leaves its airplane, starting on its Inactive "
		"face (Sc-A)" },
	{ "carry", "hedgehog|forward|bridge", "", "an Engineer takes this element from the "
		"SdKfz 251/7 in whose ZdC it starts (§2.4)" },
	{ "deploy", "SQ|EDGE", "", "where the element carried is deployed at the end of the "
		"move (§2.4)" },
	{ "aviators", "SQ[,SQ]", "", "where the aviators go if the airplane crashes (Sc-A: "
		"adjacent to the wreck)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param mine_params[] = {
	P_UNIT("the infantry placing its Mine marker (§3.2 minen)"),
	{ "at", "SQ", NULL, "a square of its ZdC" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param clear_params[] = {
	P_UNIT("the Engineer (Ingénieur)"),
	{ "marker", "ID", NULL, "the hedgehog in its ZdC (§1.3) or the adjacent Mine (§3.2) "
		"it removes" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param position_params[] = {
	P_UNIT("the infantry placing its Position (§3.2)"),
	{ "face", "bocage|urban", NULL, "the face up: Bocage or Urbaine" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param reveal_params[] = {
	P_UNIT("the Débusqueur (§2.3)"),
	{ "targets", "ID[,ID...]", NULL, "ambushed units it has a clear line of sight to" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param grenade_params[] = {
	P_UNIT("the unit throwing a Grenade"),
	{ "at", "SQ", NULL, "the square of the sunken element the marker goes on (§1.4)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param destruction_params[] = {
	P_UNIT("the unit with Destruction, or with a Piat (§3.2)"),
	{ "at", "SQ", NULL, "the square aimed at" },
	{ "weapon", "unit|piat", "unit", "the unit's own Destruction ability, or its Piat's "
		"(§3.2: 'Les Piat ont la Capacité Spéciale Destruction', 5 squares)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param order_params[] = {
	P_UNIT("the unit given an Order token"),
	{ "token", "1..10|special|bluff|none", NULL, "the token (none takes it back)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param place_params[] = {
	{ "what", "ID", NULL, "a unit or marker not yet on the board" },
	{ "at", "SQ|EDGE", NULL, "where it goes" },
	{ "facing", "n|e|s|w", "", "a 2-square counter's front" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param control_params[] = {
	{ "objective", "ID", NULL, "the objective marker" },
	{ "by", "cw|de", NULL, "the side that now controls it" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param none_params[] = {
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param refuse_params[] = {
	{ "from", "SQ", "", "ignored: the order is refused" },
	{ "to", "SQ", "", "ignored: the order is refused" },
	{ "unit", "ID", "", "ignored: the order is refused" },
	{ NULL, NULL, NULL, NULL },
};

/* The handlers: the log first names the rulings a table changed. */
#define HANDLER(name, fn) \
	static int name(struct game_ctx *g, struct state *st, const struct order *o, \
			struct chance *c, struct err *e) \
	{ \
		hon_log_rulings(g, st); \
		return fn(g, st, o, c, e); \
	}
HANDLER(r_los, hon_los_resolve)
HANDLER(r_fire, hon_fire_resolve)
HANDLER(r_assault, hon_assault_resolve)
HANDLER(r_move, hon_move_resolve)
HANDLER(r_mine, hon_mine_resolve)
HANDLER(r_clear, hon_clear_resolve)
HANDLER(r_position, hon_position_resolve)
HANDLER(r_reveal, hon_reveal_resolve)
HANDLER(r_grenade, hon_grenade_resolve)
HANDLER(r_destruction, hon_destruction_resolve)
HANDLER(r_order, hon_order_resolve)
HANDLER(r_next, hon_next_resolve)
HANDLER(r_place, hon_place_resolve)
HANDLER(r_control, hon_control_resolve)
HANDLER(r_victory, hon_victory_resolve)
HANDLER(r_refuse, hon_refuse_resolve)

#define ACT "activation reserve"

static const struct order_spec orders[] = {
	{ "los", "§1.1, §1.2, §1.3, §1.4", "the line of sight between two squares: clear, "
	  "reduced or blocked, every Line crossed and what it does (changes nothing)",
	  los_params, r_los, NULL, 0, NULL },
	{ "fire", "§1.1, §2.1, §2.2, §3.2, §3.5, Sc-A; core 3.2.3", "a Fire action, or an "
	  "alternative one with a Piat", fire_params, r_fire, hon_fire_odds, 0, ACT },
	{ "assault", "§2.1, §3.2, §3.3, Sc-1; core 3.2.1, 6.3", "an Assault (Charge's free "
	  "fire first)", assault_params, r_assault, hon_assault_odds, 0, ACT },
	{ "move", "§1.1 pt.6, §1.3, §1.4, §2.4, §3.2, §3.5, Sc-A, Sc-1, Sc-2; core 3.2.1",
	  "a Move action along a path (mines attack on the way)", move_params, r_move,
	  hon_move_odds, 0, ACT },
	{ "mine", "§3.2 minen", "place a Mine marker in the unit's ZdC, instead of a Move or "
	  "Fire action", mine_params, r_mine, NULL, 0, ACT },
	{ "clear", "§1.3, §3.2 minen", "an Engineer removes a hedgehog or discards a Mine, "
	  "instead of a Move or Fire action", clear_params, r_clear, NULL, 0, ACT },
	{ "position", "§3.2 position", "place a Position on the unit's square, instead of a "
	  "Move or Fire action", position_params, r_position, NULL, 0, ACT },
	{ "reveal", "§2.3 débusqueur", "a Débusqueur reveals ambushed units in clear line of "
	  "sight", reveal_params, r_reveal, NULL, 0, "activation" },
	{ "grenade", "§1.4 grenades et tranchées", "a Grenade thrown into a sunken element "
	  "(the marker on a square; the blast spreads inside)", grenade_params, r_grenade,
	  hon_grenade_odds, 0, ACT },
	{ "destruction", "Recap p.08 (Destruction)", "roll the Destruction dice: 4+ places a "
	  "Destruction marker", destruction_params, r_destruction, hon_destruction_odds, 0, ACT },
	{ "order", "§3.3 hardened; core 3.1", "give a unit an Order token (numbered, special "
	  "or bluff)", order_params, r_order, NULL, 0, "order" },
	{ "next", "core 3.1-3.3; Sc-2", "end the phase: order, activation, reserve, then the "
	  "next turn", none_params, r_next, NULL, 0, NULL },
	{ "place", "scenario set-ups; Sc-3 renforts", "put a unit or marker on the board "
	  "during set-up (and Sc-3's German reinforcements)", place_params, r_place, NULL, 0,
	  "setup activation reserve" },
	{ "control", "Sc-1, Sc-3, Sc-4", "a side takes an objective: its marker turns, and "
	  "the scenario's events follow", control_params, r_control, NULL, 0, NULL },
	{ "victory", "Sc-A, Sc-1 to Sc-4", "check the scenario's end and victory conditions",
	  none_params, r_victory, NULL, 0, NULL },
	{ "bombard", "digest §4.4", "refused: this battle pack has no bombardment procedure",
	  refuse_params, r_refuse, NULL, 0, NULL },
	{ "land", "digest §4.5", "refused: this battle pack has no landing", refuse_params,
	  r_refuse, NULL, 0, NULL },
};

static const struct seq_phase phases[] = {
	{ "setup", "the set-up", "scenario préparation" },
	{ "order", "the Order phase", "core 3.1" },
	{ "activation", "the Activation phase", "core 3.2" },
	{ "reserve", "the Reserve phase", "core 3.3" },
};

/* The digest's section 10 (A1-A35), the core rules' uncertain readings, and
 * the sequence check. Defaults are the readings the text supports best. */
static const struct ruling rulings[] = {
	{ "sequence", "enforce", "off", "core 3", "orders are refused outside their phase, or "
	  "not checked" },
	{ "fire-hit", ">=", ">", "core 3.2.3 p.14; digest §1.3 item 2", "a Fire action hits "
	  "when die + attack value reaches the defense (>=) or passes it (>)" },
	{ "double-hit", "table", "never", "core 3.2.3 p.15; §3.5 life point", "Coup Double: "
	  "its trigger is core.csv double_hit (second edition), or there is none (first "
	  "edition 1.2b has no double hits)" },
	{ "assault-ability", "ability", "any", "core 6.3 p.25; digest §1.3 item 3", "only a "
	  "unit with the Assault ability may assault (the icon lost after every 'Assaut'), or "
	  "any unit" },
	{ "line-adjacent", "side", "corner", "§1.1 Lignes pt.4; A2", "a unit is adjacent to a "
	  "Line when a side of its square lies on it, or also when a corner touches its end" },
	{ "los-vertex", "no", "yes", "§1.1; A3", "a line of sight passing exactly through the "
	  "end vertex of a Line does not cross it, or does (an element's border has no end: "
	  "through its corner, a sight into or out of the element crosses it)" },
	{ "trench-bonus", "line", "element", "§1.1 pt.5, précision; A5", "a firer adjacent to "
	  "a trench's Line ignores its defensive bonus (the bonus is the Line's), or the "
	  "element's bonus stays" },
	{ "sunken-outside", "firer", "both", "§1.1 encaissé; A6", "infantry in a sunken element "
	  "does not block the line of sight of a firer outside it, or only when the target is "
	  "outside too" },
	{ "corner-firing", "same-element", "any", "§1.1 encaissé; A7", "a drawn corner blocks "
	  "a shot between two units of the same element, or any shot at a unit inside" },
	{ "elevation-beyond", "adjacent", "first", "§1.1 ligne d'élévation; A8", "'one square "
	  "beyond' the Line: the target's square touches it, or is the first square entered "
	  "after it" },
	{ "infantry-blocks", "always", "elevation", "§1.1 élévation D, encaissé D; A9",
	  "infantry blocks a line of sight between two infantry units always, or only across "
	  "an elevation Line" },
	{ "obstacle-infantry", "either", "target", "§1.2; A11", "an Obstacle (Infanterie) "
	  "counts when the firer or the target is infantry, or only the target" },
	{ "hedgehog-stack", "union", "each", "§1.3, §2.4; A12", "a hedgehog on a Line that "
	  "has effects adds its own (one Line crossed), or counts as a second Line" },
	{ "tactical-map-trench", "yes", "no", "§3.5 tactical map, §1.4; A13", "a Carte "
	  "Tactique also spares the stop for entering or leaving a trench" },
	{ "trench-zoc", "literal", "ignore", "§1.4 zdc et tranchée; A15", "a trench limits "
	  "the ZdC for every use (Défenseur, mines, engineers), or the ZdC ignores trenches" },
	{ "grenade-adjacent", "8", "4", "§1.4 grenades; A16", "the blast reaches the 8 squares "
	  "round the marker, or the 4 orthogonal ones" },
	{ "grenade-own-square", "yes", "no", "§1.4 grenades; A16", "the grenade's own square "
	  "is in the blast" },
	{ "charge-los", "needs", "ignores", "§2.1 charge; A17", "Charge's free fire needs a "
	  "line of sight like any Fire action, or not" },
	{ "defenseur-stack", "once", "each", "§2.2 défenseur; A18", "several Défenseurs give "
	  "+1 in all, or +1 each" },
	{ "remplacant-assault", "destroyed", "any", "§2.2 remplaçant; A19", "a Remplaçant "
	  "cannot save a heavy weapon destroyed in an assault, or cannot take any assault "
	  "damage" },
	{ "debusqueur-action", "yes", "no", "§2.3 débusqueur; A20", "revealing is the "
	  "Débusqueur's action for its activation, or it may still move or fire" },
	{ "gear-spent", "yes", "no", "§3.2; Sc-2, Sc-3 ('dont tous les marqueurs ont été "
	  "dépensés'); A21, A22", "a Knife, Ammo, Fuel or Piat marker is spent when used" },
	{ "knife-defending", "yes", "no", "§3.2 knife; A21", "a defender may use its Knife "
	  "markers too" },
	{ "mine-stop", "no", "yes", "§3.2 minen; A23", "a unit attacked by a mine it crosses "
	  "goes on with its move, or stops there" },
	{ "zoc", "adjacent", "orthogonal", "core 3.2.2 p.11; digest §1.3 item 4", "the ZdC: "
	  "the 8 squares round the unit, or the 4 orthogonal ones" },
	{ "takeoff-same-action", "no", "yes", "Sc-A; A27", "take-off needs the Speed marker "
	  "at 6 before the move begins, or a change to 6 at its start will do" },
	{ "herold-capture", "either", "attacker", "Sc-1; A29", "the CW captures Willi Herold "
	  "by winning any assault against him, or only one it launches" },
	{ "sc3-victory", "taken", "held", "Sc-3; A30", "the German wins if the CW took at most "
	  "one Secondary Objective in the game, or holds at most one at the end" },
	{ "destruction-dice", "per-die", "any", "Recap p.08; A34", "each die of 4+ places a "
	  "Destruction marker, or one marker if any die shows 4+" },
	{ "life-double", "per-step", "all", "§3.5 life point", "against a Coup Double each "
	  "Life Point cancels one step, or a Coup Double needs one per step to cancel any" },
	{ "vehicles-block", "no", "yes", "core 3.2.3 p.13; §1.1 élévation D", "vehicles do not "
	  "block a line of sight (the seed names infantry only), or they do" },
	{ "herold-freed", "captor-square", "off-board", "Sc-1; digest §11.4", "a freed Willi "
	  "Herold stands where his captor fell (the seed does not say), or goes off the board "
	  "until placed" },
	{ "element-bonus", "once", "per-line", "§1.1 pt.3, pt.5; digest §6.3 step 5", "an "
	  "element's defensive bonus counts once however many of its Lines are crossed" },
};

static const char *const kinds[] = { "tile", "element", "line", "square", "corner",
	"counter", "unit", "marker", "pending", NULL };
static const char *const tables[] = { "core", "counters", "gear", "tiles", "scenarios",
	NULL };

static int check(struct game_ctx *g, struct state *st, struct err *e)
{
	struct hon_model m;
	const char *ph = state_get(st, "phase"), *turn = state_get(st, "turn");
	const struct state_kind *sk = state_kind(st, "set");

	if (game_check_house_rules(g->game, st, e))
		return e->code;
	if (ph && seq_find(phases, (int)(sizeof phases / sizeof phases[0]), ph) == NULL)
		return kit_bad(e, st, &sk->rows[state_find(sk, 1, "phase")], 2, "phase '%s' is not "
				"setup, order, activation or reserve (%s)", ph, HN_PAGE);
	if (turn && (atoi(turn) < 1 || strspn(turn, "0123456789") != strlen(turn)))
		return kit_bad(e, st, &sk->rows[state_find(sk, 1, "turn")], 2, "turn '%s' is not a "
				"number from 1 (%s)", turn, HN_PAGE);
	for (const char *key = "active"; key; key = strcmp(key, "active") ? NULL : "initiative") {
		const char *v = state_get(st, key);
		if (v && hon_side_parse(v) < 0 && strcmp(v, "?"))
			return kit_bad(e, st, &sk->rows[state_find(sk, 1, key)], 2, "%s '%s' is not cw "
					"or de (%s)", key, v, HN_PAGE);
	}
	if (hon_model_load(&m, g, st, e)) {
		/* a '?' the tables still hold (a tile's size: the booklet prints no
		 * tile) leaves the state valid, the board to be typed: umpire new
		 * writes such states; an order that needs the board stops with 69 */
		if (e->code != EXIT_UNKNOWN)
			return e->code;
		log_step(g->log, "umpire-heroes(7)", "The state is valid, but its board is not "
				"complete until the tables are filled: %s", e->msg);
		e->code = 0;
		e->msg[0] = 0;
		return 0;
	}
	hon_model_free(&m);
	return 0;
}

const struct game heroes_game = {
	.id = "heroes",
	.title = "Heroes of Normandie, a battle pack of the second edition (Operations Windsor "
		"and Jupiter): squares, Lines, d6",
	.digest = "heroes.md",
	.orders = orders,
	.norders = (int)(sizeof orders / sizeof orders[0]),
	.rulings = rulings,
	.nrulings = (int)(sizeof rulings / sizeof rulings[0]),
	.kinds = kinds,
	.tables = tables,
	.phases = phases,
	.nphases = (int)(sizeof phases / sizeof phases[0]),
	.sequence = "core 3 (Phase d'Ordre, d'Activation, de Réserve)",
	.check = check,
	.describe = hon_describe,
	.draw = hon_draw,
};
