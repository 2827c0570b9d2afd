/*
 * assault.c: the `assault` order of Salerno 1943: one close combat (§9).
 *
 * This file turns a state and an order into a struct cb_setup (who fights, who
 * supports, terrain, rivers, precipices, the combat table and every choice the
 * order names), checks everything the rules forbid at declaration, then hands
 * the rounds to combat.c: `resolve` runs them with the dice it is given and
 * writes the result back into the state; `odds` enumerates them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "odds.h"
#include "pending.h"

#define ITEM 40

/* Index of a unit in the setup, adding it if needed. */
static int setup_unit(struct cb_setup *s, struct s43_unit *u, int side, int hexi,
		int mode, struct err *e)
{
	for (int i = 0; i < s->nunit; i++)
		if (s->unit[i].u == u)
			return i;
	if (s->nunit == CB_MAX) {
		/* a limit of umpire's combat state (plain bytes for the odds), not a rule:
		 * the rules put no bound on a stack's size in a combat (§9.2 limits who
		 * fights, not who is in the hex) */
		err_set(e, EXIT_USAGE, "assault: more than %d units in one combat (the stacks of "
				"from= and to=, and the supporters): umpire resolves at most %d, a limit "
				"of umpire, not a rule of the game", CB_MAX, CB_MAX);
		return -1;
	}
	s->unit[s->nunit] = (struct cb_unit){ .u = u, .side = side, .hexi = hexi, .mode = mode };
	return s->nunit++;
}

/* The units a list argument names, as setup indices; unknown ids are EXIT_DATA,
 * units not in this combat refused (§9.2). A unit may be named more than once
 * (each step lost, §9.64). */
static int unit_list(struct cb_setup *s, const struct order *o, const char *key,
		int *out, int *n, struct err *e)
{
	struct s43_unit *u[CB_LIST];

	if (s43_unit_list(o, key, s->map, u, CB_LIST, S43_LIST_REPEAT, n, e))
		return e->code;
	for (int i = 0; i < *n; i++) {
		out[i] = -1;
		for (int j = 0; j < s->nunit; j++)
			if (s->unit[j].u == u[i])
				out[i] = j;
		if (out[i] < 0)
			return kit_refuse(e, "§9.2", "assault: %s= names %s, which is not in this "
					"combat", key, u[i]->id);
	}
	return 0;
}

/* 1 if unit u of `side` stands in one of the combat's hexes of that side. */
static int in_combat_hex(const struct cb_setup *s, const struct s43_unit *u, int side)
{
	for (int h = 0; h < s->nhex[side]; h++)
		if (u->onmap && u->side == side && grid_equal(u->hex, s->hex[side][h]))
			return 1;
	return 0;
}

static void log_fighters(const struct cb_setup *s, const uint8_t *fight, int side, int h,
		const char *hx, int named)
{
	char list[512] = "";

	if (log_quiet(s->log))
		return;
	for (int i = 0; i < s->nunit; i++)
		if (s->unit[i].side == side && s->unit[i].hexi == h && fight[i]) {
			strncat(list, list[0] ? ", " : "", sizeof list - strlen(list) - 1);
			strncat(list, s->unit[i].u->id, sizeof list - strlen(list) - 1);
		}
	log_step(s->log, "§9.21, §9.22", "%s fights from %s with %s%s", s43_side_m(side), hx,
			list, named ? "" : _(" (the top of the stack; name others with att= or def=)"));
}

/* Who fights from hex h of `side` (§9.21, §9.22): the units att= or def= names
 * (`named` given), which must be the top of the stack, or else as many units
 * from the top as §9.21 allows. */
static int hex_fighters(struct cb_setup *s, int side, int h, const char *key, int named,
		struct s43_unit *const *list, int nlist, uint8_t *fight, uint8_t *order,
		struct err *e)
{
	struct s43_unit *stack[CB_MAX];
	int n = s43_stack(s->map, s->hex[side][h], side, stack, CB_MAX);
	int comp = 0, plat = 0, stop = 0, took = 0;
	char hx[5];

	s43_hex_name(s->hex[side][h], hx);
	if (n == 0)
		return kit_refuse(e, "§9.11", "assault: no %s unit in %s", s43_side_f(side), hx);
	for (int k = 0; k < n; k++) {
		struct s43_unit *u = stack[k];
		int i = setup_unit(s, u, side, h, CB_IN_STACK, e), want = 0;
		if (i < 0)
			return e->code;
		order[i] = (uint8_t)(k + 1);
		for (int j = 0; named && j < nlist; j++)
			want |= list[j] == u;
		if (!named)
			want = !stop && s43_fits(comp + !u->platoon, plat + u->platoon);
		if (want && stop)
			return kit_refuse(e, "§9.22", "assault: %s= skips a unit of %s: units fight "
					"from the top of the stack down, without skipping", key, hx);
		if (want && !s43_fits(comp + !u->platoon, plat + u->platoon))
			return kit_refuse(e, "§9.21", "assault: too many units fight from %s: at "
					"most 2 companies and 2 platoons, 1 company and 4 platoons, or 6 "
					"platoons", hx);
		if (!want) {
			stop = 1;
			continue;
		}
		if (u->flags & S43_F_FLIPPED)
			return kit_refuse(e, "§15.23", "assault: %s is on its back (flipped): only "
					"units face up take part in a combat (%s)", u->id, hx);
		comp += !u->platoon;
		plat += u->platoon;
		fight[i] = 1;
		took++;
		if (side == s->active && (u->flags & S43_F_WITHDRAW))
			return kit_refuse(e, "§4.3, §21.0", "assault: %s is marked withdraw and "
					"does not attack", u->id);
	}
	if (took == 0)
		return kit_refuse(e, "§9.2", "assault: no unit of %s fights (%s=)", hx, key);
	log_fighters(s, fight, side, h, hx, named);
	return 0;
}

/* Who fights directly from each hex of one side (§9.2-§9.23), att= or def=. */
static int participants(struct cb_setup *s, const struct order *o, int side,
		const char *key, uint8_t *fight, uint8_t *order, struct err *e)
{
	struct s43_unit *list[CB_LIST];
	int nlist;

	if (s43_unit_list(o, key, s->map, list, CB_LIST, S43_LIST_REPEAT, &nlist, e))
		return e->code;
	for (int j = 0; j < nlist; j++)
		if (!in_combat_hex(s, list[j], side))
			return kit_refuse(e, "§9.2", "assault: %s= names %s, which is not in a hex "
					"of its side in this combat", key, list[j]->id);
	for (int h = 0; h < s->nhex[side]; h++)
		if (hex_fighters(s, side, h, key, order_given(o, key), list, nlist, fight, order, e))
			return e->code;
	return 0;
}

/* Nationality and division tests for indirect support (§9.521, §17.1). */
static int may_request(const struct cb_setup *s, const uint8_t *fight,
		const struct s43_unit *sup, int adjacent)
{
	const char *div = sup->division[0] ? sup->division :
		(!adjacent && sup->attached[0]) ? sup->attached : "";

	for (int i = 0; i < s->nunit; i++) {
		const struct s43_unit *u = s->unit[i].u;
		if (!fight[i] || u->side != sup->side)
			continue;
		if (div[0] ? strcmp(u->division, div) == 0 || strcmp(u->attached, div) == 0
		           : strcmp(u->nation, sup->nation) == 0)
			return 1;
	}
	return 0;
}

/* One supporter as the order names it, and what the rules make of it. */
struct support {
	struct s43_unit *u;
	int round;                /* @R: the round of a single-round supporter */
	int indirect;             /* :indirect, an armoured platoon's single value */
	int far, adjacent_all;    /* its distance to the farthest enemy hex; all at 1 */
	int mode, single;
	const char *rule;
};

/* "ID[:indirect][@R]" (§9.525, §9.535). */
static int support_parse(struct cb_setup *s, const char *key, char *item, struct support *p,
		struct err *e)
{
	char *at = strchr(item, '@'), *colon = strchr(item, ':');

	memset(p, 0, sizeof *p);
	if (at) {
		*at = '\0';
		if (strlen(at + 1) != 1 || at[1] < '1' || at[1] > '3')
			return err_set(e, EXIT_USAGE, "assault: %s=: round '@%s' is not 1, 2 or 3",
					key, at + 1);
		p->round = at[1] - '0';
	}
	if (colon) {
		*colon = '\0';
		if (strcmp(colon + 1, "indirect") != 0)
			return err_set(e, EXIT_USAGE, "assault: %s=: ':%s' is not ':indirect'", key,
					colon + 1);
		p->indirect = 1;
	}
	if ((p->u = s43_unit_find(s->map, item)) == NULL)
		return err_set(e, EXIT_DATA, "assault: %s=: no unit '%s' in %s", key, item,
				kit_path(s->st));
	return 0;
}

/* What bars a unit from supporting at all (§9.5, §9.12, §9.22, §13.0, §7.3,
 * §15.1, §15.23, §15.3, §2.12). */
static int support_barred(struct cb_setup *s, const struct s43_unit *u, int side,
		const uint8_t *fight, struct err *e)
{
	char bx[5];

	if (u->side != side)
		return kit_refuse(e, "§9.12", "assault: %s is not an %s unit: it cannot support "
				"this side", u->id, s43_side_f(side));
	if (!u->onmap)
		return kit_refuse(e, "§9.5", "assault: %s is eliminated", u->id);
	for (int i = 0; i < s->nunit; i++)
		if (s->unit[i].u == u && fight[i])
			return kit_refuse(e, "§9.22", "assault: %s fights directly and cannot also "
					"support", u->id);
	for (int h = 0; h < s->nhex[!side] && u->bombarded[0]; h++)
		if (!strcmp(s43_hex_name(s->hex[!side][h], bx), u->bombarded) &&
		    strcmp(game_rule(s->g, s->st, "bombard-and-support"), "both") != 0)
			return kit_refuse(e, "§13.0; ruling bombard-and-support", "assault: %s "
					"bombarded %s before this combat and cannot also support it",
					u->id, bx);
	if (u->flags & S43_F_OUT_OF_SUPPLY)
		return kit_refuse(e, "§7.3, §9.5", "assault: %s is out of supply and cannot "
				"support", u->id);
	if (u->flags & S43_F_FLIPPED)
		return kit_refuse(e, "§15.23", "assault: %s is on its back (flipped): only units "
				"face up take part in a combat", u->id);
	/* §15.1: a tow-only unit does not move and fire in the same turn, except
	 * the US mortar companies (§15.12) */
	if (u->kind == S43_K_TOW_ONLY && (u->flags & S43_F_MOVED) &&
	    !(strcmp(u->nation, "US") == 0 && u->weapon == S43_W_MTR))
		return kit_refuse(e, "§15.1", "assault: %s is a tow-only unit that moved this "
				"turn: it cannot fire", u->id);
	if (u->kind == S43_K_AA_MG)
		return kit_refuse(e, "§15.3", "assault: %s is an AA machine gun: it gives no "
				"support in combat", u->id);
	/* §15.11: an Axis tow-only unit whose defence support is 0 supports "qu'au
	 * premier round d'un combat durant le tour de l'Axe": its X in round 1
	 * (§9.523), nothing in the Allied player's turn */
	if (u->side == S43_AXIS && u->kind == S43_K_TOW_ONLY &&
	    u->sup_dual[u->steps < u->max_steps] && s43_value(u, u->sup_y, u->steps) == 0) {
		if (s->active != S43_AXIS)
			return kit_refuse(e, "§15.11", "assault: %s is an Axis tow-only unit whose "
					"defence support is 0: it supports only in round 1 of a combat of "
					"the Axis turn", u->id);
		log_step(s->log, "§15.11", "%s, an Axis tow-only unit whose defence support is 0, "
				"supports in round 1 only", u->id);
	}
	if (s43_value(u, u->sup_x, u->steps) < 0)
		return kit_refuse(e, "§2.12", "assault: %s has no support value", u->id);
	return 0;
}

/* §9.511: heavy weapons, adjacent to the enemy, of a fighting unit's battalion. */
static int support_heavy(const struct cb_setup *s, struct support *p, int side,
		const uint8_t *fight, struct err *e)
{
	const struct s43_unit *u = p->u;
	int same = 0;

	p->mode = CB_HEAVY, p->rule = "§9.51";
	if (!p->adjacent_all)
		return kit_refuse(e, "§9.511", "assault: heavy weapons %s must be adjacent to "
				"the enemy units", u->id);
	for (int i = 0; i < s->nunit; i++)
		if (fight[i] && s->unit[i].side == side && u->battalion[0] &&
		    strcmp(s->unit[i].u->battalion, u->battalion) == 0)
			same = 1;
	if (!same)
		return kit_refuse(e, "§9.511", "assault: heavy weapons %s support only their own "
				"battalion (%s)", u->id, u->battalion[0] ? u->battalion : "none");
	return 0;
}

/* §9.52: indirect support, in range of every enemy hex (§9.521) or from an
 * adjacent enemy ZOC (§9.522), for its division or nationality (§17.1). */
static int support_indirect(const struct cb_setup *s, struct support *p, int dual,
		const uint8_t *fight, struct err *e)
{
	const struct s43_unit *u = p->u;
	int mortar1 = !strcmp(u->nation, "US") && u->weapon == S43_W_MTR && u->range <= 1;

	if (!mortar1 && u->range >= p->far) {
		p->mode = CB_INDIRECT, p->rule = "§9.521";
	} else if (s43_zoc(s->map, s->prec, u->hex, !u->side, 0) && p->adjacent_all) {
		p->mode = CB_ADJACENT, p->rule = "§9.522";
	} else {
		char d[16];
		snprintf(d, sizeof d, "%d", p->far);
		return kit_refuse(e, mortar1 ? "§9.522" : "§9.521", "assault: %s is not in range "
				"of every enemy unit (%s hexes) nor adjacent to them from an enemy ZOC",
				u->id, d);
	}
	if (!may_request(s, fight, u, p->mode == CB_ADJACENT))
		return kit_refuse(e, "§9.521, §17.1", "assault: %s may support only its own "
				"division, or (independent) its own nationality", u->id);
	p->single = !dual;   /* §9.525: an armoured platoon's single value */
	return 0;
}

/* §9.53: direct support, outside an enemy ZOC, in range, not below the target,
 * with a line of sight to every enemy hex. */
static int support_direct(const struct cb_setup *s, struct support *p, int side,
		const char *level_rule, struct err *e)
{
	const struct s43_unit *u = p->u;
	char why[160], hx[5];

	p->mode = CB_DIRECT, p->rule = "§9.53", p->single = 1;
	if (s43_zoc(s->map, s->prec, u->hex, !u->side, 0))
		return kit_refuse(e, "§9.532", "assault: %s is in an enemy ZOC and cannot give "
				"direct support", u->id);
	if (u->flags & S43_F_WITHDRAW)
		return kit_refuse(e, "§9.532", "assault: %s is marked withdraw", u->id);
	if (u->range < p->far)
		return kit_refuse(e, "§9.53", "assault: %s is out of range of the enemy units "
				"(range %s)", u->id, u->range < 0 ? "none" : _("too short"));
	for (int h = 0; h < s->nhex[!side]; h++) {
		struct grid_hex t = s->hex[!side][h];
		s43_hex_name(t, hx);
		if (s43_hex_level(s->map, t, level_rule) > s43_hex_level(s->map, u->hex, level_rule))
			return kit_refuse(e, "§9.533", "assault: %s cannot give direct support to a "
					"target higher than itself (%s)", u->id, hx);
		int los = s43_line_of_sight(s->map, u->hex, t, level_rule, NULL, NULL, why,
				sizeof why);
		if (los < 0)
			return err_set(e, EXIT_DATA, "assault: line of sight from %s: %s", u->id,
					why);
		if (los == 0)
			return kit_refuse(e, "§9.54", "assault: %s has no line of sight: %s", u->id,
					why);
	}
	if (s->direct_round1)
		p->round = p->round ? p->round : 1;
	return 0;
}

/* The supporter joins the setup (§9.5), and the log says how it supports. */
static int support_add(struct cb_setup *s, const struct support *p, int side, struct err *e)
{
	const struct s43_unit *u = p->u;
	int i;
	char when[48] = "";

	/* the round of a single-round supporter is the player's choice (§9.525,
	 * §9.535, A13): the order names it, umpire does not pick one */
	if (p->single && p->round == 0)
		return err_set(e, EXIT_USAGE, "assault: %s supports in one round only, of its "
				"player's choice (%s): name it, e.g. %s@1", u->id, p->mode == CB_DIRECT ?
				"§9.534, §9.535" : "§9.525", u->id);
	if (p->single && s->direct_round1 && p->mode == CB_DIRECT && p->round != 1)
		return kit_refuse(e, "ruling direct-support=round1", "assault: %s gives direct "
				"support in round 1 only", u->id);
	if ((i = setup_unit(s, p->u, side, -1, p->mode, e)) < 0)
		return e->code;
	s->unit[i].mode = p->mode;   /* also for a unit of a fighting stack (§9.22) */
	s->unit[i].single = p->single;
	s->unit[i].round = p->single ? p->round : 0;
	if (p->single)
		snprintf(when, sizeof when, ", in round %d only", p->round);
	log_step(s->log, p->rule, "%s supports the %s side (%s%s)", u->id, s43_side_m(side),
			p->mode == CB_HEAVY ? _("heavy weapons, all rounds") : p->mode == CB_INDIRECT ?
			"indirect" : p->mode == CB_ADJACENT ? _("indirect against an adjacent hex") :
			"direct", when);
	return 0;
}

/* support= or def_support=: ID[:indirect][@ROUND],... (§9.5) */
static int supports(struct cb_setup *s, const struct order *o, int side, const char *key,
		const uint8_t *fight, const char *level_rule, struct err *e)
{
	char items[CB_LIST][ITEM];
	int n = order_split(order_get(o, key), items[0], ITEM, CB_LIST);
	struct support p;

	if (n < 0)
		return err_set(e, EXIT_USAGE, "assault: %s= is not a list of ID[:indirect][@ROUND]",
				key);
	for (int k = 0; k < n; k++) {
		if (support_parse(s, key, items[k], &p, e) || support_barred(s, p.u, side, fight, e))
			return e->code;
		const struct s43_unit *u = p.u;
		int dual = u->sup_dual[u->steps < u->max_steps];
		p.adjacent_all = 1;
		for (int h = 0; h < s->nhex[!side]; h++) {
			int d = grid_distance(u->hex, s->hex[!side][h]);
			p.far = d > p.far ? d : p.far;
			p.adjacent_all &= d == 1;
		}
		if ((u->kind == S43_K_HEAVY_WEAPONS ? support_heavy(s, &p, side, fight, e) :
		     dual || p.indirect ? support_indirect(s, &p, dual, fight, e) :
		     support_direct(s, &p, side, level_rule, e)) || support_add(s, &p, side, e))
			return e->code;
	}
	return 0;
}

/* The defence column of a row of the terrain effects table: "5" or "+4". */
static int terrain_value(struct cb_setup *s, const char *row, const char *section,
		int *value, struct err *e)
{
	const struct table *t;
	const char *cell;
	char *end;
	int r, c;

	if (table_get(s->g->tables, "salerno43", "terrain", &t, e))
		return e->code;
	if ((r = table_find_row(t, row, section, e)) < 0 ||
	    (c = table_find_col(t, "defence", section, e)) < 0 ||
	    table_need(t, r, c, section, &cell, e))
		return e->code;
	long v = strtol(cell[0] == '+' ? cell + 1 : cell, &end, 10);
	if (*cell == '\0' || *end != '\0' || v < 0 || v > 99)
		return err_set(e, EXIT_DATA, "%s:%d:%d: table salerno43/terrain, row %s: defence "
				"'%s' is not a number from 0 to 99", t->source, t->lines[r], c + 1, row,
				cell);
	*value = (int)v;
	return 0;
}

/* Terrain bonus of a hex, from the terrain effects table (§9.44-§9.47);
 * `position` 0 ignores a defensive position in it. */
static int terrain_of(struct cb_setup *s, struct grid_hex h, const char *level_rule,
		int position, int *bonus, const char **why, struct err *e)
{
	const struct s43_hex *x = s43_hex_find(s->map, h);
	const char *row;
	/* §19.21, A7: an IP flipped under a Fortified being built gives nothing
	 * (default), or still counts as an IP (ruling fortified-building=ip) */
	int pos = x->position ? x->position : s->building_ip && x->building == 2;

	if (x->city)   /* §19.13: an IP in a city has no effect */
		row = "city", *why = "city";
	else if (x->tobacco)
		row = "tobacco_factory", *why = "tobacco factory";
	else if (pos && position && s->position_add) {
		/* ruling position-terrain=add (A7): the level's bonus, plus the
		 * position's (§9.44, §19.13 read as adding to the terrain) */
		int l = s43_hex_level(s->map, h, level_rule), lv, pv;
		if (terrain_value(s, l == 1 ? "level1" : l <= 3 ? "level2-3" : "level4-6", "§9.4",
				&lv, e) ||
		    terrain_value(s, "defensive_position", "§9.44, §19.13", &pv, e))
			return e->code;
		*bonus = lv + pv;
		*why = l == 1 ? _("level 1 + defensive position, ruling position-terrain=add") : l <= 3 ?
			_("level 2-3 + defensive position, ruling position-terrain=add") :
			_("level 4-6 + defensive position, ruling position-terrain=add");
		return 0;
	} else if (pos && position)   /* §9.44, §19.13: +5 whatever the level (A7) */
		row = "defensive_position", *why = "defensive position";
	else {
		int l = s43_hex_level(s->map, h, level_rule);
		row = l == 1 ? "level1" : l <= 3 ? "level2-3" : "level4-6";
		*why = l == 1 ? _("level 1") : l <= 3 ? _("level 2-3") : _("level 4-6");
	}
	return terrain_value(s, row, "§9.4", bonus, e);
}

/* The columns of the combat table (§9.65), from the highest odds. */
static const char *const crt_odds[11] = { "7:1", "6:1", "5:1", "4:1", "3:1", "2:1", "1:1",
	"1:2", "1:3", "1:4", "1:5" };

/* Read the combat table into s->loss (once per order), checking it as data a
 * player may have edited (--tables): the header's loss columns are numbers, each
 * of the 22 rows (two rolls by eleven odds) is there once, and covers every
 * total from 2 to 12 once, unless a cell is unknown ('?'). */
static int read_crt(struct cb_setup *s, const char *name, struct err *e)
{
	const struct table *t;
	int seen[2][11] = { { 0 } }, lost[16];

	if (table_get(s->g->tables, "salerno43", name, &t, e))
		return e->code;
	s->crt = t;
	memset(s->loss, -1, sizeof s->loss);
	for (int k = 0; k < 11; k++)
		s->odds_name[k] = crt_odds[k];
	if (t->ncols < 3 || t->ncols > 16 || strcmp(table_cell(t, 0, 0), "roll") ||
	    strcmp(table_cell(t, 0, 1), "odds"))
		return err_set(e, EXIT_DATA, "%s:%d:1: the combat table's header must be "
				"roll,odds then the steps lost (6,5,...,0)", t->source, t->lines[0]);
	for (int c = 2; c < t->ncols; c++) {
		const char *h = table_cell(t, 0, c);
		if (strlen(h) != 1 || h[0] < '0' || h[0] > '9')
			return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a number of steps lost",
					t->source, t->lines[0], c + 1, h);
		lost[c] = h[0] - '0';
	}
	for (int r = 1; r < t->nrows; r++) {
		const char *rl = table_cell(t, r, 0);
		int roll = strcmp(rl, "defender") == 0, col = -1, unknown = 0;
		for (int k = 0; k < 11; k++)
			if (strcmp(table_cell(t, r, 1), crt_odds[k]) == 0)
				col = k;
		if ((!roll && strcmp(rl, "attacker")) || col < 0)
			return err_set(e, EXIT_DATA, "%s:%d:1: '%s,%s' is not a row of the combat "
					"table (attacker or defender, then 7:1 ... 1:5)", t->source,
					t->lines[r], rl, table_cell(t, r, 1));
		if (seen[roll][col]++)
			return err_set(e, EXIT_DATA, "%s:%d:1: row %s,%s given twice", t->source,
					t->lines[r], rl, crt_odds[col]);
		for (int c = 2; c < t->ncols; c++) {
			const char *cell = table_cell(t, r, c);
			int lo, hi;
			if (strcmp(cell, "-") == 0)
				continue;
			if (strcmp(cell, "?") == 0) {
				unknown = 1;
				continue;
			}
			if (s43_range(cell, 2, 12, &lo, &hi))   /* "7" or "3-5" */
				return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a 2d6 total or range",
						t->source, t->lines[r], c + 1, cell);
			for (int v = lo; v <= hi; v++) {
				if (s->loss[roll][col][v] >= 0)
					return err_set(e, EXIT_DATA, "%s:%d:%d: the total %d is also in the "
							"column %d of row %s,%s", t->source, t->lines[r], c + 1, v,
							s->loss[roll][col][v], rl, crt_odds[col]);
				s->loss[roll][col][v] = (signed char)lost[c];
			}
		}
		for (int v = 2; v <= 12; v++)
			if (s->loss[roll][col][v] == -1) {
				if (!unknown)
					return err_set(e, EXIT_DATA, "%s:%d:1: row %s,%s gives no loss for "
							"a total of %d", t->source, t->lines[r], rl, crt_odds[col], v);
				s->loss[roll][col][v] = -2;   /* in the '?' cell: table_need */
			}
	}
	for (int roll = 0; roll < 2; roll++)
		for (int k = 0; k < 11; k++)
			if (!seen[roll][k])
				return err_set(e, EXIT_DATA, "%s:%d:1: the combat table has no row %s,%s "
						"(§9.65)", t->source, t->lines[0], roll ? "defender" : "attacker",
						crt_odds[k]);
	return 0;
}

/* allied_type=, axis_type=: nato|silhouette,... (§9.64). */
static int type_list(const struct order *o, const char *key, int *out, int *n,
		struct err *e)
{
	char items[CB_LIST][ITEM];
	int k = order_split(order_get(o, key), items[0], ITEM, CB_LIST);

	if (k < 0)
		return err_set(e, EXIT_USAGE, "assault: %s= is not a list of nato|silhouette", key);
	for (int i = 0; i < k; i++) {
		if ((out[i] = kit_enum((const char *const[]){ "nato", "silhouette", NULL },
				items[i])) < 0)
			return err_set(e, EXIT_USAGE, "assault: %s=: '%s' is not nato or silhouette",
					key, items[i]);
	}
	*n = k;
	return 0;
}

static int yes_no_list(const struct order *o, const char *key, int *out, int *n,
		struct err *e)
{
	char items[CB_LIST][ITEM];
	int k = order_split(order_get(o, key), items[0], ITEM, CB_LIST);

	if (k < 0)
		return err_set(e, EXIT_USAGE, "assault: %s= is not a list of yes/no", key);
	for (int i = 0; i < k; i++) {
		if (strcmp(items[i], "yes") && strcmp(items[i], "no"))
			return err_set(e, EXIT_USAGE, "assault: %s=: '%s' is not yes or no", key,
					items[i]);
		out[i] = items[i][0] == 'y';
	}
	*n = k;
	return 0;
}

#define RULING(s, id, ...) \
	s43_ruling((s)->g, (s)->st, (s)->log, id, (const char *const[]){ __VA_ARGS__, NULL })

/* §6.31, §9.23: British units and their support do not cooperate with US
 * paratroops: 1 if the Allied side of this combat mixes them. */
static int british_with_paras(const struct cb_setup *s, const struct cb_state *cb)
{
	int uk = 0, para = 0;

	for (int i = 0; i < s->nunit; i++) {
		const struct cb_unit *cu = &s->unit[i];
		if (cu->side != S43_ALLIED || (cu->mode == CB_IN_STACK && !cb->fight[i]))
			continue;
		uk |= !strcmp(cu->u->nation, "UK");
		para |= cu->u->kind == S43_K_PARA;
	}
	return uk && para;
}

/* The first hex of `a` adjacent to no hex of `b`, or -1. */
static int lone_hex(const struct grid_hex *a, int na, const struct grid_hex *b, int nb)
{
	for (int i = 0; i < na; i++) {
		int adj = 0;
		for (int j = 0; j < nb; j++)
			adj |= grid_adjacent(a[i], b[j]);
		if (!adj)
			return i;
	}
	return -1;
}

/* The rulings the rounds read (RULING logs those not at their default); the
 * level rule for terrain and line of sight is returned. */
static const char *setup_rulings(struct cb_setup *s)
{
	s->how_whole = RULING(s, "how-exception", "whole", "own") == 0;
	s->how_support = RULING(s, "how-in-support", "no", "yes");
	s->rotation_attacker = RULING(s, "rotation-by", "both", "attacker");
	s->continue_applied = RULING(s, "continue-losses", "table", "applied");
	s->adjacent_all = RULING(s, "adjacent-defence", "rounds-2-3", "all-rounds");
	s->assault_all = RULING(s, "assault-marker", "any", "all");
	s->opp_fire_any = RULING(s, "opp-fire-marker", "all", "any");
	s->mixed_round = RULING(s, "mixed-rounding", "down", "up", "nearest");
	s->terrain_multi = RULING(s, "multi-hex-terrain", "once-highest", "once-lowest", "per-hex");
	s->below_refuse = RULING(s, "below-1-5", "1:5", "refuse");
	s->above12_none = RULING(s, "roll-above-12", "as-12", "no-loss");
	s->cp_both = RULING(s, "cp-fortified", "marker-only", "both");
	s->sp_aa_roll = RULING(s, "sp-aa-rotation", "roll", "no-roll") == 0;
	s->direct_round1 = RULING(s, "direct-support", "one-round", "round1");
	s->position_add = RULING(s, "position-terrain", "replace", "add");
	s->building_ip = RULING(s, "fortified-building", "nothing", "ip");
	s->river_plus = RULING(s, "river-plus", "both", "attacker", "defender-minus");
	s->limbered_all_aa = RULING(s, "limbered-aa", "not-red", "all-aa");
	s->swap_original = RULING(s, "swap-markers", "roles", "original");
	s->prec = RULING(s, "precipice-zoc", "none", "from-high") ? "from-high" : "none";
	return RULING(s, "level-used", "highest", "lowest") ? "lowest" : "highest";
}

/* The hexes of from= and to=, and the side attacking in round 1 (§9.61):
 * every hex of each side faces a hex of the other (§9.11). */
static int setup_hexes(struct cb_setup *s, const struct order *o, struct err *e)
{
	const struct s43_map *m = s->map;
	const char *active = state_get(s->st, "active");
	struct grid_hex from[CB_HEX], to[CB_HEX];
	int nfrom, nto, lone;
	char hx[5];

	if (s43_hex_list(o, "from", m, from, CB_HEX, S43_LIST_NEEDED | S43_LIST_MAP, &nfrom, e) ||
	    s43_hex_list(o, "to", m, to, CB_HEX, S43_LIST_NEEDED | S43_LIST_MAP, &nto, e))
		return e->code;
	s->active = -1;
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].onmap && grid_equal(m->units[i].hex, from[0]))
			s->active = m->units[i].side;
	if (s->active < 0)
		return kit_refuse(e, "§9.11", "assault: no unit in %s to attack with",
				s43_hex_name(from[0], hx));
	if (active && strcmp(active, s43_side_name(s->active)) != 0)
		return kit_refuse(e, "§9.61", "assault: the active player is %s: in round 1 the "
				"active player is always the attacker (units in from= are %s)",
				active, s43_side_name(s->active));
	memcpy(s->hex[s->active], from, sizeof from);
	memcpy(s->hex[!s->active], to, sizeof to);
	s->nhex[s->active] = nfrom;
	s->nhex[!s->active] = nto;
	if ((lone = lone_hex(from, nfrom, to, nto)) >= 0)
		return kit_refuse(e, "§9.11", "assault: %s is not adjacent to any hex of to=%s",
				s43_hex_name(from[lone], hx), order_get(o, "to"));
	if ((lone = lone_hex(to, nto, from, nfrom)) >= 0)
		return kit_refuse(e, "§9.11", "assault: %s is not adjacent to any hex of from=%s",
				s43_hex_name(to[lone], hx), order_get(o, "from"));
	return 0;
}

/* §9.23, §6.31: British units do not cooperate with US paratroops; §17.22:
 * 36th Division companies take only M4 platoons, except in an Allied
 * counterattack (§17.23). */
static int setup_allies(const struct cb_setup *s, const struct cb_state *cb, struct err *e)
{
	int counter = s->map->counterattack && strcmp(s->map->counterattack, "allied") == 0;

	if (british_with_paras(s, cb))
		return kit_refuse(e, "§9.23, §6.31", "assault: British units cannot fight with US "
				"paratroops");
	for (int h = 0; h < s->nhex[S43_ALLIED] && !counter; h++) {
		int div36 = 0, other = 0;
		for (int i = 0; i < s->nunit; i++) {
			const struct s43_unit *u = s->unit[i].u;
			if (!cb->fight[i] || s->unit[i].side != S43_ALLIED || s->unit[i].hexi != h)
				continue;
			div36 |= !u->platoon && strcmp(u->division, "36") == 0;
			other |= u->platoon && strcmp(u->model, "M4") != 0;
		}
		if (div36 && other)
			return kit_refuse(e, "§17.22", "assault: 36th Division companies accept only "
					"M4 platoons");
	}
	return 0;
}

/* Precipices (§9.81-§9.84): an attacking hex facing a defending hex across a
 * precipice attacks across it, whatever other hexes it also faces (§9.81). */
static int setup_precipices(struct cb_setup *s, const struct cb_state *cb, struct err *e)
{
	int att = s->active;
	char hx[5];

	for (int a = 0; a < s->nhex[att]; a++) {
		struct grid_hex from = s->hex[att][a], high;
		int across = 0, below = 0;
		for (int d = 0; d < s->nhex[!att]; d++)
			if (grid_adjacent(from, s->hex[!att][d]) &&
			    s43_precipice(s->map, from, s->hex[!att][d], &high)) {
				across = 1;
				below |= grid_equal(high, s->hex[!att][d]);
			}
		if (!across)
			continue;
		s->precipice = 1;
		s43_hex_name(from, hx);
		if (att == S43_AXIS)
			return kit_refuse(e, "§9.82", "assault: no attack across a precipice in the "
					"Axis phase (%s)", hx);
		for (int i = 0; i < s->nunit; i++)
			if (cb->fight[i] && s->unit[i].side == att && s->unit[i].hexi == a &&
			    s->unit[i].u->kind != S43_K_COMMANDO && s->unit[i].u->kind != S43_K_RANGER)
				return kit_refuse(e, "§9.81, §9.82", "assault: %s cannot attack across "
						"the precipice from %s: only British commandos and US "
						"rangers may", s->unit[i].u->id, hx);
		/* the +4 of §9.84, as the terrain effects table prints it */
		if (below && !s->plus4 && terrain_value(s, "precipice", "§9.84", &s->plus4, e))
			return e->code;
		log_step(s->log, "§9.82", "Commandos or rangers attack across a precipice from %s",
				hx);
	}
	return 0;
}

/* The terrain of every hex, for whichever side defends (§9.4), and its
 * Fortified marker; a fighting unit in a river hex must say on which bank it
 * stands (the river cases are decided each round, s43_cb_rivers). */
static int setup_terrain(struct cb_setup *s, struct cb_state *cb, const char *level_rule,
		struct err *e)
{
	char hx[5];

	for (int side = 0; side < 2; side++)
		for (int h = 0; h < s->nhex[side]; h++) {
			if (terrain_of(s, s->hex[side][h], level_rule, 1, &s->terrain[side][h],
					&s->terrain_why[side][h], e) ||
			    terrain_of(s, s->hex[side][h], level_rule, 0, &s->bare[side][h],
					&s->bare_why[side][h], e))
				return e->code;
			cb->fortified[side][h] = (uint8_t)s43_hex_find(s->map,
					s->hex[side][h])->position;
		}
	for (int i = 0; i < s->nunit; i++) {
		const struct s43_unit *u = s->unit[i].u;
		if (cb->fight[i] && s43_hex_find(s->map, u->hex)->river && !u->bank)
			return kit_bad_at(e, s->st, u->line, state_col(state_kind(s->st, "unit"),
					"bank") + 1, "unit %s is in the river hex %s but its bank (A or B) "
					"is not given", u->id, s43_hex_name(u->hex, hx));
	}
	return 0;
}

/* The choices the order names. */
static int setup_choices(struct cb_setup *s, const struct order *o, int odds, struct err *e)
{
	const char *v = order_get(o, "over8");
	int loss, fortified, rounds, a, b;
	char extra;

	if ((s->policy = s43_order_enum(o, "policy", (const char *const[]){ "ask", "always",
			"never", NULL }, e)) < 0 ||
	    yes_no_list(o, "continue", s->cont, &s->ncont, e) ||
	    unit_list(s, o, "allied_loss", s->loss_list[S43_ALLIED], &s->nloss_list[S43_ALLIED], e) ||
	    unit_list(s, o, "axis_loss", s->loss_list[S43_AXIS], &s->nloss_list[S43_AXIS], e) ||
	    type_list(o, "allied_type", s->type_list[S43_ALLIED], &s->ntype_list[S43_ALLIED], e) ||
	    type_list(o, "axis_type", s->type_list[S43_AXIS], &s->ntype_list[S43_AXIS], e) ||
	    unit_list(s, o, "rotate1", s->rotate[1], &s->nrotate[1], e) ||
	    unit_list(s, o, "rotate2", s->rotate[2], &s->nrotate[2], e) ||
	    (loss = s43_order_enum(o, "loss", (const char *const[]){ "ask", "top", NULL },
			e)) < 0 ||
	    (fortified = s43_order_enum(o, "fortified", (const char *const[]){ "use", "keep",
			NULL }, e)) < 0)
		return e->code;
	s->loss_top = loss == 1;
	s->fortified_use = fortified == 0;
	if (!strcmp(v, "7:1"))
		s->over8 = 1;
	else if (sscanf(v, "%d+%d%c", &a, &b, &extra) == 2 && a >= 3 && b >= 3 && a <= 7 &&
	    b <= 7)
		s->over8 = 2, s->split[0] = a, s->split[1] = b;
	else if (*v)
		return err_set(e, EXIT_USAGE, "assault: over8=%s is not 7:1 or A+B with A and B "
				"from 3 to 7 (§9.63)", v);
	if ((rounds = s43_order_enum(o, "rounds", (const char *const[]){ "1", "2", "3", NULL },
			e)) < 0)
		return e->code;
	s->rounds_max = rounds + 1;
	if (!odds && order_given(o, "rounds"))
		return err_set(e, EXIT_USAGE, "assault: rounds= is for odds only: a combat "
				"stops only as §9.67 allows");
	return 0;
}

/* The rotations named before the dice (§9.71, §9.72): rotate1= the units
 * fighting in round 1 (the attacker's under rotation-by=attacker), rotate2=
 * units of the combat's stacks (who fights in round 2, and who attacks, the
 * dice decide: combat.c skips the others, logged). Checked here so that a
 * wrong name refuses the order before any die is rolled. */
static int setup_rotations(const struct cb_setup *s, const struct cb_state *cb,
		struct err *e)
{
	for (int r = 1; r <= 2; r++)
		for (int k = 0; k < s->nrotate[r]; k++) {
			int i = s->rotate[r][k];
			if (s->unit[i].mode != CB_IN_STACK || (r == 1 && cb->fight[i] != 1))
				return kit_refuse(e, "§9.72", "assault: rotate%d= names %s, which %s: "
						"only units that fought go down the stack", r,
						s->unit[i].u->id, s->unit[i].mode != CB_IN_STACK ?
						_("is no unit of the combat's stacks") : _("does not fight in "
						"round 1"));
			/* in round 1 the active player attacks (§9.61) */
			if (r == 1 && s->rotation_attacker && s->unit[i].side != s->active)
				return kit_refuse(e, "§9.71, ruling rotation-by=attacker", "rotate1: "
						"%s is not the attacker's: only the attacker rotates",
						s->unit[i].u->id);
		}
	return 0;
}

/* Round 1 about to be fought: steps, the river cases (§9.651, §9.652). */
static void setup_start(struct cb_setup *s, struct cb_state *cb)
{
	int both, four;

	for (int i = 0; i < s->nunit; i++) {
		cb->steps[i] = (uint8_t)s->unit[i].u->steps;
		cb->fought[i] = cb->fight[i];
	}
	s43_cb_rivers_setup(s);
	s43_cb_rivers(s, cb, !s->active, &both, &four);
	if (both)
		log_step(s->log, "§9.651", "Defenders in a river hex, attackers on the opposite "
				"bank: %s", s->river_plus == 0 ? _("both rolls +1") : s->river_plus == 1 ?
				_("the attacker's roll +1 (ruling river-plus)") :
				_("the defender's roll -1 (ruling river-plus)"));
	if (four)
		log_step(s->log, "§9.652", "Attackers in a river hex, defenders on the opposite "
				"bank: the defender rolls 4 dice and keeps 2");
	cb->round = 1;
	cb->attacker = (uint8_t)s->active;
}

/* The combat table (§9.65), the literal reading or the reconstructed one: read
 * once per order, or, for the odds of a batch, once per batch (cache.c). */
static int setup_crt(struct cb_setup *s, struct err *e)
{
	int literal = RULING(s, "crt-defender-half", "reconstructed", "literal");
	struct s43_crt_cache *k = s->odds ? s43_cached_crt(s->g, literal) : NULL;

	if (k != NULL && k->read) {
		memcpy(s->loss, k->loss, sizeof s->loss);
		s->crt = k->t;
		for (int i = 0; i < 11; i++)
			s->odds_name[i] = crt_odds[i];
		return 0;
	}
	if (read_crt(s, literal ? "combat-literal" : "combat", e))
		return e->code;
	if (k != NULL) {
		memcpy(k->loss, s->loss, sizeof s->loss);
		k->t = s->crt;
		k->read = 1;
	}
	return 0;
}

/* The combat markers of this combat phase: a `marker` row of type combat
 * for each hex of a combat (value attacker or defender, toward the active
 * side), removed at the end of the combat phase (turn, phases.c). Under the
 * ruling combat-per-hex (§9.68 "le combat est terminé dans cet hex", §9.12
 * "d'un seul bloc") a hex is in one combat a phase (once, the default), or a
 * defending hex is (defender-once), or any number (any). 1 if hex h has one. */
static int combat_marked(const struct state *st, struct grid_hex h, int active,
		const char *role)
{
	const struct state_kind *k = state_kind(st, "marker");
	int ct = k ? state_col(k, "type") : -1, ch = k ? state_col(k, "hex") : -1;
	int cv = k ? state_col(k, "value") : -1, cw = k ? state_col(k, "toward") : -1;
	char hx[5];

	grid_format(h, hx);
	for (int i = 0; ct >= 0 && ch >= 0 && i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		if (strcmp(state_field(r, ct), "combat") == 0 &&
		    strcmp(state_field(r, ch), hx) == 0 &&
		    s43_side_parse(state_field(r, cw)) == active &&
		    (role == NULL || strcmp(state_field(r, cv), role) == 0))
			return 1;
	}
	return 0;
}

static int combat_before(struct cb_setup *s, struct err *e)
{
	int rule = RULING(s, "combat-per-hex", "once", "defender-once", "any");
	char hx[5];

	for (int side = 0; side < 2 && rule < 2; side++)
		for (int h = 0; h < s->nhex[side]; h++) {
			if (side == s->active && rule == 1)
				continue;
			if (!combat_marked(s->st, s->hex[side][h], s->active, NULL))
				continue;
			return kit_refuse(e, rule ? "§9.68, §9.12; ruling combat-per-hex="
					"defender-once" : "§9.68, §9.12; ruling combat-per-hex",
					"assault: %s has been in a combat already in this combat phase: "
					"the combat is over in that hex", s43_hex_name(s->hex[side][h], hx));
		}
	return 0;
}

/* §5.6 (optional rule, set,opt_pompeii yes): "Pompeï ... ne peut pas être le
 * théâtre de combats": no combat from or against its hexes (table places). */
static int pompeii(struct cb_setup *s, struct err *e)
{
	const char *opt = state_get(s->st, "opt_pompeii");
	const struct table *t;
	char hx[5];
	int row;

	if (opt == NULL || strcmp(opt, "yes") != 0)
		return 0;
	if (table_get(s->g->tables, "salerno43", "places", &t, e))
		return e->code;
	for (int side = 0; side < 2; side++)
		for (int h = 0; h < s->nhex[side]; h++) {
			row = table_row(t, 0, s43_hex_name(s->hex[side][h], hx));
			if (row > 0 && strcmp(table_cell(t, row, 1), "pompeii") == 0)
				return kit_refuse(e, "§5.6", "assault: %s is Pompeii, which cannot be "
						"the scene of a combat (optional rule, set,opt_pompeii)", hx);
		}
	return 0;
}

/* Mark the hexes of this combat (combat_before). */
static int combat_mark(const struct cb_setup *s, struct state *st, struct err *e)
{
	static const char *const cols[] = { "id", "type", "hex", "value", "toward" };
	struct state_kind *mk;
	struct state_row *r;
	char id[32], hx[5];

	for (int side = 0; side < 2; side++)
		for (int h = 0; h < s->nhex[side]; h++) {
			const char *role = side == s->active ? "attacker" : "defender";
			if (combat_marked(st, s->hex[side][h], s->active, NULL))
				continue;
			grid_format(s->hex[side][h], hx);
			snprintf(id, sizeof id, "combat-%s", hx);
			if ((mk = state_kind_add(st, "marker", cols, 5)) == NULL ||
			    (r = state_row_add(mk)) == NULL ||
			    state_field_set(r, state_col(mk, "id"), id) ||
			    state_field_set(r, state_col(mk, "type"), "combat") ||
			    state_field_set(r, state_col(mk, "hex"), hx) ||
			    state_field_set(r, state_col(mk, "value"), role) ||
			    state_field_set(r, state_col(mk, "toward"), s43_side_name(s->active)))
				return err_set(e, EXIT_IO, "out of memory");
		}
	return 0;
}

/* Everything fixed when the combat is declared (§9.1-§9.5, §9.8): parse and
 * check, each step a function above, in the order the rules ask them. */
static int setup(struct cb_setup *s, struct cb_state *cb, struct game_ctx *g,
		const struct state *st, struct s43_map *m, const struct order *o, int odds,
		struct err *e)
{
	const char *level_rule;

	memset(s, 0, sizeof *s);
	memset(cb, 0, sizeof *cb);
	s->g = g;
	s->st = st;
	s->map = m;
	s->rolls = &s->rolls_kept;
	s->log = odds ? NULL : g->log;
	s->odds = odds;
	level_rule = setup_rulings(s);
	if (setup_crt(s, e) ||
	    s43_seq_day(g, st, "assault", e) || setup_hexes(s, o, e) ||
	    s43_seq_unmoved(g, st, m, s->active, "assault", "§3.1 B a, B c", e) ||
	    combat_before(s, e) || pompeii(s, e) ||
	    participants(s, o, s->active, "att", cb->fight, cb->order, e) ||
	    participants(s, o, !s->active, "def", cb->fight, cb->order, e) ||
	    setup_allies(s, cb, e) || setup_precipices(s, cb, e) ||
	    setup_terrain(s, cb, level_rule, e) ||
	    supports(s, o, s->active, "support", cb->fight, level_rule, e) ||
	    supports(s, o, !s->active, "def_support", cb->fight, level_rule, e))
		return e->code;
	if (british_with_paras(s, cb))
		return kit_refuse(e, "§9.23, §6.31", "assault: British units cannot support US "
				"paratroops, nor US paratroops British units");
	if (setup_choices(s, o, odds, e) || setup_rotations(s, cb, e))
		return e->code;
	setup_start(s, cb);
	return 0;
}

/* What giving support leaves on a unit: tow-only guns are "fired" (§15.1);
 * supporters may not advance after combat (§11.13) except SP guns and armoured
 * platoons next to the enemy (§27.21); an armoured platoon that gave direct
 * support from afar has spent half its MA (round 1), two thirds (round 2) or
 * all of it (round 3) for its next movement (§27.22-§27.24). */
static void mark_supporter(const struct cb_setup *s, const struct cb_unit *cu,
		int round, struct state_row *r, int c_flags)
{
	const struct s43_unit *u = cu->u;
	int armoured_platoon = u->platoon && (u->kind == S43_K_TANK || u->kind == S43_K_SP);
	int adjacent = 1;

	for (int h = 0; h < s->nhex[!cu->side]; h++)
		adjacent &= grid_adjacent(u->hex, s->hex[!cu->side][h]);
	if (u->kind == S43_K_TOW_ONLY)
		kit_flag_add(r, c_flags, "fired");
	if (!(adjacent && (u->kind == S43_K_SP || armoured_platoon)))
		kit_flag_add(r, c_flags, "supported");
	if (cu->mode == CB_DIRECT && armoured_platoon && !adjacent)
		kit_flag_add(r, c_flags, round == 1 ? "ma_half" : round == 2 ? "ma_two_thirds" :
				"no_move");
}

/* Write the end of the combat into the state. */
static int apply(const struct cb_setup *s, const struct cb_state *cb, struct state *st,
		struct err *e)
{
	struct state_kind *k = state_kind(st, "unit");
	int c_steps = state_col(k, "steps"), c_hex = state_col(k, "hex");
	int c_stack = state_col(k, "stack");
	int c_flags;
	static const char *const flag_col[] = { "flags" };
	static const char *const marker_cols[] = { "id", "type", "hex", "value", "toward" };

	k = state_kind_add(st, "unit", flag_col, 1);
	c_flags = state_col(k, "flags");
	int rotated[2][CB_HEX] = { { 0 } };
	for (int r = 1; r <= 2; r++)
		for (int j = 0; j < s->nrotate[r]; j++)
			if (cb->rounds > r)
				rotated[s->unit[s->rotate[r][j]].side][s->unit[s->rotate[r][j]].hexi] = 1;
	for (int i = 0; i < s->nunit; i++) {
		const struct cb_unit *cu = &s->unit[i];
		struct state_row *r = &k->rows[cu->u->row];
		char num[16];
		snprintf(num, sizeof num, "%d", cb->steps[i]);
		state_field_set(r, c_steps, num);
		if (cb->steps[i] == 0) {
			state_field_set(r, c_hex, "eliminated");
			continue;
		}
		if (cu->mode == CB_IN_STACK && cb->fought[i])
			kit_flag_add(r, c_flags, "fought");   /* §5.0: may not move this turn */
		if (cu->mode != CB_IN_STACK && cb->gave[i])
			mark_supporter(s, cu, cb->gave[i], r, c_flags);
		if (cb->flipped[i]) {
			/* §15.23: face up again only if an RMF ended the combat before round 3 */
			if (cb->end == CB_END_RMF && cb->rounds < 3)
				kit_flag_remove(r, c_flags, "flipped");
			else
				kit_flag_add(r, c_flags, "flipped");
		}
		if (cu->mode == CB_IN_STACK && rotated[cu->side][cu->hexi]) {
			snprintf(num, sizeof num, "%d", cb->order[i]);
			state_field_set(r, c_stack, num);
		}
	}
	/* Fortified markers turned or removed (§19.23, §19.41) */
	struct state_kind *hk = state_kind(st, "hex");
	for (int side = 0; side < 2; side++)
		for (int h = 0; h < s->nhex[side]; h++) {
			const struct s43_hex *x = s43_hex_find(s->map, s->hex[side][h]);
			if (x->position == 2 && cb->fortified[side][h] != 2)
				state_field_set(&hk->rows[x->row], state_col(hk, "position"),
						cb->fortified[side][h] == 1 ? "ip" : "");
			if (!cb->rmf[side][h])
				continue;
			/* §19.3: a position with no unit under it is removed at once */
			state_field_set(&hk->rows[x->row], state_col(hk, "position"), "");
			/* RMF marker, toward the opposing player (§11.2-§11.4) */
			struct state_kind *mk = state_kind_add(st, "marker", marker_cols, 5);
			struct state_row *r;
			char id[16], hx[5];
			grid_format(s->hex[side][h], hx);
			snprintf(id, sizeof id, "rmf-%s", hx);
			if (mk == NULL || (r = state_row_add(mk)) == NULL)
				return err_set(e, EXIT_IO, "out of memory");
			state_field_set(r, state_col(mk, "id"), id);
			state_field_set(r, state_col(mk, "type"), "rmf");
			state_field_set(r, state_col(mk, "hex"), hx);
			state_field_set(r, state_col(mk, "value"),
					cb->rmf[side][h] == 1 ? "1/2" : cb->rmf[side][h] == 2 ? "1/3" : "0");
			state_field_set(r, state_col(mk, "toward"), s43_side_name(!side));
		}
	return 0;
}

/* The answers a pending decision accepts, '|'-separated. */
static void pending_options(const struct cb_setup *s, const struct cb_state *cb,
		const char **arg, const char **side, char *opts, size_t size)
{
	opts[0] = '\0';
	switch (cb->pending) {
	case CB_WAIT_CONTINUE:
		*arg = "continue";
		snprintf(opts, size, "yes|no");
		*side = s43_side_name(cb->decider);   /* the side that lost less (§9.67) */
		break;
	case CB_WAIT_TYPE_ALLIED:
	case CB_WAIT_TYPE_AXIS:
		/* §9.64 a, b: the opponent of the side that loses names the type */
		*arg = cb->pending == CB_WAIT_TYPE_ALLIED ? "allied_type" : "axis_type";
		*side = s43_side_name(cb->decider);
		snprintf(opts, size, "nato|silhouette");
		break;
	case CB_WAIT_OVER8:
		*arg = "over8";
		*side = s43_side_name(cb->attacker);
		/* 7:1, or two attacks a+b, each 3:1 to 7:1, adding up to at most k (§9.63) */
		snprintf(opts, size, "7:1");
		for (int a = 3; a <= 7; a++)
			for (int b = 3; b <= 7; b++)
				if (a + b <= cb->ratio) {
					size_t len = strlen(opts);
					snprintf(opts + len, size - len, "|%d+%d", a, b);
				}
		break;
	default: {
		int side_no = cb->pending == CB_WAIT_LOSS_ALLIED ? S43_ALLIED : S43_AXIS;
		*arg = side_no == S43_ALLIED ? "allied_loss" : "axis_loss";
		*side = s43_side_name(side_no);
		for (int i = 0; i < s->nunit; i++)
			if (s->unit[i].side == side_no && cb->fight[i] && cb->steps[i]) {
				if (opts[0])
					strncat(opts, "|", size - strlen(opts) - 1);
				strncat(opts, s->unit[i].u->id, size - strlen(opts) - 1);
			}
	}
	}
}

int s43_assault_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	char al[32], ax[32];
	struct s43_map m;
	struct cb_setup *s = calloc(1, sizeof *s);
	struct cb_state cb;
	int rc;

	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = s43_map_load(&m, st, e)) == 0 && (rc = setup(s, &cb, g, st, &m, o, 0, e)) == 0) {
		while ((rc = s43_cb_round(&cb, c, s, e)) == 0)
			;
		/* 1 is the end of the combat, and also EXIT_REFUSED: e tells them apart */
		rc = rc == 1 ? e->code : rc;
	}
	if (rc == 0 && cb.pending) {
		const char *arg, *side;
		char opts[1024];
		pending_options(s, &cb, &arg, &side, opts, sizeof opts);
		log_step(g->log, "pending", "Waiting for a decision (%s): answer with 'umpire "
				"resolve STATE decide ANSWER', ANSWER one of %s; nothing is applied until "
				"the combat ends", arg, opts);
		rc = pending_add(st, side, arg, opts, o->text, e);
	} else if (rc == 0) {
		rc = apply(s, &cb, st, e) || combat_mark(s, st, e) ? e->code : 0;
		log_stepn(g->log, "§9.6", "Combat over after %d round: Allied lost %s, Axis lost %s",
				"Combat over after %d rounds: Allied lost %s, Axis lost %s", cb.rounds,
				cb.rounds, kit_nsprintf(al, sizeof al, "%d step", "%d steps",
				cb.lost[S43_ALLIED], cb.lost[S43_ALLIED]),
				kit_nsprintf(ax, sizeof ax, "%d step", "%d steps", cb.lost[S43_AXIS],
				cb.lost[S43_AXIS]));
	}
	free(s);
	s43_map_free(&m);
	return rc;
}

static int odds_step(void *state, struct chance *c, void *ctx, struct err *e)
{
	return s43_cb_round(state, c, ctx, e);
}

/* One final state of the odds, as a report row (merged with an equal one). */
static int odds_row(const struct cb_setup *s, const struct cb_state *f, struct frac p,
		struct odds_report *r, struct err *e)
{
	static const char *const ends[] = { "running", "3 rounds", "stopped", "rmf",
		"precipice", "rounds limit", "no fighter left" };
	char rounds[KIT_INT_SIZE], att[KIT_INT_SIZE], def[KIT_INT_SIZE], elim[512] = "",
		rmf[64] = "", hx[5];

	if (f->pending)
		return err_set(e, EXIT_USAGE, "odds: a branch needs a choice the order does not "
				"name (%s): give policy=always|never, continue=..., or over8=...",
				f->pending == CB_WAIT_OVER8 ? _("over8, §9.63") : f->pending >=
				CB_WAIT_TYPE_ALLIED ? _("the type of a loss, §9.64") : _("continue, §9.67"));
	for (int i = 0; i < s->nunit; i++)
		if (f->steps[i] == 0 && s->unit[i].u->steps > 0) {
			if (elim[0])
				strncat(elim, ";", sizeof elim - strlen(elim) - 1);
			strncat(elim, s->unit[i].u->id, sizeof elim - strlen(elim) - 1);
		}
	for (int side = 0; side < 2; side++)
		for (int h = 0; h < s->nhex[side]; h++)
			if (f->rmf[side][h]) {
				if (rmf[0])
					strncat(rmf, ";", sizeof rmf - strlen(rmf) - 1);
				strncat(rmf, s43_hex_name(s->hex[side][h], hx),
						sizeof rmf - strlen(rmf) - 1);
			}
	/* kit_int: three numbers in each of a branch's rows, snprintf was 8% of a batch */
	return odds_report_merge(r, p, (const char *const[]){ kit_int(f->rounds, rounds),
			kit_int(f->lost[s->active], att), kit_int(f->lost[!s->active], def), elim,
			rmf, ends[f->end] }, 6, e);
}

/* The summary of one outcome (odds.h): the steps each side lost, and which
 * side's hexes were all emptied (RMF markers, §11.2-§11.4): every defending hex
 * for P(defender eliminated), any of them for P(hex taken), as the attacker may
 * then advance into it (§11.1), every attacking hex for P(attacker eliminated). */
static int summarize(const struct cb_setup *s, const struct cb_state *f, struct frac p,
		struct odds_report *r)
{
	int def = !s->active, all_def = 1, any_def = 0, all_att = 1;

	for (int h = 0; h < s->nhex[def]; h++) {
		all_def &= f->rmf[def][h] != 0;
		any_def |= f->rmf[def][h] != 0;
	}
	for (int h = 0; h < s->nhex[s->active]; h++)
		all_att &= f->rmf[s->active][h] != 0;
	return odds_report_field_add(r, ODDS_EXP_STEPS_LOST_ATTACKER, p, f->lost[s->active]) ||
		odds_report_field_add(r, ODDS_EXP_STEPS_LOST_DEFENDER, p, f->lost[def]) ||
		odds_report_field_add(r, ODDS_P_DEFENDER_ELIMINATED, p, (uint64_t)all_def) ||
		odds_report_field_add(r, ODDS_P_HEX_TAKEN, p, (uint64_t)any_def) ||
		odds_report_field_add(r, ODDS_P_ATTACKER_ELIMINATED, p, (uint64_t)all_att) ? -1 : 0;
}

/* The headline: round 1's odds, "10 vs 7 = 1:1" (§9.61), when every outcome
 * fought round 1 on the same strengths; the column alone when they differ (a
 * roll decided who could fight), nothing when no round was fought on a column. */
static void headline(const struct cb_setup *s, const struct odds_states *out,
		struct odds_report *r)
{
	const struct cb_state *f0 = (const void *)out->bytes;
	int same = out->n > 0 && f0->col1 > 0, col = 1;

	for (int k = 1; k < out->n && same; k++) {
		const struct cb_state *f = (const void *)(out->bytes + (size_t)k * out->size);
		col &= f->col1 == f0->col1;
		same = col && f->strength1[0] == f0->strength1[0] &&
			f->strength1[1] == f0->strength1[1];
	}
	if (same)
		odds_report_headline(r, "%u vs %u = %s", f0->strength1[0], f0->strength1[1],
				s->odds_name[f0->col1 - 1]);
	else if (col && out->n > 0 && f0->col1 > 0)
		odds_report_headline(r, "%s", s->odds_name[f0->col1 - 1]);
}

int s43_assault_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "rounds", "att_lost", "def_lost", "eliminated",
		"rmf", "end" };
	struct s43_map *m;
	struct cb_setup setup_buf, *s = &setup_buf;   /* no calloc an order; setup() clears it */
	struct cb_state cb;
	struct odds_states out = { 0 };
	const struct odds_field *f_att = &r->field[ODDS_EXP_STEPS_LOST_ATTACKER];
	const struct odds_field *f_def = &r->field[ODDS_EXP_STEPS_LOST_DEFENDER];
	int rc, overflow = 0;

	/* the model, loaded once for a whole batch (cache.c) */
	if ((m = s43_cached_map(g, st, e)) == NULL || (rc = setup(s, &cb, g, st, m, o, 1, e)) != 0)
		goto done;
	/* Without a continuation policy, odds are those of one round. */
	if (s->policy == 0 && s->ncont == 0 && !order_given(o, "rounds"))
		s->rounds_max = 1;
	/* a refusal in a round (EXIT_REFUSED, 1) ends its branch like the end of the
	 * combat (odds.h): e says which */
	if ((rc = odds_report_enumerate(r, &cb, sizeof cb, odds_step, s, 8, &out, e)) != 0 ||
	    (rc = e->code) != 0)
		goto done;
	/* odds notes are not translated (issue 19): the English words, whole */
	snprintf(r->note, sizeof r->note, s->rounds_max == 1 ? "%d round at most%s; losses %s" :
			"%d rounds at most%s; losses %s", s->rounds_max,
			s->policy == 1 ? _(", policy=always") : s->policy == 2 ? _(", policy=never") : "",
			s->nloss_list[0] || s->nloss_list[1] ? _("as named, then top-first (loss=top)")
			: _("taken top-first (loss=top)"));
	r->ncols = 6;
	memcpy(r->col, cols, sizeof cols);
	headline(s, &out, r);
	for (int k = 0; k < out.n && rc == 0; k++) {
		const struct cb_state *f = (const void *)(out.bytes + (size_t)k * out.size);
		rc = odds_row(s, f, out.p[k], r, e);
		if (summarize(s, f, out.p[k], r) != 0)
			overflow = 1;
	}
	if (rc == 0 && overflow)
		rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	/* the expectations are the summary's sums (summarize), not summed twice */
	odds_report_expect(r, "expected steps lost by the attacker", f_att->set ? f_att->value :
			frac_make(0, 1));
	odds_report_expect(r, "expected steps lost by the defender", f_def->set ? f_def->value :
			frac_make(0, 1));
	r->runs = out.runs;
done:
	if (m == NULL)
		rc = e->code;
	odds_states_free(&out);
	return rc;
}
