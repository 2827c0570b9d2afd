/*
 * draw.c: the picture of an Omaha state (svg.h), for `show --format svg` and
 * `verify --svg`, drawn from the typed model (om.h). The hexes the state has
 * (`hex` rows; the rulebook prints no map, digest §0: a state draws what it
 * holds), coloured by terrain, the beach by its tide zone (§5.2), with their
 * obstacles (cleared or not, §10), roads and exits; the features on hexsides
 * (shingle, seawall, bluffs, cliffs, anti-tank works; §7.1, §8.15); the German
 * positions as rings of their colour with their id (§2.1) and the dots of
 * their fields of fire, one to three by level (§6.2); the landing boxes in a
 * column at sea, each with a line to the hex it points at on this turn's tide
 * (§5.11, §5.2); then the US units (1st Division darker green, 29th lighter,
 * §2.21) and the German units (face down: '?', §9.1) as counters, in their
 * hex or box, with steps and markers. Column-offset hexes from core/grid's
 * geometry (grid_*).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

static const struct svg_grid hexes = { SVG_HEX_COLS, SVG_HEX };

#define BOX_W 92.0
#define BOX_H 52.0

static const char *terrain_fill(const struct om_hex *h)
{
	static const char *const zone_fill[] = { "#eedba3", "#e8cf8a", "#efdcae", "#f5e8c6" };
	static const char *const fills[] = { NULL, "#d8c9a0", "#c9b98f", "#c7d9a0", "#8fb36a",
		"#e0cfa6", "#a9a58a" };

	return h->terrain == OM_BEACH ? zone_fill[h->zone] : fills[h->terrain];
}

static const char *terrain_label(const struct om_hex *h)
{
	static const char *const zones[] = { "beach", "beach, low-tide zone (§5.2)",
		"beach, mid-tide zone (§5.2)", "beach, high-tide zone (§5.2)" };
	static const char *const names[] = { NULL, "shingle shelf", "draw", "high ground",
		"bocage", "village", "rough" };

	return h->terrain == OM_BEACH ? zones[h->zone] : names[h->terrain];
}

/* A position's colour as the state names it (§2.1: orange, red, violet, blue
 * and two unnamed); grey when the state leaves it empty. */
static const char *colour_of(const char *name)
{
	static const struct { const char *name, *rgb; } colours[] = {
		{ "red", "#c0392b" }, { "orange", "#e67e22" }, { "violet", "#8e44ad" },
		{ "blue", "#2e6fb7" }, { "yellow", "#d4ac0d" }, { "green", "#27864a" },
		{ "brown", "#8a5a2b" }, { "black", "#222" },
	};
	for (size_t i = 0; i < sizeof colours / sizeof colours[0]; i++)
		if (name && !strcmp(colours[i].name, name))
			return colours[i].rgb;
	return "#6b6b6b";
}

static int in(const struct svg_opts *o, struct grid_hex h)
{
	return svg_in_region(o, h.col, h.row);
}

/* A small tag at a hex's left (k = 0), right (1) or foot (2), inside the hex
 * (a flat-topped hex is widest across its middle) and beside a counter. */
static void tag(struct svg *s, struct grid_hex h, int k, const char *fill, const char *ink,
		const char *text, const char *label)
{
	double x, y;

	svg_grid_centre(&hexes, h.col, h.row, &x, &y);
	x += k == 0 ? -26.5 : k == 1 ? 26.5 : 0;
	y += k == 2 ? 25 : 0;
	svg_rect(s, x - 5.5, y - 6, 11, 12, fill, "#333", 0.6, "rx=\"2\"");
	svg_text(s, x, y + 2.5, k == 2 ? 6 : 6.5, SVG_MIDDLE | SVG_BOLD, ink, text);
	svg_legend_add(s, SVG_SW_TEXT, fill, ink, text, label);
}

static void cells(const struct om_model *m, struct svg *s, const struct svg_opts *o)
{
	for (int i = 0; i < m->nhex; i++) {
		const struct om_hex *h = &m->hex[i];
		const char *fill = terrain_fill(h);
		if (!in(o, h->h))
			continue;
		svg_grid_cell(s, &hexes, h->h.col, h->h.row, h->id, fill, "#7d7458", 0.8, NULL);
		svg_legend_add(s, SVG_SW_CELL, fill, NULL, NULL, terrain_label(h));
		if (h->obstacles == 1 && h->cleared != 1)
			tag(s, h->h, 0, "#5c5346", "#fff", "Ob", "beach obstacles (§10)");
		else if (h->cleared == 1)
			tag(s, h->h, 0, "#e9e4d8", "#5c5346", "Cl", "obstacles cleared (§10.1)");
		if (*h->road)
			tag(s, h->h, 1, "#7a6a50", "#fff", "Rd", "road (§17.1)");
		if (*h->exit) {
			char t[8];
			snprintf(t, sizeof t, "E%.4s", h->exit);
			tag(s, h->h, 2, "#b8860b", "#fff", t, "exit hex and its letter (§2.1, §20.3)");
		}
	}
}

static void sides(const struct om_model *m, struct svg *s, const struct svg_opts *o)
{
	static const char *const ink[] = { "#9c8a5a", "#555", "#a0522d", "#7b3f00", "#4a2c12",
		"#000", "#8b0000", "#8b0000", "#8b0000" };
	static const char *const label[] = { "shingle hexside (§7.1)", "seawall hexside (§7.1)",
		"slope hexside (§7.1)", "bluff hexside (§7.4)", "cliff hexside (§7.5)",
		"sheer cliff hexside (§7.5)", "anti-tank ditch hexside (§17.2)",
		"anti-tank wall hexside (§17.2)", "anti-tank barrier, draw mouth (§13.21)" };

	for (int i = 0; i < m->nside; i++) {
		const struct om_side *d = &m->side[i];
		double xy[4];
		if ((!in(o, d->a) && !in(o, d->b)) ||
		    svg_grid_side(&hexes, d->a.col, d->a.row, d->b.col, d->b.row, xy))
			continue;
		svg_line(s, xy[0], xy[1], xy[2], xy[3], ink[d->feature], 4, d->feature >= OM_ATDITCH ?
				"stroke-dasharray=\"4 3\"" : "stroke-linecap=\"round\"");
		svg_legend_add(s, SVG_SW_LINE, ink[d->feature], NULL, NULL, label[d->feature]);
	}
}

/* Positions: a ring inside each of their hexes and the id at the foot; the
 * dots of their fields of fire, three for intense, two sustained, one
 * sporadic, each position's at its own height in a hex. */
static void positions(const struct om_model *m, struct svg *s, const struct svg_opts *o)
{
	for (int i = 0; i < m->npos; i++) {
		const struct om_position *p = &m->pos[i];
		const char *c = colour_of(p->colour);
		char label[80];
		for (int k = 0; k < p->nhex; k++) {
			double x, y;
			if (!in(o, p->hex[k]))
				continue;
			svg_grid_ring(s, &hexes, p->hex[k].col, p->hex[k].row, 4, c, 3);
			svg_grid_centre(&hexes, p->hex[k].col, p->hex[k].row, &x, &y);
			svg_text(s, x, y + 30, 8, SVG_MIDDLE | SVG_BOLD, c, p->id);
		}
		snprintf(label, sizeof label, "%s position, %s (§2.1)", p->kind == OM_PK_WN ?
				"WN" : "reinforcement", *p->colour ? p->colour : "colour not given");
		svg_legend_add(s, SVG_SW_LINE, c, NULL, NULL, label);
	}
	for (int i = 0; i < m->nfld; i++) {
		const struct om_field *f = &m->fld[i];
		int slot = 0, dots = 3 - (int)f->level;
		double x, y;
		if (!in(o, f->hex))
			continue;
		for (int j = 0; j < i; j++)
			slot += grid_equal(m->fld[j].hex, f->hex);
		svg_grid_centre(&hexes, f->hex.col, f->hex.row, &x, &y);
		for (int d = 0; d < dots; d++)
			svg_circle(s, x - 7 + 7 * d, slot % 2 ? y + 18 : y - 25, 2.8, f->pi >= 0 ?
					colour_of(m->pos[f->pi].colour) : "#6b6b6b", "#fff", 0.8, NULL);
	}
	if (m->nfld)
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#333", "•••", "field of fire of the "
				"position of that colour: ••• intense, •• sustained, • sporadic (§6.2)");
}

/* The column of landing boxes, two hexes to sea of the lowest column any box
 * points at; the box at the row of the hex it points at first. */
static int box_column(const struct om_model *m)
{
	int col = 99;

	for (int i = 0; i < m->nbox; i++)
		for (int t = 0; t < 3; t++)
			if (m->box[i].has[t] && m->box[i].hex[t].col < col)
				col = m->box[i].hex[t].col;
	return col - 2;
}

/* A name written in an attribute as it is: letters, digits and ":-_/". */
static int plain(const char *name)
{
	return strspn(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789:-_/") ==
		strlen(name);
}

static int box_at(const struct om_model *m, int b, double *x, double *y)
{
	const struct om_box *x0 = &m->box[b];

	for (int t = 0; t < 3; t++)
		if (x0->has[t]) {
			double hx;
			svg_grid_centre(&hexes, box_column(m), x0->hex[t].row, x, &hx);
			svg_grid_centre(&hexes, x0->hex[t].col, x0->hex[t].row, &hx, y);
			return 0;
		}
	return -1;
}

static void boxes(const struct om_model *m, enum om_tide tide, struct svg *s,
		const struct svg_opts *o)
{
	for (int i = 0; i < m->nbox; i++) {
		const struct om_box *b = &m->box[i];
		char name[40], attr[80];
		double x, y, hx, hy;
		if (box_at(m, i, &x, &y) || (o->region && !(b->has[tide] && in(o, b->hex[tide]))))
			continue;
		if (b->has[tide]) {
			svg_grid_centre(&hexes, b->hex[tide].col, b->hex[tide].row, &hx, &hy);
			svg_arrow(s, x + BOX_W / 2, y, hx - SVG_HEX * 0.6, hy, "#1f3b5a", 1.2,
					"stroke-dasharray=\"4 3\"");
		}
		snprintf(name, sizeof name, "box:%.35s", b->id);
		snprintf(attr, sizeof attr, "rx=\"4\" data-place=\"%s\"", plain(name) ? name : "");
		svg_rect(s, x - BOX_W / 2, y - BOX_H / 2, BOX_W, BOX_H, "#bcd7ee", "#1f3b5a", 1.2,
				attr);
		svg_text(s, x - BOX_W / 2 + 3, y - BOX_H / 2 - 3, 8, SVG_START | SVG_BOLD, "#1f3b5a",
				*b->code ? b->code : b->id);
		svg_place(s, name, x, y);
	}
	if (m->nbox) {
		char label[96];
		snprintf(label, sizeof label, "landing box and the hex it points at, %s tide "
				"(§5.11, §5.2)", om_tide_name(tide));
		svg_legend_add(s, SVG_SW_CELL, "#bcd7ee", NULL, NULL, label);
	}
}

static const char *type_tag(enum om_type t)
{
	static const char *const tags[OM_NTYPES] = { "INF", "RGR", "TK", "ART", "SP.ART",
		"DUKW", "AA", "SP.AA", "AT", "ENG", "HQ", "GEN" };
	return tags[t];
}

static void mark(struct svg_counter *c, struct svg *s, const char *t, const char *label)
{
	if (c->nmarks == SVG_MAX_MARKS)
		return;
	c->marks[c->nmarks++] = t;
	svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", t, label);
}

static void us_counter(const struct om_model *m, const struct om_unit *u, double x, double y,
		struct svg *s)
{
	char at[32], bottom[24];
	struct svg_counter c = { .id = u->id, .at = om_place_text(m, u->at, at),
		.main = type_tag(u->type), .bottom = bottom, .steps = u->steps,
		.max_steps = u->max };

	c.fill = u->div == 1 ? "#55733a" : "#a9c47f";
	c.ink = u->div == 1 ? "#fff" : "#111";
	if (u->symbol > 0)
		snprintf(bottom, sizeof bottom, "%d/%d sym %d", u->steps, u->max, u->symbol);
	else
		snprintf(bottom, sizeof bottom, "leader");
	if (u->disrupted == 1)
		mark(&c, s, "D", "disrupted (§7.7)");
	if (u->marker == OM_MARK_CLIMB)
		mark(&c, s, "Cl", "climb marker (§7.4)");
	else if (u->marker == OM_MARK_CLIMB_CLIFF)
		mark(&c, s, "CC", "climb-cliff marker (§7.5)");
	else if (u->marker == OM_MARK_WOUNDED)
		mark(&c, s, "W", "General wounded (§11.4)");
	if (u->hero && !strcmp(u->hero, "hero"))
		mark(&c, s, "H", "hero (§11.11)");
	else if (u->hero && !strcmp(u->hero, "inspired"))
		mark(&c, s, "I", "inspired (§11.15)");
	if (u->delayed == 1)
		mark(&c, s, "Dl", "delayed (§5.11)");
	if (u->div != u->command)
		mark(&c, s, "CT", "commanded by the other division (§5.22, §7.22)");
	svg_counter(s, x, y, SVG_COUNTER, &c);
	svg_legend_add(s, SVG_SW_COUNTER, c.fill, NULL, NULL, u->div == 1 ?
			"US unit, 1st Division (§2.21)" : "US unit, 29th Division (§2.21)");
}

static void german_counter(const struct om_german *g, double x, double y, struct svg *s)
{
	char at[8];
	struct svg_counter c = { .id = g->id, .at = (grid_format(g->hex, at), at),
		.fill = "#8e9196", .ink = "#fff" };

	c.main = g->revealed == 1 && g->strength && *g->strength ? g->strength : "?";
	c.bottom = g->revealed == 1 ? g->weapons : "face down";
	if (g->disrupted == 1)
		mark(&c, s, "D", "disrupted (§6.4)");
	if (g->reserve == OM_RES_HIDDEN)
		mark(&c, s, "dm", "a depth marker under it, face down (§9)");
	else if (g->reserve == OM_RES_REVEALED)
		mark(&c, s, "DM", "a depth marker under it, revealed (§9)");
	svg_counter(s, x, y, SVG_COUNTER, &c);
	svg_legend_add(s, SVG_SW_COUNTER, c.fill, NULL, NULL, "German unit ('?': face down, "
			"§9.1)");
}

/* Units by hex: German first (the position's garrison), the US over them;
 * the last of a hex drawn on its centre, the others a little behind. */
static void units(const struct om_model *m, struct svg *s, const struct svg_opts *o)
{
	for (int i = 0; i < m->ngm; i++) {
		const struct om_german *g = &m->gm[i];
		int behind = 0;
		double x, y;
		if (!g->has_hex || !in(o, g->hex))
			continue;
		for (int j = i + 1; j < m->ngm; j++)
			behind += m->gm[j].has_hex && grid_equal(m->gm[j].hex, g->hex);
		for (int j = 0; j < m->nu; j++)
			behind += m->u[j].at.kind == OM_AT_HEX && grid_equal(m->u[j].at.hex, g->hex);
		svg_grid_centre(&hexes, g->hex.col, g->hex.row, &x, &y);
		german_counter(g, x + 5 * behind, y - 5 * behind, s);
	}
	for (int i = 0; i < m->nu; i++) {
		const struct om_unit *u = &m->u[i];
		int behind = 0, before = 0;
		double x, y;
		if (u->at.kind == OM_AT_HEX && in(o, u->at.hex)) {
			for (int j = i + 1; j < m->nu; j++)
				behind += om_place_equal(m->u[j].at, u->at);
			svg_grid_centre(&hexes, u->at.hex.col, u->at.hex.row, &x, &y);
			us_counter(m, u, x + 5 * behind, y - 5 * behind, s);
		} else if (u->at.kind == OM_AT_BOX) {
			char name[40];
			snprintf(name, sizeof name, "box:%.35s", m->box[u->at.box].id);
			if (svg_place_find(s, name, &x, &y))   /* its box is out of the region */
				continue;
			for (int j = 0; j < i; j++)
				before += om_place_equal(m->u[j].at, u->at);
			us_counter(m, u, x - BOX_W / 4 + (before % 2) * BOX_W / 2 + 3 * (before / 2),
					y - 3 * (before / 2), s);
		}
	}
}

static void list_units(const struct om_model *m, struct svg *s, int turn_track)
{
	char list[480] = "";

	for (int i = 0; i < m->nu; i++) {
		const struct om_unit *u = &m->u[i];
		size_t n = strlen(list);
		if (turn_track ? u->at.kind != OM_AT_TURN : u->at.kind != OM_AT_ELIMINATED)
			continue;
		if (n + strlen(u->id) + 16 >= sizeof list) {
			snprintf(list + n, sizeof list - n, ", ...");
			break;
		}
		if (turn_track)
			snprintf(list + n, sizeof list - n, "%s%s (turn %d)", n ? ", " : "", u->id,
					u->at.turn);
		else
			snprintf(list + n, sizeof list - n, "%s%s", n ? ", " : "", u->id);
	}
	if (*list)
		svg_note(s, "%s: %s", turn_track ? "On the turn track" : "Eliminated", list);
}

static void band(const struct om_model *m, enum om_tide tide, struct svg *s)
{
	int n[4] = { 0, 0, 0, 0 };
	const char *c1 = om_get(m, OM_K_CAS1), *c29 = om_get(m, OM_K_CAS29);
	const char *naval = om_get(m, OM_K_NAVAL);

	for (int i = 0; i < m->ncard; i++)
		n[m->card[i].at]++;
	svg_title(s, "D-Day at Omaha Beach — turn %d, %s tide", m->turn, om_tide_name(tide));
	svg_note(s, "cards: %d in the pile, %d discarded, %d on the track · casualty boxes: "
			"1st %s, 29th %s · naval fire markers %s", n[OM_PILE], n[OM_DISCARD],
			n[OM_TRACK], c1 ? c1 : "0", c29 ? c29 : "0", naval ? naval : "0");
	list_units(m, s, 1);
	list_units(m, s, 0);
}

int om_draw(struct game_ctx *g, struct state *st, struct svg *s, const struct svg_opts *o,
		struct err *e)
{
	struct om_model *m;
	enum om_tide tide;

	if (om_model_load(g, st, &m, e))
		return e->code;
	if (om_tide(g, m->turn, &tide, e) == 0) {
		band(m, tide, s);
		svg_legend_add(s, SVG_SW_COUNTER, "#fff", NULL, NULL, "a counter: its id, type, "
				"steps/max and target symbol (§2.21); pips: steps left; tags: its markers");
		cells(m, s, o);
		if (o->labels)
			svg_grid_labels(s, &hexes);
		sides(m, s, o);
		positions(m, s, o);
		boxes(m, tide, s, o);
		units(m, s, o);
	}
	om_model_free(m);
	return e->code;
}
