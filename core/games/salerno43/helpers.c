/*
 * helpers.c: what Salerno 1943's orders share beyond the state model: stacks
 * top first, the target group of a bombardment (§13.1, §16.31), line of sight
 * (§9.54, §9.55, §22.41), the markers of a unit's flags column, and turn names.
 *
 * The line of sight was assault.c's (direct support, §9.53); bombard.c's naval
 * fire (§25.21) traces it from the sea, hence the sea hexes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "s43.h"

static int cmp_stack(const void *a, const void *b)
{
	const struct s43_unit *x = *(const struct s43_unit *const *)a;
	const struct s43_unit *y = *(const struct s43_unit *const *)b;

	return x->stack != y->stack ? x->stack - y->stack : strcmp(x->id, y->id);
}

int s43_stack(struct s43_map *m, struct grid_hex h, int side, struct s43_unit **out, int max)
{
	int n = 0;

	for (int i = 0; i < m->nunits && n < max; i++)
		if (m->units[i].onmap && m->units[i].side == side && grid_equal(m->units[i].hex, h))
			out[n++] = &m->units[i];
	qsort(out, (size_t)n, sizeof *out, cmp_stack);
	return n;
}

int s43_group(struct s43_unit *const *stack, int n, int first)
{
	int size = 0, k;   /* in platoons: a company is 3 (§13.1) */

	for (k = 0; k < n; k++) {
		int add = stack[k]->platoon ? 1 : 3;
		if (k >= first && size + add > 9)
			break;
		size += add;
	}
	return k;
}

int s43_line_of_sight(const struct s43_map *m, struct grid_hex a, struct grid_hex b,
		const char *level_rule, int (*is_sea)(const void *ctx, struct grid_hex h),
		const void *ctx, char *why, size_t size)
{
	struct grid_hex line[128];
	int n = grid_line(a, b, line, 128);
	int la = s43_hex_level(m, a, level_rule), lb = s43_hex_level(m, b, level_rule);
	int end = la > lb ? la : lb;   /* traced from the lower to the higher (§9.54) */

	if (m->weather && strcmp(m->weather, "rain") == 0 && grid_distance(a, b) > 2) {
		snprintf(why, size, "rain limits sight to 2 hexes (§22.41)");
		return 0;
	}
	if (n != grid_distance(a, b) + 1) {
		snprintf(why, size, "the line is longer than %d hexes", 127);
		return -1;
	}
	for (int k = 1; k < n - 1; k++) {
		const struct s43_hex *x = s43_hex_find(m, line[k]);
		char hx[5];
		grid_format(line[k], hx);
		if (x == NULL) {
			if (is_sea != NULL && is_sea(ctx, line[k]))
				continue;   /* the sea is below every level: no obstacle */
			snprintf(why, size, "hex %s on the line is not in the map", hx);
			return -1;
		}
		int l = s43_hex_level(m, line[k], level_rule);
		if (l > end) {
			snprintf(why, size, "%s is higher than the end of the line (§9.55 a)", hx);
			return 0;
		}
		if (l == end && (x->city || x->tobacco)) {
			snprintf(why, size, "%s is a city or tobacco factory at the same level "
					"(§9.55 b)", hx);
			return 0;
		}
		for (int i = 0; i < m->nunits; i++)
			if (l == end && m->units[i].onmap && grid_equal(m->units[i].hex, line[k])) {
				snprintf(why, size, "%s holds a unit at the same level (§9.55 c)", hx);
				return 0;
			}
	}
	return 1;
}

/* Both sized to the field: a long flags column is never cut (it once was at
 * 512 bytes, silently; tests/bad/bombard-long-flags). Out of memory leaves the
 * field as it was. */
void s43_flag_add(struct state_row *r, int col, const char *flag)
{
	const char *old = state_field(r, col);
	size_t n = strlen(flag), size = strlen(old) + n + 2;
	char *buf;

	for (const char *p = old; *p; p += strcspn(p, ";"), p += *p == ';')
		if (strncmp(p, flag, n) == 0 && (p[n] == ';' || p[n] == '\0'))
			return;
	if ((buf = malloc(size)) == NULL)
		return;
	snprintf(buf, size, "%s%s%s", old, *old ? ";" : "", flag);
	state_field_set(r, col, buf);
	free(buf);
}

void s43_flag_remove(struct state_row *r, int col, const char *flag)
{
	const char *p = state_field(r, col);
	size_t n = strlen(flag), used = 0;
	char *buf = malloc(strlen(p) + 1);

	if (buf == NULL)
		return;
	buf[0] = '\0';
	while (*p) {
		size_t len = strcspn(p, ";");
		if (!(len == n && strncmp(p, flag, n) == 0)) {
			if (used)
				buf[used++] = ';';
			memcpy(buf + used, p, len);
			used += len;
			buf[used] = '\0';
		}
		p += len;
		p += *p == ';';
	}
	state_field_set(r, col, buf);
	free(buf);
}

static const char *const periods[] = { "morning", "afternoon", "night" };

int s43_turn_index(const char *text)
{
	int day = 0, digits = 0;

	if (text == NULL)
		return -1;
	for (; *text >= '0' && *text <= '9' && digits < 3; text++, digits++)
		day = day * 10 + (*text - '0');
	if (digits == 0 || day < 9 || *text != '-')
		return -1;
	for (int p = 0; p < 3; p++)
		if (strcmp(text + 1, periods[p]) == 0)
			return (day - 9) * 3 + p;
	return -1;
}

void s43_turn_name(int index, char *out, size_t size)
{
	if (index < 0)
		snprintf(out, size, "?");
	else
		snprintf(out, size, "%d-%s", 9 + index / 3, periods[index % 3]);
}
