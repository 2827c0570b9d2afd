/*
 * procs.h: the procedural orders of Salerno 1943, as salerno43.c registers them:
 * land (§24, §7.22), paradrop (§26), weather (§22), counterattack and turn (§3,
 * §10), reorganize (§14), limber (§15.4), bridge (§20), position (§19) and
 * victory (§28, §29). Their parameters live in procs.c; salerno43.c registers
 * the verbs with their handlers. The macros below splice their rulings, tables
 * and kinds into salerno43.c's lists.
 */
#ifndef UMPIRE_S43_PROCS_H
#define UMPIRE_S43_PROCS_H

#include "game.h"
#include "s43.h"

extern const struct order_param s43_land_params[], s43_paradrop_params[],
	s43_weather_params[], s43_counterattack_params[], s43_turn_params[],
	s43_bridge_params[], s43_limber_params[], s43_reorganize_params[],
	s43_victory_params[], s43_position_params[], s43_supply_params[];

#define S43_PROC_RULINGS \
	{ "first-player", "counterattack", "history", "§10.1, §10.2, §10.21; digest A25", \
	  "who is first player: the Allies until a declared counterattack starts, its side " \
	  "then staying first (§10.2), or the historical turn track (§10.1: the Axis on " \
	  "12-14 September inclusive)" }, \
	{ "landing-fire-red", "d-then-c", "c-only", "§24.11 c, d; digest A32", \
	  "the US RED beach: its die of (d), rolled 'before c)' for each of the 4 US " \
	  "beaches, then the 2 dice of (c); or the 2 dice of (c) only" }, \
	{ "beach-loss-half", "up", "down", "§24.44; digest A28", \
	  "the Allied units in a lost beach's hex lose half their steps: each unit's " \
	  "half rounded up (the defender loses more), or rounded down" }, \
	{ "aa-paradrop", "each-roll", "one-step", "§26.23 c", \
	  "with Axis AA exerting ZOC the landing-damage die is rolled twice: each roll "  \
	  "may cost a step, or at most one step if either hits" }, \
	{ "bridge-repair", "day-rolls", "night-rolls", "§20.32, §20.33; digest A29, E12, " \
	  "E13", "bridge repair rolls only in day works phases (§20.32: no test at night), " \
	  "or at night too (§20.33's example 2); either way it completes by itself at the " \
	  "works phase of the start turn + the demolition value (E12, E13)" }, \
	{ "limber-outside-zoc", "free", "roll", "§15.42; digest A30", \
	  "changing the limbered marker outside an enemy ZOC: free in any works phase, " \
	  "or the 2d6 test too" }, \
	{ "reorg-infantry", "infantry", "companies", "§14.11, §14.21, §14.23", \
	  "the 'unités d'infanterie' that reorganise: infantry and motorised infantry " \
	  "companies, or every two-step company of a battalion (engineers, rangers, " \
	  "commandos, paratroopers too)" }, \
	{ "beach-axis-distance", "adjacent", "within-2", "§24.421, §24.412", \
	  "placing a built British beach 'si aucune unité de l'Axe ne se trouve à moins " \
	  "de 2 hexes': no Axis unit closer than 2 hexes, i.e. adjacent (the letter), or " \
	  "none within 2 hexes, as §24.412 and the digest read it" }, \
	{ "axis-supply-radius", "path", "eight", "§7.11; digest A26", \
	  "the Axis line's end off road: at most 6 hexes off road up to the hex next to " \
	  "the unit (the rule), or the unit within 8 hexes of the road (the sentence that " \
	  "follows it: 7 hexes off road)" }, \
	{ "supply-enemy-hex", "blocked", "zoc-only", "§7.0, §7.21", \
	  "a hex holding an enemy unit but in no enemy ZOC: closed to a supply line, as " \
	  "to a move (§7.21 counts the Allied line as a motorised unit's move), or open " \
	  "(§7.0 names only the ZOC)" },

#define S43_PROC_TABLES "weather", "counterattack", "landing-fire", "parachute", "drift", \
	"victory",

#define S43_PROC_KINDS "beach", "drop", "bridge",

/* `check`: the beach, drop and bridge rows and the scalars these orders read. */
int s43_proc_check(struct s43_map *m, const struct state *st, struct err *e);
int s43_land_check(struct s43_map *m, const struct state *st, struct err *e);
void s43_proc_show(const struct state *st, FILE *out);
int s43_paradrop_check(struct s43_map *m, const struct state *st, struct err *e);
int s43_bridge_check(struct s43_map *m, const struct state *st, struct err *e);

/* One pair per order (land.c, paradrop.c, weather.c, turn.c, works.c, reorg.c,
 * victory.c). */
#define S43_PROC_DECL(name) \
	int s43_##name##_resolve(struct game_ctx *g, struct state *st, \
			const struct order *o, struct chance *c, struct err *e); \
	int s43_##name##_odds(struct game_ctx *g, const struct state *st, \
			const struct order *o, struct odds_report *r, struct err *e);
S43_PROC_DECL(land)
S43_PROC_DECL(paradrop)
S43_PROC_DECL(weather)
S43_PROC_DECL(counterattack)
S43_PROC_DECL(turn)
S43_PROC_DECL(bridge)
S43_PROC_DECL(limber)
S43_PROC_DECL(reorganize)
S43_PROC_DECL(victory)
S43_PROC_DECL(position)
S43_PROC_DECL(supply)

/* §26.11 c (supply.c): *ok = 1 if the Allied unit `id` would be in supply in h
 * (§7.0, §7.2, §7.21), the trace logged; EXIT_REFUSED without a map. */
int s43_supply_allied_at(struct game_ctx *g, const struct state *st, const char *id,
		struct grid_hex h, int *ok, struct err *e);
/* §28.11: *ok = 1 if a supply line runs from a beach marker through a Salerno hex
 * (hex column town=Salerno) to `exit` by class-1 roads only, every hex free of
 * Axis ZOC (§7.0). */
int s43_supply_exit_road(struct game_ctx *g, const struct state *st, struct grid_hex exit,
		int *ok, struct err *e);

#endif
