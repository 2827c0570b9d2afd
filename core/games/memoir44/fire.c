/*
 * fire.c: the battle orders of Memoir '44: fire (ranged battle), assault (close
 * assault) and bombard (heavy artillery and destroyers, the off-board barrage of
 * a Recon 1, the air attack with air superiority).
 *
 * setup() reads the state into a `struct m44_shot` (battle.h): who may battle
 * (B-9 and the seed's reinforcement, landing-craft and flag-move limits), how
 * many dice (units table by range, target tokens, terrain, cliffs and bluffs,
 * flamethrower and supported-armor close combat), which symbols hit, which flags
 * may be ignored and how far each target can retreat. resolve rolls it once and
 * applies it (losses, medals, retreats, target tokens, take ground); odds
 * enumerates every face of every die over the same shot.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "battle.h"
#include "odds.h"
#include "pending.h"

enum mode { FIRE, ASSAULT, GUN, BARRAGE, AIR };

struct setup {
	struct m44_map m;
	enum mode mode;
	struct m44_unit *att;          /* NULL for a barrage or an air attack */
	struct m44_unit *tgt[M44_MAX_TARGETS];
	int dist;
	int second;                    /* a second battle (overrun, supported infantry) */
	int ignore;                    /* ignore=yes */
	int take;                      /* take=yes */
	int side;                      /* the side that battles */
	struct m44_shot shot;
	const char *names[M44_MAX_TARGETS];
	char att_name[64];
};

/* An argument, or `dflt` when the order's verb has no such parameter. */
static const char *opt(const struct order *o, const char *key, const char *dflt)
{
	const char *v = order_get(o, key);
	return v ? v : dflt;
}

static int refuse(struct err *e, const char *rule, const char *fmt, const char *a,
		const char *b)
{
	char msg[512];

	snprintf(msg, sizeof msg, fmt, a, b);
	return err_set(e, EXIT_REFUSED, "%s (%s)", msg, rule);
}

static int enemy_adjacent(struct m44_map *m, const struct m44_unit *u)
{
	struct m44_hex nb[6];

	m44_neighbours(u->hex, nb);
	for (int k = 0; k < 6; k++) {
		const struct m44_unit *v = m44_unit_at(m, nb[k]);
		if (v != NULL && v->side != u->side)
			return 1;
	}
	return 0;
}

static int token_on_hex(const struct m44_map *m, struct m44_hex h)
{
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].has_token && m->units[i].token_on &&
				m44_hex_equal(m->units[i].token_hex, h))
			return 1;
	return 0;
}

/* Height of a hex for "from below" (§I-Cliffs L122, hills B-13). */
static int height(const struct m44_map *m, struct m44_hex h)
{
	const struct m44_hexinfo *x = m44_hexinfo(m, h);
	return x && x->hill ? x->height : 0;
}

/* May the attacker battle at all? (B-9, §II-Reinf L194-L209, L235) */
static int eligible(struct game_ctx *g, struct setup *s, const struct state *st,
		struct err *e)
{
	struct m44_unit *a = s->att;
	const struct m44_terrain *t = m44_terrain_of(&s->m, a->hex);

	if (a->flags & M44_F_FLAG_MOVE)
		return refuse(e, "§II-Reinf L235", "%s was moved by a reinforcement flag and may "
				"not battle this turn%s", a->id, "");
	if (a->flags & M44_F_ON_LC)
		return refuse(e, "§II-Reinf L209", "%s was placed on a landing craft this turn and "
				"may neither move nor battle%s", a->id, "");
	if ((a->flags & M44_F_LANDED) && !strcmp(game_rule(g, st, "landed-battle"), "no"))
		return refuse(e, "§II-Reinf L203-L209; ruling landed-battle, A-4", "%s came ashore "
				"from a landing craft this turn and may not battle%s", a->id, "");
	if (a->flags & M44_F_DEPLOYED) {
		if (a->type->cls == M44_CL_ARTILLERY)
			return refuse(e, "§II-Reinf L196", "%s is artillery deployed as a reinforcement "
					"this turn: it may not battle%s", a->id, "");
		if (enemy_adjacent(&s->m, a) && !(s->mode == ASSAULT &&
					!strcmp(game_rule(g, st, "reinf-adjacent"), "close-only")))
			return refuse(e, "§II-Reinf L194; ruling reinf-adjacent, A-6", "%s was deployed this turn next to "
					"an enemy unit and may not battle%s", a->id, "");
	}
	if (a->flags & M44_F_ENTERED_STOP)
		return refuse(e, "base game 5.2 (not in seed)", "%s entered terrain this turn on "
				"which it may not battle%s", a->id, "");
	if (!m44_is(a, "destroyer") && t && !strcmp(t->name, "ocean"))
		return refuse(e, "base game 5.2 (not in seed)", "%s is on an ocean hex and may not "
				"battle%s", a->id, "");
	{
		int mb = a->type->move_battle;
		if (m44_is(a, "destroyer") && !strcmp(game_rule(g, st, "destroyer-move-fire"), "no"))
			mb = 0;
		if (a->moved > mb) {
			char n[16];
			snprintf(n, sizeof n, "%d", a->moved);
			return refuse(e, "B-3, B-9 (base game, not in seed); §III", "%s moved %s hexes "
					"this turn, more than it may and still battle", a->id, n);
		}
	}
	if (a->flags & M44_F_BATTLED) {
		int again = a->type->again;
		if (m44_is(a, "supported_armor") &&
				!strcmp(game_rule(g, st, "supported-armor-overrun"), "no"))
			again = 0;   /* ruling supported-armor-overrun, A-34 */
		if (!(a->flags & M44_F_TOOK_GROUND) || again == 0 ||
				(a->flags & M44_F_AGAIN))
			return refuse(e, "B-9, B-12 (base game, not in seed)", "%s has battled this "
					"turn%s", a->id, "");
		if (a->type->again == 2 && s->mode != ASSAULT)
			return refuse(e, "§III-SuppInf L389", "%s may battle again only in a second close "
					"assault%s", a->id, "");
		s->second = 1;
	}
	return 0;
}

/* Terrain dice lost by the attacker against target hex h (B-10, §I-Cliffs
 * L122, §I-Bluffs L137, §III-Flame L377, §III-SuppArmor L408). */
static int terrain_loss(struct game_ctx *g, struct setup *s, const struct state *st,
		struct m44_hex h, char *why, size_t size)
{
	const struct m44_unit *a = s->att;
	const struct m44_hexinfo *x = m44_hexinfo(&s->m, h);
	const struct m44_terrain *t = m44_terrain_of(&s->m, h);
	int cls = a->type->cls, loss = 0, out;

	if (cls == M44_CL_NONE)
		return 0;
	/* supported armor in close combat reads the infantry's reduction (L408) */
	if (m44_is(a, "supported_armor") && s->dist == 1)
		cls = M44_CL_INFANTRY;
	if (t && strcmp(t->name, "hill") != 0)
		loss = t->in[cls];
	if (x && x->hill) {
		int below = height(&s->m, a->hex) < x->height;
		const struct m44_hexinfo *xa = m44_hexinfo(&s->m, a->hex);
		if (!below && (m44_is_cliff(&s->m, h) || m44_is_bluff(&s->m, h)) &&
				!strcmp(game_rule(g, st, "cliff-below"), "other-group") &&
				!(xa && xa->hill == x->hill))
			below = 1;
		const struct m44_terrain *hill = m44_terrain_find(&s->m, "hill");
		int hl = below && hill ? hill->in[cls] : 0;
		if (hl > loss)
			loss = hl;
	}
	if (x && x->obstacle && x->obstacle->in[cls] > loss)
		loss = x->obstacle->in[cls];   /* not cumulative: the larger (B-10) */
	if (m44_is(a, "flamethrower") && s->dist == 1 && loss > 1) {
		snprintf(why, size, "terrain -%d, limited to -1 in close combat (§III-Flame L377)",
				loss);
		loss = 1;
	} else if (loss > 0) {
		snprintf(why, size, "%s of %s: -%d (%s%s)", x && x->hill ? (m44_is_cliff(&s->m, h) ?
				"cliff" : m44_is_bluff(&s->m, h) ? "bluff" : "hill") :
				x && x->obstacle && x->obstacle->in[cls] >= loss ? x->obstacle->name :
				t->name, "the target hex", loss,
				x && x->hill && (m44_is_cliff(&s->m, h) || m44_is_bluff(&s->m, h)) ?
				"attacking up, §I-Cliffs L122, §I-Bluffs L137" : "terrain table, base game "
				"5.2, not in seed", m44_is(a, "supported_armor") && s->dist == 1 ?
				"; the infantry's reduction in close combat, §III-SuppArmor L408" : "");
	}
	/* battling out of a village (armor) or a ford */
	t = m44_terrain_of(&s->m, a->hex);
	out = t ? t->out[a->type->cls] : 0;
	if (out > 0) {
		size_t n = strlen(why);
		snprintf(why + n, size - n, "%sbattling out of %s: -%d (base game 5.2, not in seed)",
				n ? "; " : "", t->name, out);
		loss += out;
	}
	return loss;
}

/* The symbols that hit unit v, and the rest of its aim. */
static void aim_at(struct game_ctx *g, struct setup *s, const struct state *st,
		struct m44_unit *v, struct m44_aim *a)
{
	int card = s->mode == BARRAGE || s->mode == AIR;
	const struct m44_hexinfo *x = m44_hexinfo(&s->m, v->hex);

	a->figures = v->figures;
	a->hit[M44_GRENADE] = 1;
	if (m44_is(v, "destroyer")) {
		/* only a grenade hits a destroyer (L368); under a card that makes stars
		 * hit, stars too (ruling destroyer-card-stars, A-13) */
		a->destroyer = 1;
		a->stars = v->stars;
		a->sink = s->m.v.destroyer_sink_stars;
		if (card && !strcmp(game_rule(g, st, "destroyer-card-stars"), "yes"))
			a->hit[M44_STAR] = 1;
	} else {
		if (v->type->counts == M44_C_INFANTRY)
			a->hit[M44_INF] = 1;
		if (v->type->counts == M44_C_ARMOR)
			a->hit[M44_ARM] = 1;
		if (card)
			a->hit[M44_STAR] = 1;   /* L318; Air Power card, B-5 */
	}
	if (!strncmp(v->type->name, "supported_", 10)) {
		a->losses_before = v->type->figures - v->figures;
		a->third_at = s->m.v.supported_third_loss;
		a->third_extra = !strcmp(game_rule(g, st, "supported-third-loss"), "extra");
	}
	a->per_flag = s->m.v.retreat_per_flag;
	if (!card && s->ignore) {
		if (x && ((x->terrain->ignore_flag) || (x->obstacle && x->obstacle->ignore_flag)))
			a->ignorable = 1;
		if (a->destroyer) {
			if (!strcmp(game_rule(g, st, "destroyer-first-flag"), "per-attack") ||
					!(v->flags & M44_F_FIRST_FLAG))
				a->ignorable = 1;
		}
	}
	a->retreat_max = m44_retreat_reach(&s->m, v, 9, NULL, NULL, 0);
}

static int parse_targets(struct game_ctx *g, const struct state *st, struct setup *s,
		const char *val, struct err *e)
{
	char items[M44_MAX_TARGETS * 16];
	int n = order_split(val, items, 16, M44_MAX_TARGETS);

	if (n < 1)
		return err_set(e, EXIT_USAGE, "to=%s: one hex, or up to 4 for an air attack", val);
	for (int i = 0; i < n; i++) {
		struct m44_hex h;
		const char *it = items + i * 16;
		if (m44_hex_parse(it, &h) || !m44_hex_valid(&s->m, h))
			return err_set(e, EXIT_USAGE, "to=%s: '%s' is not a hex of the board (CCRR)",
					val, it);
		if ((s->tgt[i] = m44_unit_at(&s->m, h)) == NULL)
			return err_set(e, EXIT_REFUSED, "no unit to battle in %s (B-9)", it);
		if (m44_is(s->tgt[i], "landing_craft")) {
			if (!strcmp(game_rule(g, st, "lc-target"), "unknown"))
				return err_set(e, EXIT_UNKNOWN, "%s in %s is a landing craft: how it is "
						"battled is on the Landing Craft card (Troupes 15), not in the "
						"seed (ruling lc-target, A-5)", s->tgt[i]->id, it);
			return err_set(e, EXIT_REFUSED, "%s in %s is a landing craft: no rule of the "
					"seed lets a unit battle it (ruling lc-target, A-5)", s->tgt[i]->id, it);
		}
		if (s->tgt[i]->side == s->side)
			return err_set(e, EXIT_REFUSED, "%s in %s is not an enemy unit (B-9)",
					s->tgt[i]->id, it);
		for (int j = 0; j < i; j++)
			if (s->tgt[j] == s->tgt[i])
				return err_set(e, EXIT_USAGE, "to=%s: %s given twice", val, it);
		s->names[i] = s->tgt[i]->id;
	}
	s->shot.ntargets = n;
	return 0;
}

static int take_check(struct setup *s, struct m44_hex to, struct err *e);

static int setup(struct game_ctx *g, struct setup *s, const struct state *st,
		const struct order *o, struct err *e)
{
	const char *verb = o->spec->verb, *by = opt(o, "by", "unit"), *from = opt(o, "from", "");
	struct m44_card card;
	int have_card = g->card != NULL;
	char why[256] = "";

	memset(&s->shot, 0, sizeof s->shot);
	if (m44_map_load(&s->m, g, st, e))
		return e->code;
	if (have_card && m44_card_parse(g, g->card, &card, e))
		return e->code;
	s->side = s->m.active;
	s->ignore = strcmp(opt(o, "ignore", "yes"), "no") != 0;
	s->take = !strcmp(opt(o, "take", "no"), "yes");
	s->mode = !strcmp(verb, "fire") ? FIRE : !strcmp(verb, "assault") ? ASSAULT : GUN;
	if (s->mode == GUN && !strcmp(by, "barrage"))
		s->mode = BARRAGE;
	else if (s->mode == GUN && !strcmp(by, "air"))
		s->mode = AIR;
	else if (strcmp(by, "unit"))
		return err_set(e, EXIT_USAGE, "by=%s: unit, barrage or air", by);
	if (s->mode == BARRAGE || s->mode == AIR) {
		if (*from)
			return err_set(e, EXIT_USAGE, "bombard by=%s takes no from=", by);
		if (have_card && s->mode == BARRAGE && !card.recon1)
			return refuse(e, "§II-OffBoard L318", "the off-board barrage is a Recon 1 card "
					"played as a Barrage, not %s%s", card.name, "");
		if (have_card && s->mode == AIR && card.kind != 1)
			return refuse(e, "§II-AirSup L300", "an air attack is played with the Air Power "
					"card, not %s%s", card.name, "");
		if (s->mode == BARRAGE && !s->m.offboard[s->side])
			return refuse(e, "§II-OffBoard L316; scenario pages", "the %s have no off-board "
					"artillery in this scenario (set,offboard)%s", m44_side_name(s->side), "");
		snprintf(s->att_name, sizeof s->att_name, "%s %s", s->side == M44_ALLIES ?
				"Allied" : "Axis", s->mode == AIR ? "air attack" : "off-board barrage");
	} else {
		struct m44_hex h;
		if (*from == '\0')
			return err_set(e, EXIT_USAGE, "%s needs from=HEX, the battling unit's hex", verb);
		if (m44_hex_parse(from, &h) || !m44_hex_valid(&s->m, h))
			return err_set(e, EXIT_USAGE, "from=%s is not a hex of the board (CCRR)", from);
		if ((s->att = m44_unit_at(&s->m, h)) == NULL || m44_is(s->att, "landing_craft"))
			return err_set(e, EXIT_REFUSED, "no unit in %s to battle (B-9)", from);
		if (s->att->side != s->side)
			return err_set(e, EXIT_REFUSED, "%s is not the active side's (set,active is %s; "
					"B-7)", s->att->id, m44_side_name(s->side));
		snprintf(s->att_name, sizeof s->att_name, "%s", s->att->id);
		if (have_card && m44_card_allows(g, &s->m, &card, s->att, e))
			return e->code;
	}
	if (parse_targets(g, st, s, opt(o, "to", ""), e))
		return e->code;
	if (s->mode != AIR && s->shot.ntargets > 1)
		return err_set(e, EXIT_USAGE, "to=: one target hex (several only for bombard by=air)");
	if (s->att == NULL) {
		/* barrage: any one enemy unit, 4 dice (L318, A-14); air: a group of up to 4
		 * adjacent hexes, 2 dice per hex with air superiority, else 1 (L300) */
		int dice = s->mode == BARRAGE ? s->m.v.barrage_dice : s->m.air == s->side ?
			s->m.v.air_dice_superior : s->m.v.air_dice_other;
		if (s->mode == AIR && s->shot.ntargets > s->m.v.air_max_hexes)
			return err_set(e, EXIT_USAGE, "to=: an air attack targets at most %d hexes (B-5)",
					s->m.v.air_max_hexes);
		if (s->mode == BARRAGE && !strcmp(game_rule(g, st, "barrage-range"),
					"friendly-sight")) {
			int seen = 0;
			for (int i = 0; i < s->m.nunits && !seen; i++) {
				const struct m44_unit *f = &s->m.units[i];
				seen = f->onboard && f->side == s->side && (m44_adjacent(f->hex,
							s->tgt[0]->hex) || m44_los(&s->m, f->hex, s->tgt[0]->hex,
							NULL, 0));
			}
			if (!seen)
				return refuse(e, "§II-OffBoard L318; ruling barrage-range, A-14", "no "
						"friendly unit sees %s%s", s->tgt[0]->id, "");
		}
		for (int t = 0; t < s->shot.ntargets; t++) {
			int linked = s->shot.ntargets == 1;
			for (int u = 0; u < s->shot.ntargets; u++)
				linked |= u != t && m44_adjacent(s->tgt[t]->hex, s->tgt[u]->hex);
			if (!linked)
				return refuse(e, "B-5 Air Power (base game, not in seed)", "the air attack's "
						"hexes must form one group of adjacent hexes; %s touches none%s",
						s->tgt[t]->id, "");
			s->shot.aim[t].dice = dice;
			aim_at(g, s, st, s->tgt[t], &s->shot.aim[t]);
		}
		if (!log_quiet(g->log)) {
			if (s->mode == BARRAGE)
				log_step(g->log, "§II-OffBoard L318", "A Recon 1 played as an off-board "
						"barrage on %s: %d dice, terrain ignored; symbol, grenade and star "
						"hit; flags may not be ignored", s->tgt[0]->id, dice);
			else
				log_step(g->log, "§II-AirSup L300", "Air attack on %d hex%s: %d %s per hex "
						"(the %s %s air superiority); symbol, grenade and star hit, terrain "
						"ignored, flags may not be ignored (B-5)", s->shot.ntargets,
						s->shot.ntargets == 1 ? "" : "es", dice, dice == 1 ? "die" : "dice",
						m44_side_name(s->side), s->m.air == s->side ? "have" : "lack");
		}
		return 0;
	}
	/* a unit battles */
	struct m44_unit *a = s->att, *v = s->tgt[0];
	s->dist = m44_distance(a->hex, v->hex);
	if (eligible(g, s, st, e))
		return e->code;
	if (s->mode == ASSAULT && s->dist != 1)
		return refuse(e, "B-9 (base game, not in seed)", "a close assault is against an "
				"adjacent hex; %s is not next to %s", v->id, a->id);
	if (s->mode == FIRE && s->dist == 1)
		return refuse(e, "B-9 (base game, not in seed)", "%s is adjacent: that is a close "
				"assault (order assault)%s", v->id, "");
	if (s->mode == GUN && !a->has_token)
		return refuse(e, "§III-HeavyArty, §III-Destroyer", "bombard from=HEX is for heavy "
				"artillery and destroyers; %s fires with the order fire%s", a->id, "");
	if (s->dist > 1 && enemy_adjacent(&s->m, a))
		return refuse(e, "B-9 (base game, not in seed)", "%s is next to an enemy unit and "
				"must battle an adjacent one%s", a->id, "");
	if (s->dist > M44_MAX_RANGE || a->type->dice[s->dist] <= 0) {
		char n[16];
		snprintf(n, sizeof n, "%d", s->dist);
		return refuse(e, "units table; §III", "%s cannot battle at range %s", a->id, n);
	}
	if (s->dist > 1 && (a->type->los == 1 || (a->type->los == 2 &&
				!strcmp(game_rule(g, st, "artillery-los"), "needs")))) {
		char blk[64] = "the distance";
		if (!m44_los(&s->m, a->hex, v->hex, blk, sizeof blk))
			return refuse(e, "§6.2 (base game, not in seed); §I-Cliffs L123, §III-Flame L378",
					"%s has no line of sight to its target: %s blocks it", a->id, blk);
	}
	struct m44_aim *am = &s->shot.aim[0];
	int base = a->type->dice[s->dist], tok = 0, loss;
	if (a->has_token && token_on_hex(&s->m, v->hex))
		tok = 1;   /* L342, L364: any token helps every heavy artillery and destroyer */
	loss = terrain_loss(g, s, st, v->hex, why, sizeof why);
	am->dice = base + tok - loss;
	aim_at(g, s, st, v, am);
	if (a->has_token) {
		int free_token = !a->token_on || !strcmp(game_rule(g, st, "token-single"), "move");
		am->token_able = free_token && !token_on_hex(&s->m, v->hex);
		am->flag_blocks = !strcmp(game_rule(g, st, "token-hit"), "flag-blocks");
	}
	if (!log_quiet(g->log)) {
		char ah[8], vh[8];
		m44_hex_format(a->hex, ah);
		m44_hex_format(v->hex, vh);
		log_step(g->log, s->dist == 1 ? "B-9" : "B-9, §6.2", "%s (%s, %d figure%s) in %s %s "
				"%s (%s) in %s at range %d%s", a->id, a->type->name, a->figures,
				a->figures == 1 ? "" : "s", ah, s->dist == 1 ? "close-assaults" : "fires at",
				v->id, v->type->name, vh, s->dist, s->second ? ", its second battle "
				"(B-12; §III-SuppInf L389)" : "");
		log_step(g->log, a->has_token ? "§III-HeavyArty L338, §III-Destroyer L362" :
				"units table", "%s dice at range %d: %d", a->type->name, s->dist, base);
		if (tok)
			log_step(g->log, "§III-HeavyArty L342, §III-Destroyer L364", "%s carries a target "
					"token: +1 die", vh);
		if (why[0])
			log_step(g->log, "B-10", "Terrain: %s", why);
	}
	if (am->dice <= 0)
		return refuse(e, "B-9 (base game, not in seed)", "%s would roll no die against %s "
				"and cannot battle it", a->id, v->id);
	if (s->take && s->mode != ASSAULT)
		return err_set(e, EXIT_USAGE, "take=yes: only a close assault takes ground (B-12)");
	if (s->take && take_check(s, v->hex, e))
		return e->code;
	/* British Commonwealth battle back (B-16) */
	if (s->mode == ASSAULT && s->m.bcf[v->side] && (!strcmp(v->nation, "GB") ||
				!strcmp(v->nation, "CA") || !strcmp(v->nation, "UK"))) {
		s->shot.bcf_able = 1;
		s->shot.back.dice = s->m.v.bcf_back_dice;
		aim_at(g, s, st, a, &s->shot.back);
		s->shot.back.ignorable = 0;
	}
	return 0;
}

static void token_home(struct m44_map *m, struct m44_hex h, struct log *l)
{
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].has_token && m->units[i].token_on &&
				m44_hex_equal(m->units[i].token_hex, h)) {
			char hx[8];
			m->units[i].token_on = 0;
			m44_hex_format(h, hx);
			log_step(l, "§III-HeavyArty L344, §III-Destroyer L366", "The target token on %s "
					"returns to %s", hx, m->units[i].id);
		}
}

/* Apply one target's result; may stop for a retreat choice (returns -1). */
static int apply_one(struct game_ctx *g, struct setup *s, struct state *st,
		const struct order *o, struct m44_unit *v, const struct m44_aim *a,
		const struct m44_hitres *r, const char *arg, int by_side, int *pending,
		struct err *e)
{
	char vh[8];
	struct m44_hex old = v->hex;

	m44_hex_format(v->hex, vh);
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
		struct m44_hex dest[64];
		int nd = 0;
		const char *want = opt(o, arg, "");
		m44_retreat_reach(&s->m, v, r->retreat, dest, &nd, 64);
		int pick = -1;
		if (nd == 1)
			pick = 0;
		else if (want && *want) {
			struct m44_hex w;
			if (m44_hex_parse(want, &w) == 0)
				for (int i = 0; i < nd; i++)
					if (m44_hex_equal(dest[i], w))
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
				m44_hex_format(dest[i], hx);
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
			m44_hex_format(v->hex, nh);
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
				"%s", token_on_hex(&s->m, v->hex) ? "the hex already holds one (tokens are "
				"not cumulative, L342)" : "the gun's only token is already on the board");
	return 0;
}

/* May the attacker take ground in `to`? (B-12 and the seed's cliff, bluff, ocean
 * and estuary limits) Checked before the dice, so a refused take=yes rolls none. */
static int take_check(struct setup *s, struct m44_hex to, struct err *e)
{
	struct m44_unit *a = s->att;
	const struct m44_terrain *tf = m44_terrain_of(&s->m, a->hex), *tt = m44_terrain_of(&s->m, to);
	char th[8];
	int cliff_to = m44_is_cliff(&s->m, to), cliff_from = m44_is_cliff(&s->m, a->hex);

	m44_hex_format(to, th);
	if (!a->type->take_ground)
		return refuse(e, "B-12 (base game, not in seed)", "%s does not take ground%s",
				a->id, "");
	if ((cliff_to && !strcmp(tf->name, "littoral")) || (cliff_from && !strcmp(tt->name,
					"littoral")))
		return refuse(e, "§I-Cliffs L120", "%s may not take ground between a littoral hex "
				"and a cliff (%s)", a->id, th);
	if ((cliff_to && !strcmp(tf->name, "ocean")) || (cliff_from && !strcmp(tt->name, "ocean")))
		return refuse(e, "§I-Cliffs L120", "no unit may move between ocean and a cliff "
				"(%s)%s", th, "");
	if (a->type->cls != M44_CL_INFANTRY && ((m44_is_bluff(&s->m, to) && !strcmp(tf->name,
						"beach")) || (m44_is_bluff(&s->m, a->hex) && !strcmp(tt->name,
						"beach"))))
		return refuse(e, "§I-Bluffs L136", "armor and artillery may not move between a beach "
				"and a bluff (%s)%s", th, "");
	if (!strcmp(tf->name, "estuary") && !strcmp(tt->name, "bridge"))
		return refuse(e, "§I-Estuary L151", "no unit may move from an estuary onto a bridge "
				"(%s)%s", th, "");
	if (tt->impassable & (1 << a->type->cls))
		return refuse(e, "terrain table", "%s may not enter %s", a->id, tt->name);
	return 0;
}

static int take_ground(struct game_ctx *g, struct setup *s, struct m44_hex to, struct err *e)
{
	struct m44_unit *a = s->att;
	char th[8];

	if (take_check(s, to, e))
		return e->code;
	m44_hex_format(to, th);
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
	struct setup *s = calloc(1, sizeof *s);
	int rc, pending = 0;

	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = setup(g, s, st, o, e)) != 0)
		goto done;
	if ((rc = m44_shot_roll(&s->shot, c, &s->m, g->log, s->names, s->att_name, e)) != 0)
		goto done;
	struct m44_hex vacated[M44_MAX_TARGETS];
	int nvac = 0;
	for (int t = 0; t < s->shot.ntargets && !pending; t++) {
		struct m44_hex before = s->tgt[t]->hex;
		if ((rc = apply_one(g, s, st, o, s->tgt[t], &s->shot.aim[t], &s->shot.res[t],
						"retreat", s->side, &pending, e)) != 0)
			goto done;
		if (!s->tgt[t]->onboard || !m44_hex_equal(before, s->tgt[t]->hex))
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
			if (s->mode != ASSAULT || nvac == 0 || !s->att->onboard ||
					s->shot.back_res.retreat > 0)
				log_step(g->log, "B-12", "No ground to take: %s", s->mode != ASSAULT ?
						"only a close assault takes ground" : "the target hex is not empty");
			else if ((rc = take_ground(g, s, vacated[0], e)) != 0)
				goto done;
		}
		if (s->att->has_token && s->att->token_on && s->att->moved)
			s->att->token_on = 0;
	}
	if (s->mode == AIR && s->side == M44_ALLIES) {
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
	struct setup *s = calloc(1, sizeof *s);
	struct odds_states out = { 0 };
	int rc, overflow = 0;
	struct frac lost = { 0, 1 };

	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = setup(g, s, st, o, e)) != 0)
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
