/*
 * s43.h: Salerno 1943 (game id salerno43), what its files share: the state
 * model, the helpers every order uses (helpers.c), and the handlers of every
 * order, which salerno43.c registers. Families of several files have their own
 * header: bombard.h (bombard.c, artillery.c, air.c, naval.c, ships.c), move.h
 * (map.c, move.c, retreat.c and what aftermath.c, supply.c, victory.c read of
 * the map), combat.h (assault.c, combat.c).
 *
 * model.c reads the `unit`, `hex`, `hexside` and `marker` rows of a state into
 * the structs below, checking every value (file:line:column on error), so each
 * order works on typed data and writes back only what it changes. The columns
 * are documented in umpire-salerno43(7); the rules they serve in the digest
 * ../shared/rules/salerno43.md, section 2. Every exported name starts with s43_
 * (tests/checks/names.sh).
 */
#ifndef UMPIRE_S43_H
#define UMPIRE_S43_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "grid.h"
#include "kit.h"
#include "odds.h"
#include "table.h"

enum s43_side { S43_ALLIED, S43_AXIS };

/* How a unit is attacked (§2.21, §2.22, §27.32, §9.31-§9.34). */
enum s43_target {
	S43_SOFT,      /* unarmoured */
	S43_ARMOR,     /* armoured, closed */
	S43_OPEN,      /* armoured "open top": defence in parentheses */
	S43_MECH,      /* mechanised infantry, circled defence: soft AND open-top armour */
	S43_MIXED      /* British Daimler: armoured and unarmoured */
};

/* Weapon class on the counter's back (§2.3); HOW, MTR and RCL matter in §9.34. */
enum s43_weapon { S43_W_NONE, S43_W_AT, S43_W_AA, S43_W_ART, S43_W_MTR, S43_W_HOW, S43_W_RCL };

enum s43_kind {
	S43_K_INFANTRY, S43_K_MECH_INFANTRY, S43_K_HQ, S43_K_HEAVY_WEAPONS, S43_K_RECON,
	S43_K_ENGINEER, S43_K_RANGER, S43_K_COMMANDO, S43_K_PARA, S43_K_CP, S43_K_TANK,
	S43_K_SP, S43_K_ARMORED_CAR, S43_K_TOW_ONLY, S43_K_AA_MG, S43_K_SP_AA, S43_K_RAIL_GUN,
	S43_K_COUNT
};

enum s43_ma_color { S43_MA_NORMAL, S43_MA_YELLOW, S43_MA_RED };

/* Markers a unit may carry (the `flags` column, ';'-separated). */
enum {
	S43_F_ASSAULT = 1 << 0,      /* §4.1 */
	S43_F_OPP_FIRE = 1 << 1,     /* §4.2 */
	S43_F_WITHDRAW = 1 << 2,     /* §4.3, §21 */
	S43_F_LIMBERED = 1 << 3,     /* §15.4 */
	S43_F_OUT_OF_SUPPLY = 1 << 4,/* §7.3 */
	S43_F_FIRED = 1 << 5,        /* §9.9, §15.1 */
	S43_F_MOVED = 1 << 6,
	S43_F_IMMOBILIZED = 1 << 7,  /* §16.33 */
	S43_F_FLIPPED = 1 << 8,      /* SP or tow-only on its back (§9.73) */
	S43_F_25PDR = 1 << 9,        /* British 25-pdr (§15.44) */
	S43_F_RHA5_M7 = 1 << 10,     /* British 5th RHA M7 (§12.7) */
	S43_F_FOUGHT = 1 << 11,      /* took part in a combat this turn (§5.0) */
	S43_F_SUPPORTED = 1 << 12,   /* gave support: no advance after combat (§11.13) */
	S43_F_MA_HALF = 1 << 13,     /* direct support from afar in round 1 (§27.22) */
	S43_F_MA_TWO_THIRDS = 1 << 14, /* ... in round 2 (§27.23) */
	S43_F_NO_MOVE = 1 << 15,     /* ... in round 3 (§27.24) */
	S43_F_AA_HIT = 1 << 16,      /* AA fire this phase: succeeded (§16.23) */
	S43_F_AA_MISS = 1 << 17,     /* ... failed: not rolled again (§16.23) */
	S43_F_FIRST_WAVE = 1 << 18,  /* landed in the first wave (§24.1, §24.11, §24.12) */
	S43_F_PERMANENT = 1 << 19,   /* eliminated for good: out of the pools (§14.23, §14.31) */
	S43_F_FORCED_MARCH = 1 << 20,/* used forced march this turn (§23) */
	S43_F_ENTERED = 1 << 21,     /* entered the map this turn: no forced march (§23.3) */
	S43_F_ADVANCED = 1 << 22,    /* advanced after combat this turn (§11.14) */
	S43_F_HELD = 1 << 23         /* put in an enemy ZOC by the defender's advance after
	                                combat: no movement this turn (§5.0) */
};

/* One unit, as s43_map_load reads it. Kept to 128 bytes (issue 14: it was
 * 272, 80 KB and 20 fresh pages for a 300-unit state, each page a fault that
 * costs more on a virtual machine than the reading of the row): strings are
 * pointers, into the state's row text (valid while the state lives and the
 * field is not set) or into the map's own strings (m->strs); the numbers have
 * the width their columns allow (0 to 999: int16_t; steps, 0 to 99: int8_t);
 * the yes/no fields are bits. Rules read them as before: a narrow field
 * promotes to int in an expression. */
struct s43_unit {
	const char *id;
	const char *division;        /* "" for an independent unit */
	const char *battalion;
	const char *attached;        /* division an independent unit is attached to
	                                (§17.1), at most 15 characters, or "" */
	const char *model;           /* vehicle model, e.g. M4 (§17.22), at most 15, or "" */
	const char *with;            /* flag with=ID: the company a platoon is attached
	                                to (§17.21, the 36th Division's retreat), or "" */
	const char *bridge;          /* flag bridge=ID: the bridge it demolished or repaired
	                                this turn (§20.0: one a turn), or "" */
	int row;                     /* index in the state's `unit` rows */
	int line;                    /* its line in the state file */
	struct grid_hex hex;
	unsigned flags;
	int16_t stack;               /* 1 = top of the stack */
	/* the two faces: [0] full strength, [1] reduced; -1 where not given */
	int16_t att_armor[2], att_soft[2], def[2], sup_x[2], sup_y[2];
	int16_t range, ma;
	int16_t mp_spent;            /* flag mp=N: movement points spent this turn (§5.11) */
	int16_t road_seg;            /* flag road=C:N: its last move ended N hexes into a
	                                class-C road stretch (§5.3: the next move of the
	                                turn goes on with it), or 0 */
	int8_t road_cls;             /* C of road=C:N, or 0 */
	int8_t steps, max_steps;
	int8_t side, kind, target, weapon, ma_color;
	int8_t sup_dual[2];          /* 1 when the support value is printed "X-Y" */
	char nation[4];
	char bank;                   /* 'A' or 'B' in a river hex, else 0 */
	char bombarded[5];           /* flag bombarded=HEX: the hex it bombarded this
	                                turn (§13; ruling bombard-and-support), or "" */
	_Bool platoon : 1;
	_Bool silhouette : 1;
	_Bool onmap : 1;             /* 0 once eliminated */
	_Bool offmap : 1;            /* hex 'offmap': not yet arrived (§18, §24, §26) */
	_Bool exited : 1;            /* hex 'exited': left the map by 0307 (§28.12) */
};

/* Small values in bytes: a state holds the map's hundreds of hexes, read on
 * every resolve (68 bytes a hex, not 92; issue 14). */
struct s43_hex {
	struct grid_hex h;
	int row;
	int8_t level_min, level_max; /* contour levels present (§5.2) */
	int8_t city, tobacco;        /* §9.44 */
	int8_t river;                /* 0, or river class 1/2 (§5.4) */
	int8_t nbank_a;
	int8_t position;             /* 0 none, 1 IP, 2 Fortified (completed, §19.13, §19.23) */
	int8_t building;             /* 1 ip_building, 2 fortified_building (§19.11, §19.21) */
	struct grid_hex bank_a[6];   /* neighbours on bank A of the river */
};

struct s43_side_feature {
	struct grid_hex a, b, high;  /* a precipice hexside and its higher hex (§5.5, §9.8) */
};

struct arena_chunk;

#define S43_MAX_UNITS 4096
#define S43_MAX_HEXES 4096

struct s43_map {
	const struct state *st;
	struct s43_unit *units;
	int nunits;
	struct s43_unit **by_id;     /* the units in id order, for s43_unit_find */
	struct s43_hex *hexes;
	int nhexes;
	struct s43_side_feature *precipices;
	int nprecipices;
	const char *weather;         /* set,weather: clear, cloudy or rain (§22) */
	const char *counterattack;   /* set,counterattack: side in counterattack (§17.23) */
	struct arena_chunk *strs;    /* the units' strings that are not whole fields of
	                                their rows (attached=, model=, with=, bridge=) */
};

int s43_map_load(struct s43_map *m, const struct state *st, struct err *e);
void s43_map_free(struct s43_map *m);

struct s43_unit *s43_unit_find(struct s43_map *m, const char *id);
const struct s43_hex *s43_hex_find(const struct s43_map *m, struct grid_hex h);
/* The highest contour level of a hex (ruling level-used: highest by default). */
int s43_hex_level(const struct s43_map *m, struct grid_hex h, const char *rule);
/* 1 if a precipice runs between the two hexes; *high gets its higher hex. */
int s43_precipice(const struct s43_map *m, struct grid_hex a, struct grid_hex b,
		struct grid_hex *high);
/* Bank of neighbour `n` as seen from river hex `h`: 'A' or 'B'. */
char s43_bank_of(const struct s43_hex *h, struct grid_hex n);

const char *s43_side_name(int side);
/* "allied" or "axis" as S43_ALLIED or S43_AXIS, -1 for anything else (NULL too). */
int s43_side_parse(const char *v);
const char *s43_kind_name(int kind);
/* The value on the face that is up with `steps` steps left (full or reduced),
 * or -1 where the state does not give it. */
int s43_value(const struct s43_unit *u, const int16_t v[2], int steps);

extern const char *const s43_unit_cols[];
extern const int s43_unit_ncols;

/* ---- helpers.c: what the orders share ---- */

/* Game turns (§3, §29.1): "D-morning", "D-afternoon", "D-night" for the days
 * D = 9..17 of September, numbered 0 (9-morning) to 26 (17-night); the game
 * ends with 17-night, there is no 18th. One parser reads set,turn and every
 * column that holds a turn. */
enum { S43_MORNING, S43_AFTERNOON, S43_NIGHT };
#define S43_TURNS 27
#define S43_TURN_FORM "D-morning, D-afternoon or D-night, D = 9 to 17"
int s43_turn_parse(const char *text);                     /* index, or -1 */
void s43_turn_format(int index, char *out, size_t size);  /* "12-afternoon", "?" */
int s43_turn_period(int index);
int s43_turn_day(int index);
/* set,turn: *index -1 when absent, EXIT_DATA (file:line:column) when it is not
 * a turn. s43_turn_now also refuses citing `rule` when absent (the order needs
 * to know the turn). */
int s43_turn_get(const struct state *st, int *index, struct err *e);
int s43_turn_now(const struct state *st, const char *rule, int *index, struct err *e);
/* EXIT_DATA: the scalar set,KEY is not `what` (file:line:column). */
int s43_bad_set(const struct state *st, const char *key, const char *what, struct err *e);

/* The stack of one hex, top first (stack column, then id). */
int s43_stack(struct s43_map *m, struct grid_hex h, int side, struct s43_unit **out, int max);
/* How many units from the top of `stack` make a bombardment's target group:
 * at most 3 companies or 9 platoons, 3 platoons counting as a company
 * (§13.1, §16.31), the first `first` units (a combat's participants, §13.2)
 * always in, then the units below them in order while they fit. */
int s43_group(struct s43_unit *const *stack, int n, int first);
/* 1 if `companies` and `platoons` may fight from one hex (§9.21): 2 companies
 * and 2 platoons, 1 company and 4 platoons, or 6 platoons at most. */
int s43_fits(int companies, int platoons);
/* Line of sight (§9.54, §9.55, §22.41) between two hexes: 1 clear, 0 blocked
 * (`why` says where), -1 when a hex on the line is neither in the map nor sea
 * (`is_sea`, may be NULL: sea hexes are below every level and block nothing). */
int s43_line_of_sight(const struct s43_map *m, struct grid_hex a, struct grid_hex b,
		const char *level_rule, int (*is_sea)(const void *ctx, struct grid_hex h),
		const void *ctx, char *why, size_t size);

/* 1 if a unit of `side` exerts a ZOC into hex h (§4.0: into the 6 adjacent
 * hexes, none across a precipice; `prec` the ruling precipice-zoc in force:
 * "from-high" lets the higher unit's reach down). With `aa`, only AA units
 * count (§26.23 c). s43_zoc_crosses: whether a unit in `from` reaches `into`. */
int s43_zoc(const struct s43_map *m, const char *prec, struct grid_hex h, int side, int aa);
int s43_zoc_crosses(const struct s43_map *m, const char *prec, struct grid_hex from,
		struct grid_hex into);
/* 1 if the unit counts as an AA unit (its back, §2.3, or its kind, §15.3). */
int s43_is_aa(const struct s43_unit *u);
/* Smallest distance in hexes from h to a unit of `side` on the map (999 if none). */
int s43_distance_to(const struct s43_map *m, struct grid_hex h, int side);
/* Company-equivalents, in platoons (§6.1: 3 platoons = 1 company). */
int s43_platoons(const struct s43_unit *u);
/* 1 if the hex row of `h` has "yes" in the optional column `col` (e.g. coast,
 * salerno_beach), 0 otherwise or if the state has no such column. */
int s43_hex_yes(const struct state *st, struct grid_hex h, const char *col);
/* "Allied" or "Axis" ("no" for -1), in English whatever the language (the
 * labels of dice and notes); a hex as CCRR in buf, returned. */
const char *s43_side_title(int side);
/* The side as an adjective after a noun, for what the players read: "Allied"
 * or "Axis" in English; in French it agrees with its noun, masculine or
 * feminine, singular or plural (« le joueur allié », « unité alliée »,
 * « marqueurs alliés », « piles alliées »; « de l'Axe » for all:
 * glossary-fr.md). A sentence whose subject is a side names the player
 * (« Le joueur allié obtient 2d6 »), as the rulebook does. */
enum s43_agree { S43_AGREE_M, S43_AGREE_F, S43_AGREE_MPL, S43_AGREE_FPL };
const char *s43_side_as(int side, enum s43_agree agree);
static inline const char *s43_side_m(int side) { return s43_side_as(side, S43_AGREE_M); }
static inline const char *s43_side_f(int side) { return s43_side_as(side, S43_AGREE_F); }
static inline const char *s43_side_mpl(int side) { return s43_side_as(side, S43_AGREE_MPL); }
static inline const char *s43_side_fpl(int side) { return s43_side_as(side, S43_AGREE_FPL); }
const char *s43_hex_name(struct grid_hex h, char buf[5]);
/* The ids of n units, ", "-separated, in buf (cut to size), returned. */
const char *s43_ids(struct s43_unit *const *u, int n, char *buf, size_t size);

/* The ruling `id` in force, as an index in `values` (its default first, then
 * its alternatives, NULL-terminated); `log` says so when it is not the default.
 * s43_log_rulings logs each of `ids` in force and not the default. */
int s43_ruling(struct game_ctx *g, const struct state *st, struct log *log, const char *id,
		const char *const *values);
void s43_log_rulings(struct game_ctx *g, const struct state *st, const char *const *ids);

/* The unit's row in the state; a column set (added when the state lacks it);
 * a marker of its `flags` column added (add = 1) or removed with
 * kit_flag_add/kit_flag_remove. 0, or EXIT_IO out of memory. */
struct state_row *s43_unit_row(struct state *st, const struct s43_unit *u);
int s43_unit_set(struct state *st, const struct s43_unit *u, const char *col,
		const char *value);
int s43_unit_flag(struct state *st, const struct s43_unit *u, const char *flag, int add);

/* The value of key= as an index in the NULL-terminated `names` (kit_enum), or
 * -1 with EXIT_USAGE: "VERB: KEY=VALUE is not A, B or C". */
int s43_order_enum(const struct order *o, const char *key, const char *const *names,
		struct err *e);
/* The comma list key= of an order: unit ids of the state (s43_unit_list) or
 * CCRR hexes (s43_hex_list, through kit_hexes), at most `max`, the count in *n.
 * EXIT_USAGE when it is not such a list, is empty with S43_LIST_NEEDED or names
 * an item twice without S43_LIST_REPEAT; EXIT_DATA for an id the state lacks,
 * or with S43_LIST_MAP a hex without a `hex` row. Messages begin "VERB: KEY=". */
enum { S43_LIST_NEEDED = 1, S43_LIST_REPEAT = 2, S43_LIST_MAP = 4 };
int s43_unit_list(const struct order *o, const char *key, struct s43_map *m,
		struct s43_unit **out, int max, int flags, int *n, struct err *e);
/* s43_unit_list as indexes into m->units. */
int s43_unit_indexes(const struct order *o, const char *key, struct s43_map *m, int *out,
		int max, int flags, int *n, struct err *e);
int s43_hex_list(const struct order *o, const char *key, const struct s43_map *m,
		struct grid_hex *out, int max, int flags, int *n, struct err *e);

/* §19.3, §19.0: once the state's unit rows hold no unit in h, its IP or
 * Fortified marker (built or building) goes at once, logged. §19.42: Axis
 * movers (not CPs) entering `to`, where a CP platoon stands on its starting
 * Fortified marker (a Fortified hex with a CP in it), remove the marker. */
int s43_position_vacated(struct state *st, struct grid_hex h, struct log *log,
		struct err *e);
int s43_position_cp_entered(struct state *st, const struct s43_map *m,
		struct s43_unit *const *movers, int n, struct grid_hex to, struct log *log,
		struct err *e);

/* §7.22: an Allied unit under a "Salerne" marker of its nation (a marker row
 * of type salerne) that would move (`verb`): refused under ruling
 * salerne-move=held (it acts as a beach only if it does not move all turn),
 * or the marker removed from the state (voids), logged. */
int s43_salerne_hold(struct game_ctx *g, struct state *st, const struct s43_unit *u,
		const char *verb, struct err *e);

/* The salerno43 table `name`. */
int s43_table(struct game_ctx *g, const char *name, const struct table **t,
		struct err *e);
/* A cell "N" or "N-M" with min <= N <= M <= max: 0 and the bounds, or -1. */
int s43_range(const char *cell, int min, int max, int *lo, int *hi);
/* A cell "N" alone, min <= N <= max: 0 and the number, or -1. */
int s43_number(const char *cell, int min, int max, int *v);
/* The row of table t whose `col` cell (a total "7" or range "2-5") holds v. */
int s43_table_range(const struct table *t, int col, int v, const char *section,
		struct err *e);

/* Odds of an order written as one step over a plain outcome struct (odds.h):
 * `summary` fills `ncols` malloc'd strings (s43_strf) for a final outcome;
 * rows with equal strings are merged (odds_report_merge). */
typedef void (*s43_summary_fn)(const void *outcome, const void *ctx, char **vals);
int s43_odds_step(const void *init, size_t size, odds_step_fn step, void *ctx,
		int ncols, const char *const *cols, s43_summary_fn summary,
		struct odds_report *r, struct err *e);
char *s43_strf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* An odds report of one certain outcome (probability 1): the columns and the
 * values of its one row. */
int s43_odds_certain(struct odds_report *r, int ncols, const char *const *cols,
		const char *const *vals, struct err *e);

/* ---- the orders, as salerno43.c registers them (one file or family each) ---- */

#define S43_ORDER(name) \
	int s43_##name##_resolve(struct game_ctx *g, struct state *st, \
			const struct order *o, struct chance *c, struct err *e); \
	int s43_##name##_odds(struct game_ctx *g, const struct state *st, \
			const struct order *o, struct odds_report *r, struct err *e);
S43_ORDER(assault)        /* assault.c, combat.c: §9 */
S43_ORDER(bombard)        /* bombard.c, artillery.c, air.c, naval.c, ships.c: §8, §13, §16, §25 */
S43_ORDER(move)           /* move.c: §5, §18, §23 */
S43_ORDER(retreat)        /* retreat.c: §21 */
S43_ORDER(land)           /* land.c: §24, §7.22 */
S43_ORDER(paradrop)       /* paradrop.c: §26 */
S43_ORDER(weather)        /* weather.c: §22 */
S43_ORDER(counterattack)  /* turn.c: §10 */
S43_ORDER(turn)           /* turn.c, phases.c: §3 */
S43_ORDER(bridge)         /* works.c: §20 */
S43_ORDER(limber)         /* limber.c: §15.4 */
S43_ORDER(reorganize)     /* reorg.c: §14 */
S43_ORDER(victory)        /* victory.c: §28, §29 */
S43_ORDER(position)       /* position.c: §19 */
S43_ORDER(supply)         /* supply.c: §7 */
S43_ORDER(withdraw)       /* aftermath.c: §4.3, §21.0 */
/* victory.c: §28.31, the benchmarks; nothing to chance, no odds */
int s43_benchmark_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
/* sail.c: §25.1, the night ship movement; nothing to chance, no odds */
int s43_sail_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
S43_ORDER(advance)        /* aftermath.c: §11 */
#undef S43_ORDER

/* `check` of the rows the procedural orders own (land.c, paradrop.c, works.c):
 * beach, drop and bridge rows, file:line:column on error. */
int s43_land_check(struct s43_map *m, const struct state *st, struct err *e);
int s43_paradrop_check(struct s43_map *m, const struct state *st, struct err *e);
int s43_bridge_check(struct s43_map *m, const struct state *st, struct err *e);

/* land.c: units idx (n) landing in h this turn from off the map, counted
 * against the landing limits of the beach there (§24.21, §18.34, §18.36,
 * §18.33) and recorded in its beach row; refused over a limit. A hex with no
 * beach row is logged, not counted. */
int s43_land_limits(struct game_ctx *g, struct state *st, struct s43_map *m,
		const int *idx, int n, struct grid_hex h, int turn, struct err *e);

/* §26.11 c (supply.c): *ok = 1 if the Allied unit `id` would be in supply in h
 * (§7.0, §7.2, §7.21), the trace logged; EXIT_REFUSED without a map. */
int s43_supply_allied_at(struct game_ctx *g, const struct state *st, const char *id,
		struct grid_hex h, int *ok, struct err *e);
/* §7.34 (supply.c): at the start of a phase (`phase`, for the log) the active
 * player `side` checks his units' supply and their "out of supply" markers
 * are placed or removed; the traces are the supply order's, the log says the
 * counts and the markers changed. A state with no map is left as it is.
 * s43_supply_at: *ok = 1 if unit `id` would be in supply in h (§21.7), for
 * either side, traced quietly. */
int s43_supply_phase(struct game_ctx *g, struct state *st, int side, const char *phase,
		struct err *e);
int s43_supply_at(struct game_ctx *g, const struct state *st, const char *id,
		struct grid_hex h, int *ok, struct err *e);
/* §28.11: *ok = 1 if a supply line runs from a beach marker through a Salerno hex
 * (hex column town=Salerno) to `exit` by class-1 roads only, every hex free of
 * Axis ZOC (§7.0). */
int s43_supply_exit_road(struct game_ctx *g, const struct state *st, struct grid_hex exit,
		int *ok, struct err *e);

/* §9.1, §9.83 at the end of the active side's combat phase (aftermath.c):
 * EXIT_REFUSED naming the hexes that had to attack (or withdraw) and did not. */
int s43_combat_obligation(struct game_ctx *g, const struct state *st, int active,
		struct err *e);

/* turn.c: the first player of turn t under the state's declarations (§10;
 * *since: the turn his counterattack started, -1); the end of the game turn
 * and the start of the next (§3: its markers, ships due back, set,turn,
 * set,first_player, set,active). */
int s43_first_player(struct game_ctx *g, const struct state *st, int t, int *since);
int s43_turn_next(struct game_ctx *g, struct state *st, const struct order *o,
		struct err *e);

/* The sequence of play as the orders meet it (sequence.c): 1 if the state
 * records its phase; a note, in the log, that it does not; with no phase
 * recorded, a night turn refuses `what` (§3.3: no combat, advance or retreat
 * phase), and a unit of `side` marked moved tells that its combat phase is
 * over (§3.1 B: refused citing `rule`). Ruling sequence=off lets both pass. */
int s43_seq_recorded(const struct state *st);
void s43_seq_note(struct game_ctx *g, const struct state *st);
int s43_seq_day(struct game_ctx *g, const struct state *st, const char *what,
		struct err *e);
int s43_seq_unmoved(struct game_ctx *g, const struct state *st, const struct s43_map *m,
		int side, const char *what, const char *rule, struct err *e);

/* §6.11 at the end of `side`'s retreat phase (stacking.c): *waiting when a
 * stack is still over its limit with the units eliminate= names gone (a
 * pending decision is recorded, nothing else); then the named units go. */
int s43_stacking_check(struct game_ctx *g, struct state *st, const struct order *o,
		int side, int *waiting, struct err *e);
int s43_stacking_apply(struct game_ctx *g, struct state *st, const struct order *o,
		int side, struct err *e);

/* The ends of the phases of a game turn (phases.c), for the `turn` order. */
enum s43_phase {
	S43_PHASE_COMBAT,    /* §9.9, §3.1 B a */
	S43_PHASE_MOVEMENT,  /* §27.22-§27.24, §3.1 B c */
	S43_PHASE_RETREAT,   /* §11.6, §3.1 B e */
	S43_PHASE_TURN       /* the end of the game turn (§9.9, §16.34, ...) */
};
/* Remove the markers the rules end at `end` (`active`: the active side, for
 * the movement phase), logging each with its section. 0 or EXIT_IO. */
int s43_phase_end(struct game_ctx *g, struct state *st, enum s43_phase end, int active,
		struct err *e);
/* From turn `next` on (10-morning), no unit is first wave any more (§24.12). */
int s43_phase_first_wave(struct game_ctx *g, struct state *st, int next, struct err *e);
/* The walk of the sequence of play for `turn` in a state that records its
 * phase (set,phase): from the step it is in to the end the order names
 * (end=phase, a phase id, player or turn), doing at each end what s43_phase_end
 * does, then set,phase and set,active to the next step (its player). */
int s43_phase_walk(struct game_ctx *g, struct state *st, const struct order *o,
		struct err *e);
/* Remove the scalar set,KEY; 1 if it was there. */
int s43_unset(struct state *st, const char *key);
/* The ships' "fired" markers, and the ships due back by turn `next` (§25.23,
 * §8.2): those named in `place` ("ID@HEX,...") are placed in a Gulf of Salerno
 * sea hex (§18.37, §25.11); the others are logged as due. */
int s43_phase_ships(struct game_ctx *g, struct state *st, int next, const char *place,
		struct err *e);

#endif
