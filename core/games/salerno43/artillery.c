/*
 * artillery.c: `bombard kind=artillery`: artillery bombardment before a combat
 * (§13, §9.653).
 *
 * Units with a range (§13.0) add their support values (ruling bombard-value:
 * the attack value X offensively, the defence value Y defensively, A15); the
 * sum picks a column of the bombardment table (minimum 13), shifted left by the
 * target hex's terrain (§13.3, §13.4: terrain.csv column bomb); off the left
 * edge the bombardment is impossible (minimum 17 or 22, E20). The targets are
 * the units declared for the combat, the top of their stack (§13.2), plus the
 * units below them up to 3 companies or 9 platoons (§13.1, E8). The bombarding
 * player alone rolls 2d6 (§9.653); in the column's range one unit of the group
 * loses a step: the bombarding player names the type (NATO symbol or
 * silhouette), the owner the unit (§13.5).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bombard.h"
#include "i18n.h"
#include "pending.h"

#define ART_COLS 16

struct art {
	struct s43_unit *by[BD_LIST];
	int nby, points, side;
	struct s43_unit *stack[64];
	int nstack, nfight, ngroup;
	int col;                     /* the column after the shift */
	int lo, hi;                  /* its 2d6 range */
	char colname[16];
};

/* The hit range of a column: "4" or "5-9". */
static int hit_range(const struct table *t, int r, int c, int *lo, int *hi, struct err *e)
{
	const char *cell;

	if (table_need(t, r, c, "§13.5", &cell, e))
		return e->code;
	if (s43_range(cell, 2, 12, lo, hi))
		return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a 2d6 total or range",
				t->source, t->lines[r], c + 1, cell);
	return 0;
}

/* The terrain shift of one row of terrain.csv: "ne" 0, "-1c" 1, "-2c" 2. */
static int shift_of(struct bd_ctx *b, const char *row, int *shift, struct err *e)
{
	const struct table *t;
	const char *cell;
	int r, c;

	if (table_get(b->g->tables, "salerno43", "terrain", &t, e))
		return e->code;
	if ((r = table_find_row(t, row, "§13.3, §13.4", e)) < 0 ||
	    (c = table_find_col(t, "bomb", "§13.3, §13.4", e)) < 0 ||
	    table_need(t, r, c, "§13.3, §13.4", &cell, e))
		return e->code;
	if (strcmp(cell, "ne") == 0)
		*shift = 0;
	else if (strlen(cell) == 3 && cell[0] == '-' && cell[1] >= '1' && cell[1] <= '9' &&
	    cell[2] == 'c')
		*shift = cell[1] - '0';
	else
		return err_set(e, EXIT_DATA, "%s:%d:%d: table salerno43/terrain, row %s: bomb "
				"'%s' is not ne, -1c or -2c", t->source, t->lines[r], c + 1, row, cell);
	return 0;
}

/* Has the unit's flags column a bombarded=HEX for this hex? (§13.5: one roll
 * per target hex; the model keeps only the last such flag.) */
static int already(const struct bd_ctx *b, const struct s43_unit *u, const char *hx)
{
	const struct state_kind *k = state_kind(b->cst, "unit");
	char flag[16];

	if (k == NULL || u->row < 0 || u->row >= k->nrows)
		return 0;
	snprintf(flag, sizeof flag, "bombarded=%s", hx);
	return kit_flag_has(state_field(&k->rows[u->row], state_col(k, "flags")), flag);
}

/* By the attacker or the defender of the combat (§13.0): mode=, or the
 * state's active side. */
static int plan_mode(struct bd_ctx *b, const struct art *a, int *offensive, struct err *e)
{
	static const char *const modes[] = { "auto", "offensive", "defensive", NULL };
	const char *active = state_get(b->cst, "active");
	int mode = s43_order_enum(b->o, "mode", modes, e);

	if (mode < 0)
		return e->code;
	if (mode > 0)
		*offensive = mode == 1;
	else if (s43_side_parse(active) >= 0)
		*offensive = s43_side_parse(active) == a->side;
	else
		return err_set(e, EXIT_USAGE, "bombard: the state does not say which side is "
				"active (set,active): name mode=offensive or mode=defensive");
	return 0;
}

/* May unit u bombard the target hex (§13.0; A15, the rulings bombard-range,
 * bombard-supply, bombard-los)? */
static int bombarder_check(struct bd_ctx *b, const struct art *a, const struct s43_unit *u,
		const char *hx, struct err *e)
{
	int range_any = !strcmp(game_rule(b->g, b->cst, "bombard-range"), "any");
	int supply_any = !strcmp(game_rule(b->g, b->cst, "bombard-supply"), "any");
	int d = grid_distance(u->hex, b->at), los;
	char why[160];

	if (u->side != a->side)
		return kit_refuse(e, "§13.0", "bombard: %s is not an %s unit", u->id,
				s43_side_f(a->side));
	if (!u->onmap)
		return kit_refuse(e, "§13.0", "bombard: %s is eliminated", u->id);
	if (u->range < 1)
		return kit_refuse(e, "§13.0", "bombard: %s has no range printed on its counter: "
				"only such units bombard", u->id);
	if (u->kind == S43_K_AA_MG)
		return kit_refuse(e, "§15.3", "bombard: %s is an AA machine gun: it fires at "
				"aircraft only", u->id);
	if (already(b, u, hx))
		return kit_refuse(e, "§13.5", "bombard: %s has already bombarded %s: one roll per "
				"target hex", u->id, hx);
	if (u->flags & S43_F_FLIPPED)
		return kit_refuse(e, "§15.23", "bombard: %s is on its back (flipped)", u->id);
	if (u->kind == S43_K_TOW_ONLY && (u->flags & S43_F_MOVED) &&
	    !(strcmp(u->nation, "US") == 0 && u->weapon == S43_W_MTR))
		return kit_refuse(e, "§15.1", "bombard: %s is a tow-only unit that moved this turn: "
				"it cannot fire", u->id);
	if (!supply_any && (u->flags & S43_F_OUT_OF_SUPPLY))
		return kit_refuse(e, "§7.3; ruling bombard-supply", "bombard: %s is out of supply",
				u->id);
	if (!range_any && d > u->range)
		return kit_refuse(e, "§9.521; ruling bombard-range", "bombard: %s is %d hexes from "
				"%s, beyond its range %d", u->id, d, hx, u->range);
	if (strcmp(game_rule(b->g, b->cst, "bombard-los"), "required"))
		return 0;
	los = s43_line_of_sight(b->map, u->hex, b->at, b->level_rule, NULL, NULL, why,
			sizeof why);
	if (los < 0)
		return err_set(e, EXIT_DATA, "bombard: line of sight from %s: %s", u->id, why);
	if (los == 0)
		return kit_refuse(e, "§9.54; ruling bombard-los", "bombard: %s has no line of "
				"sight to %s: %s", u->id, hx, why);
	return 0;
}

/* The bombarding units and their points (§13.0; ruling bombard-value, A15). */
static int plan_bombarders(struct bd_ctx *b, struct art *a, const char *hx, struct err *e)
{
	const char *value_rule = game_rule(b->g, b->cst, "bombard-value");
	int offensive = 0;
	char from[5];

	if (!*order_get(b->o, "by"))
		return err_set(e, EXIT_USAGE, "bombard: kind=artillery needs by=ID,... (the "
				"bombarding units, §13.0)");
	if (s43_unit_list(b->o, "by", b->map, a->by, BD_LIST, 0, &a->nby, e) ||
	    plan_mode(b, a, &offensive, e))
		return e->code;
	if (offensive)   /* two sentences, each translated whole */
		log_step(b->log, "§13.0", "%s offensive bombardment of %s",
				s43_side_m(a->side), hx);
	else
		log_step(b->log, "§13.0", "%s defensive bombardment of %s",
				s43_side_m(a->side), hx);
	for (int i = 0; i < a->nby; i++) {
		struct s43_unit *u = a->by[i];
		int full = u->steps >= u->max_steps, d = grid_distance(u->hex, b->at);
		int use_x = offensive || !strcmp(value_rule, "attack");
		int v = use_x ? u->sup_x[!full] : u->sup_y[!full];
		if (bombarder_check(b, a, u, hx, e))
			return e->code;
		if (v < 0)
			return kit_refuse(e, "§2.12", "bombard: %s has no support value", u->id);
		a->points += v;
		log_stepn(b->log, "§13.0; ruling bombard-value",
				"%s bombards from %s, %d hex away (range %d): %d points (%s value)",
				"%s bombards from %s, %d hexes away (range %d): %d points (%s "
				"value)", d, u->id, s43_hex_name(u->hex, from), d, u->range, v,
				!u->sup_dual[!full] ? _("its single") :
				use_x ? C_("support value", "attack") : C_("support value", "defence"));
	}
	return 0;
}

/* The targets: the units declared for the combat, the top of their stack
 * (§13.2, §9.22), and the group below them (§13.1). */
static int plan_targets(struct bd_ctx *b, struct art *a, const char *hx, struct err *e)
{
	struct s43_unit *named[BD_LIST];
	int nnamed = 0, comp = 0, plat = 0;
	char list[512] = "";

	a->nstack = s43_stack(b->map, b->at, b->target_side, a->stack, 64);
	if (s43_unit_list(b->o, "targets", b->map, named, BD_LIST, 0, &nnamed, e))
		return e->code;
	for (int j = 0; j < nnamed; j++) {
		int k;
		for (k = 0; k < a->nstack && a->stack[k] != named[j]; k++)
			;
		if (k == a->nstack)
			return kit_refuse(e, "§13.2", "bombard: targets= names %s, which is not in %s",
					named[j]->id, hx);
		if (k >= nnamed)
			return kit_refuse(e, "§13.2, §9.22", "bombard: targets= skips a unit of %s: "
					"combat participants are the top of the stack", hx);
	}
	a->nfight = nnamed;
	while (nnamed == 0 && a->nfight < a->nstack && s43_fits(comp +
			!a->stack[a->nfight]->platoon, plat + a->stack[a->nfight]->platoon)) {
		comp += !a->stack[a->nfight]->platoon;
		plat += a->stack[a->nfight]->platoon;
		a->nfight++;
	}
	comp = plat = 0;
	for (int k = 0; k < a->nfight; k++)
		comp += !a->stack[k]->platoon, plat += a->stack[k]->platoon;
	if (!s43_fits(comp, plat))
		return kit_refuse(e, "§9.21", "bombard: more units than may fight from %s are "
				"named as targets", hx);
	a->ngroup = s43_group(a->stack, a->nstack, a->nfight);
	for (int k = 0; k < a->ngroup; k++) {
		strncat(list, k ? ", " : "", sizeof list - strlen(list) - 1);
		strncat(list, a->stack[k]->id, sizeof list - strlen(list) - 1);
		if (k >= a->nfight)
			strncat(list, _(" (below the combat's units)"), sizeof list - strlen(list) - 1);
	}
	log_step(b->log, "§13.1, §13.2", "Target group in %s (3 companies or 9 platoons at "
			"most): %s%s", hx, list, a->ngroup < a->nstack ? _("; the units below are not "
			"affected") : "");
	return 0;
}

/* The column shift of the target hex (§13.3, §13.4): the largest of its
 * altitude, city or tobacco factory, and defensive position (terrain.csv). */
static int plan_shift(struct bd_ctx *b, const char *hx, int *shift, const char **why,
		struct err *e)
{
	const struct s43_hex *x = s43_hex_find(b->map, b->at);
	int level = s43_hex_level(b->map, b->at, b->level_rule), sh;
	/* ruling fortified-building=ip (A7, §19.21): the IP flipped under a Fortified
	 * being built still counts as an IP */
	int building_ip;

	if (x == NULL)
		return err_set(e, EXIT_DATA, "bombard: hex %s is not in the map of %s (no 'hex' "
				"row)", hx, kit_path(b->cst));
	building_ip = x->building == 2 && !strcmp(game_rule(b->g, b->cst,
			"fortified-building"), "ip");
	if (shift_of(b, level == 1 ? "level1" : level <= 3 ? "level2-3" : "level4-6", shift, e))
		return e->code;
	*why = level == 1 ? _("altitude 1") : level <= 3 ? _("altitude 2-3") : _("altitude 4-6");
	if ((x->city || x->tobacco) && shift_of(b, x->city ? "city" : "tobacco_factory", &sh, e))
		return e->code;
	if ((x->city || x->tobacco) && sh > *shift)
		*shift = sh, *why = x->city ? _("a city") : _("the tobacco factory");
	if (x->position == 1 || x->position == 2 || building_ip) {
		if (shift_of(b, "defensive_position", &sh, e))
			return e->code;
		if (sh > *shift)
			*shift = sh, *why = building_ip ? _("an IP under a Fortified being built "
				"(ruling fortified-building=ip)") : _("a completed defensive position");
	}
	return 0;
}

/* The column of the bombardment table (§13.0), shifted left (§13.3, §13.4). */
static int plan_column(struct bd_ctx *b, struct art *a, const char *hx, struct err *e)
{
	const struct table *t;
	int starts[ART_COLS], ncols = 0, col = -1, shift = 0;
	const char *why = "";
	char min[48];

	if (table_get(b->g->tables, "salerno43", "bombardment", &t, e))
		return e->code;
	if (t->ncols != 2 || strcmp(table_cell(t, 0, 0), "support") ||
	    strcmp(table_cell(t, 0, 1), "hit") || t->nrows < 2 || t->nrows > ART_COLS + 1)
		return err_set(e, EXIT_DATA, "%s:%d:1: the bombardment table's header must be "
				"support,hit, with 1 to %d columns as rows", t->source, t->lines[0],
				ART_COLS);
	for (int r = 1; r < t->nrows; r++) {
		char *end;
		long lo = strtol(table_cell(t, r, 0), &end, 10);
		if (end == table_cell(t, r, 0) || lo < 0 || lo > 9999 ||
		    (ncols && lo <= starts[ncols - 1]) || (*end != '-' && *end != '+'))
			return err_set(e, EXIT_DATA, "%s:%d:1: '%s' is not a column of support "
					"points (e.g. 13-16 or 105+), in rising order", t->source,
					t->lines[r], table_cell(t, r, 0));
		starts[ncols++] = (int)lo;
	}
	for (int k = 0; k < ncols; k++)
		if (a->points >= starts[k])
			col = k;
	if (col < 0)
		return kit_refuse(e, "§13.0", "bombard: %d support points: the minimum is %d",
				a->points, starts[0]);
	if (plan_shift(b, hx, &shift, &why, e))
		return e->code;
	log_step(b->log, "§13.0", "%d support points: column %s", a->points,
			table_cell(t, col + 1, 0));
	if (shift > 0 && col - shift < 0) {
		if (shift < ncols)
			snprintf(min, sizeof min, "minimum %d", starts[shift]);
		else
			snprintf(min, sizeof min, "the table has no column so far left");
		return kit_refuse(e, shift == 1 ? "§13.3" : "§13.4", "bombard: %s is %s: the "
				"column moves %d to the left and %d points are not enough (%s)", hx, why,
				shift, a->points, min);
	}
	if (shift > 0)
		log_stepn(b->log, shift == 1 ? "§13.3" : "§13.4",
				"%s is %s: %d column to the left, %s",
				"%s is %s: %d columns to the left, %s", shift, hx, why, shift,
				table_cell(t, col - shift + 1, 0));
	a->col = col - shift;
	snprintf(a->colname, sizeof a->colname, "%s", table_cell(t, a->col + 1, 0));
	return hit_range(t, a->col + 1, 1, &a->lo, &a->hi, e);
}

/* Everything fixed before the die: bombarders, targets, column. */
static int plan(struct bd_ctx *b, struct art *a, struct err *e)
{
	char hx[5];

	s43_hex_name(b->at, hx);
	if (b->target_side < 0)
		return kit_refuse(e, "§13.2", "bombard: no unit in %s to bombard", hx);
	a->side = !b->target_side;
	if (plan_bombarders(b, a, hx, e) || plan_targets(b, a, hx, e) ||
	    plan_column(b, a, hx, e))
		return e->code;
	return 0;
}

/* The one die roll (§13.5, §9.653): 1 hit, 0 miss. */
static int roll(struct bd_ctx *b, const struct art *a, struct chance *c, int *hit,
		struct err *e)
{
	struct chance_roll r;
	char hx[5];

	grid_format(b->at, hx);
	if (chance_rollf(c, 2, 6, CHANCE_SUM, 0, &r, e, "artillery bombardment of %s", hx))
		return e->code;
	*hit = r.value >= a->lo && r.value <= a->hi;
	if (!log_quiet(b->log)) {
		char need[16], dice[48];
		snprintf(need, sizeof need, a->lo == a->hi ? "%d" : "%d-%d", a->lo, a->hi);
		log_step(b->log, "§13.5", "%s rolls %s on column %s (hit on %s): %s",
				s43_side_m(a->side), kit_roll(&r, dice, sizeof dice), a->colname,
				need, *hit ? _("one unit of the group loses a step") : _("no effect"));
	}
	return 0;
}

static int odds_step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct bd_ctx *b = ((void **)ctx)[0];
	const struct art *a = ((void **)ctx)[1];
	int hit;

	if (roll(b, a, c, &hit, e))
		return e->code;
	*(int *)state = hit;
	return 1;
}

static int odds(struct bd_ctx *b, const struct art *a, struct odds_report *r, struct err *e)
{
	struct odds_states out = { 0 };
	int init = 0, rc;
	void *ctx[2] = { b, (void *)a };

	if ((rc = odds_report_enumerate(r, &init, sizeof init, odds_step, ctx, 2, &out, e)) != 0)
		goto done;
	char need[16];
	snprintf(need, sizeof need, a->lo == a->hi ? "%d" : "%d-%d", a->lo, a->hi);
	snprintf(r->note, sizeof r->note, "column %s, hit on %s; the bombarding player "
			"names the type, the owner the unit (§13.5)%s", a->colname, need,
			s43_hex_find(b->map, b->at)->position == 2 ? _("; a hit may go on the "
			"Fortified marker instead (§19.23, §19.41)") : "");
	r->ncols = 2;
	r->col[0] = "column";
	r->col[1] = "steps_lost";
	struct frac ex = { 0, 1 };
	for (int k = 0; k < out.n && rc == 0; k++) {
		int hit = *(int *)(out.bytes + (size_t)k * out.size), overflow = 0;
		rc = odds_report_merge(r, out.p[k], (const char *const[]){ a->colname,
				hit ? "1" : "0" }, 2, e);
		if (hit)
			ex = frac_add(ex, out.p[k], &overflow);
	}
	odds_report_expect(r, "expected steps lost by the target group", ex);
	r->runs = out.runs;
done:
	odds_states_free(&out);
	return rc;
}

/* Which unit of the group takes the hit (§13.5; A36): the type named by the
 * bombarding player (type=), the unit by the owner (loss=); pick=top takes the
 * topmost; else the resolution waits (pending). Returns the unit, NULL with
 * *wait set when waiting, NULL with e set on a refusal. */
static struct s43_unit *victim(struct bd_ctx *b, const struct art *a, const char **wait_arg,
		char *opts, size_t size, struct err *e)
{
	const char *type = order_get(b->o, "type");
	int top = !strcmp(order_get(b->o, "pick"), "top");
	int have[2] = { 0, 0 }, want = -1;
	struct s43_unit *loss[BD_LIST];
	int nloss = 0;

	for (int k = 0; k < a->ngroup; k++)
		have[a->stack[k]->silhouette] = 1;
	if (*type)
		want = !strcmp(type, "silhouette");
	else if (have[0] != have[1])
		want = have[1];
	else if (top)
		want = a->stack[0]->silhouette;
	else {
		*wait_arg = "type";
		snprintf(opts, size, "nato|silhouette");
		return NULL;
	}
	if (s43_unit_list(b->o, "loss", b->map, loss, BD_LIST, S43_LIST_REPEAT, &nloss, e))
		return NULL;
	if (nloss > 0) {
		for (int k = 0; k < a->ngroup; k++)
			if (a->stack[k] == loss[0]) {
				if (loss[0]->silhouette != want) {
					kit_refuse(e, "§13.5", "bombard: loss=%s is not of the type named (%s)",
							loss[0]->id, want ? "silhouette" : "nato");
					return NULL;
				}
				return loss[0];
			}
		kit_refuse(e, "§13.2", "bombard: loss=%s is not in the target group", loss[0]->id);
		return NULL;
	}
	struct s43_unit *only = NULL;
	int n = 0;
	opts[0] = '\0';
	for (int k = 0; k < a->ngroup; k++)
		if (a->stack[k]->silhouette == want) {
			if (only == NULL)
				only = a->stack[k];
			n++;
			if (opts[0])
				strncat(opts, "|", size - strlen(opts) - 1);
			strncat(opts, a->stack[k]->id, size - strlen(opts) - 1);
		}
	if (n == 1 || top)
		return only;
	*wait_arg = "loss";
	return NULL;
}

int s43_bd_artillery(struct bd_ctx *b, struct chance *c, struct odds_report *r, struct err *e)
{
	struct art a;
	const char *type = order_get(b->o, "type");
	int hit;

	memset(&a, 0, sizeof a);
	if ((*type && s43_order_enum(b->o, "type", s43_bd_types, e) < 0) ||
	    s43_order_enum(b->o, "pick", s43_bd_picks, e) < 0)
		return e->code;
	b->step_rule = "§13.5";
	if (plan(b, &a, e))
		return e->code;
	if (*type) {   /* A36: the type named must be in the group */
		int present = 0;
		for (int k = 0; k < a.ngroup; k++)
			present |= a.stack[k]->silhouette == !strcmp(type, "silhouette");
		if (!present)
			return kit_refuse(e, "§13.5; A36", "bombard: no unit of type %s in the target "
					"group", type);
	}
	if (r != NULL)
		return odds(b, &a, r, e);
	if (roll(b, &a, c, &hit, e))
		return e->code;
	if (hit) {
		const char *wait = "loss";
		char opts[512];
		struct s43_unit *u = victim(b, &a, &wait, opts, sizeof opts, e);
		if (u == NULL && e->code)
			return e->code;
		if (u == NULL) {
			log_step(b->log, "pending", "Waiting for a decision (%s, §13.5): answer with "
					"'umpire resolve STATE decide ANSWER', ANSWER one of %s", wait, opts);
			return pending_add(b->st, wait[0] == 't' ? s43_side_name(a.side) :
					s43_side_name(b->target_side), wait, opts, b->o->text, e);
		}
		const struct s43_hex *x = s43_hex_find(b->map, b->at);
		int fort = x->position, steps = u->steps;
		s43_bd_step(b, u, &fort, &steps);
		if (s43_bd_write_unit(b, u, steps, e) || s43_bd_write_position(b, fort, e))
			return e->code;
	}
	/* §15.1: a tow-only unit that fired may not move this turn; every
	 * bombarding unit is marked, so it does not also support the combat
	 * (ruling bombard-and-support) */
	static const char *const flag_col[] = { "flags" };
	struct state_kind *k = state_kind_add(b->st, "unit", flag_col, 1);
	for (int i = 0; i < a.nby; i++) {
		if (a.by[i]->kind == S43_K_TOW_ONLY)
			kit_flag_add(&k->rows[a.by[i]->row], state_col(k, "flags"), "fired");
		char flag[16], hx[5];
		grid_format(b->at, hx);
		snprintf(flag, sizeof flag, "bombarded=%s", hx);
		kit_flag_add(&k->rows[a.by[i]->row], state_col(k, "flags"), flag);
	}
	return 0;
}
