/*
 * model.c: reading and checking an Omaha state (see om.h and umpire-omaha(7)).
 *
 * Every value an order reads is checked here once, with file:line:column in the
 * message (column = the field number), so the orders can trust them: unit
 * types, steps, target symbols and places; landing boxes and their hexes per
 * tide; hexes (sector, terrain, tide zone, obstacles); hexsides; German
 * positions, fields of fire and units; the deck. Also the small helpers every
 * order uses: the turn, its tide (turns.csv), a step lost (§6.32, §13.1).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

const char *const om_unit_cols[] = {
	"id", "div", "command", "type", "steps", "max", "symbol", "at", "code",
	"disrupted", "marker", "checked", "delayed", "counted",
};
const int om_unit_ncols = (int)(sizeof om_unit_cols / sizeof om_unit_cols[0]);
const char *const om_box_cols[] = { "box", "pos", "sector", "code", "low", "mid", "high" };
const int om_box_ncols = (int)(sizeof om_box_cols / sizeof om_box_cols[0]);
const char *const om_hex_cols[] = {
	"hex", "sector", "terrain", "zone", "obstacles", "cleared", "road", "exit",
};
const int om_hex_ncols = (int)(sizeof om_hex_cols / sizeof om_hex_cols[0]);
const char *const om_card_cols[] = {
	"card", "land1", "land2", "land3", "mine", "event_a_turns", "event_a",
	"event_b_turns", "event_b", "fire1", "fire2", "fire3", "target", "art_value",
	"art_calibres",
};
const int om_card_ncols = (int)(sizeof om_card_cols / sizeof om_card_cols[0]);

static const char *const type_names[OM_NTYPES + 1] = {
	"inf", "ranger", "tank", "art", "sp-art", "dukw-art", "aa", "sp-aa", "at", "eng",
	"hq", "general", NULL,
};
/* the landing table's row group of each type (§5.15: results vary by type) */
static const char *const type_landing[OM_NTYPES] = {
	"inf", "ranger", "tank", "art", "art", "art", "aa", "aa", "at", "eng", NULL, NULL,
};
static const char *const terrains[] = {
	"beach", "shelf", "draw", "high", "bocage", "village", "rough", NULL,
};
static const char *const zones[] = { "", "low", "mid", "high", NULL };
static const char *const features[] = {
	"shingle", "seawall", "slope", "bluff", "cliff", "sheer", "atditch", "atwall",
	"atbarrier", NULL,
};
static const char *const levels[] = { "intense", "sustained", "sporadic", NULL };

const char *om_type_name(int type)
{
	return type >= 0 && type < OM_NTYPES ? type_names[type] : "?";
}

static int lookup(const char *const *names, const char *s)
{
	for (int i = 0; names[i]; i++)
		if (strcmp(names[i], s) == 0)
			return i;
	return -1;
}

int om_type_parse(const char *s)
{
	return lookup(type_names, s);
}

const char *om_type_landing(int type)
{
	return type >= 0 && type < OM_NTYPES ? type_landing[type] : NULL;
}

int om_is_leader(int type)
{
	return type == OM_HQ || type == OM_GENERAL;
}

int om_atoi(const char *s)
{
	size_t n = strlen(s);

	if (n == 0 || n > 6 || strspn(s, "0123456789") != n)
		return -1;
	return atoi(s);
}

const char *om_tide_name(enum om_tide t)
{
	return t == OM_LOW ? "low" : t == OM_MID ? "mid" : "high";
}

const char *om_col(const struct state *st, const char *kind, const struct state_row *r,
		const char *col)
{
	return state_field(r, state_col(state_kind(st, kind), col));
}

int om_set_col(struct state *st, const char *kind, struct state_row *r, const char *col,
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

struct state_row *om_box(const struct state *st, const char *id)
{
	return find(st, "box", id);
}

struct state_row *om_hex(const struct state *st, const char *hex)
{
	return find(st, "hex", hex);
}

static int bad(struct err *e, const struct state *st, int line, int col, const char *fmt,
		const char *value)
{
	char msg[512];

	snprintf(msg, sizeof msg, fmt, value);
	return err_set(e, EXIT_DATA, "%s:%d:%d: %s", st->path ? st->path : "state", line,
			col + 1, msg);
}

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

int om_turn(const struct state *st, struct err *e)
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

int om_tide(struct game_ctx *g, int turn, enum om_tide *out, struct err *e)
{
	const struct table *t;
	const char *v;
	char key[8];
	int row, col;

	snprintf(key, sizeof key, "%d", turn);
	if (table_get(g->tables, "omaha", "turns", &t, e) ||
	    (row = table_find_row(t, key, "§5.2", e)) < 0 ||
	    (col = table_find_col(t, "tide", "§5.2", e)) < 0 ||
	    table_need(t, row, col, "§5.2", &v, e))
		return e->code;
	if (!strcmp(v, "low"))
		*out = OM_LOW;
	else if (!strcmp(v, "mid"))
		*out = OM_MID;
	else if (!strcmp(v, "high"))
		*out = OM_HIGH;
	else
		return err_set(e, EXIT_DATA, "%s:%d: tide '%s' is not low, mid or high", t->source,
				t->lines[row], v);
	return 0;
}

int om_units(struct state *st, struct om_units *u, struct err *e)
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

static int is_bool(const char *s)
{
	return !strcmp(s, "") || !strcmp(s, "0") || !strcmp(s, "1");
}

static int check_units(struct state *st, struct err *e)
{
	struct om_units u;

	if (om_units(st, &u, e))
		return e->code;
	for (int i = 0; i < u.k->nrows; i++) {
		struct state_row *r = &u.k->rows[i];
		const char *at = state_field(r, u.at);
		int type = om_type_parse(state_field(r, u.type));
		int steps = om_atoi(state_field(r, u.steps)), max = om_atoi(state_field(r, u.max));
		struct grid_hex h;
		if (!*state_field(r, u.id))
			return bad(e, st, r->line, u.id, "a unit has no id%s", "");
		for (int j = 0; j < i; j++)
			if (!strcmp(state_field(&u.k->rows[j], u.id), state_field(r, u.id)))
				return bad(e, st, r->line, u.id, "unit '%s' is listed twice",
						state_field(r, u.id));
		if (strcmp(state_field(r, u.div), "1") && strcmp(state_field(r, u.div), "29"))
			return bad(e, st, r->line, u.div, "division '%s' is not 1 or 29 (§2.21)",
					state_field(r, u.div));
		if (strcmp(state_field(r, u.command), "1") && strcmp(state_field(r, u.command), "29"))
			return bad(e, st, r->line, u.command, "command '%s' is not 1 or 29 (§5.22)",
					state_field(r, u.command));
		if (type < 0)
			return bad(e, st, r->line, u.type, "type '%s' is not one of inf, ranger, tank, "
					"art, sp-art, dukw-art, aa, sp-aa, at, eng, hq, general (§2.23)",
					state_field(r, u.type));
		if (om_is_leader(type) ? (steps != 0 || max != 0) :
		    (max < 1 || max > 4 || steps < 0 || steps > max))
			return bad(e, st, r->line, u.steps, om_is_leader(type) ?
					"steps '%s': HQs and Generals have no steps (0,0, §11)" :
					"steps '%s' must be 0 to max, max 1 to 4 (§2.21)",
					state_field(r, u.steps));
		const char *sym = state_field(r, u.symbol);
		if (om_is_leader(type) ? (*sym && strcmp(sym, "1") && strcmp(sym, "2") &&
				strcmp(sym, "3")) :
		    (strcmp(sym, "1") && strcmp(sym, "2") && strcmp(sym, "3")))
			return bad(e, st, r->line, u.symbol, "target symbol '%s' is not 1, 2 or 3 "
					"(the card's printed order, §5.1)", sym);
		if (!strncmp(at, "box:", 4)) {
			if (om_box(st, at + 4) == NULL)
				return bad(e, st, r->line, u.at, "no landing box row for '%s'", at);
		} else if (!strncmp(at, "turn:", 5)) {
			int t = om_atoi(at + 5);
			if (t < 1 || t > OM_TURNS + 1)
				return bad(e, st, r->line, u.at, "'%s' is not a turn of the track", at);
		} else if (strcmp(at, "eliminated") && grid_parse(at, &h))
			return bad(e, st, r->line, u.at, "place '%s' is not a hex (CCRR), box:ID, "
					"turn:N or eliminated", at);
		else if (strcmp(at, "eliminated") && state_kind(st, "hex") &&
			 om_hex(st, at) == NULL)
			return bad(e, st, r->line, u.at, "hex %s has no 'hex' row", at);
		if (!is_bool(state_field(r, u.disrupted)) || !is_bool(state_field(r, u.delayed)) ||
		    !is_bool(state_field(r, u.counted)))
			return bad(e, st, r->line, u.disrupted, "disrupted, delayed and counted are "
					"0 or 1%s", "");
		const char *m = state_field(r, u.marker);
		if (*m && strcmp(m, "climb") && strcmp(m, "climb-cliff") &&
		    !(type == OM_GENERAL && !strcmp(m, "wounded")))
			return bad(e, st, r->line, u.marker, "marker '%s' is not climb, climb-cliff "
					"(§7.4, §7.5) or a General's wounded (§11.4)", m);
		const char *ck = state_field(r, u.checked);
		if (*ck && (om_atoi(ck) < 1 || om_atoi(ck) > OM_TURNS))
			return bad(e, st, r->line, u.checked, "checked '%s' is not a turn", ck);
	}
	return 0;
}

static int check_hexcell(const struct state *st, const struct state_row *r, int col,
		int empty_ok, struct err *e)
{
	struct grid_hex h;
	const char *v = state_field(r, col);

	if (empty_ok && *v == '\0')
		return 0;
	if (grid_parse(v, &h))
		return bad(e, st, r->line, col, "'%s' is not a hex (CCRR)", v);
	return 0;
}

static int check_map(struct state *st, struct err *e)
{
	struct state_kind *k;

	if ((k = state_kind(st, "box")) != NULL) {
		if (need_cols(st, k, om_box_cols, om_box_ncols, e))
			return e->code;
		int pos = state_col(k, "pos"), sec = state_col(k, "sector");
		for (int i = 0; i < k->nrows; i++) {
			const struct state_row *r = &k->rows[i];
			int p = om_atoi(state_field(r, pos));
			if (p < 1 || p > 99)
				return bad(e, st, r->line, pos, "box position '%s' is not 1 to 99 "
						"(east to west, §5.11)", state_field(r, pos));
			for (int j = 0; j < i; j++)
				if (om_atoi(state_field(&k->rows[j], pos)) == p ||
				    !strcmp(state_field(&k->rows[j], 1), state_field(r, 1)))
					return bad(e, st, r->line, pos, "box '%s' repeats a box id or "
							"position", state_field(r, 1));
			if (strcmp(state_field(r, sec), "east") && strcmp(state_field(r, sec), "west"))
				return bad(e, st, r->line, sec, "sector '%s' is not east or west",
						state_field(r, sec));
			for (int c = 0; c < 3; c++)
				if (check_hexcell(st, r, state_col(k, om_box_cols[4 + c]), 1, e))
					return e->code;
		}
	}
	if ((k = state_kind(st, "hex")) != NULL) {
		if (need_cols(st, k, om_hex_cols, 6, e))
			return e->code;
		for (int i = 0; i < k->nrows; i++) {
			const struct state_row *r = &k->rows[i];
			const char *sec = om_col(st, "hex", r, "sector");
			if (check_hexcell(st, r, 1, 0, e))
				return e->code;
			if (strcmp(sec, "east") && strcmp(sec, "west"))
				return bad(e, st, r->line, state_col(k, "sector"), "sector '%s' is not "
						"east or west", sec);
			if (lookup(terrains, om_col(st, "hex", r, "terrain")) < 0)
				return bad(e, st, r->line, state_col(k, "terrain"), "terrain '%s' is not "
						"beach, shelf, draw, high, bocage, village or rough",
						om_col(st, "hex", r, "terrain"));
			if (lookup(zones, om_col(st, "hex", r, "zone")) < 0)
				return bad(e, st, r->line, state_col(k, "zone"), "tide zone '%s' is not "
						"low, mid, high or empty (§5.21)", om_col(st, "hex", r, "zone"));
			if (!is_bool(om_col(st, "hex", r, "obstacles")) ||
			    !is_bool(om_col(st, "hex", r, "cleared")))
				return bad(e, st, r->line, state_col(k, "obstacles"), "obstacles and "
						"cleared are 0 or 1%s", "");
		}
	}
	if ((k = state_kind(st, "side")) != NULL) {
		int f = state_col(k, "feature");
		if (f < 0)
			return err_set(e, EXIT_DATA, "%s:%d:1: the 'side' header lacks 'feature'",
					st->path, k->line);
		for (int i = 0; i < k->nrows; i++) {
			const struct state_row *r = &k->rows[i];
			const char *s = state_field(r, 1);
			struct grid_hex a, b;
			char x[5], y[5];
			if (strlen(s) != 9 || s[4] != '/' || (memcpy(x, s, 4), x[4] = 0, grid_parse(x, &a)) ||
			    (memcpy(y, s + 5, 4), y[4] = 0, grid_parse(y, &b)) || !grid_adjacent(a, b))
				return bad(e, st, r->line, 1, "hexside '%s' is not two adjacent hexes "
						"CCRR/CCRR", s);
			if (lookup(features, state_field(r, f)) < 0)
				return bad(e, st, r->line, f, "hexside feature '%s' is not shingle, "
						"seawall, slope, bluff, cliff, sheer, atditch, atwall or "
						"atbarrier", state_field(r, f));
		}
	}
	if ((k = state_kind(st, "field")) != NULL) {
		int lv = state_col(k, "level"), pos = state_col(k, "position");
		if (lv < 0 || pos < 0)
			return err_set(e, EXIT_DATA, "%s:%d:1: the 'field' header needs position and "
					"level", st->path, k->line);
		for (int i = 0; i < k->nrows; i++) {
			const struct state_row *r = &k->rows[i];
			if (check_hexcell(st, r, 1, 0, e))
				return e->code;
			if (lookup(levels, state_field(r, lv)) < 0)
				return bad(e, st, r->line, lv, "fire level '%s' is not intense, sustained "
						"or sporadic (§6.2)", state_field(r, lv));
			if (state_kind(st, "position") &&
			    find(st, "position", state_field(r, pos)) == NULL)
				return bad(e, st, r->line, pos, "no 'position' row for '%s'",
						state_field(r, pos));
		}
	}
	if ((k = state_kind(st, "german")) != NULL) {
		int kind = state_col(k, "kind"), rev = state_col(k, "revealed");
		int dis = state_col(k, "disrupted"), res = state_col(k, "reserve");
		for (int i = 0; i < k->nrows; i++) {
			const struct state_row *r = &k->rows[i];
			const char *kv = state_field(r, kind), *rv = state_field(r, res);
			if (kind >= 0 && strcmp(kv, "wn") && strcmp(kv, "reinf") && strcmp(kv, "offmap"))
				return bad(e, st, r->line, kind, "German unit kind '%s' is not wn, reinf or "
						"offmap", kv);
			if (!is_bool(state_field(r, rev)) || !is_bool(state_field(r, dis)))
				return bad(e, st, r->line, rev, "revealed and disrupted are 0 or 1%s", "");
			if (res >= 0 && *rv && strcmp(rv, "hidden") && strcmp(rv, "revealed"))
				return bad(e, st, r->line, res, "depth marker '%s' is not empty, hidden or "
						"revealed", rv);
			const char *h = state_field(r, state_col(k, "hex"));
			struct grid_hex gh;
			if (*h && grid_parse(h, &gh))
				return bad(e, st, r->line, state_col(k, "hex"), "'%s' is not a hex (CCRR)", h);
		}
	}
	if ((k = state_kind(st, "card")) != NULL) {
		int at = state_col(k, "at");
		if (at < 0)
			return err_set(e, EXIT_DATA, "%s:%d:1: the 'card' header lacks 'at'",
					st->path, k->line);
		for (int i = 0; i < k->nrows; i++) {
			const struct state_row *r = &k->rows[i];
			int n = om_atoi(state_field(r, 1));
			const char *a = state_field(r, at);
			if (n < 1 || n > OM_CARDS)
				return bad(e, st, r->line, 1, "card '%s' is not 1 to 54 (§2.3)",
						state_field(r, 1));
			for (int j = 0; j < i; j++)
				if (om_atoi(state_field(&k->rows[j], 1)) == n)
					return bad(e, st, r->line, 1, "card %s is listed twice",
							state_field(r, 1));
			if (strcmp(a, "pile") && strcmp(a, "discard") && strncmp(a, "track:", 6) &&
			    strcmp(a, "out"))
				return bad(e, st, r->line, at, "card place '%s' is not pile, discard, "
						"track:USE or out", a);
		}
	}
	return 0;
}

int om_check(struct game_ctx *g, struct state *st, struct err *e)
{
	if (om_turn(st, e) < 0)
		return e->code;
	if (check_map(st, e) || check_units(st, e) || om_depth_check(st, e) ||
	    om_vp_check(st, e))
		return e->code;
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

void om_eliminate(struct game_ctx *g, struct state *st, struct om_units *u, int i,
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

int om_step_loss(struct game_ctx *g, struct state *st, struct om_units *u, int i,
		const char *why, const char *sect)
{
	struct state_row *r = &u->k->rows[i];
	int steps = om_atoi(state_field(r, u->steps)) - 1;
	char n[8];

	if (steps <= 0) {
		om_eliminate(g, st, u, i, why, sect);
		return 1;
	}
	snprintf(n, sizeof n, "%d", steps);
	state_field_set(r, u->steps, n);
	log_step(g->log, sect, "%s loses a step (%s): %d of %s left", state_field(r, u->id), why,
			steps, state_field(r, u->max));
	count_casualty(g, st, u, i);   /* checks the unit's steps (§13.1) */
	return 0;
}

const char *om_side_feature(const struct state *st, const char *a, const char *b)
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

int om_commanded(struct om_units *u, int i, int generals)
{
	struct grid_hex a, b;

	if (grid_parse(state_field(&u->k->rows[i], u->at), &a))
		return 0;
	for (int j = 0; j < u->k->nrows; j++) {
		int type = om_type_parse(state_field(&u->k->rows[j], u->type));
		if (j == i || !(type == OM_HQ || (generals && type == OM_GENERAL)) ||
		    grid_parse(state_field(&u->k->rows[j], u->at), &b))
			continue;
		if (grid_equal(a, b) || grid_adjacent(a, b))
			return 1;
	}
	return 0;
}

/* The word w in a blank-separated list (a pointer into list), or NULL. */
const char *om_word(const char *list, const char *w)
{
	size_t n = strlen(w);

	for (const char *p = list; n > 0 && p && *p;) {
		p += strspn(p, " ");
		size_t len = strcspn(p, " ");
		if (len == n && !strncmp(p, w, n))
			return p;
		p += len;
	}
	return NULL;
}

/*
 * Records of one turn: a scalar `TURN:VALUE` (set,acted,9:u1 u2; set,nofire;
 * set,attacked; set,undisrupted; set,actions.1,9:2; the unit column free) says
 * VALUE for that turn only; of another turn it is as good as absent.
 */
const char *om_this_turn(const char *v, int turn)
{
	char mark[16];
	size_t ml = (size_t)snprintf(mark, sizeof mark, "%d:", turn);

	return v && !strncmp(v, mark, ml) ? v + ml : NULL;
}

int om_turn_list_add(struct state *st, const char *key, int turn, const char *w,
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
int om_variant(const struct state *st, const char *v)
{
	return om_word(state_get(st, "variants"), v) != NULL;
}

/* The distance from a position (its nearest hex) to hex x; 1000 if unknown. */
int om_pos_distance(const struct state *st, const struct state_row *pos, struct grid_hex x)
{
	const char *hexes = om_col(st, "position", pos, "hexes");
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
