/*
 * depth.c: the German depth markers and pools (§9, §9.2-§9.24, §9.4,
 * §16.34, §16.83), what the events move between the boxes (§9.5 Kampfgruppe
 * Meyer, §13.12 casualty reduction) and the eliminated WN units that the
 * Re-occupy action brings back (§16.1).
 *
 * The pools are `marker` rows, one per depth-marker counter
 * (umpire-omaha(7), STATE):
 *
 *   @marker,id,at,type,strength,weapons,tactical
 *
 * `at` is the box holding it (box-wn, box-building, box-mobile, box-kg-meyer),
 * `removed`, or the id of the German unit it lies under; a marker under a unit
 * that has left play or whose `reserve` column is empty (the marker was lost
 * to an attack or a barrage) counts as removed. The faces (strength, weapons,
 * the "tactical reinforcement" flag of some WN markers) are printed on the
 * counters, not in the text: `?` until typed; a face an order needs that is
 * `?` stops with exit status 69 naming the marker and the column.
 *
 * Every draw from a box is a blind draw (digest 2.2, 3.1): the next id of the
 * order's drawn= list (the counter drawn at the table), else one die of as many
 * faces as counters in the box, face k taking the k-th in state order (--seed,
 * --dice, and `odds` enumerates them).
 *
 * A state without `marker` rows keeps the older model: a marker is placed face
 * down (reserve `hidden`) with no pool drawn, and the events that move markers
 * between boxes stop with exit status 69.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

#define MAXC 256

static const char *const boxes[] = {
	"box-wn", "box-building", "box-mobile", "box-kg-meyer", "removed", NULL,
};

int om_drawn_parse(const struct order *o, struct om_drawn *d, struct err *e)
{
	const char *v = o ? order_get(o, "drawn") : NULL;

	memset(d, 0, sizeof *d);
	if (v == NULL || *v == '\0')
		return 0;
	d->n = order_split(v, &d->id[0][0], (int)sizeof d->id[0], OM_DRAWN_MAX);
	if (d->n < 0)
		return err_set(e, EXIT_USAGE, "drawn=%s: at most %d counters of up to %d characters",
				v, OM_DRAWN_MAX, (int)sizeof d->id[0] - 1);
	return 0;
}

int om_drawn_done(const struct om_drawn *d, struct err *e)
{
	if (d && d->next < d->n)
		return err_setn(e, EXIT_USAGE, "drawn=: '%s' was not drawn (the order drew %d "
				"counter)", "drawn=: '%s' was not drawn (the order drew %d counters)",
				d->next, d->id[d->next], d->next);
	return 0;
}

int om_pool_pick(struct chance *c, struct om_drawn *d, const char *const *ids, int n,
		const char *what, const char *sect, int *pick, struct err *e)
{
	struct chance_roll roll;

	if (n < 1)
		return err_set(e, EXIT_DATA, "%s: the pool is empty (%s)", what, sect);
	if (d && d->next < d->n) {
		const char *name = d->id[d->next++];
		for (int k = 0; k < n; k++)
			if (!strcmp(ids[k], name)) {
				*pick = k;
				return 0;
			}
		return kit_refuse(e, sect, "drawn=%s: not a counter of %s (%d there)", name, what, n);
	}
	if (chance_rollf(c, 1, n, CHANCE_FACES, 0, &roll, e, "%s (one of %d)", what, n))
		return e->code;
	*pick = roll.faces[0] - 1;
	return 0;
}

/* The German unit a marker lies under (its unit has a depth marker), or NULL. */
static struct om_german *under(struct om_model *m, const struct om_marker *mk)
{
	struct om_german *g;

	if (kit_enum(boxes, mk->at) >= 0)
		return NULL;
	g = om_german_find(m, mk->at);
	return g && g->reserve != OM_RES_NONE ? g : NULL;
}

struct om_marker *om_marker_of(struct om_model *m, const struct om_german *g)
{
	for (struct om_marker *mk = m->mk; mk < m->mk + m->nmk; mk++)
		if (under(m, mk) == g)
			return mk;
	return NULL;
}

/* The markers in box `box`, and their ids. */
static int in_box(struct om_model *m, const char *box, struct om_marker **mks,
		const char **ids)
{
	int n = 0;

	for (struct om_marker *mk = m->mk; mk < m->mk + m->nmk && n < MAXC; mk++)
		if (!strcmp(mk->at, box)) {
			mks[n] = mk;
			ids[n++] = mk->id;
		}
	return n;
}

int om_pool_count(struct om_model *m, const char *box)
{
	struct om_marker *mks[MAXC];
	const char *ids[MAXC];

	return in_box(m, box, mks, ids);
}

/* The terrain of a German unit's hex is a village (a building hex, §9.21). */
static int in_building(struct om_model *m, const struct om_german *g)
{
	const struct om_hex *h = g->has_hex ? om_hex_at(m, g->hex) : NULL;

	return h && h->terrain == OM_VILLAGE;
}

int om_depth_give(struct om_model *m, struct chance *c, struct om_drawn *d,
		struct om_german *g, const char *sect, int *placed, struct err *e)
{
	struct om_marker *mks[MAXC];
	const char *ids[MAXC], *box;
	char what[96];
	int n, pick;

	*placed = 0;
	if (!(m->kinds & OM_KIND_MARKER)) {   /* the older model: no pools in the state */
		g->reserve = OM_RES_HIDDEN;
		*placed = 1;
		return 0;
	}
	/* §9.21 the pool; §9.24 shortages */
	if (g->kind == OM_GK_WN)
		box = "box-wn";
	else if (in_building(m, g) && om_pool_count(m, "box-building") > 0)
		box = "box-building";
	else {
		if (in_building(m, g))
			log_step(m->g->log, "§9.24", "The building pool is empty: a mobile marker instead");
		box = "box-mobile";
	}
	if ((n = in_box(m, box, mks, ids)) == 0) {
		log_step(m->g->log, "§9.24", "The %s pool is empty: %s receives no depth marker",
				box + 4, g->id);
		return 0;
	}
	snprintf(what, sizeof what, "the depth marker for %s from the %s pool", g->id, box + 4);
	if (om_pool_pick(c, d, ids, n, what, sect, &pick, e))
		return e->code;
	/* §9.22: a marker the unit lost earlier (its row still names the unit, its
	 * reserve column empty) stays out of play: one marker per unit (§9) */
	for (struct om_marker *mk = m->mk; mk < m->mk + m->nmk; mk++)
		if (!strcmp(mk->at, g->id))
			mk->at = "removed";
	mks[pick]->at = g->id;
	g->reserve = OM_RES_HIDDEN;
	log_step(m->g->log, "§9.21", "%s draws depth marker %s from the %s pool (%d of %d): placed "
			"unrevealed under it", g->id, mks[pick]->id, box + 4, pick + 1, n);
	*placed = 1;
	return 0;
}

/* --- §9.2: the unit that receives an event's depth marker --- */

struct pick {
	struct om_german *g;
	int dist, cls, number;
	char letter;
};

/* The distance from hex h to the nearest US unit on the map (1000: none). */
static int us_distance(const struct om_model *m, struct grid_hex h)
{
	int best = 1000;

	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++)
		if (u->at.kind == OM_AT_HEX && grid_distance(h, u->at.hex) < best)
			best = grid_distance(h, u->at.hex);
	return best;
}

static int better(const struct pick *a, const struct pick *b)
{
	if (a->dist != b->dist)
		return a->dist < b->dist;
	if (a->cls != b->cls)
		return a->cls < b->cls;
	if (a->number != b->number)
		return a->number < b->number;
	return a->letter < b->letter;
}

/* The best eligible unit of `sector` (-1 any); wn_ok 0: WN units excluded
 * (§9.24, the WN pool empty): 1, 0 if none, -1 with e set. */
static int choose_unit(struct om_model *m, int sector, int wn_ok, struct pick *out,
		struct err *e)
{
	int found = 0, loc;

	for (struct om_german *g = m->gm; g < m->gm + m->ngm; g++) {
		const struct om_hex *hr = g->has_hex ? om_hex_at(m, g->hex) : NULL;
		const struct om_position *p = om_position_find(m, g->pos);
		if ((g->kind != OM_GK_WN && g->kind != OM_GK_REINF) || hr == NULL || p == NULL ||
		    g->reserve != OM_RES_NONE)
			continue;
		if ((!wn_ok && g->kind == OM_GK_WN) || (sector >= 0 && (int)hr->sector != sector))
			continue;
		if (om_loc_trace(m, g->pos, 0, &loc, e))
			return -1;
		if (!loc)
			continue;
		struct pick pk = { g, us_distance(m, g->hex), 2, p->number, p->letter };
		if (g->kind == OM_GK_WN)
			pk.cls = p->nhex > 1 ? 1 : 0;
		if (!found || better(&pk, out))
			*out = pk, found = 1;
	}
	return found;
}

/* One event marker for `sector` (-1 anywhere), with §9.2's fall-back to the
 * other sector and §9.24's WN-pool shortage. */
static int event_marker(struct om_model *m, struct chance *c, struct om_drawn *d, int sector,
		struct err *e)
{
	static const char *const cls[] = { "a single-hex WN", "a two-hex WN",
		"a reinforcement position" };
	int wn_ok = om_pool_count(m, "box-wn") > 0, found, placed;
	struct pick p;

	if (!wn_ok)
		log_step(m->g->log, "§9.24", "The WN pool is empty: a unit in a reinforcement "
				"position receives the marker");
	if ((found = choose_unit(m, sector, wn_ok, &p, e)) < 0)
		return e->code;
	if (!found && sector >= 0) {
		log_step(m->g->log, "§9.2", "No German unit of the %s sector can receive a depth "
				"marker (none without one, with a LOC): the %s sector",
				om_sector_name(sector), om_sector_name(!sector));
		if ((found = choose_unit(m, !sector, wn_ok, &p, e)) < 0)
			return e->code;
	}
	if (!found) {
		log_step(m->g->log, "§9.2", "No German unit without a depth marker has a LOC: no "
				"marker is placed");
		return 0;
	}
	log_stepn(m->g->log, "§9.2", "%s in %s receives the marker: %d hex from a US unit, %s, "
			"number %d", "%s in %s receives the marker: %d hexes from a US unit, %s, "
			"number %d", p.dist, p.g->id, p.g->pos, p.dist, cls[p.cls], p.number);
	return om_depth_give(m, c, d, p.g, "§9.21", &placed, e);
}

static int markers_left(struct om_model *m)
{
	return om_pool_count(m, "box-wn") + om_pool_count(m, "box-building") +
		om_pool_count(m, "box-mobile");
}

int om_depth_event(struct om_model *m, struct chance *c, struct om_drawn *d,
		const char *scope, const char *hero_sector, struct err *e)
{
	if (!(m->kinds & OM_KIND_MARKER))
		return err_set(e, EXIT_UNKNOWN, "event %s: the depth-marker pools are not in the "
				"state (marker rows at box-wn, box-building, box-mobile; §9.21, §3: 9 WN, "
				"8 building, 20 mobile at the start)", scope);
	if (!strcmp(scope, "each")) {
		if (markers_left(m) == 1) {
			log_step(m->g->log, "§9.24", "One marker left for two: the priorities apply to "
					"the whole map");
			return event_marker(m, c, d, -1, e);
		}
		if (event_marker(m, c, d, OM_EAST, e))
			return e->code;
		return event_marker(m, c, d, OM_WEST, e);
	}
	if (!strcmp(scope, "any") && hero_sector && *hero_sector) {
		log_step(m->g->log, "§9.23", "With the hero: the marker goes to the %s sector if "
				"possible", hero_sector);
		return event_marker(m, c, d, om_sector_parse(hero_sector), e);
	}
	return event_marker(m, c, d, !strcmp(scope, "any") ? -1 : om_sector_parse(scope), e);
}

/* --- §9.5 Kampfgruppe Meyer --- */

/* Four units, drawn one by one without replacement, go to the Division box. */
static int meyer_units(struct om_model *m, struct chance *c, struct om_drawn *d,
		struct om_german **gs, const char **ids, int *n, struct err *e)
{
	for (int k = 0; k < 4 && *n > 0; k++) {
		int pick;
		if (om_pool_pick(c, d, ids, *n, "a Kampfgruppe Meyer unit", "§9.5", &pick, e))
			return e->code;
		struct om_german *g = gs[pick];
		log_step(m->g->log, "§9.5", "%s (%d of %d in the Kampfgruppe Meyer box) goes to the "
				"Division reinforcement box", g->id, pick + 1, *n);
		g->pos = "box-division";
		g->has_hex = 0;
		g->revealed = 0;
		for (int j = pick; j + 1 < *n; j++)
			gs[j] = gs[j + 1], ids[j] = ids[j + 1];
		(*n)--;
	}
	return 0;
}

int om_kg_meyer(struct om_model *m, struct chance *c, struct om_drawn *d, struct err *e)
{
	struct om_german *gs[MAXC];
	struct om_marker *mks[MAXC];
	const char *ids[MAXC];
	int n = 0;

	if (!(m->kinds & OM_KIND_GERMAN))
		return err_set(e, EXIT_DATA, "%s: German units are needed (§9.5)", kit_path(m->st));
	for (struct om_german *g = m->gm; g < m->gm + m->ngm && n < MAXC; g++)
		if (!strcmp(g->pos, "box-kg-meyer")) {
			gs[n] = g;
			ids[n++] = g->id;
		}
	if (n == 0) {
		log_step(m->g->log, "§9.5", "Kampfgruppe Meyer: no unit is left in its box (all 8 "
				"active): the event is ignored");
		return 0;
	}
	if (!(m->kinds & OM_KIND_MARKER))
		return err_set(e, EXIT_UNKNOWN, "event kg-meyer: the depth markers of the Kampfgruppe "
				"Meyer box are not in the state (marker rows at box-kg-meyer; §9.5, §3: 4 "
				"mobile markers)");
	if (meyer_units(m, c, d, gs, ids, &n, e))
		return e->code;
	/* two markers to the mobile pool */
	for (int k = 0; k < 2; k++) {
		int nm = in_box(m, "box-kg-meyer", mks, ids), pick;
		if (nm == 0) {
			log_step(m->g->log, "§9.5", "No depth marker is left in the Kampfgruppe Meyer box");
			break;
		}
		if (om_pool_pick(c, d, ids, nm, "a Kampfgruppe Meyer depth marker", "§9.5", &pick, e))
			return e->code;
		log_step(m->g->log, "§9.5", "Depth marker %s (%d of %d in the Kampfgruppe Meyer box) "
				"goes to the mobile pool", mks[pick]->id, pick + 1, nm);
		mks[pick]->at = "box-mobile";
	}
	if (n)
		log_stepn(m->g->log, "§20.3", "%d unit stays in the Kampfgruppe Meyer box",
				"%d units stay in the Kampfgruppe Meyer box", n, n);
	return 0;
}

/* --- §13.12 casualty reduction --- */

int om_casualty_reduce(struct om_model *m, const char *div, int n, struct err *e)
{
	enum om_key key = !strcmp(div, "1") ? OM_K_CAS1 : OM_K_CAS29;
	const char *v = om_get(m, key);
	int have = v ? om_atoi(v) : 0, out;

	if (have < 0)
		return err_set(e, EXIT_DATA, "%s: %s '%s' is not a number", kit_path(m->st),
				om_key_name(key), v);
	out = n < have ? n : have;
	om_set_int(m, key, have - out);
	log_stepn(m->g->log, "§13.12", "%d infantry unit leaves the %s Division's casualty box: "
			"%d left%s", "%d infantry units leave the %s Division's casualty box: %d left%s",
			out, out, om_division(atoi(div)), have - out,
			out < n ? _(" (the box held fewer)") : "");
	return 0;
}
