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
 * hexes (§12.3, §13.22: vp.c uses om_us_loc and om_us_field).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

#define USLOC_MAX 4096

const char *om_us_field(struct om_model *m, struct grid_hex h)
{
	for (const struct om_field *f = m->fld; f < m->fld + m->nfld; f++)
		if (grid_equal(f->hex, h) && om_german_in(m, f->pos) != NULL)
			return f->pos;   /* an occupied position's field, disrupted or not */
	return NULL;
}

/* Whether hex i of the map is closed to a US LOC (§12.3, §12.31): 1 rough or
 * German-held, 2 in the field of an occupied position, 0 open. */
static int closed(struct om_model *m, int i)
{
	if (m->hex[i].terrain == OM_ROUGH || om_german_at(m, m->hex[i].h) != NULL)
		return 1;
	return om_us_field(m, m->hex[i].h) ? 2 : 0;
}

static int side_blocks(const struct om_model *m, struct grid_hex a, struct grid_hex b)
{
	for (const struct om_side *s = m->side; s < m->side + m->nside; s++)
		if (((grid_equal(s->a, a) && grid_equal(s->b, b)) ||
		     (grid_equal(s->a, b) && grid_equal(s->b, a))) &&
		    (s->feature == OM_BLUFF || s->feature == OM_CLIFF || s->feature == OM_SHEER))
			return 1;
	return 0;
}

/* The rows next to hex a, in row order (as a scan of every row would meet
 * them); with a hex listed twice, every row. */
static int around(const struct om_model *m, struct grid_hex a, int *near)
{
	struct grid_hex nb[6];
	int n = 0;

	if (m->hexdups) {
		for (int i = 0; i < m->nhex; i++)
			near[n++] = i;
		return n;
	}
	grid_neighbours(a, nb);
	for (int k = 0; k < 6; k++) {
		const struct om_hex *h = om_hex_at((struct om_model *)m, nb[k]);
		int j = h ? (int)(h - m->hex) : -1, p = n;
		if (j < 0)
			continue;
		while (p > 0 && near[p - 1] > j) {
			near[p] = near[p - 1];
			p--;
		}
		near[p] = j;
		n++;
	}
	return n;
}

/* Breadth first from row s to a beach hex: its row, or -1. */
static int search(struct om_model *m, int s, int *prev, int *queue)
{
	int head = 0, tail = 0, *near = malloc(sizeof *near * (size_t)(m->nhex + 6));

	if (near == NULL)
		return -2;
	for (int i = 0; i < m->nhex; i++)
		prev[i] = -2;
	prev[s] = -1;
	queue[tail++] = s;
	while (head < tail) {
		int cur = queue[head++];
		if (m->hex[cur].terrain == OM_BEACH) {
			free(near);
			return cur;
		}
		int nn = around(m, m->hex[cur].h, near);
		for (int x = 0; x < nn; x++) {
			int j = near[x];
			if (prev[j] != -2 || !grid_adjacent(m->hex[cur].h, m->hex[j].h) ||
			    closed(m, j) || side_blocks(m, m->hex[cur].h, m->hex[j].h))
				continue;
			prev[j] = cur;
			queue[tail++] = j;
		}
	}
	free(near);
	return -1;
}

static void log_path(struct om_model *m, const char *start, int why, int found,
		const int *prev)
{
	char path[512] = "";

	if (why) {
		log_step(m->g->log, "§12.31", "%s is %s: no US line of communication", start,
				why == 1 ? _("rough, or occupied by a German unit") :
				_("in the field of fire of an occupied German position"));
		return;
	}
	if (found < 0) {
		log_step(m->g->log, "§12.3", "%s has no US line of communication: every path to a "
				"beach hex meets German units, German fields of fire, rough terrain, or a "
				"bluff or cliff", start);
		return;
	}
	for (int cur = found; cur >= 0; cur = prev[cur]) {
		char tmp[512];
		snprintf(tmp, sizeof tmp, "%s%s%s", m->hex[cur].id, path[0] ? "-" : "", path);
		snprintf(path, sizeof path, "%s", tmp);
	}
	log_step(m->g->log, "§12.3", "%s traces a US line of communication to the beach: %s",
			start, path);
}

int om_us_loc(struct om_model *m, struct grid_hex start, int verbose, int *has, struct err *e)
{
	int *prev, *queue, s = -1, found = -1, why;
	char id[5];

	*has = 0;
	grid_format(start, id);
	if (!(m->kinds & OM_KIND_HEX) || m->nhex == 0)
		return err_set(e, EXIT_DATA, "%s: no map ('hex' rows) for a US LOC (§12.3)",
				kit_path(m->st));
	if (m->nhex > USLOC_MAX)
		return err_set(e, EXIT_DATA, "%s: more than %d hexes", kit_path(m->st), USLOC_MAX);
	for (int i = 0; i < m->nhex; i++)   /* its last row, with a hex listed twice */
		if (grid_equal(m->hex[i].h, start))
			s = i;
	if (s < 0)
		return err_set(e, EXIT_DATA, "usloc: %s has no 'hex' row", id);
	prev = malloc(sizeof *prev * (size_t)m->nhex);
	queue = malloc(sizeof *queue * (size_t)m->nhex);
	if (!prev || !queue || (why = closed(m, s), (!why && (found = search(m, s, prev, queue))
			== -2))) {
		free(prev);
		free(queue);
		return err_set(e, EXIT_IO, "out of memory");
	}
	*has = found >= 0;
	if (verbose)
		log_path(m, id, why, found, prev);
	free(prev);
	free(queue);
	return 0;
}

int om_usloc(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *h = order_get(o, "hex");
	struct grid_hex x;
	int has;

	if (strlen(h) != 4 || grid_parse(h, &x))
		return err_set(e, EXIT_USAGE, "usloc: hex=%s is not a hex CCRR", h);
	return om_us_loc(m, x, 1, &has, e);
}
