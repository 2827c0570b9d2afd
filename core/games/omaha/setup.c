/*
 * setup.c: the set-ups the rulebook fixes, the order
 *
 *   setup scenario=standard|beyond
 *
 * standard is §3 (The First Waves and D-Day at Omaha Beach), beyond is §21.1
 * (Beyond the Beach). The steps, places and counts are data
 * (tables/omaha/setup.csv, one step a row, in order); this file only runs them.
 * The counters themselves are the state's: the German WN units wait in the WN
 * pool (German rows at position `box-wn`), the reinforcements in `box-tactical`
 * and `box-division`. Which WN unit is an "88", which shows an artillery symbol
 * and which is the rocket unit is printed on the counters, not in the text, so
 * it is read from the row's calibre: `88`, `rocket`, another calibre (an
 * artillery symbol), or empty (none); a calibre `?` stops with exit 69.
 * Every random draw (the shuffled face-down counters of §3 and §21.1) asks the
 * chance driver, one die per place, so --seed, --dice and odds share the code.
 * A WN place is written as the rulebook does: `61` (WN 61), `62N`, `62S` (the
 * first and second hex of WN 62's `hexes` in the state: N first, digest EX-19).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

#define SETUP_MAX 64

struct pool {
	int rows[SETUP_MAX], n;
};

/* The class of a WN counter from its calibre (see the top comment). */
static int wn_class(const struct state *st, const struct state_kind *gk, int i,
		const char **out, struct err *e)
{
	const char *cal = state_field(&gk->rows[i], state_col(gk, "calibre"));

	if (!strcmp(cal, "?"))
		return err_set(e, EXIT_UNKNOWN, "%s:%d: column calibre of WN unit %s is unknown "
				"(§3): the rulebook does not print the counters. Fill it in from the "
				"counter (88, rocket, another calibre, or empty)", st->path,
				gk->rows[i].line, state_field(&gk->rows[i], 1));
	*out = !*cal ? "other" : !strcmp(cal, "88") ? "88" : !strcmp(cal, "rocket") ? "rocket" :
		"art";
	return 0;
}

/* The pool's rows of a class ("any" for all). */
static int pool_of(const struct state *st, const struct state_kind *gk, const char *box,
		const char *cls, struct pool *p, struct err *e)
{
	int pc = state_col(gk, "position");

	p->n = 0;
	for (int i = 0; i < gk->nrows; i++) {
		const char *c = "any";
		if (strcmp(state_field(&gk->rows[i], pc), box))
			continue;
		if (!strcmp(box, "box-wn") && wn_class(st, gk, i, &c, e))
			return e->code;
		if ((!strcmp(cls, "any") || !strcmp(cls, c)) && p->n < SETUP_MAX)
			p->rows[p->n++] = i;
	}
	return 0;
}

/* "62N" -> position WN62 and its first hex; 0 or EXIT_DATA. */
static int wn_place(const struct state *st, const char *place, char *pos, size_t posz,
		char *hex, struct err *e)
{
	struct state_kind *pk = state_kind(st, "position");
	size_t len = strlen(place);
	int second = 0;
	char num[8];

	if (len == 0 || len > 4)
		return err_set(e, EXIT_DATA, "setup: '%s' is not a WN place", place);
	snprintf(num, sizeof num, "%s", place);
	if (place[len - 1] == 'N' || place[len - 1] == 'S') {
		second = place[len - 1] == 'S';
		num[len - 1] = 0;
	}
	snprintf(pos, posz, "WN%s", num);
	for (int i = 0; pk && i < pk->nrows; i++) {
		if (strcmp(state_field(&pk->rows[i], 1), pos))
			continue;
		const char *h = om_old_col(st, "position", &pk->rows[i], "hexes");
		if (second)
			h = strchr(h, ' ') ? strchr(h, ' ') + 1 : "";
		if (strlen(h) < 4 || (!second && (place[len - 1] == 'N') && !strchr(h, ' ')))
			return err_set(e, EXIT_DATA, "setup: %s has no hex %s (its 'hexes' lists the N hex "
					"first, then the S hex)", pos, place);
		snprintf(hex, 5, "%.4s", h);
		return 0;
	}
	return err_set(e, EXIT_DATA, "%s: setup needs the position %s (§3, §21.1); the map has no "
			"such 'position' row", st->path, pos);
}

static const struct state_row *position_row(const struct state *st, const char *id)
{
	const struct state_kind *pk = state_kind(st, "position");
	for (int i = 0; pk && i < pk->nrows; i++)
		if (!strcmp(state_field(&pk->rows[i], 1), id))
			return &pk->rows[i];
	return NULL;
}

static int unit_at_hex(const struct state_kind *gk, const char *hex)
{
	for (int i = 0; i < gk->nrows; i++)
		if (!strcmp(state_field(&gk->rows[i], state_col(gk, "hex")), hex) &&
		    strncmp(state_field(&gk->rows[i], state_col(gk, "position")), "box-", 4))
			return i;
	return -1;
}

/* One die among the n left; the drawn row leaves the pool. */
static int draw(struct chance *c, struct pool *p, const char *what, int *row, struct err *e)
{
	struct chance_roll roll;

	if (chance_rollf(c, 1, p->n, CHANCE_FACES, 0, &roll, e, "%s (one of %d)", what, p->n))
		return e->code;
	*row = p->rows[roll.faces[0] - 1];
	memmove(&p->rows[roll.faces[0] - 1], &p->rows[roll.faces[0]],
			sizeof p->rows[0] * (size_t)(p->n - roll.faces[0]));
	p->n--;
	return 0;
}

static void put(struct state_kind *gk, int i, const char *pos, const char *hex)
{
	struct state_row *r = &gk->rows[i];
	state_field_set(r, state_col(gk, "position"), pos);
	state_field_set(r, state_col(gk, "hex"), hex);
	state_field_set(r, state_col(gk, "revealed"), "0");
	state_field_set(r, state_col(gk, "disrupted"), "0");
}

/* Split a blank-separated list into at most SETUP_MAX words of up to 15 chars. */
static int words(const char *s, char w[][16])
{
	int n = 0;
	while (*s && n < SETUP_MAX) {
		size_t l = strcspn(s, " ");
		if (l) {
			snprintf(w[n], 16, "%.*s", (int)(l < 15 ? l : 15), s);
			n++;
		}
		s += l;
		s += strspn(s, " ");
	}
	return n;
}

/* The wn step: COUNT units of CLASS drawn onto PLACES ("rest": every empty WN hex). */
static int step_wn(struct game_ctx *g, struct state *st, struct state_kind *gk,
		struct chance *c, const char *sect, const char *cls, int count, const char *places,
		struct err *e)
{
	char w[SETUP_MAX][16], pos[16], hex[8];
	struct pool p;
	int n;

	if (pool_of(st, gk, "box-wn", cls, &p, e))
		return e->code;
	if (!strcmp(places, "rest")) {
		struct state_kind *pk = state_kind(st, "position");
		n = 0;
		for (int i = 0; pk && i < pk->nrows && n < SETUP_MAX; i++) {
			if (strcmp(om_old_col(st, "position", &pk->rows[i], "kind"), "wn"))
				continue;
			char hw[2][16];
			int nh = words(om_old_col(st, "position", &pk->rows[i], "hexes"), hw);
			for (int k = 0; k < nh && k < 2 && n < SETUP_MAX; k++)
				if (unit_at_hex(gk, hw[k]) < 0)
					snprintf(w[n++], 16, "=%s", hw[k]);
		}
	} else
		n = words(places, w);
	if (n != count)
		return err_set(e, EXIT_DATA, "setup: %d WN %s %s for %d units (%s); the map's WN "
				"positions do not match the rulebook", n, n == 1 ? "hex" : "hexes",
				strcmp(places, "rest") ? "named" : "left", count, sect);
	if (p.n < count)
		return err_set(e, EXIT_DATA, "%s: the WN pool (position box-wn) holds %d %s unit%s; "
				"%s places %d", st->path, p.n, cls, p.n == 1 ? "" : "s", sect, count);
	for (int k = 0; k < n; k++) {
		int row;
		if (w[k][0] == '=') {
			struct state_kind *pk = state_kind(st, "position");
			snprintf(hex, sizeof hex, "%.4s", w[k] + 1);
			pos[0] = 0;
			for (int i = 0; pk && i < pk->nrows; i++)
				if (strstr(om_old_col(st, "position", &pk->rows[i], "hexes"), hex))
					snprintf(pos, sizeof pos, "%s", state_field(&pk->rows[i], 1));
		} else if (wn_place(st, w[k], pos, sizeof pos, hex, e))
			return e->code;
		if (unit_at_hex(gk, hex) >= 0)
			return err_set(e, EXIT_DATA, "setup: %s (%s) already holds a German unit", w[k],
					hex);
		if (draw(c, &p, hex, &row, e))
			return e->code;
		put(gk, row, pos, hex);
		char name[16];
		if (w[k][0] == '=') {
			const struct state_row *pr = position_row(st, pos);
			const char *hs = pr ? om_old_col(st, "position", pr, "hexes") : "";
			snprintf(name, sizeof name, "%s%s", !strncmp(pos, "WN", 2) ? pos + 2 : pos,
					!strchr(hs, ' ') ? "" : !strncmp(hs, hex, 4) ? "N" : "S");
		} else
			snprintf(name, sizeof name, "%s", w[k]);
		log_step(g->log, sect, "WN %s (hex %s): the %s unit %s, face down", name, hex,
				!strcmp(cls, "art") ? "artillery-symbol" : !strcmp(cls, "other") ?
				"other WN" : cls, state_field(&gk->rows[row], 1));
	}
	return 0;
}

int om_old_setup(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c,
		struct err *e)
{
	const char *scen = order_get(o, "scenario");
	struct state_kind *gk = state_kind(st, "german");
	const struct table *t;
	struct pool waiting = { { 0 }, 0 };
	char markers[256] = "";
	int cs, cst, ccl, ccn, cpl, csrc;

	if (strcmp(scen, "standard") && strcmp(scen, "beyond"))
		return err_set(e, EXIT_USAGE, "setup: scenario=%s is not standard (§3) or beyond "
				"(§21.1)", scen);
	if (gk == NULL || state_kind(st, "position") == NULL)
		return err_set(e, EXIT_DATA, "%s: setup needs German units (their pools) and "
				"positions", st->path);
	for (int i = 0; i < gk->nrows; i++) {
		const char *p = state_field(&gk->rows[i], state_col(gk, "position"));
		if (!strcmp(state_field(&gk->rows[i], state_col(gk, "kind")), "wn") &&
		    strcmp(p, "box-wn") && strcmp(p, "removed"))
			return err_set(e, EXIT_REFUSED, "setup: WN unit %s is already on the map (%s): "
					"the set-up starts with every WN unit in its pool (§3, §21.1)",
					state_field(&gk->rows[i], 1), p);
	}
	if (table_get(g->tables, "omaha", "setup", &t, e) ||
	    (cs = table_find_col(t, "scenario", "§3", e)) < 0 ||
	    (cst = table_find_col(t, "step", "§3", e)) < 0 ||
	    (ccl = table_find_col(t, "class", "§3", e)) < 0 ||
	    (ccn = table_find_col(t, "count", "§3", e)) < 0 ||
	    (cpl = table_find_col(t, "places", "§3", e)) < 0 ||
	    (csrc = table_find_col(t, "source", "§3", e)) < 0)
		return e->code;
	const char *sect = !strcmp(scen, "standard") ? "§3" : "§21.1";
	log_step(g->log, sect, "Set-up of %s", !strcmp(scen, "standard") ?
			"The First Waves / D-Day at Omaha Beach" : "Beyond the Beach");
	for (int r = 1; r < t->nrows; r++) {
		const char *step, *cls, *cnt, *places;
		if (strcmp(table_cell(t, r, cs), scen))
			continue;
		if (table_need(t, r, cst, sect, &step, e) || table_need(t, r, ccl, sect, &cls, e) ||
		    table_need(t, r, ccn, sect, &cnt, e) || table_need(t, r, cpl, sect, &places, e))
			return e->code;
		int count = strcmp(cnt, "-") ? atoi(cnt) : 0;
		if (!strcmp(step, "wn")) {
			if (step_wn(g, st, gk, c, sect, cls, count, places, e))
				return e->code;
		} else if (!strcmp(step, "remove")) {
			struct pool p;
			if (pool_of(st, gk, "box-wn", cls, &p, e))
				return e->code;
			for (int k = 0; k < p.n; k++)
				state_field_set(&gk->rows[p.rows[k]], state_col(gk, "position"), "removed");
			log_step(g->log, sect, "%d %s WN unit%s left in the pool leave%s play", p.n,
					!strcmp(cls, "any") ? "other" : !strcmp(cls, "art") ?
					"artillery-symbol" : cls, p.n == 1 ? "" : "s",
					p.n == 1 ? "s" : "");
		} else if (!strcmp(step, "marker")) {
			/* the markers go down first and the units on top (§3): they are put
			 * under the units once every step has run */
			snprintf(markers, sizeof markers, "%s", places);
			log_step(g->log, sect, "An unrevealed WN depth marker, drawn face down, on each of "
					"%s (%d)", places, count);
		} else if (!strcmp(step, "marker-box")) {
			state_set(st, "wn_markers", cnt);
			log_step(g->log, sect, "%s WN depth marker%s face down in the WN reserve box "
					"(set,wn_markers)", cnt, count == 1 ? "" : "s");
		} else if (!strcmp(step, "reinf")) {
			const char *box = !strncmp(cls, "tactical", 8) ? "box-tactical" : "box-division";
			struct pool p;
			if (pool_of(st, gk, box, "any", &p, e))
				return e->code;
			if (p.n < count)
				return err_set(e, EXIT_DATA, "%s: the %s pool holds %d units; %s draws %d",
						st->path, box + 4, p.n, sect, count);
			for (int k = 0; k < count; k++) {
				int row;
				if (draw(c, &p, box + 4, &row, e))
					return e->code;
				state_field_set(&gk->rows[row], state_col(gk, "position"), "setup-drawn");
				if (waiting.n < SETUP_MAX)
					waiting.rows[waiting.n++] = row;
			}
			if (!strcmp(cls, "tactical-rest"))
				for (int k = 0; k < p.n; k++)
					state_field_set(&gk->rows[p.rows[k]], state_col(gk, "position"),
							"removed");
			log_step(g->log, sect, "%d %s units drawn face down; %d %s", count, box + 4, p.n,
					!strcmp(cls, "tactical-rest") ? "leave play" : "stay in their box");
		} else if (!strcmp(step, "reinf-place")) {
			char w[SETUP_MAX][16];
			int n = words(places, w);
			if (n != waiting.n)
				return err_set(e, EXIT_DATA, "setup: %d drawn reinforcements for %d places",
						waiting.n, n);
			for (int k = 0; k < n; k++) {
				char *d = strstr(w[k], "(D)"), hex[8];
				int row;
				if (d)
					*d = 0;
				const struct state_row *pr = position_row(st, w[k]);
				if (pr == NULL)
					return err_set(e, EXIT_DATA, "%s: setup needs the reinforcement position "
							"%s (§21.1); the map has no such 'position' row", st->path, w[k]);
				snprintf(hex, sizeof hex, "%.4s", om_old_col(st, "position", pr, "hexes"));
				if (draw(c, &waiting, w[k], &row, e))
					return e->code;
				put(gk, row, w[k], hex);
				state_field_set(&gk->rows[row], state_col(gk, "reserve"), "");
				int placed;   /* (D): from the building or mobile pool (depth.c) */
				if (d && om_old_depth_give(g, st, c, NULL, row, sect, &placed, e))
					return e->code;
				log_step(g->log, sect, "%s (hex %s): %s, face down%s", w[k], hex,
						state_field(&gk->rows[row], 1), d ? ", over an unrevealed depth "
						"marker drawn from the mobile or building box, by the position's type" :
						"");
			}
		} else if (!strcmp(step, "art-active")) {
			int n = 0;
			for (int i = 0; i < gk->nrows; i++)
				if (!strcmp(state_field(&gk->rows[i], state_col(gk, "kind")), "offmap")) {
					state_field_set(&gk->rows[i], state_col(gk, "active"), "1");
					n++;
				}
			log_step(g->log, sect, "%d German artillery unit%s active side up", n,
					n == 1 ? "" : "s");
		} else if (!strcmp(step, "cleared")) {
			char w[SETUP_MAX][16];
			int n = words(places, w);
			for (int k = 0; k < n; k++) {
				struct state_row *hr = om_old_hex(st, w[k]);
				if (hr == NULL)
					return err_set(e, EXIT_DATA, "%s: setup clears hex %s (%s); the map has no "
							"'hex' row for it", st->path, w[k], sect);
				om_old_set_col(st, "hex", hr, "cleared", "1");
			}
			log_step(g->log, sect, "Obstacles cleared on %s", places);
		} else if (!strcmp(step, "rocket")) {
			state_set(st, "rocket_events", cnt);
			log_step(g->log, sect, "The WN 69 rocket event counts as having happened %s%s "
					"(set,rocket_events)", count == 1 ? "once" : cnt, count == 1 ? "" :
					" times");
		} else if (!strcmp(step, "turn")) {
			state_set(st, "turn", cnt);
			log_step(g->log, sect, "The turn marker on %s", cnt);
		} else
			return err_set(e, EXIT_DATA, "%s:%d: unknown set-up step '%s'", t->source,
					t->lines[r], step);
	}
	char w[SETUP_MAX][16], pos[16], hex[8];
	int n = words(markers, w), i;
	for (int k = 0; k < n; k++) {
		if (wn_place(st, w[k], pos, sizeof pos, hex, e))
			return e->code;
		if ((i = unit_at_hex(gk, hex)) < 0)
			return err_set(e, EXIT_DATA, "setup: no WN unit on %s (%s) over its depth marker",
					w[k], hex);
		if (om_old_markers(st) && om_old_pool_count(st, "box-wn") == 0)
			return err_set(e, EXIT_DATA, "%s: setup: no WN marker left in box-wn for %s "
					"(§3: 18 WN markers, marker rows)", st->path, w[k]);
		int placed;   /* with marker rows, drawn from the WN box (depth.c) */
		if (om_old_depth_give(g, st, c, NULL, i, "§3", &placed, e))
			return e->code;
	}
	return 0;
}
