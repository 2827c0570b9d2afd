/*
 * store.c: the model's copies and its writing back (om.h, model.c).
 *
 * A copy is what an order changes: its units, German units, cards, markers,
 * bases and exited units are its own; the map (positions, fields, boxes,
 * sides, draws) is its parent's, and so are the hexes until a copy clears one
 * (om_hex_clear). om_model_store then writes into the state, kind by kind and
 * column by column, each value that differs from the model as loaded, in the
 * words the state uses; a value an order did not change keeps its bytes. The
 * columns and kinds an order added are added first, rows an order removed go
 * last.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "om.h"

static void *dup_rows(const void *rows, int n, int cap, size_t size)
{
	void *p = calloc((size_t)(cap > n ? cap : n) + 1, size);

	if (p != NULL && n > 0)
		memcpy(p, rows, (size_t)n * size);
	return p;
}

struct om_model *om_model_copy(const struct om_model *m)
{
	struct om_model *c = malloc(sizeof *c);

	if (c == NULL)
		return NULL;
	*c = *m;
	c->arena = NULL;
	c->parent = m;
	c->own_hex = 0;
	c->own_draw = 0;
	c->u = dup_rows(m->u, m->nu, m->nu, sizeof *m->u);
	c->gm = dup_rows(m->gm, m->ngm, m->ngm, sizeof *m->gm);
	c->card = dup_rows(m->card, m->ncard, m->ncard, sizeof *m->card);
	c->mk = dup_rows(m->mk, m->nmk, m->nmk, sizeof *m->mk);
	c->base = dup_rows(m->base, m->nbase, m->capbase, sizeof *m->base);
	c->ex = dup_rows(m->ex, m->nex, m->capex, sizeof *m->ex);
	if (!c->u || !c->gm || !c->card || !c->mk || !c->base || !c->ex) {
		om_model_free(c);
		return NULL;
	}
	return c;
}

void om_model_free(struct om_model *m)
{
	if (m == NULL)
		return;
	free(m->u);
	free(m->gm);
	free(m->card);
	free(m->mk);
	free(m->base);
	free(m->ex);
	if (m->parent == NULL) {
		free(m->pos);
		free(m->fld);
		free(m->box);
		free(m->side);
		free(m->draw);
		free(m->hexat);
	}
	if (m->own_hex)
		free(m->hex);
	if (m->own_draw)
		free(m->draw);
	arena_free(&m->arena);
	free(m);
}

int om_hex_clear(struct om_model *m, struct om_hex *h)
{
	if (!m->own_hex) {   /* the first hex a copy changes: its own hexes */
		struct om_hex *own = dup_rows(m->hex, m->nhex, m->nhex, sizeof *m->hex);
		if (own == NULL)
			return -1;
		h = own + (h - m->hex);
		m->hex = own;
		m->own_hex = 1;
	}
	h->cleared = 1;
	return 0;
}

int om_draw_cleared(struct om_model *m, int i)
{
	if (!m->own_draw) {   /* as om_hex_clear: the copy's own draws */
		struct om_draw *own = dup_rows(m->draw, m->ndraw, m->ndraw, sizeof *m->draw);
		if (own == NULL)
			return -1;
		m->draw = own;
		m->own_draw = 1;
	}
	m->draw[i].cleared = 1;
	return 0;
}

void om_ucol_add(struct om_model *m, enum om_ucol c)
{
	if (m->ucols[c])
		return;
	m->ucols[c] = 1;
	m->ucol_order[m->nucol_added++] = c;
}

/* --- writing back --- */

struct out {
	struct state *st;
	struct state_kind *k;
	int oom;
};

static void put(struct out *o, int row, const char *col, const char *v)
{
	int c = state_col(o->k, col);

	if (c >= 0 && state_field_set(&o->k->rows[row], c, v))
		o->oom = 1;
}

static void put_int(struct out *o, int row, const char *col, int n)
{
	char b[16];

	if (n < 0)
		b[0] = '\0';
	else
		snprintf(b, sizeof b, "%d", n);
	put(o, row, col, b);
}

static int same(const char *a, const char *b)
{
	return strcmp(a, b) == 0;
}

static void store_unit(struct out *o, const struct om_model *m, const struct om_unit *u,
		const struct om_unit *was)
{
	int r = u->src.row;
	char b[32];

	if (!om_place_equal(u->at, was->at))
		put(o, r, "at", om_place_text(m, u->at, b));
	if (u->steps != was->steps)
		put_int(o, r, "steps", u->steps);
	if (u->command != was->command)
		put_int(o, r, "command", u->command);
	if (u->disrupted != was->disrupted)
		put_int(o, r, "disrupted", u->disrupted);
	if (u->delayed != was->delayed)
		put_int(o, r, "delayed", u->delayed);
	if (u->counted != was->counted)
		put_int(o, r, "counted", u->counted);
	if (u->checked != was->checked)
		put_int(o, r, "checked", u->checked);
	if (u->marker != was->marker)
		put(o, r, "marker", om_mark_name(u->marker));
	if (!same(u->hero, was->hero))
		put(o, r, "hero", u->hero);
	if (u->cp != was->cp)
		put_int(o, r, "cp", u->cp);
	if (!same(u->free, was->free))
		put(o, r, "free", u->free);
	if (u->lost != was->lost)
		put_int(o, r, "lost", u->lost);
}

static void store_german(struct out *o, const struct om_german *g, const struct om_german *was)
{
	int r = g->src.row;
	char b[8];

	if (!same(g->pos, was->pos))
		put(o, r, "position", g->pos);
	if (g->has_hex != was->has_hex || (g->has_hex && !grid_equal(g->hex, was->hex))) {
		b[0] = '\0';
		if (g->has_hex)
			grid_format(g->hex, b);
		put(o, r, "hex", b);
	}
	if (g->revealed != was->revealed)
		put_int(o, r, "revealed", g->revealed);
	if (g->disrupted != was->disrupted)
		put_int(o, r, "disrupted", g->disrupted);
	if (g->reserve != was->reserve)
		put(o, r, "reserve", om_reserve_name(g->reserve));
	if (g->active != was->active)
		put_int(o, r, "active", g->active);
	if (!same(g->reserve_strength, was->reserve_strength))
		put(o, r, "reserve_strength", g->reserve_strength);
	if (!same(g->reserve_weapons, was->reserve_weapons))
		put(o, r, "reserve_weapons", g->reserve_weapons);
}

/* Rows of `kind` that the model no longer has (kept[row] == 0), last first. */
static void remove_rows(struct state *st, const char *kind, const unsigned char *kept)
{
	struct state_kind *k = state_kind(st, kind);

	for (int i = k ? k->nrows - 1 : -1; i >= 0; i--)
		if (!kept[i])
			state_row_remove(k, i);
}

static int store_units(struct out *o, const struct om_model *m, const struct om_model *base)
{
	static const char *const names[OM_NUCOLS] = {
		"strength", "range", "weapons", "hero", "cp", "free", "lost",
	};
	unsigned char *kept;

	for (int i = 0; i < m->nucol_added; i++)
		if (state_kind_add(o->st, "unit", &names[m->ucol_order[i]], 1) == NULL)
			return -1;
	o->k = state_kind(o->st, "unit");
	if ((kept = calloc((size_t)o->k->nrows + 1, 1)) == NULL)
		return -1;
	for (int i = 0, j = 0; i < m->nu; i++) {
		while (base->u[j].src.row != m->u[i].src.row)
			j++;   /* the units removed since */
		store_unit(o, m, &m->u[i], &base->u[j]);
		kept[m->u[i].src.row] = 1;
	}
	remove_rows(o->st, "unit", kept);
	free(kept);
	return 0;
}

static int store_germans(struct out *o, const struct om_model *m, const struct om_model *base)
{
	unsigned char *kept;

	if ((o->k = state_kind(o->st, "german")) == NULL)
		return 0;
	if ((kept = calloc((size_t)o->k->nrows + 1, 1)) == NULL)
		return -1;
	for (int i = 0, j = 0; i < m->ngm; i++) {
		while (base->gm[j].src.row != m->gm[i].src.row)
			j++;
		store_german(o, &m->gm[i], &base->gm[j]);
		kept[m->gm[i].src.row] = 1;
	}
	remove_rows(o->st, "german", kept);
	free(kept);
	return 0;
}

static void store_cards(struct out *o, const struct om_model *m, const struct om_model *base)
{
	static const char *const at[] = { "pile", "discard", "track:", "out" };

	o->k = state_kind(o->st, "card");
	for (int i = 0; o->k && i < m->ncard; i++) {
		const struct om_deckcard *c = &m->card[i], *was = &base->card[i];
		char b[96];
		if (c->at == was->at && same(c->use, was->use))
			continue;
		snprintf(b, sizeof b, "%s%s", at[c->at], c->at == OM_TRACK ? c->use : "");
		put(o, c->src.row, "at", b);
	}
}

static void store_markers(struct out *o, const struct om_model *m, const struct om_model *base)
{
	o->k = state_kind(o->st, "marker");
	for (int i = 0; o->k && i < m->nmk; i++)
		if (!same(m->mk[i].at, base->mk[i].at))
			put(o, m->mk[i].src.row, "at", m->mk[i].at);
}

static void store_hexes(struct out *o, const struct om_model *m, const struct om_model *base)
{
	o->k = state_kind(o->st, "draw");
	for (int i = 0; o->k && m->draw != base->draw && i < m->ndraw; i++)
		if (m->draw[i].cleared != base->draw[i].cleared)
			put_int(o, m->draw[i].src.row, "cleared", m->draw[i].cleared);
	o->k = state_kind(o->st, "hex");
	for (int i = 0; o->k && m->hex != base->hex && i < m->nhex; i++)
		if (m->hex[i].cleared != base->hex[i].cleared)
			put_int(o, m->hex[i].src.row, "cleared", m->hex[i].cleared);
}

static int store_bases(struct out *o, const struct om_model *m, const struct om_model *base)
{
	static const char *const cols[] = { "div", "box" };

	if (m->add_base && state_kind_add(o->st, "base", cols, 2) == NULL)
		return -1;
	o->k = state_kind(o->st, "base");
	for (int i = 0; o->k && i < m->nbase; i++) {
		const struct om_base *b = &m->base[i];
		int r = b->src.row;
		if (r < 0) {   /* placed by the order */
			struct state_row *row = state_row_add(o->k);
			if (row == NULL || state_field_set(row, 1, b->hex))
				return -1;
			r = o->k->nrows - 1;
			put(o, r, "div", b->div);
			put_int(o, r, "box", b->box);
		} else if (b->box != base->base[i].box)
			put_int(o, r, "box", b->box);
	}
	return 0;
}

static int store_exited(struct out *o, const struct om_model *m, const struct om_model *base)
{
	static const char *const cols[] = { "unit", "exit", "type", "steps" };

	if (m->add_exited && state_kind_add(o->st, "exited", cols, 4) == NULL)
		return -1;
	o->k = state_kind(o->st, "exited");
	for (int i = base->nex; o->k && i < m->nex; i++) {
		const struct om_exited *x = &m->ex[i];
		if (state_row_add(o->k) == NULL)
			return -1;
		int r = o->k->nrows - 1;
		put(o, r, "unit", x->unit);
		put(o, r, "exit", x->exit);
		put(o, r, "type", x->type_text);
		put(o, r, "steps", x->steps_text);
	}
	return 0;
}

static int store_scalars(struct out *o, const struct om_model *m, const struct om_model *base)
{
	char b[16];

	if (m->turn != base->turn) {
		snprintf(b, sizeof b, "%d", m->turn);
		if (state_set(o->st, "turn", b))
			return -1;
	}
	for (int k = 0; k < OM_NKEYS; k++) {
		const char *v = m->set[k], *was = base->set[k];
		if (v == was || (v && was && same(v, was)))
			continue;
		if (v != NULL) {
			if (state_set(o->st, om_key_name((enum om_key)k), v))
				return -1;
			continue;
		}
		struct state_kind *sk = o->st->nkinds ? &o->st->kinds[0] : NULL;
		int i = sk ? state_find(sk, 1, om_key_name((enum om_key)k)) : -1;
		if (i >= 0)
			state_row_remove(sk, i);
	}
	return 0;
}

int om_model_store(const struct om_model *m, const struct om_model *base, struct state *st,
		struct err *e)
{
	struct out o = { st, NULL, 0 };

	if (store_units(&o, m, base) || store_germans(&o, m, base) ||
	    store_bases(&o, m, base) || store_exited(&o, m, base) ||
	    store_scalars(&o, m, base))
		return err_set(e, EXIT_IO, "out of memory");
	store_cards(&o, m, base);
	store_markers(&o, m, base);
	store_hexes(&o, m, base);
	return o.oom ? err_set(e, EXIT_IO, "out of memory") : 0;
}
