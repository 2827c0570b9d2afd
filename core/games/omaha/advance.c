/*
 * advance.c: the German Advance action of the extended game (§16.8,
 * §16.81-§16.86), the order
 *
 *   advance position=ID path=HEX,... [us_loss=ID] [displace=ID:HEX,...]
 *
 * An occupied reinforcement position with an advance arrow (position column
 * `arrow`: the positions it points at, e.g. "A7 A6" for B1) advances to an
 * arrow's position not held by a German unit; with two arrows, to the one not
 * held, or to the first when neither is (§16.86: B1 goes to A7). It attempts
 * the advance when no US unit is in its field of fire, or when it has a depth
 * marker and is revealed of the 352nd Division or unrevealed (§16.81); else it
 * fires (the `fire` order). The path is the hexes of the diagram that fits
 * (§16.82: the three diagrams are drawn beside the rule and lost by OCR), typed
 * by the player, ending on the destination. With US units on the path: those
 * other than infantry and tanks, and infantry and tanks with the target
 * symbol of the sector's fire card (on the track, or --card), are disrupted;
 * the others' strengths (unit column `strength`), doubled in a village or
 * bocage hex, then +1 with a hero marker (§16.82, §16.84), are the defence:
 * 7 or more repulses the advance (no fire); less, one US unit of your choice
 * on the path (us_loss=) loses a step, the German unit and its marker move,
 * and US units in the destination are displaced (displace=) to adjacent hexes
 * off the path.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

#define MAXPATH 8

static int german_at_position(const struct state *st, const char *pid)
{
	struct state_kind *gk = state_kind(st, "german");

	for (int j = 0; gk && j < gk->nrows; j++)
		if (!strcmp(state_field(&gk->rows[j], state_col(gk, "position")), pid))
			return j;
	return -1;
}

static int us_in_field(struct state *st, struct om_units *u, const char *pid)
{
	struct state_kind *fk = state_kind(st, "field");

	for (int j = 0; fk && j < fk->nrows; j++) {
		if (strcmp(state_field(&fk->rows[j], state_col(fk, "position")), pid))
			continue;
		for (int i = 0; i < u->k->nrows; i++)
			if (!strcmp(state_field(&u->k->rows[i], u->at), state_field(&fk->rows[j], 1)))
				return 1;
	}
	return 0;
}

int om_old_advance(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	struct state_kind *pk = state_kind(st, "position"), *gk = state_kind(st, "german");
	const char *pid = order_get(o, "position");
	struct om_units u;
	char path[MAXPATH][8], arrows[2][32];
	int np, pi, gi, na = 0;

	if (om_old_turn(st, e) < 0 || om_old_units(st, &u, e))
		return e->code;
	if (!pk || (pi = state_find(pk, 1, pid)) < 0)
		return err_set(e, EXIT_USAGE, "advance: no position '%s'", pid);
	if (strcmp(om_old_col(st, "position", &pk->rows[pi], "kind"), "reinf") ||
	    (gi = german_at_position(st, pid)) < 0)
		return err_set(e, EXIT_REFUSED, "advance: %s is not an occupied reinforcement "
				"position (§16.8)", pid);
	const char *arrow = om_old_col(st, "position", &pk->rows[pi], "arrow");
	for (const char *p = arrow; *p && na < 2;) {
		p += strspn(p, " ");
		size_t len = strcspn(p, " ");
		if (len > 0 && len < sizeof arrows[0]) {
			snprintf(arrows[na], sizeof arrows[na], "%.*s", (int)len, p);
			na++;
		}
		p += len;
	}
	if (na == 0)
		return err_set(e, EXIT_REFUSED, "advance: %s has no advance arrow: it fires if US "
				"units are in its field of fire, else no action (§16.8)", pid);
	int held[2] = { 0, 0 }, dest = -1;
	for (int k = 0; k < na; k++)
		held[k] = german_at_position(st, arrows[k]) >= 0;
	if (na == 1)
		dest = held[0] ? -1 : 0;
	else
		dest = held[0] && held[1] ? -1 : held[0] ? 1 : 0;   /* §16.86 */
	if (dest < 0) {
		log_step(g->log, "§16.8", "%s's arrow%s point%s at German-held position%s: no "
				"advance; it %s", pid, na > 1 ? "s" : "", na > 1 ? "" : "s",
				na > 1 ? "s" : "", us_in_field(st, &u, pid) ? "fires normally (the fire "
				"order)" : "takes no action (no US unit in its field of fire)");
		return 0;
	}
	log_step(g->log, na > 1 ? "§16.86" : "§16.8", "%s advances toward %s%s", pid, arrows[dest],
			na > 1 ? (held[0] || held[1] ? " (the other arrow's position is held)" :
			" (neither is held: the first arrow)") : "");
	/* §16.81: attempt, or fire */
	struct state_row *gr = &gk->rows[gi];
	int marker = *state_field(gr, state_col(gk, "reserve")) != '\0';
	int revealed = !strcmp(state_field(gr, state_col(gk, "revealed")), "1");
	int d352 = !strcmp(state_field(gr, state_col(gk, "division")), "352");
	int us = us_in_field(st, &u, pid);
	if (us && !((revealed && d352 && marker) || (!revealed && marker))) {
		log_step(g->log, "§16.81", "US units are in %s's field of fire and it is %s: it "
				"fires instead (the fire order)", pid, !marker ? "without a depth marker" :
				"of the 716th Division");
		return 0;
	}
	log_step(g->log, "§16.81", "%s attempts the advance (%s)", pid, !us ? "no US unit in its "
			"field of fire" : revealed ? "revealed, 352nd Division, with a depth marker" :
			"unrevealed, with a depth marker");
	/* the path (§16.82) */
	int dpi = state_find(pk, 1, arrows[dest]);
	char dhex[8] = "";
	if (dpi >= 0)
		snprintf(dhex, sizeof dhex, "%.4s", om_old_col(st, "position", &pk->rows[dpi], "hexes"));
	if (dpi < 0 || om_old_hex(st, dhex) == NULL)
		return err_set(e, EXIT_DATA, "advance: the destination %s has no position or hex row",
				arrows[dest]);
	if ((np = order_split(order_get(o, "path"), &path[0][0], 8, MAXPATH)) < 1)
		return err_set(e, EXIT_USAGE, "advance: path= lists the hexes of §16.82's diagram, "
				"ending on %s (the diagrams are not in the text)", dhex);
	for (int k = 0; k < np; k++)
		if (om_old_hex(st, path[k]) == NULL)
			return err_set(e, EXIT_REFUSED, "advance: path hex %s has no 'hex' row", path[k]);
	if (strcmp(path[np - 1], dhex))
		return err_set(e, EXIT_USAGE, "advance: the path must end on the destination %s",
				dhex);
	int onpath[256], non = 0;
	for (int i = 0; i < u.k->nrows && non < 256; i++)
		for (int k = 0; k < np; k++)
			if (!strcmp(state_field(&u.k->rows[i], u.at), path[k]) &&
			    !om_is_leader(om_type_parse(state_field(&u.k->rows[i], u.type))))
				onpath[non++] = i;
	if (non > 0) {
		struct om_card card;
		const char *v, *sector;
		char use[16];
		struct state_row *ph = om_old_hex(st, om_old_col(st, "position", &pk->rows[pi], "hexes"));
		char h1[8];
		snprintf(h1, sizeof h1, "%.4s", om_old_col(st, "position", &pk->rows[pi], "hexes"));
		ph = om_old_hex(st, h1);
		sector = ph ? om_old_col(st, "hex", ph, "sector") : "east";
		snprintf(use, sizeof use, "fire-%s", sector);
		int rc = om_old_card_on_track(g, st, use, 1, &card, e);
		if (rc > 1)
			return rc;
		if (rc == 1)
			return err_set(e, EXIT_REFUSED, "advance: no %s fire card on this turn's track "
					"(the Advance is a German action of the fire phase, §16)", sector);
		if (om_card_need(&card, "target", "§16.82", &v, e))
			return e->code;
		int target = om_atoi(v), defence = 0, scol = state_col(u.k, "strength");
		if (scol < 0)
			return err_set(e, EXIT_DATA, "%s: the unit rows need a 'strength' column "
					"(§16.82)", st->path);
		for (int k = 0; k < non; k++) {
			struct state_row *r = &u.k->rows[onpath[k]];
			int type = om_type_parse(state_field(r, u.type));
			int inf_tank = type == OM_INF || type == OM_RANGER || type == OM_TANK;
			if (!inf_tank || om_atoi(state_field(r, u.symbol)) == target) {
				if (strcmp(state_field(r, u.disrupted), "1")) {
					state_field_set(r, u.disrupted, "1");
					log_step(g->log, "§16.82", "%s on the path is disrupted (%s)",
							state_field(r, u.id), inf_tank ? "the card's target symbol" :
							"neither infantry nor tank");
				}
				continue;
			}
			if (!strcmp(state_field(r, u.disrupted), "1"))
				continue;
			struct state_row *h = om_old_hex(st, state_field(r, u.at));
			const char *t = h ? om_old_col(st, "hex", h, "terrain") : "";
			int s = om_atoi(state_field(r, scol)), dbl = !strcmp(t, "village") ||
				!strcmp(t, "bocage");
			/* §16.84: a hero adds 1 after the terrain's doubling */
			int hc = state_col(u.k, "hero");
			int hero = hc >= 0 && !strcmp(state_field(r, hc), "hero");
			defence += s * (dbl ? 2 : 1) + hero;
			log_step(g->log, hero ? "§16.84" : "§16.82", "%s defends with %d%s%s",
					state_field(r, u.id), s * (dbl ? 2 : 1) + hero,
					dbl ? " (doubled in a village or bocage)" : "", hero ? " (+1 for its hero)" :
					"");
		}
		if (defence >= 7) {
			log_step(g->log, "§16.82", "US defence %d >= 7: the advance is repulsed; %s stays "
					"and does not fire", defence, pid);
			return 0;
		}
		log_step(g->log, "§16.82", "US defence %d < 7: the advance succeeds", defence);
		const char *who = order_get(o, "us_loss");
		int li = -1;
		for (int k = 0; k < non; k++)
			if (!strcmp(state_field(&u.k->rows[onpath[k]], u.id), who))
				li = onpath[k];
		if (li < 0 && non == 1)
			li = onpath[0];
		if (li < 0)
			return err_set(e, EXIT_REFUSED, "advance: one US unit of your choice on the path "
					"loses a step (§16.82): name it with us_loss=ID");
		om_old_step_loss(g, st, &u, li, "German advance", "§16.82");
		/* units in the destination are displaced (§16.82); a General alone there
		 * is captured (§11.31, ruling a23-advance-capture) */
		const char *a23 = game_rule(g, st, "a23-advance-capture");
		int ndest = 0, ngen = 0;
		for (int i = 0; i < u.k->nrows; i++)
			if (!strcmp(state_field(&u.k->rows[i], u.at), dhex)) {
				ndest++;
				ngen += om_type_parse(state_field(&u.k->rows[i], u.type)) == OM_GENERAL;
			}
		for (int i = 0; i < u.k->nrows; i++) {
			struct state_row *r = &u.k->rows[i];
			char buf[16];
			if (strcmp(state_field(r, u.at), dhex))
				continue;
			if (ndest == 1 && ngen == 1 && (!a23 || strcmp(a23, "displace"))) {
				om_old_eliminate(g, st, &u, i, "a General alone in the Advance's destination: "
						"captured, ruling a23-advance-capture", "§11.31");
				continue;
			}
			const char *id = state_field(r, u.id), *to = NULL;
			size_t n = strlen(id);
			for (const char *p = order_get(o, "displace"); p && *p;) {
				size_t len = strcspn(p, ",");
				if (len > n + 1 && !strncmp(p, id, n) && p[n] == ':') {
					snprintf(buf, sizeof buf, "%.*s", (int)(len - n - 1), p + n + 1);
					to = buf;
				}
				p += len;
				p += *p == ',';
			}
			struct grid_hex a, b;
			int bad = to == NULL || grid_parse(to, &b) || grid_parse(dhex, &a) ||
				!grid_adjacent(a, b) || om_old_hex(st, to) == NULL;
			for (int k = 0; !bad && k < np; k++)
				bad = !strcmp(path[k], to);
			if (bad)
				return err_set(e, EXIT_REFUSED, "advance: %s in the destination %s is "
						"displaced to an adjacent hex off the path of your choice: "
						"displace=%s:HEX (§16.82)", id, dhex, id);
			char hx[8];
			snprintf(hx, sizeof hx, "%s", to);
			state_field_set(r, u.at, hx);
			log_step(g->log, "§16.82", "%s is displaced from %s to %s", id, dhex, hx);
		}
	} else
		log_step(g->log, "§16.82", "No US unit on the path");
	state_field_set(gr, state_col(gk, "position"), arrows[dest]);
	state_field_set(gr, state_col(gk, "hex"), dhex);
	log_step(g->log, "§16.82", "%s advances with its depth marker to %s (%s)",
			state_field(gr, 1), arrows[dest], dhex);
	if (om_old_garrisoned(st, arrows[dest])) {   /* §19.3 */
		if (om_old_garrison_remove(st, arrows[dest]))
			return err_set(e, EXIT_IO, "out of memory");
		log_step(g->log, "§19.3", "The US garrison of %s is removed (a successful Advance's "
				"destination)", arrows[dest]);
	}
	if (om_old_markers(st))   /* §16.83's marker swap, drawn by the caller (reoccupy.c) */
		state_set(st, "swap_pending", state_field(gr, 1));
	return 0;
}
