/*
 * test_commit.c: the fair protocol of play by e-mail (core/commit.c), the
 * journal's chance record and reader (core/journal.c) and the ledger
 * (core/ledger.c).
 *
 * The golden commitment and dice seed below were computed by Python's hashlib
 * alone, from the formulas of umpire-state(5) ("Committed turns"), as
 * tests/golden/data/pbem-tool.py does:
 *   H = BLAKE2b-256("umpire"), S = 00112233...eeff (32 bytes),
 *   ORDERS = "assault from=2129 to=2228 loss=top\n", SEED = "umpire", KEY = "key".
 * If one of them fails, every committed turn ever played would verify no more:
 * do not "fix" the numbers, fix the code.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "chance.h"
#include "commit.h"
#include "journal.h"
#include "ledger.h"

static const char H[] = "b67bc14e41156c6ac616cfb861852cac888fbb5aee4a19959c45551f3cbfff76";
static const char S[] = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
static const char ORDERS[] = "assault from=2129 to=2228 loss=top\n";
static const char C[] = "6c1e9b31cbf3e023aa9c0204a7d26ad58eca737e92e8f0db32ee760739a34802";
static const char T[] = "c0e6cb9799347b9eb72a0e3e9a2cb0261de4e011ed7c18d6513bd698a3c6f2b9";

static void test_commitment_golden(void **state)
{
	char c[65];

	commit_of(H, S, ORDERS, c);
	assert_string_equal(c, C);
}

/* The commitment hides the orders only through the secret: another secret,
 * another commitment for the same orders on the same state. */
static void test_commitment_depends_on_everything(void **state)
{
	char c[65];

	commit_of(H, "10112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
			ORDERS, c);
	assert_string_not_equal(c, C);
	commit_of("a67bc14e41156c6ac616cfb861852cac888fbb5aee4a19959c45551f3cbfff76", S,
			ORDERS, c);
	assert_string_not_equal(c, C);
	commit_of(H, S, "assault from=2129 to=2228 loss=ask\n", c);
	assert_string_not_equal(c, C);
}

static void test_dice_seed_golden(void **state)
{
	char t[65];

	commit_dice_seed("umpire", S, C, "key", t);
	assert_string_equal(t, T);
}

/* Each input of the dice changes them: the opponent without the secret, the
 * mover without the key, cannot compute them; and the lengths keep the fields
 * apart ("ab" + "c" is not "a" + "bc"), as a concatenation did not. */
static void test_dice_seed_depends_on_everything(void **state)
{
	char t[65], u[65];

	commit_dice_seed("umpire", "10112233445566778899aabbccddeeff00112233445566778899aabbcc"
			"ddeeff", C, "key", t);
	assert_string_not_equal(t, T);
	commit_dice_seed("umpire", S, H, "key", t);
	assert_string_not_equal(t, T);
	commit_dice_seed("umpirf", S, C, "key", t);
	assert_string_not_equal(t, T);
	commit_dice_seed("umpire", S, C, "kez", t);
	assert_string_not_equal(t, T);
	commit_dice_seed("ab", S, C, "c", t);
	commit_dice_seed("a", S, C, "bc", u);
	assert_string_not_equal(t, u);
}

/* The seed of 1,024 bytes (the longest) still gets the key: two keys, two
 * streams. */
static void test_dice_seed_long_seed(void **state)
{
	char seed[COMMIT_MAX_SEED + 1], t[65], u[65];

	memset(seed, 'x', COMMIT_MAX_SEED);
	seed[COMMIT_MAX_SEED] = '\0';
	commit_dice_seed(seed, S, C, "key-1", t);
	commit_dice_seed(seed, S, C, "key-2", u);
	assert_string_not_equal(t, u);
}

/* The turn's dice are the seeded dice of hex(T): chance.c and the Python of
 * tests/golden/data/pbem-tool.py (hashlib's BLAKE2b and a ChaCha20 written
 * from Bernstein's paper) agree on these faces. */
static void test_turn_dice_golden(void **state)
{
	static const int golden[10] = { 4, 1, 2, 5, 5, 5, 4, 2, 1, 2 };
	struct chance c;

	chance_seeded(&c, T, 0);
	for (int i = 0; i < 10; i++)
		assert_int_equal(chance_seeded_face(c.key, (uint64_t)i, 6), golden[i]);
}

static void test_normalise(void **state)
{
	const char *text = "# a comment\r\n\r\n  assault\tfrom=2129   to=2228 \r\n"
		"#assault from=1\n\t # indented\n   \nmove unit=a path=1,2 --card Assault  Centre\n\n";
	int *lines, n;
	char *o = commit_normalise(text, strlen(text), &lines, &n);

	assert_string_equal(o, "assault from=2129 to=2228\nmove unit=a path=1,2 --card "
			"Assault Centre\n");
	assert_int_equal(n, 2);
	assert_int_equal(lines[0], 3);
	assert_int_equal(lines[1], 7);
	/* normalised orders normalise to themselves (verify checks it) */
	char *again = commit_normalise(o, strlen(o), NULL, NULL);
	assert_string_equal(again, o);
	free(again);
	free(o);
	free(lines);
}

static void test_line_split(void **state)
{
	char a[] = "fire from=1019 to=1017 --card Assault Centre", b[] = "fire --dice 1,2";
	char c[400] = "x";
	struct commit_line cl;
	struct err e = { 0 };

	assert_int_equal(commit_line_split(a, &cl, "t:1", &e), 0);
	assert_int_equal(cl.nwords, 3);
	assert_string_equal(cl.words[2], "to=1017");
	assert_string_equal(cl.card, "Assault Centre");
	assert_int_equal(commit_line_split(b, &cl, "t:2", &e), EXIT_USAGE);
	assert_non_null(strstr(e.msg, "t:2: --dice: only --card"));
	for (int i = 0; i < COMMIT_MAX_WORDS; i++)
		strcat(c, " x");
	e = (struct err){ 0 };
	assert_int_equal(commit_line_split(c, &cl, "t:3", &e), EXIT_USAGE);
	assert_non_null(strstr(e.msg, "more than 40 words"));
}

static void test_key_and_seed_limits(void **state)
{
	char k[COMMIT_MAX_KEY + 2];
	struct err e = { 0 };

	memset(k, 'k', sizeof k - 1);
	k[sizeof k - 1] = '\0';
	assert_int_equal(commit_check_key(k, "--key", &e), EXIT_USAGE);
	k[COMMIT_MAX_KEY] = '\0';
	assert_int_equal(commit_check_key(k, "--key", &e), 0);
	assert_int_equal(commit_check_key("a;b%c=d", "--key", &e), 0);
	e = (struct err){ 0 };
	assert_int_equal(commit_check_key("a\tb", "--key", &e), EXIT_USAGE);
	assert_int_equal(commit_check_seed("", "--seed is", EXIT_USAGE, &e), EXIT_USAGE);
}

/* Every byte but NUL goes through the chance record and comes back. */
static void test_chance_every_byte(void **state)
{
	char seed[256], card[256], key[] = "x;y%z=w";
	struct journal_chance jc = { .seed = seed, .card = card, .key = key, .commit = C,
		.draws = 999999999999999999ull, .has_draws = 1, .line = 123456789,
		.refused = 1, .secret = S, .rule = { "a=b;c" }, .nrules = 1, .has_deal = 1,
		.deal = 255, .has_react = 1, .react = 8 };
	struct journal_chance back;
	struct err e = { 0 };

	for (int i = 1; i < 256; i++)
		seed[i - 1] = (char)i, card[i - 1] = (char)(256 - i);
	seed[255] = card[255] = '\0';
	char *text = journal_chance_encode(&jc);
	assert_non_null(text);
	for (const char *p = text; *p; p++)
		assert_true((unsigned char)*p >= 0x20 && *p != 0x7f);
	assert_int_equal(journal_chance_decode(text, &back, &e), 0);
	assert_string_equal(back.seed, seed);
	assert_string_equal(back.card, card);
	assert_string_equal(back.key, key);
	assert_string_equal(back.commit, C);
	assert_string_equal(back.secret, S);
	assert_string_equal(back.rule[0], "a=b;c");
	assert_true(back.draws == 999999999999999999ull);
	assert_int_equal(back.line, 123456789);
	assert_int_equal(back.refused, 1);
	assert_int_equal(back.has_deal, 1);
	assert_int_equal(back.deal, 255);
	assert_int_equal(back.has_react, 1);
	assert_int_equal(back.react, 8);
	free(text);
}

/* A position on board B > 1 is B:K (one deal per board); board 1's stays K, so
 * a journal written before boards had deals reads, and hashes, alike. */
static void test_chance_board(void **state)
{
	struct journal_chance jc = { .has_deal = 1, .deal = 7, .deal_board = 2, .has_react = 1,
		.react = 12, .react_board = 6 }, back;
	struct err e = { 0 };
	char *text = journal_chance_encode(&jc), one[] = "deal=3;react=4";

	(void)state;
	assert_string_equal(text, "deal=2:7;react=6:12");
	assert_int_equal(journal_chance_decode(text, &back, &e), 0);
	assert_int_equal(back.deal, 7);
	assert_int_equal(back.deal_board, 2);
	assert_int_equal(back.react, 12);
	assert_int_equal(back.react_board, 6);
	free(text);
	assert_int_equal(journal_chance_decode(one, &back, &e), 0);
	assert_int_equal(back.deal_board, 1);
	assert_int_equal(back.react_board, 1);
	jc.deal_board = 1;
	jc.react_board = 0;
	text = journal_chance_encode(&jc);
	assert_string_equal(text, "deal=7;react=12");
	free(text);
}

static void test_chance_refuses(void **state)
{
	static const char *const bad[] = { "draws=1;draws=2", "seed=a;seed=b", "what=1",
		"seed", "=1", "seed=%zz", "seed=%00", "seed=%4", "line=0", "line=1x",
		"draws=1234567890123456789", "refused=no", "mode=plain", "seed=a;", ";", "deal=1;deal=2", "deal=1000",
		"deal=x", "deal=", "react=1;react=2", "react=1000", "react=-1", "deal=1:5",
		"deal=0:5", "deal=10:5", "deal=2:", "deal=:5", "deal=2:1000", "deal=2:5:1",
		"react=1:8", "react=2:x", "deal=2;deal=2:2" };

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct journal_chance jc;
		struct err e = { 0 };
		char *t = strdup(bad[i]);
		assert_int_equal(journal_chance_decode(t, &jc, &e), EXIT_DATA);
		free(t);
	}
}

static const char *const journal_lf =
	"umpire-journal,2,salerno43\nseq,before,order,chance,after,chain,text\n"
	"0,,start,mode=pbem,h,c,\"umpire-state,1,salerno43\nset,seed,x\n\"\n"
	"1,h,move,draws=0,h2,c2,\n";

static void test_journal_crlf(void **state)
{
	struct journal a, b;
	struct err e = { 0 };
	char crlf[1024], *w = crlf;

	for (const char *p = journal_lf; *p; p++) {
		if (*p == '\n')
			*w++ = '\r';
		*w++ = *p;
	}
	strcpy(w, "\r\n\r\n");
	assert_int_equal(journal_parse(journal_lf, strlen(journal_lf), "lf", &a, &e), 0);
	assert_int_equal(journal_parse(crlf, strlen(crlf), "crlf", &b, &e), 0);
	assert_int_equal(a.nrows, 2);
	assert_int_equal(b.nrows, 2);
	for (int k = 0; k < JOURNAL_NFIELDS; k++)
		assert_string_equal(a.rows[0].f[k], b.rows[0].f[k]);
	assert_int_equal(a.rows[1].line, 6);   /* physical lines: row 0 takes three */
	journal_free(&a);
	journal_free(&b);
}

static void test_journal_refuses(void **state)
{
	static const char *const bad[] = { "",
		"umpire-journal,2,salerno43\nseq,before,order,chance,after,chain,text\n",
		"umpire-journal,1,salerno43\nseq,before,order,chance,after,chain,state\n",
		"umpire-journal,2,salerno43\nseq,before\n",
		"umpire-journal,2,salerno43\nseq,before,order,chance,after,chain,text\n0,1\n",
		"umpire-journal,2,salerno43\nseq,before,order,chance,after,chain,text\n0,\"" };

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct journal jn;
		struct err e = { 0 };
		assert_int_equal(journal_parse(bad[i], strlen(bad[i]), "j", &jn, &e), EXIT_DATA);
	}
}

static void test_ledger(void **state)
{
	char text[1024];
	struct ledger l;
	struct err e = { 0 };
	size_t len;

	snprintf(text, sizeof text, "umpire-ledger,1\r\nsent,%s\r\nreceived,%s,\"a,b\"\r\n"
			"answer,%s,yes\r\n\r\n", H, C, C);
	assert_int_equal(ledger_parse(text, strlen(text), "l", &l, &e), 0);
	assert_int_equal(l.n, 3);
	assert_string_equal(ledger_find(&l, LEDGER_RECEIVED, C)->value, "a,b");
	assert_int_equal(ledger_find(&l, LEDGER_ANSWER, C)->line, 4);
	char *out = ledger_text(&l, &len);
	struct ledger m;
	assert_int_equal(ledger_parse(out, len, "out", &m, &e), 0);
	assert_int_equal(m.n, 3);
	free(out);
	ledger_free(&m);
	/* a commitment received twice, an answer for one never received */
	assert_int_equal(ledger_add(&l, LEDGER_RECEIVED, C, "k", &e), EXIT_USAGE);
	e = (struct err){ 0 };
	assert_int_equal(ledger_add(&l, LEDGER_ANSWER, T, "yes", &e), EXIT_USAGE);
	ledger_free(&l);
	e = (struct err){ 0 };
	assert_int_equal(ledger_parse("umpire-ledger,1\nsent,abc\n", 24, "l", &l, &e), EXIT_DATA);
	assert_string_equal(e.msg, "l:2:2: not a commitment (64 lower-case hexadecimal digits)");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_commitment_golden),
		cmocka_unit_test(test_commitment_depends_on_everything),
		cmocka_unit_test(test_dice_seed_golden),
		cmocka_unit_test(test_dice_seed_depends_on_everything),
		cmocka_unit_test(test_dice_seed_long_seed),
		cmocka_unit_test(test_turn_dice_golden),
		cmocka_unit_test(test_normalise),
		cmocka_unit_test(test_line_split),
		cmocka_unit_test(test_key_and_seed_limits),
		cmocka_unit_test(test_chance_every_byte),
		cmocka_unit_test(test_chance_board),
		cmocka_unit_test(test_chance_refuses),
		cmocka_unit_test(test_journal_crlf),
		cmocka_unit_test(test_journal_refuses),
		cmocka_unit_test(test_ledger),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
