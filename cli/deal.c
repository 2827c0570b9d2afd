/*
 * deal.c: `umpire deal`, the sealed deck of play by e-mail (core/deal.h;
 * umpire(1) "Secret hands"). Each subcommand but hand and check adds the
 * rows of one message to the deal file, under a lock, and checks the whole
 * file again before writing it, so a file that does not read is never written:
 *   deal new DEAL STATE SIDE-A SIDE-B   the deck of STATE's card rows
 *   deal join DEAL SIDE SECRET          a new secret for SIDE, its commitment
 *   deal shuffle DEAL SECRET            the shuffle step due, if it is SECRET's
 *   deal reshuffle DEAL SECRET          the reshuffle step due (the first
 *                                       begins one), if it is SECRET's
 *   deal draw DEAL SIDE [N]             the next N positions to SIDE (with
 *             [--state STATE]           --state, what STATE owes SIDE)
 *   deal unlock DEAL SECRET             the scalars of the opponent's draws
 *   deal hand DEAL SECRET               SECRET's side's hand (POSITION,ID,NAME)
 *   deal open DEAL SECRET CARD          play (or discard) a card of the hand
 *   deal reveal DEAL SECRET             the secret, at the end of the game
 *   deal check DEAL [SECRET]            every check the secrets given allow
 */
#include <sodium.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "deal.h"
#include "file.h"
#include "i18n.h"
#include "kit.h"

struct io {
	const char *path;
	char *text;
	size_t len;
	struct deal d;
	int fd;
	char side[DEAL_MAX_SIDE + 1];   /* the secret's side */
	int s;                          /* its index */
	unsigned char secret[32];
};

static void io_close(struct io *io)
{
	deal_free(&io->d);
	free(io->text);
	file_unlock(io->fd);
	sodium_memzero(io->secret, sizeof io->secret);
}

/* Lock, read and check the deal file; with `secret`, read it and find its side. */
static int io_open(struct io *io, const char *path, const char *secret, struct err *e)
{
	int err;

	memset(io, 0, sizeof *io);
	io->path = path;
	io->fd = -1;
	if ((err = file_lock(path, &io->fd)) != 0)
		return err_set(e, EXIT_IO, "%s: cannot lock: %s", path, strerror(err));
	if (file_load(path, &io->text, &io->len, e) || deal_parse(io->text, io->len, path,
				&io->d, e))
		return e->code;
	if (secret == NULL)
		return 0;
	if (deal_secret_read(secret, io->side, io->secret, e))
		return e->code;
	if ((io->s = deal_side(&io->d, io->side)) < 0)
		return err_set(e, EXIT_USAGE, "%s: side %s is not a side of %s", secret, io->side,
				path);
	return 0;
}

/* Append rows, check the whole file again, write it. */
static int io_append(struct io *io, const char *rows, struct err *e)
{
	size_t n = strlen(rows), nl = io->len > 0 && io->text[io->len - 1] != '\n';
	char *t = malloc(io->len + nl + n + 1);
	struct deal check;
	const char *stage;
	int err;

	if (t == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	memcpy(t, io->text, io->len);
	if (nl)
		t[io->len] = '\n';
	memcpy(t + io->len + nl, rows, n + 1);
	if (deal_parse(t, io->len + nl + n, io->path, &check, e) == 0) {
		deal_free(&check);
		if ((err = file_replace(io->path, t, io->len + nl + n, 0644, &stage)) != 0)
			file_err(e, io->path, stage, err);
	}
	free(t);
	return e->code;
}

/* A growing text of rows. */
struct rows {
	char *t;
	size_t n, cap;
};

static int rows_add(struct rows *r, struct err *e, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static int rows_add(struct rows *r, struct err *e, const char *fmt, ...)
{
	va_list ap;
	char line[512];
	int n;

	va_start(ap, fmt);
	n = vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	if (r->n + (size_t)n + 1 > r->cap) {
		size_t cap = r->cap ? 2 * r->cap + (size_t)n : 4096;
		char *t = realloc(r->t, cap);
		if (t == NULL)
			return err_set(e, EXIT_IO, "out of memory");
		r->t = t;
		r->cap = cap;
	}
	memcpy(r->t + r->n, line, (size_t)n + 1);
	r->n += (size_t)n;
	return 0;
}

/* Write a file that must not exist yet (FILE_NEW): a deal, a secret. */
static int write_new(const char *path, const char *data, size_t len, mode_t mode,
		struct err *e)
{
	struct file_out f;
	const char *stage;
	int err = file_stage(&f, path, data, len, mode, FILE_NEW, &stage);

	if (err == 0)
		err = file_commit(&f, &stage);
	file_discard(&f);
	return err ? file_err(e, path, stage, err) : 0;
}

/* ---- new: the deck of a state's card rows ---- */

static int deal_new(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	const struct state_kind *kd;
	struct rows r = { 0 };
	int ci, cn, cb, n = 0;

	if (c->narg != 5)
		return cli_usage("deal", e);
	if (cli_load(c->arg[2], &st, &gm, e))
		goto done;
	kd = state_kind(&st, "card");
	ci = kd ? state_col(kd, "id") : -1;
	cn = kd ? state_col(kd, "name") : -1;
	cb = kd ? state_col(kd, "board") : -1;
	if (ci < 0 || cn < 0) {
		err_set(e, EXIT_DATA, "%s: no card rows (id, name) to make the deck of: make "
				"them on a copy with the game's deal order", c->arg[2]);
		goto done;
	}
	if (rows_add(&r, e, "umpire-deal,%d,%s\nsides,%s,%s\n", DEAL_VERSION, gm->id,
				c->arg[3], c->arg[4]))
		goto done;
	for (int i = 0; i < kd->nrows; i++) {
		const char *b = cb >= 0 ? state_field(&kd->rows[i], cb) : "";
		if ((*b == '\0' || !strcmp(b, "1")) && ++n && rows_add(&r, e, "card,%s,%s\n",
					state_field(&kd->rows[i], ci), state_field(&kd->rows[i], cn)))
			goto done;
	}
	struct deal d;
	if (deal_parse(r.t, r.n, c->arg[1], &d, e))
		goto done;
	deal_free(&d);
	if (write_new(c->arg[1], r.t, r.n, 0644, e) == 0)
		printf(_("%s: a deal of %d cards between %s and %s; each joins it next\n"),
				c->arg[1], n, c->arg[3], c->arg[4]);
done:
	free(r.t);
	state_free(&st);
	return e->code;
}

/* ---- join: a secret and its commitment ---- */

static int deal_join(struct cli *c, struct err *e)
{
	struct io io;
	struct rows r = { 0 };
	unsigned char h[32];
	char hex[65], *text = NULL;
	size_t len;
	int s;

	if (c->narg != 4)
		return cli_usage("deal", e);
	if (io_open(&io, c->arg[1], NULL, e))
		goto done;
	if ((s = deal_side(&io.d, c->arg[2])) < 0) {
		err_set(e, EXIT_USAGE, "%s: no side %s (%s or %s)", c->arg[1], c->arg[2],
				io.d.side[0], io.d.side[1]);
		goto done;
	}
	if (io.d.committed[s]) {
		err_set(e, EXIT_USAGE, "%s: %s has joined already", c->arg[1], c->arg[2]);
		goto done;
	}
	deal_new_secret(io.secret);
	deal_commitment(io.secret, h);
	deal_hex(h, hex);
	if ((text = deal_secret_text(c->arg[2], io.secret, &len)) == NULL) {
		err_set(e, EXIT_IO, "out of memory");
		goto done;
	}
	/* the secret first, and only if new: a lost secret is a deal lost */
	if (write_new(c->arg[3], text, len, 0600, e))
		goto done;
	if (rows_add(&r, e, "commit,%s,%s\n", c->arg[2], hex) || io_append(&io, r.t, e))
		goto done;
	printf(_("%s joins %s; keep %s to the end of the game\n"), c->arg[2], c->arg[1],
			c->arg[3]);
done:
	if (text)
		sodium_memzero(text, len);
	free(text);
	free(r.t);
	io_close(&io);
	return e->code;
}

/* ---- shuffle: the step due ---- */

static int deal_shuffle(struct cli *c, struct err *e)
{
	struct io io;
	struct rows r = { 0 };
	unsigned char (*pts)[32] = NULL;
	char hex[65];
	int step;

	if (c->narg != 3)
		return cli_usage("deal", e);
	if (io_open(&io, c->arg[1], c->arg[2], e))
		goto done;
	step = deal_next_step(&io.d);
	if (step < 0)
		err_set(e, EXIT_USAGE, "%s: both sides join before the shuffle", c->arg[1]);
	else if (step == 0)
		err_set(e, EXIT_USAGE, "%s: the deck is shuffled", c->arg[1]);
	else if ((step == 2) != (io.s == 1))
		err_set(e, EXIT_USAGE, "%s: shuffle step %d is %s's", c->arg[1], step,
				io.d.side[step == 2]);
	else if ((pts = calloc((size_t)io.d.ncards, 32)) == NULL)
		err_set(e, EXIT_IO, "out of memory");
	if (e->code || deal_step_points(&io.d, step, io.secret, pts, e))
		goto done;
	for (int k = 0; k < io.d.ncards; k++) {
		deal_hex(pts[k], hex);
		if (rows_add(&r, e, "lock,%d,%d,%s\n", step, k, hex))
			goto done;
	}
	if (io_append(&io, r.t, e) == 0)
		printf(_("%s: shuffle step %d of 3 by %s\n"), c->arg[1], step, io.side);
done:
	free(pts);
	free(r.t);
	io_close(&io);
	return e->code;
}

/* ---- reshuffle: the step due, or a new reshuffle's first ---- */

static int deal_reshuffle(struct cli *c, struct err *e)
{
	struct io io;
	struct rows r = { 0 };
	unsigned char (*pts)[32] = NULL;
	char hex[65];
	int round, step;

	if (c->narg != 3)
		return cli_usage("deal", e);
	if (io_open(&io, c->arg[1], c->arg[2], e))
		goto done;
	if ((step = deal_reshuffle_due(&io.d, &round)) == 0) {
		/* a new one: the rules first, then the side (step 1 is A's) */
		struct err why = { 0 };
		if (deal_reshuffle_allowed(&io.d, &why)) {
			err_set(e, why.code, "%s: %s", c->arg[1], why.msg);
			goto done;
		}
		round++;
		step = 1;
	}
	if ((step % 2 == 0) != (io.s == 1))
		err_set(e, EXIT_USAGE, "%s: reshuffle %d, step %d is %s's", c->arg[1], round, step,
				io.d.side[step % 2 == 0]);
	else if (round > io.d.nrounds)
		deal_reshuffle_begin(&io.d, e);
	if (e->code)
		goto done;
	if ((pts = calloc((size_t)io.d.round[round - 1].n, 32)) == NULL)
		err_set(e, EXIT_IO, "out of memory");
	if (e->code || deal_reshuffle_points(&io.d, round, step, io.secret, pts, e))
		goto done;
	for (int k = 0; k < io.d.round[round - 1].n; k++) {
		deal_hex(pts[k], hex);
		if (rows_add(&r, e, "reshuffle,%d,%d,%d,%s\n", round, step, k, hex))
			goto done;
	}
	if (io_append(&io, r.t, e) == 0)
		printf(_("%s: reshuffle %d of %d cards, step %d of 4 by %s\n"), c->arg[1], round,
				io.d.round[round - 1].n, step, io.side);
done:
	free(pts);
	free(r.t);
	io_close(&io);
	return e->code;
}

/* ---- draw: the next positions ---- */

static int owed_draws(const struct cli *c, const struct deal *d, int side, int *n,
		struct err *e);

static int deal_draw(struct cli *c, struct err *e)
{
	struct io io;
	struct rows r = { 0 };
	int s, round, n = 1;

	if (c->narg != 3 && c->narg != 4)
		return cli_usage("deal", e);
	if (io_open(&io, c->arg[1], NULL, e))
		goto done;
	if ((s = deal_side(&io.d, c->arg[2])) < 0)
		err_set(e, EXIT_USAGE, "%s: no side %s (%s or %s)", c->arg[1], c->arg[2],
				io.d.side[0], io.d.side[1]);
	else if (c->narg == 4 && (sscanf(c->arg[3], "%d", &n) != 1 || n < 1 || n > 99))
		err_set(e, EXIT_USAGE, "%s: not a number of cards (1 to 99)", c->arg[3]);
	else if (c->state && owed_draws(c, &io.d, s, &n, e))
		;   /* --state: what it owes the side (B-5), refused beyond */
	else if (deal_next_step(&io.d) != 0)
		err_set(e, EXIT_USAGE, "%s: the deck is not shuffled yet", c->arg[1]);
	else if (deal_reshuffle_due(&io.d, &round))
		err_set(e, EXIT_USAGE, "%s: reshuffle %d is under way: finish it first (umpire "
				"deal reshuffle)", c->arg[1], round);
	else if (io.d.ndrawn + n > io.d.npos)
		err_set(e, EXIT_REFUSED, "%s: %d cards left in the draw pile, not %d: draw them, "
				"then reshuffle the discards (umpire deal reshuffle) (B-5)", c->arg[1],
				io.d.npos - io.d.ndrawn, n);
	if (e->code)
		goto done;
	for (int i = 0; i < n; i++)
		if (rows_add(&r, e, "draw,%s,%d\n", c->arg[2], io.d.ndrawn + i))
			goto done;
	if (io_append(&io, r.t, e) == 0)
		printf(_("%s draws positions %d to %d; %s unlocks them next (umpire deal "
					"unlock)\n"), c->arg[2], io.d.ndrawn, io.d.ndrawn + n - 1,
				io.d.side[1 - s]);
done:
	free(r.t);
	io_close(&io);
	return e->code;
}

/* The secret's scalar for position k, of whatever round. */
static void own_scalar(const struct io *io, int k, unsigned char s[32])
{
	const struct deal_pos *p = &io->d.pos[k];

	deal_position_scalar(io->secret, (unsigned)p->round, (unsigned)p->k, s);
}

/* ---- unlock: the opponent's draws ---- */

static int deal_unlock(struct cli *c, struct err *e)
{
	struct io io;
	struct rows r = { 0 };
	unsigned char s[32];
	char hex[65];
	int n = 0;

	if (c->narg != 3)
		return cli_usage("deal", e);
	if (io_open(&io, c->arg[1], c->arg[2], e))
		goto done;
	for (int k = 0; k < io.d.ndrawn; k++) {
		if (io.d.pos[k].owner == io.s || io.d.pos[k].unlocked)
			continue;
		own_scalar(&io, k, s);
		deal_hex(s, hex);
		n++;
		if (rows_add(&r, e, "unlock,%d,%s,%s\n", k, io.side, hex))
			goto done;
	}
	if (n == 0 || io_append(&io, r.t, e) == 0)
		printf(_("%s unlocks the positions %s drew: %d\n"), io.side, io.d.side[1 - io.s], n);
done:
	sodium_memzero(s, sizeof s);
	free(r.t);
	io_close(&io);
	return e->code;
}

/* The card of one's own position k, or -1 (none yet: not unlocked); a bad
 * unlock is EXIT_DATA. */
static int own_card(const struct io *io, int k, struct err *e)
{
	unsigned char s[32];
	int card;

	if (!io->d.pos[k].unlocked)
		return -1;
	own_scalar(io, k, s);
	card = deal_decode(&io->d, k, s, io->d.pos[k].unlock);
	sodium_memzero(s, sizeof s);
	if (card < 0)
		err_set(e, EXIT_DATA, "%s: position %d: %s's unlock opens no card: a wrong "
				"scalar, which verify names once %s reveals", io->path, k,
				io->d.side[1 - io->s], io->d.side[1 - io->s]);
	return card;
}

/* ---- hand: one's own cards ---- */

static int deal_hand(struct cli *c, struct err *e)
{
	struct io io;
	int waiting = 0;

	if (c->narg != 3)
		return cli_usage("deal", e);
	if (io_open(&io, c->arg[1], c->arg[2], e))
		goto done;
	for (int k = 0; k < io.d.ndrawn && !e->code; k++) {
		const struct deal_pos *p = &io.d.pos[k];
		int card;
		if (p->owner != io.s || p->opened)
			continue;
		if ((card = own_card(&io, k, e)) >= 0)
			printf("%d,%s,%s\n", k, io.d.cards[card].id, io.d.cards[card].name);
		waiting += card < 0 && !e->code;
	}
	if (waiting && !e->code)
		fprintf(stderr, _("umpire: positions drawn by %s waiting for %s's unlock: %d\n"),
				io.side, io.d.side[1 - io.s], waiting);
done:
	io_close(&io);
	return e->code;
}

/* ---- open: play or discard a card of one's hand ---- */

static int deal_open(struct cli *c, struct err *e)
{
	struct io io;
	struct rows r = { 0 };
	unsigned char s[32];
	char hex[65];
	int at = -1, card = -1;

	if (c->narg != 4)
		return cli_usage("deal", e);
	if (io_open(&io, c->arg[1], c->arg[2], e))
		goto done;
	for (int k = 0; k < io.d.ndrawn && at < 0 && !e->code; k++) {
		if (io.d.pos[k].owner != io.s || io.d.pos[k].opened)
			continue;
		card = own_card(&io, k, e);
		if (card >= 0 && (!strcmp(io.d.cards[card].name, c->arg[3]) ||
					!strcmp(io.d.cards[card].id, c->arg[3])))
			at = k;
	}
	if (e->code)
		goto done;
	if (at < 0) {
		kit_refuse(e, "B-5; B-7", "the %s hand holds no %s", io.side, c->arg[3]);
		goto done;
	}
	own_scalar(&io, at, s);
	deal_hex(s, hex);
	if (rows_add(&r, e, "open,%d,%s,%s,%s\n", at, io.side, hex, io.d.cards[card].id) == 0 &&
			io_append(&io, r.t, e) == 0)
		printf(_("%s shows %s (%s, position %d)\n"), io.side, io.d.cards[card].name,
				io.d.cards[card].id, at);
done:
	sodium_memzero(s, sizeof s);
	free(r.t);
	io_close(&io);
	return e->code;
}

/* ---- reveal: the secret, at the end ---- */

static int deal_reveal(struct cli *c, struct err *e)
{
	struct io io;
	struct rows r = { 0 };
	char hex[65];

	if (c->narg != 3)
		return cli_usage("deal", e);
	if (io_open(&io, c->arg[1], c->arg[2], e))
		goto done;
	deal_hex(io.secret, hex);
	if (rows_add(&r, e, "reveal,%s,%s\n", io.side, hex) == 0 && io_append(&io, r.t, e) == 0)
		printf(_("%s reveals its secret: umpire deal check %s checks every message\n"),
				io.side, c->arg[1]);
done:
	free(r.t);
	io_close(&io);
	return e->code;
}

/* ---- check: what the secrets given allow ---- */

/* Who owes the next message of a shuffle or reshuffle under way, or the
 * unlocks of positions drawn. */
static void check_owed(const struct io *io)
{
	int round, step = deal_next_step(&io->d), owed[2] = { 0, 0 };

	if (step > 0) {
		printf(_("next: shuffle step %d of 3, %s's\n"), step, io->d.side[step == 2]);
		return;
	}
	if (step == 0 && (step = deal_reshuffle_due(&io->d, &round)) > 0) {
		printf(_("next: reshuffle %d, step %d of 4, %s's\n"), round, step,
				io->d.side[step % 2 == 0]);
		return;
	}
	for (int k = 0; step == 0 && k < io->d.ndrawn; k++)
		if (io->d.pos[k].owner >= 0 && !io->d.pos[k].unlocked)
			owed[1 - io->d.pos[k].owner]++;
	for (int s = 0; s < 2; s++)
		if (owed[s])
			printf(_("next: %s unlocks %d positions\n"), io->d.side[s], owed[s]);
}

/* Both secrets revealed: every position of every round, its card and where
 * it went (a side, the draw pile, or a reshuffle that took it undrawn). */
static void check_list(const struct io *io)
{
	for (int k = 0; k < io->d.npos; k++) {
		unsigned char a[32], b[32];
		const struct deal_pos *p = &io->d.pos[k];
		deal_position_scalar(io->d.secret[0], (unsigned)p->round, (unsigned)p->k, a);
		deal_position_scalar(io->d.secret[1], (unsigned)p->round, (unsigned)p->k, b);
		int card = deal_decode(&io->d, k, a, b);
		printf("%d,%s,%s,%s\n", k, card >= 0 ? io->d.cards[card].id : "?",
				card >= 0 ? io->d.cards[card].name : "?",
				p->owner >= 0 ? io->d.side[p->owner] : p->taken ? "reshuffled" : "draw");
	}
}

static int deal_check(struct cli *c, struct err *e)
{
	struct io io;
	int drawn = 0, opened = 0;

	if (c->narg != 2 && c->narg != 3)
		return cli_usage("deal", e);
	if (io_open(&io, c->arg[1], c->narg == 3 ? c->arg[2] : NULL, e))
		goto done;
	for (int s = 0; s < io.d.nsides && !e->code; s++)
		if (io.d.revealed[s])
			deal_verify(&io.d, s, io.d.secret[s], e);
	if (c->narg == 3 && !e->code && deal_verify(&io.d, io.s, io.secret, e) == 0)
		for (int k = 0; k < io.d.ndrawn && !e->code; k++)
			if (io.d.pos[k].owner == io.s)
				own_card(&io, k, e);
	if (e->code)
		goto done;
	for (int k = 0; k < io.d.ndrawn; k++) {
		drawn += io.d.pos[k].owner >= 0;
		opened += io.d.pos[k].opened;
	}
	printf(_("%s: %d cards, shuffle %s, %d drawn, %d shown\n"), c->arg[1], io.d.ncards,
			deal_next_step(&io.d) == 0 ? _("done") : _("under way"), drawn, opened);
	if (io.d.nrounds)
		printf(P_("%s: %d reshuffle, %d cards in the draw pile\n",
					"%s: %d reshuffles, %d cards in the draw pile\n", io.d.nrounds),
				c->arg[1], io.d.nrounds, io.d.npos - io.d.ndrawn);
	for (int s = 0; s < io.d.nsides; s++)
		printf(io.d.revealed[s] ? _("%s: secret revealed, every message checked\n") :
				c->narg == 3 && s == io.s ? _("%s: checked with the secret given\n") :
				_("%s: secret not revealed\n"), io.d.side[s]);
	if (io.d.revealed[0] && io.d.revealed[1] && deal_next_step(&io.d) == 0)
		check_list(&io);
	else
		check_owed(&io);
done:
	io_close(&io);
	return e->code;
}

int cmd_deal(struct cli *c, struct err *e)
{
	static const struct {
		const char *name;
		int (*fn)(struct cli *, struct err *);
	} subs[] = { { "new", deal_new }, { "join", deal_join }, { "shuffle", deal_shuffle },
		{ "reshuffle", deal_reshuffle }, { "draw", deal_draw }, { "unlock", deal_unlock }, { "hand", deal_hand },
		{ "open", deal_open }, { "reveal", deal_reveal }, { "check", deal_check } };

	if (sodium_init() < 0)
		return err_set(e, EXIT_IO, "libsodium cannot start");
	for (size_t i = 0; c->narg > 0 && i < sizeof subs / sizeof *subs; i++)
		if (!strcmp(c->arg[0], subs[i].name))
			return subs[i].fn(c, e);
	return cli_usage("deal", e);
}

/* ---- --deal FILE of resolve and verify: the card played is the card shown ---- */

static int owed_pos(const struct cli_deal *cd, const struct state *st, int side, int pos,
		const char *card, struct err *e);

int cli_deal_open(struct cli_deal *cd, const char *path, struct err *e)
{
	memset(cd, 0, sizeof *cd);
	if (sodium_init() < 0)
		return err_set(e, EXIT_IO, "libsodium cannot start");
	if (deal_read(path, &cd->d, e))
		return e->code;
	cd->on = 1;
	if ((cd->used = calloc((size_t)cd->d.npos + 1, 1)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

int cli_deal_card(struct cli_deal *cd, const struct state *before, const char *card,
		long at, int *pos, struct err *e)
{
	const char *mover = state_get(before, "active");
	char key[64];
	const char *now;
	int side;

	*pos = -1;
	if (!cd->on || card == NULL)
		return 0;
	if (mover == NULL || (side = deal_side(&cd->d, mover)) < 0)
		return err_set(e, EXIT_DATA, "%s: the mover (set,active %s) is no side of the deal "
				"file (%s or %s)", before->path, mover ? mover : "missing",
				cd->d.side[0], cd->d.side[1]);
	/* the card in force this turn (Memoir '44's set,card.SIDE, B-7), named
	 * again by a later order of the turn, plays no new card */
	snprintf(key, sizeof key, "card.%s", mover);
	if ((now = state_get(before, key)) != NULL && !strcmp(now, card))
		return 0;
	if ((*pos = deal_played(&cd->d, side, card, cd->used, (int)at, e)) < 0 ||
			owed_pos(cd, before, side, *pos, card, e))
		return e->code;
	cd->used[*pos] = 1;
	return 0;
}

int cli_deal_mark(struct cli_deal *cd, long at)
{
	if (!cd->on || at < 0 || at >= cd->d.npos)
		return -1;
	cd->used[at] = 1;
	return 0;
}

void cli_deal_close(struct cli_deal *cd)
{
	if (cd->on)
		deal_free(&cd->d);
	free(cd->used);
	free(cd->react[0]);
	free(cd->react[1]);
	free(cd->owed);
	memset(cd, 0, sizeof *cd);
}

/* ---- what the states owe: --state of deal draw, and verify --deal ---- */

/* The count set,deal.WHAT.SIDE of a state (absent: 0, *has 0). */
static int owed_key(const struct state *st, const char *what, const char *side, int *n,
		int *has, struct err *e)
{
	char key[64], *end;
	const char *v;
	long x;

	snprintf(key, sizeof key, "deal.%s.%s", what, side);
	*n = 0;
	if (has)
		*has = 0;
	if ((v = state_get(st, key)) == NULL || *v == '\0')
		return 0;
	x = strtol(v, &end, 10);
	if (*end || end == v || x < 0 || x > 9999)
		return err_set(e, EXIT_DATA, "%s: set,%s,%s: not a number of cards (0 to 9999)",
				st->path, key, v);
	*n = (int)x;
	if (has)
		*has = 1;
	return 0;
}

/* deal draw --state STATE: the draws STATE owes the side (set,deal.due.SIDE,
 * counted from the start of the deal) less those the deal file gives it. */
static int owed_draws(const struct cli *c, const struct deal *d, int side, int *n,
		struct err *e)
{
	struct state st;
	const struct game *gm;
	int due, has, drawn = deal_drawn(d, side);

	if (cli_load(c->state, &st, &gm, e) == 0 && strcmp(gm->id, d->game))
		err_set(e, EXIT_USAGE, "%s is a state of %s, the deal one of %s", c->state, gm->id,
				d->game);
	else if (e->code == 0 && owed_key(&st, "due", d->side[side], &due, &has, e) == 0 &&
			!has)
		err_set(e, EXIT_DATA, "%s: no set,deal.due.%s: not the state of a sealed game "
				"(umpire-state(5), Deal files)", c->state, d->side[side]);
	else if (e->code == 0 && due <= drawn)
		kit_refuse(e, "B-5", "%s owes %s no draw: %d owed since the deal began, %d drawn",
				c->state, d->side[side], due, drawn);
	else if (e->code == 0 && c->narg == 4 && *n > due - drawn)
		kit_refusen(e, "B-5", "%s owes %s %d draw, not %d: %d owed since the deal began, "
				"%d drawn", "%s owes %s %d draws, not %d: %d owed since the deal began, "
				"%d drawn", due - drawn, c->state, d->side[side],
				due - drawn, *n, due, drawn);
	else if (e->code == 0 && c->narg == 3)
		*n = due - drawn;
	state_free(&st);
	return e->code;
}

/* The position drawn by `side` that the state does not owe yet: a card drawn
 * before the end of the turn that owes it (B-5, B-7). */
static int owed_pos(const struct cli_deal *cd, const struct state *st, int side, int pos,
		const char *card, struct err *e)
{
	int due, has, rank = deal_rank(&cd->d, pos);

	if (owed_key(st, "due", cd->d.side[side], &due, &has, e) || !has || rank < due)
		return e->code;
	return kit_refuse(e, "B-5; B-7", "%s: position %d is draw %d of %s, which the state "
			"does not owe yet (set,deal.due.%s,%d)", card, pos, rank + 1, cd->d.side[side],
			cd->d.side[side], due);
}

int cli_deal_before(struct cli_deal *cd, const struct state *st)
{
	for (int s = 0; cd->on && s < cd->d.nsides; s++) {
		char key[64];
		const char *v;
		snprintf(key, sizeof key, "deal.react.%s", cd->d.side[s]);
		v = state_get(st, key);
		free(cd->react[s]);
		if ((cd->react[s] = strdup(v ? v : "")) == NULL)
			return -1;
	}
	return 0;
}

int cli_deal_react(struct cli_deal *cd, const struct state *after, long at, int *pos,
		struct err *e)
{
	struct err ignore = { 0 };

	*pos = -1;
	for (int s = 0; cd->on && s < cd->d.nsides; s++) {
		char key[64];
		const char *v, *was = cd->react[s] ? cd->react[s] : "", *card;
		size_t n = strlen(was);
		snprintf(key, sizeof key, "deal.react.%s", cd->d.side[s]);
		v = state_get(after, key);
		/* unchanged, or cleared by the end of the turn: no card added */
		if (v == NULL || !strcmp(v, was) || strncmp(v, was, n) || (n && v[n] != ';'))
			continue;
		card = v + n + (n > 0);
		*pos = deal_played(&cd->d, s, card, cd->used, (int)at, &ignore);
		if (*pos < 0 && at >= 0)
			return kit_refuse(e, "B-5 Ambush; B-7; umpire(1), Secret hands", "%s, played "
					"out of turn: position %ld of the deal file is no %s opened by %s "
					"and not played yet", card, at, card, cd->d.side[s]);
		if (*pos < 0)
			return kit_refuse(e, "B-5 Ambush; B-7; umpire(1), Secret hands", "%s, played "
					"out of turn: the deal file shows no %s opened by %s and not played "
					"yet: show it first with umpire deal open", card, card,
					cd->d.side[s]);
		if (owed_pos(cd, after, s, *pos, card, e))
			return e->code;
		cd->used[*pos] = 1;
		return 0;
	}
	return 0;
}

int cli_deal_owe(struct cli_deal *cd, const struct state *st, int row, struct err *e)
{
	for (int s = 0; cd->on && s < cd->d.nsides; s++) {
		int due, discard, has, hasd;
		if (owed_key(st, "due", cd->d.side[s], &due, &has, e) ||
				owed_key(st, "discard", cd->d.side[s], &discard, &hasd, e))
			return e->code;
		cd->sealed |= has;
		if (due < cd->due[s] || discard < cd->discard[s])
			return err_set(e, EXIT_DATA, "set,deal.due.%s or deal.discard.%s went down "
					"after row %d: the draws owed are counted from the start of the "
					"deal, and never go back (umpire-state(5))", cd->d.side[s],
					cd->d.side[s], row);
		if (due == cd->due[s] && discard == cd->discard[s])
			continue;
		if (cd->nowed == cd->capowed) {
			int cap = cd->capowed ? 2 * cd->capowed : 16;
			struct cli_deal_owed *o = realloc(cd->owed, (size_t)cap * sizeof *o);
			if (o == NULL)
				return err_set(e, EXIT_IO, "out of memory");
			cd->owed = o;
			cd->capowed = cap;
		}
		cd->owed[cd->nowed++] = (struct cli_deal_owed){ .side = s, .first = cd->due[s],
			.n = due - cd->due[s], .discards = discard - cd->discard[s], .row = row };
		cd->due[s] = due;
		cd->discard[s] = discard;
	}
	return 0;
}

int cli_deal_settle(struct cli_deal *cd, int *row, struct err *e)
{
	*row = 0;
	for (int s = 0; cd->on && cd->sealed && s < cd->d.nsides; s++) {
		const char *side = cd->d.side[s];
		int drawn = deal_drawn(&cd->d, s), due = cd->due[s];
		for (int i = 0; i < cd->nowed; i++)
			*row = cd->owed[i].side == s ? cd->owed[i].row : *row;
		if (drawn < due)
			return kit_refusen(e, "B-5", "the deal file holds %d draw by %s where the "
					"states owe %d: %d short (umpire deal draw DEAL %s --state STATE)",
					"the deal file holds %d draws by %s where the states owe %d: %d "
					"short (umpire deal draw DEAL %s --state STATE)", drawn,
					drawn, side, due, due - drawn, side);
		if (drawn > due)
			return kit_refuse(e, "B-5", "the deal file holds %d draws by %s where the "
					"states owe %d: %d drawn beyond what is owed", drawn, side, due,
					drawn - due);
	}
	for (int i = 0; cd->on && i < cd->nowed; i++) {
		const struct cli_deal_owed *o = &cd->owed[i];
		int shown = deal_shown(&cd->d, o->side, o->first, o->n, cd->used);
		*row = o->row;
		/* the first state's counts are history: which of its cards were played,
		 * the journal does not say */
		if (o->row > 0 && o->discards > 0 && shown != o->discards)
			return kit_refusen(e, "B-5 Recon", "of the %d card %s drew here, %d must "
					"be shown as discarded (umpire deal open) and never played; the "
					"deal file shows %d", "of the %d cards %s drew here, %d must be "
					"shown as discarded (umpire deal open) and never played; the deal "
					"file shows %d", o->n, o->n, cd->d.side[o->side],
					o->discards, shown);
	}
	return 0;
}
