/*
 * clear.c: the US Engineer phase of the basic game (§10.1, §10.11, §10.12),
 * the order
 *
 *   clear sector=east|west hexes=HEX,...
 *
 * From turn 2, engineers clear the obstacles of up to 2 (low tide), 1 (mid
 * tide) or 0 (high tide) beach hexes per sector and turn (§10.12), each one
 * outside the field of fire of every non-disrupted German position whose
 * colour is on the fire card drawn this turn for that position's sector
 * (§10.1; ruling a29-clearing-colours: any appearance of the colour, or only a
 * position that fired). The fire cards are those on the turn's track
 * (track:fire-east, track:fire-west); --card may type the clearing sector's
 * card's colours (`--card "fire=red,violet,blue"`). The hexes cleared this
 * turn are counted in `set,cleared.SECTOR,TURN:N`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

/* Whether a colour (by name) is on a card: 1 (*dbl with the double symbol),
 * 0, or -1 with e set. */
static int on_card(const struct om_card *card, const char *colour, int *dbl, struct err *e)
{
	*dbl = 0;
	for (int k = 1; k <= 3; k++) {
		char col[8];
		const char *v;
		size_t n = strlen(colour);
		snprintf(col, sizeof col, "fire%d", k);
		if (om_card_need(card, col, "§10.1", &v, e))
			return -1;
		if (!strncmp(v, colour, n) && (v[n] == '\0' || v[n] == '2' || v[n] == '*' ||
		    v[n] == '+' || v[n] == '/')) {
			*dbl = v[n] == '2';
			return 1;
		}
	}
	return 0;
}

/* Ruling a30-clearing-disrupted=before-removal: German disruption is judged
 * before §6.4's removal this turn, which fire.c records in
 * `set,undisrupted,TURN:ID ID ...`. */
static int was_disrupted(const struct om_model *m, const char *id)
{
	return om_rule_is(m, "a30-clearing-disrupted", "before-removal") &&
		om_word(om_this_turn(om_get(m, OM_K_UNDISRUPTED), m->turn), id) != NULL;
}

/* A position whose field covers the hex: whether a non-disrupted German unit
 * holds it (§10.1), and with a depth marker. */
static int live(const struct om_model *m, const char *pid, int *marker)
{
	int alive = 0;

	*marker = 0;
	for (const struct om_german *g = m->gm; g < m->gm + m->ngm; g++) {
		if (strcmp(g->pos, pid) || g->disrupted == 1)
			continue;
		if (was_disrupted(m, g->id)) {
			log_step(m->g->log, "§10.1", "%s was disrupted until this turn's §6.4 removal: "
					"it does not block (ruling a30-clearing-disrupted=before-removal)", g->id);
			continue;
		}
		alive = 1;
		*marker |= g->reserve != OM_RES_NONE;
	}
	return alive;
}

/* §10.1: the hex is outside the field of fire of every non-disrupted German
 * position whose colour is on this turn's fire card of its sector. */
static int hex_clearable(struct om_model *m, const char *hex, const struct om_hex *h,
		const struct om_card *cards, const int *have, struct err *e)
{
	int fired_only = om_rule_is(m, "a29-clearing-colours", "fired-only");

	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++) {
		const struct om_position *p;
		const struct om_hex *ph;
		int ps, marker, dbl, on;
		if (!grid_equal(f->hex, h->h) || (p = om_position_find(m, f->pos)) == NULL)
			continue;
		ph = om_hex_at(m, p->hex[0]);
		ps = ph && ph->sector == OM_WEST;
		if (!live(m, f->pos, &marker))
			continue;
		if (!have[ps])
			return kit_refuse(e, "§10.1", "clear: %s is in the field of %s (%s sector), but "
					"no fire card of that sector is on the track this turn", hex, f->pos,
					om_sector_text(ps));
		if ((on = on_card(&cards[ps], p->colour, &dbl, e)) < 0)
			return e->code;
		if (on && dbl && !marker && fired_only)
			on = 0;   /* ruling a29: a position that did not fire does not block */
		if (on)
			return kit_refuse(e, "§10.1", "clear: %s is in the field of fire of %s (%s), a "
					"non-disrupted position whose colour is on this turn's %s fire card",
					hex, f->pos, om_colour_text(p->colour), om_sector_text(ps));
	}
	return 0;
}

int om_clear(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *sector = order_get(o, "sector");
	enum om_key key = !strcmp(sector, "west") ? OM_K_CLEARED_WEST : OM_K_CLEARED_EAST;
	struct om_card cards[2];
	const struct om_hex *h[16];
	int have[2], cap, already = 0, sec = om_sector_parse(sector);
	enum om_tide tide;
	char hexes[16][8];
	const char *was;

	if (sec < 0)
		return err_set(e, EXIT_USAGE, "clear: sector=%s is not east or west", sector);
	int n = order_split(order_get(o, "hexes"), &hexes[0][0], 8, 16);
	if (n < 1)
		return err_set(e, EXIT_USAGE, "clear: hexes= is a list of hexes CCRR,...");
	if (om_tide(m->g, m->turn, &tide, e))
		return e->code;
	if (m->turn < 2)
		return kit_refuse(e, "§10.1", "clear: engineers clear obstacles from turn 2");
	/* variant §22.1 (seed lines 4645-4646): « Le génie ne peut nettoyer la
	 * plage qu'à partir du tour 5 » */
	if (m->turn < 5 && om_in_variant(m, "22.1"))
		return kit_refuse(e, "§22.1", "clear: with variant 22.1 engineers clear obstacles "
				"from turn 5");
	if (m->turn >= (om_rule_is(m, "a03-obstacles-cleared", "24") ? 24 : 23))
		return kit_refuse(e, "§5.2, §19.4; ruling a03-obstacles-cleared", "clear: from turn "
				"%s every beach obstacle counts as cleared",
				om_rule(m, "a03-obstacles-cleared"));
	cap = tide == OM_LOW ? 2 : tide == OM_MID ? 1 : 0;
	if ((was = om_this_turn(om_get(m, key), m->turn)) != NULL && om_atoi(was) > 0)
		already = om_atoi(was);
	if (n + already > cap)
		return err_setn(e, EXIT_REFUSED, "clear: at %s tide the engineers clear %d beach "
				"hex per sector and turn (§10.12); %d already this turn, %d asked",
				"clear: at %s tide the engineers clear %d beach hexes per sector and turn "
				"(§10.12); %d already this turn, %d asked", cap, om_tide_name(tide), cap,
				already, n);
	for (int s = 0; s < 2; s++) {
		int rc = om_card_on_track(m, s ? "fire-west" : "fire-east", sec == s, &cards[s], e);
		if (rc > 1)
			return rc;
		have[s] = rc == 0;
	}
	for (int i = 0; i < n; i++) {
		if ((h[i] = om_hex_find(m, hexes[i])) == NULL || h[i]->terrain != OM_BEACH ||
		    (int)h[i]->sector != sec)
			return kit_refuse(e, "§10.1", "clear: %s is not a beach hex of the %s sector",
					hexes[i], sector);
		if (h[i]->obstacles != 1 || h[i]->cleared == 1)
			return kit_refuse(e, "§10.1", "clear: %s has no uncleared obstacles", hexes[i]);
		if (hex_clearable(m, hexes[i], h[i], cards, have, e))
			return e->code;
	}
	for (int i = 0; i < n; i++) {
		if (om_hex_clear(m, om_hex_find(m, hexes[i])))
			return err_set(e, EXIT_IO, "out of memory");
		log_step(m->g->log, "§10.1", "Engineers clear the obstacles of %s", hexes[i]);
	}
	om_set(m, key, om_strf(m, "%d:%d", m->turn, already + n));
	log_stepn(m->g->log, "§10.12", "%d of %d hex cleared in the %s sector this turn (%s tide)",
			"%d of %d hexes cleared in the %s sector this turn (%s tide)", cap, already + n,
			cap, i18n_pgettext("sector", sector), om_tide_text(tide));
	return 0;
}
