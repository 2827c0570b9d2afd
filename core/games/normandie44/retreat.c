/*
 * retreat.c: the retreat after combat of Normandie 1944 (§6.6): which hexes a
 * retreating unit may enter, the step each unit loses for every hex of enemy
 * ZOC it retreats into, the retreat that goes on past an over-stacked hex or a
 * hex where US and Anglo-Canadian units would meet, the unit that cannot retreat
 * (eliminated for good, captured), garrisons that ignore retreats (§0.1.2), the
 * maquis eliminated by one (§4.1.2), and the German units retreating after a
 * combat with Allied air support (§9.1).
 *
 * The owner picks each unit's path (§6.4: "chaque joueur applique les
 * résultats à ses unités"): the order names it (def_retreat=ID:HEX>HEX or, for
 * every unit, def_retreat=HEX>HEX); when it does not and several paths are
 * legal, the resolution waits for the owner's decision (pending.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"

#define PATH_MAX_HEXES 5
#define OPTIONS_MAX 24

struct path {
	struct grid_hex h[PATH_MAX_HEXES];
	int n;
};

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}

static void path_text(const struct path *p, char *out, size_t size)
{
	size_t n = 0;

	out[0] = '\0';
	for (int i = 0; i < p->n && n < size; i++) {
		char hx[5];
		n44_hex_format(p->h[i], hx);
		n += (size_t)snprintf(out + n, size - n, "%s%s", i ? ">" : "", hx);
	}
}

static int parse_path(const char *s, struct path *p)
{
	char buf[64];

	p->n = 0;
	if (strlen(s) >= sizeof buf)
		return -1;
	snprintf(buf, sizeof buf, "%s", s);
	for (char *t = strtok(buf, ">"); t; t = strtok(NULL, ">")) {
		if (p->n == PATH_MAX_HEXES || n44_hex_parse(t, &p->h[p->n]))
			return -1;
		p->n++;
	}
	return p->n ? 0 : -1;
}

/* The TET's retreat effect of a hex's terrain: '-', D1, D2 or P (§6.6). */
static int tec_retreat(struct game_ctx *g, const struct n44_hex *h, const char **eff,
		struct err *e)
{
	if (h->terrain == N44_UNKNOWN)
		return err_set(e, EXIT_UNKNOWN, "hex %02d%02d: its terrain is unknown ('?', §6.6): the "
				"map is not in the rulebook; fill it in from the map", h->h.row, h->h.col);
	return n44_table_cell(g, "tec", n44_terrain_names[h->terrain], "retreat", "§6.6", eff, e);
}

/* May unit u retreat from `from` into `to`? 1 yes, 0 no (why), or EXIT_UNKNOWN
 * in e (returned as -1). */
static int step_ok(struct game_ctx *g, struct n44_model *m, const struct n44_unit *u,
		struct grid_hex from, struct grid_hex to, char *why, size_t size, struct err *e)
{
	const struct n44_hex *a = n44_hex_at(m, from), *b = n44_hex_at(m, to);
	char hx[5];
	const char *eff;

	n44_hex_format(to, hx);
	if (!n44_adjacent(m, from, to)) {
		snprintf(why, size, "%s is not adjacent to the previous hex", hx);
		return 0;
	}
	if (b == NULL) {
		snprintf(why, size, "%s is off the map described by the state (no 'hex' row)", hx);
		return 0;
	}
	if (b->terrain == N44_SEA) {
		snprintf(why, size, "%s is a sea hex", hx);
		return 0;
	}
	for (int k = 0; a && k < a->nsides; k++)
		if (a->side[k].kind == N44_S_IMPASSABLE && grid_equal(a->side[k].to, to)) {
			snprintf(why, size, "the hexside into %s is impassable (§4.4)", hx);
			return 0;
		}
	for (int k = 0; k < b->nsides; k++)
		if (b->side[k].kind == N44_S_IMPASSABLE && grid_equal(b->side[k].to, from)) {
			snprintf(why, size, "the hexside into %s is impassable (§4.4)", hx);
			return 0;
		}
	struct n44_unit *en[2];
	if (n44_units_in(m, to, !u->side, en, 2) > 0) {
		snprintf(why, size, "%s holds enemy units (§4.1.1)%s", hx, b->confusion ?
				_(", in Confusion (ruling retreat-into-confusion)") : "");
		if (!b->confusion || strcmp(rule(g, m, "retreat-into-confusion"), "yes") != 0)
			return 0;
	}
	if (tec_retreat(g, b, &eff, e))
		return -1;
	if (!strcmp(eff, "P")) {
		snprintf(why, size, "its terrain, %s, forbids retreats (TET, §6.6)",
				n44_terrain_names[b->terrain]);
		return 0;
	}
	return 1;
}

/* Stacking where the retreat stops (§2.1, §6.6): 5 PE, one 0-PE unit, no US
 * with Anglo-Canadian units. 1 fits, 0 not, -1 unknown (e). */
static int fits(struct n44_model *m, const struct n44_unit *u, struct grid_hex h,
		struct err *e)
{
	struct n44_unit *here[N44_FIGHT_MAX];
	int n = n44_units_in(m, h, u->side, here, N44_FIGHT_MAX), pe = u->pe, zero = u->pe == 0;

	if (n44_need_value(m, u, "pe", u->pe, "§2.1, §6.6", e))
		return -1;
	for (int i = 0; i < n && i < N44_FIGHT_MAX; i++) {
		if (here[i] == u)
			continue;
		if (n44_need_value(m, here[i], "pe", here[i]->pe, "§2.1, §6.6", e))
			return -1;
		if (u->side == N44_ALLIED && here[i]->nation != u->nation)
			return 0;
		pe += here[i]->pe;
		zero += here[i]->pe == 0;
	}
	return pe <= 5 && zero <= 1;
}

/* Check a whole path: *ok 1 if legal (why otherwise). The first `hexes` hexes
 * are the result's; more only while the hex reached cannot take the unit, and
 * under retreat-path=away those go on away from the start too. */
static int path_ok(struct game_ctx *g, struct n44_model *m, const struct n44_unit *u,
		const struct path *p, int hexes, int prefix, int *ok, char *why, size_t size,
		struct err *e)
{
	struct grid_hex start = u->loc.hex, prev = start;
	int away = strcmp(rule(g, m, "retreat-path"), "any") != 0;

	*ok = 0;
	if (p->n < hexes && !prefix) {
		/* `why` is English, read by the code below (not translated) */
		snprintf(why, size, hexes == 1 ? _("the result is a retreat of %d hex") :
				_("the result is a retreat of %d hexes"), hexes);
		return 0;
	}
	for (int i = 0; i < p->n; i++) {
		int r = step_ok(g, m, u, prev, p->h[i], why, size, e);
		if (r < 0)
			return e->code;
		if (r == 0)
			return 0;
		for (int j = 0; j < i; j++)
			if (grid_equal(p->h[j], p->h[i])) {
				snprintf(why, size, "the path enters a hex twice");
				return 0;
			}
		if (grid_equal(p->h[i], start) ||
		    (away && n44_distance(m, start, p->h[i]) != i + 1)) {
			snprintf(why, size, "each hex of the retreat is one hex further from %02d%02d "
					"(ruling retreat-path=away)", start.row, start.col);
			return 0;
		}
		if (i + 1 >= hexes) {
			int f = fits(m, u, p->h[i], e);
			if (f < 0)
				return e->code;
			if (f && i + 1 < p->n) {
				snprintf(why, size, "the retreat goes on past a hex that can take the unit "
						"(§6.6)");
				return 0;
			}
			if (!f && i + 1 == p->n) {
				snprintf(why, size, "the last hex is over-stacked or mixes US and "
						"Anglo-Canadian units: the retreat goes on (§6.6)");
				return 0;
			}
		}
		prev = p->h[i];
	}
	*ok = 1;
	return 0;
}

/* Every legal path (depth-first), at most `max`. */
static int legal_paths(struct game_ctx *g, struct n44_model *m, const struct n44_unit *u,
		int hexes, struct path *out, int max, int *n, struct err *e)
{
	struct path stack[64];
	int top = 0;

	*n = 0;
	stack[top++] = (struct path){ .n = 0 };
	while (top > 0) {
		struct path p = stack[--top];
		char why[200];
		int ok;
		if (p.n > 0) {
			if (path_ok(g, m, u, &p, hexes, 1, &ok, why, sizeof why, e))
				return e->code;
			if (p.n >= hexes && ok) {
				if (*n < max)
					out[*n] = p;
				(*n)++;
				continue;
			}
			/* a prefix: go on only if it was legal so far, or over-stacked */
			if (!ok && strstr(why, "over-stacked") == NULL)
				continue;
			if (p.n >= PATH_MAX_HEXES)
				continue;
		}
		struct grid_hex nb[6];
		n44_neighbours(m, p.n ? p.h[p.n - 1] : u->loc.hex, nb);
		for (int k = 5; k >= 0 && top < 64; k--) {
			struct path q = p;
			q.h[q.n++] = nb[k];
			stack[top++] = q;
		}
	}
	return 0;
}

/* The path the order names for u: "ID:PATH" first, then a bare "PATH". */
static int named_path(const char *arg, const char *id, struct path *p, int *found)
{
	char items[N44_FIGHT_MAX][64];
	int n = arg && *arg ? order_split(arg, items[0], 64, N44_FIGHT_MAX) : 0;
	size_t idlen = strlen(id);

	*found = 0;
	if (n < 0)
		return -1;
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < n; i++) {
			char *colon = strchr(items[i], ':');
			if (pass == 0 && colon && (size_t)(colon - items[i]) == idlen &&
			    !strncmp(items[i], id, idlen)) {
				*found = 1;
				return parse_path(colon + 1, p);
			}
			if (pass == 1 && !colon) {
				*found = 1;
				return parse_path(items[i], p);
			}
		}
	return 0;
}

static int air_eligible(struct game_ctx *g, struct n44_model *m, const struct path *p,
		int *yes, struct err *e)
{
	*yes = 0;
	for (int i = 0; i < p->n; i++) {
		const struct n44_hex *h = n44_hex_at(m, p->h[i]);
		const char *cell;
		if (h->terrain == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "hex %02d%02d: its terrain is unknown ('?', "
					"§9.1); fill it in from the map", h->h.row, h->h.col);
		if (n44_table_cell(g, "tec", n44_terrain_names[h->terrain], "air", "§9.1", &cell, e))
			return e->code;
		*yes |= !strcmp(cell, "yes");
	}
	return 0;
}

/* A defender left hex h on its way (§6.7: "le ou les hex. libéré(s) par le
 * défenseur"): once in f->left. */
static void left_through(struct n44_fight *f, struct grid_hex h)
{
	for (int i = 0; i < f->nleft; i++)
		if (grid_equal(f->left[i], h))
			return;
	if (f->nleft < N44_FIGHT_MAX)
		f->left[f->nleft++] = h;
}

/* Move u along p: a step for each hex of enemy ZOC (ruling retreat-zoc-loss),
 * the TET's effect, the air support's D (§9.1). */
static int walk(struct game_ctx *g, struct n44_model *m, struct n44_fight *f,
		struct n44_unit *u, const struct path *p, struct err *e)
{
	int once = !strcmp(rule(g, m, "retreat-zoc-loss"), "once"), losses = 0;
	int captured = strcmp(rule(g, m, "retreat-elim"), "cadre") != 0;
	char text[64];

	path_text(p, text, sizeof text);
	for (int i = 0; i < p->n && u->steps > 0; i++) {
		if (i > 0 && u->side != f->att_side)
			left_through(f, p->h[i - 1]);
		int z = n44_enemy_zoc(g, m, p->h[i], u->side, e);     /* the TET's exceptions too */
		if (z < 0)
			return e->code;
		if (z && (!once || losses == 0)) {
			n44_lose_step(u, captured && u->steps == 1);
			n44_score_steps(m, u, 1);
			losses++;
			log_step(g->log, "§6.6", "%s retreats into the enemy ZOC in %02d%02d: it loses a "
					"step%s", u->id, p->h[i].row, p->h[i].col, u->steps ? "" :
					captured ? _(" and is eliminated for good") : _(" and is destroyed"));
		}
	}
	if (u->steps == 0)
		return 0;
	u->loc.hex = p->h[p->n - 1];
	u->changed = 1;
	log_step(g->log, "§6.6", "%s retreats to %s", u->id, text);
	const struct n44_hex *h = n44_hex_at(m, u->loc.hex);
	const char *eff;
	if (tec_retreat(g, h, &eff, e))
		return e->code;
	if (!strcmp(eff, "D1") || !strcmp(eff, "D2")) {
		log_step(g->log, "§6.6", "The terrain of %02d%02d gives %s a level of disorganization "
				"(TET)", h->h.row, h->h.col, u->id);
		n44_disorganize_scored(g, m, u, eff[1] - '0', "§6.6, §6.5");
	}
	if (f->air && u->side == N44_GERMAN) {
		int yes;
		if (air_eligible(g, m, p, &yes, e))
			return e->code;
		if (yes && u->steps > 0) {
			log_step(g->log, "§9.1", "%s retreats through a hex open to air activity after "
					"a combat with tactical air support: one more level of "
					"disorganization", u->id);
			n44_disorganize_scored(g, m, u, 1, "§9.1, §6.5");
		}
	}
	return 0;
}

/* Would the path's ZOC losses eliminate u (§6.6, ruling retreat-zoc-loss)? 1
 * yes, 0 no, -1 unknown (e). */
static int path_kills(struct game_ctx *g, struct n44_model *m, const struct n44_unit *u,
		const struct path *p, struct err *e)
{
	int once = !strcmp(rule(g, m, "retreat-zoc-loss"), "once"), losses = 0;

	for (int i = 0; i < p->n; i++) {
		int z = n44_enemy_zoc(g, m, p->h[i], u->side, e);
		if (z < 0)
			return -1;
		losses += z && (!once || losses == 0);
	}
	return losses >= u->steps;
}

/* §4.3: the retreat the overrunning attacker picks for the defender "ne peut
 * aboutir à l'élimination du défenseur si une solution alternative existe":
 * the paths that keep it alive, if any. */
static int spare(struct game_ctx *g, struct n44_model *m, const struct n44_unit *u,
		struct path *paths, int *count, struct err *e)
{
	int alive = 0;

	for (int i = 0; i < *count && i < OPTIONS_MAX; i++) {
		int k = path_kills(g, m, u, &paths[i], e);
		if (k < 0)
			return e->code;
		if (!k)
			paths[alive++] = paths[i];
	}
	if (alive)
		*count = alive;
	return 0;
}

/* Options of a pending decision: "ID:HEX>HEX|ID:HEX>HEX". */
static void add_options(const struct n44_unit *u, const struct path *p, int n, char *out,
		size_t size)
{
	size_t len = strlen(out);

	for (int i = 0; i < n && i < OPTIONS_MAX && len < size; i++) {
		char text[64];
		path_text(&p[i], text, sizeof text);
		len += (size_t)snprintf(out + len, size - len, "%s%s:%s", len ? "|" : "", u->id, text);
	}
}

/* ---- off the map (§6.12: combat there "de la même façon que sur carte") ---- */

struct bpath {
	struct n44_box *b[PATH_MAX_HEXES];
	int n;
};

static int box_linked(const struct n44_box *a, const struct n44_box *b, struct err *e)
{
	if (!strcmp(a->links, "?") || !strcmp(b->links, "?"))
		return err_set(e, EXIT_UNKNOWN, "table normandie44/boxes: the lines from box %s are "
				"unknown ('?', §4.1.2, §6.12): fill them in from the map",
				!strcmp(a->links, "?") ? a->id : b->id), -1;
	return kit_flag_has(a->links, b->id) || kit_flag_has(b->links, a->id);
}

/* May u retreat from box a into box b, the k-th box of its retreat? Along a line
 * (§4.1.2), never into the enemy (§4.1.1, §6.6), the first out of the Confusion
 * box only toward a box its side controls (§6.12). 1, 0 (why), -1 (e). */
static int box_step_ok(const struct n44_model *m, const struct n44_unit *u,
		const struct n44_box *a, const struct n44_box *b, int k, char *why, size_t size,
		struct err *e)
{
	int l = box_linked(a, b, e);

	if (l < 0)
		return -1;
	if (!l) {
		snprintf(why, size, "no line joins %s and %s (§4.1.2)", a->id, b->id);
		return 0;
	}
	if (n44_box_held(m, b, !u->side)) {
		snprintf(why, size, "%s holds the enemy", b->id);
		return 0;
	}
	if (k == 0 && a->confusion && b->control != u->side) {
		snprintf(why, size, "out of a box in Confusion only toward a box of its own side "
				"(§6.12): %s is not", b->id);
		return 0;
	}
	return 1;
}

static void bpath_text(const struct bpath *p, char *out, size_t size)
{
	size_t n = 0;

	out[0] = '\0';
	for (int i = 0; i < p->n && n < size; i++)
		n += (size_t)snprintf(out + n, size - n, "%s%s", i ? ">" : "", p->b[i]->id);
}

static int bpath_ok(const struct n44_model *m, const struct n44_unit *u, const struct bpath *p,
		int boxes, int *ok, char *why, size_t size, struct err *e)
{
	const struct n44_box *prev = n44_box_find(m, u->loc.name);

	*ok = 0;
	if (p->n != boxes) {
		snprintf(why, size, boxes == 1 ? _("the result is a retreat of %d box") :
				_("the result is a retreat of %d boxes"), boxes);
		return 0;
	}
	for (int i = 0; i < p->n; i++) {
		int r = box_step_ok(m, u, prev, p->b[i], i, why, size, e);
		if (r <= 0)
			return r < 0 ? e->code : 0;
		if (!strcmp(p->b[i]->id, u->loc.name)) {
			snprintf(why, size, "the retreat goes back into %s", u->loc.name);
			return 0;
		}
		prev = p->b[i];
	}
	*ok = 1;
	return 0;
}

static int box_paths(const struct n44_model *m, const struct n44_unit *u, int boxes,
		struct bpath *out, int max, int *n, struct err *e)
{
	struct bpath stack[64];
	int top = 0;

	*n = 0;
	stack[top++] = (struct bpath){ .n = 0 };
	while (top > 0) {
		struct bpath p = stack[--top];
		char why[200];
		int ok;
		if (p.n == boxes) {
			if (bpath_ok(m, u, &p, boxes, &ok, why, sizeof why, e))
				return e->code;
			if (ok && *n < max)
				out[(*n)++] = p;
			continue;
		}
		const struct n44_box *at = p.n ? p.b[p.n - 1] : n44_box_find(m, u->loc.name);
		for (int i = m->nboxes - 1; at && i >= 0 && top < 64; i--) {
			char w[200];
			int r = box_step_ok(m, u, at, &m->boxes[i], p.n, w, sizeof w, e);
			if (r < 0)
				return e->code;
			if (r) {
				struct bpath q = p;
				q.b[q.n++] = &m->boxes[i];
				stack[top++] = q;
			}
		}
	}
	return 0;
}

static int parse_bpath(const struct n44_model *m, const char *s, struct bpath *p)
{
	char buf[200];

	p->n = 0;
	if (strlen(s) >= sizeof buf)
		return -1;
	snprintf(buf, sizeof buf, "%s", s);
	for (char *t = strtok(buf, ">"); t; t = strtok(NULL, ">")) {
		const char *name = !strncmp(t, "box:", 4) ? t + 4 : t;
		if (p->n == PATH_MAX_HEXES || (p->b[p->n] = n44_box_find(m, name)) == NULL)
			return -1;
		p->n++;
	}
	return p->n ? 0 : -1;
}

/* The box path the order names for u: "ID:BOX>BOX" first, then "BOX>BOX". */
static int named_bpath(const struct n44_model *m, const char *arg, const char *id,
		struct bpath *p, int *found)
{
	char items[N44_FIGHT_MAX][64];
	int n = arg && *arg ? order_split(arg, items[0], 64, N44_FIGHT_MAX) : 0;
	size_t idlen = strlen(id);

	*found = 0;
	if (n < 0)
		return -1;
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < n; i++) {
			char *colon = strchr(items[i], ':');
			int own = colon && (size_t)(colon - items[i]) == idlen &&
				!strncmp(items[i], id, idlen);
			if (pass == 0 && own) {
				*found = 1;
				return parse_bpath(m, colon + 1, p);
			}
			if (pass == 1 && (!colon || !strncmp(items[i], "box:", 4))) {
				*found = 1;
				return parse_bpath(m, items[i], p);
			}
		}
	return 0;
}

static void box_walk(struct game_ctx *g, struct n44_model *m, struct n44_unit *u,
		const struct bpath *p)
{
	char text[200];

	for (int i = 0; i < p->n; i++)
		if (p->b[i]->control != u->side && !n44_box_held(m, p->b[i], !u->side)) {
			p->b[i]->control = u->side;       /* the last to pass through it (§4.1.2) */
			p->b[i]->changed = 1;
		}
	snprintf(u->loc.name, sizeof u->loc.name, "%s", p->b[p->n - 1]->id);
	u->changed = 1;
	bpath_text(p, text, sizeof text);
	log_step(g->log, "§6.6, §6.12", "%s retreats to %s", u->id, text);
}

/* One unit's retreat of `boxes` boxes off the map. */
static int box_retreat(struct game_ctx *g, struct n44_model *m, struct n44_unit *x, int boxes,
		const char *arg, const char *argname, int *pending, char *options, size_t optsize,
		struct err *e)
{
	struct bpath p, paths[OPTIONS_MAX];
	int found, count, ok;
	char why[200], text[200];

	if (named_bpath(m, arg, x->id, &p, &found))
		return err_set(e, EXIT_USAGE, "%s=%s: a path off the map is BOX>BOX..., or "
				"ID:BOX>BOX...", argname, arg);
	if (found) {
		if (bpath_ok(m, x, &p, boxes, &ok, why, sizeof why, e))
			return e->code;
		if (!ok)
			return kit_refuse(e, "§6.6, §6.12", "%s cannot retreat along %s=%s: %s", x->id,
					argname, arg, why);
		box_walk(g, m, x, &p);
		return 0;
	}
	if (box_paths(m, x, boxes, paths, OPTIONS_MAX, &count, e))
		return e->code;
	if (count == 0) {
		n44_score_steps(m, x, x->steps);
		x->steps = 0;
		x->loc.kind = N44_L_CAPTURED;
		x->changed = 1;
		log_step(g->log, "§6.6", "%s cannot retreat: it is eliminated for good (captured, "
				"never rebuilt)", x->id);
		return 0;
	}
	if (count == 1) {
		box_walk(g, m, x, &paths[0]);
		return 0;
	}
	size_t len = strlen(options);
	for (int i = 0; i < count && len < optsize; i++) {
		bpath_text(&paths[i], text, sizeof text);
		len += (size_t)snprintf(options + len, optsize - len, "%s%s:%s", len ? "|" : "", x->id,
				text);
	}
	*pending = 1;
	return 0;
}

int n44_retreat_side(struct game_ctx *g, struct n44_model *m, struct n44_fight *f, int side,
		int hexes, const char *arg, const char *argname, int *pending, char *options,
		size_t optsize, struct err *e)
{
	struct n44_unit **u = side == 0 ? f->att : f->def;
	int n = side == 0 ? f->natt : f->ndef;

	*pending = 0;
	if (hexes <= 0)
		return 0;
	for (int i = 0; i < n; i++) {
		struct n44_unit *x = u[i];
		struct path p, paths[OPTIONS_MAX];
		int found, count, ok;
		char why[200];

		if (x->steps == 0 || (!n44_on_map(x) && x->loc.kind != N44_L_BOX))
			continue;
		if (x->arm == N44_GARRISON || x->arm == N44_FESTUNG) {
			log_step(g->log, "§0.1.2", "%s ignores the retreat: a garrison", x->id);
			continue;
		}
		if (x->arm == N44_MAQUIS) {
			x->steps = 0;
			x->loc.kind = N44_L_CAPTURED;
			x->changed = 1;
			log_step(g->log, "§4.1.2", "%s, a maquis, is eliminated by the retreat: flipped "
					"to its Police side, for good", x->id);
			continue;
		}
		if (x->loc.kind == N44_L_BOX) {
			if (box_retreat(g, m, x, hexes, arg, argname, pending, options, optsize, e))
				return e->code;
			if (*pending)
				return 0;
			continue;
		}
		if (named_path(arg, x->id, &p, &found))
			return err_set(e, EXIT_USAGE, "%s=%s: a path is HEX>HEX..., or ID:HEX>HEX...",
					argname, arg);
		int chosen_by_enemy = f->kind == N44_FIGHT_OVERRUN && side == 1;
		if (found) {
			if (path_ok(g, m, x, &p, hexes, 0, &ok, why, sizeof why, e))
				return e->code;
			if (!ok)
				return kit_refuse(e, "§6.6", "%s cannot retreat along %s=%s: %s", x->id,
						argname, arg, why);
			int k = chosen_by_enemy ? path_kills(g, m, x, &p, e) : 0;
			if (k < 0)
				return e->code;
			if (k) {
				if (legal_paths(g, m, x, hexes, paths, OPTIONS_MAX, &count, e) ||
				    spare(g, m, x, paths, &count, e))
					return e->code;
				if (count > 0 && !path_kills(g, m, x, &paths[0], e))
					return kit_refuse(e, "§4.3", "the overrun's retreat of %s along %s "
							"eliminates it while another path keeps it alive", x->id, arg);
			}
			if (walk(g, m, f, x, &p, e))
				return e->code;
			continue;
		}
		if (legal_paths(g, m, x, hexes, paths, OPTIONS_MAX, &count, e) ||
		    (chosen_by_enemy && spare(g, m, x, paths, &count, e)))
			return e->code;
		if (count == 0) {
			n44_score_steps(m, x, x->steps);
			x->steps = 0;
			x->loc.kind = N44_L_CAPTURED;
			x->changed = 1;
			log_step(g->log, "§6.6", "%s cannot retreat: it is eliminated for good "
					"(captured, never rebuilt)", x->id);
			continue;
		}
		if (count == 1) {
			char text[64];
			path_text(&paths[0], text, sizeof text);
			log_step(g->log, "§6.6", "%s has one legal retreat, %s", x->id, text);
			if (walk(g, m, f, x, &paths[0], e))
				return e->code;
			continue;
		}
		add_options(x, paths, count, options, optsize);
		*pending = 1;
		return 0;
	}
	return 0;
}
