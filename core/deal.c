/*
 * deal.c: the sealed deck of play by e-mail (deal.h): the formulas, the deal
 * file's reader (each row checked against those before it, as a replay), and
 * the check of a player's rows against his secret once revealed.
 *
 * What a reader can check without any secret: the rows come in the protocol's
 * order, from the side whose turn it is; each shuffle step holds one valid,
 * distinct point per card (no identity, no plain card point); a draw takes the
 * next position; an unlock comes from the drawer's opponent for a drawn
 * position, once; an open comes from the drawer after the unlock, and both
 * scalars together turn the position into the card it names; a reshuffle
 * begins only when the rules allow it (B-5) and each of its four steps holds
 * one valid, distinct, locked point per card it takes. What only the secrets
 * show (deal_verify): that each step is the one the player's secret makes (no
 * card duplicated or replaced, no order chosen), and each unlock.
 */
#include <sodium.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvline.h"
#include "deal.h"
#include "file.h"
#include "i18n.h"

void deal_hex(const unsigned char b[32], char hex[65])
{
	sodium_bin2hex(hex, 65, b, 32);
}

int deal_unhex(const char *hex, unsigned char b[32])
{
	if (strlen(hex) != 64)
		return -1;
	for (const char *p = hex; *p; p++)
		if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f')))
			return -1;
	return sodium_hex2bin(b, 32, hex, 64, NULL, NULL, NULL) == 0 ? 0 : -1;
}

void deal_new_secret(unsigned char s[32])
{
	randombytes_buf(s, 32);
}

/* ---- the formulas ---- */

static void u32le(unsigned char *p, unsigned v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

void deal_card_point(const char *game, const char *id, unsigned char p[32])
{
	static const char label[] = "umpire deal card 1";
	unsigned char h[64];
	crypto_generichash_state s;

	crypto_generichash_init(&s, NULL, 0, sizeof h);
	crypto_generichash_update(&s, (const unsigned char *)label, sizeof label);
	crypto_generichash_update(&s, (const unsigned char *)game, strlen(game) + 1);
	crypto_generichash_update(&s, (const unsigned char *)id, strlen(id));
	crypto_generichash_final(&s, h, sizeof h);
	crypto_core_ristretto255_from_hash(p, h);
}

void deal_commitment(const unsigned char secret[32], unsigned char h[32])
{
	static const char label[] = "umpire deal secret 1";
	crypto_generichash_state s;

	crypto_generichash_init(&s, NULL, 0, 32);
	crypto_generichash_update(&s, (const unsigned char *)label, sizeof label);
	crypto_generichash_update(&s, secret, 32);
	crypto_generichash_final(&s, h, 32);
}

/* BLAKE2b keyed by the secret over LABEL NUL and the numbers, u32le each. */
static void keyed(const unsigned char secret[32], const char *label, const unsigned *v,
		int nv, unsigned char *out, size_t outlen)
{
	crypto_generichash_state s;
	unsigned char b[4];

	crypto_generichash_init(&s, secret, 32, outlen);
	crypto_generichash_update(&s, (const unsigned char *)label, strlen(label) + 1);
	for (int i = 0; i < nv; i++) {
		u32le(b, v[i]);
		crypto_generichash_update(&s, b, 4);
	}
	crypto_generichash_final(&s, out, outlen);
}

static void scalar_of(const unsigned char secret[32], const char *label, unsigned round,
		unsigned k, unsigned char s[32])
{
	unsigned char h[64];
	unsigned v[2] = { round, k };

	keyed(secret, label, v, 2, h, sizeof h);
	crypto_core_ristretto255_scalar_reduce(s, h);
}

void deal_position_scalar(const unsigned char secret[32], unsigned round, unsigned k,
		unsigned char s[32])
{
	scalar_of(secret, "umpire deal position 1", round, k, s);
}

void deal_lock_scalar(const unsigned char secret[32], unsigned round, unsigned char s[32])
{
	scalar_of(secret, "umpire deal lock 1", round, 0, s);
}

struct order_key {
	unsigned char h[32];
	int i;
};

static int by_key(const void *a, const void *b)
{
	const struct order_key *x = a, *y = b;
	int c = memcmp(x->h, y->h, 32);

	return c ? c : x->i - y->i;
}

void deal_order(const unsigned char secret[32], unsigned round, unsigned step, int n, int *pi)
{
	struct order_key *k = malloc((size_t)n * sizeof *k);

	if (k == NULL)
		abort();
	for (int i = 0; i < n; i++) {
		unsigned v[3] = { round, step, (unsigned)i };
		keyed(secret, "umpire deal order 1", v, 3, k[i].h, 32);
		k[i].i = i;
	}
	qsort(k, (size_t)n, sizeof *k, by_key);
	for (int i = 0; i < n; i++)
		pi[i] = k[i].i;
	free(k);
}

/* A scalar as published: canonical (below the group order) and not zero. */
static int scalar_ok(const unsigned char s[32])
{
	unsigned char wide[64] = { 0 }, r[32];

	memcpy(wide, s, 32);
	crypto_core_ristretto255_scalar_reduce(r, wide);
	return memcmp(r, s, 32) == 0 && !sodium_is_zero(s, 32);
}

int deal_step_points(const struct deal *d, int step, const unsigned char secret[32],
		unsigned char (*out)[32], struct err *e)
{
	int n = d->ncards, *pi;
	unsigned char a[32], ai[32], s[32];

	if (step < 1 || step > 3 || (step > 1 && d->nstep[step - 2] != n))
		return err_set(e, EXIT_DATA, "shuffle step %d needs step %d whole", step, step - 1);
	if ((pi = malloc((size_t)n * sizeof *pi)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	deal_order(secret, 0, (unsigned)step, n, pi);
	deal_lock_scalar(secret, 0, a);
	crypto_core_ristretto255_scalar_invert(ai, a);
	for (int k = 0; k < n; k++) {
		int bad = 0;
		if (step == 1)
			bad = crypto_scalarmult_ristretto255(out[k], a, d->cards[pi[k]].point);
		else if (step == 2) {
			deal_position_scalar(secret, 0, (unsigned)k, s);
			bad = crypto_scalarmult_ristretto255(out[k], s, d->step[0][pi[k]]);
		} else {
			deal_position_scalar(secret, 0, (unsigned)k, s);
			crypto_core_ristretto255_scalar_mul(s, s, ai);
			bad = crypto_scalarmult_ristretto255(out[k], s, d->step[1][k]);
		}
		if (bad) {
			free(pi);
			return err_set(e, EXIT_DATA, "shuffle step %d: position %d is not a point",
					step, k);
		}
	}
	free(pi);
	return 0;
}

/* Steps 1 and 2 of a reshuffle: the scalar that swaps the writer's lock of
 * input i for his new one `lk`: lk / x_{r_p,k_p} for a position not drawn,
 * lk for a discard (locked by nobody yet). */
static void swap_scalar(const struct deal *d, const struct deal_round *rd, int i,
		const unsigned char secret[32], const unsigned char lk[32], unsigned char s[32])
{
	const struct deal_pos *p;
	unsigned char x[32];

	if (rd->in[i] < 0) {
		memcpy(s, lk, 32);
		return;
	}
	p = &d->pos[rd->in[i]];
	deal_position_scalar(secret, (unsigned)p->round, (unsigned)p->k, x);
	crypto_core_ristretto255_scalar_invert(x, x);
	crypto_core_ristretto255_scalar_mul(s, lk, x);
	sodium_memzero(x, sizeof x);
}

/* The point step 1 of a reshuffle starts from for input i: the position's
 * lock, or the discard's card point. */
static const unsigned char *input_point(const struct deal *d, const struct deal_round *rd,
		int i)
{
	int p = rd->in[i];

	return p >= 0 ? d->pos[p].lock : d->cards[d->pos[-1 - p].card].point;
}

int deal_reshuffle_points(const struct deal *d, int round, int step,
		const unsigned char secret[32], unsigned char (*out)[32], struct err *e)
{
	const struct deal_round *rd;
	unsigned char lk[32], li[32], s[32];
	int *pi = NULL, n, bad = 0;

	if (round < 1 || round > d->nrounds || step < 1 || step > 4)
		return err_set(e, EXIT_DATA, "no reshuffle %d, step %d in the deal", round, step);
	rd = &d->round[round - 1];
	n = rd->n;
	if (step > 1 && rd->nstep[step - 2] != n)
		return err_set(e, EXIT_DATA, "reshuffle %d, step %d needs step %d whole", round,
				step, step - 1);
	if ((step == 2 || step == 3) && (pi = malloc((size_t)n * sizeof *pi)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (pi)
		deal_order(secret, (unsigned)round, (unsigned)step, n, pi);
	deal_lock_scalar(secret, (unsigned)round, lk);
	crypto_core_ristretto255_scalar_invert(li, lk);
	for (int k = 0; k < n && !bad; k++) {
		int j = pi ? pi[k] : k;
		const unsigned char *src;
		if (step <= 2) {
			swap_scalar(d, rd, j, secret, lk, s);
			src = step == 1 ? input_point(d, rd, j) : rd->step[0][j];
		} else {
			deal_position_scalar(secret, (unsigned)round, (unsigned)k, s);
			crypto_core_ristretto255_scalar_mul(s, s, li);
			src = rd->step[step - 2][j];
		}
		if ((bad = crypto_scalarmult_ristretto255(out[k], s, src)) != 0)
			err_set(e, EXIT_DATA, "reshuffle %d, step %d: position %d is not a point",
					round, step, k);
	}
	free(pi);
	sodium_memzero(lk, sizeof lk);
	sodium_memzero(li, sizeof li);
	sodium_memzero(s, sizeof s);
	return bad ? e->code : 0;
}

int deal_decode(const struct deal *d, int k, const unsigned char s1[32],
		const unsigned char s2[32])
{
	unsigned char m[32], mi[32], p[32];

	if (k < 0 || k >= d->npos)
		return -1;
	crypto_core_ristretto255_scalar_mul(m, s1, s2);
	if (sodium_is_zero(m, 32))
		return -1;
	crypto_core_ristretto255_scalar_invert(mi, m);
	if (crypto_scalarmult_ristretto255(p, mi, d->pos[k].lock))
		return -1;
	for (int c = 0; c < d->ncards; c++)
		if (!memcmp(p, d->cards[c].point, 32))
			return c;
	return -1;
}

/* ---- reading ---- */

int deal_side(const struct deal *d, const char *name)
{
	for (int s = 0; s < d->nsides; s++)
		if (!strcmp(d->side[s], name))
			return s;
	return -1;
}

int deal_next_step(const struct deal *d)
{
	if (!d->committed[0] || !d->committed[1])
		return -1;
	for (int s = 0; s < 3; s++)
		if (d->nstep[s] < d->ncards)
			return s + 1;
	return 0;
}

int deal_reshuffle_due(const struct deal *d, int *round)
{
	const struct deal_round *rd = d->nrounds ? &d->round[d->nrounds - 1] : NULL;

	*round = d->nrounds;
	for (int s = 0; rd && s < 4; s++)
		if (rd->nstep[s] < rd->n)
			return s + 1;
	return 0;
}

/* The cards whose play reshuffles the deck and the discards, by game (the
 * deal file knows its cards by name): Memoir '44's Their Finest Hour, B-5
 * ("reshuffle deck and discard pile"), in every deck that has it. */
static int orders_reshuffle(const struct deal *d, int c)
{
	static const struct {
		const char *game, *name;
	} cards[] = { { "memoir44", "Their Finest Hour" } };

	for (size_t i = 0; i < sizeof cards / sizeof *cards; i++)
		if (!strcmp(d->game, cards[i].game) && !strcmp(d->cards[c].name, cards[i].name))
			return 1;
	return 0;
}

/* The discards a reshuffle would take: positions opened that none took. */
static int discards(const struct deal *d)
{
	int n = 0;

	for (int p = 0; p < d->ndrawn; p++)
		n += d->pos[p].opened && !d->pos[p].taken;
	return n;
}

int deal_reshuffle_allowed(const struct deal *d, struct err *e)
{
	int round, left = d->npos - d->ndrawn;

	if (deal_next_step(d) != 0)
		return err_set(e, EXIT_REFUSED, "a reshuffle before the deck is shuffled");
	if (deal_reshuffle_due(d, &round))
		return err_set(e, EXIT_REFUSED, "reshuffle %d is under way", round);
	if (d->revealed[0] || d->revealed[1])
		return err_set(e, EXIT_REFUSED, "a secret is revealed: the deal is over");
	if (d->nrounds == DEAL_MAX_ROUNDS)
		return err_set(e, EXIT_REFUSED, "%d reshuffles already: make a new deal",
				DEAL_MAX_ROUNDS);
	if (left > 0 && !d->reshuffler)
		return err_set(e, EXIT_REFUSED, "the draw pile holds %d cards and no card that "
				"reshuffles it (Their Finest Hour) was shown since the last "
				"reshuffle (B-5)", left);
	if (left + discards(d) == 0)
		return err_set(e, EXIT_REFUSED, "nothing to reshuffle: the draw pile and the "
				"discards are empty (B-5)");
	return 0;
}

int deal_reshuffle_begin(struct deal *d, struct err *e)
{
	struct deal_round *rd, *v;
	int i = 0, round = d->nrounds + 1;

	if (deal_reshuffle_allowed(d, e))
		return e->code;
	if ((v = realloc(d->round, (size_t)round * sizeof *v)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	d->round = v;
	rd = memset(&d->round[d->nrounds], 0, sizeof *rd);
	rd->n = d->npos - d->ndrawn + discards(d);
	if (rd->n > d->ncards)   /* only a forged deal: a card shown twice */
		return err_set(e, EXIT_REFUSED, "%d cards to reshuffle in a deck of %d",
				rd->n, d->ncards);
	if ((rd->in = malloc((size_t)rd->n * sizeof *rd->in)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	d->nrounds = round;
	for (int p = d->ndrawn; p < d->npos; p++) {
		rd->in[i++] = p;
		d->pos[p].taken = round;
	}
	for (int p = 0; p < d->ndrawn; p++)
		if (d->pos[p].opened && !d->pos[p].taken) {
			rd->in[i++] = -1 - p;
			d->pos[p].taken = round;
			d->cards[d->pos[p].card].opened = 0;   /* back in the deck */
		}
	d->reshuffler = 0;
	return 0;
}

void deal_free(struct deal *d)
{
	free(d->cards);
	for (int s = 0; s < 3; s++)
		free(d->step[s]);
	for (int r = 0; r < d->nrounds; r++) {
		free(d->round[r].in);
		for (int s = 0; s < 4; s++)
			free(d->round[r].step[s]);
	}
	free(d->round);
	free(d->pos);
	sodium_memzero(d->secret, sizeof d->secret);
	memset(d, 0, sizeof *d);
}

#define MAXF 6   /* the most fields a row has (open) */

/* A row as libcsv split it (csvline.h): its fields and their columns. */
struct row {
	char *const *f;
	const int *col;
	int n;
	int line;
	const char *path;
};

static int bad(struct err *e, const struct row *r, int field, const char *what, const char *v)
{
	return err_set(e, EXIT_DATA, "%s:%d:%d: %s '%.80s'", r->path, r->line,
			r->col[field < r->n ? field : 0], what, v);
}

/* A word: 1 to max printable bytes, no comma, quote or blank at either end. */
static int word_ok(const char *v, size_t max, int spaces)
{
	size_t n = strlen(v);

	if (n == 0 || n > max || v[0] == ' ' || v[n - 1] == ' ')
		return 0;
	for (const unsigned char *p = (const unsigned char *)v; *p; p++)
		if (*p < 0x20 || *p == 0x7f || *p == ',' || *p == '"' || (*p == ' ' && !spaces))
			return 0;
	return 1;
}

static int number(const char *v, int max, int *out)
{
	long n = 0;

	if (*v == '\0' || strlen(v) > 9 || (v[0] == '0' && v[1]))
		return -1;
	for (const char *p = v; *p; p++) {
		if (*p < '0' || *p > '9')
			return -1;
		n = n * 10 + (*p - '0');
	}
	if (n >= max)
		return -1;
	*out = (int)n;
	return 0;
}

static int need_fields(struct err *e, const struct row *r, int n)
{
	if (r->n != n)
		return err_set(e, EXIT_DATA, "%s:%d:%d: a %s row has %d fields, not %d", r->path,
				r->line, 1, r->f[0], r->n, n);   /* as it is, as it should be */
	return 0;
}

/* The side named in field i, which must be `want` (or any side, want < 0). */
static int side_field(struct deal *d, const struct row *r, int i, int want, int *side,
		struct err *e)
{
	*side = deal_side(d, r->f[i]);
	if (*side < 0)
		return bad(e, r, i, _("not a side of the deal"), r->f[i]);
	if (want >= 0 && *side != want)
		return err_set(e, EXIT_DATA, "%s:%d:%d: this message is %s's to send, not %s's",
				r->path, r->line, r->col[i], d->side[want], d->side[*side]);
	return 0;
}

static int point_ok(const unsigned char p[32])
{
	return crypto_core_ristretto255_is_valid_point(p) && !sodium_is_zero(p, 32);
}

static int row_card(struct deal *d, const struct row *r, struct err *e)
{
	struct deal_card *c;

	if (need_fields(e, r, 3))
		return e->code;
	if (d->nstep[0] > 0 || d->committed[0] || d->committed[1])
		return bad(e, r, 0, _("a card after the deal began"), r->f[1]);
	if (d->ncards == DEAL_MAX_CARDS)
		return bad(e, r, 0, _("too many cards (256 at most)"), r->f[1]);
	if (!word_ok(r->f[1], DEAL_MAX_ID, 0))
		return bad(e, r, 1, _("card id (a word of at most 16 characters)"), r->f[1]);
	if (!word_ok(r->f[2], DEAL_MAX_NAME, 1))
		return bad(e, r, 2, _("card name (at most 47 characters, no comma or quote)"), r->f[2]);
	for (int i = 0; i < d->ncards; i++)
		if (!strcmp(d->cards[i].id, r->f[1]))
			return bad(e, r, 1, _("card id given twice"), r->f[1]);
	c = &d->cards[d->ncards++];
	snprintf(c->id, sizeof c->id, "%s", r->f[1]);
	snprintf(c->name, sizeof c->name, "%s", r->f[2]);
	deal_card_point(d->game, c->id, c->point);
	return 0;
}

static int row_commit(struct deal *d, const struct row *r, struct err *e)
{
	int s;

	if (need_fields(e, r, 3) || side_field(d, r, 1, -1, &s, e))
		return e->code;
	if (d->ncards < 2)
		return bad(e, r, 0, _("a commitment before the cards (two at least)"), r->f[1]);
	if (d->committed[s])
		return bad(e, r, 1, _("a second commitment of"), r->f[1]);
	if (deal_unhex(r->f[2], d->commit[s]))
		return bad(e, r, 2, _("not a commitment (64 lower-case hexadecimal digits)"), r->f[2]);
	d->committed[s] = 1;
	return 0;
}

static int lock_whole(struct deal *d, int st, const struct row *r, struct err *e)
{
	int n = d->ncards;

	for (int k = 0; k < n; k++)
		for (int j = 0; j < (st == 0 ? n : 0); j++)
			if (!memcmp(d->step[st][k], d->cards[j].point, 32))
				return err_set(e, EXIT_DATA, "%s:%d:1: shuffle step 1 shows card %s "
						"unlocked", r->path, r->line, d->cards[j].id);
	if (st < 2)
		return 0;
	if ((d->pos = calloc((size_t)n, sizeof *d->pos)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int k = 0; k < n; k++) {
		memcpy(d->pos[k].lock, d->step[2][k], 32);
		d->pos[k].k = k;
		d->pos[k].owner = -1;
		d->pos[k].card = -1;
	}
	d->npos = n;
	return 0;
}

/* Point K of a shuffle or reshuffle step being read, into *arr (n points):
 * a valid point, not the identity. The index of an earlier point of the step
 * it repeats (a card would be duplicated), -1 when new, -2 on an error. */
static int step_point(const struct row *r, int field, unsigned char (**arr)[32], int k,
		int n, struct err *e)
{
	unsigned char p[32];

	if (deal_unhex(r->f[field], p) || !point_ok(p)) {
		bad(e, r, field, _("not a point (64 hexadecimal digits, a valid ristretto255 "
				"encoding, not the identity)"), r->f[field]);
		return -2;
	}
	if (*arr == NULL && (*arr = calloc((size_t)n, 32)) == NULL) {
		err_set(e, EXIT_IO, "out of memory");
		return -2;
	}
	for (int j = 0; j < k; j++)
		if (!memcmp((*arr)[j], p, 32))
			return j;
	memcpy((*arr)[k], p, 32);
	return -1;
}

static int row_lock(struct deal *d, const struct row *r, struct err *e)
{
	int step, k, st, j, next = deal_next_step(d);

	if (need_fields(e, r, 4))
		return e->code;
	if (next < 0)
		return bad(e, r, 0, _("a shuffle before both commitments"), r->f[1]);
	if (number(r->f[1], 4, &step) || step != next)
		return err_set(e, EXIT_DATA, "%s:%d:%d: shuffle step '%.9s' where step %d is due",
				r->path, r->line, r->col[1], r->f[1], next);
	st = step - 1;
	if (number(r->f[2], d->ncards, &k) || k != d->nstep[st])
		return err_set(e, EXIT_DATA, "%s:%d:%d: position '%.9s' where %d is due",
				r->path, r->line, r->col[2], r->f[2], d->nstep[st]);
	if ((j = step_point(r, 3, &d->step[st], k, d->ncards, e)) == -2)
		return e->code;
	if (j >= 0)
		return err_set(e, EXIT_DATA, "%s:%d:%d: step %d gives position %d the point "
				"of position %d: a card would be duplicated", r->path, r->line,
				r->col[3], step, k, j);
	d->nstep[st]++;
	return d->nstep[st] == d->ncards ? lock_whole(d, st, r, e) : 0;
}

/* Reshuffle r is whole: its positions follow the last ones, drawn next. */
static int round_whole(struct deal *d, struct deal_round *rd, int round)
{
	struct deal_pos *v = realloc(d->pos, (size_t)(d->npos + rd->n) * sizeof *v);

	if (v == NULL)
		return -1;
	d->pos = v;
	rd->base = d->npos;
	for (int k = 0; k < rd->n; k++) {
		struct deal_pos *p = memset(&d->pos[d->npos + k], 0, sizeof *p);
		memcpy(p->lock, rd->step[3][k], 32);
		p->round = round;
		p->k = k;
		p->owner = -1;
		p->card = -1;
	}
	d->npos += rd->n;
	d->ndrawn = rd->base;
	return 0;
}

/* The round and step a reshuffle row names, checked against those due; the
 * first row of a new round begins it (deal_reshuffle_begin). */
static int reshuffle_due(struct deal *d, const struct row *r, int *round, int *step,
		struct err *e)
{
	struct err why = { 0 };
	int at, due = deal_reshuffle_due(d, &at);

	if (due == 0)
		at++, due = 1;
	if (number(r->f[1], DEAL_MAX_ROUNDS + 1, round) || *round != at)
		return err_set(e, EXIT_DATA, "%s:%d:%d: reshuffle '%.9s' where reshuffle %d is due",
				r->path, r->line, r->col[1], r->f[1], at);
	if (number(r->f[2], 5, step) || *step != due)
		return err_set(e, EXIT_DATA, "%s:%d:%d: reshuffle step '%.9s' where step %d is due",
				r->path, r->line, r->col[2], r->f[2], due);
	if (*round > d->nrounds && deal_reshuffle_begin(d, &why))
		return why.code == EXIT_IO ? err_set(e, EXIT_IO, "out of memory") :
			err_set(e, EXIT_DATA, "%s:%d:%d: %s", r->path, r->line, r->col[1], why.msg);
	return 0;
}

static int row_reshuffle(struct deal *d, const struct row *r, struct err *e)
{
	struct deal_round *rd;
	int round, step, k, j;

	if (need_fields(e, r, 5) || reshuffle_due(d, r, &round, &step, e))
		return e->code;
	rd = &d->round[round - 1];
	if (number(r->f[3], rd->n, &k) || k != rd->nstep[step - 1])
		return err_set(e, EXIT_DATA, "%s:%d:%d: position '%.9s' where %d is due",
				r->path, r->line, r->col[3], r->f[3], rd->nstep[step - 1]);
	if ((j = step_point(r, 4, &rd->step[step - 1], k, rd->n, e)) == -2)
		return e->code;
	if (j >= 0)
		return err_set(e, EXIT_DATA, "%s:%d:%d: reshuffle %d, step %d gives position %d "
				"the point of position %d: a card would be duplicated", r->path,
				r->line, r->col[4], round, step, k, j);
	for (int c = 0; c < d->ncards; c++)
		if (!memcmp(rd->step[step - 1][k], d->cards[c].point, 32))
			return err_set(e, EXIT_DATA, "%s:%d:%d: reshuffle %d, step %d shows card %s "
					"unlocked", r->path, r->line, r->col[4], round, step,
					d->cards[c].id);
	if (++rd->nstep[step - 1] == rd->n && step == 4 && round_whole(d, rd, round))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

static int position(struct deal *d, const struct row *r, int i, int *k, struct err *e)
{
	if (deal_next_step(d) != 0)
		return bad(e, r, 0, _("a draw before the deck is shuffled"), r->f[0]);
	if (number(r->f[i], d->npos, k))
		return bad(e, r, i, _("not a position of the deck"), r->f[i]);
	if (d->pos[*k].owner < 0)
		return err_set(e, EXIT_DATA, "%s:%d:%d: position %d is not drawn: a scalar for it "
				"would show it before its owner is known", r->path, r->line, r->col[i], *k);
	return 0;
}

static int row_draw(struct deal *d, const struct row *r, struct err *e)
{
	int s, k;

	if (need_fields(e, r, 3) || side_field(d, r, 1, -1, &s, e))
		return e->code;
	if (deal_next_step(d) != 0)
		return bad(e, r, 0, _("a draw before the deck is shuffled"), r->f[1]);
	if (deal_reshuffle_due(d, &k))
		return err_set(e, EXIT_DATA, "%s:%d:1: a draw while reshuffle %d is under way",
				r->path, r->line, k);
	if (number(r->f[2], d->npos, &k) || k != d->ndrawn)
		return err_set(e, EXIT_DATA, "%s:%d:%d: draw of position '%.9s' where the next is %d",
				r->path, r->line, r->col[2], r->f[2], d->ndrawn);
	d->pos[k].owner = s;
	d->ndrawn++;
	return 0;
}

static int scalar_field(const struct row *r, int i, unsigned char s[32], struct err *e)
{
	if (deal_unhex(r->f[i], s) || !scalar_ok(s))
		return bad(e, r, i, _("not a scalar (64 hexadecimal digits, below the group "
				"order, not zero)"), r->f[i]);
	return 0;
}

static int row_unlock(struct deal *d, const struct row *r, struct err *e)
{
	int s, k;

	if (need_fields(e, r, 4) || position(d, r, 1, &k, e))
		return e->code;
	if (side_field(d, r, 2, 1 - d->pos[k].owner, &s, e) || scalar_field(r, 3,
				d->pos[k].unlock, e))
		return e->code;
	if (d->pos[k].unlocked)
		return bad(e, r, 1, _("position unlocked twice"), r->f[1]);
	d->pos[k].unlocked = 1;
	return 0;
}

static int row_open(struct deal *d, const struct row *r, struct err *e)
{
	struct deal_pos *p;
	int s, k, c;

	if (need_fields(e, r, 5) || position(d, r, 1, &k, e))
		return e->code;
	p = &d->pos[k];
	if (side_field(d, r, 2, p->owner, &s, e) || scalar_field(r, 3, p->own, e))
		return e->code;
	if (!p->unlocked)
		return bad(e, r, 1, _("an open before the opponent's unlock of position"), r->f[1]);
	if (p->opened)
		return bad(e, r, 1, _("position opened twice"), r->f[1]);
	c = deal_decode(d, k, p->own, p->unlock);
	if (c < 0 || strcmp(d->cards[c].id, r->f[4]))
		return err_set(e, EXIT_DATA, "%s:%d:%d: position %d with these scalars is not card "
				"'%.16s': %s does not hold it there", r->path, r->line, r->col[3], k,
				r->f[4], d->side[s]);
	if (d->cards[c].opened)
		return bad(e, r, 4, _("card opened twice"), r->f[4]);
	p->opened = 1;
	p->card = c;
	d->cards[c].opened = 1;
	d->reshuffler |= orders_reshuffle(d, c);
	return 0;
}

static int row_reveal(struct deal *d, const struct row *r, struct err *e)
{
	unsigned char h[32];
	int s;

	if (need_fields(e, r, 3) || side_field(d, r, 1, -1, &s, e))
		return e->code;
	if (d->revealed[s])
		return bad(e, r, 1, _("a second reveal of"), r->f[1]);
	if (!d->committed[s] || deal_unhex(r->f[2], d->secret[s]))
		return bad(e, r, 2, _("not a committed secret (64 hexadecimal digits)"), r->f[2]);
	deal_commitment(d->secret[s], h);
	if (memcmp(h, d->commit[s], 32))
		return bad(e, r, 2, _("a secret that is not the committed one"), r->f[2]);
	d->revealed[s] = 1;
	return 0;
}

static int row_head(struct deal *d, const struct row *r, struct err *e)
{
	int v;

	if (r->line == 1) {
		if (strcmp(r->f[0], "umpire-deal") || r->n != 3)
			return err_set(e, EXIT_DATA, "%s:1:1: not a deal file (umpire-deal,1,GAME)",
					r->path);
		if (number(r->f[1], 1000, &v) || v != DEAL_VERSION)
			return bad(e, r, 1, _("deal file version (1)"), r->f[1]);
		if (!word_ok(r->f[2], DEAL_MAX_GAME, 0))
			return bad(e, r, 2, _("game id"), r->f[2]);
		snprintf(d->game, sizeof d->game, "%s", r->f[2]);
		return 0;
	}
	if (need_fields(e, r, 3))
		return e->code;
	if (d->nsides)
		return bad(e, r, 0, _("a second sides row"), r->f[1]);
	for (int s = 0; s < 2; s++) {
		if (!word_ok(r->f[1 + s], DEAL_MAX_SIDE, 0))
			return bad(e, r, 1 + s, _("side (a word of at most 23 characters)"), r->f[1 + s]);
		snprintf(d->side[s], sizeof d->side[s], "%s", r->f[1 + s]);
	}
	if (!strcmp(d->side[0], d->side[1]))
		return bad(e, r, 2, _("the same side twice"), r->f[2]);
	d->nsides = 2;
	return 0;
}

/* `board,B` (B 2 to DEAL_MAX_BOARD; 1 is the default, and may be written):
 * the deal is the deck of board B, one per board in multi-board play (seed
 * L482, "a raison d'un paquet par plateau"). Right after the sides row, once. */
static int row_board(struct deal *d, const struct row *r, struct err *e)
{
	int b;

	if (need_fields(e, r, 2))
		return e->code;
	if (r->line != 3)
		return err_set(e, EXIT_DATA, "%s:%d:1: the board row comes right after the sides "
				"row, once", r->path, r->line);
	if (number(r->f[1], DEAL_MAX_BOARD + 1, &b) || b < 1)
		return bad(e, r, 1, _("board (1 to 6)"), r->f[1]);
	d->board = b;
	return 0;
}

static int row(struct deal *d, const struct row *r, struct err *e)
{
	static const struct {
		const char *name;
		int (*fn)(struct deal *, const struct row *, struct err *);
	} kinds[] = { { "card", row_card }, { "commit", row_commit }, { "lock", row_lock },
		{ "draw", row_draw }, { "unlock", row_unlock }, { "open", row_open },
		{ "reveal", row_reveal }, { "reshuffle", row_reshuffle }, { "board", row_board } };

	if (r->line == 1 || !strcmp(r->f[0], "sides"))
		return row_head(d, r, e);
	if (d->nsides == 0)
		return err_set(e, EXIT_DATA, "%s:%d:1: the sides row must come second", r->path,
				r->line);
	for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
		if (!strcmp(r->f[0], kinds[i].name))
			return kinds[i].fn(d, r, e);
	return bad(e, r, 0, _("row kind (board, card, commit, lock, draw, unlock, open, "
			"reshuffle or reveal)"), r->f[0]);
}

/* Split one line (no line end) through libcsv: fields kept as written
 * (spaces are no part of any field of a deal, so a field with some is refused
 * by its check, not trimmed); a line of more than MAXF fields is refused at
 * the column of the first too many. */
static int split(struct csvline *cl, const char *line, size_t len, struct row *r,
		struct err *e)
{
	int col, rc = csvline_split(cl, line, len, CSVLINE_SPACES, &col);

	if (rc == -2)
		return err_set(e, EXIT_IO, "out of memory");
	if (rc)
		return err_set(e, EXIT_DATA, "%s:%d:%d: malformed CSV", r->path, r->line, col);
	if (cl->n == 0)   /* nothing but carriage returns */
		return err_set(e, EXIT_DATA, "%s:%d:1: malformed CSV", r->path, r->line);
	if (cl->n > MAXF)
		return err_set(e, EXIT_DATA, "%s:%d:%d: too many fields", r->path, r->line,
				cl->col[MAXF]);
	r->f = cl->f;
	r->col = cl->col;
	r->n = cl->n;
	return 0;
}

int deal_parse(const char *buf, size_t len, const char *path, struct deal *d,
		struct err *e)
{
	struct csvline cl = { 0 };
	int n = 0, blank = 0;

	memset(d, 0, sizeof *d);
	if (memchr(buf, '\0', len))
		return err_set(e, EXIT_DATA, "%s: a NUL byte", path);
	if ((d->cards = calloc(DEAL_MAX_CARDS, sizeof *d->cards)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (size_t at = 0; at < len || n == 0;) {
		struct row r = { .path = path, .line = ++n };
		const char *s = buf + at, *nl = at < len ? memchr(s, '\n', len - at) : NULL;
		size_t l = nl ? (size_t)(nl - s) : len - at;
		size_t m = l && s[l - 1] == '\r' ? l - 1 : l;

		at += l + (nl != NULL);
		if (m == 0) {
			blank = n;
			if (at >= len && n > 1)
				break;
			continue;
		}
		if (blank || split(&cl, s, m, &r, e) || row(d, &r, e)) {
			if (blank && !e->code)
				err_set(e, EXIT_DATA, "%s:%d:1: a blank line inside the deal", path, blank);
			break;
		}
	}
	csvline_free(&cl);
	if (d->board == 0)
		d->board = 1;
	if (!e->code && d->nsides == 0)
		err_set(e, EXIT_DATA, "%s:%d:1: a deal file needs its sides row", path, n);
	if (e->code)
		deal_free(d);
	return e->code;
}

int deal_read(const char *path, struct deal *d, struct err *e)
{
	char *buf;
	size_t len;

	memset(d, 0, sizeof *d);
	if (file_load(path, &buf, &len, e))
		return e->code;
	deal_parse(buf, len, path, d, e);
	free(buf);
	return e->code;
}

/* ---- checking a side against its secret ---- */

/* A side's reshuffle steps (A: 1 and 3, B: 2 and 4), each whole one made
 * again from its secret and compared. */
static int verify_rounds(const struct deal *d, int side, const unsigned char secret[32],
		unsigned char (*pts)[32], struct err *e)
{
	for (int r = 1; r <= d->nrounds; r++) {
		const struct deal_round *rd = &d->round[r - 1];
		for (int step = side == 0 ? 1 : 2; step <= 4; step += 2) {
			if (rd->nstep[step - 1] < rd->n)
				break;
			if (deal_reshuffle_points(d, r, step, secret, pts, e))
				return e->code;
			for (int k = 0; k < rd->n; k++)
				if (memcmp(pts[k], rd->step[step - 1][k], 32))
					return err_set(e, EXIT_DATA, "%s's reshuffle %d, step %d, position "
							"%d, is not the one its secret makes: a card was "
							"replaced or duplicated", d->side[side], r, step, k);
		}
	}
	return 0;
}

int deal_verify(const struct deal *d, int side, const unsigned char secret[32],
		struct err *e)
{
	unsigned char h[32], s[32], (*pts)[32];
	int n = d->ncards;

	deal_commitment(secret, h);
	if (!d->committed[side] || memcmp(h, d->commit[side], 32))
		return err_set(e, EXIT_DATA, "%s's secret is not the one committed", d->side[side]);
	if ((pts = calloc((size_t)n ? (size_t)n : 1, 32)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int step = side == 0 ? 1 : 2; step <= 3 && !e->code; step += 2) {
		if (d->nstep[step - 1] < n)
			break;
		if (deal_step_points(d, step, secret, pts, e))
			break;
		for (int k = 0; k < n; k++)
			if (memcmp(pts[k], d->step[step - 1][k], 32)) {
				err_set(e, EXIT_DATA, "%s's shuffle step %d, position %d, is not the one "
						"its secret makes: a card was replaced or duplicated", d->side[side],
						step, k);
				break;
			}
	}
	if (!e->code)
		verify_rounds(d, side, secret, pts, e);
	free(pts);
	for (int k = 0; k < d->ndrawn && !e->code; k++) {
		const struct deal_pos *p = &d->pos[k];
		deal_position_scalar(secret, (unsigned)p->round, (unsigned)p->k, s);
		if ((p->owner != side && p->unlocked && memcmp(s, p->unlock, 32)) ||
				(p->owner == side && p->opened && memcmp(s, p->own, 32)))
			err_set(e, EXIT_DATA, "%s's scalar for position %d is not the one its secret "
					"makes", d->side[side], k);
	}
	sodium_memzero(s, sizeof s);
	return e->code;
}

/* ---- secret files ---- */

char *deal_secret_text(const char *side, const unsigned char secret[32], size_t *len)
{
	char hex[65], *t;
	size_t n = strlen(side) + 128;

	if ((t = malloc(n)) == NULL)
		return NULL;
	deal_hex(secret, hex);
	*len = (size_t)snprintf(t, n, "umpire-deal-secret,1\nside,%s\nsecret,%s\n", side, hex);
	sodium_memzero(hex, sizeof hex);
	return t;
}

int deal_secret_parse(const char *buf, size_t len, const char *path,
		char side[DEAL_MAX_SIDE + 1], unsigned char secret[32], struct err *e)
{
	char s[DEAL_MAX_SIDE + 2] = "", hex[66] = "", *t;
	int ok;

	if (len >= 256 || memchr(buf, '\0', len) || (t = malloc(len + 1)) == NULL)
		return err_set(e, EXIT_DATA, "%s:1:1: not a deal secret file "
				"(umpire-deal-secret,1 / side,SIDE / secret,HEX)", path);
	memcpy(t, buf, len);
	t[len] = '\0';
	ok = sscanf(t, "umpire-deal-secret,1\nside,%24[^,\r\n]\nsecret,%65[0-9a-f]", s,
			hex) == 2 && strlen(s) <= DEAL_MAX_SIDE && deal_unhex(hex, secret) == 0;
	sodium_memzero(t, len);
	free(t);
	sodium_memzero(hex, sizeof hex);
	if (!ok)
		return err_set(e, EXIT_DATA, "%s:1:1: not a deal secret file "
				"(umpire-deal-secret,1 / side,SIDE / secret,HEX)", path);
	snprintf(side, DEAL_MAX_SIDE + 1, "%s", s);
	return 0;
}

int deal_secret_read(const char *path, char side[DEAL_MAX_SIDE + 1],
		unsigned char secret[32], struct err *e)
{
	char *buf;
	size_t len;

	if (file_load(path, &buf, &len, e))
		return e->code;
	deal_secret_parse(buf, len, path, side, secret, e);
	sodium_memzero(buf, len);
	free(buf);
	return e->code;
}

/* The card played is the card shown (umpire(1), "Secret hands", step 4): the
 * order's --card must be a card its mover's side showed with an `open` row
 * that no order has played yet. `at` >= 0 names the position a journal row
 * recorded; -1 takes the first that fits, so resolve and verify agree. */
int deal_played(const struct deal *d, int side, const char *card, const char *used, int at,
		struct err *e)
{
	for (int k = 0; k < d->ndrawn; k++) {
		const struct deal_pos *p = &d->pos[k];
		if ((at >= 0 && k != at) || p->owner != side || !p->opened || p->card < 0 ||
				(strcmp(d->cards[p->card].name, card) && strcmp(d->cards[p->card].id, card)))
			continue;
		if (!used[k])
			return k;
		if (at >= 0) {
			err_set(e, EXIT_REFUSED, "--card %s: the card %s showed at position %d was "
					"played already (B-7; umpire(1), Secret hands)", card,
					d->side[side], k);
			return -1;
		}
	}
	if (at >= 0)
		err_set(e, EXIT_REFUSED, "--card %s: position %d of the deal file is no %s "
				"shown by %s (B-7; umpire(1), Secret hands)", card, at, card,
				d->side[side]);
	else
		err_set(e, EXIT_REFUSED, "--card %s: the deal file shows no %s opened by %s and "
			"not played yet: show it first with umpire deal open (B-7; umpire(1), "
			"Secret hands)", card, card, d->side[side]);
	return -1;
}

/* ---- what a side drew, against what the states owed (umpire(1), "Secret
 * hands": `deal draw --state`, `verify --deal`). A draw row gives the next
 * position to a side; a side's n-th draw is its rank, so a state's
 * set,deal.due.SIDE (the draws owed since the deal began) says which of a
 * side's positions it may hold: those of rank below it. ---- */

int deal_drawn(const struct deal *d, int side)
{
	int n = 0;

	for (int k = 0; k < d->ndrawn; k++)
		n += d->pos[k].owner == side;
	return n;
}

int deal_rank(const struct deal *d, int k)
{
	int n = 0;

	if (k < 0 || k >= d->ndrawn)
		return -1;
	for (int j = 0; j < k; j++)
		n += d->pos[j].owner == d->pos[k].owner;
	return n;
}

int deal_nth(const struct deal *d, int side, int n)
{
	for (int k = 0; k < d->ndrawn; k++)
		if (d->pos[k].owner == side && n-- == 0)
			return k;
	return -1;
}

int deal_shown(const struct deal *d, int side, int first, int n, const char *used)
{
	int shown = 0;

	for (int i = first; i < first + n; i++) {
		int k = deal_nth(d, side, i);
		shown += k >= 0 && d->pos[k].opened && !used[k];
	}
	return shown;
}
