/*
 * svg.c: the SVG writer (see svg.h). The board's elements go to a growing
 * buffer while their extent is tracked; svg_write lays the picture out around
 * them (title band, board, legend and changes) and writes it in one go. Only
 * presentation attributes are used, never a style sheet: an e-mail client
 * that strips <style> still shows the picture.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "svg.h"

#define SQRT3 1.7320508075688772
#define MARGIN 16.0
#define LEGEND_W 250.0
#define LEGEND_ROW 19.0

void svg_init(struct svg *s)
{
	memset(s, 0, sizeof *s);
}

static void free_places(struct svg_place *p, int n)
{
	for (int i = 0; i < n; i++)
		free(p[i].name);
	free(p);
}

void svg_free(struct svg *s)
{
	free(s->buf);
	free_places(s->places, s->nplaces);
	free_places(s->pieces, s->npieces);
	for (int i = 0; i < s->nchanges; i++)
		free(s->changes[i]);
	free(s->changes);
	memset(s, 0, sizeof *s);
}

/* ---- raw output ----------------------------------------------------------- */

static void put(struct svg *s, const char *text, size_t n)
{
	if (s->oom)
		return;
	if (s->n + n + 1 > s->cap) {
		size_t cap = s->cap ? s->cap : 4096;
		char *t;
		while (cap < s->n + n + 1)
			cap *= 2;
		if ((t = realloc(s->buf, cap)) == NULL) {
			s->oom = 1;
			return;
		}
		s->buf = t;
		s->cap = cap;
	}
	memcpy(s->buf + s->n, text, n);
	s->n += n;
	s->buf[s->n] = '\0';
}

static void vput(struct svg *s, const char *fmt, va_list ap)
{
	char small[512];
	va_list copy;
	int n;

	va_copy(copy, ap);
	n = vsnprintf(small, sizeof small, fmt, copy);
	va_end(copy);
	if (n < 0)
		return;
	if ((size_t)n < sizeof small) {
		put(s, small, (size_t)n);
		return;
	}
	char *big = malloc((size_t)n + 1);
	if (big == NULL) {
		s->oom = 1;
		return;
	}
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	put(s, big, (size_t)n);
	free(big);
}

void svg_printf(struct svg *s, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vput(s, fmt, ap);
	va_end(ap);
}

void svg_escape(struct svg *s, const char *text)
{
	for (const char *p = text; p && *p; p++) {
		switch (*p) {
		case '&': put(s, "&amp;", 5); break;
		case '<': put(s, "&lt;", 4); break;
		case '>': put(s, "&gt;", 4); break;
		case '"': put(s, "&quot;", 6); break;
		default:
			/* control characters are not allowed in XML 1.0 */
			if ((unsigned char)*p < 0x20 && *p != '\t' && *p != '\n')
				put(s, "?", 1);
			else
				put(s, p, 1);
		}
	}
}

void svg_extend(struct svg *s, double x, double y)
{
	if (!s->any) {
		s->x0 = s->x1 = x;
		s->y0 = s->y1 = y;
		s->any = 1;
		return;
	}
	if (x < s->x0) s->x0 = x;
	if (x > s->x1) s->x1 = x;
	if (y < s->y0) s->y0 = y;
	if (y > s->y1) s->y1 = y;
}

/* A number as SVG writes it: two decimals at most, no trailing zeros. */
static const char *num(char buf[32], double v)
{
	int n = snprintf(buf, 32, "%.2f", fabs(v) < 0.005 ? 0.0 : v);

	while (n > 0 && buf[n - 1] == '0')
		buf[--n] = '\0';
	if (n > 0 && buf[n - 1] == '.')
		buf[--n] = '\0';
	return buf;
}

static void paint(struct svg *s, const char *fill, const char *stroke, double width,
		const char *extra)
{
	char w[32];

	svg_printf(s, " fill=\"%s\"", fill ? fill : "none");
	if (stroke)
		svg_printf(s, " stroke=\"%s\" stroke-width=\"%s\"", stroke, num(w, width));
	if (extra)
		svg_printf(s, " %s", extra);
}

/* ---- shapes ---------------------------------------------------------------- */

void svg_poly(struct svg *s, const double *xy, int n, const char *fill, const char *stroke,
		double width, const char *extra)
{
	char a[32], b[32];

	svg_printf(s, "<polygon points=\"");
	for (int i = 0; i < n; i++) {
		svg_printf(s, "%s%s,%s", i ? " " : "", num(a, xy[2 * i]), num(b, xy[2 * i + 1]));
		svg_extend(s, xy[2 * i], xy[2 * i + 1]);
	}
	svg_printf(s, "\"");
	paint(s, fill, stroke, width, extra);
	svg_printf(s, "/>\n");
}

void svg_line(struct svg *s, double x1, double y1, double x2, double y2, const char *stroke,
		double width, const char *extra)
{
	char a[32], b[32], c[32], d[32];

	svg_printf(s, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\"", num(a, x1), num(b, y1),
			num(c, x2), num(d, y2));
	paint(s, NULL, stroke, width, extra);
	svg_printf(s, "/>\n");
	svg_extend(s, x1, y1);
	svg_extend(s, x2, y2);
}

void svg_rect(struct svg *s, double x, double y, double w, double h, const char *fill,
		const char *stroke, double width, const char *extra)
{
	char a[32], b[32], c[32], d[32];

	svg_printf(s, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\"", num(a, x), num(b, y),
			num(c, w), num(d, h));
	paint(s, fill, stroke, width, extra);
	svg_printf(s, "/>\n");
	svg_extend(s, x, y);
	svg_extend(s, x + w, y + h);
}

void svg_circle(struct svg *s, double x, double y, double r, const char *fill,
		const char *stroke, double width, const char *extra)
{
	char a[32], b[32], c[32];

	svg_printf(s, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\"", num(a, x), num(b, y), num(c, r));
	paint(s, fill, stroke, width, extra);
	svg_printf(s, "/>\n");
	svg_extend(s, x - r, y - r);
	svg_extend(s, x + r, y + r);
}

void svg_star(struct svg *s, double x, double y, double r, const char *fill)
{
	double xy[20];

	for (int i = 0; i < 10; i++) {
		double a = -M_PI / 2 + i * M_PI / 5, rr = i % 2 ? r * 0.42 : r;
		xy[2 * i] = x + rr * cos(a);
		xy[2 * i + 1] = y + rr * sin(a);
	}
	svg_poly(s, xy, 10, fill, "#3a2a00", 0.5, NULL);
}

void svg_arrow(struct svg *s, double x1, double y1, double x2, double y2, const char *stroke,
		double width, const char *extra)
{
	double dx = x2 - x1, dy = y2 - y1, len = sqrt(dx * dx + dy * dy), head = 4 + 2.5 * width;
	double ux, uy, xy[6];

	if (len < 1e-9)
		return;
	ux = dx / len;
	uy = dy / len;
	svg_line(s, x1, y1, x2 - ux * head * 0.8, y2 - uy * head * 0.8, stroke, width, extra);
	xy[0] = x2;
	xy[1] = y2;
	xy[2] = x2 - ux * head - uy * head * 0.55;
	xy[3] = y2 - uy * head + ux * head * 0.55;
	xy[4] = x2 - ux * head + uy * head * 0.55;
	xy[5] = y2 - uy * head - ux * head * 0.55;
	svg_poly(s, xy, 3, stroke, NULL, 0, NULL);
}

/* Characters of a UTF-8 string (continuation bytes not counted). */
static int glyphs(const char *t)
{
	int n = 0;

	for (; *t; t++)
		n += ((unsigned char)*t & 0xC0) != 0x80;
	return n;
}

/* The width of text as DejaVu Sans (the widest of the fonts asked for) sets
 * it: about 0.62 em a character, 0.70 em in bold. */
static double text_width(const char *text, double size, int flags)
{
	return glyphs(text) * size * (flags & SVG_BOLD ? 0.70 : 0.62);
}

/* Text, in a smaller size when it would be wider than `fit` pixels (0: never):
 * textLength would be neater, but not every renderer honours it. */
static void text_fit(struct svg *s, double x, double y, double size, int flags,
		const char *fill, const char *text, double fit)
{
	char a[32], b[32], c[32];
	double width = text_width(text, size, flags);

	if (fit > 0 && width > fit) {
		size *= fit / width;
		width = fit;
	}
	svg_printf(s, "<text x=\"%s\" y=\"%s\" font-size=\"%s\"", num(a, x), num(b, y),
			num(c, size));
	if (flags & SVG_MIDDLE)
		svg_printf(s, " text-anchor=\"middle\"");
	else if (flags & SVG_END)
		svg_printf(s, " text-anchor=\"end\"");
	if (flags & SVG_BOLD)
		svg_printf(s, " font-weight=\"bold\"");
	if (flags & SVG_ITALIC)
		svg_printf(s, " font-style=\"italic\"");
	svg_printf(s, " fill=\"%s\">", fill ? fill : "#000");
	svg_escape(s, text);
	svg_printf(s, "</text>\n");
	double left = flags & SVG_MIDDLE ? x - width / 2 : flags & SVG_END ? x - width : x;
	svg_extend(s, left, y - size);
	svg_extend(s, left + width, y + size * 0.3);
}

void svg_text(struct svg *s, double x, double y, double size, int flags, const char *fill,
		const char *text)
{
	text_fit(s, x, y, size, flags, fill, text, 0);
}

void svg_group(struct svg *s, const char *cls, const char *id, const char *at)
{
	svg_printf(s, "<g");
	if (cls) {
		svg_printf(s, " class=\"");
		svg_escape(s, cls);
		svg_printf(s, "\"");
	}
	if (id) {
		svg_printf(s, " data-id=\"");
		svg_escape(s, id);
		svg_printf(s, "\"");
	}
	if (at) {
		svg_printf(s, " data-at=\"");
		svg_escape(s, at);
		svg_printf(s, "\"");
	}
	svg_printf(s, ">\n");
}

void svg_group_end(struct svg *s)
{
	svg_printf(s, "</g>\n");
}

/* ---- the band, the legend, the changes ------------------------------------- */

void svg_title(struct svg *s, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(s->title, sizeof s->title, fmt, ap);
	va_end(ap);
}

void svg_note(struct svg *s, const char *fmt, ...)
{
	va_list ap;

	if (s->nnotes == SVG_MAX_NOTES)
		return;
	va_start(ap, fmt);
	vsnprintf(s->notes[s->nnotes++], sizeof s->notes[0], fmt, ap);
	va_end(ap);
}

void svg_legend_add(struct svg *s, enum svg_swatch kind, const char *colour, const char *ink,
		const char *tag, const char *label)
{
	struct svg_legend *l;

	for (int i = 0; i < s->nlegend; i++)
		if (strcmp(s->legend[i].label, label) == 0)
			return;
	if (s->nlegend == SVG_MAX_LEGEND)
		return;
	l = &s->legend[s->nlegend++];
	l->kind = kind;
	snprintf(l->colour, sizeof l->colour, "%s", colour ? colour : "#000");
	snprintf(l->ink, sizeof l->ink, "%s", ink ? ink : "#000");
	snprintf(l->tag, sizeof l->tag, "%s", tag ? tag : "");
	snprintf(l->label, sizeof l->label, "%s", label);
}

void svg_change(struct svg *s, const char *text)
{
	char **t = realloc(s->changes, ((size_t)s->nchanges + 1) * sizeof *t);

	if (t == NULL || (t[s->nchanges] = strdup(text)) == NULL) {
		if (t)
			s->changes = t;
		s->oom = 1;
		return;
	}
	s->changes = t;
	s->nchanges++;
}

/* Lines of at most `width` characters, cut at blanks (a longer word is cut). */
static int wrap(const char *text, int width, char lines[][128], int max)
{
	int n = 0;

	while (*text && n < max) {
		int len = (int)strlen(text), cut = len;
		if (glyphs(text) > width) {
			cut = width;
			for (int i = width; i > width / 2; i--)
				if (text[i] == ' ') {
					cut = i;
					break;
				}
			while (cut > 0 && ((unsigned char)text[cut] & 0xC0) == 0x80)
				cut--;   /* never inside a UTF-8 character */
		}
		if (cut > 127)
			cut = 127;
		snprintf(lines[n++], 128, "%.*s", cut, text);
		text += cut;
		while (*text == ' ')
			text++;
	}
	return n;
}

static void swatch(struct svg *s, const struct svg_legend *l, double x, double y)
{
	switch (l->kind) {
	case SVG_SW_CELL:
		svg_rect(s, x, y - 11, 22, 14, l->colour, "#666", 0.8, NULL);
		break;
	case SVG_SW_LINE:
		svg_line(s, x, y - 4, x + 22, y - 4, l->colour, 3, NULL);
		break;
	case SVG_SW_COUNTER:
		svg_rect(s, x + 3, y - 13, 16, 16, l->colour, "#222", 0.8, "rx=\"2\"");
		break;
	case SVG_SW_MARK:
	case SVG_SW_TEXT:
		svg_rect(s, x, y - 11, 22, 14, l->kind == SVG_SW_MARK ? "#fff" : l->colour, "#999",
				0.6, "rx=\"2\"");
		text_fit(s, x + 11, y - 1, 8.5, SVG_MIDDLE | SVG_BOLD, l->ink, l->tag, 20);
		break;
	}
}

/* The legend and the changes of `from`, drawn into `s` from (x, y) down;
 * returns the bottom. */
static double legend(const struct svg *from, struct svg *s, double x, double y)
{
	char lines[16][128];

	if (from->nlegend) {
		svg_text(s, x, y, 13, SVG_BOLD, "#222", "Legend");
		y += 8;
	}
	for (int i = 0; i < from->nlegend; i++) {
		int n = wrap(from->legend[i].label, 34, lines, 5);
		y += LEGEND_ROW;
		swatch(s, &from->legend[i], x, y);
		for (int k = 0; k < n; k++)
			svg_text(s, x + 30, y + 13.0 * k, 11, 0, "#222", lines[k]);
		y += 13.0 * (n - 1);
	}
	if (from->nchanges) {
		y += from->nlegend ? 30 : 0;
		svg_text(s, x, y, 13, SVG_BOLD, "#222", "Changes");
		y += 4;
	}
	for (int i = 0; i < from->nchanges; i++) {
		int n = wrap(from->changes[i], 38, lines, 16);
		for (int k = 0; k < n; k++) {
			y += 14;
			svg_text(s, x + (k ? 10 : 0), y, 11, 0, "#222", lines[k]);
		}
	}
	return y;
}

static void write_escaped(FILE *out, const char *text)
{
	struct svg t;

	svg_init(&t);
	svg_escape(&t, text);
	if (t.buf)
		fputs(t.buf, out);
	svg_free(&t);
}

int svg_write(struct svg *s, FILE *out, struct err *e)
{
	struct svg top;
	char a[32], b[32], c[32], d[32];
	double bx0 = s->any ? s->x0 : 0, by0 = s->any ? s->y0 : 0;
	double bw = s->any ? s->x1 - s->x0 : 200, bh = s->any ? s->y1 - s->y0 : 100;
	double band = MARGIN + 24 + 18.0 * s->nnotes + 6, w, h, lx, bottom;

	/* the band and the legend are drawn in a picture of their own, in pixels */
	svg_init(&top);
	svg_text(&top, MARGIN, MARGIN + 18, 19, SVG_BOLD, "#1a1a1a", s->title);
	for (int i = 0; i < s->nnotes; i++)
		svg_text(&top, MARGIN, MARGIN + 42 + 18.0 * i, 13.5, 0, "#333", s->notes[i]);
	lx = MARGIN + bw + 2 * 10 + 24;
	bottom = s->plain ? 0 : legend(s, &top, lx, band + 14);
	w = fmax(s->plain ? MARGIN + bw + 20 + MARGIN : lx + LEGEND_W + MARGIN,
			top.any ? top.x1 + MARGIN : 0);
	h = fmax(band + bh + 20 + MARGIN, bottom + MARGIN);
	if (s->oom || top.oom) {
		svg_free(&top);
		return err_set(e, EXIT_IO, "out of memory drawing the picture");
	}
	fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
			"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%s\" height=\"%s\" "
			"viewBox=\"0 0 %s %s\" font-family=\"%s\">\n", num(a, ceil(w)), num(b, ceil(h)),
			num(c, ceil(w)), num(d, ceil(h)), SVG_FONT);
	fprintf(out, "<title>");
	write_escaped(out, s->title);
	fprintf(out, "</title>\n<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n");
	if (!s->plain)
		fprintf(out, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" "
				"fill=\"#efeadb\" stroke=\"#b8b09a\" rx=\"4\"/>\n", num(a, MARGIN),
				num(b, band), num(c, bw + 20), num(d, bh + 20));
	fprintf(out, "<g id=\"board\" transform=\"translate(%s,%s)\">\n",
			num(a, MARGIN + 10 - bx0), num(b, band + 10 - by0));
	fwrite(s->buf ? s->buf : "", 1, s->n, out);
	fprintf(out, "</g>\n<g id=\"key\">\n");
	fwrite(top.buf ? top.buf : "", 1, top.n, out);
	fprintf(out, "</g>\n</svg>\n");
	svg_free(&top);
	if (fflush(out) != 0 || ferror(out))
		return err_set(e, EXIT_IO, "cannot write the picture");
	return 0;
}

/* ---- the grid ---------------------------------------------------------------- */

void svg_grid_centre(const struct svg_grid *g, int col, int row, double *x, double *y)
{
	double r = g->size;

	switch (g->layout) {
	case SVG_HEX_COLS:   /* even columns half a hex lower (grid.h, section 1) */
		*x = 1.5 * r * col;
		*y = SQRT3 * r * (row + (col % 2 == 0 ? 0.5 : 0));
		break;
	case SVG_HEX_ROWS:   /* even rows half a hex to the right (grid.h, section 2) */
		*x = SQRT3 * r * (col + (row % 2 == 0 ? 0.5 : 0));
		*y = 1.5 * r * row;
		break;
	default:             /* squares: (x, y) centred on (x + 1/2, y + 1/2) (section 3) */
		*x = r * (col + 0.5);
		*y = r * (row + 0.5);
	}
}

int svg_grid_corners(const struct svg_grid *g, int col, int row, double xy[12])
{
	double x, y, r = g->size;

	svg_grid_centre(g, col, row, &x, &y);
	if (g->layout == SVG_SQUARES) {
		double h = r / 2;
		const double sx[4] = { -h, h, h, -h }, sy[4] = { -h, -h, h, h };
		for (int i = 0; i < 4; i++) {
			xy[2 * i] = x + sx[i];
			xy[2 * i + 1] = y + sy[i];
		}
		return 4;
	}
	for (int i = 0; i < 6; i++) {
		/* flat-topped: corners at 0, 60, ... degrees; pointy-topped: at 30, 90, ... */
		double a = M_PI / 3 * i + (g->layout == SVG_HEX_ROWS ? M_PI / 6 : 0);
		xy[2 * i] = x + r * cos(a);
		xy[2 * i + 1] = y + r * sin(a);
	}
	return 6;
}

void svg_grid_cell(struct svg *s, const struct svg_grid *g, int col, int row,
		const char *name, const char *fill, const char *stroke, double width,
		const char *extra)
{
	double xy[12], x, y;
	int n = svg_grid_corners(g, col, row, xy);
	char attrs[256];

	/* the cell's name as data-cell, for a test or a script to find it */
	if (name && strlen(name) < 64 && strcspn(name, "<>&\"") == strlen(name)) {
		snprintf(attrs, sizeof attrs, "data-cell=\"%s\"%s%s", name, extra ? " " : "",
				extra ? extra : "");
		extra = attrs;
	}
	svg_poly(s, xy, n, fill, stroke, width, extra);
	if (name) {
		svg_grid_centre(g, col, row, &x, &y);
		svg_place(s, name, x, y);
	}
}

int svg_grid_side(const struct svg_grid *g, int c1, int r1, int c2, int r2, double xy[4])
{
	double a[12], b[12], eps = g->size * 1e-6;
	int na = svg_grid_corners(g, c1, r1, a), nb = svg_grid_corners(g, c2, r2, b), k = 0;

	for (int i = 0; i < na; i++)
		for (int j = 0; j < nb; j++)
			if (fabs(a[2 * i] - b[2 * j]) < eps && fabs(a[2 * i + 1] - b[2 * j + 1]) < eps) {
				if (k < 2) {
					xy[2 * k] = a[2 * i];
					xy[2 * k + 1] = a[2 * i + 1];
				}
				k++;
			}
	return k == 2 ? 0 : -1;   /* one corner: diagonal squares; all: the same cell */
}

void svg_grid_label(struct svg *s, const struct svg_grid *g, int col, int row,
		const char *name)
{
	double x, y, top;

	svg_grid_centre(g, col, row, &x, &y);
	top = g->layout == SVG_HEX_COLS ? SQRT3 / 2 * g->size :
		g->layout == SVG_HEX_ROWS ? g->size * 0.62 : g->size / 2;
	svg_text(s, x, y - top + 8.5, 8, SVG_MIDDLE, "#5a5040", name);
}

void svg_grid_labels(struct svg *s, const struct svg_grid *g)
{
	int n = s->nplaces;   /* labels add no place, but keep to those drawn so far */

	for (int i = 0; i < n; i++) {
		struct grid_hex h;
		struct grid_sq q;
		if (g->layout != SVG_SQUARES && grid_parse(s->places[i].name, &h) == 0)
			svg_grid_label(s, g, h.col, h.row, s->places[i].name);
		else if (g->layout == SVG_SQUARES && grid_sq_parse(s->places[i].name, &q) == 0)
			svg_grid_label(s, g, q.x, q.y, s->places[i].name);
	}
}

void svg_grid_ring(struct svg *s, const struct svg_grid *g, int col, int row, double inset,
		const char *stroke, double width)
{
	double xy[12], x, y;
	int n = svg_grid_corners(g, col, row, xy);
	double f = (g->layout == SVG_SQUARES ? g->size / 2 : g->size);

	svg_grid_centre(g, col, row, &x, &y);
	f = (f - inset) / f;
	for (int i = 0; i < n; i++) {
		xy[2 * i] = x + (xy[2 * i] - x) * f;
		xy[2 * i + 1] = y + (xy[2 * i + 1] - y) * f;
	}
	svg_poly(s, xy, n, NULL, stroke, width, NULL);
}

int svg_in_region(const struct svg_opts *o, int col, int row)
{
	return o == NULL || !o->region ||
		(col >= o->c0 && col <= o->c1 && row >= o->r0 && row <= o->r1);
}

int svg_region_parse(const char *text, struct svg_opts *o)
{
	const char *dash = strchr(text, '-');
	char a[GRID_NAME_MAX], b[GRID_NAME_MAX];
	int c[2], r[2];

	if (dash == NULL || dash - text >= GRID_NAME_MAX || strlen(dash + 1) >= GRID_NAME_MAX)
		return -1;
	snprintf(a, sizeof a, "%.*s", (int)(dash - text), text);
	snprintf(b, sizeof b, "%s", dash + 1);
	for (int i = 0; i < 2; i++) {
		const char *t = i ? b : a;
		struct grid_hex h;
		struct grid_sq q;
		if (grid_parse(t, &h) == 0) {           /* CCRR: only digits */
			c[i] = h.col;
			r[i] = h.row;
		} else if (grid_sq_parse(t, &q) == 0) { /* a square: letters, then digits */
			c[i] = q.x;
			r[i] = q.y;
		} else {
			return -1;
		}
	}
	o->region = 1;
	o->c0 = c[0] < c[1] ? c[0] : c[1];
	o->c1 = c[0] < c[1] ? c[1] : c[0];
	o->r0 = r[0] < r[1] ? r[0] : r[1];
	o->r1 = r[0] < r[1] ? r[1] : r[0];
	return 0;
}

/* ---- counters -------------------------------------------------------------- */

void svg_counter(struct svg *s, double x, double y, double size, const struct svg_counter *c)
{
	double h = size / 2, l = x - h, t = y - h;
	const char *fade = c->ghost ? "fill-opacity=\"0.35\" stroke-dasharray=\"3 2\"" : "rx=\"3\"";
	char marks[96] = "";

	svg_group(s, c->ghost ? "counter ghost" : "counter", c->id, c->at);
	if (!c->ghost)
		svg_rect(s, l + 1.6, t + 1.6, size, size, "#000", NULL, 0,
				"fill-opacity=\"0.3\" rx=\"3\"");
	svg_rect(s, l, t, size, size, c->fill, c->ghost ? "#7a0000" : "#1e1e1e",
			c->ghost ? 1.4 : 1, fade);
	text_fit(s, x, t + 9, 7.5, SVG_MIDDLE, c->ink, c->top ? c->top : c->id, size - 4);
	if (c->main && *c->main)   /* raised over a band of markers */
		text_fit(s, x, y + (c->nmarks ? 2.5 : 5), c->nmarks ? 11.5 : 12.5,
				SVG_MIDDLE | SVG_BOLD, c->ink, c->main, size - 5);
	/* the foot: the bottom line, then the pips at its right; the lower-left
	 * corner stays plain (svg.h) */
	double foot = t + size - (c->nmarks ? 11.5 : 3.5), pips = 0;
	int np = c->max_steps > 1 ? (c->max_steps < 6 ? c->max_steps : 6) : 0;
	for (int i = 0; i < np; i++) {
		svg_circle(s, l + size - 4 - 5.2 * (np - 1 - i), foot - 2.6, 1.9, i < c->steps ?
				c->ink : "none", c->ink, 0.7, NULL);
		pips = 5.2 * np + 1;
	}
	if (c->bottom && *c->bottom) {
		double left = l + size / 6, right = l + size - 1.5 - pips;
		text_fit(s, (left + right) / 2, foot, 7.5, SVG_MIDDLE, c->ink, c->bottom,
				right - left);
	}
	for (int i = 0; i < c->stars && i < 4; i++)
		svg_star(s, l + size - 5.5 - 8.5 * i, t + 15.5, 4, "#f2c21b");
	for (int i = 0; i < c->nmarks; i++) {
		size_t n = strlen(marks);
		snprintf(marks + n, sizeof marks - n, "%s%s", i ? " " : "", c->marks[i]);
	}
	if (c->nmarks) {
		/* the band of markers leaves the lower-left corner plain (svg.h) */
		svg_rect(s, l + size / 6, t + size - 9.5, size - size / 6 - 1, 8.5, "#ffffff", NULL, 0,
				"fill-opacity=\"0.9\"");
		text_fit(s, l + size / 6 + (size - size / 6) / 2, t + size - 2.8, 7, SVG_MIDDLE |
				SVG_BOLD, "#8a0000", marks, size - size / 6 - 3);
	}
	if (c->ghost) {
		svg_line(s, l + 3, t + 3, l + size - 3, t + size - 3, "#b00000", 2, NULL);
		svg_line(s, l + size - 3, t + 3, l + 3, t + size - 3, "#b00000", 2, NULL);
	}
	svg_group_end(s);
	if (c->id && !c->ghost)
		svg_piece(s, c->id, x, y);
}

/* ---- places and pieces ----------------------------------------------------- */

static void remember(struct svg *s, struct svg_place **v, int *n, int *cap, const char *name,
		double x, double y)
{
	for (int i = 0; i < *n; i++)
		if (strcmp((*v)[i].name, name) == 0) {
			(*v)[i].x = x;
			(*v)[i].y = y;
			return;
		}
	if (*n == *cap) {
		int nc = *cap ? 2 * *cap : 64;
		struct svg_place *t = realloc(*v, (size_t)nc * sizeof *t);
		if (t == NULL) {
			s->oom = 1;
			return;
		}
		*v = t;
		*cap = nc;
	}
	if (((*v)[*n].name = strdup(name)) == NULL) {
		s->oom = 1;
		return;
	}
	(*v)[*n].x = x;
	(*v)[*n].y = y;
	(*n)++;
}

static int lookup(const struct svg_place *v, int n, const char *name, double *x, double *y)
{
	for (int i = 0; i < n; i++)
		if (strcmp(v[i].name, name) == 0) {
			*x = v[i].x;
			*y = v[i].y;
			return 0;
		}
	return -1;
}

void svg_place(struct svg *s, const char *name, double x, double y)
{
	remember(s, &s->places, &s->nplaces, &s->capplaces, name, x, y);
}

int svg_place_find(const struct svg *s, const char *name, double *x, double *y)
{
	return lookup(s->places, s->nplaces, name, x, y);
}

void svg_piece(struct svg *s, const char *id, double x, double y)
{
	remember(s, &s->pieces, &s->npieces, &s->cappieces, id, x, y);
}

int svg_piece_find(const struct svg *s, const char *id, double *x, double *y)
{
	return lookup(s->pieces, s->npieces, id, x, y);
}
