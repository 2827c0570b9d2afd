/*
 * commit.h: committed turns, the fair protocol of play by e-mail (DESIGN.md,
 * "Seeded dice and the journal"; umpire(1) and umpire-state(5) describe it for
 * the players and for re-implementers).
 *
 * With a seed both players hold, the mover could compute his dice before
 * choosing his orders; with dice keyed by the opponent alone, the opponent
 * could choose them. So:
 *  1. the mover writes the turn's orders in a file; `umpire commit` checks
 *     them, draws a secret of 32 random bytes (kept beside the file, in
 *     FILE.secret) and prints the commitment
 *        C = BLAKE2b-256("umpire commitment 1" NUL, H, S, ORDERS)
 *     H the state's hash (32 bytes), S the secret, ORDERS the orders
 *     normalised (commit_normalise). The secret hides the orders: the opponent
 *     cannot guess them from C;
 *  2. the opponent answers with a key K of his own (`umpire key` draws one and
 *     records it in his ledger, ledger.h);
 *  3. the dice of the turn are the seeded dice of the seed hex(T), with
 *        T = BLAKE2b-256 keyed by S ("umpire turn dice 1" NUL, C,
 *            len(SEED), SEED, len(K), K)
 *     (lengths as 8 bytes little-endian), SEED the state's seed: the mover
 *     cannot know them before K, the opponent cannot compute them without S;
 *  4. the journal records C and K with each row of the turn, and reveals S and
 *     the orders in the row that ends it: `umpire verify` recomputes C and T.
 */
#ifndef UMPIRE_COMMIT_H
#define UMPIRE_COMMIT_H

#include "game.h"

#define COMMIT_MAX_FILE 65536   /* bytes of an orders file */
#define COMMIT_MAX_KEY 256      /* bytes of a key */
#define COMMIT_MAX_SEED 1024    /* bytes of a seed (the state's, or --seed) */

/*
 * Normalise an orders text into a malloc'd string: one order per line, words
 * separated by one space, lines starting with '#' and blank lines left out,
 * each line ended by a line feed (so CRLF, tabs and a trailing blank line make
 * no difference). With `lines`, (*lines)[i] gets the line of the file the i-th
 * order comes from (malloc'd, *nlines of them).
 */
char *commit_normalise(const char *text, size_t len, int **lines, int *nlines);

/* Read an orders file (at most COMMIT_MAX_FILE bytes, no NUL byte), normalised,
 * with the file line of each order. */
int commit_read_orders(const char *path, char **orders, int **lines, int *nlines,
		struct err *e);

/* A key, a seed: 1 to COMMIT_MAX_KEY (COMMIT_MAX_SEED) bytes, no control
 * character. `what` names it in the message (EXIT_USAGE). */
int commit_check_key(const char *key, const char *what, struct err *e);
int commit_check_seed(const char *seed, const char *what, int code, struct err *e);
/* 64 lower-case hexadecimal digits */
int commit_is_hex64(const char *s);

/* C, from the state's hash, the secret (64 hex digits each) and the
 * normalised orders. */
void commit_of(const char *state_hash, const char *secret, const char *orders,
		char hex[65]);
/* hex(T), the seed of a committed turn's dice. */
void commit_dice_seed(const char *seed, const char *secret, const char *commit,
		const char *key, char hex[65]);
/* A fresh secret from libsodium's randombytes. */
void commit_new_secret(char hex[65]);

/*
 * One line of normalised orders, split in place: the order's words, and the
 * text after "--card" if any (a card's name may hold spaces: the card goes
 * last). Another option on the line, or too many words, is EXIT_USAGE with
 * "PLACE: ...".
 */
#define COMMIT_MAX_WORDS 40
struct commit_line {
	char *words[COMMIT_MAX_WORDS];
	int nwords;
	const char *card;   /* or NULL */
};
int commit_line_split(char *line, struct commit_line *cl, const char *place, struct err *e);

/*
 * The secret file of an orders file (PATH.secret, mode 0600):
 *   # ... comment lines
 *   secret,S      the mover's secret, 64 hex digits
 *   state,H       the hash of the state the turn was committed on
 *   mover,SIDE    that state's `set,active` (empty if none): the side whose
 *                 decisions the orders must name
 * commit_secret_read: EXIT_NOINPUT when there is none.
 */
#define COMMIT_MAX_SIDE 64
int commit_secret_read(const char *orders_path, char secret[65], char state[65],
		char mover[COMMIT_MAX_SIDE], struct err *e);
int commit_secret_write(const char *orders_path, const char *secret, const char *state,
		const char *mover, struct err *e);

/* A committed turn as the mover resolves it: its orders file read, its secret,
 * and its commitment. */
struct commit_turn {
	char *orders;          /* normalised */
	int *lines, nlines;    /* file line of each order */
	char secret[65];
	char state[65];        /* hash of the state the turn was committed on */
	char mover[COMMIT_MAX_SIDE];
	char commit[65];
};
int commit_open(const char *path, struct commit_turn *t, struct err *e);
void commit_turn_free(struct commit_turn *t);

#endif
