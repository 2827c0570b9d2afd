/*
 * i18n.h: the language people read (GNU gettext, text domain "umpire").
 *
 * Every message a person reads is written in English in the code and goes
 * through _() where it is printed: log_step, err_set, kit_refuse, kit_bad and
 * kit_bad_at translate their format themselves, so a rule's code just writes
 * its sentence. Strings kept in tables (order summaries, rulings, phase titles)
 * are marked N_() or listed by `umpire msgids`, and translated where shown.
 * A sentence with a count gives both English forms and lets gettext choose
 * (log_stepn, kit_refusen, err_setn, kit_nsprintf, or P_ for snprintf): French
 * takes the singular for 0 and 1; never a "%s" suffix (tests/checks/plurals.sh).
 *
 * The choice is made once, at start-up, by i18n_choose(): English unless
 * --lang fr, or, without --lang, LC_ALL, LC_MESSAGES or LANG naming French.
 * English costs nothing: _() answers its argument without asking gettext,
 * whose every call takes a lock and searches (the rules of an odds batch
 * translate their reasons by the million: a fifth of its time, issue 14).
 * French switches LC_MESSAGES only (never LC_NUMERIC: the state file and the
 * CSV and JSON outputs do not change with the language).
 */
#ifndef UMPIRE_I18N_H
#define UMPIRE_I18N_H

#include <libintl.h>

#include "err.h"

#define I18N_DOMAIN "umpire"
/* Set once by i18n_choose, before anything is read or written, when French is
 * chosen; never changed afterwards: the process's language, as the C library's
 * own locale and gettext's bindings are the process's. */
extern int i18n_translating;
#define _(s) (i18n_translating ? dgettext(I18N_DOMAIN, s) : (char *)(s))
#define N_(s) (s)
/* English's plural when not translating: gettext's own rule for a message it
 * has no translation of */
#define P_(one, many, n) (i18n_translating ? dngettext(I18N_DOMAIN, one, many, n) : \
		(char *)((n) == 1 ? (one) : (many)))

/* How a person reads numbers in the language chosen: the decimal point and
 * what follows a percentage ('.' and "%" in English, ',' and " %" in French).
 * For text people read only: machine outputs keep '.' whatever the language. */
void i18n_numbers(char *point, const char **percent);

/* `lang` is "en", "fr" or NULL (then the environment decides). `exe` is
 * argv[0]'s program, to find the catalogue beside it. EXIT_USAGE for another
 * language, EXIT_NOINPUT when French is asked and no catalogue is found. */
int i18n_choose(const char *lang, const char *exe, struct err *e);

/* A word whose French depends on the sentence it goes in (issue 19): the sector
 * "east" is "est" (le secteur est), the drift "east" is "l'est" (vers l'est).
 * gettext's message contexts: C_("drift", "east") translates a word with its
 * context; a word chosen at run time from a list is marked NC_(ctx, word) in
 * the list (for xgettext) and given to i18n_pgettext(ctx, word) where shown.
 * The word itself is returned when the catalogue has no such message. */
#define C_(ctx, s) i18n_pgettext(ctx, s)
#define NC_(ctx, s) (s)
const char *i18n_pgettext(const char *ctx, const char *word);

#endif
