/*
 * spawn.c: whole-process timing for `make bench`: runs a command N times and
 * prints the median wall time in microseconds and the peak resident memory of
 * the children in KiB. Usage: spawn N COMMAND [ARG...] (stdout/stderr dropped).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
	int n = argc > 2 ? atoi(argv[1]) : 0;
	double *t = calloc((size_t)(n > 0 ? n : 1), sizeof *t);
	struct rusage ru;

	if (n <= 0 || t == NULL) {
		fprintf(stderr, "usage: spawn N COMMAND [ARG...]\n");
		return 64;
	}
	for (int i = 0; i < n; i++) {
		struct timespec a, b;
		int status;
		clock_gettime(CLOCK_MONOTONIC, &a);
		pid_t pid = fork();
		if (pid == 0) {
			int null = open("/dev/null", O_WRONLY);
			dup2(null, 1);
			dup2(null, 2);
			execv(argv[2], argv + 2);
			_exit(127);
		}
		waitpid(pid, &status, 0);
		clock_gettime(CLOCK_MONOTONIC, &b);
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
			fprintf(stderr, "spawn: %s failed\n", argv[2]);
			return 1;
		}
		t[i] = (b.tv_sec - a.tv_sec) * 1e6 + (b.tv_nsec - a.tv_nsec) / 1e3;
	}
	qsort(t, (size_t)n, sizeof *t, cmp);
	getrusage(RUSAGE_CHILDREN, &ru);
	printf("%.1f %ld\n", t[n / 2], ru.ru_maxrss);
	free(t);
	return 0;
}
