/*
 * deploy.c: putting a reinforcement on the board (§II-Reinf, "Notes sur les
 * unités de renfort" and the two deployment paragraphs, L188-L231).
 *
 * Deploying is the unit's move for the turn and it moves no further (L190). The
 * Axis enters only by its Entry markers (L201, §IV-Entry: hex column `entry`);
 * the Allies only onto an empty landing craft, where the unit may neither move
 * nor battle this turn (L205-L209), or, once they control two adjacent beach
 * sections, onto a littoral or beach hex of one of them (L231). Resistance goes
 * on a vacant forest next to a friendly unit (L220), paratroopers, and the unit
 * of chart row R12, on a vacant hex next to a friendly unit (L221, L225). What
 * the roll bought is the players' to check (the chart's dice are lost, O-1).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit.h"
#include "m44.h"

/* The Allies may land on the beach of a section they control when they also
 * control a section next to it (L231): left+centre or centre+right. */
static int beach_open(struct game_ctx *g, const struct state *st, struct m44_map *m,
		const struct m44_hexinfo *x)
{
	int held = 0;
	unsigned sec;

	for (int s = 0; s < 3; s++)
		if (m44_beach_holder(g, st, m, 1 << s) == M44_ALLIES)
			held |= 1 << s;
	if (!((held & 3) == 3 || (held & 6) == 6))
		return 0;
	/* the hex's own section: a beach hex's beach column, a littoral's section */
	sec = x->beach ? (unsigned)x->beach : x->sections;
	return (sec & (unsigned)held) != 0;
}

/* The unit to deploy: a new id, a type that may be a reinforcement. */
static int new_unit(struct m44_map *m, const struct order *o,
		const struct m44_type **t, struct err *e)
{
	const char *id = order_get(o, "id"), *type = order_get(o, "type");

	if (*id == '\0' || strlen(id) > 32 || strpbrk(id, ",\"\n\r") != NULL)
		return err_set(e, EXIT_USAGE, "id=%s: a new unit id (at most 32 characters, no comma "
				"or quote)", id);
	if (m44_unit_find(m, id) != NULL)
		return err_set(e, EXIT_USAGE, "id=%s: a unit of that id exists", id);
	if ((*t = m44_type_find(m, type)) == NULL || !strcmp((*t)->name, "landing_craft") ||
			!strcmp((*t)->name, "destroyer"))
		return err_set(e, EXIT_USAGE, "type=%s: a unit type of 'umpire tables memoir44 units' "
				"(not a landing craft or destroyer)", type);
	return 0;
}

/* American Airborne: "les Allies ne peuvent appeler que des Resistants, des
 * Parachutistes, des camions de transport ou de l'artillerie parachutee" (L1044);
 * paratroopers are special forces (B-4). */
static int airborne_list(const struct state *st, const struct m44_map *m,
		const struct m44_type *t, struct err *e)
{
	static const char *const ok[] = { "resistance", "special_forces", "truck",
		"airdropped_artillery", NULL };
	const char *scen = state_get(st, "scenario");

	if (m->active != M44_ALLIES || scen == NULL || strcmp(scen, "american_airborne") ||
			kit_enum(ok, t->name) >= 0)
		return 0;
	return kit_refuse(e, "§S-AA L1044", "in American Airborne the Allies call only "
			"Resistance, paratroopers (special_forces), transport trucks or air-dropped "
			"artillery; %s is none of them", t->name);
}

/* Onto an empty Allied landing craft (§II-Reinf L201-L207). */
static int onto_craft(struct m44_map *m, const char *lcid, struct m44_unit **lc,
		struct err *e)
{
	if (m->active != M44_ALLIES)
		return kit_refuse(e, "§II-Reinf L201-L205", "only the Allies deploy onto landing "
				"craft");
	if ((*lc = m44_unit_find(m, lcid)) == NULL || !m44_is(*lc, "landing_craft") ||
			!(*lc)->onboard || (*lc)->side != M44_ALLIES)
		return err_set(e, EXIT_USAGE, "lc=%s: an Allied landing craft on the board", lcid);
	if (*(*lc)->cargo || m44_unit_at(m, (*lc)->hex) != *lc)
		return kit_refuse(e, "§II-Reinf L207", "%s is not empty", (*lc)->id);
	return 0;
}

enum { VIA_ENTRY, VIA_LC, VIA_BEACH, VIA_ADJACENT, VIA_FOREST };
static const char *const via_names[] = { "entry", "lc", "beach", "adjacent", "forest", NULL };

/* Onto a vacant hex, as `via` (named `name`) allows (§II-Reinf L190-L231,
 * §IV-Entry). */
static int onto_hex(struct game_ctx *g, const struct state *st, struct m44_map *m, int via,
		const char *name, const struct m44_type *t, struct grid_hex h, struct err *e)
{
	const struct m44_hexinfo *x = m44_hexinfo(m, h);
	char hx[8];

	grid_format(h, hx);
	if (m44_unit_at(m, h) != NULL)
		return kit_refuse(e, "§II-Reinf L190-L192", "%s is occupied: move its unit first", hx);
	if (via < 0)
		return err_set(e, EXIT_USAGE, "via=%s: entry, lc, beach, adjacent or forest", name);
	if (via == VIA_ENTRY && (x == NULL || x->entry_side != m->active))
		return kit_refuse(e, "§II-Reinf L201, §IV-Entry", "%s is no Entry marker hex of the "
				"side", hx);
	if (via == VIA_BEACH && (m->active != M44_ALLIES || x == NULL ||
				!x->terrain->beachlike || !beach_open(g, st, m, x)))
		return kit_refuse(e, "§II-Reinf L231", "%s is not a beach or littoral hex of a "
				"section the Allies control next to another they control", hx);
	if (via == VIA_ADJACENT || via == VIA_FOREST) {
		if (!m44_near(m, h, m->active))
			return kit_refuse(e, "§II-Reinf L220-L225", "%s is not next to a friendly unit",
					hx);
		if (via == VIA_FOREST && (x == NULL || strcmp(x->terrain->name, "forest")))
			return kit_refuse(e, "§II-Reinf L220 (Vive la France !)", "Resistance goes on a "
					"forest hex; %s is not one", hx);
		if (x && x->terrain->beachlike)
			return kit_refuse(e, "§II-Reinf L220-L221", "this reinforcement never arrives "
					"on the beach (%s)", hx);
	}
	if (x && (x->terrain->impassable & (1 << t->cls)))
		return kit_refuse(e, "terrain table", "%s may not stand on that terrain", hx);
	return 0;
}

/* The log of a deployment: it is the unit's move, and why it may not battle
 * this turn, if it may not. */
static void log_deploy(struct game_ctx *g, const struct m44_map *m, const struct m44_unit *u,
		const struct m44_unit *lc, const struct m44_terrain *dt)
{
	const struct m44_type *t = u->type;
	char hx[8];

	grid_format(u->hex, hx);
	log_stepn(g->log, "§II-Reinf L190", "%s (%s, %d figure) is deployed in %s%s%s: that is "
			"its move this turn, and it moves no further",
			"%s (%s, %d figures) is deployed in %s%s%s: that is its move this turn, "
			"and it moves no further", t->figures, u->id, t->name, t->figures, hx,
			lc ? " on " : "", lc ? lc->id : "");
	if (lc)
		log_step(g->log, "§II-Reinf L207", "On a landing craft it may neither move nor battle "
				"this turn");
	else if (t->cls == M44_CL_ARTILLERY && strcmp(t->name, "mobile_artillery") != 0)
		log_step(g->log, "§II-Reinf L196", "Artillery deployed this turn may not battle");
	else if (m44_near(m, u->hex, !u->side))
		log_step(g->log, "§II-Reinf L194", "Deployed next to an enemy unit, it may not battle "
				"this turn");
	else if (u->flags & M44_F_ENTERED_STOP)
		log_step(g->log, "§II-Reinf L194-L196", "Deployed on %s, where a unit entering may "
				"not battle (terrain table, base game 5.2), it may not battle this turn",
				dt->name);
}

int m44_deploy_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct m44_map m;
	struct m44_unit u = { .cargo = "" }, *lc = NULL;
	const char *v = order_get(o, "via");
	int via = *v ? kit_enum(via_names, v) : -1, rc;
	const struct m44_terrain *dt;

	m44_rulings_log(g, st);
	(void)c;
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if ((rc = new_unit(&m, o, &u.type, e)) != 0 || (rc = m44_type_known(g, u.type, e)) != 0 ||
			(rc = airborne_list(st, &m, u.type, e)) != 0)
		goto done;
	if (via < 0 && *v == '\0')
		via = m.active == M44_AXIS ? VIA_ENTRY : VIA_LC;
	if (via == VIA_LC)
		rc = onto_craft(&m, order_get(o, "lc"), &lc, e);
	else if (grid_parse(order_get(o, "hex"), &u.hex) || !m44_hex_valid(&m, u.hex))
		rc = err_set(e, EXIT_USAGE, "hex=%s: a hex of the board (CCRR)", order_get(o, "hex"));
	else
		rc = onto_hex(g, st, &m, via, v, u.type, u.hex, e);
	if (rc)
		goto done;
	if (lc)
		u.hex = lc->hex;
	/* "pourvu qu'elle n'ait pas ete deployee ... sur un hex qui empeche normalement
	 * cette unite de combattre lorsqu'elle y entre" (§II-Reinf L194, L196): a
	 * reinforcement deployed on forest, village, hedgerow (or armor on marsh) may
	 * not battle this turn, as if it had moved in (terrain table, base game 5.2). */
	dt = lc ? NULL : m44_enter_nobattle(&m, &u, u.hex);
	u.id = order_get(o, "id");
	u.side = m.active;
	u.onboard = 1;
	u.figures = u.type->figures;
	u.stars = !strncmp(u.type->name, "supported_", 10);
	u.has_token = m44_is(&u, "heavy_artillery");
	u.flags = M44_F_DEPLOYED | (lc ? M44_F_ON_LC : 0) | (dt ? M44_F_ENTERED_STOP : 0);
	if ((rc = m44_unit_add(&m, st, &u, order_get(o, "nation"), e)) != 0 ||
			(lc && (rc = m44_unit_set(st, lc, "cargo", u.id, e)) != 0))
		goto done;
	log_deploy(g, &m, &u, lc, dt);
done:
	m44_map_free(&m);
	return rc;
}
