/*
 * om.h: D-Day at Omaha Beach (Decision Games, solitaire, card driven): what the
 * files of core/games/omaha/ share.
 *
 * The game has no dice: every chance comes from its 54 three-part cards
 * (landing, event, German fire; §2.3). The state keeps the deck (`card` rows:
 * the draw pile, the discard pile and the cards on the turn's track), the map
 * (landing `box` rows, `hex` and `side` rows, German `position` and `field`
 * rows) and the units (`unit` for the US, `german`). umpire-omaha(7) documents
 * every column; model.c checks them once so the orders never meet a bad value.
 *
 * Rules: ../shared/rules/omaha.md (digest), seed 003_351447aec935869e.txt (the
 * French rulebook, the authority). Tables: tables/omaha/ (README.md).
 */
#ifndef UMPIRE_OM_H
#define UMPIRE_OM_H

#include "arena.h"
#include "game.h"
#include "grid.h"
#include "kit.h"

#define OM_CARDS 54          /* §2.3: 54 three-part cards */
#define OM_TURNS 32          /* §2.1 */

enum om_tide { OM_LOW, OM_MID, OM_HIGH };

/* US unit types (§2.23); armoured ones are marked * there. */
enum om_type {
	OM_INF, OM_RANGER, OM_TANK, OM_ART, OM_SPART, OM_DUKWART, OM_AA, OM_SPAA,
	OM_AT, OM_ENG, OM_HQ, OM_GENERAL, OM_NTYPES
};

/* The parts of a card, as tables/omaha/cards.csv names its columns. */
extern const char *const om_card_cols[];
extern const int om_card_ncols;

/*
 * The typed model (model.c). An order reads its state once: om_model_load
 * parses every row the rules read into the structs below and checks each value
 * (file:line:column on error: that is `umpire check`), and the rules read and
 * change the structs, never the rows. om_model_store writes back, column by
 * column, what differs from the model as loaded, so that the state file keeps
 * every byte the order did not change. Odds load once and run the rules on a
 * copy per branch (om_model_copy), comparing it with the model loaded.
 *
 * Strings are never changed in place: a value the rules write is a new string
 * of the model's arena (om_str), and a copy shares its parent's strings, so a
 * parent outlives its copies. A 0/1 column keeps -1 for an empty field; a
 * number column -1 for an empty (or, in a column the load does not check, a
 * bad) one: written back as they were read.
 */
#define OM_POS_HEXES 2       /* a position holds one or two hexes (a two-hex WN) */

enum om_sector { OM_EAST, OM_WEST };
enum om_terrain { OM_BEACH, OM_SHELF, OM_DRAW, OM_HIGH_GROUND, OM_BOCAGE, OM_VILLAGE, OM_ROUGH };
enum om_zone { OM_ZONE_NONE, OM_ZONE_LOW, OM_ZONE_MID, OM_ZONE_HIGH };
enum om_feature {
	OM_SHINGLE, OM_SEAWALL, OM_SLOPE, OM_BLUFF, OM_CLIFF, OM_SHEER, OM_ATDITCH, OM_ATWALL,
	OM_ATBARRIER
};
enum om_level { OM_INTENSE, OM_SUSTAINED, OM_SPORADIC };
enum om_mark { OM_MARK_NONE, OM_MARK_CLIMB, OM_MARK_CLIMB_CLIFF, OM_MARK_WOUNDED };
enum om_gkind { OM_GK_WN, OM_GK_REINF, OM_GK_OFFMAP };
enum om_pkind { OM_PK_WN, OM_PK_REINF };
enum om_reserve { OM_RES_NONE, OM_RES_HIDDEN, OM_RES_REVEALED };
enum om_mtype { OM_MT_WN, OM_MT_BUILDING, OM_MT_MOBILE };
enum om_deck { OM_PILE, OM_DISCARD, OM_TRACK, OM_OUT };
enum om_at { OM_AT_HEX, OM_AT_BOX, OM_AT_TURN, OM_AT_ELIMINATED };

/* Where a US unit is (`unit` column at): a hex, a landing box (box:ID), the
 * turn track (turn:N, arriving on turn N) or eliminated. */
struct om_place {
	enum om_at kind;
	struct grid_hex hex;       /* OM_AT_HEX */
	int box;                   /* OM_AT_BOX: its index in m->box */
	int turn;                  /* OM_AT_TURN */
};

/* The rows' common part: the row it was read from (its index in its kind, -1
 * for a row an order adds) and its line in the file (0: none). */
struct om_src {
	int row, line;
};

struct om_unit {               /* `unit`: a US unit, leader or not (§2.21, §2.23) */
	struct om_src src;
	const char *id;
	int div, command;          /* 1 or 29: division of origin, commanding division */
	enum om_type type;
	int steps, max;
	int symbol;                /* the target symbol 1-3; 0: none (a leader) */
	struct om_place at;
	const char *code;          /* arrival code (§5.3) */
	int disrupted, delayed, counted;   /* 0/1, -1 empty */
	enum om_mark marker;
	int checked;               /* the turn of its landing check, -1 none */
	/* optional columns */
	int strength, range;       /* printed attack strength and range, -1 none */
	const char *strength_text; /* as written, for messages */
	const char *weapons;       /* printed weapons (§8.21) */
	const char *hero;          /* "", "hero" or "inspired" (§11.11, §11.15) */
	int cp;                    /* a CP's range box (§18), -1 none */
	const char *free;          /* TURN:KIND, a free action taken (free.c) */
	int lost;                  /* the turn it last lost a step to fire (§6.34), -1 */
};

struct om_german {             /* `german`: a German unit */
	struct om_src src;
	const char *id;
	const char *pos;           /* its position, or box-wn, box-tactical, box-division,
				    * box-kg-meyer, art-east, art-west, eliminated, removed */
	int has_hex;
	struct grid_hex hex;
	enum om_gkind kind;
	const char *division;      /* "352", "716" */
	int revealed, disrupted;   /* 0/1, -1 empty */
	enum om_reserve reserve;   /* its depth marker */
	const char *calibre;       /* artillery calibre, "88", "rocket", "" none, "?" */
	int active;                /* off-map artillery: 0/1, -1 empty or no column */
	/* faces as printed (optional columns) */
	const char *strength, *weapons, *reserve_strength, *reserve_weapons;
	const char *observers;     /* positions observing for an off-map unit (§6.51) */
};

struct om_position {           /* `position`: a WN or reinforcement position */
	struct om_src src;
	const char *id;
	enum om_pkind kind;
	const char *colour;
	const char *hexes;         /* as written: "0812 0912" */
	struct grid_hex hex[OM_POS_HEXES];
	int nhex;
	int vp;                    /* the PV mark: 0/1, -1 empty or no column */
	const char *vp_text, *arrow;
	int number;                /* §16: "C2" 2, "WN62" 62, unnumbered 0 */
	char letter;               /* "C2" 'C', none 0 */
};

struct om_field {              /* `field`: a dot of a position's field of fire */
	struct om_src src;
	struct grid_hex hex;
	const char *pos;           /* the position id */
	int pi;                    /* its index in m->pos, -1 if none */
	enum om_level level;
};

struct om_box {                /* `box`: a landing box (§5.11) */
	struct om_src src;
	const char *id;
	int pos;                   /* 1 (east) to 99 (west) */
	enum om_sector sector;
	const char *code;
	int has[3];                /* has[t]: the box points at a hex at tide t */
	struct grid_hex hex[3];
};

struct om_hex {                /* `hex`: a hex of the map */
	struct om_src src;
	struct grid_hex h;
	const char *id;
	enum om_sector sector;
	enum om_terrain terrain;
	enum om_zone zone;
	int obstacles, cleared;    /* 0/1, -1 empty */
	const char *road, *exit;   /* "" none */
};

struct om_side {               /* `side`: a hexside's feature */
	struct om_src src;
	const char *id;            /* "0613/0713" */
	struct grid_hex a, b;
	enum om_feature feature;
};

struct om_deckcard {           /* `card`: where a card of the deck is (§2.3) */
	struct om_src src;
	int number;
	enum om_deck at;
	const char *use;           /* OM_TRACK: drawn this turn for USE */
};

struct om_marker {             /* `marker`: a depth-marker counter (§9) */
	struct om_src src;
	const char *id;
	const char *at;            /* its box, removed, or the German unit it lies under */
	enum om_mtype type;
	const char *strength, *weapons, *tactical;   /* faces as printed, "?" unknown */
};

struct om_base {               /* `base`: an engineer base (§19) */
	struct om_src src;
	const char *hex, *div;
	int box;                   /* its range box, -1 none */
	int n;                     /* the division's base 1 or 2, in row order (§19: two
				    * each; base=N names it when two share a hex) */
};

struct om_draw {               /* `draw`: a draw of the map (§13.21, §20.3) */
	struct om_src src;
	const char *id;
	struct grid_hex hexes[32], inland[32];
	int nhexes, ninland;
	int cleared;               /* 0/1, -1 no column */
};

struct om_exited {             /* `exited`: a unit gone through an exit hex (§20.3) */
	struct om_src src;
	const char *unit, *exit;
	enum om_type type;
	int steps;
	const char *type_text, *steps_text;
};

/* The scalars the rules read or write (`set,KEY,VALUE`), kept as written. */
enum om_key {
	OM_K_RESULT, OM_K_NAVAL, OM_K_CAS1, OM_K_CAS29, OM_K_ROCKETS, OM_K_WN_MARKERS,
	OM_K_KG_MEYER, OM_K_SHUFFLE, OM_K_UNDISRUPTED, OM_K_ACT1, OM_K_ACT29, OM_K_ACT_EAST,
	OM_K_ACT_WEST, OM_K_ACTED, OM_K_GARRISONS, OM_K_VARIANTS, OM_K_TWO_PLAYER, OM_K_SNIPERS,
	OM_K_NOFIRE, OM_K_TACTICAL, OM_K_SWAP, OM_K_ATTACKED, OM_K_ART_EAST, OM_K_ART_WEST,
	OM_K_ENG1, OM_K_ENG29, OM_K_CLEARED_EAST, OM_K_CLEARED_WEST, OM_K_PHASE, OM_K_COMMANDED,
	OM_K_SECTORS, OM_NKEYS
};

/* Kinds of rows the state has (m->kinds), and optional columns. */
enum {
	OM_KIND_BOX = 1 << 0, OM_KIND_HEX = 1 << 1, OM_KIND_SIDE = 1 << 2,
	OM_KIND_POSITION = 1 << 3, OM_KIND_FIELD = 1 << 4, OM_KIND_GERMAN = 1 << 5,
	OM_KIND_CARD = 1 << 6, OM_KIND_MARKER = 1 << 7, OM_KIND_BASE = 1 << 8,
	OM_KIND_DRAW = 1 << 9, OM_KIND_EXITED = 1 << 10,
};
enum om_ucol {                 /* the optional `unit` columns, in m->ucols */
	OM_UC_STRENGTH, OM_UC_RANGE, OM_UC_WEAPONS, OM_UC_HERO, OM_UC_CP, OM_UC_FREE,
	OM_UC_LOST, OM_NUCOLS
};
enum om_gcol {                 /* the optional `german` columns, in m->gcols */
	OM_GC_DIVISION, OM_GC_ACTIVE, OM_GC_STRENGTH, OM_GC_WEAPONS, OM_GC_RESERVE_STRENGTH,
	OM_GC_RESERVE_WEAPONS, OM_GC_OBSERVERS, OM_NGCOLS
};
enum {                         /* `draw` columns, in m->dcols */
	OM_DC_HEXES = 1 << 0, OM_DC_INLAND = 1 << 1, OM_DC_CLEARED = 1 << 2,
};
enum {                         /* `exited` columns, in m->xcols */
	OM_XC_EXIT = 1 << 0, OM_XC_TYPE = 1 << 1, OM_XC_STEPS = 1 << 2,
};


struct om_model {
	struct game_ctx *g;
	const struct state *st;    /* read from: its path and lines, the rulings */
	int turn;                  /* 1-32 (§2.1) */
	enum om_tide tide;         /* the turn's (turns.csv) */
	struct om_unit *u;
	int nu;
	struct om_german *gm;
	int ngm;
	struct om_position *pos;
	int npos;
	struct om_field *fld;
	int nfld;
	struct om_box *box;
	int nbox;
	struct om_hex *hex;
	int nhex;
	int (*hexat)[100];         /* 1 + the index of the first row of each hex, 0 none */
	int hexdups;               /* a hex has two rows */
	struct om_side *side;
	int nside;
	struct om_deckcard *card;
	int ncard;
	struct om_marker *mk;
	int nmk;
	struct om_base *base;
	int nbase, capbase;
	struct om_draw *draw;
	int ndraw;
	struct om_exited *ex;
	int nex, capex;
	const char *set[OM_NKEYS]; /* NULL: absent */
	unsigned kinds;            /* OM_KIND_*: the kinds the state has */
	int ucols[OM_NUCOLS];      /* 1 if the unit rows have the column */
	int gcols[OM_NGCOLS];
	unsigned dcols;
	int ucol_order[OM_NUCOLS]; /* columns an order added, in that order */
	int nucol_added;
	int add_base, add_exited;  /* an order added the kind (store: state_kind_add) */
	unsigned xcols;            /* OM_XC_*: the `exited` columns */
	int own_hex;               /* the hexes are this model's (not its parent's) */
	int own_draw;              /* the draws too (om_draw_cleared) */
	int automatic;             /* odds: the player's choices made by rule */
	int card_used;             /* the card an order drew: its number, -1 typed, 0 none */
	int pay;                   /* pay= of an action order: 1 or 29, 0 not given (§7.22) */
	struct arena_chunk *arena;
	const struct om_model *parent;   /* a copy's: shares its immutable arrays */
};

/* Load and check (the check command: the first bad value is EXIT_DATA). */
int om_model_load(struct game_ctx *g, const struct state *st, struct om_model **out,
		struct err *e);
/* A copy the rules may change; `m` must outlive it. NULL when out of memory. */
struct om_model *om_model_copy(const struct om_model *m);
/* Write into `st` (the state `base` was loaded from) what `m`, a copy of
 * `base`, changed: EXIT_IO when out of memory. */
int om_model_store(const struct om_model *m, const struct om_model *base, struct state *st,
		struct err *e);
void om_model_free(struct om_model *m);

/* The ordinal of division 1 or 29 in the reader's language ("1st", "1re"),
 * for "the %s Division" */
const char *om_division(int div);
/* A string of the model's arena (NULL when out of memory: use "" then). */
const char *om_str(struct om_model *m, const char *s);
const char *om_strf(struct om_model *m, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* `umpire check`: the load, nothing kept. */
int om_check(struct game_ctx *g, const struct state *st, struct err *e);
/* An order adds an optional unit column (written back in that order). */
void om_ucol_add(struct om_model *m, enum om_ucol c);
/* Engineers clear a hex (§10.1): 0, or -1 when out of memory. */
int om_hex_clear(struct om_model *m, struct om_hex *h);
/* Engineers have completely cleared draw i's German obstacles (§19.3, §20.3):
 * its `cleared` column is set to 1; 0, or -1 when out of memory. */
int om_draw_cleared(struct om_model *m, int i);

/* Lookups: NULL (or -1) when none. */
struct om_unit *om_unit_find(struct om_model *m, const char *id);
struct om_german *om_german_find(struct om_model *m, const char *id);
struct om_german *om_german_in(struct om_model *m, const char *pid);   /* first at pid */
struct om_german *om_german_at(struct om_model *m, struct grid_hex h);
struct om_position *om_position_find(struct om_model *m, const char *id);
struct om_box *om_box_find(struct om_model *m, const char *id);
int om_box_index(const struct om_model *m, const char *id);
struct om_hex *om_hex_at(struct om_model *m, struct grid_hex h);
struct om_hex *om_hex_find(struct om_model *m, const char *id);
struct om_marker *om_marker_find(struct om_model *m, const char *id);
/* The feature of the hexside between a and b, or -1. */
int om_side_between(const struct om_model *m, struct grid_hex a, struct grid_hex b);
/* The hex of a unit on the map (NULL elsewhere), its sector (-1 off the map or
 * without a hex row; a box's for a unit in a box with boxes). */
struct om_hex *om_unit_hex(struct om_model *m, const struct om_unit *u);
int om_place_equal(struct om_place a, struct om_place b);
/* The place as written: "0716", "box:ER1", "turn:7", "eliminated". */
const char *om_place_text(const struct om_model *m, struct om_place p, char buf[32]);
const char *om_sector_name(int s);          /* "east", "west" ("" for -1) */
/* the same names as a sentence reads them, in the reader's language (model.c) */
const char *om_sector_text(int s);
const char *om_drift_text(int east);
const char *om_tide_text(enum om_tide t);
const char *om_level_text(int l);
const char *om_colour_text(const char *colour);
const char *om_feature_name(int f);
const char *om_level_name(int l);
const char *om_terrain_name(int t);
const char *om_mark_name(int mk);
const char *om_reserve_name(int r);
const char *om_key_name(enum om_key k);
const char *om_ucol_name(enum om_ucol c);
const char *om_gcol_name(enum om_gcol c);
int om_sector_parse(const char *s);
int om_is_infantry(int type);               /* infantry or Ranger */
int om_is_armour(int type);                 /* marked * (§2.23) */
int om_is_artillery(int type);
/* §16: "C2" is number 2, letter C; "WN62" 62, no letter; unnumbered 0. */
void om_pos_number(const char *id, int *number, char *letter);
int om_lowland(int terrain);                /* beach, shelf, draw (§2.1, §12.11) */
/* Scalars: the value, or NULL; as a number (dflt when absent, -1 when bad). */
const char *om_get(const struct om_model *m, enum om_key k);
int om_get_int(const struct om_model *m, enum om_key k, int dflt);
void om_set(struct om_model *m, enum om_key k, const char *v);   /* NULL removes */
void om_set_int(struct om_model *m, enum om_key k, int n);
/* Records of one turn (TURN:VALUE): a word added to this turn's list. */
int om_list_add(struct om_model *m, enum om_key k, const char *w, struct err *e);
int om_in_variant(const struct om_model *m, const char *v);   /* set,variants (§22) */
/* A ruling in force (game_rule). */
const char *om_rule(const struct om_model *m, const char *id);
int om_rule_is(const struct om_model *m, const char *id, const char *value);

/* The names of the types, for the table lookups and the log. */
const char *om_type_name(int type);
int om_type_parse(const char *s);
/* The landing table's row group for a unit type (inf, ranger, tank, art, aa, at,
 * eng), or NULL for leaders (HQs and Generals make no landing check, §5.12). */
const char *om_type_landing(int type);
int om_is_leader(int type);
/* The turn's tide (tables/omaha/turns.csv). */
int om_tide(struct game_ctx *g, int turn, enum om_tide *out, struct err *e);
const char *om_tide_name(enum om_tide t);
int om_atoi(const char *s);   /* a plain decimal number, or -1 */

/* A card drawn or played (§2.3): its number (0 when typed without one) and the
 * parts typed with --card, which take precedence over tables/omaha/cards.csv. */
struct om_card {
	int number;
	const struct table *t;     /* cards.csv */
	int row;                   /* its row there, -1 if none */
	char typed[16][64];        /* typed values by om_card_cols index, "" if not typed */
};

/* A unit loses one step (§6.32), counting regular infantry for the casualty box
 * (§13.1, ruling a09-casualty) and logging it; returns 1 if it was eliminated.
 * Drawing a card for `use` ("landing-east", "fire-west", ...): the --card
 * given, else a seeded (or enumerated) draw over the draw pile; the card goes
 * to the turn's track. The card on this turn's track for `use`: 0, 1 if none,
 * or an exit status; with `typed`, --card gives (or names) it. */
int om_step_loss(struct om_model *m, struct om_unit *u, const char *why, const char *sect);
void om_eliminate(struct om_model *m, struct om_unit *u, const char *why, const char *sect);
int om_card_take(struct om_model *m, struct chance *c, const char *use, struct om_card *out,
		struct err *e);
int om_card_on_track(struct om_model *m, const char *use, int typed, struct om_card *card,
		struct err *e);
/* One action of the units us[0..n-1] (a unit, or a stack doing the same
 * action, §7.21): each has not acted this turn (§7.2); free with `free` (the
 * reason) or when every unit is free by itself; else one action of the pool of
 * the first unit that is not (§7.22: the other division's when its own is
 * spent and it stands across the sector line). Marks the units as acted. The
 * free action a unit took; the end of the action phase (§7.2). Two players
 * (players.c, §1, §7.22, ruling a33-two-player-choice): logs whose choices a
 * unit under the other division's control takes. */
int om_action(struct om_model *m, struct om_unit *const *us, int n, const char *free,
		struct err *e);
const char *om_action_free(const struct om_model *m, const struct om_unit *u);
void om_action_reset(struct om_model *m);
void om_two_player_choice(struct om_model *m, const struct om_unit *u);
/* Command (cp.c, §11.2, §11.3, §18.3, §18.32): the HQs, Generals and CPs
 * commanding unit u, their number (-1 with e set), each logged if verbose, the
 * first in `first` ("CP 16HQ") and its section in *fsect; free_only: not those
 * that moved this turn (§7.33). Whether leader l commands u (1, 0, or -1 with
 * e set), and whether any HQ (with `generals`, or General) or CP does. */
int om_commanders(struct om_model *m, const struct om_unit *u, int verbose, int free_only,
		char *first, size_t fsize, const char **fsect, struct err *e);
int om_leader_commands(struct om_model *m, const struct om_unit *l, const struct om_unit *u,
		struct err *e);
int om_under_command(struct om_model *m, const struct om_unit *u, int generals,
		struct err *e);
/* Free actions (free.c, §7.1, §11.12, §11.15, §11.2, §11.3, §18.3): the
 * argument free= of an action order on `units` (ID,...), checked, logged and
 * written in the unit column `free` (TURN:KIND). 0 when free= is empty. */
int om_free_action(struct om_model *m, const struct order *o, const char *units,
		const char *action, struct err *e);
/* Engineer bases (base.c, §19): 1 if a base's range covers hex h (§19.3,
 * §19.31; not a hex in the field of an occupied German position, §19.32), its
 * hex in base; 0 if none; -1 with e set (e.g. a `?` range). traffic: skip bases
 * whose sector had German artillery fire this turn (§19.33). US garrisons
 * (§19.3), `set,garrisons,POS ...`: whether a position holds one; removing it. */
int om_base_covers(struct om_model *m, struct grid_hex h, int traffic, char *base,
		size_t size, struct err *e);
int om_garrisoned(const struct om_model *m, const char *pid);
void om_garrison_remove(struct om_model *m, const char *pid);
/* §6.51: the off-map artillery's observers (observer.c): each unit of the
 * sector (NULL: both) with an `observers` list turns active or inactive. */
int om_observers_check(struct om_model *m, const char *sector, struct err *e);
/* §16.1, §16.32: a position that re-occupied or redeployed this turn does not
 * fire this phase: set,nofire,TURN:POS POS... (om_nofire_add writes it, the
 * fire order reads om_nofire_has). */
int om_nofire_add(struct om_model *m, const char *pid, struct err *e);
int om_nofire_has(const struct om_model *m, const char *pid);
/* German lines of communication (loc.c, §12.2): *has = 1 if the position
 * traces one now (its path logged if verbose); from a hex as from a vacant
 * position there, for the control of §13.22 (b); *ctl = 1 if a US unit
 * occupies or controls the hex (§12.1, §12.11, §11.31). */
int om_loc_trace(struct om_model *m, const char *pid, int verbose, int *has, struct err *e);
int om_loc_trace_hex(struct om_model *m, struct grid_hex hex, int *has, struct err *e);
int om_us_control(struct om_model *m, struct grid_hex hex, int *ctl, struct err *e);
/* US lines of communication (usloc.c, §12.3, §12.31); the occupied German
 * position (disrupted or not) whose field of fire covers the hex, or NULL: a
 * vacant position has no field (§12.31, §13.22). */
int om_us_loc(struct om_model *m, struct grid_hex start, int verbose, int *has,
		struct err *e);
const char *om_us_field(struct om_model *m, struct grid_hex h);

/* The orders on the model: each reads the order's arguments, checks them,
 * resolves and changes the model (omaha.c writes it back). m->automatic: odds,
 * the player's choices made by rule; m->card_used: the card drawn. */
typedef int (*om_order_fn)(struct om_model *m, const struct order *o, struct chance *c,
		struct err *e);
int om_loc(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_cp(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_command(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_base(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_observers(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_climb(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_rally(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_endphase(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_exit(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_move(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_bombard(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
/* The US Amphibious Operations phase (land.c, §5): with m->automatic, a mine's
 * step not named by mine= goes to the unit with most steps; else the order must
 * name it when several can take it. */
int om_land(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_ashore(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_arrive(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
/* §5.3: whether a counter's landing code (a box "ER3", a beach "ER", a division
 * "1" or "29") lets the unit be placed in `box`. */
int om_code_allows(const char *code, const struct om_box *box);
int om_endturn(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
/* The German fire of one sector (fire.c); with m->automatic, the player's
 * choices among equal targets by unit id. */
int om_fire(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
/* The victory checks (victory.c) and their count of victory points (vp.c:
 * §13.2, §13.22, §20.3, §22.1), each source logged. */
int om_victory(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
/* The engineers' clearing (clear.c, §10.1). */
int om_clear(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
int om_vp_count(struct om_model *m, const char *check, int *vp, struct err *e);
/* The odds of an order that draws (odds.c): its rules once per card left in the
 * pile, or per counter of a box, on a copy of the model read once. */
int om_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		om_order_fn rules, struct odds_report *r, struct err *e);
int om_usloc(struct om_model *m, const struct order *o, struct chance *c, struct err *e);

/* A card typed with --card, parsed (no draw: the deck is not changed). */
int om_card_parse(struct game_ctx *g, const char *text, struct om_card *out, struct err *e);
/* A part of the card: "land1".."land3", "mine", "fire1".., "target", "art_value",
 * "art_calibres"; EXIT_UNKNOWN naming the card and the section when it is `?`. */
int om_card_need(const struct om_card *card, const char *col, const char *sect,
		const char **out, struct err *e);

/* The US action allowance (actions.c; §7, §7.1, §7.2, §7.21, §7.22, §14,
 * ruling a14-actions-per). State rows `set,actions.POOL,TURN:N` (POOL 1, 29,
 * east or west) and `set,acted,TURN:ID ...`. */
int om_action_allowance(int turn);   /* 2, or 3 from turn 17 */
/* The US action phase as the state records it (phase.c, §7.1, §7.2, §7.33):
 * when set,phase is us-action, the first action order of the turn records
 * which units stood under command then (set,commanded,TURN:UNIT@LEADER ...);
 * om_commanded_at_start: -1 when nothing is recorded (judge now), else 1 if
 * leader l commanded u then. om_sector_order: an action in the sector of unit
 * u keeps §7.2's order of the sectors (set,sectors,TURN:S [S]), or refused. */
int om_phase_begin(struct om_model *m, struct err *e);
int om_commanded_at_start(const struct om_model *m, const struct om_unit *u,
		const struct om_unit *l);
int om_sector_order(struct om_model *m, const struct om_unit *u, struct err *e);
/* pay= of an action order (§7.22), read into m->pay: 0 or EXIT_USAGE. */
int om_pay_param(struct om_model *m, const struct order *o, struct err *e);
/* Records of one turn, `TURN:VALUE` (model.c): VALUE if of this turn, else
 * NULL; a word in a blank-separated list. */
const char *om_this_turn(const char *v, int turn);
const char *om_word(const char *list, const char *w);   /* w in a blank-separated list */

/* Depth markers, pools and boxes (depth.c, §9, §9.2-§9.5, §13.12, §16.1,
 * §16.34, §16.83): `marker` rows; drawn= names the counters drawn at the table. */
#define OM_DRAWN_MAX 16
struct om_drawn {
	char id[OM_DRAWN_MAX][32];
	int n, next;
};
int om_drawn_parse(const struct order *o, struct om_drawn *d, struct err *e);
int om_drawn_done(const struct om_drawn *d, struct err *e);   /* every name used */
/* One of n counters of a box: the next drawn= name, else a die of n faces. */
int om_pool_pick(struct chance *c, struct om_drawn *d, const char *const *ids, int n,
		const char *what, const char *sect, int *pick, struct err *e);
struct om_marker *om_marker_of(struct om_model *m, const struct om_german *g);
int om_pool_count(struct om_model *m, const char *box);
/* §9.21, §9.24: German unit g draws a marker from its pool; *placed = 1 if one. */
int om_depth_give(struct om_model *m, struct chance *c, struct om_drawn *d,
		struct om_german *g, const char *sect, int *placed, struct err *e);
/* §9.2: an event's marker: scope any, east, west or each. */
int om_depth_event(struct om_model *m, struct chance *c, struct om_drawn *d,
		const char *scope, const char *hero_sector, struct err *e);
int om_kg_meyer(struct om_model *m, struct chance *c, struct om_drawn *d, struct err *e);
int om_casualty_reduce(struct om_model *m, const char *div, int n, struct err *e);
/* §9.4 in an attack (reoccupy.c): the marker under German unit g is revealed;
 * returns 0 (its faces copied to reserve_strength, reserve_weapons), 1 (a
 * tactical reinforcement marker, removed: re-resolve, ruling a21), 2 (removed,
 * the attack stops), or -1 with e set. After the attack: the tactical
 * reinforcement a revealed WN marker calls (§9.4). */
int om_depth_reveal(struct om_model *m, struct om_german *g, struct err *e);
int om_depth_after_attack(struct om_model *m, struct chance *c, struct err *e);
/* A German unit leaves play: WN units stay as `eliminated` rows for §16.1. */
void om_german_eliminated(struct om_model *m, struct om_german *g);
/* §16.1 Re-occupy: the unoccupied WN positions `pids` (n of them) in §16 order. */
int om_reoccupy(struct om_model *m, struct chance *c, struct om_drawn *d,
		const char *const *pids, int n, struct err *e);
/* §16.34, §16.83: the marker swap when German unit g moves to hex `to`; after an
 * Advance (advance.c records the unit in set,swap_pending). */
int om_depth_swap(struct om_model *m, struct chance *c, struct om_drawn *d,
		struct om_german *g, struct grid_hex to, const char *sect, struct err *e);
int om_depth_swap_pending(struct om_model *m, struct chance *c, struct om_drawn *d,
		struct err *e);
/* The distance from a position (its nearest hex) to hex x; 1000 if none. */
int om_pos_distance(const struct om_position *p, struct grid_hex x);
/* The US attack (assault.c, §8.1-§8.3), and the Tactical unit of §9.4 after. */
int om_assault(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
/* German Reinforce actions (reinforce.c, §16.4): the order, and one position
 * receiving a unit in `hex`. */
int om_reinforce(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
/* The German Advance (advance.c, §16.8); the marker swap after it is drawn by
 * om_depth_swap_pending. */
int om_advance(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
/* The event phase (event.c, §4 II, §9.3, §11.11): one card drawn, the event of
 * the turn's band applied. */
int om_event(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
/* The set-ups of §3 and §21.1 (setup.c). */
int om_setup(struct om_model *m, const struct order *o, struct chance *c, struct err *e);
/* Variant §22.1's set-up (variant.c): the delayed start and the pre-landing
 * bombardment, when set,variants holds 22.1. */
int om_variant_setup(struct om_model *m, const char *scenario, struct chance *c,
		struct err *e);
/* The German actions of a sector's fire card (gaction.c, §16). */
int om_german_action(struct om_model *m, const struct order *o, struct chance *c,
		struct err *e);
int om_reinforce_place(struct om_model *m, struct chance *c, const char *pid, int number,
		struct grid_hex hex, struct err *e);

#endif
