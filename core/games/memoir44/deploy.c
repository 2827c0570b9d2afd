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

#include "m44.h"

static int refuse(struct err *e, const char *rule, const char *msg, const char *a)
{
	char buf[512];

	snprintf(buf, sizeof buf, msg, a);
	return err_set(e, EXIT_REFUSED, "%s (%s)", buf, rule);
}

static int friend_next(struct m44_map *m, struct grid_hex h, int side)
{
	struct grid_hex nb[6];

	grid_row_neighbours(h, nb);
	for (int k = 0; k < 6; k++) {
		const struct m44_unit *u = m44_unit_at(m, nb[k]);
		if (u && u->side == side && !m44_is(u, "landing_craft"))
			return 1;
	}
	return 0;
}

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

int m44_deploy_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct m44_map m;
	const struct m44_type *t;
	const char *id = order_get(o, "id"), *via = order_get(o, "via");
	const char *lcid = order_get(o, "lc"), *hv = order_get(o, "hex");
	struct m44_unit *lc = NULL;
	struct grid_hex h;
	int rc = 0;
	char hx[8];

	(void)c;
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if (*id == '\0' || strlen(id) > 32 || strpbrk(id, ",\"\n\r") != NULL) {
		rc = err_set(e, EXIT_USAGE, "id=%s: a new unit id (at most 32 characters, no comma "
				"or quote)", id);
		goto done;
	}
	if (m44_unit_find(&m, id) != NULL) {
		rc = err_set(e, EXIT_USAGE, "id=%s: a unit of that id exists", id);
		goto done;
	}
	if ((t = m44_type_find(&m, order_get(o, "type"))) == NULL ||
			!strcmp(t->name, "landing_craft") || !strcmp(t->name, "destroyer")) {
		rc = err_set(e, EXIT_USAGE, "type=%s: a unit type of 'umpire tables memoir44 units' "
				"(not a landing craft or destroyer)", order_get(o, "type"));
		goto done;
	}
	if (!*via)
		via = m.active == M44_AXIS ? "entry" : "lc";
	if (!strcmp(via, "lc")) {
		if (m.active != M44_ALLIES) {
			rc = refuse(e, "§II-Reinf L201-L205", "only the Allies deploy onto landing "
					"craft%s", "");
			goto done;
		}
		if ((lc = m44_unit_find(&m, lcid)) == NULL || !m44_is(lc, "landing_craft") ||
				!lc->onboard || lc->side != M44_ALLIES) {
			rc = err_set(e, EXIT_USAGE, "lc=%s: an Allied landing craft on the board", lcid);
			goto done;
		}
		if (*lc->cargo || m44_unit_at(&m, lc->hex) != lc) {
			rc = refuse(e, "§II-Reinf L207", "%s is not empty", lc->id);
			goto done;
		}
		h = lc->hex;
	} else {
		const struct m44_hexinfo *x;
		if (grid_parse(hv, &h) || !m44_hex_valid(&m, h)) {
			rc = err_set(e, EXIT_USAGE, "hex=%s: a hex of the board (CCRR)", hv);
			goto done;
		}
		grid_format(h, hx);
		if (m44_unit_at(&m, h) != NULL) {
			rc = refuse(e, "§II-Reinf L190-L192", "%s is occupied: move its unit first", hx);
			goto done;
		}
		x = m44_hexinfo(&m, h);
		if (!strcmp(via, "entry")) {
			if (x == NULL || x->entry_side != m.active) {
				rc = refuse(e, "§II-Reinf L201, §IV-Entry", "%s is no Entry marker hex of "
						"the side", hx);
				goto done;
			}
		} else if (!strcmp(via, "beach")) {
			if (m.active != M44_ALLIES || x == NULL || !x->terrain->beachlike ||
					!beach_open(g, st, &m, x)) {
				rc = refuse(e, "§II-Reinf L231", "%s is not a beach or littoral hex of a "
						"section the Allies control next to another they control", hx);
				goto done;
			}
		} else if (!strcmp(via, "adjacent") || !strcmp(via, "forest")) {
			if (!friend_next(&m, h, m.active)) {
				rc = refuse(e, "§II-Reinf L220-L225", "%s is not next to a friendly unit", hx);
				goto done;
			}
			if (!strcmp(via, "forest") && (x == NULL || strcmp(x->terrain->name, "forest"))) {
				rc = refuse(e, "§II-Reinf L220 (Vive la France !)", "Resistance goes on a "
						"forest hex; %s is not one", hx);
				goto done;
			}
			if (x && x->terrain->beachlike) {
				rc = refuse(e, "§II-Reinf L220-L221", "this reinforcement never arrives on "
						"the beach (%s)", hx);
				goto done;
			}
		} else {
			rc = err_set(e, EXIT_USAGE, "via=%s: entry, lc, beach, adjacent or forest", via);
			goto done;
		}
		if (x && (x->terrain->impassable & (1 << t->cls))) {
			rc = refuse(e, "terrain table", "%s may not stand on that terrain", hx);
			goto done;
		}
	}
	/* "pourvu qu'elle n'ait pas ete deployee ... sur un hex qui empeche normalement
	 * cette unite de combattre lorsqu'elle y entre" (§II-Reinf L194, L196): a
	 * reinforcement deployed on forest, village, hedgerow (or armor on marsh) may
	 * not battle this turn, as if it had moved in (terrain table, base game 5.2). */
	const struct m44_terrain *dt = lc ? NULL : m44_terrain_of(&m, h);
	int no_battle = dt && (dt->nobattle || (dt->armor_nobattle && t->cls == M44_CL_ARMOR));
	{
		static const char *const cols[] = { "id", "side", "nation", "type", "hex",
			"figures", "stars", "medal", "token", "moved", "flags", "cargo" };
		struct state_kind *k = state_kind_add(st, "unit", cols, 12);
		struct state_row *r;
		char fig[8];
		const char *nation = order_get(o, "nation");
		if (k == NULL || (r = state_row_add(k)) == NULL) {
			rc = err_set(e, EXIT_IO, "out of memory");
			goto done;
		}
		grid_format(h, hx);
		snprintf(fig, sizeof fig, "%d", t->figures);
		if (state_field_set(r, state_col(k, "id"), id) ||
				state_field_set(r, state_col(k, "side"), m44_side_name(m.active)) ||
				state_field_set(r, state_col(k, "nation"), nation) ||
				state_field_set(r, state_col(k, "type"), t->name) ||
				state_field_set(r, state_col(k, "hex"), hx) ||
				state_field_set(r, state_col(k, "figures"), fig) ||
				state_field_set(r, state_col(k, "stars"),
					!strncmp(t->name, "supported_", 10) ? "1" : "") ||
				state_field_set(r, state_col(k, "flags"), lc ? "deployed;on_lc" :
					no_battle ? "deployed;entered_stop" : "deployed")) {
			rc = err_set(e, EXIT_IO, "out of memory");
			goto done;
		}
		if (lc && state_field_set(&k->rows[lc->row], state_col(k, "cargo"), id)) {
			rc = err_set(e, EXIT_IO, "out of memory");
			goto done;
		}
	}
	log_step(g->log, "§II-Reinf L190", "%s (%s, %d figure%s) is deployed in %s%s%s: that is its "
			"move this turn, and it moves no further", id, t->name, t->figures,
			t->figures == 1 ? "" : "s", hx, lc ? " on " : "", lc ? lc->id : "");
	if (lc)
		log_step(g->log, "§II-Reinf L207", "On a landing craft it may neither move nor battle "
				"this turn");
	else if (t->cls == M44_CL_ARTILLERY && strcmp(t->name, "mobile_artillery") != 0)
		log_step(g->log, "§II-Reinf L196", "Artillery deployed this turn may not battle");
	else if (friend_next(&m, h, !m.active))
		log_step(g->log, "§II-Reinf L194", "Deployed next to an enemy unit, it may not battle "
				"this turn");
	else if (no_battle)
		log_step(g->log, "§II-Reinf L194-L196", "Deployed on %s, where a unit entering may "
				"not battle (terrain table, base game 5.2), it may not battle this turn",
				dt->name);
done:
	m44_map_free(&m);
	return rc;
}
