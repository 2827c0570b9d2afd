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
					m44_symbol_name(m->face[f]));
	}
	if (a->dice > 0)
		log_step(l, "B-1", "%s rolls %d battle %s against %s: %s", who, a->dice,
				a->dice == 1 ? "die" : "dice", name, buf);
	score(a, r);
	return 0;
}

/* After the first roll: does the BCF battle back happen? (B-16) */
static int back_due(const struct m44_shot *s)
{
	const struct m44_hitres *r = &s->res[0];

	return s->bcf_able && s->ntargets == 1 && !r->eliminated && r->flags == 0 &&
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

int m44_shot_step(struct m44_shot *s, struct chance *c, const struct m44_map *m,
		struct err *e)
{
	struct chance_roll cr;
	struct m44_aim *a = NULL;
	struct m44_hitres *r = NULL;

	for (int t = 0; t < s->ntargets && a == NULL; t++)
		if (s->res[t].rolled < s->aim[t].dice)
			a = &s->aim[t], r = &s->res[t];
	if (a == NULL && back_due(s) && s->back_res.rolled < s->back.dice) {
		s->back_rolled = 1;
		a = &s->back, r = &s->back_res;
	}
	if (a == NULL)
		return 1;
	if (chance_roll(c, 1, 6, CHANCE_FACES, 0, "battle die", &cr, e))
		return e->code;
	r->faces[m->face[cr.faces[0] < 1 || cr.faces[0] > 6 ? 1 : cr.faces[0]]]++;
	if (++r->rolled == a->dice) {
		score(a, r);
		if (a != &s->back) {
			int more = 0;
			for (int t = 0; t < s->ntargets; t++)
				more |= s->res[t].rolled < s->aim[t].dice;
			if (!more && !back_due(s))
				return 1;
		} else
			return 1;
	}
	return 0;
}

/* Is h a hex a retreating unit may enter? (B-11: not occupied, not impassable,
 * not ocean for ground units; a destroyer only on ocean) */
static int can_enter(struct m44_map *m, const struct m44_unit *u, struct grid_hex h)
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

int m44_retreat_reach(struct m44_map *m, const struct m44_unit *u, int want,
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
