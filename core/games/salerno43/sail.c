/*
 * sail.c: the `sail` order of Salerno 1943: the Allied ship movement phase of a
 * night turn (§3.3 A c, §25.1).
 *
 * "Ils ne peuvent changer d'hex que lors de la phase de mouvement des navires
 * alliés des tours de nuit" (§25.1): the ships named move to one sea hex of
 * the Gulf of Salerno (§6.2, §25.11, §25.12; `sea` rows, zone salerno), any
 * distance (the text sets none), no stacking limit (§6.2). A ship away
 * (hex off: ammunition or repairs) comes back with `turn ships=` instead. The
 * coast limits (§25.121 M, D and DE not within 3 hexes of a coast hex;
 * §25.122 BB and CL not within 6) are printed on the map (§25.123), not in
 * the text: the `sea` row's column coast gives the hex's distance to the
 * nearest coast hex, and without it they are not checked (logged); each
 * class's limit is ship-classes.csv's coast column (whose DD row reads the
 * "D" of §25.121).
 * Nothing is left to chance: the verb has no odds handler.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "s43.h"

/* The sea row of hex `hx`, or -1. */
static int sea_row(const struct state *st, const char *hx)
{
	const struct state_kind *k = state_kind(st, "sea");
	int ch = k ? state_col(k, "hex") : -1;

	return ch < 0 ? -1 : state_find(k, ch, hx);
}

/* The day turns refuse the order (§25.1), unless ruling sequence=off (logged). */
static int sail_when(struct game_ctx *g, const struct state *st, struct err *e)
{
	int t;
	char now[16];

	if (s43_turn_get(st, &t, e))
		return e->code;
	if (t < 0 || s43_turn_period(t) == S43_NIGHT)
		return 0;
	s43_turn_format(t, now, sizeof now);
	const char *rule = game_rule(g, st, "sequence");
	if (rule != NULL && strcmp(rule, "off") == 0) {
		log_step(g->log, "§25.1; ruling sequence=off", "Ships sail in the day turn %s", now);
		return 0;
	}
	return kit_refuse(e, "§25.1, §3.3 A c", "sail: ships change hex only in the Allied ship "
			"movement phase of a night turn; %s is a day turn", now);
}

/* The destination: a sea hex of the Gulf of Salerno; *coast its distance to
 * the coast (-1 when the state does not give it). */
static int sail_to(const struct state *st, const char *to, int *coast, struct err *e)
{
	const struct state_kind *k = state_kind(st, "sea");
	struct grid_hex h;
	int i, cc;
	const char *v;
	char *end;

	if (grid_parse(to, &h))
		return err_set(e, EXIT_USAGE, "sail: to=%s is not a hex CCRR", to);
	if ((i = sea_row(st, to)) < 0)
		return kit_refuse(e, "§6.2, §25.1", "sail: %s is not a sea hex (a `sea` row)", to);
	if (strcmp(state_field(&k->rows[i], state_col(k, "zone")), "salerno") != 0)
		return kit_refuse(e, "§25.11", "sail: warships may not be placed in the Gulf of "
				"Naples (%s)", to);
	*coast = -1;
	if ((cc = state_col(k, "coast")) >= 0 && *(v = state_field(&k->rows[i], cc))) {
		long n = strtol(v, &end, 10);
		if (*end || n < 0 || n > 99)
			return kit_bad(e, st, &k->rows[i], cc, "coast '%s' is not a number of hexes "
					"from 0 to 99", v);
		*coast = (int)n;
	}
	return 0;
}

/* §25.121, §25.122: the nearest a ship of class `cls` comes to the coast, the
 * coast column of ship-classes.csv; -1 with e set. */
static int coast_limit(struct game_ctx *g, const char *cls, struct err *e)
{
	const struct table *t;
	const char *cell;
	int r, c, n;

	if (table_get(g->tables, "salerno43", "ship-classes", &t, e) ||
	    (r = table_find_row(t, cls, "§25.121", e)) < 0 ||
	    (c = table_find_col(t, "coast", "§25.121", e)) < 0 ||
	    table_need(t, r, c, "§25.121", &cell, e))
		return -1;
	if (s43_number(cell, 0, 99, &n))
		return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a number of hexes from 0 to 99",
				t->source, t->lines[r], c + 1, cell), -1;
	return n;
}

int s43_sail_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct state_kind *k = state_kind(st, "ship");
	const char *to = order_get(o, "to");
	char items[32][32];
	int rows[32], n, coast;

	if (sail_when(g, st, e) || sail_to(st, to, &coast, e))
		return e->code;
	if ((n = order_split(order_get(o, "ships"), items[0], 32, 32)) <= 0)
		return err_set(e, EXIT_USAGE, "sail: ships= is a list of ship ids");
	if (k == NULL)
		return err_set(e, EXIT_DATA, "sail: %s has no `ship` rows", kit_path(st));
	for (int i = 0; i < n; i++) {
		const char *cls, *at;
		int lim;
		if ((rows[i] = state_find(k, state_col(k, "id"), items[i])) < 0)
			return err_set(e, EXIT_DATA, "sail: ships=: no ship '%s' in %s", items[i],
					kit_path(st));
		at = state_field(&k->rows[rows[i]], state_col(k, "hex"));
		cls = state_field(&k->rows[rows[i]], state_col(k, "class"));
		if (!strcmp(at, "off") || !*at)
			return kit_refuse(e, "§25.23, §18.37", "sail: %s is away (hex off): it comes "
					"back with 'turn ships=%s@HEX'", items[i], items[i]);
		if (coast >= 0 && (lim = coast_limit(g, cls, e)) < 0)
			return e->code;
		if (coast >= 0 && coast <= lim)
			return kit_refuse(e, lim <= 3 ? "§25.121" : "§25.122", "sail: %s, class %s, may "
					"not come within %d hexes of a coast hex; %s is %d from it", items[i],
					cls, lim, to, coast);
	}
	if (coast < 0)
		log_step(g->log, "§25.121-§25.123", "The coast limits are the map's: the `sea` row "
				"of %s gives no coast distance, so they are not checked", to);
	for (int i = 0; i < n; i++) {
		struct state_row *r = &k->rows[rows[i]];
		log_step(g->log, "§25.1", "%s sails from %s to %s", items[i],
				state_field(r, state_col(k, "hex")), to);
		if (state_field_set(r, state_col(k, "hex"), to))
			return err_set(e, EXIT_IO, "out of memory");
	}
	return 0;
}
