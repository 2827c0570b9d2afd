/*
 * fuzz_deal.c: libFuzzer harness for the deal file reader (core/deal.c: every
 * row kind, board, card, commit, lock, draw, unlock, open, reveal) and the secret
 * file reader, on any bytes. Nothing may crash, leak or read out of bounds. A
 * deal that reads keeps its invariants: at most DEAL_MAX_CARDS cards, the
 * shuffle and reshuffle steps in order, a reshuffle of at most the deck's
 * cards, a board from 1 to DEAL_MAX_BOARD, draws within the positions, a position below the next draw drawn or
 * taken by a reshuffle, an opened position only after its unlock and with the
 * card both scalars give; a revealed secret opens its commitment, and
 * deal_verify runs on it without a crash.
 */
#include <sodium.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "deal.h"

static void deal(const uint8_t *data, size_t size)
{
	struct deal d;
	struct err e = { 0 };
	unsigned char h[32];

	if (deal_parse((const char *)data, size, "fuzz", &d, &e) != 0)
		return;
	if (d.ncards > DEAL_MAX_CARDS || d.nsides != 2 || d.ndrawn > d.npos ||
			d.nrounds > DEAL_MAX_ROUNDS || d.board < 1 || d.board > DEAL_MAX_BOARD)
		abort();
	for (int s = 1; s < 3; s++)
		if (d.nstep[s] > 0 && d.nstep[s - 1] != d.ncards)
			abort();
	for (int r = 0; r < d.nrounds; r++) {
		const struct deal_round *rd = &d.round[r];
		if (rd->n < 1 || rd->n > d.ncards)
			abort();
		for (int s = 1; s < 4; s++)
			if (rd->nstep[s] > 0 && rd->nstep[s - 1] != rd->n)
				abort();
	}
	for (int k = 0; k < d.ndrawn; k++) {
		const struct deal_pos *p = &d.pos[k];
		if (p->owner < -1 || p->owner > 1 || (p->owner < 0 && !p->taken) ||
				(p->opened && !p->unlocked))
			abort();
		if (p->opened && deal_decode(&d, k, p->own, p->unlock) != p->card)
			abort();
	}
	for (int s = 0; s < 2; s++)
		if (d.revealed[s]) {
			struct err ve = { 0 };
			deal_commitment(d.secret[s], h);
			if (memcmp(h, d.commit[s], 32))
				abort();
			deal_verify(&d, s, d.secret[s], &ve);
		}
	deal_free(&d);
}

static void secret(const uint8_t *data, size_t size)
{
	char side[DEAL_MAX_SIDE + 1];
	unsigned char s[32], again[32];
	struct err e = { 0 }, e2 = { 0 };
	size_t len;

	if (deal_secret_parse((const char *)data, size, "fuzz", side, s, &e) != 0)
		return;
	char *t = deal_secret_text(side, s, &len);
	if (t == NULL || deal_secret_parse(t, len, "again", side, again, &e2) != 0 ||
			memcmp(s, again, 32))
		abort();
	free(t);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int ready;

	if (!ready && sodium_init() < 0)
		abort();
	ready = 1;
	deal(data, size);
	secret(data, size);
	return 0;
}
