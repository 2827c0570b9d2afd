/*
 * logistics.c: the logistics phase of Normandie 1944 (§1.1.1.2, §7) as orders:
 *
 *   allocate   a player rolls 1d6 on his Offensive-marker table (by the weather,
 *              §7.2): the Allied markers go to the strategic reserve, the German
 *              ones wait to be placed on depots within their capacity; the
 *              German player who controls Cherbourg gets one more, at Cherbourg
 *              (§7.2); Scenario 1 halves them, rounded up (§11.1, T27)
 *   offensive  one marker moved to an HQ it will support, or a German marker
 *              placed on a depot (§1.1.1.2; ruling offensive-distribution)
 *   supply     each unit traces a line to a supplied HQ, each HQ to a depot by
 *              road or is Supported; the hexes out of enemy ZOC (a friendly unit
 *              cancels it here; the TET's exceptions, §3) and passable to
 *              motorized units; the Festungs and their units always supplied;
 *              turn 0 and the campaign's turn 1 all supplied (§7, §7.3, §7.5,
 *              §0.1.2, §10, §11.3)
 *   airsupply  the Allied player removes "unsupplied" from infantry, 4 PE at
 *              most, in a clear or overcast turn (§7.4, T36)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "odds.h"

const struct order_param n44_allocate_params[] = {
	{ "side", "allied|german", NULL, "the player rolling on his table (§1.1.1.2)" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param n44_offensive_params[] = {
	{ "marker", "ID", NULL, "an Offensive marker" },
	{ "to", "HQ|DEPOT", NULL, "the HQ it goes to (distribution), or the depot a German "
		"marker is placed on (§1.1.1.2)" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param n44_supply_params[] = {
	{ NULL, NULL, NULL, NULL },
};

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}

/* ---- allocate ----------------------------------------------------------------- */

static int allocation(struct game_ctx *g, const struct n44_model *m, int side, int die,
		int *n, struct err *e)
{
	const char *cell;
	char *end;

	if (n44_die_cell(g, side == N44_ALLIED ? "offensive-allied" : "offensive-german", die,
			m->weather == N44_W_CLEAR ? "clear" : "overcast", "§1.1.1.2", &cell, e))
		return e->code;
	*n = (int)strtol(cell, &end, 10);
	if (*end || *n < 0)
		return err_set(e, EXIT_DATA, "table normandie44/offensive-%s, die %d: '%s' is not a "
				"count (§1.1.1.2)", n44_side_names[side], die, cell);
	if (m->scenario == N44_CHERBOURG)
		*n = (*n + 1) / 2;        /* §11.1: 50%, rounded up (T27) */
	return 0;
}

static int cherbourg_bonus(const struct n44_model *m)
{
	const struct n44_depot *d = n44_depot_find(m, "cherbourg");
	return d != NULL && d->side == N44_GERMAN && d->face != N44_F_DESTROYED &&
		d->face != N44_F_NONE;
}

static int add_marker(struct state *st, int side, const char *loc, char *id, size_t size)
{
	static const char *const cols[] = { "id", "kind", "loc", "side" };
	struct state_kind *k = state_kind_add(st, "marker", cols, 4);
	struct state_row *r;
	int n = 1;

	if (k == NULL)
		return -1;
	for (;; n++) {
		snprintf(id, size, "off-%d", n);
		if (state_find(k, state_col(k, "id"), id) < 0)
			break;
	}
	if ((r = state_row_add(k)) == NULL)
		return -1;
	return state_field_set(r, state_col(k, "id"), id) ||
		state_field_set(r, state_col(k, "kind"), "offensive") ||
		state_field_set(r, state_col(k, "loc"), loc) ||
		state_field_set(r, state_col(k, "side"), n44_side_names[side]);
}

static int side_arg(const struct order *o, int *side, struct err *e)
{
	if ((*side = kit_enum(n44_side_names, order_get(o, "side"))) < 0)
		return err_set(e, EXIT_USAGE, "%s: side=%s is not allied or german", o->spec->verb,
				order_get(o, "side"));
	return 0;
}

int n44_allocate_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	struct chance_roll roll;
	char buf[48], id[32], key[48];
	int side, n;

	if (side_arg(o, &side, e) || n44_model_load(&m, g, st, e))
		return e->code;
	snprintf(key, sizeof key, "offensive.%s", n44_side_names[side]);
	if (state_get(st, key) && *state_get(st, key)) {
		kit_refuse(e, "§1.1.1.2", "the %s player has rolled his Offensive markers this turn",
				n44_side_names[side]);
		goto done;
	}
	if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "%s Offensive markers",
			n44_side_names[side]) || allocation(g, &m, side, roll.value, &n, e))
		goto done;
	log_stepn(g->log, "§1.1.1.2", "The %s player rolls %s on his allocation table (%s): %d "
			"Offensive marker%s",
			"The %s player rolls %s on his allocation table (%s): %d Offensive "
			"markers%s", n, n44_player(side),
			kit_roll(&roll, buf, sizeof buf),
			m.weather == N44_W_CLEAR ? C_("weather", "clear") : C_("weather", "overcast"), n,
			m.scenario == N44_CHERBOURG ? _(" (Scenario 1: half, rounded "
			"up, §11.1)") : "");
	snprintf(buf, sizeof buf, "%d", n);
	state_set(st, key, buf);
	for (int i = 0; i < n; i++)
		if (add_marker(st, side, side == N44_ALLIED ? "reserve" : "none", id, sizeof id)) {
			err_set(e, EXIT_IO, "out of memory");
			goto done;
		}
	if (side == N44_ALLIED)
		log_step(g->log, "§1.1.1.2", "They go to the Allied strategic reserve");
	else
		log_step(g->log, "§1.1.1.2", "They wait to be placed on the German depots, within "
				"their capacity (offensive marker=ID to=DEPOT)");
	if (side == N44_GERMAN && cherbourg_bonus(&m)) {
		if (add_marker(st, side, "0223", id, sizeof id))
			err_set(e, EXIT_IO, "out of memory");
		log_step(g->log, "§7.2", "The German player controls the Cherbourg depot: one more "
				"marker, %s, at Cherbourg, whatever the weather", id);
	}
done:
	n44_model_free(&m);
	return e->code;
}

int n44_allocate_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct n44_model m;
	int side, n;

	if (side_arg(o, &side, e) || n44_model_load(&m, g, (struct state *)st, e))
		return e->code;
	r->ncols = 1;
	r->col[0] = "markers";
	snprintf(r->note, sizeof r->note, "1d6 on the %s table, %s%s%s (§1.1.1.2)",
			n44_side_names[side], m.weather == N44_W_CLEAR ? "clear" : "overcast",
			m.scenario == N44_CHERBOURG ? ", halved rounded up (§11.1)" : "",
			side == N44_GERMAN && cherbourg_bonus(&m) ? ", +1 at Cherbourg (§7.2)" : "");
	for (int f = 1; f <= 6; f++) {
		char v[8];
		if (allocation(g, &m, side, f, &n, e))
			break;
		snprintf(v, sizeof v, "%d", n + (side == N44_GERMAN && cherbourg_bonus(&m)));
		odds_report_merge(r, frac_make(1, 6), (const char *const[]){ v }, 1, e);
	}
	r->runs = 6;
	n44_model_free(&m);
	return e->code;
}

/* ---- distribution -------------------------------------------------------------- */

/* §1.1.1.2: "Les joueurs déplacent à tour de rôle un marqueur «Offensive» vers
 * les EM ..., en commençant par le joueur recevant le plus grand nombre de
 * marqueurs pour ce tour (le joueur allié commence en cas d'égalité)": once
 * both sides have rolled, whose turn it is to move a marker to an HQ; a side
 * whose markers of the turn are all moved no longer holds the other up. */
static int in_turn(const struct n44_model *m, int side, int *moved, struct err *e)
{
	const char *got[2] = { state_get(m->st, "offensive.allied"),
		state_get(m->st, "offensive.german") };
	const char *last = state_get(m->st, "offensive.last");
	const char *done[2] = { state_get(m->st, "offensive.moved.allied"),
		state_get(m->st, "offensive.moved.german") };
	int n[2], k[2], who;

	*moved = -1;
	if (!got[0] || !*got[0] || !got[1] || !*got[1])
		return 0;                  /* a roll is missing: the order cannot be known */
	n[0] = atoi(got[0]);
	n[1] = atoi(got[1]) + cherbourg_bonus(m);
	for (int s = 0; s < 2; s++)
		k[s] = done[s] && *done[s] ? atoi(done[s]) : 0;
	int prev = last && *last ? kit_enum(n44_side_names, last) : -1;
	if (prev < 0)
		who = n[N44_GERMAN] > n[N44_ALLIED] ? N44_GERMAN : N44_ALLIED;
	else
		who = k[!prev] < n[!prev] ? !prev : prev;
	if (side != who)
		return kit_refuse(e, "§1.1.1.2", "the %s player moves the next Offensive marker: in "
				"turn, beginning with the player who received more this turn (the Allies on "
				"a tie; received %d Allied, %d German)", n44_side_names[who], n[0], n[1]);
	*moved = k[side];
	return 0;
}

static int moved_one(struct state *st, int side, int moved)
{
	char key[48], v[16];

	if (moved < 0)
		return 0;
	snprintf(key, sizeof key, "offensive.moved.%s", n44_side_names[side]);
	snprintf(v, sizeof v, "%d", moved + 1);
	return state_set(st, key, v) || state_set(st, "offensive.last", n44_side_names[side]);
}

int n44_offensive_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	struct n44_marker *mk = NULL;
	const char *id = order_get(o, "marker"), *to = order_get(o, "to");

	(void)c;
	if (n44_model_load(&m, g, st, e))
		return e->code;
	for (int i = 0; i < m.nmarkers; i++)
		if (!strcmp(m.markers[i].id, id))
			mk = &m.markers[i];
	if (mk == NULL || mk->kind != N44_M_OFFENSIVE) {
		err_set(e, EXIT_DATA, "offensive: no Offensive marker '%s' in %s", id, kit_path(st));
		goto done;
	}
	struct n44_hq *q = n44_hq_find(&m, to);
	struct n44_depot *d = n44_depot_find(&m, to);
	if (q != NULL) {
		if (q->side != mk->side)
			kit_refuse(e, "§1.1.1.2", "HQ %s is not of the marker's side", q->id);
		else if (q->loc.kind != N44_L_HEX && q->loc.kind != N44_L_BOX)
			kit_refuse(e, "§1.1.1.2", "HQ %s is not on the map or in a box", q->id);
		else if (mk->side == N44_GERMAN && mk->loc.kind == N44_L_NONE)
			kit_refuse(e, "§1.1.1.2", "the German markers of the turn go on the depots first, "
					"within their capacity: place %s on one (to=DEPOT)", mk->id);
		else if ((q->flags & N44_H_UNSUPPLIED) && !n44_supported(&m, q))
			kit_refuse(e, "§7.3.2", "HQ %s is unsupplied: it cannot be Supported unless it "
					"already has a marker", q->id);
		int moved;
		if (e->code || in_turn(&m, q->side, &moved, e))
			goto done;
		if (moved_one(st, q->side, moved)) {
			err_set(e, EXIT_IO, "out of memory");
			goto done;
		}
		mk->loc = q->loc;
		log_step(g->log, "§1.1.1.2", "The Offensive marker %s goes to HQ %s%s", mk->id, q->id,
				strcmp(rule(g, &m, "offensive-distribution"), "move") ? "" :
				" (ruling offensive-distribution=move: its path is the player's to move)");
	} else if (d != NULL) {
		int cap = d->face == N44_F_REDUCED ? d->offensive[1] : d->offensive[0], here = 0;
		if (d->side != N44_GERMAN || mk->side != N44_GERMAN || mk->loc.kind != N44_L_NONE) {
			kit_refuse(e, "§1.1.1.2", "only the German markers of this turn are placed on "
					"depots; the Allies' land through theirs (§4.2)");
			goto done;
		}
		const struct n44_box *bx = d->loc.kind == N44_L_BOX ? n44_box_find(&m, d->loc.name) :
			NULL;
		const struct n44_hex *hx = d->loc.kind == N44_L_HEX ? n44_hex_at(&m, d->loc.hex) : NULL;
		if ((bx && bx->confusion) || (hx && hx->confusion)) {
			kit_refuse(e, "§7.2", "depot %s is in Confusion: blocked (\"Les dépôts sont bloqués "
					"si la case est en «Confusion»\")", d->id);
			goto done;
		}
		if (cap == N44_UNKNOWN) {
			err_set(e, EXIT_UNKNOWN, "%s:%d: depot %s, its Offensive capacity is unknown ('?', "
					"§1.1.1.2): fill it in from the counter", kit_path(st), d->line, d->id);
			goto done;
		}
		for (int i = 0; i < m.nmarkers; i++)
			here += m.markers[i].kind == N44_M_OFFENSIVE && n44_loc_same(&m.markers[i].loc,
					&d->loc);
		if (here >= cap) {
			kit_refusen(e, "§1.1.1.2", "depot %s holds %d marker, its capacity",
					"depot %s holds %d markers, its capacity", here, d->id,
					here);
			goto done;
		}
		mk->loc = d->loc;
		log_step(g->log, "§1.1.1.2", "The Offensive marker %s is placed on the depot %s", mk->id,
				d->id);
	} else {
		err_set(e, EXIT_DATA, "offensive: to=%s is no HQ or depot of %s", to, kit_path(st));
		goto done;
	}
	mk->changed = 1;
	n44_model_save(&m, e);
done:
	n44_model_free(&m);
	return e->code;
}

/* ---- supply ------------------------------------------------------------------- */

#define QMAX 10100

/* A place a supply line passes: a hex of the map, or a box (its index + 1). */
struct node {
	struct grid_hex h;
	int box;
};

struct reach {
	struct n44_model *m;
	struct game_ctx *g;
	int side, nation;              /* of the unit or HQ tracing */
	int hq;                        /* ruling supply-hq=controlling: its HQ, or -1 */
	unsigned char seen[100][100];
	unsigned char seen_box[256];
	struct node queue[QMAX];
};

/* May a supply line of `side` pass through h? (§7.3.1) 1 yes, 0 no, -1 unknown. */
static int passable(struct reach *rc, const struct n44_hex *h, struct err *e)
{
	struct n44_model *m = rc->m;
	struct n44_unit *x[2];
	const char *cell;

	if (n44_units_in(m, h->h, !rc->side, x, 2) > 0 && !h->confusion)
		return 0;
	if (h->terrain == N44_UNKNOWN) {
		err_set(e, EXIT_UNKNOWN, "hex %02d%02d: its terrain is unknown ('?', §7.3.1): fill it "
				"in from the map", h->h.row, h->h.col);
		return -1;
	}
	if (n44_table_cell(rc->g, "tec", n44_terrain_names[h->terrain], "supply", "§7.3.1",
			&cell, e))
		return -1;
	if (!strcmp(cell, "no"))
		return 0;
	if (n44_units_in(m, h->h, rc->side, x, 1) > 0)
		return 1;                  /* a friendly unit cancels the ZOC, for supply only */
	int z = n44_enemy_zoc(rc->g, m, h->h, rc->side, e);   /* the TET's exceptions too (§3) */
	return z < 0 ? -1 : !z;
}

static int road_between(const struct n44_hex *a, const struct n44_hex *b)
{
	for (int k = 0; k < a->nsides; k++)
		if ((a->side[k].kind == N44_S_ROAD || a->side[k].kind == N44_S_RAIL) &&
		    grid_equal(a->side[k].to, b->h))
			return 1;
	for (int k = 0; k < b->nsides; k++)
		if ((b->side[k].kind == N44_S_ROAD || b->side[k].kind == N44_S_RAIL) &&
		    grid_equal(b->side[k].to, a->h))
			return 1;
	return 0;
}

static void push(struct reach *rc, int *tail, struct node n)
{
	if (*tail == QMAX)
		return;
	if (n.box) {
		if (n.box > (int)sizeof rc->seen_box || rc->seen_box[n.box - 1])
			return;
		rc->seen_box[n.box - 1] = 1;
	} else {
		if (rc->seen[n.h.col][n.h.row])
			return;
		rc->seen[n.h.col][n.h.row] = 1;
	}
	rc->queue[(*tail)++] = n;
}

/* The boxes a line joins to box b, and the map's exits its letters lead to
 * (§4.1.2: the lines count as roads; §1.1.2.1); no box holding the enemy. */
static int from_box(struct reach *rc, const struct n44_box *b, int *tail, struct err *e)
{
	struct n44_model *m = rc->m;

	if (!strcmp(b->links, "?"))
		return err_set(e, EXIT_UNKNOWN, "table normandie44/boxes, row %s, column links is "
				"unknown ('?', §4.1.2, §7.3.1): fill in the box's lines from the map", b->id), -1;
	for (int i = 0; i < m->nboxes; i++) {
		const struct n44_box *x = &m->boxes[i];
		if ((kit_flag_has(b->links, x->id) || kit_flag_has(x->links, b->id)) &&
		    !n44_box_held(m, x, !rc->side))
			push(rc, tail, (struct node){ .box = i + 1 });
	}
	if (!strcmp(b->entry, "?"))
		return err_set(e, EXIT_UNKNOWN, "table normandie44/boxes, row %s, column entry is "
				"unknown ('?', §1.1.2.1, §7.3.1): fill in its exit letters from the map", b->id), -1;
	for (int i = 0; b->entry[0] != '-' && i < m->nhexes; i++) {
		char l[2] = { m->hexes[i].exit, '\0' };
		if (!l[0] || !kit_flag_has(b->entry, l))
			continue;
		int p = passable(rc, &m->hexes[i], e);
		if (p < 0)
			return -1;
		if (p)
			push(rc, tail, (struct node){ .h = m->hexes[i].h });
	}
	return 0;
}

static int from_hex(struct reach *rc, const struct n44_hex *a, int road, int *tail,
		struct err *e)
{
	struct n44_model *m = rc->m;
	struct grid_hex nb[6];

	n44_neighbours(m, a->h, nb);
	for (int k = 0; k < 6; k++) {
		const struct n44_hex *b = n44_hex_at(m, nb[k]);
		if (b == NULL || rc->seen[b->h.col][b->h.row] || (road && !road_between(a, b)))
			continue;
		int p = passable(rc, b, e);
		if (p < 0)
			return -1;
		if (p)
			push(rc, tail, (struct node){ .h = b->h });
		else
			rc->seen[b->h.col][b->h.row] = 1;
	}
	if (a->exit) {                 /* the map's edge: its box (§1.1.2.1) */
		int unknown;
		struct n44_box *b = n44_exit_box(m, a->exit, &unknown);
		if (b == NULL && unknown)
			return err_set(e, EXIT_UNKNOWN, "table normandie44/boxes, column entry: the "
					"boxes of the map's exit letters are unknown ('?', §1.1.2.1, §7.3.1): "
					"fill them in from the map"), -1;
		if (b && !n44_box_held(m, b, !rc->side))
			push(rc, tail, (struct node){ .box = (int)(b - m->boxes) + 1 });
	}
	return 0;
}

/* Breadth-first from `from` to a place where goal() holds, through hexes and the
 * strategic map's boxes (§7.3.1: "une chaîne continue d'hex. ou de cases");
 * `road`: along roads, the box lines counting as roads (an HQ's line to its
 * depot, §7.3.1, §4.1.2). 1 found, 0 not, -1 error. */
static int trace(struct reach *rc, const struct n44_loc *from, int road,
		int (*goal)(struct reach *, const struct node *), struct err *e)
{
	int head = 0, tail = 0;

	memset(rc->seen, 0, sizeof rc->seen);
	memset(rc->seen_box, 0, sizeof rc->seen_box);
	if (from->kind == N44_L_HEX && n44_hex_at(rc->m, from->hex))
		push(rc, &tail, (struct node){ .h = from->hex });
	else if (from->kind == N44_L_BOX && n44_box_find(rc->m, from->name))
		push(rc, &tail, (struct node){ .box = (int)(n44_box_find(rc->m, from->name) -
				rc->m->boxes) + 1 });
	while (head < tail) {
		struct node n = rc->queue[head++];
		if (goal(rc, &n))
			return 1;
		if ((n.box ? from_box(rc, &rc->m->boxes[n.box - 1], &tail, e) :
				from_hex(rc, n44_hex_at(rc->m, n.h), road, &tail, e)) < 0)
			return -1;
	}
	return 0;
}

static int at_node(const struct n44_loc *l, const struct reach *rc, const struct node *n)
{
	if (n->box)
		return l->kind == N44_L_BOX && !strcmp(l->name, rc->m->boxes[n->box - 1].id);
	return l->kind == N44_L_HEX && grid_equal(l->hex, n->h);
}

static int depot_goal(struct reach *rc, const struct node *n)
{
	for (int i = 0; i < rc->m->ndepots; i++) {
		const struct n44_depot *d = &rc->m->depots[i];
		if (d->side == rc->side && at_node(&d->loc, rc, n) &&
		    (d->face == N44_F_FULL || d->face == N44_F_REDUCED) &&
		    !(n->box && rc->m->boxes[n->box - 1].confusion))    /* §7.2 */
			return 1;
	}
	return 0;
}

static int hq_goal(struct reach *rc, const struct node *n)
{
	for (int i = 0; i < rc->m->nhqs; i++) {
		const struct n44_hq *q = &rc->m->hqs[i];
		if ((rc->hq < 0 || rc->hq == i) && q->side == rc->side && q->nation == rc->nation &&
		    at_node(&q->loc, rc, n) && !(q->flags & N44_H_UNSUPPLIED))
			return 1;
	}
	return 0;
}

static int south_goal(struct reach *rc, const struct node *n)
{
	const struct n44_hex *h = n->box ? NULL : n44_hex_at(rc->m, n->h);

	return h && h->south;
}

int n44_south_line(struct game_ctx *g, struct n44_model *m, const struct n44_unit *u,
		struct err *e)
{
	struct reach *rc = calloc(1, sizeof *rc);
	int ok;

	if (rc == NULL)
		return err_set(e, EXIT_IO, "out of memory"), -1;
	rc->m = m;
	rc->g = g;
	rc->side = u->side;
	rc->nation = u->nation;
	rc->hq = -1;
	ok = trace(rc, &u->loc, 0, south_goal, e);
	free(rc);
	return ok;
}

static int all_supplied(const struct n44_model *m)
{
	return m->turn == 0 || (m->scenario == N44_CAMPAIGN && m->turn == 1);
}

static int placed(const struct n44_loc *l)
{
	return l->kind == N44_L_HEX || l->kind == N44_L_BOX;
}

int n44_supply_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	struct reach *rc = calloc(1, sizeof *rc);
	int out[2] = { 0, 0 }, hq_out = 0;

	(void)o;
	(void)c;
	if (rc == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (n44_model_load(&m, g, st, e)) {
		free(rc);
		return e->code;
	}
	rc->m = &m;
	rc->g = g;
	if (all_supplied(&m))
		log_step(g->log, m.turn == 0 ? "§10" : "§11.3", "Turn %d: every unit and HQ counts as "
				"supplied", m.turn);
	/* HQs first: by road to a depot, or Supported (§7.3.2) */
	for (int i = 0; i < m.nhqs && !e->code; i++) {
		struct n44_hq *q = &m.hqs[i];
		int ok = 1;
		if (!placed(&q->loc))
			continue;
		if (!all_supplied(&m) && !n44_supported(&m, q)) {
			rc->side = q->side;
			if ((ok = trace(rc, &q->loc, 1, depot_goal, e)) < 0)
				break;
		}
		unsigned was = q->flags;
		q->flags = ok ? q->flags & ~(unsigned)N44_H_UNSUPPLIED : q->flags | N44_H_UNSUPPLIED;
		q->changed |= was != q->flags;
		hq_out += !ok;
		if (!ok)
			log_step(g->log, "§7.3.2", "HQ %s traces no road to a depot and is not Supported: "
					"unsupplied", q->id);
	}
	for (int i = 0; i < m.nunits && !e->code; i++) {
		struct n44_unit *u = &m.units[i];
		int ok = 1;
		if (u->loc.kind == N44_L_IN || u->arm == N44_FESTUNG)
			ok = 1;                    /* §0.1.2: always supplied, even besieged */
		else if (!placed(&u->loc))
			continue;
		else if (!all_supplied(&m)) {
			rc->side = u->side;
			rc->nation = u->nation;
			rc->hq = strcmp(rule(g, &m, "supply-hq"), "controlling") ? -1 : u->hq;
			if ((ok = trace(rc, &u->loc, 0, hq_goal, e)) < 0)
				break;
		}
		unsigned was = u->flags;
		u->flags = ok ? u->flags & ~(unsigned)N44_U_UNSUPPLIED : u->flags | N44_U_UNSUPPLIED;
		if (ok && (u->flags & N44_U_PARA_FOOT) && m.turn > 0)
			u->flags &= ~(unsigned)N44_U_PARA_FOOT;
		u->changed |= was != u->flags;
		out[u->side] += !ok;
		if (!ok)
			log_step(g->log, "§7.3.1, §7.5", "%s traces no line to a supplied HQ: unsupplied "
					"until the next logistics phase", u->id);
	}
	if (!e->code) {
		char hqs[32];
		log_stepn(g->log, "§7.3", "Supply: %d Allied and %d German unit unsupplied, %s",
				"Supply: %d Allied and %d German units unsupplied, %s",
				(unsigned long)(out[0] + out[1]), out[0], out[1],
				kit_nsprintf(hqs, sizeof hqs, "%d HQ", "%d HQs", hq_out, hq_out));
		n44_model_save(&m, e);
	}
	free(rc);
	n44_model_free(&m);
	return e->code;
}

/* §7.4: air supply, infantry only, 4 PE (or a division, ruling air-supply). */
int n44_airsupply_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	char ids[16][48];
	int n, pe = 0;
	char div[24] = "";
	int by_division = 0;

	(void)c;
	if (n44_model_load(&m, g, st, e))
		return e->code;
	by_division = !strcmp(rule(g, &m, "air-supply"), "division");
	n = order_split(order_get(o, "unit"), ids[0], 48, 16);
	if (n <= 0)
		err_set(e, EXIT_USAGE, "airsupply: unit= names the units");
	if (!e->code && m.storm && strcmp(rule(g, &m, "air-supply-storm"), "any"))
		kit_refuse(e, "§7.4", "air supply comes in clear or overcast weather, not in a storm");
	if (!e->code && state_get(st, "airsupply") && !strcmp(state_get(st, "airsupply"), "done"))
		kit_refuse(e, "§7.4", "the Allied air supply of this turn is spent");
	for (int i = 0; i < n && !e->code; i++) {
		struct n44_unit *u = n44_unit_find(&m, ids[i]);
		if (u == NULL) {
			err_set(e, EXIT_DATA, "airsupply: no unit '%s' in %s", ids[i], kit_path(st));
			break;
		}
		if (u->side != N44_ALLIED || (u->arm != N44_INFANTRY && u->arm != N44_PARA &&
				u->arm != N44_AIRLANDING && u->arm != N44_RANGER && u->arm != N44_COMMANDO)) {
			kit_refuse(e, "§7.4", "%s is not Allied infantry: air supply is for infantry only",
					u->id);
			break;
		}
		if (!(u->flags & N44_U_UNSUPPLIED)) {
			kit_refuse(e, "§7.4", "%s is not unsupplied", u->id);
			break;
		}
		if (by_division) {
			if (i > 0 && strcmp(div, u->division)) {
				kit_refuse(e, "§7.4", "air supply reaches one division (ruling air-supply=division)");
				break;
			}
			snprintf(div, sizeof div, "%s", u->division);
		} else {
			if (n44_need_value(&m, u, "pe", u->pe, "§7.4", e))
				break;
			pe += u->pe;
			if (pe > 4) {
				kit_refuse(e, "§7.4", "air supply reaches 4 PE of infantry: these units make %d",
						pe);
				break;
			}
		}
		u->flags &= ~(unsigned)N44_U_UNSUPPLIED;
		u->changed = 1;
		log_step(g->log, "§7.4", "%s is supplied by air: its \"unsupplied\" marker is removed",
				u->id);
	}
	if (!e->code) {
		state_set(st, "airsupply", "done");
		n44_model_save(&m, e);
	}
	n44_model_free(&m);
	return e->code;
}
