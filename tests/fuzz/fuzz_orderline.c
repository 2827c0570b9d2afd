/*
 * fuzz_orderline.c: libFuzzer harness for order_parse_line (order.c) on any
 * text, against salerno43's order table. A parse that fails must leave the
 * order freeable (the order is filled with garbage first, so a parse that
 * does not initialise it shows); one that succeeds must give every key a
 * readable value, and its canonical text must parse again to the same keys,
 * values and text.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct game *gm = game_find("salerno43");
	char *line = malloc(size + 1);
	struct order o, again;
	struct err e = { 0 };

	if (line == NULL)
		return 0;
	memcpy(line, data, size);
	line[size] = '\0';
	memset(&o, 0x5A, sizeof o);   /* o.n = 0x5A5A5A5A: positive */
	if (order_parse_line(&o, line, gm->orders, gm->norders, gm->id, &e) == 0) {
		struct err e2 = { 0 };

		if (o.spec == NULL || o.n < 0 || o.n > ORDER_MAX_ARGS)
			abort();
		for (int i = 0; i < o.n; i++) {
			const char *v = order_get(&o, o.key[i]);
			if (v == NULL || strcmp(v, o.val[i]) != 0)
				abort();   /* each key reads back its own value */
			(void)strlen(o.key[i]);
		}
		memset(&again, 0x5A, sizeof again);
		if (order_parse_line(&again, o.text, gm->orders, gm->norders, gm->id, &e2) != 0)
			abort();   /* the canonical text is an order */
		if (again.spec != o.spec || again.n != o.n || strcmp(again.text, o.text) != 0)
			abort();
		for (int i = 0; i < o.n; i++)
			if (strcmp(again.key[i], o.key[i]) != 0 ||
					strcmp(again.val[i], o.val[i]) != 0 ||
					again.given[i] != o.given[i])
				abort();   /* the same keys and values, in the same order */
		order_free(&again);
	} else if (e.code == 0) {
		abort();   /* a failure says why */
	}
	order_free(&o);
	free(line);
	return 0;
}
