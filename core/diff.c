/*
 * diff.c: what changed between two views of a game (see diff.h), in words,
 * CSV and JSON, and drawn over the new picture.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff.h"
#include "log.h"
#include "state.h"

static const char *const names[] = { "set", "moved", "retreated", "arrived", "eliminated",
	"exited", "lost", "gained", "marker_placed", "marker_removed", "changed", "added", "removed" };

const char *diff_name(enum diff_what w)
{
	return names[w];
}

void diff_free(struct diff *d)
{
	for (int i = 0; i < d->n; i++) {
		free(d->c[i].kind);
		free(d->c[i].id);
		free(d->c[i].key);
		free(d->c[i].old);
		free(d->c[i].new);
	}
	free(d->c);
	memset(d, 0, sizeof *d);
}

static void add(struct diff *d, enum diff_what w, const char *kind, const char *id,
		const char *key, const char *old, const char *new, int num)
{
	struct diff_change *c;

	if (d->oom)
		return;
	if (d->n == d->cap) {
		int cap = d->cap ? 2 * d->cap : 16;
		struct diff_change *t = realloc(d->c, (size_t)cap * sizeof *t);
		if (t == NULL) {
			d->oom = 1;
			return;
		}
		d->c = t;
		d->cap = cap;
	}
	c = &d->c[d->n];
	c->what = w;
	c->num = num;
	c->kind = strdup(kind);
	c->id = strdup(id);
	c->key = strdup(key);
	c->old = strdup(old ? old : "");
	c->new = strdup(new ? new : "");
	if (!c->kind || !c->id || !c->key || !c->old || !c->new) {
		free(c->kind);
		free(c->id);
		free(c->key);
		free(c->old);
		free(c->new);
		d->oom = 1;
		return;
	}
	d->n++;
}

static int is_int(const char *t, long *v)
{
	char *end;

	if (t == NULL || *t == '\0')
		return 0;
	*v = strtol(t, &end, 10);
	return *end == '\0';
}

/* Is `item` in the ';'-list `list`? With prefix, an item of the list that
 * starts with it counts ("mp=" matches "mp=2"). */
static int in_list(const char *list, const char *item, size_t n, int prefix)
{
	for (const char *p = list ? list : ""; *p;) {
		size_t len = strcspn(p, ";");
		if ((len == n || (prefix && len > n)) && strncmp(p, item, n) == 0)
			return 1;
		p += len;
		p += *p == ';';
	}
	return 0;
}

/* Markers of `a` that `b` lacks: each as a change of kind w. */
static void markers(struct diff *d, enum diff_what w, const char *kind, const char *id,
		const char *a, const char *b)
{
	for (const char *p = a ? a : ""; *p;) {
		size_t len = strcspn(p, ";");
		if (len && !in_list(b, p, len, 0)) {
			char item[128];
			snprintf(item, sizeof item, "%.*s", (int)len, p);
			add(d, w, kind, id, "markers", w == DIFF_PLACED ? "" : item,
					w == DIFF_PLACED ? item : "", 0);
		}
		p += len;
		p += *p == ';';
	}
}

/* Did the unit gain one of the view's move_marks (moved by its own order)? */
static int moved_itself(const struct view *v, const char *old_marks, const char *new_marks)
{
	if (v->move_marks == NULL)
		return 1;
	for (const char *p = new_marks ? new_marks : ""; *p;) {
		size_t len = strcspn(p, ";");
		for (const char *m = v->move_marks; *m;) {
			size_t ml = strcspn(m, ";");
			int prefix = ml && m[ml - 1] == '=';
			if (ml && (prefix ? len >= ml : len == ml) && strncmp(p, m, ml) == 0 &&
			    !in_list(old_marks, p, len, 0))
				return 1;
			m += ml;
			m += *m == ';';
		}
		p += len;
		p += *p == ';';
	}
	return 0;
}

static int offboard(const char *at)
{
	return at == NULL || !*at || !strcmp(at, "offmap") || !strcmp(at, "-");
}

static enum diff_what place_change(const struct view *nv, const struct view_rec *o,
		const struct view_rec *n)
{
	const char *na = view_get(n, "at");

	if (!strcmp(na, "eliminated"))
		return DIFF_ELIMINATED;
	if (!strcmp(na, "exited"))
		return DIFF_EXITED;
	if (offboard(view_get(o, "at")))
		return DIFF_ARRIVED;
	return moved_itself(nv, view_get(o, "markers"), view_get(n, "markers")) ? DIFF_MOVED :
		DIFF_RETREATED;
}

static int quiet(const struct view *v, const char *key)
{
	return v->quiet_keys && in_list(v->quiet_keys, key, strlen(key), 0);
}

/* One record in both views. */
static void pair(struct diff *d, const struct view *nv, const struct view_rec *o,
		const struct view_rec *n)
{
	const char *id = view_id(n), *oa = view_get(o, "at"), *na = view_get(n, "at");
	int moved = oa && na && strcmp(oa, na) != 0;

	if (moved)
		add(d, place_change(nv, o, n), n->kind, id, "at", oa, na, 0);
	for (int i = 0; i < n->nf; i++) {
		const struct view_field *f = &n->f[i], *g = view_field(o, f->key);
		const char *was = g ? g->text : "";
		long a, b;
		if (!strcmp(f->key, "at") || !strcmp(f->key, "markers") || !strcmp(was, f->text) ||
		    (moved && !strcmp(f->key, "stack")) || quiet(nv, f->key))
			continue;
		if ((!strcmp(f->key, "steps") || !strcmp(f->key, "figures")) && is_int(was, &a) &&
		    is_int(f->text, &b)) {
			if (!(na && !strcmp(na, "eliminated")))   /* the elimination says it */
				add(d, b < a ? DIFF_LOST : DIFF_GAINED, n->kind, id, f->key, was, f->text, 1);
		}
		else
			add(d, DIFF_CHANGED, n->kind, id, f->key, was, f->text, f->is_num &&
					(!g || g->is_num));
	}
	for (int i = 0; i < o->nf; i++)   /* a field the new record lost */
		if (!view_field(n, o->f[i].key) && *o->f[i].text && strcmp(o->f[i].key, "markers"))
			add(d, DIFF_CHANGED, n->kind, id, o->f[i].key, o->f[i].text, "", 0);
	markers(d, DIFF_PLACED, n->kind, id, view_get(n, "markers"), view_get(o, "markers"));
	markers(d, DIFF_LIFTED, n->kind, id, view_get(o, "markers"), view_get(n, "markers"));
}

static void scalars(struct diff *d, const struct view *old, const struct view *new)
{
	for (int i = 0; i < new->set.nf; i++) {
		const struct view_field *f = &new->set.f[i], *g = view_field(&old->set, f->key);
		if (!g || strcmp(g->text, f->text))
			add(d, DIFF_SET, "set", f->key, f->key, g ? g->text : "", f->text,
					f->is_num && (!g || g->is_num));
	}
	for (int i = 0; i < old->set.nf; i++)
		if (!view_field(&new->set, old->set.f[i].key))
			add(d, DIFF_SET, "set", old->set.f[i].key, old->set.f[i].key,
					old->set.f[i].text, "", 0);
}

int diff_views(const struct view *old, const struct view *new, struct diff *d,
		struct err *e)
{
	memset(d, 0, sizeof *d);
	scalars(d, old, new);
	for (int i = 0; i < old->nrecs; i++) {
		const struct view_rec *o = old->recs[i];
		const struct view_rec *n = view_find(new, o->kind, view_id(o));
		const char *at = view_get(o, "at");
		int unit = view_get(o, "steps") || view_get(o, "figures");
		if (n)
			pair(d, new, o, n);
		else if (unit && at && !offboard(at) && strcmp(at, "eliminated") &&
		    strcmp(at, "exited"))
			add(d, DIFF_ELIMINATED, o->kind, view_id(o), "at", at, "", 0);
		else
			add(d, DIFF_REMOVED, o->kind, view_id(o), "at", at ? at : "", "", 0);
	}
	for (int i = 0; i < new->nrecs; i++) {
		const struct view_rec *n = new->recs[i];
		if (!view_find(old, n->kind, view_id(n)))
			add(d, DIFF_ADDED, n->kind, view_id(n), "at", "", view_get(n, "at"), 0);
	}
	return d->oom ? err_set(e, EXIT_IO, "out of memory comparing the states") : 0;
}

const char *diff_words(const struct diff_change *c, char *buf, size_t size)
{
	long a = 0, b = 0;
	int k = strlen(c->key) > 1 ? (int)strlen(c->key) - 1 : (int)strlen(c->key);

	is_int(c->old, &a);
	is_int(c->new, &b);
	switch (c->what) {
	case DIFF_SET:
		if (!*c->old)
			snprintf(buf, size, "%s set to %s", c->id, c->new);
		else if (!*c->new)
			snprintf(buf, size, "%s cleared (was %s)", c->id, c->old);
		else
			snprintf(buf, size, "%s changed from %s to %s", c->id, c->old, c->new);
		break;
	case DIFF_MOVED:
	case DIFF_RETREATED:
		snprintf(buf, size, "%s %s from %s to %s", c->id, diff_name(c->what), c->old, c->new);
		break;
	case DIFF_ARRIVED:
		snprintf(buf, size, "%s arrived at %s", c->id, c->new);
		break;
	case DIFF_ELIMINATED:
		snprintf(buf, size, "%s eliminated at %s", c->id, c->old);
		break;
	case DIFF_EXITED:
		snprintf(buf, size, "%s left the map from %s", c->id, c->old);
		break;
	case DIFF_LOST:
	case DIFF_GAINED:
		/* "steps" -> "1 step", "figures" -> "2 figures": the column's own name,
		 * less its last letter for one. The diff's words are built from the
		 * state's keys and are not translated (issue 19 left them English), so
		 * this is no gettext plural: a translated diff must name its columns. */
		snprintf(buf, size, "%s %s %ld %.*s (%s to %s)", c->id, diff_name(c->what),
				labs(a - b), labs(a - b) == 1 ? k : (int)strlen(c->key), c->key,
				c->old, c->new);
		break;
	case DIFF_PLACED:
		snprintf(buf, size, "%s: marker %s placed", c->id, c->new);
		break;
	case DIFF_LIFTED:
		snprintf(buf, size, "%s: marker %s removed", c->id, c->old);
		break;
	case DIFF_CHANGED:
		if (!*c->old)
			snprintf(buf, size, "%s: %s set to %s", c->id, c->key, c->new);
		else if (!*c->new)
			snprintf(buf, size, "%s: %s cleared (was %s)", c->id, c->key, c->old);
		else
			snprintf(buf, size, "%s: %s changed from %s to %s", c->id, c->key, c->old, c->new);
		break;
	case DIFF_ADDED:
		if (!strcmp(c->kind, "pending"))
			snprintf(buf, size, "a decision is pending: %s decides", c->id);
		else   /* "marker rmf-2228 placed at 2228"; "position added at 2129" */
			snprintf(buf, size, "%s%s%s %s%s%s", c->kind, strcmp(c->id, c->new) ? " " : "",
					strcmp(c->id, c->new) ? c->id : "", !strcmp(c->kind, "marker") ?
					"placed" : "added", *c->new ? " at " : "", c->new);
		break;
	case DIFF_REMOVED:
		if (!strcmp(c->kind, "pending"))
			snprintf(buf, size, "the decision pending for %s was answered", c->id);
		else
			snprintf(buf, size, "%s%s%s removed%s%s", c->kind, strcmp(c->id, c->old) ? " " :
					"", strcmp(c->id, c->old) ? c->id : "", *c->old ? " from " : "", c->old);
		break;
	}
	return buf;
}

static void json_value(FILE *out, const char *t, int num)
{
	long v;

	if (num && is_int(t, &v))
		fputs(t, out);
	else
		view_json_string(out, t);
}

void diff_sentence(const struct diff *d, int *i, char *buf, size_t size)
{
	const struct diff_change *c = &d->c[*i];
	size_t n;
	int k = *i + 1;

	if (c->what != DIFF_PLACED && c->what != DIFF_LIFTED) {
		diff_words(c, buf, size);
		*i = k;
		return;
	}
	/* "2cdo-a: markers fought, moved placed" */
	while (k < d->n && d->c[k].what == c->what && !strcmp(d->c[k].id, c->id) &&
	       !strcmp(d->c[k].kind, c->kind))
		k++;
	n = (size_t)snprintf(buf, size, k - *i > 1 ? "%s: markers " : "%s: marker ", c->id);
	for (int j = *i; j < k && n < size; j++)
		n += (size_t)snprintf(buf + n, size - n, "%s%s", j > *i ? ", " : "",
				c->what == DIFF_PLACED ? d->c[j].new : d->c[j].old);
	if (n < size)
		snprintf(buf + n, size - n, " %s", c->what == DIFF_PLACED ? "placed" : "removed");
	*i = k;
}

int diff_print(const struct diff *d, FILE *out, int format, struct err *e)
{
	char w[1024];

	if (format == LOG_CSV)
		fputs("kind,id,change,key,old,new,text\n", out);
	else if (format == LOG_JSON)
		fputs("{\"changes\":[", out);
	else if (d->n == 0)
		fputs("no change\n", out);
	for (int i = 0; format == LOG_TEXT && i < d->n;) {
		diff_sentence(d, &i, w, sizeof w);
		fprintf(out, "%s\n", w);
	}
	for (int i = 0; format != LOG_TEXT && i < d->n; i++) {
		const struct diff_change *c = &d->c[i];
		diff_words(c, w, sizeof w);
		if (format == LOG_CSV) {
			const char *f[] = { c->kind, c->id, diff_name(c->what), c->key, c->old, c->new, w };
			for (int k = 0; k < 7; k++) {
				if (k)
					putc(',', out);
				state_csv_field(out, f[k]);
			}
			putc('\n', out);
		} else if (format == LOG_JSON) {
			fputs(i ? ",\n {\"kind\":" : "\n {\"kind\":", out);
			view_json_string(out, c->kind);
			fputs(",\"id\":", out);
			view_json_string(out, c->id);
			fputs(",\"change\":", out);
			view_json_string(out, diff_name(c->what));
			fputs(",\"key\":", out);
			view_json_string(out, c->key);
			fputs(",\"old\":", out);
			json_value(out, c->old, c->num);
			fputs(",\"new\":", out);
			json_value(out, c->new, c->num);
			fputs(",\"text\":", out);
			view_json_string(out, w);
			fputs("}", out);
		}
	}
	if (format == LOG_JSON)
		fputs("]}\n", out);
	if (fflush(out) != 0 || ferror(out))
		return err_set(e, EXIT_IO, "cannot write the changes");
	return 0;
}

/* ---- drawn over the new picture ------------------------------------------------ */

#define MOVE_INK "#1d4ed8"
#define RETREAT_INK "#d9480f"
#define LOSS_INK "#c00000"

/* An arrow from the old place to the counter, stopping at the counter's edge. */
static void path(struct svg *s, const struct diff_change *c)
{
	double fx, fy, tx, ty, dx, dy, len, stop = SVG_COUNTER / 2 + 3;
	const char *ink = c->what == DIFF_RETREATED ? RETREAT_INK : MOVE_INK;

	if (svg_place_find(s, c->old, &fx, &fy) || svg_piece_find(s, c->id, &tx, &ty))
		return;
	dx = tx - fx;
	dy = ty - fy;
	len = sqrt(dx * dx + dy * dy);
	if (len <= stop + 4)
		return;
	svg_circle(s, fx, fy, 4, ink, "#ffffff", 1, NULL);
	svg_arrow(s, fx, fy, tx - dx / len * stop, ty - dy / len * stop, ink, 3,
			c->what == DIFF_RETREATED ? "stroke-dasharray=\"6 3\" stroke-linecap=\"round\"" :
			"stroke-linecap=\"round\"");
	svg_legend_add(s, SVG_SW_LINE, ink, NULL, NULL, c->what == DIFF_RETREATED ?
			"retreat since the old state" : "move since the old state");
}

static void ghost(struct svg *s, const struct diff_change *c, const struct view *old)
{
	const struct view_rec *r = view_find(old, c->kind, c->id);
	const char *steps = r ? view_get(r, "steps") : NULL;
	double x, y, px, py;
	struct svg_counter g = { .id = c->id, .at = c->old, .fill = "#c8c8c8", .ink = "#3a3a3a",
		.ghost = 1, .main = "", .bottom = "eliminated" };

	if (steps == NULL && r)
		steps = view_get(r, "figures");
	if (svg_place_find(s, c->old, &x, &y))
		return;
	/* beside whatever stands there now */
	for (int i = 0; i < s->npieces; i++) {
		px = s->pieces[i].x;
		py = s->pieces[i].y;
		if (fabs(px - x) < SVG_COUNTER / 2 && fabs(py - y) < SVG_COUNTER / 2) {
			x += SVG_COUNTER * 0.45;
			y += SVG_COUNTER * 0.3;
			break;
		}
	}
	g.main = steps ? steps : "";
	svg_counter(s, x, y, SVG_COUNTER, &g);
	svg_legend_add(s, SVG_SW_COUNTER, "#c8c8c8", NULL, NULL,
			"eliminated since the old state (ghost)");
}

static void loss(struct svg *s, const struct diff_change *c)
{
	double x, y;
	long a, b;
	char t[16];

	if (svg_piece_find(s, c->id, &x, &y) || !is_int(c->old, &a) || !is_int(c->new, &b))
		return;
	x -= SVG_COUNTER / 2;
	y -= SVG_COUNTER / 2;
	snprintf(t, sizeof t, "%s%ld", c->what == DIFF_LOST ? "-" : "+", labs(a - b));
	svg_circle(s, x, y, 8, c->what == DIFF_LOST ? LOSS_INK : "#2f9e44", "#ffffff", 1.2, NULL);
	svg_text(s, x, y + 3.5, 10, SVG_MIDDLE | SVG_BOLD, "#ffffff", t);
	svg_legend_add(s, SVG_SW_TEXT, c->what == DIFF_LOST ? LOSS_INK : "#2f9e44", "#ffffff",
			c->what == DIFF_LOST ? "-1" : "+1", c->what == DIFF_LOST ?
			"steps or figures lost since the old state" :
			"steps or figures gained since the old state");
}

void diff_draw(const struct diff *d, const struct view *old, struct svg *s)
{
	char w[1024];

	svg_group(s, "changes", NULL, NULL);
	for (int i = 0; i < d->n; i++) {
		const struct diff_change *c = &d->c[i];
		if (c->what == DIFF_MOVED || c->what == DIFF_RETREATED || c->what == DIFF_ARRIVED)
			path(s, c);
		else if (c->what == DIFF_ELIMINATED)
			ghost(s, c, old);
		else if (c->what == DIFF_LOST || c->what == DIFF_GAINED)
			loss(s, c);
	}
	svg_group_end(s);
	for (int i = 0; i < d->n;) {
		diff_sentence(d, &i, w, sizeof w);
		svg_change(s, w);
	}
	if (d->n == 0)
		svg_change(s, "no change");
}
