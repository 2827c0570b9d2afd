/*
 * gaction.c: the German actions of the extended game (§16), the order
 *
 *   german-action sector=east|west [prefer=ID,...] [ties=ask|id]
 *                 [path=HEX,...] [us_loss=ID] [displace=ID:HEX,...]
 *
 * It owns §16's procedure: for each colour of the sector's fire card (on the
 * track, or --card), the positions of that colour in the sector that may act
 * (§16: occupied and not disrupted; an unoccupied WN with a German LOC; an
 * unoccupied reinforcement position with a LOC within 2 hexes of a US unit),
 * the action the colour's letter gives for the position's type on the German
 * Action Summary (tables/omaha/actions.csv: a `?` cell stops with exit 69), the
 * single/double symbol test (an occupied position acts on a double symbol only
 * with a depth marker, except Resupply, §16.21), and the order: highest number
 * first, ties to the letter latest in the alphabet (§16, EX-12), Advances after
 * every other action (§16.85). Each action is carried out at once:
 *   fire      §6 fire, resolved by the `fire` order (logged here);
 *   resupply  §16.2: a depth marker (LOC, none yet), then fire;
 *   redeploy  §16.3: to the sector's best unoccupied reinforcement position;
 *   reinforce §16.4 (om_reinforce_place);
 *   mortar    §16.5: units with the card's symbol in range lose a step;
 *   patrol    §16.6: disruption in the intense and sustained hexes;
 *   artillery §16.7: one unit on the beach or in a box loses a step;
 *   advance   §16.8 (om_advance, with path=, us_loss=, displace=);
 *   ambush    §16.9: one unit with the card's symbol.
 *   reoccupy  §16.1, §16.11, §16.12 (reoccupy.c): every Re-occupy of the
 *             phase at once, from the eliminated WN units without artillery.
 * drawn= names the counters drawn at the table (depth markers, units).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

#define MAXA 64
#define MAXU 512

struct act {
	const struct om_position *p;
	struct om_german *g;   /* its German unit, NULL if unoccupied */
	const char *colour;
	char action[16];
};

/* A fire card's colour: its name, its letter on the German Action Summary and
 * whether its symbol is double (§16). */
struct colour {
	char name[24], letter[2];
	int dbl;
};

struct ga {
	struct om_model *m;
	const struct order *o;
	const char *sector;
	int sec;
	int target;            /* the card's target symbol, 0 if not read yet */
	struct om_card card;
	struct chance *c;
	struct om_drawn drawn; /* drawn=: the counters drawn at the table (depth.c) */
};

static int cmp_act(const void *a, const void *b)
{
	const struct act *x = a, *y = b;
	int ax = !strcmp(x->action, "advance"), ay = !strcmp(y->action, "advance");

	if (ax != ay)
		return ax - ay;                   /* §16.85: Advances last */
	if (x->p->number != y->p->number)
		return y->p->number - x->p->number;   /* §16: highest number first */
	if (x->p->letter != y->p->letter)
		return y->p->letter - x->p->letter;   /* then the latest letter */
	return strcmp(x->p->id, y->p->id);
}

/* The field level (0 intense, 1 sustained, 2 sporadic) of unit u for position
 * `pid`, or -1 if it is not in its field of fire. */
static int field_level(const struct ga *a, const char *pid, const struct om_unit *u)
{
	int best = -1;

	if (u->at.kind != OM_AT_HEX)
		return -1;
	for (const struct om_field *f = a->m->fld; f < a->m->fld + a->m->nfld; f++)
		if (!strcmp(f->pos, pid) && grid_equal(f->hex, u->at.hex) &&
		    (best < 0 || (int)f->level < best))
			best = (int)f->level;
	return best;
}

static int us_in_field(const struct ga *a, const char *pid, int max_level)
{
	for (const struct om_unit *u = a->m->u; u < a->m->u + a->m->nu; u++) {
		int l = field_level(a, pid, u);
		if (l >= 0 && l <= max_level)
			return 1;
	}
	return 0;
}

static int distance(const struct om_position *p, const struct om_unit *u)
{
	return u->at.kind == OM_AT_HEX ? om_pos_distance(p, u->at.hex) : 1000;
}

static int us_within(const struct ga *a, const struct om_position *p, int d)
{
	for (const struct om_unit *u = a->m->u; u < a->m->u + a->m->nu; u++)
		if (distance(p, u) <= d)
			return 1;
	return 0;
}

static int need_target(struct ga *a, const char *sect, struct err *e)
{
	const char *v;

	if (a->target)
		return 0;
	if (om_card_need(&a->card, "target", sect, &v, e))
		return e->code;
	if ((a->target = om_atoi(v)) < 1)
		return err_set(e, EXIT_DATA, "card %d: target symbol '%s' is not a number (%s)",
				a->card.number, v, sect);
	return 0;
}

/* The player's choice among units equal on every rule's criterion: the first
 * named in prefer=, else with ties=id the first by id, else refuse. */
static int choose(struct ga *a, struct om_unit *const *eq, int n, const char *what,
		struct om_unit **out, struct err *e)
{
	const char *prefer = order_get(a->o, "prefer"), *ties = order_get(a->o, "ties");
	char names[256] = "";

	*out = eq[0];
	if (n == 1)
		return 0;
	for (const char *p = prefer ? prefer : ""; *p;) {
		size_t len = strcspn(p, ",");
		for (int k = 0; k < n; k++)
			if (strlen(eq[k]->id) == len && !strncmp(eq[k]->id, p, len)) {
				*out = eq[k];
				return 0;
			}
		p += len;
		p += *p == ',';
	}
	if (a->m->automatic || (ties && !strcmp(ties, "id"))) {
		for (int k = 1; k < n; k++)
			if (strcmp(eq[k]->id, (*out)->id) < 0)
				*out = eq[k];
		return 0;
	}
	for (int k = 0; k < n; k++) {
		size_t l = strlen(names);
		snprintf(names + l, sizeof names - l, "%s%s", k ? ", " : "", eq[k]->id);
	}
	return err_set(e, EXIT_REFUSED, "german-action: %s: your choice between %s: name it "
			"with prefer=ID (or ties=id)", what, names);
}

static void disrupt(struct ga *a, struct om_unit *u, const char *why, const char *sect)
{
	if (u->disrupted == 1) {
		log_step(a->m->g->log, sect, "%s is already disrupted (%s)", u->id, why);
		return;
	}
	u->disrupted = 1;
	log_step(a->m->g->log, sect, "%s is disrupted (%s)", u->id, why);
}

/* The units with most steps among cand, into eq; returns their count. */
static int most_steps(struct om_unit *const *cand, int nc, struct om_unit **eq)
{
	int top = -1, n = 0;

	for (int k = 0; k < nc; k++) {
		if (cand[k]->steps > top)
			top = cand[k]->steps, n = 0;
		if (cand[k]->steps == top)
			eq[n++] = cand[k];
	}
	return n;
}

/* §16.61: among the closest, the card's symbol, then the highest attack
 * strength: the candidates left. */
static int patrol_narrow(struct ga *a, struct om_unit **cand, int nc, struct err *e)
{
	struct om_unit *with[MAXU];
	int k2 = 0, top = -1;

	if (nc > 1) {   /* the card's target symbol */
		if (need_target(a, "§16.61", e))
			return -1;
		for (int k = 0; k < nc; k++)
			if (cand[k]->symbol == a->target)
				with[k2++] = cand[k];
		if (k2 > 0) {
			memcpy(cand, with, sizeof with[0] * (size_t)k2);
			nc = k2;
		}
	}
	if (nc > 1) {   /* then the highest attack strength */
		if (!a->m->ucols[OM_UC_STRENGTH])
			return err_set(e, EXIT_DATA, "%s: the unit rows need a 'strength' column "
					"(§16.61)", kit_path(a->m->st)), -1;
		k2 = 0;
		for (int k = 0; k < nc; k++) {
			if (cand[k]->strength > top)
				top = cand[k]->strength, k2 = 0;
			if (cand[k]->strength == top)
				with[k2++] = cand[k];
		}
		memcpy(cand, with, sizeof with[0] * (size_t)k2);
		nc = k2;
	}
	return nc;
}

/* §16.6, §16.61 Patrol: every US unit but HQs and Generals in the intense or
 * sustained hexes is disrupted; if none, one within 3 hexes: the closest, then
 * the card's symbol, then the highest attack strength, then your choice. */
static int patrol(struct ga *a, const struct act *p, struct err *e)
{
	struct om_model *m = a->m;
	struct om_unit *cand[MAXU], *pick;
	int n = 0, nc = 0, best = 1000;

	log_step(m->g->log, "§16.6", "%s patrols: it does not fire this phase", p->p->id);
	for (struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		int l = field_level(a, p->p->id, u);
		if (l < 0 || l > 1 || om_is_leader(u->type))
			continue;
		disrupt(a, u, l == 0 ? _("patrol, intense hex") : _("patrol, sustained hex"), "§16.6");
		n++;
	}
	if (n > 0)
		return 0;
	for (struct om_unit *u = m->u; u < m->u + m->nu && nc < MAXU; u++) {
		int d = distance(p->p, u);
		if (u->at.kind != OM_AT_HEX || om_is_leader(u->type) || d > 3)
			continue;
		if (d < best)
			best = d, nc = 0;
		if (d == best)
			cand[nc++] = u;
	}
	if (nc == 0) {
		log_step(m->g->log, "§16.61", "No US unit within 3 hexes of %s: no action", p->p->id);
		return 0;
	}
	if ((nc = patrol_narrow(a, cand, nc, e)) < 0 ||
	    choose(a, cand, nc, "the unit the patrol disrupts (§16.61)", &pick, e))
		return e->code;
	disrupt(a, pick, "patrol: none in the intense or sustained hexes, the closest within "
			"3 hexes", "§16.61");
	return 0;
}

static int beach_adjacent(const struct om_model *m, struct grid_hex h)
{
	for (const struct om_hex *x = m->hex; x < m->hex + m->nhex; x++)
		if (grid_adjacent(h, x->h) && x->terrain == OM_BEACH)
			return 1;
	return 0;
}

/* Whether unit u is in the mortar's range from position p (§16.5, ruling
 * a24-mortar-range). */
static int mortar_range(struct om_model *m, const struct om_position *p, struct om_unit *u)
{
	const struct om_hex *h = u->at.kind == OM_AT_HEX ? om_hex_at(m, u->at.hex) : NULL;
	int d, t;

	if (h == NULL)
		return 0;
	d = distance(p, u);
	t = (int)h->terrain;
	if (p->kind != OM_PK_WN)   /* reinforcement position: 3 hexes */
		return om_rule_is(m, "a24-mortar-range", "exactly") ? d == 3 : d <= 3;
	/* WN: beach and beach-adjacent shelf within 5, draw and high within 2 */
	return ((t == OM_BEACH || (t == OM_SHELF && beach_adjacent(m, u->at.hex))) && d <= 5) ||
		((t == OM_DRAW || t == OM_HIGH_GROUND) && d <= 2);
}

/* §16.5 Mortar: every US unit (armoured too) with the card's symbol in range
 * loses a step, up to 2 with a depth marker, 1 without: most steps first. */
static int mortar(struct ga *a, const struct act *p, struct err *e)
{
	struct om_model *m = a->m;
	struct om_unit *cand[MAXU];
	int nc = 0, limit = p->g->reserve != OM_RES_NONE ? 2 : 1;

	if (need_target(a, "§16.5", e))
		return e->code;
	for (struct om_unit *u = m->u; u < m->u + m->nu && nc < MAXU; u++)
		if (u->symbol == a->target && mortar_range(m, p->p, u))
			cand[nc++] = u;
	log_stepn(m->g->log, "§16.5", "%s fires its mortar at symbol %d: %d unit in range, up to "
			"%d hit (%s depth marker)", "%s fires its mortar at symbol %d: %d units in range, "
			"up to %d hit (%s depth marker)", nc, p->p->id, a->target, nc, limit,
			limit == 2 ? _("with a") : "no");
	if (nc == 0) {
		log_step(m->g->log, "§16.51", "No US unit with the symbol in mortar range: no action");
		return 0;
	}
	for (int hit = 0; hit < limit && nc > 0; hit++) {
		struct om_unit *eq[MAXU], *pick;
		int n = most_steps(cand, nc, eq);
		/* all of the most-stepped fit in the hits left: no choice needed */
		if (n > limit - hit && choose(a, eq, n, "the units the mortar hits (§16.5: most "
				"steps, then your choice)", &pick, e))
			return e->code;
		if (n <= limit - hit)
			pick = eq[0];
		om_step_loss(m, pick, "mortar, no disruption", "§16.5");
		for (int k = 0; k < nc; k++)
			if (cand[k] == pick)
				cand[k] = cand[--nc];
	}
	return 0;
}

/* §16.7's priority level (0-3) unit u meets, or -1; its sector in *sec. */
static int artillery_level(struct om_model *m, const struct om_unit *u, int *sec)
{
	int inf = u->type == OM_INF || u->type == OM_RANGER, box = u->at.kind == OM_AT_BOX;
	const struct om_hex *h = u->at.kind == OM_AT_HEX ? om_hex_at(m, u->at.hex) : NULL;
	int beach = h && h->terrain == OM_BEACH;

	*sec = box ? (int)m->box[u->at.box].sector : h ? (int)h->sector : -1;
	return inf && box ? 0 : !inf && beach ? 1 : !inf && box ? 2 : inf && beach ? 3 : -1;
}

/* §16.7 Artillery Fire: an 88 or 75 WN unit; one US unit with the card's
 * symbol, in either sector: infantry in a landing box, non-infantry on a beach
 * hex, non-infantry in a box, infantry on a beach hex; ties the WN's own sector,
 * then most steps, then your choice. */
static int artillery(struct ga *a, const struct act *p, struct err *e)
{
	static const char *const prio[4] = {
		"an infantry unit in a landing box", "a non-infantry unit on a beach hex",
		"a non-infantry unit in a landing box", "an infantry unit on a beach hex",
	};
	struct om_model *m = a->m;
	const char *cal = p->g->calibre;

	if (strcmp(cal, "88") && strcmp(cal, "75")) {
		log_step(m->g->log, "§16.7", "%s's unit is not an 88 or 75 (calibre '%s'): no action",
				p->p->id, cal);
		return 0;
	}
	if (need_target(a, "§16.7", e))
		return e->code;
	for (int level = 0; level < 4; level++) {
		struct om_unit *cand[MAXU], *own[MAXU], *eq[MAXU], *pick;
		int nc = 0, no = 0, sec, n;
		for (struct om_unit *u = m->u; u < m->u + m->nu && nc < MAXU; u++) {
			if (u->symbol != a->target || artillery_level(m, u, &sec) != level)
				continue;
			cand[nc++] = u;
			if (sec == a->sec)
				own[no++] = u;
		}
		if (nc == 0)
			continue;
		n = most_steps(no ? own : cand, no ? no : nc, eq);
		if (choose(a, eq, n, "the unit the artillery hits (§16.7)", &pick, e))
			return e->code;
		log_step(m->g->log, "§16.7", "%s (calibre %s) fires at symbol %d: %s%s", p->p->id, cal,
				a->target, prio[level], no ? _(", in its own sector") : "");
		om_step_loss(m, pick, "German artillery fire", "§16.7");
		return 0;
	}
	log_step(m->g->log, "§16.7", "%s (calibre %s): no US unit with symbol %d on a beach hex or "
			"in a landing box: no action", p->p->id, cal, a->target);
	return 0;
}

/* §16.9, §16.91 Ambush: one US unit with the card's symbol in an intense hex
 * loses a step; else one in a sustained or sporadic hex is disrupted; ties the
 * closest, then most steps, then your choice. */
static int ambush(struct ga *a, const struct act *p, struct err *e)
{
	struct om_model *m = a->m;

	if (need_target(a, "§16.9", e))
		return e->code;
	for (int pass = 0; pass < 2; pass++) {
		struct om_unit *cand[MAXU], *eq[MAXU], *pick;
		int nc = 0, best = 1000, n;
		for (struct om_unit *u = m->u; u < m->u + m->nu && nc < MAXU; u++) {
			int l = field_level(a, p->p->id, u), d = distance(p->p, u);
			if (l < 0 || (pass == 0 && l != 0) || (pass == 1 && l == 0) ||
			    u->symbol != a->target)
				continue;
			if (d < best)
				best = d, nc = 0;
			if (d == best)
				cand[nc++] = u;
		}
		if (nc == 0)
			continue;
		n = most_steps(cand, nc, eq);
		if (choose(a, eq, n, "the unit the ambush hits (§16.91)", &pick, e))
			return e->code;
		if (pass == 0)
			om_step_loss(m, pick, "ambush, intense hex", "§16.9");
		else
			disrupt(a, pick, "ambush, sustained or sporadic hex", "§16.9");
		return 0;
	}
	log_step(m->g->log, "§16.9", "No US unit with symbol %d in %s's field of fire: no action",
			a->target, p->p->id);
	return 0;
}

/* US strength points in a position's field of fire (§16.3's third criterion). */
static int field_strength(const struct ga *a, const char *pid, struct err *e, int *out)
{
	*out = 0;
	for (const struct om_unit *u = a->m->u; u < a->m->u + a->m->nu; u++)
		if (field_level(a, pid, u) >= 0) {
			if (!a->m->ucols[OM_UC_STRENGTH])
				return err_set(e, EXIT_DATA, "%s: the unit rows need a 'strength' column "
						"(§16.3)", kit_path(a->m->st));
			*out += u->strength;
		}
	return 0;
}

struct redeploy {
	const struct om_position *best;
	int vp, num, str;
};

/* §16.31: whether position q may receive the unit redeploying from p (1, 0,
 * or -1 with e set); the best so far in *r. */
static int redeploy_to(struct ga *a, const struct act *p, const struct om_position *q,
		struct redeploy *r, struct err *e)
{
	struct om_model *m = a->m;
	const struct om_hex *h = q->nhex ? om_hex_at(m, q->hex[0]) : NULL;
	int vp = q->vp == 1, str, loc;

	if (q == p->p || q->kind != OM_PK_REINF || om_german_in(m, q->id) || h == NULL ||
	    (!om_rule_is(m, "a28-redeploy-sector", "any") && (int)h->sector != a->sec))
		return 0;
	if ((p->p->vp == 1 && !vp) || !us_in_field(a, q->id, 2))   /* §16.31 */
		return 0;
	if (om_loc_trace(m, q->id, 0, &loc, e))
		return -1;
	if (!loc)
		return 0;
	if (field_strength(a, q->id, e, &str))
		return -1;
	if (r->best == NULL || vp > r->vp || (vp == r->vp && (q->number < r->num ||
			(q->number == r->num && str > r->str))))
		*r = (struct redeploy){ q, vp, q->number, str };
	return 0;
}

/* §16.3, §16.31-§16.34 Redeploy: to an unoccupied reinforcement position of the
 * sector (ruling a28-redeploy-sector) with US units in its field and a LOC: a
 * VP position first, then the lowest number, then the most US strength. */
static int redeploy(struct ga *a, const struct act *p, struct err *e)
{
	struct om_model *m = a->m;
	struct redeploy r = { NULL, 0, 0, 0 };
	int loc;
	char h1[5];

	if (om_loc_trace(m, p->p->id, 0, &loc, e))
		return e->code;
	if (!loc) {
		log_step(m->g->log, "§16.3", "%s has no German LOC: no redeployment", p->p->id);
		return 0;
	}
	for (const struct om_position *q = m->pos; q < m->pos + m->npos; q++)
		if (redeploy_to(a, p, q, &r, e))
			return e->code;
	if (r.best == NULL) {
		log_step(m->g->log, "§16.3", "No unoccupied reinforcement position of the %s sector "
				"with US units in its field of fire and a LOC%s: no action", a->sector,
				p->p->vp == 1 ? _(" (from a VP position, only a VP position, §16.31)") : "");
		return 0;
	}
	grid_format(r.best->hex[0], h1);
	p->g->pos = r.best->id;
	p->g->has_hex = 1;
	p->g->hex = r.best->hex[0];
	log_step(m->g->log, "§16.3", "%s redeploys with its marker from %s to %s (%s: %s, number "
			"%d, US strength %d in its field); it does not fire this phase (§16.32)",
			p->g->id, p->p->id, r.best->id, h1, r.vp ? _("a VP position") :
			_("not a VP position"), r.num, r.str);
	if (om_nofire_add(m, r.best->id, e))   /* §16.32 */
		return e->code;
	return om_depth_swap(m, a->c, &a->drawn, p->g, r.best->hex[0], "§16.34", e);
}

/* §16.2, §16.21 Resupply: with a LOC and no depth marker, one is drawn face
 * down from its pool (om_depth_give, §9.21); then the unit fires. */
static int resupply(struct ga *a, const struct act *p, struct err *e)
{
	struct om_model *m = a->m;
	int loc, placed;

	if (om_loc_trace(m, p->p->id, 0, &loc, e))
		return e->code;
	if (loc && p->g->reserve == OM_RES_NONE) {
		if (om_depth_give(m, a->c, &a->drawn, p->g, "§16.2", &placed, e))
			return e->code;
		log_step(m->g->log, "§16.2", placed ? _("%s resupplies: it draws a depth marker (face "
				"down)") : _("%s resupplies: no depth marker is left for it (§9.24)"), p->p->id);
	} else
		log_step(m->g->log, "§16.2", "%s does not resupply (%s)", p->p->id,
				loc ? _("it has a depth marker") : _("no German LOC"));
	log_step(m->g->log, "§16.2", "%s then fires (§6: the fire order)", p->p->id);
	return 0;
}

static int advance(struct ga *a, const struct act *p, struct err *e)
{
	struct order o;
	static const char *const keys[] = { "position", "path", "us_loss", "displace" };

	memset(&o, 0, sizeof o);
	o.spec = a->o->spec;
	for (int k = 0; k < 4; k++) {
		const char *v = k == 0 ? p->p->id : order_get(a->o, keys[k]);
		o.key[o.n] = (char *)keys[k];
		o.val[o.n] = (char *)(v ? v : "");
		o.given[o.n] = 1;
		o.n++;
	}
	log_step(a->m->g->log, "§16.85", "%s (%s, number %d): advance, after the other actions",
			p->p->id, om_colour_text(p->colour), p->p->number);
	if (om_advance(a->m, &o, a->c, e) ||
	    om_depth_swap_pending(a->m, a->c, &a->drawn, e))   /* §16.83 */
		return e->code;
	return 0;
}

/* §16.4 within the German actions: a VP position, or one with US units in its
 * intense or sustained field, receives a unit. */
static int reinforce(struct ga *a, const struct act *p, struct err *e)
{
	if (p->p->vp != 1 && !us_in_field(a, p->p->id, 1)) {
		log_step(a->m->g->log, "§16.4", "%s, not a VP position, has no US unit in its "
				"intense or sustained field: no action", p->p->id);
		return 0;
	}
	return om_reinforce_place(a->m, a->c, p->p->id, p->p->number, p->p->hex[0], e);
}

/* The position's row of the German Action Summary (actions.csv). */
static const char *summary_row(const struct ga *a, const struct act *p)
{
	int wn = p->p->kind == OM_PK_WN;

	if (p->g == NULL)
		return wn ? "wn-empty" : "reinf-empty";
	if (us_in_field(a, p->p->id, 2))
		return wn ? "wn-us" : "reinf-us";
	return wn ? "wn-nous" : "reinf-nous";
}

/* The colours of the card and their letters (§16: F, the armour icon or the
 * star is fire). */
static int colours(struct ga *a, struct colour col[3], struct err *e)
{
	for (int k = 0; k < 3; k++) {
		char cn[8];
		const char *v, *s, *slash;
		size_t n;
		snprintf(cn, sizeof cn, "fire%d", k + 1);
		if (om_card_need(&a->card, cn, "§16", &v, e))
			return e->code;
		n = strspn(v, "abcdefghijklmnopqrstuvwxyz");
		snprintf(col[k].name, sizeof col[k].name, "%.*s", (int)(n < 23 ? n : 23), v);
		s = v + n;
		col[k].dbl = *s == '2';
		slash = strchr(s, '/');
		col[k].letter[0] = slash && slash[1] ? slash[1] : 'F';
		col[k].letter[1] = 0;
	}
	return 0;
}

/* §16: whether a position of the card's colours may act at all: 1, 0, or -1
 * with e set (occupied and not disrupted; unoccupied with a German LOC, and a
 * reinforcement position within 2 hexes of a US unit). */
static int may_act(struct ga *a, const struct act *p, struct err *e)
{
	struct om_model *m = a->m;
	int loc;

	if (p->g != NULL && p->g->disrupted == 1) {
		log_step(m->g->log, "§16", "%s (%s) is disrupted: it does not act", p->p->id,
				om_colour_text(p->colour));
		return 0;
	}
	if (p->g != NULL)
		return 1;
	if (p->p->kind != OM_PK_WN && !us_within(a, p->p, 2)) {
		log_step(m->g->log, "§16", "%s (%s), unoccupied, has no US unit within 2 hexes: it "
				"does not act", p->p->id, om_colour_text(p->colour));
		return 0;
	}
	if (om_loc_trace(m, p->p->id, 0, &loc, e))
		return -1;
	if (!loc)
		log_step(m->g->log, "§16", "%s (%s), unoccupied, has no German LOC: it does not act",
				p->p->id, om_colour_text(p->colour));
	return loc;
}

/* The action the summary gives position p for colour col: 1 if it acts, 0
 * if not, -1 with e set (rulings a25-wn-mortar, a26-action-fallback; the
 * double symbol, §16.21). */
static int action_of(struct ga *a, const struct table *t, const struct colour *col,
		struct act *p, struct err *e)
{
	struct om_model *m = a->m;
	const char *row = summary_row(a, p), *act;
	int r, cl;

	if ((r = table_find_row(t, row, "§16", e)) < 0)
		return -1;
	if ((cl = table_col(t, col->letter)) < 0)
		return err_set(e, EXIT_UNKNOWN, "card %d: the letter %s of %s has no column in "
				"the German Action Summary (tables/omaha/actions.csv, §16)",
				a->card.number, col->letter, om_colour_text(p->colour)), -1;
	if (table_need(t, r, cl, "§16", &act, e))
		return -1;
	snprintf(p->action, sizeof p->action, "%s", act);
	if (p->p->kind == OM_PK_WN && p->g && !strcmp(act, "mortar") &&
	    om_rule_is(m, "a25-wn-mortar", "never"))
		snprintf(p->action, sizeof p->action, "none");
	if (p->g && !strcmp(p->action, "none") && !om_rule_is(m, "a26-action-fallback", "none") &&
	    us_in_field(a, p->p->id, 2)) {   /* ruling a26-action-fallback */
		snprintf(p->action, sizeof p->action, "fire");
		log_step(m->g->log, "§16", "%s (%s, letter %s, %s): no action on the summary; US "
				"units in its field: it fires (ruling a26-action-fallback)", p->p->id,
				om_colour_text(p->colour), col->letter, row);
	}
	/* §16: an occupied position acts on a double symbol only with a depth
	 * marker, except Resupply (§16.21); an unoccupied one whatever the symbol */
	if (p->g && col->dbl && p->g->reserve == OM_RES_NONE && strcmp(p->action, "resupply")) {
		log_step(m->g->log, "§16", "%s (%s, double symbol) has no depth marker: it does not "
				"act", p->p->id, om_colour_text(p->colour));
		return 0;
	}
	if (!strcmp(p->action, "none")) {
		log_step(m->g->log, "§16", "%s (%s, letter %s, %s): no action", p->p->id, om_colour_text(p->colour),
				col->letter, row);
		return 0;
	}
	return 1;
}

/* The positions of the card's colours in the sector that act (§16): their
 * count, or -1 with e set. */
static int gather(struct ga *a, struct act *acts, struct err *e)
{
	struct om_model *m = a->m;
	struct colour col[3];
	const struct table *t;
	int na = 0;

	if (colours(a, col, e) || table_get(m->g->tables, "omaha", "actions", &t, e))
		return -1;
	for (const struct om_position *q = m->pos; q < m->pos + m->npos; q++) {
		const struct om_hex *h = q->nhex ? om_hex_at(m, q->hex[0]) : NULL;
		int k, ok;
		for (k = 0; k < 3 && strcmp(col[k].name, q->colour); k++)
			;
		if (k == 3 || h == NULL || (int)h->sector != a->sec)
			continue;
		if (na == MAXA)
			return err_set(e, EXIT_DATA, "%s: more than %d positions act",
					kit_path(m->st), MAXA), -1;
		struct act *p = &acts[na];
		memset(p, 0, sizeof *p);
		p->p = q;
		p->g = om_german_in(m, q->id);
		p->colour = q->colour;
		if ((ok = may_act(a, p, e)) > 0)
			ok = action_of(a, t, &col[k], p, e);
		if (ok < 0)
			return -1;
		na += ok;
	}
	return na;
}

/* §16.12: every Re-occupy of the phase at once, from acts[k] on. */
static int reoccupy(struct ga *a, const struct act *acts, int k, int na, struct err *e)
{
	const char *pids[MAXA];
	int np = 0;

	for (int j = k; j < na; j++)
		if (!strcmp(acts[j].action, "reoccupy")) {
			log_step(a->m->g->log, "§16", "%s (%s, number %d): reoccupy", acts[j].p->id,
					acts[j].colour, acts[j].p->number);
			pids[np++] = acts[j].p->id;
		}
	return om_reoccupy(a->m, a->c, &a->drawn, pids, np, e);
}

/* One action, carried out at once. */
static int act(struct ga *a, const struct act *p, struct err *e)
{
	static const struct {
		const char *name;
		int (*fn)(struct ga *, const struct act *, struct err *);
	} fns[] = {
		{ "resupply", resupply }, { "redeploy", redeploy }, { "reinforce", reinforce },
		{ "mortar", mortar }, { "patrol", patrol }, { "artillery", artillery },
		{ "ambush", ambush },
	};

	log_step(a->m->g->log, "§16", "%s (%s, number %d): %s", p->p->id, om_colour_text(p->colour),
			p->p->number, p->action);
	if (!strcmp(p->action, "fire")) {
		log_step(a->m->g->log, "§16", "%s fires normally (§6: the fire order)", p->p->id);
		return 0;
	}
	for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++)
		if (!strcmp(p->action, fns[k].name))
			return fns[k].fn(a, p, e);
	return err_set(e, EXIT_DATA, "tables/omaha/actions.csv: action '%s' of %s is not an "
			"action of §16", p->action, p->p->id);
}

int om_german_action(struct om_model *m, const struct order *o, struct chance *c,
		struct err *e)
{
	struct ga a = { .m = m, .o = o, .c = c };
	struct act acts[MAXA];
	char use[16];
	int na, nadv = 0, reoccupied = 0, rc;

	m->card_used = 0;
	if (om_drawn_parse(o, &a.drawn, e))
		return e->code;
	a.sector = order_get(o, "sector");
	if ((a.sec = om_sector_parse(a.sector)) < 0)
		return err_set(e, EXIT_USAGE, "german-action: sector=%s is not east or west",
				a.sector);
	if (m->turn < 17)
		return err_set(e, EXIT_REFUSED, "german-action: turn %d: German actions are made "
				"on turns 17-32 (§15, §16)", m->turn);
	if (!(m->kinds & OM_KIND_GERMAN) || !(m->kinds & OM_KIND_POSITION))
		return err_set(e, EXIT_DATA, "%s: German units and positions are needed",
				kit_path(m->st));
	snprintf(use, sizeof use, "fire-%s", a.sector);
	if ((rc = om_card_on_track(m, use, 1, &a.card, e)) > 1)
		return rc;
	if (rc == 1)
		return err_set(e, EXIT_REFUSED, "german-action: no %s fire card on this turn's "
				"track (§16)", a.sector);
	if ((na = gather(&a, acts, e)) < 0)
		return e->code;
	for (int k = 0; k < na; k++)
		nadv += !strcmp(acts[k].action, "advance");
	if (nadv > 1 && order_given(o, "path"))
		return err_set(e, EXIT_USAGE, "german-action: %d positions advance: path= can only "
				"name one Advance's path (resolve them with the advance order)", nadv);
	qsort(acts, (size_t)na, sizeof acts[0], cmp_act);
	if (na == 0)
		log_step(m->g->log, "§16", "No position of the %s fire card's colours acts", a.sector);
	for (int k = 0; k < na; k++) {
		const struct act *p = &acts[k];
		if (!strcmp(p->action, "advance"))
			rc = advance(&a, p, e);
		else if (!strcmp(p->action, "reoccupy"))
			rc = reoccupied++ ? 0 : reoccupy(&a, acts, k, na, e);
		else
			rc = act(&a, p, e);
		if (rc)
			return e->code;
	}
	return om_drawn_done(&a.drawn, e);
}
