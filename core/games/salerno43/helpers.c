/*
 * helpers.c: what Salerno 1943's orders share beyond the state model (s43.h):
 * the game turns (§3, §29.1) and their one parser, stacks top first, the
 * target group of a bombardment (§13.1, §16.31), line of sight (§9.54, §9.55,
 * §22.41), zones of control (§4.0), a unit's row and markers in the state, the
 * unit and hex lists of an order, table ranges, and the exact odds of an
 * order written as one step over a plain outcome struct.
 *
 * The line of sight was assault.c's (direct support, §9.53); bombard.c's naval
 * fire (§25.21) traces it from the sea, hence the sea hexes.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "s43.h"

/* --- game turns (§3, §29.1) --- */

static const char *const periods[] = { "morning", "afternoon", "night" };

/* The one reading of a turn, for set,turn and every column that holds one:
 * days 9 to 17 only. §29.1: "Ce scénario se joue du 9 septembre au matin
 * jusqu'au 17 à la nuit"; there is no 18th (tests/unit/test_s43_turn.c). */
int s43_turn_parse(const char *text)
{
	int day = 0, digits = 0;

	if (text == NULL)
		return -1;
	for (; *text >= '0' && *text <= '9' && digits < 3; text++, digits++)
		day = day * 10 + (*text - '0');
	if (digits == 0 || *text != '-' || day < 9 || day > 17)
		return -1;
	for (int p = 0; p < 3; p++)
		if (strcmp(text + 1, periods[p]) == 0)
			return (day - 9) * 3 + p;
	return -1;
}

void s43_turn_format(int index, char *out, size_t size)
{
	if (index < 0 || index >= S43_TURNS)
		snprintf(out, size, "?");
	else
		snprintf(out, size, "%d-%s", 9 + index / 3, periods[index % 3]);
}

int s43_turn_period(int index)
{
	return index % 3;
}

int s43_turn_day(int index)
{
	return 9 + index / 3;
}

int s43_bad_set(const struct state *st, const char *key, const char *what, struct err *e)
{
	const struct state_kind *k = state_kind(st, "set");
	int i = k ? state_find(k, 1, key) : -1;

	return kit_bad(e, st, i >= 0 ? &k->rows[i] : NULL, 2, "%s '%.40s' is not %s "
			"(umpire-salerno43(7))", key, i >= 0 ? state_field(&k->rows[i], 2) : "", what);
}

int s43_turn_get(const struct state *st, int *index, struct err *e)
{
	const char *v = state_get(st, "turn");

	*index = -1;
	if (v == NULL)
		return 0;
	if ((*index = s43_turn_parse(v)) < 0)
		return s43_bad_set(st, "turn", S43_TURN_FORM, e);
	return 0;
}

int s43_turn_now(const struct state *st, const char *rule, int *index, struct err *e)
{
	if (s43_turn_get(st, index, e))
		return e->code;
	if (*index < 0)
		return kit_refuse(e, rule, "the state has no set,turn row: the order needs the "
				"game turn (D-morning, D-afternoon or D-night, D = 9 to 17)");
	return 0;
}


static int cmp_stack(const void *a, const void *b)
{
	const struct s43_unit *x = *(const struct s43_unit *const *)a;
	const struct s43_unit *y = *(const struct s43_unit *const *)b;

	return x->stack != y->stack ? x->stack - y->stack : strcmp(x->id, y->id);
}

int s43_stack(struct s43_map *m, struct grid_hex h, int side, struct s43_unit **out, int max)
{
	int n = 0;

	/* every unit of the map is looked at (an order of a batch looks at its
	 * two stacks among 200 units): the hex first, where most differ */
	for (int i = 0; i < m->nunits && n < max; i++) {
		struct s43_unit *u = &m->units[i];
		if (u->hex.col == h.col && u->hex.row == h.row && u->side == side && u->onmap)
			out[n++] = u;
	}
	/* a stack is a few units: sorted in place, stable as the ids break ties */
	for (int i = 1; i < n; i++) {
		struct s43_unit *u = out[i];
		int j = i;
		for (; j > 0 && cmp_stack(&out[j - 1], &u) > 0; j--)
			out[j] = out[j - 1];
		out[j] = u;
	}
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

int s43_fits(int companies, int platoons)
{
	return companies <= 2 && platoons <= companies + 3 * (2 - companies);
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
		snprintf(why, size, "%s", _("rain limits sight to 2 hexes (§22.41)"));
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
			snprintf(why, size, _("hex %s on the line is not in the map"), hx);
			return -1;
		}
		int l = s43_hex_level(m, line[k], level_rule);
		if (l > end) {
			snprintf(why, size, _("%s is higher than the end of the line (§9.55 a)"), hx);
			return 0;
		}
		if (l == end && (x->city || x->tobacco)) {
			snprintf(why, size, _("%s is a city or tobacco factory at the same level "
					"(§9.55 b)"), hx);
			return 0;
		}
		for (int i = 0; i < m->nunits; i++)
			if (l == end && m->units[i].onmap && grid_equal(m->units[i].hex, line[k])) {
				snprintf(why, size, _("%s holds a unit at the same level (§9.55 c)"), hx);
				return 0;
			}
	}
	return 1;
}

/* --- zones of control, units in the state, lists, tables, odds --- */

int s43_is_aa(const struct s43_unit *u)
{
	return u->weapon == S43_W_AA || u->kind == S43_K_AA_MG || u->kind == S43_K_SP_AA;
}

int s43_zoc_crosses(const struct s43_map *m, const char *prec, struct grid_hex from,
		struct grid_hex into)
{
	struct grid_hex high;

	if (!s43_precipice(m, from, into, &high))
		return 1;
	return prec != NULL && strcmp(prec, "from-high") == 0 && grid_equal(high, from);
}

int s43_zoc(const struct s43_map *m, const char *prec, struct grid_hex h, int side, int aa)
{
	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *v = &m->units[i];
		if (v->onmap && v->side == side && grid_adjacent(v->hex, h) &&
		    s43_zoc_crosses(m, prec, v->hex, h) && (!aa || s43_is_aa(v)))
			return 1;
	}
	return 0;
}

int s43_distance_to(const struct s43_map *m, struct grid_hex h, int side)
{
	int best = 999;

	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *v = &m->units[i];
		if (v->onmap && v->side == side) {
			int d = grid_distance(v->hex, h);
			best = d < best ? d : best;
		}
	}
	return best;
}

int s43_platoons(const struct s43_unit *u)
{
	return u->platoon ? 1 : 3;
}

int s43_hex_yes(const struct state *st, struct grid_hex h, const char *col)
{
	const struct state_kind *k = state_kind(st, "hex");
	int c = k ? state_col(k, col) : -1;
	char hx[5];

	if (c < 0)
		return 0;
	grid_format(h, hx);
	for (int i = 0; i < k->nrows; i++)
		if (strcmp(state_field(&k->rows[i], state_col(k, "hex")), hx) == 0)
			return strcmp(state_field(&k->rows[i], c), "yes") == 0;
	return 0;
}

struct state_row *s43_unit_row(struct state *st, const struct s43_unit *u)
{
	struct state_kind *k = state_kind(st, "unit");

	return k && u->row >= 0 && u->row < k->nrows ? &k->rows[u->row] : NULL;
}

int s43_unit_set(struct state *st, const struct s43_unit *u, const char *col,
		const char *value)
{
	const char *const cols[] = { col };
	struct state_kind *k = state_kind_add(st, "unit", cols, 1);
	struct state_row *r = s43_unit_row(st, u);

	if (k == NULL || r == NULL || state_field_set(r, state_col(k, col), value))
		return EXIT_IO;
	return 0;
}

int s43_unit_flag(struct state *st, const struct s43_unit *u, const char *flag, int add)
{
	const char *const cols[] = { "flags" };
	struct state_kind *k = state_kind_add(st, "unit", cols, 1);
	struct state_row *r = s43_unit_row(st, u);
	int c = k ? state_col(k, "flags") : -1;

	if (r == NULL || c < 0)
		return EXIT_IO;
	return (add ? kit_flag_add(r, c, flag) : kit_flag_remove(r, c, flag)) ? EXIT_IO : 0;
}

const char *s43_side_title(int side)
{
	return side == S43_ALLIED ? "Allied" : side == S43_AXIS ? "Axis" : "no";
}

const char *s43_side_as(int side, enum s43_agree agree)
{
	int axis = side == S43_AXIS;

	if (side != S43_ALLIED && side != S43_AXIS)   /* "no control" (victory.c) */
		return C_("side, masculine", "no");
	switch (agree) {
	case S43_AGREE_F:
		return axis ? C_("side, feminine", "Axis") : C_("side, feminine", "Allied");
	case S43_AGREE_MPL:
		return axis ? C_("side, masculine plural", "Axis") :
			C_("side, masculine plural", "Allied");
	case S43_AGREE_FPL:
		return axis ? C_("side, feminine plural", "Axis") :
			C_("side, feminine plural", "Allied");
	default:
		return axis ? C_("side, masculine", "Axis") : C_("side, masculine", "Allied");
	}
}

const char *s43_hex_name(struct grid_hex h, char buf[5])
{
	grid_format(h, buf);
	return buf;
}

const char *s43_ids(struct s43_unit *const *u, int n, char *buf, size_t size)
{
	buf[0] = '\0';
	for (int k = 0; k < n; k++) {
		strncat(buf, k ? ", " : "", size - strlen(buf) - 1);
		strncat(buf, u[k]->id, size - strlen(buf) - 1);
	}
	return buf;
}

/* --- rulings --- */

/* The ruling `id`, whose value is v, logged when it is not the default. */
static void log_ruling_value(struct game_ctx *g, struct log *log, const char *id,
		const char *v)
{
	const struct ruling *r;

	if (!log_quiet(log) && v != NULL && (r = game_ruling(g->game, id)) != NULL &&
	    strcmp(v, r->dflt) != 0)
		log_step(log, r->sections, "Ruling %s=%s applies, not the default (umpire "
				"rulings salerno43)", id, v);
}

static void log_ruling(struct game_ctx *g, const struct state *st, struct log *log,
		const char *id)
{
	if (!log_quiet(log))
		log_ruling_value(g, log, id, game_rule(g, st, id));
}

int s43_ruling(struct game_ctx *g, const struct state *st, struct log *log, const char *id,
		const char *const *values)
{
	int k = 0, *kept = log_quiet(log) ? s43_cached_ruling(g, st, id) : NULL;

	if (kept != NULL && *kept >= 0)   /* the odds of a batch: read once (cache.c) */
		return *kept;
	const char *v = game_rule(g, st, id);
	log_ruling_value(g, log, id, v);   /* v read once, not again to log it */
	while (values[k] && v && strcmp(values[k], v) != 0)
		k++;
	k = values[k] ? k : 0;
	if (kept != NULL)
		*kept = k;
	return k;
}

void s43_log_rulings(struct game_ctx *g, const struct state *st, const char *const *ids)
{
	for (int i = 0; ids[i]; i++)
		log_ruling(g, st, g->log, ids[i]);
}

/* --- the lists of an order --- */

int s43_order_enum(const struct order *o, const char *key, const char *const *names,
		struct err *e)
{
	const char *v = order_get(o, key);
	int k = kit_enum(names, v), n = 0;
	char list[256] = "";

	if (k >= 0)
		return k;
	while (names[n])
		n++;
	for (int i = 0; i < n; i++) {
		size_t used = strlen(list);
		snprintf(list + used, sizeof list - used, "%s%s", i == 0 ? "" : i == n - 1 ?
				" or " : ", ", names[i]);
	}
	return err_set(e, EXIT_USAGE, "%s: %s=%s is not %s", o->spec->verb, key, v ? v : "",
			list), -1;
}

int s43_unit_list(const struct order *o, const char *key, struct s43_map *m,
		struct s43_unit **out, int max, int flags, int *n, struct err *e)
{
	enum { ITEM = 64 };
	const char *verb = o->spec->verb, *v = order_get(o, key);
	char *items = NULL;
	int k = 0;

	*n = 0;
	/* most of the lists an order may give are not given: no buffer for them
	 * (a batch asked six an order, most empty, issue 14) */
	if (v != NULL && *v != '\0') {
		if ((items = malloc((size_t)max * ITEM)) == NULL)
			return err_set(e, EXIT_IO, "out of memory");
		k = order_split(v, items, ITEM, max);
	}
	if (k < 0 || (k == 0 && (flags & S43_LIST_NEEDED))) {
		free(items);
		return flags & S43_LIST_NEEDED ? err_set(e, EXIT_USAGE, "%s: %s= needs 1 to %d "
				"unit ids, comma-separated", verb, key, max) : err_set(e, EXIT_USAGE,
				"%s: %s= is not a list of at most %d unit ids", verb, key, max);
	}
	for (int i = 0; i < k; i++) {
		const char *id = items + (size_t)i * ITEM;
		if ((out[i] = s43_unit_find(m, id)) == NULL)
			err_set(e, EXIT_DATA, "%s: %s=: no unit '%s' in %s", verb, key, id,
					kit_path(m->st));
		for (int j = 0; j < i && !(flags & S43_LIST_REPEAT) && !e->code; j++)
			if (out[j] == out[i])
				err_set(e, EXIT_USAGE, "%s: %s= names %s twice", verb, key, id);
		if (e->code)
			break;
	}
	free(items);
	*n = e->code ? 0 : k;
	return e->code;
}

int s43_unit_indexes(const struct order *o, const char *key, struct s43_map *m, int *out,
		int max, int flags, int *n, struct err *e)
{
	struct s43_unit **u = malloc((size_t)max * sizeof *u);

	*n = 0;
	if (u == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (s43_unit_list(o, key, m, u, max, flags, n, e) == 0)
		for (int i = 0; i < *n; i++)
			out[i] = (int)(u[i] - m->units);
	free(u);
	return e->code;
}

int s43_hex_list(const struct order *o, const char *key, const struct s43_map *m,
		struct grid_hex *out, int max, int flags, int *n, struct err *e)
{
	const char *verb = o->spec->verb, *v = order_get(o, key);
	int k = kit_hexes(v, out, max);
	char hx[5];

	*n = 0;
	if (k < 0 || (k == 0 && (flags & S43_LIST_NEEDED)))
		return err_set(e, EXIT_USAGE, "%s: %s=%s is not a list of %s%d CCRR hexes, "
				"comma-separated", verb, key, v ? v : "", flags & S43_LIST_NEEDED ?
				_("1 to ") : _("at most "), max);
	for (int i = 0; i < k; i++) {
		s43_hex_name(out[i], hx);
		if ((flags & S43_LIST_MAP) && s43_hex_find(m, out[i]) == NULL)
			return err_set(e, EXIT_DATA, "%s: %s=%s: hex %s is not in the map of %s (no "
					"'hex' row)", verb, key, v, hx, kit_path(m->st));
		for (int j = 0; j < i && !(flags & S43_LIST_REPEAT); j++)
			if (grid_equal(out[i], out[j]))
				return err_set(e, EXIT_USAGE, "%s: %s= names %s twice", verb, key, hx);
	}
	*n = k;
	return 0;
}

/* --- tables and odds --- */

int s43_table(struct game_ctx *g, const char *name, const struct table **t,
		struct err *e)
{
	return table_get(g->tables, "salerno43", name, t, e);
}

/* A whole number of 1 or 2 digits at *p, advancing p; -1 if none. */
static int small_number(const char **p)
{
	int v = 0, digits = 0;

	for (; **p >= '0' && **p <= '9' && digits < 2; (*p)++, digits++)
		v = v * 10 + (**p - '0');
	return digits ? v : -1;
}

int s43_range(const char *cell, int min, int max, int *lo, int *hi)
{
	const char *p = cell;

	*lo = *hi = small_number(&p);
	if (*p == '-') {
		p++;
		*hi = small_number(&p);
	}
	return *p || *lo < min || *hi < *lo || *hi > max ? -1 : 0;
}

int s43_number(const char *cell, int min, int max, int *v)
{
	int hi;

	return s43_range(cell, min, max, v, &hi) || *v != hi ? -1 : 0;
}

int s43_table_range(const struct table *t, int col, int v, const char *section,
		struct err *e)
{
	for (int r = 1; r < t->nrows; r++) {
		int lo, hi;
		if (s43_range(table_cell(t, r, col), 0, 99, &lo, &hi))
			return err_set(e, EXIT_DATA, "%s:%d: '%s' is not a total or a range "
					"like 2-5 (%s)", t->source ? t->source : "table", t->lines[r],
					table_cell(t, r, col), section);
		if (v >= lo && v <= hi)
			return r;
	}
	return err_set(e, EXIT_DATA, "%s: no row for %d (%s)", t->source ? t->source : "table",
			v, section), -1;
}

char *s43_strf(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return strdup(buf);
}

int s43_odds_step(const void *init, size_t size, odds_step_fn step, void *ctx,
		int ncols, const char *const *cols, s43_summary_fn summary,
		struct odds_report *r, struct err *e)
{
	struct odds_states out = { 0 };
	int rc;

	if (ncols > ODDS_MAX_COLS)
		return err_set(e, EXIT_DATA, "odds: too many columns");
	if ((rc = odds_report_enumerate(r, init, size, step, ctx, 4, &out, e)) != 0)
		return rc;
	r->ncols = ncols;
	for (int c = 0; c < ncols; c++)
		r->col[c] = cols[c];
	for (int k = 0; k < out.n && rc == 0; k++) {
		char *vals[ODDS_MAX_COLS] = { 0 };

		summary(out.bytes + (size_t)k * out.size, ctx, vals);
		for (int c = 0; c < ncols && rc == 0; c++)
			if (vals[c] == NULL)
				rc = err_set(e, EXIT_IO, "out of memory");
		if (rc == 0)
			rc = odds_report_merge(r, out.p[k], (const char *const *)vals, ncols, e);
		for (int c = 0; c < ncols; c++)
			free(vals[c]);
	}
	r->runs = out.runs;
	odds_states_free(&out);
	return rc;
}

int s43_odds_certain(struct odds_report *r, int ncols, const char *const *cols,
		const char *const *vals, struct err *e)
{
	r->ncols = ncols;
	for (int c = 0; c < ncols; c++)
		r->col[c] = cols[c];
	r->runs = 1;
	return odds_report_merge(r, frac_make(1, 1), vals, ncols, e);
}

/* --- defensive positions left by their units (§19.3, §19.42) --- */

/* The hex row of h and its position column, or NULL. */
static struct state_row *position_row(struct state *st, struct grid_hex h, int *cp, int *cw)
{
	struct state_kind *k = state_kind(st, "hex");
	char hx[5];
	int i;

	*cp = k ? state_col(k, "position") : -1;
	*cw = k ? state_col(k, "works") : -1;
	grid_format(h, hx);
	if (*cp < 0 || (i = state_find(k, state_col(k, "hex"), hx)) < 0)
		return NULL;
	return *state_field(&k->rows[i], *cp) ? &k->rows[i] : NULL;
}

int s43_position_vacated(struct state *st, struct grid_hex h, struct log *log,
		struct err *e)
{
	const struct state_kind *uk = state_kind(st, "unit");
	struct state_row *r;
	const char *pos;
	char hx[5];
	int cp, cw;

	if ((r = position_row(st, h, &cp, &cw)) == NULL)
		return 0;
	grid_format(h, hx);
	for (int i = 0; uk && i < uk->nrows; i++)
		if (strcmp(state_field(&uk->rows[i], state_col(uk, "hex")), hx) == 0)
			return 0;
	pos = state_field(r, cp);
	log_step(log, "§19.3, §19.0", "No unit is left in %s: its %s marker is removed at once",
			hx, strncmp(pos, "ip", 2) == 0 ? "IP" : "Fortified");
	if (state_field_set(r, cp, "") || (cw >= 0 && state_field_set(r, cw, "")))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

int s43_position_cp_entered(struct state *st, const struct s43_map *m,
		struct s43_unit *const *movers, int n, struct grid_hex to, struct log *log,
		struct err *e)
{
	struct state_row *r;
	const char *cp_id = NULL;
	int cp, cw, other = 0;
	char hx[5];

	if ((r = position_row(st, to, &cp, &cw)) == NULL ||
	    strcmp(state_field(r, cp), "fortified") != 0)
		return 0;
	for (int i = 0; i < n; i++)
		other |= movers[i]->side == S43_AXIS && movers[i]->kind != S43_K_CP;
	for (int i = 0; i < m->nunits && other && cp_id == NULL; i++) {
		const struct s43_unit *u = &m->units[i];
		int mover = 0;
		for (int j = 0; j < n; j++)
			mover |= movers[j] == u;
		if (!mover && u->onmap && u->kind == S43_K_CP && u->side == S43_AXIS &&
		    grid_equal(u->hex, to))
			cp_id = u->id;
	}
	if (cp_id == NULL)
		return 0;
	log_step(log, "§19.42", "Another Axis unit enters %s, where the CP platoon %s stands "
			"on its starting Fortified marker: the marker is removed", s43_hex_name(to, hx),
			cp_id);
	if (state_field_set(r, cp, "") || (cw >= 0 && state_field_set(r, cw, "")))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

/* --- §7.22: the unit under a "Salerne" marker does not move all turn --- */

int s43_salerne_hold(struct game_ctx *g, struct state *st, const struct s43_unit *u,
		const char *verb, struct err *e)
{
	struct state_kind *k = state_kind(st, "marker");
	int ct = k ? state_col(k, "type") : -1, ch = k ? state_col(k, "hex") : -1;
	int cv = k ? state_col(k, "value") : -1;
	char hx[5];

	if (!u->onmap || u->side != S43_ALLIED || ct < 0 || ch < 0 || cv < 0)
		return 0;
	grid_format(u->hex, hx);
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		if (strcmp(state_field(r, ct), "salerne") || strcmp(state_field(r, ch), hx) ||
		    strcmp(state_field(r, cv), u->nation))
			continue;
		if (s43_ruling(g, st, g->log, "salerne-move", (const char *const[]){ "held",
				"voids", NULL }) == 0)
			return kit_refuse(e, "§7.22; ruling salerne-move", "%s: %s stands under the "
					"\"Salerne\" marker in %s: it acts as a beach marker only if it "
					"does not move all turn, and supply was traced from it", verb,
					u->id, hx);
		log_step(g->log, "§7.22; ruling salerne-move=voids", "%s leaves the \"Salerne\" "
				"marker in %s: the marker goes, and the supply traced from it this turn "
				"was not due (§7.22: the unit had not to move all turn)", u->id, hx);
		state_row_remove(k, i);
		return 0;
	}
	return 0;
}
