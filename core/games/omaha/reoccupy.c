/*
 * reoccupy.c: what a revealed WN depth marker and the Re-occupy action
 * bring back onto the map:
 *   - §9.4, §9.41, §9.42: a WN marker reading "tactical reinforcement",
 *     revealed in a US attack, is removed and a Tactical unit is placed on the
 *     nearest unoccupied reinforcement position (ruling a21-tactical-reveal:
 *     the attack is resolved again against the unit alone, or stops);
 *   - §16.1, §16.11, §16.12: an unoccupied WN with a LOC receives, face up, a
 *     WN unit without artillery drawn from those eliminated earlier (German
 *     rows at position `eliminated`, kept by om_old_german_eliminated);
 *   - §16.34, §16.83: the mobile/building marker swap when a unit with a
 *     marker redeploys or advances into or out of a building (village) hex.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

#define MAXC 256

void om_old_german_eliminated(struct state *st, int gi)
{
	struct state_kind *gk = state_kind(st, "german");

	if (gk == NULL || gi < 0 || gi >= gk->nrows)
		return;
	struct state_row *gr = &gk->rows[gi];
	if (strcmp(state_field(gr, state_col(gk, "kind")), "wn")) {
		state_row_remove(gk, gi);
		return;
	}
	/* §16.1 draws from the WN units eliminated earlier: the row stays */
	state_field_set(gr, state_col(gk, "position"), "eliminated");
	state_field_set(gr, state_col(gk, "hex"), "");
	state_field_set(gr, state_col(gk, "reserve"), "");
	state_field_set(gr, state_col(gk, "disrupted"), "0");
}

/* A face of marker row j that an order needs: EXIT_UNKNOWN when `?`. */
static int face(struct state *st, int j, const char *col, const char *sect, const char **out,
		struct err *e)
{
	struct state_kind *mk = om_old_markers(st);

	*out = state_field(&mk->rows[j], state_col(mk, col));
	if (!strcmp(*out, "?"))
		return err_set(e, EXIT_UNKNOWN, "%s: depth marker %s, column %s: its face is "
				"unknown ('?'): type the counter's %s in its marker row (%s)", st->path,
				state_field(&mk->rows[j], 1), col, col, sect);
	return 0;
}

int om_old_depth_reveal(struct game_ctx *g, struct state *st, int gi, struct err *e)
{
	struct state_kind *gk = state_kind(st, "german"), *mk = om_old_markers(st);
	int j = om_old_marker_of(st, gi);
	const char *v;

	if (j < 0)
		return 0;   /* no marker row: the unit's reserve_* columns hold its faces */
	struct state_row *gr = &gk->rows[gi];
	if (!strcmp(state_field(&mk->rows[j], state_col(mk, "type")), "wn")) {
		if (face(st, j, "tactical", "§9.4", &v, e))
			return -1;
		if (!strcmp(v, "1")) {
			char pid[64];
			snprintf(pid, sizeof pid, "%s", state_field(gr, state_col(gk, "position")));
			state_field_set(&mk->rows[j], state_col(mk, "at"), "removed");
			state_field_set(gr, state_col(gk, "reserve"), "");
			state_set(st, "tactical_pending", pid);
			log_step(g->log, "§9.4", "Depth marker %s reads \"tactical reinforcement\": it "
					"is removed; a Tactical unit comes after the attack", state_field(
					&mk->rows[j], 1));
			const char *a21 = game_rule(g, st, "a21-tactical-reveal");
			if (a21 && !strcmp(a21, "stop")) {
				log_step(g->log, "§8.3", "The attack stops (ruling a21-tactical-reveal=stop)");
				return 2;
			}
			log_step(g->log, "§8.3", "The attack is resolved again against the unit alone "
					"(ruling a21-tactical-reveal)");
			return 1;
		}
	}
	const char *s, *w;
	if (face(st, j, "strength", "§8.3", &s, e) || face(st, j, "weapons", "§8.22", &w, e))
		return -1;
	int sc = state_col(gk, "reserve_strength"), wc = state_col(gk, "reserve_weapons");
	if (sc < 0 || wc < 0)
		return err_set(e, EXIT_DATA, "%s: the German rows need 'reserve_strength' and "
				"'reserve_weapons' for the faces of marker %s (§8.3)", st->path,
				state_field(&mk->rows[j], 1)), -1;
	char sb[32], wb[128];
	snprintf(sb, sizeof sb, "%s", s);
	snprintf(wb, sizeof wb, "%s", w);
	state_field_set(gr, sc, sb);
	state_field_set(gr, wc, wb);
	log_step(g->log, "§9.1", "Depth marker %s: strength %s, weapons %s", state_field(
			&mk->rows[j], 1), sb, *wb ? wb : "none");
	return 0;
}

static int pos_number(const char *pid)
{
	if (!strncmp(pid, "WN", 2))
		return atoi(pid + 2);
	return pid[0] >= 'A' && pid[0] <= 'Z' ? atoi(pid + 1) : 0;
}

int om_old_depth_after_attack(struct game_ctx *g, struct state *st, struct chance *c,
		struct err *e)
{
	const char *pend = state_get(st, "tactical_pending");
	struct state_kind *pk = state_kind(st, "position"), *gk = state_kind(st, "german");
	struct om_units u;
	char wn[64];

	if (pend == NULL || *pend == '\0')
		return 0;
	snprintf(wn, sizeof wn, "%s", pend);
	state_set(st, "tactical_pending", "");
	if (pk == NULL || gk == NULL || om_old_units(st, &u, e))
		return e->code ? e->code : err_set(e, EXIT_DATA, "%s: positions are needed", st->path);
	int wi = state_find(pk, 1, wn);
	if (wi < 0)
		return err_set(e, EXIT_DATA, "%s: tactical_pending names no position '%s'", st->path,
				wn);
	/* §9.42: the Tactical pool only */
	int rows[MAXC], n = 0;
	const char *ids[MAXC];
	for (int i = 0; i < gk->nrows && n < MAXC; i++)
		if (!strcmp(state_field(&gk->rows[i], state_col(gk, "position")), "box-tactical")) {
			rows[n] = i;
			ids[n++] = state_field(&gk->rows[i], 1);
		}
	if (n == 0) {
		log_step(g->log, "§9.42", "The Tactical pool is empty: no reinforcement enters");
		return 0;
	}
	/* §9.4 steps 2-3, §9.41: the nearest unoccupied reinforcement position (an
	 * unnumbered one counts 0), then the nearest to a US unit, then the lowest
	 * number; §9.33: it needs a LOC */
	int best = -1, bd = 0, bu = 0, bn = 0;
	for (int i = 0; i < pk->nrows; i++) {
		const char *pid = state_field(&pk->rows[i], 1);
		char h1[8];
		struct grid_hex h;
		int occ = 0, loc;
		if (strcmp(om_old_col(st, "position", &pk->rows[i], "kind"), "reinf"))
			continue;
		for (int j = 0; j < gk->nrows; j++)
			occ |= !strcmp(state_field(&gk->rows[j], state_col(gk, "position")), pid);
		snprintf(h1, sizeof h1, "%.4s", om_old_col(st, "position", &pk->rows[i], "hexes"));
		if (occ || om_old_garrisoned(st, pid) || grid_parse(h1, &h))   /* §19.3 */
			continue;
		int held = 0;
		for (int k = 0; k < u.k->nrows; k++)
			held |= !strcmp(state_field(&u.k->rows[k], u.at), h1);
		if (held)
			continue;
		if (om_old_loc_trace(g, st, pid, 0, &loc, e))
			return e->code;
		if (!loc)
			continue;
		int d = 1000, du = 1000, num = pos_number(pid);
		const char *wh = om_old_col(st, "position", &pk->rows[wi], "hexes");
		for (const char *s = wh; *s;) {
			char x[8];
			size_t len = strcspn(s, " ");
			struct grid_hex xh;
			snprintf(x, sizeof x, "%.*s", (int)(len < 7 ? len : 7), s);
			if (grid_parse(x, &xh) == 0 && om_old_pos_distance(st, &pk->rows[i], xh) < d)
				d = om_old_pos_distance(st, &pk->rows[i], xh);
			s += len;
			s += strspn(s, " ");
		}
		for (int k = 0; k < u.k->nrows; k++) {
			struct grid_hex x;
			if (grid_parse(state_field(&u.k->rows[k], u.at), &x) == 0 &&
			    grid_distance(h, x) < du)
				du = grid_distance(h, x);
		}
		if (best < 0 || d < bd || (d == bd && (du < bu || (du == bu && num < bn))))
			best = i, bd = d, bu = du, bn = num;
	}
	if (best < 0) {
		log_step(g->log, "§9.41", "No unoccupied reinforcement position with a LOC: the "
				"tactical reinforcement does not enter");
		return 0;
	}
	int pick;
	if (om_old_pool_pick(g, c, NULL, ids, n, "the tactical reinforcement of §9.4", "§9.4", &pick,
			e))
		return e->code;
	struct state_row *gr = &gk->rows[rows[pick]];
	char h1[8];
	snprintf(h1, sizeof h1, "%.4s", om_old_col(st, "position", &pk->rows[best], "hexes"));
	state_field_set(gr, state_col(gk, "position"), state_field(&pk->rows[best], 1));
	state_field_set(gr, state_col(gk, "hex"), h1);
	state_field_set(gr, state_col(gk, "revealed"), "0");
	state_field_set(gr, state_col(gk, "reserve"), "");
	log_step(g->log, "§9.4", "%s, drawn from the Tactical pool (%d of %d), is placed face "
			"down without a depth marker in %s (%s: %d hex%s from %s, %d from a US unit, "
			"number %d)", state_field(gr, 1), pick + 1, n, state_field(&pk->rows[best], 1), h1,
			bd, bd == 1 ? "" : "es", wn, bu, bn);
	return 0;
}

int om_old_assault_drawn(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, int automatic, int *card_used, struct err *e)
{
	(void)automatic;
	*card_used = 0;
	if (om_old_assault(g, st, o, e) || om_old_depth_after_attack(g, st, c, e))
		return e->code;
	return 0;
}

int om_old_nofire_add(struct state *st, const char *pid, struct err *e)
{
	int turn = om_old_turn(st, e);

	return turn < 0 ? e->code : om_old_turn_list_add(st, "nofire", turn, pid, e);
}

int om_old_nofire_has(const struct state *st, int turn, const char *pid)
{
	return om_word(om_this_turn(state_get(st, "nofire"), turn), pid) != NULL;
}

/* §16.1, §16.11, §16.12 Re-occupy. The positions come in §16's order, each
 * unoccupied with a LOC (gaction.c checked both). */
int om_old_reoccupy(struct game_ctx *g, struct state *st, struct chance *c, struct om_drawn *d,
		const char *const *pids, int n, struct err *e)
{
	struct state_kind *pk = state_kind(st, "position"), *gk = state_kind(st, "german");
	struct om_units u;
	struct slot {
		char pid[32], hex[8];
		int dist, order;
	} slots[64];
	int ns = 0;

	if (pk == NULL || gk == NULL || om_old_units(st, &u, e))
		return e->code ? e->code : err_set(e, EXIT_DATA, "%s: German units and positions "
				"are needed (§16.1)", st->path);
	for (int k = 0; k < n; k++) {
		int pi = state_find(pk, 1, pids[k]), held = 0;
		if (pi < 0)
			continue;
		const char *hexes = om_old_col(st, "position", &pk->rows[pi], "hexes");
		struct slot mine[4];
		int nm = 0;
		for (const char *s = hexes; *s && nm < 4;) {
			size_t len = strcspn(s, " ");
			struct grid_hex h, x;
			snprintf(mine[nm].hex, sizeof mine[nm].hex, "%.*s", (int)(len < 7 ? len : 7), s);
			s += len;
			s += strspn(s, " ");
			if (grid_parse(mine[nm].hex, &h))
				continue;
			mine[nm].dist = 1000;
			for (int i = 0; i < u.k->nrows; i++) {
				const char *at = state_field(&u.k->rows[i], u.at);
				if (!strcmp(at, mine[nm].hex))
					held = 1;
				if (grid_parse(at, &x) == 0 && grid_distance(h, x) < mine[nm].dist)
					mine[nm].dist = grid_distance(h, x);
			}
			snprintf(mine[nm].pid, sizeof mine[nm].pid, "%s", pids[k]);
			mine[nm].order = ns + nm;
			nm++;
		}
		if (held) {   /* §16.1, §16.11: one US-held hex prevents it */
			log_step(g->log, "§16.11", "%s: a US unit holds one of its hexes: no "
					"re-occupation", pids[k]);
			continue;
		}
		if (om_old_garrisoned(st, pids[k])) {   /* §19.3: no German unit appears */
			log_step(g->log, "§19.3", "%s holds a US garrison: no re-occupation",
					pids[k]);
			continue;
		}
		for (int j = 0; j < nm && ns < 64; j++)
			slots[ns++] = mine[j];
	}
	int rows[MAXC], np = 0, unknown = -1;
	const char *ids[MAXC];
	for (int i = 0; i < gk->nrows && np < MAXC; i++) {
		const struct state_row *r = &gk->rows[i];
		if (!strcmp(state_field(r, state_col(gk, "position")), "eliminated") &&
		    !strcmp(state_field(r, state_col(gk, "kind")), "wn")) {
			const char *cal = state_field(r, state_col(gk, "calibre"));
			if (!strcmp(cal, "?"))
				unknown = i;
			else if (!*cal) {
				rows[np] = i;
				ids[np++] = state_field(r, 1);
			}
		}
	}
	if (ns == 0)
		return 0;
	if (unknown >= 0)   /* §16.1 draws only units without artillery */
		return err_set(e, EXIT_UNKNOWN, "%s:%d: column calibre of eliminated WN unit %s "
				"is unknown ('?'): §16.1 draws only units without artillery; type what "
				"its counter shows (88, rocket, another calibre, or empty)", st->path,
				gk->rows[unknown].line, state_field(&gk->rows[unknown], 1));
	if (np == 0) {
		log_step(g->log, "§16.1", "No eliminated WN unit without artillery is available: "
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
		log_step(g->log, "§16.12", "%d hexes may be re-occupied, %d unit%s available: the "
				"hexes closest to US units first", ns, np, np == 1 ? "" : "s");
	}
	for (int k = 0; k < ns; k++) {
		if (np == 0) {
			log_step(g->log, "§16.12", "%s (%s, %d hex%s from a US unit): no unit left",
					slots[k].pid, slots[k].hex, slots[k].dist,
					slots[k].dist == 1 ? "" : "es");
			continue;
		}
		int pick;
		char what[96];
		snprintf(what, sizeof what, "the eliminated WN unit re-occupying %s", slots[k].hex);
		if (om_old_pool_pick(g, c, d, ids, np, what, "§16.1", &pick, e))
			return e->code;
		struct state_row *gr = &gk->rows[rows[pick]];
		state_field_set(gr, state_col(gk, "position"), slots[k].pid);
		state_field_set(gr, state_col(gk, "hex"), slots[k].hex);
		state_field_set(gr, state_col(gk, "revealed"), "1");
		state_field_set(gr, state_col(gk, "disrupted"), "0");
		state_field_set(gr, state_col(gk, "reserve"), "");
		log_step(g->log, "§16.1", "%s re-occupies %s (%s, %d hex%s from a US unit), drawn "
				"from the eliminated WN units without artillery (%d of %d), face up; it "
				"does not fire this phase", state_field(gr, 1), slots[k].pid, slots[k].hex,
				slots[k].dist, slots[k].dist == 1 ? "" : "es", pick + 1, np);
		if (om_old_nofire_add(st, slots[k].pid, e))   /* §16.1: no fire this phase */
			return e->code;
		for (int j = pick; j + 1 < np; j++)
			rows[j] = rows[j + 1];
		np--;
		for (int j = 0; j < np; j++)
			ids[j] = state_field(&gk->rows[rows[j]], 1);
	}
	return 0;
}

/* §16.34, §16.83: a unit with a mobile marker that moves into a building
 * (village) position, or with a building marker that moves out of one,
 * exchanges it for a marker of the other type drawn from its pool, if any;
 * the marker given back returns to its own pool. */
int om_old_depth_swap(struct game_ctx *g, struct state *st, struct chance *c, struct om_drawn *d,
		int gi, const char *to, const char *sect, struct err *e)
{
	struct state_kind *gk = state_kind(st, "german"), *mk = om_old_markers(st);
	int j = om_old_marker_of(st, gi);

	if (j < 0)
		return 0;   /* no marker, or no marker rows: nothing to exchange */
	struct state_row *hr = om_old_hex(st, to);
	int village = hr && !strcmp(om_old_col(st, "hex", hr, "terrain"), "village");
	const char *type = state_field(&mk->rows[j], state_col(mk, "type"));
	const char *want;
	if (!strcmp(type, "mobile") && village)
		want = "building";
	else if (!strcmp(type, "building") && !village)
		want = "mobile";
	else
		return 0;
	char box[32], back[32], what[96], old[64];
	snprintf(box, sizeof box, "box-%s", want);
	snprintf(back, sizeof back, "box-%s", type);
	snprintf(old, sizeof old, "%s", state_field(&mk->rows[j], 1));
	int rows[MAXC], n = 0;
	const char *ids[MAXC];
	for (int k = 0; k < mk->nrows && n < MAXC; k++)
		if (!strcmp(state_field(&mk->rows[k], state_col(mk, "at")), box)) {
			rows[n] = k;
			ids[n++] = state_field(&mk->rows[k], 1);
		}
	if (n == 0) {
		log_step(g->log, sect, "%s keeps its %s marker %s in %s (%s): the %s pool is empty",
				state_field(&gk->rows[gi], 1), type, old, to, village ? "a building hex" :
				"no building", want);
		return 0;
	}
	int pick;
	snprintf(what, sizeof what, "the %s marker exchanged for %s", want, old);
	if (om_old_pool_pick(g, c, d, ids, n, what, sect, &pick, e))
		return e->code;
	struct state_row *nr = &mk->rows[rows[pick]];
	state_field_set(nr, state_col(mk, "at"), state_field(&gk->rows[gi], 1));
	state_field_set(&mk->rows[j], state_col(mk, "at"), back);
	state_field_set(&gk->rows[gi], state_col(gk, "reserve"), "hidden");   /* §9.21 */
	log_step(g->log, sect, "%s, with the %s marker %s, moves to %s (%s): the marker goes back "
			"to the %s pool for %s, drawn from the %s pool (%d of %d), unrevealed",
			state_field(&gk->rows[gi], 1), type, old, to, village ? "a building hex" :
			"no building", type, state_field(nr, 1), want, pick + 1, n);
	return 0;
}

int om_old_depth_swap_pending(struct game_ctx *g, struct state *st, struct chance *c,
		struct om_drawn *d, struct err *e)
{
	const char *v = state_get(st, "swap_pending");
	struct state_kind *gk = state_kind(st, "german");
	char id[64];
	int gi;

	if (v == NULL || *v == '\0' || gk == NULL)
		return 0;
	snprintf(id, sizeof id, "%s", v);
	state_set(st, "swap_pending", "");
	if ((gi = state_find(gk, 1, id)) < 0)
		return 0;
	char hex[16];
	snprintf(hex, sizeof hex, "%s", state_field(&gk->rows[gi], state_col(gk, "hex")));
	return om_old_depth_swap(g, st, c, d, gi, hex, "§16.83", e);
}

int om_nofire_add(struct om_model *m, const char *pid, struct err *e)
{
	return om_list_add(m, OM_K_NOFIRE, pid, e);
}

int om_nofire_has(const struct om_model *m, const char *pid)
{
	return om_word(om_this_turn(om_get(m, OM_K_NOFIRE), m->turn), pid) != NULL;
}
