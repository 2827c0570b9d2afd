/*
 * normandie44.c: Normandie 1944, un été sanglant registers with the engine
 * here: its orders with their handlers (each verb once), its disputed points
 * (rulings), its sequence of play, the order of its state's kinds, its tables,
 * and the check and show commands. Each order family lives in its own file
 * (assault.c, move.c, turn.c, ...); the typed model in model.c (n44.h).
 *
 * Rules: ../shared/rules/normandie44.md (digest), ../shared/seeds/000_*.txt (the
 * French rulebook, the authority). Man page: umpire-normandie44(7).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

#define COMBAT "A1-combat A2-combat B1-combat B2-combat"
#define MOVE "A1-move A2-move B1-move B2-move"
#define REINFORCE "A1-reinforce A2-reinforce B1-reinforce B2-reinforce"
#define TURN0_COMBAT "night-drop night-reaction first-wave second-wave morning-reaction " \
	"last-wave afternoon-reaction"
#define TURN0_MOVE "night-drop night-reaction second-wave morning-reaction follow-up " \
	"afternoon-reaction"

static const struct order_spec orders[] = {
	{ "assault", "§5, §6.1-§6.13, §7.5, §8, §9.1, §10, §11.3",
	  "one combat against a hex or a box in Confusion: HQ activation, support, the "
	  "column and its shifts, the die, losses, retreats", n44_assault_params,
	  n44_assault_resolve, n44_assault_odds, 0, COMBAT " " TURN0_COMBAT },
	{ "advance", "§6.7", "advance after combat into the hexes the defender left, free",
	  n44_advance_params, n44_advance_resolve, NULL, 0, COMBAT " " TURN0_COMBAT },
	{ "exploit", "§6.8, §4.1.1", "an HQ's exploitation activates up to 2 Réserve stacks",
	  n44_exploit_params, n44_exploit_resolve, NULL, 0, COMBAT },
	{ "siege", "§6.13, §11.3", "the Allied player besieges a Festung", n44_siege_params,
	  n44_siege_resolve, NULL, 0, COMBAT },
	{ "move", "§2, §3, §4.1.1, §4.3, §7.5, §9.2, §9.4, §10",
	  "move a unit, an HQ or an Offensive marker along a path of hexes, priced by the "
	  "TET, stopped by enemy ZOC", n44_move_params, n44_move_resolve, NULL, 0,
	  MOVE " " COMBAT " " TURN0_MOVE },
	{ "infiltrate", "§4.4, §6.11, §3", "a special operation of a Ranger, Commando or elite "
	  "paratroop unit on the infiltration table: across an impassable hexside, out of a "
	  "Confusion hex, or the assault of an enemy hex", n44_infiltrate_params,
	  n44_infiltrate_resolve, n44_replay_odds, 0, MOVE " " TURN0_MOVE },
	{ "bombard", "§6.2, §6.5, §9.3, §9.4, §0.1.2, §10 A.1",
	  "naval, air, carpet or German coastal-battery bombardment on the TB", n44_bombard_params,
	  n44_bombard_resolve, n44_bombard_odds, 0, COMBAT " " MOVE " morning-air first-wave "
	  "second-wave last-wave follow-up" },
	{ "land", "§4.2, §4.4, §7.1, §10 A.1, §10 B.1, §10 B.3, §1.1.1.1",
	  "land units and Offensive markers of the strategic reserve through a depot, or "
	  "turn 0's waves on their beaches (DD tanks, the 5th Rangers' die, the 79th Armoured "
	  "astride the British beaches)", n44_land_params, n44_land_resolve, n44_replay_odds,
	  0, MOVE " first-wave second-wave last-wave turn0-end" },
	{ "drop", "§10 0.1", "an airborne unit's drop on turn 0: the jump table and the drift",
	  n44_drop_params, n44_drop_resolve, n44_drop_odds, 0, "night-drop" },
	{ "overrun", "§4.3, §5.4, §9.1", "an armoured stack attacks the enemy stack it moves next "
	  "to: 3 MP more than the terrain, on the combat table; off the map, the enemy box a "
	  "line joins to its own", n44_overrun_params, n44_overrun_resolve, n44_overrun_odds, 0,
	  MOVE " " TURN0_MOVE " " REINFORCE },
	{ "strategic", "§1.1.2.2, §4.1.2, §5.2, §6.12, §7.2, §9.5",
	  "move units box to box on the strategic map: German interdiction rolls, Confusion "
	  "exits, extended Allied moves", n44_strategic_params, n44_strategic_resolve,
	  n44_strategic_odds, 0, REINFORCE },
	{ "weather", "§1.1.1.1, §10, §11.2", "the turn's weather: fixed, or 1d6 and the "
	  "adjustment of the overcast turns before", n44_weather_params, n44_weather_resolve,
	  n44_weather_odds, 0, "weather" },
	{ "air", "§1.1.1.1, §9, §11", "draw the turn's air counters from the bowls (TDAA) and "
	  "lock the air superiority fighter-bombers (TAMSA)", n44_air_params, n44_air_resolve,
	  n44_air_odds, 0, "weather morning-air" },
	{ "assign", "§9, §9.2, §9.5", "an air counter to a mission: available, tactical or "
	  "strategic interdiction", n44_assign_params, n44_assign_resolve, NULL, 0,
	  "weather morning-air A-air B-air" },
	{ "storm", "§1.1.1.1, §7.1.1", "the storm test of an overcast turn from a natural 6, "
	  "and the Mulberries in it", n44_storm_params, n44_storm_resolve, n44_storm_odds, 0,
	  "A-air B-air A1-reinforce B1-reinforce" },
	{ "allocate", "§1.1.1.2, §7.2, §11.1", "a player's Offensive markers of the turn: 1d6 "
	  "on his table", n44_allocate_params, n44_allocate_resolve, n44_allocate_odds, 0,
	  "logistics" },
	{ "offensive", "§1.1.1.2, §0.2.1", "an Offensive marker to an HQ it supports, or a "
	  "German marker onto a depot", n44_offensive_params, n44_offensive_resolve, NULL, 0,
	  "logistics admin" },
	{ "supply", "§7, §7.3, §7.5, §0.1.2, §10, §11.3", "trace every unit's and HQ's supply "
	  "line and mark the unsupplied", n44_supply_params, n44_supply_resolve, NULL, 0,
	  "logistics" },
	{ "airsupply", "§7.4", "Allied air supply: \"unsupplied\" removed from 4 PE of "
	  "infantry", n44_unit_params, n44_airsupply_resolve, NULL, 0, "logistics" },
	{ "initiative", "§1.1.1.3, §6.10, §11.3", "the initiative roll, and the German "
	  "replacements on the same die", n44_initiative_params, n44_initiative_resolve,
	  n44_initiative_odds, 0, "admin logistics" },
	{ "rest", "§1.1.1.3", "put reduced units out of enemy ZOC at rest for the turn",
	  n44_unit_params, n44_rest_resolve, NULL, 0, "admin" },
	{ "replace", "§1.1.1.3, §6.10", "a unit at rest, or in the Repos box, regains a step",
	  n44_unit_params, n44_replace_resolve, NULL, 0, "admin" },
	{ "withdraw", "§1.1.1.3", "Allied airborne, Commandos and Rangers back to the "
	  "strategic reserve, +1 VP each", n44_unit_params, n44_withdraw_resolve, NULL, 0, "admin" },
	{ "victory", "§11.1, §11.3, §1.2", "count the turn's victory points (and, at the end, "
	  "those of cities, depots, Paris) and judge the victory conditions",
	  n44_victory_params, n44_victory_resolve, NULL, 0, "turn-end game-over" },
	{ "turn", "§1.0, §1.1.4, §1.1.5, §5.4, §10, §11",
	  "end the present phase of the sequence of play and begin the next, doing what the "
	  "rules do between them: the transfers between the entry boxes and the map's exits, "
	  "the reinforcements", n44_turn_params, n44_turn_resolve, n44_replay_odds, 0, NULL },
};

/* Each disputed point of the digest's section 10 (items 1-50) and its remaining
 * doubts (11.3): the default is the reading the text supports best. */
static const struct ruling rulings[] = {
	{ "sequence", "enforce", "off", "§1.0, §1.1",
	  "refuse an order given outside its phase of the sequence of play, or accept it "
	  "(the log says so)" },
	{ "hex-offset", "even", "odd", "§11 (map)",
	  "which columns of the map sit half a hex lower (toward higher row numbers): the "
	  "even ones, as core/grid.h, or the odd ones; the map, not the text, decides" },
	{ "crt-losses", "per-unit", "per-side", "§6.4; digest 10.1",
	  "the combat table's step losses: taken by every participating unit (\"appliqués "
	  "à l'intégralité des unités\"), or a total its owner spreads (\"à répartir\")" },
	{ "shift-clamp", "each-stage", "net", "§6.3; 10.2",
	  "the clamp to 1/3..6/1: after the ratio, after the active player's shifts and "
	  "after the inactive player's (§6.3's order), or once on the net shift" },
	{ "overrun-air", "turn8-us", "turn7", "§4.3, §9.1; 10.3",
	  "tactical air in an overrun or an exploitation: from turn 8 and for the US only "
	  "(§9.1), or from turn 7 for both Allies (§4.3)" },
	{ "overrun-fail-hex", "declared", "start", "§4.3; 10.4",
	  "where a failed overrun ends: the hex it was declared from, or where the move began" },
	{ "overrun-att-losses", "apply", "ignore", "§4.3, §6.4; 10.5",
	  "the attacker's combat-table results in an overrun: applied as well as the failure's "
	  "D level, or only the D level" },
	{ "hq-stack-loss", "all", "any", "§5.4; 10.6",
	  "an HQ stacked with units is destroyed when all of them are destroyed, or when any is" },
	{ "def-support-value", "1", "bonus", "§5.3; 10.7",
	  "the shift of an HQ's support in defence: one column, or its printed bonus" },
	{ "offensive-per-activation", "activation", "combat", "§1.1.3, §0.1.1; 10.8",
	  "one Offensive marker for an HQ's activation and all its combats, or one a combat" },
	{ "support-hq", "activating", "any-in-range", "§5.3; 10.9",
	  "the HQ supporting an attack: the activating HQ (and other German HQs), or any "
	  "Supported HQ within 2 hexes" },
	{ "one-combat", "attack-and-defence", "one-total", "§6.1; 10.10",
	  "\"un combat par phase, en attaque et en défense\": one attack and one defence a "
	  "phase, or one combat in all" },
	{ "d1-plus-d2", "d2-and-step", "d2", "§6.5; 10.11",
	  "a D1 unit receiving D2: D2 and a step lost, or D2 only" },
	{ "a2-overflow", "d-level", "no-step", "§6.5; 10.12",
	  "an A2 stack affected again takes a level of disorganization: D+1 (a D2 unit loses "
	  "a step), or D+1 without the step" },
	{ "a-duration", "phase", "combat-segment", "§6.5, §1.1.4, §10; 10.13",
	  "A markers last until the end of the phase (both players' segments), or only "
	  "through the combat segment they were placed in" },
	{ "att-stack-penalty", "worst-stack", "worst-each", "§6.5; 10.14",
	  "the attacker's D/A penalty: that of the most penalising stack (its worst D plus "
	  "its worst A), or the worst D and worst A over all stacks" },
	{ "affected-scope", "stack-at-bombard", "hex", "§6.5; 10.15",
	  "who carries an A marker: the units of the stack when it was bombarded, or every "
	  "unit in the hex" },
	{ "retreat-zoc-loss", "per-hex", "once", "§6.6; 10.16",
	  "the step a retreating unit loses in an enemy ZOC: for each such hex, or once" },
	{ "advance-elim", "vacated-hex", "two", "§6.7; 10.17",
	  "the advance after the defender is eliminated: into its hex only, or up to 2 hexes" },
	{ "counterattack-flip", "yes", "no", "§6.9; 10.18",
	  "the HQ activated for a counter-attack is flipped, or stays available" },
	{ "exploit-reserve", "own-hq", "any", "§6.8; 10.19",
	  "the Réserve stacks an exploitation activates: controlled by the exploiting HQ, or "
	  "any" },
	{ "naval-range", "coast-is-1", "coast-is-0", "§6.2; 10.20",
	  "naval range counted from a coast hex: the coast hex is the first (cruisers reach 2 "
	  "hexes inland), or hex 0" },
	{ "naval-refresh", "phase", "turn", "§1.1.4, §10 A.2; 10.21",
	  "the naval allotment: available again at each end of phase, or once a turn" },
	{ "bomb-strength", "potential", "counters", "§6.2, §9.3; 10.22",
	  "a bombardment's strength: the sum of the printed potentials (naval points and "
	  "batteries 1 each), or the number of counters and points" },
	{ "garrison-festung-bomb", "yes", "no", "§0.1.2; 10.23",
	  "the garrison's -1 on the bombardment die also for a Festung, or not" },
	{ "battery-target", "unit", "stack", "§6.2; 10.24",
	  "a German battery's result: on the landing unit only (\"et non l'hex\"), or its stack" },
	{ "storm-after-b", "skip", "test", "§1.1.1.1; 10.25",
	  "after a storm in phase B, no storm test in the next phase A, or test as usual" },
	{ "initiative-timing", "admin", "logistics", "§1.0, §1.1.1.3; 10.26",
	  "the initiative roll: in the administrative phase after the markers moved, or in "
	  "the logistics phase" },
	{ "german-reinforcements", "counter", "box", "§1.1.2.1; 10.27",
	  "German reinforcements: where each counter's entry says (turn-1 hexes on the map), "
	  "or all to their boxes" },
	{ "supply-hq", "any", "controlling", "§7.3.1; 10.28",
	  "a unit's supply line: to any supplied friendly HQ of its nationality, or to its "
	  "controlling HQ" },
	{ "unsupplied-ma", "up", "down", "§7.5; 10.29",
	  "the halved movement of an unsupplied motorized unit: rounded up, or down" },
	{ "air-supply", "4pe", "division", "§7.4; 10.30",
	  "Allied air supply: 4 PE of infantry, or one division" },
	{ "control-limit", "5div-3ind", "3ind-6pe", "§5.1; 10.31",
	  "an HQ's control: 5 divisions and 3 independent units, or 5 divisions and 3 "
	  "independent units of 6 PE in all (the OCR's \"(PE=6)\")" },
	{ "interdiction-transfer", "no-roll", "roll", "§1.1.2.1, §4.1.2; 10.32",
	  "units transferred from an entry box onto the map: no interdiction roll, or one" },
	{ "allied-exit-interdiction", "no", "yes", "§6.12; 10.33",
	  "Allied strategic interdiction modifies an Allied Confusion exit roll: no, or yes" },
	{ "confusion-combat", "allowed", "no", "§6.11; 10.34",
	  "combat between the two sides of an on-map Confusion hex: allowed, or not" },
	{ "confusion-entry", "any", "special", "§6.11; 10.35",
	  "entering a hex already in Confusion: any unit, or special units only" },
	{ "carpet-half", "down", "up", "§9.4; 10.37",
	  "half the potential of a two-hex carpet bombing: rounded down, or up" },
	{ "carpet-combat", "precedes-combat", "standalone", "§9.4, §6.2; 10.38",
	  "carpet bombing precedes a combat (except turn 0A), or stands alone; standalone is "
	  "refused (exit 64): umpire ties no bombardment to the combat after it, so it could "
	  "not play the difference" },
	{ "overrun-offmap", "allowed", "no", "§4.3, §5.2; 10.39",
	  "an armoured stack overruns the enemy units of a box: allowed, or not" },
	{ "free-activation", "turns-0-1", "turn-0|campaign", "§11.3; 10.40",
	  "campaign HQs activate combats without an Offensive marker: on turns 0 and 1, "
	  "turn 0 only, or the whole campaign" },
	{ "vp-timing", "end", "per-turn", "§11.3; 10.41",
	  "VP for cities, depots and Paris: counted at the end of the game, or each turn" },
	{ "overstack-end-move", "illegal", "eliminate", "§2.1; 10.42",
	  "a stack over the limit at the end of a movement phase: the move is refused, or "
	  "the excess is eliminated" },
	{ "maquis-plus-interdiction", "add", "max", "§4.1.2, §9.5; 10.43",
	  "a maquis and strategic interdiction in one box: their modifiers add, or the "
	  "greater counts" },
	{ "rest-steps", "one", "per-replacement", "§1.1.1.3; 10.44",
	  "steps a resting unit regains: one a turn, or one per replacement spent" },
	{ "air-shift", "1", "printed", "§9.1; 10.45",
	  "a fighter-bomber's shift: one column, or the counter's printed value" },
	{ "elite-count", "once", "per-unit", "§6.3; 10.46",
	  "the elite die modifier (table elite): once for a side with an elite unit, or once "
	  "for each" },
	{ "support-both", "phase", "segment", "§5.3; 10.47",
	  "an HQ never supports attack and defence in one phase (A or B), or one player's "
	  "segment" },
	{ "retreat-into-confusion", "no", "yes", "§6.6, §6.11; 10.48",
	  "a retreat may enter a hex in Confusion: no (it holds enemy units), or yes" },
	{ "beach-depot-zoc", "works", "blocked", "§7.1; 10.49",
	  "a beach depot in enemy ZOC: works (German ZOC has no effect on beaches), or not" },
	{ "cherbourg-halving", "face-per-turn", "half-capacity", "§7.1.3; 10.50",
	  "a German unit in Cherbourg's port hex for a turn: the depot drops a face (full, "
	  "reduced, removed), or its capacity is halved that turn; half-capacity is refused "
	  "(exit 64): the text gives no rounding for an odd capacity" },
	{ "hb-use", "carpet-only", "ordinary", "§9.4, §6.2; 4.4.3",
	  "a heavy bomber bombards only as a carpet bombing (2 VP each, once a turn a "
	  "nationality), or may join an ordinary bombardment" },
	{ "airborne-vp", "per-unit", "per-turn", "§11.3; 4.7.3",
	  "-1 VP after turn 5: for each US airborne regiment or Ranger unit still on the map, "
	  "or once a turn while one is" },
	{ "landing-capacity", "movement-phase", "turn", "§4.2; 4.5.1",
	  "a depot's landing capacity in PE: for each movement phase, or for the turn" },
	{ "river-combat", "all", "any", "§2.2 (TET)",
	  "the TET's river effect in combat: when every attacking stack attacks across a "
	  "river, or any" },
	{ "retreat-path", "away", "any", "§6.6",
	  "a retreat of N hexes: each hex one further from the start, or any N hexes" },
	{ "retreat-elim", "permanent", "cadre", "§6.6, §6.10; 11.3.4",
	  "a unit losing its last step to a retreat's ZOC loss: eliminated for good "
	  "(captured), or to the Cadre box" },
	{ "ss-hexes", "two", "range", "§10 A.1; 11.3.1",
	  "\"0808 & 0712\", where 1SS and 4SS may land: those two hexes, or the range" },
	{ "air-reassign", "no", "yes", "§1.0, §1.1.1.1; 11.3.2",
	  "air missions assigned at the turn's start are kept in phase B, or reassigned" },
	{ "offensive-distribution", "place", "move", "§1.1.1.2; 11.3.3",
	  "the Offensive markers distributed to HQs: placed on them, or moved (MA 12, "
	  "interdiction)" },
	{ "repos-steps", "one-per-replacement", "full", "§1.1.1.3; 11.3.5",
	  "a destroyed unit in the Repos box rebuilds one step per replacement, or comes back "
	  "whole" },
	{ "reserve-withdrawal", "as-rest", "free", "§1.1.1.3; 11.3.6",
	  "withdrawal to the Allied strategic reserve: under the rest conditions (out of enemy "
	  "ZOC, a step lost), or freely" },
	{ "air-supply-storm", "no-storm", "any", "§7.4; 11.3.7",
	  "air supply \"for each turn of clear or overcast weather\": not in a storm, or "
	  "always" },
	{ "naval-track", "separate", "shared", "§6.2; 11.3.8",
	  "cruiser and destroyer points: kept apart (their ranges differ), or one pool" },
	{ "battery-fire", "per-unit", "per-phase", "§6.2; 11.3.9",
	  "a German battery fires at each landing unit, or once a phase" },
	{ "hb-city", "map-then-track", "track", "§9.4; 11.3.10",
	  "HB after a city bombing: on the map for the turn, then 2 turns on the track; or on "
	  "the track at once" },
	{ "lb-half", "count", "exclude", "§9.3; 11.3.11",
	  "light bombers count in the bombardment potential when testing the MB's half, or not" },
	{ "siege-threshold", "half-total", "half-festung-plus", "§6.13; 11.3.12",
	  "a siege needs Allied defence of half the Festung's and its units' defence, or "
	  "half the Festung's plus its units'" },
	{ "hq-return", "reinforcement", "hex", "§5.4; 11.3.13",
	  "a destroyed HQ comes back as a reinforcement (reserve or entry box), or to a hex of "
	  "its choice" },
	{ "cobra-reserve", "label", "reserve-status", "§11.2; 11.3.14",
	  "Scenario 2's \"Réserve\" headings: a label, or a Réserve marker for exploitation" },
	{ "infiltration-fail", "stop", "continue", "§4.4",
	  "a special operation whose infiltration roll fails: the unit stays and its move ends, "
	  "or it stays and may go on moving (the text says only that the roll decides)" },
	{ "fortified-terrain", "add", "best", "§0.1.2, §2.2",
	  "a fortified line's combat effect with the hex's terrain: added, or the better one" },
};

static const struct seq_phase phases[] = {
	{ "night-drop", "the Night phase, airborne operations", "§10 0.1" },
	{ "night-reaction", "the Night phase, German reaction", "§10 0.2" },
	{ "morning-air", "phase A (Morning), the air and naval sequences", "§10 A.1" },
	{ "first-wave", "phase A, the first assault waves", "§10 A.1" },
	{ "second-wave", "phase A, the second wave", "§10 A.1" },
	{ "morning-reaction", "phase A, the German reaction", "§10 A.2" },
	{ "follow-up", "phase B (Afternoon), the movement of the troops ashore", "§10 B.1" },
	{ "last-wave", "phase B, the combat phase: the last wave lands", "§10 B.1" },
	{ "afternoon-reaction", "phase B, the German reaction", "§10 B.2" },
	{ "turn0-end", "the end of turn 0", "§10 B.3" },
	{ "weather", "the weather and Allied air availability phase", "§1.1.1.1" },
	{ "logistics", "the logistics phase", "§1.1.1.2" },
	{ "admin", "the administrative phase", "§1.1.1.3" },
	{ "A-air", "phase A, the Allied air phase", "§1.0 2" },
	{ "A1-reinforce", "phase A, player 1's reinforcements and off-map movement", "§1.1.2.1" },
	{ "A1-move", "phase A, player 1's movement on the map", "§1.1.2.2" },
	{ "A1-combat", "phase A, player 1's combat phase", "§1.1.3" },
	{ "A2-reinforce", "phase A, player 2's reinforcements and off-map movement", "§1.1.2.1" },
	{ "A2-move", "phase A, player 2's movement on the map", "§1.1.2.2" },
	{ "A2-combat", "phase A, player 2's combat phase", "§1.1.3" },
	{ "A-end", "the end of phase A", "§1.1.4" },
	{ "B-air", "phase B, the Allied air phase", "§1.0 3" },
	{ "B1-reinforce", "phase B, player 1's reinforcements and off-map movement", "§1.1.2.1" },
	{ "B1-move", "phase B, player 1's movement on the map", "§1.1.2.2" },
	{ "B1-combat", "phase B, player 1's combat phase", "§1.1.3" },
	{ "B2-reinforce", "phase B, player 2's reinforcements and off-map movement", "§1.1.2.1" },
	{ "B2-move", "phase B, player 2's movement on the map", "§1.1.2.2" },
	{ "B2-combat", "phase B, player 2's combat phase", "§1.1.3" },
	{ "B-end", "the end of phase B", "§1.1.4" },
	{ "turn-end", "the end of the turn", "§1.1.5" },
	{ "game-over", "the end of the game", "§1.2" },
};

static const char *const kinds[] = { "unit", "hq", "marker", "depot", "air", "hex", "box",
	"pending", NULL };
static const char *const tables[] = { "crt", "tec", "tb", "weather", "tdaa", "tamsa",
	"offensive-allied", "offensive-german", "german-resources", "infiltration", "jump",
	"jump-adjust", "drift", "dd", "ranger5", "elite", "boxes", "naval", NULL };

static int check(struct game_ctx *g, struct state *st, struct err *e)
{
	struct n44_model m;

	if (n44_model_load(&m, g, st, e))
		return e->code;
	/* §0.1.2: a Festung holds 5 PE of units at most */
	for (int i = 0; i < m.nunits && !e->code; i++) {
		const struct n44_unit *f = &m.units[i];
		int pe = 0;
		if (f->arm != N44_FESTUNG)
			continue;
		for (int k = 0; k < m.nunits; k++)
			if (m.units[k].loc.kind == N44_L_IN && !strcmp(m.units[k].loc.name, f->id))
				pe += m.units[k].pe == N44_UNKNOWN ? 0 : m.units[k].pe;
		if (pe > 5)
			kit_bad_at(e, st, f->line, 2, "the Festung %s holds %d PE of units: 5 at most "
					"(§0.1.2)", f->id, pe);
	}
	n44_model_free(&m);
	return e->code;
}

const struct game normandie44_game = {
	.id = "normandie44",
	.title = "Normandie 1944, un été sanglant (division level, June to August 1944)",
	.digest = "normandie44.md",
	.orders = orders,
	.norders = (int)(sizeof orders / sizeof orders[0]),
	.rulings = rulings,
	.nrulings = (int)(sizeof rulings / sizeof rulings[0]),
	.kinds = kinds,
	.tables = tables,
	.phases = phases,
	.nphases = (int)(sizeof phases / sizeof phases[0]),
	.sequence = "§1.0, §1.1",
	.check = check,
	.describe = n44_describe,
	.draw = n44_draw,
	.check_table = n44_check_table,
};
