/*
 * model.c: reading Salerno 1943's state rows into typed structs (see s43.h).
 *
 * Every value is checked here, once, so the orders never meet a malformed
 * number: an error names the file, line and column (the field number) and what
 * was expected. Unknown columns are ignored here and kept by the state layer.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "i18n.h"
#include "s43.h"

const char *const s43_unit_cols[] = {
	"id", "side", "nation", "division", "battalion", "kind", "size", "icon", "target",
	"weapon", "hex", "bank", "stack", "steps", "max_steps", "att_armor", "att_soft",
	"def", "support", "range", "ma", "ma_color", "r_att_armor", "r_att_soft", "r_def",
	"r_support", "flags",
};
const int s43_unit_ncols = (int)(sizeof s43_unit_cols / sizeof s43_unit_cols[0]);

/* NULL-terminated, for kit_enum() (a fuzzer found the missing terminator) */
static const char *const kind_names[S43_K_COUNT + 1] = {
	"infantry", "mech_infantry", "hq", "heavy_weapons", "recon", "engineer", "ranger",
	"commando", "para", "cp", "tank", "sp", "armored_car", "tow_only", "aa_mg", "sp_aa",
	"rail_gun", NULL,
};
static const char *const target_names[] = { "soft", "armor", "open", "mech", "mixed", NULL };
static const char *const weapon_names[] = { "", "AT", "AA", "ART", "MTR", "HOW", "RCL", NULL };
static const char *const flag_names[] = {
	"assault", "opp_fire", "withdraw", "limbered", "out_of_supply", "fired", "moved",
	"immobilized", "flipped", "25pdr", "rha5_m7", "fought", "supported", "ma_half",
	"ma_two_thirds", "no_move", "aa_hit", "aa_miss", "first_wave", "permanent",
	"forced_march", "entered", "advanced", "held", NULL,
};

const char *s43_side_name(int side)
{
	return side == S43_ALLIED ? "allied" : "axis";
}

int s43_side_parse(const char *v)
{
	return kit_enum((const char *const[]){ "allied", "axis", NULL }, v);
}

const char *s43_kind_name(int kind)
{
	return kind >= 0 && kind < S43_K_COUNT ? kind_names[kind] : "?";
}

int s43_value(const struct s43_unit *u, const int16_t v[2], int steps)
{
	return v[steps < u->max_steps ? 1 : 0];
}

/*
 * Reading a unit row. A resolve reads every unit of the state, checking each
 * value, though the order touches a few of them: on a 300-unit state reading
 * them was 712,000 of the 1.91M instructions of a resolve (issue 14, 2,370 a
 * unit; DESIGN.md asks a resolve within 1.5x a program that only copies the
 * file). So each check has a fast path for the values states hold, written
 * inline, and the slow, precise path of before (kit_enum, number's message)
 * only for what the fast path does not recognise: a value it accepts is one
 * the slow path accepts with the same result, and every other value reaches
 * the slow path, which accepts it or reports it as before.
 */

/* 1 if v is the string s, a literal of fewer than 32 letters. Inline and
 * unrolled, the literal's letters become constants: "infantry" is 9 compares
 * of a byte with a constant, not a strcmp call (about 22 instructions) nor a
 * loop over both strings (about 7 a letter). v[i] is read only when v[i - 1]
 * matched a letter that is not the end, so never past v's end. */
static inline __attribute__((always_inline)) int same(const char *v, const char *s)
{
#pragma GCC unroll 32
	for (int i = 0; i < 32; i++) {
		if (v[i] != s[i])
			return 0;
		if (s[i] == '\0')
			return 1;
	}
	return 0;
}

/* v's index in the NULL-terminated `names`: `found`, what a switch on its
 * first letters found (-1 if nothing), else kit_enum's walk through the names,
 * a strcmp for each sharing v's first letter; -1 for a value that is none of
 * them (the caller reports it). The switches name each name a second time: a
 * switch that misses a name costs time, never a wrong answer. */
static inline int or_walk(int found, const char *const *names, const char *v)
{
	return found >= 0 ? found : kit_enum(names, v);
}

/* The switches: the one name of each table v may be, from its first letters
 * (each read only when the letter before it is not v's end), checked whole. */
#define IS(name, value) (same(v, name) ? (value) : -1)
static int kind_of(const char *v)
{
	switch (v[0]) {
	case 'i': return IS("infantry", S43_K_INFANTRY);
	case 'm': return IS("mech_infantry", S43_K_MECH_INFANTRY);
	case 'h': return v[1] == 'q' ? IS("hq", S43_K_HQ) :
			IS("heavy_weapons", S43_K_HEAVY_WEAPONS);
	case 'r': return v[1] == 'e' ? IS("recon", S43_K_RECON) :
			v[1] == 'a' && v[2] == 'n' ? IS("ranger", S43_K_RANGER) :
			IS("rail_gun", S43_K_RAIL_GUN);
	case 'e': return IS("engineer", S43_K_ENGINEER);
	case 'c': return v[1] == 'o' ? IS("commando", S43_K_COMMANDO) : IS("cp", S43_K_CP);
	case 'p': return IS("para", S43_K_PARA);
	case 't': return v[1] == 'a' ? IS("tank", S43_K_TANK) :
			IS("tow_only", S43_K_TOW_ONLY);
	case 's': return v[1] == 'p' && v[2] == '\0' ? S43_K_SP : IS("sp_aa", S43_K_SP_AA);
	case 'a': return v[1] == 'r' ? IS("armored_car", S43_K_ARMORED_CAR) :
			IS("aa_mg", S43_K_AA_MG);
	default: return -1;
	}
}

static int target_of(const char *v)
{
	switch (v[0]) {
	case 's': return IS("soft", S43_SOFT);
	case 'a': return IS("armor", S43_ARMOR);
	case 'o': return IS("open", S43_OPEN);
	case 'm': return v[1] == 'e' ? IS("mech", S43_MECH) : IS("mixed", S43_MIXED);
	default: return -1;
	}
}

static int weapon_of(const char *v)
{
	switch (v[0]) {
	case '\0': return S43_W_NONE;
	case 'A': return v[1] == 'T' ? IS("AT", S43_W_AT) : v[1] == 'A' ? IS("AA", S43_W_AA) :
			IS("ART", S43_W_ART);
	case 'M': return IS("MTR", S43_W_MTR);
	case 'H': return IS("HOW", S43_W_HOW);
	case 'R': return IS("RCL", S43_W_RCL);
	default: return -1;
	}
}

static int side_of(const char *v)
{
	return v[0] != 'a' ? -1 : v[1] == 'l' ? IS("allied", S43_ALLIED) : IS("axis", S43_AXIS);
}

static int nation_of(const char *v)
{
	return v[0] == 'U' ? (v[1] == 'S' ? IS("US", 0) : IS("UK", 1)) : v[0] == 'D' ?
		IS("DE", 2) : IS("IT", 3);
}

static int color_of(const char *v)
{
	return v[0] == 'n' ? IS("normal", 0) : v[0] == 'y' ? IS("yellow", 1) : IS("red", 2);
}
#undef IS

/* A whole number of 1 to 3 digits, 0 to 999, or -1: what a counter prints. */
static inline int digits3(const char *v)
{
	int n;

	if ((unsigned)(v[0] - '0') > 9)
		return -1;
	n = v[0] - '0';
	if (v[1] == '\0')
		return n;
	if ((unsigned)(v[1] - '0') > 9)
		return -1;
	n = n * 10 + (v[1] - '0');
	if (v[2] == '\0')
		return n;
	if ((unsigned)(v[2] - '0') > 9 || v[3] != '\0')
		return -1;
	return n * 10 + (v[2] - '0');
}

/* grid_parse, inline, for the 4 digits a hex field holds: a resolve reads the
 * hex of every unit and hex row, and the call was 46 instructions, nearly 10%
 * of reading the map (issue 14). Anything else is grid_parse's to refuse. */
static inline int hex_of(const char *v, struct grid_hex *h)
{
	if ((unsigned)(v[0] - '0') <= 9 && (unsigned)(v[1] - '0') <= 9 &&
	    (unsigned)(v[2] - '0') <= 9 && (unsigned)(v[3] - '0') <= 9 && v[4] == '\0') {
		h->col = (v[0] - '0') * 10 + (v[1] - '0');
		h->row = (v[2] - '0') * 10 + (v[3] - '0');
		return 0;
	}
	return grid_parse(v, h);
}

/* number()'s checks, out of its way: the numbers of a 300-unit state are read
 * 3,300 times a resolve and its fast path takes nearly all of them. */
static __attribute__((noinline, cold)) int number_slow(const struct state *st,
		const struct state_row *r, int col, const char *v, const char *name, int min,
		int max, int empty_ok, int *out, struct err *e)
{
	const char *p = v;
	long n = 0;
	char what[96], label[160];

	if (*v == '\0' && empty_ok) {
		*out = -1;
		return 0;
	}
	for (; *p >= '0' && *p <= '9' && n <= max; p++)   /* no overflow: stops past max */
		n = n * 10 + (*p - '0');
	if (p != v && *p == '\0' && n >= min && n <= max) {
		*out = (int)n;   /* leading zeros: "007" */
		return 0;
	}
	snprintf(what, sizeof what, "a whole number from %d to %d%s", min, max,
			empty_ok ? _(", or empty") : "");
	snprintf(label, sizeof label, "%s '%.100s'", name, v);
	return kit_bad(e, st, r, col, "%s is not %s", label, what);
}

/* A support value: "" (none), "N", or "X-Y" (indirect, §9.52), each number of
 * at most 3 digits; read in place, without the copy it once took. The caller
 * has set *x, *y to -1 and *dual to 0, and v is not empty (most units give no
 * support value: the call is only for those that do). */
static int support_value(const char *v, int16_t *x, int16_t *y, int8_t *dual)
{
	int a = 0, b = 0, n;

	for (n = 0; *v >= '0' && *v <= '9' && n < 4; v++, n++)   /* 4: too many */
		a = a * 10 + (*v - '0');
	if (n == 0 || n > 3 || (*v != '\0' && *v != '-'))
		return -1;
	*x = *y = (int16_t)a;
	if (*v == '\0')
		return 0;
	for (v++, n = 0; *v >= '0' && *v <= '9' && n < 4; v++, n++)
		b = b * 10 + (*v - '0');
	if (n > 3 || *v != '\0')
		return -1;
	*y = (int16_t)b;   /* "X-": a blank value counts as 0 (§9.52) */
	*dual = 1;
	return 0;
}

/* A non-negative integer of at most 3 digits, or -1 for "" (flags mp=, road=). */
static int small_int(const char *v, int *out)
{
	int n = 0, digits = 0;

	if (*v == '\0') {
		*out = -1;
		return 0;
	}
	for (; *v; v++, digits++) {
		if (*v < '0' || *v > '9' || digits == 3)
			return -1;
		n = n * 10 + (*v - '0');
	}
	*out = n;
	return 0;
}

/* The columns of s43_unit_cols in a `unit` header (-1 where absent), indexed
 * in the order of s43_unit_cols. */
enum { ID, SIDE, NATION, DIV, BAT, KIND, SIZE, ICON, TARGET, WEAPON, HEX, BANK, STACK,
	STEPS, MAX_STEPS, AA, AS, DEF, SUP, RANGE, MA, MA_COLOR, RAA, RAS, RDEF, RSUP, FLAGS,
	NCOLS };
_Static_assert(sizeof s43_unit_cols / sizeof s43_unit_cols[0] == NCOLS,
		"one column name a column index");
/* The goal of issue 14 for a unit (see s43.h): a field added must find room in
 * the padding or in a narrower type. */
_Static_assert(sizeof(void *) != 8 || sizeof(struct s43_unit) <= 128,
		"struct s43_unit is at most 128 bytes");
struct cols {
	int c[NCOLS];
	int canonical;   /* c[i] is i + 1: the header is s43_unit_cols, in order */
};

/* The columns, from the header of the unit rows. A header written by umpire
 * starts with s43_unit_cols in order, each matched by one strcmp; where it
 * departs, state_col looks up the others (issue 14: 27 state_col calls, each a
 * walk through the header, were 12,000 instructions). */
static void unit_cols(const struct state_kind *k, struct cols *c)
{
	int i = 0;

	/* cols[1..i] are s43_unit_cols[0..i-1], all distinct, so the first column
	 * named s43_unit_cols[i] is i + 1 if cols[i + 1] is: state_col's answer */
	for (; i < NCOLS && i + 1 < k->ncols && strcmp(k->cols[i + 1], s43_unit_cols[i]) == 0;
			i++)
		c->c[i] = i + 1;
	c->canonical = i == NCOLS;
	for (; i < NCOLS; i++)
		c->c[i] = state_col(k, s43_unit_cols[i]);
}

/* A unit row's fields, in the order of s43_unit_cols ("" for a column the
 * header lacks), read once. */
struct fields {
	const struct state_row *r;
	const struct cols *c;
	const char *f[NCOLS];
};

/* On a copy of the row, which no store to f->f can change: the compiler reads
 * the row's size and fields once, not at each of the 27 fields. With a
 * canonical header (columns 1 to 27 in order), state_fields reads them all
 * with one look at how the row holds them, and a field is a load and an add
 * (issue 14: 390 instructions a unit before, 81 now). */
static void row_fields(const struct state_row *r, const struct cols *c, struct fields *f)
{
	const struct state_row row = *r;

	f->r = r;
	f->c = c;
	if (c->canonical) {
		state_fields(&row, 1, NCOLS, f->f);
	} else {
		for (int i = 0; i < NCOLS; i++)
			f->f[i] = state_field(&row, c->c[i]);
	}
}

/* A whole number of column `name` (field x of f) from min to max, or -1 when
 * empty and `empty_ok`; else EXIT_DATA naming the field and the range. The
 * fast path takes 1 to 3 digits within the range (issue 14: number() was
 * 218,000 instructions of reading 300 units, 66 a number; this is about 10). */
static inline int number(const struct state *st, const struct fields *f, int x,
		const char *name, int min, int max, int empty_ok, int *out, struct err *e)
{
	const char *v = f->f[x];
	int n = digits3(v);

	if (n >= 0 && n >= min && n <= max) {
		*out = n;
		return 0;
	}
	if (v[0] == '\0' && empty_ok) {
		*out = -1;
		return 0;
	}
	return number_slow(st, f->r, f->c->c[x], v, name, min, max, empty_ok, out, e);
}

/* Who the unit is: id, side, nation, formation, kind and size, the icon that
 * names its loss type (§9.64), how it is attacked (§2.21) and its weapon. */
static int load_identity(const struct state *st, const struct fields *f,
		struct s43_unit *u, struct err *e)
{
	static const char *const sides[] = { "allied", "axis", NULL };
	static const char *const nations[] = { "US", "UK", "DE", "IT", NULL };
	const struct state_row *r = f->r;
	const int *c = f->c->c;
	const char *v;
	int i;

	u->id = f->f[ID];
	if (*u->id == '\0')
		return kit_bad(e, st, r, c[ID], "unit without an id");
	v = f->f[SIDE];
	if ((i = or_walk(side_of(v), sides, v)) < 0)
		return kit_bad(e, st, r, c[SIDE], "side '%s' is not allied or axis", v);
	u->side = (int8_t)i;
	v = f->f[NATION];
	if (or_walk(nation_of(v), nations, v) < 0)
		return kit_bad(e, st, r, c[NATION], "nation '%s' is not US, UK, DE or IT", v);
	memcpy(u->nation, v, 3);   /* two letters and the NUL */
	u->division = f->f[DIV];
	u->battalion = f->f[BAT];
	v = f->f[KIND];
	if ((i = or_walk(kind_of(v), kind_names, v)) < 0)
		return kit_bad(e, st, r, c[KIND], "kind '%s' is not one of the kinds of "
				"umpire-salerno43(7)", v);
	u->kind = (int8_t)i;
	v = f->f[SIZE];
	if (!(v[0] == 'c' && same(v, "company")) && !(v[0] == 'p' && same(v, "platoon")))
		return kit_bad(e, st, r, c[SIZE], "size '%s' is not company or platoon", v);
	u->platoon = v[0] == 'p';
	/* The loss type of §9.64: NATO symbol or silhouette. Default: silhouette for
	 * vehicles, NATO symbol for the rest. */
	v = f->f[ICON];
	if (*v == '\0')
		u->silhouette = u->kind == S43_K_TANK || u->kind == S43_K_SP ||
			u->kind == S43_K_ARMORED_CAR || u->kind == S43_K_SP_AA;
	else if (same(v, "nato") || same(v, "silhouette"))
		u->silhouette = v[0] == 's';
	else
		return kit_bad(e, st, r, c[ICON], "icon '%s' is not nato or silhouette", v);
	v = f->f[TARGET];
	if ((i = or_walk(target_of(v), target_names, v)) < 0)
		return kit_bad(e, st, r, c[TARGET], "target '%s' is not soft, armor, open, "
				"mech or mixed", v);
	u->target = (int8_t)i;
	v = f->f[WEAPON];
	if ((i = or_walk(weapon_of(v), weapon_names, v)) < 0)
		return kit_bad(e, st, r, c[WEAPON], "weapon '%s' is not empty, AT, AA, ART, "
				"MTR, HOW or RCL", v);
	u->weapon = (int8_t)i;
	return 0;
}

/* Where it is, its place in the stack and its steps. */
static int load_place(const struct state *st, const struct fields *f,
		struct s43_unit *u, struct err *e)
{
	const struct state_row *r = f->r;
	const int *c = f->c->c;
	const char *v = f->f[HEX];
	int stack, steps, max_steps;

	if (v[0] >= '0' && v[0] <= '9') {   /* a hex: none of the words below */
		u->onmap = 1;
	} else {
		u->offmap = same(v, "offmap");   /* to arrive: paradrop (§26), landing */
		u->exited = same(v, "exited");   /* left by 0307 (§28.12, move exit=yes) */
		u->onmap = !same(v, "eliminated") && !u->offmap && !u->exited;
	}
	if (u->onmap && hex_of(v, &u->hex) != 0)
		return kit_bad(e, st, r, c[HEX], "hex '%s' is not a 4-digit CCRR hex, "
				"'eliminated', 'offmap' or 'exited'", v);
	v = f->f[BANK];
	if (*v && !((v[0] == 'A' || v[0] == 'B') && v[1] == '\0'))
		return kit_bad(e, st, r, c[BANK], "bank '%s' is not empty, A or B", v);
	u->bank = *v;
	/* numbers: counters print small whole numbers; 0 to 999 (a stack
	 * position from 1) is what the columns accept (umpire-salerno43(7)) */
	if (number(st, f, STACK, "stack", 1, 999, 0, &stack, e) ||
	    number(st, f, STEPS, "steps", u->onmap || u->offmap ? 1 : 0, 99, 0, &steps, e) ||
	    number(st, f, MAX_STEPS, "max_steps", 1, 99, 1, &max_steps, e))
		return e->code;
	if (max_steps < 0)
		max_steps = steps;
	if (max_steps < steps)
		return kit_bad(e, st, r, c[STEPS], "steps '%s' is more than max_steps",
				f->f[STEPS]);
	u->stack = (int16_t)stack;
	u->steps = (int8_t)steps;
	u->max_steps = (int8_t)max_steps;
	return 0;
}

/* The values of its two faces, full (att_armor...) and reduced (r_att_armor...),
 * its range, MA and MA colour (§2.1-§2.3). */
static int load_values(const struct state *st, const struct fields *f,
		struct s43_unit *u, struct err *e)
{
	static const char *const colors[] = { "normal", "yellow", "red", NULL };
	const struct state_row *r = f->r;
	const int *c = f->c->c;
	const char *v;
	int n[8];

	/* one call a column, not a loop over tables of columns and names: the
	 * compiler then knows each column (issue 14: the loop was 120
	 * instructions a unit around the numbers it read) */
	if (number(st, f, AA, "att_armor", 0, 999, 0, &n[0], e) ||
	    number(st, f, RAA, "r_att_armor", 0, 999, 1, &n[1], e) ||
	    number(st, f, AS, "att_soft", 0, 999, 0, &n[2], e) ||
	    number(st, f, RAS, "r_att_soft", 0, 999, 1, &n[3], e) ||
	    number(st, f, DEF, "def", 0, 999, 0, &n[4], e) ||
	    number(st, f, RDEF, "r_def", 0, 999, 1, &n[5], e))
		return e->code;
	u->att_armor[0] = (int16_t)n[0], u->att_armor[1] = (int16_t)n[1];
	u->att_soft[0] = (int16_t)n[2], u->att_soft[1] = (int16_t)n[3];
	u->def[0] = (int16_t)n[4], u->def[1] = (int16_t)n[5];
	u->sup_x[0] = u->sup_x[1] = u->sup_y[0] = u->sup_y[1] = -1;   /* none */
	if (*f->f[SUP] &&
	    support_value(f->f[SUP], &u->sup_x[0], &u->sup_y[0], &u->sup_dual[0]))
		return kit_bad(e, st, r, c[SUP], "support '%s' is not empty, N or X-Y",
				f->f[SUP]);
	if (*f->f[RSUP] &&
	    support_value(f->f[RSUP], &u->sup_x[1], &u->sup_y[1], &u->sup_dual[1]))
		return kit_bad(e, st, r, c[RSUP], "support '%s' is not empty, N or X-Y",
				f->f[RSUP]);
	if (number(st, f, RANGE, "range", 0, 999, 1, &n[6], e) ||
	    number(st, f, MA, "ma", 0, 999, 1, &n[7], e))
		return e->code;
	u->range = (int16_t)n[6];
	u->ma = (int16_t)n[7];
	v = f->f[MA_COLOR];
	if ((n[0] = or_walk(*v ? color_of(v) : 0, colors, v)) < 0)
		return kit_bad(e, st, r, c[MA_COLOR], "ma_color '%s' is not normal, yellow or "
				"red", v);
	u->ma_color = (int8_t)n[0];
	return 0;
}

/* The string s (n bytes), NUL-terminated, among the map's own strings: a unit's
 * attached=, model=, with= or bridge= lies inside its flags field, not at its
 * end. NULL when out of memory. */
static const char *keep(struct s43_map *m, const char *s, size_t n)
{
	char *p = arena_alloc(&m->strs, n + 1, 256);

	if (p != NULL) {
		memcpy(p, s, n);
		p[n] = '\0';
	}
	return p;
}

/* One item of the flags column (`flag`, of length len): attached=DIV,
 * model=NAME, with=ID, bombarded=HEX, bridge=ID, road=C:N, mp=N or a marker. */
static int load_flag(struct s43_map *m, const struct state *st, const struct fields *f,
		const char *flag, size_t len, struct s43_unit *u, struct err *e)
{
	const char **s = NULL;
	const char *from = NULL;
	size_t n = 0;
	struct grid_hex h;
	int k;

	if (strncmp(flag, "attached=", 9) == 0) {
		s = &u->attached, from = flag + 9, n = len - 9 < 15 ? len - 9 : 15;
	} else if (strncmp(flag, "with=", 5) == 0 && flag[5] && len - 5 < 32) {
		s = &u->with, from = flag + 5, n = len - 5;   /* §17.21, retreat.c */
	} else if (strncmp(flag, "model=", 6) == 0) {
		s = &u->model, from = flag + 6, n = len - 6 < 15 ? len - 6 : 15;
	} else if (strncmp(flag, "bombarded=", 10) == 0) {
		if (grid_parse(flag + 10, &h))
			return kit_bad(e, st, f->r, f->c->c[FLAGS], "flag '%s' is not "
					"bombarded=HEX", flag);
		grid_format(h, u->bombarded);
	} else if (strncmp(flag, "bridge=", 7) == 0 && flag[7] && len - 7 < 24) {
		s = &u->bridge, from = flag + 7, n = len - 7;   /* §20.0, works.c */
	} else if (strncmp(flag, "road=", 5) == 0 && flag[5] >= '1' && flag[5] <= '3' &&
	    flag[6] == ':' && small_int(flag + 7, &k) == 0 && k >= 1) {
		u->road_cls = (int8_t)(flag[5] - '0');   /* §5.3, move.c */
		u->road_seg = (int16_t)k;
	} else if (strncmp(flag, "mp=", 3) == 0 && small_int(flag + 3, &k) == 0 && k >= 0) {
		u->mp_spent = (int16_t)k;   /* MP spent this turn (§5.11, move.c) */
	} else if ((k = kit_enum(flag_names, flag)) >= 0) {
		u->flags |= 1u << k;
	} else {
		return kit_bad(e, st, f->r, f->c->c[FLAGS], "flag '%s' is not a marker of "
				"umpire-salerno43(7)", flag);
	}
	if (s != NULL && (*s = keep(m, from, n)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

/* The flags column: ';'-separated items (load_flag). */
static int load_flags(struct s43_map *m, const struct state *st, const struct fields *f,
		struct s43_unit *u, struct err *e)
{
	const char *v = f->f[FLAGS];

	while (*v) {
		const char *end = strchr(v, ';');
		size_t len = end ? (size_t)(end - v) : strlen(v);
		char flag[64];

		if (len == 0 || len >= sizeof flag)
			return kit_bad(e, st, f->r, f->c->c[FLAGS], "flags '%s' have an empty or "
					"overlong item", f->f[FLAGS]);
		memcpy(flag, v, len);
		flag[len] = '\0';
		if (load_flag(m, st, f, flag, len, u, e))
			return e->code;
		v += len + (end != NULL);
	}
	return 0;
}

/* Unit i of the state. Every field is set by the loads, but the unit starts
 * from zero all the same, as one compound literal: at 128 bytes that is a few
 * vector stores (the memset call of the 272-byte unit cost 46 instructions),
 * and a field added later cannot be left unset. */
static int load_unit(struct s43_map *m, const struct state *st, const struct state_kind *k,
		int i, const struct cols *c, struct s43_unit *u, struct err *e)
{
	struct fields f;

	*u = (struct s43_unit){ .row = i, .line = k->rows[i].line, .attached = "",
		.model = "", .with = "", .bridge = "" };
	row_fields(&k->rows[i], c, &f);
	if (load_identity(st, &f, u, e) || load_place(st, &f, u, e) ||
	    load_values(st, &f, u, e) || load_flags(m, st, &f, u, e))
		return e->code;
	return 0;
}

/* Levels "2", "2;3;4" or "2-4": items L or L-M (L <= M) between semicolons,
 * from 1 to 6. Contour levels in a hex are contiguous (§5.2: "les niveaux 2 à
 * 4"), so a set with a gap ("1;3") is refused, as are "6-1" and "13"
 * (tests/bad/map-levels-*). */
static int parse_levels(const char *v, int *lo, int *hi)
{
	unsigned mask = 0, want;

	for (;;) {
		int a, b;
		if (*v < '1' || *v > '6')
			return -1;
		a = b = *v++ - '0';
		if (*v == '-') {
			if (v[1] < '1' || v[1] > '6' || v[1] - '0' < a)
				return -1;
			b = v[1] - '0';
			v += 2;
		}
		for (int l = a; l <= b; l++)
			mask |= 1u << l;
		if (*v == '\0')
			break;
		if (*v++ != ';')
			return -1;
	}
	for (*lo = 1; !(mask & (1u << *lo)); (*lo)++)
		;
	for (*hi = 6; !(mask & (1u << *hi)); (*hi)--)
		;
	want = ((1u << (*hi + 1)) - 1) & ~((1u << *lo) - 1);
	return mask == want ? 0 : -1;
}

/* The columns of the hex rows, looked up once for all of them (issue 14: a
 * look-up per hex and column was a sixth of reading the map). */
struct hex_cols {
	int hex, levels, terrain, river, bank_a, position, works;
};

static void hex_cols(const struct state_kind *k, struct hex_cols *c)
{
	c->hex = state_col(k, "hex");
	c->levels = state_col(k, "levels");
	c->terrain = state_col(k, "terrain");
	c->river = state_col(k, "river");
	c->bank_a = state_col(k, "bank_a");
	c->position = state_col(k, "position");
	c->works = state_col(k, "works");
}

/* A hex row. Its fields are read through a copy of the row (see row_fields)
 * and its words checked with same(), not strcmp: a state holds the map's
 * hundreds of hexes, and six strcmp calls a hex were 40% of reading one. */
static int load_hex(const struct state *st, const struct state_row *row,
		const struct hex_cols *k, struct s43_hex *h, struct err *e)
{
	const struct state_row copy = *row, *r = &copy;
	int c, lo, hi;
	const char *v;

	memset(h, 0, sizeof *h);
	c = k->hex;
	if (hex_of(state_field(r, c), &h->h))
		return kit_bad(e, st, r, c, "hex '%s' is not %s", state_field(r, c), "a CCRR hex");
	c = k->levels;
	if (parse_levels(state_field(r, c), &lo, &hi))
		return kit_bad(e, st, r, c, "levels '%s' are not %s", state_field(r, c),
				"contiguous levels 1-6, e.g. 2 or 2;3;4 or 2-4");
	h->level_min = (int8_t)lo;
	h->level_max = (int8_t)hi;
	c = k->terrain;
	v = state_field(r, c);
	if (same(v, "city"))
		h->city = 1;
	else if (same(v, "tobacco_factory"))
		h->tobacco = 1;
	else if (*v && !same(v, "clear"))
		return kit_bad(e, st, r, c, "terrain '%s' is not %s", v, "clear, city or "
				"tobacco_factory");
	c = k->river;
	v = state_field(r, c);
	if (*v && !same(v, "1") && !same(v, "2"))
		return kit_bad(e, st, r, c, "river '%s' is not %s", v, "empty, 1 or 2");
	h->river = (int8_t)(*v ? *v - '0' : 0);
	c = k->bank_a;
	v = state_field(r, c);
	/* §5.41: the river splits the hex's neighbours into two banks; bank_a lists
	 * those of bank A: 1 to 5 distinct neighbours, in a river hex only (a list
	 * of 6, a stranger or a repeat was once kept or dropped silently) */
	while (*v) {
		char hex[5];
		struct grid_hex n;
		if (strlen(v) < 4)
			return kit_bad(e, st, r, c, "bank_a '%s' is not %s", v, "a ';' list of "
					"hexes");
		memcpy(hex, v, 4);
		hex[4] = '\0';
		if (grid_parse(hex, &n) || (v[4] && v[4] != ';') || (v[4] == ';' && !v[5]))
			return kit_bad(e, st, r, c, "bank_a '%s' is not %s", v, "a ';' list of "
					"hexes");
		if (!grid_adjacent(n, h->h) || h->nbank_a == 5)
			return kit_bad(e, st, r, c, "bank_a '%s' is not %s", state_field(r, c), "1 "
					"to 5 hexes next to the hex (one bank of its river, "
					"§5.41)");
		for (int i = 0; i < h->nbank_a; i++)
			if (grid_equal(h->bank_a[i], n))
				return kit_bad(e, st, r, c, "bank_a '%s' is not %s", state_field(r,
						c), "a list of distinct hexes");
		h->bank_a[h->nbank_a++] = n;
		v += v[4] ? 5 : 4;
	}
	if (h->nbank_a > 0 && h->river == 0)
		return kit_bad(e, st, r, c, "bank_a '%s' is not %s", state_field(r, c), "allowed "
				"in a hex without a river");
	if (h->nbank_a == 0 && h->river != 0)
		return kit_bad(e, st, r, c >= 0 ? c : k->river, "river hex without "
				"bank_a: list the hexes of bank A (§5.41)");
	c = k->position;
	v = state_field(r, c);
	if (same(v, "ip"))
		h->position = 1;
	else if (same(v, "fortified"))
		h->position = 2;
	else if (same(v, "ip_building"))
		h->building = 1;
	else if (same(v, "fortified_building"))
		h->building = 2;
	else if (*v)
		return kit_bad(e, st, r, c, "position '%s' is not %s", v, "empty, ip, fortified, "
				"ip_building or fortified_building");
	/* works: the turn a construction step began (position.c, §19.11, §19.21) */
	c = k->works;
	v = state_field(r, c);
	if (*v && s43_turn_parse(v) < 0)
		return kit_bad(e, st, r, c, "works '%.40s' is not %s", v, "a turn (" S43_TURN_FORM
				"), the one a construction step began");
	if (*v && !h->building)
		return kit_bad(e, st, r, c, "works '%.40s' is not %s", v, "allowed without a "
				"construction under way (position ip_building or fortified_building)");
	return 0;
}

static int load_hexside(const struct state *st, const struct state_row *r,
		const struct state_kind *k, struct s43_side_feature *f, struct err *e)
{
	int c = state_col(k, "id");
	const char *v = state_field(r, c);
	char a[5], b[5];

	if (strlen(v) != 9 || v[4] != '-')
		return kit_bad(e, st, r, c, "hexside '%s' is not %s", v, "two hexes, AAAA-BBBB");
	memcpy(a, v, 4), a[4] = '\0';
	memcpy(b, v + 5, 4), b[4] = '\0';
	if (grid_parse(a, &f->a) || grid_parse(b, &f->b) || !grid_adjacent(f->a, f->b))
		return kit_bad(e, st, r, c, "hexside '%s' is not %s", v, "two adjacent hexes");
	c = state_col(k, "high");
	v = state_field(r, c);
	if (grid_parse(v, &f->high) ||
	    (!grid_equal(f->high, f->a) && !grid_equal(f->high, f->b)))
		return kit_bad(e, st, r, c, "high '%s' is not %s", v, "one of the hexside's two "
				"hexes");
	return 0;
}

static int cmp_hex(const void *a, const void *b)
{
	const struct s43_hex *x = a, *y = b;

	return x->h.col != y->h.col ? x->h.col - y->h.col : x->h.row - y->h.row;
}

static int cmp_unit_id(const void *a, const void *b)
{
	const struct s43_unit *x = *(const struct s43_unit *const *)a;
	const struct s43_unit *y = *(const struct s43_unit *const *)b;
	int c = strcmp(x->id, y->id);

	return c ? c : x->row - y->row;
}

/* Unit ids are unique: sorted, so a 100,000-unit state is checked in n log n
 * (a canonical state, its rows in key order, in one pass); the order is kept in
 * m->by_id, so that s43_unit_find is a binary search, not a walk through the
 * units for each id an order names. */
static int unique_ids(struct s43_map *m, const struct state *st,
		const struct state_kind *k, struct err *e)
{
	struct s43_unit **v;
	int ordered = 1;

	if ((v = malloc(((size_t)m->nunits + 1) * sizeof *v)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < m->nunits; i++) {
		v[i] = &m->units[i];
		ordered = ordered && (i == 0 || strcmp(m->units[i - 1].id, m->units[i].id) < 0);
	}
	if (!ordered)
		qsort(v, (size_t)m->nunits, sizeof *v, cmp_unit_id);
	for (int i = 1; i < m->nunits && !ordered; i++)
		if (strcmp(v[i - 1]->id, v[i]->id) == 0) {
			kit_bad(e, st, &k->rows[v[i]->row], state_col(k, "id"), "unit id '%s' is "
					"%s", v[i]->id, "used twice");
			break;
		}
	m->by_id = v;
	return e->code;
}

/* The scalars the rules read (§22, §10, §17.23, §9.61). */
static int load_scalars(struct s43_map *m, const struct state *st, struct err *e)
{
	const struct state_kind *sk = state_kind(st, "set");

	m->weather = state_get(st, "weather");
	m->counterattack = state_get(st, "counterattack");
	for (int i = 0; sk && i < sk->nrows; i++) {
		const char *key = state_field(&sk->rows[i], 1), *v = state_field(&sk->rows[i], 2);
		int ok = 1;
		if (!strcmp(key, "weather"))
			ok = !strcmp(v, "clear") || !strcmp(v, "cloudy") || !strcmp(v, "rain");
		else if (!strcmp(key, "counterattack") || !strcmp(key, "active"))
			ok = !strcmp(v, "allied") || !strcmp(v, "axis") ||
				(!strcmp(key, "counterattack") && (!strcmp(v, "none") || !*v));
		if (!ok)
			return kit_bad(e, st, &sk->rows[i], 2, "%s '%s' is not a value of "
					"umpire-salerno43(7)", key, v);
	}
	return 0;
}

static int load_units(struct s43_map *m, const struct state *st, struct err *e)
{
	static const char *const unit_required[] = {
		"id", "side", "nation", "kind", "size", "target", "hex", "stack", "steps",
		"att_armor", "att_soft", "def", NULL,
	};
	static const int required[] = { ID, SIDE, NATION, KIND, SIZE, TARGET, HEX, STACK,
		STEPS, AA, AS, DEF };
	const struct state_kind *k = state_kind(st, "unit");
	struct cols c;

	if (k == NULL)
		return 0;
	unit_cols(k, &c);
	/* kit_need_cols (a state_col walk a column) only to name what is missing */
	for (size_t i = 0; i < sizeof required / sizeof required[0]; i++)
		if (c.c[required[i]] < 0)
			return kit_need_cols(st, k, unit_required, "umpire-salerno43(7)", e);
	m->units = malloc(((size_t)k->nrows + 1) * sizeof *m->units);
	if (m->units == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++)
		if (load_unit(m, st, k, i, &c, &m->units[i], e))
			return e->code;
	m->nunits = k->nrows;
	return unique_ids(m, st, k, e);
}

static int load_hexes(struct s43_map *m, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "hex");
	struct hex_cols hc;
	int ordered = 1;   /* as a canonical state's are */

	if (k == NULL)
		return 0;
	hex_cols(k, &hc);
	if ((hc.hex < 0 || hc.levels < 0) &&
	    kit_need_cols(st, k, (const char *const[]){ "hex", "levels", NULL },
			"umpire-salerno43(7)", e))
		return e->code;
	m->hexes = malloc(((size_t)k->nrows + 1) * sizeof *m->hexes);
	if (m->hexes == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		if (load_hex(st, &k->rows[i], &hc, &m->hexes[i], e))
			return e->code;
		m->hexes[i].row = i;
	}
	m->nhexes = k->nrows;
	/* sorted, for s43_hex_find's binary search: a 100,000-unit state is
	 * checked in n log n, not n times the number of hexes */
	for (int i = 1; i < m->nhexes && ordered; i++)
		ordered = cmp_hex(&m->hexes[i - 1], &m->hexes[i]) <= 0;
	if (!ordered)
		qsort(m->hexes, (size_t)m->nhexes, sizeof *m->hexes, cmp_hex);
	for (int i = 1; i < m->nhexes; i++)
		if (cmp_hex(&m->hexes[i - 1], &m->hexes[i]) == 0)
			return kit_bad(e, st, &k->rows[m->hexes[i].row], hc.hex, "hex '%s' is %s",
					state_field(&k->rows[m->hexes[i].row], hc.hex),
					"described twice");
	return 0;
}

static int load_precipices(struct s43_map *m, const struct state *st, struct err *e)
{
	const struct state_kind *k = state_kind(st, "hexside");

	if (k == NULL)
		return 0;
	if (kit_need_cols(st, k, (const char *const[]){ "id", "feature", "high", NULL },
			"umpire-salerno43(7)", e))
		return e->code;
	m->precipices = calloc((size_t)k->nrows + 1, sizeof *m->precipices);
	if (m->precipices == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	for (int i = 0; i < k->nrows; i++) {
		const struct state_row *r = &k->rows[i];
		if (strcmp(state_field(r, state_col(k, "feature")), "precipice") != 0)
			continue;   /* other hexside features belong to other orders */
		if (load_hexside(st, r, k, &m->precipices[m->nprecipices], e))
			return e->code;
		m->nprecipices++;
	}
	return 0;
}

/* On an error the map is freed: nothing of it is left to the caller, which may
 * free it again (s43_map_free of a freed map does nothing). */
int s43_map_load(struct s43_map *m, const struct state *st, struct err *e)
{
	memset(m, 0, sizeof *m);
	m->st = st;
	if (load_scalars(m, st, e) || load_units(m, st, e) || load_hexes(m, st, e) ||
	    load_precipices(m, st, e)) {
		s43_map_free(m);
		return e->code;
	}
	return 0;
}

void s43_map_free(struct s43_map *m)
{
	free(m->units);
	free(m->by_id);
	free(m->hexes);
	free(m->precipices);
	arena_free(&m->strs);
	memset(m, 0, sizeof *m);
}

struct s43_unit *s43_unit_find(struct s43_map *m, const char *id)
{
	int lo = 0, hi = m->nunits - 1;

	if (m->by_id == NULL) {
		for (int i = 0; i < m->nunits; i++)
			if (strcmp(m->units[i].id, id) == 0)
				return &m->units[i];
		return NULL;
	}
	while (lo <= hi) {
		int mid = lo + (hi - lo) / 2, c = strcmp(m->by_id[mid]->id, id);
		if (c == 0)
			return m->by_id[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return NULL;
}

const struct s43_hex *s43_hex_find(const struct s43_map *m, struct grid_hex h)
{
	struct s43_hex key = { .h = h };

	return m->nhexes ? bsearch(&key, m->hexes, (size_t)m->nhexes, sizeof key, cmp_hex)
		: NULL;
}

int s43_hex_level(const struct s43_map *m, struct grid_hex h, const char *rule)
{
	const struct s43_hex *x = s43_hex_find(m, h);

	if (x == NULL)
		return -1;
	return rule != NULL && strcmp(rule, "lowest") == 0 ? x->level_min : x->level_max;
}

int s43_precipice(const struct s43_map *m, struct grid_hex a, struct grid_hex b,
		struct grid_hex *high)
{
	for (int i = 0; i < m->nprecipices; i++) {
		const struct s43_side_feature *f = &m->precipices[i];
		if ((grid_equal(f->a, a) && grid_equal(f->b, b)) ||
		    (grid_equal(f->a, b) && grid_equal(f->b, a))) {
			if (high)
				*high = f->high;
			return 1;
		}
	}
	return 0;
}

char s43_bank_of(const struct s43_hex *h, struct grid_hex n)
{
	for (int i = 0; i < h->nbank_a; i++)
		if (grid_equal(h->bank_a[i], n))
			return 'A';
	return 'B';
}
