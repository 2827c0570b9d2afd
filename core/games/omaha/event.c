/*
 * event.c: the event phase (§4 II, §15), the order
 *
 *   event [unit=ID]
 *
 * One card is drawn (or typed with --card); its event part gives one text per
 * turn band (cards.csv columns event_a_turns/event_a, event_b_turns/event_b;
 * --card event=TURNS/CODE+CODE,TURNS/CODE). The band holding the turn applies.
 * The rulebook transcribes no card text, so an event is written as codes, one
 * per effect the rules text names (digest 3.5):
 *   none          no effect;
 *   naval         the US take a naval fire marker (§8.5);
 *   hero-1, hero-29  a hero marker on a unit of that division, your choice
 *                 (unit=; §11.11), in the unit column `hero`;
 *   reinf-a, reinf-b, reinf-c  a German reinforcement in that zone (§9.3,
 *                 §9.31-§9.34).
 *   depth, depth-east, depth-west, depth-each  a depth marker on a German
 *                 unit anywhere, in a sector, one in each (§9.2, §9.21-§9.24;
 *                 after a hero code, in the hero's sector if possible, §9.23);
 *   kg-meyer      Kampfgruppe Meyer: 4 units to the Division box, 2 markers
 *                 to the mobile pool (§9.5);
 *   casualty-1-N, casualty-29-N  N infantry units leave that division's
 *                 casualty box (§13.12; the number is on the card);
 *   rockets       WN 69's rocket battery fires (§6.53): set,rocket_events +1;
 *   snipers       the example card's "16 HQ command radius one hex this turn":
 *                 set,snipers,TURN.
 * The counters drawn at the table may be named with drawn= (depth.c). Any
 * other text stops with exit 69. No event on turn 1 (§4 II); on turn 32 none
 * is drawn (ruling a31-turn-32-events).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

/* The band "N-M" holds the turn: 1, 0, or -1 if it is not a band. */
static int band_holds(const char *band, int turn)
{
	char *end;
	long lo = strtol(band, &end, 10), hi;

	if (end == band || *end != '-')
		return -1;
	const char *p = end + 1;
	hi = strtol(p, &end, 10);
	if (end == p || *end || lo < 1 || hi > OM_TURNS || lo > hi)
		return -1;
	return turn >= lo && turn <= hi;
}

static int position_number(const char *pid)
{
	return pid[0] >= 'A' && pid[0] <= 'Z' && pid[1] >= '0' && pid[1] <= '9' ? atoi(pid + 1) : 0;
}

/* §9.3: one reinforcement in zone Z: an empty numbered reinforcement position of
 * the zone with a LOC, adjacent to a US unit first, then within 2 hexes, then
 * the lowest number (lowest number among equals); from the Tactical pool face
 * down without a depth marker, else the Division pool with one (§9.31). */
static int reinforcement(struct game_ctx *g, struct state *st, struct chance *c,
		struct om_drawn *dr, char zone, struct err *e)
{
	struct state_kind *pk = state_kind(st, "position"), *gk = state_kind(st, "german");
	struct om_units u;
	int best = -1, bclass = 9, bnum = 0;

	if (pk == NULL || gk == NULL)
		return err_set(e, EXIT_DATA, "%s: German units and positions are needed", st->path);
	if (om_old_units(st, &u, e))
		return e->code;
	for (int i = 0; i < pk->nrows; i++) {
		const char *pid = state_field(&pk->rows[i], 1);
		int num = position_number(pid), occupied = 0, loc, d = 1000;
		char h1[8];
		struct grid_hex h, x;
		if (pid[0] != zone || num == 0 ||   /* §9.32: never unnumbered, never a WN */
		    strcmp(om_old_col(st, "position", &pk->rows[i], "kind"), "reinf"))
			continue;
		for (int j = 0; j < gk->nrows; j++)
			occupied |= !strcmp(state_field(&gk->rows[j], state_col(gk, "position")), pid);
		snprintf(h1, sizeof h1, "%.4s", om_old_col(st, "position", &pk->rows[i], "hexes"));
		if (occupied || grid_parse(h1, &h))
			continue;
		if (om_old_garrisoned(st, pid)) {   /* §19.3 */
			log_step(g->log, "§19.3", "A US garrison holds %s: no reinforcement there", pid);
			continue;
		}
		/* US units on the position: a General alone is captured when the unit is
		 * placed (§11.31, ruling a22-general-captured); others hold it */
		int gen = 0, other = 0;
		for (int k = 0; k < u.k->nrows; k++)
			if (!strcmp(state_field(&u.k->rows[k], u.at), h1)) {
				if (om_type_parse(state_field(&u.k->rows[k], u.type)) == OM_GENERAL)
					gen++;
				else
					other++;
			}
		const char *a22 = game_rule(g, st, "a22-general-captured");
		if (other || (gen && a22 && !strcmp(a22, "not-eligible"))) {
			log_step(g->log, "§9.32", "%s is held by US units%s: no reinforcement there", pid,
					other ? "" : " (a General alone: ruling a22-general-captured)");
			continue;
		}
		if (om_old_loc_trace(g, st, pid, 0, &loc, e))
			return e->code;
		if (!loc) {
			log_step(g->log, "§9.33", "%s has no German LOC: no reinforcement there", pid);
			continue;
		}
		for (int k = 0; k < u.k->nrows; k++)
			if (grid_parse(state_field(&u.k->rows[k], u.at), &x) == 0 &&
			    grid_distance(h, x) < d)
				d = grid_distance(h, x);
		int class = d <= 1 ? 0 : d <= 2 ? 1 : 2;
		if (best < 0 || class < bclass || (class == bclass && num < bnum))
			best = i, bclass = class, bnum = num;
	}
	if (best < 0) {
		log_step(g->log, "§9.33", "No empty numbered reinforcement position of zone %c has a "
				"LOC: the reinforcement does not appear", zone);
		return 0;
	}
	const char *pid = state_field(&pk->rows[best], 1);
	char h1[8];
	snprintf(h1, sizeof h1, "%.4s", om_old_col(st, "position", &pk->rows[best], "hexes"));
	log_step(g->log, "§9.3", "Zone %c: %s (%s; number %d)", zone, pid, bclass == 0 ?
			"adjacent to a US unit" : bclass == 1 ? "within 2 hexes of a US unit" :
			"the lowest number", bnum);
	static const char *const pools[2] = { "box-tactical", "box-division" };
	for (int p = 0; p < 2; p++) {
		int rows[256], n = 0;
		for (int j = 0; j < gk->nrows && n < 256; j++)
			if (!strcmp(state_field(&gk->rows[j], state_col(gk, "position")), pools[p]))
				rows[n++] = j;
		if (n == 0)
			continue;
		struct chance_roll roll;
		if (chance_rollf(c, 1, n, CHANCE_FACES, 0, &roll, e, "event reinforcement for %s (one "
				"of %d in the %s pool)", pid, n, pools[p] + 4))
			return e->code;
		for (int k = 0; k < u.k->nrows; k++)   /* §11.31: a lone General is captured */
			if (!strcmp(state_field(&u.k->rows[k], u.at), h1))
				om_old_eliminate(g, st, &u, k, "a General alone where a German unit is placed: "
						"captured, ruling a22-general-captured", "§11.31");
		int gi = rows[roll.faces[0] - 1], placed;
		struct state_row *gr = &gk->rows[gi];
		state_field_set(gr, state_col(gk, "position"), pid);
		state_field_set(gr, state_col(gk, "hex"), h1);
		state_field_set(gr, state_col(gk, "revealed"), "0");
		state_field_set(gr, state_col(gk, "reserve"), "");
		log_step(g->log, p ? "§9.31" : "§9.3", "%s, drawn from the %s pool (%d of %d), is "
				"placed face down in %s %s", state_field(gr, 1), pools[p] + 4, roll.faces[0],
				n, h1, p ? "with a depth marker" : "without a depth marker");
		if (p && om_old_depth_give(g, st, c, dr, gi, "§9.31", &placed, e))   /* §9.31 */
			return e->code;
		return 0;
	}
	log_step(g->log, "§9.34", "Both reinforcement pools are empty: nothing appears in %s", pid);
	return 0;
}

static int hero(struct game_ctx *g, struct state *st, const struct order *o, const char *div,
		char *sector, size_t ssz, struct err *e)
{
	struct om_units u;
	const char *id = order_get(o, "unit");
	int hc, i;

	if (om_old_units(st, &u, e))
		return e->code;
	if ((hc = state_col(u.k, "hero")) < 0)
		return err_set(e, EXIT_DATA, "%s: the unit rows need a 'hero' column for the hero "
				"marker (§11.11)", st->path);
	if (id == NULL || *id == '\0')
		return err_set(e, EXIT_REFUSED, "event: a hero marker goes on a unit of the %s "
				"Division of your choice: name it with unit=ID (§11.11)",
				!strcmp(div, "1") ? "1st" : "29th");
	if ((i = state_find(u.k, u.id, id)) < 0)
		return err_set(e, EXIT_USAGE, "event: no US unit '%s'", id);
	struct state_row *r = &u.k->rows[i];
	if (strcmp(state_field(r, u.div), div) || !strcmp(state_field(r, u.at), "eliminated"))
		return err_set(e, EXIT_REFUSED, "event: %s is not a unit of the %s Division in play "
				"(§11.11)", id, !strcmp(div, "1") ? "1st" : "29th");
	if (*state_field(r, hc))
		return err_set(e, EXIT_REFUSED, "event: %s already has a hero marker (%s) (§11.11)",
				id, state_field(r, hc));
	state_field_set(r, hc, "hero");
	{   /* its sector, for a depth marker of the same event (§9.23) */
		const char *at = state_field(r, u.at);
		struct state_row *br = om_old_box(st, at), *hr = br ? NULL : om_old_hex(st, at);
		snprintf(sector, ssz, "%s", br ? om_old_col(st, "box", br, "sector") :
				hr ? om_old_col(st, "hex", hr, "sector") : "");
	}
	log_step(g->log, "§11.11", "A hero marker is placed on %s (%s Division)", id,
			!strcmp(div, "1") ? "1st" : "29th");
	return 0;
}

struct ev {
	struct om_drawn drawn;
	char hero_sector[16];
};

static int apply(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c,
		const struct om_card *card, const char *col, const char *code, struct ev *ev,
		struct err *e)
{
	if (!strcmp(code, "none")) {
		log_step(g->log, "§4 II", "No effect");
		return 0;
	}
	if (!strcmp(code, "naval")) {
		const char *m = state_get(st, "naval_markers");
		int n = m ? om_atoi(m) : 0;
		char buf[16];
		if (n < 0)
			return err_set(e, EXIT_DATA, "%s: naval_markers '%s' is not a number", st->path, m);
		snprintf(buf, sizeof buf, "%d", n + 1);
		state_set(st, "naval_markers", buf);
		log_step(g->log, "§8.5", "The US take a naval fire marker: %d held", n + 1);
		return 0;
	}
	if (!strcmp(code, "hero-1") || !strcmp(code, "hero-29"))
		return hero(g, st, o, code + 5, ev->hero_sector, sizeof ev->hero_sector, e);
	if (!strncmp(code, "reinf-", 6) && code[6] >= 'a' && code[6] <= 'c' && code[7] == '\0')
		return reinforcement(g, st, c, &ev->drawn, (char)(code[6] - 'a' + 'A'), e);
	if (!strcmp(code, "depth"))
		return om_old_depth_event(g, st, c, &ev->drawn, "any", ev->hero_sector, e);
	if (!strcmp(code, "depth-east") || !strcmp(code, "depth-west") ||
	    !strcmp(code, "depth-each"))
		return om_old_depth_event(g, st, c, &ev->drawn, code + 6, NULL, e);
	if (!strcmp(code, "kg-meyer"))
		return om_old_kg_meyer(g, st, c, &ev->drawn, e);
	int c29 = !strncmp(code, "casualty-29", 11) && (code[11] == '-' || code[11] == '\0');
	int c1 = !strncmp(code, "casualty-1", 10) && (code[10] == '-' || code[10] == '\0');
	if (c1 || c29) {
		const char *div = c1 ? "1" : "29";
		const char *n = code + (c1 ? 10 : 11);
		if (*n == '\0')
			return err_set(e, EXIT_UNKNOWN, "card %d (0: typed without a number), %s: the "
					"number of units %s removes from the casualty box is not in the text "
					"(§13.12): write it as %s-N", card->number, col, code, code);
		if (*n != '-' || om_atoi(n + 1) < 1)
			return err_set(e, EXIT_UNKNOWN, "card %d (0: typed without a number), %s: the "
					"event '%s' is not one umpire knows (§13.12: casualty-1-N or "
					"casualty-29-N)", card->number, col, code);
		return om_old_casualty_reduce(g, st, div, om_atoi(n + 1), e);
	}
	if (!strcmp(code, "rockets")) {   /* §6.53, §21.1 */
		const char *v = state_get(st, "rocket_events");
		int n = v ? om_atoi(v) : 0;
		char buf[16];
		if (n < 0)
			return err_set(e, EXIT_DATA, "%s: rocket_events '%s' is not a number", st->path,
					v);
		snprintf(buf, sizeof buf, "%d", n + 1);
		state_set(st, "rocket_events", buf);
		log_step(g->log, "§6.53", "WN 69's rocket battery fires its rockets (the effect "
				"is the card's, not in the text): rocket event %d", n + 1);
		return 0;
	}
	if (!strcmp(code, "snipers")) {   /* the example card of digest 3.5 */
		char buf[16];
		int turn = om_old_turn(st, e);
		if (turn < 0)
			return e->code;
		snprintf(buf, sizeof buf, "%d", turn);
		state_set(st, "snipers", buf);
		log_step(g->log, "§11.2", "Snipers target runners: the 16th HQ's command radius is "
				"one hex this turn (set,snipers,%d)", turn);
		return 0;
	}
	return err_set(e, EXIT_UNKNOWN, "card %d (0: typed without a number), %s: the event '%s' is not one umpire knows "
			"(§4 II; codes: umpire-omaha(7), event)", card->number, col, code);
}

int om_old_event(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c,
		int automatic, int *card_used, struct err *e)
{
	struct om_card card;
	int turn;

	(void)automatic;
	*card_used = 0;
	if ((turn = om_old_turn(st, e)) < 0)
		return e->code;
	if (turn == 1)
		return err_set(e, EXIT_REFUSED, "event: there is no event phase on turn 1 (§4 II)");
	if (turn == 32) {
		const char *a31 = game_rule(g, st, "a31-turn-32-events");
		if (!a31 || strcmp(a31, "draw")) {
			log_step(g->log, "§15", "Turn 32: no event card is drawn (ruling "
					"a31-turn-32-events)");
			return 0;
		}
	}
	struct ev ev;
	memset(&ev, 0, sizeof ev);
	if (om_drawn_parse(o, &ev.drawn, e))
		return e->code;
	if (om_old_card_take(g, st, c, "event", &card, e))
		return e->code;
	*card_used = 1;
	static const char *const cols[2][2] = {
		{ "event_a_turns", "event_a" }, { "event_b_turns", "event_b" },
	};
	for (int b = 0; b < 2; b++) {
		const char *turns, *text;
		if (om_card_need(&card, cols[b][0], "§4 II", &turns, e))
			return e->code;
		int in = band_holds(turns, turn);
		if (in < 0)
			return err_set(e, EXIT_DATA, "card %d, %s: '%s' is not a turn band N-M (§4 II)",
					card.number, cols[b][0], turns);
		if (!in)
			continue;
		if (om_card_need(&card, cols[b][1], "§4 II", &text, e))
			return e->code;
		if (card.number)
			log_step(g->log, "§4 II", "Card %d, turns %s: %s", card.number, turns, text);
		else
			log_step(g->log, "§4 II", "The card typed, turns %s: %s", turns, text);
		char buf[256];
		snprintf(buf, sizeof buf, "%s", text);
		for (char *p = buf; p && *p;) {
			char *plus = strchr(p, '+');
			if (plus)
				*plus = '\0';
			if (apply(g, st, o, c, &card, cols[b][1], p, &ev, e))
				return e->code;
			p = plus ? plus + 1 : NULL;
		}
		return om_drawn_done(&ev.drawn, e);
	}
	log_step(g->log, "§4 II", "Card %d has no event for turn %d", card.number, turn);
	return 0;
}
