/*
 * svg.h: a small writer of self-contained SVG pictures: the boards of every
 * game, their counters, the text around them and a legend. No external font,
 * script, style sheet or image: every element carries its own presentation
 * attributes, so the picture reads the same in a browser, in an e-mail client
 * and in rsvg-convert.
 *
 * A picture is drawn in board units (one hex's radius is SVG_HEX pixels) in
 * any order; svg_write then wraps it: a title band on top, the board, and a
 * legend (with the changes of `show --since`) on its right. The board's
 * extent is what was drawn on it, so a region of the map gives a small
 * picture. The board is drawn inside `<g id="board" transform="translate(X,Y)">`:
 * a board point (x, y) is the picture's pixel (x + X, y + Y) at scale 1.
 *
 * Geometry (svg_grid_*) follows core/grid.h exactly, so what a player sees is
 * what the rules compute: two cells are drawn side by side, sharing a side,
 * exactly when grid.h calls them adjacent.
 *   SVG_HEX_COLS  column-offset hexes (grid_*: salerno43, omaha, normandie44),
 *                 flat-topped, even columns half a hex lower: the centre of
 *                 CCRR is x = 1.5 R col, y = sqrt(3) R (row + (col even) / 2);
 *   SVG_HEX_ROWS  row-offset hexes (grid_row_*: memoir44), pointy-topped, even
 *                 rows half a hex to the right: x = sqrt(3) R (col + (row even)
 *                 / 2), y = 1.5 R row;
 *   SVG_SQUARES   squares (grid_sq_*: heroes), side S, square (x, y) centred
 *                 on (S (x + 1/2), S (y + 1/2)), vertex (i, j) at (S i, S j).
 * R (or S) is the grid's `size`.
 *
 * Everything a game needs to draw is here: cells, the side between two cells,
 * lines, text, counters (with their id and place as data-id and data-at
 * attributes, so a test or a script finds them), legend entries. Each counter
 * and cell drawn is remembered by name (svg_place, svg_piece), so the engine
 * can draw what changed (diff.h) over any game's board.
 */
#ifndef UMPIRE_SVG_H
#define UMPIRE_SVG_H

#include <stddef.h>
#include <stdio.h>

#include "err.h"

#define SVG_HEX 36.0                 /* the radius of a hex, in pixels */
#define SVG_COUNTER 40.0             /* the side of a counter */
#define SVG_FONT "DejaVu Sans, Verdana, Arial, sans-serif"

enum svg_layout { SVG_HEX_COLS, SVG_HEX_ROWS, SVG_SQUARES };

struct svg_grid {
	enum svg_layout layout;
	double size;                     /* hex radius or square side */
};

/* What `show --format svg` asks of a drawing: a region (cells from (c0, r0)
 * to (c1, r1), both included, in the grid's own coordinates: CCRR's column
 * and row, or a square's x and y) and labels on the cells. */
struct svg_opts {
	int region;                      /* 0: the whole board */
	int c0, r0, c1, r1;
	int labels;                      /* 1: write each cell's name on it */
};

/* 1 when the cell is to be drawn (always without a region). */
int svg_in_region(const struct svg_opts *o, int col, int row);
/* Parse a region "FROM-TO" whose ends are CCRR hexes ("2125-2533") or squares
 * ("A1-F8"; grid.h's names): 0, or -1 when it is not one. */
int svg_region_parse(const char *text, struct svg_opts *o);

struct svg_place {
	char *name;                      /* a cell ("2129", "C4"), a box ("box:DG1"), or a
	                                    piece's id for pieces */
	double x, y;
};

#define SVG_MAX_LEGEND 48
#define SVG_MAX_NOTES 8

enum svg_swatch { SVG_SW_CELL, SVG_SW_LINE, SVG_SW_COUNTER, SVG_SW_MARK, SVG_SW_TEXT };

struct svg_legend {
	enum svg_swatch kind;
	char colour[16], ink[16];        /* fill (or stroke), and the text or line's second
	                                    colour */
	char tag[12];                    /* SVG_SW_MARK and SVG_SW_TEXT: the tag shown */
	char label[160];
};

struct svg {
	char *buf;                       /* the board's elements */
	size_t n, cap;
	int oom;
	double x0, y0, x1, y1;           /* their extent in board units */
	int any;
	struct svg_place *places, *pieces;
	int nplaces, npieces, capplaces, cappieces;
	struct svg_legend legend[SVG_MAX_LEGEND];
	int nlegend;
	char title[256];
	char notes[SVG_MAX_NOTES][256];
	int nnotes;
	char **changes;                  /* lines under the legend (show --since) */
	int nchanges;
	int plain;                       /* no board frame and no legend: a chart */
};

void svg_init(struct svg *s);
void svg_free(struct svg *s);
/* The picture: an XML declaration, the <svg> element sized to what was drawn,
 * the title band, the board and the legend. EXIT_IO when out of memory or
 * when writing fails. */
int svg_write(struct svg *s, FILE *out, struct err *e);

/* The title band: one title line, then notes (whose turn, what is pending). */
void svg_title(struct svg *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void svg_note(struct svg *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A legend entry, once per label (a second entry of the same label is
 * ignored). `ink` may be NULL; `tag` is the text of a mark or text swatch. */
void svg_legend_add(struct svg *s, enum svg_swatch kind, const char *colour, const char *ink,
		const char *tag, const char *label);
/* A line of the changes panel under the legend. */
void svg_change(struct svg *s, const char *text);

/* ---- raw output --------------------------------------------------------- */

void svg_printf(struct svg *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Text escaped for XML character data or an attribute value. */
void svg_escape(struct svg *s, const char *text);
/* Grow the extent of the board to include (x, y). */
void svg_extend(struct svg *s, double x, double y);

/* ---- shapes: `extra` is more attributes written as they are, or NULL ------ */

void svg_poly(struct svg *s, const double *xy, int n, const char *fill, const char *stroke,
		double width, const char *extra);
void svg_line(struct svg *s, double x1, double y1, double x2, double y2, const char *stroke,
		double width, const char *extra);
void svg_rect(struct svg *s, double x, double y, double w, double h, const char *fill,
		const char *stroke, double width, const char *extra);
void svg_circle(struct svg *s, double x, double y, double r, const char *fill,
		const char *stroke, double width, const char *extra);
/* A five-pointed star of outer radius r. */
void svg_star(struct svg *s, double x, double y, double r, const char *fill);
/* A line with an arrow head at (x2, y2). */
void svg_arrow(struct svg *s, double x1, double y1, double x2, double y2, const char *stroke,
		double width, const char *extra);

enum { SVG_START = 0, SVG_MIDDLE = 1, SVG_END = 2, SVG_BOLD = 4, SVG_ITALIC = 8 };
/* Text whose baseline starts (SVG_START), is centred (SVG_MIDDLE) or ends
 * (SVG_END) at (x, y); `size` in pixels. */
void svg_text(struct svg *s, double x, double y, double size, int flags, const char *fill,
		const char *text);

/* A group with data attributes (both may be NULL): <g class="CLASS"
 * data-id="ID" data-at="AT">, and its end. */
void svg_group(struct svg *s, const char *cls, const char *id, const char *at);
void svg_group_end(struct svg *s);

/* ---- the grid ------------------------------------------------------------ */

void svg_grid_centre(const struct svg_grid *g, int col, int row, double *x, double *y);
/* The corners of a cell, clockwise from the east (hexes) or the north-west
 * (squares): 6 or 4 points into xy; returns how many. */
int svg_grid_corners(const struct svg_grid *g, int col, int row, double xy[12]);
/* Draw a cell; with a `name`, remember its centre under it and write it as
 * the polygon's data-cell attribute. */
void svg_grid_cell(struct svg *s, const struct svg_grid *g, int col, int row,
		const char *name, const char *fill, const char *stroke, double width,
		const char *extra);
/* The side two adjacent cells share, as its two ends: 0, or -1 when they
 * share no side. */
int svg_grid_side(const struct svg_grid *g, int c1, int r1, int c2, int r2, double xy[4]);
/* The cell's name written small at its top (show --labels); svg_grid_labels
 * writes it on every cell remembered so far whose name is a cell of grid.h. */
void svg_grid_label(struct svg *s, const struct svg_grid *g, int col, int row,
		const char *name);
void svg_grid_labels(struct svg *s, const struct svg_grid *g);
/* An outline drawn `inset` pixels inside a cell (a beach, a section's edge). */
void svg_grid_ring(struct svg *s, const struct svg_grid *g, int col, int row, double inset,
		const char *stroke, double width);

/* ---- counters ------------------------------------------------------------ */

#define SVG_MAX_MARKS 8

struct svg_counter {
	const char *id;                  /* data-id, and the id line (may be cut) */
	const char *at;                  /* data-at: the place it stands on */
	const char *fill, *ink;          /* the side's colour, and its text colour */
	const char *top;                 /* the small line on top (the id when NULL) */
	const char *main;                /* the large line in the middle ("5-4-7", "4") */
	const char *bottom;              /* the small line under it ("ma 7") */
	int steps, max_steps;            /* pips on the right: steps filled, max_steps - steps
	                                    hollow; none when max_steps < 2 */
	int stars;                       /* stars at its top right, under the id line */
	const char *marks[SVG_MAX_MARKS];/* short tags of its markers, in a band at its foot */
	int nmarks;
	int ghost;                       /* eliminated since: dashed, faded, crossed */
};

/* Draw a counter of side `size` centred on (x, y), and remember where it is
 * under its id. Its lower-left corner (within size / 6 of it) is left plain,
 * in the side's colour: the place a test reads the counter's colour. */
void svg_counter(struct svg *s, double x, double y, double size, const struct svg_counter *c);

/* ---- places and pieces --------------------------------------------------- */

/* Remember a named place (a cell, a box) at (x, y); 0, or -1 if it is not known. */
void svg_place(struct svg *s, const char *name, double x, double y);
int svg_place_find(const struct svg *s, const char *name, double *x, double *y);
/* Pieces, by id (svg_counter records them). */
void svg_piece(struct svg *s, const char *id, double x, double y);
int svg_piece_find(const struct svg *s, const char *id, double *x, double *y);

#endif
