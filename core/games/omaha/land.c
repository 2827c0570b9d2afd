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

#include "i18n.h"
#include "om.h"

#define MAX_BOXES 64

/* The landing boxes in row order, east to west (§5.11): indices in m->box. */
struct row_boxes {
	int b[MAX_BOXES];
	int n;
};

static int boxes(const struct om_model *m, struct row_boxes *rb, struct err *e)
{
	rb->n = 0;
	if (m->nbox == 0)
		return err_set(e, EXIT_DATA, "%s: no landing 'box' rows (umpire-omaha(7), MAP)",
				kit_path(m->st));
	if (m->nbox > MAX_BOXES)
		return err_set(e, EXIT_DATA, "%s: more than %d landing boxes", kit_path(m->st),
				MAX_BOXES);
	for (int i = 0; i < m->nbox; i++)
		rb->b[rb->n++] = i;
	for (int i = 0; i < rb->n; i++)
		for (int j = i + 1; j < rb->n; j++)
			if (m->box[rb->b[j]].pos < m->box[rb->b[i]].pos) {
				int t = rb->b[i];
				rb->b[i] = rb->b[j];
				rb->b[j] = t;
			}
	return 0;
}

/* The sector's box a unit is in, or NULL. */
static const struct om_box *in_box(const struct om_model *m, const struct om_unit *u,
		int sector)
{
	const struct om_box *b = u->at.kind == OM_AT_BOX ? &m->box[u->at.box] : NULL;

	return b && (int)b->sector == sector ? b : NULL;
}

static int uncleared(struct om_model *m, const struct om_box *b, enum om_tide t)
{
	const struct om_hex *h = b->has[t] ? om_hex_at(m, b->hex[t]) : NULL;

	return h && h->obstacles == 1 && h->cleared != 1;
}

/* §5.2: whether units of this box land in (mid tide) or through (high tide: the
 * box's hexes of the lower water lines) uncleared obstacle hexes. Turns 7-22
 * only (§5.14; all obstacles count as cleared from turn 23, §5.2). */
static int mine_exposed(struct om_model *m, const struct om_box *b, enum om_tide t)
{
	if (m->turn < 7 || m->turn > 22)
		return 0;
	if (t == OM_MID)
		return uncleared(m, b, OM_MID);
	if (t == OM_HIGH)
		return uncleared(m, b, OM_LOW) || uncleared(m, b, OM_MID);
	return 0;
}

/* The turn whose Landing Table row is read: variant §22.1 (seed lines
 * 4638-4641: « Pour les tours 4 et 5, utilisez la table de débarquement des
 * tours 2 et 3 ») reads turns 2 and 3 on turns 4 and 5. */
static int table_turn(const struct om_model *m)
{
	return om_in_variant(m, "22.1") && (m->turn == 4 || m->turn == 5) ? m->turn - 2 : m->turn;
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

static void delay_unit(struct om_model *m, struct om_unit *u, int by, const char *why,
		const char *sect)
{
	u->at = (struct om_place){ .kind = OM_AT_TURN, .turn = m->turn + by };
	u->delayed = 1;
	log_step(m->g->log, sect, "%s is delayed to turn %d: %s", u->id, m->turn + by, why);
}

/* Leaders named follow=LEADER:UNIT go where their unit went (§5.12). */
static void followers(struct om_model *m, const struct order *o, const struct om_unit *u,
		struct om_place from)
{
	for (struct om_unit *l = m->u; l < m->u + m->nu; l++) {
		char buf[64];
		const char *w = named(o, "follow", l->id, buf, sizeof buf);
		if (l == u || w == NULL || strcmp(w, u->id) || !om_place_equal(l->at, from) ||
		    !om_is_leader(l->type))
			continue;
		l->at = u->at;
		l->checked = u->checked;
		log_step(m->g->log, "§5.12", "%s goes with %s (follow=)", l->id, u->id);
	}
}

/* Drift n boxes (n > 0 east, n < 0 west) along the row (§5.11). */
static void drift(struct om_model *m, const struct order *o, struct om_unit *u, int n,
		enum om_tide tide, const char *sect)
{
	struct om_place from = u->at;
	const char *fid = m->box[from.box].id, *dir = om_drift_text(n > 0);
	struct row_boxes rb;
	struct err e = { 0 };
	int k = -1;

	boxes(m, &rb, &e);
	for (int j = 0; j < rb.n; j++)
		if (rb.b[j] == from.box)
			k = j;
	int dest = k - n;
	if (!strcmp(sect, "§5.13") && (dest < 0 || dest >= rb.n) &&
	    om_rule_is(m, "a40-ranger-off-row", "refused")) {
		log_step(m->g->log, "ruling a40-ranger-off-row", "%s would drift off the row by "
				"choice: refused, it stays in %s", u->id, fid);
		return;
	}
	if (k < 0 || dest < 0 || dest >= rb.n) {
		log_stepn(m->g->log, sect, "%s drifts %d box %s from %s: off the row",
				"%s drifts %d boxes %s from %s: off the row", abs(n), u->id, abs(n), dir,
				fid);
		delay_unit(m, u, 2, _("drifted off the row"), "§5.11");
	} else if (tide == OM_HIGH && !m->box[rb.b[dest]].has[OM_HIGH]) {
		log_stepn(m->g->log, sect, "%s drifts %d box %s from %s to %s, which points at no "
				"beach hex beyond the high-tide line", "%s drifts %d boxes %s from %s to %s, "
				"which points at no beach hex beyond the high-tide line", abs(n), u->id,
				abs(n), dir, fid, m->box[rb.b[dest]].id);
		delay_unit(m, u, 2, _("high tide"), "§5.11");
	} else {
		u->at.box = rb.b[dest];
		log_stepn(m->g->log, sect, "%s drifts %d box %s: %s to %s",
				"%s drifts %d boxes %s: %s to %s", abs(n), u->id, abs(n), dir, fid,
				m->box[rb.b[dest]].id);
	}
	followers(m, o, u, from);
}

/* One part of a Landing Table result, applied: 0, 1 when the unit is gone
 * (the rest of the result does not apply), or -1 when the result is unknown. */
static int result(struct om_model *m, const struct order *o, struct om_unit *u,
		const char *p, enum om_tide tide)
{
	char v[32], dir = 0;
	int n = 0;

	if (!strcmp(p, "none")) {
		const char *rd = named(o, "ranger", u->id, v, sizeof v);
		log_step(m->g->log, "§5.1", "%s: no effect", u->id);
		if (rd != NULL) {
			int d = om_atoi(rd);   /* checked by om_land */
			log_stepn(m->g->log, "§5.13", "Ranger option: %s drifts %d box east by choice",
					"Ranger option: %s drifts %d boxes east by choice", d, u->id, d);
			drift(m, o, u, d, tide, "§5.13");
		}
	} else if (!strcmp(p, "nocheck")) {
		log_step(m->g->log, "§5.15", "%s makes no landing check", u->id);
	} else if (sscanf(p, "drift-%d%c", &n, &dir) == 2 && n > 0 && n < 60 &&
		   (dir == 'E' || dir == 'W')) {
		drift(m, o, u, dir == 'E' ? n : -n, tide, "§5.11");
	} else if (!strcmp(p, "delay")) {
		delay_unit(m, u, 2, "the Landing Table result", "§5.1");
	} else if (!strcmp(p, "step")) {
		return om_step_loss(m, u, "Landing Table", "§5.1");
	} else if (!strcmp(p, "elim")) {
		om_eliminate(m, u, "Landing Table", "§5.1");
		return 1;
	} else
		return -1;
	return 0;
}

/* One result of the Landing Table: none, nocheck, drift-NE, drift-NW, delay,
 * step, elim, joined with '+'. */
static int apply(struct om_model *m, const struct order *o, struct om_unit *u,
		const char *cell, enum om_tide tide, struct err *e)
{
	char buf[64], *p = buf;

	snprintf(buf, sizeof buf, "%s", cell);
	while (p && *p && u->at.kind == OM_AT_BOX) {
		char *plus = strchr(p, '+');
		int rc;
		if (plus)
			*plus = '\0';
		if ((rc = result(m, o, u, p, tide)) < 0)
			return err_set(e, EXIT_DATA, "tables omaha/landing: result '%s' is not none, "
					"nocheck, drift-NE, drift-NW, delay, step or elim", cell);
		if (rc)
			break;
		p = plus ? plus + 1 : NULL;
	}
	return 0;
}

/* §5.14: the mine icon of the card (or ruling a02-mine-trigger=always): 1 if
 * mines explode, 0 if not, or -1 with e set. */
static int mine_icon(struct om_model *m, const struct om_card *card, enum om_tide tide,
		struct err *e)
{
	const char *icon;

	if (om_rule_is(m, "a02-mine-trigger", "always")) {
		log_step(m->g->log, "ruling a02-mine-trigger", "Mines hit every landing %s uncleared "
				"obstacles, mine icon or not", tide == OM_MID ? C_("obstacles", "in") :
				C_("obstacles", "through"));
		return 1;
	}
	if (om_card_need(card, "mine", "§5.14", &icon, e))
		return -1;
	if (strcmp(icon, "0") && strcmp(icon, "1"))
		return err_set(e, EXIT_DATA, "tables omaha/cards: card %d mine '%s' is not 0 or 1",
				card->number, icon), -1;
	if (!strcmp(icon, "0")) {
		log_step(m->g->log, "§5.14", "The landing card shows no mine explosion");
		return 0;
	}
	log_step(m->g->log, "§5.14", "The landing card shows a mine explosion: units landing %s "
			"uncleared obstacles lose a step", tide == OM_MID ? C_("obstacles", "in") :
			C_("obstacles", "through"));
	return 1;
}

/* The unit of `cand` that takes the mine's step (§5.2: your choice; mine=), or
 * NULL with e set. */
static struct om_unit *mine_victim(struct om_model *m, const char *want, struct om_unit **cand,
		int nc, struct err *e)
{
	struct om_unit *pick = NULL;
	char list[512] = "";

	if (!strcmp(want, "auto") || (m->automatic && !strcmp(want, "ask"))) {
		pick = cand[0];
		for (int j = 1; j < nc; j++)
			if (cand[j]->steps > pick->steps)
				pick = cand[j];
		return pick;
	}
	if (!strcmp(want, "ask")) {
		if (nc == 1)
			return cand[0];
	} else {
		for (int j = 0; j < nc; j++)
			if (!strcmp(cand[j]->id, want))
				pick = cand[j];
		if (pick == NULL)
			return kit_refuse(e, "§5.2, ruling a39-hq-mine", "mine=%s: not one of the units "
					"that can take the mine's step loss", want), NULL;
		return pick;
	}
	for (int j = 0; j < nc; j++) {
		size_t len = strlen(list);
		snprintf(list + len, sizeof list - len, "%s%s", j ? ", " : "", cand[j]->id);
	}
	return err_set(e, EXIT_REFUSED, "a mine explosion: you choose which unit loses the step "
			"(§5.2): name it with mine=ID, one of %s, or mine=auto", list), NULL;
}

/* §5.14, §5.2: after the other results, one step lost by one unit landing in
 * (mid tide) or through (high tide) uncleared obstacles; an HQ alone is
 * delayed instead; a General is never affected. */
static int mines(struct om_model *m, const struct order *o, int sector, enum om_tide tide,
		const struct om_card *card, struct err *e)
{
	struct om_unit *cand[256], *hq[256], *pick;
	int nc = 0, nh = 0, exposed_any = 0, icon;
	const char *want = order_get(o, "mine");

	if (m->turn < 7 || m->turn > 22 || tide == OM_LOW)
		return 0;
	for (struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		const struct om_box *b = in_box(m, u, sector);
		if (b == NULL || !mine_exposed(m, b, tide))
			continue;
		exposed_any = 1;
		if (u->type == OM_HQ && nh < 256)
			hq[nh++] = u;
		else if (u->type != OM_GENERAL && u->type != OM_HQ && nc < 256)
			cand[nc++] = u;
	}
	if (!exposed_any || (icon = mine_icon(m, card, tide, e)) == 0)
		return 0;
	if (icon < 0)
		return e->code;
	for (int j = 0; nc > 0 && om_rule_is(m, "a39-hq-mine", "choice") && j < nh; j++)
		if (!strcmp(hq[j]->id, want)) {
			delay_unit(m, hq[j], 2, "an HQ takes the mine explosion (ruling "
					"a39-hq-mine=choice)", "§5.2");
			return 0;
		}
	if (nc == 0 && nh == 0) {
		log_step(m->g->log, "§5.2", "Only a General lands there: a General is not affected by "
				"mines");
		return 0;
	}
	if (nc == 0) {
		pick = hq[0];
		for (int j = 0; j < nh; j++)
			if (!strcmp(hq[j]->id, want))
				pick = hq[j];
		delay_unit(m, pick, 2, "an HQ alone under a mine explosion", "§5.2");
		return 0;
	}
	if ((pick = mine_victim(m, want, cand, nc, e)) == NULL)
		return e->code;
	om_step_loss(m, pick, "underwater mine", "§5.2");
	return 0;
}

/* ranger=ID:N (§5.13) and follow=LEADER:UNIT (§5.12), checked. */
static int land_args(struct om_model *m, const struct order *o, struct err *e)
{
	for (const char *p = order_get(o, "ranger"); p && *p;) {
		size_t len = strcspn(p, ","), idl = strcspn(p, ":");
		const struct om_unit *u;
		char id[64];
		if (idl >= len || idl >= sizeof id)
			return err_set(e, EXIT_USAGE, "land: ranger= is ID:N,... (§5.13)");
		snprintf(id, sizeof id, "%.*s", (int)idl, p);
		int d = atoi(p + idl + 1);
		if ((u = om_unit_find(m, id)) == NULL || u->type != OM_RANGER || m->turn < 4)
			return kit_refuse(e, "§5.13", "ranger=%s: only Ranger infantry may drift by "
					"choice, from turn 4", id);
		if (d < 1 || d > 4 || len - idl != 2)
			return kit_refuse(e, "§5.13", "ranger=%.*s: the Ranger option drifts 1 to 4 "
					"boxes east", (int)len, p);
		p += len;
		p += *p == ',';
	}
	for (const char *p = order_get(o, "follow"); p && *p;) {
		size_t len = strcspn(p, ","), idl = strcspn(p, ":");
		const struct om_unit *u;
		char id[64];
		if (idl >= len || idl >= sizeof id)
			return err_set(e, EXIT_USAGE, "land: follow= is LEADER:UNIT,... (§5.12)");
		snprintf(id, sizeof id, "%.*s", (int)idl, p);
		if ((u = om_unit_find(m, id)) == NULL || !om_is_leader(u->type))
			return kit_refuse(e, "§5.12", "follow=%s: only an HQ or a General may drift with "
					"a unit by choice", id);
		p += len;
		p += *p == ',';
	}
	return 0;
}

/* The units of the sector's boxes to check (not checked this turn, unless
 * ruling drift-recheck=yes): their count, and whether one needs the card
 * (§5.15, §5.14). */
static int to_check(struct om_model *m, const struct table *lt, int sector, enum om_tide tide,
		int again, int *need)
{
	int n = 0;

	*need = 0;
	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		const struct om_box *b = in_box(m, u, sector);
		if (b == NULL || (!again && u->checked == m->turn))
			continue;
		n++;
		if (!exempt(lt, table_turn(m), u->type) || (u->type != OM_GENERAL && mine_exposed(m, b, tide)))
			*need = 1;
	}
	return n;
}

/* One unit's landing check (§5.1, §5.12, §5.15). */
static int check_unit(struct om_model *m, const struct order *o, const struct table *lt,
		const struct om_card *card, struct om_unit *u, enum om_tide tide, struct err *e)
{
	const char *letter, *cell, *box = m->box[u->at.box].id;
	char col[8];
	int row, lc;

	u->checked = m->turn;
	if (om_is_leader(u->type)) {
		log_step(m->g->log, "§5.12", "%s (%s) makes no landing check", u->id,
				om_type_name(u->type));
		return 0;
	}
	if ((row = landing_row(lt, table_turn(m), om_type_landing(u->type), e)) < 0)
		return e->code;
	if (exempt(lt, table_turn(m), u->type)) {
		log_step(m->g->log, "§5.15", "%s (%s) makes no landing check on turn %d", u->id,
				om_type_name(u->type), m->turn);
		return 0;
	}
	snprintf(col, sizeof col, "land%d", u->symbol);
	if (om_card_need(card, col, "§5.1", &letter, e) ||
	    (lc = table_find_col(lt, letter, "§5.1", e)) < 0 ||
	    table_need(lt, row, lc, "§5.1", &cell, e))
		return e->code;
	log_step(m->g->log, "§5.1", "%s (%s, symbol %d) in %s: letter %s, %s on the turn %d Landing "
			"Table", u->id, om_type_name(u->type), u->symbol, box, letter, cell,
			table_turn(m));
	return apply(m, o, u, cell, tide, e);
}

int om_land(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *sector = order_get(o, "sector");
	int again = om_rule_is(m, "drift-recheck", "yes"), sec = om_sector_parse(sector), need;
	const struct table *lt;
	struct om_card card;
	enum om_tide tide;
	char use[32];

	m->card_used = 0;
	if (sec < 0)
		return err_set(e, EXIT_USAGE, "land: sector=%s is not east or west", sector);
	if (om_tide(m->g, m->turn, &tide, e) ||
	    table_get(m->g->tables, "omaha", "landing", &lt, e) || land_args(m, o, e))
		return e->code;
	log_step(m->g->log, "§5.1", "Landing check, %s sector, turn %d (%s tide)",
			om_sector_text(sec), m->turn, om_tide_text(tide));
	if (table_turn(m) != m->turn)
		log_step(m->g->log, "§22.1", "Variant 22.1: turn %d uses the Landing Table of turn %d",
				m->turn, table_turn(m));
	if (to_check(m, lt, sec, tide, again, &need) == 0) {
		log_step(m->g->log, "§5.1", "No unit in the %s sector's landing boxes to check",
				sector);
		return 0;
	}
	if (!need) {
		log_step(m->g->log, "§5.15", "No unit there needs a landing check: no card is drawn");
		return 0;
	}
	snprintf(use, sizeof use, "landing-%s", sector);
	if (om_card_take(m, c, use, &card, e))
		return e->code;
	m->card_used = card.number ? card.number : -1;
	for (struct om_unit *u = m->u; u < m->u + m->nu; u++)
		if (in_box(m, u, sec) && (again || u->checked != m->turn) &&
		    check_unit(m, o, lt, &card, u, tide, e))
			return e->code;
	return mines(m, o, sec, tide, &card, e);
}

int om_ashore(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	enum om_tide tide;
	int n = 0;

	if (om_tide(m->g, m->turn, &tide, e))
		return e->code;
	for (struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		const struct om_box *b;
		const struct om_hex *hx;
		char h[5];
		if (u->at.kind != OM_AT_BOX)
			continue;
		if (!(b = &m->box[u->at.box])->has[tide])
			return err_set(e, EXIT_DATA, "%s: box %s points at no hex at %s tide (a unit "
					"there should have been delayed, §5.11): fill its '%s' column",
					kit_path(m->st), b->id, om_tide_name(tide), om_tide_name(tide));
		u->at = (struct om_place){ .kind = OM_AT_HEX, .hex = b->hex[tide] };
		u->checked = -1;
		n++;
		grid_format(b->hex[tide], h);
		log_step(m->g->log, "§5.2", "%s lands from %s on %s, the %s-tide water line", u->id,
				b->id, h, om_tide_text(tide));
		hx = om_hex_at(m, b->hex[tide]);
		if (hx && (int)hx->sector != (u->command == 1 ? OM_EAST : OM_WEST)) {
			log_step(m->g->log, "§5.22", "%s lands outside its sector: it passes under the "
					"command of the %s Division for the rest of the game", u->id,
					om_division(u->command == 1 ? 29 : 1));
			u->command = u->command == 1 ? 29 : 1;
		}
	}
	if (n == 0)
		log_step(m->g->log, "§5.2", "No unit in the landing boxes");
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

int om_code_allows(const char *code, const struct om_box *box)
{
	size_t bl = beach_len(code);

	return !strcmp(code, box->code) ||
		(bl > 0 && code[bl] == '\0' && !strncmp(code, box->code, bl) &&
		 beach_len(box->code) == bl) ||
		(!strcmp(code, "1") && box->sector == OM_EAST) ||
		(!strcmp(code, "29") && box->sector == OM_WEST);
}

/* Names in place= and delay= must be this turn's arrivals (§5.3, §5.34). */
static int arrive_args(struct om_model *m, const struct order *o, struct err *e)
{
	struct om_place here = { .kind = OM_AT_TURN, .turn = m->turn };

	for (const char *p = order_get(o, "place"); p && *p;) {
		size_t len = strcspn(p, ":,");
		const struct om_unit *u;
		char id[64];
		snprintf(id, sizeof id, "%.*s", (int)len, p);
		if ((u = om_unit_find(m, id)) == NULL || !om_place_equal(u->at, here))
			return kit_refuse(e, "§5.3", "place=: %s does not arrive on turn %d", id,
					m->turn);
		p += strcspn(p, ",");
		p += *p == ',';
	}
	for (const char *p = order_get(o, "delay"); p && *p;) {
		size_t len = strcspn(p, ",");
		const struct om_unit *u;
		char id[64];
		snprintf(id, sizeof id, "%.*s", (int)len, p);
		if ((u = om_unit_find(m, id)) == NULL || !om_place_equal(u->at, here))
			return kit_refuse(e, "§5.34", "delay=: %s does not arrive on turn %d", id,
					m->turn);
		if (m->turn < 7)
			return kit_refuse(e, "§5.34", "delay=%s: a voluntary delay is allowed from turn 7 "
					"only", id);
		p += len;
		p += *p == ',';
	}
	return 0;
}

/* The box an arriving unit goes to (§5.3, §5.32, §5.33, §5.34), or -1 with e
 * set. */
static int arrival_box(struct om_model *m, const struct order *o, const struct om_unit *u,
		struct err *e)
{
	const char *code = u->code, *b;
	int late = u->delayed == 1 && m->turn > 10, bi;
	size_t bl = beach_len(code);
	char buf[64];

	if ((b = named(o, "place", u->id, buf, sizeof buf)) == NULL) {
		if (!(bl > 0 && code[bl] != '\0'))
			return err_set(e, EXIT_REFUSED, "%s arrives with code '%s': name its box with "
					"place=%s:BOX (§5.3%s)", u->id, code, u->id, late ? _(", §5.34: "
					"delayed, any box of either sector") : ""), -1;
		b = code;        /* a box code: that box (§5.3, §5.34) */
	}
	if ((bi = om_box_index(m, b)) < 0)
		return err_set(e, EXIT_REFUSED, "place=%s:%s: no such landing box", u->id, b), -1;
	const struct om_box *box = &m->box[bi];
	if (*box->code == '\0')
		return kit_refuse(e, "§5.32", "place=%s:%s: a box without a code is reached only by "
				"drift", u->id, b), -1;
	if (!strncmp(box->code, "CH", 2) && u->type != OM_RANGER)
		return kit_refuse(e, "§5.33", "place=%s:%s: only Ranger infantry may be placed in a "
				"Charlie box", u->id, b), -1;
	if (!late) {
		if (!om_code_allows(code, box))
			return err_set(e, EXIT_REFUSED, "place=%s:%s: the unit's code '%s' does not "
					"allow box %s (§5.3%s)", u->id, b, code, b, u->delayed == 1 ? _(", §5.34: "
					"delayed to turn 10 or before, it keeps its box") : ""), -1;
	}
	return bi;
}

/* §5.31: one or two units per box, leaders not counted; a General not alone
 * when units arriving this turn could go with him. */
static int box_limits(struct om_model *m, int arriving_units, struct err *e)
{
	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		int units = 0;
		if (u->at.kind != OM_AT_BOX)
			continue;
		for (const struct om_unit *v = m->u; v < m->u + m->nu; v++)
			units += om_place_equal(v->at, u->at) && !om_is_leader(v->type);
		if (units > 2)
			return kit_refuse(e, "§5.31", "box %s would hold %d units: one or two may be "
					"placed in a box, leaders not counted", m->box[u->at.box].id, units);
		if (u->type == OM_GENERAL && units == 0 && arriving_units > 0)
			return kit_refuse(e, "§5.31", "%s may not be placed alone in %s while units "
					"arriving this turn could go with him", u->id, m->box[u->at.box].id);
	}
	return 0;
}

int om_arrive(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	struct om_place here = { .kind = OM_AT_TURN, .turn = m->turn };
	const char *delays = order_get(o, "delay");
	int n = 0, arriving_units = 0;

	if (arrive_args(m, o, e))
		return e->code;
	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++)
		arriving_units += om_place_equal(u->at, here) && !listed(delays, u->id) &&
			!om_is_leader(u->type);
	for (struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		int late = u->delayed == 1 && m->turn > 10, bi;
		if (!om_place_equal(u->at, here))
			continue;
		n++;
		if (listed(delays, u->id)) {
			u->at.turn = m->turn + 1;
			u->delayed = 1;
			log_step(m->g->log, "§5.34", "%s's arrival is delayed by choice to turn %d", u->id,
					m->turn + 1);
			continue;
		}
		if ((bi = arrival_box(m, o, u, e)) < 0)
			return e->code;
		u->at = (struct om_place){ .kind = OM_AT_BOX, .box = bi };
		u->delayed = 0;
		log_step(m->g->log, late ? "§5.34" : "§5.3", "%s is placed in box %s", u->id,
				m->box[bi].id);
	}
	if (box_limits(m, arriving_units, e))
		return e->code;
	if (n == 0)
		log_step(m->g->log, "§5.3", "No unit arrives on turn %d", m->turn);
	return 0;
}

/* §5.21: units under water at the end of the turn are removed, unless they
 * hold a climb-cliff marker. */
static void drown(struct om_model *m, enum om_tide tide)
{
	for (struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		const struct om_hex *h = om_unit_hex(m, u);
		int zone = h ? (int)h->zone : OM_ZONE_NONE;
		char why[64];
		if (!((zone == OM_ZONE_LOW && tide != OM_LOW) || (zone == OM_ZONE_MID && tide == OM_HIGH)))
			continue;
		if (u->marker == OM_MARK_CLIMB_CLIFF) {
			log_step(m->g->log, "§5.21", "%s in %s, under water at %s tide, holds a "
					"climb-cliff marker: not eliminated", u->id, h->id, om_tide_text(tide));
			continue;
		}
		snprintf(why, sizeof why, _("%s is under water at %s tide"), h->id, om_tide_text(tide));
		om_eliminate(m, u, why, "§5.21");
	}
}

/* §4 VI: whether this turn's box shows the reshuffle mark: set,shuffle_turns,
 * else turns.csv. 1, 0, or -1 with e set. */
static int shuffle_mark(struct om_model *m, struct err *e)
{
	const char *marks = om_get(m, OM_K_SHUFFLE), *v;
	const struct table *tt;
	char t[8], buf[256];
	int shuffle = 0, row, col;

	snprintf(t, sizeof t, "%d", m->turn);
	if (marks != NULL) {
		snprintf(buf, sizeof buf, "%s", marks);
		for (char *p = strtok(buf, " ;"); p; p = strtok(NULL, " ;"))
			shuffle |= !strcmp(p, t);
		return shuffle;
	}
	if (table_get(m->g->tables, "omaha", "turns", &tt, e) ||
	    (row = table_find_row(tt, t, "§4 VI", e)) < 0 ||
	    (col = table_find_col(tt, "shuffle", "§4 VI", e)) < 0 ||
	    table_need(tt, row, col, "§4 VI", &v, e))
		return -1;
	return !strcmp(v, "1");
}

/* §4 VI: the cards on the track go to the discard; the reshuffle mark. */
static int track_to_discard(struct om_model *m, struct err *e)
{
	int ntrack = 0, shuffle;

	if (!(m->kinds & OM_KIND_CARD))
		return 0;
	for (int i = 0; i < m->ncard; i++)
		if (m->card[i].at == OM_TRACK) {
			m->card[i].at = OM_DISCARD;
			m->card[i].use = "";
			ntrack++;
		}
	log_stepn(m->g->log, "§4 VI", "%d card of the track goes to the discard pile",
			"%d cards of the track go to the discard pile", ntrack, ntrack);
	if ((shuffle = shuffle_mark(m, e)) < 0)
		return e->code;
	if (shuffle) {
		for (int i = 0; i < m->ncard; i++)
			if (m->card[i].at == OM_DISCARD)
				m->card[i].at = OM_PILE;
		log_step(m->g->log, "§4 VI", "Turn %d's box shows the shuffle mark: the discard pile "
				"is shuffled into the draw pile", m->turn);
	}
	return 0;
}

int om_endturn(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	enum om_tide tide;

	if (om_tide(m->g, m->turn, &tide, e))
		return e->code;
	drown(m, tide);
	if (track_to_discard(m, e))
		return e->code;
	om_action_reset(m);   /* §7.2: the action counts (actions.c) */
	if (m->turn == OM_TURNS) {
		log_step(m->g->log, "§20.3", "End of turn 32: the game ends");
		om_set(m, OM_K_RESULT, "ended");
		return 0;
	}
	m->turn++;
	log_step(m->g->log, "§4 VI", "The turn marker advances to turn %d", m->turn);
	/* the next turn begins with its amphibious phase (§4 I, §15 I): only a
	 * state that records its phase (sequence.h) is told so */
	if (om_get(m, OM_K_PHASE) != NULL) {
		om_set(m, OM_K_PHASE, "amphib");
		log_step(m->g->log, "§4 I", "The phase is now the amphibious operations phase");
	}
	return 0;
}
