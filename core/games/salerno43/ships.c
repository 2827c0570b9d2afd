/*
 * ships.c: the Allied warships and the sea (§2.4, §25.1, §25.11), and
 * `bombard kind=ships at=HEX`: the Axis air attack on the ships of one sea hex,
 * once a day, morning or afternoon (§8).
 *
 * State rows (umpire-salerno43(7)):
 *   @ship,id,nation,class,hex,range,back,ammo,arrived,return,flags
 *     hex "off" while the ship is away (ammunition run §25.23, repairs §8.2),
 *     `return` its turn back; `ammo` full or flipped (§25.24); `arrived` the
 *     turn it arrived (§18.37, §8.5); `back` the row group of ship-backs.csv
 *     (default nation-class, e.g. us-cl); `flags` "fired" once it has
 *     bombarded this turn (§3.1 A e).
 *   @sea,hex,zone          zone salerno or naples (§25.11, §25.12)
 *
 * The attack: 2d6 on ship-attack.csv (the row's turn must be the current one,
 * §8.2, §8.3); 5 or 9 become 4 or 10 when the hex holds an M or a CL, which
 * must then be hit (§8.42); cloudy: only 2 (morning) or 12 (afternoon) hit
 * (§22.3, ruling ship-attack-cloudy); rain: no roll, and a rainy morning
 * cancels the afternoon's (§8.6), or hits as in clear weather (§22.4; ruling
 * ship-attack-rain). Ships that just arrived cannot be hit (§8.5).
 * The Axis player picks the ships hit (hit=; ruling ship-hit-by); they leave
 * for repairs (ruling ship-repair).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bombard.h"
#include "i18n.h"
#include "pending.h"

static const char *const class_names[] = { "BB", "M", "CL", "DD", "DE", NULL };

const char *s43_bd_back_name(int back, char *buf, size_t size)
{
	if (back < S43_TURNS)
		s43_turn_format(back, buf, size);
	else
		snprintf(buf, size, "no turn of the game (§29.1: the game ends with 17-night)");
	return buf;
}

const char *s43_bd_class_name(int cls)
{
	return cls >= 0 && cls <= BD_DE ? class_names[cls] : "?";
}

/* A ship's counter: nationality, class, hex or off, range, back (§2.4). */
static int load_counter(const struct state *st, const struct state_kind *k,
		const struct state_row *r, struct bd_ship *s, struct err *e)
{
	int c;
	const char *v = state_field(r, c = state_col(k, "nation"));

	if (strcmp(v, "US") && strcmp(v, "UK"))
		return kit_bad(e, st, r, c, "nation is not US or UK: '%.60s' "
				"(umpire-salerno43(7))", v);
	snprintf(s->nation, sizeof s->nation, "%s", v);
	if ((s->cls = kit_enum(class_names, v = state_field(r, c = state_col(k, "class")))) < 0)
		return kit_bad(e, st, r, c, "class is not BB, M, CL, DD or DE: '%.60s' "
				"(umpire-salerno43(7))", v);
	v = state_field(r, c = state_col(k, "hex"));
	s->onmap = strcmp(v, "off") != 0;
	if (s->onmap && grid_parse(v, &s->hex))
		return kit_bad(e, st, r, c, "hex is not a CCRR hex or 'off': '%.60s' "
				"(umpire-salerno43(7))", v);
	v = state_field(r, c = state_col(k, "range"));
	s->range = -1;
	if (*v && s43_number(v, 1, 99, &s->range))
		return kit_bad(e, st, r, c, "range is not a number of hexes from 1 to 99: '%.60s' "
				"(umpire-salerno43(7))", v);
	v = state_field(r, c = state_col(k, "back"));
	if (strlen(v) >= sizeof s->back)
		return kit_bad(e, st, r, c, "back is too long: '%.60s' (umpire-salerno43(7))", v);
	if (*v) {
		snprintf(s->back, sizeof s->back, "%s", v);
		return 0;
	}
	snprintf(s->back, sizeof s->back, "%s-%s", s->nation, class_names[s->cls]);
	for (char *p = s->back; *p; p++)
		*p = (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
	return 0;
}

/* Where the ship stands in the game: its ammunition (§25.24), the turn it
 * arrived (§18.37) and returns (§25.23), fired this turn (§3.1 A e). */
static int load_status(const struct state *st, const struct state_kind *k,
		const struct state_row *r, struct bd_ship *s, struct err *e)
{
	int c;
	const char *v = state_field(r, c = state_col(k, "ammo"));

	if (*v && strcmp(v, "full") && strcmp(v, "flipped"))
		return kit_bad(e, st, r, c, "ammo is not full or flipped: '%.60s' "
				"(umpire-salerno43(7))", v);
	s->flipped = !strcmp(v, "flipped");
	v = state_field(r, c = state_col(k, "arrived"));
	s->arrived = -1;
	if (*v && (s->arrived = s43_turn_parse(v)) < 0)
		return kit_bad(e, st, r, c, "arrived is not a turn (9-morning ...): '%.60s' "
				"(umpire-salerno43(7))", v);
	v = state_field(r, c = state_col(k, "return"));
	if (*v && s43_turn_parse(v) < 0)
		return kit_bad(e, st, r, c, "return is not a turn (9-morning ...): '%.60s' "
				"(umpire-salerno43(7))", v);
	v = state_field(r, c = state_col(k, "flags"));
	if (*v && strcmp(v, "fired"))
		return kit_bad(e, st, r, c, "flags are not empty or 'fired': '%.60s' "
				"(umpire-salerno43(7))", v);
	s->fired = *v != '\0';
	return 0;
}

static int load_ships(struct bd_fleet *f, const struct state *st, const struct state_kind *k,
		struct err *e)
{
	static const char *const req[] = { "id", "nation", "class", "hex", NULL };

	if (kit_need_cols(st, k, req, "umpire-salerno43(7)", e))
		return e->code;
	if ((f->ships = calloc((size_t)k->nrows + 1, sizeof *f->ships)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct bd_ship *s = &f->ships[f->nships++];
		s->row = i, s->line = r->line;
		s->id = state_field(r, state_col(k, "id"));
		if (!*s->id)
			return kit_bad(e, st, r, state_col(k, "id"), "a ship needs an id, not '%.60s' "
					"(umpire-salerno43(7))", "");
		for (int j = 0; j < i; j++)
			if (!strcmp(f->ships[j].id, s->id))
				return kit_bad(e, st, r, state_col(k, "id"), "ship id used twice: '%.60s' "
						"(umpire-salerno43(7))", s->id);
		if (load_counter(st, k, r, s, e) || load_status(st, k, r, s, e))
			return e->code;
	}
	return 0;
}

static int load_sea(struct bd_fleet *f, const struct state *st, const struct state_kind *k,
		struct err *e)
{
	int ch = state_col(k, "hex"), cz = state_col(k, "zone");

	if (kit_need_cols(st, k, (const char *const[]){ "hex", "zone", NULL },
			"umpire-salerno43(7)", e))
		return e->code;
	if ((f->sea = calloc((size_t)k->nrows + 1, sizeof *f->sea)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct bd_sea *s = &f->sea[f->nsea++];
		const char *z = state_field(r, cz);
		if (grid_parse(state_field(r, ch), &s->h))
			return kit_bad(e, st, r, ch, "hex is not a CCRR hex: '%.60s' "
					"(umpire-salerno43(7))", state_field(r, ch));
		if (strcmp(z, "salerno") && strcmp(z, "naples"))
			return kit_bad(e, st, r, cz, "zone is not salerno or naples: '%.60s' "
					"(umpire-salerno43(7))", z);
		s->naples = z[0] == 'n';
	}
	return 0;
}

int s43_bd_fleet_load(struct bd_fleet *f, const struct state *st, struct err *e)
{
	const struct state_kind *k;

	memset(f, 0, sizeof *f);
	if ((k = state_kind(st, "ship")) != NULL && load_ships(f, st, k, e))
		return e->code;
	if ((k = state_kind(st, "sea")) != NULL && load_sea(f, st, k, e))
		return e->code;
	return 0;
}

void s43_bd_fleet_free(struct bd_fleet *f)
{
	free(f->ships);
	free(f->sea);
	memset(f, 0, sizeof *f);
}

struct bd_ship *s43_bd_ship_find(struct bd_fleet *f, const char *id)
{
	for (int i = 0; i < f->nships; i++)
		if (!strcmp(f->ships[i].id, id))
			return &f->ships[i];
	return NULL;
}

const struct bd_sea *s43_bd_sea_find(const struct bd_fleet *f, struct grid_hex h)
{
	for (int i = 0; i < f->nsea; i++)
		if (grid_equal(f->sea[i].h, h))
			return &f->sea[i];
	return NULL;
}

int s43_bd_ship_remove(struct bd_ctx *b, const struct bd_ship *s, int back, struct err *e)
{
	struct state_kind *k = state_kind(b->st, "ship");
	static const char *const cols[] = { "ammo", "return", "flags" };
	char t[24];

	if (k == NULL || s->row >= k->nrows)
		return err_set(e, EXIT_DATA, "bombard: ship %s is not in the state", s->id);
	k = state_kind_add(b->st, "ship", cols, 3);
	struct state_row *r = &k->rows[s->row];
	s43_turn_format(back, t, sizeof t);
	state_field_set(r, state_col(k, "hex"), "off");
	/* no return turn, or one after 17-night: it does not come back (§29.1) */
	state_field_set(r, state_col(k, "return"), back >= 0 && back < S43_TURNS ? t : "");
	state_field_set(r, state_col(k, "ammo"), "full");
	state_field_set(r, state_col(k, "flags"), "");
	return 0;
}

/* --- the Axis air attack on ships (§8) --- */

/* What the attack reads before the die. */
struct attack {
	struct bd_fleet f;
	int ti;                          /* the turn */
	char hx[5], day[8];
	struct bd_ship *here[BD_LIST];   /* the ships in the target hex */
	int nhere, m_or_cl, cloudy;
	const struct table *t;           /* ship-attack.csv */
	int col[3], ct;                  /* its hit columns d, not_bb, any; its turn */
};

/* What one total does: the hits of each column (§8.4), and whether §8.42 read
 * a 5 or 9 as 4 or 10. */
struct reading {
	int hits[3];
	int forced;
};

/* Every row of ship-attack.csv, before it is read: a bad edited row is
 * refused at its line and column, whatever the roll. */
static int attack_table_check(const struct attack *a, struct err *e)
{
	const struct table *t = a->t;
	int seen[13] = { 0 }, lo, hi;

	for (int k = 1; k < t->nrows; k++) {
		const char *cell = table_cell(t, k, 0), *when = table_cell(t, k, a->ct);
		if (s43_range(cell, 2, 12, &lo, &hi))
			return err_set(e, EXIT_DATA, "%s:%d:1: '%s' is not a 2d6 total or range "
					"from 2 to 12 (§8.4)", t->source, t->lines[k], cell);
		for (int v = lo; v <= hi; v++)
			if (seen[v]++)
				return err_set(e, EXIT_DATA, "%s:%d:1: '%s' repeats the total %d of an "
						"earlier row (§8.4)", t->source, t->lines[k], cell, v);
		if (strcmp(when, "-") && strcmp(when, "morning") && strcmp(when, "afternoon"))
			return err_set(e, EXIT_DATA, "%s:%d:%d: turn '%s' is not morning, "
					"afternoon or - (§8.2, §8.3)", t->source, t->lines[k], a->ct + 1,
					when);
		for (int j = 0; j < 3; j++) {
			const char *hv = table_cell(t, k, a->col[j]);
			if (strcmp(hv, "?") && (strlen(hv) != 1 || hv[0] < '0' || hv[0] > '2'))
				return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a number of hits "
						"from 0 to 2", t->source, t->lines[k], a->col[j] + 1, hv);
		}
	}
	return 0;
}

/* When the attack may be made at all: a day turn (§8.0), once a day, the
 * weather (§8.1, §8.6, §22.3, §22.4), ships in the hex. */
static int attack_when(struct bd_ctx *b, struct attack *a, struct err *e)
{
	const char *used = state_get(b->cst, "ship_attack_day");
	const char *w = b->map->weather ? b->map->weather : "clear";
	const char *wm = state_get(b->cst, "weather_morning");
	/* §8.6 against §22.4 (digest O9, A19): ruling ship-attack-rain */
	int rain_clear = !strcmp(game_rule(b->g, b->cst, "ship-attack-rain"), "as-clear");
	int rainy = !strcmp(w, "rain") || (a->ti % 3 == 1 && wm && !strcmp(wm, "rain"));

	if (a->ti < 0)
		return err_set(e, EXIT_DATA, "bombard: the state has no turn (set,turn,9-morning "
				"...)");
	if (a->ti % 3 == 2)
		return kit_refuse(e, "§8.0, §3.3", "bombard: the attack on ships is made in a "
				"morning or an afternoon turn, not at night");
	snprintf(a->day, sizeof a->day, "%d", s43_turn_day(a->ti));
	if (used && !strcmp(used, a->day))
		return kit_refuse(e, "§8.0", "bombard: the Axis has already attacked the ships "
				"today (the %s): once a day, morning or afternoon", a->day);
	if (!rain_clear && !strcmp(w, "rain"))
		return kit_refuse(e, "§8.6", "bombard: rain: no air attack, no roll");
	if (!rain_clear && rainy)
		return kit_refuse(e, "§8.6", "bombard: the morning was rainy: no roll this "
				"afternoon");
	a->cloudy = !strcmp(w, "cloudy");
	if (a->cloudy && !strcmp(game_rule(b->g, b->cst, "ship-attack-cloudy"), "none"))
		return kit_refuse(e, "§8.1; ruling ship-attack-cloudy", "bombard: the weather "
				"must be clear for an attack on ships");
	for (int i = 0; i < a->f.nships; i++)
		if (a->f.ships[i].onmap && grid_equal(a->f.ships[i].hex, b->at)) {
			if (a->nhere == BD_LIST)   /* §6.2 sets no limit; this umpire holds 32 */
				return err_set(e, EXIT_DATA, "bombard: more than %d ships in %s",
						BD_LIST, a->hx);
			a->here[a->nhere++] = &a->f.ships[i];
			a->m_or_cl |= a->f.ships[i].cls == BD_M || a->f.ships[i].cls == BD_CL;
		}
	if (a->nhere == 0)
		return kit_refuse(e, "§8.1", "bombard: no Allied ship in %s", a->hx);
	log_step(b->log, "§8.1", "Axis air attack on the ships in %s (%s turn%s)", a->hx,
			a->ti % 3 ? "afternoon" : "morning", a->cloudy ? ", cloudy" : "");
	if (rain_clear && rainy)
		log_step(b->log, "§22.4; ruling ship-attack-rain", "Rain: the attack is made and "
				"hits as in clear weather (%s)", !strcmp(w, "rain") ? "rain this turn" :
				"after a rainy morning");
	return 0;
}

static int attack_plan(struct bd_ctx *b, struct attack *a, struct err *e)
{
	static const char *const cols[] = { "d", "not_bb", "any" };

	s43_hex_name(b->at, a->hx);
	if (s43_turn_get(b->cst, &a->ti, e) || s43_bd_fleet_load(&a->f, b->cst, e) ||
	    attack_when(b, a, e) || table_get(b->g->tables, "salerno43", "ship-attack", &a->t, e))
		return e->code;
	for (int j = 0; j < 3; j++)
		if ((a->col[j] = table_find_col(a->t, cols[j], "§8", e)) < 0)
			return e->code;
	if ((a->ct = table_find_col(a->t, "turn", "§8", e)) < 0)
		return e->code;
	return attack_table_check(a, e);
}

/* The row of ship-attack.csv a total reads (§8.2-§8.42, §22.3). */
static int attack_read(const struct attack *a, int value, struct reading *rd, struct err *e)
{
	const struct table *t = a->t;
	int row = value, lo, hi;

	memset(rd, 0, sizeof *rd);
	/* §8.42: 5 or 9 with an M or a CL present read as 4 or 10 */
	if (a->m_or_cl && (value == 5 || value == 9)) {
		row = value == 5 ? 4 : 10;
		rd->forced = 1;
	}
	for (int k = 1; k < t->nrows; k++) {
		const char *when = table_cell(t, k, a->ct), *hv;
		if (s43_range(table_cell(t, k, 0), 2, 12, &lo, &hi) || row < lo || row > hi)
			continue;
		if (strcmp(when, "-") && strcmp(when, a->ti % 3 ? "afternoon" : "morning"))
			break;   /* §8.2, §8.3: this row hits in the other turn only */
		if (a->cloudy && row != (a->ti % 3 ? 12 : 2))
			break;   /* §22.3 */
		for (int j = 0; j < 3; j++) {
			if (table_need(t, k, a->col[j], "§8.4", &hv, e))
				return e->code;
			if (strlen(hv) != 1 || hv[0] < '0' || hv[0] > '2')
				return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a number of hits "
						"from 0 to 2", t->source, t->lines[k], a->col[j] + 1, hv);
			rd->hits[j] = hv[0] - '0';
		}
	}
	return 0;
}

/* The odds: the 11 totals of the 2d6, each read on the table. */
static int attack_odds(struct bd_ctx *b, const struct attack *a, struct odds_report *rep,
		struct err *e)
{
	struct chance *en = malloc(sizeof *en);   /* ~50 KB */
	struct frac ex = { 0, 1 };
	int rc = 0, more = 1, overflow = 0;

	if (en == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	snprintf(rep->note, sizeof rep->note, "%s turn%s%s", a->ti % 3 ? "afternoon" :
			"morning", a->cloudy ? ", cloudy" : "", a->m_or_cl ? ", an M or CL present "
			"(§8.42)" : "");
	rep->ncols = 3;
	memcpy(rep->col, (const char *const[]){ "roll", "hits", "on" }, 3 * sizeof rep->col[0]);
	chance_enumerate(en);
	for (rep->runs = 0; more && rc == 0; rep->runs++) {
		struct chance_roll r;
		struct reading rd;
		struct frac p;
		char rv[8], nv[8];
		chance_enum_start(en);
		if ((rc = chance_rollf(en, 2, 6, CHANCE_SUM, 0, &r, e, "attack on the ships in %s",
				a->hx)) != 0 || (rc = attack_read(a, r.value, &rd, e)) != 0)
			break;
		more = chance_enum_next(en, &p, &overflow);
		int n = rd.hits[0] + rd.hits[1] + rd.hits[2];
		snprintf(rv, sizeof rv, "%d", r.value);
		snprintf(nv, sizeof nv, "%d", n);
		rc = odds_report_merge(rep, p, (const char *const[]){ rv, nv, n == 0 ? "" :
				rd.hits[0] ? _("DD/DE + not BB") : rd.forced ? _("M or CL") : rd.hits[1] ?
				_("not BB") : "any" }, 3, e);
		ex = frac_add(ex, frac_mul(p, frac_make((uint64_t)n, 1), &overflow), &overflow);
	}
	free(en);
	if (rc == 0 && overflow)
		rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	odds_report_expect(rep, "expected ships hit", ex);
	return rc;
}

static void attack_log(struct bd_ctx *b, const struct attack *a, const struct chance_roll *r,
		const struct reading *rd)
{
	const int *h = rd->hits;
	char dice[48];

	log_step(b->log, rd->forced ? "§8.42" : "§8.2, §8.3", "Axis rolls %s%s: %s",
			kit_roll(r, dice, sizeof dice), !rd->forced ? "" : r->value == 5 ?
			_(", read as 4 (an M or a CL is in the hex, and must be the one hit)") :
			_(", read as 10 (an M or a CL is in the hex, and must be the one hit)"),
			h[0] + h[1] + h[2] == 0 ? (a->cloudy ? _("no hit (cloudy: only 2 in the "
			"morning or 12 in the afternoon hit, §22.3)") : _("no hit")) : h[0] ? _("a hit on "
			"a DD or DE and a hit on a ship other than a BB") : h[1] ? _("a hit on a ship "
			"other than a BB") : _("a hit on any ship"));
}

/* The ships that may take a hit of column j (0 a DD or DE, 1 not a BB or, read
 * by §8.42, an M or a CL, 2 any): in the hex, not just arrived (§8.5), not hit
 * already; in `can`, and '|'-separated in opts. Returns how many. */
static int attack_targets(struct bd_ctx *b, const struct attack *a, int j, int forced,
		struct bd_ship *const *gone, int ngone, struct bd_ship **can, char *opts,
		size_t size)
{
	/* §8.5: reinforcements arrive in phase B a/B d, after this phase A d (§3.1,
	 * §3.3), so a ship is first exposed in the turn after its arrival; ruling
	 * ship-arrived: that turn still counts as "just arrived" (default) */
	int arrived_prev = strcmp(game_rule(b->g, b->cst, "ship-arrived"), "this-turn") != 0;
	int n = 0;

	opts[0] = '\0';
	for (int i = 0; i < a->nhere; i++) {
		struct bd_ship *s = a->here[i];
		int ok = s->arrived < 0 || (s->arrived != a->ti &&
				(!arrived_prev || s->arrived != a->ti - 1));
		for (int g = 0; g < ngone; g++)
			ok &= gone[g] != s;
		if (j == 0)
			ok &= s->cls == BD_DD || s->cls == BD_DE;
		if (j == 1)
			ok &= forced ? s->cls == BD_M || s->cls == BD_CL : s->cls != BD_BB;
		if (!ok)
			continue;
		can[n++] = s;
		if (opts[0])
			strncat(opts, "|", size - strlen(opts) - 1);
		strncat(opts, s->id, size - strlen(opts) - 1);
	}
	return n;
}

/* The ships hit, in the order of the hits (§8.4), picked by the player of
 * ruling ship-hit-by (A19: "au choix" says not whose choice) with hit=, or the
 * only one possible; else the order waits (a pending decision, *ngone -1). */
static int attack_pick(struct bd_ctx *b, const struct attack *a, const struct reading *rd,
		struct bd_ship **gone, int *ngone, struct err *e)
{
	const char *hit_by = !strcmp(game_rule(b->g, b->cst, "ship-hit-by"), "allied") ?
		"allied" : "axis";
	char items[BD_LIST][BD_ITEM], opts[512];
	int nnamed = order_split(order_get(b->o, "hit"), items[0], BD_ITEM, BD_LIST), nused = 0;
	struct bd_ship *can[BD_LIST], *pick;

	*ngone = 0;
	if (nnamed < 0)
		return err_set(e, EXIT_USAGE, "bombard: hit= is not a list of ship ids");
	for (int j = 0; j < 3; j++)
		for (int n = 0; n < rd->hits[j]; n++) {
			int cnt = attack_targets(b, a, j, rd->forced, gone, *ngone, can, opts,
					sizeof opts);
			if (cnt == 0) {
				log_step(b->log, "§8.4, §8.5", "No ship of the class the hit needs (%s) "
						"can be hit in %s: the hit is lost", j == 0 ? _("DD or DE") :
						j == 1 ? (rd->forced ? _("M or CL") : _("not BB")) : "any", a->hx);
				continue;
			}
			pick = can[0];
			if (nused < nnamed) {
				const char *id = items[nused++];
				if (s43_bd_ship_find((struct bd_fleet *)&a->f, id) == NULL)
					return err_set(e, EXIT_DATA, "bombard: hit=: no ship '%s' in %s",
							id, kit_path(b->cst));
				for (pick = NULL; cnt > 0 && pick == NULL; cnt--)
					pick = strcmp(can[cnt - 1]->id, id) ? NULL : can[cnt - 1];
				if (pick == NULL)
					return kit_refuse(e, "§8.4, §8.5", "bombard: hit=%s: that ship "
							"cannot take this hit (one of %s)", id, opts);
			} else if (cnt > 1) {
				log_step(b->log, "pending", "Waiting for a decision (hit, §8.4; ruling "
						"ship-hit-by): answer with 'umpire resolve STATE decide "
						"ANSWER', ANSWER one of %s", opts);
				*ngone = -1;
				return pending_add(b->st, hit_by, "hit", opts, b->o->text, e);
			}
			gone[(*ngone)++] = pick;
		}
	return 0;
}

/* The ships hit leave for repairs (§8.2, §8.3; ruling ship-repair): no return
 * turn, or 8 turns later. */
static int attack_apply(struct bd_ctx *b, const struct attack *a, struct bd_ship *const *gone,
		int ngone, struct err *e)
{
	int eight = !strcmp(game_rule(b->g, b->cst, "ship-repair"), "8-turns");
	char back[80];

	s43_bd_back_name(a->ti + 7, back, sizeof back);
	for (int g = 0; g < ngone; g++) {
		if (s43_bd_ship_remove(b, gone[g], eight ? a->ti + 7 : -1, e))
			return e->code;
		log_step(b->log, "§8.2, §8.3", "%s (%s) is hit and leaves for repairs before the "
				"naval bombardment phase%s%s", gone[g]->id,
				s43_bd_class_name(gone[g]->cls), eight ? _(": back on ") : _(" (the text "
				"gives no return turn; ruling ship-repair)"), eight ? back : "");
	}
	return state_set(b->st, "ship_attack_day", a->day) ? err_set(e, EXIT_IO,
			"out of memory") : 0;
}

int s43_bd_ships(struct bd_ctx *b, struct chance *c, struct odds_report *rep, struct err *e)
{
	struct attack *a = calloc(1, sizeof *a);
	struct bd_ship *gone[8];   /* at most 2 + 2 + 2 hits */
	struct chance_roll r;
	struct reading rd;
	int ngone = 0;

	if (a == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (attack_plan(b, a, e) == 0) {
		if (rep != NULL)
			attack_odds(b, a, rep, e);
		else if (chance_rollf(c, 2, 6, CHANCE_SUM, 0, &r, e, "attack on the ships in %s",
				a->hx) == 0 && attack_read(a, r.value, &rd, e) == 0) {
			attack_log(b, a, &r, &rd);
			if (attack_pick(b, a, &rd, gone, &ngone, e) == 0 && ngone >= 0)
				attack_apply(b, a, gone, ngone, e);
		}
	}
	s43_bd_fleet_free(&a->f);
	free(a);
	return e->code;
}
