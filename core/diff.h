/*
 * diff.h: what changed between two states of one game, from their views
 * (view.h): units moved, retreated, arrived or eliminated, steps lost,
 * markers placed and removed, scalars such as the turn, the weather or the
 * medals. `umpire diff OLD NEW` prints it in words, CSV or JSON; `umpire
 * show NEW --since OLD` and `verify --svg` draw it over the new picture
 * (diff_draw): the path of each move, the steps lost, the eliminated units as
 * ghosts where they stood, and the words in a panel.
 *
 * Records are matched by kind and name (view_id). Within a matched pair:
 *   at       a change of place: "eliminated" (the new place is that word),
 *            "left the map" ("exited"), "arrived" (from "" or "offmap"),
 *            "retreated" (the game gave view.move_marks and the unit carries
 *            none of them), else "moved";
 *   steps, figures   a drop is "lost", a rise "gained" (not said of a unit
 *            eliminated: its elimination says it);
 *   markers  each marker placed and each removed;
 *   stack    not reported when the place changed too;
 *   any other field: "changed", from the old value to the new.
 * A record only in the new state is "added", only in the old one "removed"
 * (a unit's row, one with steps or figures, removed is "eliminated" when it
 * stood on the board).
 */
#ifndef UMPIRE_DIFF_H
#define UMPIRE_DIFF_H

#include <stdio.h>

#include "err.h"
#include "svg.h"
#include "view.h"

enum diff_what {
	DIFF_SET,          /* a scalar changed */
	DIFF_MOVED, DIFF_RETREATED, DIFF_ARRIVED, DIFF_ELIMINATED, DIFF_EXITED,
	DIFF_LOST, DIFF_GAINED,
	DIFF_PLACED, DIFF_LIFTED,   /* a marker placed, a marker removed */
	DIFF_CHANGED, DIFF_ADDED, DIFF_REMOVED
};

struct diff_change {
	enum diff_what what;
	char *kind;                    /* the record's kind, "set" for a scalar */
	char *id;                      /* the record's name, or the scalar's key */
	char *key;                     /* the field ("at", "steps", "markers"...) */
	char *old, *new;               /* the values ("" when absent) */
	int num;                       /* old and new are numbers */
};

struct diff {
	struct diff_change *c;
	int n, cap;
	int oom;
};

/* Compare two views of one game into d (diff_free it). EXIT_IO out of memory. */
int diff_views(const struct view *old, const struct view *new, struct diff *d,
		struct err *e);
void diff_free(struct diff *d);

/* The name of a change ("moved") and the sentence that tells it
 * ("2cdo-a moved from 2129 to 2228"), into buf; returns buf. */
const char *diff_name(enum diff_what w);
const char *diff_words(const struct diff_change *c, char *buf, size_t size);

/* The sentence of change *i, or of the run of markers placed (or removed) on
 * one record that starts there ("2cdo-a: markers fought, moved placed"); *i
 * moves past what it told. */
void diff_sentence(const struct diff *d, int *i, char *buf, size_t size);

/* Print: LOG_TEXT one sentence a line (diff_sentence) ("no change" when none); LOG_CSV the
 * header kind,id,change,key,old,new,text then one row per change; LOG_JSON
 * {"changes":[{...}]} with numbers as numbers. */
int diff_print(const struct diff *d, FILE *out, int format, struct err *e);

/* Mark the changes on a picture already drawn (the places and pieces it
 * remembers, svg.h): moves and retreats as arrows, steps lost as badges,
 * eliminated units as ghosts where they stood, every change in words under
 * the legend. */
void diff_draw(const struct diff *d, const struct view *old, struct svg *s);

#endif
