/*
 * describe.c: what the Heroes of Normandie player tracks in a state, as a view
 * (view.h) for `show` in text, CSV and JSON, `diff` and `show --since`, read
 * from the typed model (hon.h): the scenario, turn, phase, active player and
 * initiative (core 3), the board's size, Lines and elements as counts; every
 * unit with its square (or off the board, eliminated, aboard, out, held,
 * gone), the face showing, its class, its facing when it covers two squares,
 * its state flags (Suppressed, Activated, its order token... core 3) and gear
 * (§3.2, §3.5); every marker with its square, vertex or run of edges; and the
 * pending decision.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

const char *const hon_marker_kind_names[] = { "mine", "hedgehog", "position", "forward",
	"bridge", "grenade", "destruction", "objective", "bonus", "wreck", NULL };

char *hon_place_text(const struct hon_unit *u, char *buf, size_t size)
{
	switch (u->place) {
	case HN_ON: return hon_sq_name(u->at, buf, size);
	case HN_OFF: snprintf(buf, size, "offmap"); break;
	case HN_DEAD: snprintf(buf, size, "eliminated"); break;
	case HN_ABOARD: snprintf(buf, size, "aboard"); break;
	case HN_OUT: snprintf(buf, size, "out"); break;
	case HN_HELD: snprintf(buf, size, "held"); break;
	default: snprintf(buf, size, "gone"); break;
	}
	return buf;
}

char *hon_marker_text(const struct hon_marker *mk, char *buf, size_t size)
{
	char t[GRID_NAME_MAX];

	if (!mk->placed)
		snprintf(buf, size, "-");
	else if (mk->kind == HN_M_HEDGEHOG)
		snprintf(buf, size, "%s", grid_run_format(mk->run, t));
	else if (mk->on_vertex)
		snprintf(buf, size, "%s", grid_vx_format(mk->run.a, t));
	else
		hon_sq_name(mk->at, buf, size);
	return buf;
}

static void scalars(const struct hon_model *m, const struct state *st, struct view *v)
{
	static const char *const skip[] = { "seed", "draws", NULL };
	const struct state_kind *k = state_kind(st, "set");

	for (int i = 0; k && i < k->nrows; i++) {
		const char *key = state_field(&k->rows[i], 1);
		if (kit_enum(skip, key) < 0)
			view_set_auto(v, key, state_field(&k->rows[i], 2));
	}
	view_set_num(v, "lines", m->b.nlines);
	view_set_num(v, "elements", m->b.nelems);
}

/* A column of a unit's row as the state holds it. */
static const char *field(const struct state *st, const struct hon_unit *u, const char *col)
{
	const struct state_kind *k = state_kind(st, "unit");
	int c = k ? state_col(k, col) : -1;

	return c >= 0 && u->row ? state_field(u->row, c) : "";
}

static void unit(const struct hon_model *m, const struct state *st, const struct hon_unit *u,
		struct view *v)
{
	static const char *const facing[] = { "n", "e", "s", "w" };
	struct view_rec *r = view_add(v, "unit");
	struct grid_sq sq[2];
	char at[GRID_NAME_MAX + 8];
	int e0 = u->place == HN_ON ? hon_elem_at(&m->b, u->at) : -1;

	view_str(r, "at", hon_place_text(u, at, sizeof at));
	view_str(r, "id", u->id);
	view_str(r, "side", hon_side_name(u->side));
	view_str(r, "counter", u->c->id);
	view_str(r, "class", hon_class_name(hon_class_of(u)));
	view_str(r, "face", u->back ? "back" : "front");
	view_str(r, "facing", u->place == HN_ON && hon_unit_squares(u, sq) == 2 ?
			facing[u->facing & 3] : "");
	view_str(r, "in", e0 >= 0 ? m->b.elems[e0].id : "");
	view_str(r, "markers", field(st, u, "flags"));
	view_str(r, "gear", field(st, u, "gear"));
}

static void marker(const struct hon_marker *mk, struct view *v)
{
	struct view_rec *r = view_add(v, "marker");
	char at[GRID_NAME_MAX + 8];

	view_str(r, "at", hon_marker_text(mk, at, sizeof at));
	view_str(r, "id", mk->id);
	view_str(r, "kind", hon_marker_kind_names[mk->kind]);
	view_str(r, "side", mk->side == HN_NOSIDE ? "" : hon_side_name(mk->side));
	view_str(r, "data", mk->data);
}

int hon_describe(struct game_ctx *g, struct state *st, struct view *v, struct err *e)
{
	struct hon_model m;

	if (hon_model_load(&m, g, st, e))
		return e->code;
	scalars(&m, st, v);
	for (int i = 0; i < m.nunits; i++)
		unit(&m, st, &m.units[i], v);
	for (int i = 0; i < m.nmarkers; i++)
		marker(&m.markers[i], v);
	view_pending(v, st);
	hon_model_free(&m);
	/* a Move, an assault's approach or a retreat: every change of square is
	 * told as a move (the state keeps no trace of which) */
	v->move_marks = NULL;
	v->quiet_keys = "class;in;counter";
	return e->code;
}
