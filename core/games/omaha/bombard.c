/*
 * bombard.c: US barrages (§8.4, §8.41, §8.52), the order
 *
 *   bombard type=tank unit=ID target=HEX [observer=ID]
 *   bombard type=naval target=HEX observer=ID
 *
 * Tank barrage (§8.4): one non-disrupted tank, in range (its printed `range`
 * column) but not adjacent (§8, digest §9 row 4), fires at a German-held hex;
 * it observes from a hex of the target position's field of fire, or a
 * non-disrupted infantry observer does, and then the tank or the observer is
 * under command of an HQ or General (stacked or adjacent, §11.2). §8.12: from a
 * beach, shelf or draw hex, no barrage against a high-ground position whose
 * field covers no beach hex. An unrevealed reinforcement unit cannot be
 * barraged. A new fire card is drawn: unless it shows the position's colour and
 * the tank's symbol (ruling a17-tank-barrage-symbol) the barrage has no effect;
 * else the US Barrage Table (barrage.csv: how the colour shows, single or
 * double, and the German depth marker) gives the result.
 *
 * Naval barrage (§8.52-§8.54): a free action spending one naval fire marker
 * (`set,naval_markers,N`), against a WN position (revealed or not) or a revealed
 * reinforcement unit, with a non-disrupted infantry observer in the target's
 * field of fire that has a radio or is under HQ command (§8.52): the German
 * unit is disrupted and its depth marker removed from play; no card.
 *
 * Fields of fire for observers are the printed dots, whatever the target's
 * disruption (ruling a38-observer-fields). Command is judged from the units'
 * places now (the rule says at the start of the action phase, §11.2): the
 * player keeps that in mind, as the action count (§7.2).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

/* The German unit in a hex (first by id), its position row, or -1/NULL. */
static int german_in(const struct state *st, const char *hex)
{
	struct state_kind *k = state_kind(st, "german");

	for (int i = 0; k && i < k->nrows; i++)
		if (!strcmp(state_field(&k->rows[i], state_col(k, "hex")), hex))
			return i;
	return -1;
}

static int in_field(const struct state *st, const char *pid, const char *hex)
{
	struct state_kind *fk = state_kind(st, "field");

	for (int j = 0; fk && j < fk->nrows; j++)
		if (!strcmp(state_field(&fk->rows[j], 1), hex) &&
		    !strcmp(state_field(&fk->rows[j], state_col(fk, "position")), pid))
			return 1;
	return 0;
}

static int lowland(const struct state *st, const char *hex)
{
	struct state_row *h = om_old_hex(st, hex);
	const char *t = h ? om_old_col(st, "hex", h, "terrain") : "";

	return !strcmp(t, "beach") || !strcmp(t, "shelf") || !strcmp(t, "draw");
}

/* §8.12: a high-ground position whose field covers no beach hex. */
static int hidden_from_lowland(const struct state *st, const char *pid, const char *target)
{
	struct state_kind *fk = state_kind(st, "field");

	if (lowland(st, target))
		return 0;
	for (int j = 0; fk && j < fk->nrows; j++) {
		struct state_row *h;
		if (strcmp(state_field(&fk->rows[j], state_col(fk, "position")), pid))
			continue;
		h = om_old_hex(st, state_field(&fk->rows[j], 1));
		if (h && !strcmp(om_old_col(st, "hex", h, "terrain"), "beach"))
			return 0;
	}
	return 1;
}

static int observer_ok(struct state *st, struct om_units *u, const struct order *o,
		const char *pid, int *obs, struct err *e)
{
	const char *id = order_get(o, "observer");

	*obs = -1;
	if (!*id)
		return 0;
	if ((*obs = state_find(u->k, u->id, id)) < 0)
		return err_set(e, EXIT_DATA, "bombard: no unit '%s'", id);
	const struct state_row *r = &u->k->rows[*obs];
	int type = om_type_parse(state_field(r, u->type));
	if ((type != OM_INF && type != OM_RANGER) || !strcmp(state_field(r, u->disrupted), "1"))
		return err_set(e, EXIT_REFUSED, "bombard: the observer %s must be non-disrupted "
				"infantry (§8.4, §8.52)", id);
	if (!in_field(st, pid, state_field(r, u->at)))
		return err_set(e, EXIT_REFUSED, "bombard: the observer %s (%s) is not in the field "
				"of fire of %s (§8.4, §8.52)", id, state_field(r, u->at), pid);
	return 0;
}

int om_old_bombard(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c,
		int automatic, int *card_used, struct err *e)
{
	const char *type = order_get(o, "type"), *target = order_get(o, "target");
	struct state_kind *gk = state_kind(st, "german"), *pk = state_kind(st, "position");
	struct om_units u;
	struct grid_hex th;
	int gi, obs;

	*card_used = 0;
	if (om_old_free_action(g, st, o, order_get(o, "unit"), "bombard", e))   /* free.c */
		return e->code;
	if (om_old_turn(st, e) < 0 || om_old_units(st, &u, e))
		return e->code;
	if (grid_parse(target, &th))
		return err_set(e, EXIT_USAGE, "bombard: target=%s is not a hex CCRR", target);
	if ((gi = german_in(st, target)) < 0)
		return err_set(e, EXIT_REFUSED, "bombard: no German unit in %s (§8.4)", target);
	struct state_row *gr = &gk->rows[gi];
	const char *pid = state_field(gr, state_col(gk, "position"));
	int pi = pk ? state_find(pk, 1, pid) : -1;
	if (pi < 0)
		return err_set(e, EXIT_DATA, "bombard: %s's position '%s' has no 'position' row",
				state_field(gr, 1), pid);
	const char *pkind = om_old_col(st, "position", &pk->rows[pi], "kind");
	const char *colour = om_old_col(st, "position", &pk->rows[pi], "colour");
	int revealed = !strcmp(state_field(gr, state_col(gk, "revealed")), "1");
	const char *reserve = state_field(gr, state_col(gk, "reserve"));
	int ri = state_col(gk, "reserve"), di = state_col(gk, "disrupted");

	if (!strcmp(pkind, "reinf") && !revealed)
		return err_set(e, EXIT_REFUSED, "bombard: %s holds an unrevealed reinforcement unit, "
				"which cannot be barraged (§8.4, §8.52)", target);
	const char *a38 = game_rule(g, st, "a38-observer-fields");
	if (a38 && !strcmp(a38, "active") && !strcmp(state_field(gr, state_col(gk, "disrupted")), "1"))
		return err_set(e, EXIT_REFUSED, "bombard: %s is disrupted and has no field of fire "
				"(§6.4): no observer can see it (ruling a38-observer-fields=active)", pid);
	if (observer_ok(st, &u, o, pid, &obs, e))
		return e->code;

	if (!strcmp(type, "naval")) {
		const char *m = state_get(st, "naval_markers");
		int n = m ? om_atoi(m) : 0;
		if (n < 1)
			return err_set(e, EXIT_REFUSED, "bombard: no naval fire marker held "
					"(set,naval_markers; §8.5, §8.54)");
		if (obs < 0)
			return err_set(e, EXIT_REFUSED, "bombard: a naval barrage needs observer=, a "
					"non-disrupted infantry unit in the target's field of fire (§8.52)");
		int cmd = om_old_under_command(g, st, &u, obs, 0, e);   /* §18.3: CPs too */
		if (cmd < 0)
			return e->code;
		if (!cmd) {
			/* a radio of its own: the Weapons Table's (unknown) or its counter's */
			const struct table *wt;
			const char *v;
			int row, col;
			if (table_get(g->tables, "omaha", "weapons", &wt, e) ||
			    (row = table_find_row(wt, "inf-full", "§8.52", e)) < 0 ||
			    (col = table_find_col(wt, "weapons", "§8.52", e)) < 0 ||
			    table_need(wt, row, col, "§8.52", &v, e))
				return e->code;
			if (!strstr(v, "RADIO"))
				return err_set(e, EXIT_REFUSED, "bombard: the observer has no radio and is "
						"under no HQ's command (§8.52)");
		}
		char left[16];
		snprintf(left, sizeof left, "%d", n - 1);
		state_set(st, "naval_markers", left);
		log_step(g->log, "§8.52", "Naval barrage on %s (%s), observed by %s: one naval fire "
				"marker spent (%d left; a free action, §8.53)", target, pid,
				state_field(&u.k->rows[obs], u.id), n - 1);
		state_field_set(gr, di, "1");
		log_step(g->log, "§8.52", "%s is disrupted", state_field(gr, 1));
		if (*reserve) {
			state_field_set(gr, ri, "");
			log_step(g->log, "§8.52", "Its depth marker is removed from play");
		}
		return 0;
	}
	int art = !strcmp(type, "art");
	if (strcmp(type, "tank") && !art)
		return err_set(e, EXIT_USAGE, "bombard: type=%s is not tank, art or naval", type);
	/* §8.4 tank barrage, §17.3 artillery barrage */
	int ti = state_find(u.k, u.id, order_get(o, "unit"));
	if (ti < 0)
		return err_set(e, EXIT_USAGE, "bombard: unit= names the firing %s",
				art ? "artillery" : "tank");
	const struct state_row *tr = &u.k->rows[ti];
	struct grid_hex fh;
	int ftype = om_type_parse(state_field(tr, u.type));
	if (!art && ftype != OM_TANK)
		return err_set(e, EXIT_REFUSED, "bombard: %s is not a tank (§8.4)", state_field(tr, u.id));
	if (art && ftype != OM_ART && ftype != OM_SPART && ftype != OM_DUKWART)
		return err_set(e, EXIT_REFUSED, "bombard: %s is not artillery (§17.3)",
				state_field(tr, u.id));
	if (art && om_old_turn(st, e) < 17)
		return err_set(e, EXIT_REFUSED, "bombard: artillery barrages from turn 17 (§17.3)");
	if (!strcmp(state_field(tr, u.disrupted), "1"))
		return err_set(e, EXIT_REFUSED, "bombard: %s is disrupted (§7.7)", state_field(tr, u.id));
	if (grid_parse(state_field(tr, u.at), &fh))
		return err_set(e, EXIT_REFUSED, "bombard: %s is not on the map", state_field(tr, u.id));
	int rc = state_col(u.k, "range"), range = rc < 0 ? -1 : om_atoi(state_field(tr, rc));
	if (range < 1)
		return err_set(e, EXIT_DATA, "bombard: %s has no printed range (a 'range' column of "
				"the unit rows, §2.21)", state_field(tr, u.id));
	int d = grid_distance(fh, th);
	if (d < 2 || d > range)
		return err_set(e, EXIT_REFUSED, "bombard: %s is %d hex%s from %s: a barrage is at "
				"range (%d) but not adjacent (§8, §8.4, §8.11)", target, d, d == 1 ? "" : "es",
				state_field(tr, u.at), range);
	if (lowland(st, state_field(tr, u.at)) && hidden_from_lowland(st, pid, target))
		return err_set(e, EXIT_REFUSED, "bombard: from the lowland, no barrage against %s, "
				"a high-ground position whose field covers no beach hex (§8.12)", pid);
	int self = in_field(st, pid, state_field(tr, u.at));
	if (art) {
		/* §17.3: under an HQ's command (not a General's); not armoured: outside every
		 * German field (ruling a36-art-barrage-fields), so an infantry observer under
		 * the same HQ observes */
		const char *a36 = game_rule(g, st, "a36-art-barrage-fields");
		struct state_kind *fk2 = state_kind(st, "field");
		int exposed = 0;
		for (int j = 0; fk2 && j < fk2->nrows && ftype != OM_SPART; j++) {
			if (strcmp(state_field(&fk2->rows[j], 1), state_field(tr, u.at)))
				continue;
			const char *fp = state_field(&fk2->rows[j], state_col(fk2, "position"));
			for (int k = 0; gk && k < gk->nrows; k++)
				if (!strcmp(state_field(&gk->rows[k], state_col(gk, "position")), fp) &&
				    ((a36 && !strcmp(a36, "any")) ||
				     strcmp(state_field(&gk->rows[k], state_col(gk, "disrupted")), "1")))
					exposed = 1;
		}
		if (exposed)
			return err_set(e, EXIT_REFUSED, "bombard: %s, not armoured, is in a German field "
					"of fire (§17.3, ruling a36-art-barrage-fields)", state_field(tr, u.id));
		if (ftype != OM_SPART)
			self = 0;
		int ok = 0;
		for (int j = 0; j < u.k->nrows && !ok; j++) {   /* an HQ or CP: §18.3 */
			if (om_type_parse(state_field(&u.k->rows[j], u.type)) != OM_HQ ||
			    (ok = om_old_leader_commands(g, st, &u, j, ti, e)) <= 0)
				continue;
			ok = self ? 1 : obs >= 0 ? om_old_leader_commands(g, st, &u, j, obs, e) : 0;
		}
		if (ok < 0)
			return e->code;
		if (!self && obs < 0)
			return err_set(e, EXIT_REFUSED, "bombard: name an infantry observer in the field "
					"of fire of %s with observer= (§17.3)", pid);
		if (!ok)
			return err_set(e, EXIT_REFUSED, "bombard: the artillery%s must be under the "
					"command of one HQ (not a General) (§17.3)", self ? "" :
					" and its observer");
	} else if (!self) {
		if (obs < 0)
			return err_set(e, EXIT_REFUSED, "bombard: %s is not in the field of fire of %s: "
					"name an infantry observer with observer= (§8.4)",
					state_field(tr, u.id), pid);
		int ct = om_old_under_command(g, st, &u, ti, 1, e), co = ct ? 0 :
			om_old_under_command(g, st, &u, obs, 1, e);   /* §18.3: CPs too */
		if (ct < 0 || co < 0)
			return e->code;
		if (!ct && !co)
			return err_set(e, EXIT_REFUSED, "bombard: with an infantry observer, the tank "
					"or the observer must be under command of an HQ or General (§8.4)");
	}
	if (om_old_action(g, st, &u, &ti, 1, NULL, e))   /* §7, §7.2 */
		return e->code;
	log_step(g->log, art ? "§17.3" : "§8.4", "%s barrages %s (%s, %s) at %d hex%s, observed "
			"by %s; a new fire card is drawn", state_field(tr, u.id), target, pid, colour, d,
			d == 1 ? "" : "es", self ? "itself" : state_field(&u.k->rows[obs], u.id));
	struct om_card card;
	const char *v, *a17 = game_rule(g, st, "a17-tank-barrage-symbol");
	if (om_old_card_take(g, st, c, "barrage", &card, e))
		return e->code;
	*card_used = card.number ? card.number : -1;
	if (om_card_need(&card, "target", "§8.4", &v, e))
		return e->code;
	int target_sym = om_atoi(v), dbl = -1;
	for (int k = 1; k <= 3; k++) {
		char col[8];
		snprintf(col, sizeof col, "fire%d", k);
		if (om_card_need(&card, col, "§8.4", &v, e))
			return e->code;
		size_t len = strlen(colour);
		if (!strncmp(v, colour, len) && !(v[len] >= 'a' && v[len] <= 'z'))
			dbl = v[len] == '2';
	}
	int sym = om_atoi(state_field(tr, u.symbol));
	if (a17 && !strcmp(a17, "observer") && obs >= 0)
		sym = om_atoi(state_field(&u.k->rows[obs], u.symbol));
	const char *a18 = game_rule(g, st, "a18-art-barrage-check");
	int check = !art || !a18 || strcmp(a18, "none");
	if (!check && dbl < 0)
		dbl = 0;   /* ruling a18=none: no check; the table's single row */
	if (check && (dbl < 0 || sym != target_sym)) {
		log_step(g->log, "§8.4", "The card %s %s's colour %s%s: the barrage has no effect",
				dbl < 0 ? "does not show" : "shows", pid, colour,
				dbl < 0 ? "" : ", but not the firer's target symbol");
		return 0;
	}
	const struct table *bt;
	const char *res;
	const char *rk = !*reserve ? "none" : !strcmp(reserve, "revealed") ? "revealed" :
		"unrevealed";
	int row = -1, col;
	if (table_get(g->tables, "omaha", "barrage", &bt, e))
		return e->code;
	for (int r = 1; r < bt->nrows; r++)
		if (!strcmp(table_cell(bt, r, 0), dbl ? "double" : "single") &&
		    !strcmp(table_cell(bt, r, 1), rk))
			row = r;
	if (row < 0)
		return err_set(e, EXIT_DATA, "%s: no row %s,%s (§8.4)", bt->source,
				dbl ? "double" : "single", rk);
	if ((col = table_find_col(bt, "result", "§8.4", e)) < 0 ||
	    table_need(bt, row, col, "§8.4", &res, e))
		return e->code;
	if (check)
		log_step(g->log, "§8.4", "The card shows %s (%s) and symbol %d: US Barrage Table, %s, "
				"depth marker %s: %s", colour, dbl ? "double" : "single", target_sym,
				dbl ? "double" : "single", rk, res);
	else
		log_step(g->log, "ruling a18-art-barrage-check", "No colour or symbol check: US "
				"Barrage Table, %s, depth marker %s: %s", dbl ? "double" : "single", rk, res);
	if (strstr(res, "disrupt") && strcmp(state_field(gr, di), "1")) {
		state_field_set(gr, di, "1");
		log_step(g->log, "§8.4", "%s is disrupted", state_field(gr, 1));
	}
	if (strstr(res, "lose-reserve") && *reserve) {
		state_field_set(gr, ri, "");
		log_step(g->log, "§8.4", "%s loses its depth marker", state_field(gr, 1));
	}
	return 0;
}
