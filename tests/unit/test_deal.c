/*
 * test_deal.c: the sealed deck of play by e-mail (core/deal.c) and the attacks
 * on it: an opponent reading a hand from the deal file and his own secret, a
 * player steering a draw or duplicating a card in his shuffle, an open of a
 * card not held, an unlock of a position not drawn or by the wrong side, and
 * the whole deal revealed and verified at the end.
 *
 * The golden values pin the formulas of umpire-state(5) ("Deal files"). The
 * commitment, the scalar and the order were computed by Python's hashlib alone
 * (int.from_bytes(BLAKE2b-512(...), 'little') mod L for a scalar); the card
 * point needs ristretto255's hash-to-group (RFC 9496), which no tool of this
 * machine has: its value was computed by this code and pins it. If one fails,
 * every deal ever played would verify no more: fix the code, not the numbers.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sodium.h>

#include "deal.h"

#define N 8

static unsigned char SA[32], SB[32];

/* ---- building a deal as the CLI does, row by row ---- */

struct buf {
	char t[65536];
	size_t n;
};

static void add(struct buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	b->n += (size_t)vsnprintf(b->t + b->n, sizeof b->t - b->n, fmt, ap);
	va_end(ap);
}

static void parse_ok(const struct buf *b, struct deal *d)
{
	struct err e = { 0 };

	if (deal_parse(b->t, b->n, "t", d, &e))
		fail_msg("%s", e.msg);
}

static int parse_code(const struct buf *b, char *msg, size_t size)
{
	struct deal d;
	struct err e = { 0 };

	deal_parse(b->t, b->n, "t", &d, &e);
	if (msg)
		snprintf(msg, size, "%s", e.msg);
	if (!e.code)
		deal_free(&d);
	return e.code;
}

static void add_step(struct buf *b, int step, const unsigned char *secret)
{
	struct deal d;
	struct err e = { 0 };
	unsigned char pts[N][32];
	char hex[65];

	parse_ok(b, &d);
	assert_int_equal(deal_step_points(&d, step, secret, pts, &e), 0);
	for (int k = 0; k < N; k++) {
		deal_hex(pts[k], hex);
		add(b, "lock,%d,%d,%s\n", step, k, hex);
	}
	deal_free(&d);
}

static void head(struct buf *b)
{
	unsigned char h[32];
	char hex[65];

	b->n = 0;
	add(b, "umpire-deal,1,memoir44\nsides,allies,axis\n");
	for (int i = 0; i < N; i++)
		add(b, "card,c%02d,%s\n", i, i < 2 ? "Recon Left" : i < 5 ? "Probe Centre" :
				i < N - 1 ? "Attack Right" : "Their Finest Hour");
	deal_commitment(SA, h);
	deal_hex(h, hex);
	add(b, "commit,allies,%s\n", hex);
	deal_commitment(SB, h);
	deal_hex(h, hex);
	add(b, "commit,axis,%s\n", hex);
}

/* A shuffled deal with secrets sa, sb. */
static void shuffled(struct buf *b, const unsigned char *sa, const unsigned char *sb)
{
	memcpy(SA, sa, 32);
	memcpy(SB, sb, 32);
	head(b);
	add_step(b, 1, SA);
	add_step(b, 2, SB);
	add_step(b, 3, SA);
}

static void scalar_hex(const unsigned char *secret, int k, char hex[65])
{
	unsigned char s[32];

	deal_position_scalar(secret, 0, (unsigned)k, s);
	deal_hex(s, hex);
}

static void seeds(unsigned char *sa, unsigned char *sb, int i)
{
	memset(sa, 0x11, 32);
	memset(sb, 0x22, 32);
	sa[0] = (unsigned char)i;
	sb[1] = (unsigned char)(i >> 8);
}

static int setup(void **state)
{
	(void)state;
	return sodium_init() < 0;
}

/* The card at position k (any round), for whoever holds both scalars. */
static int card_at(const struct deal *d, int k)
{
	unsigned char a[32], b[32];

	deal_position_scalar(SA, (unsigned)d->pos[k].round, (unsigned)d->pos[k].k, a);
	deal_position_scalar(SB, (unsigned)d->pos[k].round, (unsigned)d->pos[k].k, b);
	return deal_decode(d, k, a, b);
}

/* ---- golden values ---- */

static void test_golden(void **state)
{
	unsigned char s[32], p[32], h[32];
	char hex[65];
	int pi[4];

	(void)state;
	for (int i = 0; i < 32; i++)
		s[i] = (unsigned char)(0x11 * (i % 16));   /* 00112233...eeff twice */
	deal_commitment(s, h);
	deal_hex(h, hex);
	assert_string_equal(hex, "22b86930662134ab38e387b5d9b21ce6f9b1a0efa0d5f6300f2b67d4f876d1dc");
	deal_position_scalar(s, 0, 3, p);
	deal_hex(p, hex);
	assert_string_equal(hex, "f89d1573afd078c4ac3351415ab46d949e2c970d13b36922591206790f5cd703");
	deal_lock_scalar(s, 0, p);
	deal_hex(p, hex);
	assert_string_equal(hex, "7b36523b85bdb0e803eab48d4d1a863440b5227d9cbfbd715c9bbf62e6e7f304");
	deal_order(s, 0, 1, 4, pi);
	assert_int_equal(pi[0] * 1000 + pi[1] * 100 + pi[2] * 10 + pi[3], 2130);
	deal_card_point("memoir44", "b1c001", p);
	deal_hex(p, hex);
	assert_string_equal(hex, "dc2a23573c0d6b4b64f4057a96ad12908e5b06057e39cf32e94bb1b14126a56c");
}

/* ---- an honest deal ---- */

static void test_honest(void **state)
{
	struct buf *b = malloc(sizeof *b);
	struct deal d;
	struct err e = { 0 };
	unsigned char sa[32], sb[32];
	char x[65], y[65];
	int seen[N] = { 0 }, c;

	(void)state;
	seeds(sa, sb, 1);
	shuffled(b, sa, sb);
	parse_ok(b, &d);
	assert_int_equal(deal_next_step(&d), 0);
	for (int k = 0; k < N; k++) {
		c = card_at(&d, k);
		assert_true(c >= 0);
		seen[c]++;
	}
	for (int i = 0; i < N; i++)
		assert_int_equal(seen[i], 1);   /* every card once */
	c = card_at(&d, 0);
	deal_free(&d);
	/* axis draws 0, allies unlock it, axis plays it */
	scalar_hex(SA, 0, x);
	scalar_hex(SB, 0, y);
	add(b, "draw,axis,0\nunlock,0,allies,%s\nopen,0,axis,%s,c%02d\n", x, y, c);
	char hs[65], hb[65];
	deal_hex(SA, hs);
	deal_hex(SB, hb);
	add(b, "reveal,allies,%s\nreveal,axis,%s\n", hs, hb);
	parse_ok(b, &d);
	assert_true(d.pos[0].opened && d.pos[0].card == c);
	/* the card played is the card shown: by its drawer only, once */
	char used[N] = { 0 }, id[8];
	snprintf(id, sizeof id, "c%02d", c);
	assert_int_equal(deal_played(&d, 1, id, used, -1, &e), 0);
	assert_int_equal(deal_played(&d, 1, id, used, 0, &e), 0);
	assert_int_equal(deal_played(&d, 0, id, used, -1, &e), -1);
	assert_int_equal(e.code, 1);
	e = (struct err){ 0 };
	assert_int_equal(deal_played(&d, 1, id, used, 1, &e), -1);
	e = (struct err){ 0 };
	used[0] = 1;
	assert_int_equal(deal_played(&d, 1, id, used, -1, &e), -1);
	assert_non_null(strstr(e.msg, "not played yet"));
	e = (struct err){ 0 };
	assert_int_equal(deal_played(&d, 1, id, used, 0, &e), -1);
	assert_non_null(strstr(e.msg, "played already"));
	e = (struct err){ 0 };
	assert_int_equal(deal_verify(&d, 0, d.secret[0], &e), 0);
	assert_int_equal(deal_verify(&d, 1, d.secret[1], &e), 0);
	deal_free(&d);
	free(b);
}

/* ---- attack: the opponent reads a hand from the file and his secret ---- */

static void test_opponent_cannot_read(void **state)
{
	struct buf *b = malloc(sizeof *b);
	struct deal d;
	unsigned char sa[32], sb[32], mine[32], one[32] = { 1 }, guess[32];
	char x[65];

	(void)state;
	seeds(sa, sb, 2);
	shuffled(b, sa, sb);
	/* axis draws 0 and 1; the allies publish their scalars (unlock) */
	add(b, "draw,axis,0\ndraw,axis,1\n");
	scalar_hex(SA, 0, x);
	add(b, "unlock,0,allies,%s\n", x);
	scalar_hex(SA, 1, x);
	add(b, "unlock,1,allies,%s\n", x);
	parse_ok(b, &d);
	for (int k = 0; k < 2; k++) {
		/* the allies, with every scalar of theirs: a_k, a, 1 */
		deal_position_scalar(SA, 0, (unsigned)k, mine);
		assert_int_equal(deal_decode(&d, k, mine, one), -1);
		deal_lock_scalar(SA, 0, guess);
		assert_int_equal(deal_decode(&d, k, mine, guess), -1);
		for (int j = 0; j < N; j++) {   /* and the axis's for other positions */
			deal_position_scalar(SA, 0, (unsigned)j, guess);
			assert_int_equal(deal_decode(&d, k, mine, guess), -1);
		}
		/* the axis reads it */
		assert_true(card_at(&d, k) >= 0);
	}
	/* and nothing in the file is a plain card point */
	for (int s = 0; s < 3; s++)
		for (int k = 0; k < N; k++)
			for (int c = 0; c < N; c++)
				assert_memory_not_equal(d.step[s][k], d.cards[c].point, 32);
	deal_free(&d);
	free(b);
}

/* ---- attack: a player steers a draw ---- */

static void test_no_steering(void **state)
{
	struct buf *b = malloc(sizeof *b);
	struct deal d;
	unsigned char sa[32], sb[32];
	int seen[N] = { 0 }, kinds = 0;

	(void)state;
	/* the allies keep one secret (their whole shuffle); the axis's alone moves
	 * the card at position 0 over the deck */
	for (int i = 0; i < 24; i++) {
		seeds(sa, sb, 3);
		sb[5] = (unsigned char)i;
		shuffled(b, sa, sb);
		parse_ok(b, &d);
		seen[card_at(&d, 0)]++;
		deal_free(&d);
	}
	for (int c = 0; c < N; c++)
		kinds += seen[c] > 0;
	assert_true(kinds >= 4);
	/* and the other way round */
	memset(seen, 0, sizeof seen);
	kinds = 0;
	for (int i = 0; i < 24; i++) {
		seeds(sa, sb, 4);
		sa[7] = (unsigned char)i;
		shuffled(b, sa, sb);
		parse_ok(b, &d);
		seen[card_at(&d, 0)]++;
		deal_free(&d);
	}
	for (int c = 0; c < N; c++)
		kinds += seen[c] > 0;
	assert_true(kinds >= 4);
	free(b);
}

/* Replace the point of row `lock,STEP,K,` by hex. */
static void replace_lock(struct buf *b, int step, int k, const char *hex)
{
	char key[32], *p;

	snprintf(key, sizeof key, "lock,%d,%d,", step, k);
	p = strstr(b->t, key);
	assert_non_null(p);
	memcpy(p + strlen(key), hex, 64);
}

static void test_duplicate_caught(void **state)
{
	struct buf *b = malloc(sizeof *b);
	struct deal d;
	struct err e = { 0 };
	unsigned char sa[32], sb[32], p[32], a[32], two[32] = { 2 }, q[32];
	char hex[65], msg[512];

	(void)state;
	seeds(sa, sb, 5);
	memcpy(SA, sa, 32);
	memcpy(SB, sb, 32);
	head(b);
	add_step(b, 1, SA);
	/* an allied step 1 giving position 1 position 0's point: refused at once */
	{
		struct buf *c = malloc(sizeof *c);
		char *p0 = strstr(b->t, "lock,1,0,") + 9;
		*c = *b;
		replace_lock(c, 1, 1, (char[65]){ 0 });
		memcpy(strstr(c->t, "lock,1,1,") + 9, p0, 64);
		assert_int_equal(parse_code(c, msg, sizeof msg), 65);
		assert_non_null(strstr(msg, "a card would be duplicated"));
		/* an unlocked card point in step 1: refused too */
		*c = *b;
		deal_card_point("memoir44", "c03", p);
		deal_hex(p, hex);
		replace_lock(c, 1, 2, hex);
		assert_int_equal(parse_code(c, msg, sizeof msg), 65);
		assert_non_null(strstr(msg, "unlocked"));
		free(c);
	}
	/* the clever one: position 1 holds card c00 under another lock (2a): a
	 * distinct valid point, undetectable before the reveal */
	deal_lock_scalar(SA, 0, a);
	crypto_core_ristretto255_scalar_mul(q, a, two);
	deal_card_point("memoir44", "c00", p);
	assert_int_equal(crypto_scalarmult_ristretto255(p, q, p), 0);
	deal_hex(p, hex);
	replace_lock(b, 1, 1, hex);
	add_step(b, 2, SB);
	add_step(b, 3, SA);
	deal_hex(SA, hex);
	add(b, "reveal,allies,%s\n", hex);
	parse_ok(b, &d);
	assert_int_equal(deal_verify(&d, 0, d.secret[0], &e), 65);
	assert_non_null(strstr(e.msg, "allies's shuffle step 1, position 1"));
	deal_free(&d);
	free(b);
}

/* ---- attack: an open of a card not held, an unlock of the wrong position ---- */

static void test_forged_open(void **state)
{
	struct buf *b = malloc(sizeof *b), *c = malloc(sizeof *c);
	struct deal d;
	unsigned char sa[32], sb[32];
	char x[65], y[65], msg[512];
	int real, other;

	(void)state;
	seeds(sa, sb, 6);
	shuffled(b, sa, sb);
	parse_ok(b, &d);
	real = card_at(&d, 0);
	other = (real + 1) % N;
	while (!strcmp(d.cards[other].name, d.cards[real].name))
		other = (other + 1) % N;
	deal_free(&d);
	scalar_hex(SA, 0, x);
	scalar_hex(SB, 0, y);
	add(b, "draw,axis,0\nunlock,0,allies,%s\n", x);
	/* the axis claims another card at position 0 */
	*c = *b;
	add(c, "open,0,axis,%s,c%02d\n", y, other);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "does not hold it there"));
	/* with a forged scalar made for that card: it needs a_0 (the allies') to
	 * aim, and a discrete log to pass; any other scalar fails the same way */
	*c = *b;
	scalar_hex(SB, 1, y);
	add(c, "open,0,axis,%s,c%02d\n", y, real);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	/* the allies open the axis's card */
	*c = *b;
	scalar_hex(SA, 0, x);
	add(c, "open,0,allies,%s,c%02d\n", x, real);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "axis's to send"));
	/* an open of a position not drawn */
	*c = *b;
	add(c, "open,1,axis,%s,c%02d\n", y, real);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "position 1 is not drawn"));
	/* unlocks of the wrong position: not drawn (it would show the next card
	 * before its drawer is known), by the drawer himself, twice */
	*c = *b;
	scalar_hex(SA, 1, x);
	add(c, "unlock,1,allies,%s\n", x);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "position 1 is not drawn"));
	*c = *b;
	add(c, "draw,allies,1\nunlock,1,allies,%s\n", x);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "axis's to send"));
	*c = *b;
	add(c, "unlock,0,allies,%s\n", x);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	/* a draw out of turn: position 2 before 1 */
	*c = *b;
	add(c, "draw,allies,2\n");
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "the next is 1"));
	free(c);
	free(b);
}

/* A wrong unlock: the drawer cannot read his card, verify names it. */
static void test_wrong_unlock(void **state)
{
	struct buf *b = malloc(sizeof *b);
	struct deal d;
	struct err e = { 0 };
	unsigned char sa[32], sb[32], mine[32];
	char x[65];

	(void)state;
	seeds(sa, sb, 7);
	shuffled(b, sa, sb);
	scalar_hex(SA, 3, x);   /* the allies' scalar of another position */
	add(b, "draw,axis,0\nunlock,0,allies,%s\n", x);
	deal_hex(SA, x);
	add(b, "reveal,allies,%s\n", x);
	parse_ok(b, &d);
	deal_position_scalar(SB, 0, 0, mine);
	assert_int_equal(deal_decode(&d, 0, mine, d.pos[0].unlock), -1);
	assert_int_equal(deal_verify(&d, 0, d.secret[0], &e), 65);
	assert_non_null(strstr(e.msg, "scalar for position 0"));
	deal_free(&d);
	free(b);
}

/* ---- the reader on what a mail client and a forger do ---- */

/* ---- what a side drew, against what a state owes it ---- */

static void test_owed(void **state)
{
	struct buf *b = malloc(sizeof *b);
	struct deal d;
	unsigned char sa[32], sb[32];
	char x[65], y[65], used[N] = { 0 }, id[8];
	int c;

	(void)state;
	seeds(sa, sb, 7);
	shuffled(b, sa, sb);
	/* allies draw 0, 1; axis 2; allies 3, 4 (a Recon's two) */
	add(b, "draw,allies,0\ndraw,allies,1\ndraw,axis,2\ndraw,allies,3\ndraw,allies,4\n");
	parse_ok(b, &d);
	assert_int_equal(deal_drawn(&d, 0), 4);
	assert_int_equal(deal_drawn(&d, 1), 1);
	assert_int_equal(deal_rank(&d, 0), 0);
	assert_int_equal(deal_rank(&d, 2), 0);
	assert_int_equal(deal_rank(&d, 3), 2);
	assert_int_equal(deal_rank(&d, 4), 3);
	assert_int_equal(deal_rank(&d, 5), -1);   /* not drawn */
	assert_int_equal(deal_nth(&d, 0, 2), 3);
	assert_int_equal(deal_nth(&d, 1, 0), 2);
	assert_int_equal(deal_nth(&d, 1, 1), -1);
	assert_int_equal(deal_shown(&d, 0, 2, 2, used), 0);
	c = card_at(&d, 4);
	deal_free(&d);
	/* the allies show position 4, the Recon's discard */
	scalar_hex(SB, 4, x);
	scalar_hex(SA, 4, y);
	add(b, "unlock,4,axis,%s\nopen,4,allies,%s,c%02d\n", x, y, c);
	parse_ok(b, &d);
	assert_int_equal(deal_shown(&d, 0, 2, 2, used), 1);
	assert_int_equal(deal_shown(&d, 0, 0, 2, used), 0);   /* not among the first two */
	/* played later: no longer a discard shown */
	snprintf(id, sizeof id, "c%02d", c);
	struct err e = { 0 };
	used[deal_played(&d, 0, id, used, -1, &e)] = 1;
	assert_int_equal(deal_shown(&d, 0, 2, 2, used), 0);
	deal_free(&d);
	free(b);
}

static void test_reader(void **state)
{
	struct buf *b = malloc(sizeof *b), *c = malloc(sizeof *c);
	unsigned char sa[32], sb[32];
	char msg[512];
	struct deal d;

	(void)state;
	seeds(sa, sb, 8);
	shuffled(b, sa, sb);
	/* CRLF and a trailing blank line */
	c->n = 0;
	for (size_t i = 0; i < b->n; i++) {
		if (b->t[i] == '\n')
			c->t[c->n++] = '\r';
		c->t[c->n++] = b->t[i];
	}
	add(c, "\r\n");
	parse_ok(c, &d);
	deal_free(&d);
	/* steps out of order, a step by the wrong number, a row after a blank */
	*c = *b;
	add(c, "lock,1,0,%064d\n", 0);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	*c = *b;
	c->n = (size_t)(strstr(c->t, "lock,1,0,") - c->t);
	add(c, "lock,2,0,%064d\n", 0);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "step 1 is due"));
	*c = *b;
	add(c, "\ndraw,axis,0\n");
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	/* a card after the commitments, a reveal that is not the committed secret */
	*c = *b;
	add(c, "card,c99,Recon Left\n");
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	*c = *b;
	add(c, "reveal,axis,%064d\n", 0);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "not the committed one"));
	free(c);
	free(b);
}

/* The board row (one deal per board, L482): after the sides, once, 1 to 6; a
 * deal without it is board 1's, as every deal made before boards had deals. */
static void test_board_row(void **state)
{
	struct buf *b = malloc(sizeof *b), *c = malloc(sizeof *c);
	unsigned char sa[32], sb[32];
	char msg[512];
	struct deal d;
	size_t sides;

	(void)state;
	seeds(sa, sb, 9);
	shuffled(b, sa, sb);
	parse_ok(b, &d);
	assert_int_equal(d.board, 1);
	deal_free(&d);
	sides = (size_t)(strstr(b->t, "card,") - b->t);
	static const struct {
		const char *row;
		int board;   /* 0: refused */
		const char *col;
	} cases[] = { { "board,2\n", 2, NULL }, { "board,6\n", 6, NULL }, { "board,1\n", 1, NULL },
		{ "board,7\n", 0, "t:3:7: board (1 to 6) '7'" },
		{ "board,0\n", 0, "t:3:7: board (1 to 6) '0'" },
		{ "board,02\n", 0, "t:3:7: board (1 to 6) '02'" },
		{ "board,x\n", 0, "t:3:7: board (1 to 6) 'x'" },
		{ "board,\n", 0, "t:3:7: board (1 to 6) ''" },
		{ "board,2,3\n", 0, "t:3:1: a board row has 3 fields, not 2" },
		{ "board,2\nboard,3\n", 0, "t:4:1: the board row comes right after the sides row, once" } };
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		c->n = 0;
		add(c, "%.*s%s%s", (int)sides, b->t, cases[i].row, b->t + sides);
		if (cases[i].board) {
			parse_ok(c, &d);
			assert_int_equal(d.board, cases[i].board);
			deal_free(&d);
			continue;
		}
		assert_int_equal(parse_code(c, msg, sizeof msg), 65);
		assert_string_equal(msg, cases[i].col);
	}
	/* after the cards */
	*c = *b;
	add(c, "board,2\n");
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "the board row comes right after the sides row, once"));
	free(c);
	free(b);
}

/* ---- the reshuffle (round 1): building it as the CLI does ---- */

/* The rows of reshuffle `round`, step `step`, made with `secret`; the first
 * step of a new round begins it on the parsed copy, as `deal reshuffle`. */
static void add_restep(struct buf *b, int round, int step, const unsigned char *secret)
{
	struct deal d;
	struct err e = { 0 };
	unsigned char pts[N][32];
	char hex[65];

	parse_ok(b, &d);
	if (round > d.nrounds && deal_reshuffle_begin(&d, &e))
		fail_msg("%s", e.msg);
	assert_int_equal(deal_reshuffle_points(&d, round, step, secret, pts, &e), 0);
	for (int k = 0; k < d.round[round - 1].n; k++) {
		deal_hex(pts[k], hex);
		add(b, "reshuffle,%d,%d,%d,%s\n", round, step, k, hex);
	}
	deal_free(&d);
}

static void reshuffled(struct buf *b, int round)
{
	add_restep(b, round, 1, SA);
	add_restep(b, round, 2, SB);
	add_restep(b, round, 3, SA);
	add_restep(b, round, 4, SB);
}

/* A side's scalar for position p, of whatever round. */
static void pos_hex(const struct deal *d, const unsigned char *secret, int p, char hex[65])
{
	unsigned char s[32];

	deal_position_scalar(secret, (unsigned)d->pos[p].round, (unsigned)d->pos[p].k, s);
	deal_hex(s, hex);
}

/* Draw positions from..to-1 to `side` (0 allies, 1 axis) and unlock them. */
static void draw_unlock(struct buf *b, int side, int from, int to)
{
	static const char *const name[] = { "allies", "axis" };
	struct deal d;
	char hex[65];

	for (int p = from; p < to; p++)
		add(b, "draw,%s,%d\n", name[side], p);
	parse_ok(b, &d);
	for (int p = from; p < to; p++) {
		pos_hex(&d, side ? SA : SB, p, hex);
		add(b, "unlock,%d,%s,%s\n", p, name[1 - side], hex);
	}
	deal_free(&d);
}

/* Its drawer shows position p (the card both scalars give). */
static int show(struct buf *b, int p)
{
	static const char *const name[] = { "allies", "axis" };
	struct deal d;
	char hex[65];
	int c, side;

	parse_ok(b, &d);
	side = d.pos[p].owner;
	c = card_at(&d, p);
	assert_true(c >= 0);
	pos_hex(&d, side ? SB : SA, p, hex);
	add(b, "open,%d,%s,%s,%s\n", p, name[side], hex, d.cards[c].id);
	deal_free(&d);
	return c;
}

/* Seeds with Their Finest Hour (c07) among positions 0 to 4, so that the
 * allies (0-2) or the axis (3-4) draw it: its position. */
static int tfh_deal(struct buf *b, int from)
{
	unsigned char sa[32], sb[32];
	struct deal d;

	for (int i = from;; i++) {
		int t = -1;
		seeds(sa, sb, i);
		shuffled(b, sa, sb);
		parse_ok(b, &d);
		for (int k = 0; k < N; k++)
			if (card_at(&d, k) == N - 1)
				t = k;
		deal_free(&d);
		if (t < 5)
			return t;
	}
}

/* That deal played on: the allies draw 0-2, the axis 3-4, each unlocks the
 * other's, and Their Finest Hour is shown: a reshuffle may begin. */
static int tfh_shown(struct buf *b, int from)
{
	int t = tfh_deal(b, from);

	draw_unlock(b, 0, 0, 3);
	draw_unlock(b, 1, 3, 5);
	show(b, t);
	return t;
}

static void reveal(struct buf *b)
{
	char hs[65], hb[65];

	deal_hex(SA, hs);
	deal_hex(SB, hb);
	add(b, "reveal,allies,%s\nreveal,axis,%s\n", hs, hb);
}

/* A whole game over two rounds: 5 cards drawn, 2 shown (Their Finest Hour
 * among them), the deck and the discards reshuffled (the hands untouched),
 * the new deck drawn, a card shown again, both secrets revealed, every
 * message checked. */
static void test_reshuffle_game(void **state)
{
	struct buf *b = malloc(sizeof *b), *c = malloc(sizeof *c);
	struct deal d;
	struct err e = { 0 };
	int t, other, before[N], in_new[N] = { 0 }, want[N] = { 0 }, n;
	char msg[512], id[8];

	(void)state;
	t = tfh_deal(b, 20);
	draw_unlock(b, 0, 0, 3);
	draw_unlock(b, 1, 3, 5);
	other = t == 0 ? 1 : 0;
	/* no reshuffle with cards in the draw pile before Their Finest Hour */
	show(b, other);
	*c = *b;
	add(c, "reshuffle,1,1,0,%064d\n", 0);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "the draw pile holds 3 cards"));
	show(b, t);
	parse_ok(b, &d);
	for (int k = 0; k < 5; k++)
		before[k] = card_at(&d, k);
	for (int k = 5; k < N; k++)   /* the draw pile and the discards */
		want[card_at(&d, k)]++;
	want[before[t]]++;
	want[before[other]]++;
	deal_free(&d);
	reshuffled(b, 1);
	parse_ok(b, &d);
	n = 3 + 2;
	assert_int_equal(d.nrounds, 1);
	assert_int_equal(d.npos, N + n);
	assert_int_equal(d.ndrawn, N);
	for (int k = 0; k < 5; k++)   /* the hands are untouched */
		assert_int_equal(card_at(&d, k), before[k]);
	for (int k = N; k < N + n; k++) {
		assert_int_equal(d.pos[k].round, 1);
		in_new[card_at(&d, k)]++;
	}
	for (int i = 0; i < N; i++)
		assert_int_equal(in_new[i], want[i]);
	for (int k = 5; k < N; k++)
		assert_int_equal(d.pos[k].taken, 1);
	deal_free(&d);
	/* draws go on over the new positions, and a card goes round again */
	draw_unlock(b, 1, N, N + 3);
	draw_unlock(b, 0, N + 3, N + 5);
	int again = -1;
	parse_ok(b, &d);
	for (int k = N; k < N + n; k++)
		if (card_at(&d, k) == before[t])
			again = k;
	deal_free(&d);
	assert_true(again >= N);
	show(b, again);
	reveal(b);
	parse_ok(b, &d);
	assert_int_equal(deal_verify(&d, 0, d.secret[0], &e), 0);
	assert_int_equal(deal_verify(&d, 1, d.secret[1], &e), 0);
	/* the card played is the card shown: the one of round 1 plays now */
	char *used = calloc((size_t)d.npos + 1, 1);
	snprintf(id, sizeof id, "c%02d", before[t]);
	used[t] = 1;
	assert_int_equal(deal_played(&d, d.pos[again].owner, id, used, -1, &e), again);
	free(used);
	deal_free(&d);
	free(c);
	free(b);
}

/* ---- attack: the opponent reads a hand dealt after the reshuffle ---- */

static void test_reshuffle_opponent_cannot_read(void **state)
{
	struct buf *b = malloc(sizeof *b);
	struct deal d;
	unsigned char mine[32], one[32] = { 1 }, guess[32];

	(void)state;
	tfh_shown(b, 40);
	reshuffled(b, 1);
	draw_unlock(b, 1, N, N + 2);   /* the axis draws two, the allies unlock */
	parse_ok(b, &d);
	for (int k = N; k < N + 2; k++) {
		/* the allies with every scalar of theirs, of both rounds */
		deal_position_scalar(SA, 1, (unsigned)d.pos[k].k, mine);
		assert_int_equal(deal_decode(&d, k, mine, one), -1);
		for (unsigned r = 0; r < 2; r++) {
			deal_lock_scalar(SA, r, guess);
			assert_int_equal(deal_decode(&d, k, mine, guess), -1);
			for (int j = 0; j < N; j++) {
				deal_position_scalar(SA, r, (unsigned)j, guess);
				assert_int_equal(deal_decode(&d, k, mine, guess), -1);
			}
		}
		/* nor with the scalars the file holds (every unlock and open) */
		for (int p = 0; p < d.ndrawn; p++) {
			if (d.pos[p].unlocked)
				assert_int_equal(deal_decode(&d, k, mine, d.pos[p].unlock), -1);
			if (d.pos[p].opened)
				assert_int_equal(deal_decode(&d, k, mine, d.pos[p].own), -1);
		}
		assert_true(card_at(&d, k) >= 0);   /* the axis reads it */
	}
	/* no step of the reshuffle holds a plain card point */
	for (int st = 0; st < 4; st++)
		for (int k = 0; k < d.round[0].n; k++)
			for (int c = 0; c < N; c++)
				assert_memory_not_equal(d.round[0].step[st][k], d.cards[c].point, 32);
	deal_free(&d);
	free(b);
}

/* Replace the point of row `reshuffle,R,STEP,K,` by hex. */
static void replace_restep(struct buf *b, int round, int step, int k, const char *hex)
{
	char key[48], *p;

	snprintf(key, sizeof key, "reshuffle,%d,%d,%d,", round, step, k);
	p = strstr(b->t, key);
	assert_non_null(p);
	memcpy(p + strlen(key), hex, 64);
}

/* ---- attack: a card replaced during the reshuffle ---- */

static void test_reshuffle_replace_caught(void **state)
{
	struct buf *b = malloc(sizeof *b), *c = malloc(sizeof *c);
	struct deal d;
	struct err e = { 0 };
	unsigned char p[32], two[32] = { 2 };
	char hex[65], msg[512];

	(void)state;
	tfh_shown(b, 60);
	add_restep(b, 1, 1, SA);
	add_restep(b, 1, 2, SB);
	/* refused at once: a repeated point, a card unlocked */
	*c = *b;
	memcpy(strstr(c->t, "reshuffle,1,2,1,") + 16, strstr(c->t, "reshuffle,1,2,0,") + 16, 64);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "reshuffle 1, step 2 gives position 1 the point of position 0"));
	*c = *b;
	deal_card_point("memoir44", "c03", p);
	deal_hex(p, hex);
	replace_restep(c, 1, 2, 2, hex);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "shows card c03 unlocked"));
	/* the clever one: the axis's step 2 gives position 1 the point of
	 * position 0 under another lock (2 b'): a distinct valid point, a card
	 * duplicated and another gone, which no reader sees before the reveal */
	memcpy(hex, strstr(b->t, "reshuffle,1,2,0,") + 16, 64);
	hex[64] = '\0';
	assert_int_equal(deal_unhex(hex, p), 0);
	assert_int_equal(crypto_scalarmult_ristretto255(p, two, p), 0);
	deal_hex(p, hex);
	replace_restep(b, 1, 2, 1, hex);
	add_restep(b, 1, 3, SA);
	add_restep(b, 1, 4, SB);
	draw_unlock(b, 0, N, N + 1);
	deal_hex(SB, hex);
	add(b, "reveal,axis,%s\n", hex);
	parse_ok(b, &d);
	assert_int_equal(deal_verify(&d, 1, d.secret[1], &e), 65);
	assert_non_null(strstr(e.msg, "axis's reshuffle 1, step 2, position 1"));
	e = (struct err){ 0 };
	assert_int_equal(deal_verify(&d, 0, SA, &e), 0);   /* the allies played fair */
	deal_free(&d);
	/* and the allies' step 1 changing a discard for another card */
	free(b);
	b = malloc(sizeof *b);
	tfh_shown(b, 60);
	add_restep(b, 1, 1, SA);
	parse_ok(b, &d);
	{
		/* the last input is the discard: lock card c00 with a' instead */
		unsigned char a[32];
		int last = d.round[0].n - 1, other = d.pos[-1 - d.round[0].in[last]].card ? 0 : 1;
		char cid[8];
		assert_true(d.round[0].in[last] < 0);
		snprintf(cid, sizeof cid, "c%02d", other);
		deal_lock_scalar(SA, 1, a);
		deal_card_point("memoir44", cid, p);
		assert_int_equal(crypto_scalarmult_ristretto255(p, a, p), 0);
		deal_hex(p, hex);
		replace_restep(b, 1, 1, last, hex);
	}
	deal_free(&d);
	add_restep(b, 1, 2, SB);
	add_restep(b, 1, 3, SA);
	add_restep(b, 1, 4, SB);
	reveal(b);
	parse_ok(b, &d);
	e = (struct err){ 0 };
	assert_int_equal(deal_verify(&d, 0, d.secret[0], &e), 65);
	assert_non_null(strstr(e.msg, "allies's reshuffle 1, step 1, position"));
	deal_free(&d);
	free(c);
	free(b);
}

/* ---- a reshuffle message out of turn, a wrong count, a draw meanwhile ---- */

static void test_reshuffle_out_of_turn(void **state)
{
	struct buf *b = malloc(sizeof *b), *c = malloc(sizeof *c);
	struct deal d;
	struct err e = { 0 };
	char msg[512];
	int round;

	(void)state;
	/* before the shuffle is whole */
	tfh_deal(c, 80);
	c->n = (size_t)(strstr(c->t, "lock,3,0,") - c->t);
	c->t[c->n] = '\0';
	add(c, "reshuffle,1,1,0,%064d\n", 0);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "before the deck is shuffled"));
	tfh_shown(b, 80);
	parse_ok(b, &d);
	assert_int_equal(deal_reshuffle_allowed(&d, &e), 0);
	deal_free(&d);
	/* step 2 first, round 2 first */
	*c = *b;
	add(c, "reshuffle,1,2,0,%064d\n", 0);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "where step 1 is due"));
	*c = *b;
	add(c, "reshuffle,2,1,0,%064d\n", 0);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "where reshuffle 1 is due"));
	add_restep(b, 1, 1, SA);
	parse_ok(b, &d);
	assert_int_equal(deal_reshuffle_due(&d, &round), 2);
	assert_int_equal(round, 1);
	e = (struct err){ 0 };
	assert_int_equal(deal_reshuffle_allowed(&d, &e), 1);   /* one is under way */
	deal_free(&d);
	/* a draw while it is under way, a step cut short (a wrong count) */
	*c = *b;
	add(c, "draw,axis,5\n");
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "under way"));
	*c = *b;
	add_restep(c, 1, 2, SB);
	{
		char *cut = strstr(c->t, "reshuffle,1,2,1,");
		c->n = (size_t)(cut - c->t);
		*cut = '\0';
	}
	add(c, "reshuffle,1,3,0,%064d\n", 0);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	assert_non_null(strstr(msg, "where step 2 is due"));
	/* too many points: a position past the round's */
	*c = *b;
	add_restep(c, 1, 2, SB);
	parse_ok(c, &d);
	add(c, "reshuffle,1,2,%d,%064d\n", d.round[0].n, 0);
	deal_free(&d);
	assert_int_equal(parse_code(c, msg, sizeof msg), 65);
	free(c);
	free(b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_golden),
		cmocka_unit_test(test_honest),
		cmocka_unit_test(test_opponent_cannot_read),
		cmocka_unit_test(test_no_steering),
		cmocka_unit_test(test_duplicate_caught),
		cmocka_unit_test(test_forged_open),
		cmocka_unit_test(test_wrong_unlock),
		cmocka_unit_test(test_reader),
		cmocka_unit_test(test_board_row),
		cmocka_unit_test(test_reshuffle_game),
		cmocka_unit_test(test_reshuffle_opponent_cannot_read),
		cmocka_unit_test(test_reshuffle_replace_caught),
		cmocka_unit_test(test_reshuffle_out_of_turn),
		cmocka_unit_test(test_owed),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
