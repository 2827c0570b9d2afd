/*
 * legacy.c: the helpers of the orders that still read the state rows (see om.h),
 * kept while the orders move to the typed model one family at a time; this
 * file goes when the last of them has moved.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

static const char *const om_unit_cols[] = {
	"id", "div", "command", "type", "steps", "max", "symbol", "at", "code",
	"disrupted", "marker", "checked", "delayed", "counted",
};
static const int om_unit_ncols = (int)(sizeof om_unit_cols / sizeof om_unit_cols[0]);

/* The kind must have these columns (its header line is named otherwise). */
static int need_cols(const struct state *st, const struct state_kind *k,
		const char *const *cols, int n, struct err *e)
{
	for (int i = 0; i < n; i++)
		if (state_col(k, cols[i]) < 0)
			return err_set(e, EXIT_DATA, "%s:%d:1: the '%s' header lacks the column "
					"'%s' (umpire-omaha(7))", st->path ? st->path : "state",
					k->line, k->name, cols[i]);
	return 0;
}

const char *om_old_col(const struct state *st, const char *kind, const struct state_row *r,
		const char *col)
{
	return state_field(r, state_col(state_kind(st, kind), col));
}

int om_old_set_col(struct state *st, const char *kind, struct state_row *r, const char *col,
		const char *value)
{
	return state_field_set(r, state_col(state_kind(st, kind), col), value);
}

static struct state_row *find(const struct state *st, const char *kind, const char *key)
{
	struct state_kind *k = state_kind(st, kind);
	int i = k ? state_find(k, 1, key) : -1;

	return i < 0 ? NULL : &k->rows[i];
}

struct state_row *om_old_box(const struct state *st, const char *id)
{
	return find(st, "box", id);
}

struct state_row *om_old_hex(const struct state *st, const char *hex)
{
	return find(st, "hex", hex);
}

int om_old_turn(const struct state *st, struct err *e)
{
	const char *t = state_get(st, "turn");
	int n = t ? om_atoi(t) : -1;

	if (n < 1 || n > OM_TURNS) {
		const struct state_kind *k = state_kind(st, "set");
		int i = k ? state_find(k, 1, "turn") : -1;
		if (i >= 0)
			err_set(e, EXIT_DATA, "%s:%d:3: 'set,turn,%s' is not a turn of the track (1 to "
					"32, §2.1)", st->path ? st->path : "state", k->rows[i].line, t);
		else
			err_set(e, EXIT_DATA, "%s: no 'set,turn,N' row (1 to 32, §2.1)",
					st->path ? st->path : "state");
		return -1;
	}
	return n;
}

int om_old_units(struct state *st, struct om_units *u, struct err *e)
{
	memset(u, 0, sizeof *u);
	if ((u->k = state_kind(st, "unit")) == NULL)
		return err_set(e, EXIT_DATA, "%s: no 'unit' rows (umpire-omaha(7))",
				st->path ? st->path : "state");
	if (need_cols(st, u->k, om_unit_cols, om_unit_ncols, e))
		return e->code;
	u->id = state_col(u->k, "id");
	u->div = state_col(u->k, "div");
	u->command = state_col(u->k, "command");
	u->type = state_col(u->k, "type");
	u->steps = state_col(u->k, "steps");
	u->max = state_col(u->k, "max");
	u->symbol = state_col(u->k, "symbol");
	u->at = state_col(u->k, "at");
	u->code = state_col(u->k, "code");
	u->disrupted = state_col(u->k, "disrupted");
	u->marker = state_col(u->k, "marker");
	u->checked = state_col(u->k, "checked");
	u->delayed = state_col(u->k, "delayed");
	u->counted = state_col(u->k, "counted");
	return 0;
}

static void count_casualty(struct game_ctx *g, struct state *st, struct om_units *u, int i)
{
	struct state_row *r = &u->k->rows[i];
	char key[32], n[16];
	const char *v;
	int count, turn = om_atoi(state_get(st, "turn") ? state_get(st, "turn") : "");

	/* §13.1, §13.11: regular infantry only (not Rangers), once (ruling
	 * a09-casualty: the first time it is at 1 step or eliminated), in the box
	 * of its division of origin (§13.1 "division d'origine"). */
	if (om_type_parse(state_field(r, u->type)) != OM_INF || !strcmp(state_field(r, u->counted), "1"))
		return;
	/* ruling a09-casualty=second-step: only once two steps are lost (or the
	 * unit is eliminated), as §13.1 words it for 3-step companies */
	const char *rule = game_rule(g, st, "a09-casualty");
	if (!(rule && !strcmp(rule, "second-step")) && strcmp(state_field(r, u->at),
			"eliminated") && om_atoi(state_field(r, u->steps)) != 1)
		return;
	if (rule && !strcmp(rule, "second-step") && strcmp(state_field(r, u->at), "eliminated") &&
	    om_atoi(state_field(r, u->max)) - om_atoi(state_field(r, u->steps)) < 2)
		return;
	state_field_set(r, u->counted, "1");
	snprintf(key, sizeof key, "casualties.%s", state_field(r, u->div));
	v = state_get(st, key);
	count = (v ? om_atoi(v) : 0) + 1;
	snprintf(n, sizeof n, "%d", count);
	state_set(st, key, n);
	log_step(g->log, "§13.1", "%s goes to the %s Division casualty box: %d unit%s",
			state_field(r, u->id), strcmp(state_field(r, u->div), "1") ? "29th" : "1st",
			count, count == 1 ? "" : "s");
	if (count >= (turn <= 16 ? 8 : 14)) {
		log_step(g->log, turn <= 16 ? "§13.1" : "§20.1", "Catastrophic loss: %d units in "
				"the %s Division casualty box (limit %d on turns %s): the game is lost",
				count, strcmp(state_field(r, u->div), "1") ? "29th" : "1st",
				turn <= 16 ? 8 : 14,
				turn <= 16 ? "1-16" : "17-32");
		state_set(st, "result", "catastrophic-loss");
	}
}

void om_old_eliminate(struct game_ctx *g, struct state *st, struct om_units *u, int i,
		const char *why, const char *sect)
{
	struct state_row *r = &u->k->rows[i];

	state_field_set(r, u->at, "eliminated");
	state_field_set(r, u->steps, "0");
	log_step(g->log, sect, "%s is eliminated (%s)", state_field(r, u->id), why);
	int hc = state_col(u->k, "hero");
	if (hc >= 0 && *state_field(r, hc)) {   /* §11.11: the hero goes with its unit */
		log_step(g->log, "§11.11", "Its %s marker is removed with it", state_field(r, hc));
		state_field_set(r, hc, "");
	}
	count_casualty(g, st, u, i);
}

int om_old_step_loss(struct game_ctx *g, struct state *st, struct om_units *u, int i,
		const char *why, const char *sect)
{
	struct state_row *r = &u->k->rows[i];
	int steps = om_atoi(state_field(r, u->steps)) - 1;
	char n[8];

	if (steps <= 0) {
		om_old_eliminate(g, st, u, i, why, sect);
		return 1;
	}
	snprintf(n, sizeof n, "%d", steps);
	state_field_set(r, u->steps, n);
	log_step(g->log, sect, "%s loses a step (%s): %d of %s left", state_field(r, u->id), why,
			steps, state_field(r, u->max));
	count_casualty(g, st, u, i);   /* checks the unit's steps (§13.1) */
	return 0;
}

const char *om_old_side_feature(const struct state *st, const char *a, const char *b)
{
	struct state_kind *k = state_kind(st, "side");
	char x[16], y[16];
	int i;

	snprintf(x, sizeof x, "%s/%s", a, b);
	snprintf(y, sizeof y, "%s/%s", b, a);
	if (k && ((i = state_find(k, 1, x)) >= 0 || (i = state_find(k, 1, y)) >= 0))
		return state_field(&k->rows[i], state_col(k, "feature"));
	return NULL;
}


int om_old_turn_list_add(struct state *st, const char *key, int turn, const char *w,
		struct err *e)
{
	const char *list = om_this_turn(state_get(st, key), turn);
	char buf[2048];
	int n;

	if (om_word(list, w))
		return 0;
	n = snprintf(buf, sizeof buf, "%d:%s%s%s", turn, list ? list : "",
			list && *list ? " " : "", w);
	if (n < 0 || (size_t)n >= sizeof buf)
		return err_set(e, EXIT_DATA, "%s: set,%s is too long", st->path, key);
	if (state_set(st, key, buf))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

/* 1 if the variant v (§22) is in play: a word of `set,variants,V ...` */
int om_old_variant(const struct state *st, const char *v)
{
	return om_word(state_get(st, "variants"), v) != NULL;
}

/* The distance from a position (its nearest hex) to hex x; 1000 if unknown. */
int om_old_pos_distance(const struct state *st, const struct state_row *pos, struct grid_hex x)
{
	const char *hexes = om_old_col(st, "position", pos, "hexes");
	int best = 1000;

	for (const char *s = hexes; *s;) {
		char h[8];
		size_t len = strcspn(s, " ");
		struct grid_hex p;
		snprintf(h, sizeof h, "%.*s", (int)(len < 7 ? len : 7), s);
		if (grid_parse(h, &p) == 0 && grid_distance(p, x) < best)
			best = grid_distance(p, x);
		s += len;
		s += strspn(s, " ");
	}
	return best;
}
