/*
 * describe.c: what a Memoir '44 player tracks in a state, as a view (view.h)
 * for `show` in text, CSV and JSON, `diff` and `show --since`: the scenario,
 * the side to play, the turn counts, the medals (permanent and temporary,
 * L675-L677), the cards in hand (their number: the hands are the players'),
 * air superiority, off-board artillery and BCF rules; every unit with the
 * terrain of its hex, its figures, battle stars (§III-SupportedArmor), medal value, target token
 * (§III-HeavyArty L334), hexes moved and markers, an eliminated one as such;
 * the tokens on the boards (village control, exits used, objectives, §V) and
 * the pending decision.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "kit.h"

static void scalars(const struct state *st, struct view *v)
{
	static const char *const first[] = { "scenario", "active", "turn.allies", "turn.axis",
		"medals.allies", "medals.axis", "temp.allies", "temp.axis", NULL };
	const struct state_kind *k = state_kind(st, "set");

	for (int i = 0; first[i]; i++)
		if (state_get(st, first[i]))
			view_set_auto(v, first[i], state_get(st, first[i]));
	for (int i = 0; k && i < k->nrows; i++) {
		const char *key = state_field(&k->rows[i], 1);
		if (kit_enum(first, key) < 0 && strcmp(key, "seed") && strcmp(key, "draws"))
			view_set_auto(v, key, state_field(&k->rows[i], 2));
	}
}

static void unit(const struct state *st, const struct m44_map *m, const struct m44_unit *u,
		struct view *v)
{
	const struct state_kind *k = state_kind(st, "unit");
	struct view_rec *r = view_add(v, "unit");
	char hx[8] = "";

	if (u->onboard)
		grid_format(u->hex, hx);
	view_str(r, "at", u->onboard ? hx : u->figures == 0 ? "eliminated" : "offboard");
	view_str(r, "terrain", u->onboard ? m44_terrain_of(m, u->hex)->name : "");
	view_str(r, "id", u->id);
	view_str(r, "side", m44_side_name(u->side));
	view_str(r, "nation", u->nation);
	view_str(r, "type", u->type->name);
	view_num(r, "figures", u->figures);
	view_num(r, "max_figures", u->type->figures);
	view_num(r, "stars", u->stars);
	if (u->medal >= 0)
		view_num(r, "medal", u->medal);
	else
		view_str(r, "medal", "");   /* the table says '?' */
	if (u->token_on)
		grid_format(u->token_hex, hx);
	view_str(r, "token", u->token_on ? hx : "");
	view_num(r, "moved", u->moved);
	view_str(r, "markers", state_field(&k->rows[u->row], state_col(k, "flags")));
	view_str(r, "cargo", u->cargo);
}

/* Units on the boards by row, then column (as a player reads a board), then
 * the others by id. */
static int cmp_place(const void *pa, const void *pb)
{
	const struct m44_unit *a = *(const struct m44_unit *const *)pa;
	const struct m44_unit *b = *(const struct m44_unit *const *)pb;

	if (a->onboard != b->onboard)
		return b->onboard - a->onboard;
	if (a->onboard && a->hex.row != b->hex.row)
		return a->hex.row - b->hex.row;
	if (a->onboard && a->hex.col != b->hex.col)
		return a->hex.col - b->hex.col;
	return strcmp(a->id, b->id);
}

/* The tokens on the boards: village control, exits, objectives (§V). */
static void tokens(const struct state *st, struct view *v)
{
	static const char *const cols[] = { "village", "exit", "objective", "bridge_medal",
		NULL };
	const struct state_kind *k = state_kind(st, "hex");

	for (int i = 0; k && i < k->nrows; i++) {
		const struct state_row *row = &k->rows[i];
		struct view_rec *r = NULL;
		for (int c = 0; cols[c]; c++) {
			const char *t = state_field(row, state_col(k, cols[c]));
			if (!*t)
				continue;
			if (r == NULL) {
				r = view_add(v, "token");
				view_str(r, "at", state_field(row, state_col(k, "hex")));
			}
			view_str(r, cols[c], t);
		}
	}
}

int m44_describe(struct game_ctx *g, struct state *st, struct view *v, struct err *e)
{
	struct m44_map m;
	const struct m44_unit **u;

	if (m44_map_load(&m, g, st, e))
		return e->code;
	if ((u = malloc(((size_t)m.nunits + 1) * sizeof *u)) == NULL) {
		m44_map_free(&m);
		return err_set(e, EXIT_IO, "out of memory");
	}
	scalars(st, v);
	for (int i = 0; i < m.nunits; i++)
		u[i] = &m.units[i];
	qsort(u, (size_t)m.nunits, sizeof *u, cmp_place);
	for (int i = 0; i < m.nunits; i++)
		unit(st, &m, u[i], v);
	tokens(st, v);
	view_pending(v, st);
	free(u);
	m44_map_free(&m);
	/* a unit that changed hex without gaining one of these retreated (B-11) */
	v->move_marks = "moved;took_ground;landed;deployed;flag_move";
	v->quiet_keys = "moved;terrain";
	view_label(v, "max_figures", "max");
	return 0;
}
