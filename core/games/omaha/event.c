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

#include "i18n.h"
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

/* §9.32, §9.33: whether position p of zone Z may receive the reinforcement
 * (1, 0, or -1 with e set); its distance class to the US units in *class. */
static int eligible(struct om_model *m, const struct om_position *p, char zone, int *class,
		struct err *e)
{
	int gen = 0, other = 0, loc, d = 1000;
	struct grid_hex h;

	if (p->id[0] != zone || position_number(p->id) == 0 ||   /* never unnumbered, never a WN */
	    p->kind != OM_PK_REINF || p->nhex < 1 || om_german_in(m, p->id))
		return 0;
	h = p->hex[0];
	if (om_garrisoned(m, p->id)) {   /* §19.3 */
		log_step(m->g->log, "§19.3", "A US garrison holds %s: no reinforcement there", p->id);
		return 0;
	}
	/* US units on the position: a General alone is captured when the unit is
	 * placed (§11.31, ruling a22-general-captured); others hold it */
	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++)
		if (u->at.kind == OM_AT_HEX && grid_equal(u->at.hex, h)) {
			gen += u->type == OM_GENERAL;
			other += u->type != OM_GENERAL;
		}
	if (other || (gen && om_rule_is(m, "a22-general-captured", "not-eligible"))) {
		log_step(m->g->log, "§9.32", "%s is held by US units%s: no reinforcement there", p->id,
				other ? "" : _(" (a General alone: ruling a22-general-captured)"));
		return 0;
	}
	if (om_loc_trace(m, p->id, 0, &loc, e))
		return -1;
	if (!loc) {
		log_step(m->g->log, "§9.33", "%s has no German LOC: no reinforcement there", p->id);
		return 0;
	}
	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++)
		if (u->at.kind == OM_AT_HEX && grid_distance(h, u->at.hex) < d)
			d = grid_distance(h, u->at.hex);
	*class = d <= 1 ? 0 : d <= 2 ? 1 : 2;
	return 1;
}

/* §9.3, §9.31, §9.34: a unit for position p, from the Tactical pool face down
 * without a depth marker, else the Division pool with one. */
static int place(struct om_model *m, struct chance *c, struct om_drawn *dr,
		const struct om_position *p, struct err *e)
{
	static const char *const pools[2] = { "box-tactical", "box-division" };
	struct grid_hex h = p->hex[0];
	char h1[5];

	grid_format(h, h1);
	for (int k = 0; k < 2; k++) {
		struct om_german *pool[256], *g;
		struct chance_roll roll;
		int n = 0, placed;
		for (struct om_german *x = m->gm; x < m->gm + m->ngm && n < 256; x++)
			if (!strcmp(x->pos, pools[k]))
				pool[n++] = x;
		if (n == 0)
			continue;
		if (chance_rollf(c, 1, n, CHANCE_FACES, 0, &roll, e, "event reinforcement for %s (one "
				"of %d in the %s pool)", p->id, n, pools[k] + 4))
			return e->code;
		for (struct om_unit *u = m->u; u < m->u + m->nu; u++)   /* §11.31 */
			if (u->at.kind == OM_AT_HEX && grid_equal(u->at.hex, h))
				om_eliminate(m, u, "a General alone where a German unit is placed: "
						"captured, ruling a22-general-captured", "§11.31");
		g = pool[roll.faces[0] - 1];
		g->pos = om_str(m, p->id);
		g->has_hex = 1;
		g->hex = h;
		g->revealed = 0;
		g->reserve = OM_RES_NONE;
		log_step(m->g->log, k ? "§9.31" : "§9.3", "%s, drawn from the %s pool (%d of %d), is "
				"placed face down in %s %s", g->id, pools[k] + 4, roll.faces[0], n, h1,
				k ? _("with a depth marker") : _("without a depth marker"));
		if (k && om_depth_give(m, c, dr, g, "§9.31", &placed, e))   /* §9.31 */
			return e->code;
		return 0;
	}
	log_step(m->g->log, "§9.34", "Both reinforcement pools are empty: nothing appears in %s",
			p->id);
	return 0;
}

/* §9.3: one reinforcement in zone Z: an empty numbered reinforcement position of
 * the zone with a LOC, adjacent to a US unit first, then within 2 hexes, then
 * the lowest number (lowest number among equals). */
static int best_in_zone(struct om_model *m, char zone, const struct om_position **best,
		int *bclass, int *bnum, struct err *e)
{
	*best = NULL;
	*bclass = 9;
	*bnum = 0;
	if (!(m->kinds & OM_KIND_POSITION) || !(m->kinds & OM_KIND_GERMAN))
		return err_set(e, EXIT_DATA, "%s: German units and positions are needed",
				kit_path(m->st));
	for (const struct om_position *p = m->pos; p < m->pos + m->npos; p++) {
		int class, num = position_number(p->id), ok = eligible(m, p, zone, &class, e);
		if (ok < 0)
			return e->code;
		if (ok && (*best == NULL || class < *bclass || (class == *bclass && num < *bnum)))
			*best = p, *bclass = class, *bnum = num;
	}
	return 0;
}

static int reinforcement(struct om_model *m, struct chance *c, struct om_drawn *dr, char zone,
		struct err *e)
{
	const struct om_position *best;
	int bclass, bnum;

	if (best_in_zone(m, zone, &best, &bclass, &bnum, e))
		return e->code;
	if (best == NULL) {
		log_step(m->g->log, "§9.33", "No empty numbered reinforcement position of zone %c has "
				"a LOC: the reinforcement does not appear", zone);
		return 0;
	}
	log_step(m->g->log, "§9.3", "Zone %c: %s (%s; number %d)", zone, best->id, bclass == 0 ?
			_("adjacent to a US unit") : bclass == 1 ? _("within 2 hexes of a US unit") :
			_("the lowest number"), bnum);
	return place(m, c, dr, best, e);
}

/* 1 if code is an event reinforcement (reinf-a, reinf-b, reinf-c) */
static int is_reinf(const char *code)
{
	return !strncmp(code, "reinf-", 6) && code[6] >= 'a' && code[6] <= 'c' && code[7] == '\0';
}

/* §9.34 (seed lines 2619-2625): « Si vous manquez de renforts lors d'un
 * événement de renforts multiples, appliquez les priorités du paragraphe 9.3 à
 * toute la carte afin de déterminer quelles sont les zones recevant les unités
 * de renfort disponibles. » The `n` reinforcements (zones[]) of one event when
 * the pools hold fewer units (`avail`): each unit goes, one at a time, to the
 * zone whose best position ranks first map-wide by §9.3's priorities (adjacent
 * to a US unit, then within 2 hexes, then the lowest number); the zones left
 * get none. */
static int map_wide(struct om_model *m, struct chance *c, struct om_drawn *dr,
		const char *zones, int n, int avail, struct err *e)
{
	char left[16];

	snprintf(left, sizeof left, "%.*s", n, zones);
	log_stepn(m->g->log, "§9.34", "%d reinforcements called, %d unit in the pools: §9.3's "
			"priorities decide map-wide which zones receive them", "%d reinforcements "
			"called, %d units in the pools: §9.3's priorities decide map-wide which zones "
			"receive them", avail, n, avail);
	while (avail > 0 && left[0]) {
		const struct om_position *best = NULL, *p;
		int bclass = 9, bnum = 0, bi = -1, cl, num;
		for (int i = 0; left[i]; i++) {
			if (best_in_zone(m, left[i], &p, &cl, &num, e))
				return e->code;
			if (p && (best == NULL || cl < bclass || (cl == bclass && num < bnum)))
				best = p, bclass = cl, bnum = num, bi = i;
		}
		if (best == NULL)
			break;
		log_step(m->g->log, "§9.34", "Zone %c: %s ranks first map-wide (%s; number %d)",
				left[bi], best->id, bclass == 0 ? _("adjacent to a US unit") : bclass == 1 ?
				_("within 2 hexes of a US unit") : _("the lowest number"), bnum);
		memmove(left + bi, left + bi + 1, strlen(left + bi));
		if (place(m, c, dr, best, e))
			return e->code;
		avail--;
	}
	for (int i = 0; left[i]; i++)
		log_step(m->g->log, "§9.34", "Zone %c receives no reinforcement: the pools ran out, "
				"or it has no position that may receive one", left[i]);
	return 0;
}

static const char *div_name(const char *div)
{
	return om_division(atoi(div));
}

/* §11.11: a hero marker on a unit of division `div` named by unit=; its
 * sector, for a depth marker of the same event (§9.23). */
static int hero(struct om_model *m, const struct order *o, const char *div, char *sector,
		size_t ssz, struct err *e)
{
	const char *id = order_get(o, "unit");
	struct om_unit *u;
	const struct om_hex *h;

	if (!m->ucols[OM_UC_HERO])
		return err_set(e, EXIT_DATA, "%s: the unit rows need a 'hero' column for the hero "
				"marker (§11.11)", kit_path(m->st));
	if (id == NULL || *id == '\0')
		return err_set(e, EXIT_REFUSED, "event: a hero marker goes on a unit of the %s "
				"Division of your choice: name it with unit=ID (§11.11)", div_name(div));
	if ((u = om_unit_find(m, id)) == NULL)
		return err_set(e, EXIT_USAGE, "event: no US unit '%s'", id);
	if (u->div != atoi(div) || u->at.kind == OM_AT_ELIMINATED)
		return err_set(e, EXIT_REFUSED, "event: %s is not a unit of the %s Division in play "
				"(§11.11)", id, div_name(div));
	if (*u->hero)
		return err_set(e, EXIT_REFUSED, "event: %s already has a hero marker (%s) (§11.11)",
				id, u->hero);
	u->hero = "hero";
	h = u->at.kind == OM_AT_HEX ? om_hex_at(m, u->at.hex) : NULL;
	snprintf(sector, ssz, "%s", u->at.kind == OM_AT_BOX ?
			om_sector_name((int)m->box[u->at.box].sector) : h ? om_sector_name((int)h->sector) :
			"");
	log_step(m->g->log, "§11.11", "A hero marker is placed on %s (%s Division)", id,
			div_name(div));
	return 0;
}

struct ev {
	struct om_drawn drawn;
	char hero_sector[16];
	int batched;               /* §9.34: 1 the band's reinforcements go map-wide, 2 done */
	char zones[16];            /* their zones */
	int avail;                 /* the units in the pools */
};

/* A count kept in a `set` row goes up by one: the new count, or -1 with e set. */
static int count_up(struct om_model *m, enum om_key k, struct err *e)
{
	int n = om_get_int(m, k, 0);

	if (n < 0)
		return err_set(e, EXIT_DATA, "%s: %s '%s' is not a number", kit_path(m->st),
				om_key_name(k), om_get(m, k)), -1;
	om_set_int(m, k, n + 1);
	return n + 1;
}

/* casualty-1-N, casualty-29-N (§13.12). */
static int casualty(struct om_model *m, const struct om_card *card, const char *col,
		const char *code, int c1, struct err *e)
{
	const char *n = code + (c1 ? 10 : 11);

	if (*n == '\0')
		return err_set(e, EXIT_UNKNOWN, "card %d (0: typed without a number), %s: the "
				"number of units %s removes from the casualty box is not in the text "
				"(§13.12): write it as %s-N", card->number, col, code, code);
	if (*n != '-' || om_atoi(n + 1) < 1)
		return err_set(e, EXIT_UNKNOWN, "card %d (0: typed without a number), %s: the "
				"event '%s' is not one umpire knows (§13.12: casualty-1-N or "
				"casualty-29-N)", card->number, col, code);
	return om_casualty_reduce(m, c1 ? "1" : "29", om_atoi(n + 1), e);
}

/* The counts an event raises: naval fire markers (§8.5), the rockets (§6.53,
 * §21.1), the snipers of digest 3.5's example card; -1 if `code` is none of
 * them, else 0 or an exit status. */
static int counts(struct om_model *m, const char *code, struct err *e)
{
	int n;

	if (!strcmp(code, "naval")) {
		if ((n = count_up(m, OM_K_NAVAL, e)) < 0)
			return e->code;
		log_step(m->g->log, "§8.5", "The US take a naval fire marker: %d held", n);
		return 0;
	}
	if (!strcmp(code, "rockets")) {
		if ((n = count_up(m, OM_K_ROCKETS, e)) < 0)
			return e->code;
		log_step(m->g->log, "§6.53", "WN 69's rocket battery fires its rockets (the effect "
				"is the card's, not in the text): rocket event %d", n);
		return 0;
	}
	if (!strcmp(code, "snipers")) {
		om_set_int(m, OM_K_SNIPERS, m->turn);
		log_step(m->g->log, "§11.2", "Snipers target runners: the 16th HQ's command radius is "
				"one hex this turn (set,snipers,%d)", m->turn);
		return 0;
	}
	return -1;
}

static int apply(struct om_model *m, const struct order *o, struct chance *c,
		const struct om_card *card, const char *col, const char *code, struct ev *ev,
		struct err *e)
{
	int rc;

	if (!strcmp(code, "none")) {
		log_step(m->g->log, "§4 II", "No effect");
		return 0;
	}
	if ((rc = counts(m, code, e)) >= 0)
		return rc;
	if (!strcmp(code, "hero-1") || !strcmp(code, "hero-29"))
		return hero(m, o, code + 5, ev->hero_sector, sizeof ev->hero_sector, e);
	if (is_reinf(code) && ev->batched == 1) {   /* §9.34: all at the first one */
		ev->batched = 2;
		return map_wide(m, c, &ev->drawn, ev->zones, (int)strlen(ev->zones), ev->avail, e);
	}
	if (is_reinf(code) && ev->batched == 2)
		return 0;   /* placed map-wide with the band's first one (§9.34) */
	if (is_reinf(code))
		return reinforcement(m, c, &ev->drawn, (char)(code[6] - 'a' + 'A'), e);
	if (!strcmp(code, "depth"))
		return om_depth_event(m, c, &ev->drawn, "any", ev->hero_sector, e);
	if (!strcmp(code, "depth-east") || !strcmp(code, "depth-west") ||
	    !strcmp(code, "depth-each"))
		return om_depth_event(m, c, &ev->drawn, code + 6, NULL, e);
	if (!strcmp(code, "kg-meyer"))
		return om_kg_meyer(m, c, &ev->drawn, e);
	int c29 = !strncmp(code, "casualty-29", 11) && (code[11] == '-' || code[11] == '\0');
	int c1 = !strncmp(code, "casualty-1", 10) && (code[10] == '-' || code[10] == '\0');
	if (c1 || c29)
		return casualty(m, card, col, code, c1, e);
	return err_set(e, EXIT_UNKNOWN, "card %d (0: typed without a number), %s: the event '%s' "
			"is not one umpire knows (§4 II; codes: umpire-omaha(7), event)", card->number,
			col, code);
}

/* §9.34: when the band calls more reinforcements than the pools hold, they
 * are placed map-wide all at once, at the first of them (ev->batched). */
static void short_pools(struct om_model *m, const char *text, struct ev *ev)
{
	char *zones = ev->zones;
	int n = 0, avail = 0;
	const char *p = text;

	for (const struct om_german *g = m->gm; g < m->gm + m->ngm; g++)
		avail += !strcmp(g->pos, "box-tactical") || !strcmp(g->pos, "box-division");

	ev->batched = 0;
	while (p && *p && n < 15) {
		size_t len = strcspn(p, "+");
		if (len == 7 && !strncmp(p, "reinf-", 6) && p[6] >= 'a' && p[6] <= 'c')
			zones[n++] = (char)(p[6] - 'a' + 'A');
		p = p[len] ? p + len + 1 : NULL;
	}
	zones[n] = '\0';
	ev->avail = avail;
	ev->batched = n >= 2 && avail < n;
}

/* The band of the card holding the turn: its codes applied one by one; 1 if
 * no band holds it. */
static int band(struct om_model *m, const struct order *o, struct chance *c,
		const struct om_card *card, int b, struct ev *ev, struct err *e)
{
	static const char *const cols[2][2] = {
		{ "event_a_turns", "event_a" }, { "event_b_turns", "event_b" },
	};
	const char *turns, *text;
	char buf[256];
	int in;

	if (om_card_need(card, cols[b][0], "§4 II", &turns, e))
		return e->code;
	if ((in = band_holds(turns, m->turn)) < 0)
		return err_set(e, EXIT_DATA, "card %d, %s: '%s' is not a turn band N-M (§4 II)",
				card->number, cols[b][0], turns);
	if (!in)
		return -1;
	if (om_card_need(card, cols[b][1], "§4 II", &text, e))
		return e->code;
	if (card->number)
		log_step(m->g->log, "§4 II", "Card %d, turns %s: %s", card->number, turns, text);
	else
		log_step(m->g->log, "§4 II", "The card typed, turns %s: %s", turns, text);
	snprintf(buf, sizeof buf, "%s", text);
	short_pools(m, buf, ev);
	for (char *p = buf; p && *p;) {
		char *plus = strchr(p, '+');
		if (plus)
			*plus = '\0';
		if (apply(m, o, c, card, cols[b][1], p, ev, e))
			return e->code;
		p = plus ? plus + 1 : NULL;
	}
	return om_drawn_done(&ev->drawn, e);
}

int om_event(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	struct om_card card;
	struct ev ev;

	m->card_used = 0;
	if (m->turn == 1)
		return err_set(e, EXIT_REFUSED, "event: there is no event phase on turn 1 (§4 II)");
	if (m->turn == 32 && !om_rule_is(m, "a31-turn-32-events", "draw")) {
		log_step(m->g->log, "§15", "Turn 32: no event card is drawn (ruling "
				"a31-turn-32-events)");
		return 0;
	}
	memset(&ev, 0, sizeof ev);
	if (om_drawn_parse(o, &ev.drawn, e) || om_card_take(m, c, "event", &card, e))
		return e->code;
	m->card_used = card.number ? card.number : -1;
	for (int b = 0; b < 2; b++) {
		int rc = band(m, o, c, &card, b, &ev, e);
		if (rc >= 0)
			return rc;
	}
	log_step(m->g->log, "§4 II", "Card %d has no event for turn %d", card.number, m->turn);
	return 0;
}
