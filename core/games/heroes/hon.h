/*
 * hon.h: what the files of Heroes of Normandie share: the typed model of a state
 * (the board of squares with its Lines, terrain elements and drawn corners; the
 * counters; the units and markers; the core values) and the functions that load
 * it, check it and write changes back.
 *
 * The board (board.c) is core/grid's squares (grid.h part 3): a square is
 * named "C4" (column C, row 4; (2, 3) inside), a vertex (intercase, digest A1)
 * "+C4" (C4's north-west corner), a Line a run of edges "+C4-+F4". A player may
 * also write a vertex as a square's corner ("C4/se") and a run as the sides of
 * a row or column of squares ("C4:F4/n", "C4:C7/w"); a set of squares is
 * rectangles joined by ';' ("C3:E3;E4:E6"). A Line carries effects; a terrain
 * element is a set of squares whose border, cut into its straight runs, is the
 * Line that carries its effects (§1.1 Lignes pt.5).
 *
 * Rules: ../shared/rules/heroes.md (digest), ../shared/seeds/004_*.txt (the
 * French battle pack, the authority). Man page: umpire-heroes(7).
 */
#ifndef UMPIRE_HON_H
#define UMPIRE_HON_H

#include <stddef.h>

#include "game.h"
#include "kit.h"

#define HN_PAGE "umpire-heroes(7)"
#define HN_UNKNOWN (-9999)    /* a value printed as '?': the source does not give it */
#define HN_NONE (-9998)       /* '-': the counter has no value (cannot attack that type) */
#define HN_MAXDIM 256         /* squares per side of the board, at most */
#define HN_ID 48

enum hon_side { HN_CW, HN_DE, HN_NOSIDE };
/* The three target types of the counters' attack values */
enum hon_class { HN_INF, HN_LIGHT, HN_HEAVY };

/* Effects a Line, an element or a square carries (the seed's pictograms). */
enum {
	HN_FX_OBSTACLE = 1u << 0,   /* Obstacle (§1.3, core p.18) */
	HN_FX_OBST_INF = 1u << 1,   /* Obstacle (Infanterie) (§1.2) */
	HN_FX_DEF = 1u << 2,        /* Bonus défensif (value `def`) */
	HN_FX_DEF_INF = 1u << 3,    /* Bonus défensif (Infanterie) (§1.4) */
	HN_FX_DIFFICULT = 1u << 4,  /* Passage difficile */
	HN_FX_NOVEH = 1u << 5,      /* Interdit aux Véhicules */
	HN_FX_IMP_ALL = 1u << 6,    /* Impassable */
	HN_FX_IMP_VEH = 1u << 7,    /* Impassable pour les Véhicules */
	HN_FX_IMP_INF = 1u << 8,    /* Impassable pour l'Infanterie */
	HN_FX_SUNKEN = 1u << 9,     /* Encaissé (§1.1) */
	HN_FX_ELEV = 1u << 10,      /* Ligne d'Élévation (§1.1 p.05) */
	HN_FX_DOM = 1u << 11,       /* Ligne Dominante (§1.1 p.05) */
	HN_FX_WALL = 1u << 12,      /* a building's red line (Sc-A; blocks LoS: core) */
	HN_FX_BLOCK = 1u << 13,     /* blocks line of sight (core terrain the tile shows) */
	HN_FX_ACCESS = 1u << 14,    /* dashed line with a blue arrow: trench access (§1.4) */
	HN_FX_PASSAGE = 1u << 15,   /* passage between two trenches (§1.4) */
	HN_FX_WATER = 1u << 16,     /* Eau (square) */
	HN_FX_BUILDING = 1u << 17,  /* square of a building (§2.4, §3.2 placement) */
	HN_FX_RUINS = 1u << 18,
	HN_FX_BUNKER = 1u << 19
};

struct hon_fx {
	unsigned bits;
	int def;             /* the defensive bonus (HN_FX_DEF or _DEF_INF), or HN_UNKNOWN */
	const char *defkey;  /* core.csv key giving `def` when the board gives none, or NULL */
};

/* Kinds of terrain element; the seed's pictograms give their default effects. */
enum hon_ekind { HN_EL_TRENCH, HN_EL_FOXHOLE, HN_EL_GRASS, HN_EL_OTHER };

struct hon_element {
	char id[HN_ID];
	enum hon_ekind kind;
	struct hon_fx fx;
	int line;            /* where it was given (state or tile table line) */
	char origin[64];     /* "state" or "tile WJ1-A" */
};

/* A Line: a straight run of edges between two vertices (§1.1 Lignes pt.1). */
struct hon_line {
	char id[HN_ID];
	int vert;            /* 1: vertical, x = c, from y = a to y = b; 0: horizontal */
	int c, a, b;         /* a < b */
	struct grid_run run; /* the same, for core/grid */
	struct hon_fx fx;
	int elem;            /* the element it is the border of, or -1 */
	int line;
	char origin[64];
};

#define HN_EDGE_LINES 6      /* Lines that may lie on one edge */

struct hon_edge {
	int nl;
	int l[HN_EDGE_LINES];    /* indexes into board.lines */
	unsigned bits;           /* HN_FX_ACCESS, HN_FX_PASSAGE, HN_FX_WALL on this edge */
};

struct hon_board {
	int w, h;                     /* squares */
	int *elem;                    /* w*h: element index of each square, or -1 */
	struct hon_fx *sqfx;           /* w*h: the square's own effects (water, building...) */
	unsigned char *arrow;         /* w*h: entry arrow: 0 none, 1 cw, 2 de, 3 both */
	unsigned char *zone;          /* w*h: deployment zone: 0, 1 cw, 2 de (+ 4 * line) */
	int *corner;                  /* (w+1)*(h+1): element whose drawn corner overlaps
	                                 the vertex (§1.1 encaissé, §1.4), or -1 */
	struct hon_edge *hedge;        /* w*(h+1): horizontal edge (x,y)-(x+1,y) */
	struct hon_edge *vedge;        /* (w+1)*h: vertical edge (x,y)-(x,y+1) */
	struct hon_element *elems;
	int nelems;
	struct hon_line *lines;
	int nlines, caplines;
};

/* Counters (tables/heroes/counters.csv, or `counter` rows of the state). */
enum hon_kind { HN_K_INF, HN_K_LIGHT, HN_K_HEAVY };
enum {
	HN_AB_ASSAULT = 1u << 0,    /* Assaut (the icon the seed lost after each "Assaut") */
	HN_AB_CHARGE = 1u << 1,     /* §2.1 */
	HN_AB_DEFENSEUR = 1u << 2,  /* §2.2 */
	HN_AB_REMPLACANT = 1u << 3, /* §2.2 */
	HN_AB_DEBUSQUEUR = 1u << 4, /* §2.3 */
	HN_AB_INGENIEUR = 1u << 5,  /* §2.4 */
	HN_AB_GENIE = 1u << 6,      /* §2.4 Génie militaire (SdKfz 251/7) */
	HN_AB_AVIATEUR = 1u << 7,   /* Sc-A */
	HN_AB_CONDUCTEUR = 1u << 8, /* Sc-A (value: transport) */
	HN_AB_DESTRUCTION = 1u << 9,/* Recap (value: dice) */
	HN_AB_CHARACTER = 1u << 10, /* Personnage */
	HN_AB_HEAVYWEAPON = 1u << 11, /* liseré rouge (§2.2 Remplaçant) */
	HN_AB_PLANE = 1u << 12,     /* Avion (Sc-A) */
	HN_AB_TWO = 1u << 13,       /* a counter of 2 squares (Sc-A) */
	HN_AB_FEROCIOUS = 1u << 14, /* §3.3 */
	HN_AB_HARDENED = 1u << 15,  /* §3.3 */
	HN_AB_PONT = 1u << 16,      /* §2.4 pont (deploys a bridge) */
	HN_AB_AMBUSH = 1u << 17     /* Embuscade (core; Débusqueur reveals) */
};

struct hon_counter {
	char id[HN_ID];
	enum hon_kind kind;
	int kind_unknown;             /* kind '?' (the airplane's type is not given) */
	int mv, def;                  /* HN_UNKNOWN when '?' */
	int att[3];                   /* by hon_class; HN_NONE for '-' */
	int range;                    /* 0: no limit; HN_UNKNOWN */
	unsigned ab;
	int transport;                /* Conducteur's value */
	int dice;                     /* Destruction's dice */
	char back[HN_ID];             /* the other face's counter, "wreck", or "" */
	int line;
	char origin[64];
};

/* Gear markers a unit carries (§3.2, §3.5) */
enum hon_gear { HN_G_KNIFE, HN_G_PIAT, HN_G_AMMO, HN_G_ARMOR, HN_G_FUEL, HN_G_LIFE,
	HN_G_MAP, HN_G_GRENADES, HN_G_MINES, HN_G_POSITION, HN_G_MAGMINES, HN_G_PANZERFAUST,
	HN_G_COUNT };

enum {
	HN_U_SUPPRESSED = 1u << 0, HN_U_ACTIVATED = 1u << 1, HN_U_AMBUSHED = 1u << 2,
	HN_U_INACTIVE = 1u << 3,      /* an aviator on its Inactive face (Sc-A) */
	HN_U_CHARGE = 1u << 4         /* Charge from the §3.5 customisation */
};

enum hon_place { HN_ON, HN_OFF, HN_DEAD, HN_ABOARD, HN_OUT, HN_TAKENOFF, HN_HELD };

struct hon_unit {
	char id[HN_ID];
	enum hon_side side;
	const struct hon_counter *front, *c;   /* the counter, and the face showing */
	int back;                     /* 1: on its back face */
	enum hon_place place;
	struct grid_sq at;              /* the square (the front one of a 2-square counter) */
	int facing;                   /* 0 n, 1 e, 2 s, 3 w: toward the front square */
	unsigned flags;
	char order[16];               /* "", "1".."10", "special", "bluff" */
	char aboard[HN_ID];           /* the airplane or vehicle it rides */
	char prisoner[HN_ID];         /* Sc-1: Willi Herold on its counter */
	char carry[16];               /* §2.4: the Génie militaire element it carries */
	int speed;                    /* an airplane's Speed marker: 0 for X, 2, 4, 6 */
	int gear[HN_G_COUNT];
	struct state_row *row;        /* its row, to write changes back */
	int idx;
};

enum hon_mkind { HN_M_MINE, HN_M_HEDGEHOG, HN_M_POSITION, HN_M_FORWARD, HN_M_BRIDGE,
	HN_M_GRENADE, HN_M_DESTRUCTION, HN_M_OBJECTIVE, HN_M_BONUS, HN_M_WRECK };

struct hon_marker {
	char id[HN_ID];
	enum hon_mkind kind;
	int placed;                   /* 0: not on the board yet (the plan is lost) */
	struct grid_sq at;            /* its square */
	struct grid_run run;          /* a hedgehog: the edges it lies on */
	int on_vertex;                /* a grenade on an intercase (core): run.a */
	enum hon_side side;
	char data[64];                /* face=bocage, obj=main, number=1, values... */
	struct state_row *row;
};

struct hon_model {
	struct hon_board b;
	struct hon_counter *counters;
	int ncounters;
	struct hon_unit *units;
	int nunits;
	struct hon_marker *markers;
	int nmarkers;
	int *occ;                     /* w*h: unit index standing on the square, or -1 */
	struct game_ctx *g;
	const struct state *st;
	const char *actor;            /* the unit whose action is being resolved */
};

/* board.c: names (core/grid's, and the side shorthand) and geometry */
int hon_sq_parse(const char *text, struct grid_sq *s);
char *hon_sq_name(struct grid_sq s, char *buf, size_t size);
/* "+C4", or "C4/nw" (a corner of a square): a vertex */
int hon_vtx_parse(const char *text, struct grid_vx *v);
/* "+C4-+F4", or "C4:F4/n", "C4/n" (sides of a row or column of squares) */
int hon_run_parse(const char *text, struct grid_run *r);
char *hon_run_name(int vert, int c, int a, int b, char *buf, size_t size);
/* "C3:E3;E4" into at most max squares; the count or -1 */
int hon_squares_parse(const char *text, struct grid_sq *out, int max);
int hon_on_board(const struct hon_board *b, struct grid_sq s);
int hon_sq_equal(struct grid_sq a, struct grid_sq b);
/* 8-neighbourhood and the king's-move distance (core: squares, diagonals count 1) */
int hon_adjacent(struct grid_sq a, struct grid_sq b);
int hon_distance(struct grid_sq a, struct grid_sq b);
int hon_elem_at(const struct hon_board *b, struct grid_sq s);
const struct hon_edge *hon_edge(const struct hon_board *b, int vert, int x, int y);
/* Does a side of square s lie on the Line (digest A2 reading (a))? With corners
 * set (ruling line-adjacent=corner), touching an end vertex counts too. */
int hon_sq_touches_line(const struct hon_line *l, struct grid_sq s, int corners);
/* The Lines crossed by one step between neighbouring squares (an orthogonal step
 * crosses the edge between them, a diagonal one the vertex it passes, §4.3.2);
 * returns the count, *corner set if a drawn corner overlaps a diagonal's vertex. */
int hon_step_lines(const struct hon_board *b, struct grid_sq from, struct grid_sq to,
		int *out, int max, int *corner, unsigned *edgebits);
int hon_board_load(struct hon_board *b, struct game_ctx *g, const struct state *st,
		struct err *e);
void hon_board_free(struct hon_board *b);
int hon_board_marker_line(struct hon_board *b, const char *id, int vert, int c, int a, int z,
		unsigned bits, int line, struct err *e);
/* the effect names of a Line, as the log shows them */
char *hon_fx_name(const struct hon_fx *fx, char *buf, size_t size);

/* model.c */
int hon_model_load(struct hon_model *m, struct game_ctx *g, const struct state *st,
		struct err *e);
void hon_model_free(struct hon_model *m);
struct hon_unit *hon_unit_find(struct hon_model *m, const char *id);
struct hon_unit *hon_unit_at(struct hon_model *m, struct grid_sq s);
const struct hon_counter *hon_counter_find(const struct hon_model *m, const char *id);
enum hon_class hon_class_of(const struct hon_unit *u);
const char *hon_class_name(enum hon_class c);
/* The class as players read it: its name in English, translated in French
 * (« véhicule léger », glossary-fr.md). */
const char *hon_class_title(enum hon_class c);
const char *hon_side_name(enum hon_side s);
int hon_side_parse(const char *text);
/* "CW" or "German", as the log says it */
const char *hon_side_title(enum hon_side s);
int hon_is_vehicle(const struct hon_unit *u);
/* A unit's squares: 1, or 2 for a 2-square counter (its front, then its rear). */
int hon_unit_squares(const struct hon_unit *u, struct grid_sq out[2]);
/* Write the unit's place, face, flags and gear back to its row. */
int hon_unit_save(struct hon_model *m, struct hon_unit *u, struct err *e);
int hon_marker_save(struct hon_model *m, struct hon_marker *mk, struct err *e);
/* Add a marker row to the state (and to nothing else: the model is reloaded). */
int hon_marker_add(struct state *st, const char *kind, const char *at, const char *side,
		const char *data, struct err *e);
int hon_marker_remove(struct state *st, const char *id);
/* A value of tables/heroes/core.csv (or `set,core.KEY` in the state): the
 * integer, or EXIT_UNKNOWN when it is '?'. hon_core_text gives the text. */
int hon_core_int(struct hon_model *m, const char *key, const char *section, int *out,
		struct err *e);
int hon_core_text(struct hon_model *m, const char *key, const char *section,
		const char **out, struct err *e);
/* A counter value the order needs: EXIT_UNKNOWN when '?'. */
int hon_need(const struct hon_counter *c, int value, const char *what, const char *section,
		struct err *e);
/* The unit's type (infantry, light or heavy vehicle) the order needs. */
int hon_need_kind(const struct hon_unit *u, const char *section, struct err *e);
/* A gear marker's value in column `col` of tables/heroes/gear.csv ('-' is
 * HN_NONE; EXIT_UNKNOWN when '?'), and its attack against a type. */
int hon_gear_value(struct hon_model *m, const char *gear, const char *col, const char *section,
		int *out, struct err *e);
int hon_gear_att(struct hon_model *m, const char *gear, enum hon_class cls, int *out,
		struct err *e);
/* The ZdC (zone of control) reach of a unit on square s (ruling zoc, §1.4: a
 * unit in a trench reaches only its element, not past its drawn corners). */
int hon_in_zoc(const struct hon_model *m, const struct hon_unit *u, struct grid_sq s);
/* The rulings in force and the log line naming the ones changed. */
const char *hon_rule(struct hon_model *m, const char *id);
int hon_rule_is(struct hon_model *m, const char *id, const char *value);
void hon_log_rulings(struct game_ctx *g, const struct state *st);

/* los.c: line of sight (§1.1, digest §6) */
enum hon_los_verdict { HN_LOS_CLEAR, HN_LOS_REDUCED, HN_LOS_BLOCKED };
struct hon_los {
	enum hon_los_verdict verdict;
	char why[256];               /* the reason it is blocked, with its rule */
	int obstacles;               /* Obstacle Lines that count against the firer */
	int defense;                 /* defensive bonus the target gets from the Lines */
	int def_unknown;             /* a bonus is '?' (index of its line, or -1) */
	char unknown[400];           /* the message for it (EXIT_UNKNOWN when needed) */
	int nsteps;
	char steps[24][256];         /* each Line crossed and what it does, for the log */
};
/* The line of sight from square f (firer of class fc, a unit or NULL) to
 * square t (target of class tc). Fills `out`; an error only for bad data. */
int hon_los(struct hon_model *m, const struct hon_unit *firer, struct grid_sq f, int fc,
		const struct hon_unit *target, struct grid_sq t, int tc, struct hon_los *out,
		struct err *e);
int hon_los_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);

/* fire.c */
int hon_fire_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_fire_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
/* One attack by values (a unit's fire, Charge's free fire, a mine, a grenade):
 * rolls, logs and applies the damage to the target. */
struct hon_attack {
	const char *what;             /* "C4 infantry fires", "mine M1" */
	const char *rule;
	int att;                      /* the attack value against the target's type */
	int mods;                     /* modifiers to the roll */
	int def;                      /* the target's Defense Value with its bonuses */
	const char *replace;          /* Remplaçant taking the damage instead, or NULL */
	int life;                     /* Life Points the target may discard */
};
struct hon_hit {
	int roll, total, hit, steps, destroyed;
	char victim[HN_ID];
};
int hon_attack(struct hon_model *m, struct state *st, struct hon_unit *target,
		const struct hon_attack *a, struct chance *c, struct hon_hit *h, struct err *e);
/* Lose `steps` steps (§3.5 Pas de Perte): flip, wreck or destroy; logs. */
int hon_lose_steps(struct hon_model *m, struct state *st, struct hon_unit *u, int steps,
		int *destroyed, struct err *e);
/* The Defense Value of u against a shot through `los` (Défenseur, Armor...). */
int hon_defense(struct hon_model *m, const struct hon_unit *u, const struct hon_los *los,
		int *out, char *why, size_t size, struct err *e);
/* §2.2 remplaçant: the unit `id` may take the damage of heavy weapon t (its
 * ability, t's side, within 2 squares, a reduced or clear sight on t). */
int hon_replace_check(struct hon_model *m, const char *id, const struct hon_unit *t,
		struct err *e);
/* An order's unit may act now (phase, order token, suppressed...). */
int hon_may_act(struct hon_model *m, const struct hon_unit *u, const char *what,
		struct err *e);
int hon_mark_activated(struct hon_model *m, struct state *st, struct hon_unit *u,
		struct err *e);

/* assault.c */
int hon_assault_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_assault_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);

/* move.c */
int hon_move_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_move_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
/* Move u along a comma list of squares as part of another action (an
 * assault's approach): checked like a Move, mines attack on the way. */
int hon_move_path(struct hon_model *m, struct state *st, struct hon_unit *u, const char *path,
		struct chance *c, int *lost, struct err *e);

/* actions.c: the actions that replace a Move or a Fire action */
int hon_mine_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_clear_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_position_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_deploy_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_reveal_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_grenade_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_grenade_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
int hon_destruction_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_destruction_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e);
/* The squares a grenade thrown into a sunken element reaches (§1.4). */
int hon_grenade_squares(const struct hon_model *m, struct grid_sq at, struct grid_sq *out,
		int max);

/* turn.c: the sequence of play, orders, objectives, victory */
int hon_order_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_next_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_place_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_control_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_victory_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);
int hon_refuse_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e);

/* Odds of an order by enumerating every die over copies of the state: `run`
 * resolves the order on one copy with a quiet log and writes the outcome's
 * columns into vals (at most ODDS_MAX_COLS, 128 bytes each). */
typedef int (*hon_run_fn)(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, char vals[][128], struct err *e);
int hon_odds_enumerate(struct game_ctx *g, const struct state *st, const struct order *o,
		hon_run_fn run, const char *const *cols, int ncols, struct odds_report *r,
		struct err *e);

#endif
