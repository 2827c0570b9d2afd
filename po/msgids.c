/*
 * msgids.c: the messages the registry keeps in tables, as a .pot fragment.
 *
 * xgettext finds the sentences the code writes (log_step, err_set, kit_refuse,
 * ...). What a game declares in its tables - its title, each order's summary
 * and parameters, each ruling, each phase of its sequence of play - is data,
 * so this program, linked with the engine, walks the registry and writes those
 * strings for the catalogue. A game added to the registry is in the catalogue
 * with nothing more to do. Built and run by `make pot`; never installed.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "order.h"
#include "sequence.h"

static void put_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			putchar('\\');
		if (*s == '\n') {
			fputs("\\n", stdout);
			continue;
		}
		putchar(*s);
	}
	putchar('"');
}

static void put_msgid(const char *where, const char *s)
{
	if (s == NULL || *s == '\0')
		return;
	printf("#: %s\n", where);
	if (strchr(s, '%') != NULL)
		puts("#, no-c-format");
	fputs("msgid ", stdout);
	put_string(s);
	fputs("\nmsgstr \"\"\n\n", stdout);
}

static void put_game(const struct game *gm)
{
	char where[160];

	snprintf(where, sizeof where, "registry:%s:title", gm->id);
	put_msgid(where, gm->title);
	for (int i = 0; i < gm->norders; i++) {
		const struct order_spec *o = &gm->orders[i];

		snprintf(where, sizeof where, "registry:%s:%s", gm->id, o->verb);
		put_msgid(where, o->summary);
		for (const struct order_param *p = o->params; p && p->key; p++)
			put_msgid(where, p->help);
	}
	for (int i = 0; i < gm->nrulings; i++) {
		snprintf(where, sizeof where, "registry:%s:ruling:%s", gm->id, gm->rulings[i].id);
		put_msgid(where, gm->rulings[i].summary);
	}
	for (int i = 0; i < gm->nphases; i++) {
		snprintf(where, sizeof where, "registry:%s:phase:%s", gm->id, gm->phases[i].id);
		put_msgid(where, gm->phases[i].title);
	}
}

int main(void)
{
	int n;
	const struct game *const *all = game_all(&n);

	puts("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n");
	for (int i = 0; i < n; i++)
		put_game(all[i]);
	return 0;
}
