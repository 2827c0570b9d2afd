/*
 * battle.c: rolling and scoring the battle dice of one shot (battle.h), and how
 * far a unit can retreat.
 *
 * Scoring (base game B-2, not in seed, High): a die showing the target's symbol
 * or a grenade is a hit; stars only where the attack says so (off-board barrage
 * L318, air attack); a flag is one retreat (B-11). Hits come first, then flags
 * (B-11). A destroyer takes a battle star per hit and sinks at the third
 * (§III-Destroyer L368); a retreat it cannot make costs it stars (L370). Supported
 * units lose one figure per hit; their third loss is the support figure (L393,
 * L412, ruling supported-third-loss).
 */
#include <stdio.h>
#include <string.h>

#include "battle.h"

/* The Tiger (B-4; BGA Tiger.php, AttackUnitsTrait.php): the first roll's hits and
 * the flags it cannot retreat for are rolled again, and only grenades then hit. */
static void tiger_first(const struct m44_aim *a, struct m44_hitres *r)
{
	int need = r->flags * a->per_flag;

	r->retreat = need < a->retreat_max ? need : a->retreat_max;
	r->reroll = r->hits + need - r->retreat;
	r->hits = r->blocked = r->eliminated = r->token = 0;
}

static void tiger_second(const struct m44_aim *a, struct m44_hitres *r)
{
	r->hits = r->grenades < a->figures ? r->grenades : a->figures;
	if (r->hits >= a->figures) {
		r->eliminated = 1;
		r->flags = r->retreat = 0;
	}
}

/* Score one target's faces. */
static void score(const struct m44_aim *a, struct m44_hitres *r)
{
	int left;

	r->hits = 0;
	for (int s = 0; s < M44_NSYM; s++)
		if (a->hit[s])
			r->hits += r->faces[s];
	r->flags = r->faces[M44_FLAG];
	r->ignored = r->flags < a->ignorable ? r->flags : a->ignorable;
	r->flags -= r->ignored;
	if (a->reroll) {
		tiger_first(a, r);
		return;
	}
	if (a->third_extra && a->losses_before < a->third_at &&
			a->losses_before + r->hits >= a->third_at)
		r->hits++;
	left = a->destroyer ? a->sink - a->stars - r->hits : a->figures - r->hits;
	if (left <= 0) {
		r->hits += left;          /* only what it had */
		r->eliminated = 1;
		r->flags = r->retreat = r->blocked = 0;
		return;
	}
	{
		int need = r->flags * a->per_flag;
		r->retreat = need < a->retreat_max ? need : a->retreat_max;
		r->blocked = need - r->retreat;
		if (r->blocked >= left) {
			r->blocked = left;
			r->eliminated = 1;
		}
	}
	r->token = a->token_able && r->hits > 0 && !r->eliminated && r->flags == 0 &&
		!(a->flag_blocks && r->ignored);
}

static int tiger_roll(const struct m44_aim *a, struct m44_hitres *r, struct chance *c,
		struct log *l, const struct m44_map *m, const char *who, const char *name,
		struct err *e)
{
	char buf[128] = "";
	size_t n = 0;

	for (int i = 0; i < r->reroll; i++) {
		struct chance_roll cr;
		if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &cr, e, "%s's second roll, die %d of %d "
					"against %s", who, i + 1, r->reroll, name))
			return e->code;
		int f = cr.faces[0] < 1 || cr.faces[0] > 6 ? 1 : cr.faces[0];
		r->grenades += m->face[f] == M44_GRENADE;
		r->rerolled++;
		n += (size_t)snprintf(buf + n, n < sizeof buf ? sizeof buf - n : 0, "%s%s",
				i ? ", " : "", m44_symbol_title(m->face[f]));
	}
	log_stepn(l, "B-4 (Tiger; BGA Tiger.php)", "%s is a Tiger: the %d die that would hit it "
			"(flags it cannot retreat for included) is rolled again, grenades only "
			"hit: %s",
			"%s is a Tiger: the %d dice that would hit it (flags it cannot retreat "
			"for included) are rolled again, grenades only hit: %s", r->reroll, name,
			r->reroll, buf);
	tiger_second(a, r);
	return 0;
}

static int roll_one(const struct m44_aim *a, struct m44_hitres *r, struct chance *c,
		const struct m44_map *m, struct log *l, const char *who, const char *name,
		struct err *e)
{
	char buf[256];
	size_t n = 0;

	memset(r, 0, sizeof *r);
	buf[0] = '\0';
	/* one die at a time: the enumerate driver branches 6 ways per die */
	for (int i = 0; i < a->dice; i++) {
		struct chance_roll cr;
		if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &cr, e, "%s's battle die %d of %d "
					"against %s", who, i + 1, a->dice, name))
			return e->code;
		int f = cr.faces[0] < 1 || cr.faces[0] > 6 ? 1 : cr.faces[0];
		r->faces[m->face[f]]++;
		r->rolled++;
		if (n < sizeof buf)
			n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", i ? ", " : "",
					m44_symbol_title(m->face[f]));
	}
	if (a->dice > 0)
		log_stepn(l, "B-1", "%s rolls %d battle die against %s: %s",
				"%s rolls %d battle dice against %s: %s", a->dice, who, a->dice,
				name, buf);
	score(a, r);
	if (r->reroll > 0)
		return tiger_roll(a, r, c, l, m, who, name, e);
	return 0;
}

/* After the first roll: does the BCF battle back happen? (B-16) */
static int back_due(const struct m44_shot *s)
{
	const struct m44_hitres *r = &s->res[0];

	return s->bcf_able && !s->ambush && s->ntargets == 1 && !r->eliminated && r->flags == 0 &&
		s->aim[0].figures - r->hits - r->blocked == 1;
}

int m44_shot_roll(struct m44_shot *s, struct chance *c, const struct m44_map *m,
		struct log *l, const char *const names[M44_MAX_TARGETS], const char *att_name,
		struct err *e)
{
	for (int t = 0; t < s->ntargets && t < M44_MAX_TARGETS; t++)
		if (roll_one(&s->aim[t], &s->res[t], c, m, l, att_name, names[t], e))
			return e->code;
	return 0;
}

/* "Roll your battle dice first. If the opponent's unit wasn't eliminated or
 * forced to retreat, it may then attack normally" (B-5 Ambush; BGA Ambush.php). */
static void ambush_scored(struct m44_shot *s)
{
	const struct m44_hitres *r = &s->amb_res;

	if (r->eliminated || r->retreat > 0 || r->flags > 0) {
		s->amb_stops = 1;
		for (int t = 0; t < s->ntargets; t++)
			s->aim[t].dice = 0;
	}
}

int m44_shot_ambush(struct m44_shot *s, struct chance *c, const struct m44_map *m,
		struct log *l, const char *const names[M44_MAX_TARGETS], const char *att_name,
		struct err *e)
{
	if (!s->ambush)
		return 0;
	if (roll_one(&s->amb, &s->amb_res, c, m, l, names[0], att_name, e))
		return e->code;
	ambush_scored(s);
	return 0;
}

int m44_shot_back(struct m44_shot *s, struct chance *c, const struct m44_map *m,
		struct log *l, const char *const names[M44_MAX_TARGETS], const char *att_name,
		struct err *e)
{
	/* BCF battle back (Nations 5, B-16): a British Commonwealth unit that survives
	 * a close assault without retreating, down to one figure, battles back with
	 * one die, terrain ignored */
	if (back_due(s)) {
		s->back_rolled = 1;
		log_step(l, "B-16 (Nations 5, BCF; base game, not in seed)", "%s, down to one "
				"figure and not retreated, battles back with 1 die", names[0]);
		if (roll_one(&s->back, &s->back_res, c, m, l, names[0], att_name, e))
			return e->code;
	}
	return 0;
}

int m44_shot_rescore(struct m44_aim *a, struct m44_hitres *r, const struct m44_map *m,
		const struct m44_unit *v)
{
	int left, need;

	if (a->reroll)
		return 0;   /* a Tiger's flags went into its second roll */
	left = a->destroyer ? a->sink - a->stars - r->hits : a->figures - r->hits;
	if (left <= 0)
		return 0;   /* eliminated by its hits: no retreat to count */
	/* a target eliminated for want of room may have room now: count again */
	a->retreat_max = m44_retreat_reach(m, v, 9, NULL, NULL, 0);
	r->flags = r->faces[M44_FLAG] - r->ignored;
	r->eliminated = 0;
	need = r->flags * a->per_flag;
	r->retreat = need < a->retreat_max ? need : a->retreat_max;
	r->blocked = need - r->retreat;
	if (r->blocked >= left) {
		r->blocked = left;
		r->eliminated = 1;
	}
	r->token = a->token_able && r->hits > 0 && !r->eliminated && r->flags == 0 &&
		!(a->flag_blocks && r->ignored);
	return 0;
}

/* Room left to the targets after t, were target t to end on h. */
static int room_after(struct m44_shot *s, const struct m44_map *m, struct m44_unit **u, int t,
		struct grid_hex h)
{
	struct grid_hex was = u[t]->hex;
	int room = 0;

	u[t]->hex = h;
	for (int k = t + 1; k < s->ntargets; k++)
		room += m44_retreat_reach(m, u[k], 9, NULL, NULL, 0);
	u[t]->hex = was;
	return room;
}

/* Several targets (an air attack) are resolved in turn, so each one's room to
 * retreat is counted after the ones before it moved (B-11; B-5 Air Power). For
 * the odds, a target that may end its retreat on several hexes ends on the one
 * that leaves the following targets the most room (its owner's best; the
 * resolution asks him). The units are put back afterwards. */
static void settle(struct m44_shot *s, const struct m44_map *m)
{
	struct m44_unit *u[M44_MAX_TARGETS];
	struct grid_hex home[M44_MAX_TARGETS];

	for (int t = 0; t < s->ntargets; t++) {
		u[t] = &m->units[s->unit[t]];
		home[t] = u[t]->hex;
	}
	for (int t = 1; t < s->ntargets; t++) {
		struct grid_hex d[64];
		int nd = 0, best = -1, room = -1;
		m44_shot_rescore(&s->aim[t - 1], &s->res[t - 1], m, u[t - 1]);
		if (s->res[t - 1].eliminated)
			u[t - 1]->onboard = 0;
		else if (s->res[t - 1].retreat > 0)
			m44_retreat_reach(m, u[t - 1], s->res[t - 1].retreat, d, &nd, 64);
		for (int i = 0; i < nd; i++) {
			int r = room_after(s, m, u, t - 1, d[i]);
			if (r > room)
				room = r, best = i;
		}
		if (best >= 0)
			u[t - 1]->hex = d[best];
	}
	m44_shot_rescore(&s->aim[s->ntargets - 1], &s->res[s->ntargets - 1], m,
			u[s->ntargets - 1]);
	for (int t = 0; t < s->ntargets; t++) {
		u[t]->hex = home[t];
		u[t]->onboard = 1;
	}
}

/* A roll of the shot is complete and scored: 1 when nothing more is due. */
static int step_done(struct m44_shot *s, const struct m44_aim *a)
{
	int more = 0;

	if (a == &s->amb) {
		ambush_scored(s);
		return s->amb_stops;
	}
	if (a == &s->back)
		return 1;
	for (int t = 0; t < s->ntargets; t++)
		more |= s->res[t].rolled < s->aim[t].dice || s->res[t].rerolled < s->res[t].reroll;
	if (!more && s->ntargets > 1 && s->map)
		settle(s, s->map);
	return !more && !back_due(s);
}

int m44_shot_step(struct m44_shot *s, struct chance *c, const struct m44_map *m,
		struct err *e)
{
	struct chance_roll cr;
	struct m44_aim *a = NULL;
	struct m44_hitres *r = NULL;

	if (s->ambush && s->amb_res.rolled < s->amb.dice)
		a = &s->amb, r = &s->amb_res;
	for (int t = 0; t < s->ntargets && a == NULL; t++)
		if (s->res[t].rolled < s->aim[t].dice || s->res[t].rerolled < s->res[t].reroll)
			a = &s->aim[t], r = &s->res[t];
	if (a == NULL && back_due(s) && s->back_res.rolled < s->back.dice) {
		s->back_rolled = 1;
		a = &s->back, r = &s->back_res;
	}
	if (a == NULL)
		return 1;
	if (chance_roll(c, 1, 6, CHANCE_FACES, 0, "battle die", &cr, e))
		return e->code;
	if (r->rolled == a->dice) {
		/* a Tiger's second roll (B-4) */
		r->grenades += m->face[cr.faces[0] < 1 || cr.faces[0] > 6 ? 1 : cr.faces[0]] ==
			M44_GRENADE;
		if (++r->rerolled < r->reroll)
			return 0;
		tiger_second(a, r);
		return step_done(s, a);
	}
	r->faces[m->face[cr.faces[0] < 1 || cr.faces[0] > 6 ? 1 : cr.faces[0]]]++;
	if (++r->rolled == a->dice) {
		score(a, r);
		return r->reroll > 0 ? 0 : step_done(s, a);
	}
	return 0;
}

/* Is h a hex a retreating unit may enter? (B-11: not occupied, not impassable,
 * not ocean for ground units; a destroyer only on ocean) */
static int can_enter(const struct m44_map *m, const struct m44_unit *u, struct grid_hex h)
{
	const struct m44_hexinfo *x;
	const struct m44_terrain *t;

	if (!m44_hex_valid(m, h) || m44_unit_at(m, h) != NULL)
		return 0;
	x = m44_hexinfo(m, h);
	t = x ? x->terrain : NULL;
	if (m44_is(u, "destroyer"))
		return t != NULL && !strcmp(t->name, "ocean");
	if (t == NULL)
		return 1;
	if (!strcmp(t->name, "ocean") || (t->impassable & (1 << u->type->cls)))
		return 0;
	if (x->obstacle && (x->obstacle->impassable & (1 << u->type->cls)))
		return 0;
	return 1;
}

int m44_retreat_reach(const struct m44_map *m, const struct m44_unit *u, int want,
		struct grid_hex *dest, int *ndest, int max)
{
	struct grid_hex cur[256], nxt[256];
	int ncur = 1, best = 0, dirs;

	/* the baseline: the Allies' is the last row when allied_baseline=bottom */
	int down = (u->side == M44_ALLIES) == (m->allied_bottom != 0);
	cur[0] = u->hex;
	if (ndest)
		*ndest = 0;
	dirs = (u->flags & M44_F_RETREAT_ANY) ? 0 : (u->flags & M44_F_ANY_BASELINE) ? 3 :
		down ? 1 : 2;
	for (int step = 1; step <= want && step <= 9; step++) {
		int nn = 0;
		for (int i = 0; i < ncur; i++) {
			struct grid_hex nb[6];
			grid_row_neighbours(cur[i], nb);
			for (int k = 0; k < 6; k++) {
				int dr = nb[k].row - u->hex.row;
				/* each retreat hex one row nearer the baseline (B-11) */
				if (dirs == 1 && dr != step)
					continue;
				if (dirs == 2 && dr != -step)
					continue;
				if (dirs == 3 && dr != step && dr != -step)
					continue;
				/* any direction: each hex one further from where it stood */
				if (dirs == 0 && grid_row_distance(nb[k], u->hex) != step)
					continue;
				if (!can_enter(m, u, nb[k]))
					continue;
				int seen = 0;
				for (int j = 0; j < nn; j++)
					seen |= grid_equal(nxt[j], nb[k]);
				if (!seen && nn < 256)
					nxt[nn++] = nb[k];
			}
		}
		if (nn == 0)
			break;
		best = step;
		memcpy(cur, nxt, (size_t)nn * sizeof *cur);
		ncur = nn;
	}
	if (dest && ndest) {
		if (best == 0)
			ncur = 0;
		for (int i = 0; i < ncur && i < max; i++)
			dest[(*ndest)++] = cur[i];
	}
	return best;
}
