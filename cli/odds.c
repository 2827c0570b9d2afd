/*
 * odds.c: `umpire odds STATE ORDER [ARG...]`: the exact outcome distribution of
 * one order, changing nothing; `umpire odds STATE --batch FILE`: one order per
 * CSV row (column `order`, and `name` carried through), one result per order,
 * streamed in input order.
 *
 * A batch goes on past a bad row: a row that cannot be read, an order that does
 * not parse, an order the rules refuse, each gets an error row (its exit status
 * and message, placed FILE:LINE:COL) and the run's exit status is that of the
 * first failed row, with a last message on stderr saying how many failed.
 *
 * The work of a row is done by row_work(), which turns a job (the row's number,
 * place, name and order) into a result (status, CSV header, text); row_done()
 * prints results in order. With --jobs 1 the two run one after the other; with
 * more, row_work() runs in worker processes (pool.c) and row_done() in the
 * parent. Identical orders are computed once (per worker): the report is kept
 * under the order's canonical text (the parameters typed, sorted by key).
 *
 * With --format svg, each order's outcomes are drawn as a chart (chart.c), one
 * under the other for a batch, which then runs in one process (the charts are
 * gathered in it) and draws nothing if a row fails; in text each outcome has
 * its bar.
 *
 * On a terminal, stderr shows the progress (orders done, orders a second, and
 * for a file the part read and the time left); never when it is not one.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "batch.h"
#include "chart.h"
#include "cli.h"
#include "odds_cli.h"

/* ---- identical orders ------------------------------------------------------- */

#define MEMO_SLOTS 1024          /* a power of two; kept at most half full */
#define MEMO_BYTES (2L << 20)    /* the reports kept, roughly: past it, start over */

struct memo_entry {
	char *key;
	int status;
	char *error;                 /* the message, without the row's place */
	struct odds_report *r;       /* its own allocation: a report is 1.8 KB, and
	                              * a table of them was 454 pages each worker
	                              * faulted in (issue 14, --jobs) */
};

struct memo {
	struct memo_entry e[MEMO_SLOTS];
	int n;
	long bytes;
};

static uint64_t hash_text(const char *s, size_t n)
{
	uint64_t h = 14695981039346656037ull;

	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	return h ? h : 1;
}

static void memo_clear(struct memo *m)
{
	for (int i = 0; i < MEMO_SLOTS; i++) {
		struct memo_entry *x = &m->e[i];
		if (x->key == NULL)
			continue;
		free(x->key);
		free(x->error);
		if (x->r != NULL)
			odds_report_free(x->r);
		free(x->r);
		memset(x, 0, sizeof *x);
	}
	m->n = 0;
	m->bytes = 0;
}

/* The slot of `key`: its entry, or the empty slot where it goes. */
static struct memo_entry *memo_slot(struct memo *m, const char *key)
{
	size_t i = (size_t)hash_text(key, strlen(key)) & (MEMO_SLOTS - 1);

	while (m->e[i].key != NULL && strcmp(m->e[i].key, key) != 0)
		i = (i + 1) & (MEMO_SLOTS - 1);
	return &m->e[i];
}

/* Keep the result of `key`: the report itself, taken from *r (left empty), not
 * a copy, so that a batch of distinct orders costs no copying. */
static void memo_keep(struct memo *m, const char *key, int status, const char *error,
		struct odds_report *r)
{
	struct memo_entry *x;
	long bytes = (long)strlen(key) + 64 + (r ? (long)sizeof *r + (long)r->nrows *
			(r->ncols * 16 + 32) : 0);

	if (m->n + 1 > MEMO_SLOTS / 2 || m->bytes + bytes > MEMO_BYTES)
		memo_clear(m);
	x = memo_slot(m, key);
	if (x->key != NULL || (x->key = strdup(key)) == NULL)
		return;
	x->status = status;
	if (error != NULL && (x->error = strdup(error)) == NULL) {
		free(x->key);
		x->key = NULL;
		return;
	}
	if (r != NULL) {
		if ((x->r = malloc(sizeof *x->r)) == NULL) {
			free(x->key);
			free(x->error);
			memset(x, 0, sizeof *x);
			return;
		}
		*x->r = *r;
		memset(r, 0, sizeof *r);
	}
	m->n++;
	m->bytes += bytes;
}

/* The canonical text of a parsed order: the verb, then every parameter typed,
 * sorted by key: two rows that differ only in the order of their parameters are
 * the same order. A parameter typed with its default value is kept: a handler
 * may tell it from one left out (salerno43's `rounds=3` asks for three rounds
 * where no `rounds=` asks for one), so the two rows are different orders, and
 * one must never be answered with the other's report. */
static int canonical(const struct order *o, char *buf, size_t size)
{
	int idx[ORDER_MAX_ARGS], n = 0;
	size_t len = strlen(o->spec->verb);

	for (int i = 0; i < o->n; i++) {
		int j = n;
		if (!o->given[i])
			continue;
		while (j > 0 && strcmp(o->key[idx[j - 1]], o->key[i]) > 0) {
			idx[j] = idx[j - 1];
			j--;
		}
		idx[j] = i;
		n++;
	}
	if (len + 1 > size)
		return -1;
	memcpy(buf, o->spec->verb, len);
	for (int i = 0; i < n; i++) {
		size_t kl = strlen(o->key[idx[i]]), vl = strlen(o->val[idx[i]]);
		if (len + kl + vl + 3 > size)
			return -1;
		buf[len++] = '\x1f';
		memcpy(buf + len, o->key[idx[i]], kl);
		len += kl;
		buf[len++] = '=';
		memcpy(buf + len, o->val[idx[i]], vl);
		len += vl;
	}
	buf[len] = '\0';
	return 0;
}

/* ---- what a batch shares ---------------------------------------------------- */

struct odds_run {
	struct cli *c;
	const struct game *gm;
	struct game_ctx *g;
	const struct state *st;
	struct odds_fmt fmt;
	const char *path;            /* the batch file's name in messages */
	struct memo *memo;
	struct chart *chart;         /* --format svg: the charts drawn, else NULL */
	/* the parent: output in order */
	struct buf printed;          /* the last CSV header printed */
	int header_fields;
	struct buf held;             /* failure lines waiting for the first header */
	/* a row's CSV header and text, kept from row to row: their malloc and the
	 * reallocs that grew them, at every order, were 2% of a batch (issue 14) */
	struct buf head, body;
	long rows, failed;
	int first_status, first_row;
	char first_error[512];
	/* progress on a terminal */
	int progress;
	struct timespec t0, shown;
	long long size, offset;
	struct pool *pool;
	int input;                   /* the batch's descriptor, waited on with the workers */
};

/* The header of a result: then the CSV header, the error and the text. */
struct result_head {
	uint32_t status, row, head_len, err_len;
};

/* The job of a row: then its name and its order. */
struct job_head {
	uint32_t row, line, col, name_len;
};

static void result(struct buf *out, int row, int status, const char *error,
		struct buf *head, struct buf *body)
{
	struct result_head h = { (uint32_t)status, (uint32_t)row, (uint32_t)head->n,
		error ? (uint32_t)strlen(error) : 0 };

	out->n = 0;
	buf_put(out, (const char *)&h, sizeof h);
	buf_put(out, head->s ? head->s : "", head->n);
	buf_put(out, error ? error : "", h.err_len);
	buf_put(out, body->s ? body->s : "", body->n);
}

/* One order: parse, compute (or find it computed), format. */
static void row_work(void *ctx, const char *job, size_t len, struct buf *out)
{
	struct odds_run *b = ctx;
	struct job_head jh;
	struct order o = { 0 };
	struct err e = { 0 };
	struct odds_report r = { 0 }, *rep = NULL;
	struct buf *head = &b->head, *body = &b->body;
	char name[1024], key[2048], placed[1200];
	const char *text;
	struct memo_entry *x = NULL;
	int status;

	memcpy(&jh, job, sizeof jh);
	if (jh.name_len >= sizeof name)
		jh.name_len = sizeof name - 1;
	memcpy(name, job + sizeof jh, jh.name_len);
	name[jh.name_len] = '\0';
	text = job + sizeof jh + jh.name_len;   /* NUL-terminated by the sender */
	(void)len;
	if (order_parse_line(&o, text, b->gm->orders, b->gm->norders, b->gm->id, &e) == 0 &&
	    canonical(&o, key, sizeof key) == 0 &&
	    (x = memo_slot(b->memo, key))->key != NULL) {
		/* computed already: printed from the report kept (sorted then) */
		status = x->status;
		if (status == 0)
			rep = x->r;
		else
			err_set(&e, status, "%s", x->error);
		x = NULL;
	} else if (e.code == 0) {
		r.budget.samples = b->c->samples;
		status = game_odds(b->g, b->st, &o, &r, &e);
		if (status == 0)
			rep = &r;
	} else {
		status = e.code;
	}
	if (status != 0)
		snprintf(placed, sizeof placed, "%s:%u:%u: %s", b->path, jh.line, jh.col, e.msg);
	struct odds_item it = { (int)jh.row, name, text, status, status ? placed : NULL,
		rep };
	head->n = body->n = 0;
	if (head->s != NULL)
		head->s[0] = '\0';
	if (body->s != NULL)
		body->s[0] = '\0';
	if (b->chart == NULL) {
		odds_format(&b->fmt, &it, head, body);
	} else if (status == 0) {   /* drawn; a failure is counted, and stops the picture */
		odds_sort(rep);
		chart_add(b->chart, text, rep);
	}
	if (x != NULL && status != EXIT_IO)   /* kept sorted, as it was printed */
		memo_keep(b->memo, key, status, status ? e.msg : NULL, rep);
	result(out, (int)jh.row, status, status ? placed : NULL, head, body);
	odds_report_free(&r);
	order_free(&o);
}

/* ---- the parent: printing in order --------------------------------------------- */

static double since(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

static void show_progress(struct odds_run *b, int last)
{
	struct timespec now;
	double t;

	clock_gettime(CLOCK_MONOTONIC, &now);
	if (!last && since(&b->shown, &now) < 0.2)
		return;
	b->shown = now;
	if (last) {
		fputs("\r\033[K", stderr);
		return;
	}
	t = since(&b->t0, &now);
	fprintf(stderr, "\rumpire: orders done: %ld, %.0f a second", b->rows,
			t > 0 ? (double)b->rows / t : 0.0);
	if (b->size > 0 && b->offset > 0) {
		double part = (double)b->offset / (double)b->size;
		fprintf(stderr, ", %.0f%% of %s", 100 * part, b->path);
		if (part > 0.01 && part < 1)
			fprintf(stderr, ", about %.0f s left", t / part - t);
	}
	fputs("\033[K", stderr);
}

/* Count the fields of a CSV header row. */
static int count_fields(const char *s, size_t n)
{
	int fields = 1, quoted = 0;

	for (size_t i = 0; i < n; i++) {
		if (s[i] == '"')
			quoted = !quoted;
		else if (s[i] == ',' && !quoted)
			fields++;
	}
	return fields;
}

static void print_header(struct odds_run *b, const char *h, size_t n)
{
	fwrite(h, 1, n, stdout);
	b->printed.n = 0;
	buf_put(&b->printed, h, n);
	b->header_fields = count_fields(h, n);
}

/* A failure line of the long CSV: padded to the header's fields, so every line
 * of the output has as many fields as its header. */
static void print_failure(struct odds_run *b, const char *s, size_t n)
{
	int have = count_fields(s, n > 0 ? n - 1 : 0);

	fwrite(s, 1, n > 0 ? n - 1 : 0, stdout);
	for (; have < b->header_fields; have++)
		putchar(',');
	putchar('\n');
}

static int row_done(void *ctx, const char *res, size_t len, struct err *e)
{
	struct odds_run *b = ctx;
	struct result_head h;
	const char *head, *err, *body;
	size_t blen;

	memcpy(&h, res, sizeof h);
	head = res + sizeof h;
	err = head + h.head_len;
	body = err + h.err_len;
	blen = len - sizeof h - h.head_len - h.err_len;
	b->rows++;
	if (h.status != 0 && b->failed++ == 0) {
		b->first_status = (int)h.status;
		b->first_row = (int)h.row;
		snprintf(b->first_error, sizeof b->first_error, "%.*s", (int)h.err_len, err);
	}
	if (b->fmt.format == LOG_CSV && h.head_len == 0) {
		/* a failure: under the header in force, or held for the first one */
		if (b->printed.n == 0 && b->held.n < (1 << 20)) {
			buf_put(&b->held, body, blen);
		} else {
			if (b->printed.n == 0) {
				struct buf base = { 0 };
				odds_format_base_header(&b->fmt, &base);
				print_header(b, base.s, base.n);
				buf_free(&base);
			}
			print_failure(b, body, blen);
		}
	} else {
		if (h.head_len > 0 && (h.head_len != b->printed.n ||
				memcmp(head, b->printed.s, h.head_len) != 0)) {
			print_header(b, head, h.head_len);
			for (size_t i = 0, j; i < b->held.n; i = j + 1) {   /* the held lines */
				j = (size_t)((char *)memchr(b->held.s + i, '\n', b->held.n - i) -
						b->held.s);
				print_failure(b, b->held.s + i, j - i + 1);
			}
			b->held.n = 0;
		}
		fwrite(body, 1, blen, stdout);
	}
	if (b->progress)
		show_progress(b, 0);
	if (ferror(stdout))
		return err_set(e, EXIT_IO, "standard output: %s", strerror(errno));
	return 0;
}

/* ---- the batch ---------------------------------------------------------------- */

static int submit(struct odds_run *b, const struct batch_row *row, struct err *e)
{
	struct job_head jh = { (uint32_t)row->row, (uint32_t)row->line, (uint32_t)row->col,
		(uint32_t)strlen(row->name) };
	struct buf job = { 0 }, out = { 0 };
	int rc;

	b->offset = row->offset;
	if (row->fault) {   /* the reader's own fault: an error row, no work */
		struct buf none = { 0 }, body = { 0 };
		struct odds_item it = { row->row, row->name, row->order, row->fault, row->why,
			NULL };
		odds_format(&b->fmt, &it, &none, &body);
		result(&out, row->row, row->fault, row->why, &none, &body);
		rc = b->pool ? pool_submit_done(b->pool, out.s, out.n, e) :
			row_done(b, out.s, out.n, e);
		buf_free(&none);
		buf_free(&body);
		buf_free(&out);
		return rc;
	}
	buf_put(&job, (const char *)&jh, sizeof jh);
	buf_str(&job, row->name);
	buf_put(&job, row->order, strlen(row->order) + 1);   /* with its NUL */
	if (job.oom) {
		rc = err_set(e, EXIT_IO, "out of memory");
	} else if (b->pool) {
		rc = pool_submit(b->pool, job.s, job.n, hash_text(row->order,
				strlen(row->order)), e);
	} else {
		row_work(b, job.s, job.n, &out);
		rc = out.oom ? err_set(e, EXIT_IO, "out of memory") : row_done(b, out.s, out.n, e);
	}
	buf_free(&job);
	buf_free(&out);
	return rc;
}

static int on_row(void *ctx, const struct batch_row *row, struct err *e)
{
	return submit(ctx, row, e);
}

static void flush_out(void *ctx)
{
	fflush(stdout);
}

/* The input is about to block: what is ready goes out, to workers and to stdout,
 * and the results that come back while the input waits are printed as they come
 * (a stream filter answers each row without waiting for the next). */
static int on_idle(void *ctx, struct err *e)
{
	struct odds_run *b = ctx;

	fflush(stdout);
	if (b->pool && pool_wait_input(b->pool, b->input, flush_out, b, e) != 0)
		return e->code;
	return 0;
}

static int default_jobs(FILE *f)
{
	struct stat sb;
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	/* a small file is done before workers would have started */
	if (fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size < 8192)
		return 1;
	return n > 1 ? (int)(n < 64 ? n : 64) : 1;
}

static int batch(struct odds_run *b, struct err *e)
{
	struct cli *c = b->c;
	int is_stdin = strcmp(c->batch, "-") == 0, jobs;
	FILE *f = is_stdin ? stdin : fopen(c->batch, "rb");
	struct stat sb;
	struct memo *memo = calloc(1, sizeof *memo);

	if (f == NULL || memo == NULL) {
		free(memo);
		return err_set(e, f == NULL && errno == ENOENT ? EXIT_NOINPUT : EXIT_IO, "%s: %s",
				c->batch, f == NULL ? strerror(errno) : "out of memory");
	}
	b->memo = memo;
	b->path = c->batch;
	b->input = fileno(f);
	if (fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode))
		b->size = (long long)sb.st_size;
	b->progress = isatty(STDERR_FILENO);
	clock_gettime(CLOCK_MONOTONIC, &b->t0);
	b->shown.tv_sec = b->t0.tv_sec - 1;   /* the first row is shown at once */
	jobs = b->chart ? 1 : c->jobs > 0 ? c->jobs : default_jobs(f);
	if (jobs > 1 && (b->pool = pool_start(jobs, row_work, b, row_done, b, e)) == NULL)
		goto done;
	if (batch_read_file(f, b->path, on_row, on_idle, b, e) == 0 && b->pool)
		pool_finish(b->pool, e);
	if (e->code == 0 && b->held.n > 0) {   /* only failures: under the base header */
		struct buf base = { 0 };
		odds_format_base_header(&b->fmt, &base);
		print_header(b, base.s, base.n);
		buf_free(&base);
		for (size_t i = 0, j; i < b->held.n; i = j + 1) {
			j = (size_t)((char *)memchr(b->held.s + i, '\n', b->held.n - i) - b->held.s);
			print_failure(b, b->held.s + i, j - i + 1);
		}
	}
	if (b->progress)
		show_progress(b, 1);
	if (e->code == 0 && b->failed > 0)
		err_set(e, b->first_status, "%ld of %ld orders failed (see their rows); the "
				"first, row %d: %s", b->failed, b->rows, b->first_row, b->first_error);
done:
	pool_free(b->pool);
	b->pool = NULL;
	memo_clear(memo);
	free(memo);
	buf_free(&b->printed);
	buf_free(&b->held);
	buf_free(&b->head);
	buf_free(&b->body);
	if (!is_stdin)
		fclose(f);
	return e->code;
}

/* ---- one order ---------------------------------------------------------------- */

static int one(struct odds_run *b, const struct order *o, struct err *e)
{
	struct odds_report r = { 0 };
	struct buf head = { 0 }, body = { 0 };

	r.budget.samples = b->c->samples;
	if (b->c->format == CLI_FORMAT_SVG) {   /* the chart of its outcomes */
		struct chart chart;
		chart_init(&chart);
		if (game_odds(b->g, b->st, o, &r, e) == 0) {
			odds_sort(&r);
			chart_add(&chart, o->text, &r);
			chart_write(&chart, stdout, e);
		}
		chart_free(&chart);
	} else if (game_odds(b->g, b->st, o, &r, e) == 0) {
		struct odds_item it = { 0, "", o->text, 0, NULL, &r };
		odds_format(&b->fmt, &it, &head, &body);
		if (head.oom || body.oom)
			err_set(e, EXIT_IO, "out of memory");
		else if (fwrite(head.s ? head.s : "", 1, head.n, stdout) != head.n ||
				fwrite(body.s ? body.s : "", 1, body.n, stdout) != body.n)
			err_set(e, EXIT_IO, "standard output: %s", strerror(errno));
	}
	buf_free(&head);
	buf_free(&body);
	odds_report_free(&r);
	return e->code;
}

int cmd_odds(struct cli *c, struct err *e)
{
	struct state st;
	const struct game *gm;
	struct game_ctx g;
	struct tables ts = { 0 };
	struct order o = { 0 };
	struct log quiet = { 0 };
	struct odds_run b = { .c = c };

	if (c->narg < 1 || (c->narg < 2 && !c->batch) || (c->batch && c->narg != 1))
		return err_set(e, EXIT_USAGE, "usage: umpire odds STATE ORDER [ARG...] | "
				"umpire odds STATE --batch FILE|-");
	if (c->jobs && !c->batch)
		return err_set(e, EXIT_USAGE, "--jobs: only with --batch");
	if (c->summary && c->format == CLI_FORMAT_SVG)
		return err_set(e, EXIT_USAGE, "--summary: not with --format svg");
	if (c->batch && c->format == LOG_TEXT && (c->given & OPT_FORMAT))
		return err_set(e, EXIT_USAGE, "--batch streams csv or json, not text (see umpire(1))");
	if (c->batch && strcmp(c->batch, "-") == 0 && strcmp(c->arg[0], "-") == 0)
		return err_set(e, EXIT_USAGE, "--batch -: the state cannot come from standard "
				"input too");
	memset(&g, 0, sizeof g);
	if (cli_load(c->arg[0], &st, &gm, e) == 0 && cli_context(c, gm, &g, &ts, e) == 0) {
		g.log = &quiet;
		g.card = c->card;
		b.gm = gm;
		b.g = &g;
		b.st = &st;
		b.fmt.format = c->format;
		b.fmt.summary = c->summary;
		b.fmt.batch = c->batch != NULL;
		if (c->batch) {
			/* a batch streams CSV unless json is asked for */
			if (b.fmt.format == LOG_TEXT)
				b.fmt.format = LOG_CSV;
			if (c->format == CLI_FORMAT_SVG) {   /* the charts, in one picture */
				struct chart chart;
				chart_init(&chart);
				b.chart = &chart;
				if (batch(&b, e) == 0)
					chart_write(&chart, stdout, e);
				chart_free(&chart);
				b.chart = NULL;
			} else {
				batch(&b, e);
			}
		} else if (order_parse(&o, c->narg - 1, c->arg + 1, gm->orders, gm->norders,
				gm->id, e) == 0) {
			one(&b, &o, e);
		}
	}
	game_ctx_release(&g);
	order_free(&o);
	tables_free(&ts);
	state_free(&st);
	return e->code;
}
