/*
 * game.c: the registry of rulesets, and what every game shares: the ruling in
 * force, and odds reports. Adding a game is one line in `games` below and one
 * folder under core/games/.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

extern const struct game salerno43_game;
extern const struct game omaha_game;
extern const struct game memoir44_game;
extern const struct game normandie44_game;
extern const struct game heroes_game;

static const struct game *const games[] = {
	&salerno43_game,
	&omaha_game,
	&memoir44_game,
	&normandie44_game,
	&heroes_game,
};

const struct game *const *game_all(int *n)
{
	*n = (int)(sizeof games / sizeof games[0]);
	return games;
}

const struct game *game_find(const char *id)
{
	for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
		if (strcmp(games[i]->id, id) == 0)
			return games[i];
	return NULL;
}

const struct order_spec *game_order(const struct game *gm, const char *verb)
{
	for (int i = 0; i < gm->norders; i++)
		if (strcmp(gm->orders[i].verb, verb) == 0)
			return &gm->orders[i];
	return NULL;
}

const struct ruling *game_ruling(const struct game *gm, const char *id)
{
	for (int i = 0; i < gm->nrulings; i++)   /* first letters first: a hot loop */
		if (gm->rulings[i].id[0] == id[0] && strcmp(gm->rulings[i].id, id) == 0)
			return &gm->rulings[i];
	return NULL;
}

int game_ruling_allows(const struct ruling *r, const char *value)
{
	size_t n = strlen(value);

	if (strcmp(value, r->dflt) == 0)
		return 1;
	for (const char *p = r->alts; *p;) {
		size_t len = strcspn(p, "|");
		if (len == n && strncmp(p, value, n) == 0)
			return 1;
		p += len;
		p += *p == '|';
	}
	return 0;
}

int game_check_house_rules(const struct game *gm, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "set");

	for (int i = 0; k != NULL && i < k->nrows; i++) {
		const char *key = state_field(&k->rows[i], 1), *v = state_field(&k->rows[i], 2);
		const struct ruling *r;
		if (strcmp(key, "draws") == 0) {
			/* the index of the next seeded die: digits, at most 18 of them, so
			 * that it never wraps round and replays old dice */
			size_t n = strlen(v);
			if (n == 0 || n > 18 || strspn(v, "0123456789") != n)
				return err_set(e, EXIT_DATA, "%s:%d:3: draws '%s' is not a count of dice "
						"(0 to 999999999999999999)", st->path, k->rows[i].line, v);
			continue;
		}
		if (strncmp(key, "rule.", 5) != 0)
			continue;
		if ((r = game_ruling(gm, key + 5)) == NULL)
			return err_set(e, EXIT_DATA, "%s:%d:2: house rule '%s': %s has no such "
					"ruling (see 'umpire rulings %s')", st->path, k->rows[i].line,
					key + 5, gm->id, gm->id);
		if (!game_ruling_allows(r, v))
			return err_set(e, EXIT_DATA, "%s:%d:3: house rule %s=%s: the values are "
					"%s|%s", st->path, k->rows[i].line, r->id, v, r->dflt, r->alts);
	}
	return 0;
}

/* --rule on the command line beats a house rule stored in the state
 * (`set,rule.ID,VALUE`), which beats the default. */
const char *game_rule(const struct game_ctx *g, const struct state *st, const char *id)
{
	const struct ruling *r = game_ruling(g->game, id);
	char key[128];
	const char *v;
	size_t n;

	if (r == NULL)
		return NULL;
	for (int i = g->nrules - 1; i >= 0; i--)
		if (strcmp(g->rule_id[i], id) == 0)
			return g->rule_val[i];
	/* "rule.ID" by hand: a printf for it was half the cost of a ruling read,
	 * and an order reads a score of them (issue 14) */
	if ((n = strlen(id)) + sizeof "rule." > sizeof key)
		return r->dflt;
	memcpy(key, "rule.", 5);
	memcpy(key + 5, id, n + 1);
	if (st != NULL && (v = state_get(st, key)) != NULL)
		return v;
	return r->dflt;
}

int game_rule_changed(const struct game_ctx *g, const struct state *st, const char *id)
{
	const struct ruling *r = game_ruling(g->game, id);
	const char *v = game_rule(g, st, id);

	return r != NULL && v != NULL && strcmp(v, r->dflt) != 0;
}

int game_takes_cards(const struct game *gm)
{
	for (int i = 0; i < gm->norders; i++)
		if (gm->orders[i].cards)
			return 1;
	return 0;
}

int game_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	if (g->card && !o->spec->cards)
		return err_set(e, EXIT_USAGE, game_takes_cards(g->game) ?
				"--card: the order '%s' draws no card" : "--card: %s draws no cards",
				game_takes_cards(g->game) ? o->spec->verb : g->game->id);
	if (seq_allows(g, st, o, e))
		return e->code;
	/* a handler that returns 0 with e set (a refusal read as "done" by a
	 * step, odds.h) has failed: e says so */
	int rc = o->spec->resolve(g, st, o, c, e);
	return e->code ? e->code : rc;
}

int game_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	if (g->card && !o->spec->cards)
		return err_set(e, EXIT_USAGE, game_takes_cards(g->game) ?
				"--card: the order '%s' draws no card" : "--card: %s draws no cards",
				game_takes_cards(g->game) ? o->spec->verb : g->game->id);
	if (o->spec->odds == NULL)
		return err_set(e, EXIT_USAGE, "%s: '%s' leaves nothing to chance: its outcome is "
				"certain (resolve it)", g->game->id, o->spec->verb);
	/* the odds refuse what resolve refuses, out of its phase too: nothing is
	 * printed for an order the rules would not resolve */
	if (seq_allows(g, st, o, e))
		return e->code;
	int rc = o->spec->odds(g, st, o, r, e);
	if (rc == 0 && e->code == 0) {
		odds_report_finish(r);
	} else if (r->over_budget || strncmp(e->msg, "too large to enumerate", 22) == 0) {
		char msg[sizeof e->msg];
		snprintf(msg, sizeof msg, "odds of '%s': %s", o->text, e->msg);
		memcpy(e->msg, msg, sizeof msg);
	}
	return e->code ? e->code : rc;
}

void game_ctx_release(struct game_ctx *g)
{
	if (g->cache != NULL && g->game != NULL && g->game->cache_free != NULL)
		g->game->cache_free(g->cache);
	g->cache = NULL;
}
