/*
 * grid.h: hex geometry for the 4-digit CCRR numbering (salerno43; the same scheme
 * serves any map whose columns are vertical and whose even columns are shifted
 * half a hex toward higher row numbers).
 *
 * A hex "2531" is column 25, row 31. Neighbours of an odd column c: (c, r-1),
 * (c, r+1), (c±1, r-1), (c±1, r); of an even column: (c, r-1), (c, r+1),
 * (c±1, r), (c±1, r+1). Distance goes through cube coordinates:
 * q = col, r = row - (col + (col & 1)) / 2, s = -q - r, and is
 * max(|dq|, |dr|, |ds|). (Salerno digest §2.2, checked on E2, E3, E14, E16, E18.)
 */
#ifndef UMPIRE_GRID_H
#define UMPIRE_GRID_H

struct grid_hex {
	int col, row;
};

/* Parse exactly four digits; returns 0, or -1 when `text` is not a CCRR hex. */
int grid_parse(const char *text, struct grid_hex *h);
/* Write "CCRR" (5 bytes with the NUL). */
void grid_format(struct grid_hex h, char out[5]);
int grid_equal(struct grid_hex a, struct grid_hex b);
/* The six neighbours, in the order N, NE, SE, S, SW, NW (row -1 is north);
 * neighbours off the 00..99 range are still returned (the map decides). */
void grid_neighbours(struct grid_hex h, struct grid_hex out[6]);
int grid_adjacent(struct grid_hex a, struct grid_hex b);
int grid_distance(struct grid_hex a, struct grid_hex b);
/* Hexes crossed by the straight line between the centres of a and b, a and b
 * included, in order; returns the count (distance + 1, at most max). Where the
 * line runs exactly along a hexside, the hex on the side nudged toward +q is
 * taken (cube lerp with an epsilon of 1e-6), as documented in umpire-salerno43(7). */
int grid_line(struct grid_hex a, struct grid_hex b, struct grid_hex *out, int max);

#endif
