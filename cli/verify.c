/*
 * verify.c: `umpire verify JOURNAL [STATE]`: replay a game's journal
 * (journal.h) from its first state, through the same code that resolved it
 * (play.c), and report the first row that does not match: a broken chain (a
 * row altered or removed), a state edited by hand between two orders, or an
 * order whose replay does not give the recorded state (changed dice, order or
 * rules). With STATE, also check that it is the state the journal ends with.
 * Exit 0 when all matches, 1 at the first mismatch. What it shows of the game
 * replayed (--log, --svg DIR) is narrate.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "journal.h"
#include "narrate.h"
#include "play.h"

#define MAX_WORDS 40

/* The chance options of a row (journal.h) into the play and the context. */
static void chance_options(const struct journal_chance *jc, struct play *p,
		struct game_ctx *g)
{
	p->seed = jc->seed;
	p->dice = jc->dice;
	p->card = jc->card;
	for (int i = 0; i < jc->nrules && g->nrules < GAME_MAX_RULES; i++) {
		char *eq = strchr(jc->rule[i], '=');
		if (eq) {
			*eq = '\0';
			g->rule_id[g->nrules] = jc->rule[i];
			g->rule_val[g->nrules++] = eq + 1;
		}
	}
}

static int mismatch(const char *path, const struct journal_entry *row, int seq,
		const char *what, struct err *e)
{
	return err_set(e, EXIT_REFUSED, "%s:%d: row %d: %s", path, row->line, seq, what);
}

int cmd_verify(struct cli *c, struct err *e)
{
	struct journal jn;
	const struct game *gm;
	struct state st;
	struct tables ts;
	char hash[65], chain[65], prev[65] = "";
	const char *path;
	struct narrate nr = { 0 };

	if (c->narg < 1 || c->narg > 2)
		return cli_usage("verify", e);
	path = c->arg[0];
	state_init(&st);
	tables_init(&ts, c->tables_dir);
	if (journal_read(path, &jn, e))
		goto done;
	if ((gm = game_find(jn.game)) == NULL) {
		err_set(e, EXIT_DATA, "%s:1:3: unknown game '%s'", path, jn.game);
		goto done;
	}
	if (narrate_open(&nr, c, path, gm, e))
		goto done;
	for (int k = 0; k < jn.nrows; k++) {
		struct journal_entry *row = &jn.rows[k];
		char msg[256];

		journal_chain(prev, row->f, chain);
		if (strcmp(chain, row->f[JOURNAL_CHAIN]) != 0 || atoi(row->f[JOURNAL_SEQ]) != k) {
			mismatch(path, row, k, "the chain is broken: this row, or one before it, was "
					"altered, added or removed", e);
			goto done;
		}
		snprintf(prev, sizeof prev, "%s", chain);
		if (k == 0) {
			struct err pe = { 0 };
			if (strcmp(row->f[JOURNAL_ORDER], "start") != 0) {
				mismatch(path, row, 0, "the journal does not start with its first state", e);
				goto done;
			}
			if (state_parse(&st, row->f[JOURNAL_STATE], strlen(row->f[JOURNAL_STATE]),
					path, &pe)) {
				err_set(e, EXIT_DATA, "%s:%d: row 0: the first state: %s", path, row->line,
						pe.msg);
				goto done;
			}
			if (play_hash(gm, &st, hash, e))
				goto done;
			if (strcmp(hash, row->f[JOURNAL_AFTER]) != 0) {
				mismatch(path, row, 0, "the first state does not have its recorded hash", e);
				goto done;
			}
			struct game_ctx g0 = { .game = gm, .tables = &ts };
			if (narrate_start(&nr, &g0, &st, e))
				goto done;
			continue;
		}
		if (play_hash(gm, &st, hash, e))
			goto done;
		if (strcmp(hash, row->f[JOURNAL_BEFORE]) != 0) {
			snprintf(msg, sizeof msg, "the state was edited by hand before this order: "
					"it was %.12s... after row %d, and %.12s... when '%s' was resolved",
					hash, k - 1, row->f[JOURNAL_BEFORE], row->f[JOURNAL_ORDER]);
			mismatch(path, row, k, msg, e);
			goto done;
		}
		/* replay the order with the chance options it was typed with */
		char order[1024], chance[2048], *words[MAX_WORDS], *save = NULL;
		int n = 0;
		struct game_ctx g = { .game = gm, .tables = &ts };
		struct err re = { 0 };
		snprintf(order, sizeof order, "%s", row->f[JOURNAL_ORDER]);
		snprintf(chance, sizeof chance, "%s", row->f[JOURNAL_CHANCE]);
		for (char *t = strtok_r(order, " ", &save); t && n < MAX_WORDS;
		     t = strtok_r(NULL, " ", &save))
			words[n++] = t;
		struct play p = { .nwords = n, .words = words };
		struct journal_chance jc;
		char keyed[1024];
		journal_chance_decode(chance, &jc);
		chance_options(&jc, &p, &g);
		const char *commit = jc.commit, *key = jc.key;
		if (commit && key) {
			/* a committed turn: its orders must be the ones committed, on the
			 * state the turn started from; its dice come from the key */
			if (k == 1 || !strstr(jn.rows[k - 1].f[JOURNAL_CHANCE], commit)) {
				char turn_orders[8192] = "", expect[65];
				for (int t = k; t < jn.nrows &&
				     strstr(jn.rows[t].f[JOURNAL_CHANCE], commit); t++) {
					size_t len = strlen(turn_orders);
					snprintf(turn_orders + len, sizeof turn_orders - len, "%s\n",
							jn.rows[t].f[JOURNAL_ORDER]);
				}
				commit_of(row->f[JOURNAL_BEFORE], turn_orders, expect);
				if (strcmp(expect, commit) != 0) {
					mismatch(path, row, k, "the orders of this turn are not the ones "
							"committed to before the key was given", e);
					goto done;
				}
			}
			if (commit_seed(state_get(&st, "seed") ? state_get(&st, "seed") : "", commit,
					key, keyed, sizeof keyed, e))
				goto done;
			p.seed = keyed;
			g.committed = 1;   /* replayed as resolved: nothing named at the table */
		}
		g.log = narrate_log(&nr);
		if (narrate_order(&nr, k, &st, row->f[JOURNAL_ORDER], e))
			goto done;
		if (play_order(&g, &st, &p, &re)) {
			snprintf(msg, sizeof msg, "'%s' does not replay: %s", row->f[JOURNAL_ORDER],
					re.msg);
			mismatch(path, row, k, msg, e);
			goto done;
		}
		if (play_hash(gm, &st, hash, e))
			goto done;
		if (strcmp(hash, row->f[JOURNAL_AFTER]) != 0) {
			snprintf(msg, sizeof msg, "'%s' does not give the recorded state (its dice, "
					"the order or the rules were changed)", row->f[JOURNAL_ORDER]);
			mismatch(path, row, k, msg, e);
			goto done;
		}
		if (narrate_done(&nr, &g, k, row->f[JOURNAL_ORDER], &st, e))
			goto done;
	}
	if (c->narg == 2) {
		struct state last;
		const struct game *g2;
		char h2[65];
		if (cli_load(c->arg[1], &last, &g2, e) == 0 && play_hash(g2, &last, h2, e) == 0 &&
		    strcmp(h2, hash) != 0)
			err_set(e, EXIT_REFUSED, "%s is not the state the journal ends with (edited "
					"after row %d?)", c->arg[1], jn.nrows - 1);
		state_free(&last);
		if (e->code)
			goto done;
	}
	printf("%s: %d order%s verified; the state after them is %s\n", path, jn.nrows - 1,
			jn.nrows == 2 ? "" : "s", hash);
done:
	narrate_close(&nr, e);
	journal_free(&jn);
	tables_free(&ts);
	state_free(&st);
	return e->code;
}
