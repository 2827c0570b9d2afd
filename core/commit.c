/*
 * commit.c: the commitment of a turn's orders (see commit.h).
 */
#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commit.h"
#include "play.h"

char *commit_normalise(const char *text, size_t len)
{
	char *out = malloc(len + 2), *o = out;
	const char *p = text, *end = text + len;

	if (out == NULL)
		return NULL;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end;
		char *line_start = o;
		int words = 0;
		if (*p != '#') {
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
		if (words)
			*o++ = '\n';
		else
			o = line_start;
		p = nl ? nl + 1 : end;
	}
	*o = '\0';
	return out;
}

void commit_of(const char *state_hash, const char *orders, char hex[65])
{
	crypto_generichash_state h;
	unsigned char bin[32];

	crypto_generichash_init(&h, NULL, 0, sizeof bin);
	crypto_generichash_update(&h, (const unsigned char *)state_hash, strlen(state_hash));
	crypto_generichash_update(&h, (const unsigned char *)"\n", 1);
	crypto_generichash_update(&h, (const unsigned char *)orders, strlen(orders));
	crypto_generichash_final(&h, bin, sizeof bin);
	sodium_bin2hex(hex, 65, bin, sizeof bin);
}

int commit_seed(const char *seed, const char *commit, const char *key, char *out,
		size_t size, struct err *e)
{
	if ((size_t)snprintf(out, size, "%s:%s:%s", seed, commit, key) >= size)
		return err_set(e, EXIT_DATA, "the seed of this committed turn is longer than %zu "
				"bytes", size - 1);
	return 0;
}

int commit_orders(const struct game *gm, const struct state *st, const char *path,
		char hex[65], char **orders, struct err *e)
{
	FILE *f = fopen(path, "rb");
	char buf[65536], state_hash[65];
	size_t len;

	*orders = NULL;
	if (f == NULL)
		return err_set(e, errno == ENOENT ? EXIT_NOINPUT : EXIT_IO, "%s: %s", path,
				strerror(errno));
	len = fread(buf, 1, sizeof buf, f);
	if (ferror(f) || !feof(f)) {
		fclose(f);
		return err_set(e, EXIT_IO, "%s: cannot read it, or longer than %zu bytes", path,
				sizeof buf);
	}
	fclose(f);
	if (memchr(buf, '\0', len))
		return err_set(e, EXIT_DATA, "%s: a NUL byte: not a file of orders", path);
	if (play_hash(gm, st, state_hash, e))
		return e->code;
	if ((*orders = commit_normalise(buf, len)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	commit_of(state_hash, *orders, hex);
	return 0;
}
