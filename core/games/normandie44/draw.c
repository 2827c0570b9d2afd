/*
 * draw.c: the picture of a Normandie 1944 state (svg.h), for `show --format
 * svg` and `verify --svg`. The map is what the state's `hex` rows give (the
 * rulebook prints no map): each hex by its terrain (§2.2; '?' until typed),
 * towns, beaches (§10), the fortified line, named places, control (§0.2.2),
 * Confusion (§6.11) and craters (§9.4); roads and railways across hexsides,
 * rivers and impassable hexsides on them (the rows' `sides`); then the boxes of
 * the strategic movement map (§4.1.2) under the map, and the counters: units
 * (attack-movement-defence of the face up, steps as pips, D/A levels and
 * markers as tags; §0.1.2, §6.5), HQs with their face (Disponible or Finie)
 * and the Offensive markers with them (§5), Offensive and Siege markers,
 * depots and ports (§7) and the air counters on a hex (§9). Hexes are
 * named "AABB" (row AA, column BB, n44.h) and drawn on core/grid's geometry
 * at (column BB, row AA), shifted one column under the ruling hex-offset=odd.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

#define OUTLINE "#8c826a"
#define BOX_W 150.0
#define BOX_H 78.0
#define BOXES_PER_ROW 5

static const struct svg_grid hexes = { SVG_HEX_COLS, SVG_HEX };

/* The region's ends are typed as the hexes are named, "AABB". */
static int in(const struct svg_opts *o, struct grid_hex h)
{
	return svg_in_region(o, h.row, h.col);
}

static void centre(const struct n44_model *m, struct grid_hex h, double *x, double *y)
{
	svg_grid_centre(&hexes, h.col + m->offset, h.row, x, y);
}

/* ---- the map --------------------------------------------------------------- */

static const char *const terrain_fill[] = { "#e8ecc8", "#c5d69a", "#8fb07a", "#b7d3c8",
	"#a9cde9" };
static const char *const terrain_label[] = { "clear (§2.2)", "bocage (§2.2)",
	"forest (§2.2)", "marsh (§2.2)", "sea (§2.2)" };

static void cell(const struct n44_model *m, struct svg *s, const struct svg_opts *o,
		struct grid_hex h, int terrain)
{
	char hx[5];
	const char *fill = terrain >= 0 && terrain < N44_NTERRAINS ? terrain_fill[terrain] :
		"#eeeeee";

	n44_hex_format(h, hx);
	svg_grid_cell(s, &hexes, h.col + m->offset, h.row, hx, fill, OUTLINE, 0.8, NULL);
	svg_legend_add(s, SVG_SW_CELL, fill, NULL, NULL, terrain >= 0 && terrain < N44_NTERRAINS ?
			terrain_label[terrain] : "terrain not typed yet ('?')");
	if (o->labels)
		svg_grid_label(s, &hexes, h.col + m->offset, h.row, hx);
}

static void town(struct svg *s, double x, double y, int settlement)
{
	int n = settlement == N44_CITY ? 4 : 2;

	for (int i = 0; i < n; i++)
		svg_rect(s, x - 17 + 9 * (i % 2) + (i / 2) * 4, y - 20 + 7 * (i / 2), 7, 6,
				"#7d766c", NULL, 0, NULL);
	svg_legend_add(s, SVG_SW_CELL, "#7d766c", NULL, NULL, settlement == N44_CITY ?
			"city (§2.2)" : "village (§2.2)");
}

static void features(const struct n44_model *m, const struct n44_hex *h, struct svg *s)
{
	double x, y;

	centre(m, h->h, &x, &y);
	if (h->settlement == N44_VILLAGE || h->settlement == N44_CITY)
		town(s, x, y, h->settlement);
	if (*h->beach) {
		svg_grid_ring(s, &hexes, h->h.col + m->offset, h->h.row, 3, "#e0b23a", 4);
		svg_text(s, x, y + 27, 7, SVG_MIDDLE | SVG_ITALIC, "#7a5a00", h->beach);
		svg_legend_add(s, SVG_SW_LINE, "#e0b23a", NULL, NULL, "landing beach (§10)");
	}
	if (h->fortified) {
		svg_grid_ring(s, &hexes, h->h.col + m->offset, h->h.row, 7, "#8a0000", 1.5);
		svg_legend_add(s, SVG_SW_LINE, "#8a0000", NULL, NULL, "fortified line (TET)");
	}
	if (*h->name)
		svg_text(s, x, y + 20, 7, SVG_MIDDLE | SVG_BOLD, "#3a3020", h->name);
	if (h->control >= 0) {
		svg_circle(s, x + 20, y - 22, 4, h->control == N44_ALLIED ? "#3c6e2a" : "#444",
				"#fff", 0.8, NULL);
		svg_legend_add(s, SVG_SW_CELL, h->control == N44_ALLIED ? "#3c6e2a" : "#444", NULL,
				NULL, h->control == N44_ALLIED ? "controlled by the Allied player (§0.2.2)" :
				"controlled by the German player (§0.2.2)");
	}
}

/* What lies on or across the hexsides a hex row names. */
static void sides(const struct n44_model *m, const struct n44_hex *h, struct svg *s,
		const struct svg_opts *o)
{
	static const char *const ink[] = { "#c8341e", "#222", "#3b7dd8", "#4a2c12" };
	static const char *const label[] = { "road across the hexside (§2.2, §4.1.1)",
		"railway across the hexside (§4.1.2)", "river on the hexside (§2.2, §6.2)",
		"impassable hexside (§2.2)" };
	double x1, y1, x2, y2, xy[4];

	for (int i = 0; i < h->nsides; i++) {
		int k = h->side[i].kind;
		struct grid_hex to = h->side[i].to;
		if (k < 0 || k >= N44_NSIDE_KINDS || !in(o, to))
			continue;
		if (k == N44_S_ROAD || k == N44_S_RAIL) {
			centre(m, h->h, &x1, &y1);
			centre(m, to, &x2, &y2);
			svg_line(s, x1, y1, (x1 + x2) / 2, (y1 + y2) / 2, ink[k], k == N44_S_ROAD ? 3 : 2,
					k == N44_S_RAIL ? "stroke-dasharray=\"5 2\"" :
					"stroke-linecap=\"round\"");
		} else if (svg_grid_side(&hexes, h->h.col + m->offset, h->h.row, to.col + m->offset,
				to.row, xy) == 0) {
			svg_line(s, xy[0], xy[1], xy[2], xy[3], ink[k], k == N44_S_RIVER ? 5 : 6,
					"stroke-linecap=\"round\"");
		} else {
			continue;
		}
		svg_legend_add(s, SVG_SW_LINE, ink[k], NULL, NULL, label[k]);
	}
}

/* A hex a counter stands on that no `hex` row gives: drawn plain. */
static void bare(const struct n44_model *m, struct svg *s, const struct svg_opts *o,
		unsigned char *drawn, const struct n44_loc *l)
{
	if (l->kind != N44_L_HEX || !in(o, l->hex) || drawn[l->hex.col * 100 + l->hex.row])
		return;
	drawn[l->hex.col * 100 + l->hex.row] = 1;
	cell(m, s, o, l->hex, N44_UNKNOWN);
}

static int map(const struct n44_model *m, struct svg *s, const struct svg_opts *o,
		struct err *e)
{
	unsigned char *drawn = calloc(100 * 100, 1);

	if (drawn == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < m->nhexes; i++)
		if (in(o, m->hexes[i].h)) {
			drawn[m->hexes[i].h.col * 100 + m->hexes[i].h.row] = 1;
			cell(m, s, o, m->hexes[i].h, m->hexes[i].terrain);
		}
	for (int i = 0; i < m->nunits; i++)
		bare(m, s, o, drawn, &m->units[i].loc);
	for (int i = 0; i < m->nhqs; i++)
		bare(m, s, o, drawn, &m->hqs[i].loc);
	for (int i = 0; i < m->nmarkers; i++)
		bare(m, s, o, drawn, &m->markers[i].loc);
	for (int i = 0; i < m->ndepots; i++)
		bare(m, s, o, drawn, &m->depots[i].loc);
	free(drawn);
	for (int i = 0; i < m->nhexes; i++)
		if (in(o, m->hexes[i].h)) {
			features(m, &m->hexes[i], s);
			sides(m, &m->hexes[i], s, o);
		}
	return 0;
}

/* ---- markers on the map ------------------------------------------------------ */

/* A small tag on a hex, at its left tip (k = 0), its right tip (k = 1) or
 * under its centre (k = 2). */
static void tag(const struct n44_model *m, struct svg *s, struct grid_hex h, int k,
		const char *fill, const char *ink, const char *text, const char *label)
{
	double x, y;

	centre(m, h, &x, &y);
	if (k < 2)
		x += k ? SVG_HEX * 0.74 : -SVG_HEX * 0.74;
	else
		y += SVG_HEX * 0.7;
	svg_rect(s, x - 8.5, y - 6.5, 17, 13, fill, "#333", 0.8, "rx=\"2\"");
	svg_text(s, x, y + 3, 7.5, SVG_MIDDLE | SVG_BOLD, ink, text);
	svg_legend_add(s, SVG_SW_TEXT, fill, ink, text, label);
}

static void hex_marks(const struct n44_model *m, struct svg *s, const struct svg_opts *o)
{
	for (int i = 0; i < m->nhexes; i++) {
		const struct n44_hex *h = &m->hexes[i];
		char t[8];
		if (!in(o, h->h))
			continue;
		if (h->confusion)
			tag(m, s, h->h, 1, "#f08c00", "#000", "C", "Confusion marker (§6.11)");
		if (h->craters || h->half_craters) {
			snprintf(t, sizeof t, "HB%d", h->craters);
			tag(m, s, h->h, 2, "#5a4a3a", "#fff", t, "craters of a carpet bombing: HB "
					"counters (§9.4)");
		}
		if (h->exit) {
			snprintf(t, sizeof t, "%c", h->exit);
			tag(m, s, h->h, 0, "#fff", "#1f3b5a", t, "map-edge exit to a coloured box "
					"(§1.1.2.1)");
		}
	}
	for (int i = 0; i < m->nmarkers; i++) {
		const struct n44_marker *k = &m->markers[i];
		if (k->loc.kind != N44_L_HEX || !in(o, k->loc.hex))
			continue;
		if (k->kind == N44_M_SIEGE)
			tag(m, s, k->loc.hex, 0, "#6b2c8f", "#fff", "Si", "Siege marker");
		else
			tag(m, s, k->loc.hex, 0, k->side == N44_GERMAN ? "#444" : "#3c6e2a", "#fff",
					"Off", "Offensive marker on the map (§5.3)");
	}
	for (int i = 0; i < m->ndepots; i++) {
		const struct n44_depot *d = &m->depots[i];
		static const char *const t[] = { "Dp", "Po", "Mb", "Ch", "Dp" };
		static const char *const face[] = { "full", "reduced", "building", "none",
			"destroyed" };
		char label[96];
		if (d->loc.kind != N44_L_HEX || !in(o, d->loc.hex) || d->face == N44_F_NONE)
			continue;
		snprintf(label, sizeof label, "%s %s, %s face (§7.1, §7.2)",
				d->side == N44_ALLIED ? "Allied" : "German",
				d->kind == N44_D_BEACH ? "beach depot" : d->kind == N44_D_MULBERRY ?
				"Mulberry" : d->kind == N44_D_CHERBOURG ? "port of Cherbourg" :
				d->kind == N44_D_MINOR ? "minor port" : "depot", face[d->face]);
		tag(m, s, d->loc.hex, 2, d->face == N44_F_DESTROYED ? "#b00000" :
				d->side == N44_ALLIED ? "#e0b23a" : "#7c8ea3", "#000", t[d->kind], label);
	}
	for (int i = 0; i < m->nair; i++) {
		const struct n44_air *a = &m->air[i];
		struct grid_hex h;
		if (n44_hex_parse(a->at, &h) || !in(o, h))
			continue;
		tag(m, s, h, 1, "#cfe3f5", "#1f3b5a", n44_air_type_names[a->type],
				"air counter on the hex (§9): HB, MB, LB, FB");
	}
}

/* ---- the strategic boxes -------------------------------------------------------- */

static double boxes_top(const struct svg *s)
{
	return (s->any ? s->y1 : 0) + 40;
}

static void box_at(const struct svg *s, double top, int i, double *x, double *y)
{
	*x = (s->any ? s->x0 : 0) + BOX_W / 2 + (BOX_W + 12) * (i % BOXES_PER_ROW);
	*y = top + BOX_H / 2 + (BOX_H + 16) * (i / BOXES_PER_ROW);
}

static int plain(const char *t)
{
	return strspn(t, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_:.") ==
		strlen(t);
}

static void boxes(const struct n44_model *m, struct svg *s, const struct svg_opts *o,
		double top)
{
	if (o->region)
		return;
	for (int i = 0; i < m->nboxes; i++) {
		const struct n44_box *b = &m->boxes[i];
		char name[48], attr[96], t[64];
		double x, y;
		box_at(s, top, i, &x, &y);
		snprintf(name, sizeof name, "box:%.40s", b->id);
		snprintf(attr, sizeof attr, "rx=\"4\" data-place=\"%s\"", plain(name) ? name : "");
		svg_rect(s, x - BOX_W / 2, y - BOX_H / 2, BOX_W, BOX_H, *b->entry && strcmp(b->entry,
				"-") ? "#f3e1c2" : "#dde3ea", "#1f3b5a", 1.2, attr);
		if (b->interdiction == N44_UNKNOWN)
			snprintf(t, sizeof t, "%.40s (?)", b->id);
		else
			snprintf(t, sizeof t, "%.40s (%d)", b->id, b->interdiction);
		svg_text(s, x - BOX_W / 2 + 3, y - BOX_H / 2 - 3, 8, SVG_START | SVG_BOLD, "#1f3b5a",
				t);
		if (b->confusion || b->maquis || b->ffi || b->control >= 0) {
			snprintf(t, sizeof t, "%s%s%s%s", b->control >= 0 ?
					(b->control == N44_ALLIED ? "Allied " : "German ") : "",
					b->confusion ? "Confusion " : "", b->maquis ? "Maquis " : "",
					b->ffi ? "FFI" : "");
			svg_text(s, x + BOX_W / 2 - 3, y + BOX_H / 2 - 4, 7, SVG_END | SVG_ITALIC,
					"#8a0000", t);
		}
		svg_place(s, name, x, y);
	}
	if (m->nboxes) {
		svg_legend_add(s, SVG_SW_CELL, "#dde3ea", NULL, NULL, "box of the strategic movement "
				"map, its interdiction number (§4.1.2)");
		svg_legend_add(s, SVG_SW_CELL, "#f3e1c2", NULL, NULL, "coloured entry box (§1.1.2.1)");
	}
}

/* ---- counters ------------------------------------------------------------------ */

static const struct {
	unsigned bit;
	const char *tag, *label;
} unit_marks[] = {
	{ N44_U_UNSUPPLIED, "NR", "non ravitaillé: out of supply (§7.5)" },
	{ N44_U_ELITE, "E", "elite ribbon (§0.1.2)" },
	{ N44_U_REST, "Rp", "Repos marker (§1.1.1.3)" },
	{ N44_U_RESERVE, "Rs", "Réserve for exploitation (§4.1.1, §6.8)" },
	{ N44_U_ATTACKED, "At", "attacked this phase (§6.1)" },
	{ N44_U_DEFENDED, "Df", "attacked by the enemy this phase (§6.1)" },
	{ N44_U_EXPLOIT, "Ex", "activated by an exploitation (§6.8)" },
	{ N44_U_DD, "DD", "Duplex Drive tank (§10 A.1)" },
	{ N44_U_PARA_FOOT, "Ft", "on foot until supplied (§2.2)" },
	{ N44_U_FOOT, "Ft", "on foot until supplied (§2.2)" },
	{ N44_U_STOPPED, "St", "landed this phase: its move ends (§4.4)" },
	{ N44_U_LANDED, "Ld", "landed this phase (§4.2, §4.4)" },
	{ N44_U_REPLACED, "+1", "regained a step this turn (§1.1.1.3)" },
};

static const char *fill_of(int nation)
{
	static const char *const f[] = { "#c3cb8c", "#e3d2a4", "#a9bccf" };
	return nation >= 0 && nation <= N44_DE ? f[nation] : "#ddd";
}

static void side_legend(struct svg *s, int nation)
{
	static const char *const l[] = { "Allied unit, American", "Allied unit, British or "
		"Canadian", "German unit" };
	svg_legend_add(s, SVG_SW_COUNTER, fill_of(nation), NULL, NULL, l[nation]);
}

static void num(char *buf, size_t size, int n)
{
	if (n == N44_UNKNOWN)
		snprintf(buf, size, "?");
	else
		snprintf(buf, size, "%d", n);
}

static void unit_counter(struct svg *s, const struct n44_unit *u, const char *at, double x,
		double y)
{
	char main[32], bottom[32], a[8], mv[8], d[8], lv[2][4];
	struct svg_counter c = { .id = u->id, .at = at, .fill = fill_of(u->nation), .ink = "#111",
		.main = main, .bottom = bottom };

	num(a, sizeof a, u->steps_unknown ? N44_UNKNOWN : n44_attack(u));
	num(mv, sizeof mv, u->steps_unknown ? N44_UNKNOWN : n44_ma(u));
	num(d, sizeof d, u->steps_unknown ? N44_UNKNOWN : n44_defence(u));
	snprintf(main, sizeof main, "%s-%s-%s", a, mv, d);
	snprintf(bottom, sizeof bottom, "%.6s %.8s", n44_arm_names[u->arm], u->division);
	if (!u->steps_unknown) {
		c.steps = u->steps;
		c.max_steps = u->max;
	}
	if (u->d) {
		snprintf(lv[0], sizeof lv[0], "D%d", u->d);
		c.marks[c.nmarks++] = lv[0];
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", "D1", "disorganized, D1 or D2 "
				"(§6.5)");
	}
	if (u->a) {
		snprintf(lv[1], sizeof lv[1], "A%d", u->a);
		c.marks[c.nmarks++] = lv[1];
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", "A1", "affected, A1 or A2 (§6.5)");
	}
	for (size_t i = 0; i < sizeof unit_marks / sizeof unit_marks[0]; i++)
		if ((u->flags & unit_marks[i].bit) && c.nmarks < SVG_MAX_MARKS) {
			c.marks[c.nmarks++] = unit_marks[i].tag;
			svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", unit_marks[i].tag,
					unit_marks[i].label);
		}
	svg_counter(s, x, y, SVG_COUNTER, &c);
	side_legend(s, u->nation);
}

static void hq_counter(const struct n44_model *m, struct svg *s, const struct n44_hq *q,
		const char *at, double x, double y)
{
	char off[8];
	struct svg_counter c = { .id = q->id, .at = at, .fill = fill_of(q->nation), .ink = "#111",
		.main = "HQ", .bottom = q->finished ? "Finie" : "Disponible" };
	int n = n44_offensive_with(m, q);

	if (n) {
		snprintf(off, sizeof off, "Of%d", n);
		c.marks[c.nmarks++] = off;
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", "Of1", "Offensive markers with the "
				"HQ (§5.3)");
	}
	if (q->flags & N44_H_UNSUPPLIED) {
		c.marks[c.nmarks++] = "NR";
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", "NR", "non ravitaillé: out of "
				"supply (§7.5)");
	}
	if (q->flags & (N44_H_SUPPORTED_ATT | N44_H_SUPPORTED_DEF)) {
		c.marks[c.nmarks++] = "Sp";
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", "Sp", "HQ supported a combat this "
				"phase (§5.3)");
	}
	svg_counter(s, x, y, SVG_COUNTER, &c);
	svg_legend_add(s, SVG_SW_COUNTER, "#fff", NULL, NULL, "HQ counter: Disponible or Finie "
			"(§5)");
	side_legend(s, q->nation);
}

/* The pieces on one place: units, then HQs, the top of the stack last. */
struct piece {
	const struct n44_unit *u;
	const struct n44_hq *q;
};

static void stack(const struct n44_model *m, struct svg *s, const struct n44_loc *l,
		const char *at, double x, double y, double dx, double dy)
{
	struct piece p[64];
	int n = 0;

	for (int i = 0; i < m->nunits && n < 64; i++)
		if (n44_loc_same(&m->units[i].loc, l))
			p[n++] = (struct piece){ &m->units[i], NULL };
	for (int i = 0; i < m->nhqs && n < 64; i++)
		if (n44_loc_same(&m->hqs[i].loc, l))
			p[n++] = (struct piece){ NULL, &m->hqs[i] };
	for (int i = 0; i < n; i++) {
		int depth = n - 1 - i;   /* pieces above this one */
		if (dy != 0 && depth > 4)
			depth = 4;
		double px = x + dx * depth, py = y + dy * depth;
		if (p[i].u)
			unit_counter(s, p[i].u, at, px, py);
		else
			hq_counter(m, s, p[i].q, at, px, py);
	}
}

/* 1 if an earlier unit or HQ stands on the same place. */
static int seen(const struct n44_model *m, int i)
{
	const struct n44_loc *l = i < m->nunits ? &m->units[i].loc : &m->hqs[i - m->nunits].loc;

	for (int j = 0; j < i; j++)
		if (n44_loc_same(j < m->nunits ? &m->units[j].loc : &m->hqs[j - m->nunits].loc, l))
			return 1;
	return 0;
}

static void counters(const struct n44_model *m, struct svg *s, const struct svg_opts *o)
{
	for (int i = 0; i < m->nunits + m->nhqs; i++) {
		const struct n44_loc *l = i < m->nunits ? &m->units[i].loc :
			&m->hqs[i - m->nunits].loc;
		char at[48], name[48];
		double x, y;
		if (seen(m, i))
			continue;
		n44_loc_format(l, at, sizeof at);
		if (l->kind == N44_L_HEX && in(o, l->hex)) {
			centre(m, l->hex, &x, &y);
			stack(m, s, l, at, x, y, 5, -5);
		} else if (l->kind == N44_L_BOX) {
			snprintf(name, sizeof name, "box:%.40s", l->name);
			if (svg_place_find(s, name, &x, &y) == 0)
				stack(m, s, l, at, x + BOX_W / 2 - SVG_COUNTER / 2 - 6, y + 4, -17, 0);
		}
	}
}

/* ---- the band ------------------------------------------------------------------ */

static void add(char *buf, size_t size, const char *id)
{
	size_t n = strlen(buf);

	if (n + strlen(id) + 3 < size)
		snprintf(buf + n, size - n, "%s%s", n ? ", " : "", id);
	else if (n + 4 < size && strcmp(buf + n - 3, "..."))
		snprintf(buf + n, size - n, "...");
}

static void band(const struct n44_model *m, const struct state *st, struct svg *s)
{
	static const char *const sc[] = { "La course à Cherbourg (§11.1)", "Cobra (§11.2)",
		"the campaign (§11.3)" };
	const char *turn = state_get(st, "turn"), *weather = state_get(st, "weather");
	const char *winner = state_get(st, "winner");
	char off[200] = "", gone[200] = "", air[240] = "";

	svg_title(s, "Normandie 1944 — %s, turn %s", m->scenario >= 0 && m->scenario <= 2 ?
			sc[m->scenario] : "no scenario", turn && *turn ? turn : "?");
	svg_note(s, "phase %s · %s · weather %s · VP Allied %d, German %d",
			m->phase ? m->phase : "not set", m->active >= 0 ? (m->active == N44_ALLIED ?
			"Allied player's turn" : "German player's turn") : "no side active",
			weather && *weather ? weather : "not set", m->vp[0], m->vp[1]);
	if (m->initiative >= 0 || (winner && *winner))
		svg_note(s, "%s%s%s%s", m->initiative >= 0 ? "initiative: " : "",
				m->initiative >= 0 ? n44_side_names[m->initiative] : "",
				winner && *winner ? " · winner: " : "", winner && *winner ? winner : "");
	for (int i = 0; i < m->nunits; i++) {
		const struct n44_unit *u = &m->units[i];
		int k = u->loc.kind;
		if (k == N44_L_TRACK || k == N44_L_RESERVE || k == N44_L_REPOS || k == N44_L_IN)
			add(off, sizeof off, u->id);
		else if (k == N44_L_CADRE || k == N44_L_CAPTURED)
			add(gone, sizeof gone, u->id);
	}
	for (int i = 0; i < m->nhqs; i++)
		if (m->hqs[i].loc.kind != N44_L_HEX && m->hqs[i].loc.kind != N44_L_BOX)
			add(off, sizeof off, m->hqs[i].id);
	for (int i = 0; i < m->nair; i++) {
		char t[96];
		snprintf(t, sizeof t, "%s %s %s%s%s", m->air[i].id, n44_air_type_names[m->air[i].type],
				n44_air_where_names[m->air[i].where], *m->air[i].at ? ":" : "", m->air[i].at);
		add(air, sizeof air, t);
	}
	if (*off)
		svg_note(s, "Off the map (track, reserve, Repos, in a Festung): %s", off);
	if (*gone)
		svg_note(s, "Eliminated (Cadre box, captured): %s", gone);
	if (*air)
		svg_note(s, "Air counters: %s", air);
}

int n44_draw(struct game_ctx *g, struct state *st, struct svg *s, const struct svg_opts *o,
		struct err *e)
{
	struct n44_model m;

	if (n44_model_load(&m, g, st, e))
		return e->code;
	band(&m, st, s);
	svg_legend_add(s, SVG_SW_COUNTER, "#fff", NULL, NULL, "a counter: its id; attack-"
			"movement-defence of the face up (§0.1.2); arm and division; pips: steps "
			"left; tags: D/A levels and markers");
	if (map(&m, s, o, e) == 0) {
		hex_marks(&m, s, o);
		boxes(&m, s, o, boxes_top(s));
		counters(&m, s, o);
	}
	n44_model_free(&m);
	return e->code;
}
