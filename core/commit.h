/*
 * commit.h: commit-then-reveal, for players who want more than a shared seed
 * (DESIGN.md, "Seeded dice and the journal").
 *
 * With a seed both players hold, the mover could compute his dice before
 * choosing his orders. So: (1) the mover writes the turn's orders in a file and
 * sends only their commitment, BLAKE2b-256 of the state's hash (play_hash), a
 * line feed, and the orders normalised (one per line, words separated by one
 * space, comments and blank lines left out, each line ended by a line feed);
 * (2) the opponent answers with a key of his choice (`umpire nonce` makes one);
 * (3) the mover resolves the file with that key: the dice of the turn come from
 * the seed "SEED:COMMITMENT:KEY", which neither player could know before both
 * had spoken. The journal records the commitment and the key with each order,
 * and `umpire verify` checks that the orders resolved are the ones committed.
 */
#ifndef UMPIRE_COMMIT_H
#define UMPIRE_COMMIT_H

#include "game.h"

/* Normalise an orders text (see above) into a malloc'd string. */
char *commit_normalise(const char *text, size_t len);
/* The commitment of normalised orders on the state whose hash is `state_hash`. */
void commit_of(const char *state_hash, const char *orders, char hex[65]);
/* The seed of a committed turn's dice: "SEED:COMMITMENT:KEY". 0, or EXIT_DATA
 * when it does not fit `size` bytes. */
int commit_seed(const char *seed, const char *commit, const char *key, char *out,
		size_t size, struct err *e);
/* Read an orders file: its commitment on `st`, and its normalised text. */
int commit_orders(const struct game *gm, const struct state *st, const char *path,
		char hex[65], char **orders, struct err *e);

#endif
