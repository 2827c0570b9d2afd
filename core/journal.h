/*
 * journal.h: the journal of a game played by e-mail (DESIGN.md, "Seeded dice
 * and the journal").
 *
 * A journal is a CSV file that grows by one row per order resolved with
 * `resolve --journal FILE`:
 *
 *   umpire-journal,1,GAME
 *   seq,before,order,chance,after,chain,state
 *   0,,start,,HASH0,CHAIN0,"<the canonical text of the first state>"
 *   1,HASH0,assault from=2129 to=2228,draws=0,HASH1,CHAIN1,
 *   2,HASH1,decide yes,draws=0,HASH2,CHAIN2,
 *
 * `before` and `after` are the BLAKE2b-256 hashes of the canonical text of the
 * state before and after the order (play_hash), `order` the words typed,
 * `chance` the chance options typed with it (seed=, dice=, rule=) and where
 * the seeded stream stood (draws=), and `chain` links each row to the one
 * before: chain_k = BLAKE2b-256(chain_k-1, then every other field of row k,
 * each followed by a NUL byte), with chain_-1 empty. Row 0 carries the first
 * state itself, so the journal alone is enough to replay the game
 * (`umpire verify`, cli/verify.c). The file is rewritten atomically.
 */
#ifndef UMPIRE_JOURNAL_H
#define UMPIRE_JOURNAL_H

#include <stddef.h>

#include "game.h"

enum { JOURNAL_SEQ, JOURNAL_BEFORE, JOURNAL_ORDER, JOURNAL_CHANCE, JOURNAL_AFTER,
	JOURNAL_CHAIN, JOURNAL_STATE, JOURNAL_NFIELDS };

struct journal_entry {
	char *f[JOURNAL_NFIELDS];
	int line;
};

struct journal {
	char game[64];
	struct journal_entry *rows;
	int nrows, cap;
};

/* What resolve keeps between journal_prepare and journal_commit. */
struct journal_row {
	char *text;      /* the journal so far ("" for a new one) */
	size_t len;
	int seq;         /* seq of the row to add */
	char chain[65];  /* chain of the last row, "" for a new journal */
	char *start;     /* canonical text of the first state, for a new journal */
};

/* Read the journal at `path` if it exists (it must be one of `gm`), or prepare
 * a new one starting with `first` (the state before the order). */
int journal_prepare(const char *path, const struct game *gm, const struct state *first,
		struct journal_row *j, struct err *e);
/* Add the row of one order (in memory), then write the journal atomically. */
int journal_add(struct journal_row *j, const struct game *gm, const char *before,
		const char *order, const char *chance, const struct state *after, struct err *e);
int journal_write(const char *path, const struct journal_row *j, struct err *e);
void journal_row_free(struct journal_row *j);

/* Read a whole journal; EXIT_NOINPUT, EXIT_IO, or EXIT_DATA with file:line. */
int journal_read(const char *path, struct journal *jn, struct err *e);
void journal_free(struct journal *jn);
/* The chain of a row, given the chain of the row before ("" for row 0). */
void journal_chain(const char *prev, char *const *f, char out[65]);

/*
 * The chance record of a row: how to draw the same chance again. It is a
 * ';'-list of NAME=VALUE items, in this order:
 *   seed=S       --seed typed (absent: the state's own seed)
 *   card=C       --card typed
 *   dice=F,F     --dice typed
 *   draws=N      where the seeded stream stood before the order (always)
 *   commit=C     a committed turn's commitment (commit.h) ...
 *   key=K        ... and the opponent's key
 *   rule=ID=V    each --rule, in the order typed
 * In every value ';' is written %3B and '%' is written %25, so any text
 * survives; decoding undoes exactly that.
 */
#define JOURNAL_MAX_RULES 32
struct journal_chance {
	const char *seed, *card, *dice;   /* as typed, or NULL */
	unsigned long long draws;
	const char *commit, *key;         /* a committed turn, or NULL */
	const char *rule[JOURNAL_MAX_RULES];   /* "ID=VALUE" */
	int nrules;
};

/* Encode into `out`: 0, or EXIT_DATA when it does not fit `size` bytes. */
int journal_chance_encode(const struct journal_chance *jc, char *out, size_t size,
		struct err *e);
/* Decode `text` in place (its values point into it); unknown items are skipped. */
void journal_chance_decode(char *text, struct journal_chance *jc);

#endif
