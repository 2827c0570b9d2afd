/*
 * vp.c: the count of victory points (§13.2, §13.21, §13.22, §20.3, §22.1)
 * that the `victory` order levels (victory.c).
 *
 * Control for VP (§13.22) of a hex: outside the field of fire of every occupied
 * German position (disrupted or not; a vacant position has none: om_old_us_field),
 * with a US line of communication (om_old_us_loc), and either occupied or
 * controlled by a US unit (§12.1: om_old_us_control) or with no German line of
 * communication from it (om_old_loc_trace_hex): "behind US lines".
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

#include "om.h"

/* A count of points as the log writes it: "0", "+2", "-1". */
static const char *pts(char buf[16], int n)
{
	snprintf(buf, 16, n ? "%+d" : "0", n);
	return buf;
}

/* Whether hex is US-controlled for VP (§13.22); why says how, or why not. */
static int vp_control(struct game_ctx *g, struct state *st, const char *hex, int *ok,
		char *why, size_t wsize, struct err *e)
{
	const char *field = om_old_us_field(st, hex);
	int usloc, ctl, gloc;

	*ok = 0;
	if (field) {
		snprintf(why, wsize, "%s is in the field of fire of %s", hex, field);
		return 0;
	}
	if (om_old_us_loc(g, st, hex, 0, &usloc, e))
		return e->code;
	if (!usloc) {
		snprintf(why, wsize, "%s has no US line of communication", hex);
		return 0;
	}
	if (om_old_us_control(g, st, hex, &ctl, e))
		return e->code;
	if (ctl) {
		*ok = 1;
		snprintf(why, wsize, "%s is occupied or controlled by a US unit, with a US line "
				"of communication and no German field of fire", hex);
		return 0;
	}
	if (om_old_loc_trace_hex(g, st, hex, &gloc, e))
		return e->code;
	*ok = !gloc;
	snprintf(why, wsize, gloc ? "%s is neither occupied nor controlled by a US unit and "
			"traces a German line of communication" : "%s is behind US lines (US line "
			"of communication, no German one, no German field of fire)", hex);
	return 0;
}

/* A position with a US garrison marker is US-controlled for victory (§19.3),
 * whatever §13.22 says of its hexes: `set,garrisons`, written by `base
 * action=garrison` (base.c). */
static int garrisoned(const struct state *st, const struct state_row *r)
{
	return om_old_garrisoned(st, state_field(r, 1));
}

/* The hexes of a blank-separated list, checked against the map; n of them. */
static int hex_list(const struct state *st, const struct state_row *r, int col,
		char out[][8], int max, int *n, struct err *e)
{
	const char *p = state_field(r, col);

	*n = 0;
	while (*p) {
		size_t l;
		struct grid_hex h;
		char hx[8];
		p += strspn(p, " ");
		if (!*p)
			break;
		l = strcspn(p, " ");
		snprintf(hx, sizeof hx, "%.*s", (int)(l < 7 ? l : 7), p);
		if (l != 4 || grid_parse(hx, &h) || !om_old_hex(st, hx))
			return err_set(e, EXIT_DATA, "%s:%d:%d: '%s' is not a hex of the map",
					st->path ? st->path : "state", r->line, col + 1, hx);
		if (*n >= max)
			return err_set(e, EXIT_DATA, "%s:%d:%d: more than %d hexes",
					st->path ? st->path : "state", r->line, col + 1, max);
		snprintf(out[(*n)++], 8, "%s", hx);
		p += l;
	}
	return 0;
}

/* A kind's column the count needs, or exit 65 naming it. */
static int need_col(const struct state *st, const char *kind, const char *col,
		const char *sect, const char *what, int *out, struct err *e)
{
	struct state_kind *k = state_kind(st, kind);

	if (k == NULL || (*out = state_col(k, col)) < 0)
		return err_set(e, EXIT_DATA, "%s: no '%s' column of '@%s' rows, which the count "
				"of victory points needs: %s (%s; umpire-omaha(7), MAP)",
				st->path ? st->path : "state", col, kind, what, sect);
	return 0;
}

/* A 0/1 field, or exit 65 at its line and column. */
static int need_flag(const struct state *st, const struct state_row *r, int col,
		const char *what, int *out, struct err *e)
{
	const char *v = state_field(r, col);

	if (strcmp(v, "0") && strcmp(v, "1"))
		return err_set(e, EXIT_DATA, "%s:%d:%d: %s '%s' is not 0 or 1",
				st->path ? st->path : "state", r->line, col + 1, what, v);
	*out = v[0] == '1';
	return 0;
}

/* The WN positions (§13.2) or their hexes (§20.3). */
static int count_wn(struct game_ctx *g, struct state *st, int final, int *vp, struct err *e)
{
	struct state_kind *pk = state_kind(st, "position");
	int hc;

	hc = state_col(pk, "hexes");
	for (int i = 0; i < pk->nrows; i++) {
		const struct state_row *r = &pk->rows[i];
		char hx[2][8], why[2][256];
		int n, ok[2], all = 1;
		if (strcmp(om_old_col(st, "position", r, "kind"), "wn"))
			continue;
		if (hex_list(st, r, hc, hx, 2, &n, e))
			return e->code;
		for (int k = 0; k < n; k++) {
			if (garrisoned(st, r)) {
				ok[k] = 1;
				snprintf(why[k], sizeof why[k], "%s holds a US garrison (§19.3)", hx[k]);
			} else if (vp_control(g, st, hx[k], &ok[k], why[k], sizeof why[k], e))
				return e->code;
			all &= ok[k];
			if (final && !ok[k]) {
				*vp -= 1;
				log_step(g->log, "§20.3", "-1 VP: WN hex %s of %s is not controlled: %s",
						hx[k], state_field(r, 1), why[k]);
			}
		}
		if (final || n == 0)
			continue;
		if (all) {
			*vp += n;
			log_step(g->log, "§13.2", "+%d VP: %s (%s%s%s) is controlled: %s%s%s", n,
					state_field(r, 1), hx[0], n > 1 ? " " : "", n > 1 ? hx[1] : "",
					why[0], n > 1 ? "; " : "", n > 1 ? why[1] : "");
		} else
			log_step(g->log, "§13.22", "0 VP: %s (%s%s%s) is not controlled%s: %s%s%s",
					state_field(r, 1), hx[0], n > 1 ? " " : "", n > 1 ? hx[1] : "",
					n > 1 ? " (a two-hex WN needs both hexes)" : "",
					ok[0] ? "" : why[0], !ok[0] && n > 1 && !ok[1] ? "; " : "",
					n > 1 && !ok[1] ? why[1] : "");
	}
	return 0;
}

/* The German reinforcement positions: every one or PV ones (§13.2, ruling
 * a34-vp-positions), PV ones only (§20.3). */
static int count_reinf(struct game_ctx *g, struct state *st, int final, int *vp,
		struct err *e)
{
	struct state_kind *pk = state_kind(st, "position");
	const char *a34 = game_rule(g, st, "a34-vp-positions");
	int pv_only = final || (a34 && !strcmp(a34, "pv-only")), vc = -1, hc;

	if (pv_only && need_col(st, "position", "vp", final ? "§20.3" : "§13.2, ruling "
			"a34-vp-positions=pv-only", "the PV mark of the positions", &vc, e))
		return e->code;
	hc = state_col(pk, "hexes");
	for (int i = 0; i < pk->nrows; i++) {
		const struct state_row *r = &pk->rows[i];
		char hx[2][8], why[256];
		int n, ok, pv = 0;
		if (strcmp(om_old_col(st, "position", r, "kind"), "reinf"))
			continue;
		if (pv_only && need_flag(st, r, vc, "vp", &pv, e))
			return e->code;
		if (hex_list(st, r, hc, hx, 2, &n, e))
			return e->code;
		if (pv_only && !pv) {
			if (!final)
				log_step(g->log, "§13.2", "0 VP: %s is not marked PV (ruling "
						"a34-vp-positions=pv-only)", state_field(r, 1));
			continue;
		}
		if (n == 0)
			return err_set(e, EXIT_DATA, "%s:%d: position %s has no hex",
					st->path ? st->path : "state", r->line, state_field(r, 1));
		if (garrisoned(st, r)) {
			ok = 1;
			snprintf(why, sizeof why, "%s holds a US garrison (§19.3)", hx[0]);
		} else if (vp_control(g, st, hx[0], &ok, why, sizeof why, e))
			return e->code;
		if (ok)
			*vp += 1;
		log_step(g->log, ok ? (final ? "§20.3" : "§13.2") : "§13.22", "%s VP: %s "
				"reinforcement position %s (%s) is %scontrolled: %s", ok ? "+1" : "0",
				pv ? "PV" : "German", state_field(r, 1), hx[0], ok ? "" : "not ", why);
	}
	return 0;
}

/* The draws: controlled south of the barrier (§13.21, +5) or open to US
 * traffic (§20.3, +4). */
static int count_draws(struct game_ctx *g, struct state *st, int final, int *vp,
		struct err *e)
{
	struct state_kind *dk = state_kind(st, "draw");
	int col, cc = -1;

	if (need_col(st, "draw", final ? "hexes" : "inland", final ? "§20.3" : "§13.21",
			final ? "every hex of each draw" : "the hexes of each draw south of the "
			"anti-tank barrier at its mouth", &col, e) ||
	    (final && need_col(st, "draw", "cleared", "§20.3", "whether engineers cleared "
			"each draw's obstacles", &cc, e)))
		return e->code;
	for (int i = 0; i < dk->nrows; i++) {
		const struct state_row *r = &dk->rows[i];
		char hx[32][8], why[256] = "";
		int n, ok = 1, cleared = 1;
		if (hex_list(st, r, col, hx, 32, &n, e) ||
		    (final && need_flag(st, r, cc, "cleared", &cleared, e)))
			return e->code;
		if (n == 0)
			return err_set(e, EXIT_DATA, "%s:%d:%d: draw %s has no hex",
					st->path ? st->path : "state", r->line, col + 1, state_field(r, 1));
		char list[32 * 5 + 1] = "";
		for (int k = 0; k < n; k++) {
			size_t l = strlen(list);
			snprintf(list + l, sizeof list - l, "%s%s", k ? " " : "", hx[k]);
		}
		for (int k = 0; k < n && ok; k++)
			if (vp_control(g, st, hx[k], &ok, why, sizeof why, e))
				return e->code;
		if (!final) {
			if (ok)
				*vp += 5;
			log_step(g->log, ok ? "§13.21" : "§13.22", "%s VP: draw %s (%s) is "
					"%scontrolled%s%s", ok ? "+5" : "0", state_field(r, 1), list,
					ok ? "" : "not ",
					ok ? ": every hex south of its anti-tank barrier is controlled" : ": ",
					ok ? "" : why);
			continue;
		}
		if (ok && cleared)
			*vp += 4;
		log_step(g->log, ok ? "§20.3" : "§13.22", "%s VP: draw %s (%s) is %sopen to US "
				"traffic: %s", ok && cleared ? "+4" : "0", state_field(r, 1), list,
				ok && cleared ? "" : "not ", !ok ? why : cleared ? "every hex controlled "
				"and its obstacles cleared" : "its obstacles are not cleared by engineers");
	}
	return 0;
}

static int is_armour(int type)
{
	return type == OM_TANK || type == OM_SPART || type == OM_SPAA;   /* §2.23, marked * */
}

/* Non-infantry units on high ground (§20.3): every terrain but beach, shelf and
 * draw (§2.1, as loc.c's §12.11). "non-infanterie et non-HQ" (seed lines
 * 4230-4231): HQs do not count; a General, which the text does not except
 * (where it means both it says "HQ et Généraux"), does. */
static int count_high(struct game_ctx *g, struct state *st, int *vp, struct err *e)
{
	struct om_units u;

	if (om_old_units(st, &u, e))
		return e->code;
	for (int i = 0; i < u.k->nrows; i++) {
		const struct state_row *r = &u.k->rows[i];
		const char *at = state_field(r, u.at);
		struct state_row *h = om_old_hex(st, at);
		int type = om_type_parse(state_field(r, u.type));
		if (h == NULL || type == OM_INF || type == OM_RANGER || type == OM_HQ)
			continue;
		const char *t = om_old_col(st, "hex", h, "terrain");
		if (!strcmp(t, "beach") || !strcmp(t, "shelf") || !strcmp(t, "draw"))
			continue;
		*vp += 1;
		log_step(g->log, "§20.3", "+1 VP: %s (%s) is on high ground in %s (%s)",
				state_field(r, u.id), om_type_name(type), at, t);
	}
	return 0;
}

/* Steps exited through a lettered exit (§20.3): `@exited,unit,exit,type,steps`. */
static int count_exits(struct game_ctx *g, struct state *st, int *vp, struct err *e)
{
	struct state_kind *xk = state_kind(st, "exited"), *hk = state_kind(st, "hex");
	struct om_units u;
	int ec, tc, sc;

	if (xk == NULL)
		return 0;   /* no unit left the map */
	if (om_old_units(st, &u, e))
		return e->code;
	if (need_col(st, "exited", "exit", "§20.3", "the exit each unit left by", &ec, e) ||
	    need_col(st, "exited", "type", "§20.3", "the type of each unit exited", &tc, e) ||
	    need_col(st, "exited", "steps", "§20.3", "the steps each unit exited with", &sc, e))
		return e->code;
	for (int i = 0; i < xk->nrows; i++) {
		const struct state_row *r = &xk->rows[i];
		const char *x = state_field(r, ec), *id = state_field(r, 1);
		int type = om_type_parse(state_field(r, tc)), steps = om_atoi(state_field(r, sc));
		const char *exhex = NULL;
		char b[16];
		int loc = 0;
		int on = state_find(u.k, u.id, id);
		if (on >= 0 && om_old_hex(st, state_field(&u.k->rows[on], u.at)))
			return err_set(e, EXIT_DATA, "%s:%d:2: %s exited the map (§20.3) but its "
					"'unit' row puts it on %s", st->path ? st->path : "state", r->line,
					id, state_field(&u.k->rows[on], u.at));
		if (type < 0)
			return err_set(e, EXIT_DATA, "%s:%d:%d: unit type '%s' unknown",
					st->path ? st->path : "state", r->line, tc + 1, state_field(r, tc));
		if (steps < 1 || steps > 4)
			return err_set(e, EXIT_DATA, "%s:%d:%d: steps '%s' is not 1 to 4",
					st->path ? st->path : "state", r->line, sc + 1, state_field(r, sc));
		for (int j = 0; hk && j < hk->nrows && !loc; j++) {
			if (strcmp(om_old_col(st, "hex", &hk->rows[j], "exit"), x) || !x[0])
				continue;
			exhex = state_field(&hk->rows[j], 1);
			if (om_old_us_loc(g, st, exhex, 0, &loc, e))
				return e->code;
		}
		if (exhex == NULL)
			return err_set(e, EXIT_DATA, "%s:%d:%d: no hex of the map is exit '%s' (§20.3)",
					st->path ? st->path : "state", r->line, ec + 1, x);
		if (type == OM_RANGER) {
			int fg = !strcmp(x, "F") || !strcmp(x, "G");
			if (fg)
				*vp += steps;
			log_step(g->log, "§20.3", "%s VP: %d Ranger step%s of %s exited through %s%s",
					pts(b, fg ? steps : 0), steps, steps > 1 ? "s" : "", id, x,
					fg ? " (F or G: no line of communication needed)" :
					": Rangers score only through F or G");
			continue;
		}
		if (is_armour(type)) {
			/* §20.3: "Vous pouvez gagner des PV pour avoir une unité blindée sur
			 * les hauteurs et ses pas si elle parvient à sortir" */
			*vp += 1;
			log_step(g->log, "§20.3", "+1 VP: %s (%s) reached high ground and exited "
					"through %s (an armoured unit scores both)", id,
					om_type_name(type), x);
		}
		if (type != OM_INF && !is_armour(type)) {
			log_step(g->log, "§20.3", "0 VP: %s (%s) exited through %s: only armour and "
					"regular infantry steps count", id, om_type_name(type), x);
			continue;
		}
		if (loc)
			*vp += steps;
		log_step(g->log, "§20.3", "%s VP: %d step%s of %s (%s) exited through %s (%s), "
				"%s", pts(b, loc ? steps : 0), steps, steps > 1 ? "s" : "", id,
				om_type_name(type), x, exhex, loc ? "which traces a US line of "
				"communication" : "which traces no US line of communication");
	}
	return 0;
}

/*
 * The German units still in the Kampfgruppe Meyer box (§9.5, §20.3): the
 * `german` rows at box-kg-meyer when the state keeps the box (such rows, or
 * the depth-marker pools as `marker` rows: depth.c moves them out); else the
 * player's `set,kg_meyer,N`. Both present must agree.
 */
static int kg_meyer_units(const struct state *st, int *n, struct err *e)
{
	struct state_kind *gk = state_kind(st, "german");
	const char *v = state_get(st, "kg_meyer"), *path = st->path ? st->path : "state";
	int pc = gk ? state_col(gk, "position") : -1, rows = 0;

	for (int i = 0; pc >= 0 && i < gk->nrows; i++)
		rows += !strcmp(state_field(&gk->rows[i], pc), "box-kg-meyer");
	if (rows > 0 || om_old_markers(st) != NULL) {
		if (v != NULL && om_atoi(v) != rows)
			return err_set(e, EXIT_DATA, "%s: set,kg_meyer,%s but %d German unit%s at "
					"box-kg-meyer (§9.5): one of them is wrong", path, v, rows,
					rows == 1 ? "" : "s");
		*n = rows;
		return 0;
	}
	if (v == NULL || om_atoi(v) < 0 || om_atoi(v) > 8)
		return err_set(e, EXIT_DATA, "%s: %s: the German units in the KG Meyer box "
				"(0 to 8: german rows at box-kg-meyer, or set,kg_meyer,N) are needed "
				"for the count of victory points (§20.3, §9.5)", path,
				v ? "bad set,kg_meyer" : "no set,kg_meyer");
	*n = om_atoi(v);
	return 0;
}

int om_old_vp_count(struct game_ctx *g, struct state *st, const char *check, int *vp,
		struct err *e)
{
	int final = !strcmp(check, "dday-32") || !strcmp(check, "beyond"), kg = 0;

	*vp = 0;
	if (strcmp(check, "first-waves") && strcmp(check, "dday-16") && !final)
		return err_set(e, EXIT_USAGE, "victory: check=%s is not first-waves, dday-16, "
				"dday-32 or beyond", check);
	if (state_kind(st, "hex") == NULL)
		return err_set(e, EXIT_DATA, "%s: no '@hex' rows: the map is needed for the count "
				"of victory points (§13.22; umpire-omaha(7), MAP)",
				st->path ? st->path : "state");
	if (state_kind(st, "position") == NULL)
		return err_set(e, EXIT_DATA, "%s: no '@position' rows: the German positions are "
				"needed for the count of victory points (§13.2, §20.3)",
				st->path ? st->path : "state");
	if (final && kg_meyer_units(st, &kg, e))
		return e->code;
	/* in the order of the rules' lists */
	if ((!final && count_wn(g, st, final, vp, e)) || count_reinf(g, st, final, vp, e) ||
	    count_draws(g, st, final, vp, e) ||
	    (final && (count_high(g, st, vp, e) || count_exits(g, st, vp, e) ||
		       count_wn(g, st, final, vp, e))))
		return e->code;
	if (final) {
		char b[16];
		*vp -= kg;
		log_step(g->log, "§20.3", "%s VP: %d German unit%s in the KG Meyer box",
				pts(b, -kg), kg, kg == 1 ? "" : "s");
	}
	if (om_old_variant(st, "22.1")) {
		*vp -= 10;
		log_step(g->log, "§22.1", "-10 VP: variant Effective Allied bombardment");
	}
	return 0;
}
