/*
 * assault.c: the Assault of Heroes of Normandie: the attacker's approach (a
 * Move action, core 3.2.1), Charge's free Fire action first (§2.1), the
 * assault roll with Knife markers (§3.2), Ferocious attackers making the
 * defenders fall back (§3.3), and Willi Herold captured by the CW unit that
 * beats him (Sc-1).
 *
 * The assault itself is core (not in the battle pack): only a unit with the
 * Assault ability launches one (ruling assault-ability); each side rolls a die
 * and adds its attack value against the other's type, the higher total wins
 * (the digest's reading: §1.3 item 3; the seed's "votre jet de dé pendant un
 * Assaut" gives each side its roll). What the loser suffers, a tie, and whether
 * the winner advances are '?' in tables/heroes/core.csv until a player fills
 * them from the core rulebook (p.25).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hon.h"
#include "i18n.h"

struct as {
	struct hon_unit *a, *d;
	int knife, dknife, life;
	struct grid_sq dsq;
	const char *retreat;          /* where the defender falls back */
	const char *aretreat;         /* where the attacker falls back */
	const char *replace;          /* a Remplaçant for the defender (§2.2) */
	int charge;
	int fell;                     /* the defender has fallen back */
};

static int count_arg(const struct order *o, const char *key, int *out, struct err *e)
{
	const char *v = order_get(o, key);
	char *end;
	long n = strtol(v, &end, 10);
	if (*v == 0)
		return *out = 0, 0;
	if (*end || n < 0 || n > 20)
		return err_set(e, EXIT_USAGE, "%s=%s: a count from 0 to 20", key, v);
	*out = (int)n;
	return 0;
}

static int is_herold(struct hon_model *m, const struct hon_unit *u)
{
	const char *h = state_get(m->st, "herold");
	return h != NULL && !strcmp(h, u->id);
}

static int as_setup(struct hon_model *m, const struct order *o, struct as *x, struct err *e)
{
	memset(x, 0, sizeof *x);
	if ((x->a = hon_unit_find(m, order_get(o, "unit"))) == NULL)
		return err_set(e, EXIT_USAGE, "assault: no unit '%s'", order_get(o, "unit"));
	m->actor = x->a->id;
	if ((x->d = hon_unit_find(m, order_get(o, "target"))) == NULL)
		return err_set(e, EXIT_USAGE, "assault: no unit '%s'", order_get(o, "target"));
	if (count_arg(o, "knife", &x->knife, e) || count_arg(o, "dknife", &x->dknife, e) ||
			count_arg(o, "life", &x->life, e))
		return e->code;
	x->retreat = order_get(o, "retreat");
	x->aretreat = order_get(o, "aretreat");
	x->replace = order_get(o, "replace");
	if (hon_may_act(m, x->a, "assault", e))
		return e->code;
	if (x->d->place != HN_ON)
		return kit_refuse(e, "core 3.2.1", "%s is not on the board", x->d->id);
	if (x->d->side == x->a->side)
		return kit_refuse(e, "core 3.2.1", "%s is a friendly unit", x->d->id);
	if (!(x->a->c->ab & HN_AB_ASSAULT) && hon_rule_is(m, "assault-ability", "ability"))
		return kit_refuse(e, "core 6.3; ruling assault-ability", "%s has no Assault ability: "
				"not every unit may assault", x->a->id);
	x->charge = (x->a->c->ab & HN_AB_CHARGE) || (x->a->flags & HN_U_CHARGE);
	if (x->knife) {
		if (x->a->c->kind != HN_K_INF)
			return kit_refuse(e, "§3.2 knife", "the Knife is for infantry only");
		if (x->a->gear[HN_G_KNIFE] < x->knife)
			return kit_refusen(e, "§3.2 knife", "%s has %d Knife marker",
					"%s has %d Knife markers", x->a->gear[HN_G_KNIFE], x->a->id,
					x->a->gear[HN_G_KNIFE]);
	}
	if (x->dknife) {
		if (hon_rule_is(m, "knife-defending", "no"))
			return kit_refuse(e, "§3.2 knife; ruling knife-defending", "a defender uses no "
					"Knife");
		if (x->d->c->kind != HN_K_INF || x->d->gear[HN_G_KNIFE] < x->dknife)
			return kit_refusen(e, "§3.2 knife", "%s has %d Knife marker",
					"%s has %d Knife markers", x->d->gear[HN_G_KNIFE], x->d->id,
					x->d->gear[HN_G_KNIFE]);
	}
	if (hon_need_kind(x->a, "core 6.3: the attacker's type", e) ||
			hon_need_kind(x->d, "core 6.3: the defender's type", e))
		return e->code;
	x->dsq = x->d->at;
	if (*x->replace && hon_replace_check(m, x->replace, x->d, e))
		return e->code;
	return 0;
}

/* The square the attacker reaches must touch the defender. */
static int approach(struct hon_model *m, struct state *st, struct as *x, const char *path,
		struct chance *c, struct err *e)
{
	int lost;
	char a[GRID_NAME_MAX];

	if (hon_move_path(m, st, x->a, path, c, &lost, e))
		return e->code;
	if (x->a->place != HN_ON)
		return 0;
	if (!hon_adjacent(x->a->at, x->d->at))
		return kit_refuse(e, "§2.1; core 3.2.1", "%s on %s is not next to %s: the assault "
				"is launched from beside its target", x->a->id, grid_sq_format(x->a->at, a),
				x->d->id);
	return 0;
}

/* §2.2 remplaçant in an assault: "Cette Capacité Spéciale ne fonctionne pas si
 * l'Unité d'Arme Lourde a été Détruite lors d'un assaut": the Remplaçant named
 * for the defender takes its step loss only if that step would not destroy
 * it (ruling remplacant-assault destroyed), or never (any). Says why not when
 * `say`. */
static int may_replace(struct hon_model *m, const struct as *x, const struct hon_unit *u,
		int say)
{
	int would_die = u->back || !u->front->back[0] || !strcmp(u->front->back, "wreck");
	const struct hon_unit *r;

	if (u != x->d || !*x->replace || (r = hon_unit_find(m, x->replace)) == NULL)
		return 0;
	if (r->place != HN_ON) {   /* destroyed by the Charge's free fire */
		if (say)
			log_step(m->g->log, "§2.2 remplaçant", "%s is no longer on the board: it "
					"cannot take the damage", r->id);
		return 0;
	}
	if (hon_rule_is(m, "remplacant-assault", "any") || would_die) {
		if (say)
			log_step(m->g->log, would_die ? "§2.2 remplaçant" : "§2.2 remplaçant; ruling "
					"remplacant-assault", "%s cannot take the damage: the heavy weapon is "
					"%s in an assault", x->replace, would_die ? C_("weapon", "destroyed") :
					C_("weapon", "damaged"));
		return 0;
	}
	return 1;
}

/* §2.1 charge: a free Fire action before the assault; the target gets its
 * terrain element's defensive bonus. It is resolved "comme vous le feriez pour
 * une Action de Tir": the target's Life Points (life=) cancel its steps
 * (§3.5), those it spends are spent for the assault too, and a Remplaçant
 * (replace=) takes the damage as in the assault it opens (§2.2, ruling
 * remplacant-assault). */
static int charge_fire(struct hon_model *m, struct state *st, struct as *x, struct chance *c,
		int *killed, struct err *e)
{
	struct hon_attack a;
	struct hon_hit h;
	struct hon_los los;
	enum hon_class cls = hon_class_of(x->d);
	char why[256];
	int att = x->a->c->att[cls];

	*killed = 0;
	memset(&a, 0, sizeof a);
	if (att == HN_UNKNOWN)
		return hon_need(x->a->c, att, cls == HN_INF ? "att_inf" : cls == HN_LIGHT ?
				"att_light" : "att_heavy", "§2.1 charge: attack value", e);
	if (att == HN_NONE) {
		log_step(m->g->log, "§2.1 charge", "%s has no attack value against a %s: no free "
				"fire", x->a->id, hon_class_title(cls));
		return 0;
	}
	if (hon_los(m, x->a, x->a->at, hon_class_of(x->a), x->d, x->d->at, cls, &los, e))
		return e->code;
	if (los.verdict == HN_LOS_BLOCKED && hon_rule_is(m, "charge-los", "needs")) {
		log_step(m->g->log, "§2.1 charge; ruling charge-los", "No line of sight for the free "
				"fire (%s)", los.why);
		return 0;
	}
	if (los.obstacles) {
		int mal;
		if (hon_core_int(m, "obstacle_malus", "core 5.1 p.18 obstacles", &mal, e))
			return e->code;
		a.mods -= mal * los.obstacles;
	}
	if (hon_defense(m, x->d, NULL, &a.def, why, sizeof why, e))
		return e->code;
	int ei = hon_elem_at(&m->b, x->d->at);
	if (ei >= 0) {
		const struct hon_element *el = &m->b.elems[ei];
		if ((el->fx.bits & HN_FX_DEF) || ((el->fx.bits & HN_FX_DEF_INF) && cls == HN_INF)) {
			int v = el->fx.def;
			if (v == HN_UNKNOWN && el->fx.defkey == NULL)
				return err_set(e, EXIT_UNKNOWN, "element %s gives its defensive bonus as '?' "
						"(§2.1 charge): write def=N as printed on the tile (%s)", el->id,
						HN_PAGE);
			if (v == HN_UNKNOWN && hon_core_int(m, el->fx.defkey, "§1.4 Bonus défensif",
						&v, e))
				return e->code;
			a.def += v;
			size_t n = strlen(why);
			snprintf(why + n, sizeof why - n, ", %s %+d (§2.1: the element's bonus)",
					el->id, v);
		}
	}
	a.what = "Charge's free fire";
	a.rule = "§2.1 charge";
	a.att = att;
	a.life = x->life;
	a.replace = may_replace(m, x, x->d, 0) ? x->replace : NULL;
	log_step(m->g->log, "§2.1 charge", "%s charges %s: a free Fire action first, attack %d "
			"against %s", x->a->id, x->d->id, att, why);
	int life = x->d->gear[HN_G_LIFE];
	if (hon_attack(m, st, x->d, &a, c, &h, e))
		return e->code;
	if (h.hit && a.replace == NULL)
		may_replace(m, x, x->d, 1);   /* says why it did not */
	x->life -= life - x->d->gear[HN_G_LIFE];
	*killed = h.destroyed && !strcmp(h.victim, x->d->id);
	return 0;
}

static int roll_side(struct hon_model *m, struct hon_unit *u, struct hon_unit *foe, int knives,
		struct chance *c, int *total, struct err *e)
{
	struct chance_roll r;
	char rb[64];
	enum hon_class cls = hon_class_of(foe);
	int att = u->c->att[cls];

	if (att == HN_UNKNOWN)
		return hon_need(u->c, att, cls == HN_INF ? "att_inf" : cls == HN_LIGHT ? "att_light" :
				"att_heavy", "core 6.3: the assault uses the attack value", e);
	if (att == HN_NONE) {
		if (hon_core_int(m, "assault_no_value", "core 6.3: a unit with no value ('-') "
					"against its opponent's type in an assault", &att, e))
			return e->code;
		log_step(m->g->log, "core 6.3 (core.csv assault_no_value)", "%s has no value "
				"against a %s ('-'): it counts %d", u->id, hon_class_title(cls), att);
	}
	if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "%s's assault roll", u->id))
		return e->code;
	char kn[40] = "";
	*total = r.value + att + 2 * knives;
	if (knives)
		kit_nsprintf(kn, sizeof kn, " + %d Knife marker %d", " + %d Knife markers %d", knives,
				knives, 2 * knives);
	log_step(m->g->log, knives ? "§3.2 knife; core 6.3" : _("core 6.3"), "%s rolls %s + attack "
			"%d%s = %d", u->id, kit_roll(&r, rb, sizeof rb), att, kn, *total);
	return 0;
}

/* A unit falls back to the square its order names (retreat= for the
 * defender, aretreat= for the attacker): empty, within retreat_squares, and
 * farther from its opponent than it stands. */
static int fall_back(struct hon_model *m, struct as *x, struct hon_unit *u, int ferocious,
		struct err *e)
{
	const char *rule = ferocious ? "§3.3 ferocious" : _("core 6.3");
	const char *to = u == x->d ? x->retreat : x->aretreat;
	const struct hon_unit *foe = u == x->d ? x->a : x->d;
	struct grid_sq s;
	int max;
	char nm[GRID_NAME_MAX];

	if (hon_core_int(m, "retreat_squares", "core: how far a unit falls back ('reculer')",
				&max, e))
		return e->code;
	if (u == x->d)
		x->fell = 1;
	if (!*to) {
		/* odds: where it goes does not change the outcome's columns */
		log_step(m->g->log, rule, "%s falls back", u->id);
		return 0;
	}
	if (grid_sq_parse(to, &s) || !hon_on_board(&m->b, s))
		return err_set(e, EXIT_USAGE, "%s=%s: a square of the board", u == x->d ?
				"retreat" : "aretreat", to);
	if (hon_distance(s, u->at) > max || hon_unit_at(m, s) != NULL ||
			hon_distance(s, foe->at) <= hon_distance(u->at, foe->at))
		return kit_refuse(e, rule, "%s cannot fall back to %s: an empty "
				"square within %d, farther from %s", u->id, to, max, foe->id);
	m->occ[u->at.y * m->b.w + u->at.x] = -1;
	u->at = s;
	m->occ[s.y * m->b.w + s.x] = u->idx;
	log_step(m->g->log, rule, "%s falls back to %s", u->id,
			grid_sq_format(s, nm));
	return hon_unit_save(m, u, e);
}

/* The Remplaçant takes the defender's step loss when it may. Returns 1 when
 * it took it (e->code set on an error). */
static int replaced(struct hon_model *m, struct state *st, struct as *x, struct hon_unit *u,
		struct err *e)
{
	struct hon_unit *r;
	int dead = 0;

	if (!may_replace(m, x, u, 1))
		return 0;
	r = hon_unit_find(m, x->replace);
	log_step(m->g->log, "§2.2 remplaçant", "%s takes the step loss instead of %s (the heavy "
			"weapon is not destroyed)", r->id, u->id);
	hon_lose_steps(m, st, r, 1, &dead, e);
	return 1;
}

/* What the loser suffers (core.csv assault_loser_attacker / _defender):
 * destroyed, step, retreat or step+retreat. */
static int lose(struct hon_model *m, struct state *st, struct as *x, struct hon_unit *u,
		int attacker, int *dead, struct err *e)
{
	const char *v;
	int life = x->life < u->gear[HN_G_LIFE] ? x->life : u->gear[HN_G_LIFE];

	*dead = 0;
	if (hon_core_text(m, attacker ? "assault_loser_attacker" : "assault_loser_defender",
				"core 6.3: what the loser of an assault suffers", &v, e))
		return e->code;
	if (!strcmp(v, "destroyed")) {
		log_step(m->g->log, "core 6.3", "%s loses the assault: destroyed", u->id);
		if (u == x->d && *x->replace)
			log_step(m->g->log, "§2.2 remplaçant", "%s cannot take the damage: the heavy "
					"weapon is destroyed in an assault", x->replace);
		return hon_lose_steps(m, st, u, 99, dead, e);
	}
	if (!strcmp(v, "step") || !strcmp(v, "step+retreat")) {
		log_step(m->g->log, "core 6.3", "%s loses the assault: a step%s", u->id,
				!strcmp(v, "step") ? "" : _(", and it falls back"));
		if (life > 0 && (u->c->ab & HN_AB_CHARACTER)) {
			u->gear[HN_G_LIFE]--;
			log_step(m->g->log, "§3.5 life point", "%s discards a Life Point: its step loss "
					"is cancelled", u->id);
		} else if (replaced(m, st, x, u, e)) {
			if (e->code)
				return e->code;
		} else if (hon_lose_steps(m, st, u, 1, dead, e)) {
			return e->code;
		}
		if (*dead || !strcmp(v, "step"))
			return hon_unit_save(m, u, e);
		return fall_back(m, x, u, 0, e);
	}
	if (!strcmp(v, "retreat")) {
		log_step(m->g->log, "core 6.3", "%s loses the assault: it falls back", u->id);
		return fall_back(m, x, u, 0, e);
	}
	return err_set(e, EXIT_DATA, "core value %s '%s' is not destroyed, step, retreat or "
			"step+retreat (%s)", attacker ? "assault_loser_attacker" :
			"assault_loser_defender", v, HN_PAGE);
}

/* Sc-1: the CW captures Willi Herold by winning an assault against him; he
 * stays on the counter of the unit that beat him. */
static int capture(struct hon_model *m, struct hon_unit *winner, struct hon_unit *h,
		struct err *e)
{
	char nm[GRID_NAME_MAX];
	m->occ[h->at.y * m->b.w + h->at.x] = -1;
	h->place = HN_HELD;
	snprintf(winner->prisoner, sizeof winner->prisoner, "%s", h->id);
	log_step(m->g->log, "Sc-1", "%s captures %s on %s: he stays on its counter", winner->id,
			h->id, grid_sq_format(h->at, nm));
	return hon_unit_save(m, h, e) || hon_unit_save(m, winner, e) ? e->code : 0;
}

static int advance(struct hon_model *m, struct as *x, struct err *e)
{
	const char *v;
	char nm[GRID_NAME_MAX];

	if (x->a->place != HN_ON || hon_unit_at(m, x->dsq) != NULL)
		return 0;
	if (hon_core_text(m, "assault_advance", "core 6.3: does the winning attacker take the "
				"square?", &v, e))
		return e->code;
	if (strcmp(v, "yes"))
		return 0;
	m->occ[x->a->at.y * m->b.w + x->a->at.x] = -1;
	x->a->at = x->dsq;
	m->occ[x->dsq.y * m->b.w + x->dsq.x] = x->a->idx;
	log_step(m->g->log, "core 6.3", "%s takes %s", x->a->id, grid_sq_format(x->dsq, nm));
	return hon_unit_save(m, x->a, e);
}

/* §3.3 ferocious: "les Unités féroces en attaque font toujours reculer les
 * défenseurs, même si ceux-ci ont gagné le combat": whatever the result (a
 * defender beaten but still there, a tie, a defender that won), if the
 * attacker is not destroyed; not against a vehicle. */
static int ferocity(struct hon_model *m, struct as *x, struct err *e)
{
	int fer = (x->a->c->ab & HN_AB_FEROCIOUS) && !hon_is_vehicle(x->d);

	if (!fer || x->fell || x->a->place != HN_ON || x->d->place != HN_ON)
		return 0;
	log_step(m->g->log, "§3.3 ferocious", "%s is Ferocious and still stands: %s falls back "
			"whatever the result", x->a->id, x->d->id);
	return fall_back(m, x, x->d, 1, e);
}

static int outcome(struct hon_model *m, struct state *st, struct as *x, int ta, int td,
		char *res, struct err *e)
{
	int dead = 0;
	int cw_h = hon_rule_is(m, "herold-capture", "attacker");

	if (ta == td) {
		const char *v;
		if (hon_core_text(m, "assault_tie", "core 6.3: a tie in an assault (none, attacker, "
					"defender or both lose)", &v, e))
			return e->code;
		log_step(m->g->log, "core 6.3", "A tie, %d to %d: %s", ta, td, !strcmp(v, "none") ?
				"nothing happens" : !strcmp(v, "both") ? "both lose" : !strcmp(v, "attacker") ?
				"the attacker loses" : _("the defender loses"));
		snprintf(res, 32, "tie");
		if (!strcmp(v, "attacker") || !strcmp(v, "both"))
			if (lose(m, st, x, x->a, 1, &dead, e))
				return e->code;
		if (!strcmp(v, "defender") || !strcmp(v, "both"))
			if (lose(m, st, x, x->d, 0, &dead, e))
				return e->code;
		return ferocity(m, x, e);
	}
	if (ta > td) {
		snprintf(res, 32, "attacker");
		log_step(m->g->log, "core 6.3", "%s wins the assault, %d to %d", x->a->id, ta, td);
		if (is_herold(m, x->d) && x->a->side == HN_CW)
			return capture(m, x->a, x->d, e);
		if (lose(m, st, x, x->d, 0, &dead, e) || ferocity(m, x, e))
			return e->code;
		return advance(m, x, e);
	}
	snprintf(res, 32, "defender");
	log_step(m->g->log, "core 6.3", "%s holds, %d to %d", x->d->id, td, ta);
	if (is_herold(m, x->a) && x->d->side == HN_CW && !cw_h)
		return capture(m, x->d, x->a, e);
	if (lose(m, st, x, x->a, 1, &dead, e))
		return e->code;
	return ferocity(m, x, e);
}

/* A choice the dice may call for is named in the order (DESIGN.md, pending
 * decisions): the square a defender falls back to (retreat=), and the
 * attacker's (aretreat=) when a lost assault makes it fall back. */
static int retreat_named(struct hon_model *m, struct as *x, struct err *e)
{
	const char *v;
	int fer = (x->a->c->ab & HN_AB_FEROCIOUS) && !hon_is_vehicle(x->d);

	if (!*x->retreat && !(is_herold(m, x->d) && x->a->side == HN_CW)) {
		if (!fer && hon_core_text(m, "assault_loser_defender", "core 6.3: what the loser "
					"of an assault suffers", &v, e))
			return e->code;
		if (fer || strstr(v, "retreat"))
			return err_set(e, EXIT_USAGE, "assault: %s may have to fall back (%s): give "
					"retreat=SQ", x->d->id, fer ? "§3.3 ferocious" :
					"core.csv assault_loser_defender");
	}
	if (*x->aretreat)
		return 0;
	if (hon_core_text(m, "assault_loser_attacker", "core 6.3: what the loser of an assault "
				"suffers", &v, e))
		return e->code;
	if (strstr(v, "retreat"))
		return err_set(e, EXIT_USAGE, "assault: %s may have to fall back (core.csv "
				"assault_loser_attacker): give aretreat=SQ", x->a->id);
	return 0;
}

static int assault_run(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, char vals[][128], struct err *e)
{
	struct hon_model m;
	struct as x;
	char res[32] = "";
	int rc, killed = 0, ta, td;

	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((rc = as_setup(&m, o, &x, e)) != 0 || (!vals && (rc = retreat_named(&m, &x, e))) ||
			(rc = approach(&m, st, &x, order_get(o, "path"), c, e)) != 0)
		goto done;
	if (x.a->place != HN_ON) {
		snprintf(res, sizeof res, "stopped");
		goto mark;
	}
	log_step(g->log, "core 3.2.1, 6.3", "%s (%s) assaults %s (%s)", x.a->id, x.a->c->id,
			x.d->id, x.d->c->id);
	if (x.charge && (rc = charge_fire(&m, st, &x, c, &killed, e)) != 0)
		goto done;
	if (killed) {
		char nm[GRID_NAME_MAX];
		/* the Charge unit must end its move on the square its target held */
		m.occ[x.a->at.y * m.b.w + x.a->at.x] = -1;
		x.a->at = x.dsq;
		m.occ[x.dsq.y * m.b.w + x.dsq.x] = x.a->idx;
		log_step(g->log, "§2.1 charge", "The target is destroyed: %s ends its move on %s; no "
				"assault", x.a->id, grid_sq_format(x.dsq, nm));
		snprintf(res, sizeof res, "charge");
		if ((rc = hon_unit_save(&m, x.a, e)) != 0)
			goto done;
		goto mark;
	}
	if ((rc = roll_side(&m, x.a, x.d, x.knife, c, &ta, e)) != 0 ||
			(rc = roll_side(&m, x.d, x.a, x.dknife, c, &td, e)) != 0)
		goto done;
	if (hon_rule_is(&m, "gear-spent", "yes")) {
		x.a->gear[HN_G_KNIFE] -= x.knife;
		x.d->gear[HN_G_KNIFE] -= x.dknife;
	}
	if ((rc = outcome(&m, st, &x, ta, td, res, e)) != 0)
		goto done;
	if (x.d->place == HN_ON && (rc = hon_unit_save(&m, x.d, e)) != 0)
		goto done;
mark:
	if (x.a->place == HN_ON)
		rc = hon_mark_activated(&m, st, x.a, e);
	else
		rc = hon_unit_save(&m, x.a, e);
	if (vals && rc == 0) {
		snprintf(vals[0], 128, "%s", res);
		snprintf(vals[1], 128, "%s%s", x.a->place == HN_DEAD ? "destroyed" : x.a->back ?
				"back" : "front", x.a->prisoner[0] ? "+prisoner" : "");
		snprintf(vals[2], 128, "%s", x.d->place == HN_DEAD ? "destroyed" :
				x.d->place == HN_HELD ? "captured" : x.d->back ? "back" : "front");
	}
done:
	hon_model_free(&m);
	return rc;
}

int hon_assault_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return assault_run(g, st, o, c, NULL, e);
}

int hon_assault_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "winner", "attacker", "defender" };
	return hon_odds_enumerate(g, st, o, assault_run, cols, 3, r, e);
}
