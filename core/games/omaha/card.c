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

static struct state_kind *deck(const struct state *st)
{
	return state_kind(st, "card");
}

/* Cards of the pile, by number, into `out`; returns the count. */
static int pile(const struct state *st, int *out)
{
	struct state_kind *k = deck(st);
	int n = 0, at = state_col(k, "at");

	for (int c = 1; k && c <= OM_CARDS; c++) {
		char key[8];
		snprintf(key, sizeof key, "%d", c);
		int i = state_find(k, 1, key);
		if (i >= 0 && !strcmp(state_field(&k->rows[i], at), "pile"))
			out[n++] = c;
	}
	return n;
}

static int move_card(struct state *st, int number, const char *to)
{
	struct state_kind *k = deck(st);
	char key[8];
	int i;

	snprintf(key, sizeof key, "%d", number);
	if (k == NULL || (i = state_find(k, 1, key)) < 0)
		return -1;
	return state_field_set(&k->rows[i], state_col(k, "at"), to);
}

int om_old_card_take(struct game_ctx *g, struct state *st, struct chance *c, const char *use,
		struct om_card *out, struct err *e)
{
	char track[64];
	int cards[OM_CARDS], n;

	memset(out, 0, sizeof *out);
	out->row = -1;
	if (table_get(g->tables, "omaha", "cards", &out->t, e))
		return e->code;
	snprintf(track, sizeof track, "track:%s", use);
	if (g->card) {
		if (parse_card(out, g->card, e))
			return e->code;
		if (out->number == 0) {
			log_step(g->log, "§2.3", "%s card typed at the table, its number not given: "
					"the draw pile is left as it is", use);
		} else if (deck(st) != NULL) {
			char key[8];
			struct state_kind *k = deck(st);
			snprintf(key, sizeof key, "%d", out->number);
			int i = state_find(k, 1, key);
			if (i < 0)
				return err_set(e, EXIT_REFUSED, "--card %d: the state's deck has no card "
						"%d (§2.3)", out->number, out->number);
			const char *at = state_field(&k->rows[i], state_col(k, "at"));
			if (strcmp(at, "pile"))
				return err_set(e, EXIT_REFUSED, "--card %d: card %d is not in the draw "
						"pile but in '%s' (§2.3, §4 VI)", out->number, out->number, at);
			move_card(st, out->number, track);
			log_step(g->log, "§2.3", "%s card %d played at the table: it leaves the draw "
					"pile", use, out->number);
		} else {
			log_step(g->log, "§2.3", "%s card %d played at the table", use, out->number);
		}
	} else {
		if (deck(st) == NULL)
			return err_set(e, EXIT_DATA, "%s: the state keeps no deck ('card' rows): "
					"type the card with --card (umpire-omaha(7))", st->path);
		if ((n = pile(st, cards)) == 0) {
			const char *rule = game_rule(g, st, "a32-deck-exhaustion");
			if (rule && !strcmp(rule, "refuse"))
				return err_set(e, EXIT_REFUSED, "the draw pile is empty (ruling "
						"a32-deck-exhaustion=refuse)");
			struct state_kind *k = deck(st);
			int at = state_col(k, "at");
			for (int i = 0; i < k->nrows; i++)
				if (!strcmp(state_field(&k->rows[i], at), "discard"))
					state_field_set(&k->rows[i], at, "pile");
			log_step(g->log, "ruling a32-deck-exhaustion", "The draw pile is empty: the "
					"discard pile is shuffled to form a new one");
			if ((n = pile(st, cards)) == 0)
				return err_set(e, EXIT_REFUSED, "the draw pile and the discard pile are "
						"empty: no card to draw (§2.3)");
		}
		struct chance_roll roll;
		if (chance_rollf(c, 1, n, CHANCE_FACES, 0, &roll, e, "%s card (one of %d in "
				"the pile)", use, n))
			return e->code;
		if (roll.faces[0] < 1 || roll.faces[0] > n)
			return err_set(e, EXIT_DATA, "card draw out of range");
		out->number = cards[roll.faces[0] - 1];
		move_card(st, out->number, track);
		log_step(g->log, "§2.3", "%s card drawn: %d of the %d cards in the pile, card %d",
				use, roll.faces[0], n, out->number);
	}
	if (out->number > 0) {
		char key[8];
		snprintf(key, sizeof key, "%d", out->number);
		out->row = table_row(out->t, 0, key);
	}
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
int om_old_card_on_track(struct game_ctx *g, struct state *st, const char *use, int typed,
		struct om_card *card, struct err *e)
{
	struct state_kind *k = state_kind(st, "card");
	char want[32];
	int at = state_col(k, "at");

	memset(card, 0, sizeof *card);
	card->row = -1;
	if (table_get(g->tables, "omaha", "cards", &card->t, e))
		return e->code;
	snprintf(want, sizeof want, "track:%s", use);
	for (int i = 0; k && i < k->nrows; i++)
		if (!strcmp(state_field(&k->rows[i], at), want))
			card->number = om_atoi(state_field(&k->rows[i], 1));
	if (typed && g->card) {
		struct om_card t;
		if (om_card_parse(g, g->card, &t, e))
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
	char key[8];
	snprintf(key, sizeof key, "%d", card->number);
	card->row = table_row(card->t, 0, key);
	return 0;
}

