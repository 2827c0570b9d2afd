/*
 * odds.c: the odds of an order that draws (a card, a counter from a box): its
 * rules run once per branch of chance, the enumerate driver giving each card
 * left in the pile (or each counter) in turn, or once with the card typed.
 * The state is read into the model once; each branch runs on a copy of it,
 * and its outcome is what the copy changed: the units that moved, lost steps
 * or were disrupted ("ID>PLACE", "(-N)", "(D)"), German units disrupted,
 * moved or losing or gaining a depth marker, naval fire markers, markers drawn
 * from the boxes and the counts of the casualty boxes and events.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "odds.h"
#include "om.h"

struct outcome {
	char res[1024], del[512], eli[512];
	int lost;
};

/* Append to a ';'-list. */
static void add(char *buf, size_t size, const char *fmt, const char *a, const char *b)
{
	size_t l = strlen(buf);

	snprintf(buf + l, size - l, "%s", l ? ";" : "");
	l = strlen(buf);
	snprintf(buf + l, size - l, fmt, a, b);
}

static void unit_outcome(const struct om_model *b, const struct om_model *a,
		const struct om_unit *u0, const struct om_unit *u1, struct outcome *out)
{
	char w1[32], *res = out->res;
	size_t rsz = sizeof out->res, l;
	int moved = !om_place_equal(u0->at, u1->at);
	int dis = u0->disrupted != 1 && u1->disrupted == 1;
	int mark = u0->marker != u1->marker;
	int hero = a->ucols[OM_UC_HERO] && b->ucols[OM_UC_HERO] && strcmp(u0->hero, u1->hero);

	om_place_text(a, u1->at, w1);
	if (u1->steps < u0->steps)
		out->lost += u0->steps - u1->steps;
	if (moved || u1->steps < u0->steps || dis || mark || hero) {
		add(res, rsz, "%s%s", u1->id, moved ? ">" : "");
		l = strlen(res);
		snprintf(res + l, rsz - l, "%s", !moved ? "" : !strncmp(w1, "box:", 4) ? w1 + 4 : w1);
		l = strlen(res);
		if (u1->steps < u0->steps && u1->steps > 0)
			snprintf(res + l, rsz - l, "(-%d)", u0->steps - u1->steps);
		l = strlen(res);
		if (dis)
			snprintf(res + l, rsz - l, "(D)");
		l = strlen(res);
		if (mark)
			snprintf(res + l, rsz - l, "(%s)", om_mark_name(u1->marker));
		l = strlen(res);
		if (hero)
			snprintf(res + l, rsz - l, "(%s)", *u1->hero ? u1->hero : "-hero");
	}
	if (moved && u1->at.kind == OM_AT_TURN)
		add(out->del, sizeof out->del, "%s%s", u1->id, "");
	if (moved && u1->at.kind == OM_AT_ELIMINATED)
		add(out->eli, sizeof out->eli, "%s%s", u1->id, "");
}

/* German units, row by row as they stand: disrupted, depth marker lost or
 * gained, moved ("ID(D)", "ID(-reserve)", "ID>POSITION"). */
static void german_outcome(const struct om_german *g0, const struct om_german *g1,
		struct outcome *out)
{
	int dis = g0->disrupted != 1 && g1->disrupted == 1;
	int gone = g0->reserve != OM_RES_NONE && g1->reserve == OM_RES_NONE;
	int got = g0->reserve == OM_RES_NONE && g1->reserve != OM_RES_NONE;
	int moved = strcmp(g0->pos, g1->pos) != 0;
	size_t l;

	if (!dis && !gone && !moved && !got)
		return;
	add(out->res, sizeof out->res, "%s%s", g1->id, moved ? ">" : "");
	l = strlen(out->res);
	snprintf(out->res + l, sizeof out->res - l, "%s%s%s%s", moved ? g1->pos : "",
			dis ? "(D)" : "", gone ? "(-reserve)" : "", got && !moved ? "(+reserve)" : "");
}

/* Naval fire markers taken (§8.5), markers drawn from the boxes, the casualty
 * boxes and the events' counts. */
static void other_outcome(const struct om_model *b, const struct om_model *a,
		struct outcome *out)
{
	static const enum om_key keys[] = { OM_K_CAS1, OM_K_CAS29, OM_K_ROCKETS, OM_K_SNIPERS };
	const char *n0 = om_get(b, OM_K_NAVAL), *n1 = om_get(a, OM_K_NAVAL);

	if (n1 && (!n0 || strcmp(n0, n1)))
		add(out->res, sizeof out->res, "%s=%s", "naval_markers", n1);
	for (int i = 0; i < a->nmk && i < b->nmk; i++)
		if (strcmp(a->mk[i].at, b->mk[i].at))
			add(out->res, sizeof out->res, "%s>%s", a->mk[i].id, a->mk[i].at);
	for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
		const char *v0 = om_get(b, keys[k]), *v1 = om_get(a, keys[k]);
		if (v1 && (!v0 || strcmp(v0, v1)))
			add(out->res, sizeof out->res, "%s=%s", om_key_name(keys[k]), v1);
	}
}

static void outcome(const struct om_model *b, const struct om_model *a, struct outcome *out)
{
	memset(out, 0, sizeof *out);
	for (int i = 0; i < a->nu && i < b->nu; i++)
		unit_outcome(b, a, &b->u[i], &a->u[i], out);
	for (int i = 0; i < a->ngm && i < b->ngm; i++)
		german_outcome(&b->gm[i], &a->gm[i], out);
	other_outcome(b, a, out);
}

/* The report's note: which choices the odds made for the player. */
static void note(struct game_ctx *g, const struct om_model *m, const struct order *o,
		struct odds_report *r)
{
	const char *mine = order_get(o, "mine"), *ties = order_get(o, "ties");

	snprintf(r->note, sizeof r->note, "%s%s", g->card ? "the card typed" :
			"every card left in the draw pile, equally likely",
			mine && m->turn >= 7 && m->turn <= 22 && !strcmp(mine, "ask") ?
			"; a mine's step: mine=auto (the unit with most steps)" :
			!mine && ties && strcmp(ties, "id") ? "; ties among equal targets: by unit id" :
			"");
}

struct enumeration {
	struct chance *c;
	struct frac exp;
	int overflow, nunknown;
	char first[1024], list[400];
};

/* One branch: the rules on a copy of the model; 0, or an exit status. */
static int branch(const struct om_model *base, const struct order *o, om_order_fn rules,
		struct enumeration *en, struct odds_report *r, struct err *e)
{
	struct om_model *m = om_model_copy(base);
	struct err e2 = { 0 };
	struct outcome out;
	struct frac p;
	int more;

	if (m == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	m->automatic = 1;
	chance_enum_start(en->c);
	rules(m, o, en->c, &e2);
	r->runs++;
	if (e2.code == EXIT_UNKNOWN && m->card_used != 0) {
		size_t l = strlen(en->list);
		if (m->card_used > 0)
			snprintf(en->list + l, sizeof en->list - l, "%s%d", l ? "," : "", m->card_used);
		if (!en->first[0])
			snprintf(en->first, sizeof en->first, "%s", e2.msg);
		en->nunknown++;
	} else if (e2.code) {
		om_model_free(m);
		return err_set(e, e2.code, "%s", e2.msg);
	} else
		outcome(base, m, &out);
	om_model_free(m);
	more = chance_enum_next(en->c, &p, &en->overflow);
	if (e2.code)
		return more ? 0 : -1;
	char losts[16];
	snprintf(losts, sizeof losts, "%d", out.lost);
	const char *vals[4] = { out.res[0] ? out.res : "no change", losts, out.del, out.eli };
	en->exp = frac_add(en->exp, frac_mul(p, frac_make((uint64_t)out.lost, 1), &en->overflow),
			&en->overflow);
	if (odds_report_merge(r, p, vals, 4, e))
		return e->code;
	return more ? 0 : -1;
}

static int enumerate(struct game_ctx *g, const struct om_model *base, const struct order *o,
		om_order_fn rules, struct odds_report *r, struct err *e)
{
	struct enumeration en;
	int rc;

	memset(&en, 0, sizeof en);
	en.exp = (struct frac){ 0, 1 };
	if ((en.c = calloc(1, sizeof *en.c)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	chance_enumerate(en.c);
	r->ncols = 4;
	r->col[0] = "results";
	r->col[1] = "steps_lost";
	r->col[2] = "delayed";
	r->col[3] = "eliminated";
	while ((rc = branch(base, o, rules, &en, r, e)) == 0)
		;
	free(en.c);
	if (rc > 0)
		return rc;
	if (en.nunknown > 0)
		return err_setn(e, EXIT_UNKNOWN, "odds: %d card left in the pile gives an unknown "
				"cell (cards %s); the first: %s", "odds: %d cards left in the pile give an "
				"unknown cell (cards %s); the first: %s", en.nunknown, en.nunknown, en.list,
				en.first);
	if (en.overflow)
		return err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	odds_report_expect(r, "expected steps lost", en.exp);
	note(g, base, o, r);
	return 0;
}

/* Every kind's rows in key order, as the canonical text writes them (a state
 * umpire wrote, or one written by hand in that order): then the model loaded
 * from the state itself is the one loaded from its canonical text. */
static int in_key_order(const struct state *st)
{
	for (int i = 0; i < st->nkinds; i++) {
		const struct state_kind *k = &st->kinds[i];
		for (int j = 1; j < k->nrows; j++)
			if (strcmp(state_field(&k->rows[j - 1], 1), state_field(&k->rows[j], 1)) > 0)
				return 0;
	}
	return 1;
}

int om_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		om_order_fn rules, struct odds_report *r, struct err *e)
{
	struct state canon;
	struct om_model *base = NULL;
	size_t len = 0;
	char *text = NULL;
	int rc;

	/* the branches read the state in its canonical order, as they always have:
	 * one load of the model for every branch, from the state as read when its
	 * rows are in key order (no second parse, issue 14), else from its
	 * canonical text */
	state_init(&canon);
	if (in_key_order(st))
		rc = om_model_load(g, st, &base, e);
	else if ((text = state_text(st, g->game->kinds, &len)) == NULL)
		rc = err_set(e, EXIT_IO, "out of memory");
	else if ((rc = state_parse(&canon, text, len, kit_path(st), e)) == 0)
		rc = om_model_load(g, &canon, &base, e);
	if (rc == 0 && (rc = om_pay_param(base, o, e)) == 0)   /* §7.22: copied to each branch */
		rc = enumerate(g, base, o, rules, r, e);
	om_model_free(base);
	state_free(&canon);
	free(text);
	return rc;
}
