/*
 * cards.c: command cards supplied with --card, and the check that an order's
 * unit is one the card orders.
 *
 * Syntax (umpire-memoir44(7)): a card of tables/memoir44/cards.csv and a section,
 * "Assault Centre", "Recon Left", "Probe Right"; the tactic cards "Air Power" and
 * "Barrage"; or a section and a unit count, "centre:2", "left:all". Section cards
 * order units in one section, named from the player's own side of the table
 * (base game B-6, not in seed): a hex's `section` column is written from the
 * Allied side, so the Axis left is the Allied right. A hex on a section line is
 * in both sections (B-6).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kit.h"
#include "m44.h"

static unsigned section_bit(const char *w)
{
	if (!strcasecmp(w, "left"))
		return 1;
	if (!strcasecmp(w, "centre") || !strcasecmp(w, "center"))
		return 2;
	if (!strcasecmp(w, "right"))
		return 4;
	return 0;
}

int m44_card_parse(struct game_ctx *g, const char *text, struct m44_card *c, struct err *e)
{
	const struct table *t;
	char buf[96], *sec;
	int cn, ck, cu, cr;
	size_t n;

	memset(c, 0, sizeof *c);
	if (text == NULL || (n = strlen(text)) == 0 || n >= sizeof buf)
		return err_set(e, EXIT_USAGE, "--card: give a card, e.g. \"Assault Centre\", "
				"\"Air Power\", \"Barrage\" or \"centre:2\" (umpire-memoir44(7))");
	snprintf(buf, sizeof buf, "%s", text);
	/* SECTION:N */
	if ((sec = strchr(buf, ':')) != NULL) {
		*sec++ = '\0';
		c->sections = section_bit(buf);
		if (c->sections == 0)
			return err_set(e, EXIT_USAGE, "--card %s: '%s' is not a section (left, "
					"centre, right)", text, buf);
		if (!strcmp(sec, "all"))
			c->units = -1;
		else if (strlen(sec) == 1 && isdigit((unsigned char)sec[0]) && sec[0] != '0')
			c->units = sec[0] - '0';
		else
			return err_set(e, EXIT_USAGE, "--card %s: '%s' is not a unit count (1-9 "
					"or all)", text, sec);
		snprintf(c->name, sizeof c->name, "%s:%s", buf, sec);
		return 0;
	}
	if (table_get(g->tables, "memoir44", "cards", &t, e))
		return e->code;
	if ((cn = table_find_col(t, "card", "cards", e)) < 0 ||
			(ck = table_find_col(t, "kind", "cards", e)) < 0 ||
			(cu = table_find_col(t, "units", "cards", e)) < 0 ||
			(cr = table_find_col(t, "recon1", "cards", e)) < 0)
		return e->code;
	/* NAME [SECTION]: the last word is a section when it names one */
	sec = strrchr(buf, ' ');
	if (sec != NULL && section_bit(sec + 1)) {
		c->sections = section_bit(sec + 1);
		*sec = '\0';
	}
	/* "Recon 1" is the seed's name for a Recon card (L181, L316) */
	n = strlen(buf);
	if (n > 2 && !strcmp(buf + n - 2, " 1"))
		buf[n - 2] = '\0';
	for (int r = 1; r < t->nrows; r++) {
		if (strcasecmp(table_cell(t, r, cn), buf) != 0)
			continue;
		const char *kind = table_cell(t, r, ck), *u = table_cell(t, r, cu);
		snprintf(c->name, sizeof c->name, "%s", table_cell(t, r, cn));
		c->kind = !strcmp(kind, "air") ? 1 : !strcmp(kind, "barrage") ? 2 : 0;
		c->units = !strcmp(u, "all") ? -1 : atoi(u);
		c->recon1 = !strcmp(table_cell(t, r, cr), "yes");
		if (c->kind == 0 && c->sections == 0)
			return err_set(e, EXIT_USAGE, "--card %s: a section card needs its section, "
					"e.g. \"%s Centre\"", text, c->name);
		return 0;
	}
	return err_set(e, EXIT_USAGE, "--card %s: no such card in tables/memoir44/cards.csv "
			"(or give SECTION:N, e.g. centre:2)", text);
}

int m44_card_allows(struct game_ctx *g, struct m44_map *m, const struct m44_card *c,
		const struct m44_unit *u, struct err *e)
{
	const struct m44_hexinfo *x;
	unsigned s;
	static const char *const names[] = { "", "left", "centre", "", "right" };

	(void)g;
	if (c->kind != 0)
		return 0;
	x = m44_hexinfo(m, u->hex);
	if (x == NULL || x->sections == 0) {
		char hx[8];
		grid_format(u->hex, hx);
		return err_set(e, EXIT_DATA, "%s: hex %s has no section (its hex row needs a "
				"`section` column) and the card orders by section (B-6)",
				kit_path(m->st), hx);
	}
	s = x->sections;
	if (u->side == M44_AXIS)   /* the Axis sees the board from the other side */
		s = ((s & 1) << 2) | (s & 2) | ((s & 4) >> 2);
	if (!(s & c->sections))
		return kit_refuse(e, "B-5, B-6", "%s is not in the %s section of the %s player, "
				"which the card %s orders", u->id,
				names[c->sections & 7 ? c->sections : 0], m44_side_name(u->side), c->name);
	return 0;
}
