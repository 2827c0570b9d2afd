/*
 * grid.h: every board the games use, the one place where coordinates become
 * geometry. The games say what a cell holds and what blocks; the grid says
 * which cells are next to which, how far apart they are, and which cells,
 * edges and vertices a straight line between two cells meets.
 *
 *  1. Column-offset hexes, 4-digit CCRR (salerno43, omaha, normandie44):
 *     grid_parse ... grid_line, grid_walk. grid.c.
 *  2. Row-offset hexes over boards laid side by side (memoir44): grid_row_*,
 *     the same struct grid_hex and CCRR names. grid.c.
 *  3. Squares with vertices and edges (heroes): grid_sq_*, grid_vx_*,
 *     grid_run_*. grid_square.c.
 *  4. Line of sight: grid_walk, grid_row_walk and grid_sq_walk go along the
 *     line from one cell to the other, in order, and ask the game, through a
 *     callback and a context pointer, what each cell (and on squares each edge
 *     crossed and each vertex passed) does to the sight. The game decides; the
 *     grid only walks.
 *
 * Every line here is exact: hex lines are computed in integers, a tie-break
 * being an infinitesimal nudge (below), and square lines in integers with no
 * nudge at all, a vertex met exactly being reported as such.
 */
#ifndef UMPIRE_GRID_H
#define UMPIRE_GRID_H

/* ---- 1. Column-offset hexes ------------------------------------------------
 *
 * A hex "2531" is column 25, row 31. Columns are vertical and even columns are
 * shifted half a hex toward higher row numbers. Neighbours of an odd column c:
 * (c, r-1), (c, r+1), (c±1, r-1), (c±1, r); of an even column: (c, r-1),
 * (c, r+1), (c±1, r), (c±1, r+1). Distance goes through cube coordinates:
 * q = col, r = row - (col + (col & 1)) / 2, s = -q - r, and is
 * max(|dq|, |dr|, |ds|). (Salerno digest §2.2, checked on E2, E3, E14, E16, E18.)
 */

struct grid_hex {
	int col, row;
};

/* Parse exactly four digits; returns 0, or -1 when `text` is not a CCRR hex. */
int grid_parse(const char *text, struct grid_hex *h);
/* Write "CCRR" (5 bytes with the NUL); a hex off 00..99 is written "????". */
void grid_format(struct grid_hex h, char out[5]);
/* Inline: the rules compare hexes in their inner loops (a stack is every unit
 * on the map tested against one hex), and the call was most of the cost. */
static inline int grid_equal(struct grid_hex a, struct grid_hex b)
{
	return a.col == b.col && a.row == b.row;
}
/* The six neighbours, in the order N, NE, SE, S, SW, NW (row -1 is north);
 * neighbours off the 00..99 range are still returned (the map decides). */
void grid_neighbours(struct grid_hex h, struct grid_hex out[6]);
int grid_adjacent(struct grid_hex a, struct grid_hex b);
int grid_distance(struct grid_hex a, struct grid_hex b);
/* Hexes crossed by the straight line between the centres of a and b, a and b
 * included, in order; returns the count (distance + 1, at most max). Where the
 * line runs exactly along a hexside, the hex on the side nudged toward +q is
 * taken (the nudge (+3e, -e, -2e) in cube coordinates, e infinitesimal: the
 * higher column, or between two hexes of one column the higher row), as
 * documented in umpire-salerno43(7). */
int grid_line(struct grid_hex a, struct grid_hex b, struct grid_hex *out, int max);

/* ---- 2. Row-offset hexes (Memoir '44) ---------------------------------------
 *
 * Rows are horizontal; even rows are shifted half a hex toward higher column
 * numbers. A hex is still "CCRR" (grid_parse, grid_format, grid_equal): CC the
 * column over the whole battlefield, RR the row, 01 at the top. Boards laid
 * side by side just continue the columns; which hexes exist (a board's size,
 * joined half-hexes) is the game's to say.
 *
 * Axial coordinates: q = (2*col + (row even) - row - 1) / 2, r = row, and the
 * cube distance. (Memoir digest §6.2; seed L478, L484.)
 */

int grid_row_distance(struct grid_hex a, struct grid_hex b);
/* The six neighbours, in the order NW, NE, E, SE, SW, W: an odd row touches
 * columns c-1 and c in the rows above and below, an even row c and c+1. */
void grid_row_neighbours(struct grid_hex h, struct grid_hex out[6]);
int grid_row_adjacent(struct grid_hex a, struct grid_hex b);
/* The line between the centres of a and b sampled once per hex (N + 1
 * points, N the distance), each point nudged by side * (+e, +2e, -3e) in
 * (q, r, s), e infinitesimal, and rounded to its hex: side +1 and side -1 are
 * the two traces of a line that runs along hexsides. Returns the count, or -1
 * when it is more than max. */
int grid_row_line(struct grid_hex a, struct grid_hex b, int side, struct grid_hex *out,
		int max);

/* ---- 3. Squares, vertices and edges (Heroes of Normandie) -------------------
 *
 * Square (x, y), 0-based, x the column (east), y the row (south): its corners
 * are the vertices (x, y), (x+1, y), (x, y+1), (x+1, y+1) and its centre is
 * (x + 1/2, y + 1/2) (Heroes digest §2). An edge joins two vertices one apart;
 * a run is a straight, axis-aligned stretch of one or more edges between two
 * vertices: a Heroes Line (§1.1, §6.2). A line of sight runs from centre to
 * centre, so it never runs along an edge: it crosses edges, and may pass
 * exactly through vertices.
 *
 * Names, as a player reads them off a board with lettered columns and
 * numbered rows:
 *   square  "C4"      column C (A is x = 0; after Z come AA, AB ... ZZ),
 *                     row 4 (1 is y = 0): square (2, 3);
 *   vertex  "+C4"     the north-west corner of square C4: vertex (2, 3);
 *                     the east and south edges of a board of W x H squares
 *                     are the vertices of column W and row H + 1;
 *   run     "+A4-+D4" the straight run from vertex +A4 to vertex +D4 (3 edges).
 * Letters may be typed in either case; names are written in capitals, a run
 * from its lower vertex to its higher one. Columns go to ZZ (702), rows to 999.
 */

struct grid_sq {
	int x, y;
};
struct grid_vx {
	int i, j;
};
struct grid_run {
	struct grid_vx a, b;           /* a before b: same j and a.i < b.i, or same i
	                                  and a.j < b.j */
};

#define GRID_NAME_MAX 16           /* room for any square, vertex or run name */

/* 0, or -1 when `text` is not a name of that kind (or is out of range). A
 * run's ends may be given in either order, but not on a slant or equal. */
int grid_sq_parse(const char *text, struct grid_sq *s);
int grid_vx_parse(const char *text, struct grid_vx *v);
int grid_run_parse(const char *text, struct grid_run *r);
/* The name, into out (GRID_NAME_MAX bytes); "?" when out of range. Returns out. */
char *grid_sq_format(struct grid_sq s, char *out);
char *grid_vx_format(struct grid_vx v, char *out);
char *grid_run_format(struct grid_run r, char *out);
/* The run from a to b, ends in order: 0, or -1 when a and b are equal or not
 * on one row or column of vertices. */
int grid_run_make(struct grid_vx a, struct grid_vx b, struct grid_run *r);
/* How many edges a run has. */
int grid_run_length(struct grid_run r);

int grid_sq_equal(struct grid_sq a, struct grid_sq b);
int grid_vx_equal(struct grid_vx a, struct grid_vx b);
/* The 4 orthogonal neighbours N, E, S, W, and the 8 surrounding ones N, NE, E,
 * SE, S, SW, W, NW (north is y - 1). Off-board squares are returned too. */
void grid_sq_neighbours4(struct grid_sq s, struct grid_sq out[4]);
void grid_sq_neighbours8(struct grid_sq s, struct grid_sq out[8]);
/* Distance in orthogonal steps (|dx| + |dy|) and in king moves (the larger of
 * |dx| and |dy|): the game picks the one its rules count. */
int grid_sq_distance4(struct grid_sq a, struct grid_sq b);
int grid_sq_distance8(struct grid_sq a, struct grid_sq b);

/* The segment from the centre of a to the centre of b, exactly:
 * grid_sq_line the squares whose interior it meets, in order, a and b
 * included; grid_sq_vertices the vertices it passes exactly through (where it
 * goes diagonally from one square to the next); grid_sq_edges the edges whose
 * interior it crosses, each as a run of one edge. Each writes at most max and
 * returns how many there are in all (as snprintf does). */
int grid_sq_line(struct grid_sq a, struct grid_sq b, struct grid_sq *out, int max);
int grid_sq_vertices(struct grid_sq a, struct grid_sq b, struct grid_vx *out, int max);
int grid_sq_edges(struct grid_sq a, struct grid_sq b, struct grid_run *out, int max);

/* What the segment from the centre of a to the centre of b does to run l. */
enum grid_meet {
	GRID_MISS = 0,                 /* it does not touch l */
	GRID_CROSS = 1,                /* it meets l's interior (an inner vertex of l
	                                  included): the sight crosses the Line */
	GRID_END = 2                   /* it passes exactly through an end vertex of l
	                                  and nowhere else: the game decides (Heroes
	                                  digest §6.2, §10 A3) */
};
enum grid_meet grid_sq_crosses(struct grid_sq a, struct grid_sq b, struct grid_run l);

/* The sides of square s that lie on run l, as GRID_SIDE_* bits; 0 when none.
 * Non-zero is "adjacent to the Line" by edge contact (Heroes digest §6.2). */
enum { GRID_SIDE_N = 1, GRID_SIDE_E = 2, GRID_SIDE_S = 4, GRID_SIDE_W = 8 };
unsigned grid_sq_sides_on(struct grid_sq s, struct grid_run l);
/* 1 when a corner of s lies on l, its ends included (contact by a corner
 * alone counts here: the other reading of adjacency, digest §10 A2). */
int grid_sq_corner_on(struct grid_sq s, struct grid_run l);
/* The side of l's row or column of vertices that square s lies on: -1 north
 * (for a run along a row) or west (along a column), +1 south or east. Two
 * squares are on opposite sides of l when their sides differ. */
int grid_run_side(struct grid_run l, struct grid_sq s);

/* ---- 4. Line of sight: the walk ---------------------------------------------
 *
 * A walk calls `fn` for each thing the line meets, in order from a to b, and
 * stops at the first call that returns non-zero: the walk returns that value,
 * or 0 when it reached b. What a value means is the game's (blocked, an
 * error code): the grid only walks.
 *
 * Hex walks report every hex of the line, a (step 0) and b (step `last`)
 * included. `hex` is the hex of grid_line (grid_walk) or of grid_row_line's
 * side +1 (grid_row_walk); `alt` is the hex the opposite nudge gives, which
 * differs from `hex` only where the line runs exactly along a hexside: a game
 * that traces the line on both sides of such a side reads both in one walk.
 *
 * The square walk reports square a (step 0), then for each step to the next
 * square either the edge crossed (GRID_SEEN_EDGE) or the vertex passed
 * exactly (GRID_SEEN_VERTEX), then that square (GRID_SEEN_CELL, the next
 * step), up to b (step `last`). An edge or vertex event carries the step and
 * square it leads into.
 */
enum grid_seen_kind { GRID_SEEN_CELL, GRID_SEEN_EDGE, GRID_SEEN_VERTEX };

struct grid_seen {
	enum grid_seen_kind kind;
	int step;                      /* the cell's index along the line, a = 0 */
	int last;                      /* the index of b */
	struct grid_hex hex, alt;      /* hex walks */
	struct grid_sq sq;             /* square walk: the square (entered next) */
	struct grid_run edge;          /* square walk, GRID_SEEN_EDGE: one edge */
	struct grid_vx vx;             /* square walk, GRID_SEEN_VERTEX */
};

typedef int (*grid_sight_fn)(const struct grid_seen *seen, void *ctx);

int grid_walk(struct grid_hex a, struct grid_hex b, grid_sight_fn fn, void *ctx);
int grid_row_walk(struct grid_hex a, struct grid_hex b, grid_sight_fn fn, void *ctx);
int grid_sq_walk(struct grid_sq a, struct grid_sq b, grid_sight_fn fn, void *ctx);

#endif
