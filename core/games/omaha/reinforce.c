/*
 * reinforce.c: the German Reinforce action of the extended game (§16.4, and
 * the order of German actions, §16), the order
 *
 *   reinforce sector=east|west
 *
 * On the sector's fire card (on the track, or --card), a colour whose action
 * letter the German Action Summary reads as `reinforce` for an unoccupied
 * reinforcement position (tables/omaha/actions.csv, row reinf-empty) makes
 * each unoccupied reinforcement position of that colour in the sector act when
 * it has a German LOC and a US unit within 2 hexes (§16.4, §16 procedure). A VP
 * position (position column `vp` = 1) always receives a unit with a depth
 * marker; another only with US units in its intense or sustained field of
 * fire. Positions act highest number first, ties to the letter latest in the
 * alphabet (§16, EX-12; unnumbered positions count 0). The unit is drawn at
 * random from the Tactical pool (German rows at position `box-tactical`), then
 * the Division pool (`box-division`) (ruling a27-reinforce-source), placed
 * unrevealed with a depth marker (reserve `hidden`; drawn from its pool when
 * the state has `marker` rows, depth.c); it does not fire this phase. No
 * unit left: nothing appears.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

struct cand {
	int row, number;
	char letter;
	char id[32];
};

static void split_id(const char *id, int *number, char *letter)
{
	*letter = (id[0] >= 'A' && id[0] <= 'Z') ? id[0] : 0;
	*number = *letter ? atoi(id + 1) : 0;   /* unnumbered positions count 0 */
}

static int cmp_cand(const void *a, const void *b)
{
	const struct cand *x = a, *y = b;

	if (x->number != y->number)
		return y->number - x->number;   /* highest number first */
	if (x->letter != y->letter)
		return y->letter - x->letter;   /* then the latest letter */
	return strcmp(x->id, y->id);
}

static int us_within(struct state *st, struct om_units *u, struct grid_hex h, int d)
{
	for (int i = 0; i < u->k->nrows; i++) {
		struct grid_hex x;
		if (grid_parse(state_field(&u->k->rows[i], u->at), &x) == 0 && grid_distance(h, x) <= d)
			return 1;
	}
	return 0;
}

static int us_in_fire(struct state *st, struct om_units *u, const char *pid)
{
	struct state_kind *fk = state_kind(st, "field");

	for (int j = 0; fk && j < fk->nrows; j++) {
		const char *lv = state_field(&fk->rows[j], state_col(fk, "level"));
		if (strcmp(state_field(&fk->rows[j], state_col(fk, "position")), pid) ||
		    !strcmp(lv, "sporadic"))
			continue;
		for (int i = 0; i < u->k->nrows; i++)
			if (!strcmp(state_field(&u->k->rows[i], u->at), state_field(&fk->rows[j], 1)))
				return 1;
	}
	return 0;
}

/* One position receives a reinforcement unit (§16.4, §9.34): drawn at random
 * from the Tactical pool, then the Division pool (ruling a27-reinforce-source),
 * placed face down in `hex` with a depth marker. No unit left: nothing. */
int om_old_reinforce_place(struct game_ctx *g, struct state *st, struct chance *c, const char *pid,
		int number, const char *hex, struct err *e)
{
	struct state_kind *gk = state_kind(st, "german");
	const char *pools[2] = { "box-tactical", "box-division" };
	const char *a27 = game_rule(g, st, "a27-reinforce-source");
	int gi = -1;

	if (gk == NULL)
		return err_set(e, EXIT_DATA, "%s: German units are needed", st->path);
	if (om_old_garrisoned(st, pid)) {   /* §19.3 */
		log_step(g->log, "§19.3", "A US garrison holds %s: no German unit appears there", pid);
		return 0;
	}
	for (int p = a27 && !strcmp(a27, "division") ? 1 : 0; p < 2 && gi < 0; p++) {
		int rows[256], n = 0;
		for (int j = 0; j < gk->nrows && n < 256; j++)
			if (!strcmp(state_field(&gk->rows[j], state_col(gk, "position")), pools[p]))
				rows[n++] = j;
		if (n == 0)
			continue;
		struct chance_roll roll;
		if (chance_rollf(c, 1, n, CHANCE_FACES, 0, &roll, e, "reinforcement for %s (one of "
				"%d in the %s pool)", pid, n, pools[p] + 4))
			return e->code;
		gi = rows[roll.faces[0] - 1];
		log_step(g->log, "§16.4", "%s (number %d) receives a unit drawn from the %s pool: "
				"%d of %d, %s", pid, number, pools[p] + 4, roll.faces[0], n,
				state_field(&gk->rows[gi], 1));
	}
	if (gi < 0) {
		log_step(g->log, "§9.34", "No reinforcement unit is left: nothing appears in %s", pid);
		return 0;
	}
	struct state_row *gr = &gk->rows[gi];
	char h1[8];
	snprintf(h1, sizeof h1, "%s", hex);
	state_field_set(gr, state_col(gk, "position"), pid);
	state_field_set(gr, state_col(gk, "hex"), h1);
	state_field_set(gr, state_col(gk, "revealed"), "0");
	state_field_set(gr, state_col(gk, "reserve"), "");
	log_step(g->log, "§16.4", "It is placed face down in %s with a depth marker; it does not "
			"fire this phase", h1);
	int placed;   /* the marker from its pool (§9.21, depth.c) */
	return om_old_depth_give(g, st, c, NULL, gi, "§16.4", &placed, e);
}

int om_old_reinforce(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c,
		int automatic, int *card_used, struct err *e)
{
	const char *sector = order_get(o, "sector");
	struct state_kind *pk = state_kind(st, "position"), *gk = state_kind(st, "german");
	struct om_units u;
	struct om_card card;
	struct cand cand[64];
	char use[16], acting[3][24];
	int nc = 0, nact = 0, turn;

	*card_used = 0;
	if (strcmp(sector, "east") && strcmp(sector, "west"))
		return err_set(e, EXIT_USAGE, "reinforce: sector=%s is not east or west", sector);
	if ((turn = om_old_turn(st, e)) < 0 || om_old_units(st, &u, e))
		return e->code;
	if (gk == NULL || pk == NULL)
		return err_set(e, EXIT_DATA, "%s: German units and positions are needed", st->path);
	snprintf(use, sizeof use, "fire-%s", sector);
	int rc = om_old_card_on_track(g, st, use, 1, &card, e);
	if (rc > 1)
		return rc;
	if (rc == 1)
		return err_set(e, EXIT_REFUSED, "reinforce: no %s fire card on this turn's track "
				"(§16)", sector);
	/* which colours order a Reinforce (§16, German Action Summary) */
	for (int k = 1; k <= 3; k++) {
		char col[8];
		const char *v, *slash, *act;
		snprintf(col, sizeof col, "fire%d", k);
		if (om_card_need(&card, col, "§16", &v, e))
			return e->code;
		if ((slash = strchr(v, '/')) == NULL)
			continue;
		char letter[2] = { slash[1], 0 };
		const struct table *t;
		int r, cl;
		if (table_get(g->tables, "omaha", "actions", &t, e) ||
		    (r = table_find_row(t, "reinf-empty", "§16", e)) < 0)
			return e->code;
		if ((cl = table_col(t, letter)) < 0)
			continue;
		if (table_need(t, r, cl, "§16", &act, e))
			return e->code;
		if (!strcmp(act, "reinforce"))
			snprintf(acting[nact++], sizeof acting[0], "%.*s", (int)strcspn(v, "2*+/"), v);
	}
	if (nact == 0) {
		log_step(g->log, "§16", "No colour of the %s fire card orders a Reinforce", sector);
		return 0;
	}
	/* the eligible positions (§16.4) */
	for (int i = 0; i < pk->nrows && nc < 64; i++) {
		const struct state_row *pr = &pk->rows[i];
		const char *pid = state_field(pr, 1), *colour = om_old_col(st, "position", pr, "colour");
		char h1[8];
		struct grid_hex h;
		int on = 0, occupied = 0, loc = 0;
		for (int k = 0; k < nact; k++)
			on |= !strcmp(acting[k], colour);
		snprintf(h1, sizeof h1, "%.4s", om_old_col(st, "position", pr, "hexes"));
		struct state_row *hr = om_old_hex(st, h1);
		if (!on || strcmp(om_old_col(st, "position", pr, "kind"), "reinf") || hr == NULL ||
		    strcmp(om_old_col(st, "hex", hr, "sector"), sector) || grid_parse(h1, &h))
			continue;
		for (int j = 0; j < gk->nrows; j++)
			occupied |= !strcmp(state_field(&gk->rows[j], state_col(gk, "position")), pid);
		if (occupied)
			continue;
		if (!us_within(st, &u, h, 2)) {
			log_step(g->log, "§16.4", "%s: no US unit within 2 hexes: no action", pid);
			continue;
		}
		if (om_old_loc_trace(g, st, pid, 0, &loc, e))
			return e->code;
		if (!loc) {
			log_step(g->log, "§16.4", "%s has no German LOC: no action", pid);
			continue;
		}
		int vp = !strcmp(om_old_col(st, "position", pr, "vp"), "1");
		if (!vp && !us_in_fire(st, &u, pid)) {
			log_step(g->log, "§16.4", "%s, not a VP position, has no US unit in its intense or "
					"sustained field: no action", pid);
			continue;
		}
		cand[nc].row = i;
		snprintf(cand[nc].id, sizeof cand[nc].id, "%s", pid);
		split_id(pid, &cand[nc].number, &cand[nc].letter);
		nc++;
	}
	qsort(cand, (size_t)nc, sizeof cand[0], cmp_cand);
	for (int k = 0; k < nc; k++) {
		char h1[8];
		snprintf(h1, sizeof h1, "%.4s", om_old_col(st, "position", &pk->rows[cand[k].row], "hexes"));
		if (om_old_reinforce_place(g, st, c, cand[k].id, cand[k].number, h1, e))
			return e->code;
	}
	if (nc == 0)
		log_step(g->log, "§16.4", "No position is eligible to reinforce");
	return 0;
}
