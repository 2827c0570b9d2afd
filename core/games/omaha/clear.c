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

#include "om.h"

/* Whether a colour (by name) is on a card, and with the double symbol. */
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
 * before §6.4's removal this turn, which om_old_fire records in
 * `set,undisrupted,TURN:ID ID ...`. */
static int was_disrupted(struct game_ctx *g, const struct state *st, const char *id)
{
	const char *a30 = game_rule(g, st, "a30-clearing-disrupted");
	const char *t = state_get(st, "turn");

	if (!a30 || strcmp(a30, "before-removal") || !t)
		return 0;
	return om_word(om_this_turn(state_get(st, "undisrupted"), om_atoi(t)), id) != NULL;
}

int om_old_clear(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	const char *sector = order_get(o, "sector");
	struct state_kind *pk = state_kind(st, "position"), *fk = state_kind(st, "field");
	struct state_kind *gk = state_kind(st, "german");
	struct om_card cards[2];
	int have[2], turn, cap, done = 0;
	enum om_tide tide;
	char hexes[16][8], key[32];
	const char *a29 = game_rule(g, st, "a29-clearing-colours");

	if (strcmp(sector, "east") && strcmp(sector, "west"))
		return err_set(e, EXIT_USAGE, "clear: sector=%s is not east or west", sector);
	int n = order_split(order_get(o, "hexes"), &hexes[0][0], 8, 16);
	if (n < 1)
		return err_set(e, EXIT_USAGE, "clear: hexes= is a list of hexes CCRR,...");
	if ((turn = om_old_turn(st, e)) < 0 || om_tide(g, turn, &tide, e))
		return e->code;
	if (turn < 2)
		return err_set(e, EXIT_REFUSED, "clear: engineers clear obstacles from turn 2 (§10.1)");
	const char *a03 = game_rule(g, st, "a03-obstacles-cleared");
	if (turn >= (a03 && !strcmp(a03, "24") ? 24 : 23))
		return err_set(e, EXIT_REFUSED, "clear: from turn %s every beach obstacle counts as "
				"cleared (§5.2, §19.4; ruling a03-obstacles-cleared)", a03 ? a03 : "23");
	cap = tide == OM_LOW ? 2 : tide == OM_MID ? 1 : 0;
	snprintf(key, sizeof key, "cleared.%s", sector);
	const char *was = state_get(st, key);
	int already = 0;
	if ((was = om_this_turn(was, turn)) != NULL)
		already = om_atoi(was);
	if (already < 0)
		already = 0;
	if (n + already > cap)
		return err_set(e, EXIT_REFUSED, "clear: at %s tide the engineers clear %d beach "
				"hex%s per sector and turn (§10.12); %d already this turn, %d asked",
				om_tide_name(tide), cap, cap == 1 ? "" : "es", already, n);
	for (int s = 0; s < 2; s++) {
		char use[16];
		snprintf(use, sizeof use, "fire-%s", s ? "west" : "east");
		int rc = om_old_card_on_track(g, st, use, !strcmp(sector, s ? "west" : "east"),
				&cards[s], e);
		if (rc > 1)
			return rc;
		have[s] = rc == 0;
	}
	for (int i = 0; i < n; i++) {
		struct state_row *h = om_old_hex(st, hexes[i]);
		if (h == NULL || strcmp(om_old_col(st, "hex", h, "terrain"), "beach") ||
		    strcmp(om_old_col(st, "hex", h, "sector"), sector))
			return err_set(e, EXIT_REFUSED, "clear: %s is not a beach hex of the %s sector "
					"(§10.1)", hexes[i], sector);
		if (strcmp(om_old_col(st, "hex", h, "obstacles"), "1") ||
		    !strcmp(om_old_col(st, "hex", h, "cleared"), "1"))
			return err_set(e, EXIT_REFUSED, "clear: %s has no uncleared obstacles (§10.1)",
					hexes[i]);
		for (int j = 0; fk && j < fk->nrows; j++) {
			const struct state_row *fr = &fk->rows[j];
			const char *pid = om_old_col(st, "field", fr, "position");
			if (strcmp(state_field(fr, 1), hexes[i]))
				continue;
			int pi = pk ? state_find(pk, 1, pid) : -1;
			if (pi < 0)
				continue;
			char h1[8];
			snprintf(h1, sizeof h1, "%.4s", om_old_col(st, "position", &pk->rows[pi], "hexes"));
			struct state_row *ph = om_old_hex(st, h1);
			int ps = ph && !strcmp(om_old_col(st, "hex", ph, "sector"), "west");
			/* a non-disrupted German unit holds the position (§10.1) */
			int live = 0, marker = 0;
			for (int k = 0; gk && k < gk->nrows; k++) {
				const struct state_row *r = &gk->rows[k];
				if (strcmp(state_field(r, state_col(gk, "position")), pid) ||
				    !strcmp(state_field(r, state_col(gk, "disrupted")), "1"))
					continue;
				if (was_disrupted(g, st, state_field(r, 1))) {
					log_step(g->log, "§10.1", "%s was disrupted until this turn's §6.4 "
							"removal: it does not block (ruling "
							"a30-clearing-disrupted=before-removal)", state_field(r, 1));
					continue;
				}
				live = 1;
				marker |= *state_field(r, state_col(gk, "reserve")) != '\0';
			}
			if (!live)
				continue;
			if (!have[ps])
				return err_set(e, EXIT_REFUSED, "clear: %s is in the field of %s (%s "
						"sector), but no fire card of that sector is on the track this "
						"turn (§10.1)", hexes[i], pid, ps ? "west" : "east");
			int dbl, on = on_card(&cards[ps], om_old_col(st, "position", &pk->rows[pi], "colour"),
					&dbl, e);
			if (on < 0)
				return e->code;
			if (on && dbl && !marker && a29 && !strcmp(a29, "fired-only"))
				on = 0;   /* ruling a29: a position that did not fire does not block */
			if (on)
				return err_set(e, EXIT_REFUSED, "clear: %s is in the field of fire of %s "
						"(%s), a non-disrupted position whose colour is on this turn's "
						"%s fire card (§10.1)", hexes[i], pid,
						om_old_col(st, "position", &pk->rows[pi], "colour"),
						ps ? "west" : "east");
		}
	}
	for (int i = 0; i < n; i++) {
		om_old_set_col(st, "hex", om_old_hex(st, hexes[i]), "cleared", "1");
		log_step(g->log, "§10.1", "Engineers clear the obstacles of %s", hexes[i]);
		done++;
	}
	char v[32];
	snprintf(v, sizeof v, "%d:%d", turn, already + done);
	state_set(st, key, v);
	log_step(g->log, "§10.12", "%d of %d hex%s cleared in the %s sector this turn (%s tide)",
			already + done, cap, cap == 1 ? "" : "es", sector, om_tide_name(tide));
	return 0;
}
