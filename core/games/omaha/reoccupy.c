/*
 * reoccupy.c: what a revealed WN depth marker and the Re-occupy action
 * bring back onto the map:
 *   - §9.4, §9.41, §9.42: a WN marker reading "tactical reinforcement",
 *     revealed in a US attack, is removed and a Tactical unit is placed on the
 *     nearest unoccupied reinforcement position (ruling a21-tactical-reveal:
 *     the attack is resolved again against the unit alone, or stops);
 *   - §16.1, §16.11, §16.12: an unoccupied WN with a LOC receives, face up, a
 *     WN unit without artillery drawn from those eliminated earlier (German
 *     rows at position `eliminated`, kept by om_german_eliminated);
 *   - §16.34, §16.83: the mobile/building marker swap when a unit with a
 *     marker redeploys or advances into or out of a building (village) hex.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

#define MAXC 256

void om_german_eliminated(struct om_model *m, struct om_german *g)
{
	if (g->kind != OM_GK_WN) {
		memmove(g, g + 1, sizeof *g * (size_t)(m->gm + m->ngm - (g + 1)));
		m->ngm--;
		return;
	}
	/* §16.1 draws from the WN units eliminated earlier: the row stays */
	g->pos = "eliminated";
	g->has_hex = 0;
	g->reserve = OM_RES_NONE;
	g->disrupted = 0;
}

/* A face of a marker that an order needs: EXIT_UNKNOWN when `?`. */
static int face(const struct om_model *m, const struct om_marker *mk, const char *col,
		const char *v, const char *sect, struct err *e)
{
	if (!strcmp(v, "?"))
		return err_set(e, EXIT_UNKNOWN, "%s: depth marker %s, column %s: its face is "
				"unknown ('?'): type the counter's %s in its marker row (%s)",
				kit_path(m->st), mk->id, col, col, sect);
	return 0;
}

int om_depth_reveal(struct om_model *m, struct om_german *g, struct err *e)
{
	struct om_marker *mk = om_marker_of(m, g);

	if (mk == NULL)
		return 0;   /* no marker row: the unit's reserve_* columns hold its faces */
	if (mk->type == OM_MT_WN) {
		if (face(m, mk, "tactical", mk->tactical, "§9.4", e))
			return -1;
		if (!strcmp(mk->tactical, "1")) {
			mk->at = "removed";
			g->reserve = OM_RES_NONE;
			om_set(m, OM_K_TACTICAL, g->pos);
			log_step(m->g->log, "§9.4", "Depth marker %s reads \"tactical reinforcement\": it "
					"is removed; a Tactical unit comes after the attack", mk->id);
			if (om_rule_is(m, "a21-tactical-reveal", "stop")) {
				log_step(m->g->log, "§8.3", "The attack stops (ruling a21-tactical-reveal=stop)");
				return 2;
			}
			log_step(m->g->log, "§8.3", "The attack is resolved again against the unit alone "
					"(ruling a21-tactical-reveal)");
			return 1;
		}
	}
	if (face(m, mk, "strength", mk->strength, "§8.3", e) ||
	    face(m, mk, "weapons", mk->weapons, "§8.22", e))
		return -1;
	if (!m->gcols[OM_GC_RESERVE_STRENGTH] || !m->gcols[OM_GC_RESERVE_WEAPONS])
		return err_set(e, EXIT_DATA, "%s: the German rows need 'reserve_strength' and "
				"'reserve_weapons' for the faces of marker %s (§8.3)", kit_path(m->st),
				mk->id), -1;
	g->reserve_strength = mk->strength;
	g->reserve_weapons = mk->weapons;
	log_step(m->g->log, "§9.1", "Depth marker %s: strength %s, weapons %s", mk->id,
			mk->strength, *mk->weapons ? mk->weapons : "none");
	return 0;
}

/* The distance from a position (its nearest hex) to hex x; 1000 if none. */
int om_pos_distance(const struct om_position *p, struct grid_hex x)
{
	int best = 1000;

	for (int k = 0; k < p->nhex; k++)
		if (grid_distance(p->hex[k], x) < best)
			best = grid_distance(p->hex[k], x);
	return best;
}

/* §9.4 steps 2-3, §9.41: a place for the tactical reinforcement: an unoccupied
 * reinforcement position (its first hex free of US units, no US garrison) with
 * a LOC (§9.33). */
static int tactical_place(struct om_model *m, const struct om_position *p, int *ok,
		struct err *e)
{
	int loc;

	*ok = 0;
	if (p->kind != OM_PK_REINF || om_german_in(m, p->id) || om_garrisoned(m, p->id))
		return 0;   /* §19.3 */
	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++)
		if (u->at.kind == OM_AT_HEX && grid_equal(u->at.hex, p->hex[0]))
			return 0;
	if (om_loc_trace(m, p->id, 0, &loc, e))
		return e->code;
	*ok = loc;
	return 0;
}

/* §9.4 steps 2-3, §9.41: the nearest unoccupied reinforcement position to the
 * WN (an unnumbered one counts 0), then the nearest to a US unit, then the
 * lowest number: its index, -1 if none, -2 with e set. */
static int tactical_best(struct om_model *m, const struct om_position *wn, int *bd, int *bu,
		int *bn, struct err *e)
{
	int best = -1;

	for (int i = 0; i < m->npos; i++) {
		const struct om_position *p = &m->pos[i];
		int ok, d = 1000, du = 1000;
		if (tactical_place(m, p, &ok, e))
			return -2;
		if (!ok)
			continue;
		for (int k = 0; k < wn->nhex; k++)
			if (om_pos_distance(p, wn->hex[k]) < d)
				d = om_pos_distance(p, wn->hex[k]);
		for (const struct om_unit *u = m->u; u < m->u + m->nu; u++)
			if (u->at.kind == OM_AT_HEX && grid_distance(p->hex[0], u->at.hex) < du)
				du = grid_distance(p->hex[0], u->at.hex);
		if (best < 0 || d < *bd || (d == *bd && (du < *bu || (du == *bu && p->number < *bn))))
			best = i, *bd = d, *bu = du, *bn = p->number;
	}
	return best;
}

int om_depth_after_attack(struct om_model *m, struct chance *c, struct err *e)
{
	const char *pend = om_get(m, OM_K_TACTICAL);
	struct om_german *gs[MAXC];
	const char *ids[MAXC];
	int n = 0, best, bd = 0, bu = 0, bn = 0, pick;
	const struct om_position *wn;
	char h1[5];

	if (pend == NULL || *pend == '\0')
		return 0;
	om_set(m, OM_K_TACTICAL, "");
	if (!(m->kinds & OM_KIND_POSITION) || !(m->kinds & OM_KIND_GERMAN))
		return err_set(e, EXIT_DATA, "%s: positions are needed", kit_path(m->st));
	if ((wn = om_position_find(m, pend)) == NULL)
		return err_set(e, EXIT_DATA, "%s: tactical_pending names no position '%s'",
				kit_path(m->st), pend);
	/* §9.42: the Tactical pool only */
	for (struct om_german *g = m->gm; g < m->gm + m->ngm && n < MAXC; g++)
		if (!strcmp(g->pos, "box-tactical")) {
			gs[n] = g;
			ids[n++] = g->id;
		}
	if (n == 0) {
		log_step(m->g->log, "§9.42", "The Tactical pool is empty: no reinforcement enters");
		return 0;
	}
	if ((best = tactical_best(m, wn, &bd, &bu, &bn, e)) == -2)
		return e->code;
	if (best < 0) {
		log_step(m->g->log, "§9.41", "No unoccupied reinforcement position with a LOC: the "
				"tactical reinforcement does not enter");
		return 0;
	}
	if (om_pool_pick(c, NULL, ids, n, "the tactical reinforcement of §9.4", "§9.4", &pick, e))
		return e->code;
	struct om_german *g = gs[pick];
	const struct om_position *p = &m->pos[best];
	g->pos = p->id;
	g->has_hex = 1;
	g->hex = p->hex[0];
	g->revealed = 0;
	g->reserve = OM_RES_NONE;
	grid_format(p->hex[0], h1);
	log_stepn(m->g->log, "§9.4", "%s, drawn from the Tactical pool (%d of %d), is placed face "
			"down without a depth marker in %s (%s: %d hex from %s, %d from a US unit, "
			"number %d)", "%s, drawn from the Tactical pool (%d of %d), is placed face down "
			"without a depth marker in %s (%s: %d hexes from %s, %d from a US unit, number "
			"%d)", bd, g->id, pick + 1, n, p->id, h1, bd, wn->id, bu, bn);
	return 0;
}

int om_nofire_add(struct om_model *m, const char *pid, struct err *e)
{
	return om_list_add(m, OM_K_NOFIRE, pid, e);
}

int om_nofire_has(const struct om_model *m, const char *pid)
{
	return om_word(om_this_turn(om_get(m, OM_K_NOFIRE), m->turn), pid) != NULL;
}

/* A hex of the positions re-occupied (§16.12: the closest to US units first). */
struct slot {
	const char *pid;
	struct grid_hex hex;
	int dist, order;
};

/* The hexes of the positions that may be re-occupied (§16.1, §16.11, §19.3). */
static int reoccupy_slots(struct om_model *m, const char *const *pids, int n,
		struct slot *slots)
{
	int ns = 0;

	for (int k = 0; k < n; k++) {
		const struct om_position *p = om_position_find(m, pids[k]);
		struct slot mine[OM_POS_HEXES];
		int held = 0, nm = 0;
		if (p == NULL)
			continue;
		for (int j = 0; j < p->nhex; j++) {
			mine[nm] = (struct slot){ p->id, p->hex[j], 1000, ns + nm };
			for (const struct om_unit *u = m->u; u < m->u + m->nu; u++) {
				if (u->at.kind != OM_AT_HEX)
					continue;
				held |= grid_equal(u->at.hex, p->hex[j]);
				if (grid_distance(p->hex[j], u->at.hex) < mine[nm].dist)
					mine[nm].dist = grid_distance(p->hex[j], u->at.hex);
			}
			nm++;
		}
		if (held) {   /* §16.1, §16.11: one US-held hex prevents it */
			log_step(m->g->log, "§16.11", "%s: a US unit holds one of its hexes: no "
					"re-occupation", pids[k]);
			continue;
		}
		if (om_garrisoned(m, pids[k])) {   /* §19.3: no German unit appears */
			log_step(m->g->log, "§19.3", "%s holds a US garrison: no re-occupation", pids[k]);
			continue;
		}
		for (int j = 0; j < nm && ns < 64; j++)
			slots[ns++] = mine[j];
	}
	return ns;
}

/* The eliminated WN units without artillery (§16.1): their count, or -1 with
 * e set when one's calibre is unknown. */
static int reoccupy_pool(struct om_model *m, int ns, struct om_german **gs, const char **ids,
		struct err *e)
{
	const struct om_german *unknown = NULL;
	int np = 0;

	for (struct om_german *g = m->gm; g < m->gm + m->ngm && np < MAXC; g++) {
		if (strcmp(g->pos, "eliminated") || g->kind != OM_GK_WN)
			continue;
		if (!strcmp(g->calibre, "?"))
			unknown = g;
		else if (!*g->calibre) {
			gs[np] = g;
			ids[np++] = g->id;
		}
	}
	if (ns > 0 && unknown)   /* §16.1 draws only units without artillery */
		return err_set(e, EXIT_UNKNOWN, "%s:%d: column calibre of eliminated WN unit %s is "
				"unknown ('?'): §16.1 draws only units without artillery; type what its "
				"counter shows (88, rocket, another calibre, or empty)", kit_path(m->st),
				unknown->src.line, unknown->id), -1;
	return np;
}

/* §16.1, §16.11, §16.12 Re-occupy. The positions come in §16's order, each
 * unoccupied with a LOC (gaction.c checked both). */
int om_reoccupy(struct om_model *m, struct chance *c, struct om_drawn *d,
		const char *const *pids, int n, struct err *e)
{
	struct slot slots[64];
	struct om_german *gs[MAXC];
	const char *ids[MAXC];
	int ns, np;

	if (!(m->kinds & OM_KIND_POSITION) || !(m->kinds & OM_KIND_GERMAN))
		return err_set(e, EXIT_DATA, "%s: German units and positions are needed (§16.1)",
				kit_path(m->st));
	ns = reoccupy_slots(m, pids, n, slots);
	if ((np = reoccupy_pool(m, ns, gs, ids, e)) < 0)
		return e->code;
	if (ns == 0)
		return 0;
	if (np == 0) {
		log_step(m->g->log, "§16.1", "No eliminated WN unit without artillery is available: "
				"no unit appears");
		return 0;
	}
	if (np < ns) {   /* §16.12: the hexes closest to US units first */
		for (int i = 1; i < ns; i++)
			for (int j = i; j > 0 && (slots[j].dist < slots[j - 1].dist ||
					(slots[j].dist == slots[j - 1].dist &&
					 slots[j].order < slots[j - 1].order)); j--) {
				struct slot t = slots[j];
				slots[j] = slots[j - 1];
				slots[j - 1] = t;
			}
		log_stepn(m->g->log, "§16.12", "%d hexes may be re-occupied, %d unit available: the "
				"hexes closest to US units first", "%d hexes may be re-occupied, %d units "
				"available: the hexes closest to US units first", np, ns, np);
	}
	for (int k = 0; k < ns; k++) {
		char hx[5], what[96];
		int pick;
		grid_format(slots[k].hex, hx);
		if (np == 0) {
			log_stepn(m->g->log, "§16.12", "%s (%s, %d hex from a US unit): no unit left",
					"%s (%s, %d hexes from a US unit): no unit left", slots[k].dist,
					slots[k].pid, hx, slots[k].dist);
			continue;
		}
		snprintf(what, sizeof what, "the eliminated WN unit re-occupying %s", hx);
		if (om_pool_pick(c, d, ids, np, what, "§16.1", &pick, e))
			return e->code;
		struct om_german *g = gs[pick];
		g->pos = slots[k].pid;
		g->has_hex = 1;
		g->hex = slots[k].hex;
		g->revealed = 1;
		g->disrupted = 0;
		g->reserve = OM_RES_NONE;
		log_stepn(m->g->log, "§16.1", "%s re-occupies %s (%s, %d hex from a US unit), drawn "
				"from the eliminated WN units without artillery (%d of %d), face up; it "
				"does not fire this phase", "%s re-occupies %s (%s, %d hexes from a US "
				"unit), drawn from the eliminated WN units without artillery (%d of %d), "
				"face up; it does not fire this phase", slots[k].dist, g->id, slots[k].pid,
				hx, slots[k].dist, pick + 1, np);
		if (om_nofire_add(m, slots[k].pid, e))   /* §16.1: no fire this phase */
			return e->code;
		for (int j = pick; j + 1 < np; j++)
			gs[j] = gs[j + 1], ids[j] = ids[j + 1];
		np--;
	}
	return 0;
}

/* §16.34, §16.83: a unit with a mobile marker that moves into a building
 * (village) position, or with a building marker that moves out of one,
 * exchanges it for a marker of the other type drawn from its pool, if any;
 * the marker given back returns to its own pool. */
int om_depth_swap(struct om_model *m, struct chance *c, struct om_drawn *d,
		struct om_german *g, struct grid_hex to, const char *sect, struct err *e)
{
	struct om_marker *mk = om_marker_of(m, g), *mks[256];
	const struct om_hex *hr = om_hex_at(m, to);
	int village = hr && hr->terrain == OM_VILLAGE, n = 0, pick;
	const char *ids[256], *want, *type;
	char box[32], back[32], what[96], hx[5];

	if (mk == NULL)
		return 0;   /* no marker, or no marker rows: nothing to exchange */
	if (mk->type == OM_MT_MOBILE && village)
		want = "building", type = "mobile";
	else if (mk->type == OM_MT_BUILDING && !village)
		want = "mobile", type = "building";
	else
		return 0;
	hx[0] = '\0';
	if (to.col >= 0)
		grid_format(to, hx);
	snprintf(box, sizeof box, "box-%s", want);
	snprintf(back, sizeof back, "box-%s", type);
	for (struct om_marker *k = m->mk; k < m->mk + m->nmk && n < 256; k++)
		if (!strcmp(k->at, box)) {
			mks[n] = k;
			ids[n++] = k->id;
		}
	if (n == 0) {
		log_step(m->g->log, sect, "%s keeps its %s marker %s in %s (%s): the %s pool is empty",
				g->id, type, mk->id, hx, village ? _("a building hex") : _("no building"), want);
		return 0;
	}
	snprintf(what, sizeof what, "the %s marker exchanged for %s", want, mk->id);
	if (om_pool_pick(c, d, ids, n, what, sect, &pick, e))
		return e->code;
	mks[pick]->at = g->id;
	mk->at = om_str(m, back);
	g->reserve = OM_RES_HIDDEN;   /* §9.21 */
	log_step(m->g->log, sect, "%s, with the %s marker %s, moves to %s (%s): the marker goes back "
			"to the %s pool for %s, drawn from the %s pool (%d of %d), unrevealed", g->id,
			type, mk->id, hx, village ? _("a building hex") : _("no building"), type,
			mks[pick]->id, want, pick + 1, n);
	return 0;
}

int om_depth_swap_pending(struct om_model *m, struct chance *c, struct om_drawn *d,
		struct err *e)
{
	const char *v = om_get(m, OM_K_SWAP);
	struct om_german *g;

	if (v == NULL || *v == '\0' || !(m->kinds & OM_KIND_GERMAN))
		return 0;
	om_set(m, OM_K_SWAP, "");
	if ((g = om_german_find(m, v)) == NULL)
		return 0;
	return om_depth_swap(m, c, d, g, g->has_hex ? g->hex : (struct grid_hex){ -1, -1 },
			"§16.83", e);
}
