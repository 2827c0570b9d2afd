/*
 * combat.h: one Salerno 1943 close combat (§9), as data the rounds work on.
 *
 * A combat is split in two:
 *   struct cb_setup  what is fixed when the combat is declared: who is involved,
 *                    the hexes, the terrain, the supports and every choice the
 *                    order names (assault.c builds it from the state and order);
 *   struct cb_state  what changes from round to round: steps, who fights, stack
 *                    order, markers, losses, decisions used. Plain bytes, so the
 *                    odds engine can copy, compare and merge it (odds.h).
 * s43_cb_round() fights one round (§9.6-§9.7) on a cb_state; resolve runs it until
 * the combat ends or waits for a decision, odds enumerates it.
 */
#ifndef UMPIRE_S43_COMBAT_H
#define UMPIRE_S43_COMBAT_H

#include <stdint.h>

#include "s43.h"

#define CB_MAX 32        /* units in one combat: stacks and supporters */
#define CB_HEX 6         /* hexes per side */
#define CB_LIST 32       /* items in an order's lists */

enum cb_mode { CB_IN_STACK, CB_HEAVY, CB_INDIRECT, CB_ADJACENT, CB_DIRECT };

struct cb_unit {
	struct s43_unit *u;
	int side;
	int hexi;            /* index in setup->hex[side], or -1 for a supporter */
	int mode;            /* CB_IN_STACK for stack members, else the support kind */
	int round;           /* a single-round supporter's round (§9.525, §9.535), 0 = all */
	int single;          /* 1 for a single-round supporter */
};

struct cb_setup {
	struct game_ctx *g;
	const struct state *st;
	struct s43_map *map;
	struct log *log;
	int odds;                     /* enumerating: decide by policy, never wait */

	struct cb_unit unit[CB_MAX];
	int nunit;
	struct grid_hex hex[2][CB_HEX];
	int nhex[2];
	int active;                   /* the side attacking in round 1 (§9.61) */
	int terrain[2][CB_HEX];       /* terrain bonus of each hex (§9.44-§9.47) */
	const char *terrain_why[2][CB_HEX];
	int bare[2][CB_HEX];          /* the same without its defensive position, once
	                                 a CP's loss has removed it (§19.41) */
	const char *bare_why[2][CB_HEX];
	int precipice;                /* fought across a precipice (§9.8) */
	int plus4;                    /* the defence added when commandos or rangers attack
	                                 from below a precipice (§9.84), else 0 */
	uint8_t river_ok[CB_MAX];     /* in a river hex with no enemy hex next to it on
	                                 its own bank (§9.651, §9.652; s43_cb_rivers) */

	/* the combat table, pre-read: loss[roll][odds][total] with -1 impossible,
	 * -2 unknown ('?'); roll 0 = attacker's roll, 1 = defender's */
	signed char loss[2][11][13];
	const struct table *crt;
	const char *odds_name[11];    /* "7:1" ... "1:5" */
	/* what each total of a roll gives, by roll, column and river modifier
	 * (-1, 0, +1), worked out once (roll_on): the odds of a batch made the
	 * same eleven look-ups at every path, a fortieth of its time (issue 14).
	 * `rolls` points at `rolls_kept`, so that the rules, which see the setup
	 * read-only, may fill it. */
	struct cb_rolls {
		unsigned char have[2][11][3];
		unsigned char result[2][11][3][11];   /* steps lost, or 100 + total */
	} rolls_kept, *rolls;

	/* choices named by the order */
	int cont[CB_LIST], ncont;     /* continue=yes|no,... (§9.67) */
	int policy;                   /* 0 ask, 1 always, 2 never */
	int loss_list[2][CB_LIST], nloss_list[2];  /* allied_loss=, axis_loss= (§9.64) */
	int type_list[2][CB_LIST], ntype_list[2];  /* allied_type=, axis_type=: the type
	                                 (1 silhouette, 0 NATO) the opponent names for
	                                 each step of rounds 1-2 (§9.64 a-c) */
	int loss_top;                 /* loss=top */
	int rotate[3][CB_LIST], nrotate[3];        /* rotate1=, rotate2= (§9.7) */
	int over8;                    /* 0 not named, 1 "7:1", 2 split (§9.63) */
	int split[2];
	int fortified_use;            /* fortified=use (§19.23) */
	int rounds_max;

	/* rulings in force */
	int how_whole;                /* how-exception: whole (A4) */
	int how_support;              /* how-in-support: yes */
	int rotation_attacker;        /* rotation-by: attacker (§9.71 vs §6.12) */
	int continue_applied;         /* continue-losses: applied (§9.67) */
	int adjacent_all;             /* adjacent-defence: all-rounds (§9.522, §9.524) */
	int assault_all;              /* assault-marker: all (§9.41) */
	int opp_fire_any;             /* opp-fire-marker: any (§9.42) */
	int mixed_round;              /* mixed-rounding: 0 down, 1 up, 2 nearest (A3) */
	int terrain_multi;            /* multi-hex-terrain: 0 once-highest, 1 once-lowest, 2 per-hex (A6) */
	int below_refuse;             /* below-1-5: refuse (A11) */
	int above12_none;             /* roll-above-12: no-loss */
	int cp_both;                  /* cp-fortified: both (A34) */
	int sp_aa_roll;               /* sp-aa-rotation: roll (§15.24 vs §27.1) */
	int direct_round1;            /* direct-support: round1 (A13) */
	int position_add;             /* position-terrain: add (A7) */
	int building_ip;              /* fortified-building: ip (A7) */
	int river_plus;               /* river-plus: 0 both, 1 attacker, 2 defender-minus (A8) */
	int limbered_all_aa;          /* limbered-aa: all-aa (A31) */
	int swap_original;            /* swap-markers: original (A12) */
	const char *prec;             /* precipice-zoc: the ZOC across a precipice (§4.0,
	                                 A24) for §9.522 and §9.532 */
};

enum cb_pending { CB_GO, CB_WAIT_CONTINUE, CB_WAIT_LOSS_ALLIED, CB_WAIT_LOSS_AXIS, CB_WAIT_OVER8,
	CB_WAIT_TYPE_ALLIED, CB_WAIT_TYPE_AXIS };
enum cb_end { CB_RUNNING, CB_END_ROUNDS, CB_END_STOPPED, CB_END_RMF, CB_END_PRECIPICE,
	CB_END_LIMIT, CB_END_NO_FIGHTER };

struct cb_state {
	uint8_t round;                /* the round about to be fought, 1..3 */
	uint8_t attacker;             /* the side attacking in that round */
	uint8_t end;                  /* enum cb_end */
	uint8_t pending;              /* enum cb_pending: a decision the order did not name */
	uint8_t decider;              /* the side that decides (§9.63, §9.64, §9.67) */
	uint8_t ratio;                /* k of k:1 when waiting for over8 (§9.63) */
	uint8_t steps[CB_MAX];
	uint8_t fight[CB_MAX];        /* 0 no, 1 fights, 2 tried to join and failed (§12.5) */
	uint8_t order[CB_MAX];        /* position in its stack, 1 = top */
	uint8_t fought[CB_MAX];       /* fought directly in some round (§5.0) */
	uint8_t gave[CB_MAX];         /* round in which a supporter last gave support */
	uint8_t flipped[CB_MAX];      /* tow-only on its back (§15.22) */
	uint8_t rha_low[CB_MAX];      /* §12.7: rolled a 1, uses the defence value */
	uint8_t rha_rolled[CB_MAX];
	uint8_t fortified[2][CB_HEX]; /* 2 Fortified, 1 IP, 0 none (§19.23, §19.41) */
	uint8_t rmf[2][CB_HEX];       /* round in which the hex was emptied (§11.2-§11.4) */
	uint8_t lost[2];              /* steps lost by each side (applied), whole combat */
	uint8_t rounds;               /* rounds fought */
	uint8_t ncont;                /* continue= items used */
	uint8_t nloss[2];             /* *_loss= items used */
	uint8_t col1;                 /* the odds column of round 1, + 1 (0: none) */
	uint16_t strength1[2];        /* round 1's attack and defence (§9.61) */
	uint8_t ntype[2];             /* *_type= items used */
};

/* ---- cache.c: what the odds of a batch keep from one order to the next ---- */

/* The combat table as read_crt (assault.c) reads it, kept once read. */
struct s43_crt_cache {
	int read;
	signed char loss[2][11][13];
	const struct table *t;
};

#define S43_CACHED_RULINGS 48

struct s43_cache {
	const struct state *st;      /* the state the model was loaded from */
	struct s43_map map;
	int have_map;
	struct s43_crt_cache crt[2]; /* "combat", "combat-literal" */
	/* rulings read (s43_ruling): id, and the index of its value (-1 not yet) */
	const struct state *rulings_st;
	const char *ruling_id[S43_CACHED_RULINGS];
	int ruling[S43_CACHED_RULINGS];
	int nrulings;
};

/* The model of `st`, loaded on first use and kept in g->cache (NULL and e set
 * when it cannot be loaded). For the odds only: nothing may change it. */
struct s43_map *s43_cached_map(struct game_ctx *g, const struct state *st,
		struct err *e);
/* The combat table kept for g (literal: the ruling crt-defender-half=literal),
 * NULL when out of memory. */
struct s43_crt_cache *s43_cached_crt(struct game_ctx *g, int literal);
/* Where the value of ruling `id` is kept for g and st (s43_ruling): -1 until it
 * is read; NULL when g keeps no cache (only the odds make one), or no room (it
 * is then read each time). The odds' log is quiet: a ruling not at its default
 * is logged by resolve each time. */
int *s43_cached_ruling(struct game_ctx *g, const struct state *st, const char *id);
/* The game's cache_free hook (game.h). */
void s43_cache_free(void *cache);

/* Each unit's river case, once per combat (river_ok), then which applies this
 * round, side `def` defending (§9.651, §9.652). */
void s43_cb_rivers_setup(struct cb_setup *s);
void s43_cb_rivers(const struct cb_setup *s, const struct cb_state *cb, int def, int *both,
		int *four);

/* Fight the round cb->round. Returns 1 when the combat is over or waits for a
 * decision (cb->pending), 0 when another round follows, else an exit status. */
int s43_cb_round(struct cb_state *cb, struct chance *c, void *setup, struct err *e);

#endif
