/*
 * commit.c: the commitment of a turn's orders, the seed of its dice, its secret
 * file (see commit.h). The two formulas are umpire-state(5)'s "Committed
 * turns"; tests/unit/test_commit.c pins them with values computed by Python's
 * hashlib on its own.
 */
#include <errno.h>
#include <sodium.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commit.h"
#include "file.h"

static const char commit_tag[] = "umpire commitment 1";   /* + its NUL */
static const char dice_tag[] = "umpire turn dice 1";

char *commit_normalise(const char *text, size_t len, int **lines, int *nlines)
{
	char *out = malloc(len + 2), *o = out;
	const char *p = text, *end = text + len;
	int line = 0, n = 0, *v = NULL;

	if (out == NULL)
		return NULL;
	if (lines && (v = malloc((len / 2 + 2) * sizeof *v)) == NULL) {
		free(out);
		return NULL;
	}
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end;
		char *line_start = o;
		int words = 0;
		const char *first = p;
		line++;
		while (first < le && (*first == ' ' || *first == '\t' || *first == '\r'))
			first++;
		/* a comment: its first character but blanks is '#' (so that the
		 * normalised text normalises to itself, as verify checks) */
		if (first == le || *first != '#') {
			for (const char *q = p; q < le;) {
				while (q < le && (*q == ' ' || *q == '\t' || *q == '\r'))
					q++;
				if (q == le)
					break;
				if (words++)
					*o++ = ' ';
				while (q < le && *q != ' ' && *q != '\t' && *q != '\r')
					*o++ = *q++;
			}
		}
		if (words) {
			*o++ = '\n';
			if (v)
				v[n] = line;
			n++;
		} else {
			o = line_start;
		}
		p = nl ? nl + 1 : end;
	}
	*o = '\0';
	if (lines) {
		*lines = v;
		*nlines = n;
	}
	return out;
}

int commit_read_orders(const char *path, char **orders, int **lines, int *nlines,
		struct err *e)
{
	char *buf;
	size_t len;
	int err = file_read(path, COMMIT_MAX_FILE, &buf, &len);

	*orders = NULL;
	*lines = NULL;
	*nlines = 0;
	if (err == EFBIG)
		return err_set(e, EXIT_DATA, "%s: %d bytes or more; an orders file has at most %d",
				path, COMMIT_MAX_FILE + 1, COMMIT_MAX_FILE);
	if (err)
		return err_set(e, err == ENOENT ? EXIT_NOINPUT : EXIT_IO, "%s: %s", path,
				strerror(err));
	if (memchr(buf, '\0', len)) {
		free(buf);
		return err_set(e, EXIT_DATA, "%s: a NUL byte: not a file of orders", path);
	}
	*orders = commit_normalise(buf, len, lines, nlines);
	free(buf);
	if (*orders == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (*nlines == 0)
		return err_set(e, EXIT_USAGE, "%s: no order", path);
	return 0;
}

static int has_control(const char *s)
{
	for (const unsigned char *p = (const unsigned char *)s; *p; p++)
		if (*p < 0x20 || *p == 0x7f)
			return 1;
	return 0;
}

int commit_check_key(const char *key, const char *what, struct err *e)
{
	size_t n = strlen(key);

	if (n == 0 || n > COMMIT_MAX_KEY)
		return err_set(e, EXIT_USAGE, "%s: %zu bytes; a key has 1 to %d bytes", what, n,
				COMMIT_MAX_KEY);
	if (has_control(key))
		return err_set(e, EXIT_USAGE, "%s: a control character; a key is printable text",
				what);
	return 0;
}

int commit_check_seed(const char *seed, const char *what, int code, struct err *e)
{
	size_t n = strlen(seed);

	if (n == 0 || n > COMMIT_MAX_SEED)
		return err_set(e, code, "%s %zu bytes long; a seed has 1 to %d bytes", what, n,
				COMMIT_MAX_SEED);
	if (has_control(seed))
		return err_set(e, code, "%s a control character; a seed is printable text", what);
	return 0;
}

int commit_is_hex64(const char *s)
{
	return strlen(s) == 64 && strspn(s, "0123456789abcdef") == 64;
}

static void unhex(const char *hex, unsigned char bin[32])
{
	size_t n = 0;

	memset(bin, 0, 32);
	sodium_hex2bin(bin, 32, hex, strlen(hex), NULL, &n, NULL);
}

void commit_of(const char *state_hash, const char *secret, const char *orders,
		char hex[65])
{
	crypto_generichash_state h;
	unsigned char hs[32], s[32], out[32];

	unhex(state_hash, hs);
	unhex(secret, s);
	crypto_generichash_init(&h, NULL, 0, sizeof out);
	crypto_generichash_update(&h, (const unsigned char *)commit_tag, sizeof commit_tag);
	crypto_generichash_update(&h, hs, sizeof hs);
	crypto_generichash_update(&h, s, sizeof s);
	crypto_generichash_update(&h, (const unsigned char *)orders, strlen(orders));
	crypto_generichash_final(&h, out, sizeof out);
	sodium_memzero(s, sizeof s);
	sodium_bin2hex(hex, 65, out, sizeof out);
}

/* A length as 8 bytes, little-endian. */
static void put_len(crypto_generichash_state *h, size_t n)
{
	unsigned char le[8];

	for (int i = 0; i < 8; i++)
		le[i] = (unsigned char)((uint64_t)n >> (8 * i));
	crypto_generichash_update(h, le, sizeof le);
}

void commit_dice_seed(const char *seed, const char *secret, const char *commit,
		const char *key, char hex[65])
{
	crypto_generichash_state h;
	unsigned char s[32], c[32], out[32];

	unhex(secret, s);
	unhex(commit, c);
	crypto_generichash_init(&h, s, sizeof s, sizeof out);
	crypto_generichash_update(&h, (const unsigned char *)dice_tag, sizeof dice_tag);
	crypto_generichash_update(&h, c, sizeof c);
	put_len(&h, strlen(seed));
	crypto_generichash_update(&h, (const unsigned char *)seed, strlen(seed));
	put_len(&h, strlen(key));
	crypto_generichash_update(&h, (const unsigned char *)key, strlen(key));
	crypto_generichash_final(&h, out, sizeof out);
	sodium_memzero(s, sizeof s);
	sodium_bin2hex(hex, 65, out, sizeof out);
}

void commit_new_secret(char hex[65])
{
	unsigned char s[32];

	if (sodium_init() < 0)
		abort();   /* no source of randomness: nothing fair can be done */
	randombytes_buf(s, sizeof s);
	sodium_bin2hex(hex, 65, s, sizeof s);
	sodium_memzero(s, sizeof s);
}

int commit_line_split(char *line, struct commit_line *cl, const char *place, struct err *e)
{
	memset(cl, 0, sizeof *cl);
	for (char *w = line; w && *w;) {
		char *sp = strchr(w, ' ');
		if (sp)
			*sp++ = '\0';
		if (!strcmp(w, "--card")) {
			if (sp == NULL || *sp == '\0')
				return err_set(e, EXIT_USAGE, "%s: --card needs a card", place);
			cl->card = sp;
			break;
		}
		if (w[0] == '-' && w[1] == '-')
			return err_set(e, EXIT_USAGE, "%s: %.40s: only --card may follow the order of "
					"a committed turn (its dice come from the key)", place, w);
		if (cl->nwords == COMMIT_MAX_WORDS)
			return err_set(e, EXIT_USAGE, "%s: more than %d words in one order", place,
					COMMIT_MAX_WORDS);
		cl->words[cl->nwords++] = w;
		w = sp;
	}
	if (cl->nwords == 0)
		return err_set(e, EXIT_USAGE, "%s: --card without an order", place);
	return 0;
}

static char *secret_path(const char *orders_path)
{
	char *p = malloc(strlen(orders_path) + 8);

	if (p)
		sprintf(p, "%s.secret", orders_path);
	return p;
}

int commit_secret_read(const char *orders_path, char secret[65], char state[65],
		char mover[COMMIT_MAX_SIDE], struct err *e)
{
	int has_mover = 0;

	char *path = secret_path(orders_path), *buf = NULL;
	size_t len;
	int err;

	secret[0] = state[0] = mover[0] = '\0';
	if (path == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((err = file_read(path, 4096, &buf, &len)) != 0) {
		err_set(e, err == ENOENT ? EXIT_NOINPUT : EXIT_IO, "%s: %s%s", path, strerror(err),
				err == ENOENT ? " (`umpire commit` writes it beside the orders)" : "");
		free(path);
		return e->code;
	}
	for (char *l = buf, *next; l && *l; l = next) {
		if ((next = strchr(l, '\n')) != NULL)
			*next++ = '\0';
		l[strcspn(l, "\r")] = '\0';
		if (!strncmp(l, "secret,", 7) && commit_is_hex64(l + 7))
			strcpy(secret, l + 7);
		else if (!strncmp(l, "state,", 6) && commit_is_hex64(l + 6))
			strcpy(state, l + 6);
		else if (!strncmp(l, "mover,", 6) && strlen(l + 6) < COMMIT_MAX_SIDE)
			strcpy(mover, l + 6), has_mover = 1;
		else if (*l != '#' && *l != '\0')
			break;
	}
	if (!*secret || !*state || !has_mover)
		err_set(e, EXIT_DATA, "%s: not the secret of a committed turn (lines 'secret,HEX' "
				"and 'state,HEX', 64 hexadecimal digits each, and 'mover,SIDE')", path);
	free(buf);
	free(path);
	return e->code;
}

int commit_secret_write(const char *orders_path, const char *secret, const char *state,
		const char *mover, struct err *e)
{
	char *path = secret_path(orders_path), text[512];
	const char *stage;
	int err, n = snprintf(text, sizeof text, "# the secret of the turn committed by umpire "
			"commit: keep it until the journal reveals it\nsecret,%s\nstate,%s\n"
			"mover,%.63s\n", secret, state, mover);

	if (path == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((err = file_replace(path, text, (size_t)n, 0600, &stage)) != 0)
		file_err(e, path, stage, err);
	sodium_memzero(text, sizeof text);
	free(path);
	return e->code;
}

int commit_open(const char *path, struct commit_turn *t, struct err *e)
{
	memset(t, 0, sizeof *t);
	if (commit_read_orders(path, &t->orders, &t->lines, &t->nlines, e) ||
	    commit_secret_read(path, t->secret, t->state, t->mover, e))
		return e->code;
	commit_of(t->state, t->secret, t->orders, t->commit);
	return 0;
}

void commit_turn_free(struct commit_turn *t)
{
	free(t->orders);
	free(t->lines);
	sodium_memzero(t->secret, sizeof t->secret);
	memset(t, 0, sizeof *t);
}
