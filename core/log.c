/*
 * log.c: the narrative log (see log.h). One call per step of a resolution; the
 * text form is the sentence followed by its rule in parentheses, so a player can
 * open the rulebook at the right place.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "log.h"

void log_open(struct log *l, FILE *out, enum log_format format)
{
	l->out = out;
	l->format = format;
	l->n = 0;
	if (out != NULL && format == LOG_CSV)
		fputs("n,rule,text\n", out);
}

/* Write `s` as an RFC 4180 field (CSV) or a JSON string body. */
static void put_escaped(FILE *out, const char *s, enum log_format format)
{
	for (; *s; s++) {
		if (format == LOG_CSV && *s == '"')
			fputs("\"\"", out);
		else if (format == LOG_JSON && (*s == '"' || *s == '\\'))
			fprintf(out, "\\%c", *s);
		else if (format == LOG_JSON && (unsigned char)*s < 0x20)
			fprintf(out, "\\u%04x", *s);
		else
			fputc(*s, out);
	}
}

/* Write one step whose format is already translated. */
static void vstep(struct log *l, const char *rule, const char *fmt, va_list ap)
{
	char text[1024];

	vsnprintf(text, sizeof text, fmt, ap);
	l->n++;
	switch (l->format) {
	case LOG_TEXT:   /* pieces, not a second printf: a resolve writes 30 steps */
		fputs(text, l->out);
		if (rule != NULL) {
			fputs(" (", l->out);
			fputs(rule, l->out);
			fputc(')', l->out);
		}
		fputs(".\n", l->out);
		break;
	case LOG_CSV:
		fprintf(l->out, "%d,\"", l->n);
		put_escaped(l->out, rule ? rule : "", LOG_CSV);
		fputs("\",\"", l->out);
		put_escaped(l->out, text, LOG_CSV);
		fputs("\"\n", l->out);
		break;
	case LOG_JSON:
		fprintf(l->out, "{\"n\":%d,\"rule\":\"", l->n);
		put_escaped(l->out, rule ? rule : "", LOG_JSON);
		fputs("\",\"text\":\"", l->out);
		put_escaped(l->out, text, LOG_JSON);
		fputs("\"}\n", l->out);
		break;
	}
}

void (log_step)(struct log *l, const char *rule, const char *fmt, ...)
{
	va_list ap;

	if (log_quiet(l))
		return;
	va_start(ap, fmt);
	vstep(l, rule, _(fmt), ap);
	va_end(ap);
}

void (log_stepn)(struct log *l, const char *rule, const char *one, const char *many,
		unsigned long n, ...)
{
	va_list ap;

	if (log_quiet(l))
		return;
	va_start(ap, n);
	vstep(l, rule, P_(one, many, n), ap);
	va_end(ap);
}

int log_format_parse(const char *name)
{
	if (strcmp(name, "text") == 0)
		return LOG_TEXT;
	if (strcmp(name, "csv") == 0)
		return LOG_CSV;
	if (strcmp(name, "json") == 0)
		return LOG_JSON;
	return -1;
}
