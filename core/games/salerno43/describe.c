/*
 * describe.c: what a Salerno player tracks in a state, as a view (view.h) for
 * `show` in text, CSV and JSON, `diff` and `show --since`: the scalars (turn,
 * active player, weather, counterattack, air points...), every unit with the
 * level and terrain of its hex, the values of the face that is up (§2.2, §2.3) and its markers (`flags`: fought,
 * moved;mp=2, bombarded=HEX...), the IP and Fortified markers and works in
 * progress (§19), the RMF markers (§11), bridges (§20), beaches (§18.3),
 * drops (§26), ships (§25) and the pending decision.
 *
 * Hidden from the opponent and so not described: the values of demolition
 * markers on the map and in the cup (§20.22: the cup is described by its
 * count), and the seed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "move.h"
#include "view.h"

/* The scalars, turn and active player first, then the others as the state
 * sorts them; seed and draws are the machine's, not the players'. */
static void scalars(const struct state *st, struct view *v)
{
	static const char *const first[] = { "turn", "active", "first_player", "weather", NULL };
	const struct state_kind *k = state_kind(st, "set");
	const char *cup = state_get(st, "bridge_cup");

	for (int i = 0; first[i]; i++)
		if (state_get(st, first[i]))
			view_set_auto(v, first[i], state_get(st, first[i]));
	for (int i = 0; k && i < k->nrows; i++) {
		const char *key = state_field(&k->rows[i], 1);
		if (kit_enum(first, key) >= 0 || !strcmp(key, "seed") || !strcmp(key, "draws") ||
		    !strcmp(key, "bridge_cup"))
			continue;
		view_set_auto(v, key, state_field(&k->rows[i], 2));
	}
	if (cup) {   /* the markers' values are unseen (§20.22): their number only */
		long n = *cup != '\0';
		for (const char *p = cup; *p; p++)
			n += *p == ';';
		view_set_num(v, "bridge_cup_markers", n);
	}
}

static void value(struct view_rec *r, const char *key, int v)
{
	if (v >= 0)
		view_num(r, key, v);
	else
		view_str(r, key, "");
}

static void unit(const struct state *st, const struct s43_map *m, const struct s43_unit *u,
		struct view *v)
{
	const struct s43_hex *x = u->onmap ? s43_hex_find(m, u->hex) : NULL;
	const struct state_kind *k = state_kind(st, "unit");
	const struct state_row *row = &k->rows[u->row];
	struct view_rec *r = view_add(v, "unit");
	int up = u->steps < u->max_steps, sx = u->sup_x[up], sy = u->sup_y[up];
	char hx[5];

	view_str(r, "at", u->onmap ? s43_hex_name(u->hex, hx) : u->offmap ? "offmap" :
			u->exited ? "exited" : "eliminated");
	if (x)   /* the ground it stands on (§5.2, §9.44) */
		view_num(r, "level", x->level_max);
	else
		view_str(r, "level", "");
	view_str(r, "terrain", !x ? "" : x->city ? "city" : x->tobacco ? "tobacco_factory" :
			"clear");
	view_str(r, "bank", u->bank ? (char[2]){ u->bank, 0 } : "");
	if (u->onmap)
		view_num(r, "stack", u->stack);
	else
		view_str(r, "stack", "");
	view_str(r, "id", u->id);
	view_str(r, "side", s43_side_name(u->side));
	view_str(r, "nation", u->nation);
	view_str(r, "division", u->division);
	view_str(r, "kind", s43_kind_name(u->kind));
	view_str(r, "size", u->platoon ? "platoon" : "company");
	view_num(r, "steps", u->steps);
	view_num(r, "max_steps", u->max_steps);
	value(r, "att_armor", s43_value(u, u->att_armor, u->steps));
	value(r, "att_soft", s43_value(u, u->att_soft, u->steps));
	value(r, "def", s43_value(u, u->def, u->steps));
	if (sx >= 0 && u->sup_dual[up])
		view_strf(r, "support", "%d-%d", sx, sy);
	else
		value(r, "support", sx);
	value(r, "range", u->range > 0 ? u->range : -1);
	value(r, "ma", u->ma);
	view_str(r, "ma_color", u->ma_color == S43_MA_YELLOW ? "yellow" :
			u->ma_color == S43_MA_RED ? "red" : "");
	view_str(r, "markers", state_field(row, state_col(k, "flags")));
}

/* IP and Fortified markers, and works in progress (§19). */
static void positions(const struct s43_map *m, struct view *v)
{
	static const char *const names[] = { "", "ip", "fortified" };
	static const char *const works[] = { "", "ip_building", "fortified_building" };

	for (int i = 0; i < m->nhexes; i++) {
		const struct s43_hex *x = &m->hexes[i];
		struct view_rec *r;
		char hx[5];
		if (!x->position && !x->building)
			continue;
		r = view_add(v, "position");
		view_str(r, "at", s43_hex_name(x->h, hx));
		view_str(r, "position", names[x->position]);
		view_str(r, "building", works[x->building]);
	}
}

/* RMF markers (§11), as the assault writes them. */
static void rmf(const struct state *st, struct view *v)
{
	const struct state_kind *k = state_kind(st, "marker");

	for (int i = 0; k && i < k->nrows; i++) {
		const struct state_row *row = &k->rows[i];
		struct view_rec *r = view_add(v, "marker");
		view_str(r, "id", state_field(row, state_col(k, "id")));
		view_str(r, "type", state_field(row, state_col(k, "type")));
		view_str(r, "at", state_field(row, state_col(k, "hex")));
		view_str(r, "value", state_field(row, state_col(k, "value")));
		view_str(r, "toward", state_field(row, state_col(k, "toward")));
	}
}

/* Rows of a kind, some columns each (`at` standing for the column `hex`,
 * `markers` for `flags`); the column `hide` is described only as set or not
 * ("yes"). */
static void rows(const struct state *st, const char *kind, const char *const *cols,
		const char *hide, struct view *v)
{
	const struct state_kind *k = state_kind(st, kind);

	for (int i = 0; k && i < k->nrows; i++) {
		struct view_rec *r = view_add(v, kind);
		for (int c = 0; cols[c]; c++) {
			const char *col = !strcmp(cols[c], "at") ? "hex" :
				!strcmp(cols[c], "markers") ? "flags" : cols[c];
			const char *t = state_field(&k->rows[i], state_col(k, col));
			if (hide && !strcmp(cols[c], hide))
				t = *t ? "yes" : "";
			view_str(r, cols[c], t);
		}
	}
}

/* Units on the map by hex, bank and stack (top first), then the others by id. */
static int cmp_place(const void *pa, const void *pb)
{
	const struct s43_unit *a = *(const struct s43_unit *const *)pa;
	const struct s43_unit *b = *(const struct s43_unit *const *)pb;

	if (a->onmap != b->onmap)
		return b->onmap - a->onmap;
	if (a->onmap && a->hex.col != b->hex.col)
		return a->hex.col - b->hex.col;
	if (a->onmap && a->hex.row != b->hex.row)
		return a->hex.row - b->hex.row;
	if (a->onmap && a->bank != b->bank)
		return a->bank - b->bank;
	if (a->onmap && a->stack != b->stack)
		return a->stack - b->stack;
	return strcmp(a->id, b->id);
}

static int units(const struct state *st, struct s43_map *m, struct view *v, struct err *e)
{
	const struct s43_unit **u = malloc(((size_t)m->nunits + 1) * sizeof *u);

	if (u == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < m->nunits; i++)
		u[i] = &m->units[i];
	qsort(u, (size_t)m->nunits, sizeof *u, cmp_place);
	for (int i = 0; i < m->nunits; i++)
		unit(st, m, u[i], v);
	free(u);
	return 0;
}

int s43_describe(struct game_ctx *g, struct state *st, struct view *v, struct err *e)
{
	static const char *const bridge[] = { "id", "at", "city", "marker", "repair", "by",
		NULL };
	static const char *const beach[] = { "id", "nation", "hexes", "fire", "marker", "face",
		"build", NULL };
	static const char *const drop[] = { "unit", "target", "turn", NULL };
	static const char *const ship[] = { "id", "nation", "class", "at", "ammo", "arrived",
		"return", "markers", NULL };
	struct s43_map m;

	if (s43_map_load(&m, st, e))
		return e->code;
	scalars(st, v);
	if (units(st, &m, v, e)) {
		s43_map_free(&m);
		return e->code;
	}
	positions(&m, v);
	rmf(st, v);
	rows(st, "bridge", bridge, "marker", v);   /* a demolition value is unseen (§20.22) */
	rows(st, "beach", beach, NULL, v);
	rows(st, "drop", drop, NULL, v);
	rows(st, "ship", ship, NULL, v);
	view_pending(v, st);
	s43_map_free(&m);
	/* what says a unit moved by its own order: anything else is a retreat or a
	 * withdrawal (§21, §4.3) */
	v->move_marks = "moved;mp=;advanced;forced_march;entered";
	v->quiet_keys = "att_armor;att_soft;def;support;range;ma;ma_color;bank;max_steps;level;"
		"terrain";
	view_label(v, "att_armor", "A.arm");
	view_label(v, "att_soft", "A.soft");
	view_label(v, "max_steps", "max");
	view_label(v, "division", "div");
	view_label(v, "support", "sup");
	view_label(v, "ma_color", "ma col");
	return 0;
}
