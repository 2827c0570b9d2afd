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

#include "i18n.h"
#include "om.h"

#define SETUP_MAX 64

struct pool {
	struct om_german *g[SETUP_MAX];
	int n;
};

/* A set-up being run: the model, the chance, the section cited, the units
 * drawn for reinf-place, and the WN places of the depth markers put under the
 * units at the end (§3). */
struct setup {
	struct om_model *m;
	struct chance *c;
	const char *sect;
	struct pool waiting;
	char markers[256];
};

/* The class of a WN counter from its calibre (see the top comment). */
static int wn_class(const struct om_model *m, const struct om_german *g, const char **out,
		struct err *e)
{
	const char *cal = g->calibre;

	if (!strcmp(cal, "?"))
		return err_set(e, EXIT_UNKNOWN, "%s:%d: column calibre of WN unit %s is unknown "
				"(§3): the rulebook does not print the counters. Fill it in from the "
				"counter (88, rocket, another calibre, or empty)", kit_path(m->st),
				g->src.line, g->id);
	*out = !*cal ? "other" : !strcmp(cal, "88") ? "88" : !strcmp(cal, "rocket") ? "rocket" :
		"art";
	return 0;
}

/* The pool's units of a class ("any" for all). */
/* A WN class as a person reads it: "art" is "artillery-symbol" (§3). */
static const char *cls_name(const char *cls)
{
	if (!strcmp(cls, "art"))
		return C_("WN class", "artillery-symbol");
	if (!strcmp(cls, "other"))
		return C_("WN class", "other");
	if (!strcmp(cls, "rocket"))
		return C_("WN class", "rocket");
	return cls;
}

static int pool_of(struct om_model *m, const char *box, const char *cls, struct pool *p,
		struct err *e)
{
	p->n = 0;
	for (struct om_german *g = m->gm; g < m->gm + m->ngm; g++) {
		const char *c = "any";
		if (strcmp(g->pos, box))
			continue;
		if (!strcmp(box, "box-wn") && wn_class(m, g, &c, e))
			return e->code;
		if ((!strcmp(cls, "any") || !strcmp(cls, c)) && p->n < SETUP_MAX)
			p->g[p->n++] = g;
	}
	return 0;
}

/* "62N" -> position WN62 and its first hex; 0 or EXIT_DATA. */
static int wn_place(struct om_model *m, const char *place, const struct om_position **pos,
		struct grid_hex *hex, struct err *e)
{
	size_t len = strlen(place);
	int second = 0, suffix = 0;
	char num[8], id[16];

	if (len == 0 || len > 4)
		return err_set(e, EXIT_DATA, "setup: '%s' is not a WN place", place);
	snprintf(num, sizeof num, "%s", place);
	if (place[len - 1] == 'N' || place[len - 1] == 'S') {
		second = place[len - 1] == 'S';
		suffix = 1;
		num[len - 1] = 0;
	}
	snprintf(id, sizeof id, "WN%s", num);
	if ((*pos = om_position_find(m, id)) == NULL)
		return err_set(e, EXIT_DATA, "%s: setup needs the position %s (§3, §21.1); the map "
				"has no such 'position' row", kit_path(m->st), id);
	if ((*pos)->nhex < (suffix ? 2 : 1))
		return err_set(e, EXIT_DATA, "setup: %s has no hex %s (its 'hexes' lists the N hex "
				"first, then the S hex)", id, place);
	*hex = (*pos)->hex[second];
	return 0;
}

/* The German unit on the map in hex h, or NULL. */
static struct om_german *unit_at_hex(struct om_model *m, struct grid_hex h)
{
	for (struct om_german *g = m->gm; g < m->gm + m->ngm; g++)
		if (g->has_hex && grid_equal(g->hex, h) && strncmp(g->pos, "box-", 4))
			return g;
	return NULL;
}

/* One die among the n left; the drawn unit leaves the pool. */
static int draw(struct chance *c, struct pool *p, const char *what, struct om_german **out,
		struct err *e)
{
	struct chance_roll roll;

	if (chance_rollf(c, 1, p->n, CHANCE_FACES, 0, &roll, e, "%s (one of %d)", what, p->n))
		return e->code;
	*out = p->g[roll.faces[0] - 1];
	memmove(&p->g[roll.faces[0] - 1], &p->g[roll.faces[0]],
			sizeof p->g[0] * (size_t)(p->n - roll.faces[0]));
	p->n--;
	return 0;
}

static void put(struct om_german *g, const char *pos, struct grid_hex hex)
{
	g->pos = pos;
	g->has_hex = 1;
	g->hex = hex;
	g->revealed = 0;
	g->disrupted = 0;
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

/* A WN place: its position, its hex, and its name as the rulebook writes it. */
struct place {
	const struct om_position *p;
	struct grid_hex hex;
	char name[16];
};

/* The places of a wn step: named ("61 62N", their position found when the
 * unit is placed), or "rest": every empty WN hex. */
static int wn_places(struct om_model *m, const char *places, struct place *pl)
{
	char w[SETUP_MAX][16];
	int n = 0, nw;

	if (strcmp(places, "rest")) {
		nw = words(places, w);
		for (int k = 0; k < nw; k++) {
			pl[k].p = NULL;
			snprintf(pl[k].name, sizeof pl[k].name, "%s", w[k]);
		}
		return nw;
	}
	for (const struct om_position *p = m->pos; p < m->pos + m->npos && n < SETUP_MAX; p++) {
		if (p->kind != OM_PK_WN)
			continue;
		for (int k = 0; k < p->nhex && k < 2 && n < SETUP_MAX; k++)
			if (unit_at_hex(m, p->hex[k]) == NULL) {
				pl[n].p = p;
				pl[n].hex = p->hex[k];
				snprintf(pl[n].name, sizeof pl[n].name, "%s%s", !strncmp(p->id, "WN", 2) ?
						p->id + 2 : p->id, p->nhex < 2 ? "" : k == 0 ? "N" : "S");
				n++;
			}
	}
	return n;
}

/* The wn step: COUNT units of CLASS drawn onto PLACES ("rest": every empty WN hex). */
static int step_wn(struct setup *s, const char *cls, int count, const char *places,
		struct err *e)
{
	struct om_model *m = s->m;
	struct place pl[SETUP_MAX];
	struct pool p;
	int n;

	if (pool_of(m, "box-wn", cls, &p, e))
		return e->code;
	n = wn_places(m, places, pl);
	if (n != count)
		return err_setn(e, EXIT_DATA, "setup: %d WN hex %s for %d units (%s); the map's WN "
				"positions do not match the rulebook", "setup: %d WN hexes %s for %d units "
				"(%s); the map's WN positions do not match the rulebook", n, n,
				strcmp(places, "rest") ? _("named") : _("left"), count, s->sect);
	if (p.n < count)
		return err_setn(e, EXIT_DATA, "%s: the WN pool (position box-wn) holds %d %s unit; "
				"%s places %d", "%s: the WN pool (position box-wn) holds %d %s units; "
				"%s places %d", p.n, kit_path(m->st), p.n, cls_name(cls), s->sect, count);
	for (int k = 0; k < n; k++) {
		struct om_german *g;
		char hex[5];
		if (pl[k].p == NULL && wn_place(m, pl[k].name, &pl[k].p, &pl[k].hex, e))
			return e->code;
		grid_format(pl[k].hex, hex);
		if (unit_at_hex(m, pl[k].hex))
			return err_set(e, EXIT_DATA, "setup: %s (%s) already holds a German unit",
					pl[k].name, hex);
		if (draw(s->c, &p, hex, &g, e))
			return e->code;
		put(g, pl[k].p->id, pl[k].hex);
		log_step(m->g->log, s->sect, "WN %s (hex %s): the %s unit %s, face down", pl[k].name,
				hex, !strcmp(cls, "art") ? C_("WN class", "artillery-symbol") :
				!strcmp(cls, "other") ? C_("WN class", "other WN") : cls_name(cls), g->id);
	}
	return 0;
}

/* The remove step: the WN units of a class left in the pool leave play. */
static int step_remove(struct setup *s, const char *cls, struct err *e)
{
	struct pool p;

	if (pool_of(s->m, "box-wn", cls, &p, e))
		return e->code;
	for (int k = 0; k < p.n; k++)
		p.g[k]->pos = "removed";
	log_stepn(s->m->g->log, s->sect, "%d %s WN unit left in the pool leaves play",
			"%d %s WN units left in the pool leave play", p.n, p.n,
			cls_name(!strcmp(cls, "any") ? "other" : cls));
	return 0;
}

/* The reinf step: COUNT units drawn face down from a reinforcement pool. */
static int step_reinf(struct setup *s, const char *cls, int count, struct err *e)
{
	const char *box = !strncmp(cls, "tactical", 8) ? "box-tactical" : "box-division";
	struct pool p;

	if (pool_of(s->m, box, "any", &p, e))
		return e->code;
	if (p.n < count)
		return err_set(e, EXIT_DATA, "%s: the %s pool holds %d units; %s draws %d",
				kit_path(s->m->st), box + 4, p.n, s->sect, count);
	for (int k = 0; k < count; k++) {
		struct om_german *g;
		if (draw(s->c, &p, box + 4, &g, e))
			return e->code;
		g->pos = "setup-drawn";
		if (s->waiting.n < SETUP_MAX)
			s->waiting.g[s->waiting.n++] = g;
	}
	if (!strcmp(cls, "tactical-rest"))
		for (int k = 0; k < p.n; k++)
			p.g[k]->pos = "removed";
	log_step(s->m->g->log, s->sect, "%d %s units drawn face down; %d %s", count, box + 4, p.n,
			!strcmp(cls, "tactical-rest") ? _("leave play") : _("stay in their box"));
	return 0;
}

/* The reinf-place step: the units drawn go onto PLACES, "(D)" with a depth
 * marker. */
static int step_reinf_place(struct setup *s, const char *places, struct err *e)
{
	struct om_model *m = s->m;
	char w[SETUP_MAX][16];
	int n = words(places, w);

	if (n != s->waiting.n)
		return err_set(e, EXIT_DATA, "setup: %d drawn reinforcements for %d places",
				s->waiting.n, n);
	for (int k = 0; k < n; k++) {
		char *d = strstr(w[k], "(D)"), hex[5];
		const struct om_position *p;
		struct om_german *g;
		int placed;   /* (D): from the building or mobile pool (depth.c) */
		if (d)
			*d = 0;
		if ((p = om_position_find(m, w[k])) == NULL || p->nhex < 1)
			return err_set(e, EXIT_DATA, "%s: setup needs the reinforcement position "
					"%s (§21.1); the map has no such 'position' row", kit_path(m->st),
					w[k]);
		grid_format(p->hex[0], hex);
		if (draw(s->c, &s->waiting, w[k], &g, e))
			return e->code;
		put(g, p->id, p->hex[0]);
		g->reserve = OM_RES_NONE;
		if (d && om_depth_give(m, s->c, NULL, g, s->sect, &placed, e))
			return e->code;
		log_step(m->g->log, s->sect, "%s (hex %s): %s, face down%s", w[k], hex, g->id, d ?
				_(", over an unrevealed depth marker drawn from the mobile or building box, "
				"by the position's type") : "");
	}
	return 0;
}

/* The art-active and cleared steps. */
static int step_art_active(struct setup *s)
{
	int n = 0;

	for (struct om_german *g = s->m->gm; g < s->m->gm + s->m->ngm; g++)
		if (g->kind == OM_GK_OFFMAP) {
			g->active = 1;
			n++;
		}
	log_stepn(s->m->g->log, s->sect, "%d German artillery unit active side up",
			"%d German artillery units active side up", n, n);
	return 0;
}

static int step_cleared(struct setup *s, const char *places, struct err *e)
{
	char w[SETUP_MAX][16];
	int n = words(places, w);

	for (int k = 0; k < n; k++) {
		struct om_hex *h = om_hex_find(s->m, w[k]);
		if (h == NULL)
			return err_set(e, EXIT_DATA, "%s: setup clears hex %s (%s); the map has no "
					"'hex' row for it", kit_path(s->m->st), w[k], s->sect);
		if (om_hex_clear(s->m, h))
			return err_set(e, EXIT_IO, "out of memory");
	}
	log_step(s->m->g->log, s->sect, "Obstacles cleared on %s", places);
	return 0;
}

/* One row of tables/omaha/setup.csv: 0, an exit status, or -1 for an
 * unknown step. */
static int step(struct setup *s, const char *stp, const char *cls, const char *cnt,
		const char *places, struct err *e)
{
	struct om_model *m = s->m;
	int count = strcmp(cnt, "-") ? atoi(cnt) : 0;

	if (!strcmp(stp, "wn"))
		return step_wn(s, cls, count, places, e);
	if (!strcmp(stp, "remove"))
		return step_remove(s, cls, e);
	if (!strcmp(stp, "marker")) {
		/* the markers go down first and the units on top (§3): they are put
		 * under the units once every step has run */
		snprintf(s->markers, sizeof s->markers, "%s", places);
		log_step(m->g->log, s->sect, "An unrevealed WN depth marker, drawn face down, on each "
				"of %s (%d)", places, count);
	} else if (!strcmp(stp, "marker-box")) {
		om_set(m, OM_K_WN_MARKERS, cnt);
		log_stepn(m->g->log, s->sect, "%s WN depth marker face down in the WN reserve box "
				"(set,wn_markers)", "%s WN depth markers face down in the WN reserve box "
				"(set,wn_markers)", count, cnt);
	} else if (!strcmp(stp, "reinf"))
		return step_reinf(s, cls, count, e);
	else if (!strcmp(stp, "reinf-place"))
		return step_reinf_place(s, places, e);
	else if (!strcmp(stp, "art-active"))
		return step_art_active(s);
	else if (!strcmp(stp, "cleared"))
		return step_cleared(s, places, e);
	else if (!strcmp(stp, "rocket")) {
		om_set(m, OM_K_ROCKETS, cnt);
		/* "once" is its own sentence: its translation need not be "%s times" */
		if (count == 1)
			log_step(m->g->log, s->sect, "The WN 69 rocket event counts as having happened "
					"once (set,rocket_events)");
		else
			log_stepn(m->g->log, s->sect, "The WN 69 rocket event counts as having "
					"happened %s time (set,rocket_events)", "The WN 69 rocket event counts "
					"as having happened %s times (set,rocket_events)", count, cnt);
	} else if (!strcmp(stp, "turn")) {
		m->turn = atoi(cnt);
		log_step(m->g->log, s->sect, "The turn marker on %s", cnt);
	} else
		return -1;
	return 0;
}

/* The depth markers under the WN units named by the marker step (§3). */
static int markers(struct setup *s, struct err *e)
{
	struct om_model *m = s->m;
	char w[SETUP_MAX][16], hex[5];
	int n = words(s->markers, w), placed;

	for (int k = 0; k < n; k++) {
		const struct om_position *p;
		struct grid_hex h;
		struct om_german *g;
		if (wn_place(m, w[k], &p, &h, e))
			return e->code;
		grid_format(h, hex);
		if ((g = unit_at_hex(m, h)) == NULL)
			return err_set(e, EXIT_DATA, "setup: no WN unit on %s (%s) over its depth marker",
					w[k], hex);
		if ((m->kinds & OM_KIND_MARKER) && om_pool_count(m, "box-wn") == 0)
			return err_set(e, EXIT_DATA, "%s: setup: no WN marker left in box-wn for %s "
					"(§3: 18 WN markers, marker rows)", kit_path(m->st), w[k]);
		/* with marker rows, drawn from the WN box (depth.c) */
		if (om_depth_give(m, s->c, NULL, g, "§3", &placed, e))
			return e->code;
	}
	return 0;
}

/* §3 (seed lines 1052-1058): « Placez 8 unités de chars américains (n'ayant
 * pas d'indication de tour d'entrée en jeu) dans les cases de débarquement
 * notées sur leurs pions. Placez toutes les autres unités américaines (à
 * l'exception des unités de remplacement) dans les cases de la piste de tour »;
 * §22.1 (lines 4620-4621) puts the same tanks in the same boxes. The state
 * holds the counters where §3 puts them, so the unnumbered tanks are the US
 * units in landing boxes: each must be a tank, in a box its counter's code
 * allows (`code`, read as §5.3 reads it). */
static int us_boxes(struct setup *s, struct err *e)
{
	struct om_model *m = s->m;

	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		const struct om_box *b;
		if (u->at.kind != OM_AT_BOX)
			continue;
		b = &m->box[u->at.box];
		if (u->type != OM_TANK)
			return kit_refuse(e, "§3", "setup: %s (%s) is in landing box %s: only the tanks "
					"without an entry turn start in landing boxes, every other US unit on "
					"the turn track", u->id, om_type_name(u->type), b->id);
		if (!om_code_allows(u->code, b))
			return kit_refuse(e, "§3", "setup: the tank %s is in landing box %s, but its "
					"counter notes '%s': it starts in the box its counter notes", u->id,
					b->id, u->code);
		log_step(m->g->log, "§3", "%s, a tank without an entry turn, starts in landing box %s, "
				"as its counter notes (%s)", u->id, b->id, u->code);
	}
	return 0;
}

/* The set-up starts with every WN unit in its pool (§3, §21.1). */
static int check_pools(struct om_model *m, struct err *e)
{
	if (!(m->kinds & OM_KIND_GERMAN) || !(m->kinds & OM_KIND_POSITION))
		return err_set(e, EXIT_DATA, "%s: setup needs German units (their pools) and "
				"positions", kit_path(m->st));
	for (const struct om_german *g = m->gm; g < m->gm + m->ngm; g++)
		if (g->kind == OM_GK_WN && strcmp(g->pos, "box-wn") && strcmp(g->pos, "removed"))
			return err_set(e, EXIT_REFUSED, "setup: WN unit %s is already on the map (%s): "
					"the set-up starts with every WN unit in its pool (§3, §21.1)", g->id,
					g->pos);
	return 0;
}

int om_setup(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *scen = order_get(o, "scenario");
	struct setup s = { .m = m, .c = c };
	const struct table *t;
	int cs, cst, ccl, ccn, cpl, csrc, rc;

	if (strcmp(scen, "standard") && strcmp(scen, "beyond"))
		return err_set(e, EXIT_USAGE, "setup: scenario=%s is not standard (§3) or beyond "
				"(§21.1)", scen);
	if (check_pools(m, e))
		return e->code;
	if (table_get(m->g->tables, "omaha", "setup", &t, e) ||
	    (cs = table_find_col(t, "scenario", "§3", e)) < 0 ||
	    (cst = table_find_col(t, "step", "§3", e)) < 0 ||
	    (ccl = table_find_col(t, "class", "§3", e)) < 0 ||
	    (ccn = table_find_col(t, "count", "§3", e)) < 0 ||
	    (cpl = table_find_col(t, "places", "§3", e)) < 0 ||
	    (csrc = table_find_col(t, "source", "§3", e)) < 0)
		return e->code;
	s.sect = !strcmp(scen, "standard") ? "§3" : "§21.1";
	log_step(m->g->log, s.sect, "Set-up of %s", !strcmp(scen, "standard") ?
			"The First Waves / D-Day at Omaha Beach" : _("Beyond the Beach"));
	for (int r = 1; r < t->nrows; r++) {
		const char *stp, *cls, *cnt, *places;
		if (strcmp(table_cell(t, r, cs), scen))
			continue;
		if (table_need(t, r, cst, s.sect, &stp, e) || table_need(t, r, ccl, s.sect, &cls, e) ||
		    table_need(t, r, ccn, s.sect, &cnt, e) || table_need(t, r, cpl, s.sect, &places, e))
			return e->code;
		if ((rc = step(&s, stp, cls, cnt, places, e)) < 0)
			return err_set(e, EXIT_DATA, "%s:%d: unknown set-up step '%s'", t->source,
					t->lines[r], stp);
		if (rc)
			return e->code;
	}
	/* the US tanks in landing boxes (§3, also read by §22.1); variant §22.1's
	 * delayed start and pre-landing bombardment (variant.c) */
	if (markers(&s, e) || (!strcmp(scen, "standard") && us_boxes(&s, e)))
		return e->code;
	if (strcmp(scen, "standard"))   /* §21.1's US table: see umpire-omaha(7) */
		log_step(m->g->log, "§21.1", "The US units stay where the state puts them: the "
				"table of §21.1 gives their hexes and strengths, not the steps a strength "
				"stands for (printed on the counters, not in the text)");
	return om_variant_setup(m, scen, c, e) ? e->code : 0;
}
