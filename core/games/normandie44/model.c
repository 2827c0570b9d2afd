/*
 * model.c: the typed model of a Normandie 1944 state (see n44.h): reading the
 * rows once per order, with every check `umpire check` makes (file:line:column),
 * writing back what an order changed, the map's geometry in the rulebook's own
 * numbering, and the small facts every order asks (a unit's present values,
 * who exerts a zone of control, what stands in a hex, a step lost, a level of
 * disorganization).
 *
 * The columns of each kind are documented in umpire-normandie44(7), STATE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "n44.h"

const char *const n44_side_names[] = { "allied", "german", NULL };

const char *n44_player(int side)
{
	return side == N44_ALLIED ? C_("player", "Allied") : C_("player", "German");
}
const char *const n44_nation_names[] = { "us", "ukcan", "de", NULL };
const char *const n44_arm_names[] = { "infantry", "armour", "pzgren", "para", "airlanding",
	"commando", "ranger", "cyclist", "luftwaffe", "garrison", "festung", "maquis", "ffi",
	"battery", "flak", "td", "recon", NULL };
const char *const n44_terrain_names[] = { "clear", "bocage", "forest", "marsh", "sea", NULL };
static const char *const settlement_names[] = { "none", "village", "city", NULL };
static const char *const side_kind_names[] = { "road", "rail", "river", "impassable", NULL };
static const char *const marker_names[] = { "offensive", "siege", NULL };
static const char *const depot_kinds[] = { "beach", "minor", "mulberry", "cherbourg", "offmap",
	NULL };
static const char *const depot_faces[] = { "full", "reduced", "building", "none", "destroyed",
	NULL };
static const char *const air_types[] = { "HB", "MB", "LB", "FB", NULL };
static const char *const air_nations[] = { "us", "uk", NULL };
static const char *const air_where[] = { "bowl", "superiority", "available", "finished",
	"tactical", "strategic", "track", "crater", NULL };
static const char *const scenario_names[] = { "cherbourg", "cobra", "campaign", NULL };
static const char *const weather_names[] = { "clear", "overcast", NULL };

/* The unit flags by bit, as the `flags` column spells them. */
static const char *const unit_flags[] = { "elite", "dd", "para-foot", "foot", "unsupplied",
	"rest", "reserve", "attacked", "defended", "armdiv", "exploit", "stopped", "79th",
	"ss-commando", "from-sea", "replaced", "overran", "straddle", "ranger5", "cobra-reserve",
	"landed", NULL };
static const char *const hq_flags[] = { "unsupplied", "landed", "supported-attack",
	"supported-defence", "extended", "exploit", "moved", "returning", NULL };

/* ---- geometry ------------------------------------------------------------ */

int n44_hex_parse(const char *text, struct grid_hex *h)
{
	struct grid_hex g;

	if (grid_parse(text, &g))
		return -1;
	h->row = g.col;      /* grid_parse reads the first two digits as its column */
	h->col = g.row;
	return 0;
}

void n44_hex_format(struct grid_hex h, char out[5])
{
	grid_format((struct grid_hex){ h.row, h.col }, out);
}

static struct grid_hex shift(const struct n44_model *m, struct grid_hex h, int dir)
{
	h.col += dir * m->offset;
	return h;
}

int n44_distance(const struct n44_model *m, struct grid_hex a, struct grid_hex b)
{
	return grid_distance(shift(m, a, 1), shift(m, b, 1));
}

int n44_adjacent(const struct n44_model *m, struct grid_hex a, struct grid_hex b)
{
	return n44_distance(m, a, b) == 1;
}

void n44_neighbours(const struct n44_model *m, struct grid_hex h, struct grid_hex out[6])
{
	grid_neighbours(shift(m, h, 1), out);
	for (int i = 0; i < 6; i++)
		out[i] = shift(m, out[i], -1);
}

/* ---- locations ----------------------------------------------------------- */

int n44_loc_parse(const char *text, struct n44_loc *l)
{
	memset(l, 0, sizeof *l);
	if (n44_hex_parse(text, &l->hex) == 0) {
		l->kind = N44_L_HEX;
		return 0;
	}
	if (!strncmp(text, "box:", 4) || !strncmp(text, "in:", 3)) {
		const char *n = strchr(text, ':') + 1;
		if (*n == '\0' || strlen(n) >= sizeof l->name)
			return -1;
		l->kind = text[0] == 'b' ? N44_L_BOX : N44_L_IN;
		snprintf(l->name, sizeof l->name, "%s", n);
		return 0;
	}
	if (!strncmp(text, "track:", 6)) {
		const char *t = text + 6;
		char *end;
		l->kind = N44_L_TRACK;
		if (!strcmp(t, "?")) {
			l->turn = N44_UNKNOWN;
			return 0;
		}
		long v = strtol(t, &end, 10);
		if (end == t || v < 0 || v > 99)
			return -1;
		l->turn = (int)v;
		if (*end == '\0')
			return 0;
		if (*end == ':' && (end[1] == 'A' || end[1] == 'B') && end[2] == '\0') {
			l->phase = end[1];
			return 0;
		}
		return -1;
	}
	static const char *const words[] = { "reserve", "cadre", "repos", "captured", "none", NULL };
	static const int kinds[] = { N44_L_RESERVE, N44_L_CADRE, N44_L_REPOS, N44_L_CAPTURED,
		N44_L_NONE };
	int k = kit_enum(words, text);
	if (k < 0)
		return -1;
	l->kind = kinds[k];
	return 0;
}

void n44_loc_format(const struct n44_loc *l, char *out, size_t size)
{
	char hx[5];

	switch (l->kind) {
	case N44_L_HEX: n44_hex_format(l->hex, hx); snprintf(out, size, "%s", hx); break;
	case N44_L_BOX: snprintf(out, size, "box:%s", l->name); break;
	case N44_L_IN: snprintf(out, size, "in:%s", l->name); break;
	case N44_L_TRACK:
		if (l->turn == N44_UNKNOWN)
			snprintf(out, size, "track:?");
		else if (l->phase)
			snprintf(out, size, "track:%d:%c", l->turn, l->phase);
		else
			snprintf(out, size, "track:%d", l->turn);
		break;
	case N44_L_RESERVE: snprintf(out, size, "reserve"); break;
	case N44_L_CADRE: snprintf(out, size, "cadre"); break;
	case N44_L_REPOS: snprintf(out, size, "repos"); break;
	case N44_L_CAPTURED: snprintf(out, size, "captured"); break;
	default: snprintf(out, size, "none"); break;
	}
}

int n44_loc_same(const struct n44_loc *a, const struct n44_loc *b)
{
	if (a->kind != b->kind)
		return 0;
	if (a->kind == N44_L_HEX)
		return grid_equal(a->hex, b->hex);
	if (a->kind == N44_L_BOX || a->kind == N44_L_IN)
		return strcmp(a->name, b->name) == 0;
	if (a->kind == N44_L_TRACK)
		return a->turn == b->turn && a->phase == b->phase;
	return 1;
}

int n44_on_map(const struct n44_unit *u)
{
	return u->loc.kind == N44_L_HEX;
}

/* ---- reading values -------------------------------------------------------- */

/* An integer field, or '?' (N44_UNKNOWN when unknown_ok). */
static int read_int(const char *s, int lo, int hi, int unknown_ok, int *out)
{
	char *end;
	long v;

	if (unknown_ok && !strcmp(s, "?")) {
		*out = N44_UNKNOWN;
		return 0;
	}
	v = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || v < lo || v > hi)
		return -1;
	*out = (int)v;
	return 0;
}

/* Printed values by face, full first: "6", "6/4", "8/6/3"; '?' for any. */
static int read_faces(const char *s, int *out, int *nfaces)
{
	char buf[64];
	int n = 0;

	if (strlen(s) >= sizeof buf)
		return -1;
	snprintf(buf, sizeof buf, "%s", s);
	for (char *p = buf, *next; p != NULL && n < 4; p = next) {
		next = strchr(p, '/');
		if (next)
			*next++ = '\0';
		if (n == 3 || read_int(p, 0, 99, 1, &out[n]))
			return -1;
		n++;
	}
	*nfaces = n;
	return 0;
}

struct cols {
	int c[24];
};

static int col_of(const struct state_kind *k, const char *name)
{
	return state_col(k, name);
}

static int bad(struct err *e, const struct state *st, const struct state_row *r, int col,
		const char *what, const char *value, const char *domain)
{
	return kit_bad(e, st, r, col, "%s '%s' is not %s (%s)", what, value, domain, N44_PAGE);
}

/* The flags column: known words set bits, "hq=ID" and "moved=N" are read, any
 * other item is kept as it is (a house marker). */
static int read_unit_flags(struct n44_model *m, const struct state_row *r, int col,
		struct n44_unit *u, struct err *e)
{
	const char *f = state_field(r, col);
	char buf[64];

	for (int b = 0; unit_flags[b]; b++)
		if (kit_flag_has(f, unit_flags[b]))
			u->flags |= 1u << b;
	if (kit_flag_value(f, "moved", buf, sizeof buf) &&
	    read_int(buf, 0, 99, 0, &u->moved))
		return bad(e, m->st, r, col, "moved=", buf, "a count of hexes");
	if (kit_flag_value(f, "mp", buf, sizeof buf) && read_int(buf, 0, 99, 0, &u->mp))
		return bad(e, m->st, r, col, "mp=", buf, "movement points spent");
	if (kit_flag_value(f, "depot", buf, sizeof buf))
		snprintf(u->depot, sizeof u->depot, "%.23s", buf);
	if (kit_flag_value(f, "from", buf, sizeof buf)) {
		if (n44_hex_parse(buf, &u->start))
			return bad(e, m->st, r, col, "from=", buf, "the hex AABB its move began in");
		u->started = 1;
	}
	return 0;
}

static int load_units(struct n44_model *m, struct err *e)
{
	static const char *const req[] = { "id", "side", "nation", "arm", "steps", "attack",
		"defense", "ma", "pe", "loc", NULL };
	const struct state_kind *k = state_kind(m->st, "unit");

	if (k == NULL)
		return 0;
	if (kit_need_cols(m->st, k, req, N44_PAGE, e))
		return e->code;
	if ((m->units = calloc((size_t)k->nrows + 1, sizeof *m->units)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	int cid = col_of(k, "id"), cside = col_of(k, "side"), cnat = col_of(k, "nation"),
	    carm = col_of(k, "arm"), cdiv = col_of(k, "division"), cst = col_of(k, "steps"),
	    cmax = col_of(k, "max"), catt = col_of(k, "attack"), cdef = col_of(k, "defense"),
	    cma = col_of(k, "ma"), cpe = col_of(k, "pe"), cloc = col_of(k, "loc"),
	    cd = col_of(k, "d"), ca = col_of(k, "a"), cfl = col_of(k, "flags");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct n44_unit *u = &m->units[i];
		int nf[3] = { 0, 0, 0 };
		const char *v;

		u->row = i;
		u->line = r->line;
		u->hq = -1;
		v = state_field(r, cid);
		if (*v == '\0' || strlen(v) >= sizeof u->id)
			return bad(e, m->st, r, cid, "unit id", v, "1 to 47 characters");
		snprintf(u->id, sizeof u->id, "%s", v);
		if ((u->side = kit_enum(n44_side_names, state_field(r, cside))) < 0)
			return bad(e, m->st, r, cside, "side", state_field(r, cside), "allied or german");
		if ((u->nation = kit_enum(n44_nation_names, state_field(r, cnat))) < 0)
			return bad(e, m->st, r, cnat, "nation", state_field(r, cnat), "us, ukcan or de");
		if ((u->nation == N44_DE) != (u->side == N44_GERMAN))
			return kit_bad(e, m->st, r, cnat, "nation %s is not of side %s (§8)",
					n44_nation_names[u->nation], n44_side_names[u->side]);
		if ((u->arm = kit_enum(n44_arm_names, state_field(r, carm))) < 0)
			return bad(e, m->st, r, carm, "arm", state_field(r, carm), "an arm of "
					"service of the man page");
		snprintf(u->division, sizeof u->division, "%.23s", state_field(r, cdiv));
		if (read_faces(state_field(r, catt), u->att, &nf[0]))
			return bad(e, m->st, r, catt, "attack", state_field(r, catt), "N, N/N or N/N/N");
		if (read_faces(state_field(r, cdef), u->def, &nf[1]))
			return bad(e, m->st, r, cdef, "defense", state_field(r, cdef), "N, N/N or N/N/N");
		if (read_faces(state_field(r, cma), u->ma, &nf[2]))
			return bad(e, m->st, r, cma, "ma", state_field(r, cma), "N, N/N or N/N/N");
		int faces = nf[0] > nf[1] ? nf[0] : nf[1];
		faces = nf[2] > faces ? nf[2] : faces;
		/* '?' and '?-1': a counter whose steps the text does not give (§11.2's
		 * "(-1)": one step lost of an unknown number) */
		const char *sv = state_field(r, cst);
		if (!strcmp(sv, "?") || !strcmp(sv, "?-1")) {
			u->steps_unknown = 1 + (sv[1] == '-');
			u->steps = u->max = 1;
		} else if (read_int(sv, 0, 3, 0, &u->steps))
			return bad(e, m->st, r, cst, "steps", sv, "0 to 3, ? or ?-1");
		if (!u->steps_unknown)
			u->max = faces > u->steps ? faces : u->steps;
		if (!u->steps_unknown && cmax >= 0 && *state_field(r, cmax) &&
		    strcmp(state_field(r, cmax), "?") && read_int(state_field(r, cmax), 1, 3, 0, &u->max))
			return bad(e, m->st, r, cmax, "max", state_field(r, cmax), "1 to 3 or ?");
		if (u->steps > u->max)
			return kit_bad(e, m->st, r, cst, "steps %d exceeds max %d (§6.10)", u->steps,
					u->max);
		for (int f = 0; f < 3 && !u->steps_unknown; f++) {   /* one value: every face */
			int *vals[3] = { u->att, u->def, u->ma };
			for (int q = 1; q < 3; q++)
				if (nf[f] == 1)
					vals[f][q] = vals[f][0];
			if (nf[f] > 1 && nf[f] < u->max)
				return kit_bad(e, m->st, r, f == 0 ? catt : f == 1 ? cdef : cma,
						"%d values for a %d-step counter (one per face, full first)",
						nf[f], u->max);
		}
		if (read_int(state_field(r, cpe), 0, 9, 1, &u->pe))
			return bad(e, m->st, r, cpe, "pe", state_field(r, cpe), "a stacking cost 0-9 or ?");
		if (n44_loc_parse(state_field(r, cloc), &u->loc))
			return bad(e, m->st, r, cloc, "loc", state_field(r, cloc), "a hex AABB, box:NAME, "
					"in:FESTUNG, track:T[:A|B], reserve, cadre, repos, captured or none");
		u->loaded = u->loc;
		if ((u->steps == 0) != (u->loc.kind == N44_L_CADRE || u->loc.kind == N44_L_CAPTURED ||
				u->loc.kind == N44_L_REPOS) && u->steps == 0)
			return kit_bad(e, m->st, r, cst, "a unit with 0 steps must be in the cadre, "
					"repos or captured box (§6.10)");
		if (cd >= 0 && *state_field(r, cd) && read_int(state_field(r, cd), 0, 2, 0, &u->d))
			return bad(e, m->st, r, cd, "d", state_field(r, cd), "0, 1 or 2 (§6.5)");
		if (ca >= 0 && *state_field(r, ca) && read_int(state_field(r, ca), 0, 2, 0, &u->a))
			return bad(e, m->st, r, ca, "a", state_field(r, ca), "0, 1 or 2 (§6.5)");
		if (cfl >= 0 && read_unit_flags(m, r, cfl, u, e))
			return e->code;
		for (int j = 0; j < i; j++)
			if (!strcmp(m->units[j].id, u->id))
				return kit_bad(e, m->st, r, cid, "unit id '%s' repeats line %d", u->id,
						m->units[j].line);
	}
	m->nunits = k->nrows;
	return 0;
}

static int load_hqs(struct n44_model *m, struct err *e)
{
	static const char *const req[] = { "id", "side", "nation", "bonus", "ma", "face", "loc",
		NULL };
	const struct state_kind *k = state_kind(m->st, "hq");

	if (k == NULL)
		return 0;
	if (kit_need_cols(m->st, k, req, N44_PAGE, e))
		return e->code;
	if ((m->hqs = calloc((size_t)k->nrows + 1, sizeof *m->hqs)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	int cid = col_of(k, "id"), cside = col_of(k, "side"), cnat = col_of(k, "nation"),
	    cb = col_of(k, "bonus"), cma = col_of(k, "ma"), cf = col_of(k, "face"),
	    cloc = col_of(k, "loc"), cfl = col_of(k, "flags");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct n44_hq *q = &m->hqs[i];
		const char *v = state_field(r, cid);

		q->row = i;
		q->line = r->line;
		if (*v == '\0' || strlen(v) >= sizeof q->id)
			return bad(e, m->st, r, cid, "HQ id", v, "1 to 47 characters");
		snprintf(q->id, sizeof q->id, "%s", v);
		if ((q->side = kit_enum(n44_side_names, state_field(r, cside))) < 0)
			return bad(e, m->st, r, cside, "side", state_field(r, cside), "allied or german");
		if ((q->nation = kit_enum(n44_nation_names, state_field(r, cnat))) < 0 ||
		    (q->nation == N44_DE) != (q->side == N44_GERMAN))
			return bad(e, m->st, r, cnat, "nation", state_field(r, cnat), "us, ukcan (allied) "
					"or de (german)");
		if (read_int(state_field(r, cb), 0, 9, 1, &q->bonus))
			return bad(e, m->st, r, cb, "bonus", state_field(r, cb), "0-9 or ? (§0.1.1)");
		if (read_int(state_field(r, cma), 0, 99, 1, &q->ma))
			return bad(e, m->st, r, cma, "ma", state_field(r, cma), "0-99 or ?");
		int face = kit_enum((const char *const[]){ "available", "finished", NULL },
				state_field(r, cf));
		if (face < 0)
			return bad(e, m->st, r, cf, "face", state_field(r, cf), "available or finished "
					"(§0.1.1)");
		q->finished = face;
		if (n44_loc_parse(state_field(r, cloc), &q->loc) || q->loc.kind == N44_L_IN)
			return bad(e, m->st, r, cloc, "loc", state_field(r, cloc), "a hex, box:NAME, "
					"track:T[:A|B], reserve or none");
		for (int b = 0; cfl >= 0 && hq_flags[b]; b++)
			if (kit_flag_has(state_field(r, cfl), hq_flags[b]))
				q->flags |= 1u << b;
		for (int j = 0; j < i; j++)
			if (!strcmp(m->hqs[j].id, q->id))
				return kit_bad(e, m->st, r, cid, "HQ id '%s' repeats line %d", q->id,
						m->hqs[j].line);
	}
	m->nhqs = k->nrows;
	return 0;
}

static int load_markers(struct n44_model *m, struct err *e)
{
	static const char *const req[] = { "id", "kind", "loc", NULL };
	const struct state_kind *k = state_kind(m->st, "marker");

	if (k == NULL)
		return 0;
	if (kit_need_cols(m->st, k, req, N44_PAGE, e))
		return e->code;
	if ((m->markers = calloc((size_t)k->nrows + 1, sizeof *m->markers)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	int cid = col_of(k, "id"), ck = col_of(k, "kind"), cloc = col_of(k, "loc"),
	    cside = col_of(k, "side");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct n44_marker *mk = &m->markers[i];
		const char *v = state_field(r, cid);

		mk->row = i;
		mk->line = r->line;
		if (*v == '\0' || strlen(v) >= sizeof mk->id)
			return bad(e, m->st, r, cid, "marker id", v, "1 to 47 characters");
		snprintf(mk->id, sizeof mk->id, "%s", v);
		if ((mk->kind = kit_enum(marker_names, state_field(r, ck))) < 0)
			return bad(e, m->st, r, ck, "kind", state_field(r, ck), "offensive or siege");
		if (n44_loc_parse(state_field(r, cloc), &mk->loc))
			return bad(e, m->st, r, cloc, "loc", state_field(r, cloc), "a location");
		mk->side = -1;
		if (cside >= 0 && *state_field(r, cside) &&
		    (mk->side = kit_enum(n44_side_names, state_field(r, cside))) < 0)
			return bad(e, m->st, r, cside, "side", state_field(r, cside), "allied, german "
					"or empty");
	}
	m->nmarkers = k->nrows;
	return 0;
}

/* "coast=W;beach=utah;battery=UO;zone=Z1;exit=a;fortified" */
static int read_features(struct n44_model *m, const struct state_row *r, int col,
		struct n44_hex *h, struct err *e)
{
	const char *f = state_field(r, col);
	char buf[64];

	if (kit_flag_value(f, "coast", buf, sizeof buf)) {
		if (strcmp(buf, "W") && strcmp(buf, "E"))
			return bad(e, m->st, r, col, "coast=", buf, "W (WTF) or E (ETF) (§6.2)");
		h->coast = buf[0];
	}
	if (kit_flag_value(f, "beach", buf, sizeof buf)) {
		if (kit_enum((const char *const[]){ "utah", "omaha", "gold", "juno", "sword", NULL },
				buf) < 0)
			return bad(e, m->st, r, col, "beach=", buf, "utah, omaha, gold, juno or sword");
		snprintf(h->beach, sizeof h->beach, "%s", buf);
	}
	if (kit_flag_value(f, "battery", buf, sizeof buf))
		snprintf(h->battery, sizeof h->battery, "%.7s", buf);
	if (kit_flag_value(f, "zone", buf, sizeof buf))
		snprintf(h->zone, sizeof h->zone, "%.7s", buf);
	if (kit_flag_value(f, "exit", buf, sizeof buf)) {
		if (strlen(buf) != 1 || buf[0] < 'a' || buf[0] > 'l')
			return bad(e, m->st, r, col, "exit=", buf, "a letter a to l (§1.1.2.1)");
		h->exit = buf[0];
	}
	if (kit_flag_value(f, "name", buf, sizeof buf))
		snprintf(h->name, sizeof h->name, "%.23s", buf);
	h->fortified = kit_flag_has(f, "fortified");
	h->south = kit_flag_has(f, "south");
	return 0;
}

static int read_sides(struct n44_model *m, const struct state_row *r, int col,
		struct n44_hex *h, struct err *e)
{
	const char *f = state_field(r, col);
	size_t len;

	for (const char *p = f; *p; p += len + (p[len] == ';')) {
		char item[32], *colon;
		len = strcspn(p, ";");
		if (len == 0 || len >= sizeof item || h->nsides == N44_MAX_SIDES)
			return bad(e, m->st, r, col, "sides", f, "a ';'-list of at most 12 KIND:HEX");
		snprintf(item, sizeof item, "%.*s", (int)len, p);
		if ((colon = strchr(item, ':')) == NULL)
			return bad(e, m->st, r, col, "hexside", item, "KIND:HEX");
		*colon = '\0';
		int kind = kit_enum(side_kind_names, item);
		struct grid_hex to;
		if (kind < 0 || n44_hex_parse(colon + 1, &to) || !n44_adjacent(m, h->h, to))
			return kit_bad(e, m->st, r, col, "hexside '%s:%s': road, rail, river or "
					"impassable toward an adjacent hex (%s)", item, colon + 1, N44_PAGE);
		h->side[h->nsides].kind = kind;
		h->side[h->nsides++].to = to;
	}
	return 0;
}

static int load_hexes(struct n44_model *m, struct err *e)
{
	static const char *const req[] = { "hex", "terrain", "settlement", NULL };
	const struct state_kind *k = state_kind(m->st, "hex");

	if (k == NULL)
		return 0;
	if (kit_need_cols(m->st, k, req, N44_PAGE, e))
		return e->code;
	if ((m->hexes = calloc((size_t)k->nrows + 1, sizeof *m->hexes)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	int chex = col_of(k, "hex"), ct = col_of(k, "terrain"), cs = col_of(k, "settlement"),
	    csides = col_of(k, "sides"), cf = col_of(k, "features"), cc = col_of(k, "control"),
	    cfl = col_of(k, "flags");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct n44_hex *h = &m->hexes[i];
		const char *v = state_field(r, chex);
		char buf[16];

		h->row = i;
		h->line = r->line;
		if (n44_hex_parse(v, &h->h))
			return bad(e, m->st, r, chex, "hex", v, "a hex AABB (row AA, column BB)");
		if (m->hexidx[h->h.col][h->h.row])
			return kit_bad(e, m->st, r, chex, "hex %s repeats line %d", v,
					m->hexes[m->hexidx[h->h.col][h->h.row] - 1].line);
		m->hexidx[h->h.col][h->h.row] = (short)(i + 1);
		v = state_field(r, ct);
		if (!strcmp(v, "?"))
			h->terrain = N44_UNKNOWN;
		else if ((h->terrain = kit_enum(n44_terrain_names, v)) < 0)
			return bad(e, m->st, r, ct, "terrain", v, "clear, bocage, forest, marsh, sea or ? "
					"(§2.2)");
		v = state_field(r, cs);
		if (!strcmp(v, "?"))
			h->settlement = N44_UNKNOWN;
		else if ((h->settlement = kit_enum(settlement_names, *v ? v : "none")) < 0)
			return bad(e, m->st, r, cs, "settlement", v, "none, village, city or ? (§2.2)");
		h->control = -1;
		if (cc >= 0 && *state_field(r, cc) &&
		    (h->control = kit_enum(n44_side_names, state_field(r, cc))) < 0)
			return bad(e, m->st, r, cc, "control", state_field(r, cc), "allied, german or "
					"empty (§0.2.2)");
		if (cf >= 0 && read_features(m, r, cf, h, e))
			return e->code;
		if (cfl >= 0) {
			const char *f = state_field(r, cfl);
			h->confusion = kit_flag_has(f, "confusion");
			if (kit_flag_value(f, "craters", buf, sizeof buf) &&
			    read_int(buf, 0, 9, 0, &h->craters))
				return bad(e, m->st, r, cfl, "craters=", buf, "0-9 (§9.4)");
			if (kit_flag_value(f, "half-craters", buf, sizeof buf) &&
			    read_int(buf, 0, 9, 0, &h->half_craters))
				return bad(e, m->st, r, cfl, "half-craters=", buf, "0-9 (§9.4)");
		}
	}
	m->nhexes = k->nrows;
	/* the hexsides once every hex is known (they name neighbours) */
	for (int i = 0; csides >= 0 && i < k->nrows; i++)
		if (read_sides(m, &k->rows[i], csides, &m->hexes[i], e))
			return e->code;
	return 0;
}

/* The strategic map: its boxes come from the table `boxes` (printed on the map:
 * interdiction numbers, links), their state (control, Confusion, maquis) from
 * the state's `box` rows. */
static int load_boxes(struct n44_model *m, struct err *e)
{
	const struct table *t = NULL;
	const struct state_kind *k = state_kind(m->st, "box");
	struct tables own;
	struct tables *ts = m->g ? m->g->tables : NULL;
	int rc = 0;

	if (ts == NULL) {
		tables_init(&own, NULL);
		ts = &own;
	}
	if ((rc = table_get(ts, "normandie44", "boxes", &t, e)) != 0)
		goto out;
	int cbox = table_col(t, "box"), ci = table_col(t, "interdiction"),
	    cl = table_col(t, "links"), cin = table_col(t, "inside"), cs = table_col(t, "seine"),
	    ce = table_col(t, "entry");
	if (cbox < 0 || ci < 0 || cl < 0) {
		rc = err_set(e, EXIT_DATA, "%s:%d:1: table normandie44/boxes needs the columns box, "
				"interdiction, links (%s)", t->source, t->lines[0], N44_PAGE);
		goto out;
	}
	if ((m->boxes = calloc((size_t)t->nrows, sizeof *m->boxes)) == NULL) {
		rc = err_set(e, EXIT_IO, "out of memory");
		goto out;
	}
	for (int i = 1; i < t->nrows; i++) {
		struct n44_box *b = &m->boxes[m->nboxes++];
		snprintf(b->id, sizeof b->id, "%.39s", table_cell(t, i, cbox));
		if (read_int(table_cell(t, i, ci), 1, 12, 1, &b->interdiction)) {
			rc = err_set(e, EXIT_DATA, "%s:%d:%d: interdiction '%s' of box %s is not 1-12 or "
					"? (§4.1.2)", t->source, t->lines[i], ci + 1, table_cell(t, i, ci),
					b->id);
			goto out;
		}
		snprintf(b->links, sizeof b->links, "%.159s", table_cell(t, i, cl));
		if (cin >= 0)
			snprintf(b->festung_of, sizeof b->festung_of, "%.39s", table_cell(t, i, cin));
		b->seine = cs >= 0 && !strcmp(table_cell(t, i, cs), "yes");
		snprintf(b->entry, sizeof b->entry, "%.23s", ce >= 0 ? table_cell(t, i, ce) : "-");
		b->control = -1;
	}
	int cid = k ? col_of(k, "id") : -1, cc = k ? col_of(k, "control") : -1,
	    cfl = k ? col_of(k, "flags") : -1;
	for (int i = 0; k != NULL && i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct n44_box *b = n44_box_find(m, state_field(r, cid));
		if (b == NULL) {
			rc = kit_bad(e, m->st, r, cid, "box '%s' is not a box of the strategic map "
					"(table normandie44/boxes)", state_field(r, cid));
			goto out;
		}
		if (b->line) {
			rc = kit_bad(e, m->st, r, cid, "box %s repeats line %d", b->id, b->line);
			goto out;
		}
		b->row = i;
		b->line = r->line;
		if (cc >= 0 && *state_field(r, cc) &&
		    (b->control = kit_enum(n44_side_names, state_field(r, cc))) < 0) {
			rc = bad(e, m->st, r, cc, "control", state_field(r, cc), "allied, german or "
					"empty (§4.1.2)");
			goto out;
		}
		const char *f = state_field(r, cfl);
		b->confusion = kit_flag_has(f, "confusion");
		b->maquis = kit_flag_has(f, "maquis");
		b->ffi = kit_flag_has(f, "ffi");
	}
out:
	if (ts == &own)
		tables_free(&own);
	return rc;
}

static int load_depots(struct n44_model *m, struct err *e)
{
	static const char *const req[] = { "id", "side", "kind", "loc", "face", "offensive",
		"landing", NULL };
	const struct state_kind *k = state_kind(m->st, "depot");

	if (k == NULL)
		return 0;
	if (kit_need_cols(m->st, k, req, N44_PAGE, e))
		return e->code;
	if ((m->depots = calloc((size_t)k->nrows + 1, sizeof *m->depots)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	int cid = col_of(k, "id"), cside = col_of(k, "side"), ck = col_of(k, "kind"),
	    cloc = col_of(k, "loc"), cf = col_of(k, "face"), cr = col_of(k, "ready"),
	    co = col_of(k, "offensive"), cl = col_of(k, "landing"), cdf = col_of(k, "defence");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct n44_depot *d = &m->depots[i];
		const char *v = state_field(r, cid);
		int n;

		d->row = i;
		d->line = r->line;
		if (*v == '\0' || strlen(v) >= sizeof d->id)
			return bad(e, m->st, r, cid, "depot id", v, "1 to 47 characters");
		snprintf(d->id, sizeof d->id, "%s", v);
		if ((d->side = kit_enum(n44_side_names, state_field(r, cside))) < 0)
			return bad(e, m->st, r, cside, "side", state_field(r, cside), "allied or german");
		if ((d->kind = kit_enum(depot_kinds, state_field(r, ck))) < 0)
			return bad(e, m->st, r, ck, "kind", state_field(r, ck), "beach, minor, mulberry, "
					"cherbourg or offmap (§7.1, §7.2)");
		if (n44_loc_parse(state_field(r, cloc), &d->loc) ||
		    (d->loc.kind != N44_L_HEX && d->loc.kind != N44_L_BOX && d->loc.kind != N44_L_NONE))
			return bad(e, m->st, r, cloc, "loc", state_field(r, cloc), "a hex, box:NAME or none "
					"(where the text does not say)");
		if ((d->face = kit_enum(depot_faces, state_field(r, cf))) < 0)
			return bad(e, m->st, r, cf, "face", state_field(r, cf), "full, reduced, building, "
					"none or destroyed (§7.1)");
		if (cr >= 0 && *state_field(r, cr) && read_int(state_field(r, cr), 0, 99, 0, &d->ready))
			return bad(e, m->st, r, cr, "ready", state_field(r, cr), "a turn");
		if (read_faces(state_field(r, co), d->offensive, &n) || n > 2)
			return bad(e, m->st, r, co, "offensive", state_field(r, co), "N or FULL/REDUCED");
		if (n == 1)
			d->offensive[1] = d->offensive[0];
		if (read_faces(state_field(r, cl), d->landing, &n) || n > 2)
			return bad(e, m->st, r, cl, "landing", state_field(r, cl), "N or FULL/REDUCED");
		if (n == 1)
			d->landing[1] = d->landing[0];
		if (cdf >= 0 && *state_field(r, cdf) &&
		    read_int(state_field(r, cdf), 0, 99, 1, &d->defence))
			return bad(e, m->st, r, cdf, "defence", state_field(r, cdf), "0-99 or ?");
	}
	m->ndepots = k->nrows;
	return 0;
}

static int load_air(struct n44_model *m, struct err *e)
{
	static const char *const req[] = { "id", "type", "nation", "bomb", "interdiction",
		"shift", "die", "loc", NULL };
	const struct state_kind *k = state_kind(m->st, "air");

	if (k == NULL)
		return 0;
	if (kit_need_cols(m->st, k, req, N44_PAGE, e))
		return e->code;
	if ((m->air = calloc((size_t)k->nrows + 1, sizeof *m->air)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	int cid = col_of(k, "id"), ct = col_of(k, "type"), cn = col_of(k, "nation"),
	    cb = col_of(k, "bomb"), ci = col_of(k, "interdiction"), cs = col_of(k, "shift"),
	    cd = col_of(k, "die"), cloc = col_of(k, "loc");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		struct n44_air *a = &m->air[i];
		const char *v = state_field(r, cid);
		char where[40];

		a->row = i;
		a->line = r->line;
		if (*v == '\0' || strlen(v) >= sizeof a->id)
			return bad(e, m->st, r, cid, "air counter id", v, "1 to 47 characters");
		snprintf(a->id, sizeof a->id, "%s", v);
		if ((a->type = kit_enum(air_types, state_field(r, ct))) < 0)
			return bad(e, m->st, r, ct, "type", state_field(r, ct), "HB, MB, LB or FB (§9)");
		int n = kit_enum(air_nations, state_field(r, cn));
		if (n < 0 && strcmp(state_field(r, cn), "?"))
			return bad(e, m->st, r, cn, "nation", state_field(r, cn), "us, uk or ? (§8)");
		a->nation = n < 0 ? N44_UNKNOWN : n == 0 ? N44_US : N44_UKCAN;
		if (read_int(state_field(r, cb), 0, 99, 1, &a->bomb) ||
		    read_int(state_field(r, ci), 0, 9, 1, &a->interdiction) ||
		    read_int(state_field(r, cs), 0, 9, 1, &a->shift) ||
		    read_int(state_field(r, cd), -9, 9, 1, &a->die))
			return kit_bad(e, m->st, r, cb, "bomb, interdiction, shift and die are the "
					"counter's printed values, numbers or ? (§9 legend)");
		v = state_field(r, cloc);
		snprintf(where, sizeof where, "%.*s", (int)strcspn(v, ":"), v);
		if ((a->where = kit_enum(air_where, where)) < 0)
			return bad(e, m->st, r, cloc, "loc", v, "bowl, superiority, available, finished, "
					"tactical:ZONE, strategic:BOX, track:T or crater:HEX (§9)");
		if (strchr(v, ':'))
			snprintf(a->at, sizeof a->at, "%.39s", strchr(v, ':') + 1);
		if ((a->where >= N44_A_TACTICAL) != (a->at[0] != '\0'))
			return bad(e, m->st, r, cloc, "loc", v, "a place with its argument "
					"(tactical:ZONE, strategic:BOX, track:T, crater:HEX)");
	}
	m->nair = k->nrows;
	return 0;
}

static int load_scalars(struct n44_model *m, struct err *e)
{
	const struct state_kind *k = state_kind(m->st, "set");

	m->turn = N44_UNKNOWN;
	m->active = m->initiative = -1;
	m->scenario = N44_CAMPAIGN;
	for (int i = 0; k && i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		const char *key = state_field(r, 1), *v = state_field(r, 2);
		int ok = 0;
		if (!strcmp(key, "scenario"))
			ok = (m->scenario = kit_enum(scenario_names, v)) >= 0;
		else if (!strcmp(key, "turn"))
			ok = read_int(v, 0, 99, 0, &m->turn) == 0;
		else if (!strcmp(key, "active"))
			ok = (m->active = kit_enum(n44_side_names, v)) >= 0;
		else if (!strcmp(key, "initiative"))
			ok = (m->initiative = kit_enum(n44_side_names, v)) >= 0;
		else if (!strcmp(key, "weather"))
			ok = (m->weather = kit_enum(weather_names, v)) >= 0;
		else if (!strcmp(key, "weather_adj"))
			ok = read_int(v, -2, 0, 0, &m->weather_adj) == 0;
		else if (!strcmp(key, "weather_die"))
			ok = !*v || read_int(v, 1, 6, 0, &m->weather_die) == 0;
		else if (!strcmp(key, "storm"))
			ok = (!*v || !strcmp(v, "no") || !strcmp(v, "A") || !strcmp(v, "B")) &&
				((m->storm = (*v == 'A' || *v == 'B') ? *v : 0), 1);
		else if (!strcmp(key, "vp.allied"))
			ok = read_int(v, -9999, 9999, 0, &m->vp[N44_ALLIED]) == 0;
		else if (!strcmp(key, "vp.german"))
			ok = read_int(v, -9999, 9999, 0, &m->vp[N44_GERMAN]) == 0;
		else
			ok = 1;
		if (!ok)
			return bad(e, m->st, r, 2, key, v, "a value of its kind");
	}
	m->phase = seq_phase_of(m->st);
	return 0;
}

/* The references between rows: a unit inside a Festung, locations on the map
 * and in boxes, HQ control (hq=ID). */
static int check_refs(struct n44_model *m, struct err *e)
{
	const struct state_kind *k = state_kind(m->st, "unit");
	int cfl = k ? col_of(k, "flags") : -1, cloc = k ? col_of(k, "loc") : -1;

	for (int i = 0; i < m->nunits; i++) {
		struct n44_unit *u = &m->units[i];
		const struct state_row *r = &k->rows[u->row];
		char buf[64];
		if (u->loc.kind == N44_L_IN) {
			const struct n44_unit *f = n44_unit_find(m, u->loc.name);
			if (f == NULL || f->arm != N44_FESTUNG)
				return kit_bad(e, m->st, r, cloc, "in:%s is not a Festung of this state "
						"(§0.1.2)", u->loc.name);
		}
		if (u->loc.kind == N44_L_BOX && n44_box_find(m, u->loc.name) == NULL)
			return kit_bad(e, m->st, r, cloc, "box '%s' is not a box of the strategic map "
					"(table normandie44/boxes)", u->loc.name);
		if (u->loc.kind == N44_L_HEX && m->nhexes > 0 && n44_hex_at(m, u->loc.hex) == NULL)
			return kit_bad(e, m->st, r, cloc, "unit %s is in hex %s, which has no 'hex' row",
					u->id, state_field(r, cloc));
		if (cfl >= 0 && kit_flag_value(state_field(r, cfl), "hq", buf, sizeof buf)) {
			struct n44_hq *q = n44_hq_find(m, buf);
			if (q == NULL)
				return kit_bad(e, m->st, r, cfl, "hq=%s: no HQ of that id (§5.1)", buf);
			u->hq = (int)(q - m->hqs);
		}
	}
	for (int i = 0; i < m->nhqs; i++) {
		const struct n44_hq *q = &m->hqs[i];
		if (q->loc.kind == N44_L_HEX && m->nhexes > 0 && n44_hex_at(m, q->loc.hex) == NULL)
			return kit_bad_at(e, m->st, q->line, col_of(state_kind(m->st, "hq"), "loc") + 1,
					"HQ %s is in a hex that has no 'hex' row", q->id);
	}
	return 0;
}

/* The alternatives of rulings umpire lists but does not play: refused, rather
 * than silently played as the default; each ruling's summary says why
 * (umpire-normandie44(7), NOT IMPLEMENTED). */
static const char *const not_implemented[][2] = {
	{ "cherbourg-halving", "half-capacity" }, { "carpet-combat", "standalone" },
};

static int rulings_played(struct game_ctx *g, const struct state *st, struct err *e)
{
	for (size_t i = 0; g && i < sizeof not_implemented / sizeof not_implemented[0]; i++) {
		const char *v = game_rule(g, st, not_implemented[i][0]);
		if (v && !strcmp(v, not_implemented[i][1]))
			return err_set(e, EXIT_USAGE, "ruling %s=%s: umpire does not play this "
					"alternative ('umpire rulings normandie44' says why; %s, NOT "
					"IMPLEMENTED)", not_implemented[i][0], v, N44_PAGE);
	}
	return 0;
}

int n44_model_load(struct n44_model *m, struct game_ctx *g, struct state *st,
		struct err *e)
{
	const char *off;

	memset(m, 0, sizeof *m);
	if (rulings_played(g, st, e))
		return e->code;
	m->st = st;
	m->g = g;
	off = g ? game_rule(g, st, "hex-offset") : NULL;
	m->offset = off != NULL && !strcmp(off, "odd");
	if (load_scalars(m, e) || load_hexes(m, e) || load_boxes(m, e) || load_units(m, e) ||
	    load_hqs(m, e) || load_markers(m, e) || load_depots(m, e) || load_air(m, e) ||
	    check_refs(m, e)) {
		n44_model_free(m);
		return e->code;
	}
	return 0;
}

void n44_model_free(struct n44_model *m)
{
	free(m->units);
	free(m->hqs);
	free(m->markers);
	free(m->hexes);
	free(m->boxes);
	free(m->depots);
	free(m->air);
	memset(m, 0, sizeof *m);
}

/* ---- lookups --------------------------------------------------------------- */

struct n44_hex *n44_hex_at(const struct n44_model *m, struct grid_hex h)
{
	if (h.col < 0 || h.col > 99 || h.row < 0 || h.row > 99 || !m->hexidx[h.col][h.row])
		return NULL;
	return &m->hexes[m->hexidx[h.col][h.row] - 1];
}

#define FIND(name, type, arr, n) \
	type *name(const struct n44_model *m, const char *id) \
	{ \
		for (int i = 0; id != NULL && i < m->n; i++) \
			if (!strcmp(m->arr[i].id, id)) \
				return &m->arr[i]; \
		return NULL; \
	}
FIND(n44_unit_find, struct n44_unit, units, nunits)
FIND(n44_hq_find, struct n44_hq, hqs, nhqs)
FIND(n44_box_find, struct n44_box, boxes, nboxes)
FIND(n44_air_find, struct n44_air, air, nair)
FIND(n44_depot_find, struct n44_depot, depots, ndepots)

/* ---- a unit's values --------------------------------------------------------- */

static int face(const struct n44_unit *u)
{
	int f = u->max - u->steps;
	return f < 0 ? 0 : f > 2 ? 2 : f;
}

int n44_attack(const struct n44_unit *u) { return u->steps_unknown ? N44_UNKNOWN : u->att[face(u)]; }
int n44_defence(const struct n44_unit *u) { return u->steps_unknown ? N44_UNKNOWN : u->def[face(u)]; }
int n44_ma(const struct n44_unit *u) { return u->steps_unknown ? N44_UNKNOWN : u->ma[face(u)]; }

int n44_need_value(const struct n44_model *m, const struct n44_unit *u, const char *col,
		int value, const char *section, struct err *e)
{
	const struct state_kind *k = state_kind(m->st, "unit");

	if (value != N44_UNKNOWN)
		return 0;
	if (u->steps_unknown)
		col = "steps";
	return err_set(e, EXIT_UNKNOWN, "%s:%d:%d: unit %s, column %s is unknown ('?') (%s): the "
			"rulebook does not print the counters. Fill it in from the counter (%s).",
			kit_path(m->st), u->line, k ? state_col(k, col) + 1 : 0, u->id, col, section,
			N44_PAGE);
}

int n44_is_armoured(const struct n44_unit *u)
{
	return u->arm == N44_ARMOUR;
}

int n44_is_motorized(const struct n44_unit *u)
{
	int ma = n44_ma(u);
	return ma != N44_UNKNOWN && ma > 6 && !(u->flags & (N44_U_FOOT | N44_U_PARA_FOOT));
}

int n44_is_paratroop(const struct n44_unit *u)
{
	return u->arm == N44_PARA;
}

int n44_is_combat(const struct n44_unit *u)
{
	return u->arm != N44_GARRISON && u->arm != N44_FESTUNG;
}

/* §3: every combat unit of stacking value 1 or more exerts a ZOC; garrisons
 * none; -1 when the stacking value is '?'. (The TET's exceptions are read by
 * the orders that move.) */
int n44_exerts_zoc(const struct n44_model *m, const struct n44_unit *u)
{
	(void)m;
	if (!n44_on_map(u) || u->arm == N44_GARRISON || u->arm == N44_FESTUNG || u->steps == 0)
		return 0;
	if (u->pe == N44_UNKNOWN)
		return -1;
	return u->pe >= 1;
}

int n44_in_zoc_of(const struct n44_model *m, struct grid_hex h, int side)
{
	struct grid_hex nb[6];
	int unknown = 0;

	n44_neighbours(m, h, nb);
	for (int i = 0; i < m->nunits; i++) {
		const struct n44_unit *u = &m->units[i];
		int ignored = 0;
		for (int k = 0; k < m->nzoc_ignore; k++)
			ignored |= m->zoc_ignore[k] == u;
		if (u->side != side || !n44_on_map(u) || ignored)
			continue;
		for (int k = 0; k < 6; k++)
			if (grid_equal(u->loc.hex, nb[k])) {
				int z = n44_exerts_zoc(m, u);
				if (z > 0)
					return 1;
				unknown |= z < 0;
			}
	}
	return unknown ? -1 : 0;
}

int n44_enemy_zoc(struct game_ctx *g, const struct n44_model *m, struct grid_hex h, int side,
		struct err *e)
{
	const struct n44_hex *x = n44_hex_at(m, h);
	const char *cell;
	int z = n44_in_zoc_of(m, h, !side);

	if (z < 0) {
		err_set(e, EXIT_UNKNOWN, "the zone of control around %02d%02d depends on a unit whose "
				"stacking value is '?' (§3: units of 1 PE or more exert one): fill in the "
				"counters", h.row, h.col);
		return -1;
	}
	if (z == 0)
		return 0;
	if (x == NULL || x->terrain == N44_UNKNOWN) {
		err_set(e, EXIT_UNKNOWN, "hex %02d%02d: its terrain is unknown ('?'), and the TET's "
				"exceptions to ZOC go by terrain (§3): fill it in from the map", h.row, h.col);
		return -1;
	}
	if (n44_table_cell(g, "tec", n44_terrain_names[x->terrain], "zoc", "§3", &cell, e))
		return -1;
	return strcmp(cell, "no") != 0;
}

int n44_units_in(const struct n44_model *m, struct grid_hex h, int side,
		struct n44_unit **out, int max)
{
	int n = 0;

	for (int i = 0; i < m->nunits; i++) {
		struct n44_unit *u = &m->units[i];
		if (n44_on_map(u) && grid_equal(u->loc.hex, h) && (side < 0 || u->side == side)) {
			if (n < max)
				out[n] = u;
			n++;
		}
	}
	return n;
}

struct n44_hq *n44_hq_in(const struct n44_model *m, struct grid_hex h, int side)
{
	for (int i = 0; i < m->nhqs; i++)
		if (m->hqs[i].loc.kind == N44_L_HEX && grid_equal(m->hqs[i].loc.hex, h) &&
		    (side < 0 || m->hqs[i].side == side))
			return &m->hqs[i];
	return NULL;
}

/* Offensive markers stacked with the HQ (in its hex or box). */
int n44_offensive_with(const struct n44_model *m, const struct n44_hq *q)
{
	int n = 0;

	for (int i = 0; i < m->nmarkers; i++)
		n += m->markers[i].kind == N44_M_OFFENSIVE &&
			(q->loc.kind == N44_L_HEX || q->loc.kind == N44_L_BOX) &&
			n44_loc_same(&m->markers[i].loc, &q->loc);
	return n;
}

int n44_supported(const struct n44_model *m, const struct n44_hq *q)
{
	return n44_offensive_with(m, q) > 0;
}

int n44_in_reserve(const struct n44_model *m, const struct n44_unit *u)
{
	const char *r = m->g ? game_rule(m->g, m->st, "cobra-reserve") : NULL;

	if (u->flags & N44_U_RESERVE)
		return 1;
	/* §11.2's headings as a Réserve marker: only armour and Panzergrenadiers
	 * are ever in Réserve (§4.1.1); the flag goes at the first end of phase */
	return (u->flags & N44_U_COBRA_RESERVE) && r && !strcmp(r, "reserve-status") &&
		(u->arm == N44_ARMOUR || u->arm == N44_PZGREN);
}

int n44_special_unit(const struct n44_unit *u)
{
	return u->d == 0 && (u->arm == N44_RANGER || u->arm == N44_COMMANDO ||
			(n44_is_paratroop(u) && (u->flags & N44_U_ELITE)));
}

struct n44_box *n44_exit_box(const struct n44_model *m, char letter, int *unknown)
{
	char l[2] = { letter, '\0' };

	*unknown = 0;
	for (int i = 0; i < m->nboxes; i++) {
		if (!strcmp(m->boxes[i].entry, "?"))
			*unknown = 1;
		else if (kit_flag_has(m->boxes[i].entry, l))
			return &m->boxes[i];
	}
	return NULL;
}

int n44_box_held(const struct n44_model *m, const struct n44_box *b, int side)
{
	for (int i = 0; i < m->nunits; i++) {
		const struct n44_unit *u = &m->units[i];
		if (u->side == side && u->steps > 0 && u->loc.kind == N44_L_BOX &&
		    !strcmp(u->loc.name, b->id) && u->arm != N44_FESTUNG)
			return 1;
	}
	for (int i = 0; side == N44_GERMAN && i < m->ndepots; i++) {
		const struct n44_depot *d = &m->depots[i];
		if (d->side == N44_GERMAN && d->loc.kind == N44_L_BOX && !strcmp(d->loc.name, b->id) &&
		    d->defence != 0 && (d->face == N44_F_FULL || d->face == N44_F_REDUCED))
			return 1;
	}
	return 0;
}

/* ---- losses and disorganization ------------------------------------------- */

void n44_lose_step(struct n44_unit *u, int captured)
{
	if (u->steps > 0)
		u->steps--;
	if (u->steps == 0 || captured) {
		u->steps = 0;
		u->loc.kind = captured ? N44_L_CAPTURED : N44_L_CADRE;
		u->d = u->a = 0;
		u->flags &= ~(N44_U_RESERVE | N44_U_REST | N44_U_UNSUPPLIED);
	}
	u->changed = 1;
}

int n44_disorganize(const struct game_ctx *g, const struct state *st, struct n44_unit *u,
		int level)
{
	const char *rule = g ? game_rule(g, st, "d1-plus-d2") : NULL;
	int lost = 0;

	if (u->steps == 0 || level <= 0)
		return 0;
	u->changed = 1;
	if (u->d == 2) {                         /* §6.5: D2 disorganized again */
		n44_lose_step(u, 0);
		return 1;
	}
	if (u->d == 0) {
		u->d = level;
		return 0;
	}
	/* D1: D1 more is D2 (§6.5); D2 more is not in the text (ruling d1-plus-d2) */
	if (level == 2 && (rule == NULL || strcmp(rule, "d2") != 0)) {
		n44_lose_step(u, 0);
		lost = 1;
	}
	if (u->steps > 0)
		u->d = 2;
	return lost;
}

/* ---- writing back ------------------------------------------------------------ */

static int set_field(struct state_kind *k, int row, const char *col, const char *v)
{
	int c = state_col(k, col);
	return c < 0 ? -1 : state_field_set(&k->rows[row], c, v);
}

static int save_flags(struct state_kind *k, int row, const char *const *names,
		unsigned flags)
{
	int c = state_col(k, "flags");

	for (int b = 0; names[b]; b++) {
		int rc = (flags >> b) & 1 ? kit_flag_add(&k->rows[row], c, names[b])
			: kit_flag_remove(&k->rows[row], c, names[b]);
		if (rc)
			return -1;
	}
	return 0;
}

static int save_unit(struct state *st, const struct n44_model *m, const struct n44_unit *u)
{
	static const char *const cols[] = { "steps", "loc", "d", "a", "flags" };
	struct state_kind *k = state_kind_add(st, "unit", cols, 5);
	char buf[48];
	int c;

	if (k == NULL)
		return -1;
	c = state_col(k, "flags");
	snprintf(buf, sizeof buf, "%d", u->steps);
	if (!u->steps_unknown && set_field(k, u->row, "steps", buf))
		return -1;
	n44_loc_format(&u->loc, buf, sizeof buf);
	if (set_field(k, u->row, "loc", buf))
		return -1;
	snprintf(buf, sizeof buf, "%d", u->d);
	if (set_field(k, u->row, "d", buf))
		return -1;
	snprintf(buf, sizeof buf, "%d", u->a);
	if (set_field(k, u->row, "a", buf) || save_flags(k, u->row, unit_flags, u->flags) ||
	    kit_flag_remove(&k->rows[u->row], c, "hq=") || kit_flag_remove(&k->rows[u->row], c,
			"moved=") || kit_flag_remove(&k->rows[u->row], c, "mp=") ||
	    kit_flag_remove(&k->rows[u->row], c, "from="))
		return -1;
	if (u->started) {
		char hx[5];
		n44_hex_format(u->start, hx);
		snprintf(buf, sizeof buf, "from=%s", hx);
		if (kit_flag_add(&k->rows[u->row], c, buf))
			return -1;
	}
	if (u->mp > 0) {
		snprintf(buf, sizeof buf, "mp=%d", u->mp);
		if (kit_flag_add(&k->rows[u->row], c, buf))
			return -1;
	}
	if (u->hq >= 0) {
		snprintf(buf, sizeof buf, "hq=%s", m->hqs[u->hq].id);
		if (kit_flag_add(&k->rows[u->row], c, buf))
			return -1;
	}
	if (u->moved > 0) {
		snprintf(buf, sizeof buf, "moved=%d", u->moved);
		if (kit_flag_add(&k->rows[u->row], c, buf))
			return -1;
	}
	return 0;
}

static int save_hq(struct state *st, const struct n44_hq *q)
{
	static const char *const cols[] = { "face", "loc", "flags" };
	struct state_kind *k = state_kind_add(st, "hq", cols, 3);
	char buf[48];

	if (k == NULL)
		return -1;
	n44_loc_format(&q->loc, buf, sizeof buf);
	return set_field(k, q->row, "face", q->finished ? "finished" : "available") ||
		set_field(k, q->row, "loc", buf) || save_flags(k, q->row, hq_flags, q->flags);
}

static int save_marker(struct state *st, const struct n44_marker *mk)
{
	static const char *const cols[] = { "loc", "side" };
	struct state_kind *k = state_kind_add(st, "marker", cols, 2);
	char buf[48];

	if (k == NULL)
		return -1;
	n44_loc_format(&mk->loc, buf, sizeof buf);
	return set_field(k, mk->row, "loc", buf) ||
		set_field(k, mk->row, "side", mk->side >= 0 ? n44_side_names[mk->side] : "");
}

static int save_hex(struct state *st, const struct n44_hex *h)
{
	static const char *const cols[] = { "control", "flags" };
	struct state_kind *k = state_kind_add(st, "hex", cols, 2);
	char buf[24];
	int c;

	if (k == NULL)
		return -1;
	c = state_col(k, "flags");
	if (set_field(k, h->row, "control", h->control >= 0 ? n44_side_names[h->control] : "") ||
	    (h->confusion ? kit_flag_add(&k->rows[h->row], c, "confusion")
		: kit_flag_remove(&k->rows[h->row], c, "confusion")) ||
	    kit_flag_remove(&k->rows[h->row], c, "craters=") ||
	    kit_flag_remove(&k->rows[h->row], c, "half-craters="))
		return -1;
	if (h->craters) {
		snprintf(buf, sizeof buf, "craters=%d", h->craters);
		if (kit_flag_add(&k->rows[h->row], c, buf))
			return -1;
	}
	if (h->half_craters) {
		snprintf(buf, sizeof buf, "half-craters=%d", h->half_craters);
		if (kit_flag_add(&k->rows[h->row], c, buf))
			return -1;
	}
	return 0;
}

static int save_box(struct state *st, struct n44_box *b)
{
	static const char *const cols[] = { "id", "control", "flags" };
	struct state_kind *k = state_kind_add(st, "box", cols, 3);
	int c;

	if (k == NULL)
		return -1;
	if (b->line == 0) {      /* a box first changed: its row */
		struct state_row *r = state_row_add(k);
		if (r == NULL || state_field_set(r, state_col(k, "id"), b->id))
			return -1;
		b->row = k->nrows - 1;
	}
	c = state_col(k, "flags");
	if (set_field(k, b->row, "control", b->control >= 0 ? n44_side_names[b->control] : ""))
		return -1;
	const char *names[] = { "confusion", "maquis", "ffi" };
	int on[] = { b->confusion, b->maquis, b->ffi };
	for (int i = 0; i < 3; i++)
		if (on[i] ? kit_flag_add(&k->rows[b->row], c, names[i])
			: kit_flag_remove(&k->rows[b->row], c, names[i]))
			return -1;
	return 0;
}

static int save_depot(struct state *st, const struct n44_depot *d)
{
	static const char *const cols[] = { "face", "ready", "loc" };
	struct state_kind *k = state_kind_add(st, "depot", cols, 3);
	char buf[48];

	if (k == NULL)
		return -1;
	n44_loc_format(&d->loc, buf, sizeof buf);
	if (set_field(k, d->row, "face", depot_faces[d->face]) || set_field(k, d->row, "loc", buf))
		return -1;
	snprintf(buf, sizeof buf, "%d", d->ready);
	return set_field(k, d->row, "ready", d->ready ? buf : "");
}

static int save_air(struct state *st, const struct n44_air *a)
{
	static const char *const cols[] = { "loc" };
	struct state_kind *k = state_kind_add(st, "air", cols, 1);
	char buf[64];

	if (k == NULL)
		return -1;
	if (a->at[0])
		snprintf(buf, sizeof buf, "%s:%s", air_where[a->where], a->at);
	else
		snprintf(buf, sizeof buf, "%s", air_where[a->where]);
	return set_field(k, a->row, "loc", buf);
}

/* What follows from an order's moves and losses whatever the order: a
 * Confusion marker goes when one side is gone from its hex or box (§6.11,
 * §6.12: "les unités des deux camps restent empilées"); a German garrison
 * destroyed on a beach is flipped to the Allied depot on its back, open at once
 * (§7.1.2, §10 A.1). */
static void settle(struct n44_model *m)
{
	struct log *lg = m->g ? m->g->log : NULL;
	struct n44_unit *x[1];
	char hx[5];

	for (int i = 0; i < m->nhexes; i++) {
		struct n44_hex *h = &m->hexes[i];
		if (!h->confusion || (n44_units_in(m, h->h, N44_ALLIED, x, 1) > 0 &&
				n44_units_in(m, h->h, N44_GERMAN, x, 1) > 0))
			continue;
		h->confusion = 0;
		h->changed = 1;
		n44_hex_format(h->h, hx);
		log_step(lg, "§6.11", "One side is gone from %s: its Confusion marker is removed", hx);
	}
	for (int i = 0; i < m->nboxes; i++) {
		struct n44_box *b = &m->boxes[i];
		if (!b->confusion || (n44_box_held(m, b, N44_ALLIED) && n44_box_held(m, b, N44_GERMAN)))
			continue;
		b->confusion = 0;
		b->changed = 1;
		log_step(lg, "§6.12", "One side is gone from %s: its Confusion marker is removed", b->id);
	}
	for (int i = 0; i < m->nunits; i++) {
		const struct n44_unit *u = &m->units[i];
		const struct n44_hex *h = u->loaded.kind == N44_L_HEX ? n44_hex_at(m, u->loaded.hex) :
			NULL;
		if (u->arm != N44_GARRISON || u->steps > 0 || h == NULL || !h->beach[0])
			continue;
		for (int k = 0; k < m->ndepots; k++) {
			struct n44_depot *d = &m->depots[k];
			if (d->side != N44_ALLIED || d->kind != N44_D_BEACH || d->face != N44_F_NONE ||
			    strcmp(d->id, u->depot[0] ? u->depot : h->beach))
				continue;
			d->face = N44_F_FULL;
			d->loc.kind = N44_L_HEX;
			d->loc.hex = h->h;
			d->changed = 1;
			n44_hex_format(h->h, hx);
			log_step(lg, "§7.1.2, §10 A.1", "The garrison %s destroyed on %s is flipped: the "
					"Allied depot %s is open in %s at once", u->id, h->beach, d->id, hx);
			break;
		}
	}
}

int n44_model_save(struct n44_model *m, struct err *e)
{
	struct state *st = m->st;
	char buf[16];
	int rc = 0;

	settle(m);
	for (int i = 0; rc == 0 && i < m->nunits; i++)
		if (m->units[i].changed)
			rc = save_unit(st, m, &m->units[i]);
	for (int i = 0; rc == 0 && i < m->nhqs; i++)
		if (m->hqs[i].changed)
			rc = save_hq(st, &m->hqs[i]);
	for (int i = 0; rc == 0 && i < m->nmarkers; i++)
		if (m->markers[i].changed)
			rc = save_marker(st, &m->markers[i]);
	for (int i = 0; rc == 0 && i < m->nhexes; i++)
		if (m->hexes[i].changed)
			rc = save_hex(st, &m->hexes[i]);
	for (int i = 0; rc == 0 && i < m->nboxes; i++)
		if (m->boxes[i].changed)
			rc = save_box(st, &m->boxes[i]);
	for (int i = 0; rc == 0 && i < m->ndepots; i++)
		if (m->depots[i].changed)
			rc = save_depot(st, &m->depots[i]);
	for (int i = 0; rc == 0 && i < m->nair; i++)
		if (m->air[i].changed)
			rc = save_air(st, &m->air[i]);
	for (int s = 0; rc == 0 && s < 2; s++) {
		const char *key = s == N44_ALLIED ? "vp.allied" : "vp.german";
		const char *old = state_get(st, key);
		snprintf(buf, sizeof buf, "%d", m->vp[s]);
		if (old != NULL || m->vp[s] != 0)
			rc = state_set(st, key, buf);
	}
	return rc ? err_set(e, EXIT_IO, "out of memory") : 0;
}
