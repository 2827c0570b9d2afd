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
	const struct om_position *p;
};

static int cmp_cand(const void *a, const void *b)
{
	const struct om_position *x = ((const struct cand *)a)->p, *y = ((const struct cand *)b)->p;

	if (x->number != y->number)
		return y->number - x->number;   /* highest number first */
	if (x->letter != y->letter)
		return y->letter - x->letter;   /* then the latest letter */
	return strcmp(x->id, y->id);
}

static int us_within(const struct om_model *m, struct grid_hex h, int d)
{
	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++)
		if (u->at.kind == OM_AT_HEX && grid_distance(h, u->at.hex) <= d)
			return 1;
	return 0;
}

/* US units in the position's intense or sustained field of fire. */
static int us_in_fire(const struct om_model *m, const char *pid)
{
	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++) {
		if (strcmp(f->pos, pid) || f->level == OM_SPORADIC)
			continue;
		for (const struct om_unit *u = m->u; u < m->u + m->nu; u++)
			if (u->at.kind == OM_AT_HEX && grid_equal(u->at.hex, f->hex))
				return 1;
	}
	return 0;
}

/* One position receives a reinforcement unit (§16.4, §9.34): drawn at random
 * from the Tactical pool, then the Division pool (ruling a27-reinforce-source),
 * placed face down in `hex` with a depth marker. No unit left: nothing. */
int om_reinforce_place(struct om_model *m, struct chance *c, const char *pid, int number,
		struct grid_hex hex, struct err *e)
{
	static const char *const pools[2] = { "box-tactical", "box-division" };
	struct om_german *g = NULL;
	char h1[5];
	int placed;   /* the marker from its pool (§9.21, depth.c) */

	if (!(m->kinds & OM_KIND_GERMAN))
		return err_set(e, EXIT_DATA, "%s: German units are needed", kit_path(m->st));
	if (om_garrisoned(m, pid)) {   /* §19.3 */
		log_step(m->g->log, "§19.3", "A US garrison holds %s: no German unit appears there",
				pid);
		return 0;
	}
	for (int p = om_rule_is(m, "a27-reinforce-source", "division"); p < 2 && !g; p++) {
		struct om_german *pool[256];
		struct chance_roll roll;
		int n = 0;
		for (struct om_german *x = m->gm; x < m->gm + m->ngm && n < 256; x++)
			if (!strcmp(x->pos, pools[p]))
				pool[n++] = x;
		if (n == 0)
			continue;
		if (chance_rollf(c, 1, n, CHANCE_FACES, 0, &roll, e, "reinforcement for %s (one of %d "
				"in the %s pool)", pid, n, pools[p] + 4))
			return e->code;
		g = pool[roll.faces[0] - 1];
		log_step(m->g->log, "§16.4", "%s (number %d) receives a unit drawn from the %s pool: "
				"%d of %d, %s", pid, number, pools[p] + 4, roll.faces[0], n, g->id);
	}
	if (g == NULL) {
		log_step(m->g->log, "§9.34", "No reinforcement unit is left: nothing appears in %s",
				pid);
		return 0;
	}
	grid_format(hex, h1);
	g->pos = om_str(m, pid);
	g->has_hex = 1;
	g->hex = hex;
	g->revealed = 0;
	g->reserve = OM_RES_NONE;
	log_step(m->g->log, "§16.4", "It is placed face down in %s with a depth marker; it does "
			"not fire this phase", h1);
	return om_depth_give(m, c, NULL, g, "§16.4", &placed, e);
}

/* The colours of the card whose letter orders a Reinforce for an unoccupied
 * reinforcement position (§16, German Action Summary): their count. */
static int acting_colours(struct om_model *m, const struct om_card *card, char acting[3][24],
		struct err *e)
{
	int nact = 0;

	for (int k = 1; k <= 3; k++) {
		char col[8], letter[2];
		const char *v, *slash, *act;
		const struct table *t;
		int r, cl;
		snprintf(col, sizeof col, "fire%d", k);
		if (om_card_need(card, col, "§16", &v, e))
			return -1;
		if ((slash = strchr(v, '/')) == NULL)
			continue;
		letter[0] = slash[1];
		letter[1] = 0;
		if (table_get(m->g->tables, "omaha", "actions", &t, e) ||
		    (r = table_find_row(t, "reinf-empty", "§16", e)) < 0)
			return -1;
		if ((cl = table_col(t, letter)) < 0)
			continue;
		if (table_need(t, r, cl, "§16", &act, e))
			return -1;
		if (!strcmp(act, "reinforce"))
			snprintf(acting[nact++], sizeof acting[0], "%.*s", (int)strcspn(v, "2*+/"), v);
	}
	return nact;
}

/* Whether an unoccupied reinforcement position of an acting colour in the
 * sector acts (§16.4, §16 procedure): 1, 0, or -1 with e set. */
static int acts(struct om_model *m, const struct om_position *p, char acting[3][24], int nact,
		int sector, struct err *e)
{
	const struct om_hex *hr = om_hex_at(m, p->hex[0]);
	int on = 0, loc = 0;

	for (int k = 0; k < nact; k++)
		on |= !strcmp(acting[k], p->colour);
	if (!on || p->kind != OM_PK_REINF || hr == NULL || (int)hr->sector != sector ||
	    om_german_in(m, p->id))
		return 0;
	if (!us_within(m, p->hex[0], 2)) {
		log_step(m->g->log, "§16.4", "%s: no US unit within 2 hexes: no action", p->id);
		return 0;
	}
	if (om_loc_trace(m, p->id, 0, &loc, e))
		return -1;
	if (!loc) {
		log_step(m->g->log, "§16.4", "%s has no German LOC: no action", p->id);
		return 0;
	}
	if (p->vp != 1 && !us_in_fire(m, p->id)) {
		log_step(m->g->log, "§16.4", "%s, not a VP position, has no US unit in its intense or "
				"sustained field: no action", p->id);
		return 0;
	}
	return 1;
}

int om_reinforce(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *sector = order_get(o, "sector");
	int sec = om_sector_parse(sector), nc = 0, nact, rc;
	struct om_card card;
	struct cand cand[64];
	char use[16], acting[3][24];

	m->card_used = 0;
	if (sec < 0)
		return err_set(e, EXIT_USAGE, "reinforce: sector=%s is not east or west", sector);
	if (!(m->kinds & OM_KIND_GERMAN) || !(m->kinds & OM_KIND_POSITION))
		return err_set(e, EXIT_DATA, "%s: German units and positions are needed",
				kit_path(m->st));
	snprintf(use, sizeof use, "fire-%s", sector);
	if ((rc = om_card_on_track(m, use, 1, &card, e)) > 1)
		return rc;
	if (rc == 1)
		return kit_refuse(e, "§16", "reinforce: no %s fire card on this turn's track", sector);
	if ((nact = acting_colours(m, &card, acting, e)) < 0)
		return e->code;
	if (nact == 0) {
		log_step(m->g->log, "§16", "No colour of the %s fire card orders a Reinforce", sector);
		return 0;
	}
	for (const struct om_position *p = m->pos; p < m->pos + m->npos && nc < 64; p++) {
		int a = acts(m, p, acting, nact, sec, e);
		if (a < 0)
			return e->code;
		if (a)
			cand[nc++].p = p;
	}
	qsort(cand, (size_t)nc, sizeof cand[0], cmp_cand);
	for (int k = 0; k < nc; k++)
		if (om_reinforce_place(m, c, cand[k].p->id, cand[k].p->number, cand[k].p->hex[0], e))
			return e->code;
	if (nc == 0)
		log_step(m->g->log, "§16.4", "No position is eligible to reinforce");
	return 0;
}
