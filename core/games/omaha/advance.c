/*
 * advance.c: the German Advance action of the extended game (§16.8,
 * §16.81-§16.86), the order
 *
 *   advance position=ID path=HEX,... [us_loss=ID] [displace=ID:HEX,...]
 *
 * An occupied reinforcement position with an advance arrow (position column
 * `arrow`: the positions it points at, e.g. "A7 A6" for B1) advances to an
 * arrow's position not held by a German unit; with two arrows, to the one not
 * held, or to the first when neither is (§16.86: B1 goes to A7). It attempts
 * the advance when no US unit is in its field of fire, or when it has a depth
 * marker and is revealed of the 352nd Division or unrevealed (§16.81); else it
 * fires (the `fire` order). The path is the hexes of the diagram that fits
 * (§16.82: the three diagrams are drawn beside the rule and lost by OCR), typed
 * by the player, ending on the destination. With US units on the path: those
 * other than infantry and tanks, and infantry and tanks with the target
 * symbol of the sector's fire card (on the track, or --card), are disrupted;
 * the others' strengths (unit column `strength`), doubled in a village or
 * bocage hex, then +1 with a hero marker (§16.82, §16.84), are the defence:
 * 7 or more repulses the advance (no fire); less, one US unit of your choice
 * on the path (us_loss=) loses a step, the German unit and its marker move,
 * and US units in the destination are displaced (displace=) to adjacent hexes
 * off the path.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

#define MAXPATH 8

/* An Advance: the position, its German unit, the destination and the path. */
struct advance {
	struct om_model *m;
	const struct order *o;
	const struct om_position *p, *dest;
	struct om_german *gr;
	struct grid_hex path[MAXPATH], dhex;
	char dhex_id[5];
	int np;
	struct om_unit *onpath[256];
	int non;
};

static int us_in_field(const struct om_model *m, const char *pid)
{
	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++) {
		if (strcmp(f->pos, pid))
			continue;
		for (const struct om_unit *u = m->u; u < m->u + m->nu; u++)
			if (u->at.kind == OM_AT_HEX && grid_equal(u->at.hex, f->hex))
				return 1;
	}
	return 0;
}

/* §16.8, §16.86: the arrow's position the unit advances to, or NULL (it
 * fires, or does nothing). */
static const char *destination(struct advance *a, char arrows[2][32], struct err *e)
{
	struct om_model *m = a->m;
	const char *pid = a->p->id;
	int na = 0, held[2] = { 0, 0 }, dest;

	for (const char *p = a->p->arrow; *p && na < 2;) {
		p += strspn(p, " ");
		size_t len = strcspn(p, " ");
		if (len > 0 && len < sizeof arrows[0]) {
			snprintf(arrows[na], sizeof arrows[na], "%.*s", (int)len, p);
			na++;
		}
		p += len;
	}
	if (na == 0)
		return err_set(e, EXIT_REFUSED, "advance: %s has no advance arrow: it fires if US "
				"units are in its field of fire, else no action (§16.8)", pid), NULL;
	for (int k = 0; k < na; k++)
		held[k] = om_german_in(m, arrows[k]) != NULL;
	if (na == 1)
		dest = held[0] ? -1 : 0;
	else
		dest = held[0] && held[1] ? -1 : held[0] ? 1 : 0;   /* §16.86 */
	if (dest < 0) {
		log_stepn(m->g->log, "§16.8", "%s's arrow points at German-held position: no "
				"advance; it %s", "%s's arrows point at German-held positions: no "
				"advance; it %s", na, pid, us_in_field(m, pid) ? _("fires normally (the fire order)") : _("takes no action "
				"(no US unit in its field of fire)"));
		return NULL;
	}
	log_step(m->g->log, na > 1 ? "§16.86" : "§16.8", "%s advances toward %s%s", pid,
			arrows[dest], na > 1 ? (held[0] || held[1] ? _(" (the other arrow's position is "
			"held)") : _(" (neither is held: the first arrow)")) : "");
	return arrows[dest];
}

/* §16.81: the advance is attempted when no US unit is in the field, or with a
 * depth marker, revealed of the 352nd Division or unrevealed; else it fires. */
static int attempts(struct advance *a)
{
	const struct om_german *g = a->gr;
	int marker = g->reserve != OM_RES_NONE, revealed = g->revealed == 1;
	int d352 = !strcmp(g->division, "352"), us = us_in_field(a->m, a->p->id);

	if (us && !((revealed && d352 && marker) || (!revealed && marker))) {
		log_step(a->m->g->log, "§16.81", "US units are in %s's field of fire and it is %s: it "
				"fires instead (the fire order)", a->p->id, !marker ? _("without a depth marker") :
				_("of the 716th Division"));
		return 0;
	}
	log_step(a->m->g->log, "§16.81", "%s attempts the advance (%s)", a->p->id, !us ? _("no US unit "
			"in its field of fire") : revealed ? _("revealed, 352nd Division, with a depth marker") :
			_("unrevealed, with a depth marker"));
	return 1;
}

/* The path (§16.82): the hexes of the diagram, ending on the destination; the
 * US units on it. */
static int path(struct advance *a, const char *dest, struct err *e)
{
	struct om_model *m = a->m;
	char hexes[MAXPATH][8];

	if ((a->dest = om_position_find(m, dest)) == NULL ||
	    om_hex_at(m, a->dest->hex[0]) == NULL)
		return err_set(e, EXIT_DATA, "advance: the destination %s has no position or hex row",
				dest);
	a->dhex = a->dest->hex[0];
	grid_format(a->dhex, a->dhex_id);
	if ((a->np = order_split(order_get(a->o, "path"), &hexes[0][0], 8, MAXPATH)) < 1)
		return err_set(e, EXIT_USAGE, "advance: path= lists the hexes of §16.82's diagram, "
				"ending on %s (the diagrams are not in the text)", a->dhex_id);
	for (int k = 0; k < a->np; k++)
		if (om_hex_find(m, hexes[k]) == NULL)
			return err_set(e, EXIT_REFUSED, "advance: path hex %s has no 'hex' row",
					hexes[k]);
		else
			grid_parse(hexes[k], &a->path[k]);
	if (!grid_equal(a->path[a->np - 1], a->dhex))
		return err_set(e, EXIT_USAGE, "advance: the path must end on the destination %s",
				a->dhex_id);
	for (struct om_unit *u = m->u; u < m->u + m->nu && a->non < 256; u++)
		for (int k = 0; k < a->np; k++)
			if (u->at.kind == OM_AT_HEX && grid_equal(u->at.hex, a->path[k]) &&
			    !om_is_leader(u->type))
				a->onpath[a->non++] = u;
	return 0;
}

/* §16.82, §16.84: the US defence on the path; units other than infantry and
 * tanks, and those with the card's target symbol, are disrupted. */
static int path_defence(struct advance *a, int target, int *defence)
{
	struct om_model *m = a->m;

	*defence = 0;
	for (int k = 0; k < a->non; k++) {
		struct om_unit *u = a->onpath[k];
		int inf_tank = om_is_infantry(u->type) || u->type == OM_TANK;
		if (!inf_tank || u->symbol == target) {
			if (u->disrupted != 1) {
				u->disrupted = 1;
				log_step(m->g->log, "§16.82", "%s on the path is disrupted (%s)", u->id,
						inf_tank ? _("the card's target symbol") : _("neither infantry nor tank"));
			}
			continue;
		}
		if (u->disrupted == 1)
			continue;
		const struct om_hex *h = om_unit_hex(m, u);
		int dbl = h && (h->terrain == OM_VILLAGE || h->terrain == OM_BOCAGE);
		/* §16.84: a hero adds 1 after the terrain's doubling */
		int hero = !strcmp(u->hero, "hero"), s = u->strength * (dbl ? 2 : 1) + hero;
		*defence += s;
		log_step(m->g->log, hero ? "§16.84" : "§16.82", "%s defends with %d%s%s", u->id, s,
				dbl ? _(" (doubled in a village or bocage)") : "", hero ? _(" (+1 for its hero)") :
				"");
	}
	return 0;
}

/* The US units in the destination are displaced (§16.82); a General alone there
 * is captured (§11.31, ruling a23-advance-capture). */
static int displace(struct advance *a, struct err *e)
{
	struct om_model *m = a->m;
	int capture = !om_rule_is(m, "a23-advance-capture", "displace"), ndest = 0, ngen = 0;

	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++)
		if (u->at.kind == OM_AT_HEX && grid_equal(u->at.hex, a->dhex)) {
			ndest++;
			ngen += u->type == OM_GENERAL;
		}
	for (struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		const char *to = NULL;
		char buf[16];
		struct grid_hex b;
		size_t n = strlen(u->id);
		if (u->at.kind != OM_AT_HEX || !grid_equal(u->at.hex, a->dhex))
			continue;
		if (ndest == 1 && ngen == 1 && capture) {
			om_eliminate(m, u, "a General alone in the Advance's destination: captured, "
					"ruling a23-advance-capture", "§11.31");
			continue;
		}
		for (const char *p = order_get(a->o, "displace"); p && *p;) {
			size_t len = strcspn(p, ",");
			if (len > n + 1 && !strncmp(p, u->id, n) && p[n] == ':') {
				snprintf(buf, sizeof buf, "%.*s", (int)(len - n - 1), p + n + 1);
				to = buf;
			}
			p += len;
			p += *p == ',';
		}
		int bad = to == NULL || grid_parse(to, &b) || !grid_adjacent(a->dhex, b) ||
			om_hex_at(m, b) == NULL;
		for (int k = 0; !bad && k < a->np; k++)
			bad = grid_equal(a->path[k], b);
		if (bad)
			return kit_refuse(e, "§16.82", "advance: %s in the destination %s is displaced to "
					"an adjacent hex off the path of your choice: displace=%s:HEX", u->id,
					a->dhex_id, u->id);
		u->at.hex = b;
		log_step(m->g->log, "§16.82", "%s is displaced from %s to %s", u->id, a->dhex_id, to);
	}
	return 0;
}

/* US units on the path (§16.82): the card's target, their defence; the
 * advance repulsed (1), or their loss and displacement (0); -1 with e set. */
static int fight(struct advance *a, struct err *e)
{
	struct om_model *m = a->m;
	const struct om_hex *ph = om_hex_at(m, a->p->hex[0]);
	const char *sector = ph ? om_sector_name(ph->sector) : "east", *v, *who;
	struct om_card card;
	struct om_unit *loser = NULL;
	char use[16];
	int rc, target, defence;

	snprintf(use, sizeof use, "fire-%s", sector);
	if ((rc = om_card_on_track(m, use, 1, &card, e)) > 1)
		return -1;
	if (rc == 1)
		return err_set(e, EXIT_REFUSED, "advance: no %s fire card on this turn's track (the "
				"Advance is a German action of the fire phase, §16)", sector), -1;
	if (om_card_need(&card, "target", "§16.82", &v, e))
		return -1;
	target = om_atoi(v);
	if (!m->ucols[OM_UC_STRENGTH])
		return err_set(e, EXIT_DATA, "%s: the unit rows need a 'strength' column (§16.82)",
				kit_path(m->st)), -1;
	path_defence(a, target, &defence);
	if (defence >= 7) {
		log_step(m->g->log, "§16.82", "US defence %d >= 7: the advance is repulsed; %s stays "
				"and does not fire", defence, a->p->id);
		return 1;
	}
	log_step(m->g->log, "§16.82", "US defence %d < 7: the advance succeeds", defence);
	who = order_get(a->o, "us_loss");
	for (int k = 0; k < a->non; k++)
		if (!strcmp(a->onpath[k]->id, who))
			loser = a->onpath[k];
	if (loser == NULL && a->non == 1)
		loser = a->onpath[0];
	if (loser == NULL)
		return err_set(e, EXIT_REFUSED, "advance: one US unit of your choice on the path "
				"loses a step (§16.82): name it with us_loss=ID"), -1;
	om_step_loss(m, loser, "German advance", "§16.82");
	return displace(a, e) ? -1 : 0;
}

int om_advance(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	struct advance a = { .m = m, .o = o };
	const char *pid = order_get(o, "position"), *dest;
	char arrows[2][32];
	int rc;

	if ((a.p = om_position_find(m, pid)) == NULL)
		return err_set(e, EXIT_USAGE, "advance: no position '%s'", pid);
	if (a.p->kind != OM_PK_REINF || (a.gr = om_german_in(m, pid)) == NULL)
		return kit_refuse(e, "§16.8", "advance: %s is not an occupied reinforcement position",
				pid);
	if ((dest = destination(&a, arrows, e)) == NULL || !attempts(&a))
		return e->code;
	if (path(&a, dest, e))
		return e->code;
	if (a.non == 0)
		log_step(m->g->log, "§16.82", "No US unit on the path");
	else if ((rc = fight(&a, e)) != 0)
		return rc < 0 ? e->code : 0;
	a.gr->pos = a.dest->id;
	a.gr->has_hex = 1;
	a.gr->hex = a.dhex;
	log_step(m->g->log, "§16.82", "%s advances with its depth marker to %s (%s)", a.gr->id,
			a.dest->id, a.dhex_id);
	if (om_garrisoned(m, a.dest->id)) {   /* §19.3 */
		om_garrison_remove(m, a.dest->id);
		log_step(m->g->log, "§19.3", "The US garrison of %s is removed (a successful Advance's "
				"destination)", a.dest->id);
	}
	if (m->kinds & OM_KIND_MARKER)   /* §16.83's marker swap, drawn next (reoccupy.c) */
		om_set(m, OM_K_SWAP, a.gr->id);
	return 0;
}
