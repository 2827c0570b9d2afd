/*
 * procs.c: the parameters of Salerno 1943's procedural orders (procs.h), their
 * dispatch, and the checks of the state rows they own (`beach`, `drop`,
 * `bridge`, and the scalars turn, first_player, counterattack_by,
 * counterattack_from), so that `umpire check` rejects a malformed row with its
 * file:line:column before any order meets it.
 */
#include <stdio.h>
#include <string.h>

#include "proc.h"
#include "procs.h"

const struct order_param s43_land_params[] = {
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

const struct order_param s43_paradrop_params[] = {
	{ "plan", "ID@HEX,...", "", "§26.1, §26.11: plan the drops of the next night turn "
		"instead of resolving this one's" },
	{ "hex_loss", "ID,...", "", "§26.24: units that take the per-hex steps, in order; "
		"the rest in the order of the drop rows" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param s43_weather_params[] = { { NULL, NULL, NULL, NULL } };
const struct order_param s43_turn_params[] = {
	{ "end", "turn|combat|movement|retreat|player", "turn", "what ends: the game turn "
		"(§3: its end-of-turn markers, then the next turn), the combat phase (§9.9: "
		"assault, opp_fire), the active player's movement phase (§27.22-§27.24: "
		"ma_half, ma_two_thirds, no_move), the retreat phase (§11.6: RMF markers), or "
		"the first player's turn (§3.1 C: the second player becomes active)" },
	{ "ships", "ID@HEX,...", "", "end=turn: the ships due back (§25.23, §8.2) placed in "
		"a full-sea hex of the Gulf of Salerno (§18.37, §25.11)" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param s43_counterattack_params[] = {
	{ "side", "allied|axis", "axis", "the declaring side, the second player (§3.3, "
		"§10.2, §10.3)" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param s43_bridge_params[] = {
	{ "action", "demolish|repair", NULL, "§20.2 demolish (a unit that did not move) or "
		"§20.3 repair (an engineer, no enemy ZOC)" },
	{ "id", "BRIDGE", NULL, "the bridge (a `bridge` row)" },
	{ "unit", "ID", NULL, "the unit that does it" },
	{ "reject", "no|yes", "no", "§20.26: in an enemy ZOC, the opponent refuses the "
		"marker shown and forces a second draw" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param s43_limber_params[] = {
	{ "unit", "ID", NULL, "a tow-only unit with a red or yellow MA (§15.4)" },
	{ "to", "on|off", NULL, "put the \"limbered\" marker on, or take it off" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param s43_reorganize_params[] = {
	{ "units", "ID,...", "", "§14.21: the reduced, supplied infantry companies that test "
		"(1d6, 4 or more); default: every one of the active player's" },
	{ "pair", "ID,ID[,ID]", "", "§14.23: two eliminated infantry companies of one "
		"battalion, or §14.3: two (or three, §14.33) eliminated armoured platoons of one "
		"division (Axis) or battalion (Allies) and model: the first named returns" },
	{ "hex", "HEX", "", "§14.23, §14.31: where the returning unit is placed: a supplied "
		"city not in an enemy ZOC" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param s43_victory_params[] = { { NULL, NULL, NULL, NULL } };

const struct order_param s43_position_params[] = {
	{ "hex", "HEX", NULL, "the hex of the position" },
	{ "units", "ID,...", NULL, "the builders in the hex, who did not move: an engineer "
		"company or 3 infantry companies for an IP (§19.11), 3 engineer companies for a "
		"Fortified marker (§19.21)" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param s43_supply_params[] = {
	{ "side", "allied|axis", NULL, "the side whose units are checked: the active player's "
		"(§7.34)" },
	{ NULL, NULL, NULL, NULL },
};

static int bad_set(const struct state *st, const char *key, const char *what,
		struct err *e)
{
	const struct state_kind *k = state_kind(st, "set");
	int i = k ? state_find(k, 1, key) : -1;

	return err_set(e, EXIT_DATA, "%s:%d:3: %s '%.40s' is not %s (umpire-salerno43(7))",
			st->path ? st->path : "state", i >= 0 ? k->rows[i].line : 0, key,
			i >= 0 ? state_field(&k->rows[i], 2) : "", what);
}

int s43_proc_check(struct s43_map *m, const struct state *st, struct err *e)
{
	static const char *const turns[] = { "turn", "counterattack_from", "weather_turn",
		NULL };
	static const char *const sides[] = { "first_player", "counterattack_by", NULL };
	int t;

	for (int i = 0; turns[i]; i++)
		if (state_get(st, turns[i]) && *state_get(st, turns[i]) &&
		    proc_turn_parse(state_get(st, turns[i]), &t))
			return bad_set(st, turns[i], "D-morning, D-afternoon or D-night, D = 9 to 17",
					e);
	for (int i = 0; sides[i]; i++)
		if (state_get(st, sides[i]) && strcmp(state_get(st, sides[i]), "allied") &&
		    strcmp(state_get(st, sides[i]), "axis"))
			return bad_set(st, sides[i], "allied or axis", e);
	/* set,winner: what victory and land place= write (§28, §24.441) */
	if (state_get(st, "winner") && *state_get(st, "winner") &&
	    strcmp(state_get(st, "winner"), "allied") && strcmp(state_get(st, "winner"), "axis") &&
	    strcmp(state_get(st, "winner"), "draw"))
		return bad_set(st, "winner", "allied, axis or draw", e);
	if (s43_land_check(m, st, e) || s43_paradrop_check(m, st, e) ||
	    s43_bridge_check(m, st, e))
		return e->code;
	return 0;
}

/* `show`: the tracks and rows of the procedural orders, after the units. The
 * values of demolition markers are not shown: the opponent may not see them
 * (§20.22), though the state file holds them. */
void s43_proc_show(const struct state *st, FILE *out)
{
	static const char *const keys[] = { "first_player", "counterattack_by",
		"counterattack_from", "weather", "winner", NULL };
	const struct state_kind *k;

	for (int i = 0; keys[i]; i++)
		if (state_get(st, keys[i]) && *state_get(st, keys[i]))
			fprintf(out, "%s: %s\n", keys[i], state_get(st, keys[i]));
	if ((k = state_kind(st, "beach")) != NULL)
		for (int i = 0; i < k->nrows; i++) {
			const struct state_row *r = &k->rows[i];
			const char *mk = state_field(r, state_col(k, "marker"));
			const char *b = state_field(r, state_col(k, "build"));
			fprintf(out, "beach %s (%s): %s%s%s%s%s\n", state_field(r, state_col(k, "id")),
					state_field(r, state_col(k, "nation")), !*mk ? "no marker" :
					strcmp(mk, "lost") == 0 ? "lost for good" : mk, *mk &&
					strcmp(mk, "lost") ? ", " : "", *mk && strcmp(mk, "lost") ?
					state_field(r, state_col(k, "face")) : "", *b ? ", building since " :
					"", b);
		}
	if ((k = state_kind(st, "drop")) != NULL)
		for (int i = 0; i < k->nrows; i++)
			fprintf(out, "drop: %s on %s, %s\n", state_field(&k->rows[i], state_col(k, "unit")),
					state_field(&k->rows[i], state_col(k, "target")),
					state_field(&k->rows[i], state_col(k, "turn")));
	if ((k = state_kind(st, "bridge")) != NULL)
		for (int i = 0; i < k->nrows; i++) {
			const struct state_row *r = &k->rows[i];
			const char *rep = state_field(r, state_col(k, "repair"));
			if (!*state_field(r, state_col(k, "marker")))
				continue;
			fprintf(out, "bridge %s (%s): demolished%s%s%s%s\n",
					state_field(r, state_col(k, "id")), state_field(r, state_col(k, "hex")),
					*rep ? ", repair begun " : "", rep, *rep ? " by " : "",
					*rep ? state_field(r, state_col(k, "by")) : "");
		}
}
