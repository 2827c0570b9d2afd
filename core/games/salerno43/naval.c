/*
 * naval.c: `bombard kind=naval by=SHIP at=HEX`: a warship fires at the Axis
 * units of one hex, in a morning or afternoon turn (§25.1), once a turn
 * (§3.1 A e), not in the turn it arrived (§18.37), from the Gulf of Salerno
 * (§25.11), within its range (§25.21 a, the counter's front or ship-classes.csv).
 *
 *   direct fire (§25.3, §25.31): a land unit of the ship's nationality is
 *     adjacent to the target: no die; the hex loses as many steps as the back's
 *     "immobilized" number N for its altitude; the ship has spent all its
 *     ammunition and comes back 8 turns later (E15: the firing turn + 7).
 *   indirect fire (§25.2, §25.21, §25.22): the target is spotted, by a land
 *     unit of the ship's nationality that sees it (b), or by the ship itself
 *     with no Allied unit adjacent to it (c) (ruling naval-spotting); then the
 *     back is read as an air marker's, with no modifier at all: one die for the
 *     hex or one per unit (ruling naval-roll), on all units of the hex or the
 *     top 3 companies (ruling naval-cap). Then the ammunition check: 2d6, both
 *     1 out of ammunition (back 8 turns later), one 1 the counter turns upside
 *     down and a second such result later sends it away (§25.23, §25.24).
 *
 * The sea is below every level: a ship's line of sight is traced over sea
 * hexes (`sea` rows) and then by §9.54-§9.55 (helpers.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bombard.h"
#include "i18n.h"
#include "pending.h"

struct naval {
	struct bd_fleet fleet;
	struct bd_ship *ship;
	int turn, direct, altitude, immobilize, step, per_unit, both;
	struct s43_unit *stack[64];
	int nstack, naffected;
	const struct table *backs;
	char key[32];
};

struct naval_st {
	uint8_t stage;               /* dice rolled so far */
	uint8_t out[BD_GROUP];       /* 0 none, 1 immobilized, 2 step, 3 both */
	uint8_t ammo;                /* 0 no 1, 1 one 1, 2 two 1s */
};

static int is_sea(const void *ctx, struct grid_hex h)
{
	return s43_bd_sea_find(ctx, h) != NULL;
}

/* The ship of by=, and whether it may fire now (§25.1, §18.37, §3.1 A e,
 * §25.11, §25.13). */
static int plan_ship(struct bd_ctx *b, struct naval *n, const char *hx, struct err *e)
{
	const char *turn = state_get(b->cst, "turn");
	char items[2][BD_ITEM], sx[5];
	const struct bd_sea *sea;
	struct bd_ship *s;

	if (s43_turn_get(b->cst, &n->turn, e))
		return e->code;
	if (n->turn < 0)
		return err_set(e, EXIT_DATA, "bombard: the state has no turn (set,turn,9-morning "
				"...): ships need it (§25.1, §25.23)");
	if (n->turn % 3 == 2)
		return kit_refuse(e, "§25.1", "bombard: ships bombard in morning and afternoon "
				"turns only, not at night (%s)", turn);
	if (order_split(order_get(b->o, "by"), items[0], BD_ITEM, 2) != 1)
		return err_set(e, EXIT_USAGE, "bombard: kind=naval needs by=SHIP, one ship (one "
				"target per ship, §3.1 A e)");
	if ((s = n->ship = s43_bd_ship_find(&n->fleet, items[0])) == NULL)
		return err_set(e, EXIT_DATA, "bombard: by=: no ship '%s' in %s", items[0],
				kit_path(b->cst));
	if (!s->onmap)
		return kit_refuse(e, "§25.23, §25.31", "bombard: %s is off the map", s->id);
	if (s->arrived == n->turn)
		return kit_refuse(e, "§18.37", "bombard: %s arrived this turn: it bombards from the "
				"next turn's naval phase", s->id);
	if (s->fired)
		return kit_refuse(e, "§3.1 A e", "bombard: %s has already bombarded this turn: one "
				"target per ship", s->id);
	s43_hex_name(s->hex, sx);
	if ((sea = s43_bd_sea_find(&n->fleet, s->hex)) == NULL)
		return err_set(e, EXIT_DATA, "bombard: %s is in %s, which has no 'sea' row", s->id,
				sx);
	if (sea->naples)
		return kit_refuse(e, "§25.11", "bombard: %s is in the Gulf of Naples (%s), where no "
				"warship may be", s->id, sx);
	if (b->target_side != S43_AXIS)
		return kit_refuse(e, "§25.13", "bombard: no Axis unit in %s: ships attack the Axis "
				"land units", hx);
	return 0;
}

/* The range (§25.21 a): the counter's front, else the class's. */
static int plan_range(struct bd_ctx *b, const struct naval *n, const char *hx,
		struct err *e)
{
	const struct bd_ship *s = n->ship;
	int range = s->range, d = grid_distance(s->hex, b->at), r, c;
	const struct table *t;
	const char *cell;
	char sx[5];

	if (range < 0) {
		if (table_get(b->g->tables, "salerno43", "ship-classes", &t, e) ||
		    (r = table_find_row(t, s43_bd_class_name(s->cls), "§25.13", e)) < 0 ||
		    (c = table_find_col(t, "range", "§25.13", e)) < 0 ||
		    table_need(t, r, c, "§25.13", &cell, e))
			return e->code;
		if (s43_number(cell, 1, 99, &range))
			return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a range from 1 to 99",
					t->source, t->lines[r], c + 1, cell);
	}
	if (d > range)
		return kit_refuse(e, "§25.21 a", "bombard: %s is %d hexes from %s, beyond its range "
				"%d", s->id, d, hx, range);
	log_stepn(b->log, "§25.13, §25.21 a",
			"%s (%s %s) in %s fires at %s, %d hex away (range %d)",
			"%s (%s %s) in %s fires at %s, %d hexes away (range %d)", d, s->id,
			s->nation, s43_bd_class_name(s->cls), s43_hex_name(s->hex, sx), hx, d,
			range);
	return 0;
}

/* Indirect fire needs the target spotted (§25.21 b, c; ruling naval-spotting):
 * by a land unit of the ship's nationality that sees it (b), or by the ship
 * itself with no Allied unit adjacent to the target (c). */
static int plan_spotting(struct bd_ctx *b, struct naval *n, const char *hx,
		const struct s43_unit *adj_allied, struct err *e)
{
	int both = !strcmp(game_rule(b->g, b->cst, "naval-spotting"), "both");
	const struct bd_ship *s = n->ship;
	const struct s43_unit *spotter = NULL;
	char why[160], px[5];
	int ship_los, c_ok;

	for (int i = 0; i < b->map->nunits && !spotter; i++) {
		const struct s43_unit *u = &b->map->units[i];
		if (u->onmap && u->side == S43_ALLIED && !strcmp(u->nation, s->nation) &&
		    s43_line_of_sight(b->map, u->hex, b->at, b->level_rule, is_sea, &n->fleet,
				why, sizeof why) > 0)   /* a line over hexes the map lacks spots nothing */
			spotter = u;
	}
	ship_los = s43_line_of_sight(b->map, s->hex, b->at, b->level_rule, is_sea, &n->fleet,
			why, sizeof why);
	if (ship_los < 0)
		return err_set(e, EXIT_DATA, "bombard: line of sight from %s: %s", s->id, why);
	c_ok = ship_los && adj_allied == NULL;
	if (spotter)
		log_step(b->log, "§25.21 b", "%s (%s) in %s sees %s", spotter->id, spotter->nation,
				s43_hex_name(spotter->hex, px), hx);
	if (c_ok)
		log_step(b->log, "§25.21 c", "%s sees %s and no Allied unit is adjacent to it",
				s->id, hx);
	if (both ? !(spotter && c_ok) : !(spotter || c_ok))
		return kit_refuse(e, both ? "§25.21 b, c; ruling naval-spotting=both" :
				"§25.21 b, c", "bombard: %s is not spotted: %s%s%s", hx, spotter ? "" :
				c_ok ? _("no land unit of the ship's nationality sees it (the ship's own "
				"sight is not enough)") : _("no land unit of the ship's nationality sees "
				"it; "), !ship_los ? _("the ship has no line of sight: ") : adj_allied ?
				_("an Allied unit of another nationality is adjacent to it") : "",
				!ship_los ? why : "");
	return 0;
}

/* Direct fire (§25.3) when a land unit of the ship's nationality is adjacent
 * to the target, else the spotting of indirect fire. */
static int plan_fire(struct bd_ctx *b, struct naval *n, const char *hx, struct err *e)
{
	const struct s43_unit *adj_own = NULL, *adj_allied = NULL;
	char ax[5];

	for (int i = 0; i < b->map->nunits; i++) {
		const struct s43_unit *u = &b->map->units[i];
		if (!u->onmap || u->side != S43_ALLIED || !grid_adjacent(u->hex, b->at))
			continue;
		adj_allied = adj_allied ? adj_allied : u;
		if (!strcmp(u->nation, n->ship->nation))
			adj_own = adj_own ? adj_own : u;
	}
	n->direct = adj_own != NULL;
	if (!n->direct)
		return plan_spotting(b, n, hx, adj_allied, e);
	log_step(b->log, "§25.3", "%s (%s) in %s is adjacent to %s: direct fire", adj_own->id,
			adj_own->nation, s43_hex_name(adj_own->hex, ax), hx);
	return 0;
}

/* The ship's back (§25.14, §16.33), read before any die, and the units it
 * affects (ruling naval-cap). */
static int plan_back(struct bd_ctx *b, struct naval *n, const char *hx, struct err *e)
{
	char list[512];

	n->altitude = s43_bd_altitude(b, b->at);
	if (n->altitude < 1)
		return err_set(e, EXIT_DATA, "bombard: hex %s is not in the map of %s (no 'hex' "
				"row)", hx, kit_path(b->cst));
	snprintf(n->key, sizeof n->key, "%s", n->ship->back);
	if (s43_bd_back(b, "ship-backs", n->key, n->altitude, "§25.14", &n->immobilize,
			&n->step, 0, e))
		return e->code;
	if (n->step >= 0)
		log_step(b->log, "§25.14, §16.33", "Its back at altitude %d%s reads %d(%d)",
				n->altitude, s43_hex_find(b->map, b->at)->city ? _(" (a city)") : "",
				n->immobilize, n->step);
	else
		log_step(b->log, "§25.14, §16.33", "Its back at altitude %d%s reads %d(?): "
				"immobilized on %d or less; the step value is not known", n->altitude,
				s43_hex_find(b->map, b->at)->city ? _(" (a city)") : "", n->immobilize,
				n->immobilize);
	n->nstack = s43_stack(b->map, b->at, S43_AXIS, n->stack, 64);
	n->naffected = strcmp(game_rule(b->g, b->cst, "naval-cap"), "all") ?
		s43_group(n->stack, n->nstack, 0) : n->nstack;
	if (n->naffected > BD_GROUP)
		return err_set(e, EXIT_DATA, "bombard: more than %d units in %s: above the "
				"stacking limit of 8 companies (§6.1)", BD_GROUP, hx);
	n->per_unit = !strcmp(game_rule(b->g, b->cst, "naval-roll"), "per-unit");
	n->both = strcmp(game_rule(b->g, b->cst, "air-one-both"), "step") != 0;
	log_step(b->log, n->naffected < n->nstack ? "§16.31; ruling naval-cap" : "§25.0; "
			"ruling naval-cap", "Affected in %s: %s", hx, s43_ids(n->stack, n->naffected,
			list, sizeof list));
	return 0;
}

static int plan(struct bd_ctx *b, struct naval *n, struct err *e)
{
	char hx[5];

	s43_hex_name(b->at, hx);
	if (plan_ship(b, n, hx, e) || plan_range(b, n, hx, e) || plan_fire(b, n, hx, e) ||
	    plan_back(b, n, hx, e))
		return e->code;
	return 0;
}

/* One die of indirect fire, then the ammunition check. */
static int step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct bd_ctx *b = ((void **)ctx)[0];
	struct naval *n = ((void **)ctx)[1];
	struct naval_st *s = state;
	int dice = n->per_unit ? n->naffected : 1;
	struct chance_roll r;
	char hx[5];

	grid_format(b->at, hx);
	if (s->stage < dice) {
		int k = s->stage;
		if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "naval bombardment of %s",
				n->per_unit ? n->stack[k]->id : hx))
			return e->code;
		int res = r.value <= n->immobilize ? 1 : 0;
		if (res && n->step < 0) {
			/* the die is within N: whether it is also within (P) matters now */
			const struct table *t;
			if (table_get(b->g->tables, "salerno43", "ship-backs", &t, e))
				return e->code;
			for (int row = 1; row < t->nrows; row++) {
				char alt[8];
				snprintf(alt, sizeof alt, "%d", n->altitude);
				if (!strcmp(table_cell(t, row, 0), n->key) &&
				    !strcmp(table_cell(t, row, table_col(t, "altitude")), alt)) {
					const char *cell;
					if (table_need(t, row, table_col(t, "step"), "§25.14, §16.33", &cell, e))
						return e->code;
				}
			}
			return err_set(e, EXIT_DATA, "bombard: the step value of %s is not readable",
					n->key);
		}
		if (res && r.value <= n->step)
			res = n->both ? 3 : 2;
		for (int j = n->per_unit ? k : 0; j < (n->per_unit ? k + 1 : n->naffected); j++)
			s->out[j] = (uint8_t)res;
		log_step(b->log, "§25.2, §25.22, §16.33", "Naval die for %s: %d (no modifier): %s",
				n->per_unit ? n->stack[k]->id : hx, r.value, res == 3 ? _("a step and "
				"immobilized") : res == 2 ? _("a step") : res == 1 ? (n->per_unit ?
				_("immobilized") : _("every affected unit is immobilized (E16)")) : _("no effect"));
		s->stage++;
		return 0;
	}
	/* §25.23, §25.24: the two dice are read one by one */
	if (chance_rollf(c, 2, 6, CHANCE_FACES, 0, &r, e, "ammunition check of %s",
			n->ship->id))
		return e->code;
	s->ammo = (uint8_t)((r.faces[0] == 1) + (r.faces[1] == 1));
	log_step(b->log, s->ammo == 2 ? "§25.23" : "§25.24", "Ammunition check of %s: 2d6 = "
			"%d, %d: %s", n->ship->id, r.faces[0], r.faces[1], s->ammo == 2 ?
			_("two 1s, out of ammunition") : s->ammo == 1 ? (n->ship->flipped ? _("a second 1, "
			"out of ammunition") : _("one 1, the counter is turned upside down")) :
			_("no 1, ammunition left"));
	return 1;
}

static int ammo_out(const struct naval *n, int ammo)
{
	return ammo == 2 || (ammo == 1 && n->ship->flipped);
}

static int odds(struct bd_ctx *b, struct naval *n, struct odds_report *r, struct err *e)
{
	struct odds_states out = { 0 };
	struct naval_st init;
	void *ctx[2] = { b, n };
	int rc = 0, overflow = 0;

	memset(&init, 0, sizeof init);
	r->ncols = 4;
	r->col[0] = "fire";
	r->col[1] = "steps_lost";
	r->col[2] = "immobilized";
	r->col[3] = "ship";
	if (n->direct) {
		char v[8];
		snprintf(v, sizeof v, "%d", n->immobilize);
		const char *vals[4] = { "direct", v, "0", "off (no ammunition)" };
		snprintf(r->note, sizeof r->note, "direct fire: no die (§25.31)%s",
				s43_hex_find(b->map, b->at)->position == 2 ? "; a step may go on the "
				"Fortified marker instead (§19.23, §19.41)" : "");
		odds_report_expect(r, "expected steps lost", frac_make((uint64_t)n->immobilize, 1));
		r->runs = 1;
		return odds_report_merge(r, frac_make(1, 1), vals, 4, e);
	}
	if ((rc = odds_report_enumerate(r, &init, sizeof init, step, ctx, BD_GROUP + 2, &out,
			e)) != 0)
		goto done;
	int fort0 = s43_hex_find(b->map, b->at)->position;
	snprintf(r->note, sizeof r->note, "indirect fire, altitude %d: %d(%d), %s%s",
			n->altitude, n->immobilize, n->step, n->per_unit ? "one die per unit" :
			"one die for the hex", fort0 == 2 ? "; a Fortified marker (§19.23, §19.41)" :
			"");
	if (fort0 == 2) {
		r->ncols = 5;
		r->col[4] = "fortified";
	}
	struct frac ex = { 0, 1 };
	for (int k = 0; k < out.n && rc == 0; k++) {
		const struct naval_st *s = (const void *)(out.bytes + (size_t)k * out.size);
		int steps, imm, fort = fort0;
		char v1[8], v2[8];
		s43_bd_tally(b, n->stack, s->out, n->naffected, &fort, &steps, &imm);
		snprintf(v1, sizeof v1, "%d", steps);
		snprintf(v2, sizeof v2, "%d", imm);
		rc = odds_report_merge(r, out.p[k], (const char *const[]){ "indirect", v1, v2,
				ammo_out(n, s->ammo) ? "off (no ammunition)" : s->ammo == 1 ?
				"upside down" : "stays", s43_bd_fort_name(fort) }, r->ncols, e);
		ex = frac_add(ex, frac_mul(out.p[k], frac_make((uint64_t)steps, 1), &overflow),
				&overflow);
		/* the summary (odds.h), outcome by outcome: a sampled estimate gets its
		 * standard error from the spread */
		if (odds_report_summary_add(r, "exp_steps_lost_defender", out.p[k],
				(uint64_t)steps) != 0)
			overflow = 1;
	}
	if (rc == 0 && overflow)
		rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	odds_report_expect(r, "expected steps lost", ex);
	r->runs = out.runs;
done:
	odds_states_free(&out);
	return rc;
}

/* Direct fire: N steps, the owner picking each unit (loss=, pick=top, else a
 * pending decision) (§25.31; A18 iv). Returns 1 when waiting. */
static int direct(struct bd_ctx *b, struct naval *n, struct err *e)
{
	struct s43_unit *named[BD_LIST];
	int nnamed = 0, steps[64], fort = s43_hex_find(b->map, b->at)->position;
	int top = !strcmp(order_get(b->o, "pick"), "top");

	if (s43_unit_list(b->o, "loss", b->map, named, BD_LIST, S43_LIST_REPEAT, &nnamed, e))
		return e->code;
	for (int k = 0; k < n->nstack; k++)
		steps[k] = n->stack[k]->steps;
	log_stepn(b->log, "§25.31", "Direct fire: no die; %d step, the back's immobilized number",
			"Direct fire: no die; %d steps, the back's immobilized number",
			n->immobilize, n->immobilize);
	/* the type the firer names (type=, A18 iv), while a unit of it is left */
	const char *type = order_get(b->o, "type");
	if (*type && s43_order_enum(b->o, "type", s43_bd_types, e) < 0)
		return e->code;
	int want = *type ? !strcmp(type, "silhouette") : -1;
	for (int hit = 0; hit < n->immobilize; hit++) {
		char opts[512] = "";
		int first = -1, cnt = 0, pick = -1, typed = 0;
		for (int k = 0; k < n->naffected; k++)
			typed |= steps[k] > 0 && n->stack[k]->silhouette == want;
		for (int k = 0; k < n->naffected; k++)
			if (steps[k] > 0 && (!typed || n->stack[k]->silhouette == want)) {
				first = first < 0 ? k : first;
				cnt++;
				if (opts[0])
					strncat(opts, "|", sizeof opts - strlen(opts) - 1);
				strncat(opts, n->stack[k]->id, sizeof opts - strlen(opts) - 1);
			}
		if (cnt == 0) {
			log_stepn(b->log, "§25.31", "No unit left to take the other %d step",
					"No unit left to take the other %d steps",
					n->immobilize - hit, n->immobilize - hit);
			break;
		}
		if (hit < nnamed) {
			for (int k = 0; k < n->naffected; k++)
				if (n->stack[k] == named[hit] && steps[k] > 0 &&
				    (!typed || n->stack[k]->silhouette == want))
					pick = k;
			if (pick < 0)
				return kit_refuse(e, "§25.31", "bombard: loss=: %s cannot take step %d (one "
						"of %s)", named[hit]->id, hit + 1, opts);
		} else if (cnt == 1 || top) {
			pick = first;
		} else {
			log_step(b->log, "pending", "Waiting for a decision (loss, §25.31): answer with "
					"'umpire resolve STATE decide ANSWER', ANSWER one of %s", opts);
			if (pending_add(b->st, "axis", "loss", opts, b->o->text, e))
				return e->code;
			return 1;
		}
		s43_bd_step(b, n->stack[pick], &fort, &steps[pick]);
	}
	for (int k = 0; k < n->naffected; k++)
		if (steps[k] != n->stack[k]->steps && s43_bd_write_unit(b, n->stack[k], steps[k], e))
			return e->code;
	return s43_bd_write_position(b, fort, e);
}

int s43_bd_naval(struct bd_ctx *b, struct chance *c, struct odds_report *r, struct err *e)
{
	struct naval *n = calloc(1, sizeof *n);
	void *ctx[2] = { b, n };
	int rc;
	char back[80];

	if (n == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	b->step_rule = "§25.2, §16.33";
	if (s43_order_enum(b->o, "pick", s43_bd_picks, e) < 0) {
		rc = e->code;
		goto out;
	}
	if ((rc = s43_bd_fleet_load(&n->fleet, b->cst, e)) != 0 || (rc = plan(b, n, e)) != 0)
		goto out;
	if (r != NULL) {
		rc = odds(b, n, r, e);
		goto out;
	}
	s43_bd_back_name(n->turn + 7, back, sizeof back);
	if (n->direct) {
		b->step_rule = "§25.31";
		if ((rc = direct(b, n, e)) != 0) {
			rc = rc == 1 ? 0 : rc;
			goto out;
		}
		if ((rc = s43_bd_ship_remove(b, n->ship, n->turn + 7, e)) != 0)
			goto out;
		log_step(b->log, "§25.31, §25.23", "%s has spent all its ammunition: off the map, "
				"back as a reinforcement on %s (8 turns, the firing turn counted as 1)",
				n->ship->id, back);
		goto out;
	}
	struct naval_st s;
	memset(&s, 0, sizeof s);
	while ((rc = step(&s, c, ctx, e)) == 0)
		;
	if (rc != 1)
		goto out;
	rc = 0;
	int fort = s43_hex_find(b->map, b->at)->position;
	for (int k = 0; k < n->naffected && rc == 0; k++) {
		struct s43_unit *u = n->stack[k];
		int steps = u->steps;
		if (s.out[k] >= 2) {
			s43_bd_step(b, u, &fort, &steps);
			rc = s43_bd_write_unit(b, u, steps, e);
		}
		if (rc == 0 && (s.out[k] == 1 || s.out[k] == 3) && steps > 0) {
			rc = s43_bd_immobilize(b, u, e);
			log_step(b->log, "§16.34, §25.2", "%s is immobilized and goes to the bottom of "
					"its stack", u->id);
		}
	}
	if (rc || (rc = s43_bd_write_position(b, fort, e)) != 0)
		goto out;
	struct state_kind *k = state_kind(b->st, "ship");
	static const char *const cols[] = { "ammo", "flags" };
	k = state_kind_add(b->st, "ship", cols, 2);
	if (ammo_out(n, s.ammo)) {
		rc = s43_bd_ship_remove(b, n->ship, n->turn + 7, e);
		log_step(b->log, s.ammo == 2 ? "§25.23" : "§25.24", "%s leaves to rearm: back as "
				"a reinforcement on %s (8 turns, the firing turn counted as 1)",
				n->ship->id, back);
	} else {
		if (s.ammo == 1)
			state_field_set(&k->rows[n->ship->row], state_col(k, "ammo"), "flipped");
		state_field_set(&k->rows[n->ship->row], state_col(k, "flags"), "fired");
	}
out:
	s43_bd_fleet_free(&n->fleet);
	free(n);
	return rc;
}
