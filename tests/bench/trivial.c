/*
 * trivial.c: the baseline of `make bench`: a trivial C program, statically
 * linked, that reads a state file and writes the same state to standard output,
 * as `umpire resolve STATE ORDER` does (without the rules in between). DESIGN.md
 * asks a resolve to stay within 1.5x of it. Usage: trivial STATE
 */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	char *text = NULL;
	size_t len = 0, cap = 0, n;

	if (f == NULL)
		return 66;
	do {
		if (len == cap && (text = realloc(text, cap = cap ? 2 * cap : 65536)) == NULL)
			return 74;
		n = fread(text + len, 1, cap - len, f);
		len += n;
	} while (n > 0);
	fclose(f);
	if (fwrite(text, 1, len, stdout) != len || fflush(stdout) != 0)
		return 74;
	free(text);
	return 0;
}
