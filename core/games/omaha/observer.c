/*
 * observer.c: silencing the off-map German artillery (§6.51), the order
 *
 *   observers [sector=east|west|both]
 *
 * and the same step at the start of fire's artillery check (§6.5).
 *
 * Each off-map artillery unit (`german` row of kind `offmap`) lists in the
 * optional column `observers` the German positions observing for it
 * (blank-separated position ids; the lists are printed on the map's artillery
 * boxes, not in the text). When every one of them is under US control the unit
 * turns to its inactive side (`active` 0); when one of them is occupied again
 * by a German unit or has again a German line of communication, it becomes
 * active (1). A unit with no observers listed keeps the `active` of the state.
 *
 * "Under your control" (ruling a12-observer-control):
 *   control-no-loc  (default) the position's hexes are US-controlled (§12.1),
 *                   no German unit holds it and it has no German LOC (§12.2);
 *                   an inactive unit becomes active again only as §6.51 says
 *                   (re-occupied, or a LOC again);
 *   control         its hexes are US-controlled and no German unit holds it;
 *                   the unit is inactive exactly while all its observers are.
 *
 * US control (§12.1): a US unit other than a General or an engineer battalion
 * (§12.1 lists neither) controls its hex (HQs, CPs, artillery, AT, AA and 1-step
 * infantry only that one), and so do engineer bases; infantry of 2 or 3 steps (4: ruling a10-battalion-control) and armour
 * also control the adjacent hexes, except high ground next to a beach, shelf
 * or draw hex they stand on (§12.11). A two-hex position needs both hexes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

static int is_low(const struct state *st, const char *hex)
{
	struct state_row *h = om_old_hex(st, hex);
	const char *t = h ? om_old_col(st, "hex", h, "terrain") : "";

	return !strcmp(t, "beach") || !strcmp(t, "shelf") || !strcmp(t, "draw");
}

/* §12.1: whether US units (or an engineer base) control the hex */
static int us_controls(struct game_ctx *g, const struct state *st, struct om_units *u,
		const char *hex)
{
	struct grid_hex h, a;
	const char *a10 = game_rule(g, st, "a10-battalion-control");
	struct state_kind *bk = state_kind(st, "base");

	if (grid_parse(hex, &h))
		return 0;
	for (int i = 0; bk && i < bk->nrows; i++)
		if (!strcmp(state_field(&bk->rows[i], 1), hex))
			return 1;
	for (int i = 0; i < u->k->nrows; i++) {
		const struct state_row *r = &u->k->rows[i];
		const char *at = state_field(r, u->at);
		int type = om_type_parse(state_field(r, u->type));
		int steps = om_atoi(state_field(r, u->steps));
		if (type == OM_GENERAL || type == OM_ENG || grid_parse(at, &a))
			continue;   /* §11.3, §11.31: a General controls nothing; §12.1 does
				     * not list engineer battalions (§2.23) either */
		if (grid_equal(a, h))
			return 1;
		int adj = type == OM_TANK || type == OM_SPART || type == OM_SPAA ||
			((type == OM_INF || type == OM_RANGER) && steps >= 2 &&
			 (steps <= 3 || !a10 || strcmp(a10, "own-hex")));
		if (adj && grid_adjacent(a, h) && !(is_low(st, at) && !is_low(st, hex)))
			return 1;
	}
	return 0;
}

/* one observer position: *held (a German unit in it), *ctl (its hexes all
 * US-controlled), *loc (a German LOC) */
static int observer(struct game_ctx *g, struct state *st, struct om_units *u, const char *pid,
		int *held, int *ctl, int *loc, struct err *e)
{
	struct state_kind *pk = state_kind(st, "position"), *gk = state_kind(st, "german");
	int pi = pk ? state_find(pk, 1, pid) : -1;

	if (pi < 0)
		return err_set(e, EXIT_DATA, "%s: observer '%s' is not a position (the german "
				"rows' 'observers' column, §6.51)", st->path ? st->path : "state", pid);
	*held = 0;
	for (int j = 0; gk && j < gk->nrows; j++)
		*held |= !strcmp(state_field(&gk->rows[j], state_col(gk, "position")), pid);
	*ctl = 1;
	const char *hexes = om_old_col(st, "position", &pk->rows[pi], "hexes");
	for (const char *p = hexes; *p;) {
		char hx[8];
		p += strspn(p, " ");
		size_t n = strcspn(p, " ");
		if (n == 0)
			break;
		snprintf(hx, sizeof hx, "%.*s", (int)(n < 7 ? n : 7), p);
		*ctl &= us_controls(g, st, u, hx);
		p += n;
	}
	return om_old_loc_trace(g, st, pid, 0, loc, e);
}

int om_old_observers_check(struct game_ctx *g, struct state *st, const char *sector, struct err *e)
{
	struct state_kind *gk = state_kind(st, "german");
	struct om_units u;
	const char *a12 = game_rule(g, st, "a12-observer-control");
	int strict = !a12 || strcmp(a12, "control");

	if (gk == NULL)
		return 0;
	int oc = state_col(gk, "observers"), ac = state_col(gk, "active");
	int kc = state_col(gk, "kind"), pc = state_col(gk, "position");
	if (oc < 0 || kc < 0 || pc < 0)
		return 0;
	if (ac < 0)
		return err_set(e, EXIT_DATA, "%s: the german rows need an 'active' column with "
				"'observers' (§6.51)", st->path ? st->path : "state");
	for (int i = 0; i < gk->nrows; i++) {
		if (om_old_units(st, &u, e))
			return e->code;
		gk = state_kind(st, "german");
		struct state_row *r = &gk->rows[i];
		const char *list = state_field(r, oc);
		char box[16], id[64];
		snprintf(box, sizeof box, "art-%s", sector ? sector : "");
		if (strcmp(state_field(r, kc), "offmap") || !*list ||
		    (sector && strcmp(state_field(r, pc), box)))
			continue;
		snprintf(id, sizeof id, "%s", state_field(r, 1));
		int was = !strcmp(state_field(r, ac), "1");
		int all = 1, back = 0, n = 0;
		char why[256] = "";
		for (const char *p = list; *p;) {
			char pid[64];
			int held = 0, ctl = 0, loc = 0;
			p += strspn(p, " ");
			size_t len = strcspn(p, " ");
			if (len == 0)
				break;
			snprintf(pid, sizeof pid, "%.*s", (int)(len < 63 ? len : 63), p);
			p += len;
			if (observer(g, st, &u, pid, &held, &ctl, &loc, e))
				return e->code;
			gk = state_kind(st, "german");
			r = &gk->rows[i];
			n++;
			int neutral = ctl && !held && (!strict || !loc);
			all &= neutral;
			back |= held || loc;
			size_t l = strlen(why);
			snprintf(why + l, sizeof why - l, "%s%s %s", l ? "; " : "", pid,
					held ? "German-held" : !ctl ? "not US-controlled" :
					loc && strict ? "US-controlled but with a German LOC" :
					loc ? "US-controlled (with a German LOC)" : "US-controlled, no LOC");
		}
		int now = !all;
		if (!was && strict && all == 0 && !back)
			now = 0;   /* §6.51: only re-occupation or a LOC bring it back */
		log_step(g->log, "§6.51", "%s's observer%s (ruling a12-observer-control=%s): %s: %s%s",
				id, n == 1 ? "" : "s", strict ? "control-no-loc" : "control", why,
				now == was ? (now ? "stays active" : "stays inactive") :
				now ? "it becomes active again" : "it turns to its inactive side",
				!now && !was && all == 0 ? " (no observer re-occupied or with a LOC)" : "");
		state_field_set(r, ac, now ? "1" : "0");
	}
	return 0;
}

int om_old_observers(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	const char *s = order_get(o, "sector");

	if (om_old_turn(st, e) < 0)
		return e->code;
	if (s && strcmp(s, "east") && strcmp(s, "west") && strcmp(s, "both"))
		return err_set(e, EXIT_USAGE, "observers: sector=%s is not east, west or both", s);
	return om_old_observers_check(g, st, s && strcmp(s, "both") ? s : NULL, e);
}
