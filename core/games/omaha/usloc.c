/*
 * usloc.c: US lines of communication (§12.3, §12.31), the order
 *
 *   usloc hex=HEX
 *
 * which changes nothing and logs whether the hex traces a US LOC: a path of
 * any length, hex to adjacent hex, from the hex to any beach hex, never into or
 * through a hex occupied by a German unit or in the field of fire of a German
 * position (every hex with a dot of it, even when its unit is disrupted; an
 * unoccupied position has no field, §12.31), nor through rough terrain or
 * across a bluff or cliff hexside (a sheer cliff is a cliff). The hex itself
 * and the beach hex reached are part of the path ("dans ou à travers", §12.31).
 * US LOC matters only at the end of a scenario, for the control of victory
 * hexes (§12.3, §13.22: vp.c uses om_old_us_loc and om_old_us_field).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

#define USLOC_MAX 4096

/* Whether hex i of the map is closed to a US LOC (§12.3, §12.31). */
const char *om_old_us_field(const struct state *st, const char *h)
{
	struct state_kind *gk = state_kind(st, "german"), *fk = state_kind(st, "field");

	for (int j = 0; fk && j < fk->nrows; j++) {
		const struct state_row *fr = &fk->rows[j];
		if (strcmp(state_field(fr, 1), h))
			continue;
		const char *pid = state_field(fr, state_col(fk, "position"));
		for (int k = 0; gk && k < gk->nrows; k++)
			if (!strcmp(state_field(&gk->rows[k], state_col(gk, "position")), pid))
				return pid;   /* an occupied position's field, disrupted or not */
	}
	return NULL;
}

static int closed(const struct state *st, const char *h, const char *terrain)
{
	struct state_kind *gk = state_kind(st, "german");

	if (!strcmp(terrain, "rough"))
		return 1;
	for (int j = 0; gk && j < gk->nrows; j++)
		if (!strcmp(state_field(&gk->rows[j], state_col(gk, "hex")), h))
			return 1;
	return om_old_us_field(st, h) ? 2 : 0;
}

static int side_blocks(const struct state *st, const char *a, const char *b)
{
	struct state_kind *k = state_kind(st, "side");
	char ab[16], ba[16];

	snprintf(ab, sizeof ab, "%s/%s", a, b);
	snprintf(ba, sizeof ba, "%s/%s", b, a);
	for (int i = 0; k && i < k->nrows; i++) {
		const char *s = state_field(&k->rows[i], 1);
		const char *f = state_field(&k->rows[i], state_col(k, "feature"));
		if ((!strcmp(s, ab) || !strcmp(s, ba)) &&
		    (!strcmp(f, "bluff") || !strcmp(f, "cliff") || !strcmp(f, "sheer")))
			return 1;
	}
	return 0;
}

int om_old_us_loc(struct game_ctx *g, const struct state *st, const char *start, int verbose,
		int *has, struct err *e)
{
	struct state_kind *hk = state_kind(st, "hex");
	int *prev = NULL, *queue = NULL, n, s = -1, found = -1;

	*has = 0;
	if (hk == NULL || (n = hk->nrows) == 0)
		return err_set(e, EXIT_DATA, "%s: no map ('hex' rows) for a US LOC (§12.3)",
				st->path);
	if (n > USLOC_MAX)
		return err_set(e, EXIT_DATA, "%s: more than %d hexes", st->path, USLOC_MAX);
	for (int i = 0; i < n; i++)
		if (!strcmp(state_field(&hk->rows[i], 1), start))
			s = i;
	if (s < 0)
		return err_set(e, EXIT_DATA, "usloc: %s has no 'hex' row", start);
	prev = malloc(sizeof *prev * (size_t)n);
	queue = malloc(sizeof *queue * (size_t)n);
	if (!prev || !queue) {
		free(prev);
		free(queue);
		return err_set(e, EXIT_IO, "out of memory");
	}
	/* the row of each CCRR hex, so that the search visits neighbours only; with a
	 * hex listed twice, every row is scanned as before */
	int (*index)[100] = calloc(100, sizeof *index), dups = index == NULL;
	for (int i = 0; i < n && index; i++) {
		struct grid_hex h;
		if (grid_parse(state_field(&hk->rows[i], 1), &h))
			continue;
		dups |= index[h.col][h.row] != 0;
		index[h.col][h.row] = i + 1;
	}
	for (int i = 0; i < n; i++)
		prev[i] = -2;
	int head = 0, tail = 0, why = closed(st, start, om_old_col(st, "hex", &hk->rows[s],
			"terrain"));
	if (why == 0) {
		prev[s] = -1;
		queue[tail++] = s;
	}
	while (head < tail && found < 0) {
		int cur = queue[head++];
		const char *ch = state_field(&hk->rows[cur], 1);
		struct grid_hex a;
		if (!strcmp(om_old_col(st, "hex", &hk->rows[cur], "terrain"), "beach")) {
			found = cur;
			break;
		}
		if (grid_parse(ch, &a))
			continue;
		int near[6], nnear = 0;
		if (!dups) {
			struct grid_hex nb[6];
			grid_neighbours(a, nb);
			for (int k = 0; k < 6; k++) {
				int j = nb[k].col < 0 || nb[k].col > 99 || nb[k].row < 0 ||
					nb[k].row > 99 ? -1 : index[nb[k].col][nb[k].row] - 1;
				int p = nnear;
				if (j < 0)
					continue;
				while (p > 0 && near[p - 1] > j) {   /* in row order, as a scan */
					near[p] = near[p - 1];
					p--;
				}
				near[p] = j;
				nnear++;
			}
		}
		for (int x = 0; x < (dups ? n : nnear); x++) {
			int j = dups ? x : near[x];
			const char *jh = state_field(&hk->rows[j], 1);
			struct grid_hex b;
			if (prev[j] != -2 || grid_parse(jh, &b) || !grid_adjacent(a, b) ||
			    closed(st, jh, om_old_col(st, "hex", &hk->rows[j], "terrain")) ||
			    side_blocks(st, ch, jh))
				continue;
			prev[j] = cur;
			queue[tail++] = j;
		}
	}
	*has = found >= 0;
	if (verbose) {
		if (why)
			log_step(g->log, "§12.31", "%s is %s: no US line of communication", start,
					why == 1 ? "rough, or occupied by a German unit" :
					"in the field of fire of an occupied German position");
		else if (found < 0)
			log_step(g->log, "§12.3", "%s has no US line of communication: every path to a "
					"beach hex meets German units, German fields of fire, rough terrain, or a "
					"bluff or cliff", start);
		else {
			char path[512] = "";
			for (int cur = found; cur >= 0; cur = prev[cur]) {
				char tmp[512];
				snprintf(tmp, sizeof tmp, "%s%s%s", state_field(&hk->rows[cur], 1),
						path[0] ? "-" : "", path);
				snprintf(path, sizeof path, "%s", tmp);
			}
			log_step(g->log, "§12.3", "%s traces a US line of communication to the beach: %s",
					start, path);
		}
	}
	free(index);
	free(prev);
	free(queue);
	return 0;
}

int om_old_usloc(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	const char *h = order_get(o, "hex");
	struct grid_hex x;
	int has;

	if (strlen(h) != 4 || grid_parse(h, &x))
		return err_set(e, EXIT_USAGE, "usloc: hex=%s is not a hex CCRR", h);
	return om_old_us_loc(g, st, h, 1, &has, e);
}
