/*
 * assault.c: the `assault` order of Normandie 1944: one combat (§5, §6), from
 * the HQ's activation to the retreats.
 *
 *   parse    the order's units, target, support and choices (assault_parse)
 *   check    everything §1.1.3, §5, §6.1, §7.5, §8 and §9.1 forbid at
 *            declaration, and the HQ's activation with its Offensive marker
 *            (assault_check, activate)
 *   resolve  the column (combat.c), the die, the combat table's cell
 *   apply    losses, disorganization, retreats, Confusion, the markers of the
 *            combat, and what advance, counter-attack and exploitation read
 *            (`set,combat.*`)
 *
 * `odds` runs parse and check on the same state without changing it, and prints
 * the column with every shift and its section, then the distribution; where the
 * combat table is unknown ('?'), each die face with the cell it needs
 * (unknown=report), or exit 69 naming the first such cell (the default).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "odds.h"
#include "pending.h"

#define ITEM 48

const struct order_param n44_assault_params[] = {
	{ "to", "HEX|box:NAME", NULL, "the attacked hex (§6.1), or a box in Confusion (§6.12)" },
	{ "att", "ID,...", NULL, "the attacking units, chosen freely in each stack (§6.3, §6.5)" },
	{ "hq", "ID", "", "the HQ activated in Combat mode (§1.1.3), which controls the "
		"attackers (§5.1); not needed on turn 0, when all units count as controlled (§10)" },
	{ "support", "ID,...", "", "HQs adding their column bonus, declared before the roll "
		"(§5.3): the activating HQ; for the German player more HQs, each flipped and "
		"spending a marker" },
	{ "def_support", "ID", "", "the one HQ supporting the defence, 1 column (§5.3)" },
	{ "air", "ID", "", "an available Allied fighter-bomber (FB), 1 column for the Allies "
		"(§9.1)" },
	{ "terrain", "terrain|settlement|best", "", "the defender's choice in a hex with a "
		"village or city and another terrain (§2.2, E2); best: the better for him" },
	{ "from_sea", "yes|no", "no", "turn 0: the attackers land from the sea onto a beach "
		"(§10 A.1, 1 column left except Rangers, 1SS, 4SS)" },
	{ "kind", "normal|counter|exploit", "normal", "a counter-attack after an enemy advance "
		"(§6.9), or a combat of an exploitation (§6.8)" },
	{ "move", "ID:HEX,...", "", "a counter-attack: the one-hex move each of its units may "
		"make before it attacks (§6.9)" },
	{ "att_retreat", "[ID:]HEX>HEX,...", "", "the attackers' retreat paths, chosen by their "
		"owner (§6.4, §6.6)" },
	{ "def_retreat", "[ID:]HEX>HEX,...", "", "the defenders' retreat paths (§6.6)" },
	{ "att_loss", "ID,...", "", "ruling crt-losses=per-side: the attackers taking each step" },
	{ "def_loss", "ID,...", "", "ruling crt-losses=per-side: the defenders taking each step" },
	{ "unknown", "stop|report", "stop", "odds only: stop at the first unknown cell ('?', "
		"exit 69), or report the known outcomes and the probability on unknown cells" },
	{ NULL, NULL, NULL, NULL },
};

struct assault {
	struct n44_model m;
	struct n44_fight f;
	struct n44_crt crt;
	const struct order *o;
	int lone_hq;                /* the target holds only an enemy HQ (§5.4) */
	int empty;                  /* a counter-attack's vacated hex left empty (§6.9) */
	struct n44_hq *lone;
	int new_activation;         /* the HQ is activated by this order */
	int spend;                  /* Offensive markers the activation spends */
	char target_text[48];
};

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}


/* Campaign turns whose HQs activate without a marker (§11.3, ruling
 * free-activation), and turn 0, whose units all count as controlled (§10). */
static int free_activation(struct game_ctx *g, const struct n44_model *m)
{
	const char *r = rule(g, m, "free-activation");

	if (m->scenario != N44_CAMPAIGN)
		return 0;
	if (!strcmp(r, "campaign"))
		return 1;
	if (!strcmp(r, "turn-0"))
		return m->turn == 0;
	return m->turn == 0 || m->turn == 1;
}

/* ---- parse ------------------------------------------------------------------- */

static int unit_list(struct assault *a, const char *key, struct n44_unit **out, int *n,
		struct err *e)
{
	char items[N44_FIGHT_MAX][ITEM];
	int k = order_split(order_get(a->o, key), items[0], ITEM, N44_FIGHT_MAX);

	if (k < 0)
		return err_set(e, EXIT_USAGE, "assault: %s= is not a list of at most %d unit ids",
				key, N44_FIGHT_MAX);
	for (int i = 0; i < k; i++) {
		if ((out[i] = n44_unit_find(&a->m, items[i])) == NULL)
			return err_set(e, EXIT_DATA, "assault: %s=: no unit '%s' in %s", key, items[i],
					kit_path(a->m.st));
		for (int j = 0; j < i; j++)
			if (out[j] == out[i])
				return err_set(e, EXIT_USAGE, "assault: %s= names %s twice", key, items[i]);
	}
	*n = k;
	return 0;
}

static int hq_arg(struct assault *a, const char *key, struct n44_hq **out, struct err *e)
{
	const char *v = order_get(a->o, key);

	*out = NULL;
	if (v == NULL || *v == '\0')
		return 0;
	if ((*out = n44_hq_find(&a->m, v)) == NULL)
		return err_set(e, EXIT_DATA, "assault: %s=%s: no HQ of that id in %s", key, v,
				kit_path(a->m.st));
	return 0;
}

static int parse_target(struct assault *a, struct err *e)
{
	const char *to = order_get(a->o, "to");
	struct n44_loc l;

	snprintf(a->target_text, sizeof a->target_text, "%.47s", to);
	if (n44_loc_parse(to, &l) || (l.kind != N44_L_HEX && l.kind != N44_L_BOX))
		return err_set(e, EXIT_USAGE, "assault: to=%s is not a hex AABB or box:NAME", to);
	if (l.kind == N44_L_BOX) {
		if (n44_box_find(&a->m, l.name) == NULL)
			return err_set(e, EXIT_DATA, "assault: to=%s: no box '%s' on the strategic map "
					"(table normandie44/boxes)", to, l.name);
		a->f.offmap = 1;
		snprintf(a->f.box, sizeof a->f.box, "%s", l.name);
		return 0;
	}
	if (n44_hex_at(&a->m, l.hex) == NULL)
		return err_set(e, EXIT_DATA, "assault: to=%s: the hex has no 'hex' row in %s", to,
				kit_path(a->m.st));
	a->f.target = l.hex;
	return 0;
}

static int parse(struct assault *a, struct err *e)
{
	struct n44_fight *f = &a->f;
	char items[8][ITEM];
	const char *t = order_get(a->o, "terrain");
	const char *kind = order_get(a->o, "kind");

	f->kind = !strcmp(kind, "counter") ? N44_FIGHT_COUNTER : !strcmp(kind, "exploit") ?
		N44_FIGHT_EXPLOIT : !strcmp(kind, "normal") ? N44_FIGHT_NORMAL : -1;
	if (f->kind < 0)
		return err_set(e, EXIT_USAGE, "assault: kind=%s is not normal, counter or exploit", kind);
	if (parse_target(a, e) || unit_list(a, "att", f->att, &f->natt, e) ||
	    hq_arg(a, "hq", &f->hq, e) || hq_arg(a, "def_support", &f->def_hq, e))
		return e->code;
	if (f->natt == 0)
		return err_set(e, EXIT_USAGE, "assault: att= names no unit");
	int k = order_split(order_get(a->o, "support"), items[0], ITEM, 8);
	if (k < 0)
		return err_set(e, EXIT_USAGE, "assault: support= is a list of at most 8 HQ ids");
	for (int i = 0; i < k; i++) {
		if ((f->support[i] = n44_hq_find(&a->m, items[i])) == NULL)
			return err_set(e, EXIT_DATA, "assault: support=: no HQ '%s' in %s", items[i],
					kit_path(a->m.st));
		for (int j = 0; j < i; j++)
			if (f->support[j] == f->support[i])
				return err_set(e, EXIT_USAGE, "assault: support= names %s twice", items[i]);
	}
	f->nsupport = k;
	const char *air = order_get(a->o, "air");
	if (*air && (f->air = n44_air_find(&a->m, air)) == NULL)
		return err_set(e, EXIT_DATA, "assault: air=%s: no air counter of that id in %s", air,
				kit_path(a->m.st));
	f->terrain = !*t ? -2 : !strcmp(t, "terrain") ? -1 : !strcmp(t, "settlement") ? -3 :
		!strcmp(t, "best") ? -4 : -5;
	if (f->terrain == -5)
		return err_set(e, EXIT_USAGE, "assault: terrain=%s is not terrain, settlement or best", t);
	const char *sea = order_get(a->o, "from_sea");
	if (strcmp(sea, "yes") && strcmp(sea, "no"))
		return err_set(e, EXIT_USAGE, "assault: from_sea=%s is not yes or no", sea);
	f->from_sea = !strcmp(sea, "yes");
	const char *u = order_get(a->o, "unknown");
	if (strcmp(u, "stop") && strcmp(u, "report"))
		return err_set(e, EXIT_USAGE, "assault: unknown=%s is not stop or report", u);
	return 0;
}

/* ---- check ------------------------------------------------------------------- */

static int in_target(const struct assault *a, const struct n44_loc *l)
{
	if (a->f.offmap)
		return l->kind == N44_L_BOX && !strcmp(l->name, a->f.box);
	return l->kind == N44_L_HEX && grid_equal(l->hex, a->f.target);
}

/* Every enemy unit in the target is a defender (§6.1); a Festung's inmates add
 * their defence to it (§0.1.2) but are not counted twice. */
static int defenders(struct game_ctx *g, struct assault *a, struct err *e)
{
	struct n44_fight *f = &a->f;
	int def_side = !f->att_side, once = strcmp(rule(g, &a->m, "one-combat"), "one-total");

	f->ndef = 0;
	for (int i = 0; i < a->m.nunits; i++) {
		struct n44_unit *u = &a->m.units[i];
		if (u->side != def_side || u->steps == 0 || !in_target(a, &u->loc))
			continue;
		if (f->offmap && u->arm == N44_FESTUNG)
			continue;   /* a Festung is a box of its own (§0.1.2, E9) */
		if (f->ndef == N44_FIGHT_MAX)
			return err_set(e, EXIT_DATA, "assault: more than %d defenders", N44_FIGHT_MAX);
		if (f->kind == N44_FIGHT_NORMAL && ((u->flags & N44_U_DEFENDED) ||
				(!once && (u->flags & N44_U_ATTACKED))))
			return kit_refuse(e, "§6.1", "%s has already fought a combat this phase%s: a "
					"unit fights one combat a phase, in attack and in defence, "
					"counter-attacks and exploitation excepted", u->id, once ? "" :
					_(" (ruling one-combat=one-total)"));
		f->def[f->ndef++] = u;
	}
	if (f->ndef == 0) {
		struct n44_hq *q = NULL;
		for (int i = 0; i < a->m.nhqs && !q; i++)
			if (a->m.hqs[i].side == def_side && in_target(a, &a->m.hqs[i].loc))
				q = &a->m.hqs[i];
		if (q == NULL && f->kind == N44_FIGHT_COUNTER) {
			a->empty = 1;          /* "Si l'hex. est vide, il peut être simplement occupé" */
			return 0;
		}
		if (q == NULL)
			return kit_refuse(e, "§6.1", "%s holds no enemy unit to attack", a->target_text);
		a->lone_hq = 1;
		a->lone = q;
	}
	return 0;
}

/* §5.1: the HQ controls at most 5 divisions and 3 independent units of its
 * nationality this turn (the 79th Armoured outside the count), each within 4
 * hexes (1 box off the map; only its own hex in Confusion), and a unit answers
 * to one HQ a turn. */
static int control(struct game_ctx *g, struct assault *a, struct n44_unit *u, struct err *e)
{
	struct n44_model *m = &a->m;
	struct n44_hq *q = a->f.hq;
	int qi = (int)(q - m->hqs);

	(void)g;
	if (u->nation != q->nation)
		return kit_refuse(e, "§5.1, §8", "HQ %s (%s) cannot control %s (%s): an HQ activates "
				"units of its own nationality", q->id, n44_nation_names[q->nation], u->id,
				n44_nation_names[u->nation]);
	if (u->hq >= 0 && u->hq != qi)
		return kit_refuse(e, "§5.1", "%s is controlled by HQ %s this turn: a unit answers to "
				"one HQ a turn", u->id, m->hqs[u->hq].id);
	if (q->loc.kind == N44_L_HEX && u->loc.kind == N44_L_HEX) {
		const struct n44_hex *hx = n44_hex_at(m, q->loc.hex);
		if (hx && hx->confusion && !grid_equal(q->loc.hex, u->loc.hex))
			return kit_refuse(e, "§5.1", "HQ %s is in Confusion: it controls only the units "
					"of its own hex", q->id);
		if (n44_distance(m, q->loc.hex, u->loc.hex) > 4)
			return kit_refuse(e, "§5.1", "%s is %d hexes from HQ %s: a controlled unit is "
					"within 4 hexes", u->id, n44_distance(m, q->loc.hex, u->loc.hex), q->id);
	} else if (q->loc.kind == N44_L_BOX && u->loc.kind == N44_L_BOX &&
			strcmp(q->loc.name, u->loc.name) != 0) {
		const struct n44_box *b = n44_box_find(m, q->loc.name);
		if (b && !strcmp(b->links, "?"))
			return err_set(e, EXIT_UNKNOWN, "table normandie44/boxes: the links of box %s "
					"are unknown ('?', §5.1): fill them in from the map", b->id);
		if (b == NULL || !kit_flag_has(b->links, u->loc.name))
			return kit_refuse(e, "§5.1", "%s is more than one box from HQ %s", u->id, q->id);
	} else if (q->loc.kind != u->loc.kind) {
		return kit_refuse(e, "§5.1", "%s and HQ %s are not both on the map or both off it",
				u->id, q->id);
	}
	if (u->hq == qi || (u->flags & N44_U_79TH))
		return 0;
	/* the count, with this unit */
	char divs[8][24];
	int ndiv = 0, indep = 0;
	int limit_div = 5, limit_ind = 3;
	for (int i = 0; i <= m->nunits; i++) {
		const struct n44_unit *x = i < m->nunits ? &m->units[i] : u;
		if ((i < m->nunits && (x->hq != qi || x == u)) || (x->flags & N44_U_79TH))
			continue;
		if (!x->division[0]) {
			indep++;
			continue;
		}
		int seen = 0;
		for (int k = 0; k < ndiv; k++)
			seen |= !strcmp(divs[k], x->division);
		if (!seen && ndiv < 8)
			snprintf(divs[ndiv++], sizeof divs[0], "%s", x->division);
	}
	if (ndiv > limit_div || indep > limit_ind)
		return kit_refuse(e, "§5.1", "HQ %s would control %d divisions and %d independent "
				"units: at most 5 and 3 (ruling control-limit)", q->id, ndiv, indep);
	if (!strcmp(rule(g, m, "control-limit"), "3ind-6pe")) {
		int pe = 0;
		for (int i = 0; i <= m->nunits; i++) {
			const struct n44_unit *x = i < m->nunits ? &m->units[i] : u;
			if ((i < m->nunits && (x->hq != qi || x == u)) || x->division[0] ||
			    (x->flags & N44_U_79TH))
				continue;
			if (n44_need_value(m, x, "pe", x->pe, "§5.1", e))
				return e->code;
			pe += x->pe;
		}
		if (pe > 6)
			return kit_refuse(e, "§5.1", "HQ %s's independent units would make %d PE: 6 at most "
					"(ruling control-limit=3ind-6pe)", q->id, pe);
	}
	return 0;
}

static int check_attacker(struct game_ctx *g, struct assault *a, struct n44_unit *u,
		int turn0, struct err *e)
{
	struct n44_fight *f = &a->f;
	struct n44_model *m = &a->m;

	if (u->side != f->att_side)
		return kit_refuse(e, "§8", "%s is not of the attacking side", u->id);
	if (u->steps == 0 || (u->loc.kind != N44_L_HEX && u->loc.kind != N44_L_BOX))
		return kit_refuse(e, "§6.1", "%s is not in play on the map or a box", u->id);
	if (f->offmap) {
		if (!in_target(a, &u->loc))
			return kit_refuse(e, "§6.12", "%s is not in box %s: off the map, the units of "
					"both sides in the box fight", u->id, f->box);
	} else if (u->loc.kind != N44_L_HEX || !n44_adjacent(m, u->loc.hex, f->target)) {
		const struct n44_hex *h = n44_hex_at(m, f->target);
		int inside = u->loc.kind == N44_L_HEX && grid_equal(u->loc.hex, f->target);
		int drop = m->phase && !strcmp(m->phase, "night-drop");   /* §10 0.1 */
		if (!(inside && h && (drop || (h->confusion && strcmp(rule(g, m, "confusion-combat"),
				"no")))))
			return kit_refuse(e, "§6.1", "%s is not adjacent to %s", u->id, a->target_text);
	}
	if (!n44_is_combat(u) || u->arm == N44_BATTERY)
		return kit_refuse(e, "§0.1.2", "%s is a %s: no attack value", u->id,
				n44_arm_names[u->arm]);
	if ((u->flags & N44_U_UNSUPPLIED) && !turn0)
		return kit_refuse(e, "§7.5", "%s is unsupplied: no attack is possible", u->id);
	if (u->flags & N44_U_REST)
		return kit_refuse(e, "§1.1.1.3", "%s is at rest: it may neither move nor attack this "
				"turn", u->id);
	if ((u->flags & N44_U_ATTACKED) && f->kind == N44_FIGHT_NORMAL)
		return kit_refuse(e, "§6.1", "%s has already attacked this phase: one combat a "
				"phase, counter-attacks and exploitation excepted", u->id);
	if (f->kind == N44_FIGHT_EXPLOIT && !(u->flags & N44_U_EXPLOIT))
		return kit_refuse(e, "§6.8", "%s is not of a Réserve stack activated by the "
				"exploitation", u->id);
	if (u->side == N44_ALLIED && u->nation != f->att[0]->nation)
		return kit_refuse(e, "§8", "US and Anglo-Canadian units never combine in one attack "
				"(%s with %s)", u->id, f->att[0]->id);
	if (f->hq && !turn0 && control(g, a, u, e))
		return e->code;
	return 0;
}

/* The HQ's activation (§1.1.3): Pass or Combat, HQ by HQ; a Combat HQ must be
 * Supported and spends a marker (ruling offensive-per-activation), then is
 * flipped. `set,activation` names the HQ whose combats are under way. */
static int activate(struct game_ctx *g, struct assault *a, struct err *e)
{
	struct n44_model *m = &a->m;
	struct n44_hq *q = a->f.hq;
	const char *now = state_get(m->st, "activation");
	int current = now && !strcmp(now, q->id);
	int per_combat = !strcmp(rule(g, m, "offensive-per-activation"), "combat");

	if (q->side != a->f.att_side)
		return kit_refuse(e, "§1.1.3", "HQ %s is not of the attacking side", q->id);
	if (a->f.kind == N44_FIGHT_COUNTER) {
		/* §6.9: an "available" HQ activated free; a marker only if it fights */
		if (q->finished)
			return kit_refuse(e, "§6.9", "HQ %s is not available: a counter-attack activates "
					"an available HQ", q->id);
		if (!free_activation(g, m) && n44_offensive_with(m, q) == 0 && !a->empty)
			return kit_refuse(e, "§6.9", "HQ %s has no Offensive marker to spend on the "
					"counter-attack's combat", q->id);
		a->spend = !free_activation(g, m);
		a->new_activation = 1;
		return 0;
	}
	if (a->f.kind == N44_FIGHT_EXPLOIT) {
		/* §6.8: the activation is free; the HQ's support costs a marker */
		if (!current)
			return kit_refuse(e, "§6.8", "HQ %s is not the HQ of the exploitation under way "
					"(exploit hq=)", q->id);
		for (int i = 0; i < a->f.nsupport; i++)
			if (a->f.support[i] == q) {
				if (n44_offensive_with(m, q) == 0)
					return kit_refuse(e, "§6.8", "HQ %s has no Offensive marker to spend on "
							"its support", q->id);
				a->spend = 1;
			}
		return 0;
	}
	if (current && !per_combat)
		return 0;
	if (!current && q->finished)
		return kit_refuse(e, "§1.1.3", "HQ %s has acted this phase (its counter shows "
				"\"Finie\"): combats are resolved HQ by HQ, in the order activated", q->id);
	if (free_activation(g, m)) {
		a->new_activation = !current;
		log_step(g->log, "§11.3", "HQ %s activates its combats without an Offensive marker "
				"(campaign, ruling free-activation=%s)", q->id, rule(g, m, "free-activation"));
		return 0;
	}
	if (!n44_supported(m, q))
		return kit_refuse(e, "§1.1.3, §0.1.1", "HQ %s is not Supported: to fight it must be "
				"stacked with an Offensive marker, and spend it", q->id);
	if ((q->flags & N44_H_UNSUPPLIED) && n44_offensive_with(m, q) == 0)
		return kit_refuse(e, "§7.3.2", "HQ %s is unsupplied", q->id);
	a->new_activation = !current;
	a->spend = 1;
	return 0;
}

static int check_support(struct game_ctx *g, struct assault *a, struct err *e)
{
	struct n44_fight *f = &a->f;
	struct n44_model *m = &a->m;
	int any = !strcmp(rule(g, m, "support-hq"), "any-in-range");

	for (int i = 0; i < f->nsupport; i++) {
		struct n44_hq *q = f->support[i];
		if (f->kind == N44_FIGHT_COUNTER && q != f->hq)
			return kit_refuse(e, "§6.9", "a counter-attack takes the support of its own HQ only");
		if (q->side != f->att_side || (q->side == N44_ALLIED && q->nation != f->att[0]->nation))
			return kit_refuse(e, "§5.3, §8", "HQ %s cannot support this attack: not of its "
					"nationality", q->id);
		if (q->loc.kind != N44_L_HEX || f->offmap ||
		    n44_distance(m, q->loc.hex, f->target) > 2)
			return kit_refuse(e, "§5.3", "HQ %s is more than 2 hexes from %s", q->id,
					a->target_text);
		if (q->flags & N44_H_SUPPORTED_DEF)
			return kit_refuse(e, "§5.3", "HQ %s supported a defence this phase: never attack "
					"and defence in one phase", q->id);
		if (q == f->hq)
			continue;
		if (q->side != N44_GERMAN && !any)
			return kit_refuse(e, "§5.3", "HQ %s is not the activating HQ: only German HQs add "
					"their support to another's attack (ruling support-hq)", q->id);
		if (q->finished)
			return kit_refuse(e, "§5.3", "HQ %s has already acted this phase", q->id);
		if (!n44_supported(m, q) && !free_activation(g, m))
			return kit_refuse(e, "§5.3", "HQ %s is not Supported: in attack only a Supported "
					"HQ supports", q->id);
	}
	if (f->nsupport > 0 && f->hq == NULL)
		return kit_refuse(e, "§5.3", "support in attack comes with an activated HQ (hq=)");
	if (f->def_hq) {
		struct n44_hq *q = f->def_hq;
		int nat = f->ndef ? f->def[0]->nation : q->nation;
		if (q->side == f->att_side || (q->side == N44_ALLIED && q->nation != nat))
			return kit_refuse(e, "§5.3, §8", "HQ %s cannot support this defence", q->id);
		if (f->offmap || q->loc.kind != N44_L_HEX || n44_distance(m, q->loc.hex, f->target) > 2)
			return kit_refuse(e, "§5.3", "HQ %s is more than 2 hexes from %s", q->id,
					a->target_text);
		if (q->finished || (q->flags & N44_H_SUPPORTED_ATT))
			return kit_refuse(e, "§5.3", "HQ %s has acted this phase: an HQ supports in "
					"attack or in defence, not both, and a supporting HQ is flipped", q->id);
	}
	return 0;
}

/* §9.1: one available FB a combat, of the Allied units' nationality, never in
 * a storm, on ineligible terrain, a Confusion hex (§6.11) or the turn-0 beaches. */
static int check_air(struct game_ctx *g, struct assault *a, struct err *e)
{
	struct n44_fight *f = &a->f;
	struct n44_model *m = &a->m;
	struct n44_air *fb = f->air;
	const char *cell;

	if (fb == NULL)
		return 0;
	int nat = f->att_side == N44_ALLIED ? f->att[0]->nation : f->ndef ? f->def[0]->nation : -1;
	if (fb->type != N44_FB)
		return kit_refuse(e, "§9.1", "%s is not a fighter-bomber (FB)", fb->id);
	if (fb->where != N44_A_AVAILABLE)
		return kit_refuse(e, "§9.1", "%s is not in the \"Disponibles\" box", fb->id);
	if (fb->nation == N44_UNKNOWN)
		return err_set(e, EXIT_UNKNOWN, "%s:%d: air counter %s, its nationality is unknown ('?', "
				"§8): fill it in from the counter", kit_path(m->st), fb->line, fb->id);
	if (nat != fb->nation)
		return kit_refuse(e, "§8", "%s supports only ground troops of its own nationality",
				fb->id);
	if (m->storm && m->storm == n44_phase_letter(m))
		return kit_refuse(e, "§1.1.1.1", "a storm this phase cancels every air mission");
	if (f->offmap)
		return kit_refuse(e, "§9.1", "tactical air support is placed on a hex of the map");
	const struct n44_hex *h = n44_hex_at(m, f->target);
	if (h->confusion)
		return kit_refuse(e, "§6.11", "no air support on a hex in Confusion");
	if (m->turn == 0 && h->beach[0])
		return kit_refuse(e, "§10 A.1", "no tactical air support on the beaches during the "
				"landings of turn 0");
	if (f->kind == N44_FIGHT_EXPLOIT) {
		int turn7 = !strcmp(rule(g, m, "overrun-air"), "turn7");
		if (m->turn < (turn7 ? 7 : 8) || (!turn7 && nat != N44_US))
			return kit_refuse(e, "§9.1", "in an exploitation, tactical air support from turn "
					"8 and for the American player only (ruling overrun-air)");
	}
	if (h->terrain == N44_UNKNOWN)
		return err_set(e, EXIT_UNKNOWN, "%s:%d:2: hex %s: its terrain is unknown ('?', §9.1): "
				"fill it in from the map", kit_path(m->st), h->line, a->target_text);
	if (n44_table_cell(g, "tec", n44_terrain_names[h->terrain], "air", "§9.1", &cell, e))
		return e->code;
	if (strcmp(cell, "yes") != 0)
		return kit_refuse(e, "§9.1", "%s terrain is not eligible for tactical air support (TET)",
				n44_terrain_names[h->terrain]);
	return 0;
}

/* The defender's choice of terrain (§2.2, E2). */
static int terrain_choice(struct game_ctx *g, struct assault *a, struct err *e)
{
	struct n44_fight *f = &a->f;
	const struct n44_hex *h;
	int want = f->terrain;

	if (f->offmap)
		return 0;
	h = n44_hex_at(&a->m, f->target);
	if (h->settlement == N44_UNKNOWN)
		return err_set(e, EXIT_UNKNOWN, "%s:%d:3: hex %s: its village or city is unknown "
				"('?', §2.2): fill it in from the map", kit_path(a->m.st), h->line,
				a->target_text);
	if (h->settlement == N44_NO_TOWN || h->terrain == N44_CLEAR) {
		/* one effect only; a town on clear ground is the town's */
		f->terrain = h->settlement == N44_NO_TOWN ? -1 : h->settlement;
		return 0;
	}
	if (want == -2)
		return err_set(e, EXIT_USAGE, "assault: %s is %s or %s at the defender's choice, not "
				"both (§2.2, E2): name terrain=terrain, terrain=settlement or terrain=best",
				a->target_text, h->settlement == N44_CITY ? _("a city") : _("a village"),
				h->terrain >= 0 ? n44_terrain_names[h->terrain] : _("its terrain"));
	if (want == -4) {
		int s1, d1, s2, d2;
		if (h->terrain == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "%s:%d:2: hex %s: its terrain is unknown ('?', "
					"§2.2)", kit_path(a->m.st), h->line, a->target_text);
		if (n44_table_int(g, "tec", n44_terrain_names[h->terrain], "combat", "§2.2", &s1, e) ||
		    n44_table_int(g, "tec", n44_terrain_names[h->terrain], "die", "§2.2", &d1, e) ||
		    n44_table_int(g, "tec", h->settlement == N44_CITY ? "city" : "village", "combat",
				"§2.2", &s2, e) ||
		    n44_table_int(g, "tec", h->settlement == N44_CITY ? "city" : "village", "die",
				"§2.2", &d2, e))
			return e->code;
		f->terrain = s2 > s1 || (s2 == s1 && d2 < d1) ? h->settlement : -1;
		log_step(g->log, "§2.2", "The defender takes the %s, the better for him (terrain=best)",
				f->terrain < 0 ? n44_terrain_names[h->terrain] : h->settlement == N44_CITY ?
				"city" : "village");
		return 0;
	}
	f->terrain = want == -3 ? h->settlement : -1;
	return 0;
}

/* §6.9: "ces unités peuvent éventuellement effectuer un mouvement de un hex":
 * one hex into a hex free of the enemy the unit may enter, before the combat. */
static int counter_moves(struct game_ctx *g, struct assault *a, struct err *e)
{
	char items[N44_FIGHT_MAX][ITEM];
	int n = order_split(order_get(a->o, "move"), items[0], ITEM, N44_FIGHT_MAX);

	if (n < 0)
		return err_set(e, EXIT_USAGE, "assault: move= is a list of ID:HEX");
	for (int i = 0; i < n; i++) {
		char *colon = strchr(items[i], ':');
		struct grid_hex to;
		struct n44_unit *u = NULL, *x[1];
		if (colon) {
			*colon = '\0';
			u = n44_unit_find(&a->m, items[i]);
		}
		if (colon == NULL || n44_hex_parse(colon + 1, &to))
			return err_set(e, EXIT_USAGE, "assault: move= is a list of ID:HEX");
		int named = 0;
		for (int k = 0; u && k < a->f.natt; k++)
			named |= a->f.att[k] == u;
		if (a->f.kind != N44_FIGHT_COUNTER || !named)
			return kit_refuse(e, "§6.9", "move=: only the units of a counter-attack move one hex "
					"first, each named in att=");
		if (!n44_on_map(u) || !n44_adjacent(&a->m, u->loc.hex, to) ||
		    n44_units_in(&a->m, to, !u->side, x, 1) > 0)
			return kit_refuse(e, "§6.9", "%s moves one hex, into a hex free of the enemy: not "
					"%s", u->id, colon + 1);
		char why[200];
		int cost, ma;
		if (n44_unit_entry(g, &a->m, u, to, 0, &cost, &ma, why, sizeof why, e))
			return e->code;
		u->loc.hex = to;
		u->changed = 1;
		log_step(g->log, "§6.9", "%s moves one hex to %s before the counter-attack", u->id,
				colon + 1);
	}
	return 0;
}

/* §6.9: the counter-attack follows an advance made without exploitation, never
 * another counter-attack; an available HQ within 2 hexes of the vacated hex;
 * the units that just retreated and those next to them or to the vacated hex,
 * each free to move one hex first (move=). */
static int counter(struct game_ctx *g, struct assault *a, struct err *e)
{
	struct n44_fight *f = &a->f;
	struct n44_model *m = &a->m;
	const char *vac = state_get(m->st, "combat.vacated"), *kind = state_get(m->st, "combat.kind");
	const char *adv = state_get(m->st, "combat.advanced"), *exp = state_get(m->st, "combat.exploit");
	const char *back = state_get(m->st, "combat.retreated");
	char hx[5];

	n44_hex_format(f->target, hx);
	if (f->offmap)
		return kit_refuse(e, "§6.9", "no counter-attack in the combats off the map");
	if (kind && !strcmp(kind, "counter"))
		return kit_refuse(e, "§6.9", "no counter-attack after a counter-attack");
	if (vac == NULL || !kit_flag_has(vac, hx))
		return kit_refuse(e, "§6.9", "%s is not a hex the defender just left: a counter-attack "
				"retakes the vacated hex after an advance", hx);
	if (exp && !strcmp(exp, "yes"))
		return kit_refuse(e, "§6.9", "the combat allowed an exploitation: no counter-attack");
	if (adv == NULL || strcmp(adv, "yes"))
		return kit_refuse(e, "§6.9", "the attacker has not advanced: the counter-attack answers "
				"an advance after combat");
	if (f->hq && (f->hq->loc.kind != N44_L_HEX || n44_distance(m, f->hq->loc.hex, f->target) > 2))
		return kit_refuse(e, "§6.9", "HQ %s is more than 2 hexes from the vacated hex %s",
				f->hq->id, hx);
	for (int i = 0; i < f->natt; i++) {
		const struct n44_unit *u = f->att[i];
		int ok = back && kit_flag_has(back, u->id);
		ok |= n44_on_map(u) && n44_adjacent(m, u->loc.hex, f->target);
		for (int k = 0; !ok && back && k < m->nunits; k++)
			ok |= kit_flag_has(back, m->units[k].id) && n44_on_map(&m->units[k]) &&
				n44_on_map(u) && n44_adjacent(m, u->loc.hex, m->units[k].loc.hex);
		if (!ok)
			return kit_refuse(e, "§6.9", "%s may not counter-attack: only the units that just "
					"retreated, and those next to them or to the vacated hex", u->id);
	}
	return counter_moves(g, a, e);
}

static int check(struct game_ctx *g, struct assault *a, struct err *e)
{
	struct n44_fight *f = &a->f;
	struct n44_model *m = &a->m;
	int turn0 = m->turn == 0 && m->scenario == N44_CAMPAIGN;

	f->att_side = f->att[0]->side;
	if (m->active >= 0 && f->kind != N44_FIGHT_COUNTER && f->att_side != m->active)
		return kit_refuse(e, "§1.1.3", "the %s player is not the phasing player", 
				n44_player(f->att_side));
	if (m->active >= 0 && f->kind == N44_FIGHT_COUNTER && f->att_side == m->active)
		return kit_refuse(e, "§6.9", "a counter-attack is the defender's, the non-phasing "
				"player's");
	if (f->hq == NULL && !turn0)
		return err_set(e, EXIT_USAGE, "assault: hq= names the HQ activated in Combat mode "
				"(§1.1.3)");
	if (f->offmap) {
		const struct n44_box *b = n44_box_find(m, f->box);
		if (!b->confusion)
			return kit_refuse(e, "§6.12", "box %s is not in Confusion: off the map, combat "
					"happens where both sides meet", f->box);
		if (f->kind != N44_FIGHT_NORMAL)
			return kit_refuse(e, "§6.12", "no exploitation or counter-attack off the map");
	}
	if (f->kind == N44_FIGHT_COUNTER && counter(g, a, e))
		return e->code;
	if (defenders(g, a, e))
		return e->code;
	for (int i = 0; i < f->natt; i++)
		if (check_attacker(g, a, f->att[i], turn0, e))
			return e->code;
	if (f->hq && activate(g, a, e))
		return e->code;
	if (a->lone_hq || a->empty)
		return 0;
	if (check_support(g, a, e) || check_air(g, a, e) || terrain_choice(g, a, e))
		return e->code;
	return 0;
}

/* ---- apply --------------------------------------------------------------------- */

/* Spend `n` Offensive markers stacked with the HQ (§1.1.3). */
static void spend(struct game_ctx *g, struct n44_model *m, struct n44_hq *q, int n)
{
	for (int i = 0; i < m->nmarkers && n > 0; i++) {
		struct n44_marker *mk = &m->markers[i];
		if (mk->kind == N44_M_OFFENSIVE && n44_loc_same(&mk->loc, &q->loc)) {
			mk->loc.kind = N44_L_NONE;
			mk->side = -1;
			mk->changed = 1;
			n--;
			log_step(g->log, "§1.1.3", "HQ %s spends the Offensive marker %s", q->id, mk->id);
		}
	}
}

static void mark_hqs(struct game_ctx *g, struct assault *a)
{
	struct n44_fight *f = &a->f;

	if (f->hq && a->new_activation && f->kind != N44_FIGHT_COUNTER) {
		f->hq->finished = 1;
		f->hq->changed = 1;
		log_step(g->log, "§1.1.3", "HQ %s is activated in Combat mode and flipped to "
				"\"Finie\"", f->hq->id);
	}
	if (f->hq && a->spend && (a->new_activation || f->kind == N44_FIGHT_EXPLOIT ||
			!strcmp(rule(g, &a->m, "offensive-per-activation"), "combat")))
		spend(g, &a->m, f->hq, 1);
	if (f->hq && f->kind == N44_FIGHT_COUNTER && strcmp(rule(g, &a->m, "counterattack-flip"),
			"no")) {
		f->hq->finished = 1;
		f->hq->changed = 1;
	}
	for (int i = 0; i < f->nsupport; i++) {
		struct n44_hq *q = f->support[i];
		q->flags |= N44_H_SUPPORTED_ATT;
		q->changed = 1;
		if (q != f->hq) {
			q->finished = 1;
			if (!free_activation(g, &a->m))
				spend(g, &a->m, q, 1);
			log_step(g->log, "§5.3", "HQ %s adds its support: flipped, one Offensive marker "
					"spent", q->id);
		}
	}
	if (f->def_hq) {
		f->def_hq->finished = 1;
		f->def_hq->flags |= N44_H_SUPPORTED_DEF;
		f->def_hq->changed = 1;
		log_step(g->log, "§5.3", "HQ %s supports the defence: flipped, no marker spent",
				f->def_hq->id);
	}
	if (f->air) {
		f->air->where = N44_A_FINISHED;
		f->air->at[0] = '\0';
		f->air->changed = 1;
	}
}

static void mark_units(struct assault *a)
{
	struct n44_fight *f = &a->f;
	int qi = f->hq ? (int)(f->hq - a->m.hqs) : -1;

	for (int i = 0; i < f->natt; i++) {
		if (f->kind == N44_FIGHT_NORMAL)
			f->att[i]->flags |= N44_U_ATTACKED;
		if (qi >= 0 && f->att[i]->hq < 0 && f->kind != N44_FIGHT_COUNTER)
			f->att[i]->hq = qi;
		f->att[i]->changed = 1;
	}
	for (int i = 0; i < f->ndef; i++) {
		if (f->kind == N44_FIGHT_NORMAL)
			f->def[i]->flags |= N44_U_DEFENDED;
		f->def[i]->changed = 1;
	}
}

/* A combat in the target hex: the navy and the air force may bombard it again
 * (§6.2, seed L1200-1201: « une fois par combat »): its items leave
 * `set,combat.bombarded` (bombard.c). */
static int bombardable_again(struct assault *a)
{
	const char *was = state_get(a->m.st, "combat.bombarded");
	char list[1024] = "", hx[8];
	size_t n = 0, len, hl;

	if (was == NULL || a->f.offmap)
		return 0;
	n44_hex_format(a->f.target, hx);
	strcat(hx, ":");
	hl = strlen(hx);
	for (const char *p = was; *p; p += len + (p[len] == ';')) {
		len = strcspn(p, ";");
		if (strncmp(p, hx, hl) && n < sizeof list)
			n += (size_t)snprintf(list + n, sizeof list - n, "%s%.*s", n ? ";" : "",
					(int)len, p);
	}
	return state_set(a->m.st, "combat.bombarded", list);
}

/* What advance (§6.7), counter-attack (§6.9) and exploitation (§6.8) read. */
static int record(struct assault *a, const struct n44_result *res, const char *vacated,
		const struct n44_loc *before)
{
	struct n44_fight *f = &a->f;
	struct state *st = a->m.st;
	char ids[1024] = "", back[1024] = "", buf[16];
	size_t n = 0, nb = 0;

	for (int i = 0; i < f->natt && n < sizeof ids; i++)
		n += (size_t)snprintf(ids + n, sizeof ids - n, "%s%s", i ? ";" : "", f->att[i]->id);
	/* the defenders that just retreated: they may counter-attack (§6.9) */
	for (int i = 0; before && i < f->ndef && nb < sizeof back; i++)
		if (f->def[i]->steps > 0 && !n44_loc_same(&before[i], &f->def[i]->loc))
			nb += (size_t)snprintf(back + nb, sizeof back - nb, "%s%s", nb ? ";" : "",
					f->def[i]->id);
	snprintf(buf, sizeof buf, "%d", res ? res->r[1] : 0);
	if (f->hq && a->new_activation && f->kind != N44_FIGHT_COUNTER &&
	    state_set(st, "activation", f->hq->id))
		return -1;
	return bombardable_again(a) || state_set(st, "combat.target", a->target_text) ||
		state_set(st, "combat.attackers", ids) || state_set(st, "combat.retreat", buf) ||
		state_set(st, "combat.vacated", vacated) ||
		state_set(st, "combat.kind", f->kind == N44_FIGHT_COUNTER ? "counter" :
			f->kind == N44_FIGHT_EXPLOIT ? "exploit" : f->offmap ? "offmap" : "normal") ||
		state_set(st, "combat.hq", f->hq ? f->hq->id : "") ||
		state_set(st, "combat.retreated", back) || state_set(st, "combat.advanced", "no") ||
		state_set(st, "combat.exploit", res && res->exploit ? "yes" : "no") ? -1 : 0;
}

/* The hexes the defender left (§6.7, seed L1470-1471: "le ou les hex. libéré(s)
 * par le défenseur"): the combat hex first, then those its retreat went
 * through (retreat.c's f->left), never a hex it did not enter. */
static void vacated(struct assault *a, char *out, size_t size)
{
	struct n44_fight *f = &a->f;
	struct n44_unit *left[2];
	char hx[5];
	size_t n;

	out[0] = '\0';
	if (f->offmap || n44_units_in(&a->m, f->target, !f->att_side, left, 2) > 0 ||
	    n44_hq_in(&a->m, f->target, !f->att_side))
		return;
	n44_hex_format(f->target, hx);
	n = (size_t)snprintf(out, size, "%s", hx);
	for (int i = 0; i < f->nleft && n < size; i++) {
		n44_hex_format(f->left[i], hx);
		n += (size_t)snprintf(out + n, size - n, ";%s", hx);
	}
}

/* An HQ left alone with its retreating stack goes with it (ruling hq-stack-loss,
 * digest §10 item 6). */
static void hq_follows(struct game_ctx *g, struct assault *a)
{
	struct n44_fight *f = &a->f;
	struct n44_hq *q = n44_hq_in(&a->m, f->target, !f->att_side);
	struct n44_unit *left[2];

	if (q == NULL || f->offmap || n44_units_in(&a->m, f->target, !f->att_side, left, 2) > 0)
		return;
	for (int i = 0; i < f->ndef; i++)
		if (f->def[i]->steps > 0 && n44_on_map(f->def[i])) {
			q->loc.hex = f->def[i]->loc.hex;
			q->changed = 1;
			log_step(g->log, "§5.4", "HQ %s retreats with %s", q->id, f->def[i]->id);
			return;
		}
}

/* No separation after an assault's, a landing's or a drop's combat: both
 * sides stay, in Confusion (§6.11). */
static void confusion(struct game_ctx *g, struct assault *a)
{
	struct n44_fight *f = &a->f;
	struct n44_unit *x[2];

	int drop = a->m.phase && !strcmp(a->m.phase, "night-drop");
	if (f->offmap || (!f->from_sea && !drop))
		return;
	if (n44_units_in(&a->m, f->target, !f->att_side, x, 2) == 0)
		return;
	int here = 0;
	for (int i = 0; i < f->natt; i++)
		here |= f->att[i]->steps > 0 && n44_on_map(f->att[i]);
	if (!here)
		return;
	struct n44_hex *h = n44_hex_at(&a->m, f->target);
	for (int i = 0; i < f->natt; i++)
		if (f->att[i]->steps > 0 && n44_on_map(f->att[i])) {
			f->att[i]->loc.hex = f->target;
			f->att[i]->changed = 1;
		}
	h->confusion = 1;
	h->changed = 1;
	log_step(g->log, drop ? "§6.11, §10 0.1" : "§6.11, §10 A.1", "Neither side is driven "
			"off: both stay in %s, in Confusion", a->target_text);
}

static int lone_hq(struct game_ctx *g, struct assault *a, struct err *e)
{
	log_step(g->log, "§5.4, §6.1", "%s holds only HQ %s: it is destroyed without a roll, and "
			"the attack counts as the attackers' combat", a->target_text, a->lone->id);
	n44_hq_destroyed(g, &a->m, a->lone);
	mark_units(a);
	if (record(a, NULL, "", NULL) || n44_model_save(&a->m, e))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

/* §6.9: "Si l'hex. est vide, il peut être simplement occupé sans combat": no
 * marker spent, the units enter the vacated hex. */
static int occupy(struct game_ctx *g, struct assault *a, struct err *e)
{
	struct n44_fight *f = &a->f;

	for (int i = 0; i < f->natt; i++) {
		f->att[i]->loc.hex = f->target;
		f->att[i]->changed = 1;
	}
	log_step(g->log, "§6.9", "%s is empty: the counter-attack occupies it without combat, "
			"no Offensive marker spent", a->target_text);
	if (state_set(a->m.st, "combat.kind", "counter") || n44_model_save(&a->m, e))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

static int setup(struct game_ctx *g, struct assault *a, struct state *st,
		const struct order *o, int resolve, struct err *e)
{
	memset(a, 0, sizeof *a);
	a->o = o;
	if (n44_model_load(&a->m, g, st, e))
		return e->code;
	if (parse(a, e) || check(g, a, e))
		return e->code;
	if (a->empty)
		a->spend = 0;       /* a marker "en cas de combat uniquement" (§6.9) */
	if (resolve)
		mark_hqs(g, a);     /* activation and support come first (§1.1.3, §5.3) */
	if (a->lone_hq || a->empty)
		return 0;
	if (n44_crt_load(g, "crt", &a->crt, e))
		return e->code;
	return n44_fight_column(g, &a->m, &a->f, &a->crt, e);
}

static void pending(struct game_ctx *g, struct assault *a, int side, const char *arg,
		const char *options, struct err *e)
{
	int who = side == 0 ? a->f.att_side : !a->f.att_side;

	log_step(g->log, "§6.4", "Waiting for the %s player's choice (%s): %s", n44_player(who), arg,
			options);
	pending_add(a->m.st, n44_side_names[who], arg, options, a->o->text, e);
}

int n44_assault_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct assault *a = calloc(1, sizeof *a);
	struct chance_roll roll;
	struct n44_result res;
	const char *cell;
	char buf[64], options[2048] = "", vac[256] = "";
	struct n44_loc before[N44_FIGHT_MAX];
	int need, pend = 0;

	if (a == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (setup(g, a, st, o, 1, e))
		goto done;
	if (a->lone_hq) {
		lone_hq(g, a, e);
		goto done;
	}
	if (a->empty) {
		occupy(g, a, e);
		goto done;
	}
	struct n44_fight *f = &a->f;
	if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "combat die, %s", o->text))
		goto done;
	int die = roll.value + f->die_mod;
	if (n44_fight_cell(&a->crt, f, die, &res, &cell, e))
		goto done;
	log_step(g->log, "§6.3", "The %s player rolls %s%s%s: %d on column %s: %s (combat table)",
			n44_player(f->att_side), kit_roll(&roll, buf, sizeof buf), f->die_said[0] ? ", " : "",
			f->die_said, die, a->crt.col[f->col].name, cell);
	for (int i = 0; i < f->ndef; i++)
		before[i] = f->def[i]->loc;
	const char *lists[2] = { order_get(o, "att_loss"), order_get(o, "def_loss") };
	if (n44_fight_losses(g, &a->m, f, &res, lists, &need, e))
		goto done;
	if (need >= 0) {
		options[0] = '\0';
		struct n44_unit **u = need == 0 ? f->att : f->def;
		int n = need == 0 ? f->natt : f->ndef;
		for (int i = 0; i < n; i++)
			snprintf(options + strlen(options), sizeof options - strlen(options), "%s%s",
					i ? "|" : "", u[i]->id);
		pending(g, a, need, need == 0 ? "att_loss" : "def_loss", options, e);
		goto done;
	}
	if (n44_retreat_side(g, &a->m, f, 1, res.r[1], order_get(o, "def_retreat"),
			"def_retreat", &pend, options, sizeof options, e))
		goto done;
	if (pend) {
		pending(g, a, 1, "def_retreat", options, e);
		goto done;
	}
	if (n44_retreat_side(g, &a->m, f, 0, res.r[0], order_get(o, "att_retreat"),
			"att_retreat", &pend, options, sizeof options, e))
		goto done;
	if (pend) {
		pending(g, a, 0, "att_retreat", options, e);
		goto done;
	}
	hq_follows(g, a);
	vacated(a, vac, sizeof vac);
	confusion(g, a);
	mark_units(a);
	if (res.exploit && f->hq && !f->offmap && f->kind != N44_FIGHT_COUNTER) {
		f->hq->finished = 0;
		f->hq->flags |= N44_H_EXPLOIT;
		f->hq->changed = 1;
		log_step(g->log, "§6.8", "Exploitation: HQ %s is flipped back to \"Disponible\" for "
				"an extra activation of up to 2 Réserve stacks", f->hq->id);
	}
	if (record(a, &res, vac, before) || n44_model_save(&a->m, e))
		err_set(e, EXIT_IO, "out of memory");
done:
	n44_model_free(&a->m);
	free(a);
	return e->code;
}

/* ---- odds --------------------------------------------------------------------- */

int n44_assault_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct assault *a = calloc(1, sizeof *a);
	int report = !strcmp(order_get(o, "unknown"), "report");

	if (a == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (setup(g, a, (struct state *)st, o, 0, e))
		goto done;
	if (a->empty) {
		snprintf(r->note, sizeof r->note, "%s is empty: occupied without combat (§6.9)",
				a->target_text);
		r->ncols = 1;
		r->col[0] = "result";
		odds_report_merge(r, frac_make(1, 1), (const char *const[]){ "occupied" }, 1, e);
		goto done;
	}
	if (a->lone_hq) {
		snprintf(r->note, sizeof r->note, "%s holds only HQ %s: destroyed without a roll "
				"(§5.4)", a->target_text, a->lone->id);
		r->ncols = 1;
		r->col[0] = "result";
		odds_report_merge(r, frac_make(1, 1), (const char *const[]){ "HQ destroyed" }, 1, e);
		goto done;
	}
	n44_fight_odds(g, &a->m, &a->f, &a->crt, report, r, e);
done:
	n44_model_free(&a->m);
	free(a);
	return e->code;
}
