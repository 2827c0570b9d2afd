/*
 * turn.c: the sequence of play of a Memoir '44 turn (B-7, base game, not in the
 * seed, with the seed's insertions, digest 8): the card phase (terrain control
 * at the start of the turn, §V L454; the command card played, and what a tactic
 * card does when played, L183), the order phase (the reinforcement roll after
 * the card, L181; the units the card orders), the movement phase (moves,
 * deployments, landing craft), the battle phase (battles, take ground, overrun),
 * and the draw (B-5), after which the other side plays.
 *
 * The state records the phase (set,phase: card, order, move, battle, draw) and
 * the side to play (set,active); game_resolve refuses an order outside its
 * phases (sequence.h) unless the ruling sequence=off. The orders here: play (the
 * card), order (the units it orders), turn (to the next phase, doing what the
 * rules do between phases: the draw and the end of the turn after the draw
 * phase), end (the draw and the end of the turn). A state without a phase row
 * is not checked against the sequence: each order checks what the turn alone
 * decides, and the log says so (m44_rulings_log).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "kit.h"
#include "sequence.h"

/* The phases, in the order of the turn (memoir44.c registers them). */
static const char *const phase_ids[] = { "card", "order", "move", "battle", "draw", NULL };

/* Which board an order acts on (board=, default 1). */
static int board_arg(const struct m44_map *m, const struct order *o, int *board,
		struct err *e)
{
	const char *v = m44_opt(o, "board", "");

	*board = 1;
	if (*v && (m44_int(v, 1, 6, board) || *board > m->boards))
		return err_set(e, EXIT_USAGE, "board=%s: a board of the state (1 to %d)", v,
				m->boards);
	return 0;
}

/* A Counter-Attack copies the order the opponent just played, a right section
 * card becoming the left one and the reverse; an Infantry Assault is countered
 * in the same section as the opponent's, which from the other side of the table
 * is the mirrored one too (B-5 Counter-Attack; BGA CounterAttack.php). */
static int counter(struct game_ctx *g, const struct state *st, int side, int board,
		struct m44_card *c, struct err *e)
{
	char key[32], text[64];
	const char *last, *p;
	int deck;

	m44_board_key("last", !side, board, key, sizeof key);
	if ((last = state_get(st, key)) == NULL || *last == '\0')
		return kit_refuse(e, "B-5 Counter-Attack", "the %s have played no card to copy "
				"(set,%s)", m44_side_name(!side), key);
	p = strncmp(last, "Counter-Attack: ", 16) ? last : last + 16;
	snprintf(text, sizeof text, "%s", p);
	if (m44_deck_of(st, &deck, e) || m44_card_parse(g, deck, text, c, e))
		return e->code;
	if (c->effect == M44_E_AMBUSH)
		return kit_refuse(e, "B-5 Counter-Attack", "the %s' last card was an Ambush, "
				"which orders nothing", m44_side_name(!side));
	if (c->sections == 1 || c->sections == 4) {
		size_t n = strlen(text);
		const char *w = c->sections == 1 ? "Right" : "Left";
		while (n > 0 && text[n - 1] != ' ')
			n--;
		snprintf(text + n, sizeof text - n, "%s", w);
		if (m44_card_parse(g, deck, text, c, e))
			return e->code;
	}
	c->countered = 1;
	snprintf(text, sizeof text, "Counter-Attack: %s", c->text);
	snprintf(c->text, sizeof c->text, "%s", text);
	log_step(g->log, "B-5 Counter-Attack", "Counter-Attack copies the %s' %s: %s",
			m44_side_name(!side), last, c->text + 16);
	return 0;
}

/* What the card played does, in the log (its text, cards table). */
static void log_card(struct game_ctx *g, const struct m44_card *c)
{
	const struct table *t;
	struct err ignore = { 0 };

	if (c->effect == M44_E_COUNT || table_get(g->tables, "memoir44", "cards", &t, &ignore))
		return;
	log_step(g->log, "B-5; cards table", "%s: %s", c->name, table_cell(t, c->row,
				table_col(t, "text")));
}

int m44_play_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *ch, struct err *e)
{
	struct m44_map m;
	struct m44_card c;
	char key[32];
	int board, deck, rc;

	m44_rulings_log(g, st);
	if (g->card == NULL)
		return err_set(e, EXIT_USAGE, "play: name the card with --card, e.g. --card "
				"\"Probe Left\" (umpire-memoir44(7), CARDS)");
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if ((rc = board_arg(&m, o, &board, e)) != 0 || (rc = m44_deck_of(st, &deck, e)) != 0 ||
			(rc = m44_card_parse(g, deck, g->card, &c, e)) != 0)
		goto done;
	m44_card_key(m.active, board, key, sizeof key);
	if (state_get(st, key) && *state_get(st, key)) {
		rc = kit_refuse(e, "B-7", "the %s have played %s this turn", m44_side_name(m.active),
				state_get(st, key));
		goto done;
	}
	if (c.effect == M44_E_AMBUSH) {
		rc = kit_refuse(e, "B-5 Ambush", "Ambush is played in the opponent's turn, when he "
				"declares a close assault on your unit (assault ... ambush=yes)");
		goto done;
	}
	if (c.effect == M44_E_COUNTER && (rc = counter(g, st, m.active, board, &c, e)) != 0)
		goto done;
	log_card(g, &c);
	if ((rc = m44_cards_play(g, st, m.active, board, &c, e)) == 0)
		rc = m44_tactic_play(g, st, &m, o, &c, board, ch, e);
done:
	m44_map_free(&m);
	return rc;
}

int m44_play_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct m44_card c;
	int deck;

	if (g->card == NULL)
		return err_set(e, EXIT_USAGE, "odds play: name the card with --card");
	if (m44_deck_of(st, &deck, e) || m44_card_parse(g, deck, g->card, &c, e))
		return e->code;
	return m44_tactic_odds(g, st, o, &c, r, e);
}

/* The units of a list, each ordered by the card (B-5, B-6). */
static int order_list(struct game_ctx *g, struct state *st, struct m44_map *m,
		const char *list, int onmove, int *n, struct err *e)
{
	char items[32 * 40];
	int k = *list ? order_split(list, items, 40, 32) : 0;
	struct m44_card c;
	int have;

	if (k < 0)
		return err_set(e, EXIT_USAGE, "%s=%s: unit ids, comma-separated", onmove ? "onmove" :
				"units", list);
	for (int i = 0; i < k; i++) {
		struct m44_unit *u = m44_unit_find(m, items + i * 40);
		if (u == NULL || !u->onboard)
			return err_set(e, EXIT_USAGE, "%s: no such unit on the board", items + i * 40);
		if (u->side != m->active)
			return kit_refuse(e, "B-7", "%s is not the %s's", u->id,
					m44_side_name(m->active));
		if (m44_card_now(g, st, u->side, m44_board_of(m, u->hex), &c, &have, e))
			return e->code;
		if (!have || c.fresh)
			return kit_refuse(e, "B-7", "no card was played this turn: play one first "
					"(order play --card ...)");
		if (m44_card_order(g, m, &c, u, onmove, e) ||
				(!onmove && c.effect == M44_E_DIG_IN && m44_dig_in(g, st, m, u, e)) ||
				m44_unit_store(m, st, u, e))
			return e->code;
		(*n)++;
	}
	return 0;
}

int m44_order_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *ch, struct err *e)
{
	struct m44_map m;
	int n = 0, rc;

	m44_rulings_log(g, st);
	(void)ch;
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if ((rc = order_list(g, st, &m, order_get(o, "units"), 0, &n, e)) == 0)
		rc = order_list(g, st, &m, order_get(o, "onmove"), 1, &n, e);
	if (rc == 0 && n == 0)
		rc = err_set(e, EXIT_USAGE, "order: name the units, units=ID,... (onmove=ID,... "
				"for units on the move)");
	m44_map_free(&m);
	return rc;
}

/* Clear the turn's marks: unit markers, the card's orders, the card played (kept
 * as set,last.SIDE for a Counter-Attack), its roll, the flag moves. */
static int clear_turn(struct game_ctx *g, struct state *st, struct m44_map *m, int *cleared,
		struct err *e)
{
	unsigned keep = M44_F_RETREAT_ANY | M44_F_ANY_BASELINE | M44_F_FIRST_FLAG;
	const char *side = m44_side_name(m->active);
	char key[32], last[32], v[64];

	for (int i = 0; i < m->nunits; i++) {
		struct m44_unit *u = &m->units[i];
		if ((u->flags & ~keep) == 0 && u->moved == 0 && u->ordered == 0 && u->owner == 0)
			continue;
		if (u->owner && u->onboard && m44_board_of(m, u->hex) != u->owner)
			log_step(g->log, "§VI-Single L484", "%s crossed to board %d: "
					"it passes to that board's player", u->id, m44_board_of(m, u->hex));
		u->flags &= keep;
		u->moved = 0;
		u->ordered = 0;
		u->owner = 0;
		(*cleared)++;
		if (m44_unit_store(m, st, u, e))
			return e->code;
	}
	for (int b = 1; b <= m->boards; b++) {
		m44_card_key(m->active, b, key, sizeof key);
		snprintf(last, sizeof last, "last.%s%s", side, key + 5 + strlen(side));
		if (state_get(st, key) && *state_get(st, key)) {
			snprintf(v, sizeof v, "%s", state_get(st, key));
			if (state_set(st, last, v) || state_set(st, key, ""))
				return err_set(e, EXIT_IO, "out of memory");
		}
		snprintf(key, sizeof key, b > 1 ? "roll.%s.%d" : "roll.%s", side, b);
		if (state_get(st, key) && state_set(st, key, ""))
			return err_set(e, EXIT_IO, "out of memory");
	}
	snprintf(key, sizeof key, "flag_moves.%s", side);
	if (state_get(st, key) && state_set(st, key, "0"))
		return err_set(e, EXIT_IO, "out of memory");
	snprintf(key, sizeof key, "used.%s", side);
	if (state_get(st, key) && state_set(st, key, ""))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

/* The end of a turn (B-7; §VI-Single L484): the draw (B-5), the turn's marks
 * cleared, the other side plays, its turn count advancing (set,turn.SIDE is the
 * number of the side's current turn, as OverThrough's dice read it, L506). */
static int end_turn(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *ch, struct err *e)
{
	struct m44_map m;
	int rc = 0, cleared = 0, pending = 0;
	char key[32], v[16];
	const char *t;

	if (m44_map_load(&m, g, st, e))
		return e->code;
	for (int b = 1; b <= m.boards && rc == 0 && !pending; b++)
		rc = m44_cards_draw(g, st, o, m.active, b, ch, &pending, e);
	if (rc || pending)
		goto done;
	if ((rc = clear_turn(g, st, &m, &cleared, e)) != 0)
		goto done;
	snprintf(key, sizeof key, "turn.%s", m44_side_name(!m.active));
	t = state_get(st, key);
	snprintf(v, sizeof v, "%d", (t ? atoi(t) : 0) + 1);
	if (state_set(st, key, v) || state_set(st, "active", m44_side_name(!m.active)) ||
			(seq_phase_of(st) && state_set(st, "phase", "card")))
		rc = err_set(e, EXIT_IO, "out of memory");
	if (rc == 0)
		log_stepn(g->log, "B-7", "End of the %s' turn: the markers of %d unit cleared; "
				"the %s play their turn %s",
				"End of the %s' turn: the markers of %d units cleared; the %s "
				"play their turn %s", cleared, m44_side_name(m.active), cleared,
				m44_side_name(!m.active), v);
done:
	m44_map_free(&m);
	return rc;
}

int m44_end_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	m44_rulings_log(g, st);
	return end_turn(g, st, o, c, e);
}

/* Between the card phase and the order phase: a card was played. */
static int card_played(struct game_ctx *g, const struct state *st, int side, struct err *e)
{
	char key[32];
	const char *v = state_get(st, m44_card_key(side, 1, key, sizeof key));

	(void)g;
	if (v == NULL || *v == '\0')
		return kit_refuse(e, "B-7", "the %s have played no command card this turn (order "
				"play --card ...)", m44_side_name(side));
	return 0;
}

int m44_turn_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	const char *now = seq_phase_of(st), *side;
	int k, active;

	m44_rulings_log(g, st);
	side = state_get(st, "active") ? state_get(st, "active") : "allies";
	active = m44_side_parse(side) < 0 ? M44_ALLIES : m44_side_parse(side);
	if (now == NULL) {
		log_step(g->log, "B-7", "The phase is recorded from now on: the %s' card phase",
				m44_side_name(active));
		return state_set(st, "phase", "card") ? err_set(e, EXIT_IO, "out of memory") : 0;
	}
	if ((k = kit_enum(phase_ids, now)) < 0)
		return err_set(e, EXIT_DATA, "%s: phase '%s' (card, order, move, battle or draw)",
				kit_path(st), now);
	if (k == 4)
		return end_turn(g, st, o, c, e);
	if (k == 0 && card_played(g, st, active, e))
		return e->code;
	log_step(g->log, "B-7", "The %s' %s phase ends; the %s phase begins",
			m44_side_name(active), phase_ids[k], phase_ids[k + 1]);
	return state_set(st, "phase", phase_ids[k + 1]) ? err_set(e, EXIT_IO, "out of memory") : 0;
}
