/*
 * board.c: the battlefield of Heroes of Normandie: names of squares, edges,
 * vertices and Lines; the board items a player types (Lines, terrain elements,
 * squares, drawn corners) in the state or in the tiles table; geomorphic tiles
 * placed and turned as a scenario lists them; and the board model the rules read:
 * every Line with its effects, every element with the Lines of its border, the
 * Lines lying on each edge, the drawn corners on the vertices.
 *
 * A board item comes from a `line`, `element`, `square` or `corner` row of the
 * state, or from the rows of tables/heroes/tiles.csv of a tile the state's `tile`
 * rows place (`tile,t1,WJ2-A,A1,0`). Both are read the same way; a tile's items
 * are in the tile's own squares and are moved and turned onto the board.
 *
 * §1.1 Lignes: a Line lies between two intercases (pt.1); a staircase is several
 * Lines (pt.2); a Line that encloses squares makes a terrain element, whose
 * defensive bonus helps only units inside (pt.5). So an element's border, cut
 * into its straight runs, is a set of Lines carrying the element's effects.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hon.h"
#include "i18n.h"

/* ---- names ---- */

int hon_sq_equal(struct grid_sq a, struct grid_sq b)
{
	return grid_sq_equal(a, b);
}

int hon_adjacent(struct grid_sq a, struct grid_sq b)
{
	return hon_distance(a, b) == 1;
}

/* A count of squares ("5 cases", "à 2 cases (ou moins)", "3 cases ou moins",
 * a range, a move) with a diagonal step counting 1, as the 8 squares round a
 * unit are its neighbours. Not in the seed, which gives the counts only: the
 * digest's reading (§10 A16, "HoN counts diagonals"); tables/heroes/README.md. */
int hon_distance(struct grid_sq a, struct grid_sq b)
{
	return grid_sq_distance8(a, b);
}

int hon_sq_parse(const char *text, struct grid_sq *s)
{
	return grid_sq_parse(text, s);
}

char *hon_sq_name(struct grid_sq s, char *buf, size_t size)
{
	char n[GRID_NAME_MAX];
	snprintf(buf, size, "%s", grid_sq_format(s, n));
	return buf;
}

/* "C4" followed by "/" and the rest: the square, and where the rest starts */
static const char *sq_then_slash(const char *text, struct grid_sq *s)
{
	char head[GRID_NAME_MAX];
	const char *slash = strchr(text, '/');
	size_t n = slash ? (size_t)(slash - text) : 0;

	if (slash == NULL || n == 0 || n >= sizeof head)
		return NULL;
	memcpy(head, text, n);
	head[n] = 0;
	if (strchr(head, ':') != NULL || grid_sq_parse(head, s))
		return NULL;
	return slash + 1;
}

int hon_vtx_parse(const char *text, struct grid_vx *v)
{
	struct grid_sq s;
	const char *c;

	if (text[0] == '+')
		return grid_vx_parse(text, v);
	if ((c = sq_then_slash(text, &s)) == NULL || strlen(c) != 2 ||
			(c[0] != 'n' && c[0] != 's') || (c[1] != 'w' && c[1] != 'e'))
		return -1;
	v->i = s.x + (c[1] == 'e');
	v->j = s.y + (c[0] == 's');
	return 0;
}

/* The Heroes shorthand for a run: the sides n, e, s or w of a row (n, s) or
 * column (e, w) of squares, "C4:F4/n"; core/grid's "+C4-+G4" too. */
int hon_run_parse(const char *text, struct grid_run *r)
{
	char first[GRID_NAME_MAX];
	struct grid_sq s, t;
	struct grid_vx a, b;
	const char *colon = strchr(text, ':'), *side;

	if (text[0] == '+')
		return grid_run_parse(text, r);
	if (colon != NULL) {
		size_t n = (size_t)(colon - text);
		if (n == 0 || n >= sizeof first)
			return -1;
		memcpy(first, text, n);
		first[n] = 0;
		if (grid_sq_parse(first, &s) || (side = sq_then_slash(colon + 1, &t)) == NULL)
			return -1;
	} else if ((side = sq_then_slash(text, &s)) == NULL) {
		return -1;
	} else {
		t = s;
	}
	if (strlen(side) != 1)
		return -1;
	int lo, hi;
	switch (side[0]) {
	case 'n': case 's':
		if (s.y != t.y)
			return -1;
		lo = s.x < t.x ? s.x : t.x, hi = s.x < t.x ? t.x : s.x;
		a.j = b.j = s.y + (side[0] == 's');
		a.i = lo, b.i = hi + 1;
		break;
	case 'w': case 'e':
		if (s.x != t.x)
			return -1;
		lo = s.y < t.y ? s.y : t.y, hi = s.y < t.y ? t.y : s.y;
		a.i = b.i = s.x + (side[0] == 'e');
		a.j = lo, b.j = hi + 1;
		break;
	default:
		return -1;
	}
	return grid_run_make(a, b, r);
}

char *hon_run_name(int vert, int c, int a, int b, char *buf, size_t size)
{
	struct grid_run r;
	char n[GRID_NAME_MAX];
	struct grid_vx p = { vert ? c : a, vert ? a : c }, q = { vert ? c : b, vert ? b : c };

	if (grid_run_make(p, q, &r))
		snprintf(buf, size, "?");
	else
		snprintf(buf, size, "%s", grid_run_format(r, n));
	return buf;
}

int hon_squares_parse(const char *text, struct grid_sq *out, int max)
{
	int n = 0;
	const char *p = text;

	while (*p) {
		char item[40], *colon;
		struct grid_sq s, t;
		size_t len = strcspn(p, ";");
		if (len == 0 || len >= sizeof item)
			return -1;
		memcpy(item, p, len);
		item[len] = 0;
		p += len + (p[len] == ';');
		if ((colon = strchr(item, ':')) != NULL)
			*colon = 0;
		if (grid_sq_parse(item, &s) || (colon && grid_sq_parse(colon + 1, &t)))
			return -1;
		if (!colon)
			t = s;
		int x0 = s.x < t.x ? s.x : t.x, x1 = s.x < t.x ? t.x : s.x;
		int y0 = s.y < t.y ? s.y : t.y, y1 = s.y < t.y ? t.y : s.y;
		for (int y = y0; y <= y1; y++)
			for (int x = x0; x <= x1; x++) {
				if (n >= max)
					return -2;
				out[n].x = x, out[n].y = y, n++;
			}
	}
	return n > 0 ? n : -1;
}

int hon_on_board(const struct hon_board *b, struct grid_sq s)
{
	return s.x >= 0 && s.y >= 0 && s.x < b->w && s.y < b->h;
}

int hon_elem_at(const struct hon_board *b, struct grid_sq s)
{
	return hon_on_board(b, s) ? b->elem[s.y * b->w + s.x] : -1;
}

const struct hon_edge *hon_edge(const struct hon_board *b, int vert, int x, int y)
{
	if (vert)
		return x >= 0 && x <= b->w && y >= 0 && y < b->h ? &b->vedge[y * (b->w + 1) + x] :
			NULL;
	return x >= 0 && x < b->w && y >= 0 && y <= b->h ? &b->hedge[y * b->w + x] : NULL;
}

/* §1.1 Lignes pt.4: adjacent by a side lying on the Line (digest A2 (a)), or
 * also by a corner on it (ruling line-adjacent=corner). */
int hon_sq_touches_line(const struct hon_line *l, struct grid_sq s, int corners)
{
	return grid_sq_sides_on(s, l->run) != 0 || (corners && grid_sq_corner_on(s, l->run));
}

/* ---- effects ---- */

static const struct {
	const char *name;
	unsigned bit;
} fx_names[] = {
	{ "obstacle", HN_FX_OBSTACLE }, { "difficult", HN_FX_DIFFICULT },
	{ "noveh", HN_FX_NOVEH }, { "impassable", HN_FX_IMP_ALL },
	{ "sunken", HN_FX_SUNKEN }, { "elevation", HN_FX_ELEV }, { "dominant", HN_FX_DOM },
	{ "wall", HN_FX_WALL }, { "blocks", HN_FX_BLOCK }, { "access", HN_FX_ACCESS },
	{ "passage", HN_FX_PASSAGE }, { "water", HN_FX_WATER }, { "building", HN_FX_BUILDING },
	{ "ruins", HN_FX_RUINS }, { "bunker", HN_FX_BUNKER },
};

char *hon_fx_name(const struct hon_fx *fx, char *buf, size_t size)
{
	size_t n = 0;

	buf[0] = 0;
	for (size_t i = 0; i < sizeof fx_names / sizeof fx_names[0]; i++)
		if (fx->bits & fx_names[i].bit)
			n += (size_t)snprintf(buf + n, n < size ? size - n : 0, "%s%s", n ? ";" : "",
					fx_names[i].name);
	if (fx->bits & HN_FX_OBST_INF)
		n += (size_t)snprintf(buf + n, n < size ? size - n : 0, "%sobstacle=inf",
				n ? ";" : "");
	if (fx->bits & HN_FX_IMP_VEH)
		n += (size_t)snprintf(buf + n, n < size ? size - n : 0, "%simpassable=veh",
				n ? ";" : "");
	if (fx->bits & HN_FX_IMP_INF)
		n += (size_t)snprintf(buf + n, n < size ? size - n : 0, "%simpassable=inf",
				n ? ";" : "");
	if (fx->bits & (HN_FX_DEF | HN_FX_DEF_INF)) {
		char v[16];
		if (fx->def == HN_UNKNOWN)
			snprintf(v, sizeof v, "?");
		else
			snprintf(v, sizeof v, "%d", fx->def);
		n += (size_t)snprintf(buf + n, n < size ? size - n : 0, "%s%s=%s", n ? ";" : "",
				fx->bits & HN_FX_DEF_INF ? "def_inf" : "def", v);
	}
	if (n == 0)
		snprintf(buf, size, "none");
	return buf;
}

/* The context of a board item being read, for its messages. */
struct item_src {
	const struct state *st;
	const struct state_row *row;   /* a state row, or NULL for a tile row */
	int col;                       /* the column of the field being read */
	const struct table *t;         /* the tiles table */
	int trow;                      /* its row */
	char origin[64];
	int c_id, c_at, c_kind, c_fx;  /* where the item's fields are */
};

static int bad(struct err *e, const struct item_src *s, const char *fmt, const char *what,
		const char *extra)
{
	char msg[512];
	snprintf(msg, sizeof msg, fmt, what, extra ? extra : "");
	if (s->row != NULL)
		return kit_bad(e, s->st, s->row, s->col, "%s (%s)", msg, HN_PAGE);
	return err_set(e, EXIT_DATA, "%s:%d:%d: %s (%s, %s)", s->t->source,
			s->t->lines ? s->t->lines[s->trow] : 0, s->col + 1, msg, s->origin, HN_PAGE);
}

/* Parse a ';'-list of effects into fx; arrow, zone and corners go to *extra. */
static int fx_parse(const char *text, struct hon_fx *fx, char *extra, size_t esize,
		const struct item_src *s, struct err *e)
{
	const char *p = text;

	if (extra)
		extra[0] = 0;
	while (*p) {
		char item[64];
		size_t len = strcspn(p, ";");
		int found = 0;
		if (len >= sizeof item)
			return bad(e, s, "effect '%.40s...' is too long%s", p, NULL);
		memcpy(item, p, len);
		item[len] = 0;
		p += len + (p[len] == ';');
		if (item[0] == 0)
			continue;
		for (size_t i = 0; i < sizeof fx_names / sizeof fx_names[0] && !found; i++)
			if (strcmp(item, fx_names[i].name) == 0)
				fx->bits |= fx_names[i].bit, found = 1;
		if (found)
			continue;
		if (!strcmp(item, "obstacle=inf"))
			fx->bits |= HN_FX_OBST_INF;
		else if (!strcmp(item, "impassable=veh"))
			fx->bits |= HN_FX_IMP_VEH;
		else if (!strcmp(item, "impassable=inf"))
			fx->bits |= HN_FX_IMP_INF;
		else if (!strncmp(item, "def", 3) && (item[3] == 0 || item[3] == '=' ||
					!strncmp(item + 3, "_inf", 4))) {
			const char *v = strchr(item, '=');
			fx->bits |= !strncmp(item + 3, "_inf", 4) ? HN_FX_DEF_INF : HN_FX_DEF;
			if (v == NULL || !strcmp(v + 1, "?"))
				fx->def = HN_UNKNOWN;
			else {
				char *end;
				long d = strtol(v + 1, &end, 10);
				if (*end || end == v + 1 || d < -9 || d > 9)
					return bad(e, s, "defensive bonus '%s' is not a number from -9 to 9 "
							"or ?%s", item, NULL);
				fx->def = (int)d;
				fx->defkey = NULL;
			}
		} else if (extra && (!strncmp(item, "arrow=", 6) || !strncmp(item, "zone=", 5) ||
					!strcmp(item, "corners=auto"))) {
			size_t n = strlen(extra);
			snprintf(extra + n, esize - n, "%s%s", n ? ";" : "", item);
		} else {
			return bad(e, s, "unknown effect '%s'%s", item, NULL);
		}
	}
	return 0;
}

/* ---- the items of one source (the state, or one placed tile) ---- */

/* Where a tile's item goes on the board: turned by rot (0, 90, 180, 270,
 * clockwise) inside a tile of tw x th squares whose top-left lands on (ox, oy). */
struct place {
	int ox, oy, tw, th, rot;
	int tile;            /* 1 for a tile's items */
};

static struct grid_sq place_vtx(const struct place *pl, struct grid_sq v)
{
	struct grid_sq r = v;
	if (!pl->tile)
		return v;
	switch (pl->rot) {
	case 90: r.x = pl->th - v.y, r.y = v.x; break;
	case 180: r.x = pl->tw - v.x, r.y = pl->th - v.y; break;
	case 270: r.x = v.y, r.y = pl->tw - v.x; break;
	}
	r.x += pl->ox, r.y += pl->oy;
	return r;
}

static struct grid_sq place_sq(const struct place *pl, struct grid_sq s)
{
	struct grid_sq a = place_vtx(pl, s), b = { s.x + 1, s.y + 1 };
	b = place_vtx(pl, b);
	struct grid_sq r = { a.x < b.x ? a.x : b.x, a.y < b.y ? a.y : b.y };
	return r;
}

static int tile_fits(const struct place *pl, struct grid_sq v, int vertex)
{
	if (!pl->tile)
		return 1;
	return v.x >= 0 && v.y >= 0 && v.x <= pl->tw - !vertex && v.y <= pl->th - !vertex;
}

static struct hon_line *line_add(struct hon_board *b, struct err *e)
{
	if (b->nlines == b->caplines) {
		int cap = b->caplines ? 2 * b->caplines : 64;
		struct hon_line *n = realloc(b->lines, (size_t)cap * sizeof *n);
		if (n == NULL)
			return err_set(e, EXIT_IO, "out of memory"), NULL;
		b->lines = n;
		b->caplines = cap;
	}
	memset(&b->lines[b->nlines], 0, sizeof b->lines[0]);
	b->lines[b->nlines].elem = -1;
	return &b->lines[b->nlines++];
}

/* The Line's place: its fields and its core/grid run. */
static void line_set(struct hon_line *l, int vert, int c, int a, int z)
{
	struct grid_vx p = { vert ? c : a, vert ? a : c }, q = { vert ? c : z, vert ? z : c };
	l->vert = vert, l->c = c, l->a = a, l->b = z;
	grid_run_make(p, q, &l->run);
}

static int edge_mark(struct hon_board *b, int vert, int x, int y, int line, unsigned bits,
		const struct item_src *s, struct err *e)
{
	struct hon_edge *ed = (struct hon_edge *)hon_edge(b, vert, x, y);
	if (ed == NULL)
		return bad(e, s, "%s lies off the board%s", "the Line", NULL);
	ed->bits |= bits;
	if (line >= 0) {
		if (ed->nl == HN_EDGE_LINES)
			return bad(e, s, "more than 6 Lines on one edge%s%s", "", NULL);
		ed->l[ed->nl++] = line;
	}
	return 0;
}

/* A `line` item: at = run, effects. Access and passage edges mark the edges
 * of a trench's border; the other effects make a Line. */
static int item_line(struct hon_board *b, const struct place *pl, const char *id,
		const char *at, const char *effects, struct item_src *s, int line, struct err *e)
{
	struct grid_run run;
	struct grid_sq va, vb;
	struct hon_fx fx = { 0, 0, NULL };

	s->col = s->c_at;
	if (hon_run_parse(at, &run))
		return bad(e, s, "'%s' is not a Line: write a run of edges, +C4-+F4, or the sides "
				"of a row or column of squares, C4/n, C4:F4/n, C4:C7/w%s", at, NULL);
	va.x = run.a.i, va.y = run.a.j, vb.x = run.b.i, vb.y = run.b.j;
	if (!tile_fits(pl, va, 1) || !tile_fits(pl, vb, 1))
		return bad(e, s, "Line '%s' is off its tile%s", at, NULL);
	s->col = s->c_fx;
	if (fx_parse(effects, &fx, NULL, 0, s, e))
		return e->code;
	va = place_vtx(pl, va), vb = place_vtx(pl, vb);
	int vert = va.x == vb.x;
	int c = vert ? va.x : va.y, a = vert ? va.y : va.x, z = vert ? vb.y : vb.x;
	if (a > z) { int t = a; a = z; z = t; }
	unsigned edgebits = fx.bits & (HN_FX_ACCESS | HN_FX_PASSAGE | HN_FX_WALL);
	int li = -1;
	if (fx.bits & ~(HN_FX_ACCESS | HN_FX_PASSAGE)) {
		struct hon_line *l = line_add(b, e);
		if (l == NULL)
			return e->code;
		snprintf(l->id, sizeof l->id, "%s", id);
		line_set(l, vert, c, a, z);
		l->fx = fx;
		l->line = line;
		snprintf(l->origin, sizeof l->origin, "%s", s->origin);
		li = b->nlines - 1;
	}
	s->col = s->c_at;
	for (int k = a; k < z; k++)
		if (edge_mark(b, vert, vert ? c : k, vert ? k : c, li, edgebits, s, e))
			return e->code;
	return 0;
}

static const char *const ekinds[] = { "trench", "foxhole", "grass", "other", NULL };

/* An `element` item: kind, squares, effects. The seed's pictograms give each
 * kind's effects: trench §1.4 (Bonus défensif (Infanterie), Interdit aux
 * Véhicules, Encaissé, Passage difficile), foxhole §1.4 (Bonus défensif
 * (infanterie), Encaissé), tall grass §1.2 (Obstacle (Infanterie)). */
static int item_element(struct hon_board *b, const struct place *pl, const char *id,
		const char *kind, const char *squares, const char *effects, struct item_src *s,
		int line, struct grid_sq *buf, int bufmax, struct err *e)
{
	struct hon_element el;
	char extra[256];
	int k = kit_enum(ekinds, kind), n;

	memset(&el, 0, sizeof el);
	s->col = s->c_kind;
	if (k < 0)
		return bad(e, s, "unknown element kind '%s' (trench, foxhole, grass, other)%s",
				kind, NULL);
	el.kind = (enum hon_ekind)k;
	switch (el.kind) {
	case HN_EL_TRENCH:
		el.fx.bits = HN_FX_DEF_INF | HN_FX_NOVEH | HN_FX_SUNKEN | HN_FX_DIFFICULT;
		el.fx.def = HN_UNKNOWN, el.fx.defkey = "def_trench";
		break;
	case HN_EL_FOXHOLE:
		el.fx.bits = HN_FX_DEF_INF | HN_FX_SUNKEN;
		el.fx.def = HN_UNKNOWN, el.fx.defkey = "def_foxhole";
		break;
	case HN_EL_GRASS:
		el.fx.bits = HN_FX_OBST_INF;
		break;
	default:
		break;
	}
	s->col = s->c_at;
	if ((n = hon_squares_parse(squares, buf, bufmax)) < 0)
		return bad(e, s, n == -2 ? _("'%s' holds more squares than one row may give%s") :
				_("'%s' is not a set of squares: C3, C3:E5, C3:E3;E4%s"), squares, NULL);
	s->col = s->c_fx;
	if (fx_parse(effects, &el.fx, extra, sizeof extra, s, e))
		return e->code;
	if (b->nelems >= 4096)
		return bad(e, s, "more than 4096 terrain elements%s%s", "", NULL);
	snprintf(el.id, sizeof el.id, "%s", id);
	el.line = line;
	snprintf(el.origin, sizeof el.origin, "%s", s->origin);
	struct hon_element *ne = realloc(b->elems, (size_t)(b->nelems + 1) * sizeof *ne);
	if (ne == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	b->elems = ne;
	b->elems[b->nelems] = el;
	s->col = s->c_at;
	for (int i = 0; i < n; i++) {
		if (!tile_fits(pl, buf[i], 0))
			return bad(e, s, "square of '%s' is off its tile%s", squares, NULL);
		struct grid_sq q = place_sq(pl, buf[i]);
		if (!hon_on_board(b, q))
			return bad(e, s, "square of '%s' is off the board%s", squares, NULL);
		int *cell = &b->elem[q.y * b->w + q.x];
		if (*cell >= 0 && *cell != b->nelems) {
			char nm[16];
			return bad(e, s, "square %s is already in another terrain element%s",
					hon_sq_name(q, nm, sizeof nm), NULL);
		}
		*cell = b->nelems;
	}
	b->nelems++;
	if (strstr(extra, "corners=auto")) {
		/* the inner corners of its shape: a vertex three of whose four squares
		 * are in the element */
		int ei = b->nelems - 1;
		for (int y = 1; y < b->h; y++)
			for (int x = 1; x < b->w; x++) {
				int in = (b->elem[(y - 1) * b->w + x - 1] == ei) +
					(b->elem[(y - 1) * b->w + x] == ei) +
					(b->elem[y * b->w + x - 1] == ei) + (b->elem[y * b->w + x] == ei);
				if (in == 3)
					b->corner[y * (b->w + 1) + x] = ei;
			}
	}
	return 0;
}

static int item_square(struct hon_board *b, const struct place *pl, const char *squares,
		const char *effects, struct item_src *s, struct grid_sq *buf, int bufmax,
		struct err *e)
{
	struct hon_fx fx = { 0, 0, NULL };
	char extra[256];
	int n;

	s->col = s->c_at;
	if ((n = hon_squares_parse(squares, buf, bufmax)) < 0)
		return bad(e, s, n == -2 ? _("'%s' holds more squares than one row may give%s") :
				_("'%s' is not a set of squares: C3, C3:E5, C3:E3;E4%s"), squares, NULL);
	s->col = s->c_fx;
	if (fx_parse(effects, &fx, extra, sizeof extra, s, e))
		return e->code;
	int arrow = 0, zone = 0;
	for (const char *p = extra; *p;) {
		size_t len = strcspn(p, ";");
		if (!strncmp(p, "arrow=", 6)) {
			const char *v = p + 6;
			size_t vl = len - 6;
			arrow = vl == 2 && !strncmp(v, "cw", 2) ? 1 : vl == 2 && !strncmp(v, "de", 2) ? 2 :
				vl == 4 && !strncmp(v, "both", 4) ? 3 : -1;
			if (arrow < 0)
				return bad(e, s, "arrow= takes cw, de or both%s%s", "", NULL);
		} else if (!strncmp(p, "zone=", 5)) {
			const char *v = p + 5;
			zone = !strncmp(v, "cw", 2) ? 1 : !strncmp(v, "de", 2) ? 2 : -1;
			if (zone > 0 && v[2] == ':' && v[3] >= '1' && v[3] <= '9')
				zone += 4 * (v[3] - '0');
			else if (zone > 0 && v + 2 != p + len)
				zone = -1;
			if (zone < 0)
				return bad(e, s, "zone= takes cw, de, cw:N or de:N%s%s", "", NULL);
		} else if (!strncmp(p, "corners=auto", 12)) {
			return bad(e, s, "corners=auto belongs to an element%s%s", "", NULL);
		}
		p += len + (p[len] == ';');
	}
	s->col = s->c_at;
	for (int i = 0; i < n; i++) {
		if (!tile_fits(pl, buf[i], 0))
			return bad(e, s, "square of '%s' is off its tile%s", squares, NULL);
		struct grid_sq q = place_sq(pl, buf[i]);
		if (!hon_on_board(b, q))
			return bad(e, s, "square of '%s' is off the board%s", squares, NULL);
		struct hon_fx *f = &b->sqfx[q.y * b->w + q.x];
		f->bits |= fx.bits;
		if (fx.bits & (HN_FX_DEF | HN_FX_DEF_INF))
			f->def = fx.def;
		if (arrow)
			b->arrow[q.y * b->w + q.x] = (unsigned char)arrow;
		if (zone)
			b->zone[q.y * b->w + q.x] = (unsigned char)zone;
	}
	return 0;
}

static int item_corner(struct hon_board *b, const struct place *pl, const char *at,
		const char *elem, struct item_src *s, int first_elem, struct err *e)
{
	struct grid_vx gv;
	struct grid_sq v;
	int ei = -1;

	s->col = s->c_at;
	if (hon_vtx_parse(at, &gv))
		return bad(e, s, "'%s' is not a vertex: write +C4, or a square's corner, C4/se%s",
				at, NULL);
	v.x = gv.i, v.y = gv.j;
	if (!tile_fits(pl, v, 1))
		return bad(e, s, "vertex '%s' is off its tile%s", at, NULL);
	v = place_vtx(pl, v);
	for (int i = first_elem; i < b->nelems; i++)
		if (!strcmp(b->elems[i].id, elem))
			ei = i;
	if (ei < 0) {
		s->col = s->c_id;
		return bad(e, s, "no terrain element '%s' for this corner%s", elem, NULL);
	}
	if (v.x > b->w || v.y > b->h)
		return bad(e, s, "vertex '%s' is off the board%s", at, NULL);
	b->corner[v.y * (b->w + 1) + v.x] = ei;
	return 0;
}

/* One board item, from the state or a tile: `item` is line, element, square
 * or corner. */
static int item_read(struct hon_board *b, const struct place *pl, const char *item,
		const char *id, const char *at, const char *kind, const char *effects,
		struct item_src *s, int line, int first_elem, struct grid_sq *buf, int bufmax,
		struct err *e)
{
	if (!strcmp(item, "element"))
		return item_element(b, pl, id, kind, at, effects, s, line, buf, bufmax, e);
	if (!strcmp(item, "line"))
		return item_line(b, pl, id, at, effects, s, line, e);
	if (!strcmp(item, "square"))
		return item_square(b, pl, at, effects, s, buf, bufmax, e);
	if (!strcmp(item, "corner"))
		return item_corner(b, pl, at, id, s, first_elem, e);
	s->col = 1;
	return bad(e, s, "unknown tile item '%s' (size, line, element, square, corner)%s", item,
			NULL);
}

/* ---- the model ---- */

static int board_alloc(struct hon_board *b, struct err *e)
{
	size_t n = (size_t)b->w * (size_t)b->h;
	b->elem = malloc(n * sizeof *b->elem);
	b->sqfx = calloc(n, sizeof *b->sqfx);
	b->arrow = calloc(n, 1);
	b->zone = calloc(n, 1);
	b->corner = malloc((size_t)(b->w + 1) * (size_t)(b->h + 1) * sizeof *b->corner);
	b->hedge = calloc((size_t)b->w * (size_t)(b->h + 1), sizeof *b->hedge);
	b->vedge = calloc((size_t)(b->w + 1) * (size_t)b->h, sizeof *b->vedge);
	if (!b->elem || !b->sqfx || !b->arrow || !b->zone || !b->corner || !b->hedge ||
			!b->vedge)
		return err_set(e, EXIT_IO, "out of memory");
	for (size_t i = 0; i < n; i++)
		b->elem[i] = -1;
	for (size_t i = 0; i < (size_t)(b->w + 1) * (size_t)(b->h + 1); i++)
		b->corner[i] = -1;
	return 0;
}

void hon_board_free(struct hon_board *b)
{
	free(b->elem);
	free(b->sqfx);
	free(b->arrow);
	free(b->zone);
	free(b->corner);
	free(b->hedge);
	free(b->vedge);
	free(b->elems);
	free(b->lines);
	memset(b, 0, sizeof *b);
}

static int in_elem(const struct hon_board *b, int x, int y, int ei)
{
	return x >= 0 && y >= 0 && x < b->w && y < b->h && b->elem[y * b->w + x] == ei;
}

/* The border of each element, cut into its straight runs: one Line per run
 * (§1.1 Lignes pt.2 and pt.5). A run ends where the border turns, stops, or
 * changes the side the element is on. Borders along the edge of the board are
 * no Line: nothing crosses them. */
static int borders(struct hon_board *b, struct err *e)
{
	struct item_src s = { 0 };
	for (int ei = 0; ei < b->nelems; ei++) {
		const struct hon_element *el = &b->elems[ei];
		snprintf(s.origin, sizeof s.origin, "%s", el->origin);
		for (int vert = 0; vert < 2; vert++) {
			int nc = vert ? b->w : b->h, na = vert ? b->h : b->w;
			for (int c = 1; c < nc; c++) {
				int run = -1, side = 0;
				for (int a = 0; a <= na; a++) {
					int inA = 0, inB = 0, sd = 0;
					if (a < na) {
						inA = vert ? in_elem(b, c - 1, a, ei) : in_elem(b, a, c - 1, ei);
						inB = vert ? in_elem(b, c, a, ei) : in_elem(b, a, c, ei);
						sd = inA != inB ? (inA ? 1 : 2) : 0;
					}
					if (run >= 0 && sd != side) {
						struct hon_line *l = line_add(b, e);
						if (l == NULL)
							return e->code;
						snprintf(l->id, sizeof l->id, "%s", el->id);
						line_set(l, vert, c, run, a);
						l->fx = el->fx;
						l->fx.bits &= ~(HN_FX_WATER | HN_FX_BUILDING | HN_FX_RUINS |
								HN_FX_BUNKER);
						l->elem = ei;
						l->line = el->line;
						snprintf(l->origin, sizeof l->origin, "%s", el->origin);
						for (int k = run; k < a; k++)
							if (edge_mark(b, vert, vert ? c : k, vert ? k : c,
										b->nlines - 1, 0, &s, e))
								return e->code;
						run = -1;
					}
					if (sd && run < 0)
						run = a, side = sd;
				}
			}
		}
	}
	return 0;
}

/* The rows of the state that describe the board: each kind's columns, named as
 * a tile row's fields (elements first, so corners can name them). */
static int state_items(struct hon_board *b, const struct state *st, struct grid_sq *buf,
		int bufmax, struct err *e)
{
	static const struct place none = { 0, 0, 0, 0, 0, 0 };
	static const struct {
		const char *kind;
		const char *cols[5];       /* id, at, kind, effects: "" when the kind has none */
		const char *need[5];
	} kinds[] = {
		{ "element", { "id", "squares", "kind", "effects" },
		  { "id", "kind", "squares", "effects", NULL } },
		{ "line", { "id", "at", "", "effects" }, { "id", "at", "effects", NULL } },
		{ "square", { "", "at", "", "effects" }, { "at", "effects", NULL } },
		{ "corner", { "element", "at", "", "" }, { "at", "element", NULL } },
	};

	for (size_t n = 0; n < sizeof kinds / sizeof kinds[0]; n++) {
		const struct state_kind *k = state_kind(st, kinds[n].kind);
		struct item_src s = { st, NULL, 0, NULL, 0, "state", 0, 0, 0, 0 };
		int col[4];
		if (k == NULL)
			continue;
		if (kit_need_cols(st, k, kinds[n].need, HN_PAGE, e))
			return e->code;
		for (int c = 0; c < 4; c++)
			col[c] = *kinds[n].cols[c] ? state_col(k, kinds[n].cols[c]) : -1;
		s.c_id = col[0], s.c_at = col[1], s.c_kind = col[2], s.c_fx = col[3];
		for (int i = 0; i < k->nrows; i++) {
			const struct state_row *r = &k->rows[i];
			s.row = r;
			if (item_read(b, &none, kinds[n].kind, state_field(r, col[0]),
						state_field(r, col[1]), state_field(r, col[2]),
						state_field(r, col[3]), &s, r->line, 0, buf, bufmax, e))
				return e->code;
		}
	}
	return 0;
}

/* ---- tiles ---- */

struct tile_place {
	const struct state_row *row;
	char name[32];
	int trow_size;          /* the tiles table's size row */
	int tw, th;             /* as printed, before turning */
	int layout, lr, lc;     /* placed by layout position rRcC */
	struct place pl;
};

static int tile_size(const struct table *t, struct tile_place *tp, const struct state *st,
		struct err *e)
{
	int cs = table_col(t, "at");
	const char *v;
	for (int r = 1; r < t->nrows; r++)
		if (!strcmp(table_cell(t, r, 0), tp->name) && !strcmp(table_cell(t, r, 1), "size")) {
			if (table_need(t, r, cs, "tile size, scenario plan", &v, e))
				return e->code;
			if (sscanf(v, "%dx%d", &tp->tw, &tp->th) != 2 || tp->tw < 1 || tp->th < 1 ||
					tp->tw > HN_MAXDIM || tp->th > HN_MAXDIM)
				return err_set(e, EXIT_DATA, "%s:%d:%d: tile %s: size '%s' is not WxH "
						"squares (%s)", t->source, t->lines ? t->lines[r] : 0, cs + 1,
						tp->name, v, HN_PAGE);
			return 0;
		}
	return kit_bad(e, st, tp->row, state_col(state_kind(st, "tile"), "tile"), "tile '%s' "
			"is not in the tiles table (tables/heroes/tiles.csv; give its size row and "
			"items, or describe the board in the state) (%s)", tp->name, HN_PAGE);
}

static int tiles_place(struct tile_place *tp, int n, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "tile");
	int ca = state_col(k, "at"), cr = state_col(k, "rot");

	for (int i = 0; i < n; i++) {
		const char *at = state_field(tp[i].row, ca), *rot = state_field(tp[i].row, cr);
		int rv = atoi(rot);
		if ((rv != 0 && rv != 90 && rv != 180 && rv != 270) ||
				strspn(rot, "0123456789") != strlen(rot) || !*rot)
			return kit_bad(e, st, tp[i].row, cr, "rot '%s' is not 0, 90, 180 or 270 (%s)",
					rot, HN_PAGE);
		tp[i].pl.rot = rv;
		tp[i].pl.tile = 1;
		tp[i].pl.tw = tp[i].tw, tp[i].pl.th = tp[i].th;
		int w = rv % 180 ? tp[i].th : tp[i].tw, h = rv % 180 ? tp[i].tw : tp[i].th;
		struct grid_sq o;
		if (!strcmp(at, "?"))
			return err_set(e, EXIT_UNKNOWN, "%s:%d:%d: tile %s (%s) has no place ('?'): "
					"the scenario's plan is a picture the seed lost; write the square its "
					"top-left corner covers in column 'at' (%s)", kit_path(st),
					tp[i].row->line, ca + 1, state_field(tp[i].row, 1), tp[i].name, HN_PAGE);
		if (sscanf(at, "r%dc%d", &tp[i].lr, &tp[i].lc) == 2 && tp[i].lr >= 1 &&
				tp[i].lc >= 1 && tp[i].lr <= 9 && tp[i].lc <= 9) {
			/* a layout position: tiles of a scenario are laid edge to edge, so
			 * row r, column c starts after r-1 tiles' heights and c-1 widths */
			tp[i].pl.ox = (tp[i].lc - 1) * w;
			tp[i].pl.oy = (tp[i].lr - 1) * h;
		} else if (hon_sq_parse(at, &o) == 0) {
			tp[i].pl.ox = o.x, tp[i].pl.oy = o.y;
		} else {
			return kit_bad(e, st, tp[i].row, ca, "at '%s' is neither a square (A1) nor a "
					"layout position (r1c2) (%s)", at, HN_PAGE);
		}
	}
	return 0;
}

static int tile_items(struct hon_board *b, const struct table *t, struct tile_place *tp,
		const struct state *st, struct grid_sq *buf, int bufmax, struct err *e)
{
	int first = b->nelems;
	struct item_src s = { st, NULL, 0, t, 0, "", 2, 3, 4, 5 };

	snprintf(s.origin, sizeof s.origin, "tile %s", tp->name);
	/* elements first, so corners can name them */
	for (int pass = 0; pass < 2; pass++)
		for (int r = 1; r < t->nrows; r++) {
			const char *item = table_cell(t, r, 1);
			if (strcmp(table_cell(t, r, 0), tp->name) || !strcmp(item, "size") ||
					(pass == 0) != !strcmp(item, "element"))
				continue;
			s.trow = r;
			if (item_read(b, &tp->pl, item, table_cell(t, r, 2), table_cell(t, r, 3),
						table_cell(t, r, 4), table_cell(t, r, 5), &s,
						t->lines ? t->lines[r] : 0, first, buf, bufmax, e))
				return e->code;
		}
	return 0;
}

/* The state's tiles: their table, rotations, sizes and places; the board
 * grows to hold them. *tp gets the placed tiles (free it). */
static int tiles_load(struct hon_board *b, struct game_ctx *g, const struct state *st,
		const struct table **t, struct tile_place **tp, int *ntp, struct err *e)
{
	const struct state_kind *tk = state_kind(st, "tile");
	static const char *const tile_cols[] = { "id", "tile", "at", "rot", NULL };
	static const char *const tcols[] = { "tile", "item", "id", "at", "kind", "effects" };

	*ntp = 0;
	if (tk == NULL || tk->nrows == 0)
		return 0;
	if (kit_need_cols(st, tk, tile_cols, HN_PAGE, e) ||
			table_get(g->tables, "heroes", "tiles", t, e))
		return e->code;
	for (int c = 0; c < 6; c++)
		if (table_col(*t, tcols[c]) != c)
			return err_set(e, EXIT_DATA, "%s:1:1: the tiles table's columns must be "
					"tile,item,id,at,kind,effects (%s)", (*t)->source, HN_PAGE);
	for (int i = 0; i < tk->nrows; i++) {
		const char *rot = state_field(&tk->rows[i], state_col(tk, "rot"));
		if (strcmp(rot, "0") && strcmp(rot, "90") && strcmp(rot, "180") && strcmp(rot, "270"))
			return kit_bad(e, st, &tk->rows[i], state_col(tk, "rot"), "rot '%s' is not 0, "
					"90, 180 or 270 (%s)", rot, HN_PAGE);
	}
	if (tk->nrows > 64)
		return kit_bad_at(e, st, tk->line, 1, "more than 64 tiles (%s)", HN_PAGE);
	if ((*tp = calloc((size_t)tk->nrows, sizeof **tp)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < tk->nrows; i++, (*ntp)++) {
		(*tp)[i].row = &tk->rows[i];
		snprintf((*tp)[i].name, sizeof (*tp)[i].name, "%s",
				state_field(&tk->rows[i], state_col(tk, "tile")));
		if (tile_size(*t, &(*tp)[i], st, e))
			return e->code;
	}
	if (tiles_place(*tp, *ntp, st, e))
		return e->code;
	for (int i = 0; i < *ntp; i++) {
		const struct place *pl = &(*tp)[i].pl;
		int w = pl->rot % 180 ? pl->th : pl->tw, h = pl->rot % 180 ? pl->tw : pl->th;
		if (pl->ox + w > b->w)
			b->w = pl->ox + w;
		if (pl->oy + h > b->h)
			b->h = pl->oy + h;
	}
	return 0;
}

/* `set,board,WxH`: the board is at least that big. */
static int board_size(struct hon_board *b, const struct state *st, struct err *e)
{
	const char *sz = state_get(st, "board");
	int w, h;
	char tail;

	if (sz != NULL) {
		if (sscanf(sz, "%dx%d%c", &w, &h, &tail) != 2 || w < 1 || h < 1 || w > HN_MAXDIM ||
				h > HN_MAXDIM) {
			const struct state_kind *sk = state_kind(st, "set");
			return kit_bad(e, st, &sk->rows[state_find(sk, 1, "board")], 2, "board '%s' is "
					"not WxH squares (at most %dx%d) (%s)", sz, HN_MAXDIM, HN_MAXDIM,
					HN_PAGE);
		}
		if (w > b->w)
			b->w = w;
		if (h > b->h)
			b->h = h;
	}
	if (b->w > HN_MAXDIM || b->h > HN_MAXDIM)
		return err_set(e, EXIT_DATA, "%s: the tiles make a board of %dx%d squares, more "
				"than %dx%d (%s)", kit_path(st), b->w, b->h, HN_MAXDIM, HN_MAXDIM, HN_PAGE);
	if (b->w == 0)
		return err_set(e, EXIT_DATA, "%s: no board: give `set,board,WxH` or `tile` rows "
				"(%s)", kit_path(st), HN_PAGE);
	return 0;
}

int hon_board_load(struct hon_board *b, struct game_ctx *g, const struct state *st,
		struct err *e)
{
	const struct table *t = NULL;
	struct tile_place *tp = NULL;
	struct grid_sq *buf = malloc(HN_MAXDIM * HN_MAXDIM / 4 * sizeof *buf);
	int ntp = 0, rc;

	memset(b, 0, sizeof *b);
	if (buf == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = tiles_load(b, g, st, &t, &tp, &ntp, e)) == 0 &&
			(rc = board_size(b, st, e)) == 0 && (rc = board_alloc(b, e)) == 0) {
		for (int i = 0; i < ntp && rc == 0; i++)
			rc = tile_items(b, t, &tp[i], st, buf, HN_MAXDIM * HN_MAXDIM / 4, e);
		if (rc == 0)
			rc = state_items(b, st, buf, HN_MAXDIM * HN_MAXDIM / 4, e);
		if (rc == 0)
			rc = borders(b, e);
	}
	free(tp);
	free(buf);
	if (rc)
		hon_board_free(b);
	return rc;
}

/* A marker that is a Line (§1.3 hedgehogs and barbed wire: "Ligne - Interdit
 * aux Véhicules - Passage difficile - Obstacle"), laid on the edges a..z. */
int hon_board_marker_line(struct hon_board *b, const char *id, int vert, int c, int a, int z,
		unsigned bits, int line, struct err *e)
{
	struct item_src s = { 0 };
	struct hon_line *l = line_add(b, e);

	if (l == NULL)
		return e->code;
	snprintf(l->id, sizeof l->id, "%s", id);
	line_set(l, vert, c, a, z);
	l->fx.bits = bits;
	l->line = line;
	snprintf(l->origin, sizeof l->origin, "marker");
	snprintf(s.origin, sizeof s.origin, "marker %s", id);
	for (int k = a; k < z; k++) {
		struct hon_edge *ed = (struct hon_edge *)hon_edge(b, vert, vert ? c : k, vert ? k : c);
		if (ed == NULL || ed->nl == HN_EDGE_LINES)
			return err_set(e, EXIT_DATA, "marker %s: its edge is off the board or carries "
					"too many Lines (%s)", id, HN_PAGE);
		ed->l[ed->nl++] = b->nlines - 1;
	}
	return 0;
}

/* ---- one step of a move ---- */

static int edge_lines(const struct hon_board *b, int vert, int x, int y, int *out, int n,
		int max, unsigned *bits)
{
	const struct hon_edge *ed = hon_edge(b, vert, x, y);
	if (ed == NULL)
		return n;
	if (bits)
		*bits |= ed->bits;
	for (int i = 0; i < ed->nl; i++) {
		int dup = 0;
		for (int j = 0; j < n; j++)
			dup |= out[j] == ed->l[i];
		if (!dup && n < max)
			out[n++] = ed->l[i];
	}
	return n;
}

int hon_step_lines(const struct hon_board *b, struct grid_sq from, struct grid_sq to, int *out,
		int max, int *corner, unsigned *edgebits)
{
	int dx = to.x - from.x, dy = to.y - from.y, n = 0;

	*corner = 0;
	if (edgebits)
		*edgebits = 0;
	if (dx && !dy)
		return edge_lines(b, 1, dx > 0 ? to.x : from.x, from.y, out, 0, max, edgebits);
	if (dy && !dx)
		return edge_lines(b, 0, from.x, dy > 0 ? to.y : from.y, out, 0, max, edgebits);
	/* a diagonal step passes the vertex V between the four squares: it crosses
	 * what separates its two squares there, the edges met going round by
	 * either of the two other squares (a corner of a Line does not bar it, a
	 * Line running through V does) */
	int vx = dx > 0 ? to.x : from.x, vy = dy > 0 ? to.y : from.y;
	const struct hon_edge *up = hon_edge(b, 1, vx, vy - 1), *down = hon_edge(b, 1, vx, vy);
	const struct hon_edge *left = hon_edge(b, 0, vx - 1, vy), *right = hon_edge(b, 0, vx, vy);
	/* the two ways round V: by the square beside `from` on its row, across
	 * the vertical edge above or below V then the horizontal one beside it,
	 * or by the square beside `from` on its column */
	const struct hon_edge *w1a = dy > 0 ? up : down, *w1b = dx > 0 ? right : left;
	const struct hon_edge *w2a = dx > 0 ? left : right, *w2b = dy > 0 ? down : up;
	int way1 = (w1a && w1a->nl) || (w1b && w1b->nl);
	int way2 = (w2a && w2a->nl) || (w2b && w2b->nl);
	if (b->corner[vy * (b->w + 1) + vx] >= 0)
		*corner = 1;
	if (way1 && way2) {
		n = edge_lines(b, 1, vx, vy - 1, out, n, max, edgebits);
		n = edge_lines(b, 1, vx, vy, out, n, max, edgebits);
		n = edge_lines(b, 0, vx - 1, vy, out, n, max, edgebits);
		n = edge_lines(b, 0, vx, vy, out, n, max, edgebits);
	}
	return n;
}
