/*
 * kit.h: the rules kit, the small helpers every game's rules code uses (Lua's
 * lauxlib idea): one way to refuse an order citing the rule, one way to name
 * the place of bad data (file:line:column), names to enums, the columns a kind
 * must have, ';'-lists of markers in a field, comma lists of hexes, and
 * the phrase that shows a roll in the log.
 *
 * A game writes these jobs with the kit, never again by hand, so that every
 * game refuses, reports and logs in the same words. Odds rows are merged with
 * odds_report_merge (odds.h).
 */
#ifndef UMPIRE_KIT_H
#define UMPIRE_KIT_H

#include <stddef.h>

#include "chance.h"
#include "err.h"
#include "grid.h"
#include "order.h"
#include "state.h"

/* The rules refuse the order: EXIT_REFUSED with "MESSAGE (RULE)", RULE being
 * the section that forbids it ("§9.11"). */
int kit_refuse(struct err *e, const char *rule, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* The name of a state in messages: its path, "-" for standard input, or
 * "state" for one made in memory. */
const char *kit_path(const struct state *st);

/* Bad data in a state: EXIT_DATA with "PATH:LINE:COLUMN: MESSAGE". `col` is the
 * field's index in its row (0 the kind, 1 the first column), shown 1-based;
 * kit_bad_at takes the line and the 1-based column itself. */
int kit_bad(struct err *e, const struct state *st, const struct state_row *r, int col,
		const char *fmt, ...) __attribute__((format(printf, 5, 6)));
int kit_bad_at(struct err *e, const struct state *st, int line, int column,
		const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* The index of `name` in a NULL-terminated list of names, or -1. */
int kit_enum(const char *const *names, const char *name);
/* The name of index i in such a list, or `dflt` when out of range. */
const char *kit_enum_name(const char *const *names, int i, const char *dflt);

/* The kind must have every column of the NULL-terminated `cols`: EXIT_DATA
 * naming its header line and the first missing column otherwise. `page` is the
 * man page that documents the kind ("umpire-salerno43(7)"). */
int kit_need_cols(const struct state *st, const struct state_kind *k,
		const char *const *cols, const char *page, struct err *e);

/* Markers kept in one field as a ';'-list: "moved;mp=2;assault".
 * kit_flag_has: 1 if the list holds `flag` exactly.
 * kit_flag_value: the value of the item "KEY=VALUE" (key given without '='),
 * copied into buf; NULL if there is none.
 * kit_flag_add: add `flag` unless present; kit_flag_remove: remove every item
 * equal to `flag`, or, when `flag` ends with '=', every item starting with it.
 * Both return 0, or -1 when out of memory; the field is never cut. */
int kit_flag_has(const char *flags, const char *flag);
const char *kit_flag_value(const char *flags, const char *key, char *buf, size_t size);
int kit_flag_add(struct state_row *r, int col, const char *flag);
int kit_flag_remove(struct state_row *r, int col, const char *flag);

/* A comma list of CCRR hexes (ids are split by order_split, order.h): the
 * count, or -1 when an item is not a hex or there are more than `max`. */
int kit_hexes(const char *list, struct grid_hex *hexes, int max);

/* A roll as the log shows it: "2d6 = 4+3 = 7", "1d6 = 5", "3d6 = 1+2+2 = 5".
 * Returns buf. */
const char *kit_roll(const struct chance_roll *r, char *buf, size_t size);

/* The pending decision of a state, as every game's `show` prints it: "pending:
 * SIDE decides ARG (one of OPTIONS) for: ORDER"; nothing when there is none.
 * (Added for normandie44: salerno43, memoir44 and omaha print the same line with
 * their own copy of this code.) */
void kit_show_pending(const struct state *st, FILE *out);

/* Markers as bits, for a game whose typed model keeps a unit's ';'-list as a
 * set of flags (memoir44): bit k is names[k] of a NULL-terminated list.
 * kit_flag_bits: the bits of the list; -1 when an item is none of the names
 * (empty items are skipped). kit_flag_list: the list of the bits set, in the
 * order of `names` (so a list is always written the same way); returns buf. */
int kit_flag_bits(const char *flags, const char *const *names, unsigned *bits);
const char *kit_flag_list(unsigned bits, const char *const *names, char *buf, size_t size);

/* "Did you mean": the name nearest to a word that names nothing, for the hint
 * of its message. Offer every name the word could have meant with kit_near_add;
 * kit_near_best is the nearest by edit distance (a letter added, dropped or
 * changed, or two neighbours swapped, each counting 1) if it is near enough to
 * be a slip of the fingers (1 edit for a word of up to 4 letters, 2 for longer
 * ones, or a word of 3 letters or more that the name begins with), else NULL;
 * the first of equals wins. kit_near_hint writes "; did you mean 'NAME'?" into
 * buf, or "" when nothing is near. Used by order parsing (verbs, keys) and by
 * the command line (commands, games, rulings, tables, kinds), so that every
 * misspelt name is answered the same way. */
struct kit_near {
	const char *typed;
	const char *best;
	int dist;
};
void kit_near_init(struct kit_near *n, const char *typed);
void kit_near_add(struct kit_near *n, const char *name);
const char *kit_near_best(const struct kit_near *n);
const char *kit_near_hint(const struct kit_near *n, char *buf, size_t size);

/* An integer in decimal, as "%lld" writes it, into buf (KIT_INT_SIZE bytes);
 * returns buf. An odds handler writes a few numbers into every outcome row of
 * every branch: snprintf costs ~600 instructions a number, this ~30 (a batch
 * of Salerno assaults spent 8% of its time there). */
#define KIT_INT_SIZE 24
const char *kit_int(long long v, char *buf);

/* kit_refuse for a sentence that depends on a count: `one` and `many` are its
 * English singular and plural, the language chosen picks the form for `n`
 * (gettext's ngettext; French uses the singular for 0 and 1). The arguments
 * follow `n`, the count among them. */
int kit_refusen(struct err *e, const char *rule, const char *one, const char *many,
		unsigned long n, ...) __attribute__((format(printf, 4, 6)));

/* A phrase with a count into buf (returned), its form chosen for `n` like
 * kit_refusen's: for a sentence with two counts or more, each its own plural,
 * the phrase then shown by %s. */
const char *kit_nsprintf(char *buf, size_t size, const char *one, const char *many,
		unsigned long n, ...) __attribute__((format(printf, 4, 6)));

#endif
