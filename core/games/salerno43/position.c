/*
 * position.c: the `position` order of Salerno 1943: building an Improved
 * Position and turning it into a Fortified one in the works phases (§19).
 *
 * One order per works phase moves a hex's construction on by one step, in the
 * hex column `position` (read by the assault, §19.13, §19.23) with the turn the
 * step began in the hex column `works`:
 *   ''                  -> ip_building          §19.11: an engineer company, or 3
 *                                               infantry companies, that did not
 *                                               move; the marker at the bottom;
 *   ip_building         -> ip                   §19.11: at the end of the second
 *                                               works phase, the units still
 *                                               unmoved; §19.12: not if the hex
 *                                               is in an enemy ZOC by then;
 *                                               §18.12: nor where a unit
 *                                               entered the game this turn;
 *   ip                  -> fortified_building   §19.21: 3 engineer companies, no
 *                                               enemy ZOC; IP flipped, at the
 *                                               bottom;
 *   fortified_building  -> fortified            §19.21: the next works phase;
 *                                               §19.22: in an enemy ZOC by then,
 *                                               back to IP on top.
 * "Not moving for two successive turns" (§19.11, §19.21) is read as: the
 * builders are not marked moved (nor fought) when the work starts and when it
 * completes, a turn later or more; the players keep them still in between.
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "s43.h"

#define BUILDERS 16

/* 1 if hex h holds a bridge, "un hex contenant un pont" (§19.0): a `bridge` row
 * (§20), or the hex's column bridge (map.c), intact or destroyed. */
static int bridge_hex(const struct state *st, const struct s43_hex *x)
{
	const struct state_kind *k = state_kind(st, "bridge");
	int c = k ? state_col(k, "hex") : -1;
	char hx[5];

	grid_format(x->h, hx);
	for (int i = 0; c >= 0 && i < k->nrows; i++)
		if (strcmp(state_field(&k->rows[i], c), hx) == 0)
			return 1;
	k = state_kind(st, "hex");
	c = k ? state_col(k, "bridge") : -1;
	return c >= 0 && x->row >= 0 && x->row < k->nrows && *state_field(&k->rows[x->row], c);
}

/* The builders units= names: in the hex, of one side, not moved (§19.11,
 * §19.21); how many engineer and infantry companies they count. */
struct builders {
	int side, eng, inf;
	const char *arrived;   /* a unit in the hex that entered the game this turn (§18.12) */
};

static int builders(const struct order *o, struct s43_map *m, struct grid_hex h,
		const char *hx, struct builders *b, struct err *e)
{
	struct s43_unit *u[BUILDERS];
	int n;

	b->side = -1, b->eng = b->inf = 0;
	b->arrived = NULL;
	if (s43_unit_list(o, "units", m, u, BUILDERS, 0, &n, e))
		return e->code;
	if (n == 0)
		return err_set(e, EXIT_USAGE, "position: units= names the builders");
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].onmap && grid_equal(m->units[i].hex, h) &&
		    (m->units[i].flags & S43_F_ENTERED))
			b->arrived = m->units[i].id;
	for (int i = 0; i < n; i++) {
		if (!u[i]->onmap || !grid_equal(u[i]->hex, h))
			return kit_refuse(e, "§19.11", "position: %s is not in %s", u[i]->id, hx);
		if (b->side >= 0 && u[i]->side != b->side)
			return err_set(e, EXIT_USAGE, "position: the builders are of one side");
		b->side = u[i]->side;
		if (u[i]->flags & (S43_F_MOVED | S43_F_FOUGHT))
			return kit_refuse(e, "§19.11, §19.21", "position: %s moved this turn: the "
					"builders must not move for two successive turns", u[i]->id);
		b->eng += u[i]->kind == S43_K_ENGINEER && !u[i]->platoon;
		b->inf += (u[i]->kind == S43_K_INFANTRY || u[i]->kind == S43_K_MECH_INFANTRY) &&
			!u[i]->platoon;
	}
	return 0;
}

/* A work that completes (§19.11, §19.21) this works phase, or waits in an
 * enemy ZOC (§19.12, §19.22). */
static int complete(struct game_ctx *g, const struct s43_hex *x, const char *hx,
		const struct builders *b, int zoc, int since, int turn, const char **pos,
		struct err *e)
{
	int fort = (*pos)[0] == 'f';

	if (since < 0 || turn <= since)
		return kit_refuse(e, fort ? "§19.21" : "§19.11", "position: the work in %s "
				"completes at the player's next works phase, not in the turn it began",
				hx);
	if (fort ? b->eng < 3 : b->eng < 1 && b->inf < 3)
		return kit_refuse(e, fort ? "§19.21" : "§19.11", "position: the builders must "
				"still be in %s (%s)", hx, fort ? _("3 engineer companies") : _("an engineer "
				"company or 3 infantry companies"));
	if (b->arrived)
		return kit_refuse(e, "§18.12", "position: %s entered the game in %s this turn: no "
				"construction is completed there in this works phase", b->arrived, hx);
	if (zoc) {
		*pos = fort ? "ip" : "ip_building";
		log_step(g->log, fort ? "§19.22" : "§19.12", "%s is in an enemy ZOC: %s", hx,
				fort ? _("the Fortified marker flips back to its IP face, on top of the "
				"stack") : _("the IP cannot be completed and stays at the bottom"));
		return 0;
	}
	*pos = fort ? "fortified" : "ip";
	log_step(g->log, fort ? "§19.21, §19.23" : "§19.11, §19.13", "End of the second works "
			"phase: the %s marker goes to the top of the stack in %s: complete (defence "
			"5%s)", fort ? "Fortified" : "IP", hx, fort ? _(", and it may absorb a step") :
			x->city ? _("; none in a city") : "");
	return 0;
}

/* The next step of the hex's construction (the table at the top of this file). */
static int next_step(struct game_ctx *g, const struct state *st, const struct s43_hex *x,
		const char *hx, const struct builders *b, int zoc, int since, int turn,
		const char **pos, struct err *e)
{
	if (**pos == '\0') {
		if (b->eng < 1 && b->inf < 3)
			return kit_refuse(e, "§19.11", "position: an IP is built by an engineer "
					"company or 3 infantry companies");
		/* §19.0: a hex with a bridge (a bridge row, not any river hex) */
		if (zoc && bridge_hex(st, x))
			return kit_refuse(e, "§19.0", "position: no IP in a bridge hex unless both "
					"banks are free of enemy ZOC");
		*pos = "ip_building";
		log_step(g->log, "§19.11", "An IP marker goes to the bottom of the stack in %s: "
				"under construction%s", hx, x->city ? _(" (in a city it will have no effect, "
				"§19.13)") : "");
		return 0;
	}
	if (strcmp(*pos, "ip_building") == 0 || strcmp(*pos, "fortified_building") == 0)
		return complete(g, x, hx, b, zoc, since, turn, pos, e);
	if (strcmp(*pos, "ip") != 0)
		return kit_refuse(e, "§19.2", "position: %s is Fortified already", hx);
	if (b->eng < 3)
		return kit_refuse(e, "§19.21", "position: a Fortified marker is built by 3 "
				"engineer companies");
	if (zoc)
		return kit_refuse(e, "§19.21", "position: %s is in an enemy ZOC", hx);
	*pos = "fortified_building";
	log_step(g->log, "§19.21", "The IP in %s is flipped to its Fortified face and put at "
			"the bottom of the stack: under construction", hx);
	return 0;
}

int s43_position_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	static const char *const cols[] = { "position", "works" };
	struct s43_map m;
	struct state_kind *k;
	struct state_row *r;
	struct grid_hex h;
	const struct s43_hex *x;
	struct builders b;
	int turn, since = -1;
	const char *pos, *works;
	char hx[5], now[16], old[32], oldworks[16];

	if (grid_parse(order_get(o, "hex"), &h))
		return err_set(e, EXIT_USAGE, "position: hex= is a CCRR hex");
	if (s43_map_load(&m, st, e) || s43_turn_now(st, "§19", &turn, e))
		goto done;
	s43_hex_name(h, hx);
	s43_turn_format(turn, now, sizeof now);
	if ((x = s43_hex_find(&m, h)) == NULL) {
		err_set(e, EXIT_DATA, "position: hex %s has no 'hex' row", hx);
		goto done;
	}
	if ((k = state_kind_add(st, "hex", cols, 2)) == NULL) {
		err_set(e, EXIT_IO, "out of memory");
		goto done;
	}
	r = &k->rows[x->row];
	snprintf(old, sizeof old, "%s", state_field(r, state_col(k, "position")));
	snprintf(oldworks, sizeof oldworks, "%s", state_field(r, state_col(k, "works")));
	pos = old;
	works = state_field(r, state_col(k, "works"));
	if (*works && (since = s43_turn_parse(works)) < 0) {
		kit_bad(e, st, r, state_col(k, "works"), "works '%.40s' is not a turn (%s)", works,
				S43_TURN_FORM);
		goto done;
	}
	if (builders(o, &m, h, hx, &b, e) ||
	    next_step(g, st, x, hx, &b, s43_zoc(&m, game_rule(g, st, "precipice-zoc"), h, !b.side, 0), since, turn, &pos, e))
		goto done;
	/* works: the turn a building step began; kept while it waits (§19.12) */
	if (state_field_set(r, state_col(k, "works"), !strstr(pos, "building") ? "" :
			strcmp(pos, old) ? now : oldworks) ||
	    state_field_set(r, state_col(k, "position"), pos))
		err_set(e, EXIT_IO, "out of memory");
done:
	s43_map_free(&m);
	return e->code;
}

int s43_position_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return err_set(e, EXIT_USAGE, "odds: building a position involves no chance (§19)");
}
