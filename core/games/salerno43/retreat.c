/*
 * retreat.c: the `retreat` order of Salerno 1943: a unit marked withdraw
 * retreats in the retreat phase (§21, §4.3).
 *
 * The player may announce +1 or -1 (§21.2); one die, plus the announcement,
 * gives N, the hexes to retreat (0 after -1: the unit is removed). Every legal
 * path of N hexes is enumerated: each hex one farther from the start (E14;
 * ruling retreat-distance=moved: any N hexes, never back to the start), none in an enemy ZOC or next to an RMF marker
 * (§21.8), the normal costs within the MA (§21.1, §21.3; mechanised out of
 * supply: 2, §7.33), the first hex off road and roads after it (§21.6), rivers
 * by bridge (§5.4, §20), or from the start hex out of enemy ZOC (§5.43, §5.44),
 * the stacking limit at the end (§6.1, §21.3). A
 * hex in supply takes priority (§21.7: traced as the supply order traces it,
 * or the map's `supply` column when the state has one). No
 * legal path: the unit stays and loses a step (§21.8); so does a red- or
 * yellow-MA gun that is not limbered in an enemy ZOC (§15.41). Where several paths
 * remain, path= names the hexes chosen; without it the order stops with a
 * pending decision for the next hex, and the next `decide` re-runs it with the
 * same die. A platoon attached to a company of the 36th (flag with=ID) goes
 * with the company's retreat and may not retreat alone (§17.21, held_to).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "move.h"
#include "pending.h"

#define RT_MAX 8          /* hexes in a retreat: a die of 6, +1 */
/* legal paths kept: at most 6 + 1 = 7 hexes, and a path never enters a hex twice
 * nor (ruling retreat-distance=moved) the start, so the paths are self-avoiding
 * walks of the hex lattice: 51,882 of 7 steps, the most under either reading */
#define RT_PATHS 52000

struct rt {
	struct game_ctx *g;
	const struct state *st;
	const struct mv_map *mm;
	const struct s43_unit *u;
	int n, ma, each;
	const char *prec;
	struct grid_hex (*paths)[RT_MAX];
	int npaths, overflow;
	struct grid_hex cur[RT_MAX];
	/* per map hex: 0 unknown, 1 open, 2 enemy units, 3 enemy ZOC, 4 next to an
	 * RMF marker (§6.3, §21.8): the search asks each hex many times, and each
	 * answer walks every unit (a 3,000-unit state took 170 ms for the odds) */
	unsigned char *blocked;
	signed char *sup;            /* per map hex: in supply there (§21.7), -1 unknown */
};

static int blocked(struct rt *r, const struct s43_hex *tx)
{
	unsigned char *b = &r->blocked[tx - r->mm->m.hexes];

	if (*b == 0)
		*b = s43_mv_units_in(r->mm, !r->u->side, tx->h) ? 2 :
			s43_mv_enemy_zoc(r->mm, r->prec, r->u->side, tx->h) ? 3 :
			s43_mv_rmf_near(r->mm, r->u->side, tx->h) >= 0 ? 4 : 1;
	return *b;
}

/* Company equivalents x 3 of `side` in h, platoons counting 1, companies 3 (§6.1). */
static int thirds_in(const struct mv_map *mm, const struct s43_unit *self, struct grid_hex h)
{
	int n = 0;

	for (int i = 0; i < mm->m.nunits; i++) {
		const struct s43_unit *x = &mm->m.units[i];
		if (x != self && x->onmap && x->side == self->side && grid_equal(x->hex, h))
			n += x->platoon ? 1 : 3;
	}
	return n;
}

/* Can the unit enter `to` as the k-th hex (0-based) from `from`? On failure,
 * *rule and msg say why. Updates *seg and *spent. */
static int step_ok(struct rt *r, int k, struct grid_hex from, char from_bank,
		struct grid_hex to, struct mv_cost *seg, int *spent, const char **rule,
		char *msg, size_t size, struct err *e)
{
	const struct mv_map *mm = r->mm;
	const struct s43_hex *fx = s43_hex_find(&mm->m, from), *tx = s43_hex_find(&mm->m, to);
	struct grid_hex start = r->u->hex, high;
	char hf[5], ht[5], why[160];
	int cost, d = grid_distance(start, to);

	s43_hex_name(from, hf);
	s43_hex_name(to, ht);
	*rule = NULL;
	if (tx == NULL)
		return *rule = "§21.3", snprintf(msg, size, "%s is off the map", ht), 1;
	if (!grid_adjacent(from, to))
		return *rule = "§21.1", snprintf(msg, size, "%s is not next to %s", ht, hf), 1;
	/* E14 (default): the k-th hex k hexes from the start; ruling
	 * retreat-distance=moved (§21.3 "faire mouvement du nombre d'hexes"): N
	 * hexes entered, never back into the start hex */
	if (r->each && d != k + 1)
		return *rule = "§21.3", snprintf(msg, size, d == 1 ?   /* English, as its siblings */
				_("hex %d of the retreat, %s, is %d hex from %s, not %d (E14)") :
				_("hex %d of the retreat, %s, is %d hexes from %s, not %d (E14)"),
				k + 1, ht, d, s43_hex_name(start, hf), k + 1), 1;
	if (!r->each && d == 0)
		return *rule = "§21.3", snprintf(msg, size, "hex %d of the retreat, %s, is the "
				"start hex (ruling retreat-distance=moved)", k + 1, ht), 1;
	for (int j = 0; j < k; j++)
		if (grid_equal(r->cur[j], to))
			return *rule = "§21.3", snprintf(msg, size, "%s is entered twice", ht), 1;
	switch (blocked(r, tx)) {
	case 2:
		return *rule = "§6.3", snprintf(msg, size, "%s holds enemy units", ht), 1;
	case 3:
		return *rule = "§21.8", snprintf(msg, size, "%s is in an enemy ZOC", ht), 1;
	case 4:
		return *rule = "§21.8", snprintf(msg, size, "%s is next to an RMF marker", ht), 1;
	}
	if (fx && fx->river && s43_bank_of(fx, to) != from_bank) {
		const struct mv_hex *mx = s43_mv_hex(mm, from);
		/* §21.1: the movement rules apply, so a unit that starts the phase in the
		 * river hex out of enemy ZOC changes bank for 0 MP: any unit across a
		 * class-2 river (§5.44), foot infantry across a class-1 (§5.43) */
		int ford = k == 0 && (fx->river == 2 || s43_mv_infantry(mm, r->u, NULL)) &&
			!s43_mv_enemy_zoc(mm, r->prec, r->u->side, start);
		if (!fx->city && !(mx && mx->bridge == MV_BRIDGE_INTACT) && !ford)
			return *rule = mx && mx->bridge == MV_BRIDGE_DESTROYED ? "§20.5" : "§5.4",
				snprintf(msg, size, "%s is across the river in %s, with no bridge%s", ht,
						s43_hex_name(from, hf), mx && mx->bridge ? " left" : ""), 1;
	}
	if (s43_precipice(&mm->m, from, to, &high)) {
		if (r->u->kind != S43_K_RANGER && r->u->kind != S43_K_COMMANDO)
			return *rule = "§5.5", snprintf(msg, size, "a precipice lies between %s and %s",
					s43_hex_name(from, hf), ht), 1;
		cost = r->ma - *spent;
		if (cost < 1)
			return *rule = "§5.5", snprintf(msg, size, "no MP left to cross the precipice "
					"into %s", ht), 1;
		seg->road = 0;
	} else if (s43_mv_step_cost(r->g, r->st, mm, r->u, from, to, k > 0, seg, &cost, rule, why,
			sizeof why, e)) {
		return -1;
	}
	if (*spent + cost > r->ma)
		return *rule = "§21.3", snprintf(msg, size, "%s costs %d MP with %d spent of %d",
				ht, cost, *spent, r->ma), 1;
	*spent += cost;
	if (k + 1 == r->n) {
		int ruins;
		if (s43_mv_pompeii(r->g, mm, to, &ruins, e))
			return -1;
		if (ruins)
			return *rule = "§5.6", snprintf(msg, size, "%s is Pompeii, where no unit ends "
					"a phase (optional rule)", ht), 1;
		if (thirds_in(mm, r->u, to) + (r->u->platoon ? 1 : 3) > 24)
			return *rule = "§21.3", snprintf(msg, size, "%s would hold more than 8 "
					"companies (§6.1)", ht), 1;
		for (int i = 0; i < mm->m.nunits; i++) {
			const struct s43_unit *x = &mm->m.units[i];
			if (x->onmap && x->side == S43_ALLIED && r->u->side == S43_ALLIED &&
			    grid_equal(x->hex, to) && strcmp(x->nation, r->u->nation) &&
			    (!strcmp(x->nation, "US") || !strcmp(r->u->nation, "US")))
				return *rule = "§6.3", snprintf(msg, size, "%s holds %s units", ht,
						x->nation), 1;
		}
	}
	return 0;
}

static int search(struct rt *r, int k, struct grid_hex from, char bank, struct mv_cost seg,
		int spent, struct err *e)
{
	struct grid_hex nb[6];

	if (k == r->n) {
		if (r->npaths == RT_PATHS) {
			r->overflow = 1;
			return 0;
		}
		memcpy(r->paths[r->npaths++], r->cur, sizeof r->cur);
		return 0;
	}
	grid_neighbours(from, nb);
	for (int i = 0; i < 6; i++) {
		struct mv_cost s2 = seg;
		int sp = spent, rc;
		const char *rule;
		char msg[200];
		const struct s43_hex *tx;

		rc = step_ok(r, k, from, bank, nb[i], &s2, &sp, &rule, msg, sizeof msg, e);
		if (rc < 0)
			return e->code;
		if (rc > 0)
			continue;
		tx = s43_hex_find(&r->mm->m, nb[i]);
		r->cur[k] = nb[i];
		if (search(r, k + 1, nb[i], tx->river ? s43_bank_of(tx, from) : 0, s2, sp, e))
			return e->code;
	}
	return 0;
}

/* §21.7: would the unit be in supply in h? The map's supply column when the
 * state has one (the players' reading), else traced as the supply order
 * traces it (supply.c), once per hex. -1 on error (e set). */
static int supplied(struct rt *r, struct grid_hex h, struct err *e)
{
	const struct mv_hex *x = s43_mv_hex(r->mm, h);
	const struct s43_hex *sx = s43_hex_find(&r->mm->m, h);
	signed char *c;
	int ok;

	if (x && x->supply_known)
		return x->supply[r->u->side];
	if (sx == NULL)
		return 0;
	c = &r->sup[sx - r->mm->m.hexes];
	if (*c < 0) {
		if (s43_supply_at(r->g, r->st, r->u->id, h, &ok, e))
			return -1;
		*c = (signed char)ok;
	}
	return *c;
}

/* All legal paths of r->n hexes, the supplied ends first (§21.7). */
static int legal_paths(struct rt *r, struct err *e)
{
	struct mv_cost seg = { 0, 0, 0 };
	int any = 0, ok;

	r->npaths = 0;
	if (search(r, 0, r->u->hex, r->u->bank, seg, 0, e))
		return e->code;
	if (r->overflow)
		return err_set(e, EXIT_DATA, "retreat: more than %d legal paths", RT_PATHS);
	for (int i = 0; i < r->npaths && !any; i++) {
		if ((ok = supplied(r, r->paths[i][r->n - 1], e)) < 0)
			return e->code;
		any |= ok;
	}
	if (any) {   /* §21.7: a hex in supply takes priority */
		int j = 0;
		for (int i = 0; i < r->npaths; i++) {
			if ((ok = supplied(r, r->paths[i][r->n - 1], e)) < 0)
				return e->code;
			if (ok)
				memmove(r->paths[j++], r->paths[i], sizeof r->paths[i]);
		}
		r->npaths = j;
	}
	return 0;
}

/* Distinct hexes at position k of the paths that start with prefix[0..k-1]. */
static int options(const struct rt *r, const struct grid_hex *prefix, int k,
		struct grid_hex *out)
{
	int n = 0;

	for (int i = 0; i < r->npaths; i++) {
		int match = 1, seen = 0;
		for (int j = 0; j < k && match; j++)
			match = grid_equal(r->paths[i][j], prefix[j]);
		for (int j = 0; match && j < n; j++)
			seen |= grid_equal(out[j], r->paths[i][k]);
		if (match && !seen && n < 6 * RT_MAX)
			out[n++] = r->paths[i][k];
	}
	/* ascending, so the options read the same every time */
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && (out[j].col * 100 + out[j].row) <
				(out[j - 1].col * 100 + out[j - 1].row); j--) {
			struct grid_hex t = out[j];
			out[j] = out[j - 1];
			out[j - 1] = t;
		}
	return n;
}

static void hex_list(const struct grid_hex *h, int n, char sep, char *out, size_t size)
{
	out[0] = '\0';
	for (int i = 0; i < n; i++) {
		char hx[5];
		size_t len = strlen(out);
		snprintf(out + len, size - len, "%s%s", i ? (sep == '|' ? "|" : sep == ';' ? ";" :
				", ") : "", s43_hex_name(h[i], hx));
	}
}

struct rt_setup {
	struct mv_map mm;
	struct s43_unit *u;
	struct s43_unit *carried[8];  /* §17.21: platoons attached to u, retreating with it */
	int ncarried;
	int announce;
	int stuck;                   /* §15.41: a large gun, not limbered, in an enemy ZOC */
	struct grid_hex path[RT_MAX];
	int npath;
};

/* §17.21: "Un platoon attaché à une compagnie de la 36ème ne peut pas quitter
 * librement la compagnie lors d'une retraite (21.2), sauf si la compagnie est
 * marquée « immobilized » [...] Sinon, pour que la compagnie et le platoon
 * puissent se séparer, un QG de la 36ème doit se trouver dans leur hex."
 * 1 when platoon p (flag with=ID) is held to company c: c a company of the
 * 36th in p's hex, not immobilized (§16.3), no 36th HQ in the hex, and no
 * Allied counterattack under way (§17.23); else 0, *why saying what frees it
 * (NULL when p is not attached to c at all). */
static int held_to(const struct s43_map *m, const struct s43_unit *p,
		const struct s43_unit *c, const char **why)
{
	*why = NULL;
	if (!p->platoon || c->platoon || strcmp(p->with, c->id) != 0 || !p->onmap ||
	    !c->onmap || !grid_equal(p->hex, c->hex) || strcmp(c->division, "36") != 0)
		return 0;
	if (m->counterattack && strcmp(m->counterattack, "allied") == 0)
		return *why = "the Allied counterattack lifts §17.21 (§17.23)", 0;
	if (c->flags & S43_F_IMMOBILIZED)
		return *why = "the company is immobilized (§16.3)", 0;
	for (int i = 0; i < m->nunits; i++) {
		const struct s43_unit *h = &m->units[i];
		if (h->onmap && h->kind == S43_K_HQ && strcmp(h->division, "36") == 0 &&
		    grid_equal(h->hex, c->hex))
			return *why = "a 36th Division HQ is in their hex", 0;
	}
	return 1;
}

/* §17.21 for the unit that retreats: a held platoon may not retreat alone
 * (refused); a company of the 36th takes its held platoons along. */
static int setup_attached(struct game_ctx *g, struct rt_setup *s, struct err *e)
{
	struct s43_map *m = &s->mm.m;
	const char *why;

	if (s->u->with[0]) {
		struct s43_unit *c = s43_unit_find(m, s->u->with);
		if (c != NULL && held_to(m, s->u, c, &why))
			return kit_refuse(e, "§17.21", "retreat: %s is attached to %s, a company of "
					"the 36th Division: it does not leave it in a retreat (retreat "
					"unit=%s takes both), unless the company is immobilized or a 36th HQ "
					"is in their hex", s->u->id, c->id, c->id);
		if (c != NULL && why)
			log_step(g->log, "§17.21", "%s may leave %s, the company it is attached to: %s",
					s->u->id, c->id, why);
	}
	for (int i = 0; i < m->nunits; i++) {
		struct s43_unit *p = &m->units[i];
		if (p == s->u || !p->with[0])
			continue;
		if (held_to(m, p, s->u, &why)) {
			if (s->ncarried == (int)(sizeof s->carried / sizeof *s->carried))
				return kit_refuse(e, "§17.21", "retreat: more than %d platoons attached to "
						"%s", s->ncarried, s->u->id);
			s->carried[s->ncarried++] = p;
			log_step(g->log, "§17.21", "%s, attached to %s, does not leave it: it retreats "
					"with it", p->id, s->u->id);
		} else if (why) {
			log_step(g->log, "§17.21", "%s, attached to %s, may stay: %s", p->id, s->u->id,
					why);
		}
	}
	return 0;
}

static int setup(struct game_ctx *g, const struct state *st, const struct order *o,
		struct rt_setup *s, struct err *e)
{
	const char *v = order_get(o, "announce"), *active = state_get(st, "active");

	if (s43_mv_map_load(&s->mm, st, e) || s43_seq_day(g, st, "retreat", e))
		return e->code;
	if ((s->u = s43_unit_find(&s->mm.m, order_get(o, "unit"))) == NULL)
		return err_set(e, EXIT_DATA, "retreat: unit=: no unit '%s' in %s",
				order_get(o, "unit"), kit_path(st));
	if (!strcmp(v, "-1"))
		s->announce = -1;
	else if (!strcmp(v, "+1") || !strcmp(v, "1"))
		s->announce = 1;
	else if (!strcmp(v, "0"))
		s->announce = 0;
	else
		return err_set(e, EXIT_USAGE, "retreat: announce=%s is not -1, 0 or +1", v);
	if (s43_hex_list(o, "path", &s->mm.m, s->path, RT_MAX, S43_LIST_REPEAT, &s->npath, e))
		return e->code;
	if (!s->u->onmap)
		return kit_refuse(e, "§21.0", "retreat: %s is not on the map", s->u->id);
	if (!(s->u->flags & S43_F_WITHDRAW))
		return kit_refuse(e, "§21.0", "retreat: %s is not marked withdraw: only units "
				"marked at the start of the combat phase retreat", s->u->id);
	if (active && strcmp(active, s43_side_name(s->u->side)) != 0)
		return kit_refuse(e, "§21.2", "retreat: the active player is %s; %s is %s", active,
				s->u->id, s43_side_name(s->u->side));
	/* §15.41: a large gun not limbered cannot retreat out of an enemy ZOC: it
	 * withdrew (§4.3) and must retreat, so it stays and loses a step (§21.8) */
	s->stuck = s->u->ma_color != S43_MA_NORMAL && !(s->u->flags & S43_F_LIMBERED) &&
		s43_mv_enemy_zoc(&s->mm, game_rule(g, st, "precipice-zoc"), s->u->side,
				s->u->hex);
	return setup_attached(g, s, e);
}

/* The MA of a retreat: the printed MA, 2 for mechanised units out of supply. */
static int retreat_ma(struct game_ctx *g, const struct rt_setup *s, int *ma, struct err *e)
{
	*ma = s->u->ma < 0 ? 0 : s->u->ma;
	if (s->mm.mech[s->u - s->mm.m.units] && (s->u->flags & S43_F_OUT_OF_SUPPLY)) {
		if (s43_mv_constant(g, "unsupplied-mech-ma", "§7.33", ma, e))
			return e->code;
		log_step(g->log, "§7.33", "%s is mechanised and out of supply: MA %d in retreat",
				s->u->id, *ma);
	}
	return 0;
}

static int init_rt(struct game_ctx *g, const struct state *st, struct rt_setup *s, int n,
		int ma, struct rt *r, struct err *e)
{
	memset(r, 0, sizeof *r);
	r->g = g;
	r->st = st;
	r->mm = &s->mm;
	r->u = s->u;
	r->n = n;
	r->ma = ma;
	/* N hexes away after N hexes entered: each hex one farther than the last
	 * (a hex is at most one farther than its neighbour), as E14 reads it */
	r->each = strcmp(game_rule(g, st, "retreat-distance"), "moved") != 0;
	r->prec = game_rule(g, st, "precipice-zoc");
	if ((r->paths = calloc(RT_PATHS, sizeof *r->paths)) == NULL ||
	    (r->blocked = calloc((size_t)s->mm.m.nhexes + 1, 1)) == NULL ||
	    (r->sup = malloc((size_t)s->mm.m.nhexes + 1)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	memset(r->sup, -1, (size_t)s->mm.m.nhexes + 1);
	return legal_paths(r, e);
}

static int apply_steps(struct game_ctx *g, struct state *st, struct rt_setup *s,
		int steps_left, struct err *e)
{
	struct state_kind *k = state_kind(st, "unit");
	struct state_row *r = &k->rows[s->u->row];
	char num[16];

	snprintf(num, sizeof num, "%d", steps_left);
	state_field_set(r, state_col(k, "steps"), num);
	if (steps_left == 0) {
		state_field_set(r, state_col(k, "hex"), "eliminated");
		state_field_set(r, state_col(k, "bank"), "");
	}
	if (kit_flag_remove(r, state_col(k, "flags"), "withdraw"))
		return err_set(e, EXIT_IO, "out of memory");
	/* §19.3: an eliminated unit may leave its hex empty */
	return steps_left == 0 ? s43_position_vacated(st, s->u->hex, g->log, e) : 0;
}

/* §17.21, §21.8: the company cannot retreat and stays; the platoons held to
 * it stay with it, their retreat done (withdraw removed), no step lost: the
 * step of §21.8 is the company's, whose die it was. */
static int stay_attached(struct game_ctx *g, struct state *st, const struct rt_setup *s,
		struct err *e)
{
	struct state_kind *k = state_kind(st, "unit");

	for (int i = 0; i < s->ncarried; i++) {
		if (kit_flag_remove(&k->rows[s->carried[i]->row], state_col(k, "flags"),
				"withdraw"))
			return err_set(e, EXIT_IO, "out of memory");
		log_step(g->log, "§17.21, §21.8", "%s stays with %s", s->carried[i]->id, s->u->id);
	}
	return 0;
}

/* The die of §21.2, with the modifier announced before it: *n hexes. */
static int rt_roll(struct game_ctx *g, const struct state *st, const struct rt_setup *s,
		struct chance *c, int *n, struct err *e)
{
	struct chance_roll roll;
	char dice[48];

	s43_log_rulings(g, st, (const char *const[]){ "mech-mp", "precipice-zoc",
		"retreat-distance", NULL });
	if (s->announce)
		log_step(g->log, "§21.2", "%s announces %+d", s->u->id, s->announce);
	if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &roll, e, "retreat distance of %s (§21.2)",
			s->u->id))
		return e->code;
	*n = roll.value + s->announce;
	log_stepn(g->log, "§21.2", "%s rolls %s%s: retreat %d hex",
			"%s rolls %s%s: retreat %d hexes", *n, s->u->id,
			kit_roll(&roll, dice, sizeof dice), s->announce ? (s->announce > 0 ? " +1" :
			" -1") : "", *n);
	return 0;
}

/* The hexes path= names so far, checked one by one (§21.3-§21.8): *k of
 * them, ending in *from. */
static int rt_named(struct rt_setup *s, struct rt *r, int *k, struct grid_hex *from,
		struct err *e)
{
	struct mv_cost seg = { 0, 0, 0 };
	char bank = s->u->bank, msg[200];
	const char *rule;
	int spent = 0, bad;

	*from = s->u->hex;
	for (*k = 0; *k < s->npath; (*k)++) {
		struct grid_hex h = s->path[*k];
		if ((bad = step_ok(r, *k, *from, bank, h, &seg, &spent, &rule, msg, sizeof msg,
				e)) < 0)
			return e->code;
		if (bad)
			return kit_refuse(e, rule, "retreat: %s", msg);
		r->cur[*k] = h;
		const struct s43_hex *tx = s43_hex_find(&s->mm.m, h);
		bank = tx->river ? s43_bank_of(tx, *from) : 0;
		*from = h;
	}
	return 0;
}

/* The rest of the path: the only legal hex each time, or the owner's choice
 * among several (§21.7, a pending decision: *waiting). */
static int rt_choose(struct game_ctx *g, struct state *st, const struct order *o,
		struct rt_setup *s, const struct rt *r, int k, int n, int *waiting, struct err *e)
{
	struct grid_hex opts[6 * RT_MAX];
	char hx[5], list[256], opt[256];

	for (*waiting = 0;; s->path[k++] = opts[0]) {
		int m = options(r, s->path, k, opts);
		hex_list(opts, m, ',', list, sizeof list);
		if (m == 0)
			return kit_refuse(e, "§21.3, §21.7", "retreat: no legal retreat of %d hexes "
					"goes on from %s", n, k ? s43_hex_name(s->path[k - 1], hx) :
					_("the start"));
		if (k == n)
			return 0;
		log_step(g->log, k == 0 ? "§21.6" : "§21.3", "Hex %d of the retreat: %s %s", k + 1,
				m == 1 ? C_("retreat hexes", "only") : C_("retreat hexes", "legal:"), list);
		if (m > 1) {
			hex_list(opts, m, '|', opt, sizeof opt);
			log_step(g->log, "pending", "The %s player chooses (§21.7): answer with "
					"'umpire resolve STATE decide HEX', HEX one of %s; nothing is applied "
					"until the retreat ends", s43_side_m(s->u->side), opt);
			*waiting = 1;
			return pending_add(st, s43_side_name(s->u->side), "path", opt, o->text, e);
		}
	}
}

/* The unit retreats along s->path: a river crossed in its start hex is logged
 * (§20.4, §5.4, §21.1), the hexes controlled (§28.3), the unit at the bottom of
 * its new stack (§6.13), on the bank it came from, without its withdraw. */
static int rt_apply(struct game_ctx *g, struct state *st, struct rt_setup *s,
		const struct rt *r, int n, struct err *e)
{
	static const char *const cols[] = { "bank" };
	const struct s43_hex *tx = s43_hex_find(&s->mm.m, s->u->hex);
	const struct s43_unit *movers[1 + 8] = { s->u };
	struct grid_hex end = s->path[n - 1];
	struct state_kind *uk;
	struct state_row *row;
	char b[2] = { 0, 0 }, hx[5], list[256];

	if (tx && tx->river && s43_bank_of(tx, s->path[0]) != s->u->bank) {
		const struct mv_hex *mx = s43_mv_hex(&s->mm, s->u->hex);
		s43_hex_name(s->u->hex, hx);
		if (tx->city)
			log_step(g->log, "§20.4, §20.42", "%s crosses the river in %s by the city's "
					"undrawn bridges", s->u->id, hx);
		else if (mx && mx->bridge == MV_BRIDGE_INTACT)
			log_step(g->log, "§5.4", "%s crosses the river in %s by its bridge", s->u->id,
					hx);
		else
			log_step(g->log, tx->river == 2 ? "§21.1, §5.44" : "§21.1, §5.43", "%s starts "
					"the phase in river hex %s, out of enemy ZOC: it changes bank for 0 "
					"MP", s->u->id, hx);
	}
	if (s43_salerne_hold(g, st, s->u, "retreat", e))   /* §7.22 */
		return e->code;
	tx = s43_hex_find(&s->mm.m, end);
	if (tx->river)
		b[0] = s43_bank_of(tx, n > 1 ? s->path[n - 2] : s->u->hex);
	hex_list(s->path, n, ',', list, sizeof list);
	if (s43_mv_control(st, &s->mm, s->path, n, s->u->side, e))
		return e->code;
	for (int i = 0; i < s->ncarried; i++)
		movers[1 + i] = s->carried[i];
	s43_mv_restack(st, &s->mm, movers, 1 + s->ncarried, end);
	if ((uk = state_kind_add(st, "unit", cols, 1)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i <= s->ncarried; i++) {
		row = &uk->rows[movers[i]->row];
		if (state_field_set(row, state_col(uk, "hex"), s43_hex_name(end, hx)) ||
		    state_field_set(row, state_col(uk, "bank"), b) ||
		    kit_flag_remove(row, state_col(uk, "flags"), "withdraw"))
			return err_set(e, EXIT_IO, "out of memory");
		if (i > 0)
			log_step(g->log, "§17.21", "%s retreats with %s to %s", movers[i]->id, s->u->id,
					hx);
	}
	/* §19.3: the hex left with no unit loses its position; §19.42: a CP's */
	if (s43_position_vacated(st, s->u->hex, g->log, e) ||
	    s43_position_cp_entered(st, &s->mm.m, (struct s43_unit *const *)movers,
			1 + s->ncarried, end, g->log, e))
		return e->code;
	log_stepn(g->log, "§21.3", "%s retreats %d hex: %s%s", "%s retreats %d hexes: %s%s", n,
			s->u->id, n, list,
			supplied((struct rt *)r, end, e) > 0 ? _(" (in supply, §21.7)") : "");
	return 0;
}

int s43_retreat_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct rt_setup *s = calloc(1, sizeof *s);
	struct rt r = { 0 };
	struct grid_hex from;
	int ma, n = -1, k, waiting;
	char hx[5];

	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (setup(g, st, o, s, e) || retreat_ma(g, s, &ma, e) || rt_roll(g, st, s, c, &n, e))
		goto done;
	if (n == 0) {
		log_step(g->log, "§21.2", "-1 announced and a result of 0: %s is removed from "
				"play", s->u->id);
		if (apply_steps(g, st, s, 0, e) == 0)
			for (int i = 0; i < s->ncarried; i++)
				log_step(g->log, "§17.21", "%s no longer has its company in its hex: it "
						"retreats by its own order", s->carried[i]->id);
		goto done;
	}
	if (s->npath > n) {
		kit_refuse(e, "§21.3", "retreat: path= names %d hexes; %s retreats %d", s->npath,
				s->u->id, n);
		goto done;
	}
	if (!s->stuck && init_rt(g, st, s, n, ma, &r, e))
		goto done;
	if (s->stuck || r.npaths == 0) {
		int left = s->u->steps - 1;
		if (s->stuck)
			log_step(g->log, "§15.41, §21.8", "%s has a red or yellow MA and is not "
					"limbered: it cannot retreat out of the enemy ZOC in %s, so it stays "
					"and loses a step%s", s->u->id, s43_hex_name(s->u->hex, hx),
					left == 0 ? _(": eliminated") : "");
		else
			log_stepn(g->log, "§21.8", "No legal retreat of %d hex from %s within MA "
					"%d: %s stays and loses a step%s",
					"No legal retreat of %d hexes from %s within MA %d: %s "
					"stays and loses a step%s", n, n,
					s43_hex_name(s->u->hex, hx), ma, s->u->id, left == 0 ?
					_(": eliminated") : "");
		if (apply_steps(g, st, s, left, e) == 0 && left > 0)
			stay_attached(g, st, s, e);
		goto done;
	}
	if (rt_named(s, &r, &k, &from, e) == 0 &&
	    rt_choose(g, st, o, s, &r, k, n, &waiting, e) == 0 && !waiting)
		rt_apply(g, st, s, &r, n, e);
done:
	free(r.paths);
	free(r.blocked);
	free(r.sup);
	s43_mv_map_free(&s->mm);
	free(s);
	return e->code;
}

struct rt_die {
	int done, face;
};

static int die_step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct rt_die *d = state;
	struct chance_roll roll;

	if (chance_roll(c, 1, 6, CHANCE_SUM, 0, "retreat distance (§21.2)", &roll, e))
		return e->code;
	d->face = roll.value;
	d->done = 1;
	return 1;
}

int s43_retreat_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *rep, struct err *e)
{
	struct rt_setup *s = calloc(1, sizeof *s);
	struct odds_states out = { 0 };
	struct rt_die d0 = { 0, 0 };
	struct frac ex = { 0, 1 };
	int rc, ma, overflow = 0;

	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = setup(g, st, o, s, e)) || (rc = retreat_ma(g, s, &ma, e)) ||
	    (rc = odds_report_enumerate(rep, &d0, sizeof d0, die_step, NULL, 2, &out, e)))
		goto done;
	rep->ncols = 5;
	rep->col[0] = "die";
	rep->col[1] = "hexes";
	rep->col[2] = "result";
	rep->col[3] = "first";
	rep->col[4] = "final";
	for (int i = 0; i < out.n; i++) {
		const struct rt_die *d = (const void *)(out.bytes + (size_t)i * out.size);
		int n = d->face + s->announce, lost = 0;
		char first[128] = "", final[256] = "", num[8], dn[8];
		const char *result;
		struct rt r = { 0 };

		if (n == 0) {
			result = "removed";
			lost = s->u->steps;
		} else {
			struct grid_hex opts[6 * RT_MAX], ends[RT_PATHS < 64 ? RT_PATHS : 64];
			int nend = 0;
			if (!s->stuck && (rc = init_rt(g, st, s, n, ma, &r, e))) {
				free(r.paths);
				free(r.blocked);
				free(r.sup);
				goto done;
			}
			hex_list(opts, options(&r, NULL, 0, opts), ';', first, sizeof first);
			for (int p = 0; p < r.npaths; p++) {
				int seen = 0;
				for (int q = 0; q < nend; q++)
					seen |= grid_equal(ends[q], r.paths[p][n - 1]);
				if (!seen && nend < 64)
					ends[nend++] = r.paths[p][n - 1];
			}
			for (int a = 1; a < nend; a++)
				for (int b = a; b > 0 && ends[b].col * 100 + ends[b].row <
						ends[b - 1].col * 100 + ends[b - 1].row; b--) {
					struct grid_hex t = ends[b];
					ends[b] = ends[b - 1];
					ends[b - 1] = t;
				}
			hex_list(ends, nend, ';', final, sizeof final);
			result = r.npaths ? "retreats" : s->u->steps > 1 ? "blocked: -1 step" :
				"blocked: eliminated";
			lost = r.npaths ? 0 : 1;
			free(r.paths);
			free(r.blocked);
			free(r.sup);
		}
		snprintf(dn, sizeof dn, "%d", d->face);
		snprintf(num, sizeof num, "%d", n);
		if ((rc = odds_report_merge(rep, out.p[i], (const char *const[]){ dn, num, result,
				first, final }, 5, e)) != 0)
			goto done;
		ex = frac_add(ex, frac_mul(out.p[i], frac_make(lost, 1), &overflow), &overflow);
	}
	odds_report_expect(rep, "expected steps lost", ex);
	rep->runs = out.runs;
	snprintf(rep->note, sizeof rep->note, "announced %+d; first: the legal first hexes, "
			"final: the legal last hexes (§21.3-§21.8)", s->announce);
done:
	odds_states_free(&out);
	s43_mv_map_free(&s->mm);
	free(s);
	return rc;
}
