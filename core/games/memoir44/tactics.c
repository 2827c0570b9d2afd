/*
 * tactics.c: the tactic cards that act when they are played (B-5, base game,
 * not in the seed; texts and numbers in tables/memoir44/cards.csv):
 *
 *   Their Finest Hour    one die per command card in hand, this one included:
 *                        each unit symbol orders a unit of that type, each star
 *                        a unit of the player's choice (the roll is recorded,
 *                        set,roll.SIDE, and cards.c orders by it); "lancez
 *                        d'abord les des d'Action Heroique, puis faites votre
 *                        jet de renforts" (seed L183);
 *   Medics & Mechanics   standard and Overlord: one unit that lost figures, a
 *                        die per card in hand (Overlord 4): its symbol or a star
 *                        returns a figure; Breakthrough: 4 dice, each symbol a
 *                        figure to a unit of that symbol, each star to any unit
 *                        (heal= lists the units in the player's order);
 *                        a unit that recovers a figure is ordered;
 *   Dig-In               each infantry unit ordered (Breakthrough: and
 *                        artillery) gets a sandbag in its hex; that is its order.
 *
 * Their odds (odds play --card ...) enumerate the same dice.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "kit.h"
#include "odds.h"

int m44_finest_roll(const struct state *st, int side, int board, int roll[3])
{
	char key[32];
	const char *v = state_get(st, m44_board_key("roll", side, board, key, sizeof key));

	if (v == NULL || sscanf(v, "infantry=%d;armor=%d;star=%d", &roll[0], &roll[1],
				&roll[2]) != 3)
		return -1;
	return 0;
}

/* The dice a card rolls: one per card in hand, this one included, or its own
 * number; -1 with an error when unknown. */
static int card_dice(struct game_ctx *g, const struct state *st, const struct order *o,
		const struct m44_card *c, int side, int board, struct err *e)
{
	const char *h = m44_opt(o, "hand", "");
	const struct table *t;
	const char *cell;
	int n;

	if (c->dice >= 0)
		return c->dice;
	if (c->dice == -2) {
		if (table_get(g->tables, "memoir44", "cards", &t, e) == 0)
			table_need(t, c->row, table_col(t, "dice"), "B-18 (Overlord: the Field "
					"Generals' rolls)", &cell, e);
		return -1;
	}
	if (*h && m44_int(h, 1, 99, &n) == 0)
		return n;
	if ((n = m44_hand_size(g, st, side, board, e)) < -1)
		return -1;
	if (n < 0) {
		err_set(e, EXIT_USAGE, "%s rolls a die per card in hand: give hand=N (this card "
				"included) or a state with its hand (set,hand.%s, or card rows)", c->name,
				m44_side_name(side));
		return -1;
	}
	return n;
}

/* Roll n battle dice, counting infantry, armor and star faces. */
static int roll_faces(struct chance *ch, const struct m44_map *m, int n, const char *what,
		int got[M44_NSYM], char *buf, size_t size, struct err *e)
{
	size_t used = 0;

	memset(got, 0, M44_NSYM * sizeof *got);
	buf[0] = '\0';
	for (int i = 0; i < n; i++) {
		struct chance_roll cr;
		if (chance_rollf(ch, 1, 6, CHANCE_FACES, 0, &cr, e, "%s die %d of %d", what, i + 1,
					n))
			return e->code;
		got[m->face[cr.faces[0]]]++;
		used += (size_t)snprintf(buf + used, used < size ? size - used : 0, "%s%s",
				i ? ", " : "", m44_symbol_title(m->face[cr.faces[0]]));
	}
	return 0;
}

static int finest_play(struct game_ctx *g, struct state *st, struct m44_map *m,
		const struct order *o, const struct m44_card *c, int board, struct chance *ch,
		struct err *e)
{
	int n = card_dice(g, st, o, c, m->active, board, e), f[M44_NSYM];
	char buf[256], key[32], v[64];

	if (n < 0 || roll_faces(ch, m, n, "Their Finest Hour", f, buf, sizeof buf, e))
		return e->code;
	log_stepn(g->log, "B-5 Their Finest Hour; seed L183", "Their Finest Hour: %d die, one per "
			"command card in hand (this one included), rolled before the "
			"reinforcement roll: %s",
			"Their Finest Hour: %d dice, one per command card in hand (this one "
			"included), rolled before the reinforcement roll: %s", n, n, buf);
	log_stepn(g->log, "B-5 Their Finest Hour", "%d infantry, %d armor and %d unit of the "
			"player's choice are ordered; they battle with 1 more die",
			"%d infantry, %d armor and %d units of the player's choice are ordered; "
			"they battle with 1 more die", f[M44_STAR], f[M44_INF], f[M44_ARM],
			f[M44_STAR]);
	snprintf(v, sizeof v, "infantry=%d;armor=%d;star=%d", f[M44_INF], f[M44_ARM],
			f[M44_STAR]);
	if (state_set(st, m44_board_key("roll", m->active, board, key, sizeof key), v))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

/* Figures a unit may recover: up to its full strength. */
static int room(const struct m44_unit *u)
{
	return u->onboard ? u->type->figures - u->figures : 0;
}

/* Medics & Mechanics, one unit (standard, Overlord): its symbol or a star. */
static int medics_one(struct game_ctx *g, struct state *st, struct m44_map *m,
		const struct order *o, const struct m44_card *c, int board, struct chance *ch,
		struct err *e)
{
	char dd[32];
	struct m44_unit *u = m44_unit_find(m, m44_opt(o, "unit", ""));
	int n, f[M44_NSYM], back;
	char buf[256];

	if (u == NULL || !u->onboard || u->side != m->active)
		return err_set(e, EXIT_USAGE, "unit=%s: one of your units on the board, which has "
				"lost figures (Medics & Mechanics)", m44_opt(o, "unit", ""));
	if (room(u) == 0)
		return kit_refuse(e, "B-5 Medics & Mechanics", "%s has lost no figure", u->id);
	if ((n = card_dice(g, st, o, c, m->active, board, e)) < 0 ||
			roll_faces(ch, m, n, "Medics & Mechanics", f, buf, sizeof buf, e))
		return e->code;
	back = f[M44_STAR] + (u->type->counts == M44_C_INFANTRY ? f[M44_INF] :
			u->type->counts == M44_C_ARMOR ? f[M44_ARM] : 0);
	if (back > room(u))
		back = room(u);
	log_stepn(g->log, "B-5 Medics & Mechanics",
			"Medics & Mechanics on %s: %s: %s; %d figure back%s",
			"Medics & Mechanics on %s: %s: %s; %d figures back%s", back, u->id,
			kit_nsprintf(dd, sizeof dd, "%d die", "%d dice", n, n), buf, back,
			back ? _(", and the unit is ordered") : _(": the unit is not "
			"ordered"));
	u->figures += back;
	if (back)
		u->ordered = M44_O_CARD;
	return m44_unit_store(m, st, u, e);
}

/* Medics & Mechanics, Breakthrough: 4 dice shared among the units heal= lists, in
 * its order (each symbol to the first listed unit of that symbol with figures to
 * recover, each star to the first listed unit with figures to recover). */
static int medics_bt(struct game_ctx *g, struct state *st, struct m44_map *m,
		const struct order *o, const struct m44_card *c, int board, struct chance *ch,
		struct err *e)
{
	char items[8 * 40], buf[256];
	const char *list = m44_opt(o, "heal", "");
	struct m44_unit *u[8];
	int nu = order_split(list, items, 40, 8), f[M44_NSYM], back[8] = { 0 }, n;

	if (nu < 1)
		return err_set(e, EXIT_USAGE, "heal=ID,...: the units that may recover figures, "
				"in the order the player gives them the dice (Medics & Mechanics)");
	for (int i = 0; i < nu; i++) {
		u[i] = m44_unit_find(m, items + i * 40);
		if (u[i] == NULL || !u[i]->onboard || u[i]->side != m->active || room(u[i]) == 0)
			return err_set(e, EXIT_USAGE, "heal=%s: %s is not one of your units that has "
					"lost figures", list, items + i * 40);
	}
	if ((n = card_dice(g, st, o, c, m->active, board, e)) < 0 ||
			roll_faces(ch, m, n, "Medics & Mechanics", f, buf, sizeof buf, e))
		return e->code;
	log_step(g->log, "B-5 Medics & Mechanics (Breakthrough)", "Medics & Mechanics: %d "
			"dice: %s", n, buf);
	for (int s = M44_INF; s <= M44_STAR; s++) {
		if (s == M44_GRENADE)
			continue;
		for (int d = 0; d < f[s]; d++)
			for (int i = 0; i < nu; i++)
				if (back[i] < room(u[i]) && (s == M44_STAR || (s == M44_INF &&
								u[i]->type->counts == M44_C_INFANTRY) || (s == M44_ARM &&
								u[i]->type->counts == M44_C_ARMOR))) {
					back[i]++;
					break;
				}
	}
	for (int i = 0; i < nu; i++) {
		log_stepn(g->log, "B-5 Medics & Mechanics", "%s: %d figure back%s",
				"%s: %d figures back%s", back[i], u[i]->id, back[i],
				back[i] ? _(", ordered") : "");
		u[i]->figures += back[i];
		if (back[i])
			u[i]->ordered = M44_O_CARD;
		if (m44_unit_store(m, st, u[i], e))
			return e->code;
	}
	return 0;
}

int m44_tactic_play(struct game_ctx *g, struct state *st, struct m44_map *m,
		const struct order *o, const struct m44_card *c, int board, struct chance *ch,
		struct err *e)
{
	if (c->effect == M44_E_FINEST)
		return finest_play(g, st, m, o, c, board, ch, e);
	if (c->effect == M44_E_MEDICS)
		return c->deck == M44_DECK_BREAKTHROUGH ? medics_bt(g, st, m, o, c, board, ch, e) :
			medics_one(g, st, m, o, c, board, ch, e);
	return 0;
}

int m44_dig_in(struct game_ctx *g, struct state *st, struct m44_map *m, struct m44_unit *u,
		struct err *e)
{
	struct m44_card c;
	int have, cls = m44_is(u, "destroyer") ? M44_CL_NONE : u->type->cls;
	const struct m44_hexinfo *x = m44_hexinfo(m, u->hex);
	char hx[8];

	if (m44_card_now(g, st, u->side, m44_board_of(m, u->hex), &c, &have, e))
		return e->code;
	if (!have || c.effect != M44_E_DIG_IN || cls == M44_CL_NONE || !(c.who & (1u << cls)))
		return 0;   /* "1 unit of your choice": an ordinary order */
	u->flags |= M44_F_DUG_IN;
	grid_format(u->hex, hx);
	if (x && x->obstacle) {
		log_step(g->log, "B-5 Dig-In", "%s digs in; %s already holds %s: no sandbag added",
				u->id, hx, x->obstacle->name);
		return 0;
	}
	log_step(g->log, "B-5 Dig-In", "%s digs in: a sandbag goes on %s; that is its order "
			"(it neither moves nor battles, BGA DigIn.php)", u->id, hx);
	return m44_obstacle_set(m, st, u->hex, "sandbag", e);
}

/* Odds of a card's own roll: Their Finest Hour (units ordered by symbol and
 * star), Medics & Mechanics (figures back). */
struct faces_run {
	int n, rolled;
	int f[M44_NSYM];
};

static int faces_step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct faces_run *r = state;
	const struct m44_map *m = ctx;
	struct chance_roll cr;

	if (r->rolled >= r->n)
		return 1;
	if (chance_roll(c, 1, 6, CHANCE_FACES, 0, "card die", &cr, e))
		return e->code;
	r->f[m->face[cr.faces[0]]]++;
	return ++r->rolled == r->n;
}

static int tactic_rows(const struct m44_card *c, const struct m44_unit *u,
		const struct odds_states *out, struct odds_report *r, struct err *e)
{
	static const char *const fh[] = { "infantry", "armor", "star", "units" };
	static const char *const md[] = { "back" };
	struct frac sum = { 0, 1 };
	int overflow = 0;

	r->ncols = c->effect == M44_E_FINEST ? 4 : 1;
	memcpy(r->col, c->effect == M44_E_FINEST ? fh : md, (size_t)r->ncols * sizeof fh[0]);
	for (int k = 0; k < out->n; k++) {
		const struct faces_run *f = (const void *)(out->bytes + (size_t)k * out->size);
		char b[4][16];
		const char *vals[4] = { b[0], b[1], b[2], b[3] };
		int v;
		if (c->effect == M44_E_FINEST) {
			v = f->f[M44_INF] + f->f[M44_ARM] + f->f[M44_STAR];
			snprintf(b[0], 16, "%d", f->f[M44_INF]);
			snprintf(b[1], 16, "%d", f->f[M44_ARM]);
			snprintf(b[2], 16, "%d", f->f[M44_STAR]);
			snprintf(b[3], 16, "%d", v);
		} else {
			v = f->f[M44_STAR] + (u->type->counts == M44_C_INFANTRY ? f->f[M44_INF] :
					u->type->counts == M44_C_ARMOR ? f->f[M44_ARM] : 0);
			v = v > room(u) ? room(u) : v;
			snprintf(b[0], 16, "%d", v);
		}
		sum = frac_add(sum, frac_mul(out->p[k], frac_make((uint64_t)v, 1), &overflow),
				&overflow);
		if (odds_report_merge(r, out->p[k], vals, r->ncols, e))
			return e->code;
	}
	odds_report_expect(r, c->effect == M44_E_FINEST ? N_("expected units ordered") :
			N_("expected figures back"), sum);
	return overflow ? err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit "
			"fractions") : 0;
}

int m44_tactic_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		const struct m44_card *c, struct odds_report *r, struct err *e)
{
	struct m44_map m;
	struct odds_states out = { 0 };
	struct faces_run init = { 0 };
	const struct m44_unit *u = NULL;
	int rc;

	if (c->effect != M44_E_FINEST && !(c->effect == M44_E_MEDICS &&
				c->deck != M44_DECK_BREAKTHROUGH))
		return err_set(e, EXIT_USAGE, "odds play: %s rolls no die of its own when played "
				"(the odds of its battles are those of fire, assault and bombard)", c->text);
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if (c->effect == M44_E_MEDICS && ((u = m44_unit_find(&m, m44_opt(o, "unit", ""))) == NULL
				|| !u->onboard)) {
		m44_map_free(&m);
		return err_set(e, EXIT_USAGE, "unit=ID: the unit Medics & Mechanics heals");
	}
	if ((init.n = card_dice(g, st, o, c, m.active, 1, e)) < 0) {
		m44_map_free(&m);
		return e->code;
	}
	/* odds notes are not translated (issue 19): the English words, whole */
	snprintf(r->note, sizeof r->note, "%s: %d %s%s%s", c->text, init.n, init.n == 1 ? "die" :
			"dice", u ? " for " : "", u ? u->id : "");
	if ((rc = odds_enumerate(&init, sizeof init, faces_step, &m, 64, &out, e)) == 0)
		rc = tactic_rows(c, u, &out, r, e);
	r->runs = out.runs;
	odds_states_free(&out);
	m44_map_free(&m);
	return rc;
}
