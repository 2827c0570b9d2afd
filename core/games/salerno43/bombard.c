/*
 * bombard.c: the `bombard` order of Salerno 1943: parse it, find the target hex
 * and its side, and hand it to its kind (artillery.c, air.c, naval.c, ships.c);
 * plus what the kinds share: a step lost on a Fortified marker (§19.23,
 * §19.41), units written back, "immobilized" units sent to the bottom of their
 * stack (§16.33), the backs of air markers and ships (§16.33, §25.14), and
 * odds rows.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bombard.h"
#include "i18n.h"

int s43_bd_absorb(const struct bd_ctx *b, const struct s43_unit *u, int *fort)
{
	if (*fort == 2 && u->kind == S43_K_CP) {
		*fort = 0;   /* §19.41 */
		return strcmp(game_rule(b->g, b->cst, "cp-fortified"), "both") == 0;
	}
	if (*fort == 2 && strcmp(order_get(b->o, "fortified"), "use") == 0) {
		*fort = 1;   /* §19.23 */
		return 0;
	}
	return 1;
}

void s43_bd_tally(const struct bd_ctx *b, struct s43_unit *const *stack, const uint8_t *out,
		int n, int *fort, int *steps, int *imm)
{
	*steps = *imm = 0;
	for (int i = 0; i < n; i++) {
		/* as resolve applies them: the marker may absorb a step, an
		 * eliminated unit is not immobilized (§16.33, §19.23, §19.41) */
		int lost = out[i] >= 2 && s43_bd_absorb(b, stack[i], fort);
		*steps += lost;
		*imm += (out[i] == 1 || out[i] == 3) && !(lost && stack[i]->steps <= 1);
	}
}

const char *s43_bd_fort_name(int fort)
{
	return fort == 2 ? "kept" : fort == 1 ? "turned to IP" : "removed";
}

int s43_bd_step(struct bd_ctx *b, struct s43_unit *u, int *fort, int *steps)
{
	const char *v = order_get(b->o, "fortified");

	if (*fort == 2 && u->kind == S43_K_CP) {
		/* §19.41: the CP's first loss removes the Fortified marker (E11) */
		int both = strcmp(game_rule(b->g, b->cst, "cp-fortified"), "both") == 0;
		*fort = 0;
		log_step(b->log, "§19.41", "%s is a CP on a Fortified marker: its first loss "
				"removes the marker%s", u->id, both ? _(", and the CP loses the step "
				"too (ruling cp-fortified=both)") : _(" instead of a step (E11)"));
		if (!both)
			return 0;
	} else if (*fort == 2 && strcmp(v, "use") == 0) {
		*fort = 1;
		log_step(b->log, "§19.23", "The Fortified marker of the hex is turned to its IP "
				"side and absorbs %s's step", u->id);
		return 0;
	}
	if (*steps > 0)
		(*steps)--;
	log_step(b->log, b->step_rule, "%s loses a step: %s", u->id,
			*steps == 0 ? _("eliminated") : _("flipped to its reduced side"));
	return 1;
}

int s43_bd_write_unit(struct bd_ctx *b, const struct s43_unit *u, int steps, struct err *e)
{
	struct state_kind *k = state_kind(b->st, "unit");
	char num[16];

	if (k == NULL || u->row < 0 || u->row >= k->nrows)
		return err_set(e, EXIT_DATA, "bombard: unit %s is not in the state", u->id);
	snprintf(num, sizeof num, "%d", steps);
	state_field_set(&k->rows[u->row], state_col(k, "steps"), num);
	if (steps == 0)
		state_field_set(&k->rows[u->row], state_col(k, "hex"), "eliminated");
	return 0;
}

int s43_bd_write_position(struct bd_ctx *b, int fort, struct err *e)
{
	const struct s43_hex *x = s43_hex_find(b->map, b->at);
	struct state_kind *hk = state_kind(b->st, "hex");
	const struct state_kind *uk = state_kind(b->st, "unit");
	int cp = hk ? state_col(hk, "position") : -1, left = 0;
	char hx[5];

	if (x == NULL || hk == NULL || cp < 0 || x->row < 0 || x->row >= hk->nrows)
		return 0;
	/* §19.3: a marker with no unit left under it is removed at once */
	grid_format(b->at, hx);
	for (int i = 0; uk && i < uk->nrows && !left; i++)
		left = !strcmp(state_field(&uk->rows[i], state_col(uk, "hex")), hx);
	if (!left && *state_field(&hk->rows[x->row], cp)) {
		const char *pos = state_field(&hk->rows[x->row], cp);
		log_step(b->log, "§19.3", "No unit is left in %s: its %s marker is removed", hx,
				!strncmp(pos, "ip", 2) ? "IP" : "Fortified");
		state_field_set(&hk->rows[x->row], cp, "");
		return 0;
	}
	if (x->position == fort)
		return 0;
	state_field_set(&hk->rows[x->row], cp, fort == 2 ? "fortified" : fort == 1 ? "ip" : "");
	return 0;
}

int s43_bd_altitude(const struct bd_ctx *b, struct grid_hex h)
{
	const struct s43_hex *x = s43_hex_find(b->map, h);

	if (x != NULL && x->city)
		return 6;   /* §16.33: a city (not the tobacco factory) reads altitude 6 */
	return s43_hex_level(b->map, h, b->level_rule);
}

/* A whole number cell, or '?' (EXIT_UNKNOWN through table_need). */
static int number_cell(const struct table *t, int r, int c, const char *section, int *out,
		struct err *e)
{
	const char *cell;
	char *end;

	if (table_need(t, r, c, section, &cell, e))
		return e->code;
	long v = strtol(cell, &end, 10);
	if (*cell == '\0' || *end != '\0' || v < 0 || v > 12)
		return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a die total from 0 to 12",
				t->source, t->lines[r], c + 1, cell);
	*out = (int)v;
	return 0;
}

int s43_bd_back(struct bd_ctx *b, const char *table, const char *key, int altitude,
		const char *section, int *immobilize, int *step, int need_step, struct err *e)
{
	const struct table *t;
	char alt[8];

	if (table_get(b->g->tables, "salerno43", table, &t, e))
		return e->code;
	int ca = table_find_col(t, "altitude", section, e);
	int ci = ca < 0 ? -1 : table_find_col(t, "immobilize", section, e);
	int cs = ci < 0 ? -1 : table_find_col(t, "step", section, e);
	if (cs < 0)
		return e->code;
	snprintf(alt, sizeof alt, "%d", altitude);
	for (int r = 1; r < t->nrows; r++) {
		if (strcmp(table_cell(t, r, 0), key) || strcmp(table_cell(t, r, ca), alt))
			continue;
		*step = -1;
		if (number_cell(t, r, ci, section, immobilize, e))
			return e->code;
		if (strcmp(table_cell(t, r, cs), "?") == 0 && !need_step)
			return 0;
		return number_cell(t, r, cs, section, step, e);
	}
	return err_set(e, EXIT_DATA, "%s:%d:1: table salerno43/%s has no row %s, altitude %d "
			"(%s)", t->source, t->lines[0], table, key, altitude, section);
}

const char *const s43_bd_types[] = { "nato", "silhouette", NULL };
const char *const s43_bd_picks[] = { "ask", "top", NULL };

/* The four kinds, each with the file that resolves it and the phases it
 * belongs to (§3.1: A b Allied air, A c Axis air, A d the attack on ships, A e
 * naval, B a the artillery before a combat, §13.1). */
static const char *const kind_names[] = { "artillery", "air", "naval", "ships", NULL };
static const struct {
	int (*run)(struct bd_ctx *b, struct chance *c, struct odds_report *r, struct err *e);
	const char *what, *phases;
} kinds[] = {
	{ s43_bd_artillery, "bombard kind=artillery", "combat" },
	{ s43_bd_air, "bombard kind=air", NULL },   /* the bombarding side's air phase */
	{ s43_bd_naval, "bombard kind=naval", "naval" },
	{ s43_bd_ships, "bombard kind=ships", "ship-attack" },
};

/* The kind in its phase (§3.1; a night has no combat phase, §3.3). */
static int kind_when(struct game_ctx *g, const struct state *st, int kind, int target_side,
		struct err *e)
{
	const char *phases = kinds[kind].phases;

	if (phases == NULL)   /* §16.13: markers on hexes of enemy units */
		phases = target_side == S43_AXIS ? "allied-air" : "axis-air";
	if (seq_need(g, st, kinds[kind].what, phases, e))
		return e->code;
	return kind == 0 ? s43_seq_day(g, st, kinds[kind].what, e) : 0;
}

static int run(struct game_ctx *g, struct state *st, const struct state *cst,
		const struct order *o, struct chance *c, struct odds_report *r, struct err *e)
{
	struct s43_map m;
	struct bd_ctx b = { .g = g, .st = st, .cst = cst, .map = &m, .o = o, .log = g->log };
	int kind, rc;

	if ((rc = s43_map_load(&m, cst, e)) != 0)
		return rc;
	b.level_rule = game_rule(g, cst, "level-used");
	if (grid_parse(order_get(o, "at"), &b.at)) {
		rc = err_set(e, EXIT_USAGE, "bombard: at=%s is not a CCRR hex", order_get(o, "at"));
		goto done;
	}
	/* the side of the units in the target hex (sides never share one, §6.3) */
	b.target_side = -1;
	for (int i = 0; i < m.nunits; i++)
		if (m.units[i].onmap && grid_equal(m.units[i].hex, b.at))
			b.target_side = m.units[i].side;
	if ((kind = s43_order_enum(o, "kind", kind_names, e)) < 0 ||
	    kind_when(g, cst, kind, b.target_side, e))
		rc = e->code;
	else
		rc = kinds[kind].run(&b, c, r, e);
done:
	s43_map_free(&m);
	return rc;
}

int s43_bombard_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return run(g, st, st, o, c, NULL, e);
}

int s43_bombard_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return run(g, NULL, st, o, NULL, r, e);
}
