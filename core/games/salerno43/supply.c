/*
 * supply.c: the `supply` order of Salerno 1943: the active player traces the
 * supply line of each of his units and places or removes its "out of supply"
 * marker (§7.0-§7.22, §7.34).
 *
 * §7.0: a line of hexes free of enemy ZOC runs from a hex adjacent to the unit
 * to a source; a friendly unit does not cancel the ZOC in its hex. Hexes
 * holding an enemy unit are closed to it too (ruling supply-enemy-hex).
 *   Axis (§7.1, §7.11): the sources are the entry hexes of entry.csv (0308,
 *   5216, 5859); the line follows roads (hexside rows road1-3, and the off-map
 *   road of links.csv) from a source, then at most 6 hexes off road up to the
 *   hex adjacent to the unit (ruling axis-supply-radius, digest A26: or the
 *   "more than 8 hexes" of the same paragraph: 7 off-road hexes).
 *   Allies (§7.2, §7.21, §7.22): the sources are the placed beach markers of
 *   the unit's nation (`beach` rows, column marker and face) and the "Salerne"
 *   markers (`marker` rows of type salerne, §7.22) whose unit is still there and
 *   has not moved; the unit must reach a Small source in 6 MP, a full one in 10,
 *   priced as a mechanised unit (move.c's s43_mv_step_cost: §5.21, §5.3), entering
 *   no hex in an enemy ZOC, crossing no precipice (§5.5) and a river by a bridge
 *   or, class 2 only, from its own hex (§5.4, §5.43, §5.44). On the morning and afternoon of the 9th every Allied
 *   unit is in supply (§7.0, §24.42's note).
 * The order writes only the units' out_of_supply markers; every other order
 * keeps reading the marker (no other order traces supply).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "move.h"

#define SU_SOURCES 64
#define SU_PHASES 32           /* road stretch phases kept per hex and class */
#define SU_FAR INT_MAX

struct su_source {
	struct grid_hex h;
	char nation[4];              /* Allied: US or UK */
	int mp;                      /* Allied: 6 (Small, Salerne) or 10 (full) */
	const char *what;            /* "beach us-red (Small)" ... */
	int salerne;                 /* a "Salerne" marker (§7.22), not a beach marker */
	char what_buf[64];
};

struct su_ctx {
	struct game_ctx *g;
	const struct state *st;
	struct mv_map mm;
	int side;
	int loaded;
	unsigned char *closed;       /* per hex: 1 in an enemy ZOC or holding an enemy unit */
	int *road_src;               /* Axis: per hex, the source index whose road reaches it, -1 */
	int *off;                    /* Axis: per hex, off-road hexes from that network */
	int *off_src;                /* ... and the source of that network */
	struct su_source src[SU_SOURCES];
	int nsrc;
	int radius;                  /* Axis: off-road hexes allowed (6, or 7) */
	int auto9;                   /* Allies on the 9th by day: in supply (§7.0) */
	int nphase[4];               /* Allied MP count: phases per road class */
	int *dist;                   /* Allied: MP per (place, class, phase), SU_FAR when
	                                unreached; reset after each unit's search */
	int *bank_b;                 /* per hex: the place of its bank B, -1 (no river) */
	int *river_hex;              /* per extra place: its river hex */
	int nriver;
	int in, out;                 /* result counts */
	char changed[2][512];        /* the units whose marker went [0] on, [1] off */
};

static int hex_index(const struct su_ctx *x, struct grid_hex h)
{
	const struct s43_hex *p = s43_hex_find(&x->mm.m, h);

	return p ? (int)(p - x->mm.m.hexes) : -1;
}

static int enemy_in(const struct su_ctx *x, struct grid_hex h)
{
	return s43_mv_units_in(&x->mm, !x->side, h) > 0;
}

/* ---- sources ---- */

static int add_source(struct su_ctx *x, struct grid_hex h, const char *nation, int mp,
		const char *fmt, const char *a, const char *b, struct err *e)
{
	struct su_source *s;

	if (x->nsrc == SU_SOURCES)
		return err_set(e, EXIT_DATA, "supply: more than %d supply sources", SU_SOURCES);
	s = &x->src[x->nsrc++];
	s->h = h;
	snprintf(s->nation, sizeof s->nation, "%s", nation);
	s->mp = mp;
	snprintf(s->what_buf, sizeof s->what_buf, fmt, a, b);
	s->what = s->what_buf;
	return 0;
}

static int axis_sources(struct su_ctx *x, struct err *e)
{
	const struct table *t;
	int ch, cs;
	struct grid_hex h;

	if (s43_table(x->g, "entry", &t, e))
		return e->code;
	if ((ch = table_find_col(t, "hex", "§7.1", e)) < 0 ||
	    (cs = table_find_col(t, "side", "§7.1", e)) < 0)
		return e->code;
	for (int i = 0; i < t->nrows; i++) {
		if (strcmp(table_cell(t, i, cs), "axis"))
			continue;
		if (grid_parse(table_cell(t, i, ch), &h))
			return err_set(e, EXIT_DATA, "table salerno43/entry: row %d: hex '%.20s' is "
					"not CCRR (§7.1)", i + 1, table_cell(t, i, ch));
		if (add_source(x, h, "", 0, "entry hex %s%s", table_cell(t, i, ch), "", e))
			return e->code;
	}
	return 0;
}

static int allied_sources(struct su_ctx *x, struct err *e)
{
	const struct state_kind *k = state_kind(x->st, "beach");
	struct grid_hex h;

	for (int i = 0; k && i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		const char *mk = state_field(r, state_col(k, "marker"));
		const char *face = state_field(r, state_col(k, "face"));
		const char *nation = state_field(r, state_col(k, "nation"));
		if (*mk == '\0' || strcmp(mk, "lost") == 0)
			continue;
		if (grid_parse(mk, &h))
			return kit_bad(e, x->st, r, state_col(k, "marker"), "marker '%.40s' is not "
					"empty, a CCRR hex or 'lost'", mk);
		if (strcmp(face, "small") && strcmp(face, "full"))
			return kit_bad(e, x->st, r, state_col(k, "face"), "face '%.40s' is not "
					"small or full (§24.41)", face);
		if (add_source(x, h, nation, strcmp(face, "full") ? 6 : 10, "beach %s (%s)",
				state_field(r, state_col(k, "id")), face, e))
			return e->code;
	}
	/* §7.22: a "Salerne" marker is a Small source while its unit stays put */
	k = state_kind(x->st, "marker");
	for (int i = 0; k && i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		int held = 0;
		if (strcmp(state_field(r, state_col(k, "type")), "salerne"))
			continue;
		if (grid_parse(state_field(r, state_col(k, "hex")), &h))
			return kit_bad(e, x->st, r, state_col(k, "hex"), "hex '%.40s' is not CCRR",
					state_field(r, state_col(k, "hex")));
		for (int j = 0; j < x->mm.m.nunits; j++) {
			const struct s43_unit *u = &x->mm.m.units[j];
			held |= u->onmap && u->side == S43_ALLIED && grid_equal(u->hex, h) &&
				!(u->flags & S43_F_MOVED) &&
				strcmp(u->nation, state_field(r, state_col(k, "value"))) == 0;
		}
		if (!held) {
			char hx[5];
			log_step(x->g->log, "§7.22", "The \"Salerne\" marker in %s has no %s unit "
					"under it that has not moved: it is no source", s43_hex_name(h, hx),
					state_field(r, state_col(k, "value")));
			continue;
		}
		if (add_source(x, h, state_field(r, state_col(k, "value")), 6,
				"the \"Salerne\" marker in %s%s", state_field(r, state_col(k, "hex")),
				"", e))
			return e->code;
		x->src[x->nsrc - 1].salerne = 1;
	}
	return 0;
}

/* ---- Axis: roads from the sources, then off road (§7.11) ---- */

static int link_far(struct su_ctx *x, struct grid_hex from, struct grid_hex *to, struct err *e)
{
	const struct table *t;
	int cf, ct, cs, n = 0;

	if (s43_table(x->g, "links", &t, e))
		return -1;
	if ((cf = table_find_col(t, "from", "§5.34", e)) < 0 ||
	    (ct = table_find_col(t, "to", "§5.34", e)) < 0 ||
	    (cs = table_find_col(t, "side", "§5.34", e)) < 0)
		return -1;
	for (int i = 0; i < t->nrows && n < 6; i++) {
		struct grid_hex a, b;
		if (strcmp(table_cell(t, i, cs), "axis") || grid_parse(table_cell(t, i, cf), &a) ||
		    grid_parse(table_cell(t, i, ct), &b))
			continue;
		if (grid_equal(a, from))
			to[n++] = b;
		else if (grid_equal(b, from))
			to[n++] = a;
	}
	return n;
}

static int axis_network(struct su_ctx *x, struct err *e)
{
	int nh = x->mm.m.nhexes, head = 0, tail = 0;
	int *queue = malloc((size_t)(nh ? nh : 1) * sizeof *queue);

	if (queue == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < nh; i++)
		x->road_src[i] = -1, x->off[i] = SU_FAR, x->off_src[i] = -1;
	for (int s = 0; s < x->nsrc; s++) {
		int i = hex_index(x, x->src[s].h);
		if (i >= 0 && !x->closed[i] && x->road_src[i] < 0)
			x->road_src[i] = s, queue[tail++] = i;
	}
	while (head < tail) {    /* along roads, each hex once */
		int i = queue[head++];
		struct grid_hex nb[6 + 6];
		int n = 6;
		grid_neighbours(x->mm.m.hexes[i].h, nb);
		int l = link_far(x, x->mm.m.hexes[i].h, nb + 6, e);
		if (l < 0) {
			free(queue);
			return e->code;
		}
		for (int k = 0; k < n + l; k++) {
			int j = hex_index(x, nb[k]);
			if (j < 0 || x->closed[j] || x->road_src[j] >= 0 ||
			    (k < 6 && s43_mv_road(&x->mm, x->mm.m.hexes[i].h, nb[k]) == 0))
				continue;
			x->road_src[j] = x->road_src[i];
			queue[tail++] = j;
		}
	}
	head = tail = 0;        /* off road: breadth first from the whole network */
	for (int i = 0; i < nh; i++)
		if (x->road_src[i] >= 0)
			x->off[i] = 0, x->off_src[i] = x->road_src[i], queue[tail++] = i;
	while (head < tail) {
		int i = queue[head++];
		struct grid_hex nb[6];
		grid_neighbours(x->mm.m.hexes[i].h, nb);
		for (int k = 0; k < 6; k++) {
			int j = hex_index(x, nb[k]);
			if (j < 0 || x->closed[j] || x->off[j] != SU_FAR)
				continue;
			x->off[j] = x->off[i] + 1;
			x->off_src[j] = x->off_src[i];
			queue[tail++] = j;
		}
	}
	free(queue);
	return 0;
}

/* ---- Allies: MP as a mechanised unit to a beach (§7.21) ---- */

struct su_state {
	int hex, cls, seg;
};

static int phase_of(const struct su_ctx *x, int cls, int seg)
{
	if (cls == 0 || seg == 0)
		return 0;
	return (seg - 1) % x->nphase[cls] + 1;
}

static int road_phases(struct su_ctx *x, struct err *e)
{
	const struct table *t;
	int cm;

	if (s43_table(x->g, "road-movement", &t, e) ||
	    (cm = table_find_col(t, "mech", "§5.3", e)) < 0)
		return e->code;
	x->nphase[0] = 1;
	for (int c = 1; c <= 3; c++) {
		char key[4];
		const char *v;
		int row, n = 0;
		snprintf(key, sizeof key, "%d", c);
		if ((row = table_find_row(t, key, "§5.3", e)) < 0 ||
		    table_need(t, row, cm, "§5.31-§5.33", &v, e))
			return e->code;
		if (strcmp(v, "all") && (sscanf(v, "%d", &n) != 1 || n < 1 || n >= SU_PHASES))
			return err_set(e, EXIT_DATA, "table salerno43/road-movement: mech '%.20s' of "
					"class %d is not 'all' or 1 to %d (§5.3)", v, c, SU_PHASES - 1);
		/* class 1: a stretch costs 1 MP at its first hex only: 2 phases */
		x->nphase[c] = strcmp(v, "all") ? n : 1;
	}
	return 0;
}

/* River hexes have two banks (§5.41): a "place" is a hex, or for the bank B
 * of a river hex the extra index nh + its rank among the river hexes
 * (x->bank_b), so the search knows which bank it stands on. */
static int place_of(const struct su_ctx *x, int hex, char bank)
{
	return bank == 'B' && x->bank_b[hex] >= 0 ? x->bank_b[hex] : hex;
}

static int hex_of_place(const struct su_ctx *x, int place)
{
	return place < x->mm.m.nhexes ? place : x->river_hex[place - x->mm.m.nhexes];
}

/* May a motorised unit (§7.21) go from place p (its hex, on its bank) to the
 * neighbour `to`, the start place being `start`? No precipice (§5.5: rangers
 * and commandos only); a river crossed by a bridge or a city's (§5.4,
 * §20.4), or without one only class 2 from the unit's own hex, at the start
 * of its phase (§5.44; class 1 is foot infantry's, §5.43). */
static int reach_ok(const struct su_ctx *x, int p, int start, struct grid_hex to)
{
	int i = hex_of_place(x, p);
	const struct s43_hex *h = &x->mm.m.hexes[i];
	char bank = p < x->mm.m.nhexes ? 'A' : 'B';

	if (s43_precipice(&x->mm.m, h->h, to, NULL))
		return 0;
	if (!h->river || s43_bank_of(h, to) == bank || h->city ||
	    x->mm.hx[i].bridge == MV_BRIDGE_INTACT)
		return 1;
	return h->river == 2 && p == start;
}

/* The least MP for u to reach each source (best[s], SU_FAR if more than 10),
 * entering no closed hex, crossing no precipice and rivers only as a
 * motorised unit may (reach_ok). Dijkstra over (place, road class, stretch
 * phase), by buckets of MP 0..10. */
static int allied_reach(struct su_ctx *x, struct s43_unit *u, int *best, struct err *e)
{
	enum { LIMIT = 10 };
	int nh = x->mm.m.nhexes, per = 4 * (SU_PHASES + 1);
	size_t ns = (size_t)(nh + x->nriver) * (size_t)per;
	int *dist = x->dist;
	struct su_state *q[LIMIT + 1] = { 0 };
	int qn[LIMIT + 1] = { 0 }, qcap[LIMIT + 1] = { 0 };
	int uidx = (int)(u - x->mm.m.units), start = hex_index(x, u->hex), rc = 0;
	int was = x->mm.mech[uidx];

	for (int s = 0; s < x->nsrc; s++)
		best[s] = SU_FAR;
	if (dist == NULL) {
		if ((dist = x->dist = malloc(ns * sizeof *dist)) == NULL)
			return err_set(e, EXIT_IO, "out of memory");
		for (size_t i = 0; i < ns; i++)
			dist[i] = SU_FAR;
	}
	if (start < 0)
		return 0;
	start = place_of(x, start, u->bank);
	x->mm.mech[uidx] = 1;    /* "comme une unité motorisée" (§7.21) */
	dist[(size_t)start * per] = 0;
	q[0] = malloc(16 * sizeof **q);
	if (q[0] == NULL) {
		rc = err_set(e, EXIT_IO, "out of memory");
		goto done;
	}
	qcap[0] = 16;
	q[0][qn[0]++] = (struct su_state){ start, 0, 0 };
	for (int c = 0; c <= LIMIT; c++)
		for (int k = 0; k < qn[c]; k++) {
			struct su_state s = q[c][k];
			struct grid_hex from = x->mm.m.hexes[hex_of_place(x, s.hex)].h, nb[6];
			if (dist[(size_t)s.hex * per + s.cls * (SU_PHASES + 1) +
					phase_of(x, s.cls, s.seg)] != c)
				continue;
			for (int i = 0; i < x->nsrc; i++)
				if (grid_equal(x->src[i].h, from) && c < best[i])
					best[i] = c;
			grid_neighbours(from, nb);
			for (int d = 0; d < 6; d++) {
				int j = hex_index(x, nb[d]), cost, nc;
				struct mv_cost seg = { s.cls, s.seg, 0 };
				const char *rule;
				char why[128];
				if (j < 0 || x->closed[j] || !reach_ok(x, s.hex, start, nb[d]))
					continue;
				if (s43_mv_step_cost(x->g, x->st, &x->mm, u, from, nb[d], 1, &seg, &cost, &rule,
						why, sizeof why, e)) {
					rc = e->code;
					goto done;
				}
				nc = c + cost;
				int ph = phase_of(x, seg.road, seg.seg);
				/* entering a river hex, on the bank facing `from` */
				if (x->mm.m.hexes[j].river)
					j = place_of(x, j, s43_bank_of(&x->mm.m.hexes[j], from));
				size_t key = (size_t)j * per + seg.road * (SU_PHASES + 1) + ph;
				if (nc > LIMIT || dist[key] <= nc)
					continue;
				dist[key] = nc;
				if (qn[nc] == qcap[nc]) {
					int cap = qcap[nc] ? 2 * qcap[nc] : 16;
					struct su_state *p = realloc(q[nc], (size_t)cap * sizeof *p);
					if (p == NULL) {
						rc = err_set(e, EXIT_IO, "out of memory");
						goto done;
					}
					q[nc] = p, qcap[nc] = cap;
				}
				/* keep seg small: only its phase matters */
				q[nc][qn[nc]++] = (struct su_state){ j, seg.road, ph };
			}
		}
done:
	x->mm.mech[uidx] = was;
	dist[(size_t)start * per] = SU_FAR;
	for (int c = 0; c <= LIMIT; c++) {
		for (int k = 0; k < qn[c]; k++)   /* every state set was queued */
			dist[(size_t)q[c][k].hex * per + q[c][k].cls * (SU_PHASES + 1) +
				q[c][k].seg] = SU_FAR;
		free(q[c]);
	}
	return rc;
}

/* ---- the trace ---- */

static int any_open_neighbour(const struct su_ctx *x, const struct s43_unit *u)
{
	struct grid_hex nb[6];

	grid_neighbours(u->hex, nb);
	for (int k = 0; k < 6; k++) {
		int j = hex_index(x, nb[k]);
		if (j >= 0 && !x->closed[j])
			return 1;
	}
	return 0;
}

/* 1 in supply, 0 out; the reason logged. */
static int trace_axis(struct su_ctx *x, const struct s43_unit *u)
{
	struct grid_hex nb[6];
	int best = -1;
	char hx[5], ax[5];

	grid_neighbours(u->hex, nb);
	for (int k = 0; k < 6; k++) {
		int j = hex_index(x, nb[k]);
		if (j >= 0 && x->off[j] != SU_FAR && (best < 0 || x->off[j] < x->off[best]))
			best = j;
	}
	if (best >= 0 && x->off[best] <= x->radius) {
		const struct su_source *s = &x->src[x->off_src[best]];
		if (x->off[best] == 0)
			log_step(x->g->log, "§7.0, §7.11", "%s in %s: in supply, the adjacent hex %s is "
					"on the road from %s", u->id, s43_hex_name(u->hex, hx),
					s43_hex_name(x->mm.m.hexes[best].h, ax), s->what);
		else
			log_stepn(x->g->log, "§7.0, §7.11", "%s in %s: in supply, the adjacent "
					"hex %s is %d hex off the road from %s (at most %d)",
					"%s in %s: in supply, the adjacent hex %s is %d hexes off "
					"the road from %s (at most %d)", x->off[best], u->id,
					s43_hex_name(u->hex, hx),
					s43_hex_name(x->mm.m.hexes[best].h, ax), x->off[best],
					s->what, x->radius);
		return 1;
	}
	if (!any_open_neighbour(x, u))
		log_step(x->g->log, "§7.0", "%s in %s: out of supply, every adjacent hex is in an "
				"enemy ZOC or holds an enemy unit (a friendly unit does not cancel the "
				"ZOC)", u->id, s43_hex_name(u->hex, hx));
	else if (best >= 0)
		log_step(x->g->log, "§7.11", "%s in %s: out of supply, the nearest adjacent hex %s is "
				"%d hexes off the road from %s, more than %d", u->id, s43_hex_name(u->hex, hx),
				s43_hex_name(x->mm.m.hexes[best].h, ax), x->off[best], x->src[x->off_src[best]].what,
				x->radius);
	else
		log_step(x->g->log, "§7.0, §7.11", "%s in %s: out of supply, no line free of enemy "
				"ZOC joins a road from a source (%d on the map)", u->id, s43_hex_name(u->hex, hx),
				x->nsrc);
	return 0;
}

static int trace_allied(struct su_ctx *x, struct s43_unit *u, int *ok, struct err *e)
{
	int best[SU_SOURCES], pick = -1, near = -1, own = 0;
	char hx[5];

	*ok = 0;
	if (allied_reach(x, u, best, e))
		return e->code;
	for (int s = 0; s < x->nsrc; s++) {
		if (strcmp(x->src[s].nation, u->nation))
			continue;
		own++;
		if (best[s] <= x->src[s].mp && (pick < 0 || best[s] < best[pick]))
			pick = s;
		if (best[s] != SU_FAR && (near < 0 || best[s] < best[near]))
			near = s;
	}
	if (pick >= 0) {
		*ok = 1;
		log_step(x->g->log, "§7.0, §7.2, §7.21", "%s in %s: in supply, %s is %d MP away as "
				"a mechanised unit (at most %d)", u->id, s43_hex_name(u->hex, hx), x->src[pick].what,
				best[pick], x->src[pick].mp);
	} else if (own == 0)
		log_step(x->g->log, "§7.2", "%s in %s: out of supply, no %s beach marker is on the "
				"map (US units may not use British beaches, nor British units US ones)",
				u->id, s43_hex_name(u->hex, hx), u->nation);
	else if (!any_open_neighbour(x, u))
		log_step(x->g->log, "§7.0", "%s in %s: out of supply, every adjacent hex is in an "
				"enemy ZOC or holds an enemy unit (a friendly unit does not cancel the "
				"ZOC)", u->id, s43_hex_name(u->hex, hx));
	else if (near >= 0)
		log_step(x->g->log, "§7.21", "%s in %s: out of supply, %s is %d MP away as a "
				"mechanised unit, more than %d", u->id, s43_hex_name(u->hex, hx), x->src[near].what,
				best[near], x->src[near].mp);
	else
		log_step(x->g->log, "§7.0, §7.21, §5.4, §5.5", "%s in %s: out of supply, no %s "
				"source within 10 MP by hexes free of enemy ZOC, as a motorised unit "
				"crosses rivers and precipices", u->id, s43_hex_name(u->hex, hx),
				u->nation);
	return 0;
}

static void su_free(struct su_ctx *x)
{
	free(x->closed);
	free(x->road_src);
	free(x->off);
	free(x->off_src);
	free(x->dist);
	free(x->bank_b);
	free(x->river_hex);
	if (x->loaded)
		s43_mv_map_free(&x->mm);
}

/* The map, the closed hexes and the sources of `side`. */
static int su_init(struct game_ctx *g, const struct state *st, int side, struct su_ctx *x,
		struct err *e)
{
	const char *prec = game_rule(g, st, "precipice-zoc");
	const char *through = game_rule(g, st, "supply-enemy-hex");
	int nh;

	x->g = g;
	x->st = st;
	x->side = side;
	if (s43_mv_map_load(&x->mm, st, e))
		return e->code;
	x->loaded = 1;
	if ((nh = x->mm.m.nhexes) == 0)
		return kit_refuse(e, "§7.0", "supply: the state has no map (hex rows): a supply "
				"line is traced over hexes (umpire-salerno43(7), MAP)");
	if ((x->closed = calloc((size_t)nh, 1)) == NULL ||
	    (x->road_src = calloc((size_t)nh, sizeof (int))) == NULL ||
	    (x->off = calloc((size_t)nh, sizeof (int))) == NULL ||
	    (x->off_src = calloc((size_t)nh, sizeof (int))) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < nh; i++) {
		struct grid_hex h = x->mm.m.hexes[i].h;
		x->closed[i] = s43_mv_enemy_zoc(&x->mm, prec, x->side, h) ||
			(strcmp(through, "blocked") == 0 && enemy_in(x, h));
	}
	if ((x->bank_b = malloc((size_t)nh * sizeof (int))) == NULL ||
	    (x->river_hex = malloc((size_t)nh * sizeof (int))) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < nh; i++) {
		x->bank_b[i] = -1;
		if (x->mm.m.hexes[i].river) {
			x->bank_b[i] = nh + x->nriver;
			x->river_hex[x->nriver++] = i;
		}
	}
	x->radius = strcmp(game_rule(g, st, "axis-supply-radius"), "eight") == 0 ? 7 : 6;
	x->auto9 = x->side == S43_ALLIED && x->mm.day == 9 && x->mm.period >= 0 &&
		x->mm.period < 2;
	if (x->side == S43_AXIS)
		return axis_sources(x, e) || axis_network(x, e) ? e->code : 0;
	return allied_sources(x, e) || road_phases(x, e) ? e->code : 0;
}

static int setup(struct game_ctx *g, const struct state *st, const struct order *o,
		struct su_ctx *x, struct err *e)
{
	const char *side = order_get(o, "side"), *active = state_get(st, "active");

	memset(x, 0, sizeof *x);
	if (s43_side_parse(side) < 0)
		return err_set(e, EXIT_USAGE, "supply: side= is allied or axis");
	if (active && *active && strcmp(active, side))
		return kit_refuse(e, "§7.34", "supply: the %s player is active: at the start of "
				"each phase the active player checks his own units", active);
	return su_init(g, st, strcmp(side, "axis") == 0 ? S43_AXIS : S43_ALLIED, x, e);
}

/* 1 if hex i is a Salerno hex (hex column town=Salerno, as victory.c reads it). */
static int salerno_hex(const struct su_ctx *x, int i)
{
	const struct state_kind *k = state_kind(x->st, "hex");
	int c = k ? state_col(k, "town") : -1;

	return c >= 0 && strcmp(state_field(&k->rows[x->mm.m.hexes[i].row], c), "Salerno") == 0;
}

int s43_supply_exit_road(struct game_ctx *g, const struct state *st, struct grid_hex exit,
		int *ok, struct err *e)
{
	struct su_ctx x;
	int rc, *queue = NULL, head = 0, tail = 0, goal;
	unsigned char *seen = NULL;

	memset(&x, 0, sizeof x);
	*ok = 0;
	if ((rc = su_init(g, st, S43_ALLIED, &x, e)) != 0)
		goto done;
	int nh = x.mm.m.nhexes;
	goal = hex_index(&x, exit);
	/* states (hex, via Salerno): 2 * nh */
	if ((queue = malloc((size_t)nh * 2 * sizeof *queue)) == NULL ||
	    (seen = calloc((size_t)nh * 2, 1)) == NULL) {
		rc = err_set(e, EXIT_IO, "out of memory");
		goto done;
	}
	for (int s = 0; s < x.nsrc; s++) {
		int i = hex_index(&x, x.src[s].h), v;
		if (x.src[s].salerne || i < 0 || x.closed[i])
			continue;
		v = i * 2 + salerno_hex(&x, i);
		if (!seen[v])
			seen[v] = 1, queue[tail++] = v;
	}
	while (head < tail && !*ok) {
		int v = queue[head++], i = v / 2, via = v % 2;
		struct grid_hex nb[6];
		if (i == goal && via) {
			*ok = 1;
			break;
		}
		grid_neighbours(x.mm.m.hexes[i].h, nb);
		for (int k = 0; k < 6; k++) {
			int j = hex_index(&x, nb[k]), w;
			if (j < 0 || x.closed[j] || s43_mv_road(&x.mm, x.mm.m.hexes[i].h, nb[k]) != 1)
				continue;
			w = j * 2 + (via || salerno_hex(&x, j));
			if (!seen[w])
				seen[w] = 1, queue[tail++] = w;
		}
	}
done:
	free(queue);
	free(seen);
	su_free(&x);
	return rc;
}

int s43_supply_allied_at(struct game_ctx *g, const struct state *st, const char *id,
		struct grid_hex h, int *ok, struct err *e)
{
	struct su_ctx x;
	struct s43_unit *u;
	int rc;

	memset(&x, 0, sizeof x);
	*ok = 0;
	if ((rc = su_init(g, st, S43_ALLIED, &x, e)) == 0) {
		if ((u = s43_unit_find(&x.mm.m, id)) == NULL)
			rc = err_set(e, EXIT_DATA, "no unit '%s'", id);
		else if (x.auto9)
			*ok = 1;
		else {
			u->hex = h;      /* the map is this order's own copy */
			u->onmap = 1;
			u->offmap = 0;
			rc = trace_allied(&x, u, ok, e);
		}
	}
	su_free(&x);
	return rc;
}

/* Traces every unit of the side; with `st` writable, sets the markers. */
static int run(struct su_ctx *x, struct state *st, struct err *e)
{
	if (x->auto9)
		log_step(x->g->log, "§7.0, §24.42", "The morning and afternoon of 9 September: "
				"every Allied unit is in supply");
	for (int i = 0; i < x->mm.m.nunits; i++) {
		struct s43_unit *u = &x->mm.m.units[i];
		int ok, was;
		if (!u->onmap || u->offmap || u->side != x->side)
			continue;
		if (x->auto9)
			ok = 1;
		else if (x->side == S43_AXIS)
			ok = trace_axis(x, u);
		else if (trace_allied(x, u, &ok, e))
			return e->code;
		was = (u->flags & S43_F_OUT_OF_SUPPLY) != 0;
		ok ? x->in++ : x->out++;
		if (st == NULL)
			continue;
		if (s43_unit_flag(st, u, "out_of_supply", !ok))
			return err_set(e, EXIT_IO, "out of memory");
		if (ok == was) {
			log_step(x->g->log, "§7.34", "%s: the \"out of supply\" marker %s", u->id,
					ok ? _("is removed") : _("is placed"));
			snprintf(x->changed[ok] + strlen(x->changed[ok]), sizeof x->changed[ok] -
					strlen(x->changed[ok]), "%s%s", x->changed[ok][0] ? ", " : "",
					u->id);
		}
	}
	log_step(x->g->log, "§7.34", "%s units: %d in supply, %d out of supply",
			s43_side_name(x->side), x->in, x->out);
	return 0;
}

int s43_supply_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct su_ctx x;
	int rc;

	(void)c;
	if ((rc = setup(g, st, o, &x, e)) == 0) {
		static const char *const ids[] = { "axis-supply-radius", "supply-enemy-hex",
			"precipice-zoc", "mech-mp", NULL };
		s43_log_rulings(g, st, ids);
		rc = run(&x, st, e);
	}
	su_free(&x);
	return rc;
}

int s43_supply_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct su_ctx x;
	struct log quiet, *keep = g->log;
	int rc;

	log_open(&quiet, NULL, LOG_TEXT);
	g->log = &quiet;
	if ((rc = setup(g, st, o, &x, e)) == 0 && (rc = run(&x, NULL, e)) == 0) {
		snprintf(r->note, sizeof r->note, "no die: supply is traced, not rolled (§7)");
		char in[16], out[16];
		snprintf(in, sizeof in, "%d", x.in);
		snprintf(out, sizeof out, "%d", x.out);
		rc = s43_odds_certain(r, 2, (const char *const[]){ "in_supply", "out_of_supply" },
				(const char *const[]){ in, out }, e);
	}
	g->log = keep;
	su_free(&x);
	return rc;
}

/* ---- §7.34 at the start of each phase, §21.7 for a retreat ---- */

int s43_supply_phase(struct game_ctx *g, struct state *st, int side, const char *phase,
		struct err *e)
{
	struct su_ctx x;
	struct log quiet, *keep = g->log;
	const struct state_kind *hk = state_kind(st, "hex");
	int rc;

	if (hk == NULL || hk->nrows == 0)
		return 0;   /* no map to trace over: the supply order's markers stand */
	memset(&x, 0, sizeof x);
	log_open(&quiet, NULL, LOG_TEXT);
	g->log = &quiet;   /* each unit's trace: the supply order logs them */
	rc = su_init(g, st, side, &x, e) || run(&x, st, e) ? e->code : 0;
	g->log = keep;
	if (rc == 0) {
		log_step(g->log, "§7.34", "At the start of %s the %s player checks his units' "
				"supply: %d in supply, %d out of supply", phase, s43_side_m(side),
				x.in, x.out);
		if (x.changed[0][0])
			log_step(g->log, "§7.34", "\"Out of supply\" marker placed on %s", x.changed[0]);
		if (x.changed[1][0])
			log_step(g->log, "§7.34", "\"Out of supply\" marker removed from %s",
					x.changed[1]);
	}
	su_free(&x);
	return rc;
}

int s43_supply_at(struct game_ctx *g, const struct state *st, const char *id,
		struct grid_hex h, int *ok, struct err *e)
{
	struct su_ctx x;
	struct log quiet, *keep = g->log;
	struct s43_unit *u;
	const struct s43_unit *v;
	struct s43_map probe;
	int rc, side;

	*ok = 0;
	if (s43_map_load(&probe, st, e))
		return e->code;
	v = s43_unit_find(&probe, id);
	side = v ? v->side : -1;
	s43_map_free(&probe);
	if (side < 0)
		return err_set(e, EXIT_DATA, "no unit '%s'", id);
	memset(&x, 0, sizeof x);
	log_open(&quiet, NULL, LOG_TEXT);
	g->log = &quiet;
	if ((rc = su_init(g, st, side, &x, e)) == 0 &&
	    (u = s43_unit_find(&x.mm.m, id)) != NULL) {
		u->hex = h;      /* the map is this call's own copy */
		u->onmap = 1;
		u->offmap = 0;
		u->bank = 0;
		if (x.auto9)
			*ok = 1;
		else if (side == S43_AXIS)
			*ok = trace_axis(&x, u);
		else
			rc = trace_allied(&x, u, ok, e);
	}
	g->log = keep;
	su_free(&x);
	return rc;
}
