/*
 * reinforce.c: the reinforcement roll (Jet de renforts, §II-Reinf L181-L238).
 *
 * Dice: the cards in hand, the one just played included, +2 for a Recon 1
 * (L181); none for the Axis on the turn after an Allied air attack (L306). In
 * OverThrough the dice come from tables/memoir44/overthrough.csv (L506-L510),
 * +2 for a Recon 1 and -2 for the Axis after an Allied air attack (L310, L516).
 * Each flag rolled lets one more unit move, not battle (L227, L235). What the
 * other faces buy is the chart (tables/memoir44/reinforcement.csv), whose dice
 * column is lost in the OCR: a roll with any other face stops with exit 69 naming
 * the cell, unless a filled-in chart is given with --tables. The game has no
 * landing roll: landing craft are moved with the order `land`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "battle.h"
#include "cards.h"
#include "i18n.h"
#include "kit.h"
#include "odds.h"

struct roll {
	int n;                         /* dice to roll */
	int rolled;
	int faces[M44_NSYM];
};

struct plan {
	struct m44_map m;
	int side, dice;
	int blocked;                   /* Axis, no roll after an Allied air attack */
	int clear_block;
};

/* ", +2 for a Recon 1", or nothing. */
static const char *recon_text(int bonus, char *buf, size_t size)
{
	buf[0] = '\0';
	if (bonus)
		snprintf(buf, size, ", +%d for a Recon 1", bonus);
	return buf;
}

/* The standard roll: the cards in hand, the one just played included, and the
 * Recon bonus (L181); none for the Axis after an Allied air attack (L306). */
static int standard_dice(struct game_ctx *g, struct plan *p, const struct state *st,
		const struct order *o, int bonus, int blocked, struct err *e)
{
	char dd[32];
	const char *h = order_get(o, "hand");
	char key[32], plus[32];
	int hand = 0;

	snprintf(key, sizeof key, "hand.%s", m44_side_name(p->side));
	if (!*h && (hand = m44_hand_size(g, st, p->side, 1, e)) < -1)
		return e->code;
	if ((*h && m44_int(h, 0, 99, &hand)) || hand < 0)
		return err_set(e, EXIT_USAGE, "reinforce: give hand=N (cards in hand, the "
				"one just played included) or set,%s", key);
	p->dice = hand + bonus;
	log_stepn(g->log, "§II-Reinf L181",
			"The %s hold %d command card, the one just played included%s: %s",
			"The %s hold %d command cards, the one just played included%s: %s", hand,
			m44_side_adj(p->side), hand, recon_text(bonus, plus, sizeof plus),
			kit_nsprintf(dd, sizeof dd, "%d die", "%d dice", p->dice, p->dice));
	if (blocked) {
		p->blocked = p->clear_block = 1;
		log_step(g->log, "§II-AirSup L306", "The Allies played an air attack last turn: "
				"the Axis makes no reinforcement roll this turn");
	}
	return 0;
}

/* The OverThrough roll: the side's own turn in the overthrough table
 * (L506-L510), the Recon bonus, 2 fewer for the Axis after the Allied air
 * attack (L310, L516). */
static int overthrough_dice(struct game_ctx *g, struct plan *p, const struct state *st,
		const struct order *o, int bonus, int blocked, struct err *e)
{
	const struct table *t;
	const char *tv = order_get(o, "turn"), *cell;
	char key[32], plus[32];
	int turn = 0, cs, ct, cd, row = -1;

	snprintf(key, sizeof key, "turn.%s", m44_side_name(p->side));
	if (!*tv)
		tv = state_get(st, key);
	if (tv == NULL || m44_int(tv, 0, 99, &turn) || turn < 1)
		return err_set(e, EXIT_USAGE, "reinforce mode=overthrough: give turn=N (the "
				"side's own turn, ruling overthrough-turn) or set,%s", key);
	if (table_get(g->tables, "memoir44", "overthrough", &t, e) ||
			(cs = table_find_col(t, "side", "§VI-OverThrough", e)) < 0 ||
			(ct = table_find_col(t, "turn", "§VI-OverThrough", e)) < 0 ||
			(cd = table_find_col(t, "dice", "§VI-OverThrough", e)) < 0)
		return e->code;
	for (int r = 1; r < t->nrows && row < 0; r++) {
		const char *ts = table_cell(t, r, ct);
		int tn = atoi(ts);
		size_t tl = strlen(ts);
		if (!strcmp(table_cell(t, r, cs), m44_side_name(p->side)) && (!strcmp(ts, "any") ||
					tn == turn || (tl > 0 && ts[tl - 1] == '+' && turn >= tn)))
			row = r;
	}
	if (row < 0)
		return err_set(e, EXIT_DATA, "%s: no row for %s turn %d (§VI-OverThrough)",
				t->source, m44_side_name(p->side), turn);
	if (table_need(t, row, cd, "§VI-OverThrough", &cell, e) || m44_int(cell, 0, 99, &p->dice))
		return e->code ? e->code : err_set(e, EXIT_DATA, "%s:%d: dice '%s'",
				t->source, t->lines[row], cell);
	log_step(g->log, "§VI-OverThrough L506-L510", "OverThrough, %s turn %d: %d dice%s",
			m44_side_name(p->side), turn, p->dice, recon_text(bonus, plus, sizeof plus));
	p->dice += bonus;
	if (blocked) {
		int malus = p->m.v.overthrough_air_malus;
		p->dice = p->dice > malus ? p->dice - malus : 0;
		p->clear_block = 1;
		log_step(g->log, "§II-AirSup L310, §VI-OverThrough L516", "After the Allied "
				"Commander-in-Chief's air attack: %d dice fewer, %d", malus, p->dice);
	}
	return 0;
}

/* recon1= by default: the card the side played this turn (set,card.SIDE), a Recon
 * 1 played as a barrage when its barrage was made (set,used.SIDE). */
static int recon_played(struct game_ctx *g, const struct state *st, int side,
		const char **recon, struct err *e)
{
	struct m44_card c;
	struct game_ctx quiet = *g;
	char key[32];
	const char *used;
	int have;

	quiet.card = NULL;
	*recon = "no";
	if (m44_card_now(&quiet, st, side, 1, &c, &have, e))
		return e->code;
	snprintf(key, sizeof key, "used.%s", m44_side_name(side));
	used = state_get(st, key);
	if (have && c.recon1)
		*recon = used && !strcmp(used, "barrage") ? "barrage" : "yes";
	return 0;
}

static int plan(struct game_ctx *g, struct plan *p, const struct state *st,
		const struct order *o, struct err *e)
{
	static const char *const recons[] = { "no", "yes", "barrage", NULL };
	static const char *const modes[] = { "standard", "overthrough", NULL };
	const char *side = order_get(o, "side"), *mode = order_get(o, "mode");
	const char *recon = order_get(o, "recon1"), *air = state_get(st, "axis_reinf_blocked");
	int bonus = 0, blocked, rc;

	memset(p, 0, sizeof *p);
	if (m44_map_load(&p->m, g, st, e))
		return e->code;
	if ((p->side = *side ? m44_side_parse(side) : p->m.active) < 0)
		return err_set(e, EXIT_USAGE, "side=%s: allies or axis", side);
	if (!*recon && recon_played(g, st, p->side, &recon, e))
		return e->code;
	rc = kit_enum(recons, recon);
	if (rc < 0)
		return err_set(e, EXIT_USAGE, "recon1=%s: yes, no or barrage", recon);
	/* +2 for a Recon 1 (L181), also when played as a barrage (ruling
	 * recon-barrage-dice, A-3) */
	if (rc == 1 || (rc == 2 && !strcmp(game_rule(g, st, "recon-barrage-dice"), "plus2")))
		bonus = p->m.v.recon_bonus_dice;
	blocked = p->side == M44_AXIS && air && !strcmp(air, "yes");
	switch (kit_enum(modes, mode)) {
	case 0:
		return standard_dice(g, p, st, o, bonus, blocked, e);
	case 1:
		return overthrough_dice(g, p, st, o, bonus, blocked, e);
	default:
		return err_set(e, EXIT_USAGE, "mode=%s: standard or overthrough", mode);
	}
}

/* What the dice buy: flags are moves (L227); the rest needs the chart. */
static int read_chart(struct game_ctx *g, const int faces[M44_NSYM], int side,
		const struct state *st, char *bought, size_t size, struct err *e)
{
	const struct table *t;
	int cr, cn, cs, left[M44_NSYM];
	size_t n = 0;

	bought[0] = '\0';
	if (faces[M44_INF] + faces[M44_ARM] + faces[M44_GRENADE] + faces[M44_STAR] == 0)
		return 0;
	if (table_get(g->tables, "memoir44", "reinforcement", &t, e))
		return e->code;
	if ((cr = table_find_col(t, "row", "§II-Reinf", e)) < 0 ||
			(cn = table_find_col(t, "needs", "§II-Reinf", e)) < 0 ||
			(cs = table_find_col(t, "side", "§II-Reinf", e)) < 0)
		return e->code;
	memcpy(left, faces, sizeof left);
	for (int r = 1; r < t->nrows; r++) {
		const char *need, *sd;
		int want[M44_NSYM] = { 0 }, ok = 1;
		char buf[128];
		if (table_need(t, r, cn, _("§II-Reinf L211-L227 (chart, dice column lost in the "
					"OCR, digest O-1)"), &need, e))
			return e->code;
		if (!strcmp(need, "flag"))
			continue;
		if (table_need(t, r, cs, "§II-Reinf L213 (Allies only / Axis only icons lost)",
					&sd, e))
			return e->code;
		if (strcmp(sd, "both") && strcmp(sd, m44_side_name(side)))
			continue;
		snprintf(buf, sizeof buf, "%s", need);
		for (char *save = NULL, *p = strtok_r(buf, "+", &save); p;
			p = strtok_r(NULL, "+", &save)) {
			char *star = strchr(p, '*');
			int k = 1, s;
			if (star)
				*star = '\0', k = atoi(star + 1);
			for (s = 0; s < M44_NSYM && strcmp(m44_symbol_name(s), p); s++)
				;
			if (s == M44_NSYM || k < 1)
				return err_set(e, EXIT_DATA, "%s:%d: needs '%s': SYMBOL*N joined by +",
						t->source, t->lines[r], need);
			want[s] += k;
		}
		for (int s = 0; s < M44_NSYM; s++)
			ok &= left[s] >= want[s];
		if (!ok)
			continue;
		/* ruling reinf-multiple: dice used once, or reused */
		if (!strcmp(game_rule(g, st, "reinf-multiple"), "one-per-row"))
			for (int s = 0; s < M44_NSYM; s++)
				left[s] -= want[s];
		if (n < size)
			n += (size_t)snprintf(bought + n, size - n, "%s%s", n ? ";" : "",
					table_cell(t, r, cr));
	}
	return 0;
}

int m44_reinforce_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct plan *p = calloc(1, sizeof *p);
	int rc = 0, faces[M44_NSYM] = { 0 };
	char buf[256] = "", bought[256], key[48], val[16];
	size_t n = 0;

	m44_rulings_log(g, st);
	if (p == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = plan(g, p, st, o, e)) != 0)
		goto done;
	if (!p->blocked) {
		for (int i = 0; i < p->dice; i++) {
			struct chance_roll cr;
			if ((rc = chance_rollf(c, 1, 6, CHANCE_FACES, 0, &cr, e, "reinforcement die "
								"%d of %d", i + 1, p->dice)) != 0)
				goto done;
			int s = p->m.face[cr.faces[0]];
			faces[s]++;
			if (n < sizeof buf)
				n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", i ? ", " : "",
						m44_symbol_title(s));
		}
		if (p->dice)
			log_stepn(g->log, "§II-Reinf L181", "The %s roll %d reinforcement die: %s",
					"The %s roll %d reinforcement dice: %s", p->dice,
					m44_side_adj(p->side), p->dice, buf);
		if ((rc = read_chart(g, faces, p->side, st, bought, sizeof bought, e)) != 0)
			goto done;
		log_stepn(g->log, "§II-Reinf L227, L235", "%d flag: %d extra unit may move this "
				"turn, in any section, without battling",
				"%d flags: %d extra units may move this turn, in any section, "
				"without battling", faces[M44_FLAG], faces[M44_FLAG],
				faces[M44_FLAG]);
		if (bought[0])
			log_step(g->log, "§II-Reinf L181-L227", "Chart rows obtained: %s (deploy them "
					"in the movement phase, §II-Reinf L190-L209)", bought);
		else
			log_step(g->log, "§II-Reinf L181-L227", "No reinforcement unit");
		log_step(g->log, "§4.5", "No landing roll: D-Day Landings has none; Allied "
				"reinforcements come ashore by landing craft (order land)");
	}
	snprintf(key, sizeof key, "flag_moves.%s", m44_side_name(p->side));
	snprintf(val, sizeof val, "%d", faces[M44_FLAG]);
	snprintf(buf, sizeof buf, "reinforcements.%s", m44_side_name(p->side));
	if (state_set(st, key, val) || state_set(st, buf, p->blocked ? "" : bought) ||
			(p->clear_block && state_set(st, "axis_reinf_blocked", "no")))
		rc = err_set(e, EXIT_IO, "out of memory");
done:
	m44_map_free(&p->m);
	free(p);
	return rc;
}

static int step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct roll *r = state;
	const struct m44_map *m = ctx;
	struct chance_roll cr;

	if (r->rolled >= r->n)
		return 1;
	if (chance_roll(c, 1, 6, CHANCE_FACES, 0, "reinforcement die", &cr, e))
		return e->code;
	r->faces[m->face[cr.faces[0]]]++;
	return ++r->rolled == r->n;
}

int m44_reinforce_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct plan *p = calloc(1, sizeof *p);
	struct odds_states out = { 0 };
	struct roll init;
	struct log *saved = g->log, quiet = { 0 };
	int rc;

	if (p == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	g->log = &quiet;
	rc = plan(g, p, st, o, e);
	g->log = saved;
	if (rc)
		goto done;
	memset(&init, 0, sizeof init);
	init.n = p->blocked ? 0 : p->dice;
	if ((rc = odds_report_enumerate(r, &init, sizeof init, step, &p->m, 64, &out, e)) != 0)
		goto done;
	/* odds notes are not translated (issue 19): the English words, whole */
	snprintf(r->note, sizeof r->note, "%d reinforcement %s%s", init.n,
			init.n == 1 ? "die" : "dice", p->blocked ? " (no roll after an Allied air "
			"attack, L306)" : "");
	static const char *const cols[] = { "flags", "units" };
	r->ncols = 2;
	memcpy(r->col, cols, sizeof cols);
	for (int k = 0; k < out.n; k++) {
		const struct roll *f = (const void *)(out.bytes + (size_t)k * out.size);
		char bought[256], fl[16];
		const char *vals[2] = { fl, bought };
		snprintf(fl, sizeof fl, "%d", f->faces[M44_FLAG]);
		if ((rc = read_chart(g, f->faces, p->side, st, bought, sizeof bought, e)) != 0 ||
				(rc = odds_report_merge(r, out.p[k], vals, 2, e)) != 0)
			goto done;
	}
	r->runs = out.runs;
done:
	odds_states_free(&out);
	m44_map_free(&p->m);
	free(p);
	return rc;
}
