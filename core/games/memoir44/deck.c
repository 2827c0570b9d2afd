/*
 * deck.c: the command deck in the state (digest 2.2, B-5): one `card` row per
 * card, with its board and its pile, the draw pile (draw), the discards
 * (discard), each side's hand (hand.allies, hand.axis) and the card in play
 * (play.allies, play.axis). One deck per board (L482: "a raison d'un paquet par
 * plateau").
 *
 * The draw pile has no order in the state: each card drawn is one throw of a
 * die with as many faces as the pile has cards (the pile sorted by id), asked of
 * the chance drivers like every die. So a draw is seeded, typed (--dice), or
 * named at the table (drawn=), a shuffled deck and a throw per draw give every
 * card the same chance, and in play by e-mail a draw is committed like a die
 * (no order to hide, none to steer). Reshuffling is putting the discards back
 * into the draw pile.
 *
 * The deal (order deal) makes a board's deck and deals the scenario's hands
 * (scenario pages: Axis 3 / Allies 6 on Sword...); the draw at the end of a turn
 * (turn.c) discards the card played, lets the owner of an Ambush draw first,
 * reshuffles after Their Finest Hour, draws 1, or 2 keeping 1 after a Recon, and
 * the scenario's "prenez 2 cartes" on the turns it names.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "kit.h"
#include "pending.h"

static const char *const piles[] = { "draw", "discard", "hand.allies", "hand.axis",
	"play.allies", "play.axis", NULL };

static int sealed(const struct state *st, const struct m44_cards *k, int board);
static const char *pile_of(const char *what, int side, char *buf, size_t size)
{
	snprintf(buf, size, "%s.%s", what, m44_side_name(side));
	return buf;
}

static int card_row(struct game_ctx *g, const struct state *st, const struct state_kind *kd,
		const int *c, int i, struct m44_cards *k, struct err *e)
{
	const struct state_row *r = &kd->rows[i];
	struct m44_cardrow *x = &k->c[k->n];
	struct m44_card spec;
	struct err ignore = { 0 };
	const char *v;
	int copies, same = 0;

	x->row = i;
	x->line = r->line;
	x->id = state_field(r, c[0]);
	x->name = state_field(r, c[1]);
	if (*x->id == '\0' || strlen(x->id) > 16 || strpbrk(x->id, " ,\"") != NULL)
		return kit_bad(e, st, r, c[0], "card id (a word of at most 16 characters) '%s'",
				x->id);
	for (int j = 0; j < k->n; j++)
		if (!strcmp(k->c[j].id, x->id))
			return kit_bad(e, st, r, c[0], "card id given twice '%s'", x->id);
	if (m44_card_face(g, k->deck, x->name, &spec, &copies, &ignore))
		return kit_bad(e, st, r, c[1], "card (a printed card of the %s deck, umpire "
				"tables memoir44 cards) '%s'", m44_deck_name(k->deck), x->name);
	v = state_field(r, c[2]);
	x->board = 1;
	if (*v && m44_int(v, 1, 6, &x->board))
		return kit_bad(e, st, r, c[2], "board (1 to 6) '%s'", v);
	v = state_field(r, c[3]);
	if (kit_enum(piles, v) < 0)
		return kit_bad(e, st, r, c[3], "pile (draw, discard, hand.allies, hand.axis, "
				"play.allies or play.axis) '%s'", v);
	snprintf(x->pile, sizeof x->pile, "%s", v);
	for (int j = 0; j < k->n; j++)
		same += k->c[j].board == x->board && !strcmp(k->c[j].name, x->name);
	if (same >= copies)
		return kit_bad(e, st, r, c[1], "card (the %s deck has %d %s on a board) '%s'",
				m44_deck_name(k->deck), copies, x->name, x->name);
	k->n++;
	return 0;
}

int m44_cards_load(struct game_ctx *g, const struct state *st, struct m44_cards *k,
		struct err *e)
{
	const struct state_kind *kd = state_kind(st, "card");
	static const char *const need[] = { "id", "name", "pile", NULL };
	int c[4];

	memset(k, 0, sizeof *k);
	if (m44_deck_of(st, &k->deck, e))
		return e->code;
	if (kd == NULL || kd->nrows == 0)
		return 0;
	if (kit_need_cols(st, kd, need, "umpire-memoir44(7)", e))
		return e->code;
	c[0] = state_col(kd, "id");
	c[1] = state_col(kd, "name");
	c[2] = state_col(kd, "board");
	c[3] = state_col(kd, "pile");
	if ((k->c = calloc((size_t)kd->nrows, sizeof *k->c)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < kd->nrows; i++)
		if (card_row(g, st, kd, c, i, k, e)) {
			m44_cards_free(k);
			return e->code;
		}
	return 0;
}

void m44_cards_free(struct m44_cards *k)
{
	free(k->c);
	k->c = NULL;
	k->n = 0;
}

int m44_cards_count(const struct m44_cards *k, int board, const char *pile)
{
	int n = 0;

	for (int i = 0; i < k->n; i++)
		n += k->c[i].board == board && !strcmp(k->c[i].pile, pile);
	return n;
}

struct m44_cardrow *m44_cards_find(struct m44_cards *k, int board, const char *pile,
		const char *name)
{
	for (int i = 0; i < k->n; i++)
		if (k->c[i].board == board && !strcmp(k->c[i].pile, pile) &&
				!strcmp(k->c[i].name, name))
			return &k->c[i];
	return NULL;
}

void m44_cards_move(struct m44_cardrow *r, const char *pile)
{
	snprintf(r->pile, sizeof r->pile, "%s", pile);
}

int m44_cards_store(struct state *st, const struct m44_cards *k, struct err *e)
{
	struct state_kind *kd = state_kind(st, "card");
	int c = kd ? state_col(kd, "pile") : -1;

	for (int i = 0; i < k->n; i++)
		if (kd == NULL || c < 0 || state_field_set(&kd->rows[k->c[i].row], c, k->c[i].pile))
			return err_set(e, EXIT_IO, "out of memory");
	/* set,hand.SIDE follows board 1: the hand, the card in play included, as
	 * the reinforcement roll counts it (L181) */
	for (int s = 0; s < 2; s++) {
		char key[32], pile[24], v[16];
		snprintf(key, sizeof key, "hand.%s", m44_side_name(s));
		snprintf(v, sizeof v, "%d", m44_cards_count(k, 1, pile_of("hand", s, pile,
						sizeof pile)) + m44_cards_count(k, 1, pile_of("play", s, pile,
							sizeof pile)));
		if (state_set(st, key, v))
			return err_set(e, EXIT_IO, "out of memory");
	}
	return 0;
}


int m44_hand_size(struct game_ctx *g, const struct state *st, int side, int board,
		struct err *e)
{
	struct m44_cards k;
	char key[32], p1[24], p2[24];
	const char *v;
	int n = -1;

	if (m44_cards_load(g, st, &k, e))
		return -2;
	if (k.n > 0 && !sealed(st, &k, board))
		n = m44_cards_count(&k, board, pile_of("hand", side, p1, sizeof p1)) +
			m44_cards_count(&k, board, pile_of("play", side, p2, sizeof p2));
	m44_cards_free(&k);
	if (n >= 0)
		return n;
	m44_board_key("hand", side, board, key, sizeof key);   /* hand.SIDE[.B] */
	v = state_get(st, key);
	return v != NULL && m44_int(v, 0, 99, &n) == 0 ? n : -1;
}

int m44_cards_play(struct game_ctx *g, struct state *st, int side, int board,
		const struct m44_card *c, struct err *e)
{
	struct m44_cards k;
	struct m44_cardrow *r;
	char key[32], hand[24], play[24];
	const char *face = c->countered ? "Counter-Attack" : c->face;
	int rc = 0, held;

	if (m44_cards_load(g, st, &k, e))
		return e->code;
	held = k.n > 0 && !sealed(st, &k, board);   /* a sealed board's hand is in its deal */
	if (held) {
		if ((r = m44_cards_find(&k, board, pile_of("hand", side, hand, sizeof hand),
						face)) == NULL)
			rc = kit_refuse(e, "B-5; B-7", "the %s hand holds no %s (board %d)",
					m44_side_adj(side), face, board);
		else {
			m44_cards_move(r, pile_of("play", side, play, sizeof play));
			rc = m44_cards_store(st, &k, e);
		}
	}
	if (rc == 0 && state_set(st, m44_card_key(side, board, key, sizeof key), c->text))
		rc = err_set(e, EXIT_IO, "out of memory");
	if (rc == 0)
		log_step(g->log, "B-7", "The %s play %s%s", m44_side_adj(side), c->text,
				held ? _(" from their hand") : "");
	m44_cards_free(&k);
	return rc;
}

/* The draw pile of a board, sorted by id (the faces of the drawing die). */
static int draw_pile(const struct m44_cards *k, int board, struct m44_cardrow **out, int max)
{
	int n = 0;

	for (int i = 0; i < k->n && n < max; i++)
		if (k->c[i].board == board && !strcmp(k->c[i].pile, "draw")) {
			int j = n++;
			while (j > 0 && strcmp(out[j - 1]->id, k->c[i].id) > 0) {
				out[j] = out[j - 1];
				j--;
			}
			out[j] = &k->c[i];
		}
	return n;
}

/* The discards go back into the draw pile (B-5: "reshuffle", Medium). */
static void reshuffle(struct game_ctx *g, struct m44_cards *k, int board, const char *why)
{
	int n = 0;

	for (int i = 0; i < k->n; i++)
		if (k->c[i].board == board && !strcmp(k->c[i].pile, "discard")) {
			m44_cards_move(&k->c[i], "draw");
			n++;
		}
	log_stepn(g->log, "B-5", "%s: the %d discarded card goes back into the draw pile, "
			"shuffled", "%s: the %d discarded cards go back into the draw pile, shuffled",
			n, why, n);
}

/* One card from the draw pile into `pile`: the one named at the table (drawn=,
 * the next of its list), else a die with a face per card. *got is the card, or
 * NULL when no card is left even after reshuffling. */
static int draw_one(struct game_ctx *g, const struct order *o,
		struct m44_cards *k, int board, const char *pile, int *named, struct chance *c,
		struct m44_cardrow **got, struct err *e)
{
	struct m44_cardrow *p[256];
	const char *drawn = m44_opt(o, "drawn", "");
	int n = draw_pile(k, board, p, 256);
	struct chance_roll cr;

	*got = NULL;
	if (n == 0) {
		reshuffle(g, k, board, "The draw pile is empty");
		n = draw_pile(k, board, p, 256);
	}
	if (n == 0) {
		log_step(g->log, "B-5", "No card is left to draw");
		return 0;
	}
	if (*drawn && g->committed)
		return kit_refuse(e, "B-5; umpire(1) committed turns", "drawn=%s: in a committed "
				"turn the draw is keyed like the dice (seed, commitment, the opponent's "
				"key); no card is named at the table", drawn);
	if (*drawn) {
		char items[16 * 40];
		int ni = order_split(drawn, items, 40, 16), pick = -1;
		if (ni < 0 || *named >= ni)
			return err_set(e, EXIT_USAGE, "drawn=%s: one card per card drawn, as named "
					"in umpire tables memoir44 cards, words joined by '-'", drawn);
		for (int i = 0; i < n && pick < 0; i++) {
			char a[48], b[48];
			size_t x = 0, y = 0;
			for (const char *s = p[i]->name; *s; s++)
				if ((*s | 32) >= 'a' && (*s | 32) <= 'z')
					a[x++] = (char)(*s | 32);
			for (const char *s = items + *named * 40; *s && y < 47; s++)
				if ((*s | 32) >= 'a' && (*s | 32) <= 'z')
					b[y++] = (char)(*s | 32);
			a[x] = b[y] = '\0';
			if (!strcmp(a, b))
				pick = i;
		}
		if (pick < 0)
			return kit_refuse(e, "B-5", "drawn=%s: the draw pile holds no %s",
					drawn, items + *named * 40);
		(*named)++;
		*got = p[pick];
	} else {
		if (chance_rollf(c, 1, n, CHANCE_FACES, 0, &cr, e, "the card drawn from %d", n))
			return e->code;
		*got = p[cr.faces[0] - 1];
	}
	m44_cards_move(*got, pile);
	return 0;
}

/* The draw of the card played (B-5): its draw and keep, the scenario's extra
 * card on the turns its page names ("Prenez 2 cartes a la fin de votre premier
 * tour", Sword L663 and each page; scenarios table column extra_SIDE). */
static int draw_counts(struct game_ctx *g, const struct state *st, const struct m44_card *c,
		int side, int *draw, int *keep, struct err *e)
{
	const char *scen = state_get(st, "scenario"), *cell;
	char key[32], col[32], list[32];
	const struct table *t;
	int turn = 0, row, cc;

	*draw = c->draw;
	*keep = c->keep;
	if (*draw < 0 || *keep < 0) {
		const struct table *ct;
		if (table_get(g->tables, "memoir44", "cards", &ct, e))
			return e->code;
		return table_need(ct, c->row, table_col(ct, *draw < 0 ? "draw" : "keep"),
				"B-18 (the Overlord draw)", &cell, e);
	}
	snprintf(key, sizeof key, "turn.%s", m44_side_name(side));
	if (scen == NULL || state_get(st, key) == NULL || m44_int(state_get(st, key), 0, 999,
				&turn) || table_get(g->tables, "memoir44", "scenarios", &t, e) ||
			(row = table_row(t, 0, scen)) < 0)
		return 0;
	snprintf(col, sizeof col, "extra_%s", m44_side_name(side));
	if ((cc = table_col(t, col)) < 0)
		return 0;
	snprintf(list, sizeof list, ";%s;", table_cell(t, row, cc));
	snprintf(col, sizeof col, ";%d;", turn);
	if (strstr(list, col) != NULL) {
		(*draw)++;
		(*keep)++;
		/* after a Recon: draw 3 keep 2, or just take 2 (ruling recon-extra-draw) */
		if (*draw > *keep && !strcmp(game_rule(g, st, "recon-extra-draw"), "draw-2-keep-2"))
			*draw = *keep;
		log_step(g->log, "scenario pages (L663, L891, L955)", "The %s take 2 cards at the "
				"end of their turn %d, as the %s page says", m44_side_adj(side), turn,
				scen);
	}
	return 0;
}

/* Of the cards drawn, those kept (keep=ID[+ID], the player's choice after a
 * Recon: "draw two, choose one and discard the other", B-5) go to the hand, the
 * others to the discards; without keep= the order stops for the choice (nothing
 * of the state changed yet: the draw comes first). */
static int choose(struct game_ctx *g, struct state *st, const struct order *o,
		struct m44_cardrow **got, int n, int keep, int side, int *pending, struct err *e)
{
	const char *want = m44_opt(o, "keep", "");
	char hand[24], opts[512] = "", list[256] = "", w[96];
	size_t used = 0, ul = 0;
	int kept = 0;

	for (int i = 0; i < n; i++)
		ul += (size_t)snprintf(list + ul, ul < sizeof list ? sizeof list - ul : 0, "%s%s "
				"(%s)", i ? ", " : "", got[i]->id, got[i]->name);
	if (*want == '\0') {
		/* the options: each choice of `keep` cards (1 or 2), ids joined by '+' */
		for (int a = 0; a < n; a++)
			for (int b = a + 1; b <= n; b++) {
				if ((keep == 1) != (b == n))
					continue;
				used += (size_t)snprintf(opts + used, used < sizeof opts ? sizeof opts -
						used : 0, "%s%s%s%s", used ? "|" : "", got[a]->id, keep > 1 ?
						"+" : "", keep > 1 ? got[b]->id : "");
			}
		log_step(g->log, "pending", "The %s drew %s and keep %d: they choose (answer with "
				"'umpire resolve STATE decide ID%s')", m44_side_adj(side), list, keep,
				keep > 1 ? "+ID" : "");
		*pending = 1;
		return pending_add(st, m44_side_name(side), "keep", opts, o->text, e);
	}
	snprintf(w, sizeof w, "+%s+", want);
	for (int i = 0; i < n; i++) {
		char id[24];
		snprintf(id, sizeof id, "+%s+", got[i]->id);
		kept += strstr(w, id) != NULL;
		m44_cards_move(got[i], strstr(w, id) ? pile_of("hand", side, hand, sizeof hand) :
				"discard");
	}
	if (kept != keep)
		return kit_refuse(e, "B-5", "keep=%s: keep %d of the cards drawn, %s", want, keep,
				list);
	log_stepn(g->log, "B-5", "The %s drew %s: they keep %s and discard the other",
			"The %s drew %s: they keep %s and discard the others", n - keep,
			m44_side_adj(side), list, want);
	return 0;
}

/* Discard a side's card(s) in play; *finest when one is Their Finest Hour. */
static void discard_play(struct game_ctx *g, struct m44_cards *k, int side, int board,
		int *finest)
{
	char play[24];

	pile_of("play", side, play, sizeof play);
	for (int i = 0; i < k->n; i++)
		if (k->c[i].board == board && !strcmp(k->c[i].pile, play)) {
			*finest |= !strcmp(k->c[i].name, "Their Finest Hour");
			log_step(g->log, "B-5", "The %s discard %s", m44_side_adj(side), k->c[i].name);
			m44_cards_move(&k->c[i], "discard");
		}
}

/* The opponent's Ambush, played during this turn: "at the end of the turn, draw
 * your Command card first" (B-5 Ambush; BGA Ambush.php, DrawCardsTrait.php). */
static int ambush_draw(struct game_ctx *g, const struct order *o, struct m44_cards *k,
		int side, int board, int *named, struct chance *c, struct err *e)
{
	char play[24], hand[24];
	struct m44_cardrow *got;
	int f = 0;

	if (m44_cards_count(k, board, pile_of("play", !side, play, sizeof play)) == 0)
		return 0;
	discard_play(g, k, !side, board, &f);
	if (draw_one(g, o, k, board, pile_of("hand", !side, hand, sizeof hand), named, c, &got,
				e))
		return e->code;
	if (got)
		log_step(g->log, "B-5 Ambush", "The %s, who played an Ambush, draw first: %s (%s)",
				m44_side_adj(!side), got->id, got->name);
	return 0;
}

/* The card whose draw applies: the one played (set,card.SIDE; a Counter-Attack
 * draws as the card it copies, BGA CounterAttack.php), else a plain draw of 1. */
static int played(struct game_ctx *g, const struct state *st, int side, int board,
		struct m44_card *card, struct err *e)
{
	int have;
	struct game_ctx quiet = *g;

	quiet.card = NULL;   /* the record, not --card */
	if (m44_card_now(&quiet, st, side, board, card, &have, e))
		return e->code;
	if (!have) {
		int deck;
		memset(card, 0, sizeof *card);
		card->draw = card->keep = 1;
		/* the Overlord deck's draw is not known (B-18): read it from a card of
		 * that deck, so that the order stops on its '?' */
		if (m44_deck_of(st, &deck, e) == 0 && deck == M44_DECK_OVERLORD)
			return m44_card_parse(&quiet, deck, "Probe Centre", card, e);
	}
	return 0;
}

/* ---- a sealed deck (umpire(1), Secret hands): the state holds no card rows
 * of the board, the board's deal file holds its cards, and the state what
 * each side is owed on it: set,deal.due.SIDE (the draws owed since the deal
 * began, the starting hand included: cumulative, never reset, so a journal
 * replays it), set,deal.discard.SIDE (the cards drawn and not kept, a
 * Recon's, to be shown with `deal open`), set,deal.react.SIDE (the cards SIDE
 * played out of its turn this turn, ';'-separated: an Ambush). Board 1 has
 * the bare keys, board B > 1 the keys .B (deal.due.SIDE.B...), as card.SIDE.B:
 * one deck, so one deal, per board (L482). `deal draw --state` draws what is
 * owed and `verify --deal` checks each board's deal file against it. ---- */

/* set,KEY.SIDE of a board: the bare key on board 1, KEY.SIDE.B beyond. */
const char *m44_board_key(const char *key, int side, int board, char *buf, size_t size)
{
	if (board > 1)
		snprintf(buf, size, "%s.%s.%d", key, m44_side_name(side), board);
	else
		snprintf(buf, size, "%s.%s", key, m44_side_name(side));
	return buf;
}

/* A sealed board: no card rows of it, and what the deal owes is recorded. */
static int sealed(const struct state *st, const struct m44_cards *k, int board)
{
	char key[40];

	for (int i = 0; i < k->n; i++)
		if (k->c[i].board == board)
			return 0;
	return state_get(st, m44_board_key("deal.due", M44_ALLIES, board, key, sizeof key)) ||
		state_get(st, m44_board_key("deal.due", M44_AXIS, board, key, sizeof key));
}

/* Add n to the count set,KEY (absent: 0); *now is the new count. */
static int add_key(struct state *st, const char *key, int n, int *now, struct err *e)
{
	const char *v = state_get(st, key);
	char b[16];

	*now = 0;
	if (v && *v && m44_int(v, 0, 9999, now))
		return err_set(e, EXIT_DATA, "%s: set,%s,%s: not a number of cards (0 to 9999)",
				kit_path(st), key, v);
	*now += n;
	snprintf(b, sizeof b, "%d", *now);
	return state_set(st, key, b) ? err_set(e, EXIT_IO, "out of memory") : 0;
}

/* The Ambushes the opponent played this turn draw first (B-5 Ambush): one card
 * each owed to him; his hand is as before (the Ambush discarded, one drawn). */
static int sealed_ambush(struct game_ctx *g, struct state *st, int opp, int board,
		struct err *e)
{
	char key[40], list[128];
	const char *v;
	int n = 0, due;

	m44_board_key("deal.react", opp, board, key, sizeof key);
	if ((v = state_get(st, key)) == NULL || *v == '\0')
		return 0;
	snprintf(list, sizeof list, "%s", v);
	for (char *s = NULL, *t = strtok_r(list, ";", &s); t; t = strtok_r(NULL, ";", &s))
		n += !strcmp(t, "Ambush");
	if (state_set(st, key, ""))
		return err_set(e, EXIT_IO, "out of memory");
	m44_board_key("deal.due", opp, board, key, sizeof key);
	if (n == 0 || add_key(st, key, n, &due, e))
		return e->code;
	log_stepn(g->log, "B-5 Ambush", "The %s, who played an Ambush, draw first: the sealed "
			"deal owes them %d card (deal.due.%s = %d)",
			"The %s, who played an Ambush, draw first: the sealed deal owes them %d "
			"cards (deal.due.%s = %d)", n, m44_side_adj(opp), n, key + 9, due);
	return 0;
}

/* The end-of-turn draw of a sealed board (B-5, B-7): the same counts as with
 * card rows (draw_counts: 1, a Recon's 2 keep 1, the scenario's extra card),
 * written as what the board's deal owes; the hand's size follows (the card
 * played discarded, the cards kept added). */
static int sealed_draw(struct game_ctx *g, struct state *st, int side, int board,
		struct err *e)
{
	struct m44_card card;
	char key[40], who[32];
	int draw, keep, have, due, discard, hand;

	if (sealed_ambush(g, st, !side, board, e) || played(g, st, side, board, &card, e) ||
			draw_counts(g, st, &card, side, &draw, &keep, e))
		return e->code;
	have = state_get(st, m44_card_key(side, board, key, sizeof key)) &&
		*state_get(st, key);
	if (have && card.effect == M44_E_FINEST)
		log_step(g->log, "B-5 Their Finest Hour", "The discards go back into the deck: "
				"in a sealed game, the deal file's reshuffle");
	/* SIDE, or SIDE.B: the keys' tail, as the messages name them */
	snprintf(who, sizeof who, "%s", m44_board_key("", side, board, key, sizeof key) + 1);
	if (add_key(st, m44_board_key("deal.due", side, board, key, sizeof key), draw, &due, e) ||
			add_key(st, m44_board_key("deal.discard", side, board, key, sizeof key),
				draw - keep, &discard, e) ||
			add_key(st, m44_board_key("hand", side, board, key, sizeof key), keep - have,
				&hand, e))
		return e->code;
	log_stepn(g->log, "B-5", "The %s draw %d card from the sealed deal (deal.due.%s = %d; "
			"umpire deal draw DEAL %s --state STATE)",
			"The %s draw %d cards from the sealed deal (deal.due.%s = %d; umpire deal "
			"draw DEAL %s --state STATE)", draw, m44_side_adj(side), draw, who, due,
			m44_side_name(side));
	if (draw > keep)
		log_stepn(g->log, "B-5", "The %s keep %d and show the other with umpire deal open "
				"(deal.discard.%s = %d)",
				"The %s keep %d and show the others with umpire deal open "
				"(deal.discard.%s = %d)", draw - keep, m44_side_adj(side), keep, who,
				discard);
	return 0;
}

int m44_cards_draw(struct game_ctx *g, struct state *st, const struct order *o, int side,
		int board, struct chance *c, int *pending, struct err *e)
{
	struct m44_cards k;
	struct m44_card card;
	struct m44_cardrow *got[8];
	char hand[24];
	int draw, keep, n = 0, named = 0, finest = 0, rc;

	*pending = 0;
	if ((rc = m44_cards_load(g, st, &k, e)) != 0)
		return rc;
	if (sealed(st, &k, board)) {
		m44_cards_free(&k);
		return sealed_draw(g, st, side, board, e);
	}
	if (k.n == 0) {
		log_step(g->log, "B-5", "The state holds no deck (no card rows; order deal): the "
				"players draw at the table");
		return 0;
	}
	if ((rc = played(g, st, side, board, &card, e)) != 0 ||
			(rc = ambush_draw(g, o, &k, side, board, &named, c, e)) != 0 ||
			(rc = draw_counts(g, st, &card, side, &draw, &keep, e)) != 0)
		goto done;
	discard_play(g, &k, side, board, &finest);
	if (finest)
		reshuffle(g, &k, board, "Their Finest Hour");
	for (; n < draw && n < 8; n++) {
		if ((rc = draw_one(g, o, &k, board, pile_of("hand", side, hand, sizeof hand),
						&named, c, &got[n], e)) != 0)
			goto done;
		if (got[n] == NULL)
			break;
	}
	if (draw > keep && n > keep)
		rc = choose(g, st, o, got, n, keep, side, pending, e);
	else
		for (int i = 0; i < n; i++)
			log_step(g->log, "B-5", "The %s draw a card: %s (%s)", m44_side_adj(side),
					got[i]->id, got[i]->name);
	if (rc == 0 && !*pending)
		rc = m44_cards_store(st, &k, e);
done:
	m44_cards_free(&k);
	return rc;
}

/* A board's deck, every card in the draw pile (cards table: each face and its
 * count in the deck; two standard decks mixed for `double`, L480). */
static int make_deck(struct game_ctx *g, struct state *st, int deck, int board, struct err *e)
{
	static const char *const cols[] = { "id", "name", "board", "pile" };
	static const char *const words[] = { "left", "Left", "centre", "Centre", "right",
		"Right" };
	const char *dk = deck == M44_DECK_DOUBLE ? "standard" : m44_deck_name(deck);
	struct state_kind *kd = state_kind_add(st, "card", cols, 4);
	const struct table *t;
	int n = 0;

	if (kd == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (table_get(g->tables, "memoir44", "cards", &t, e))
		return e->code;
	for (int r = 1; r < t->nrows; r++) {
		const char *sec = table_cell(t, r, table_col(t, "section")), *sw = "";
		int copies = atoi(table_cell(t, r, table_col(t, "count"))) *
			(deck == M44_DECK_DOUBLE ? 2 : 1);
		char name[48], id[16], b[4];
		if (strcmp(table_cell(t, r, table_col(t, "deck")), dk))
			continue;
		for (int w = 0; w < 6; w += 2)
			if (!strcmp(sec, words[w]))
				sw = words[w + 1];
		snprintf(name, sizeof name, "%s%s%s", table_cell(t, r, table_col(t, "card")),
				*sw ? " " : "", sw);
		snprintf(b, sizeof b, "%d", board);
		for (int i = 0; i < copies; i++) {
			struct state_row *row = state_row_add(kd);
			snprintf(id, sizeof id, "b%dc%03d", board, ++n);
			if (row == NULL || state_field_set(row, 1, id) || state_field_set(row,
						state_col(kd, "name"), name) || state_field_set(row,
						state_col(kd, "board"), b) || state_field_set(row,
						state_col(kd, "pile"), "draw"))
				return err_set(e, EXIT_IO, "out of memory");
		}
	}
	log_step(g->log, "B-5; L480-L488", "Board %d: the %s deck, %d cards, is shuffled into "
			"the draw pile", board, m44_deck_name(deck), n);
	return 0;
}

/* The starting hands: allies=, axis=, else the scenario page's (scenarios
 * table: Sword Axis 3 / Allies 6...). */
static int hand_sizes(struct game_ctx *g, const struct state *st, const struct order *o,
		int n[2], struct err *e)
{
	const char *scen = state_get(st, "scenario");
	const struct table *t;
	int row;

	for (int s = 0; s < 2; s++) {
		const char *v = m44_opt(o, m44_side_name(s), "");
		n[s] = -1;
		if (*v && m44_int(v, 0, 30, &n[s]))
			return err_set(e, EXIT_USAGE, "%s=%s: a number of cards (0 to 30)",
					m44_side_name(s), v);
	}
	if (n[0] >= 0 && n[1] >= 0)
		return 0;
	if (scen == NULL || table_get(g->tables, "memoir44", "scenarios", &t, e) ||
			(row = table_row(t, 0, scen)) < 0)
		return err_set(e, EXIT_USAGE, "deal: give allies=N axis=N, or a state with its "
				"set,scenario (the scenario page gives the hands)");
	for (int s = 0; s < 2; s++) {
		char col[32];
		snprintf(col, sizeof col, "%s_hand", m44_side_name(s));
		if (n[s] < 0)
			n[s] = atoi(table_cell(t, row, table_col(t, col)));
	}
	return 0;
}

int m44_deal_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	const char *dv = order_get(o, "deck"), *bv = order_get(o, "board");
	struct m44_cards k;
	struct m44_cardrow *got;
	int deck, board = 1, n[2], named = 0, rc;

	m44_rulings_log(g, st);
	if (m44_deck_of(st, &deck, e))
		return e->code;
	if (*dv && (deck = kit_enum((const char *const[]){ "standard", "double", "breakthrough",
					"overlord", NULL }, dv)) < 0)
		return err_set(e, EXIT_USAGE, "deck=%s: standard, double, breakthrough or overlord",
				dv);
	if (*bv && m44_int(bv, 1, 6, &board))
		return err_set(e, EXIT_USAGE, "board=%s: 1 to 6", bv);
	if ((rc = m44_cards_load(g, st, &k, e)) != 0)
		return rc;
	for (int i = 0; i < k.n; i++)
		if (k.c[i].board == board) {
			m44_cards_free(&k);
			return kit_refuse(e, "B-5", "board %d already has its deck", board);
		}
	if (k.n > 0 && k.deck != deck) {
		m44_cards_free(&k);
		return kit_refuse(e, "L482", "the other boards play the %s deck", m44_deck_name(k.deck));
	}
	m44_cards_free(&k);
	if (hand_sizes(g, st, o, n, e) || state_set(st, "deck", m44_deck_name(deck)) ||
			make_deck(g, st, deck, board, e) || m44_cards_load(g, st, &k, e))
		return e->code ? e->code : err_set(e, EXIT_IO, "out of memory");
	for (int s = 0; s < 2 && rc == 0; s++) {
		char hand[24];
		for (int i = 0; i < n[s] && rc == 0; i++)
			rc = draw_one(g, o, &k, board, pile_of("hand", s, hand, sizeof hand), &named, c,
					&got, e);
		if (rc == 0)
			log_stepn(g->log, "scenario pages", "The %s are dealt %d command card",
					"The %s are dealt %d command cards", n[s], m44_side_adj(s),
					n[s]);
	}
	if (rc == 0)
		rc = m44_cards_store(st, &k, e);
	m44_cards_free(&k);
	return rc;
}

int m44_cards_holds(struct game_ctx *g, const struct state *st, int side, int board,
		const char *face, struct err *e)
{
	struct m44_cards k;
	char hand[24];
	int n;

	if (m44_cards_load(g, st, &k, e))
		return -2;
	n = k.n == 0 || sealed(st, &k, board) ? -1 : m44_cards_find(&k, board, pile_of("hand",
				side, hand, sizeof hand), face) != NULL;
	m44_cards_free(&k);
	return n;
}

/* A card played out of turn in a sealed game: added to set,deal.react.SIDE,
 * which `resolve --deal` checks against the deal file's opened cards, and the
 * end of the turn reads (sealed_ambush). */
static int sealed_react(struct state *st, int side, int board, const char *face,
		struct err *e)
{
	char key[40], v[128];
	const char *now;

	m44_board_key("deal.react", side, board, key, sizeof key);
	now = state_get(st, key);
	if (snprintf(v, sizeof v, "%s%s%s", now ? now : "", now && *now ? ";" : "", face) >=
			(int)sizeof v)
		return kit_refuse(e, "B-5", "too many cards played out of turn (set,%s)", key);
	return state_set(st, key, v) ? err_set(e, EXIT_IO, "out of memory") : 0;
}

int m44_cards_react(struct game_ctx *g, struct state *st, int side, int board,
		const char *face, struct err *e)
{
	struct m44_cards k;
	struct m44_cardrow *r;
	char hand[24], play[24];
	int rc = 0;

	if (m44_cards_load(g, st, &k, e))
		return e->code;
	if (sealed(st, &k, board))
		rc = sealed_react(st, side, board, face, e);
	else if (k.n > 0) {
		if ((r = m44_cards_find(&k, board, pile_of("hand", side, hand, sizeof hand),
						face)) == NULL)
			rc = kit_refuse(e, "B-5", "the %s hand holds no %s", m44_side_name(side), face);
		else {
			m44_cards_move(r, pile_of("play", side, play, sizeof play));
			rc = m44_cards_store(st, &k, e);
		}
	}
	m44_cards_free(&k);
	return rc;
}
