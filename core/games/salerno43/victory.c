/*
 * victory.c: the `victory` order of Salerno 1943: judging the game (§28, §29).
 *
 * An immediate victory already recorded (set,winner: the night-9 beaches of
 * §24.441 and §28.2, written by `land place=`) stands. Then, in the campaign
 * and the hypothetical scenario, the exit victory (§28.12): more than 27 steps
 * of supplied Allied units gone by 0307 (hex exited, `move exit=yes`) win at
 * once, with the §28.11 class-1 road line (supply.c; ruling exit-victory-road).
 * Otherwise, at the end of
 * the last turn of the scenario (set,scenario: campaign, the default, ends with
 * 17-night, §29.1; training1 and training2 with 9-afternoon, §29.33, §29.43):
 *   campaign   §28.41: an Axis ZOC into a Salerno hex, then Axis control of
 *              Maiori, Vietri and Capaccio, win for the Axis; §28.42: else 3
 *              of the 6 town hexes win, Battipaglia breaking a 3-3 tie when
 *              each side holds one Eboli hex; any other result a draw
 *              ("Tout autre résultat est un nul");
 *   training1  §29.33: the Allies win controlling a Salerno hex, the Axis when
 *              the Allies exert no ZOC into any; else a draw;
 *   training2  §29.43: the Axis wins controlling a Paestum hex, the Allies when
 *              the Axis exerts no ZOC into any; else a draw.
 * Control (§28.3): a side's unit in the hex, or, for an empty hex, the side
 * whose unit passed last (hex column control) while no enemy ZOC reaches it.
 * The hexes are the victory table's (tables/salerno43/victory.csv); Salerno's
 * are the map's (hex column town=Salerno). The result goes to set,winner.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "move.h"

/* A hex column's value for hex h ("" when absent). */
static const char *hex_field(const struct state *st, struct grid_hex h, const char *col)
{
	const struct state_kind *k = state_kind(st, "hex");
	int c = k ? state_col(k, col) : -1;
	char hx[5];

	if (c < 0)
		return "";
	grid_format(h, hx);
	for (int i = 0; i < k->nrows; i++)
		if (strcmp(state_field(&k->rows[i], state_col(k, "hex")), hx) == 0)
			return state_field(&k->rows[i], c);
	return "";
}

struct judge {
	struct game_ctx *g;
	const struct state *st;
	const struct s43_map *m;
	const struct table *t;
	struct log *log;
	int c_role, c_name;
};

/* §28.3: the side that controls h, or -1. */
static int control(const struct judge *j, struct grid_hex h)
{
	const struct s43_map *m = j->m;
	const struct state *st = j->st;
	const char *c;
	int side;

	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].onmap && grid_equal(m->units[i].hex, h))
			return m->units[i].side;
	c = hex_field(st, h, "control");
	side = s43_side_parse(c);
	if (side >= 0 && s43_zoc(m, game_rule(j->g, st, "precipice-zoc"), h, !side, 0))
		return -1;
	return side;
}


/* Hexes of the victory table with `role`, at most max of them in out; returns
 * how many there are (judge() refuses more than VICTORY_HEXES). */
static int role_hexes(const struct judge *j, const char *role, struct grid_hex *out,
		int max)
{
	int n = 0;

	for (int r = 1; r < j->t->nrows; r++) {
		const char *v = table_cell(j->t, r, j->c_role);
		size_t len = strlen(role);
		for (const char *p = v; *p; p += strcspn(p, ";"), p += *p == ';')
			if (strncmp(p, role, len) == 0 && (p[len] == ';' || p[len] == '\0') &&
			    grid_parse(table_cell(j->t, r, 0), n < max ? &out[n] : &(struct grid_hex){ 0, 0 })
			    == 0) {
				n++;
				break;
			}
	}
	return n;
}

static int salerno_hexes(const struct judge *j, struct grid_hex *out, int max)
{
	const struct state_kind *k = state_kind(j->st, "hex");
	int c = k ? state_col(k, "town") : -1, n = 0;

	for (int i = 0; c >= 0 && i < k->nrows; i++)
		if (strcmp(state_field(&k->rows[i], c), "Salerno") == 0 &&
		    grid_parse(state_field(&k->rows[i], state_col(k, "hex")), n < max ? &out[n] :
				&(struct grid_hex){ 0, 0 }) == 0)
			n++;
	return n;   /* all of them; at most max stored */
}

static int campaign(struct judge *j, const char **why)
{
	struct grid_hex h[16];
	int n = salerno_hexes(j, h, 16), own[2] = { 0, 0 }, eboli[2] = { 0, 0 }, bat = -1;
	char hx[5];

	for (int i = 0; i < n; i++)
		if (s43_zoc(j->m, game_rule(j->g, j->st, "precipice-zoc"), h[i], S43_AXIS, 0)) {
			grid_format(h[i], hx);
			log_step(j->log, "§28.41", "The Axis exerts a ZOC into the Salerno hex %s", hx);
			*why = "§28.41";
			return S43_AXIS;
		}
	log_stepn(j->log, "§28.41", "No Axis ZOC into the %d Salerno hex (hex column town=Salerno)",
			"No Axis ZOC into the %d Salerno hexes (hex column town=Salerno)", n, n);
	n = role_hexes(j, "coast", h, 16);
	int all = n > 0;
	for (int i = 0; i < n; i++) {
		int c = control(j, h[i]);
		grid_format(h[i], hx);
		log_step(j->log, "§28.3, §28.41", "%s (%s): %s control", hx,
				table_cell(j->t, table_row(j->t, 0, hx), j->c_name), s43_side_m(c));
		all &= c == S43_AXIS;
	}
	if (all) {
		*why = "§28.41";
		return S43_AXIS;
	}
	n = role_hexes(j, "town", h, 16);
	for (int i = 0; i < n; i++) {
		int c = control(j, h[i]);
		const char *role;
		grid_format(h[i], hx);
		role = table_cell(j->t, table_row(j->t, 0, hx), j->c_role);
		log_step(j->log, "§28.3, §28.42", "%s (%s): %s control", hx,
				table_cell(j->t, table_row(j->t, 0, hx), j->c_name), s43_side_m(c));
		if (c < 0)
			continue;
		own[c]++;
		eboli[c] += strstr(role, "eboli") != NULL;
		if (strstr(role, "battipaglia"))
			bat = c;
	}
	log_step(j->log, "§28.42", "Towns controlled: Allied %d, Axis %d (3 win)", own[0],
			own[1]);
	*why = "§28.42";
	if (own[0] >= 3 && own[1] >= 3) {
		if (eboli[0] == 1 && eboli[1] == 1 && bat >= 0)
			return bat;
		/* §28.42: "Tout autre résultat est un nul" */
		log_step(j->log, "§28.42", "3 towns each, but not one Eboli hex each (Allied %d, "
				"Axis %d): any other result is a draw", eboli[0], eboli[1]);
		return -1;
	}
	return own[0] >= 3 ? S43_ALLIED : own[1] >= 3 ? S43_AXIS : -1;
}

/* Training: `owner` wins controlling one of the hexes; the other side wins when
 * the owner exerts no ZOC into any of them (§29.33, §29.43). */
static int training(struct judge *j, const struct grid_hex *h, int n, int owner,
		const char *rule)
{
	int zoc = 0;

	for (int i = 0; i < n; i++) {
		char hx[5];
		int c = control(j, h[i]);
		grid_format(h[i], hx);
		log_step(j->log, rule, "%s: %s control, %s ZOC into it: %s", hx, s43_side_m(c),
				s43_side_f(owner), s43_zoc(j->m, game_rule(j->g, j->st, "precipice-zoc"), h[i], owner, 0) ? C_("answer", "yes") : C_("answer", "no"));
		if (c == owner)
			return owner;
		zoc |= s43_zoc(j->m, game_rule(j->g, j->st, "precipice-zoc"), h[i], owner, 0);
	}
	return zoc ? -1 : !owner;
}

/* §28.12, §28.11: *winner = S43_ALLIED when the exit wins. */
static int exit_victory(struct judge *j, int *winner, const char **why, struct err *e)
{
	struct grid_hex h[2];
	int steps = 0, need, ok = 1, c;
	char hx[5];

	for (int i = 0; i < j->m->nunits; i++) {
		const struct s43_unit *u = &j->m->units[i];
		if (u->exited && u->side == S43_ALLIED && !(u->flags & S43_F_OUT_OF_SUPPLY))
			steps += u->steps;
	}
	if (steps == 0)
		return 0;
	if (s43_mv_constant(j->g, "exit-steps", "§28.12", &need, e))
		return e->code;
	if ((c = role_hexes(j, "exit", h, 2)) != 1)
		return err_set(e, EXIT_DATA, "%s: %d rows with role exit, not 1 (§28.12)",
				j->t->source ? j->t->source : _("victory table"), c);
	grid_format(h[0], hx);
	log_stepn(j->log, "§28.12", "Supplied Allied units of %d step have left the map by %s "
			"(more than %d win)",
			"Supplied Allied units of %d steps have left the map by %s (more than %d "
			"win)", steps, steps, hx, need);
	if (steps <= need)
		return 0;
	if (strcmp(game_rule(j->g, j->st, "exit-victory-road"), "required") == 0) {
		if (s43_supply_exit_road(j->g, j->st, h[0], &ok, e))
			return e->code;
		log_step(j->log, "§28.11; A37", "%s", ok ? _("A supply line runs from a beach "
				"marker through Salerno to the exit hex by class-1 roads") : _("No supply "
				"line runs from a beach marker through Salerno to the exit hex by "
				"class-1 roads: the exit does not win"));
	}
	if (ok) {
		*winner = S43_ALLIED;
		*why = "§28.12";
	}
	return 0;
}

/* §28.31 n: whether an Axis unit in hex `from` could reach 0308 by "un
 * mouvement infini": a walk through the map's hexes free of Allied units,
 * never through a hex in an Allied ZOC (§4.1: entering one stops), 0308
 * itself excepted. */
static int reaches_0308(const struct judge *j, struct grid_hex from)
{
	const struct s43_map *m = j->m;
	const char *prec = game_rule(j->g, j->st, "precipice-zoc");
	struct grid_hex goal = { 3, 8 }, *q;
	unsigned char *seen;
	int head = 0, tail = 0, found = 0;

	if (grid_equal(from, goal))
		return 1;
	if ((q = malloc(((size_t)m->nhexes + 1) * sizeof *q)) == NULL ||
	    (seen = calloc((size_t)m->nhexes + 1, 1)) == NULL) {
		free(q);
		return 0;
	}
	q[tail++] = from;
	while (head < tail && !found) {
		struct grid_hex nb[6];
		grid_neighbours(q[head++], nb);
		for (int d = 0; d < 6 && !found; d++) {
			const struct s43_hex *x = s43_hex_find(m, nb[d]);
			int blocked = 0;
			if (x == NULL || seen[x - m->hexes])
				continue;
			seen[x - m->hexes] = 1;
			for (int i = 0; i < m->nunits && !blocked; i++)
				blocked = m->units[i].onmap && m->units[i].side == S43_ALLIED &&
					grid_equal(m->units[i].hex, nb[d]);
			if (blocked)
				continue;
			if (grid_equal(nb[d], goal))
				found = 1;
			else if (!s43_zoc(m, prec, nb[d], S43_ALLIED, 0))
				q[tail++] = nb[d];
		}
	}
	free(q);
	free(seen);
	return found;
}

/* §28.31 n, o, at the end of 17-night, when the benchmarks are in play: an
 * Axis win needs fewer than 180 Axis steps lost (eliminated units, CPs and the
 * Italian unit aside, and the steps of Axis units in an Allied ZOC that could
 * not reach 0308); an Allied win needs Allied / Axis steps on the map of 7:4
 * or more. Otherwise the result is a draw (§28.42: "Tout autre résultat"). */
static int benchmarks_end(const struct judge *j, int winner)
{
	const struct s43_map *m = j->m;
	const char *prec = game_rule(j->g, j->st, "precipice-zoc");
	int lost = 0, on[2] = { 0, 0 };

	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *u = &m->units[i];
		if (u->onmap)
			on[u->side] += u->steps;
		if (u->side != S43_AXIS || u->kind == S43_K_CP || strcmp(u->nation, "IT") == 0)
			continue;
		if (!u->onmap && !u->offmap && !u->exited)
			lost += u->max_steps;
		else if (u->onmap && s43_zoc(m, prec, u->hex, S43_ALLIED, 0) &&
		    !reaches_0308(j, u->hex)) {
			log_stepn(j->log, "§28.31 n", "%s is in an Allied ZOC and could not reach "
					"0308: its %d step count",
					"%s is in an Allied ZOC and could not reach 0308: its %d "
					"steps count", u->steps, u->id, u->steps);
			lost += u->steps;
		}
	}
	if (winner == S43_AXIS) {
		log_step(j->log, "§28.31 n", "Axis steps lost: %d (fewer than 180 for an Axis win)",
				lost);
		return lost < 180 ? winner : -1;
	}
	if (winner == S43_ALLIED) {
		log_step(j->log, "§28.31 o", "Steps on the map: Allied %d, Axis %d (7:4 or more for "
				"an Allied win)", on[S43_ALLIED], on[S43_AXIS]);
		return on[S43_ALLIED] * 4 >= on[S43_AXIS] * 7 ? winner : -1;
	}
	return winner;
}

static int judge(struct game_ctx *g, const struct state *st, struct s43_map *m,
		struct log *log, int *winner, const char **why, struct err *e)
{
	const char *sc = state_get(st, "scenario"), *w = state_get(st, "winner");
	struct judge j = { g, st, m, NULL, log, 0, 0 };
	struct grid_hex h[16];
	int turn, last, n;

	if (sc == NULL)
		sc = "campaign";
	if (kit_enum((const char *const[]){ "campaign", "hypothetical", "training1",
			"training2", NULL }, sc) < 0)
		return s43_bad_set(st, "scenario", "campaign, hypothetical, training1 or training2 "
				"(§29)", e);
	if (w != NULL && *w) {
		if (kit_enum((const char *const[]){ "allied", "axis", "draw", NULL }, w) < 0)
			return s43_bad_set(st, "winner", "allied, axis or draw", e);
		*winner = s43_side_parse(w);
		*why = "§24.441, §28.12, §28.2";
		log_step(log, *why, "The game was decided already (set,winner): %s", w);
		return 0;
	}
	if (s43_table(g, "victory", &j.t, e))
		return e->code;
	if ((j.c_role = table_find_col(j.t, "role", "§28", e)) < 0 ||
	    (j.c_name = table_find_col(j.t, "name", "§28", e)) < 0)
		return e->code;
	/* §28.12: more than 27 steps of supplied units gone by 0307 win at once; A37:
	 * §28.11 (the class-1 road from a beach via Salerno to 0307) is one of "les
	 * conditions suivantes" of §28.1, so the exit needs it (exit-victory-road) */
	if (sc[0] != 't' && exit_victory(&j, winner, why, e))
		return e->code;
	if (*winner == S43_ALLIED)
		return 0;
	if (s43_turn_now(st, "§28.4", &turn, e))
		return e->code;
	if ((j.c_role = table_find_col(j.t, "role", "§28", e)) < 0 ||
	    (j.c_name = table_find_col(j.t, "name", "§28", e)) < 0)
		return e->code;
	/* the hexes judged: past 16 of a kind they were left out without a word */
	if (salerno_hexes(&j, h, 16) > 16)
		return err_set(e, EXIT_DATA, "%s: more than 16 hex rows with town=Salerno (§28.41)",
				kit_path(st));
	for (const char *const *role = (const char *const[]){ "coast", "town", "paestum", NULL };
			*role; role++)
		if (role_hexes(&j, *role, h, 16) > 16)
			return err_set(e, EXIT_DATA, "%s: more than 16 rows with role %s (§28.4)",
					j.t->source ? j.t->source : _("victory table"), *role);
	last = sc[0] == 't' ? S43_AFTERNOON : S43_TURNS - 1;
	if (turn != last) {
		char l[16];
		s43_turn_format(last, l, sizeof l);
		return kit_refuse(e, sc[0] == 't' ? "§29.33, §29.43" : "§28.4, §29.1", "victory: "
				"the %s is judged at the end of %s", sc, l);
	}
	if (strcmp(sc, "training1") == 0) {
		n = salerno_hexes(&j, h, 16);
		*winner = training(&j, h, n, S43_ALLIED, "§29.33");
		*why = "§29.33";
	} else if (strcmp(sc, "training2") == 0) {
		n = role_hexes(&j, "paestum", h, 16);
		*winner = training(&j, h, n, S43_AXIS, "§29.43");
		*why = "§29.43";
	} else {
		const char *opt = state_get(st, "opt_military_objectives");
		int hyp = strcmp(sc, "hypothetical") == 0, won;
		if (hyp && strcmp(game_rule(j.g, st, "historical-notes"), "off") == 0)
			log_step(log, "§29.2, §28.31", "In the hypothetical scenario all of §28.3's "
					"conditions apply; the historical notes of §28.31 the Axis must "
					"also meet are not judged by umpire");
		else if (hyp)
			log_step(log, "§29.2, §28.31; ruling historical-notes=axis", "In the "
					"hypothetical scenario all of §28.3's conditions apply, and the "
					"historical notes of §28.31 the Axis must also meet, which the "
					"benchmark order judges when they fall");
		*winner = campaign(&j, why);
		if (hyp || (opt != NULL && strcmp(opt, "yes") == 0)) {
			if ((won = benchmarks_end(&j, *winner)) != *winner) {
				log_step(log, "§28.31 n, o", "The %s player does not meet §28.31's "
						"condition for his win: any other result is a draw",
						s43_side_m(*winner));
				*why = "§28.31 n, o";
			}
			*winner = won;
		}
	}
	return 0;
}

int s43_victory_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct s43_map m;
	const char *why = "";
	int winner = -1, rc;

	if ((rc = s43_map_load(&m, st, e)) == 0 &&
	    (rc = judge(g, st, &m, g->log, &winner, &why, e)) == 0) {
		log_step(g->log, why, "%s", winner < 0 ? _("The game is a draw") : winner ==
				S43_ALLIED ? _("The Allied player wins") : _("The Axis player wins"));
		if (state_set(st, "winner", winner < 0 ? "draw" : s43_side_name(winner)))
			rc = err_set(e, EXIT_IO, "out of memory");
	}
	s43_map_free(&m);
	return rc;
}

int s43_victory_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct s43_map m;
	struct log quiet;
	const char *why = "";
	int winner = -1, rc;

	log_open(&quiet, NULL, LOG_TEXT);
	if ((rc = s43_map_load(&m, st, e)) == 0 &&
	    (rc = judge(g, st, &m, &quiet, &winner, &why, e)) == 0) {
		snprintf(r->note, sizeof r->note, "no chance: the victory conditions (%s)", why);
		rc = s43_odds_certain(r, 1, (const char *const[]){ "winner" },
				(const char *const[]){ winner < 0 ? "draw" : s43_side_name(winner) }, e);
	}
	s43_map_free(&m);
	return rc;
}

/* ---- the benchmarks of §28.31 (the `benchmark` order) ----
 *
 * "Les deux armées ont des objectifs militaires qu'elles doivent réussir avant
 * un certain tour" (§28.3). Optional (set,opt_military_objectives yes), and
 * compulsory in the hypothetical scenario (§29.2). The order judges the
 * benchmarks of benchmarks.csv due in the state's turn, records each as
 * set,benchmark.ID met or missed (a benchmark of several turns stays missed
 * once missed), and, under ruling benchmark-missed=loses (the default: the
 * text calls them objectives the armies "doivent réussir", §29.2
 * "obligatoirement"; digest A37), a side that misses one loses the game at
 * once (set,winner); under =record the result is only recorded and §28.4
 * decides. The players give the order at the moment the benchmark names (the
 * start of 10-afternoon, the night of the 11th...). In the hypothetical
 * scenario the historical notes §29.2 makes compulsory for the Axis are
 * judged too, as rows of scenario "hypothetical" (ruling historical-notes).
 * Not judged here: n) and o), at the end of 17-night (the victory order's). */

/* The hexes of a benchmark: its list, or a hex column's marked hexes. */
static int bm_hexes(const struct judge *j, const char *list, struct grid_hex *out, int max,
		struct err *e)
{
	const struct state_kind *k = state_kind(j->st, "hex");
	int n = 0, c;

	if (strcmp(list, "@Salerno") == 0)
		return salerno_hexes(j, out, max) > max ? max : salerno_hexes(j, out, max);
	if (strcmp(list, "@naples-corner") == 0) {
		c = k ? state_col(k, "corner") : -1;
		for (int i = 0; c >= 0 && i < k->nrows && n < max; i++)
			if (strcmp(state_field(&k->rows[i], c), "naples") == 0 &&
			    grid_parse(state_field(&k->rows[i], state_col(k, "hex")), &out[n]) == 0)
				n++;
		if (n == 0)
			return err_set(e, EXIT_UNKNOWN, "benchmark: §28.31 d needs the level-1 hexes of "
					"the Gulf of Naples map corner, which the text does not list: mark "
					"them in %s with the hex column corner=naples", kit_path(j->st)), -1;
		return n;
	}
	for (const char *p = list; *p && n < max; p += strcspn(p, ";"), p += *p == ';') {
		char hx[5];
		snprintf(hx, sizeof hx, "%.4s", p);
		if (grid_parse(hx, &out[n]) == 0)
			n++;
	}
	return n;
}

/* Whether `side` (units of `nation` when given) meets one benchmark. */
static int bm_met(const struct judge *j, const char *test, int side, const char *nation,
		const struct grid_hex *h, int n)
{
	const struct s43_map *m = j->m;
	char hx[5];

	for (int i = 0; i < n; i++) {
		int ok = 0, occupied = 0;
		grid_format(h[i], hx);
		for (int k = 0; k < m->nunits; k++) {
			const struct s43_unit *u = &m->units[k];
			int d = u->onmap ? grid_distance(u->hex, h[i]) : 99;
			if (u->side != side || d > 1)
				continue;
			occupied |= d == 0;
			ok |= (test[0] == 'a' && test[1] == 'd' && (!*nation ||
					strcmp(u->nation, nation) == 0)) ||
				(test[0] == 'c' && d == 0 && (!*nation || strcmp(u->nation, nation) == 0));
			if (test[0] == 'a' && test[1] == 'b' && d == 0) {
				log_step(j->log, "§28.31", "%s stands in %s", u->id, hx);
				return 0;
			}
		}
		if (test[0] == 'c' && !occupied)
			ok = control(j, h[i]) == side;
		if (test[0] == 'c' && !ok) {
			log_step(j->log, "§28.3", "%s is not under %s control", hx, *nation ?
					nation : s43_side_m(side));
			return 0;
		}
		if (test[0] == 'a' && test[1] == 'd' && ok)
			return 1;
	}
	return test[0] != 'a' || test[1] == 'b';
}

/* 1 if turn index t is among the ';'-list of turns. */
static int bm_due(const char *turns, int t)
{
	for (const char *p = turns; *p; p += strcspn(p, ";"), p += *p == ';') {
		char one[24];
		snprintf(one, sizeof one, "%.*s", (int)strcspn(p, ";"), p);
		if (s43_turn_parse(one) == t)
			return 1;
	}
	return 0;
}

/* Whether the row's scenario column lets it be judged: "any", or
 * "hypothetical" for the historical notes §29.2 makes compulsory for the Axis
 * in that scenario (ruling historical-notes: axis judges them, off does not).
 * A table without the column judges every row. */
static int bm_scenario(struct game_ctx *g, struct state *st, const struct table *t, int r,
		int hyp)
{
	int c = table_col(t, "scenario");
	const char *sc = c >= 0 ? table_cell(t, r, c) : "any";

	if (strcmp(sc, "hypothetical") != 0)
		return 1;
	return hyp && strcmp(game_rule(g, st, "historical-notes"), "off") != 0;
}

static int bm_judge(struct game_ctx *g, struct state *st, struct judge *j, int turn,
		int hyp, int *judged, struct err *e)
{
	const struct table *t;
	int c[7], loses = strcmp(game_rule(g, st, "benchmark-missed"), "record") != 0;
	static const char *const cols[] = { "id", "turns", "side", "nation", "test", "hexes",
		"section" };

	if (s43_table(g, "benchmarks", &t, e))
		return e->code;
	for (int i = 0; i < 7; i++)
		if ((c[i] = table_find_col(t, cols[i], "§28.31", e)) < 0)
			return e->code;
	for (int r = 1; r < t->nrows; r++) {
		struct grid_hex h[16];
		const char *id = table_cell(t, r, c[0]), *test = table_cell(t, r, c[4]);
		int side = s43_side_parse(table_cell(t, r, c[2])), n, met;
		char key[32];
		const char *was;
		if (!bm_due(table_cell(t, r, c[1]), turn) || !bm_scenario(g, st, t, r, hyp))
			continue;
		if (side < 0 || kit_enum((const char *const[]){ "control", "adjacent", "absent",
				NULL }, test) < 0)
			return err_set(e, EXIT_DATA, "%s:%d: a benchmark's side or test is not one of "
					"its words", t->source, t->lines[r]);
		if ((n = bm_hexes(j, table_cell(t, r, c[5]), h, 16, e)) < 0)
			return e->code;
		met = bm_met(j, test, side, table_cell(t, r, c[3]), h, n);
		snprintf(key, sizeof key, "benchmark.%s", id);
		was = state_get(st, key);
		if (was != NULL && strcmp(was, "missed") == 0)
			met = 0;
		(*judged)++;
		log_step(g->log, table_cell(t, r, c[6]), "%s benchmark %s (%s %s of %s): %s",
				s43_side_m(side), id, test, *table_cell(t, r, c[3]) ?
				table_cell(t, r, c[3]) : "units", table_cell(t, r, c[5]),
				met ? "met" : "missed");
		if (state_set(st, key, met ? "met" : "missed"))
			return err_set(e, EXIT_IO, "out of memory");
		if (!met && loses && state_get(st, "winner") == NULL) {
			log_step(g->log, "§28.31; ruling benchmark-missed=loses", "The %s player "
					"missed a benchmark: the %s player wins", s43_side_m(side),
					s43_side_m(!side));
			if (state_set(st, "winner", s43_side_name(!side)))
				return err_set(e, EXIT_IO, "out of memory");
		}
	}
	return 0;
}

int s43_benchmark_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	const char *opt = state_get(st, "opt_military_objectives"), *sc = state_get(st,
			"scenario");
	struct s43_map m;
	struct judge j = { g, st, NULL, NULL, g->log, 0, 0 };
	int turn, judged = 0, rc, hyp = sc != NULL && strcmp(sc, "hypothetical") == 0;
	char now[16];

	if (!hyp && (opt == NULL || strcmp(opt, "yes") != 0))
		return kit_refuse(e, "§28.31", "benchmark: §28.31 is an optional rule: set "
				"opt_military_objectives to yes (compulsory in the hypothetical scenario, "
				"§29.2)");
	if (s43_turn_now(st, "§28.31", &turn, e))
		return e->code;
	if ((rc = s43_map_load(&m, st, e)) != 0)
		return rc;
	j.m = &m;
	if (hyp && strcmp(game_rule(g, st, "historical-notes"), "off") == 0)
		log_step(g->log, "§29.2", "Hypothetical scenario: the benchmarks are compulsory; "
				"the historical notes the Axis must also meet are not judged by umpire");
	else if (hyp)
		log_step(g->log, "§29.2; ruling historical-notes=axis", "Hypothetical scenario: "
				"the benchmarks are compulsory, and so are the historical notes that say "
				"where the Axis troops stood (c, g, i, l, m)");
	rc = bm_judge(g, st, &j, turn, hyp, &judged, e);
	s43_map_free(&m);
	s43_turn_format(turn, now, sizeof now);
	if (rc == 0 && judged == 0)
		rc = kit_refuse(e, "§28.31", "benchmark: no benchmark of §28.31 a-m is judged in "
				"%s", now);
	return rc;
}
