/*
 * air.c: the Allied air phase of Normandie 1944 (§1.1.1.1, §9) as orders:
 *
 *   air     the counters the TDAA gives for the turn (and weather) are drawn
 *           blind from the three bowls, heavy bombers, medium and light,
 *           fighter-bombers (§11); the TAMSA's number of fighter-bombers go to
 *           air superiority for the turn, chosen by the Allied player
 *           (superiority=); the others to "Disponibles". draw= names the
 *           counters drawn at the table instead
 *   assign  a counter to a mission: available, tactical interdiction of a zone
 *           (fighter-bombers, one a zone, §9.2), strategic interdiction of a box
 *           (one HB, or one or two MB, or one or two FB, §9.5)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "odds.h"

const struct order_param n44_air_params[] = {
	{ "draw", "ID,...", "", "the counters drawn at the table (§1.1.1.1); default: drawn "
		"from the bowls with the dice" },
	{ "superiority", "ID,...", "", "the fighter-bombers put in air superiority, as many as "
		"the TAMSA says (§9)" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param n44_assign_params[] = {
	{ "air", "ID", NULL, "an air counter drawn this turn" },
	{ "to", "available|tactical:ZONE|strategic:BOX", NULL, "its mission (§9, §9.2, §9.5)" },
	{ NULL, NULL, NULL, NULL },
};

static int bowl_of(const struct n44_air *a)
{
	return a->type == N44_LB ? N44_MB : a->type;
}

static int drawn(struct game_ctx *g, struct n44_model *m, const struct order *o,
		struct chance *c, const int want[4], struct err *e)
{
	char ids[24][48];
	int n = order_split(order_get(o, "draw"), ids[0], 48, 24), got[4] = { 0, 0, 0, 0 };

	if (n < 0)
		return err_set(e, EXIT_USAGE, "air: draw= is a list of counter ids");
	if (n > 0) {
		for (int i = 0; i < n; i++) {
			struct n44_air *a = n44_air_find(m, ids[i]);
			if (a == NULL || a->where != N44_A_BOWL)
				return kit_refuse(e, "§1.1.1.1", "%s is not an air counter in a bowl", ids[i]);
			a->where = N44_A_AVAILABLE;
			a->changed = 1;
			got[bowl_of(a)]++;
		}
		for (int b = 0; b < 4; b++)
			if (b != N44_LB && got[b] != want[b])
				return kit_refusen(e, "§1.1.1.1",
						"the TDAA gives %d %s counter: draw= names %d",
						"the TDAA gives %d %s counters: draw= names %d",
						want[b], want[b],
						b == N44_HB ? "HB" : b == N44_MB ? "MB" : "FB",
						got[b]);
		log_step(g->log, "§1.1.1.1", "The counters drawn at the table: %s", order_get(o, "draw"));
		return 0;
	}
	for (int b = 0; b < 4; b++)
		for (int k = 0; b != N44_LB && k < want[b]; k++) {
			struct n44_air *left[24];
			int nl = 0;
			for (int i = 0; i < m->nair && nl < 24; i++)
				if (m->air[i].where == N44_A_BOWL && bowl_of(&m->air[i]) == b)
					left[nl++] = &m->air[i];
			if (nl == 0)
				return kit_refuse(e, "§1.1.1.1", "the %s bowl is empty", b == N44_HB ? "HB" :
						b == N44_MB ? "MB" : "FB");
			struct chance_roll roll;
			if (chance_rollf(c, 1, nl, CHANCE_FACES, 0, &roll, e, "draw from the %s bowl",
					b == N44_HB ? "HB" : b == N44_MB ? "MB" : "FB"))
				return e->code;
			struct n44_air *a = left[roll.value - 1];
			a->where = N44_A_AVAILABLE;
			a->changed = 1;
			log_step(g->log, "§1.1.1.1", "Drawn from the %s bowl (1d%d = %d): %s",
					b == N44_HB ? "HB" : b == N44_MB ? "MB" : "FB", nl, roll.value, a->id);
		}
	return 0;
}

int n44_air_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	char turn[8], ids[12][48];
	const char *wx;
	int want[4] = { 0, 0, 0, 0 }, sup, n;

	if (n44_model_load(&m, g, st, e))
		return e->code;
	for (int i = 0; i < m.nair; i++)
		if (m.air[i].where == N44_A_AVAILABLE || m.air[i].where == N44_A_SUPERIORITY ||
		    m.air[i].where == N44_A_TACTICAL || m.air[i].where == N44_A_STRATEGIC) {
			kit_refuse(e, "§1.1.1.1", "the air counters of this turn are drawn already (ruling "
					"air-reassign)");
			goto done;
		}
	snprintf(turn, sizeof turn, "%d", m.turn);
	wx = m.weather == N44_W_CLEAR ? "clear" : "overcast";
	const struct table *t;
	if (table_get(g->tables, "normandie44", "tdaa", &t, e))
		goto done;
	int row = -1;
	for (int r = 1; r < t->nrows; r++)
		if (!strcmp(table_cell(t, r, 0), turn) && !strcmp(table_cell(t, r, 1), wx))
			row = r;
	if (row < 0) {
		err_set(e, EXIT_UNKNOWN, "%s: table normandie44/tdaa has no row for turn %s, %s (§9): "
				"add it from the player aid", t->source, turn, wx);
		goto done;
	}
	static const char *const cols[] = { "hb", "mb", "fb" };
	static const int types[] = { N44_HB, N44_MB, N44_FB };
	for (int k = 0; k < 3; k++) {
		const char *cell;
		int cc = table_find_col(t, cols[k], "§9", e);
		if (cc < 0 || table_need(t, row, cc, "§1.1.1.1, §9", &cell, e))
			goto done;
		want[types[k]] = atoi(cell);
	}
	log_step(g->log, "§1.1.1.1, §9", "The TDAA for turn %s, %s: %d HB, %d MB, %d FB", turn, wx,
			want[N44_HB], want[N44_MB], want[N44_FB]);
	if (drawn(g, &m, o, c, want, e))
		goto done;
	if (m.scenario == N44_CHERBOURG)
		log_step(g->log, "§11.1", "Scenario 1: the Allies have 50%% of the American missions; "
				"the text does not say how to halve them: the players set aside half of "
				"the US counters drawn (assign them nowhere)");
	const struct table *ta;
	if (table_get(g->tables, "normandie44", "tamsa", &ta, e))
		goto done;
	int tr = -1;
	for (int r = 1; r < ta->nrows; r++)
		if (!strcmp(table_cell(ta, r, 0), turn) && !strcmp(table_cell(ta, r, 1), wx))
			tr = r;
	const char *cell;
	int cf = tr < 0 ? -1 : table_find_col(ta, "fb", "§9", e);
	if (tr < 0 || cf < 0 || table_need(ta, tr, cf, "§1.1.1.1, §9", &cell, e)) {
		if (!e->code)
			err_set(e, EXIT_UNKNOWN, "table normandie44/tamsa has no row for turn %s, %s", turn, wx);
		goto done;
	}
	sup = atoi(cell);
	n = order_split(order_get(o, "superiority"), ids[0], 48, 12);
	if (n != sup) {
		kit_refusen(e, "§9", "the TAMSA puts %d fighter-bomber in air superiority: name "
				"it with superiority=",
				"the TAMSA puts %d fighter-bombers in air superiority: name them "
				"with superiority=", sup, sup);
		goto done;
	}
	for (int i = 0; i < n; i++) {
		struct n44_air *a = n44_air_find(&m, ids[i]);
		if (a == NULL || a->type != N44_FB || a->where != N44_A_AVAILABLE) {
			kit_refuse(e, "§9", "%s is not a fighter-bomber drawn this turn", ids[i]);
			goto done;
		}
		a->where = N44_A_SUPERIORITY;
		log_step(g->log, "§9", "%s flies air superiority: unusable for the turn", a->id);
	}
	n44_model_save(&m, e);
done:
	n44_model_free(&m);
	return e->code;
}

int n44_air_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	(void)g; (void)st; (void)o; (void)r;
	return err_set(e, EXIT_USAGE, "air: a blind draw, each counter of a bowl equally likely "
			"(§1.1.1.1); umpire lists no odds of it");
}

int n44_assign_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	struct n44_air *a;
	const char *to = order_get(o, "to");

	(void)c;
	if (n44_model_load(&m, g, st, e))
		return e->code;
	if ((a = n44_air_find(&m, order_get(o, "air"))) == NULL) {
		err_set(e, EXIT_DATA, "assign: no air counter '%s'", order_get(o, "air"));
		goto done;
	}
	if (a->where != N44_A_AVAILABLE && a->where != N44_A_TACTICAL && a->where != N44_A_STRATEGIC) {
		kit_refuse(e, "§9", "%s is not drawn and free this turn", a->id);
		goto done;
	}
	if (m.phase && !strcmp(m.phase, "B-air") &&
	    strcmp(game_rule(g, st, "air-reassign"), "yes") != 0) {
		kit_refuse(e, "§1.0, §1.1.1.1", "the missions assigned at the turn's start are kept "
				"in phase B (ruling air-reassign=no)");
		goto done;
	}
	if (!strcmp(to, "available")) {
		a->where = N44_A_AVAILABLE;
		a->at[0] = '\0';
	} else if (!strncmp(to, "tactical:", 9) && to[9]) {
		if (a->type != N44_FB) {
			kit_refuse(e, "§9.2", "tactical interdiction is flown by fighter-bombers");
			goto done;
		}
		for (int i = 0; i < m.nair; i++)
			if (&m.air[i] != a && m.air[i].where == N44_A_TACTICAL && !strcmp(m.air[i].at, to + 9)) {
				kit_refuse(e, "§9.2", "zone %s has its fighter-bomber: one a zone", to + 9);
				goto done;
			}
		a->where = N44_A_TACTICAL;
		snprintf(a->at, sizeof a->at, "%.39s", to + 9);
	} else if (!strncmp(to, "strategic:", 10) && n44_box_find(&m, to + 10)) {
		int n[4] = { 0, 0, 0, 0 };
		for (int i = 0; i < m.nair; i++)
			if (&m.air[i] != a && m.air[i].where == N44_A_STRATEGIC && !strcmp(m.air[i].at, to + 10))
				n[bowl_of(&m.air[i])]++;
		n[bowl_of(a)]++;
		int kinds = (n[N44_HB] > 0) + (n[N44_MB] > 0) + (n[N44_FB] > 0);
		if (kinds > 1 || n[N44_HB] > 1 || n[N44_MB] > 2 || n[N44_FB] > 2) {
			kit_refuse(e, "§9.5", "a box takes one HB, or one or two MB, or one or two FB");
			goto done;
		}
		a->where = N44_A_STRATEGIC;
		snprintf(a->at, sizeof a->at, "%.39s", to + 10);
	} else {
		err_set(e, EXIT_USAGE, "assign: to=%s is available, tactical:ZONE or strategic:BOX", to);
		goto done;
	}
	a->changed = 1;
	log_step(g->log, "§9", "%s: %s", a->id, to);
	n44_model_save(&m, e);
done:
	n44_model_free(&m);
	return e->code;
}
