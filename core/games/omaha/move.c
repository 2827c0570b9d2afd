/*
 * move.c: the US action "move one hex" (§7.3, §7.31) and its infiltration
 * check (§7.32), the order
 *
 *   move unit=ID[,ID] to=HEX [via=HEX[,HEX...]] [complete=yes|no]
 *
 * One unit, or a stack doing the same action (§7.21), moves to an adjacent hex
 * not held by a German unit (§7.31). Disrupted units (§7.7) and units with a
 * climb marker (§7.4, §7.5) cannot; armour, AA and artillery stay on the beach
 * through turn 16 (§7.3). The Terrain Effects Table's restrictions come from
 * tables/omaha/terrain.csv (move_inf, move_leader, move_other): the hex entered
 * and the hexside crossed; a bluff or cliff is crossed by the climb actions,
 * not by this order.
 *
 * Infiltration (§7.32): from a hex adjacent to and in the field of fire of an
 * occupied, non-disrupted German position into a hex also adjacent to it and
 * in its field, a fire card is drawn (one for the move, whatever the number of
 * positions): a unit loses a step if the card shows the position's colour
 * (single; double too when the position has a depth marker) and the unit's
 * target symbol (its own: no dense target; ruling a15-stack-infiltration). A
 * unit that lost a step completes the move or stays (complete=).
 *
 * The extended game (§17, turn 17 on): via= names the hexes entered before
 * to=. Infantry, Rangers, HQs and Generals move up to 2 hexes (§17.1);
 * infantry and Rangers may not enter in a 2-hex move a bocage hex (unless
 * along a road or trail: both hexes on one) or a hex in the intense or
 * sustained field of an occupied, non-disrupted German position. Tanks move
 * along roads (§17.2, §17.21): from a secondary road up to 2 hexes on
 * secondary and main roads, from a main road up to 4 on main roads, never on a
 * mined road or trail (§17.22), stopping on entering an intense field of an
 * occupied position (ruling a37-road-stop). Artillery, AT and AA move 1 hex
 * (§17.23). Each step is checked as a one-hex move (adjacency, German units,
 * terrain); infiltration: each step's geometry, one card for the move (ruling
 * a16-two-hex-infiltration; `none`: a move of 2 or more hexes makes no check).
 *
 * The move spends the unit's (or stack's) action (actions.c: §7, §7.1,
 * §7.2); a safety move is free. With the variant §22.1 (`set,variants,22.1`)
 * a safety move is also an infantry move of one hex into a beach, shelf or
 * draw hex outside the field of fire of every German unit, disrupted or not.
 *
 * Engineer bases (§19.3, §19.31-§19.34, om_base_covers()): a hexside of shingle
 * or an anti-tank ditch or wall bordering a hex in a base's range does not
 * hinder the move (never a seawall); a mined road in range acts as its road
 * (`mined-main` as `main` ...) for tanks (§17.22); a move starting on a beach,
 * shelf or draw hex in range is free (traffic management), unless German
 * artillery fired in the base's sector this turn (§19.33).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

#define MAXPATH 6

/* A move: its units (one, or a stack of two, §7.21), and its path (§17): the
 * start, the via= hexes, the destination. */
struct move {
	struct om_model *m;
	const struct order *o;
	struct chance *c;
	struct om_unit *u[2];
	int n, leaders;
	struct grid_hex path[MAXPATH];
	char id[MAXPATH][5];       /* the path's hexes as written */
	int np;                    /* steps: path[0..np] */
	const struct om_hex *hfrom, *hto;
	const char *free;          /* why the move is a free action, or NULL */
};

static int is_vehicle_stuck(int type)
{
	return type == OM_TANK || om_is_artillery(type) || type == OM_AA || type == OM_SPAA;
}

static const char *move_col(int type)
{
	return om_is_infantry(type) ? "move_inf" : om_is_leader(type) ? "move_leader" :
		"move_other";
}

/* terrain.csv cell for a feature and a unit type */
static int tec(struct game_ctx *g, const char *feature, int type, const char **out,
		struct err *e)
{
	const struct table *t;
	int row, col;

	if (table_get(g->tables, "omaha", "terrain", &t, e) ||
	    (row = table_find_row(t, feature, "§7.3", e)) < 0 ||
	    (col = table_find_col(t, move_col(type), "§7.3", e)) < 0)
		return e->code;
	return table_need(t, row, col, "§7.3", out, e);
}

/* The positions infiltrated: occupied, non-disrupted, adjacent to both hexes
 * and with a fire dot on both (§7.32). */
struct infil {
	const char *id, *colour;
	int marker;
};

static int infiltrated(struct om_model *m, struct grid_hex a, struct grid_hex b,
		struct infil *out, int max)
{
	int n = 0;

	for (const struct om_position *p = m->pos; p < m->pos + m->npos && n < max; p++) {
		int adj_a = 0, adj_b = 0, dot_a = 0, dot_b = 0, live = 0, marker = 0;
		for (int k = 0; k < p->nhex; k++) {
			adj_a |= grid_adjacent(p->hex[k], a);
			adj_b |= grid_adjacent(p->hex[k], b);
		}
		if (!adj_a || !adj_b || !(m->kinds & OM_KIND_FIELD) || !(m->kinds & OM_KIND_GERMAN))
			continue;
		for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++)
			if (!strcmp(f->pos, p->id)) {
				dot_a |= grid_equal(f->hex, a);
				dot_b |= grid_equal(f->hex, b);
			}
		for (const struct om_german *g = m->gm; g < m->gm + m->ngm; g++)
			if (!strcmp(g->pos, p->id) && g->disrupted != 1) {
				live = 1;
				marker |= g->reserve != OM_RES_NONE;
			}
		if (!dot_a || !dot_b || !live)
			continue;
		out[n++] = (struct infil){ p->id, p->colour, marker };
	}
	return n;
}

/* §7.1: a hex's distance to the nearest protection hexside (shingle, seawall,
 * slope, bluff, cliff; not a sheer cliff): 0 for a hex bordering one; -1 if the
 * map has none. */
static int protection_distance(const struct om_model *m, struct grid_hex h)
{
	int best = -1;

	for (const struct om_side *s = m->side; s < m->side + m->nside; s++) {
		if (s->feature != OM_SHINGLE && s->feature != OM_SEAWALL && s->feature != OM_SLOPE &&
		    s->feature != OM_BLUFF && s->feature != OM_CLIFF)
			continue;
		int d = grid_distance(h, s->a) < grid_distance(h, s->b) ? grid_distance(h, s->a) :
			grid_distance(h, s->b);
		if (best < 0 || d < best)
			best = d;
	}
	return best;
}

/* The strongest fire level on hex h of a German-occupied position: 3 intense,
 * 2 sustained, 1 sporadic, 0 none; live_only: only non-disrupted units. */
static int field_level(struct om_model *m, struct grid_hex h, int live_only)
{
	int best = 0;

	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++) {
		int occ = 0, l = 3 - (int)f->level;
		if (!grid_equal(f->hex, h) || !(m->kinds & OM_KIND_GERMAN))
			continue;
		for (const struct om_german *g = m->gm; g < m->gm + m->ngm; g++)
			occ |= !strcmp(g->pos, f->pos) && (!live_only || g->disrupted != 1);
		if (occ && l > best)
			best = l;
	}
	return best;
}

static const char *road_of(struct om_model *m, struct grid_hex h)
{
	const struct om_hex *x = om_hex_at(m, h);

	return x ? x->road : "";
}

/* §17.22, §19.3: a mined road or trail in an engineer base's range counts as
 * cleared and as the road class after "mined-" (main, secondary, trail); 0 if
 * cleared, 1 if not (e unset), or an exit status with e set. */
static int cleared_road(struct om_model *m, struct grid_hex h, const char *road,
		struct err *e)
{
	char base[16], id[5];
	int cv = om_base_covers(m, h, 0, base, sizeof base, e);

	grid_format(h, id);
	if (cv < 0)
		return e->code;
	if (cv == 0)
		return 1;
	if (strcmp(road, "mined-main") && strcmp(road, "mined-secondary") &&
	    strcmp(road, "mined-trail"))
		return err_set(e, EXIT_DATA, "%s: hex %s: road '%s' does not say which road the "
				"mines are on: mined-main, mined-secondary or mined-trail (§19.3: a cleared "
				"mined road acts as that road)", kit_path(m->st), id, road);
	log_step(m->g->log, "§19.3", "The %s of %s is in the range of the engineer base in %s: "
			"cleared, it acts as a %s%s", road, id, base, road + 6,
			strcmp(road + 6, "trail") ? " road" : "");
	return 0;
}

/* §17.1: infantry and Rangers in a 2-hex move avoid bocage (but along a road
 * or trail) and the intense or sustained fields of live positions. */
static int foot_path(struct move *mv, const struct om_unit *u, struct err *e)
{
	if (mv->np > 2)
		return kit_refuse(e, "§17.1", "move: %s moves at most 2 hexes", u->id);
	if (om_is_leader(u->type))
		return 0;   /* §17.1: leaders without restriction */
	for (int s = 1; s <= mv->np; s++) {
		const struct om_hex *hr = om_hex_at(mv->m, mv->path[s]);
		const char *r0 = road_of(mv->m, mv->path[s - 1]), *r1 = road_of(mv->m, mv->path[s]);
		if (hr && hr->terrain == OM_BOCAGE && !(*r0 && *r1))
			return kit_refuse(e, "§17.1", "move: %s may not enter the bocage hex %s in a "
					"2-hex move, except along a road or trail", u->id, mv->id[s]);
		if (field_level(mv->m, mv->path[s], 1) >= 2)
			return kit_refuse(e, "§17.1", "move: %s may not enter %s in a 2-hex move: it is "
					"in the intense or sustained field of an occupied, non-disrupted German "
					"position", u->id, mv->id[s]);
	}
	return 0;
}

/* §17.2, §17.21, §17.22: a tank along roads. */
static int road_path(struct move *mv, const struct om_unit *u, struct err *e)
{
	const char *start = road_of(mv->m, mv->path[0]);
	int live_only = om_rule_is(mv->m, "a37-road-stop", "non-disrupted");

	if (!strncmp(start, "mined-", 6)) {
		int cr = cleared_road(mv->m, mv->path[0], start, e);
		if (cr && e->code)
			return e->code;
		if (!cr)
			start += 6;   /* §19.3: a cleared mined road acts as a road */
	}
	int main_road = !strcmp(start, "main"), max = main_road ? 4 : 2;
	if (!main_road && strcmp(start, "secondary"))
		return kit_refuse(e, "§17.2, §17.21", "move: %s does not start on a main or secondary "
				"road (%s): one hex", u->id, mv->id[0]);
	if (mv->np > max)
		return kit_refuse(e, "§17.2", "move: %s, starting on a %s road, moves at most %d "
				"hexes along roads", u->id, start, max);
	for (int s = 1; s <= mv->np; s++) {
		const char *r = road_of(mv->m, mv->path[s]);
		if (!strncmp(r, "mined", 5)) {
			if (cleared_road(mv->m, mv->path[s], r, e))
				return e->code ? e->code : kit_refuse(e, "§17.22, §19.3", "move: %s may not "
						"use the %s at %s until an engineer base clears it", u->id, r,
						mv->id[s]);
			r += 6;
		}
		if (main_road ? strcmp(r, "main") : strcmp(r, "main") && strcmp(r, "secondary"))
			return kit_refuse(e, "§17.2, §17.21", "move: %s leaves the road at %s (%s): a "
					"tank from a %s road follows %s", u->id, mv->id[s], *r ? r : _("no road"),
					start, main_road ? _("main roads") : _("secondary and main roads"));
		if (s < mv->np && field_level(mv->m, mv->path[s], live_only) == 3)
			return kit_refuse(e, "§17.2; ruling a37-road-stop", "move: %s must stop on "
					"entering %s, in the intense field of a German-occupied position", u->id,
					mv->id[s]);
	}
	return 0;
}

/* §17: the extended-game checks of a move of np hexes. */
static int extended(struct move *mv, struct err *e)
{
	if (mv->np > 1 && mv->m->turn < 17)
		return err_set(e, EXIT_REFUSED, "move: one hex a move before turn 17 (§7.3); via= "
				"is for the extended game's longer moves (§17)");
	for (int i = 0; i < mv->n && mv->np > 1; i++) {
		const struct om_unit *u = mv->u[i];
		int rc = om_is_infantry(u->type) || om_is_leader(u->type) ? foot_path(mv, u, e) :
			u->type == OM_TANK ? road_path(mv, u, e) : kit_refuse(e, "§17.23", "move: %s "
			"(%s) moves 1 hex a turn", u->id, om_type_name(u->type));
		if (rc)
			return rc;
	}
	if (mv->np > 1) {
		int tank = mv->u[0]->type == OM_TANK;
		log_step(mv->m->g->log, tank ? "§17.2" : "§17.1", "The extended game: a move of %d "
				"hexes %s", mv->np, tank ? _("along the road") : _("(infantry, Rangers and "
				"leaders: up to 2)"));
	}
	return 0;
}

/* The order's units (§7.21, §7.7, §7.4, §7.5) and path (§17). */
static int parse(struct move *mv, struct err *e)
{
	const struct order *o = mv->o;
	const char *to = order_get(o, "to");
	char ids[2][64], vias[5][16];
	int nv = 0;

	if ((mv->n = order_split(order_get(o, "unit"), &ids[0][0], 64, 2)) < 1)
		return err_set(e, EXIT_USAGE, "move: unit= is one unit or a stack of two, ID[,ID]");
	if (strcmp(order_get(o, "complete"), "yes") && strcmp(order_get(o, "complete"), "no"))
		return err_set(e, EXIT_USAGE, "move: complete= is yes or no");
	if (grid_parse(to, &mv->path[0]))
		return err_set(e, EXIT_USAGE, "move: to=%s is not a hex CCRR", to);
	for (int i = 0; i < mv->n; i++) {
		struct om_unit *u = mv->u[i] = om_unit_find(mv->m, ids[i]);
		char at[32];
		if (u == NULL)
			return err_set(e, EXIT_DATA, "move: no unit '%s'", ids[i]);
		om_place_text(mv->m, u->at, at);
		if (u->at.kind != OM_AT_HEX)
			return err_set(e, EXIT_REFUSED, "move: %s is not on the map (%s)", ids[i], at);
		if (i > 0 && !grid_equal(u->at.hex, mv->u[0]->at.hex))
			return kit_refuse(e, "§7.21", "move: %s and %s are not stacked: one action is one "
					"unit or one stack", ids[0], ids[i]);
		if (u->disrupted == 1)
			return kit_refuse(e, "§7.7", "move: %s is disrupted: its only action is to remove "
					"the marker", ids[i]);
		if (u->marker == OM_MARK_CLIMB || u->marker == OM_MARK_CLIMB_CLIFF)
			return kit_refuse(e, "§7.4, §7.5", "move: %s has a %s marker: it may only go on "
					"with its climb", ids[i], om_mark_name(u->marker));
		mv->leaders += om_is_leader(u->type);
	}
	if (*order_get(o, "via") && (nv = order_split(order_get(o, "via"), &vias[0][0], 16, 4)) < 1)
		return err_set(e, EXIT_USAGE, "move: via= is HEX[,HEX...], at most 3 hexes");
	mv->path[0] = mv->u[0]->at.hex;
	for (int k = 0; k < nv; k++)
		if (strlen(vias[k]) != 4 || grid_parse(vias[k], &mv->path[k + 1]))
			return err_set(e, EXIT_USAGE, "move: via=%s is not a hex CCRR", vias[k]);
	grid_parse(to, &mv->path[nv + 1]);
	mv->np = nv + 1;
	if (mv->np > 4)
		return err_set(e, EXIT_USAGE, "move: at most 4 hexes (§17.2)");
	for (int k = 0; k <= mv->np; k++)
		grid_format(mv->path[k], mv->id[k]);
	mv->hfrom = om_hex_at(mv->m, mv->path[0]);
	return 0;
}

/* §19.3, §19.31: shingle and anti-tank ditches and walls on a hexside
 * bordering a hex in a base's range no longer exist (never a seawall,
 * §19.34): the feature that hinders the step, or -1. */
static int hindering(struct move *mv, int s, struct err *e)
{
	int feat = om_side_between(mv->m, mv->path[s - 1], mv->path[s]), cv;
	char base[16];

	if (feat != OM_SHINGLE && feat != OM_ATDITCH && feat != OM_ATWALL)
		return feat;
	if ((cv = om_base_covers(mv->m, mv->path[s - 1], 0, base, sizeof base, e)) == 0)
		cv = om_base_covers(mv->m, mv->path[s], 0, base, sizeof base, e);
	if (cv < 0)
		return -2;
	if (!cv)
		return feat;
	log_step(mv->m->g->log, "§19.3", "The %s hexside %s/%s borders the range of the engineer "
			"base in %s: it no longer hinders the move", om_feature_name(feat),
			mv->id[s - 1], mv->id[s], base);
	return -1;
}

/* One unit's step from hf to the hex row hto (§7.3). */
static int unit_step(struct move *mv, const struct om_unit *u, int s, const struct om_hex *hf,
		int feat, struct err *e)
{
	struct game_ctx *g = mv->m->g;
	const char *v, *f = mv->id[s - 1], *t = mv->id[s];

	if (is_vehicle_stuck(u->type) && mv->m->turn <= 16 && hf && hf->terrain == OM_BEACH &&
	    mv->hto->terrain != OM_BEACH)
		return kit_refuse(e, "§7.3", "move: %s (%s) is stuck on the beach until turn 16",
				u->id, om_type_name(u->type));
	if (feat >= 0) {
		if (tec(g, om_feature_name(feat), u->type, &v, e))
			return e->code;
		if (strcmp(v, "yes"))
			return kit_refuse(e, "terrain effects table, §7.3", "move: %s may not cross the "
					"%s hexside %s/%s with a move%s%s", u->id, om_feature_name(feat), f, t,
					strcmp(v, "no") ? ": it needs " : "", strcmp(v, "no") ? v : "");
	}
	if (tec(g, om_terrain_name(mv->hto->terrain), u->type, &v, e))
		return e->code;
	if (strcmp(v, "yes"))
		return kit_refuse(e, "terrain effects table, §7.3", "move: %s may not enter the %s hex "
				"%s", u->id, om_terrain_name(mv->hto->terrain), t);
	return 0;
}

/* Every step: adjacent, not German-held, on the map, the hexside and the hex
 * open to each unit (§7.3, §7.31). */
static int check_steps(struct move *mv, struct err *e)
{
	for (int s = 1; s <= mv->np; s++) {
		const struct om_hex *hf = om_hex_at(mv->m, mv->path[s - 1]);
		int feat;
		if (!grid_adjacent(mv->path[s - 1], mv->path[s]))
			return kit_refuse(e, "§7.3: one hex a step", "move: %s is not adjacent to %s",
					mv->id[s], mv->id[s - 1]);
		if (om_german_at(mv->m, mv->path[s]) != NULL)
			return kit_refuse(e, "§7.31", "move: %s is held by a German unit", mv->id[s]);
		if ((mv->hto = om_hex_at(mv->m, mv->path[s])) == NULL)
			return err_set(e, EXIT_REFUSED, "move: %s has no 'hex' row: off the map",
					mv->id[s]);
		if ((feat = hindering(mv, s, e)) == -2)
			return e->code;
		for (int i = 0; i < mv->n; i++)
			if (unit_step(mv, mv->u[i], s, hf, feat, e))
				return e->code;
	}
	return 0;
}

static int all_infantry(const struct move *mv)
{
	int inf = 1;

	for (int i = 0; i < mv->n; i++)
		inf &= om_is_infantry(mv->u[i]->type);
	return inf;
}

/* Whether the move is a free action: a safety move (§7.1, §22.1) or traffic
 * management (§19.3). */
static int free_move(struct move *mv, struct err *e)
{
	struct om_model *m = mv->m;
	int from_t = mv->hfrom ? (int)mv->hfrom->terrain : -1, to_t = mv->hto->terrain;
	const char *to = mv->id[mv->np];

	if (mv->np == 1 && from_t == OM_BEACH) {
		int d0 = protection_distance(m, mv->path[0]), d1 = protection_distance(m, mv->path[1]);
		int closer = d0 >= 0 && d1 >= 0 && (om_rule_is(m, "a13-safety-closer", "not-farther") ?
				d1 <= d0 : d1 < d0);
		if (all_infantry(mv) && closer && to_t == OM_BEACH) {
			log_step(m->g->log, "§7.1", "A safety move: from the beach to a beach hex %s a "
					"protection hexside (%d to %d hexes): a free action", d1 < d0 ?
					_("closer to") : _("no farther from"), d0, d1);
			mv->free = "a safety move";
		}
	}
	/* §22.1 (variant, `set,variants,22.1`): the safety move also takes an
	 * infantry unit one hex into any beach, shelf or draw hex outside the
	 * field of fire of every German unit (disrupted ones too) */
	if (!mv->free && mv->np == 1 && om_in_variant(m, "22.1") && all_infantry(mv) &&
	    om_lowland(to_t)) {
		if (field_level(m, mv->path[1], 0) == 0) {
			log_step(m->g->log, "§22.1", "A safety move of the Effective Allied Bombardment "
					"variant: into the %s hex %s, outside every German unit's field of "
					"fire: a free action", om_terrain_name(to_t), to);
			mv->free = "a safety move, §22.1";
		} else
			log_step(m->g->log, "§22.1", "Not a safety move: %s is in the field of fire of "
					"a German unit (disrupted ones count)", to);
	}
	/* §19.3: traffic management, a free move for units starting on a beach,
	 * shelf or draw hex in an engineer base's range (not in a turn of German
	 * artillery fire in the base's sector, §19.33) */
	if (!mv->free && from_t >= 0 && om_lowland(from_t)) {
		char base[16];
		int cv = om_base_covers(m, mv->path[0], 1, base, sizeof base, e);
		if (cv < 0)
			return e->code;
		if (cv) {
			log_step(m->g->log, "§19.3", "Traffic management: the move starts on the %s hex "
					"%s, in the range of the engineer base in %s: a free action",
					om_terrain_name(from_t), mv->id[0], base);
			mv->free = "traffic management, §19.3";
		}
	}
	return 0;
}

/* §7.32: the positions infiltrated along the path (one card for the move,
 * ruling a16-two-hex-infiltration), and the step where it begins. */
static int infiltration(struct move *mv, struct infil *inf, int *istep)
{
	int ni = 0;

	*istep = 0;
	if (mv->np > 1 && om_rule_is(mv->m, "a16-two-hex-infiltration", "none")) {
		log_step(mv->m->g->log, "§17.1", "A move of %d hexes makes no infiltration check "
				"(ruling a16-two-hex-infiltration=none)", mv->np);
		return 0;
	}
	for (int sp = 1; sp <= mv->np && ni < 8; sp++) {
		struct infil one[8];
		int k = infiltrated(mv->m, mv->path[sp - 1], mv->path[sp], one, 8);
		for (int q = 0; q < k && ni < 8; q++) {
			int dup = 0;
			for (int r = 0; r < ni; r++)
				dup |= !strcmp(inf[r].id, one[q].id);
			if (!dup)
				inf[ni++] = one[q];
		}
		if (k > 0 && *istep == 0)
			*istep = sp;
	}
	return ni;
}

/* The infiltration card: whether it shows a colour of the positions
 * infiltrated (single, or double with a depth marker), and its target. */
static int infiltration_card(struct move *mv, const struct infil *inf, int ni, int *shown,
		int *target, struct err *e)
{
	struct om_card card;
	const char *v;

	if (om_card_take(mv->m, mv->c, "infiltration", &card, e))
		return e->code;
	mv->m->card_used = card.number ? card.number : -1;
	if (om_card_need(&card, "target", "§7.32", &v, e))
		return e->code;
	*target = om_atoi(v);
	*shown = 0;
	for (int k = 1; k <= 3; k++) {
		char col[8];
		snprintf(col, sizeof col, "fire%d", k);
		if (om_card_need(&card, col, "§7.32", &v, e))
			return e->code;
		for (int p = 0; p < ni; p++) {
			size_t len = strlen(inf[p].colour);
			if (strncmp(v, inf[p].colour, len) || (v[len] >= 'a' && v[len] <= 'z'))
				continue;
			int dbl = v[len] == '2';
			if (!dbl || inf[p].marker) {
				*shown = 1;
				log_step(mv->m->g->log, "§7.32", "The card shows %s's colour %s%s", inf[p].id,
						inf[p].colour, dbl ? _(" (double: it has a depth marker)") : "");
			} else
				log_step(mv->m->g->log, "§7.32", "The card shows %s's colour %s only as a "
						"double symbol, and it has no depth marker: it does not count",
						inf[p].id, inf[p].colour);
		}
	}
	log_step(mv->m->g->log, "§7.32", "The card's target symbol is %d", *target);
	return 0;
}

/* §7.32: the units with the card's target symbol lose a step: lost[i] 1, or
 * 2 when eliminated. */
static int infiltrate(struct move *mv, int *lost, struct err *e)
{
	struct infil inf[8];
	int istep, ni = infiltration(mv, inf, &istep), shown = 0, target = 0;
	int one_symbol = om_rule_is(mv->m, "a15-stack-infiltration", "one-symbol");

	if (istep > 1)
		mv->path[0] = mv->path[istep - 1], memcpy(mv->id[0], mv->id[istep - 1], 5);
	if (ni == 0)
		return 0;
	if (mv->leaders == mv->n)
		return kit_refuse(e, "§7.32", "move: HQs and Generals may not infiltrate alone");
	log_step(mv->m->g->log, "§7.32", "Moving from %s to %s, both adjacent to and in the field "
			"of %s%s%s: an infiltration; a fire card is drawn", mv->id[0], mv->id[istep],
			inf[0].id, ni > 1 ? " and " : "", ni > 1 ? inf[1].id : "");
	if (infiltration_card(mv, inf, ni, &shown, &target, e))
		return e->code;
	for (int i = 0; i < mv->n && shown; i++) {
		const struct om_unit *u = mv->u[i];
		int sym = one_symbol ? mv->u[0]->symbol : u->symbol;
		if (om_is_leader(u->type) || sym != target)
			continue;
		lost[i] = 1;
		if (om_step_loss(mv->m, mv->u[i], "infiltration", "§7.32"))
			lost[i] = 2;   /* eliminated */
	}
	if (!shown || (!lost[0] && !lost[1]))
		log_step(mv->m->g->log, "§7.32", "No step lost");
	return 0;
}

/* §7.22: crossing the sector line; in the two-player game, more than one hex
 * beyond it, the unit passes to the other division. */
static void sector_line(struct move *mv, struct om_unit *u)
{
	struct om_model *m = mv->m;
	int sf = mv->hfrom ? (int)mv->hfrom->sector : -1, stt = mv->hto->sector;
	int own = u->command == 1 ? OM_EAST : OM_WEST;
	const char *tp = om_get(m, OM_K_TWO_PLAYER);

	if (tp && !strcmp(tp, "1")) {
		if (stt != own && sf == stt) {
			log_step(m->g->log, "§7.22", "Two players: %s is now more than one hex beyond the "
					"sector line: it passes to the %s Division", u->id,
					om_division(u->command == 1 ? 29 : 1));
			u->command = u->command == 1 ? 29 : 1;
			om_two_player_choice(m, u);   /* players.c */
		} else if (stt != own)
			log_step(m->g->log, "§7.22", "Two players: %s is one hex beyond the sector line: "
					"it stays with its division", u->id);
	} else if (sf >= 0 && sf != stt)
		log_step(m->g->log, "§7.22", "%s crosses the sector line: the action may be one of "
				"either division's", u->id);
}

int om_move(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	struct move mv = { .m = m, .o = o, .c = c };
	struct grid_hex start;
	int lost[2] = { 0, 0 };
	char start_id[5];

	m->card_used = 0;
	if (om_free_action(m, o, order_get(o, "unit"), "move", e) ||   /* free.c */
	    parse(&mv, e) || check_steps(&mv, e) || extended(&mv, e) || free_move(&mv, e) ||
	    om_action(m, mv.u, mv.n, mv.free, e))   /* §7, §7.1, §7.2 */
		return e->code;
	start = mv.path[0];
	memcpy(start_id, mv.id[0], 5);
	if (infiltrate(&mv, lost, e))
		return e->code;
	for (int i = 0; i < mv.n; i++) {
		struct om_unit *u = mv.u[i];
		if (lost[i] == 2)
			continue;
		if (lost[i] && !strcmp(order_get(o, "complete"), "no")) {
			u->at.hex = mv.path[0];   /* where the infiltrated step begins */
			log_step(m->g->log, "§7.32", "%s stays in %s (complete=no); its action is spent",
					u->id, mv.id[0]);
			continue;
		}
		u->at.hex = mv.path[mv.np];
		log_step(m->g->log, mv.np > 1 ? "§17" : "§7.3", "%s moves from %s to %s", u->id,
				start_id, mv.id[mv.np]);
		sector_line(&mv, u);
	}
	(void)start;
	return 0;
}
