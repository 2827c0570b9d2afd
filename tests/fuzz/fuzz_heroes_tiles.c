/*
 * fuzz_heroes_tiles.c: libFuzzer harness for Heroes of Normandie's tiles table,
 * the file a player types from the tiles in the box: the input is that table
 * (CSV: tile,item,id,at,kind,effects). A fixed state places its tile WJ1-A four
 * times, turned 0, 90, 180 and 270 degrees, and the overlay H-01 on it; the
 * board is built (every size, Line, element, square and corner read, moved and
 * turned) and lines of sight are traced across it. Nothing may crash, leak or
 * read out of bounds.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

static const char fixed[] =
	"umpire-state,1,heroes\n"
	"set,seed,fuzz\n"
	"@tile,id,tile,at,rot\n"
	"tile,t1,WJ1-A,r1c1,0\n"
	"tile,t2,WJ1-A,r1c2,90\n"
	"tile,t3,WJ1-A,r2c1,180\n"
	"tile,t4,WJ1-A,r2c2,270\n"
	"tile,t5,H-01,B2,0\n"
	"@counter,id,kind,mv,def,att_inf,att_light,att_heavy,range,abilities,back\n"
	"counter,rifles,inf,4,5,3,1,-,,,\n"
	"@unit,id,side,counter,at,face,flags,gear\n"
	"unit,a,cw,rifles,A1,front,,\n"
	"unit,b,de,rifles,C3,front,,\n";

static const char *const sights[] = { "los from=A1 to=C3", "los from=C3 to=A1 as=light",
	"los from=A1 to=H9", "los from=B7 to=G2 at=heavy" };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tables ts;
	struct table t;
	struct state st;
	struct err e = { 0 };
	struct log quiet = { 0 };
	const struct game *gm = game_find("heroes");

	memset(&t, 0, sizeof t);
	if (gm == NULL || table_parse(&t, (const char *)data, size, "fuzz-tiles.csv", &e) != 0) {
		table_free(&t);
		return 0;
	}
	tables_init(&ts, NULL);
	ts.t = calloc(table_nblobs + 8, sizeof *ts.t);
	if (ts.t == NULL)
		abort();
	ts.cap = table_nblobs + 8;
	t.game = strdup("heroes");
	t.name = strdup("tiles");
	if (t.game == NULL || t.name == NULL)
		abort();
	ts.t[ts.n++] = t;
	state_init(&st);
	if (state_parse(&st, fixed, sizeof fixed - 1, "fixed.csv", &e) == 0) {
		struct game_ctx g = { .game = gm, .log = &quiet, .tables = &ts };
		if (gm->check(&g, &st, &e) == 0)
			for (size_t i = 0; i < sizeof sights / sizeof sights[0]; i++) {
				struct order o = { 0 };
				struct chance c;
				struct err e2 = { 0 };
				chance_supplied(&c, NULL, 0);
				if (order_parse_line(&o, sights[i], gm->orders, gm->norders, gm->id, &e2) == 0)
					game_resolve(&g, &st, &o, &c, &e2);
				order_free(&o);
			}
	}
	state_free(&st);
	tables_free(&ts);
	return 0;
}
