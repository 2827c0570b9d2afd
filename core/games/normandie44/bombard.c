/*
 * bombard.c: the `bombard` order of Normandie 1944: every bombardment on the
 * bombardment table, TB (§6.2, §9.3, §9.4, §0.1.2, §6.5).
 *
 *   naval    cruiser and destroyer points of the task force that supports the
 *            troops' nationality (WTF the US, ETF the Anglo-Canadians), within 3
 *            and 2 hexes of its coast, the coast hex counted (ruling
 *            naval-range); each point moves the cursor a box left (§6.2)
 *   air      available medium and light bombers of the nationality: +1 when the
 *            mediums make half the potential (§9.3); the counters' die
 *            adjustments; to "Finies"
 *   carpet   heavy bombers (§9.4): once a turn a nationality, 2 VP each; one hex
 *            at 100% or two adjacent at 50% (ruling carpet-half); back on the
 *            track 2 turns later (T22); a city keeps them as craters for the turn;
 *            on turn 0A free and unlimited against garrisons and batteries
 *   battery  German coastal batteries at a unit landing on a beach whose
 *            initials their hex shows, 1 point each, not D, A or in Confusion;
 *            the result on that unit only (ruling battery-target)
 *
 * Never in a storm (§1.1.1.1), at night (§10 0.1), or on a Confusion hex
 * (§6.11); naval and air never add up, once each a combat (T24; seed
 * L1200-1201: « L'aviation et la marine ne peuvent bombarder qu'une fois par
 * combat »): `set,combat.bombarded` lists the hexes bombarded since their last
 * combat ("0713:naval;0713:air"; a carpet is the air force's), which
 * assault.c clears for its target and the end of the combat segment for all. -1 on a
 * garrison (T23, §0.1.2). The result is an A level on the whole stack, A1 + A1
 * making A2, and A2 struck again taking a level of disorganization (T3, T4).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "odds.h"

const struct order_param n44_bombard_params[] = {
	{ "kind", "naval|air|carpet|battery", NULL, "the bombardment (§6.2, §9.3, §9.4)" },
	{ "at", "HEX[,HEX]", NULL, "the target hex; carpet: one hex, or two adjacent at 50%" },
	{ "for", "us|ukcan", "", "naval and air: the nationality of the troops supported (§8); "
		"default: the nationality of the Allied units in or next to the hex" },
	{ "cruisers", "N", "0", "naval: cruiser points (3 hexes, §6.2)" },
	{ "destroyers", "N", "0", "naval: destroyer points (2 hexes, §6.2)" },
	{ "air", "ID,...", "", "air and carpet: the bomber counters (§9.3, §9.4)" },
	{ "batteries", "ID,...", "", "battery: the German coastal batteries firing (§6.2)" },
	{ "target", "ID", "", "battery: the landing unit fired at (§6.2)" },
	{ NULL, NULL, NULL, NULL },
};

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}

enum { B_NAVAL, B_AIR, B_CARPET, B_BATTERY };

struct bomb {
	struct n44_model m;
	int kind;
	struct grid_hex at[2]; int nat;
	int nation;                 /* of the troops supported, or -1 */
	int cruisers, destroyers;
	struct n44_air *air[12]; int nair;
	struct n44_unit *bat[12]; int nbat;
	struct n44_unit *target;
	int strength, mod;
	char why[200];
	int hb;                     /* heavy bombers used */
};

static int naval_left(const struct bomb *b, const char *tf, const char *ship,
		struct game_ctx *g, int *left, struct err *e)
{
	char col[32], key[48];
	int have;
	const char *scen = b->m.scenario == N44_CHERBOURG ? "cherbourg" : b->m.scenario == N44_COBRA ?
		"cobra" : "campaign";

	snprintf(col, sizeof col, "%s_%s", tf, ship);
	if (n44_table_int(g, "naval", scen, col, "§6.2", &have, e))
		return e->code;
	snprintf(key, sizeof key, "naval.used.%s.%s", tf, ship);
	const char *used = state_get(b->m.st, key);
	const char *all = state_get(b->m.st, !strcmp(tf, "wtf") ? "naval.used.wtf" : "naval.used.etf");
	*left = all && !strcmp(all, "all") ? 0 : have - (used && *used ? atoi(used) : 0);
	return 0;
}

/* Within `range` hexes of a coast hex of the task force (§6.2, ruling naval-range). */
static int in_range(struct game_ctx *g, const struct n44_model *m, struct grid_hex h, char tf,
		int range)
{
	int coast_is_1 = strcmp(rule(g, m, "naval-range"), "coast-is-0") != 0;

	for (int i = 0; i < m->nhexes; i++)
		if (m->hexes[i].coast == tf &&
		    n44_distance(m, m->hexes[i].h, h) <= (coast_is_1 ? range - 1 : range))
			return 1;
	return 0;
}

static int units_at(const struct bomb *b, struct n44_unit **out, int max)
{
	int n = 0;
	for (int k = 0; k < b->nat; k++)
		n += n44_units_in(&b->m, b->at[k], -1, out + n, max - n);
	return n;
}

static int parse(struct game_ctx *g, struct bomb *b, const struct order *o, struct err *e)
{
	static const char *const kinds[] = { "naval", "air", "carpet", "battery", NULL };
	char items[12][48];
	int n;

	if ((b->kind = kit_enum(kinds, order_get(o, "kind"))) < 0)
		return err_set(e, EXIT_USAGE, "bombard: kind=%s is not naval, air, carpet or battery",
				order_get(o, "kind"));
	n = order_split(order_get(o, "at"), items[0], 48, 2);
	for (int i = 0; i < n; i++)
		if (n44_hex_parse(items[i], &b->at[i]) || n44_hex_at(&b->m, b->at[i]) == NULL)
			return err_set(e, EXIT_USAGE, "bombard: at=: '%s' is not a hex of the map", items[i]);
	if (n <= 0 || (n == 2 && b->kind != B_CARPET))
		return err_set(e, EXIT_USAGE, "bombard: at= names one hex (two, adjacent, for a carpet)");
	b->nat = n;
	b->cruisers = atoi(order_get(o, "cruisers"));
	b->destroyers = atoi(order_get(o, "destroyers"));
	n = order_split(order_get(o, "air"), items[0], 48, 12);
	for (int i = 0; i < n; i++)
		if ((b->air[b->nair++] = n44_air_find(&b->m, items[i])) == NULL)
			return err_set(e, EXIT_DATA, "bombard: air=: no air counter '%s'", items[i]);
	n = order_split(order_get(o, "batteries"), items[0], 48, 12);
	for (int i = 0; i < n; i++)
		if ((b->bat[b->nbat++] = n44_unit_find(&b->m, items[i])) == NULL)
			return err_set(e, EXIT_DATA, "bombard: batteries=: no unit '%s'", items[i]);
	const char *t = order_get(o, "target");
	if (*t && (b->target = n44_unit_find(&b->m, t)) == NULL)
		return err_set(e, EXIT_DATA, "bombard: target=%s: no unit of that id", t);
	const char *f = order_get(o, "for");
	b->nation = !*f ? -1 : !strcmp(f, "us") ? N44_US : !strcmp(f, "ukcan") ? N44_UKCAN : -2;
	if (b->nation == -2)
		return err_set(e, EXIT_USAGE, "bombard: for=%s is not us or ukcan", f);
	if ((b->cruisers || b->destroyers) && b->nair)
		return kit_refuse(e, "§6.2", "naval and air bombardment never add up: two bombardments, "
				"one naval and one air (T24)");
	(void)g;
	return 0;
}

/* The Allied troops' nationality near the target (§8). */
static int nation_near(struct bomb *b)
{
	struct n44_model *m = &b->m;

	for (int i = 0; i < m->nunits; i++) {
		const struct n44_unit *u = &m->units[i];
		if (u->side == N44_ALLIED && n44_on_map(u) && n44_distance(m, u->loc.hex, b->at[0]) <= 1)
			return u->nation;
	}
	return -1;
}

static int check_naval(struct game_ctx *g, struct bomb *b, struct err *e)
{
	const char *tf = b->nation == N44_US ? "wtf" : "etf";
	int left;

	if (b->cruisers < 0 || b->destroyers < 0 || b->cruisers + b->destroyers == 0)
		return err_set(e, EXIT_USAGE, "bombard: naval needs cruisers= or destroyers= points");
	if (b->cruisers && !in_range(g, &b->m, b->at[0], tf[0] == 'w' ? 'W' : 'E', 3))
		return kit_refuse(e, "§6.2", "the target is beyond the cruisers' 3 hexes from the %s "
				"coast", b->nation == N44_US ? "WTF's" : "ETF's");
	if (b->destroyers && !in_range(g, &b->m, b->at[0], tf[0] == 'w' ? 'W' : 'E', 2))
		return kit_refuse(e, "§6.2", "the target is beyond the destroyers' 2 hexes from the "
				"%s coast", b->nation == N44_US ? "WTF's" : "ETF's");
	int cl;
	if (naval_left(b, tf, "cruiser", g, &cl, e) || naval_left(b, tf, "destroyer", g, &left, e))
		return e->code;
	if (!strcmp(rule(g, &b->m, "naval-track"), "shared")) {
		/* ruling naval-track=shared (11.3.8): one cursor a task force, one pool */
		if (b->cruisers + b->destroyers > cl + left)
			return kit_refusen(e, "§6.2", "the %s has %d point left on its track "
					"(ruling naval-track=shared)",
					"the %s has %d points left on its track (ruling "
					"naval-track=shared)", cl + left, tf, cl + left);
	} else if (b->cruisers > cl) {
		return kit_refusen(e, "§6.2", "the %s has %d cruiser point left",
				"the %s has %d cruiser points left", cl, tf, cl);
	} else if (b->destroyers > left) {
		return kit_refusen(e, "§6.2", "the %s has %d destroyer point left",
				"the %s has %d destroyer points left", left, tf, left);
	}
	b->strength = b->cruisers + b->destroyers;
	return 0;
}

static int check_air(struct game_ctx *g, struct bomb *b, struct err *e)
{
	int mb = 0, lb = 0, total = 0, lb_count = strcmp(rule(g, &b->m, "lb-half"), "exclude");
	int counters = !strcmp(rule(g, &b->m, "bomb-strength"), "counters");

	if (b->nair == 0)
		return err_set(e, EXIT_USAGE, "bombard: air= names the bombers");
	for (int i = 0; i < b->nair; i++) {
		struct n44_air *a = b->air[i];
		if (a->where != N44_A_AVAILABLE)
			return kit_refuse(e, "§9.3", "%s is not in \"Disponibles\"", a->id);
		if (a->nation == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "%s:%d: air counter %s, its nationality is unknown "
					"('?', §8): fill it in from the counter", kit_path(b->m.st), a->line, a->id);
		if (b->nation >= 0 && a->nation != b->nation)
			return kit_refuse(e, "§8", "%s supports only ground troops of its nationality", a->id);
		if (a->type == N44_FB)
			return kit_refuse(e, "§9.1", "%s is a fighter-bomber: it supports a combat (assault "
					"air=), it does not bombard", a->id);
		if (a->type == N44_HB && b->kind == B_AIR && strcmp(rule(g, &b->m, "hb-use"), "ordinary"))
			return kit_refuse(e, "§9.4", "%s is a heavy bomber: it bombards as a carpet "
					"bombing (kind=carpet; ruling hb-use)", a->id);
		if (a->bomb == N44_UNKNOWN || a->die == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "%s:%d: air counter %s, its bombardment potential "
					"or die adjustment is unknown ('?', §9 legend): fill them in from the "
					"counter", kit_path(b->m.st), a->line, a->id);
		int pot = counters ? 1 : a->bomb;
		total += a->type == N44_LB && !lb_count ? 0 : pot;
		mb += a->type == N44_MB ? pot : 0;
		lb += a->type == N44_LB ? pot : 0;
		b->strength += pot;
		b->mod += a->die;
		b->hb += a->type == N44_HB;
	}
	size_t n = strlen(b->why);
	if (b->mod)
		n += (size_t)snprintf(b->why + n, sizeof b->why - n, "%s%+d the counters' adjustments",
				n ? ", " : "", b->mod);
	if (mb > 0 && 2 * mb >= total) {
		b->mod += 1;
		snprintf(b->why + n, sizeof b->why - n, "%s+1 medium bombers, half the potential or "
				"more (§9.3)", n ? ", " : "");
	}
	(void)lb;
	return 0;
}

static int check_carpet(struct game_ctx *g, struct bomb *b, struct err *e)
{
	struct n44_model *m = &b->m;
	int turn0a = m->turn == 0 && n44_phase_letter(m) == 'A';
	const char *done = state_get(m->st, "carpet");
	const char *nat;

	if (m->scenario == N44_CHERBOURG)
		return kit_refuse(e, "§11.1", "Scenario 1 uses no heavy bombers");
	if (check_air(g, b, e))
		return e->code;
	if (b->hb == 0)
		return kit_refuse(e, "§9.4", "a carpet bombing is made with heavy bombers");
	if (b->nat == 2 && !n44_adjacent(m, b->at[0], b->at[1]))
		return kit_refuse(e, "§9.4", "a carpet bombing covers one hex, or two adjacent hexes");
	nat = b->air[0]->nation == N44_US ? "us" : "uk";
	if (!turn0a && done && kit_flag_has(done, nat))
		return kit_refuse(e, "§9.4", "one carpet bombing a turn and a nationality: the %s one "
				"is made", nat);
	if (turn0a) {
		struct n44_unit *u[N44_FIGHT_MAX];
		int n = units_at(b, u, N44_FIGHT_MAX);
		for (int i = 0; i < n && i < N44_FIGHT_MAX; i++)
			if (u[i]->side == N44_GERMAN && u[i]->arm != N44_GARRISON && u[i]->arm != N44_BATTERY)
				return kit_refuse(e, "§9.4", "on turn 0A the carpet bombing falls on German "
						"garrisons and batteries only");
	}
	if (b->nat == 2) {
		int half = !strcmp(rule(g, m, "carpet-half"), "up") ? (b->strength + 1) / 2 :
			b->strength / 2;
		size_t n = strlen(b->why);
		snprintf(b->why + n, sizeof b->why - n, "%s50%% on each of two hexes: %d of %d "
				"(ruling carpet-half)", n ? ", " : "", half, b->strength);
		b->strength = half;
	}
	return 0;
}

static int check_battery(struct game_ctx *g, struct bomb *b, struct err *e)
{
	const struct n44_hex *h = n44_hex_at(&b->m, b->at[0]);
	const char *fired = state_get(b->m.st, "battery.fired");
	int once = !strcmp(rule(g, &b->m, "battery-fire"), "per-phase");

	if (b->target == NULL || !n44_on_map(b->target) || !grid_equal(b->target->loc.hex, b->at[0]) ||
	    b->target->side != N44_ALLIED)
		return kit_refuse(e, "§6.2", "target= names the Allied unit landing in the hex");
	if (!h->beach[0])
		return kit_refuse(e, "§6.2", "the batteries fire at units landing on a beach");
	if (b->nbat == 0)
		return err_set(e, EXIT_USAGE, "bombard: batteries= names the batteries");
	for (int i = 0; i < b->nbat; i++) {
		const struct n44_unit *u = b->bat[i];
		const struct n44_hex *bh = n44_on_map(u) ? n44_hex_at(&b->m, u->loc.hex) : NULL;
		char initial = (char)(h->beach[0] - 'a' + 'A');
		if (u->arm != N44_BATTERY || u->side != N44_GERMAN || bh == NULL)
			return kit_refuse(e, "§6.2", "%s is not a German coastal battery on the map", u->id);
		if (u->d || u->a || bh->confusion)
			return kit_refuse(e, "§6.2", "%s is not operational: disorganized, affected or in "
					"Confusion", u->id);
		if (strchr(bh->battery, initial) == NULL)
			return kit_refuse(e, "§6.2", "%s's hex does not show %c: %s beach is out of its "
					"range", u->id, initial, h->beach);
		if (once && fired && kit_flag_has(fired, u->id))
			return kit_refuse(e, "§6.2", "%s has fired this phase: a battery fires once a "
					"phase (ruling battery-fire=per-phase)", u->id);
	}
	b->strength = b->nbat;
	return 0;
}

/* The item of `set,combat.bombarded` for the k-th hex: "HEX:naval" or
 * "HEX:air" (§6.2, seed L1200-1201); "" for the batteries, which the rule does
 * not name. */
static void bombarded_item(const struct bomb *b, int k, char *out, size_t size)
{
	char hx[5];

	n44_hex_format(b->at[k], hx);
	if (b->kind == B_BATTERY)
		out[0] = '\0';
	else
		snprintf(out, size, "%s:%s", hx, b->kind == B_NAVAL ? "naval" : "air");
}

/* §6.2: the navy, and the air force, bombard a hex once a combat. */
static int check_once(const struct bomb *b, struct err *e)
{
	const char *done = state_get(b->m.st, "combat.bombarded");
	char item[16];

	for (int k = 0; k < b->nat; k++) {
		bombarded_item(b, k, item, sizeof item);
		if (!*item || !done || !kit_flag_has(done, item))
			continue;
		if (b->kind == B_NAVAL)
			return kit_refuse(e, "§6.2", "%02d%02d has been bombarded by the navy: the navy "
					"bombards once a combat, again only after a combat there",
					b->at[k].row, b->at[k].col);
		return kit_refuse(e, "§6.2", "%02d%02d has been bombarded from the air: the air force "
				"bombards once a combat, again only after a combat there", b->at[k].row,
				b->at[k].col);
	}
	return 0;
}

static int setup(struct game_ctx *g, struct bomb *b, struct state *st, const struct order *o,
		struct err *e)
{
	struct n44_model *m = &b->m;

	memset(b, 0, sizeof *b);
	if (n44_model_load(m, g, st, e) || parse(g, b, o, e))
		return e->code;
	if (m->storm && m->storm == n44_phase_letter(m))
		return kit_refuse(e, "§6.2, §1.1.1.1", "no bombardment at all in a storm");
	if (m->phase && !strncmp(m->phase, "night", 5))
		return kit_refuse(e, "§10 0.1", "no naval or air support at night");
	for (int k = 0; k < b->nat; k++)
		if (n44_hex_at(m, b->at[k])->confusion)
			return kit_refuse(e, "§6.11", "no bombardment on a hex in Confusion");
	if (check_once(b, e))
		return e->code;
	if (b->kind != B_BATTERY && b->nation < 0)   /* Scenario 1: WTF and US only (§11.1) */
		b->nation = b->nair ? b->air[0]->nation : m->scenario == N44_CHERBOURG ? N44_US :
			nation_near(b);
	if (b->kind != B_BATTERY && b->nation < 0)
		return err_set(e, EXIT_USAGE, "bombard: name the nationality of the troops supported "
				"(for=us|ukcan, §8)");
	int rc = b->kind == B_NAVAL ? check_naval(g, b, e) : b->kind == B_AIR ? check_air(g, b, e) :
		b->kind == B_CARPET ? check_carpet(g, b, e) : check_battery(g, b, e);
	if (rc)
		return rc;
	/* the garrison's -1 (§0.1.2, T23; ruling garrison-festung-bomb) */
	struct n44_unit *u[N44_FIGHT_MAX];
	int n = units_at(b, u, N44_FIGHT_MAX), gar = 0;
	int festung = strcmp(rule(g, m, "garrison-festung-bomb"), "no") != 0;
	if (b->kind == B_BATTERY)
		n = 0;
	for (int i = 0; i < n && i < N44_FIGHT_MAX; i++)
		gar |= u[i]->arm == N44_GARRISON || (festung && u[i]->arm == N44_FESTUNG);
	if (gar) {
		b->mod -= 1;
		size_t len = strlen(b->why);
		snprintf(b->why + len, sizeof b->why - len, "%s-1 on a garrison (§0.1.2)", len ? ", " : "");
	}
	return 0;
}

/* The bombardment table's cell for `strength` and a modified die. */
static int tb_cell(struct game_ctx *g, int strength, int die, struct n44_result *res,
		const char **cell, struct err *e)
{
	const struct table *t;
	char key[16], why[300];
	int r, col = -1, gap = 0;

	if (table_get(g->tables, "normandie44", "tb", &t, e))
		return e->code;
	for (int c = 1; c < t->ncols && col < 0; c++) {
		const char *h = table_cell(t, 0, c);
		char *end;
		long lo, hi;
		if (h[0] == '?') {
			gap = 1;
			continue;
		}
		lo = strtol(h, &end, 10);
		hi = *end == '-' ? strtol(end + 1, NULL, 10) : *end == '+' ? 999 : lo;
		if (strength >= lo && strength <= hi)
			col = c;
	}
	if (col < 0)
		return err_set(e, EXIT_UNKNOWN, "%s:%d: table normandie44/tb has no column for a "
				"strength of %d (§6.2)%s: the rulebook does not print the bombardment table. "
				"Fill in its columns (umpire tables normandie44 --template DIR).", t->source,
				t->lines[0], strength, gap ? _(", its columns are '?'") : "");
	snprintf(key, sizeof key, "%d", die);
	if ((r = table_row(t, 0, key)) < 0)
		return err_set(e, EXIT_UNKNOWN, "%s: table normandie44/tb has no row for a modified die "
				"of %d (§6.2): add the row your chart reads for it", t->source, die);
	if (table_need(t, r, col, "§6.2", cell, e))
		return e->code;
	if (n44_result_parse(*cell, res, why, sizeof why))
		return err_set(e, EXIT_DATA, "%s:%d:%d: %s", t->source, t->lines[r], col + 1, why);
	return 0;
}

/* An A level on a unit (§6.5): A1 + A1 = A2; A2 struck again takes a D level. */
static void affect(struct game_ctx *g, struct bomb *b, struct n44_unit *u, int level)
{
	int no_step = !strcmp(rule(g, &b->m, "a2-overflow"), "no-step");

	u->changed = 1;
	if (u->a == 2) {
		if (no_step && u->d == 2) {
			log_step(g->log, "§6.5", "%s, A2, is struck again: a level of disorganization, "
					"without the step (ruling a2-overflow=no-step): it stays D2", u->id);
			return;
		}
		int was = u->d;
		int lost = n44_disorganize(g, b->m.st, u, 1);
		if (lost)
			n44_score_steps(&b->m, u, 1);
		log_step(g->log, "§6.5", "%s, A2, is struck again: no more A, a level of "
				"disorganization instead (D%d to %s)", u->id, was, lost ? _("a step lost") :
				u->d == 2 ? "D2" : "D1");
		return;
	}
	u->a = u->a == 1 ? 2 : level;
	log_step(g->log, "§6.5", "%s is affected: A%d", u->id, u->a);
}

/* The hexes bombarded go into `set,combat.bombarded` (check_once). */
static int record_bombarded(struct bomb *b)
{
	const char *was = state_get(b->m.st, "combat.bombarded");
	char list[1024], item[16];

	snprintf(list, sizeof list, "%s", was ? was : "");
	for (int k = 0; k < b->nat; k++) {
		size_t len = strlen(list);
		bombarded_item(b, k, item, sizeof item);
		if (*item && !kit_flag_has(list, item))
			snprintf(list + len, sizeof list - len, "%s%s", len ? ";" : "", item);
	}
	return *list ? state_set(b->m.st, "combat.bombarded", list) : 0;
}

static void spend(struct game_ctx *g, struct bomb *b)
{
	struct n44_model *m = &b->m;
	char key[48], buf[16];

	if (b->kind == B_BATTERY && !strcmp(rule(g, m, "battery-fire"), "per-phase")) {
		char fired[512];           /* forgotten at the end of the phase (§1.1.4) */
		const char *was = state_get(m->st, "battery.fired");
		snprintf(fired, sizeof fired, "%s", was ? was : "");
		for (int i = 0; i < b->nbat; i++) {
			size_t len = strlen(fired);
			if (!kit_flag_has(fired, b->bat[i]->id))
				snprintf(fired + len, sizeof fired - len, "%s%s", len ? ";" : "",
						b->bat[i]->id);
		}
		state_set(m->st, "battery.fired", fired);
	}

	if (b->kind == B_NAVAL) {
		const char *tf = b->nation == N44_US ? "wtf" : "etf";
		const char *ships[2] = { "cruiser", "destroyer" };
		int pts[2] = { b->cruisers, b->destroyers };
		for (int s = 0; s < 2; s++) {
			if (!pts[s])
				continue;
			snprintf(key, sizeof key, "naval.used.%s.%s", tf, ships[s]);
			const char *used = state_get(m->st, key);
			snprintf(buf, sizeof buf, "%d", (used && *used ? atoi(used) : 0) + pts[s]);
			state_set(m->st, key, buf);
		}
		log_stepn(g->log, "§6.2", "The %c cursor moves %d box left",
				"The %c cursor moves %d boxes left", b->strength,
				b->nation == N44_US ? 'W' :
				'E', b->strength);
	}
	for (int i = 0; i < b->nair; i++) {
		struct n44_air *a = b->air[i];
		const struct n44_hex *h = n44_hex_at(m, b->at[0]);
		a->changed = 1;
		if (a->type == N44_HB && h->settlement == N44_CITY &&
		    strcmp(rule(g, m, "hb-city"), "track")) {
			struct n44_hex *x = n44_hex_at(m, b->at[0]);
			a->where = N44_A_CRATER;
			n44_hex_format(b->at[0], a->at);
			if (b->nat == 2) {
				x->half_craters++;
				n44_hex_at(m, b->at[1])->half_craters++;
				n44_hex_at(m, b->at[1])->changed = 1;
			} else {
				x->craters++;
			}
			x->changed = 1;
			log_step(g->log, "§9.4", "%s stays on the city, face down: the hex costs %s more "
					"for the turn", a->id, b->nat == 2 ? _("1 MP (straddling)") : _("2 MP"));
		} else if (a->type == N44_HB) {
			a->where = N44_A_TRACK;
			snprintf(a->at, sizeof a->at, "%d", m->turn + 2);
			log_step(g->log, "§9.4", "%s goes on the turn track: available again on turn %d", a->id,
					m->turn + 2);
		} else {
			a->where = N44_A_FINISHED;
			a->at[0] = '\0';
		}
	}
	if (b->kind == B_CARPET) {
		int turn0a = m->turn == 0 && n44_phase_letter(m) == 'A';
		const char *nat = b->air[0]->nation == N44_US ? "us" : "uk";
		const char *done = state_get(m->st, "carpet");
		snprintf(key, sizeof key, "%s%s%s", done ? done : "", done && *done ? ";" : "", nat);
		if (!turn0a)
			state_set(m->st, "carpet", key);
		if (!turn0a && m->scenario != N44_CHERBOURG) {
			m->vp[N44_ALLIED] -= 2 * b->hb;
			log_stepn(g->log, "§9.4", "%d heavy bomber used: -%d VP to the Allies",
					"%d heavy bombers used: -%d VP to the Allies", b->hb, b->hb,
					2 * b->hb);
		} else if (turn0a)
			log_step(g->log, "§9.4", "Turn 0A, before the landing, against garrisons and "
					"batteries: no VP penalty");
	}
}

int n44_bombard_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct bomb *b = calloc(1, sizeof *b);
	struct chance_roll roll;
	struct n44_result res;
	const char *cell;
	char buf[48];

	if (b == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (setup(g, b, st, o, e))
		goto done;
	for (int k = 0; k < b->nat; k++) {
		if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "bombardment of %02d%02d",
				b->at[k].row, b->at[k].col))
			goto done;
		int die = roll.value + b->mod;
		if (tb_cell(g, b->strength, die, &res, &cell, e))
			goto done;
		log_step(g->log, "§6.2", "Bombardment of %02d%02d, strength %d: %s%s%s: %d: %s (TB)",
				b->at[k].row, b->at[k].col, b->strength, kit_roll(&roll, buf, sizeof buf),
				b->why[0] ? ", " : "", b->why, die, cell);
		int level = res.a[1] ? res.a[1] : res.a[0], n;
		struct n44_unit *u[N44_FIGHT_MAX];
		if (b->kind == B_BATTERY && strcmp(rule(g, &b->m, "battery-target"), "stack")) {
			u[0] = b->target;        /* §6.2: "à l'unité cible uniquement et non l'hex" */
			n = 1;
		} else {
			n = n44_units_in(&b->m, b->at[k], b->kind == B_BATTERY ? N44_ALLIED : N44_GERMAN,
					u, N44_FIGHT_MAX);
		}
		for (int i = 0; level && i < n && i < N44_FIGHT_MAX; i++)
			affect(g, b, u[i], level);
		for (int i = 0; res.d[1] && i < n && i < N44_FIGHT_MAX; i++)
			if (!n44_disorganize_scored(g, &b->m, u[i], res.d[1], "§6.2, §6.5"))
				log_step(g->log, "§6.5", "%s is now D%d", u[i]->id, u[i]->d);
		if (!level && !res.d[1])
			log_step(g->log, "§6.2", "No effect");
	}
	spend(g, b);
	if (record_bombarded(b))
		err_set(e, EXIT_IO, "out of memory");
	else
		n44_model_save(&b->m, e);
done:
	n44_model_free(&b->m);
	free(b);
	return e->code;
}

int n44_bombard_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct bomb *b = calloc(1, sizeof *b);

	if (b == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (setup(g, b, (struct state *)st, o, e) == 0) {
		snprintf(r->note, sizeof r->note, "strength %d, 1d6%s%s on the TB (§6.2)", b->strength,
				b->why[0] ? " " : "", b->why);
		r->ncols = 1;
		r->col[0] = "result";
		for (int f = 1; f <= 6; f++) {
			struct n44_result res;
			const char *cell;
			if (tb_cell(g, b->strength, f + b->mod, &res, &cell, e))
				break;
			char text[32];
			snprintf(text, sizeof text, "%s", res.a[1] ? (res.a[1] == 1 ? "A1" : "A2") :
					res.a[0] ? (res.a[0] == 1 ? "A1" : "A2") : cell);
			if (odds_report_merge(r, frac_make(1, 6), (const char *const[]){ text }, 1, e))
				break;
		}
		r->runs = 6;
	}
	n44_model_free(&b->m);
	free(b);
	return e->code;
}
