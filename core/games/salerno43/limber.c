/*
 * limber.c: the `limber` order of Salerno 1943: putting the "limbered" marker
 * on a large gun, or taking it off (§15.4-§15.42).
 *
 * Large guns are tow-only units with a red or yellow MA (§15.4). In an enemy
 * ZOC the marker changes only in the works phase of a night turn, on 2d6 at
 * most the unit's MA; a failure costs nothing (§15.42). Outside an enemy ZOC
 * the rule says nothing (digest A30): by default the change is free in a works
 * phase (ruling limber-outside-zoc=free), or it takes the same roll (=roll).
 * What the marker does in combat (§15.43, §15.44, E9) is read by assault.c.
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "s43.h"

struct limber_out {
	int roll, done;
};

struct limber_ctx {
	struct log *log;
	const struct s43_unit *u;
	int on, zoc;
	int test;       /* the change needs the 2d6 test */
};

static int step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct limber_out *w = state;
	struct limber_ctx *x = ctx;
	struct chance_roll r;
	char dice[48];

	if (chance_rollf(c, 2, 6, CHANCE_SUM, 0, &r, e, "limber test of %s (§15.42)",
			x->u->id))
		return e->code;
	w->roll = r.value;
	w->done = r.value <= x->u->ma;
	log_step(x->log, x->zoc ? "§15.42" : "§15.42; ruling limber-outside-zoc=roll", "Roll %s "
			"against %s's MA %d: %s", kit_roll(&r, dice, sizeof dice),
			x->u->id, x->u->ma, w->done ? _("at most the MA, the marker may change") :
			_("above the MA, no change (no other penalty)"));
	return 1;
}

/* 0 (x->test: the change needs the 2d6 test), or the error's exit status: a
 * refusal is EXIT_REFUSED, 1, so it cannot double as "needs the test". */
static int setup(struct game_ctx *g, const struct state *st, const struct order *o,
		struct s43_map *m, struct limber_ctx *x, struct err *e)
{
	const char *to = order_get(o, "to");
	struct s43_unit *u;
	int turn, limbered;

	memset(x, 0, sizeof *x);
	if (strcmp(to, "on") && strcmp(to, "off"))
		return err_set(e, EXIT_USAGE, "limber: to= is on or off");
	x->on = strcmp(to, "on") == 0;
	if ((u = s43_unit_find(m, order_get(o, "unit"))) == NULL)
		return err_set(e, EXIT_DATA, "limber: no unit '%s'", order_get(o, "unit"));
	x->u = u;
	if (u->kind != S43_K_TOW_ONLY || u->ma_color == S43_MA_NORMAL)
		return kit_refuse(e, "§15.4, §15.41", "limber: %s is not a tow-only unit with a red "
				"or yellow MA", u->id);
	if (!u->onmap)
		return kit_refuse(e, "§15.42", "limber: %s is not on the map", u->id);
	if (u->ma < 0)
		return err_set(e, EXIT_DATA, "limber: %s has no ma in %s (§15.42 rolls against it)",
				u->id, kit_path(st));
	limbered = (u->flags & S43_F_LIMBERED) != 0;
	if (limbered == x->on)
		return kit_refuse(e, "§15.42", "limber: %s is %s already", u->id,
				x->on ? "limbered" : _("not limbered"));
	if (s43_turn_now(st, "§15.42", &turn, e))
		return e->code;
	x->zoc = s43_zoc(m, game_rule(g, st, "precipice-zoc"), u->hex, !u->side, 0);
	if (x->zoc && s43_turn_period(turn) != S43_NIGHT)
		return kit_refuse(e, "§15.42", "limber: %s is in an enemy ZOC: its marker changes "
				"only in the works phase of a night turn", u->id);
	x->test = x->zoc || strcmp(game_rule(g, st, "limber-outside-zoc"), "roll") == 0;
	return 0;
}

static int apply(struct state *st, const struct limber_ctx *x, struct err *e)
{
	if (s43_unit_flag(st, x->u, "limbered", x->on))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

int s43_limber_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct s43_map m;
	struct limber_ctx x;
	struct limber_out w = { 0, 1 };
	int rc;

	if ((rc = s43_map_load(&m, st, e)) != 0 || (rc = setup(g, st, o, &m, &x, e)) != 0)
		goto done;
	x.log = g->log;
	if (x.test && (rc = step(&w, c, &x, e)) != 1)
		goto done;
	if (!x.test)
		log_step(g->log, "§15.42; digest A30", "%s is not in an enemy ZOC: the marker "
				"changes freely in the works phase", x.u->id);
	rc = w.done ? apply(st, &x, e) : 0;
	if (rc == 0 && w.done)
		log_step(g->log, !x.on ? "§15.4" : x.u->ma_color == S43_MA_RED ? "§15.41, §15.43" :
				s43_is_aa(x.u) || (x.u->flags & S43_F_25PDR) ? "§15.41, §15.44" :
				"§15.41; digest §4.6.4", "%s is %s", x.u->id, !x.on ? _("unlimbered: ready "
				"to fire") : x.u->ma_color == S43_MA_RED ? _("limbered: it may move, even in "
				"an enemy ZOC; attack and support 0, defence 1 while limbered") :
				s43_is_aa(x.u) || (x.u->flags & S43_F_25PDR) ? _("limbered: it may move, "
				"even in an enemy ZOC; it still fires at half its printed values, rounded "
				"up, with defence 1") : _("limbered: it may move, even in an enemy ZOC; the "
				"text gives no combat values for a limbered yellow-MA gun other than AA "
				"and the 25-pdr"));
done:
	s43_map_free(&m);
	return rc;
}

static void summary(const void *outcome, const void *ctx, char **vals)
{
	const struct limber_out *w = outcome;

	vals[0] = s43_strf("%s", w->done ? "changed" : "unchanged");
}

int s43_limber_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "marker" };
	struct s43_map m;
	struct limber_ctx x;
	struct limber_out w = { 0, 1 };
	struct log quiet;
	int rc;

	if ((rc = s43_map_load(&m, st, e)) != 0 || (rc = setup(g, st, o, &m, &x, e)) != 0)
		goto done;
	log_open(&quiet, NULL, LOG_TEXT);
	x.log = &quiet;
	snprintf(r->note, sizeof r->note, x.test ? "2d6 at most the MA, %d (§15.42)" :
			"no test outside an enemy ZOC (ruling limber-outside-zoc=free)", x.u->ma);
	if (!x.test) {
		rc = s43_odds_certain(r, 1, cols, (const char *const[]){ "changed" }, e);
		goto done;
	}
	memset(&w, 0, sizeof w);
	rc = s43_odds_step(&w, sizeof w, step, &x, 1, cols, summary, r, e);
done:
	s43_map_free(&m);
	return rc;
}
