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
#include <string.h>

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

/* §28.3: the side that controls h, or -1. */
static int control(const struct s43_map *m, const struct state *st, struct grid_hex h)
{
	const char *c;
	int side;

	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].onmap && grid_equal(m->units[i].hex, h))
			return m->units[i].side;
	c = hex_field(st, h, "control");
	side = s43_side_parse(c);
	if (side >= 0 && s43_zoc(m, h, !side, 0))
		return -1;
	return side;
}

struct judge {
	struct game_ctx *g;
	const struct state *st;
	const struct s43_map *m;
	const struct table *t;
	struct log *log;
	int c_role, c_name;
};

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
		if (s43_zoc(j->m, h[i], S43_AXIS, 0)) {
			grid_format(h[i], hx);
			log_step(j->log, "§28.41", "The Axis exerts a ZOC into the Salerno hex %s", hx);
			*why = "§28.41";
			return S43_AXIS;
		}
	log_step(j->log, "§28.41", "No Axis ZOC into the %d Salerno hex%s (hex column "
			"town=Salerno)", n, n == 1 ? "" : "es");
	n = role_hexes(j, "coast", h, 16);
	int all = n > 0;
	for (int i = 0; i < n; i++) {
		int c = control(j->m, j->st, h[i]);
		grid_format(h[i], hx);
		log_step(j->log, "§28.3, §28.41", "%s (%s): %s control", hx,
				table_cell(j->t, table_row(j->t, 0, hx), j->c_name), s43_side_title(c));
		all &= c == S43_AXIS;
	}
	if (all) {
		*why = "§28.41";
		return S43_AXIS;
	}
	n = role_hexes(j, "town", h, 16);
	for (int i = 0; i < n; i++) {
		int c = control(j->m, j->st, h[i]);
		const char *role;
		grid_format(h[i], hx);
		role = table_cell(j->t, table_row(j->t, 0, hx), j->c_role);
		log_step(j->log, "§28.3, §28.42", "%s (%s): %s control", hx,
				table_cell(j->t, table_row(j->t, 0, hx), j->c_name), s43_side_title(c));
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
		int c = control(j->m, j->st, h[i]);
		grid_format(h[i], hx);
		log_step(j->log, rule, "%s: %s control, %s ZOC into it: %s", hx, s43_side_title(c),
				s43_side_title(owner), s43_zoc(j->m, h[i], owner, 0) ? "yes" : "no");
		if (c == owner)
			return owner;
		zoc |= s43_zoc(j->m, h[i], owner, 0);
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
				j->t->source ? j->t->source : "victory table", c);
	grid_format(h[0], hx);
	log_step(j->log, "§28.12", "Supplied Allied units of %d step%s have left the map by %s "
			"(more than %d win)", steps, steps == 1 ? "" : "s", hx, need);
	if (steps <= need)
		return 0;
	if (strcmp(game_rule(j->g, j->st, "exit-victory-road"), "required") == 0) {
		if (s43_supply_exit_road(j->g, j->st, h[0], &ok, e))
			return e->code;
		log_step(j->log, "§28.11; A37", "%s", ok ? "A supply line runs from a beach "
				"marker through Salerno to the exit hex by class-1 roads" : "No supply "
				"line runs from a beach marker through Salerno to the exit hex by "
				"class-1 roads: the exit does not win");
	}
	if (ok) {
		*winner = S43_ALLIED;
		*why = "§28.12";
	}
	return 0;
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
					j.t->source ? j.t->source : "victory table", *role);
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
		if (strcmp(sc, "hypothetical") == 0)
			log_step(log, "§29.2, §28.31", "In the hypothetical scenario all of §28.3's "
					"conditions apply and the Axis must also meet the historical notes "
					"of §28.31: not judged by umpire, only §28.4");
		*winner = campaign(&j, why);
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
		log_step(g->log, why, "%s", winner < 0 ? "The game is a draw" : winner ==
				S43_ALLIED ? "The Allied player wins" : "The Axis player wins");
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
