/*
 * fire.c: the German Fire phase of one sector (§6), the order
 *
 *   fire sector=east|west [prefer=ID,...] [ties=ask|id]
 *
 * A fire card is drawn for the sector (§6). Every position of a colour on the
 * card, in that sector, occupied by a non-disrupted German unit, fires when
 * the colour's symbol allows it: single, any unit; double, a unit with a depth
 * marker (§6.1, §6.3; two-hex WN: ruling a06-double-disrupted). For each hex
 * of its field of fire holding US units, the hex's dot (intense, sustained,
 * sporadic) gives the German Fire Table's row, the firer its column (WN or
 * revealed reinforcement, unrevealed reinforcement), and each unit's symbol
 * (the card's, or any in a dense target hex, §6.35) and armour (less the
 * armour bonus, §6.36) the result: none, disrupt, step, step+disrupt.
 *
 * Hits: a position hits as many units as it has non-disrupted units and their
 * depth markers (§6.31, §6.41; doubled from turn 17, §14.11), in priority
 * intense, sustained, sporadic, then the closest, then the most steps, then the
 * player's choice (prefer=). In the basic game a unit loses at most one step
 * per phase and hits are spread to hit as many units as possible (§6.34, ruling
 * a07-spread-priority): a bipartite matching of hits to units, positions taken
 * by id and each position's candidates in priority order (Kuhn's augmenting
 * paths give a maximum matching). From turn 17, each position fires alone: at
 * most one step per unit per position (§14.12). A starred colour may hit
 * leaders with unused hits (§11.4, ruling a08-leader-hits): an HQ leaves the
 * map, a General is wounded then killed, a hero (unit column `hero`) is killed
 * and its marker turns Inspired (§11.14, §11.15), a CP turns back into an HQ
 * (§18.33).
 *
 * Then, from turn 4, the German artillery check (§6.5; the off-map units'
 * observers first, §6.51, observer.c), and the removal of disruption from
 * German units whose colour is on the card (§6.4).
 *
 * The phase's step cap is kept in the unit column `lost` (the turn of the fire
 * phase in which the unit last lost a step), so that East then West (§4 III)
 * share it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

#define MAXP 64           /* positions firing in one sector */
#define MAXU 512          /* US units */
#define MAXC 64           /* candidates of one position */

struct colour {
	char name[24];
	int dbl, star, armor;
};

struct cand {
	int u;                /* US unit index */
	int level;            /* 0 intense, 1 sustained, 2 sporadic */
	int dist, steps, pref;
	char result[24];      /* the table's result */
};

struct firer {
	const char *id;
	const struct colour *col;
	int limit, extended;
	struct grid_hex hexes[2];
	int nhex;
	struct cand c[MAXC];
	int nc;
	int used;             /* hits given */
	int hit[MAXC];        /* 1 if candidate k was hit by this position */
};

struct fire {
	struct om_model *m;
	const struct order *o;
	const struct table *ft;
	int sector;
	struct colour cols[3];
	int target;
	struct firer p[MAXP];
	int np;
	int match_pos[MAXU];   /* basic game: the position hitting unit u */
	int seen[MAXU];
	int ask;               /* the player's choices are asked (not odds, not ties=id) */
	const char *sacrifice; /* units whose hero is sacrificed to save them (§11.14) */
};

static int parse_colour(const char *s, struct colour *c)
{
	size_t n = 0;

	memset(c, 0, sizeof *c);
	while (s[n] >= 'a' && s[n] <= 'z' && n + 1 < sizeof c->name)
		n++;
	memcpy(c->name, s, n);
	s += n;
	if (*s == '2')
		c->dbl = 1, s++;
	if (*s == '*')
		c->star = 1, s++;
	if (!strncmp(s, "+armor", 6))
		c->armor = 1, s += 6;
	if (*s == '/' && s[1])
		s += 2;
	return n > 0 && *s == '\0' ? 0 : -1;
}

static int prefer_index(const struct order *o, const char *id)
{
	const char *v = order_get(o, "prefer");
	size_t n = strlen(id);
	int k = 0;

	for (const char *p = v; p && *p; k++) {
		size_t len = strcspn(p, ",");
		if (len == n && !strncmp(p, id, n))
			return k;
		p += len;
		p += *p == ',';
	}
	return 1000;
}

static int cmp_cand(const void *a, const void *b)
{
	const struct cand *x = a, *y = b;

	if (x->level != y->level)
		return x->level - y->level;
	if (x->dist != y->dist)
		return x->dist - y->dist;
	if (x->steps != y->steps)
		return y->steps - x->steps;
	if (x->pref != y->pref)
		return x->pref - y->pref;
	return x->u - y->u;
}

/* Kuhn's augmenting path from slot `s` of position `p` (basic game). */
static int augment(struct fire *f, int p, int depth)
{
	struct firer *fp = &f->p[p];

	if (depth > MAXP * 8)
		return 0;   /* an augmenting path visits each position at most once */
	for (int k = 0; k < fp->nc; k++) {
		int u = fp->c[k].u;
		if (f->seen[u])
			continue;
		f->seen[u] = 1;
		if (f->match_pos[u] < 0 || augment(f, f->match_pos[u], depth + 1)) {
			f->match_pos[u] = p;
			return 1;
		}
	}
	return 0;
}

/* The sector of a hex (-1 off the map rows). */
static int sector_of(struct om_model *m, struct grid_hex h)
{
	const struct om_hex *x = om_hex_at(m, h);

	return x ? (int)x->sector : -1;
}

/* The Fire Table's result for one unit. */
static int lookup(const struct table *t, int level, const char *column, int match, int arm,
		const char **out, struct err *e)
{
	for (int r = 1; r < t->nrows; r++)
		if (!strcmp(table_cell(t, r, 0), om_level_name(level)) &&
		    !strcmp(table_cell(t, r, 1), column) &&
		    !strcmp(table_cell(t, r, 2), match ? "match" : "other") &&
		    !strcmp(table_cell(t, r, 3), arm ? "yes" : "no")) {
			int c = table_find_col(t, "result", "§6.3", e);
			if (c < 0)
				return e->code;
			return table_need(t, r, c, "§6.3", out, e);
		}
	return err_set(e, EXIT_DATA, "%s: no row %s,%s,%s,%s (§6.3)", t->source,
			om_level_name(level), column, match ? "match" : "other", arm ? "yes" : "no");
}

static int step_taken(const struct fire *f, int i)
{
	return f->m->u[i].lost == f->m->turn;
}

/* Apply one hit's result to unit i (§6.32, §6.33, §6.34). */
static void hit(struct fire *f, int i, const char *res, const char *by, int step_ok)
{
	struct om_model *m = f->m;
	struct om_unit *u = &m->u[i];
	char why[96];
	int step = strstr(res, "step") != NULL, dis = strstr(res, "disrupt") != NULL;
	int named = 0;

	snprintf(why, sizeof why, _("fire of %s"), by);
	if (dis && u->disrupted != 1) {
		u->disrupted = 1;
		log_step(m->g->log, "§6.33", "%s is disrupted (%s)", u->id, why);
	} else if (dis)
		log_step(m->g->log, "§6.33", "%s is already disrupted: not affected again", u->id);
	if (!step)
		return;
	if (!step_ok) {
		log_step(m->g->log, "§6.34", "%s has already lost a step this fire phase: the step "
				"of %s is not applied", u->id, by);
		return;
	}
	/* §11.14, §11.15: a hero with a 1-step unit may be sacrificed instead of
	 * the unit's elimination (sacrifice=); its marker turns Inspired */
	for (const char *p = f->sacrifice ? f->sacrifice : ""; *p;) {
		size_t len = strcspn(p, ",");
		named |= len == strlen(u->id) && !strncmp(p, u->id, len);
		p += len;
		p += *p == ',';
	}
	u->lost = m->turn;
	if (named && !strcmp(u->hero, "hero") && u->steps == 1) {
		u->hero = "inspired";
		log_step(m->g->log, "§11.14", "%s's hero is sacrificed instead of the unit's "
				"elimination (%s): the marker turns to its Inspired side (§11.15)", u->id, why);
		return;
	}
	om_step_loss(m, u, why, "§6.32");
}

/* The fire card of the sector: its colours and target symbol (§6, §6.1). */
static int fire_card(struct fire *f, struct chance *c, struct om_card *card, struct err *e)
{
	struct om_model *m = f->m;
	const char *v;
	char use[32];

	snprintf(use, sizeof use, "fire-%s", om_sector_name(f->sector));
	if (om_card_take(m, c, use, card, e))
		return e->code;
	m->card_used = card->number ? card->number : -1;
	for (int k = 0; k < 3; k++) {
		char col[8];
		snprintf(col, sizeof col, "fire%d", k + 1);
		if (om_card_need(card, col, "§6.1", &v, e))
			return e->code;
		if (parse_colour(v, &f->cols[k]))
			return err_set(e, EXIT_DATA, "card %d: fire colour '%s' is not "
					"COLOUR[2][*][+armor][/L]", card->number, v);
	}
	if (om_card_need(card, "target", "§6.1", &v, e))
		return e->code;
	f->target = om_atoi(v);
	if (f->target < 1 || f->target > 3)
		return err_set(e, EXIT_DATA, "card %d: target symbol '%s' is not 1, 2 or 3",
				card->number, v);
	const struct colour *k = f->cols;
	log_step(m->g->log, "§6.1", "Fire card: %s%s%s%s, %s%s%s%s, %s%s%s%s; target symbol %d",
			k[0].name, k[0].dbl ? " (double)" : "", k[0].star ? " star" : "",
			k[0].armor ? _(" armour bonus") : "", k[1].name, k[1].dbl ? " (double)" : "",
			k[1].star ? " star" : "", k[1].armor ? _(" armour bonus") : "", k[2].name,
			k[2].dbl ? " (double)" : "", k[2].star ? " star" : "",
			k[2].armor ? _(" armour bonus") : "", f->target);
	return 0;
}

/* The colour of a position on the card (the last that matches), or NULL. */
static const struct colour *on_card(const struct fire *f, const char *colour)
{
	const struct colour *cc = NULL;

	for (int k = 0; k < 3; k++)
		if (!strcmp(f->cols[k].name, colour))
			cc = &f->cols[k];
	return cc;
}

/* Candidate unit k of a field's hex for firer fp (§6.3, §6.35, §6.36). */
static int candidate(struct fire *f, struct firer *fp, const struct om_field *fl,
		const char *column, int hexsteps, int k, struct err *e)
{
	struct om_model *m = f->m;
	const struct om_unit *u = &m->u[k];
	int dense = hexsteps >= 5, match = dense || u->symbol == f->target;
	int arm = om_is_armour(u->type) && !fp->col->armor;
	const char *res;
	char hx[5];

	grid_format(fl->hex, hx);
	if (lookup(f->ft, fl->level, column, match, arm, &res, e))
		return e->code;
	log_step(m->g->log, "§6.3", "%s on %s (%s%s, symbol %d%s): %s", u->id, hx,
			om_level_text(fl->level), dense ? _(", dense target §6.35") : "", u->symbol,
			arm ? _(", armoured") : om_is_armour(u->type) ? _(", armour bonus: as non-armoured §6.36") :
			"", res);
	if (!strcmp(res, "none"))
		return 0;
	if (!strcmp(res, "disrupt") && u->disrupted == 1 &&
	    !om_rule_is(m, "a05-disrupted-hit", "wasted"))
		return 0;   /* ruling a05: not eligible */
	struct cand *cd = &fp->c[fp->nc++];
	cd->dist = 99;
	for (int h = 0; h < fp->nhex; h++)
		if (grid_distance(fp->hexes[h], fl->hex) < cd->dist)
			cd->dist = grid_distance(fp->hexes[h], fl->hex);
	cd->u = k;
	cd->level = fl->level;
	cd->steps = u->steps;
	cd->pref = prefer_index(f->o, u->id);
	snprintf(cd->result, sizeof cd->result, "%s", res);
	return 0;
}

/* The US units in firer fp's field of fire that its fire can hit, in priority
 * order (§6.31). */
static int candidates(struct fire *f, struct firer *fp, const char *column, struct err *e)
{
	struct om_model *m = f->m;

	for (const struct om_field *fl = m->fld; fl < m->fld + m->nfld; fl++) {
		int hexsteps = 0;
		if (strcmp(fl->pos, fp->id))
			continue;
		for (int k = 0; k < m->nu; k++)
			if (om_place_equal(m->u[k].at, (struct om_place){ .kind = OM_AT_HEX,
					.hex = fl->hex }))
				hexsteps += m->u[k].steps;
		for (int k = 0; k < m->nu && fp->nc < MAXC && k < MAXU; k++) {
			const struct om_unit *u = &m->u[k];
			if (u->at.kind != OM_AT_HEX || !grid_equal(u->at.hex, fl->hex) ||
			    om_is_leader(u->type))
				continue;
			if (candidate(f, fp, fl, column, hexsteps, k, e))
				return e->code;
		}
	}
	qsort(fp->c, (size_t)fp->nc, sizeof fp->c[0], cmp_cand);
	return 0;
}

/* Whether position p fires (§6.1, §6.3, §6.4, §6.41, §16): its firer, or NULL. */
static struct firer *firer(struct fire *f, const struct om_position *p, const struct colour *cc,
		const char **column)
{
	struct om_model *m = f->m;
	int only_revealed = om_rule_is(m, "a04-hit-limit-markers", "revealed");
	int fire_disrupted = om_rule_is(m, "a06-double-disrupted", "fire");
	int units = 0, markers = 0, dis = 0, marker_any = 0, revealed = 1, nunits = 0;

	for (const struct om_german *g = m->gm; g < m->gm + m->ngm; g++) {
		int res = g->reserve != OM_RES_NONE;
		if (strcmp(g->pos, p->id) || g->kind == OM_GK_OFFMAP)
			continue;
		nunits++;
		if (g->disrupted == 1) {
			dis++;
			marker_any |= res && fire_disrupted;
			continue;
		}
		units++;
		markers += res && (!only_revealed || g->reserve == OM_RES_REVEALED);
		marker_any |= res;
		if (g->revealed != 1)
			revealed = 0;
	}
	if (nunits == 0)
		return NULL;
	if (om_nofire_has(m, p->id)) {
		log_step(m->g->log, "§16", "%s (%s) was re-occupied (§16.1), or a unit redeployed "
				"into it (§16.32), in this turn's German actions: it does not fire this "
				"phase", p->id, om_colour_text(p->colour));
		return NULL;
	}
	if (units == 0) {
		log_step(m->g->log, "§6.4", "%s (%s) is disrupted: no field of fire, it does not "
				"fire", p->id, om_colour_text(p->colour));
		return NULL;
	}
	if (cc->dbl && !marker_any) {
		log_step(m->g->log, "§6.3", "%s (%s): a double symbol, and no depth marker%s: it "
				"does not fire", p->id, om_colour_text(p->colour), dis ? _(" under a non-disrupted unit") : "");
		return NULL;
	}
	struct firer *fp = &f->p[f->np++];
	fp->id = p->id;
	fp->col = cc;
	fp->extended = m->turn >= 17;
	fp->limit = (units + markers) * (fp->extended ? 2 : 1);
	for (int k = 0; k < p->nhex; k++)
		fp->hexes[fp->nhex++] = p->hex[k];
	*column = p->kind == OM_PK_WN || revealed ? "wn" : "unrevealed";
	char dm[48], hits[32];
	log_stepn(m->g->log, fp->extended ? "§14.11" : "§6.31", "%s (%s%s) fires: %d unit and %s, "
			"up to %s; column %s", "%s (%s%s) fires: %d units and %s, up to %s; column %s",
			units, p->id, om_colour_text(p->colour), cc->dbl ? _(", double") : "", units,
			kit_nsprintf(dm, sizeof dm, "%d depth marker", "%d depth markers", markers,
					markers),
			kit_nsprintf(hits, sizeof hits, "%d hit", "%d hits", fp->limit, fp->limit),
			p->kind == OM_PK_WN || revealed ? _("WN or revealed reinforcement") :
			_("unrevealed reinforcement"));
	return fp;
}

/* Which positions fire (§6.1, §6.3, §6.4, §6.41) and whom they can hit. */
static int firers(struct fire *f, struct err *e)
{
	struct om_model *m = f->m;

	for (const struct om_position *p = m->pos; p < m->pos + m->npos && f->np < MAXP; p++) {
		const struct colour *cc = on_card(f, p->colour);
		const char *column;
		struct firer *fp;
		if (cc == NULL || sector_of(m, p->hex[0]) != f->sector ||
		    (fp = firer(f, p, cc, &column)) == NULL)
			continue;
		if (candidates(f, fp, column, e))
			return e->code;
	}
	if (f->np == 0)
		log_step(m->g->log, "§6", "No position of the card's colours fires in the %s sector",
				om_sector_text(f->sector));
	return 0;
}

/* Who each position hits (§6.31, §6.34, §14.12; ruling a07-spread-priority). */
static void assign(struct fire *f)
{
	for (int k = 0; k < MAXU; k++)
		f->match_pos[k] = -1;
	if (f->m->turn < 17 && om_rule_is(f->m, "a07-spread-priority", "priority-first")) {
		/* ruling a07=priority-first: each position in turn takes its first
		 * targets not yet hit, in its own priority order */
		for (int p = 0; p < f->np; p++)
			for (int k = 0; k < f->p[p].nc && f->p[p].used < f->p[p].limit; k++)
				if (f->match_pos[f->p[p].c[k].u] < 0) {
					f->match_pos[f->p[p].c[k].u] = p;
					f->p[p].hit[k] = 1;
					f->p[p].used++;
				}
	} else if (f->m->turn < 17) {
		/* §6.34: maximum matching, positions by id, candidates by priority */
		for (int p = 0; p < f->np; p++)
			for (int s = 0; s < f->p[p].limit; s++) {
				memset(f->seen, 0, sizeof f->seen);
				if (!augment(f, p, 0))
					break;
			}
		for (int p = 0; p < f->np; p++)
			for (int k = 0; k < f->p[p].nc; k++)
				if (f->match_pos[f->p[p].c[k].u] == p) {
					f->p[p].hit[k] = 1;
					f->p[p].used++;
				}
	} else {
		for (int p = 0; p < f->np; p++)
			for (int k = 0; k < f->p[p].nc && f->p[p].used < f->p[p].limit; k++) {
				f->p[p].hit[k] = 1;
				f->p[p].used++;
			}
	}
}

/* The player's choice among equals (§6.31): refused unless prefer= or ties=id
 * settles it. */
static int ties(struct fire *f, struct err *e)
{
	for (int p = 0; p < f->np && f->ask; p++) {
		struct firer *fp = &f->p[p];
		for (int a = 0; a < fp->nc; a++)
			for (int b = 0; b < fp->nc; b++) {
				struct cand *x = &fp->c[a], *y = &fp->c[b];
				if (!fp->hit[a] || fp->hit[b] || x->level != y->level || x->dist != y->dist ||
				    x->steps != y->steps || x->pref != y->pref ||
				    (f->m->turn < 17 && f->match_pos[y->u] >= 0))
					continue;
				return err_set(e, EXIT_REFUSED, "%s's fire (§6.31): you choose between %s "
						"and %s (same fire level, distance and steps): name your choice "
						"first in prefer=, or ties=id", fp->id, f->m->u[x->u].id,
						f->m->u[y->u].id);
			}
	}
	return 0;
}

/* §11.4, §11.14, §11.15, §18.33: a starred colour's hit on a leader or a hero. */
static void leader_hit(struct fire *f, const struct firer *fp, const struct cand *lc)
{
	struct om_model *m = f->m;
	struct om_unit *u = &m->u[lc->u];
	const char *lv = om_level_name(lc->level);

	if (!om_is_leader(u->type) && m->ucols[OM_UC_HERO]) {
		/* §11.4, §11.14: the hero is killed; §11.15: its marker turns to the
		 * Inspired side and stays on the unit */
		u->hero = "inspired";
		log_step(m->g->log, "§11.4", "%s's star hits %s's hero (%s): the hero is killed; the "
				"marker turns to its Inspired side (§11.14, §11.15)", fp->id, u->id, lv);
	} else if (u->type == OM_HQ && u->cp > 0) {
		/* §18.33: a CP hit turns back into an HQ, on the map */
		u->cp = -1;
		log_step(m->g->log, "§18.33", "%s's star hits CP %s (%s): it turns back into an HQ, in "
				"place; its range marker leaves the track (a CP is not eliminated by fire)",
				fp->id, u->id, lv);
	} else if (u->type == OM_HQ) {
		u->at = (struct om_place){ .kind = OM_AT_TURN, .turn = m->turn + 2 };
		log_step(m->g->log, "§11.4", "%s's star hits %s (%s): the HQ leaves the map, back "
				"through a landing box on turn %d", fp->id, u->id, lv, m->turn + 2);
	} else if (u->marker == OM_MARK_WOUNDED) {
		u->at.kind = OM_AT_ELIMINATED;
		log_step(m->g->log, "§11.4", "%s's star hits %s (%s) again: killed", fp->id, u->id, lv);
	} else {
		u->marker = OM_MARK_WOUNDED;
		log_step(m->g->log, "§11.4", "%s's star hits %s (%s): lightly wounded", fp->id, u->id,
				lv);
	}
}

/* §11.4: a starred colour hits leaders in intense or sustained hexes with its
 * unused hits (ruling a08-leader-hits: one per unused hit). */
static int star(struct fire *f, const struct firer *fp, struct err *e)
{
	struct om_model *m = f->m;
	struct cand lc[MAXC];
	int unused = fp->limit - fp->nc, nl = 0;

	if (!fp->col->star || fp->nc >= fp->limit)
		return 0;
	if (om_rule_is(m, "a08-leader-hits", "one-per-position") && unused > 1)
		unused = 1;
	for (const struct om_field *fl = m->fld; fl < m->fld + m->nfld; fl++) {
		if (strcmp(fl->pos, fp->id) || fl->level > OM_SUSTAINED)
			continue;
		for (int k = 0; k < m->nu && nl < MAXC; k++) {
			const struct om_unit *u = &m->u[k];
			/* §11.4, §11.14: a hero (not an Inspired marker) is a leader
			 * too, part of its unit: named in prefer= by the unit's id */
			if ((!om_is_leader(u->type) && strcmp(u->hero, "hero")) ||
			    u->at.kind != OM_AT_HEX || !grid_equal(u->at.hex, fl->hex))
				continue;
			memset(&lc[nl], 0, sizeof lc[nl]);
			lc[nl].u = k;
			lc[nl].level = fl->level;
			lc[nl].pref = prefer_index(f->o, u->id);
			nl++;
		}
	}
	qsort(lc, (size_t)nl, sizeof lc[0], cmp_cand);
	if (nl > unused && f->ask && lc[unused - 1].level == lc[unused].level &&
	    lc[unused - 1].pref == lc[unused].pref)
		return err_set(e, EXIT_REFUSED, "%s's star (§11.4): you choose between the leaders "
				"%s and %s: name your choice first in prefer=, or ties=id", fp->id,
				m->u[lc[unused - 1].u].id, m->u[lc[unused].u].id);
	for (int j = 0; j < nl && j < unused; j++)
		leader_hit(f, fp, &lc[j]);
	return 0;
}

/* The hits of position p, applied (§6.31-§6.34), then its star's (§11.4). */
static int apply_hits(struct fire *f, struct firer *fp, struct err *e)
{
	struct om_model *m = f->m;

	for (int k = 0; k < fp->nc; k++) {
		const struct cand *cd = &fp->c[k];
		if (!fp->hit[k])
			continue;
		char away[32];
		log_stepn(m->g->log, "§6.31", "%s hits %s (%s, %s, %d step): %s",
				"%s hits %s (%s, %s, %d steps): %s", cd->steps, fp->id, m->u[cd->u].id,
				om_level_text(cd->level), kit_nsprintf(away, sizeof away, "%d hex away",
						"%d hexes away", cd->dist, cd->dist), cd->steps, cd->result);
		hit(f, cd->u, cd->result, fp->id, m->turn >= 17 || !step_taken(f, cd->u));
	}
	/* §6.34: excess hits of the basic game: only a disruption can still
	 * strike a unit hit by another position (§6.33) */
	for (int k = 0; m->turn < 17 && k < fp->nc && fp->used < fp->limit; k++) {
		if (fp->hit[k] || !strstr(fp->c[k].result, "disrupt") ||
		    m->u[fp->c[k].u].disrupted == 1)
			continue;
		fp->used++;
		log_step(m->g->log, "§6.33", "%s's excess hit on %s, already hit this phase: the "
				"disruption only", fp->id, m->u[fp->c[k].u].id);
		hit(f, fp->c[k].u, "disrupt", fp->id, 0);
	}
	if (fp->used < fp->limit && fp->nc > fp->used)
		log_stepn(m->g->log, "§6.34", "%s: %d hit lost (no other eligible unit)",
				"%s: %d hits lost (no other eligible unit)", fp->limit - fp->used, fp->id,
				fp->limit - fp->used);
	return star(f, fp, e);
}

/* §6.5: the non-disrupted German artillery of the card's calibres in the
 * sector (the off-map units' observers first, §6.51). */
static int artillery_count(struct fire *f, const char *cal, struct err *e)
{
	struct om_model *m = f->m;
	char list[64], box[16];
	int count = 0;

	if (om_observers_check(m, om_sector_name(f->sector), e))   /* observer.c */
		return -1;
	snprintf(box, sizeof box, "art-%s", om_sector_name(f->sector));
	snprintf(list, sizeof list, "-%s-", cal);
	for (const struct om_german *g = m->gm; g < m->gm + m->ngm; g++) {
		char needle[16];
		int in = 0;
		if (!*g->calibre || !strcmp(g->calibre, "rocket") || g->disrupted == 1)
			continue;   /* §6.53: the WN 69 rockets never count */
		snprintf(needle, sizeof needle, "-%s-", g->calibre);
		if (!strstr(list, needle))
			continue;
		if (g->kind == OM_GK_OFFMAP)
			in = !strcmp(g->pos, box) && (!m->gcols[OM_GC_ACTIVE] || g->active == 1);
		else if (g->kind == OM_GK_WN)
			in = g->has_hex && sector_of(m, g->hex) == f->sector;
		count += in;
	}
	return count;
}

/* §6.5: the US unit the artillery hits: priority 1 infantry in a box, 2
 * non-infantry on a beach hex, 3 non-infantry in a box, 4 infantry on a beach
 * hex; then most steps, then your choice. The unit index, *tie another as
 * good, *rank; -1 if none. */
static int artillery_target(struct fire *f, int *rank, int *tie)
{
	struct om_model *m = f->m;
	int best = -1, cap = !om_rule_is(m, "art-step-cap", "no");

	*rank = 9;
	*tie = -1;
	for (int i = 0; i < m->nu; i++) {
		const struct om_unit *u = &m->u[i];
		const struct om_hex *h;
		int inbox = 0, beach = 0;
		if (om_is_leader(u->type) || u->symbol != f->target)
			continue;
		if (u->at.kind == OM_AT_BOX)
			inbox = (int)m->box[u->at.box].sector == f->sector;
		else
			beach = (h = om_unit_hex(m, u)) && h->terrain == OM_BEACH &&
				(int)h->sector == f->sector;
		if ((!inbox && !beach) || (cap && step_taken(f, i)))
			continue;
		int inf = om_is_infantry(u->type);
		int r = inf && inbox ? 1 : !inf && beach ? 2 : !inf && inbox ? 3 : 4;
		if (best < 0 || r < *rank || (r == *rank && u->steps > m->u[best].steps)) {
			best = i, *rank = r, *tie = -1;
		} else if (r == *rank && u->steps == m->u[best].steps) {
			int pb = prefer_index(f->o, m->u[best].id), pi = prefer_index(f->o, u->id);
			if (pi < pb)
				best = i, *tie = -1;
			else if (pi == pb)
				*tie = i;
		}
	}
	return best;
}

/* §6.5: the German artillery check of the sector. */
static int artillery(struct fire *f, const struct om_card *card, struct err *e)
{
	static const char *const ranks[] = { "", N_("infantry in a landing box"),
		N_("non-infantry on a beach hex"), N_("non-infantry in a landing box"),
		N_("infantry on a beach hex") };
	struct om_model *m = f->m;
	const char *val, *cal;
	int v, count, best, rank, tie;

	if (m->turn < 4) {
		log_step(m->g->log, "§6.5", "No German artillery fire on turns 1 to 3");
		return 0;
	}
	/* variant §22.1 (seed line 4647): « L'artillerie allemande peut tirer à
	 * partir du tour 5 (au lieu du tour 4) » */
	if (m->turn == 4 && om_in_variant(m, "22.1")) {
		log_step(m->g->log, "§22.1", "Variant 22.1: no German artillery fire before turn 5");
		return 0;
	}
	if (om_card_need(card, "art_value", "§6.5", &val, e))
		return e->code;
	if (!strcmp(val, "-")) {
		log_step(m->g->log, "§6.5", "The fire card shows no artillery value");
		return 0;
	}
	if (om_card_need(card, "art_calibres", "§6.5", &cal, e))
		return e->code;
	if ((v = om_atoi(val)) < 1)
		return err_set(e, EXIT_DATA, "card %d: artillery value '%s' is not a number",
				card->number, val);
	if ((count = artillery_count(f, cal, e)) < 0)
		return e->code;
	log_stepn(m->g->log, "§6.5", "Artillery value %d, calibres %s: %d non-disrupted German "
			"artillery unit of those calibres in the %s sector", "Artillery value %d, "
			"calibres %s: %d non-disrupted German artillery units of those calibres in the "
			"%s sector", count, v, cal, count, om_sector_text(f->sector));
	if (count < v) {
		log_step(m->g->log, "§6.5", "%d < %d: no artillery hit", count, v);
		return 0;
	}
	/* §19.33: German artillery fire in the sector this turn */
	om_set_int(m, f->sector == OM_WEST ? OM_K_ART_WEST : OM_K_ART_EAST, m->turn);
	if ((best = artillery_target(f, &rank, &tie)) < 0) {
		log_step(m->g->log, "§6.5", "No US unit with symbol %d on a beach hex or in a landing "
				"box of the sector: no hit", f->target);
		return 0;
	}
	if (tie >= 0 && f->ask)
		return err_set(e, EXIT_REFUSED, "German artillery (§6.5): you choose between %s and "
				"%s: name your choice first in prefer=, or ties=id", m->u[best].id,
				m->u[tie].id);
	log_step(m->g->log, "§6.5", "Artillery hit: %s (%s)", m->u[best].id,
			*ranks[rank] ? _(ranks[rank]) : "");
	hit(f, best, "step", "German artillery", 1);
	return 0;
}

/* §6.4: disruption removed from German units whose colour is on the card. */
static int undisrupt(struct fire *f, struct err *e)
{
	struct om_model *m = f->m;

	/* variant §22.1 (seed lines 4642-4644): « Les unités allemandes ne peuvent
	 * pas devenir non disrupted au tour 4, même si elle est désignée pour le
	 * tir » */
	if (om_in_variant(m, "22.1") && m->turn == 4) {
		log_step(m->g->log, "§22.1", "Variant 22.1: no German unit loses its disruption on "
				"turn 4");
		return 0;
	}
	for (struct om_german *g = m->gm; g < m->gm + m->ngm; g++) {
		const struct om_position *p = om_position_find(m, g->pos);
		if (p == NULL || g->disrupted != 1 || sector_of(m, p->hex[0]) != f->sector)
			continue;
		for (int k = 0; k < 3; k++)
			if (!strcmp(f->cols[k].name, p->colour)) {
				g->disrupted = 0;
				log_step(m->g->log, "§6.4", "%s (%s, %s) is no longer disrupted", g->id,
						g->pos, om_colour_text(p->colour));
				/* kept for ruling a30-clearing-disrupted=before-removal (§10.1):
				 * `set,undisrupted,TURN:ID ID ...` */
				if (om_list_add(m, OM_K_UNDISRUPTED, g->id, e))
					return e->code;
				break;
			}
	}
	return 0;
}

static int fire(struct fire *f, struct chance *c, struct err *e)
{
	struct om_model *m = f->m;
	struct om_card card;

	if (table_get(m->g->tables, "omaha", "fire", &f->ft, e))
		return e->code;
	om_ucol_add(m, OM_UC_LOST);
	if (m->nu > MAXU)
		return err_set(e, EXIT_DATA, "%s: more than %d US units: German fire handles at most "
				"%d", kit_path(m->st), MAXU, MAXU);
	log_step(m->g->log, "§6", "German fire, %s sector, turn %d%s", om_sector_text(f->sector),
			m->turn, m->turn >= 17 ? _(" (extended game, §14)") : "");
	if (fire_card(f, c, &card, e) || firers(f, e))
		return e->code;
	assign(f);
	if (ties(f, e))
		return e->code;
	for (int p = 0; p < f->np; p++)
		if (apply_hits(f, &f->p[p], e))
			return e->code;
	if (artillery(f, &card, e) || undisrupt(f, e))
		return e->code;
	return 0;
}

int om_fire(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *sector = order_get(o, "sector");
	struct fire *f;
	int rc;

	m->card_used = 0;
	if ((f = calloc(1, sizeof *f)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	f->m = m;
	f->o = o;
	f->sacrifice = order_get(o, "sacrifice");
	f->ask = !m->automatic && strcmp(order_get(o, "ties"), "id");
	if ((f->sector = om_sector_parse(sector)) < 0)
		rc = err_set(e, EXIT_USAGE, "fire: sector=%s is not east or west", sector);
	else
		rc = fire(f, c, e);
	free(f);
	return rc;
}
