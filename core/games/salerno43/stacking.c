/*
 * stacking.c: the stacking limit of Salerno 1943 checked at the end of a
 * retreat phase (§6.11), for the `turn` order.
 *
 * §6.1: 8 companies a hex, 3 platoons counting as a company. §6.11: at the end
 * of his retreat phase the active player checks his own stacks and eliminates
 * as many units as needed from a stack over the limit. §18.36: a completed
 * beach (a beach marker on its full face) holds 9 companies when units landed
 * there this turn (marked "entered"); the surplus re-embarks in the next
 * turn's retreat phase: on a completed beach the units taken off go back off
 * the map (hex offmap) instead of being eliminated.
 *
 * Which units go is the player's choice: the `turn` order names them in
 * eliminate=ID,...; a stack still over its limit stops the order with a
 * pending decision (one unit at a time, `decide ID`), before anything is
 * written. A named unit that is not needed to bring its stack under the limit
 * is refused (§6.11: "autant d'unités que nécessaire").
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "pending.h"
#include "s43.h"

#define LIMIT_PLATOONS 24        /* §6.1: 8 companies of 3 platoons */
#define BEACH_PLATOONS 27        /* §18.36: 9 companies */

/* 1 if a completed ("full") beach marker stands in h (§18.36, §24.41). */
static int full_beach(const struct state *st, struct grid_hex h)
{
	const struct state_kind *k = state_kind(st, "beach");
	int cm = k ? state_col(k, "marker") : -1, cf = k ? state_col(k, "face") : -1;
	char hx[5];

	grid_format(h, hx);
	for (int i = 0; cm >= 0 && cf >= 0 && i < k->nrows; i++)
		if (strcmp(state_field(&k->rows[i], cm), hx) == 0 &&
		    strcmp(state_field(&k->rows[i], cf), "full") == 0)
			return 1;
	return 0;
}

/* 1 if `id` is in the comma list `names`. */
static int named(const char *names, const char *id)
{
	size_t n = strlen(id);

	for (const char *p = names; p && *p;) {
		size_t len = strcspn(p, ",");
		if (len == n && strncmp(p, id, n) == 0)
			return 1;
		p += len;
		p += *p == ',';
	}
	return 0;
}

/* The stack of `side` in h: its platoons left once the named units go, the
 * platoons the named units make, its limit, and the units left ('|' list). */
struct stack {
	int left, gone, limit, beach;
	char opts[1024];
};

static void measure(const struct s43_map *m, const struct state *st, const char *names,
		int side, struct grid_hex h, struct stack *s)
{
	int landed = 0;

	memset(s, 0, sizeof *s);
	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *u = &m->units[i];
		if (!u->onmap || u->side != side || !grid_equal(u->hex, h))
			continue;
		landed |= (u->flags & S43_F_ENTERED) != 0;
		if (named(names, u->id)) {
			s->gone += s43_platoons(u);
			continue;
		}
		s->left += s43_platoons(u);
		snprintf(s->opts + strlen(s->opts), sizeof s->opts - strlen(s->opts), "%s%s",
				s->opts[0] ? "|" : "", u->id);
	}
	s->beach = full_beach(st, h);
	s->limit = s->beach && landed ? BEACH_PLATOONS : LIMIT_PLATOONS;
}

/* Every named unit of `side` is needed (§6.11); the first stack still over
 * its limit in *over (-1 if none). */
static int check(const struct s43_map *m, const struct state *st, const char *names,
		int side, int *over, struct stack *s, struct err *e)
{
	char hx[5];

	*over = -1;
	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *u = &m->units[i];
		if (!u->onmap || u->side != side)
			continue;
		measure(m, st, names, side, u->hex, s);
		s43_hex_name(u->hex, hx);
		if (named(names, u->id) && s->left + s43_platoons(u) <= s->limit)
			return kit_refuse(e, "§6.11", "turn: eliminate= names %s, which %s needs "
					"not lose: the active player eliminates only as many units as "
					"needed (%d companies at most)", u->id, hx, s->limit / 3);
		if (s->left > s->limit && *over < 0)
			*over = i;
	}
	if (*over >= 0)
		measure(m, st, names, side, m->units[*over].hex, s);
	return 0;
}

int s43_stacking_check(struct game_ctx *g, struct state *st, const struct order *o,
		int side, int *waiting, struct err *e)
{
	const char *names = order_get(o, "eliminate");
	struct s43_map m;
	struct stack s;
	int over;
	char hx[5];

	*waiting = 0;
	if (s43_map_load(&m, st, e) || check(&m, st, names, side, &over, &s, e) || over < 0) {
		s43_map_free(&m);
		return e->code;
	}
	s43_hex_name(m.units[over].hex, hx);
	log_step(g->log, s.beach ? "§6.11, §18.36" : "§6.11", "%s holds %d platoons of the %s "
			"player at the end of his retreat phase, more than %d companies: he %s "
			"units until it fits", hx, s.left, s43_side_m(side), s.limit / 3,
			s.beach ? _("re-embarks (a completed beach)") : "eliminates");
	log_step(g->log, "pending", "The %s player chooses (§6.11): answer with 'umpire "
			"resolve STATE decide ID', ID one of %s; nothing is applied until the stacks "
			"fit", s43_side_m(side), s.opts);
	*waiting = 1;
	pending_add(st, s43_side_name(side), "eliminate", s.opts, o->text, e);
	s43_map_free(&m);
	return e->code;
}

int s43_stacking_apply(struct game_ctx *g, struct state *st, const struct order *o,
		int side, struct err *e)
{
	const char *names = order_get(o, "eliminate");
	struct s43_map m;
	char hx[5];

	if (s43_map_load(&m, st, e))
		return e->code;
	for (int i = 0; i < m.nunits && !e->code; i++) {
		const struct s43_unit *u = &m.units[i];
		int beach;
		if (!u->onmap || u->side != side || !named(names, u->id))
			continue;
		beach = full_beach(st, u->hex);
		s43_hex_name(u->hex, hx);
		if (s43_unit_set(st, u, "hex", beach ? "offmap" : "eliminated") ||
		    s43_unit_set(st, u, "bank", "") ||
		    (!beach && s43_unit_set(st, u, "steps", "0")))
			err_set(e, EXIT_IO, "out of memory");
		log_step(g->log, beach ? "§6.11, §18.36" : "§6.11", "%s %s from %s: the stack "
				"was over the limit at the end of the retreat phase", u->id, beach ?
				_("re-embarks (off the map, to land again)") : _("is eliminated"), hx);
		if (!e->code)
			s43_position_vacated(st, u->hex, g->log, e);
	}
	if (!e->code)
		log_step(g->log, "§6.11", "The %s stacks are within the limit at the end of the "
				"retreat phase", s43_side_fpl(side));
	s43_map_free(&m);
	return e->code;
}
