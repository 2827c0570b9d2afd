/*
 * deal.h: a sealed deck for play by e-mail, mental poker on ristretto255
 * (umpire(1) "Play by e-mail", "Secret hands"; umpire-state(5) "Deal files").
 *
 * The deck's composition is public (the game's cards, each copy with an id);
 * its order is known to nobody and a card drawn is known to its drawer alone,
 * until it is played. Two players, A (the first of the `sides` row) and B.
 *
 *   P_c  = ristretto255_from_hash(BLAKE2b-512("umpire deal card 1" NUL GAME NUL ID))
 *          the point of card id ID
 *   S    a player's deal secret, 32 random bytes; he publishes first
 *          BLAKE2b-256("umpire deal secret 1" NUL S), his commitment
 *   x(S, LABEL, r, k) = scalar_reduce(BLAKE2b-512 keyed by S of LABEL NUL
 *          u32le(r) u32le(k)): a = x(S_A, "umpire deal lock 1", r, 0), the
 *          position scalars a_k = x(S_A, "umpire deal position 1", r, k) and
 *          b_k = x(S_B, "umpire deal position 1", r, k)
 *   pi_S(step): the input positions i sorted by BLAKE2b-256 keyed by S of
 *          "umpire deal order 1" NUL u32le(r) u32le(step) u32le(i) (bytes
 *          compared as unsigned, ascending)
 *
 * The shuffle, three one-way messages (rows `lock,STEP,K,POINT`):
 *   1. A:  L1[k] = a * P_{card pi_A(1)[k]}          (cards in the file's order)
 *   2. B:  L2[k] = b_k * L1[pi_B(2)[k]]
 *   3. A:  L3[k] = (a_k / a) * L2[k]  =  a_k * b_k * P_c
 * L3 is the deck: position k is drawn k-th. A draw gives the next position to
 * a side (`draw`); the drawer's opponent unlocks it for him alone by publishing
 * his scalar for it (`unlock`); the drawer reads it as (x_k y_k)^-1 L3[k]; he
 * plays or discards it by publishing his own scalar (`open`), which anyone
 * checks. At the end each player publishes S (`reveal`), and every lock,
 * order, unlock and open is recomputed (deal_verify).
 *
 * r is the round: 0 for the shuffle above, 1, 2... for each reshuffle.
 *
 * A reshuffle, round R (rows `reshuffle,R,STEP,K,POINT`), takes the positions
 * of round R-1 not drawn and the discards (the positions opened, of any round,
 * that no reshuffle took yet, by position), n inputs in that order, and makes
 * a deck of n new positions in four one-way messages; the hands are not
 * touched. a' = x(S_A, "umpire deal lock 1", R, 0), b' likewise; for an
 * undealt input, p its position (round r_p, index k_p), for a discard, c its
 * card:
 *   1. A:  M1[i] = (a' / a_{r_p,k_p}) * L[p]   or  a' * P_c     (no new order)
 *   2. B:  M2[k] = s_j * M1[j], j = pi_B(R, 2)[k], s_j = b' / b_{r_p,k_p}
 *          for an undealt input, b' for a discard: every point a' b' P
 *   3. A:  M3[k] = (a_{R,k} / a') * M2[pi_A(R, 3)[k]]
 *   4. B:  M4[k] = (b_{R,k} / b') * M3[k]  =  a_{R,k} * b_{R,k} * P_c
 * M4 is round R's deck: its positions follow the last ones (global numbers),
 * drawn, unlocked and opened as round 0's with the scalars of round R. A
 * reshuffle begins when the draw pile is empty, or after a card that orders
 * it (Memoir '44: Their Finest Hour, B-5) is opened.
 */
#ifndef UMPIRE_DEAL_H
#define UMPIRE_DEAL_H

#include <stddef.h>

#include "err.h"

#define DEAL_VERSION 1
#define DEAL_MAX_CARDS 256
#define DEAL_MAX_ID 16
#define DEAL_MAX_NAME 47
#define DEAL_MAX_SIDE 23
#define DEAL_MAX_GAME 31
#define DEAL_MAX_ROUNDS 100        /* reshuffles in one deal */
#define DEAL_MAX_BOARD 6           /* Memoir '44's boards side by side (board= 1
                                    * to 6): one deck, so one deal, per board
                                    * (seed L482) */

struct deal_card {
	char id[DEAL_MAX_ID + 1];
	char name[DEAL_MAX_NAME + 1];
	unsigned char point[32];   /* P_c */
	int opened;                /* shown by an `open` row */
};

struct deal_pos {
	unsigned char lock[32];    /* L3[k] (round 0), M4[k] (a reshuffle) */
	int round;                 /* the round whose deck it is in */
	int k;                     /* its index in that deck: the scalars' k */
	int owner;                 /* side that drew it, -1: not drawn */
	int unlocked;              /* the opponent's scalar is published */
	unsigned char unlock[32];
	int opened;                /* the owner's scalar is published */
	unsigned char own[32];
	int card;                  /* card index once opened, else -1 */
	int taken;                 /* the reshuffle that took it back (not
	                            * drawn, or opened), else 0 */
};

/* A reshuffle (round >= 1), as far as its messages go. */
struct deal_round {
	int n;                             /* its positions */
	int *in;                           /* n inputs: a position not drawn
	                                    * (>= 0), or -1 - p for the discard
	                                    * opened at position p */
	unsigned char (*step[4])[32];      /* M1 to M4 as far as given */
	int nstep[4];
	int base;                          /* its position 0, once M4 is whole */
};

struct deal {
	char game[DEAL_MAX_GAME + 1];
	int board;                         /* the board whose deck it is: the row
	                                    * `board,B` after the sides, 1 without */
	char side[2][DEAL_MAX_SIDE + 1];   /* A, B */
	int nsides;
	struct deal_card *cards;
	int ncards;
	int committed[2];
	unsigned char commit[2][32];
	unsigned char (*step[3])[32];      /* L1, L2, L3 as far as given */
	int nstep[3];
	struct deal_pos *pos;              /* npos: round 0's ncards once L3 is
	                                    * whole, then each reshuffle's */
	int npos;
	int ndrawn;                        /* the next position to draw; one
	                                    * below it may be undrawn (taken) */
	struct deal_round *round;          /* round[r - 1]: reshuffle r */
	int nrounds;                       /* reshuffles begun */
	int reshuffler;                    /* a card that orders a reshuffle
	                                    * was opened since the last one */
	int revealed[2];
	unsigned char secret[2][32];
};

/* Parse a deal file held in memory, checking each row against the rows before
 * it (the messages' order, sides, positions, points, and every open), or read
 * one. EXIT_DATA with "path:line:column: what". */
int deal_parse(const char *buf, size_t len, const char *path, struct deal *d,
		struct err *e);
int deal_read(const char *path, struct deal *d, struct err *e);
void deal_free(struct deal *d);

/* A side's index (0 = A, 1 = B) or -1. */
int deal_side(const struct deal *d, const char *name);
/* The next shuffle step (1 to 3), 0 when the deck is shuffled. -1 while a
 * commitment is missing. */
int deal_next_step(const struct deal *d);

/* The step due of the reshuffle under way (1 to 4), its round in *round; 0
 * when none is. */
int deal_reshuffle_due(const struct deal *d, int *round);
/* May a new reshuffle begin (B-5: the draw pile empty, or a card ordering
 * it shown since the last)? 0, or EXIT_REFUSED saying why. */
int deal_reshuffle_allowed(const struct deal *d, struct err *e);
/* Begin reshuffle nrounds + 1: its inputs, and the positions and cards it
 * takes back. EXIT_REFUSED when it may not begin; EXIT_IO out of memory. */
int deal_reshuffle_begin(struct deal *d, struct err *e);
/* The points of step `step` of reshuffle `round` made with `secret` from the
 * messages before it (n of the round into out). EXIT_DATA if one is missing. */
int deal_reshuffle_points(const struct deal *d, int round, int step,
		const unsigned char secret[32], unsigned char (*out)[32], struct err *e);

/* The formulas above. */
void deal_card_point(const char *game, const char *id, unsigned char p[32]);
void deal_commitment(const unsigned char secret[32], unsigned char h[32]);
void deal_position_scalar(const unsigned char secret[32], unsigned round, unsigned k,
		unsigned char s[32]);
void deal_lock_scalar(const unsigned char secret[32], unsigned round, unsigned char s[32]);
/* pi[k] for n inputs (malloc'd by the caller, n ints). */
void deal_order(const unsigned char secret[32], unsigned round, unsigned step, int n, int *pi);

/* The points of a shuffle step made with `secret` from the steps before
 * (n = ncards points into out). EXIT_DATA if a step before is missing. */
int deal_step_points(const struct deal *d, int step, const unsigned char secret[32],
		unsigned char (*out)[32], struct err *e);

/* The card at position k (any round) given both scalars: its index, or -1 if
 * the point is none of the deck's cards. */
int deal_decode(const struct deal *d, int k, const unsigned char s1[32],
		const unsigned char s2[32]);

/* Check every row of `side` against its revealed (or given) secret: the
 * commitment, its shuffle and reshuffle steps, its unlocks and opens.
 * EXIT_DATA naming the first that differs. */
int deal_verify(const struct deal *d, int side, const unsigned char secret[32],
		struct err *e);

/* hex and back (64 lower-case digits): deal_unhex returns 0 or -1. */
void deal_hex(const unsigned char b[32], char hex[65]);
int deal_unhex(const char *hex, unsigned char b[32]);

/* A new secret (randombytes). */
void deal_new_secret(unsigned char s[32]);

/* A secret file: "umpire-deal-secret,1" / "side,SIDE" / "secret,HEX".
 * deal_secret_read: EXIT_NOINPUT when none, EXIT_DATA when malformed. */
int deal_secret_parse(const char *buf, size_t len, const char *path,
		char side[DEAL_MAX_SIDE + 1], unsigned char secret[32], struct err *e);
int deal_secret_read(const char *path, char side[DEAL_MAX_SIDE + 1],
		unsigned char secret[32], struct err *e);
char *deal_secret_text(const char *side, const unsigned char secret[32], size_t *len);

/* The position of the `open` row of `side` showing `card` (its name or id)
 * that used[] (d->ncards flags) does not mark: position `at`, or the first
 * that fits when `at` is -1. EXIT_REFUSED (B-7) when there is none: the card
 * played is the card shown (umpire(1), "Secret hands"). */
int deal_played(const struct deal *d, int side, const char *card, const char *used, int at,
		struct err *e);

/* What a side drew, against what a state owes it (set,deal.due.SIDE, the
 * draws owed since the deal began, the starting hand included):
 * deal_drawn: the draw rows of `side`; deal_rank: the rank of position k among
 * its drawer's draws (0 his first; -1 not drawn); deal_nth: the position of
 * `side`'s draw of rank n, or -1; deal_shown: of `side`'s draws of rank first
 * to first + n - 1, those opened and not marked in used[] (d->ncards flags):
 * the cards shown and not played, as a Recon's discard is. */
int deal_drawn(const struct deal *d, int side);
int deal_rank(const struct deal *d, int k);
int deal_nth(const struct deal *d, int side, int n);
int deal_shown(const struct deal *d, int side, int first, int n, const char *used);

#endif
