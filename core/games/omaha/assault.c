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

#include "i18n.h"
#include "om.h"

#define MAXA 8

struct attacker {
	struct om_unit *u;
	int dist, str, adjacent, heavy, partner;
	int across;        /* §8.15: the bluff or cliff a heavy unit attacks across, -1 none */
	char weapons[128];
};

/* One attack: its target, the position, the attackers, what they own. */
struct attack {
	struct om_model *m;
	const struct order *o;
	const char *target;
	struct grid_hex th;
	struct om_german *gr;
	const char *pid;
	char key[64];      /* what a20 remembers: the position, or the hex */
	struct attacker at[MAXA];
	int na;
	int hi_target, covers_beach;
	int us;            /* the US strength */
	char owned[512];   /* the US weapons */
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

static int lowland_hex(struct om_model *m, struct grid_hex h)
{
	const struct om_hex *x = om_hex_at(m, h);

	return x != NULL && om_lowland(x->terrain);
}

/* Whether the hex is in the field of a non-disrupted German unit's position. */
static int in_any_field(struct om_model *m, struct grid_hex h)
{
	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++) {
		if (!grid_equal(f->hex, h))
			continue;
		for (const struct om_german *g = m->gm; g < m->gm + m->ngm; g++)
			if (!strcmp(g->pos, f->pos) && g->disrupted != 1)
				return 1;
	}
	return 0;
}

/* §8.15: an adjacent attack from `from` across a bluff (from the lowland) or a
 * cliff (from anywhere) is barred (heavy infantry: unless partnered). */
static int barred_side(struct om_model *m, struct grid_hex from, struct grid_hex target)
{
	int f = om_side_between(m, from, target);

	return (f == OM_BLUFF && lowland_hex(m, from)) || f == OM_CLIFF;
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
static int ratio_row(const struct table *t, const char *section, int us, int de, int nearest,
		char *label, size_t lsize, struct err *e)
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
		if (nearest) {
			double d = rv > r ? rv - r : r - rv, bd = bestv > r ? bestv - r : r - bestv;
			if (best < 0 || d < bd)
				best = i, bestv = rv;
		} else if (rv <= r + 1e-9 && (best < 0 || rv > bestv))
			best = i, bestv = rv;
	}
	if (best < 0)
		return kit_refuse(e, "§8.3", "%d:%d is below the US Attack Table's lowest ratio", us,
				de);
	snprintf(label, lsize, "%s", table_cell(t, best, 1));
	return best;
}

/* §8.26, ruling a19-heavy-range-weapons: the weapon a full-strength heavy
 * infantry unit brings to a non-adjacent attack. `table`: every weapon of the
 * Weapons Table's ranged row (one[0] = '\0': use the row); `any-one`: one of
 * them, the player's choice, named with heavy_weapon=ID:WEAPON when the row
 * lists several. */
static int heavy_range_weapon(struct om_model *m, const struct order *o, const char *id,
		const char *row, char *one, size_t size, struct err *e)
{
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
	if (!om_rule_is(m, "a19-heavy-range-weapons", "any-one")) {
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
		return kit_refuse(e, "§8.26", "assault: heavy_weapon=%s:%s: the Weapons Table gives "
				"%s at range only %s", id, pick, id, row);
	if (!*pick && count > 1)
		return err_set(e, EXIT_REFUSED, "assault: %s, heavy infantry at range, brings one of "
				"its weapons %s (§8.26, ruling a19-heavy-range-weapons=any-one): name it "
				"with heavy_weapon=%s:WEAPON", id, row, id);
	if (!*pick) {
		const char *w = row + strspn(row, " ");
		int wl = (int)strcspn(w, " ");
		snprintf(pick, sizeof pick, "%.*s", wl < 31 ? wl : 31, w);
	}
	snprintf(one, size, "%s", pick);
	log_step(m->g->log, "§8.26", "%s, heavy infantry at range, brings one weapon: %s (ruling "
			"a19-heavy-range-weapons=any-one)", id, one);
	return 0;
}

/* The target: the German unit in the hex (the last listed), its position,
 * once per action phase (§8.16, ruling a20-attack-once). */
static int target(struct attack *a, struct err *e)
{
	struct om_model *m = a->m;

	if (grid_parse(a->target, &a->th))
		return err_set(e, EXIT_USAGE, "assault: target=%s is not a hex CCRR", a->target);
	for (struct om_german *g = m->gm; g < m->gm + m->ngm; g++)
		if (g->has_hex && grid_equal(g->hex, a->th))
			a->gr = g;
	if (a->gr == NULL)
		return kit_refuse(e, "§8", "assault: no German unit in %s", a->target);
	a->pid = a->gr->pos;
	if (om_position_find(m, a->pid) == NULL)
		return err_set(e, EXIT_DATA, "assault: position '%s' has no 'position' row", a->pid);
	/* copied: the German row may be removed (§8.33) */
	snprintf(a->key, sizeof a->key, "%s", om_rule_is(m, "a20-attack-once", "hex") ?
			a->target : a->pid);
	if (om_word(om_this_turn(om_get(m, OM_K_ATTACKED), m->turn), a->key))
		return kit_refuse(e, "§8.16, ruling a20-attack-once", "assault: %s has already been "
				"attacked this action phase", a->key);
	return 0;
}

/* The attackers: on the map, not disrupted, not leaders (§8.14, §7.7), one
 * infantry unit adjacent (§8, §8.1). */
static int attackers(struct attack *a, struct err *e)
{
	struct om_model *m = a->m;
	char ids[MAXA][64];
	int n, core = 0;

	if ((n = order_split(order_get(a->o, "units"), &ids[0][0], 64, MAXA)) < 1)
		return err_set(e, EXIT_USAGE, "assault: units= lists the attacking units (at most %d)",
				MAXA);
	if (!m->ucols[OM_UC_STRENGTH])
		return err_set(e, EXIT_DATA, "%s: the unit rows need a 'strength' column (the printed "
				"attack strength, §2.21) for an attack", kit_path(m->st));
	a->hi_target = !lowland_hex(m, a->th);
	/* does the position's field cover a beach hex (§8.12)? */
	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++) {
		const struct om_hex *h = om_hex_at(m, f->hex);
		a->covers_beach |= !strcmp(f->pos, a->pid) && h && h->terrain == OM_BEACH;
	}
	for (int k = 0; k < n; k++) {
		struct attacker *t = &a->at[a->na];
		struct om_unit *u = om_unit_find(m, ids[k]);
		memset(t, 0, sizeof *t);
		t->across = -1;
		if ((t->u = u) == NULL)
			return err_set(e, EXIT_DATA, "assault: no unit '%s'", ids[k]);
		if (om_is_leader(u->type))
			return kit_refuse(e, "§8.14", "assault: %s: HQs and Generals never attack", ids[k]);
		if (u->disrupted == 1)
			return kit_refuse(e, "§7.7", "assault: %s is disrupted", ids[k]);
		if (u->at.kind != OM_AT_HEX)
			return kit_refuse(e, "§8.1", "assault: %s is not on the map: it attacks from a "
					"hex", ids[k]);
		t->dist = grid_distance(u->at.hex, a->th);
		t->adjacent = t->dist == 1;
		if ((t->str = u->strength) < 0)
			return err_set(e, EXIT_DATA, "%s:%d: %s's strength '%s' is not a number",
					kit_path(m->st), u->src.line, ids[k], u->strength_text);
		t->heavy = u->type == OM_INF && u->range == 2 && u->steps == u->max;
		a->na++;
		core |= om_is_infantry(u->type) && t->adjacent;
	}
	if (!core)
		return kit_refuse(e, "§8, §8.1", "assault: at least one infantry unit must attack from "
				"a hex adjacent to %s", a->target);
	return 0;
}

/* §8.1: tanks, AT and AA adjacent to the target or to an attacking infantry
 * unit, or under command, or with an attacking infantry unit under command. */
static int support_ok(struct attack *a, const struct attacker *t, struct err *e)
{
	int ok = t->adjacent ? 1 : om_under_command(a->m, t->u, 1, e);

	for (int j = 0; j < a->na && !ok; j++)
		ok = !om_is_infantry(a->at[j].u->type) ? 0 :
			grid_adjacent(a->at[j].u->at.hex, t->u->at.hex) ? 1 :
			om_under_command(a->m, a->at[j].u, 1, e);
	if (ok < 0)
		return e->code;
	if (!ok)
		return kit_refuse(e, "§8.1", "assault: %s must be adjacent to the target or to an "
				"attacking infantry unit, or be (or join infantry) under command of an HQ or "
				"General", t->u->id);
	return 0;
}

/* §8.1: artillery at range, under an HQ or CP (not a General) that also
 * commands an attacking infantry unit (§18.3: cp.c), not armoured: outside the
 * fields of non-disrupted German units. */
static int artillery_ok(struct attack *a, const struct attacker *t, struct err *e)
{
	struct om_model *m = a->m;
	int ok = 0;

	if (t->adjacent)
		return kit_refuse(e, "§8.1", "assault: artillery %s attacks from a hex not adjacent "
				"to the target", t->u->id);
	for (const struct om_unit *l = m->u; l < m->u + m->nu && !ok; l++) {
		if (l->type != OM_HQ || (ok = om_leader_commands(m, l, t->u, e)) <= 0)
			continue;
		ok = 0;
		for (int j = 0; j < a->na && !ok; j++)
			ok = om_is_infantry(a->at[j].u->type) ?
				om_leader_commands(m, l, a->at[j].u, e) : 0;
	}
	if (ok < 0)
		return e->code;
	if (!ok)
		return kit_refuse(e, "§8.1", "assault: artillery %s must be under command of an HQ "
				"that also commands an attacking infantry unit", t->u->id);
	if (t->u->type != OM_SPART && in_any_field(m, t->u->at.hex))
		return kit_refuse(e, "§8.1", "assault: %s, not armoured, is in the field of fire of a "
				"non-disrupted German unit", t->u->id);
	return 0;
}

/* §8.15: lowland units do not attack across a bluff or cliff from an adjacent
 * hex; high-ground units do not cross a cliff; full-strength heavy infantry may
 * cross either if another infantry unit attacks the position from an adjacent
 * hex across an eligible hexside. */
static int hexside_ok(struct attack *a, int k, struct err *e)
{
	struct attacker *t = &a->at[k];
	struct om_model *m = a->m;
	int f = om_side_between(m, t->u->at.hex, a->th), partner = -1;

	for (int j = 0; j < a->na && t->heavy && partner < 0; j++)
		if (j != k && om_is_infantry(a->at[j].u->type) && a->at[j].adjacent &&
		    !barred_side(m, a->at[j].u->at.hex, a->th))
			partner = j;
	if (partner < 0)
		return kit_refuse(e, t->heavy ? "§8.15: heavy infantry may, but only with another "
				"infantry unit attacking from an adjacent hex across an eligible hexside" :
				"§8.15", "assault: %s cannot attack across the %s hexside from %s", t->u->id,
				om_feature_name(f), lowland_hex(m, t->u->at.hex) ? _("the lowland") :
				_("the high ground"));
	t->partner = partner;
	t->across = f;
	return 0;
}

/* Who may join (§8.1, §8.11, §8.12, §8.15, §8.26). */
static int eligible(struct attack *a, struct err *e)
{
	struct om_model *m = a->m;

	for (int k = 0; k < a->na; k++) {
		struct attacker *t = &a->at[k];
		const struct om_unit *u = t->u;
		int inf = om_is_infantry(u->type), rc = 0;
		if (inf && !t->adjacent && !(t->heavy && t->dist == 2))
			return kit_refuse(e, "§8.1, §8.26", "assault: %s must be adjacent (heavy infantry "
					"at full strength: or 2 hexes away)", u->id);
		if (!inf && (u->range < 1 || t->dist > u->range))
			return kit_refuse(e, _("§8.1, §8.11; the unit rows' 'range' column"), "assault: %s is "
					"%d hexes away, beyond its printed range", u->id, t->dist);
		if (u->type == OM_TANK || u->type == OM_AT || u->type == OM_AA || u->type == OM_SPAA)
			rc = support_ok(a, t, e);
		else if (om_is_artillery(u->type))
			rc = artillery_ok(a, t, e);
		else if (!inf)
			rc = err_set(e, EXIT_REFUSED, "assault: %s (%s): §8.1 gives no condition for "
					"this type", u->id, om_type_name(u->type));
		if (rc)
			return rc;
		if (!t->adjacent && a->hi_target && lowland_hex(m, u->at.hex) && !a->covers_beach)
			return kit_refuse(e, "§8.12", "assault: %s, in the lowland, cannot attack %s at "
					"range: a high-ground position whose field covers no beach hex", u->id,
					a->pid);
		if (t->adjacent && barred_side(m, u->at.hex, a->th) && hexside_ok(a, k, e))
			return e->code;
	}
	return 0;
}

/* heavy_weapon= names heavy infantry attacking at range (§8.26). */
static int heavy_args(struct attack *a, struct err *e)
{
	for (const char *p = order_get(a->o, "heavy_weapon"); p && *p;) {
		size_t len = strcspn(p, ","), il = strcspn(p, ":");
		int ok = 0;
		for (int k = 0; k < a->na && il < len; k++)
			ok |= a->at[k].heavy && !a->at[k].adjacent && strlen(a->at[k].u->id) == il &&
				!strncmp(a->at[k].u->id, p, il);
		if (!ok)
			return err_set(e, EXIT_USAGE, "assault: heavy_weapon=%.*s: ID:WEAPON names an "
					"attacking heavy infantry unit 2 hexes from the target (§8.26)",
					(int)(len < 64 ? len : 64), p);
		p += len;
		p += *p == ',';
	}
	return 0;
}

/* §8.13: each attacker spends an action; a stack attacking together, one
 * (§7.21). */
static int actions(struct attack *a, struct err *e)
{
	for (int k = 0; k < a->na; k++) {
		struct om_unit *grp[MAXA];
		int ng = 0, first = 1;
		for (int j = 0; j < a->na; j++) {
			if (!grid_equal(a->at[j].u->at.hex, a->at[k].u->at.hex))
				continue;
			first &= j >= k;
			grp[ng++] = a->at[j].u;
		}
		if (first && om_action(a->m, grp, ng, NULL, e))
			return e->code;
	}
	return 0;
}

/* §8.51: a naval fire marker, with an attacking infantry unit under HQ
 * command (or with a radio of its own, not in the state). */
static int naval(struct attack *a, struct err *e)
{
	int nm = om_get_int(a->m, OM_K_NAVAL, 0), ok = 0;

	if (nm < 1)
		return kit_refuse(e, "§8.51", "assault: no naval fire marker");
	for (int k = 0; k < a->na && !ok; k++)
		ok = om_is_infantry(a->at[k].u->type) ?
			om_under_command(a->m, a->at[k].u, 0, e) : 0;   /* §18.3 */
	if (ok < 0)
		return e->code;
	if (!ok)
		return kit_refuse(e, "§8.1, §8.51", "assault: naval fire needs an attacking infantry "
				"unit under HQ command (or with a radio of its own, not in the state)");
	om_set_int(a->m, OM_K_NAVAL, nm - 1);
	return 0;
}

/* An attacker's weapons (§8.2, §8.21, §8.24, §8.26, §8.27). */
static int weapons(struct attack *a, int k, struct err *e)
{
	struct attacker *t = &a->at[k];
	const struct om_unit *u = t->u;
	const char *w = NULL, *unit = NULL, *dist = "any";
	char one[32] = "";
	int radio;

	if (u->type == OM_TANK)
		unit = "tank", dist = t->dist <= 3 ? "1-3" : "4-5";
	else if (u->type == OM_INF && t->heavy)
		unit = "heavy", dist = t->adjacent ? "1" : "2";
	else if (om_is_infantry(u->type)) {
		if (u->steps == u->max)
			unit = "inf-full", dist = "1";
		else
			w = u->weapons;   /* §8.21: printed */
	} else
		unit = u->type == OM_AT ? "at" : u->type == OM_AA || u->type == OM_SPAA ? "aa" : "art";
	if (u->type == OM_TANK && t->dist > 5)
		return err_set(e, EXIT_REFUSED, "assault: the tank %s at %d hexes: §8.27 gives tanks "
				"weapons up to 5 hexes", u->id, t->dist);
	if (unit && weapons_row(a->m->g, unit, dist, &w, e))
		return e->code;
	if (t->heavy && !t->adjacent && heavy_range_weapon(a->m, a->o, u->id, w, one, sizeof one,
			e))
		return e->code;
	if (t->heavy && !t->adjacent && *one)
		w = one;
	if (t->across >= 0)
		log_step(a->m->g->log, "§8.15", "%s, heavy infantry, attacks across the %s hexside: %s "
				"attacks from an adjacent hex across an eligible one", u->id,
				om_feature_name(t->across), a->at[t->partner].u->id);
	add_words(t->weapons, sizeof t->weapons, w);
	if ((radio = t->adjacent ? om_under_command(a->m, t->u, 0, e) : 0) < 0)
		return e->code;
	if (radio)
		add_words(t->weapons, sizeof t->weapons, "RADIO");   /* §8.24, §18.3 */
	add_words(a->owned, sizeof a->owned, t->weapons);
	a->us += t->str;
	log_stepn(a->m->g->log, "§8.1", "%s (%s, %d hex): strength %d, weapons %s",
			"%s (%s, %d hexes): strength %d, weapons %s", t->dist, u->id,
			om_type_name(u->type), t->dist, t->str,
			t->weapons[0] ? t->weapons : "none");
	return 0;
}

/* The hero's joker (§8.23, §11.13): a hero (not Inspired, §11.15) with a unit
 * attacking from an adjacent hex gives +1 strength or one weapon other than
 * FL, your choice (hero=); one joker per attack. */
static int joker(struct attack *a, struct err *e)
{
	const char *j = order_get(a->o, "hero");
	int who = -1;

	if (!j || !*j)
		return 0;
	for (int k = 0; k < a->na && a->m->ucols[OM_UC_HERO] && who < 0; k++)
		if (a->at[k].adjacent && !strcmp(a->at[k].u->hero, "hero"))
			who = k;
	if (who < 0)
		return kit_refuse(e, "§8.23, §11.13, §11.15", "assault: hero=%s: no attacker from an "
				"adjacent hex has a hero marker (an Inspired one gives no joker)", j);
	if (!strcmp(j, "strength")) {
		a->us += 1;
		log_step(a->m->g->log, "§8.23", "%s's hero: +1 attack strength (the joker, §11.13)",
				a->at[who].u->id);
		return 0;
	}
	if (!strcmp(j, "FL") || strspn(j, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != strlen(j) ||
	    strlen(j) > 16)
		return err_set(e, EXIT_USAGE, "assault: hero=%s: the joker is 'strength' or one weapon "
				"other than FL, e.g. hero=DEMO (§8.23)", j);
	add_words(a->owned, sizeof a->owned, j);
	log_step(a->m->g->log, "§8.23", "%s's hero: the joker weapon %s (§11.13)", a->at[who].u->id,
			j);
	return 0;
}

/* §8.22: whether the attackers own every weapon the German unit (and its
 * revealed depth marker) needs; FL by attacking from two non-adjacent hexes,
 * three if unit and marker both need it. */
static int weapons_needed(struct attack *a, int revealed_res)
{
	const char *gw = a->gr->weapons, *rw = a->gr->reserve_weapons;
	char need[256] = "", missing[128] = "";
	struct grid_hex hexes[MAXA];
	int nh = 0, fl_ok = 0, all = 1;
	int both_fl = om_word(gw, "FL") && revealed_res && om_word(rw, "FL");

	add_words(need, sizeof need, gw);
	if (revealed_res)
		add_words(need, sizeof need, rw);
	for (int k = 0; k < a->na; k++) {   /* attacking hexes adjacent to the target */
		int dup = 0;
		for (int j = 0; j < nh; j++)
			dup |= grid_equal(hexes[j], a->at[k].u->at.hex);
		if (a->at[k].adjacent && !dup)
			hexes[nh++] = a->at[k].u->at.hex;
	}
	if (both_fl)
		fl_ok = nh >= 3;
	for (int x = 0; x < nh && !both_fl; x++)
		for (int y = x + 1; y < nh; y++)
			fl_ok |= !grid_adjacent(hexes[x], hexes[y]);
	for (const char *p = need; *p;) {
		p += strspn(p, " ");
		size_t len = strcspn(p, " ");
		char w[32];
		snprintf(w, sizeof w, "%.*s", (int)(len < 31 ? len : 31), p);
		int ok = !strcmp(w, "FL") ? fl_ok : om_word(a->owned, w) != NULL;
		if (len && !ok) {
			all = 0;
			add_words(missing, sizeof missing, w);
		}
		p += len;
	}
	log_step(a->m->g->log, "§8.2", "Weapons required: %s; %s%s%s", need[0] ? need : "none",
			all ? _("the attackers have them all") : "missing: ", missing,
			om_word(missing, "FL") ? (both_fl ? _(" (FL: three adjacent hexes needed, §8.22)") :
			_(" (FL: two attacking hexes not adjacent to each other, §8.22)")) : "");
	return all;
}

/* A TEC defence modifier (§8.31). */
static int defence_of(struct attack *a, const char *key, int *mod, struct err *e)
{
	const char *v;

	if (cell(a->m->g, "terrain", key, "defence", "§8.31", &v, e))
		return e->code;
	if (modifier(v, mod))
		return err_set(e, EXIT_DATA, "terrain: defence '%s' is not +N", v);
	return 0;
}

/* The German defence (§8.3 step 2, §8.31): the unit and its revealed depth
 * marker, the terrain, and the attacked hexside least favourable to the
 * defender. */
static int defence(struct attack *a, int revealed_res, int *de, struct err *e)
{
	const struct om_german *gr = a->gr;
	const struct om_hex *th = om_hex_at(a->m, a->th);
	int gs = a->m->gcols[OM_GC_STRENGTH] ? om_atoi(gr->strength) : -1;
	int rs = a->m->gcols[OM_GC_RESERVE_STRENGTH] ? om_atoi(gr->reserve_strength) : -1;
	int tmod = 0, smod = 1000;
	const char *least = "none";
	char rpart[32] = "";

	if (gs < 0 || (revealed_res && rs < 0))
		return err_set(e, EXIT_DATA, "%s: the German unit %s needs 'strength' (and "
				"'reserve_strength' for a revealed depth marker) (§2.22, §8.3)",
				kit_path(a->m->st), gr->id);
	if (th && defence_of(a, om_terrain_name(th->terrain), &tmod, e))
		return e->code;
	for (int k = 0; k < a->na; k++) {
		int md = 0, f;
		if (!a->at[k].adjacent)
			continue;
		f = om_side_between(a->m, a->at[k].u->at.hex, a->th);
		if (f >= 0 && defence_of(a, om_feature_name(f), &md, e))
			return e->code;
		if (md < smod)
			smod = md, least = f >= 0 ? om_feature_name(f) : _("plain hexside");
	}
	if (smod == 1000)
		smod = 0;
	*de = gs + (revealed_res ? rs : 0) + tmod + smod;
	if (revealed_res)
		snprintf(rpart, sizeof rpart, _(" + depth marker %d"), rs);
	log_step(a->m->g->log, "§8.31", "German defence %d = unit %d%s + terrain %d + hexside %d "
			"(%s, the least favourable to the defender)", *de, gs, rpart, tmod, smod, least);
	log_step(a->m->g->log, "§8.3", "US strength %d against %d", a->us, *de);
	return 0;
}

/* The US Attack Table's result (§8.3): section by weapons, row by ratio
 * (ruling attack-ratio), column by depth marker. */
static int attack_table(struct attack *a, int all, int de, enum om_reserve reserve,
		const char **res, struct err *e)
{
	const char *section = all ? "present" : "absent";
	const char *colname = reserve == OM_RES_NONE ? "alone" : reserve == OM_RES_REVEALED ?
		"revealed_reserve" : "unrevealed_reserve";
	const struct table *t;
	char label[16];
	int row, col;

	if (table_get(a->m->g->tables, "omaha", "attack", &t, e) ||
	    (row = ratio_row(t, section, a->us, de, om_rule_is(a->m, "attack-ratio", "nearest"),
			label, sizeof label, e)) < 0 ||
	    (col = table_find_col(t, colname, "§8.3", e)) < 0 ||
	    table_need(t, row, col, "§8.3", res, e))
		return e->code;
	log_step(a->m->g->log, "§8.3", "US Attack Table, weapons %s, ratio %s, %s: %s", section,
			label, colname, *res);
	return 0;
}

/* §8.33: a 352nd Division reinforcement with a LOC retreats to the Division
 * box; others are eliminated (WN units kept for §16.1). */
static int defeated(struct attack *a, struct err *e)
{
	struct om_german *gr = a->gr;
	int loc = 0, reinf = gr->kind == OM_GK_REINF, d352 = !strcmp(gr->division, "352");

	if (reinf && d352 && om_loc_trace(a->m, a->pid, 0, &loc, e))
		return e->code;
	if (reinf && d352 && loc) {
		gr->has_hex = 0;
		gr->pos = "box-division";
		gr->revealed = 0;
		gr->reserve = OM_RES_NONE;
		log_step(a->m->g->log, "§8.33", "%s, a 352nd Division reinforcement with a LOC, "
				"retreats face down to the Division reinforcement box", gr->id);
		return 0;
	}
	log_step(a->m->g->log, "§8.33", "%s is eliminated%s", gr->id, !reinf ? _(" (a WN unit)") :
			!d352 ? _(" (716th Division)") : _(" (no LOC)"));
	om_german_eliminated(a->m, gr);   /* WN units kept for §16.1 */
	a->gr = NULL;
	return 0;
}

/* usdisrupt and usstep: on the attackers named in us_hit=, your choice (§8.3). */
static int us_hit(struct attack *a, const char *p, struct err *e)
{
	const char *hit = order_get(a->o, "us_hit");
	char hits[MAXA][64];
	int nhit;

	if (!*hit)
		return err_set(e, EXIT_REFUSED, "assault: the result %s strikes attackers of your "
				"choice: name them with us_hit=ID,... (§8.3)", p);
	nhit = order_split(hit, &hits[0][0], 64, MAXA);
	for (int k = 0; k < nhit; k++) {
		struct om_unit *u = om_unit_find(a->m, hits[k]);
		int ok = 0;
		for (int j = 0; j < a->na; j++)
			ok |= a->at[j].u == u;
		if (u == NULL || !ok)
			return kit_refuse(e, "§8.3", "assault: us_hit=%s is not an attacker", hits[k]);
		if (!strcmp(p, "usdisrupt")) {
			u->disrupted = 1;
			log_step(a->m->g->log, "§7.7", "%s is disrupted (this action phase: it cannot "
					"remove the marker before the next)", hits[k]);
		} else
			om_step_loss(a->m, u, "failed attack", "§8.3");
	}
	return 0;
}

/* One part of the table's result, applied: 0 go on, 1 stop, 2 resolve again
 * (§8.3 step 5), or -1 with e set. */
static int result(struct attack *a, const char *p, enum om_reserve reserve, int rounds,
		struct err *e)
{
	struct om_german *gr = a->gr;
	struct om_model *m = a->m;

	if (!strcmp(p, "none")) {
		log_step(m->g->log, "§8.3", "No effect");
	} else if (!strcmp(p, "gdisrupt")) {
		gr->disrupted = 1;
		log_step(m->g->log, "§8.3", "%s is disrupted", gr->id);
	} else if (!strcmp(p, "glose-reserve")) {
		gr->reserve = OM_RES_NONE;
		log_step(m->g->log, "§8.3", "%s loses its depth marker", gr->id);
	} else if (!strcmp(p, "gunrevealed")) {
		gr->revealed = 0;
		log_step(m->g->log, "§9.1", "%s becomes unrevealed again", gr->id);
	} else if (!strcmp(p, "reveal-reserve")) {
		if (reserve != OM_RES_NONE && reserve != OM_RES_REVEALED && rounds < 3) {
			int r94 = om_depth_reveal(m, gr, e);   /* §9.4 (reoccupy.c) */
			if (r94 < 0)
				return -1;
			if (r94 == 2)
				return 1;
			if (r94 == 0) {
				gr->reserve = OM_RES_REVEALED;
				log_step(m->g->log, "§8.3", "The depth marker is revealed: the attack is "
						"resolved again");
			}
			return 2;
		}
	} else if (!strcmp(p, "gdefeated")) {
		return defeated(a, e) ? -1 : 1;
	} else if (!strcmp(p, "usdisrupt") && om_rule_is(m, "a35-us-disruption", "none")) {
		log_step(m->g->log, "§8.3", "The result's US disruption is not applied (ruling "
				"a35-us-disruption=none)");
	} else if (!strcmp(p, "usdisrupt") || !strcmp(p, "usstep")) {
		return us_hit(a, p, e) ? -1 : 0;
	} else
		return err_set(e, EXIT_DATA, "tables omaha/attack: result '%s' is not known", p), -1;
	return 0;
}

/* §8.3: weapons, defence, the table, its result; again after a revealed depth
 * marker (at most three rounds). */
static int resolve(struct attack *a, struct err *e)
{
	for (int rounds = 1;; rounds++) {
		enum om_reserve reserve = a->gr->reserve;
		int revealed_res = reserve == OM_RES_REVEALED, all, de = 0, rc = 0;
		const char *res;
		char buf[64], *p = buf;
		all = weapons_needed(a, revealed_res);
		if (defence(a, revealed_res, &de, e) || attack_table(a, all, de, reserve, &res, e))
			return e->code;
		snprintf(buf, sizeof buf, "%s", res);
		while (p && *p && rc == 0) {
			char *plus = strchr(p, '+');
			if (plus)
				*plus = '\0';
			rc = result(a, p, reserve, rounds, e);
			p = plus ? plus + 1 : NULL;
		}
		if (rc < 0)
			return e->code;
		if (rc != 2)
			return 0;
	}
}

/* The attack itself (§8, §8.1-§8.3, §8.51). */
static int attack(struct om_model *m, const struct order *o, struct err *e)
{
	struct attack a;

	memset(&a, 0, sizeof a);
	a.m = m;
	a.o = o;
	a.target = order_get(o, "target");
	if (om_free_action(m, o, order_get(o, "units"), "assault", e) ||   /* free.c */
	    target(&a, e) || attackers(&a, e) || eligible(&a, e) || heavy_args(&a, e) ||
	    actions(&a, e))
		return e->code;
	/* §8.3 step 1: the German unit is revealed */
	if (a.gr->revealed != 1) {
		a.gr->revealed = 1;
		log_step(m->g->log, "§8.3", "%s in %s is revealed", a.gr->id, a.target);
	}
	int nav = !strcmp(order_get(o, "naval"), "yes");
	if (nav && naval(&a, e))
		return e->code;
	for (int k = 0; k < a.na; k++)
		if (weapons(&a, k, e))
			return e->code;
	if (nav) {
		a.us += 9;
		add_words(a.owned, sizeof a.owned, "NAVAL AR DEMO");
		log_step(m->g->log, "§8.51", "A naval fire marker: +9 strength, NAVAL, AR and DEMO");
	}
	if (joker(&a, e) || resolve(&a, e))
		return e->code;
	/* §8.16: remember the attack */
	return om_list_add(m, OM_K_ATTACKED, a.key, e);
}

/* The assault order: the attack, then the Tactical unit a revealed WN marker
 * calls (§9.4, reoccupy.c). */
int om_assault(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	m->card_used = 0;
	if (attack(m, o, e) || om_depth_after_attack(m, c, e))
		return e->code;
	return 0;
}
