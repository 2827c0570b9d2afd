/*
 * air.c: `bombard kind=air value=N at=HEX`: one air-bombardment marker (§16).
 *
 * The bombing side spends the marker's value from its air points of the turn
 * (§16.1, §16.12: set,air_points.SIDE, else the turn track, air-points.csv);
 * one marker per hex (§16.13). The other side fires AA first (§16.2): each AA
 * unit in the hex rolls 1d6 against its attack vs armour (§16.21), each
 * adjacent stack with AA units 2d6 against their sum (§16.22); each success is
 * +1 to the bombing dice. A unit fires once a phase and its result stands for
 * every marker (§16.23: stored as aa_hit / aa_miss), tested "une seule fois
 * (cas le plus favorable pour l'unité AA)": with markers= (the side's other
 * markers of the phase, all placed before any AA fire, §16.13), a unit that
 * could fire both in its own hex (1d6) and as its stack next to another marker
 * (2d6) tests in the case more likely to succeed (plan_shooters). A stack's
 * fire adds +1 when any of its units' tests succeeded. Then the top 3 companies
 * or 9 platoons (§16.31) each take 1d6, +1 per AA success, +1 if cloudy
 * (§16.32, §22.3), read on the marker's back for the hex's altitude (a city
 * reads 6): <= (P) a step, <= N "immobilized" and to the bottom of the stack
 * (§16.33, §16.34).
 *
 * The dice are a chain of steps over a plain struct (odds.h): the AA shooters
 * one by one, then the units one by one; resolve walks the same chain.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bombard.h"
#include "i18n.h"

#define AIR_SH 64        /* AA tests of one marker: the hex's units and 6 stacks */
#define AIR_MARKERS 16   /* markers= (§16.13: one marker per hex) */

struct air_shooter {
	struct s43_unit *u[BD_LIST];   /* the units of one test: one unit, or a stack */
	int nu;
	int in_hex;                    /* fires at the marker from its hex (§16.21), else
	                                  from an adjacent stack (§16.22) */
	int dice;                      /* 1 (§16.21) or 2 (§16.22) */
	int need;                      /* success on <= need */
	int stored;                    /* -1 none, 0 miss, 1 hit (§16.23) */
	int best;                      /* §16.23: tested in its other, more favourable case */
	int group, weight;             /* +weight when a test of the group succeeds */
};

struct air {
	int side, value, points, altitude, immobilize, step, cloudy, both;
	int refill;                    /* ruling air-group=refill (A16) */
	struct air_shooter sh[AIR_SH];
	int nsh, ngroups;
	struct grid_hex markers[AIR_MARKERS];   /* markers=: the other markers (§16.23) */
	int nmarkers;
	struct s43_unit *stack[64];
	int nstack, ngroup;
};

/* Plain bytes for the odds engine. */
struct air_st {
	uint8_t stage, plus;
	uint8_t size;                      /* air-group=refill: platoons counted (§16.31) */
	uint8_t aa[AIR_SH];                /* 0 miss, 1 hit */
	uint8_t out[BD_GROUP];             /* 0 none, 1 immobilized, 2 step, 3 both */
};

static int aa_capable(struct bd_ctx *b, const struct s43_unit *u)
{
	int all = strcmp(game_rule(b->g, b->cst, "aa-capable"), "aa-only") != 0;

	if (u->weapon == S43_W_AA || u->kind == S43_K_AA_MG || u->kind == S43_K_SP_AA)
		return 1;
	if (!all)
		return 0;
	return (u->weapon == S43_W_ART && strncmp(u->model, "88", 2) == 0) ||   /* §2.31 */
		(u->kind == S43_K_SP && u->weapon == S43_W_HOW);                     /* §2.321 */
}

/* May it fire now? (§7.3, §15.32, A17) */
static int aa_fires(struct bd_ctx *b, const struct s43_unit *u)
{
	int mg_only = strcmp(game_rule(b->g, b->cst, "aa-limbered"), "aa-mg-only") == 0;

	if (!u->onmap || !aa_capable(b, u) || (u->flags & S43_F_OUT_OF_SUPPLY))
		return 0;
	if ((u->flags & S43_F_LIMBERED) && (!mg_only || u->kind == S43_K_AA_MG))
		return 0;
	return 1;
}

static int stored(const struct s43_unit *u)
{
	return u->flags & S43_F_AA_HIT ? 1 : u->flags & S43_F_AA_MISS ? 0 : -1;
}

/* The marker (§16.12): its side and value; no air support at night (§3.3) nor
 * in rain (§16.1, §22.4). */
static int plan_marker(struct bd_ctx *b, struct air *a, int ti, const char *hx,
		struct err *e)
{
	const char *v = order_get(b->o, "value");

	if (b->target_side < 0)
		return kit_refuse(e, "§16.13", "bombard: no unit in %s: markers go on hexes with "
				"enemy units", hx);
	a->side = !b->target_side;
	if (strlen(v) != 1 || v[0] < '1' || v[0] > '3')
		return err_set(e, EXIT_USAGE, "bombard: kind=air needs value=1, 2 or 3 (the "
				"marker, §16.12)");
	a->value = v[0] - '0';
	if (a->side == S43_AXIS ? a->value == 3 : a->value == 1)
		return kit_refuse(e, "§16.12", "bombard: the %s markers are worth %s, not %d",
				s43_side_mpl(a->side), a->side == S43_AXIS ? _("1 or 2") : _("2 or 3"),
				a->value);
	if (ti >= 0 && ti % 3 == 2)
		return kit_refuse(e, "§3.3", "bombard: no air support phase in a night turn (%s)",
				state_get(b->cst, "turn"));
	if (b->map->weather && strcmp(b->map->weather, "rain") == 0)
		return kit_refuse(e, "§16.1, §22.4", "bombard: rain: no air points this turn");
	a->cloudy = b->map->weather && strcmp(b->map->weather, "cloudy") == 0;
	a->both = strcmp(game_rule(b->g, b->cst, "air-one-both"), "step") != 0;
	return 0;
}

/* The side's air points this turn (§16.1, §16.12): set,air_points.SIDE, else
 * the turn track (air-points.csv). */
static int plan_points(struct bd_ctx *b, struct air *a, int ti, struct err *e)
{
	const char *turn = state_get(b->cst, "turn"), *pts, *cell;
	const struct table *t;
	char key[48], *end;
	long p;
	int r, c;

	snprintf(key, sizeof key, "air_points.%s", s43_side_name(a->side));
	if ((pts = state_get(b->cst, key)) != NULL) {
		p = strtol(pts, &end, 10);
		if (*pts == '\0' || *end || p < 0 || p > 999)
			return err_set(e, EXIT_DATA, "%s: set,%s,'%s' is not a number of air points",
					kit_path(b->cst), key, pts);
	} else {
		if (ti < 0)
			return err_set(e, EXIT_DATA, "bombard: the state has neither set,%s nor a "
					"turn (set,turn,9-morning ...) to read the turn track", key);
		if (table_get(b->g->tables, "salerno43", "air-points", &t, e) ||
		    (r = table_find_row(t, turn, "§16.1", e)) < 0 ||
		    (c = table_find_col(t, s43_side_name(a->side), "§16.1", e)) < 0 ||
		    table_need(t, r, c, "§16.1", &cell, e))
			return e->code;
		p = strtol(cell, &end, 10);
		if (*cell == '\0' || *end || p < 0 || p > 999)
			return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a number of air points",
					t->source, t->lines[r], c + 1, cell);
	}
	a->points = (int)p;
	if (a->value > a->points)
		return kit_refusen(e, "§16.12", "bombard: a marker of %d with %d air point left",
				"bombard: a marker of %d with %d air points left", a->points,
				a->value, a->points);
	return 0;
}

/* One marker per hex (§16.13), and the marker's back, read before any die
 * (§16.33). */
static int plan_back(struct bd_ctx *b, struct air *a, const char *hx, struct err *e)
{
	const struct state_kind *mk = state_kind(b->cst, "marker");
	char key[48];

	for (int i = 0; mk && i < mk->nrows; i++) {
		const struct state_row *r = &mk->rows[i];
		if (!strcmp(state_field(r, state_col(mk, "type")), "air") &&
		    !strcmp(state_field(r, state_col(mk, "hex")), hx) &&
		    strcmp(state_field(r, state_col(mk, "toward")), s43_side_name(a->side)))
			return kit_refuse(e, "§16.13", "bombard: %s already has an air marker this "
					"phase: one marker per hex", hx);
	}
	a->altitude = s43_bd_altitude(b, b->at);
	if (a->altitude < 1)
		return err_set(e, EXIT_DATA, "bombard: hex %s is not in the map of %s (no 'hex' "
				"row)", hx, kit_path(b->cst));
	snprintf(key, sizeof key, "%s-%d", s43_side_name(a->side), a->value);
	if (s43_bd_back(b, "air-markers", key, a->altitude, "§16.33", &a->immobilize, &a->step,
			1, e))
		return e->code;
	log_step(b->log, "§16.12, §16.13", "%s air marker of %d on %s (%d of %d air points)",
			s43_side_m(a->side), a->value, hx, a->value, a->points);
	log_step(b->log, "§16.33", "Its back at altitude %d%s reads %d(%d): a step on %d or "
			"less, immobilized on %d or less", a->altitude,
			s43_hex_find(b->map, b->at)->city ? _(" (a city)") : "", a->immobilize, a->step,
			a->step, a->immobilize);
	return 0;
}

/* The ways out of 36 that a test succeeds: 1d6 or 2d6 at most `need`. */
static int ways36(int dice, int need)
{
	if (dice == 1)
		return (need < 0 ? 0 : need > 6 ? 6 : need) * 6;
	if (need < 2)
		return 0;
	if (need >= 12)
		return 36;
	return need <= 7 ? (need - 1) * need / 2 : 36 - (12 - need) * (13 - need) / 2;
}

/* 1 if h holds one of markers= (adj 0), or is next to one (adj 1). */
static int near_marker(const struct air *a, struct grid_hex h, int adj)
{
	for (int i = 0; i < a->nmarkers; i++)
		if (adj ? grid_distance(a->markers[i], h) == 1 : grid_equal(a->markers[i], h))
			return 1;
	return 0;
}

static struct air_shooter *add_shooter(struct air *a, int in_hex, int dice, int need,
		int stored, int group, int weight, struct err *e)
{
	struct air_shooter *s;

	if (a->nsh >= AIR_SH) {
		err_set(e, EXIT_DATA, "bombard: more than %d AA tests for one marker: more than "
				"stacks of 8 companies hold (§6.1)", AIR_SH);
		return NULL;
	}
	s = &a->sh[a->nsh++];
	memset(s, 0, sizeof *s);
	s->in_hex = in_hex, s->dice = dice, s->need = need, s->stored = stored;
	s->group = group, s->weight = weight;
	return s;
}

/* The AA units of the target hex, each a test of its own (§16.21), except
 * those whose stack is next to another marker and more likely to succeed
 * there (§16.22): they test once, together, in that case (§16.23), each
 * adding +1 here when it succeeds. */
static int plan_in_hex(struct bd_ctx *b, struct air *a, const char *hx, struct err *e)
{
	struct s43_unit *st[64], *ch[64];
	int n = s43_stack(b->map, b->at, b->target_side, st, 64), sum = 0, nch = 0;
	int alt = near_marker(a, b->at, 1);
	struct air_shooter *s;

	for (int k = 0; k < n; k++)
		if (aa_fires(b, st[k]) && (sum += s43_value(st[k], st[k]->att_armor, st[k]->steps),
				++nch > BD_LIST))
			return err_set(e, EXIT_DATA, "bombard: more than %d AA units in %s: more than "
					"a stack of 8 companies holds (§6.1)", BD_LIST, hx);
	nch = 0;
	for (int k = 0; k < n; k++) {
		int v;
		if (!aa_fires(b, st[k]))
			continue;
		v = s43_value(st[k], st[k]->att_armor, st[k]->steps);
		if (alt && stored(st[k]) < 0 && ways36(2, sum) > ways36(1, v)) {
			ch[nch++] = st[k];
			continue;
		}
		if ((s = add_shooter(a, 1, 1, v, stored(st[k]), a->ngroups++, 1, e)) == NULL)
			return e->code;
		s->u[s->nu++] = st[k];
	}
	if (nch) {
		if ((s = add_shooter(a, 1, 2, sum, -1, a->ngroups++, nch, e)) == NULL)
			return e->code;
		s->best = 1;
		memcpy(s->u, ch, (size_t)nch * sizeof *ch);
		s->nu = nch;
	}
	return 0;
}

/* An adjacent stack with AA units (§16.22): one group; its units with a result
 * stored (§16.23) keep it, those in the hex of another marker that are more
 * likely to succeed alone there (§16.21) test alone, the rest test together. */
static int plan_adjacent(struct bd_ctx *b, struct air *a, struct grid_hex h, struct err *e)
{
	struct s43_unit *st[64];
	struct air_shooter *s, *rest = NULL, *kept = NULL;
	int n = s43_stack(b->map, h, b->target_side, st, 64), sum = 0, g = a->ngroups;
	int own = near_marker(a, h, 0);

	for (int k = 0; k < n; k++)
		if (aa_fires(b, st[k]))
			sum += s43_value(st[k], st[k]->att_armor, st[k]->steps);
	for (int k = 0; k < n; k++) {
		int v;
		if (!aa_fires(b, st[k]))
			continue;
		v = s43_value(st[k], st[k]->att_armor, st[k]->steps);
		if (stored(st[k]) >= 0) {   /* one result for the stored ones: any success */
			if (kept == NULL && (kept = add_shooter(a, 0, 2, sum, 0, g, 1, e)) == NULL)
				return e->code;
			kept->stored |= stored(st[k]);
			if (kept->nu < BD_LIST)
				kept->u[kept->nu++] = st[k];
			continue;
		}
		if (own && ways36(1, v) > ways36(2, sum)) {
			if ((s = add_shooter(a, 0, 1, v, -1, g, 1, e)) == NULL)
				return e->code;
			s->best = 1;
			s->u[s->nu++] = st[k];
			continue;
		}
		if (rest == NULL && (rest = add_shooter(a, 0, 2, sum, -1, g, 1, e)) == NULL)
			return e->code;
		if (rest->nu >= BD_LIST)
			return err_set(e, EXIT_DATA, "bombard: more than %d AA units in one hex",
					BD_LIST);
		rest->u[rest->nu++] = st[k];
	}
	if (a->nsh > 0 && a->sh[a->nsh - 1].group == g)
		a->ngroups++;
	return 0;
}

/* AA shooters: the hex's units one by one, then the adjacent stacks (§16.2). */
static int plan_shooters(struct bd_ctx *b, struct air *a, const char *hx, struct err *e)
{
	struct grid_hex nb[6];
	const char *list = order_get(b->o, "markers");

	if (*list && (a->nmarkers = kit_hexes(list, a->markers, AIR_MARKERS)) < 0)
		return err_set(e, EXIT_USAGE, "bombard: markers= is a list of at most %d hexes",
				AIR_MARKERS);
	for (int i = 0; i < a->nmarkers; i++)
		if (grid_equal(a->markers[i], b->at))
			return err_set(e, EXIT_USAGE, "bombard: markers= names the other markers of "
					"the phase; %s is this one's", hx);
	if (plan_in_hex(b, a, hx, e))
		return e->code;
	grid_neighbours(b->at, nb);
	for (int d = 0; d < 6; d++)
		if (plan_adjacent(b, a, nb[d], e))
			return e->code;
	return 0;
}

/* The group: top 3 companies or 9 platoons (§16.31), fixed before rolling
 * (A16), or refilled (ruling air-group). */
static int plan_group(struct bd_ctx *b, struct air *a, const char *hx, struct err *e)
{
	char list[512];

	a->nstack = s43_stack(b->map, b->at, b->target_side, a->stack, 64);
	a->ngroup = s43_group(a->stack, a->nstack, 0);
	a->refill = !strcmp(game_rule(b->g, b->cst, "air-group"), "refill");
	if (a->refill && a->nstack > BD_GROUP)
		return err_set(e, EXIT_DATA, "bombard: more than %d units in %s: above the "
				"stacking limit of 8 companies (§6.1)", BD_GROUP, hx);
	log_step(b->log, a->refill ? "§16.31; ruling air-group" : "§16.31", "Affected in %s, "
			"from the top (3 companies or 9 platoons): %s%s", hx,
			s43_ids(a->stack, a->ngroup, list, sizeof list), a->refill ? _("; an immobilized "
			"unit leaves the top of the stack and the next unit that fits is bombed too") :
			"");
	return 0;
}

static int plan(struct bd_ctx *b, struct air *a, struct err *e)
{
	int ti;
	char hx[5];

	s43_hex_name(b->at, hx);
	if (s43_turn_get(b->cst, &ti, e) || plan_marker(b, a, ti, hx, e) ||
	    plan_points(b, a, ti, e) || plan_back(b, a, hx, e) || plan_shooters(b, a, hx, e) ||
	    plan_group(b, a, hx, e))
		return e->code;
	return 0;
}

/* The +1s of the tests made so far: a group's weight when any of its tests
 * succeeded (a stack's fire, §16.22; the units of §16.23's stack case). */
static int aa_plus(const struct air *a, const struct air_st *s)
{
	int plus = 0;

	for (int g = 0; g < a->ngroups; g++) {
		int hit = 0, w = 0;
		for (int i = 0; i < s->stage && i < a->nsh; i++)
			if (a->sh[i].group == g)
				hit |= s->aa[i], w = a->sh[i].weight;
		plus += hit ? w : 0;
	}
	return plus;
}

static int step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct bd_ctx *b = ((void **)ctx)[0];
	const struct air *a = ((void **)ctx)[1];
	struct air_st *s = state;
	struct chance_roll r;

	if (s->stage < a->nsh) {
		const struct air_shooter *sh = &a->sh[s->stage];
		char hx[5], dice[48], ids[256];
		grid_format(sh->u[0]->hex, hx);
		s43_ids((struct s43_unit **)sh->u, sh->nu, ids, sizeof ids);
		if (sh->stored >= 0) {
			s->aa[s->stage] = (uint8_t)sh->stored;
			log_step(b->log, "§16.23", "%s%s already fired this phase (%s): %s", sh->in_hex ?
					sh->u[0]->id : _("The AA of "), sh->in_hex ? "" : hx,
					sh->stored ? _("a success") : _("a miss"), sh->stored ? "+1" : _("no effect"));
		} else {
			if (chance_rollf(c, sh->dice, 6, CHANCE_SUM, 0, &r, e,
					"AA fire of %s", sh->in_hex || sh->best ? ids : hx))
				return e->code;
			s->aa[s->stage] = r.value <= sh->need;
			kit_roll(&r, dice, sizeof dice);
			if (sh->best && sh->in_hex)
				log_step(b->log, "§16.23, §16.22", "AA fire of %s in the hex, tested once "
						"in the most favourable case, as their stack next to another "
						"marker: %s against %d: %s", ids, dice, sh->need, s->aa[s->stage] ?
						_("+1 each to the bombing dice") : _("no effect"));
			else if (sh->best)
				log_step(b->log, "§16.23, §16.21", "AA fire of %s (adjacent, in %s), tested "
						"once in the most favourable case, alone under its own marker: %s "
						"against %d: %s", ids, hx, dice, sh->need, s->aa[s->stage] ?
						_("a success, +1 for its stack") : _("a miss"));
			else if (sh->in_hex)
				log_step(b->log, "§16.21", "AA fire of %s in the hex: %s against its "
						"attack vs armour %d: %s", sh->u[0]->id, dice, sh->need,
						s->aa[s->stage] ? _("+1 to the bombing dice") : _("no effect"));
			else
				log_step(b->log, "§16.22", "AA fire of the stack in %s (adjacent): %s "
						"against %d: %s", hx, dice, sh->need, s->aa[s->stage] ?
						_("+1 to the bombing dice") : _("no effect"));
		}
		s->stage++;
		s->plus = aa_plus(a, s);
		return s->stage == a->nsh && a->ngroup == 0;
	}
	int k = s->stage - a->nsh;
	const struct s43_unit *u = a->stack[k];
	if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "air bombardment of %s", u->id))
		return e->code;
	int total = r.value + s->plus + a->cloudy;
	s->out[k] = total <= a->step ? (a->both ? 3 : 2) : total <= a->immobilize ? 1 : 0;
	if (!log_quiet(b->log)) {
		char mods[64] = "";
		if (s->plus || a->cloudy)
			snprintf(mods, sizeof mods, " +%d%s%s = %d", s->plus + a->cloudy,
					s->plus ? _(" (AA)") : "", a->cloudy ? _(" (cloudy, §22.3)") : "", total);
		log_step(b->log, "§16.32, §16.33", "Bombing die for %s: %d%s: %s", u->id, r.value,
				mods, s->out[k] == 3 ? _("a step and immobilized (ruling air-one-both)") :
				s->out[k] == 2 ? _("a step") : s->out[k] == 1 ? _("immobilized") : _("no effect"));
	}
	s->stage++;
	if (!a->refill)
		return k + 1 == a->ngroup;
	/* A16, ruling air-group=refill: an immobilized unit went to the bottom
	 * (§16.33), so the count of §16.31 from the top goes on below it */
	if (s->out[k] != 1 && s->out[k] != 3)
		s->size += u->platoon ? 1 : 3;
	return k + 1 == a->nstack || s->size + (a->stack[k + 1]->platoon ? 1 : 3) > 9;
}

/* The units the dice reached (the group, or more under air-group=refill). */
static int rolled(const struct air *a, const struct air_st *s)
{
	return s->stage > a->nsh ? s->stage - a->nsh : 0;
}

static int odds(struct bd_ctx *b, struct air *a, struct odds_report *r, struct err *e)
{
	struct odds_states out = { 0 };
	struct air_st init;
	void *ctx[2] = { b, a };
	int rc, overflow = 0;

	memset(&init, 0, sizeof init);
	if (a->nsh == 0 && a->ngroup == 0)
		return kit_refuse(e, "§16.31", "bombard: nothing to bombard");
	if ((rc = odds_report_enumerate(r, &init, sizeof init, step, ctx, a->nsh + (a->refill ?
			a->nstack : a->ngroup) + 1, &out,
			e)) != 0)
		goto done;
	int fort0 = s43_hex_find(b->map, b->at)->position;
	snprintf(r->note, sizeof r->note, "marker %d, altitude %d: %d(%d)%s%s", a->value,
			a->altitude, a->immobilize, a->step, a->cloudy ? ", cloudy +1" : "",
			fort0 == 2 ? "; a Fortified marker (§19.23, §19.41)" : "");
	r->ncols = fort0 == 2 ? 4 : 3;
	memcpy(r->col, (const char *const[]){ "aa_plus", "steps_lost", "immobilized",
			"fortified" }, 4 * sizeof r->col[0]);
	struct frac ex_steps = { 0, 1 }, ex_imm = { 0, 1 };
	for (int k = 0; k < out.n && rc == 0; k++) {
		const struct air_st *s = (const void *)(out.bytes + (size_t)k * out.size);
		int steps, imm, fort = fort0;
		char v0[8], v1[8], v2[8];
		s43_bd_tally(b, a->stack, s->out, rolled(a, s), &fort, &steps, &imm);
		snprintf(v0, sizeof v0, "%d", s->plus);
		snprintf(v1, sizeof v1, "%d", steps);
		snprintf(v2, sizeof v2, "%d", imm);
		rc = odds_report_merge(r, out.p[k], (const char *const[]){ v0, v1, v2,
				s43_bd_fort_name(fort) }, r->ncols, e);
		ex_steps = frac_add(ex_steps, frac_mul(out.p[k], frac_make((uint64_t)steps, 1),
				&overflow), &overflow);
		ex_imm = frac_add(ex_imm, frac_mul(out.p[k], frac_make((uint64_t)imm, 1),
				&overflow), &overflow);
	}
	if (rc == 0 && overflow)
		rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	odds_report_expect(r, "expected steps lost", ex_steps);
	odds_report_expect(r, "expected units immobilized", ex_imm);
	r->runs = out.runs;
done:
	odds_states_free(&out);
	return rc;
}

/* The stack of `h` numbered again 1 (top) to n in its order, so that units
 * sent to the bottom one after another do not leave the top empty (§6.13). */
static int renumber(struct bd_ctx *b, struct grid_hex h, struct err *e)
{
	struct state_kind *k = state_kind(b->st, "unit");
	int n = 0, *rank;
	char num[16];

	for (int i = 0; i < b->map->nunits; i++)
		n += b->map->units[i].onmap && grid_equal(b->map->units[i].hex, h);
	if ((rank = calloc((size_t)n + 1, sizeof *rank)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0, j = 0; i < b->map->nunits; i++) {
		const struct s43_unit *v = &b->map->units[i];
		if (!v->onmap || !grid_equal(v->hex, h))
			continue;
		rank[j] = 1;
		for (int x = 0; x < b->map->nunits; x++) {
			const struct s43_unit *w = &b->map->units[x];
			rank[j] += w->onmap && grid_equal(w->hex, h) &&
				(w->stack < v->stack || (w->stack == v->stack && x < i));
		}
		j++;
	}
	for (int i = 0, j = 0; i < b->map->nunits; i++) {
		struct s43_unit *v = &b->map->units[i];
		if (!v->onmap || !grid_equal(v->hex, h))
			continue;
		v->stack = rank[j++];
		snprintf(num, sizeof num, "%d", v->stack);
		state_field_set(&k->rows[v->row], state_col(k, "stack"), num);
	}
	free(rank);
	return 0;
}

/* "immobilized", and to the bottom of its stack (§16.33, §6.13). */
int s43_bd_immobilize(struct bd_ctx *b, struct s43_unit *u, struct err *e)
{
	struct state_kind *k = state_kind(b->st, "unit");
	int bottom = 0;

	for (int i = 0; i < b->map->nunits; i++) {
		const struct s43_unit *v = &b->map->units[i];
		if (v->onmap && grid_equal(v->hex, u->hex) && v->stack > bottom)
			bottom = v->stack;
	}
	if (bottom >= 999)
		return err_set(e, EXIT_DATA, "bombard: the stack of %s is too deep", u->id);
	u->stack = bottom + 1;
	kit_flag_add(&k->rows[u->row], state_col(k, "flags"), "immobilized");
	return renumber(b, u->hex, e);
}

int s43_bd_air(struct bd_ctx *b, struct chance *c, struct odds_report *r, struct err *e)
{
	struct air *a = calloc(1, sizeof *a);
	struct air_st s;
	void *ctx[2] = { b, a };
	int rc, done = 0;
	static const char *const flag_col[] = { "flags" };
	static const char *const marker_cols[] = { "id", "type", "hex", "value", "toward" };

	if (a == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	b->step_rule = "§16.33";
	if ((rc = plan(b, a, e)) != 0)
		goto out;
	if (r != NULL) {
		rc = odds(b, a, r, e);
		goto out;
	}
	memset(&s, 0, sizeof s);
	while (!done && (a->nsh || a->ngroup))
		if ((done = step(&s, c, ctx, e)) > 1) {
			rc = done;
			goto out;
		}
	/* write: AA results and "fired" (§16.23, §15.31), the units, the marker, points */
	struct state_kind *k = state_kind_add(b->st, "unit", flag_col, 1);
	int cf = state_col(k, "flags");
	for (int i = 0; i < a->nsh; i++)
		for (int j = 0; j < a->sh[i].nu && a->sh[i].stored < 0; j++) {
			struct s43_unit *u = a->sh[i].u[j];
			kit_flag_add(&k->rows[u->row], cf, s.aa[i] ? "aa_hit" : "aa_miss");
			if (u->kind == S43_K_AA_MG || u->kind == S43_K_TOW_ONLY)
				kit_flag_add(&k->rows[u->row], cf, "fired");   /* §15.31 */
		}
	const struct s43_hex *x = s43_hex_find(b->map, b->at);
	int fort = x->position;
	for (int i = 0; i < rolled(a, &s); i++) {
		struct s43_unit *u = a->stack[i];
		int steps = u->steps;
		if (s.out[i] >= 2) {
			s43_bd_step(b, u, &fort, &steps);
			if ((rc = s43_bd_write_unit(b, u, steps, e)) != 0)
				goto out;
		}
		if ((s.out[i] == 1 || s.out[i] == 3) && steps > 0) {
			if ((rc = s43_bd_immobilize(b, u, e)) != 0)
				goto out;
			log_step(b->log, "§16.33, §16.34", "%s is immobilized and goes to the bottom "
					"of its stack", u->id);
		}
	}
	if ((rc = s43_bd_write_position(b, fort, e)) != 0)
		goto out;
	char key[48], num[16], id[32], hx[5];
	grid_format(b->at, hx);
	snprintf(key, sizeof key, "air_points.%s", s43_side_name(a->side));
	snprintf(num, sizeof num, "%d", a->points - a->value);
	state_set(b->st, key, num);
	struct state_kind *mk = state_kind_add(b->st, "marker", marker_cols, 5);
	struct state_row *row;
	if (mk == NULL || (row = state_row_add(mk)) == NULL) {
		rc = err_set(e, EXIT_IO, "out of memory");
		goto out;
	}
	snprintf(id, sizeof id, "air-%s-%s", s43_side_name(a->side), hx);
	snprintf(num, sizeof num, "%d", a->value);
	state_field_set(row, state_col(mk, "id"), id);
	state_field_set(row, state_col(mk, "type"), "air");
	state_field_set(row, state_col(mk, "hex"), hx);
	state_field_set(row, state_col(mk, "value"), num);
	state_field_set(row, state_col(mk, "toward"), s43_side_name(b->target_side));
	log_step(b->log, "§16.1", "%s air points left this turn: %d", s43_side_mpl(a->side), a->points - a->value);
out:
	free(a);
	return rc;
}
