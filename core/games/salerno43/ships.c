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

int s43_bd_fleet_load(struct bd_fleet *f, const struct state *st, struct err *e)
{
	const struct state_kind *k;

	memset(f, 0, sizeof *f);
	if ((k = state_kind(st, "ship")) != NULL) {
		static const char *const req[] = { "id", "nation", "class", "hex", NULL };
		if (kit_need_cols(st, k, req, "umpire-salerno43(7)", e))
			return e->code;
		if ((f->ships = calloc((size_t)k->nrows + 1, sizeof *f->ships)) == NULL)
			return err_set(e, EXIT_IO, "out of memory");
		for (int i = 0; i < k->nrows; i++) {
			const struct state_row *r = &k->rows[i];
			struct bd_ship *s = &f->ships[f->nships++];
			int c;
			const char *v;
			s->row = i, s->line = r->line;
			s->id = state_field(r, state_col(k, "id"));
			if (!*s->id)
				return kit_bad(e, st, r, state_col(k, "id"), "a ship needs an id, "
						"not '%.60s' (umpire-salerno43(7))", "");
			for (int j = 0; j < i; j++)
				if (!strcmp(f->ships[j].id, s->id))
					return kit_bad(e, st, r, state_col(k, "id"), "ship id used "
							"twice: '%.60s' (umpire-salerno43(7))",
							s->id);
			v = state_field(r, c = state_col(k, "nation"));
			if (strcmp(v, "US") && strcmp(v, "UK"))
				return kit_bad(e, st, r, c, "nation is not US or UK: '%.60s' "
						"(umpire-salerno43(7))", v);
			snprintf(s->nation, sizeof s->nation, "%s", v);
			v = state_field(r, c = state_col(k, "class"));
			for (s->cls = 0; class_names[s->cls] && strcmp(class_names[s->cls],
					v); s->cls++)
				;
			if (class_names[s->cls] == NULL)
				return kit_bad(e, st, r, c, "class is not BB, M, CL, DD or DE: "
						"'%.60s' (umpire-salerno43(7))", v);
			v = state_field(r, c = state_col(k, "hex"));
			s->onmap = strcmp(v, "off") != 0;
			if (s->onmap && grid_parse(v, &s->hex))
				return kit_bad(e, st, r, c, "hex is not a CCRR hex or 'off': "
						"'%.60s' (umpire-salerno43(7))", v);
			v = state_field(r, c = state_col(k, "range"));
			s->range = -1;
			if (*v) {
				char *end;
				long n = strtol(v, &end, 10);
				if (*end || n < 1 || n > 99)
					return kit_bad(e, st, r, c, "range is not a number of "
							"hexes from 1 to 99: '%.60s' "
							"(umpire-salerno43(7))", v);
				s->range = (int)n;
			}
			v = state_field(r, c = state_col(k, "back"));
			if (*v) {
				if (strlen(v) >= sizeof s->back)
					return kit_bad(e, st, r, c, "back is too long: '%.60s' "
							"(umpire-salerno43(7))", v);
				snprintf(s->back, sizeof s->back, "%s", v);
			} else {
				snprintf(s->back, sizeof s->back, "%s-%s", s->nation,
						class_names[s->cls]);
				for (char *p = s->back; *p; p++)
					*p = (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
			}
			v = state_field(r, c = state_col(k, "ammo"));
			if (*v && strcmp(v, "full") && strcmp(v, "flipped"))
				return kit_bad(e, st, r, c, "ammo is not full or flipped: '%.60s' "
						"(umpire-salerno43(7))", v);
			s->flipped = !strcmp(v, "flipped");
			v = state_field(r, c = state_col(k, "arrived"));
			s->arrived = -1;
			if (*v && (s->arrived = s43_turn_parse(v)) < 0)
				return kit_bad(e, st, r, c, "arrived is not a turn (9-morning "
						"...): '%.60s' (umpire-salerno43(7))", v);
			v = state_field(r, c = state_col(k, "return"));
			if (*v && s43_turn_parse(v) < 0)
				return kit_bad(e, st, r, c, "return is not a turn (9-morning ...): "
						"'%.60s' (umpire-salerno43(7))", v);
			v = state_field(r, c = state_col(k, "flags"));
			if (*v && strcmp(v, "fired"))
				return kit_bad(e, st, r, c, "flags are not empty or 'fired': "
						"'%.60s' (umpire-salerno43(7))", v);
			s->fired = *v != '\0';
		}
	}
	if ((k = state_kind(st, "sea")) != NULL) {
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
				return kit_bad(e, st, r, cz, "zone is not salerno or naples: "
						"'%.60s' (umpire-salerno43(7))", z);
			s->naples = z[0] == 'n';
		}
	}
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

/* A 2d6 total "N" or range "N-M" (2 <= N <= M <= 12), the first column of
 * ship-attack.csv. */
static int roll_range(const char *cell, long *lo, long *hi)
{
	char *end;

	if (*cell < '0' || *cell > '9')
		return -1;
	*lo = *hi = strtol(cell, &end, 10);
	if (*end == '-') {
		if (end[1] < '0' || end[1] > '9')
			return -1;
		*hi = strtol(end + 1, &end, 10);
	}
	return *end || *lo < 2 || *hi > 12 || *lo > *hi ? -1 : 0;
}

/* Every row of ship-attack.csv, before it is read: a bad edited row is
 * refused at its line and column, whatever the roll. */
static int attack_table_check(const struct table *t, int ct, const int *hit_cols,
		struct err *e)
{
	int seen[13] = { 0 };

	for (int k = 1; k < t->nrows; k++) {
		const char *cell = table_cell(t, k, 0), *when = table_cell(t, k, ct);
		long lo, hi;
		if (roll_range(cell, &lo, &hi))
			return err_set(e, EXIT_DATA, "%s:%d:1: '%s' is not a 2d6 total or range "
					"from 2 to 12 (§8.4)", t->source, t->lines[k], cell);
		for (long v = lo; v <= hi; v++)
			if (seen[v]++)
				return err_set(e, EXIT_DATA, "%s:%d:1: '%s' repeats the total %ld "
						"of an "
						"earlier row "
								"(§8.4)", t->source, t->lines[k],
										cell, v);
		if (strcmp(when, "-") && strcmp(when, "morning") && strcmp(when, "afternoon"))
			return err_set(e, EXIT_DATA, "%s:%d:%d: turn '%s' is not morning, "
					"afternoon or - (§8.2, "
							"§8.3)", t->source, t->lines[k], ct + 1,
									when);
		for (int j = 0; j < 3; j++) {
			const char *hv = table_cell(t, k, hit_cols[j]);
			if (strcmp(hv, "?") && (strlen(hv) != 1 || hv[0] < '0' || hv[0] > '2'))
				return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a number of "
						"hits "
						"from 0 to 2", t->source, t->lines[k],
								hit_cols[j] + 1, hv);
		}
	}
	return 0;
}

int s43_bd_ships(struct bd_ctx *b, struct chance *c, struct odds_report *rep, struct err *e)
{
	struct bd_fleet f;
	int ti, rc = 0;
	char hx[5];
	struct bd_ship *here[BD_LIST];
	int nhere = 0, m_or_cl = 0;

	grid_format(b->at, hx);
	if (s43_turn_get(b->cst, &ti, e))
		return e->code;
	if ((rc = s43_bd_fleet_load(&f, b->cst, e)) != 0)
		return rc;
	if (ti < 0) {
		rc = err_set(e, EXIT_DATA, "bombard: the state has no turn (set,turn,9-morning "
				"...)");
		goto out;
	}
	if (ti % 3 == 2) {
		rc = kit_refuse(e, "§8.0, §3.3", "bombard: the attack on ships is made in a "
				"morning "
				"or an afternoon turn, not at night");
		goto out;
	}
	const char *used = state_get(b->cst, "ship_attack_day");
	char day[8];
	snprintf(day, sizeof day, "%d", 9 + ti / 3);
	if (used && !strcmp(used, day)) {
		rc = kit_refuse(e, "§8.0", "bombard: the Axis has already attacked the ships today "
				"(the %s): once a day, morning or afternoon", day);
		goto out;
	}
	const char *w = b->map->weather ? b->map->weather : "clear";
	const char *wm = state_get(b->cst, "weather_morning");
	/* §8.6 against §22.4 (digest O9, A19): ruling ship-attack-rain */
	int rain_clear = !strcmp(game_rule(b->g, b->cst, "ship-attack-rain"), "as-clear");
	if (!rain_clear && !strcmp(w, "rain")) {
		rc = kit_refuse(e, "§8.6", "bombard: rain: no air attack, no roll");
		goto out;
	}
	if (!rain_clear && ti % 3 == 1 && wm && !strcmp(wm, "rain")) {
		rc = kit_refuse(e, "§8.6", "bombard: the morning was rainy: no roll this "
				"afternoon");
		goto out;
	}
	int cloudy = !strcmp(w, "cloudy");
	if (cloudy && !strcmp(game_rule(b->g, b->cst, "ship-attack-cloudy"), "none")) {
		rc = kit_refuse(e, "§8.1; ruling "
				"ship-attack-cloudy", "bombard: the weather must be "
				"clear for an attack on ships");
		goto out;
	}
	for (int i = 0; i < f.nships; i++)
		if (f.ships[i].onmap && grid_equal(f.ships[i].hex, b->at)) {
			if (nhere == BD_LIST) {   /* §6.2 sets no limit; this umpire holds 32 */
				rc = err_set(e, EXIT_DATA, "bombard: more than %d ships in %s",
						BD_LIST, hx);
				goto out;
			}
			here[nhere++] = &f.ships[i];
			m_or_cl |= f.ships[i].cls == BD_M || f.ships[i].cls == BD_CL;
		}
	if (nhere == 0) {
		rc = kit_refuse(e, "§8.1", "bombard: no Allied ship in %s", hx);
		goto out;
	}
	const struct table *t;
	int cd, cn, ca, ct;
	if (table_get(b->g->tables, "salerno43", "ship-attack", &t, e) ||
	    (cd = table_find_col(t, "d", "§8", e)) < 0 || (cn = table_find_col(t, "not_bb", "§8",
			e)) < 0 ||
	    (ca = table_find_col(t, "any", "§8", e)) < 0 || (ct = table_find_col(t, "turn", "§8",
			e)) < 0) {
		rc = e->code;
		goto out;
	}
	{
		const int hit_cols[3] = { cd, cn, ca };
		if ((rc = attack_table_check(t, ct, hit_cols, e)) != 0)
			goto out;
	}
	log_step(b->log, "§8.1", "Axis air attack on the ships in %s (%s turn%s)", hx,
			ti % 3 ? "afternoon" : "morning", cloudy ? ", cloudy" : "");
	if (rain_clear && (!strcmp(w, "rain") || (ti % 3 == 1 && wm && !strcmp(wm, "rain"))))
		log_step(b->log, "§22.4; ruling ship-attack-rain", "Rain: the attack is made and "
				"hits as in clear weather "
						"(%s)", !strcmp(w, "rain") ? "rain this turn" :
				"after a rainy morning");

	/* the roll; odds enumerate it (11 sums) */
	struct frac pr[13] = { { 0, 1 } };
	int hits[13][3] = { { 0 } }, mcl[13] = { 0 };
	int value = 0;
	struct chance *en = rep != NULL ? malloc(sizeof *en) : NULL;   /* ~50 KB */
	if (rep != NULL && en == NULL) {
		rc = err_set(e, EXIT_IO, "out of memory");
		goto out;
	}
	if (rep != NULL)
		chance_enumerate(en);
	long runs = 0;
	for (int more = 1; more; runs++) {
		struct chance_roll r;
		struct chance *ch = rep != NULL ? en : c;
		if (rep != NULL)
			chance_enum_start(en);
		if ((rc = chance_rollf(ch, 2, 6, CHANCE_SUM, 0, &r, e, "attack on the ships in %s",
				hx)) != 0)
			goto out_en;
		value = r.value;
		int row = value, forced = 0;
		/* §8.42: 5 or 9 with an M or a CL present read as 4 or 10 */
		if (m_or_cl && (value == 5 || value == 9)) {
			row = value == 5 ? 4 : 10;
			forced = 1;
		}
		int h[3] = { 0, 0, 0 };
		for (int k = 1; k < t->nrows; k++) {
			long a, z;
			if (roll_range(table_cell(t, k, 0), &a, &z) || row < a || row > z)
				continue;
			const char *when = table_cell(t, k, ct);
			if (strcmp(when, "-") && strcmp(when, ti % 3 ? "afternoon" : "morning"))
				break;   /* §8.2, §8.3: this row hits in the other turn only */
			if (cloudy && row != (ti % 3 ? 12 : 2))
				break;   /* §22.3 */
			for (int j = 0; j < 3; j++) {
				const char *hv;
				int col = j == 0 ? cd : j == 1 ? cn : ca;
				if (table_need(t, k, col, "§8.4", &hv, e)) {
					rc = e->code;
					goto out_en;
				}
				if (strlen(hv) != 1 || hv[0] < '0' || hv[0] > '2') {
					rc = err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a number "
							"of hits "
							"from 0 to 2", t->source, t->lines[k],
									col + 1, hv);
					goto out_en;
				}
				h[j] = hv[0] - '0';
			}
		}
		if (rep != NULL) {
			int overflow = 0;
			struct frac p;
			more = chance_enum_next(en, &p, &overflow);
			hits[value][0] = h[0], hits[value][1] = h[1], hits[value][2] = h[2];
			mcl[value] = forced;
			pr[value] = p;
			continue;
		}
		more = 0;
		hits[value][0] = h[0], hits[value][1] = h[1], hits[value][2] = h[2];
		mcl[value] = forced;
		log_step(b->log, forced ? "§8.42" : "§8.2, §8.3", "Axis rolls 2d6 = %d+%d = %d%s: "
				"%s", r.faces[0], r.faces[1], value,
						forced ? (value == 5 ? ", read as 4 "
				"(an M or a CL is in the hex, and must be the one "
						"hit)" : ", read as 10 (an "
				"M or a CL is in the hex, and must be the one hit)") : "",
				h[0] + h[1] + h[2] == 0 ? (cloudy ? "no hit (cloudy: only 2 in the "
						"morning "
				"or 12 in the afternoon hit, "
						"§22.3)" : "no hit") : h[0] ? "a hit on a DD or "
				"DE and a hit on a ship other than a "
						"BB" : h[1] ? "a hit on a ship other "
				"than a BB" : "a hit on any ship");
	}
	if (rep != NULL) {
		snprintf(rep->note, sizeof rep->note, "%s turn%s%s", ti % 3 ? "afternoon" :
				"morning", cloudy ? ", cloudy" : "", m_or_cl ? ", an M or CL "
						"present "
				"(§8.42)" : "");
		rep->ncols = 3;
		rep->col[0] = "roll";
		rep->col[1] = "hits";
		rep->col[2] = "on";
		rep->nexp = 1;
		rep->runs = runs;
		rep->exp_name[0] = "expected ships hit";
		rep->exp[0] = frac_make(0, 1);
		for (int v = 2; v <= 12 && rc == 0; v++) {
			int n = hits[v][0] + hits[v][1] + hits[v][2], overflow = 0;
			char rv[8], nv[8];
			snprintf(rv, sizeof rv, "%d", v);
			snprintf(nv, sizeof nv, "%d", n);
			char *vals[3] = { rv, nv, n == 0 ? "" : hits[v][0] ? "DD/DE + not BB" :
				mcl[v] ? "M or CL" : hits[v][1] ? "not BB" : "any" };
			rc = s43_bd_odds_row(rep, pr[v], vals, 3, e);
			rep->exp[0] = frac_add(rep->exp[0], frac_mul(pr[v], frac_make((uint64_t)n,
					1),
					&overflow), &overflow);
		}
		goto out_en;
	}

	/* §8.5: reinforcements arrive in phase B a/B d, after this phase A d (§3.1,
	 * §3.3), so a ship is first exposed in the turn after its arrival; ruling
	 * ship-arrived: that turn still counts as "just arrived" (default) */
	int arrived_prev = strcmp(game_rule(b->g, b->cst, "ship-arrived"), "this-turn") != 0;
	/* who picks the ships hit among those the row allows: "au choix" (the table,
	 * §8.43) says not whose choice; ruling ship-hit-by (A19) */
	const char *hit_by = !strcmp(game_rule(b->g, b->cst, "ship-hit-by"), "allied") ?
		"allied" : "axis";
	/* the ships hit, picked by the Axis player in the order of the hits (§8.4) */
	int need[3] = { hits[value][0], hits[value][1], hits[value][2] };
	char items[BD_LIST][BD_ITEM];
	int nnamed = order_split(order_get(b->o, "hit"), items[0], BD_ITEM, BD_LIST), nused = 0;
	if (nnamed < 0) {
		rc = err_set(e, EXIT_USAGE, "bombard: hit= is not a list of ship ids");
		goto out;
	}
	struct bd_ship *gone[8];   /* at most 2 + 2 + 2 hits */
	int ngone = 0;
	for (int j = 0; j < 3; j++)
		for (int n = 0; n < need[j]; n++) {
			/* the eligible ships: in the hex, not just arrived (§8.5),
					not hit already */
			char opts[512] = "";
			struct bd_ship *only = NULL;
			int cnt = 0;
			for (int i = 0; i < nhere; i++) {
				struct bd_ship *s = here[i];
				int ok = s->arrived < 0 || (s->arrived != ti &&
						(!arrived_prev || s->arrived != ti - 1));
				for (int g = 0; g < ngone; g++)
					ok &= gone[g] != s;
				if (j == 0)
					ok &= s->cls == BD_DD || s->cls == BD_DE;
				if (j == 1)
					ok &= mcl[value] ? s->cls == BD_M || s->cls == BD_CL : s->cls != BD_BB;
				if (!ok)
					continue;
				only = only ? only : s;
				cnt++;
				if (opts[0])
					strncat(opts, "|", sizeof opts - strlen(opts) - 1);
				strncat(opts, s->id, sizeof opts - strlen(opts) - 1);
			}
			if (cnt == 0) {
				log_step(b->log, "§8.4, §8.5", "No ship of the class the hit needs "
						"(%s) can "
						"be hit in %s: the hit is "
								"lost",
										j == 0 ? "DD or DE" : j == 1 ?
						(mcl[value] ? "M or CL" : "not BB") : "any", hx);
				continue;
			}
			struct bd_ship *pick = NULL;
			if (nused < nnamed) {
				const char *id = items[nused++];
				if (s43_bd_ship_find(&f, id) == NULL) {
					rc = err_set(e, EXIT_DATA, "bombard: hit=: no ship '%s' in "
							"%s", id,
							kit_path(b->cst));
					goto out;
				}
				for (char *p = opts, *q; p && *p; p = q ? q + 1 : NULL) {
					q = strchr(p, '|');
					if ((q ? (size_t)(q - p) : strlen(p)) == strlen(id) &&
					    !strncmp(p, id, strlen(id)))
						pick = s43_bd_ship_find(&f, id);
				}
				if (pick == NULL) {
					rc = kit_refuse(e, "§8.4, §8.5", "bombard: hit=%s: that "
							"ship cannot take "
							"this hit (one of %s)", id, opts);
					goto out;
				}
			} else if (cnt == 1) {
				pick = only;
			} else {
				log_step(b->log, "pending", "Waiting for a decision (hit, §8.4; "
						"ruling "
						"ship-hit-by): answer with 'umpire resolve STATE "
								"decide ANSWER', "
						"ANSWER one of %s", opts);
				rc = pending_add(b->st, hit_by, "hit", opts, b->o->text, e);
				goto out;
			}
			gone[ngone++] = pick;
		}
	/* write: the ships leave for repairs (§8.2, §8.3; ruling ship-repair) */
	int eight = !strcmp(game_rule(b->g, b->cst, "ship-repair"), "8-turns");
	for (int g = 0; g < ngone; g++) {
		char back[80];
		s43_bd_back_name(ti + 7, back, sizeof back);
		if ((rc = s43_bd_ship_remove(b, gone[g], eight ? ti + 7 : -1, e)) != 0)
			goto out;
		log_step(b->log, "§8.2, §8.3", "%s (%s) is hit and leaves for repairs before the "
				"naval bombardment "
						"phase%s%s", gone[g]->id,
								s43_bd_class_name(gone[g]->cls),
				eight ? ": back on " : " (the text gives no return turn; ruling "
				"ship-repair)", eight ? back : "");
	}
	state_set(b->st, "ship_attack_day", day);
out_en:
	free(en);
out:
	s43_bd_fleet_free(&f);
	return rc;
}
