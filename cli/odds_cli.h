/*
 * odds_cli.h: what the files of `umpire odds` share: the output formats of an odds
 * report (odds_format.c), a growable text buffer they write into, and the pool
 * of worker processes that `--jobs N` spreads a batch over (pool.c).
 */
#ifndef UMPIRE_ODDS_CLI_H
#define UMPIRE_ODDS_CLI_H

#include <stddef.h>
#include <stdint.h>

#include "err.h"
#include "odds.h"

/* A growable text buffer: formatting a row costs a few copies, not a printf
 * per field (a batch formats tens of thousands of rows a second). */
struct buf {
	char *s;
	size_t n, cap;
	int oom;             /* a growth failed: the text is cut */
};
void buf_put(struct buf *b, const char *s, size_t n);
void buf_str(struct buf *b, const char *s);
void buf_u64(struct buf *b, uint64_t v);
void buf_free(struct buf *b);

/* How an odds command prints. */
struct odds_fmt {
	int format;          /* LOG_TEXT, LOG_CSV or LOG_JSON */
	int summary;         /* one summary row per order instead of its outcomes */
	int batch;           /* rows carry the batch row, name, status and error */
};

/* One order's result: its report, or its failure (status != 0, error). */
struct odds_item {
	int row;             /* the batch row (0 for a single order) */
	const char *name;    /* the batch row's name ("" when none) */
	const char *order;   /* the order as typed */
	int status;
	const char *error;   /* the message, placed FILE:LINE:COL */
	struct odds_report *r;   /* NULL on failure; its rows get sorted */
};

/* Format one order. `head` receives the CSV header row the lines need (empty
 * in other formats, and for a failure, whose line fits under any header of the
 * batch), `body` the lines themselves. */
void odds_format(const struct odds_fmt *f, const struct odds_item *it, struct buf *head,
		struct buf *body);
/* The header row of a failure's line when no order has given one yet. */
void odds_format_base_header(const struct odds_fmt *f, struct buf *head);
/* A report's rows in the order every output prints them (once: r->sorted). */
void odds_sort(struct odds_report *r);

/* ---- the pool of workers (pool.c) ----------------------------------------- */

/* Run in a worker, once per job: write the job's result into `out`. */
typedef void (*pool_work_fn)(void *ctx, const char *job, size_t len, struct buf *out);
/* Run in the parent, once per job, in the order the jobs were submitted. */
typedef int (*pool_deliver_fn)(void *ctx, const char *result, size_t len,
		struct err *e);

struct pool;
/* Fork n workers that run `work` (the parent's memory, state and tables shared
 * copy-on-write, so what was set up before is set up once). */
struct pool *pool_start(int n, pool_work_fn work, void *wctx, pool_deliver_fn deliver,
		void *dctx, struct err *e);
/* Hand a job over (to the worker that had the same `key` last, if it is still
 * known, so that identical orders meet the same cache; else to the least
 * busy). Results are delivered as they come in, in submission order; this
 * waits only when every worker has its fill. */
int pool_submit(struct pool *p, const char *job, size_t len, uint64_t key, struct err *e);
/* A result known without a worker (a row that could not be read), delivered
 * in its place among the others. */
int pool_submit_done(struct pool *p, const char *result, size_t len, struct err *e);
/* The batch's input (`fd`) is about to block: send every job held back, then
 * deliver results as they come until `fd` has input or is closed, calling
 * `idle` after each wait (to flush what was delivered). */
typedef void (*pool_idle_fn)(void *ctx);
int pool_wait_input(struct pool *p, int fd, pool_idle_fn idle, void *ctx, struct err *e);
/* Deliver every result, then end the workers. pool_free alone kills them. */
int pool_finish(struct pool *p, struct err *e);
void pool_free(struct pool *p);

#endif
