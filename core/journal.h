/*
 * journal.h: the journal of a game (DESIGN.md, "Seeded dice and the journal";
 * the format is umpire-state(5)'s "Journals").
 *
 * A journal is a CSV file that grows by one row per order resolved with
 * `resolve --journal FILE`:
 *
 *   umpire-journal,2,GAME
 *   seq,before,order,chance,after,chain,text
 *   0,,start,mode=pbem,HASH0,CHAIN0,"<the canonical text of the first state>"
 *   1,HASH0,assault from=2129 to=2228,draws=0;commit=C;key=K;line=1,HASH1,CHAIN1,
 *   2,HASH1,move unit=x path=2130,draws=4;commit=C;key=K;line=2;secret=S,HASH2,CHAIN2,"<orders>"
 *
 * `before` and `after` are the BLAKE2b-256 hashes of the canonical text of the
 * state before and after the order (play_hash), `order` the words of the order,
 * `chance` how its chance was drawn (below), `text` the first state in row 0
 * and the orders of a committed turn in the row that ends it (commit.h), and
 * `chain` links each row to the one before: chain_k = BLAKE2b-256(chain_k-1,
 * then every other field of row k, each followed by a NUL byte), with chain_-1
 * empty. Row 0 carries the first state itself, so the journal alone is enough
 * to replay the game (`umpire verify`, cli/verify.c). The mode of row 0 says
 * whether the game is played by e-mail (`mode=pbem`), where every die must come
 * from a committed turn.
 *
 * Reading accepts what a mail client does to a file: CRLF line ends (inside
 * quoted fields too: no field of a journal holds a CR) and blank lines at the
 * end. Messages name the physical line a row starts on.
 */
#ifndef UMPIRE_JOURNAL_H
#define UMPIRE_JOURNAL_H

#include <stddef.h>

#include "game.h"

#define JOURNAL_VERSION 2

enum { JOURNAL_SEQ, JOURNAL_BEFORE, JOURNAL_ORDER, JOURNAL_CHANCE, JOURNAL_AFTER,
	JOURNAL_CHAIN, JOURNAL_TEXT, JOURNAL_NFIELDS };

struct journal_entry {
	char *f[JOURNAL_NFIELDS];
	int line;   /* the physical line the row starts on */
};

struct journal {
	char game[64];
	struct journal_entry *rows;
	int nrows, cap;
};

/* Parse a whole journal held in memory (`path` names it in messages), or read
 * one: EXIT_NOINPUT, EXIT_IO, or EXIT_DATA with "path:line:column: what" for
 * an empty file, a wrong first line or header, a row without 7 fields, or a
 * journal without its start row. */
int journal_parse(const char *buf, size_t len, const char *path, struct journal *jn,
		struct err *e);
int journal_read(const char *path, struct journal *jn, struct err *e);
void journal_free(struct journal *jn);
/* The chain of a row, given the chain of the row before ("" for row 0). */
void journal_chain(const char *prev, char *const *f, char out[65]);

/* ---- writing: what resolve keeps between opening the journal and writing it */
struct journal_out {
	char *text;      /* the whole journal, the new rows included */
	size_t len;
	int seq;         /* seq of the row to add */
	char chain[65];  /* chain of the last row */
	int is_new;      /* no journal existed: written only if still none at commit */
	int pbem;        /* the journal is in play-by-e-mail mode */
};

/*
 * Open the journal at `path` for adding rows after the state `st`. A new
 * journal gets its header and row 0 (the first state, `st`; mode=pbem when
 * `pbem` is set). An existing one must be of the game of `st` and end with
 * `st` itself: a state that is not the journal's last is refused (EXIT_DATA)
 * saying which it is (the first, the one after row N, or none of them), so an
 * old copy of the state never forks the game. `pbem` on an existing journal
 * that is not in that mode is a usage error.
 */
int journal_open(const char *path, const struct game *gm, const struct state *st, int pbem,
		struct journal_out *j, struct err *e);
/* Add one row (in memory). `text` is "" but in the row that ends a committed
 * turn. */
int journal_add(struct journal_out *j, const char *before, const char *order,
		const char *chance, const char *after, const char *text, struct err *e);
void journal_out_free(struct journal_out *j);

/*
 * The chance record of a row: how its chance was drawn, so that replaying the
 * order with it on the same state draws the same. A ';'-list of NAME=VALUE
 * items, written in this order:
 *   mode=pbem    row 0 only: the game is played by e-mail
 *   seed=S       --seed typed (absent: the state's own seed)
 *   card=C       --card typed
 *   dice=F,F     --dice typed
 *   draws=N      where the seeded stream stood before the order
 *   commit=C     a committed turn's commitment (commit.h), 64 hex digits ...
 *   key=K        ... the opponent's key ...
 *   line=L       ... the line of its orders this row plays (a `decide` row
 *                answers a decision met on that line) ...
 *   refused=yes  ... when the rules refused that line: the state is unchanged ...
 *   secret=S     ... and, in the row that ends the turn, the mover's secret
 *   rule=ID=V    each --rule, in the order typed
 *   deal=K       the position K of the deal file (--deal) whose `open` row
 *                showed the card played (umpire(1), "Secret hands"); deal=B:K
 *                the position K of board B's deal file, for B > 1 (one deal
 *                per board in multi-board play)
 *   react=K      the position K whose `open` row showed the card the order
 *                made the other side play out of its turn (Memoir's Ambush);
 *                react=B:K on board B > 1
 * In every value '%', ';' and each control character (0x01-0x1f, 0x7f) are
 * written %XX (two upper-case hexadecimal digits), so any text survives;
 * decoding undoes exactly that.
 */
#define JOURNAL_MAX_RULES 32
struct journal_chance {
	const char *mode;
	const char *seed, *card, *dice;   /* as typed, or NULL */
	unsigned long long draws;
	int has_draws;
	const char *commit, *key;         /* a committed turn, or NULL */
	long line;                        /* 0: none */
	int refused;
	const char *secret;
	const char *rule[JOURNAL_MAX_RULES];   /* "ID=VALUE" */
	int nrules;
	int has_deal;                     /* deal=K or deal=B:K */
	long deal;
	int deal_board;                   /* B: 1 for deal=K (0 read as 1) */
	int has_react;                    /* react=K or react=B:K */
	long react;
	int react_board;
};

/* Encode into a malloc'd string (NULL: out of memory). */
char *journal_chance_encode(const struct journal_chance *jc);
/* Decode `text` in place (the values point into it). EXIT_DATA with a message
 * (no place: the caller adds it) for an unknown or repeated item, an item
 * without '=', a bad escape, or a malformed number. */
int journal_chance_decode(char *text, struct journal_chance *jc, struct err *e);

#endif
