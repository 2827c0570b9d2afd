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
 * (om_old_loc_trace_hex), and US control of a hex (om_old_us_control).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

#define MAXH 4096

struct lmap {
	struct state *st;
	struct state_row *hex[MAXH];
	struct grid_hex at[MAXH];
	int n;
	int occupied[MAXH], controlled[MAXH];
	int index[100][100];   /* 1 + the first row of each CCRR hex, 0 if none */
};

static int find(const struct lmap *m, struct grid_hex h)
{
	if (h.col < 0 || h.col > 99 || h.row < 0 || h.row > 99)
		return -1;
	return m->index[h.col][h.row] - 1;
}

static const char *terrain(const struct lmap *m, int i)
{
	return om_old_col(m->st, "hex", m->hex[i], "terrain");
}

static int is_low(const char *t)
{
	return !strcmp(t, "beach") || !strcmp(t, "shelf") || !strcmp(t, "draw");
}

static int blocked_terrain(const struct lmap *m, int i)
{
	const char *t = terrain(m, i);
	struct grid_hex nb[6];

	if (!strcmp(t, "rough") || !strcmp(t, "beach"))
		return 1;
	if (strcmp(t, "shelf"))
		return 0;
	grid_neighbours(m->at[i], nb);
	for (int k = 0; k < 6; k++) {
		int j = find(m, nb[k]);
		if (j >= 0 && !strcmp(terrain(m, j), "beach"))
			return 1;
	}
	return 0;
}

int om_old_loc(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	int has;

	return om_old_loc_trace(g, st, order_get(o, "position"), 1, &has, e);
}

/* The trace from position pid, or (pid NULL) from hex as from a vacant
 * position; with ctl, only *ctl = whether US units occupy or control hex. */
static int trace(struct game_ctx *g, struct state *st, const char *pid, const char *hex,
		int verbose, int *has, int *ctl, struct err *e);

int om_old_loc_trace(struct game_ctx *g, struct state *st, const char *pid, int verbose, int *has,
		struct err *e)
{
	return trace(g, st, pid, NULL, verbose, has, NULL, e);
}

int om_old_loc_trace_hex(struct game_ctx *g, struct state *st, const char *hex, int *has,
		struct err *e)
{
	return trace(g, st, NULL, hex, 0, has, NULL, e);
}

int om_old_us_control(struct game_ctx *g, struct state *st, const char *hex, int *ctl,
		struct err *e)
{
	int has;

	return trace(g, st, NULL, hex, 0, &has, ctl, e);
}

static int trace(struct game_ctx *g, struct state *st, const char *pid, const char *hex,
		int verbose, int *has, int *ctl, struct err *e)
{
	struct lmap *m = calloc(1, sizeof *m);
	struct state_kind *hk = state_kind(st, "hex"), *pk = state_kind(st, "position");
	struct state_kind *gk = state_kind(st, "german");
	struct om_units u;
	const char *a10 = game_rule(g, st, "a10-battalion-control");
	const char *a11 = game_rule(g, st, "a11-loc-adjacent");
	int rc = 0, *prev = NULL, *queue = NULL;

	*has = 0;

	if (m == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	m->st = st;
	if (om_old_units(st, &u, e) || hk == NULL) {
		rc = hk == NULL ? err_set(e, EXIT_DATA, "%s: no 'hex' rows: the map is needed "
				"(umpire-omaha(7), MAP)", st->path) : e->code;
		goto done;
	}
	if (hk->nrows > MAXH) {
		rc = err_set(e, EXIT_DATA, "%s: more than %d hex rows", st->path, MAXH);
		goto done;
	}
	for (int i = 0; i < hk->nrows && m->n < MAXH; i++)
		if (grid_parse(state_field(&hk->rows[i], 1), &m->at[m->n]) == 0) {
			struct grid_hex h = m->at[m->n];
			if (m->index[h.col][h.row] == 0)
				m->index[h.col][h.row] = m->n + 1;
			m->hex[m->n++] = &hk->rows[i];
		}
	int pi = pk && pid ? state_find(pk, 1, pid) : -1;
	if (pi < 0 && pid) {
		rc = err_set(e, EXIT_USAGE, "loc: no position '%s'", pid);
		goto done;
	}
	/* the position's hexes, and whether German units hold it */
	int start[2], nstart = 0, occupied = 0, reinf = pid && !strcmp(om_old_col(st, "position",
			&pk->rows[pi], "kind"), "reinf");
	const char *hexes = pid ? om_old_col(st, "position", &pk->rows[pi], "hexes") : hex;
	for (const char *p = hexes; *p && nstart < 2;) {
		struct grid_hex h;
		char hx[5];
		p += strspn(p, " ");
		snprintf(hx, sizeof hx, "%.4s", p);
		if (strlen(hx) == 4 && grid_parse(hx, &h) == 0 && find(m, h) >= 0)
			start[nstart++] = find(m, h);
		p += strcspn(p, " ");
	}
	for (int j = 0; pid && gk && j < gk->nrows; j++)
		occupied |= !strcmp(state_field(&gk->rows[j], state_col(gk, "position")), pid);
	if (nstart == 0) {
		rc = err_set(e, EXIT_DATA, "loc: %s %s has no hex with a 'hex' row",
				pid ? "position" : "hex", pid ? pid : hex);
		goto done;
	}
	/* US occupation and control (§12.1) */
	for (int i = 0; i < u.k->nrows; i++) {
		const struct state_row *r = &u.k->rows[i];
		struct grid_hex h, nb[6];
		int type = om_type_parse(state_field(r, u.type)), steps = om_atoi(state_field(r, u.steps));
		int hi;
		if (grid_parse(state_field(r, u.at), &h) || (hi = find(m, h)) < 0 || type == OM_GENERAL)
			continue;   /* §11.3, §11.31: a General controls nothing, cuts no LOC */
		m->occupied[hi] = 1;
		m->controlled[hi] = 1;
		int adj = type == OM_TANK || type == OM_SPART || type == OM_SPAA ||
			((type == OM_INF || type == OM_RANGER) && steps >= 2 &&
			 (steps <= 3 || !a10 || strcmp(a10, "own-hex")));
		if (!adj)
			continue;
		grid_neighbours(h, nb);
		for (int k = 0; k < 6; k++) {
			int j = find(m, nb[k]);
			if (j < 0)
				continue;
			if (is_low(terrain(m, hi)) && !is_low(terrain(m, j)))
				continue;   /* §12.11: not high ground from the lowland */
			m->controlled[j] = 1;
		}
	}
	if (ctl) {
		*ctl = m->controlled[start[0]];
		goto done;
	}
	/* §12.21 (ruling a11): the German unit's own hex does not block it;
	 * all-around: US control of the hexes around it is ignored too */
	int ignore[MAXH];
	memset(ignore, 0, sizeof ignore);
	for (int s = 0; s < nstart; s++) {
		ignore[start[s]] = 1;
		if (a11 && !strcmp(a11, "all-around") && occupied) {
			struct grid_hex nb[6];
			grid_neighbours(m->at[start[s]], nb);
			for (int k = 0; k < 6; k++) {
				int j = find(m, nb[k]);
				if (j >= 0 && !m->occupied[j])
					ignore[j] = 1;
			}
		}
	}
	prev = malloc(sizeof *prev * (size_t)m->n * 2);
	queue = malloc(sizeof *queue * (size_t)m->n * 2);
	if (!prev || !queue) {
		rc = err_set(e, EXIT_IO, "out of memory");
		goto done;
	}
	/* breadth first over (hex, bocage exception used) */
	for (int i = 0; i < m->n * 2; i++)
		prev[i] = -2;
	int head = 0, tail = 0, found = -1;
	for (int s = 0; s < nstart; s++) {
		if (m->occupied[start[s]] && !occupied)
			continue;
		prev[start[s] * 2] = -1;
		queue[tail++] = start[s] * 2;
	}
	while (head < tail && found < 0) {
		int cur = queue[head++], hi = cur / 2, used = cur % 2;
		if (*om_old_col(st, "hex", m->hex[hi], "exit")) {
			found = cur;
			break;
		}
		struct grid_hex nb[6];
		grid_neighbours(m->at[hi], nb);
		for (int k = 0; k < 6; k++) {
			int j = find(m, nb[k]), u2 = used;
			if (j < 0 || blocked_terrain(m, j) || m->occupied[j])
				continue;
			if (m->controlled[j] && !ignore[j]) {
				/* §12.23: one adjacent bocage hex, for an occupied reinforcement */
				int first = prev[cur] == -1;
				if (!(reinf && occupied && first && !used &&
				      !strcmp(terrain(m, j), "bocage")))
					continue;
				u2 = 1;
			}
			if (prev[j * 2 + u2] != -2)
				continue;
			prev[j * 2 + u2] = cur;
			queue[tail++] = j * 2 + u2;
		}
	}
	*has = found >= 0;
	if (!verbose)
		goto done;
	if (found < 0) {
		log_step(g->log, "§12.2", "%s has no German line of communication: every path to an "
				"exit hex meets US-occupied or US-controlled hexes, rough, beach, or shelf "
				"next to the beach", pid);
		goto done;
	}
	char path[512] = "";
	int bocage = found % 2;
	for (int cur = found; cur >= 0; cur = prev[cur]) {
		char hx[5], tmp[512];
		grid_format(m->at[cur / 2], hx);
		snprintf(tmp, sizeof tmp, "%s%s%s", hx, path[0] ? "-" : "", path);
		snprintf(path, sizeof path, "%s", tmp);
	}
	log_step(g->log, bocage ? "§12.23" : "§12.2", "%s traces a German line of communication "
			"to exit %s: %s%s", pid, om_old_col(st, "hex", m->hex[found / 2], "exit"), path,
			bocage ? " (through one US-controlled bocage hex)" : "");
done:
	free(prev);
	free(queue);
	free(m);
	return rc;
}
