/*
 * victory.c: the victory checks (§13.2, §20.2, §20.3, §21.2), the order
 *
 *   victory check=first-waves|dday-16|dday-32|beyond [vp=N]
 *
 * The victory points are counted from the state and the map (vp.c: §13.2
 * for first-waves and dday-16, §20.3 for dday-32 and beyond), or given by the
 * player with vp=N, which overrides the count; the order reads the level from
 * tables/omaha/victory.csv, every value of which the text gives, and ends the
 * game (`set,result,...`) when the level says so.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "om.h"

/* §13.2 (seed lines 3181-3184), §20, §20.1, §21.2: the points are counted only
 * if no division has suffered catastrophic losses, which end the game at once;
 * nor is a game counted again once a check has ended it. */
static int may_count(const struct om_model *m, int final, struct err *e)
{
	const char *ended = om_get(m, OM_K_RESULT);

	if (ended && *ended)
		return err_set(e, EXIT_REFUSED, "victory: the game has ended (set,result,%s): no "
				"victory check after (§13.1, §13.2, §20, §20.1)", ended);
	for (int d = 0; d < 2; d++) {
		const char *c = om_get(m, d ? OM_K_CAS29 : OM_K_CAS1);
		int lim = final ? 14 : 8;   /* §13.1: 8; §20.1: 14 on turns 17-32 */
		if (c && om_atoi(c) >= lim)
			return err_set(e, EXIT_REFUSED, "victory: the %s Division has %s units in its "
					"casualty box, its catastrophic level (%d): the game is lost, no "
					"victory check (%s)", om_division(d ? 29 : 1), c, lim,
					final ? "§20.1" : "§13.1, §13.2");
	}
	return 0;
}

int om_victory(struct om_model *m, const struct order *o, struct chance *c, struct err *e)
{
	const char *check = order_get(o, "check"), *vps = order_get(o, "vp");
	const struct table *t;
	int vp, neg = vps[0] == '-';
	int final = !strcmp(check, "dday-32") || !strcmp(check, "beyond");

	if (may_count(m, final, e))
		return e->code;
	if (!vps[0]) {
		if (om_vp_count(m, check, &vp, e))
			return e->code;
		log_step(m->g->log, final ? "§20.3" : "§13.2", "Total: %d VP", vp);
	} else {
		vp = om_atoi(vps + neg);
		if (vp < 0)
			return err_set(e, EXIT_USAGE, "victory: vp=%s is not a number", vps);
		if (neg)
			vp = -vp;
	}
	if (table_get(m->g->tables, "omaha", "victory", &t, e))
		return e->code;
	for (int r = 1; r < t->nrows; r++) {
		const char *lo = table_cell(t, r, 1), *hi = table_cell(t, r, 2);
		if (strcmp(table_cell(t, r, 0), check))
			continue;
		if ((strcmp(lo, "-") && vp < atoi(lo)) || (strcmp(hi, "-") && vp > atoi(hi)))
			continue;
		const char *res = table_cell(t, r, 3), *ends = table_cell(t, r, 4);
		const char *sect = table_cell(t, r, 5);
		char s[16];
		snprintf(s, sizeof s, "%.*s", (int)strcspn(sect, " "), sect);
		log_step(m->g->log, s, "%d VP at the %s check: %s%s", vp, check, res,
				!strcmp(ends, "yes") ? _("; the game ends") : "");
		if (!strcmp(ends, "yes"))
			om_set(m, OM_K_RESULT, res);
		return 0;
	}
	return err_set(e, EXIT_USAGE, "victory: check=%s is not first-waves, dday-16, dday-32 "
			"or beyond", check);
}
