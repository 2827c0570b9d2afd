/*
 * works.c: the `bridge` order of Salerno 1943: demolishing and repairing
 * bridges in a works phase (§20), with the hidden "pont démoli" markers.
 *
 * The cup (§20.1) is `set,bridge_cup`: the back values (0-3) of the markers in
 * it, ';'-separated; the rulebook does not give how many of each there are, so
 * the players write theirs. A draw is one marker at random from the cup: a die
 * with as many faces as markers (face k = the k-th value of the list), so seeded
 * draws, --dice and exact odds all work alike.
 *   demolish  §20.2-§20.27: a unit in the bridge hex that did not move this
 *             turn; a 0 fails and goes back to the cup (§20.22, §20.12), 1-3
 *             destroys the bridge, the marker on the map (`bridge` row: state
 *             demolished, marker = its value, hidden from the opponent); in an
 *             enemy ZOC the opponent sees it and may reject it once (§20.26,
 *             reject=, else a pending decision); 3556 always falls (§20.25);
 *             an empty cup gets back the markers of bridges the active player
 *             repairs, which the players write back (§20.27). City bridges cannot be destroyed (§20.4).
 *   repair    §20.3-§20.34: an engineer in the hex, no enemy ZOC; started in
 *             any works phase (§20.32), a 1d6 >= the value repairs it at the
 *             end of a day works phase (§20.33), and it completes by itself in
 *             the works phase of turn start + value (E12, E13; ruling
 *             bridge-repair for E13's night rolls, digest A29); 3556's value is
 *             always 1 (§20.34). A repaired bridge's marker returns to the cup.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "pending.h"
#include "s43.h"

#define CUP 64

struct bridge {
	int row;
	const char *id;
	struct grid_hex hex;
	int city, demolished, value, repair, by;  /* repair: start turn or -1; by: side */
	int tried;      /* turn of the last failed demolition (§20.23), or -1 */
};

static int parse_cup(const char *v, int *cup, int *n)
{
	*n = 0;
	if (v == NULL)
		return -1;
	while (*v) {
		if (*v < '0' || *v > '3' || (v[1] && v[1] != ';') || *n == CUP)
			return -1;
		cup[(*n)++] = *v - '0';
		v += v[1] ? 2 : 1;
	}
	return 0;
}

static void format_cup(const int *cup, int n, char *out, size_t size)
{
	out[0] = '\0';
	for (int i = 0; i < n; i++)
		snprintf(out + strlen(out), size - strlen(out), "%s%d", i ? ";" : "", cup[i]);
}

static int load_bridge(const struct state *st, int i, struct bridge *b, struct err *e)
{
	const struct state_kind *k = state_kind(st, "bridge");
	const struct state_row *r = &k->rows[i];
	const char *v;
	int c;

	memset(b, 0, sizeof *b);
	b->row = i;
	b->repair = -1;
	b->by = -1;
	b->tried = -1;
	b->id = state_field(r, state_col(k, "id"));
	if (*b->id == '\0')
		return kit_bad(e, st, r, 1, "bridge without an id");
	c = state_col(k, "hex");
	if (grid_parse(state_field(r, c), &b->hex))
		return kit_bad(e, st, r, c, "hex '%.40s' is not a CCRR hex", state_field(r, c));
	c = state_col(k, "city");
	v = state_field(r, c);
	if (*v && strcmp(v, "yes"))
		return kit_bad(e, st, r, c, "city '%.40s' is not empty or yes (§20.4)", v);
	b->city = *v != '\0';
	c = state_col(k, "marker");
	v = state_field(r, c);
	if (*v) {
		if (v[0] < '0' || v[0] > '3' || v[1] || b->city)
			return kit_bad(e, st, r, c, "marker '%.40s' is not empty or a demolition "
					"value 0 to 3 (§20.11)%s", v, b->city ? _("; a city bridge "
					"cannot be destroyed (§20.4)") : "");
		b->demolished = 1;
		b->value = v[0] - '0';
	}
	c = state_col(k, "repair");
	v = state_field(r, c);
	if (*v && ((b->repair = s43_turn_parse(v)) < 0 || !b->demolished))
		return kit_bad(e, st, r, c, "repair '%.40s' is not the turn a repair of this "
				"demolished bridge started", v);
	c = state_col(k, "by");
	v = state_field(r, c);
	if ((b->by = s43_side_parse(v)) < 0 && *v)
		return kit_bad(e, st, r, c, "by '%.40s' is not allied or axis", v);
	c = state_col(k, "tried");
	v = state_field(r, c);
	if (*v && (b->tried = s43_turn_parse(v)) < 0)
		return kit_bad(e, st, r, c, "tried '%.40s' is not the turn of a failed demolition "
				"(D-morning, D-afternoon or D-night, §20.23)", v);
	return 0;
}

/* set,bridge_cup into cup: 0, or EXIT_DATA naming its line (§20.11). */
static int load_cup(const struct state *st, int *cup, int *n, struct err *e)
{
	const struct state_kind *sk = state_kind(st, "set");

	if (parse_cup(state_get(st, "bridge_cup"), cup, n) == 0)
		return 0;
	return kit_bad(e, st, sk ? &sk->rows[state_find(sk, 1, "bridge_cup")] : NULL, 2,
			"bridge_cup is not a ';' list of at most %d values 0 to 3 (§20.11)", CUP);
}

int s43_bridge_check(struct s43_map *m, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "bridge");
	int cup[CUP], n;
	struct bridge b;

	if (state_get(st, "bridge_cup") && load_cup(st, cup, &n, e))
		return e->code;
	if (k == NULL)
		return 0;
	if (kit_need_cols(st, k, (const char *const[]){ "id", "hex", "marker", NULL },
			"umpire-salerno43(7)", e))
		return e->code;
	for (int i = 0; i < k->nrows; i++)
		if (load_bridge(st, i, &b, e))
			return e->code;
	return 0;
}

/* ---- the chance part: one step over a plain struct ---- */

struct bridge_out {
	int drawn[2], ndrawn;   /* cup positions drawn (the second after a rejection) */
	int value;              /* the marker that stays drawn */
	int roll;               /* repair die, 0 if none */
	int result;             /* 1 destroyed / repaired, 0 failed */
	int waiting;            /* 1: waiting for the opponent's §20.26 decision */
};

struct bridge_ctx {
	struct log *log;
	struct bridge b;
	int repair, side, zoc, reject;      /* reject: -1 not given, 0 no, 1 yes */
	int cup[CUP], ncup, turn, value, always, night_rolls;
	const char *unit;
};

static int draw(struct bridge_ctx *x, const int *cup, const int *ncup, struct chance *c, int *pos,
		struct err *e)
{
	struct chance_roll r;

	if (*ncup == 1) {
		*pos = 0;
		return 0;
	}
	if (chance_rollf(c, 1, *ncup, CHANCE_SUM, 0, &r, e, "bridge marker from the cup of "
			"%d (§20.21)", *ncup))
		return e->code;
	*pos = r.value - 1;
	return 0;
}

static int step(void *state, struct chance *c, void *ctx, struct err *e)
{
	struct bridge_out *w = state;
	struct bridge_ctx *x = ctx;
	int cup[CUP], ncup = x->ncup, pos = 0;

	memcpy(cup, x->cup, sizeof cup);
	if (x->repair) {
		struct chance_roll r;
		char dice[48];
		int value = x->value;
		if (x->turn >= x->b.repair + value) {
			w->result = 1;
			char began[16];
			s43_turn_format(x->b.repair, began, sizeof began);
			log_stepn(x->log, "§20.32, §20.33; E12, E13", "The repair of bridge %s "
					"began on %s, %d turn ago, and its demolition value is "
					"%d: it completes by itself, no roll",
					"The repair of bridge %s began on %s, %d turns ago, and "
					"its demolition value is %d: it completes by itself, no "
					"roll", x->turn - x->b.repair, x->b.id, began,
					x->turn - x->b.repair, value);
			return 1;
		}
		if (s43_turn_period(x->turn) == S43_NIGHT && !x->night_rolls) {
			log_step(x->log, "§20.32", "No repair roll at night");
			return 1;
		}
		if (chance_rollf(c, 1, 6, CHANCE_SUM, 0, &r, e, "repair of bridge %s (§20.33)",
				x->b.id))
			return e->code;
		w->roll = r.value;
		w->result = r.value >= value;
		log_step(x->log, s43_turn_period(x->turn) == S43_NIGHT ? "§20.33; ruling "
				"bridge-repair=night-rolls" : "§20.33", "%s rolls %s for the repair "
				"of bridge %s: %s", s43_side_m(x->side), kit_roll(&r, dice, sizeof dice),
				x->b.id, w->result ?
				_("at least the demolition value, repaired") : _("below the demolition value, "
				"not yet"));
		return 1;
	}
	if (draw(x, cup, &ncup, c, &pos, e))
		return e->code;
	w->drawn[w->ndrawn++] = pos;
	w->value = cup[pos];
	if (x->zoc) {
		log_step(x->log, "§20.26", "The bridge is in an enemy ZOC: the marker drawn, %d, is "
				"shown to the opponent", w->value);
		if (x->reject < 0) {
			w->waiting = 1;
			return 1;
		}
		if (x->reject == 1) {
			/* the refused marker goes back; the second draw is neither seen nor refused */
			if (draw(x, cup, &ncup, c, &pos, e))
				return e->code;
			w->drawn[w->ndrawn++] = pos;
			w->value = cup[pos];
			log_step(x->log, "§20.26", "The opponent refuses it: the marker goes back to "
					"the cup and a second one is drawn, unseen");
		}
	}
	w->result = w->value > 0 || x->always;
	log_step(x->log, x->always && w->value == 0 ? "§20.25" : "§20.22", "Demolition of "
			"bridge %s by %s: %s", x->b.id, x->unit, w->result ? (x->always && w->value == 0
			? _("the marker drawn is 0, but bridge 3556 always falls") : _("the marker is not 0, "
			"the bridge is destroyed")) : _("the marker is 0, the attempt fails and the marker "
			"goes back to the cup"));
	return 1;
}

static int setup(struct game_ctx *g, const struct state *st, const struct order *o,
		struct s43_map *m, struct bridge_ctx *x, struct err *e)
{
	const struct state_kind *k = state_kind(st, "bridge");
	const char *action = order_get(o, "action"), *id = order_get(o, "id"), *rej;
	struct s43_unit *u;
	char hx[5], now[16];
	int i;

	memset(x, 0, sizeof *x);
	if (strcmp(action, "demolish") && strcmp(action, "repair"))
		return err_set(e, EXIT_USAGE, "bridge: action= is demolish or repair");
	x->repair = action[0] == 'r';
	rej = order_get(o, "reject");
	x->reject = order_given(o, "reject") ? strcmp(rej, "yes") == 0 : -1;
	if (order_given(o, "reject") && strcmp(rej, "yes") && strcmp(rej, "no"))
		return err_set(e, EXIT_USAGE, "bridge: reject= is yes or no");
	if ((i = k ? state_find(k, state_col(k, "id"), id) : -1) < 0)
		return err_set(e, EXIT_DATA, "bridge: no bridge '%s' (bridge rows)", id);
	if (load_bridge(st, i, &x->b, e) || s43_turn_now(st, "§20", &x->turn, e))
		return e->code;
	s43_turn_format(x->turn, now, sizeof now);
	grid_format(x->b.hex, hx);
	if ((u = s43_unit_find(m, order_get(o, "unit"))) == NULL)
		return err_set(e, EXIT_DATA, "bridge: no unit '%s'", order_get(o, "unit"));
	x->unit = u->id;
	x->side = u->side;
	if (u->bridge[0] && strcmp(u->bridge, x->b.id) != 0)
		return kit_refuse(e, "§20.0", "bridge: %s has tried bridge %s this turn: a unit "
				"demolishes or repairs one bridge a turn, even with several in a hex",
				u->id, u->bridge);
	if (!u->onmap || !grid_equal(u->hex, x->b.hex))
		return kit_refuse(e, x->repair ? "§20.3" : "§20.2", "bridge: %s is not in the "
				"bridge hex %s", u->id, hx);
	x->zoc = s43_zoc(m, game_rule(g, st, "precipice-zoc"), x->b.hex, !u->side, 0);
	x->always = strcmp(hx, "3556") == 0;
	x->night_rolls = strcmp(game_rule(g, st, "bridge-repair"), "night-rolls") == 0;
	if (x->b.city)
		return kit_refuse(e, "§20.4", "bridge: %s is a city bridge: it cannot be "
				"destroyed, nor needs repair", x->b.id);
	if (x->repair) {
		if (!x->b.demolished)
			return kit_refuse(e, "§20.3", "bridge: %s is not demolished", x->b.id);
		if (u->kind != S43_K_ENGINEER)
			return kit_refuse(e, "§20.3", "bridge: a repair needs an engineer unit in "
					"the hex; %s is not one", u->id);
		if (x->zoc)
			return kit_refuse(e, "§20.31", "bridge: %s is in an enemy ZOC: no repair",
					hx);
		if (x->b.repair >= 0 && x->b.by != u->side)
			return kit_refuse(e, "§20.3", "bridge: the other side is repairing %s",
					x->b.id);
		if (x->b.repair < 0)
			x->b.repair = x->turn;   /* it starts now (§20.32: also at night) */
		x->value = x->always ? 1 : x->b.value;   /* §20.34 */
		return 0;
	}
	if (x->b.demolished)
		return kit_refuse(e, "§20.2", "bridge: %s is demolished already", x->b.id);
	if (x->b.tried == x->turn)
		return kit_refuse(e, "§20.23", "bridge: an attempt on %s failed this turn (%s): "
				"the next one is made in the next turn", x->b.id, now);
	if (u->flags & (S43_F_MOVED | S43_F_FOUGHT))
		return kit_refuse(e, "§20.2", "bridge: %s moved this turn: only a unit that does "
				"not move may try", u->id);
	if (!state_get(st, "bridge_cup"))
		return err_set(e, EXIT_DATA, "bridge: %s has no set,bridge_cup: write the values of "
				"the markers in your cup (the rulebook does not give their numbers, §20.1)",
				kit_path(st));
	if (load_cup(st, x->cup, &x->ncup, e))
		return e->code;
	if (x->ncup == 0)
		return kit_refuse(e, "§20.27", "bridge: the cup is empty: the active player first "
				"takes back the markers of the bridges he is repairing (and only those) "
				"into the cup: write them in set,bridge_cup");
	return 0;
}

static int set_field(struct state *st, const struct bridge *b, const char *col,
		const char *v)
{
	static const char *const cols[] = { "marker", "repair", "by" };
	const char *const one[] = { col };
	/* marker, repair and by as before; tried only once a demolition fails */
	struct state_kind *k = strcmp(col, "tried") ? state_kind_add(st, "bridge", cols, 3) :
		state_kind_add(st, "bridge", one, 1);

	return k == NULL || state_field_set(&k->rows[b->row], state_col(k, col), v);
}

/* The hex column `bridge` that move and retreat read (map.c, §5.4, §20.5):
 * "destroyed" once demolished (§20.22: no longer used for movement), "intact"
 * once repaired (§20.24). Only for a river hex of the map; 0 or EXIT_IO. */
static int sync_hex(struct state *st, const struct s43_map *m, const struct bridge *b,
		const char *value)
{
	static const char *const cols[] = { "bridge" };
	const struct s43_hex *h = s43_hex_find(m, b->hex);
	struct state_kind *k;

	if (h == NULL || h->river == 0)
		return 0;
	if ((k = state_kind_add(st, "hex", cols, 1)) == NULL || h->row < 0 ||
	    h->row >= k->nrows)
		return EXIT_IO;
	return state_field_set(&k->rows[h->row], state_col(k, "bridge"), value) ? EXIT_IO : 0;
}

int s43_bridge_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct s43_map m;
	struct bridge_ctx *x = calloc(1, sizeof *x);
	struct bridge_out w;
	char buf[CUP * 2 + 8], now[16];
	int rc;

	if (x == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = s43_map_load(&m, st, e)) || (rc = setup(g, st, o, &m, x, e)))
		goto done;
	x->log = g->log;
	memset(&w, 0, sizeof w);
	s43_turn_format(x->turn, now, sizeof now);
	if (x->repair && x->b.repair == x->turn)
		log_step(g->log, "§20.3, §20.32", "%s starts repairing bridge %s in %s", x->unit,
				x->b.id, now);
	if ((rc = step(&w, c, x, e)) != 1)
		goto done;
	rc = 0;
	if (w.waiting) {
		log_step(g->log, "pending", "Waiting for a decision (reject): the %s player "
				"accepts the marker (no) or refuses it (yes)", x->side == S43_ALLIED ? "Axis"
				: "Allied");
		rc = pending_add(st, s43_side_name(!x->side), "reject", "no|yes", o->text, e);
		goto done;
	}
	/* §20.0: the unit has had its bridge of the turn, whatever came of it */
	snprintf(buf, sizeof buf, "bridge=%s", x->b.id);
	if (s43_unit_flag(st, s43_unit_find(&m, x->unit), "bridge=", 0) ||
	    s43_unit_flag(st, s43_unit_find(&m, x->unit), buf, 1))
		goto oom;
	if (x->repair) {
		if (w.result) {
			/* the marker goes back to the cup (§20.12, §20.33) */
			int cup[CUP], n = 0;
			if (state_get(st, "bridge_cup") && load_cup(st, cup, &n, e))
				goto done;
			if (n == CUP) {
				rc = err_set(e, EXIT_DATA, "bridge: the cup holds %d markers already: "
						"no room for %s's (umpire keeps at most %d, §20.12)", CUP,
						x->b.id, CUP);
				goto done;
			}
			cup[n++] = x->b.value;
			format_cup(cup, n, buf, sizeof buf);
			if (set_field(st, &x->b, "marker", "") || set_field(st, &x->b, "repair", "") ||
			    set_field(st, &x->b, "by", "") || state_set(st, "bridge_cup", buf) ||
			    sync_hex(st, &m, &x->b, "intact"))
				goto oom;
			log_step(g->log, "§20.24, §20.12", "Bridge %s is repaired and open again; its "
					"marker returns to the cup", x->b.id);
		} else if (set_field(st, &x->b, "repair", (s43_turn_format(x->b.repair, now,
				sizeof now), now)) || set_field(st, &x->b, "by", s43_side_name(x->side))) {
			goto oom;
		}
		goto done;
	}
	/* demolition: the cup loses the marker that stays on the map */
	if (w.result) {
		char v[4];
		int n = 0, cup[CUP];
		for (int i = 0; i < x->ncup; i++)
			if (i != w.drawn[w.ndrawn - 1])
				cup[n++] = x->cup[i];
		format_cup(cup, n, buf, sizeof buf);
		snprintf(v, sizeof v, "%d", w.value);
		if (set_field(st, &x->b, "marker", v) || set_field(st, &x->b, "by",
				s43_side_name(x->side)) || state_set(st, "bridge_cup", buf) ||
		    sync_hex(st, &m, &x->b, "destroyed"))
			goto oom;
		log_step(g->log, "§20.22", "The marker goes on the map aligned with the bridge, its "
				"value hidden from the opponent; units may no longer use the bridge");
	} else if (set_field(st, &x->b, "tried", now)) {
		goto oom;
	} else {
		log_step(g->log, "§20.23", "A new attempt on bridge %s may be made next turn "
				"(bridge column tried)", x->b.id);
	}
	goto done;
oom:
	rc = err_set(e, EXIT_IO, "out of memory");
done:
	s43_map_free(&m);
	free(x);
	return rc;
}

static void summary(const void *outcome, const void *ctx, char **vals)
{
	const struct bridge_out *w = outcome;
	const struct bridge_ctx *x = ctx;

	if (x->repair) {
		vals[0] = s43_strf("%s", w->result ? "repaired" : "not yet");
		vals[1] = s43_strf("%s", "");
	} else {
		vals[0] = s43_strf("%s", w->result ? "destroyed" : "failed");
		vals[1] = s43_strf("%d", w->value);
	}
}

int s43_bridge_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	static const char *const cols[] = { "result", "marker" };
	struct s43_map m;
	struct bridge_ctx *x = calloc(1, sizeof *x);
	struct bridge_out w;
	struct log quiet;
	int rc;

	if (x == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if ((rc = s43_map_load(&m, st, e)) || (rc = setup(g, st, o, &m, x, e)))
		goto done;
	if (!x->repair && x->zoc && x->reject < 0) {
		rc = err_set(e, EXIT_USAGE, "odds: the bridge is in an enemy ZOC: say whether the "
				"opponent refuses the first marker (reject=yes|no, §20.26)");
		goto done;
	}
	log_open(&quiet, NULL, LOG_TEXT);
	x->log = &quiet;
	memset(&w, 0, sizeof w);
	snprintf(r->note, sizeof r->note, x->repair ? "the repair at this works phase (§20.33)"
			: "one marker drawn from a cup of %d (§20.21)", x->ncup);
	rc = s43_odds_step(&w, sizeof w, step, x, 2, cols, summary, r, e);
done:
	s43_map_free(&m);
	free(x);
	return rc;
}
