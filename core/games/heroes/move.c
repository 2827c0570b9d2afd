/*
 * move.c: the Move action of Heroes of Normandie: infantry and vehicles along a
 * path of squares, the Lines crossed (§1.1 pt.6: a Line affects the moves that
 * cross it, adjacency spares nothing), hedgehogs (§1.3), trenches with their
 * accesses, passages and corners (§1.4), bridges (§2.4), mines (§3.2, with
 * odds), Fuel (§3.2), the Carte Tactique (§3.5), the Génie militaire's elements
 * (§2.4), entering by the arrow squares and leaving with Willi Herold (Sc-1,
 * Sc-2), and the airfield's airplanes: Speed markers, Conducteur, the minimum
 * move, crashes and take-off (Sc-A).
 *
 * A path is checked whole before anything moves, so a refused move changes
 * nothing; then the unit goes square by square and the mines on its way attack
 * it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hon.h"
#include "i18n.h"

#define MAXPATH 32

struct mv {
	struct hon_unit *u;
	struct grid_sq path[MAXPATH + 1];   /* path[0] the start */
	int n;                              /* squares entered */
	int entering;                       /* path[0] is off the board: path[1] an arrow */
	int leaving;                        /* an aviator leaving its airplane */
	int map, fuel, speed, takeoff, exit;
	struct hon_unit *mapper, *plane, *boardto;
	int stop_at;                        /* the step where the move must end, or -1 */
	const char *stop_rule;              /* the rule that stops it there */
	char carry[16];
	const char *deploy;
	struct grid_sq aviators[4];
	int naviators;
};

static int parse_path(struct hon_model *m, const char *text, struct grid_sq *out, int max,
		struct err *e)
{
	char items[MAXPATH * 16];
	int n;

	if (text == NULL || *text == 0)
		return 0;
	if ((n = order_split(text, items, 16, max)) < 0)
		return err_set(e, EXIT_USAGE, "path=%s: at most %d squares, comma-separated", text,
				max), -1;
	for (int i = 0; i < n; i++)
		if (grid_sq_parse(items + 16 * i, &out[i]) || !hon_on_board(&m->b, out[i]))
			return err_set(e, EXIT_USAGE, "path: '%s' is not a square of the %dx%d board",
					items + 16 * i, m->b.w, m->b.h), -1;
	return n;
}

static int bridge_on(const struct hon_model *m, struct grid_sq s, char *axis)
{
	for (int i = 0; i < m->nmarkers; i++)
		if (m->markers[i].kind == HN_M_BRIDGE && m->markers[i].placed &&
				grid_sq_equal(m->markers[i].at, s)) {
			const char *a = strstr(m->markers[i].data, "arrows=");
			*axis = a ? a[7] : 0;
			return 1;
		}
	return 0;
}

/* A square the unit may enter (§2.4 pont: a bridge crosses water and squares
 * impassable to vehicles or to infantry, along its blue arrows). */
static int square_ok(struct hon_model *m, const struct mv *x, int k, struct err *e)
{
	struct grid_sq s = x->path[k], p = x->path[k - 1];
	const struct hon_fx *fx = &m->b.sqfx[s.y * m->b.w + s.x];
	int veh = hon_is_vehicle(x->u);
	char nm[GRID_NAME_MAX], axis = 0;
	int bridge = bridge_on(m, s, &axis), pb = k > 1 || !x->entering ? bridge_on(m, p, &axis) :
		0;

	grid_sq_format(s, nm);
	if (bridge || pb) {
		int dx = s.x - p.x, dy = s.y - p.y;
		char ax = 0;
		bridge_on(m, bridge ? s : p, &ax);
		if ((ax == 'n' && dx) || (ax == 'e' && dy) || (dx && dy))
			return kit_refuse(e, "§2.4 pont", "units using the bridge must follow its blue "
					"arrows (%s): the step to %s does not", ax == 'n' ? "north-south" :
					ax == 'e' ? "east-west" : "straight", nm);
	}
	if (bridge && !(fx->bits & HN_FX_IMP_ALL)) {
		log_step(m->g->log, "§2.4 pont", "%s crosses %s on the bridge", x->u->id, nm);
		return 0;
	}
	int ei = hon_elem_at(&m->b, s);
	if (ei >= 0 && veh && (m->b.elems[ei].fx.bits & (HN_FX_NOVEH | HN_FX_IMP_VEH |
					HN_FX_IMP_ALL)))
		return kit_refuse(e, m->b.elems[ei].kind == HN_EL_TRENCH ? "§1.4 tranchées" :
				_("core 5.1"), "%s is in %s, forbidden to vehicles", nm, m->b.elems[ei].id);
	if (fx->bits & HN_FX_IMP_ALL)
		return kit_refuse(e, "core 5.1; §2.4", "%s is impassable", nm);
	if ((fx->bits & HN_FX_IMP_VEH) && veh)
		return kit_refuse(e, "core 5.1", "%s is impassable to vehicles", nm);
	if ((fx->bits & HN_FX_IMP_INF) && !veh)
		return kit_refuse(e, "core 5.1", "%s is impassable to infantry", nm);
	if ((fx->bits & HN_FX_NOVEH) && veh)
		return kit_refuse(e, "core 5.1", "%s is forbidden to vehicles", nm);
	if (fx->bits & HN_FX_WATER) {
		const char *v;
		if (hon_core_text(m, "water_move", "core 5.1 eau: may units enter water (yes, no, "
					"infantry)?", &v, e))
			return e->code;
		if (!strcmp(v, "no") || (!strcmp(v, "infantry") && veh))
			return kit_refuse(e, "core 5.1 eau", "%s is water", nm);
	}
	return 0;
}

static int is_trench_border(const struct hon_model *m, const struct hon_line *l)
{
	return l->elem >= 0 && m->b.elems[l->elem].kind == HN_EL_TRENCH;
}

/* The Lines one step crosses, and what they do to the move (§1.1 pt.6). */
static int step_lines(struct hon_model *m, struct mv *x, int k, int *passage_in,
		int *passage_out, struct err *e)
{
	int ls[24], corner, n;
	unsigned eb;
	struct grid_sq from = x->path[k - 1], to = x->path[k];
	int veh = hon_is_vehicle(x->u);
	char r[GRID_NAME_MAX], nm[GRID_NAME_MAX];

	*passage_in = *passage_out = 0;
	n = hon_step_lines(&m->b, from, to, ls, 24, &corner, &eb);
	grid_sq_format(to, nm);
	/* §2.4 pont: a unit on the bridge crosses the trench or depression under it
	 * (square_ok checked it follows the arrows): the border of the element
	 * under the bridge does not stop it */
	char axis;
	int under = bridge_on(m, to, &axis) ? hon_elem_at(&m->b, to) :
		(k > 1 || !x->entering) && bridge_on(m, from, &axis) ? hon_elem_at(&m->b, from) : -1;
	if (corner) {
		struct grid_vx v = { to.x > from.x ? to.x : from.x, to.y > from.y ? to.y : from.y };
		int ei = m->b.corner[v.j * (m->b.w + 1) + v.i];
		if (ei >= 0 && m->b.elems[ei].kind == HN_EL_TRENCH)
			return kit_refuse(e, "§1.4 tranchées A", "the step to %s cuts the corner of "
					"%s at %s: trench corners restrict moves", nm, m->b.elems[ei].id,
					grid_vx_format(v, r));
	}
	for (int i = 0; i < n; i++) {
		const struct hon_line *l = &m->b.lines[ls[i]];
		unsigned bits = l->fx.bits;
		grid_run_format(l->run, r);
		if (under >= 0 && l->elem == under) {
			log_step(m->g->log, "§2.4 pont", "Line %s (%s): %s crosses it on the bridge",
					l->id, r, x->u->id);
			continue;
		}
		if (bits & HN_FX_IMP_ALL)
			return kit_refuse(e, "§1.1 Lignes pt.6", "Line %s (%s) is impassable", l->id, r);
		if ((bits & (HN_FX_IMP_VEH | HN_FX_NOVEH)) && veh)
			return kit_refuse(e, l->elem >= 0 ? "§1.4 tranchées; §1.1 Lignes pt.6" :
					!strcmp(l->origin, "marker") ? "§1.3" : "§1.1 Lignes pt.6", "Line %s (%s) "
					"is forbidden to vehicles", l->id, r);
		if ((bits & HN_FX_IMP_INF) && !veh)
			return kit_refuse(e, "§1.1 Lignes pt.6", "Line %s (%s) is impassable to "
					"infantry", l->id, r);
		if (!(bits & HN_FX_DIFFICULT))
			continue;
		int trench = is_trench_border(m, l);
		/* §1.4: the dashed line with a blue arrow is the trench's access; a passage
		 * joins two trenches */
		if (trench && (eb & HN_FX_ACCESS)) {
			log_step(m->g->log, "§1.4 tranchées", "%s crosses %s's access into %s: no stop",
					x->u->id, m->b.elems[l->elem].id, nm);
			continue;
		}
		if (trench && (eb & HN_FX_PASSAGE)) {
			if (hon_elem_at(&m->b, to) == l->elem)
				*passage_in = 1;
			else
				*passage_out = 1;
			continue;
		}
		if (x->map && (!trench || hon_rule_is(m, "tactical-map-trench", "yes"))) {
			log_step(m->g->log, "§3.5 tactical map", "Line %s (%s): Passage difficile "
					"ignored (Carte Tactique)", l->id, r);
			continue;
		}
		if (x->stop_at < 0 || x->stop_at > k) {
			x->stop_at = k;
			x->stop_rule = trench ? "§1.4 tranchées" : !strcmp(l->origin, "marker") ?
				"§1.3" : "§1.1 Lignes pt.6";
		}
		log_step(m->g->log, trench ? "§1.4 tranchées" : !strcmp(l->origin, "marker") ?
				"§1.3" : "§1.1 Lignes pt.6", "Line %s (%s): Passage difficile: %s must stop "
				"on %s", l->id, r, x->u->id, nm);
	}
	return 0;
}

static int enemy_zoc(struct hon_model *m, const struct hon_unit *u, struct grid_sq s)
{
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].side != u->side && m->units[i].place == HN_ON &&
				hon_in_zoc(m, &m->units[i], s))
			return 1;
	return 0;
}

/* Each square entered: free, in bounds, allowed; the ZdC of the enemy. */
static int path_check(struct hon_model *m, struct mv *x, struct err *e)
{
	int gap = 0, dir = -1;
	char nm[GRID_NAME_MAX];
	const char *zoc = NULL;

	x->stop_at = -1;
	for (int k = 1; k <= x->n; k++) {
		struct grid_sq s = x->path[k], p = x->path[k - 1];
		int pin, pout;
		grid_sq_format(s, nm);
		if (!(k == 1 && x->entering) && !(k == 1 && x->leaving) && !hon_adjacent(p, s))
			return kit_refuse(e, "core 3.2.1", "%s is not next to the square before it: a "
					"move goes square by square", nm);
		if (k == 1 && x->leaving) {
			struct grid_sq sq[2];
			int ns = hon_unit_squares(x->plane, sq), adj = 0;
			for (int j = 0; j < ns; j++)
				adj |= hon_adjacent(sq[j], s);
			if (!adj)
				return kit_refuse(e, "Sc-A aviateur", "%s is not next to the airplane %s",
						nm, x->plane->id);
		}
		struct hon_unit *o = hon_unit_at(m, s);
		if (o != NULL && o != x->u && !(x->boardto && o == x->boardto && k == x->n)) {
			if (o->side != x->u->side)
				return kit_refuse(e, "core 3.2.1", "%s is held by the enemy %s: a move does "
						"not enter it (an assault does)", nm, o->id);
			const char *v;
			if (hon_core_text(m, k == x->n ? "stack_max" : "pass_friend", k == x->n ?
						_("core 3.2.1: units per square") : _("core 3.2.1: may a move pass a "
						"friendly unit?"), &v, e))
				return e->code;
			if (!strcmp(v, "no") || !strcmp(v, "1"))
				return kit_refuse(e, "core 3.2.1", "%s is held by %s", nm, o->id);
		}
		/* the arrow square a unit enters by is a square like any other (it
		 * crosses no Line to get there) */
		if (square_ok(m, x, k, e))
			return e->code;
		if (k > 1 || !x->entering) {
			if (step_lines(m, x, k, &pin, &pout, e))
				return e->code;
		} else {
			pin = pout = 0;
		}
		/* §1.4: a unit going from trench to trench may not stop on the square
		 * between the two passages */
		if (gap && !pin)
			return kit_refuse(e, "§1.4 tranchées", "%s left a trench by a passage and does "
					"not go on through the next one: it may not stop between them", x->u->id);
		gap = pout;
		if (pout && k == x->n)
			return kit_refuse(e, "§1.4 tranchées 3", "the move may not end on %s, between "
					"two passages", nm);
		if (x->stop_at > 0 && k > x->stop_at)
			return kit_refuse(e, x->stop_rule, "%s must stop after crossing a Passage "
					"difficile: the path goes on to %s", x->u->id, nm);
		int ndir = (s.y - p.y + 1) * 3 + (s.x - p.x + 1);
		if ((x->u->front->ab & HN_AB_TWO) && k > 1 && dir >= 0 && ndir != dir) {
			const char *v;
			if (hon_core_text(m, "vehicle_turn", "core 3.2.1 mouvement des véhicules: "
						"turning a 2-square counter", &v, e))
				return e->code;
		}
		if ((x->u->front->ab & HN_AB_TWO) && (s.x - p.x) && (s.y - p.y) && !x->entering)
			return kit_refuse(e, "Sc-A; core 3.2.1", "a 2-square counter moves along the "
					"grid, not diagonally");
		dir = ndir;
		if (zoc == NULL && enemy_zoc(m, x->u, s)) {
			if (hon_core_text(m, "zoc_move", "core 3.2.2 p.11: what an enemy ZdC does to a "
						"move (stop or none)", &zoc, e))
				return e->code;
			if (!strcmp(zoc, "stop") && k < x->n)
				return kit_refuse(e, "core 3.2.2", "%s enters an enemy ZdC on %s: it must "
						"stop there", x->u->id, nm);
		}
	}
	return 0;
}

/* Sc-A: an airplane's Speed marker, Conducteur, the minimum move, take-off. */
static int plane_check(struct hon_model *m, struct mv *x, const struct order *o,
		struct err *e)
{
	const char *sp = order_get(o, "speed");
	int crew = 0, start = x->u->speed;

	for (int i = 0; i < m->nunits; i++)
		crew += m->units[i].place == HN_ABOARD && !strcmp(m->units[i].aboard, x->u->id);
	if (crew == 0)
		return kit_refuse(e, "Sc-A", "%s carries no Aviator: it cannot move", x->u->id);
	if (crew < x->u->c->transport)
		return kit_refusen(e, "Sc-A conducteur", "%s carries %d unit: its Transport Value is %d",
				"%s carries %d units: its Transport Value is %d", crew, x->u->id, crew,
				x->u->c->transport);
	if (sp && *sp) {
		int want = !strcmp(sp, "X") ? 0 : atoi(sp);
		char key[16];
		const char *allowed;
		if (strcmp(sp, "X") && strcmp(sp, "2") && strcmp(sp, "4") && strcmp(sp, "6"))
			return err_set(e, EXIT_USAGE, "speed=%s: X, 2, 4 or 6", sp);
		snprintf(key, sizeof key, "speed_%s", start ? (start == 2 ? "2" : start == 4 ? "4" :
					"6") : "X");
		if (want != start) {
			if (hon_core_text(m, key, "Sc-A: the Speed markers that may replace this one "
						"(the marker's small values)", &allowed, e))
				return e->code;
			char w[4];
			snprintf(w, sizeof w, "%s", sp);
			if (!kit_flag_has(allowed, w))
				return kit_refuse(e, "Sc-A", "the Speed marker %s may be replaced by %s only, "
						"not %s", start ? key + 6 : "X", allowed, sp);
			log_step(m->g->log, "Sc-A", "%s changes its Speed marker from %s to %s", x->u->id,
					start ? key + 6 : "X", sp);
			x->u->speed = want;
		}
	}
	int mv = x->u->speed;
	if (x->takeoff) {
		int at6 = hon_rule_is(m, "takeoff-same-action", "yes") ? x->u->speed : start;
		if (at6 != 6)
			return kit_refuse(e, "Sc-A", "%s may take off only if its Speed marker shows 6 at "
					"the start of its move (ruling takeoff-same-action)", x->u->id);
		if (x->n != 6)
			return kit_refuse(e, "Sc-A", "take-off comes after 6 squares in a straight line: "
					"the path has %d", x->n);
		for (int k = 2; k <= x->n; k++)
			if (x->path[k].x - x->path[k - 1].x != x->path[1].x - x->path[0].x ||
					x->path[k].y - x->path[k - 1].y != x->path[1].y - x->path[0].y)
				return kit_refuse(e, "Sc-A", "take-off needs 6 squares in a straight line");
	}
	if (mv == 0 && x->n > 0)
		return kit_refuse(e, "Sc-A", "%s is stopped (Speed X): it does not move", x->u->id);
	if (x->n < mv - 1 || x->n > mv)
		return kit_refuse(e, "Sc-A", "at Speed %d %s must move %d or %d squares, not %d",
				mv, x->u->id, mv - 1, mv, x->n);
	return 0;
}

/* §3.5 tactical map: discard 1 marker to ignore every Difficult Passage of the
 * move of the character or of a unit 3 squares or less from it. */
static int map_check(struct hon_model *m, struct mv *x, const char *id, struct err *e)
{
	if ((x->mapper = hon_unit_find(m, id)) == NULL)
		return err_set(e, EXIT_USAGE, "map=%s: no such unit", id);
	if (!(x->mapper->c->ab & HN_AB_CHARACTER) || x->mapper->gear[HN_G_MAP] < 1)
		return kit_refuse(e, "§3.5 tactical map", "%s is not a character with a Carte "
				"Tactique marker", x->mapper->id);
	if (x->mapper->side != x->u->side)
		return kit_refuse(e, "§3.5 tactical map", "the Carte Tactique serves the move of "
				"the character or of \"une de vos Unités\": %s is not %s's", x->u->id,
				x->mapper->id);
	if (x->mapper != x->u && (x->mapper->place != HN_ON || x->u->place != HN_ON ||
				grid_sq_distance8(x->mapper->at, x->u->at) > 3))
		return kit_refuse(e, "§3.5 tactical map", "%s is more than 3 squares from %s",
				x->u->id, x->mapper->id);
	x->map = 1;
	return 0;
}

/* The Movement Value (+2 per Fuel marker, §3.2) and Conducteur (Sc-A). */
static int mv_limits(struct hon_model *m, struct mv *x, struct err *e)
{
	int mvv = x->u->c->mv;
	if (hon_need(x->u->c, mvv, "mv", "core 3.2.1: the Movement Value", e))
		return e->code;
	if (x->fuel) {
		if (x->u->c->kind != HN_K_LIGHT)
			return kit_refuse(e, "§3.2 recce gear", "Fuel markers are usable by Light "
					"Vehicles only");
		if (x->u->gear[HN_G_FUEL] < x->fuel)
			return kit_refusen(e, "§3.2 fuel", "%s has %d Fuel marker", "%s has %d Fuel markers",
					x->u->gear[HN_G_FUEL], x->u->id, x->u->gear[HN_G_FUEL]);
		mvv += 2 * x->fuel;
		log_stepn(m->g->log, "§3.2 fuel", "%d Fuel marker: Movement Value %d",
				"%d Fuel markers: Movement Value %d", x->fuel, x->fuel, mvv);
	}
	if (x->u->c->ab & HN_AB_CONDUCTEUR) {
		int load = 0;
		for (int i = 0; i < m->nunits; i++)
			load += m->units[i].place == HN_ABOARD && !strcmp(m->units[i].aboard, x->u->id);
		if (load < x->u->c->transport)
			return kit_refusen(e, "Sc-A conducteur",
					"%s carries %d unit: its Transport Value %d is not reached",
					"%s carries %d units: its Transport Value %d is not reached", load,
					x->u->id, load, x->u->c->transport);
	}
	if (x->n > mvv)
		return kit_refuse(e, "core 3.2.1", "%s has a Movement Value of %d: the path has %d "
				"squares", x->u->id, mvv, x->n);
	return 0;
}

/* Where the move starts: the unit's square, an arrow square it enters by
 * (enter=), or the airplane an aviator leaves (leave=yes). */
static int mv_start(struct hon_model *m, const struct order *o, struct mv *x,
		struct hon_unit *tmp, struct err *e)
{
	const char *enter = order_get(o, "enter");

	*tmp = *x->u;
	if (x->leaving) {
		if (x->u->place != HN_ABOARD || (x->plane = hon_unit_find(m, x->u->aboard)) == NULL ||
				x->plane->place != HN_ON)
			return kit_refuse(e, "Sc-A aviateur", "%s is in no airplane on the board",
					x->u->id);
		x->path[0] = x->plane->at;
		tmp->place = HN_ON;
	} else if (*enter) {
		struct grid_sq s;
		if (x->u->place != HN_OFF)
			return kit_refuse(e, "Sc-A, Sc-1, Sc-2", "%s is already in play: only a unit "
					"off the board enters by an arrow", x->u->id);
		if (grid_sq_parse(enter, &s) || !hon_on_board(&m->b, s))
			return err_set(e, EXIT_USAGE, "enter=%s: a square of the board", enter);
		int a = m->b.arrow[s.y * m->b.w + s.x];
		if (!(a & (x->u->side == HN_CW ? 1 : 2)))
			return kit_refuse(e, "Sc-A, Sc-1, Sc-2, Sc-3", "%s is not an arrow square of "
					"the %s", enter, hon_side_title(x->u->side));
		x->entering = 1;
		x->path[1] = s;
		tmp->place = HN_ON;
	} else {
		x->path[0] = x->u->at;
	}
	if (x->u->place != HN_ON && !x->leaving && !x->entering)
		return kit_refuse(e, "core 3.2.1", "%s is not on the board%s", x->u->id,
				x->u->place == HN_OFF ? _(": give enter=SQ, an arrow square") : "");
	return 0;
}

static int mv_setup(struct hon_model *m, const struct order *o, struct mv *x, struct err *e)
{
	const char *id = order_get(o, "unit");
	int n;

	memset(x, 0, sizeof *x);
	x->stop_at = -1;
	if ((x->u = hon_unit_find(m, id)) == NULL)
		return err_set(e, EXIT_USAGE, "move: no unit '%s'", id);
	m->actor = x->u->id;
	x->takeoff = !strcmp(order_get(o, "takeoff"), "yes");
	x->exit = !strcmp(order_get(o, "exit"), "yes");
	x->leaving = !strcmp(order_get(o, "leave"), "yes");
	x->fuel = atoi(order_get(o, "fuel"));
	x->deploy = order_get(o, "deploy");
	snprintf(x->carry, sizeof x->carry, "%s", order_get(o, "carry"));
	if (x->fuel < 0 || x->fuel > 20)
		return err_set(e, EXIT_USAGE, "fuel=%s: 0 to 20", order_get(o, "fuel"));
	const char *av = order_get(o, "aviators");
	if (av && *av) {
		char items[4 * 16];
		int na = order_split(av, items, 16, 4);
		if (na < 0)
			return err_set(e, EXIT_USAGE, "aviators=%s: at most 4 squares", av);
		for (int i = 0; i < na; i++)
			if (grid_sq_parse(items + 16 * i, &x->aviators[i]))
				return err_set(e, EXIT_USAGE, "aviators=%s: squares", av);
		x->naviators = na;
	}
	struct hon_unit tmp;
	if (mv_start(m, o, x, &tmp, e))
		return e->code;
	if (hon_may_act(m, &tmp, "move", e))
		return e->code;
	n = parse_path(m, order_get(o, "path"), x->path + 1 + x->entering, MAXPATH - 1, e);
	if (n < 0)
		return e->code;
	x->n = n + x->entering;
	if (x->n == 0 && !x->leaving)
		return err_set(e, EXIT_USAGE, "move: give path=SQ,... (or enter=SQ)");
	if (*order_get(o, "map") && map_check(m, x, order_get(o, "map"), e))
		return e->code;
	if (*order_get(o, "board")) {
		if ((x->boardto = hon_unit_find(m, order_get(o, "board"))) == NULL ||
				!(x->boardto->c->ab & HN_AB_PLANE) || x->boardto->place != HN_ON)
			return kit_refuse(e, "Sc-A aviateur", "board=%s: no airplane on the board",
					order_get(o, "board"));
		if (!(x->u->c->ab & HN_AB_AVIATEUR))
			return kit_refuse(e, "Sc-A aviateur", "%s is no Aviator", x->u->id);
		struct grid_sq sq[2];
		int ns = hon_unit_squares(x->boardto, sq), on = 0;
		for (int j = 0; j < ns; j++)
			on |= grid_sq_equal(sq[j], x->path[x->n]);
		if (!on)
			return kit_refuse(e, "Sc-A aviateur", "the move must end in the airplane %s",
					x->boardto->id);
	}
	if (x->exit) {
		struct grid_sq last = x->path[x->n];
		int a = m->b.arrow[last.y * m->b.w + last.x];
		if (!x->u->prisoner[0])
			return kit_refuse(e, "Sc-1", "only the unit holding Willi Herold leaves the "
					"board (%s holds no prisoner)", x->u->id);
		if (!(a & (x->u->side == HN_CW ? 1 : 2)))
			return kit_refuse(e, "Sc-1", "the path must end on an arrow square of the %s to "
					"leave the board", hon_side_title(x->u->side));
	}
	if (x->u->front->ab & HN_AB_PLANE)
		return plane_check(m, x, o, e);
	return mv_limits(m, x, e);
}

static const char *element_name(const char *carry)
{
	return !strcmp(carry, "hedgehog") ? "Hérissons tchèques & barbelés" :
		!strcmp(carry, "bridge") ? "Pont" : "Position Avancée";
}

/* §2.4, §3.1: the SdKfz 251/7's option gives it "tous les éléments qu'il peut
 * déployer", and it deploys "un des éléments présent sur son Option de
 * Soutien": the elements are markers, the ones not yet on the board (at '-')
 * of the side; a deployment places one of them. */
static struct hon_marker *stock_find(struct hon_model *m, enum hon_side side, const char *carry)
{
	enum hon_mkind k = !strcmp(carry, "hedgehog") ? HN_M_HEDGEHOG : !strcmp(carry, "bridge") ?
		HN_M_BRIDGE : HN_M_FORWARD;
	for (int i = 0; i < m->nmarkers; i++)
		if (m->markers[i].kind == k && !m->markers[i].placed && m->markers[i].side == side)
			return &m->markers[i];
	return NULL;
}

/* §2.4 génie militaire: take an element at the start, deploy it at the end. */
static int genie_check(struct hon_model *m, struct mv *x, struct err *e)
{
	struct hon_unit *u = x->u;
	int carrier = (u->c->ab & HN_AB_GENIE) != 0;

	if (!*x->carry && !*x->deploy)
		return 0;
	if (*x->carry && strcmp(x->carry, "hedgehog") && strcmp(x->carry, "forward") &&
			strcmp(x->carry, "bridge"))
		return err_set(e, EXIT_USAGE, "carry=%s: hedgehog, forward or bridge", x->carry);
	if (!*x->carry || !*x->deploy)
		return kit_refuse(e, "§2.4 génie militaire", "an element taken at the start of a "
				"move is deployed at its end: give carry= and deploy=");
	if (!strcmp(x->carry, "bridge") && !(u->c->ab & (HN_AB_PONT | HN_AB_GENIE |
					HN_AB_INGENIEUR)))
		return kit_refuse(e, "§2.4 pont", "%s cannot deploy a bridge", u->id);
	if (stock_find(m, u->side, x->carry) == NULL)
		return kit_refuse(e, "§2.4 génie militaire; §3.1 sdkfz 251/7", "no %s is left on "
				"the %s's Option de Soutien ('un des éléments présent': give the state an "
				"unplaced `marker` of kind %s, at '-', for each element the option holds)",
				element_name(x->carry), hon_side_title(u->side), x->carry);
	if (!carrier) {
		int near = 0;
		if (!(u->c->ab & HN_AB_INGENIEUR))
			return kit_refuse(e, "§2.4 génie militaire", "%s has neither Génie militaire nor "
					"Ingénieur", u->id);
		for (int i = 0; i < m->nunits; i++)
			if ((m->units[i].c->ab & HN_AB_GENIE) && m->units[i].side == u->side &&
					hon_in_zoc(m, &m->units[i], x->path[0]))
				near = 1;
		if (!near)
			return kit_refuse(e, "§2.4 génie militaire", "%s does not start its move in the "
					"ZdC of a SdKfz 251/7", u->id);
	}
	return 0;
}

static int place_ok(struct hon_model *m, struct grid_sq s, const struct hon_unit *u,
		const char *what, const char *rule, int bridge, struct err *e)
{
	const struct hon_fx *fx = &m->b.sqfx[s.y * m->b.w + s.x];
	char nm[GRID_NAME_MAX];

	grid_sq_format(s, nm);
	if (!hon_on_board(&m->b, s) || (hon_unit_at(m, s) && hon_unit_at(m, s) != u))
		return kit_refuse(e, rule, "%s: %s is not an empty square", what, nm);
	for (int i = 0; i < m->nmarkers; i++)
		if (m->markers[i].placed && m->markers[i].kind != HN_M_HEDGEHOG &&
				grid_sq_equal(m->markers[i].at, s) && m->markers[i].kind != HN_M_WRECK &&
				(m->markers[i].kind == HN_M_POSITION || m->markers[i].kind == HN_M_FORWARD ||
				 m->markers[i].kind == HN_M_BRIDGE || m->markers[i].kind == HN_M_MINE))
			return kit_refuse(e, rule, "%s: %s already holds marker %s", what, nm,
					m->markers[i].id);
	if (bridge)
		return (fx->bits & HN_FX_IMP_ALL) ? kit_refuse(e, rule, "a bridge may not go on %s: "
				"it is Impassable to all", nm) : 0;
	if (fx->bits & (HN_FX_BUILDING | HN_FX_RUINS | HN_FX_BUNKER | HN_FX_WATER |
				HN_FX_IMP_ALL | HN_FX_IMP_INF))
		return kit_refuse(e, rule, "%s may not go in a building, ruins, a bunker, water or "
				"a forbidden square (%s)", what, nm);
	return 0;
}

/* The element deployed: one of the side's markers not yet on the board. */
static int stock_place(struct hon_model *m, enum hon_side side, const char *carry,
		const char *at, struct err *e)
{
	struct hon_marker *mk = stock_find(m, side, carry);
	if (mk == NULL)
		return kit_refuse(e, "§2.4 génie militaire", "no %s is left on the Option de "
				"Soutien", element_name(carry));
	if (!strcmp(carry, "hedgehog")) {
		if (hon_run_parse(at, &mk->run))
			return err_set(e, EXIT_USAGE, "deploy=%s: a run of edges", at);
	} else if (grid_sq_parse(at, &mk->at)) {
		return err_set(e, EXIT_USAGE, "deploy=%s: a square", at);
	}
	mk->placed = 1;
	return hon_marker_save(m, mk, e);
}

static int genie_deploy(struct hon_model *m, struct state *st, struct mv *x, struct err *e)
{
	struct hon_unit *u = x->u;
	char nm[32];

	if (!*x->carry)
		return 0;
	if (!strcmp(x->carry, "hedgehog")) {
		/* between two empty intercases adjacent to the carrier's counter */
		struct grid_run r;
		struct grid_sq sq[2];
		int ns = hon_unit_squares(u, sq), ok = 0;
		if (hon_run_parse(x->deploy, &r) || grid_run_length(r) != 1)
			return err_set(e, EXIT_USAGE, "deploy=%s: a hedgehog lies on one edge (+C4-+D4, "
					"C4/n)", x->deploy);
		/* "entre deux Intercases vides et adjacentes au pion": both ends of the
		 * edge are corners of the counter (a side of one of its squares) */
		for (int j = 0; j < ns; j++)
			ok |= grid_sq_sides_on(sq[j], r) != 0;
		if (!ok)
			return kit_refuse(e, "§2.4 hérissons", "the edge %s is not between two intercases "
					"of %s's counter (a side of its square)", x->deploy, u->id);
		grid_run_format(r, nm);
		for (int i = 0; i < m->nmarkers; i++) {
			const struct hon_marker *o = &m->markers[i];
			int shared = o->placed && ((o->kind == HN_M_HEDGEHOG &&
						(grid_vx_equal(o->run.a, r.a) || grid_vx_equal(o->run.b, r.b) ||
						 grid_vx_equal(o->run.a, r.b) || grid_vx_equal(o->run.b, r.a))) ||
					(o->on_vertex && (grid_vx_equal(o->run.a, r.a) ||
							  grid_vx_equal(o->run.a, r.b))));
			if (shared)
				return kit_refuse(e, "§2.4 hérissons", "the intercases of %s are not empty: "
						"marker %s", nm, o->id);
		}
		if (stock_place(m, u->side, "hedgehog", nm, e))
			return e->code;
		log_step(m->g->log, "§2.4 hérissons", "%s deploys Hérissons tchèques & barbelés on "
				"%s (a Line: forbidden to vehicles, Passage difficile, Obstacle, §1.3)", u->id,
				nm);
		return 0;
	}
	struct grid_sq s;
	int bridge = !strcmp(x->carry, "bridge");
	if (grid_sq_parse(x->deploy, &s) || !hon_on_board(&m->b, s))
		return err_set(e, EXIT_USAGE, "deploy=%s: a square", x->deploy);
	if (!hon_in_zoc(m, u, s))
		return kit_refuse(e, "§2.4", "%s is not in %s's ZdC", x->deploy, u->id);
	if (place_ok(m, s, NULL, bridge ? _("the bridge") : _("the Position Avancée"), bridge ?
				"§2.4 pont" : "§2.4 position avancée", bridge, e))
		return e->code;
	grid_sq_format(s, nm);
	if (stock_place(m, u->side, x->carry, nm, e))
		return e->code;
	log_step(m->g->log, bridge ? "§2.4 pont" : "§2.4 position avancée", "%s deploys a %s on "
			"%s", u->id, bridge ? _("Pont (units cross it along its blue arrows)") :
			_("Position Avancée"), nm);
	return 0;
}

/* The wings of an airplane at a position: the squares beside its front square
 * (digest A27: the grid does not draw wings; this is the model used). */
static int crashes(struct hon_model *m, const struct hon_unit *plane, struct grid_sq front,
		int facing, char *why, size_t size)
{
	static const int dx[] = { 0, 1, 0, -1 }, dy[] = { -1, 0, 1, 0 };
	struct grid_sq w[2] = { { front.x + dy[facing], front.y - dx[facing] },
		{ front.x - dy[facing], front.y + dx[facing] } };
	char nm[GRID_NAME_MAX];

	for (int i = 0; i < 2; i++) {
		if (!hon_on_board(&m->b, w[i]))
			continue;
		grid_sq_format(w[i], nm);
		struct hon_unit *o = hon_unit_at(m, w[i]);
		if (o != NULL && o != plane && hon_is_vehicle(o)) {
			snprintf(why, size, _("a wing over %s overlaps vehicle %s"), nm, o->id);
			return 1;
		}
		for (int k = 0; k < m->nmarkers; k++)
			if (m->markers[k].kind == HN_M_WRECK && m->markers[k].placed &&
					grid_sq_equal(m->markers[k].at, w[i])) {
				snprintf(why, size, _("a wing over %s overlaps a wreck"), nm);
				return 1;
			}
		if (m->b.sqfx[w[i].y * m->b.w + w[i].x].bits & HN_FX_BUILDING) {
			snprintf(why, size, _("a wing over %s overlaps a building's red line"), nm);
			return 1;
		}
		for (int side = 0; side < 4; side++) {
			int vert = side == 1 || side == 3;
			int x = w[i].x + (side == 1), y = w[i].y + (side == 2);
			const struct hon_edge *ed = hon_edge(&m->b, vert, x, y);
			if (ed == NULL)
				continue;
			for (int j = 0; j < ed->nl; j++)
				if (m->b.lines[ed->l[j]].fx.bits & HN_FX_WALL) {
					snprintf(why, size, _("a wing over %s overlaps the red line %s"), nm,
							m->b.lines[ed->l[j]].id);
					return 1;
				}
		}
	}
	return 0;
}

static int mine_at(struct hon_model *m, struct grid_sq s)
{
	for (int i = 0; i < m->nmarkers; i++)
		if (m->markers[i].kind == HN_M_MINE && m->markers[i].placed &&
				grid_sq_equal(m->markers[i].at, s))
			return i;
	return -1;
}

/* §3.2 minen: any unit, friend or foe, crossing or stopping on a Mine marker
 * suffers an attack with the values printed on the marker, then the marker is
 * discarded. */
static int mine_attack(struct hon_model *m, struct state *st, struct hon_unit *u, int mi,
		struct chance *c, struct hon_hit *h, struct err *e)
{
	struct hon_marker *mk = &m->markers[mi];
	enum hon_class cls = hon_class_of(u);
	static const char *const keys[] = { "inf", "light", "heavy" };
	char buf[16], what[64], why[256];
	struct hon_attack a;
	int att;

	memset(&a, 0, sizeof a);
	if (kit_flag_value(mk->data, keys[cls], buf, sizeof buf)) {
		if (!strcmp(buf, "?"))
			return err_set(e, EXIT_UNKNOWN, "%s:%d: mine %s's value against %s is '?' (§3.2: "
					"the values printed on the marker)", kit_path(st), mk->row->line, mk->id,
					hon_class_title(cls));
		att = atoi(buf);
	} else if (hon_gear_att(m, "mine", cls, &att, e)) {
		return e->code;
	}
	if (att == HN_NONE) {
		log_step(m->g->log, "§3.2 minen", "Mine %s has no value against a %s: no attack",
				mk->id, hon_class_title(cls));
		memset(h, 0, sizeof *h);
	} else {
		snprintf(what, sizeof what, "Mine %s", mk->id);
		a.what = what;
		a.rule = "§3.2 minen";
		a.att = att;
		if (hon_defense(m, u, NULL, &a.def, why, sizeof why, e))
			return e->code;
		log_step(m->g->log, "§3.2 minen", "%s is on Mine %s: an attack with the marker's "
				"value %d against %s", u->id, mk->id, att, why);
		if (hon_attack(m, st, u, &a, c, h, e))
			return e->code;
	}
	log_step(m->g->log, "§3.2 minen", "Mine %s is discarded", mk->id);
	hon_marker_remove(st, mk->id);
	mk->placed = 0;
	return 0;
}

/* The unit goes along the checked path; the mines on its way attack it. */
static int walk_path(struct hon_model *m, struct state *st, struct mv *x, struct chance *c,
		int *lost, char *mines, size_t msize, struct err *e)
{
	struct hon_unit *u = x->u;
	char nm[GRID_NAME_MAX], why[160];
	size_t nmines = 0;

	*lost = 0;
	mines[0] = 0;
	if (x->leaving) {
		u->place = HN_ON;
		u->aboard[0] = 0;
		u->flags |= HN_U_INACTIVE;
		log_step(m->g->log, "Sc-A aviateur", "%s leaves %s, turning to its Inactive face",
				u->id, x->plane->id);
	}
	if (x->entering)
		log_step(m->g->log, "Sc-A, Sc-1, Sc-2", "%s enters by the arrow square %s", u->id,
				grid_sq_format(x->path[1], nm));
	/* the unit leaves its squares; a 2-square counter's rear follows its front */
	if (u->place == HN_ON && !x->leaving) {
		struct grid_sq sq[2];
		int ns = hon_unit_squares(u, sq);
		for (int j = 0; j < ns; j++)
			if (hon_on_board(&m->b, sq[j]))
				m->occ[sq[j].y * m->b.w + sq[j].x] = -1;
	}
	u->place = HN_ON;
	for (int k = 1; k <= x->n && u->place == HN_ON; k++) {
		struct grid_sq s = x->path[k], p = x->path[k - 1];
		int dx = s.x - p.x, dy = s.y - p.y;
		if ((k > 1 || !x->entering) && hon_is_vehicle(u)) {
			if (dy < 0 && !dx) u->facing = 0;
			else if (dx > 0 && !dy) u->facing = 1;
			else if (dy > 0 && !dx) u->facing = 2;
			else if (dx < 0 && !dy) u->facing = 3;
		}
		u->at = s;
		if ((u->front->ab & HN_AB_PLANE) && crashes(m, u, s, u->facing, why, sizeof why)) {
			int d;
			log_step(m->g->log, "Sc-A", "%s crashes on %s: %s", u->id,
					grid_sq_format(s, nm), why);
			if (hon_lose_steps(m, st, u, 99, &d, e))
				return e->code;
			break;
		}
		int mi = mine_at(m, s);
		if (mi >= 0) {
			struct hon_hit h;
			if (mine_attack(m, st, u, mi, c, &h, e))
				return e->code;
			*lost += h.steps;
			nmines += (size_t)snprintf(mines + nmines, nmines < msize ? msize - nmines : 0,
					"%s%s:%s", nmines ? ";" : "", m->markers[mi].id, h.hit ?
					(h.steps > 1 ? "double" : "hit") : "miss");
			if (u->place == HN_ON && k < x->n && hon_rule_is(m, "mine-stop", "yes")) {
				log_step(m->g->log, "§3.2 minen; ruling mine-stop", "%s stops on %s", u->id,
						grid_sq_format(s, nm));
				break;
			}
		}
	}
	if (u->place == HN_ON) {
		struct grid_sq sq[2];
		int ns = hon_unit_squares(u, sq);
		for (int j = 0; j < ns; j++)
			if (hon_on_board(&m->b, sq[j]))
				m->occ[sq[j].y * m->b.w + sq[j].x] = u->idx;
	}
	return 0;
}

static int mv_apply(struct hon_model *m, struct state *st, struct mv *x, struct chance *c,
		char vals[][128], struct err *e)
{
	struct hon_unit *u = x->u;
	int lost = 0;
	char nm[GRID_NAME_MAX], mines[128];

	if (walk_path(m, st, x, c, &lost, mines, sizeof mines, e))
		return e->code;
	if (u->place == HN_ON) {
		log_step(m->g->log, "core 3.2.1", "%s moves to %s", u->id, grid_sq_format(u->at, nm));
		if (x->boardto) {
			u->place = HN_ABOARD;
			snprintf(u->aboard, sizeof u->aboard, "%s", x->boardto->id);
			u->flags &= ~HN_U_INACTIVE;
			log_step(m->g->log, "Sc-A aviateur", "%s ends its move in %s: the counter turns "
					"and stays on the airplane (it counts for Conducteur; it cannot be "
					"fired at)", u->id, x->boardto->id);
		} else if (x->exit) {
			struct hon_unit *h = hon_unit_find(m, u->prisoner);
			u->place = HN_OUT;
			if (h)
				h->place = HN_HELD;
			log_step(m->g->log, "Sc-1", "%s leaves the board with %s: both are set aside to "
					"the end of the game (he cannot be freed)", u->id, u->prisoner);
			if (h && hon_unit_save(m, h, e))
				return e->code;
		} else if (x->takeoff) {
			u->place = HN_TAKENOFF;
			log_step(m->g->log, "Sc-A", "%s takes off after 6 squares in a straight line: "
					"remove its counter", u->id);
			for (int i = 0; i < m->nunits; i++)
				if (m->units[i].place == HN_ABOARD && !strcmp(m->units[i].aboard, u->id)) {
					m->units[i].place = HN_TAKENOFF;
					if (hon_unit_save(m, &m->units[i], e))
						return e->code;
				}
		}
	}
	if (u->place == HN_DEAD && (u->front->ab & HN_AB_PLANE)) {
		int k = 0;
		for (int i = 0; i < m->nunits; i++) {
			struct hon_unit *a = &m->units[i];
			if (a->place != HN_ABOARD || strcmp(a->aboard, u->id))
				continue;
			if (k >= x->naviators)
				return err_set(e, EXIT_USAGE, "move: %s crashed with aviators aboard: give "
						"aviators=SQ,... (squares adjacent to the wreck)", u->id);
			struct grid_sq to = x->aviators[k++], sq[2];
			struct hon_unit wreck = *u;
			int ns, adj = 0;
			wreck.place = HN_ON;
			ns = hon_unit_squares(&wreck, sq);
			for (int j = 0; j < ns; j++)
				adj |= hon_adjacent(to, sq[j]);
			if (!adj || !hon_on_board(&m->b, to) || (hon_unit_at(m, to) &&
						hon_unit_at(m, to) != u))
				return kit_refuse(e, "Sc-A aviateur", "aviators: %s is not an empty square "
						"adjacent to the wreck", grid_sq_format(to, nm));
			a->place = HN_ON, a->at = to, a->aboard[0] = 0;
			a->flags |= HN_U_INACTIVE | HN_U_SUPPRESSED;
			log_step(m->g->log, "Sc-A aviateur", "%s goes to %s on its Inactive face, "
					"Suppressed (a forced move)", a->id, grid_sq_format(a->at, nm));
			if (hon_unit_save(m, a, e))
				return e->code;
		}
	}
	if (x->map) {
		x->mapper->gear[HN_G_MAP]--;
		log_step(m->g->log, "§3.5 tactical map", "%s discards a Carte Tactique marker",
				x->mapper->id);
		if (x->mapper != u && hon_unit_save(m, x->mapper, e))
			return e->code;
	}
	if (x->fuel && hon_rule_is(m, "gear-spent", "yes"))
		u->gear[HN_G_FUEL] -= x->fuel;
	if (u->place == HN_ON && genie_deploy(m, st, x, e))
		return e->code;
	if (vals) {
		if (u->place == HN_ON)
			grid_sq_format(u->at, vals[0]);
		else
			snprintf(vals[0], 128, "%s", u->place == HN_DEAD ? "destroyed" : "off");
		snprintf(vals[1], 128, "%s", mines[0] ? mines : "none");
		snprintf(vals[2], 128, "%d", lost);
	}
	if (u->place == HN_DEAD)
		return hon_unit_save(m, u, e);
	return hon_mark_activated(m, st, u, e);
}

static int move_run(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, char vals[][128], struct err *e)
{
	struct hon_model m;
	struct mv x;
	int rc;

	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((rc = mv_setup(&m, o, &x, e)) == 0 && (rc = genie_check(&m, &x, e)) == 0 &&
			(rc = path_check(&m, &x, e)) == 0)
		rc = mv_apply(&m, st, &x, c, vals, e);
	hon_model_free(&m);
	return rc;
}

int hon_move_path(struct hon_model *m, struct state *st, struct hon_unit *u, const char *path,
		struct chance *c, int *lost, struct err *e)
{
	struct mv x;
	char mines[128];
	int n;

	memset(&x, 0, sizeof x);
	x.u = u;
	x.stop_at = -1;
	x.path[0] = u->at;
	*lost = 0;
	if ((n = parse_path(m, path, x.path + 1, MAXPATH - 1, e)) < 0)
		return e->code;
	if ((x.n = n) == 0)
		return 0;
	if (hon_need(u->c, u->c->mv, "mv", "core 3.2.1: the Movement Value", e))
		return e->code;
	if (x.n > u->c->mv)
		return kit_refuse(e, "core 3.2.1", "%s has a Movement Value of %d: the path has %d "
				"squares", u->id, u->c->mv, x.n);
	if (path_check(m, &x, e))
		return e->code;
	return walk_path(m, st, &x, c, lost, mines, sizeof mines, e);
}

int hon_move_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return move_run(g, st, o, c, NULL, e);
}

int hon_move_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "end", "mines", "steps_lost" };
	return hon_odds_enumerate(g, st, o, move_run, cols, 3, r, e);
}
