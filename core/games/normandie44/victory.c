/*
 * victory.c: the `victory` order of Normandie 1944: victory points and the
 * victory conditions (§11.1, §11.3; Scenario 2 uses the campaign's, §11.2).
 *
 *   each turn     German +20; Allied -1 after turn 5 for each US airborne
 *                 regiment or Ranger unit still on the map (ruling airborne-vp)
 *   at the end    (ruling vp-timing; or each turn) +3 a city hex controlled, to
 *                 its controller; Allied +3 + X a depot out of enemy ZOC, X its
 *                 Offensive capacity (E8: Utah is worth 6); +3 a Festung
 *                 besieged; +10 Paris; German +10 or +20 an Allied depot
 *                 destroyed (capacity 0-1, or 2 and more)
 *   as they come  steps inflicted, elite steps again (combat.c), HB used
 *                 (bombard.c), units withdrawn (admin.c), cities retaken
 *                 (move.c) are scored when they happen
 *   automatic     Allied: Paris, Cherbourg and two Atlantic ports; fewer than 10
 *                 German units on the map; Paris, Cherbourg and the Pas de
 *                 Calais. German: 4 beach depots destroyed
 *   levels        a side 25 VP ahead wins a marginal victory, 50 a decisive one
 *   Scenario 1    both Cherbourg hexes held by the US at the end of turn 2, 3 or
 *                 4: strategic, operational, marginal; the German conditions
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "combat.h"
#include "i18n.h"

const struct order_param n44_victory_params[] = {
	{ NULL, NULL, NULL, NULL },
};

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}

static int last_turn(const struct n44_model *m)
{
	return m->scenario == N44_CHERBOURG ? 4 : 12;
}

static void add(struct game_ctx *g, struct n44_model *m, int side, int vp, const char *section,
		const char *why)
{
	if (vp == 0)
		return;
	m->vp[side] += vp;
	log_step(g->log, section, "%+d VP to the %s: %s", vp, side == N44_ALLIED ?
			C_("VP to", "Allies") : C_("VP to", "Germans"), why);
}

static void per_turn(struct game_ctx *g, struct n44_model *m)
{
	int n = 0, per_unit = strcmp(rule(g, m, "airborne-vp"), "per-turn") != 0;
	char why[96];

	add(g, m, N44_GERMAN, 20, "§11.3", _("the turn"));
	if (m->turn <= 5)
		return;
	for (int i = 0; i < m->nunits; i++) {
		const struct n44_unit *u = &m->units[i];
		n += u->nation == N44_US && n44_on_map(u) && (u->arm == N44_RANGER ||
				(u->arm == N44_PARA && strcmp(u->division, "") != 0));
	}
	kit_nsprintf(why, sizeof why,
			"%d US airborne regiment or Ranger unit still on the map after turn 5",
			"%d US airborne regiments or Ranger units still on the map after turn 5", n,
			n);
	add(g, m, N44_ALLIED, -(per_unit ? n : n > 0), "§11.3", why);
}

static int state_points(struct game_ctx *g, struct n44_model *m, struct err *e)
{
	char why[160];

	for (int i = 0; i < m->nhexes; i++) {
		const struct n44_hex *h = &m->hexes[i];
		if (h->settlement == N44_CITY && h->control >= 0) {
			snprintf(why, sizeof why, _("the city hex %02d%02d"), h->h.row, h->h.col);
			add(g, m, h->control, 3, "§11.3", why);
		}
	}
	for (int i = 0; i < m->ndepots; i++) {
		const struct n44_depot *d = &m->depots[i];
		int face = d->face == N44_F_REDUCED;
		if (d->side == N44_ALLIED && (d->face == N44_F_FULL || d->face == N44_F_REDUCED) &&
		    d->loc.kind == N44_L_HEX) {
			int z = n44_enemy_zoc(g, m, d->loc.hex, N44_ALLIED, e);   /* the TET's too (§3) */
			if (z < 0)
				return e->code;
			if (z)
				continue;
			if (d->offensive[face] == N44_UNKNOWN)
				return err_set(e, EXIT_UNKNOWN, "%s:%d: depot %s, its Offensive capacity is "
						"unknown ('?', §11.3: the depot is worth 3 + it)", kit_path(m->st),
						d->line, d->id);
			snprintf(why, sizeof why, _("the depot %s out of enemy ZOC, 3 + its capacity %d"),
					d->id, d->offensive[face]);
			add(g, m, N44_ALLIED, 3 + d->offensive[face], "§11.3", why);
		}
		if (d->side == N44_ALLIED && d->face == N44_F_DESTROYED) {
			int cap = d->offensive[0];
			if (cap == N44_UNKNOWN)
				return err_set(e, EXIT_UNKNOWN, "%s:%d: depot %s, its capacity is unknown "
						"('?', §11.3: +10 or +20 as it is 0-1 or more)", kit_path(m->st),
						d->line, d->id);
			snprintf(why, sizeof why, _("the Allied depot %s destroyed (capacity %d)"), d->id,
					cap);
			add(g, m, N44_GERMAN, cap <= 1 ? 10 : 20, "§11.3", why);
		}
	}
	for (int i = 0; i < m->nmarkers; i++)
		if (m->markers[i].kind == N44_M_SIEGE)
			add(g, m, N44_ALLIED, 3, "§11.3, §6.13", _("a Festung besieged"));
	const struct n44_box *paris = n44_box_find(m, "Paris");
	if (paris && paris->control == N44_ALLIED && !paris->confusion)
		add(g, m, N44_ALLIED, 10, "§11.3", "Paris");
	return 0;
}

static int box_ours(const struct n44_model *m, const char *id)
{
	const struct n44_box *b = n44_box_find(m, id);
	return b && b->control == N44_ALLIED;
}

/* Every hex the map names `name` (features name=) is the side's; 0 if none is
 * named ("les deux hex. de Cherbourg": the map says which, §11.1). */
static int held(const struct n44_model *m, const char *name, int side)
{
	int n = 0;

	for (int i = 0; i < m->nhexes; i++)
		if (!strcmp(m->hexes[i].name, name)) {
			if (m->hexes[i].control != side)
				return 0;
			n++;
		}
	return n > 0;
}

static void automatic(struct game_ctx *g, struct n44_model *m)
{
	int german = 0, beaches = 0;
	int cherbourg = held(m, "cherbourg", N44_ALLIED);
	int atlantic = box_ours(m, "Brest") + box_ours(m, "Lorient") + box_ours(m, "St-Nazaire");

	for (int i = 0; i < m->nunits; i++)
		german += m->units[i].side == N44_GERMAN && n44_on_map(&m->units[i]);
	for (int i = 0; i < m->ndepots; i++)
		beaches += m->depots[i].kind == N44_D_BEACH && m->depots[i].face == N44_F_DESTROYED;
	if (box_ours(m, "Paris") && cherbourg && atlantic >= 2)
		log_step(g->log, "§11.3", "Automatic Allied victory: Paris, Cherbourg and %d Atlantic "
				"ports", atlantic);
	else if (german < 10)
		log_step(g->log, "§11.3", "Automatic Allied victory: %d German units on the map, fewer "
				"than 10", german);
	else if (box_ours(m, "Paris") && cherbourg && box_ours(m, "Pas-de-Calais"))
		log_step(g->log, "§11.3", "Automatic Allied victory: Paris, Cherbourg and the Pas de "
				"Calais");
	else if (beaches >= 4)
		log_step(g->log, "§11.3", "Automatic German victory: %d beach depots destroyed", beaches);
}

static void level(struct game_ctx *g, const struct n44_model *m)
{
	int margin = m->vp[N44_ALLIED] - m->vp[N44_GERMAN], a = margin < 0 ? -margin : margin;
	const char *who = n44_player(margin >= 0 ? N44_ALLIED : N44_GERMAN);

	log_step(g->log, "§11.3", "VP: Allied %d, German %d: a margin of %d for the %s player: %s",
			m->vp[N44_ALLIED], m->vp[N44_GERMAN], a, who, a >= 50 ? _("a decisive victory") :
			a >= 25 ? _("a marginal victory") : _("no victory (0 is the historical result)"));
}

/* §11.1: the German divisions on the map, one of whose units traces a supply
 * line to the map's south edge; *ss when the 17th SS is one. -1 error. */
static int south_divisions(struct game_ctx *g, struct n44_model *m, int *ss, struct err *e)
{
	char done[64][24];
	int n = 0;

	*ss = 0;
	for (int i = 0; i < m->nunits; i++) {
		const struct n44_unit *u = &m->units[i];
		int seen = 0, ok;
		if (u->side != N44_GERMAN || !u->division[0] || u->loc.kind != N44_L_HEX)
			continue;
		for (int k = 0; k < n && !seen; k++)
			seen = !strcmp(done[k], u->division);
		if (seen || n == 64)
			continue;
		if ((ok = n44_south_line(g, m, u, e)) < 0)
			return -1;
		if (!ok)
			continue;
		snprintf(done[n++], sizeof done[0], "%s", u->division);
		*ss |= !strcasecmp(u->division, "17SS");
		log_step(g->log, "§11.1, §7.3.1", "%s of the %s traces a supply line to the south "
				"edge", u->id, u->division);
	}
	return n;
}

/* §11.1: the German player's victory at the end of turn 4, Cherbourg held:
 * operational if two divisions, the 17th SS one, trace a supply line to the
 * south edge of the map, else marginal. */
static int german_end(struct game_ctx *g, struct n44_model *m, struct err *e)
{
	int south = 0, ss, n;

	for (int i = 0; i < m->nhexes; i++)
		south += m->hexes[i].south;
	if (south == 0) {
		log_step(g->log, "§11.1", "The German player holds both Cherbourg hexes at the end of "
				"turn 4: a marginal victory, operational if two divisions, the 17th SS one, "
				"trace a supply line to the south edge: the map names no hex of that edge "
				"(features south): add them to decide it");
		return 0;
	}
	if ((n = south_divisions(g, m, &ss, e)) < 0)
		return -1;
	log_stepn(g->log, "§11.1", "The German player holds both Cherbourg hexes at the end of "
			"turn 4 and %d division traces a supply line to the south edge%s: %s",
			"The German player holds both Cherbourg hexes at the end of turn 4 and %d "
			"divisions trace a supply line to the south edge%s: %s", n, n,
			n == 0 ? "" : ss ? _(", the 17th SS one") :
			_(", not the 17th SS"), n >= 2 && ss ? _("an operational victory") :
			_("a marginal victory"));
	return 0;
}

/* §11.1: Scenario 1's conditions, at the end of turns 2, 3 and 4. */
static int cherbourg(struct game_ctx *g, struct n44_model *m, struct err *e)
{
	int us = held(m, "cherbourg", N44_ALLIED), de = held(m, "cherbourg", N44_GERMAN);
	struct grid_hex utah;
	struct n44_unit *x[2];

	n44_hex_parse("0617", &utah);
	int named = 0;
	for (int i = 0; i < m->nhexes; i++)
		named += !strcmp(m->hexes[i].name, "cherbourg");
	if (named < 2)
		log_stepn(g->log, "§11.1", "The map names %d Cherbourg hex (features "
				"name=cherbourg): the rulebook gives only 0223 (§7.2); add the "
				"other from the map",
				"The map names %d Cherbourg hexes (features name=cherbourg): the "
				"rulebook gives only 0223 (§7.2); add the other from the map",
				named, named);
	if (us && m->turn <= 4)
		log_step(g->log, "§11.1", "The US player holds both Cherbourg hexes at the end of turn "
				"%d: a %s victory", m->turn, m->turn <= 2 ? "strategic" : m->turn == 3 ?
				"operational" : "marginal");
	else if (n44_units_in(m, utah, N44_GERMAN, x, 2) > 0 && de &&
			n44_depot_find(m, "st-vaast") && n44_depot_find(m, "st-vaast")->side == N44_GERMAN)
		log_step(g->log, "§11.1", "A German unit in 0617 (Utah destroyed), Cherbourg and St "
				"Vaast held: a German strategic victory");
	else if (de && m->turn == 4)
		return german_end(g, m, e);
	else
		log_step(g->log, "§11.1", "No victory yet at the end of turn %d", m->turn);
	return 0;
}

int n44_victory_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	char buf[16];
	const char *done;

	(void)o;
	(void)c;
	if (n44_model_load(&m, g, st, e))
		return e->code;
	if (m.scenario == N44_CHERBOURG) {
		cherbourg(g, &m, e);
		goto done;
	}
	done = state_get(st, "vp.turn");
	snprintf(buf, sizeof buf, "%d", m.turn);
	if (done && !strcmp(done, buf)) {
		kit_refuse(e, "§11.3", "the VP of turn %d are counted", m.turn);
		goto done;
	}
	per_turn(g, &m);
	if ((m.turn >= last_turn(&m) || !strcmp(rule(g, &m, "vp-timing"), "per-turn")) &&
	    state_points(g, &m, e))
		goto done;
	automatic(g, &m);
	level(g, &m);
	state_set(st, "vp.turn", buf);
	n44_model_save(&m, e);
done:
	n44_model_free(&m);
	return e->code;
}
