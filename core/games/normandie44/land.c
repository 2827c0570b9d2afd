/*
 * land.c: the landing check of Normandie 1944: the `land` and `drop` orders.
 *
 *   land   after D-Day (§4.2, §7.1): units of the Allied strategic reserve
 *          land through an open depot of their nationality's beaches (Utah,
 *          Omaha for the US; Gold, Juno, Sword for the Anglo-Canadians) or a
 *          controlled port, within its landing capacity in PE (ruling
 *          landing-capacity), out of enemy ZOC for a port (German ZOC does not
 *          touch a beach, ruling beach-depot-zoc), never in a storm; a unit
 *          landed on a beach stops there (§4.4), Rangers and Commandos excepted
 *          on D-Day; Offensive markers land within the Offensive capacity.
 *          On turn 0 (§10): the waves land on the hexes the map sets out
 *          (at=HEX): the first wave's DD tanks roll for survival (§10 A.1), the
 *          5th Rangers roll for their beach, 1SS and 4SS land between Arromanches
 *          and Ouistreham, the 6th Airlanding Brigade at the end of the turn
 *   drop   turn 0, night (§10 0.1): two dice, the coloured one adjusted by the
 *          jump table: 1-5 on the DZ/LZ, the white die ignored (T30); 6 or
 *          more next to it, the white die giving the hex, the coloured one the
 *          losses; never on a sea or city hex: then on the DZ (T31)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "odds.h"

const struct order_param n44_land_params[] = {
	{ "unit", "ID[,ID...]", NULL, "units (or Offensive markers) of the Allied strategic "
		"reserve (§4.2), or of turn 0's waves (§10)" },
	{ "at", "DEPOT|HEX", NULL, "the depot they land through (§4.2), or on turn 0 the hex the "
		"map sets out for them (§10 A.1): the 5th Rangers' Omaha hex, a British beach hex "
		"for the 79th Armoured" },
	{ "support", "HEX", "", "turn 0: the hex of the 2nd Rangers the 5th Rangers land with if "
		"their die says so (§10 A.1); default: the hex of the US Rangers on the map" },
	{ NULL, NULL, NULL, NULL },
};

const struct order_param n44_drop_params[] = {
	{ "unit", "ID", NULL, "an airborne unit (§10 0.1)" },
	{ "dz", "HEX", NULL, "its drop or landing zone, as the map shows (§10 0.1)" },
	{ NULL, NULL, NULL, NULL },
};

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}

static int beach_of(const struct n44_depot *d, int nation)
{
	static const char *const us[] = { "utah", "omaha", NULL };
	static const char *const uk[] = { "gold", "juno", "sword", NULL };
	return kit_enum(nation == N44_US ? us : uk, d->id) >= 0;
}

/* PE (or markers) landed at the depot this phase (§4.2). */
static int landed(const struct n44_model *m, const struct n44_depot *d, int markers)
{
	char key[80];
	const char *v;

	snprintf(key, sizeof key, "landed.%s.%s", markers ? "markers" : "pe", d->id);
	v = state_get(m->st, key);
	return v && *v ? atoi(v) : 0;
}

static void add_landed(struct n44_model *m, const struct n44_depot *d, int markers, int n)
{
	char key[80], buf[16];

	snprintf(key, sizeof key, "landed.%s.%s", markers ? "markers" : "pe", d->id);
	snprintf(buf, sizeof buf, "%d", landed(m, d, markers) + n);
	state_set(m->st, key, buf);
}

static int check_depot(struct game_ctx *g, struct n44_model *m, const struct n44_depot *d,
		struct err *e)
{
	if (d->side != N44_ALLIED || (d->face != N44_F_FULL && d->face != N44_F_REDUCED))
		return kit_refuse(e, "§7.1", "the depot %s is not an open Allied depot", d->id);
	if (d->loc.kind != N44_L_HEX)
		return kit_refuse(e, "§4.2", "%s is not on the map", d->id);
	if (n44_hex_at(m, d->loc.hex) && n44_hex_at(m, d->loc.hex)->confusion)
		return kit_refuse(e, "§7.2", "the depot %s is in Confusion", d->id);
	if (d->kind != N44_D_BEACH || !strcmp(rule(g, m, "beach-depot-zoc"), "blocked")) {
		int z = n44_enemy_zoc(g, m, d->loc.hex, N44_ALLIED, e);   /* the TET's exceptions too */
		if (z < 0)
			return e->code;
		if (z)
			return kit_refuse(e, "§7.1", "the depot %s is in an enemy ZOC: it does not work%s",
					d->id, d->kind == N44_D_BEACH ? _(" (ruling beach-depot-zoc=blocked)") : "");
	}
	return 0;
}

/* §4.2: one unit or marker through a depot. */
static int through_depot(struct game_ctx *g, struct n44_model *m, struct n44_depot *d,
		struct n44_unit *u, struct n44_marker *mk, struct err *e)
{
	int face = d->face == N44_F_REDUCED;

	if (mk) {
		int cap = d->offensive[face];
		if (cap == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "%s:%d: depot %s, its Offensive capacity is "
					"unknown ('?', §4.2): fill it in from the counter", kit_path(m->st),
					d->line, d->id);
		if (landed(m, d, 1) + 1 > cap)
			return kit_refusen(e, "§4.2",
					"the depot %s lands %d Offensive marker a phase",
					"the depot %s lands %d Offensive markers a phase", cap,
					d->id, cap);
		mk->loc = d->loc;
		mk->changed = 1;
		add_landed(m, d, 1, 1);
		log_step(g->log, "§4.2", "The Offensive marker %s lands through %s", mk->id, d->id);
		return 0;
	}
	if (u->loc.kind != N44_L_RESERVE)
		return kit_refuse(e, "§4.2", "%s is not in the Allied strategic reserve", u->id);
	if (d->kind == N44_D_BEACH && !beach_of(d, u->nation))
		return kit_refuse(e, "§7.1", "%s lands at %s: US units land at Utah or Omaha, the "
				"Anglo-Canadians at Gold, Juno or Sword", u->id, d->id);
	int cap = d->landing[face];
	if (cap == N44_UNKNOWN)
		return err_set(e, EXIT_UNKNOWN, "%s:%d: depot %s, its landing capacity in PE is unknown "
				"('?', §4.2): fill it in from the counter's red frame", kit_path(m->st),
				d->line, d->id);
	if (n44_need_value(m, u, "pe", u->pe, "§4.2", e))
		return e->code;
	if (landed(m, d, 0) + u->pe > cap)
		return kit_refuse(e, "§4.2", "the depot %s lands %d PE a %s; %d landed already: %s stays "
				"in the strategic reserve", d->id, cap, strcmp(rule(g, m, "landing-capacity"),
				"turn") ? _("movement phase") : "turn", landed(m, d, 0), u->id);
	u->loc.kind = N44_L_HEX;
	u->loc.hex = d->loc.hex;
	u->flags |= N44_U_LANDED;
	if (d->kind == N44_D_BEACH)
		u->flags |= N44_U_STOPPED;
	u->changed = 1;
	add_landed(m, d, 0, u->pe);
	log_step(g->log, "§4.2", "%s lands through %s (%d PE of %d)%s", u->id, d->id,
			landed(m, d, 0), cap, d->kind == N44_D_BEACH ? _(": on the beach, its move ends "
			"there (§4.4)") : "");
	return 0;
}

/* §10 A.1: a DD tank of the first wave rolls for survival. */
static int dd_roll(struct game_ctx *g, struct n44_model *m, struct n44_unit *u,
		struct chance *c, struct err *e)
{
	struct chance_roll roll;
	const char *cell;
	char buf[48];

	if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "DD survival, %s", u->id) ||
	    n44_die_cell(g, "dd", roll.value, "result", "§10 A.1", &cell, e))
		return e->code;
	log_step(g->log, "§10 A.1", "%s is a Duplex Drive tank: %s on the DD survival table: %s",
			u->id, kit_roll(&roll, buf, sizeof buf), cell);
	if (!strcmp(cell, "step")) {
		n44_lose_step(u, 0);
		n44_score_steps(m, u, 1);
	} else if (!strcmp(cell, "eliminated")) {
		n44_score_steps(m, u, u->steps);
		while (u->steps > 0)
			n44_lose_step(u, 0);
	}
	return 0;
}

/* §10 A.1: 1SS and 4SS land between Arromanches and Ouistreham, "0808 & 0712"
 * included (ruling ss-hexes). */
static int ss_hex(struct game_ctx *g, const struct n44_model *m, struct grid_hex h)
{
	struct grid_hex a, b;
	n44_hex_parse("0808", &a);
	n44_hex_parse("0712", &b);
	if (!strcmp(rule(g, m, "ss-hexes"), "range"))
		return h.row >= 7 && h.row <= 8 && h.col >= 8 && h.col <= 12;
	return grid_equal(h, a) || grid_equal(h, b);
}

/* The hex of the 2nd Rangers the 5th support (§10 A.1): support=, or the one
 * hex of the other US Rangers on the map. */
static int ranger2_hex(const struct n44_model *m, const struct order *o,
		const struct n44_unit *u, struct grid_hex *at, struct err *e)
{
	const char *sup = order_get(o, "support");
	int n = 0;

	if (*sup) {
		if (n44_hex_parse(sup, at) || n44_hex_at(m, *at) == NULL)
			return err_set(e, EXIT_USAGE, "land: support=%s is not a hex of the map", sup);
	}
	for (int i = 0; i < m->nunits; i++) {
		const struct n44_unit *x = &m->units[i];
		if (x == u || x->arm != N44_RANGER || x->nation != N44_US || !n44_on_map(x) ||
		    (x->flags & N44_U_RANGER5))
			continue;
		if (*sup && grid_equal(x->loc.hex, *at))
			return 0;
		if (!*sup && (n == 0 || !grid_equal(x->loc.hex, *at))) {
			*at = x->loc.hex;
			n++;
		}
	}
	if (*sup || n == 0)
		return kit_refuse(e, "§10 A.1", "the 5th Rangers may land in support of the 2nd Rangers: "
				"%s", *sup ? _("support= names no hex of theirs") : _("none is on the map"));
	if (n > 1)
		return err_set(e, EXIT_USAGE, "land: the US Rangers stand in several hexes: name the "
				"one the 5th support (support=HEX)");
	return 0;
}

/* Every check of a turn-0 landing, before any die (§10 A.1). */
static int turn0_check(struct game_ctx *g, const struct n44_model *m, const struct order *o,
		struct n44_unit *u, struct grid_hex at, struct grid_hex *support, struct err *e)
{
	const struct n44_hex *h = n44_hex_at(m, at);
	const char *ph = m->phase ? m->phase : "";
	char hx[5];

	n44_hex_format(at, hx);
	if (h == NULL)
		return err_set(e, EXIT_DATA, "land: at=%s has no 'hex' row", hx);
	if (u->loc.kind != N44_L_RESERVE && u->loc.kind != N44_L_TRACK)
		return kit_refuse(e, "§10", "%s is not waiting to land", u->id);
	if (u->flags & N44_U_RANGER5) {
		if (m->phase && strcmp(ph, "second-wave"))
			return kit_refuse(e, "§10 A.1", "the 5th Rangers land with the second wave "
					"(\"Seconde vague ... Le 5th Ranger débarque\"), not in phase %s", ph);
		if (strcmp(h->beach, "omaha"))
			return kit_refuse(e, "§10 A.1", "the 5th Rangers land on Omaha or with the 2nd "
					"Rangers, as a die says: at= names the Omaha hex");
		return ranger2_hex(m, o, u, support, e);
	}
	if (u->flags & N44_U_SS_COMMANDO) {
		if (!h->beach[0] && !ss_hex(g, m, at))
			return kit_refuse(e, "§10 A.1", "1SS and 4SS land on the hexes between Arromanches and "
					"Ouistreham, 0808 and 0712 included (ruling ss-hexes)");
	} else if (!h->beach[0] && strcmp(ph, "turn0-end") != 0) {
		return kit_refuse(e, "§10 A.1", "%s is not a beach hex: the waves land on the beaches "
				"the map sets out", hx);
	}
	if ((u->flags & N44_U_79TH) && strcmp(h->beach, "gold") && strcmp(h->beach, "juno") &&
	    strcmp(h->beach, "sword"))
		return kit_refuse(e, "§10 A.1", "%s of the 79th Armoured lands astride the British "
				"beaches: at= names a hex of Gold, Juno or Sword", u->id);
	return 0;
}

static int turn0_landing(struct game_ctx *g, struct n44_model *m, const struct order *o,
		struct n44_unit *u, struct grid_hex at, struct chance *c, struct err *e)
{
	struct grid_hex support = at;
	char hx[5];

	if (turn0_check(g, m, o, u, at, &support, e))
		return e->code;
	if (u->flags & N44_U_RANGER5) {
		struct chance_roll roll;
		const char *cell;
		char buf[48];
		if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "5th Rangers' beach") ||
		    n44_die_cell(g, "ranger5", roll.value, "beach", "§10 A.1", &cell, e))
			return e->code;
		if (strcmp(cell, "ranger2") && strcmp(cell, "omaha"))
			return err_set(e, EXIT_DATA, "table normandie44/ranger5, die %d: '%s' is not "
					"ranger2 or omaha (§10 A.1)", roll.value, cell);
		log_step(g->log, "§10 A.1", "The 5th Rangers' die: %s: %s", kit_roll(&roll, buf,
				sizeof buf), !strcmp(cell, "omaha") ? "they land on Omaha" :
				"they land in support of the 2nd Rangers");
		if (!strcmp(cell, "ranger2"))
			at = support;
	}
	const struct n44_hex *h = n44_hex_at(m, at);
	n44_hex_format(at, hx);
	u->loc.kind = N44_L_HEX;
	u->loc.hex = at;
	u->flags |= N44_U_LANDED;
	u->changed = 1;
	if (u->arm != N44_RANGER && u->arm != N44_COMMANDO && h->beach[0])
		u->flags |= N44_U_STOPPED;
	if (u->flags & N44_U_79TH) {
		u->flags |= N44_U_STRADDLE;
		log_step(g->log, "§10 A.1", "%s of the 79th Armoured lands astride the British beaches "
				"(in %s): it supports every British beach, and stays there while a German "
				"unit holds one", u->id, hx);
		return 0;
	}
	log_step(g->log, "§10 A.1", "%s lands in %s%s", u->id, hx, (u->flags & N44_U_STOPPED) ?
			_(" and stops on the beach") : u->arm == N44_RANGER || u->arm == N44_COMMANDO ?
			_(" (Rangers and Commandos: no automatic stop, one hex more at most, §4.4)") : "");
	if (!strcmp(m->phase ? m->phase : "", "first-wave") && (u->flags & N44_U_DD))
		return dd_roll(g, m, u, c, e);
	return 0;
}

int n44_land_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	char ids[24][48];
	const char *at = order_get(o, "at");
	int n;

	if (n44_model_load(&m, g, st, e))
		return e->code;
	n = order_split(order_get(o, "unit"), ids[0], 48, 24);
	if (n <= 0) {
		err_set(e, EXIT_USAGE, "land: unit= names 1 to 24 units");
		goto done;
	}
	if (m.storm && m.storm == n44_phase_letter(&m)) {
		kit_refuse(e, "§1.1.1.1", "no landing of troops, replacements or Offensive markers in a "
				"storm");
		goto done;
	}
	struct n44_depot *d = n44_depot_find(&m, at);
	struct grid_hex h;
	if (d == NULL && (m.turn != 0 || n44_hex_parse(at, &h))) {
		err_set(e, EXIT_DATA, "land: at=%s is no depot of %s%s", at, kit_path(st),
				m.turn == 0 ? _(" nor a hex") : "");
		goto done;
	}
	if (d && check_depot(g, &m, d, e))
		goto done;
	for (int i = 0; i < n && !e->code; i++) {
		struct n44_unit *u = n44_unit_find(&m, ids[i]);
		struct n44_marker *mk = NULL;
		for (int k = 0; u == NULL && k < m.nmarkers; k++)
			if (!strcmp(m.markers[k].id, ids[i]) && m.markers[k].loc.kind == N44_L_RESERVE)
				mk = &m.markers[k];
		if (u == NULL && mk == NULL) {
			err_set(e, EXIT_DATA, "land: no unit or reserve marker '%s' in %s", ids[i],
					kit_path(st));
			break;
		}
		if (u && u->side != N44_ALLIED) {
			kit_refuse(e, "§4.2", "%s is not Allied", u->id);
			break;
		}
		if (d)
			through_depot(g, &m, d, u, mk, e);
		else if (u)
			turn0_landing(g, &m, o, u, h, c, e);
		else
			kit_refuse(e, "§10", "markers land through depots");
	}
	if (!e->code)
		n44_model_save(&m, e);
done:
	n44_model_free(&m);
	return e->code;
}

/* ---- drop ---------------------------------------------------------------------- */

static const char *const dirs[] = { "N", "NE", "SE", "S", "SW", "NW", NULL };

struct drop_result {
	struct grid_hex hex;
	int steps, d, drift, on_dz;
};

static int drop_read(struct game_ctx *g, struct n44_model *m, struct grid_hex dz, int coloured,
		int white, struct drop_result *r, struct err *e)
{
	const char *cell;
	int adjust;

	memset(r, 0, sizeof *r);
	r->hex = dz;
	if (n44_table_int(g, "jump-adjust", "all", "adjust", "§10 0.1", &adjust, e))
		return e->code;
	int die = coloured + adjust;
	if (n44_die_cell(g, "jump", die, "result", "§10 0.1", &cell, e))
		return e->code;
	if (!strcmp(cell, "land"))
		return 0;                    /* 1-5: on the DZ, the white die ignored (T30) */
	r->drift = 1;
	if (n44_die_cell(g, "jump", die, "steps", "§10 0.1", &cell, e))
		return e->code;
	r->steps = atoi(cell);
	if (n44_die_cell(g, "jump", die, "d", "§10 0.1", &cell, e))
		return e->code;
	r->d = atoi(cell);
	if (n44_die_cell(g, "drift", white, "direction", "§10 0.1", &cell, e))
		return e->code;
	struct grid_hex nb[6];
	n44_neighbours(m, dz, nb);
	r->hex = nb[kit_enum(dirs, cell) >= 0 ? kit_enum(dirs, cell) : 0];
	const struct n44_hex *x = n44_hex_at(m, r->hex);
	if (x == NULL || x->terrain == N44_SEA || x->settlement == N44_CITY ||
	    x->terrain == N44_UNKNOWN || x->settlement == N44_UNKNOWN) {
		if (x != NULL && (x->terrain == N44_UNKNOWN || x->settlement == N44_UNKNOWN))
			return err_set(e, EXIT_UNKNOWN, "hex %02d%02d: its terrain or town is unknown "
					"('?', §10 0.1: no landing on sea or city): fill it in from the map",
					r->hex.row, r->hex.col);
		r->hex = dz;                 /* T31: back on the intended DZ */
		r->on_dz = 1;
	}
	return 0;
}

static int drop_setup(struct game_ctx *g, struct n44_model *m, const struct order *o,
		struct n44_unit **u, struct grid_hex *dz, struct err *e)
{
	(void)g;
	if ((*u = n44_unit_find(m, order_get(o, "unit"))) == NULL)
		return err_set(e, EXIT_DATA, "drop: no unit '%s'", order_get(o, "unit"));
	if (n44_hex_parse(order_get(o, "dz"), dz) || n44_hex_at(m, *dz) == NULL)
		return err_set(e, EXIT_USAGE, "drop: dz= is a hex AABB of the map");
	if ((*u)->arm != N44_PARA && (*u)->arm != N44_AIRLANDING)
		return kit_refuse(e, "§10 0.1", "%s is not an airborne unit", (*u)->id);
	if ((*u)->loc.kind != N44_L_RESERVE && (*u)->loc.kind != N44_L_TRACK)
		return kit_refuse(e, "§10 0.1", "%s has landed already", (*u)->id);
	return 0;
}

int n44_drop_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	struct n44_unit *u;
	struct grid_hex dz;
	struct chance_roll roll;
	struct drop_result r;

	if (n44_model_load(&m, g, st, e))
		return e->code;
	if (drop_setup(g, &m, o, &u, &dz, e) ||
	    chance_rollf(c, 2, 6, CHANCE_FACES, 0, &roll, e, "drop of %s (coloured, white)", u->id) ||
	    drop_read(g, &m, dz, roll.faces[0], roll.faces[1], &r, e))
		goto done;
	log_step(g->log, "§10 0.1", "%s jumps: coloured die %d, white die %d", u->id, roll.faces[0],
			roll.faces[1]);
	if (!r.drift)
		log_step(g->log, "§10 0.1", "The jump succeeds: %s lands on its DZ/LZ %02d%02d; the "
				"white die is ignored", u->id, dz.row, dz.col);
	else if (r.on_dz)
		log_step(g->log, "§10 0.1", "The white die points to a sea or city hex: %s lands on its "
				"DZ/LZ instead", u->id);
	else
		log_step(g->log, "§10 0.1", "%s drifts to %02d%02d", u->id, r.hex.row, r.hex.col);
	u->loc.kind = N44_L_HEX;
	u->loc.hex = r.hex;
	u->flags |= N44_U_PARA_FOOT;
	u->changed = 1;
	for (int i = 0; i < r.steps && u->steps > 0; i++) {
		n44_lose_step(u, 0);
		n44_score_steps(&m, u, 1);
	}
	if (r.steps || r.d) {
		if (r.d && u->steps)
			n44_disorganize(g, st, u, r.d);
		log_stepn(g->log, "§10 0.1", "The jump's losses, at once: %d step%s%s",
				"The jump's losses, at once: %d steps%s%s", r.steps, r.steps,
				r.d ? _(", D") : "", r.d ? (r.d == 1 ? "1" : "2") : "");
	}
	struct n44_unit *x[2];
	if (u->steps && n44_units_in(&m, r.hex, N44_GERMAN, x, 2) > 0)
		log_step(g->log, "§10 0.1", "%s lands on a German unit: it must attack at once (assault)",
				u->id);
	n44_model_save(&m, e);
done:
	n44_model_free(&m);
	return e->code;
}

int n44_drop_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct n44_model m;
	struct n44_unit *u;
	struct grid_hex dz;

	if (n44_model_load(&m, g, (struct state *)st, e))
		return e->code;
	if (drop_setup(g, &m, o, &u, &dz, e) == 0) {
		snprintf(r->note, sizeof r->note, "%s on %02d%02d: coloured die on the jump table, the "
				"white die for the drift (§10 0.1)", u->id, dz.row, dz.col);
		static const char *const cols[] = { "hex", "steps_lost", "d" };
		r->ncols = 3;
		memcpy(r->col, cols, sizeof cols);
		for (int cd = 1; cd <= 6 && !e->code; cd++)
			for (int w = 1; w <= 6 && !e->code; w++) {
				struct drop_result dr;
				char v[3][8];
				if (drop_read(g, &m, dz, cd, w, &dr, e))
					break;
				n44_hex_format(dr.hex, v[0]);
				snprintf(v[1], 8, "%d", dr.steps);
				snprintf(v[2], 8, "%d", dr.d);
				odds_report_merge(r, frac_make(1, 36), (const char *const[]){ v[0], v[1], v[2] },
						3, e);
			}
		r->runs = 36;
	}
	n44_model_free(&m);
	return e->code;
}
