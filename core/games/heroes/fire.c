/*
 * fire.c: the Fire action of Heroes of Normandie and what every attack shares:
 * the roll against the defense, the Coup Double, the damage (Dégât, Pas de
 * Perte), Remplaçant, Life Points, the Défenseur's +1, Armor, Ammo, the Piat's
 * alternative fire, an airplane destroyed with its aviators; who may act in
 * which phase; and the odds driver every order with dice uses.
 *
 * The battle pack assumes the core rules for the roll (core 3.2.3, p.14-15):
 * one die plus the attack value against the target's type, against its
 * Defense Value with its bonuses. What the public sources confirm of them, and
 * what stays '?' in tables/heroes/core.csv, is in tables/heroes/README.md; the
 * readings are rulings (fire-hit, double-hit).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hon.h"
#include "i18n.h"

/* ---- who may act ---- */

int hon_may_act(struct hon_model *m, const struct hon_unit *u, const char *what, struct err *e)
{
	const char *ph = state_get(m->st, "phase");
	int off = hon_rule_is(m, "sequence", "off");

	if (u->place != HN_ON)
		return kit_refuse(e, "core 3.2", "%s is not on the board: it cannot %s", u->id, what);
	if ((u->flags & HN_U_ACTIVATED) && !off)
		return kit_refuse(e, "core 3.2", "%s has already acted this turn (Activated)", u->id);
	if (ph && !off && !strcmp(ph, "activation") && (!u->order[0] ||
				!strcmp(u->order, "bluff")))
		return kit_refuse(e, "core 3.2", "%s has no numbered or special Order token: it "
				"acts in the Reserve phase, not the Activation phase", u->id);
	if (ph && !off && !strcmp(ph, "reserve") && u->order[0] && strcmp(u->order, "bluff"))
		return kit_refuse(e, "core 3.3", "%s had an Order token: the Reserve phase is for "
				"units without one", u->id);
	if (u->flags & HN_U_SUPPRESSED) {
		const char *v;
		if (hon_core_text(m, "suppressed_acts", "core 4.1 p.16: may a Suppressed unit act?",
					&v, e))
			return e->code;
		if (strcmp(v, "yes"))
			return kit_refuse(e, "core 4.1", "%s is Suppressed: it may not %s", u->id, what);
	}
	return 0;
}

int hon_mark_activated(struct hon_model *m, struct state *st, struct hon_unit *u, struct err *e)
{
	const char *cur = state_get(st, "activation");
	u->flags |= HN_U_ACTIVATED;
	/* a new activation ends the Défenseur's persistence (§2.2) */
	if (cur == NULL || strcmp(cur, u->id)) {
		if (state_get(st, "defenseur.gone") && state_set(st, "defenseur.gone", ""))
			return err_set(e, EXIT_IO, "out of memory");
		if (state_set(st, "activation", u->id))
			return err_set(e, EXIT_IO, "out of memory");
	}
	return hon_unit_save(m, u, e);
}

/* ---- defense ---- */

static int position_bonus(struct hon_model *m, const struct hon_unit *u, int *bonus,
		char *why, size_t size, struct err *e)
{
	for (int i = 0; i < m->nmarkers; i++) {
		const struct hon_marker *mk = &m->markers[i];
		int v;
		if (!mk->placed || !grid_sq_equal(mk->at, u->at))
			continue;
		if (mk->kind == HN_M_POSITION) {
			int urban = strstr(mk->data, "face=urban") != NULL;
			if (hon_core_int(m, urban ? "def_position_urban" : "def_position_bocage",
						"§3.2 position (the face's effects are core 5.3)", &v, e))
				return e->code;
			*bonus += v;
			size_t n = strlen(why);
			snprintf(why + n, size - n, ", Position (%s) %+d (§3.2)", urban ? "Urbaine" :
					"Bocage", v);
		} else if (mk->kind == HN_M_FORWARD) {
			if (hon_core_int(m, "def_forward", "§2.4 Position Avancée (core 5.3)", &v, e))
				return e->code;
			*bonus += v;
			size_t n = strlen(why);
			snprintf(why + n, size - n, ", Position Avancée %+d (§2.4)", v);
		}
	}
	return 0;
}

/* §2.2 défenseur: +1 to the Defense Value of friendly infantry in its ZdC;
 * if it is destroyed, the bonus lasts to the end of the current activation. */
static int defenseur_bonus(struct hon_model *m, const struct hon_unit *u)
{
	int n = 0;
	const char *gone = state_get(m->st, "defenseur.gone");

	if (hon_class_of(u) != HN_INF)
		return 0;
	for (int i = 0; i < m->nunits; i++) {
		const struct hon_unit *d = &m->units[i];
		if (d == u || d->side != u->side || !(d->c->ab & HN_AB_DEFENSEUR))
			continue;
		if (d->place == HN_ON && hon_in_zoc(m, d, u->at))
			n++;
	}
	if (gone && *gone) {
		/* "ID@SQ@ACTOR": where it stood when destroyed, in whose activation */
		char id[HN_ID], sq[GRID_NAME_MAX];
		const char *at = strchr(gone, '@'), *by = at ? strchr(at + 1, '@') : NULL;
		struct grid_sq s;
		struct hon_unit *d;
		size_t len = at ? (size_t)(at - gone) : 0;
		size_t sl = by ? (size_t)(by - at - 1) : 0;
		if (by && sl < sizeof sq) {
			memcpy(sq, at + 1, sl);
			sq[sl] = 0;
		}
		if (by && m->actor && !strcmp(by + 1, m->actor) && len < sizeof id &&
				sl < sizeof sq && grid_sq_parse(sq, &s) == 0) {
			memcpy(id, gone, len);
			id[len] = 0;
			if ((d = hon_unit_find(m, id)) != NULL && d->side == u->side && d != u) {
				struct hon_unit ghost = *d;
				ghost.place = HN_ON;
				ghost.at = s;
				if (hon_in_zoc(m, &ghost, u->at))
					n++;
			}
		}
	}
	if (n > 1 && hon_rule_is(m, "defenseur-stack", "once"))
		n = 1;
	return n;
}

int hon_defense(struct hon_model *m, const struct hon_unit *u, const struct hon_los *los,
		int *out, char *why, size_t size, struct err *e)
{
	int def = u->c->def, d;
	size_t n;

	if (hon_need(u->c, def, "def", "core 3.2.3: the Defense Value", e))
		return e->code;
	snprintf(why, size, _("Defense Value %d"), def);
	if (los != NULL) {
		if (los->def_unknown >= 0)
			return err_set(e, EXIT_UNKNOWN, "%s", los->unknown);
		if (los->defense) {
			def += los->defense;
			n = strlen(why);
			snprintf(why + n, size - n, _(", Lines %+d (§1.1 Lignes pt.3, pt.5)"),
					los->defense);
		}
	}
	if ((d = defenseur_bonus(m, u)) > 0) {
		def += d;
		n = strlen(why);
		snprintf(why + n, size - n, ", Défenseur %+d (§2.2)", d);
	}
	if (u->gear[HN_G_ARMOR] > 0 && u->c->kind == HN_K_LIGHT) {
		if (hon_core_int(m, "armor_bonus", "§3.2 additional shielding (the value is a lost "
					"icon, seed line 415)", &d, e))
			return e->code;
		def += d * u->gear[HN_G_ARMOR];
		n = strlen(why);
		snprintf(why + n, size - n, _(", Armor x%d %+d (§3.2)"), u->gear[HN_G_ARMOR],
				d * u->gear[HN_G_ARMOR]);
	}
	int pb = 0;
	if (position_bonus(m, u, &pb, why, size, e))
		return e->code;
	def += pb;
	*out = def;
	return 0;
}

/* ---- damage ---- */

static int free_herold(struct hon_model *m, struct hon_unit *holder, struct err *e)
{
	struct hon_unit *h = hon_unit_find(m, holder->prisoner);
	char s[GRID_NAME_MAX];

	holder->prisoner[0] = 0;
	if (h == NULL)
		return 0;
	if (hon_rule_is(m, "herold-freed", "captor-square") && holder->place == HN_ON) {
		h->place = HN_ON;
		h->at = holder->at;
		log_step(m->g->log, "Sc-1; ruling herold-freed", "%s is freed on %s, where his "
				"captor fell: the CW must capture him again", h->id,
				grid_sq_format(h->at, s));
	} else {
		h->place = HN_OFF;
		log_step(m->g->log, "Sc-1; ruling herold-freed", "%s is freed (off the board until "
				"placed): the CW must capture him again", h->id);
	}
	return hon_unit_save(m, h, e);
}

static int destroy(struct hon_model *m, struct state *st, struct hon_unit *u, struct err *e)
{
	char s[GRID_NAME_MAX];
	struct grid_sq at = u->at;
	int was_on = u->place == HN_ON;

	if ((u->c->ab & HN_AB_DEFENSEUR) && was_on) {
		char v[2 * HN_ID + GRID_NAME_MAX + 3];
		snprintf(v, sizeof v, "%s@%s@%s", u->id, grid_sq_format(at, s),
				m->actor ? m->actor : "");
		if (state_set(st, "defenseur.gone", v))
			return err_set(e, EXIT_IO, "out of memory");
		log_step(m->g->log, "§2.2 défenseur", "%s's +1 lasts to the end of this activation",
				u->id);
	}
	if (u->prisoner[0] && free_herold(m, u, e))
		return e->code;
	if (was_on) {
		/* its squares are empty now: the rest of the order (an attacker
		 * taking the square, a move going on) sees them so */
		struct grid_sq sq[2];
		int n = hon_unit_squares(u, sq);
		for (int i = 0; i < n; i++)
			if (hon_on_board(&m->b, sq[i]) && m->occ[sq[i].y * m->b.w + sq[i].x] == u->idx)
				m->occ[sq[i].y * m->b.w + sq[i].x] = -1;
	}
	u->place = HN_DEAD;
	if (hon_is_vehicle(u) && was_on) {
		struct grid_sq sq[2];
		struct hon_unit tmp = *u;
		tmp.place = HN_ON;
		int n = hon_unit_squares(&tmp, sq);
		char data[64];
		snprintf(data, sizeof data, "unit=%s", u->id);
		for (int i = 0; i < n; i++)
			if (hon_marker_add(st, "wreck", grid_sq_format(sq[i], s), "", data, e))
				return e->code;
	}
	log_step(m->g->log, "core 3.2.3", "%s is destroyed%s", u->id, hon_is_vehicle(u) ?
			_(": its wreck stays on the board") : "");
	return hon_unit_save(m, u, e);
}

int hon_lose_steps(struct hon_model *m, struct state *st, struct hon_unit *u, int steps,
		int *destroyed, struct err *e)
{
	*destroyed = 0;
	for (int i = 0; i < steps && !*destroyed; i++) {
		if (u->c->kind == HN_K_HEAVY) {
			const char *v;
			/* core 3.2.3 p.15 "dégât sur un véhicule lourd": not public */
			if (hon_core_text(m, "heavy_damage", "core 3.2.3 p.15: damage on a heavy "
						"vehicle (destroyed, or back)", &v, e))
				return e->code;
			if (!strcmp(v, "back") && !u->back && u->front->back[0] &&
					strcmp(u->front->back, "wreck")) {
				const struct hon_counter *b = hon_counter_find(m, u->front->back);
				if (b != NULL) {
					u->back = 1, u->c = b;
					log_step(m->g->log, "core 3.2.3 (core.csv heavy_damage=back)", "%s is "
							"damaged: it turns to its back face", u->id);
					continue;
				}
			}
			*destroyed = 1;
			return destroy(m, st, u, e);
		}
		if (u->c->kind == HN_K_INF && !u->back && u->front->back[0] &&
				strcmp(u->front->back, "wreck")) {
			const struct hon_counter *b = hon_counter_find(m, u->front->back);
			if (b != NULL) {
				u->back = 1, u->c = b;
				log_step(m->g->log, "§3.5 Pas de Perte", "%s loses a step: it turns to its "
						"back face (%s)", u->id, b->id);
				continue;
			}
		}
		*destroyed = 1;
		if (destroy(m, st, u, e))
			return e->code;
	}
	return hon_unit_save(m, u, e);
}

/* The Coup Double's trigger (core 3.2.3 p.15): core.csv double_hit is
 * "margin:N" (the total beats the defense by N or more), "twice" (the total is
 * twice the defense or more), "natural:N" (the die shows N or more), "never". */
static int is_double(struct hon_model *m, int die, int total, int def, int *dbl,
		struct err *e)
{
	const char *v;
	int n;

	*dbl = 0;
	if (hon_rule_is(m, "double-hit", "never"))
		return 0;
	if (hon_core_text(m, "double_hit", "core 3.2.3 p.15: the Coup Double's trigger "
				"(margin:N, twice, natural:N or never)", &v, e))
		return e->code;
	if (!strcmp(v, "never"))
		return 0;
	if (!strcmp(v, "twice"))
		return *dbl = total >= 2 * def, 0;
	if (sscanf(v, "margin:%d", &n) == 1)
		return *dbl = total - def >= n, 0;
	if (sscanf(v, "natural:%d", &n) == 1)
		return *dbl = die >= n, 0;
	return err_set(e, EXIT_DATA, "core value double_hit '%s' is not margin:N, twice, "
			"natural:N or never (%s)", v, HN_PAGE);
}

int hon_attack(struct hon_model *m, struct state *st, struct hon_unit *target,
		const struct hon_attack *a, struct chance *c, struct hon_hit *h, struct err *e)
{
	struct chance_roll r;
	char rb[64];
	int strict = hon_rule_is(m, "fire-hit", ">");
	struct hon_unit *victim = target;

	memset(h, 0, sizeof *h);
	if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "%s against %s", a->what, target->id))
		return e->code;
	h->roll = r.value;
	h->total = r.value + a->att + a->mods;
	h->hit = strict ? h->total > a->def : h->total >= a->def;
	char mods[32] = "";
	if (a->mods)
		snprintf(mods, sizeof mods, " %s %d", a->mods < 0 ? "-" : "+", abs(a->mods));
	log_step(m->g->log, a->rule, "%s at %s: %s + attack %d%s = %d against defense %d: %s "
			"(ruling fire-hit %s)", a->what, target->id, kit_roll(&r, rb, sizeof rb), a->att,
			mods, h->total, a->def, h->hit ? C_("attack", "hit") : C_("attack", "miss"), strict ? ">" : ">=");
	if (!h->hit)
		return 0;
	int dbl = 0;
	if (is_double(m, r.value, h->total, a->def, &dbl, e))
		return e->code;
	h->steps = 1;
	if (dbl) {
		if (hon_core_int(m, "double_steps", "core 3.2.3 p.15; §3.5 life point", &h->steps, e))
			return e->code;
		log_step(m->g->log, "core 3.2.3 p.15 Coup Double", "Coup Double: %d step losses",
				h->steps);
	}
	if (a->replace && *a->replace) {
		struct hon_unit *rp = hon_unit_find(m, a->replace);
		if (rp != NULL) {
			victim = rp;
			log_step(m->g->log, "§2.2 remplaçant", "%s takes all the damage instead of %s",
					rp->id, target->id);
		}
	}
	int life = a->life < victim->gear[HN_G_LIFE] ? a->life : victim->gear[HN_G_LIFE];
	if (life > 0 && (victim->c->ab & HN_AB_CHARACTER)) {
		int cancel = life < h->steps ? life : h->steps;
		if (h->steps > 1 && life < h->steps && hon_rule_is(m, "life-double", "all"))
			cancel = 0;
		if (cancel > 0) {
			victim->gear[HN_G_LIFE] -= cancel;
			h->steps -= cancel;
			log_stepn(m->g->log, "§3.5 life point",
					"%s discards %d Life Point marker: %d step loss cancelled",
					"%s discards %d Life Point markers: %d step losses cancelled", cancel,
					victim->id, cancel, cancel);
		}
	}
	snprintf(h->victim, sizeof h->victim, "%s", victim->id);
	if (h->steps == 0)
		return hon_unit_save(m, victim, e);
	return hon_lose_steps(m, st, victim, h->steps, &h->destroyed, e);
}

/* ---- the Fire action ---- */

struct fire {
	struct hon_unit *f, *t;
	int piat, ammo, life;
	const char *replace;
	struct hon_attack a;
	char what[96], defwhy[256];
	struct grid_sq aviators[4];
	int naviators;
};

static int attack_value(struct hon_model *m, struct fire *x, enum hon_class cls, struct err *e)
{
	int att;

	if (x->piat) {
		if (x->f->c->kind != HN_K_INF)
			return kit_refuse(e, "§3.2 piat", "the Piat is for infantry only (Réservé à "
					"l'Infanterie)");
		if (x->f->gear[HN_G_PIAT] < 1)
			return kit_refuse(e, "§3.2 piat", "%s has no Piat marker", x->f->id);
		if (hon_gear_att(m, "piat", cls, &att, e))
			return e->code;
	} else {
		att = x->f->c->att[cls];
		if (att == HN_UNKNOWN)
			return hon_need(x->f->c, att, cls == HN_INF ? "att_inf" : cls == HN_LIGHT ?
					"att_light" : "att_heavy", "core 3.2.3: attack value", e);
	}
	if (x->ammo) {
		if (x->f->c->kind != HN_K_LIGHT)
			return kit_refuse(e, "§3.2 recce gear", "Ammo markers are usable by Light "
					"Vehicles only");
		if (x->f->gear[HN_G_AMMO] < x->ammo)
			return kit_refusen(e, "§3.2 ammo", "%s has %d Ammo marker, not %d",
					"%s has %d Ammo markers, not %d", x->f->gear[HN_G_AMMO], x->f->id,
					x->f->gear[HN_G_AMMO], x->ammo);
		if (cls == HN_INF)
			return kit_refuse(e, "§3.2 ammo", "Ammo gives +2 against Light Vehicles or +1 "
					"against Heavy Vehicles, nothing against infantry");
		if (cls == HN_HEAVY && att == HN_NONE)
			return kit_refuse(e, "§3.2 ammo", "%s has no combat value against Heavy "
					"Vehicles: it may not fire at one with Ammo (the icon of seed line 410 "
					"read as '-')", x->f->id);
	}
	if (att == HN_NONE)
		return kit_refuse(e, "core 3.2.3", "%s has no attack value against a %s ('-')",
				x->f->id, hon_class_title(cls));
	x->a.att = att;
	if (x->ammo) {
		x->a.mods += x->ammo * (cls == HN_LIGHT ? 2 : 1);
		log_stepn(m->g->log, "§3.2 ammo", "%d Ammo marker: %+d against a %s",
				"%d Ammo markers: %+d against a %s", x->ammo, x->ammo,
				x->ammo * (cls == HN_LIGHT ? 2 : 1), hon_class_title(cls));
	}
	return 0;
}

static int range_check(struct hon_model *m, struct fire *x, struct err *e)
{
	int d = hon_distance(x->f->at, x->t->at), max = x->f->c->range;

	if (x->piat)
		max = 5;   /* §3.2 piat: "La portée maximum d'un Piat est de 5 cases" */
	if (max == HN_UNKNOWN)
		return hon_need(x->f->c, max, "range", "core 3.2.3 p.14 portée", e);
	if (max > 0 && d > max)
		return kit_refuse(e, x->piat ? "§3.2 piat" : _("core 3.2.3 portée"), "%s is %d squares "
				"away: the range is %d", x->t->id, d, max);
	return 0;
}

static int uint_arg(const struct order *o, const char *key, int *out, struct err *e)
{
	const char *v = order_get(o, key);
	char *end;
	long n = strtol(v ? v : "0", &end, 10);
	if (v == NULL || *v == 0)
		return *out = 0, 0;
	if (*end || n < 0 || n > 20)
		return err_set(e, EXIT_USAGE, "%s=%s: give a count from 0 to 20", key, v);
	*out = (int)n;
	return 0;
}

/* Remplaçant (§2.2): a unit of the target's side, within 2 squares of the
 * heavy weapon (red border) fired at, with a reduced or clear sight on it. */
int hon_replace_check(struct hon_model *m, const char *id, const struct hon_unit *t,
		struct err *e)
{
	struct hon_unit *r = hon_unit_find(m, id);
	struct hon_los los;

	if (r == NULL)
		return err_set(e, EXIT_USAGE, "replace=%s: no such unit", id);
	if (!(r->c->ab & HN_AB_REMPLACANT))
		return kit_refuse(e, "§2.2 remplaçant", "%s has no Remplaçant ability", r->id);
	if (r->side != t->side || r->place != HN_ON)
		return kit_refuse(e, "§2.2 remplaçant", "%s must be a unit of %s's side on the board",
				r->id, t->id);
	if (!(t->c->ab & HN_AB_HEAVYWEAPON))
		return kit_refuse(e, "§2.2 remplaçant", "%s is not a Heavy Weapon unit (red border)",
				t->id);
	if (hon_distance(r->at, t->at) > 2)
		return kit_refuse(e, "§2.2 remplaçant", "%s is %d squares from %s: 2 at most", r->id,
				hon_distance(r->at, t->at), t->id);
	if (hon_los(m, r, r->at, hon_class_of(r), t, t->at, hon_class_of(t), &los, e))
		return e->code;
	if (los.verdict == HN_LOS_BLOCKED)
		return kit_refuse(e, "§2.2 remplaçant", "%s has no line of sight on %s (%s)", r->id,
				t->id, los.why);
	return 0;
}

static int fire_setup(struct hon_model *m, const struct order *o, struct fire *x,
		struct err *e)
{
	struct hon_los los;
	const char *weapon = order_get(o, "weapon");

	memset(x, 0, sizeof *x);
	if ((x->f = hon_unit_find(m, order_get(o, "unit"))) == NULL)
		return err_set(e, EXIT_USAGE, "fire: no unit '%s'", order_get(o, "unit"));
	m->actor = x->f->id;
	if ((x->t = hon_unit_find(m, order_get(o, "target"))) == NULL)
		return err_set(e, EXIT_USAGE, "fire: no unit '%s'", order_get(o, "target"));
	if (strcmp(weapon, "unit") && strcmp(weapon, "piat"))
		return err_set(e, EXIT_USAGE, "fire: weapon=%s: unit or piat", weapon);
	x->piat = !strcmp(weapon, "piat");
	if (uint_arg(o, "ammo", &x->ammo, e) || uint_arg(o, "life", &x->life, e))
		return e->code;
	x->replace = order_get(o, "replace");
	if (hon_may_act(m, x->f, "fire", e))
		return e->code;
	if (x->t->place == HN_ABOARD)
		return kit_refuse(e, "Sc-A aviateur", "%s is inside an airplane: it cannot be the "
				"target of a Fire action", x->t->id);
	if (x->t->place != HN_ON)
		return kit_refuse(e, "core 3.2.3", "%s is not on the board", x->t->id);
	if (x->t->side == x->f->side)
		return kit_refuse(e, "core 3.2.3", "%s is a friendly unit", x->t->id);
	if (hon_need_kind(x->t, "core 3.2.3: the target's type", e) ||
			hon_need_kind(x->f, "core 3.2.3: the firer's type", e))
		return e->code;
	enum hon_class cls = hon_class_of(x->t);
	if (attack_value(m, x, cls, e) || range_check(m, x, e))
		return e->code;
	if (hon_los(m, x->f, x->f->at, hon_class_of(x->f), x->t, x->t->at, cls, &los, e))
		return e->code;
	for (int i = 0; i < los.nsteps; i++)
		log_step(m->g->log, NULL, "%s", los.steps[i]);
	if (los.verdict == HN_LOS_BLOCKED)
		return kit_refuse(e, "§1.1", "no line of sight from %s to %s: %s", x->f->id,
				x->t->id, los.why);
	if (los.obstacles) {
		int mal;
		if (hon_core_int(m, "obstacle_malus", "core 5.1 p.18 obstacles: the malus of one "
					"Obstacle crossed", &mal, e))
			return e->code;
		x->a.mods -= mal * los.obstacles;
		log_stepn(m->g->log, "§1.1 Lignes pt.3; core 5.1",
				"%d Obstacle: %+d to the roll (line of sight reduced)",
				"%d Obstacles: %+d to the roll (line of sight reduced)", los.obstacles,
				los.obstacles, -mal * los.obstacles);
	}
	if (hon_defense(m, x->t, &los, &x->a.def, x->defwhy, sizeof x->defwhy, e))
		return e->code;
	if (*x->replace && hon_replace_check(m, x->replace, x->t, e))
		return e->code;
	if (x->life && !(x->t->c->ab & HN_AB_CHARACTER) && !*x->replace)
		return kit_refuse(e, "§3.5 life point", "Life Points are for characters: %s is "
				"none", x->t->id);
	const char *av = order_get(o, "aviators");
	if (av && *av) {
		char items[4 * 16];
		int n = order_split(av, items, 16, 4);
		for (int i = 0; i < n; i++)
			if (grid_sq_parse(items + 16 * i, &x->aviators[i]) ||
					!hon_on_board(&m->b, x->aviators[i]))
				return err_set(e, EXIT_USAGE, "aviators=%s: squares of the board", av);
		if (n < 0)
			return err_set(e, EXIT_USAGE, "aviators=%s: at most 4 squares", av);
		x->naviators = n;
	}
	int crew = 0;
	for (int i = 0; i < m->nunits; i++)
		crew += m->units[i].place == HN_ABOARD && !strcmp(m->units[i].aboard, x->t->id);
	if ((x->t->c->ab & HN_AB_PLANE) && crew > x->naviators)
		return err_setn(e, EXIT_USAGE, "fire: %s carries %d aviator: give aviators=SQ,... "
				"for where they go if it is destroyed (Sc-A: adjacent to the wreck)",
				"fire: %s carries %d aviators: give aviators=SQ,... for where they go if "
				"it is destroyed (Sc-A: adjacent to the wreck)", crew, x->t->id, crew);
	snprintf(x->what, sizeof x->what, _("%s fires%s"), x->f->id, x->piat ? _(" its Piat") : "");
	x->a.what = x->what;
	x->a.rule = x->piat ? "§3.2 piat; core 3.2.3" : _("core 3.2.3");
	x->a.replace = x->replace;
	x->a.life = x->life;
	return 0;
}

/* Sc-A: the aviators of a destroyed airplane go to squares adjacent to the
 * wreck, on their Inactive face, Suppressed (a forced move). */
static int plane_down(struct hon_model *m, struct fire *x, struct err *e)
{
	int k = 0;
	char s[GRID_NAME_MAX];
	struct grid_sq sq[2];
	struct hon_unit tmp = *x->t;
	tmp.place = HN_ON;
	int ns = hon_unit_squares(&tmp, sq);

	for (int i = 0; i < m->nunits; i++) {
		struct hon_unit *a = &m->units[i];
		if (a->place != HN_ABOARD || strcmp(a->aboard, x->t->id))
			continue;
		struct grid_sq to = x->aviators[k++];
		int adj = 0;
		for (int j = 0; j < ns; j++)
			adj |= hon_adjacent(to, sq[j]);
		if (!adj || hon_unit_at(m, to) != NULL)
			return kit_refuse(e, "Sc-A aviateur", "aviators: %s is not an empty square "
					"adjacent to the wreck", grid_sq_format(to, s));
		a->place = HN_ON;
		a->at = to;
		a->aboard[0] = 0;
		a->flags |= HN_U_INACTIVE | HN_U_SUPPRESSED;
		m->occ[to.y * m->b.w + to.x] = a->idx;
		log_step(m->g->log, "Sc-A aviateur", "%s leaves the wreck for %s on its Inactive "
				"face, Suppressed (a forced move)", a->id, s);
		if (hon_unit_save(m, a, e))
			return e->code;
	}
	return 0;
}

static int spend(struct hon_model *m, struct hon_unit *u, int gear, int n, const char *name)
{
	if (n <= 0 || !hon_rule_is(m, "gear-spent", "yes"))
		return 0;
	u->gear[gear] -= n;
	if (u->gear[gear] < 0)
		u->gear[gear] = 0;
	log_stepn(m->g->log, "§3.2; ruling gear-spent", "%s spends %d %s marker",
			"%s spends %d %s markers", n, u->id, n, name);
	return 0;
}

static int fire_run(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, char vals[][128], struct err *e)
{
	struct hon_model m;
	struct fire x;
	struct hon_hit h;
	int rc;

	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((rc = fire_setup(&m, o, &x, e)) != 0)
		goto done;
	log_step(g->log, "core 3.2.3", "%s (%s) fires at %s (%s): attack %d, %s", x.f->id,
			x.f->c->id, x.t->id, hon_class_title(hon_class_of(x.t)), x.a.att, x.defwhy);
	if ((rc = hon_attack(&m, st, x.t, &x.a, c, &h, e)) != 0)
		goto done;
	if (h.destroyed && (x.t->c->ab & HN_AB_PLANE) && !strcmp(h.victim, x.t->id) &&
			(rc = plane_down(&m, &x, e)) != 0)
		goto done;
	spend(&m, x.f, HN_G_AMMO, x.ammo, "Ammo");
	if (x.piat)
		spend(&m, x.f, HN_G_PIAT, 1, "Piat");
	rc = hon_mark_activated(&m, st, x.f, e);
	if (vals) {
		snprintf(vals[0], 128, "%s", !h.hit ? "miss" : h.steps > 1 ? "double" : "hit");
		snprintf(vals[1], 128, "%s", h.hit ? h.victim : "");
		snprintf(vals[2], 128, "%d", h.steps);
		snprintf(vals[3], 128, "%s", h.destroyed ? "yes" : "no");
	}
done:
	hon_model_free(&m);
	return rc;
}

int hon_fire_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return fire_run(g, st, o, c, NULL, e);
}

int hon_fire_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "result", "victim", "steps", "destroyed" };
	return hon_odds_enumerate(g, st, o, fire_run, cols, 4, r, e);
}

/* ---- odds ---- */

int hon_odds_enumerate(struct game_ctx *g, const struct state *st, const struct order *o,
		hon_run_fn run, const char *const *cols, int ncols, struct odds_report *r,
		struct err *e)
{
	size_t len;
	char *text = state_text(st, g->game->kinds, &len);
	struct chance c;
	struct log quiet;
	struct game_ctx q = *g;
	int more = 1, overflow = 0, rc = 0;

	if (text == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	log_open(&quiet, NULL, LOG_TEXT);
	q.log = &quiet;
	r->ncols = ncols;
	for (int i = 0; i < ncols; i++)
		r->col[i] = cols[i];
	snprintf(r->note, sizeof r->note, "%s: every face of every d6 enumerated",
			o->spec->verb);
	chance_enumerate(&c);
	while (more && rc == 0) {
		struct state copy;
		struct frac p;
		char vals[ODDS_MAX_COLS][128];
		const char *vp[ODDS_MAX_COLS];
		memset(vals, 0, sizeof vals);
		state_init(&copy);
		chance_enum_start(&c);
		if ((rc = state_parse(&copy, text, len, st->path ? st->path : "state", e)) == 0)
			rc = run(&q, &copy, o, &c, vals, e);
		state_free(&copy);
		r->runs++;
		if (rc)
			break;
		/* every die of the order is enumerated: past six d6 (a Grenade
		 * blasting seven units, a move over seven mines) the order is refused
		 * rather than run for minutes; the first path already tells */
		uint64_t paths = 1;
		for (int d = 0; d < c.depth && paths <= 46656; d++)
			paths *= (uint64_t)c.path[d].nchoices;
		if (paths > 46656 || r->runs > 46656) {
			rc = err_set(e, EXIT_USAGE, "odds: %s rolls more than six dice; exact odds stop "
					"at 46,656 paths (%s)", o->spec->verb, HN_PAGE);
			break;
		}
		more = chance_enum_next(&c, &p, &overflow);
		for (int i = 0; i < ncols; i++)
			vp[i] = vals[i];
		rc = odds_report_merge(r, p, vp, ncols, e);
	}
	if (rc == 0 && overflow)
		rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	free(text);
	return rc;
}
