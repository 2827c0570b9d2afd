/*
 * base.c: engineer bases of the extended game (§19, §19.1-§19.34), the order
 *
 *   base div=1|29 hex=HEX action=place|advance|show|garrison [position=ID]
 *
 * From turn 17 each division has two bases (§19). One is placed on a beach hex
 * of the division's sector outside the potential field of fire of every German
 * position (§19.1), its range marker in box 1 (range 0) of
 * tables/omaha/eng-track.csv; a base's marker advances one box while its hex is
 * outside every German position's field of fire (§19.2: the text does not say
 * "occupied"), and not in a turn with German artillery fire in its sector
 * (§19.33, `set,artillery.SECTOR,TURN`, set by the fire order when the check
 * reaches the card's value). Once per division and turn: place or advance
 * (§19.21, `set,engineers.DIV,TURN`). The bases are `@base,hex,div,box` rows.
 * `show` lists what the base's range covers (§19.3, §19.31): its hexes within
 * range, except those in the field of an occupied German position (§19.32),
 * and the hexsides bordering them: shingle flattened, anti-tank ditches and
 * walls cleared, never seawalls (§19.34); mined roads cleared; unoccupied
 * positions outside every field, which may be garrisoned: `garrison` puts a US
 * garrison on one (§19.3, `set,garrisons,POS ...`); no German unit is placed on
 * it by a Reinforce action (om_old_reinforce_place), and a successful Advance into
 * it removes it (advance.c). Mortar and artillery fire target US units only,
 * never a garrison.
 *
 * om_old_base_covers() tells the other orders whether a hex is in a base's range:
 * move reads it for the mined roads a tank may use (§17.22), the shingle and
 * anti-tank obstacles it ignores, and traffic management's free move (§19.3).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

static int dots(struct game_ctx *g, struct state *st, const char *hex, int mode, char *who,
		size_t wsize, struct err *e)
{
	/* mode 0: occupied positions; 1: occupied, or unoccupied with a LOC
	 * (potential); 2: any position */
	struct state_kind *fk = state_kind(st, "field"), *gk = state_kind(st, "german");

	for (int j = 0; fk && j < fk->nrows; j++) {
		if (strcmp(state_field(&fk->rows[j], 1), hex))
			continue;
		char pid[64];
		int occ = 0, loc = 0;
		snprintf(pid, sizeof pid, "%s", state_field(&fk->rows[j], state_col(fk, "position")));
		for (int k = 0; gk && k < gk->nrows; k++)
			occ |= !strcmp(state_field(&gk->rows[k], state_col(gk, "position")), pid);
		if (!occ && mode == 1 && om_old_loc_trace(g, st, pid, 0, &loc, e))
			return -1;
		if (occ || loc || mode == 2) {
			snprintf(who, wsize, "%s", pid);
			return 1;
		}
	}
	return 0;
}

static int eng_range(struct game_ctx *g, int box, int *range, struct err *e)
{
	const struct table *t;
	const char *v;
	char key[8];
	int r, c;

	snprintf(key, sizeof key, "%d", box);
	if (table_get(g->tables, "omaha", "eng-track", &t, e) ||
	    (r = table_find_row(t, key, "§19.2", e)) < 0 ||
	    (c = table_find_col(t, "range", "§19.2", e)) < 0 || table_need(t, r, c, "§19.2", &v, e))
		return e->code;
	if ((*range = om_atoi(v)) < 0)
		return err_set(e, EXIT_DATA, "%s: range '%s' is not a number", t->source, v);
	return 0;
}

static int show(struct game_ctx *g, struct state *st, const char *hex, int range, struct err *e)
{
	struct state_kind *hk = state_kind(st, "hex"), *sk = state_kind(st, "side");
	struct grid_hex b;
	char who[64], in[64][8];
	int nin = 0;

	grid_parse(hex, &b);
	for (int i = 0; hk && i < hk->nrows && nin < 64; i++) {
		struct grid_hex h;
		const char *hx = state_field(&hk->rows[i], 1);
		if (grid_parse(hx, &h) || grid_distance(b, h) > range)
			continue;
		int f = dots(g, st, hx, 0, who, sizeof who, e);
		if (f < 0)
			return e->code;
		if (f) {
			log_step(g->log, "§19.32", "%s is in the field of fire of %s: out of the base's "
					"range", hx, who);
			continue;
		}
		snprintf(in[nin++], 8, "%s", hx);
		const char *road = om_old_col(st, "hex", &hk->rows[i], "road");
		if (!strncmp(road, "mined-", 6))
			log_step(g->log, "§19.3", "The mined %s of %s counts as cleared", road + 6, hx);
	}
	char list[512] = "";
	for (int k = 0; k < nin; k++) {
		size_t l = strlen(list);
		snprintf(list + l, sizeof list - l, "%s%s", k ? ", " : "", in[k]);
	}
	log_step(g->log, "§19.31", "The base in %s (range %d) covers %s", hex, range,
			nin ? list : "no hex");
	for (int i = 0; sk && i < sk->nrows; i++) {
		const char *s = state_field(&sk->rows[i], 1), *f = state_field(&sk->rows[i],
				state_col(sk, "feature"));
		int touch = 0;
		for (int k = 0; k < nin; k++)
			touch |= !strncmp(s, in[k], 4) || !strncmp(s + 5, in[k], 4);
		if (!touch)
			continue;
		if (!strcmp(f, "shingle"))
			log_step(g->log, "§19.3", "Shingle %s is flattened: no longer hinders movement", s);
		else if (!strcmp(f, "atditch") || !strcmp(f, "atwall"))
			log_step(g->log, "§19.3", "The anti-tank %s %s counts as cleared",
					!strcmp(f, "atditch") ? "ditch" : "wall", s);
		else if (!strcmp(f, "seawall"))
			log_step(g->log, "§19.34", "Seawall %s: engineer bases never affect it", s);
	}
	struct state_kind *pk = state_kind(st, "position"), *gk = state_kind(st, "german");
	for (int i = 0; pk && i < pk->nrows; i++) {
		const char *pid = state_field(&pk->rows[i], 1);
		char h1[8];
		int occ = 0, inr = 0, f;
		snprintf(h1, sizeof h1, "%.4s", state_field(&pk->rows[i], state_col(pk, "hexes")));
		for (int k = 0; k < nin; k++)
			inr |= !strcmp(in[k], h1);
		for (int k = 0; gk && k < gk->nrows; k++)
			occ |= !strcmp(state_field(&gk->rows[k], state_col(gk, "position")), pid);
		if (!inr || occ)
			continue;
		if ((f = dots(g, st, h1, 0, who, sizeof who, e)) < 0)
			return e->code;
		if (!f)
			log_step(g->log, "§19.3", "The unoccupied position %s may take a US garrison", pid);
	}
	return 0;
}

/* the position's place in `set,garrisons,POS ...` (§19.3), or NULL */
static const char *garrison_at(const struct state *st, const char *pid)
{
	return om_word(state_get(st, "garrisons"), pid);
}

int om_old_garrisoned(const struct state *st, const char *pid)
{
	return garrison_at(st, pid) != NULL;
}

int om_old_garrison_remove(struct state *st, const char *pid)
{
	const char *list = state_get(st, "garrisons"), *at = garrison_at(st, pid);
	char buf[1024];

	if (!at)
		return 0;
	size_t off = (size_t)(at - list), n = strlen(pid);
	const char *rest = at + n;
	rest += strspn(rest, " ");
	snprintf(buf, sizeof buf, "%.*s%s", (int)off, list, rest);
	size_t l = strlen(buf);
	while (l > 0 && buf[l - 1] == ' ')
		buf[--l] = '\0';
	return state_set(st, "garrisons", buf);
}

/* §19.3: a US garrison on an unoccupied German position in the base's range and
 * outside the field of fire of every German unit (§19.32 keeps those hexes out of
 * the range anyway). */
static int garrison(struct game_ctx *g, struct state *st, const struct order *o,
		const char *hex, int range, struct err *e)
{
	const char *pid = order_get(o, "position");
	struct state_kind *pk = state_kind(st, "position"), *gk = state_kind(st, "german");
	struct grid_hex b, h;
	char h1[8], who[64], buf[1024];
	int pi;

	if (!pid || !*pid)
		return err_set(e, EXIT_USAGE, "base: action=garrison names the position with "
				"position=ID");
	if (!pk || (pi = state_find(pk, 1, pid)) < 0)
		return err_set(e, EXIT_REFUSED, "base: no German position '%s' to garrison (§19.3)", pid);
	for (int k = 0; gk && k < gk->nrows; k++)
		if (!strcmp(state_field(&gk->rows[k], state_col(gk, "position")), pid))
			return err_set(e, EXIT_REFUSED, "base: %s is occupied by %s: a garrison goes on "
					"an unoccupied position (§19.3)", pid, state_field(&gk->rows[k], 1));
	if (om_old_garrisoned(st, pid))
		return err_set(e, EXIT_REFUSED, "base: %s already holds a US garrison (§19.3)", pid);
	snprintf(h1, sizeof h1, "%.4s", state_field(&pk->rows[pi], state_col(pk, "hexes")));
	if (grid_parse(hex, &b) || grid_parse(h1, &h) || grid_distance(b, h) > range)
		return err_set(e, EXIT_REFUSED, "base: %s (%s) is beyond the range %d of the base in "
				"%s (§19.3, §19.31)", pid, h1, range, hex);
	int f = dots(g, st, h1, 0, who, sizeof who, e);
	if (f < 0)
		return e->code;
	if (f)
		return err_set(e, EXIT_REFUSED, "base: %s (%s) is in the field of fire of %s: out of "
				"the base's range, no garrison (§19.3, §19.32)", pid, h1, who);
	const char *was = state_get(st, "garrisons");
	snprintf(buf, sizeof buf, "%s%s%s", was ? was : "", was && *was ? " " : "", pid);
	if (state_set(st, "garrisons", buf))
		return err_set(e, EXIT_IO, "out of memory");
	log_step(g->log, "§19.3", "A US garrison on %s (%s), in the range of the base in %s: no "
			"German unit appears there; US-controlled for victory; never a mortar or "
			"artillery target", pid, h1, hex);
	return 0;
}

int om_old_base_covers(struct game_ctx *g, struct state *st, const char *hex, int traffic,
		char *base, size_t size, struct err *e)
{
	struct state_kind *bk = state_kind(st, "base");
	struct grid_hex h, b;
	char who[64], mark[16];
	int turn, range;

	if (!bk || grid_parse(hex, &h))
		return 0;
	if ((turn = om_old_turn(st, e)) < 0)
		return -1;
	snprintf(mark, sizeof mark, "%d", turn);
	for (int i = 0; i < bk->nrows; i++) {
		const char *bh = state_field(&bk->rows[i], 1);
		if (grid_parse(bh, &b))
			continue;
		if (traffic) {   /* §19.33: German artillery fire in the base's sector */
			struct state_row *hr = om_old_hex(st, bh);
			char ak[32];
			snprintf(ak, sizeof ak, "artillery.%s", hr ? om_old_col(st, "hex", hr, "sector") : "");
			const char *art = state_get(st, ak);
			if (art && !strcmp(art, mark)) {
				log_step(g->log, "§19.33", "German artillery fired in the sector of the base in "
						"%s this turn: no traffic management", bh);
				continue;
			}
		}
		if (eng_range(g, om_atoi(state_field(&bk->rows[i], state_col(bk, "box"))), &range, e))
			return -1;
		if (grid_distance(b, h) > range)
			continue;
		int f = dots(g, st, hex, 0, who, sizeof who, e);   /* §19.32 */
		if (f < 0)
			return -1;
		if (f)
			continue;
		snprintf(base, size, "%s", bh);
		return 1;
	}
	return 0;
}

int om_old_base(struct game_ctx *g, struct state *st, const struct order *o, struct err *e)
{
	static const char *const cols[] = { "div", "box" };
	const char *div = order_get(o, "div"), *hex = order_get(o, "hex");
	const char *action = order_get(o, "action");
	struct grid_hex h;
	char who[64], key[32], mark[16];
	int turn, range;

	if ((turn = om_old_turn(st, e)) < 0)
		return e->code;
	if (strcmp(div, "1") && strcmp(div, "29"))
		return err_set(e, EXIT_USAGE, "base: div=%s is not 1 or 29", div);
	if (grid_parse(hex, &h) || om_old_hex(st, hex) == NULL)
		return err_set(e, EXIT_REFUSED, "base: %s is not a hex of the map (§19.1)", hex);
	if (turn < 17)
		return err_set(e, EXIT_REFUSED, "base: engineer bases exist from turn 17 (§19)");
	struct state_kind *bk = state_kind_add(st, "base", cols, 2);
	if (bk == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	int bi = state_find(bk, 1, hex), mine = 0;
	for (int i = 0; i < bk->nrows; i++)
		mine += !strcmp(state_field(&bk->rows[i], state_col(bk, "div")), div);
	if (!strcmp(action, "show")) {
		if (bi < 0)
			return err_set(e, EXIT_REFUSED, "base: no engineer base in %s (§19.31)", hex);
		if (eng_range(g, om_atoi(state_field(&bk->rows[bi], state_col(bk, "box"))), &range, e))
			return e->code;
		return show(g, st, hex, range, e);
	}
	if (!strcmp(action, "garrison")) {
		if (bi < 0)
			return err_set(e, EXIT_REFUSED, "base: no engineer base in %s: a garrison goes "
					"in a base's range (§19.3)", hex);
		if (eng_range(g, om_atoi(state_field(&bk->rows[bi], state_col(bk, "box"))), &range, e))
			return e->code;
		return garrison(g, st, o, hex, range, e);
	}
	/* §19.21: once per division and turn */
	snprintf(key, sizeof key, "engineers.%s", div);
	snprintf(mark, sizeof mark, "%d", turn);
	const char *was = state_get(st, key);
	if (was && !strcmp(was, mark))
		return err_set(e, EXIT_REFUSED, "base: the %s Division has already placed or advanced "
				"a base this turn (§19.21)", !strcmp(div, "1") ? "1st" : "29th");
	struct state_row *hr = om_old_hex(st, hex);
	const char *sector = om_old_col(st, "hex", hr, "sector");
	if (!strcmp(action, "place")) {
		if (bi >= 0)
			return err_set(e, EXIT_REFUSED, "base: %s already holds a base: umpire keeps one a "
					"hex (§19.1 does not forbid two; see umpire-omaha(7), NOT IMPLEMENTED)", hex);
		if (mine >= 2)
			return err_set(e, EXIT_REFUSED, "base: the %s Division has placed its two bases "
					"(§19)", !strcmp(div, "1") ? "1st" : "29th");
		if (strcmp(om_old_col(st, "hex", hr, "terrain"), "beach") ||
		    strcmp(sector, !strcmp(div, "1") ? "east" : "west"))
			return err_set(e, EXIT_REFUSED, "base: %s is not a beach hex of the division's "
					"sector (§19.1)", hex);
		int f = dots(g, st, hex, 1, who, sizeof who, e);
		if (f < 0)
			return e->code;
		if (f)
			return err_set(e, EXIT_REFUSED, "base: %s is in the potential field of fire of "
					"%s (§19.1)", hex, who);
		if (eng_range(g, 1, &range, e))
			return e->code;
		struct state_row *r = state_row_add(bk);
		if (r == NULL)
			return err_set(e, EXIT_IO, "out of memory");
		state_field_set(r, 1, hex);
		state_field_set(r, state_col(bk, "div"), div);
		state_field_set(r, state_col(bk, "box"), "1");
		state_set(st, key, mark);
		log_step(g->log, "§19.1", "An engineer base of the %s Division in %s: range %d",
				!strcmp(div, "1") ? "1st" : "29th", hex, range);
		return 0;
	}
	if (strcmp(action, "advance"))
		return err_set(e, EXIT_USAGE, "base: action=%s is not place, advance, show or garrison",
				action);
	if (bi < 0)
		return err_set(e, EXIT_REFUSED, "base: no engineer base in %s (§19.2)", hex);
	/* §19.2: a division advances the marker of a base it established */
	const char *owner = state_field(&bk->rows[bi], state_col(bk, "div"));
	if (strcmp(owner, div))
		return err_set(e, EXIT_REFUSED, "base: the base in %s is the %s Division's: a "
				"division advances only the range of a base it established (§19.2)", hex,
				!strcmp(owner, "1") ? "1st" : "29th");
	char ak[32];
	snprintf(ak, sizeof ak, "artillery.%s", sector);
	const char *art = state_get(st, ak);
	if (art && !strcmp(art, mark))
		return err_set(e, EXIT_REFUSED, "base: German artillery fired in the %s sector this "
				"turn: no range increase (§19.33)", sector);
	int f = dots(g, st, hex, 2, who, sizeof who, e);
	if (f < 0)
		return e->code;
	if (f)
		return err_set(e, EXIT_REFUSED, "base: %s is in the field of fire of %s: its range "
				"does not grow (§19.2)", hex, who);
	int box = om_atoi(state_field(&bk->rows[bi], state_col(bk, "box"))) + 1;
	if (eng_range(g, box, &range, e))
		return e->code;
	char b[8];
	snprintf(b, sizeof b, "%d", box);
	state_field_set(&bk->rows[bi], state_col(bk, "box"), b);
	state_set(st, key, mark);
	log_step(g->log, "§19.2", "The base in %s advances to box %d: range %d", hex, box, range);
	return 0;
}
