/*
 * move.h: Salerno 1943's map for movement, and its `move` and `retreat` orders.
 *
 * map.c reads what movement needs beyond s43.h's model, checking every value
 * (file:line:column): roads per hexside by class (`hexside` rows with feature
 * road1, road2 or road3, §5.3), bridges and beaches (`hex` columns bridge and
 * beach, §20, §18.3), the supply the table traced (`hex` column supply, §7,
 * §21.7), RMF markers (`marker` rows, §11), and each unit's mobility (`unit`
 * column mobility, §5.21, §5.22). It also answers the questions movement asks:
 * is this hex in an enemy ZOC (§4.0), what does this hex cost (§5.2-§5.35).
 * move.c resolves `move` (§5, §18, §23, §24.12), retreat.c `retreat` (§21).
 */
#ifndef UMPIRE_S43_MOVE_H
#define UMPIRE_S43_MOVE_H

#include "odds.h"
#include "s43.h"

struct mv_road {
	struct grid_hex a, b;        /* a < b (column, then row) */
	int cls;                     /* 1 red, 2 thick grey, 3 thin grey (§5.31-§5.33) */
	int line;                    /* its line in the state file */
};

struct mv_rmf {
	struct grid_hex h;
	int value;                   /* 2 = "RMF = 1/2", 3 = "1/3", 0 = "RMF = 0" */
	int toward;                  /* the side it applies to (§11.1) */
};

enum { MV_BRIDGE_NONE, MV_BRIDGE_INTACT, MV_BRIDGE_DESTROYED };

/* Per hex (parallel to s43_map.hexes, same order). */
struct mv_hex {
	int bridge;                  /* MV_BRIDGE_* (§20.5) */
	char beach[24];              /* "US-red": nation, '-', name; "" if none (§18.3) */
	int supply[2];               /* 1 if the side's supply line reaches it (§7) */
	int supply_known;            /* 0 if the state has no supply column */
};

struct mv_map {
	struct s43_map m;
	struct mv_hex *hx;
	struct mv_road *roads;
	int nroads;
	struct mv_rmf *rmf;
	int nrmf;
	int *mech;                   /* per unit: 1 mechanised (§5.21), 0 on foot (§5.22) */
	int turn;                    /* set,turn as an index (s43.h), -1 if absent */
	int day, period;             /* its day 9..17 and period 0/1/2 (-1 if absent) */
	int pompeii;                 /* set,opt_pompeii,yes: the optional rule of §5.6 */
};

/* A set,turn that is not a turn of §29.1 is bad data (s43_turn_get). */
int s43_mv_map_load(struct mv_map *mm, const struct state *st, struct err *e);
void s43_mv_map_free(struct mv_map *mm);

const struct mv_hex *s43_mv_hex(const struct mv_map *mm, struct grid_hex h);
/* Road class on the hexside between two adjacent hexes, 0 if none. */
int s43_mv_road(const struct mv_map *mm, struct grid_hex a, struct grid_hex b);
/* 1 if a unit of the side opposed to `side` exerts ZOC into hex h (§4.0: not
 * across a precipice, ruling precipice-zoc). */
int s43_mv_enemy_zoc(const struct mv_map *mm, const char *precipice_rule, int side,
		struct grid_hex h);
/* The strongest effect on a unit of `side` entering h of an RMF marker next to
 * it, as the marker index (-1 if none; §11.22-§11.42). */
int s43_mv_rmf_near(const struct mv_map *mm, int side, struct grid_hex h);
/* Units of `side` in h (on the map). */
int s43_mv_units_in(const struct mv_map *mm, int side, struct grid_hex h);

/* §28.3: the side whose unit last passed through a hex; the `control` column
 * of the hexes entered is set to `side` (added if the header lacks it). Whether
 * an empty hex stays controlled (no enemy ZOC into it) is for the reader. */
int s43_mv_control(struct state *st, const struct mv_map *mm, const struct grid_hex *path, int n,
		int side, struct err *e);

/* *out = 1 if no unit may end a phase in h: Pompeii under the optional rule
 * (§5.6, table places.csv). */
int s43_mv_pompeii(struct game_ctx *g, const struct mv_map *mm, struct grid_hex h, int *out,
		struct err *e);

/* Shared by move.c and retreat.c (move.c). */
struct mv_cost {
	int road;                    /* road class of the current segment, 0 off road */
	int seg;                     /* hexes in that segment so far */
	int prepaid;                 /* the Axis entry MP pays the first MP of the first
	                                stretch (§18.21, §18.22, §5.34; E3) */
};
/* Cost of entering `to` from `from` for unit u; updates the road segment.
 * *cost gets the MP, *rule its section, *why a short reason for the log. Returns 0, or
 * EXIT_UNKNOWN / EXIT_DATA from the tables. `road_ok` 0 forbids road movement
 * (first hex of a retreat, §21.6). */
int s43_mv_step_cost(struct game_ctx *g, const struct state *st, const struct mv_map *mm,
		const struct s43_unit *u, struct grid_hex from, struct grid_hex to,
		int road_ok, struct mv_cost *seg, int *cost, const char **rule, char *why,
		size_t whysize, struct err *e);
/* An integer from the movement constants table (movement.csv). */
int s43_mv_constant(struct game_ctx *g, const char *key, const char *section, int *out,
		struct err *e);

/* 1 if u is a foot unit of the infantry formations (§23.0, §11.5; with `rule`
 * "foot", any unit on foot: ruling forced-march-who). */
int s43_mv_infantry(const struct mv_map *mm, const struct s43_unit *u, const char *rule);


/* Put u at the bottom of the friendly stack in `to` (§6.13), closing the gap
 * it leaves; `movers` are units moving with it (already placed or not). */
void s43_mv_restack(struct state *st, const struct mv_map *mm, const struct s43_unit *const *movers,
		int n, struct grid_hex to);

#endif
