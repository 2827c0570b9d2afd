/*
 * combat.h: the combat family of Normandie 1944 (§5, §6): what assault.c,
 * overrun (move.c), counterattack and off-map combat share.
 *
 * A combat is a struct n44_fight: who attacks and defends, the support declared
 * before the roll, and what §6.3 computes from them in its strict order: the
 * ratio and its column, the active player's shifts to the right, the inactive
 * player's shifts to the left, each with its source and section, the die
 * modifiers. combat.c computes it (the same code for resolve and odds), reads the
 * combat table, and applies a result to every participant (§6.4, §6.5, §6.10).
 * retreat.c moves the units a result makes retreat (§6.6).
 */
#ifndef UMPIRE_N44_COMBAT_H
#define UMPIRE_N44_COMBAT_H

#include "n44.h"

#define N44_FIGHT_MAX 40
#define N44_SHIFTS 16

/* One column shift: + toward the attacker (right), - toward the defender. */
struct n44_shift {
	int cols;
	int stage;                  /* 0 the active player's (right), 1 the inactive's (left) */
	char why[120];              /* English: the odds' note (a machine output) */
	char said[160];             /* the same in the reader's language, for the log */
	const char *section;
};

enum n44_fight_kind { N44_FIGHT_NORMAL, N44_FIGHT_OVERRUN, N44_FIGHT_COUNTER,
	N44_FIGHT_EXPLOIT, N44_FIGHT_DROP, N44_FIGHT_BEACH };

struct n44_fight {
	int kind;
	int att_side;
	struct n44_unit *att[N44_FIGHT_MAX]; int natt;
	struct n44_unit *def[N44_FIGHT_MAX]; int ndef;
	int offmap;                 /* a combat in a box (§6.12) */
	struct grid_hex target;     /* on the map */
	char box[40];               /* off the map */
	struct n44_hq *hq;          /* the activating HQ, or NULL */
	struct n44_hq *support[8]; int nsupport;   /* attack support (§5.3) */
	struct n44_hq *def_hq;      /* defence support (§5.3) */
	struct n44_air *air;        /* the Allied fighter-bomber (§9.1) */
	int terrain;                /* the defender's choice: -1 hex terrain, or
	                               N44_VILLAGE/N44_CITY settlement (§2.2) */
	int from_sea;               /* an attack from the sea onto a beach (§10 A.1) */
	/* the hexes the defenders retreated through, in their order, not the last
	 * each reached: what an advance may enter after the combat hex (§6.7) */
	struct grid_hex left[N44_FIGHT_MAX]; int nleft;
	/* computed by n44_fight_column */
	int A, D;
	int base;                   /* column of the ratio */
	struct n44_shift shift[N44_SHIFTS]; int nshift;
	int col;                    /* the final column; -1 unknown */
	int die_mod;
	char die_why[160];          /* English, for the odds' note */
	char die_said[200];         /* the same in the reader's language, for the log */
	char ratio_text[96];
};

/* Ratio, shifts, column and die modifiers (§6.3, §6.5, §5.3, §9.1, §2.2, §10):
 * 0, or EXIT_UNKNOWN (a '?' the computation needs: a unit value, a terrain
 * cell, a column of the combat table the text does not name). Logs each step
 * on g->log. */
int n44_fight_column(struct game_ctx *g, struct n44_model *m, struct n44_fight *f,
		const struct n44_crt *crt, struct err *e);
/* The derivation as one line: "8 vs 3 = 2/1 (§6.3); +1 VII HQ support (§5.3)
 * -> 3/1; ...". */
void n44_fight_text(const struct n44_fight *f, const struct n44_crt *crt, char *out,
		size_t size);
/* The cell of the final column for a modified die: 0 with *res, or
 * EXIT_UNKNOWN naming the cell. `cell` gets the cell's text. */
int n44_fight_cell(const struct n44_crt *crt, const struct n44_fight *f, int die,
		struct n44_result *res, const char **cell, struct err *e);

/* The odds report of a combat whose column is computed: one row per distinct
 * result with the die faces that give it, the steps each side loses (before any
 * retreat), and the expectations; `report`: unknown cells become rows (with the
 * probability on them) instead of stopping with exit 69. */
struct odds_report;
int n44_fight_odds(struct game_ctx *g, const struct n44_model *m, const struct n44_fight *f,
		const struct n44_crt *crt, int report, struct odds_report *r, struct err *e);

/* Apply the result's losses and disorganization to every participant (§6.4,
 * §6.5, §6.10), score the steps (§11.3), destroy HQs left alone (§5.4).
 * Retreats are retreat.c's. Logs each step. Under the ruling crt-losses=per-side
 * the side's steps go to the units `lists[side]` names in turn ("ID,ID"); when
 * it runs out, *need_side is the side whose choice is missing (the model is then
 * half-changed: the caller saves nothing). */
int n44_fight_losses(struct game_ctx *g, struct n44_model *m, struct n44_fight *f,
		const struct n44_result *res, const char *const lists[2], int *need_side,
		struct err *e);

/* Steps a unit loses to the VP track: +1 a step, +1 more an elite step (§11.3). */
void n44_score_steps(struct n44_model *m, const struct n44_unit *u, int steps);
/* A level of disorganization `level` (1 or 2) more for x (§6.5); a D2 unit
 * disorganized again loses a step (seed L1366-1368: « Une unité D2 qui est à
 * nouveau désorganisée, D1 ou D2, perd un pas de perte »), logged under
 * `section` and scored for the opponent (seed L2709). Returns the steps lost,
 * 0 or 1. Every D a unit receives goes through it: a combat's result, a failed
 * overrun (§4.3), a retreat's terrain or air activity (§6.6, §9.1). */
int n44_disorganize_scored(struct game_ctx *g, struct n44_model *m, struct n44_unit *x,
		int level, const char *section);
/* An HQ destroyed (§5.4): back as a reinforcement a turn later, same phase. */
void n44_hq_destroyed(struct game_ctx *g, struct n44_model *m, struct n44_hq *q);
/* 'A' or 'B' for the phase the state records, 0 for the turn's start. */
char n44_phase_letter(const struct n44_model *m);

/* retreat.c: the retreat of every participant of `side` a result moves back,
 * along the paths the order names (`arg`, "ID:HEX>HEX" or "HEX>HEX" items) or
 * the only legal one; EXIT_REFUSED for an illegal path; a pending decision
 * (return 0 with *pending set) when a choice is missing. */
int n44_retreat_side(struct game_ctx *g, struct n44_model *m, struct n44_fight *f, int side,
		int hexes, const char *arg, const char *argname, int *pending, char *options,
		size_t optsize, struct err *e);

#endif
