/*
 * salerno43.c: Salerno 1943 registers with the engine here, each list written
 * once: its orders (each verb with its parameters and its handlers, which live
 * in the file of its family: assault.c, bombard.c, move.c ...), its disputed
 * points (rulings), the order of its state's kinds, its tables, and the check
 * and show commands (check: the model of model.c and map.c, the scalars and the
 * rows of the procedural orders, the ships and the sea).
 *
 * Rules: ../shared/rules/salerno43.md (digest), ../shared/seeds/001_*.txt (the
 * French rulebook, the authority). Man page: umpire-salerno43(7).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bombard.h"
#include "combat.h"
#include "draw.h"
#include "move.h"
#include "pending.h"
#include "s43.h"

static const struct order_param assault_params[] = {
	{ "from", "HEX[,HEX...]", NULL, "the attacking hexes (the active player's, §9.11)" },
	{ "to", "HEX[,HEX...]", NULL, "the defending hexes, each adjacent to an attacker (§9.11)" },
	{ "att", "ID,...", "", "attackers fighting directly: the top of each stack (§9.21, "
		"§9.22); default: as many from the top as §9.21 allows" },
	{ "def", "ID,...", "", "defenders fighting directly, as att=" },
	{ "support", "ID[:indirect][@R],...", "", "the attacker's supporting units (§9.5): heavy "
		"weapons (§9.51), indirect X-Y (§9.52, in range or from an adjacent ZOC §9.522), "
		"direct (§9.53, line of sight); @R: the round of a single-round supporter (§9.525, "
		"§9.535), which the order must name; :indirect for an armoured platoon's single "
		"value (§9.525)" },
	{ "def_support", "ID[:indirect][@R],...", "", "the defender's supporting units, as support=" },
	{ "over8", "7:1|A+B", "", "at 8:1 or more, the attacker's choice (§9.63): the 7:1 column "
		"(no damage to the attacker) or two attacks, e.g. 3+5 or 4+4" },
	{ "continue", "yes|no,...", "", "each §9.67 decision in turn, by the side that lost less" },
	{ "policy", "ask|always|never", "ask", "§9.67 decisions not named by continue=: ask "
		"(wait, recording a pending decision), always continue, or never" },
	{ "allied_loss", "ID,...", "", "the Allied units that take each step lost, in order "
		"(§9.64, §9.68)" },
	{ "axis_loss", "ID,...", "", "the Axis units that take each step lost, in order" },
	{ "allied_type", "nato|silhouette,...", "", "rounds 1 and 2: the type the Axis player "
		"names for each Allied step lost, in order; the Allied unit that takes it is of "
		"that type (§9.64 a-c); not named, with both types among the fighters: a "
		"pending decision (or loss=top: the topmost unit)" },
	{ "axis_type", "nato|silhouette,...", "", "the same, named by the Allied player for "
		"the Axis steps" },
	{ "loss", "ask|top", "ask", "steps not named by *_loss=: ask (pending decision), or "
		"top: the topmost unit that fought" },
	{ "rotate1", "ID,...", "", "units that fought, sent to the bottom of their stack "
		"after round 1 (§9.7, §6.12)" },
	{ "rotate2", "ID,...", "", "the same after round 2" },
	{ "fortified", "use|keep", "use", "whether a Fortified marker absorbs a step (§19.23)" },
	{ "rounds", "1|2|3", "3", "odds only: stop after this many rounds" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param bombard_params[] = {
	{ "kind", "artillery|air|naval|ships", NULL, "artillery before a combat (§13), an air "
		"marker (§16), a ship's fire (§25), or the Axis air attack on ships (§8)" },
	{ "at", "HEX", NULL, "the target hex (for kind=ships, the ships' sea hex)" },
	{ "by", "ID,...", "", "artillery: the bombarding units (§13.0); naval: the ship "
		"(§25.13)" },
	{ "targets", "ID,...", "", "artillery: the units declared for the combat, the top of "
		"their stack (§13.2); default: as many from the top as §9.21 allows" },
	{ "mode", "auto|offensive|defensive", "auto", "artillery: by the attacker or the "
		"defender of the combat (§13.0); auto: offensive if the bombarding side is the "
		"state's active side" },
	{ "value", "1|2|3", "", "air: the marker's value (Axis 1 or 2, Allied 2 or 3, §16.12)" },
	{ "markers", "HEX,...", "", "air: the hexes of the side's other markers this phase "
		"(§16.13), so that an AA unit able to fire at several tests once, in its most "
		"favourable case (§16.23)" },
	{ "type", "nato|silhouette", "", "artillery: the type of unit that loses the step, "
		"named by the bombarding player (§13.5)" },
	{ "loss", "ID,...", "", "the units that take the steps lost, named by their owner "
		"(§13.5, §25.31)" },
	{ "pick", "ask|top", "ask", "choices not named: ask (pending decision) or top: the "
		"topmost unit" },
	{ "fortified", "use|keep", "use", "whether a Fortified marker absorbs a step (§19.23)" },
	{ "hit", "ID,...", "", "ships: the ships hit, chosen by the Axis player (ruling "
		"ship-hit-by), in the order of the table's hits (§8.4)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param move_params[] = {
	{ "unit", "ID[,ID...]", NULL, "the unit, or units moving together from one hex "
		"(§6.14); an off-map reinforcement enters by path='s first hex (§18)" },
	{ "path", "HEX,HEX,...", NULL, "every hex entered, in order, without the start hex "
		"(§5.1)" },
	{ "forced", "yes|no", "no", "forced march: MA x 2, never within 2 hexes of the enemy "
		"(§23)" },
	{ "opp_fire", "ask|yes|no", "ask", "the inactive player's opportunity fire when the "
		"move ends marked assault (§4.2): ask (pending decision), yes or no" },
	{ "exit", "yes|no", "no", "§28.12: Allied units ending in the exit hex 0307 leave the "
		"map (hex exited)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param retreat_params[] = {
	{ "unit", "ID", NULL, "a unit marked withdraw (§21.0, §4.3)" },
	{ "announce", "-1|0|+1", "0", "the modifier announced before the die (§21.2)" },
	{ "path", "HEX,...", "", "the retreat path chosen so far; where several remain, "
		"the order waits for the next hex (pending decision, §21.7)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param land_params[] = {
	{ "fire", "GROUP", "", "§24.11: the Axis reaction fire on the first-wave units of "
		"the beaches of this group (a `fire` value of the beach rows, a row of the "
		"landing-fire table)" },
	{ "loss", "ID,...", "", "§24.11: the Allied units that take the steps, in order (each "
		"at most one); not named: a pending decision" },
	{ "place", "BEACH[@HEX],...", "", "§24.4-§24.433: place beach markers (night beach "
		"phase); @HEX picks position 1 or 2 of Roger Green or Uncle Red (§24.422)" },
	{ "build", "BEACH[@HEX]", "", "§24.42-§24.432: start building a beach (night beach "
		"phase)" },
	{ "linked", "TURN", "", "§24.423: the turn hex 2129 was linked to Salerno by a "
		"supply line (building the commando beach after the 9th)" },
	{ "threat", "BEACH,...", "", "§24.44: at the start of a combat phase, the beaches "
		"whose markers 3 Axis companies are adjacent to" },
	{ "salerno", "ID", "", "§7.22, §24.425: the Allied unit in a Salerno beach hex that "
		"acts as a Small beach marker" },
	{ "units", "ID,...", "", "§24.2-§24.32, §18.3: second-wave units and reinforcements "
		"waiting off the map that land on beach= (6 companies a turn, 9 on a full beach)" },
	{ "beach", "BEACH[@HEX]", "", "the beach units= land on" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param paradrop_params[] = {
	{ "plan", "ID@HEX,...", "", "§26.1, §26.11: plan the drops of the next night turn "
		"instead of resolving this one's" },
	{ "hex_loss", "ID,...", "", "§26.24: units that take the per-hex steps, in order; "
		"the rest in the order of the drop rows" },
	{ NULL, NULL, NULL, NULL },
};

/* weather and victory take no parameter */
static const struct order_param no_params[] = { { NULL, NULL, NULL, NULL } };

static const struct order_param counterattack_params[] = {
	{ "side", "allied|axis", "axis", "the declaring side, the second player (§3.3, "
		"§10.2, §10.3)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param turn_params[] = {
	{ "end", "turn|player|phase|PHASE", "turn", "what ends: the game turn (§3: its "
		"end-of-turn markers, then the next turn), the first player's turn (§3.1 C: "
		"the second player becomes active), the phase the state records (set,phase), "
		"or a phase by its id (SEQUENCE OF PLAY): with set,phase the order walks every "
		"phase up to that end, doing what the rules do at each (§9.9 assault, "
		"opp_fire; §27.22-§27.24; §6.11, §11.6 RMF markers); without it, combat, "
		"movement and retreat end that phase of the active player" },
	{ "ships", "ID@HEX,...", "", "at the end of the game turn: the ships due back "
		"(§25.23, §8.2) placed in a full-sea hex of the Gulf of Salerno (§18.37, "
		"§25.11)" },
	{ "eliminate", "ID,...", "", "§6.11: at the end of a retreat phase, the active "
		"player's units that go from a stack over the limit (8 companies; §18.36: "
		"re-embarked from a completed beach); not named: a pending decision" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param bridge_params[] = {
	{ "action", "demolish|repair", NULL, "§20.2 demolish (a unit that did not move) or "
		"§20.3 repair (an engineer, no enemy ZOC)" },
	{ "id", "BRIDGE", NULL, "the bridge (a `bridge` row)" },
	{ "unit", "ID", NULL, "the unit that does it" },
	{ "reject", "no|yes", "no", "§20.26: in an enemy ZOC, the opponent refuses the "
		"marker shown and forces a second draw" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param limber_params[] = {
	{ "unit", "ID", NULL, "a tow-only unit with a red or yellow MA (§15.4)" },
	{ "to", "on|off", NULL, "put the \"limbered\" marker on, or take it off" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param reorganize_params[] = {
	{ "units", "ID,...", "", "§14.21: the reduced, supplied infantry companies that test "
		"(1d6, 4 or more); default: every one of the active player's" },
	{ "pair", "ID,ID[,ID]", "", "§14.23: two eliminated infantry companies of one "
		"battalion, or §14.3: two (or three, §14.33) eliminated armoured platoons of one "
		"division (Axis) or battalion (Allies) and model: the first named returns" },
	{ "hex", "HEX", "", "§14.23, §14.31: where the returning unit is placed: a supplied "
		"city not in an enemy ZOC" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param position_params[] = {
	{ "hex", "HEX", NULL, "the hex of the position" },
	{ "units", "ID,...", NULL, "the builders in the hex, who did not move: an engineer "
		"company or 3 infantry companies for an IP (§19.11), 3 engineer companies for a "
		"Fortified marker (§19.21)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param supply_params[] = {
	{ "side", "allied|axis", NULL, "the side whose units are checked: the active player's "
		"(§7.34)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param withdraw_params[] = {
	{ "unit", "ID[,ID...]", NULL, "the active player's units in an enemy ZOC that will "
		"not attack (§4.3), or lower than an enemy across a precipice (§9.83)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param advance_params[] = {
	{ "unit", "ID[,ID...]", NULL, "the advancing units, all in one hex next to an RMF "
		"marker oriented against their side (§11.12)" },
	{ "path", "HEX[,HEX]", NULL, "the hexes entered, in order, without the start hex: 1, "
		"or 2 next to an RMF = 1/2 (§11.21, §11.31, §11.41)" },
	{ NULL, NULL, NULL, NULL },
};

static const struct order_param sail_params[] = {
	{ "ships", "ID,...", NULL, "the Allied warships that change hex (`ship` rows on the "
		"map)" },
	{ "to", "HEX", NULL, "a sea hex of the Gulf of Salerno (§25.11, §25.12), within the "
		"coast limits when the `sea` row gives its coast distance (§25.121, §25.122)" },
	{ NULL, NULL, NULL, NULL },
};

/* Every order first says, once, that a state records no phase (§3,
 * sequence.c); the phases each verb belongs to close its entry below, and its
 * handler checks its modes and what the turn alone tells. */
#define NOTED(name) \
	static int noted_##name(struct game_ctx *g, struct state *st, \
			const struct order *o, struct chance *c, struct err *e) \
	{ \
		s43_seq_note(g, st); \
		return s43_##name##_resolve(g, st, o, c, e); \
	}
NOTED(assault) NOTED(bombard) NOTED(move) NOTED(retreat) NOTED(land) NOTED(paradrop)
NOTED(weather) NOTED(counterattack) NOTED(turn) NOTED(bridge) NOTED(limber)
NOTED(reorganize) NOTED(victory) NOTED(position) NOTED(supply) NOTED(withdraw)
NOTED(advance) NOTED(sail) NOTED(benchmark)
#undef NOTED

static const struct order_spec orders[] = {
	{ "assault", "§9, §11.2-§11.4, §12, §15.2, §19.23, §19.41",
	  "a close combat of up to 3 rounds between adjacent stacks", assault_params,
	  noted_assault, s43_assault_odds, 0, "combat" },
	{ "bombard", "§8, §13, §16, §25, §9.653, §19.23, §19.41",
	  "artillery, air or naval bombardment, or the Axis air attack on ships",
	  bombard_params, noted_bombard, s43_bombard_odds, 0,
	  "allied-air axis-air ship-attack naval combat" },
	{ "move", "§4, §5, §6, §7.33, §11.22-§11.42, §18, §20, §23, §24.12",
	  "move a unit or a stack along a path of hexes, priced hex by hex", move_params,
	  noted_move, s43_move_odds, 0, "movement reinforcement night-reinforcement" },
	{ "retreat", "§21, §4.3, §7.33",
	  "a unit marked withdraw rolls its retreat distance and retreats", retreat_params,
	  noted_retreat, s43_retreat_odds, 0, "retreat" },
	{ "land", "§24.11, §24.2-§24.22, §24.4-§24.441, §7.22, §28.2",
	  "the landing check: first-wave reaction fire, beach markers (placing, "
	  "building, loss), landing limits, the Salerno beach hexes", land_params,
	  noted_land, s43_land_odds, 0, NULL },
	{ "paradrop", "§26, §22.42", "the Allied paradrops due this night turn: precision, "
	  "drift, landing damage, per-hex losses", paradrop_params,
	  noted_paradrop, s43_paradrop_odds, 0, "counterattack night-weather paradrop ships "
	  "beaches night-reinforcement recovery night-works" },
	{ "weather", "§22, §3.1 A a, §3.3 A a", "the weather roll of a turn (optional rule)",
	  no_params,
	  noted_weather, s43_weather_odds, 0, "weather night-weather" },
	{ "counterattack", "§10, §3.3", "declare a counterattack at night: when the side "
	  "becomes first player", counterattack_params,
	  noted_counterattack, s43_counterattack_odds, 0, "counterattack" },
	{ "turn", "§3, §9.9, §10, §11.6, §16.34, §25.23, §27.22-§27.24", "end the game "
	  "turn and begin the next (its first player and its phases), or end a phase "
	  "(end=), removing the markers the rules end there", turn_params,
	  noted_turn, s43_turn_odds, 0, NULL },
	{ "bridge", "§20", "demolish a bridge (a marker from the cup) or repair one",
	  bridge_params,
	  noted_bridge, s43_bridge_odds, 0, "works night-works" },
	{ "limber", "§15.4-§15.42", "put on or take off a unit's \"limbered\" marker",
	  limber_params,
	  noted_limber, s43_limber_odds, 0, "works night-works" },
	{ "reorganize", "§14", "the night recovery of reduced infantry (§14.21), eliminated "
	  "infantry pairs (§14.23) and armoured platoon pairs (§14.3)",
	  reorganize_params,
	  noted_reorganize, s43_reorganize_odds, 0, "recovery" },
	{ "victory", "§28, §29", "judge the victory conditions", no_params,
	  noted_victory, s43_victory_odds, 0, NULL },
	{ "position", "§19.1, §19.2", "build an Improved Position or a Fortified one, one "
	  "step per works phase", position_params,
	  noted_position, s43_position_odds, 0, "works night-works" },
	{ "supply", "§7.0-§7.22, §7.34, §24.42", "trace the supply line of each unit of "
	  "the active side and place or remove its \"out of supply\" marker",
	  supply_params,
	  noted_supply, s43_supply_odds, 0, NULL },
	{ "withdraw", "§4.3, §21.0, §9.83", "declare at the start of the combat phase the "
	  "units in an enemy ZOC that will not attack: marked withdraw, they retreat in "
	  "the retreat phase", withdraw_params,
	  noted_withdraw, s43_withdraw_odds, 0, "combat" },
	{ "advance", "§11, §4.11, §5.12, §6.3", "advance after combat: a stack next to an "
	  "RMF marker enters the RMF hex or another hex of its routes", advance_params,
	  noted_advance, s43_advance_odds, 0, "advance" },
	{ "sail", "§25.1, §25.11-§25.123, §6.2", "the Allied ship movement phase of a night "
	  "turn: ships move to another sea hex", sail_params,
	  noted_sail, NULL, 0, "ships" },
	{ "benchmark", "§28.31, §28.3, §29.2", "judge the historical benchmarks of §28.31 "
	  "due this turn (optional rule; compulsory in the hypothetical scenario)",
	  no_params, noted_benchmark, NULL, 0, NULL },
};

/* The disputed points (the digest's section 10, and what the orders met since),
 * in the order `umpire rulings salerno43` prints them: the id, the default
 * reading, the alternatives a state may choose (set,rule.ID,VALUE), the
 * sections and a summary. The orders read one by its id with game_rule(). */
static const struct ruling rulings[] = {
	{ "sequence", "enforce", "off", "§3",
	  "the sequence of play: each order in its phases (set,phase), or, with no phase "
	  "recorded, as far as the turn and the markers tell; or off, for players who "
	  "resolve out of order on purpose (the log says so)" },
	{ "combat-per-hex", "once", "defender-once|any", "§9.12, §9.68",
	  "a hex is in one combat a combat phase, attacking or defending (§9.68: 'le combat "
	  "est terminé dans cet hex'; §9.12: a stack attacks several 'd'un seul bloc'), or "
	  "only a defending hex is (a stack may attack twice), or no limit" },
	{ "crt-defender-half", "reconstructed", "literal", "§9.65; digest O1, A1",
	  "the defender half of the combat table at 3:1 to 1:3: the digest's monotone "
	  "reconstruction, or the OCR's literal cell positions (one step harsher)" },
	{ "mixed-rounding", "down", "up|nearest", "§9.33; A3, A27",
	  "rounding of half the attack values against mixed defenders (down favours the "
	  "defender, as §9.61 does)" },
	{ "how-exception", "whole", "own", "§9.34; A4",
	  "with HOW, MTR or RCL against unarmoured and open-top units: the whole attack is "
	  "vs unarmoured, or only those units'" },
	{ "level-used", "highest", "lowest", "§9.41, §9.55; A5",
	  "which contour level of a multi-level hex counts for terrain and line of sight" },
	{ "multi-hex-terrain", "once-highest", "once-lowest|per-hex", "§9.4, §9.12; A6",
	  "defenders in several hexes: the terrain bonus once (the best hex, or the worst), "
	  "or once per hex" },
	{ "below-1-5", "1:5", "refuse", "§9.61; A11",
	  "odds below 1:5, which the table lacks: resolved on 1:5, or the attack refused" },
	{ "roll-above-12", "as-12", "no-loss", "§9.651",
	  "a total of 13 after the river +1: read as 12 (the row's lowest-loss band), or no "
	  "loss" },
	{ "cp-fortified", "marker-only", "both", "§19.23, §19.41; A34, E11",
	  "a CP's first loss on a Fortified marker: the marker is removed instead of the "
	  "step (E11), or both go" },
	{ "sp-aa-rotation", "roll", "no-roll", "§15.24, §27.1, §12.4",
	  "Axis SP AA joining after a rotation: roll 4+ like SP guns (§15.24), or join "
	  "freely (§27.1)" },
	{ "direct-support", "one-round", "round1", "§9.534, §9.535; A13",
	  "direct support by a single-valued unit: one round of the player's choice, or "
	  "round 1 only" },
	{ "how-in-support", "no", "yes", "§9.34",
	  "whether HOW, MTR or RCL units supporting the attack count as the attacker "
	  "'disposing' of such units for §9.34, or only those fighting directly" },
	{ "rotation-by", "both", "attacker", "§6.12, §9.71",
	  "who may rotate between rounds: both players (§6.12 'les deux joueurs'), or the "
	  "attacker only (§9.71)" },
	{ "continue-losses", "table", "applied", "§9.66 c, §9.67",
	  "the losses compared for §9.67: those the table inflicts, absorbed or beyond the "
	  "steps left (§9.66 c: a side 'subit' them), or the steps actually taken" },
	{ "adjacent-defence", "rounds-2-3", "all-rounds", "§9.522, §9.523, §9.524",
	  "a defender's indirect support from an adjacent ZOC (§9.522): its defence value in "
	  "rounds 2-3 only (§9.524 excludes it from 'the three rounds'), or all rounds" },
	{ "assault-marker", "any", "all", "§9.41, §9.42",
	  "terrain lost when 'the defender' is marked assault: any defending unit marked, or "
	  "all of them" },
	{ "opp-fire-marker", "all", "any", "§9.42",
	  "terrain lost for the whole combat when 'the attacking units' are marked "
	  "opportunity fire: all of them, or any one" },
	{ "bombard-value", "attack-defence", "attack", "§13.0, §9.523, §9.524; A15",
	  "the support value an artillery bombardment adds: the attack value X offensively "
	  "and the defence value Y defensively, or X always" },
	{ "bombard-range", "required", "any", "§13.0, §9.521; A15",
	  "whether the target hex must be within each bombarding unit's range" },
	{ "bombard-supply", "required", "any", "§13.0, §7.3; A15",
	  "whether a bombarding unit must be in supply" },
	{ "bombard-los", "none", "required", "§13.0, §9.54; A15",
	  "whether a bombarding unit needs a line of sight to the target hex (the text "
	  "asks none, as for indirect support)" },
	{ "bombard-and-support", "either", "both", "§13.0, §9.5; A15",
	  "a unit that bombarded a hex before a combat (flag bombarded=HEX) may not also "
	  "support the combat against that hex, or may" },
	{ "air-one-both", "step", "step-and-immobilized", "§16.33, §16.34; E11",
	  "a die within a marker's (P): a step lost only (§16.33), or also immobilized "
	  "(the wording of E11)" },
	{ "air-group", "fixed", "refill", "§16.31, §16.33; A16",
	  "the units an air marker affects: the top 3 companies or 9 platoons fixed before "
	  "any die (A16), or recounted as each immobilized unit goes to the bottom, so the "
	  "next unit that fits is bombed too" },
	{ "aa-capable", "aa-88-sphow", "aa-only", "§16.2, §2.31, §2.321; A17",
	  "who fires AA: units with an AA back, the 88 mm (ART back, model=88mm) and SP "
	  "HOW guns too (§2.31, §2.321), or AA backs only (§16.2)" },
	{ "aa-limbered", "no-fire", "aa-mg-only", "§15.31, §15.32; A17",
	  "limbered AA units: none fires, or only the AA machine guns are barred (§15.32 "
	  "'de ce type')" },
	{ "naval-roll", "per-hex", "per-unit", "§25.0, §25.2; A18, E16",
	  "naval indirect fire: one die for the hex, its result on every affected unit "
	  "(E16), or one die per unit as air bombardment (§25.2)" },
	{ "naval-cap", "all", "3-companies", "§25.0, §16.31; A18",
	  "the units a ship's fire affects: all units of the hex (§25.0), or the top 3 "
	  "companies or 9 platoons (§16.31)" },
	{ "naval-spotting", "either", "both", "§25.21; A18",
	  "the spotting conditions (b) a unit of the ship's nationality sees the target and "
	  "(c) the ship sees it with no Allied unit adjacent: either suffices, or both" },
	{ "ship-attack-cloudy", "2-12", "none", "§8.1, §22.3; A19",
	  "the Axis attack on ships in cloudy weather: hits on 2 (morning) or 12 "
	  "(afternoon) only (§22.3), or no attack (§8.1 'clear')" },
	{ "ship-attack-rain", "none", "as-clear", "§8.6, §22.4; O9, A19",
	  "the Axis attack on ships in rain: no roll, and none in the afternoon after a "
	  "rainy morning (§8.6), or hits on 4 or less (morning) and 10 or more "
	  "(afternoon) as in clear weather (§22.4)" },
	{ "ship-arrived", "previous-turn", "this-turn", "§8.5, §18.37, §3.1",
	  "a ship 'just arrived' that the Axis attack cannot hit: one that arrived this "
	  "turn or the turn before (reinforcements come after the attack phase, so a ship "
	  "is first exposed the turn after), or this turn only" },
	{ "ship-hit-by", "axis", "allied", "§8.1, §8.42, §8.43; A19",
	  "who picks the ship hit among those of the class the result allows ('au "
	  "choix'): the Axis player, who attacks, or the Allied owner" },
	{ "ship-repair", "off-map", "8-turns", "§8.2, §8.3, §25.23; A19",
	  "a ship hit by the Axis air attack: off the map with no return turn (the text "
	  "gives none), or back 8 turns later like an ammunition run" },
	/* the procedural orders (turn.c, land.c, paradrop.c, works.c, limber.c, reorg.c,
	 * supply.c) */
	{ "first-player", "counterattack", "history", "§10.1, §10.2, §10.21; digest A25",
	  "who is first player: the Allies until a declared counterattack starts, its side "
	  "then staying first (§10.2), or the historical turn track (§10.1: the Axis on "
	  "12-14 September inclusive)" },
	{ "landing-fire-red", "d-then-c", "c-only", "§24.11 c, d; digest A32",
	  "the US RED beach: its die of (d), rolled 'before c)' for each of the 4 US "
	  "beaches, then the 2 dice of (c); or the 2 dice of (c) only" },
	{ "beach-loss-half", "up", "down|total", "§24.44; digest A28",
	  "the Allied units in a lost beach's hex lose half their steps: each unit's "
	  "half rounded up (the defender loses more), or rounded down, or half of the "
	  "troops' total, rounded up, taken from the units loss= names" },
	{ "paradrop-adjacent", "adjacent", "zoc", "§26.24 a, §4.0",
	  "'Si des unités de l'Axe sont adjacentes': Axis units in any adjacent hex, across "
	  "a precipice too (the letter), or only those whose ZOC reaches the landing hex "
	  "(none across a precipice, §4.0; ruling precipice-zoc)" },
	{ "salerne-move", "held", "voids", "§7.22, §24.425",
	  "the Allied unit under a 'Salerne' marker, which acts as a beach only 'si ... "
	  "l'unité ne fait pas mouvement de tout ce tour': it may not move that turn "
	  "(supply was traced from it), or it may, the marker going and the supply it "
	  "gave that turn not undone" },
	{ "aa-paradrop", "each-roll", "one-step", "§26.23 c",
	  "with Axis AA exerting ZOC the landing-damage die is rolled twice: each roll "
	  "may cost a step, or at most one step if either hits" },
	{ "bridge-repair", "day-rolls", "night-rolls", "§20.32, §20.33; digest A29, E12, "
	  "E13", "bridge repair rolls only in day works phases (§20.32: no test at night), "
	  "or at night too (§20.33's example 2); either way it completes by itself at the "
	  "works phase of the start turn + the demolition value (E12, E13)" },
	{ "limber-outside-zoc", "free", "roll", "§15.42; digest A30",
	  "changing the limbered marker outside an enemy ZOC: free in any works phase, "
	  "or the 2d6 test too" },
	{ "reorg-infantry", "infantry", "companies", "§14.11, §14.21, §14.23",
	  "the 'unités d'infanterie' that reorganise: infantry and motorised infantry "
	  "companies, or every two-step company of a battalion (engineers, rangers, "
	  "commandos, paratroopers too)" },
	{ "beach-axis-distance", "adjacent", "within-2", "§24.421, §24.412",
	  "placing a built British beach 'si aucune unité de l'Axe ne se trouve à moins "
	  "de 2 hexes': no Axis unit closer than 2 hexes, i.e. adjacent (the letter), or "
	  "none within 2 hexes, as §24.412 and the digest read it" },
	{ "axis-supply-radius", "path", "eight", "§7.11; digest A26",
	  "the Axis line's end off road: at most 6 hexes off road up to the hex next to "
	  "the unit (the rule), or the unit within 8 hexes of the road (the sentence that "
	  "follows it: 7 hexes off road)" },
	{ "supply-enemy-hex", "blocked", "zoc-only", "§7.0, §7.21",
	  "a hex holding an enemy unit but in no enemy ZOC: closed to a supply line, as "
	  "to a move (§7.21 counts the Allied line as a motorised unit's move), or open "
	  "(§7.0 names only the ZOC)" },
	/* advance after combat (aftermath.c) */
	{ "advance-routes", "digest", "limits", "§11.21, §11.31, §11.41; digest A21",
	  "the advance routes of the missing figures 1-2: the digest's reading (RMF = 1/3: "
	  "the RMF hex or a hex next to both; RMF = 1/2: those, or 2 hexes through the RMF "
	  "hex to a hex next to one of them), or only the text's limits (1/3: any 1 hex, "
	  "1/2: any 1 or 2 hexes); RMF = 0 is the RMF hex either way" },
	/* movement and retreat (move.c, retreat.c) */
	{ "mech-mp", "text", "table", "§5.2, §5.21; A2, O2, E1",
	  "MP of a mechanised unit for levels 2, 3, 2-4 and 3-5: the rule text (2, 3, 5, "
	  "6), or the end-of-book table as the OCR reads it (1, 2, 4, 5)" },
	{ "entry-zoc", "road", "stops", "§5.3, §18.21, §4.1; E3",
	  "an Axis reinforcement whose entry hex is in an enemy ZOC: a mechanised unit "
	  "may not enter (its entry MP is the first of a road stretch, E3, and road "
	  "movement enters no enemy ZOC, §5.3), one on foot enters and stops (§4.1); or "
	  "every unit enters and stops (§4.1)" },
	{ "reinforcement-roads", "roads-only", "then-free", "§18.2; E3",
	  "Axis reinforcements move along the roads only (§18.2), or enter by road and "
	  "may then leave it, as the unit of §5.34's example does (E3)" },
	{ "rmf-move", "entering", "first-hex", "§11.22, §11.32, §11.42; A20",
	  "an RMF marker's movement effect: on the first hex entered next to it, once per "
	  "marker (A20), or only when the move's first hex is next to it (literal)" },
	{ "forced-march-distance", "within-2", "closer-than-2", "§23.2; A38",
	  "forced march 'may not come within two hexes': no hex at 2 hexes or less from an "
	  "enemy unit or RMF marker, or only no hex adjacent to one" },
	{ "forced-march-who", "infantry", "foot", "§23.0",
	  "'infantry formations': foot infantry, ranger, commando, para, engineer, heavy "
	  "weapons, recon and HQ companies, or any unit on foot" },
	{ "precipice-zoc", "none", "from-high", "§4.0, §9.83; A24",
	  "no ZOC across a precipice either way (§4.0), or the higher unit's ZOC still "
	  "reaches down" },
	/* the remaining points of the digest's section 10 (A7, A8, A12, A16, A22, A31, A37) */
	{ "position-terrain", "replace", "add", "§9.44, §19.13; A7",
	  "an IP or Fortified hex defends at +5 'whatever the level' instead of the "
	  "level's bonus, or the level's bonus plus 5" },
	{ "fortified-building", "nothing", "ip", "§19.21; A7",
	  "a hex whose IP is flipped under a Fortified being built: no position bonus, "
	  "or still the IP's" },
	{ "river-plus", "both", "attacker|defender-minus", "§9.651; A8",
	  "defenders across a river: +1 to both rolls (the letter), +1 to the attacker's "
	  "roll only, or -1 to the defender's (a total of 1 read as 2)" },
	{ "retreat-distance", "away", "moved", "§21.3; A22 iv, E14",
	  "a retreat of N hexes: the k-th hex k hexes from the start, N away at the end "
	  "(E14), or N hexes entered, never back into the start hex (§21.3 'faire "
	  "mouvement du nombre d'hexes final')" },
	{ "limbered-aa", "not-red", "all-aa", "§15.43, §15.44; A31",
	  "limbered AA guns: §15.44's half fire for the 'other' AA units, a red-MA tow-only "
	  "one following §15.43 (attack 0), or half fire for every AA gun" },
	{ "swap-markers", "roles", "original", "§9.41, §9.42, §9.67 a; A12",
	  "after the roles swap (§9.67 a), the assault and opportunity fire markers are "
	  "read on the new roles, so the new defender usually keeps its terrain, or on "
	  "the first ones, §9.42's 'no terrain for the whole combat' holding whoever "
	  "defends" },
	{ "exit-victory-road", "required", "not-required", "§28.1, §28.11, §28.12; A37",
	  "the §28.12 exit victory needs the §28.11 class-1 road supply line (both are "
	  "'conditions suivantes'), or not" },
	{ "first-wave-malus", "9-morning", "day-9", "§24.12",
	  "the first wave's 2 MP less 'lors de la phase mouvement': in the movement phase "
	  "of the morning of the 9th, its first, or in both movement phases of the 9th "
	  "(the digest's 'on the 9th')" },
	{ "foot-road-zoc", "road", "terrain", "§5.3, §5.35",
	  "a unit on foot entering an enemy ZOC along a road: 1 MP (§5.3 bars from a ZOC "
	  "the mechanised road movement, which foot units do not use), or 2 MP as off "
	  "road (the bar read for every unit)" },
	{ "benchmark-missed", "loses", "record", "§28.31, §29.2; A37",
	  "a §28.31 benchmark missed: the side loses the game at once (objectives the "
	  "armies 'doivent réussir'), or the result is only recorded and §28.4 decides" },
	{ "historical-notes", "axis", "off", "§29.2, §28.31",
	  "the historical notes the Axis must also meet in the hypothetical scenario: "
	  "those that say where the Axis troops stood (c, g, i, l, m; i's Battipaglia "
	  "read as 3745), judged by benchmark, or none" },
};

/* The sequence of play (§3), as set,phase records it: its phases in their
 * order (phases.c walks them), each once with the section that puts it in the
 * turn; a player's phase is the first or the second player's by set,active. */
static const struct seq_phase phases[] = {
	{ "setup", "the set-up (the first-wave reaction fire)", "§3.0" },
	{ "weather", "the weather phase", "§3.1 A a" },
	{ "allied-air", "the Allied air support phase", "§3.1 A b" },
	{ "axis-air", "the Axis air support phase", "§3.1 A c" },
	{ "ship-attack", "the Axis attack on Allied ships", "§3.1 A d" },
	{ "naval", "the naval bombardment phase", "§3.1 A e" },
	{ "combat", "the combat phase", "§3.1 B a" },
	{ "advance", "the advance after combat phase", "§3.1 B b" },
	{ "movement", "the movement phase", "§3.1 B c" },
	{ "reinforcement", "the reinforcement phase", "§3.1 B d" },
	{ "retreat", "the retreat phase", "§3.1 B e" },
	{ "works", "the works phase", "§3.1 B f" },
	{ "counterattack", "the counterattack declaration", "§3.3, §10.21" },
	{ "night-weather", "the night weather phase", "§3.3 A a" },
	{ "paradrop", "the Allied paradrop phase", "§3.3 A b" },
	{ "ships", "the Allied ship movement phase", "§3.3 A c" },
	{ "beaches", "the Allied landing beaches phase", "§3.3 A d" },
	{ "night-reinforcement", "the night reinforcement phase", "§3.3 B a" },
	{ "recovery", "the recovery phase", "§3.3 B b" },
	{ "night-works", "the night works phase", "§3.3 B c" },
};

static const char *const kinds[] = { "unit", "hex", "hexside", "marker", "pending", "ship",
	"sea", "beach", "drop", "bridge", NULL };
static const char *const tables[] = { "combat", "combat-literal", "terrain", "bombardment",
	"air-markers", "air-points", "ship-attack", "ship-classes", "ship-backs", "weather",
	"counterattack", "landing-fire", "parachute", "drift", "victory", "benchmarks",
	"mech-movement",
	"road-movement", "movement", "entry", "links", "places", NULL };

/* The scalars the orders read and the rows they own (beach, drop, bridge), so
 * that `umpire check` rejects a malformed one with its file:line:column before
 * any order meets it. set,turn itself is the model's (s43_mv_map_load). */
static int check_scalars(struct s43_map *m, const struct state *st, struct err *e)
{
	static const char *const turns[] = { "counterattack_from", "weather_turn", NULL };
	static const char *const sides[] = { "first_player", "counterattack_by", NULL };
	static const char *const sides_names[] = { "allied", "axis", NULL };
	static const char *const winners[] = { "allied", "axis", "draw", NULL };
	const char *v;

	for (int i = 0; turns[i]; i++)
		if ((v = state_get(st, turns[i])) && *v && s43_turn_parse(v) < 0)
			return s43_bad_set(st, turns[i], S43_TURN_FORM, e);
	for (int i = 0; sides[i]; i++)
		if ((v = state_get(st, sides[i])) && kit_enum(sides_names, v) < 0)
			return s43_bad_set(st, sides[i], "allied or axis", e);
	/* set,winner: what victory and land place= write (§28, §24.441) */
	if ((v = state_get(st, "winner")) && *v && kit_enum(winners, v) < 0)
		return s43_bad_set(st, "winner", "allied, axis or draw", e);
	/* set,weather_morning: what weather writes in a morning (§8.6) */
	if ((v = state_get(st, "weather_morning")) && *v &&
	    kit_enum((const char *const[]){ "clear", "cloudy", "rain", NULL }, v) < 0)
		return s43_bad_set(st, "weather_morning", "clear, cloudy or rain", e);
	/* set,phase: a phase of the sequence of play, with its player (§3) */
	if ((v = state_get(st, "phase")) && *v) {
		if (seq_find(phases, (int)(sizeof phases / sizeof phases[0]), v) == NULL)
			return s43_bad_set(st, "phase", "a phase of the sequence of play "
					"(SEQUENCE OF PLAY)", e);
		if (s43_side_parse(state_get(st, "active")) < 0)
			return s43_bad_set(st, "active", "allied or axis: a state that records its "
					"phase records its active player (§3)", e);
	}
	if (s43_land_check(m, st, e) || s43_paradrop_check(m, st, e) ||
	    s43_bridge_check(m, st, e))
		return e->code;
	return 0;
}

static int check(struct game_ctx *g, struct state *st, struct err *e)
{
	struct mv_map mm;   /* the model (model.c), what movement reads (map.c): every
	                       unit on the map in a hex with a `hex` row, set,turn */
	int rc = s43_mv_map_load(&mm, st, e);

	if (rc == 0)
		rc = check_scalars(&mm.m, st, e);
	s43_mv_map_free(&mm);
	if (rc == 0) {   /* ship and sea rows (bombard.h) */
		struct bd_fleet f;
		rc = s43_bd_fleet_load(&f, st, e);
		s43_bd_fleet_free(&f);
	}
	return rc;
}

const struct game salerno43_game = {
	.id = "salerno43",
	.title = "Salerno 1943 (Clark's 5th Army / von Vietinghoff's 10th Army), company level",
	.digest = "salerno43.md",
	.orders = orders,
	.norders = (int)(sizeof orders / sizeof orders[0]),
	.rulings = rulings,
	.nrulings = (int)(sizeof rulings / sizeof rulings[0]),
	.kinds = kinds,
	.tables = tables,
	.phases = phases,
	.nphases = (int)(sizeof phases / sizeof phases[0]),
	.sequence = "§3",
	.check = check,
	.cache_free = s43_cache_free,
	.describe = s43_describe,
	.draw = s43_draw,
};
