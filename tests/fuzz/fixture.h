/*
 * fixture.h: the Salerno state the order harnesses (fuzz_order.c,
 * fuzz_resolve.c) play their inputs on, and fuzz_play() that plays them: every kind of situation the tests use
 * (river, precipice, supports, stacks, markers, limbered and flipped guns).
 */
#ifndef UMPIRE_FUZZ_FIXTURE_H
#define UMPIRE_FUZZ_FIXTURE_H

static const char fixture_text[] =
	"umpire-state,1,salerno43\n"
	"set,seed,fuzz\n"
	"@unit,id,side,nation,division,battalion,kind,size,target,weapon,hex,bank,stack,"
	"steps,att_armor,att_soft,def,support,range,ma,ma_color,r_att_armor,r_att_soft,r_def,"
	"r_support,flags\n"
	"unit,de-a,axis,DE,16pz,I/64,infantry,company,soft,,4111,A,1,2,2,6,4,,,10,normal,1,3,2,,assault\n"
	"unit,de-b,axis,DE,16pz,I/64,infantry,platoon,soft,,4111,A,2,1,2,6,4,,,10,normal,,,,,\n"
	"unit,de-cp,axis,DE,,,cp,platoon,soft,,4110,,1,1,0,2,2,,,6,normal,,,,,\n"
	"unit,de-pz,axis,DE,16pz,II/2,tank,company,armor,,4112,,1,2,10,6,6,,,10,normal,5,3,3,,\n"
	"unit,de-aa,axis,DE,16pz,flak,tow_only,company,soft,AA,4010,,1,1,1,5,2,3-2,3,4,yellow,,,,,limbered\n"
	"unit,stug,axis,DE,16pz,StuG,sp,company,armor,,4112,,2,1,6,5,5,,,10,normal,,,,,\n"
	"unit,pak,axis,DE,16pz,I/64,tow_only,company,soft,AT,4112,,3,1,5,3,2,,,4,red,,,,,\n"
	"unit,wespe,axis,DE,16pz,,sp,company,open,HOW,4010,,2,1,2,2,2,6-2,5,10,normal,,,,,\n"
	"unit,us-a,allied,US,36,1/141,infantry,company,soft,,4211,,1,2,1,4,4,,,6,normal,0,2,2,,opp_fire\n"
	"unit,us-hw,allied,US,36,1/141,heavy_weapons,company,soft,MTR,4211,,2,1,1,2,2,3,,6,normal,,,,,\n"
	"unit,us-b,allied,US,36,1/141,infantry,company,soft,,4211,,3,2,1,4,4,,,6,normal,0,2,2,,out_of_supply\n"
	"unit,us-105,allied,US,,,tow_only,company,soft,HOW,4513,,1,1,1,3,2,8-3,6,4,red,,,,,\n"
	"unit,m10,allied,US,,,sp,platoon,open,AT,4113,,1,1,6,2,3,4,4,8,normal,,,,,\n"
	"unit,cdo,allied,UK,,2cdo,commando,company,soft,,4210,,1,2,1,5,4,,,7,normal,0,3,2,,\n"
	"unit,m7,allied,UK,,5rha,sp,company,open,HOW,4311,,1,1,1,3,3,8-2,6,8,normal,,,,,rha5_m7\n"
	"unit,para,allied,US,82,504,para,company,soft,,4212,,1,2,0,5,4,,,6,normal,0,3,2,,\n"
	"@hex,hex,levels,terrain,river,bank_a,position\n"
	"hex,4010,3,city,,,\n"
	"hex,4110,1,clear,,,fortified\n"
	"hex,4111,2,clear,2,4110;4010;4011,\n"
	"hex,4112,1,tobacco_factory,,,ip\n"
	"hex,4113,1,clear,,,\n"
	"hex,4210,4,clear,,,\n"
	"hex,4211,1,clear,,,\n"
	"hex,4212,1,clear,,,\n"
	"hex,4311,1,clear,,,\n"
	"hex,4513,1,clear,,,\n"
	"@hexside,id,feature,high\n"
	"hexside,4110-4210,precipice,4210\n";

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* Play one input: the order line, resolved with the dice that follow it; with
 * `odds`, its odds too on a fresh copy of the state, which must sum to 1. */
static int fuzz_play(const uint8_t *data, size_t size, int odds)
{
	const struct game *gm = game_find("salerno43");
	const uint8_t *nl = memchr(data, '\n', size);
	size_t olen = nl ? (size_t)(nl - data) : size;
	char line[512];
	int faces[64], nfaces = 0;
	struct state st;
	struct err e = { 0 };
	struct order o;
	struct tables ts;
	struct log quiet = { 0 };
	struct game_ctx g = { .game = gm, .log = &quiet };
	struct chance *c;

	if (olen >= sizeof line)
		return 0;
	memcpy(line, data, olen);
	line[olen] = '\0';
	if (nl != NULL)
		for (size_t i = olen + 1; i < size && nfaces < 64; i++)
			faces[nfaces++] = 1 + data[i] % 6;
	state_init(&st);
	if (state_parse(&st, fixture_text, sizeof fixture_text - 1, "fuzz.csv", &e) != 0)
		abort();
	tables_init(&ts, NULL);
	g.tables = &ts;
	if (order_parse_line(&o, line, gm->orders, gm->norders, gm->id, &e) == 0) {
		struct err e2 = { 0 };
		struct odds_report r = { 0 };
		c = calloc(1, sizeof *c);
		chance_supplied(c, faces, nfaces);
		game_resolve(&g, &st, &o, c, &e2);
		free(c);
		if (!odds)
			goto out;
		memset(&e2, 0, sizeof e2);
		/* odds on a fresh copy: resolve may have changed st */
		struct state st2;
		state_init(&st2);
		state_parse(&st2, fixture_text, sizeof fixture_text - 1, "fuzz.csv", &e2);
		memset(&e2, 0, sizeof e2);
		if (game_odds(&g, &st2, &o, &r, &e2) == 0) {
			struct frac sum = { 0, 1 };
			int overflow = 0;
			for (int i = 0; i < r.nrows; i++)
				sum = frac_add(sum, r.rows[i].p, &overflow);
			if (!overflow && !frac_is_one(sum))
				abort();   /* every distribution sums to exactly 1 */
		}
		odds_report_free(&r);
		state_free(&st2);
	}
out:
	order_free(&o);
	tables_free(&ts);
	state_free(&st);
	return 0;
}

#endif
