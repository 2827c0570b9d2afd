/*
 * actions.c: what a unit of Heroes of Normandie may do instead of a Move or a
 * Fire action: place a Mine (§3.2 minen), remove hedgehogs or discard a mine
 * as an Engineer (§1.3, §3.2), place a Position (§3.2), reveal ambushed units
 * as a Débusqueur (§2.3), throw a Grenade into a sunken element (§1.4, with
 * odds), roll the Destruction dice (Recap p.08, with odds).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hon.h"
#include "i18n.h"

static struct hon_unit *actor(struct hon_model *m, const struct order *o, const char *what,
		struct err *e)
{
	struct hon_unit *u = hon_unit_find(m, order_get(o, "unit"));
	if (u == NULL) {
		err_set(e, EXIT_USAGE, "%s: no unit '%s'", what, order_get(o, "unit"));
		return NULL;
	}
	m->actor = u->id;
	if (hon_may_act(m, u, what, e))
		return NULL;
	return u;
}

static int sq_arg(struct hon_model *m, const struct order *o, const char *key,
		struct grid_sq *s, struct err *e)
{
	const char *v = order_get(o, key);
	if (grid_sq_parse(v, s) || !hon_on_board(&m->b, *s))
		return err_set(e, EXIT_USAGE, "%s=%s: a square of the %dx%d board", key, v, m->b.w,
				m->b.h);
	return 0;
}

static struct hon_marker *marker_find(struct hon_model *m, const char *id)
{
	for (int i = 0; i < m->nmarkers; i++)
		if (!strcmp(m->markers[i].id, id))
			return &m->markers[i];
	return NULL;
}

/* ---- mine ---- */

int hon_mine_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct hon_model m;
	struct hon_unit *u;
	struct grid_sq s;
	char nm[GRID_NAME_MAX];
	int rc = 0;

	(void)c;
	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((u = actor(&m, o, "place a mine", e)) == NULL || sq_arg(&m, o, "at", &s, e)) {
		rc = e->code;
		goto done;
	}
	if (u->c->kind != HN_K_INF)
		rc = kit_refuse(e, "§3.2 minen", "Mines are for infantry only (Réservé à "
				"l'Infanterie)");
	else if (u->gear[HN_G_MINES] < 1)
		rc = kit_refuse(e, "§3.2 minen", "%s has no Mine marker", u->id);
	else if (!hon_in_zoc(&m, u, s))
		rc = kit_refuse(e, hon_elem_at(&m.b, s) >= 0 || hon_elem_at(&m.b, u->at) >= 0 ?
				"§3.2 minen; §1.4 zdc et tranchée" : "§3.2 minen", "%s is not in %s's ZdC",
				grid_sq_format(s, nm), u->id);
	if (rc)
		goto done;
	grid_sq_format(s, nm);
	u->gear[HN_G_MINES]--;
	if ((rc = hon_marker_add(st, "mine", nm, hon_side_name(u->side), "", e)) != 0)
		goto done;
	log_step(g->log, "§3.2 minen", "%s places a Mine marker on %s, instead of a Move or Fire "
			"action: any unit, friend or foe, that crosses or stops there suffers an attack",
			u->id, nm);
	rc = hon_mark_activated(&m, st, u, e);
done:
	hon_model_free(&m);
	return rc;
}

/* ---- clear: an Engineer removes a hedgehog (§1.3) or a mine (§3.2) ---- */

static int hedgehog_in_zoc(struct hon_model *m, const struct hon_unit *u,
		const struct hon_marker *mk)
{
	int vert = mk->run.a.i == mk->run.b.i;
	int len = grid_run_length(mk->run);
	for (int k = 0; k < len; k++) {
		/* the two squares either side of each edge */
		struct grid_sq a = { vert ? mk->run.a.i - 1 : mk->run.a.i + k,
			vert ? mk->run.a.j + k : mk->run.a.j - 1 };
		struct grid_sq b = { vert ? mk->run.a.i : mk->run.a.i + k,
			vert ? mk->run.a.j + k : mk->run.a.j };
		if ((hon_on_board(&m->b, a) && hon_in_zoc(m, u, a)) ||
				(hon_on_board(&m->b, b) && hon_in_zoc(m, u, b)))
			return 1;
	}
	return 0;
}

int hon_clear_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct hon_model m;
	struct hon_unit *u;
	struct hon_marker *mk;
	int rc = 0;

	(void)c;
	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((u = actor(&m, o, "clear", e)) == NULL) {
		rc = e->code;
		goto done;
	}
	if ((mk = marker_find(&m, order_get(o, "marker"))) == NULL || !mk->placed) {
		rc = err_set(e, EXIT_USAGE, "clear: no marker '%s' on the board",
				order_get(o, "marker"));
		goto done;
	}
	if (!(u->c->ab & HN_AB_INGENIEUR))
		rc = kit_refuse(e, "§2.4 ingénieurs", "%s has no Ingénieur ability", u->id);
	else if (mk->kind == HN_M_HEDGEHOG && !hedgehog_in_zoc(&m, u, mk))
		rc = kit_refuse(e, "§1.3", "hedgehog %s is not in %s's ZdC", mk->id, u->id);
	else if (mk->kind == HN_M_MINE && !hon_adjacent(u->at, mk->at))
		rc = kit_refuse(e, "§3.2 minen", "Mine %s is not adjacent to %s", mk->id, u->id);
	else if (mk->kind != HN_M_HEDGEHOG && mk->kind != HN_M_MINE)
		rc = kit_refuse(e, "§1.3, §3.2", "an Engineer removes hedgehogs and mines, not %s",
				mk->id);
	if (rc)
		goto done;
	log_step(g->log, mk->kind == HN_M_MINE ? "§3.2 minen" : "§1.3", "%s %s %s %s, instead of "
			"a Move or Fire action", u->id, mk->kind == HN_M_MINE ? "discards" : "removes",
			mk->kind == HN_M_MINE ? _("Mine marker") : _("Hérissons tchèques & barbelés"), mk->id);
	hon_marker_remove(st, mk->id);
	rc = hon_mark_activated(&m, st, u, e);
done:
	hon_model_free(&m);
	return rc;
}

/* ---- position (§3.2) ---- */

int hon_position_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct hon_model m;
	struct hon_unit *u;
	const char *face = order_get(o, "face");
	char nm[GRID_NAME_MAX], data[32];
	int rc = 0;

	(void)c;
	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((u = actor(&m, o, "place a Position", e)) == NULL) {
		rc = e->code;
		goto done;
	}
	if (strcmp(face, "bocage") && strcmp(face, "urban")) {
		rc = err_set(e, EXIT_USAGE, "position: face=%s: bocage or urban", face);
		goto done;
	}
	const struct hon_fx *fx = &m.b.sqfx[u->at.y * m.b.w + u->at.x];
	if (u->c->kind != HN_K_INF)
		rc = kit_refuse(e, "§3.2 position", "a Position is for infantry only");
	else if (u->gear[HN_G_POSITION] < 1)
		rc = kit_refuse(e, "§3.2 position", "%s has no Position", u->id);
	else if (fx->bits & (HN_FX_BUILDING | HN_FX_RUINS | HN_FX_BUNKER | HN_FX_WATER |
				HN_FX_IMP_ALL | HN_FX_IMP_INF))
		rc = kit_refuse(e, "§3.2 position", "a Position may not go in a building, ruins, a "
				"bunker, water or a square forbidden to infantry");
	for (int i = 0; rc == 0 && i < m.nmarkers; i++)
		if (m.markers[i].kind == HN_M_POSITION && m.markers[i].placed &&
				grid_sq_equal(m.markers[i].at, u->at))
			rc = kit_refuse(e, "§3.2 position", "%s already has a Position",
					grid_sq_format(u->at, nm));
	if (rc)
		goto done;
	grid_sq_format(u->at, nm);
	snprintf(data, sizeof data, "face=%s", face);
	u->gear[HN_G_POSITION]--;
	if ((rc = hon_marker_add(st, "position", nm, hon_side_name(u->side), data, e)) != 0)
		goto done;
	log_step(g->log, "§3.2 position", "%s places a Position on %s, face %s, instead of a "
			"Move or Fire action", u->id, nm, !strcmp(face, "urban") ? "Urbaine" : "Bocage");
	rc = hon_mark_activated(&m, st, u, e);
done:
	hon_model_free(&m);
	return rc;
}

/* ---- reveal: the Débusqueur (§2.3) ---- */

int hon_reveal_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct hon_model m;
	struct hon_unit *u;
	char items[16 * HN_ID];
	int rc = 0, n;

	(void)c;
	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((u = actor(&m, o, "reveal", e)) == NULL) {
		rc = e->code;
		goto done;
	}
	if (!(u->c->ab & HN_AB_DEBUSQUEUR)) {
		rc = kit_refuse(e, "§2.3 débusqueur", "%s is no Débusqueur", u->id);
		goto done;
	}
	if (!u->order[0] || !strcmp(u->order, "bluff")) {
		rc = kit_refuse(e, "§2.3 débusqueur", "a Débusqueur must be activated by a Numbered "
				"or Special Order token");
		goto done;
	}
	if ((n = order_split(order_get(o, "targets"), items, HN_ID, 16)) < 0) {
		rc = err_set(e, EXIT_USAGE, "reveal: targets=ID,... (at most 16)");
		goto done;
	}
	for (int i = 0; i < n && rc == 0; i++) {
		struct hon_unit *t = hon_unit_find(&m, items + HN_ID * i);
		struct hon_los los;
		if (t == NULL) {
			rc = err_set(e, EXIT_USAGE, "reveal: no unit '%s'", items + HN_ID * i);
			break;
		}
		if (!(t->flags & HN_U_AMBUSHED) || t->side == u->side || t->place != HN_ON) {
			rc = kit_refuse(e, "§2.3 débusqueur", "%s is no ambushed enemy on the board",
					t->id);
			break;
		}
		if ((rc = hon_los(&m, u, u->at, hon_class_of(u), t, t->at, hon_class_of(t), &los, e)))
			break;
		if (los.verdict != HN_LOS_CLEAR) {
			rc = kit_refuse(e, "§2.3 débusqueur", "the line of sight to %s is %s, not clear "
					"(Dégagée)%s%s", t->id, los.verdict == HN_LOS_REDUCED ? C_("los", "reduced") :
					C_("los", "blocked"), los.verdict == HN_LOS_BLOCKED ? ": " : "",
					los.verdict == HN_LOS_BLOCKED ? los.why : "");
			break;
		}
		t->flags &= ~HN_U_AMBUSHED;
		log_step(g->log, "§2.3 débusqueur", "%s reveals %s (clear line of sight)", u->id,
				t->id);
		rc = hon_unit_save(&m, t, e);
	}
	if (rc == 0 && hon_rule_is(&m, "debusqueur-action", "yes"))
		rc = hon_mark_activated(&m, st, u, e);
done:
	hon_model_free(&m);
	return rc;
}

/* ---- grenade into a sunken element (§1.4) ---- */

int hon_grenade_squares(const struct hon_model *m, struct grid_sq at, struct grid_sq *out,
		int max)
{
	int ei = hon_elem_at(&m->b, at), n = 0;
	int four = !strcmp(game_rule(m->g, m->st, "grenade-adjacent"), "4");
	int own = !strcmp(game_rule(m->g, m->st, "grenade-own-square"), "yes");

	if (own && n < max)
		out[n++] = at;
	for (int dy = -1; dy <= 1; dy++)
		for (int dx = -1; dx <= 1; dx++) {
			struct grid_sq s = { at.x + dx, at.y + dy };
			if ((!dx && !dy) || (four && dx && dy) || !hon_on_board(&m->b, s))
				continue;
			/* only the trench's corners stop the blast (A): a diagonal through a
			 * drawn corner */
			if (dx && dy) {
				int vx = dx > 0 ? s.x : at.x, vy = dy > 0 ? s.y : at.y;
				if (m->b.corner[vy * (m->b.w + 1) + vx] >= 0)
					continue;
			}
			int in = hon_elem_at(&m->b, s) == ei;
			if (!in && !(dx && dy)) {
				/* (B) the square beyond an access of the square blasted */
				const struct hon_edge *ed = dx ? hon_edge(&m->b, 1, dx > 0 ? s.x : at.x, at.y) :
					hon_edge(&m->b, 0, at.x, dy > 0 ? s.y : at.y);
				in = ed && (ed->bits & HN_FX_ACCESS);
			}
			if (in && n < max)
				out[n++] = s;
		}
	return n;
}

static int grenade_run(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, char vals[][128], struct err *e)
{
	struct hon_model m;
	struct hon_unit *u;
	struct grid_sq s, sq[9];
	char nm[GRID_NAME_MAX], res[128] = "";
	size_t nr = 0;
	int rc = 0, n, range;

	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((u = actor(&m, o, "throw a grenade", e)) == NULL || sq_arg(&m, o, "at", &s, e)) {
		rc = e->code;
		goto done;
	}
	int ei = hon_elem_at(&m.b, s);
	if (u->gear[HN_G_GRENADES] < 1) {
		rc = kit_refuse(e, "§3.2 gear", "%s has no Grenades marker", u->id);
		goto done;
	}
	if (ei < 0 || !(m.b.elems[ei].fx.bits & HN_FX_SUNKEN)) {
		rc = err_set(e, EXIT_UNKNOWN, "grenade: %s is in no sunken element: a grenade "
				"elsewhere goes on an intercase with its blast pattern, a core rule this "
				"battle pack does not give (§1.4)", grid_sq_format(s, nm));
		goto done;
	}
	if ((rc = hon_core_int(&m, "grenade_range", "core: how far a Grenade is thrown", &range,
					e)) != 0)
		goto done;
	if (hon_distance(u->at, s) > range) {
		rc = kit_refuse(e, "core (grenade range)", "%s is %d squares away: %d at most",
				grid_sq_format(s, nm), hon_distance(u->at, s), range);
		goto done;
	}
	n = hon_grenade_squares(&m, s, sq, 9);
	grid_sq_format(s, nm);	/* not in the log_step: a quiet log skips its arguments */
	log_step(g->log, "§1.4 grenades et tranchées", "%s throws a Grenade into %s: the marker "
			"goes on %s; the blast spreads inside to the adjacent squares", u->id,
			m.b.elems[ei].id, nm);
	for (int i = 0; i < n && rc == 0; i++) {
		struct hon_unit *t = hon_unit_at(&m, sq[i]);
		struct hon_attack a;
		struct hon_hit h;
		char what[64], why[256];
		int att;
		if (t == NULL || t->place != HN_ON)
			continue;
		memset(&a, 0, sizeof a);
		if ((rc = hon_gear_att(&m, "grenades", hon_class_of(t), &att, e)) != 0)
			break;
		if (att == HN_NONE)
			continue;
		if ((rc = hon_defense(&m, t, NULL, &a.def, why, sizeof why, e)) != 0)
			break;
		log_step(g->log, "§1.4 grenades", "%s on %s is in the blast: %s", t->id,
				grid_sq_format(sq[i], what), why);
		snprintf(what, sizeof what, _("the Grenade on %s"), nm);
		a.what = what, a.rule = "§1.4 grenades; core", a.att = att;
		if ((rc = hon_attack(&m, st, t, &a, c, &h, e)) != 0)
			break;
		nr += (size_t)snprintf(res + nr, nr < sizeof res ? sizeof res - nr : 0, "%s%s:%s",
				nr ? ";" : "", t->id, h.destroyed ? "destroyed" : h.steps ? "step" : "miss");
	}
	if (rc)
		goto done;
	u->gear[HN_G_GRENADES]--;
	rc = hon_mark_activated(&m, st, u, e);
	if (vals)
		snprintf(vals[0], 128, "%s", res[0] ? res : "nobody");
done:
	hon_model_free(&m);
	return rc;
}

int hon_grenade_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return grenade_run(g, st, o, c, NULL, e);
}

int hon_grenade_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "units" };
	return hon_odds_enumerate(g, st, o, grenade_run, cols, 1, r, e);
}

/* ---- Destruction (Recap p.08) ---- */

/* How many Destruction dice: the unit's own ability (its counter's
 * destruction=N), or its Piat's ("Les Piat ont la Capacité Spéciale
 * Destruction", §3.2: an infantry unit with a Piat marker, the target within
 * the Piat's 5 squares; the dice are printed on the marker, gear.csv). */
static int destruction_dice(struct hon_model *m, const struct hon_unit *u, struct grid_sq s,
		const char *weapon, int *dice, struct err *e)
{
	int piat = !strcmp(weapon, "piat");

	if (!piat && strcmp(weapon, "unit"))
		return err_set(e, EXIT_USAGE, "destruction: weapon=%s: unit or piat", weapon);
	if (piat) {
		if (u->c->kind != HN_K_INF)
			return kit_refuse(e, "§3.2 piat", "the Piat is for infantry only (Réservé à "
					"l'Infanterie)");
		if (u->gear[HN_G_PIAT] < 1)
			return kit_refuse(e, "§3.2 piat", "%s has no Piat marker", u->id);
		if (hon_distance(u->at, s) > 5)
			return kit_refuse(e, "§3.2 piat", "the square is %d squares away: a Piat reaches "
					"5 at most", hon_distance(u->at, s));
		if (hon_gear_value(m, "piat", "destruction", "§3.2 piat: the Destruction dice "
					"printed on the marker", dice, e))
			return e->code;
		if (*dice == HN_NONE)
			return kit_refuse(e, "§3.2 piat", "gear.csv gives the Piat no Destruction dice");
	} else {
		if (!(u->c->ab & HN_AB_DESTRUCTION))
			return kit_refuse(e, "Recap p.08; §3.2 piat", "%s has no Destruction ability "
					"(weapon=piat uses a Piat's)", u->id);
		if ((*dice = u->c->dice) == HN_UNKNOWN)
			return hon_need(u->c, *dice, "abilities (destruction=N)", "Recap p.08: 'le "
					"nombre de dé(s) correspondant' (the icon is lost)", e);
	}
	if (*dice < 1 || *dice > CHANCE_MAX_DICE)
		return err_set(e, EXIT_DATA, "%s: destruction=%d: 1 to %d dice", piat ? "gear piat" :
				u->c->id, *dice, CHANCE_MAX_DICE);
	return 0;
}

static int destruction_run(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, char vals[][128], struct err *e)
{
	struct hon_model m;
	struct hon_unit *u;
	struct grid_sq s;
	struct chance_roll r;
	char nm[GRID_NAME_MAX], rb[96];
	int rc = 0, dice, hits = 0;

	if (hon_model_load(&m, g, st, e))
		return e->code;
	if ((u = actor(&m, o, "use Destruction", e)) == NULL || sq_arg(&m, o, "at", &s, e)) {
		rc = e->code;
		goto done;
	}
	if ((rc = destruction_dice(&m, u, s, order_get(o, "weapon"), &dice, e)) != 0)
		goto done;
	if ((rc = chance_rollf(c, dice, 6, CHANCE_FACES, 0, &r, e, "%s's Destruction dice",
					u->id)) != 0)
		goto done;
	for (int i = 0; i < r.n; i++)
		hits += r.faces[i] >= 4;
	int markers = hon_rule_is(&m, "destruction-dice", "any") ? hits > 0 : hits;
	grid_sq_format(s, nm);
	log_stepn(g->log, "Recap p.08; ruling destruction-dice",
			"%s rolls %s: %d of 4+: %d Destruction marker on %s",
			"%s rolls %s: %d of 4+: %d Destruction markers on %s", markers, u->id,
			kit_roll(&r, rb, sizeof rb), hits, markers, nm);
	for (int i = 0; i < markers && rc == 0; i++)
		rc = hon_marker_add(st, "destruction", nm, hon_side_name(u->side), "", e);
	if (rc == 0 && !strcmp(order_get(o, "weapon"), "piat") &&
			hon_rule_is(&m, "gear-spent", "yes") && u->gear[HN_G_PIAT] > 0) {
		u->gear[HN_G_PIAT]--;
		log_step(g->log, "§3.2; ruling gear-spent", "%s spends 1 Piat marker", u->id);
	}
	if (rc == 0)
		rc = hon_mark_activated(&m, st, u, e);
	if (vals)
		snprintf(vals[0], 128, "%d", markers);
done:
	hon_model_free(&m);
	return rc;
}

int hon_destruction_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return destruction_run(g, st, o, c, NULL, e);
}

int hon_destruction_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "markers" };
	return hon_odds_enumerate(g, st, o, destruction_run, cols, 1, r, e);
}
