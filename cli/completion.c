/*
 * completion.c: `umpire completion bash|zsh` prints the shell completion of
 * umpire, made from what this build knows: the command and option tables
 * (main.c, common.c) and the registry of games (their orders and keys, the
 * values a key names, rulings, tables, and the scenarios of `new`). Nothing in
 * it is written by hand for one game, so a game added to the registry is
 * completed without touching this file.
 *
 * Both scripts share one data function, _umpire_words KEY, that sets
 * _umpire_w to the words of KEY (no subshell), and the code of
 * cli/completion.sh; the rest is each shell's own, cli/completion.bash and
 * cli/completion.zsh. The three are embedded in the binary like the tables.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* Words go into single-quoted shell strings and case patterns: keep to the
 * characters names are made of. */
static int shell_safe(const char *w, size_t n)
{
	if (n == 0)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.,:+=@/|-",
				w[i]))
			return 0;
	return 1;
}

/* One case of _umpire_words: KEY) _umpire_w='WORD...';; */
struct words {
	FILE *out;
	int n;
};

static void words_open(struct words *w, FILE *out, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void words_open(struct words *w, FILE *out, const char *fmt, ...)
{
	va_list ap;

	w->out = out;
	w->n = 0;
	fprintf(out, "\t'");
	va_start(ap, fmt);
	vfprintf(out, fmt, ap);
	va_end(ap);
	fprintf(out, "') _umpire_w='");
}

static void words_add(struct words *w, const char *word, size_t n)
{
	if (!shell_safe(word, n))
		return;
	fprintf(w->out, "%s%.*s", w->n++ ? " " : "", (int)n, word);
}

static void words_close(struct words *w)
{
	fprintf(w->out, "' ;;\n");
}

static int has_upper(const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] >= 'A' && p[i] <= 'Z')
			return 1;
	return 0;
}

/* The values a key names, read from its form: "ask|always|never" gives its
 * three words, "ask|auto|ID" the two lower-case ones, "ID,..." none; a list
 * ("yes|no,...") gives the values of its first item. */
static void form_values(struct words *w, const char *form)
{
	const char *p = form, *stop = form + strcspn(form, ",[");

	if (memchr(form, '|', (size_t)(stop - form)) == NULL)
		return;
	while (p < stop) {
		size_t n = strcspn(p, "|");
		if (p + n > stop)
			n = (size_t)(stop - p);
		if (!has_upper(p, n))
			words_add(w, p, n);
		p += n + 1;
	}
}

/* The positional arguments of a command, from its first form: brackets and
 * ellipses dropped, "STATE ORDER [KEY=VALUE...]" gives STATE ORDER KEY=VALUE;
 * with `literal`, the lower-case words of its other forms instead ("decide"
 * of "STATE decide ANSWER"), offered where the first form has its second. */
static void command_args(struct words *w, const struct cli_command *cmd, int literal)
{
	for (int f = literal ? 1 : 0; cmd->forms[f] && (literal || f == 0); f++)
		for (const char *p = cmd->forms[f]; *p;) {
			p += strspn(p, " [");
			size_t len = strcspn(p, " []"), n = len;
			if (n >= 3 && !strncmp(p + n - 3, "...", 3))
				n -= 3;
			if (!literal || (!has_upper(p, n) && *p != '-' && !memchr(p, '|', n)))
				words_add(w, p, n);
			p += len;
			p += strspn(p, "]");
		}
}

static void game_words(FILE *out, const struct game *gm)
{
	struct words w;
	const char *name;
	int len;

	words_open(&w, out, "verbs/%s", gm->id);
	for (int i = 0; i < gm->norders; i++)
		words_add(&w, gm->orders[i].verb, strlen(gm->orders[i].verb));
	words_close(&w);
	for (int i = 0; i < gm->norders; i++) {
		const struct order_spec *s = &gm->orders[i];
		words_open(&w, out, "keys/%s/%s", gm->id, s->verb);
		for (const struct order_param *p = s->params; p && p->key; p++)
			words_add(&w, p->key, strlen(p->key));
		words_close(&w);
		for (const struct order_param *p = s->params; p && p->key; p++) {
			if (!strchr(p->form, '|'))
				continue;
			words_open(&w, out, "values/%s/%s/%s", gm->id, s->verb, p->key);
			form_values(&w, p->form);
			words_close(&w);
		}
	}
	words_open(&w, out, "rulings/%s", gm->id);
	for (int i = 0; i < gm->nrulings; i++)
		words_add(&w, gm->rulings[i].id, strlen(gm->rulings[i].id));
	words_close(&w);
	for (int i = 0; i < gm->nrulings; i++) {
		const struct ruling *r = &gm->rulings[i];
		words_open(&w, out, "rulevalues/%s/%s", gm->id, r->id);
		words_add(&w, r->dflt, strlen(r->dflt));
		for (const char *p = r->alts; *p; p += *p == '|') {
			size_t n = strcspn(p, "|");
			words_add(&w, p, n);
			p += n;
		}
		words_close(&w);
	}
	words_open(&w, out, "tables/%s", gm->id);
	for (int i = 0; gm->tables && gm->tables[i]; i++)
		words_add(&w, gm->tables[i], strlen(gm->tables[i]));
	words_close(&w);
	words_open(&w, out, "scenarios/%s", gm->id);
	for (int i = 0; i < table_nblobs; i++)
		if ((len = cli_scenario(gm, i, &name)) > 0)
			words_add(&w, name, (size_t)len);
	words_close(&w);
}

/* The data function both scripts share. */
static void words_function(FILE *out)
{
	int n, ncmd;
	const struct game *const *all = game_all(&n);
	const struct cli_command *cmds = cli_commands(&ncmd);
	struct words w;

	fprintf(out, "# _umpire_words KEY: the words of KEY in _umpire_w\n"
			"_umpire_words()\n{\n\tcase $1 in\n");
	words_open(&w, out, "commands");
	for (int i = 0; i < ncmd; i++)
		words_add(&w, cmds[i].name, strlen(cmds[i].name));
	words_close(&w);
	words_open(&w, out, "valueopts");
	for (const struct cli_option *o = cli_options; o->name; o++)
		if (o->arg) {
			words_add(&w, o->name, strlen(o->name));
			if (o->alias)
				words_add(&w, o->alias, strlen(o->alias));
		}
	words_close(&w);
	for (const struct cli_option *o = cli_options; o->name; o++)
		for (int k = 0; k < 2 && o->arg; k++) {
			const char *name = k ? o->alias : o->name;
			if (name == NULL)
				continue;
			words_open(&w, out, "arg/%s", name);
			words_add(&w, o->arg, strlen(o->arg));
			words_close(&w);
		}
	for (int i = 0; i < ncmd; i++) {
		words_open(&w, out, "opts/%s", cmds[i].name);
		for (const struct cli_option *o = cli_options; o->name; o++)
			if (cmds[i].options & o->bit) {
				words_add(&w, o->name, strlen(o->name));
				if (o->alias)
					words_add(&w, o->alias, strlen(o->alias));
			}
		words_add(&w, "--help", 6);
		words_close(&w);
		words_open(&w, out, "args/%s", cmds[i].name);
		command_args(&w, &cmds[i], 0);
		words_close(&w);
		words_open(&w, out, "literal/%s", cmds[i].name);
		command_args(&w, &cmds[i], 1);
		words_close(&w);
	}
	words_open(&w, out, "games");
	for (int i = 0; i < n; i++)
		words_add(&w, all[i]->id, strlen(all[i]->id));
	words_close(&w);
	words_open(&w, out, "rulings/");   /* no state named yet */
	for (int i = 0; i < n; i++)
		for (int k = 0; k < all[i]->nrulings; k++)
			words_add(&w, all[i]->rulings[k].id, strlen(all[i]->rulings[k].id));
	words_close(&w);
	for (int i = 0; i < n; i++)
		game_words(out, all[i]);
	fprintf(out, "\t*) _umpire_w= ;;\n\tesac\n}\n\n");
}

/* s in a zsh single-quoted word, with a backslash before each of `esc`. */
static void zsh_put(FILE *out, const char *s, const char *esc)
{
	for (; *s; s++) {
		if (*s == '\'')
			fputs("'\\''", out);
		else {
			if (strchr(esc, *s))
				putc('\\', out);
			putc(*s, out);
		}
	}
}

/* The action of an option's value in an _arguments spec. */
static void zsh_action(FILE *out, const char *arg)
{
	if (!strcmp(arg, "FILE"))
		fputs("_files", out);
	else if (!strcmp(arg, "DIR"))
		fputs("_files -/", out);
	else if (!strcmp(arg, "ID=VALUE"))
		fputs("_umpire_rule", out);
	else if (strspn(arg, "ABCDEFGHIJKLMNOPQRSTUVWXYZ,.") == strlen(arg))
		fputs(" ", out);
	else {
		putc('(', out);
		for (const char *p = arg; *p; p++)
			putc(*p == '|' ? ' ' : *p, out);
		putc(')', out);
	}
}

static void zsh_option(FILE *out, const struct cli_option *o, const char *name)
{
	fprintf(out, " '%s%s%s[", o->bit == OPT_RULE ? "*" : "", name,
			o->arg && name[1] == '-' ? "=" : "");
	zsh_put(out, o->help, "[]\\");
	putc(']', out);
	if (o->arg) {
		putc(':', out);
		zsh_put(out, o->arg, ":\\");
		putc(':', out);
		zsh_action(out, o->arg);
	}
	putc('\'', out);
}

/* _umpire_commands (name:summary pairs) and _umpire_specs CMD (the
 * _arguments specs of its options), in reply. */
static void zsh_specs(FILE *out)
{
	int n;
	const struct cli_command *cmds = cli_commands(&n);

	fprintf(out, "_umpire_commands()\n{\n\treply=(");
	for (int i = 0; i < n; i++) {
		fprintf(out, "\n\t\t'%s:", cmds[i].name);
		zsh_put(out, cmds[i].summary, ":\\");
		putc('\'', out);
	}
	fprintf(out, "\n\t)\n}\n\n_umpire_specs()\n{\n\tcase $1 in\n");
	for (int i = 0; i < n; i++) {
		fprintf(out, "\t%s) reply=('(- *)--help[print the help of %s]'", cmds[i].name,
				cmds[i].name);
		for (const struct cli_option *o = cli_options; o->name; o++) {
			if (!(cmds[i].options & o->bit))
				continue;
			zsh_option(out, o, o->name);
			if (o->alias)
				zsh_option(out, o, o->alias);
		}
		fprintf(out, ") ;;\n");
	}
	fprintf(out, "\t*) reply=() ;;\n\tesac\n}\n\n");
}

/* Shell code embedded from cli/completion.SHELL ("sh": what both share). */
static int put_code(const char *shell, struct err *e)
{
	char path[64];

	snprintf(path, sizeof path, "cli/completion.%s", shell);
	for (int i = 0; i < table_nblobs; i++)
		if (!strcmp(table_blobs[i].path, path)) {
			fwrite(table_blobs[i].data, 1, table_blobs[i].len, stdout);
			return 0;
		}
	return err_set(e, EXIT_NOINPUT, "no %s completion in this build", shell);
}

int cmd_completion(struct cli *c, struct err *e)
{
	const char *shell = c->narg == 1 ? c->arg[0] : "";
	int zsh = !strcmp(shell, "zsh");

	if (c->narg != 1 || (!zsh && strcmp(shell, "bash") != 0))
		return cli_usage("completion", e);
	if (zsh)
		printf("#compdef umpire\n");
	printf("# %s completion of umpire(1), printed by 'umpire completion %s' from what\n"
			"# this build knows: its commands and options, and each game's orders and\n"
			"# their keys, rulings, tables and scenarios. Installed by 'make install'\n"
			"# as %s.\n\n", zsh ? "zsh" : "bash", shell,
			zsh ? "$(PREFIX)/share/zsh/site-functions/_umpire" :
			"$(PREFIX)/share/bash-completion/completions/umpire");
	words_function(stdout);
	if (zsh)
		zsh_specs(stdout);
	if (put_code("sh", e) == 0)
		putchar('\n');
	return e->code ? e->code : put_code(shell, e);
}
