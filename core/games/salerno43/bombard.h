/*
 * bombard.h: the `bombard` order of Salerno 1943 and what its four kinds share.
 *
 *   kind=artillery  §13 (and §9.653): units with a range fire on the table des
 *                   bombardements at the declared targets of a combat;
 *   kind=air        §16: an air marker, AA fire (§16.2), then one die per unit
 *                   read on the marker's back (§16.33);
 *   kind=naval      §25: a ship's indirect fire (§25.2) or direct fire (§25.3),
 *                   then its ammunition check (§25.23);
 *   kind=ships      §8: the Axis air attack on Allied ships, once a day.
 *
 * bombard.c parses the order and dispatches; artillery.c, air.c, naval.c and
 * ships.c each own one kind; ships.c also reads the `ship` and `sea` rows.
 * The helpers every kind uses (stacks, flags, the target group of §13.1/§16.31,
 * a step lost with its Fortified marker, turns) are in helpers.c (s43.h).
 */
#ifndef UMPIRE_S43_BOMBARD_H
#define UMPIRE_S43_BOMBARD_H

#include "odds.h"
#include "s43.h"

#define BD_ITEM 40
#define BD_LIST 32
#define BD_GROUP 32      /* units a bombardment affects: 9 platoons (§16.31), or a
                            * whole hex, 8 companies = 24 platoons (§25.0, §6.1) */

/* What every kind hands its resolution. */
struct bd_ctx {
	struct game_ctx *g;
	struct state *st;          /* NULL when enumerating odds */
	const struct state *cst;   /* the state read */
	struct s43_map *map;
	const struct order *o;
	struct log *log;
	struct grid_hex at;        /* the target hex */
	int target_side;           /* the side of the units in it */
	const char *level_rule;    /* ruling level-used */
	const char *step_rule;     /* the rule a step lost cites */
};

/* The words of type= (the loss type the firer names, §13.5, A18) and pick=. */
extern const char *const s43_bd_types[], *const s43_bd_picks[];

/* A step lost by unit `u` of the target hex (§13.5, §16.33, §25.31): on a
 * Fortified marker, a CP's first loss removes the marker (§19.41, ruling
 * cp-fortified) and any other unit's may turn it to IP (§19.23, fortified=use).
 * `fort` is the hex's marker (2 Fortified, 1 IP, 0 none), updated; returns
 * 1 if the unit itself lost the step. Logs what happened. */
int s43_bd_step(struct bd_ctx *b, struct s43_unit *u, int *fort, int *steps);
/* The same without a log or a change of steps, for the odds: returns 1 if the
 * unit itself loses the step; `fort` updated. */
int s43_bd_absorb(const struct bd_ctx *b, const struct s43_unit *u, int *fort);
/* For the odds: the steps lost and units immobilized by the dice `out` of the
 * first n units of `stack` (0 none, 1 immobilized, 2 a step, 3 both), as
 * resolve applies them; `fort` updated (s43_bd_absorb). */
void s43_bd_tally(const struct bd_ctx *b, struct s43_unit *const *stack, const uint8_t *out,
		int n, int *fort, int *steps, int *imm);
/* An odds column's word for a Fortified marker after the dice: kept (2),
 * turned to IP (1) or removed (0). */
const char *s43_bd_fort_name(int fort);

/* Write steps, eliminations, the hex's position marker and flags back. */
int s43_bd_write_unit(struct bd_ctx *b, const struct s43_unit *u, int steps, struct err *e);
int s43_bd_write_position(struct bd_ctx *b, int fort, struct err *e);
/* Mark a unit "immobilized" and send it to the bottom of its stack (§16.33). */
int s43_bd_immobilize(struct bd_ctx *b, struct s43_unit *u, struct err *e);

/* The kinds. */
int s43_bd_artillery(struct bd_ctx *b, struct chance *c, struct odds_report *r, struct err *e);
int s43_bd_air(struct bd_ctx *b, struct chance *c, struct odds_report *r, struct err *e);
int s43_bd_naval(struct bd_ctx *b, struct chance *c, struct odds_report *r, struct err *e);
int s43_bd_ships(struct bd_ctx *b, struct chance *c, struct odds_report *r, struct err *e);

/* Ships and sea (ships.c). */
enum bd_class { BD_BB, BD_M, BD_CL, BD_DD, BD_DE };
struct bd_ship {
	int row, line;
	const char *id;
	char nation[4];
	int cls;
	int onmap;                 /* 0 when off the map (hex "off") */
	struct grid_hex hex;
	int range;                 /* -1: from the ship-classes table */
	char back[24];             /* the row group of ship-backs.csv */
	int flipped;               /* ammo "tête en bas" (§25.24) */
	int arrived;               /* turn index it arrived, -1 unknown (§18.37, §8.5) */
	int fired;                 /* has bombarded this turn (§3.1 A e) */
};
struct bd_sea {
	struct grid_hex h;
	int naples;                /* Gulf of Naples (§25.11) */
};
struct bd_fleet {
	struct bd_ship *ships;
	int nships;
	struct bd_sea *sea;
	int nsea;
};
int s43_bd_fleet_load(struct bd_fleet *f, const struct state *st, struct err *e);
void s43_bd_fleet_free(struct bd_fleet *f);
struct bd_ship *s43_bd_ship_find(struct bd_fleet *f, const char *id);
const struct bd_sea *s43_bd_sea_find(const struct bd_fleet *f, struct grid_hex h);
const char *s43_bd_class_name(int cls);
/* Take a ship off the map until turn index `back` (-1, or after 17-night: no
 * return turn, §29.1). */
int s43_bd_ship_remove(struct bd_ctx *b, const struct bd_ship *s, int back, struct err *e);
/* Turn index `back` for the log, or the phrase that says it is after the game. */
const char *s43_bd_back_name(int back, char *buf, size_t size);

/* One row of a marker's or ship's back (§16.33, §25.14): "N(P)" for the
 * altitude. EXIT_UNKNOWN (69) when the cell is '?'. */
int s43_bd_back(struct bd_ctx *b, const char *table, const char *key, int altitude,
		const char *section, int *immobilize, int *step, int need_step, struct err *e);
/* The altitude row used for air and naval bombardment: a city is always 6
 * (§16.33), else the hex's level. */
int s43_bd_altitude(const struct bd_ctx *b, struct grid_hex h);

#endif
