/*
 * assault.c: the US Attack action (§8, §8.1-§8.3, §8.51), the order
 *
 *   assault target=HEX units=ID,... [naval=yes] [us_hit=ID,...]
 *           [heavy_weapon=ID:WEAPON,...]
 *
 * One combined attack on one German-held hex (for a two-hex WN, one of its
 * hexes, §8.32), each position once per action phase (§8.16, ruling
 * a20-attack-once, kept in `set,attacked,TURN:POS ...`). At least one
 * infantry unit attacks from an adjacent hex (§8.1). Who may join (§8.1):
 * infantry adjacent, heavy infantry (printed range 2, full strength) also at
 * 2 hexes; tanks, AT and AA in range and adjacent to the target or to an
 * attacking infantry unit, or under command, or with an attacking infantry unit
 * under command; artillery in range but not adjacent, under an HQ commanding an
 * attacking infantry unit, and if not armoured outside the fields of
 * non-disrupted German units. Disrupted units (§7.7) and leaders (§8.14) do
 * not attack. §8.12: from the lowland no ranged attack on a high-ground
 * position whose field covers no beach hex. §8.15: lowland units do not
 * attack across a bluff or cliff from an adjacent hex; high-ground units do not
 * cross a cliff; full-strength heavy infantry may cross either if another
 * infantry unit attacks from an adjacent hex across an eligible hexside.
 * Heavy infantry at 2 hexes brings the Weapons Table's ranged weapons (§8.26,
 * ruling a19-heavy-range-weapons: all of them, or one, heavy_weapon=). A naval fire marker (§8.51) adds 9 and NAVAL, AR, DEMO when an
 * attacking infantry unit has a radio or is under HQ command.
 *
 * Then (§8.3): the German unit is revealed; the US strengths (unit column
 * `strength`) against the German unit's and its revealed depth marker's
 * (`strength`, `reserve_strength`), plus the TEC's defence for the hex and the
 * attacked hexside least favourable to the defender (§8.31); whether the
 * attackers own every required weapon (weapons.csv; FL by attacking from two
 * non-adjacent hexes, three if unit and marker both need it, §8.22); the US
 * Attack Table (attack.csv: section by weapons, row by ratio, ruling
 * attack-ratio; column by depth marker). Results applied: gdisrupt,
 * glose-reserve, gunrevealed, gdefeated (§8.33: a 352nd Division reinforcement
 * with a LOC retreats to the Division box, others are eliminated), reveal-reserve
 * (reveal it and resolve again, §8.3 step 5), usdisrupt and usstep (on the
 * attackers named in us_hit=, the player's choice), none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

#define MAXA 8

struct attacker {
	int i, type, dist, steps, str, adjacent, heavy, partner;
	char across[16];   /* §8.15: the bluff or cliff a heavy unit attacks across */
	struct grid_hex h;
	char weapons[128];
};

static void add_words(char *dst, size_t size, const char *words)
{
	for (const char *p = words; p && *p;) {
		p += strspn(p, " ");
		size_t len = strcspn(p, " ");
		char w[32];
		if (len > 0 && len < sizeof w) {
			snprintf(w, sizeof w, "%.*s", (int)len, p);
			if (!om_word(dst, w)) {
				size_t l = strlen(dst);
				snprintf(dst + l, size - l, "%s%s", l ? " " : "", w);
			}
		}
		p += len;
	}
}

static int lowland_hex(struct state *st, const char *hex)
{
	struct state_row *h = om_old_hex(st, hex);
	const char *t = h ? om_old_col(st, "hex", h, "terrain") : "";

	return !strcmp(t, "beach") || !strcmp(t, "shelf") || !strcmp(t, "draw");
}

static int in_any_field(struct state *st, const char *hex)
{
	struct state_kind *fk = state_kind(st, "field"), *gk = state_kind(st, "german");

	for (int j = 0; fk && j < fk->nrows; j++) {
		if (strcmp(state_field(&fk->rows[j], 1), hex))
			continue;
		const char *pid = state_field(&fk->rows[j], state_col(fk, "position"));
		for (int k = 0; gk && k < gk->nrows; k++)
			if (!strcmp(state_field(&gk->rows[k], state_col(gk, "position")), pid) &&
			    strcmp(state_field(&gk->rows[k], state_col(gk, "disrupted")), "1"))
				return 1;
	}
	return 0;
}

/* §8.15: an adjacent attack from `from` across a bluff (from the lowland) or a
 * cliff (from anywhere) is barred (heavy infantry: unless partnered). */
static int barred_side(struct state *st, const char *from, const char *target)
{
	const char *f = om_old_side_feature(st, from, target);

	return f && ((!strcmp(f, "bluff") && lowland_hex(st, from)) || !strcmp(f, "cliff"));
}

/* a cell of a table by first-column key and column name */
static int cell(struct game_ctx *g, const char *table, const char *key, const char *col,
		const char *sect, const char **out, struct err *e)
{
	const struct table *t;
	int r, c;

	if (table_get(g->tables, "omaha", table, &t, e) ||
	    (r = table_find_row(t, key, sect, e)) < 0 || (c = table_find_col(t, col, sect, e)) < 0)
		return e->code;
	return table_need(t, r, c, sect, out, e);
}

/* weapons.csv: the row with unit and distance */
static int weapons_row(struct game_ctx *g, const char *unit, const char *dist,
		const char **out, struct err *e)
{
	const struct table *t;
	int c;

	if (table_get(g->tables, "omaha", "weapons", &t, e) ||
	    (c = table_find_col(t, "weapons", "§8.2", e)) < 0)
		return e->code;
	for (int r = 1; r < t->nrows; r++)
		if (!strcmp(table_cell(t, r, 0), unit) && !strcmp(table_cell(t, r, 1), dist))
			return table_need(t, r, c, "§8.2", out, e);
	return err_set(e, EXIT_DATA, "%s: no row %s,%s (§8.2)", t->source, unit, dist);
}

/* "+N" (or "N"): the TEC's defence modifier; "-" none */
static int modifier(const char *v, int *out)
{
	if (!strcmp(v, "-")) {
		*out = 0;
		return 0;
	}
	int neg = v[0] == '-', n = om_atoi(v + (v[0] == '+' || neg));
	if (n < 0)
		return -1;
	*out = neg ? -n : n;
	return 0;
}

/* The attack table's row for a ratio us:de (ruling attack-ratio). */
static int ratio_row(const struct table *t, const char *section, int us, int de,
		const char *rule, char *label, size_t lsize, struct err *e)
{
	int best = -1;
	double bestv = 0, r = de > 0 ? (double)us / de : 1e9;

	for (int i = 1; i < t->nrows; i++) {
		int a, b;
		const char *v = table_cell(t, i, 1);
		if (strcmp(table_cell(t, i, 0), section))
			continue;
		if (!strcmp(v, "?"))
			return err_set(e, EXIT_UNKNOWN, "table omaha/attack, row %s: the strength "
					"ratios of the US Attack Table are unknown ('?') (§8.3): the "
					"rulebook does not print the table. Fill it in: edit "
					"tables/omaha/attack.csv, or pass --tables DIR", section);
		if (sscanf(v, "%d:%d", &a, &b) != 2 || a < 1 || b < 1)
			return err_set(e, EXIT_DATA, "%s:%d: ratio '%s' is not A:B", t->source,
					t->lines[i], v);
		double rv = (double)a / b;
		int ok = rule && !strcmp(rule, "nearest") ? 1 : rv <= r + 1e-9;
		if (!ok)
			continue;
		if (rule && !strcmp(rule, "nearest")) {
			double d = rv > r ? rv - r : r - rv, bd = bestv > r ? bestv - r : r - bestv;
			if (best < 0 || d < bd)
				best = i, bestv = rv;
		} else if (best < 0 || rv > bestv)
			best = i, bestv = rv;
	}
	if (best < 0)
		return err_set(e, EXIT_REFUSED, "%d:%d is below the US Attack Table's lowest "
				"ratio (§8.3)", us, de);
	snprintf(label, lsize, "%s", table_cell(t, best, 1));
	return best;
}

/* §8.26, ruling a19-heavy-range-weapons: the weapon a full-strength heavy
 * infantry unit brings to a non-adjacent attack. `table`: every weapon of the
 * Weapons Table's ranged row (one[0] = '\0': use the row); `any-one`: one of
 * them, the player's choice, named with heavy_weapon=ID:WEAPON when the row
 * lists several. */
static int heavy_range_weapon(struct game_ctx *g, struct state *st, const struct order *o,
		const char *id, const char *row, char *one, size_t size, struct err *e)
{
	const char *a19 = game_rule(g, st, "a19-heavy-range-weapons");
	const char *named = order_get(o, "heavy_weapon");
	char pick[32] = "";
	int count = 0;

	one[0] = '\0';
	for (const char *p = named; p && *p;) {
		size_t len = strcspn(p, ","), il = strlen(id);
		if (len > il && !strncmp(p, id, il) && p[il] == ':')
			snprintf(pick, sizeof pick, "%.*s", (int)(len - il - 1 < 31 ? len - il - 1 : 31),
					p + il + 1);
		p += len;
		p += *p == ',';
	}
	if (!a19 || strcmp(a19, "any-one")) {
		if (*pick)
			return err_set(e, EXIT_USAGE, "assault: heavy_weapon=%s:%s: with ruling "
					"a19-heavy-range-weapons=table the unit brings every weapon of the "
					"table's ranged row (%s) (§8.26)", id, pick, row);
		return 0;
	}
	for (const char *p = row; *p;) {
		p += strspn(p, " ");
		size_t len = strcspn(p, " ");
		count += len > 0;
		p += len;
	}
	if (*pick && !om_word(row, pick))
		return err_set(e, EXIT_REFUSED, "assault: heavy_weapon=%s:%s: the Weapons Table "
				"gives %s at range only %s (§8.26)", id, pick, id, row);
	if (!*pick && count > 1)
		return err_set(e, EXIT_REFUSED, "assault: %s, heavy infantry at range, brings one of "
				"its weapons %s (§8.26, ruling a19-heavy-range-weapons=any-one): name it "
				"with heavy_weapon=%s:WEAPON", id, row, id);
	if (!*pick)
		snprintf(pick, sizeof pick, "%.*s", (int)strcspn(row + strspn(row, " "), " ") < 31 ?
				(int)strcspn(row + strspn(row, " "), " ") : 31, row + strspn(row, " "));
	snprintf(one, size, "%s", pick);
	log_step(g->log, "§8.26", "%s, heavy infantry at range, brings one weapon: %s (ruling "
			"a19-heavy-range-weapons=any-one)", id, one);
	return 0;
}

int om_old_assault(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	const char *target = order_get(o, "target");
	struct state_kind *gk = state_kind(st, "german"), *pk = state_kind(st, "position");
	struct om_units u;
	struct attacker at[MAXA];
	char ids[MAXA][64], owned[512] = "";
	struct grid_hex th;
	int n, gi = -1, turn, na = 0, core = 0;

	if (om_old_free_action(g, st, o, order_get(o, "units"), "assault", e))   /* free.c */
		return e->code;
	if ((turn = om_old_turn(st, e)) < 0 || om_old_units(st, &u, e))
		return e->code;
	if (grid_parse(target, &th))
		return err_set(e, EXIT_USAGE, "assault: target=%s is not a hex CCRR", target);
	for (int j = 0; gk && j < gk->nrows; j++)
		if (!strcmp(state_field(&gk->rows[j], state_col(gk, "hex")), target))
			gi = j;
	if (gi < 0)
		return err_set(e, EXIT_REFUSED, "assault: no German unit in %s (§8)", target);
	struct state_row *gr = &gk->rows[gi];
	char pid[64];
	snprintf(pid, sizeof pid, "%s", state_field(gr, state_col(gk, "position")));
	int pi = pk ? state_find(pk, 1, pid) : -1;
	if (pi < 0)
		return err_set(e, EXIT_DATA, "assault: position '%s' has no 'position' row", pid);
	/* §8.16: once per action phase (ruling a20: per position, or per hex) */
	const char *a20 = game_rule(g, st, "a20-attack-once");
	char key[64];   /* copied: the German row may be removed (§8.33) */
	snprintf(key, sizeof key, "%s", a20 && !strcmp(a20, "hex") ? target : pid);
	if (om_word(om_this_turn(state_get(st, "attacked"), turn), key))
		return err_set(e, EXIT_REFUSED, "assault: %s has already been attacked this "
				"action phase (§8.16, ruling a20-attack-once)", key);
	if ((n = order_split(order_get(o, "units"), &ids[0][0], 64, MAXA)) < 1)
		return err_set(e, EXIT_USAGE, "assault: units= lists the attacking units (at most %d)",
				MAXA);
	int rcol = state_col(u.k, "range"), scol = state_col(u.k, "strength");
	int wcol = state_col(u.k, "weapons");
	if (scol < 0)
		return err_set(e, EXIT_DATA, "%s: the unit rows need a 'strength' column (the printed "
				"attack strength, §2.21) for an attack", st->path);
	int hi_target = !lowland_hex(st, target);
	/* does the position's field cover a beach hex (§8.12)? */
	int covers_beach = 0;
	struct state_kind *fk = state_kind(st, "field");
	for (int j = 0; fk && j < fk->nrows; j++) {
		struct state_row *h;
		if (strcmp(state_field(&fk->rows[j], state_col(fk, "position")), pid))
			continue;
		h = om_old_hex(st, state_field(&fk->rows[j], 1));
		covers_beach |= h && !strcmp(om_old_col(st, "hex", h, "terrain"), "beach");
	}
	for (int k = 0; k < n; k++) {
		struct attacker *a = &at[na];
		memset(a, 0, sizeof *a);
		if ((a->i = state_find(u.k, u.id, ids[k])) < 0)
			return err_set(e, EXIT_DATA, "assault: no unit '%s'", ids[k]);
		const struct state_row *r = &u.k->rows[a->i];
		a->type = om_type_parse(state_field(r, u.type));
		a->steps = om_atoi(state_field(r, u.steps));
		if (om_is_leader(a->type))
			return err_set(e, EXIT_REFUSED, "assault: %s: HQs and Generals never attack "
					"(§8.14)", ids[k]);
		if (!strcmp(state_field(r, u.disrupted), "1"))
			return err_set(e, EXIT_REFUSED, "assault: %s is disrupted (§7.7)", ids[k]);
		if (grid_parse(state_field(r, u.at), &a->h))
			return err_set(e, EXIT_REFUSED, "assault: %s is not on the map: it attacks from a hex (§8.1)", ids[k]);
		a->dist = grid_distance(a->h, th);
		a->adjacent = a->dist == 1;
		a->str = om_atoi(state_field(r, scol));
		if (a->str < 0)
			return err_set(e, EXIT_DATA, "%s:%d: %s's strength '%s' is not a number",
					st->path, r->line, ids[k], state_field(r, scol));
		int range = rcol >= 0 ? om_atoi(state_field(r, rcol)) : -1;
		a->heavy = a->type == OM_INF && range == 2 && a->steps == om_atoi(state_field(r, u.max));
		na++;
		if ((a->type == OM_INF || a->type == OM_RANGER) && a->adjacent)
			core = 1;
	}
	if (!core)
		return err_set(e, EXIT_REFUSED, "assault: at least one infantry unit must attack from "
				"a hex adjacent to %s (§8, §8.1)", target);
	for (int k = 0; k < na; k++) {
		struct attacker *a = &at[k];
		const struct state_row *r = &u.k->rows[a->i];
		int range = rcol >= 0 ? om_atoi(state_field(r, rcol)) : -1;
		const char *id = ids[k];
		int inf = a->type == OM_INF || a->type == OM_RANGER;
		int art = a->type == OM_ART || a->type == OM_SPART || a->type == OM_DUKWART;
		if (inf && !a->adjacent && !(a->heavy && a->dist == 2))
			return err_set(e, EXIT_REFUSED, "assault: %s must be adjacent (heavy infantry "
					"at full strength: or 2 hexes away) (§8.1, §8.26)", id);
		if (!inf && (range < 1 || a->dist > range))
			return err_set(e, EXIT_REFUSED, "assault: %s is %d hexes away, beyond its printed "
					"range (§8.1, §8.11; the unit rows' 'range' column)", id, a->dist);
		if (a->type == OM_TANK || a->type == OM_AT || a->type == OM_AA || a->type == OM_SPAA) {
			/* under command: an HQ, General or CP (§18.3, cp.c) */
			int ok = a->adjacent ? 1 : om_old_under_command(g, st, &u, a->i, 1, e);
			for (int j = 0; j < na && !ok; j++) {
				int jinf = at[j].type == OM_INF || at[j].type == OM_RANGER;
				ok = !jinf ? 0 : grid_adjacent(at[j].h, a->h) ? 1 :
					om_old_under_command(g, st, &u, at[j].i, 1, e);
			}
			if (ok < 0)
				return e->code;
			if (!ok)
				return err_set(e, EXIT_REFUSED, "assault: %s must be adjacent to the target "
						"or to an attacking infantry unit, or be (or join infantry) "
						"under command of an HQ or General (§8.1)", id);
		} else if (art) {
			int ok = 0;
			if (a->adjacent)
				return err_set(e, EXIT_REFUSED, "assault: artillery %s attacks from a hex "
						"not adjacent to the target (§8.1)", id);
			/* under an HQ or CP (not a General) that also commands an attacking
			 * infantry (§8.1, §18.3: cp.c) */
			for (int j = 0; j < u.k->nrows && !ok; j++) {
				if (om_type_parse(state_field(&u.k->rows[j], u.type)) != OM_HQ ||
				    (ok = om_old_leader_commands(g, st, &u, j, a->i, e)) <= 0)
					continue;
				ok = 0;
				for (int m = 0; m < na && !ok; m++)
					ok = (at[m].type == OM_INF || at[m].type == OM_RANGER) ?
						om_old_leader_commands(g, st, &u, j, at[m].i, e) : 0;
			}
			if (ok < 0)
				return e->code;
			if (!ok)
				return err_set(e, EXIT_REFUSED, "assault: artillery %s must be under "
						"command of an HQ that also commands an attacking infantry unit "
						"(§8.1)", id);
			if (a->type != OM_SPART && in_any_field(st, state_field(r, u.at)))
				return err_set(e, EXIT_REFUSED, "assault: %s, not armoured, is in the field "
						"of fire of a non-disrupted German unit (§8.1)", id);
		} else if (!inf)
			return err_set(e, EXIT_REFUSED, "assault: %s (%s): §8.1 gives no condition for "
					"this type", id, om_type_name(a->type));
		if (!a->adjacent && hi_target && lowland_hex(st, state_field(r, u.at)) && !covers_beach)
			return err_set(e, EXIT_REFUSED, "assault: %s, in the lowland, cannot attack %s at "
					"range: a high-ground position whose field covers no beach hex "
					"(§8.12)", id, pid);
		if (a->adjacent && barred_side(st, state_field(r, u.at), target)) {
			const char *f = om_old_side_feature(st, state_field(r, u.at), target);
			int low = lowland_hex(st, state_field(r, u.at)), partner = -1;
			/* §8.15: heavy infantry (range 2, full strength, §8.26) may attack
			 * across a bluff or cliff if another infantry unit attacks the
			 * position from an adjacent hex across an eligible hexside */
			for (int j = 0; j < na && a->heavy && partner < 0; j++)
				if (j != k && (at[j].type == OM_INF || at[j].type == OM_RANGER) &&
				    at[j].adjacent && !barred_side(st, state_field(&u.k->rows[at[j].i],
				    u.at), target))
					partner = j;
			if (partner < 0)
				return err_set(e, EXIT_REFUSED, "assault: %s cannot attack across the %s "
						"hexside from %s (§8.15%s)", id, f, low ? "the lowland" :
						"the high ground", a->heavy ? ": heavy infantry may, but only "
						"with another infantry unit attacking from an adjacent hex "
						"across an eligible hexside" : "");
			a->partner = partner;
			snprintf(a->across, sizeof a->across, "%s", f);
		}
	}
	/* heavy_weapon= names heavy infantry attacking at range (§8.26) */
	for (const char *p = order_get(o, "heavy_weapon"); p && *p;) {
		size_t len = strcspn(p, ","), il = strcspn(p, ":");
		int ok = 0;
		for (int k = 0; k < na && il < len; k++)
			ok |= at[k].heavy && !at[k].adjacent && strlen(ids[k]) == il &&
				!strncmp(ids[k], p, il);
		if (!ok)
			return err_set(e, EXIT_USAGE, "assault: heavy_weapon=%.*s: ID:WEAPON names an "
					"attacking heavy infantry unit 2 hexes from the target (§8.26)",
					(int)(len < 64 ? len : 64), p);
		p += len;
		p += *p == ',';
	}
	/* §8.13: each attacker spends an action; a stack attacking together, one
	 * (§7.21) */
	for (int k = 0; k < na; k++) {
		int grp[MAXA], ng = 0, first = 1;
		for (int j = 0; j < na; j++) {
			if (!grid_equal(at[j].h, at[k].h))
				continue;
			first &= j >= k;
			grp[ng++] = at[j].i;
		}
		if (first && om_old_action(g, st, &u, grp, ng, NULL, e))
			return e->code;
	}
	/* §8.3 step 1: the German unit is revealed */
	int revc = state_col(gk, "revealed"), resc = state_col(gk, "reserve");
	if (strcmp(state_field(gr, revc), "1")) {
		state_field_set(gr, revc, "1");
		log_step(g->log, "§8.3", "%s in %s is revealed", state_field(gr, 1), target);
	}
	/* naval fire (§8.51) */
	int naval = !strcmp(order_get(o, "naval"), "yes"), us = 0;
	if (naval) {
		const char *m = state_get(st, "naval_markers");
		int nm = m ? om_atoi(m) : 0, ok = 0;
		if (nm < 1)
			return err_set(e, EXIT_REFUSED, "assault: no naval fire marker (§8.51)");
		for (int k = 0; k < na && !ok; k++)
			ok = (at[k].type == OM_INF || at[k].type == OM_RANGER) ?
				om_old_under_command(g, st, &u, at[k].i, 0, e) : 0;   /* §18.3 */
		if (ok < 0)
			return e->code;
		if (!ok)
			return err_set(e, EXIT_REFUSED, "assault: naval fire needs an attacking infantry "
					"unit under HQ command (or with a radio of its own, not in the state) "
					"(§8.1, §8.51)");
		char left[16];
		snprintf(left, sizeof left, "%d", nm - 1);
		state_set(st, "naval_markers", left);
	}
	/* weapons (§8.2) */
	for (int k = 0; k < na; k++) {
		struct attacker *a = &at[k];
		const struct state_row *r = &u.k->rows[a->i];
		const char *w = NULL, *unit = NULL, *dist = "any";
		int full = a->steps == om_atoi(state_field(r, u.max));
		if (a->type == OM_TANK)
			unit = "tank", dist = a->dist <= 3 ? "1-3" : "4-5";
		else if (a->type == OM_INF && a->heavy)
			unit = "heavy", dist = a->adjacent ? "1" : "2";
		else if (a->type == OM_INF || a->type == OM_RANGER) {
			if (full)
				unit = "inf-full", dist = "1";
			else
				w = wcol >= 0 ? state_field(r, wcol) : "";   /* §8.21: printed */
		} else
			unit = a->type == OM_AT ? "at" : a->type == OM_AA || a->type == OM_SPAA ? "aa" :
				"art";
		if (a->type == OM_TANK && a->dist > 5)
			return err_set(e, EXIT_REFUSED, "assault: the tank %s at %d hexes: §8.27 gives "
					"tanks weapons up to 5 hexes", ids[k], a->dist);
		if (unit && weapons_row(g, unit, dist, &w, e))
			return e->code;
		char one[32];
		if (a->heavy && !a->adjacent && heavy_range_weapon(g, st, o, ids[k], w, one,
				sizeof one, e))
			return e->code;
		else if (a->heavy && !a->adjacent && *one)
			w = one;
		if (a->across[0])
			log_step(g->log, "§8.15", "%s, heavy infantry, attacks across the %s hexside: "
					"%s attacks from an adjacent hex across an eligible one", ids[k],
					a->across, ids[a->partner]);
		add_words(a->weapons, sizeof a->weapons, w);
		int radio = a->adjacent ? om_old_under_command(g, st, &u, a->i, 0, e) : 0;
		if (radio < 0)
			return e->code;
		if (radio)
			add_words(a->weapons, sizeof a->weapons, "RADIO");   /* §8.24, §18.3 */
		add_words(owned, sizeof owned, a->weapons);
		us += a->str;
		log_step(g->log, "§8.1", "%s (%s, %d hex%s): strength %d, weapons %s", ids[k],
				om_type_name(a->type), a->dist, a->dist == 1 ? "" : "es", a->str,
				a->weapons[0] ? a->weapons : "none");
	}
	if (naval) {
		us += 9;
		add_words(owned, sizeof owned, "NAVAL AR DEMO");
		log_step(g->log, "§8.51", "A naval fire marker: +9 strength, NAVAL, AR and DEMO");
	}
	/* the hero's joker (§8.23, §11.13): a hero (not Inspired, §11.15) with a unit
	 * attacking from an adjacent hex gives +1 strength or one weapon other than
	 * FL, your choice (hero=); one joker per attack */
	const char *joker = order_get(o, "hero");
	if (joker && *joker) {
		int hc = state_col(u.k, "hero"), who = -1;
		for (int k = 0; k < na && hc >= 0 && who < 0; k++)
			if (at[k].adjacent && !strcmp(state_field(&u.k->rows[at[k].i], hc), "hero"))
				who = k;
		if (who < 0)
			return err_set(e, EXIT_REFUSED, "assault: hero=%s: no attacker from an adjacent "
					"hex has a hero marker (an Inspired one gives no joker) (§8.23, §11.13, "
					"§11.15)", joker);
		if (!strcmp(joker, "strength")) {
			us += 1;
			log_step(g->log, "§8.23", "%s's hero: +1 attack strength (the joker, §11.13)",
					ids[who]);
		} else {
			if (!strcmp(joker, "FL") || strspn(joker, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") !=
			    strlen(joker) || strlen(joker) > 16)
				return err_set(e, EXIT_USAGE, "assault: hero=%s: the joker is 'strength' or "
						"one weapon other than FL, e.g. hero=DEMO (§8.23)", joker);
			add_words(owned, sizeof owned, joker);
			log_step(g->log, "§8.23", "%s's hero: the joker weapon %s (§11.13)", ids[who],
					joker);
		}
	}
	/* FL (§8.22) */
	const char *gw = state_col(gk, "weapons") >= 0 ? state_field(gr, state_col(gk, "weapons")) : "";
	int rounds = 0;
again:
	rounds++;
	{
		const char *rw = state_col(gk, "reserve_weapons") >= 0 ?
			state_field(gr, state_col(gk, "reserve_weapons")) : "";
		const char *reserve = state_field(gr, resc);
		int revealed_res = !strcmp(reserve, "revealed");
		char need[256] = "";
		add_words(need, sizeof need, gw);
		if (revealed_res)
			add_words(need, sizeof need, rw);
		int both_fl = om_word(gw, "FL") && revealed_res && om_word(rw, "FL");
		/* attacking hexes adjacent to the target */
		struct grid_hex hexes[MAXA];
		int nh = 0, fl_ok;
		for (int k = 0; k < na; k++) {
			int dup = 0;
			for (int j = 0; j < nh; j++)
				dup |= grid_equal(hexes[j], at[k].h);
			if (at[k].adjacent && !dup)
				hexes[nh++] = at[k].h;
		}
		if (both_fl)
			fl_ok = nh >= 3;
		else {
			fl_ok = 0;
			for (int x = 0; x < nh; x++)
				for (int y = x + 1; y < nh; y++)
					fl_ok |= !grid_adjacent(hexes[x], hexes[y]);
		}
		int all = 1;
		char missing[128] = "";
		for (const char *p = need; *p;) {
			p += strspn(p, " ");
			size_t len = strcspn(p, " ");
			char w[32];
			snprintf(w, sizeof w, "%.*s", (int)(len < 31 ? len : 31), p);
			int ok = !strcmp(w, "FL") ? fl_ok : om_word(owned, w) != NULL;
			if (len && !ok) {
				all = 0;
				add_words(missing, sizeof missing, w);
			}
			p += len;
		}
		log_step(g->log, "§8.2", "Weapons required: %s; %s%s%s", need[0] ? need : "none",
				all ? "the attackers have them all" : "missing: ", missing,
				om_word(missing, "FL") ? (both_fl ? " (FL: three adjacent hexes "
				"needed, §8.22)" : " (FL: two attacking hexes not adjacent to "
				"each other, §8.22)") : "");
		/* defence (§8.3 step 2, §8.31) */
		int gs = state_col(gk, "strength") >= 0 ? om_atoi(state_field(gr,
				state_col(gk, "strength"))) : -1;
		int rs = state_col(gk, "reserve_strength") >= 0 ? om_atoi(state_field(gr,
				state_col(gk, "reserve_strength"))) : -1;
		if (gs < 0 || (revealed_res && rs < 0))
			return err_set(e, EXIT_DATA, "%s: the German unit %s needs 'strength' (and "
					"'reserve_strength' for a revealed depth marker) (§2.22, §8.3)",
					st->path, state_field(gr, 1));
		int de = gs + (revealed_res ? rs : 0), tmod = 0, smod = 1000;
		const char *v;
		struct state_row *th_row = om_old_hex(st, target);
		if (th_row && (cell(g, "terrain", om_old_col(st, "hex", th_row, "terrain"), "defence",
				"§8.31", &v, e) || modifier(v, &tmod)))
			return e->code ? e->code : err_set(e, EXIT_DATA, "terrain: defence '%s' is "
					"not +N", v);
		const char *least = "none";
		for (int k = 0; k < na; k++) {
			int m = 0;
			const char *f;
			if (!at[k].adjacent)
				continue;
			f = om_old_side_feature(st, state_field(&u.k->rows[at[k].i], u.at), target);
			if (f && (cell(g, "terrain", f, "defence", "§8.31", &v, e) || modifier(v, &m)))
				return e->code ? e->code : err_set(e, EXIT_DATA, "terrain: defence '%s' is "
						"not +N", v);
			if (m < smod)
				smod = m, least = f ? f : "plain hexside";
		}
		if (smod == 1000)
			smod = 0;
		de += tmod + smod;
		char rpart[32] = "";
		if (revealed_res)
			snprintf(rpart, sizeof rpart, " + depth marker %d", rs);
		log_step(g->log, "§8.31", "German defence %d = unit %d%s + terrain %d + hexside "
				"%d (%s, the least favourable to the defender)", de, gs, rpart, tmod,
				smod, least);
		log_step(g->log, "§8.3", "US strength %d against %d", us, de);
		/* the table */
		const struct table *t;
		char label[16];
		const char *section = all ? "present" : "absent";
		const char *colname = !*reserve ? "alone" : revealed_res ? "revealed_reserve" :
			"unrevealed_reserve";
		int row, col;
		const char *res;
		if (table_get(g->tables, "omaha", "attack", &t, e) ||
		    (row = ratio_row(t, section, us, de, game_rule(g, st, "attack-ratio"), label,
				sizeof label, e)) < 0 ||
		    (col = table_find_col(t, colname, "§8.3", e)) < 0 ||
		    table_need(t, row, col, "§8.3", &res, e))
			return e->code;
		log_step(g->log, "§8.3", "US Attack Table, weapons %s, ratio %s, %s: %s", section,
				label, colname, res);
		char buf[64], *p = buf;
		snprintf(buf, sizeof buf, "%s", res);
		for (; p && *p;) {
			char *plus = strchr(p, '+');
			if (plus)
				*plus = '\0';
			if (!strcmp(p, "none")) {
				log_step(g->log, "§8.3", "No effect");
			} else if (!strcmp(p, "gdisrupt")) {
				state_field_set(gr, state_col(gk, "disrupted"), "1");
				log_step(g->log, "§8.3", "%s is disrupted", state_field(gr, 1));
			} else if (!strcmp(p, "glose-reserve")) {
				state_field_set(gr, resc, "");
				log_step(g->log, "§8.3", "%s loses its depth marker", state_field(gr, 1));
			} else if (!strcmp(p, "gunrevealed")) {
				state_field_set(gr, revc, "0");
				log_step(g->log, "§9.1", "%s becomes unrevealed again", state_field(gr, 1));
			} else if (!strcmp(p, "reveal-reserve")) {
				if (*reserve && !revealed_res && rounds < 3) {
					int r94 = om_old_depth_reveal(g, st, gi, e);   /* §9.4 (reoccupy.c) */
					if (r94 < 0)
						return e->code;
					if (r94 == 2)
						break;
					if (r94 == 0) {
						state_field_set(gr, resc, "revealed");
						log_step(g->log, "§8.3", "The depth marker is revealed: the "
								"attack is resolved again");
					}
					goto again;
				}
			} else if (!strcmp(p, "gdefeated")) {
				int loc = 0, reinf = !strcmp(state_field(gr, state_col(gk, "kind")), "reinf");
				int d352 = !strcmp(state_field(gr, state_col(gk, "division")), "352");
				if (reinf && d352 && om_old_loc_trace(g, st, pid, 0, &loc, e))
					return e->code;
				if (reinf && d352 && loc) {
					state_field_set(gr, state_col(gk, "hex"), "");
					state_field_set(gr, state_col(gk, "position"), "box-division");
					state_field_set(gr, revc, "0");
					state_field_set(gr, resc, "");
					log_step(g->log, "§8.33", "%s, a 352nd Division reinforcement with a "
							"LOC, retreats face down to the Division reinforcement box",
							state_field(gr, 1));
				} else {
					log_step(g->log, "§8.33", "%s is eliminated%s", state_field(gr, 1),
							!reinf ? " (a WN unit)" : !d352 ? " (716th Division)" :
							" (no LOC)");
					om_old_german_eliminated(st, gi);   /* WN units kept for §16.1 */
				}
				break;
			} else if (!strcmp(p, "usdisrupt") && game_rule(g, st, "a35-us-disruption") &&
				   !strcmp(game_rule(g, st, "a35-us-disruption"), "none")) {
				log_step(g->log, "§8.3", "The result's US disruption is not applied (ruling "
						"a35-us-disruption=none)");
			} else if (!strcmp(p, "usdisrupt") || !strcmp(p, "usstep")) {
				const char *hit = order_get(o, "us_hit");
				if (!*hit)
					return err_set(e, EXIT_REFUSED, "assault: the result %s strikes "
							"attackers of your choice: name them with us_hit=ID,... "
							"(§8.3)", p);
				char hits[MAXA][64];
				int nhit = order_split(hit, &hits[0][0], 64, MAXA);
				for (int k = 0; k < nhit; k++) {
					int ui = state_find(u.k, u.id, hits[k]), ok = 0;
					for (int j = 0; j < na; j++)
						ok |= at[j].i == ui;
					if (ui < 0 || !ok)
						return err_set(e, EXIT_REFUSED, "assault: us_hit=%s is not an "
								"attacker (§8.3)", hits[k]);
					if (!strcmp(p, "usdisrupt")) {
						state_field_set(&u.k->rows[ui], u.disrupted, "1");
						log_step(g->log, "§7.7", "%s is disrupted (this action phase: it "
								"cannot remove the marker before the next)", hits[k]);
					} else
						om_old_step_loss(g, st, &u, ui, "failed attack", "§8.3");
				}
			} else
				return err_set(e, EXIT_DATA, "tables omaha/attack: result '%s' is not "
						"known", p);
			p = plus ? plus + 1 : NULL;
		}
	}
	/* §8.16: remember the attack */
	return om_old_turn_list_add(st, "attacked", turn, key, e);
}
