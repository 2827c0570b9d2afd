/*
 * pending.c: recording and answering a pending decision (see pending.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pending.h"

static const char *const cols[] = { "id", "side", "arg", "options", "order", "dice",
	"seed" };

int pending_add(struct state *st, const char *side, const char *arg,
		const char *options, const char *order, struct err *e)
{
	struct state_kind *k = state_kind_add(st, "pending", cols, 7);
	struct state_row *r;

	if (k == NULL || (r = state_row_add(k)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	state_field_set(r, state_col(k, "id"), "1");
	state_field_set(r, state_col(k, "side"), side);
	state_field_set(r, state_col(k, "arg"), arg);
	state_field_set(r, state_col(k, "options"), options);
	state_field_set(r, state_col(k, "order"), order);
	return 0;
}

int pending_record_chance(struct state *st, const char *seed, const int *dice, int ndice,
		struct err *e)
{
	struct state_kind *k = state_kind(st, "pending");
	char buf[4096] = "";   /* room for 256 faces of 3 digits: never cut */
	size_t len = 0;

	if (k == NULL || k->nrows == 0)
		return 0;
	for (int i = 0; seed == NULL && i < ndice && len + 8 < sizeof buf; i++)
		len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%d", i ? ";" : "", dice[i]);
	if (state_field_set(&k->rows[0], state_col(k, "dice"), buf) ||
	    state_field_set(&k->rows[0], state_col(k, "seed"), seed ? seed : ""))
		return err_set(e, EXIT_IO, "out of memory");
	return 0;
}

const struct state_row *pending_get(const struct state *st)
{
	const struct state_kind *k = state_kind(st, "pending");

	return k != NULL && k->nrows > 0 ? &k->rows[0] : NULL;
}

/* 1 if `answer` is one of the '|'-separated options. */
static int is_option(const char *options, const char *answer)
{
	size_t n = strlen(answer);

	for (const char *p = options; *p;) {
		const char *bar = strchr(p, '|');
		size_t len = bar ? (size_t)(bar - p) : strlen(p);
		if (len == n && strncmp(p, answer, n) == 0)
			return 1;
		if (bar == NULL)
			break;
		p = bar + 1;
	}
	return 0;
}

int pending_answer(struct state *st, const char *answer, char *order, size_t size,
		int *dice, int *ndice, int max, char *seed, size_t seedsize, struct err *e)
{
	struct state_kind *k = state_kind(st, "pending");
	const struct state_row *r = pending_get(st);
	const char *arg, *text, *d;
	char key[64];

	if (r == NULL)
		return err_set(e, EXIT_USAGE, "decide: no decision is pending in %s",
				st->path ? st->path : "the state");
	arg = state_field(r, state_col(k, "arg"));
	text = state_field(r, state_col(k, "order"));
	if (!is_option(state_field(r, state_col(k, "options")), answer))
		return err_set(e, EXIT_USAGE, "decide: '%s' is not one of %s", answer,
				state_field(r, state_col(k, "options")));
	/* append to "arg=a,b" if the order has it, else add " arg=answer" */
	snprintf(key, sizeof key, " %s=", arg);
	const char *at = strstr(text, key);
	if (at != NULL) {
		const char *end = at + strlen(key);
		end += strcspn(end, " ");
		snprintf(order, size, "%.*s,%s%s", (int)(end - text), text, answer, end);
	} else {
		snprintf(order, size, "%s %s=%s", text, arg, answer);
	}
	*ndice = 0;
	snprintf(seed, seedsize, "%s", state_field(r, state_col(k, "seed")));
	d = state_field(r, state_col(k, "dice"));
	while (*d && *ndice < max) {
		dice[(*ndice)++] = atoi(d);
		d += strcspn(d, ";");
		d += *d == ';';
	}
	state_row_remove(k, 0);
	if (k->nrows == 0)   /* as if no decision had ever been pending */
		state_kind_remove(st, "pending");
	return 0;
}
