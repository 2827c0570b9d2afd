/*
 * control.c: terrain control and the temporary medals it gives, counted at the
 * start of a turn (§V L454, ruling medal-timing), and the victory check.
 *
 * Villages (§II-Village, Actions 29; scenario pages): a village hex takes the
 * control of the side whose unit occupies it, and keeps it after the unit leaves;
 * an untokened village is Axis (L675). The Allies win 1 temporary medal at 3
 * villages and a 2nd at 5, taken from the Axis's 2. Beaches (§II-Beach L266-L274):
 * the Axis controls a beach section while one of its units is on a beach hex of
 * it or next to one; otherwise the Allies do (ruling beach-control-empty). The
 * Axis scores 1 per section it holds, the Allies 2. Bridges (§II-Bridge): an Allied
 * unit on or next to a medal bridge and no Axis unit there: 1 medal to the Allies.
 * Objectives (§V L458-L472, hex column `objective`): temporary while a unit of the
 * side holds the hex (Carpiquet, L760), permanent once one enters it (the Seulles
 * bridge, L762), majority of a group at the start of the turn (Pointe-du-Hoc).
 *
 * Medals: set,medals.SIDE holds the permanent ones (eliminations, exits); this
 * order rewrites set,temp.SIDE, and victory is their sum against the scenario's
 * target (tables/memoir44/scenarios.csv).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kit.h"
#include "m44.h"

int m44_beach_holder(struct game_ctx *g, const struct state *st, struct m44_map *m,
		int sbit)
{
	int any = 0, axis = 0, allies_there = 0;

	for (int i = 0; i < m->nhexes; i++) {
		const struct m44_hexinfo *x = &m->hexes[i];
		if (!(x->beach & sbit))
			continue;
		any = 1;
		axis |= m44_near(m, x->h, M44_AXIS);
		allies_there |= m44_held(m, x->h, M44_ALLIES);
	}
	if (!any)
		return -1;
	if (axis || (!allies_there && !strcmp(game_rule(g, st, "beach-control-empty"),
					"needs-unit")))
		return M44_AXIS;
	return M44_ALLIES;
}

static int get_int(const struct state *st, const char *key)
{
	const char *v = state_get(st, key);
	return v ? atoi(v) : 0;
}

/* Villages (§II-Village L248-L250, A-24): a token follows the occupant; an
 * untokened village is Axis (L675). The Allies take 1 temporary medal at 3
 * villages, a 2nd at 5, from the Axis's 2. */
static int villages(struct game_ctx *g, struct state *st, struct m44_map *m, int temp[2],
		struct err *e)
{
	char tm[48];
	int villages = 0, nvill = 0, allied, axis_v;

	for (int i = 0; i < m->nhexes; i++) {
		struct m44_hexinfo *x = &m->hexes[i];
		const struct m44_unit *u;
		int holder;
		if (strcmp(x->terrain->name, "village") && strcmp(x->terrain->name, "church"))
			continue;
		nvill++;
		u = m44_unit_at(m, x->h);
		holder = x->village_side < 0 ? M44_AXIS : x->village_side;
		if (u && !m44_is(u, "landing_craft") && holder != u->side) {
			char hx[8];
			grid_format(x->h, hx);
			x->village_side = u->side;
			log_step(g->log, "§II-Village L248-L250", "%s occupies the village %s: its "
					"control token shows the %s", u->id, hx, m44_side_the(u->side));
			if (m44_hex_set(st, x, "village", m44_side_name(u->side)))
				return err_set(e, EXIT_IO, "out of memory");
		}
		if (x->village_side == M44_ALLIES)
			villages++;
	}
	if (nvill == 0)
		return 0;
	allied = villages >= m->v.village_medal_2 ? 2 : villages >= m->v.village_medal_1 ? 1 : 0;
	axis_v = m->v.village_medals_axis - allied;
	if (axis_v < 0)
		axis_v = 0;
	temp[M44_ALLIES] += allied;
	temp[M44_AXIS] += axis_v;
	log_stepn(g->log, "§II-Village; scenario pages L675", "The Allies control %d "
			"village: %s to the Allies, %d to the Axis", "The Allies control %d villages: "
			"%s to the Allies, %d to the Axis", villages, villages,
			kit_nsprintf(tm, sizeof tm, "%d temporary medal", "%d temporary medals", allied,
					allied), axis_v);
	return 0;
}

/* Beaches, section by section (§II-Beach L266-L274). */
static void beaches(struct game_ctx *g, const struct state *st, struct m44_map *m,
		int temp[2])
{
	static const char *const sec[] = { NC_("beach section", "left"),
		NC_("beach section", "centre"), NC_("beach section", "right") };

	for (int s = 0; s < 3; s++) {
		int holder = m44_beach_holder(g, st, m, 1 << s), axis = 0, bm;
		if (holder < 0)
			continue;
		for (int i = 0; i < m->nhexes; i++)
			if (m->hexes[i].beach & (1 << s))
				axis |= m44_near(m, m->hexes[i].h, M44_AXIS);
		bm = holder == M44_AXIS ? m->v.beach_medal_axis : m->v.beach_medal_allies;
		temp[holder] += bm;
		log_stepn(g->log, "§II-Beach L266-L274",
				"Beach section %s: %s; the %s control it (%d temporary medal)",
				"Beach section %s: %s; the %s control it (%d temporary medals)", bm,
				i18n_pgettext("beach section", sec[s]), axis ? _("an Axis unit is on or next to "
				"its beach hexes") : _("no Axis unit on or next to its beach hexes"),
				m44_side_the(holder), bm);
	}
}

/* Bridges whose control scores (Sword 5, AA 4; Allies only; §II-Bridge L284). */
static void bridges(struct game_ctx *g, const struct m44_map *m, int temp[2])
{
	for (int i = 0; i < m->nhexes; i++) {
		const struct m44_hexinfo *x = &m->hexes[i];
		char hx[8];
		int allies, axis;
		if (!x->bridge_medal)
			continue;
		grid_format(x->h, hx);
		allies = m44_near(m, x->h, M44_ALLIES);
		axis = m44_near(m, x->h, M44_AXIS);
		if (allies && !axis)
			temp[M44_ALLIES] += m->v.bridge_medal;
		log_step(g->log, "§II-Bridge L284", "Bridge %s: %s", hx, allies && !axis ? _("the "
				"Allies control it, a temporary medal") : axis ? _("an Axis unit is on or next "
				"to it: no medal") : _("no Allied unit on or next to it: no medal"));
	}
}

/* A majority objective group, counted once, at its first hex i (§V L466-L468). */
static void majority(struct game_ctx *g, const struct m44_map *m, int i, int temp[2])
{
	const struct m44_hexinfo *x = &m->hexes[i];
	int held[2] = { 0, 0 }, who;

	for (int j = 0; j < i; j++)
		if (m->hexes[j].obj_kind == 3 && !strcmp(m->hexes[j].obj_group, x->obj_group))
			return;
	for (int j = i; j < m->nhexes; j++)
		if (m->hexes[j].obj_kind == 3 && !strcmp(m->hexes[j].obj_group, x->obj_group))
			for (int sd = 0; sd < 2; sd++)
				held[sd] += m44_held(m, m->hexes[j].h, sd);
	who = held[0] > held[1] ? 0 : held[1] > held[0] ? 1 : -1;
	if (who >= 0)
		temp[who] += x->obj_n;
	log_stepn(g->log, "§V L466-L468", "Objective group %s: Allies hold %d hex, Axis %d: %s",
			"Objective group %s: Allies hold %d hexes, Axis %d: %s", held[0],
			x->obj_group, held[0], held[1], who < 0 ? _("no medal") :
			who == 0 ? _("the medal to the Allies") : _("the medal to the Axis"));
}

/* Objectives (§V L458-L472): temporary while held, permanent once entered,
 * majority of a group of hexes. */
static int objectives(struct game_ctx *g, struct state *st, struct m44_map *m, int temp[2],
		struct err *e)
{
	for (int i = 0; i < m->nhexes; i++) {
		struct m44_hexinfo *x = &m->hexes[i];
		char hx[8];
		grid_format(x->h, hx);
		if (x->obj_kind == 1 && m44_held(m, x->h, x->obj_side)) {
			temp[x->obj_side] += x->obj_n;
			log_stepn(g->log, "§V L462-L464",
					"The %s hold the objective %s: %d temporary medal",
					"The %s hold the objective %s: %d temporary medals",
					x->obj_n, m44_side_the(x->obj_side), hx, x->obj_n);
		} else if (x->obj_kind == 2 && !x->obj_taken && m44_held(m, x->h, x->obj_side)) {
			log_stepn(g->log, "§V L470-L472",
					"The %s have entered the objective %s: %d permanent medal",
					"The %s have entered the objective %s: %d permanent medals",
					x->obj_n, m44_side_name(x->obj_side), hx, x->obj_n);
			if (m44_medal_add(st, x->obj_side, x->obj_n) ||
					m44_hex_set(st, x, "objective", "taken"))
				return err_set(e, EXIT_IO, "out of memory");
		} else if (x->obj_kind == 3)
			majority(g, m, i, temp);
	}
	return 0;
}

/* American Airborne (L1034): a temporary medal to the Axis unless the Allies
 * have a unit in each section (a hex on a section line counts for both). */
static void airborne(struct game_ctx *g, const struct m44_map *m, int temp[2])
{
	unsigned have = 0;

	for (int i = 0; i < m->nunits; i++) {
		const struct m44_unit *u = &m->units[i];
		const struct m44_hexinfo *x = u->onboard ? m44_hexinfo(m, u->hex) : NULL;
		if (x && u->side == M44_ALLIES && !m44_is(u, "landing_craft"))
			have |= x->sections;
	}
	if (have != 7)
		temp[M44_AXIS]++;
	log_step(g->log, "§S-AA L1034", "The Allies %s a unit in each section: %s",
			have == 7 ? "have" : "lack", have == 7 ? _("no medal to the Axis") :
			_("a temporary medal to the Axis"));
}

/* The temporary medals are written; the totals against the scenario's target
 * (§V L454; B-7). */
static int victory(struct game_ctx *g, struct state *st, const char *scen, const int temp[2],
		struct err *e)
{
	const struct table *t;
	const char *cell;
	int total[2], row, col;

	for (int s = 0; s < 2; s++) {
		char key[32], v[16];
		snprintf(key, sizeof key, "temp.%s", m44_side_name(s));
		snprintf(v, sizeof v, "%d", temp[s]);
		if (state_set(st, key, v))
			return err_set(e, EXIT_IO, "out of memory");
	}
	total[0] = get_int(st, "medals.allies") + temp[0];
	total[1] = get_int(st, "medals.axis") + temp[1];
	log_step(g->log, "§V L454", "Medals at the start of the turn: Allies %d, Axis %d",
			total[0], total[1]);
	if (*scen == '\0')
		return 0;
	if (table_get(g->tables, "memoir44", "scenarios", &t, e) ||
			(row = table_find_row(t, scen, "scenario pages", e)) < 0 ||
			(col = table_find_col(t, "victory", "scenario pages", e)) < 0 ||
			table_need(t, row, col, "scenario pages", &cell, e))
		return e->code;
	for (int s = 0; s < 2; s++)
		if (total[s] >= atoi(cell))
			log_step(g->log, "§V; B-7", "The %s have %d medals of the %d needed: they "
					"win", m44_side_adj(s), total[s], atoi(cell));
	return 0;
}

int m44_control_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct m44_map m;
	int temp[2] = { 0, 0 }, rc;
	const char *scen = order_get(o, "scenario");

	m44_rulings_log(g, st);
	(void)c;
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if (!*scen)
		scen = state_get(st, "scenario") ? state_get(st, "scenario") : "";
	if ((rc = villages(g, st, &m, temp, e)) == 0) {
		beaches(g, st, &m, temp);
		bridges(g, &m, temp);
		rc = objectives(g, st, &m, temp, e);
	}
	if (rc == 0) {
		if (!strcmp(scen, "american_airborne"))
			airborne(g, &m, temp);
		rc = victory(g, st, scen, temp, e);
	}
	m44_map_free(&m);
	return rc;
}
