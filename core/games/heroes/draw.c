/*
 * draw.c: the picture of a Heroes of Normandie state (svg.h), for `show
 * --format svg` and `verify --svg`. The board is core/grid's squares (side
 * 2 * SVG_HEX, as pictures.py expects): each square by the terrain element it
 * belongs to (trench, foxhole, grass...) or its own effect (water, building,
 * ruins, bunker), deployment zones as a tinted ring; then the Lines on the
 * edges between their two vertices (§1.1 Lignes), coloured by what they do
 * (wall, obstacle, sunken, elevation and dominant Lines, impassable...), each
 * with its id and ends as data attributes; the markers on squares, vertices
 * (intercases) and runs of edges; and the units: one counter on its square
 * (on the front square of a two-square counter, its body over both), the
 * attacks against infantry, light and heavy vehicles of the face showing,
 * movement and defence, and tags for Suppressed, Activated, its order token
 * and its gear (core 3, §3.2, §3.5).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

#define SIDE (2 * SVG_HEX)
#define COUNTER 54.0   /* a counter on a square of side SIDE */

static const struct svg_grid squares = { SVG_SQUARES, SIDE };

static int in(const struct svg_opts *o, struct grid_sq q)
{
	return svg_in_region(o, q.x, q.y);
}

static int plain(const char *t)
{
	return strspn(t, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_:.+") ==
		strlen(t);
}

/* ---- the board ------------------------------------------------------------ */

static void square_fill(const struct hon_board *b, int x, int y, const char **fill,
		const char **label)
{
	static const char *const ef[] = { "#b08a5a", "#c9a36b", "#b8d48a", "#d9cfa6" };
	static const char *const el[] = { "trench element (§1.4)", "foxhole element (§1.4)",
		"grass element", "other terrain element" };
	unsigned fx = b->sqfx[y * b->w + x].bits;
	int e = b->elem[y * b->w + x];

	*fill = "#eee8cf";
	*label = "open ground";
	if (fx & HN_FX_WATER) {
		*fill = "#a9cde9";
		*label = "water (Eau)";
	} else if (fx & HN_FX_BUNKER) {
		*fill = "#8d8d8d";
		*label = "bunker";
	} else if (fx & HN_FX_RUINS) {
		*fill = "#b9aea2";
		*label = "ruins";
	} else if (fx & HN_FX_BUILDING) {
		*fill = "#c7c2b9";
		*label = "building (§2.4)";
	} else if (e >= 0 && b->elems[e].kind >= 0 && b->elems[e].kind <= HN_EL_OTHER) {
		*fill = ef[b->elems[e].kind];
		*label = el[b->elems[e].kind];
	}
}

/* An entry arrow printed on the square: where a side's units come in. */
static void entry(struct svg *s, int x, int y, int who)
{
	static const char *const label[] = { "", "entry arrow, Commonwealth",
		"entry arrow, German", "entry arrow, both sides" };
	const char *ink = who == 1 ? "#8a7a3a" : who == 2 ? "#4f6d8f" : "#333";
	double cx, cy;

	svg_grid_centre(&squares, x, y, &cx, &cy);
	svg_arrow(s, cx - SIDE * 0.4, cy + SIDE * 0.38, cx - SIDE * 0.1, cy + SIDE * 0.38, ink, 2,
			NULL);
	svg_legend_add(s, SVG_SW_LINE, ink, NULL, NULL, label[who & 3]);
}

static void board(const struct hon_board *b, struct svg *s, const struct svg_opts *o)
{
	for (int y = 0; y < b->h; y++)
		for (int x = 0; x < b->w; x++) {
			struct grid_sq q = { x, y };
			const char *fill, *label;
			char name[GRID_NAME_MAX];
			int zone = b->zone[y * b->w + x] & 3;
			if (!in(o, q))
				continue;
			square_fill(b, x, y, &fill, &label);
			svg_grid_cell(s, &squares, x, y, grid_sq_format(q, name), fill, "#a79f86", 0.6,
					NULL);
			svg_legend_add(s, SVG_SW_CELL, fill, NULL, NULL, label);
			if (zone == 1 || zone == 2) {
				svg_grid_ring(s, &squares, x, y, 3, zone == 1 ? "#8a7a3a" : "#4f6d8f", 2);
				svg_legend_add(s, SVG_SW_LINE, zone == 1 ? "#8a7a3a" : "#4f6d8f", NULL, NULL,
						zone == 1 ? "Commonwealth deployment zone" :
						"German deployment zone");
			}
			if (b->arrow[y * b->w + x])
				entry(s, x, y, b->arrow[y * b->w + x]);
			if (o->labels)
				svg_grid_label(s, &squares, x, y, name);
		}
}

static const struct {
	unsigned bit;
	const char *ink, *dash, *label;
	double width;
} line_looks[] = {
	{ HN_FX_WALL, "#c0392b", NULL, "wall: a building's red line (blocks sight)", 4 },
	{ HN_FX_IMP_ALL, "#111111", NULL, "impassable Line", 4 },
	{ HN_FX_DOM, "#7b3fa0", NULL, "Ligne Dominante (§1.1)", 4 },
	{ HN_FX_ELEV, "#e07b00", NULL, "Ligne d'Élévation (§1.1)", 3.5 },
	{ HN_FX_SUNKEN, "#7a4a1e", "6 3", "sunken Line, encaissé (§1.1, §1.4)", 3.5 },
	{ HN_FX_OBSTACLE, "#2f6b2f", NULL, "Obstacle Line (§1.3)", 3.5 },
	{ HN_FX_OBST_INF, "#5a9a3a", NULL, "Obstacle (Infanterie) Line (§1.2)", 3 },
	{ HN_FX_IMP_VEH, "#444444", "2 3", "impassable to vehicles", 3 },
	{ HN_FX_IMP_INF, "#444444", "8 3", "impassable to infantry", 3 },
	{ HN_FX_BLOCK, "#555555", NULL, "Line blocking sight", 3 },
	{ HN_FX_DIFFICULT, "#8a8a2a", "3 3", "difficult passage (Passage difficile)", 3 },
	{ HN_FX_DEF | HN_FX_DEF_INF, "#3b6fb0", NULL, "defensive bonus Line", 3 },
};

static void lines(const struct hon_board *b, struct svg *s, const struct svg_opts *o)
{
	for (int i = 0; i < b->nlines; i++) {
		const struct hon_line *l = &b->lines[i];
		struct grid_sq a = { l->run.a.i, l->run.a.j }, z = { l->run.b.i - 1, l->run.b.j - 1 };
		const char *ink = "#6d6d6d", *dash = NULL, *label = "Line (§1.1)";
		double width = 2.5;
		char va[GRID_NAME_MAX], vb[GRID_NAME_MAX], fx[160], extra[320];
		if (!in(o, a) && !in(o, z))
			continue;
		for (size_t k = 0; k < sizeof line_looks / sizeof line_looks[0]; k++)
			if (l->fx.bits & line_looks[k].bit) {
				ink = line_looks[k].ink;
				dash = line_looks[k].dash;
				label = line_looks[k].label;
				width = line_looks[k].width;
				break;
			}
		hon_fx_name(&l->fx, fx, sizeof fx);
		snprintf(extra, sizeof extra, "stroke-linecap=\"round\" class=\"line\" data-line=\"%s\" "
				"data-from=\"%s\" data-to=\"%s\" data-effects=\"%s\"%s%s%s",
				plain(l->id) ? l->id : "", grid_vx_format(l->run.a, va),
				grid_vx_format(l->run.b, vb), plain(fx) || !strchr(fx, '"') ? fx : "",
				dash ? " stroke-dasharray=\"" : "", dash ? dash : "", dash ? "\"" : "");
		svg_line(s, SIDE * l->run.a.i, SIDE * l->run.a.j, SIDE * l->run.b.i,
				SIDE * l->run.b.j, ink, width, extra);
		svg_legend_add(s, SVG_SW_LINE, ink, NULL, NULL, label);
	}
}

/* Trench accesses and passages (§1.4), drawn on their edges. */
static void edges(const struct hon_board *b, struct svg *s, const struct svg_opts *o)
{
	for (int vert = 0; vert < 2; vert++)
		for (int y = 0; y <= b->h; y++)
			for (int x = 0; x <= b->w; x++) {
				const struct hon_edge *ed = hon_edge(b, vert, x, y);
				struct grid_sq q = { x, y };
				int access;
				if (ed == NULL || !(ed->bits & (HN_FX_ACCESS | HN_FX_PASSAGE)) || !in(o, q))
					continue;
				access = (ed->bits & HN_FX_ACCESS) != 0;
				svg_line(s, SIDE * x, SIDE * y, SIDE * (x + !vert), SIDE * (y + vert),
						"#2a6fd0", 2.5, access ? "stroke-dasharray=\"5 3\"" : NULL);
				svg_legend_add(s, SVG_SW_LINE, "#2a6fd0", NULL, NULL, access ?
						"trench access (§1.4)" : "passage between two trenches (§1.4)");
			}
}

/* ---- markers ------------------------------------------------------------------ */

static void markers(const struct hon_model *m, struct svg *s, const struct svg_opts *o)
{
	static const char *const tags[] = { "Mi", "Hh", "Po", "Fw", "Br", "Gr", "De", "Ob", "Bo",
		"Wr" };
	static const char *const labels[] = { "mine marker", "hedgehog (on edges)",
		"position marker", "forward marker", "bridge marker", "grenade", "Destruction marker",
		"objective marker", "bonus marker", "wreck" };

	for (int i = 0; i < m->nmarkers; i++) {
		const struct hon_marker *mk = &m->markers[i];
		const char *fill = mk->side == HN_CW ? "#e8dcae" : mk->side == HN_DE ? "#c9d6e2" :
			"#ffffff";
		double x, y;
		if (!mk->placed)
			continue;
		if (mk->kind == HN_M_HEDGEHOG) {
			struct grid_sq a = { mk->run.a.i, mk->run.a.j };
			if (!in(o, a))
				continue;
			svg_line(s, SIDE * mk->run.a.i, SIDE * mk->run.a.j, SIDE * mk->run.b.i,
					SIDE * mk->run.b.j, "#333", 5, "stroke-dasharray=\"4 4\"");
			x = SIDE * (mk->run.a.i + mk->run.b.i) / 2.0;
			y = SIDE * (mk->run.a.j + mk->run.b.j) / 2.0;
		} else if (mk->on_vertex) {
			struct grid_sq a = { mk->run.a.i, mk->run.a.j };
			if (!in(o, a))
				continue;
			x = SIDE * mk->run.a.i;
			y = SIDE * mk->run.a.j;
		} else {
			if (!in(o, mk->at))
				continue;
			svg_grid_centre(&squares, mk->at.x, mk->at.y, &x, &y);
			x -= SIDE * 0.34;
			y += SIDE * 0.34;
		}
		svg_group(s, "marker", mk->id, NULL);
		svg_rect(s, x - 9, y - 7, 18, 14, fill, "#333", 0.8, "rx=\"2\"");
		svg_text(s, x, y + 3, 8, SVG_MIDDLE | SVG_BOLD, "#8a0000", tags[mk->kind]);
		svg_group_end(s);
		svg_legend_add(s, SVG_SW_TEXT, "#fff", "#8a0000", tags[mk->kind], labels[mk->kind]);
	}
}

/* ---- units --------------------------------------------------------------------- */

static const char *side_fill(enum hon_side side)
{
	return side == HN_CW ? "#cdbb85" : "#9fb2c4";
}

static void value(char *buf, size_t size, int v)
{
	if (v == HN_UNKNOWN)
		snprintf(buf, size, "?");
	else if (v == HN_NONE)
		snprintf(buf, size, "-");
	else
		snprintf(buf, size, "%d", v);
}

static int unit_marks(const struct state *st, const struct hon_unit *u, struct svg *s,
		char tags[SVG_MAX_MARKS][12])
{
	static const struct { unsigned bit; const char *tag, *label; } f[] = {
		{ HN_U_SUPPRESSED, "Sup", "Suppressed (core 3)" },
		{ HN_U_ACTIVATED, "Act", "Activated this turn (core 3)" },
		{ HN_U_AMBUSHED, "Amb", "in ambush (Embuscade)" },
		{ HN_U_INACTIVE, "In", "aviator on its Inactive face (Sc-A)" },
		{ HN_U_CHARGE, "Ch", "Charge (§2.1, §3.5)" },
	};
	const struct state_kind *k = state_kind(st, "unit");
	int c = k ? state_col(k, "gear") : -1, n = 0;
	const char *gear = c >= 0 && u->row ? state_field(u->row, c) : "";

	for (size_t i = 0; i < sizeof f / sizeof f[0] && n < SVG_MAX_MARKS; i++)
		if (u->flags & f[i].bit) {
			snprintf(tags[n++], 12, "%s", f[i].tag);
			svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", f[i].tag, f[i].label);
		}
	if (u->order[0] && n < SVG_MAX_MARKS) {
		snprintf(tags[n++], 12, "O%.4s", u->order);
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", "O1", "its order token (core 3.1)");
	}
	if ((u->c->ab & HN_AB_PLANE) && n < SVG_MAX_MARKS) {
		if (u->speed)
			snprintf(tags[n++], 12, "S%d", u->speed);
		else
			snprintf(tags[n++], 12, "SX");
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", "S4", "an airplane's Speed marker "
				"(Sc-A)");
	}
	if (u->prisoner[0] && n < SVG_MAX_MARKS) {
		snprintf(tags[n++], 12, "Pr");
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", "Pr", "holds a prisoner (Sc-1)");
	}
	if (*gear && n < SVG_MAX_MARKS) {
		snprintf(tags[n++], 12, "G");
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", "G", "carries gear (§3.2, §3.5)");
	}
	return n;
}

static void unit(const struct hon_model *m, const struct state *st, const struct hon_unit *u,
		struct svg *s, const struct svg_opts *o)
{
	struct grid_sq sq[2];
	char at[GRID_NAME_MAX], main[32], bottom[32], v[5][8], tags[SVG_MAX_MARKS][12];
	int n = hon_unit_squares(u, sq);
	double x, y, x2, y2;
	struct svg_counter c = { .id = u->id, .at = hon_sq_name(u->at, at, sizeof at),
		.fill = side_fill(u->side), .ink = "#111", .main = main, .bottom = bottom };

	if (!in(o, u->at))
		return;
	(void)m;
	svg_grid_centre(&squares, u->at.x, u->at.y, &x, &y);
	if (n == 2) {   /* the counter's body over both squares, under it */
		svg_grid_centre(&squares, sq[1].x, sq[1].y, &x2, &y2);
		double lx = (x < x2 ? x : x2) - COUNTER / 2, ty = (y < y2 ? y : y2) -
			COUNTER / 2;
		svg_rect(s, lx, ty, (x > x2 ? x - x2 : x2 - x) + COUNTER,
				(y > y2 ? y - y2 : y2 - y) + COUNTER, c.fill, "#1e1e1e", 1,
				"rx=\"6\" fill-opacity=\"0.6\" class=\"body\"");
		svg_legend_add(s, SVG_SW_CELL, c.fill, NULL, NULL, "a counter of two squares: its "
				"body, the counter on its front square");
	}
	value(v[0], sizeof v[0], u->c->att[HN_INF]);
	value(v[1], sizeof v[1], u->c->att[HN_LIGHT]);
	value(v[2], sizeof v[2], u->c->att[HN_HEAVY]);
	value(v[3], sizeof v[3], u->c->mv);
	value(v[4], sizeof v[4], u->c->def);
	snprintf(main, sizeof main, "%s/%s/%s", v[0], v[1], v[2]);
	snprintf(bottom, sizeof bottom, "M%s D%s%s", v[3], v[4], u->back ? " b" : "");
	c.nmarks = unit_marks(st, u, s, tags);
	for (int i = 0; i < c.nmarks; i++)
		c.marks[i] = tags[i];
	svg_counter(s, x, y, COUNTER, &c);
	svg_legend_add(s, SVG_SW_COUNTER, c.fill, NULL, NULL, u->side == HN_CW ?
			"Commonwealth unit" : "German unit");
}

/* ---- the band ------------------------------------------------------------------ */

static void band(const struct hon_model *m, const struct state *st, struct svg *s)
{
	const char *sc = state_get(st, "scenario"), *turn = state_get(st, "turn");
	const char *end = state_get(st, "end_turn"), *ph = state_get(st, "phase");
	const char *active = state_get(st, "active"), *ini = state_get(st, "initiative");
	char off[240] = "", dead[240] = "";
	int a = active ? hon_side_parse(active) : -1, in = ini ? hon_side_parse(ini) : -1;

	svg_title(s, "Heroes of Normandie — %s, turn %s of %s", sc && *sc ? sc : "no scenario",
			turn && *turn ? turn : "-", end && *end ? end : "-");
	svg_note(s, "%s phase · %s%s%s", ph && *ph ? ph : "no", a >= 0 ? hon_side_title(a) :
			"no side", a >= 0 ? " player to act" : " active", in >= 0 ? (in == HN_CW ?
			" · initiative: CW" : " · initiative: German") : "");
	for (int i = 0; i < m->nunits; i++) {
		const struct hon_unit *u = &m->units[i];
		char *t = u->place == HN_DEAD ? dead : u->place == HN_ON ? NULL : off;
		size_t n = t ? strlen(t) : 0;
		char p[GRID_NAME_MAX + 8];
		if (t && n + strlen(u->id) + 16 < sizeof off)
			snprintf(t + n, sizeof off - n, "%s%s%s%s%s", n ? ", " : "", u->id,
					t == off ? " (" : "", t == off ? hon_place_text(u, p, sizeof p) : "",
					t == off ? ")" : "");
	}
	if (*off)
		svg_note(s, "Off the board: %s", off);
	if (*dead)
		svg_note(s, "Eliminated: %s", dead);
}

int hon_draw(struct game_ctx *g, struct state *st, struct svg *s, const struct svg_opts *o,
		struct err *e)
{
	struct hon_model m;

	if (hon_model_load(&m, g, st, e))
		return e->code;
	band(&m, st, s);
	svg_legend_add(s, SVG_SW_COUNTER, "#fff", NULL, NULL, "a counter: its id; attack against "
			"infantry/light/heavy vehicles of the face showing; M movement, D defence, b its "
			"back face; tags: its state and order token");
	board(&m.b, s, o);
	lines(&m.b, s, o);
	edges(&m.b, s, o);
	markers(&m, s, o);
	for (int i = 0; i < m.nunits; i++)
		if (m.units[i].place == HN_ON)
			unit(&m, st, &m.units[i], s, o);
	hon_model_free(&m);
	return e->code;
}
