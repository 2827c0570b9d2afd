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

#include "kit.h"
#include "i18n.h"
#include "m44.h"
#include "sequence.h"

static const char *const side_names[] = { "allies", "axis", NULL };
static const char *const sym_names[] = { "infantry", "armor", "grenade", "star", "flag", NULL };
/* The unit markers, bit k of m44_unit.flags being name k (M44_F_*). */
static const char *const flag_names[] = {
	"moved", "battled", "took_ground", "again", "deployed", "flag_move", "retreat_any",
	"any_baseline", "entered_stop", "on_lc", "landed", "first_flag", "dug_in", "moved_again",
	NULL,
};
static const char *const equip_names[] = { "", "at", "mortar", "mg", NULL };
/* The `ordered` column's words, bit k being name k (M44_O_*). */
static const char *const ordered_names[] = { "left", "centre", "right", "card", "move",
	"infantry", "armor", "star", NULL };

const char *m44_side_name(int side)
{
	return side == M44_ALLIES ? "allies" : "axis";
}

const char *m44_side_adj(int side)
{
	return side == M44_ALLIES ? C_("side, masculine", "allies") : C_("side, masculine", "axis");
}

const char *m44_symbol_name(int s)
{
	return kit_enum_name(sym_names, s, "?");
}

const char *m44_side_the(int side)
{
	return side == M44_AXIS ? C_("side, with the", "axis") : C_("side, with the", "allies");
}

const char *m44_symbol_title(int s)
{
	static const char *const faces[] = { NC_("die face", "infantry"),
		NC_("die face", "armor"), NC_("die face", "grenade"), NC_("die face", "star"),
		NC_("die face", "flag"), NULL };

	return s >= 0 && s < M44_NSYM ? i18n_pgettext("die face", faces[s]) : "?";
}

int m44_side_parse(const char *name)
{
	return kit_enum(side_names, name);
}

const char *m44_flags_text(unsigned flags, char *buf, size_t size)
{
	return kit_flag_list(flags, flag_names, buf, size);
}

const char *m44_ordered_text(unsigned ordered)
{
	for (int k = 0; ordered_names[k]; k++)
		if (ordered == 1u << k)
			return ordered_names[k];
	return "";
}

/* DESIGN.md: the log says when a ruling other than the default applies. Each
 * order's resolver says so first. */
void m44_rulings_log(struct game_ctx *g, const struct state *st)
{
	/* issue 12: a state without a phase row is checked only for what the turn
	 * alone decides; the log says so once */
	if (g->game->nphases > 0 && seq_phase_of(st) == NULL)
		log_step(g->log, "B-7", "The phase of the turn is not recorded (no set,phase): "
				"only what the turn alone decides is checked");
	for (int i = 0; i < g->game->nrulings; i++) {
		const struct ruling *r = &g->game->rulings[i];
		if (game_rule_changed(g, st, r->id))
			log_step(g->log, r->sections, "Ruling %s=%s applies (the default is %s)",
					r->id, game_rule(g, st, r->id), r->dflt);
	}
}

int m44_int(const char *v, int lo, int hi, int *out)
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

/* A table cell as a number: "-" is 0, "?" is -1. */
static int tcell(const struct table *t, int row, int col, const char *what, int *out,
		struct err *e)
{
	const char *v = table_cell(t, row, col);

	if (v != NULL && strcmp(v, "-") == 0)
		return *out = 0, 0;
	if (v != NULL && strcmp(v, "?") == 0)
		return *out = -1, 0;
	if (m44_int(v, 0, 99, out))
		return err_set(e, EXIT_DATA, "%s:%d:%d: %s '%s' is not a number", t->source,
				t->lines[row], col + 1, what, v ? v : "");
	return 0;
}

static int tyes(const struct table *t, int row, int col)
{
	const char *v = table_cell(t, row, col);
	return v != NULL && strcmp(v, "yes") == 0;
}

/* A cell that names one of `names`: its index, or dflt. */
static int tenum(const struct table *t, int row, int col, const char *const *names, int dflt)
{
	int k = kit_enum(names, table_cell(t, row, col));
	return k < 0 ? dflt : k;
}

/* The column of each of the NULL-terminated `cols`, into c. */
static int tcols(const struct table *t, const char *const *cols, const char *what, int *c,
		struct err *e)
{
	for (int i = 0; cols[i]; i++)
		if ((c[i] = table_find_col(t, cols[i], what, e)) < 0)
			return e->code;
	return 0;
}

/* The columns of a unit row, in the order model.c reads them. */
const char *const m44_unit_cols[M44_NCOLS + 1] = { "id", "side", "nation", "type", "hex",
	"figures", "stars", "medal", "token", "moved", "flags", "cargo", NULL };

/* The words of the units and terrain tables, in the order of their enums. */
static const char *const counts_names[] = { "infantry", "armor", NULL };
static const char *const class_names[] = { "infantry", "armor", "artillery", NULL };
static const char *const los_names[] = { "no", "yes", "ruling", NULL };
static const char *const again_names[] = { "no", "overrun", "close", NULL };
static const char *const special_names[] = { "reroll_grenades", "ignore_terrain",
	"stars_hit_armor", "battle_after_entering", "retreat_1_3", "close_ignore_terrain",
	"wire_battle", "sweeps_mines", NULL };
/* impassable: to whom, as the bits 1 infantry, 2 armor, 4 artillery, 8 destroyer */
static const char *const impassable_names[] = { "-", "artillery", "armor+artillery", "all",
	NULL };
static const int impassable_bits[] = { 0, 4, 6, 15 };

static int load_types(struct m44_map *m, struct game_ctx *g, struct err *e)
{
	const struct table *t;
	static const char *const cols[] = { "type", "counts_as", "class", "figures", "move",
		"move_battle", "d1", "los", "take_ground", "again", "medal", NULL };
	int c[16];

	if (table_get(g->tables, "memoir44", "units", &t, e) || tcols(t, cols, "units", c, e))
		return e->code;
	for (int r = 1; r < t->nrows && m->ntypes < 32; r++) {
		struct m44_type *y = &m->types[m->ntypes++];
		const char *sp = table_cell(t, r, table_col(t, "special"));
		memset(y, 0, sizeof *y);
		y->row = r;
		snprintf(y->name, sizeof y->name, "%s", table_cell(t, r, c[0]));
		if (!strcmp(table_cell(t, r, c[3]), "?")) {
			y->unknown = 1;   /* a Troupes card the seed names and does not give */
			y->counts = M44_C_NONE;
			y->cls = M44_CL_NONE;
			continue;
		}
		if (sp && *sp && strcmp(sp, "-") && kit_flag_bits(sp, special_names, &y->special))
			return err_set(e, EXIT_DATA, "%s:%d: special '%s' (reroll_grenades, "
					"ignore_terrain, stars_hit_armor, battle_after_entering, retreat_1_3, "
					"close_ignore_terrain, wire_battle, sweeps_mines)", t->source,
					t->lines[r], sp);
		y->counts = tenum(t, r, c[1], counts_names, M44_C_NONE);
		y->cls = tenum(t, r, c[2], class_names, M44_CL_NONE);
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
		y->los = tenum(t, r, c[7], los_names, 0);
		y->take_ground = tyes(t, r, c[8]);
		y->again = tenum(t, r, c[9], again_names, 0);
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

	if (table_get(g->tables, "memoir44", "terrain", &t, e) || tcols(t, cols, "terrain", c, e))
		return e->code;
	for (int r = 1; r < t->nrows && m->nterrains < 32; r++) {
		struct m44_terrain *x = &m->terrains[m->nterrains++];
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
		x->impassable = impassable_bits[tenum(t, r, c[11], impassable_names, 0)];
		x->water = tyes(t, r, c[12]);
		x->beachlike = tyes(t, r, c[13]);
		/* optional columns: an older copy given with --tables may lack them */
		x->leave_one = tyes(t, r, table_col(t, "leave_one"));
		x->armor_nobattle = tyes(t, r, table_col(t, "armor_nobattle"));
		x->enter_first = tyes(t, r, table_col(t, "enter_first"));
		x->with_unit = tyes(t, r, table_col(t, "with_unit"));
		x->owned = tyes(t, r, table_col(t, "owned"));
		x->mined = !strcmp(x->name, "minefield");
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
		if (m44_int(cell, 0, 99, dst))
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
		int s = kit_enum(sym_names, table_cell(t, r, c));
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

int m44_type_known(struct game_ctx *g, const struct m44_type *t, struct err *e)
{
	const struct table *u;
	const char *cell;

	if (!t->unknown)
		return 0;
	if (table_get(g->tables, "memoir44", "units", &u, e))
		return e->code;
	return table_need(u, t->row, table_col(u, "figures"), "digest B-4 (the unit's Troupes "
			"card, not in the seed)", &cell, e);
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
			if (m44_int(v, 1, 6, &m->boards))
				return kit_bad(e, st, r, 2, "boards (1 to 6 boards side by side, §VI) '%s'", v);
		} else if (!strcmp(key, "active")) {
			if ((m->active = m44_side_parse(v)) < 0)
				return kit_bad(e, st, r, 2, "active side (allies or axis) '%s'", v);
		} else if (!strcmp(key, "air_superiority")) {
			air_set = 1;
			if (strcmp(v, "none") && (m->air = m44_side_parse(v)) < 0)
				return kit_bad(e, st, r, 2, "air_superiority (allies, axis or none, "
						"§II-AirSup) '%s'", v);
		} else if (!strcmp(key, "allied_baseline")) {
			if (strcmp(v, "bottom") && strcmp(v, "top"))
				return kit_bad(e, st, r, 2, "allied_baseline (bottom or top) '%s'", v);
			m->allied_bottom = !strcmp(v, "bottom");
		} else if (!strcmp(key, "offboard") || !strcmp(key, "bcf")) {
			int *f = key[0] == 'o' ? m->offboard : m->bcf;
			if (!strcmp(v, "allies") || !strcmp(v, "both"))
				f[M44_ALLIES] = 1;
			if (!strcmp(v, "axis") || !strcmp(v, "both"))
				f[M44_AXIS] = 1;
			if (strcmp(v, "allies") && strcmp(v, "axis") && strcmp(v, "both") &&
					strcmp(v, "none"))
				return kit_bad(e, st, r, 2, "side (allies, axis, both or none) '%s'", v);
		} else if (!strncmp(key, "medals.", 7) || !strncmp(key, "hand.", 5) ||
				!strncmp(key, "turn.", 5)) {
			char side[16];
			int b = 1;
			/* hand.SIDE.B: a sealed board B's hand size (deck.c), as card.SIDE.B */
			snprintf(side, sizeof side, "%s", strchr(key, '.') + 1);
			if (key[0] == 'h' && strchr(side, '.') && (m44_int(strchr(side, '.') + 1, 2,
							6, &b) == 0))
				*strchr(side, '.') = '\0';
			if (m44_side_parse(side) < 0)
				return kit_bad(e, st, r, 1, "key (allies or axis after the dot) '%s'", key);
			if (m44_int(v, 0, 999, &n))
				return kit_bad(e, st, r, 2, "count '%s'", v);
		} else if (!strcmp(key, "axis_reinf_blocked")) {
			if (strcmp(v, "yes") && strcmp(v, "no"))
				return kit_bad(e, st, r, 2, "axis_reinf_blocked (yes or no, §II-AirSup L306) '%s'", v);
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
/* Where a hex row is, its terrain, obstacle and hill. */
static int hex_ground(struct m44_map *m, const struct state *st, const struct state_row *r,
		const int *c, struct m44_hexinfo *x, struct err *e)
{
	const char *v = state_field(r, c[0]);

	if (grid_parse(v, &x->h) || !m44_hex_valid(m, x->h))
		return kit_bad(e, st, r, c[0], "hex (CCRR on the board, see umpire-memoir44(7)) "
				"'%s'", v);
	for (int j = 0; j < m->nhexes; j++)
		if (grid_equal(m->hexes[j].h, x->h))
			return kit_bad(e, st, r, c[0], "hex given twice '%s'", v);
	v = state_field(r, c[1]);
	if ((x->terrain = m44_terrain_find(m, v)) == NULL)
		return kit_bad(e, st, r, c[1], "terrain (see 'umpire tables memoir44 terrain') '%s'",
				v);
	v = state_field(r, c[2]);
	if (*v && (x->obstacle = m44_terrain_find(m, v)) == NULL)
		return kit_bad(e, st, r, c[2], "obstacle (see 'umpire tables memoir44 terrain') "
				"'%s'", v);
	v = state_field(r, c[3]);
	if (*v && m44_int(v, 1, 999, &x->hill))
		return kit_bad(e, st, r, c[3], "hill group (a number from 1) '%s'", v);
	if (!strcmp(x->terrain->name, "hill") && x->hill == 0)
		x->hill = 1000 + x->row;        /* a lone hill is its own group */
	v = state_field(r, c[4]);
	if (*v && m44_int(v, 0, 9, &x->height))
		return kit_bad(e, st, r, c[4], "height (0 to 9) '%s'", v);
	if (x->hill && !*v)
		x->height = 1;
	return 0;
}

/* yes, no or nothing: 1 for yes, 0 otherwise; -1 for another word. */
static int yes_no(const char *v)
{
	return !strcmp(v, "yes") ? 1 : !*v || !strcmp(v, "no") ? 0 : -1;
}

/* A hex row's markers: sections, beach, landing-craft icon, exit, village,
 * bridge medal, objective, entry. */
static int hex_marks(const struct state *st, const struct state_row *r, const int *c,
		struct m44_hexinfo *x, struct err *e)
{
	const char *v = state_field(r, c[5]);

	if (*v && ((x->sections = parse_sections(v)) == 0 || x->sections > 7))
		return kit_bad(e, st, r, c[5], "section (left, centre, right, or two joined "
				"with +, e.g. left+centre) '%s'", v);
	v = state_field(r, c[6]);
	if (*v && ((x->beach = (int)parse_sections(v)) == 0 || x->beach > 7 ||
				(x->beach & (x->beach - 1))))
		return kit_bad(e, st, r, c[6], "beach section (left, centre or right) '%s'", v);
	v = state_field(r, c[7]);
	if ((x->lc_icon = yes_no(v)) < 0)
		return kit_bad(e, st, r, c[7], "lc (yes: a landing-craft icon) '%s'", v);
	v = state_field(r, c[8]);
	x->exit_side = -1;
	if (*v && strcmp(v, "used") && (x->exit_side = m44_side_parse(v)) < 0)
		return kit_bad(e, st, r, c[8], "exit (allies, axis, or used) '%s'", v);
	x->exit_used = !strcmp(v, "used");
	v = state_field(r, c[9]);
	x->village_side = -1;
	if (*v && (x->village_side = m44_side_parse(v)) < 0)
		return kit_bad(e, st, r, c[9], "village control (allies or axis) '%s'", v);
	v = state_field(r, c[10]);
	if ((x->bridge_medal = yes_no(v)) < 0)
		return kit_bad(e, st, r, c[10], "bridge_medal (yes or no) '%s'", v);
	v = state_field(r, c[11]);
	if (*v && parse_objective(v, x))
		return kit_bad(e, st, r, c[11], "objective (SIDE:temporary|permanent|majority:N"
				"[:GROUP], SIDE allies or axis; or taken) '%s'", v);
	v = state_field(r, c[13]);
	x->obstacle_side = -1;
	if (*v && (x->obstacle_side = m44_side_parse(v)) < 0)
		return kit_bad(e, st, r, c[13], "obstacle_side (allies or axis: the side a bunker, "
				"sea wall or minefield belongs to) '%s'", v);
	v = state_field(r, c[14]);
	x->mines = -1;
	if (*v && m44_int(v, 0, 9, &x->mines))
		return kit_bad(e, st, r, c[14], "mines (a minefield's value, 0 to 9) '%s'", v);
	v = state_field(r, c[12]);
	x->entry_side = -1;
	if (*v && (x->entry_side = m44_side_parse(v)) < 0)
		return kit_bad(e, st, r, c[12], "entry (allies or axis: an Entry marker hex, "
				"§IV-Entry) '%s'", v);
	return 0;
}

static int load_hexes(struct m44_map *m, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "hex");
	static const char *const cols[] = { "hex", "terrain", "obstacle", "hill", "height",
		"section", "beach", "lc", "exit", "village", "bridge_medal", "objective", "entry",
		"obstacle_side", "mines" };
	static const char *const need[] = { "hex", "terrain", NULL };
	int c[15];

	if (k == NULL)
		return 0;
	if (k->nrows > M44_MAX_HEXES)
		return kit_bad_at(e, st, k->line, 1, "more than %d hex rows", M44_MAX_HEXES);
	for (int i = 0; i < (int)(sizeof cols / sizeof cols[0]); i++)
		c[i] = state_col(k, cols[i]);
	if (kit_need_cols(st, k, need, "umpire-memoir44(7)", e))
		return e->code;
	m->hexes = calloc((size_t)k->nrows + 1, sizeof *m->hexes);
	if (m->hexes == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		struct m44_hexinfo *x = &m->hexes[m->nhexes];
		x->row = i;
		x->line = k->rows[i].line;
		if (hex_ground(m, st, &k->rows[i], c, x, e) || hex_marks(st, &k->rows[i], c, x, e))
			return e->code;
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
	if (n < 3 || n > 4 || (x->obj_side = m44_side_parse(f[0])) < 0 ||
			m44_int(f[2], 1, 9, &x->obj_n))
		return -1;
	x->obj_kind = !strcmp(f[1], "temporary") ? 1 : !strcmp(f[1], "permanent") ? 2 :
		!strcmp(f[1], "majority") ? 3 : 0;
	if (x->obj_kind == 0 || (x->obj_kind == 3) != (n == 4))
		return -1;
	if (n == 4)
		snprintf(x->obj_group, sizeof x->obj_group, "%s", f[3]);
	return 0;
}

/* Who a unit row is: id, side, nation, type. */
static int unit_who(struct m44_map *m, const struct state *st, const struct state_row *r,
		const int *c, struct m44_unit *u, struct err *e)
{
	const char *v;

	u->id = state_field(r, c[0]);
	if (*u->id == '\0')
		return kit_bad(e, st, r, c[0], "unit id '%s'", "");
	for (int j = 0; j < m->nunits; j++)
		if (!strcmp(m->units[j].id, u->id))
			return kit_bad(e, st, r, c[0], "unit id given twice '%s'", u->id);
	v = state_field(r, c[1]);
	if ((u->side = m44_side_parse(v)) < 0)
		return kit_bad(e, st, r, c[1], "side (allies or axis) '%s'", v);
	snprintf(u->nation, sizeof u->nation, "%s", state_field(r, c[2]));
	v = state_field(r, c[3]);
	if ((u->type = m44_type_find(m, v)) == NULL)
		return kit_bad(e, st, r, c[3], "unit type (see 'umpire tables memoir44 units') "
				"'%s'", v);
	return 0;
}

/* Where a unit row is and what it has left: hex, figures, battle stars, medal
 * value, target token. */
static int unit_where(struct m44_map *m, const struct state *st, const struct state_row *r,
		const int *c, struct m44_unit *u, struct err *e)
{
	const char *v = state_field(r, c[4]);

	if (*v) {
		if (grid_parse(v, &u->hex) || !m44_hex_valid(m, u->hex))
			return kit_bad(e, st, r, c[4], "hex (CCRR on the board, see "
					"umpire-memoir44(7)) '%s'", v);
		u->onboard = 1;
	}
	v = state_field(r, c[5]);
	if (m44_int(v, 0, 9, &u->figures) || (u->onboard && u->figures == 0))
		return kit_bad(e, st, r, c[5], "figures (1 to 9 on the board, 0 off it) '%s'", v);
	if (!u->type->unknown && u->figures > u->type->figures)
		return kit_bad(e, st, r, c[5], "figures (more than the unit type has) '%s'", v);
	v = state_field(r, c[6]);
	if (*v && m44_int(v, 0, 3, &u->stars))
		return kit_bad(e, st, r, c[6], "battle stars (0 to 3) '%s'", v);
	v = state_field(r, c[7]);
	u->medal = u->type->medal;
	if (*v && m44_int(v, 0, 9, &u->medal))
		return kit_bad(e, st, r, c[7], "medal value (0 to 9) '%s'", v);
	u->has_token = m44_is(u, "heavy_artillery") || m44_is(u, "destroyer");
	v = state_field(r, c[8]);
	if (*v && !u->has_token)
		return kit_bad(e, st, r, c[8], "target token (only heavy artillery and "
				"destroyers have one, §III-HeavyArty L334) '%s'", v);
	if (*v && (grid_parse(v, &u->token_hex) || !m44_hex_valid(m, u->token_hex)))
		return kit_bad(e, st, r, c[8], "target token hex '%s'", v);
	u->token_on = *v != '\0';
	return 0;
}

/* What a unit row did this turn: hexes moved and its markers; and its cargo. */
static int unit_turn(const struct state *st, const struct state_row *r, const int *c,
		struct m44_unit *u, struct err *e)
{
	const char *v = state_field(r, c[9]);

	if (*v && m44_int(v, 0, 9, &u->moved))
		return kit_bad(e, st, r, c[9], "hexes moved this turn (0 to 9) '%s'", v);
	v = state_field(r, c[10]);
	if (kit_flag_bits(v, flag_names, &u->flags))
		return kit_bad(e, st, r, c[10], "flags (';'-separated: moved, battled, "
				"took_ground, again, deployed, flag_move, retreat_any, any_baseline, "
				"entered_stop, on_lc, landed, first_flag, dug_in, moved_again) '%s'", v);
	u->cargo = state_field(r, c[11]);
	v = state_field(r, c[12]);
	if (*v && (kit_flag_bits(v, ordered_names, &u->ordered) || (u->ordered &
					(u->ordered - 1))))
		return kit_bad(e, st, r, c[12], "ordered (how the card orders it: left, centre, "
				"right, card, move, infantry, armor or star) '%s'", v);
	v = state_field(r, c[13]);
	if (*v && (u->equip = kit_enum(equip_names, v)) <= 0)
		return kit_bad(e, st, r, c[13], "equipment (at, mortar or mg: Materiel 5-7, L692) "
				"'%s'", v);
	v = state_field(r, c[14]);
	if (*v && m44_int(v, 1, 6, &u->owner))
		return kit_bad(e, st, r, c[14], "board (the board whose player ordered it, 1 to "
				"6) '%s'", v);
	return 0;
}

/* One unit per hex, a landing craft aside (base game B-8). */
static int unit_alone(struct m44_map *m, const struct state *st, const struct state_row *r,
		const int *c, const struct m44_unit *u, struct err *e)
{
	for (int j = 0; j < m->nunits && u->onboard; j++)
		if (m->units[j].onboard && grid_equal(m->units[j].hex, u->hex) &&
				!m44_is(&m->units[j], "landing_craft") && !m44_is(u, "landing_craft"))
			return kit_bad(e, st, r, c[4], "hex already holds a unit (one unit per "
					"hex, base game B-8) '%s'", state_field(r, c[4]));
	return 0;
}

static int load_units(struct m44_map *m, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "unit");
	static const char *const need[] = { "id", "side", "nation", "type", "hex", "figures",
		NULL };
	int c[M44_NCOLS + 3];

	if (k == NULL)
		return 0;
	c[M44_NCOLS] = state_col(k, "ordered");   /* optional: the card's order */
	c[M44_NCOLS + 1] = state_col(k, "equipment");
	c[M44_NCOLS + 2] = state_col(k, "board");
	if (k->nrows > M44_MAX_UNITS)
		return kit_bad_at(e, st, k->line, 1, "more than %d units", M44_MAX_UNITS);
	for (int i = 0; i < M44_NCOLS; i++)
		c[i] = state_col(k, m44_unit_cols[i]);
	if (kit_need_cols(st, k, need, "umpire-memoir44(7)", e))
		return e->code;
	m->units = calloc((size_t)k->nrows + 1, sizeof *m->units);
	if (m->units == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct m44_unit *u = &m->units[m->nunits];
		u->row = i;
		u->line = r->line;
		if (unit_who(m, st, r, c, u, e) || unit_where(m, st, r, c, u, e) ||
				unit_turn(st, r, c, u, e) || unit_alone(m, st, r, c, u, e))
			return e->code;
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

/* Does a unit of `side` stand in h (a landing craft does not count)? Or in
 * h or next to it? (control of villages, beaches, bridges; deployment) */
int m44_held(const struct m44_map *m, struct grid_hex h, int side)
{
	const struct m44_unit *u = m44_unit_at(m, h);
	return u != NULL && u->side == side && !m44_is(u, "landing_craft");
}

int m44_near(const struct m44_map *m, struct grid_hex h, int side)
{
	struct grid_hex nb[6];

	if (m44_held(m, h, side))
		return 1;
	grid_row_neighbours(h, nb);
	for (int k = 0; k < 6; k++)
		if (m44_held(m, nb[k], side))
			return 1;
	return 0;
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

int m44_unit_set(struct state *st, const struct m44_unit *u, const char *col, const char *v,
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
	if (state_field_set(&k->rows[u->row], c, v))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

int m44_unit_store(struct m44_map *m, struct state *st, const struct m44_unit *u,
		struct err *e)
{
	char buf[256], hx[8];

	(void)m;
	if (u->onboard)
		grid_format(u->hex, hx);
	else
		hx[0] = '\0';
	if (m44_unit_set(st, u, "hex", hx, e))
		return e->code;
	snprintf(buf, sizeof buf, "%d", u->figures);
	if (m44_unit_set(st, u, "figures", buf, e))
		return e->code;
	{
		const struct state_kind *k = state_kind(st, "unit");
		int sc = state_col(k, "stars");
		const char *was = sc >= 0 ? state_field(&k->rows[u->row], sc) : "";
		snprintf(buf, sizeof buf, "%d", u->stars);
		if (u->stars == 0 && *was == '\0')
			buf[0] = '\0';   /* a blank stays blank */
		if ((u->stars || sc >= 0) && m44_unit_set(st, u, "stars", buf, e))
			return e->code;
	}
	if (m44_unit_set(st, u, "type", u->type->name, e))
		return e->code;
	if (u->has_token) {
		if (u->token_on)
			grid_format(u->token_hex, hx);
		else
			hx[0] = '\0';
		if (m44_unit_set(st, u, "token", hx, e))
			return e->code;
	}
	if (u->moved || state_col(state_kind(st, "unit"), "moved") >= 0) {
		snprintf(buf, sizeof buf, "%d", u->moved);
		if (m44_unit_set(st, u, "moved", u->moved ? buf : "", e))
			return e->code;
	}
	if (u->flags || state_col(state_kind(st, "unit"), "flags") >= 0)
		if (m44_unit_set(st, u, "flags", m44_flags_text(u->flags, buf, sizeof buf), e))
			return e->code;
	if (u->ordered || state_col(state_kind(st, "unit"), "ordered") >= 0)
		if (m44_unit_set(st, u, "ordered", m44_ordered_text(u->ordered), e))
			return e->code;
	if (u->owner || state_col(state_kind(st, "unit"), "board") >= 0) {
		snprintf(buf, sizeof buf, "%d", u->owner);
		if (m44_unit_set(st, u, "board", u->owner ? buf : "", e))
			return e->code;
	}
	return 0;
}

/* A new unit row (a reinforcement): its id, side and nation (given whole: the
 * struct keeps a short copy), then what m44_unit_store writes. u->row is set. */
int m44_unit_add(struct m44_map *m, struct state *st, struct m44_unit *u, const char *nation,
		struct err *e)
{
	struct state_kind *k = state_kind_add(st, "unit", m44_unit_cols, M44_NCOLS);
	struct state_row *r;

	if (k == NULL || (r = state_row_add(k)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	u->row = k->nrows - 1;
	if (state_field_set(r, state_col(k, "id"), u->id) ||
			state_field_set(r, state_col(k, "side"), m44_side_name(u->side)) ||
			state_field_set(r, state_col(k, "nation"), nation))
		return err_set(e, EXIT_IO, "out of memory");
	return m44_unit_store(m, st, u, e);
}

/* Write a hex row's column (adding the column when the kind lacks it): 0, or
 * -1 when out of memory. */
int m44_hex_set(struct state *st, const struct m44_hexinfo *x, const char *col, const char *v)
{
	struct state_kind *k = state_kind(st, "hex");
	int c = k ? state_col(k, col) : -1;

	if (k == NULL)
		return -1;
	if (c < 0) {
		const char *cols[1] = { col };
		if ((k = state_kind_add(st, "hex", cols, 1)) == NULL || (c = state_col(k, col)) < 0)
			return -1;
	}
	return state_field_set(&k->rows[x->row], c, v) ? -1 : 0;
}

int m44_medal_add(struct state *st, int side, int n)
{
	char key[32], buf[16];
	const char *v;
	int have = 0;

	snprintf(key, sizeof key, "medals.%s", m44_side_name(side));
	v = state_get(st, key);
	if (v != NULL && m44_int(v, 0, 999, &have))
		have = 0;
	have += n;
	if (have < 0)
		have = 0;
	snprintf(buf, sizeof buf, "%d", have);
	return state_set(st, key, buf);
}

/* The terrain (or obstacle) of h on which u, entering, may not battle that turn:
 * forest, village, church, hedgerow, and a marsh for armor (terrain table
 * nobattle, armor_nobattle; base game 5.2, not in seed). NULL when none. */
const struct m44_terrain *m44_enter_nobattle(const struct m44_map *m, const struct m44_unit *u,
		struct grid_hex h)
{
	const struct m44_hexinfo *x = m44_hexinfo(m, h);
	const struct m44_terrain *t = m44_terrain_of(m, h);

	/* French Resistance battles the turn it enters any terrain (B-4; BGA
	 * FrenchResistance.php) */
	if (u->type->special & M44_S_ENTER_BATTLE)
		return NULL;
	if (t->nobattle || (t->armor_nobattle && u->type->cls == M44_CL_ARMOR))
		return t;
	if (x && x->obstacle && (x->obstacle->nobattle || (x->obstacle->armor_nobattle &&
					u->type->cls == M44_CL_ARMOR)))
		return x->obstacle;
	return NULL;
}

/* Sandbags are "removed when the unit leaves or is eliminated" (base game 5.2,
 * not in seed, Medium-High; BGA Sandbag.php): the terrain table's with_unit. */
int m44_vacate(struct m44_map *m, struct state *st, struct grid_hex h, struct log *l,
		struct err *e)
{
	for (int i = 0; i < m->nhexes; i++) {
		struct m44_hexinfo *x = &m->hexes[i];
		char hx[8];
		if (!grid_equal(x->h, h) || x->obstacle == NULL || !x->obstacle->with_unit)
			continue;
		grid_format(h, hx);
		log_step(l, _("base game 5.2, not in seed; BGA Sandbag.php"), "The %s in %s goes with "
				"the unit that left the hex: removed", x->obstacle->name, hx);
		x->obstacle = NULL;
		if (m44_hex_set(st, x, "obstacle", ""))
			return err_set(e, EXIT_IO, "out of memory");
	}
	return 0;
}

int m44_obstacle_set(struct m44_map *m, struct state *st, struct grid_hex h, const char *name,
		struct err *e)
{
	struct m44_hexinfo *x = NULL;
	const struct m44_terrain *ob = m44_terrain_find(m, name);

	for (int i = 0; i < m->nhexes && x == NULL; i++)
		if (grid_equal(m->hexes[i].h, h))
			x = &m->hexes[i];
	if (ob == NULL)
		return err_set(e, EXIT_DATA, "the terrain table has no row %s", name);
	if (x == NULL) {
		/* a hex without a row is countryside: it gets one */
		static const char *const cols[] = { "hex", "terrain" };
		struct state_kind *k = state_kind_add(st, "hex", cols, 2);
		struct state_row *r = k ? state_row_add(k) : NULL;
		struct m44_hexinfo *more;
		char hx[8];
		grid_format(h, hx);
		if (r == NULL || state_field_set(r, state_col(k, "hex"), hx) ||
				state_field_set(r, state_col(k, "terrain"), "countryside") ||
				(more = realloc(m->hexes, (size_t)(m->nhexes + 1) * sizeof *more)) == NULL)
			return err_set(e, EXIT_IO, "out of memory");
		m->hexes = more;
		x = &m->hexes[m->nhexes++];
		memset(x, 0, sizeof *x);
		x->h = h;
		x->row = k->nrows - 1;
		x->terrain = m44_terrain_find(m, "countryside");
		x->entry_side = x->exit_side = x->village_side = -1;
	}
	x->obstacle = ob;
	return m44_hex_set(st, x, "obstacle", name) ? err_set(e, EXIT_IO, "out of memory") : 0;
}

/* Does the obstacle of x protect a unit of `side`? An owned obstacle (bunker,
 * sea wall) only its side's (base game 5.2; BGA Bunker.php, SeaWall.php); with
 * no obstacle_side written, any occupant's. */
int m44_obstacle_protects(const struct m44_hexinfo *x, int side)
{
	return x && x->obstacle && (!x->obstacle->owned || x->obstacle_side < 0 ||
			x->obstacle_side == side);
}
