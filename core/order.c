/*
 * order.c: parsing orders (see order.h). The order table of each game is the
 * single description of its verbs: `umpire orders` prints it, and this file
 * checks typed orders against it, so the two never drift apart.
 */
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
	o->key[o->n] = strndup(key, klen);
	o->val[o->n] = strdup(val);
	o->given[o->n] = given;
	o->n++;
	return 0;
}

static void append_text(struct order *o, const char *s)
{
	size_t len = strlen(o->text);

	if (len > 0 && len + 1 < sizeof o->text)
		o->text[len++] = ' ', o->text[len] = '\0';
	strncat(o->text, s, sizeof o->text - len - 1);
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

int order_parse(struct order *o, int argc, char *const *argv,
		const struct order_spec *specs, int nspecs, const char *game, struct err *e)
{
	char hint[128];

	memset(o, 0, sizeof *o);
	if (game == NULL)
		game = "GAME";
	if (argc < 1)
		return err_set(e, EXIT_USAGE, "no order given (see 'umpire orders %s')", game);
	o->spec = find_spec(argv[0], specs, nspecs);
	if (o->spec == NULL)
		return err_set(e, EXIT_USAGE, "unknown order '%s' of %s%s (see 'umpire orders %s')",
				argv[0], game, near_verb(argv[0], specs, nspecs, hint, sizeof hint),
				game);
	append_text(o, argv[0]);
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
		snprintf(key, sizeof key, "%.*s", (int)(klen < 63 ? klen : 63), argv[i]);
		if (klen > 63 || find_param(o->spec, key) == NULL)
			return err_set(e, EXIT_USAGE,
					"%s: unknown argument '%.*s'%s (see 'umpire orders %s')",
					o->spec->verb, (int)klen, argv[i],
					near_key(key, o->spec, hint, sizeof hint), game);
		if (add_arg(o, argv[i], klen, eq + 1, 1) != 0)
			return err_set(e, EXIT_USAGE, "%s: too many arguments", o->spec->verb);
		append_text(o, argv[i]);
	}
	for (const struct order_param *p = o->spec->params; p && p->key; p++) {
		if (order_given(o, p->key))
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
	char buf[1024], *argv[ORDER_MAX_ARGS + 1];
	int argc = 0;

	memset(o, 0, sizeof *o);   /* order_free is safe after any failure */
	if (strlen(line) >= sizeof buf)
		return err_set(e, EXIT_USAGE, "order too long (%zu bytes)", strlen(line));
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
	for (int i = 0; i < o->n; i++) {
		free(o->key[i]);
		free(o->val[i]);
	}
	o->n = 0;
}

const char *order_get(const struct order *o, const char *key)
{
	for (int i = 0; i < o->n; i++)
		if (strcmp(o->key[i], key) == 0)
			return o->val[i];
	return NULL;
}

int order_given(const struct order *o, const char *key)
{
	for (int i = 0; i < o->n; i++)
		if (strcmp(o->key[i], key) == 0)
			return o->given[i];
	return 0;
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
