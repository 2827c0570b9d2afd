/*
 * verify.c: `umpire verify JOURNAL [STATE] [--ledger FILE] [--since OLD]
 * [-o STATE]`: replay a game's journal (journal.h) from its first state,
 * through the same code that resolved it (play.c), and report the first row
 * that does not match: a broken chain (a row altered or removed), a state
 * edited by hand between two orders, an order whose replay does not give the
 * recorded state, a committed turn whose revealed orders do not open its
 * commitment or that was not played line by line, and in play by e-mail any
 * die or ruling the mover chose. With --ledger, the committed turns are
 * checked against the reader's own record (ledger.h); with --since, the journal
 * must extend the one he already holds; with STATE, STATE must be the state the
 * journal ends with; -o writes that state. Exit 0 when all matches, 1 at the
 * first mismatch; the report (standard output) says where every die came from.
 * What it shows of the game replayed (--log, --svg DIR) is narrate.c's.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commit.h"
#include "i18n.h"
#include "journal.h"
#include "ledger.h"
#include "narrate.h"
#include "pending.h"
#include "play.h"

/* A committed turn met in the journal, for the ledger and the report. */
#define MAX_ANSWERS 64
struct vturn {
	char commit[65], key[COMMIT_MAX_KEY + 1], mover[COMMIT_MAX_SIDE];
	int first, last;        /* rows */
	int revealed;
	int nlines, refused;
	unsigned long long dice;
	char *answer[MAX_ANSWERS];   /* the decide rows' answers, in order */
	int answer_row[MAX_ANSWERS];
	int nanswers;
};

/* Where a player's dice came from, for the report. */
#define MAX_PLAYERS 16
struct vplayer {
	char name[COMMIT_MAX_SIDE];
	int orders, turns, rules;
	unsigned long long keyed, seeded, typed, chosen;
};

struct verify {
	struct cli *c;
	const char *path;
	struct journal jn;
	const struct game *gm;
	struct tables ts;
	struct state st;
	char hash[65];
	int pbem;
	struct vturn *turns;
	int nturns, cap;
	struct ledger led;
	int has_ledger;
	struct vplayer players[MAX_PLAYERS];
	int nplayers;
	int awaiting;           /* rows of a turn not yet revealed, at the end */
	int since_rows;         /* rows of --since OLD */
	struct narrate nr;      /* --log, --svg DIR */
	struct cli_deal deal;   /* --deal FILE, one per board */
	FILE *rep;              /* the report, printed if all matches */
	char *repbuf;
	size_t replen;
	struct err *e;
};

static int mismatch(struct verify *v, int k, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int mismatch(struct verify *v, int k, const char *fmt, ...)
{
	char msg[900];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, _(fmt), ap);
	va_end(ap);
	return err_set(v->e, EXIT_REFUSED, "%s:%d: row %d: %s", v->path, v->jn.rows[k].line, k,
			msg);
}

/* An order's text for the report: long ones shortened (the journal has it). */
static void shown(const char *order, char out[100])
{
	snprintf(out, 100, strlen(order) > 80 ? "%.77s..." : "%s", order);
}

static const char *player(const struct state *st)
{
	const char *a = state_get(st, "active");

	return a && *a ? a : "-";
}

/* The tally of a player (the last slot gathers any beyond MAX_PLAYERS). */
static struct vplayer *tally(struct verify *v, const char *name)
{
	for (int i = 0; i < v->nplayers; i++)
		if (strncmp(v->players[i].name, name, COMMIT_MAX_SIDE - 1) == 0)
			return &v->players[i];
	if (v->nplayers == MAX_PLAYERS)
		return &v->players[MAX_PLAYERS - 1];
	struct vplayer *p = &v->players[v->nplayers++];
	snprintf(p->name, sizeof p->name, "%s", name);
	return p;
}

static void report_players(struct verify *v)
{
	for (int i = 0; i < v->nplayers; i++) {
		const struct vplayer *p = &v->players[i];
		fprintf(v->rep, P_("%s: %d order", "%s: %d orders", p->orders), p->name, p->orders);
		if (p->turns)
			fprintf(v->rep, P_("; %d committed turn, %llu keyed dice",
					"; %d committed turns, %llu keyed dice", p->turns),
					p->turns, p->keyed);
		if (p->seeded)
			fprintf(v->rep, P_("; %llu dice from the state's seed",
					"; %llu dice from the state's seed", p->seeded), p->seeded);
		if (p->chosen)
			fprintf(v->rep, P_("; %llu dice from a --seed of his choice",
					"; %llu dice from a --seed of his choice", p->chosen), p->chosen);
		if (p->typed)
			fprintf(v->rep, P_("; %llu dice typed at the table", "; %llu dice typed at the table",
					p->typed), p->typed);
		if (p->rules)
			fprintf(v->rep, P_("; %d ruling changed with --rule",
					"; %d rulings changed with --rule", p->rules), p->rules);
		fputc('\n', v->rep);
	}
}

/* ---- row 0 and the chain ---- */

static int start(struct verify *v)
{
	struct journal_entry *row = &v->jn.rows[0];
	struct journal_chance jc;
	struct err pe = { 0 };
	char *chance = strdup(row->f[JOURNAL_CHANCE]);

	if (chance == NULL)
		return err_set(v->e, EXIT_IO, "out of memory");
	if (strcmp(row->f[JOURNAL_ORDER], "start") != 0 || *row->f[JOURNAL_BEFORE])
		mismatch(v, 0, "the journal does not start with its first state");
	else if (journal_chance_decode(chance, &jc, &pe) || jc.seed || jc.dice || jc.card ||
		 jc.has_draws || jc.commit || jc.key || jc.line || jc.secret || jc.nrules)
		mismatch(v, 0, "the start row's chance record holds %s", pe.code ? pe.msg :
				"more than its mode");
	else if (state_parse(&v->st, row->f[JOURNAL_TEXT], strlen(row->f[JOURNAL_TEXT]),
			v->path, &pe))
		err_set(v->e, EXIT_DATA, "%s:%d: row 0: the first state: %s", v->path, row->line,
				pe.msg);
	else if (play_hash(v->gm, &v->st, v->hash, v->e) == 0 &&
		 strcmp(v->hash, row->f[JOURNAL_AFTER]) != 0)
		mismatch(v, 0, "the first state does not have its recorded hash");
	v->pbem = jc.mode != NULL;
	free(chance);
	if (v->e->code == 0)
		cli_deal_owe(&v->deal, &v->st, 0, v->e);
	if (v->e->code == 0) {
		struct game_ctx g0 = { .game = v->gm, .tables = &v->ts };
		narrate_start(&v->nr, &g0, &v->st, v->e);
	}
	if (v->e->code == 0)
		fprintf(v->rep, _("%s: %s, %sstarting from the state %s (umpire hash)\n"), v->path,
				v->gm->id, v->pbem ? _("played by e-mail, ") : "", v->hash);
	return v->e->code;
}

static int chain(struct verify *v)
{
	char prev[65] = "", c[65];

	for (int k = 0; k < v->jn.nrows; k++) {
		struct journal_entry *row = &v->jn.rows[k];
		char seq[16];
		journal_chain(prev, row->f, c);
		snprintf(seq, sizeof seq, "%d", k);
		if (strcmp(c, row->f[JOURNAL_CHAIN]) != 0 || strcmp(row->f[JOURNAL_SEQ], seq) != 0)
			return mismatch(v, k, "the chain is broken: this row, or one before it, was "
					"altered, added or removed");
		memcpy(prev, c, sizeof c);
	}
	return 0;
}

/* ---- one row ---- */

/* The state before row k must be the one the row names. */
static int before(struct verify *v, int k)
{
	const struct journal_entry *row = &v->jn.rows[k];

	if (play_hash(v->gm, &v->st, v->hash, v->e))
		return v->e->code;
	if (strcmp(v->hash, row->f[JOURNAL_BEFORE]) != 0)
		return mismatch(v, k, "the state was edited by hand before this order: it was "
				"%.12s... after row %d, and %.12s... when '%.200s' was resolved",
				v->hash, k - 1, row->f[JOURNAL_BEFORE], row->f[JOURNAL_ORDER]);
	return 0;
}

static int after(struct verify *v, int k)
{
	const struct journal_entry *row = &v->jn.rows[k];

	if (play_hash(v->gm, &v->st, v->hash, v->e))
		return v->e->code;
	if (strcmp(v->hash, row->f[JOURNAL_AFTER]) != 0)
		return mismatch(v, k, "'%.200s' does not give the recorded state (its dice, the "
				"order or the rules were changed)", row->f[JOURNAL_ORDER]);
	return 0;
}

/* Split an order field into words (in place); -1 beyond max. */
static int words(char *order, char **w, int max)
{
	int n = 0;

	for (char *t = strtok(order, " "); t; t = strtok(NULL, " ")) {
		if (n == max)
			return -1;
		w[n++] = t;
	}
	return n;
}

/* --rule of a row into the context (checked against the game's rulings). */
static int rules(struct verify *v, int k, const struct journal_chance *jc, struct game_ctx *g)
{
	for (int i = 0; i < jc->nrules; i++) {
		char *eq = strchr(jc->rule[i], '=');
		const struct ruling *r;
		if (eq == NULL)
			return mismatch(v, k, "rule=%.100s is not ID=VALUE", jc->rule[i]);
		*eq = '\0';
		if ((r = game_ruling(v->gm, jc->rule[i])) == NULL || !game_ruling_allows(r, eq + 1))
			return mismatch(v, k, "rule=%.60s=%.60s is not a ruling of %s", jc->rule[i],
					eq + 1, v->gm->id);
		if (v->pbem)
			return mismatch(v, k, "play by e-mail: --rule %s=%s changed a ruling",
					jc->rule[i], eq + 1);
		g->rule_id[g->nrules] = r->id;
		g->rule_val[g->nrules++] = eq + 1;
		*eq = '=';
	}
	return 0;
}

static void report_rules(struct verify *v, const struct journal_chance *jc)
{
	for (int i = 0; i < jc->nrules; i++)
		fprintf(v->rep, _("; ruling changed: --rule %s"), jc->rule[i]);
	if (jc->card)
		fprintf(v->rep, _("; card: %s"), jc->card);
	fputc('\n', v->rep);
}

/* --deal FILE: the card of row k (played on v->st, the state before it) is
 * one its mover showed in a deal file and no row played before (umpire(1),
 * "Secret hands"); what row k may change is noted for react_row. */
static int deal_row(struct verify *v, int k, const char *card, const struct journal_chance *jc)
{
	struct err re = { 0 };

	if (!v->deal.on || jc->refused)
		return 0;
	if (cli_deal_before(&v->deal, &v->st, card, &re))
		return re.code == EXIT_IO ? err_set(v->e, EXIT_IO, "out of memory") :
			mismatch(v, k, "'%.200s': %s", v->jn.rows[k].f[JOURNAL_ORDER], re.msg);
	return 0;
}

/* --deal FILE, after row k replayed: the card it played is one its mover
 * showed in the deal file of the board it was played on, at the deal=K (or
 * deal=B:K) recorded; a card its order made the other side play out of turn
 * (an Ambush) likewise at react=K; and what the new state owes is noted
 * (cli_deal_owe), for deal_settle. */
static int react_row(struct verify *v, int k, const struct journal_chance *jc)
{
	struct cli_deal_at at_card = { jc->deal_board ? jc->deal_board : 1,
		jc->has_deal ? jc->deal : -1 };
	struct cli_deal_at at_react = { jc->react_board ? jc->react_board : 1,
		jc->has_react ? jc->react : -1 };
	struct cli_deal_at card, react;
	struct err re = { 0 };

	if (!v->deal.on || jc->refused)
		return 0;
	if (cli_deal_after(&v->deal, &v->st, at_card, at_react, &card, &react, &re))
		return mismatch(v, k, "'%.200s': %s", v->jn.rows[k].f[JOURNAL_ORDER], re.msg);
	if (jc->has_deal && card.pos < 0)
		return mismatch(v, k, "'%.200s' plays no new card, yet records deal=%ld",
				v->jn.rows[k].f[JOURNAL_ORDER], jc->deal);
	if (jc->has_react && react.pos < 0)
		return mismatch(v, k, "'%.200s' plays no card out of turn, yet records react=%ld",
				v->jn.rows[k].f[JOURNAL_ORDER], jc->react);
	return cli_deal_owe(&v->deal, &v->st, k, v->e);
}

/* --deal FILE, at the end: the deal file's draws are what the states owed. */
static int deal_settle(struct verify *v)
{
	struct err re = { 0 };
	int row;

	if (v->deal.on && cli_deal_settle(&v->deal, &row, &re))
		return mismatch(v, row, "%s", re.msg);
	return 0;
}

static int plain_row(struct verify *v, int k, struct journal_chance *jc)
{
	struct journal_entry *row = &v->jn.rows[k];
	struct game_ctx g = { .game = v->gm, .tables = &v->ts };
	struct err re = { 0 };
	char *order = strdup(row->f[JOURNAL_ORDER]), *w[ORDER_MAX_ARGS + 8], text[100];
	struct play p = { .words = w, .dice = jc->dice, .seed = jc->seed, .card = jc->card };
	char who[COMMIT_MAX_SIDE];   /* a copy: the order may change the active side */

	snprintf(who, sizeof who, "%s", player(&v->st));

	if (order == NULL)
		return err_set(v->e, EXIT_IO, "out of memory");
	p.nwords = words(order, w, ORDER_MAX_ARGS + 8);
	g.log = narrate_log(&v->nr);
	shown(row->f[JOURNAL_ORDER], text);
	if (p.nwords < 0)
		mismatch(v, k, "'%.200s': more words than an order has", row->f[JOURNAL_ORDER]);
	else if (*row->f[JOURNAL_TEXT])
		mismatch(v, k, "only the first row and the end of a committed turn hold a text");
	else if (v->pbem && jc->dice)
		mismatch(v, k, "play by e-mail: the dice of '%.200s' were typed with --dice %.100s",
				row->f[JOURNAL_ORDER], jc->dice);
	else if (v->pbem && jc->seed)
		mismatch(v, k, "play by e-mail: the dice of '%.200s' were chosen with --seed %.100s",
				row->f[JOURNAL_ORDER], jc->seed);
	else if (rules(v, k, jc, &g) == 0 && deal_row(v, k, jc->card, jc) == 0 &&
		 narrate_order(&v->nr, k, &v->st, row->f[JOURNAL_ORDER], v->e) == 0 &&
		 play_order(&g, &v->st, &p, &re))
		mismatch(v, k, "'%.200s' does not replay: %s", row->f[JOURNAL_ORDER], re.msg);
	else if (v->e->code == 0 && v->pbem && p.seeded && p.ndice > 0)
		mismatch(v, k, "play by e-mail: '%.200s' rolled %llu dice from the state's seed, "
				"which its mover could compute in advance", row->f[JOURNAL_ORDER], p.ndice);
	else if (v->e->code == 0 && after(v, k) == 0 && react_row(v, k, jc) == 0 &&
		 narrate_done(&v->nr, &g, k, row->f[JOURNAL_ORDER], &v->st, v->e) == 0) {
		/* a row left waiting for a decision consumes no die: its answer
		 * rolls them again, and counts them */
		int waits = pending_get(&v->st) != NULL;
		struct vplayer *t = tally(v, who);
		t->orders += !waits;
		t->rules += jc->nrules;
		*(jc->dice ? &t->typed : jc->seed ? &t->chosen : &t->seeded) += waits ? 0 : p.ndice;
		fprintf(v->rep, _("row %d (%s): %s: "), k, who, text);
		if (p.ndice == 0)
			fprintf(v->rep, _("no dice"));
		else if (jc->dice)
			fprintf(v->rep, P_("%llu dice typed at the table (--dice %s)",
					"%llu dice typed at the table (--dice %s)", p.ndice), p.ndice, jc->dice);
		else if (jc->seed)
			fprintf(v->rep, P_("%llu dice from --seed %s, chosen by the mover",
					"%llu dice from --seed %s, chosen by the mover", p.ndice), p.ndice,
					jc->seed);
		else
			fprintf(v->rep, P_("%llu dice from the state's seed (draws %llu-%llu)",
					"%llu dice from the state's seed (draws %llu-%llu)", p.ndice), p.ndice,
					p.draws_before, p.draws_before + p.ndice - 1);
		if (waits)
			fprintf(v->rep, _("; waits for a decision, whose answer rolls them again"));
		report_rules(v, jc);
	}
	play_free(&p);
	free(order);
	return v->e->code;
}

/* ---- committed turns ---- */

static int row_chance(struct verify *v, int k, char **buf, struct journal_chance *jc)
{
	struct err pe = { 0 };

	if ((*buf = strdup(v->jn.rows[k].f[JOURNAL_CHANCE])) == NULL)
		return err_set(v->e, EXIT_IO, "out of memory");
	if (journal_chance_decode(*buf, jc, &pe))
		return mismatch(v, k, "%s", pe.msg);
	if (jc->mode)
		return mismatch(v, k, "mode= belongs to the start row");
	if (jc->commit && !jc->key)
		return mismatch(v, k, "commit= without key=: a committed turn's dice need the key");
	if (jc->key && !jc->commit)
		return mismatch(v, k, "key= without commit=");
	if (jc->key && commit_check_key(jc->key, "key=", &pe))
		return mismatch(v, k, "%s", pe.msg);
	if (!jc->commit && (jc->line || jc->refused || jc->secret))
		return mismatch(v, k, "line=, refused= or secret= outside a committed turn");
	return 0;
}

/* The last row of the committed turn starting at row a (its rows follow one
 * another with the same commitment). */
static int turn_end(struct verify *v, int a, const char *commit)
{
	int b = a;

	for (int k = a + 1; k < v->jn.nrows; k++) {
		struct journal_chance jc;
		char *buf = NULL;
		int same = row_chance(v, k, &buf, &jc) == 0 && jc.commit &&
			strcmp(jc.commit, commit) == 0;
		free(buf);
		if (v->e->code)
			return -1;
		if (!same)
			break;
		b = k;
	}
	return b;
}

static struct vturn *new_turn(struct verify *v, int a, int b, const struct journal_chance *jc)
{
	if (v->nturns == v->cap) {
		int cap = v->cap ? 2 * v->cap : 16;
		struct vturn *t = realloc(v->turns, (size_t)cap * sizeof *t);
		if (t == NULL)
			return err_set(v->e, EXIT_IO, "out of memory"), NULL;
		v->turns = t;
		v->cap = cap;
	}
	for (int i = 0; i < v->nturns; i++)
		if (strcmp(v->turns[i].commit, jc->commit) == 0)
			return mismatch(v, a, "the commitment %.64s was already played, in rows %d-%d",
					jc->commit, v->turns[i].first, v->turns[i].last), NULL;
	if (!commit_is_hex64(jc->commit))
		return mismatch(v, a, "commit=%.70s is not a commitment (64 hexadecimal digits)",
				jc->commit), NULL;
	struct vturn *t = &v->turns[v->nturns++];
	memset(t, 0, sizeof *t);
	strcpy(t->commit, jc->commit);
	snprintf(t->key, sizeof t->key, "%s", jc->key);
	snprintf(t->mover, sizeof t->mover, "%s", player(&v->st));
	t->first = a;
	t->last = b;
	return t;
}

/* The line `n` of the revealed orders (1-based), split into words and card. */
static int turn_line(struct verify *v, int k, const char *orders, int n, char **copy,
		struct commit_line *cl)
{
	const char *l = orders;
	char place[64];

	for (int i = 1; i < n && l; i++)
		if ((l = strchr(l, '\n')) != NULL)
			l++;
	if (l == NULL || *l == '\0')
		return mismatch(v, k, "line %d of the turn, which has fewer lines", n);
	if ((*copy = strndup(l, strcspn(l, "\n"))) == NULL)
		return err_set(v->e, EXIT_IO, "out of memory");
	snprintf(place, sizeof place, "line %d of the turn", n);
	struct err pe = { 0 };
	if (commit_line_split(*copy, cl, place, &pe))
		return mismatch(v, k, "%s", pe.msg);
	return 0;
}

/* The order a row of the turn must hold: line `*expect`, or after a pause the
 * answer to its decision. */
static int turn_order(struct verify *v, int k, const char *orders, int expect, int paused,
		const struct journal_chance *jc, char **copy, struct commit_line *cl)
{
	const char *order = v->jn.rows[k].f[JOURNAL_ORDER];

	if (jc->line != expect)
		return mismatch(v, k, "line %ld of the turn, where line %d was due", jc->line,
				expect);
	if (jc->dice || jc->seed)
		return mismatch(v, k, "a row of a committed turn with --dice or --seed");
	if (paused) {
		memset(cl, 0, sizeof *cl);
		if ((*copy = strdup(order)) == NULL)
			return err_set(v->e, EXIT_IO, "out of memory");
		cl->nwords = words(*copy, cl->words, COMMIT_MAX_WORDS);
		if (cl->nwords != 2 || strcmp(cl->words[0], "decide") != 0 || jc->card)
			return mismatch(v, k, "the turn waits for the answer to the decision of its "
					"line %d, not for '%.200s'", expect, order);
		return 0;
	}
	if (turn_line(v, k, orders, expect, copy, cl))
		return v->e->code;
	size_t n = 0;
	for (int i = 0; i < cl->nwords; i++)
		n += strlen(cl->words[i]) + 1;
	char *joined = calloc(1, n + 1);
	if (joined == NULL)
		return err_set(v->e, EXIT_IO, "out of memory");
	for (int i = 0; i < cl->nwords; i++)
		strcat(strcat(joined, i ? " " : ""), cl->words[i]);
	int same = strcmp(joined, order) == 0 && ((!cl->card && !jc->card) ||
		(cl->card && jc->card && strcmp(cl->card, jc->card) == 0));
	free(joined);
	if (!same)
		return mismatch(v, k, "'%.200s' is not line %d of the orders revealed", order,
				expect);
	return 0;
}

static void report_turn_row(struct verify *v, int k, const struct vturn *t,
		const struct play *p, const struct commit_line *cl, long line)
{
	fprintf(v->rep, _("row %d (%s): committed turn %.12s, line %ld: "), k, t->mover,
			t->commit, line);
	if (!strcmp(cl->words[0], "decide"))
		fprintf(v->rep, _("the answer '%s', "), cl->words[1]);
	if (p->outcome == PLAY_REFUSED)
		fprintf(v->rep, _("refused by the rules (%.200s)"), p->why);
	else if (p->ndice)
		fprintf(v->rep, P_("%llu dice from its keyed stream (draws %llu-%llu)",
				"%llu dice from its keyed stream (draws %llu-%llu)", p->ndice), p->ndice,
				p->draws_before, p->draws_before + p->ndice - 1);
	else
		fprintf(v->rep, _("no dice"));
	if (p->outcome == PLAY_PAUSED)
		fprintf(v->rep, _("; waits for a decision of %s"), play_pending(&v->st, "side"));
	if (cl->card)
		fprintf(v->rep, _("; card: %s"), cl->card);
	fputc('\n', v->rep);
}

/* Replay row k of the turn t. */
static int turn_row(struct verify *v, struct vturn *t, int k, struct play_turn *pt,
		const char *orders, int *expect, int *paused)
{
	struct game_ctx g = { .game = v->gm, .tables = &v->ts };
	struct journal_chance jc;
	struct commit_line cl;
	struct err re = { 0 };
	struct play p = { 0 };
	char *buf = NULL, *copy = NULL;

	g.log = narrate_log(&v->nr);
	if (row_chance(v, k, &buf, &jc) || rules(v, k, &jc, &g) ||
	    turn_order(v, k, orders, *expect, *paused, &jc, &copy, &cl) || before(v, k) ||
	    deal_row(v, k, cl.card, &jc))
		goto done;
	if (k != t->last && *v->jn.rows[k].f[JOURNAL_TEXT]) {
		mismatch(v, k, "only the first row and the end of a committed turn hold a text");
		goto done;
	}
	pt->line = *expect;
	p = (struct play){ .nwords = cl.nwords, .words = cl.words, .card = cl.card, .turn = pt };
	if (narrate_order(&v->nr, k, &v->st, v->jn.rows[k].f[JOURNAL_ORDER], v->e))
		goto done;
	if (play_turn_step(&g, &v->st, &p, &re)) {
		mismatch(v, k, "'%.200s' does not replay: %s", v->jn.rows[k].f[JOURNAL_ORDER],
				re.msg);
		goto done;
	}
	if ((p.outcome == PLAY_REFUSED) != jc.refused) {
		mismatch(v, k, "line %d of the turn was %s by the rules, not as recorded", *expect,
				p.outcome == PLAY_REFUSED ? _("refused") : _("not refused"));
		goto done;
	}
	if (after(v, k) || react_row(v, k, &jc) ||
	    narrate_done(&v->nr, &g, k, v->jn.rows[k].f[JOURNAL_ORDER], &v->st, v->e))
		goto done;
	report_turn_row(v, k, t, &p, &cl, pt->line);
	t->dice += p.outcome == PLAY_PAUSED ? 0 : p.ndice;   /* its answer rolls them again */
	t->refused += p.outcome == PLAY_REFUSED;
	if (*paused) {
		if (t->nanswers == MAX_ANSWERS) {
			mismatch(v, k, "more than %d decisions in one turn", MAX_ANSWERS);
			goto done;
		}
		t->answer_row[t->nanswers] = k;
		t->answer[t->nanswers++] = strdup(cl.words[1]);
	}
	*paused = p.outcome == PLAY_PAUSED;
	*expect += !*paused;
done:
	play_free(&p);
	free(copy);
	free(buf);
	return v->e->code;
}

/* A revealed turn: the orders open the commitment, then every row replays. */
static int turn_revealed(struct verify *v, struct vturn *t, const char *secret)
{
	const char *orders = v->jn.rows[t->last].f[JOURNAL_TEXT];
	const char *seed = state_get(&v->st, "seed");
	char c[65], dice_seed[65], *norm = commit_normalise(orders, strlen(orders), NULL, NULL);
	int expect = 1, paused = 0, same = norm && strcmp(norm, orders) == 0;

	free(norm);
	if (!commit_is_hex64(secret))
		return mismatch(v, t->last, "secret=%.70s is not a secret (64 hexadecimal digits)",
				secret);
	if (!same || *orders == '\0')
		return mismatch(v, t->last, "the orders revealed are not normalised orders "
				"(umpire-state(5), \"Committed turns\")");
	commit_of(v->jn.rows[t->first].f[JOURNAL_BEFORE], secret, orders, c);
	if (strcmp(c, t->commit) != 0)
		return mismatch(v, t->last, "the orders revealed do not open the commitment %s "
				"(the turn of rows %d-%d): they are not the orders committed to before "
				"the key was given", t->commit, t->first, t->last);
	commit_dice_seed(seed ? seed : "", secret, t->commit, t->key, dice_seed);
	struct play_turn pt = { .commit = t->commit, .key = t->key, .dice_seed = dice_seed,
		.mover = strcmp(t->mover, "-") ? t->mover : "" };
	for (int k = t->first; k <= t->last; k++)
		if (turn_row(v, t, k, &pt, orders, &expect, &paused))
			return v->e->code;
	for (const char *l = orders; *l; l++)
		t->nlines += *l == '\n';
	if (paused)
		return mismatch(v, t->last, "the turn is revealed while it waits for a decision");
	if (expect != t->nlines + 1)
		return mismatch(v, t->last, "the turn ends after line %d of its %d lines: the rest "
				"were never played", expect - 1, t->nlines);
	t->revealed = 1;
	struct vplayer *pl = tally(v, t->mover);
	pl->turns++;
	pl->keyed += t->dice;
	pl->orders += t->nlines;
	return 0;
}

/* The committed turn starting at row a; returns the row after it. */
static int turn_rows(struct verify *v, int a, const struct journal_chance *first)
{
	int b = turn_end(v, a, first->commit);
	struct journal_chance jc;
	struct vturn *t;
	char *buf = NULL, secret[65] = "";

	if (b < 0 || before(v, a) || (t = new_turn(v, a, b, first)) == NULL)
		return a;
	for (int k = a; k <= b && v->e->code == 0; k++) {
		if (row_chance(v, k, &buf, &jc) == 0) {
			if (strcmp(jc.key, t->key) != 0)
				mismatch(v, k, "the key changed within the turn of rows %d-%d", a, b);
			else if (jc.secret && k != b)
				mismatch(v, k, "the turn reveals its secret before its last row");
			else if (jc.secret)
				snprintf(secret, sizeof secret, "%.64s", jc.secret);
		}
		free(buf);
		buf = NULL;
	}
	if (v->e->code)
		return a;
	if (*secret)
		return turn_revealed(v, t, secret) ? a : b + 1;
	if (b != v->jn.nrows - 1)
		return mismatch(v, b, "the turn committed as %s (rows %d-%d) ends here without "
				"revealing its secret, and the journal goes on", t->commit, a, b), a;
	v->awaiting = b - a + 1;
	fprintf(v->rep, _("rows %d-%d (%s): committed turn %.12s, awaiting the reveal\n"), a, b,
			t->mover, t->commit);
	return b + 1;
}

/* ---- the reader's ledger ---- */

static int vl_open(struct verify *v)
{
	if (v->c->ledger == NULL)
		return 0;
	v->has_ledger = 1;
	return ledger_read(v->c->ledger, &v->led, v->e);
}

static void vl_close(struct verify *v)
{
	for (int i = 0; i < v->nturns; i++)
		for (int k = 0; k < v->turns[i].nanswers; k++)
			free(v->turns[i].answer[k]);
	free(v->turns);
	ledger_free(&v->led);
}

/* The answers the turn used must be the ones the reader sent, in order. */
static int vl_answers(struct verify *v, const struct vturn *t)
{
	int n = 0;

	for (int i = 0; i < v->led.n; i++) {
		const struct ledger_entry *x = &v->led.v[i];
		if (x->kind != LEDGER_ANSWER || strcmp(x->commit, t->commit) != 0)
			continue;
		if (n < t->nanswers && strcmp(x->value, t->answer[n]) != 0)
			return mismatch(v, t->answer_row[n], "the answer '%.100s' to the decision of "
					"the turn %.12s... is not the one you sent ('%.100s', %s:%d)",
					t->answer[n], t->commit, x->value, v->c->ledger, x->line);
		n++;
	}
	if (n < t->nanswers)
		return mismatch(v, t->answer_row[n], "the answer '%.100s' to the decision of the "
				"turn %.12s... is not one you sent", t->answer[n], t->commit);
	return 0;
}

/* 1 if the journal plays the turn of this commitment. */
static int played(const struct verify *v, const char *commit)
{
	for (int i = 0; i < v->nturns; i++)
		if (strcmp(v->turns[i].commit, commit) == 0)
			return 1;
	return 0;
}

static int vl_check(struct verify *v)
{
	int next = 0;   /* the ledger entry after the last received turn played */

	for (int i = 0; v->has_ledger && i < v->nturns; i++) {
		const struct vturn *t = &v->turns[i];
		const struct ledger_entry *rec = ledger_find(&v->led, LEDGER_RECEIVED, t->commit);
		if (ledger_find(&v->led, LEDGER_SENT, t->commit))
			continue;
		if (rec == NULL)
			return mismatch(v, t->first, "the turn committed as %s is not in %s: you never "
					"received it (played with a key of the mover's own?)", t->commit,
					v->c->ledger);
		if (strcmp(rec->value, t->key) != 0)
			return mismatch(v, t->first, "the turn committed as %s was keyed by '%.100s', "
					"not by the key you sent (%.100s)", t->commit, t->key, rec->value);
		for (int q = next; q < (int)(rec - v->led.v); q++) {
			if (v->led.v[q].kind != LEDGER_RECEIVED)
				continue;
			if (played(v, v->led.v[q].commit))
				return mismatch(v, t->first, "the turn committed as %s was played before "
						"%s, which you received first (%s:%d)", t->commit,
						v->led.v[q].commit, v->c->ledger, v->led.v[q].line);
			return err_set(v->e, EXIT_REFUSED, "%s:%d: you sent a key for %s, which was "
					"never played: the mover saw its dice and committed again",
					v->c->ledger, v->led.v[q].line, v->led.v[q].commit);
		}
		if ((int)(rec - v->led.v) < next)
			return mismatch(v, t->first, "the turn committed as %s was played after one "
					"you received later", t->commit);
		next = (int)(rec - v->led.v) + 1;
		if (vl_answers(v, t))
			return v->e->code;
	}
	return 0;
}

static void vl_report(struct verify *v)
{
	int theirs = 0, mine = 0, waiting = 0;

	if (!v->has_ledger)
		return;
	for (int i = 0; i < v->nturns; i++)
		if (ledger_find(&v->led, LEDGER_SENT, v->turns[i].commit))
			mine++;
		else
			theirs++;
	for (int q = 0; q < v->led.n; q++)
		waiting += v->led.v[q].kind == LEDGER_RECEIVED && !played(v, v->led.v[q].commit);
	fprintf(v->rep, P_("ledger %s: %d committed turn received, keyed and played in order; %d "
			"of yours; %d received, not yet played\n",
			"ledger %s: %d committed turns received, keyed and played in order; %d of "
			"yours; %d received, not yet played\n", theirs), v->c->ledger, theirs, mine,
			waiting);
}

/* ---- the whole journal ---- */

static int replay(struct verify *v)
{
	for (int k = 1; k < v->jn.nrows && v->e->code == 0;) {
		struct journal_chance jc;
		char *buf = NULL;
		if (row_chance(v, k, &buf, &jc) == 0) {
			if (jc.commit)
				k = turn_rows(v, k, &jc);
			else if (before(v, k) == 0 && plain_row(v, k, &jc) == 0)
				k++;
		}
		free(buf);
	}
	return v->e->code;
}

static int since(struct verify *v)
{
	struct journal old;
	const char *path = v->c->since;

	if (path == NULL)
		return 0;
	if (journal_read(path, &old, v->e))
		return v->e->code;
	if (strcmp(old.game, v->jn.game) != 0)
		err_set(v->e, EXIT_REFUSED, "%s is a journal of %s, not of %s", path, old.game,
				v->jn.game);
	else if (old.nrows > v->jn.nrows)
		err_set(v->e, EXIT_REFUSED, "%s has %d rows, fewer than the %d of %s, which you "
				"hold: rows were removed", v->path, v->jn.nrows, old.nrows, path);
	for (int k = 0; k < old.nrows && v->e->code == 0; k++)
		for (int f = 0; f < JOURNAL_NFIELDS; f++)
			if (strcmp(old.rows[k].f[f], v->jn.rows[k].f[f]) != 0) {
				mismatch(v, k, "not the row %d of %s, which you hold: the history was "
						"rewritten", k, path);
				break;
			}
	v->since_rows = old.nrows;
	journal_free(&old);
	return v->e->code;
}

static int final_state(struct verify *v)
{
	struct cli *c = v->c;
	const char *last = v->jn.rows[v->jn.nrows - 1].f[JOURNAL_AFTER];

	if (c->narg == 2) {
		struct state st;
		const struct game *g2;
		char h[65];
		if (cli_load(c->arg[1], &st, &g2, v->e) == 0 && play_hash(g2, &st, h, v->e) == 0 &&
		    strcmp(h, last) != 0)
			err_set(v->e, EXIT_REFUSED, "%s is not the state the journal ends with (edited "
					"after row %d?)", c->arg[1], v->jn.nrows - 1);
		state_free(&st);
	}
	if (v->e->code == 0 && c->out) {
		if (v->awaiting)
			err_set(v->e, EXIT_USAGE, "-o: the journal ends in a committed turn not yet "
					"revealed: its state cannot be rebuilt");
		else
			state_save(&v->st, v->gm->kinds, c->out, v->e);
	}
	return v->e->code;
}

static void summary(struct verify *v)
{
	int n = v->jn.nrows - 1 - v->awaiting;

	for (int i = 0; i < v->nturns; i++) {
		const struct vturn *t = &v->turns[i];
		fprintf(v->rep, _("turn %.12s... of %s, rows %d-%d, keyed by %.64s: "), t->commit,
				t->mover, t->first, t->last, t->key);
		if (t->revealed)
			fprintf(v->rep, P_("%d line (%d refused by the rules), %llu dice from its "
					"keyed stream\n",
					"%d lines (%d refused by the rules), %llu dice from its "
					"keyed stream\n", t->nlines), t->nlines, t->refused,
					t->dice);
		else
			fprintf(v->rep, _("awaiting the reveal: its dice are checked when the journal "
					"reveals the mover's secret\n"));
	}
	report_players(v);
	vl_report(v);
	for (int i = 0; i < v->deal.n; i++) {   /* each board's deal file */
		const struct cli_deal_file *f = &v->deal.f[i];
		fprintf(v->rep, P_("deal %s: %d card played, each shown by its mover and played "
				"once\n",
				"deal %s: %d cards played, each shown by its mover and played "
				"once\n", f->cards), f->path, f->cards);
		if (f->sealed)
			fprintf(v->rep, _("deal %s: %s drew %d, %s %d, as the states owe\n"), f->path,
					f->d.side[0], f->due[0], f->d.side[1], f->due[1]);
	}
	if (v->c->since)
		fprintf(v->rep, _("extends %s (rows 0-%d unchanged)\n"), v->c->since,
				v->since_rows - 1);
	if (v->awaiting)
		fprintf(v->rep, P_("%s: %d order verified, %d awaiting the reveal; the last state "
				"recorded is %s\n",
				"%s: %d orders verified, %d awaiting the reveal; the last state "
				"recorded is %s\n", n), v->path, n, v->awaiting,
				v->jn.rows[v->jn.nrows - 1].f[JOURNAL_AFTER]);
	else
		fprintf(v->rep, P_("%s: %d order verified; the state after them is %s\n",
				"%s: %d orders verified; the state after them is %s\n", n), v->path,
				n, v->hash);
}

int cmd_verify(struct cli *c, struct err *e)
{
	struct verify *v = calloc(1, sizeof *v);

	if (v == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	*v = (struct verify){ .c = c, .e = e };
	state_init(&v->st);
	if (c->narg < 1 || c->narg > 2) {
		cli_usage("verify", e);
		goto done;
	}
	v->path = c->arg[0];
	if ((v->rep = open_memstream(&v->repbuf, &v->replen)) == NULL) {
		err_set(e, EXIT_IO, "out of memory");
		goto done;
	}
	if (cli_tables(c, &v->ts, e) || journal_read(v->path, &v->jn, e) ||
	    cli_deal_open(&v->deal, c->deal, c->ndeal, e))
		goto done;
	if ((v->gm = game_find(v->jn.game)) == NULL) {
		err_set(e, EXIT_DATA, "%s:1:3: unknown game '%s'", v->path, v->jn.game);
		goto done;
	}
	if (narrate_open(&v->nr, c, v->path, v->gm, e) || vl_open(v) || since(v) || chain(v) || start(v) || replay(v) ||
	    deal_settle(v) || vl_check(v) || final_state(v))
		goto done;
	summary(v);
	fclose(v->rep);
	v->rep = NULL;
	fwrite(v->repbuf, 1, v->replen, stdout);
done:
	if (v->rep)
		fclose(v->rep);
	free(v->repbuf);
	narrate_close(&v->nr, e);
	vl_close(v);
	cli_deal_close(&v->deal);
	journal_free(&v->jn);
	tables_free(&v->ts);
	state_free(&v->st);
	free(v);
	return e->code;
}
