/*
 * log.h: the narrative log: one line per step, in plain words, citing the rule.
 *
 *   text:  Odds 27 vs 9 = 3:1, rounded for the defender (§9.61).
 *   csv:   n,rule,text   (a header row, then one record per step)
 *   json:  one object per line: {"n":1,"rule":"§9.61","text":"..."}
 *
 * A quiet log (used while enumerating odds) costs one test per step, made
 * before the step's arguments are evaluated (the macros below).
 */
#ifndef UMPIRE_LOG_H
#define UMPIRE_LOG_H

#include <stdio.h>

enum log_format { LOG_TEXT, LOG_CSV, LOG_JSON };

struct log {
	FILE *out;              /* NULL: quiet */
	enum log_format format;
	int n;                  /* steps written */
};

void log_open(struct log *l, FILE *out, enum log_format format);
/* One step. `rule` is the citation ("§9.61", "combat table"), or NULL. */
void (log_step)(struct log *l, const char *rule, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* One step whose sentence depends on a count: `one` and `many` are the English
 * singular and plural, the language chosen picks its form for `n` (gettext's
 * ngettext: French uses the singular for 0 and 1). The arguments follow `n`,
 * the count among them wherever the sentence shows it. Never build a plural
 * with a "%s" suffix ("card%s" and an "s" for many): no translator can carry it. */
void (log_stepn)(struct log *l, const char *rule, const char *one, const char *many,
		unsigned long n, ...) __attribute__((format(printf, 4, 6)));

static inline int log_quiet(const struct log *l)
{
	return l == NULL || l->out == NULL;
}

/* The test comes before the step's arguments are worked out (names looked up,
 * numbers formatted, words translated): an odds enumeration runs the rules
 * with a quiet log thousands of times, and the calls alone were 2% of a batch
 * (issue 14). `l` is read twice: pass a plain expression. Nothing the code
 * reads later may be worked out inside the arguments: a name formatted into a
 * buffer there is not formatted when the log is quiet (tests/checks/log-args.sh
 * fails the build's tests on one). */
#define log_step(l, ...) (log_quiet(l) ? (void)0 : (log_step)((l), __VA_ARGS__))
#define log_stepn(l, ...) (log_quiet(l) ? (void)0 : (log_stepn)((l), __VA_ARGS__))

/* Parse "text", "csv" or "json"; -1 otherwise. */
int log_format_parse(const char *name);

#endif
