/*
 * land.c: the US Amphibious Operations phase (§5) and the tide at the end of
 * the turn (§5.21), as four orders:
 *
 *   land sector=east|west   §5.1: one landing card for the sector's boxes, each
 *                           unit's result from the Landing Table (drift, delay,
 *                           step, elimination, no effect; the Ranger option
 *                           §5.13; leaders §5.12), then underwater mines
 *                           (§5.14, §5.2, turns 7-22);
 *   ashore                  §5.2: every unit in a box lands on the hex its box
 *                           points to at the current tide; §5.22 command transfer;
 *   arrive                  §5.3: this turn's arrivals from the turn track go to
 *                           landing boxes (codes, §5.31 limits, §5.32 uncoded
 *                           boxes, §5.33 Charlie, §5.34 voluntary delay);
 *   endturn                 §5.21 drowning, §4 VI cards to the discard and the
 *                           reshuffle mark, the turn marker advances.
 *
 * Boxes form one row, east (position 1, the left) to west; "drift N boxes
 * east" moves N places left along that row (§5.11).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

#define MAX_BOXES 64

struct row_boxes {
	struct state_row *r[MAX_BOXES];
	int n;
};


/* The landing boxes in row order, east to west (§5.11). */
static int boxes(struct state *st, struct row_boxes *b, struct err *e)
{
	struct state_kind *k = state_kind(st, "box");

	b->n = 0;
	if (k == NULL || k->nrows == 0)
		return err_set(e, EXIT_DATA, "%s: no landing 'box' rows (umpire-omaha(7), MAP)",
				st->path);
	if (k->nrows > MAX_BOXES)
		return err_set(e, EXIT_DATA, "%s: more than %d landing boxes", st->path, MAX_BOXES);
	for (int i = 0; i < k->nrows; i++)
		b->r[b->n++] = &k->rows[i];
	/* `pos` is column 2 of the canonical header; find it by name to be safe */
	int pos = state_col(k, "pos");
	for (int i = 0; i < b->n; i++)
		for (int j = i + 1; j < b->n; j++)
			if (om_atoi(state_field(b->r[j], pos)) < om_atoi(state_field(b->r[i], pos))) {
				struct state_row *t = b->r[i];
				b->r[i] = b->r[j];
				b->r[j] = t;
			}
	return 0;
}

static const char *box_sector(struct state *st, const char *id)
{
	struct state_row *r = om_old_box(st, id);

	return r ? om_old_col(st, "box", r, "sector") : "";
}

static const char *box_hex(struct state *st, const struct state_row *box, enum om_tide t)
{
	return om_old_col(st, "box", box, om_tide_name(t));
}

static int uncleared(struct state *st, const char *hex)
{
	struct state_row *h = *hex ? om_old_hex(st, hex) : NULL;

	return h && !strcmp(om_old_col(st, "hex", h, "obstacles"), "1") &&
		strcmp(om_old_col(st, "hex", h, "cleared"), "1");
}

/* §5.2: whether units of this box land in (mid tide) or through (high tide: the
 * box's hexes of the lower water lines) uncleared obstacle hexes. Turns 7-22
 * only (§5.14; all obstacles count as cleared from turn 23, §5.2). */
static int mine_exposed(struct state *st, const struct state_row *box, int turn,
		enum om_tide t)
{
	if (turn < 7 || turn > 22)
		return 0;
	if (t == OM_MID)
		return uncleared(st, box_hex(st, box, OM_MID));
	if (t == OM_HIGH)
		return uncleared(st, box_hex(st, box, OM_LOW)) ||
			uncleared(st, box_hex(st, box, OM_MID));
	return 0;
}

/* The Landing Table row of a turn and a type group (the table has two keys). */
static int landing_row(const struct table *t, int turn, const char *type, struct err *e)
{
	char key[8];

	snprintf(key, sizeof key, "%d", turn);
	for (int r = 1; r < t->nrows; r++)
		if (!strcmp(table_cell(t, r, 0), key) && !strcmp(table_cell(t, r, 1), type))
			return r;
	return err_set(e, EXIT_DATA, "%s: no row for turn %d, type %s (§5.1)", t->source,
			turn, type), -1;
}

/* 1 if the unit makes no landing check this turn: a leader (§5.12) or a type
 * whose four results are all `nocheck` (§5.15). */
static int exempt(const struct table *t, int turn, int type)
{
	const char *group = om_type_landing(type);
	struct err e = { 0 };
	int r;

	if (group == NULL)
		return 1;
	if ((r = landing_row(t, turn, group, &e)) < 0)
		return 0;
	for (int c = 2; c < 6; c++)
		if (strcmp(table_cell(t, r, c), "nocheck"))
			return 0;
	return 1;
}

/* An order's list argument "ID:VALUE,..." item for this unit, or NULL. */
static const char *named(const struct order *o, const char *key, const char *id, char *buf,
		size_t size)
{
	const char *v = order_get(o, key);
	size_t n = strlen(id);

	for (const char *p = v; p && *p;) {
		size_t len = strcspn(p, ",");
		if (len > n && !strncmp(p, id, n) && p[n] == ':') {
			snprintf(buf, size, "%.*s", (int)(len - n - 1), p + n + 1);
			return buf;
		}
		p += len;
		p += *p == ',';
	}
	return NULL;
}

/* An ID in a plain list "ID,ID,..." */
static int listed(const char *list, const char *id)
{
	size_t n = strlen(id);

	for (const char *p = list; p && *p;) {
		size_t len = strcspn(p, ",");
		if (len == n && !strncmp(p, id, n))
			return 1;
		p += len;
		p += *p == ',';
	}
	return 0;
}

static void delay_unit(struct game_ctx *g, struct om_units *u, int i, int turn,
		const char *why, const char *sect)
{
	struct state_row *r = &u->k->rows[i];
	char to[16];

	snprintf(to, sizeof to, "turn:%d", turn + 2);
	state_field_set(r, u->at, to);
	state_field_set(r, u->delayed, "1");
	log_step(g->log, sect, "%s is delayed to turn %d: %s", state_field(r, u->id), turn + 2,
			why);
}

/* Leaders named follow=LEADER:UNIT go where their unit went (§5.12). */
static void followers(struct game_ctx *g, struct state *st, const struct order *o,
		struct om_units *u, int i, const char *from)
{
	const char *uid = state_field(&u->k->rows[i], u->id);
	const char *to = state_field(&u->k->rows[i], u->at);

	for (int j = 0; j < u->k->nrows; j++) {
		struct state_row *r = &u->k->rows[j];
		char buf[64];
		const char *w = named(o, "follow", state_field(r, u->id), buf, sizeof buf);
		if (j == i || w == NULL || strcmp(w, uid) || strcmp(state_field(r, u->at), from) ||
		    !om_is_leader(om_type_parse(state_field(r, u->type))))
			continue;
		state_field_set(r, u->at, to);
		state_field_set(r, u->checked, state_field(&u->k->rows[i], u->checked));
		log_step(g->log, "§5.12", "%s goes with %s (follow=)", state_field(r, u->id), uid);
	}
}

/* Drift n boxes (n > 0 east, n < 0 west) along the row (§5.11). */
static void drift(struct game_ctx *g, struct state *st, const struct order *o,
		struct om_units *u, int i, int n, int turn, enum om_tide tide, const char *sect)
{
	struct state_row *r = &u->k->rows[i];
	struct row_boxes b;
	struct err e = { 0 };
	char from[64], to[64];
	int k = -1;

	snprintf(from, sizeof from, "%s", state_field(r, u->at));
	boxes(st, &b, &e);
	for (int j = 0; j < b.n; j++)
		if (!strcmp(state_field(b.r[j], 1), from + 4))
			k = j;
	int dest = k - n;
	const char *rr = game_rule(g, st, "a40-ranger-off-row");
	if (!strcmp(sect, "§5.13") && (dest < 0 || dest >= b.n) && rr && !strcmp(rr, "refused")) {
		log_step(g->log, "ruling a40-ranger-off-row", "%s would drift off the row by "
				"choice: refused, it stays in %s", state_field(r, u->id), from + 4);
		return;
	}
	if (k < 0 || dest < 0 || dest >= b.n) {
		log_step(g->log, sect, "%s drifts %d box%s %s from %s: off the row",
				state_field(r, u->id), abs(n), abs(n) == 1 ? "" : "es",
				n > 0 ? "east" : "west", from + 4);
		delay_unit(g, u, i, turn, "drifted off the row", "§5.11");
	} else if (tide == OM_HIGH && !*box_hex(st, b.r[dest], OM_HIGH)) {
		log_step(g->log, sect, "%s drifts %d box%s %s from %s to %s, which points at no "
				"beach hex beyond the high-tide line", state_field(r, u->id), abs(n),
				abs(n) == 1 ? "" : "es", n > 0 ? "east" : "west", from + 4,
				state_field(b.r[dest], 1));
		delay_unit(g, u, i, turn, "high tide", "§5.11");
	} else {
		snprintf(to, sizeof to, "box:%s", state_field(b.r[dest], 1));
		state_field_set(r, u->at, to);
		log_step(g->log, sect, "%s drifts %d box%s %s: %s to %s", state_field(r, u->id),
				abs(n), abs(n) == 1 ? "" : "es", n > 0 ? "east" : "west", from + 4,
				to + 4);
	}
	followers(g, st, o, u, i, from);
}

/* One result of the Landing Table: none, nocheck, drift-NE, drift-NW, delay,
 * step, elim, joined with '+'. */
static int apply(struct game_ctx *g, struct state *st, const struct order *o,
		struct om_units *u, int i, const char *cell, int turn, enum om_tide tide,
		struct err *e)
{
	char buf[64], *p = buf;
	struct state_row *r = &u->k->rows[i];

	snprintf(buf, sizeof buf, "%s", cell);
	while (p && *p && !strncmp(state_field(r, u->at), "box:", 4)) {
		char *plus = strchr(p, '+');
		if (plus)
			*plus = '\0';
		int n = 0;
		char dir = 0;
		if (!strcmp(p, "none")) {
			char v[32];
			const char *rd = named(o, "ranger", state_field(r, u->id), v, sizeof v);
			log_step(g->log, "§5.1", "%s: no effect", state_field(r, u->id));
			if (rd != NULL) {
				int d = om_atoi(rd);   /* checked by om_old_land */
				log_step(g->log, "§5.13", "Ranger option: %s drifts %d box%s east by "
						"choice", state_field(r, u->id), d, d == 1 ? "" : "es");
				drift(g, st, o, u, i, d, turn, tide, "§5.13");
			}
		} else if (!strcmp(p, "nocheck")) {
			log_step(g->log, "§5.15", "%s makes no landing check", state_field(r, u->id));
		} else if (sscanf(p, "drift-%d%c", &n, &dir) == 2 && n > 0 && n < 60 &&
			   (dir == 'E' || dir == 'W')) {
			drift(g, st, o, u, i, dir == 'E' ? n : -n, turn, tide, "§5.11");
		} else if (!strcmp(p, "delay")) {
			delay_unit(g, u, i, turn, "the Landing Table result", "§5.1");
		} else if (!strcmp(p, "step")) {
			if (om_old_step_loss(g, st, u, i, "Landing Table", "§5.1"))
				break;
		} else if (!strcmp(p, "elim")) {
			om_old_eliminate(g, st, u, i, "Landing Table", "§5.1");
			break;
		} else {
			return err_set(e, EXIT_DATA, "tables omaha/landing: result '%s' is not none, "
					"nocheck, drift-NE, drift-NW, delay, step or elim", cell);
		}
		p = plus ? plus + 1 : NULL;
	}
	return 0;
}

/* §5.14, §5.2: after the other results, one step lost by one unit landing in
 * (mid tide) or through (high tide) uncleared obstacles; an HQ alone is
 * delayed instead; a General is never affected. */
static int mines(struct game_ctx *g, struct state *st, const struct order *o,
		struct om_units *u, const char *sector, int turn, enum om_tide tide,
		const struct om_card *card, int mine_auto, struct err *e)
{
	int cand[256], nc = 0, hq[256], nh = 0, exposed_any = 0;
	const char *icon = "1";
	const char *rule = game_rule(g, st, "a02-mine-trigger");

	if (turn < 7 || turn > 22 || tide == OM_LOW)
		return 0;
	for (int i = 0; i < u->k->nrows; i++) {
		struct state_row *r = &u->k->rows[i];
		const char *at = state_field(r, u->at);
		int type = om_type_parse(state_field(r, u->type));
		if (strncmp(at, "box:", 4) || strcmp(box_sector(st, at + 4), sector) ||
		    !mine_exposed(st, om_old_box(st, at + 4), turn, tide))
			continue;
		exposed_any = 1;
		if (type == OM_GENERAL)
			continue;
		if (type == OM_HQ) {
			if (nh < 256)
				hq[nh++] = i;
		} else if (nc < 256)
			cand[nc++] = i;
	}
	if (!exposed_any)
		return 0;
	if (rule == NULL || strcmp(rule, "always")) {
		if (om_card_need(card, "mine", "§5.14", &icon, e))
			return e->code;
		if (strcmp(icon, "0") && strcmp(icon, "1"))
			return err_set(e, EXIT_DATA, "tables omaha/cards: card %d mine '%s' is not 0 or "
					"1", card->number, icon);
		if (!strcmp(icon, "0")) {
			log_step(g->log, "§5.14", "The landing card shows no mine explosion");
			return 0;
		}
		log_step(g->log, "§5.14", "The landing card shows a mine explosion: units landing "
				"%s uncleared obstacles lose a step", tide == OM_MID ? "in" : "through");
	} else {
		log_step(g->log, "ruling a02-mine-trigger", "Mines hit every landing %s uncleared "
				"obstacles, mine icon or not", tide == OM_MID ? "in" : "through");
	}
	const char *want = order_get(o, "mine");
	const char *hqrule = game_rule(g, st, "a39-hq-mine");
	for (int j = 0; nc > 0 && hqrule && !strcmp(hqrule, "choice") && j < nh; j++)
		if (!strcmp(state_field(&u->k->rows[hq[j]], u->id), want)) {
			delay_unit(g, u, hq[j], turn, "an HQ takes the mine explosion (ruling "
					"a39-hq-mine=choice)", "§5.2");
			return 0;
		}
	if (nc == 0 && nh == 0) {
		log_step(g->log, "§5.2", "Only a General lands there: a General is not affected by "
				"mines");
		return 0;
	}
	if (nc == 0) {
		int pick = hq[0];
		for (int j = 0; j < nh; j++)
			if (!strcmp(state_field(&u->k->rows[hq[j]], u->id), want))
				pick = hq[j];
		delay_unit(g, u, pick, turn, "an HQ alone under a mine explosion", "§5.2");
		return 0;
	}
	int pick = -1;
	if (!strcmp(want, "auto") || (mine_auto && !strcmp(want, "ask"))) {
		pick = cand[0];
		for (int j = 1; j < nc; j++)
			if (om_atoi(state_field(&u->k->rows[cand[j]], u->steps)) >
			    om_atoi(state_field(&u->k->rows[pick], u->steps)))
				pick = cand[j];
	} else if (!strcmp(want, "ask")) {
		if (nc == 1)
			pick = cand[0];
	} else {
		for (int j = 0; j < nc; j++)
			if (!strcmp(state_field(&u->k->rows[cand[j]], u->id), want))
				pick = cand[j];
		if (pick < 0)
			return err_set(e, EXIT_REFUSED, "mine=%s: not one of the units that can take "
					"the mine's step loss (§5.2, ruling a39-hq-mine)", want);
	}
	if (pick < 0) {
		char list[512] = "";
		for (int j = 0; j < nc; j++) {
			size_t len = strlen(list);
			snprintf(list + len, sizeof list - len, "%s%s", j ? ", " : "",
					state_field(&u->k->rows[cand[j]], u->id));
		}
		return err_set(e, EXIT_REFUSED, "a mine explosion: you choose which unit loses "
				"the step (§5.2): name it with mine=ID, one of %s, or mine=auto", list);
	}
	om_old_step_loss(g, st, u, pick, "underwater mine", "§5.2");
	return 0;
}

int om_old_land(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c,
		int mine_auto, int *card_used, struct err *e)
{
	const char *sector = order_get(o, "sector");
	const struct table *lt;
	struct om_units u;
	struct om_card card;
	enum om_tide tide;
	int turn, nunits = 0, need = 0, again = 0;
	char ck[8], use[32];
	const char *rule = game_rule(g, st, "drift-recheck");

	*card_used = 0;
	if (strcmp(sector, "east") && strcmp(sector, "west"))
		return err_set(e, EXIT_USAGE, "land: sector=%s is not east or west", sector);
	if ((turn = om_old_turn(st, e)) < 0 || om_tide(g, turn, &tide, e) || om_old_units(st, &u, e) ||
	    table_get(g->tables, "omaha", "landing", &lt, e))
		return e->code;
	again = rule && !strcmp(rule, "yes");
	/* ranger=ID:N: Ranger infantry, from turn 4, 1 to 4 boxes (§5.13) */
	for (const char *p = order_get(o, "ranger"); p && *p;) {
		size_t len = strcspn(p, ","), idl = strcspn(p, ":");
		char id[64];
		if (idl >= len || idl >= sizeof id)
			return err_set(e, EXIT_USAGE, "land: ranger= is ID:N,... (§5.13)");
		snprintf(id, sizeof id, "%.*s", (int)idl, p);
		int i = state_find(u.k, u.id, id), d = atoi(p + idl + 1);
		if (i < 0 || om_type_parse(state_field(&u.k->rows[i], u.type)) != OM_RANGER ||
		    turn < 4)
			return err_set(e, EXIT_REFUSED, "ranger=%s: only Ranger infantry may drift by "
					"choice, from turn 4 (§5.13)", id);
		if (d < 1 || d > 4 || len - idl != 2)
			return err_set(e, EXIT_REFUSED, "ranger=%.*s: the Ranger option drifts 1 to 4 "
					"boxes east (§5.13)", (int)len, p);
		p += len;
		p += *p == ',';
	}
	/* follow=LEADER:UNIT: an HQ or General (§5.12) */
	for (const char *p = order_get(o, "follow"); p && *p;) {
		size_t len = strcspn(p, ","), idl = strcspn(p, ":");
		char id[64];
		if (idl >= len || idl >= sizeof id)
			return err_set(e, EXIT_USAGE, "land: follow= is LEADER:UNIT,... (§5.12)");
		snprintf(id, sizeof id, "%.*s", (int)idl, p);
		int i = state_find(u.k, u.id, id);
		if (i < 0 || !om_is_leader(om_type_parse(state_field(&u.k->rows[i], u.type))))
			return err_set(e, EXIT_REFUSED, "follow=%s: only an HQ or a General may drift "
					"with a unit by choice (§5.12)", id);
		p += len;
		p += *p == ',';
	}
	snprintf(ck, sizeof ck, "%d", turn);
	log_step(g->log, "§5.1", "Landing check, %s sector, turn %d (%s tide)", sector, turn,
			om_tide_name(tide));
	/* who is in the sector's boxes, and who needs the card (§5.15) */
	for (int i = 0; i < u.k->nrows; i++) {
		struct state_row *r = &u.k->rows[i];
		const char *at = state_field(r, u.at);
		int type = om_type_parse(state_field(r, u.type));
		if (strncmp(at, "box:", 4) || strcmp(box_sector(st, at + 4), sector))
			continue;
		if (!again && !strcmp(state_field(r, u.checked), ck))
			continue;
		nunits++;
		if (!exempt(lt, turn, type) ||
		    (type != OM_GENERAL && mine_exposed(st, om_old_box(st, at + 4), turn, tide)))
			need = 1;
	}
	if (nunits == 0) {
		log_step(g->log, "§5.1", "No unit in the %s sector's landing boxes to check", sector);
		return 0;
	}
	if (!need) {
		log_step(g->log, "§5.15", "No unit there needs a landing check: no card is drawn");
		return 0;
	}
	snprintf(use, sizeof use, "landing-%s", sector);
	if (om_old_card_take(g, st, c, use, &card, e))
		return e->code;
	*card_used = card.number ? card.number : -1;
	for (int i = 0; i < u.k->nrows; i++) {
		struct state_row *r = &u.k->rows[i];
		const char *at = state_field(r, u.at);
		int type = om_type_parse(state_field(r, u.type));
		if (strncmp(at, "box:", 4) || strcmp(box_sector(st, at + 4), sector))
			continue;
		if (!again && !strcmp(state_field(r, u.checked), ck))
			continue;
		state_field_set(r, u.checked, ck);
		if (om_is_leader(type)) {
			log_step(g->log, "§5.12", "%s (%s) makes no landing check",
					state_field(r, u.id), om_type_name(type));
			continue;
		}
		char col[8];
		const char *letter, *cell;
		int row = landing_row(lt, turn, om_type_landing(type), e), lc;
		if (row < 0)
			return e->code;
		if (exempt(lt, turn, type)) {
			log_step(g->log, "§5.15", "%s (%s) makes no landing check on turn %d",
					state_field(r, u.id), om_type_name(type), turn);
			continue;
		}
		snprintf(col, sizeof col, "land%s", state_field(r, u.symbol));
		if (om_card_need(&card, col, "§5.1", &letter, e))
			return e->code;
		if ((lc = table_find_col(lt, letter, "§5.1", e)) < 0 ||
		    table_need(lt, row, lc, "§5.1", &cell, e))
			return e->code;
		log_step(g->log, "§5.1", "%s (%s, symbol %s) in %s: letter %s, %s on the turn %d "
				"Landing Table", state_field(r, u.id), om_type_name(type),
				state_field(r, u.symbol), at + 4, letter, cell, turn);
		if (apply(g, st, o, &u, i, cell, turn, tide, e))
			return e->code;
	}
	return mines(g, st, o, &u, sector, turn, tide, &card, mine_auto, e);
}

int om_old_ashore(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	struct om_units u;
	enum om_tide tide;
	int turn, n = 0;

	if ((turn = om_old_turn(st, e)) < 0 || om_tide(g, turn, &tide, e) || om_old_units(st, &u, e))
		return e->code;
	for (int i = 0; i < u.k->nrows; i++) {
		struct state_row *r = &u.k->rows[i];
		char at[64];
		snprintf(at, sizeof at, "%s", state_field(r, u.at));
		if (strncmp(at, "box:", 4))
			continue;
		struct state_row *box = om_old_box(st, at + 4);
		const char *hex = box ? box_hex(st, box, tide) : "";
		if (*hex == '\0')
			return err_set(e, EXIT_DATA, "%s: box %s points at no hex at %s tide (a unit "
					"there should have been delayed, §5.11): fill its '%s' column",
					st->path, at + 4, om_tide_name(tide), om_tide_name(tide));
		char h[8];
		snprintf(h, sizeof h, "%s", hex);
		state_field_set(r, u.at, h);
		state_field_set(r, u.checked, "");
		n++;
		log_step(g->log, "§5.2", "%s lands from %s on %s, the %s-tide water line",
				state_field(r, u.id), at + 4, h, om_tide_name(tide));
		struct state_row *hx = om_old_hex(st, h);
		const char *sec = hx ? om_old_col(st, "hex", hx, "sector") : "";
		const char *cmd = state_field(r, u.command);
		const char *own = !strcmp(cmd, "1") ? "east" : "west";
		if (*sec && strcmp(sec, own)) {
			state_field_set(r, u.command, !strcmp(cmd, "1") ? "29" : "1");
			log_step(g->log, "§5.22", "%s lands outside its sector: it passes under the "
					"command of the %s Division for the rest of the game",
					state_field(r, u.id), !strcmp(cmd, "1") ? "29th" : "1st");
		}
	}
	if (n == 0)
		log_step(g->log, "§5.2", "No unit in the landing boxes");
	return 0;
}

/* A box code's beach: its letters ("ER3" -> "ER", "CH1" -> "CH"). */
static size_t beach_len(const char *code)
{
	size_t n = 0;

	while (code[n] >= 'A' && code[n] <= 'Z')
		n++;
	return n;
}

int om_old_arrive(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	struct om_units u;
	int turn, n = 0;
	const char *delays = order_get(o, "delay");
	char key[16];

	if ((turn = om_old_turn(st, e)) < 0 || om_old_units(st, &u, e))
		return e->code;
	snprintf(key, sizeof key, "turn:%d", turn);
	/* names in place= and delay= must be this turn's arrivals */
	for (const char *p = order_get(o, "place"); p && *p;) {
		size_t len = strcspn(p, ":,");
		char id[64];
		snprintf(id, sizeof id, "%.*s", (int)len, p);
		int i = state_find(u.k, u.id, id);
		if (i < 0 || strcmp(state_field(&u.k->rows[i], u.at), key))
			return err_set(e, EXIT_REFUSED, "place=: %s does not arrive on turn %d (§5.3)",
					id, turn);
		p += strcspn(p, ",");
		p += *p == ',';
	}
	for (const char *p = delays; p && *p;) {
		size_t len = strcspn(p, ",");
		char id[64];
		snprintf(id, sizeof id, "%.*s", (int)len, p);
		int i = state_find(u.k, u.id, id);
		if (i < 0 || strcmp(state_field(&u.k->rows[i], u.at), key))
			return err_set(e, EXIT_REFUSED, "delay=: %s does not arrive on turn %d (§5.34)",
					id, turn);
		if (turn < 7)
			return err_set(e, EXIT_REFUSED, "delay=%s: a voluntary delay is allowed from "
					"turn 7 only (§5.34)", id);
		p += len;
		p += *p == ',';
	}
	int arriving_units = 0;
	for (int i = 0; i < u.k->nrows; i++) {
		struct state_row *r = &u.k->rows[i];
		if (!strcmp(state_field(r, u.at), key) && !listed(delays, state_field(r, u.id)) &&
		    !om_is_leader(om_type_parse(state_field(r, u.type))))
			arriving_units++;
	}
	for (int i = 0; i < u.k->nrows; i++) {
		struct state_row *r = &u.k->rows[i];
		const char *id = state_field(r, u.id), *code = state_field(r, u.code);
		int type = om_type_parse(state_field(r, u.type));
		int delayed = !strcmp(state_field(r, u.delayed), "1");
		char buf[64], to[72], next[16];
		if (strcmp(state_field(r, u.at), key))
			continue;
		n++;
		if (listed(delays, id)) {
			snprintf(next, sizeof next, "turn:%d", turn + 1);
			state_field_set(r, u.at, next);
			state_field_set(r, u.delayed, "1");
			log_step(g->log, "§5.34", "%s's arrival is delayed by choice to turn %d", id,
					turn + 1);
			continue;
		}
		const char *b = named(o, "place", id, buf, sizeof buf);
		size_t bl = beach_len(code);
		if (b == NULL) {
			if (bl > 0 && code[bl] != '\0') {
				b = code;        /* a box code: that box (§5.3, §5.34) */
			} else
				return err_set(e, EXIT_REFUSED, "%s arrives with code '%s': name its box "
						"with place=%s:BOX (§5.3%s)", id, code, id,
						delayed && turn > 10 ? ", §5.34: delayed, any box of either "
						"sector" : "");
		}
		struct state_row *box = om_old_box(st, b);
		if (box == NULL)
			return err_set(e, EXIT_REFUSED, "place=%s:%s: no such landing box", id, b);
		const char *bc = om_old_col(st, "box", box, "code");
		if (*bc == '\0')
			return err_set(e, EXIT_REFUSED, "place=%s:%s: a box without a code is reached "
					"only by drift (§5.32)", id, b);
		if (!strncmp(bc, "CH", 2) && type != OM_RANGER)
			return err_set(e, EXIT_REFUSED, "place=%s:%s: only Ranger infantry may be "
					"placed in a Charlie box (§5.33)", id, b);
		if (!(delayed && turn > 10)) {
			const char *sec = om_old_col(st, "box", box, "sector");
			int ok = !strcmp(code, bc) ||
				(bl > 0 && code[bl] == '\0' && !strncmp(code, bc, bl) &&
				 beach_len(bc) == bl) ||
				(!strcmp(code, "1") && !strcmp(sec, "east")) ||
				(!strcmp(code, "29") && !strcmp(sec, "west"));
			if (!ok)
				return err_set(e, EXIT_REFUSED, "place=%s:%s: the unit's code '%s' does "
						"not allow box %s (§5.3%s)", id, b, code, b,
						delayed ? ", §5.34: delayed to turn 10 or before, it keeps its "
						"box" : "");
		}
		snprintf(to, sizeof to, "box:%s", b);
		state_field_set(r, u.at, to);
		state_field_set(r, u.delayed, "0");
		log_step(g->log, delayed && turn > 10 ? "§5.34" : "§5.3", "%s is placed in box %s",
				id, b);
	}
	/* §5.31: one or two units per box, leaders not counted; a General not alone
	 * when units arriving this turn could go with him */
	for (int i = 0; i < u.k->nrows; i++) {
		struct state_row *r = &u.k->rows[i];
		const char *at = state_field(r, u.at);
		int type = om_type_parse(state_field(r, u.type)), units = 0;
		if (strncmp(at, "box:", 4))
			continue;
		for (int j = 0; j < u.k->nrows; j++)
			if (!strcmp(state_field(&u.k->rows[j], u.at), at) &&
			    !om_is_leader(om_type_parse(state_field(&u.k->rows[j], u.type))))
				units++;
		if (units > 2)
			return err_set(e, EXIT_REFUSED, "box %s would hold %d units: one or two may be "
					"placed in a box, leaders not counted (§5.31)", at + 4, units);
		if (type == OM_GENERAL && units == 0 && arriving_units > 0)
			return err_set(e, EXIT_REFUSED, "%s may not be placed alone in %s while units "
					"arriving this turn could go with him (§5.31)",
					state_field(r, u.id), at + 4);
	}
	if (n == 0)
		log_step(g->log, "§5.3", "No unit arrives on turn %d", turn);
	return 0;
}

int om_old_endturn(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	struct om_units u;
	enum om_tide tide;
	int turn;

	if ((turn = om_old_turn(st, e)) < 0 || om_tide(g, turn, &tide, e) || om_old_units(st, &u, e))
		return e->code;
	/* §5.21: units under water at the end of the turn are removed, unless they
	 * hold a climb-cliff marker */
	for (int i = 0; i < u.k->nrows; i++) {
		struct state_row *r = &u.k->rows[i];
		struct state_row *h = om_old_hex(st, state_field(r, u.at));
		const char *zone = h ? om_old_col(st, "hex", h, "zone") : "";
		int under = (!strcmp(zone, "low") && tide != OM_LOW) ||
			(!strcmp(zone, "mid") && tide == OM_HIGH);
		if (!under)
			continue;
		if (!strcmp(state_field(r, u.marker), "climb-cliff")) {
			log_step(g->log, "§5.21", "%s in %s, under water at %s tide, holds a climb-cliff "
					"marker: not eliminated", state_field(r, u.id),
					state_field(r, u.at), om_tide_name(tide));
			continue;
		}
		char hx[8];
		snprintf(hx, sizeof hx, "%s", state_field(r, u.at));
		char why[64];
		snprintf(why, sizeof why, "%s is under water at %s tide", hx, om_tide_name(tide));
		om_old_eliminate(g, st, &u, i, why, "§5.21");
	}
	/* §4 VI: the cards on the track go to the discard; the reshuffle mark */
	struct state_kind *k = state_kind(st, "card");
	int at = state_col(k, "at"), ntrack = 0;
	for (int i = 0; k && i < k->nrows; i++)
		if (!strncmp(state_field(&k->rows[i], at), "track:", 6)) {
			state_field_set(&k->rows[i], at, "discard");
			ntrack++;
		}
	if (k) {
		log_step(g->log, "§4 VI", "%d card%s of the track go%s to the discard pile", ntrack,
				ntrack == 1 ? "" : "s", ntrack == 1 ? "es" : "");
		const char *marks = state_get(st, "shuffle_turns");
		int shuffle = 0;
		char t[8];
		snprintf(t, sizeof t, "%d", turn);
		if (marks != NULL) {
			char buf[256];
			snprintf(buf, sizeof buf, "%s", marks);
			for (char *p = strtok(buf, " ;"); p; p = strtok(NULL, " ;"))
				shuffle |= !strcmp(p, t);
		} else {
			const struct table *tt;
			const char *v;
			int row, col;
			if (table_get(g->tables, "omaha", "turns", &tt, e) ||
			    (row = table_find_row(tt, t, "§4 VI", e)) < 0 ||
			    (col = table_find_col(tt, "shuffle", "§4 VI", e)) < 0 ||
			    table_need(tt, row, col, "§4 VI", &v, e))
				return e->code;
			shuffle = !strcmp(v, "1");
		}
		if (shuffle) {
			for (int i = 0; i < k->nrows; i++)
				if (!strcmp(state_field(&k->rows[i], at), "discard"))
					state_field_set(&k->rows[i], at, "pile");
			log_step(g->log, "§4 VI", "Turn %d's box shows the shuffle mark: the discard "
					"pile is shuffled into the draw pile", turn);
		}
	}
	om_old_action_reset(g, st);   /* §7.2: the action counts (actions.c) */
	if (turn == OM_TURNS) {
		log_step(g->log, "§20.3", "End of turn 32: the game ends");
		state_set(st, "result", "ended");
		return 0;
	}
	char next[8];
	snprintf(next, sizeof next, "%d", turn + 1);
	state_set(st, "turn", next);
	log_step(g->log, "§4 VI", "The turn marker advances to turn %d", turn + 1);
	return 0;
}

/* The outcome of one branch: the units that moved, lost steps or were
 * disrupted ("ID>PLACE", "(-N)", "(D)"). */
static void outcome(const struct state *before, struct state *after, char *res, size_t rsz,
		char *del, size_t dsz, char *eli, size_t esz, int *lost, struct err *e)
{
	struct om_units b, a;

	*lost = 0;
	res[0] = del[0] = eli[0] = '\0';
	if (om_old_units((struct state *)before, &b, e) || om_old_units(after, &a, e))
		return;
	for (int i = 0; i < a.k->nrows && i < b.k->nrows; i++) {
		const struct state_row *ra = &a.k->rows[i], *rb = &b.k->rows[i];
		int s0 = om_atoi(state_field(rb, b.steps)), s1 = om_atoi(state_field(ra, a.steps));
		const char *w0 = state_field(rb, b.at), *w1 = state_field(ra, a.at);
		const char *id = state_field(ra, a.id);
		int moved = strcmp(w0, w1) != 0;
		int dis = strcmp(state_field(rb, b.disrupted), "1") &&
			!strcmp(state_field(ra, a.disrupted), "1");
		int mark = strcmp(state_field(rb, b.marker), state_field(ra, a.marker)) != 0;
		int hc = state_col(a.k, "hero"), hb = state_col(b.k, "hero");
		int hero = hc >= 0 && hb >= 0 && strcmp(state_field(rb, hb), state_field(ra, hc));
		size_t l;
		if (s1 < s0)
			*lost += s0 - s1;
		if (moved || s1 < s0 || dis || mark || hero) {
			l = strlen(res);
			snprintf(res + l, rsz - l, "%s%s%s%s", l ? ";" : "", id, moved ? ">" : "",
					!moved ? "" : !strncmp(w1, "box:", 4) ? w1 + 4 : w1);
			l = strlen(res);
			if (s1 < s0 && s1 > 0)
				snprintf(res + l, rsz - l, "(-%d)", s0 - s1);
			l = strlen(res);
			if (dis)
				snprintf(res + l, rsz - l, "(D)");
			l = strlen(res);
			if (mark)
				snprintf(res + l, rsz - l, "(%s)", state_field(ra, a.marker));
			l = strlen(res);
			if (hero)
				snprintf(res + l, rsz - l, "(%s)", *state_field(ra, hc) ?
						state_field(ra, hc) : "-hero");
		}
		if (moved && !strncmp(w1, "turn:", 5)) {
			l = strlen(del);
			snprintf(del + l, dsz - l, "%s%s", l ? ";" : "", id);
		}
		if (moved && !strcmp(w1, "eliminated")) {
			l = strlen(eli);
			snprintf(eli + l, esz - l, "%s%s", l ? ";" : "", id);
		}
	}
	/* German units: disrupted, depth marker lost ("ID(D)", "ID(-reserve)") */
	struct state_kind *gb = state_kind(before, "german"), *ga = state_kind(after, "german");
	for (int i = 0; gb && ga && i < ga->nrows && i < gb->nrows; i++) {
		const struct state_row *ra = &ga->rows[i], *rb = &gb->rows[i];
		int dc = state_col(ga, "disrupted"), rc = state_col(ga, "reserve");
		int dis = strcmp(state_field(rb, dc), "1") && !strcmp(state_field(ra, dc), "1");
		int gone = *state_field(rb, rc) && !*state_field(ra, rc);
		int got = !*state_field(rb, rc) && *state_field(ra, rc);
		int pc = state_col(ga, "position");
		int moved = strcmp(state_field(rb, pc), state_field(ra, pc)) != 0;
		if (!dis && !gone && !moved && !got)
			continue;
		size_t l = strlen(res);
		snprintf(res + l, rsz - l, "%s%s%s%s%s%s%s", l ? ";" : "", state_field(ra, 1),
				moved ? ">" : "", moved ? state_field(ra, pc) : "", dis ? "(D)" : "",
				gone ? "(-reserve)" : "", got && !moved ? "(+reserve)" : "");
	}
	/* naval fire markers taken (§8.5) */
	const char *n0 = state_get(before, "naval_markers"), *n1 = state_get(after, "naval_markers");
	if (n1 && (!n0 || strcmp(n0, n1))) {
		size_t l = strlen(res);
		snprintf(res + l, rsz - l, "%snaval_markers=%s", l ? ";" : "", n1);
	}
	om_old_depth_outcome(before, after, res, rsz);   /* markers drawn, boxes (depth.c) */
}

static int add_row(struct odds_report *r, struct frac p, const char *const *vals, int n,
		int *overflow)
{
	for (int j = 0; j < r->nrows; j++) {
		int same = 1;
		for (int k = 0; k < n; k++)
			same &= !strcmp(r->rows[j].val[k], vals[k]);
		if (same) {
			r->rows[j].p = frac_add(r->rows[j].p, p, overflow);
			return 0;
		}
	}
	struct odds_row *row = odds_report_add(r);
	if (row == NULL)
		return -1;
	row->p = p;
	for (int k = 0; k < n; k++)
		if ((row->val[k] = strdup(vals[k])) == NULL)
			return -1;
	return 0;
}

/* Odds of an order drawing one card: the rules run once per card left in the
 * pile (the enumerate driver), or once with the card typed. */
int om_old_card_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		om_old_card_order run, struct odds_report *r, struct err *e)
{
	struct chance *c = calloc(1, sizeof *c);
	struct state orig;
	char *text = NULL, first[1024] = "", list[400] = "";
	size_t len = 0;
	int rc = 0, more = 1, overflow = 0, nunknown = 0;
	struct frac exp = { 0, 1 };

	state_init(&orig);
	if (c == NULL || (text = state_text(st, g->game->kinds, &len)) == NULL) {
		free(c);
		return err_set(e, EXIT_IO, "out of memory");
	}
	if ((rc = state_parse(&orig, text, len, st->path ? st->path : "state", e)) != 0)
		goto done;
	chance_enumerate(c);
	r->ncols = 4;
	r->col[0] = "results";
	r->col[1] = "steps_lost";
	r->col[2] = "delayed";
	r->col[3] = "eliminated";
	while (more && rc == 0) {
		struct state copy;
		struct err e2 = { 0 };
		struct frac p;
		int card = 0, lost = 0;
		char res[1024], del[512], eli[512], losts[16];
		state_init(&copy);
		chance_enum_start(c);
		if ((rc = state_parse(&copy, text, len, st->path ? st->path : "state", e)) != 0) {
			state_free(&copy);
			break;
		}
		run(g, &copy, o, c, 1, &card, &e2);
		r->runs++;
		if (e2.code == EXIT_UNKNOWN && card != 0) {
			size_t l = strlen(list);
			if (card > 0)
				snprintf(list + l, sizeof list - l, "%s%d", l ? "," : "", card);
			if (!first[0])
				snprintf(first, sizeof first, "%s", e2.msg);
			nunknown++;
		} else if (e2.code) {
			rc = err_set(e, e2.code, "%s", e2.msg);
		} else {
			outcome(&orig, &copy, res, sizeof res, del, sizeof del, eli, sizeof eli,
					&lost, e);
			rc = e->code;
		}
		state_free(&copy);
		if (rc)
			break;
		more = chance_enum_next(c, &p, &overflow);
		if (e2.code)
			continue;
		snprintf(losts, sizeof losts, "%d", lost);
		const char *vals[4] = { res[0] ? res : "no change", losts, del, eli };
		exp = frac_add(exp, frac_mul(p, frac_make((uint64_t)lost, 1), &overflow), &overflow);
		if (add_row(r, p, vals, 4, &overflow))
			rc = err_set(e, EXIT_IO, "out of memory");
	}
	if (rc == 0 && nunknown > 0)
		rc = err_set(e, EXIT_UNKNOWN, "odds: %d card%s left in the pile give%s an unknown "
				"cell (cards %s); the first: %s", nunknown, nunknown == 1 ? "" : "s",
				nunknown == 1 ? "s" : "", list, first);
	if (rc == 0 && overflow)
		rc = err_set(e, EXIT_DATA, "odds: the probabilities no longer fit 64-bit fractions");
	if (rc == 0) {
		r->nexp = 1;
		r->exp_name[0] = "expected steps lost";
		r->exp[0] = exp;
		struct err e3 = { 0 };
		int turn = om_old_turn(st, &e3);
		const char *mine = order_get(o, "mine");
		snprintf(r->note, sizeof r->note, "%s%s", g->card ? "the card typed" :
				"every card left in the draw pile, equally likely",
				mine && turn >= 7 && turn <= 22 && !strcmp(mine, "ask") ?
				"; a mine's step: mine=auto (the unit with most steps)" :
				!mine && order_get(o, "ties") && strcmp(order_get(o, "ties"), "id") ?
				"; ties among equal targets: by unit id" : "");
	}
done:
	state_free(&orig);
	free(text);
	free(c);
	return rc;
}
