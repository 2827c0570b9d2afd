/*
 * order.c: parsing orders (see order.h). The order table of each game is the
 * single description of its verbs: `umpire orders` prints it, and this file
 * checks typed orders against it, so the two never drift apart.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit.h"
#include "order.h"

static const struct order_spec *find_spec(const char *verb,
		const struct order_spec *specs, int nspecs)
{
	for (int i = 0; i < nspecs; i++)
		if (strcmp(specs[i].verb, verb) == 0)
			return &specs[i];
	return NULL;
}

static const struct order_param *find_param(const struct order_spec *s, const char *key)
{
	for (const struct order_param *p = s->params; p && p->key; p++)
		if (strcmp(p->key, key) == 0)
			return p;
	return NULL;
}

static int add_arg(struct order *o, const char *key, size_t klen, const char *val,
		int given)
{
	if (o->n == ORDER_MAX_ARGS)
		return -1;
	if (!given) {
		/* a default is the spec's own text, not a copy: a batch parses an order a
		 * row, and an assault's 20 defaults were 40 allocations of each parse */
		o->key[o->n] = (char *)key;
		o->val[o->n] = (char *)val;
		o->given[o->n++] = 0;
		return 0;
	}
	if ((o->key[o->n] = strndup(key, klen)) == NULL ||
	    (o->val[o->n] = strdup(val)) == NULL) {
		free(o->key[o->n]);
		return -1;
	}
	o->given[o->n] = given;
	o->n++;
	return 0;
}

/* -1 when the order would pass ORDER_MAX_TEXT: it is refused, not cut */
static int append_text(struct order *o, const char *s)
{
	size_t len = strlen(o->text), n = strlen(s);

	if (len + (len > 0) + n > ORDER_MAX_TEXT)
		return -1;
	if (len > 0)
		o->text[len++] = ' ';
	memcpy(o->text + len, s, n + 1);
	return 0;
}

static int too_long(int argc, char *const *argv, struct err *e)
{
	size_t n = 0;

	for (int i = 0; i < argc; i++)
		n += strlen(argv[i]) + (i > 0);
	return err_set(e, EXIT_USAGE, "the order is %zu bytes long; an order has at most %d "
			"bytes", n, ORDER_MAX_TEXT);
}

/* The verb nearest to an unknown one, as a message hint. */
static const char *near_verb(const char *verb, const struct order_spec *specs, int nspecs,
		char *buf, size_t size)
{
	struct kit_near n;

	kit_near_init(&n, verb);
	for (int i = 0; i < nspecs; i++)
		kit_near_add(&n, specs[i].verb);
	return kit_near_hint(&n, buf, size);
}

/* The key nearest to an unknown one, as a message hint. */
static const char *near_key(const char *key, const struct order_spec *s, char *buf,
		size_t size)
{
	struct kit_near n;

	kit_near_init(&n, key);
	for (const struct order_param *p = s->params; p && p->key; p++)
		kit_near_add(&n, p->key);
	return kit_near_hint(&n, buf, size);
}

void order_init(struct order *o)
{
	memset(o, 0, offsetof(struct order, text));
	o->text[0] = '\0';
}

int order_parse(struct order *o, int argc, char *const *argv,
		const struct order_spec *specs, int nspecs, const char *game, struct err *e)
{
	char hint[128];
	unsigned char typed[64] = { 0 };   /* params[i] typed */

	order_init(o);
	if (game == NULL)
		game = "GAME";
	if (argc < 1)
		return err_set(e, EXIT_USAGE, "no order given (see 'umpire orders %s')", game);
	o->spec = find_spec(argv[0], specs, nspecs);
	if (o->spec == NULL)
		return err_set(e, EXIT_USAGE, "unknown order '%s' of %s%s (see 'umpire orders %s')",
				argv[0], game, near_verb(argv[0], specs, nspecs, hint, sizeof hint),
				game);
	if (append_text(o, argv[0]))
		return too_long(argc, argv, e);
	for (int i = 1; i < argc; i++) {
		const char *eq = strchr(argv[i], '=');
		size_t klen = eq ? (size_t)(eq - argv[i]) : 0;

		if (eq == NULL || klen == 0)
			return err_set(e, EXIT_USAGE,
					"%s: argument '%s' is not key=value", o->spec->verb, argv[i]);
		for (int j = 0; j < o->n; j++)
			if (strlen(o->key[j]) == klen && strncmp(o->key[j], argv[i], klen) == 0)
				return err_set(e, EXIT_USAGE, "%s: '%.*s' given twice",
						o->spec->verb, (int)klen, argv[i]);
		char key[64];
		const struct order_param *p;
		memcpy(key, argv[i], klen < 63 ? klen : 63);
		key[klen < 63 ? klen : 63] = '\0';
		if (klen > 63 || (p = find_param(o->spec, key)) == NULL)
			return err_set(e, EXIT_USAGE,
					"%s: unknown argument '%.*s'%s (see 'umpire orders %s')",
					o->spec->verb, (int)klen, argv[i],
					near_key(key, o->spec, hint, sizeof hint), game);
		if (p - o->spec->params < (ptrdiff_t)sizeof typed)
			typed[p - o->spec->params] = 1;
		if (add_arg(o, argv[i], klen, eq + 1, 1) != 0)
			return err_set(e, EXIT_USAGE, "%s: too many arguments", o->spec->verb);
		if (append_text(o, argv[i]))
			return too_long(argc, argv, e);
	}
	/* the defaults of the parameters not typed: those typed are marked (issue 14:
	 * looking each one up among the arguments was a strcmp per pair, a sixth of
	 * parsing a batch's order) */
	for (const struct order_param *p = o->spec->params; p && p->key; p++) {
		if (p - o->spec->params < (ptrdiff_t)sizeof typed ? typed[p - o->spec->params] :
				order_given(o, p->key))
			continue;
		if (p->dflt == NULL)
			return err_set(e, EXIT_USAGE, "%s: missing %s=%s", o->spec->verb,
					p->key, p->form);
		if (add_arg(o, p->key, strlen(p->key), p->dflt, 0) != 0)
			return err_set(e, EXIT_USAGE, "%s: too many arguments", o->spec->verb);
	}
	return 0;
}

int order_parse_line(struct order *o, const char *line,
		const struct order_spec *specs, int nspecs, const char *game, struct err *e)
{
	char buf[ORDER_MAX_TEXT + 1], *argv[ORDER_MAX_ARGS + 1];
	int argc = 0;

	memset(o, 0, sizeof *o);   /* order_free is safe after any failure */
	if (strlen(line) >= sizeof buf)
		return err_set(e, EXIT_USAGE, "the order is %zu bytes long; an order has at most "
				"%d bytes", strlen(line), ORDER_MAX_TEXT);
	strcpy(buf, line);
	char *save = NULL;
	for (char *tok = strtok_r(buf, " \t\r\n", &save); tok;
	     tok = strtok_r(NULL, " \t\r\n", &save)) {
		if (argc == ORDER_MAX_ARGS + 1)
			return err_set(e, EXIT_USAGE, "too many arguments in order");
		argv[argc++] = tok;
	}
	return order_parse(o, argc, argv, specs, nspecs, game, e);
}

void order_free(struct order *o)
{
	for (int i = 0; i < o->n; i++)
		if (o->given[i]) {   /* a default points into the spec (add_arg) */
			free(o->key[i]);
			free(o->val[i]);
		}
	o->n = 0;
}

/* The argument's index, or -1. The first letters first: the rules ask an order
 * for its arguments over a hundred times (a Salerno assault: 171), among some
 * thirty keys, and a strcmp for each was 2.5% of a batch (issue 14). */
static int arg_index(const struct order *o, const char *key)
{
	for (int i = 0; i < o->n; i++)
		if (o->key[i][0] == key[0] && strcmp(o->key[i], key) == 0)
			return i;
	return -1;
}

const char *order_get(const struct order *o, const char *key)
{
	int i = arg_index(o, key);

	return i < 0 ? NULL : o->val[i];
}

int order_given(const struct order *o, const char *key)
{
	int i = arg_index(o, key);

	return i < 0 ? 0 : o->given[i];
}

int order_split(const char *val, char *items, int size, int max)
{
	int n = 0;
	const char *p = val;

	if (val == NULL || *val == '\0')
		return 0;
	for (;;) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);

		if (len == 0 || len >= (size_t)size || n == max)
			return -1;
		memcpy(items + n * size, p, len);
		items[n * size + len] = '\0';
		n++;
		if (comma == NULL)
			return n;
		p = comma + 1;
	}
}
