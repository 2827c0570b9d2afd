/*
 * spawn.c: whole-process timing for `make bench`.
 *
 *   spawn [-f] N A [ARG...]                 run A N times
 *   spawn [-f] N A [ARG...] --vs B [ARG...] run A, B, A, B, ... N pairs
 *
 * and print, for A (then B): the median wall time in microseconds, the median
 * CPU time (user + system) of the process and of the children it waited for
 * (the workers of --jobs) in microseconds and its peak resident memory in KiB;
 * with B, then the median of the pair by pair ratios A/B of wall time, then of
 * CPU time (on a loaded machine the steadier: the time a process waits for a
 * processor is not counted). With -f, then the median page faults of A (then
 * B): the pages a run touched for the first time, a count that the machine's
 * speed does not move (a fresh page costs microseconds on a virtual machine,
 * which makes them a large part of a short command). Timing the two alternately, pair by pair, keeps
 * the drift of a shared machine out of the ratio (a bench that timed them in separate blocks saw its
 * ratio move from 1.84 to 3.46). Standard output and error are dropped, standard
 * input is /dev/null; a command that fails stops the bench.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Run argv once: wall and CPU microseconds, peak KiB. -1 if it failed. */
static int run(char **argv, double *wall, double *cpu, double *faults, long *kib)
{
	struct timespec a, b;
	struct rusage ru;
	int status;
	pid_t pid;

	clock_gettime(CLOCK_MONOTONIC, &a);
	if ((pid = fork()) == 0) {
		int null = open("/dev/null", O_RDWR);
		dup2(null, 0);
		dup2(null, 1);
		dup2(null, 2);
		execv(argv[0], argv);
		_exit(127);
	}
	if (pid < 0 || wait4(pid, &status, 0, &ru) != pid)
		return -1;
	clock_gettime(CLOCK_MONOTONIC, &b);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "spawn: %s failed (status %d)\n", argv[0], WEXITSTATUS(status));
		return -1;
	}
	*wall = (double)(b.tv_sec - a.tv_sec) * 1e6 + (double)(b.tv_nsec - a.tv_nsec) / 1e3;
	*cpu = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e6 +
		(double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
	*faults = (double)ru.ru_minflt + (double)ru.ru_majflt;
	if (ru.ru_maxrss > *kib)
		*kib = ru.ru_maxrss;
	return 0;
}

int main(int argc, char **argv)
{
	int faults = argc > 1 && strcmp(argv[1], "-f") == 0;
	int n, vs = 0;
	char **cmd[2];
	double *t[2], *c[2], *f[2], *ratio, *cratio;
	long kib[2] = { 0, 0 };

	argv += faults, argc -= faults;
	n = argc > 2 ? atoi(argv[1]) : 0;
	cmd[0] = argv + 2, cmd[1] = NULL;

	for (int i = 2; i < argc; i++)
		if (strcmp(argv[i], "--vs") == 0) {
			argv[i] = NULL;
			cmd[1] = argv + i + 1;
			vs = 1;
		}
	if (n <= 0 || (vs && cmd[1][0] == NULL)) {
		fprintf(stderr, "usage: spawn [-f] N COMMAND [ARG...] [--vs COMMAND [ARG...]]\n");
		return 64;
	}
	for (int k = 0; k < 2; k++) {
		t[k] = calloc((size_t)n, sizeof *t[k]);
		c[k] = calloc((size_t)n, sizeof *c[k]);
		f[k] = calloc((size_t)n, sizeof *f[k]);
	}
	ratio = calloc((size_t)n, sizeof *ratio);
	cratio = calloc((size_t)n, sizeof *cratio);
	for (int i = 0; i < n; i++) {
		for (int k = 0; k <= vs; k++)
			if (run(cmd[k], &t[k][i], &c[k][i], &f[k][i], &kib[k]) != 0)
				return 1;
		if (vs) {
			ratio[i] = t[0][i] / t[1][i];
			cratio[i] = c[0][i] / (c[1][i] > 0 ? c[1][i] : 1);
		}
	}
	for (int k = 0; k <= vs; k++)
		printf("%.1f %.1f %ld ", median(t[k], n), median(c[k], n), kib[k]);
	if (vs)
		printf("%.3f %.3f", median(ratio, n), median(cratio, n));
	for (int k = 0; faults && k <= vs; k++)
		printf(" %.0f", median(f[k], n));
	printf("\n");
	return 0;
}
