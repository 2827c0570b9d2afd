/*
 * model.c: reading a Memoir '44 state into typed structs (see m44.h), and the
 * rule tables it needs (dice, units, terrain, board).
 *
 * Every value is checked here, once, so the orders never meet a malformed
 * number: an error names the file, line and column (the field number) and what
 * was expected. Unknown columns are ignored here and kept by the state layer.
 * The columns are documented in umpire-memoir44(7).
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "m44.h"

static const char *const sym_names[] = { "infantry", "armor", "grenade", "star", "flag", NULL };
static const char *const flag_names[] = {
	"moved", "battled", "took_ground", "again", "deployed", "flag_move", "retreat_any",
	"any_baseline", "entered_stop", "on_lc", "landed", "first_flag", NULL,
};

const char *m44_side_name(int side)
{
	return side == M44_ALLIES ? "allies" : "axis";
}

const char *m44_symbol_name(int s)
{
	return s >= 0 && s < M44_NSYM ? sym_names[s] : "?";
}

static int lookup(const char *const *names, const char *v)
{
	for (int i = 0; names[i] != NULL; i++)
		if (strcmp(names[i], v) == 0)
			return i;
	return -1;
}

static int parse_int(const char *v, int lo, int hi, int *out)
{
	char *end;
	long n;

	if (v == NULL || *v == '\0' || strlen(v) > 9)
		return -1;
	n = strtol(v, &end, 10);
	if (*end != '\0' || n < lo || n > hi)
		return -1;
	*out = (int)n;
	return 0;
}

static int parse_side(const char *v)
{
	if (strcmp(v, "allies") == 0)
		return M44_ALLIES;
	if (strcmp(v, "axis") == 0)
		return M44_AXIS;
	return -1;
}

/* A table cell as a number: "-" is 0, "?" is -1. */
static int tcell(const struct table *t, int row, int col, const char *what, int *out,
		struct err *e)
{
	const char *v = table_cell(t, row, col);

	if (v != NULL && strcmp(v, "-") == 0)
		return *out = 0, 0;
	if (v != NULL && strcmp(v, "?") == 0)
		return *out = -1, 0;
	if (parse_int(v, 0, 99, out))
		return err_set(e, EXIT_DATA, "%s:%d:%d: %s '%s' is not a number", t->source,
				t->lines[row], col + 1, what, v ? v : "");
	return 0;
}

static int tyes(const struct table *t, int row, int col)
{
	const char *v = table_cell(t, row, col);
	return v != NULL && strcmp(v, "yes") == 0;
}

static int load_types(struct m44_map *m, struct game_ctx *g, struct err *e)
{
	const struct table *t;
	static const char *const cols[] = { "type", "counts_as", "class", "figures", "move",
		"move_battle", "d1", "los", "take_ground", "again", "medal", NULL };
	int c[16];

	if (table_get(g->tables, "memoir44", "units", &t, e))
		return e->code;
	for (int i = 0; cols[i]; i++)
		if ((c[i] = table_find_col(t, cols[i], "units", e)) < 0)
			return e->code;
	for (int r = 1; r < t->nrows && m->ntypes < 16; r++) {
		struct m44_type *y = &m->types[m->ntypes++];
		const char *v;
		memset(y, 0, sizeof *y);
		snprintf(y->name, sizeof y->name, "%s", table_cell(t, r, c[0]));
		v = table_cell(t, r, c[1]);
		y->counts = !strcmp(v, "infantry") ? M44_C_INFANTRY : !strcmp(v, "armor") ?
			M44_C_ARMOR : M44_C_NONE;
		v = table_cell(t, r, c[2]);
		y->cls = !strcmp(v, "infantry") ? M44_CL_INFANTRY : !strcmp(v, "armor") ?
			M44_CL_ARMOR : !strcmp(v, "artillery") ? M44_CL_ARTILLERY : M44_CL_NONE;
		if (tcell(t, r, c[3], "figures", &y->figures, e) || tcell(t, r, c[4], "move",
				&y->move, e) || tcell(t, r, c[5], "move_battle", &y->move_battle, e))
			return e->code;
		for (int d = 1; d <= M44_MAX_RANGE; d++) {
			char dn[8];
			int dc;
			snprintf(dn, sizeof dn, "d%d", d);
			if ((dc = table_find_col(t, dn, "units", e)) < 0 ||
					tcell(t, r, dc, "dice", &y->dice[d], e))
				return e->code;
			if (y->dice[d] > 0)
				y->range = d;
		}
		v = table_cell(t, r, c[7]);
		y->los = !strcmp(v, "yes") ? 1 : !strcmp(v, "ruling") ? 2 : 0;
		y->take_ground = tyes(t, r, c[8]);
		v = table_cell(t, r, c[9]);
		y->again = !strcmp(v, "overrun") ? 1 : !strcmp(v, "close") ? 2 : 0;
		if (tcell(t, r, c[10], "medal", &y->medal, e))
			return e->code;
	}
	return 0;
}

static int load_terrain(struct m44_map *m, struct game_ctx *g, struct err *e)
{
	const struct table *t;
	static const char *const cols[] = { "terrain", "in_inf", "in_arm", "in_art", "out_inf",
		"out_arm", "out_art", "los", "stop", "nobattle", "ignore_flag", "impassable",
		"water", "beachlike", NULL };
	int c[16];

	if (table_get(g->tables, "memoir44", "terrain", &t, e))
		return e->code;
	for (int i = 0; cols[i]; i++)
		if ((c[i] = table_find_col(t, cols[i], "terrain", e)) < 0)
			return e->code;
	for (int r = 1; r < t->nrows && m->nterrains < 32; r++) {
		struct m44_terrain *x = &m->terrains[m->nterrains++];
		const char *v;
		memset(x, 0, sizeof *x);
		snprintf(x->name, sizeof x->name, "%s", table_cell(t, r, c[0]));
		for (int k = 0; k < 3; k++)
			if (tcell(t, r, c[1 + k], "reduction", &x->in[k], e) ||
					tcell(t, r, c[4 + k], "reduction", &x->out[k], e))
				return e->code;
		x->blocks = strcmp(table_cell(t, r, c[7]), "block") == 0;
		x->stop = tyes(t, r, c[8]);
		x->nobattle = tyes(t, r, c[9]);
		x->ignore_flag = tyes(t, r, c[10]);
		v = table_cell(t, r, c[11]);
		x->impassable = !strcmp(v, "all") ? 15 : !strcmp(v, "armor+artillery") ? 6 :
			!strcmp(v, "artillery") ? 4 : 0;
		x->water = tyes(t, r, c[12]);
		x->beachlike = tyes(t, r, c[13]);
		/* optional columns: an older copy given with --tables may lack them */
		x->leave_one = tyes(t, r, table_col(t, "leave_one"));
		x->armor_nobattle = tyes(t, r, table_col(t, "armor_nobattle"));
		x->enter_first = tyes(t, r, table_col(t, "enter_first"));
	}
	/* a hex without a row is countryside; hills are read by name */
	if (m44_terrain_find(m, "countryside") == NULL || m44_terrain_find(m, "hill") == NULL)
		return err_set(e, EXIT_DATA, "%s: the terrain table needs the rows countryside "
				"and hill", t->source);
	return 0;
}

static int load_values(struct m44_map *m, struct game_ctx *g, struct err *e)
{
	static const struct { const char *key; size_t off; } keys[] = {
#define V(k) { #k, offsetof(struct m44_values, k) }
		V(beach_move_max), V(retreat_per_flag), V(bcf_back_dice), V(air_max_hexes),
		V(air_dice_superior), V(air_dice_other), V(barrage_dice),
		V(destroyer_sink_stars), V(supported_third_loss), V(recon_bonus_dice),
		V(overthrough_air_malus), V(village_medal_1), V(village_medal_2),
		V(village_medals_axis), V(beach_medal_axis), V(beach_medal_allies),
		V(bridge_medal), V(road_bonus),
#undef V
	};
	const struct table *t;
	int c;

	if (table_get(g->tables, "memoir44", "values", &t, e))
		return e->code;
	if ((c = table_find_col(t, "value", "values", e)) < 0)
		return e->code;
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		const char *cell;
		int r = table_find_row(t, keys[i].key, "values", e), *dst;
		if (r < 0 || table_need(t, r, c, "values", &cell, e))
			return e->code;
		dst = (int *)((char *)&m->v + keys[i].off);
		if (parse_int(cell, 0, 99, dst))
			return err_set(e, EXIT_DATA, "%s:%d:%d: %s '%s' is not a number", t->source,
					t->lines[r], c + 1, keys[i].key, cell);
	}
	return 0;
}

static int load_tables(struct m44_map *m, struct game_ctx *g, struct err *e)
{
	const struct table *t;
	int c, r;

	if (table_get(g->tables, "memoir44", "dice", &t, e))
		return e->code;
	if ((c = table_find_col(t, "symbol", "dice", e)) < 0)
		return e->code;
	for (r = 1; r < t->nrows && r <= 6; r++) {
		int s = lookup(sym_names, table_cell(t, r, c));
		if (s < 0)
			return err_set(e, EXIT_DATA, "%s:%d:%d: die symbol '%s' (infantry, armor, "
					"grenade, star or flag)", t->source, t->lines[r], c + 1,
					table_cell(t, r, c));
		m->face[r] = s;
	}
	if (r != 7)
		return err_set(e, EXIT_DATA, "%s: the battle die needs 6 faces", t->source);
	if (table_get(g->tables, "memoir44", "board", &t, e))
		return e->code;
	if ((c = table_find_col(t, "value", "board", e)) < 0)
		return e->code;
	if ((r = table_find_row(t, "width", "board", e)) < 0 ||
			tcell(t, r, c, "width", &m->width, e))
		return e->code;
	if ((r = table_find_row(t, "depth", "board", e)) < 0 ||
			tcell(t, r, c, "depth", &m->depth, e))
		return e->code;
	if (m->width < 2 || m->depth < 2)
		return err_set(e, EXIT_DATA, "%s: board width and depth must be known", t->source);
	return load_types(m, g, e) || load_terrain(m, g, e) || load_values(m, g, e) ?
		e->code : 0;
}

const struct m44_type *m44_type_find(const struct m44_map *m, const char *name)
{
	for (int i = 0; i < m->ntypes; i++)
		if (strcmp(m->types[i].name, name) == 0)
			return &m->types[i];
	return NULL;
}

const struct m44_terrain *m44_terrain_find(const struct m44_map *m, const char *name)
{
	for (int i = 0; i < m->nterrains; i++)
		if (strcmp(m->terrains[i].name, name) == 0)
			return &m->terrains[i];
	return NULL;
}

int m44_is(const struct m44_unit *u, const char *type)
{
	return strcmp(u->type->name, type) == 0;
}

static int bad(struct err *e, const struct state *st, const struct state_row *r,
		int col, const char *what, const char *value)
{
	return err_set(e, EXIT_DATA, "%s:%d:%d: %s '%s'", st->path ? st->path : "state",
			r->line, col + 1, what, value);
}

static int sets(struct m44_map *m, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "set");

	m->boards = 1;
	m->allied_bottom = 1;
	m->active = M44_ALLIES;
	m->air = -1;
	int air_set = 0;
	for (int i = 0; k != NULL && i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		const char *key = state_field(r, 1), *v = state_field(r, 2);
		int n;
		if (!strcmp(key, "boards")) {
			if (parse_int(v, 1, 6, &m->boards))
				return bad(e, st, r, 2, "boards (1 to 6 boards side by side, §VI)", v);
		} else if (!strcmp(key, "active")) {
			if ((m->active = parse_side(v)) < 0)
				return bad(e, st, r, 2, "active side (allies or axis)", v);
		} else if (!strcmp(key, "air_superiority")) {
			air_set = 1;
			if (strcmp(v, "none") && (m->air = parse_side(v)) < 0)
				return bad(e, st, r, 2, "air_superiority (allies, axis or none, "
						"§II-AirSup)", v);
		} else if (!strcmp(key, "allied_baseline")) {
			if (strcmp(v, "bottom") && strcmp(v, "top"))
				return bad(e, st, r, 2, "allied_baseline (bottom or top)", v);
			m->allied_bottom = !strcmp(v, "bottom");
		} else if (!strcmp(key, "offboard") || !strcmp(key, "bcf")) {
			int *f = key[0] == 'o' ? m->offboard : m->bcf;
			if (!strcmp(v, "allies") || !strcmp(v, "both"))
				f[M44_ALLIES] = 1;
			if (!strcmp(v, "axis") || !strcmp(v, "both"))
				f[M44_AXIS] = 1;
			if (strcmp(v, "allies") && strcmp(v, "axis") && strcmp(v, "both") &&
					strcmp(v, "none"))
				return bad(e, st, r, 2, "side (allies, axis, both or none)", v);
		} else if (!strncmp(key, "medals.", 7) || !strncmp(key, "hand.", 5) ||
				!strncmp(key, "turn.", 5)) {
			const char *side = strchr(key, '.') + 1;
			if (parse_side(side) < 0)
				return bad(e, st, r, 1, "key (allies or axis after the dot)", key);
			if (parse_int(v, 0, 999, &n))
				return bad(e, st, r, 2, "count", v);
		} else if (!strcmp(key, "axis_reinf_blocked")) {
			if (strcmp(v, "yes") && strcmp(v, "no"))
				return bad(e, st, r, 2, "axis_reinf_blocked (yes or no, §II-AirSup L306)", v);
		}
	}
	/* "Les Allies ont la superiorite aerienne dans tous les scenarios du Jour J"
	 * (§II-AirSup L304): a state that names its scenario and says nothing of air
	 * superiority gives it to the Allies; set,air_superiority overrides. */
	if (!air_set && state_get(st, "scenario") && *state_get(st, "scenario"))
		m->air = M44_ALLIES;
	return 0;
}

static unsigned parse_sections(const char *v)
{
	unsigned s = 0;
	char buf[64];

	if (*v == '\0' || strlen(v) >= sizeof buf)
		return 0;
	snprintf(buf, sizeof buf, "%s", v);
	for (char *save = NULL, *p = strtok_r(buf, "+", &save); p;
			p = strtok_r(NULL, "+", &save)) {
		if (!strcmp(p, "left"))
			s |= 1;
		else if (!strcmp(p, "centre") || !strcmp(p, "center"))
			s |= 2;
		else if (!strcmp(p, "right"))
			s |= 4;
		else
			return 1u << 8;
	}
	return s;
}

static int parse_objective(const char *v, struct m44_hexinfo *x);

static int load_hexes(struct m44_map *m, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "hex");
	int c[13];
	static const char *const cols[] = { "hex", "terrain", "obstacle", "hill", "height",
		"section", "beach", "lc", "exit", "village", "bridge_medal", "objective", "entry" };

	if (k == NULL)
		return 0;
	if (k->nrows > M44_MAX_HEXES)
		return err_set(e, EXIT_DATA, "%s: more than %d hex rows", st->path, M44_MAX_HEXES);
	for (int i = 0; i < (int)(sizeof cols / sizeof cols[0]); i++)
		c[i] = state_col(k, cols[i]);
	if (c[0] < 0 || c[1] < 0)
		return err_set(e, EXIT_DATA, "%s:%d:1: hex rows need the columns hex and terrain",
				st->path, k->line);
	m->hexes = calloc((size_t)k->nrows + 1, sizeof *m->hexes);
	if (m->hexes == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct m44_hexinfo *x = &m->hexes[m->nhexes];
		const char *v;
		x->row = i;
		x->line = r->line;
		if (grid_parse(state_field(r, c[0]), &x->h) || !m44_hex_valid(m, x->h))
			return bad(e, st, r, c[0], "hex (CCRR on the board, see umpire-memoir44(7))",
					state_field(r, c[0]));
		for (int j = 0; j < m->nhexes; j++)
			if (grid_equal(m->hexes[j].h, x->h))
				return bad(e, st, r, c[0], "hex given twice", state_field(r, c[0]));
		if ((x->terrain = m44_terrain_find(m, state_field(r, c[1]))) == NULL)
			return bad(e, st, r, c[1], "terrain (see 'umpire tables memoir44 terrain')",
					state_field(r, c[1]));
		v = state_field(r, c[2]);
		if (*v && (x->obstacle = m44_terrain_find(m, v)) == NULL)
			return bad(e, st, r, c[2], "obstacle (see 'umpire tables memoir44 terrain')", v);
		v = state_field(r, c[3]);
		if (*v && parse_int(v, 1, 999, &x->hill))
			return bad(e, st, r, c[3], "hill group (a number from 1)", v);
		if (!strcmp(x->terrain->name, "hill") && x->hill == 0)
			x->hill = 1000 + i;     /* a lone hill is its own group */
		v = state_field(r, c[4]);
		if (*v && parse_int(v, 0, 9, &x->height))
			return bad(e, st, r, c[4], "height (0 to 9)", v);
		if (x->hill && !*v)
			x->height = 1;
		v = state_field(r, c[5]);
		if (*v && ((x->sections = parse_sections(v)) == 0 || x->sections > 7))
			return bad(e, st, r, c[5], "section (left, centre, right, or two joined "
					"with +, e.g. left+centre)", v);
		v = state_field(r, c[6]);
		if (*v && ((x->beach = (int)parse_sections(v)) == 0 || x->beach > 7 ||
					(x->beach & (x->beach - 1))))
			return bad(e, st, r, c[6], "beach section (left, centre or right)", v);
		v = state_field(r, c[7]);
		if (*v && strcmp(v, "yes") && strcmp(v, "no"))
			return bad(e, st, r, c[7], "lc (yes: a landing-craft icon)", v);
		x->lc_icon = !strcmp(v, "yes");
		v = state_field(r, c[8]);
		x->exit_side = -1;
		if (*v && strcmp(v, "used") && (x->exit_side = parse_side(v)) < 0)
			return bad(e, st, r, c[8], "exit (allies, axis, or used)", v);
		x->exit_used = !strcmp(v, "used");
		v = state_field(r, c[9]);
		x->village_side = -1;
		if (*v && (x->village_side = parse_side(v)) < 0)
			return bad(e, st, r, c[9], "village control (allies or axis)", v);
		v = state_field(r, c[10]);
		if (*v && strcmp(v, "yes") && strcmp(v, "no"))
			return bad(e, st, r, c[10], "bridge_medal (yes or no)", v);
		x->bridge_medal = !strcmp(v, "yes");
		v = state_field(r, c[11]);
		if (*v && parse_objective(v, x))
			return bad(e, st, r, c[11], "objective (SIDE:temporary|permanent|majority:N"
					"[:GROUP], SIDE allies or axis; or taken)", v);
		v = state_field(r, c[12]);
		x->entry_side = -1;
		if (*v && (x->entry_side = parse_side(v)) < 0)
			return bad(e, st, r, c[12], "entry (allies or axis: an Entry marker hex, "
					"§IV-Entry)", v);
		m->nhexes++;
	}
	return 0;
}

/* SIDE:KIND:N[:GROUP] (§V): temporary, permanent or majority (a group). */
static int parse_objective(const char *v, struct m44_hexinfo *x)
{
	char buf[64], *f[5];
	int n = 0;

	if (!strcmp(v, "taken"))
		return x->obj_kind = 2, x->obj_taken = 1, 0;
	if (strlen(v) >= sizeof buf)
		return -1;
	snprintf(buf, sizeof buf, "%s", v);
	for (char *save = NULL, *p = strtok_r(buf, ":", &save); p && n < 5;
			p = strtok_r(NULL, ":", &save))
		f[n++] = p;
	if (n < 3 || n > 4 || (x->obj_side = parse_side(f[0])) < 0 ||
			parse_int(f[2], 1, 9, &x->obj_n))
		return -1;
	x->obj_kind = !strcmp(f[1], "temporary") ? 1 : !strcmp(f[1], "permanent") ? 2 :
		!strcmp(f[1], "majority") ? 3 : 0;
	if (x->obj_kind == 0 || (x->obj_kind == 3) != (n == 4))
		return -1;
	if (n == 4)
		snprintf(x->obj_group, sizeof x->obj_group, "%s", f[3]);
	return 0;
}

static int parse_flags(const char *v, unsigned *out)
{
	char buf[256];

	*out = 0;
	if (*v == '\0')
		return 0;
	if (strlen(v) >= sizeof buf)
		return -1;
	snprintf(buf, sizeof buf, "%s", v);
	for (char *save = NULL, *p = strtok_r(buf, ";", &save); p;
			p = strtok_r(NULL, ";", &save)) {
		int f = lookup(flag_names, p);
		if (f < 0)
			return -1;
		*out |= 1u << f;
	}
	return 0;
}

static int load_units(struct m44_map *m, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "unit");
	static const char *const cols[] = { "id", "side", "nation", "type", "hex", "figures",
		"stars", "medal", "token", "moved", "flags", "cargo" };
	int c[12];

	if (k == NULL)
		return 0;
	if (k->nrows > M44_MAX_UNITS)
		return err_set(e, EXIT_DATA, "%s: more than %d units", st->path, M44_MAX_UNITS);
	for (int i = 0; i < (int)(sizeof cols / sizeof cols[0]); i++)
		c[i] = state_col(k, cols[i]);
	for (int i = 0; i < 6; i++)
		if (c[i] < 0)
			return err_set(e, EXIT_DATA, "%s:%d:1: unit rows need the column '%s'",
					st->path, k->line, cols[i]);
	m->units = calloc((size_t)k->nrows + 1, sizeof *m->units);
	if (m->units == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct m44_unit *u = &m->units[m->nunits];
		const char *v;
		u->row = i;
		u->line = r->line;
		u->id = state_field(r, c[0]);
		if (*u->id == '\0')
			return bad(e, st, r, c[0], "unit id", "");
		for (int j = 0; j < m->nunits; j++)
			if (!strcmp(m->units[j].id, u->id))
				return bad(e, st, r, c[0], "unit id given twice", u->id);
		if ((u->side = parse_side(state_field(r, c[1]))) < 0)
			return bad(e, st, r, c[1], "side (allies or axis)", state_field(r, c[1]));
		snprintf(u->nation, sizeof u->nation, "%s", state_field(r, c[2]));
		if ((u->type = m44_type_find(m, state_field(r, c[3]))) == NULL)
			return bad(e, st, r, c[3], "unit type (see 'umpire tables memoir44 units')",
					state_field(r, c[3]));
		v = state_field(r, c[4]);
		if (*v) {
			if (grid_parse(v, &u->hex) || !m44_hex_valid(m, u->hex))
				return bad(e, st, r, c[4], "hex (CCRR on the board, see "
						"umpire-memoir44(7))", v);
			u->onboard = 1;
		}
		v = state_field(r, c[5]);
		if (parse_int(v, 0, 9, &u->figures) || (u->onboard && u->figures == 0))
			return bad(e, st, r, c[5], "figures (1 to 9 on the board, 0 off it)", v);
		if (u->figures > u->type->figures)
			return bad(e, st, r, c[5], "figures (more than the unit type has)", v);
		v = state_field(r, c[6]);
		if (*v && parse_int(v, 0, 3, &u->stars))
			return bad(e, st, r, c[6], "battle stars (0 to 3)", v);
		v = state_field(r, c[7]);
		u->medal = u->type->medal;
		if (*v && parse_int(v, 0, 9, &u->medal))
			return bad(e, st, r, c[7], "medal value (0 to 9)", v);
		u->has_token = m44_is(u, "heavy_artillery") || m44_is(u, "destroyer");
		v = state_field(r, c[8]);
		if (*v) {
			if (!u->has_token)
				return bad(e, st, r, c[8], "target token (only heavy artillery and "
						"destroyers have one, §III-HeavyArty L334)", v);
			if (grid_parse(v, &u->token_hex) || !m44_hex_valid(m, u->token_hex))
				return bad(e, st, r, c[8], "target token hex", v);
			u->token_on = 1;
		}
		v = state_field(r, c[9]);
		if (*v && parse_int(v, 0, 9, &u->moved))
			return bad(e, st, r, c[9], "hexes moved this turn (0 to 9)", v);
		v = state_field(r, c[10]);
		if (parse_flags(v, &u->flags))
			return bad(e, st, r, c[10], "flags (';'-separated: moved, battled, "
					"took_ground, again, deployed, flag_move, retreat_any, any_baseline, "
					"entered_stop, on_lc, landed, first_flag)", v);
		u->cargo = state_field(r, c[11]);
		for (int j = 0; j < m->nunits && u->onboard; j++)
			if (m->units[j].onboard && grid_equal(m->units[j].hex, u->hex) &&
					!m44_is(&m->units[j], "landing_craft") &&
					!m44_is(u, "landing_craft"))
				return bad(e, st, r, c[4], "hex already holds a unit (one unit per "
						"hex, base game B-8)", v);
		m->nunits++;
	}
	return 0;
}

/* The scenario page's Allied off-board artillery and BCF command rules
 * (tables/memoir44/scenarios.csv: Sword L702, L688; Juno, Gold, Omaha, Utah; not
 * American Airborne) when the state names its scenario and leaves set,offboard or
 * set,bcf out; a written row always wins. An unknown scenario is left to the
 * orders that need it (control). */
static void scenario_defaults(struct m44_map *m, struct game_ctx *g, const struct state *st)
{
	const char *scen = state_get(st, "scenario");
	const struct table *t;
	struct err ignore = { 0 };
	int row, col;

	if (scen == NULL || *scen == '\0' ||
			table_get(g->tables, "memoir44", "scenarios", &t, &ignore) ||
			(row = table_row(t, 0, scen)) < 0)
		return;
	if (state_get(st, "offboard") == NULL && (col = table_col(t, "offboard")) >= 0 &&
			!strcmp(table_cell(t, row, col), "yes"))
		m->offboard[M44_ALLIES] = 1;
	if (state_get(st, "bcf") == NULL && (col = table_col(t, "bcf")) >= 0 &&
			!strcmp(table_cell(t, row, col), "yes"))
		m->bcf[M44_ALLIES] = 1;
}

int m44_map_load(struct m44_map *m, struct game_ctx *g, const struct state *st,
		struct err *e)
{
	memset(m, 0, sizeof *m);
	m->st = st;
	if (load_tables(m, g, e) || sets(m, st, e))
		return e->code;
	scenario_defaults(m, g, st);
	if (load_hexes(m, st, e) || load_units(m, st, e)) {
		m44_map_free(m);
		return e->code;
	}
	return 0;
}

void m44_map_free(struct m44_map *m)
{
	free(m->units);
	free(m->hexes);
	m->units = NULL;
	m->hexes = NULL;
	m->nunits = m->nhexes = 0;
}

struct m44_unit *m44_unit_find(struct m44_map *m, const char *id)
{
	for (int i = 0; i < m->nunits; i++)
		if (strcmp(m->units[i].id, id) == 0)
			return &m->units[i];
	return NULL;
}

/*
 * The board (seed L478, L484; tables/memoir44/board.csv): a D-Day board is 13
 * hexes wide and 23 rows deep; the even rows are shifted half a hex to the
 * right, so each even row holds 12 full hexes between two half-hexes. Boards
 * are laid side by side; the half-hexes of two joined edges form one hex, and
 * those of the outer edges are ignored. So odd rows have columns 1 to
 * 13*boards, even rows 1 to 13*boards - 1, column 13*k being the hex made of
 * the half-hexes of boards k and k+1.
 */
int m44_hex_valid(const struct m44_map *m, struct grid_hex h)
{
	int last = m->width * m->boards;

	if (h.row < 1 || h.row > m->depth || h.col < 1)
		return 0;
	return h.row % 2 ? h.col <= last : h.col <= last - 1;
}

/* The ground or sea unit in a hex (a landing craft only when nothing else is). */
struct m44_unit *m44_unit_at(const struct m44_map *m, struct grid_hex h)
{
	struct m44_unit *lc = NULL;

	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].onboard && grid_equal(m->units[i].hex, h)) {
			if (!m44_is(&m->units[i], "landing_craft"))
				return &m->units[i];
			lc = &m->units[i];
		}
	return lc;
}

const struct m44_hexinfo *m44_hexinfo(const struct m44_map *m, struct grid_hex h)
{
	for (int i = 0; i < m->nhexes; i++)
		if (grid_equal(m->hexes[i].h, h))
			return &m->hexes[i];
	return NULL;
}

/* A hex without a row is countryside (the man page says so). */
const struct m44_terrain *m44_terrain_of(const struct m44_map *m, struct grid_hex h)
{
	const struct m44_hexinfo *x = m44_hexinfo(m, h);
	return x ? x->terrain : m44_terrain_find(m, "countryside");
}

static int next_to(const struct m44_map *m, struct grid_hex h, const char *a, const char *b)
{
	struct grid_hex n[6];

	grid_row_neighbours(h, n);
	for (int i = 0; i < 6; i++) {
		const struct m44_hexinfo *x = m44_hexinfo(m, n[i]);
		if (x && (!strcmp(x->terrain->name, a) || (b && !strcmp(x->terrain->name, b))))
			return 1;
	}
	return 0;
}

int m44_is_hill(const struct m44_map *m, struct grid_hex h)
{
	const struct m44_hexinfo *x = m44_hexinfo(m, h);
	return x != NULL && x->hill != 0;
}

int m44_is_cliff(const struct m44_map *m, struct grid_hex h)
{
	return m44_is_hill(m, h) && next_to(m, h, "ocean", "littoral");
}

int m44_is_bluff(const struct m44_map *m, struct grid_hex h)
{
	return m44_is_hill(m, h) && next_to(m, h, "beach", NULL);
}

static int field_set(struct state *st, int row, const char *col, const char *v,
		struct err *e)
{
	struct state_kind *k = state_kind(st, "unit");
	int c;

	if (k == NULL)
		return err_set(e, EXIT_DATA, "no unit rows");
	if ((c = state_col(k, col)) < 0) {
		const char *cols[1] = { col };
		k = state_kind_add(st, "unit", cols, 1);
		if (k == NULL || (c = state_col(k, col)) < 0)
			return err_set(e, EXIT_IO, "out of memory");
	}
	if (state_field_set(&k->rows[row], c, v))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

int m44_unit_store(struct m44_map *m, struct state *st, const struct m44_unit *u,
		struct err *e)
{
	char buf[256], hx[8];
	size_t n = 0;

	(void)m;
	if (u->onboard)
		grid_format(u->hex, hx);
	else
		hx[0] = '\0';
	if (field_set(st, u->row, "hex", hx, e))
		return e->code;
	snprintf(buf, sizeof buf, "%d", u->figures);
	if (field_set(st, u->row, "figures", buf, e))
		return e->code;
	{
		const struct state_kind *k = state_kind(st, "unit");
		int sc = state_col(k, "stars");
		const char *was = sc >= 0 ? state_field(&k->rows[u->row], sc) : "";
		snprintf(buf, sizeof buf, "%d", u->stars);
		if (u->stars == 0 && *was == '\0')
			buf[0] = '\0';   /* a blank stays blank */
		if ((u->stars || sc >= 0) && field_set(st, u->row, "stars", buf, e))
			return e->code;
	}
	if (field_set(st, u->row, "type", u->type->name, e))
		return e->code;
	if (u->has_token) {
		if (u->token_on)
			grid_format(u->token_hex, hx);
		else
			hx[0] = '\0';
		if (field_set(st, u->row, "token", hx, e))
			return e->code;
	}
	if (u->moved || state_col(state_kind(st, "unit"), "moved") >= 0) {
		snprintf(buf, sizeof buf, "%d", u->moved);
		if (field_set(st, u->row, "moved", u->moved ? buf : "", e))
			return e->code;
	}
	buf[0] = '\0';
	for (int f = 0; flag_names[f] && n < sizeof buf; f++)
		if (u->flags & (1u << f))
			n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", n ? ";" : "",
					flag_names[f]);
	if (u->flags || state_col(state_kind(st, "unit"), "flags") >= 0)
		if (field_set(st, u->row, "flags", buf, e))
			return e->code;
	return 0;
}

int m44_medal_add(struct state *st, int side, int n)
{
	char key[32], buf[16];
	const char *v;
	int have = 0;

	snprintf(key, sizeof key, "medals.%s", m44_side_name(side));
	v = state_get(st, key);
	if (v != NULL && parse_int(v, 0, 999, &have))
		have = 0;
	have += n;
	if (have < 0)
		have = 0;
	snprintf(buf, sizeof buf, "%d", have);
	return state_set(st, key, buf);
}
