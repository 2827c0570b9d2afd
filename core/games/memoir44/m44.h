/*
 * m44.h: Memoir '44 with the D-Day Landings expansion (game id memoir44): the
 * state model shared by its orders.
 *
 * model.c reads the `unit` and `hex` rows and the scalars of a state into the
 * structs below, once per order, checking every value (file:line:column on
 * error), loads the rule tables (tables/memoir44/): the battle die, the unit
 * types, the terrain, the single values; says which hexes the board has (their
 * geometry is core/grid's row-offset hexes, grid_row_*), and writes back what
 * an order changed (m44_unit_store, m44_unit_set, m44_unit_add, m44_hex_set).
 * los.c says what blocks a line of sight; cards.c reads --card; setup.c reads
 * a battle order into dice (battle.h), battle.c rolls and scores them, fire.c
 * resolves fire, assault and bombard and their odds; move.c move and land;
 * reinforce.c the reinforcement roll; deploy.c puts a reinforcement on the
 * board; control.c terrain control, medals and the end of a turn; memoir44.c
 * registers the game, each verb once with its handlers. Refusals, data errors,
 * names and markers go through the rules kit (kit.h).
 *
 * Rules: ../shared/rules/memoir44.md (digest, cited as its tags §I-Cliffs,
 * §III-HeavyArty, ...), ../shared/seeds/002_*.txt (the French rulebook, the
 * authority; cited by line, L338). Values from the base game, which the seed does
 * not restate, are in the tables with their provenance. Man page:
 * umpire-memoir44(7).
 */
#ifndef UMPIRE_M44_H
#define UMPIRE_M44_H

#include "game.h"
#include "grid.h"

enum m44_side { M44_ALLIES, M44_AXIS };

/* Die faces, as the dice table names them (tables/memoir44/dice.csv). */
enum m44_symbol { M44_INF, M44_ARM, M44_GRENADE, M44_STAR, M44_FLAG, M44_NSYM };

/* What hits a unit (units.csv counts_as). */
enum m44_counts { M44_C_INFANTRY, M44_C_ARMOR, M44_C_NONE };
/* Which terrain column an attacker reads (units.csv class). */
enum m44_class { M44_CL_INFANTRY, M44_CL_ARMOR, M44_CL_ARTILLERY, M44_CL_NONE };

#define M44_MAX_RANGE 8

struct m44_type {
	char name[24];
	int counts, cls;
	int figures, move, move_battle;
	int dice[M44_MAX_RANGE + 1];   /* dice[d], d = 1..8; 0 = out of range */
	int range;
	int los;                       /* 1 yes, 0 no, 2 the artillery-los ruling */
	int take_ground;
	int again;                     /* 0 no, 1 overrun, 2 close (supported infantry) */
	int medal;                     /* -1 when the table says ? */
	unsigned special;              /* M44_S_*: the type's own rules (units table) */
	int unknown;                   /* its rules are '?' (a Troupes card not given) */
	int row;                       /* its row in the units table */
};

/* A unit type's own rules (units table `special`; base game B-4, not in seed). */
enum {
	M44_S_REROLL = 1 << 0,         /* Tiger: hits rolled again, grenades only */
	M44_S_IGNORE_TERRAIN = 1 << 1, /* FLAK 88: the target's terrain is ignored */
	M44_S_STARS_ARMOR = 1 << 2,    /* FLAK 88: stars hit armor */
	M44_S_ENTER_BATTLE = 1 << 3,   /* Resistance: battles the turn it enters */
	M44_S_RETREAT_1_3 = 1 << 4,    /* Resistance: 1 to 3 hexes per flag */
	M44_S_CLOSE_NO_TERRAIN = 1 << 5, /* engineers: no terrain loss in close assault */
	M44_S_WIRE_BATTLE = 1 << 6,    /* engineers: battle out of wire */
	M44_S_SWEEPS = 1 << 7          /* engineers: clear a minefield, not battle */
};

struct m44_terrain {
	char name[16];
	int in[3], out[3];             /* by attacker class */
	int blocks, stop, nobattle, ignore_flag, water, beachlike;
	int leave_one, armor_nobattle, enter_first;   /* marsh, hedgerow (5.2) */
	int with_unit;                 /* an obstacle that goes with its unit (sandbags) */
	int owned;                     /* protects only its side (bunker, sea wall) */
	int mined;                     /* a minefield */
	int impassable;                /* bit 1 infantry, 2 armor, 4 artillery, 8 destroyer */
};

/* Unit markers (the `flags` column, ';'-separated). */
enum {
	M44_F_MOVED = 1 << 0,          /* moved this turn (moved=N gives the hexes) */
	M44_F_BATTLED = 1 << 1,        /* battled this turn */
	M44_F_TOOK_GROUND = 1 << 2,    /* took ground after a close assault this turn */
	M44_F_AGAIN = 1 << 3,          /* has had its second battle (overrun) */
	M44_F_DEPLOYED = 1 << 4,       /* deployed this turn as a reinforcement */
	M44_F_FLAG_MOVE = 1 << 5,      /* moved by a reinforcement flag: no battle */
	M44_F_RETREAT_ANY = 1 << 6,    /* may retreat in any direction (Sword, AA) */
	M44_F_ANY_BASELINE = 1 << 7,   /* may retreat toward either baseline (AA Axis) */
	M44_F_ENTERED_STOP = 1 << 8,   /* entered a no-battle terrain this turn */
	M44_F_ON_LC = 1 << 9,          /* on a landing craft this turn: no move or battle */
	M44_F_LANDED = 1 << 10,        /* landed from a landing craft this turn */
	M44_F_FIRST_FLAG = 1 << 11,    /* destroyer: has ignored its first flag */
	M44_F_DUG_IN = 1 << 12,        /* ordered by Dig-In: neither moves nor battles */
	M44_F_MOVED_AGAIN = 1 << 13    /* Behind Enemy Lines: has made its second move */
};

/* 1942 equipment (Materiel 4-7; seed L692, L1048; digest B-4 late-war, BGA
 * AntiTankLateWar.php, MortarLateWar.php, MachineGunLateWar.php). */
enum { M44_EQ_NONE, M44_EQ_AT, M44_EQ_MORTAR, M44_EQ_MG };

/* How the card played this turn orders a unit (the `ordered` column): the
 * section whose count it fills (player's view), the card as a whole, on the
 * move (Breakthrough: moves, no battle), or Their Finest Hour's die. */
enum {
	M44_O_LEFT = 1, M44_O_CENTRE = 2, M44_O_RIGHT = 4, M44_O_CARD = 8, M44_O_MOVE = 16,
	M44_O_INF = 32, M44_O_ARM = 64, M44_O_STAR = 128
};

struct m44_unit {
	int row, line;
	const char *id;
	int side;
	char nation[8];
	const struct m44_type *type;
	int onboard;                   /* 0 when hex is empty (eliminated, off board) */
	struct grid_hex hex;
	int figures, stars;
	int medal;                     /* medals its elimination gives */
	int has_token;                 /* heavy artillery, destroyer: owns a target token */
	int equip;                     /* M44_EQ_*: 1942 equipment (the `equipment` column) */
	int owner;                     /* the board whose player ordered it this turn, 0 */
	int token_on;                  /* 1 when its token is on token_hex */
	struct grid_hex token_hex;
	int moved;                     /* hexes moved this turn */
	unsigned flags;
	unsigned ordered;              /* M44_O_*: how the card orders it, 0 not ordered */
	const char *cargo;             /* landing craft: the unit it carries, or "" */
};

struct m44_hexinfo {
	struct grid_hex h;
	int row, line;
	const struct m44_terrain *terrain;
	const struct m44_terrain *obstacle;  /* NULL when none */
	int hill;                      /* hill group, 0 = none */
	int height;
	unsigned sections;             /* bit 0 left, 1 centre, 2 right (Allied view) */
	int beach;                     /* beach section bit, 0 when none */
	int lc_icon, exit_side, exit_used, village_side;
	int bridge_medal;              /* 1 on a bridge whose control scores (Sword, AA) */
	int entry_side;                /* an Entry marker hex of that side, or -1 (§IV-Entry) */
	/* objective medal (§V): SIDE:KIND:N[:GROUP], or "taken" once a permanent
	 * medal is scored */
	int obj_kind;                  /* 0 none, 1 temporary, 2 permanent, 3 majority */
	int obj_side, obj_n, obj_taken;
	char obj_group[16];
	int obstacle_side;             /* the side a bunker or sea wall protects, -1 any */
	int mines;                     /* a minefield's value (0-9), -1 when hidden */
};

/* Single rule values (tables/memoir44/values.csv), each with its source there. */
struct m44_values {
	int beach_move_max, retreat_per_flag, bcf_back_dice, air_max_hexes;
	int air_dice_superior, air_dice_other, barrage_dice, destroyer_sink_stars;
	int supported_third_loss, recon_bonus_dice, overthrough_air_malus;
	int village_medal_1, village_medal_2, village_medals_axis;
	int beach_medal_axis, beach_medal_allies, bridge_medal, road_bonus;
};

#define M44_MAX_UNITS 2048
#define M44_MAX_HEXES 8192

struct m44_map {
	const struct state *st;
	struct m44_unit *units;
	int nunits;
	struct m44_hexinfo *hexes;
	int nhexes;
	int boards, width, depth;      /* boards side by side; hexes per board row; rows */
	int allied_bottom;             /* 1: the Allied baseline is the last row */
	int active;                    /* side to play (set,active) */
	int air;                       /* side with air superiority, or -1 */
	int offboard[2], bcf[2];       /* off-board artillery, BCF command rules, by side */
	/* tables */
	struct m44_type types[32];
	int ntypes;
	struct m44_terrain terrains[32];
	int nterrains;
	int face[7];                   /* symbol of die face 1..6 */
	struct m44_values v;
};

/* The columns of a unit row (model.c). */
#define M44_NCOLS 12
extern const char *const m44_unit_cols[M44_NCOLS + 1];

int m44_map_load(struct m44_map *m, struct game_ctx *g, const struct state *st,
		struct err *e);
void m44_map_free(struct m44_map *m);

struct m44_unit *m44_unit_find(struct m44_map *m, const char *id);
struct m44_unit *m44_unit_at(const struct m44_map *m, struct grid_hex h);
/* A unit of `side`, not a landing craft, in h; in h or next to it. */
int m44_held(const struct m44_map *m, struct grid_hex h, int side);
int m44_near(const struct m44_map *m, struct grid_hex h, int side);
const struct m44_hexinfo *m44_hexinfo(const struct m44_map *m, struct grid_hex h);
const struct m44_terrain *m44_terrain_of(const struct m44_map *m, struct grid_hex h);
const struct m44_terrain *m44_terrain_find(const struct m44_map *m, const char *name);
const struct m44_type *m44_type_find(const struct m44_map *m, const char *name);
/* EXIT_UNKNOWN naming the units table's cell when a type's rules are '?' (a
 * unit the seed names whose Troupes card is not given), else 0. */
int m44_type_known(struct game_ctx *g, const struct m44_type *t, struct err *e);
int m44_is(const struct m44_unit *u, const char *type);
const char *m44_side_name(int side);
/* The side for what players read: in English its key (allies, axis); in French
 * an adjective after « joueur » (« le joueur allié », « le joueur de l'Axe »),
 * as glossary-fr.md gives them. */
const char *m44_side_adj(int side);
/* The side as a noun with its article, in English its key (allies, axis), in
 * French « les Alliés », « l'Axe ». */
const char *m44_side_the(int side);
/* A battle die's face as players read it: its key in English (infantry, armor,
 * grenade, star, flag), translated in French (« drapeau », glossary-fr.md). */
const char *m44_symbol_title(int s);
/* A whole number from lo to hi: 0, or -1 (model.c). */
int m44_int(const char *v, int lo, int hi, int *out);
/* M44_ALLIES or M44_AXIS by name, or -1. */
int m44_side_parse(const char *name);
/* The unit markers as the `flags` column writes them ("moved;battled"). */
const char *m44_flags_text(unsigned flags, char *buf, size_t size);
/* The `ordered` column: "left", "card", "move"...; "" when not ordered. */
const char *m44_ordered_text(unsigned ordered);
/* Log the rulings that differ from their default (each resolver, first). */
void m44_rulings_log(struct game_ctx *g, const struct state *st);
const char *m44_symbol_name(int s);
/* A hill next to ocean or littoral is a cliff; next to a beach, a bluff
 * (§I-Littoral L104, §I-Cliffs L114, §I-Bluffs L134). */
int m44_is_cliff(const struct m44_map *m, struct grid_hex h);
int m44_is_bluff(const struct m44_map *m, struct grid_hex h);
int m44_is_hill(const struct m44_map *m, struct grid_hex h);
/* The terrain or obstacle of h on which u may not battle the turn it enters it
 * (forest, village, hedgerow; armor in a marsh), or NULL (model.c; 5.2). */
const struct m44_terrain *m44_enter_nobattle(const struct m44_map *m, const struct m44_unit *u,
		struct grid_hex h);

/* Who controls beach section `sbit` (1 left, 2 centre, 4 right), or -1 if the
 * board has none (§II-Beach L266-L274; control.c). */
int m44_beach_holder(struct game_ctx *g, const struct state *st, struct m44_map *m,
		int sbit);

/* Writing back one unit's changing columns (hex, figures, stars, type,
 * token, moved, flags); m44_unit_set one column of its row, m44_unit_add a new
 * row (sets u->row); m44_hex_set one column of a hex row (0, or -1 when out of
 * memory). A missing column is added. */
int m44_unit_store(struct m44_map *m, struct state *st, const struct m44_unit *u,
		struct err *e);
int m44_unit_set(struct state *st, const struct m44_unit *u, const char *col, const char *v,
		struct err *e);
int m44_unit_add(struct m44_map *m, struct state *st, struct m44_unit *u, const char *nation,
		struct err *e);
int m44_hex_set(struct state *st, const struct m44_hexinfo *x, const char *col, const char *v);
/* u ended a move on h: a minefield of the other side rolls its value against it,
 * or engineers clear it (mines.c; base game 5.2, B-4). */
int m44_mines_enter(struct game_ctx *g, struct state *st, struct m44_map *m,
		struct m44_unit *u, const struct order *o, struct chance *c, struct err *e);
/* Order clear: infantry removes the wire it stands on (mines.c). */
int m44_clear_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
/* Odds of a move: a minefield's dice (mines.c). */
int m44_move_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
/* Does the obstacle of x protect a unit of `side`? (bunker and sea wall: only
 * their side's, hex column obstacle_side) */
int m44_obstacle_protects(const struct m44_hexinfo *x, int side);
/* A unit left h (moved, retreated, took ground, was eliminated): an obstacle that
 * goes with its unit (sandbags, terrain table with_unit) is removed. */
int m44_vacate(struct m44_map *m, struct state *st, struct grid_hex h, struct log *l,
		struct err *e);
int m44_medal_add(struct state *st, int side, int n);

/* A hex "CCRR" is column CC of the whole battlefield (board b's column c is
 * (b-1)*13 + c), row RR, 01 the Axis baseline: core/grid's row-offset hexes
 * (grid_parse, grid_format, grid_equal, grid_row_distance, grid_row_neighbours,
 * grid_row_adjacent). Is it a hex of this board? (model.c; seed L478, L484) */
int m44_hex_valid(const struct m44_map *m, struct grid_hex h);
/* Line of sight from a to b (los.c; §6.2, §I-Cliffs L123): 1 clear, 0
 * blocked; *why names the blocking hex. */
int m44_los(const struct m44_map *m, struct grid_hex a, struct grid_hex b, char *why,
		int size);

/* An argument, or `dflt` when the order's verb has no such parameter (setup.c). */
const char *m44_opt(const struct order *o, const char *key, const char *dflt);
/* Put an obstacle on h (a hex row is added for a hex without one): Dig-In's
 * sandbags (model.c). */
int m44_obstacle_set(struct m44_map *m, struct state *st, struct grid_hex h, const char *name,
		struct err *e);

/* Orders (one file each). */
int m44_fire_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_assault_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_bombard_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_fire_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
int m44_assault_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
int m44_bombard_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
int m44_move_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_land_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_reinforce_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_reinforce_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
int m44_deploy_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_control_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
/* The sequence of play and the cards (turn.c, deck.c). */
int m44_end_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_turn_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_play_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_play_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
int m44_order_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int m44_deal_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);

#endif
