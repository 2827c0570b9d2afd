/*
 * move.c: the `move` order of Normandie 1944: movement on the map (§4.1.1) of
 * a unit, an HQ or an Offensive marker, hex by hex along the path the order
 * names, priced and checked:
 *
 *   MA        the counter's, halved unsupplied except on foot (§7.5), halved on
 *             turn 0's phases A and B (§10), 6 on foot (§2.2), 12 for a marker
 *   costs     the TET by mode (§4.1.1); along a road or railway the road's cost
 *             replaces every other (§2.2); a river crossed; doubled clear and
 *             river costs in a tactical interdiction zone with a fighter-bomber
 *             (§9.2); HB craters (§9.4); leaving an enemy ZOC +2, elite and
 *             paratroops +1, Commandos and Rangers +0 (§3); one hex always
 *   stops     entering an enemy ZOC stops a unit or HQ, ZOC to ZOC one hex
 *             (§3); no hex of the enemy (§4.1.1) unless in Confusion (§6.11);
 *             marsh forbidden to armour (§0.1.2); impassable hexsides (§4.4)
 *   on the way  Offensive markers passed over change hands (§4.3); the enemy's
 *             Repos markers next to the mover are removed (§1.1.1.3); an Allied
 *             unit entering a port starts its depot (§7.1); a Réserve marker
 *             after one hex at most (§4.1.1)
 *
 * Stacking is checked at the end of the movement phase (§2.1): `turn` does.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"

#define PATH 40

const struct order_param n44_move_params[] = {
	{ "unit", "ID[,ID...]", NULL, "a unit, an HQ or an Offensive marker; several ids move "
		"together from one hex along one path, each priced as itself (§4.1.1)" },
	{ "path", "HEX,HEX,...", NULL, "every hex entered, in order, without the start hex" },
	{ "foot", "yes|no", "no", "motorized infantry moves on foot this phase: MA 6 and the "
		"costs of units on foot, for the whole phase (§2.2)" },
	{ "reserve", "yes|no", "no", "place the armour or Panzergrenadier units in Réserve for an "
		"exploitation, after one hex at most (§4.1.1)" },
	{ NULL, NULL, NULL, NULL },
};

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}

/* One mover: a unit, an HQ or a marker. */
struct mover {
	struct n44_unit *u;
	struct n44_hq *q;
	struct n44_marker *mk;
	const char *id;
	int side;
	struct n44_loc *loc;
	int motorized;          /* pays the motorized column of the TET */
	int ma;                 /* MA this move */
	int zoc;                /* stopped by enemy ZOC (units and HQs, §3) */
	int op;                 /* a special operation (§4.4): OP_HEXSIDE, OP_EXIT, OP_ASSAULT */
	int stopped;            /* its move ended in an enemy ZOC (§3) */
};

enum { OP_NONE, OP_HEXSIDE, OP_EXIT, OP_ASSAULT };

static int tec_mp(struct game_ctx *g, const char *row, int motor, const char *section,
		int *mp, int *prohibited, struct err *e)
{
	const char *cell;
	char *end;

	if (n44_table_cell(g, "tec", row, motor ? "mp_motorized" : "mp_foot", section, &cell, e))
		return e->code;
	*prohibited = !strcmp(cell, "P");
	*mp = (int)strtol(cell, &end, 10);
	if (!*prohibited && (*cell == '\0' || *end != '\0'))
		return err_set(e, EXIT_DATA, "table normandie44/tec, row %s: '%s' is not movement "
				"points or P (%s)", row, cell, section);
	return 0;
}

static int has_side(const struct n44_hex *a, const struct n44_hex *b, int kind)
{
	for (int k = 0; a && k < a->nsides; k++)
		if (a->side[k].kind == kind && grid_equal(a->side[k].to, b->h))
			return 1;
	for (int k = 0; b && k < b->nsides; k++)
		if (b->side[k].kind == kind && grid_equal(b->side[k].to, a->h))
			return 1;
	return 0;
}

/* A fighter-bomber on tactical interdiction in the hex's zone (§9.2). */
static int interdicted(const struct n44_model *m, const struct n44_hex *h)
{
	for (int i = 0; h->zone[0] && i < m->nair; i++)
		if (m->air[i].where == N44_A_TACTICAL && !strcmp(m->air[i].at, h->zone))
			return 1;
	return 0;
}

/* The cost of entering `to` from `from` (§4.1.1, §2.2, §9.2, §9.4, §3);
 * *stop when the entry ends the move; EXIT_REFUSED when it is forbidden. */
static int entry_cost(struct game_ctx *g, struct n44_model *m, const struct mover *mv,
		const struct n44_hex *from, const struct n44_hex *to, int *cost, char *why,
		size_t size, struct err *e)
{
	int road = has_side(from, to, N44_S_ROAD) || has_side(from, to, N44_S_RAIL);
	int river = has_side(from, to, N44_S_RIVER), mp, p, motor = mv->motorized;
	char hx[5];

	n44_hex_format(to->h, hx);
	if (has_side(from, to, N44_S_IMPASSABLE) && mv->op != OP_HEXSIDE)
		return kit_refuse(e, "§4.4", "%s cannot cross the impassable hexside into %s (only a "
				"special operation may: infiltrate op=hexside)", mv->id, hx);
	if (to->terrain == N44_UNKNOWN)
		return err_set(e, EXIT_UNKNOWN, "%s:%d:2: hex %s: its terrain is unknown ('?', "
				"§4.1.1): the map is not in the rulebook; fill it in", kit_path(m->st),
				to->line, hx);
	if (mv->u && n44_is_armoured(mv->u)) {
		const char *arm;
		if (n44_table_cell(g, "tec", n44_terrain_names[to->terrain], "armour", "§0.1.2", &arm, e))
			return e->code;
		if (!strcmp(arm, "no"))
			return kit_refuse(e, "§0.1.2", "%s is armour: it may not enter %s (%s)", mv->id,
					hx, n44_terrain_names[to->terrain]);
	}
	if (road) {
		/* §2.2: the road's cost replaces every other; cyclists ride it motorized */
		int cyc = mv->u && mv->u->arm == N44_CYCLIST;
		if (tec_mp(g, has_side(from, to, N44_S_ROAD) ? "road" : "rail", motor || cyc,
				"§2.2", &mp, &p, e))
			return e->code;
		*cost = mp;
		snprintf(why, size, "%s %d (road/rail)", hx, mp);
	} else {
		const char *row = n44_terrain_names[to->terrain];
		if (to->settlement == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "%s:%d:3: hex %s: its village or city is "
					"unknown ('?', §4.1.1)", kit_path(m->st), to->line, hx);
		if (tec_mp(g, row, motor, "§4.1.1", &mp, &p, e))
			return e->code;
		if (p)
			return kit_refuse(e, "§4.1.1", "%s may not enter %s: %s is prohibited %s (TET)",
					mv->id, hx, row, motor ? _("to motorized units") : _("on foot"));
		int inter = interdicted(m, to) && to->settlement != N44_CITY &&
			to->terrain != N44_FOREST;
		if (inter && to->terrain == N44_CLEAR)
			mp *= 2;
		*cost = mp;
		snprintf(why, size, "%s %s %d%s", hx, row, mp, inter && to->terrain == N44_CLEAR ?
				_(" (doubled, tactical interdiction §9.2)") : "");
		if (river) {
			int rmp;
			if (tec_mp(g, "river", motor, "§2.2", &rmp, &p, e))
				return e->code;
			if (p)
				return kit_refuse(e, "§2.2", "%s may not cross the river into %s (TET)",
						mv->id, hx);
			if (inter)
				rmp *= 2;
			*cost += rmp;
			size_t n = strlen(why);
			snprintf(why + n, size - n, _(" + river %d%s"), rmp, inter ? _(" (doubled, §9.2)") : "");
		}
	}
	if (to->craters || to->half_craters) {
		*cost += 2 * to->craters + to->half_craters;
		size_t n = strlen(why);
		snprintf(why + n, size - n, _(" + craters %d (§9.4)"), 2 * to->craters + to->half_craters);
	}
	if (mv->zoc) {
		int z = n44_enemy_zoc(g, m, from->h, mv->side, e);
		if (z < 0)
			return e->code;
		if (z) {
			/* §3: +2, +1 elite and paratroops, +0 Commandos and Rangers */
			int extra = 2;
			if (mv->u && (mv->u->arm == N44_COMMANDO || mv->u->arm == N44_RANGER))
				extra = 0;
			else if (mv->u && ((mv->u->flags & N44_U_ELITE) || n44_is_paratroop(mv->u)))
				extra = 1;
			*cost += extra;
			size_t n = strlen(why);
			snprintf(why + n, size - n, _(" + %d leaving an enemy ZOC (§3)"), extra);
		}
	}
	return 0;
}

/* MA this phase (§0.2.1, §2.2, §7.5, §10). */
static int movement_allowance(struct game_ctx *g, struct n44_model *m, struct mover *mv,
		int foot, struct err *e)
{
	int up = strcmp(rule(g, m, "unsupplied-ma"), "down") != 0;

	if (mv->mk) {
		mv->ma = 12;            /* §0.2.1: motorized, MA 12 */
		mv->motorized = 1;
		return 0;
	}
	if (mv->q) {
		if (mv->q->ma == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "%s:%d: HQ %s, column ma is unknown ('?') "
					"(§0.1.1): fill it in from the counter", kit_path(m->st), mv->q->line,
					mv->q->id);
		mv->ma = mv->q->ma;
		mv->motorized = mv->ma > 6;
		mv->zoc = 1;
		if (mv->q->flags & N44_H_UNSUPPLIED && mv->ma > 6)
			mv->ma = up ? (mv->ma + 1) / 2 : mv->ma / 2;
	} else {
		struct n44_unit *u = mv->u;
		int ma = n44_ma(u);
		if (n44_need_value(m, u, "ma", ma, "§4.1.1", e))
			return e->code;
		if (foot) {
			if (u->arm != N44_INFANTRY && u->arm != N44_PZGREN)
				return kit_refuse(e, "§2.2", "%s is not motorized infantry: foot=yes is for "
						"motorized infantry", u->id);
			u->flags |= N44_U_FOOT;
		}
		mv->motorized = n44_is_motorized(u);
		mv->ma = (u->flags & N44_U_FOOT) ? 6 : ma;
		if ((u->flags & N44_U_UNSUPPLIED) && mv->motorized)
			mv->ma = up ? (mv->ma + 1) / 2 : mv->ma / 2;     /* §7.5; on foot keeps 6 */
		mv->zoc = 1;
	}
	if (m->turn == 0 && n44_phase_letter(m) && m->phase && strncmp(m->phase, "night", 5)) {
		mv->ma = up ? (mv->ma + 1) / 2 : mv->ma / 2;           /* §10 A.1, A.2, B.1, B.2 */
		log_step(g->log, "§10", "%s moves at half its MA on turn 0: %d", mv->id, mv->ma);
	}
	return 0;
}

static int find_mover(struct n44_model *m, const char *id, struct mover *mv, struct err *e)
{
	memset(mv, 0, sizeof *mv);
	mv->id = id;
	if ((mv->u = n44_unit_find(m, id)) != NULL) {
		mv->side = mv->u->side;
		mv->loc = &mv->u->loc;
	} else if ((mv->q = n44_hq_find(m, id)) != NULL) {
		mv->side = mv->q->side;
		mv->loc = &mv->q->loc;
	} else {
		for (int i = 0; i < m->nmarkers && !mv->mk; i++)
			if (!strcmp(m->markers[i].id, id))
				mv->mk = &m->markers[i];
		if (mv->mk == NULL)
			return err_set(e, EXIT_DATA, "move: no unit, HQ or marker '%s' in %s", id,
					kit_path(m->st));
		if (mv->mk->kind != N44_M_OFFENSIVE)
			return kit_refuse(e, "§0.2", "%s is not a marker that moves", id);
		mv->side = mv->mk->side >= 0 ? mv->mk->side : m->active;
		mv->loc = &mv->mk->loc;
	}
	if (mv->loc->kind != N44_L_HEX)
		return kit_refuse(e, "§4.1.1", "%s is not on the map: off-map moves follow the lines "
				"between boxes (§4.1.2)", id);
	return 0;
}

/* A British beach (Gold, Juno, Sword) still held by a German unit (§10 A.1). */
static int british_beach_held(const struct n44_model *m)
{
	struct n44_unit *x[1];

	for (int i = 0; i < m->nhexes; i++) {
		const char *b = m->hexes[i].beach;
		if ((!strcmp(b, "gold") || !strcmp(b, "juno") || !strcmp(b, "sword")) &&
		    n44_units_in(m, m->hexes[i].h, N44_GERMAN, x, 1) > 0)
			return 1;
	}
	return 0;
}

/* A Ranger or Commando landed this phase of turn 0: no stop on the beach, one
 * hex at most, no roll (§4.4). */
static int dday_special(const struct n44_model *m, const struct n44_unit *u)
{
	return u && m->turn == 0 && (u->flags & N44_U_LANDED) &&
		(u->arm == N44_RANGER || u->arm == N44_COMMANDO);
}

/* The MP an HQ or an Offensive marker spent this phase (`set,mp.ID`, forgotten
 * at the end of the phase); a unit keeps its own in its flags (mp=). -1 none. */
static int kept_mp(const struct n44_model *m, const char *id)
{
	char key[64];
	const char *v;

	snprintf(key, sizeof key, "mp.%s", id);
	v = state_get(m->st, key);
	return v && *v ? atoi(v) : -1;
}

/* §4.1.1: "le mouvement de chaque unité doit être terminé avant de passer à
 * une autre": a mover that has moved this phase goes on only if it was the
 * last to move (`set,move.last`); an HQ or a marker too (§0.2.1: a marker
 * moves like a motorized unit). */
static int move_finished(const struct n44_model *m, const struct mover *mv)
{
	const char *last = state_get(m->st, "move.last");
	int before = (mv->u && (mv->u->started || mv->u->moved || mv->u->mp)) ||
		(mv->q && (mv->q->flags & N44_H_MOVED)) || (!mv->u && kept_mp(m, mv->id) >= 0);

	return before && !(last && kit_flag_has(last, mv->id));
}

/* §10 0.2: in the night's German reaction only a unit next to an Allied unit
 * moves, one hex, to reinforce a hex in Confusion ("se déplacer d'un hex. pour
 * renforcer un hex. en confusion et attaquer"). */
static int night_reaction(const struct n44_model *m, const struct mover *mv,
		const struct grid_hex *path, int n, struct err *e)
{
	struct grid_hex nb[6];
	struct n44_unit *x[1];
	int next = 0;

	if (!m->phase || strcmp(m->phase, "night-reaction"))
		return 0;
	if (mv->u == NULL)
		return kit_refuse(e, "§10 0.2", "%s: in the night's German reaction only units next "
				"to an Allied unit move", mv->id);
	n44_neighbours(m, mv->loc->hex, nb);
	for (int k = 0; k < 6 && !next; k++)
		next = n44_hex_at(m, nb[k]) && n44_units_in(m, nb[k], N44_ALLIED, x, 1) > 0;
	if (!next)
		return kit_refuse(e, "§10 0.2", "%s is next to no Allied unit: it may not act in the "
				"night's German reaction", mv->id);
	if (n != 1 || n44_hex_at(m, path[0]) == NULL || !n44_hex_at(m, path[0])->confusion)
		return kit_refuse(e, "§10 0.2", "%s moves one hex, into a hex in Confusion it "
				"reinforces, in the night's German reaction", mv->id);
	return 0;
}

static int may_move(struct game_ctx *g, struct n44_model *m, const struct mover *mv,
		struct err *e)
{
	const char *ph = m->phase ? m->phase : "";

	if (m->active >= 0 && mv->side != m->active)
		return kit_refuse(e, "§4.1.1", "%s is not the phasing player's", mv->id);
	if (move_finished(m, mv))
		return kit_refuse(e, "§4.1.1", "%s has finished its move: each unit ends its move "
				"before another begins", mv->id);
	if ((!strcmp(ph, "first-wave") || !strcmp(ph, "last-wave")) && !dday_special(m, mv->u))
		return kit_refuse(e, "§10 A.1, §4.4", "%s: in a landing phase only the Rangers and "
				"Commandos just landed move, one hex at most", mv->id);
	if (mv->loc->kind == N44_L_HEX && n44_hex_at(m, mv->loc->hex) && mv->op != OP_EXIT &&
	    n44_hex_at(m, mv->loc->hex)->confusion && !dday_special(m, mv->u))
		return kit_refuse(e, "§6.11", "%s is in Confusion in %02d%02d: the only way out is to "
				"eliminate the enemy there (special units: infiltrate op=exit, §4.4)", mv->id,
				mv->loc->hex.row, mv->loc->hex.col);
	if (!mv->u)
		return 0;
	if ((mv->u->flags & N44_U_STRADDLE) && british_beach_held(m))
		return kit_refuse(e, "§10 A.1", "%s of the 79th Armoured stays astride the British "
				"beaches while a German unit holds one", mv->id);
	if (mv->u->flags & N44_U_REST)
		return kit_refuse(e, "§1.1.1.3", "%s is at rest: it may neither move nor attack this "
				"turn", mv->id);
	if (mv->u->flags & N44_U_STOPPED)
		return kit_refuse(e, "§4.2, §4.4", "%s landed on a beach this phase: its move ends "
				"there", mv->id);
	if (mv->u->arm == N44_GARRISON || mv->u->arm == N44_FESTUNG)
		return kit_refuse(e, "§0.1.2", "%s is a garrison: it has no movement", mv->id);
	if (strstr(ph, "combat") && !(mv->u->flags & N44_U_EXPLOIT))
		return kit_refuse(e, "§6.8", "%s: in the combat phase only the Réserve stacks an "
				"exploitation activates move", mv->id);
	(void)g;
	return 0;
}

/* After entering a hex: markers change hands (§4.3), enemy rest ends next to
 * the mover (§1.1.1.3), a city changes hands, a port's depot starts (§7.1). */
static void on_entry(struct game_ctx *g, struct n44_model *m, const struct mover *mv,
		struct n44_hex *h)
{
	char hx[5];

	n44_hex_format(h->h, hx);
	for (int i = 0; i < m->nmarkers; i++) {
		struct n44_marker *mk = &m->markers[i];
		if (mk != mv->mk && mk->kind == N44_M_OFFENSIVE && mk->loc.kind == N44_L_HEX &&
		    grid_equal(mk->loc.hex, h->h) && mk->side != mv->side && !mv->mk) {
			mk->side = mv->side;
			mk->changed = 1;
			log_step(g->log, "§4.3", "%s passes over the Offensive marker %s in %s: the "
					"%s player owns it now", mv->id, mk->id, hx, n44_side_names[mv->side]);
		}
	}
	if (mv->u == NULL)
		return;
	struct grid_hex nb[6];
	n44_neighbours(m, h->h, nb);
	for (int i = 0; i < m->nunits; i++) {
		struct n44_unit *x = &m->units[i];
		if (x->side == mv->side || !(x->flags & N44_U_REST) || !n44_on_map(x))
			continue;
		for (int k = 0; k < 6; k++)
			if (grid_equal(x->loc.hex, nb[k])) {
				x->flags &= ~(unsigned)N44_U_REST;
				x->changed = 1;
				log_step(g->log, "§1.1.1.3", "%s is next to an enemy unit: its Repos marker "
						"is removed", x->id);
			}
	}
	if (h->settlement == N44_CITY && h->control != mv->side) {
		if (h->control == N44_ALLIED && mv->side == N44_GERMAN && m->scenario != N44_CHERBOURG) {
			m->vp[N44_GERMAN] += 3;
			log_step(g->log, "§11.3", "%s retakes the city hex %s: +3 VP to the Germans",
					mv->id, hx);
		}
		h->control = mv->side;
		h->changed = 1;
	}
	for (int i = 0; i < m->ndepots; i++) {
		struct n44_depot *d = &m->depots[i];
		if (d->loc.kind != N44_L_HEX || !grid_equal(d->loc.hex, h->h))
			continue;
		if (mv->side == N44_ALLIED && d->side == N44_ALLIED && d->face == N44_F_NONE &&
		    d->kind != N44_D_BEACH) {
			int start = m->turn == 0 ? 1 : m->turn;   /* §7.1: turn 0 counts as turn 1 */
			int delay = d->kind == N44_D_CHERBOURG ? 3 : 2;
			d->face = N44_F_BUILDING;
			d->ready = start + delay;
			d->changed = 1;
			log_step(g->log, d->kind == N44_D_MULBERRY ? "§7.1.1" : d->kind == N44_D_CHERBOURG ?
					"§7.1.3" : "§7.1.2", "%s takes %s: the depot %s goes on the turn track "
					"for turn %d (turn %d + %d)", mv->id, hx, d->id, d->ready, start, delay);
		} else if (mv->side == N44_GERMAN && d->side == N44_ALLIED && d->kind != N44_D_CHERBOURG &&
				(d->face == N44_F_FULL || d->face == N44_F_REDUCED ||
				 d->face == N44_F_BUILDING)) {
			d->face = N44_F_DESTROYED;
			d->changed = 1;
			log_step(g->log, "§7.1", "%s enters %s: the Allied depot %s is destroyed", mv->id,
					hx, d->id);
		}
	}
}

/* Walk one mover along the path: the MP spent, or a refusal. */
static int walk(struct game_ctx *g, struct n44_model *m, struct mover *mv,
		const struct grid_hex *path, int n, struct err *e)
{
	struct n44_hex *from = n44_hex_at(m, mv->loc->hex);
	int spent = mv->u ? mv->u->mp : kept_mp(m, mv->id) > 0 ? kept_mp(m, mv->id) : 0;
	int in_zoc = 0, before = spent;
	char steps[600] = "";

	if (mv->zoc && (in_zoc = n44_enemy_zoc(g, m, mv->loc->hex, mv->side, e)) < 0)
		return e->code;
	if (mv->u && !mv->u->started) {
		mv->u->started = 1;                 /* where its move began (§4.3) */
		mv->u->start = mv->loc->hex;
	}
	for (int i = 0; i < n; i++) {
		struct n44_hex *to = n44_hex_at(m, path[i]);
		char why[160], hx[5];
		int cost = 0;
		n44_hex_format(path[i], hx);
		if (to == NULL)
			return err_set(e, EXIT_DATA, "move: path=: hex %s has no 'hex' row in %s", hx,
					kit_path(m->st));
		if (!n44_adjacent(m, from->h, to->h))
			return kit_refuse(e, "§4.1.1", "%s is not adjacent to the hex before it", hx);
		struct n44_unit *en[2];
		if (n44_units_in(m, to->h, !mv->side, en, 2) > 0 && !(to->confusion && mv->u &&
				strcmp(rule(g, m, "confusion-entry"), "special")))
			return kit_refuse(e, "§4.1.1", "%s may not enter %s, which holds enemy units "
					"(only an overrun, a Confusion hex or a special operation)", mv->id, hx);
		if (entry_cost(g, m, mv, from, to, &cost, why, sizeof why, e))
			return e->code;
		if (spent + cost > mv->ma && !(i == 0 && spent == 0))
			return kit_refuse(e, "§4.1.1", "%s has %d MP: entering %s costs %d more after %d "
					"spent (%s)", mv->id, mv->ma, hx, cost, spent, why);
		spent += cost;
		snprintf(steps + strlen(steps), sizeof steps - strlen(steps), "%s%s", *steps ? ", " :
				"", why);
		if (mv->zoc) {
			int z = n44_enemy_zoc(g, m, to->h, mv->side, e);
			if (z < 0)
				return e->code;
			if (z && i + 1 < n)
				return kit_refuse(e, "§3", "%s enters the enemy ZOC in %s: its move stops "
						"there%s", mv->id, hx, in_zoc ? _(" (ZOC to ZOC: one hex)") : "");
			mv->stopped = z;
		}
		mv->loc->hex = to->h;
		on_entry(g, m, mv, to);
		from = to;
	}
	log_stepn(g->log, "§4.1.1", "%s moves %d hex, %d of %d MP%s: %s",
			"%s moves %d hexes, %d of %d MP%s: %s", n, mv->id, n, spent, mv->ma,
			before ? _(" (with those spent before)") : "", steps);
	if (mv->stopped)
		log_step(g->log, "§3", "%s is in an enemy ZOC: its move ends there", mv->id);
	if (mv->u)
		mv->u->mp = spent;
	else {                          /* an HQ's or a marker's MP, for its next order */
		char key[64], v[16];
		snprintf(key, sizeof key, "mp.%s", mv->id);
		snprintf(v, sizeof v, "%d", spent);
		if (state_set(m->st, key, v))
			return err_set(e, EXIT_IO, "out of memory");
	}
	return 0;
}

int n44_unit_entry(struct game_ctx *g, struct n44_model *m, struct n44_unit *u,
		struct grid_hex to, int zoc, int *cost, int *ma, char *why, size_t size,
		struct err *e)
{
	struct mover mv;
	const struct n44_hex *a, *b;

	if (find_mover(m, u->id, &mv, e) || movement_allowance(g, m, &mv, 0, e))
		return e->code;
	if ((a = n44_hex_at(m, u->loc.hex)) == NULL || (b = n44_hex_at(m, to)) == NULL)
		return err_set(e, EXIT_DATA, "%s: a hex of the move has no 'hex' row", kit_path(m->st));
	*ma = mv.ma;
	mv.zoc = zoc;
	return entry_cost(g, m, &mv, a, b, cost, why, size, e);
}

/* Offensive markers stacked with an HQ move with it (§0.2.1). */
static void carry_markers(struct game_ctx *g, struct n44_model *m, const struct mover *mv,
		struct n44_loc start)
{
	for (int i = 0; mv->q && i < m->nmarkers; i++) {
		struct n44_marker *mk = &m->markers[i];
		if (mk->kind == N44_M_OFFENSIVE && n44_loc_same(&mk->loc, &start)) {
			mk->loc = *mv->loc;
			mk->changed = 1;
			log_step(g->log, "§0.2.1", "The Offensive marker %s moves with HQ %s", mk->id,
					mv->q->id);
		}
	}
}

/* "ID;ID;...": the movers of the last move (§4.1.1). */
static const char *ids_text(char ids[][48], int n, char *buf, size_t size)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int i = 0; i < n && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? ";" : "", ids[i]);
	return buf;
}

/* §4.3: a stack whose overrun succeeded goes on ignoring the ZOC of the units
 * it pushed back (`set,overrun.pushed`). */
static void ignore_pushed(struct n44_model *m, const struct n44_unit *u)
{
	const char *pushed = state_get(m->st, "overrun.pushed");

	m->nzoc_ignore = 0;
	if (u == NULL || !(u->flags & N44_U_OVERRAN) || pushed == NULL)
		return;
	for (int i = 0; i < m->nunits && m->nzoc_ignore < N44_ZOC_IGNORE; i++)
		if (kit_flag_has(pushed, m->units[i].id))
			m->zoc_ignore[m->nzoc_ignore++] = &m->units[i];
}

int n44_move_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	char ids[16][48], hexes[PATH][8];
	struct grid_hex path[PATH];
	int nid, n, foot = !strcmp(order_get(o, "foot"), "yes");
	int reserve = !strcmp(order_get(o, "reserve"), "yes");

	(void)c;
	if (n44_model_load(&m, g, st, e))
		return e->code;
	nid = order_split(order_get(o, "unit"), ids[0], 48, 16);
	n = order_split(order_get(o, "path"), hexes[0], 8, PATH);
	if (nid <= 0 || n < 0) {
		err_set(e, EXIT_USAGE, "move: unit= names 1 to 16 ids, path= up to %d hexes", PATH);
		goto done;
	}
	for (int i = 0; i < n; i++)
		if (n44_hex_parse(hexes[i], &path[i])) {
			err_set(e, EXIT_USAGE, "move: path=: '%s' is not a hex AABB", hexes[i]);
			goto done;
		}
	struct n44_loc start = { .kind = -1 };
	char going[16][48];
	int ngoing = 0;
	for (int k = 0; k < nid; k++) {
		struct mover mv;
		if (find_mover(&m, ids[k], &mv, e) || may_move(g, &m, &mv, e) ||
		    night_reaction(&m, &mv, path, n, e) || movement_allowance(g, &m, &mv, foot, e))
			goto done;
		if (start.kind < 0)
			start = *mv.loc;
		else if (!n44_loc_same(&start, mv.loc)) {
			kit_refuse(e, "§4.1.1", "%s is not in the same hex as %s: units moving together "
					"start together", ids[k], ids[0]);
			goto done;
		}
		struct n44_loc before = *mv.loc;
		ignore_pushed(&m, mv.u);
		if (walk(g, &m, &mv, path, n, e))
			goto done;
		m.nzoc_ignore = 0;
		if (!mv.stopped)      /* it may go on with the MP left (§4.1.1) */
			snprintf(going[ngoing++], 48, "%s", ids[k]);
		carry_markers(g, &m, &mv, before);
		if (mv.u) {
			mv.u->moved += n;
			mv.u->changed = 1;
			if (dday_special(&m, mv.u) && mv.u->moved > 1) {
				kit_refuse(e, "§4.4", "%s landed this phase: a Ranger or Commando goes one hex "
						"at most from the beach on D-Day", mv.u->id);
				goto done;
			}
			if (mv.u->flags & N44_U_STRADDLE) {
				mv.u->flags &= ~(unsigned)N44_U_STRADDLE;
				log_step(g->log, "§10 A.1", "No British beach is German any more: %s leaves "
						"its place astride the beaches", mv.u->id);
			}
			if (reserve) {
				if (mv.u->arm != N44_ARMOUR && mv.u->arm != N44_PZGREN) {
					kit_refuse(e, "§4.1.1", "%s is neither armour nor Panzergrenadier: no "
							"Réserve", mv.u->id);
					goto done;
				}
				if (mv.u->moved > 1) {
					kit_refuse(e, "§4.1.1", "%s has moved %d hexes: a unit placed in Réserve "
							"moves one hex at most before", mv.u->id, mv.u->moved);
					goto done;
				}
				mv.u->flags |= N44_U_RESERVE;
				log_step(g->log, "§4.1.1", "%s is placed in Réserve for an exploitation",
						mv.u->id);
			}
		} else if (mv.q) {
			mv.q->flags |= N44_H_MOVED;
			mv.q->changed = 1;
		} else {
			mv.mk->changed = 1;
		}
	}
	char last[16 * 49];
	if (state_set(st, "move.last", ids_text(going, ngoing, last, sizeof last)))
		err_set(e, EXIT_IO, "out of memory");
	else
		n44_model_save(&m, e);
done:
	n44_model_free(&m);
	return e->code;
}

/* ---- special operations (§4.4) ------------------------------------------------ */

const struct order_param n44_infiltrate_params[] = {
	{ "unit", "ID", NULL, "a US Ranger, British Commando or elite paratroop unit, not "
		"disorganized (§4.4)" },
	{ "to", "HEX", NULL, "the adjacent hex it enters" },
	{ "op", "hexside|exit|assault", NULL, "the special operation: across an impassable "
		"hexside, out of a Confusion hex, or the assault of an enemy hex, which it enters "
		"in Confusion (§4.4, §6.11)" },
	{ NULL, NULL, NULL, NULL },
};

static const char *const op_names[] = { "", "hexside", "exit", "assault", NULL };

/* What the operation needs of the two hexes (§4.4). */
static int op_check(struct game_ctx *g, struct n44_model *m, const struct mover *mv,
		const struct n44_hex *from, const struct n44_hex *to, struct err *e)
{
	struct n44_unit *x[1];
	int enemy_to = n44_units_in(m, to->h, !mv->side, x, 1) > 0;
	char hx[5];

	n44_hex_format(to->h, hx);
	if (!n44_adjacent(m, from->h, to->h))
		return kit_refuse(e, "§4.4", "%s is not adjacent to %s", hx, mv->id);
	if (mv->op == OP_HEXSIDE && !has_side(from, to, N44_S_IMPASSABLE))
		return kit_refuse(e, "§4.4", "no impassable hexside lies between %s and %s: a move "
				"goes there", mv->id, hx);
	if (mv->op == OP_EXIT && !(from->confusion && n44_units_in(m, from->h, !mv->side, x, 1)))
		return kit_refuse(e, "§4.4", "%s is not in a hex in Confusion with the enemy", mv->id);
	if (mv->op == OP_ASSAULT && (!enemy_to || to->confusion))
		return kit_refuse(e, "§4.4", "%s %s: the assault enters a hex held by the enemy, not "
				"yet in Confusion", hx, enemy_to ? _("is in Confusion already (a move enters it)") :
				_("holds no enemy unit"));
	if (mv->op != OP_ASSAULT && enemy_to && !(to->confusion &&
			strcmp(rule(g, m, "confusion-entry"), "special")))
		return kit_refuse(e, "§4.1.1", "%s holds enemy units: only an assault (op=assault) "
				"enters it", hx);
	return 0;
}

/* The infiltration roll (§4.4): 1 passes, 0 fails; none for the Rangers and
 * Commandos on D-Day. */
static int infiltration_roll(struct game_ctx *g, struct n44_model *m, const struct mover *mv,
		struct chance *c, int *pass, struct err *e)
{
	struct chance_roll roll;
	const char *cell;
	char buf[48];

	*pass = 1;
	if (m->turn == 0 && (mv->u->arm == N44_RANGER || mv->u->arm == N44_COMMANDO)) {
		log_step(g->log, "§4.4", "D-Day: a move of the Rangers and Commandos needs no roll");
		return 0;
	}
	if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "infiltration of %s", mv->id) ||
	    n44_die_cell(g, "infiltration", roll.value, op_names[mv->op], "§4.4", &cell, e))
		return e->code;
	if (strcmp(cell, "yes") && strcmp(cell, "no"))
		return err_set(e, EXIT_DATA, "table normandie44/infiltration, die %d, column %s: '%s' "
				"is not yes or no (§4.4)", roll.value, op_names[mv->op], cell);
	*pass = !strcmp(cell, "yes");
	log_step(g->log, "§4.4", "%s's infiltration roll (%s): %s: %s", mv->id, op_names[mv->op],
			kit_roll(&roll, buf, sizeof buf), *pass ? _("it succeeds") : _("it fails"));
	return 0;
}

int n44_infiltrate_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	struct mover mv;
	struct grid_hex to_h;
	struct n44_hex *from, *to;
	char why[200], hx[5];
	int cost = 0, pass;

	if (n44_model_load(&m, g, st, e))
		return e->code;
	int op = kit_enum(op_names, order_get(o, "op"));
	if (op <= 0 || n44_hex_parse(order_get(o, "to"), &to_h)) {
		err_set(e, EXIT_USAGE, "infiltrate: op= is hexside, exit or assault; to= a hex AABB");
		goto done;
	}
	if (find_mover(&m, order_get(o, "unit"), &mv, e))
		goto done;
	mv.op = op;
	if (mv.u == NULL || !n44_special_unit(mv.u)) {
		kit_refuse(e, "§4.4", "%s is not a US Ranger, British Commando or elite paratroop unit "
				"free of disorganization: no special operation", mv.id);
		goto done;
	}
	from = n44_hex_at(&m, mv.loc->hex);
	if ((to = n44_hex_at(&m, to_h)) == NULL || from == NULL) {
		err_set(e, EXIT_DATA, "infiltrate: to=%s has no 'hex' row", order_get(o, "to"));
		goto done;
	}
	if (may_move(g, &m, &mv, e) || movement_allowance(g, &m, &mv, 0, e) ||
	    op_check(g, &m, &mv, from, to, e) ||
	    entry_cost(g, &m, &mv, from, to, &cost, why, sizeof why, e))
		goto done;
	if (mv.u->mp + cost > mv.ma && mv.u->mp > 0) {
		kit_refuse(e, "§4.1.1", "%s has %d MP: entering %s costs %d more after %d spent (%s)",
				mv.id, mv.ma, order_get(o, "to"), cost, mv.u->mp, why);
		goto done;
	}
	if (infiltration_roll(g, &m, &mv, c, &pass, e))
		goto done;
	if (!mv.u->started) {
		mv.u->started = 1;
		mv.u->start = from->h;
	}
	mv.u->changed = 1;
	n44_hex_format(to->h, hx);
	if (!pass) {
		int go_on = !strcmp(rule(g, &m, "infiltration-fail"), "continue");
		log_step(g->log, "§4.4", "%s stays in %02d%02d%s", mv.id, from->h.row, from->h.col,
				go_on ? _(" and may go on moving (ruling infiltration-fail=continue)") :
				_(": its move ends (ruling infiltration-fail)"));
		if (state_set(st, "move.last", go_on ? mv.id : ""))
			err_set(e, EXIT_IO, "out of memory");
		else
			n44_model_save(&m, e);
		goto done;
	}
	int z = n44_enemy_zoc(g, &m, to->h, mv.side, e);
	if (z < 0)
		goto done;
	mv.loc->hex = to->h;
	mv.u->mp += cost;
	mv.u->moved++;
	on_entry(g, &m, &mv, to);
	log_step(g->log, "§4.4", "%s enters %s: %s", mv.id, hx, why);
	if (op == OP_ASSAULT) {
		to->confusion = 1;
		to->changed = 1;
		log_step(g->log, "§4.4, §6.11", "%s is in Confusion: both sides stay in it until one is "
				"eliminated", hx);
	}
	if (z || op == OP_ASSAULT)
		log_step(g->log, "§3", "%s's move ends there", mv.id);
	if (state_set(st, "move.last", z || op == OP_ASSAULT ? "" : mv.id))
		err_set(e, EXIT_IO, "out of memory");
	else
		n44_model_save(&m, e);
done:
	n44_model_free(&m);
	return e->code;
}
