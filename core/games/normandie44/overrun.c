/*
 * overrun.c: the `overrun` order of Normandie 1944 (§4.3): a stack of armour or
 * Panzergrenadier units, moving, attacks the enemy stack it has come next to.
 *
 *   cost      3 MP more than the terrain of the hex (§4.3, T10), on each unit's
 *             movement allowance
 *   combat    on the combat table at once, the stack's units only; no HQ
 *             support, no Offensive marker, not a combat for §6.1's one a phase;
 *             air support from turn 8 for the US only (ruling overrun-air)
 *   success   the defender retreats or is eliminated: the attacker picks the
 *             retreat (never an elimination if another path exists), and the
 *             stack enters the hex and may go on moving
 *   failure   the stack's move ends in its hex of origin (ruling
 *             overrun-fail-hex) and it gains one more level of disorganization
 *             (T11); its combat-table losses apply too (ruling overrun-att-losses)
 *   lone HQ   eliminated at once, without combat: captured (T12, §5.4)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "odds.h"
#include "pending.h"

const struct order_param n44_overrun_params[] = {
	{ "unit", "ID[,ID...]", NULL, "the overrunning stack: armour and Panzergrenadier units of "
		"one hex (§4.3)" },
	{ "to", "HEX|box:NAME", NULL, "the adjacent enemy hex, or off the map the enemy box a "
		"line joins to the stack's (§4.3, §5.2; ruling overrun-offmap)" },
	{ "air", "ID", "", "an Allied fighter-bomber, from turn 8 and for the US (§9.1)" },
	{ "terrain", "terrain|settlement|best", "", "the defender's terrain choice (§2.2)" },
	{ "def_retreat", "[ID:]HEX>HEX,...", "", "the defender's retreat, chosen by the "
		"attacker (§4.3), never to its elimination while another path exists; off the map "
		"BOX>BOX" },
	{ "att_loss", "ID,...", "", "ruling crt-losses=per-side: the overrunning units taking "
		"each step (§6.4)" },
	{ "def_loss", "ID,...", "", "ruling crt-losses=per-side: the defenders taking each step "
		"(§6.4)" },
	{ "unknown", "stop|report", "stop", "odds only: as assault's" },
	{ NULL, NULL, NULL, NULL },
};

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}

struct overrun {
	struct n44_model m;
	struct n44_fight f;
	struct n44_crt crt;
	struct grid_hex from;
	struct n44_box *box;        /* off the map: the box overrun */
	struct n44_hq *lone;
	int cost[N44_FIGHT_MAX];
	char hx[5];
};

static int terrain_choice(struct game_ctx *g, struct overrun *v, const struct order *o,
		struct err *e)
{
	const struct n44_hex *h = n44_hex_at(&v->m, v->f.target);
	const char *t = order_get(o, "terrain");

	if (h->settlement == N44_UNKNOWN)
		return err_set(e, EXIT_UNKNOWN, "%s:%d:3: hex %s: its village or city is unknown ('?', "
				"§2.2)", kit_path(v->m.st), h->line, v->hx);
	if (h->settlement == N44_NO_TOWN || h->terrain == N44_CLEAR) {
		v->f.terrain = h->settlement == N44_NO_TOWN ? -1 : h->settlement;
		return 0;
	}
	if (!strcmp(t, "terrain"))
		v->f.terrain = -1;
	else if (!strcmp(t, "settlement"))
		v->f.terrain = h->settlement;
	else if (!strcmp(t, "best")) {
		int s1, d1, s2, d2;
		const char *town = h->settlement == N44_CITY ? "city" : "village";
		if (h->terrain == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "hex %s: its terrain is unknown ('?', §2.2)", v->hx);
		if (n44_table_int(g, "tec", n44_terrain_names[h->terrain], "combat", "§2.2", &s1, e) ||
		    n44_table_int(g, "tec", n44_terrain_names[h->terrain], "die", "§2.2", &d1, e) ||
		    n44_table_int(g, "tec", town, "combat", "§2.2", &s2, e) ||
		    n44_table_int(g, "tec", town, "die", "§2.2", &d2, e))
			return e->code;
		v->f.terrain = s2 > s1 || (s2 == s1 && d2 < d1) ? h->settlement : -1;
	} else
		return err_set(e, EXIT_USAGE, "overrun: %s is a town or its terrain at the defender's "
				"choice (§2.2, E2): name terrain=terrain, settlement or best", v->hx);
	return 0;
}

/* §4.1.1: the stack overrunning is the one moving, or one that has not moved. */
static int still_moving(const struct n44_model *m, const struct n44_unit *u, struct err *e)
{
	const char *last = state_get(m->st, "move.last");

	if ((u->started || u->moved || u->mp) && !(last && kit_flag_has(last, u->id)))
		return kit_refuse(e, "§4.1.1", "%s has finished its move: an overrun is made by the "
				"stack moving", u->id);
	return 0;
}

static int stack(struct overrun *v, const struct order *o, int offmap, struct err *e)
{
	struct n44_fight *f = &v->f;
	struct n44_model *m = &v->m;
	char ids[N44_FIGHT_MAX][48];
	int n = order_split(order_get(o, "unit"), ids[0], 48, N44_FIGHT_MAX);

	if (n <= 0)
		return err_set(e, EXIT_USAGE, "overrun: unit= names the stack");
	for (int i = 0; i < n; i++) {
		struct n44_unit *u = n44_unit_find(m, ids[i]);
		if (u == NULL)
			return err_set(e, EXIT_DATA, "overrun: no unit '%s' in %s", ids[i], kit_path(m->st));
		if (u->arm != N44_ARMOUR && u->arm != N44_PZGREN)
			return kit_refuse(e, "§4.3", "%s is not armour or Panzergrenadier: only they overrun",
					u->id);
		if ((offmap ? u->loc.kind != N44_L_BOX : !n44_on_map(u)) ||
		    (i && !n44_loc_same(&u->loc, &f->att[0]->loc)))
			return kit_refuse(e, "§4.3", "%s is not %s in the stack's %s", u->id, offmap ?
					_("off the map") : _("on the map"), offmap ? "box" : "hex");
		if (m->active >= 0 && u->side != m->active)
			return kit_refuse(e, "§4.3", "%s is not the phasing player's", u->id);
		if (u->flags & (N44_U_REST | N44_U_STOPPED))
			return kit_refuse(e, "§4.3", "%s may not move this phase", u->id);
		if (!offmap && still_moving(m, u, e))
			return e->code;
		if (offmap && (u->flags & N44_U_UNSUPPLIED))
			return kit_refuse(e, "§7.5", "%s is unsupplied: off the map, it cannot move", u->id);
		f->att[f->natt++] = u;
	}
	f->att_side = f->att[0]->side;
	return 0;
}

/* §4.3 off the map (its cost is nil there; §5.2, ruling overrun-offmap): the
 * stack attacks every enemy unit of a box a line joins to its own. */
static int setup_box(struct game_ctx *g, struct overrun *v, const char *name, struct err *e)
{
	struct n44_fight *f = &v->f;
	struct n44_model *m = &v->m;
	const struct n44_box *from = n44_box_find(m, f->att[0]->loc.name);

	if (!strcmp(rule(g, m, "overrun-offmap"), "no"))
		return kit_refuse(e, "§4.3, §5.2", "no overrun off the map (ruling overrun-offmap=no)");
	if ((v->box = n44_box_find(m, name)) == NULL)
		return err_set(e, EXIT_DATA, "overrun: to=box:%s: no box of that name (table "
				"normandie44/boxes)", name);
	if (!strcmp(from->links, "?") || !strcmp(v->box->links, "?"))
		return err_set(e, EXIT_UNKNOWN, "table normandie44/boxes: the lines of box %s are "
				"unknown ('?', §4.1.2): fill them in from the map", !strcmp(from->links, "?") ?
				from->id : v->box->id);
	if (!kit_flag_has(from->links, v->box->id) && !kit_flag_has(v->box->links, from->id))
		return kit_refuse(e, "§4.3, §4.1.2", "no line joins %s and %s", from->id, v->box->id);
	if (from->confusion)
		return kit_refuse(e, "§6.12", "%s is in Confusion: the stack leaves it only by the exit "
				"roll (strategic)", from->id);
	f->offmap = 1;
	snprintf(f->box, sizeof f->box, "%s", v->box->id);
	snprintf(v->hx, sizeof v->hx, "box");
	for (int i = 0; i < m->nunits; i++) {
		struct n44_unit *u = &m->units[i];
		if (u->side != f->att_side && u->steps > 0 && u->loc.kind == N44_L_BOX &&
		    !strcmp(u->loc.name, v->box->id) && u->arm != N44_FESTUNG &&
		    f->ndef < N44_FIGHT_MAX)
			f->def[f->ndef++] = u;
	}
	if (f->ndef == 0)
		return kit_refuse(e, "§4.3", "%s holds no enemy unit", v->box->id);
	return 0;
}

static int setup(struct game_ctx *g, struct overrun *v, struct state *st, const struct order *o,
		struct err *e)
{
	struct n44_fight *f = &v->f;
	struct n44_model *m = &v->m;
	const char *to = order_get(o, "to");
	int offmap = !strncmp(to, "box:", 4);

	memset(v, 0, sizeof *v);
	if (n44_model_load(m, g, st, e))
		return e->code;
	f->kind = N44_FIGHT_OVERRUN;
	if (!offmap && n44_hex_parse(to, &f->target))
		return err_set(e, EXIT_USAGE, "overrun: to= is the enemy hex AABB, or box:NAME");
	if (stack(v, o, offmap, e))
		return e->code;
	if (m->phase && strstr(m->phase, "-reinforce") && !offmap)
		return kit_refuse(e, "§1.1.2.2", "on the map, units move in the movement phase: this is "
				"the phase of the moves off the map");
	if (m->phase && strstr(m->phase, "-move") && offmap)
		return kit_refuse(e, "§1.1.2.2", "off the map, units move in the reinforcement phase");
	if (offmap) {
		if (setup_box(g, v, to + 4, e))
			return e->code;
		if (*order_get(o, "air"))
			return kit_refuse(e, "§9.1", "tactical air support is placed on a hex of the map");
		if (n44_crt_load(g, "crt", &v->crt, e))
			return e->code;
		return n44_fight_column(g, m, f, &v->crt, e);
	}
	n44_hex_format(f->target, v->hx);
	if (n44_hex_at(m, f->target) == NULL)
		return err_set(e, EXIT_DATA, "overrun: to=%s has no 'hex' row", v->hx);
	v->from = f->att[0]->loc.hex;
	if (!n44_adjacent(m, v->from, f->target))
		return kit_refuse(e, "§4.3", "the stack is not adjacent to %s: an overrun is declared as "
				"the stack comes next to the defender", v->hx);
	for (int i = 0; i < m->nunits; i++) {
		struct n44_unit *u = &m->units[i];
		if (u->side != f->att_side && u->steps > 0 && n44_on_map(u) &&
		    grid_equal(u->loc.hex, f->target) && f->ndef < N44_FIGHT_MAX)
			f->def[f->ndef++] = u;
	}
	if (f->ndef == 0 && (v->lone = n44_hq_in(m, f->target, !f->att_side)) == NULL)
		return kit_refuse(e, "§4.3", "%s holds no enemy stack", v->hx);
	for (int i = 0; i < f->natt; i++) {
		char why[200];
		int ma;
		if (n44_unit_entry(g, m, f->att[i], f->target, 0, &v->cost[i], &ma, why, sizeof why, e))
			return e->code;
		v->cost[i] += 3;            /* §4.3: 3 MP more than the terrain (T10) */
		if (f->att[i]->mp + v->cost[i] > ma)
			return kit_refuse(e, "§4.3", "%s has %d MP left: the overrun costs 3 + the terrain, "
					"%d (%s)", f->att[i]->id, ma - f->att[i]->mp, v->cost[i], why);
	}
	if (v->lone)
		return 0;
	const char *air = order_get(o, "air");
	if (*air) {
		int turn7 = !strcmp(rule(g, m, "overrun-air"), "turn7");
		if ((f->air = n44_air_find(m, air)) == NULL)
			return err_set(e, EXIT_DATA, "overrun: air=%s: no air counter of that id", air);
		if (f->att_side != N44_ALLIED || f->air->type != N44_FB ||
		    f->air->where != N44_A_AVAILABLE || f->air->nation != f->att[0]->nation)
			return kit_refuse(e, "§9.1", "%s cannot support this overrun", air);
		if (m->turn < (turn7 ? 7 : 8) || (!turn7 && f->att[0]->nation != N44_US))
			return kit_refuse(e, "§9.1, §4.3", "air support in an overrun: from turn 8, for the "
					"American player only (ruling overrun-air)");
	}
	if (terrain_choice(g, v, o, e) || n44_crt_load(g, "crt", &v->crt, e))
		return e->code;
	return n44_fight_column(g, m, f, &v->crt, e);
}

/* The stack enters the hex or box (§4.3), paying the overrun's cost on the map,
 * and may go on moving, ignoring the ZOC of the units it pushed back. */
static int enter(struct game_ctx *g, struct overrun *v, struct err *e)
{
	struct n44_model *m = &v->m;
	char pushed[N44_FIGHT_MAX * 49] = "", going[N44_FIGHT_MAX * 49] = "";
	size_t np = 0, ng = 0;

	for (int i = 0; i < v->f.ndef; i++)
		if (v->f.def[i]->steps > 0 && np < sizeof pushed)
			np += (size_t)snprintf(pushed + np, sizeof pushed - np, "%s%s", np ? ";" : "",
					v->f.def[i]->id);
	for (int i = 0; i < v->f.natt; i++) {
		struct n44_unit *u = v->f.att[i];
		if (u->steps == 0 || (u->loc.kind != N44_L_HEX && u->loc.kind != N44_L_BOX))
			continue;
		if (v->box) {
			snprintf(u->loc.name, sizeof u->loc.name, "%s", v->box->id);
		} else {
			u->loc.hex = v->f.target;
			u->mp += v->cost[i];
			u->moved++;
			u->flags |= N44_U_OVERRAN;
		}
		u->changed = 1;
		if (ng < sizeof going)
			ng += (size_t)snprintf(going + ng, sizeof going - ng, "%s%s", ng ? ";" : "", u->id);
	}
	if (v->box) {
		v->box->control = v->f.att_side;     /* the last to pass (§4.1.2) */
		v->box->changed = 1;
		log_step(g->log, "§4.3, §5.2", "The overrun succeeds: the stack enters %s (its cost is "
				"nil off the map)", v->box->id);
		return 0;
	}
	/* the hex's ZOC, but for the units pushed back (§4.3) */
	m->nzoc_ignore = 0;
	for (int i = 0; i < v->f.ndef && m->nzoc_ignore < N44_ZOC_IGNORE; i++)
		m->zoc_ignore[m->nzoc_ignore++] = v->f.def[i];
	int z = n44_enemy_zoc(g, m, v->f.target, v->f.att_side, e);   /* the TET's too (§3) */
	m->nzoc_ignore = 0;
	if (z < 0)
		return -1;
	log_step(g->log, "§4.3", "The overrun succeeds: the stack enters %s%s", v->hx, z ?
			_("; another enemy's ZOC reaches it there: its move ends") : _(" and may go on moving, "
			"out of enemy ZOC, ignoring the ZOC of the units it pushed back"));
	if (state_set(m->st, "overrun.pushed", pushed) ||
	    state_set(m->st, "move.last", z ? "" : going))
		return -1;
	return 0;
}

static int fail(struct game_ctx *g, struct overrun *v)
{
	int start = !strcmp(rule(g, &v->m, "overrun-fail-hex"), "start");
	char where[48];

	for (int i = 0; i < v->f.natt; i++) {
		struct n44_unit *u = v->f.att[i];
		if (u->steps == 0 || (u->loc.kind != N44_L_HEX && u->loc.kind != N44_L_BOX))
			continue;
		if (start && u->started && !v->box)
			u->loc.hex = u->start;
		struct n44_unit after = *u;         /* its level, said before the step it may cost */
		n44_disorganize(g, v->m.st, &after, 1);
		n44_loc_format(&u->loc, where, sizeof where);
		log_step(g->log, "§4.3", "The overrun fails: %s's move ends in %s, one more level "
				"of disorganization (D%d)", u->id, where, after.steps ? after.d : u->d);
		n44_disorganize_scored(g, &v->m, u, 1, "§4.3, §6.5");
		u->changed = 1;
	}
	return state_set(v->m.st, "move.last", "");    /* the stack's move ends (§4.3) */
}

int n44_overrun_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct overrun *v = calloc(1, sizeof *v);
	struct chance_roll roll;
	struct n44_result res;
	const char *cell;
	char buf[48], options[2048] = "";
	int need, pend = 0;

	if (v == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (setup(g, v, st, o, e))
		goto done;
	struct n44_fight *f = &v->f;
	if (v->lone) {
		log_step(g->log, "§4.3, §5.4", "HQ %s, alone in %s, is eliminated without combat: the "
				"staff is captured", v->lone->id, v->hx);
		n44_hq_destroyed(g, &v->m, v->lone);
		if (enter(g, v, e)) {
			if (!e->code)
				err_set(e, EXIT_IO, "out of memory");
		} else
			n44_model_save(&v->m, e);
		goto done;
	}
	if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "overrun die, %s", o->text))
		goto done;
	int die = roll.value + f->die_mod;
	if (n44_fight_cell(&v->crt, f, die, &res, &cell, e))
		goto done;
	log_step(g->log, "§4.3, §6.3", "Overrun: the %s player rolls %s%s%s: %d on column %s: %s",
			n44_player(f->att_side), kit_roll(&roll, buf, sizeof buf),
			f->die_said[0] ? ", " : "", f->die_said, die, v->crt.col[f->col].name, cell);
	if (!strcmp(rule(g, &v->m, "overrun-att-losses"), "ignore"))
		res.steps[0] = res.d[0] = res.r[0] = 0;
	const char *lists[2] = { order_get(o, "att_loss"), order_get(o, "def_loss") };
	if (n44_fight_losses(g, &v->m, f, &res, lists, &need, e))
		goto done;
	if (need >= 0) {               /* ruling crt-losses=per-side: the owner spreads them */
		int who = need == 0 ? f->att_side : !f->att_side;
		struct n44_unit **u = need == 0 ? f->att : f->def;
		int n = need == 0 ? f->natt : f->ndef;
		options[0] = '\0';
		for (int i = 0; i < n; i++)
			snprintf(options + strlen(options), sizeof options - strlen(options), "%s%s",
					i ? "|" : "", u[i]->id);
		log_step(g->log, "§6.4", "Waiting for the %s player's choice (%s): %s", n44_player(who),
				need == 0 ? "att_loss" : "def_loss",
				options);
		pending_add(st, n44_side_names[who], need == 0 ? "att_loss" : "def_loss", options,
				o->text, e);
		goto done;
	}
	if (n44_retreat_side(g, &v->m, f, 1, res.r[1], order_get(o, "def_retreat"), "def_retreat",
			&pend, options, sizeof options, e))
		goto done;
	if (pend) {
		log_step(g->log, "§4.3", "Waiting for the attacker's choice of the defender's retreat: %s",
				options);
		pending_add(st, n44_side_names[f->att_side], "def_retreat", options, o->text, e);
		goto done;
	}
	if (f->air) {
		f->air->where = N44_A_FINISHED;
		f->air->changed = 1;
	}
	struct n44_unit *left[2];
	int cleared = 1;
	for (int i = 0; v->box && i < f->ndef; i++)
		cleared &= f->def[i]->steps == 0 || strcmp(f->def[i]->loc.name, v->box->id) ||
			f->def[i]->loc.kind != N44_L_BOX;
	if (!v->box)
		cleared = n44_units_in(&v->m, f->target, !f->att_side, left, 2) == 0;
	if (cleared ? enter(g, v, e) : fail(g, v)) {
		if (!e->code)
			err_set(e, EXIT_IO, "out of memory");
	} else
		n44_model_save(&v->m, e);
done:
	n44_model_free(&v->m);
	free(v);
	return e->code;
}

int n44_overrun_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct overrun *v = calloc(1, sizeof *v);

	if (v == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (setup(g, v, (struct state *)st, o, e) == 0) {
		if (v->lone) {
			snprintf(r->note, sizeof r->note, "HQ %s alone: captured without combat (§4.3)",
					v->lone->id);
			r->ncols = 1;
			r->col[0] = "result";
			odds_report_merge(r, frac_make(1, 1), (const char *const[]){ "HQ captured" }, 1, e);
		} else {
			n44_fight_odds(g, &v->m, &v->f, &v->crt, !strcmp(order_get(o, "unknown"), "report"),
					r, e);
		}
	}
	n44_model_free(&v->m);
	free(v);
	return e->code;
}
