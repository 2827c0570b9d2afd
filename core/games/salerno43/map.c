/*
 * map.c: the map as movement sees it (see move.h).
 *
 * The state's `hexside` rows hold precipices (model.c) and, here, roads: one row
 * per hexside a road crosses, feature road1, road2 or road3 for the road's class
 * (§5.31 red, §5.32 thick grey, §5.33 thin grey). Rivers run through hexes
 * (§5.41: a unit in a river hex stands on one bank), so they stay `hex` columns
 * (river, bank_a, read by model.c); a river hex's drawn bridge is the `bridge`
 * column (intact or destroyed, §20.5); a city river hex has undrawn bridges that
 * cannot be destroyed (§20.4), no column needed. Every value is checked once
 * here, with file:line:column, so the orders never meet a malformed one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "move.h"

static int cmp_pos(struct grid_hex a, struct grid_hex b)
{
	return a.col != b.col ? a.col - b.col : a.row - b.row;
}

static int cmp_road(const void *x, const void *y)
{
	const struct mv_road *a = x, *b = y;
	int c = cmp_pos(a->a, b->a);

	return c ? c : cmp_pos(a->b, b->b);
}

static int load_roads(struct mv_map *mm, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "hexside");
	int cid, cf;

	if (k == NULL)
		return 0;
	cid = state_col(k, "id");
	cf = state_col(k, "feature");
	if ((mm->roads = calloc((size_t)k->nrows + 1, sizeof *mm->roads)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		const char *f = state_field(r, cf), *v = state_field(r, cid);
		struct mv_road *rd = &mm->roads[mm->nroads];
		char a[5], b[5];

		if (strncmp(f, "road", 4) != 0)
			continue;   /* precipices are model.c's */
		if (strcmp(f, "road1") && strcmp(f, "road2") && strcmp(f, "road3"))
			return kit_bad(e, st, r, cf, "feature '%.80s' is not precipice, road1, "
					"road2 or road3", f);
		if (strlen(v) != 9 || v[4] != '-')
			return kit_bad(e, st, r, cid, "hexside '%.80s' is not two hexes, AAAA-BBBB",
					v);
		memcpy(a, v, 4), a[4] = '\0';
		memcpy(b, v + 5, 4), b[4] = '\0';
		if (grid_parse(a, &rd->a) || grid_parse(b, &rd->b) || !grid_adjacent(rd->a, rd->b))
			return kit_bad(e, st, r, cid, "hexside '%.80s' is not two adjacent hexes",
					v);
		if (cmp_pos(rd->a, rd->b) > 0) {
			struct grid_hex t = rd->a;
			rd->a = rd->b;
			rd->b = t;
		}
		rd->cls = f[4] - '0';
		rd->line = r->line;
		mm->nroads++;
	}
	qsort(mm->roads, (size_t)mm->nroads, sizeof *mm->roads, cmp_road);
	for (int i = 1; i < mm->nroads; i++) {
		const struct mv_road *a = &mm->roads[i - 1], *b = &mm->roads[i];
		if (cmp_road(a, b) == 0 && a->cls != b->cls)
			return kit_bad_at(e, st, b->line > a->line ? b->line : a->line, cf + 1,
					"hexside has a road of class %d and, on line %d, of class "
					"%d (umpire-salerno43(7), MAP)", b->cls, b->line > a->line ?
					a->line : b->line, a->cls);
	}
	return 0;
}

static int load_hexes(struct mv_map *mm, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "hex");
	int cb, cbeach, cs;

	if (k == NULL || mm->m.nhexes == 0)
		return 0;
	if ((mm->hx = calloc((size_t)mm->m.nhexes, sizeof *mm->hx)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	cb = state_col(k, "bridge");
	cbeach = state_col(k, "beach");
	cs = state_col(k, "supply");
	int cc = state_col(k, "control");
	for (int i = 0; i < mm->m.nhexes; i++) {
		const struct state_row *r = &k->rows[mm->m.hexes[i].row];
		struct mv_hex *x = &mm->hx[i];
		const char *v = state_field(r, cb);

		if (*v == '\0')
			x->bridge = MV_BRIDGE_NONE;
		else if (strcmp(v, "intact") == 0)
			x->bridge = MV_BRIDGE_INTACT;
		else if (strcmp(v, "destroyed") == 0)
			x->bridge = MV_BRIDGE_DESTROYED;
		else
			return kit_bad(e, st, r, cb, "bridge '%.80s' is not empty, intact or "
					"destroyed", v);
		if (x->bridge != MV_BRIDGE_NONE && mm->m.hexes[i].river == 0)
			return kit_bad(e, st, r, cb, "bridge '%.80s' is not allowed in a hex "
					"without a river", v);
		v = state_field(r, cbeach);
		if (*v && (strlen(v) >= sizeof x->beach || strlen(v) < 4 ||
				(strncmp(v, "US-", 3) && strncmp(v, "UK-", 3))))
			return kit_bad(e, st, r, cbeach, "beach '%.80s' is not empty or "
					"NATION-NAME, NATION being US or UK (e.g. US-red)", v);
		snprintf(x->beach, sizeof x->beach, "%s", v);
		v = state_field(r, cs);
		x->supply_known = cs >= 0;
		if (strcmp(v, "allied") == 0)
			x->supply[S43_ALLIED] = 1;
		else if (strcmp(v, "axis") == 0)
			x->supply[S43_AXIS] = 1;
		else if (strcmp(v, "both") == 0)
			x->supply[0] = x->supply[1] = 1;
		else if (*v && strcmp(v, "none"))
			return kit_bad(e, st, r, cs, "supply '%.80s' is not empty, none, allied, "
					"axis or both", v);
		v = state_field(r, cc);
		if (*v && strcmp(v, "allied") && strcmp(v, "axis"))
			return kit_bad(e, st, r, cc, "control '%.80s' is not empty, allied or axis",
					v);
	}
	return 0;
}

static int load_rmf(struct mv_map *mm, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "marker");
	int ct, ch, cv, cto;

	if (k == NULL)
		return 0;
	ct = state_col(k, "type");
	ch = state_col(k, "hex");
	cv = state_col(k, "value");
	cto = state_col(k, "toward");
	if ((mm->rmf = calloc((size_t)k->nrows + 1, sizeof *mm->rmf)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct mv_rmf *f = &mm->rmf[mm->nrmf];
		const char *v;

		if (strcmp(state_field(r, ct), "rmf") != 0)
			continue;
		if (grid_parse(state_field(r, ch), &f->h))
			return kit_bad(e, st, r, ch, "hex '%.80s' is not a CCRR hex", state_field(r,
					ch));
		v = state_field(r, cv);
		if (strcmp(v, "1/2") == 0)
			f->value = 2;
		else if (strcmp(v, "1/3") == 0)
			f->value = 3;
		else if (strcmp(v, "0") == 0)
			f->value = 0;
		else
			return kit_bad(e, st, r, cv, "RMF value '%.80s' is not 1/2, 1/3 or 0", v);
		v = state_field(r, cto);
		if ((f->toward = s43_side_parse(v)) < 0)
			return kit_bad(e, st, r, cto, "toward '%.80s' is not allied or axis", v);
		mm->nrmf++;
	}
	return 0;
}

/* Mechanised or on foot: the `mobility` column (foot or mech), else from the
 * counter: vehicles (armoured, open-top, circled defence, SP, tow-only, wheeled)
 * are mechanised (§2.21, §2.22, §5.21; digest 2.3 `mobility`). */
static int load_mobility(struct mv_map *mm, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "unit");
	int cm = k ? state_col(k, "mobility") : -1;

	if (k == NULL)
		return 0;
	if ((mm->mech = calloc((size_t)mm->m.nunits + 1, sizeof *mm->mech)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < mm->m.nunits; i++) {
		const struct s43_unit *u = &mm->m.units[i];
		const struct state_row *r = &k->rows[u->row];
		const char *v = state_field(r, cm);

		if (strcmp(v, "mech") == 0)
			mm->mech[i] = 1;
		else if (strcmp(v, "foot") == 0)
			mm->mech[i] = 0;
		else if (*v == '\0')
			mm->mech[i] = u->target != S43_SOFT || u->kind == S43_K_TANK ||
				u->kind == S43_K_SP || u->kind == S43_K_TOW_ONLY ||
				u->kind == S43_K_ARMORED_CAR || u->kind == S43_K_SP_AA;
		else
			return kit_bad(e, st, r, cm, "mobility '%.80s' is not empty, foot or mech",
					v);
	}
	return 0;
}

/* set,turn (§3, §29.1): one parser for the game (s43_turn_get). */
static int load_turn(struct mv_map *mm, const struct state *st, struct err *e)
{
	if (s43_turn_get(st, &mm->turn, e))
		return e->code;
	mm->day = mm->turn < 0 ? -1 : s43_turn_day(mm->turn);
	mm->period = mm->turn < 0 ? -1 : s43_turn_period(mm->turn);
	return 0;
}

/* set,opt_pompeii: yes or no (§5.6, optional). */
static int load_options(struct mv_map *mm, const struct state *st, struct err *e)
{
	const struct state_kind *sk = state_kind(st, "set");

	for (int r = 0; sk && r < sk->nrows; r++) {
		const char *v = state_field(&sk->rows[r], 2);
		if (strcmp(state_field(&sk->rows[r], 1), "opt_pompeii") != 0)
			continue;
		if (strcmp(v, "yes") && strcmp(v, "no"))
			return kit_bad(e, st, &sk->rows[r], 2, "opt_pompeii '%.80s' is not yes or "
					"no", v);
		mm->pompeii = strcmp(v, "yes") == 0;
	}
	return 0;
}

/* Every unit on the map stands in a hex the map describes, as `umpire check`
 * requires: move and retreat once worked on such a unit as if it stood
 * nowhere (tests/bad/map-unit-off-map). */
static int load_places(struct mv_map *mm, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "unit");

	for (int i = 0; k && i < mm->m.nunits; i++) {
		const struct s43_unit *u = &mm->m.units[i];
		char hx[5];
		if (u->onmap && mm->m.nhexes > 0 && s43_hex_find(&mm->m, u->hex) == NULL) {
			grid_format(u->hex, hx);
			return kit_bad_at(e, st, u->line, state_col(k, "hex") + 1, "unit %s is in "
					"hex %s, which has no 'hex' row", u->id, hx);
			return err_set(e, EXIT_DATA, "%s:%d:%d: unit %s is in hex %s, which has no "
					"'hex' row", kit_path(st), u->line,
					state_col(k, "hex") + 1, u->id, hx);
		}
	}
	return 0;
}

int s43_mv_map_load(struct mv_map *mm, const struct state *st, struct err *e)
{
	memset(mm, 0, sizeof *mm);
	if (s43_map_load(&mm->m, st, e) || load_places(mm, st, e) || load_roads(mm, st, e) ||
	    load_hexes(mm, st, e) ||
	    load_rmf(mm, st, e) || load_mobility(mm, st, e) ||
	    load_turn(mm, st, e) || load_options(mm, st, e))
		return e->code;
	return 0;
}

void s43_mv_map_free(struct mv_map *mm)
{
	s43_map_free(&mm->m);
	free(mm->hx);
	free(mm->roads);
	free(mm->rmf);
	free(mm->mech);
	memset(mm, 0, sizeof *mm);
}

const struct mv_hex *s43_mv_hex(const struct mv_map *mm, struct grid_hex h)
{
	const struct s43_hex *x = s43_hex_find(&mm->m, h);

	return x && mm->hx ? &mm->hx[x - mm->m.hexes] : NULL;
}

int s43_mv_road(const struct mv_map *mm, struct grid_hex a, struct grid_hex b)
{
	struct mv_road key;
	const struct mv_road *r;

	if (cmp_pos(a, b) > 0) {
		struct grid_hex t = a;
		a = b;
		b = t;
	}
	key.a = a;
	key.b = b;
	r = mm->nroads ? bsearch(&key, mm->roads, (size_t)mm->nroads, sizeof key, cmp_road)
		: NULL;
	return r ? r->cls : 0;
}

/* §4.0: no ZOC across a precipice. Ruling precipice-zoc (digest A24): "none"
 * either way (default), or "from-high": the higher unit's ZOC still reaches
 * down. */
static int zoc_crosses(const struct mv_map *mm, const char *rule, struct grid_hex from,
		struct grid_hex into)
{
	struct grid_hex high;

	if (!s43_precipice(&mm->m, from, into, &high))
		return 1;
	return rule != NULL && strcmp(rule, "from-high") == 0 && grid_equal(high, from);
}

int s43_mv_enemy_zoc(const struct mv_map *mm, const char *precipice_rule, int side,
		struct grid_hex h)
{
	for (int i = 0; i < mm->m.nunits; i++) {
		const struct s43_unit *u = &mm->m.units[i];
		if (u->onmap && u->side != side && grid_adjacent(u->hex, h) &&
		    zoc_crosses(mm, precipice_rule, u->hex, h))
			return 1;
	}
	return 0;
}

int s43_mv_rmf_near(const struct mv_map *mm, int side, struct grid_hex h)
{
	int best = -1;

	for (int i = 0; i < mm->nrmf; i++) {
		const struct mv_rmf *f = &mm->rmf[i];
		if (f->toward != side || !grid_adjacent(f->h, h))
			continue;
		/* the harsher marker first: 0, then 1/3, then 1/2 */
		if (best < 0 || (f->value == 0) ||
		    (mm->rmf[best].value != 0 && f->value > mm->rmf[best].value))
			best = i;
	}
	return best;
}

int s43_mv_units_in(const struct mv_map *mm, int side, struct grid_hex h)
{
	int n = 0;

	for (int i = 0; i < mm->m.nunits; i++)
		n += mm->m.units[i].onmap && mm->m.units[i].side == side &&
			grid_equal(mm->m.units[i].hex, h);
	return n;
}

int s43_mv_control(struct state *st, const struct mv_map *mm, const struct grid_hex *path, int n,
		int side, struct err *e)
{
	static const char *const cols[] = { "control" };
	struct state_kind *k = state_kind_add(st, "hex", cols, 1);
	int c;

	if (k == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	c = state_col(k, "control");
	for (int i = 0; i < n; i++) {
		const struct s43_hex *x = s43_hex_find(&mm->m, path[i]);
		if (x != NULL && x->row < k->nrows)
			state_field_set(&k->rows[x->row], c, s43_side_name(side));
	}
	return 0;
}

int s43_mv_pompeii(struct game_ctx *g, const struct mv_map *mm, struct grid_hex h, int *out,
		struct err *e)
{
	const struct table *t;
	char hx[5];
	int row;

	*out = 0;
	if (!mm->pompeii)
		return 0;
	if (table_get(g->tables, "salerno43", "places", &t, e))
		return e->code;
	grid_format(h, hx);
	row = table_row(t, 0, hx);
	*out = row > 0 && strcmp(table_cell(t, row, 1), "pompeii") == 0;
	return 0;
}
