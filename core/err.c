/*
 * err.c: recording the one error of a command (see err.h).
 */
#include <stdarg.h>
#include <stdio.h>

#include "err.h"
#include "i18n.h"

int err_set(struct err *e, int code, const char *fmt, ...)
{
	va_list ap;

	if (e == NULL || e->code != 0)
		return e ? e->code : code;
	e->code = code;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, _(fmt), ap);
	va_end(ap);
	return code;
}

int err_setn(struct err *e, int code, const char *one, const char *many, unsigned long n, ...)
{
	va_list ap;

	if (e == NULL || e->code != 0)
		return e ? e->code : code;
	e->code = code;
	va_start(ap, n);
	vsnprintf(e->msg, sizeof e->msg, P_(one, many, n), ap);
	va_end(ap);
	return code;
}
