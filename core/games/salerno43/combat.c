/*
 * combat.c: one round of a Salerno 1943 close combat (§9.6), from the rotation
 * that may open it to the decision that closes it:
 *
 *   rotation and late joiners   §9.7, §12.2-§12.4, §15.2-§15.21 (rounds 2 and 3)
 *   attack strength             §9.3-§9.34, §7.31, §15.43-§15.44, support §9.5
 *   defence strength            §9.4-§9.47, §7.32, §9.84, markers §9.41-§9.43
 *   odds                        §9.61-§9.63
 *   dice                        §9.65-§9.652
 *   losses                      §9.64, §9.66, §9.68, §19.23, §19.41, RMF §11.2-§11.4
 *   what next                   §9.67, §9.85
 *
 * The same code runs for `resolve` (seeded or supplied dice, a log) and for
 * `odds` (every branch, no log); it never knows which. Every choice a player
 * has comes from the order (struct cb_setup) or stops the combat with
 * cb->pending set, so that the CLI can record a pending decision.
 */
#include <stdio.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"

#define LOG(s, rule, ...) log_step((s)->log, rule, __VA_ARGS__)

/* The 1-based column of a unit field, for a message (0 when absent). */
static int unit_col(const struct cb_setup *s, const char *col)
{
	return state_col(state_kind(s->st, "unit"), col) + 1;
}

static int out_of_supply(const struct s43_unit *u)
{
	return (u->flags & S43_F_OUT_OF_SUPPLY) != 0;
}

static int is_armoured(int target)
{
	return target == S43_ARMOR || target == S43_OPEN || target == S43_MECH ||
		target == S43_MIXED;
}

static int is_soft(int target)
{
	return target == S43_SOFT || target == S43_MECH || target == S43_MIXED;
}

/* Limbered guns (§15.43, §15.44): 0 = not limbered; 1 = red MA tow-only (attack
 * and support 0, defence 1); 2 = AA or British 25-pdr (half attack, rounded up,
 * defence 1); 3 = limbered, but the rules give no values (yellow MA, not AA). */
static int limbered_case(const struct cb_setup *s, const struct s43_unit *u)
{
	if (!(u->flags & S43_F_LIMBERED))
		return 0;
	/* §15.44 "les autres unités anti-aériennes": AA guns not of §15.43's kind
	 * (default, A31), or every AA gun, red MA too (ruling limbered-aa=all-aa) */
	if (s->limbered_all_aa && u->weapon == S43_W_AA)
		return 2;
	if (u->kind == S43_K_TOW_ONLY && u->ma_color == S43_MA_RED)
		return 1;
	if (u->weapon == S43_W_AA || (u->flags & S43_F_25PDR))
		return 2;
	return 3;
}

static int no_limbered_values(const struct cb_setup *s, const struct s43_unit *u,
		struct err *e)
{
	return err_set(e, EXIT_UNKNOWN,
			"unit %s is limbered, but §15.43-§15.44 give values only for red-MA "
			"tow-only guns, AA guns and the British 25-pdr: the rulebook does not "
			"say what a limbered %s-MA unit attacks and defends with; unlimber it "
			"or record its values as a house rule", u->id,
			u->ma_color == S43_MA_YELLOW ? "yellow" : "normal");
}

/* A unit's attack values against armoured and unarmoured targets, after supply
 * and limbering (§7.31, §15.43, §15.44). */
static int attack_values(const struct cb_setup *s, const struct s43_unit *u, int steps,
		int *armor, int *soft, struct err *e)
{
	*armor = s43_value(u, u->att_armor, steps);
	*soft = s43_value(u, u->att_soft, steps);
	if (*armor < 0 || *soft < 0)
		return kit_bad_at(e, s->st, u->line, unit_col(s, "r_att_armor"), "unit %s is "
				"reduced but its reduced attack values (columns r_att_armor, r_att_soft) "
				"are not given", u->id);
	switch (limbered_case(s, u)) {
	case 1:
		*armor = *soft = 0;
		break;
	case 2:
		*armor = (*armor + 1) / 2;
		*soft = (*soft + 1) / 2;
		break;
	case 3:
		return no_limbered_values(s, u, e);
	}
	/* §7.31: an unsupplied unit attacks with 1, and 0 against armour. The text
	 * sets the value; it never raises one printed lower. */
	if (out_of_supply(u)) {
		*soft = *soft < 1 ? *soft : 1;
		*armor = 0;
	}
	return 0;
}

static int defence_value(const struct cb_setup *s, const struct s43_unit *u, int steps,
		int *def, struct err *e)
{
	*def = s43_value(u, u->def, steps);
	if (*def < 0)
		return kit_bad_at(e, s->st, u->line, unit_col(s, "r_def"), "unit %s is reduced "
				"but its reduced defence (column r_def) is not given", u->id);
	switch (limbered_case(s, u)) {
	case 1:
	case 2:
		*def = 1;   /* §15.43, §15.44 */
		return 0;
	case 3:
		return no_limbered_values(s, u, e);
	}
	if (out_of_supply(u))
		*def = (*def + 1) / 2;   /* §7.32: halved, rounded up */
	return 0;
}

/* The support a supporter gives its side in this round, 0 if none (§9.5). */
static int support_now(const struct cb_setup *s, struct cb_state *cb, int i,
		struct chance *c, struct err *e, int *value)
{
	const struct cb_unit *cu = &s->unit[i];
	const struct s43_unit *u = cu->u;
	int attacking = cb->attacker == cu->side;
	int x = s43_value(u, u->sup_x, u->steps), y = s43_value(u, u->sup_y, u->steps);

	*value = 0;
	if (x < 0)
		return kit_bad_at(e, s->st, u->line, unit_col(s, u->steps < u->max_steps ?
				"r_support" : "support"), "unit %s supports but has no support value on "
				"its %s face", u->id, u->steps < u->max_steps ? "reduced" : "full");
	/* supporters take no combat losses (§9.66 c), so their face never changes */
	if (limbered_case(s, u) == 1)
		x = y = 0;
	else if (limbered_case(s, u) == 2)
		x = (x + 1) / 2, y = (y + 1) / 2;
	else if (limbered_case(s, u) == 3)
		return no_limbered_values(s, u, e);
	if (cu->single) {
		if (cb->round == cu->round)
			*value = x;
		return 0;
	}
	switch (cu->mode) {
	case CB_HEAVY:   /* §9.512: its one value, all three rounds */
		*value = x;
		break;
	case CB_INDIRECT:
	case CB_ADJACENT:
		if (attacking && cb->round == 1) {
			/* §12.7: the 5th RHA's M7s roll a die; on a 1 they give Y */
			if ((u->flags & S43_F_RHA5_M7) && !cb->rha_rolled[i]) {
				struct chance_roll r;
				char dice[48];
				if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &r, e,
						"5th RHA M7 %s support (§12.7)", u->id))
					return e->code;
				cb->rha_rolled[i] = 1;
				cb->rha_low[i] = r.value == 1;
				LOG(s, "§12.7", "%s rolls %s for the 5th RHA M7 %s: %s",
						s43_side_m(cu->side), kit_roll(&r, dice, sizeof dice), u->id,
						r.value == 1 ? _("it gives its defence value") : _("full support"));
			}
			*value = cb->rha_low[i] ? y : x;   /* §9.523: X in round 1 only */
		} else if (attacking) {
			*value = y;                        /* §9.523: Y in rounds 2 and 3 */
		} else if (cu->mode == CB_INDIRECT || cb->round > 1 || s->adjacent_all) {
			/* §9.524: Y in all three rounds, "en excluant le cas de 9.522": from
			 * an adjacent ZOC the defender has Y in rounds 2-3 only (§9.523) */
			*value = y;
		}
		break;
	case CB_DIRECT:   /* §9.534: the attack value, in its round only */
		if (cb->round == cu->round)
			*value = x;
		break;
	}
	return 0;
}

/* The support a side receives this round (§9.5): none unless one of its units
 * fighting directly is supplied. `role` is "attack" or "defence", for the log. */
static int side_support(const struct cb_setup *s, struct cb_state *cb, struct chance *c,
		int side, const char *role, int *total, struct err *e)
{
	int supplied = 0, any = 0;

	*total = 0;
	for (int i = 0; i < s->nunit; i++) {
		supplied |= s->unit[i].side == side && cb->fight[i] == 1 && cb->steps[i] > 0 &&
			!out_of_supply(s->unit[i].u);
		any |= s->unit[i].side == side && s->unit[i].mode != CB_IN_STACK;
	}
	if (!any)
		return 0;
	if (!supplied) {
		LOG(s, "§9.5", "No %s unit fighting is supplied: no support", s43_side_f(side));
		return 0;
	}
	for (int i = 0; i < s->nunit; i++) {
		int v;
		if (s->unit[i].side != side || s->unit[i].mode == CB_IN_STACK)
			continue;
		if (support_now(s, cb, i, c, e, &v))
			return e->code;
		if (v > 0) {
			LOG(s, "§9.5", "%s supports the %s with %d", s->unit[i].u->id, role, v);
			cb->gave[i] = cb->round;
		}
		*total += v;
	}
	return 0;
}

static int divround(int twice, int mode)
{
	/* twice = 2 * value; A3: down (default), up, or to nearest (half up) */
	if (mode == 1 || mode == 2)
		return (twice + 1) / 2;
	return twice / 2;
}

struct strength {
	int attack, defence;
	int armour_only;        /* all defenders armoured (§9.32, §9.62) */
	int anti_armour;        /* the attacker's total against armour (§9.62) */
};

static int attack_strength(const struct cb_setup *s, struct cb_state *cb,
		struct chance *c, struct strength *st, struct err *e)
{
	int att = cb->attacker, def = !att;
	int any_soft = 0, any_armour = 0, only_soft_or_open = 1, how = 0;
	int sum_armor = 0, sum_soft = 0, twice_half = 0, sum_how_soft = 0;
	int support = 0;

	for (int i = 0; i < s->nunit; i++) {
		const struct s43_unit *u = s->unit[i].u;
		if (s->unit[i].side != def || !cb->fight[i] || !cb->steps[i])
			continue;
		any_soft |= is_soft(u->target);
		any_armour |= is_armoured(u->target);
		if (u->target == S43_ARMOR || u->target == S43_MIXED)
			only_soft_or_open = 0;
	}
	for (int i = 0; i < s->nunit; i++) {
		const struct s43_unit *u = s->unit[i].u;
		int in = s->unit[i].mode == CB_IN_STACK ? cb->fight[i] == 1 && cb->steps[i]
			: s->how_support;   /* ruling how-in-support */
		if (s->unit[i].side == att && in &&
		    (u->weapon == S43_W_HOW || u->weapon == S43_W_MTR || u->weapon == S43_W_RCL))
			how = 1;
	}
	const char *mode_why;
	int mode;   /* 0 soft, 1 armour, 2 half of each */
	if (any_armour && !any_soft)
		mode = 1, mode_why = _("all defenders are armoured: attack vs armoured (§9.32)");
	else if (!any_armour)
		mode = 0, mode_why = _("all defenders are unarmoured: attack vs unarmoured (§9.31)");
	else
		mode = 2, mode_why = _("armoured and unarmoured defenders: half of each attack "
			"value, rounded on the total (§9.33)");
	if (mode != 0 && only_soft_or_open && how) {
		if (s->how_whole)
			mode = 0, mode_why = _("defenders only unarmoured or open-top and the attacker "
				"has HOW, MTR or RCL: the whole attack is vs unarmoured (§9.34)");
		else
			mode_why = _("defenders only unarmoured or open-top: the attacker's HOW, MTR "
				"and RCL attack vs unarmoured (§9.34, ruling how-exception=own)");
	}
	for (int i = 0; i < s->nunit; i++) {
		const struct s43_unit *u = s->unit[i].u;
		int a, sf;
		if (s->unit[i].side != att || cb->fight[i] != 1 || !cb->steps[i])
			continue;
		if (attack_values(s, u, cb->steps[i], &a, &sf, e))
			return e->code;
		sum_armor += a;
		sum_soft += sf;
		int own_soft = !s->how_whole && mode != 0 && only_soft_or_open &&
			(u->weapon == S43_W_HOW || u->weapon == S43_W_MTR || u->weapon == S43_W_RCL);
		if (own_soft)
			sum_how_soft += sf;
		else
			twice_half += mode == 0 ? 2 * sf : mode == 1 ? 2 * a : a + sf;
	}
	int direct = divround(twice_half, s->mixed_round) + sum_how_soft;
	LOG(s, "§9.3", "%s attacks, round %d: %s; direct attack %d", s43_side_m(att), cb->round,
			mode_why, direct);
	if (side_support(s, cb, c, att, C_("support role", "attack"), &support, e))
		return e->code;
	st->attack = direct + support;
	LOG(s, "§9.3", "%s attack %d = units %d + support %d", s43_side_f(att), st->attack, direct,
			support);
	/* §9.62 looks at an attack made against armour: not one that §9.34 turned
	 * into an attack against unarmoured units */
	st->armour_only = mode == 1;
	st->anti_armour = sum_armor + support;
	return 0;
}

/* Terrain bonus of the defending side this round (§9.41-§9.47, ruling A6). */
static int terrain_bonus(const struct cb_setup *s, const struct cb_state *cb)
{
	int def = !cb->attacker, best = -1, total = 0, assault = 0, all_opp = 1, natt = 0;
	/* A12: after a §9.67 a swap the markers are read on the roles of this round
	 * (default), or on the combat's first roles (ruling swap-markers=original:
	 * §9.42's "de tout le combat" then holds whoever defends) */
	int mdef = s->swap_original ? !s->active : def, matt = !mdef;

	int ndef = 0, any_opp = 0;
	for (int i = 0; i < s->nunit; i++) {
		const struct s43_unit *u = s->unit[i].u;
		if (!cb->fight[i] || !cb->steps[i])
			continue;
		if (s->unit[i].side == mdef) {
			ndef++;
			assault += (u->flags & S43_F_ASSAULT) != 0;
		}
		if (s->unit[i].side == matt) {
			natt++;
			if (!(u->flags & S43_F_OPP_FIRE))
				all_opp = 0;
			else
				any_opp = 1;
		}
	}
	/* rulings assault-marker (§9.41: "le défenseur est marqué") and
	 * opp-fire-marker (§9.42: "les unités en attaque sont marquées") */
	assault = s->assault_all ? assault == ndef && ndef > 0 : assault > 0;
	all_opp = s->opp_fire_any ? any_opp : natt > 0 && all_opp;
	if (assault && all_opp && mdef != def) {   /* cannot happen in round 1 */
		LOG(s, "§9.42, ruling swap-markers", "The first defender was marked assault and "
				"the first attackers opportunity fire: no terrain effect in this "
				"combat, roles swapped or not");
		return 0;
	}
	if (assault && all_opp) {
		LOG(s, "§9.42", "Defender marked assault and attackers marked opportunity fire: "
				"no terrain effect in this combat");
		return 0;
	}
	if (assault && cb->round == 1) {
		LOG(s, "§9.41", "Defender marked assault: no terrain effect in round 1");
		return 0;
	}
	for (int h = 0; h < s->nhex[def]; h++) {
		int used = 0;
		for (int i = 0; i < s->nunit; i++)
			if (s->unit[i].side == def && s->unit[i].hexi == h && cb->fight[i] &&
			    cb->steps[i])
				used = 1;
		if (!used)
			continue;
		int bonus = s->terrain[def][h];
		const char *why = s->terrain_why[def][h];
		/* a Fortified marker removed under a CP takes its +5 with it (§19.41) */
		if (cb->fortified[def][h] == 0 && s43_hex_find(s->map, s->hex[def][h])->position)
			bonus = s->bare[def][h], why = s->bare_why[def][h];
		char hx[5];
		grid_format(s->hex[def][h], hx);
		LOG(s, "terrain effects table", "Terrain of %s (%s): +%d", hx, why, bonus);
		if (s->terrain_multi == 2)
			total += bonus;
		else if (best < 0 || (s->terrain_multi == 0 ? bonus > best : bonus < best))
			best = bonus;
	}
	return s->terrain_multi == 2 ? total : best < 0 ? 0 : best;
}

static int defence_strength(const struct cb_setup *s, struct cb_state *cb,
		struct chance *c, struct strength *st, struct err *e)
{
	int def = !cb->attacker, sum = 0, support = 0;

	for (int i = 0; i < s->nunit; i++) {
		int d;
		if (s->unit[i].side != def || cb->fight[i] != 1 || !cb->steps[i])
			continue;
		if (defence_value(s, s->unit[i].u, cb->steps[i], &d, e))
			return e->code;
		sum += d;
	}
	if (side_support(s, cb, c, def, C_("support role", "defence"), &support, e))
		return e->code;
	int terrain = terrain_bonus(s, cb);
	int cliff = cb->attacker == s->active ? s->plus4 : 0;
	char with_cliff[32] = "";
	if (cliff) {
		LOG(s, "§9.84", "Commandos or rangers attack from below a precipice: +%d", cliff);
		snprintf(with_cliff, sizeof with_cliff, " + precipice %d", cliff);
	}
	st->defence = sum + support + terrain + cliff;
	LOG(s, "§9.4", "%s defence %d = units %d + support %d + terrain %d%s", s43_side_f(def),
			st->defence, sum, support, terrain, with_cliff);
	return 0;
}

/* §9.61: rounded for the defender to a column of the table. Returns the column
 * index (0 = 7:1 ... 10 = 1:5), or 11 for 8:1 and more (§9.63); *below is set
 * for odds under 1:5 (A11). */
static int odds_column(int a, int d, int *below)
{
	*below = 0;
	if (d <= 0 || a >= 8 * d)
		return 11;
	if (a >= d)
		return 7 - a / d;             /* k:1 -> index 7-k */
	int n = a > 0 ? (d + a - 1) / a : 6;   /* 1:n, n rounded up */
	*below = n > 5;
	return n > 5 ? 10 : 5 + n;        /* 1:2 -> 7 ... 1:5 -> 10 */
}

/* Steps lost on one roll, or an exit status through e. */
static int read_table(const struct cb_setup *s, int roll, int col, int total,
		int *lost, struct err *e)
{
	if (total > 12) {
		LOG(s, "ruling roll-above-12", "A modified total of %d is read %s", total,
				s->above12_none ? _("as no loss") : _("as 12, the lowest-loss band"));
		if (s->above12_none) {
			*lost = 0;
			return 0;
		}
		total = 12;
	}
	if (total < 2) {   /* river-plus=defender-minus: a 2 less 1 (A8) */
		LOG(s, "ruling river-plus", "A modified total of %d is read as 2, the "
				"highest-loss band", total);
		total = 2;
	}
	int v = s->loss[roll][col][total];
	if (v == -2) {
		const struct table *t = s->crt;
		for (int r = 1; r < t->nrows; r++)
			if (strcmp(table_cell(t, r, 0), roll ? "defender" : "attacker") == 0 &&
			    strcmp(table_cell(t, r, 1), s->odds_name[col]) == 0)
				for (int k = 2; k < t->ncols; k++)
					if (strcmp(table_cell(t, r, k), "?") == 0) {
						const char *out;
						return table_need(t, r, k, "§9.65", &out, e);
					}
	}
	if (v < 0)
		return err_set(e, EXIT_DATA, "%s: row %s %s does not cover the total %d",
				s->crt->source, roll ? "defender" : "attacker", s->odds_name[col], total);
	*lost = v;
	return 0;
}

/* The river cases (§9.651, §9.652) for the units fighting now, side `def`
 * defending: *both when every fighting defender stands in a river hex with no
 * attacking hex adjacent on its own bank, *four when every fighting attacker
 * does. Decided again each round: a rotation or an emptied hex changes who
 * fights. */
void s43_cb_rivers(const struct cb_setup *s, const struct cb_state *cb, int def, int *both,
		int *four)
{
	int nd = 0, na = 0;

	*both = *four = 1;
	for (int i = 0; i < s->nunit; i++) {
		if (cb->fight[i] != 1 || cb->steps[i] == 0 || s->unit[i].hexi < 0)
			continue;
		if (s->unit[i].side == def)
			nd++, *both &= s->river_ok[i];
		else
			na++, *four &= s->river_ok[i];
	}
	*both = *both && nd > 0;
	*four = *four && na > 0;
}

void s43_cb_rivers_setup(struct cb_setup *s)
{
	for (int i = 0; i < s->nunit; i++) {
		const struct s43_unit *u = s->unit[i].u;
		const struct s43_hex *x = s43_hex_find(s->map, u->hex);
		int hostile = !s->unit[i].side, ok = x != NULL && x->river;
		for (int h = 0; h < s->nhex[hostile] && ok; h++)
			if (grid_adjacent(u->hex, s->hex[hostile][h]) &&
			    s43_bank_of(x, s->hex[hostile][h]) == u->bank)
				ok = 0;
		s->river_ok[i] = (uint8_t)ok;
	}
}

/* One player's roll on one odds column: 2d6, +1 in the §9.651 case, four dice
 * keeping the two lowest in the §9.652 case. */
static int roll_on(const struct cb_setup *s, const struct cb_state *cb, int roller,
		int col, int *lost, struct chance *c, struct err *e)
{
	int atk = roller == cb->attacker, both, four;

	s43_cb_rivers(s, cb, !cb->attacker, &both, &four);
	four = four && !atk;
	/* §9.651 (A8): +1 to both rolls as written (default), or to the attacker's
	 * only (river-plus=attacker), or -1 to the defender's (defender-minus) */
	int plus = !both ? 0 : s->river_plus == 0 ? 1 : s->river_plus == 1 ? atk : atk ? 0 : -1;
	struct chance_roll r;
	int result[11];
	struct cb_rolls *m = s->rolls;
	unsigned char *kept = m->result[!atk][col][plus + 1];

	/* The steps each total gives on this column: the odds take one branch per
	 * result instead of one per total (chance_roll_grouped), a total the table
	 * does not give (-1, '?') being a branch of its own, read below as it is. */
	if (!m->have[!atk][col][plus + 1]) {
		for (int v = 2; v <= 12; v++) {
			int t = v + plus, k;
			t = t > 12 ? (s->above12_none ? -1 : 12) : t < 2 ? 2 : t;
			k = t < 0 ? 0 : s->loss[atk ? 0 : 1][col][t];
			kept[v - 2] = (unsigned char)(k >= 0 ? k : 100 + v);
		}
		m->have[!atk][col][plus + 1] = 1;
	}
	for (int v = 0; v < 11; v++)
		result[v] = kept[v];
	if (chance_roll_grouped(c, four ? 4 : 2, 6, four ? CHANCE_SUM_LOWEST : CHANCE_SUM, 2,
			result, 11, &r, e, "%s %s roll, round %d (§9.65)", s43_side_title(roller),
			atk ? "attacker's" : "defender's", cb->round))
		return e->code;
	int total = r.value + plus;
	if (read_table(s, atk ? 0 : 1, col, total, lost, e))
		return e->code;
	if (!log_quiet(s->log)) {
		char mod[48] = "", dice[64], *eq;
		/* "4d6 = 1+5+2+6 = 3": the value is the two lowest's (§9.652) */
		kit_roll(&r, dice, sizeof dice);
		if (four && (eq = strrchr(dice, '=')) != NULL && eq > dice + 1)
			snprintf(eq - 1, sizeof dice - (size_t)(eq - 1 - dice), ", keeps the two "
					"lowest = %d", r.value);
		if (plus)
			snprintf(mod, sizeof mod, ", %+d for the river = %d", plus, total);
		log_stepn(s->log, four ? _("combat table, §9.652") : plus ? _("combat table, §9.651") :
				_("combat table"), "%s rolls %s%s on %s: the %s loses %d step",
				"%s rolls %s%s on %s: the %s loses %d steps", *lost,
				s43_side_m(roller), dice, mod, s->odds_name[col],
				atk ? _("defender") : _("attacker"), *lost);
	}
	return 0;
}

static int eligible(const struct cb_setup *s, const struct cb_state *cb, int i, int side)
{
	return s->unit[i].side == side && cb->fight[i] && cb->steps[i] > 0;
}

/* The type of unit (1 silhouette, 0 NATO symbol) that takes the next step of
 * `side` in rounds 1 and 2, named by the opponent (§9.64 a, b, c): the order's
 * list (*_type=), or the only type among the units that fought; -1 for no
 * limit (round 3, §9.68; every step left goes anyway; or loss=top and the
 * odds: the topmost unit, whatever its type), -2 to wait for the opponent, -3
 * refused (e set). `left` is the number of steps still to take. */
static int loss_type(const struct cb_setup *s, struct cb_state *cb, int side, int left,
		struct err *e)
{
	int have[2] = { 0, 0 }, t, total = 0;

	if (cb->round >= 3)
		return -1;
	for (int i = 0; i < s->nunit; i++)
		if (eligible(s, cb, i, side))
			have[s->unit[i].u->silhouette] = 1, total += cb->steps[i];
	if (left >= total)
		return -1;   /* every step that fought goes: nothing to name */
	if (cb->ntype[side] < s->ntype_list[side]) {
		t = s->type_list[side][cb->ntype[side]++];
		if (!have[t]) {
			kit_refuse(e, "§9.64 c; digest A36", "%s_type: %s names the type %s, but no "
					"%s unit of that type fought and has a step left",
					s43_side_name(side), s43_side_m(!side), t ? "silhouette" : "nato",
					s43_side_f(side));
			return -3;
		}
		LOG(s, "§9.64", "%s names the type of the %s unit that loses a step: %s",
				s43_side_m(!side), s43_side_f(side), t ? "silhouette" : _("NATO symbol"));
		return t;
	}
	if (!have[0] || !have[1])
		return -1;   /* one type only: no choice */
	if (s->loss_top || s->odds)
		return -1;
	return -2;
}

/* Which unit takes the next step of `side`: the order's list, a forced choice,
 * loss=top, or -2 to wait for the players (§9.64, §9.68). */
static int next_casualty(const struct cb_setup *s, struct cb_state *cb, int side,
		int left, struct err *e)
{
	int n = 0, last = -1, total = 0, type = loss_type(s, cb, side, left, e);

	if (type == -3)
		return -3;
	if (type == -2) {
		cb->pending = side == S43_ALLIED ? CB_WAIT_TYPE_ALLIED : CB_WAIT_TYPE_AXIS;
		cb->decider = (uint8_t)!side;
		LOG(s, "§9.64", "%s must take a step: %s names the type (NATO symbol or "
				"silhouette) first", s43_side_m(side), s43_side_m(!side));
		return -4;
	}
	for (int i = 0; i < s->nunit; i++)
		if (eligible(s, cb, i, side) && (type < 0 || s->unit[i].u->silhouette == type))
			n++, last = i, total += cb->steps[i];
	if (n == 0)
		return -1;
	if (cb->nloss[side] < s->nloss_list[side]) {
		int i = s->loss_list[side][cb->nloss[side]++];
		if (!eligible(s, cb, i, side)) {
			kit_refuse(e, "§9.66 c", "%s_loss: %s did not fight directly or has no "
					"step left: only units that fought directly take losses",
					s43_side_name(side), s->unit[i].u->id);
			return -3;
		}
		if (type >= 0 && s->unit[i].u->silhouette != type) {
			kit_refuse(e, "§9.64 c", "%s_loss: %s is not of the type named (%s)",
					s43_side_name(side), s->unit[i].u->id, type ? "silhouette" :
					_("NATO symbol"));
			return -3;
		}
		return i;
	}
	if (n == 1 || left >= total)
		return last;   /* no choice: one unit, or every step goes */
	if (s->loss_top || s->odds) {
		int best = -1;
		for (int i = 0; i < s->nunit; i++)
			if (eligible(s, cb, i, side) && (type < 0 || s->unit[i].u->silhouette == type) &&
			    (best < 0 || cb->order[i] < cb->order[best] ||
			    (cb->order[i] == cb->order[best] && s->unit[i].hexi < s->unit[best].hexi)))
				best = i;
		return best;
	}
	return -2;
}

static int hex_empty(const struct cb_setup *s, const struct cb_state *cb, int side, int h)
{
	const struct s43_map *m = s->map;

	for (int i = 0; i < s->nunit; i++)
		if (s->unit[i].side == side && s->unit[i].hexi == h && cb->steps[i] > 0)
			return 0;
	/* units of the hex that are not in this combat keep it occupied */
	for (int k = 0; k < m->nunits; k++) {
		const struct s43_unit *u = &m->units[k];
		int in = 0;
		if (!u->onmap || u->side != side || !grid_equal(u->hex, s->hex[side][h]))
			continue;
		for (int i = 0; i < s->nunit; i++)
			if (s->unit[i].u == u && s->unit[i].hexi == h)
				in = 1;
		if (!in)
			return 0;
	}
	return 1;
}

/* Apply `n` steps to `side` (§9.64, §9.66, §19.23, §19.41). Returns 0, 1 if the
 * combat must wait for a choice, or an exit status. */
/* A hex of `side` with a Fortified marker over units that fight, where the
 * marker takes the step before any unit does (§19.23; fortified=use), or -1.
 * *cps is set when only CP platoons fight there (§19.41: the marker goes). */
static int fortified_hex(const struct cb_setup *s, const struct cb_state *cb, int side,
		int *cps, const char **cp_id)
{
	if (!s->fortified_use)
		return -1;
	for (int h = 0; h < s->nhex[side]; h++) {
		int fighters = 0, cp = 0;
		if (cb->fortified[side][h] != 2)
			continue;
		for (int i = 0; i < s->nunit; i++)
			if (eligible(s, cb, i, side) && s->unit[i].hexi == h) {
				fighters++;
				if (s->unit[i].u->kind == S43_K_CP)
					cp++, *cp_id = s->unit[i].u->id;
			}
		if (fighters) {
			*cps = cp == fighters;
			return h;
		}
	}
	return -1;
}

static int take_losses(const struct cb_setup *s, struct cb_state *cb, int side, int n,
		struct err *e)
{
	for (int k = 0; k < n; k++) {
		const char *cp_id = "";
		int cps, fh = fortified_hex(s, cb, side, &cps, &cp_id);
		char hx[5] = "";
		if (fh >= 0 && !(cps && s->cp_both)) {
			/* the marker takes the step before any unit is chosen */
			grid_format(s->hex[side][fh], hx);
			cb->fortified[side][fh] = cps ? 0 : 1;
			if (cps)
				LOG(s, "§19.41, E11", "%s takes its first loss: the Fortified marker in "
						"%s is removed instead of a step", cp_id, hx);
			else
				LOG(s, "§19.23", "The Fortified marker in %s turns to its IP side and "
						"absorbs the step", hx);
			continue;
		}
		int i = next_casualty(s, cb, side, n - k, e);
		if (i == -3)
			return e->code;
		if (i == -4)
			return 1;   /* the opponent names the type first (§9.64) */
		if (i == -2) {
			cb->pending = side == S43_ALLIED ? CB_WAIT_LOSS_ALLIED : CB_WAIT_LOSS_AXIS;
			LOG(s, cb->round < 3 ? "§9.64" : "§9.68", cb->round < 3
					? _("%s must take a step: %s names the type (NATO or silhouette) and "
					  "%s picks the unit")
					: _("%s must take a step and picks the unit%s%s"),
					s43_side_m(side), cb->round < 3 ? s43_side_m(!side) : "",
					cb->round < 3 ? s43_side_m(side) : "");
			return 1;
		}
		if (i < 0) {
			log_stepn(s->log, "§9.66 c", "%s has no step left among the units that fought: "
					"%d step not applied", "%s has no step left among the units that "
					"fought: %d steps not applied", (unsigned long)(n - k),
					s43_side_m(side), n - k);
			return 0;
		}
		const struct s43_unit *u = s->unit[i].u;
		int h = s->unit[i].hexi;
		if (!log_quiet(s->log))   /* for the log only: odds run quiet */
			grid_format(s->hex[side][h], hx);
		if (cb->fortified[side][h] == 2 && u->kind == S43_K_CP) {
			/* §19.41 even when the marker is kept (fortified=keep): a CP's first
			 * loss removes it; with cp-fortified=both the CP loses the step too */
			cb->fortified[side][h] = 0;
			LOG(s, "§19.41, E11", "%s takes its first loss: the Fortified marker in %s "
					"is removed%s", u->id, hx, s->cp_both ? _(" and the CP loses a step too")
					: _(" instead of a step"));
			if (!s->cp_both)
				continue;
		}
		cb->steps[i]--;
		cb->lost[side]++;
		LOG(s, "§9.64", "%s loses a step: %s", u->id,
				cb->steps[i] ? _("flipped to its reduced side") : _("eliminated"));
	}
	return 0;
}

/* The side still has a unit in the stacks of this combat: it fights on, with
 * its top units, next round (§9.6, §9.22). */
static int stands(const struct cb_setup *s, const struct cb_state *cb, int side)
{
	for (int i = 0; i < s->nunit; i++)
		if (s->unit[i].side == side && s->unit[i].mode == CB_IN_STACK && cb->steps[i])
			return 1;
	return 0;
}

/* §9.21 limits: with C companies, P platoons <= C + 3 * (2 - C). */
/* Who fights from hex h of `side`, chosen again from the top of its stack, no
 * skipping (§9.21-§9.22): a unit that supports this combat, or a tow-only gun
 * already on its back, cannot fight and stops the selection. */
static void select_fighters(const struct cb_setup *s, struct cb_state *cb, int side, int h)
{
	int comp = 0, plat = 0, stop = 0;

	for (int pos = 1; pos <= CB_MAX; pos++)
		for (int i = 0; i < s->nunit; i++) {
			const struct cb_unit *cu = &s->unit[i];
			if (cu->side != side || cu->hexi != h || cb->order[i] != pos)
				continue;
			int was = cb->fight[i];
			cb->fight[i] = 0;
			if (!cb->steps[i] || stop)
				continue;
			int p = cu->u->platoon;
			if (cu->mode != CB_IN_STACK || !s43_fits(comp + !p, plat + p)) {
				stop = 1;
				continue;
			}
			comp += !p, plat += p;
			/* a gun that failed to join stays on its back (§15.22) */
			cb->fight[i] = was == 2 ? 2 : 1;
		}
}

/* Before rounds 2 and 3 (§9.7): the rotations the order names send units that
 * fought to the bottom of their stack (§9.72); then each hex whose stack changed
 * (a rotation, or a fighter eliminated: each round is "un combat particulier",
 * §9.6) fights again with its top units. After a rotation, SP guns and tow-only
 * guns that join roll to take part (§12.2-§12.4, §15.2-§15.21). */
static int next_fighters(const struct cb_setup *s, struct cb_state *cb, struct chance *c,
		struct err *e)
{
	int r = cb->round - 1, changed[2][CB_HEX] = { { 0 } }, rotated[2][CB_HEX] = { { 0 } };

	/* the order names its rotations before the dice (§9.71); what the round
	 * left of them is known only now: a unit eliminated, or one that did not
	 * fight, has nothing to send down, and after a swap of roles (§9.67 a)
	 * the former attacker's units stay under rotation-by=attacker. Each is
	 * skipped and logged: the order is not refused after its dice. */
	for (int k = 0; k < s->nrotate[r]; k++) {
		int i = s->rotate[r][k], bottom = 0;
		const struct cb_unit *cu = &s->unit[i];
		if (!cb->steps[i]) {
			LOG(s, "§9.72", "%s was eliminated in round %d: there is nothing to send "
					"down the stack", cu->u->id, r);
			continue;
		}
		if (cu->mode != CB_IN_STACK || !cb->fight[i]) {
			LOG(s, "§9.72", "%s did not fight in round %d: it stays in its place "
					"(rotate%d= sends down only units that fought)", cu->u->id, r, r);
			continue;
		}
		if (s->rotation_attacker && cu->side != cb->attacker) {
			LOG(s, "§9.71, ruling rotation-by=attacker", "%s is no longer the "
					"attacker's (the roles swapped): only the attacker rotates, it "
					"stays in its place", cu->u->id);
			continue;
		}
		for (int j = 0; j < s->nunit; j++)
			if (s->unit[j].side == cu->side && s->unit[j].hexi == cu->hexi &&
			    cb->order[j] > bottom)
				bottom = cb->order[j];
		for (int j = 0; j < s->nunit; j++)
			if (s->unit[j].side == cu->side && s->unit[j].hexi == cu->hexi &&
			    cb->order[j] > cb->order[i])
				cb->order[j]--;
		cb->order[i] = (uint8_t)bottom;
		rotated[cu->side][cu->hexi] = changed[cu->side][cu->hexi] = 1;
		LOG(s, "§9.72", "%s goes down to the bottom of its stack", cu->u->id);
	}
	for (int i = 0; i < s->nunit; i++)
		if (s->unit[i].hexi >= 0 && cb->fight[i] && !cb->steps[i])
			changed[s->unit[i].side][s->unit[i].hexi] = 1;
	for (int side = 0; side < 2; side++)
		for (int h = 0; h < s->nhex[side]; h++) {
			uint8_t was[CB_MAX];
			if (!changed[side][h])
				continue;
			memcpy(was, cb->fight, sizeof was);
			select_fighters(s, cb, side, h);
			for (int i = 0; i < s->nunit; i++) {
				const struct s43_unit *u = s->unit[i].u;
				int need = 0;
				if (!cb->fight[i] || was[i] || s->unit[i].side != side ||
				    s->unit[i].hexi != h)
					continue;
				cb->fought[i] = 1;
				if (!rotated[side][h]) {
					LOG(s, "§9.22", "%s now fights from the top of its stack", u->id);
					continue;
				}
				if (u->kind == S43_K_SP || (u->kind == S43_K_SP_AA && s->sp_aa_roll)) {
					/* §12.2-§12.3: flipped if its side attacks this round */
					if (cb->attacker == side)
						need = 4;
				} else if (u->kind == S43_K_TOW_ONLY) {
					need = u->ma_color == S43_MA_RED ? 6 : u->ma_color == S43_MA_YELLOW ? 5 : 4;
					cb->flipped[i] = 1;   /* §15.2: stays flipped (§15.22) */
				}
				if (need == 0) {
					int armour = u->kind == S43_K_TANK || u->kind == S43_K_ARMORED_CAR ||
						u->kind == S43_K_SP_AA || u->kind == S43_K_SP;
					LOG(s, armour ? "§27.1" : "§9.7", "%s joins the combat after the "
							"rotation", u->id);
					continue;
				}
				struct chance_roll rl;
				char dice[48];
				if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &rl, e,
						"%s joins after rotation (%s)", u->id,
						u->kind == S43_K_TOW_ONLY ? "§15.21" : "§12.4"))
					return e->code;
				if (rl.value < need)
					cb->fight[i] = 2;   /* counts, absorbs losses, adds nothing */
				LOG(s, u->kind == S43_K_TOW_ONLY ? "§15.21" : "§12.4",
						"%s rolls %s for %s (needs %d+): %s", s43_side_m(side),
						kit_roll(&rl, dice, sizeof dice),
						u->id, need, rl.value >= need ? _("it fights")
						: _("it stays on its back; it counts and may take losses"));
			}
		}
	return 0;
}

static int decide_continue(const struct cb_setup *s, struct cb_state *cb, int decider,
		int swap)
{
	int go;

	if (cb->ncont < s->ncont)
		go = s->cont[cb->ncont++];
	else if (s->policy == 1 || s->policy == 2)
		go = s->policy == 1;
	else {
		cb->pending = CB_WAIT_CONTINUE;
		cb->decider = (uint8_t)decider;
		LOG(s, "§9.67", "%s decides: continue%s, or stop", s43_side_m(decider),
				swap ? _(" with the roles swapped") : "");
		return -1;
	}
	if (go)   /* two sentences, each translated whole */
		LOG(s, "§9.67", "%s continues the combat%s", s43_side_m(decider),
				swap ? _(", roles swapped") : "");
	else
		LOG(s, "§9.67", "%s stops the combat", s43_side_m(decider));
	return go;
}

/* Before the dice: who fights this round (§9.7 from round 2), and whether
 * each side still has a unit that can (§9.22). 1 when the combat ends. */
static int round_fighters(const struct cb_setup *s, struct cb_state *cb, struct chance *c,
		struct err *e)
{
	LOG(s, "§9.6", "Round %d: %s attacks", cb->round, s43_side_m(cb->attacker));
	if (cb->round > 1 && next_fighters(s, cb, c, e))
		return e->code;
	for (int side = 0; side < 2; side++) {
		int any = 0;
		for (int i = 0; i < s->nunit; i++)
			any |= eligible(s, cb, i, side);
		if (!any) {
			cb->end = CB_END_NO_FIGHTER;
			LOG(s, "§9.22", "%s has no unit that can fight at the top of its stacks: the "
					"combat ends", s43_side_m(side));
			return 1;
		}
	}
	return 0;
}

/* §9.63 b: at 8:1 or more split into two attacks, each rolled by both sides. */
static int round_split(const struct cb_setup *s, struct cb_state *cb, const struct strength *st,
		int k, int *lost_att, int *lost_def, struct chance *c, struct err *e)
{
	int att = cb->attacker;

	if (s->split[0] + s->split[1] > k)
		return kit_refuse(e, "§9.63 b", "over8=%d+%d: the two attacks add up to more "
				"than the %d:1 available", s->split[0], s->split[1], k);
	LOG(s, "§9.63 b", "Odds %d vs %d = %d:1, split into %d:1 and %d:1", st->attack,
			st->defence, k, s->split[0], s->split[1]);
	for (int a = 0; a < 2; a++) {
		int l1, l2;
		if (roll_on(s, cb, att, 7 - s->split[a], &l1, c, e) ||
		    roll_on(s, cb, !att, 7 - s->split[a], &l2, c, e))
			return e->code;
		*lost_def += l1;
		*lost_att += l2;
	}
	return 0;
}

/* The odds and the dice of the round (§9.61-§9.65): the losses each side's
 * table result inflicts. 1 when the round waits for the §9.63 choice. */
static int round_dice(const struct cb_setup *s, struct cb_state *cb, int *lost_att,
		int *lost_def, struct chance *c, struct err *e)
{
	int att = cb->attacker, def = !att, col, below, no_def_damage = 0, no_att_damage = 0;
	struct strength st = { 0 };

	if (attack_strength(s, cb, c, &st, e) || defence_strength(s, cb, c, &st, e))
		return e->code;
	col = odds_column(st.attack, st.defence, &below);
	if (st.armour_only && st.anti_armour == 0) {
		col = 10;
		no_def_damage = 1;
		LOG(s, "§9.62", "All defenders armoured and no anti-tank capability: 1:5, and "
				"the defender cannot be damaged");
	} else if (col == 11) {
		int k = st.defence > 0 ? st.attack / st.defence : 99;
		if (s->over8 == 0) {
			cb->pending = CB_WAIT_OVER8;
			cb->ratio = (uint8_t)(k < 99 ? k : 99);
			LOG(s, "§9.63", "Odds %d vs %d are %d:1 or more: %s chooses 7:1 (no damage to "
					"the attacker) or two attacks of 3:1 or more", st.attack, st.defence,
					k, s43_side_m(att));
			return 1;
		}
		if (s->over8 != 1)
			return round_split(s, cb, &st, k, lost_att, lost_def, c, e);
		col = 0;
		no_att_damage = 1;
		LOG(s, "§9.63 a", "Odds %d vs %d = %d:1: the attacker takes the 7:1 column and "
				"cannot be damaged", st.attack, st.defence, k);
	}
	if (below && !no_def_damage) {
		if (s->below_refuse && cb->round == 1)
			return kit_refuse(e, "A11", "odds %d vs %d are below 1:5, and the ruling "
					"below-1-5=refuse forbids the attack", st.attack, st.defence);
		LOG(s, "ruling below-1-5", "Odds below 1:5 are resolved on 1:5 (the table has "
				"no lower column)");
	}
	if (!no_att_damage || col != 0)
		LOG(s, "§9.61", "Odds %d vs %d = %s, rounded for the defender", st.attack,
				st.defence, s->odds_name[col]);
	if (cb->round == 1) {   /* the headline of the odds (assault.c) */
		cb->col1 = (uint8_t)(col + 1);
		cb->strength1[0] = (uint16_t)(st.attack < 65535 ? st.attack : 65535);
		cb->strength1[1] = (uint16_t)(st.defence < 65535 ? st.defence : 65535);
	}
	if ((!no_def_damage && roll_on(s, cb, att, col, lost_def, c, e)) ||
	    (!no_att_damage && roll_on(s, cb, def, col, lost_att, c, e)))
		return e->code;
	return 0;
}

/* After the losses: RMF markers where a hex was emptied (§11.2-§11.4), and
 * the ends of the combat (§9.6, §9.68). 1 when it is over. */
static int round_end(const struct cb_setup *s, struct cb_state *cb)
{
	char hx[5];
	int rmf = 0;

	for (int side = 0; side < 2; side++)
		for (int h = 0; h < s->nhex[side]; h++)
			if (!cb->rmf[side][h] && hex_empty(s, cb, side, h)) {
				cb->rmf[side][h] = cb->round;
				LOG(s, cb->round == 1 ? "§11.2" : cb->round == 2 ? "§11.3" : "§11.4",
						"%s is emptied: an RMF = %s marker is placed there",
						s43_hex_name(s->hex[side][h], hx), cb->round == 1 ? "1/2" :
						cb->round == 2 ? "1/3" : "0");
			}
	if (!stands(s, cb, S43_ALLIED) || !stands(s, cb, S43_AXIS)) {
		/* ended by an RMF (a hex emptied), which matters to tow-only guns
		 * (§15.23), or with only supporters left in the hexes */
		for (int side = 0; side < 2; side++)
			for (int h = 0; h < s->nhex[side]; h++)
				rmf |= cb->rmf[side][h] == cb->round && !stands(s, cb, side);
		cb->end = rmf ? CB_END_RMF : CB_END_NO_FIGHTER;
		LOG(s, "§9.6", "The combat ends: one side has no unit left fighting");
		return 1;
	}
	if (cb->round == 3) {
		cb->end = CB_END_ROUNDS;
		LOG(s, "§9.68", "The combat ends after its third round");
		return 1;
	}
	if (cb->round >= s->rounds_max) {
		cb->end = CB_END_LIMIT;
		return 1;
	}
	return 0;
}

/* §9.67: who lost more decides whether the combat goes on, the roles swapped
 * when the attacker lost more. "Subir des pertes" is what the table inflicts
 * (§9.66 c says a side "subit plus de pertes qu'il n'y a de pas"), absorbed or
 * not; ruling continue-losses=applied counts the steps taken. 1 when over. */
static int round_next(const struct cb_setup *s, struct cb_state *cb, int lost_att,
		int lost_def, const int *before)
{
	int att = cb->attacker, def = !att, swap = 0, go;

	if (s->continue_applied) {
		lost_att = cb->lost[att] - before[att];
		lost_def = cb->lost[def] - before[def];
	}
	if (lost_att > lost_def) {
		swap = 1;
		if (s->precipice && att == S43_ALLIED) {
			cb->end = CB_END_PRECIPICE;
			LOG(s, "§9.85", "Across a precipice the Allied side would become the "
					"defender: the combat stops at once");
			return 1;
		}
		go = decide_continue(s, cb, def, 1);
	} else if (lost_def > lost_att) {
		go = decide_continue(s, cb, att, 0);
	} else {
		go = 1;
		LOG(s, "§9.67 c", "Equal losses (%d each): the combat continues, same roles",
				lost_att);
	}
	if (go < 0)
		return 1;
	if (!go) {
		cb->end = CB_END_STOPPED;
		return 1;
	}
	if (swap)
		cb->attacker = (uint8_t)def;
	cb->round++;
	return 0;
}

int s43_cb_round(struct cb_state *cb, struct chance *c, void *setup, struct err *e)
{
	const struct cb_setup *s = setup;
	int att = cb->attacker, lost_att = 0, lost_def = 0, rc;
	int before[2] = { cb->lost[0], cb->lost[1] };

	if ((rc = round_fighters(s, cb, c, e)) != 0 ||
	    (rc = round_dice(s, cb, &lost_att, &lost_def, c, e)) != 0)
		return rc;
	/* §9.66 b: the defender applies his losses first, then the attacker */
	if ((rc = take_losses(s, cb, !att, lost_def, e)) != 0 ||
	    (rc = take_losses(s, cb, att, lost_att, e)) != 0)
		return rc;
	cb->rounds = cb->round;
	if (round_end(s, cb))
		return 1;
	return round_next(s, cb, lost_att, lost_def, before);
}
