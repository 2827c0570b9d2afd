/*
 * card.c: the deck of 54 three-part cards (§2.3) and the --card syntax.
 *
 * The state keeps the deck as `card,N,AT` rows: AT is `pile` (the draw pile),
 * `discard`, `track:USE` (drawn this turn for USE, e.g. track:landing-east; they
 * go to the discard at the end of the turn, §4 VI) or `out`. A card is drawn:
 *   - typed at the table with --card: its number (the parts it needs are read
 *     from tables/omaha/cards.csv), or the parts the order needs, with or
 *     without its number (umpire-omaha(7), CARDS):
 *         --card 17    --card 17:landing=B,A,D,mine    --card "fire=red,blue2*;target=2"
 *     a numbered card must be in the draw pile; it leaves it;
 *   - else by chance: one roll of a die with as many faces as cards in the
 *     pile, face k taking the k-th card by number, so that `odds` enumerates
 *     every card left in the pile (chance.h). An empty pile is reshuffled from
 *     the discard (ruling a32-deck-exhaustion).
 * Nothing here reads a card's meaning: om_card_need() hands an order the part
 * it needs, or stops with exit 69 when that part is unknown (`?`).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit.h"
#include "om.h"

static int col_index(const char *name)
{
	for (int i = 0; i < om_card_ncols; i++)
		if (!strcmp(om_card_cols[i], name))
			return i;
	return -1;
}

static int set_typed(struct om_card *card, const char *col, const char *v)
{
	int i = col_index(col);

	if (i < 0 || strlen(v) >= sizeof card->typed[0])
		return -1;
	snprintf(card->typed[i], sizeof card->typed[i], "%s", v);
	return 0;
}

/* COLOUR[2][*][+armor][/L]: a lowercase colour, then the double symbol, the
 * leader star, the armour bonus and the action letter, each optional (§6.1). */
static int valid_colour(const char *s)
{
	size_t n = 0;

	while (islower((unsigned char)s[n]))
		n++;
	if (n == 0)
		return 0;
	s += n;
	if (*s == '2')
		s++;
	if (*s == '*')
		s++;
	if (!strncmp(s, "+armor", 6))
		s += 6;
	if (*s == '/' && isupper((unsigned char)s[1]))
		s += 2;
	return *s == '\0';
}

static int usage(struct err *e, const char *text, const char *why)
{
	return err_set(e, EXIT_USAGE, "--card '%s': %s (umpire-omaha(7), CARDS)", text, why);
}

/* One PART: landing=L,L,L[,mine] | fire=C,C,C | target=S | art=V/CAL-CAL | art=- */
static int parse_part(struct om_card *card, const char *text, char *part, struct err *e)
{
	char *eq = strchr(part, '='), *v, *item[4];
	int n = 0;

	if (eq == NULL)
		return usage(e, text, "a part is KEY=VALUE: landing=, fire=, target= or art=");
	*eq = '\0';
	v = eq + 1;
	if (!strcmp(part, "target")) {
		if (strcmp(v, "1") && strcmp(v, "2") && strcmp(v, "3"))
			return usage(e, text, "target= is the US target symbol 1, 2 or 3");
		return set_typed(card, "target", v), 0;
	}
	if (!strcmp(part, "art")) {
		if (!strcmp(v, "-"))
			return set_typed(card, "art_value", "-"), set_typed(card, "art_calibres", "-"), 0;
		char *slash = strchr(v, '/');
		if (slash == NULL || slash == v)
			return usage(e, text, "art= is VALUE/CALIBRE-CALIBRE..., e.g. 3/75-88-105, or -");
		*slash = '\0';
		int val = om_atoi(v);
		size_t cl = strlen(slash + 1);
		if (val < 1 || val > 9 || cl == 0 || strspn(slash + 1, "0123456789-") != cl ||
		    slash[1] == '-' || slash[cl] == '-' || strstr(slash + 1, "--"))
			return usage(e, text, "art= is VALUE/CALIBRE-CALIBRE..., e.g. 3/75-88-105, or -");
		if (set_typed(card, "art_value", v) || set_typed(card, "art_calibres", slash + 1))
			return usage(e, text, "art= is too long");
		return 0;
	}
	if (!strcmp(part, "event")) {   /* TURNS/CODE[+CODE...][,TURNS/CODE...] (§4 II) */
		static const char *const cols[2][2] = {
			{ "event_a_turns", "event_a" }, { "event_b_turns", "event_b" },
		};
		for (int k = 0; k < 2 && v && *v; k++) {
			char *next = strchr(v, ','), *slash;
			if (next)
				*next++ = '\0';
			slash = strchr(v, '/');
			if (slash == NULL || slash == v || slash[1] == '\0' ||
			    strspn(v, "0123456789-") != (size_t)(slash - v) ||
			    strspn(slash + 1, "abcdefghijklmnopqrstuvwxyz0123456789+-") !=
			    strlen(slash + 1))
				return usage(e, text, "event= is TURNS/CODE[+CODE...], up to two bands "
						"separated by a comma, e.g. 1-20/naval+reinf-c,21-31/snipers");
			*slash = '\0';
			if (set_typed(card, cols[k][0], v) || set_typed(card, cols[k][1], slash + 1))
				return usage(e, text, "event= is too long");
			v = next;
			if (k == 1 && v)
				return usage(e, text, "event= has at most two turn bands");
		}
		return 0;
	}
	if (strcmp(part, "landing") && strcmp(part, "fire"))
		return usage(e, text, "unknown part (landing=, fire=, target=, art=, event=)");
	for (char *p = v; p;) {
		if (n == 4)
			return usage(e, text, "too many items");
		item[n++] = p;
		p = strchr(p, ',');
		if (p)
			*p++ = '\0';
	}
	if (!strcmp(part, "landing")) {
		int mine = n == 4 && !strcmp(item[3], "mine");
		if (n != 3 + mine)
			return usage(e, text, "landing= is three letters A-D, then ',mine' if the "
					"mine icon shows (§5.1, §5.14)");
		for (int i = 0; i < 3; i++) {
			char col[8];
			if (strlen(item[i]) != 1 || item[i][0] < 'A' || item[i][0] > 'D')
				return usage(e, text, "landing= letters are A, B, C or D (§5.1)");
			snprintf(col, sizeof col, "land%d", i + 1);
			set_typed(card, col, item[i]);
		}
		return set_typed(card, "mine", mine ? "1" : "0"), 0;
	}
	if (n != 3)
		return usage(e, text, "fire= is three colours (§6.1)");
	for (int i = 0; i < 3; i++) {
		char col[8];
		if (!valid_colour(item[i]))
			return usage(e, text, "a fire colour is COLOUR[2][*][+armor][/L], e.g. red, "
					"blue2*, green+armor/A (§6.1)");
		snprintf(col, sizeof col, "fire%d", i + 1);
		if (set_typed(card, col, item[i]))
			return usage(e, text, "a fire colour is too long");
	}
	return 0;
}

static int parse_card(struct om_card *card, const char *text, struct err *e)
{
	char buf[512], *p = buf, *colon;
	size_t len = strlen(text);

	if (len == 0 || len >= sizeof buf)
		return usage(e, text, "empty or too long");
	memcpy(buf, text, len + 1);
	colon = strchr(buf, ':');
	if (colon != NULL || strchr(buf, '=') == NULL) {
		if (colon)
			*colon = '\0';
		card->number = om_atoi(buf);
		if (card->number < 1 || card->number > OM_CARDS)
			return usage(e, text, "a card number is 1 to 54 (§2.3)");
		p = colon ? colon + 1 : NULL;
	}
	while (p && *p) {
		char *semi = strchr(p, ';');
		if (semi)
			*semi = '\0';
		if (parse_part(card, text, p, e))
			return e->code;
		p = semi ? semi + 1 : NULL;
	}
	return 0;
}

int om_card_parse(struct game_ctx *g, const char *text, struct om_card *out, struct err *e)
{
	memset(out, 0, sizeof *out);
	out->row = -1;
	if (table_get(g->tables, "omaha", "cards", &out->t, e) || parse_card(out, text, e))
		return e->code;
	if (out->number > 0) {
		char key[8];
		snprintf(key, sizeof key, "%d", out->number);
		out->row = table_row(out->t, 0, key);
	}
	return 0;
}

/* The deck's card of this number, or NULL. */
static struct om_deckcard *deck_card(struct om_model *m, int number)
{
	for (int i = 0; i < m->ncard; i++)
		if (m->card[i].number == number)
			return &m->card[i];
	return NULL;
}

/* Cards of the pile, by number, into `out`; returns the count. */
static int pile(struct om_model *m, int *out)
{
	int n = 0;

	for (int c = 1; c <= OM_CARDS; c++) {
		struct om_deckcard *d = deck_card(m, c);
		if (d != NULL && d->at == OM_PILE)
			out[n++] = c;
	}
	return n;
}

static void to_track(struct om_model *m, struct om_deckcard *d, const char *use)
{
	d->at = OM_TRACK;
	d->use = om_str(m, use);
	if (d->use == NULL)
		d->use = "";
}

/* The card typed with --card: it leaves the pile if the deck is kept. */
static int take_typed(struct om_model *m, const char *use, struct om_card *out,
		struct err *e)
{
	struct om_deckcard *d;

	if (parse_card(out, m->g->card, e))
		return e->code;
	if (out->number == 0) {
		log_step(m->g->log, "§2.3", "%s card typed at the table, its number not given: the "
				"draw pile is left as it is", use);
	} else if (m->kinds & OM_KIND_CARD) {
		if ((d = deck_card(m, out->number)) == NULL)
			return kit_refuse(e, "§2.3", "--card %d: the state's deck has no card %d",
					out->number, out->number);
		if (d->at != OM_PILE) {
			char at[96];
			snprintf(at, sizeof at, "%s%s", d->at == OM_DISCARD ? "discard" : d->at == OM_OUT ?
					"out" : "track:", d->at == OM_TRACK ? d->use : "");
			return kit_refuse(e, "§2.3, §4 VI", "--card %d: card %d is not in the draw pile "
					"but in '%s'", out->number, out->number, at);
		}
		to_track(m, d, use);
		log_step(m->g->log, "§2.3", "%s card %d played at the table: it leaves the draw pile",
				use, out->number);
	} else {
		log_step(m->g->log, "§2.3", "%s card %d played at the table", use, out->number);
	}
	return 0;
}

/* A card drawn by chance: one die over the pile, the discard reshuffled when the
 * pile is empty (ruling a32-deck-exhaustion). */
static int take_drawn(struct om_model *m, struct chance *c, const char *use,
		struct om_card *out, struct err *e)
{
	int cards[OM_CARDS], n;
	struct chance_roll roll;

	if (!(m->kinds & OM_KIND_CARD))
		return err_set(e, EXIT_DATA, "%s: the state keeps no deck ('card' rows): type the "
				"card with --card (umpire-omaha(7))", kit_path(m->st));
	if ((n = pile(m, cards)) == 0) {
		if (om_rule_is(m, "a32-deck-exhaustion", "refuse"))
			return kit_refuse(e, "ruling a32-deck-exhaustion=refuse", "the draw pile is "
					"empty");
		for (int i = 0; i < m->ncard; i++)
			if (m->card[i].at == OM_DISCARD)
				m->card[i].at = OM_PILE;
		log_step(m->g->log, "ruling a32-deck-exhaustion", "The draw pile is empty: the "
				"discard pile is shuffled to form a new one");
		if ((n = pile(m, cards)) == 0)
			return kit_refuse(e, "§2.3", "the draw pile and the discard pile are empty: no "
					"card to draw");
	}
	if (chance_rollf(c, 1, n, CHANCE_FACES, 0, &roll, e, "%s card (one of %d in the pile)",
			use, n))
		return e->code;
	if (roll.faces[0] < 1 || roll.faces[0] > n)
		return err_set(e, EXIT_DATA, "card draw out of range");
	out->number = cards[roll.faces[0] - 1];
	to_track(m, deck_card(m, out->number), use);
	log_step(m->g->log, "§2.3", "%s card drawn: %d of the %d cards in the pile, card %d", use,
			roll.faces[0], n, out->number);
	return 0;
}

static void card_row(struct om_card *card)
{
	char key[8];

	snprintf(key, sizeof key, "%d", card->number);
	card->row = table_row(card->t, 0, key);
}

int om_card_take(struct om_model *m, struct chance *c, const char *use, struct om_card *out,
		struct err *e)
{
	memset(out, 0, sizeof *out);
	out->row = -1;
	if (table_get(m->g->tables, "omaha", "cards", &out->t, e) ||
	    (m->g->card ? take_typed(m, use, out, e) : take_drawn(m, c, use, out, e)))
		return e->code;
	if (out->number > 0)
		card_row(out);
	return 0;
}

int om_card_need(const struct om_card *card, const char *col, const char *sect,
		const char **out, struct err *e)
{
	int i = col_index(col), c;

	if (i >= 0 && card->typed[i][0]) {
		*out = card->typed[i];
		return 0;
	}
	if (card->number == 0)
		return err_set(e, EXIT_USAGE, "--card: the order needs the card's %s (%s): type it "
				"(umpire-omaha(7), CARDS) or give the card's number", col, sect);
	if (card->row < 0)
		return err_set(e, EXIT_DATA, "%s: no row for card %d", card->t->source, card->number);
	if ((c = table_find_col(card->t, col, sect, e)) < 0)
		return e->code;
	return table_need(card->t, card->row, c, sect, out, e);
}

/* The card on the turn's track for USE (e.g. fire-east); typed parts from --card for the
 * clearing sector. Returns 0, 1 if no such card, or an exit status. */
int om_card_on_track(struct om_model *m, const char *use, int typed, struct om_card *card,
		struct err *e)
{
	memset(card, 0, sizeof *card);
	card->row = -1;
	if (table_get(m->g->tables, "omaha", "cards", &card->t, e))
		return e->code;
	for (int i = 0; i < m->ncard; i++)
		if (m->card[i].at == OM_TRACK && !strcmp(m->card[i].use, use))
			card->number = m->card[i].number;
	if (typed && m->g->card) {
		struct om_card t;
		if (om_card_parse(m->g, m->g->card, &t, e))
			return e->code;
		if (t.number && card->number && t.number != card->number)
			return err_set(e, EXIT_REFUSED, "--card %d: the %s card of this turn is "
					"card %d", t.number, use, card->number);
		if (t.number)
			card->number = t.number;
		memcpy(card->typed, t.typed, sizeof card->typed);
		if (card->number == 0)
			return 0;
	}
	if (card->number == 0)
		return 1;
	card_row(card);
	return 0;
}
