/*
 * vp.c: the count of victory points (§13.2, §13.21, §13.22, §20.3, §22.1)
 * that the `victory` order levels (victory.c).
 *
 * Control for VP (§13.22) of a hex: outside the field of fire of every occupied
 * German position (disrupted or not; a vacant position has none: om_us_field),
 * with a US line of communication (om_us_loc), and either occupied or
 * controlled by a US unit (§12.1: om_us_control) or with no German line of
 * communication from it (om_loc_trace_hex): "behind US lines".
 *
 * The First Waves (§13.2, also the full game's first check §20.2): +1 per WN
 * position, a two-hex WN +2 once both hexes are controlled; +1 per German
 * reinforcement position (every one, or only PV ones: ruling a34-vp-positions);
 * +5 per draw whose hexes south of its anti-tank barrier are all controlled
 * (§13.21). The final check (§20.3, Beyond the Beach §21.2): +1 per PV
 * reinforcement position; +4 per draw open to US traffic (every hex controlled,
 * its obstacles cleared); +1 per unit on high ground that is neither infantry
 * nor an HQ (a General counts; an armoured unit that exited too); +1 per step of
 * armour or regular infantry exited through a lettered exit that traces a US LOC; +1 per Ranger
 * step exited through F or G; -1 per WN hex not controlled; -1 per German unit
 * in the KG Meyer box. Variant §22.1: -10 at every check. A position with a US garrison is controlled (§19.3).
 *
 * What the map rows do not give comes from the rows umpire-omaha(7) documents:
 * `@draw,draw,hexes,inland,cleared`, `@exited,unit,exit,type,steps`,
 * `set,kg_meyer,N`, `set,variants,22.1`, `set,garrisons`, the `vp` column of
 * `@position`. A count that needs one of them refuses (exit 65) when it is
 * missing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

/* A count of points as the log writes it: "0", "+2", "-1". */
static const char *pts(char buf[16], int n)
{
	snprintf(buf, 16, n ? "%+d" : "0", n);
	return buf;
}

/* The index of a column of a kind, for the place of a message. */
static int col_of(const struct om_model *m, const char *kind, const char *col)
{
	return state_col(state_kind(m->st, kind), col);
}

/* Whether hex is US-controlled for VP (§13.22); why says how, or why not. */
static int vp_control(struct om_model *m, struct grid_hex h, int *ok, char *why, size_t wsize,
		struct err *e)
{
	const char *field = om_us_field(m, h);
	int usloc, ctl, gloc;
	char hex[5];

	grid_format(h, hex);
	*ok = 0;
	if (field) {
		snprintf(why, wsize, "%s is in the field of fire of %s", hex, field);
		return 0;
	}
	if (om_us_loc(m, h, 0, &usloc, e))
		return e->code;
	if (!usloc) {
		snprintf(why, wsize, "%s has no US line of communication", hex);
		return 0;
	}
	if (om_us_control(m, h, &ctl, e))
		return e->code;
	if (ctl) {
		*ok = 1;
		snprintf(why, wsize, "%s is occupied or controlled by a US unit, with a US line of "
				"communication and no German field of fire", hex);
		return 0;
	}
	if (om_loc_trace_hex(m, h, &gloc, e))
		return e->code;
	*ok = !gloc;
	snprintf(why, wsize, gloc ? _("%s is neither occupied nor controlled by a US unit and "
			"traces a German line of communication") : _("%s is behind US lines (US line of "
			"communication, no German one, no German field of fire)"), hex);
	return 0;
}

/* A position's hexes must be hexes of the map (the count names them). */
static int map_hexes(struct om_model *m, const struct om_position *p, char hx[][8], int *n,
		struct err *e)
{
	*n = 0;
	for (int k = 0; k < p->nhex; k++) {
		grid_format(p->hex[k], hx[k]);
		if (om_hex_at(m, p->hex[k]) == NULL)
			return kit_bad_at(e, m->st, p->src.line, col_of(m, "position", "hexes") + 1,
					"'%s' is not a hex of the map", hx[k]);
		(*n)++;
	}
	return 0;
}

/* A kind's column the count needs, or exit 65 naming it. */
static int need_col(const struct om_model *m, const char *kind, const char *col,
		const char *sect, const char *what, struct err *e)
{
	if (col_of(m, kind, col) < 0)
		return err_set(e, EXIT_DATA, "%s: no '%s' column of '@%s' rows, which the count of "
				"victory points needs: %s (%s; umpire-omaha(7), MAP)", kit_path(m->st), col,
				kind, what, sect);
	return 0;
}

/* A hex's control (§13.22), or the garrison that controls its position
 * (§19.3: `set,garrisons`, written by `base action=garrison`, base.c). */
static int controlled(struct om_model *m, const struct om_position *p, int k, int *ok,
		char *why, size_t wsize, struct err *e)
{
	char hx[5];

	if (om_garrisoned(m, p->id)) {
		*ok = 1;
		grid_format(p->hex[k], hx);
		snprintf(why, wsize, "%s holds a US garrison (§19.3)", hx);
		return 0;
	}
	return vp_control(m, p->hex[k], ok, why, wsize, e);
}

/* One WN position (§13.2: +1 a hex once all are controlled) or its hexes
 * (§20.3: -1 each hex not controlled). */
static int count_one_wn(struct om_model *m, const struct om_position *p, int final, int *vp,
		struct err *e)
{
	char hx[2][8], why[2][256];
	int n, ok[2], all = 1;

	if (map_hexes(m, p, hx, &n, e))
		return e->code;
	for (int k = 0; k < n; k++) {
		if (controlled(m, p, k, &ok[k], why[k], sizeof why[k], e))
			return e->code;
		all &= ok[k];
		if (final && !ok[k]) {
			*vp -= 1;
			log_step(m->g->log, "§20.3", "-1 VP: WN hex %s of %s is not controlled: %s", hx[k],
					p->id, why[k]);
		}
	}
	if (final || n == 0)
		return 0;
	if (all) {
		*vp += n;
		log_step(m->g->log, "§13.2", "+%d VP: %s (%s%s%s) is controlled: %s%s%s", n, p->id,
				hx[0], n > 1 ? " " : "", n > 1 ? hx[1] : "", why[0], n > 1 ? "; " : "",
				n > 1 ? why[1] : "");
	} else
		log_step(m->g->log, "§13.22", "0 VP: %s (%s%s%s) is not controlled%s: %s%s%s", p->id,
				hx[0], n > 1 ? " " : "", n > 1 ? hx[1] : "",
				n > 1 ? _(" (a two-hex WN needs both hexes)") : "", ok[0] ? "" : why[0],
				!ok[0] && n > 1 && !ok[1] ? "; " : "", n > 1 && !ok[1] ? why[1] : "");
	return 0;
}

static int count_wn(struct om_model *m, int final, int *vp, struct err *e)
{
	for (const struct om_position *p = m->pos; p < m->pos + m->npos; p++)
		if (p->kind == OM_PK_WN && count_one_wn(m, p, final, vp, e))
			return e->code;
	return 0;
}

/* One reinforcement position (§13.2, §20.3): 1 VP when controlled. */
static int count_one_reinf(struct om_model *m, const struct om_position *p, int final,
		int pv_only, int *vp, struct err *e)
{
	char hx[2][8], why[256];
	int n, ok, pv = 0;

	if (pv_only && p->vp < 0)
		return kit_bad_at(e, m->st, p->src.line, col_of(m, "position", "vp") + 1, "vp '%s' "
				"is not 0 or 1", p->vp_text);
	pv = pv_only && p->vp == 1;
	if (map_hexes(m, p, hx, &n, e))
		return e->code;
	if (pv_only && !pv) {
		if (!final)
			log_step(m->g->log, "§13.2", "0 VP: %s is not marked PV (ruling "
					"a34-vp-positions=pv-only)", p->id);
		return 0;
	}
	if (n == 0)
		return err_set(e, EXIT_DATA, "%s:%d: position %s has no hex", kit_path(m->st),
				p->src.line, p->id);
	if (controlled(m, p, 0, &ok, why, sizeof why, e))
		return e->code;
	if (ok)
		*vp += 1;
	log_step(m->g->log, ok ? (final ? "§20.3" : "§13.2") : "§13.22", "%s VP: %s reinforcement "
			"position %s (%s) is %scontrolled: %s", ok ? "+1" : "0", pv ? "PV" : "German",
			p->id, hx[0], ok ? "" : "not ", why);
	return 0;
}

/* The German reinforcement positions: every one or PV ones (§13.2, ruling
 * a34-vp-positions), PV ones only (§20.3). */
static int count_reinf(struct om_model *m, int final, int *vp, struct err *e)
{
	int pv_only = final || om_rule_is(m, "a34-vp-positions", "pv-only");

	if (pv_only && need_col(m, "position", "vp", final ? "§20.3" : "§13.2, ruling "
			"a34-vp-positions=pv-only", "the PV mark of the positions", e))
		return e->code;
	for (const struct om_position *p = m->pos; p < m->pos + m->npos; p++)
		if (p->kind == OM_PK_REINF && count_one_reinf(m, p, final, pv_only, vp, e))
			return e->code;
	return 0;
}

/* One draw: controlled south of the barrier (§13.21, +5) or open to US traffic
 * (§20.3, +4). */
static int count_one_draw(struct om_model *m, const struct om_draw *d, int final, int *vp,
		struct err *e)
{
	const struct grid_hex *hx = final ? d->hexes : d->inland;
	int n = final ? d->nhexes : d->ninland, ok = 1, cleared = final ? d->cleared == 1 : 1;
	char why[256] = "", list[32 * 5 + 1] = "";

	if (n == 0)
		return kit_bad_at(e, m->st, d->src.line, col_of(m, "draw", final ? "hexes" :
				"inland") + 1, "draw %s has no hex", d->id);
	for (int k = 0; k < n; k++) {
		size_t l = strlen(list);
		char h[5];
		grid_format(hx[k], h);
		snprintf(list + l, sizeof list - l, "%s%s", k ? " " : "", h);
	}
	for (int k = 0; k < n && ok; k++)
		if (vp_control(m, hx[k], &ok, why, sizeof why, e))
			return e->code;
	if (!final) {
		if (ok)
			*vp += 5;
		log_step(m->g->log, ok ? "§13.21" : "§13.22", "%s VP: draw %s (%s) is %scontrolled%s%s",
				ok ? "+5" : "0", d->id, list, ok ? "" : "not ",
				ok ? _(": every hex south of its anti-tank barrier is controlled") : ": ",
				ok ? "" : why);
		return 0;
	}
	if (ok && cleared)
		*vp += 4;
	log_step(m->g->log, ok ? "§20.3" : "§13.22", "%s VP: draw %s (%s) is %sopen to US traffic: "
			"%s", ok && cleared ? "+4" : "0", d->id, list, ok && cleared ? "" : "not ",
			!ok ? why : cleared ? _("every hex controlled and its obstacles cleared") :
			_("its obstacles are not cleared by engineers"));
	return 0;
}

static int count_draws(struct om_model *m, int final, int *vp, struct err *e)
{
	if (need_col(m, "draw", final ? "hexes" : "inland", final ? "§20.3" : "§13.21",
			final ? _("every hex of each draw") : _("the hexes of each draw south of the "
			"anti-tank barrier at its mouth"), e) ||
	    (final && need_col(m, "draw", "cleared", "§20.3", "whether engineers cleared each "
			"draw's obstacles", e)))
		return e->code;
	for (const struct om_draw *d = m->draw; d < m->draw + m->ndraw; d++)
		if (count_one_draw(m, d, final, vp, e))
			return e->code;
	return 0;
}

/* Non-infantry units on high ground (§20.3): every terrain but beach, shelf and
 * draw (§2.1, as loc.c's §12.11). "non-infanterie et non-HQ" (seed lines
 * 4230-4231): HQs do not count; a General, which the text does not except
 * (where it means both it says "HQ et Généraux"), does. */
static void count_high(struct om_model *m, int *vp)
{
	for (const struct om_unit *u = m->u; u < m->u + m->nu; u++) {
		const struct om_hex *h = om_unit_hex(m, u);
		if (h == NULL || om_is_infantry(u->type) || u->type == OM_HQ || om_lowland(h->terrain))
			continue;
		*vp += 1;
		log_step(m->g->log, "§20.3", "+1 VP: %s (%s) is on high ground in %s (%s)", u->id,
				om_type_name(u->type), h->id, om_terrain_name(h->terrain));
	}
}

/* The exit hex a unit left by: the first with a US LOC, else the last (§20.3). */
static const struct om_hex *exit_hex(struct om_model *m, const char *x, int *loc,
		struct err *e)
{
	const struct om_hex *found = NULL;

	*loc = 0;
	for (const struct om_hex *h = m->hex; h < m->hex + m->nhex && !*loc; h++) {
		if (strcmp(h->exit, x) || !x[0])
			continue;
		found = h;
		if (om_us_loc(m, h->h, 0, loc, e))
			return NULL;
	}
	return found;
}

/* One unit exited (§20.3): its steps, with a LOC to the exit (Rangers through F
 * or G); an armoured unit scores its high ground too. */
static int count_one_exit(struct om_model *m, const struct om_exited *x, int *vp,
		struct err *e)
{
	const struct om_unit *on = om_unit_find(m, x->unit);
	const struct om_hex *exhex;
	char b[16];
	int loc = 0;

	if (on && om_unit_hex(m, on)) {
		char at[32];
		return kit_bad_at(e, m->st, x->src.line, 2, "%s exited the map (§20.3) but its 'unit' "
				"row puts it on %s", x->unit, om_place_text(m, on->at, at));
	}
	if ((int)x->type < 0)
		return kit_bad_at(e, m->st, x->src.line, col_of(m, "exited", "type") + 1, "unit type "
				"'%s' unknown", x->type_text);
	if (x->steps < 1 || x->steps > 4)
		return kit_bad_at(e, m->st, x->src.line, col_of(m, "exited", "steps") + 1, "steps "
				"'%s' is not 1 to 4", x->steps_text);
	if ((exhex = exit_hex(m, x->exit, &loc, e)) == NULL)
		return e->code ? e->code : kit_bad_at(e, m->st, x->src.line, col_of(m, "exited",
				"exit") + 1, "no hex of the map is exit '%s' (§20.3)", x->exit);
	if (x->type == OM_RANGER) {
		int fg = !strcmp(x->exit, "F") || !strcmp(x->exit, "G");
		if (fg)
			*vp += x->steps;
		/* the form for x->steps, 0 taking the singular as the English always did */
		log_stepn(m->g->log, "§20.3", "%s VP: %d Ranger step of %s exited through %s%s",
				"%s VP: %d Ranger steps of %s exited through %s%s",
				x->steps > 1 ? x->steps : 1, pts(b, fg ? x->steps : 0), x->steps, x->unit,
				x->exit, fg ? _(" (F or G: no line of communication needed)") :
				_(": Rangers score only through F or G"));
		return 0;
	}
	if (om_is_armour(x->type)) {
		/* §20.3: "Vous pouvez gagner des PV pour avoir une unité blindée sur
		 * les hauteurs et ses pas si elle parvient à sortir" */
		*vp += 1;
		log_step(m->g->log, "§20.3", "+1 VP: %s (%s) reached high ground and exited through %s "
				"(an armoured unit scores both)", x->unit, om_type_name(x->type), x->exit);
	}
	if (x->type != OM_INF && !om_is_armour(x->type)) {
		log_step(m->g->log, "§20.3", "0 VP: %s (%s) exited through %s: only armour and regular "
				"infantry steps count", x->unit, om_type_name(x->type), x->exit);
		return 0;
	}
	if (loc)
		*vp += x->steps;
	log_stepn(m->g->log, "§20.3", "%s VP: %d step of %s (%s) exited through %s (%s), %s",
			"%s VP: %d steps of %s (%s) exited through %s (%s), %s",
			x->steps > 1 ? x->steps : 1, pts(b, loc ? x->steps : 0), x->steps, x->unit,
			om_type_name(x->type), x->exit, exhex->id, loc ? _("which traces a US line of "
			"communication") : _("which traces no US line of communication"));
	return 0;
}

/* Steps exited through a lettered exit (§20.3): `@exited,unit,exit,type,steps`. */
static int count_exits(struct om_model *m, int *vp, struct err *e)
{
	if (!(m->kinds & OM_KIND_EXITED))
		return 0;   /* no unit left the map */
	if (need_col(m, "exited", "exit", "§20.3", "the exit each unit left by", e) ||
	    need_col(m, "exited", "type", "§20.3", "the type of each unit exited", e) ||
	    need_col(m, "exited", "steps", "§20.3", "the steps each unit exited with", e))
		return e->code;
	for (const struct om_exited *x = m->ex; x < m->ex + m->nex; x++)
		if (count_one_exit(m, x, vp, e))
			return e->code;
	return 0;
}

/*
 * The German units still in the Kampfgruppe Meyer box (§9.5, §20.3): the
 * `german` rows at box-kg-meyer when the state keeps the box (such rows, or
 * the depth-marker pools as `marker` rows: depth.c moves them out); else the
 * player's `set,kg_meyer,N`. Both present must agree.
 */
static int kg_meyer_units(struct om_model *m, int *n, struct err *e)
{
	const char *v = om_get(m, OM_K_KG_MEYER);
	int rows = 0;

	for (const struct om_german *g = m->gm; g < m->gm + m->ngm; g++)
		rows += !strcmp(g->pos, "box-kg-meyer");
	if (rows > 0 || (m->kinds & OM_KIND_MARKER)) {
		if (v != NULL && om_atoi(v) != rows)
			return err_setn(e, EXIT_DATA, "%s: set,kg_meyer,%s but %d German unit at "
					"box-kg-meyer (§9.5): one of them is wrong", "%s: set,kg_meyer,%s but %d "
					"German units at box-kg-meyer (§9.5): one of them is wrong", rows,
					kit_path(m->st), v, rows);
		*n = rows;
		return 0;
	}
	if (v == NULL || om_atoi(v) < 0 || om_atoi(v) > 8)
		return err_set(e, EXIT_DATA, "%s: %s: the German units in the KG Meyer box (0 to 8: "
				"german rows at box-kg-meyer, or set,kg_meyer,N) are needed for the count "
				"of victory points (§20.3, §9.5)", kit_path(m->st), v ? _("bad set,kg_meyer") :
				_("no set,kg_meyer"));
	*n = om_atoi(v);
	return 0;
}

int om_vp_count(struct om_model *m, const char *check, int *vp, struct err *e)
{
	int final = !strcmp(check, "dday-32") || !strcmp(check, "beyond"), kg = 0;

	*vp = 0;
	if (strcmp(check, "first-waves") && strcmp(check, "dday-16") && !final)
		return err_set(e, EXIT_USAGE, "victory: check=%s is not first-waves, dday-16, "
				"dday-32 or beyond", check);
	if (!(m->kinds & OM_KIND_HEX))
		return err_set(e, EXIT_DATA, "%s: no '@hex' rows: the map is needed for the count of "
				"victory points (§13.22; umpire-omaha(7), MAP)", kit_path(m->st));
	if (!(m->kinds & OM_KIND_POSITION))
		return err_set(e, EXIT_DATA, "%s: no '@position' rows: the German positions are "
				"needed for the count of victory points (§13.2, §20.3)", kit_path(m->st));
	if (final && kg_meyer_units(m, &kg, e))
		return e->code;
	/* in the order of the rules' lists */
	if ((!final && count_wn(m, final, vp, e)) || count_reinf(m, final, vp, e) ||
	    count_draws(m, final, vp, e))
		return e->code;
	if (final) {
		count_high(m, vp);
		if (count_exits(m, vp, e) || count_wn(m, final, vp, e))
			return e->code;
	}
	if (final) {
		char b[16];
		*vp -= kg;
		log_stepn(m->g->log, "§20.3", "%s VP: %d German unit in the KG Meyer box",
				"%s VP: %d German units in the KG Meyer box", kg, pts(b, -kg), kg);
	}
	if (om_in_variant(m, "22.1")) {
		*vp -= 10;
		log_step(m->g->log, "§22.1", "-10 VP: variant Effective Allied bombardment");
	}
	return 0;
}
