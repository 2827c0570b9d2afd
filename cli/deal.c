/*
 * deal.c: `umpire deal`, the sealed deck of play by e-mail (core/deal.h;
 * umpire(1) "Secret hands"). Each subcommand but hand and check adds the
 * rows of one message to the deal file, under a lock, and checks the whole
 * file again before writing it, so a file that does not read is never written:
 *   deal new DEAL STATE SIDE-A SIDE-B   the deck of STATE's card rows (of
 *            [--board B]                board B: one deal per board)
 *   deal join DEAL SIDE SECRET          a new secret for SIDE, its commitment
 *   deal shuffle DEAL SECRET            the shuffle step due, if it is SECRET's
 *   deal reshuffle DEAL SECRET          the reshuffle step due (the first
 *                                       begins one), if it is SECRET's
 *   deal draw DEAL SIDE [N]             the next N positions to SIDE (with
 *             [--state STATE]           --state, what STATE owes SIDE on
 *                                       the deal's board)
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

/* ---- new: the deck of a state's card rows (of board --board B) ---- */

/* Is card row i of board `board` (an empty board field is board 1)? */
static int of_board(const struct state_kind *kd, int i, int cb, int board)
{
	const char *b = cb >= 0 ? state_field(&kd->rows[i], cb) : "";
	char want[8];

	snprintf(want, sizeof want, "%d", board);
	return (*b == '\0' && board == 1) || !strcmp(b, want);
}

static int deal_new(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	const struct state_kind *kd;
	struct rows r = { 0 };
	int ci, cn, cb, n = 0, board = c->board ? c->board : 1;

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
	/* board 1 writes no board row: the deal files made before boards read alike */
	if (rows_add(&r, e, "umpire-deal,%d,%s\nsides,%s,%s\n", DEAL_VERSION, gm->id,
				c->arg[3], c->arg[4]) || (board > 1 && rows_add(&r, e, "board,%d\n",
						board)))
		goto done;
	for (int i = 0; i < kd->nrows; i++)
		if (of_board(kd, i, cb, board) && ++n && rows_add(&r, e, "card,%s,%s\n",
					state_field(&kd->rows[i], ci), state_field(&kd->rows[i], cn)))
			goto done;
	if (n == 0) {
		err_set(e, EXIT_DATA, "%s: no card rows of board %d to make its deck of: make "
				"them on a copy with the game's deal order (board=%d)", c->arg[2], board,
				board);
		goto done;
	}
	struct deal d;
	if (deal_parse(r.t, r.n, c->arg[1], &d, e))
		goto done;
	deal_free(&d);
	if (write_new(c->arg[1], r.t, r.n, 0644, e) == 0) {
		if (board > 1)
			printf(_("%s: a deal of board %d's %d cards between %s and %s; each joins "
						"it next\n"), c->arg[1], board, n, c->arg[3], c->arg[4]);
		else
			printf(_("%s: a deal of %d cards between %s and %s; each joins it next\n"),
					c->arg[1], n, c->arg[3], c->arg[4]);
	}
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
	if (io.d.board > 1)   /* its `board` row: one deck per board (L482) */
		printf(_("%s: the deck of board %d\n"), c->arg[1], io.d.board);
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

/* ---- --deal FILE of resolve and verify: the card played is the card shown,
 * in the deal file of the board it is played on ---- */

/* A key of a board as the game writes it: KEY.SIDE on board 1, KEY.SIDE.B
 * beyond (card.SIDE.B, deal.due.SIDE.B...; umpire-state(5)). */
static const char *board_key(char *buf, size_t size, const char *key, const char *side,
		int board)
{
	if (board > 1)
		snprintf(buf, size, "%s.%s.%d", key, side, board);
	else
		snprintf(buf, size, "%s.%s", key, side);
	return buf;
}

static struct cli_deal_file *file_of(struct cli_deal *cd, int board)
{
	for (int i = 0; i < cd->n; i++)
		if (cd->f[i].d.board == board)
			return &cd->f[i];
	return NULL;
}

/* One more deal file: its board not given yet, its game and sides those of
 * the first. */
static int open_one(struct cli_deal *cd, const char *path, struct err *e)
{
	struct cli_deal_file *f = &cd->f[cd->n], *first = &cd->f[0];

	if (deal_read(path, &f->d, e))
		return e->code;
	cd->n++;
	f->path = path;
	if ((f->used = calloc((size_t)f->d.npos + 1, 1)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int j = 0; j < cd->n - 1; j++)
		if (cd->f[j].d.board == f->d.board)
			return err_set(e, EXIT_USAGE, "--deal %s and --deal %s are both deals of "
					"board %d: give one deal file per board", cd->f[j].path, path,
					f->d.board);
	/* a position's scalars depend on the secret and the position alone: one
	 * secret in two deals would let an unlock of the one open the other */
	for (int j = 0; j < cd->n - 1; j++)
		for (int s = 0; s < 2; s++)
			for (int t = 0; t < 2; t++)
				if (cd->f[j].d.committed[s] && f->d.committed[t] &&
						!memcmp(cd->f[j].d.commit[s], f->d.commit[t], 32))
					return err_set(e, EXIT_DATA, "%s and %s: %s joined both deals "
							"with one secret, whose unlocks in the one open "
							"the cards of the other: each deal needs its own "
							"(umpire deal join)", cd->f[j].path, path,
							f->d.side[t]);
	if (f != first && (strcmp(f->d.game, first->d.game) || deal_side(&f->d,
					first->d.side[0]) < 0 || deal_side(&f->d, first->d.side[1]) < 0))
		return err_set(e, EXIT_DATA, "%s: a deal of %s between %s and %s, where %s is "
				"one of %s between %s and %s", path, f->d.game, f->d.side[0],
				f->d.side[1], first->path, first->d.game, first->d.side[0],
				first->d.side[1]);
	return 0;
}

int cli_deal_open(struct cli_deal *cd, const char *const *paths, int n, struct err *e)
{
	memset(cd, 0, sizeof *cd);
	cd->mover = -1;
	if (n == 0)
		return 0;
	if (sodium_init() < 0)
		return err_set(e, EXIT_IO, "libsodium cannot start");
	cd->on = 1;
	for (int i = 0; i < n && i < DEAL_MAX_BOARD; i++)
		if (open_one(cd, paths[i], e))
			return e->code;
	memcpy(cd->side, cd->f[0].d.side, sizeof cd->side);
	return 0;
}

int cli_deal_mark(struct cli_deal *cd, struct cli_deal_at at)
{
	struct cli_deal_file *f = cd->on ? file_of(cd, at.board) : NULL;

	if (f == NULL)
		return 0;   /* a board whose deal is not checked here */
	if (at.pos < 0 || at.pos >= f->d.npos)
		return -1;
	f->used[at.pos] = 1;
	return 0;
}

static void forget(struct cli_deal *cd)
{
	for (int b = 0; b < DEAL_MAX_BOARD; b++) {
		free(cd->now[b]);
		free(cd->react[b][0]);
		free(cd->react[b][1]);
		cd->now[b] = cd->react[b][0] = cd->react[b][1] = NULL;
	}
}

void cli_deal_close(struct cli_deal *cd)
{
	for (int i = 0; i < cd->n; i++) {
		deal_free(&cd->f[i].d);
		free(cd->f[i].used);
		free(cd->f[i].owed);
	}
	forget(cd);
	memset(cd, 0, sizeof *cd);
}

/* A copy of set,KEY ("" when absent), or NULL out of memory. */
static char *noted(const struct state *st, const char *key)
{
	const char *v = state_get(st, key);

	return strdup(v ? v : "");
}

/* Does any deal file show `card` opened by side `name` and not played? */
static int shown_anywhere(const struct cli_deal *cd, const char *name, const char *card)
{
	for (int i = 0; i < cd->n; i++) {
		struct err ignore = { 0 };
		if (deal_played(&cd->f[i].d, deal_side(&cd->f[i].d, name), card, cd->f[i].used,
					-1, &ignore) >= 0)
			return 1;
	}
	return 0;
}

int cli_deal_before(struct cli_deal *cd, const struct state *before, const char *card,
		struct err *e)
{
	const char *mover = state_get(before, "active");
	char key[64];

	cd->card = card;
	cd->mover = -1;
	if (!cd->on)
		return 0;
	forget(cd);
	for (int b = 0; b < DEAL_MAX_BOARD; b++) {
		for (int s = 0; s < 2; s++)
			if ((cd->react[b][s] = noted(before, board_key(key, sizeof key, "deal.react",
								cd->side[s], b + 1))) == NULL)
				return err_set(e, EXIT_IO, "out of memory");
		if (mover && (cd->now[b] = noted(before, board_key(key, sizeof key, "card", mover,
								b + 1))) == NULL)
			return err_set(e, EXIT_IO, "out of memory");
	}
	if (card == NULL)
		return 0;
	if (mover == NULL || (cd->mover = deal_side(&cd->f[0].d, mover)) < 0)
		return err_set(e, EXIT_DATA, "%s: the mover (set,active %s) is no side of the deal "
				"file (%s or %s)", before->path, mover ? mover : "missing",
				cd->side[0], cd->side[1]);
	/* the card in force this turn (Memoir '44's set,card.SIDE[.B], B-7), named
	 * again by a later order of the turn, plays no new card */
	for (int b = 0; b < DEAL_MAX_BOARD; b++)
		if (!strcmp(cd->now[b], card))
			return 0;
	if (shown_anywhere(cd, mover, card))
		return 0;
	/* a game where some board plays at the table (its cards are rows of the
	 * state) may play this card there: only the order says on which board, and
	 * cli_deal_after judges it then */
	const struct state_kind *rows = state_kind(before, "card");
	if (rows && rows->nrows > 0)
		return 0;
	if (cd->n == 1)   /* its own words: no position, no board to name */
		return deal_played(&cd->f[0].d, cd->mover, card, cd->f[0].used, -1, e) < 0 ?
			e->code : 0;
	return err_set(e, EXIT_REFUSED, "--card %s: none of the %d deal files shows %s opened "
			"by %s and not played yet: show it first with umpire deal open (B-7; "
			"umpire(1), Secret hands)", card, cd->n, card, mover);
}

/* ---- what the states owe: --state of deal draw, and verify --deal ---- */

/* The count set,deal.WHAT.SIDE[.B] of a state (absent: 0, *has 0). */
static int owed_key(const struct state *st, const char *what, const char *side, int board,
		int *n, int *has, struct err *e)
{
	char base[24], key[64], *end;
	const char *v;
	long x;

	snprintf(base, sizeof base, "deal.%s", what);
	board_key(key, sizeof key, base, side, board);
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

/* A board of the state is sealed: no card rows of it, and what the deal owes
 * recorded (umpire-state(5), Deal files). */
static int board_sealed(const struct state *st, const struct cli_deal *cd, int board)
{
	const struct state_kind *kd = state_kind(st, "card");
	int cb = kd ? state_col(kd, "board") : -1, due, has = 0;
	struct err ignore = { 0 };

	for (int i = 0; kd && i < kd->nrows; i++)
		if (of_board(kd, i, cb, board))
			return 0;
	for (int s = 0; s < 2 && !has; s++)
		owed_key(st, "due", cd->side[s], board, &due, &has, &ignore);
	return has;
}

/* The side's label in the owed keys and messages: SIDE on board 1, SIDE.B
 * beyond (set,deal.due.SIDE.B). */
static const char *side_label(char *buf, size_t size, const char *side, int board)
{
	snprintf(buf, size, board > 1 ? "%s.%d" : "%s", side, board);
	return buf;
}

/* deal draw --state: the draws STATE owes the side on the deal's board
 * (set,deal.due.SIDE[.B], counted from the start of the deal) less those the
 * deal file gives it. */
static int owed_draws(const struct cli *c, const struct deal *d, int side, int *n,
		struct err *e)
{
	struct state st;
	const struct game *gm;
	char who[40];
	int due, has, drawn = deal_drawn(d, side);

	side_label(who, sizeof who, d->side[side], d->board);
	if (cli_load(c->state, &st, &gm, e) == 0 && strcmp(gm->id, d->game))
		err_set(e, EXIT_USAGE, "%s is a state of %s, the deal one of %s", c->state, gm->id,
				d->game);
	else if (e->code == 0 && owed_key(&st, "due", d->side[side], d->board, &due, &has,
				e) == 0 && !has)
		err_set(e, EXIT_DATA, "%s: no set,deal.due.%s: not the state of a sealed game "
				"(umpire-state(5), Deal files)", c->state, who);
	else if (e->code == 0 && due <= drawn)
		kit_refuse(e, "B-5", "%s owes %s no draw: %d owed since the deal began, %d drawn",
				c->state, who, due, drawn);
	else if (e->code == 0 && c->narg == 4 && *n > due - drawn)
		kit_refusen(e, "B-5", "%s owes %s %d draw, not %d: %d owed since the deal began, "
				"%d drawn", "%s owes %s %d draws, not %d: %d owed since the deal began, "
				"%d drawn", due - drawn, c->state, who,
				due - drawn, *n, due, drawn);
	else if (e->code == 0 && c->narg == 3)
		*n = due - drawn;
	state_free(&st);
	return e->code;
}

/* The position drawn by `side` that the state does not owe yet: a card drawn
 * before the end of the turn that owes it (B-5, B-7). */
static int owed_pos(const struct cli_deal_file *f, const struct state *st, int side, int pos,
		const char *card, struct err *e)
{
	char who[40];
	int due, has, rank = deal_rank(&f->d, pos);

	if (owed_key(st, "due", f->d.side[side], f->d.board, &due, &has, e) || !has ||
			rank < due)
		return e->code;
	side_label(who, sizeof who, f->d.side[side], f->d.board);
	return kit_refuse(e, "B-5; B-7", "%s: position %d is draw %d of %s, which the state "
			"does not owe yet (set,deal.due.%s,%d)", card, pos, rank + 1, f->d.side[side],
			who, due);
}

/* The card `card` that side s played on board b (out of turn when `react`):
 * the position of its open row in board b's deal file (the journal's `at`
 * if recorded), into *out. */
static int played_on(struct cli_deal *cd, const struct state *after, int b, int s,
		const char *card, struct cli_deal_at at, int react, struct cli_deal_at *out,
		struct err *e)
{
	struct cli_deal_file *f = file_of(cd, b);
	struct err why = { 0 };
	int fs, k;

	if (f == NULL && !board_sealed(after, cd, b))
		return 0;   /* a board whose cards are in the state, or at the table */
	if (f == NULL)
		return err_set(e, EXIT_REFUSED, "%s: played on board %d, which is sealed (no card "
				"rows of it, set,deal.due), and no --deal names its deal file (umpire "
				"deal new --board %d) (B-7; umpire(1), Secret hands)", card, b, b);
	if (at.pos >= 0 && at.board != b)
		return err_set(e, EXIT_REFUSED, "%s: played on board %d, where the journal records "
				"position %ld of board %d's deal (B-7; umpire(1), Secret hands)", card, b,
				at.pos, at.board);
	fs = deal_side(&f->d, cd->side[s]);
	if ((k = deal_played(&f->d, fs, card, f->used, (int)at.pos, &why)) < 0) {
		if (react && at.pos >= 0)
			return kit_refuse(e, "B-5 Ambush; B-7; umpire(1), Secret hands", "%s, played "
					"out of turn: position %ld of the deal file is no %s opened by %s "
					"and not played yet", card, at.pos, card, cd->side[s]);
		if (react)
			return kit_refuse(e, "B-5 Ambush; B-7; umpire(1), Secret hands", "%s, played "
					"out of turn: the deal file shows no %s opened by %s and not played "
					"yet: show it first with umpire deal open", card, card, cd->side[s]);
		if (cd->n > 1 || b > 1)
			return err_set(e, EXIT_REFUSED, "%s: played on board %d: %s", card, b, why.msg);
		return err_set(e, why.code, "%s", why.msg);
	}
	if (owed_pos(f, after, fs, k, card, e))
		return e->code;
	f->used[k] = 1;
	f->cards++;
	*out = (struct cli_deal_at){ b, k };
	return 0;
}

int cli_deal_after(struct cli_deal *cd, const struct state *after, struct cli_deal_at at_card,
		struct cli_deal_at at_react, struct cli_deal_at *played, struct cli_deal_at *react,
		struct err *e)
{
	char key[64];

	*played = *react = (struct cli_deal_at){ 1, -1 };
	if (!cd->on)
		return 0;
	/* the card played: the mover's set,card.SIDE[.B] set anew, on board B */
	for (int b = 0; cd->card && cd->mover >= 0 && b < DEAL_MAX_BOARD; b++) {
		const char *v = state_get(after, board_key(key, sizeof key, "card",
					cd->side[cd->mover], b + 1));
		if (v == NULL || *v == '\0' || !strcmp(v, cd->now[b]))
			continue;
		if (played_on(cd, after, b + 1, cd->mover, cd->card, at_card, 0, played, e))
			return e->code;
		break;
	}
	/* a card played out of turn: set,deal.react.SIDE[.B] grown by one */
	for (int b = 0; b < DEAL_MAX_BOARD; b++)
		for (int s = 0; s < 2; s++) {
			const char *was = cd->react[b][s] ? cd->react[b][s] : "", *v;
			size_t n = strlen(was);
			v = state_get(after, board_key(key, sizeof key, "deal.react", cd->side[s],
						b + 1));
			/* unchanged, or cleared by the end of the turn: no card added */
			if (v == NULL || !strcmp(v, was) || strncmp(v, was, n) || (n && v[n] != ';'))
				continue;
			return played_on(cd, after, b + 1, s, v + n + (n > 0), at_react, 1, react, e);
		}
	return 0;
}

/* What the state after row `row` owes on one file's board, noted. */
static int owe_one(struct cli_deal_file *f, const struct state *st, int row, struct err *e)
{
	for (int s = 0; s < f->d.nsides; s++) {
		int due, discard, has, hasd;
		char who[40];
		if (owed_key(st, "due", f->d.side[s], f->d.board, &due, &has, e) ||
				owed_key(st, "discard", f->d.side[s], f->d.board, &discard, &hasd, e))
			return e->code;
		f->sealed |= has;
		side_label(who, sizeof who, f->d.side[s], f->d.board);
		if (due < f->due[s] || discard < f->discard[s])
			return err_set(e, EXIT_DATA, "set,deal.due.%s or deal.discard.%s went down "
					"after row %d: the draws owed are counted from the start of the "
					"deal, and never go back (umpire-state(5))", who, who, row);
		if (due == f->due[s] && discard == f->discard[s])
			continue;
		if (f->nowed == f->capowed) {
			int cap = f->capowed ? 2 * f->capowed : 16;
			struct cli_deal_owed *o = realloc(f->owed, (size_t)cap * sizeof *o);
			if (o == NULL)
				return err_set(e, EXIT_IO, "out of memory");
			f->owed = o;
			f->capowed = cap;
		}
		f->owed[f->nowed++] = (struct cli_deal_owed){ .side = s, .first = f->due[s],
			.n = due - f->due[s], .discards = discard - f->discard[s], .row = row };
		f->due[s] = due;
		f->discard[s] = discard;
	}
	return 0;
}

int cli_deal_owe(struct cli_deal *cd, const struct state *st, int row, struct err *e)
{
	for (int i = 0; cd->on && i < cd->n; i++)
		if (owe_one(&cd->f[i], st, row, e))
			return e->code;
	return 0;
}

/* One file's draws against what the states owed on its board. */
static int settle_one(struct cli_deal_file *f, int *row, struct err *e)
{
	for (int s = 0; f->sealed && s < f->d.nsides; s++) {
		const char *side = f->d.side[s];
		int drawn = deal_drawn(&f->d, s), due = f->due[s];
		for (int i = 0; i < f->nowed; i++)
			*row = f->owed[i].side == s ? f->owed[i].row : *row;
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
	for (int i = 0; i < f->nowed; i++) {
		const struct cli_deal_owed *o = &f->owed[i];
		int shown = deal_shown(&f->d, o->side, o->first, o->n, f->used);
		*row = o->row;
		/* the first state's counts are history: which of its cards were played,
		 * the journal does not say */
		if (o->row > 0 && o->discards > 0 && shown != o->discards)
			return kit_refusen(e, "B-5 Recon", "of the %d card %s drew here, %d must "
					"be shown as discarded (umpire deal open) and never played; the "
					"deal file shows %d", "of the %d cards %s drew here, %d must be "
					"shown as discarded (umpire deal open) and never played; the deal "
					"file shows %d", o->n, o->n, f->d.side[o->side],
					o->discards, shown);
	}
	return 0;
}

int cli_deal_settle(struct cli_deal *cd, int *row, struct err *e)
{
	*row = 0;
	for (int i = 0; cd->on && i < cd->n; i++) {
		struct err why = { 0 };
		if (settle_one(&cd->f[i], row, &why) == 0)
			continue;
		/* which file, when it is not board 1's alone */
		if (cd->n > 1 || cd->f[i].d.board > 1)
			return err_set(e, why.code, "board %d (%s): %s", cd->f[i].d.board,
					cd->f[i].path, why.msg);
		return err_set(e, why.code, "%s", why.msg);
	}
	return 0;
}
