/*
 * describe.c: what the Normandie 1944 player tracks in a state, as a view
 * (view.h) for `show` in text, CSV and JSON, `diff` and `show --since`, read
 * from the typed model (n44.h): the turn, phase, active side, initiative,
 * weather and victory points (§1.0, §1.1, §8); every unit with its place (a
 * hex, a strategic box, inside a Festung, on the turn track, in the reserve,
 * the Cadre or Repos box, captured; §4.1.2, §6.10), steps, the values of its
 * face up, its D and A levels (§6.5) and its markers; the HQs (Disponible or
 * Finie, §5) with the Offensive markers stacked with them (§5.3); the markers,
 * depots and ports (§7), the air counters (§9), the hexes and boxes whose
 * control, Confusion (§6.11) or craters (§9.4) the state records, and the
 * pending decision.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

const char *const n44_depot_kind_names[] = { "beach", "minor", "mulberry", "cherbourg",
	"offmap", NULL };
const char *const n44_depot_face_names[] = { "full", "reduced", "building", "none",
	"destroyed", NULL };
const char *const n44_air_where_names[] = { "bowl", "superiority", "available", "finished",
	"tactical", "strategic", "track", "crater", NULL };
const char *const n44_air_type_names[] = { "HB", "MB", "LB", "FB", NULL };

/* The scalars the state keeps, the turn first; seed and draws are the
 * machine's, not the player's. */
static void scalars(const struct n44_model *m, const struct state *st, struct view *v)
{
	static const char *const skip[] = { "turn", "seed", "draws", "vp.allied", "vp.german",
		"move.last", NULL };
	const struct state_kind *k = state_kind(st, "set");

	view_set_auto(v, "turn", state_get(st, "turn") ? state_get(st, "turn") : "");
	view_set_num(v, "vp.allied", m->vp[N44_ALLIED]);
	view_set_num(v, "vp.german", m->vp[N44_GERMAN]);
	for (int i = 0; k && i < k->nrows; i++) {
		const char *key = state_field(&k->rows[i], 1);
		if (kit_enum(skip, key) < 0)
			view_set_auto(v, key, state_field(&k->rows[i], 2));
	}
}

/* A row's `flags` field as the state holds it ("" without the column). */
static const char *row_flags(const struct state *st, const char *kind, int row)
{
	const struct state_kind *k = state_kind(st, kind);
	int c = k ? state_col(k, "flags") : -1;

	return k && c >= 0 && row >= 0 && row < k->nrows ? state_field(&k->rows[row], c) : "";
}

static void value(struct view_rec *r, const char *key, int n)
{
	if (n == N44_UNKNOWN)
		view_str(r, key, "?");
	else
		view_num(r, key, n);
}

static void unit(const struct n44_model *m, const struct n44_unit *u, struct view *v)
{
	struct view_rec *r = view_add(v, "unit");
	char at[48], marks[256] = "";
	const char *f = row_flags(m->st, "unit", u->row);

	n44_loc_format(&u->loc, at, sizeof at);
	view_str(r, "at", u->loc.kind == N44_L_CADRE || u->loc.kind == N44_L_CAPTURED ?
			"eliminated" : at);
	view_str(r, "id", u->id);
	view_str(r, "side", n44_side_names[u->side]);
	view_str(r, "nation", n44_nation_names[u->nation]);
	view_str(r, "arm", n44_arm_names[u->arm]);
	view_str(r, "division", u->division);
	if (u->steps_unknown) {
		view_str(r, "steps", u->steps_unknown == 2 ? "?-1" : "?");
		view_str(r, "max", "?");
	} else {
		view_num(r, "steps", u->steps);
		view_num(r, "max", u->max);
	}
	value(r, "attack", u->steps_unknown ? N44_UNKNOWN : n44_attack(u));
	value(r, "ma", u->steps_unknown ? N44_UNKNOWN : n44_ma(u));
	value(r, "defence", u->steps_unknown ? N44_UNKNOWN : n44_defence(u));
	/* where it went when eliminated: the Cadre box may bring it back (§6.10) */
	view_str(r, "box", u->loc.kind == N44_L_CADRE || u->loc.kind == N44_L_CAPTURED ? at : "");
	if (u->d)
		snprintf(marks, sizeof marks, "D%d", u->d);
	if (u->a)
		snprintf(marks + strlen(marks), sizeof marks - strlen(marks), "%sA%d",
				*marks ? ";" : "", u->a);
	if (*f)
		snprintf(marks + strlen(marks), sizeof marks - strlen(marks), "%s%s",
				*marks ? ";" : "", f);
	view_str(r, "markers", marks);
}

static void hq(const struct n44_model *m, const struct n44_hq *q, struct view *v)
{
	struct view_rec *r = view_add(v, "hq");
	char at[48];

	n44_loc_format(&q->loc, at, sizeof at);
	view_str(r, "at", at);
	view_str(r, "id", q->id);
	view_str(r, "side", n44_side_names[q->side]);
	view_str(r, "nation", n44_nation_names[q->nation]);
	view_str(r, "face", q->finished ? "Finie" : "Disponible");
	view_num(r, "offensive", n44_offensive_with(m, q));
	value(r, "bonus", q->bonus);
	value(r, "ma", q->ma);
	view_str(r, "markers", row_flags(m->st, "hq", q->row));
}

static void marker(const struct n44_marker *k, struct view *v)
{
	static const char *const kinds[] = { "offensive", "siege" };
	struct view_rec *r = view_add(v, "marker");
	char at[48];

	if (k->loc.kind == N44_L_HQ)
		snprintf(at, sizeof at, "hq:%.40s", k->hq);
	else
		n44_loc_format(&k->loc, at, sizeof at);
	view_str(r, "at", at);
	view_str(r, "id", k->id);
	view_str(r, "kind", kinds[k->kind]);
	view_str(r, "side", k->side >= 0 ? n44_side_names[k->side] : "");
}

static void depot(const struct n44_depot *d, struct view *v)
{
	struct view_rec *r = view_add(v, "depot");
	char at[48];

	n44_loc_format(&d->loc, at, sizeof at);
	view_str(r, "at", at);
	view_str(r, "id", d->id);
	view_str(r, "side", n44_side_names[d->side]);
	view_str(r, "kind", n44_depot_kind_names[d->kind]);
	view_str(r, "face", n44_depot_face_names[d->face]);
	if (d->face == N44_F_BUILDING)
		view_num(r, "ready", d->ready);
	else
		view_str(r, "ready", "");
}

static void air(const struct n44_air *a, struct view *v)
{
	struct view_rec *r = view_add(v, "air");

	view_str(r, "id", a->id);
	view_str(r, "type", n44_air_type_names[a->type]);
	view_str(r, "nation", a->nation == N44_US ? "us" : "uk");
	view_str(r, "where", n44_air_where_names[a->where]);
	view_str(r, "at", a->at);
}

/* Hexes and boxes with something the turn changes on them. */
static void places(const struct n44_model *m, struct view *v)
{
	for (int i = 0; i < m->nhexes; i++) {
		const struct n44_hex *h = &m->hexes[i];
		struct view_rec *r;
		char hx[5];
		if (h->control < 0 && !h->confusion && !h->craters && !h->half_craters)
			continue;
		r = view_add(v, "hex");
		n44_hex_format(h->h, hx);
		view_str(r, "at", hx);
		view_str(r, "control", h->control >= 0 ? n44_side_names[h->control] : "");
		view_num(r, "confusion", h->confusion);
		view_num(r, "craters", h->craters);
	}
	for (int i = 0; i < m->nboxes; i++) {
		const struct n44_box *b = &m->boxes[i];
		struct view_rec *r;
		if (b->control < 0 && !b->confusion && !b->maquis && !b->ffi)
			continue;
		r = view_add(v, "box");
		view_strf(r, "at", "box:%s", b->id);
		view_str(r, "control", b->control >= 0 ? n44_side_names[b->control] : "");
		view_num(r, "confusion", b->confusion);
		view_num(r, "maquis", b->maquis);
		view_num(r, "ffi", b->ffi);
	}
}

int n44_describe(struct game_ctx *g, struct state *st, struct view *v, struct err *e)
{
	struct n44_model m;

	if (n44_model_load(&m, g, st, e))
		return e->code;
	scalars(&m, st, v);
	for (int i = 0; i < m.nunits; i++)
		unit(&m, &m.units[i], v);
	for (int i = 0; i < m.nhqs; i++)
		hq(&m, &m.hqs[i], v);
	for (int i = 0; i < m.nmarkers; i++)
		marker(&m.markers[i], v);
	for (int i = 0; i < m.ndepots; i++)
		depot(&m.depots[i], v);
	for (int i = 0; i < m.nair; i++)
		air(&m.air[i], v);
	places(&m, v);
	view_pending(v, st);
	n44_model_free(&m);
	/* a unit moving by its own order carries moved=N (§4.1.1); any other
	 * change of place is a retreat (§6.6) or an advance after combat */
	v->move_marks = "moved=";
	v->quiet_keys = "max;attack;ma;defence;bonus;box";
	view_label(v, "division", "div");
	view_label(v, "offensive", "off.");
	return e->code;
}
