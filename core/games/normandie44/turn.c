/*
 * turn.c: the `turn` order of Normandie 1944: the sequence of play (§1.0,
 * §1.1, and turn 0's of §10). It ends the phase the state records and begins
 * the next, doing what the rules do between them:
 *
 *   player 1 / player 2   the active side is the initiative holder's, then the
 *                         other's (§1.0, §1.1.1.3)
 *   reinforcements        units and HQs due on the turn track come in at the
 *                         start of their side's movement (§1.1.2.1, §5.4)
 *   logistics             depots whose construction ends are placed (§7.1)
 *   end of phase          Finies air counters back to Disponibles, ships
 *                         available, A markers removed, HQs flipped (§1.1.4)
 *   end of turn           air counters to their bowls, reorganization (D1
 *                         removed, D2 to D1), the next turn (§1.1.5)
 *   turn 0                overcast then clear, no recovery of aircraft or ships
 *                         between A and B, A markers kept to the end (§10)
 *   end of the game       after the scenario's last turn (§1.2, §11)
 *
 * `turn to=PHASE` repeats until PHASE, each step logged.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"

const struct order_param n44_turn_params[] = {
	{ "to", "PHASE", "", "go on phase by phase until this one (umpire-normandie44(7), "
		"SEQUENCE OF PLAY); default: the next phase" },
	{ "place", "ID:HEX|ID:box:NAME,...", "", "where a German unit or HQ due on the turn "
		"track enters, when its counter does not say (§1.1.2.1, §5.4); a returning HQ's hex "
		"(ruling hq-return=hex); the exit hex a unit of an entry box takes when the box has "
		"several free (§1.1.2.1)" },
	{ NULL, NULL, NULL, NULL },
};

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}

static int last_turn(const struct n44_model *m)
{
	return m->scenario == N44_CHERBOURG ? 4 : 12;   /* §11.1, §11.2; campaign: August */
}

static int phase_index(const struct game *gm, const char *id)
{
	for (int i = 0; id && i < gm->nphases; i++)
		if (!strcmp(gm->phases[i].id, id))
			return i;
	return -1;
}

/* The phase after `id`, and whether the turn changes. */
static const char *successor(const struct game *gm, const struct n44_model *m, const char *id,
		int *new_turn)
{
	int i = phase_index(gm, id);

	*new_turn = 0;
	if (!strcmp(id, "turn0-end")) {
		*new_turn = 1;
		return "weather";
	}
	if (!strcmp(id, "turn-end")) {
		if (m->turn >= last_turn(m))
			return "game-over";
		*new_turn = 1;
		return "weather";
	}
	if (!strcmp(id, "game-over") || i < 0 || i + 1 >= gm->nphases)
		return NULL;
	return gm->phases[i + 1].id;
}

/* ---- between the phases ------------------------------------------------------ */

/* Remove the scalars whose key starts with `prefix` (what a phase or turn counted). */
static void forget(struct n44_model *m, const char *prefix)
{
	struct state_kind *k = state_kind(m->st, "set");
	size_t n = strlen(prefix);

	for (int i = k ? k->nrows - 1 : -1; i >= 0; i--)
		if (!strncmp(state_field(&k->rows[i], 1), prefix, n))
			state_row_remove(k, i);
}

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id);

static void end_of_phase(struct game_ctx *g, struct n44_model *m, int turn0)
{
	char a[48], h[48];
	int refresh = !turn0 || m->phase == NULL;
	int nair = 0, nhq = 0, na = 0;

	if (refresh)
		for (int i = 0; i < m->nair; i++)
			if (m->air[i].where == N44_A_FINISHED) {
				m->air[i].where = N44_A_AVAILABLE;
				m->air[i].changed = 1;
				nair++;
			}
	for (int i = 0; i < m->nhqs; i++) {
		struct n44_hq *q = &m->hqs[i];
		if (q->finished || (q->flags & (N44_H_SUPPORTED_ATT | N44_H_SUPPORTED_DEF |
				N44_H_EXTENDED | N44_H_EXPLOIT | N44_H_MOVED))) {
			nhq += q->finished;
			q->finished = 0;
			q->flags &= ~(unsigned)(N44_H_SUPPORTED_ATT | N44_H_SUPPORTED_DEF |
					N44_H_EXTENDED | N44_H_EXPLOIT | N44_H_MOVED);
			q->changed = 1;
		}
	}
	for (int i = 0; i < m->nunits; i++) {
		struct n44_unit *u = &m->units[i];
		unsigned clear = N44_U_ATTACKED | N44_U_DEFENDED | N44_U_RESERVE | N44_U_EXPLOIT |
			N44_U_FOOT | N44_U_STOPPED | N44_U_FROM_SEA | N44_U_OVERRAN | N44_U_COBRA_RESERVE;
		if (u->a && !turn0) {
			u->a = 0;
			na++;
			u->changed = 1;
		}
		if ((u->flags & clear) || u->moved || u->mp || u->started) {
			u->flags &= ~clear;
			u->moved = u->mp = u->started = 0;
			u->changed = 1;
		}
	}
	if (refresh)
		log_stepn(g->log, "§1.1.4", "End of phase: %d air counter from \"Finies\" to "
				"\"Disponibles\", the ships available again, %s, %s",
				"End of phase: %d air counters from \"Finies\" to \"Disponibles\", the "
				"ships available again, %s, %s", nair, nair,
				kit_nsprintf(a, sizeof a, "%d A marker removed", "%d A markers removed",
						na, na),
				kit_nsprintf(h, sizeof h, "%d HQ flipped to \"Disponible\"",
						"%d HQs flipped to \"Disponible\"", nhq, nhq));
	else
		log_stepn(g->log, "§10 A.2", "Turn 0: the Allied player gets back neither "
				"aircraft nor ships, and the A markers stay until the end of the "
				"turn; %d HQ flipped",
				"Turn 0: the Allied player gets back neither aircraft nor ships, "
				"and the A markers stay until the end of the turn; %d HQs flipped",
				nhq, nhq);
	if (refresh && strcmp(rule(g, m, "naval-refresh"), "turn") != 0)
		forget(m, "naval.used.");
	forget(m, "mp.");              /* the HQs' and markers' MP of the phase (§4.1.1) */
	forget(m, "strategic.div.");   /* each HQ's division moved off the map (§4.1.2) */
	if (state_get(m->st, "battery.fired"))    /* ruling battery-fire=per-phase */
		state_set(m->st, "battery.fired", "");
	if (state_get(m->st, "move.last"))
		state_set(m->st, "move.last", "");
}

static void end_of_turn(struct game_ctx *g, struct n44_model *m, int turn0)
{
	char d1s[48];
	int bowl = 0, d1 = 0, d2 = 0;

	for (int i = 0; i < m->nair; i++) {
		struct n44_air *a = &m->air[i];
		if (a->where != N44_A_BOWL && a->where != N44_A_TRACK) {
			if (a->where == N44_A_CRATER && a->type == N44_HB) {
				/* §9.4: after the city's turn, 2 turns on the track (ruling hb-city) */
				a->where = N44_A_TRACK;
				snprintf(a->at, sizeof a->at, "%d", m->turn + 2);
			} else {
				a->where = N44_A_BOWL;
				a->at[0] = '\0';
				bowl++;
			}
			a->changed = 1;
		}
	}
	for (int i = 0; i < m->nunits; i++) {
		struct n44_unit *u = &m->units[i];
		if (u->d == 1)
			d1++;
		if (u->d == 2)
			d2++;
		if (u->d)
			u->d--, u->changed = 1;
		if (u->a && turn0)
			u->a = 0, u->changed = 1;
		if (u->hq >= 0 || (u->flags & (N44_U_REST | N44_U_REPLACED))) {
			u->hq = -1;
			u->flags &= ~(unsigned)(N44_U_REST | N44_U_REPLACED);
			u->changed = 1;
		}
	}
	for (int i = 0; i < m->nhexes; i++)
		if (m->hexes[i].craters || m->hexes[i].half_craters) {
			m->hexes[i].craters = m->hexes[i].half_craters = 0;
			m->hexes[i].changed = 1;
		}
	state_set(m->st, "carpet", "");
	forget(m, "naval.used.");
	/* the turn's weather die and storms: §1.1.1.1 looks back at a storm in B */
	const char *storm = state_get(m->st, "storm");
	state_set(m->st, "storm_last", storm && !strcmp(storm, "B") ? "B" : "");
	state_set(m->st, "storm", "");
	state_set(m->st, "storm_tested_A", "");
	state_set(m->st, "weather_die", "");
	m->storm = 0;
	/* what was counted for this turn */
	static const char *const once[] = { "offensive.allied", "offensive.german", "airsupply",
		"replacements.german", "offensive.moved.allied", "offensive.moved.german",
		"offensive.last" };
	for (size_t i = 0; i < sizeof once / sizeof once[0]; i++)
		if (state_get(m->st, once[i]))
			state_set(m->st, once[i], "");
	log_stepn(g->log, turn0 ? "§10 B.3" : "§1.1.5", "End of turn: %d air counter back in "
			"their bowls; reorganization: %s, %d D2 flipped to D1",
			"End of turn: %d air counters back in their bowls; reorganization: %s, %d D2 "
			"flipped to D1", bowl, bowl, kit_nsprintf(d1s, sizeof d1s,
			"%d D1 marker removed", "%d D1 markers removed", d1, d1), d2);
}

/* §7.1.3 (ruling cherbourg-halving=face-per-turn, digest 10.50): a German unit
 * in Cherbourg's port hex at the port-construction step halves the Allied
 * port: its counter flipped, then removed the next time ("pion retourné puis
 * supprimé au bout de deux tours"); it is no longer turned full. */
static void cherbourg_halved(struct game_ctx *g, struct n44_model *m, struct n44_depot *d)
{
	struct n44_unit *x[1];

	if (d->kind != N44_D_CHERBOURG || d->loc.kind != N44_L_HEX ||
	    (d->face != N44_F_FULL && d->face != N44_F_REDUCED) ||
	    n44_units_in(m, d->loc.hex, N44_GERMAN, x, 1) == 0)
		return;
	d->face = d->face == N44_F_FULL ? N44_F_REDUCED : N44_F_DESTROYED;
	d->ready = 0;
	d->changed = 1;
	log_step(g->log, "§7.1.3", "%s is in Cherbourg's port hex %02d%02d: the depot %s is %s "
			"(ruling cherbourg-halving)", x[0]->id, d->loc.hex.row, d->loc.hex.col, d->id,
			d->face == N44_F_REDUCED ? _("flipped to its reduced face, its capacity halved") :
			_("removed, halved a second time"));
}

/* §7.1: "Toute ZdC ennemie stoppe le processus de construction d'un port et
 * décale la construction du dépôt de un tour", German ZOC having no effect on
 * beaches: a port being built (on the track, or reduced and waiting for its
 * full face) in German ZOC at the logistics phase is one turn later. 1 when
 * delayed, -1 error. */
static int construction_delayed(struct game_ctx *g, struct n44_model *m, struct n44_depot *d,
		struct err *e)
{
	int building = d->face == N44_F_BUILDING || (d->face == N44_F_REDUCED && d->ready > 0);
	int z;

	if (!building || d->kind == N44_D_BEACH || d->loc.kind != N44_L_HEX)
		return 0;
	if ((z = n44_enemy_zoc(g, m, d->loc.hex, N44_ALLIED, e)) < 0)   /* the TET's too (§3) */
		return -1;
	if (!z)
		return 0;
	d->ready = (d->ready > m->turn ? d->ready : m->turn) + 1;
	d->changed = 1;
	log_step(g->log, "§7.1", "The port %s is in German ZOC: its construction stops, its %s "
			"face is due on turn %d", d->id, d->face == N44_F_BUILDING ? "first" : "full",
			d->ready);
	return 1;
}

/* §7.1: a depot whose construction delay ends comes on the map in the
 * logistics phase, on its reduced face if it has one; a Mulberry and
 * Cherbourg turn full later (§7.1.1, §7.1.3). */
static int build_ports(struct game_ctx *g, struct n44_model *m, struct err *e)
{
	for (int i = 0; i < m->ndepots; i++) {
		struct n44_depot *d = &m->depots[i];
		int late;
		if (d->side != N44_ALLIED)
			continue;
		cherbourg_halved(g, m, d);
		if ((late = construction_delayed(g, m, d, e)) < 0)
			return -1;
		if (late || d->ready > m->turn)
			continue;
		if (d->face == N44_F_BUILDING) {
			int two_faces = d->kind == N44_D_MULBERRY || d->kind == N44_D_CHERBOURG;
			d->face = two_faces ? N44_F_REDUCED : N44_F_FULL;
			d->ready = two_faces ? m->turn + (d->kind == N44_D_MULBERRY ? 1 : 3) : 0;
			d->changed = 1;
			log_step(g->log, d->kind == N44_D_MULBERRY ? "§7.1.1" : d->kind ==
					N44_D_CHERBOURG ? "§7.1.3" : "§7.1.2", "The depot %s is built: on the "
					"map on its %s face%s", d->id, two_faces ? C_("depot face", "reduced") :
					C_("depot face", "full"),
					two_faces ? _(", full later") : "");
		} else if (d->face == N44_F_REDUCED && d->ready && d->ready <= m->turn &&
				(d->kind == N44_D_MULBERRY || d->kind == N44_D_CHERBOURG)) {
			d->face = N44_F_FULL;
			d->ready = 0;
			d->changed = 1;
			log_step(g->log, d->kind == N44_D_MULBERRY ? "§7.1.1" : "§7.1.3", "The depot %s "
					"is flipped to its full face", d->id);
		}
	}
	return 0;
}

/* §1.1.1.3: the units of the Cadre box move to the Repos box. */
static void to_repos(struct game_ctx *g, struct n44_model *m)
{
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].loc.kind == N44_L_CADRE) {
			m->units[i].loc.kind = N44_L_REPOS;
			m->units[i].changed = 1;
			log_step(g->log, "§1.1.1.3", "%s moves from the Cadre box to the Repos box",
					m->units[i].id);
		}
}

/* Where the order's place= puts a German unit or HQ. */
static int placed(const struct order *o, const char *id, struct n44_loc *l)
{
	char items[32][64];
	int n = order_split(order_get(o, "place"), items[0], 64, 32);
	size_t k = strlen(id);

	for (int i = 0; i < n; i++)
		if (!strncmp(items[i], id, k) && items[i][k] == ':')
			return n44_loc_parse(items[i] + k + 1, l) == 0 &&
				(l->kind == N44_L_HEX || l->kind == N44_L_BOX);
	return 0;
}

static int due(const struct n44_model *m, const struct n44_loc *l, char phase)
{
	return l->kind == N44_L_TRACK && l->turn != N44_UNKNOWN && l->turn <= m->turn &&
		(l->phase == 0 || l->phase == phase || l->turn < m->turn);
}

static int unknown_entries(struct err *e, const char *why)
{
	return err_set(e, EXIT_UNKNOWN, "table normandie44/boxes, column entry: the map's exit "
			"letters of the coloured boxes are unknown ('?', §1.1.2.1) and %s: fill them in "
			"from the map (umpire tables normandie44 --template DIR)", why);
}

/* §1.1.2.1, ruling german-reinforcements=box: a German reinforcement whose
 * counter names a hex goes to the box that hex's exit letter leads to. */
static int to_box(struct game_ctx *g, struct n44_model *m, const char *id, struct n44_loc *to,
		struct err *e)
{
	const struct n44_hex *h = to->kind == N44_L_HEX ? n44_hex_at(m, to->hex) : NULL;
	struct n44_box *b;
	int unknown;

	if (to->kind != N44_L_HEX || strcmp(rule(g, m, "german-reinforcements"), "box"))
		return 0;
	if (h == NULL || !h->exit)
		return kit_refuse(e, "§1.1.2.1", "%s enters by %02d%02d, which is no exit hex a-l of the "
				"map: name its box with place=%s:box:NAME (ruling german-reinforcements=box)",
				id, to->hex.row, to->hex.col, id);
	if ((b = n44_exit_box(m, h->exit, &unknown)) == NULL)
		return unknown ? unknown_entries(e, "a reinforcement goes to its box") :
			kit_refuse(e, "§1.1.2.1", "no box of the strategic map leads to exit %c", h->exit);
	to->kind = N44_L_BOX;
	snprintf(to->name, sizeof to->name, "%s", b->id);
	return 0;
}

/* Where a unit or HQ due on the track enters (§1.1.2.1, §5.4). */
static int arrival(struct game_ctx *g, struct n44_model *m, const struct order *o, int side,
		const char *id, const char *flags, int is_hq, int returning, struct n44_loc *to,
		struct err *e)
{
	char buf[48];
	int hex = returning && !strcmp(rule(g, m, "hq-return"), "hex");

	to->kind = N44_L_RESERVE;
	if (hex) {
		struct n44_unit *x[1];
		if (!placed(o, id, to) || to->kind != N44_L_HEX || n44_hex_at(m, to->hex) == NULL)
			return kit_refuse(e, "§5.4", "HQ %s returns to a hex of its player's choice (ruling "
					"hq-return=hex): name it with place=%s:HEX", id, id);
		if (n44_units_in(m, to->hex, !side, x, 1) > 0)
			return kit_refuse(e, "§5.4", "HQ %s cannot return into the enemy's hex %02d%02d", id,
					to->hex.row, to->hex.col);
		return 0;
	}
	if (side == N44_ALLIED)
		return 0;
	if (!placed(o, id, to) && (flags == NULL || !kit_flag_value(flags, "entry", buf, sizeof buf) ||
			n44_loc_parse(buf, to))) {
		if (is_hq)
			return kit_refuse(e, "§5.4, §1.1.2.1", "the German HQ %s returns: name its entry "
					"hex or box with place=%s:HEX or place=%s:box:NAME", id, id, id);
		return kit_refuse(e, "§1.1.2.1", "the German unit %s is due: name where it enters with "
				"place=%s:HEX or place=%s:box:NAME (its counter's entry)", id, id, id);
	}
	return to_box(g, m, id, to, e);
}

/* §1.1.2.1: the turn track's reinforcements of the side that moves: the Allies'
 * to the strategic reserve, the Germans' to their entry hex or box (ruling
 * german-reinforcements); HQs destroyed a turn before, in the same phase (§5.4,
 * ruling hq-return). */
static int reinforcements(struct game_ctx *g, struct n44_model *m, const struct order *o,
		int side, struct err *e)
{
	char phase = n44_phase_letter(m), buf[48];
	const struct state_kind *k = state_kind(m->st, "unit");

	for (int i = 0; i < m->nunits; i++) {
		struct n44_unit *u = &m->units[i];
		struct n44_loc to;
		if (u->side != side || u->loc.kind != N44_L_TRACK)
			continue;
		if (u->loc.turn == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "%s:%d:%d: unit %s arrives on a turn the rulebook "
					"does not give ('track:?', §1.1.2.1): the reinforcement table is on "
					"the map; fill in its turn", kit_path(m->st), u->line,
					state_col(k, "loc") + 1, u->id);
		if (!due(m, &u->loc, phase))
			continue;
		if (arrival(g, m, o, side, u->id, state_field(&k->rows[u->row], state_col(k, "flags")),
				0, 0, &to, e))
			return e->code;
		u->loc = to;
		u->changed = 1;
		n44_loc_format(&to, buf, sizeof buf);
		log_step(g->log, "§1.1.2.1", "Reinforcement %s comes in: %s", u->id,
				side == N44_ALLIED ? _("to the Allied strategic reserve") : buf);
	}
	for (int i = 0; i < m->nhqs; i++) {
		struct n44_hq *q = &m->hqs[i];
		struct n44_loc to;
		if (q->side != side || !due(m, &q->loc, phase))
			continue;
		if (arrival(g, m, o, side, q->id, NULL, 1, !!(q->flags & N44_H_RETURNING), &to, e))
			return e->code;
		q->loc = to;
		q->flags &= ~(unsigned)N44_H_RETURNING;
		q->changed = 1;
		n44_loc_format(&to, buf, sizeof buf);
		log_step(g->log, "§5.4", "HQ %s returns as a reinforcement%s%s", q->id,
				to.kind == N44_L_RESERVE ? _(", to the Allied strategic reserve") : ": ",
				to.kind == N44_L_RESERVE ? "" : buf);
	}
	return 0;
}

/* ---- the strategic map's entry boxes and the map's exits (§1.1.2.1) --------- */

/* The entry hex of box b for `id`: the one free of the enemy, or place=. */
static int entry_hex(struct n44_model *m, const struct order *o, const struct n44_box *b,
		const char *id, int side, struct grid_hex *out, int *none, struct err *e)
{
	struct n44_loc want;
	struct n44_unit *x[1];
	int n = 0, named = placed(o, id, &want) && want.kind == N44_L_HEX;

	*none = 0;
	for (int i = 0; i < m->nhexes; i++) {
		const struct n44_hex *h = &m->hexes[i];
		char l[2] = { h->exit, '\0' };
		if (!h->exit || !kit_flag_has(b->entry, l) || n44_units_in(m, h->h, !side, x, 1) > 0)
			continue;
		if (named && grid_equal(h->h, want.hex))
			return *out = h->h, 0;
		if (n++ == 0)
			*out = h->h;
	}
	if (named)
		return kit_refuse(e, "§1.1.2.1", "place=%s: not an exit hex of %s free of the enemy", id,
				b->id);
	if (n > 1)
		return kit_refuse(e, "§1.1.2.1", "%s leaves %s by one of %d exit hexes (%s): name it "
				"with place=%s:HEX", id, b->id, n, b->entry, id);
	*none = n == 0;
	return 0;
}

/* ruling interdiction-transfer=roll: a German unit rolls as if leaving the box
 * (§4.1.2, §9.5): blocked there on the box's number or more. */
static int transfer_roll(struct game_ctx *g, struct n44_model *m, const struct n44_unit *u,
		const struct n44_box *b, struct chance *c, int *blocked, struct err *e)
{
	struct chance_roll roll;
	char buf[48];
	int bombs = 0;

	*blocked = 0;
	if (u->side != N44_GERMAN || strcmp(rule(g, m, "interdiction-transfer"), "roll"))
		return 0;
	if (b->interdiction == N44_UNKNOWN)
		return err_set(e, EXIT_UNKNOWN, "table normandie44/boxes, row %s, column interdiction "
				"is unknown ('?', §4.1.2): the number is printed on the map's box", b->id);
	for (int i = 0; i < m->nair; i++)
		if (m->air[i].where == N44_A_STRATEGIC && !strcmp(m->air[i].at, b->id)) {
			if (m->air[i].interdiction == N44_UNKNOWN)
				return err_set(e, EXIT_UNKNOWN, "air counter %s: its interdiction bombs are "
						"unknown ('?', §9.5)", m->air[i].id);
			bombs += m->air[i].interdiction;
		}
	if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "%s leaving %s for the map", u->id,
			b->id))
		return e->code;
	*blocked = roll.value + bombs >= b->interdiction;
	log_step(g->log, "§1.1.2.1, §4.1.2", "%s's transfer from %s rolls (ruling "
			"interdiction-transfer=roll): %s, %+d strategic interdiction: %d against %d: %s",
			u->id, b->id, kit_roll(&roll, buf, sizeof buf), bombs, roll.value + bombs,
			b->interdiction, *blocked ? _("blocked in the box for the phase") : _("it passes"));
	return 0;
}

/* The markers stacked with an HQ go with it (§0.2.1). */
static void carry(struct n44_model *m, const struct n44_loc *from, const struct n44_loc *to)
{
	for (int i = 0; i < m->nmarkers; i++)
		if (m->markers[i].kind == N44_M_OFFENSIVE && n44_loc_same(&m->markers[i].loc, from)) {
			m->markers[i].loc = *to;
			m->markers[i].changed = 1;
		}
}

/* One unit's or HQ's transfer, each way (§1.1.2.1). */
static int transfer(struct game_ctx *g, struct n44_model *m, const struct order *o,
		struct chance *c, const char *id, int side, struct n44_loc *loc, int is_hq,
		struct err *e)
{
	struct n44_loc was = *loc;
	int unknown, none, blocked = 0;

	if (loc->kind == N44_L_HEX) {
		const struct n44_hex *h = n44_hex_at(m, loc->hex);
		struct n44_box *b;
		if (h == NULL || !h->exit)
			return 0;
		if ((b = n44_exit_box(m, h->exit, &unknown)) == NULL)
			return unknown ? unknown_entries(e, "a unit stands on an exit hex") : 0;
		loc->kind = N44_L_BOX;
		snprintf(loc->name, sizeof loc->name, "%s", b->id);
		log_step(g->log, "§1.1.2.1", "%s on the exit hex %02d%02d (%c) goes to the box %s",
				id, h->h.row, h->h.col, h->exit, b->id);
	} else if (loc->kind == N44_L_BOX) {
		const struct n44_box *b = n44_box_find(m, loc->name);
		struct grid_hex at;
		if (b == NULL || !strcmp(b->entry, "-") || !b->entry[0])
			return 0;
		if (!strcmp(b->entry, "?"))
			return unknown_entries(e, "units stand in boxes");
		if (b->confusion)
			return 0;            /* leaving a Confusion box is its exit roll's (§6.12) */
		if (entry_hex(m, o, b, id, side, &at, &none, e))
			return e->code;
		if (none) {
			log_step(g->log, "§1.1.2.1", "%s stays in %s: every exit hex of the box holds the "
					"enemy", id, b->id);
			return 0;
		}
		if (!is_hq && transfer_roll(g, m, n44_unit_find(m, id), b, c, &blocked, e))
			return e->code;
		if (blocked)
			return 0;
		loc->kind = N44_L_HEX;
		loc->hex = at;
		log_step(g->log, "§1.1.2.1", "%s in the entry box %s is transferred onto the map, to "
				"%02d%02d", id, b->id, at.row, at.col);
	}
	if (is_hq && !n44_loc_same(&was, loc))
		carry(m, &was, loc);
	return 0;
}

static int transfers(struct game_ctx *g, struct n44_model *m, const struct order *o,
		struct chance *c, int side, struct err *e)
{
	for (int i = 0; i < m->nunits; i++) {
		struct n44_unit *u = &m->units[i];
		struct n44_loc was = u->loc;
		if (u->side != side || u->steps == 0)
			continue;
		if (transfer(g, m, o, c, u->id, side, &u->loc, 0, e))
			return e->code;
		u->changed |= !n44_loc_same(&was, &u->loc);
	}
	for (int i = 0; i < m->nhqs; i++) {
		struct n44_hq *q = &m->hqs[i];
		struct n44_loc was = q->loc;
		if (q->side != side)
			continue;
		if (transfer(g, m, o, c, q->id, side, &q->loc, 1, e))
			return e->code;
		q->changed |= !n44_loc_same(&was, &q->loc);
	}
	return 0;
}

static int enter(struct game_ctx *g, struct n44_model *m, const struct order *o,
		struct chance *c, const char *ph, struct err *e)
{
	int turn0 = m->turn == 0;

	m->phase = ph;
	if ((ph[0] == 'A' || ph[0] == 'B') && (ph[1] == '1' || ph[1] == '2') &&
	    m->initiative >= 0) {
		m->active = ph[1] == '1' ? m->initiative : !m->initiative;
		state_set(m->st, "active", n44_side_names[m->active]);
	}
	if (!strcmp(ph, "night-reaction") || !strcmp(ph, "morning-reaction") ||
	    !strcmp(ph, "afternoon-reaction")) {
		m->active = N44_GERMAN;
		state_set(m->st, "active", "german");
	} else if (turn0 && m->scenario == N44_CAMPAIGN && strcmp(ph, "turn0-end") &&
			strcmp(ph, "weather")) {
		m->active = N44_ALLIED;
		state_set(m->st, "active", "allied");
	}
	if (!strcmp(ph, "A-end") || !strcmp(ph, "B-end"))
		end_of_phase(g, m, 0);
	if (!strcmp(ph, "follow-up")) {
		end_of_phase(g, m, 1);
		state_set(m->st, "weather", "clear");
		log_step(g->log, "§10 A.2", "The turn marker moves to phase B; the weather marker is "
				"set to clear");
	}
	if (!strcmp(ph, "turn-end") || !strcmp(ph, "turn0-end")) {
		if (turn0)
			end_of_phase(g, m, 0);
		end_of_turn(g, m, turn0);
	}
	if (!strcmp(ph, "logistics") && build_ports(g, m, e))
		return e->code;
	if (!strcmp(ph, "admin"))
		to_repos(g, m);
	if (strstr(ph, "-reinforce") && m->active >= 0)
		return transfers(g, m, o, c, m->active, e) || reinforcements(g, m, o, m->active, e) ?
			e->code : 0;
	return 0;
}

/* §2.1, checked at the end of each movement phase: 5 PE, one 0-PE unit and
 * one HQ a hex; never US with Anglo-Canadian units; 2 Offensive markers. */
static int stacking(struct game_ctx *g, struct n44_model *m, int side, struct err *e)
{
	char hq[32], mk[48];
	for (int i = 0; i < m->nhexes; i++) {
		struct n44_hex *h = &m->hexes[i];
		struct n44_unit *u[N44_FIGHT_MAX];
		int n = n44_units_in(m, h->h, side, u, N44_FIGHT_MAX), pe = 0, zero = 0, hqs = 0,
		    marks = 0, nat = -1, mixed = 0;
		char hx[5];
		if (n > N44_FIGHT_MAX)
			n = N44_FIGHT_MAX;
		for (int k = 0; k < n; k++) {
			if (n44_need_value(m, u[k], "pe", u[k]->pe, "§2.1", e))
				return e->code;
			pe += u[k]->pe;
			zero += u[k]->pe == 0;
			mixed |= nat >= 0 && nat != u[k]->nation;
			nat = u[k]->nation;
		}
		for (int k = 0; k < m->nhqs; k++)
			hqs += m->hqs[k].side == side && m->hqs[k].loc.kind == N44_L_HEX &&
				grid_equal(m->hqs[k].loc.hex, h->h);
		for (int k = 0; k < m->nmarkers; k++)
			marks += m->markers[k].kind == N44_M_OFFENSIVE &&
				m->markers[k].loc.kind == N44_L_HEX && grid_equal(m->markers[k].loc.hex, h->h);
		n44_hex_format(h->h, hx);
		if (pe > 5 || zero > 1 || hqs > 1 || mixed || marks > 2) {
			if (!strcmp(rule(g, m, "overstack-end-move"), "eliminate"))
				log_step(g->log, "§2.1", "%s is over-stacked: the owner eliminates the excess "
						"(ruling overstack-end-move=eliminate; not done by umpire)", hx);
			else
				return kit_refusen(e, "§2.1", "%s is over-stacked at the end of the "
						"movement phase (%d PE, %d unit of 0 PE, %s, %s%s): 5 PE, one "
						"0-PE unit, one HQ and two markers at most, never US with "
						"Anglo-Canadian units", "%s is over-stacked at the end of the "
						"movement phase (%d PE, %d units of 0 PE, %s, %s%s): 5 PE, one "
						"0-PE unit, one HQ and two markers at most, never US with "
						"Anglo-Canadian units", zero, hx, pe, zero,
						kit_nsprintf(hq, sizeof hq, "%d HQ", "%d HQs", hqs, hqs),
						kit_nsprintf(mk, sizeof mk, "%d Offensive marker",
								"%d Offensive markers", marks, marks),
						mixed ? _(", US with Anglo-Canadian") : "");
		}
	}
	return 0;
}

/* The PE and markers landed through each depot (§4.2, ruling landing-capacity). */
static void forget_landings(struct n44_model *m)
{
	struct state_kind *k = state_kind(m->st, "set");

	for (int i = k ? k->nrows - 1 : -1; i >= 0; i--)
		if (!strncmp(state_field(&k->rows[i], 1), "landed.", 7))
			state_row_remove(k, i);
}

static void leave(struct game_ctx *g, struct n44_model *m, const char *ph)
{
	/* the last mover (§4.1.1) and the overrun's pushed units (§4.3) belong to
	 * one phase of the sequence; a landing's freedom too (§4.4) */
	forget(m, "move.");
	forget(m, "overrun.");
	for (int i = 0; i < m->nunits; i++)
		if (m->units[i].flags & (N44_U_LANDED | N44_U_OVERRAN)) {
			m->units[i].flags &= ~(unsigned)(N44_U_LANDED | N44_U_OVERRAN);
			m->units[i].changed = 1;
		}
	if ((strstr(ph, "-move") || !strcmp(ph, "turn-end") || !strcmp(ph, "turn0-end") ||
	     !strcmp(ph, "second-wave") || !strcmp(ph, "last-wave") || !strcmp(ph, "first-wave")) &&
	    (strcmp(rule(g, m, "landing-capacity"), "turn") || strstr(ph, "end")))
		forget_landings(m);
	if (strstr(ph, "combat") || !strcmp(ph, "first-wave") || !strcmp(ph, "second-wave") ||
	    !strcmp(ph, "last-wave") || strstr(ph, "reaction") || !strcmp(ph, "night-drop")) {
		const struct state_kind *k = state_kind(m->st, "set");
		/* the activation and the last combat end with the segment */
		for (int i = k ? k->nrows - 1 : -1; i >= 0; i--) {
			const char *key = state_field(&k->rows[i], 1);
			if (!strcmp(key, "activation") || !strncmp(key, "combat.", 7))
				state_row_remove((struct state_kind *)k, i);
		}
		for (int i = 0; !strcmp(rule(g, m, "support-both"), "segment") && i < m->nhqs; i++)
			if (m->hqs[i].flags & (N44_H_SUPPORTED_ATT | N44_H_SUPPORTED_DEF)) {
				m->hqs[i].flags &= ~(unsigned)(N44_H_SUPPORTED_ATT | N44_H_SUPPORTED_DEF);
				m->hqs[i].changed = 1;
			}
		if (!strcmp(rule(g, m, "a-duration"), "combat-segment") && m->turn != 0)
			for (int i = 0; i < m->nunits; i++)
				if (m->units[i].a) {
					m->units[i].a = 0;
					m->units[i].changed = 1;
				}
	}
	if (!strcmp(ph, "A-end") && m->storm == 'A') {
		/* §1.1.1.1: a storm in A turns B's weather overcast */
		state_set(m->st, "weather", "overcast");
		log_step(g->log, "§1.1.1.1", "The storm of phase A is over; phase B is overcast");
	}
}

int n44_turn_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	const char *to = order_get(o, "to");
	char turnbuf[8];

	if (n44_model_load(&m, g, st, e))
		return e->code;
	if (*to && phase_index(g->game, to) < 0) {
		n44_model_free(&m);
		return err_set(e, EXIT_USAGE, "turn: to=%s is not a phase of normandie44 "
				"(umpire-normandie44(7), SEQUENCE OF PLAY)", to);
	}
	if (m.phase == NULL || m.turn == N44_UNKNOWN) {
		n44_model_free(&m);
		return err_set(e, EXIT_DATA, "%s: the state records no 'set,turn' and 'set,phase': "
				"the sequence of play starts from them (%s)", kit_path(st), N44_PAGE);
	}
	for (int steps = 0; steps < 64; steps++) {
		int new_turn;
		const char *from = m.phase, *next = successor(g->game, &m, from, &new_turn);
		if (next == NULL) {
			kit_refuse(e, "§1.2", "the game is over: no phase follows");
			break;
		}
		if (strstr(from, "-move") && m.active >= 0 && stacking(g, &m, m.active, e))
			break;
		leave(g, &m, from);
		if (new_turn) {
			m.turn++;
			snprintf(turnbuf, sizeof turnbuf, "%d", m.turn);
			state_set(st, "turn", turnbuf);
			if (m.initiative >= 0) {
				m.active = m.initiative;
				state_set(st, "active", n44_side_names[m.active]);
			}
		}
		state_set(st, "phase", next);
		log_step(g->log, "§1.0", "Turn %d: %s ends; %s begins", m.turn,
				from, next);
		if (enter(g, &m, o, c, next, e))
			break;
		if (!*to || !strcmp(next, to))
			break;
		if (!strcmp(next, "game-over")) {
			kit_refuse(e, "§1.2", "the game ended before %s", to);
			break;
		}
	}
	if (e->code == 0)
		n44_model_save(&m, e);
	n44_model_free(&m);
	return e->code;
}
