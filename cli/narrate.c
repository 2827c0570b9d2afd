/*
 * narrate.c: what `umpire verify JOURNAL` shows of the game it replays, kept
 * apart from verify.c's checks: with --log, the narrative of every order
 * replayed (the log the rules write, DESIGN.md "The narrative log"), each
 * block headed by its row, the turn and the order, so the opponent reads what
 * happened from the verified journal and not from a log the mover chose to
 * send, and what the order changed in the state (diff.h); with --svg DIR, one picture per order (DIR/0000-start.svg, then
 * DIR/NNNN-VERB.svg), each marking what the order changed (diff.h).
 *
 * verify.c calls narrate_open once, narrate_start on the first state,
 * narrate_order before each replay (and hands the rules narrate_log), and
 * narrate_done after a replay that matched.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "diff.h"
#include "i18n.h"
#include "narrate.h"

/* Do two names name one file (however spelled)? */
static int same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	if (strcmp(a, b) == 0)
		return 1;
	return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
		sa.st_ino == sb.st_ino;
}

int narrate_open(struct narrate *n, struct cli *c, const char *journal,
		const struct game *gm, struct err *e)
{
	memset(n, 0, sizeof *n);
	n->gm = gm;
	n->svg_dir = c->svg_dir;
	state_init(&n->before);
	if (c->given & OPT_LOG) {
		if (c->log_file == NULL || strcmp(c->log_file, "-") == 0) {
			n->out = stdout;
		} else if (same_file(c->log_file, journal)) {
			return err_set(e, EXIT_USAGE, "--log %s: that is the journal", c->log_file);
		} else if ((n->out = fopen(c->log_file, "w")) == NULL) {
			return err_set(e, EXIT_IO, "%s: cannot write the log: %s", c->log_file,
					strerror(errno));
		} else {
			n->close = 1;
		}
		log_open(&n->log, n->out, LOG_TEXT);
	}
	if (n->svg_dir && mkdir(n->svg_dir, 0755) != 0 && errno != EEXIST)
		return err_set(e, EXIT_IO, "--svg %s: %s", n->svg_dir, strerror(errno));
	return 0;
}

struct log *narrate_log(struct narrate *n)
{
	return n->out ? &n->log : &n->quiet;
}

/* DIR/NNNN-NAME.svg, NAME being the order's verb, in letters, digits, - and _. */
static void picture_path(const struct narrate *n, int k, const char *order, char *path,
		size_t size)
{
	char verb[32];
	size_t i = 0;

	for (; order[i] && order[i] != ' ' && i + 1 < sizeof verb; i++)
		verb[i] = strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_",
				order[i]) ? order[i] : '_';
	verb[i] = '\0';
	snprintf(path, size, "%s/%04d-%s.svg", n->svg_dir, k, *verb ? verb : "order");
}

static int picture(struct narrate *n, struct game_ctx *g, int k, const char *order,
		struct state *st, struct state *old, struct err *e)
{
	struct svg_opts o = { 0 };
	char path[4096], *buf = NULL;
	size_t len = 0;

	if (n->svg_dir == NULL || n->gm->draw == NULL)
		return 0;
	picture_path(n, k, order, path, sizeof path);
	if (cli_picture(n->gm, g, st, old, &o, &buf, &len, e) == 0)
		cli_write(path, buf, len, e);
	free(buf);
	return e->code;
}

int narrate_start(struct narrate *n, struct game_ctx *g, struct state *st, struct err *e)
{
	if (n->out)
		fprintf(n->out, _("== start: %s%s%s\n\n"), n->gm->id, state_get(st, "turn") ?
				_(", turn ") : "", state_get(st, "turn") ? state_get(st, "turn") : "");
	return picture(n, g, 0, "start", st, NULL, e);
}

int narrate_order(struct narrate *n, int k, const struct state *st, const char *order,
		struct err *e)
{
	const char *turn = state_get(st, "turn"), *active = state_get(st, "active");
	char *text;
	size_t len;

	if (n->out) {
		fprintf(n->out, "== %d.", k);
		if (turn && *turn)
			fprintf(n->out, _(" turn %s,"), turn);
		if (active && *active)
			fprintf(n->out, _(" %s to play,"), active);
		fprintf(n->out, " %s\n", order);
		n->log.n = 0;
	}
	if (n->svg_dir == NULL && n->out == NULL)
		return 0;
	/* the state before the order, for what it changed */
	state_free(&n->before);
	state_init(&n->before);
	if ((text = state_text(st, n->gm->kinds, &len)) == NULL)
		return err_set(e, EXIT_IO, "out of memory");
	state_parse(&n->before, text, len, "before", e);
	free(text);
	return e->code;
}

/* What the order changed, in words under its narrative (diff.h). */
static int changes(struct narrate *n, struct game_ctx *g, struct state *st, struct err *e)
{
	struct view a, b;
	struct diff d = { 0 };
	char w[1024];

	view_init(&a, n->gm->id);
	view_init(&b, n->gm->id);
	if (cli_describe(n->gm, g, &n->before, &a, e) == 0 &&
	    cli_describe(n->gm, g, st, &b, e) == 0 && diff_views(&a, &b, &d, e) == 0) {
		fprintf(n->out, _("Changes:%s\n"), d.n ? "" : _(" none"));
		for (int i = 0; i < d.n;) {
			diff_sentence(&d, &i, w, sizeof w);
			fprintf(n->out, "  %s\n", w);
		}
	}
	diff_free(&d);
	view_free(&a);
	view_free(&b);
	return e->code;
}

int narrate_done(struct narrate *n, struct game_ctx *g, int k, const char *order,
		struct state *st, struct err *e)
{
	if (n->out) {
		if (n->log.n == 0)
			fprintf(n->out, _("(no step to tell)\n"));
		if (changes(n, g, st, e))
			return e->code;
		fprintf(n->out, "\n");
	}
	return picture(n, g, k, order, st, &n->before, e);
}

int narrate_close(struct narrate *n, struct err *e)
{
	state_free(&n->before);
	if (n->close && fclose(n->out) != 0 && e->code == 0)
		err_set(e, EXIT_IO, "cannot write the log");
	else if (n->out && !n->close && fflush(n->out) != 0 && e->code == 0)
		err_set(e, EXIT_IO, "cannot write the log");
	n->out = NULL;
	return e->code;
}
