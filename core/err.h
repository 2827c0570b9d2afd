/*
 * err.h: one error value for the whole program, and the exit statuses of DESIGN.md.
 *
 * Every function that can fail takes a `struct err *` and returns the exit status
 * it would end the program with (0 when all went well). The message is written once,
 * where the fault is understood, and names the place: "file:line:column: what".
 * Nothing here is global: the CLI owns the one `struct err` of a command.
 */
#ifndef UMPIRE_ERR_H
#define UMPIRE_ERR_H

enum {
	EXIT_DONE = 0,       /* done */
	EXIT_REFUSED = 1,    /* the rules refuse the order (the message cites the rule) */
	EXIT_USAGE = 64,     /* usage error: unknown command, option or order syntax */
	EXIT_DATA = 65,      /* bad state, table or order data: file:line:column */
	EXIT_NOINPUT = 66,   /* input not found */
	EXIT_UNKNOWN = 69,   /* a table cell the order needs is unknown ('?') */
	EXIT_IO = 74         /* I/O error */
};

struct err {
	int code;
	char msg[1024];
};

/* Record an error (the first one wins) and return its code, so callers can write
 * `return err_set(e, EXIT_DATA, "%s:%d:%d: ...", ...);`. */
int err_set(struct err *e, int code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* The same for a message whose words depend on a count `n` (`one` and `many`
 * are its English singular and plural; see log_stepn). */
int err_setn(struct err *e, int code, const char *one, const char *many, unsigned long n, ...)
	__attribute__((format(printf, 4, 6)));

#endif
