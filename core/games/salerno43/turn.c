/*
 * turn.c: the game turn of Salerno 1943 and who plays first in it.
 *
 *   counterattack  §10.2-§10.3, §3.3: at the start of a night turn the second
 *                  player may declare a counterattack and rolls 1d6 on the
 *                  counterattack table (tables/salerno43/counterattack.csv): he
 *                  becomes first player from the next morning (1), the next
 *                  afternoon (2-5) or the second morning (6). Written as
 *                  set,counterattack_by and set,counterattack_from.
 *   turn           §3, §9.9, §16.34, §10: ends the game turn (removes "fired",
 *                  "moved" and "immobilized"), moves set,turn on, sets the first
 *                  player (set,first_player, set,active) and logs the phases of
 *                  the new turn in their order, with the player of each.
 *
 * The first player is the Allied player (§3.1 B, §10.0) until a counterattack
 * starts; then its side stays first player until the other side's own
 * counterattack starts (digest A25). Ruling first-player=history uses the turn
 * track of §10.1 instead: the Axis first from 12 to 14 September inclusive.
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "s43.h"

int s43_first_player(struct game_ctx *g, const struct state *st, int t, int *since)
{
	const char *rule = game_rule(g, st, "first-player");
	int from, by = s43_side_parse(state_get(st, "counterattack_by"));

	*since = -1;
	if (rule && strcmp(rule, "history") == 0) {
		/* §10.1: Axis first player from 12 to 14 September inclusive */
		if (s43_turn_day(t) >= 12 && s43_turn_day(t) <= 14) {
			*since = (12 - 9) * 3;
			return S43_AXIS;
		}
		return S43_ALLIED;
	}
	if (by >= 0 && state_get(st, "counterattack_from") &&
	    (from = s43_turn_parse(state_get(st, "counterattack_from"))) >= 0 && t >= from) {
		*since = from;
		return by;
	}
	/* the side that was first before (a counterattack that already started) */
	by = s43_side_parse(state_get(st, "first_player"));
	return by >= 0 ? by : S43_ALLIED;
}

/* ---- counterattack ---- */

struct ca_out {
	int roll, row, start;
};

struct ca_ctx {
	const struct table *t;
	struct log *log;
	int turn, side, c_later, c_start, c_section;
};

static int ca_step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct ca_out *w = state;
	struct ca_ctx *x = ctx;
	struct chance_roll r;
	char dice[48];
	const char *cell;
	char start[16];
	int later;

	if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "%s counterattack (§10.22)",
			s43_side_title(x->side)))
		return e->code;
	w->roll = r.value;
	if ((w->row = s43_table_range(x->t, 0, r.value, "§10.22", e)) < 0)
		return e->code;
	if (table_need(x->t, w->row, x->c_later, "§10.22", &cell, e))
		return e->code;
	later = cell[0] >= '1' && cell[0] <= '9' && cell[1] == '\0' ? cell[0] - '0' : -1;
	if (later < 0)
		return err_set(e, EXIT_DATA, "%s:%d: turns_later '%s' is not 1 to 9 (§10.22)",
				x->t->source, x->t->lines[w->row], cell);
	w->start = x->turn + later;
	s43_turn_format(w->start, start, sizeof start);
	log_step(x->log, table_cell(x->t, w->row, x->c_section), "%s rolls %s: the "
			"counterattack starts on the %s: %s first player from %s%s", s43_side_m(x->side),
			kit_roll(&r, dice, sizeof dice), table_cell(x->t, w->row, x->c_start), s43_side_m(x->side),
			w->start < S43_TURNS ? start : _("no turn of the game"),
			w->start < S43_TURNS ? "" : _(" (§29.1: the game ends with 17-night)"));
	return 1;
}

static int ca_setup(struct game_ctx *g, const struct state *st, const struct order *o,
		struct ca_ctx *x, struct err *e)
{
	char now[16], from[16];
	int since, first, t;

	memset(x, 0, sizeof *x);
	if ((x->side = s43_side_parse(order_get(o, "side"))) < 0)
		return err_set(e, EXIT_USAGE, "counterattack: side= is allied or axis");
	if (s43_turn_now(st, "§10.21", &x->turn, e) || s43_table(g, "counterattack", &x->t, e))
		return e->code;
	if ((x->c_later = table_find_col(x->t, "turns_later", "§10.22", e)) < 0 ||
	    (x->c_start = table_find_col(x->t, "start", "§10.22", e)) < 0 ||
	    (x->c_section = table_find_col(x->t, "section", "§10.22", e)) < 0)
		return e->code;
	s43_turn_format(x->turn, now, sizeof now);
	if (s43_turn_period(x->turn) != S43_NIGHT)
		return kit_refuse(e, "§10.21, §3.3", "counterattack: it is declared at the start "
				"of a night turn, and the turn is %s", now);
	if (x->side == S43_ALLIED && x->turn < (14 - 9) * 3 + S43_NIGHT)
		return kit_refuse(e, "§10.3", "counterattack: the Allied player may not declare "
				"a counterattack before the night of 14 September (the turn is %s)", now);
	first = s43_first_player(g, st, x->turn, &since);
	if (first == x->side)
		return kit_refuse(e, "§3.3, §10.2", "counterattack: the %s player is already "
				"first player; only the second player may declare one", s43_side_m(x->side));
	if (s43_side_parse(state_get(st, "counterattack_by")) == x->side &&
	    (t = s43_turn_parse(state_get(st, "counterattack_from"))) >= 0 && t > x->turn) {
		s43_turn_format(t, from, sizeof from);
		return kit_refuse(e, "§10.22", "counterattack: the %s counterattack declared "
				"before starts on %s", s43_side_f(x->side), from);
	}
	if (game_rule(g, st, "first-player") && strcmp(game_rule(g, st, "first-player"),
			"history") == 0)
		return kit_refuse(e, "§10.1; ruling first-player=history", "counterattack: "
				"under the historical turn track the first player is fixed");
	return 0;
}

int s43_counterattack_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct ca_ctx x;
	struct ca_out w;
	char start[16];
	int rc;

	if (ca_setup(g, st, o, &x, e))
		return e->code;
	x.log = g->log;
	memset(&w, 0, sizeof w);
	log_step(g->log, "§10.2, §3.3", "The %s player, second player, declares a "
			"counterattack at the start of the night turn", s43_side_m(x.side));
	if ((rc = ca_step(&w, c, &x, e)) != 1)
		return rc;
	/* a counterattack that starts after the game's last turn (§29.1) changes
	 * nothing: the one under way, if any, keeps its side and its start */
	if (w.start >= S43_TURNS)
		return 0;
	s43_turn_format(w.start, start, sizeof start);
	if (state_set(st, "counterattack_by", s43_side_name(x.side)) ||
	    state_set(st, "counterattack_from", start))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

static void ca_summary(const void *outcome, const void *ctx, char **vals)
{
	const struct ca_out *w = outcome;
	const struct ca_ctx *x = ctx;
	char start[16];

	s43_turn_format(w->start, start, sizeof start);
	vals[0] = s43_strf("%s", w->start < S43_TURNS ? start : "after the game");
	vals[1] = s43_strf("%s", table_cell(x->t, w->row, x->c_start));
}

int s43_counterattack_odds(struct game_ctx *g, const struct state *st,
		const struct order *o, struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "first_from", "start" };
	struct ca_ctx x;
	struct ca_out w;
	struct log quiet;

	if (ca_setup(g, st, o, &x, e))
		return e->code;
	log_open(&quiet, NULL, LOG_TEXT);
	x.log = &quiet;
	memset(&w, 0, sizeof w);
	snprintf(r->note, sizeof r->note, "the %s player's 1d6 on the counterattack table "
			"(§10.22)", s43_side_title(x.side));
	return s43_odds_step(&w, sizeof w, ca_step, &x, 2, cols, ca_summary, r, e);
}

/* ---- turn ---- */

static void log_day_turn(struct log *l, int first)
{
	log_step(l, "§3.1 A", "A. Preliminary phases: a) weather, optional (§22); b) Allied "
			"air support (§16); c) Axis air support (§16); d) Axis attack on Allied ships, "
			"once a day, morning or afternoon (§8, §3.2); e) naval bombardment (§25)");
	for (int k = 0; k < 2; k++) {
		int side = k == 0 ? first : !first;
		log_step(l, k == 0 ? "§3.1 B, §10" : "§3.1 C", "%s. %s player (%s player, "
				"active): a) combat (§9); b) advance after combat (§11); c) movement "
				"(§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, "
				"§6.12)", k == 0 ? "B" : "C", s43_side_m(side), k == 0 ? _("first") : _("second"));
	}
}

static void log_night_turn(struct log *l, int first)
{
	log_step(l, "§3.3, §10.21", "The second player, %s, may declare a counterattack "
			"(umpire resolve STATE counterattack side=%s)", s43_side_m(!first),
			s43_side_name(!first));
	log_step(l, "§3.3 A", "A. Preliminary phases: a) weather, only if a paradrop is due "
			"(§22); b) Allied paradrops (§26); c) Allied ship movement (§25.1); d) Allied "
			"landing beaches (§24.4)");
	for (int k = 0; k < 2; k++) {
		int side = k == 0 ? first : !first;
		log_step(l, k == 0 ? "§3.3 B, §10" : "§3.3 C", "%s. %s player (%s player, "
				"active): a) reinforcements (§18.4); b) reorganisation (§14); c) works "
				"(§15.42, §19, §20)", k == 0 ? "B" : "C", s43_side_m(side),
				k == 0 ? _("first") : _("second"));
	}
}

/* end=combat|movement|retreat|player: the end of a phase of the active
 * player's turn, or of his whole player turn (§3.1 B, C), in a state that
 * records no phase: the markers of that end go, the phase is not recorded. */
static int end_phase(struct game_ctx *g, struct state *st, const struct order *o, int end,
		struct err *e)
{
	int active = s43_side_parse(state_get(st, "active")), t, since, first, waiting;

	if (active < 0)
		return kit_refuse(e, "§3.1", "turn: end=%s needs the active player "
				"(set,active: allied or axis)", order_get(o, "end"));
	/* §9.1, §9.83: the active units in an enemy ZOC attacked or withdraw */
	if (end == S43_PHASE_COMBAT && s43_combat_obligation(g, st, active, e))
		return e->code;
	/* §6.11: the active player's stacks at the end of his retreat phase */
	if (end == S43_PHASE_RETREAT &&
	    (s43_stacking_check(g, st, o, active, &waiting, e) || waiting ||
	     s43_stacking_apply(g, st, o, active, e)))
		return e->code;
	if (end != 4)
		return s43_phase_end(g, st, (enum s43_phase)end, active, e);
	if (s43_turn_now(st, "§3", &t, e))
		return e->code;
	first = s43_first_player(g, st, t, &since);
	if (active != first)
		return kit_refuse(e, "§3.1 C, §3.3 C", "turn: end=player: the %s player is "
				"the second player of this turn; what follows his turn is the end of "
				"the game turn (turn end=turn)", s43_side_m(active));
	log_step(g->log, s43_turn_period(t) == S43_NIGHT ? "§3.3 C" : "§3.1 C", "End of the %s "
			"player's turn: the %s player, second player, becomes the active player",
			s43_side_m(active), s43_side_m(!active));
	return state_set(st, "active", s43_side_name(!active))
		? err_set(e, EXIT_IO, "out of memory") : 0;
}

int s43_turn_next(struct game_ctx *g, struct state *st, const struct order *o,
		struct err *e)
{
	char now[16], next[16], since_s[16];
	int t, first, since;

	if (s43_turn_now(st, "§3", &t, e))
		return e->code;
	s43_turn_format(t, now, sizeof now);
	if (t + 1 >= S43_TURNS)
		return kit_refuse(e, "§29.1, §28.4", "turn: the campaign ends with the night of "
				"17 September (%s); judge it with 'victory'", now);
	log_step(g->log, "§3, §9.9", "End of turn %s", now);
	if (s43_phase_end(g, st, S43_PHASE_TURN, -1, e) ||
	    s43_phase_first_wave(g, st, t + 1, e) ||
	    s43_phase_ships(g, st, t + 1, order_get(o, "ships"), e))
		return e->code;
	/* §8.6: a rainy morning is that day's; the night ends it */
	if (s43_turn_period(t) == S43_AFTERNOON && state_get(st, "weather_morning")) {
		s43_unset(st, "weather_morning");
		log_step(g->log, "§8.6", "The morning's weather (set,weather_morning) was this "
				"day's: removed");
	}
	t++;
	s43_turn_format(t, next, sizeof next);
	first = s43_first_player(g, st, t, &since);
	s43_turn_format(since, since_s, sizeof since_s);
	if (game_rule_changed(g, st, "first-player"))
		log_step(g->log, "§10.1; ruling first-player=history", "Turn %s: the %s player "
				"is first player, as on the historical turn track", next, s43_side_m(first));
	else if (since >= 0)
		log_step(g->log, "§10.21, §10.22", "Turn %s: the %s counterattack is under way "
				"since %s: the %s player is first player", next, s43_side_f(first), since_s,
				s43_side_m(first));
	else
		log_step(g->log, "§3.1 B, §10.0", "Turn %s: the %s player is first player", next,
				s43_side_m(first));
	if (state_set(st, "turn", next) ||
	    state_set(st, "first_player", s43_side_name(first)) ||
	    state_set(st, "active", s43_side_name(first)) ||
	    (since >= 0 && !game_rule_changed(g, st, "first-player") &&
	     state_set(st, "counterattack", s43_side_name(first))))
		return err_set(e, EXIT_IO, "out of memory");
	if (s43_turn_period(t) == S43_NIGHT)
		log_night_turn(g->log, first);
	else
		log_day_turn(g->log, first);
	return 0;
}

/* end=: which end the order marks (enum s43_phase; 4 the player's turn), or -1
 * for phase or a phase id, which only a state that records its phase has. */
static int end_parse(const char *v)
{
	static const char *const names[] = { "combat", "movement", "retreat", "turn",
		"player", NULL };

	return kit_enum(names, v);
}

/* end= is turn, player, phase or a phase of the game (umpire-salerno43(7)); the
 * units eliminate= names are the state's (§6.11). */
static int turn_args(struct game_ctx *g, const struct state *st, const struct order *o,
		struct err *e)
{
	const char *end = order_get(o, "end");
	struct s43_map m;
	struct s43_unit *u[64];
	int n;

	if (end_parse(end) < 0 && strcmp(end, "phase") &&
	    !seq_find(g->game->phases, g->game->nphases, end))
		return err_set(e, EXIT_USAGE, "turn: end= is turn, player, phase or a phase of "
				"the sequence of play (umpire-salerno43(7), SEQUENCE OF PLAY), not '%s'",
				end);
	if (s43_map_load(&m, st, e) == 0)
		s43_unit_list(o, "eliminate", &m, u, 64, 0, &n, e);
	s43_map_free(&m);
	return e->code;
}

int s43_turn_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	int end = end_parse(order_get(o, "end"));
	const char *ships = order_get(o, "ships");

	if (turn_args(g, st, o, e))
		return e->code;
	if (s43_seq_recorded(st))
		return s43_phase_walk(g, st, o, e);
	if (end < 0)
		return kit_refuse(e, "§3", "turn: end=%s: the state records no phase "
				"(set,phase), so only end=combat, movement, retreat, player or turn "
				"can be told from it", order_get(o, "end"));
	if (end != S43_PHASE_TURN && ships && *ships)
		return err_set(e, EXIT_USAGE, "turn: ships= goes with end=turn (the ships come "
				"back at the start of a turn, §25.23)");
	if (end != S43_PHASE_TURN)
		return end_phase(g, st, o, end, e);
	return s43_turn_next(g, st, o, e);
}

/* The turn order involves no chance: one certain outcome. */
int s43_turn_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	char next[16];
	int t, since;

	int end = end_parse(order_get(o, "end"));

	if (turn_args(g, st, o, e) || s43_turn_now(st, "§3", &t, e))
		return e->code;
	if (end < 0 && !s43_seq_recorded(st))
		return kit_refuse(e, "§3", "turn: end=%s: the state records no phase "
				"(set,phase), so only end=combat, movement, retreat, player or turn "
				"can be told from it", order_get(o, "end"));
	if (end != S43_PHASE_TURN) {
		/* the end of a phase: no chance, the turn stays */
		snprintf(r->note, sizeof r->note, "no chance: the end of a phase (§3.1)");
		return s43_odds_certain(r, 2, (const char *const[]){ "end", "active" },
				(const char *const[]){ order_get(o, "end"), state_get(st, "active") ?
				state_get(st, "active") : "" }, e);
	}
	if (t + 1 >= S43_TURNS)
		return kit_refuse(e, "§29.1, §28.4", "turn: the campaign ends with the night of "
				"17 September");
	s43_turn_format(t + 1, next, sizeof next);
	snprintf(r->note, sizeof r->note, "no chance: the next turn and its first player (§10)");
	return s43_odds_certain(r, 2, (const char *const[]){ "turn", "first_player" },
			(const char *const[]){ next, s43_side_name(s43_first_player(g, st, t + 1,
			&since)) }, e);
}
