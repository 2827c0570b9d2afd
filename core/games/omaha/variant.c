/*
 * variant.c: the set-up of variant §22.1, Effective Allied Bombardment (seed
 * lines 4588-4650), which `setup scenario=standard` applies after §3's when
 * `set,variants` holds 22.1:
 *
 *   - the delayed start (« Retardez de trois tours toutes les unités
 *     américaines entrant avant le tour 16 ... Retardez d'un seul tour toutes
 *     les unités arrivant au tour 16 ou plus tard. Placez le marqueur de tour
 *     de jeu dans la case du tour 4 »): US units on the turn track (`turn:N`)
 *     arrive on N + 3 before turn 16, N + 1 from it; the turn marker goes to
 *     4. Units already in a landing box stay there (« Placez les unités de
 *     chars américains sans numéro dans les cases de débarquement »: the boxes
 *     §3 names, « les cases de débarquement notées sur leurs pions », where
 *     the state holds them and setup.c checks them);
 *   - the pre-landing bombardment (« Piochez deux cartes de tir. Placez un
 *     marqueur disrupted sur chaque WN d'une couleur indiquée sur chaque carte,
 *     puis retirez son marqueur de réserve ... Si une couleur de WN apparaît
 *     sur les deux cartes, elle est mise hors course, retirez du jeu l'unité et
 *     son marqueur de réserve. Placez ensuite les deux cartes dans la
 *     défausse »): two cards drawn from the pile; every WN of a colour they
 *     show, map-wide (the cards are not tied to a sector, digest 11.2 item 7),
 *     is disrupted and loses its depth marker; a colour on both cards removes
 *     its WN units and markers from play; both cards go to the discard.
 *
 * The event card of turn 4 is the `event` order of that turn; the other
 * limits of turns 4 and 5 are read by land.c, fire.c and clear.c. Beyond the
 * Beach starts on turn 17: how §22.1's start on turn 4 meets it the text does
 * not say, so setup refuses the pair.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

/* The colours of a fire card (its parts fire1..fire3, without their marks),
 * as a blank-separated list in buf. */
static int card_colours(const struct om_card *card, char *buf, size_t size, struct err *e)
{
	buf[0] = '\0';
	for (int k = 1; k <= 3; k++) {
		char col[8];
		const char *v;
		size_t n;
		snprintf(col, sizeof col, "fire%d", k);
		if (om_card_need(card, col, "§22.1", &v, e))
			return e->code;
		n = strcspn(v, "2*+/");
		if (n == 0 || !strcmp(v, "-"))
			continue;
		snprintf(buf + strlen(buf), size - strlen(buf), "%s%.*s", buf[0] ? " " : "", (int)n,
				v);
	}
	return 0;
}

/* §22.1: the delayed start. */
static void delay_start(struct om_model *m)
{
	for (struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		int by;
		if (u->at.kind != OM_AT_TURN)
			continue;
		by = u->at.turn < 16 ? 3 : 1;
		log_step(m->g->log, "§22.1", "%s, due on turn %d, arrives on turn %d", u->id,
				u->at.turn, u->at.turn + by);
		u->at.turn += by;
	}
	m->turn = 4;
	log_step(m->g->log, "§22.1", "Variant 22.1: the game starts on turn 4; the turn marker "
			"on 4 (units already in landing boxes stay there)");
}

/* §22.1: one WN unit of a colour drawn (twice: out of play). */
static void bombard_unit(struct om_model *m, struct om_german *g, const struct om_position *p,
		int twice)
{
	struct om_marker *mk = om_marker_of(m, g);
	int had = mk != NULL || g->reserve != OM_RES_NONE;

	if (mk)
		mk->at = "removed";
	g->reserve = OM_RES_NONE;
	if (twice) {
		log_step(m->g->log, "§22.1", "%s (%s, %s) is knocked out: its colour is on both cards; "
				"unit and depth marker out of play", g->id, p->id, p->colour);
		g->pos = "removed";
		g->has_hex = 0;
		g->disrupted = 0;
		return;
	}
	g->disrupted = 1;
	log_step(m->g->log, "§22.1", "%s (%s, %s) is disrupted%s", g->id, p->id, p->colour,
			had ? _(" and loses its depth marker") : "");
}

static int bombardment(struct om_model *m, struct chance *c, struct err *e)
{
	struct om_card card[2];
	char cols[2][96];

	if (m->g->card)
		return err_set(e, EXIT_USAGE, "setup: variant 22.1 draws two fire cards from the pile "
				"(§22.1): --card types one; draw them with --seed");
	for (int k = 0; k < 2; k++) {
		if (om_card_take(m, c, "prelanding", &card[k], e) ||
		    card_colours(&card[k], cols[k], sizeof cols[k], e))
			return e->code;
		log_step(m->g->log, "§22.1", "Pre-landing bombardment, card %d: %s", card[k].number,
				cols[k][0] ? cols[k] : _("no colour"));
	}
	for (struct om_german *g = m->gm; g < m->gm + m->ngm; g++) {
		const struct om_position *p = om_position_find(m, g->pos);
		int n;
		if (p == NULL || p->kind != OM_PK_WN || g->kind != OM_GK_WN)
			continue;
		n = (om_word(cols[0], p->colour) != NULL) + (om_word(cols[1], p->colour) != NULL);
		if (n)
			bombard_unit(m, g, p, n == 2);
	}
	for (int i = 0; i < m->ncard; i++)
		if (m->card[i].at == OM_TRACK && !strcmp(m->card[i].use, "prelanding"))
			m->card[i].at = OM_DISCARD;
	log_step(m->g->log, "§22.1", "Both cards go to the discard pile");
	return 0;
}

int om_variant_setup(struct om_model *m, const char *scenario, struct chance *c,
		struct err *e)
{
	if (!om_in_variant(m, "22.1"))
		return 0;
	if (strcmp(scenario, "standard"))
		return kit_refuse(e, "§22.1, §21.1", "setup: variant 22.1 starts the game on turn 4; "
				"Beyond the Beach starts on turn 17, and the text does not say how the two "
				"meet");
	delay_start(m);
	return bombardment(m, c, e);
}
