/*
 * proc.h: what Salerno 1943's procedural orders share (land, paradrop, weather,
 * counterattack, turn, bridge, limber, reorganize, victory): the game turn
 * (set,turn), zones of control, unit markers, refusals citing a rule, and the
 * exact odds of a one-step order.
 *
 * Each of those orders is written as a pure step over a plain struct (its
 * outcome: no pointers, zeroed before use) that reads the map and draws dice;
 * `resolve` runs the step once with the dice it is given and writes the outcome
 * into the state, `odds` hands the same step to odds_enumerate() (odds.h), which
 * merges equal outcomes, and proc_odds_rows() turns each into a report row. So
 * the rules are written once, against chance (DESIGN.md).
 */
#ifndef UMPIRE_S43_PROC_H
#define UMPIRE_S43_PROC_H

#include <stddef.h>

#include "odds.h"
#include "s43.h"

/* Game turns (§3, §29.1): "D-morning", "D-afternoon", "D-night" for the days
 * D = 9..17 of September, numbered 0 (9-morning) to 26 (17-night). */
enum { PROC_MORNING, PROC_AFTERNOON, PROC_NIGHT };
#define PROC_TURNS 27
int proc_turn_parse(const char *text, int *index);        /* 0 or -1 */
void proc_turn_format(int index, char *out, size_t size); /* "12-afternoon" */
int proc_period(int index);
int proc_day(int index);
/* set,turn of the state: EXIT_DATA naming file:line:column when malformed,
 * EXIT_REFUSED citing `rule` when absent (the order needs to know the turn). */
int proc_turn(const struct state *st, const char *rule, int *index, struct err *e);

/* 1 if a unit of `side` exerts a ZOC into hex h (§4.0: into the 6 adjacent
 * hexes, none across a precipice). With `aa`, only AA units count (§26.23 c). */
int proc_zoc(const struct s43_map *m, struct grid_hex h, int side, int aa);
/* 1 if the unit counts as an AA unit (its back, §2.3, or its kind, §15.3). */
int proc_is_aa(const struct s43_unit *u);
/* Smallest distance in hexes from h to a unit of `side` on the map (999 if none). */
int proc_distance_to(const struct s43_map *m, struct grid_hex h, int side);
/* Company-equivalents, in platoons (§6.1: 3 platoons = 1 company). */
int proc_platoons(const struct s43_unit *u);
/* 1 if the hex row of `h` has "yes" in the optional column `col` (e.g. coast,
 * salerno_beach), 0 otherwise or if the state has no such column. */
int proc_hex_yes(const struct state *st, struct grid_hex h, const char *col);

/* EXIT_REFUSED: "<message> (<rule>)". */
int proc_refuse(struct err *e, const char *rule, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* The unit's row in the state, and its markers (the `flags` column, which is
 * added when the state lacks it). 0, or EXIT_IO out of memory. */
struct state_row *proc_unit_row(struct state *st, const struct s43_unit *u);
int proc_flag_add(struct state *st, const struct s43_unit *u, const char *flag);
int proc_flag_remove(struct state *st, const struct s43_unit *u, const char *flag);
int proc_unit_set(struct state *st, const struct s43_unit *u, const char *col,
		const char *value);

/* A comma list of unit ids of the order into map indexes (at most max): EXIT_USAGE
 * for bad syntax, EXIT_DATA for an unknown id. Returns the count in *n. */
int proc_unit_list(const struct order *o, const char *key, struct s43_map *m,
		int *out, int max, int *n, struct err *e);

/* A table's row by its first cell, and a cell that must be known (§ cited when
 * it is '?'): thin wrappers over table.h. */
int proc_table(struct game_ctx *g, const char *name, const struct table **t,
		struct err *e);
/* The row of table t whose `col` cell (a total "7" or range "2-5") holds v. */
int proc_table_range(const struct table *t, int col, int v, const char *section,
		struct err *e);

/* Odds of a one-step order. `summary` fills `ncols` malloc'd strings for a final
 * outcome; rows with equal strings are merged. */
typedef void (*proc_summary_fn)(const void *outcome, const void *ctx, char **vals);
int proc_odds(const void *init, size_t size, odds_step_fn step, void *ctx,
		int ncols, const char *const *cols, proc_summary_fn summary,
		struct odds_report *r, struct err *e);
char *proc_strf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
