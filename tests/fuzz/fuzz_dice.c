/*
 * fuzz_dice.c: libFuzzer harness for chance_parse_dice (chance.c), the faces
 * typed with --dice, on any text. The faces array is exactly `max` long (so a
 * write past it shows); on success the count is 1..max and every face 1..999,
 * a smaller max gives the same faces or fails, and the faces written back as
 * "F,F,..." parse to the same faces.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chance.h"

#define MAX 256

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	int *faces = malloc(MAX * sizeof *faces), *few = malloc(3 * sizeof *few);
	int n, m;

	if (text == NULL || faces == NULL || few == NULL)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	n = chance_parse_dice(text, faces, MAX);
	if (n != -1 && (n < 1 || n > MAX))
		abort();
	for (int i = 0; i < n; i++)
		if (faces[i] < 1 || faces[i] > 999)
			abort();
	m = chance_parse_dice(text, few, 3);
	if (m != -1 && (m != n || memcmp(few, faces, (size_t)m * sizeof *few) != 0))
		abort();   /* a smaller max reads the same faces, or refuses */
	if (n >= 1 && n <= 3 && m != n)
		abort();   /* ... and refuses only when there are more than it */
	if (n > 0) {
		char *back = malloc((size_t)n * 4 + 1), *p = back;
		int *again = malloc(MAX * sizeof *again);
		if (back == NULL || again == NULL)
			abort();
		for (int i = 0; i < n; i++)
			p += sprintf(p, "%s%d", i ? "," : "", faces[i]);
		if (chance_parse_dice(back, again, MAX) != n ||
				memcmp(again, faces, (size_t)n * sizeof *again) != 0)
			abort();
		free(again);
		free(back);
	}
	free(few);
	free(faces);
	free(text);
	return 0;
}
