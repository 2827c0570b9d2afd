/*
 * los.c: line of sight on the squares of Heroes of Normandie (§1.1 to §1.4;
 * digest §6), and the `los` order that prints it without changing anything.
 *
 * The sight runs from the centre of the firer's square to the centre of the
 * target's (core/grid's segment, exact). core/grid walks it and says which
 * squares, edges and vertices it meets and whether it crosses a Line; the
 * rules here say what each does:
 *   - every Line crossed applies its effects, summed over the Lines (§1.1 pt.3),
 *     except for a firer adjacent to it (pt.4); a Line enclosing an element
 *     gives its defensive bonus only to a target inside (pt.5);
 *   - the sunken effect is never ignored (précision): infantry inside a sunken
 *     element does not block the sight of units outside it but blocks that of
 *     infantry inside, whatever the target; a drawn corner on a vertex blocks a shot at a unit of
 *     the same element;
 *   - an elevation Line limits the shot to one square beyond it unless the
 *     firer is adjacent to it; a firer adjacent to a dominant Line it fires
 *     across ignores every elevation Line (p.05); obstacles apply normally;
 *   - infantry blocks the sight between two infantry units (élévation D).
 * The verdict is clear (Dégagée), reduced (Réduite: an Obstacle counts) or
 * blocked.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hon.h"
#include "i18n.h"

#define MAXX 256      /* Lines crossed by one sight, at most */

struct walk {
	struct hon_model *m;
	const struct hon_unit *firer, *target;
	struct grid_sq f, t;
	int fc, tc;
	int fel, tel;                 /* the elements of the firer's and target's squares */
	int corner;                   /* a drawn corner blocks (vertex) */
	struct grid_vx cornerv;
	int nblock;                   /* infantry units in the way that block */
	struct grid_sq blocker;
	char blocker_id[HN_ID];
	int sunk;                     /* one of them in the firer's sunken element */
	struct grid_sq sblocker;
	char sblocker_id[HN_ID];
	int vblock;                   /* a vehicle in the way blocks (ruling) */
	char vblocker_id[HN_ID];
	int sqblock;                  /* a square that blocks sight */
	struct grid_sq sqb;
	int entered[MAXX];            /* per Line: 1 once the sight has met it */
	struct grid_sq enter_sq[MAXX];
};

static int is_own(const struct hon_unit *u, struct grid_sq s)
{
	struct grid_sq sq[2];
	int n;
	if (u == NULL || u->place != HN_ON)
		return 0;
	n = hon_unit_squares(u, sq);
	for (int i = 0; i < n; i++)
		if (grid_sq_equal(sq[i], s))
			return 1;
	return 0;
}

/* Is a unit adjacent to Line l (a side of one of its squares on it, §1.1 pt.4)? */
static int adjacent(struct hon_model *m, const struct hon_unit *u, struct grid_sq s,
		const struct hon_line *l)
{
	struct grid_sq sq[2];
	int corners = hon_rule_is(m, "line-adjacent", "corner");
	int n = 1;

	sq[0] = s;
	if (u != NULL && u->place == HN_ON)
		n = hon_unit_squares(u, sq);
	for (int i = 0; i < n; i++)
		if (hon_sq_touches_line(l, sq[i], corners))
			return 1;
	return 0;
}

static int sunken_elem(const struct hon_board *b, struct grid_sq s)
{
	int e = hon_elem_at(b, s);
	return e >= 0 && (b->elems[e].fx.bits & HN_FX_SUNKEN) ? e : -1;
}

static int walk_cb(const struct grid_seen *seen, void *ctx)
{
	struct walk *w = ctx;
	struct hon_model *m = w->m;

	if (seen->kind == GRID_SEEN_VERTEX) {
		int ei = m->b.corner[seen->vx.j * (m->b.w + 1) + seen->vx.i];
		int same = hon_rule_is(m, "corner-firing", "same-element");
		/* §1.1 encaissé: a corner overlapping an intercase blocks a shot at a
		 * unit in the same element (example C) */
		if (ei >= 0 && !w->corner && w->tel == ei && (!same || w->fel == ei)) {
			w->corner = 1;
			w->cornerv = seen->vx;
		}
	}
	if (seen->kind == GRID_SEEN_EDGE || seen->kind == GRID_SEEN_VERTEX) {
		/* the square entered right after each Line crossed here (A8 'first') */
		for (int i = 0; i < m->b.nlines && i < MAXX; i++) {
			const struct hon_line *l = &m->b.lines[i];
			int on;
			if (seen->kind == GRID_SEEN_EDGE) {
				int ev = seen->edge.a.i == seen->edge.b.i;
				int ec = ev ? seen->edge.a.i : seen->edge.a.j;
				int ea = ev ? seen->edge.a.j : seen->edge.a.i;
				on = ev == l->vert && ec == l->c && ea >= l->a && ea + 1 <= l->b;
			} else {
				on = l->vert ? seen->vx.i == l->c && seen->vx.j >= l->a &&
					seen->vx.j <= l->b : seen->vx.j == l->c && seen->vx.i >= l->a &&
					seen->vx.i <= l->b;
			}
			if (on && !w->entered[i]) {
				w->entered[i] = 1;
				w->enter_sq[i] = seen->sq;
			}
		}
	}
	if (seen->kind != GRID_SEEN_CELL || seen->step == 0 || seen->step == seen->last)
		return 0;
	struct grid_sq s = seen->sq;
	const struct hon_fx *fx = &m->b.sqfx[s.y * m->b.w + s.x];
	if ((fx->bits & HN_FX_BLOCK) && !w->sqblock) {
		w->sqblock = 1;
		w->sqb = s;
	}
	struct hon_unit *u = hon_unit_at(m, s);
	if (u == NULL || is_own(w->firer, s) || is_own(w->target, s))
		return 0;
	if (hon_is_vehicle(u)) {
		if (hon_rule_is(m, "vehicles-block", "yes") && !w->vblock) {
			w->vblock = 1;
			snprintf(w->vblocker_id, sizeof w->vblocker_id, "%s", u->id);
		}
		return 0;
	}
	/* §1.1 encaissé: infantry in a sunken element does not block the sight of
	 * units outside it, and blocks that of infantry inside the same element */
	int se = sunken_elem(&m->b, s);
	if (se >= 0) {
		int both = hon_rule_is(m, "sunken-outside", "both");
		int outside = both ? (w->fel != se && w->tel != se) : w->fel != se;
		if (outside)
			return 0;
		if (se == w->fel && !w->sunk++) {
			w->sblocker = s;
			snprintf(w->sblocker_id, sizeof w->sblocker_id, "%s", u->id);
		}
	}
	if (w->nblock++ == 0) {
		w->blocker = s;
		snprintf(w->blocker_id, sizeof w->blocker_id, "%s", u->id);
	}
	return 0;
}

#define STEP(...) do { if (out->nsteps < 24) snprintf(out->steps[out->nsteps++], \
		sizeof out->steps[0], __VA_ARGS__); } while (0)

static void block(struct hon_los *out, const char *fmt, const char *a, const char *b,
		const char *c)
{
	if (out->verdict == HN_LOS_BLOCKED)
		return;
	out->verdict = HN_LOS_BLOCKED;
	snprintf(out->why, sizeof out->why, fmt, a, b, c);
}

/* A defensive bonus the board gives as '?' or by a core.csv key */
static int bonus_value(struct hon_model *m, const struct hon_line *l, struct hon_los *out,
		int *v)
{
	struct err e2 = { 0 };
	if (l->fx.def != HN_UNKNOWN) {
		*v = l->fx.def;
		return 0;
	}
	if (l->fx.defkey != NULL && hon_core_int(m, l->fx.defkey, "§1.4 Bonus défensif", v,
				&e2) == 0)
		return 0;
	if (out->def_unknown < 0) {
		char r[GRID_NAME_MAX];
		out->def_unknown = (int)(l - m->b.lines);
		if (e2.code)
			snprintf(out->unknown, sizeof out->unknown, "%s", e2.msg);
		else
			snprintf(out->unknown, sizeof out->unknown, "%s:%d: Line %s (%s) gives its "
					"defensive bonus as '?' (§1.1 pt.5): write def=N as printed on the "
					"tile (%s)", l->origin, l->line, l->id, grid_run_format(l->run, r),
					HN_PAGE);
	}
	return -1;
}

/* §1.1 ligne d'élévation / dominante (digest §6.3 step 3) */
static void elevation(struct hon_model *m, struct walk *w, const int *crossed, int n,
		struct hon_los *out, int *any_elev)
{
	int ignore_elev = 0;
	char r[GRID_NAME_MAX];

	for (int k = 0; k < n; k++) {
		const struct hon_line *l = &m->b.lines[crossed[k]];
		if ((l->fx.bits & HN_FX_DOM) && adjacent(m, w->firer, w->f, l)) {
			ignore_elev = 1;
			STEP(_("Dominant Line %s (%s): the firer is adjacent and fires across it: every "
					"elevation Line crossed is ignored (§1.1 ligne dominante)"), l->id,
					grid_run_format(l->run, r));
		}
	}
	for (int k = 0; k < n; k++) {
		const struct hon_line *l = &m->b.lines[crossed[k]];
		int dom = (l->fx.bits & HN_FX_DOM) != 0;
		if (!(l->fx.bits & (HN_FX_ELEV | HN_FX_DOM)))
			continue;
		*any_elev = 1;
		grid_run_format(l->run, r);
		if (!dom && ignore_elev)
			continue;
		if (adjacent(m, w->firer, w->f, l)) {
			if (!dom)
				STEP(_("Elevation Line %s (%s): the firer is adjacent to it: no limit (§1.1 "
						"ligne d'élévation B)"), l->id, r);
			continue;
		}
		int ok;
		if (hon_rule_is(m, "elevation-beyond", "first"))
			ok = crossed[k] < MAXX && grid_sq_equal(w->enter_sq[crossed[k]], w->t);
		else
			ok = adjacent(m, w->target, w->t, l);
		if (ok) {
			if (dom)
				STEP(_("Dominant Line %s (%s): the target is one square beyond it (§1.1 "
						"ligne dominante B)"), l->id, r);
			else
				STEP(_("Elevation Line %s (%s): the target is one square beyond it (§1.1 "
						"ligne d'élévation A)"), l->id, r);
		} else {
			char why[200];
			snprintf(why, sizeof why, "%s", dom ? _("ligne dominante C, D") :
					_("ligne d'élévation A"));
			block(out, _("the target is more than one square beyond %s and the firer is not "
					"adjacent to it (§1.1 %s)"), l->id, why, NULL);
			if (dom)
				STEP(_("Dominant Line %s (%s): the firer is not adjacent and the target is "
						"more than one square beyond: fire impossible (§1.1 %s)"), l->id, r,
						why);
			else
				STEP(_("Elevation Line %s (%s): the firer is not adjacent and the target is "
						"more than one square beyond: fire impossible (§1.1 %s)"), l->id, r,
						why);
		}
	}
}

/* Does marker Line k share an edge with another Line crossed that already
 * counts an Obstacle (ruling hedgehog-stack=union, A12)? */
static int obstacle_shared(struct hon_model *m, const int *crossed, int n, int k)
{
	const struct hon_line *l = &m->b.lines[crossed[k]];
	if (strcmp(l->origin, "marker") || !hon_rule_is(m, "hedgehog-stack", "union"))
		return 0;
	for (int j = 0; j < n; j++) {
		const struct hon_line *o = &m->b.lines[crossed[j]];
		if (j == k || o->vert != l->vert || o->c != l->c || o->b <= l->a || l->b <= o->a)
			continue;
		if (o->fx.bits & HN_FX_OBSTACLE)
			return 1;
	}
	return 0;
}

/* §1.1 Lignes pt.3-pt.5 (digest §6.3 step 4) */
static void terrain_lines(struct hon_model *m, struct walk *w, const int *crossed, int n,
		struct hon_los *out)
{
	int counted[4096] = { 0 };
	char r[GRID_NAME_MAX], fxn[128];
	int either = hon_rule_is(m, "obstacle-infantry", "either");
	int keep_elem = hon_rule_is(m, "trench-bonus", "element");
	int once = hon_rule_is(m, "element-bonus", "once");

	for (int k = 0; k < n; k++) {
		const struct hon_line *l = &m->b.lines[crossed[k]];
		unsigned bits = l->fx.bits;
		if (!(bits & (HN_FX_OBSTACLE | HN_FX_OBST_INF | HN_FX_DEF | HN_FX_DEF_INF |
						HN_FX_WALL | HN_FX_BLOCK | HN_FX_SUNKEN)))
			continue;
		grid_run_format(l->run, r);
		hon_fx_name(&l->fx, fxn, sizeof fxn);
		int adj = adjacent(m, w->firer, w->f, l);
		int inside = l->elem >= 0 && w->tel == l->elem;
		int bonus = (bits & HN_FX_DEF) || ((bits & HN_FX_DEF_INF) && w->tc == HN_INF);
		if (adj && !(keep_elem && inside && bonus && l->elem >= 0)) {
			STEP(_("Line %s (%s: %s): the firer is adjacent to it: its effects do not count "
					"(§1.1 Lignes pt.4)%s"), l->id, r, fxn, bits & HN_FX_SUNKEN ?
					_("; Encaissé still applies (précision)") : "");
			continue;
		}
		if (bits & (HN_FX_WALL | HN_FX_BLOCK)) {
			block(out, _("Line %s (%s) blocks the line of sight (core 3.2.3; §1.1 Lignes "
					"pt.4)"), l->id, r, NULL);
			STEP(_("Line %s (%s: %s): blocks the line of sight (core 3.2.3)"), l->id, r, fxn);
			continue;
		}
		int obst = (bits & HN_FX_OBSTACLE) ||
			((bits & HN_FX_OBST_INF) && (w->tc == HN_INF || (either && w->fc == HN_INF)));
		if (obst && obstacle_shared(m, crossed, n, k)) {
			STEP(_("Line %s (%s): its Obstacle is on a Line already counted (ruling "
					"hedgehog-stack=union, §1.3)"), l->id, r);
			obst = 0;
		}
		if (obst) {
			out->obstacles++;
			STEP(_("Line %s (%s: %s): Obstacle for the firer (§1.1 Lignes pt.3%s)"), l->id, r,
					fxn, bits & HN_FX_OBST_INF ? _(", §1.2 Obstacle (Infanterie)") : "");
		}
		if (bonus) {
			int v = 0;
			if (l->elem >= 0 && !inside) {
				STEP(_("Line %s (%s): its defensive bonus is only for units inside %s "
						"(§1.1 Lignes pt.5)"), l->id, r, m->b.elems[l->elem].id);
			} else if (l->elem >= 0 && once && l->elem < 4096 && counted[l->elem]) {
				STEP(_("Line %s (%s): %s's defensive bonus already counts (ruling "
						"element-bonus=once)"), l->id, r, m->b.elems[l->elem].id);
			} else if (bonus_value(m, l, out, &v) == 0) {
				out->defense += v;
				if (l->elem >= 0 && l->elem < 4096)
					counted[l->elem] = 1;
				STEP(_("Line %s (%s): defensive bonus %+d for the target (§1.1 Lignes %s)"),
						l->id, r, v, l->elem >= 0 ? "pt.5" : "pt.3");
			} else {
				if (l->elem >= 0 && l->elem < 4096)
					counted[l->elem] = 1;
				STEP(_("Line %s (%s): defensive bonus ? for the target: not given"), l->id, r);
			}
		} else if (!obst && (bits & HN_FX_SUNKEN)) {
			STEP(_("Line %s (%s: %s): Encaissé (§1.1)"), l->id, r, fxn);
		}
	}
}

/* Does the sight f -> t, passing exactly through an end of run i (GRID_END),
 * cross Line i there? An element's border is one Line round it (§1.1 Lignes
 * pt.5: "une Ligne entoure complètement un ensemble de cases"), cut into runs
 * only where it turns: its corners are no ends, and a sight through one
 * crosses it when the border's runs there lie on both sides of the sight
 * (into or out of the element), once, on the first of those runs. Only a
 * true end is grazed, no crossing (A3, ruling los-vertex=no), and with
 * los-vertex=yes a corner counts once too. */
static int vertex_crosses(const struct hon_board *b, int i, struct grid_sq f, struct grid_sq t,
		int endpoints)
{
	const struct hon_line *l = &b->lines[i];
	long dx = t.x - f.x, dy = t.y - f.y;

	if (l->elem < 0)
		return endpoints;
	for (int end = 0; end < 2; end++) {
		struct grid_vx v = end ? l->run.b : l->run.a;
		long px = 2L * v.i - (2L * f.x + 1), py = 2L * v.j - (2L * f.y + 1);
		int sides = 0;
		if (dx * py - dy * px != 0)
			continue;   /* the sight passes through the other end */
		for (int j = 0; j < b->nlines; j++) {
			const struct hon_line *o = &b->lines[j];
			int at_a = grid_vx_equal(o->run.a, v), at_b = grid_vx_equal(o->run.b, v);
			if (o->elem != l->elem || (o->vert ? o->c != v.i || v.j < o->a || v.j > o->b :
						o->c != v.j || v.i < o->a || v.i > o->b))
				continue;   /* another Line, or off v */
			if ((!at_a && !at_b) || (j < i))
				return 0;   /* crossed inside run j, or counted on run j */
			long sx = o->vert ? 0 : at_a ? 1 : -1, sy = o->vert ? (at_a ? 1 : -1) : 0;
			long cr = dx * sy - dy * sx;
			sides |= cr > 0 ? 1 : cr < 0 ? 2 : 0;
		}
		return endpoints || sides == 3;
	}
	return 0;
}

int hon_los(struct hon_model *m, const struct hon_unit *firer, struct grid_sq f, int fc,
		const struct hon_unit *target, struct grid_sq t, int tc, struct hon_los *out,
		struct err *e)
{
	struct walk *w = calloc(1, sizeof *w);
	int crossed[MAXX], n = 0, any_elev = 0;
	char a[GRID_NAME_MAX];
	int endpoints = hon_rule_is(m, "los-vertex", "yes");

	if (w == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	memset(out, 0, sizeof *out);
	out->def_unknown = -1;
	w->m = m, w->firer = firer, w->target = target, w->f = f, w->t = t;
	w->fc = fc, w->tc = tc;
	w->fel = hon_elem_at(&m->b, f), w->tel = hon_elem_at(&m->b, t);
	grid_sq_walk(f, t, walk_cb, w);
	for (int i = 0; i < m->b.nlines && n < MAXX; i++) {
		enum grid_meet mt = grid_sq_crosses(f, t, m->b.lines[i].run);
		if (mt == GRID_CROSS || (mt == GRID_END && vertex_crosses(&m->b, i, f, t, endpoints)))
			crossed[n++] = i;
	}
	elevation(m, w, crossed, n, out, &any_elev);
	terrain_lines(m, w, crossed, n, out);
	if (w->corner) {
		char v[GRID_NAME_MAX];
		block(out, _("the corner of %s on %s blocks the line of sight (§1.1 encaissé C)"),
				m->b.elems[w->tel].id, grid_vx_format(w->cornerv, v), NULL);
	}
	if (w->sqblock) {
		block(out, _("square %s blocks the line of sight (core 3.2.3)"),
				grid_sq_format(w->sqb, a), NULL, NULL);
	}
	if (w->vblock) {
		block(out, _("vehicle %s is in the way (ruling vehicles-block=yes)"), w->vblocker_id,
				NULL, NULL);
	}
	/* §1.1 encaissé: "elles bloquent la LdV des Unités d'Infanterie présentes
	 * dans le même Élément": the firer's, whatever the target */
	if (w->sunk && fc == HN_INF) {
		block(out, _("infantry unit %s on %s, in the firer's sunken element, blocks its line "
				"of sight (§1.1 encaissé)"), w->sblocker_id, grid_sq_format(w->sblocker, a),
				NULL);
	} else if (w->nblock && fc == HN_INF && tc == HN_INF &&
			(hon_rule_is(m, "infantry-blocks", "always") || any_elev)) {
		block(out, _("infantry unit %s on %s blocks the line of sight between two infantry "
				"units (§1.1 ligne d'élévation D, encaissé D)"), w->blocker_id,
				grid_sq_format(w->blocker, a), NULL);
	} else if (w->nblock) {
		STEP(_("Infantry %s on %s does not block: %s"), w->blocker_id,
				grid_sq_format(w->blocker, a), fc == HN_INF && tc == HN_INF ?
				_("no elevation Line is crossed (ruling infantry-blocks=elevation)") :
				_("the firer and the target are not both infantry (§1.1 élévation D)"));
	}
	if (out->verdict != HN_LOS_BLOCKED)
		out->verdict = out->obstacles ? HN_LOS_REDUCED : HN_LOS_CLEAR;
	free(w);
	return 0;
}

static const char *const verdicts[] = { N_("clear (Dégagée)"), N_("reduced (Réduite)"),
	N_("blocked") };

static int class_arg(const char *v, int dflt)
{
	static const char *const names[] = { "inf", "light", "heavy", NULL };
	int k = *v ? kit_enum(names, v) : dflt;
	return k;
}

int hon_los_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct hon_model m;
	struct grid_sq f, t;
	struct hon_los los;
	char fn[GRID_NAME_MAX], tn[GRID_NAME_MAX];
	int rc;

	(void)c;
	if (hon_model_load(&m, g, st, e))
		return e->code;
	if (hon_sq_parse(order_get(o, "from"), &f) || !hon_on_board(&m.b, f) ||
			hon_sq_parse(order_get(o, "to"), &t) || !hon_on_board(&m.b, t)) {
		rc = err_set(e, EXIT_USAGE, "los: from= and to= must be squares of the %dx%d board "
				"(C4)", m.b.w, m.b.h);
		goto done;
	}
	if (grid_sq_equal(f, t)) {
		rc = err_set(e, EXIT_USAGE, "los: from= and to= are the same square");
		goto done;
	}
	const struct hon_unit *fu = hon_unit_at(&m, f), *tu = hon_unit_at(&m, t);
	int fc = class_arg(order_get(o, "as"), fu ? (int)hon_class_of(fu) : HN_INF);
	int tc = class_arg(order_get(o, "at"), tu ? (int)hon_class_of(tu) : HN_INF);
	if (fc < 0 || tc < 0) {
		rc = err_set(e, EXIT_USAGE, "los: as= and at= take inf, light or heavy");
		goto done;
	}
	if ((rc = hon_los(&m, fu, f, fc, tu, t, tc, &los, e)) != 0)
		goto done;
	log_step(g->log, "§1.1", "Line of sight from %s (%s%s%s) to %s (%s%s%s)",
			grid_sq_format(f, fn), fu ? fu->id : "", fu ? ", " : "",
			hon_class_title((enum hon_class)fc), grid_sq_format(t, tn), tu ? tu->id : "",
			tu ? ", " : "", hon_class_title((enum hon_class)tc));
	for (int i = 0; i < los.nsteps; i++)
		log_step(g->log, NULL, "%s", los.steps[i]);
	if (los.verdict == HN_LOS_BLOCKED)
		log_step(g->log, NULL, "Verdict: blocked: %s", los.why);
	else
		log_stepn(g->log, "§1.1 Lignes pt.3", "Verdict: %s; %d Obstacle against the firer, "
				"defensive bonus %+d%s for the target", "Verdict: %s; %d Obstacles against "
				"the firer, defensive bonus %+d%s for the target", los.obstacles,
				_(verdicts[los.verdict]), los.obstacles, los.defense,
				los.def_unknown >= 0 ? _(" and ?") : "");
done:
	hon_model_free(&m);
	return rc;
}
