/*
 * turn.c: where a game of Heroes of Normandie stands: the set-up (placing units
 * and markers), the Order phase (Order tokens, Hardened's limit of 10 numbered
 * tokens, §3.3), the phases of the turn and what happens between them (core 3;
 * the Sc-2 events), objectives taken (Sc-1, Sc-3, Sc-4), each scenario's end
 * and victory (Sc-A, Sc-1 to Sc-4), and the orders this battle pack has no
 * procedure for (bombard, land).
 *
 * The state keeps `set,turn`, `set,phase` (setup, order, activation, reserve),
 * `set,end_turn` (every scenario's length is an icon the seed lost: '?' until
 * the players write it), `set,scenario` (sc-a, sc-1 ... sc-4), `set,initiative`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hon.h"
#include "i18n.h"

static struct hon_marker *marker_find(struct hon_model *m, const char *id)
{
	for (int i = 0; i < m->nmarkers; i++)
		if (!strcmp(m->markers[i].id, id))
			return &m->markers[i];
	return NULL;
}

static int set_int(struct state *st, const char *key, int v, struct err *e)
{
	char b[16];
	snprintf(b, sizeof b, "%d", v);
	return state_set(st, key, b) ? err_set(e, EXIT_IO, "out of memory") : 0;
}

static const char *scenario(const struct state *st)
{
	const char *s = state_get(st, "scenario");
	return s ? s : "";
}

/* A side's numbered tokens: `set,orders.SIDE` (its stars, 10 if not
 * written) plus one for each Hardened trait it holds (`set,hardened.SIDE`:
 * "Ce trait de caractère vous apporte un pion Ordre supplémentaire", §3.3),
 * never more than 10 ("Vous ne pouvez pas posséder plus de 10 marqueurs
 * Ordre numérotés"). Each number goes on one unit of the side. */
static int numbered_tokens(struct hon_model *m, const struct state *st,
		const struct hon_unit *u, int n, const char *tok, struct err *e)
{
	char key[32], why[96] = "";
	const char *side = hon_side_name(u->side), *v;
	int max = 10, hard = 0;

	snprintf(key, sizeof key, "orders.%s", side);
	if ((v = state_get(st, key)) != NULL)
		max = atoi(v);
	snprintf(key, sizeof key, "hardened.%s", side);
	if ((v = state_get(st, key)) != NULL && (hard = atoi(v)) > 0) {
		snprintf(why, sizeof why, " (%d + %d Hardened)", max, hard);
		max += hard;
	}
	if (max > 10) {
		log_step(m->g->log, "§3.3 hardened", "The %s would have %d numbered Order tokens%s: "
				"never more than 10", side, max, why);
		max = 10;
		why[0] = 0;
	}
	if (n > max)
		return kit_refusen(e, "core 3.1; §3.3 hardened",
				"the %s has %d numbered Order token%s: no token %d",
				"the %s has %d numbered Order tokens%s: no token %d", max, side, max, why, n);
	for (int i = 0; i < m->nunits; i++)
		if (&m->units[i] != u && m->units[i].side == u->side &&
				!strcmp(m->units[i].order, tok))
			return kit_refuse(e, "core 3.1", "token %s is already on %s", tok,
					m->units[i].id);
	return 0;
}

/* ---- the Order phase ---- */

int hon_order_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct hon_model m;
	struct hon_unit *u;
	const char *tok = order_get(o, "token");
	int rc = 0, n = atoi(tok);

	(void)c;
	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((u = hon_unit_find(&m, order_get(o, "unit"))) == NULL) {
		rc = err_set(e, EXIT_USAGE, "order: no unit '%s'", order_get(o, "unit"));
		goto done;
	}
	if (strcmp(tok, "special") && strcmp(tok, "bluff") && strcmp(tok, "none") &&
			(n < 1 || n > 10 || strspn(tok, "0123456789") != strlen(tok))) {
		rc = err_set(e, EXIT_USAGE, "order: token=%s: 1 to 10, special, bluff or none", tok);
		goto done;
	}
	if (u->place == HN_DEAD || u->place == HN_OUT || u->place == HN_TAKENOFF) {
		rc = kit_refuse(e, "core 3.1", "%s is out of the game", u->id);
		goto done;
	}
	if (n >= 1 && (rc = numbered_tokens(&m, st, u, n, tok, e)) != 0)
		goto done;
	snprintf(u->order, sizeof u->order, "%s", strcmp(tok, "none") ? tok : "");
	log_step(g->log, "core 3.1", "%s gets %s", u->id, strcmp(tok, "none") ?
			(n ? _("a numbered Order token") : !strcmp(tok, "special") ?
			 _("a Special Order token") : _("a Bluff token")) : _("no Order token"));
	rc = hon_unit_save(&m, u, e);
done:
	hon_model_free(&m);
	return rc;
}

/* ---- the phases ---- */

static int end_of_turn(struct hon_model *m, struct state *st, struct err *e)
{
	int suppressed = 0;
	const char *v;

	for (int i = 0; i < m->nunits; i++)
		suppressed += (m->units[i].flags & HN_U_SUPPRESSED) != 0;
	if (suppressed) {
		if (hon_core_text(m, "suppressed_clear", "core 3.3, 4.1: are Suppressed markers "
					"removed at the end of the turn (yes or no)?", &v, e))
			return e->code;
	} else {
		v = "no";
	}
	for (int i = 0; i < m->nunits; i++) {
		struct hon_unit *u = &m->units[i];
		unsigned old = u->flags;
		int had = u->order[0] != 0;
		u->flags &= ~HN_U_ACTIVATED;
		if (!strcmp(v, "yes"))
			u->flags &= ~HN_U_SUPPRESSED;
		u->order[0] = 0;
		if ((old != u->flags || had) && hon_unit_save(m, u, e))
			return e->code;
	}
	log_step(m->g->log, "core 3.3", "End of the turn: Activated markers and Order tokens "
			"are removed%s", !strcmp(v, "yes") ? ", and Suppressed markers" : "");
	return 0;
}

static void scenario_events(struct game_ctx *g, const struct state *st, const char *phase,
		int turn)
{
	const char *sc = scenario(st);
	if (!strcmp(sc, "sc-2") && !strcmp(phase, "reserve"))
		log_step(g->log, "Sc-2", "Start of the Reserve phase: the CW brings in his Universal "
				"Carriers by the arrow squares (the seed names no turn: play them when the "
				"scenario sheet says)");
	if (!strcmp(sc, "sc-2") && !strcmp(phase, "order") && turn > 1)
		log_step(g->log, "Sc-2", "Start of the Order phase: place the 2 red-outlined Tactical "
				"Bonuses when the scenario sheet says (the seed names no turn)");
	if (!strcmp(sc, "sc-4") && !strcmp(phase, "end-reserve"))
		log_step(g->log, "Sc-4", "End of a Reserve phase: the game ends now if a player "
				"meets his victory conditions (order `victory`)");
	if (!strcmp(sc, "sc-2") && !strcmp(phase, "end-reserve")) {
		const char *t = state_get(st, "sc2.reinforce_turn");
		if (t && atoi(t) == turn)
			log_step(g->log, "Sc-2", "End of the Reserve phase of turn %d: the German may "
					"bring in reinforcements by the arrow squares", turn);
		else if (t == NULL || !strcmp(t, "?"))
			log_step(g->log, "Sc-2", "The German reinforcements come at the end of the "
					"Reserve phase of a turn the seed lost (set,sc2.reinforce_turn)");
	}
}

int hon_next_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct hon_model m;
	const char *ph = state_get(st, "phase"), *t = state_get(st, "turn");
	const char *end = state_get(st, "end_turn");
	int turn = t ? atoi(t) : 0, rc = 0;
	const char *next;

	(void)o, (void)c;
	if (ph == NULL)
		return kit_refuse(e, "core 3", "the state records no phase (set,phase)");
	if (hon_model_load(&m, g, st, e))
		return e->code;
	if (!strcmp(ph, "setup")) {
		next = "order";
		turn = 1;
	} else if (!strcmp(ph, "order")) {
		next = "activation";
	} else if (!strcmp(ph, "activation")) {
		next = "reserve";
	} else {
		scenario_events(g, st, "end-reserve", turn);
		if ((rc = end_of_turn(&m, st, e)) != 0)
			goto done;
		if (end && strcmp(end, "?") && turn >= atoi(end)) {
			log_step(g->log, "scenario", "Turn %d was the last (set,end_turn): the game is "
					"over; order `victory` says who won", turn);
			next = "reserve";
			if ((rc = state_set(st, "over", "yes") ? err_set(e, EXIT_IO, "out of memory") :
						0) != 0)
				goto done;
			goto done;
		}
		next = "order";
		turn++;
	}
	if ((rc = set_int(st, "turn", turn, e)) != 0)
		goto done;
	if (state_set(st, "phase", next) || state_set(st, "activation", "")) {
		rc = err_set(e, EXIT_IO, "out of memory");
		goto done;
	}
	log_step(g->log, "core 3", "Turn %d: %s phase", turn, !strcmp(next, "order") ? "Order" :
			!strcmp(next, "activation") ? "Activation" : "Reserve");
	scenario_events(g, st, next, turn);
done:
	hon_model_free(&m);
	return rc;
}

/* ---- set-up ---- */

/* Outside the set-up a unit is placed only as Sc-3's German reinforcements,
 * after the CW took a Secondary Objective: "Le joueur Allemand déploie les
 * renforts correspondants n'importe où dans sa zone de déploiement derrière la
 * ligne portant le numéro de l'Objectif Secondaire contrôlé, et non adjacents à
 * des Unités CW" (the numbered line is on the plan, not checked). */
static int setup_or_reinforcement(struct hon_model *m, const struct state *st,
		const struct hon_unit *u, const char *at, struct err *e)
{
	const char *ph = state_get(st, "phase"), *tk = state_get(st, "sc3.taken");
	struct grid_sq s;

	if (ph == NULL || !strcmp(ph, "setup"))
		return 0;
	if (strcmp(scenario(st), "sc-3") || u->side != HN_DE || tk == NULL || atoi(tk) < 1)
		return kit_refuse(e, "scenario préparation; Sc-3", "units are placed during the "
				"set-up; after it, only Sc-3's German reinforcements, once the CW has taken "
				"a Secondary Objective");
	if (grid_sq_parse(at, &s) || !hon_on_board(&m->b, s))
		return 0;     /* the caller names the bad square */
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].side == HN_CW && m->units[i].place == HN_ON &&
				hon_adjacent(m->units[i].at, s))
			return kit_refuse(e, "Sc-3 renforts", "%s is next to %s (CW): reinforcements "
					"deploy 'non adjacents à des Unités CW'", at, m->units[i].id);
	log_step(m->g->log, "Sc-3 renforts", "%s deploys as a German reinforcement", u->id);
	return 0;
}

/* Who deploys first: "Le joueur Allemand se déploie en premier" (Sc-A, Sc-1,
 * Sc-3; Sc-2 but its Flak 36, deployed last: "Enfin le j. Allemand déploie son
 * Flak 36"), "Le joueur ayant l'Initiative se déploie en premier" (Sc-4). A
 * unit of that side is refused once the other side has placed one. */
static int deploy_order(struct hon_model *m, const struct state *st, const struct hon_unit *u,
		struct err *e)
{
	const char *sc = scenario(st), *ini = state_get(st, "initiative");
	const char *ph = state_get(st, "phase");
	int first = -1;

	if (ph != NULL && strcmp(ph, "setup"))
		return 0;     /* reinforcements, not the deployment */

	if (!strcmp(sc, "sc-a") || !strcmp(sc, "sc-1") || !strcmp(sc, "sc-2") ||
			!strcmp(sc, "sc-3"))
		first = HN_DE;
	else if (!strcmp(sc, "sc-4") && ini)
		first = hon_side_parse(ini);
	if (first < 0 || (int)u->side != first ||
			(!strcmp(sc, "sc-2") && !strcmp(u->front->id, "flak-36")))
		return 0;
	for (int i = 0; i < m->nunits; i++)
		if ((int)m->units[i].side != first && m->units[i].place == HN_ON)
			return kit_refuse(e, !strcmp(sc, "sc-4") ? "Sc-4 déploiement" : sc[3] == 'a' ?
					"Sc-A déploiement" : sc[3] == '1' ? _("Sc-1 déploiement") : sc[3] == '2' ?
					_("Sc-2 déploiement") : _("Sc-3 déploiement"), "the %s deploys first: %s of the "
					"%s is already placed", hon_side_title((enum hon_side)first), m->units[i].id,
					hon_side_title(m->units[i].side));
	return 0;
}

int hon_place_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct hon_model m;
	const char *what = order_get(o, "what"), *at = order_get(o, "at");
	const char *facing = order_get(o, "facing");
	struct hon_unit *u;
	struct hon_marker *mk;
	struct grid_sq s;
	char nm[GRID_NAME_MAX];
	int rc = 0;

	(void)c;
	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((u = hon_unit_find(&m, what)) != NULL) {
		if (u->place != HN_OFF) {
			rc = kit_refuse(e, "scenario préparation", "%s is already placed", u->id);
			goto done;
		}
		if (grid_sq_parse(at, &s) || !hon_on_board(&m.b, s)) {
			rc = err_set(e, EXIT_USAGE, "place: at=%s: a square of the board", at);
			goto done;
		}
		if ((rc = setup_or_reinforcement(&m, st, u, at, e)) != 0 ||
				(rc = deploy_order(&m, st, u, e)) != 0)
			goto done;
		int zone = m.b.zone[s.y * m.b.w + s.x] & 3, anyzone = 0;
		for (int i = 0; i < m.b.w * m.b.h; i++)
			anyzone |= (m.b.zone[i] & 3) == (u->side == HN_CW ? 1 : 2);
		if (anyzone && zone != (u->side == HN_CW ? 1 : 2)) {
			rc = kit_refuse(e, "scenario préparation", "%s is not in the %s deployment "
					"zone", at, hon_side_title(u->side));
			goto done;
		}
		if (*facing) {
			const char *p = strchr("nesw", facing[0]);
			if (p == NULL || facing[1]) {
				rc = err_set(e, EXIT_USAGE, "place: facing=%s: n, e, s or w", facing);
				goto done;
			}
			u->facing = (int)(p - "nesw");
		}
		u->place = HN_ON, u->at = s;
		struct grid_sq sq[2];
		int ns = hon_unit_squares(u, sq);
		for (int j = 0; j < ns; j++)
			if (!hon_on_board(&m.b, sq[j]) || hon_unit_at(&m, sq[j])) {
				rc = kit_refuse(e, "scenario préparation", "%s does not fit there: %s is "
						"taken or off the board", u->id, grid_sq_format(sq[j], nm));
				goto done;
			}
		log_step(g->log, "scenario préparation", "%s is placed on %s", u->id,
				grid_sq_format(s, nm));
		rc = hon_unit_save(&m, u, e);
	} else if ((mk = marker_find(&m, what)) != NULL) {
		const char *ph = state_get(st, "phase");
		if (ph != NULL && strcmp(ph, "setup")) {
			rc = kit_refuse(e, "scenario préparation", "markers are placed during the set-up");
			goto done;
		}
		if (mk->placed) {
			rc = kit_refuse(e, "scenario préparation", "marker %s is already placed", mk->id);
			goto done;
		}
		if (mk->kind == HN_M_HEDGEHOG) {
			if (hon_run_parse(at, &mk->run)) {
				rc = err_set(e, EXIT_USAGE, "place: at=%s: a run of edges", at);
				goto done;
			}
		} else if (grid_sq_parse(at, &mk->at) || !hon_on_board(&m.b, mk->at)) {
			rc = err_set(e, EXIT_USAGE, "place: at=%s: a square of the board", at);
			goto done;
		}
		mk->placed = 1;
		log_step(g->log, "scenario préparation", "Marker %s is placed on %s", mk->id, at);
		rc = hon_marker_save(&m, mk, e);
	} else {
		rc = err_set(e, EXIT_USAGE, "place: no unit or marker '%s'", what);
	}
done:
	hon_model_free(&m);
	return rc;
}

/* ---- objectives ---- */

static int data_set(struct hon_marker *mk, const char *key, const char *value)
{
	char out[64], item[64];
	size_t n = 0, kl = strlen(key);
	int done = 0;
	out[0] = 0;
	for (const char *p = mk->data; *p;) {
		size_t len = strcspn(p, ";");
		snprintf(item, sizeof item, "%.*s", (int)len, p);
		p += len + (p[len] == ';');
		if (!strncmp(item, key, kl) && item[kl] == '=') {
			snprintf(item, sizeof item, "%s=%s", key, value);
			done = 1;
		}
		n += (size_t)snprintf(out + n, n < sizeof out ? sizeof out - n : 0, "%s%s",
				n ? ";" : "", item);
	}
	if (!done)
		n += (size_t)snprintf(out + n, n < sizeof out ? sizeof out - n : 0, "%s%s=%s",
				n ? ";" : "", key, value);
	if (n >= sizeof mk->data)
		return -1;
	snprintf(mk->data, sizeof mk->data, "%s", out);
	return 0;
}

static int sc3_secondary(struct game_ctx *g, struct state *st, struct hon_marker *mk,
		struct err *e)
{
	char num[8] = "", data[32];
	const char *t = state_get(st, "sc3.taken"), *end = state_get(st, "end_turn");
	int taken = t ? atoi(t) : 0;

	kit_flag_value(mk->data, "number", num, sizeof num);
	log_step(g->log, "Sc-3", "Secondary Objective %s is discarded", num[0] ? num : mk->id);
	if (set_int(st, "sc3.taken", taken + 1, e))
		return e->code;
	if (end && strcmp(end, "?")) {
		if (set_int(st, "end_turn", atoi(end) + 2, e))
			return e->code;
		log_step(g->log, "Sc-3", "The End marker moves 2 squares down: the game lasts to the "
				"end of turn %d", atoi(end) + 2);
	} else {
		log_step(g->log, "Sc-3", "The marker moves 2 squares down (the turn count is lost: "
				"add 2 to set,end_turn when it is known)");
	}
	snprintf(data, sizeof data, "number=%s", num[0] ? num : "?");
	if (hon_marker_add(st, "bonus", "-", "", data, e))
		return e->code;
	log_step(g->log, "Sc-3", "Place 1 Tactical Bonus %s; the German may discard Option Tiles "
			"at their Breaking Point or spent, fill empty slots with the options of "
			"RENFORT %s, and deploy them anywhere in his zone behind the line numbered %s, not "
			"adjacent to CW units", num[0] ? num : "?", num[0] ? num : "?", num[0] ? num : "?");
	hon_marker_remove(st, mk->id);
	return 0;
}

int hon_control_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct hon_model m;
	struct hon_marker *mk;
	const char *by = order_get(o, "by"), *sc = scenario(st);
	char obj[16] = "", owner[8] = "";
	int rc = 0, side = hon_side_parse(by);

	(void)c;
	if (side < 0)
		return err_set(e, EXIT_USAGE, "control: by=%s: cw or de", by);
	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((mk = marker_find(&m, order_get(o, "objective"))) == NULL ||
			mk->kind != HN_M_OBJECTIVE) {
		rc = err_set(e, EXIT_USAGE, "control: no objective marker '%s'",
				order_get(o, "objective"));
		goto done;
	}
	kit_flag_value(mk->data, "obj", obj, sizeof obj);
	kit_flag_value(mk->data, "owner", owner, sizeof owner);
	if (!strcmp(sc, "sc-3") && side == HN_CW && !strcmp(obj, "secondary")) {
		rc = sc3_secondary(g, st, mk, e);
		goto done;
	}
	if (!strcmp(sc, "sc-3") && side == HN_CW && !strcmp(obj, "main")) {
		log_step(g->log, "Sc-3", "The CW takes the Main Objective: the game ends at once");
		if (state_set(st, "over", "yes")) {
			rc = err_set(e, EXIT_IO, "out of memory");
			goto done;
		}
	}
	/* Sc-1: taken by the CW it turns to its CW face; retaken by the German it
	 * turns back to Neutral (the core defines control, A32) */
	const char *face = side == HN_CW ? "cw" : (!strcmp(sc, "sc-1") ? "neutral" : "de");
	if (data_set(mk, "face", face)) {
		rc = err_set(e, EXIT_DATA, "objective %s: its data is too long", mk->id);
		goto done;
	}
	log_step(g->log, !strcmp(sc, "sc-1") ? "Sc-1" : "scenario; core (control)", "The %s takes "
			"objective %s: it shows its %s face", hon_side_title((enum hon_side)side), mk->id,
			!strcmp(face, "cw") ? "CW" : !strcmp(face, "de") ? "German" : "Neutral");
	rc = hon_marker_save(&m, mk, e);
done:
	hon_model_free(&m);
	return rc;
}

/* ---- victory ---- */

static int count_obj(struct hon_model *m, const char *obj, const char *owner, const char *face)
{
	int n = 0;
	for (int i = 0; i < m->nmarkers; i++) {
		char o[16] = "", w[8] = "", f[16] = "";
		const struct hon_marker *mk = &m->markers[i];
		if (mk->kind != HN_M_OBJECTIVE)
			continue;
		kit_flag_value(mk->data, "obj", o, sizeof o);
		kit_flag_value(mk->data, "owner", w, sizeof w);
		kit_flag_value(mk->data, "face", f, sizeof f);
		n += !strcmp(o, obj) && (!owner || !strcmp(w, owner)) && !strcmp(f, face);
	}
	return n;
}

/* Sc-4: a side holds its Main Objective or 2 of the 3 Secondaries. */
static int sc4_holds(struct hon_model *m, const char *side)
{
	return count_obj(m, "main", side, side) || count_obj(m, "secondary", NULL, side) >= 2;
}

static int result(struct game_ctx *g, struct state *st, const char *rule, const char *res,
		const char *text, struct err *e)
{
	log_step(g->log, rule, "%s", text);
	return state_set(st, "result", res) ? err_set(e, EXIT_IO, "out of memory") : 0;
}

static int planes(struct hon_model *m, int *off, int *dead, int *total)
{
	*off = *dead = *total = 0;
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].front->ab & HN_AB_PLANE) {
			(*total)++;
			*off += m->units[i].place == HN_TAKENOFF;
			*dead += m->units[i].place == HN_DEAD;
		}
	return 0;
}

int hon_victory_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct hon_model m;
	const char *sc = scenario(st), *end = state_get(st, "end_turn");
	const char *t = state_get(st, "turn"), *ph = state_get(st, "phase");
	int over = state_get(st, "over") && !strcmp(state_get(st, "over"), "yes");
	int rc = 0, off = 0, dead = 0, total = 0;

	(void)o, (void)c;
	if (hon_model_load(&m, g, st, e))
		return e->code;
	if (!strcmp(sc, "sc-a")) {
		planes(&m, &off, &dead, &total);
		if (off + dead >= 2 && total >= 2)
			over = 1;
	}
	/* Sc-4: "La partie se termine à la fin du Tour ou à la fin de n'importe
	 * quelle Phase de Réserve si un des deux joueurs a rempli ses conditions
	 * de victoire": the turn count is not needed then */
	if (!strcmp(sc, "sc-4") && !over && ph && !strcmp(ph, "reserve") &&
			(sc4_holds(&m, "cw") || sc4_holds(&m, "de"))) {
		log_step(g->log, "Sc-4", "A side has fulfilled its victory conditions in this Reserve "
				"phase: the game ends at its end");
		over = 1;
	}
	if (!over && (end == NULL || !strcmp(end, "?"))) {
		rc = err_set(e, EXIT_UNKNOWN, "%s: set,end_turn is unknown ('?'): every scenario's "
				"length is an icon the seed lost (\"La partie dure  Tours\"); write the number "
				"from your scenario sheet (%s)", kit_path(st), HN_PAGE);
		goto done;
	}
	if (!over && !(t && ph && atoi(t) >= atoi(end) && !strcmp(ph, "reserve"))) {
		log_step(g->log, "scenario", "The game goes on: turn %s of %s, %s phase", t ? t : "?",
				end, ph ? ph : "?");
		goto done;
	}
	if (!strcmp(sc, "sc-a")) {
		rc = result(g, st, "Sc-A victoire", off == 0 ? "cw" : off == 1 ? "de-minor" :
				"de-major", off == 0 ? _("Commonwealth victory: no airplane took off") :
				off == 1 ? _("Minor German victory: one airplane took off") :
				_("Major German victory: both airplanes took off"), e);
	} else if (!strcmp(sc, "sc-1")) {
		int held = 0;
		const char *h = state_get(st, "herold");
		struct hon_unit *hu = h ? hon_unit_find(&m, h) : NULL;
		held = hu != NULL && hu->place == HN_HELD;
		int sec = count_obj(&m, "secondary", NULL, "cw");
		rc = result(g, st, "Sc-1 victoire", sec >= 2 && held ? "cw" : "de", sec >= 2 && held ?
				_("Commonwealth victory: both Secondary Objectives held and Willi Herold "
				"captured") : _("German victory: the CW does not hold both Secondary Objectives "
				"and/or has not captured Willi Herold"), e);
	} else if (!strcmp(sc, "sc-2")) {
		int main = count_obj(&m, "main", "cw", "cw");
		rc = result(g, st, "Sc-2 victoire", main ? "cw" : "de", main ? _("Commonwealth "
				"victory: the CW holds its Main Objective") : _("German victory: the CW does not "
				"hold its Main Objective"), e);
	} else if (!strcmp(sc, "sc-3")) {
		int main = count_obj(&m, "main", "cw", "cw");
		const char *tk = state_get(st, "sc3.taken");
		int taken = hon_rule_is(&m, "sc3-victory", "taken") ? (tk ? atoi(tk) : 0) :
			count_obj(&m, "secondary", NULL, "cw");
		if (main)
			rc = result(g, st, "Sc-3 victoire", "cw", "Commonwealth victory: the CW holds the "
					"Main Objective", e);
		else if (taken <= 1)
			rc = result(g, st, "Sc-3 victoire; ruling sc3-victory", "de",
					hon_rule_is(&m, "sc3-victory", "taken") ? _("German victory: the CW took "
					"at most one Secondary Objective") : _("German victory: the CW holds at "
					"most one Secondary Objective"), e);
		else
			rc = result(g, st, "Sc-3; digest A30", "none", "Neither side's condition holds "
					"(the CW took both Secondaries but not the Main): the seed gives no "
					"result", e);
	} else if (!strcmp(sc, "sc-4")) {
		int cw = sc4_holds(&m, "cw"), de = sc4_holds(&m, "de");
		rc = result(g, st, "Sc-4 victoire", cw && !de ? "cw" : de && !cw ? "de" : "draw",
				cw && !de ? _("Commonwealth victory") : de && !cw ? _("German victory") :
				_("A draw (Nul: any other result)"), e);
	} else {
		log_step(g->log, "scenario", "No scenario (set,scenario): no victory conditions");
	}
done:
	hon_model_free(&m);
	return rc;
}

/* ---- what this battle pack has no procedure for ---- */

int hon_refuse_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	(void)g, (void)st, (void)c;
	if (!strcmp(o->spec->verb, "bombard"))
		return kit_refuse(e, "digest §4.4", "this battle pack has no bombardment procedure: "
				"artillery and air support come by Action Cards and by abilities (Observateur "
				"d'artillerie, Tir indirect), core rules not in the pack; a Grenade (order "
				"grenade), a Mine (move) or Destruction (order destruction) are its area "
				"attacks");
	return kit_refuse(e, "digest §4.5", "this battle pack has no landing: units come in by "
			"the arrow squares (move enter=SQ) or deploy in their zone (place)");
}
