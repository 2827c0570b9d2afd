/*
 * commit.c: the commands of the fair protocol of play by e-mail (commit.h,
 * ledger.h, umpire(1) "Play by e-mail"):
 *   umpire commit STATE FILE [--ledger L]   check the turn's orders, draw the
 *                                           mover's secret, print the commitment
 *   umpire key --ledger L COMMITMENT        the opponent's key, recorded
 *   umpire key --ledger L COMMITMENT decide ANSWER
 *                                           his answer to a decision, recorded
 *   umpire nonce                            a random key, recorded nowhere
 *   umpire hash STATE                       what a journal's first row must match
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commit.h"
#include "i18n.h"
#include "ledger.h"
#include "pending.h"
#include "play.h"

/* ---- commit: every line checked before anything is hashed ---- */

struct check {
	struct cli *c;
	struct game_ctx *g;
	struct state *st;        /* a copy, the orders played on it */
	const char *mover;
	int probing;             /* no die met yet: the rules can judge */
	int die_line, first_unchecked, last_unchecked;
};

static int check_line(struct check *k, char *line, int at, int n, struct err *e)
{
	struct commit_line cl;
	struct order o;
	char place[4200];
	int rolled;

	snprintf(place, sizeof place, "%s:%d", k->c->arg[1], at);
	if (commit_line_split(line, &cl, place, e))
		return e->code;
	if (!strcmp(cl.words[0], "decide"))
		return err_set(e, EXIT_USAGE, "%s: decide answers a decision met while resolving; "
				"it is not an order of a turn", place);
	struct err pe = { 0 };
	if (order_parse(&o, cl.nwords, cl.words, k->g->game->orders, k->g->game->norders,
			k->g->game->id, &pe))
		err_set(e, pe.code, "%s: %s", place, pe.msg);
	order_free(&o);
	if (e->code)
		return e->code;
	if (!k->probing) {
		k->first_unchecked = k->first_unchecked ? k->first_unchecked : n;
		k->last_unchecked = n;
		return 0;
	}
	struct play p = { .nwords = cl.nwords, .words = cl.words, .card = cl.card };
	if (play_probe(k->g, k->st, &p, &rolled, &pe))
		return err_set(e, pe.code, "%s: %s", place, pe.msg);
	if (rolled) {
		k->probing = 0;
		k->die_line = n;
	} else if (pending_get(k->st)) {
		if (*k->mover && !strcmp(play_pending(k->st, "side"), k->mover))
			return err_set(e, EXIT_USAGE, "%s: it waits for a decision of %s, the mover, "
					"for %s= (one of %s): name it in the order", place, k->mover,
					play_pending(k->st, "arg"), play_pending(k->st, "options"));
		k->probing = 0;
		k->die_line = n;
	}
	return 0;
}

static int check_orders(struct cli *c, struct game_ctx *g, const struct state *st,
		const char *orders, const int *lines, struct err *e)
{
	struct state copy;
	size_t len;
	char *text = state_text(st, g->game->kinds, &len), *buf = strdup(orders), *save = NULL;
	const char *active = state_get(st, "active");
	struct check k = { .c = c, .g = g, .st = &copy, .mover = active ? active : "",
		.probing = 1 };
	int n = 0;

	state_init(&copy);
	if (text == NULL || buf == NULL)
		err_set(e, EXIT_IO, "out of memory");
	else if (state_parse(&copy, text, len, st->path, e) == 0)
		for (char *l = strtok_r(buf, "\n", &save); l && e->code == 0;
		     l = strtok_r(NULL, "\n", &save), n++)
			check_line(&k, l, lines[n], n + 1, e);
	if (e->code == 0 && k.first_unchecked && k.first_unchecked == k.last_unchecked)
		fprintf(stderr, _("umpire: %s: line %d checked for its syntax only: the rules may "
				"refuse it after the dice of line %d\n"), c->arg[1], k.first_unchecked,
				k.die_line);
	else if (e->code == 0 && k.first_unchecked)
		fprintf(stderr, _("umpire: %s: lines %d-%d checked for their syntax only: the rules "
				"may refuse them after the dice of line %d\n"), c->arg[1],
				k.first_unchecked, k.last_unchecked, k.die_line);
	state_free(&copy);
	free(text);
	free(buf);
	return e->code;
}

static int add_sent(struct ledger *l, void *ctx, struct err *e)
{
	if (ledger_find(l, LEDGER_SENT, ctx))
		return 0;
	return ledger_add(l, LEDGER_SENT, ctx, "", e);
}

int cmd_commit(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	struct game_ctx g;
	struct tables ts = { 0 };
	char hash[65], secret[65], old_state[65], mover[COMMIT_MAX_SIDE], commit[65];
	char *orders = NULL;
	int *lines = NULL, nlines;
	const char *active;

	if (c->narg != 2)
		return err_set(e, EXIT_USAGE, "usage: umpire commit STATE FILE [--ledger LEDGER]");
	if (cli_load(c->arg[0], &st, &gm, e) || cli_context(c, gm, &g, &ts, e) ||
	    commit_read_orders(c->arg[1], &orders, &lines, &nlines, e) ||
	    play_hash(gm, &st, hash, e))
		goto done;
	struct log quiet = { 0 };
	g.log = &quiet;
	if (pending_get(&st)) {
		err_set(e, EXIT_REFUSED, "%s: a decision is pending: answer it before committing a "
				"turn", c->arg[0]);
		goto done;
	}
	if (check_orders(c, &g, &st, orders, lines, e))
		goto done;
	/* committing again on the same state keeps the secret: the commitment
	 * already sent stays the one the orders open */
	struct err se = { 0 };
	if (commit_secret_read(c->arg[1], secret, old_state, mover, &se) || strcmp(old_state, hash))
		commit_new_secret(secret);
	active = state_get(&st, "active");
	commit_of(hash, secret, orders, commit);
	if (commit_secret_write(c->arg[1], secret, hash, active ? active : "", e) ||
	    (c->ledger && ledger_update(c->ledger, add_sent, commit, e)))
		goto done;
	printf("%s\n", commit);
done:
	sodium_memzero(secret, sizeof secret);
	free(orders);
	free(lines);
	tables_free(&ts);
	state_free(&st);
	return e->code;
}

/* ---- key: the opponent's side ---- */

struct keyed {
	const char *commit, *answer;
	char key[65];
};

static int add_key(struct ledger *l, void *ctx, struct err *e)
{
	struct keyed *k = ctx;
	const struct ledger_entry *x = ledger_find(l, LEDGER_RECEIVED, k->commit);

	if (k->answer)
		return ledger_add(l, LEDGER_ANSWER, k->commit, k->answer, e);
	if (x != NULL) {   /* one key per commitment: the same one again */
		snprintf(k->key, sizeof k->key, "%.64s", x->value);
		return 0;
	}
	if (ledger_find(l, LEDGER_SENT, k->commit))
		return err_set(e, EXIT_USAGE, "%s is a commitment you sent", k->commit);
	commit_new_secret(k->key);
	return ledger_add(l, LEDGER_RECEIVED, k->commit, k->key, e);
}

int cmd_key(struct cli *c, struct err *e)
{
	struct keyed k = { 0 };

	if (!c->ledger || (c->narg != 1 && c->narg != 3) ||
	    (c->narg == 3 && strcmp(c->arg[1], "decide") != 0))
		return err_set(e, EXIT_USAGE, "usage: umpire key --ledger LEDGER COMMITMENT "
				"[decide ANSWER]");
	if (!commit_is_hex64(c->arg[0]))
		return err_set(e, EXIT_USAGE, "%.80s: not a commitment (64 lower-case hexadecimal "
				"digits, as umpire commit prints it)", c->arg[0]);
	k.commit = c->arg[0];
	k.answer = c->narg == 3 ? c->arg[2] : NULL;
	if (ledger_update(c->ledger, add_key, &k, e))
		return e->code;
	if (k.answer)
		printf("decide %s\n", k.answer);
	else
		printf("%s\n", k.key);
	return 0;
}

int cmd_nonce(struct cli *c, struct err *e)
{
	unsigned char raw[16];
	char hex[33];

	if (c->narg != 0)
		return err_set(e, EXIT_USAGE, "usage: umpire nonce");
	if (sodium_init() < 0)
		return err_set(e, EXIT_IO, "libsodium cannot start");
	randombytes_buf(raw, sizeof raw);
	sodium_bin2hex(hex, sizeof hex, raw, sizeof raw);
	printf("%s\n", hex);
	return 0;
}

int cmd_hash(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	char hash[65];

	if (c->narg != 1)
		return err_set(e, EXIT_USAGE, "usage: umpire hash STATE");
	if (cli_load(c->arg[0], &st, &gm, e) == 0 && play_hash(gm, &st, hash, e) == 0)
		printf("%s\n", hash);
	state_free(&st);
	return e->code;
}
