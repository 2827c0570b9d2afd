/*
 * fire.c: the battle orders of Memoir '44: fire (ranged battle), assault (close
 * assault) and bombard (heavy artillery and destroyers, the off-board barrage of
 * a Recon 1, the air attack with air superiority).
 *
 * setup.c reads the order into a `struct m44_shot` (battle.h). Here resolve rolls
 * it once and applies it (losses, medals, retreats, target tokens, take ground,
 * the BCF battle back); odds enumerates every face of every die over the same
 * shot.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "battle.h"
#include "odds.h"
#include "pending.h"

/* An argument, or `dflt` when the order's verb has no such parameter. */
static const char *opt(const struct order *o, const char *key, const char *dflt)
{
	const char *v = order_get(o, key);
	return v ? v : dflt;
}

static void token_home(struct m44_map *m, struct grid_hex h, struct log *l)
{
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].has_token && m->units[i].token_on &&
				grid_equal(m->units[i].token_hex, h)) {
			char hx[8];
			m->units[i].token_on = 0;
			grid_format(h, hx);
			log_step(l, "§III-HeavyArty L344, §III-Destroyer L366", "The target token on %s "
					"returns to %s", hx, m->units[i].id);
		}
}

/* Apply one target's result; may stop for a retreat choice (sets *pending). */
static int apply_one(struct game_ctx *g, struct m44_setup *s, struct state *st,
		const struct order *o, struct m44_unit *v, const struct m44_aim *a,
		const struct m44_hitres *r, const char *arg, int by_side, int *pending,
		struct err *e)
{
	char vh[8];
	struct grid_hex old = v->hex;

	grid_format(v->hex, vh);
	if (r->ignored)
		log_step(g->log, a->destroyer ? "§III-Destroyer L370; ruling destroyer-first-flag" :
				"base game 5.2, B-11", "%s ignores %d flag%s", v->id, r->ignored,
				r->ignored == 1 ? "" : "s");
	if (a->destroyer) {
		v->stars += r->hits + r->blocked;
		if (v->stars > a->sink)
			v->stars = a->sink;
		if (r->hits)
			log_step(g->log, "§III-Destroyer L368", "%s takes %d hit%s (grenades%s): %d battle "
					"star%s", v->id, r->hits, r->hits == 1 ? "" : "s",
					a->hit[M44_STAR] ? " and stars" : " only", v->stars,
					v->stars == 1 ? "" : "s");
		if (r->ignored && !strcmp(game_rule(g, st, "destroyer-first-flag"), "once"))
			v->flags |= M44_F_FIRST_FLAG;
	} else {
		int lost = r->hits + r->blocked;
		if (r->hits)
			log_step(g->log, "B-2", "%s loses %d figure%s to %d hit%s", v->id,
					r->hits, r->hits == 1 ? "" : "s", r->hits, r->hits == 1 ? "" : "s");
		v->figures -= lost;
		if (!strncmp(v->type->name, "supported_", 10) &&
				v->type->figures - v->figures >= s->m.v.supported_third_loss) {
			const struct m44_type *plain = m44_type_find(&s->m,
					v->type->counts == M44_C_INFANTRY ? "infantry" : "armor");
			if (plain != NULL) {
				log_step(g->log, "§III-SuppInf L393, §III-SuppArmor L412", "Third loss: the "
						"support figure and the battle star leave %s, now %s",
						v->id, plain->name);
				v->type = plain;
				v->stars = 0;
			}
		}
	}
	if (r->eliminated) {
		int medal = v->medal < 0 ? 1 : v->medal;
		/* eliminated for want of a retreat: ruling heavy-arty-retreat-loss */
		if (medal > 1 && r->blocked > 0 &&
				!strcmp(game_rule(g, st, "heavy-arty-retreat-loss"), "1"))
			medal = 1;
		v->figures = 0;
		v->onboard = 0;
		log_step(g->log, v->medal > 1 ? "B-15; scenario pages (heavy artillery 2 medals)" :
				a->destroyer ? "§III-Destroyer L368" : "B-15", "%s in %s is eliminated: "
				"%d medal%s to the %s", v->id, vh, medal, medal == 1 ? "" : "s",
				m44_side_name(by_side));
		if (m44_medal_add(st, by_side, medal))
			return err_set(e, EXIT_IO, "out of memory");
		token_home(&s->m, old, g->log);
		if (v->has_token)
			v->token_on = 0;
		return 0;
	}
	if (r->retreat > 0) {
		struct grid_hex dest[64];
		int nd = 0;
		const char *want = opt(o, arg, "");
		m44_retreat_reach(&s->m, v, r->retreat, dest, &nd, 64);
		int pick = -1;
		if (nd == 1)
			pick = 0;
		else if (want && *want) {
			struct grid_hex w;
			if (grid_parse(want, &w) == 0)
				for (int i = 0; i < nd; i++)
					if (grid_equal(dest[i], w))
						pick = i;
			if (pick < 0)
				return err_set(e, EXIT_REFUSED, "%s=%s: %s cannot end its %d-hex retreat "
						"there (B-11)", arg, want, v->id, r->retreat);
		}
		if (pick < 0) {
			char opts[512] = "";
			size_t n = 0;
			for (int i = 0; i < nd && n < sizeof opts; i++) {
				char hx[8];
				grid_format(dest[i], hx);
				n += (size_t)snprintf(opts + n, sizeof opts - n, "%s%s", i ? "|" : "", hx);
			}
			log_step(g->log, "pending", "%s must retreat %d hex%s and may end on %s: the %s "
					"player chooses (answer with 'umpire resolve STATE decide HEX')", v->id,
					r->retreat, r->retreat == 1 ? "" : "es", opts, m44_side_name(v->side));
			*pending = 1;
			return pending_add(st, m44_side_name(v->side), arg, opts, o->text, e);
		}
		v->hex = dest[pick];
		{
			char nh[8];
			grid_format(v->hex, nh);
			log_step(g->log, "B-11", "%s retreats %d hex%s from %s to %s", v->id, r->retreat,
					r->retreat == 1 ? "" : "es", vh, nh);
		}
		token_home(&s->m, old, g->log);
	}
	if (r->blocked)
		log_step(g->log, a->destroyer ? "§III-Destroyer L370" : "B-11", "%s cannot retreat "
				"%d hex%s: %d %s", v->id, r->blocked, r->blocked == 1 ? "" : "es",
				r->blocked, a->destroyer ? "more battle star(s)" : "figure(s) lost");
	if (r->token) {
		struct m44_unit *gun = s->att;
		if (gun->token_on)
			log_step(g->log, "§III-HeavyArty L334; ruling token-single, A-8", "%s's only "
					"target token moves to %s", gun->id, vh);
		else
			log_step(g->log, "§III-HeavyArty L340, §III-Destroyer L364", "%s hit %s without "
					"eliminating it or forcing it back: its target token goes on %s",
					gun->id, v->id, vh);
		gun->token_on = 1;
		gun->token_hex = v->hex;
	} else if (s->att && s->att->has_token && r->hits > 0 && !r->eliminated && r->flags == 0)
		log_step(g->log, "§III-HeavyArty L334; ruling token-single, A-8", "No target token: "
				"%s", m44_token_on_hex(&s->m, v->hex) ? "the hex already holds one (tokens are "
				"not cumulative, L342)" : "the gun's only token is already on the board");
	return 0;
}

static int take_ground(struct game_ctx *g, struct m44_setup *s, struct grid_hex to, struct err *e)
{
	struct m44_unit *a = s->att;
	char th[8];

	if (m44_take_check(s, to, e))
		return e->code;
	grid_format(to, th);
	a->hex = to;
	a->flags |= M44_F_TOOK_GROUND;
	log_step(g->log, "B-12", "%s takes ground in %s%s", a->id, th,
			a->type->again == 1 ? "; it may battle again (Armor Overrun)" :
			a->type->again == 2 ? "; it may battle again in a close assault (§III-SuppInf "
			"L389)" : "");
	(void)g;
	return 0;
}

int m44_battle_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct m44_setup *s = calloc(1, sizeof *s);
	int rc, pending = 0;

	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = m44_battle_setup(g, s, st, o, e)) != 0)
		goto done;
	if ((rc = m44_shot_roll(&s->shot, c, &s->m, g->log, s->names, s->att_name, e)) != 0)
		goto done;
	struct grid_hex vacated[M44_MAX_TARGETS];
	int nvac = 0;
	for (int t = 0; t < s->shot.ntargets && !pending; t++) {
		struct grid_hex before = s->tgt[t]->hex;
		if ((rc = apply_one(g, s, st, o, s->tgt[t], &s->shot.aim[t], &s->shot.res[t],
						"retreat", s->side, &pending, e)) != 0)
			goto done;
		if (!s->tgt[t]->onboard || !grid_equal(before, s->tgt[t]->hex))
			vacated[nvac++] = before;
	}
	if (!pending && (rc = m44_shot_back(&s->shot, c, &s->m, g->log, s->names, s->att_name,
					e)) != 0)
		goto done;
	if (!pending && s->shot.back_rolled) {
		if ((rc = apply_one(g, s, st, o, s->att, &s->shot.back, &s->shot.back_res,
						"att_retreat", !s->side, &pending, e)) != 0)
			goto done;
	}
	if (pending)
		goto done;
	if (s->att != NULL) {
		s->att->flags |= M44_F_BATTLED;
		if (s->second)
			s->att->flags |= M44_F_AGAIN;
		if (s->take) {
			if (s->mode != M44_ASSAULT || nvac == 0 || !s->att->onboard ||
					s->shot.back_res.retreat > 0)
				log_step(g->log, "B-12", "No ground to take: %s", s->mode != M44_ASSAULT ?
						"only a close assault takes ground" : "the target hex is not empty");
			else if ((rc = take_ground(g, s, vacated[0], e)) != 0)
				goto done;
		}
		if (s->att->has_token && s->att->token_on && s->att->moved)
			s->att->token_on = 0;
	}
	if (s->mode == M44_AIR && s->side == M44_ALLIES) {
		log_step(g->log, "§II-AirSup L306", "The Allies played an air attack: the Axis "
				"makes no reinforcement roll next turn");
		if (state_set(st, "axis_reinf_blocked", "yes")) {
			rc = err_set(e, EXIT_IO, "out of memory");
			goto done;
		}
	}
	for (int i = 0; i < s->m.nunits; i++)
		if ((rc = m44_unit_store(&s->m, st, &s->m.units[i], e)) != 0)
			goto done;
done:
	m44_map_free(&s->m);
	free(s);
	return rc;
}

static int odds_step(void *state, struct chance *c, void *ctx, struct err *e)
{
	return m44_shot_step(state, c, ctx, e);
}

static char *join(const struct m44_shot *s, int what)
{
	char buf[128] = "";
	size_t n = 0;

	for (int t = 0; t < s->ntargets && n < sizeof buf; t++) {
		const struct m44_hitres *r = &s->res[t];
		int v = what == 0 ? r->hits + r->blocked : what == 1 ? r->flags : what == 2 ?
			r->retreat : what == 3 ? r->eliminated : what == 4 ? r->token : r->hits;
		if (what == 3 || what == 4)
			n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", t ? ";" : "",
					v ? "yes" : "no");
		else
			n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%d", t ? ";" : "", v);
	}
	return strdup(buf);
}

int m44_battle_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct m44_setup *s = calloc(1, sizeof *s);
	struct odds_states out = { 0 };
	int rc, overflow = 0;
	struct frac lost = { 0, 1 };

	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = m44_battle_setup(g, s, st, o, e)) != 0)
		goto done;
	rc = odds_enumerate(&s->shot, sizeof s->shot, odds_step, &s->m, 64, &out, e);
	if (rc)
		goto done;
	{
		size_t n = 0;
		for (int t = 0; t < s->shot.ntargets && n < sizeof r->note; t++)
			n += (size_t)snprintf(r->note + n, sizeof r->note - n, "%s%s: %d %s",
					t ? "; " : "", s->names[t], s->shot.aim[t].dice,
					s->shot.aim[t].dice == 1 ? "die" : "dice");
		if (n < sizeof r->note && s->shot.bcf_able)
			snprintf(r->note + n, sizeof r->note - n, "; BCF battle back possible");
	}
	static const char *const cols[] = { "hits", "lost", "flags", "retreat", "eliminated",
		"token", "att_lost" };
	r->ncols = 7;
	memcpy(r->col, cols, sizeof cols);
	for (int k = 0; k < out.n; k++) {
		const struct m44_shot *f = (const void *)(out.bytes + (size_t)k * out.size);
		char *vals[7];
		vals[0] = join(f, 5);
		for (int w = 0; w < 5; w++)
			vals[w + 1] = join(f, w);
		{
			char b[16];
			snprintf(b, sizeof b, "%d", f->back_rolled ? f->back_res.hits +
					f->back_res.blocked : 0);
			vals[6] = strdup(b);
		}
		for (int t = 0; t < f->ntargets; t++)
			lost = frac_add(lost, frac_mul(out.p[k], frac_make((uint64_t)(f->res[t].hits +
									f->res[t].blocked), 1), &overflow), &overflow);
		struct odds_row *row = NULL;
		for (int j = 0; j < r->nrows && row == NULL; j++) {
			int same = 1;
			for (int c = 0; c < 7; c++)
				same &= vals[c] && r->rows[j].val[c] && !strcmp(r->rows[j].val[c], vals[c]);
			if (same)
				row = &r->rows[j];
		}
		if (row != NULL) {
			row->p = frac_add(row->p, out.p[k], &overflow);
			for (int c = 0; c < 7; c++)
				free(vals[c]);
			continue;
		}
		if ((row = odds_report_add(r)) == NULL) {
			for (int c = 0; c < 7; c++)
				free(vals[c]);
			rc = err_set(e, EXIT_IO, "out of memory");
			goto done;
		}
		row->p = out.p[k];
		memcpy(row->val, vals, sizeof vals);
	}
	if (overflow) {
		rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
		goto done;
	}
	r->nexp = 1;
	r->exp_name[0] = "expected figures lost by the target(s)";
	r->exp[0] = lost;
	r->runs = out.runs;
done:
	odds_states_free(&out);
	m44_map_free(&s->m);
	free(s);
	return rc;
}
