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
#include "i18n.h"
#include "kit.h"
#include "odds.h"
#include "pending.h"

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

/* One target's hits: a destroyer's battle stars (L368, L370), or figures, a
 * supported unit losing its support at the third loss (L393, L412). */
static void apply_hits(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		struct m44_unit *v, const struct m44_aim *a, const struct m44_hitres *r)
{
	char stars[48];
	if (r->ignored)
		log_stepn(g->log,
				a->destroyer ? "§III-Destroyer L370; ruling destroyer-first-flag" :
				_("base game 5.2, B-11"), "%s ignores %d flag", "%s ignores %d flags",
				r->ignored, v->id, r->ignored);
	if (a->destroyer) {
		v->stars += r->hits + r->blocked;
		if (v->stars > a->sink)
			v->stars = a->sink;
		if (r->hits)
			log_stepn(g->log, "§III-Destroyer L368", "%s takes %d hit (grenades%s): %s",
					"%s takes %d hits (grenades%s): %s", r->hits, v->id, r->hits,
					a->hit[M44_STAR] ? _(" and stars") : _(" only"),
					kit_nsprintf(stars, sizeof stars, "%d battle star", "%d battle stars",
							v->stars, v->stars));
		if (r->ignored && !strcmp(game_rule(g, st, "destroyer-first-flag"), "once"))
			v->flags |= M44_F_FIRST_FLAG;
		return;
	}
	if (r->hits)
		log_stepn(g->log, "B-2", "%s loses %d figure to %d hit",
				"%s loses %d figures to %d hits", r->hits, v->id, r->hits, r->hits);
	v->figures -= r->hits + r->blocked;
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

/* The target is eliminated: its medals (B-15; ruling heavy-arty-retreat-loss,
 * A-32, when for want of a retreat), and the tokens on its hex go home. */
static int apply_elimination(struct game_ctx *g, struct m44_setup *s, struct state *st,
		struct m44_unit *v, const struct m44_aim *a, const struct m44_hitres *r,
		int by_side, struct err *e)
{
	int medal = v->medal < 0 ? 1 : v->medal;
	char vh[8];

	grid_format(v->hex, vh);
	if (medal > 1 && r->blocked > 0 && !strcmp(game_rule(g, st, "heavy-arty-retreat-loss"),
				"1"))
		medal = 1;
	v->figures = 0;
	v->onboard = 0;
	log_stepn(g->log, v->medal > 1 ? _("B-15; scenario pages (heavy artillery 2 medals)") :
			a->destroyer ? "§III-Destroyer L368" : "B-15",
			"%s in %s is eliminated: %d medal to the %s",
			"%s in %s is eliminated: %d medals to the %s", medal, v->id, vh, medal,
			m44_side_adj(by_side));
	if (m44_medal_add(st, by_side, medal))
		return err_set(e, EXIT_IO, "out of memory");
	token_home(&s->m, v->hex, g->log);
	if (m44_vacate(&s->m, st, v->hex, g->log, e))
		return e->code;
	if (v->has_token)
		v->token_on = 0;
	return 0;
}

/* The target retreats r->retreat hexes (B-11): to the one hex it can end on,
 * to the one the order names in `arg`, or the owner chooses (a pending
 * decision, *pending set). */
/* Where a retreat of r->retreat hexes may end; a unit that may retreat up to 3
 * hexes per flag (Resistance, B-4) may end farther, each hex's distance in
 * dist[]. */
static int retreat_ends(struct m44_setup *s, const struct m44_unit *v,
		const struct m44_aim *a, const struct m44_hitres *r, struct grid_hex *dest,
		int *dist, int max)
{
	int nd = 0, top = r->retreat;

	if (a->per_flag_max > a->per_flag && r->blocked == 0 && r->flags > 0)
		top = r->flags * a->per_flag_max;
	for (int k = r->retreat; k <= top && k <= 9; k++) {
		struct grid_hex d[64];
		int n = 0, best = m44_retreat_reach(&s->m, v, k, d, &n, 64);
		if (best < k)
			break;
		for (int i = 0; i < n && nd < max; i++) {
			dist[nd] = k;
			dest[nd++] = d[i];
		}
	}
	return nd;
}

static int apply_retreat(struct game_ctx *g, struct m44_setup *s, struct state *st,
		const struct order *o, struct m44_unit *v, const struct m44_aim *a,
		const struct m44_hitres *r, const char *arg, int *pending, struct err *e)
{
	struct grid_hex dest[64], old = v->hex, w;
	const char *want = m44_opt(o, arg, "");
	char vh[8], nh[8], opts[512] = "", far[80] = "";
	int nd, pick = -1, dist[64];
	size_t n = 0;

	nd = retreat_ends(s, v, a, r, dest, dist, 64);
	if (nd > 0 && dist[nd - 1] > r->retreat)
		snprintf(far, sizeof far, " (up to %d: Resistance, 1 to 3 hexes per flag, B-4)",
				dist[nd - 1]);
	if (nd == 1)
		pick = 0;
	else if (*want) {
		for (int i = 0; i < nd && grid_parse(want, &w) == 0; i++)
			if (grid_equal(dest[i], w))
				pick = i;
		if (pick < 0)
			return kit_refuse(e, "B-11", "%s=%s: %s cannot end its %d-hex retreat%s "
					"there", arg, want, v->id, r->retreat, far);
	}
	if (pick < 0) {
		for (int i = 0; i < nd && n < sizeof opts; i++) {
			char hx[8];
			grid_format(dest[i], hx);
			n += (size_t)snprintf(opts + n, sizeof opts - n, "%s%s", i ? "|" : "", hx);
		}
		log_stepn(g->log, "pending", "%s must retreat %d hex%s and may end on %s: the %s "
				"player chooses (answer with 'umpire resolve STATE decide HEX')",
				"%s must retreat %d hexes%s and may end on %s: the %s player "
				"chooses (answer with 'umpire resolve STATE decide HEX')",
				r->retreat, v->id, r->retreat, far, opts, m44_side_name(v->side));
		*pending = 1;
		return pending_add(st, m44_side_name(v->side), arg, opts, o->text, e);
	}
	v->hex = dest[pick];
	grid_format(old, vh);
	grid_format(v->hex, nh);
	log_stepn(g->log, dist[pick] > r->retreat ? _("B-11; B-4 (Resistance: 1 to 3 hexes per "
			"flag)") : "B-11", "%s retreats %d hex from %s to %s",
			"%s retreats %d hexes from %s to %s", dist[pick], v->id, dist[pick], vh,
			nh);
	token_home(&s->m, old, g->log);
	return m44_vacate(&s->m, st, old, g->log, e);
}

/* A heavy artillery's or destroyer's target token (§III-HeavyArty L334-L342,
 * §III-Destroyer L364; ruling token-single, A-8). */
static void apply_token(struct game_ctx *g, struct m44_setup *s, struct m44_unit *v,
		const struct m44_hitres *r)
{
	struct m44_unit *gun = s->att;
	char vh[8];

	grid_format(v->hex, vh);
	if (r->token) {
		if (gun->token_on)
			log_step(g->log, "§III-HeavyArty L334; ruling token-single, A-8", "%s's only "
					"target token moves to %s", gun->id, vh);
		else
			log_step(g->log, "§III-HeavyArty L340, §III-Destroyer L364", "%s hit %s without "
					"eliminating it or forcing it back: its target token goes on %s",
					gun->id, v->id, vh);
		gun->token_on = 1;
		gun->token_hex = v->hex;
	} else if (gun && gun->has_token && r->hits > 0 && !r->eliminated && r->flags == 0)
		log_step(g->log, "§III-HeavyArty L334; ruling token-single, A-8", "No target token: "
				"%s", m44_token_on_hex(&s->m, v->hex) ? _("the hex already holds one (tokens are "
				"not cumulative, L342)") : _("the gun's only token is already on the board"));
}

/* Apply one target's result; may stop for a retreat choice (sets *pending). */
static int apply_one(struct game_ctx *g, struct m44_setup *s, struct state *st,
		const struct order *o, struct m44_unit *v, const struct m44_aim *a,
		const struct m44_hitres *r, const char *arg, int by_side, int *pending,
		struct err *e)
{
	apply_hits(g, s, st, v, a, r);
	if (r->eliminated)
		return apply_elimination(g, s, st, v, a, r, by_side, e);
	if (r->retreat > 0) {
		int rc = apply_retreat(g, s, st, o, v, a, r, arg, pending, e);
		if (rc || *pending)
			return rc;
	}
	if (r->blocked)
		log_stepn(g->log, a->destroyer ? "§III-Destroyer L370" : "B-11",
				"%s cannot retreat %d hex: %d %s",
				"%s cannot retreat %d hexes: %d %s", r->blocked, v->id, r->blocked,
				r->blocked,
				a->destroyer ? _("more battle star(s)") : _("figure(s) lost"));
	apply_token(g, s, v, r);
	return 0;
}

static int take_ground(struct game_ctx *g, struct m44_setup *s, struct state *st,
		struct grid_hex to, struct err *e)
{
	struct m44_unit *a = s->att;
	struct grid_hex from = a->hex;
	char th[8];

	if (m44_take_check(s, to, e))
		return e->code;
	grid_format(to, th);
	a->hex = to;
	if (m44_vacate(&s->m, st, from, g->log, e))
		return e->code;
	a->flags |= M44_F_TOOK_GROUND;
	/* taking ground is entering the hex: its battle restrictions apply, so no
	 * second battle from a forest, village, hedgerow, or armor in a marsh (B-12,
	 * 5.2; BGA TakeGroundTrait.php) */
	if (m44_enter_nobattle(&s->m, a, to)) {
		a->flags |= M44_F_ENTERED_STOP;
		log_step(g->log, "B-12; terrain table, base game 5.2", "%s takes ground in %s; it "
				"entered %s, on which a unit may not battle the turn it enters: no second "
				"battle", a->id, th, m44_enter_nobattle(&s->m, a, to)->name);
		return 0;
	}
	log_step(g->log, "B-12", "%s takes ground in %s%s", a->id, th,
			a->type->again == 1 ? _("; it may battle again (Armor Overrun)") :
			a->type->again == 2 ? _("; it may battle again in a close assault (§III-SuppInf "
			"L389)") : "");
	return 0;
}

/* Apply every target's result, then the BCF battle back (B-16) against the
 * attacker; `vacated` gets the hexes the targets left. */
static int apply_all(struct game_ctx *g, struct m44_setup *s, struct state *st,
		const struct order *o, struct chance *c, struct grid_hex *vacated, int *nvac,
		int *pending, struct err *e)
{
	int rc;

	for (int t = 0; t < s->shot.ntargets && !*pending; t++) {
		struct grid_hex before = s->tgt[t]->hex;
		/* targets resolved in turn: each one's room after the ones before moved */
		if (t > 0)
			m44_shot_rescore(&s->shot.aim[t], &s->shot.res[t], &s->m, s->tgt[t]);
		if ((rc = apply_one(g, s, st, o, s->tgt[t], &s->shot.aim[t], &s->shot.res[t],
						"retreat", s->side, pending, e)) != 0)
			return rc;
		if (!s->tgt[t]->onboard || !grid_equal(before, s->tgt[t]->hex))
			vacated[(*nvac)++] = before;
	}
	if (*pending)
		return 0;
	if ((rc = m44_shot_back(&s->shot, c, &s->m, g->log, s->names, s->att_name, e)) != 0)
		return rc;
	if (s->shot.back_rolled)
		return apply_one(g, s, st, o, s->att, &s->shot.back, &s->shot.back_res,
				"att_retreat", !s->side, pending, e);
	return 0;
}

/* After the dice: the attacker's markers, take ground (B-12), a gun that moved
 * takes its token back, an Allied air attack stops the next Axis roll
 * (§II-AirSup L306). */
static int after_battle(struct game_ctx *g, struct m44_setup *s, struct state *st,
		const struct order *o, struct chance *c, const struct grid_hex *vacated, int nvac,
		struct err *e)
{
	struct m44_unit *a = s->att;

	if (a != NULL) {
		a->flags |= M44_F_BATTLED;
		if (s->second)
			a->flags |= M44_F_AGAIN;
		if (s->take && (s->mode != M44_ASSAULT || nvac == 0 || !a->onboard ||
					s->shot.back_res.retreat > 0))
			log_step(g->log, "B-12", "No ground to take: %s", s->mode != M44_ASSAULT ?
					_("only a close assault takes ground") : _("the target hex is not empty"));
		else if (s->take && (take_ground(g, s, st, vacated[0], e) ||
					m44_mines_enter(g, st, &s->m, a, o, c, e)))
			return e->code;   /* taking ground enters the hex: a minefield rolls */
		if (a->has_token && a->token_on && a->moved)
			a->token_on = 0;
	}
	if (s->mode == M44_AIR && s->side == M44_ALLIES) {
		log_step(g->log, "§II-AirSup L306", "The Allies played an air attack: the Axis "
				"makes no reinforcement roll next turn");
		if (state_set(st, "axis_reinf_blocked", "yes"))
			return err_set(e, EXIT_IO, "out of memory");
	}
	if (s->mode == M44_AIR || s->mode == M44_BARRAGE) {
		char key[32];
		snprintf(key, sizeof key, "used.%s", m44_side_name(s->side));
		if (state_set(st, key, s->mode == M44_AIR ? "air" : "barrage"))
			return err_set(e, EXIT_IO, "out of memory");
	}
	for (int i = 0; i < s->m.nunits; i++)
		if (m44_unit_store(&s->m, st, &s->m.units[i], e))
			return e->code;
	/* a card named by --card and not yet played is played now (cards.c) */
	return m44_card_commit(g, st, s->side, a && a->onboard ? m44_board_of(&s->m, a->hex) : 1,
			e);
}

/* The Ambush first (B-5): the defender's roll against the attacker, applied; the
 * card goes from the defender's hand to its play pile (its owner draws first at
 * the end of the turn, deck.c). */
static int ambush(struct game_ctx *g, struct m44_setup *s, struct state *st,
		const struct order *o, struct chance *c, int *pending, struct err *e)
{
	struct m44_unit *v = s->tgt[0];
	int rc;

	if ((rc = m44_shot_ambush(&s->shot, c, &s->m, g->log, s->names, s->att_name, e)) != 0 ||
			(rc = apply_one(g, s, st, o, s->att, &s->shot.amb, &s->shot.amb_res,
					"att_retreat", v->side, pending, e)) != 0 || *pending)
		return rc;
	if (s->shot.amb_stops)
		log_step(g->log, "B-5 Ambush", "%s is %s: its assault does not take place",
				s->att->id, s->att->onboard ? _("forced back") : "eliminated");
	else
		log_step(g->log, "B-5 Ambush", "%s is neither eliminated nor forced back: it "
				"battles normally", s->att->id);
	return m44_cards_react(g, st, v->side, m44_board_of(&s->m, v->hex), "Ambush", e);
}

static int battle_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, enum m44_mode mode, struct err *e)
{
	struct m44_setup *s = calloc(1, sizeof *s);
	struct grid_hex vacated[M44_MAX_TARGETS];
	int rc, pending = 0, nvac = 0;

	m44_rulings_log(g, st);
	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = m44_battle_setup(g, s, st, o, mode, e)) == 0 && s->shot.ambush)
		rc = ambush(g, s, st, o, c, &pending, e);
	if (rc == 0 && !pending && !s->shot.amb_stops &&
			(rc = m44_shot_roll(&s->shot, c, &s->m, g->log, s->names, s->att_name, e)) == 0)
		rc = apply_all(g, s, st, o, c, vacated, &nvac, &pending, e);
	if (rc == 0 && !pending)
		rc = after_battle(g, s, st, o, c, vacated, nvac, e);
	m44_map_free(&s->m);
	free(s);
	return rc;
}

static int odds_step(void *state, struct chance *c, void *ctx, struct err *e)
{
	return m44_shot_step(state, c, ctx, e);
}

/* One column of an outcome: each target's value, joined by ';'. */
enum { COL_HITS, COL_LOST, COL_FLAGS, COL_RETREAT, COL_ELIMINATED, COL_TOKEN };

static void join(const struct m44_shot *s, int what, char *buf, size_t size)
{
	size_t n = 0;

	/* kit_int and copies, not snprintf: this runs for every column of every
	 * outcome of every order of a batch (snprintf was a third of its time) */
	buf[0] = '\0';
	for (int t = 0; t < s->ntargets; t++) {
		const struct m44_hitres *r = &s->res[t];
		int v = what == COL_LOST ? r->hits + r->blocked : what == COL_FLAGS ? r->flags :
			what == COL_RETREAT ? r->retreat : what == COL_ELIMINATED ? r->eliminated :
			what == COL_TOKEN ? r->token : r->hits;
		char num[KIT_INT_SIZE];
		const char *text = what == COL_ELIMINATED || what == COL_TOKEN ? (v ? "yes" : "no") :
			kit_int(v, num);
		size_t len = strlen(text);
		if (n + len + 2 > size)
			break;
		if (t)
			buf[n++] = ';';
		memcpy(buf + n, text, len + 1);
		n += len;
	}
}

/* The summary of one outcome (odds.h): hits and figures lost by the targets,
 * whether a target is destroyed, whether one retreats, whether all are gone
 * (eliminated, or in a close assault emptied, so that the attacker may take the
 * ground, B-12), and what the BCF battle back costs the attacker (B-16). */
static int summarize(const struct m44_setup *s, const struct m44_shot *f, struct frac p,
		int can_take, struct odds_report *r)
{
	int hits = 0, lost = 0, destroyed = 0, retreat = 0, all_gone = 1, vacated = 1;
	int att_lost = f->back_rolled ? f->back_res.hits + f->back_res.blocked : 0;
	int att_gone = f->back_rolled && f->back_res.eliminated;

	for (int t = 0; t < f->ntargets; t++) {
		const struct m44_hitres *h = &f->res[t];
		hits += h->hits;
		lost += h->hits + h->blocked;
		destroyed |= h->eliminated;
		retreat |= h->retreat > 0;
		all_gone &= h->eliminated;
		vacated &= h->eliminated || h->retreat > 0;
	}
	/* by the fields' numbers, not their names: this runs for every outcome */
	if (odds_report_field_add(r, ODDS_EXP_HITS, p, (uint64_t)hits) ||
	    odds_report_field_add(r, ODDS_EXP_FIGURES_LOST, p, (uint64_t)lost) ||
	    odds_report_field_add(r, ODDS_EXP_STEPS_LOST_DEFENDER, p, (uint64_t)lost) ||
	    odds_report_field_add(r, ODDS_EXP_STEPS_LOST_ATTACKER, p, (uint64_t)att_lost) ||
	    odds_report_field_add(r, ODDS_P_UNIT_DESTROYED, p, (uint64_t)destroyed) ||
	    odds_report_field_add(r, ODDS_P_RETREAT, p, (uint64_t)retreat) ||
	    odds_report_field_add(r, ODDS_P_DEFENDER_ELIMINATED, p, (uint64_t)all_gone) ||
	    odds_report_field_add(r, ODDS_P_ATTACKER_ELIMINATED, p, (uint64_t)att_gone))
		return -1;
	if (s->mode == M44_ASSAULT &&
	    odds_report_field_add(r, ODDS_P_HEX_TAKEN, p, (uint64_t)(can_take && vacated &&
			    !att_gone)))
		return -1;
	return 0;
}

/* The headline: the dice rolled at each target, "3 dice" or "2+2+2+2 dice".
 * Odds headlines are not translated (issue 19): the English word, whole. */
static void headline(const struct m44_setup *s, struct odds_report *r)
{
	char dice[64] = "";
	size_t n = 0;

	for (int t = 0; t < s->shot.ntargets && n < sizeof dice; t++)
		n += (size_t)snprintf(dice + n, sizeof dice - n, "%s%d", t ? "+" : "",
				s->shot.aim[t].dice);
	odds_report_headline(r, "%s %s", dice, s->shot.ntargets == 1 &&
			s->shot.aim[0].dice == 1 ? "die" : "dice");
}

/* The odds report: one row per distinct outcome, the expected figures lost. */
static int report(struct m44_setup *s, const struct odds_states *out,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "hits", "lost", "flags", "retreat", "eliminated",
		"token", "att_lost", "att_retreat" };
	int nc = s->shot.ambush ? 8 : 7;
	struct frac lost = { 0, 1 };
	int overflow = 0;
	size_t n = 0;

	for (int t = 0; t < s->shot.ntargets && n < sizeof r->note; t++)
		n += (size_t)snprintf(r->note + n, sizeof r->note - n, "%s%s: %d %s",
				t ? "; " : "", s->names[t], s->shot.aim[t].dice,
				s->shot.aim[t].dice == 1 ? "die" : "dice");
	if (n < sizeof r->note && s->shot.bcf_able)
		snprintf(r->note + n, sizeof r->note - n, "; BCF battle back possible");
	else if (n < sizeof r->note && s->shot.ambush)
		snprintf(r->note + n, sizeof r->note - n, "; Ambush first: %d %s against %s",
				s->shot.amb.dice, s->shot.amb.dice == 1 ? "die" : "dice", s->att_name);
	r->ncols = nc;
	memcpy(r->col, cols, (size_t)nc * sizeof cols[0]);
	struct err scratch = { 0 };   /* can the attacker take ground there at all? */
	int can_take = s->mode == M44_ASSAULT && s->att != NULL && s->shot.ntargets == 1 &&
		m44_take_check(s, s->tgt[0]->hex, &scratch) == 0;
	headline(s, r);
	for (int k = 0; k < out->n; k++) {
		const struct m44_shot *f = (const void *)(out->bytes + (size_t)k * out->size);
		char b[8][128];
		const char *vals[8] = { b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7] };
		for (int w = COL_HITS; w <= COL_TOKEN; w++)
			join(f, w, b[w], sizeof b[w]);
		snprintf(b[6], sizeof b[6], "%d", (f->back_rolled ? f->back_res.hits +
					f->back_res.blocked : 0) + (f->ambush ? f->amb_res.hits +
					f->amb_res.blocked : 0));
		snprintf(b[7], sizeof b[7], "%d", f->amb_res.retreat);
		for (int t = 0; t < f->ntargets; t++)
			lost = frac_add(lost, frac_mul(out->p[k], frac_make((uint64_t)(f->res[t].hits +
									f->res[t].blocked), 1), &overflow), &overflow);
		if (odds_report_merge(r, out->p[k], vals, nc, e))
			return e->code;
		if (summarize(s, f, out->p[k], can_take, r) != 0)
			overflow = 1;
	}
	if (overflow)
		return err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	odds_report_expect(r, "expected figures lost by the target(s)", lost);
	r->runs = out->runs;
	return 0;
}

static int battle_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, enum m44_mode mode, struct err *e)
{
	struct m44_setup *s = calloc(1, sizeof *s);
	struct odds_states out = { 0 };
	int rc;

	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = m44_battle_setup(g, s, st, o, mode, e)) == 0 && (s->shot.map = &s->m) &&
			(rc = odds_report_enumerate(r, &s->shot, sizeof s->shot, odds_step, &s->m, 64,
					&out, e)) == 0)
		rc = report(s, &out, r, e);
	odds_states_free(&out);
	m44_map_free(&s->m);
	free(s);
	return rc;
}

/* The handlers of the three battle verbs (memoir44.c): one resolution, in the
 * verb's mode. */
int m44_fire_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return battle_resolve(g, st, o, c, M44_FIRE, e);
}

int m44_assault_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return battle_resolve(g, st, o, c, M44_ASSAULT, e);
}

int m44_bombard_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	return battle_resolve(g, st, o, c, M44_GUN, e);
}

int m44_fire_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return battle_odds(g, st, o, r, M44_FIRE, e);
}

int m44_assault_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return battle_odds(g, st, o, r, M44_ASSAULT, e);
}

int m44_bombard_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	return battle_odds(g, st, o, r, M44_GUN, e);
}
