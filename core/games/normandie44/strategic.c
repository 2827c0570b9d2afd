/*
 * strategic.c: the `strategic` order of Normandie 1944: movement on the
 * strategic map, box to box along its lines (§1.1.2.2, §4.1.2, §5.2, §6.12).
 *
 *   distance    German units two boxes; an Allied "normal" move one box and one
 *               division an HQ; an "extended" move two boxes, any number, for a
 *               Supported HQ that spends a marker and is flipped (§5.2)
 *   stops       no ZOC off the map, but a move stops in a box holding enemy
 *               units (Confusion there) or controlled by the enemy, which units
 *               of armoured divisions ignore when it is empty (§4.1.2)
 *   interdiction  a German unit leaving a box rolls 1d6: blocked there for the
 *               phase on the box's number or more; + the bombs of the Allied
 *               strategic interdiction there (§9.5), +2 for a maquis the Allied
 *               player triggers (§4.1.2; ruling maquis-plus-interdiction)
 *   Confusion   leaving a box in Confusion, only toward a box of one's own side,
 *               with the same roll ±1 a column of the combat table between the
 *               leavers' attack and the enemy's defence and 1/1 (§6.12, E6); in
 *               a maquis box +2 instead of the ratio
 *   on arrival  the box is the mover's (the last to pass through it); German
 *               depots without defence vanish before an Allied unit (§7.2); the
 *               first Allied unit beyond the Seine brings out the FFI in Paris
 *               (§4.1.2)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "i18n.h"
#include "odds.h"

const struct order_param n44_strategic_params[] = {
	{ "unit", "ID[,ID...]", NULL, "units in one box, moving together (each rolls alone)" },
	{ "path", "BOX[,BOX]", NULL, "the boxes entered, in order (§4.1.2)" },
	{ "hq", "ID", "", "Allied: the HQ whose units move (§4.1.2, §5.2)" },
	{ "extended", "yes|no", "no", "Allied: an extended move, for a marker of the HQ (§5.2)" },
	{ "maquis", "yes|no", "no", "the Allied player triggers the maquis of the box left "
		"(Languedoc, Sud Est): +2 to the roll (§4.1.2)" },
	{ NULL, NULL, NULL, NULL },
};

static const char *rule(struct game_ctx *g, const struct n44_model *m, const char *id)
{
	const char *v = game_rule(g, m->st, id);
	return v ? v : "";
}

struct smove {
	struct n44_model m;
	struct n44_unit *u[16]; int nu;
	struct n44_box *from, *path[2]; int np;
	int side, extended, maquis;
	struct n44_hq *hq;
	int number[2];              /* interdiction number of each box left */
	int mod[2];                 /* the roll's modifiers there */
	char why[2][200];           /* English: the odds' note (a machine output) */
	char said[2][240];          /* the same in the reader's language, for the log */
};

/* The parts of a box's exit modifiers (§4.1.2, §6.12, §9.5), written out by
 * mods_text in English or in the reader's language. */
struct exit_mods {
	int bm, mq;                 /* strategic interdiction's bombs, maquis */
	int ratio;                  /* 1 if the §6.12 ratio counts */
	long A, D;
	char col[16];
	int cols, adj;
};

static int enemy_in_box(const struct n44_model *m, const struct n44_box *b, int side)
{
	for (int i = 0; i < m->nunits; i++) {
		const struct n44_unit *u = &m->units[i];
		if (u->side != side && u->steps > 0 && u->loc.kind == N44_L_BOX &&
		    !strcmp(u->loc.name, b->id) && u->arm != N44_FESTUNG)
			return 1;
	}
	return 0;
}

static int linked(struct n44_model *m, const struct n44_box *a, const struct n44_box *b,
		struct err *e)
{
	if (!strcmp(a->links, "?") || !strcmp(b->links, "?"))
		return err_set(e, EXIT_UNKNOWN, "table normandie44/boxes: the lines from box %s are "
				"unknown ('?', §4.1.2): fill them in from the map (umpire tables "
				"normandie44 --template DIR)", !strcmp(a->links, "?") ? a->id : b->id), -1;
	(void)m;
	return kit_flag_has(a->links, b->id) || kit_flag_has(b->links, a->id);
}

/* The strategic interdiction's bombs in a box (§9.5); -1 with e when '?'. */
static int bombs(const struct n44_model *m, const struct n44_box *b, struct err *e)
{
	int n = 0;

	for (int i = 0; i < m->nair; i++) {
		const struct n44_air *a = &m->air[i];
		if (a->where != N44_A_STRATEGIC || strcmp(a->at, b->id))
			continue;
		if (a->interdiction == N44_UNKNOWN)
			return err_set(e, EXIT_UNKNOWN, "%s:%d: air counter %s, its interdiction bombs "
					"are unknown ('?', §9.5): fill them in from the counter",
					kit_path(m->st), a->line, a->id), -1;
		n += a->interdiction;
	}
	return n;
}

/* The ratio adjustment of a Confusion exit (§6.12, E6): columns from 1/1. */
static int exit_ratio(struct game_ctx *g, struct smove *s, const struct n44_box *b,
		struct exit_mods *x, struct err *e)
{
	struct n44_crt crt;
	long A = 0, D = 0;
	int one = -1, at = -1;

	for (int i = 0; i < s->nu; i++) {
		int a = n44_attack(s->u[i]);
		if (n44_need_value(&s->m, s->u[i], "attack", a, "§6.12", e))
			return e->code;
		A += a;
	}
	for (int i = 0; i < s->m.nunits; i++) {
		const struct n44_unit *u = &s->m.units[i];
		if (u->side == s->side || u->steps == 0 || u->loc.kind != N44_L_BOX ||
		    strcmp(u->loc.name, b->id) || u->arm == N44_FESTUNG)
			continue;
		int d = n44_defence(u);
		if (n44_need_value(&s->m, u, "defense", d, "§6.12", e))
			return e->code;
		D += (u->flags & N44_U_UNSUPPLIED) ? (d + 1) / 2 : d;
	}
	if (n44_crt_load(g, "crt", &crt, e))
		return e->code;
	for (int i = 0; i < crt.ncol; i++)
		if (!crt.col[i].gap && crt.col[i].num == crt.col[i].den)
			one = i;
	/* the column of A:D, rounded down, and how far from 1/1 */
	for (int i = 0; i < crt.ncol; i++)
		if (!crt.col[i].gap && (D == 0 || A * crt.col[i].den >= crt.col[i].num * D))
			at = i;
	if (at < 0)
		at = crt.first;
	int gap = 0;
	for (int i = (at < one ? at : one); i <= (at < one ? one : at); i++)
		gap |= crt.col[i].gap;
	if (one < 0 || gap || (at + 1 < crt.ncol && crt.col[at + 1].gap && D &&
			A * crt.col[at].den > crt.col[at].num * D))
		return err_set(e, EXIT_UNKNOWN, "table normandie44/crt: the columns between %ld:%ld "
				"and 1/1 are not all known (§6.12 counts them): fill in the header", A, D);
	x->ratio = 1;
	x->A = A, x->D = D;
	snprintf(x->col, sizeof x->col, "%s", crt.col[at].name);
	x->cols = at > one ? at - one : one - at;
	x->adj = -(at - one);
	return 0;
}

/* The modifiers as text: say 0 in English (the note), 1 translated (the log). */
static void mods_text(const struct exit_mods *x, int say, char *out, size_t size)
{
	const char *bm = N_("%+d strategic interdiction (§9.5)"), *mq = N_("%s+2 maquis (§4.1.2)");
	const char *one = "%s%ld vs %ld = %s, %d column from 1/1: %+d (§6.12)";
	const char *many = "%s%ld vs %ld = %s, %d columns from 1/1: %+d (§6.12)";
	size_t n = 0;

	out[0] = '\0';
	if (x->bm)
		n += (size_t)snprintf(out, size, say ? _(bm) : bm, x->bm);
	if (x->mq && n < size)
		n += (size_t)snprintf(out + n, size - n, say ? _(mq) : mq, n ? ", " : "");
	if (x->ratio && n < size) {
		if (say)
			kit_nsprintf(out + n, size - n, "%s%ld vs %ld = %s, %d column from 1/1: %+d "
					"(§6.12)", "%s%ld vs %ld = %s, %d columns from 1/1: %+d (§6.12)",
					(unsigned long)x->cols, n ? ", " : "", x->A, x->D, x->col, x->cols,
					x->adj);
		else
			snprintf(out + n, size - n, x->cols == 1 ? one : many, n ? ", " : "", x->A,
					x->D, x->col, x->cols, x->adj);
	}
}

/* The roll's number and modifiers for leaving box b (§4.1.2, §6.12, §9.5). */
static int leaving(struct game_ctx *g, struct smove *s, int k, const struct n44_box *b,
		struct err *e)
{
	int add = !strcmp(rule(g, &s->m, "maquis-plus-interdiction"), "add");
	int confusion = b->confusion, interdict = s->side == N44_GERMAN ||
		!strcmp(rule(g, &s->m, "allied-exit-interdiction"), "yes");
	struct exit_mods x = { 0 };

	s->mod[k] = 0;
	s->why[k][0] = '\0';
	s->said[k][0] = '\0';
	if (b->interdiction == N44_UNKNOWN)
		return err_set(e, EXIT_UNKNOWN, "table normandie44/boxes, row %s, column interdiction "
				"is unknown ('?', §4.1.2): the number is printed on the map's box", b->id);
	s->number[k] = b->interdiction;
	if (s->side == N44_GERMAN || confusion) {
		int bm = interdict ? bombs(&s->m, b, e) : 0, mq = 0;
		if (bm < 0)
			return e->code;
		if (s->maquis && b->maquis && s->side == N44_GERMAN)
			mq = 2;
		x.bm = bm, x.mq = mq;
		s->mod[k] = add ? bm + mq : (bm > mq ? bm : mq);
		if (confusion && !b->maquis) {
			if (exit_ratio(g, s, b, &x, e))
				return e->code;
			s->mod[k] += x.adj;
		}
		mods_text(&x, 0, s->why[k], sizeof s->why[k]);
		mods_text(&x, 1, s->said[k], sizeof s->said[k]);
	}
	return 0;
}

static int parse(struct game_ctx *g, struct smove *s, const struct order *o, struct err *e)
{
	char ids[16][48], boxes[2][48];
	struct n44_model *m = &s->m;
	int n = order_split(order_get(o, "unit"), ids[0], 48, 16);
	int k = order_split(order_get(o, "path"), boxes[0], 48, 2);

	if (n <= 0 || k <= 0)
		return err_set(e, EXIT_USAGE, "strategic: unit= names 1 to 16 units, path= 1 or 2 boxes");
	for (int i = 0; i < n; i++) {
		if ((s->u[i] = n44_unit_find(m, ids[i])) == NULL)
			return err_set(e, EXIT_DATA, "strategic: no unit '%s' in %s", ids[i], kit_path(m->st));
		if (s->u[i]->loc.kind != N44_L_BOX)
			return kit_refuse(e, "§4.1.2", "%s is not in a box of the strategic map", ids[i]);
		if (i && strcmp(s->u[i]->loc.name, s->u[0]->loc.name))
			return kit_refuse(e, "§4.1.2", "%s is not in the box of %s", ids[i], ids[0]);
	}
	s->nu = n;
	s->side = s->u[0]->side;
	s->from = n44_box_find(m, s->u[0]->loc.name);
	for (int i = 0; i < k; i++) {
		const char *name = !strncmp(boxes[i], "box:", 4) ? boxes[i] + 4 : boxes[i];
		if ((s->path[i] = n44_box_find(m, name)) == NULL)
			return err_set(e, EXIT_DATA, "strategic: path=: no box '%s' (table "
					"normandie44/boxes)", name);
	}
	s->np = k;
	s->extended = !strcmp(order_get(o, "extended"), "yes");
	s->maquis = !strcmp(order_get(o, "maquis"), "yes");
	const char *hq = order_get(o, "hq");
	if (*hq && (s->hq = n44_hq_find(m, hq)) == NULL)
		return err_set(e, EXIT_DATA, "strategic: hq=%s: no HQ of that id", hq);
	(void)g;
	return 0;
}

/* §4.1.2 "limité à une case engageant une division maximum par EM": the division
 * (an independent unit: itself) an Allied HQ has moved normally this phase,
 * `set,strategic.div.HQ`, forgotten at the end of the phase. */
static const char *div_of(const struct n44_unit *u)
{
	return u->division[0] ? u->division : u->id;
}

static const char *div_key(const struct smove *s)
{
	static char key[64];

	snprintf(key, sizeof key, "strategic.div.%s", s->hq ? s->hq->id : "");
	return key;
}

static int check(struct game_ctx *g, struct smove *s, struct err *e)
{
	struct n44_model *m = &s->m;
	const struct n44_box *prev = s->from;

	if (m->active >= 0 && s->side != m->active)
		return kit_refuse(e, "§1.1.2.2", "the units are not the phasing player's");
	for (int i = 0; i < s->nu; i++)
		if (s->u[i]->flags & N44_U_UNSUPPLIED)
			return kit_refuse(e, "§7.5", "%s is unsupplied: off the map, it cannot move",
					s->u[i]->id);
	if (s->side == N44_ALLIED) {
		if (s->hq == NULL)
			return err_set(e, EXIT_USAGE, "strategic: an Allied move names its HQ (hq=, §4.1.2)");
		if (!s->extended && s->np > 1)
			return kit_refuse(e, "§4.1.2", "an Allied normal move is one box: two need an "
					"extended move (extended=yes, §5.2)");
		if (!s->extended)
			for (int i = 1; i < s->nu; i++)
				if (strcmp(s->u[i]->division, s->u[0]->division) || !s->u[0]->division[0])
					return kit_refuse(e, "§4.1.2", "an Allied normal move takes one division "
							"an HQ: more need an extended move (§5.2)");
		const char *before = state_get(m->st, div_key(s));
		if (!s->extended && before && *before && strcmp(before, div_of(s->u[0])))
			return kit_refuse(e, "§4.1.2, §5.2", "HQ %s has moved the division %s off the map "
					"this phase: a normal move engages one division an HQ, more need an "
					"extended move", s->hq->id, before);
		if (s->extended && (s->hq->finished || !n44_supported(m, s->hq)))
			return kit_refuse(e, "§5.2", "HQ %s is not an available, Supported HQ: no "
					"extended move", s->hq->id);
	} else if (s->extended) {
		return kit_refuse(e, "§4.1.2", "the German move is two boxes already");
	}
	for (int k = 0; k < s->np; k++) {
		const struct n44_box *b = s->path[k];
		int l = linked(m, prev, b, e);
		if (l < 0)
			return e->code;
		if (!l)
			return kit_refuse(e, "§4.1.2", "no line joins %s and %s", prev->id, b->id);
		if (prev->confusion && b->control != s->side)
			return kit_refuse(e, "§6.12", "%s is in Confusion: a unit leaves it only toward a "
					"box its side controls", prev->id);
		int armd = 1;
		for (int i = 0; i < s->nu; i++)
			armd &= !!(s->u[i]->flags & N44_U_ARMDIV);
		int stop = enemy_in_box(m, b, s->side) || (b->control == !s->side && !armd);
		if (stop && k + 1 < s->np)
			return kit_refuse(e, "§4.1.2", "the move stops in %s (%s)", b->id,
					enemy_in_box(m, b, s->side) ? _("enemy units there") : _("an enemy box"));
		if (leaving(g, s, k, prev, e))
			return e->code;
		prev = b;
	}
	return 0;
}

/* Blocked leaving box k on this die? (§4.1.2: a roll of the number or more) */
static int blocked(const struct smove *s, int k, int die)
{
	int rolls = s->side == N44_GERMAN || (k == 0 ? s->from->confusion : s->path[k - 1]->confusion);
	return rolls && die + s->mod[k] >= s->number[k];
}

static int needs_roll(const struct smove *s, int k)
{
	return s->side == N44_GERMAN || (k == 0 ? s->from->confusion : s->path[k - 1]->confusion);
}

static void arrive(struct game_ctx *g, struct smove *s, struct n44_unit *u, struct n44_box *b)
{
	struct n44_model *m = &s->m;

	u->loc.kind = N44_L_BOX;
	snprintf(u->loc.name, sizeof u->loc.name, "%s", b->id);
	u->changed = 1;
	if (enemy_in_box(m, b, u->side) && !b->confusion) {
		b->confusion = 1;
		log_step(g->log, "§1.1.2.2, §6.12", "%s meets the enemy in %s: Confusion", u->id, b->id);
	}
	if (!enemy_in_box(m, b, u->side) && b->control != u->side) {
		b->control = u->side;
		log_step(g->log, "§4.1.2", "%s is the %s player's now, the last to pass", b->id,
				u->side == N44_ALLIED ? C_("player, lower case", "allied") :
				C_("player, lower case", "german"));
	}
	b->changed = 1;
	for (int i = 0; u->side == N44_ALLIED && i < m->ndepots; i++) {
		struct n44_depot *d = &m->depots[i];
		if (d->side == N44_GERMAN && d->loc.kind == N44_L_BOX && !strcmp(d->loc.name, b->id) &&
		    d->defence == 0 && d->face != N44_F_DESTROYED && !enemy_in_box(m, b, N44_ALLIED)) {
			d->face = N44_F_DESTROYED;
			d->changed = 1;
			log_step(g->log, "§7.2", "The German depot %s, without defence and without a German "
					"unit, vanishes", d->id);
		}
	}
	if (u->side == N44_ALLIED && b->seine) {
		struct n44_box *paris = n44_box_find(m, "Paris");
		for (int i = 0; paris && i < m->nunits; i++) {
			struct n44_unit *f = &m->units[i];
			if (f->arm == N44_FFI && f->loc.kind == N44_L_NONE) {
				f->loc.kind = N44_L_BOX;
				snprintf(f->loc.name, sizeof f->loc.name, "Paris");
				f->changed = 1;
				paris->confusion = paris->changed = 1;
				log_step(g->log, "§4.1.2", "An Allied unit beyond the Seine: the FFI Paris "
						"counter appears in Paris, in Confusion");
			}
		}
	}
}

int n44_strategic_resolve(struct game_ctx *g, struct state *st, const struct order *o,
		struct chance *c, struct err *e)
{
	struct smove *s = calloc(1, sizeof *s);
	char buf[48];

	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (n44_model_load(&s->m, g, st, e) || parse(g, s, o, e) || check(g, s, e))
		goto done;
	if (s->extended) {
		for (int i = 0; i < s->m.nmarkers; i++)
			if (s->m.markers[i].kind == N44_M_OFFENSIVE &&
			    n44_loc_same(&s->m.markers[i].loc, &s->hq->loc)) {
				s->m.markers[i].loc.kind = N44_L_NONE;
				s->m.markers[i].changed = 1;
				break;
			}
		s->hq->finished = 1;
		s->hq->flags |= N44_H_EXTENDED;
		s->hq->changed = 1;
		log_step(g->log, "§5.2", "HQ %s spends an Offensive marker for an extended move, and "
				"is flipped: it will not fight this phase", s->hq->id);
	}
	/* a stack leaving a Confusion box rolls one die (§6.12, E6: "la pile ... doit
	 * jeter un dé"); interdiction rolls one a unit (§4.1.2) */
	int stack_die[2] = { 0, 0 };
	for (int i = 0; i < s->nu; i++) {
		struct n44_unit *u = s->u[i];
		int at = -1;           /* index of the box reached in path, -1 the start */
		for (int k = 0; k < s->np; k++) {
			const struct n44_box *left = k ? s->path[k - 1] : s->from;
			if (needs_roll(s, k)) {
				struct chance_roll roll;
				int die = stack_die[k];
				if (die == 0) {
					if (chance_rollf(c, 1, 6, CHANCE_FACES, 0, &roll, e, "%s leaving %s",
							left->confusion ? _("the stack") : u->id, left->id))
						goto done;
					die = roll.value;
					if (left->confusion)
						stack_die[k] = die;
					kit_roll(&roll, buf, sizeof buf);
				} else {
					snprintf(buf, sizeof buf, _("the stack's die, %d"), die);
				}
				int b = blocked(s, k, die);
				log_step(g->log, left->confusion ? "§6.12" : "§4.1.2", "%s leaves %s: %s%s%s: "
						"%d against %d: %s", u->id, left->id, buf, s->said[k][0] ? ", " :
						_(", no modifier"), s->said[k], die + s->mod[k], s->number[k],
						b ? _("blocked in the box for the phase") : _("it passes"));
				if (b)
					break;
			}
			at = k;
		}
		if (at >= 0) {
			for (int k = 0; k <= at; k++)
				arrive(g, s, u, s->path[k]);
			log_step(g->log, "§4.1.2", "%s moves to %s", u->id, s->path[at]->id);
		}
	}
	if (s->side == N44_ALLIED && !s->extended && state_set(st, div_key(s), div_of(s->u[0])))
		err_set(e, EXIT_IO, "out of memory");
	n44_model_save(&s->m, e);
done:
	n44_model_free(&s->m);
	free(s);
	return e->code;
}

/* The number of units that reach the end of the path: each rolls alone. */
int n44_strategic_odds(struct game_ctx *g, const struct state *st, const struct order *o,
		struct odds_report *r, struct err *e)
{
	struct smove *s = calloc(1, sizeof *s);
	struct frac dist[17] = { { 1, 1 } };
	int overflow = 0;

	if (s == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	if (n44_model_load(&s->m, g, (struct state *)st, e) || parse(g, s, o, e) || check(g, s, e))
		goto done;
	for (int i = 1; i <= 16; i++)
		dist[i] = frac_make(0, 1);
	/* one unit passes every box with probability p */
	struct frac p = frac_make(1, 1);
	for (int k = 0; k < s->np; k++) {
		int pass = 0;
		for (int f = 1; f <= 6; f++)
			pass += !needs_roll(s, k) || !blocked(s, k, f);
		p = frac_mul(p, frac_make((uint64_t)pass, 6), &overflow);
	}
	struct frac q = frac_make(p.den - p.num, p.den);
	if (s->from->confusion) {      /* one die for the stack (§6.12) */
		dist[0] = q;
		dist[s->nu] = p;
	} else for (int i = 0; i < s->nu; i++)
		for (int n = i + 1; n >= 0; n--)
			dist[n] = frac_add(frac_mul(dist[n], q, &overflow),
					n ? frac_mul(dist[n - 1], p, &overflow) : frac_make(0, 1), &overflow);
	r->ncols = 1;
	r->col[0] = "units_arriving";
	size_t len = (size_t)snprintf(r->note, sizeof r->note, "to %s", s->path[s->np - 1]->id);
	for (int k = 0; k < s->np && len < sizeof r->note; k++)
		if (needs_roll(s, k))
			len += (size_t)snprintf(r->note + len, sizeof r->note - len, "; leaving %s: 1d6%s%s "
					"blocked on %d or more", k ? s->path[k - 1]->id : s->from->id,
					s->why[k][0] ? " " : "", s->why[k], s->number[k]);
	for (int n = 0; n <= s->nu; n++) {
		char v[8];
		snprintf(v, sizeof v, "%d", n);
		if (dist[n].num && odds_report_merge(r, dist[n], (const char *const[]){ v }, 1, e))
			break;
	}
	if (overflow)
		err_set(e, EXIT_DATA, "strategic odds: a fraction overflows");
	r->runs = 6 * s->np;
done:
	n44_model_free(&s->m);
	free(s);
	return e->code;
}
