/*
 * describe.c: what the Omaha player tracks in a state, as a view (view.h) for
 * `show` in text, CSV and JSON, `diff` and `show --since`, read from the typed
 * model (om.h): the turn and its tide (§5.2), the deck as counts and the cards
 * on the turn's track (§2.3, §4), every scalar the state keeps (casualty
 * boxes, naval fire markers, actions taken...; never the seed); every US unit
 * with its place (a hex, a landing box, its turn on the track as `arrives`,
 * eliminated, exited), steps, target symbol and markers (disrupted, climb,
 * wounded, hero, delayed; §2.21, §7.4, §7.7, §11); the German units with their
 * position, and their printed values only once revealed (§9.1: face down until
 * then); depth markers (§9), the positions and whether they are held (§2.1),
 * the obstacles and the cleared hexes (§10), engineer bases (§19) and the
 * pending decision.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

/* The turn and tide first, the deck, then the scalars as the state sorts
 * them; seed and draws are the machine's, not the player's. */
static void scalars(const struct om_model *m, const struct state *st, enum om_tide tide,
		struct view *v)
{
	static const char *const skip[] = { "turn", "seed", "draws", NULL };
	const struct state_kind *k = state_kind(st, "set");
	int n[4] = { 0, 0, 0, 0 };
	char track[512] = "";

	view_set_num(v, "turn", m->turn);
	view_set(v, "tide", om_tide_name(tide));
	for (int i = 0; i < m->ncard; i++) {
		size_t len = strlen(track);
		n[m->card[i].at]++;
		if (m->card[i].at == OM_TRACK && len + 40 < sizeof track)
			snprintf(track + len, sizeof track - len, "%s%d:%.30s", len ? ";" : "",
					m->card[i].number, m->card[i].use);
	}
	if (m->kinds & OM_KIND_CARD) {
		view_set_num(v, "cards.pile", n[OM_PILE]);
		view_set_num(v, "cards.discard", n[OM_DISCARD]);
		view_set(v, "cards.track", track);
	}
	for (int i = 0; k && i < k->nrows; i++) {
		const char *key = state_field(&k->rows[i], 1);
		if (kit_enum(skip, key) < 0)
			view_set_auto(v, key, state_field(&k->rows[i], 2));
	}
}

/* Add an item to a ';'-list of markers. */
static void flag(char *buf, size_t size, const char *f)
{
	size_t n = strlen(buf);

	snprintf(buf + n, size - n, "%s%s", n ? ";" : "", f);
}

static const char *mark_of(const struct om_unit *u, char *buf, size_t size)
{
	static const char *const names[] = { "", "climb", "climb_cliff", "wounded" };

	*buf = '\0';
	if (u->disrupted == 1)
		flag(buf, size, "disrupted");
	if (u->marker != OM_MARK_NONE)
		flag(buf, size, names[u->marker]);
	if (u->hero && *u->hero)
		flag(buf, size, u->hero);
	if (u->delayed == 1)
		flag(buf, size, "delayed");
	if (u->free && *u->free) {
		char f[64];
		snprintf(f, sizeof f, "free=%s", u->free);
		flag(buf, size, f);
	}
	return buf;
}

static void us_unit(const struct om_model *m, const struct om_unit *u, struct view *v)
{
	struct view_rec *r = view_add(v, "unit");
	char at[32], marks[256];

	if (u->at.kind == OM_AT_TURN)
		view_str(r, "at", "offmap");
	else
		view_str(r, "at", om_place_text(m, u->at, at));
	view_str(r, "id", u->id);
	view_str(r, "side", "US");
	view_num(r, "div", u->div);
	view_num(r, "command", u->command);
	view_str(r, "type", om_type_name(u->type));
	view_num(r, "steps", u->steps);
	view_num(r, "max", u->max);
	if (u->symbol > 0)
		view_num(r, "symbol", u->symbol);
	else
		view_str(r, "symbol", "");
	if (u->at.kind == OM_AT_TURN)
		view_num(r, "arrives", u->at.turn);
	else
		view_str(r, "arrives", "");
	view_str(r, "code", u->code);
	view_str(r, "markers", mark_of(u, marks, sizeof marks));
}

/* A unit gone through an exit hex (§20.3) whose row went with it. */
static void exited(const struct om_model *m, const struct om_exited *x, struct view *v)
{
	struct view_rec *r;

	for (int i = 0; i < m->nu; i++)
		if (!strcmp(m->u[i].id, x->unit))
			return;
	r = view_add(v, "unit");
	view_str(r, "at", "exited");
	view_str(r, "id", x->unit);
	view_str(r, "side", "US");
	view_str(r, "type", x->type_text);
	view_str(r, "steps", x->steps_text);
	view_str(r, "exit", x->exit);
}

/* A German unit: face down its values are hidden (§9.1); in a box or a pool
 * it is off the map (its box as `pool`). */
static void german(const struct om_german *g, struct view *v)
{
	struct view_rec *r = view_add(v, "german");
	char hx[8], marks[64] = "";
	int shown = g->revealed == 1;

	if (g->has_hex)
		grid_format(g->hex, hx);
	view_str(r, "at", g->has_hex ? hx : !strcmp(g->pos, "eliminated") ? "eliminated" :
			!strcmp(g->pos, "removed") ? "removed" : "offmap");
	view_str(r, "id", g->id);
	view_str(r, "side", "German");
	view_str(r, "position", g->has_hex ? g->pos : "");
	view_str(r, "pool", g->has_hex ? "" : g->pos);
	view_str(r, "division", g->division ? g->division : "");
	view_str(r, "strength", shown && g->strength ? g->strength : "");
	view_str(r, "weapons", shown && g->weapons ? g->weapons : "");
	if (g->disrupted == 1)
		flag(marks, sizeof marks, "disrupted");
	if (g->revealed == 1)
		flag(marks, sizeof marks, "revealed");
	if (g->reserve == OM_RES_HIDDEN)
		flag(marks, sizeof marks, "depth_marker");
	else if (g->reserve == OM_RES_REVEALED)
		flag(marks, sizeof marks, "depth_marker_revealed");
	if (g->active == 1)
		flag(marks, sizeof marks, "active");
	view_str(r, "markers", marks);
}

static void positions(const struct om_model *m, struct view *v)
{
	for (int i = 0; i < m->npos; i++) {
		const struct om_position *p = &m->pos[i];
		struct view_rec *r = view_add(v, "position");
		int held = 0;
		for (int j = 0; j < m->ngm; j++)
			held += m->gm[j].has_hex && !strcmp(m->gm[j].pos, p->id);
		view_str(r, "id", p->id);
		view_str(r, "kind", p->kind == OM_PK_WN ? "wn" : "reinf");
		view_str(r, "colour", p->colour);
		view_str(r, "hexes", p->hexes);
		view_num(r, "german_units", held);
	}
}

/* What changes on the map's hexes: obstacles, cleared (§10). */
static void obstacles(const struct om_model *m, struct view *v)
{
	for (int i = 0; i < m->nhex; i++) {
		const struct om_hex *h = &m->hex[i];
		struct view_rec *r;
		if (h->obstacles != 1 && h->cleared != 1)
			continue;
		r = view_add(v, "obstacle");
		view_str(r, "at", h->id);
		view_num(r, "obstacles", h->obstacles == 1);
		view_num(r, "cleared", h->cleared == 1);
	}
}

static void markers(const struct om_model *m, struct view *v)
{
	static const char *const types[] = { "wn", "building", "mobile" };

	for (int i = 0; i < m->nmk; i++) {
		const struct om_marker *k = &m->mk[i];
		struct view_rec *r = view_add(v, "depth_marker");
		const struct om_german *under = NULL;
		for (int j = 0; j < m->ngm; j++)
			if (!strcmp(m->gm[j].id, k->at))
				under = &m->gm[j];
		view_str(r, "id", k->id);
		view_str(r, "at", k->at);
		view_str(r, "type", types[k->type]);
		/* its face, once the unit above it shows it (§9.1) */
		view_str(r, "strength", under && under->reserve == OM_RES_REVEALED ? k->strength :
				"");
	}
	for (int i = 0; i < m->nbase; i++) {
		struct view_rec *r = view_add(v, "base");
		view_str(r, "at", m->base[i].hex);
		view_str(r, "div", m->base[i].div);
		if (m->base[i].box >= 0)
			view_num(r, "range", m->base[i].box);
		else
			view_str(r, "range", "");
	}
}

int om_describe(struct game_ctx *g, struct state *st, struct view *v, struct err *e)
{
	struct om_model *m;
	enum om_tide tide;

	if (om_model_load(g, st, &m, e))
		return e->code;
	if (om_tide(g, m->turn, &tide, e) == 0) {
		scalars(m, st, tide, v);
		for (int i = 0; i < m->nu; i++)
			us_unit(m, &m->u[i], v);
		for (int i = 0; i < m->nex; i++)
			exited(m, &m->ex[i], v);
		for (int i = 0; i < m->ngm; i++)
			german(&m->gm[i], v);
		positions(m, v);
		obstacles(m, v);
		markers(m, v);
		view_pending(v, st);
	}
	om_model_free(m);
	/* a landing, a move or a drift: every change of place is the unit's own */
	v->move_marks = NULL;
	v->quiet_keys = "max;code;arrives";
	return e->code;
}
