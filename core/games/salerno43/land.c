/*
 * land.c: the `land` order of Salerno 1943, the landing check (§24, §7.22).
 *
 * One order, one procedure per key:
 *   fire=GROUP    §24.11: at set-up the Axis rolls the landing-fire table's dice
 *                 for each beach (or group of beaches); each 1 or 2 costs the
 *                 first-wave troops there a step, no unit absorbing two;
 *   place=...     §24.412-§24.433: beach markers placed at a night beach phase:
 *                 on the 9th at least 4, Small, more than 2 hexes from any Axis
 *                 unit (else the Axis wins at once, §24.441, §28.2); later only
 *                 after a day of building (British: Small, then full; US: full);
 *   build=BEACH   §24.42-§24.432: a beach's construction starts;
 *   threat=...    §24.44: 3 Axis companies adjacent to a beach marker: it is
 *                 removed for good and the Allied units in its hex lose half
 *                 their steps (ruling beach-loss-half);
 *   salerno=ID    §7.22, §24.425: an Allied unit in a Salerno beach hex acts as
 *                 a Small beach marker ("Salerne" marker).
 *
 * State: `beach` rows (id, nation, hexes, fire, marker, face, build), the units'
 * `first_wave` marker, the hex column `salerno_beach` (umpire-salerno43(7)).
 * A first-wave unit that has lost a step has absorbed a landing-fire step: the
 * first wave lands at full strength (§24.1), so no marker is needed for §24.11's
 * "no unit absorbs two".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "move.h"
#include "pending.h"

#define BEACHES 16
#define BEACH_HEXES 4
#define LAND_UNITS 128

struct beach {
	int row;
	const char *id, *nation, *fire, *face, *marker_text;
	struct grid_hex hex[BEACH_HEXES];
	int nhex;
	int placed, lost;          /* marker on the map, or removed for good (§24.44) */
	struct grid_hex marker;
	int build;                 /* turn construction started, -1 if none */
	int landed_turn, landed;   /* platoons landed in that turn (§24.21, §18.34) */
	int uncle;                 /* column uncle=yes: part of Uncle Beach (§18.33) */
	int div_turn, div46, div56;/* column divisions TURN:46=N;56=M: units of the 46th
	                              and 56th landed there that turn (§18.33) */
};

struct beaches {
	struct beach b[BEACHES];
	int n;
};

/* A ';'-separated item i of v (0-based) into out; 0, or -1 if absent. */
static int item(const char *v, int i, char *out, size_t size)
{
	for (; i > 0 && v; i--)
		if ((v = strchr(v, ';')) != NULL)
			v++;
	if (v == NULL || *v == '\0')
		return -1;
	snprintf(out, size, "%.*s", (int)strcspn(v, ";"), v);
	return 0;
}

static int in_list(const char *list, const char *name)
{
	char it[64];

	for (int i = 0; item(list, i, it, sizeof it) == 0; i++)
		if (strcmp(it, name) == 0)
			return 1;
	return 0;
}

/* Where a beach is: its hexes (§24.4), and its marker on the map, lost for
 * good, or not placed, with its face (§24.41). */
static int load_beach_place(const struct state *st, const struct state_kind *k,
		const struct state_row *r, struct beach *b, struct err *e)
{
	int col = state_col(k, "hexes");
	char hx[16];

	for (int j = 0; item(state_field(r, col), j, hx, sizeof hx) == 0; j++) {
		if (j == BEACH_HEXES || grid_parse(hx, &b->hex[j]))
			return kit_bad(e, st, r, col, "hexes '%.40s' is not a ';' list of 1 to %d "
					"CCRR hexes", state_field(r, col), BEACH_HEXES);
		b->nhex = j + 1;
	}
	if (b->nhex == 0)
		return kit_bad(e, st, r, col, "beach %s has no hexes", b->id);
	if (strcmp(b->marker_text, "lost") == 0) {
		b->lost = 1;
		return 0;
	}
	if (*b->marker_text == '\0')
		return 0;
	if (grid_parse(b->marker_text, &b->marker))
		return kit_bad(e, st, r, state_col(k, "marker"), "marker '%.40s' is not empty, a "
				"CCRR hex or 'lost'", b->marker_text);
	b->placed = 1;
	if (strcmp(b->face, "small") && strcmp(b->face, "full"))
		return kit_bad(e, st, r, state_col(k, "face"), "face '%.40s' is not small or full "
				"(§24.41)", b->face);
	return 0;
}

/* The beach's tracks: what landed on it this turn (§24.21), Uncle's limit and
 * the divisions' (§18.33), the turn its building began. */
static int load_beach_tracks(const struct state *st, const struct state_kind *k,
		const struct state_row *r, struct beach *b, struct err *e)
{
	int col = state_col(k, "landed"), n = -1, n46 = -1, n56 = -1, used = 0;
	const char *v = state_field(r, col), *colon = strchr(v, ':');
	char t[16];

	b->landed_turn = b->div_turn = -1;
	if (*v) {
		snprintf(t, sizeof t, "%.*s", colon ? (int)(colon - v) : 0, v);
		/* all of the digits, at most 3 ("%3d" alone read 99999 as 999) */
		size_t digits = colon ? strspn(colon + 1, "0123456789") : 0;
		if (colon == NULL || (b->landed_turn = s43_turn_parse(t)) < 0 || digits == 0 ||
		    digits > 3 || colon[1 + digits] != '\0' || sscanf(colon + 1, "%3d", &n) != 1)
			return kit_bad(e, st, r, col, "landed '%.40s' is not TURN:PLATOONS (§24.21)",
					v);
		b->landed = n;
	}
	v = state_field(r, col = state_col(k, "uncle"));
	if (*v && strcmp(v, "yes"))
		return kit_bad(e, st, r, col, "uncle '%.40s' is not empty or yes (§18.33)", v);
	b->uncle = *v != '\0';
	v = state_field(r, col = state_col(k, "divisions"));
	if (*v) {
		colon = strchr(v, ':');
		snprintf(t, sizeof t, "%.*s", colon ? (int)(colon - v) : 0, v);
		if (colon == NULL || (b->div_turn = s43_turn_parse(t)) < 0 ||
		    sscanf(colon + 1, "46=%3d;56=%3d%n", &n46, &n56, &used) != 2 ||
		    colon[1 + used] != '\0' || n46 < 0 || n56 < 0)
			return kit_bad(e, st, r, col, "divisions '%.40s' is not TURN:46=N;56=M "
					"(§18.33)", v);
		b->div46 = n46, b->div56 = n56;
	}
	v = state_field(r, col = state_col(k, "build"));
	if (*v && (b->build = s43_turn_parse(v)) < 0)
		return kit_bad(e, st, r, col, "build '%.40s' is not a turn (D-morning, D-afternoon "
				"or D-night)", v);
	return 0;
}

static int load_beaches(const struct state *st, struct beaches *bs, struct err *e)
{
	const struct state_kind *k = state_kind(st, "beach");

	memset(bs, 0, sizeof *bs);
	if (k == NULL)
		return 0;
	if (kit_need_cols(st, k, (const char *const[]){ "id", "nation", "hexes", "fire", NULL },
			"umpire-salerno43(7)", e))
		return e->code;
	if (k->nrows > BEACHES)
		return kit_bad(e, st, &k->rows[BEACHES], 0, "more than %d beach rows (§24.4: 5 US "
				"and 7 British)", BEACHES);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct beach *b = &bs->b[i];
		b->row = i;
		b->id = state_field(r, state_col(k, "id"));
		b->nation = state_field(r, state_col(k, "nation"));
		b->fire = state_field(r, state_col(k, "fire"));
		b->face = state_field(r, state_col(k, "face"));
		b->marker_text = state_field(r, state_col(k, "marker"));
		b->build = -1;
		if (*b->id == '\0')
			return kit_bad(e, st, r, 1, "beach without an id");
		for (int j = 0; j < i; j++)
			if (strcmp(bs->b[j].id, b->id) == 0)
				return kit_bad(e, st, r, 1, "beach id '%.40s' is used twice", b->id);
		if (strcmp(b->nation, "US") && strcmp(b->nation, "UK"))
			return kit_bad(e, st, r, state_col(k, "nation"), "nation '%.40s' is not US or "
					"UK (§24.4)", b->nation);
		if (load_beach_place(st, k, r, b, e) || load_beach_tracks(st, k, r, b, e))
			return e->code;
	}
	bs->n = k->nrows;
	return 0;
}

int s43_land_check(struct s43_map *m, const struct state *st, struct err *e)
{
	struct beaches bs;

	return load_beaches(st, &bs, e);
}

static struct beach *beach_find(struct beaches *bs, const char *id)
{
	for (int i = 0; i < bs->n; i++)
		if (strcmp(bs->b[i].id, id) == 0)
			return &bs->b[i];
	return NULL;
}

static int on_beach(const struct beach *b, struct grid_hex h)
{
	for (int i = 0; i < b->nhex; i++)
		if (grid_equal(b->hex[i], h))
			return 1;
	return 0;
}

static int set_beach(struct state *st, const struct beach *b, const char *col,
		const char *value, struct err *e)
{
	const char *const cols[] = { col };
	struct state_kind *k = state_kind_add(st, "beach", cols, 1);

	if (k == NULL || b->row >= k->nrows || state_field_set(&k->rows[b->row],
			state_col(k, col), value))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

/* ---- fire= (§24.11) ---- */

struct fire_out {
	int hits[BEACHES];         /* steps for each beach (or the group, in hits[0]) */
};

struct fire_ctx {
	struct s43_map *m;
	struct beaches *bs;
	struct log *log;
	int idx[BEACHES], n;       /* the beaches of the group */
	int dice, per_group;
	const char *group, *section;
};

static int fire_step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct fire_out *w = state;
	struct fire_ctx *x = ctx;
	int rolls = x->per_group ? 1 : x->n;

	for (int b = 0; b < rolls; b++) {
		const char *who = x->per_group ? x->group : x->bs->b[x->idx[b]].id;
		for (int d = 0; d < x->dice; d++) {
			struct chance_roll r;
			char dice[48];
			if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "landing fire on %s, die %d "
					"(§24.11)", who, d + 1))
				return e->code;
			w->hits[b] += r.value <= 2;
			log_step(x->log, x->section, "Axis rolls %s against %s: %s",
					kit_roll(&r, dice, sizeof dice), who, r.value <= 2 ? _("a step lost") :
					_("no effect"));
		}
	}
	return 1;
}

static int fire_setup(struct game_ctx *g, const struct state *st, const struct order *o,
		struct s43_map *m, struct beaches *bs, struct fire_ctx *x, struct err *e)
{
	const struct table *t;
	const char *cell, *done = state_get(st, "landing_fire");
	int row, turn, c_dice, c_per, c_section;

	memset(x, 0, sizeof *x);
	x->m = m;
	x->bs = bs;
	x->group = order_get(o, "fire");
	if (s43_turn_now(st, "§24.11, §3.0", &turn, e))
		return e->code;
	if (turn != 0)
		return kit_refuse(e, "§3.0, §24.11", "land: the reaction fire is resolved at the "
				"set-up, before the morning of 9 September");
	if (s43_table(g, "landing-fire", &t, e))
		return e->code;
	if ((row = table_find_row(t, x->group, "§24.11", e)) < 0 ||
	    (c_dice = table_find_col(t, "dice", "§24.11", e)) < 0 ||
	    (c_per = table_find_col(t, "per", "§24.11", e)) < 0 ||
	    (c_section = table_find_col(t, "section", "§24.11", e)) < 0)
		return e->code;
	if (done && in_list(done, x->group))
		return kit_refuse(e, "§24.11", "land: the reaction fire on group %s was resolved "
				"already (set,landing_fire)", x->group);
	if (strcmp(x->group, "us_red") == 0 && !(done && in_list(done, "us")) &&
	    strcmp(game_rule(g, st, "landing-fire-red"), "d-then-c") == 0)
		return kit_refuse(e, "§24.11 d", "land: the die of each US beach (fire=us) is "
				"rolled before the RED beach's dice (c)");
	/* ruling landing-fire-red=c-only: the RED beach gets the dice of (c) only, so
	 * not its die of (d) */
	int c_only = strcmp(game_rule(g, st, "landing-fire-red"), "c-only") == 0;
	for (int i = 0; i < bs->n; i++)
		if (in_list(bs->b[i].fire, x->group) && !(c_only && strcmp(x->group, "us") == 0 &&
				in_list(bs->b[i].fire, "us_red")))
			x->idx[x->n++] = i;
	if (x->n == 0)
		return err_set(e, EXIT_DATA, "land: no beach row has fire group '%s'", x->group);
	if (table_need(t, row, c_dice, "§24.11", &cell, e))
		return e->code;
	x->dice = atoi(cell);
	if (x->dice < 0 || x->dice > 8 || strspn(cell, "0123456789") != strlen(cell))
		return err_set(e, EXIT_DATA, "%s:%d: dice '%s' is not 0 to 8 (§24.11)", t->source,
				t->lines[row], cell);
	x->per_group = strcmp(table_cell(t, row, c_per), "group") == 0;
	x->section = table_cell(t, row, c_section);
	return 0;
}

/* The first-wave units of beach b that may still absorb a landing step, at
 * most LAND_UNITS; -1 when there are more (the caller refuses the data). */
static int fire_targets(const struct fire_ctx *x, int b, int *out)
{
	int n = 0;

	for (int i = 0; i < x->m->nunits; i++) {
		const struct s43_unit *u = &x->m->units[i];
		int here = 0;
		if (!u->onmap || u->side != S43_ALLIED || !(u->flags & S43_F_FIRST_WAVE) ||
		    u->steps < u->max_steps)
			continue;
		for (int j = 0; j < x->n; j++)
			if ((x->per_group || j == b) && on_beach(&x->bs->b[x->idx[j]], u->hex))
				here = 1;
		if (here && n == LAND_UNITS)
			return -1;
		if (here)
			out[n++] = i;
	}
	return n;
}

static int fire_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct s43_map *m, struct beaches *bs, struct err *e)
{
	struct fire_ctx x;
	struct fire_out w;
	int named[LAND_UNITS], nnamed, used[LAND_UNITS] = { 0 }, lost = 0, rc;
	int hit[BEACHES * 8], nhit = 0;
	const char *done = state_get(st, "landing_fire");
	char list[512];

	if (fire_setup(g, st, o, m, bs, &x, e) ||
	    s43_unit_indexes(o, "loss", m, named, LAND_UNITS, 0, &nnamed, e))
		return e->code;
	x.log = g->log;
	memset(&w, 0, sizeof w);
	if (game_rule_changed(g, st, "landing-fire-red") && (strcmp(x.group, "us") == 0 ||
			strcmp(x.group, "us_red") == 0))
		log_step(g->log, "§24.11 c, d; ruling landing-fire-red=c-only", "The RED beach "
				"gets only the 2 dice of §24.11 c%s", strcmp(x.group, "us") == 0 ?
				", not a die of (d)" : "");
	if ((rc = fire_step(&w, c, &x, e)) != 1)
		return rc;
	for (int b = 0; b < (x.per_group ? 1 : x.n); b++) {
		int t[LAND_UNITS], nt = fire_targets(&x, b, t), took[LAND_UNITS] = { 0 };
		const char *who = x.per_group ? x.group : bs->b[x.idx[b]].id;
		if (nt < 0)
			return err_set(e, EXIT_DATA, "land: more than %d first-wave units on the "
					"beaches of %s (§24.11)", LAND_UNITS, who);
		for (int h = 0; h < w.hits[b]; h++) {
			int pick = -1;
			/* the first named unit not used yet that is one of this beach's targets */
			for (int n = 0; n < nnamed && pick < 0; n++)
				for (int k = 0; k < nt && !used[n]; k++)
					if (t[k] == named[n] && !took[k]) {
						pick = k;
						used[n] = 1;
					}
			if (pick < 0) {
				char opts[8192] = "";
				int left = 0;
				for (int k = 0; k < nt; k++)
					if (!took[k]) {
						size_t len = strlen(opts);
						if (snprintf(opts + len, sizeof opts - len, "%s%s", len ? "|" :
								"", m->units[t[k]].id) >= (int)(sizeof opts - len))
							return err_set(e, EXIT_DATA, "land: the ids of the units "
									"of %s that may take the step are too long for a "
									"decision: name them with loss=", who);
						left++;
						pick = k;
					}
				if (left == 1) {
					/* no choice: the only unit left that may take it */
					took[pick] = 1;
					hit[nhit++] = t[pick];
					continue;
				}
				pick = -1;
				if (opts[0] == '\0') {
					log_step(g->log, "§24.11", "No first-wave unit of %s may absorb "
							"another step: the step is lost (no unit takes two)", who);
					continue;
				}
				log_step(g->log, "pending", "Waiting for a decision (loss): the Allied "
						"player names the unit of %s that takes the step, one of %s; "
						"nothing is applied until then", who, opts);
				return pending_add(st, "allied", "loss", opts, o->text, e);
			}
			took[pick] = 1;
			hit[nhit++] = t[pick];   /* applied once no decision is pending */
		}
	}
	for (int i = 0; i < nhit; i++) {
		struct s43_unit *u = &m->units[hit[i]];
		char num[8];
		snprintf(num, sizeof num, "%d", u->steps - 1);
		if (s43_unit_set(st, u, "steps", num) ||
		    (u->steps == 1 && s43_unit_set(st, u, "hex", "eliminated")))
			return err_set(e, EXIT_IO, "out of memory");
		log_step(g->log, "§24.11", "%s loses a step: %s", u->id, u->steps == 1 ?
				_("eliminated") : _("flipped to its reduced side"));
		lost++;
	}
	for (int n = 0; n < nnamed; n++)
		if (!used[n])
			return err_set(e, EXIT_USAGE, "land: loss= names %s, which takes no step here "
					"(not a first-wave unit of a beach hit, or one step each, §24.11)",
					m->units[named[n]].id);
	snprintf(list, sizeof list, "%s%s%s", done ? done : "", done && *done ? ";" : "",
			x.group);
	if (state_set(st, "landing_fire", list))
		return err_set(e, EXIT_IO, "out of memory");
	log_stepn(g->log, "§24.11", "Reaction fire on %s over: the first wave lost %d step",
			"Reaction fire on %s over: the first wave lost %d steps", lost, x.group,
			lost);
	return 0;
}

static void fire_summary(const void *outcome, const void *ctx, char **vals)
{
	const struct fire_out *w = outcome;
	const struct fire_ctx *x = ctx;
	char buf[512] = "";
	int total = 0;

	for (int b = 0; b < (x->per_group ? 1 : x->n); b++) {
		snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s:%d", b ? ";" : "",
				x->per_group ? x->group : x->bs->b[x->idx[b]].id, w->hits[b]);
		/* as resolve: a step no first-wave unit may absorb is lost (§24.11) */
		int t[LAND_UNITS], nt = fire_targets(x, b, t);
		total += nt < 0 || w->hits[b] < nt ? w->hits[b] : nt;
	}
	vals[0] = s43_strf("%d", total);
	vals[1] = s43_strf("%s", buf);
}

/* ---- place= and build= (§24.4-§24.433, §24.441, §28.2) ---- */

static int hex_of(const struct order *o, struct beach *b, const char *spec,
		struct grid_hex *h, struct err *e)
{
	const char *at = strchr(spec, '@');

	if (at == NULL) {
		if (b->placed) {
			*h = b->marker;
			return 0;
		}
		if (b->nhex > 1)
			return kit_refuse(e, "§24.422", "land: beach %s has %d positions: choose one "
					"with %s@HEX", b->id, b->nhex, b->id);
		*h = b->hex[0];
		return 0;
	}
	if (grid_parse(at + 1, h) || !on_beach(b, *h))
		return err_set(e, EXIT_USAGE, "land: %s: '%s' is not one of beach %s's hexes",
				o->spec->verb, at + 1, b->id);
	return 0;
}

/* Companies (in platoons) of the US 531st Engineer Regiment in hex h (§24.43). */
static int engineers_531(const struct s43_map *m, struct grid_hex h, int *units)
{
	int platoons = 0;

	*units = 0;
	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *u = &m->units[i];
		if (u->onmap && grid_equal(u->hex, h) && strcmp(u->division, "531") == 0) {
			platoons += s43_platoons(u);
			(*units)++;
		}
	}
	return platoons;
}

static int uk_engineers(const struct s43_map *m, struct grid_hex h)
{
	int n = 0;

	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *u = &m->units[i];
		n += u->onmap && grid_equal(u->hex, h) && u->kind == S43_K_ENGINEER &&
			strcmp(u->nation, "UK") == 0 && !u->platoon;
	}
	return n;
}

static int spec_beach(const struct order *o, struct beaches *bs, const char *spec,
		struct beach **b, struct err *e)
{
	char id[64];

	snprintf(id, sizeof id, "%.*s", (int)strcspn(spec, "@"), spec);
	if ((*b = beach_find(bs, id)) == NULL)
		return err_set(e, EXIT_DATA, "land: no beach '%s' (beach rows)", id);
	return 0;
}

static int build_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct s43_map *m, struct beaches *bs, int turn, struct err *e)
{
	struct beach *b;
	struct grid_hex h;
	char now[16], hx[5], linked_s[16];
	int linked, n, units;

	s43_turn_format(turn, now, sizeof now);
	if (spec_beach(o, bs, order_get(o, "build"), &b, e) ||
	    hex_of(o, b, order_get(o, "build"), &h, e))
		return e->code;
	grid_format(h, hx);
	if (s43_turn_period(turn) != S43_NIGHT)
		return kit_refuse(e, "§24.42, §24.43, §3.3 A d", "land: construction starts in "
				"the beach phase of a night turn, and the turn is %s", now);
	if (b->lost)
		return kit_refuse(e, "§24.44", "land: beach %s was lost and never returns", b->id);
	if (b->placed && (strcmp(b->nation, "US") == 0 || strcmp(b->face, "full") == 0))
		return kit_refuse(e, "§24.424, §24.433", "land: beach %s is complete already",
				b->id);
	if (b->build >= 0)
		return kit_refuse(e, "§24.421", "land: beach %s is being built already", b->id);
	if (strcmp(b->nation, "UK") == 0) {
		int building = 0;
		for (int i = 0; i < bs->n; i++)
			building += strcmp(bs->b[i].nation, "UK") == 0 && bs->b[i].build >= 0;
		if (building >= 2)
			return kit_refuse(e, "§24.42", "land: the 2 British engineer battalions are "
					"building 2 beaches already");
		if ((n = uk_engineers(m, h)) < 3)
			return kit_refuse(e, "§24.42", "land: a British beach is built by an engineer "
					"battalion, 3 companies, in its hex; %s has %d", hx, n);
		if (strcmp(b->fire, "commando") == 0 && turn > (9 - 9) * 3 + S43_NIGHT) {
			if (!order_given(o, "linked") || (linked = s43_turn_parse(order_get(o, "linked"))) < 0)
				return kit_refuse(e, "§24.423", "land: the commando beach not placed on "
						"the 9th waits 3 turns after 2129 is linked to Salerno by a supply "
						"line: give that turn with linked=D-PERIOD");
			s43_turn_format(linked + 3, linked_s, sizeof linked_s);
			if (turn < linked + 3)
				return kit_refuse(e, "§24.423", "land: the commando beach may be chosen "
						"from %s on (3 turns after the link), and the turn is %s",
						linked_s, now);
		}
	} else {
		int rangers = strcmp(b->fire, "rangers") == 0;
		n = engineers_531(m, h, &units);
		if (rangers ? units < 1 : n < 6 * 3)
			return kit_refusen(e, rangers ? "§24.431" : "§24.43, §24.432", "land: %s "
					"of the 531st Engineer Regiment must be in %s; it has %d "
					"unit (%d companies)",
					"land: %s of the 531st Engineer Regiment must be in %s; "
					"it has %d units (%d companies)", units,
					rangers ? _("1 unit") : _("6 companies"), hx, units, n / 3);
		if (s43_zoc(m, game_rule(g, st, "precipice-zoc"), h, S43_AXIS, 0) || s43_distance_to(m, h, S43_AXIS) <= 1)
			return kit_refuse(e, "§24.432", "land: the beach hex %s is adjacent to an "
					"Axis unit", hx);
	}
	if (set_beach(st, b, "build", now, e))
		return e->code;
	log_step(g->log, strcmp(b->nation, "UK") == 0 ? "§24.42, §24.421" : "§24.43, §24.432",
			"Construction of beach %s starts in %s (%s): its marker may be placed at the "
			"next beach phase%s", b->id, hx, now, strcmp(b->nation, "UK") == 0 ?
			" (a construction marker in the battalion's hex)" : _(", if 6 companies of the "
			"531st stay in the hex all along"));
	return 0;
}

static int count_placed(const struct beaches *bs, const char *nation)
{
	int n = 0;

	for (int i = 0; i < bs->n; i++)
		n += bs->b[i].placed && (nation == NULL || strcmp(bs->b[i].nation, nation) == 0);
	return n;
}

/* Where a built beach's marker may go, and on which face (§24.42-§24.433):
 * the beach chosen for construction a full day before, the 531st in its hex
 * (US), no Axis unit too near (ruling beach-axis-distance), two British
 * markers a phase at most (`uk` counts them). */
static int place_built(struct game_ctx *g, const struct state *st, struct s43_map *m,
		struct beaches *bs, struct beach *b, struct grid_hex h, int turn, int d, int *uk,
		const char **face, struct err *e)
{
	int us = strcmp(b->nation, "US") == 0, rangers = strcmp(b->fire, "rangers") == 0;
	int within2 = strcmp(game_rule(g, st, "beach-axis-distance"), "within-2") == 0, units;
	char built[16], hx[5];

	s43_hex_name(h, hx);
	if (b->build < 0)
		return kit_refuse(e, us ? "§24.432" : "§24.421", "land: beach %s was not chosen for "
				"construction at a previous beach phase (build=)", b->id);
	s43_turn_format(b->build, built, sizeof built);
	if (turn != b->build + 3)
		return kit_refuse(e, us ? "§24.43, §24.432" : "§24.421", "land: beach %s, begun on "
				"%s, is placed at the next beach phase after a full day (%s)", b->id,
				built, turn < b->build + 3 ? _("not yet") : _("that phase is past: start "
				"again with build="));
	if (!us) {
		if (d < 2 || (within2 && d == 2))
			return kit_refusen(e,
					within2 ? "§24.421; ruling beach-axis-distance=within-2" :
					"§24.421",
					"land: an Axis unit is %d hex from %s (none may be %s)",
					"land: an Axis unit is %d hexes from %s (none may be %s)",
					d, d, hx, within2 ? _("within 2") : _("closer than 2 "
					"hexes"));
		if (++*uk > 2)
			return kit_refuse(e, "§24.42", "land: at most two British beach markers per "
					"beach phase");
		*face = b->placed ? "full" : "small";   /* §24.421, §24.424 */
		return 0;
	}
	int platoons = engineers_531(m, h, &units);
	if (rangers ? units < 1 : platoons < 18)
		return kit_refusen(e, rangers ? "§24.431" : "§24.432", "land: the 531st must stay "
				"in %s during the whole construction (%s); it has %d unit",
				"land: the 531st must stay in %s during the whole construction "
				"(%s); it has %d units", units, hx, rangers ?
				_("1 unit") : _("6 companies"), units);
	if (d <= 1)
		return kit_refuse(e, "§24.432", "land: the beach hex %s is adjacent to an Axis unit",
				hx);
	if (rangers && count_placed(bs, "US") < 4)
		return kit_refuse(e, "§24.433", "land: the Rangers' beach is placed only once the "
				"4 other US beaches are on the map (%d are)", count_placed(bs, "US"));
	*face = "full";   /* §24.433: directly on its operational face */
	return 0;
}

/* One item of place=, BEACH[@HEX]: the marker on the map (§24.412 on the night
 * of the 9th, else a built beach). */
static int place_one(struct game_ctx *g, struct state *st, const struct order *o,
		struct s43_map *m, struct beaches *bs, int turn, char (*items)[64], int i,
		int *uk, struct err *e)
{
	int night9 = turn == (9 - 9) * 3 + S43_NIGHT, d;
	const char *face = "small";
	struct beach *b;
	struct grid_hex h;
	char hx[5];

	if (spec_beach(o, bs, items[i], &b, e) || hex_of(o, b, items[i], &h, e))
		return e->code;
	s43_hex_name(h, hx);
	for (int j = 0; j < i; j++)
		if (strcspn(items[j], "@") == strlen(b->id) &&
		    strncmp(items[j], b->id, strlen(b->id)) == 0)
			return err_set(e, EXIT_USAGE, "land: place= names %s twice", b->id);
	if (b->lost)
		return kit_refuse(e, "§24.44", "land: beach %s was lost and never returns", b->id);
	d = s43_distance_to(m, h, S43_AXIS);
	if (night9 && b->placed)
		return kit_refuse(e, "§24.412", "land: beach %s is on the map already", b->id);
	if (night9 && d <= 2)
		return kit_refusen(e, "§24.412", "land: a beach marker goes more than 2 hexes "
				"from any Axis unit; one is %d hex from %s",
				"land: a beach marker goes more than 2 hexes from any Axis unit; "
				"one is %d hexes from %s", d, d, hx);
	if (!night9 && place_built(g, st, m, bs, b, h, turn, d, uk, &face, e))
		return e->code;
	if (set_beach(st, b, "marker", hx, e) || set_beach(st, b, "face", face, e) ||
	    set_beach(st, b, "build", "", e))
		return e->code;
	b->placed = 1;
	log_step(g->log, night9 ? "§24.412" : strcmp(face, "full") ? "§24.421" :
			strcmp(b->nation, "US") ? "§24.424" : "§24.433", "Beach %s: its marker goes "
			"to %s on its %s face (the nearest Axis unit is %d hexes away)", b->id, hx,
			strcmp(face, "full") ? "\"Small\"" : "operational", d);
	return 0;
}

static int place_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct s43_map *m, struct beaches *bs, int turn, struct err *e)
{
	char items[BEACHES][64], now[16];
	int k = order_split(order_get(o, "place"), items[0], 64, BEACHES), uk = 0, n;
	int night9 = turn == (9 - 9) * 3 + S43_NIGHT;

	s43_turn_format(turn, now, sizeof now);
	if (k <= 0)
		return err_set(e, EXIT_USAGE, "land: place= is a list of at most %d beaches",
				BEACHES);
	if (s43_turn_period(turn) != S43_NIGHT)
		return kit_refuse(e, "§24.4, §3.3 A d", "land: beach markers are placed in the "
				"beach phase of a night turn, and the turn is %s", now);
	if (night9 && (n = count_placed(bs, NULL)) > 0)
		return kit_refusen(e, "§24.412, §24.441", "land: the markers of the night of the "
				"9th are placed in one order (place= lists them all), and %d is "
				"on the map already",
				"land: the markers of the night of the 9th are placed in one "
				"order (place= lists them all), and %d are on the map already", n,
				n);
	for (int i = 0; i < k; i++)
		if (place_one(g, st, o, m, bs, turn, items, i, &uk, e))
			return e->code;
	if (!night9)
		return 0;
	if ((n = count_placed(bs, NULL)) > 3) {
		log_step(g->log, "§24.412, §24.441", "%d beach markers on the map: at least 4, the "
				"landing holds", n);
		return 0;
	}
	log_stepn(g->log, "§24.441, §28.2", "Only %d beach marker on the map at the beach phase "
			"of the night of the 9th: the Axis player wins at once",
			"Only %d beach markers on the map at the beach phase of the night of the "
			"9th: the Axis player wins at once", n, n);
	return state_set(st, "winner", "axis") ? err_set(e, EXIT_IO, "out of memory") : 0;
}

/* ---- threat= (§24.44) ---- */

/* Ruling beach-loss-half=total: "les troupes alliées dans l'hex perdent la
 * moitié de leurs pas" read as half of the hex's total, rounded up; the Allied
 * player names the units that take them in loss= (in order, a unit once a
 * step), unless no choice is left (one unit, or every step goes). */
static int threat_total(struct game_ctx *g, struct state *st, const struct order *o,
		struct s43_map *m, struct grid_hex h, struct err *e)
{
	int left[LAND_UNITS], idx[LAND_UNITS], n = 0, total = 0, lose, named[LAND_UNITS];
	int nnamed, k = 0;
	char hx[5], num[8];

	s43_hex_name(h, hx);
	for (int j = 0; j < m->nunits && n < LAND_UNITS; j++)
		if (m->units[j].onmap && m->units[j].side == S43_ALLIED &&
		    grid_equal(m->units[j].hex, h)) {
			idx[n] = j;
			total += left[n++] = m->units[j].steps;
		}
	lose = (total + 1) / 2;
	log_stepn(g->log, "§24.44; ruling beach-loss-half=total",
			"The Allied units in %s have %d step: they lose half the total, %d",
			"The Allied units in %s have %d steps: they lose half the total, %d", total,
			hx, total, lose);
	if (s43_unit_indexes(o, "loss", m, named, LAND_UNITS, S43_LIST_REPEAT, &nnamed, e))
		return e->code;
	for (int s = 0; s < lose; s++) {
		int pick = -1, with = 0;
		for (int i = 0; i < n; i++)
			with += left[i] > 0;
		for (int i = 0; i < n && k < nnamed; i++)
			if (idx[i] == named[k] && left[i] > 0)
				pick = i;
		if (k < nnamed && pick < 0)
			return kit_refuse(e, "§24.44", "land: loss= names %s, which is not an Allied "
					"unit with a step left in %s", m->units[named[k]].id, hx);
		if (pick < 0 && (with == 1 || lose - s >= total - s))
			for (int i = 0; i < n && pick < 0; i++)
				if (left[i] > 0)
					pick = i;
		if (pick < 0)
			return err_set(e, EXIT_USAGE, "land: threat=: %d of the %d steps lost in %s "
					"are still to be taken: name the Allied units that take them in "
					"loss= (§24.44; ruling beach-loss-half=total)", lose - s, lose, hx);
		k += k < nnamed;
		left[pick]--;
		log_step(g->log, "§24.44", "%s loses a step%s", m->units[idx[pick]].id,
				left[pick] ? "" : _(": eliminated"));
	}
	for (int i = 0; i < n; i++) {
		if (left[i] == m->units[idx[i]].steps)
			continue;
		snprintf(num, sizeof num, "%d", left[i]);
		if (s43_unit_set(st, &m->units[idx[i]], "steps", num) ||
		    (left[i] == 0 && s43_unit_set(st, &m->units[idx[i]], "hex", "eliminated")))
			return err_set(e, EXIT_IO, "out of memory");
	}
	return 0;
}

static int threat_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct s43_map *m, struct beaches *bs, struct err *e)
{
	char items[BEACHES][64];
	const char *v = order_get(o, "threat");
	int all = strcmp(v, "all") == 0, k = all ? bs->n : order_split(v, items[0], 64, BEACHES);
	const char *half = game_rule(g, st, "beach-loss-half");

	if (k <= 0)
		return err_set(e, EXIT_USAGE, "land: threat= is 'all' or a list of beaches");
	for (int i = 0; i < k; i++) {
		struct beach *b = all ? &bs->b[i] : beach_find(bs, items[i]);
		char hx[5];
		int platoons = 0;

		if (b == NULL)
			return err_set(e, EXIT_DATA, "land: no beach '%s' (beach rows)", items[i]);
		if (!b->placed) {
			if (!all)
				return kit_refuse(e, "§24.44", "land: beach %s has no marker on the map",
						b->id);
			continue;
		}
		grid_format(b->marker, hx);
		for (int j = 0; j < m->nunits; j++) {
			const struct s43_unit *u = &m->units[j];
			if (u->onmap && u->side == S43_AXIS && grid_adjacent(u->hex, b->marker))
				platoons += s43_platoons(u);
		}
		if (platoons < 9) {
			log_stepn(g->log, "§24.44", "Beach %s (%s): Axis units adjacent make %d "
					"platoon (3 companies = 9 platoons are needed): it holds",
					"Beach %s (%s): Axis units adjacent make %d platoons (3 "
					"companies = 9 platoons are needed): it holds", platoons,
					b->id, hx, platoons);
			continue;
		}
		log_step(g->log, "§24.44", "Beach %s (%s): Axis units adjacent make %d platoons, "
				"3 companies or more: the marker is removed for good", b->id, hx, platoons);
		if (set_beach(st, b, "marker", "lost", e) || set_beach(st, b, "face", "", e))
			return e->code;
		if (strcmp(half, "total") == 0) {
			if (threat_total(g, st, o, m, b->marker, e))
				return e->code;
			continue;
		}
		for (int j = 0; j < m->nunits; j++) {
			struct s43_unit *u = &m->units[j];
			char num[8];
			int lose;
			if (!u->onmap || u->side != S43_ALLIED || !grid_equal(u->hex, b->marker))
				continue;
			lose = strcmp(half, "down") == 0 ? u->steps / 2 : (u->steps + 1) / 2;
			snprintf(num, sizeof num, "%d", u->steps - lose);
			if (lose > 0 && (s43_unit_set(st, u, "steps", lose == u->steps ? "0" : num) ||
			    (lose == u->steps && s43_unit_set(st, u, "hex", "eliminated"))))
				return err_set(e, EXIT_IO, "out of memory");
			log_stepn(g->log, game_rule_changed(g, st, "beach-loss-half") ?
					"§24.44; ruling beach-loss-half=down" : "§24.44; ruling "
					"beach-loss-half=up", "%s loses half its %d step: %d%s",
					"%s loses half its %d steps: %d%s", u->steps, u->id,
					u->steps, lose, lose == u->steps ?
					_(", eliminated") : "");
		}
	}
	return 0;
}

/* ---- salerno= (§7.22, §24.425) ---- */

static int salerno_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct s43_map *m, struct err *e)
{
	static const char *const cols[] = { "id", "type", "hex", "value", "toward" };
	struct s43_unit *u = s43_unit_find(m, order_get(o, "salerno"));
	struct state_kind *mk;
	struct state_row *r;
	char hx[5], id[32];
	int d;

	if (u == NULL)
		return err_set(e, EXIT_DATA, "land: salerno=: no unit '%s'", order_get(o, "salerno"));
	if (u->side != S43_ALLIED || !u->onmap)
		return kit_refuse(e, "§7.22", "land: %s is not an Allied unit on the map", u->id);
	grid_format(u->hex, hx);
	if (!s43_hex_yes(st, u->hex, "salerno_beach"))
		return kit_refuse(e, "§7.22", "land: %s is in %s, not one of the 4 Salerno beach "
				"hexes (hex column salerno_beach)", u->id, hx);
	if ((d = s43_distance_to(m, u->hex, S43_AXIS)) <= 2)
		return kit_refusen(e, "§7.22",
				"land: an Axis unit is %d hex from %s (none may be within 2)",
				"land: an Axis unit is %d hexes from %s (none may be within 2)", d,
				d, hx);
	if (u->flags & S43_F_MOVED)
		return kit_refuse(e, "§7.22", "land: %s has moved this turn", u->id);
	snprintf(id, sizeof id, "salerne-%s", hx);
	if ((mk = state_kind_add(st, "marker", cols, 5)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (state_find(mk, state_col(mk, "id"), id) >= 0)
		return kit_refuse(e, "§7.22", "land: %s already has its \"Salerne\" marker", hx);
	if ((r = state_row_add(mk)) == NULL || state_field_set(r, state_col(mk, "id"), id) ||
	    state_field_set(r, state_col(mk, "type"), "salerne") ||
	    state_field_set(r, state_col(mk, "hex"), hx) ||
	    state_field_set(r, state_col(mk, "value"), u->nation))
		return err_set(e, EXIT_IO, "out of memory");
	log_step(g->log, "§7.22, §24.425", "%s in the Salerno beach hex %s, no Axis unit within "
			"2 hexes (nearest %d): it acts as a \"Small\" beach marker for %s units; the "
			"\"Salerne\" marker goes on it. It must not move this turn", u->id, hx, d,
			u->nation);
	return 0;
}

/* ---- units= (§24.2-§24.32, §18.3-§18.42) ---- */

/* §18.33: each turn at most 3 units of the 46th and 5 of the 56th arrive at
 * Uncle Beach (the beach rows marked uncle=yes, together). Records the count on
 * beach b (column divisions). */
static int uncle_limits(struct game_ctx *g, struct state *st, struct beaches *bs, struct beach *b,
		struct s43_map *m, const int *idx, int n, int turn, struct err *e)
{
	int had[2] = { 0, 0 }, add[2] = { 0, 0 }, cap[2];
	char v[48], now[16];

	if (s43_mv_constant(g, "uncle-46", "§18.33", &cap[0], e) ||
	    s43_mv_constant(g, "uncle-56", "§18.33", &cap[1], e))
		return e->code;
	for (int i = 0; i < bs->n; i++)
		if (bs->b[i].uncle && bs->b[i].div_turn == turn)
			had[0] += bs->b[i].div46, had[1] += bs->b[i].div56;
	for (int i = 0; i < n; i++) {
		const char *d = m->units[idx[i]].division;
		add[0] += strcmp(d, "46") == 0;
		add[1] += strcmp(d, "56") == 0;
	}
	for (int k = 0; k < 2; k++)
		if (had[k] + add[k] > cap[k])
			return kit_refuse(e, "§18.33", "land: at most %d units of the %s division "
					"arrive at Uncle Beach a turn; %d have, and these are %d", cap[k],
					k ? "56th" : "46th", had[k], add[k]);
	if (b->div_turn != turn)
		b->div46 = b->div56 = 0;
	s43_turn_format(turn, now, sizeof now);
	snprintf(v, sizeof v, "%s:46=%d;56=%d", now, b->div46 + add[0], b->div56 + add[1]);
	if (set_beach(st, b, "divisions", v, e))
		return e->code;
	log_step(g->log, "§18.33", "Uncle Beach this turn: %d of %d units of the 46th, %d of "
			"%d of the 56th", had[0] + add[0], cap[0], had[1] + add[1], cap[1]);
	return 0;
}

/* The landing limits of beach b this turn for `platoons` more platoons (of the
 * units idx), and their record in its row (landed, divisions): §24.21, §18.34:
 * 6 companies (18 platoons) a turn; §18.36: 9 on a full beach; §18.33:
 * Uncle's divisions. Shared by land units= and the move of a reinforcement
 * from off the map (§18.35). */
static int count_landing(struct game_ctx *g, struct state *st, struct beaches *bs,
		struct beach *b, struct s43_map *m, const int *idx, int n, int platoons,
		int turn, const char *verb, struct err *e)
{
	int cap = strcmp(b->face, "full") == 0 ? 27 : 18;
	char now[16], landed[32];

	if (b->landed_turn != turn)
		b->landed = 0;
	if (b->landed + platoons > cap)
		return kit_refuse(e, strcmp(b->face, "full") ? "§24.21, §18.34, §24.32" :
				"§18.36, §24.32", "%s: beach %s takes %d companies a turn; %d platoons "
				"landed already and these are %d (3 platoons = 1 company): the others "
				"come back next turn", verb, b->id, cap / 3, b->landed, platoons);
	if (b->uncle && uncle_limits(g, st, bs, b, m, idx, n, turn, e))
		return e->code;
	s43_turn_format(turn, now, sizeof now);
	snprintf(landed, sizeof landed, "%s:%d", now, b->landed + platoons);
	if (set_beach(st, b, "landed", landed, e))
		return e->code;
	log_step(g->log, "§24.21, §18.34, §18.36", "Beach %s: %d of its %d platoons (%d "
			"companies) used this turn", b->id, b->landed + platoons, cap, cap / 3);
	return 0;
}

int s43_land_limits(struct game_ctx *g, struct state *st, struct s43_map *m,
		const int *idx, int n, struct grid_hex h, int turn, struct err *e)
{
	struct beaches *bs = malloc(sizeof *bs);
	struct beach *b = NULL;
	int platoons = 0;
	char hx[5];

	if (bs == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (load_beaches(st, bs, e)) {
		free(bs);
		return e->code;
	}
	/* the beach whose marker is in h, or before the markers (the 9th, §24.412)
	 * the beach whose positions hold h */
	for (int i = 0; i < bs->n && b == NULL; i++) {
		struct beach *c = &bs->b[i];
		if (c->placed && grid_equal(c->marker, h))
			b = c;
		for (int k = 0; !c->placed && !c->lost && k < c->nhex && b == NULL; k++)
			if (grid_equal(c->hex[k], h))
				b = c;
	}
	for (int i = 0; i < n; i++)
		platoons += s43_platoons(&m->units[idx[i]]);
	if (b == NULL)
		log_step(g->log, "§18.34", "No beach row stands in %s: the landing limits of the "
				"beach are not counted (beach rows, umpire-salerno43(7))",
				s43_hex_name(h, hx));
	else
		count_landing(g, st, bs, b, m, idx, n, platoons, turn, "move", e);
	free(bs);
	return e->code;
}

static int units_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct s43_map *m, struct beaches *bs, int turn, struct err *e)
{
	int idx[LAND_UNITS], n, platoons = 0, top = 0;
	struct beach *b;
	struct grid_hex h;
	char hx[5];

	if (!order_given(o, "beach"))
		return err_set(e, EXIT_USAGE, "land: units= needs beach=BEACH[@HEX]");
	if (spec_beach(o, bs, order_get(o, "beach"), &b, e) ||
	    s43_unit_indexes(o, "units", m, idx, LAND_UNITS, 0, &n, e))
		return e->code;
	if (n == 0)
		return err_set(e, EXIT_USAGE, "land: units= names no unit");
	if (b->lost)
		return kit_refuse(e, "§24.44", "land: beach %s was lost for good", b->id);
	if (turn >= (9 - 9) * 3 + S43_NIGHT && !b->placed)
		return kit_refuse(e, "§18.32, §18.33, §24.412", "land: beach %s has no marker on "
				"the map", b->id);
	if (hex_of(o, b, order_get(o, "beach"), &h, e))
		return e->code;
	grid_format(h, hx);
	for (int i = 0; i < n; i++) {
		const struct s43_unit *u = &m->units[idx[i]];
		if (u->side != S43_ALLIED || !u->offmap)
			return kit_refuse(e, "§18.3, §24.2", "land: %s is not an Allied unit waiting "
					"off the map (hex offmap)", u->id);
		if (strcmp(u->nation, b->nation))
			return kit_refuse(e, "§18.32, §18.33, §24.3", "land: %s (%s) lands only on a "
					"beach of its nation; %s is %s", u->id, u->nation, b->id, b->nation);
		if ((u->kind == S43_K_RANGER && !in_list(b->fire, "rangers")) ||
		    (u->kind == S43_K_COMMANDO && !in_list(b->fire, "commando")))
			return kit_refuse(e, "§18.31", "land: rangers and commandos land on their "
					"own beaches; %s is not %s's", b->id, u->id);
		platoons += s43_platoons(u);
	}
	if (count_landing(g, st, bs, b, m, idx, n, platoons, turn, "land", e))
		return e->code;
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].onmap && grid_equal(m->units[i].hex, h) && m->units[i].stack > top)
			top = m->units[i].stack;
	for (int i = 0; i < n; i++) {
		const struct s43_unit *u = &m->units[idx[i]];
		char stack[8];
		snprintf(stack, sizeof stack, "%d", top + 1 + i);
		char mp[16];
		int cost;
		/* §18.35: the 5 MP are spent (mp=, read by move); §23.3: no forced march
		 * this turn (entered) */
		if (s43_mv_constant(g, "beach-arrival", "§18.35", &cost, e))
			return e->code;
		snprintf(mp, sizeof mp, "mp=%d", cost);
		if (s43_unit_set(st, u, "hex", hx) || s43_unit_set(st, u, "stack", stack) ||
		    s43_unit_flag(st, u, "entered", 1) || s43_unit_flag(st, u, mp, 1))
			return err_set(e, EXIT_IO, "out of memory");
		log_step(g->log, "§24.2, §18.35", "%s lands on beach %s in %s, spending %d MP "
				"of its movement", u->id, b->id, hx, cost);
	}
	if (turn == 0)
		log_step(g->log, "§24.31, §18.4", "Landed on the morning of the 9th, they arrive as "
				"night reinforcements: no movement before the next movement phase");
	else if (s43_turn_period(turn) == S43_NIGHT)
		log_step(g->log, "§18.42", "At night the Allied reinforcements stay on their beach");
	if (s43_zoc(m, game_rule(g, st, "precipice-zoc"), h, S43_AXIS, 0))
		log_step(g->log, "§24.22", "An Axis unit exerts a ZOC into %s: these units may move "
				"only 1 hex, and not across a river", hx);
	return 0;
}

/* ---- the order ---- */

/* The part of the order given, one of six, in its phase of the sequence of
 * play: the first-wave fire in the set-up (§3.0), beach markers in the night
 * beach phase (§3.3 A d), a beach lost at the start of a combat phase (§24.44),
 * landings in a reinforcement phase (§18.1, §18.4, §24.2); a Salerno beach hex
 * at the start of any phase (§7.22 "au début d'un segment"). */
static const char *which(struct game_ctx *g, const struct state *st, const struct order *o,
		struct err *e)
{
	static const char *const keys[] = { "fire", "place", "build", "threat", "salerno",
		"units" };
	static const char *const phases[] = { "setup", "beaches", "beaches", "combat", NULL,
		"reinforcement night-reinforcement" };
	static const char *const what[] = { "land fire=", "land place=", "land build=",
		"land threat=", "land salerno=", "land units=" };
	const char *k = NULL;
	int ki = -1;

	for (int i = 0; i < 6; i++)
		if (order_given(o, keys[i])) {
			if (k != NULL) {
				err_set(e, EXIT_USAGE, "land: give one of fire=, place=, build=, threat=, "
						"salerno= or units=, not %s= and %s=", k, keys[i]);
				return NULL;
			}
			k = keys[ki = i];
		}
	if (k == NULL)
		err_set(e, EXIT_USAGE, "land: give one of fire=, place=, build=, threat=, salerno= "
				"or units=");
	else if (phases[ki] && seq_need(g, st, what[ki], phases[ki], e))
		return NULL;
	return k;
}

int s43_land_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct s43_map m;
	struct beaches *bs = malloc(sizeof *bs);
	const char *k = which(g, st, o, e);
	int rc, turn = 0;

	if (bs == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (k == NULL) {
		free(bs);
		return e->code;
	}
	if ((rc = s43_map_load(&m, st, e)) == 0 && (rc = load_beaches(st, bs, e)) == 0) {
		if (strcmp(k, "fire") == 0)
			rc = fire_resolve(g, st, o, c, &m, bs, e);
		else if (strcmp(k, "salerno") == 0)
			rc = salerno_resolve(g, st, o, &m, e);
		else if (strcmp(k, "threat") == 0)
			rc = threat_resolve(g, st, o, &m, bs, e);
		else if ((rc = s43_turn_now(st, "§24.4", &turn, e)) == 0)
			rc = strcmp(k, "place") == 0 ? place_resolve(g, st, o, &m, bs, turn, e)
				: strcmp(k, "units") == 0 ? units_resolve(g, st, o, &m, bs, turn, e)
				: build_resolve(g, st, o, &m, bs, turn, e);
	}
	s43_map_free(&m);
	free(bs);
	return rc;
}

int s43_land_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "steps", "hits" };
	struct s43_map m;
	struct beaches *bs = malloc(sizeof *bs);
	struct fire_ctx x;
	struct fire_out w;
	struct log quiet;
	const char *k = which(g, st, o, e);
	int rc;

	if (bs == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (k == NULL || strcmp(k, "fire") != 0) {
		free(bs);
		return k == NULL ? e->code : err_set(e, EXIT_USAGE, "odds: land %s= involves no "
				"chance (only fire= does, §24.11)", k);
	}
	if ((rc = s43_map_load(&m, st, e)) == 0 && (rc = load_beaches(st, bs, e)) == 0 &&
	    (rc = fire_setup(g, st, o, &m, bs, &x, e)) == 0) {
		int t[LAND_UNITS];
		for (int b = 0; b < (x.per_group ? 1 : x.n) && rc == 0; b++)
			if (fire_targets(&x, b, t) < 0)
				rc = err_set(e, EXIT_DATA, "land: more than %d first-wave units on the "
						"beaches of %s (§24.11)", LAND_UNITS, x.per_group ? x.group :
						bs->b[x.idx[b]].id);
	}
	if (rc == 0) {
		log_open(&quiet, NULL, LOG_TEXT);
		x.log = &quiet;
		memset(&w, 0, sizeof w);
		snprintf(r->note, sizeof r->note, "steps inflicted on the first wave of %s "
				"(§24.11: each die of 1 or 2); hits per %s", x.group,
				x.per_group ? "group" : "beach");
		rc = s43_odds_step(&w, sizeof w, fire_step, &x, 2, cols, fire_summary, r, e);
	}
	s43_map_free(&m);
	free(bs);
	return rc;
}
