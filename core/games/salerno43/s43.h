/*
 * s43.h: Salerno 1943 (game id salerno43), the state model shared by its orders.
 *
 * model.c reads the `unit`, `hex`, `hexside` and `marker` rows of a state into
 * the structs below, checking every value (file:line:column on error), so each
 * order works on typed data and writes back only what it changes. The columns
 * are documented in umpire-salerno43(7); the rules they serve in the digest
 * ../shared/rules/salerno43.md, section 2.
 */
#ifndef UMPIRE_S43_H
#define UMPIRE_S43_H

#include "game.h"
#include "grid.h"

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
	S43_F_ADVANCED = 1 << 22     /* advanced after combat this turn (§11.14) */
};

struct s43_unit {
	int row;                     /* index in the state's `unit` rows */
	int line;                    /* its line in the state file */
	const char *id;
	int side;
	char nation[4];
	const char *division;        /* "" for an independent unit */
	const char *battalion;
	char attached[16];           /* division an independent unit is attached to (§17.1) */
	char model[16];              /* vehicle model, e.g. M4 (§17.22) */
	int kind, platoon, silhouette, target, weapon;
	int onmap;                   /* 0 once eliminated */
	struct grid_hex hex;
	char bank;                   /* 'A' or 'B' in a river hex, else 0 */
	int stack;                   /* 1 = top of the stack */
	int steps, max_steps;
	/* the two faces: [0] full strength, [1] reduced; -1 where not given */
	int att_armor[2], att_soft[2], def[2], sup_x[2], sup_y[2];
	int sup_dual[2];             /* 1 when the support value is printed "X-Y" */
	int range, ma, ma_color;
	unsigned flags;
	char bombarded[5];           /* flag bombarded=HEX: the hex it bombarded this
	                                turn (§13; ruling bombard-and-support), or "" */
	int offmap;                  /* hex 'offmap': not yet arrived (§18, §24, §26) */
	int exited;                  /* hex 'exited': left the map by 0307 (§28.12) */
	int mp_spent;                /* flag mp=N: movement points spent this turn (§5.11) */
};

struct s43_hex {
	struct grid_hex h;
	int row;
	int level_min, level_max;    /* contour levels present (§5.2) */
	int city, tobacco;           /* §9.44 */
	int river;                   /* 0, or river class 1/2 (§5.4) */
	struct grid_hex bank_a[6];   /* neighbours on bank A of the river */
	int nbank_a;
	int position;                /* 0 none, 1 IP, 2 Fortified (completed, §19.13, §19.23) */
	int building;                /* 1 ip_building, 2 fortified_building (§19.11, §19.21) */
};

struct s43_side_feature {
	struct grid_hex a, b, high;  /* a precipice hexside and its higher hex (§5.5, §9.8) */
};

#define S43_MAX_UNITS 4096
#define S43_MAX_HEXES 4096

struct s43_map {
	const struct state *st;
	struct s43_unit *units;
	int nunits;
	struct s43_hex *hexes;
	int nhexes;
	struct s43_side_feature *precipices;
	int nprecipices;
	const char *weather;         /* set,weather: clear, cloudy or rain (§22) */
	const char *counterattack;   /* set,counterattack: side in counterattack (§17.23) */
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
const char *s43_kind_name(int kind);
/* The value on the face that is up with `steps` steps left (full or reduced),
 * or -1 where the state does not give it. */
int s43_value(const struct s43_unit *u, const int v[2], int steps);

extern const char *const s43_unit_cols[];
extern const int s43_unit_ncols;

/* Orders (one file each). */
int s43_assault_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int s43_assault_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);

/* bombard.c: artillery, air, naval bombardment and the attack on ships. */
int s43_bombard_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int s43_bombard_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);

/* Helpers the orders share (helpers.c). */
/* The stack of one hex, top first (stack column, then id). */
int s43_stack(struct s43_map *m, struct grid_hex h, int side, struct s43_unit **out, int max);
/* How many units from the top of `stack` make a bombardment's target group:
 * at most 3 companies or 9 platoons, 3 platoons counting as a company
 * (§13.1, §16.31), the first `first` units (a combat's participants, §13.2)
 * always in, then the units below them in order while they fit. */
int s43_group(struct s43_unit *const *stack, int n, int first);
/* Line of sight (§9.54, §9.55, §22.41) between two hexes: 1 clear, 0 blocked
 * (`why` says where), -1 when a hex on the line is neither in the map nor sea
 * (`is_sea`, may be NULL: sea hexes are below every level and block nothing). */
int s43_line_of_sight(const struct s43_map *m, struct grid_hex a, struct grid_hex b,
		const char *level_rule, int (*is_sea)(const void *ctx, struct grid_hex h),
		const void *ctx, char *why, size_t size);
/* A marker in a unit's flags column (';'-separated): add it once, or remove it. */
void s43_flag_add(struct state_row *r, int col, const char *flag);
void s43_flag_remove(struct state_row *r, int col, const char *flag);
/* Turns "9-morning", "9-afternoon", "9-night" ... "17-night" as an index from 0
 * (§29.1: 3 turns a day from the 9th); -1 if `text` is not one. */
int s43_turn_index(const char *text);
void s43_turn_name(int index, char *out, size_t size);

#endif
