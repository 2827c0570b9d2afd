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
 *   reinforce §16.4 (om_old_reinforce_place);
 *   mortar    §16.5: units with the card's symbol in range lose a step;
 *   patrol    §16.6: disruption in the intense and sustained hexes;
 *   artillery §16.7: one unit on the beach or in a box loses a step;
 *   advance   §16.8 (om_old_advance, with path=, us_loss=, displace=);
 *   ambush    §16.9: one unit with the card's symbol.
 *   reoccupy  §16.1, §16.11, §16.12 (reoccupy.c): every Re-occupy of the
 *             phase at once, from the eliminated WN units without artillery.
 * drawn= names the counters drawn at the table (depth markers, units).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

#define MAXA 64
#define MAXU 512

struct act {
	int row;               /* position row */
	int gi;                /* German unit row, -1 if unoccupied */
	int number;
	char letter;
	char id[32];
	char colour[24];
	char action[16];
};

struct ga {
	struct game_ctx *g;
	struct state *st;
	const struct order *o;
	struct om_units u;
	struct state_kind *pk, *gk, *fk;
	const char *sector;
	int target;            /* the card's target symbol, 0 if not read yet */
	int automatic;         /* odds: the player's choices by unit id */
	struct om_card card;
	struct chance *c;
	struct om_drawn drawn; /* drawn=: the counters drawn at the table (depth.c) */
};

/* A position's number and letter: "C2" is 2, C; "WN62" is 62, no letter;
 * unnumbered positions count 0 (§16). */
static void split_id(const char *id, int *number, char *letter)
{
	if (!strncmp(id, "WN", 2)) {
		*letter = 0;
		*number = atoi(id + 2);
		return;
	}
	*letter = (id[0] >= 'A' && id[0] <= 'Z') ? id[0] : 0;
	*number = *letter ? atoi(id + 1) : 0;
}

static int cmp_act(const void *a, const void *b)
{
	const struct act *x = a, *y = b;
	int ax = !strcmp(x->action, "advance"), ay = !strcmp(y->action, "advance");

	if (ax != ay)
		return ax - ay;                   /* §16.85: Advances last */
	if (x->number != y->number)
		return y->number - x->number;     /* §16: highest number first */
	if (x->letter != y->letter)
		return y->letter - x->letter;     /* then the latest letter */
	return strcmp(x->id, y->id);
}

static int first_hex(const struct ga *a, int row, struct grid_hex *h, char *out, size_t n)
{
	snprintf(out, n, "%.4s", om_old_col(a->st, "position", &a->pk->rows[row], "hexes"));
	return grid_parse(out, h);
}

/* The distance from a position (its nearest hex) to a hex; large if unknown. */
static int pos_distance(const struct ga *a, int row, const char *hex)
{
	struct grid_hex x;

	return grid_parse(hex, &x) ? 1000 : om_old_pos_distance(a->st, &a->pk->rows[row], x);
}

/* The field level (0 intense, 1 sustained, 2 sporadic) of `hex` for position
 * `pid`, or -1 if the hex is not in its field of fire. */
static int field_level(const struct ga *a, const char *pid, const char *hex)
{
	int best = -1;

	for (int j = 0; a->fk && j < a->fk->nrows; j++) {
		const struct state_row *r = &a->fk->rows[j];
		if (strcmp(state_field(r, state_col(a->fk, "position")), pid) ||
		    strcmp(state_field(r, 1), hex))
			continue;
		const char *lv = state_field(r, state_col(a->fk, "level"));
		int l = !strcmp(lv, "intense") ? 0 : !strcmp(lv, "sustained") ? 1 : 2;
		if (best < 0 || l < best)
			best = l;
	}
	return best;
}

static int us_in_field(const struct ga *a, const char *pid, int max_level)
{
	for (int i = 0; i < a->u.k->nrows; i++) {
		int l = field_level(a, pid, state_field(&a->u.k->rows[i], a->u.at));
		if (l >= 0 && l <= max_level)
			return 1;
	}
	return 0;
}

static int us_within(const struct ga *a, int row, int d)
{
	for (int i = 0; i < a->u.k->nrows; i++)
		if (pos_distance(a, row, state_field(&a->u.k->rows[i], a->u.at)) <= d)
			return 1;
	return 0;
}

static int german_at(const struct ga *a, const char *pid)
{
	for (int j = 0; j < a->gk->nrows; j++)
		if (!strcmp(state_field(&a->gk->rows[j], state_col(a->gk, "position")), pid))
			return j;
	return -1;
}

static int has_marker(const struct ga *a, int gi)
{
	return *state_field(&a->gk->rows[gi], state_col(a->gk, "reserve")) != '\0';
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
static int choose(struct ga *a, const int *eq, int n, const char *what, int *out,
		struct err *e)
{
	const char *prefer = order_get(a->o, "prefer"), *ties = order_get(a->o, "ties");
	char names[256] = "";

	if (n == 1) {
		*out = eq[0];
		return 0;
	}
	for (const char *p = prefer ? prefer : ""; *p;) {
		size_t len = strcspn(p, ",");
		for (int k = 0; k < n; k++) {
			const char *id = state_field(&a->u.k->rows[eq[k]], a->u.id);
			if (strlen(id) == len && !strncmp(id, p, len)) {
				*out = eq[k];
				return 0;
			}
		}
		p += len;
		p += *p == ',';
	}
	if (a->automatic || (ties && !strcmp(ties, "id"))) {
		int best = eq[0];
		for (int k = 1; k < n; k++)
			if (strcmp(state_field(&a->u.k->rows[eq[k]], a->u.id),
					state_field(&a->u.k->rows[best], a->u.id)) < 0)
				best = eq[k];
		*out = best;
		return 0;
	}
	for (int k = 0; k < n; k++) {
		size_t l = strlen(names);
		snprintf(names + l, sizeof names - l, "%s%s", k ? ", " : "",
				state_field(&a->u.k->rows[eq[k]], a->u.id));
	}
	return err_set(e, EXIT_REFUSED, "german-action: %s: your choice between %s: name it "
			"with prefer=ID (or ties=id)", what, names);
}

static int steps(const struct ga *a, int i)
{
	return om_atoi(state_field(&a->u.k->rows[i], a->u.steps));
}

static int on_map(const struct ga *a, int i)
{
	struct grid_hex h;
	return grid_parse(state_field(&a->u.k->rows[i], a->u.at), &h) == 0;
}

static void disrupt(struct ga *a, int i, const char *why, const char *sect)
{
	struct state_row *r = &a->u.k->rows[i];

	if (!strcmp(state_field(r, a->u.disrupted), "1")) {
		log_step(a->g->log, sect, "%s is already disrupted (%s)", state_field(r, a->u.id), why);
		return;
	}
	state_field_set(r, a->u.disrupted, "1");
	log_step(a->g->log, sect, "%s is disrupted (%s)", state_field(r, a->u.id), why);
}

/* §16.6, §16.61 Patrol: every US unit but HQs and Generals in the intense or
 * sustained hexes is disrupted; if none, one within 3 hexes: the closest, then
 * the card's symbol, then the highest attack strength, then your choice. */
static int patrol(struct ga *a, const struct act *p, struct err *e)
{
	int n = 0, cand[MAXU], nc = 0, scol = state_col(a->u.k, "strength");

	log_step(a->g->log, "§16.6", "%s patrols: it does not fire this phase", p->id);
	for (int i = 0; i < a->u.k->nrows; i++) {
		int l = field_level(a, p->id, state_field(&a->u.k->rows[i], a->u.at));
		if (l < 0 || l > 1 || om_is_leader(om_type_parse(state_field(&a->u.k->rows[i],
				a->u.type))))
			continue;
		disrupt(a, i, l == 0 ? "patrol, intense hex" : "patrol, sustained hex", "§16.6");
		n++;
	}
	if (n > 0)
		return 0;
	int best = 1000;
	for (int i = 0; i < a->u.k->nrows && nc < MAXU; i++) {
		if (!on_map(a, i) || om_is_leader(om_type_parse(state_field(&a->u.k->rows[i],
				a->u.type))))
			continue;
		int d = pos_distance(a, p->row, state_field(&a->u.k->rows[i], a->u.at));
		if (d > 3)
			continue;
		if (d < best)
			best = d, nc = 0;
		if (d == best)
			cand[nc++] = i;
	}
	if (nc == 0) {
		log_step(a->g->log, "§16.61", "No US unit within 3 hexes of %s: no action", p->id);
		return 0;
	}
	if (nc > 1) {   /* then the card's target symbol */
		int k2 = 0, with[MAXU];
		if (need_target(a, "§16.61", e))
			return e->code;
		for (int k = 0; k < nc; k++)
			if (om_atoi(state_field(&a->u.k->rows[cand[k]], a->u.symbol)) == a->target)
				with[k2++] = cand[k];
		if (k2 > 0) {
			memcpy(cand, with, sizeof with[0] * (size_t)k2);
			nc = k2;
		}
	}
	if (nc > 1) {   /* then the highest attack strength */
		int k2 = 0, top = -1, with[MAXU];
		if (scol < 0)
			return err_set(e, EXIT_DATA, "%s: the unit rows need a 'strength' column "
					"(§16.61)", a->st->path);
		for (int k = 0; k < nc; k++) {
			int s = om_atoi(state_field(&a->u.k->rows[cand[k]], scol));
			if (s > top)
				top = s, k2 = 0;
			if (s == top)
				with[k2++] = cand[k];
		}
		memcpy(cand, with, sizeof with[0] * (size_t)k2);
		nc = k2;
	}
	int pick;
	if (choose(a, cand, nc, "the unit the patrol disrupts (§16.61)", &pick, e))
		return e->code;
	disrupt(a, pick, "patrol: none in the intense or sustained hexes, the closest within "
			"3 hexes", "§16.61");
	return 0;
}

/* The units with most steps among cand, into eq; returns their count. */
static int most_steps(const struct ga *a, const int *cand, int nc, int *eq)
{
	int top = -1, n = 0;

	for (int k = 0; k < nc; k++) {
		int s = steps(a, cand[k]);
		if (s > top)
			top = s, n = 0;
		if (s == top)
			eq[n++] = cand[k];
	}
	return n;
}

static int beach_adjacent(const struct ga *a, const char *hex)
{
	struct grid_hex h, x;
	struct state_kind *hk = state_kind(a->st, "hex");

	if (grid_parse(hex, &h) || hk == NULL)
		return 0;
	for (int j = 0; j < hk->nrows; j++)
		if (grid_parse(state_field(&hk->rows[j], 1), &x) == 0 && grid_adjacent(h, x) &&
		    !strcmp(om_old_col(a->st, "hex", &hk->rows[j], "terrain"), "beach"))
			return 1;
	return 0;
}

/* §16.5 Mortar: every US unit (armoured too) with the card's symbol in range
 * loses a step, up to 2 with a depth marker, 1 without: most steps first. */
static int mortar(struct ga *a, const struct act *p, struct err *e)
{
	int wn = !strcmp(om_old_col(a->st, "position", &a->pk->rows[p->row], "kind"), "wn");
	const char *a24 = game_rule(a->g, a->st, "a24-mortar-range");
	int exactly = a24 && !strcmp(a24, "exactly");
	int cand[MAXU], nc = 0, limit = has_marker(a, p->gi) ? 2 : 1;

	if (need_target(a, "§16.5", e))
		return e->code;
	for (int i = 0; i < a->u.k->nrows && nc < MAXU; i++) {
		const char *at = state_field(&a->u.k->rows[i], a->u.at);
		struct state_row *hr = on_map(a, i) ? om_old_hex(a->st, at) : NULL;
		if (hr == NULL || om_atoi(state_field(&a->u.k->rows[i], a->u.symbol)) != a->target)
			continue;
		int d = pos_distance(a, p->row, at), in;
		const char *t = om_old_col(a->st, "hex", hr, "terrain");
		if (!wn)   /* reinforcement position: 3 hexes (ruling a24-mortar-range) */
			in = exactly ? d == 3 : d <= 3;
		else       /* WN: beach and beach-adjacent shelf within 5, draw and high within 2 */
			in = ((!strcmp(t, "beach") || (!strcmp(t, "shelf") && beach_adjacent(a, at))) &&
					d <= 5) || ((!strcmp(t, "draw") || !strcmp(t, "high")) && d <= 2);
		if (in)
			cand[nc++] = i;
	}
	log_step(a->g->log, "§16.5", "%s fires its mortar at symbol %d: %d unit%s in range, up to "
			"%d hit (%s depth marker)", p->id, a->target, nc, nc == 1 ? "" : "s", limit,
			limit == 2 ? "with a" : "no");
	if (nc == 0) {
		log_step(a->g->log, "§16.51", "No US unit with the symbol in mortar range: no action");
		return 0;
	}
	for (int hit = 0; hit < limit && nc > 0; hit++) {
		int eq[MAXU], pick, n = most_steps(a, cand, nc, eq);
		/* all of the most-stepped fit in the hits left: no choice needed */
		if (n > limit - hit && choose(a, eq, n, "the units the mortar hits (§16.5: most "
				"steps, then your choice)", &pick, e))
			return e->code;
		if (n <= limit - hit)
			pick = eq[0];
		om_old_step_loss(a->g, a->st, &a->u, pick, "mortar, no disruption", "§16.5");
		for (int k = 0; k < nc; k++)
			if (cand[k] == pick)
				cand[k] = cand[--nc];
	}
	return 0;
}

/* §16.7 Artillery Fire: an 88 or 75 WN unit; one US unit with the card's
 * symbol, in either sector: infantry in a landing box, non-infantry on a beach
 * hex, non-infantry in a box, infantry on a beach hex; ties the WN's own sector,
 * then most steps, then your choice. */
static int artillery(struct ga *a, const struct act *p, struct err *e)
{
	const char *cal = state_field(&a->gk->rows[p->gi], state_col(a->gk, "calibre"));

	if (strcmp(cal, "88") && strcmp(cal, "75")) {
		log_step(a->g->log, "§16.7", "%s's unit is not an 88 or 75 (calibre '%s'): no action",
				p->id, cal);
		return 0;
	}
	if (need_target(a, "§16.7", e))
		return e->code;
	static const char *const prio[4] = {
		"an infantry unit in a landing box", "a non-infantry unit on a beach hex",
		"a non-infantry unit in a landing box", "an infantry unit on a beach hex",
	};
	for (int level = 0; level < 4; level++) {
		int cand[MAXU], nc = 0, own[MAXU], no = 0;
		for (int i = 0; i < a->u.k->nrows && nc < MAXU; i++) {
			const struct state_row *r = &a->u.k->rows[i];
			const char *at = state_field(r, a->u.at), *sec = "";
			int type = om_type_parse(state_field(r, a->u.type));
			int inf = type == OM_INF || type == OM_RANGER, box = om_old_box(a->st, at) != NULL;
			struct state_row *hr = box ? NULL : om_old_hex(a->st, at);
			int beach = hr && !strcmp(om_old_col(a->st, "hex", hr, "terrain"), "beach");
			if (om_atoi(state_field(r, a->u.symbol)) != a->target)
				continue;
			if (!((level == 0 && inf && box) || (level == 1 && !inf && beach) ||
			      (level == 2 && !inf && box) || (level == 3 && inf && beach)))
				continue;
			if (box)
				sec = om_old_col(a->st, "box", om_old_box(a->st, at), "sector");
			else
				sec = om_old_col(a->st, "hex", hr, "sector");
			cand[nc++] = i;
			if (!strcmp(sec, a->sector))
				own[no++] = i;
		}
		if (nc == 0)
			continue;
		int eq[MAXU], pick, n = most_steps(a, no ? own : cand, no ? no : nc, eq);
		if (choose(a, eq, n, "the unit the artillery hits (§16.7)", &pick, e))
			return e->code;
		log_step(a->g->log, "§16.7", "%s (calibre %s) fires at symbol %d: %s%s", p->id, cal,
				a->target, prio[level], no ? ", in its own sector" : "");
		om_old_step_loss(a->g, a->st, &a->u, pick, "German artillery fire", "§16.7");
		return 0;
	}
	log_step(a->g->log, "§16.7", "%s (calibre %s): no US unit with symbol %d on a beach hex or "
			"in a landing box: no action", p->id, cal, a->target);
	return 0;
}

/* §16.9, §16.91 Ambush: one US unit with the card's symbol in an intense hex
 * loses a step; else one in a sustained or sporadic hex is disrupted; ties the
 * closest, then most steps, then your choice. */
static int ambush(struct ga *a, const struct act *p, struct err *e)
{
	if (need_target(a, "§16.9", e))
		return e->code;
	for (int pass = 0; pass < 2; pass++) {
		int cand[MAXU], nc = 0, best = 1000;
		for (int i = 0; i < a->u.k->nrows && nc < MAXU; i++) {
			const char *at = state_field(&a->u.k->rows[i], a->u.at);
			int l = field_level(a, p->id, at);
			if (l < 0 || (pass == 0 && l != 0) || (pass == 1 && l == 0) ||
			    om_atoi(state_field(&a->u.k->rows[i], a->u.symbol)) != a->target)
				continue;
			int d = pos_distance(a, p->row, at);
			if (d < best)
				best = d, nc = 0;
			if (d == best)
				cand[nc++] = i;
		}
		if (nc == 0)
			continue;
		int eq[MAXU], pick, n = most_steps(a, cand, nc, eq);
		if (choose(a, eq, n, "the unit the ambush hits (§16.91)", &pick, e))
			return e->code;
		if (pass == 0)
			om_old_step_loss(a->g, a->st, &a->u, pick, "ambush, intense hex", "§16.9");
		else
			disrupt(a, pick, "ambush, sustained or sporadic hex", "§16.9");
		return 0;
	}
	log_step(a->g->log, "§16.9", "No US unit with symbol %d in %s's field of fire: no action",
			a->target, p->id);
	return 0;
}

/* US strength points in a position's field of fire (§16.3's third criterion). */
static int field_strength(const struct ga *a, const char *pid, struct err *e, int *out)
{
	int scol = state_col(a->u.k, "strength");

	*out = 0;
	for (int i = 0; i < a->u.k->nrows; i++)
		if (field_level(a, pid, state_field(&a->u.k->rows[i], a->u.at)) >= 0) {
			if (scol < 0)
				return err_set(e, EXIT_DATA, "%s: the unit rows need a 'strength' column "
						"(§16.3)", a->st->path);
			*out += om_atoi(state_field(&a->u.k->rows[i], scol));
		}
	return 0;
}

/* §16.3, §16.31-§16.34 Redeploy: to an unoccupied reinforcement position of the
 * sector (ruling a28-redeploy-sector) with US units in its field and a LOC: a
 * VP position first, then the lowest number, then the most US strength. */
static int redeploy(struct ga *a, const struct act *p, struct err *e)
{
	const char *a28 = game_rule(a->g, a->st, "a28-redeploy-sector");
	int from_vp = !strcmp(om_old_col(a->st, "position", &a->pk->rows[p->row], "vp"), "1");
	int best = -1, bvp = 0, bnum = 0, bstr = 0, loc;

	if (om_old_loc_trace(a->g, a->st, p->id, 0, &loc, e))
		return e->code;
	if (!loc) {
		log_step(a->g->log, "§16.3", "%s has no German LOC: no redeployment", p->id);
		return 0;
	}
	for (int i = 0; i < a->pk->nrows; i++) {
		const struct state_row *r = &a->pk->rows[i];
		const char *pid = state_field(r, 1);
		char h1[8];
		struct grid_hex h;
		if (i == p->row || strcmp(om_old_col(a->st, "position", r, "kind"), "reinf") ||
		    german_at(a, pid) >= 0 || first_hex(a, i, &h, h1, sizeof h1))
			continue;
		struct state_row *hr = om_old_hex(a->st, h1);
		if (hr == NULL || ((a28 == NULL || strcmp(a28, "any")) &&
				strcmp(om_old_col(a->st, "hex", hr, "sector"), a->sector)))
			continue;
		int vp = !strcmp(om_old_col(a->st, "position", r, "vp"), "1"), num, str, l;
		char letter;
		if ((from_vp && !vp) || !us_in_field(a, pid, 2))   /* §16.31 */
			continue;
		if (om_old_loc_trace(a->g, a->st, pid, 0, &l, e))
			return e->code;
		if (!l)
			continue;
		split_id(pid, &num, &letter);
		if (field_strength(a, pid, e, &str))
			return e->code;
		if (best < 0 || vp > bvp || (vp == bvp && (num < bnum || (num == bnum && str > bstr))))
			best = i, bvp = vp, bnum = num, bstr = str;
	}
	if (best < 0) {
		log_step(a->g->log, "§16.3", "No unoccupied reinforcement position of the %s sector "
				"with US units in its field of fire and a LOC%s: no action", a->sector,
				from_vp ? " (from a VP position, only a VP position, §16.31)" : "");
		return 0;
	}
	char h1[8];
	struct grid_hex h;
	struct state_row *gr = &a->gk->rows[p->gi];
	first_hex(a, best, &h, h1, sizeof h1);
	state_field_set(gr, state_col(a->gk, "position"), state_field(&a->pk->rows[best], 1));
	state_field_set(gr, state_col(a->gk, "hex"), h1);
	log_step(a->g->log, "§16.3", "%s redeploys with its marker from %s to %s (%s: %s, number "
			"%d, US strength %d in its field); it does not fire this phase (§16.32)",
			state_field(gr, 1), p->id, state_field(&a->pk->rows[best], 1), h1,
			bvp ? "a VP position" : "not a VP position", bnum, bstr);
	if (om_old_nofire_add(a->st, state_field(&a->pk->rows[best], 1), e))   /* §16.32 */
		return e->code;
	return om_old_depth_swap(a->g, a->st, a->c, &a->drawn, p->gi, h1, "§16.34", e);
}

/* §16.2, §16.21 Resupply: with a LOC and no depth marker, one is drawn face
 * down from its pool (om_old_depth_give, §9.21); then the unit fires. */
static int resupply(struct ga *a, const struct act *p, struct err *e)
{
	int loc;

	if (om_old_loc_trace(a->g, a->st, p->id, 0, &loc, e))
		return e->code;
	if (loc && !has_marker(a, p->gi)) {
		int placed;
		if (om_old_depth_give(a->g, a->st, a->c, &a->drawn, p->gi, "§16.2", &placed, e))
			return e->code;
		log_step(a->g->log, "§16.2", placed ? "%s resupplies: it draws a depth marker (face "
				"down)" : "%s resupplies: no depth marker is left for it (§9.24)", p->id);
	} else
		log_step(a->g->log, "§16.2", "%s does not resupply (%s)", p->id,
				loc ? "it has a depth marker" : "no German LOC");
	log_step(a->g->log, "§16.2", "%s then fires (§6: the fire order)", p->id);
	return 0;
}

static int advance(struct ga *a, const struct act *p, struct err *e)
{
	struct order o;
	static const char *const keys[] = { "position", "path", "us_loss", "displace" };

	memset(&o, 0, sizeof o);
	o.spec = a->o->spec;
	for (int k = 0; k < 4; k++) {
		const char *v = k == 0 ? p->id : order_get(a->o, keys[k]);
		o.key[o.n] = (char *)keys[k];
		o.val[o.n] = (char *)(v ? v : "");
		o.given[o.n] = 1;
		o.n++;
	}
	log_step(a->g->log, "§16.85", "%s (%s, number %d): advance, after the other actions",
			p->id, p->colour, p->number);
	if (om_old_advance(a->g, a->st, &o, e) ||
	    om_old_depth_swap_pending(a->g, a->st, a->c, &a->drawn, e))   /* §16.83 */
		return e->code;
	return 0;
}

/* The position's row of the German Action Summary (actions.csv). */
static const char *summary_row(const struct ga *a, const struct act *p)
{
	int wn = !strcmp(om_old_col(a->st, "position", &a->pk->rows[p->row], "kind"), "wn");

	if (p->gi < 0)
		return wn ? "wn-empty" : "reinf-empty";
	if (us_in_field(a, p->id, 2))
		return wn ? "wn-us" : "reinf-us";
	return wn ? "wn-nous" : "reinf-nous";
}

int om_old_german_action(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, int automatic, int *card_used, struct err *e)
{
	struct ga a;
	struct act acts[MAXA];
	char use[16];
	int na = 0, turn, nadv = 0, reoccupied = 0;
	const struct table *t;
	struct {
		char name[24], letter[2];
		int dbl;
	} col[3];

	*card_used = 0;
	memset(&a, 0, sizeof a);
	a.g = g, a.st = st, a.o = o, a.automatic = automatic, a.c = c;
	if (om_drawn_parse(o, &a.drawn, e))
		return e->code;
	a.sector = order_get(o, "sector");
	if (strcmp(a.sector, "east") && strcmp(a.sector, "west"))
		return err_set(e, EXIT_USAGE, "german-action: sector=%s is not east or west",
				a.sector);
	if ((turn = om_old_turn(st, e)) < 0 || om_old_units(st, &a.u, e))
		return e->code;
	if (turn < 17)
		return err_set(e, EXIT_REFUSED, "german-action: turn %d: German actions are made "
				"on turns 17-32 (§15, §16)", turn);
	a.pk = state_kind(st, "position"), a.gk = state_kind(st, "german");
	a.fk = state_kind(st, "field");
	if (a.gk == NULL || a.pk == NULL)
		return err_set(e, EXIT_DATA, "%s: German units and positions are needed", st->path);
	snprintf(use, sizeof use, "fire-%s", a.sector);
	int rc = om_old_card_on_track(g, st, use, 1, &a.card, e);
	if (rc > 1)
		return rc;
	if (rc == 1)
		return err_set(e, EXIT_REFUSED, "german-action: no %s fire card on this turn's "
				"track (§16)", a.sector);
	if (table_get(g->tables, "omaha", "actions", &t, e))
		return e->code;
	/* the colours and their letters (§16: F, the armour icon or the star is fire) */
	for (int k = 0; k < 3; k++) {
		char cn[8];
		const char *v, *s;
		size_t n;
		snprintf(cn, sizeof cn, "fire%d", k + 1);
		if (om_card_need(&a.card, cn, "§16", &v, e))
			return e->code;
		n = strspn(v, "abcdefghijklmnopqrstuvwxyz");
		snprintf(col[k].name, sizeof col[k].name, "%.*s", (int)(n < 23 ? n : 23), v);
		s = v + n;
		col[k].dbl = *s == '2';
		const char *slash = strchr(s, '/');
		col[k].letter[0] = slash && slash[1] ? slash[1] : 'F';
		col[k].letter[1] = 0;
	}
	/* the positions of those colours in the sector that may act (§16) */
	for (int i = 0; i < a.pk->nrows; i++) {
		const struct state_row *pr = &a.pk->rows[i];
		const char *pid = state_field(pr, 1), *colour = om_old_col(st, "position", pr, "colour");
		char h1[8];
		struct grid_hex h;
		int k, loc;
		for (k = 0; k < 3 && strcmp(col[k].name, colour); k++)
			;
		if (k == 3 || first_hex(&a, i, &h, h1, sizeof h1) || om_old_hex(st, h1) == NULL ||
		    strcmp(om_old_col(st, "hex", om_old_hex(st, h1), "sector"), a.sector))
			continue;
		if (na == MAXA)
			return err_set(e, EXIT_DATA, "%s: more than %d positions act", st->path, MAXA);
		struct act *p = &acts[na];
		memset(p, 0, sizeof *p);
		p->row = i;
		p->gi = german_at(&a, pid);
		snprintf(p->id, sizeof p->id, "%s", pid);
		snprintf(p->colour, sizeof p->colour, "%s", colour);
		split_id(pid, &p->number, &p->letter);
		int wn = !strcmp(om_old_col(st, "position", pr, "kind"), "wn");
		if (p->gi >= 0 && !strcmp(state_field(&a.gk->rows[p->gi],
				state_col(a.gk, "disrupted")), "1")) {
			log_step(g->log, "§16", "%s (%s) is disrupted: it does not act", pid, colour);
			continue;
		}
		if (p->gi < 0) {
			if (!wn && !us_within(&a, i, 2)) {
				log_step(g->log, "§16", "%s (%s), unoccupied, has no US unit within 2 "
						"hexes: it does not act", pid, colour);
				continue;
			}
			if (om_old_loc_trace(g, st, pid, 0, &loc, e))
				return e->code;
			if (!loc) {
				log_step(g->log, "§16", "%s (%s), unoccupied, has no German LOC: it does "
						"not act", pid, colour);
				continue;
			}
		}
		const char *row = summary_row(&a, p), *act;
		int r, cl;
		if ((r = table_find_row(t, row, "§16", e)) < 0)
			return e->code;
		if ((cl = table_col(t, col[k].letter)) < 0)
			return err_set(e, EXIT_UNKNOWN, "card %d: the letter %s of %s has no column in "
					"the German Action Summary (tables/omaha/actions.csv, §16)",
					a.card.number, col[k].letter, colour);
		if (table_need(t, r, cl, "§16", &act, e))
			return e->code;
		snprintf(p->action, sizeof p->action, "%s", act);
		if (wn && p->gi >= 0 && !strcmp(act, "mortar")) {
			const char *a25 = game_rule(g, st, "a25-wn-mortar");
			if (a25 && !strcmp(a25, "never"))
				snprintf(p->action, sizeof p->action, "none");
		}
		if (p->gi >= 0 && !strcmp(p->action, "none")) {   /* ruling a26-action-fallback */
			const char *a26 = game_rule(g, st, "a26-action-fallback");
			if ((!a26 || strcmp(a26, "none")) && us_in_field(&a, pid, 2)) {
				snprintf(p->action, sizeof p->action, "fire");
				log_step(g->log, "§16", "%s (%s, letter %s, %s): no action on the summary; "
						"US units in its field: it fires (ruling a26-action-fallback)",
						pid, colour, col[k].letter, row);
			}
		}
		/* §16: an occupied position acts on a double symbol only with a depth
		 * marker, except Resupply (§16.21); an unoccupied one whatever the symbol */
		if (p->gi >= 0 && col[k].dbl && !has_marker(&a, p->gi) &&
		    strcmp(p->action, "resupply")) {
			log_step(g->log, "§16", "%s (%s, double symbol) has no depth marker: it does "
					"not act", pid, colour);
			continue;
		}
		if (!strcmp(p->action, "none")) {
			log_step(g->log, "§16", "%s (%s, letter %s, %s): no action", pid, colour,
					col[k].letter, row);
			continue;
		}
		nadv += !strcmp(p->action, "advance");
		na++;
	}
	if (nadv > 1 && order_given(o, "path"))
		return err_set(e, EXIT_USAGE, "german-action: %d positions advance: path= can only "
				"name one Advance's path (resolve them with the advance order)", nadv);
	qsort(acts, (size_t)na, sizeof acts[0], cmp_act);
	if (na == 0)
		log_step(g->log, "§16", "No position of the %s fire card's colours acts", a.sector);
	for (int k = 0; k < na; k++) {
		struct act *p = &acts[k];
		if (!strcmp(p->action, "advance")) {
			if (advance(&a, p, e))
				return e->code;
			continue;
		}
		if (!strcmp(p->action, "reoccupy")) {   /* §16.12: every Re-occupy at once */
			const char *pids[MAXA];
			int np = 0;
			if (reoccupied)
				continue;
			reoccupied = 1;
			for (int j = k; j < na; j++)
				if (!strcmp(acts[j].action, "reoccupy")) {
					log_step(g->log, "§16", "%s (%s, number %d): reoccupy", acts[j].id,
							acts[j].colour, acts[j].number);
					pids[np++] = acts[j].id;
				}
			if (om_old_reoccupy(g, st, c, &a.drawn, pids, np, e))
				return e->code;
			continue;
		}
		log_step(g->log, "§16", "%s (%s, number %d): %s", p->id, p->colour, p->number,
				p->action);
		if (!strcmp(p->action, "fire"))
			log_step(g->log, "§16", "%s fires normally (§6: the fire order)", p->id);
		else if (!strcmp(p->action, "resupply")) {
			if (resupply(&a, p, e))
				return e->code;
		} else if (!strcmp(p->action, "redeploy")) {
			if (redeploy(&a, p, e))
				return e->code;
		} else if (!strcmp(p->action, "reinforce")) {
			char h1[8];
			struct grid_hex h;
			int vp = !strcmp(om_old_col(st, "position", &a.pk->rows[p->row], "vp"), "1");
			if (!vp && !us_in_field(&a, p->id, 1)) {
				log_step(g->log, "§16.4", "%s, not a VP position, has no US unit in its "
						"intense or sustained field: no action", p->id);
				continue;
			}
			first_hex(&a, p->row, &h, h1, sizeof h1);
			if (om_old_reinforce_place(g, st, c, p->id, p->number, h1, e))
				return e->code;
		} else if (!strcmp(p->action, "mortar")) {
			if (mortar(&a, p, e))
				return e->code;
		} else if (!strcmp(p->action, "patrol")) {
			if (patrol(&a, p, e))
				return e->code;
		} else if (!strcmp(p->action, "artillery")) {
			if (artillery(&a, p, e))
				return e->code;
		} else if (!strcmp(p->action, "ambush")) {
			if (ambush(&a, p, e))
				return e->code;
		} else
			return err_set(e, EXIT_DATA, "tables/omaha/actions.csv: action '%s' of %s is "
					"not an action of §16", p->action, p->id);
	}
	return om_drawn_done(&a.drawn, e);
}
