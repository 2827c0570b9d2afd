/*
 * loc.c: US control and German lines of communication (§12.1, §12.2), the
 * order
 *
 *   loc position=ID
 *
 * which changes nothing and logs whether the position traces a German LOC:
 * a path of any length, hex to adjacent hex, to an exit hex (A-G) avoiding
 * hexes occupied or controlled by US units, rough hexes, beach hexes and shelf
 * hexes adjacent to a beach hex (§12.2). US control (§12.1): a unit controls
 * its hex; infantry of 2 or 3 steps (4: ruling a10-battalion-control) and armour
 * also the adjacent hexes, disrupted or not, except high ground next to a
 * beach, shelf or draw hex they stand on; Generals control nothing (§11.3,
 * §11.31). Exceptions: the position's own hex never blocks it (§12.21, ruling
 * a11-loc-adjacent; §12.22); an occupied reinforcement position may trace
 * through one adjacent bocage hex controlled but not occupied by US units
 * (§12.23). Hexes are adjacent as grid.h computes them (an assumption: the
 * rulebook's map is not in the text). The same trace serves the count of
 * victory points (vp.c, §13.22): from a hex as from a vacant position
 * (om_loc_trace_hex), and US control of a hex (om_us_control).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

#define MAXH 4096

/* One trace: the map's hexes by index in m->hex (their first row), which US
 * units occupy and control, and the search's start. */
struct lmap {
	struct om_model *m;
	unsigned char *occupied, *controlled, *ignore;
	int start[OM_POS_HEXES], nstart;
	int german;            /* a German unit holds the position traced from */
	int reinf;             /* it is a reinforcement position (§12.23) */
};

static int find(const struct lmap *l, struct grid_hex h)
{
	const struct om_hex *x = om_hex_at(l->m, h);

	return x ? (int)(x - l->m->hex) : -1;
}

static int terrain(const struct lmap *l, int i)
{
	return (int)l->m->hex[i].terrain;
}

static int blocked_terrain(const struct lmap *l, int i)
{
	struct grid_hex nb[6];

	if (terrain(l, i) == OM_ROUGH || terrain(l, i) == OM_BEACH)
		return 1;
	if (terrain(l, i) != OM_SHELF)
		return 0;
	grid_neighbours(l->m->hex[i].h, nb);
	for (int k = 0; k < 6; k++) {
		int j = find(l, nb[k]);
		if (j >= 0 && terrain(l, j) == OM_BEACH)
			return 1;
	}
	return 0;
}

/* §12.1: the hexes US units occupy and control. */
static void us_control(struct lmap *l)
{
	int own_hex = om_rule_is(l->m, "a10-battalion-control", "own-hex");

	for (const struct om_unit *u = l->m->u; u < l->m->u + l->m->nu; u++) {
		struct grid_hex nb[6];
		int hi;
		if (u->at.kind != OM_AT_HEX || (hi = find(l, u->at.hex)) < 0 ||
		    u->type == OM_GENERAL)
			continue;   /* §11.3, §11.31: a General controls nothing, cuts no LOC */
		l->occupied[hi] = 1;
		l->controlled[hi] = 1;
		int adj = om_is_armour(u->type) || (om_is_infantry(u->type) && u->steps >= 2 &&
				(u->steps <= 3 || !own_hex));
		if (!adj)
			continue;
		grid_neighbours(u->at.hex, nb);
		for (int k = 0; k < 6; k++) {
			int j = find(l, nb[k]);
			if (j < 0)
				continue;
			if (om_lowland(terrain(l, hi)) && !om_lowland(terrain(l, j)))
				continue;   /* §12.11: not high ground from the lowland */
			l->controlled[j] = 1;
		}
	}
}

/* §12.21 (ruling a11): the German unit's own hex does not block it;
 * all-around: US control of the hexes around it is ignored too */
static void ignored(struct lmap *l)
{
	int around = om_rule_is(l->m, "a11-loc-adjacent", "all-around");

	for (int s = 0; s < l->nstart; s++) {
		struct grid_hex nb[6];
		l->ignore[l->start[s]] = 1;
		if (!around || !l->german)
			continue;
		grid_neighbours(l->m->hex[l->start[s]].h, nb);
		for (int k = 0; k < 6; k++) {
			int j = find(l, nb[k]);
			if (j >= 0 && !l->occupied[j])
				l->ignore[j] = 1;
		}
	}
}

/* Breadth first over (hex, bocage exception used): the node of an exit hex
 * reached (prev[] gives the path back), or -1. */
static int search(struct lmap *l, int *prev, int *queue)
{
	int n = l->m->nhex, head = 0, tail = 0;

	for (int i = 0; i < n * 2; i++)
		prev[i] = -2;
	for (int s = 0; s < l->nstart; s++) {
		if (l->occupied[l->start[s]] && !l->german)
			continue;
		prev[l->start[s] * 2] = -1;
		queue[tail++] = l->start[s] * 2;
	}
	while (head < tail) {
		int cur = queue[head++], hi = cur / 2, used = cur % 2;
		struct grid_hex nb[6];
		if (*l->m->hex[hi].exit)
			return cur;
		grid_neighbours(l->m->hex[hi].h, nb);
		for (int k = 0; k < 6; k++) {
			int j = find(l, nb[k]), u2 = used;
			if (j < 0 || blocked_terrain(l, j) || l->occupied[j])
				continue;
			if (l->controlled[j] && !l->ignore[j]) {
				/* §12.23: one adjacent bocage hex, for an occupied reinforcement */
				int first = prev[cur] == -1;
				if (!(l->reinf && l->german && first && !used &&
				      terrain(l, j) == OM_BOCAGE))
					continue;
				u2 = 1;
			}
			if (prev[j * 2 + u2] != -2)
				continue;
			prev[j * 2 + u2] = cur;
			queue[tail++] = j * 2 + u2;
		}
	}
	return -1;
}

static void log_path(struct lmap *l, const char *pid, int found, const int *prev)
{
	char path[512] = "";
	int bocage = found % 2;

	if (found < 0) {
		log_step(l->m->g->log, "§12.2", "%s has no German line of communication: every path "
				"to an exit hex meets US-occupied or US-controlled hexes, rough, beach, or "
				"shelf next to the beach", pid);
		return;
	}
	for (int cur = found; cur >= 0; cur = prev[cur]) {
		char tmp[512];
		snprintf(tmp, sizeof tmp, "%s%s%s", l->m->hex[cur / 2].id, path[0] ? "-" : "", path);
		snprintf(path, sizeof path, "%s", tmp);
	}
	log_step(l->m->g->log, bocage ? "§12.23" : "§12.2", "%s traces a German line of "
			"communication to exit %s: %s%s", pid, l->m->hex[found / 2].exit, path,
			bocage ? _(" (through one US-controlled bocage hex)") : "");
}

/* The map and the start: from position pid, or (pid NULL) from hex as from a
 * vacant position. */
static int lmap_open(struct lmap *l, struct om_model *m, const char *pid,
		const struct grid_hex *hex, struct err *e)
{
	const struct om_position *p = pid ? om_position_find(m, pid) : NULL;
	size_t n = (size_t)m->nhex + 1;

	memset(l, 0, sizeof *l);
	l->m = m;
	if (!(m->kinds & OM_KIND_HEX))
		return err_set(e, EXIT_DATA, "%s: no 'hex' rows: the map is needed (umpire-omaha(7), "
				"MAP)", kit_path(m->st));
	if (m->nhex > MAXH)
		return err_set(e, EXIT_DATA, "%s: more than %d hex rows", kit_path(m->st), MAXH);
	if (pid && p == NULL)
		return err_set(e, EXIT_USAGE, "loc: no position '%s'", pid);
	if ((l->occupied = calloc(n, 1)) == NULL || (l->controlled = calloc(n, 1)) == NULL ||
	    (l->ignore = calloc(n, 1)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	l->reinf = p && p->kind == OM_PK_REINF;
	for (int k = 0; p ? k < p->nhex : k < 1; k++) {
		int i = find(l, p ? p->hex[k] : *hex);
		if (i >= 0)
			l->start[l->nstart++] = i;
	}
	l->german = pid && om_german_in(m, pid) != NULL;
	if (l->nstart == 0) {
		char h[5] = "";
		if (!pid)
			grid_format(*hex, h);
		return err_set(e, EXIT_DATA, "loc: %s %s has no hex with a 'hex' row",
				pid ? "position" : "hex", pid ? pid : h);
	}
	us_control(l);
	return 0;
}

static void lmap_close(struct lmap *l)
{
	free(l->occupied);
	free(l->controlled);
	free(l->ignore);
}

static int trace(struct om_model *m, const char *pid, const struct grid_hex *hex,
		int verbose, int *has, int *ctl, struct err *e)
{
	struct lmap l;
	int *prev = NULL, *queue = NULL, rc;

	*has = 0;
	if ((rc = lmap_open(&l, m, pid, hex, e)) != 0 || ctl) {
		if (rc == 0)
			*ctl = l.controlled[l.start[0]];
		lmap_close(&l);
		return rc;
	}
	ignored(&l);
	prev = malloc(sizeof *prev * (size_t)m->nhex * 2);
	queue = malloc(sizeof *queue * (size_t)m->nhex * 2);
	if (!prev || !queue) {
		rc = err_set(e, EXIT_IO, "out of memory");
	} else {
		int found = search(&l, prev, queue);
		*has = found >= 0;
		if (verbose)
			log_path(&l, pid, found, prev);
	}
	free(prev);
	free(queue);
	lmap_close(&l);
	return rc;
}

int om_loc(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	int has;

	return om_loc_trace(m, order_get(o, "position"), 1, &has, e);
}

int om_loc_trace(struct om_model *m, const char *pid, int verbose, int *has, struct err *e)
{
	return trace(m, pid, NULL, verbose, has, NULL, e);
}

int om_loc_trace_hex(struct om_model *m, struct grid_hex hex, int *has, struct err *e)
{
	return trace(m, NULL, &hex, 0, has, NULL, e);
}

int om_us_control(struct om_model *m, struct grid_hex hex, int *ctl, struct err *e)
{
	int has;

	return trace(m, NULL, &hex, 0, &has, ctl, e);
}
