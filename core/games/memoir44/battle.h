/*
 * battle.h: the dice of one Memoir '44 battle, as plain data.
 *
 * An order (fire, assault, bombard) first works out, from the state, everything
 * the dice will be read against: how many dice, which symbols hit, which flags may
 * be ignored, how far the target can retreat. That is a `struct m44_shot`, with
 * no pointers, so `umpire odds` can enumerate every face of every die over it
 * (odds.h merges equal outcomes) and `resolve` rolls it once. battle.c scores it.
 */
#ifndef UMPIRE_M44_BATTLE_H
#define UMPIRE_M44_BATTLE_H

#include "cards.h"

#define M44_MAX_TARGETS 4

/* One target of one roll. */
struct m44_aim {
	int dice;
	unsigned char hit[M44_NSYM];   /* 1 if the symbol scores a hit on it */
	int figures;                   /* figures before the battle */
	int destroyer, stars;          /* a destroyer, and its stars (§III-Destroyer) */
	int sink;                      /* stars that sink a destroyer (L368) */
	int third_at;                  /* supported units: the loss that takes the support */
	int ignorable;                 /* flags it may ignore (and chooses to) */
	int retreat_max;               /* hexes it can retreat, at most 9 */
	int per_flag;                  /* retreat hexes per flag (1) */
	int per_flag_max;              /* at most, by the owner's choice (Resistance 3) */
	int reroll;                    /* Tiger: hits rolled again, grenades only (B-4) */
	int token_able;                /* a hit would place a target token (§III-HeavyArty) */
	int flag_blocks;               /* ruling token-hit=flag-blocks: an ignored flag
	                                  also stops the token */
	int losses_before;             /* supported units: losses already taken */
	int third_extra;               /* ruling supported-third-loss=extra: the 3rd loss
	                                  also takes the support figure (A-7 b) */
};

/* What happened to one target. */
struct m44_hitres {
	unsigned char faces[M44_NSYM]; /* dice showing each symbol */
	int rolled;                    /* dice rolled so far */
	int hits;                      /* figures (or stars) lost to symbols */
	int flags;                     /* flags not ignored */
	int ignored;
	int retreat;                   /* hexes retreated */
	int blocked;                   /* figures (or stars) lost for want of a retreat */
	int eliminated;
	int token;                     /* a target token is placed */
	int reroll, rerolled;          /* Tiger: dice to roll again, rolled so far */
	int grenades;                  /* grenades of the second roll */
};

struct m44_shot {
	int ntargets;
	int unit[M44_MAX_TARGETS];     /* each target's index in the map's units */
	const struct m44_map *map;     /* the odds' map, to settle several targets'
	                                  retreats in turn (battle.c) */
	struct m44_aim aim[M44_MAX_TARGETS];
	struct m44_hitres res[M44_MAX_TARGETS];
	/* British Commonwealth battle back (B-16): 1 die against the attacker */
	int bcf_able;                  /* the target is BCF and this is a close assault */
	struct m44_aim back;           /* the attacker, as the battle back's target */
	int back_rolled;
	struct m44_hitres back_res;
	/* Ambush (B-5): the defender battles the assaulting unit first; the assault
	 * goes on only if the attacker is neither eliminated nor forced back */
	int ambush;
	struct m44_aim amb;            /* the attacker, as the ambush's target */
	struct m44_hitres amb_res;
	int amb_stops;                 /* the ambush stopped the assault */
};

/* A battle order read against the state (setup.c). */
enum m44_mode { M44_FIRE, M44_ASSAULT, M44_GUN, M44_BARRAGE, M44_AIR };

struct m44_setup {
	struct m44_map m;
	enum m44_mode mode;
	struct m44_unit *att;          /* NULL for a barrage or an air attack */
	struct m44_unit *tgt[M44_MAX_TARGETS];
	int dist;
	int second;                    /* a second battle (overrun, supported infantry) */
	int ignore;                    /* ignore=yes */
	int take;                      /* take=yes */
	int side;                      /* the side that battles */
	struct m44_shot shot;
	const char *names[M44_MAX_TARGETS];
	char att_name[64];
	struct m44_card card;          /* the card in force for the battling side */
	int have_card;
	int equip_on;                  /* the attacker's 1942 equipment acts (it did not
	                                  move, B-4 late war; ruling equipment-choice) */
};

/* Read a battle order in `mode` (M44_FIRE, M44_ASSAULT, or M44_GUN for
 * bombard, which by= may turn into M44_BARRAGE or M44_AIR). */
int m44_battle_setup(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		const struct order *o, enum m44_mode mode, struct err *e);
/* May the attacker take ground in `to`? (B-12, L120, L136, L151) */
int m44_take_check(struct m44_setup *s, struct grid_hex to, struct err *e);
int m44_token_on_hex(const struct m44_map *m, struct grid_hex h);

/* Roll every die of the shot and score it (battle.c). Labels name the target. */
int m44_shot_roll(struct m44_shot *s, struct chance *c, const struct m44_map *m,
		struct log *l, const char *const names[M44_MAX_TARGETS], const char *att_name,
		struct err *e);

/* The Ambush's roll, before the attacker's (B-5). */
int m44_shot_ambush(struct m44_shot *s, struct chance *c, const struct m44_map *m,
		struct log *l, const char *const names[M44_MAX_TARGETS], const char *att_name,
		struct err *e);

/* The BCF battle back, after the shot is applied (B-16): rolled when due. */
int m44_shot_back(struct m44_shot *s, struct chance *c, const struct m44_map *m,
		struct log *l, const char *const names[M44_MAX_TARGETS], const char *att_name,
		struct err *e);

/* Odds: roll the next single die of the shot (so equal counts merge between
 * dice, odds.h); 1 when the shot is complete and scored, 0 if more dice are due. */
int m44_shot_step(struct m44_shot *s, struct chance *c, const struct m44_map *m,
		struct err *e);

/* A target's retreat counted again from the map as it stands (several targets
 * are resolved in turn: B-11, B-5 Air Power). */
int m44_shot_rescore(struct m44_aim *a, struct m44_hitres *r, const struct m44_map *m,
		const struct m44_unit *v);

/* How many hexes a unit can retreat, toward its baseline (B-11; §S-Sword L685,
 * §S-AA L1042 for retreat_any and any_baseline), at most `want`. With `dest`, the
 * hexes it can end on after that many (n returned in *ndest). */
int m44_retreat_reach(const struct m44_map *m, const struct m44_unit *u, int want,
		struct grid_hex *dest, int *ndest, int max);

#endif
