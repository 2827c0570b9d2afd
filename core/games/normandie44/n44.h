/*
 * n44.h: Normandie 1944, un été sanglant (game id normandie44): the typed model
 * every order of the game reads, and what its files share.
 *
 * model.c reads a state's rows once per order into the structs below (units,
 * HQs, markers, depots, air counters, map hexes, strategic boxes, the turn's
 * scalars), checking every value with file:line:column, so the rules read typed
 * data and never raw fields; an order changes the structs, then writes back
 * only what it changed (n44_*_save), keeping unknown columns and flags.
 *
 * Map numbering: a hex is "AABB", AA its row (growing southward) and BB its
 * column, as the rulebook calls them ("colonne 17", "la colonne XX13", §11.1,
 * §11.2); the geometry is core/grid.h's column-offset grid on (column BB, row
 * AA). Which columns sit half a hex lower is on the map, not in the text: the
 * ruling hex-offset (even, as grid.h, or odd) says.
 *
 * Rules: ../shared/rules/normandie44.md (digest), ../shared/seeds/000_*.txt (the
 * French rulebook, the authority). Man page: umpire-normandie44(7).
 */
#ifndef UMPIRE_N44_H
#define UMPIRE_N44_H

#include "game.h"
#include "grid.h"
#include "kit.h"

#define N44_PAGE "umpire-normandie44(7)"
#define N44_UNKNOWN (-1)        /* a value written '?' in the state */

enum n44_side { N44_ALLIED, N44_GERMAN };
enum n44_nation { N44_US, N44_UKCAN, N44_DE };

/* The arm of service (§0.1.2, §4.4, §6.2); the counter's symbol. */
enum n44_arm {
	N44_INFANTRY, N44_ARMOUR, N44_PZGREN, N44_PARA, N44_AIRLANDING, N44_COMMANDO,
	N44_RANGER, N44_CYCLIST, N44_LUFTWAFFE, N44_GARRISON, N44_FESTUNG, N44_MAQUIS,
	N44_FFI, N44_BATTERY, N44_FLAK, N44_TD, N44_RECON, N44_NARMS
};

/* Where a unit, HQ, marker or depot is. */
enum n44_lockind {
	N44_L_HEX,      /* on the map */
	N44_L_BOX,      /* a box of the strategic movement map (§4.1.2) */
	N44_L_IN,       /* inside a Festung, under its counter (§0.1.2) */
	N44_L_TRACK,    /* on the turn track, arriving on a turn (and phase) */
	N44_L_RESERVE,  /* the Allied strategic reserve (§1.1.1.2, §4.2) */
	N44_L_CADRE,    /* destroyed units table, Cadre box (§6.10) */
	N44_L_REPOS,    /* destroyed units table, Repos box (§1.1.1.3) */
	N44_L_CAPTURED, /* eliminated for good: by retreat (§6.6), a maquis (§4.1.2) */
	N44_L_HQ,       /* an Offensive marker moving with an HQ it is stacked with */
	N44_L_NONE      /* not in play (a depot not built, an air counter away) */
};

struct n44_loc {
	int kind;
	struct grid_hex hex;    /* N44_L_HEX */
	char name[40];          /* N44_L_BOX, N44_L_IN: box or Festung id */
	int turn;               /* N44_L_TRACK: the turn, N44_UNKNOWN if '?' */
	char phase;             /* N44_L_TRACK: 'A', 'B' or 0 (the turn's start) */
};

/* Markers on a unit (its `flags` column, ';'-separated). */
enum {
	N44_U_ELITE = 1 << 0,        /* the elite ribbon (§0.1.2) */
	N44_U_DD = 1 << 1,           /* a first-wave Duplex Drive tank (§10 A.1) */
	N44_U_PARA_FOOT = 1 << 2,    /* dropped on turn 0: on foot until supplied (§2.2) */
	N44_U_FOOT = 1 << 3,         /* motorized infantry moving on foot this phase (§2.2) */
	N44_U_UNSUPPLIED = 1 << 4,   /* "non ravitaillé" (§7.5) */
	N44_U_REST = 1 << 5,         /* "Repos" marker (§1.1.1.3) */
	N44_U_RESERVE = 1 << 6,      /* "Réserve" for exploitation (§4.1.1, §6.8) */
	N44_U_ATTACKED = 1 << 7,     /* made its combat this phase (§6.1) */
	N44_U_DEFENDED = 1 << 8,     /* was attacked this phase (§6.1, ruling one-combat) */
	N44_U_ARMDIV = 1 << 9,       /* of an armoured division (§4.1.2) */
	N44_U_EXPLOIT = 1 << 10,     /* activated by an exploitation (§6.8) */
	N44_U_STOPPED = 1 << 11,     /* landed on a beach this phase: its move ends (§4.4) */
	N44_U_79TH = 1 << 12,        /* British 79th Armoured: controlled outside the count (§5.1) */
	N44_U_SS_COMMANDO = 1 << 13, /* British 1SS or 4SS (§10 A.1) */
	N44_U_FROM_SEA = 1 << 14,    /* attacks this phase from the sea (§10 A.1) */
	N44_U_REPLACED = 1 << 15,    /* regained a step this turn (§1.1.1.3, ruling rest-steps) */
	N44_U_OVERRAN = 1 << 16,     /* its stack's overrun succeeded this move: it ignores the
	                                ZOC of the units it pushed back (§4.3) */
	N44_U_STRADDLE = 1 << 17,    /* a 79th Armoured unit astride the British beaches (§10 A.1) */
	N44_U_RANGER5 = 1 << 18,     /* the 5th Rangers: their beach on a die (§10 A.1) */
	N44_U_COBRA_RESERVE = 1 << 19,/* listed under a "Réserve" heading of Scenario 2 (§11.2,
	                                ruling cobra-reserve) */
	N44_U_LANDED = 1 << 20       /* landed this phase (§4.2, §4.4, §10 A.1) */
};

/* Markers on an HQ. */
enum {
	N44_H_UNSUPPLIED = 1 << 0,   /* §7.3.2 */
	N44_H_LANDED = 1 << 1,       /* campaign: only landed HQs support (§11.3) */
	N44_H_SUPPORTED_ATT = 1 << 2,/* supported an attack this phase (§5.3) */
	N44_H_SUPPORTED_DEF = 1 << 3,/* supported a defence this phase (§5.3) */
	N44_H_EXTENDED = 1 << 4,     /* made an extended off-map move this phase (§5.2) */
	N44_H_EXPLOIT = 1 << 5,      /* its extra activation from an exploitation (§6.8) */
	N44_H_MOVED = 1 << 6,        /* has moved this phase (§4.1.1: one at a time) */
	N44_H_RETURNING = 1 << 7     /* destroyed, back as a reinforcement (§5.4) */
};

struct n44_unit {
	int row, line;
	char id[48];
	int side, nation, arm;
	char division[24];          /* "" for an independent unit */
	int steps, max;             /* steps left, steps of the full counter (1-3) */
	int steps_unknown;          /* 1 '?', 2 '?-1': not given (values read as '?') */
	int att[3], def[3], ma[3];  /* printed values by face (0 full), N44_UNKNOWN if '?' */
	int pe;                     /* stacking points, N44_UNKNOWN if '?' */
	struct n44_loc loc;
	int d, a;                   /* disorganized D1/D2, affected A1/A2 (§6.5) */
	unsigned flags;
	int hq;                     /* the HQ controlling it this turn (§5.1), or -1 */
	int moved;                  /* hexes moved this phase (§4.1.1 Réserve) */
	int mp;                     /* movement points spent this phase (§4.1.1, §4.3) */
	int started;                /* 1 if `start` holds the hex its move began in */
	struct grid_hex start;
	struct n44_loc loaded;      /* where the state had it when the order began */
	char depot[24];             /* a garrison: the Allied depot on its back (depot=ID) */
	int changed;                /* to write back */
};

struct n44_hq {
	int row, line;
	char id[48];
	int side, nation;
	int bonus, ma;              /* "(bonus)" columns, movement (§0.1.1); N44_UNKNOWN if '?' */
	int finished;               /* 0 "Disponible", 1 "Finie" */
	struct n44_loc loc;
	unsigned flags;
	int changed;
};

enum n44_marker_kind { N44_M_OFFENSIVE, N44_M_SIEGE };

struct n44_marker {
	int row, line;
	char id[48];
	int kind;
	int side;                   /* owner, -1 none (§0.2.1: markers have no side) */
	struct n44_loc loc;
	char hq[48];                /* N44_L_HQ: the HQ it is stacked with */
	int changed;
};

/* Hexside features kept on a hex row's `sides` column: "road:0620;river:0519". */
enum n44_side_kind { N44_S_ROAD, N44_S_RAIL, N44_S_RIVER, N44_S_IMPASSABLE, N44_NSIDE_KINDS };

#define N44_MAX_SIDES 12

enum n44_terrain { N44_CLEAR, N44_BOCAGE, N44_FOREST, N44_MARSH, N44_SEA, N44_NTERRAINS };
enum n44_settlement { N44_NO_TOWN, N44_VILLAGE, N44_CITY };

struct n44_hex {
	int row, line;
	struct grid_hex h;
	int terrain;                /* N44_UNKNOWN if '?' */
	int settlement;             /* N44_UNKNOWN if '?' */
	int nsides;
	struct { int kind; struct grid_hex to; } side[N44_MAX_SIDES];
	/* features (§6.2, §7.1, §9.2, §10, §1.1.2.1) */
	char coast;                 /* 'W' (WTF) or 'E' (ETF) coast hex, else 0 */
	char beach[8];              /* utah, omaha, gold, juno, sword, or "" */
	char battery[8];            /* initials of the beaches in a battery's range */
	char zone[8];               /* tactical interdiction zone */
	char exit;                  /* map-edge exit letter a-l, or 0 */
	char name[24];              /* a place the rules name: cherbourg (§11.1, §11.3) */
	int fortified;              /* fortified line (TET) */
	int south;                  /* on the map's south edge (§11.1) */
	int control;                /* N44_ALLIED, N44_GERMAN, -1 */
	int confusion;              /* Confusion marker (§6.11) */
	int craters;                /* HB counters of a carpet bombing this turn (§9.4) */
	int half_craters;           /* HB counters straddling it (§9.4) */
	int changed;
};

struct n44_box {
	int row, line;              /* the state's `box` row (line 0 if none) */
	char id[40];
	int interdiction;           /* printed number (§4.1.2), N44_UNKNOWN if '?' */
	char links[160];            /* ';'-list of linked boxes (table boxes), "?" unknown */
	char festung_of[40];        /* a Festung box inside this one (E9) */
	char entry[24];             /* a coloured entry box: the map's exit letters it
	                               feeds, ';'-separated (§1.1.2.1); "-" none, "?" */
	int seine;                  /* beyond the Seine (§4.1.2) */
	int control, confusion, maquis, ffi;
	int changed;
};

enum n44_depot_kind { N44_D_BEACH, N44_D_MINOR, N44_D_MULBERRY, N44_D_CHERBOURG, N44_D_OFFMAP };
enum n44_depot_face { N44_F_FULL, N44_F_REDUCED, N44_F_BUILDING, N44_F_NONE, N44_F_DESTROYED };

struct n44_depot {
	int row, line;
	char id[48];
	int side, kind, face;
	struct n44_loc loc;
	int ready;                  /* N44_F_BUILDING: the turn it comes on the map */
	int offensive[2], landing[2];   /* full and reduced faces, N44_UNKNOWN if '?' */
	int defence;                /* German depot's defence: 0 none (§7.2) */
	int changed;
};

enum n44_air_type { N44_HB, N44_MB, N44_LB, N44_FB };
enum n44_air_where { N44_A_BOWL, N44_A_SUPERIORITY, N44_A_AVAILABLE, N44_A_FINISHED,
	N44_A_TACTICAL, N44_A_STRATEGIC, N44_A_TRACK, N44_A_CRATER, N44_A_NWHERE };

struct n44_air {
	int row, line;
	char id[48];
	int type, nation;           /* N44_US or N44_UKCAN */
	int bomb, interdiction, shift, die;   /* printed (§9 legend), N44_UNKNOWN if '?' */
	int where;
	char at[40];                /* zone, box, hex or turn of `where` */
	int changed;
};

#define N44_ZOC_IGNORE 40

enum n44_scenario { N44_CHERBOURG, N44_COBRA, N44_CAMPAIGN };
enum n44_weather { N44_W_CLEAR, N44_W_OVERCAST };

struct n44_model {
	struct state *st;           /* the state (not changed until n44_*_save) */
	struct game_ctx *g;
	int offset;                 /* ruling hex-offset: 1 if odd columns sit lower */
	/* the turn (§1.0, §1.1) */
	int scenario, turn;
	const char *phase;          /* `set,phase` id, or NULL */
	int active, initiative;     /* sides; -1 when not recorded */
	int weather, weather_adj, weather_die;
	char storm;                 /* 'A' or 'B': the phase a storm struck, else 0 */
	int vp[2];
	struct n44_unit *units; int nunits;
	struct n44_hq *hqs; int nhqs;
	struct n44_marker *markers; int nmarkers;
	struct n44_hex *hexes; int nhexes;
	struct n44_box *boxes; int nboxes;
	struct n44_depot *depots; int ndepots;
	struct n44_air *air; int nair;
	short hexidx[100][100];     /* hexes[] index + 1 by (column, row), 0 if none */
	/* units whose ZOC n44_in_zoc_of ignores: those an overrun just pushed
	 * back, for the stack going on with its move (§4.3) */
	struct n44_unit *zoc_ignore[N44_ZOC_IGNORE]; int nzoc_ignore;
};

/* ---- model.c --------------------------------------------------------------- */

extern const char *const n44_side_names[];     /* "allied", "german" */
/* The side before "player", as players read it: Allied or German, translated
 * (« joueur allié », « joueur allemand »). */
const char *n44_player(int side);
extern const char *const n44_nation_names[];   /* "us", "ukcan", "de" */
extern const char *const n44_arm_names[];
extern const char *const n44_terrain_names[];

/* Load the state into m (g may be NULL: default rulings). EXIT_DATA with
 * file:line:column for any value the model does not know. */
int n44_model_load(struct n44_model *m, struct game_ctx *g, struct state *st,
		struct err *e);
void n44_model_free(struct n44_model *m);
/* Write every struct marked `changed` back into its row (and the scalars). */
int n44_model_save(struct n44_model *m, struct err *e);

/* "AABB" (row AA, column BB) to geometry and back. */
int n44_hex_parse(const char *text, struct grid_hex *h);
void n44_hex_format(struct grid_hex h, char out[5]);
int n44_distance(const struct n44_model *m, struct grid_hex a, struct grid_hex b);
int n44_adjacent(const struct n44_model *m, struct grid_hex a, struct grid_hex b);
void n44_neighbours(const struct n44_model *m, struct grid_hex h, struct grid_hex out[6]);

struct n44_hex *n44_hex_at(const struct n44_model *m, struct grid_hex h);
struct n44_unit *n44_unit_find(const struct n44_model *m, const char *id);
struct n44_hq *n44_hq_find(const struct n44_model *m, const char *id);
struct n44_box *n44_box_find(const struct n44_model *m, const char *id);
struct n44_air *n44_air_find(const struct n44_model *m, const char *id);
struct n44_depot *n44_depot_find(const struct n44_model *m, const char *id);

/* A location's text ("0619", "box:Rennes", "track:2:B", "reserve", ...). */
void n44_loc_format(const struct n44_loc *l, char *out, size_t size);
int n44_loc_parse(const char *text, struct n44_loc *l);
int n44_loc_same(const struct n44_loc *a, const struct n44_loc *b);
int n44_on_map(const struct n44_unit *u);

/* A unit's printed values on its present face; N44_UNKNOWN if '?'. */
int n44_attack(const struct n44_unit *u);
int n44_defence(const struct n44_unit *u);
int n44_ma(const struct n44_unit *u);
/* EXIT_UNKNOWN naming the state's cell when a unit value the order needs is '?'. */
int n44_need_value(const struct n44_model *m, const struct n44_unit *u, const char *col,
		int value, const char *section, struct err *e);
int n44_is_armoured(const struct n44_unit *u);       /* armour symbol (§0.1.2) */
int n44_is_motorized(const struct n44_unit *u);      /* MA > 6 (§0.1.2) */
int n44_is_paratroop(const struct n44_unit *u);
int n44_is_combat(const struct n44_unit *u);         /* not a garrison-only counter */
int n44_exerts_zoc(const struct n44_model *m, const struct n44_unit *u);  /* §3 */
/* 1 if hex h is in the ZOC of a combat unit of side `side` (§3). */
int n44_in_zoc_of(const struct n44_model *m, struct grid_hex h, int side);
/* 1 if an enemy ZOC reaches hex h for a unit of `side`: n44_in_zoc_of, but for
 * the exceptions of the terrain effects table (§3, seed L821-825: « Sauf
 * exception citée sur le tableau des terrains »: a hex whose terrain's zoc cell
 * is "no" is free of it). The one check of movement, retreat (§6.6) and supply
 * lines (§7.3.1). -1 with EXIT_UNKNOWN in e when a '?' decides it. */
int n44_enemy_zoc(struct game_ctx *g, const struct n44_model *m, struct grid_hex h, int side,
		struct err *e);
/* Units of `side` (-1 any) in hex h, on the map; returns the count. */
int n44_units_in(const struct n44_model *m, struct grid_hex h, int side,
		struct n44_unit **out, int max);
struct n44_hq *n44_hq_in(const struct n44_model *m, struct grid_hex h, int side);
int n44_offensive_with(const struct n44_model *m, const struct n44_hq *q);
int n44_supported(const struct n44_model *m, const struct n44_hq *q);  /* §0.1.1 */
/* In Réserve for an exploitation (§4.1.1, §6.8): placed there this movement
 * phase, or listed under Scenario 2's "Réserve" headings (ruling cobra-reserve). */
int n44_in_reserve(const struct n44_model *m, const struct n44_unit *u);
/* A Ranger, a Commando or an elite paratroop unit, not disorganized: the units
 * of the special operations (§4.4). */
int n44_special_unit(const struct n44_unit *u);
/* Does side `side` stand in box b: a unit of it (a Festung alone does not,
 * §0.1.2, §4.1.2), or, for the German player, a depot with a defence (§7.2)? */
int n44_box_held(const struct n44_model *m, const struct n44_box *b, int side);
/* The coloured box a map exit letter leads to (§1.1.2.1), NULL if none;
 * *unknown when some box's letters are '?'. */
struct n44_box *n44_exit_box(const struct n44_model *m, char letter, int *unknown);

/* Set a unit's D level one higher (§6.5): D1, D2, then a step lost (returns 1
 * when the step was lost). `level` 1 or 2 is the result received. */
int n44_disorganize(const struct game_ctx *g, const struct state *st, struct n44_unit *u,
		int level);
/* One step lost (§6.10): flipped, or destroyed to the Cadre box (or captured). */
void n44_lose_step(struct n44_unit *u, int captured);

/* ---- move.c: what overrun.c shares ---------------------------------------- */

/* The MP unit u spends entering `to` from its hex (§4.1.1, §2.2, §9.2, §9.4,
 * §3) and its MA this phase; EXIT_REFUSED where it may not enter. */
int n44_unit_entry(struct game_ctx *g, struct n44_model *m, struct n44_unit *u,
		struct grid_hex to, int zoc, int *cost, int *ma, char *why, size_t size,
		struct err *e);

/* ---- charts.c ------------------------------------------------------------ */

#define N44_MAX_COLS 32

/* One column of the combat table: a ratio num:den, or a gap ('?' header) where
 * the rulebook names no column but the chart may have some (§6.3); a gap
 * "?>A/B" has none up to A/B (num:den then that bound; 0 for a bare '?'). */
struct n44_col {
	char name[16];
	long num, den;
	int gap;
	int tcol;                   /* its column in the table */
};

struct n44_crt {
	const struct table *t;
	struct n44_col col[N44_MAX_COLS];
	int ncol;
	int first, last;            /* indices of 1/3 and 6/1 */
};

/* A combat or bombardment table cell, parsed (charts.c documents the syntax). */
struct n44_result {
	int steps[2];               /* 0 attacker, 1 defender; -1 eliminated (X) */
	int d[2], r[2];             /* D level, retreat hexes */
	int a[2];                   /* A level (bombardment table) */
	int exploit;
};

int n44_crt_load(struct game_ctx *g, const char *name, struct n44_crt *crt, struct err *e);
/* Parse a cell; 0 or -1 (with a message in err). */
int n44_result_parse(const char *cell, struct n44_result *res, char *err, size_t size);
void n44_result_format(const struct n44_result *res, char *out, size_t size);
/* A die table (rows "die" keyed by number): the cell of column `col` for `die`;
 * EXIT_UNKNOWN for '?' or a die the table has no row for. */
int n44_die_cell(struct game_ctx *g, const char *table, int die, const char *col,
		const char *section, const char **out, struct err *e);
/* A keyed table's cell (row by its first cell). */
int n44_table_cell(struct game_ctx *g, const char *table, const char *row, const char *col,
		const char *section, const char **out, struct err *e);
/* The same as an integer (EXIT_DATA if not one). */
int n44_table_int(struct game_ctx *g, const char *table, const char *row, const char *col,
		const char *section, int *out, struct err *e);
/* `umpire check --tables`: every cell of a filled table against its domain. */
int n44_check_table(const struct table *t, struct err *e);

/* ---- replay.c ------------------------------------------------------------- */

/* Odds by running the order's resolution once per path of its dice on a copy of
 * the state: one row per distinct change of the units (where they are, steps,
 * D and A levels). For orders whose dice decide several things together. */
int n44_replay_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);

/* ---- the orders (one file each, registered in normandie44.c) ------------ */

extern const struct order_param n44_assault_params[];
int n44_assault_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_assault_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
extern const struct order_param n44_advance_params[];
int n44_advance_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
extern const struct order_param n44_move_params[];
int n44_move_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
extern const struct order_param n44_infiltrate_params[];
int n44_infiltrate_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
extern const struct order_param n44_weather_params[];
int n44_weather_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_weather_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
extern const struct order_param n44_storm_params[];
int n44_storm_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_storm_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
extern const struct order_param n44_initiative_params[];
int n44_initiative_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_initiative_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
extern const struct order_param n44_unit_params[];
int n44_rest_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_replace_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_withdraw_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
extern const struct order_param n44_allocate_params[];
int n44_allocate_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_allocate_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
extern const struct order_param n44_offensive_params[];
int n44_offensive_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
/* Can unit u trace a supply line (§7.3.1: out of enemy ZOC, a friendly unit
 * cancelling it, passable to motorized units) to a hex of the map's south edge
 * (features south)? Scenario 1's operational victory (§11.1). 1, 0, -1 error. */
int n44_south_line(struct game_ctx *g, struct n44_model *m, const struct n44_unit *u,
		struct err *e);
extern const struct order_param n44_supply_params[];
int n44_supply_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_airsupply_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
extern const struct order_param n44_strategic_params[];
int n44_strategic_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_strategic_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
extern const struct order_param n44_overrun_params[];
int n44_overrun_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_overrun_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
extern const struct order_param n44_bombard_params[];
int n44_bombard_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_bombard_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
extern const struct order_param n44_land_params[];
int n44_land_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
extern const struct order_param n44_drop_params[];
int n44_drop_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_drop_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
extern const struct order_param n44_victory_params[];
int n44_victory_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
extern const struct order_param n44_exploit_params[];
int n44_exploit_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
extern const struct order_param n44_siege_params[];
int n44_siege_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
extern const struct order_param n44_air_params[];
int n44_air_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int n44_air_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
extern const struct order_param n44_assign_params[];
int n44_assign_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
extern const struct order_param n44_turn_params[];
int n44_turn_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);

#endif
