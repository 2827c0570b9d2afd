/*
 * pool.c: the worker processes of `umpire odds --batch FILE --jobs N` (see
 * odds_cli.h).
 *
 * The parent reads the batch and hands each row (a job) to one of N forked
 * workers; each worker computes and formats its rows and sends the text back;
 * the parent prints the texts in input order. Forking after the state and the
 * tables are loaded shares them copy-on-write, so that set-up is done once for
 * the batch, and processes share no mutable memory, so the rules code needs no
 * locks.
 *
 * Each worker is one socketpair, read and written by both ends: a socket, not
 * a pipe, so that a worker that dies makes send() fail with EPIPE (MSG_NOSIGNAL)
 * instead of killing the parent with SIGPIPE, while standard output keeps the
 * usual SIGPIPE of a filter. Messages are framed: a 32-bit length, then the
 * bytes. The parent never blocks on a worker: its end is non-blocking, jobs wait
 * in a buffer until poll() says the socket takes them, and it reads results
 * whenever they come, so neither side can wait for the other in a circle.
 *
 * Flow: a worker has at most WORKER_FILL jobs in flight, so that it always has
 * work queued and never runs far ahead; the results waiting for an earlier
 * slow row are at most QUEUE_MAX, so memory stays bounded whatever the batch.
 * Jobs are sent WRITE_BATCH at a time, or when the input is about to block, and
 * a worker sends its results every RESULT_BATCH jobs, when it has no more
 * work, or when a job ends and it has held them RESULT_WAIT_NS (so a result
 * waits at most that or the next order's time): a row costs a few bytes of
 * system calls, not two calls, and slow orders still show as they are done.
 * (128 of them: at 32, the bench's 7200 orders made 423 context
 * switches, the split cost 9% more CPU than --jobs 1 and its speed-up was
 * 1.78-1.82; at 128, 119 switches, 6-8% and 1.82-1.84; issue 14.)
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "odds_cli.h"

#define WORKER_FILL 512
#define WRITE_BATCH 128
#define RESULT_BATCH 128
#define RESULT_WAIT_NS 50000000   /* 50 ms: see above */
#define QUEUE_MAX 4096
#define STICKY 8192

struct worker {
	pid_t pid;
	int fd;                  /* the parent's end, non-blocking */
	struct buf out;          /* jobs not yet sent */
	size_t out_off;
	int out_jobs;            /* jobs in `out` */
	struct buf in;           /* results read, not yet taken */
	size_t in_off;
	long fifo[WORKER_FILL];  /* the slots of its jobs in flight, oldest first */
	int nfifo, fhead;
	int closed;              /* told there is no more work */
	int eof;
};

struct slot {
	int done;
	char *data;
	size_t len;
};

struct pool {
	int n;
	struct worker *w;
	pool_work_fn work;
	void *wctx;
	pool_deliver_fn deliver;
	void *dctx;
	struct slot q[QUEUE_MAX];   /* results in submission order: seq % QUEUE_MAX */
	long head, tail;            /* next to deliver, next to submit */
	uint64_t skey[STICKY];      /* sticky routing: a job key's last worker */
	int swork[STICKY];
};

/* ---- the worker side -------------------------------------------------------- */

static int send_all(int fd, const char *s, size_t n)
{
	while (n > 0) {
		ssize_t k = send(fd, s, n, MSG_NOSIGNAL);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		s += k;
		n -= (size_t)k;
	}
	return 0;
}

static void frame(struct buf *b, const char *s, size_t n)
{
	uint32_t len = (uint32_t)n;

	buf_put(b, (const char *)&len, sizeof len);
	buf_put(b, s, n);
}

/* Take the next whole frame of `b` from `*off`, or return 0. */
static int unframe(struct buf *b, size_t *off, const char **s, size_t *n)
{
	uint32_t len;

	if (b->n - *off < sizeof len)
		return 0;
	memcpy(&len, b->s + *off, sizeof len);
	if (b->n - *off - sizeof len < len)
		return 0;
	*s = b->s + *off + sizeof len;
	*n = len;
	*off += sizeof len + len;
	return 1;
}

/* Drop the consumed bytes of a buffer. */
static void compact(struct buf *b, size_t *off)
{
	if (*off == 0)
		return;
	memmove(b->s, b->s + *off, b->n - *off);
	b->n -= *off;
	*off = 0;
}

static long long now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void worker_main(struct pool *p, int fd)
{
	struct buf in = { 0 }, out = { 0 }, res = { 0 };
	size_t off = 0;
	char chunk[65536];
	int pending = 0;
	long long sent = now_ns();

	for (;;) {
		const char *job;
		size_t len;
		ssize_t k;

		while (unframe(&in, &off, &job, &len)) {
			res.n = 0;
			p->work(p->wctx, job, len, &res);
			frame(&out, res.s ? res.s : "", res.n);
			if (++pending == RESULT_BATCH || now_ns() - sent >= RESULT_WAIT_NS) {
				if (send_all(fd, out.s, out.n) != 0)
					_exit(1);
				out.n = 0;
				pending = 0;
				sent = now_ns();
			}
		}
		if (out.oom || res.oom || in.oom)
			_exit(1);
		if (out.n > 0 && send_all(fd, out.s, out.n) != 0)
			_exit(1);
		out.n = 0;
		pending = 0;
		sent = now_ns();
		compact(&in, &off);
		while ((k = read(fd, chunk, sizeof chunk)) < 0 && errno == EINTR)
			;
		if (k <= 0)
			break;
		buf_put(&in, chunk, (size_t)k);
	}
	_exit(0);
}

/* ---- the parent side -------------------------------------------------------- */

static int died(struct pool *p, struct worker *w, struct err *e)
{
	int status = 0;

	if (w->pid > 0 && waitpid(w->pid, &status, 0) == w->pid)
		w->pid = 0;
	return err_set(e, EXIT_IO, "--jobs: a worker process ended before its work was done "
			"(%s %d)", WIFSIGNALED(status) ? "signal" : "status",
			WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
}

/* Hand over the results that are next in order. */
static int deliver(struct pool *p, struct err *e)
{
	while (p->head < p->tail && p->q[p->head % QUEUE_MAX].done) {
		struct slot *s = &p->q[p->head % QUEUE_MAX];
		int rc = p->deliver(p->dctx, s->data, s->len, e);

		free(s->data);
		memset(s, 0, sizeof *s);
		p->head++;
		if (rc != 0)
			return rc;
	}
	return 0;
}

static int take_results(struct pool *p, struct worker *w, struct err *e)
{
	const char *s;
	size_t n;

	while (unframe(&w->in, &w->in_off, &s, &n)) {
		struct slot *q;

		if (w->nfifo == 0)
			return err_set(e, EXIT_IO, "--jobs: a worker sent a result for no job");
		q = &p->q[w->fifo[w->fhead] % QUEUE_MAX];
		w->fhead = (w->fhead + 1) % WORKER_FILL;
		w->nfifo--;
		if ((q->data = malloc(n ? n : 1)) == NULL)
			return err_set(e, EXIT_IO, "out of memory");
		memcpy(q->data, s, n);
		q->len = n;
		q->done = 1;
	}
	compact(&w->in, &w->in_off);
	return 0;
}

/* Send what a worker's socket takes now. */
static int send_some(struct worker *w)
{
	while (w->out_off < w->out.n) {
		ssize_t k = send(w->fd, w->out.s + w->out_off, w->out.n - w->out_off,
				MSG_NOSIGNAL | MSG_DONTWAIT);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return 0;
		if (k < 0)
			return -1;
		w->out_off += (size_t)k;
	}
	w->out.n = w->out_off = 0;
	w->out_jobs = 0;
	if (w->closed == 1) {   /* no more work: say so once all is sent */
		shutdown(w->fd, SHUT_WR);
		w->closed = 2;
	}
	return 0;
}

/* Move bytes both ways; wait for something to move if `wait`. With an `input`
 * descriptor (>= 0), wait for it too, and set *ready when it has input. */
static int pump_input(struct pool *p, int wait, int input, int *ready, struct err *e)
{
	struct pollfd fds[257];
	int n = p->n < 256 ? p->n : 256, rc;

	for (int i = 0; i < n; i++) {
		fds[i].fd = p->w[i].eof ? -1 : p->w[i].fd;
		fds[i].events = POLLIN | (p->w[i].out_off < p->w[i].out.n ? POLLOUT : 0);
		fds[i].revents = 0;
	}
	fds[n].fd = input;
	fds[n].events = POLLIN;
	fds[n].revents = 0;
	while ((rc = poll(fds, (nfds_t)n + (input >= 0), wait ? -1 : 0)) < 0 && errno == EINTR)
		;
	if (input >= 0 && fds[n].revents)
		*ready = 1;
	if (rc < 0)
		return err_set(e, EXIT_IO, "--jobs: poll: %s", strerror(errno));
	for (int i = 0; i < n; i++) {
		struct worker *w = &p->w[i];
		if ((fds[i].revents & POLLOUT) && send_some(w) != 0)
			return died(p, w, e);
		if (fds[i].revents & (POLLIN | POLLHUP | POLLERR)) {
			char chunk[65536];
			ssize_t k;
			while ((k = read(w->fd, chunk, sizeof chunk)) > 0)
				buf_put(&w->in, chunk, (size_t)k);
			if (w->in.oom)
				return err_set(e, EXIT_IO, "out of memory");
			if (take_results(p, w, e) != 0)
				return e->code;
			if (k == 0 || (k < 0 && errno != EAGAIN && errno != EINTR)) {
				w->eof = 1;
				if (w->nfifo > 0)
					return died(p, w, e);
			}
		}
	}
	return deliver(p, e);
}

static int pump(struct pool *p, int wait, struct err *e)
{
	return pump_input(p, wait, -1, NULL, e);
}

int pool_wait_input(struct pool *p, int fd, pool_idle_fn idle, void *ctx, struct err *e)
{
	int ready = 0;

	for (int i = 0; i < p->n; i++)
		if (send_some(&p->w[i]) != 0)
			return died(p, &p->w[i], e);
	while (!ready) {
		if (pump_input(p, 1, fd, &ready, e) != 0)
			return e->code;
		if (idle != NULL)
			idle(ctx);
	}
	return 0;
}

struct pool *pool_start(int n, pool_work_fn work, void *wctx, pool_deliver_fn deliver_fn,
		void *dctx, struct err *e)
{
	struct pool *p = calloc(1, sizeof *p);

	if (p == NULL || (p->w = calloc((size_t)n, sizeof *p->w)) == NULL) {
		free(p);
		err_set(e, EXIT_IO, "out of memory");
		return NULL;
	}
	p->work = work;
	p->wctx = wctx;
	p->deliver = deliver_fn;
	p->dctx = dctx;
	fflush(NULL);   /* nothing buffered is printed twice */
	for (int i = 0; i < n; i++) {
		int sv[2];
		pid_t pid;

		if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0 || (pid = fork()) < 0) {
			err_set(e, EXIT_IO, "--jobs: cannot start worker %d: %s", i + 1,
					strerror(errno));
			pool_free(p);
			return NULL;
		}
		if (pid == 0) {
			close(sv[0]);
			for (int j = 0; j < p->n; j++)   /* the other workers' ends */
				close(p->w[j].fd);
			worker_main(p, sv[1]);
		}
		close(sv[1]);
		fcntl(sv[0], F_SETFL, fcntl(sv[0], F_GETFL) | O_NONBLOCK);
		p->w[p->n].pid = pid;
		p->w[p->n].fd = sv[0];
		p->n++;
	}
	return p;
}

static int pick(struct pool *p, uint64_t key)
{
	size_t h = (size_t)(key % STICKY);
	int best = 0;

	if (p->skey[h] == key && key != 0 && p->w[p->swork[h]].nfifo < WORKER_FILL)
		return p->swork[h];
	for (int i = 1; i < p->n; i++)
		if (p->w[i].nfifo < p->w[best].nfifo)
			best = i;
	p->skey[h] = key;
	p->swork[h] = best;
	return best;
}

static int room(struct pool *p)
{
	if (p->tail - p->head >= QUEUE_MAX)
		return 0;
	for (int i = 0; i < p->n; i++)
		if (p->w[i].nfifo < WORKER_FILL)
			return 1;
	return 0;
}

int pool_submit(struct pool *p, const char *job, size_t len, uint64_t key, struct err *e)
{
	struct worker *w;

	while (!room(p))
		if (pump(p, 1, e) != 0)
			return e->code;
	w = &p->w[pick(p, key)];
	frame(&w->out, job, len);
	if (w->out.oom)
		return err_set(e, EXIT_IO, "out of memory");
	w->fifo[(w->fhead + w->nfifo) % WORKER_FILL] = p->tail;
	w->nfifo++;
	memset(&p->q[p->tail % QUEUE_MAX], 0, sizeof p->q[0]);
	p->tail++;
	if (++w->out_jobs >= WRITE_BATCH && send_some(w) != 0)
		return died(p, w, e);
	return 0;
}

int pool_submit_done(struct pool *p, const char *result, size_t len, struct err *e)
{
	struct slot *s;

	while (p->tail - p->head >= QUEUE_MAX)
		if (pump(p, 1, e) != 0)
			return e->code;
	s = &p->q[p->tail % QUEUE_MAX];
	if ((s->data = malloc(len ? len : 1)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	memcpy(s->data, result, len);
	s->len = len;
	s->done = 1;
	p->tail++;
	return deliver(p, e);
}

int pool_finish(struct pool *p, struct err *e)
{
	for (int i = 0; i < p->n; i++) {
		p->w[i].closed = 1;
		if (send_some(&p->w[i]) != 0)
			return died(p, &p->w[i], e);
	}
	while (p->head < p->tail)
		if (pump(p, 1, e) != 0)
			return e->code;
	for (int i = 0; i < p->n; i++) {
		struct worker *w = &p->w[i];
		int status;
		if (w->closed == 1) {
			shutdown(w->fd, SHUT_WR);
			w->closed = 2;
		}
		if (w->pid > 0 && waitpid(w->pid, &status, 0) == w->pid) {
			w->pid = 0;
			if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
				return err_set(e, EXIT_IO, "--jobs: worker %d ended badly", i + 1);
		}
	}
	return 0;
}

void pool_free(struct pool *p)
{
	if (p == NULL)
		return;
	for (int i = 0; i < p->n; i++) {
		struct worker *w = &p->w[i];
		if (w->pid > 0) {
			kill(w->pid, SIGTERM);
			waitpid(w->pid, NULL, 0);
		}
		close(w->fd);
		buf_free(&w->out);
		buf_free(&w->in);
	}
	for (long s = p->head; s < p->tail; s++)
		free(p->q[s % QUEUE_MAX].data);
	free(p->w);
	free(p);
}
