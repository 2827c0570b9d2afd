/*
 * setup.c: reading a battle order (fire, assault, bombard) against the state:
 * who battles and may battle (B-9; the seed's reinforcement, landing-craft and
 * flag-move limits, L194-L235), the targets, the dice (units table by range,
 * target tokens L342, terrain B-10 with cliffs and bluffs L122/L137, the
 * flamethrower's and supported armor's close combat L377/L408), the symbols that
 * hit (B-2, L368, L318), the flags that may be ignored and how far each target
 * can retreat. The result is a `struct m44_shot` (battle.h) that fire.c rolls
 * once or enumerates.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "battle.h"
#include "i18n.h"
#include "kit.h"

/* An argument, or `dflt` when the order's verb has no such parameter. */
const char *m44_opt(const struct order *o, const char *key, const char *dflt)
{
	const char *v = order_get(o, key);
	return v ? v : dflt;
}

static int enemy_adjacent(struct m44_map *m, const struct m44_unit *u)
{
	struct grid_hex nb[6];

	grid_row_neighbours(u->hex, nb);
	for (int k = 0; k < 6; k++) {
		const struct m44_unit *v = m44_unit_at(m, nb[k]);
		if (v != NULL && v->side != u->side)
			return 1;
	}
	return 0;
}

int m44_token_on_hex(const struct m44_map *m, struct grid_hex h)
{
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].has_token && m->units[i].token_on &&
				grid_equal(m->units[i].token_hex, h))
			return 1;
	return 0;
}

/* Height of a hex for "from below" (§I-Cliffs L122, hills B-13). */
static int height(const struct m44_map *m, struct grid_hex h)
{
	const struct m44_hexinfo *x = m44_hexinfo(m, h);
	return x && x->hill ? x->height : 0;
}

/* May the attacker battle at all? (B-9, §II-Reinf L194-L209, L235) */
static int eligible(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		struct err *e)
{
	struct m44_unit *a = s->att;
	const struct m44_terrain *t = m44_terrain_of(&s->m, a->hex);

	if (a->flags & M44_F_FLAG_MOVE)
		return kit_refuse(e, "§II-Reinf L235", "%s was moved by a reinforcement flag and may "
				"not battle this turn", a->id);
	if (a->flags & M44_F_ON_LC)
		return kit_refuse(e, "§II-Reinf L209", "%s was placed on a landing craft this turn and "
				"may neither move nor battle", a->id);
	if ((a->flags & M44_F_LANDED) && !strcmp(game_rule(g, st, "landed-battle"), "no"))
		return kit_refuse(e, "§II-Reinf L203-L209; ruling landed-battle, A-4", "%s came ashore "
				"from a landing craft this turn and may not battle", a->id);
	if (a->flags & M44_F_DEPLOYED) {
		/* §II-Reinf L196: artillery may not battle the turn it is deployed,
		 * "unless it is mobile artillery" (then as infantry or armor, L194) */
		if (a->type->cls == M44_CL_ARTILLERY && !m44_is(a, "mobile_artillery"))
			return kit_refuse(e, "§II-Reinf L196", "%s is artillery deployed as a reinforcement "
					"this turn: it may not battle", a->id);
		if (enemy_adjacent(&s->m, a) && !(s->mode == M44_ASSAULT &&
					!strcmp(game_rule(g, st, "reinf-adjacent"), "close-only")))
			return kit_refuse(e, "§II-Reinf L194; ruling reinf-adjacent, A-6", "%s was deployed this turn next to "
					"an enemy unit and may not battle", a->id);
	}
	if ((a->flags & M44_F_ENTERED_STOP) && (a->flags & M44_F_DEPLOYED))
		return kit_refuse(e, "§II-Reinf L194-L196; terrain table, base game 5.2", "%s was deployed "
				"this turn on terrain on which a unit entering may not battle", a->id);
	if ((a->flags & M44_F_ENTERED_STOP) && (a->flags & M44_F_TOOK_GROUND))
		return kit_refuse(e, "B-12; base game 5.2 (not in seed)", "%s took ground in %s, "
				"on which a unit may not battle the turn it enters: no second battle",
				a->id, t ? t->name : _("that hex"));
	if (a->flags & M44_F_ENTERED_STOP)
		return kit_refuse(e, "base game 5.2 (not in seed)", "%s moved this turn into (or, "
				"armor, out of) terrain on which it may not battle", a->id);
	if (!m44_is(a, "destroyer") && t && !strcmp(t->name, "ocean"))
		return kit_refuse(e, "base game 5.2 (not in seed)", "%s is on an ocean hex and may not "
				"battle", a->id);
	{
		int mb = a->type->move_battle, mv, cb, fr;
		if (m44_is(a, "destroyer") && !strcmp(game_rule(g, st, "destroyer-move-fire"), "no"))
			mb = 0;
		/* Infantry Assault, Artillery Bombard, Behind Enemy Lines (B-5) */
		if (s->have_card && m44_card_moves(&s->card, a, &mv, &cb, &fr) == 0)
			mb = cb;
		if (a->moved > mb)
			return kit_refuse(e, "B-3, B-9 (base game, not in seed); §III", "%s moved %d "
					"hexes this turn, more than it may and still battle", a->id, a->moved);
	}
	if ((a->flags & M44_F_BATTLED) && s->have_card && s->card.effect == M44_E_ART_BOMBARD &&
			a->type->cls == M44_CL_ARTILLERY && !m44_is(a, "destroyer") && a->ordered &&
			!(a->flags & M44_F_AGAIN)) {
		s->second = 1;   /* "Units may move up to 3 hexes or battle twice" (B-5) */
		return 0;
	}
	if (a->flags & M44_F_BATTLED) {
		int again = a->type->again;
		if (m44_is(a, "supported_armor") &&
				!strcmp(game_rule(g, st, "supported-armor-overrun"), "no"))
			again = 0;   /* ruling supported-armor-overrun, A-34 */
		if (!(a->flags & M44_F_TOOK_GROUND) || again == 0 ||
				(a->flags & M44_F_AGAIN))
			return kit_refuse(e, "B-9, B-12 (base game, not in seed)", "%s has battled this "
					"turn", a->id);
		if (a->type->again == 2 && s->mode != M44_ASSAULT)
			return kit_refuse(e, "§III-SuppInf L389", "%s may battle again only in a second close "
					"assault", a->id);
		s->second = 1;
	}
	return 0;
}

/* Does the attacker ignore the target's terrain? The FLAK 88 (B-4), engineers in
 * close assault (B-4), a 1942 mortar that did not move (B-4 late war): the reason,
 * or NULL. */
static const char *ignores_terrain(const struct m44_setup *s)
{
	const struct m44_unit *a = s->att;

	if (a->type->special & M44_S_IGNORE_TERRAIN)
		return "its type ignores the target's terrain (B-4, BGA HeavyAntiTankGun.php)";
	if ((a->type->special & M44_S_CLOSE_NO_TERRAIN) && s->dist == 1)
		return "engineers ignore terrain in close assault (B-4, BGA CombatEngineer.php)";
	if (a->equip == M44_EQ_MORTAR && s->equip_on)
		return "a mortar that did not move ignores terrain protection (B-4 late war, BGA "
			"MortarLateWar.php)";
	return NULL;
}

/* Dice lost to the target hex h: its terrain, obstacle or hill, the larger
 * (B-10), cliffs and bluffs from below (§I-Cliffs L122, §I-Bluffs L137), the
 * flamethrower's cap (§III-Flame L377), supported armor's infantry column
 * (§III-SuppArmor L408); an owned obstacle protects only its side. */
static int target_loss(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		struct grid_hex h, char *why, size_t size)
{
	const struct m44_unit *a = s->att, *v = m44_unit_at(&s->m, h);
	const struct m44_hexinfo *x = m44_hexinfo(&s->m, h);
	const struct m44_terrain *t = m44_terrain_of(&s->m, h);
	int cls = a->type->cls, loss = 0, ob;

	/* supported armor in close combat reads the infantry's reduction (L408) */
	if (m44_is(a, "supported_armor") && s->dist == 1)
		cls = M44_CL_INFANTRY;
	if (t && strcmp(t->name, "hill") != 0)
		loss = t->in[cls];
	if (x && x->hill) {
		int below = height(&s->m, a->hex) < x->height;
		const struct m44_hexinfo *xa = m44_hexinfo(&s->m, a->hex);
		const struct m44_terrain *hill = m44_terrain_find(&s->m, "hill");
		if (!below && (m44_is_cliff(&s->m, h) || m44_is_bluff(&s->m, h)) &&
				!strcmp(game_rule(g, st, "cliff-below"), "other-group") &&
				!(xa && xa->hill == x->hill))
			below = 1;
		if (below && hill && hill->in[cls] > loss)
			loss = hill->in[cls];
	}
	ob = x && x->obstacle && v && m44_obstacle_protects(x, v->side);
	if (ob && x->obstacle->in[cls] > loss)
		loss = x->obstacle->in[cls];   /* not cumulative: the larger (B-10) */
	if (m44_is(a, "flamethrower") && s->dist == 1 && loss > 1) {
		snprintf(why, size, _("terrain -%d, limited to -1 in close combat (§III-Flame L377)"),
				loss);
		loss = 1;
	} else if (loss > 0) {
		snprintf(why, size, _("%s of the target hex: -%d (%s%s)"), x && x->hill ?
				(m44_is_cliff(&s->m, h) ? C_("terrain", "cliff") : m44_is_bluff(&s->m, h) ?
				C_("terrain", "bluff") : C_("terrain", "hill")) :
				ob && x->obstacle->in[cls] >= loss ? x->obstacle->name : t->name, loss,
				x && x->hill && (m44_is_cliff(&s->m, h) || m44_is_bluff(&s->m, h)) ?
				_("attacking up, §I-Cliffs L122, §I-Bluffs L137") : _("terrain table, base game "
				"5.2, not in seed"), m44_is(a, "supported_armor") && s->dist == 1 ?
				_("; the infantry's reduction in close combat, §III-SuppArmor L408") : "");
	}
	return loss;
}

/* Terrain dice lost by the attacker against target hex h (B-10): the target's
 * (unless the attacker ignores it), then battling out of a village (armor), a
 * ford, or a wire obstacle (infantry), the terrain's or the obstacle's, the
 * larger. */
static int terrain_loss(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		struct grid_hex h, char *why, size_t size)
{
	const struct m44_unit *a = s->att;
	const struct m44_hexinfo *xo = m44_hexinfo(&s->m, a->hex);
	const struct m44_terrain *t = m44_terrain_of(&s->m, a->hex);
	const char *free = ignores_terrain(s);
	int loss = 0, out;

	if (a->type->cls == M44_CL_NONE)
		return 0;
	if (free)
		snprintf(why, size, "%s", free);
	else
		loss = target_loss(g, s, st, h, why, size);
	out = t ? t->out[a->type->cls] : 0;
	if (xo && xo->obstacle && xo->obstacle->out[a->type->cls] > out) {
		t = xo->obstacle;
		out = t->out[a->type->cls];
	}
	if (out > 0) {
		size_t n = strlen(why);
		snprintf(why + n, size - n, "%sbattling out of %s: -%d (base game 5.2, not in seed)",
				n ? "; " : "", t->name, out);
		loss += out;
	}
	return loss;
}

/* Do stars hit v because of the attacker? The FLAK 88 against armor (B-4; BGA
 * HeavyAntiTankGun.php), a 1942 anti-tank weapon against armor and a machine gun
 * against infantry when it did not move (B-4 late war). */
static int unit_stars(const struct m44_setup *s, const struct m44_unit *v)
{
	const struct m44_unit *a = s->att;

	if (a == NULL || m44_is(v, "destroyer"))
		return 0;
	if ((a->type->special & M44_S_STARS_ARMOR) && v->type->counts == M44_C_ARMOR)
		return 1;
	if (s->equip_on && a->equip == M44_EQ_AT && v->type->counts == M44_C_ARMOR)
		return 1;
	return s->equip_on && a->equip == M44_EQ_MG && v->type->counts == M44_C_INFANTRY;
}

/* The symbols that hit unit v, and the rest of its aim. */
static void aim_at(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		struct m44_unit *v, struct m44_aim *a)
{
	int card = s->mode == M44_BARRAGE || s->mode == M44_AIR;
	const struct m44_hexinfo *x = m44_hexinfo(&s->m, v->hex);
	/* stars hit under Air Power and the seed's off-board barrage (L318); under the
	 * Barrage card only in its Breakthrough version (B-5) */
	int stars = s->mode == M44_AIR || (s->mode == M44_BARRAGE && (s->card.recon1 ||
				s->card.stars));

	a->figures = v->figures;
	a->hit[M44_GRENADE] = 1;
	if (m44_is(v, "destroyer")) {
		/* only a grenade hits a destroyer (L368); under a card that makes stars
		 * hit, stars too (ruling destroyer-card-stars, A-13) */
		a->destroyer = 1;
		a->stars = v->stars;
		a->sink = s->m.v.destroyer_sink_stars;
		if (stars && !strcmp(game_rule(g, st, "destroyer-card-stars"), "yes"))
			a->hit[M44_STAR] = 1;
	} else {
		if (v->type->counts == M44_C_INFANTRY)
			a->hit[M44_INF] = 1;
		if (v->type->counts == M44_C_ARMOR)
			a->hit[M44_ARM] = 1;
		if (stars || unit_stars(s, v))
			a->hit[M44_STAR] = 1;   /* L318; Air Power card, B-5; B-4 units */
		a->reroll = (v->type->special & M44_S_REROLL) != 0;   /* Tiger (B-4) */
	}
	if (!strncmp(v->type->name, "supported_", 10)) {
		a->losses_before = v->type->figures - v->figures;
		a->third_at = s->m.v.supported_third_loss;
		a->third_extra = !strcmp(game_rule(g, st, "supported-third-loss"), "extra");
	}
	a->per_flag = s->m.v.retreat_per_flag;
	/* Resistance may retreat 1 to 3 hexes per flag (B-4; BGA FrenchResistance.php) */
	a->per_flag_max = (v->type->special & M44_S_RETREAT_1_3) ? 3 * a->per_flag : a->per_flag;
	if (!card && s->ignore) {
		if (x && (x->terrain->ignore_flag || (x->obstacle && x->obstacle->ignore_flag &&
							m44_obstacle_protects(x, v->side))))
			a->ignorable = 1;
		if (a->destroyer) {
			if (!strcmp(game_rule(g, st, "destroyer-first-flag"), "per-attack") ||
					!(v->flags & M44_F_FIRST_FLAG))
				a->ignorable = 1;
		}
	}
	a->retreat_max = m44_retreat_reach(&s->m, v, 9, NULL, NULL, 0);
}

/* The target hexes (to=): each an enemy unit that may be battled. */
static int parse_targets(struct game_ctx *g, const struct state *st, struct m44_setup *s,
		const char *val, struct err *e)
{
	char items[M44_MAX_TARGETS * 16];
	int n = order_split(val, items, 16, M44_MAX_TARGETS);

	if (n < 1)
		return err_set(e, EXIT_USAGE, "to=%s: one hex, or up to 4 for an air attack", val);
	for (int i = 0; i < n; i++) {
		struct grid_hex h;
		const char *it = items + i * 16;
		if (grid_parse(it, &h) || !m44_hex_valid(&s->m, h))
			return err_set(e, EXIT_USAGE, "to=%s: '%s' is not a hex of the board (CCRR)",
					val, it);
		if ((s->tgt[i] = m44_unit_at(&s->m, h)) == NULL)
			return kit_refuse(e, "B-9", "no unit to battle in %s", it);
		if (m44_is(s->tgt[i], "landing_craft")) {
			if (!strcmp(game_rule(g, st, "lc-target"), "unknown"))
				return err_set(e, EXIT_UNKNOWN, "%s in %s is a landing craft: how it is "
						"battled is on the Landing Craft card (Troupes 15), not in the "
						"seed (ruling lc-target, A-5)", s->tgt[i]->id, it);
			return kit_refuse(e, "ruling lc-target, A-5", "%s in %s is a landing craft: no "
					"rule of the seed lets a unit battle it", s->tgt[i]->id, it);
		}
		if (s->tgt[i]->side == s->side)
			return kit_refuse(e, "B-9", "%s in %s is not an enemy unit", s->tgt[i]->id, it);
		for (int j = 0; j < i; j++)
			if (s->tgt[j] == s->tgt[i])
				return err_set(e, EXIT_USAGE, "to=%s: %s given twice", val, it);
		s->names[i] = s->tgt[i]->id;
		s->shot.unit[i] = (int)(s->tgt[i] - s->m.units);
	}
	s->shot.ntargets = n;
	return 0;
}

/* A barrage or an air attack needs its card, played this turn (--card or the
 * card recorded, set,card.SIDE): Air Power for an air attack (§II-AirSup L300;
 * B-5; issue 12), a Recon 1 for the off-board barrage (§II-OffBoard L316-L318) or
 * the Barrage card (B-5); each once. */
static int card_attack(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		struct err *e)
{
	char key[32];
	const char *used;

	if (m44_card_now(g, st, s->side, 1, &s->card, &s->have_card, e))
		return e->code;
	if (s->mode == M44_AIR && (!s->have_card || s->card.effect != M44_E_AIR))
		return kit_refuse(e, "§II-AirSup L300; B-5", "an air attack is the Air Power "
				"card: %s", s->have_card ? _("the card played is not Air Power") : _("play it "
				"(order play, or --card \"Air Power\")"));
	if (s->mode == M44_BARRAGE && (!s->have_card || (!s->card.recon1 &&
					s->card.effect != M44_E_BARRAGE)))
		return kit_refuse(e, "§II-OffBoard L318; B-5", "a barrage is the Barrage card, or "
				"a Recon 1 played as a barrage where the scenario gives off-board artillery: "
				"%s", s->have_card ? _("the card played is neither") : _("play one (order play, "
				"or --card)"));
	if (s->mode == M44_BARRAGE && s->card.recon1 && !s->m.offboard[s->side])
		return kit_refuse(e, "§II-OffBoard L316; scenario pages", "the %s have no "
				"off-board artillery in this scenario (set,offboard)",
				m44_side_name(s->side));
	snprintf(key, sizeof key, "used.%s", m44_side_name(s->side));
	used = state_get(st, key);
	if (used && *used)
		return kit_refuse(e, "B-5", "the %s have made this turn's %s already",
				m44_side_name(s->side), s->mode == M44_AIR ? _("air attack") : "barrage");
	return 0;
}

/* Who battles: an off-board barrage, a Barrage or an air attack, played with its
 * card, or the active side's unit in from= (B-9). */
static int setup_attacker(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		const struct order *o, struct err *e)
{
	const char *verb = o->spec->verb, *by = m44_opt(o, "by", "unit");
	const char *from = m44_opt(o, "from", "");
	struct grid_hex h;

	if (s->mode == M44_GUN && !strcmp(by, "barrage"))
		s->mode = M44_BARRAGE;
	else if (s->mode == M44_GUN && !strcmp(by, "air"))
		s->mode = M44_AIR;
	else if (strcmp(by, "unit"))
		return err_set(e, EXIT_USAGE, "by=%s: unit, barrage or air", by);
	if (s->mode == M44_BARRAGE || s->mode == M44_AIR) {
		if (*from)
			return err_set(e, EXIT_USAGE, "bombard by=%s takes no from=", by);
		if (card_attack(g, s, st, e))
			return e->code;
		int axis = s->side != M44_ALLIES;   /* whole names, each translated */
		snprintf(s->att_name, sizeof s->att_name, "%s", s->mode == M44_AIR ?
				(axis ? _("Axis air attack") : _("Allied air attack")) : s->card.recon1 ?
				(axis ? _("Axis off-board barrage") : _("Allied off-board barrage")) :
				(axis ? _("Axis Barrage") : _("Allied Barrage")));
		return 0;
	}
	if (*from == '\0')
		return err_set(e, EXIT_USAGE, "%s needs from=HEX, the battling unit's hex", verb);
	if (grid_parse(from, &h) || !m44_hex_valid(&s->m, h))
		return err_set(e, EXIT_USAGE, "from=%s is not a hex of the board (CCRR)", from);
	if ((s->att = m44_unit_at(&s->m, h)) == NULL || m44_is(s->att, "landing_craft"))
		return kit_refuse(e, "B-9", "no unit in %s to battle", from);
	if (s->att->side != s->side)
		return err_set(e, EXIT_REFUSED, "%s is not the active side's (set,active is %s; "
				"B-7)", s->att->id, m44_side_name(s->side));
	snprintf(s->att_name, sizeof s->att_name, "%s", s->att->id);
	return m44_card_now(g, st, s->side, m44_unit_board(&s->m, s->att), &s->card,
			&s->have_card, e);
}

/* Ruling barrage-range=friendly-sight: a friendly unit next to the
 * target or seeing it. */
static int friendly_sight(const struct m44_setup *s)
{
	for (int i = 0; i < s->m.nunits; i++) {
		const struct m44_unit *f = &s->m.units[i];
		if (f->onboard && f->side == s->side && (grid_row_adjacent(f->hex,
						s->tgt[0]->hex) || m44_los(&s->m, f->hex, s->tgt[0]->hex, NULL, 0)))
			return 1;
	}
	return 0;
}

/* Air Power's targets are "a group of 4 or fewer enemy units adjacent to each
 * other" (B-5, base game, not in seed; BGA AirPower.php): one group, every hex
 * reached from the first through adjacent target hexes. */
static int one_group(const struct m44_setup *s, struct err *e)
{
	int n = s->shot.ntargets, seen[M44_MAX_TARGETS] = { 1 }, grew = 1;

	while (grew) {
		grew = 0;
		for (int t = 0; t < n; t++)
			for (int u = 0; u < n && !seen[t]; u++)
				if (seen[u] && grid_row_adjacent(s->tgt[t]->hex, s->tgt[u]->hex))
					seen[t] = grew = 1;
	}
	for (int t = 1; t < n; t++)
		if (!seen[t]) {
			char a[8], b[8];
			grid_format(s->tgt[t]->hex, a);
			grid_format(s->tgt[0]->hex, b);
			return kit_refuse(e, "B-5 Air Power (base game, not in seed)", "the air "
					"attack's hexes must form one group of adjacent hexes: %s is not "
					"joined to %s", a, b);
		}
	return 0;
}

/* A barrage: any one enemy unit, 4 dice (L318, A-14); an air attack: a group
 * of up to 4 adjacent hexes, 2 dice per hex with air superiority, else 1
 * (L300). */
static int setup_card_battle(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		struct err *e)
{
	char dd[32];
	int dice = s->mode == M44_BARRAGE ? (s->card.recon1 ? s->m.v.barrage_dice :
			s->card.dice) : s->m.air == s->side ? s->m.v.air_dice_superior :
		s->m.v.air_dice_other;

	/* without the air superiority rule, the card's own dice (B-5: the standard
	 * card 2 per hex for the Allies, 1 for the Axis; Breakthrough 2) */
	if (s->mode == M44_AIR && s->m.air < 0)
		dice = s->card.air[s->side];
	if (dice <= 0)
		return err_set(e, EXIT_UNKNOWN, "%s: its dice are not in the cards table "
				"(column %s)", s->card.text, s->mode == M44_AIR ? "air" : "dice");
	if (s->mode == M44_AIR && s->shot.ntargets > s->m.v.air_max_hexes)
		return err_set(e, EXIT_USAGE, "to=: an air attack targets at most %d hexes (B-5)",
				s->m.v.air_max_hexes);
	if (s->mode == M44_BARRAGE && !strcmp(game_rule(g, st, "barrage-range"),
				"friendly-sight") && !friendly_sight(s))
		return kit_refuse(e, "§II-OffBoard L318; ruling barrage-range, A-14", "no "
				"friendly unit sees %s", s->tgt[0]->id);
	if (s->mode == M44_AIR && one_group(s, e))
		return e->code;
	for (int t = 0; t < s->shot.ntargets; t++) {
		s->shot.aim[t].dice = dice;
		aim_at(g, s, st, s->tgt[t], &s->shot.aim[t]);
	}
	if (s->mode == M44_BARRAGE && s->card.recon1)
		log_step(g->log, "§II-OffBoard L318", "A Recon 1 played as an off-board "
				"barrage on %s: %d dice, terrain ignored; symbol, grenade and star "
				"hit; flags may not be ignored", s->tgt[0]->id, dice);
	else if (s->mode == M44_BARRAGE)
		log_step(g->log, "B-5 Barrage", "Barrage (%s deck) on %s: %d dice, terrain "
				"ignored; symbol and grenade%s hit; flags may not be ignored",
				m44_deck_name(s->card.deck), s->tgt[0]->id, dice, s->card.stars ?
				_(" and star") : "");
	else if (s->m.air >= 0)
		log_stepn(g->log, "§II-AirSup L300", "Air attack on %d hex: %s per hex (the %s "
				"%s air superiority); symbol, grenade and star hit, terrain "
				"ignored, flags may not be ignored (B-5)",
				"Air attack on %d hexes: %s per hex (the %s %s air "
				"superiority); symbol, grenade and star hit, terrain ignored, "
				"flags may not be ignored (B-5)", s->shot.ntargets, s->shot.ntargets,
				kit_nsprintf(dd, sizeof dd, "%d die", "%d dice", dice, dice),
				m44_side_adj(s->side), s->m.air == s->side ? C_("air superiority", "have") :
				C_("air superiority", "lack"));
	else
		log_stepn(g->log, "B-5 Air Power", "Air attack (%s deck) on %d hex: %s per "
				"hex, as the card says (no air superiority rule: "
				"set,air_superiority none); symbol, grenade and star hit, terrain "
				"ignored, flags may not be ignored",
				"Air attack (%s deck) on %d hexes: %s per hex, as the card "
				"says (no air superiority rule: set,air_superiority none); "
				"symbol, grenade and star hit, terrain ignored, flags may not be "
				"ignored", s->shot.ntargets, m44_deck_name(s->card.deck),
				s->shot.ntargets,
				kit_nsprintf(dd, sizeof dd, "%d die", "%d dice", dice, dice));
	return 0;
}

/* The dice of the attacker at its range: the units table's, or a 1942 mortar's
 * 3-2-1-1 when it did not move (B-4 late war, BGA MortarLateWar.php). */
static int unit_dice(const struct m44_setup *s)
{
	static const int mortar[] = { 0, 3, 2, 1, 1 };

	if (s->att->equip == M44_EQ_MORTAR && s->equip_on)
		return s->dist < 5 ? mortar[s->dist] : 0;
	return s->att->type->dice[s->dist];
}

/* The 1942 equipment acts when the unit did not move this turn (B-4 late war;
 * seed L692 "si elle ne se deplace pas avant de combattre"), or always (ruling
 * equipment-choice=always). */
static void equipment(struct game_ctx *g, struct m44_setup *s, const struct state *st)
{
	static const char *const names[] = { "", "anti-tank weapon", "mortar", "machine gun" };
	const struct m44_unit *a = s->att;

	if (a->equip == M44_EQ_NONE)
		return;
	s->equip_on = !(a->flags & M44_F_MOVED) || !strcmp(game_rule(g, st,
				"equipment-choice"), "always");
	log_step(g->log, "B-4 (1942 equipment); §S-Sword L692, §S-AA L1048", "%s's %s %s",
			a->id, names[a->equip], s->equip_on ? (a->equip == M44_EQ_MORTAR ? _("acts: "
				"3-2-1-1, no line of sight, terrain ignored") : a->equip == M44_EQ_AT ?
				_("acts: stars hit armor") : _("acts: stars hit infantry")) : _("does not act: the "
			"unit moved, it moves and battles like any elite unit"));
}

/* May the unit battle this target at this range? (B-9; units table; §6.2) */
static int unit_reach(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		struct err *e)
{
	struct m44_unit *a = s->att, *v = s->tgt[0];
	char blk[64] = "the distance";

	if (s->mode == M44_ASSAULT && s->dist != 1)
		return kit_refuse(e, "B-9 (base game, not in seed)", "a close assault is against "
				"an adjacent hex; %s is not next to %s", v->id, a->id);
	if (s->mode == M44_FIRE && s->dist == 1)
		return kit_refuse(e, "B-9 (base game, not in seed)", "%s is adjacent: that is a "
				"close assault (order assault)", v->id);
	if (s->mode == M44_GUN && !a->has_token)
		return kit_refuse(e, "§III-HeavyArty, §III-Destroyer", "bombard from=HEX is for "
				"heavy artillery and destroyers; %s fires with the order fire", a->id);
	if (s->dist > 1 && enemy_adjacent(&s->m, a))
		return kit_refuse(e, "B-9 (base game, not in seed)", "%s is next to an enemy unit "
				"and must battle an adjacent one", a->id);
	if (s->dist > M44_MAX_RANGE || unit_dice(s) <= 0)
		return kit_refuse(e, "units table; §III", "%s cannot battle at range %d", a->id,
				s->dist);
	if (s->dist > 1 && !(a->equip == M44_EQ_MORTAR && s->equip_on) &&
			(a->type->los == 1 || (a->type->los == 2 &&
				!strcmp(game_rule(g, st, "artillery-los"), "needs"))) &&
			!m44_los(&s->m, a->hex, v->hex, blk, sizeof blk))
		return kit_refuse(e, "§6.2 (base game, not in seed); §I-Cliffs L123, §III-Flame "
				"L378", "%s has no line of sight to its target: %s blocks it", a->id, blk);
	return 0;
}

/* The log of a unit's battle: who, the dice by range, the token, terrain. */
static void log_unit_battle(struct game_ctx *g, const struct m44_setup *s, int base, int tok,
		const char *why)
{
	const struct m44_unit *a = s->att, *v = s->tgt[0];
	char ah[8], vh[8];

	grid_format(a->hex, ah);
	grid_format(v->hex, vh);
	log_stepn(g->log, s->dist == 1 ? "B-9" : _("B-9, §6.2"),
			"%s (%s, %d figure) in %s %s %s (%s) in %s at range %d%s",
			"%s (%s, %d figures) in %s %s %s (%s) in %s at range %d%s", a->figures,
			a->id, a->type->name, a->figures, ah,
			s->dist == 1 ? "close-assaults" : _("fires at"), v->id, v->type->name, vh,
			s->dist, !s->second ? "" : s->have_card &&
			s->card.effect == M44_E_ART_BOMBARD && !(a->flags & M44_F_TOOK_GROUND) ?
			_(", its second battle (B-5 Artillery Bombard: battle twice)") :
			_(", its second battle (B-12; §III-SuppInf L389)"));
	if (a->equip == M44_EQ_MORTAR && s->equip_on)
		log_step(g->log, "B-4 (1942 mortar; BGA MortarLateWar.php)", "mortar dice at "
				"range %d: %d", s->dist, base);
	else
		log_step(g->log, a->has_token ? "§III-HeavyArty L338, §III-Destroyer L362" :
				_("units table"), "%s dice at range %d: %d", a->type->name, s->dist, base);
	if (tok)
		log_step(g->log, "§III-HeavyArty L342, §III-Destroyer L364", "%s carries a target "
				"token: +1 die", vh);
	if (why[0])
		log_step(g->log, "B-10", "Terrain: %s", why);
}

/* A unit battles: its dice (units table by range, a target token, terrain),
 * what hits, a gun's token, take ground, the BCF battle back (B-16). */
static int setup_unit_battle(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		struct err *e)
{
	struct m44_unit *a = s->att, *v = s->tgt[0];
	struct m44_aim *am = &s->shot.aim[0];
	char why[256] = "";
	const char *bwhy = "";
	int base, tok, bonus = 0;

	s->dist = grid_row_distance(a->hex, v->hex);
	if (m44_type_known(g, a->type, e) || m44_type_known(g, v->type, e))
		return e->code;
	equipment(g, s, st);
	if (m44_card_act(g, st, &s->m, a, M44_ACT_BATTLE, s->dist, e) ||
			eligible(g, s, st, e) || unit_reach(g, s, st, e))
		return e->code;
	base = unit_dice(s);
	/* L342, L364: any token helps every heavy artillery and destroyer */
	tok = a->has_token && m44_token_on_hex(&s->m, v->hex);
	if (s->have_card)
		bonus = m44_card_bonus(&s->card, a, s->dist, s->second, &bwhy);
	am->dice = base + tok + bonus - terrain_loss(g, s, st, v->hex, why, sizeof why);
	aim_at(g, s, st, v, am);
	if (a->has_token) {
		int free_token = !a->token_on || !strcmp(game_rule(g, st, "token-single"), "move");
		am->token_able = free_token && !m44_token_on_hex(&s->m, v->hex);
		am->flag_blocks = !strcmp(game_rule(g, st, "token-hit"), "flag-blocks");
	}
	log_unit_battle(g, s, base, tok, why);
	if (bonus)
		log_step(g->log, "B-5; cards table", "%s: +%d die", bwhy, bonus);
	if (am->dice <= 0)
		return kit_refuse(e, "B-9 (base game, not in seed)", "%s would roll no die against "
				"%s and cannot battle it", a->id, v->id);
	if (s->take && s->mode != M44_ASSAULT)
		return err_set(e, EXIT_USAGE, "take=yes: only a close assault takes ground (B-12)");
	if (s->take && m44_take_check(s, v->hex, e))
		return e->code;
	if (s->mode == M44_ASSAULT && s->m.bcf[v->side] && (!strcmp(v->nation, "GB") ||
				!strcmp(v->nation, "CA") || !strcmp(v->nation, "UK"))) {
		s->shot.bcf_able = 1;
		s->shot.back.dice = s->m.v.bcf_back_dice;
		aim_at(g, s, st, a, &s->shot.back);
		s->shot.back.ignorable = 0;
	}
	return 0;
}

/* Ambush (B-5, base game, not in seed; BGA Ambush.php, AmbushTrait.php): played
 * by the defender when a close assault is declared on its unit, before the
 * attacker rolls; the defender's unit battles the attacker first, with its own
 * dice at range 1 and the terrain of the attacker's hex. The card must be in the
 * defender's hand when the state holds one. */
static int setup_ambush(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		struct err *e)
{
	struct m44_unit *a = s->att, *v = s->tgt[0];
	struct m44_setup *sw;
	char why[256] = "";
	int held, dice;

	if (s->mode != M44_ASSAULT)
		return err_set(e, EXIT_USAGE, "ambush=yes: an Ambush answers a close assault");
	held = m44_cards_holds(g, st, v->side, m44_board_of(&s->m, v->hex), "Ambush", e);
	if (held < -1)
		return e->code;
	if (held == 0)
		return kit_refuse(e, "B-5 Ambush", "the %s hand holds no Ambush",
				m44_side_name(v->side));
	if ((sw = malloc(sizeof *sw)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	*sw = *s;   /* the same battle, the defender's way round */
	sw->att = v;
	sw->side = v->side;
	sw->have_card = 0;
	dice = v->type->dice[1] - terrain_loss(g, sw, st, a->hex, why, sizeof why);
	free(sw);
	log_stepn(g->log, "B-5 Ambush",
			"The %s play Ambush: %s battles %s first, %d die at range 1%s%s%s",
			"The %s play Ambush: %s battles %s first, %d dice at range 1%s%s%s", dice,
			m44_side_name(v->side), v->id, a->id, dice > 0 ? dice : 0, *why ? " (" : "",
			why, *why ? ")" : "");
	if (dice <= 0)
		return kit_refuse(e, "B-5 Ambush; B-9", "%s would roll no die against %s: no Ambush",
				v->id, a->id);
	s->shot.ambush = 1;
	s->shot.amb.dice = dice;
	aim_at(g, s, st, a, &s->shot.amb);
	s->shot.bcf_able = 0;   /* no BCF battle back in an ambushed assault (B-16) */
	return 0;
}

int m44_battle_setup(struct game_ctx *g, struct m44_setup *s, const struct state *st,
		const struct order *o, enum m44_mode mode, struct err *e)
{
	memset(&s->shot, 0, sizeof s->shot);
	if (m44_map_load(&s->m, g, st, e))
		return e->code;
	s->mode = mode;
	s->side = s->m.active;
	s->ignore = strcmp(m44_opt(o, "ignore", "yes"), "no") != 0;
	s->take = !strcmp(m44_opt(o, "take", "no"), "yes");
	if (setup_attacker(g, s, st, o, e) || parse_targets(g, st, s, m44_opt(o, "to", ""), e))
		return e->code;
	if (s->mode != M44_AIR && s->shot.ntargets > 1)
		return err_set(e, EXIT_USAGE, "to=: one target hex (several only for bombard by=air)");
	if (s->att == NULL)
		return setup_card_battle(g, s, st, e);
	if (setup_unit_battle(g, s, st, e))
		return e->code;
	return strcmp(m44_opt(o, "ambush", "no"), "yes") ? 0 : setup_ambush(g, s, st, e);
}

/* May the attacker take ground in `to`? (B-12 and the seed's cliff, bluff, ocean
 * and estuary limits) Checked before the dice, so a refused take=yes rolls none. */
int m44_take_check(struct m44_setup *s, struct grid_hex to, struct err *e)
{
	struct m44_unit *a = s->att;
	const struct m44_terrain *tf = m44_terrain_of(&s->m, a->hex), *tt = m44_terrain_of(&s->m, to);
	char th[8];
	int cliff_to = m44_is_cliff(&s->m, to), cliff_from = m44_is_cliff(&s->m, a->hex);

	grid_format(to, th);
	if (!a->type->take_ground)
		return kit_refuse(e, "B-12 (base game, not in seed)", "%s does not take ground",
				a->id);
	if (a->equip != M44_EQ_NONE)
		return kit_refuse(e, "B-4 (1942 equipment; BGA AntiTankLateWar.php)", "%s carries "
				"1942 equipment and does not take ground", a->id);
	if ((cliff_to && !strcmp(tf->name, "littoral")) || (cliff_from && !strcmp(tt->name,
					"littoral")))
		return kit_refuse(e, "§I-Cliffs L120", "%s may not take ground between a littoral hex "
				"and a cliff (%s)", a->id, th);
	if ((cliff_to && !strcmp(tf->name, "ocean")) || (cliff_from && !strcmp(tt->name, "ocean")))
		return kit_refuse(e, "§I-Cliffs L120", "no unit may move between ocean and a cliff "
				"(%s)", th);
	if (a->type->cls != M44_CL_INFANTRY && ((m44_is_bluff(&s->m, to) && !strcmp(tf->name,
						"beach")) || (m44_is_bluff(&s->m, a->hex) && !strcmp(tt->name,
						"beach"))))
		return kit_refuse(e, "§I-Bluffs L136", "armor and artillery may not move between a beach "
				"and a bluff (%s)", th);
	if (!strcmp(tf->name, "estuary") && !strcmp(tt->name, "bridge"))
		return kit_refuse(e, "§I-Estuary L151", "no unit may move from an estuary onto a bridge "
				"(%s)", th);
	if (tt->impassable & (1 << a->type->cls))
		return kit_refuse(e, "terrain table", "%s may not enter %s", a->id, tt->name);
	return 0;
}

