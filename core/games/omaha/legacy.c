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

/* --- bridges: the model's functions for the orders that still read rows --- */

struct bridge {
	struct om_model *base, *m;
	struct err e;
};

static int bridge_open(struct bridge *b, struct game_ctx *g, const struct state *st)
{
	memset(b, 0, sizeof *b);
	if (om_model_load(g, st, &b->base, &b->e))
		return -1;
	if ((b->m = om_model_copy(b->base)) == NULL) {
		om_model_free(b->base);
		return -1;
	}
	return 0;
}

static void bridge_close(struct bridge *b, struct state *st)
{
	if (st != NULL)
		om_model_store(b->m, b->base, st, &b->e);
	om_model_free(b->m);
	om_model_free(b->base);
}

void om_old_eliminate(struct game_ctx *g, struct state *st, struct om_units *u, int i,
		const char *why, const char *sect)
{
	struct bridge b;

	if (bridge_open(&b, g, st))
		return;
	om_eliminate(b.m, &b.m->u[i], why, sect);
	bridge_close(&b, st);
}

int om_old_step_loss(struct game_ctx *g, struct state *st, struct om_units *u, int i,
		const char *why, const char *sect)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return 0;
	rc = om_step_loss(b.m, &b.m->u[i], why, sect);
	bridge_close(&b, st);
	return rc;
}

int om_old_card_take(struct game_ctx *g, struct state *st, struct chance *c, const char *use,
		struct om_card *out, struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_card_take(b.m, c, use, out, e);
	bridge_close(&b, rc ? NULL : st);
	return rc;
}

int om_old_card_on_track(struct game_ctx *g, struct state *st, const char *use, int typed,
		struct om_card *card, struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_card_on_track(b.m, use, typed, card, e);
	bridge_close(&b, NULL);
	return rc;
}

int om_old_action(struct game_ctx *g, struct state *st, struct om_units *u, const int *idx,
		int n, const char *free, struct err *e)
{
	struct om_unit *us[64];
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	for (int k = 0; k < n && k < 64; k++)
		us[k] = &b.m->u[idx[k]];
	rc = om_action(b.m, us, n < 64 ? n : 64, free, e);
	bridge_close(&b, rc ? NULL : st);
	return rc;
}

int om_old_loc_trace(struct game_ctx *g, struct state *st, const char *pid, int verbose,
		int *has, struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_loc_trace(b.m, pid, verbose, has, e);
	bridge_close(&b, NULL);
	return rc;
}

static int hex_arg(const char *hex, struct grid_hex *h, const char *what, struct err *e)
{
	if (grid_parse(hex, h))
		return err_set(e, EXIT_DATA, "%s: %s has no 'hex' row", what, hex);
	return 0;
}

int om_old_loc_trace_hex(struct game_ctx *g, struct state *st, const char *hex, int *has,
		struct err *e)
{
	struct bridge b;
	struct grid_hex h;
	int rc;

	if (hex_arg(hex, &h, "loc", e))
		return e->code;
	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_loc_trace_hex(b.m, h, has, e);
	bridge_close(&b, NULL);
	return rc;
}

int om_old_us_control(struct game_ctx *g, struct state *st, const char *hex, int *ctl,
		struct err *e)
{
	struct bridge b;
	struct grid_hex h;
	int rc;

	if (hex_arg(hex, &h, "loc", e))
		return e->code;
	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_us_control(b.m, h, ctl, e);
	bridge_close(&b, NULL);
	return rc;
}

int om_old_leader_commands(struct game_ctx *g, struct state *st, struct om_units *u, int j,
		int i, struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg), -1;
	rc = om_leader_commands(b.m, &b.m->u[j], &b.m->u[i], e);
	bridge_close(&b, NULL);
	return rc;
}

int om_old_under_command(struct game_ctx *g, struct state *st, struct om_units *u, int i,
		int generals, struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg), -1;
	rc = om_under_command(b.m, &b.m->u[i], generals, e);
	bridge_close(&b, NULL);
	return rc;
}

int om_old_free_action(struct game_ctx *g, struct state *st, const struct order *o,
		const char *units, const char *action, struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_free_action(b.m, o, units, action, e);
	bridge_close(&b, rc ? NULL : st);
	return rc;
}

/* the position's place in `set,garrisons,POS ...` (§19.3), or NULL */
int om_old_garrisoned(const struct state *st, const char *pid)
{
	return om_word(state_get(st, "garrisons"), pid) != NULL;
}

int om_old_garrison_remove(struct state *st, const char *pid)
{
	const char *list = state_get(st, "garrisons"), *at = om_word(list, pid);
	char buf[1024];

	if (!at)
		return 0;
	size_t off = (size_t)(at - list), n = strlen(pid);
	const char *rest = at + n;
	rest += strspn(rest, " ");
	snprintf(buf, sizeof buf, "%.*s%s", (int)off, list, rest);
	size_t l = strlen(buf);
	while (l > 0 && buf[l - 1] == ' ')
		buf[--l] = '\0';
	return state_set(st, "garrisons", buf);
}

/* The outcome of one branch: the units that moved, lost steps or were
 * disrupted ("ID>PLACE", "(-N)", "(D)"). */
static void outcome(const struct state *before, struct state *after, char *res, size_t rsz,
		char *del, size_t dsz, char *eli, size_t esz, int *lost, struct err *e)
{
	struct om_units b, a;

	*lost = 0;
	res[0] = del[0] = eli[0] = '\0';
	if (om_old_units((struct state *)before, &b, e) || om_old_units(after, &a, e))
		return;
	for (int i = 0; i < a.k->nrows && i < b.k->nrows; i++) {
		const struct state_row *ra = &a.k->rows[i], *rb = &b.k->rows[i];
		int s0 = om_atoi(state_field(rb, b.steps)), s1 = om_atoi(state_field(ra, a.steps));
		const char *w0 = state_field(rb, b.at), *w1 = state_field(ra, a.at);
		const char *id = state_field(ra, a.id);
		int moved = strcmp(w0, w1) != 0;
		int dis = strcmp(state_field(rb, b.disrupted), "1") &&
			!strcmp(state_field(ra, a.disrupted), "1");
		int mark = strcmp(state_field(rb, b.marker), state_field(ra, a.marker)) != 0;
		int hc = state_col(a.k, "hero"), hb = state_col(b.k, "hero");
		int hero = hc >= 0 && hb >= 0 && strcmp(state_field(rb, hb), state_field(ra, hc));
		size_t l;
		if (s1 < s0)
			*lost += s0 - s1;
		if (moved || s1 < s0 || dis || mark || hero) {
			l = strlen(res);
			snprintf(res + l, rsz - l, "%s%s%s%s", l ? ";" : "", id, moved ? ">" : "",
					!moved ? "" : !strncmp(w1, "box:", 4) ? w1 + 4 : w1);
			l = strlen(res);
			if (s1 < s0 && s1 > 0)
				snprintf(res + l, rsz - l, "(-%d)", s0 - s1);
			l = strlen(res);
			if (dis)
				snprintf(res + l, rsz - l, "(D)");
			l = strlen(res);
			if (mark)
				snprintf(res + l, rsz - l, "(%s)", state_field(ra, a.marker));
			l = strlen(res);
			if (hero)
				snprintf(res + l, rsz - l, "(%s)", *state_field(ra, hc) ?
						state_field(ra, hc) : "-hero");
		}
		if (moved && !strncmp(w1, "turn:", 5)) {
			l = strlen(del);
			snprintf(del + l, dsz - l, "%s%s", l ? ";" : "", id);
		}
		if (moved && !strcmp(w1, "eliminated")) {
			l = strlen(eli);
			snprintf(eli + l, esz - l, "%s%s", l ? ";" : "", id);
		}
	}
	/* German units: disrupted, depth marker lost ("ID(D)", "ID(-reserve)") */
	struct state_kind *gb = state_kind(before, "german"), *ga = state_kind(after, "german");
	for (int i = 0; gb && ga && i < ga->nrows && i < gb->nrows; i++) {
		const struct state_row *ra = &ga->rows[i], *rb = &gb->rows[i];
		int dc = state_col(ga, "disrupted"), rc = state_col(ga, "reserve");
		int dis = strcmp(state_field(rb, dc), "1") && !strcmp(state_field(ra, dc), "1");
		int gone = *state_field(rb, rc) && !*state_field(ra, rc);
		int got = !*state_field(rb, rc) && *state_field(ra, rc);
		int pc = state_col(ga, "position");
		int moved = strcmp(state_field(rb, pc), state_field(ra, pc)) != 0;
		if (!dis && !gone && !moved && !got)
			continue;
		size_t l = strlen(res);
		snprintf(res + l, rsz - l, "%s%s%s%s%s%s%s", l ? ";" : "", state_field(ra, 1),
				moved ? ">" : "", moved ? state_field(ra, pc) : "", dis ? "(D)" : "",
				gone ? "(-reserve)" : "", got && !moved ? "(+reserve)" : "");
	}
	/* naval fire markers taken (§8.5) */
	const char *n0 = state_get(before, "naval_markers"), *n1 = state_get(after, "naval_markers");
	if (n1 && (!n0 || strcmp(n0, n1))) {
		size_t l = strlen(res);
		snprintf(res + l, rsz - l, "%snaval_markers=%s", l ? ";" : "", n1);
	}
	om_old_depth_outcome(before, after, res, rsz);   /* markers drawn, boxes (depth.c) */
}

static int add_row(struct odds_report *r, struct frac p, const char *const *vals, int n,
		int *overflow)
{
	for (int j = 0; j < r->nrows; j++) {
		int same = 1;
		for (int k = 0; k < n; k++)
			same &= !strcmp(r->rows[j].val[k], vals[k]);
		if (same) {
			r->rows[j].p = frac_add(r->rows[j].p, p, overflow);
			return 0;
		}
	}
	struct odds_row *row = odds_report_add(r);
	if (row == NULL)
		return -1;
	row->p = p;
	for (int k = 0; k < n; k++)
		if ((row->val[k] = strdup(vals[k])) == NULL)
			return -1;
	return 0;
}

/* Odds of an order drawing one card: the rules run once per card left in the
 * pile (the enumerate driver), or once with the card typed. */
int om_old_card_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		om_old_card_order run, struct odds_report *r, struct err *e)
{
	struct chance *c = calloc(1, sizeof *c);
	struct state orig;
	char *text = NULL, first[1024] = "", list[400] = "";
	size_t len = 0;
	int rc = 0, more = 1, overflow = 0, nunknown = 0;
	struct frac exp = { 0, 1 };

	state_init(&orig);
	if (c == NULL || (text = state_text(st, g->game->kinds, &len)) == NULL) {
		free(c);
		return err_set(e, EXIT_IO, "out of memory");
	}
	if ((rc = state_parse(&orig, text, len, st->path ? st->path : "state", e)) != 0)
		goto done;
	chance_enumerate(c);
	r->ncols = 4;
	r->col[0] = "results";
	r->col[1] = "steps_lost";
	r->col[2] = "delayed";
	r->col[3] = "eliminated";
	while (more && rc == 0) {
		struct state copy;
		struct err e2 = { 0 };
		struct frac p;
		int card = 0, lost = 0;
		char res[1024], del[512], eli[512], losts[16];
		state_init(&copy);
		chance_enum_start(c);
		if ((rc = state_parse(&copy, text, len, st->path ? st->path : "state", e)) != 0) {
			state_free(&copy);
			break;
		}
		run(g, &copy, o, c, 1, &card, &e2);
		r->runs++;
		if (e2.code == EXIT_UNKNOWN && card != 0) {
			size_t l = strlen(list);
			if (card > 0)
				snprintf(list + l, sizeof list - l, "%s%d", l ? "," : "", card);
			if (!first[0])
				snprintf(first, sizeof first, "%s", e2.msg);
			nunknown++;
		} else if (e2.code) {
			rc = err_set(e, e2.code, "%s", e2.msg);
		} else {
			outcome(&orig, &copy, res, sizeof res, del, sizeof del, eli, sizeof eli,
					&lost, e);
			rc = e->code;
		}
		state_free(&copy);
		if (rc)
			break;
		more = chance_enum_next(c, &p, &overflow);
		if (e2.code)
			continue;
		snprintf(losts, sizeof losts, "%d", lost);
		const char *vals[4] = { res[0] ? res : "no change", losts, del, eli };
		exp = frac_add(exp, frac_mul(p, frac_make((uint64_t)lost, 1), &overflow), &overflow);
		if (add_row(r, p, vals, 4, &overflow))
			rc = err_set(e, EXIT_IO, "out of memory");
	}
	if (rc == 0 && nunknown > 0)
		rc = err_set(e, EXIT_UNKNOWN, "odds: %d card%s left in the pile give%s an unknown "
				"cell (cards %s); the first: %s", nunknown, nunknown == 1 ? "" : "s",
				nunknown == 1 ? "s" : "", list, first);
	if (rc == 0 && overflow)
		rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	if (rc == 0) {
		r->nexp = 1;
		r->exp_name[0] = "expected steps lost";
		r->exp[0] = exp;
		struct err e3 = { 0 };
		int turn = om_old_turn(st, &e3);
		const char *mine = order_get(o, "mine");
		snprintf(r->note, sizeof r->note, "%s%s", g->card ? "the card typed" :
				"every card left in the draw pile, equally likely",
				mine && turn >= 7 && turn <= 22 && !strcmp(mine, "ask") ?
				"; a mine's step: mine=auto (the unit with most steps)" :
				!mine && order_get(o, "ties") && strcmp(order_get(o, "ties"), "id") ?
				"; ties among equal targets: by unit id" : "");
	}
done:
	state_free(&orig);
	free(text);
	free(c);
	return rc;
}

/* the markers and boxes of a branch (the old odds) */

void om_old_depth_outcome(const struct state *before, const struct state *after, char *res,
		size_t rsz)
{
	struct state_kind *mb = om_old_markers(before), *ma = om_old_markers(after);
	static const char *const keys[] = { "casualties.1", "casualties.29", "rocket_events",
		"snipers", NULL };

	for (int i = 0; mb && ma && i < ma->nrows && i < mb->nrows; i++) {
		const char *b = state_field(&mb->rows[i], state_col(mb, "at"));
		const char *a = state_field(&ma->rows[i], state_col(ma, "at"));
		if (strcmp(a, b)) {
			size_t l = strlen(res);
			snprintf(res + l, rsz - l, "%s%s>%s", l ? ";" : "",
					state_field(&ma->rows[i], 1), a);
		}
	}
	for (int k = 0; keys[k]; k++) {
		const char *b = state_get(before, keys[k]), *a = state_get(after, keys[k]);
		if (a && (!b || strcmp(a, b))) {
			size_t l = strlen(res);
			snprintf(res + l, rsz - l, "%s%s=%s", l ? ";" : "", keys[k], a);
		}
	}
}

struct state_kind *om_old_markers(const struct state *st)
{
	return state_kind(st, "marker");
}

int om_old_pool_count(const struct state *st, const char *box)
{
	struct state_kind *mk = om_old_markers(st);
	int n = 0;

	for (int j = 0; mk && j < mk->nrows && n < 256; j++)
		n += !strcmp(state_field(&mk->rows[j], state_col(mk, "at")), box);
	return n;
}

int om_old_depth_give(struct game_ctx *g, struct state *st, struct chance *c, struct om_drawn *d,
		int gi, const char *sect, int *placed, struct err *e)
{
	struct bridge b;
	int rc;

	*placed = 0;
	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_depth_give(b.m, c, d, &b.m->gm[gi], sect, placed, e);
	bridge_close(&b, rc ? NULL : st);
	return rc;
}

int om_old_depth_event(struct game_ctx *g, struct state *st, struct chance *c, struct om_drawn *d,
		const char *scope, const char *hero_sector, struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_depth_event(b.m, c, d, scope, hero_sector, e);
	bridge_close(&b, rc ? NULL : st);
	return rc;
}

int om_old_kg_meyer(struct game_ctx *g, struct state *st, struct chance *c, struct om_drawn *d,
		struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_kg_meyer(b.m, c, d, e);
	bridge_close(&b, rc ? NULL : st);
	return rc;
}

int om_old_casualty_reduce(struct game_ctx *g, struct state *st, const char *div, int n,
		struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_casualty_reduce(b.m, div, n, e);
	bridge_close(&b, rc ? NULL : st);
	return rc;
}

int om_old_reoccupy(struct game_ctx *g, struct state *st, struct chance *c, struct om_drawn *d,
		const char *const *pids, int n, struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_reoccupy(b.m, c, d, pids, n, e);
	bridge_close(&b, rc ? NULL : st);
	return rc;
}

int om_old_nofire_add(struct state *st, const char *pid, struct err *e)
{
	return om_old_turn_list_add(st, "nofire", om_old_turn(st, e), pid, e);
}

int om_old_depth_swap(struct game_ctx *g, struct state *st, struct chance *c, struct om_drawn *d,
		int gi, const char *to, const char *sect, struct err *e)
{
	struct bridge b;
	struct grid_hex h = { -1, -1 };
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	grid_parse(to, &h);
	rc = om_depth_swap(b.m, c, d, &b.m->gm[gi], h, sect, e);
	bridge_close(&b, rc ? NULL : st);
	return rc;
}

int om_old_depth_swap_pending(struct game_ctx *g, struct state *st, struct chance *c,
		struct om_drawn *d, struct err *e)
{
	struct bridge b;
	int rc;

	if (bridge_open(&b, g, st))
		return err_set(e, b.e.code, "%s", b.e.msg);
	rc = om_depth_swap_pending(b.m, c, d, e);
	bridge_close(&b, rc ? NULL : st);
	return rc;
}
