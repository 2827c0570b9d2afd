/*
 * draw.c: the picture of a Memoir '44 state (svg.h), for `show --format svg`
 * and `verify --svg`. Every hex of the boards laid side by side (seed L478,
 * L484: 13 hexes by 23 rows each, joined half-hexes making one hex; model.c's
 * m44_hex_valid), coloured by its terrain (a hex without a row is countryside),
 * with its obstacle, hill height, landing-craft icon, exits and village
 * tokens; the section lines where the hexes give their sections (a hex of two
 * sections lies on a line), named from the Allied side; then one counter a unit
 * (a landing craft under its cargo): its figures, battle stars, markers, and
 * the target token of heavy artillery and destroyers (§III-HeavyArty L334).
 * Row-offset hexes, from core/grid's geometry (grid_row_*).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

static const struct svg_grid hexes = { SVG_HEX_ROWS, SVG_HEX };

static const struct {
	const char *terrain, *fill;
} grounds[] = {
	{ "countryside", "#d3e2a6" }, { "forest", "#78a257" }, { "village", "#e0cfa6" },
	{ "church", "#e0cfa6" }, { "hedgerow", "#96b36a" }, { "hill", "#c9a86f" },
	{ "river", "#7fb3e6" }, { "ford", "#a8cdee" }, { "estuary", "#92bfe6" },
	{ "ocean", "#5f9fd6" }, { "beach", "#eedba3" }, { "littoral", "#a7d8d6" },
	{ "road", "#dcd2b6" }, { "bridge", "#b9b2a0" }, { "airfield", "#cfcfc8" },
	{ "marsh", "#9fbea8" },
};

static const struct {
	const char *obstacle, *tag;
} obstacles[] = {
	{ "bunker", "Bk" }, { "sandbag", "SB" }, { "hedgehog", "HH" }, { "wire", "W" },
	{ "seawall", "SW" },
};

static const char *ground_fill(const char *terrain)
{
	for (size_t i = 0; i < sizeof grounds / sizeof grounds[0]; i++)
		if (!strcmp(grounds[i].terrain, terrain))
			return grounds[i].fill;
	return "#e6e6e6";
}

/* A small square tag at the hex's top left (k = 0) or top right (k = 1). */
static void tag(struct svg *s, struct grid_hex h, int k, const char *fill, const char *ink,
		const char *text, const char *label)
{
	double x, y;

	svg_grid_centre(&hexes, h.col, h.row, &x, &y);
	x += k ? 20 : -20;
	y -= 19;
	svg_rect(s, x - 8, y - 6.5, 16, 13, fill, "#333", 0.7, "rx=\"2\"");
	svg_text(s, x, y + 3, 7.5, SVG_MIDDLE | SVG_BOLD, ink, text);
	svg_legend_add(s, SVG_SW_TEXT, fill, ink, text, label);
}

static void marks(const struct m44_map *m, const struct m44_hexinfo *x, struct svg *s)
{
	char t[8];

	if (x->obstacle)
		for (size_t i = 0; i < sizeof obstacles / sizeof obstacles[0]; i++)
			if (!strcmp(obstacles[i].obstacle, x->obstacle->name)) {
				char label[48];
				snprintf(label, sizeof label, "%s (obstacle)", obstacles[i].obstacle);
				tag(s, x->h, 0, "#5c5346", "#fff", obstacles[i].tag, label);
			}
	if (x->hill && x->height > 0) {
		snprintf(t, sizeof t, "h%d", x->height);
		tag(s, x->h, 1, "#f4ead2", "#5a3d10", t, "hill and its height (§I-Cliffs)");
	}
	if (x->lc_icon)
		tag(s, x->h, 1, "#1f3b5a", "#fff", "LC", "landing-craft icon (§II-LC)");
	if (x->exit_side >= 0 || x->exit_used)
		tag(s, x->h, 0, x->exit_used ? "#999" : "#b8860b", "#fff", "EX",
				"medal exit hex (grey: medal taken)");
	if (x->village_side >= 0) {
		double cx, cy;
		svg_grid_centre(&hexes, x->h.col, x->h.row, &cx, &cy);
		svg_circle(s, cx, cy + 24, 6, x->village_side == M44_ALLIES ? "#3b6e2a" : "#3c4a5c",
				"#fff", 1.2, NULL);
		svg_legend_add(s, SVG_SW_COUNTER, "#3b6e2a", NULL, NULL, "village held by the Allies "
				"(token)");
		svg_legend_add(s, SVG_SW_COUNTER, "#3c4a5c", NULL, NULL, "village held by the Axis "
				"(token)");
	}
	(void)m;
}

static void cells(const struct m44_map *m, struct svg *s, const struct svg_opts *o)
{
	int last = m->width * m->boards;

	for (int row = 1; row <= m->depth; row++)
		for (int col = 1; col <= last; col++) {
			struct grid_hex h = { col, row };
			const struct m44_hexinfo *x;
			const char *fill;
			char hx[5], label[40];
			if (!m44_hex_valid(m, h) || !svg_in_region(o, col, row))
				continue;
			x = m44_hexinfo(m, h);
			fill = ground_fill(x ? x->terrain->name : "countryside");
			grid_format(h, hx);
			svg_grid_cell(s, &hexes, col, row, hx, fill, "#7d8a5c", 0.8, NULL);
			snprintf(label, sizeof label, "%s", x ? x->terrain->name : "countryside");
			svg_legend_add(s, SVG_SW_CELL, fill, NULL, NULL, label);
			if (x && x->beach)
				svg_grid_ring(s, &hexes, col, row, 3, "#c99a2e", 2);
		}
}

/* The section lines: a straight dashed line down the hexes that lie in two
 * sections (left+centre, centre+right), from the first row that says so to the
 * last (a hex without a row says nothing). Sections are named from the Allied
 * side. */
static void sections(const struct m44_map *m, struct svg *s, const struct svg_opts *o)
{
	static const unsigned lines[2] = { 3, 6 };

	for (int l = 0; l < 2; l++) {
		double sx = 0, y0 = 0, y1 = 0, x, y;
		int n = 0;
		for (int i = 0; i < m->nhexes; i++) {
			const struct m44_hexinfo *h = &m->hexes[i];
			if (h->sections != lines[l] || !svg_in_region(o, h->h.col, h->h.row))
				continue;
			svg_grid_centre(&hexes, h->h.col, h->h.row, &x, &y);
			sx += x;
			y0 = n == 0 || y < y0 ? y : y0;
			y1 = n == 0 || y > y1 ? y : y1;
			n++;
		}
		if (n == 0)
			continue;
		svg_line(s, sx / n, y0 - SVG_HEX * 0.8, sx / n, y1 + SVG_HEX * 0.8, "#c0392b", 2.4,
				"stroke-dasharray=\"8 5\"");
		svg_legend_add(s, SVG_SW_LINE, "#c0392b", NULL, NULL, "section line, where the "
				"hexes give their sections (left, centre, right: Allied view)");
	}
}

/* Little pictures of what stands on a hex: houses, trees. */
static void scenery(const struct m44_hexinfo *x, struct svg *s)
{
	const char *t = x->terrain->name;
	double cx, cy;

	svg_grid_centre(&hexes, x->h.col, x->h.row, &cx, &cy);
	if (!strcmp(t, "village") || !strcmp(t, "church"))
		for (int i = 0; i < 3; i++) {
			double hx = cx - 17 + 13 * i, hy = cy + 10 - 8 * (i % 2), roof[6] = {
				hx - 5.5, hy - 4, hx, hy - 9.5, hx + 5.5, hy - 4 };
			svg_rect(s, hx - 4.5, hy - 4, 9, 7, "#f5efe0", "#6b5a45", 0.6, NULL);
			svg_poly(s, roof, 3, "#b0452e", "#6b5a45", 0.6, NULL);
		}
	else if (!strcmp(t, "forest") || !strcmp(t, "hedgerow"))
		for (int i = 0; i < 4; i++)
			svg_circle(s, cx - 15 + 10 * i, cy + 12 - 6 * (i % 2), 5.5, "#3f6f2c", "#2c4f1f",
					0.6, NULL);
}

static const char *type_tag(const struct m44_type *t)
{
	static const struct { const char *type, *tag; } tags[] = {
		{ "infantry", "INF" }, { "special_forces", "SF" }, { "armor", "ARM" },
		{ "elite_armor", "ELITE" }, { "artillery", "ART" }, { "mobile_artillery", "MOB.ART" },
		{ "heavy_artillery", "HVY.ART" }, { "destroyer", "DD" }, { "flamethrower", "FLAME" },
		{ "supported_infantry", "SUP.INF" }, { "supported_armor", "SUP.ARM" },
		{ "landing_craft", "LC" },
	};
	for (size_t i = 0; i < sizeof tags / sizeof tags[0]; i++)
		if (!strcmp(tags[i].type, t->name))
			return tags[i].tag;
	return t->name;
}

static const struct {
	unsigned bit;
	const char *tag, *label;
} unit_marks[] = {
	{ M44_F_MOVED, "M", "moved this turn" }, { M44_F_BATTLED, "B", "battled this turn" },
	{ M44_F_TOOK_GROUND, "TG", "took ground" }, { M44_F_AGAIN, "2", "second battle made" },
	{ M44_F_DEPLOYED, "D", "deployed this turn" },
	{ M44_F_FLAG_MOVE, "FM", "moved by a reinforcement flag" },
	{ M44_F_RETREAT_ANY, "RA", "may retreat in any direction" },
	{ M44_F_ANY_BASELINE, "AB", "may retreat toward either baseline" },
	{ M44_F_ENTERED_STOP, "ES", "entered a no-battle terrain" },
	{ M44_F_ON_LC, "oLC", "on a landing craft this turn" },
	{ M44_F_LANDED, "L", "landed this turn" },
	{ M44_F_FIRST_FLAG, "1F", "has ignored its first flag" },
};

static void counter(const struct m44_unit *u, double x, double y, struct svg *s)
{
	char main[16], bottom[32], hx[5];
	struct svg_counter c = { .id = u->id, .at = (grid_format(u->hex, hx), hx), .ink = "#111",
		.main = main, .bottom = bottom, .stars = u->stars };

	c.fill = u->side == M44_ALLIES ? (!strcmp(u->nation, "US") ? "#bfc87f" : "#dcc99b") :
		"#a3b5c7";
	snprintf(main, sizeof main, "%d", u->figures);
	snprintf(bottom, sizeof bottom, "%s%s", type_tag(u->type), u->medal > 1 ? " ◆2" : "");
	for (size_t i = 0; i < sizeof unit_marks / sizeof unit_marks[0]; i++)
		if ((u->flags & unit_marks[i].bit) && c.nmarks < SVG_MAX_MARKS) {
			c.marks[c.nmarks++] = unit_marks[i].tag;
			svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", unit_marks[i].tag,
					unit_marks[i].label);
		}
	svg_counter(s, x, y, SVG_COUNTER, &c);
	svg_legend_add(s, SVG_SW_COUNTER, c.fill, NULL, NULL, u->side == M44_AXIS ?
			"Axis unit" : !strcmp(u->nation, "US") ? "Allied unit, US" : "Allied unit");
}

/* A target token: a ring on its hex and a thin line from the gun. */
static void token(const struct m44_unit *u, struct svg *s, const struct svg_opts *o)
{
	double x1, y1, x2, y2;

	if (!u->token_on || !svg_in_region(o, u->token_hex.col, u->token_hex.row))
		return;
	svg_grid_centre(&hexes, u->hex.col, u->hex.row, &x1, &y1);
	svg_grid_centre(&hexes, u->token_hex.col, u->token_hex.row, &x2, &y2);
	svg_line(s, x1, y1, x2, y2, "#8b0000", 1.2, "stroke-dasharray=\"3 3\"");
	svg_circle(s, x2, y2, 9, "none", "#8b0000", 2.5, NULL);
	svg_legend_add(s, SVG_SW_LINE, "#8b0000", NULL, NULL, "target token of a gun "
			"(§III-HeavyArty L334)");
}

static void units(const struct m44_map *m, struct svg *s, const struct svg_opts *o)
{
	double x, y;

	/* landing craft first, so a cargo stands on its craft */
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < m->nunits; i++) {
			const struct m44_unit *u = &m->units[i];
			int lc = m44_is(u, "landing_craft");
			if (!u->onboard || lc != !pass || !svg_in_region(o, u->hex.col, u->hex.row))
				continue;
			svg_grid_centre(&hexes, u->hex.col, u->hex.row, &x, &y);
			for (int k = 0; !lc && k < m->nunits; k++)
				if (m44_is(&m->units[k], "landing_craft") && m->units[k].onboard &&
				    grid_equal(m->units[k].hex, u->hex)) {
					x += 5;   /* the unit on a craft: a little up and right of it */
					y -= 5;
				}
			counter(u, x, y, s);
		}
	for (int i = 0; i < m->nunits; i++)
		token(&m->units[i], s, o);
}

static void band(const struct m44_map *m, const struct state *st, struct svg *s)
{
	const char *scen = state_get(st, "scenario");
	int medals[2], temp[2];
	char dead[256] = "";

	for (int side = 0; side < 2; side++) {
		char k1[32], k2[32];
		snprintf(k1, sizeof k1, "medals.%s", m44_side_name(side));
		snprintf(k2, sizeof k2, "temp.%s", m44_side_name(side));
		medals[side] = state_get(st, k1) ? atoi(state_get(st, k1)) : 0;
		temp[side] = state_get(st, k2) ? atoi(state_get(st, k2)) : 0;
	}
	svg_title(s, "Memoir '44 — %s", scen && *scen ? scen : "no scenario");
	/* the picture's words are not translated (issue 19): the English word whole */
	svg_note(s, "%s to play · %d %s · medals: Allies %d (+%d temporary), Axis %d "
			"(+%d temporary)", m->active == M44_ALLIES ? "Allies" : "Axis", m->boards,
			m->boards == 1 ? "board" : "boards", medals[0], temp[0], medals[1], temp[1]);
	for (int i = 0; i < m->nunits; i++) {
		size_t n = strlen(dead);
		if (!m->units[i].onboard && m->units[i].figures == 0 &&
		    n + strlen(m->units[i].id) + 3 < sizeof dead)
			snprintf(dead + n, sizeof dead - n, "%s%s", n ? ", " : "", m->units[i].id);
	}
	if (*dead)
		svg_note(s, "Eliminated: %s", dead);
}

int m44_draw(struct game_ctx *g, struct state *st, struct svg *s, const struct svg_opts *o,
		struct err *e)
{
	struct m44_map m;

	if (m44_map_load(&m, g, st, e))
		return e->code;
	band(&m, st, s);
	svg_legend_add(s, SVG_SW_COUNTER, "#fff", NULL, NULL, "a unit: its id, figures left, "
			"type; stars: battle stars; ◆2: worth 2 medals; tags: its markers");
	cells(&m, s, o);
	if (o->labels)
		svg_grid_labels(s, &hexes);
	for (int i = 0; i < m.nhexes; i++)
		if (svg_in_region(o, m.hexes[i].h.col, m.hexes[i].h.row)) {
			scenery(&m.hexes[i], s);
			marks(&m, &m.hexes[i], s);
		}
	sections(&m, s, o);
	units(&m, s, o);
	m44_map_free(&m);
	return 0;
}
