/*
 * combat.c: one combat of Normandie 1944 from its declared participants to its
 * losses (see combat.h): the ratio and its column on the combat table (§6.3),
 * the shifts in §6.3's strict order with the clamp the ruling shift-clamp
 * says, the die modifiers, the cell, and the losses and disorganization every
 * participant takes (§6.4, §6.5, §6.10), with the VP they score (§11.3) and the
 * HQs they leave alone (§5.4).
 *
 * The same code serves `resolve` (with a log) and `odds` (quiet), so the column
 * an odds report prints is the column the die is read on.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "odds.h"

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}

char n44_phase_letter(const struct n44_model *m)
{
	const char *p = m->phase;

	if (p == NULL)
		return 0;
	if (p[0] == 'A' || p[0] == 'B')
		return p[0];
	/* turn 0: the Night phase counts as the morning's (§10) */
	if (!strncmp(p, "night", 5) || !strcmp(p, "morning-air") || !strcmp(p, "first-wave") ||
	    !strcmp(p, "second-wave") || !strcmp(p, "morning-reaction"))
		return 'A';
	if (!strcmp(p, "follow-up") || !strcmp(p, "last-wave") ||
	    !strcmp(p, "afternoon-reaction") || !strcmp(p, "turn0-end"))
		return 'B';
	return 0;
}

/* ---- the ratio's column ---------------------------------------------------- */

/* The column of A:D rounded down (§6.3), clamped to 1/3 and 6/1. -1 when the
 * ratio falls in a '?' column (*gap its index). */
static int floor_col(const struct n44_crt *crt, long A, long D, int *gap)
{
	int best = crt->first;

	*gap = -1;
	if (D == 0)
		return crt->last;
	for (int i = 0; i < crt->ncol; i++)
		if (!crt->col[i].gap && A * crt->col[i].den >= crt->col[i].num * D)
			best = i;
	const struct n44_col *c = &crt->col[best], *g = &crt->col[best + 1];
	if (best + 1 < crt->ncol && g->gap && A * c->den > c->num * D &&
	    (g->num == 0 || A * g->den > g->num * D)) {
		*gap = best + 1;
		return -1;
	}
	return best;
}

/* Move `n` columns from `from` (+ right): the index, clamped at 1/3 and 6/1;
 * -1 when the path crosses a '?' column (*gap its index). */
static int move_col(const struct n44_crt *crt, int from, int n, int *gap)
{
	int i = from, dir = n > 0 ? 1 : -1;

	*gap = -1;
	for (int k = 0; k != n; k += dir) {
		if ((dir > 0 && i == crt->last) || (dir < 0 && i == crt->first))
			return i;
		i += dir;
		if (crt->col[i].gap) {
			*gap = i;
			return -1;
		}
	}
	return i;
}

static int unknown_column(const struct n44_crt *crt, int gap, const char *why,
		struct err *e)
{
	const struct table *t = crt->t;

	return err_set(e, EXIT_UNKNOWN, "%s:%d:%d: table normandie44/%s: %s falls among the "
			"columns between %s and %s, which the rulebook does not name (header '?', "
			"§6.3). Fill in the chart's columns: edit the header (umpire tables "
			"normandie44 --template DIR, then --tables DIR).", t->source, t->lines[0],
			crt->col[gap].tcol + 1, t->name, why, crt->col[gap - 1].name,
			crt->col[gap + 1].name);
}

static void add_shift(struct n44_fight *f, int cols, int stage, const char *section,
		const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static void add_shift(struct n44_fight *f, int cols, int stage, const char *section,
		const char *fmt, ...)
{
	va_list ap;

	if (cols == 0 || f->nshift == N44_SHIFTS)
		return;
	struct n44_shift *s = &f->shift[f->nshift++];
	s->cols = cols;
	s->stage = stage;
	s->section = section;
	va_start(ap, fmt);
	vsnprintf(s->why, sizeof s->why, fmt, ap);
	va_end(ap);
	va_start(ap, fmt);
	vsnprintf(s->said, sizeof s->said, _(fmt), ap);
	va_end(ap);
}

/* ---- the terrain (TET) ----------------------------------------------------- */

/* A TET row's combat shift and die modifier (§2.2 "détaillés sur la TET"). */
static int tec_combat(struct game_ctx *g, const char *row, const char *section,
		int *shift, int *die, struct err *e)
{
	if (n44_table_int(g, "tec", row, "combat", section, shift, e) ||
	    n44_table_int(g, "tec", row, "die", section, die, e))
		return e->code;
	return 0;
}

/* The defender's terrain: the hex's terrain or its village or city, at the
 * defender's choice (§2.2, E2); plus a fortified line, a river every attacker
 * crosses, and the sea-to-beach malus of turn 0 (§10 A.1). */
static int terrain_shifts(struct game_ctx *g, struct n44_model *m, struct n44_fight *f,
		struct err *e)
{
	const struct n44_hex *h = n44_hex_at(m, f->target);
	int shift, die;

	if (f->offmap)
		return 0;
	if (h == NULL)
		return err_set(e, EXIT_DATA, "%s: the defender's hex has no 'hex' row (%s)",
				kit_path(m->st), N44_PAGE);
	int choice = f->terrain;
	if (choice < 0 && h->terrain == N44_UNKNOWN)
		return err_set(e, EXIT_UNKNOWN, "%s:%d:2: hex %s: its terrain is unknown ('?', §2.2): "
				"the map is not in the rulebook. Fill it in from the map.", kit_path(m->st),
				h->line, "of the defender");
	if (choice == N44_VILLAGE || choice == N44_CITY) {
		if (tec_combat(g, choice == N44_CITY ? "city" : "village", "§2.2", &shift, &die, e))
			return e->code;
		add_shift(f, -shift, 1, "§2.2", "the defender's %s, his choice over the terrain",
				choice == N44_CITY ? C_("settlement", "city") : C_("settlement", "village"));
		f->die_mod += die;
	} else {
		if (tec_combat(g, n44_terrain_names[h->terrain], "§2.2", &shift, &die, e))
			return e->code;
		add_shift(f, -shift, 1, "§2.2", "the defender's terrain, %s",
				n44_terrain_names[h->terrain]);
		if (shift == 0 && die == 0)
			log_step(g->log, "§2.2", "The defender's terrain, %s, gives no shift (TET)",
					n44_terrain_names[h->terrain]);
		f->die_mod += die;
	}
	int fortified = h->fortified;
	for (int i = 0; i < f->ndef; i++)
		fortified |= f->def[i]->arm == N44_FESTUNG;
	if (fortified) {
		int best = !strcmp(rule(g, m, "fortified-terrain"), "best");
		if (tec_combat(g, "fortified", "§0.1.2", &shift, &die, e))
			return e->code;
		if (best && f->nshift > 0 && -f->shift[f->nshift - 1].cols >= shift)
			log_step(g->log, "§0.1.2", "The fortified line gives no more than the terrain "
					"(ruling fortified-terrain=best)");
		else {
			if (best && f->nshift > 0 && f->shift[f->nshift - 1].stage == 1)
				f->nshift--;       /* the better one replaces the terrain's */
			add_shift(f, -shift, 1, "§0.1.2", "a fortified line%s", h->fortified ? "" :
					_(" (the Festung's)"));
			f->die_mod += die;
		}
	}
	/* a river between every attacker and the defender (ruling river-combat) */
	int across = 0, stacks = 0;
	for (int i = 0; i < f->natt; i++) {
		if (!n44_on_map(f->att[i]))
			continue;
		int river = 0;
		const struct n44_hex *from = n44_hex_at(m, f->att[i]->loc.hex);
		for (int k = 0; from && k < from->nsides; k++)
			river |= from->side[k].kind == N44_S_RIVER &&
				grid_equal(from->side[k].to, f->target);
		for (int k = 0; k < h->nsides; k++)
			river |= h->side[k].kind == N44_S_RIVER &&
				grid_equal(h->side[k].to, f->att[i]->loc.hex);
		across += river;
		stacks++;
	}
	if (across > 0 && (across == stacks || !strcmp(rule(g, m, "river-combat"), "any"))) {
		if (tec_combat(g, "river", "§2.2", &shift, &die, e))
			return e->code;
		if (across == stacks)
			add_shift(f, -shift, 1, "§2.2", "a river crossed by every attacker");
		else
			add_shift(f, -shift, 1, "§2.2", "a river crossed by an attacker");
		f->die_mod += die;
	}
	if (f->from_sea && h->beach[0]) {
		int exempt = 1;
		for (int i = 0; i < f->natt; i++)
			exempt &= f->att[i]->arm == N44_RANGER || !!(f->att[i]->flags & N44_U_SS_COMMANDO);
		if (exempt)
			log_step(g->log, "§10 A.1", "No beach malus: US Rangers and British 1SS, 4SS "
					"attack from the sea without it");
		else {
			if (tec_combat(g, "beach-from-sea", "§10 A.1", &shift, &die, e))
				return e->code;
			add_shift(f, -shift, 1, "§10 A.1", "an attack from the sea onto the %s beach",
					h->beach);
			f->die_mod += die;
		}
	}
	return 0;
}

/* ---- D and A levels (§6.5) -------------------------------------------------- */

static int worst(const struct n44_unit *const *u, int n, int a)
{
	int w = 0;
	for (int i = 0; i < n; i++) {
		int v = a ? u[i]->a : u[i]->d;
		w = v > w ? v : w;
	}
	return w;
}

/* Ruling affected-scope=hex: the A marker sits on the hex's stack, over every
 * unit there, those come since included. */
static int hex_a(const struct n44_model *m, const struct n44_unit *u)
{
	struct n44_unit *x[N44_FIGHT_MAX];
	int n = n44_on_map(u) ? n44_units_in(m, u->loc.hex, u->side, x, N44_FIGHT_MAX) : 0;

	return worst((const struct n44_unit *const *)x, n < N44_FIGHT_MAX ? n : N44_FIGHT_MAX, 1);
}

/* The attacker's penalty: the most penalising attacking stack (§6.5, E5,
 * ruling att-stack-penalty). */
static void attacker_penalty(struct game_ctx *g, struct n44_model *m, struct n44_fight *f)
{
	int best = 0, bd = 0, ba = 0, wd = 0, wa = 0;
	char where[16] = "";

	for (int i = 0; i < f->natt; i++) {
		const struct n44_unit *stack[N44_FIGHT_MAX];
		int n = 0;
		for (int j = 0; j < f->natt; j++)
			if (n44_loc_same(&f->att[j]->loc, &f->att[i]->loc))
				stack[n++] = f->att[j];
		int d = worst(stack, n, 0), a = worst(stack, n, 1);
		if (!strcmp(rule(g, m, "affected-scope"), "hex"))
			a = hex_a(m, f->att[i]);
		wd = d > wd ? d : wd;
		wa = a > wa ? a : wa;
		if (d + a > best) {
			best = d + a;
			bd = d;
			ba = a;
			n44_loc_format(&f->att[i]->loc, where, sizeof where);
		}
	}
	if (!strcmp(rule(g, m, "att-stack-penalty"), "worst-each")) {
		add_shift(f, -wd, 1, "§6.5", "the attackers' worst disorganization, D%d", wd);
		add_shift(f, -wa, 1, "§6.5", "the attackers' worst affected level, A%d", wa);
		return;
	}
	add_shift(f, -bd, 1, "§6.5", "the most penalising attacking stack (%s) has D%d", where, bd);
	add_shift(f, -ba, 1, "§6.5", "the most penalising attacking stack (%s) is A%d", where, ba);
}

/* ---- the column --------------------------------------------------------------- */

static int totals(struct n44_model *m, struct n44_fight *f, struct err *e)
{
	f->A = f->D = 0;
	for (int i = 0; i < f->natt; i++) {
		int a = n44_attack(f->att[i]);
		if (n44_need_value(m, f->att[i], "attack", a, "§6.3", e))
			return e->code;
		f->A += a;
	}
	for (int i = 0; i < f->ndef; i++) {
		const struct n44_unit *u = f->def[i];
		int d = n44_defence(u);
		if (n44_need_value(m, u, "defense", d, "§6.3", e))
			return e->code;
		if (u->flags & N44_U_UNSUPPLIED)       /* §7.5: halved, rounded up (T14) */
			d = (d + 1) / 2;
		f->D += d;
		if (u->arm == N44_FESTUNG)             /* §0.1.2: the units inside add theirs */
			for (int k = 0; k < m->nunits; k++)
				if (m->units[k].loc.kind == N44_L_IN && !strcmp(m->units[k].loc.name, u->id)) {
					int dk = n44_defence(&m->units[k]);
					if (n44_need_value(m, &m->units[k], "defense", dk, "§0.1.2", e))
						return e->code;
					f->D += dk;
				}
	}
	return 0;
}

static int active_shifts(struct game_ctx *g, struct n44_model *m, struct n44_fight *f,
		struct err *e)
{
	for (int i = 0; i < f->nsupport; i++) {
		const struct n44_hq *q = f->support[i];
		if (q->bonus == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "%s:%d: HQ %s, column bonus is unknown ('?') "
					"(§5.3): fill it in from the counter (%s)", kit_path(m->st), q->line,
					q->id, N44_PAGE);
		add_shift(f, q->bonus, 0, "§5.3", "HQ %s's support, bonus (%d)", q->id, q->bonus);
	}
	if (f->air && f->att_side == N44_ALLIED) {
		int cols = 1;
		if (!strcmp(rule(g, m, "air-shift"), "printed")) {
			if (f->air->shift == N44_UNKNOWN)
				return err_set(e, EXIT_UNKNOWN, "%s:%d: air counter %s, column shift is "
						"unknown ('?') (§9.1, ruling air-shift=printed)", kit_path(m->st),
						f->air->line, f->air->id);
			cols = f->air->shift;
		}
		add_shift(f, cols, 0, "§9.1", "tactical air support by %s", f->air->id);
	}
	int d = worst((const struct n44_unit *const *)f->def, f->ndef, 0);
	int a = worst((const struct n44_unit *const *)f->def, f->ndef, 1);
	if (!strcmp(rule(g, m, "affected-scope"), "hex") && f->ndef)
		a = hex_a(m, f->def[0]);
	add_shift(f, d, 0, "§6.5", "a defender is D%d", d);
	add_shift(f, a, 0, "§6.5", "a defender is A%d", a);
	return 0;
}

static int inactive_shifts(struct game_ctx *g, struct n44_model *m, struct n44_fight *f,
		struct err *e)
{
	if (f->def_hq) {
		int cols = 1;
		if (!strcmp(rule(g, m, "def-support-value"), "bonus")) {
			if (f->def_hq->bonus == N44_UNKNOWN)
				return err_set(e, EXIT_UNKNOWN, "%s:%d: HQ %s, column bonus is unknown ('?') "
						"(§5.3, ruling def-support-value=bonus)", kit_path(m->st),
						f->def_hq->line, f->def_hq->id);
			cols = f->def_hq->bonus;
		}
		add_shift(f, -cols, 1, "§5.3", "HQ %s's support in defence", f->def_hq->id);
	}
	if (f->air && f->att_side == N44_GERMAN)
		add_shift(f, -1, 1, "§9.1", "tactical air support by %s in defence", f->air->id);
	attacker_penalty(g, m, f);
	return terrain_shifts(g, m, f, e);
}

/* Terrain shifts that favour the attacker (a negative TET value) count with
 * the active player's advantages (§6.3). */
static void regroup(struct n44_fight *f)
{
	for (int i = 0; i < f->nshift; i++)
		f->shift[i].stage = f->shift[i].cols > 0 ? 0 : 1;
}

static int elite_mods(struct game_ctx *g, struct n44_model *m, struct n44_fight *f,
		struct err *e)
{
	int per_unit = !strcmp(rule(g, m, "elite-count"), "per-unit");
	const char *who[2] = { "attacker", "defender" };
	struct n44_unit *const *u[2] = { f->att, f->def };
	int n[2] = { f->natt, f->ndef };
	size_t len = strlen(f->die_why), lsaid = strlen(f->die_said);

	for (int s = 0; s < 2; s++) {
		int count = 0, mod;
		for (int i = 0; i < n[s]; i++)
			count += !!(u[s][i]->flags & N44_U_ELITE);
		if (count == 0)
			continue;
		if (n44_table_int(g, "elite", who[s], "die", "§6.3", &mod, e))
			return e->code;
		mod *= per_unit ? count : 1;
		f->die_mod += mod;
		const char *fmt = s == 0 ? N_("%s%+d attacker elite (§6.3)") :
			N_("%s%+d defender elite (§6.3)");
		if (len < sizeof f->die_why)
			len += (size_t)snprintf(f->die_why + len, sizeof f->die_why - len, fmt,
					len ? ", " : "", mod);
		if (lsaid < sizeof f->die_said)
			lsaid += (size_t)snprintf(f->die_said + lsaid, sizeof f->die_said - lsaid,
					_(fmt), lsaid ? ", " : "", mod);
	}
	return 0;
}

int n44_fight_column(struct game_ctx *g, struct n44_model *m, struct n44_fight *f,
		const struct n44_crt *crt, struct err *e)
{
	int gap, net = !strcmp(rule(g, m, "shift-clamp"), "net");

	f->nshift = 0;
	f->die_mod = 0;
	f->die_why[0] = '\0';
	f->die_said[0] = '\0';
	f->col = -1;
	if (totals(m, f, e))
		return e->code;
	snprintf(f->ratio_text, sizeof f->ratio_text, "%d vs %d = %.2f", f->A, f->D,
			f->D ? (double)f->A / f->D : 99.0);
	f->base = floor_col(crt, f->A, f->D, &gap);
	if (f->base < 0)
		return unknown_column(crt, gap, f->ratio_text, e);
	log_step(g->log, "§6.3", "Attack %d against defence %d: %s, column %s, rounded down for "
			"the defender%s", f->A, f->D, f->ratio_text, crt->col[f->base].name,
			(long)f->A * 3 < f->D ? _("; below 1/3 counts as 1/3") :
			f->D && f->A > 6L * f->D ? _("; above 6/1 counts as 6/1") : "");
	/* declared before the roll, counted in §6.3's order */
	int mod_before = f->die_mod;
	if (active_shifts(g, m, f, e) || inactive_shifts(g, m, f, e))
		return e->code;
	int terrain_die = f->die_mod - mod_before;
	regroup(f);
	int right = 0, left = 0;
	for (int i = 0; i < f->nshift; i++)
		if (f->shift[i].stage == 0)
			right += f->shift[i].cols;
		else
			left -= f->shift[i].cols;
	int col = f->base;
	for (int i = 0; i < f->nshift; i++)
		if (f->shift[i].stage == 0)
			log_stepn(g->log, f->shift[i].section, "%+d column to the right: %s",
					"%+d columns to the right: %s", f->shift[i].cols,
					f->shift[i].cols, f->shift[i].said);
	if (net) {
		col = move_col(crt, col, right - left, &gap);
		if (col < 0)
			return unknown_column(crt, gap, "the column after the shifts", e);
	} else if (right) {
		col = move_col(crt, col, right, &gap);
		if (col < 0)
			return unknown_column(crt, gap, "the active player's column", e);
		log_step(g->log, "§6.3", "The active player's column: %s, before the inactive "
				"player's shifts%s", crt->col[col].name, col == crt->last &&
				right > 0 ? _(" (6/1 at most)") : "");
	}
	for (int i = 0; i < f->nshift; i++)
		if (f->shift[i].stage == 1)
			log_stepn(g->log, f->shift[i].section, "%d column to the left: %s",
					"%d columns to the left: %s", (unsigned long)-f->shift[i].cols,
					-f->shift[i].cols, f->shift[i].said);
	if (!net && left) {
		col = move_col(crt, col, -left, &gap);
		if (col < 0)
			return unknown_column(crt, gap, "the column after the inactive player's shifts", e);
	}
	f->col = col;
	log_step(g->log, "§6.3", "Final column %s%s", crt->col[col].name,
			net ? _(" (shifts netted, then clamped: ruling shift-clamp=net)") : "");
	if (terrain_die) {
		snprintf(f->die_why, sizeof f->die_why, "%+d terrain (TET, §2.2)", terrain_die);
		snprintf(f->die_said, sizeof f->die_said, _("%+d terrain (TET, §2.2)"), terrain_die);
	}
	return elite_mods(g, m, f, e);
}

void n44_fight_text(const struct n44_fight *f, const struct n44_crt *crt, char *out,
		size_t size)
{
	size_t n = (size_t)snprintf(out, size, "%s: column %s (§6.3)", f->ratio_text,
			crt->col[f->base].name);

	for (int s = 0; s < 2; s++)
		for (int i = 0; i < f->nshift && n < size; i++)
			if (f->shift[i].stage == s)
				n += (size_t)snprintf(out + n, size - n, "; %+d %s (%s)", f->shift[i].cols,
						f->shift[i].why, f->shift[i].section);
	if (n < size && f->col >= 0)
		n += (size_t)snprintf(out + n, size - n, "; final column %s", crt->col[f->col].name);
	if (n < size)
		snprintf(out + n, size - n, "; die 1d6%s%s", f->die_why[0] ? " " : "", f->die_why);
}

int n44_fight_cell(const struct n44_crt *crt, const struct n44_fight *f, int die,
		struct n44_result *res, const char **cell, struct err *e)
{
	const struct table *t = crt->t;
	char key[16], why[300];
	int r;

	snprintf(key, sizeof key, "%d", die);
	if ((r = table_row(t, 0, key)) < 0)
		return err_set(e, EXIT_UNKNOWN, "%s: table normandie44/%s has no row for a modified "
				"die of %d (§6.3): the rulebook does not give the chart. Add the row "
				"your chart reads for it.", t->source, t->name, die);
	if (table_need(t, r, crt->col[f->col].tcol, "§6.3, §6.4", cell, e))
		return e->code;
	if (n44_result_parse(*cell, res, why, sizeof why))
		return err_set(e, EXIT_DATA, "%s:%d:%d: %s", t->source, t->lines[r],
				crt->col[f->col].tcol + 1, why);
	return 0;
}

/* ---- results ------------------------------------------------------------------ */

void n44_score_steps(struct n44_model *m, const struct n44_unit *u, int steps)
{
	if (steps <= 0 || m->scenario == N44_CHERBOURG)
		return;
	m->vp[!u->side] += steps * ((u->flags & N44_U_ELITE) ? 2 : 1);
}

int n44_disorganize_scored(struct game_ctx *g, struct n44_model *m, struct n44_unit *x,
		int level, const char *section)
{
	int was = x->d;

	if (!n44_disorganize(g, m->st, x, level))
		return 0;
	log_step(g->log, section, "%s, already D%d, receives D%d: it loses a step%s", x->id, was,
			level, x->steps ? "" : _(" and is destroyed"));
	n44_score_steps(m, x, 1);
	return 1;
}

void n44_hq_destroyed(struct game_ctx *g, struct n44_model *m, struct n44_hq *q)
{
	char phase = n44_phase_letter(m);

	q->loc.kind = N44_L_TRACK;
	q->loc.turn = m->turn == N44_UNKNOWN ? N44_UNKNOWN : m->turn + 1;
	q->loc.phase = phase;
	q->finished = 0;
	q->flags = N44_H_RETURNING;
	q->changed = 1;
	/* its Offensive markers stay in the hex, free to be taken (§4.3) */
	log_step(g->log, "§5.4", "HQ %s is destroyed: it returns as a reinforcement on turn "
			"%d%s%c, the same phase", q->id, q->loc.turn, phase ? "/" : "", phase ? phase : ' ');
}

/* HQs whose stack the result destroyed (§5.4, ruling hq-stack-loss). */
static void hq_losses(struct game_ctx *g, struct n44_model *m, struct n44_unit *const *u,
		int n, const struct n44_loc *before)
{
	int any = !strcmp(rule(g, m, "hq-stack-loss"), "any");

	for (int i = 0; i < n; i++) {
		if (before[i].kind != N44_L_HEX)
			continue;
		struct n44_hq *q = n44_hq_in(m, before[i].hex, u[i]->side);
		if (q == NULL)
			continue;
		struct n44_unit *left[4];
		int remain = n44_units_in(m, before[i].hex, u[i]->side, left, 4);
		int lost = u[i]->steps == 0;
		if ((any && lost) || (!any && remain == 0))
			n44_hq_destroyed(g, m, q);
	}
}

/* The unit that takes a side's k-th step (ruling crt-losses=per-side), from the
 * owner's list "ID,ID,...": NULL when the list runs out (the owner decides);
 * EXIT_USAGE or a refusal when it names no participant of the side, or one
 * with no step left (§6.4). */
static struct n44_unit *next_loser(struct n44_unit *const *u, int n, const char *list, int k,
		const char *arg, struct err *e)
{
	char items[N44_FIGHT_MAX * 3][48];
	int cnt = list ? order_split(list, items[0], 48, N44_FIGHT_MAX * 3) : 0;

	if (cnt < 0)
		return err_set(e, EXIT_USAGE, "%s: too many units", arg), NULL;
	if (k >= cnt)
		return NULL;
	for (int i = 0; i < n; i++)
		if (!strcmp(u[i]->id, items[k])) {
			if (u[i]->steps == 0)
				kit_refuse(e, "§6.4", "%s: %s has no step left to lose", arg, items[k]);
			return u[i]->steps ? u[i] : NULL;
		}
	/* two sentences, not one with a word pasted in: each is translated whole */
	if (!strcmp(arg, "att_loss"))
		return err_set(e, EXIT_USAGE, "%s: %s is not one of the attacker's units", arg,
				items[k]), NULL;
	return err_set(e, EXIT_USAGE, "%s: %s is not one of the defender's units", arg,
			items[k]), NULL;
}

/* §6.4 "à répartir" (ruling crt-losses=per-side): the side's owner spreads its
 * steps, one a time in the order listed; lost[] per unit. 1 when the list runs
 * out before the steps do (the owner decides), -1 error. */
static int spread(struct n44_unit *const *u, int n, int steps, const char *list,
		const char *arg, int *lost, struct err *e)
{
	for (int k = 0; k < steps; k++) {
		int alive = 0;
		struct n44_unit *last = NULL;
		for (int i = 0; i < n; i++)
			if (u[i]->steps > 0) {
				alive++;
				last = u[i];
			}
		if (!alive)
			return 0;
		struct n44_unit *x = next_loser(u, n, list, k, arg, e);
		if (e->code)
			return -1;
		if (x == NULL && alive == 1)
			x = last;              /* one unit left: no choice to make */
		if (x == NULL)
			return 1;
		n44_lose_step(x, 0);
		for (int i = 0; i < n; i++)
			lost[i] += u[i] == x;
	}
	return 0;
}

static int side_losses(struct game_ctx *g, struct n44_model *m, struct n44_fight *f,
		int side, const struct n44_result *res, const char *list, int *need, struct err *e)
{
	struct n44_unit *const *u = side == 0 ? f->att : f->def;
	int n = side == 0 ? f->natt : f->ndef, total = 0;
	int per_side = !strcmp(rule(g, m, "crt-losses"), "per-side") && res->steps[side] > 0;
	struct n44_loc before[N44_FIGHT_MAX];
	int lost[N44_FIGHT_MAX] = { 0 };

	for (int i = 0; i < n; i++)
		before[i] = u[i]->loc;
	if (per_side) {
		int r = spread(u, n, res->steps[side], list, side == 0 ? "att_loss" : "def_loss",
				lost, e);
		if (r)
			return *need = r > 0, -1;
	}
	for (int i = 0; i < n; i++) {
		struct n44_unit *x = u[i];
		int want = per_side ? 0 : res->steps[side] < 0 ? x->steps : res->steps[side];
		while (want-- > 0 && x->steps > 0) {
			n44_lose_step(x, 0);
			lost[i]++;
		}
		int scored = 0;                /* the D's step, scored already */
		if (res->d[side] && x->steps > 0) {
			scored = n44_disorganize_scored(g, m, x, res->d[side], "§6.5");
			lost[i] += scored;
			if (!scored)
				log_step(g->log, "§6.5", "%s is now D%d", x->id, x->d);
		}
		if (lost[i]) {
			const char *what = x->steps ? _("flipped to a weaker face") :
				_("destroyed, to the Cadre box of the destroyed units");
			if (side == 0)
				log_stepn(g->log, "§6.10", "The attacker's unit %s loses %d step: %s",
						"The attacker's unit %s loses %d steps: %s", lost[i], x->id,
						lost[i], what);
			else
				log_stepn(g->log, "§6.10", "The defender's unit %s loses %d step: %s",
						"The defender's unit %s loses %d steps: %s", lost[i], x->id,
						lost[i], what);
			n44_score_steps(m, x, lost[i] - scored);
		}
		total += lost[i];
	}
	hq_losses(g, m, u, n, before);
	return total;
}

int n44_fight_losses(struct game_ctx *g, struct n44_model *m, struct n44_fight *f,
		const struct n44_result *res, const char *const lists[2], int *need_side,
		struct err *e)
{
	*need_side = -1;
	for (int side = 0; side < 2; side++) {
		int need = 0;
		if (side_losses(g, m, f, side, res, lists ? lists[side] : NULL, &need, e) < 0) {
			if (need)
				*need_side = side;
			return e->code;
		}
	}
	return 0;
}

/* ---- odds ------------------------------------------------------------------------ */

/* Steps each side loses to a result (losses and disorganization, before any
 * retreat), on copies of the units. */
static void steps_lost(struct game_ctx *g, const struct n44_model *m, const struct n44_fight *f,
		const struct n44_result *r, int lost[2], int *def_elim)
{
	int per_side = !strcmp(rule(g, m, "crt-losses"), "per-side");

	*def_elim = 1;
	for (int side = 1; side >= 0; side--) {        /* the defender first: an overrun's */
		struct n44_unit *const *u = side == 0 ? f->att : f->def;
		int n = side == 0 ? f->natt : f->ndef;
		int ps = per_side && r->steps[side] > 0, spread = ps ? r->steps[side] : 0;
		lost[side] = 0;
		for (int i = 0; i < n; i++) {
			struct n44_unit x = *u[i];
			int want = ps ? 0 : r->steps[side] < 0 ? x.steps : r->steps[side];
			int before = x.steps;
			/* per-side: in the order the units are listed (the owner's choice) */
			while (spread > 0 && x.steps > 0) {
				x.steps--;
				spread--;
			}
			while (want-- > 0 && x.steps > 0)
				x.steps--;
			if (r->d[side] && x.steps > 0)
				n44_disorganize(g, m->st, &x, r->d[side]);
			if (side == 0 && f->kind == N44_FIGHT_OVERRUN && x.steps > 0 &&
			    r->r[1] == 0 && !*def_elim)
				n44_disorganize(g, m->st, &x, 1);     /* a failed overrun (§4.3) */
			lost[side] += before - x.steps;
			if (side == 1 && x.steps > 0)
				*def_elim = 0;
		}
	}
}

struct face_outcome {
	char faces[16];
	char result[64];
	int known, lost[2], elim, retreat, exploit;
	int count;
};

int n44_fight_odds(struct game_ctx *g, const struct n44_model *m, const struct n44_fight *f,
		const struct n44_crt *crt, int report, struct odds_report *r, struct err *e)
{
	struct face_outcome out[6];
	int nout = 0, unknown = 0, overflow = 0;

	n44_fight_text(f, crt, r->note, sizeof r->note);
	if (!strcmp(rule(g, m, "crt-losses"), "per-side")) {
		size_t len = strlen(r->note);
		snprintf(r->note + len, sizeof r->note - len, "; ruling crt-losses=per-side: each "
				"side's steps counted on its units in the order listed (§6.4)");
	}
	for (int face = 1; face <= 6; face++) {
		struct n44_result res;
		struct face_outcome fo = { .known = 1 };
		const char *cell;
		struct err ce = { 0 };
		int die = face + f->die_mod;
		if (n44_fight_cell(crt, f, die, &res, &cell, &ce)) {
			if (ce.code != EXIT_UNKNOWN || !report) {
				*e = ce;
				return e->code;
			}
			fo.known = 0;
			unknown++;
			snprintf(fo.result, sizeof fo.result, "? (column %s, die %d)",
					crt->col[f->col].name, die);
		} else {
			n44_result_format(&res, fo.result, sizeof fo.result);
			steps_lost(g, m, f, &res, fo.lost, &fo.elim);
			fo.retreat = res.r[1];
			fo.exploit = res.exploit;
		}
		int k;
		for (k = 0; k < nout; k++)
			if (out[k].known && fo.known && !strcmp(out[k].result, fo.result))
				break;
		if (k == nout)
			out[nout++] = fo;
		size_t len = strlen(out[k].faces);
		snprintf(out[k].faces + len, sizeof out[k].faces - len, "%s%d", len ? " " : "", face);
		out[k].count++;
	}
	static const char *const cols[] = { "die", "column", "result", "att_lost", "def_lost",
		"def_eliminated", "def_retreat", "exploit" };
	r->ncols = 8;
	memcpy(r->col, cols, sizeof cols);
	struct frac ea = { 0, 1 }, ed = { 0, 1 }, eu = { 0, 1 };
	for (int k = 0; k < nout; k++) {
		char v[3][16];
		struct face_outcome *fo = &out[k];
		struct frac p = frac_make((uint64_t)fo->count, 6);
		snprintf(v[0], 16, "%d", fo->lost[0]);
		snprintf(v[1], 16, "%d", fo->lost[1]);
		snprintf(v[2], 16, "%d", fo->retreat);
		const char *vals[8] = { fo->faces, crt->col[f->col].name, fo->result,
			fo->known ? v[0] : "?", fo->known ? v[1] : "?",
			fo->known ? (fo->elim ? "yes" : "no") : "?", fo->known ? v[2] : "?",
			fo->known ? (fo->exploit ? "yes" : "no") : "?" };
		if (odds_report_merge(r, p, vals, 8, e))
			return e->code;
		if (fo->known) {
			ea = frac_add(ea, frac_mul(p, frac_make((uint64_t)fo->lost[0], 1), &overflow),
					&overflow);
			ed = frac_add(ed, frac_mul(p, frac_make((uint64_t)fo->lost[1], 1), &overflow),
					&overflow);
		} else {
			eu = frac_add(eu, p, &overflow);
		}
	}
	r->runs = 6;
	if (unknown)
		odds_report_expect(r, "probability on unknown cells ('?')", eu);
	odds_report_expect(r, unknown ? N_("expected steps lost by the attacker, on known cells") :
			N_("expected steps lost by the attacker"), ea);
	odds_report_expect(r, unknown ? N_("expected steps lost by the defender, on known cells") :
			N_("expected steps lost by the defender"), ed);
	return overflow ? err_set(e, EXIT_DATA, "odds: a fraction overflows") : 0;
}
