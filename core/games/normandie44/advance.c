/*
 * advance.c: the `advance` order of Normandie 1944: the advance after combat
 * (§6.7). Units that took part in the last attack may occupy the hex or hexes
 * the defender left, one or two as its retreat, free of terrain costs and
 * ZOC: the combat hex first, then the hex the defender's retreat went through
 * (seed L1470-1471: "le ou les hex. libéré(s) par le défenseur"); after a
 * defender's elimination, its hex (ruling advance-elim). What the last combat
 * left is in `set,combat.*` (assault.c). An advance without
 * exploitation opens the defender's counter-attack (§6.9).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"

const struct order_param n44_advance_params[] = {
	{ "units", "ID,...", NULL, "units that took part in the last attack (§6.7)" },
	{ "path", "HEX[,HEX]", NULL, "the vacated hexes entered, in order (one, or two after a "
		"retreat of two)" },
	{ NULL, NULL, NULL, NULL },
};

int n44_advance_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct n44_model m;
	char ids[N44_FIGHT_MAX][48], hexes[2][8];
	const char *att = state_get(st, "combat.attackers"), *vac = state_get(st, "combat.vacated");
	const char *ret = state_get(st, "combat.retreat"), *elim_rule;
	const char *tgt = state_get(st, "combat.target");
	struct grid_hex path[2];
	int n, k, max;

	(void)c;
	if (n44_model_load(&m, g, st, e))
		return e->code;
	if (att == NULL || vac == NULL || !*vac) {
		kit_refuse(e, "§6.7", "no combat this segment left a hex to advance into");
		goto done;
	}
	n = order_split(order_get(o, "units"), ids[0], 48, N44_FIGHT_MAX);
	k = order_split(order_get(o, "path"), hexes[0], 8, 2);
	if (n <= 0 || k <= 0) {
		err_set(e, EXIT_USAGE, "advance: units= names the units, path= one or two hexes");
		goto done;
	}
	for (int i = 0; i < k; i++)
		if (n44_hex_parse(hexes[i], &path[i])) {
			err_set(e, EXIT_USAGE, "advance: path=: '%s' is not a hex AABB", hexes[i]);
			goto done;
		}
	elim_rule = game_rule(g, st, "advance-elim");
	max = ret && atoi(ret) > 0 ? atoi(ret) : (elim_rule && !strcmp(elim_rule, "two") ? 2 : 1);
	if (k > max) {
		kit_refusen(e, "§6.7", "the advance follows the defender's retreat: %d hex at most",
				"the advance follows the defender's retreat: %d hexes at most", max,
				max);
		goto done;
	}
	for (int i = 0; i < k; i++) {
		if (!kit_flag_has(vac, hexes[i])) {
			kit_refuse(e, "§6.7", "%s is not a hex the defender left (%s)", hexes[i], vac);
			goto done;
		}
	}
	if (strcmp(hexes[0], tgt ? tgt : "")) {      /* the defender left it first */
		kit_refuse(e, "§6.7", "the advance enters the combat hex %s first, then the hexes "
				"the defender's retreat went through (%s)", tgt ? tgt : "?", vac);
		goto done;
	}
	for (int i = 0; i < n; i++) {
		struct n44_unit *u = n44_unit_find(&m, ids[i]);
		if (u == NULL) {
			err_set(e, EXIT_DATA, "advance: no unit '%s' in %s", ids[i], kit_path(st));
			goto done;
		}
		if (!kit_flag_has(att, u->id) || u->steps == 0 || !n44_on_map(u)) {
			kit_refuse(e, "§6.7", "%s did not take part in the last attack, or is gone", u->id);
			goto done;
		}
		struct grid_hex from = u->loc.hex;
		for (int j = 0; j < k; j++) {
			struct n44_unit *x[2];
			if (!n44_adjacent(&m, j ? path[j - 1] : from, path[j])) {
				kit_refuse(e, "§6.7", "the advance enters adjacent hexes, in order");
				goto done;
			}
			if (n44_units_in(&m, path[j], !u->side, x, 2) > 0) {
				kit_refuse(e, "§6.7", "%02d%02d holds enemy units", path[j].row, path[j].col);
				goto done;
			}
		}
		u->loc.hex = path[k - 1];
		u->changed = 1;
		log_step(g->log, "§6.7", "%s advances %s%s%s, free of terrain and ZOC", u->id,
				hexes[0], k > 1 ? " then " : "", k > 1 ? hexes[1] : "");
	}
	if (!strcmp(state_get(st, "combat.exploit") ? state_get(st, "combat.exploit") : "", "no") &&
	    strcmp(state_get(st, "combat.kind") ? state_get(st, "combat.kind") : "", "counter"))
		log_step(g->log, "§6.9", "An advance without exploitation: the defender may "
				"counter-attack at once (assault kind=counter)");
	if (state_set(st, "combat.advanced", "yes"))       /* what a counter-attack answers */
		err_set(e, EXIT_IO, "out of memory");
	else
		n44_model_save(&m, e);
done:
	n44_model_free(&m);
	return e->code;
}
