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

#include "i18n.h"
#include "om.h"

/* A barrage: its target, firer and observer. */
struct barrage {
	struct om_model *m;
	const struct order *o;
	const char *target;        /* as typed */
	struct grid_hex th;
	struct om_german *gr;      /* the German unit barraged */
	const struct om_position *pos;
	struct om_unit *firer, *obs;
	int art;                   /* an artillery barrage (§17.3), else a tank's */
	int self;                  /* the firer observes: in the target's field */
	int d;                     /* its distance */
};

static int in_field(const struct om_model *m, const char *pid, struct om_place at)
{
	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++)
		if (at.kind == OM_AT_HEX && grid_equal(f->hex, at.hex) && !strcmp(f->pos, pid))
			return 1;
	return 0;
}

static int lowland(struct om_model *m, struct grid_hex h)
{
	const struct om_hex *x = om_hex_at(m, h);

	return x != NULL && om_lowland(x->terrain);
}

/* §8.12: a high-ground position whose field covers no beach hex. */
static int hidden_from_lowland(struct om_model *m, const char *pid, struct grid_hex target)
{
	if (lowland(m, target))
		return 0;
	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++) {
		const struct om_hex *h;
		if (!strcmp(f->pos, pid) && (h = om_hex_at(m, f->hex)) && h->terrain == OM_BEACH)
			return 0;
	}
	return 1;
}

/* The German unit barraged and its position (§8.4, §8.52, §6.4). */
static int target(struct barrage *b, struct err *e)
{
	struct om_model *m = b->m;

	if (grid_parse(b->target, &b->th))
		return err_set(e, EXIT_USAGE, "bombard: target=%s is not a hex CCRR", b->target);
	if ((b->gr = om_german_at(m, b->th)) == NULL)
		return kit_refuse(e, "§8.4", "bombard: no German unit in %s", b->target);
	if ((b->pos = om_position_find(m, b->gr->pos)) == NULL)
		return err_set(e, EXIT_DATA, "bombard: %s's position '%s' has no 'position' row",
				b->gr->id, b->gr->pos);
	if (b->pos->kind == OM_PK_REINF && b->gr->revealed != 1)
		return kit_refuse(e, "§8.4, §8.52", "bombard: %s holds an unrevealed reinforcement "
				"unit, which cannot be barraged", b->target);
	if (om_rule_is(m, "a38-observer-fields", "active") && b->gr->disrupted == 1)
		return err_set(e, EXIT_REFUSED, "bombard: %s is disrupted and has no field of fire "
				"(§6.4): no observer can see it (ruling a38-observer-fields=active)",
				b->pos->id);
	return 0;
}

/* observer=: non-disrupted infantry in the target's field (§8.4, §8.52). */
static int observer(struct barrage *b, struct err *e)
{
	const char *id = order_get(b->o, "observer");
	struct om_unit *u;
	char at[32];

	if (!*id)
		return 0;
	if ((u = b->obs = om_unit_find(b->m, id)) == NULL)
		return err_set(e, EXIT_DATA, "bombard: no unit '%s'", id);
	if (!om_is_infantry(u->type) || u->disrupted == 1)
		return kit_refuse(e, "§8.4, §8.52", "bombard: the observer %s must be non-disrupted "
				"infantry", id);
	if (!in_field(b->m, b->pos->id, u->at))
		return kit_refuse(e, "§8.4, §8.52", "bombard: the observer %s (%s) is not in the "
				"field of fire of %s", id, om_place_text(b->m, u->at, at), b->pos->id);
	return 0;
}

/* §8.52-§8.54: a naval barrage, a free action, no card. */
static int naval(struct barrage *b, struct err *e)
{
	struct om_model *m = b->m;
	int n = om_get_int(m, OM_K_NAVAL, 0), cmd;

	if (n < 1)
		return kit_refuse(e, "set,naval_markers; §8.5, §8.54", "bombard: no naval fire marker "
				"held");
	if (b->obs == NULL)
		return kit_refuse(e, "§8.52", "bombard: a naval barrage needs observer=, a "
				"non-disrupted infantry unit in the target's field of fire");
	if ((cmd = om_under_command(m, b->obs, 0, e)) < 0)   /* §18.3: CPs too */
		return e->code;
	if (!cmd) {
		/* a radio of its own: the Weapons Table's (unknown) or its counter's */
		const struct table *wt;
		const char *v;
		int row, col;
		if (table_get(m->g->tables, "omaha", "weapons", &wt, e) ||
		    (row = table_find_row(wt, "inf-full", "§8.52", e)) < 0 ||
		    (col = table_find_col(wt, "weapons", "§8.52", e)) < 0 ||
		    table_need(wt, row, col, "§8.52", &v, e))
			return e->code;
		if (!strstr(v, "RADIO"))
			return kit_refuse(e, "§8.52", "bombard: the observer has no radio and is under "
					"no HQ's command");
	}
	om_set_int(m, OM_K_NAVAL, n - 1);
	log_step(m->g->log, "§8.52", "Naval barrage on %s (%s), observed by %s: one naval fire "
			"marker spent (%d left; a free action, §8.53)", b->target, b->pos->id, b->obs->id,
			n - 1);
	b->gr->disrupted = 1;
	log_step(m->g->log, "§8.52", "%s is disrupted", b->gr->id);
	if (b->gr->reserve != OM_RES_NONE) {
		b->gr->reserve = OM_RES_NONE;
		log_step(m->g->log, "§8.52", "Its depth marker is removed from play");
	}
	return 0;
}

/* The tank or artillery firing: its type, place and range (§8.4, §17.3,
 * §8.11, §8.12). */
static int firer(struct barrage *b, struct err *e)
{
	struct om_model *m = b->m;
	const char *type = order_get(b->o, "type");
	struct om_unit *u;
	char at[32];

	b->art = !strcmp(type, "art");
	if (strcmp(type, "tank") && !b->art)
		return err_set(e, EXIT_USAGE, "bombard: type=%s is not tank, art or naval", type);
	if ((u = b->firer = om_unit_find(m, order_get(b->o, "unit"))) == NULL)
		return err_set(e, EXIT_USAGE, "bombard: unit= names the firing %s", b->art ?
				"artillery" : "tank");
	if (!b->art && u->type != OM_TANK)
		return kit_refuse(e, "§8.4", "bombard: %s is not a tank", u->id);
	if (b->art && !om_is_artillery(u->type))
		return kit_refuse(e, "§17.3", "bombard: %s is not artillery", u->id);
	if (b->art && m->turn < 17)
		return kit_refuse(e, "§17.3", "bombard: artillery barrages from turn 17");
	if (u->disrupted == 1)
		return kit_refuse(e, "§7.7", "bombard: %s is disrupted", u->id);
	if (u->at.kind != OM_AT_HEX)
		return err_set(e, EXIT_REFUSED, "bombard: %s is not on the map", u->id);
	if (u->range < 1)
		return err_set(e, EXIT_DATA, "bombard: %s has no printed range (a 'range' column of "
				"the unit rows, §2.21)", u->id);
	b->d = grid_distance(u->at.hex, b->th);
	if (b->d < 2 || b->d > u->range)
		return kit_refusen(e, "§8, §8.4, §8.11", "bombard: %s is %d hex from %s: a barrage "
				"is at range (%d) but not adjacent", "bombard: %s is %d hexes from %s: a "
				"barrage is at range (%d) but not adjacent", b->d, b->target, b->d,
				om_place_text(m, u->at, at), u->range);
	if (lowland(m, u->at.hex) && hidden_from_lowland(m, b->pos->id, b->th))
		return kit_refuse(e, "§8.12", "bombard: from the lowland, no barrage against %s, a "
				"high-ground position whose field covers no beach hex", b->pos->id);
	b->self = in_field(m, b->pos->id, u->at);
	return 0;
}

/* §17.3: artillery under an HQ's command (not a General's); not armoured:
 * outside every German field (ruling a36-art-barrage-fields), so an infantry
 * observer under the same HQ observes. */
static int art_command(struct barrage *b, struct err *e)
{
	struct om_model *m = b->m;
	int any = om_rule_is(m, "a36-art-barrage-fields", "any"), exposed = 0, ok = 0;

	for (const struct om_field *f = m->fld; f < m->fld + m->nfld && b->firer->type != OM_SPART;
			f++) {
		if (!grid_equal(f->hex, b->firer->at.hex))
			continue;
		for (const struct om_german *g = m->gm; g < m->gm + m->ngm; g++)
			if (!strcmp(g->pos, f->pos) && (any || g->disrupted != 1))
				exposed = 1;
	}
	if (exposed)
		return kit_refuse(e, "§17.3, ruling a36-art-barrage-fields", "bombard: %s, not "
				"armoured, is in a German field of fire", b->firer->id);
	if (b->firer->type != OM_SPART)
		b->self = 0;
	for (const struct om_unit *l = m->u; l < m->u + m->nu && !ok; l++) {   /* §18.3 */
		if (l->type != OM_HQ || (ok = om_leader_commands(m, l, b->firer, e)) <= 0)
			continue;
		ok = b->self ? 1 : b->obs ? om_leader_commands(m, l, b->obs, e) : 0;
	}
	if (ok < 0)
		return e->code;
	if (!b->self && b->obs == NULL)
		return kit_refuse(e, "§17.3", "bombard: name an infantry observer in the field of fire "
				"of %s with observer=", b->pos->id);
	if (!ok)
		return kit_refuse(e, "§17.3", "bombard: the artillery%s must be under the command of "
				"one HQ (not a General)", b->self ? "" : _(" and its observer"));
	return 0;
}

/* §8.4: a tank out of the field observes through an infantry observer, the
 * tank or the observer under command. */
static int tank_command(struct barrage *b, struct err *e)
{
	int ct, co;

	if (b->self)
		return 0;
	if (b->obs == NULL)
		return kit_refuse(e, "§8.4", "bombard: %s is not in the field of fire of %s: name an "
				"infantry observer with observer=", b->firer->id, b->pos->id);
	ct = om_under_command(b->m, b->firer, 1, e);   /* §18.3: CPs too */
	co = ct ? 0 : om_under_command(b->m, b->obs, 1, e);
	if (ct < 0 || co < 0)
		return e->code;
	if (!ct && !co)
		return kit_refuse(e, "§8.4", "bombard: with an infantry observer, the tank or the "
				"observer must be under command of an HQ or General");
	return 0;
}

/* The new fire card: how it shows the position's colour (-1 not, 0 single, 1
 * double) and its target symbol. */
static int barrage_card(struct barrage *b, struct chance *c, int *dbl, int *target,
		struct err *e)
{
	struct om_card card;
	const char *v, *colour = b->pos->colour;

	if (om_card_take(b->m, c, "barrage", &card, e))
		return e->code;
	b->m->card_used = card.number ? card.number : -1;
	if (om_card_need(&card, "target", "§8.4", &v, e))
		return e->code;
	*target = om_atoi(v);
	*dbl = -1;
	for (int k = 1; k <= 3; k++) {
		char col[8];
		size_t len = strlen(colour);
		snprintf(col, sizeof col, "fire%d", k);
		if (om_card_need(&card, col, "§8.4", &v, e))
			return e->code;
		if (!strncmp(v, colour, len) && !(v[len] >= 'a' && v[len] <= 'z'))
			*dbl = v[len] == '2';
	}
	return 0;
}

/* The US Barrage Table's result (§8.4), applied. */
static int barrage_result(struct barrage *b, int dbl, int target, int check, struct err *e)
{
	struct om_model *m = b->m;
	struct om_german *g = b->gr;
	const struct table *bt;
	const char *res, *rk = g->reserve == OM_RES_NONE ? "none" : g->reserve ==
		OM_RES_REVEALED ? "revealed" : "unrevealed";
	int row = -1, col;

	if (table_get(m->g->tables, "omaha", "barrage", &bt, e))
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
		log_step(m->g->log, "§8.4", "The card shows %s (%s) and symbol %d: US Barrage Table, "
				"%s, depth marker %s: %s", om_colour_text(b->pos->colour), dbl ? "double" : "single", target,
				dbl ? "double" : "single", rk, res);
	else
		log_step(m->g->log, "ruling a18-art-barrage-check", "No colour or symbol check: US "
				"Barrage Table, %s, depth marker %s: %s", dbl ? "double" : "single", rk, res);
	if (strstr(res, "disrupt") && g->disrupted != 1) {
		g->disrupted = 1;
		log_step(m->g->log, "§8.4", "%s is disrupted", g->id);
	}
	if (strstr(res, "lose-reserve") && g->reserve != OM_RES_NONE) {
		g->reserve = OM_RES_NONE;
		log_step(m->g->log, "§8.4", "%s loses its depth marker", g->id);
	}
	return 0;
}

/* §8.4 tank barrage, §17.3 artillery barrage: the action, a new fire card and
 * the table. */
static int fire_barrage(struct barrage *b, struct chance *c, struct err *e)
{
	struct om_model *m = b->m;
	int dbl, target, sym;

	if (om_action(m, &b->firer, 1, NULL, e))   /* §7, §7.2 */
		return e->code;
	log_stepn(m->g->log, b->art ? "§17.3" : "§8.4", "%s barrages %s (%s, %s) at %d hex, "
			"observed by %s; a new fire card is drawn", "%s barrages %s (%s, %s) at %d "
			"hexes, observed by %s; a new fire card is drawn", b->d, b->firer->id, b->target,
			b->pos->id, om_colour_text(b->pos->colour), b->d, b->self ? "itself" : b->obs->id);
	if (barrage_card(b, c, &dbl, &target, e))
		return e->code;
	sym = om_rule_is(m, "a17-tank-barrage-symbol", "observer") && b->obs ? b->obs->symbol :
		b->firer->symbol;
	int check = !b->art || !om_rule_is(m, "a18-art-barrage-check", "none");
	if (!check && dbl < 0)
		dbl = 0;   /* ruling a18=none: no check; the table's single row */
	if (check && (dbl < 0 || sym != target)) {
		log_step(m->g->log, "§8.4", "The card %s %s's colour %s%s: the barrage has no effect",
				dbl < 0 ? _("does not show") : "shows", b->pos->id, om_colour_text(b->pos->colour),
				dbl < 0 ? "" : _(", but not the firer's target symbol"));
		return 0;
	}
	return barrage_result(b, dbl, target, check, e);
}

int om_bombard(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	struct barrage b = { .m = m, .o = o, .target = order_get(o, "target") };

	m->card_used = 0;
	if (om_free_action(m, o, order_get(o, "unit"), "bombard", e) ||   /* free.c */
	    target(&b, e) || observer(&b, e))
		return e->code;
	if (!strcmp(order_get(o, "type"), "naval"))
		return naval(&b, e);
	if (firer(&b, e) || (b.art ? art_command(&b, e) : tank_command(&b, e)))
		return e->code;
	return fire_barrage(&b, c, e);
}
