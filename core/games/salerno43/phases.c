/*
 * phases.c: which markers go at the end of which phase of Salerno 1943, for the
 * `turn` order (turn.c) and its end= argument. The other orders leave markers
 * on units, ships and the map; the rules say when each is removed:
 *
 *   end of a combat phase      §9.9, §3.1 B a: "assault", "opp_fire"; and
 *                              "bombarded=HEX" (§13.1: the bombardment before a
 *                              combat of that phase; ruling bombard-and-support)
 *   end of a movement phase    §27.22-§27.24: "ma_half", "ma_two_thirds",
 *                              "no_move" of the active player's units (they
 *                              hold for the platoon's next movement phase)
 *   end of a retreat phase     §11.6, §3.1 B e: every RMF marker
 *   end of the game turn       §9.9, §15.1: "fired", "moved"; §16.34 (digest
 *                              A35): "immobilized"; §5.0 "fought"; §11.13
 *                              "supported"; §5.11 "mp=N"; §23 "forced_march";
 *                              §23.3 "entered"; §16.23 "aa_hit", "aa_miss";
 *                              §13.1 "bombarded=HEX"; §16.1 the air markers and
 *                              set,air_points.SIDE (points of one turn only);
 *                              §11.6 RMF markers left over; the ships' "fired"
 *                              (§3.1 A e: one target per ship and turn); once
 *                              the 9th is over, "first_wave" (§24.12)
 *
 * Ships that left (§25.23 ammunition, §8.2-§8.3 repairs) come back on their
 * `return` turn as reinforcements placed in a full-sea hex (§18.37): turn.c
 * places those named by ships=ID@HEX (s43_phase_ships).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "s43.h"

/* A marker of the flags column: its name, and what its value is when it takes
 * one ("mp=3": N, "bombarded=2531": HEX; NULL for a plain marker). */
struct ph_flag {
	const char *name;
	const char *value;
	const char *rule;   /* the section that ends it */
};

/* Remove the marker `f` from the units of `side` (-1: all) and log the units
 * that lose it. */
static int strip_flag(struct game_ctx *g, struct state_kind *k, int cf,
		const struct s43_map *m, const struct ph_flag *f, int side, const char *rule,
		struct err *e)
{
	char ids[512] = "";
	int count = 0;

	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *u = &m->units[i];
		size_t before;
		if ((side >= 0 && u->side != side) || u->row >= k->nrows)
			continue;
		before = strlen(state_field(&k->rows[u->row], cf));
		if (kit_flag_remove(&k->rows[u->row], cf, f->name))
			return err_set(e, EXIT_IO, "out of memory");
		if (strlen(state_field(&k->rows[u->row], cf)) == before)
			continue;   /* it had no such marker */
		if (count++ < 12) {
			size_t used = strlen(ids);
			snprintf(ids + used, sizeof ids - used, "%s%s", used ? ", " : "", u->id);
		} else if (count == 13) {
			strncat(ids, ", ...", sizeof ids - strlen(ids) - 1);
		}
	}
	if (count)
		log_stepn(g->log, f->rule ? f->rule : rule, "\"%s%s\" removed from %d unit: %s",
				"\"%s%s\" removed from %d units: %s", count, f->name,
				f->value ? f->value : "", count, ids);
	return 0;
}

/* Remove the markers of `which` from the units of `side` (-1: all) and log,
 * per marker, the units that lose it (kit_flag_remove: a name ending in '='
 * takes every value). */
static int strip_units(struct game_ctx *g, struct state *st, const struct ph_flag *which,
		int nwhich, int side, const char *rule, struct err *e)
{
	struct s43_map m;
	struct state_kind *k = state_kind(st, "unit");
	int cf;

	if (k == NULL || (cf = state_col(k, "flags")) < 0)
		return 0;
	if (s43_map_load(&m, st, e))
		return e->code;
	for (int f = 0; f < nwhich && !e->code; f++)
		strip_flag(g, k, cf, &m, &which[f], side, rule, e);
	s43_map_free(&m);
	return e->code;
}

/* Remove the `marker` rows of one type; log how many. */
static void strip_markers(struct game_ctx *g, struct state *st, const char *type,
		const char *what, const char *rule)
{
	struct state_kind *k = state_kind(st, "marker");
	int ct, n = 0;
	char hexes[256] = "";

	if (k == NULL || (ct = state_col(k, "type")) < 0)
		return;
	for (int i = k->nrows - 1; i >= 0; i--)
		if (strcmp(state_field(&k->rows[i], ct), type) == 0) {
			size_t used = strlen(hexes);
			snprintf(hexes + used, sizeof hexes - used, "%s%s", used ? ", " : "",
					state_field(&k->rows[i], state_col(k, "hex")));
			state_row_remove(k, i);
			n++;
		}
	if (n)
		log_stepn(g->log, rule, "%d %s marker removed (%s)", "%d %s markers removed (%s)",
				n, n, what, hexes);
}

int s43_unset(struct state *st, const char *key)
{
	struct state_kind *k = &st->kinds[0];
	int i = state_find(k, 1, key);

	if (i >= 0)
		state_row_remove(k, i);
	return i >= 0;
}

int s43_phase_end(struct game_ctx *g, struct state *st, enum s43_phase end, int active,
		struct err *e)
{
	static const struct ph_flag combat[] = { { "assault", NULL, "§9.9" },
		{ "opp_fire", NULL, "§9.9" },
		{ "bombarded=", "HEX", "§13.1, §13.2: a bombardment before a combat of the phase" } };
	static const struct ph_flag movement[] = { { "ma_half", NULL, "§27.22" },
		{ "ma_two_thirds", NULL, "§27.23" }, { "no_move", NULL, "§27.24" } };
	static const struct ph_flag turn[] = { { "fired", NULL, "§9.9, §15.1" },
		{ "flipped", NULL, "§15.23: face up at the next turn's preliminary phases" },
		{ "bridge=", "ID", "§20.0: one bridge a unit and a turn" },
		{ "moved", NULL, "§9.9, §15.1" },
		{ "immobilized", NULL, "§16.34; digest A35: the end of the game turn" },
		{ "fought", NULL, "§5.0: may not move this turn" },
		{ "supported", NULL, "§11.13: this turn's combats" },
		{ "mp=", "N", "§5.11: MP spent this turn" },
		{ "road=", "C:N", "§5.3: this turn's road stretch" },
		{ "forced_march", NULL, "§23: this turn's move" },
		{ "entered", NULL, "§23.3: entered this turn" },
		{ "aa_hit", NULL, "§16.23: one AA test a phase" },
		{ "aa_miss", NULL, "§16.23: one AA test a phase" },
		{ "bombarded=", "HEX", "§13.1" },
		{ "advanced", NULL, "§11.14: one advance a turn" },
		{ "held", NULL, "§5.0: the defender's advance held it this turn" } };

	switch (end) {
	case S43_PHASE_COMBAT:
		log_step(g->log, "§9.9, §3.1 B a", "End of the combat phase: the \"assault\" and "
				"\"opportunity fire\" markers are removed");
		strip_markers(g, st, "combat", "combat", "§9.68: one combat a hex and a phase");
		return strip_units(g, st, combat, 3, -1, "§9.9, §13.1", e);
	case S43_PHASE_MOVEMENT:
		log_step(g->log, "§27.22-§27.24", "End of the %s movement phase: the %s armoured "
				"platoons' MA reductions for support from afar were for this phase",
				s43_side_f(active),
				s43_side_fpl(active));
		return strip_units(g, st, movement, 3, active, "§27.22-§27.24", e);
	case S43_PHASE_RETREAT:
		log_step(g->log, "§11.6, §3.1 B e", "End of the retreat phase: every RMF marker "
				"is removed");
		strip_markers(g, st, "rmf", "RMF", "§11.6");
		return 0;
	case S43_PHASE_TURN:
		if (strip_units(g, st, turn, (int)(sizeof turn / sizeof turn[0]), -1, "§9.9", e))
			return e->code;
		strip_markers(g, st, "rmf", "RMF", "§11.6: every retreat phase of the turn is over");
		strip_markers(g, st, "air", "air bombardment", "§16.1, §16.13");
		strip_markers(g, st, "combat", "combat", "§9.68: one combat a hex and a phase");
		strip_markers(g, st, "salerne", "\"Salerne\"", "§7.22: for one turn, placed again "
				"at the start of a segment");
		if (s43_unset(st, "air_points.allied") | s43_unset(st, "air_points.axis"))
			log_step(g->log, "§16.1", "The air points left this turn are lost: they are "
					"usable in their turn only");
		return 0;
	}
	return 0;
}

int s43_phase_first_wave(struct game_ctx *g, struct state *st, int next, struct err *e)
{
	static const struct ph_flag fw[] = { { "first_wave", NULL, NULL } };

	if (next < 3)   /* 10-morning is turn 3: the 9th is over */
		return 0;
	return strip_units(g, st, fw, 1, -1, "§24.12: the first wave's -2 MA holds on the 9th",
			e);
}

/* Parse "ID@HEX,...": the ships placed this turn. */
static int find_item(const char *list, const char *id, char hex[5])
{
	const char *p = list;
	size_t n = strlen(id);

	while (p && *p) {
		size_t len = strcspn(p, ",");
		const char *at = memchr(p, '@', len);
		if (at && (size_t)(at - p) == n && strncmp(p, id, n) == 0 &&
		    p + len - at - 1 == 4) {
			memcpy(hex, at + 1, 4);
			hex[4] = '\0';
			return 1;
		}
		p += len;
		p += *p == ',';
	}
	return 0;
}

static int sea_zone(const struct state *st, const char *hex, const char **zone)
{
	const struct state_kind *k = state_kind(st, "sea");
	int ch, cz, i;

	*zone = NULL;
	if (k == NULL || (ch = state_col(k, "hex")) < 0 || (cz = state_col(k, "zone")) < 0)
		return 0;
	if ((i = state_find(k, ch, hex)) < 0)
		return 0;
	*zone = state_field(&k->rows[i], cz);
	return 1;
}

/* Every ID@HEX item of ships= well formed: their count, or -1 with e set. */
static int ships_items(const char *place, struct err *e)
{
	char items[64 * 32];
	int n = place && *place ? order_split(place, items, 32, 64) : 0;
	struct grid_hex h;

	if (n < 0)
		return err_set(e, EXIT_USAGE, "turn: ships= is a list of ID@HEX"), -1;
	for (int i = 0; i < n; i++) {
		const char *it = items + i * 32, *at = strchr(it, '@');
		if (at == NULL || at == it || grid_parse(at + 1, &h))
			return err_set(e, EXIT_USAGE, "turn: ships=: '%s' is not ID@HEX", it), -1;
	}
	return n;
}

/* The ships' "fired" of the naval bombardment phase (§3.1 A e). */
static void ships_unfire(struct game_ctx *g, struct state_kind *k)
{
	int cf = state_col(k, "flags"), n = 0;

	for (int i = 0; cf >= 0 && i < k->nrows; i++)
		if (strstr(state_field(&k->rows[i], cf), "fired")) {
			kit_flag_remove(&k->rows[i], cf, "fired");
			n++;
		}
	if (n)
		log_stepn(g->log, "§3.1 A e, §25.13", "\"fired\" removed from %d ship",
				"\"fired\" removed from %d ships", n, n);
}

/* Ship row i, due back by turn `next`: placed in the Gulf of Salerno sea hex
 * ships= names for it (§18.37, §25.11), else logged as due (*placed 0). */
static int ship_back(struct game_ctx *g, struct state *st, int i, int next,
		const char *place, int *placed, struct err *e)
{
	static const char *const cols[] = { "arrived", "ammo" };
	struct state_kind *k = state_kind_add(st, "ship", cols, 2);
	struct state_row *r;
	const char *id, *zone;
	char hex[5], back[16], now[16];

	*placed = 0;
	if (k == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	r = &k->rows[i];
	id = state_field(r, state_col(k, "id"));
	s43_turn_format(s43_turn_parse(state_field(r, state_col(k, "return"))), back,
			sizeof back);
	s43_turn_format(next, now, sizeof now);
	if (!place || !find_item(place, id, hex)) {
		log_step(g->log, "§25.23, §18.37", "%s is due back since %s: it arrives as a "
				"reinforcement in a full-sea hex (name it in ships=ID@HEX of the turn "
				"order)", id, back);
		return 0;
	}
	if (!sea_zone(st, hex, &zone))
		return kit_refuse(e, "§18.37, §25.1", "turn: ships=%s@%s: %s is not a sea hex (a "
				"`sea` row)", id, hex, hex);
	if (strcmp(zone, "salerno") != 0)
		return kit_refuse(e, "§25.11", "turn: ships=%s@%s: warships may not be placed in "
				"the Gulf of Naples", id, hex);
	if (state_field_set(r, state_col(k, "hex"), hex) ||
	    state_field_set(r, state_col(k, "return"), "") ||
	    state_field_set(r, state_col(k, "arrived"), now) ||
	    state_field_set(r, state_col(k, "ammo"), "full"))
		return err_set(e, EXIT_IO, "out of memory");
	log_step(g->log, "§25.23, §18.37, §8.5", "%s comes back (due %s) and is placed in %s: "
			"it bombards from the next turn's naval phase and is not a target of the "
			"Axis air attack this turn", id, back, hex);
	*placed = 1;
	return 0;
}

/* A ship ships= names that is not due: refused (§25.23, §25.1). */
static int ships_not_due(const struct state *st, const char *place, const char *now,
		struct err *e)
{
	const struct state_kind *k = state_kind(st, "ship");
	char items[64 * 32];
	int n = order_split(place, items, 32, 64), j;

	for (int i = 0; i < n; i++) {
		char *it = items + i * 32, *at = strchr(it, '@');
		*at = '\0';
		if ((j = state_find(k, state_col(k, "id"), it)) < 0)
			return err_set(e, EXIT_DATA, "turn: ships=: no ship '%s' in %s", it,
					kit_path(st));
		if (strcmp(state_field(&k->rows[j], state_col(k, "hex")), at + 1) != 0)
			return kit_refuse(e, "§25.23, §25.1", "turn: ships=: %s is not due back by "
					"%s: a ship changes hex only in the night ship movement phase", it,
					now);
	}
	return 0;
}

int s43_phase_ships(struct game_ctx *g, struct state *st, int next, const char *place,
		struct err *e)
{
	struct state_kind *k = state_kind(st, "ship");
	int nplace = ships_items(place, e), placed = 0, one, t;
	char now[16];

	if (nplace < 0)
		return e->code;
	if (k == NULL)
		return nplace ? kit_refuse(e, "§25.23", "turn: ships=: the state has no ships")
			: 0;
	ships_unfire(g, k);
	if (state_col(k, "hex") < 0 || state_col(k, "return") < 0 || state_col(k, "id") < 0)
		return nplace ? kit_refuse(e, "§25.23", "turn: ships=: no ship is due back") : 0;
	for (int i = 0; i < k->nrows; i++) {
		const struct state_kind *sk = state_kind(st, "ship");   /* ship_back adds columns */
		const struct state_row *r = &sk->rows[i];
		if (strcmp(state_field(r, state_col(sk, "hex")), "off") != 0 ||
		    (t = s43_turn_parse(state_field(r, state_col(sk, "return")))) < 0 || t > next)
			continue;
		if (ship_back(g, st, i, next, place, &one, e))
			return e->code;
		placed += one;
	}
	s43_turn_format(next, now, sizeof now);
	return placed < nplace ? ships_not_due(st, place, now, e) : 0;
}


/* ---- the walk of the sequence of play (§3), for `turn` with set,phase ----
 *
 * A game turn is a list of steps: its preliminary phases (segment 0), then the
 * first player's phases (1), then the second player's (2) (§3.1 B, C; §3.3
 * B, C). Each step names its phase (salerno43.c's phases, as set,phase
 * records them), its player (set,active during the step) and what the rules
 * do at its end (s43_phase_end). The set-up (§3.0) comes before 9-morning.
 */

enum { W_FIRST, W_SECOND, W_ALLIED, W_AXIS };

struct step {
	const char *phase;
	int who, seg;
	int end;            /* enum s43_phase ended with it, or -1 */
};

static const struct step day[] = {
	{ "setup", W_AXIS, 0, -1 },   /* §3.0: the first-wave reaction fire, 9-morning only */
	{ "weather", W_AXIS, 0, -1 }, { "allied-air", W_ALLIED, 0, -1 },
	{ "axis-air", W_AXIS, 0, -1 }, { "ship-attack", W_AXIS, 0, -1 },
	{ "naval", W_ALLIED, 0, -1 },
	{ "combat", W_FIRST, 1, S43_PHASE_COMBAT }, { "advance", W_FIRST, 1, -1 },
	{ "movement", W_FIRST, 1, S43_PHASE_MOVEMENT }, { "reinforcement", W_FIRST, 1, -1 },
	{ "retreat", W_FIRST, 1, S43_PHASE_RETREAT }, { "works", W_FIRST, 1, -1 },
	{ "combat", W_SECOND, 2, S43_PHASE_COMBAT }, { "advance", W_SECOND, 2, -1 },
	{ "movement", W_SECOND, 2, S43_PHASE_MOVEMENT }, { "reinforcement", W_SECOND, 2, -1 },
	{ "retreat", W_SECOND, 2, S43_PHASE_RETREAT }, { "works", W_SECOND, 2, -1 },
};

static const struct step night[] = {
	{ "counterattack", W_SECOND, 0, -1 },   /* §3.3, §10.21: the second player may */
	{ "night-weather", W_AXIS, 0, -1 }, { "paradrop", W_ALLIED, 0, -1 },
	{ "ships", W_ALLIED, 0, -1 }, { "beaches", W_ALLIED, 0, -1 },
	{ "night-reinforcement", W_FIRST, 1, -1 }, { "recovery", W_FIRST, 1, -1 },
	{ "night-works", W_FIRST, 1, -1 },
	{ "night-reinforcement", W_SECOND, 2, -1 }, { "recovery", W_SECOND, 2, -1 },
	{ "night-works", W_SECOND, 2, -1 },
};

struct walk {
	int t, first;                 /* the turn, its first player (§10) */
	const struct step *steps;     /* the turn's steps */
	int n, cur, last;             /* the step now, the last one this order ends */
};

static int step_side(const struct walk *w, int k)
{
	switch (w->steps[k].who) {
	case W_FIRST:
		return w->first;
	case W_SECOND:
		return !w->first;
	case W_ALLIED:
		return S43_ALLIED;
	}
	return S43_AXIS;
}

static void walk_steps(struct walk *w, int t)
{
	w->t = t;
	if (s43_turn_period(t) == S43_NIGHT) {
		w->steps = night;
		w->n = (int)(sizeof night / sizeof night[0]);
	} else {
		/* the set-up comes before the first turn only */
		w->steps = t == 0 ? day : day + 1;
		w->n = (int)(sizeof day / sizeof day[0]) - (t != 0);
	}
}

static const struct seq_phase *phase_of(const struct game_ctx *g, const char *id)
{
	return seq_find(g->game->phases, g->game->nphases, id);
}

/* The step the state is in: set,phase and, for a player's phase, set,active. */
static int walk_locate(struct game_ctx *g, const struct state *st, struct walk *w,
		struct err *e)
{
	const char *now = seq_phase_of(st);
	int t, since, active = s43_side_parse(state_get(st, "active"));
	char turn[16];

	if (s43_turn_now(st, "§3", &t, e))
		return e->code;
	walk_steps(w, t);
	w->first = s43_first_player(g, st, t, &since);
	s43_turn_format(t, turn, sizeof turn);
	for (w->cur = 0; w->cur < w->n; w->cur++)
		if (strcmp(w->steps[w->cur].phase, now) == 0 &&
		    (w->steps[w->cur].seg == 0 || step_side(w, w->cur) == active))
			return 0;
	for (int k = 0; k < w->n; k++)
		if (strcmp(w->steps[k].phase, now) == 0)
			return s43_bad_set(st, "active", "the player of this phase: set,active "
					"allied or axis, the first or the second player", e);
	return s43_bad_set(st, "phase", s43_turn_period(t) == S43_NIGHT ? "a phase of a "
			"night turn (§3.3; umpire-salerno43(7), SEQUENCE OF PLAY)" : t == 0 ?
			_("a phase of 9-morning (§3.0, §3.1)") : _("a phase of a day turn (§3.1)"), e);
}

/* The last step the order ends (end=phase, a phase id, player or turn). */
static int walk_target(struct game_ctx *g, const struct state *st, const char *end,
		struct walk *w, struct err *e)
{
	const struct step *c = &w->steps[w->cur];
	const struct seq_phase *ph = phase_of(g, c->phase);

	if (strcmp(end, "phase") == 0) {
		w->last = w->cur;
		return 0;
	}
	if (strcmp(end, "turn") == 0) {
		w->last = w->n - 1;
		return 0;
	}
	if (strcmp(end, "player") == 0) {
		if (c->seg == 0)
			return kit_refuse(e, ph->section, "turn: end=player: %s is a preliminary "
					"phase, before any player's turn (end=phase ends it)", ph->title);
		if (c->seg == 2)
			return kit_refuse(e, "§3.1 C, §3.3 C", "turn: end=player: the %s player is "
					"the second player of this turn; what follows his turn is the end of "
					"the game turn (turn end=turn)", s43_side_m(step_side(w, w->cur)));
		for (w->last = w->cur; w->last + 1 < w->n && w->steps[w->last + 1].seg == c->seg;)
			w->last++;
		return 0;
	}
	for (w->last = w->cur; w->last < w->n && w->steps[w->last].seg == c->seg; w->last++)
		if (strcmp(w->steps[w->last].phase, end) == 0)
			return 0;
	return kit_refuse(e, "§3", "turn: end=%s: the phase now is %s (%s)%s; end= names it or "
			"a later phase of the same %s", end, ph->title, ph->section, c->seg ? _(", the "
			"active player's") : "", c->seg ? _("player's turn") : _("preliminary phases"));
}

/* What the rules do at the end of step k (s43_phase_end), logged. */
static int walk_end(struct game_ctx *g, struct state *st, const struct order *o,
		const struct walk *w, int k, struct err *e)
{
	const struct step *s = &w->steps[k];
	const struct seq_phase *ph = phase_of(g, s->phase);
	int side = step_side(w, k);

	if (s->end == S43_PHASE_COMBAT && s43_combat_obligation(g, st, side, e))
		return e->code;
	if (s->end == S43_PHASE_RETREAT && s43_stacking_apply(g, st, o, side, e))
		return e->code;
	if (s->end >= 0)
		return s43_phase_end(g, st, (enum s43_phase)s->end, side, e);
	log_step(g->log, ph->section, "End of %s (%s player)", ph->title, s43_side_m(side));
	if (k + 1 < w->n && w->steps[k + 1].seg == 2 && s->seg == 1)
		log_step(g->log, s43_turn_period(w->t) == S43_NIGHT ? "§3.3 C" : "§3.1 C", "End of "
				"the %s player's turn: the %s player, second player, becomes the "
				"active player", s43_side_m(w->first), s43_side_m(!w->first));
	return 0;
}

/* set,phase and set,active to step k of the walk's turn, logged. */
static int walk_set(struct game_ctx *g, struct state *st, const struct walk *w, int k,
		struct err *e)
{
	const struct seq_phase *ph = phase_of(g, w->steps[k].phase);
	int side = step_side(w, k);
	char rule[64];

	/* the second player's phases are the first's, "de a) jusqu'à f)" (§3.1 C) */
	snprintf(rule, sizeof rule, "%s%s", ph->section, w->steps[k].seg < 2 ? "" :
			s43_turn_period(w->t) == S43_NIGHT ? _(", §3.3 C") : _(", §3.1 C"));
	log_step(g->log, rule, "Now %s, the %s player active", ph->title, s43_side_m(side));
	if (state_set(st, "phase", w->steps[k].phase) ||
	    state_set(st, "active", s43_side_name(side)))
		return err_set(e, EXIT_IO, "out of memory");
	/* §7.34: "au début de chaque phase, le joueur actif vérifie si ses unités
	 * sont ravitaillées" */
	return s43_supply_phase(g, st, side, ph->title, e);
}

int s43_phase_walk(struct game_ctx *g, struct state *st, const struct order *o,
		struct err *e)
{
	struct walk w;
	const char *ships = order_get(o, "ships");
	int waiting;

	if (walk_locate(g, st, &w, e) || walk_target(g, st, order_get(o, "end"), &w, e))
		return e->code;
	if (w.last + 1 < w.n && ships && *ships)
		return err_set(e, EXIT_USAGE, "turn: ships= goes with the end of the game turn "
				"(the ships come back at the start of a turn, §25.23)");
	if (w.last + 1 == w.n && w.t + 1 >= S43_TURNS)
		return kit_refuse(e, "§29.1, §28.4", "turn: the campaign ends with the night of "
				"17 September; judge it with 'victory'");
	/* a stack over its limit waits for its player before anything is written */
	for (int k = w.cur; k <= w.last; k++)
		if (w.steps[k].end == S43_PHASE_RETREAT &&
		    (s43_stacking_check(g, st, o, step_side(&w, k), &waiting, e) || waiting))
			return e->code;
	for (int k = w.cur; k <= w.last; k++)
		if (walk_end(g, st, o, &w, k, e))
			return e->code;
	if (w.last + 1 < w.n)
		return walk_set(g, st, &w, w.last + 1, e);
	if (s43_turn_next(g, st, o, e))
		return e->code;
	walk_steps(&w, w.t + 1);
	w.first = s43_first_player(g, st, w.t, &waiting);
	return walk_set(g, st, &w, 0, e);
}
