/*
 * cards.c: the command cards (tables/memoir44/cards.csv): a card by its words,
 * the card in force this turn, which units it orders and what they may do.
 *
 * The card a side plays is recorded for the whole turn (set,card.SIDE, written
 * by the order play, or by the first order that names it with --card when the
 * phase is not recorded), and each unit it orders records how, in the unit's
 * `ordered` column: the section whose count it fills, the card as a whole, on
 * the move. So the card's limits hold across the turn, order after order: a
 * Probe orders two units in its section (B-5, B-6), an Armor Assault four armor
 * units, a Close Assault every infantry and armor unit next to an enemy...
 * Sections are named from each player's own side of the table; a hex's `section`
 * column is written from the Allied side, so the Axis left is the Allied right,
 * and a hex on a section line is in both (B-6).
 *
 * Every card's text and numbers are data, base game, not in the seed (digest
 * B-5; the table's `source` column); the effects are rules code here and in
 * setup.c (dice), move.c (allowances), deck.c (draws) and tactics.c (rolls).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cards.h"
#include "i18n.h"
#include "kit.h"
#include "sequence.h"

static const char *const deck_names[] = { "standard", "double", "breakthrough", "overlord",
	NULL };
static const char *const effect_names[] = { "section", "each", "flanks", "air_power",
	"ambush", "armor_assault", "artillery_bombard", "barrage", "behind_lines",
	"close_assault", "counter_attack", "dig_in", "direct_hq", "firefight",
	"infantry_assault", "medics", "move_out", "finest_hour", NULL };
static const char *const sec_words[] = { "", "Left", "Centre", "", "Right" };

const char *m44_deck_name(int deck)
{
	return kit_enum_name(deck_names, deck, "?");
}

int m44_deck_of(const struct state *st, int *deck, struct err *e)
{
	const char *v = state_get(st, "deck");

	*deck = M44_DECK_BREAKTHROUGH;   /* "nous vous conseillons ... Breakthrough" (L480) */
	if (v == NULL || *v == '\0')
		return 0;
	if ((*deck = kit_enum(deck_names, v)) < 0) {
		const struct state_kind *k = state_kind(st, "set");
		for (int i = 0; k && i < k->nrows; i++)
			if (!strcmp(state_field(&k->rows[i], 1), "deck"))
				return kit_bad(e, st, &k->rows[i], 2, "deck (standard, double, "
						"breakthrough or overlord, L480-L488) '%s'", v);
		return err_set(e, EXIT_DATA, "deck '%s'", v);
	}
	return 0;
}

/* Letters and digits only, lower case: "Move Out!" and "move out" match. */
static void squash(const char *in, char *out, size_t size)
{
	size_t n = 0;

	for (; *in && n + 1 < size; in++)
		if (isalnum((unsigned char)*in))
			out[n++] = (char)tolower((unsigned char)*in);
	out[n] = '\0';
}

static unsigned section_bit(const char *w)
{
	if (!strcasecmp(w, "left"))
		return 1;
	if (!strcasecmp(w, "centre") || !strcasecmp(w, "center"))
		return 2;
	if (!strcasecmp(w, "right"))
		return 4;
	return 0;
}

/* "SECTION:N", the players' own count of a section card (no deck row). */
static int parse_count(const char *text, char *buf, char *colon, struct m44_card *c,
		struct err *e)
{
	*colon = '\0';
	c->effect = M44_E_COUNT;
	c->units = -1;
	c->draw = c->keep = 1;
	c->move = c->move_battle = -1;
	if ((c->sections = section_bit(buf)) == 0)
		return err_set(e, EXIT_USAGE, "--card %s: '%s' is not a section (left, centre, "
				"right)", text, buf);
	if (strcmp(colon + 1, "all") && !(strlen(colon + 1) == 1 &&
				isdigit((unsigned char)colon[1]) && colon[1] != '0'))
		return err_set(e, EXIT_USAGE, "--card %s: '%s' is not a unit count (1-9 or all)",
				text, colon + 1);
	c->units = strcmp(colon + 1, "all") ? colon[1] - '0' : -1;
	snprintf(c->name, sizeof c->name, "%s:%s", buf, colon + 1);
	snprintf(c->text, sizeof c->text, "%s:%s", buf, colon + 1);
	return 0;
}

/* A cell as a number: "-" 0, "all" and "hand" -1, "?" -2 (dice) or -1. */
static int num(const char *v)
{
	if (!strcmp(v, "all") || !strcmp(v, "hand"))
		return -1;
	if (!strcmp(v, "?"))
		return -2;
	return atoi(v);
}

static unsigned who_bits(const char *v)
{
	unsigned w = 0;

	if (strstr(v, "infantry"))
		w |= 1u << M44_CL_INFANTRY;
	if (strstr(v, "armor"))
		w |= 1u << M44_CL_ARMOR;
	if (strstr(v, "artillery"))
		w |= 1u << M44_CL_ARTILLERY;
	return w;
}

/* Fill c from row r of the table. */
static void from_row(const struct table *t, int r, struct m44_card *c)
{
	const char *air;
	int d = table_col(t, "dice");

	c->row = r;
	snprintf(c->name, sizeof c->name, "%s", table_cell(t, r, table_col(t, "card")));
	c->effect = kit_enum(effect_names, table_cell(t, r, table_col(t, "effect")));
	c->units = num(table_cell(t, r, table_col(t, "units")));
	if (!strcmp(table_cell(t, r, table_col(t, "units")), "-"))
		c->units = 0;
	c->onmove = atoi(table_cell(t, r, table_col(t, "onmove")));
	c->who = who_bits(table_cell(t, r, table_col(t, "who")));
	c->bonus = atoi(table_cell(t, r, table_col(t, "bonus")));
	c->draw = num(table_cell(t, r, table_col(t, "draw")));
	c->keep = num(table_cell(t, r, table_col(t, "keep")));
	c->draw = c->draw < 0 ? -1 : c->draw;
	c->keep = c->keep < 0 ? -1 : c->keep;
	c->dice = num(table_cell(t, r, d));
	c->stars = !strcmp(table_cell(t, r, table_col(t, "stars")), "yes");
	air = table_cell(t, r, table_col(t, "air"));
	if (strchr(air, '/'))
		c->air[M44_ALLIES] = atoi(air), c->air[M44_AXIS] = atoi(strchr(air, '/') + 1);
	c->move = strcmp(table_cell(t, r, table_col(t, "move")), "-") ?
		atoi(table_cell(t, r, table_col(t, "move"))) : -1;
	c->move_battle = strcmp(table_cell(t, r, table_col(t, "move_battle")), "-") ?
		atoi(table_cell(t, r, table_col(t, "move_battle"))) : -1;
	c->recon1 = !strcmp(c->name, "Recon");
}

/* The columns a card needs; an older copy given with --tables may lack them. */
static int card_table(struct game_ctx *g, const struct table **t, struct err *e)
{
	static const char *const cols[] = { "deck", "card", "section", "count", "effect",
		"units", "onmove", "who", "bonus", "draw", "keep", "dice", "stars", "air", "move",
		"move_battle", NULL };

	if (table_get(g->tables, "memoir44", "cards", t, e))
		return e->code;
	for (int i = 0; cols[i]; i++)
		if (table_find_col(*t, cols[i], "B-5", e) < 0)
			return e->code;
	return 0;
}

/* Split "NAME [SECTION]" ("Recon 1" is the seed's Recon, L181, L316). */
static unsigned split_section(char *buf)
{
	char *sp = strrchr(buf, ' ');
	unsigned sec = 0;
	size_t n;

	if (sp != NULL && (sec = section_bit(sp + 1)) != 0)
		*sp = '\0';
	n = strlen(buf);
	if (n > 2 && !strcmp(buf + n - 2, " 1"))
		buf[n - 2] = '\0';
	return sec;
}

int m44_card_parse(struct game_ctx *g, int deck, const char *text, struct m44_card *c,
		struct err *e)
{
	const struct table *t;
	char buf[96], want[64], have[64], *colon;
	const char *dk = deck == M44_DECK_DOUBLE ? "standard" : m44_deck_name(deck);
	unsigned sec;
	size_t n;

	memset(c, 0, sizeof *c);
	c->deck = deck;
	if (text == NULL || (n = strlen(text)) == 0 || n >= sizeof buf - 8)
		return err_set(e, EXIT_USAGE, "--card: give a card, e.g. \"Probe Left\", \"Air "
				"Power\", \"Their Finest Hour\" or \"centre:2\" (umpire-memoir44(7))");
	snprintf(buf, sizeof buf, "%s", text);
	if ((colon = strchr(buf, ':')) != NULL && strncasecmp(buf, "counter", 7))
		return parse_count(text, buf, colon, c, e);
	if (colon != NULL) {
		/* "Counter-Attack: Probe Left": the card a Counter-Attack copies */
		int rc = m44_card_parse(g, deck, colon + 1 + strspn(colon + 1, " "), c, e);
		c->countered = 1;
		snprintf(buf, sizeof buf, "Counter-Attack: %s", c->text);
		snprintf(c->text, sizeof c->text, "%s", buf);
		return rc;
	}
	sec = split_section(buf);
	squash(buf, want, sizeof want);
	if (card_table(g, &t, e))
		return e->code;
	for (int r = 1; r < t->nrows; r++) {
		const char *rs = table_cell(t, r, table_col(t, "section"));
		squash(table_cell(t, r, table_col(t, "card")), have, sizeof have);
		if (strcmp(have, want) || strcmp(table_cell(t, r, table_col(t, "deck")), dk))
			continue;
		if (!strcmp(rs, "left") || !strcmp(rs, "centre") || !strcmp(rs, "right")) {
			if (sec == 0)
				return err_set(e, EXIT_USAGE, "--card %s: a section card needs its "
						"section, e.g. \"%s Centre\"", text,
						table_cell(t, r, table_col(t, "card")));
			if (section_bit(rs) != sec)
				continue;
		} else if (!strcmp(rs, "any") && sec == 0)
			return err_set(e, EXIT_USAGE, "--card %s: %s is played in a section, e.g. "
					"\"%s Left\"", text, table_cell(t, r, table_col(t, "card")),
					table_cell(t, r, table_col(t, "card")));
		from_row(t, r, c);
		c->deck = deck;
		c->sections = sec;
		snprintf(c->text, sizeof c->text, "%s%s%s", c->name, sec ? " " : "",
				sec_words[sec & 7]);
		snprintf(c->face, sizeof c->face, "%s", strcmp(rs, "any") ? c->text : c->name);
		return 0;
	}
	return err_set(e, EXIT_USAGE, "--card %s: the %s deck has no such card (umpire tables "
			"memoir44 cards; or give SECTION:N, e.g. centre:2)", text, m44_deck_name(deck));
}

const char *m44_card_key(int side, int board, char *buf, size_t size)
{
	return m44_board_key("card", side, board, buf, size);
}

int m44_card_now(struct game_ctx *g, const struct state *st, int side, int board,
		struct m44_card *c, int *have, struct err *e)
{
	char key[32];
	const char *rec = state_get(st, m44_card_key(side, board, key, sizeof key));
	struct m44_card r;
	int deck;

	*have = 0;
	if (m44_deck_of(st, &deck, e))
		return e->code;
	if (rec != NULL && *rec == '\0')
		rec = NULL;
	if (rec && m44_card_parse(g, deck, rec, &r, e))
		return e->code;
	if (g->card == NULL) {
		if (rec) {
			*c = r;
			*have = 1;
		}
		return 0;
	}
	if (m44_card_parse(g, deck, g->card, c, e))
		return e->code;
	*have = 1;
	if (rec && strcmp(r.text, c->text) != 0)
		return kit_refuse(e, "B-7", "--card %s: the %s played %s this turn (set,%s)",
				g->card, m44_side_adj(side), r.text, key);
	if (rec)
		*c = r;
	else if (m44_phase_enforced(g, st))
		return kit_refuse(e, "B-7", "--card %s: no card was played in the card phase "
				"this turn (order play)", g->card);
	else
		c->fresh = 1;   /* not yet recorded: the order that names it plays it */
	return 0;
}

int m44_board_of(const struct m44_map *m, struct grid_hex h)
{
	int b = (h.col - 1) / m->width + 1;

	return m->boards <= 1 ? 1 : b > m->boards ? m->boards : b < 1 ? 1 : b;
}

/* The sections of u's hex seen from its own side (B-6): 0 when the hex has no
 * section. */
static unsigned own_sections(const struct m44_map *m, const struct m44_unit *u)
{
	const struct m44_hexinfo *x = u->onboard ? m44_hexinfo(m, u->hex) : NULL;
	unsigned s = x ? x->sections : 0;

	if (u->side == M44_AXIS)   /* the Axis sees the board from the other side */
		s = ((s & 1) << 2) | (s & 2) | ((s & 4) >> 2);
	return s;
}

static int adjacent_enemy(const struct m44_map *m, const struct m44_unit *u)
{
	struct grid_hex nb[6];

	grid_row_neighbours(u->hex, nb);
	for (int k = 0; k < 6; k++) {
		const struct m44_unit *v = m44_unit_at(m, nb[k]);
		if (v && v->side != u->side && !m44_is(v, "landing_craft"))
			return 1;
	}
	return 0;
}

/* The class a card's `who` reads: a destroyer or a landing craft is no
 * artillery or infantry of the card's (the units table's class is for terrain). */
static int card_class(const struct m44_unit *u)
{
	if (m44_is(u, "destroyer") || m44_is(u, "landing_craft"))
		return M44_CL_NONE;
	return u->type->cls;
}

/* Does the side command a unit the card names? If not, the card orders "1 unit
 * of your choice" (each tactic card's last line, B-5). */
static int commands_any(const struct m44_map *m, int side, int board, unsigned who,
		unsigned sections)
{
	for (int i = 0; i < m->nunits; i++) {
		const struct m44_unit *u = &m->units[i];
		if (u->onboard && u->side == side && m44_board_of(m, u->hex) == board &&
				card_class(u) != M44_CL_NONE && (who & (1u << card_class(u))) &&
				(!sections || (own_sections(m, u) & sections)))
			return 1;
	}
	return 0;
}

/* Units of side on board ordered with slot `slot` (0: any slot). */
static int count_slot(const struct m44_map *m, int side, int board, unsigned slot)
{
	int n = 0;

	for (int i = 0; i < m->nunits; i++) {
		const struct m44_unit *u = &m->units[i];
		if (u->side == side && u->ordered && (slot == 0 ? 1 : u->ordered == slot) &&
				(!u->onboard || m44_board_of(m, u->hex) == board))
			n++;
	}
	return n;
}

static const char *sec_name(unsigned s)
{
	return s == 1 ? "left" : s == 2 ? "centre" : s == 4 ? "right" : "?";
}

/* Refusals name the card and what it orders. */
static int not_ordered(const struct m44_card *c, const struct m44_unit *u, const char *why,
		struct err *e)
{
	return kit_refuse(e, "B-5, B-6; cards table", "%s: the card %s %s", u->id, c->text, why);
}

/* A section card (and SECTION:N): its own section (B-6), its count, its units on
 * the move (Breakthrough). want 0 ordered, 1 on the move, 2 ordered or, when
 * the section's count is reached, on the move. */
static int slot_section(const struct m44_map *m, const struct m44_card *c,
		const struct m44_unit *u, int board, int want, unsigned *slot, struct err *e)
{
	unsigned own = own_sections(m, u);
	int n = count_slot(m, u->side, board, c->sections);

	if (own == 0 && u->onboard) {
		char hx[8];
		grid_format(u->hex, hx);
		return err_set(e, EXIT_DATA, "%s: hex %s has no section (its hex row needs a "
				"`section` column) and the card orders by section (B-6)", kit_path(m->st),
				hx);
	}
	if (!(own & c->sections))
		return kit_refuse(e, "B-5, B-6", "%s is not in the %s section of the %s player, "
				"which the card %s orders", u->id, sec_name(c->sections),
				m44_side_adj(u->side), c->name);
	if (want != 1 && (c->units < 0 || n < c->units)) {
		*slot = c->sections;
		return 0;
	}
	if (want != 0 && count_slot(m, u->side, board, M44_O_MOVE) < c->onmove) {
		*slot = M44_O_MOVE;
		return 0;
	}
	if (want == 1)
		return not_ordered(c, u, c->onmove ? _("has no more units on the move") :
				_("orders no unit on the move"), e);
	return not_ordered(c, u, "has ordered all the units it orders in that section", e);
}

/* General Advance, Recon in Force (each section), Pincer Move (the flanks). */
static int slot_sections(const struct m44_map *m, const struct m44_card *c,
		const struct m44_unit *u, int board, unsigned *slot, struct err *e)
{
	unsigned own = own_sections(m, u), best = 0;
	int room = 0;

	for (unsigned s = 1; s <= 4; s <<= 1) {
		int cap = c->effect == M44_E_FLANKS && s == 2 ? 0 : c->units;
		int left = cap - count_slot(m, u->side, board, s);
		if ((own & s) && left > room)
			room = left, best = s;
	}
	if (best == 0)
		return not_ordered(c, u, c->effect == M44_E_FLANKS ? _("orders 2 units on each "
				"flank, and that flank has its 2 (or the unit is in the centre)") :
				_("has ordered its units in that section"), e);
	*slot = best;
	return 0;
}

/* Their Finest Hour: each unit symbol rolled orders a unit of that type, each star
 * a unit of the player's choice (B-5). */
static int slot_finest(const struct state *st, const struct m44_map *m,
		const struct m44_card *c, const struct m44_unit *u, int board, unsigned *slot,
		struct err *e)
{
	int roll[3];

	if (m44_finest_roll(st, u->side, board, roll))
		return not_ordered(c, u, "orders by its roll, made when it is played (order "
				"play)", e);
	if (u->type->counts == M44_C_INFANTRY && count_slot(m, u->side, board, M44_O_INF) <
			roll[0] && card_class(u) != M44_CL_NONE)
		return *slot = M44_O_INF, 0;
	if (u->type->counts == M44_C_ARMOR && count_slot(m, u->side, board, M44_O_ARM) <
			roll[1] && card_class(u) != M44_CL_NONE)
		return *slot = M44_O_ARM, 0;
	if (count_slot(m, u->side, board, M44_O_STAR) < roll[2])
		return *slot = M44_O_STAR, 0;
	return not_ordered(c, u, "rolled no more symbol of its type nor star", e);
}

/* A tactic card that orders units by type (B-5: Armor Assault, Artillery
 * Bombard, Behind Enemy Lines, Close Assault, Dig-In, Direct from HQ, Firefight,
 * Infantry Assault, Move Out!), with "if you do not command any, order 1 unit of
 * your choice". */
static int slot_tactic(const struct m44_map *m, const struct m44_card *c,
		const struct m44_unit *u, int board, unsigned *slot, struct err *e)
{
	unsigned in = c->effect == M44_E_INF_ASSAULT ? c->sections : 0;
	int n = count_slot(m, u->side, board, M44_O_CARD), cls = card_class(u);

	if (in && !(own_sections(m, u) & in))
		return not_ordered(c, u, "orders units in its section only", e);
	if (c->effect == M44_E_CLOSE && !adjacent_enemy(m, u))
		return not_ordered(c, u, "orders units next to an enemy unit", e);
	if (c->effect == M44_E_FIREFIGHT && adjacent_enemy(m, u))
		return not_ordered(c, u, "orders units that are not next to an enemy unit", e);
	*slot = M44_O_CARD;
	if (c->who && !commands_any(m, u->side, board, c->who, in)) {
		if (n >= 1)
			return not_ordered(c, u, "orders 1 unit of your choice when you command "
					"none of its type, and it has", e);
		return 0;
	}
	if (c->who && (cls == M44_CL_NONE || !(c->who & (1u << cls))))
		return not_ordered(c, u, "does not order units of its type", e);
	if (c->units >= 0 && n >= c->units)
		return not_ordered(c, u, "has ordered all the units it orders", e);
	return 0;
}

static int pick_slot(const struct state *st, const struct m44_map *m,
		const struct m44_card *c, const struct m44_unit *u, int want, unsigned *slot,
		struct err *e)
{
	int board = u->onboard ? m44_board_of(m, u->hex) : 1;

	if (want == 1 && c->effect != M44_E_SECTION && c->effect != M44_E_COUNT)
		return not_ordered(c, u, "orders no unit on the move", e);
	switch (c->effect) {
	case M44_E_COUNT:
	case M44_E_SECTION:
		return slot_section(m, c, u, board, want, slot, e);
	case M44_E_EACH:
	case M44_E_FLANKS:
		return slot_sections(m, c, u, board, slot, e);
	case M44_E_FINEST:
		return slot_finest(st, m, c, u, board, slot, e);
	case M44_E_AIR:
	case M44_E_BARRAGE:
	case M44_E_AMBUSH:
		return not_ordered(c, u, "orders no unit (it is played on its own: bombard, or "
				"an assault's ambush=yes)", e);
	case M44_E_MEDICS:
		return not_ordered(c, u, "orders only the unit that recovered figures when it "
				"was played", e);
	case M44_E_COUNTER:
		return not_ordered(c, u, "copies the opponent's card when it is played (order "
				"play)", e);
	default:
		return slot_tactic(m, c, u, board, slot, e);
	}
}

static void log_order(struct game_ctx *g, const struct m44_card *c, const struct m44_unit *u)
{
	unsigned o = u->ordered;

	log_step(g->log, "B-5, B-6", "%s is ordered by %s%s%s%s%s", u->id, c->text,
			o == M44_O_MOVE ? _(", on the move: it may move, not battle (Breakthrough deck)") :
			"", o & 7 ? " (the " : "", o & 7 ? sec_name(o) : "", o & 7 ? " section)" : "");
}

int m44_card_order(struct game_ctx *g, struct m44_map *m, const struct m44_card *c,
		struct m44_unit *u, int onmove, struct err *e)
{
	unsigned slot = 0;

	if (u->ordered)
		return kit_refuse(e, "B-5", "%s is already ordered this turn", u->id);
	if (pick_slot(m->st, m, c, u, onmove ? 1 : 0, &slot, e))
		return e->code;
	u->ordered = slot;
	u->owner = m->boards > 1 ? m44_board_of(m, u->hex) : 0;
	log_order(g, c, u);
	return 0;
}

/* What the card forbids the units it orders (each card's text, B-5). */
static int card_limits(const struct m44_card *c, const struct m44_unit *u, int act, int dist,
		struct err *e)
{
	if (u->flags & M44_F_DUG_IN)
		return kit_refuse(e, "B-5 Dig-In", "%s dug in this turn: that was its order", u->id);
	if (act == M44_ACT_BATTLE && u->ordered == M44_O_MOVE)
		return kit_refuse(e, "B-5 (Breakthrough deck)", "%s is on the move: it may move, "
				"not battle", u->id);
	if (c->effect == M44_E_FIREFIGHT && act == M44_ACT_MOVE && u->ordered)
		return kit_refuse(e, "B-5 Firefight", "units in a firefight may not move (%s)", u->id);
	if (c->effect == M44_E_CLOSE && act == M44_ACT_MOVE && u->ordered)
		return kit_refuse(e, "B-5 Close Assault", "units may not move before they battle "
				"(%s)", u->id);
	if (c->effect == M44_E_CLOSE && act == M44_ACT_BATTLE && dist > 1 && u->ordered)
		return kit_refuse(e, "B-5 Close Assault", "the card orders close assaults; %s "
				"fires at range %d", u->id, dist);
	return 0;
}

int m44_unit_board(const struct m44_map *m, const struct m44_unit *u)
{
	/* a unit that crossed to another board is played by the player who ordered
	 * it until the end of the turn (§VI-Single L484) */
	if (u->owner)
		return u->owner;
	return u->onboard ? m44_board_of(m, u->hex) : 1;
}

int m44_card_act(struct game_ctx *g, const struct state *st, struct m44_map *m,
		struct m44_unit *u, int act, int dist, struct err *e)
{
	struct m44_card c;
	int have, board = m44_unit_board(m, u);
	unsigned slot = 0;

	if (m44_card_now(g, st, u->side, board, &c, &have, e))
		return e->code;
	if (!have)
		return (u->flags & M44_F_DUG_IN) ? card_limits(&c, u, act, dist, e) : 0;
	if (c.fresh && (c.effect == M44_E_FINEST || c.effect == M44_E_MEDICS ||
				c.effect == M44_E_COUNTER || c.effect == M44_E_DIG_IN))
		return kit_refuse(e, "B-5", "%s acts when it is played: give the order play "
				"--card \"%s\" first", c.text, c.text);
	if (!u->ordered) {
		if (m44_phase_enforced(g, st))
			return kit_refuse(e, "B-7", "%s was not ordered this turn: the card's units "
					"are named in the order phase (order units=ID,...)", u->id);
		if (pick_slot(st, m, &c, u, act == M44_ACT_MOVE ? 2 : 0, &slot, e))
			return e->code;
		u->ordered = slot;
		u->owner = m->boards > 1 ? board : 0;
		log_order(g, &c, u);
	}
	return card_limits(&c, u, act, dist, e);
}

int m44_card_bonus(const struct m44_card *c, const struct m44_unit *u, int dist, int second,
		const char **why)
{
	int cls = card_class(u);

	*why = "";
	if (!u->ordered || u->ordered == M44_O_MOVE)
		return 0;
	switch (c->effect) {
	case M44_E_FINEST:
		*why = "Their Finest Hour: ordered units battle with 1 more die";
		return c->bonus;
	case M44_E_FIREFIGHT:
		*why = "Firefight: firefighting units roll 1 more die";
		return c->bonus;
	case M44_E_CLOSE:
		*why = "Close Assault: units battle with 1 more die (not in an overrun, BGA "
			"CloseAssault.php)";
		return second ? 0 : c->bonus;
	case M44_E_ARMOR_ASSAULT:
		*why = "Armor Assault: armor in close assault rolls 1 more die";
		return cls == M44_CL_ARMOR && dist == 1 ? c->bonus : 0;
	case M44_E_BEHIND:
		*why = "Behind Enemy Lines: the unit battles with 1 more die";
		return cls == M44_CL_INFANTRY ? c->bonus : 0;
	default:
		return 0;
	}
}

int m44_card_moves(const struct m44_card *c, const struct m44_unit *u, int *move, int *battle,
		int *free)
{
	int cls = card_class(u);

	*free = 0;
	if (!u->ordered || c->move < 0 || cls == M44_CL_NONE || !(c->who & (1u << cls)))
		return -1;
	if (c->effect != M44_E_ART_BOMBARD && c->effect != M44_E_INF_ASSAULT &&
			c->effect != M44_E_BEHIND)
		return -1;
	*move = c->move;
	*battle = c->move_battle;
	*free = c->effect == M44_E_BEHIND;
	return 0;
}

int m44_card_face(struct game_ctx *g, int deck, const char *name, struct m44_card *c,
		int *copies, struct err *e)
{
	const struct table *t;

	if (strchr(name, ':') == NULL && m44_card_parse(g, deck, name, c, e) == 0 &&
			!strcmp(c->face, c->text) && !strcmp(c->face, name)) {
		if (card_table(g, &t, e))
			return e->code;
		*copies = atoi(table_cell(t, c->row, table_col(t, "count")));
		if (deck == M44_DECK_DOUBLE)
			*copies *= 2;
		return 0;
	}
	/* a card played in a section the player names: its face has none */
	if (card_table(g, &t, e))
		return e->code;
	for (int r = 1; r < t->nrows; r++) {
		char a[64], b[64];
		squash(table_cell(t, r, table_col(t, "card")), a, sizeof a);
		squash(name, b, sizeof b);
		if (!strcmp(a, b) && !strcmp(table_cell(t, r, table_col(t, "section")), "any") &&
				!strcmp(table_cell(t, r, table_col(t, "deck")), deck == M44_DECK_DOUBLE ?
					"standard" : m44_deck_name(deck))) {
			memset(c, 0, sizeof *c);
			from_row(t, r, c);
			c->deck = deck;
			snprintf(c->text, sizeof c->text, "%s", c->name);
			snprintf(c->face, sizeof c->face, "%s", c->name);
			*copies = atoi(table_cell(t, r, table_col(t, "count"))) *
				(deck == M44_DECK_DOUBLE ? 2 : 1);
			return 0;
		}
	}
	return err_set(e, EXIT_USAGE, "'%s' is no card of the %s deck", name,
			m44_deck_name(deck));
}

int m44_card_commit(struct game_ctx *g, struct state *st, int side, int board, struct err *e)
{
	struct m44_card c;
	int have;

	if (g->card == NULL || m44_card_now(g, st, side, board, &c, &have, e))
		return g->card == NULL ? 0 : e->code;
	return have && c.fresh ? m44_cards_play(g, st, side, board, &c, e) : 0;
}

int m44_phase_enforced(struct game_ctx *g, const struct state *st)
{
	const char *r = game_rule(g, st, "sequence");

	return seq_phase_of(st) != NULL && (r == NULL || strcmp(r, "off") != 0);
}
