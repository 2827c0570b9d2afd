/*
 * view.h: what a player tracks in a state, as records of named fields: the
 * description `umpire show` prints (text, CSV, JSON), `umpire diff` compares
 * and `show --since` marks on the picture.
 *
 * A game fills a view in its `describe` hook (game.h): its scalars (turn,
 * active player, weather, medals...) and one record per thing on or off the
 * board (units, markers, ships, beaches, boxes, the pending decision), with
 * the values the counters print, typed (numbers as numbers) and named by
 * stable snake_case keys. A game without the hook is described by
 * view_from_state: its `set` rows and every row of every kind, as text.
 *
 * Keys that mean the same thing in every game, so that diff.h can say what
 * happened in words:
 *   id         the record's name (else its first field is)
 *   side       whose it is
 *   at         where it stands: a cell ("2129"), a box ("box:DG1"), or one of
 *              "offmap" (not arrived), "eliminated", "exited"
 *   steps, figures   its strength: a drop is a loss
 *   markers    the ';'-list of its markers and flags ("fought;moved;mp=2")
 * and in the view itself `move_marks`: the markers by which a unit that
 * changed place moved by its own order (diff.h calls any other change of
 * place a retreat).
 */
#ifndef UMPIRE_VIEW_H
#define UMPIRE_VIEW_H

#include <stdio.h>

#include "err.h"
#include "state.h"

struct view_field {
	char *key;
	char *text;                    /* the value as text; "" when empty */
	int is_num;                    /* a whole number: JSON writes it bare */
};

struct view_rec {
	char *kind;                    /* "unit", "marker", "beach", "pending"... */
	struct view_field *f;
	int nf, cap;
	int oom;
};

#define VIEW_MAX_LABELS 32

struct view {
	char game[32];
	struct view_rec set;           /* the scalars (kind "set") */
	struct view_rec **recs;
	int nrecs, cap;
	const char *move_marks;        /* see above; NULL: every change of place is a move */
	const char *quiet_keys;        /* ';'-list of keys diff.h does not report: they follow
	                                  from others (a counter's face values from its
	                                  steps, its bank from its place) */
	/* short column titles for the text form only ("att_armor" -> "A.arm") */
	const char *label_key[VIEW_MAX_LABELS], *label[VIEW_MAX_LABELS];
	int nlabels;
	int oom;
};

void view_init(struct view *v, const char *game);
void view_free(struct view *v);

/* A new record of `kind` at the end (NULL when out of memory). */
struct view_rec *view_add(struct view *v, const char *kind);
/* A field at the end of a record: text, a number, or text formatted. */
void view_str(struct view_rec *r, const char *key, const char *text);
void view_num(struct view_rec *r, const char *key, long n);
void view_strf(struct view_rec *r, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* A scalar. */
void view_set(struct view *v, const char *key, const char *text);
void view_set_num(struct view *v, const char *key, long n);
/* A scalar as the state holds it: a number when it is a whole number written
 * as one ("5", not "05"), else text. */
void view_set_auto(struct view *v, const char *key, const char *text);
/* The text title of a key in the text form. */
void view_label(struct view *v, const char *key, const char *label);

/* The value of key (NULL when the record has none); the field itself. */
const char *view_get(const struct view_rec *r, const char *key);
const struct view_field *view_field(const struct view_rec *r, const char *key);
/* A record's name: its "id", else its first field's value. */
const char *view_id(const struct view_rec *r);
/* The record of `kind` named `id` (view_id), or NULL. */
const struct view_rec *view_find(const struct view *v, const char *kind, const char *id);

/* Every `set` row and every row of every kind, fields as text: the
 * description of a game without a `describe` hook. */
int view_from_state(struct view *v, const struct state *st, struct err *e);

/* The pending decision of a state (pending.h), as a record of kind
 * "pending", when there is one: every game's describe adds it the same way. */
void view_pending(struct view *v, const struct state *st);

/* 0, or EXIT_IO when some field could not be stored. */
int view_check(const struct view *v, struct err *e);

/* Print the view: LOG_TEXT (aligned tables for a person), LOG_CSV (one
 * header: "record", the kind, then the union of the keys; the scalars as a
 * row of record "set", then one row per record) or LOG_JSON ({"game":..., "set":{...}, "KIND":[{...}]}). */
int view_print(const struct view *v, FILE *out, int format, struct err *e);

/* JSON string and CSV field writers shared with diff.c. */
void view_json_string(FILE *out, const char *s);

#endif
