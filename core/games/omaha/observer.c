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

#include "i18n.h"
#include "om.h"

static int lowland_at(struct om_model *m, struct grid_hex h)
{
	const struct om_hex *x = om_hex_at(m, h);

	return x != NULL && om_lowland(x->terrain);
}

/* §12.1: whether US units (or an engineer base) control the hex */
static int us_controls(struct om_model *m, struct grid_hex h)
{
	int own_hex = om_rule_is(m, "a10-battalion-control", "own-hex");
	char id[5];

	grid_format(h, id);
	for (const struct om_base *b = m->base; b < m->base + m->nbase; b++)
		if (!strcmp(b->hex, id))
			return 1;
	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		if (u->type == OM_GENERAL || u->type == OM_ENG || u->at.kind != OM_AT_HEX)
			continue;   /* §11.3, §11.31: a General controls nothing; §12.1 does
				     * not list engineer battalions (§2.23) either */
		if (grid_equal(u->at.hex, h))
			return 1;
		int adj = om_is_armour(u->type) || (om_is_infantry(u->type) && u->steps >= 2 &&
				(u->steps <= 3 || !own_hex));
		if (adj && grid_adjacent(u->at.hex, h) &&
		    !(lowland_at(m, u->at.hex) && !lowland_at(m, h)))
			return 1;
	}
	return 0;
}

/* One observer position: *held (a German unit in it), *ctl (its hexes all
 * US-controlled), *loc (a German LOC). */
static int observer(struct om_model *m, const char *pid, int *held, int *ctl, int *loc,
		struct err *e)
{
	const struct om_position *p = om_position_find(m, pid);

	if (p == NULL)
		return err_set(e, EXIT_DATA, "%s: observer '%s' is not a position (the german rows' "
				"'observers' column, §6.51)", kit_path(m->st), pid);
	*held = om_german_in(m, pid) != NULL;
	*ctl = 1;
	for (int k = 0; k < p->nhex; k++)
		*ctl &= us_controls(m, p->hex[k]);
	return om_loc_trace(m, pid, 0, loc, e);
}

/* One off-map unit's observers: whether it is active now (§6.51). */
static int observe(struct om_model *m, struct om_german *g, int strict, struct err *e)
{
	int was = g->active == 1, all = 1, back = 0, n = 0;
	char why[256] = "";

	for (const char *p = g->observers; *p;) {
		char pid[64];
		int held = 0, ctl = 0, loc = 0;
		p += strspn(p, " ");
		size_t len = strcspn(p, " ");
		if (len == 0)
			break;
		snprintf(pid, sizeof pid, "%.*s", (int)(len < 63 ? len : 63), p);
		p += len;
		if (observer(m, pid, &held, &ctl, &loc, e))
			return e->code;
		n++;
		int neutral = ctl && !held && (!strict || !loc);
		all &= neutral;
		back |= held || loc;
		size_t l = strlen(why);
		snprintf(why + l, sizeof why - l, "%s%s %s", l ? "; " : "", pid,
				held ? "German-held" : !ctl ? _("not US-controlled") :
				loc && strict ? _("US-controlled but with a German LOC") :
				loc ? _("US-controlled (with a German LOC)") : _("US-controlled, no LOC"));
	}
	int now = !all;
	if (!was && strict && all == 0 && !back)
		now = 0;   /* §6.51: only re-occupation or a LOC bring it back */
	log_stepn(m->g->log, "§6.51", "%s's observer (ruling a12-observer-control=%s): %s: %s%s",
			"%s's observers (ruling a12-observer-control=%s): %s: %s%s", n, g->id, strict ? "control-no-loc" : "control", why,
			now == was ? (now ? _("stays active") : _("stays inactive")) :
			now ? _("it becomes active again") : _("it turns to its inactive side"),
			!now && !was && all == 0 ? _(" (no observer re-occupied or with a LOC)") : "");
	g->active = now;
	return 0;
}

int om_observers_check(struct om_model *m, const char *sector, struct err *e)
{
	int strict = !om_rule_is(m, "a12-observer-control", "control");
	char box[16];

	if (!(m->kinds & OM_KIND_GERMAN) || !m->gcols[OM_GC_OBSERVERS])
		return 0;
	if (!m->gcols[OM_GC_ACTIVE])
		return err_set(e, EXIT_DATA, "%s: the german rows need an 'active' column with "
				"'observers' (§6.51)", kit_path(m->st));
	snprintf(box, sizeof box, "art-%s", sector ? sector : "");
	for (struct om_german *g = m->gm; g < m->gm + m->ngm; g++)
		if (g->kind == OM_GK_OFFMAP && *g->observers && (!sector || !strcmp(g->pos, box)) &&
		    observe(m, g, strict, e))
			return e->code;
	return 0;
}

int om_observers(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *s = order_get(o, "sector");

	if (s && strcmp(s, "east") && strcmp(s, "west") && strcmp(s, "both"))
		return err_set(e, EXIT_USAGE, "observers: sector=%s is not east, west or both", s);
	return om_observers_check(m, s && strcmp(s, "both") ? s : NULL, e);
}
