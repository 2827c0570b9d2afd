/*
 * draw.c: the picture of a Salerno state (svg.h), for `show --format svg` and
 * `verify --svg`. The map is what the state's rows give (no map is built in,
 * digest O17): each `hex` row coloured by its altitude level (§5.2), cities
 * and the tobacco factory (§9.44), rivers between their banks (§5.4), beaches
 * (§18.3), the sea (`sea` rows), roads by class on their hexsides
 * (§5.31-§5.33), precipices (§5.5); then the IP and Fortified markers (§19),
 * bridges (§20, their demolition values unseen, §20.22), RMF markers (§11),
 * the units as stacks of counters (top of the stack in front, §2.2: the
 * values of the face that is up, steps as pips, markers as tags) and the
 * ships (§25). Column-offset hexes, from core/grid's geometry.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "move.h"

#define OUTLINE "#8c826a"

static const struct svg_grid hexes = { SVG_HEX_COLS, SVG_HEX };

static const char *const level_fill[] = { "#e4ecc9", "#e4ecc9", "#efe4b4", "#e2c995",
	"#cfa874", "#b98a59", "#9d6d42" };

static int in(const struct svg_opts *o, struct grid_hex h)
{
	return svg_in_region(o, h.col, h.row);
}

/* ---- the map --------------------------------------------------------------- */

static void city(struct svg *s, struct grid_hex h, int tobacco)
{
	double x, y;

	svg_grid_centre(&hexes, h.col, h.row, &x, &y);
	for (int i = 0; i < 4; i++)
		svg_rect(s, x - 19 + 10.5 * (i % 2) + 19 * (i / 2) * 0.6, y - 17 + 22 * (i / 2) +
				4 * (i % 2), 8, 7, tobacco ? "#8a6a4a" : "#7d766c", NULL, 0, NULL);
	svg_legend_add(s, SVG_SW_CELL, "#c7c2b9", NULL, NULL, tobacco ?
			"tobacco factory (§9.44)" : "city (§9.44)");
}

static void hex_cells(const struct mv_map *mm, struct svg *s, const struct svg_opts *o)
{
	for (int i = 0; i < mm->m.nhexes; i++) {
		const struct s43_hex *x = &mm->m.hexes[i];
		int lv = x->level_max < 1 ? 1 : x->level_max > 6 ? 6 : x->level_max;
		const char *fill = x->city || x->tobacco ? "#c7c2b9" : level_fill[lv];
		char hx[5], label[48];
		if (!in(o, x->h))
			continue;
		svg_grid_cell(s, &hexes, x->h.col, x->h.row, s43_hex_name(x->h, hx), fill, OUTLINE,
				0.8, NULL);
		if (x->city || x->tobacco) {
			city(s, x->h, x->tobacco);
		} else {
			snprintf(label, sizeof label, "altitude level %d (§5.2)", lv);
			svg_legend_add(s, SVG_SW_CELL, fill, NULL, NULL, label);
		}
		if (mm->hx && *mm->hx[i].beach) {
			svg_grid_ring(s, &hexes, x->h.col, x->h.row, 3, "#e0b23a", 4);
			svg_legend_add(s, SVG_SW_LINE, "#e0b23a", NULL, NULL, "landing beach (§18.3)");
		}
	}
}

/* Sea hexes (`sea` rows, §18.37, §25.11): under the ships. */
static void sea_cells(const struct state *st, struct svg *s, const struct svg_opts *o)
{
	const struct state_kind *k = state_kind(st, "sea");
	struct grid_hex h;

	for (int i = 0; k && i < k->nrows; i++) {
		const char *name = state_field(&k->rows[i], state_col(k, "hex"));
		if (grid_parse(name, &h) || !in(o, h))
			continue;
		svg_grid_cell(s, &hexes, h.col, h.row, name, "#a9cde9", "#86aecb", 0.8, NULL);
		svg_legend_add(s, SVG_SW_CELL, "#a9cde9", NULL, NULL, "sea (§18.37, §25.11)");
	}
}

/* A river through a hex (§5.4): from the corner where its bank A neighbours
 * end to the corner where they begin again, through the centre. */
static void river(struct svg *s, const struct s43_hex *x)
{
	struct grid_hex nb[6];
	double cx, cy, side[6][4], pts[4];
	int a[6], n = 0;

	grid_neighbours(x->h, nb);
	svg_grid_centre(&hexes, x->h.col, x->h.row, &cx, &cy);
	for (int i = 0; i < 6; i++) {
		a[i] = 0;
		for (int k = 0; k < x->nbank_a; k++)
			a[i] |= grid_equal(x->bank_a[k], nb[i]);
		svg_grid_side(&hexes, x->h.col, x->h.row, nb[i].col, nb[i].row, side[i]);
	}
	for (int i = 0; i < 6 && n < 2; i++) {
		int j = (i + 1) % 6;
		if (a[i] == a[j])
			continue;
		/* the corner the sides toward nb[i] and nb[j] share */
		for (int p = 0; p < 2; p++)
			for (int q = 0; q < 2; q++)
				if (fabs(side[i][2 * p] - side[j][2 * q]) < 1e-6 &&
				    fabs(side[i][2 * p + 1] - side[j][2 * q + 1]) < 1e-6) {
					pts[2 * n] = side[i][2 * p];
					pts[2 * n + 1] = side[i][2 * p + 1];
				}
		n++;
	}
	if (n < 2) {
		svg_circle(s, cx, cy, 6, "#3b7dd8", NULL, 0, NULL);
		return;
	}
	svg_printf(s, "<polyline points=\"%.2f,%.2f %.2f,%.2f %.2f,%.2f\" fill=\"none\" "
			"stroke=\"#3b7dd8\" stroke-width=\"%d\" stroke-linejoin=\"round\"/>\n",
			pts[0], pts[1], cx, cy, pts[2], pts[3], x->river == 1 ? 6 : 4);
	svg_legend_add(s, SVG_SW_LINE, "#3b7dd8", NULL, NULL, "river between its banks A and B "
			"(§5.4)");
}

static void roads(const struct mv_map *mm, struct svg *s, const struct svg_opts *o)
{
	static const char *const ink[] = { "", "#c8341e", "#6d6d6d", "#8f8f8f" };
	static const double width[] = { 0, 3.2, 4, 1.8 };
	static const char *const label[] = { "", "road, class 1 (red, §5.31)",
		"road, class 2 (thick grey, §5.32)", "road, class 3 (thin grey, §5.33)" };
	double x1, y1, x2, y2;

	for (int i = 0; i < mm->nroads; i++) {
		const struct mv_road *r = &mm->roads[i];
		if (!in(o, r->a) || !in(o, r->b) || r->cls < 1 || r->cls > 3)
			continue;
		svg_grid_centre(&hexes, r->a.col, r->a.row, &x1, &y1);
		svg_grid_centre(&hexes, r->b.col, r->b.row, &x2, &y2);
		svg_line(s, x1, y1, x2, y2, ink[r->cls], width[r->cls], "stroke-linecap=\"round\"");
		svg_legend_add(s, SVG_SW_LINE, ink[r->cls], NULL, NULL, label[r->cls]);
	}
}

static void precipices(const struct s43_map *m, struct svg *s, const struct svg_opts *o)
{
	double xy[4];

	for (int i = 0; i < m->nprecipices; i++) {
		const struct s43_side_feature *p = &m->precipices[i];
		if (!in(o, p->a) || !in(o, p->b) ||
		    svg_grid_side(&hexes, p->a.col, p->a.row, p->b.col, p->b.row, xy))
			continue;
		svg_line(s, xy[0], xy[1], xy[2], xy[3], "#4a2c12", 5, "stroke-linecap=\"round\"");
		svg_legend_add(s, SVG_SW_LINE, "#4a2c12", NULL, NULL, "precipice hexside (§5.5)");
	}
}

static void map(const struct mv_map *mm, const struct state *st, struct svg *s,
		const struct svg_opts *o)
{
	hex_cells(mm, s, o);
	sea_cells(st, s, o);
	for (int i = 0; i < mm->m.nhexes; i++)
		if (mm->m.hexes[i].river && in(o, mm->m.hexes[i].h))
			river(s, &mm->m.hexes[i]);
	roads(mm, s, o);
	precipices(&mm->m, s, o);
}

/* ---- markers on the map ------------------------------------------------------ */

/* A square marker with a tag, at the hex's left (k = 0) or right (k = 1). */
static void tag(struct svg *s, struct grid_hex h, int k, const char *fill, const char *ink,
		const char *text, const char *label)
{
	double x, y;

	svg_grid_centre(&hexes, h.col, h.row, &x, &y);
	x += k ? SVG_HEX * 0.76 : -SVG_HEX * 0.76;   /* the hex's tip, clear of counters */
	svg_rect(s, x - 7.5, y - 6.5, 15, 13, fill, "#333", 0.8, "rx=\"2\"");
	svg_text(s, x, y + 3, 8, SVG_MIDDLE | SVG_BOLD, ink, text);
	svg_legend_add(s, SVG_SW_TEXT, fill, ink, text, label);
}

static void works(const struct mv_map *mm, const struct state *st, struct svg *s,
		const struct svg_opts *o)
{
	const struct state_kind *k = state_kind(st, "bridge");
	struct grid_hex h;

	for (int i = 0; i < mm->m.nhexes; i++) {
		const struct s43_hex *x = &mm->m.hexes[i];
		if (!in(o, x->h))
			continue;
		if (x->position == 2)
			tag(s, x->h, 0, "#5b4a2e", "#fff", "F", "Fortified marker (§19.2)");
		else if (x->position == 1)
			tag(s, x->h, 0, "#c9b27c", "#222", "IP", "Improved Position (§19.1)");
		else if (x->building)
			tag(s, x->h, 0, "#eee", "#555", x->building == 2 ? "F.." : "IP..",
					"works in progress (§19.11, §19.21)");
	}
	for (int i = 0; k && i < k->nrows; i++) {
		const char *hx = state_field(&k->rows[i], state_col(k, "hex"));
		int down = *state_field(&k->rows[i], state_col(k, "marker")) != '\0';
		if (grid_parse(hx, &h) == 0 && in(o, h))
			tag(s, h, 1, down ? "#b00000" : "#444", "#fff", down ? "B×" : "B", down ?
					"bridge destroyed (§20.22)" : "bridge (§20)");
	}
	for (int i = 0; i < mm->nrmf; i++) {
		static const char *const v[] = { "0", "", "½", "⅓" };
		char t[16];
		if (!in(o, mm->rmf[i].h))
			continue;
		snprintf(t, sizeof t, "R%s", v[mm->rmf[i].value]);
		tag(s, mm->rmf[i].h, 1, "#f08c00", "#000", t, "RMF marker, facing the side it acts "
				"on (§11)");
	}
}

/* ---- counters ------------------------------------------------------------------ */

static const struct {
	const char *flag, *tag, *label;
} marks[] = {
	{ "assault", "A", "assault marker (§4.1)" },
	{ "opp_fire", "OF", "opportunity fire marker (§4.2)" },
	{ "withdraw", "W", "withdraw marker (§4.3)" },
	{ "fought", "F", "fought this turn (§5.0)" },
	{ "moved", "M", "moved (§5.11; M2: 2 MP spent)" },
	{ "fired", "Fi", "fired (§9.9, §15.1)" },
	{ "supported", "S", "gave support (§11.13)" },
	{ "advanced", "Ad", "advanced after combat (§11.14)" },
	{ "limbered", "L", "limbered (§15.4)" },
	{ "flipped", "Fl", "on its back (§9.73)" },
	{ "out_of_supply", "OS", "out of supply (§7.3)" },
	{ "immobilized", "Im", "immobilized (§16.33)" },
	{ "ma_half", "½", "half its MA spent in support (§27.22)" },
	{ "ma_two_thirds", "⅔", "two thirds of its MA spent (§27.23)" },
	{ "no_move", "NM", "no move after support (§27.24)" },
	{ "aa_hit", "AA", "AA fire this phase (§16.23)" },
	{ "aa_miss", "AA", "AA fire this phase (§16.23)" },
	{ "first_wave", "1W", "first wave (§24.12)" },
	{ "forced_march", "FM", "forced march (§23)" },
	{ "entered", "En", "entered the map this turn (§18)" },
};

/* The tags of a unit's markers, as the counter's foot shows them. */
static int unit_marks(const struct state *st, const struct s43_unit *u, struct svg *s,
		char tags[SVG_MAX_MARKS][8])
{
	const struct state_kind *k = state_kind(st, "unit");
	const char *flags = state_field(&k->rows[u->row], state_col(k, "flags"));
	char mp[16];
	int n = 0;

	for (size_t i = 0; i < sizeof marks / sizeof marks[0] && n < SVG_MAX_MARKS; i++) {
		if (!kit_flag_has(flags, marks[i].flag))
			continue;
		if (!strcmp(marks[i].flag, "moved") && kit_flag_value(flags, "mp", mp, sizeof mp))
			snprintf(tags[n++], 8, "M%.5s", mp);
		else
			snprintf(tags[n++], 8, "%s", marks[i].tag);
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", marks[i].tag, marks[i].label);
	}
	if (*u->bombarded && n < SVG_MAX_MARKS) {
		snprintf(tags[n++], 8, "B");
		svg_legend_add(s, SVG_SW_MARK, "#fff", "#8a0000", "B", "bombarded this turn (§13)");
	}
	return n;
}

static const char *kind_tag(int kind)
{
	static const char *const tags[S43_K_COUNT] = { "inf", "mech", "HQ", "hw", "rcn", "eng",
		"rgr", "cdo", "para", "CP", "tank", "SP", "AC", "tow", "AA", "SPAA", "rail" };
	return kind >= 0 && kind < S43_K_COUNT ? tags[kind] : "?";
}

static void fill_of(const struct s43_unit *u, const char **fill, const char **label)
{
	static const struct { const char *nation, *fill, *label; } n[] = {
		{ "US", "#c3cb8c", "Allied unit, US" }, { "UK", "#e3d2a4", "Allied unit, UK" },
		{ "DE", "#a9bccf", "Axis unit, German" }, { "IT", "#b9d3a8", "Axis unit, Italian" },
	};
	for (size_t i = 0; i < sizeof n / sizeof n[0]; i++)
		if (!strcmp(u->nation, n[i].nation)) {
			*fill = n[i].fill;
			*label = n[i].label;
			return;
		}
	*fill = u->side == S43_ALLIED ? "#c3cb8c" : "#a9bccf";
	*label = u->side == S43_ALLIED ? "Allied unit" : "Axis unit";
}

static void counter(const struct state *st, const struct s43_unit *u, double x, double y,
		struct svg *s)
{
	char top[32], main[32], bottom[32], tags[SVG_MAX_MARKS][8], hx[5], v[3][8];
	const int16_t *val[3] = { u->att_armor, u->att_soft, u->def };
	const char *label;
	struct svg_counter c = { .id = u->id, .at = s43_hex_name(u->hex, hx), .ink = "#111",
		.top = top, .main = main, .bottom = bottom, .steps = u->steps,
		.max_steps = u->max_steps };

	fill_of(u, &c.fill, &label);
	snprintf(top, sizeof top, "%s", u->id);
	for (int i = 0; i < 3; i++) {
		int n = s43_value(u, val[i], u->steps);
		snprintf(v[i], sizeof v[i], n < 0 ? "?" : "%d", n);
	}
	snprintf(main, sizeof main, "%s-%s-%s", v[0], v[1], v[2]);
	snprintf(bottom, sizeof bottom, "%s %s%d", kind_tag(u->kind), u->platoon ? "• " : "",
			u->ma);
	c.nmarks = unit_marks(st, u, s, tags);
	for (int i = 0; i < c.nmarks; i++)
		c.marks[i] = tags[i];
	svg_counter(s, x, y, SVG_COUNTER, &c);
	svg_legend_add(s, SVG_SW_COUNTER, c.fill, NULL, NULL, label);
}

/* Units by hex, bank and stack, the bottom of each stack first. */
static int cmp_draw(const void *pa, const void *pb)
{
	const struct s43_unit *a = *(const struct s43_unit *const *)pa;
	const struct s43_unit *b = *(const struct s43_unit *const *)pb;

	if (a->hex.col != b->hex.col)
		return a->hex.col - b->hex.col;
	if (a->hex.row != b->hex.row)
		return a->hex.row - b->hex.row;
	if (a->bank != b->bank)
		return a->bank - b->bank;
	return a->stack != b->stack ? b->stack - a->stack : strcmp(b->id, a->id);
}

/* Where a stack stands: the centre, or toward its bank in a river hex. */
static void stack_at(const struct s43_map *m, const struct s43_unit *u, double *x, double *y)
{
	const struct s43_hex *x0 = s43_hex_find(m, u->hex);
	double dx = 0, dy = 0, nx, ny;

	svg_grid_centre(&hexes, u->hex.col, u->hex.row, x, y);
	if (x0 == NULL || !x0->river || !u->bank || x0->nbank_a == 0)
		return;
	for (int k = 0; k < x0->nbank_a; k++) {
		svg_grid_centre(&hexes, x0->bank_a[k].col, x0->bank_a[k].row, &nx, &ny);
		dx += nx - *x;
		dy += ny - *y;
	}
	double len = sqrt(dx * dx + dy * dy), f = u->bank == 'A' ? 0.3 : -0.3;
	if (len > 0) {
		*x += dx / len * SVG_HEX * f;
		*y += dy / len * SVG_HEX * f;
	}
}

static int units(const struct s43_map *m, const struct state *st, struct svg *s,
		const struct svg_opts *o, struct err *e)
{
	const struct s43_unit **v = malloc(((size_t)m->nunits + 1) * sizeof *v);
	int n = 0;

	if (v == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].onmap && in(o, m->units[i].hex))
			v[n++] = &m->units[i];
	qsort(v, (size_t)n, sizeof *v, cmp_draw);
	for (int i = 0; i < n; i++) {
		double x, y;
		int depth = 0;   /* units above this one in its stack */
		for (int j = i + 1; j < n && grid_equal(v[j]->hex, v[i]->hex) &&
		     v[j]->bank == v[i]->bank; j++)
			depth++;
		stack_at(m, v[i], &x, &y);
		depth = depth > 4 ? 4 : depth;
		counter(st, v[i], x + 5 * depth, y - 5 * depth, s);
	}
	free(v);
	return 0;
}

static void ships(const struct state *st, struct svg *s, const struct svg_opts *o)
{
	const struct state_kind *k = state_kind(st, "ship");
	struct grid_hex h;

	for (int i = 0; k && i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		const char *hx = state_field(r, state_col(k, "hex"));
		char main[16];
		double x, y;
		struct svg_counter c = { .id = state_field(r, state_col(k, "id")), .at = hx,
			.fill = "#4f6d8f", .ink = "#fff", .main = main,
			.bottom = state_field(r, state_col(k, "nation")) };
		if (grid_parse(hx, &h) || !in(o, h))
			continue;
		snprintf(main, sizeof main, "%s", state_field(r, state_col(k, "class")));
		svg_grid_centre(&hexes, h.col, h.row, &x, &y);
		svg_counter(s, x, y, SVG_COUNTER, &c);
		svg_legend_add(s, SVG_SW_COUNTER, c.fill, NULL, NULL, "warship (§25)");
	}
}

/* ---- the band ------------------------------------------------------------------ */

static void band(const struct s43_map *m, const struct state *st, struct svg *s)
{
	const char *turn = state_get(st, "turn"), *active = state_get(st, "active");
	const char *weather = state_get(st, "weather"), *winner = state_get(st, "winner");
	char off[200] = "", dead[200] = "";

	svg_title(s, "Salerno 1943 — %s", turn && *turn ? turn : "turn not set");
	svg_note(s, "%s%s%s%s%s", active && *active ? active : "no side", " player active",
			weather && *weather ? " · weather " : "", weather ? weather : "",
			winner && *winner ? " · game over" : "");
	if (winner && *winner)
		svg_note(s, "Winner: %s", winner);
	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *u = &m->units[i];
		char *t = u->offmap ? off : !u->onmap && !u->exited ? dead : NULL;
		size_t n = t ? strlen(t) : 0;
		if (t && n + strlen(u->id) + 3 < sizeof off)
			snprintf(t + n, sizeof off - n, "%s%s", n ? ", " : "", u->id);
	}
	if (*off)
		svg_note(s, "Off map: %s", off);
	if (*dead)
		svg_note(s, "Eliminated: %s", dead);
}

int s43_draw(struct game_ctx *g, struct state *st, struct svg *s, const struct svg_opts *o,
		struct err *e)
{
	struct mv_map mm;

	if (s43_mv_map_load(&mm, st, e))
		return e->code;
	band(&mm.m, st, s);
	svg_legend_add(s, SVG_SW_COUNTER, "#fff", NULL, NULL, "a counter: its id; armour attack-"
			"soft attack-defence of the face up (§2.2); kind, • for a platoon, MA; "
			"pips: steps left; tags: its markers");
	map(&mm, st, s, o);
	if (o->labels)
		svg_grid_labels(s, &hexes);
	works(&mm, st, s, o);
	if (units(&mm.m, st, s, o, e) == 0)
		ships(st, s, o);
	s43_mv_map_free(&mm);
	return e->code;
}
