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
		return err_set(e, EXIT_USAGE, "drawn=: '%s' was not drawn (the order drew %d "
				"counter%s)", d->id[d->next], d->next, d->next == 1 ? "" : "s");
	return 0;
}

int om_old_pool_pick(struct game_ctx *g, struct chance *c, struct om_drawn *d,
		const char *const *ids, int n, const char *what, const char *sect, int *pick,
		struct err *e)
{
	(void)g;
	if (n < 1)
		return err_set(e, EXIT_DATA, "%s: the pool is empty (%s)", what, sect);
	if (d && d->next < d->n) {
		const char *name = d->id[d->next++];
		for (int k = 0; k < n; k++)
			if (!strcmp(ids[k], name)) {
				*pick = k;
				return 0;
			}
		return err_set(e, EXIT_REFUSED, "drawn=%s: not a counter of %s (%d there) (%s)", name,
				what, n, sect);
	}
	struct chance_roll roll;
	if (chance_rollf(c, 1, n, CHANCE_FACES, 0, &roll, e, "%s (one of %d)", what, n))
		return e->code;
	*pick = roll.faces[0] - 1;
	return 0;
}

struct state_kind *om_old_markers(const struct state *st)
{
	return state_kind(st, "marker");
}

/* Is marker row r really under German unit row? (its unit has a depth marker) */
static int under(const struct state *st, const struct state_row *r, int *gi)
{
	struct state_kind *gk = state_kind(st, "german"), *mk = om_old_markers(st);
	const char *at = state_field(r, state_col(mk, "at"));
	int i;

	*gi = -1;
	for (const char *const *b = boxes; *b; b++)
		if (!strcmp(at, *b))
			return 0;
	if (gk == NULL || (i = state_find(gk, 1, at)) < 0 ||
	    !*state_field(&gk->rows[i], state_col(gk, "reserve")))
		return 0;
	*gi = i;
	return 1;
}

int om_old_marker_of(const struct state *st, int gi)
{
	struct state_kind *mk = om_old_markers(st), *gk = state_kind(st, "german");

	if (mk == NULL || gk == NULL || gi < 0 || gi >= gk->nrows)
		return -1;
	for (int j = 0; j < mk->nrows; j++) {
		int u;
		if (under(st, &mk->rows[j], &u) && u == gi)
			return j;
	}
	return -1;
}

/* The markers in box `box`: their rows and ids. */
static int in_box(const struct state *st, const char *box, int *rows, const char **ids)
{
	struct state_kind *mk = om_old_markers(st);
	int n = 0;

	for (int j = 0; mk && j < mk->nrows && n < MAXC; j++)
		if (!strcmp(state_field(&mk->rows[j], state_col(mk, "at")), box)) {
			rows[n] = j;
			ids[n++] = state_field(&mk->rows[j], 1);
		}
	return n;
}

int om_old_pool_count(const struct state *st, const char *box)
{
	int rows[MAXC];
	const char *ids[MAXC];

	return in_box(st, box, rows, ids);
}

/* The terrain of a German unit's hex is a village (a building hex, §9.21). */
static int in_building(const struct state *st, const char *hex)
{
	struct state_row *hr = om_old_hex(st, hex);

	return hr && !strcmp(om_old_col(st, "hex", hr, "terrain"), "village");
}

int om_old_depth_give(struct game_ctx *g, struct state *st, struct chance *c, struct om_drawn *d,
		int gi, const char *sect, int *placed, struct err *e)
{
	struct state_kind *gk = state_kind(st, "german"), *mk = om_old_markers(st);
	struct state_row *gr = &gk->rows[gi];
	const char *kind = state_field(gr, state_col(gk, "kind"));
	const char *hex = state_field(gr, state_col(gk, "hex"));
	const char *box;

	*placed = 0;
	if (mk == NULL) {   /* the older model: no pools in the state */
		state_field_set(gr, state_col(gk, "reserve"), "hidden");
		*placed = 1;
		return 0;
	}
	/* §9.21 the pool; §9.24 shortages */
	if (!strcmp(kind, "wn"))
		box = "box-wn";
	else if (in_building(st, hex) && om_old_pool_count(st, "box-building") > 0)
		box = "box-building";
	else {
		if (in_building(st, hex))
			log_step(g->log, "§9.24", "The building pool is empty: a mobile marker instead");
		box = "box-mobile";
	}
	int rows[MAXC], n;
	const char *ids[MAXC];
	if ((n = in_box(st, box, rows, ids)) == 0) {
		log_step(g->log, "§9.24", "The %s pool is empty: %s receives no depth marker",
				box + 4, state_field(gr, 1));
		return 0;
	}
	char what[96];
	int pick;
	snprintf(what, sizeof what, "the depth marker for %s from the %s pool",
			state_field(gr, 1), box + 4);
	if (om_old_pool_pick(g, c, d, ids, n, what, sect, &pick, e))
		return e->code;
	struct state_row *mr = &mk->rows[rows[pick]];
	char mid[64], uid[64];
	snprintf(mid, sizeof mid, "%s", state_field(mr, 1));
	snprintf(uid, sizeof uid, "%s", state_field(gr, 1));
	/* §9.22: a marker the unit lost earlier (its row still names the unit, its
	 * reserve column empty) stays out of play: one marker per unit (§9) */
	for (int j = 0; j < mk->nrows; j++)
		if (!strcmp(state_field(&mk->rows[j], state_col(mk, "at")), uid))
			state_field_set(&mk->rows[j], state_col(mk, "at"), "removed");
	state_field_set(mr, state_col(mk, "at"), uid);
	state_field_set(gr, state_col(gk, "reserve"), "hidden");
	log_step(g->log, "§9.21", "%s draws depth marker %s from the %s pool (%d of %d): placed "
			"unrevealed under it", state_field(gr, 1), mid, box + 4, pick + 1, n);
	*placed = 1;
	return 0;
}

/* --- §9.2: the unit that receives an event's depth marker --- */

struct pick {
	int gi, dist, cls, number;
	char letter;
};

/* The number and letter of a position id ("C2": 2, C; "WN62": 62; unnumbered: 0). */
static void split_pid(const char *id, int *number, char *letter)
{
	if (!strncmp(id, "WN", 2)) {
		*letter = 0;
		*number = atoi(id + 2);
		return;
	}
	*letter = (id[0] >= 'A' && id[0] <= 'Z') ? id[0] : 0;
	*number = *letter ? atoi(id + 1) : 0;
}

static int us_distance(const struct state *st, struct om_units *u, const char *hex)
{
	struct grid_hex h, x;
	int best = 1000;

	if (grid_parse(hex, &h))
		return best;
	for (int i = 0; i < u->k->nrows; i++)
		if (grid_parse(state_field(&u->k->rows[i], u->at), &x) == 0 &&
		    grid_distance(h, x) < best)
			best = grid_distance(h, x);
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

/* The best eligible unit of `sector` ("" any); wn_ok 0: WN units excluded
 * (§9.24, the WN pool empty). */
static int choose_unit(struct game_ctx *g, struct state *st, struct om_units *u,
		const char *sector, int wn_ok, struct pick *out, struct err *e)
{
	struct state_kind *gk = state_kind(st, "german"), *pk = state_kind(st, "position");
	int found = 0;

	for (int i = 0; gk && i < gk->nrows; i++) {
		const struct state_row *r = &gk->rows[i];
		const char *kind = state_field(r, state_col(gk, "kind"));
		const char *pid = state_field(r, state_col(gk, "position"));
		const char *hex = state_field(r, state_col(gk, "hex"));
		struct state_row *hr = om_old_hex(st, hex);
		int pi = pk ? state_find(pk, 1, pid) : -1, loc;
		if ((strcmp(kind, "wn") && strcmp(kind, "reinf")) || hr == NULL || pi < 0 ||
		    *state_field(r, state_col(gk, "reserve")))
			continue;
		if (!wn_ok && !strcmp(kind, "wn"))
			continue;
		if (*sector && strcmp(om_old_col(st, "hex", hr, "sector"), sector))
			continue;
		if (om_old_loc_trace(g, st, pid, 0, &loc, e))
			return -1;
		if (!loc)
			continue;
		struct pick p = { i, us_distance(st, u, hex), 2, 0, 0 };
		if (!strcmp(kind, "wn"))
			p.cls = strchr(om_old_col(st, "position", &pk->rows[pi], "hexes"), ' ') ? 1 : 0;
		split_pid(pid, &p.number, &p.letter);
		if (!found || better(&p, out))
			*out = p, found = 1;
	}
	return found;
}

/* One event marker for `sector` ("" anywhere), with §9.2's fall-back to the
 * other sector and §9.24's WN-pool shortage. */
static int event_marker(struct game_ctx *g, struct state *st, struct chance *c,
		struct om_drawn *d, const char *sector, struct err *e)
{
	struct om_units u;
	struct pick p;
	int wn_ok = om_old_pool_count(st, "box-wn") > 0, found, placed;
	const char *where = sector;

	if (om_old_units(st, &u, e))
		return e->code;
	if (!wn_ok)
		log_step(g->log, "§9.24", "The WN pool is empty: a unit in a reinforcement "
				"position receives the marker");
	if ((found = choose_unit(g, st, &u, where, wn_ok, &p, e)) < 0)
		return e->code;
	if (!found && *sector) {
		where = !strcmp(sector, "east") ? "west" : "east";
		log_step(g->log, "§9.2", "No German unit of the %s sector can receive a depth marker "
				"(none without one, with a LOC): the %s sector", sector, where);
		if ((found = choose_unit(g, st, &u, where, wn_ok, &p, e)) < 0)
			return e->code;
	}
	if (!found) {
		log_step(g->log, "§9.2", "No German unit without a depth marker has a LOC: no "
				"marker is placed");
		return 0;
	}
	struct state_kind *gk = state_kind(st, "german");
	static const char *const cls[] = { "a single-hex WN", "a two-hex WN",
		"a reinforcement position" };
	log_step(g->log, "§9.2", "%s in %s receives the marker: %d hex%s from a US unit, %s, "
			"number %d", state_field(&gk->rows[p.gi], 1),
			state_field(&gk->rows[p.gi], state_col(gk, "position")), p.dist,
			p.dist == 1 ? "" : "es", cls[p.cls], p.number);
	return om_old_depth_give(g, st, c, d, p.gi, "§9.21", &placed, e);
}

static int markers_left(const struct state *st)
{
	return om_old_pool_count(st, "box-wn") + om_old_pool_count(st, "box-building") +
		om_old_pool_count(st, "box-mobile");
}

int om_old_depth_event(struct game_ctx *g, struct state *st, struct chance *c, struct om_drawn *d,
		const char *scope, const char *hero_sector, struct err *e)
{
	if (om_old_markers(st) == NULL)
		return err_set(e, EXIT_UNKNOWN, "event %s: the depth-marker pools are not in the "
				"state (marker rows at box-wn, box-building, box-mobile; §9.21, §3: 9 WN, "
				"8 building, 20 mobile at the start)", scope);
	if (!strcmp(scope, "each")) {
		if (markers_left(st) == 1) {
			log_step(g->log, "§9.24", "One marker left for two: the priorities apply to "
					"the whole map");
			return event_marker(g, st, c, d, "", e);
		}
		if (event_marker(g, st, c, d, "east", e))
			return e->code;
		return event_marker(g, st, c, d, "west", e);
	}
	if (!strcmp(scope, "any") && hero_sector && *hero_sector) {
		log_step(g->log, "§9.23", "With the hero: the marker goes to the %s sector if "
				"possible", hero_sector);
		return event_marker(g, st, c, d, hero_sector, e);
	}
	return event_marker(g, st, c, d, !strcmp(scope, "any") ? "" : scope, e);
}

/* --- §9.5 Kampfgruppe Meyer --- */

int om_old_kg_meyer(struct game_ctx *g, struct state *st, struct chance *c, struct om_drawn *d,
		struct err *e)
{
	struct state_kind *gk = state_kind(st, "german"), *mk = om_old_markers(st);
	int rows[MAXC], n = 0;
	const char *ids[MAXC];

	if (gk == NULL)
		return err_set(e, EXIT_DATA, "%s: German units are needed (§9.5)", st->path);
	for (int i = 0; i < gk->nrows && n < MAXC; i++)
		if (!strcmp(state_field(&gk->rows[i], state_col(gk, "position")), "box-kg-meyer")) {
			rows[n] = i;
			ids[n++] = state_field(&gk->rows[i], 1);
		}
	if (n == 0) {
		log_step(g->log, "§9.5", "Kampfgruppe Meyer: no unit is left in its box (all 8 "
				"active): the event is ignored");
		return 0;
	}
	if (mk == NULL)
		return err_set(e, EXIT_UNKNOWN, "event kg-meyer: the depth markers of the "
				"Kampfgruppe Meyer box are not in the state (marker rows at box-kg-meyer; "
				"§9.5, §3: 4 mobile markers)");
	/* four units, drawn one by one without replacement */
	for (int k = 0; k < 4 && n > 0; k++) {
		int pick;
		if (om_old_pool_pick(g, c, d, ids, n, "a Kampfgruppe Meyer unit", "§9.5", &pick, e))
			return e->code;
		struct state_row *gr = &gk->rows[rows[pick]];
		log_step(g->log, "§9.5", "%s (%d of %d in the Kampfgruppe Meyer box) goes to the "
				"Division reinforcement box", state_field(gr, 1), pick + 1, n);
		state_field_set(gr, state_col(gk, "position"), "box-division");
		state_field_set(gr, state_col(gk, "hex"), "");
		state_field_set(gr, state_col(gk, "revealed"), "0");
		for (int j = pick; j + 1 < n; j++)
			rows[j] = rows[j + 1], ids[j] = ids[j + 1];
		n--;
		for (int j = 0; j < n; j++)   /* the row's fields are unchanged: ids stay valid */
			ids[j] = state_field(&gk->rows[rows[j]], 1);
	}
	/* two markers to the mobile pool */
	for (int k = 0; k < 2; k++) {
		int mrows[MAXC], m = in_box(st, "box-kg-meyer", mrows, ids), pick;
		if (m == 0) {
			log_step(g->log, "§9.5", "No depth marker is left in the Kampfgruppe Meyer box");
			break;
		}
		if (om_old_pool_pick(g, c, d, ids, m, "a Kampfgruppe Meyer depth marker", "§9.5", &pick,
				e))
			return e->code;
		struct state_row *mr = &mk->rows[mrows[pick]];
		log_step(g->log, "§9.5", "Depth marker %s (%d of %d in the Kampfgruppe Meyer box) "
				"goes to the mobile pool", state_field(mr, 1), pick + 1, m);
		state_field_set(mr, state_col(mk, "at"), "box-mobile");
	}
	if (n)
		log_step(g->log, "§20.3", "%d unit%s stay%s in the Kampfgruppe Meyer box", n,
				n == 1 ? "" : "s", n == 1 ? "s" : "");
	return 0;
}

/* --- §13.12 casualty reduction --- */

int om_old_casualty_reduce(struct game_ctx *g, struct state *st, const char *div, int n,
		struct err *e)
{
	char key[32], buf[16];
	const char *v;
	int have;

	snprintf(key, sizeof key, "casualties.%s", div);
	v = state_get(st, key);
	have = v ? om_atoi(v) : 0;
	if (have < 0)
		return err_set(e, EXIT_DATA, "%s: %s '%s' is not a number", st->path, key, v);
	int out = n < have ? n : have;
	snprintf(buf, sizeof buf, "%d", have - out);
	state_set(st, key, buf);
	log_step(g->log, "§13.12", "%d infantry unit%s leave%s the %s Division's casualty box: "
			"%d left%s", out, out == 1 ? "" : "s", out == 1 ? "s" : "",
			!strcmp(div, "1") ? "1st" : "29th", have - out,
			out < n ? " (the box held fewer)" : "");
	return 0;
}

/* --- the outcome of a branch, for odds --- */

void om_old_depth_outcome(const struct state *before, const struct state *after, char *res,
		size_t rsz)
{
	struct state_kind *mb = om_old_markers(before), *ma = om_old_markers(after);
	static const char *const keys[] = { "casualties.1", "casualties.29", "rocket_events",
		"snipers", NULL };

	for (int i = 0; mb && ma && i < ma->nrows && i < mb->nrows; i++) {
		const char *b = state_field(&mb->rows[i], state_col(mb, "at"));
		const char *a = state_field(&ma->rows[i], state_col(ma, "at"));
		if (strcmp(a, b)) {
			size_t l = strlen(res);
			snprintf(res + l, rsz - l, "%s%s>%s", l ? ";" : "",
					state_field(&ma->rows[i], 1), a);
		}
	}
	for (int k = 0; keys[k]; k++) {
		const char *b = state_get(before, keys[k]), *a = state_get(after, keys[k]);
		if (a && (!b || strcmp(a, b))) {
			size_t l = strlen(res);
			snprintf(res + l, rsz - l, "%s%s=%s", l ? ";" : "", keys[k], a);
		}
	}
}
