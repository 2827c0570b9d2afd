/*
 * ledger.h: a player's own record of a game by e-mail (umpire(1), "Play by
 * e-mail"; umpire-state(5), "Ledgers"): the commitments he sent, and for each
 * commitment he received the key he answered with and the answers he gave to
 * the decisions its turn met. `umpire verify --ledger FILE` checks a journal
 * against it, so a mover cannot play a turn with a key of his own, nor a
 * commitment never received, nor hide one he received a key for.
 *
 *   umpire-ledger,1
 *   sent,COMMITMENT               (umpire commit --ledger FILE)
 *   received,COMMITMENT,KEY       (umpire key --ledger FILE COMMITMENT)
 *   answer,COMMITMENT,ANSWER      (umpire key --ledger FILE COMMITMENT decide ANSWER)
 *
 * CSV; a commitment is 64 hexadecimal digits, a key 1 to 256 bytes and an
 * answer 1 to 256 bytes of printable text. Lines are kept in the order they
 * were added; a commitment is received once.
 */
#ifndef UMPIRE_LEDGER_H
#define UMPIRE_LEDGER_H

#include <stddef.h>

#include "err.h"

enum ledger_kind { LEDGER_SENT, LEDGER_RECEIVED, LEDGER_ANSWER };

struct ledger_entry {
	enum ledger_kind kind;
	char commit[65];
	char *value;   /* the key or the answer; "" for sent */
	int line;
};

struct ledger {
	struct ledger_entry *v;
	int n, cap;
};

/* Parse a ledger held in memory, or read one (EXIT_NOINPUT if it does not
 * exist): EXIT_DATA with "path:line:column: what". */
int ledger_parse(const char *buf, size_t len, const char *path, struct ledger *l,
		struct err *e);
int ledger_read(const char *path, struct ledger *l, struct err *e);
void ledger_free(struct ledger *l);

/* Add an entry in memory, checked as the parser checks it (EXIT_USAGE). */
int ledger_add(struct ledger *l, enum ledger_kind kind, const char *commit,
		const char *value, struct err *e);
/* The first entry of a kind for a commitment, or NULL. */
const struct ledger_entry *ledger_find(const struct ledger *l, enum ledger_kind kind,
		const char *commit);
/* The canonical text (malloc'd; NULL: out of memory). */
char *ledger_text(const struct ledger *l, size_t *len);

/* Under a lock on the file: read the ledger at `path` (a new one if none),
 * let `fn` look at it and add to it, and write it back if fn added something.
 * Returns fn's code or the I/O error. */
int ledger_update(const char *path, int (*fn)(struct ledger *l, void *ctx, struct err *e),
		void *ctx, struct err *e);

#endif
