/*
 * fire.c: the German Fire phase of one sector (§6), the order
 *
 *   fire sector=east|west [prefer=ID,...] [ties=ask|id]
 *
 * A fire card is drawn for the sector (§6). Every position of a colour on the
 * card, in that sector, occupied by a non-disrupted German unit, fires when
 * the colour's symbol allows it: single, any unit; double, a unit with a depth
 * marker (§6.1, §6.3; two-hex WN: ruling a06-double-disrupted). For each hex
 * of its field of fire holding US units, the hex's dot (intense, sustained,
 * sporadic) gives the German Fire Table's row, the firer its column (WN or
 * revealed reinforcement, unrevealed reinforcement), and each unit's symbol
 * (the card's, or any in a dense target hex, §6.35) and armour (less the
 * armour bonus, §6.36) the result: none, disrupt, step, step+disrupt.
 *
 * Hits: a position hits as many units as it has non-disrupted units and their
 * depth markers (§6.31, §6.41; doubled from turn 17, §14.11), in priority
 * intense, sustained, sporadic, then the closest, then the most steps, then the
 * player's choice (prefer=). In the basic game a unit loses at most one step
 * per phase and hits are spread to hit as many units as possible (§6.34, ruling
 * a07-spread-priority): a bipartite matching of hits to units, positions taken
 * by id and each position's candidates in priority order (Kuhn's augmenting
 * paths give a maximum matching). From turn 17, each position fires alone: at
 * most one step per unit per position (§14.12). A starred colour may hit
 * leaders with unused hits (§11.4, ruling a08-leader-hits): an HQ leaves the
 * map, a General is wounded then killed, a hero (unit column `hero`) is killed
 * and its marker turns Inspired (§11.14, §11.15), a CP turns back into an HQ
 * (§18.33).
 *
 * Then, from turn 4, the German artillery check (§6.5; the off-map units'
 * observers first, §6.51, observer.c), and the removal of disruption from
 * German units whose colour is on the card (§6.4).
 *
 * The phase's step cap is kept in the unit column `lost` (the turn of the fire
 * phase in which the unit last lost a step), so that East then West (§4 III)
 * share it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

#define MAXP 64           /* positions firing in one sector */
#define MAXU 512          /* US units */
#define MAXC 64           /* candidates of one position */

struct colour {
	char name[24];
	int dbl, star, armor;
};

struct cand {
	int u;                /* US unit index */
	int level;            /* 0 intense, 1 sustained, 2 sporadic */
	int dist, steps, pref;
	char result[24];      /* the table's result */
};

struct firer {
	char id[32];
	const struct colour *col;
	int limit, extended;
	int hexes[2][2];      /* col,row of its hexes */
	int nhex;
	struct cand c[MAXC];
	int nc;
	int used;             /* hits given */
	int hit[MAXC];        /* 1 if candidate k was hit by this position */
};

struct fire {
	struct game_ctx *g;
	struct state *st;
	struct om_units u;
	struct firer p[MAXP];
	int np;
	int match_pos[MAXU], match_slot[MAXU];   /* basic game: the position hitting unit u */
	int seen[MAXU];
	int turn;
	int auto_ties;         /* odds: ties by unit id */
	const char *sacrifice; /* units whose hero is sacrificed to save them (§11.14) */
};

static int parse_colour(const char *s, struct colour *c)
{
	size_t n = 0;

	memset(c, 0, sizeof *c);
	while (s[n] >= 'a' && s[n] <= 'z' && n + 1 < sizeof c->name)
		n++;
	memcpy(c->name, s, n);
	s += n;
	if (*s == '2')
		c->dbl = 1, s++;
	if (*s == '*')
		c->star = 1, s++;
	if (!strncmp(s, "+armor", 6))
		c->armor = 1, s += 6;
	if (*s == '/' && s[1])
		s += 2;
	return n > 0 && *s == '\0' ? 0 : -1;
}

static const char *level_name(int l)
{
	return l == 0 ? "intense" : l == 1 ? "sustained" : "sporadic";
}

static int level_parse(const char *s)
{
	return !strcmp(s, "intense") ? 0 : !strcmp(s, "sustained") ? 1 :
		!strcmp(s, "sporadic") ? 2 : -1;
}

static int armored(int type)
{
	return type == OM_TANK || type == OM_SPART || type == OM_SPAA;
}

static int prefer_index(const struct order *o, const char *id)
{
	const char *v = order_get(o, "prefer");
	size_t n = strlen(id);
	int k = 0;

	for (const char *p = v; p && *p; k++) {
		size_t len = strcspn(p, ",");
		if (len == n && !strncmp(p, id, n))
			return k;
		p += len;
		p += *p == ',';
	}
	return 1000;
}

static int cmp_cand(const void *a, const void *b)
{
	const struct cand *x = a, *y = b;

	if (x->level != y->level)
		return x->level - y->level;
	if (x->dist != y->dist)
		return x->dist - y->dist;
	if (x->steps != y->steps)
		return y->steps - x->steps;
	if (x->pref != y->pref)
		return x->pref - y->pref;
	return x->u - y->u;
}

/* Kuhn's augmenting path from slot `s` of position `p` (basic game). */
static int augment(struct fire *f, int p, int depth)
{
	struct firer *fp = &f->p[p];

	if (depth > MAXP * 8)
		return 0;   /* an augmenting path visits each position at most once */
	for (int k = 0; k < fp->nc; k++) {
		int u = fp->c[k].u;
		if (f->seen[u])
			continue;
		f->seen[u] = 1;
		if (f->match_pos[u] < 0 || augment(f, f->match_pos[u], depth + 1)) {
			f->match_pos[u] = p;
			return 1;
		}
	}
	return 0;
}

static int sector_of(struct state *st, const char *hex)
{
	struct state_row *h = om_old_hex(st, hex);

	if (h == NULL)
		return -1;
	return !strcmp(om_old_col(st, "hex", h, "sector"), "west");
}

/* The German units' columns. */
struct german {
	struct state_kind *k;
	int position, hex, kind, revealed, disrupted, reserve, calibre, active;
};

static int germans(struct state *st, struct german *gm, struct err *e)
{
	static const char *const cols[] = {
		"id", "position", "hex", "kind", "revealed", "disrupted", "reserve", "calibre",
	};
	memset(gm, 0, sizeof *gm);
	if ((gm->k = state_kind(st, "german")) == NULL)
		return 0;
	for (size_t i = 0; i < sizeof cols / sizeof cols[0]; i++)
		if (state_col(gm->k, cols[i]) < 0)
			return err_set(e, EXIT_DATA, "%s:%d:1: the 'german' header lacks the column "
					"'%s' (umpire-omaha(7))", st->path, gm->k->line, cols[i]);
	gm->position = state_col(gm->k, "position");
	gm->hex = state_col(gm->k, "hex");
	gm->kind = state_col(gm->k, "kind");
	gm->revealed = state_col(gm->k, "revealed");
	gm->disrupted = state_col(gm->k, "disrupted");
	gm->reserve = state_col(gm->k, "reserve");
	gm->calibre = state_col(gm->k, "calibre");
	gm->active = state_col(gm->k, "active");
	return 0;
}

static int is1(const char *s)
{
	return !strcmp(s, "1");
}

/* The Fire Table's result for one unit. */
static int lookup(const struct table *t, int level, const char *column, int match, int arm,
		const char **out, struct err *e)
{
	for (int r = 1; r < t->nrows; r++)
		if (!strcmp(table_cell(t, r, 0), level_name(level)) &&
		    !strcmp(table_cell(t, r, 1), column) &&
		    !strcmp(table_cell(t, r, 2), match ? "match" : "other") &&
		    !strcmp(table_cell(t, r, 3), arm ? "yes" : "no")) {
			int c = table_find_col(t, "result", "§6.3", e);
			if (c < 0)
				return e->code;
			return table_need(t, r, c, "§6.3", out, e);
		}
	return err_set(e, EXIT_DATA, "%s: no row %s,%s,%s,%s (§6.3)", t->source,
			level_name(level), column, match ? "match" : "other", arm ? "yes" : "no");
}

static void ensure_lost_col(struct state *st, struct om_units *u)
{
	static const char *const cols[] = { "lost" };

	state_kind_add(st, "unit", cols, 1);
	struct err e = { 0 };
	om_old_units(st, u, &e);
}

/* Apply one hit's result to unit i (§6.32, §6.33, §6.34). */
static void hit(struct fire *f, int i, const char *res, const char *by, int step_ok)
{
	struct om_units *u = &f->u;
	struct state_row *r = &u->k->rows[i];
	char why[96], t[8];
	int step = strstr(res, "step") != NULL, dis = strstr(res, "disrupt") != NULL;

	snprintf(why, sizeof why, "fire of %s", by);
	snprintf(t, sizeof t, "%d", f->turn);
	if (dis && !is1(state_field(r, u->disrupted))) {
		state_field_set(r, u->disrupted, "1");
		log_step(f->g->log, "§6.33", "%s is disrupted (%s)", state_field(r, u->id), why);
	} else if (dis)
		log_step(f->g->log, "§6.33", "%s is already disrupted: not affected again",
				state_field(r, u->id));
	if (step && !step_ok) {
		log_step(f->g->log, "§6.34", "%s has already lost a step this fire phase: the "
				"step of %s is not applied", state_field(r, u->id), by);
	} else if (step) {
		/* §11.14, §11.15: a hero with a 1-step unit may be sacrificed instead of
		 * the unit's elimination (sacrifice=); its marker turns Inspired */
		int hc = state_col(u->k, "hero");
		const char *id = state_field(r, u->id);
		int named = 0;
		for (const char *p = f->sacrifice ? f->sacrifice : ""; *p;) {
			size_t len = strcspn(p, ",");
			named |= len == strlen(id) && !strncmp(p, id, len);
			p += len;
			p += *p == ',';
		}
		if (named && hc >= 0 && !strcmp(state_field(r, hc), "hero") &&
		    om_atoi(state_field(r, u->steps)) == 1) {
			state_field_set(r, state_col(u->k, "lost"), t);
			state_field_set(r, hc, "inspired");
			log_step(f->g->log, "§11.14", "%s's hero is sacrificed instead of the unit's "
					"elimination (%s): the marker turns to its Inspired side (§11.15)", id,
					why);
			return;
		}
		state_field_set(r, state_col(u->k, "lost"), t);
		om_old_step_loss(f->g, f->st, u, i, why, "§6.32");
	}
}

static int step_taken(struct fire *f, int i)
{
	char t[8];

	snprintf(t, sizeof t, "%d", f->turn);
	return !strcmp(state_field(&f->u.k->rows[i], state_col(f->u.k, "lost")), t);
}

/* §6.5: the German artillery check of the sector. */
static int artillery(struct fire *f, const struct order *o, const struct om_card *card,
		const char *sector, int target, struct german *gm, struct err *e)
{
	const char *val, *cal;
	int v, count = 0;

	if (f->turn < 4) {
		log_step(f->g->log, "§6.5", "No German artillery fire on turns 1 to 3");
		return 0;
	}
	if (om_card_need(card, "art_value", "§6.5", &val, e))
		return e->code;
	if (!strcmp(val, "-")) {
		log_step(f->g->log, "§6.5", "The fire card shows no artillery value");
		return 0;
	}
	if (om_card_need(card, "art_calibres", "§6.5", &cal, e))
		return e->code;
	if ((v = om_atoi(val)) < 1)
		return err_set(e, EXIT_DATA, "card %d: artillery value '%s' is not a number",
				card->number, val);
	/* §6.51: the off-map units' observers (observer.c) */
	if (om_old_observers_check(f->g, f->st, sector, e))
		return e->code;
	char box[16];
	snprintf(box, sizeof box, "art-%s", sector);
	for (int i = 0; gm->k && i < gm->k->nrows; i++) {
		const struct state_row *r = &gm->k->rows[i];
		const char *c = state_field(r, gm->calibre), *kind = state_field(r, gm->kind);
		char list[64];
		int in = 0;
		if (!*c || !strcmp(c, "rocket") || is1(state_field(r, gm->disrupted)))
			continue;   /* §6.53: the WN 69 rockets never count */
		snprintf(list, sizeof list, "-%s-", cal);
		char needle[16];
		snprintf(needle, sizeof needle, "-%s-", c);
		if (!strstr(list, needle))
			continue;
		if (!strcmp(kind, "offmap"))
			in = !strcmp(state_field(r, gm->position), box) &&
				(gm->active < 0 || is1(state_field(r, gm->active)));
		else if (!strcmp(kind, "wn"))
			in = sector_of(f->st, state_field(r, gm->hex)) == !strcmp(sector, "west");
		if (in)
			count++;
	}
	log_step(f->g->log, "§6.5", "Artillery value %d, calibres %s: %d non-disrupted German "
			"artillery unit%s of those calibres in the %s sector", v, cal, count,
			count == 1 ? "" : "s", sector);
	if (count < v) {
		log_step(f->g->log, "§6.5", "%d < %d: no artillery hit", count, v);
		return 0;
	}
	/* §19.33: German artillery fire in the sector this turn */
	char ak[32], tv[8];
	snprintf(ak, sizeof ak, "artillery.%s", sector);
	snprintf(tv, sizeof tv, "%d", f->turn);
	state_set(f->st, ak, tv);
	/* priority 1 infantry in a box, 2 non-infantry on a beach hex, 3 non-infantry
	 * in a box, 4 infantry on a beach hex; then most steps, then your choice */
	int best = -1, bestrank = 9, tie = -1;
	const char *cap = game_rule(f->g, f->st, "art-step-cap");
	for (int i = 0; i < f->u.k->nrows; i++) {
		const struct state_row *r = &f->u.k->rows[i];
		const char *at = state_field(r, f->u.at);
		int type = om_type_parse(state_field(r, f->u.type)), inbox = 0, beach = 0;
		if (om_is_leader(type) || om_atoi(state_field(r, f->u.symbol)) != target)
			continue;
		if (!strncmp(at, "box:", 4)) {
			struct state_row *b = om_old_box(f->st, at + 4);
			inbox = b && !strcmp(om_old_col(f->st, "box", b, "sector"), sector);
		} else {
			struct state_row *h = om_old_hex(f->st, at);
			beach = h && !strcmp(om_old_col(f->st, "hex", h, "terrain"), "beach") &&
				!strcmp(om_old_col(f->st, "hex", h, "sector"), sector);
		}
		if (!inbox && !beach)
			continue;
		if ((!cap || strcmp(cap, "no")) && step_taken(f, i))
			continue;
		int inf = type == OM_INF || type == OM_RANGER;
		int rank = inf && inbox ? 1 : !inf && beach ? 2 : !inf && inbox ? 3 : 4;
		int steps = om_atoi(state_field(r, f->u.steps));
		if (best < 0 || rank < bestrank ||
		    (rank == bestrank && steps > om_atoi(state_field(&f->u.k->rows[best], f->u.steps)))) {
			best = i, bestrank = rank, tie = -1;
		} else if (rank == bestrank &&
			   steps == om_atoi(state_field(&f->u.k->rows[best], f->u.steps))) {
			int pb = prefer_index(o, state_field(&f->u.k->rows[best], f->u.id));
			int pi = prefer_index(o, state_field(r, f->u.id));
			if (pi < pb)
				best = i, tie = -1;
			else if (pi == pb)
				tie = i;
		}
	}
	if (best < 0) {
		log_step(f->g->log, "§6.5", "No US unit with symbol %d on a beach hex or in a landing "
				"box of the sector: no hit", target);
		return 0;
	}
	if (tie >= 0 && !f->auto_ties && strcmp(order_get(o, "ties"), "id"))
		return err_set(e, EXIT_REFUSED, "German artillery (§6.5): you choose between %s and "
				"%s: name your choice first in prefer=, or ties=id",
				state_field(&f->u.k->rows[best], f->u.id),
				state_field(&f->u.k->rows[tie], f->u.id));
	static const char *const ranks[] = { "", "infantry in a landing box",
		"non-infantry on a beach hex", "non-infantry in a landing box",
		"infantry on a beach hex" };
	log_step(f->g->log, "§6.5", "Artillery hit: %s (%s)",
			state_field(&f->u.k->rows[best], f->u.id), ranks[bestrank]);
	hit(f, best, "step", "German artillery", 1);
	return 0;
}

int om_old_fire(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c,
		int auto_ties, int *card_used, struct err *e)
{
	const char *sector = order_get(o, "sector");
	struct fire *f = calloc(1, sizeof *f);
	struct german gm;
	struct om_card card;
	struct colour cols[3];
	const struct table *ft;
	const char *v;
	char use[32];
	int target, rc = 0, west;

	*card_used = 0;
	if (f == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	f->g = g;
	f->st = st;
	f->auto_ties = auto_ties;
	f->sacrifice = order_get(o, "sacrifice");
	if (strcmp(sector, "east") && strcmp(sector, "west")) {
		rc = err_set(e, EXIT_USAGE, "fire: sector=%s is not east or west", sector);
		goto done;
	}
	west = !strcmp(sector, "west");
	if ((f->turn = om_old_turn(st, e)) < 0 || om_old_units(st, &f->u, e) || germans(st, &gm, e) ||
	    table_get(g->tables, "omaha", "fire", &ft, e)) {
		rc = e->code;
		goto done;
	}
	ensure_lost_col(st, &f->u);
	if (f->u.k->nrows > MAXU) {
		rc = err_set(e, EXIT_DATA, "%s: more than %d US units: German fire handles at most "
				"%d", st->path, MAXU, MAXU);
		goto done;
	}
	log_step(g->log, "§6", "German fire, %s sector, turn %d%s", sector, f->turn,
			f->turn >= 17 ? " (extended game, §14)" : "");
	snprintf(use, sizeof use, "fire-%s", sector);
	if (om_old_card_take(g, st, c, use, &card, e)) {
		rc = e->code;
		goto done;
	}
	*card_used = card.number ? card.number : -1;
	for (int k = 0; k < 3; k++) {
		char col[8];
		snprintf(col, sizeof col, "fire%d", k + 1);
		if (om_card_need(&card, col, "§6.1", &v, e)) {
			rc = e->code;
			goto done;
		}
		if (parse_colour(v, &cols[k])) {
			rc = err_set(e, EXIT_DATA, "card %d: fire colour '%s' is not "
					"COLOUR[2][*][+armor][/L]", card.number, v);
			goto done;
		}
	}
	if (om_card_need(&card, "target", "§6.1", &v, e)) {
		rc = e->code;
		goto done;
	}
	target = om_atoi(v);
	if (target < 1 || target > 3) {
		rc = err_set(e, EXIT_DATA, "card %d: target symbol '%s' is not 1, 2 or 3",
				card.number, v);
		goto done;
	}
	log_step(g->log, "§6.1", "Fire card: %s%s%s%s, %s%s%s%s, %s%s%s%s; target symbol %d",
			cols[0].name, cols[0].dbl ? " (double)" : "", cols[0].star ? " star" : "",
			cols[0].armor ? " armour bonus" : "",
			cols[1].name, cols[1].dbl ? " (double)" : "", cols[1].star ? " star" : "",
			cols[1].armor ? " armour bonus" : "",
			cols[2].name, cols[2].dbl ? " (double)" : "", cols[2].star ? " star" : "",
			cols[2].armor ? " armour bonus" : "", target);

	/* which positions fire (§6.1, §6.3, §6.4, §6.41) */
	struct state_kind *pk = state_kind(st, "position");
	struct state_kind *fk = state_kind(st, "field");
	const char *a04 = game_rule(g, st, "a04-hit-limit-markers");
	const char *a06 = game_rule(g, st, "a06-double-disrupted");
	for (int i = 0; pk && i < pk->nrows && f->np < MAXP; i++) {
		const struct state_row *pr = &pk->rows[i];
		const char *pid = state_field(pr, 1), *colour = om_old_col(st, "position", pr, "colour");
		const char *hexes = om_old_col(st, "position", pr, "hexes");
		const struct colour *cc = NULL;
		char h1[8] = "";
		for (int k = 0; k < 3; k++)
			if (!strcmp(cols[k].name, colour))
				cc = &cols[k];
		snprintf(h1, sizeof h1, "%.4s", hexes);
		if (cc == NULL || sector_of(st, h1) != west)
			continue;
		int units = 0, markers = 0, dis = 0, marker_any = 0, revealed = 1, nunits = 0;
		for (int j = 0; gm.k && j < gm.k->nrows; j++) {
			const struct state_row *r = &gm.k->rows[j];
			if (strcmp(state_field(r, gm.position), pid) ||
			    !strcmp(state_field(r, gm.kind), "offmap"))
				continue;
			nunits++;
			const char *res = state_field(r, gm.reserve);
			if (is1(state_field(r, gm.disrupted))) {
				dis++;
				if (*res && a06 && !strcmp(a06, "fire"))
					marker_any = 1;
				continue;
			}
			units++;
			if (*res && (!a04 || strcmp(a04, "revealed") || !strcmp(res, "revealed")))
				markers++;
			if (*res)
				marker_any = 1;
			if (!is1(state_field(r, gm.revealed)))
				revealed = 0;
		}
		if (nunits == 0)
			continue;
		if (om_old_nofire_has(st, f->turn, pid)) {
			log_step(g->log, "§16", "%s (%s) was re-occupied (§16.1), or a unit "
					"redeployed into it (§16.32), in this turn's German actions: it "
					"does not fire this phase", pid, colour);
			continue;
		}
		if (units == 0) {
			log_step(g->log, "§6.4", "%s (%s) is disrupted: no field of fire, it does not "
					"fire", pid, colour);
			continue;
		}
		if (cc->dbl && !marker_any) {
			log_step(g->log, "§6.3", "%s (%s): a double symbol, and no depth marker%s: it "
					"does not fire", pid, colour, dis ? " under a non-disrupted unit" : "");
			continue;
		}
		struct firer *fp = &f->p[f->np++];
		snprintf(fp->id, sizeof fp->id, "%s", pid);
		fp->col = cc;
		fp->extended = f->turn >= 17;
		fp->limit = (units + markers) * (fp->extended ? 2 : 1);
		for (const char *p = hexes; *p && fp->nhex < 2;) {
			struct grid_hex gh;
			char hx[5];
			p += strspn(p, " ");
			snprintf(hx, sizeof hx, "%.4s", p);
			if (strlen(hx) == 4 && grid_parse(hx, &gh) == 0) {
				fp->hexes[fp->nhex][0] = gh.col;
				fp->hexes[fp->nhex][1] = gh.row;
				fp->nhex++;
			}
			p += strcspn(p, " ");
		}
		const char *column = !strcmp(om_old_col(st, "position", pr, "kind"), "wn") || revealed ?
			"wn" : "unrevealed";
		log_step(g->log, fp->extended ? "§14.11" : "§6.31", "%s (%s%s) fires: %d unit%s and "
				"%d depth marker%s, up to %d hit%s; column %s", pid, colour,
				cc->dbl ? ", double" : "", units, units == 1 ? "" : "s", markers,
				markers == 1 ? "" : "s", fp->limit, fp->limit == 1 ? "" : "s",
				!strcmp(column, "wn") ? "WN or revealed reinforcement" :
				"unrevealed reinforcement");
		/* its candidates */
		for (int j = 0; fk && j < fk->nrows; j++) {
			const struct state_row *fr = &fk->rows[j];
			if (strcmp(om_old_col(st, "field", fr, "position"), pid))
				continue;
			const char *hx = state_field(fr, 1);
			int level = level_parse(om_old_col(st, "field", fr, "level")), hexsteps = 0;
			struct grid_hex gh;
			grid_parse(hx, &gh);
			for (int k = 0; k < f->u.k->nrows; k++)
				if (!strcmp(state_field(&f->u.k->rows[k], f->u.at), hx))
					hexsteps += om_atoi(state_field(&f->u.k->rows[k], f->u.steps));
			for (int k = 0; k < f->u.k->nrows && fp->nc < MAXC && k < MAXU; k++) {
				const struct state_row *r = &f->u.k->rows[k];
				int type = om_type_parse(state_field(r, f->u.type));
				if (strcmp(state_field(r, f->u.at), hx) || om_is_leader(type))
					continue;
				int dense = hexsteps >= 5;
				int match = dense || om_atoi(state_field(r, f->u.symbol)) == target;
				int arm = armored(type) && !cc->armor;
				const char *res;
				if (lookup(ft, level, column, match, arm, &res, e)) {
					rc = e->code;
					goto done;
				}
				log_step(g->log, "§6.3", "%s on %s (%s%s, symbol %s%s): %s", state_field(r, f->u.id),
						hx, level_name(level), dense ? ", dense target §6.35" : "",
						state_field(r, f->u.symbol), arm ? ", armoured" :
						armored(type) ? ", armour bonus: as non-armoured §6.36" : "",
						res);
				if (!strcmp(res, "none"))
					continue;
				if (!strcmp(res, "disrupt") && is1(state_field(r, f->u.disrupted))) {
					const char *a05 = game_rule(g, st, "a05-disrupted-hit");
					if (!a05 || strcmp(a05, "wasted"))
						continue;   /* ruling a05: not eligible */
				}
				struct cand *cd = &fp->c[fp->nc++];
				int d = 99;
				for (int h = 0; h < fp->nhex; h++) {
					struct grid_hex ph = { fp->hexes[h][0], fp->hexes[h][1] };
					int dd = grid_distance(ph, gh);
					if (dd < d)
						d = dd;
				}
				cd->u = k;
				cd->level = level;
				cd->dist = d;
				cd->steps = om_atoi(state_field(r, f->u.steps));
				cd->pref = prefer_index(o, state_field(r, f->u.id));
				snprintf(cd->result, sizeof cd->result, "%s", res);
			}
		}
		qsort(fp->c, (size_t)fp->nc, sizeof fp->c[0], cmp_cand);
	}
	if (f->np == 0)
		log_step(g->log, "§6", "No position of the card's colours fires in the %s sector",
				sector);

	/* assign the hits */
	for (int k = 0; k < MAXU; k++)
		f->match_pos[k] = -1;
	const char *a07 = game_rule(g, st, "a07-spread-priority");
	if (f->turn < 17 && a07 && !strcmp(a07, "priority-first")) {
		/* ruling a07=priority-first: each position in turn takes its first
		 * targets not yet hit, in its own priority order */
		for (int p = 0; p < f->np; p++)
			for (int k = 0; k < f->p[p].nc && f->p[p].used < f->p[p].limit; k++)
				if (f->match_pos[f->p[p].c[k].u] < 0) {
					f->match_pos[f->p[p].c[k].u] = p;
					f->p[p].hit[k] = 1;
					f->p[p].used++;
				}
	} else if (f->turn < 17) {
		/* §6.34: maximum matching, positions by id, candidates by priority */
		for (int p = 0; p < f->np; p++)
			for (int s = 0; s < f->p[p].limit; s++) {
				memset(f->seen, 0, sizeof f->seen);
				if (!augment(f, p, 0))
					break;
			}
		for (int p = 0; p < f->np; p++)
			for (int k = 0; k < f->p[p].nc; k++)
				if (f->match_pos[f->p[p].c[k].u] == p) {
					f->p[p].hit[k] = 1;
					f->p[p].used++;
				}
	} else {
		for (int p = 0; p < f->np; p++)
			for (int k = 0; k < f->p[p].nc && f->p[p].used < f->p[p].limit; k++) {
				f->p[p].hit[k] = 1;
				f->p[p].used++;
			}
	}
	/* the player's choice among equals (§6.31): refuse unless prefer= or ties=id */
	for (int p = 0; p < f->np && !auto_ties && strcmp(order_get(o, "ties"), "id"); p++) {
		struct firer *fp = &f->p[p];
		for (int a = 0; a < fp->nc; a++)
			for (int b = 0; b < fp->nc; b++) {
				struct cand *x = &fp->c[a], *y = &fp->c[b];
				if (!fp->hit[a] || fp->hit[b] || x->level != y->level || x->dist != y->dist ||
				    x->steps != y->steps || x->pref != y->pref ||
				    (f->turn < 17 && f->match_pos[y->u] >= 0))
					continue;
				rc = err_set(e, EXIT_REFUSED, "%s's fire (§6.31): you choose between %s and "
						"%s (same fire level, distance and steps): name your choice "
						"first in prefer=, or ties=id", fp->id,
						state_field(&f->u.k->rows[x->u], f->u.id),
						state_field(&f->u.k->rows[y->u], f->u.id));
				goto done;
			}
	}
	/* apply */
	for (int p = 0; p < f->np; p++) {
		struct firer *fp = &f->p[p];
		for (int k = 0; k < fp->nc; k++) {
			if (!fp->hit[k])
				continue;
			log_step(g->log, "§6.31", "%s hits %s (%s, %d hex%s away, %d step%s): %s", fp->id,
					state_field(&f->u.k->rows[fp->c[k].u], f->u.id),
					level_name(fp->c[k].level), fp->c[k].dist,
					fp->c[k].dist == 1 ? "" : "es", fp->c[k].steps,
					fp->c[k].steps == 1 ? "" : "s", fp->c[k].result);
			hit(f, fp->c[k].u, fp->c[k].result, fp->id,
					f->turn >= 17 || !step_taken(f, fp->c[k].u));
		}
		/* §6.34: excess hits of the basic game: only a disruption can still
		 * strike a unit hit by another position (§6.33) */
		for (int k = 0; f->turn < 17 && k < fp->nc && fp->used < fp->limit; k++) {
			if (fp->hit[k] || !strstr(fp->c[k].result, "disrupt") ||
			    is1(state_field(&f->u.k->rows[fp->c[k].u], f->u.disrupted)))
				continue;
			fp->used++;
			log_step(g->log, "§6.33", "%s's excess hit on %s, already hit this phase: the "
					"disruption only", fp->id,
					state_field(&f->u.k->rows[fp->c[k].u], f->u.id));
			hit(f, fp->c[k].u, "disrupt", fp->id, 0);
		}
		if (fp->used < fp->limit && fp->nc > fp->used)
			log_step(g->log, "§6.34", "%s: %d hit%s lost (no other eligible unit)", fp->id,
					fp->limit - fp->used, fp->limit - fp->used == 1 ? "" : "s");
		/* §11.4: a starred colour hits leaders in intense or sustained hexes with
		 * its unused hits (ruling a08-leader-hits: one per unused hit) */
		if (fp->col->star && fp->nc < fp->limit) {
			int unused = fp->limit - fp->nc, nl = 0;
			const char *a08 = game_rule(g, st, "a08-leader-hits");
			if (a08 && !strcmp(a08, "one-per-position") && unused > 1)
				unused = 1;
			struct cand lc[MAXC];
			for (int j = 0; fk && j < fk->nrows; j++) {
				const struct state_row *fr = &fk->rows[j];
				int level = level_parse(om_old_col(st, "field", fr, "level"));
				if (strcmp(om_old_col(st, "field", fr, "position"), fp->id) || level > 1)
					continue;
				int hc = state_col(f->u.k, "hero");
				for (int k = 0; k < f->u.k->nrows && nl < MAXC; k++) {
					struct state_row *r = &f->u.k->rows[k];
					/* §11.4, §11.14: a hero (not an Inspired marker) is a leader
					 * too, part of its unit: named in prefer= by the unit's id */
					int hero = hc >= 0 && !strcmp(state_field(r, hc), "hero");
					if ((!om_is_leader(om_type_parse(state_field(r, f->u.type))) &&
					     !hero) || strcmp(state_field(r, f->u.at), state_field(fr, 1)))
						continue;
					memset(&lc[nl], 0, sizeof lc[nl]);
					lc[nl].u = k;
					lc[nl].level = level;
					lc[nl].pref = prefer_index(o, state_field(r, f->u.id));
					nl++;
				}
			}
			qsort(lc, (size_t)nl, sizeof lc[0], cmp_cand);
			if (nl > unused && !f->auto_ties && strcmp(order_get(o, "ties"), "id") &&
			    lc[unused - 1].level == lc[unused].level &&
			    lc[unused - 1].pref == lc[unused].pref) {
				rc = err_set(e, EXIT_REFUSED, "%s's star (§11.4): you choose between the "
						"leaders %s and %s: name your choice first in prefer=, or "
						"ties=id", fp->id, state_field(&f->u.k->rows[lc[unused - 1].u],
						f->u.id), state_field(&f->u.k->rows[lc[unused].u], f->u.id));
				goto done;
			}
			for (int j = 0; j < nl && j < unused; j++) {
				struct state_row *r = &f->u.k->rows[lc[j].u];
				int type = om_type_parse(state_field(r, f->u.type));
				int hc = state_col(f->u.k, "hero"), cpc = state_col(f->u.k, "cp");
				if (!om_is_leader(type) && hc >= 0) {
					/* §11.4, §11.14: the hero is killed; §11.15: its marker
					 * turns to the Inspired side and stays on the unit */
					state_field_set(r, hc, "inspired");
					log_step(g->log, "§11.4", "%s's star hits %s's hero (%s): the hero is "
							"killed; the marker turns to its Inspired side (§11.14, "
							"§11.15)", fp->id, state_field(r, f->u.id),
							level_name(lc[j].level));
				} else if (type == OM_HQ && cpc >= 0 && om_atoi(state_field(r, cpc)) > 0) {
					/* §18.33: a CP hit turns back into an HQ, on the map */
					state_field_set(r, cpc, "");
					log_step(g->log, "§18.33", "%s's star hits CP %s (%s): it turns back "
							"into an HQ, in place; its range marker leaves the track (a "
							"CP is not eliminated by fire)", fp->id,
							state_field(r, f->u.id), level_name(lc[j].level));
				} else if (type == OM_HQ) {
					char to[16];
					snprintf(to, sizeof to, "turn:%d", f->turn + 2);
					state_field_set(r, f->u.at, to);
					log_step(g->log, "§11.4", "%s's star hits %s (%s): the HQ leaves the "
							"map, back through a landing box on turn %d", fp->id,
							state_field(r, f->u.id), level_name(lc[j].level),
							f->turn + 2);
				} else if (!strcmp(state_field(r, f->u.marker), "wounded")) {
					state_field_set(r, f->u.at, "eliminated");
					log_step(g->log, "§11.4", "%s's star hits %s (%s) again: killed",
							fp->id, state_field(r, f->u.id), level_name(lc[j].level));
				} else {
					state_field_set(r, f->u.marker, "wounded");
					log_step(g->log, "§11.4", "%s's star hits %s (%s): lightly wounded",
							fp->id, state_field(r, f->u.id), level_name(lc[j].level));
				}
			}
		}
	}
	if ((rc = artillery(f, o, &card, sector, target, &gm, e)) != 0)
		goto done;
	/* §6.4: disruption removed from German units whose colour is on the card */
	for (int j = 0; gm.k && pk && j < gm.k->nrows; j++) {
		struct state_row *r = &gm.k->rows[j];
		int pi = state_find(pk, 1, state_field(r, gm.position));
		if (pi < 0 || !is1(state_field(r, gm.disrupted)))
			continue;
		const char *colour = om_old_col(st, "position", &pk->rows[pi], "colour");
		char h1[8];
		snprintf(h1, sizeof h1, "%.4s", om_old_col(st, "position", &pk->rows[pi], "hexes"));
		if (sector_of(st, h1) != west)
			continue;
		for (int k = 0; k < 3; k++)
			if (!strcmp(cols[k].name, colour)) {
				state_field_set(r, gm.disrupted, "0");
				log_step(g->log, "§6.4", "%s (%s, %s) is no longer disrupted",
						state_field(r, 1), state_field(r, gm.position), colour);
				/* kept for ruling a30-clearing-disrupted=before-removal (§10.1):
				 * `set,undisrupted,TURN:ID ID ...` */
				if (om_old_turn_list_add(st, "undisrupted", f->turn, state_field(r, 1),
						e))
					return e->code;
				break;
			}
	}
done:
	free(f);
	return rc;
}
