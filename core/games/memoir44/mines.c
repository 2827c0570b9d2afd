/*
 * mines.c: the obstacles units clear, minefields and wire (base game, not in seed; digest 5.2 "Minefield: must stop;
 * roll the field's value in dice against the entering enemy unit (not on retreat;
 * never against the side that laid it)", Medium-High; digest B-4 engineers; BGA
 * Minefield.php and CombatEngineer.php for the details named below).
 *
 * A unit that ends its move, or takes ground, on a minefield of the other side (the hex column
 * obstacle_side; empty, any unit) rolls the field's value (hex column mines) in
 * battle dice against itself: its own symbol and grenades hit, stars and flags do
 * nothing (BGA Minefield.php applies hits only); a Tiger's hits are rolled again,
 * grenades only (B-4). A field of value 0 is a decoy and is removed. A hidden
 * field (mines empty) is revealed by the order (move mines=N), its value then
 * written. Engineers that moved no farther than they may move and still battle
 * clear the field instead and may not battle this turn (B-4; CombatEngineer.php).
 *
 * Wire (digest 5.2 "Barbed wire: must stop; infantry may remove instead of
 * battling; armor entering removes it", Medium-High): armor ending its move on
 * wire removes it; infantry on wire removes it instead of battling (order clear);
 * engineers battle out of it and still remove it (B-4; CombatEngineer.php).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "kit.h"
#include "m44.h"
#include "odds.h"

/* The mutable row of hex h, or NULL. */
static struct m44_hexinfo *hex_row(struct m44_map *m, struct grid_hex h)
{
	for (int i = 0; i < m->nhexes; i++)
		if (grid_equal(m->hexes[i].h, h))
			return &m->hexes[i];
	return NULL;
}

static int clear_field(struct m44_hexinfo *x, struct state *st, struct err *e)
{
	int mined = x->obstacle && x->obstacle->mined;

	x->obstacle = NULL;
	x->mines = -1;
	if (m44_hex_set(st, x, "obstacle", "") || (mined && m44_hex_set(st, x, "mines", "")))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

/* The field's value: written, or revealed by the order's mines=N. */
static int field_value(struct state *st, struct m44_hexinfo *x, const struct order *o,
		const char *hx, int *value, struct err *e)
{
	const char *v = order_get(o, "mines");

	if (x->mines >= 0) {
		*value = x->mines;
		return 0;
	}
	if (v == NULL || *v == '\0')
		return err_set(e, EXIT_USAGE, "the minefield in %s is hidden (hex column mines "
				"empty): its owner reveals its value with mines=N (base game 5.2)", hx);
	if (m44_int(v, 0, 9, value))
		return err_set(e, EXIT_USAGE, "mines=%s: a minefield's value, 0 to 9", v);
	x->mines = *value;
	return m44_hex_set(st, x, "mines", v) ? err_set(e, EXIT_IO, "out of memory") : 0;
}

/* Roll n dice against u: the hits (its symbol, grenades). Grenades only with
 * `grenades_only` (a Tiger's second roll). */
static int roll_hits(struct m44_map *m, const struct m44_unit *u, int n, int grenades_only,
		struct chance *c, struct log *l, int *hits, struct err *e)
{
	char dd[32];
	char buf[128] = "";
	size_t len = 0;

	*hits = 0;
	for (int i = 0; i < n; i++) {
		struct chance_roll cr;
		int s;
		if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &cr, e, "minefield die %d of %d against "
					"%s%s", i + 1, n, u->id, grenades_only ? _(" (Tiger's second roll)") : ""))
			return e->code;
		s = m->face[cr.faces[0] < 1 || cr.faces[0] > 6 ? 1 : cr.faces[0]];
		*hits += s == M44_GRENADE || (!grenades_only && ((s == M44_INF &&
						u->type->counts == M44_C_INFANTRY) || (s == M44_ARM &&
						u->type->counts == M44_C_ARMOR)));
		len += (size_t)snprintf(buf + len, len < sizeof buf ? sizeof buf - len : 0, "%s%s",
				i ? ", " : "", m44_symbol_title(s));
	}
	log_stepn(l, "base game 5.2 (not in seed); BGA Minefield.php", "The minefield rolls %s "
			"against %s%s: %s: %d hit (flags and stars do nothing)",
			"The minefield rolls %s against %s%s: %s: %d hits (flags and stars do "
			"nothing)", *hits, kit_nsprintf(dd, sizeof dd, "%d die", "%d dice", n, n),
			u->id, grenades_only ? _(" again (Tiger, grenades only, B-4)") : "", buf, *hits);
	return 0;
}

/* The hits land: figures lost, or the unit eliminated (B-15). */
static int mine_losses(struct game_ctx *g, struct state *st, struct m44_map *m,
		struct m44_unit *u, int hits, struct err *e)
{
	int medal = u->medal < 0 ? 1 : u->medal;
	char hx[8];

	if (hits <= 0)
		return 0;
	grid_format(u->hex, hx);
	if (hits < u->figures) {
		u->figures -= hits;
		log_stepn(g->log, "B-2", "%s loses %d figure", "%s loses %d figures", hits, u->id,
				hits);
		return 0;
	}
	u->figures = 0;
	u->onboard = 0;
	log_stepn(g->log, "B-15", "%s in %s is eliminated by the minefield: %d medal to the %s",
			"%s in %s is eliminated by the minefield: %d medals to the %s", medal,
			u->id, hx, medal, m44_side_adj(!u->side));
	if (m44_medal_add(st, !u->side, medal))
		return err_set(e, EXIT_IO, "out of memory");
	return m44_vacate(m, st, u->hex, g->log, e);
}

int m44_mines_enter(struct game_ctx *g, struct state *st, struct m44_map *m,
		struct m44_unit *u, const struct order *o, struct chance *c, struct err *e)
{
	struct m44_hexinfo *x = hex_row(m, u->hex);
	int value, hits;
	char hx[8];

	if (x == NULL || x->obstacle == NULL)
		return 0;
	grid_format(u->hex, hx);
	if (!strcmp(x->obstacle->name, "wire") && u->type->cls == M44_CL_ARMOR) {
		log_step(g->log, "base game 5.2 (not in seed)", "%s enters the wire in %s and "
				"removes it", u->id, hx);
		return clear_field(x, st, e);
	}
	if (!x->obstacle->mined)
		return 0;
	if (x->obstacle_side == u->side) {
		log_step(g->log, "base game 5.2 (not in seed)", "The minefield in %s is the %s' own: "
				"no roll", hx, m44_side_name(u->side));
		return 0;
	}
	if ((u->type->special & M44_S_SWEEPS) && u->moved <= u->type->move_battle &&
			!(u->ordered & M44_O_MOVE) && !(u->flags & M44_F_TOOK_GROUND)) {
		log_step(g->log, "B-4 (engineers; BGA CombatEngineer.php)", "%s clears the "
				"minefield in %s instead of battling", u->id, hx);
		u->flags |= M44_F_BATTLED;
		return clear_field(x, st, e);
	}
	if (field_value(st, x, o, hx, &value, e))
		return e->code;
	if (value == 0) {
		log_step(g->log, "base game 5.2 (not in seed); BGA Minefield.php", "The minefield "
				"in %s has the value 0, a decoy: removed", hx);
		return clear_field(x, st, e);
	}
	if (roll_hits(m, u, value, 0, c, g->log, &hits, e))
		return e->code;
	if (hits > 0 && (u->type->special & M44_S_REROLL) &&
			roll_hits(m, u, hits, 1, c, g->log, &hits, e))
		return e->code;
	return mine_losses(g, st, m, u, hits, e);
}

/* The unit's figures in a state after the move (0 when it is off the board). */
static int figures_after(struct game_ctx *g, const struct state *st, const char *id,
		struct err *e)
{
	struct m44_map m;
	const struct m44_unit *u;
	int n;

	if (m44_map_load(&m, g, st, e))
		return -1;
	u = m44_unit_find(&m, id);
	n = u && u->onboard ? u->figures : 0;
	m44_map_free(&m);
	return n;
}

/* One run of the move on a copy of the state: the figures it keeps. */
static int run_once(struct game_ctx *g, const char *text, size_t len, const char *path,
		const struct order *o, struct chance *c, int *left, struct err *e)
{
	struct state copy;
	int rc;

	state_init(&copy);
	if ((rc = state_parse(&copy, text, len, path, e)) == 0 &&
			(rc = m44_move_resolve(g, &copy, o, c, e)) == 0 &&
			(*left = figures_after(g, &copy, order_get(o, "unit"), e)) < 0)
		rc = e->code;
	state_free(&copy);
	return rc;
}

/* Odds of a move: certain, unless it ends on a minefield that rolls (base game
 * 5.2): the rules run once per path of the minefield's dice, as they resolve. */
int m44_move_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct chance *c = calloc(1, sizeof *c);
	struct log *saved = g->log, quiet = { 0 };
	char *text = NULL;
	size_t len = 0;
	int rc = 0, more = 1, overflow = 0, before;
	struct frac exp = { 0, 1 };

	if (c == NULL || (text = state_text(st, g->game->kinds, &len)) == NULL) {
		free(c);
		return err_set(e, EXIT_IO, "out of memory");
	}
	g->log = &quiet;
	if ((before = figures_after(g, st, order_get(o, "unit"), e)) < 0)
		rc = e->code;
	r->ncols = 3;
	r->col[0] = "lost";
	r->col[1] = "figures";
	r->col[2] = "eliminated";
	chance_enumerate(c);
	while (more && rc == 0) {
		struct frac p;
		char lost[8], fig[8];
		int left = 0;
		chance_enum_start(c);
		if ((rc = run_once(g, text, len, st->path ? st->path : "state", o, c, &left, e)))
			break;
		r->runs++;
		more = chance_enum_next(c, &p, &overflow);
		snprintf(lost, sizeof lost, "%d", before - left);
		snprintf(fig, sizeof fig, "%d", left);
		const char *vals[3] = { lost, fig, left ? "no" : "yes" };
		exp = frac_add(exp, frac_mul(p, frac_make((uint64_t)(before - left), 1), &overflow),
				&overflow);
		rc = odds_report_merge(r, p, vals, 3, e);
	}
	if (rc == 0 && overflow)
		rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	if (rc == 0) {
		odds_report_expect(r, "expected figures lost by the unit moving", exp);
		snprintf(r->note, sizeof r->note, "%s", r->runs > 1 ? "a minefield rolls against "
				"the unit (base game 5.2)" : "no die: the move is certain");
	}
	g->log = saved;
	free(text);
	free(c);
	return rc;
}

/* Order clear: infantry on wire removes it instead of battling; engineers may
 * battle out of it and still remove it (digest 5.2, B-4). */
int m44_clear_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct m44_map m;
	struct m44_unit *u;
	struct m44_hexinfo *x;
	char hx[8];
	int rc = 0;

	(void)c;
	m44_rulings_log(g, st);
	if (m44_map_load(&m, g, st, e))
		return e->code;
	if ((u = m44_unit_find(&m, order_get(o, "unit"))) == NULL || !u->onboard) {
		rc = err_set(e, EXIT_USAGE, "unit=%s: no such unit on the board",
				order_get(o, "unit"));
		goto done;
	}
	grid_format(u->hex, hx);
	x = hex_row(&m, u->hex);
	if (u->side != m.active)
		rc = kit_refuse(e, "B-7", "%s is not the active side's", u->id);
	else if (x == NULL || x->obstacle == NULL || strcmp(x->obstacle->name, "wire"))
		rc = kit_refuse(e, "base game 5.2 (not in seed)", "%s stands on no wire", u->id);
	else if (u->type->counts != M44_C_INFANTRY)
		rc = kit_refuse(e, "base game 5.2 (not in seed)", "only infantry removes wire "
				"instead of battling (armor removes it by entering)");
	else if ((u->flags & M44_F_BATTLED) && !(u->type->special & M44_S_WIRE_BATTLE))
		rc = kit_refuse(e, "base game 5.2 (not in seed); B-4", "%s has battled: it removes "
				"wire instead of battling (only engineers do both)", u->id);
	else if (u->moved > u->type->move_battle || (u->flags & M44_F_FLAG_MOVE))
		rc = kit_refuse(e, "B-9; base game 5.2", "%s moved too far to battle, so it may not "
				"remove wire instead", u->id);
	else if (!(u->flags & M44_F_BATTLED))
		rc = m44_card_act(g, st, &m, u, M44_ACT_BATTLE, 1, e);
	if (rc)
		goto done;
	log_step(g->log, u->flags & M44_F_BATTLED ? _("B-4 (engineers; BGA CombatEngineer.php)") :
			_("base game 5.2 (not in seed)"), "%s removes the wire in %s%s", u->id, hx,
			u->flags & M44_F_BATTLED ? _(" after battling") : _(" instead of battling"));
	u->flags |= M44_F_BATTLED;
	if ((rc = clear_field(x, st, e)) == 0 && (rc = m44_unit_store(&m, st, u, e)) == 0)
		rc = m44_card_commit(g, st, u->side, m44_unit_board(&m, u), e);
done:
	m44_map_free(&m);
	return rc;
}
