/*
 * omaha.c: D-Day at Omaha Beach registers with the engine here: its orders and
 * their parameters, its disputed points (the digest's A-01..A-40 and the
 * points found while writing the orders), the order of its state's kinds, and
 * the check and show commands. Each order family lives in its own file
 * (land.c ...); the deck in card.c; the state in model.c.
 *
 * Rules: ../shared/rules/omaha.md (digest), ../shared/seeds/003_*.txt (the
 * French rulebook, the authority). Man page: umpire-omaha(7).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "om.h"

/* free= of the action orders (free.c) */
#define OM_FREE_PARAM { "free", "KIND|ID:KIND,...", "", "the action is free (not counted, " \
	"§7.2): hero (§11.12), inspired (§11.15), command (§11.2, §11.3, §18.3), leader (an " \
	"HQ or General's own move); unit column free=TURN:KIND" }, \
	{ "pay", "1|29", "", "the division whose action a unit across the sector line spends " \
	"(§7.22: your choice); by default its own, then the other's" }
static const struct order_param land_params[] = {
	{ "sector", "east|west", NULL, "the sector whose landing boxes are checked (§5.1: "
		"east first, then west)" },
	{ "mine", "ask|auto|ID", "ask", "the unit that loses the step of a mine explosion "
		"(§5.2: your choice): ask (refuse if several could), auto (most steps), or its id" },
	{ "ranger", "ID:N,...", "", "Ranger option (§5.13): a Ranger infantry unit with No "
		"Effect from turn 4 drifts N (1-4) boxes east by choice" },
	{ "follow", "LEADER:UNIT,...", "", "an HQ or General that drifts with a unit of its box "
		"(§5.12); by default leaders stay in their box" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param fire_params[] = {
	{ "sector", "east|west", NULL, "the sector whose fire card is drawn (§6, §4 III: East "
		"first, then West)" },
	{ "prefer", "ID,...", "", "the player's choice among targets equal in fire level, "
		"distance and steps (§6.31) or in artillery priority (§6.5): first named, first hit" },
	{ "ties", "ask|id", "ask", "choices prefer= does not settle: ask (refuse, naming the "
		"units) or id (the first by unit id)" },
	{ "sacrifice", "ID,...", "", "1-step units whose hero is sacrificed instead of their "
		"elimination (§11.14); the marker turns Inspired (§11.15)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param clear_params[] = {
	{ "sector", "east|west", NULL, "the sector whose engineers clear (§10.1)" },
	{ "hexes", "HEX,...", NULL, "the beach hexes cleared: 2 at low tide, 1 at mid tide, "
		"0 at high tide per sector and turn (§10.12)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param move_params[] = {
	{ "unit", "ID[,ID]", NULL, "the unit, or the two units of a stack doing the same action "
		"(§7.21)" },
	{ "to", "HEX", NULL, "the adjacent hex entered (§7.3), or the last hex of a longer move "
		"(§17)" },
	{ "via", "HEX,...", "", "from turn 17, the hexes entered before to=: infantry, Rangers "
		"and leaders 2 hexes (§17.1), tanks along roads 2 or 4 (§17.2)" },
	{ "complete", "yes|no", "yes", "after a step lost to infiltration, whether the unit "
		"completes the move or stays (§7.32: your choice)" },
	OM_FREE_PARAM,
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param bombard_params[] = {
	{ "type", "tank|art|naval", NULL, "a tank barrage (§8.4, a fire card), an artillery "
		"barrage (§17.3, from turn 17, a fire card) or a naval barrage (§8.52, a naval fire "
		"marker, no card)" },
	{ "target", "HEX", NULL, "the German-held hex barraged" },
	{ "unit", "ID", "", "the firing tank or artillery (type=tank, type=art)" },
	{ "observer", "ID", "", "a non-disrupted infantry unit in the target's field of fire "
		"(§8.4: when the tank is not in it; §8.52: always)" },
	OM_FREE_PARAM,
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param loc_params[] = {
	{ "position", "ID", NULL, "the German position whose line of communication is traced" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param victory_params[] = {
	{ "check", "first-waves|dday-16|dday-32|beyond", NULL, "the victory check: The First "
		"Waves (§13.2), the full game's first (§20.2) or final (§20.3) check, Beyond the "
		"Beach (§21.2)" },
	{ "vp", "N", "", "the victory points as the player counts them, overriding the count "
		"umpire makes from the state and map (§13.2, §13.22, §20.3)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param assault_params[] = {
	{ "target", "HEX", NULL, "the German-held hex attacked (one hex of a two-hex WN, §8.32)" },
	{ "units", "ID,...", NULL, "the attacking units (§8.1)" },
	{ "naval", "yes|no", "no", "add a naval fire marker (§8.51)" },
	{ "hero", "strength|WEAPON", "", "the joker of a hero attacking from an adjacent hex "
		"(§8.23, §11.13): +1 strength, or one weapon other than FL" },
	{ "us_hit", "ID,...", "", "the attackers that take a US disruption or step loss of the "
		"result (your choice, §8.3)" },
	{ "heavy_weapon", "ID:WEAPON,...", "", "the one weapon a heavy infantry unit at range "
		"brings (§8.26, ruling a19-heavy-range-weapons=any-one)" },
	OM_FREE_PARAM,
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param advance_params[] = {
	{ "position", "ID", NULL, "the advancing reinforcement position (§16.8)" },
	{ "path", "HEX,...", "", "the hexes of §16.82's diagram, ending on the destination "
		"(the diagrams are not in the text)" },
	{ "us_loss", "ID", "", "the US unit on the path that loses a step (your choice, "
		"§16.82)" },
	{ "displace", "ID:HEX,...", "", "where US units in the destination go (adjacent, off "
		"the path, your choice, §16.82)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param climb_params[] = {
	{ "unit", "ID", NULL, "the infantry unit climbing (§7.4, §7.5)" },
	{ "to", "HEX", NULL, "the hex beyond the bluff or cliff hexside" },
	OM_FREE_PARAM,
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param rally_params[] = {
	{ "unit", "ID", NULL, "the unit removing a marker (a free action)" },
	{ "marker", "climb|climb-cliff|disrupted", NULL, "the marker removed (§7.4, §7.5, §7.7)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param exit_params[] = {
	{ "unit", "ID", NULL, "the unit on a lettered exit hex that leaves the map (§2.1, "
		"§20.3)" },
	OM_FREE_PARAM,
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param endphase_params[] = {
	{ "eliminate", "ID,...", "", "the units eliminated over the stacking limit (your "
		"choice, §7.6)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param cp_params[] = {
	{ "hq", "ID", NULL, "the HQ (§18)" },
	{ "action", "establish|advance|abandon", NULL, "become a CP (§18.1), advance its range "
		"marker (§18.2), or abandon it (§18.11)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param command_params[] = {
	{ "unit", "ID", NULL, "the unit whose commanders are listed" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param base_params[] = {
	{ "div", "1|29", NULL, "the division of the base (§19: two each)" },
	{ "hex", "HEX", NULL, "the base's beach hex" },
	{ "action", "place|advance|show|garrison", NULL, "place a base (§19.1), advance its range "
		"(§19.2), or list what its range covers (§19.3, changes nothing)" },
	{ "position", "ID", "", "action=garrison: the unoccupied German position in the base's "
		"range that takes a US garrison (§19.3)" },
	{ "base", "1|2", "", "the division's base 1 or 2 (in the order placed): needed when two "
		"of its bases share the hex (§19.1 does not forbid it)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param reinforce_params[] = {
	{ "sector", "east|west", NULL, "the sector whose fire card orders the Reinforce actions "
		"(§16, §16.4)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param gaction_params[] = {
	{ "sector", "east|west", NULL, "the sector whose fire card's colours and letters give "
		"the German actions (§16)" },
	{ "drawn", "ID,...", "", "the counters drawn at the table, in the order of the draws "
		"(depth markers §16.2, eliminated WN units §16.1)" },
	{ "prefer", "ID,...", "", "the player's choice among US units equal on the rules' "
		"criteria (§16.5, §16.61, §16.7, §16.91): first named, first chosen" },
	{ "ties", "ask|id", "ask", "choices prefer= does not settle: ask (refuse, naming the "
		"units) or id (the first by unit id)" },
	{ "path", "HEX,...", "", "an Advance's path (§16.82's diagram), ending on its "
		"destination" },
	{ "us_loss", "ID", "", "the US unit on an Advance's path that loses a step (§16.82)" },
	{ "displace", "ID:HEX,...", "", "where US units in an Advance's destination go "
		"(§16.82)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param event_params[] = {
	{ "unit", "ID", "", "the US unit of the named division that receives a Hero event's "
		"marker (§11.11: your choice)" },
	{ "drawn", "ID,...", "", "the counters drawn at the table from the German boxes, in "
		"the order of the draws (depth markers, Kampfgruppe Meyer units; §9.21, §9.5)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param setup_params[] = {
	{ "scenario", "standard|beyond", NULL, "standard: The First Waves and D-Day at Omaha "
		"Beach (§3); beyond: Beyond the Beach (§21.1)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param usloc_params[] = {
	{ "hex", "HEX", NULL, "the hex whose US line of communication is traced (§12.3)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param observers_params[] = {
	{ "sector", "east|west|both", "both", "the artillery box whose off-map units' observers "
		"are checked (§6.51)" },
	{ NULL, NULL, NULL, NULL },
};
static const struct order_param no_params[] = { { NULL, NULL, NULL, NULL } };
static const struct order_param arrive_params[] = {
	{ "place", "ID:BOX,...", "", "the landing box of each arriving unit whose code names "
		"a beach or a division (§5.3), or of a delayed unit arriving after turn 10 that goes "
		"to another box of either sector (§5.34)" },
	{ "delay", "ID,...", "", "arrivals postponed by one turn, from turn 7 (§5.34)" },
	{ NULL, NULL, NULL, NULL },
};

/* An order on the model: the state loaded and checked once, the rules run on
 * a copy, what they changed written back. */
static int on_model(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, om_order_fn rules, struct err *e)
{
	struct om_model *base, *m;
	int rc;

	if (om_model_load(g, st, &base, e))
		return e->code;
	if ((m = om_model_copy(base)) == NULL)
		rc = err_set(e, EXIT_IO, "out of memory");
	else if (om_pay_param(m, o, e))
		rc = e->code;
	else
		rc = rules(m, o, c, e) || om_model_store(m, base, st, e) ? e->code : 0;
	om_model_free(m);
	om_model_free(base);
	return rc;
}

/* The handlers of the orders table. Every order reads a state that om_check
 * has passed, so the rules never meet a bad value. An order that draws a card
 * runs once with the card typed or drawn, and its odds run it once per card
 * left in the pile, each on a copy of the model (om_odds). */

static int resolve_land(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_land, e);
}

static int resolve_fire(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_fire, e);
}

static int resolve_move(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_move, e);
}

static int resolve_bombard(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_bombard, e);
}

static int resolve_reinforce(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_reinforce, e);
}

static int resolve_german_action(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_german_action, e);
}

static int resolve_event(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_event, e);
}

/* The odds of an order on the model: checked, then its branches (odds.c). */
static int model_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		om_order_fn rules, struct odds_report *r, struct err *e)
{
	return om_check(g, st, e) ? e->code : om_odds(g, st, o, rules, r, e);
}

static int odds_land(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return model_odds(g, st, o, om_land, r, e);
}

static int odds_fire(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return model_odds(g, st, o, om_fire, r, e);
}

static int odds_move(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return model_odds(g, st, o, om_move, r, e);
}

static int odds_reinforce(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return model_odds(g, st, o, om_reinforce, r, e);
}

static int odds_german_action(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return model_odds(g, st, o, om_german_action, r, e);
}

static int odds_event(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return model_odds(g, st, o, om_event, r, e);
}

/* A naval barrage draws no card (§8.54): its outcome is certain. */
static int odds_bombard(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	if (strcmp(order_get(o, "type"), "naval") == 0)
		return err_set(e, EXIT_USAGE, "omaha: 'bombard' draws no card: its outcome is "
				"certain (resolve it)");
	return model_odds(g, st, o, om_bombard, r, e);
}

static int resolve_setup(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_setup, e);
}

static int odds_setup(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return err_set(e, EXIT_USAGE, "omaha: setup shuffles face-down counters: every "
			"counter of a class is equally likely on each place of that class (1/N), "
			"and the lay-outs are too many to list (resolve it with --seed)");
}

/* An attack may reveal a WN marker that calls a Tactical unit (§9.4). */
static int resolve_assault(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_assault, e);
}

static int odds_assault(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	if (model_odds(g, st, o, om_assault, r, e))
		return e->code;
	snprintf(r->note, sizeof r->note, "no card; a Tactical unit a revealed WN marker calls "
			"(§9.4): every unit of the pool equally likely");
	return 0;
}

/* An Advance may swap the depth markers (§16.34, §16.83). */
static int advance_order(struct om_model *m, const struct order *o, struct chance *c,
		struct err *e)
{
	if (om_advance(m, o, c, e) || om_depth_swap_pending(m, c, NULL, e))
		return e->code;
	return 0;
}

static int resolve_advance(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, advance_order, e);
}

static int resolve_clear(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_clear, e);
}

static int resolve_base(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_base, e);
}

static int resolve_cp(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_cp, e);
}

static int resolve_command(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_command, e);
}

static int resolve_climb(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_climb, e);
}

static int resolve_rally(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_rally, e);
}

static int resolve_endphase(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_endphase, e);
}

static int resolve_exit(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_exit, e);
}

static int resolve_victory(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_victory, e);
}

static int resolve_loc(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_loc, e);
}

static int resolve_usloc(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_usloc, e);
}

static int resolve_ashore(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_ashore, e);
}

static int resolve_arrive(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_arrive, e);
}

static int resolve_endturn(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_endturn, e);
}

static int resolve_observers(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return on_model(g, st, o, c, om_observers, e);
}

static const struct order_spec orders[] = {
	{ "setup", "§3, §21.1", "the German set-up the rulebook fixes: WN units drawn face "
	  "down onto their WN hexes, depth markers, the reinforcements of Beyond the Beach",
	  setup_params,
	  resolve_setup, odds_setup, 0, "amphib" },
	{ "land", "§5.1, §5.11-§5.15, §5.2", "the landing check of one sector: a landing card, "
	  "the Landing Table for each unit, drift, delay, losses, underwater mines",
	  land_params,
	  resolve_land, odds_land, 1, "amphib" },
	{ "fire", "§6, §6.1-§6.5, §11.4, §14.1", "the German fire of one sector: a fire card, "
	  "each position of its colours fires, hits by priority, the artillery check, German "
	  "disruption removed", fire_params,
	  resolve_fire, odds_fire, 1, "german-fire" },
	{ "move", "§7.3, §7.31, §7.32, §7.7", "a unit or stack moves one hex; infiltration draws "
	  "a fire card", move_params,
	  resolve_move, odds_move, 1, "us-action" },
	{ "assault", "§8, §8.1-§8.3, §8.51, §9.1", "a US attack on one German-held hex: "
	  "eligibility, strengths, weapons, terrain, the US Attack Table", assault_params,
	  resolve_assault, odds_assault, 0, "us-action" },
	{ "bombard", "§8.4, §8.41, §8.12, §8.52-§8.54, §17.3", "a tank or artillery barrage (a "
	  "new fire card, the US Barrage Table) or a naval barrage", bombard_params,
	  resolve_bombard, odds_bombard, 1, "us-action" },
	{ "advance", "§16.8, §16.81-§16.86", "a German reinforcement advances along its arrow "
	  "(extended game)", advance_params,
	  resolve_advance, NULL, 1, "german-fire" },
	{ "climb", "§7.4, §7.5, §17.11, §17.12", "an infantry unit climbs a bluff or a cliff",
	  climb_params,
	  resolve_climb, NULL, 0, "us-action" },
	{ "rally", "§7.4, §7.5, §7.7", "a unit removes a Climb, Climb Cliff or Disrupted "
	  "marker", rally_params,
	  resolve_rally, NULL, 0, "us-action" },
	{ "exit", "§2.1, §20.3, §7.3", "a US unit leaves the map through a lettered exit hex "
	  "(its action, a reading); its steps count at the end", exit_params,
	  resolve_exit, NULL, 0, "us-action" },
	{ "endphase", "§7.6", "the end of the US action phase: the stacking limit",
	  endphase_params,
	  resolve_endphase, NULL, 0, "us-action" },
	{ "cp", "§18, §18.1, §18.11, §18.2", "an HQ becomes a command post, advances its range, "
	  "or is abandoned", cp_params,
	  resolve_cp, NULL, 0, "engineer" },
	{ "command", "§11.2, §11.3, §18.3, §18.32", "the HQs, Generals and CPs commanding a unit "
	  "(changes nothing)", command_params,
	  resolve_command, NULL, 0, NULL },
	{ "base", "§19, §19.1-§19.34", "engineer bases: placed, their range advanced, what it "
	  "covers", base_params,
	  resolve_base, NULL, 0, "engineer" },
	{ "reinforce", "§16, §16.4, §9.3, §9.34", "German Reinforce actions: empty reinforcement "
	  "positions of the card's colours receive units, highest number first", reinforce_params,
	  resolve_reinforce, odds_reinforce, 1, "german-fire" },
	{ "german-action", "§16, §16.1-§16.9, §16.85", "the German actions a sector's fire card "
	  "gives (extended game), in §16's order: highest number first, Advances last",
	  gaction_params,
	  resolve_german_action, odds_german_action, 1, "german-fire" },
	{ "event", "§4 II, §15, §8.5, §9.2-§9.5, §11.11, §13.12, §6.53", "the event phase: a card is drawn and "
	  "the event of the turn's band applied", event_params,
	  resolve_event, odds_event, 1, "event event2" },
	{ "clear", "§10.1, §10.11, §10.12", "the engineers clear beach obstacles outside the "
	  "fields of the positions whose colour is on this turn's fire card", clear_params,
	  resolve_clear, NULL, 1, "engineer" },
	{ "loc", "§12.1, §12.2, §12.21-§12.23", "whether a German position traces a line of "
	  "communication (changes nothing)", loc_params,
	  resolve_loc, NULL, 0, NULL },
	{ "usloc", "§12.3, §12.31", "whether a hex traces a US line of communication to the "
	  "beach (changes nothing)", usloc_params,
	  resolve_usloc, NULL, 0, NULL },
	{ "victory", "§13.2, §13.21, §13.22, §20.2, §20.3, §21.2, §22.1", "the count of victory points and its "
	  "victory level", victory_params,
	  resolve_victory, NULL, 0, NULL },
	{ "ashore", "§5.2, §5.22", "every unit in a landing box lands on its box's hex at "
	  "the current tide's water line", no_params,
	  resolve_ashore, NULL, 0, "amphib" },
	{ "arrive", "§5.3, §5.31-§5.34", "this turn's arrivals go from the turn track to "
	  "landing boxes (or are delayed by choice)", arrive_params,
	  resolve_arrive, NULL, 0, "amphib" },
	{ "endturn", "§5.21, §4 VI, §13.1", "end of the turn: drowning under the tide, cards "
	  "to the discard, the reshuffle mark, the turn marker", no_params,
	  resolve_endturn, NULL, 0, "end" },
	{ "observers", "§6.51", "the off-map German artillery turns inactive when all its "
	  "observer positions are under US control, active again when one is re-occupied or has "
	  "a LOC (fire does it before each artillery check)", observers_params,
	  resolve_observers, NULL, 0, "german-fire" },
};

/* The sequence of play (§4 basic game, §15 extended game from turn 17): the
 * extended game has the same phases and a second event phase after the German
 * fire (§15 IV); its Engineer & HQ phase (§15 V) is the basic game's Engineer
 * phase (§4 IV) with HQs added, so both are `engineer`. Digest 8. */
static const struct seq_phase phases[] = {
	{ "amphib", "the amphibious operations phase", "§4 I, §15 I" },
	{ "event", "the event phase", "§4 II, §15 II" },
	{ "german-fire", "the German fire phase", "§4 III, §15 III" },
	{ "event2", "the second event phase", "§15 IV" },
	{ "engineer", "the engineer (and HQ) phase", "§4 IV, §15 V" },
	{ "us-action", "the US action phase", "§4 V, §15 VI" },
	{ "end", "the end of the turn", "§4 VI, §15 VII" },
};

/* The disputed points: the digest's section 10 (A-01..A-40), and the points
 * met while writing the orders. Those the orders above do not reach yet are
 * listed so that `umpire rulings omaha` is the whole list. */
static const struct ruling rulings[] = {
	{ "sequence", "enforce", "off", "§4, §15; digest 8",
	  "orders are refused outside their phase of the turn, or the check is off" },
	{ "sector-order-unit", "hex", "division", "§7.2, §7.22",
	  "the sector a unit acts in for §7.2's order of the sectors (all the actions of one "
	  "before the other's): its hex's (§7: « dans chaque secteur »), or its command "
	  "division's (a unit across the line)" },
	{ "a01-cliff-first-step", "counted", "free", "§7.5, §7.1; A-01",
	  "the first step of a cliff climb (placing Climb Cliff): a counted action, or free "
	  "as §7.5's wording says" },
	{ "a02-mine-trigger", "icon", "always", "§5.14, §5.2, §5.15; A-02",
	  "a mine step loss only when the landing card shows the mine icon, or at every "
	  "landing in or through uncleared obstacles (turns 7-22)" },
	{ "a03-obstacles-cleared", "23", "24", "§5.2, §5.15, §19.4; A-03",
	  "the turn from which all beach obstacles count as cleared (no effect on mines, "
	  "which §5.14 limits to turns 7-22)" },
	{ "a04-hit-limit-markers", "all", "revealed", "§6.31; A-04",
	  "depth markers counted in a position's hit limit: all, or only revealed ones" },
	{ "a05-disrupted-hit", "skip", "wasted", "§6.31, §6.33; A-05",
	  "a hit that could only disrupt an already disrupted unit: the unit is skipped, or "
	  "the hit is wasted on it" },
	{ "a06-double-disrupted", "no-fire", "fire", "§6.3, §6.41; A-06",
	  "a two-hex WN whose only depth marker is under its disrupted unit, on a double "
	  "symbol: it does not fire, or it fires" },
	{ "a07-spread-priority", "max-then-priority", "priority-first", "§6.31, §6.34; A-07",
	  "hits of several positions: maximise distinct units hit, then each position's "
	  "priorities; or priorities first" },
	{ "a08-leader-hits", "one-per-unused-hit", "one-per-position", "§11.4, §11.41; A-08",
	  "leaders hit by a starred colour: one per unused hit, or one per position" },
	{ "a09-casualty", "first-at-one", "second-step", "§13.1; A-09",
	  "a regular infantry unit enters the casualty box the first time it is at 1 step "
	  "or eliminated, or only when it loses its second step" },
	{ "a10-battalion-control", "adjacent", "own-hex", "§12.1; A-10",
	  "4-step infantry battalions control adjacent hexes, or only their own" },
	{ "a11-loc-adjacent", "own-hex", "all-around", "§12.21; A-11",
	  "a German unit adjacent to US units negates US control of its own hex only, or "
	  "all US control around it, for its LOC" },
	{ "a12-observer-control", "control-no-loc", "control", "§6.51; A-12",
	  "an off-map artillery observer position is neutralised when US-controlled, "
	  "German-free and without German LOC; or when US-controlled" },
	{ "a13-safety-closer", "strictly", "not-farther", "§7.1; A-13",
	  "a safety move must end strictly closer to a protection hexside, or not farther" },
	{ "a14-actions-per", "division", "sector", "§4 V, §7, §14; A-14",
	  "the US action allowance counts per division, or per sector" },
	{ "a15-stack-infiltration", "own-symbol", "one-symbol", "§7.32; A-15",
	  "a stack infiltrating: one card, each unit checked against its own symbol" },
	{ "a16-two-hex-infiltration", "each-step", "none", "§17.1, §7.32; A-16",
	  "infiltration during a 2-hex move: each 1-hex step checked, one card per move" },
	{ "a17-tank-barrage-symbol", "firer", "observer", "§8.4; A-17",
	  "the target symbol a tank barrage's card must show: the firing tank's, or the "
	  "observer's" },
	{ "a18-art-barrage-check", "same-as-tank", "none", "§17.3, §8.4; A-18",
	  "the artillery barrage makes §8.4's colour and symbol check, or none" },
	{ "a19-heavy-range-weapons", "table", "any-one", "§8.26; A-19",
	  "heavy infantry at range brings the Weapons Table's ranged weapon(s)" },
	{ "a20-attack-once", "position", "hex", "§8.16, §8.32; A-20",
	  "a German position may be attacked once per action phase (both hexes of a two-hex "
	  "WN), or each hex once" },
	{ "a21-tactical-reveal", "re-resolve", "stop", "§8.3, §9.4; A-21",
	  "after a 'tactical reinforcement' WN marker is revealed and removed, the attack is "
	  "re-resolved against the unit alone" },
	{ "a22-general-captured", "eligible", "not-eligible", "§11.31, §9.32; A-22",
	  "a position held only by a General is eligible for an event reinforcement (the "
	  "General is captured)" },
	{ "a23-advance-capture", "capture", "displace", "§16.82, §11.31; A-23",
	  "a lone General in an Advance's destination is captured, or displaced" },
	{ "a24-mortar-range", "within", "exactly", "§16.5; A-24",
	  "a reinforcement position's mortar reaches hexes within 3, or exactly 3 away" },
	{ "a25-wn-mortar", "summary", "never", "§16 intro, §16.5; A-25",
	  "occupied WN positions may Mortar when the German Action Summary says so, or never" },
	{ "a26-action-fallback", "fire-if-targets", "none", "§16, §16.8; A-26",
	  "an occupied position whose letter gives no action fires if US units are in its "
	  "field; or does nothing" },
	{ "a27-reinforce-source", "tactical-then-division", "division", "§16.4, §9.3; A-27",
	  "the Reinforce action's unit: Tactical pool, then Division" },
	{ "a28-redeploy-sector", "origin", "any", "§16.3, §6.22; A-28",
	  "a Redeploy destination must be in the origin's sector" },
	{ "a29-clearing-colours", "any-appearance", "fired-only", "§10.1; A-29",
	  "engineer clearing is blocked by any appearance of the colour on the card of the "
	  "position's sector, or only by positions that fired" },
	{ "a30-clearing-disrupted", "after-removal", "before-removal", "§10.1, §6.4; A-30",
	  "German disruption for engineer clearing is judged after §6.4's removal" },
	{ "a31-turn-32-events", "none", "draw", "§15; A-31",
	  "no event card is drawn on turn 32" },
	{ "a32-deck-exhaustion", "reshuffle", "refuse", "§2.3, §4 VI; A-32",
	  "an empty draw pile: the discard pile is shuffled into a new one, or the draw is "
	  "refused" },
	{ "a33-two-player-choice", "owner", "mover", "§1, §7.22; A-33",
	  "in two-player games, the owning division's player makes a unit's choices" },
	{ "a34-vp-positions", "all-13.2", "pv-only", "§13.2, §20.3; A-34",
	  "§13.2 counts every controlled reinforcement position; §20.3 only PV ones" },
	{ "a35-us-disruption", "table", "none", "§7.7, §8.3; A-35",
	  "US disruption from a failed attack comes from the Attack Table's result" },
	{ "a36-art-barrage-fields", "non-disrupted", "any", "§8.1, §17.3; A-36",
	  "artillery barrage: only non-disrupted German units' fields forbid the artillery's "
	  "hex, or any field" },
	{ "a37-road-stop", "any-occupied", "non-disrupted", "§17.2; A-37",
	  "a tank on a road stops in the intense field of any occupied position, or only a "
	  "non-disrupted one" },
	{ "a38-observer-fields", "printed", "active", "§8.4, §8.52, §6.4; A-38",
	  "observers use the printed dots whatever the target's disruption, or none when it "
	  "is disrupted" },
	{ "a39-hq-mine", "only-if-alone", "choice", "§5.2; A-39",
	  "an HQ takes a mine explosion (delayed) only when it is the only unit that could; "
	  "never by the player's choice" },
	{ "a40-ranger-off-row", "allowed", "refused", "§5.13, §5.11; A-40",
	  "a Ranger's voluntary drift may carry it off the row (delayed)" },
	{ "attack-ratio", "down", "nearest", "§8.3",
	  "the US Attack Table's row for a strength ratio, which the text does not say: the "
	  "highest row not above it, or the nearest" },
	{ "art-step-cap", "yes", "no", "§6.5, §6.34",
	  "whether the artillery hit of §6.5 respects §6.34's one step per unit per fire phase "
	  "(the check is part of the German fire phase)" },
	{ "drift-recheck", "no", "yes", "§5.1, §5.11",
	  "a unit that drifted into the other sector's boxes is checked again with that "
	  "sector's card (the text says the card applies to the sector's boxes), or once a "
	  "turn" },
};

static const char *const kinds[] = {
	"card", "box", "hex", "side", "position", "field", "german", "unit", "base", "pending",
	"marker", "draw", "exited", NULL,
};
static const char *const tables[] = {
	"landing", "cards", "fire", "attack", "barrage", "weapons", "terrain", "actions",
	"turns", "victory", "cp-track", "eng-track", "setup", NULL,
};

static int check(struct game_ctx *g, struct state *st, struct err *e)
{
	return om_check(g, st, e);
}

const struct game omaha_game = {
	.id = "omaha",
	.title = "D-Day at Omaha Beach (Decision Games), solitaire, card driven",
	.digest = "omaha.md",
	.orders = orders,
	.norders = (int)(sizeof orders / sizeof orders[0]),
	.rulings = rulings,
	.nrulings = (int)(sizeof rulings / sizeof rulings[0]),
	.phases = phases,
	.nphases = (int)(sizeof phases / sizeof phases[0]),
	.sequence = "§4, §15",
	.kinds = kinds,
	.tables = tables,
	.check = check,
	.describe = om_describe,
	.draw = om_draw,
};
