/*
 * show.c: what `umpire show STATE` prints once check.c has loaded and
 * checked the state: the game's description (view.h) as aligned text, CSV or
 * JSON, or its picture (svg.h) with `--format svg`, a region of it
 * (--region), the names of its cells (--labels) and what changed since
 * another state (--since OLD, diff.h). Output goes to standard output, or
 * replaces -o FILE whole: it is made in memory first, so nothing is written
 * on a failure.
 *
 * The picture and the description are also what `diff` and `verify --svg`
 * use: cli_describe, cli_picture.
 *
 * A state may come from a stranger (play by e-mail): `show` in text, CSV or
 * JSON never prints a control character of its fields, which could clear the
 * screen, retitle the window or worse. It shows them as \x1b, \x07, ..., and the
 * C1 controls of UTF-8 (U+0080-U+009F) as \u009b.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diff.h"
#include "file.h"
#include "pending.h"

static void put_escaped(const char *s, size_t n, FILE *out)
{
	const unsigned char *p = (const unsigned char *)s;

	for (size_t i = 0; i < n; i++) {
		if ((p[i] < 0x20 && p[i] != '\n' && p[i] != '\t') || p[i] == 0x7f)
			fprintf(out, "\\x%02x", p[i]);
		else if (p[i] == 0xc2 && i + 1 < n && p[i + 1] >= 0x80 && p[i + 1] <= 0x9f)
			fprintf(out, "\\u00%02x", p[++i]);
		else
			putc(p[i], out);
	}
}

int cli_describe(const struct game *gm, struct game_ctx *g, struct state *st,
		struct view *v, struct err *e)
{
	view_init(v, gm->id);
	if (gm->describe == NULL)
		return view_from_state(v, st, e);
	if (gm->describe(g, st, v, e))
		return e->code;
	return view_check(v, e);
}

int cli_write(const char *path, const char *data, size_t len, struct err *e)
{
	const char *stage = NULL;
	int rc;

	if (path == NULL || strcmp(path, "-") == 0) {
		if (fwrite(data, 1, len, stdout) != len || fflush(stdout) != 0)
			return err_set(e, EXIT_IO, "cannot write to standard output");
		return 0;
	}
	if ((rc = file_replace(path, data, len, 0644, &stage)) != 0)
		return err_set(e, EXIT_IO, "%s: %s: %s", path, stage, strerror(rc));
	return 0;
}

/* What changed since `old`, drawn over the picture. */
static int since(const struct game *gm, struct game_ctx *g, struct state *st,
		struct state *old, struct svg *s, struct err *e)
{
	struct view ov, nv;
	struct diff d = { 0 };

	view_init(&ov, gm->id);
	view_init(&nv, gm->id);
	if (cli_describe(gm, g, old, &ov, e) == 0 && cli_describe(gm, g, st, &nv, e) == 0 &&
	    diff_views(&ov, &nv, &d, e) == 0)
		diff_draw(&d, &ov, s);
	diff_free(&d);
	view_free(&ov);
	view_free(&nv);
	return e->code;
}

int cli_picture(const struct game *gm, struct game_ctx *g, struct state *st,
		struct state *old, const struct svg_opts *o, char **out, size_t *len,
		struct err *e)
{
	const struct state_kind *k = state_kind(st, "pending");
	const struct state_row *p = pending_get(st);
	struct svg s;
	FILE *m;

	*out = NULL;
	*len = 0;
	if (gm->draw == NULL)
		return err_set(e, EXIT_USAGE, "%s draws no picture yet: see 'umpire show STATE' "
				"in text, csv or json", gm->id);
	svg_init(&s);
	if (gm->draw(g, st, &s, o, e) == 0) {
		if (p != NULL)
			svg_note(&s, "Pending: %s decides %s (one of %s) for: %s",
					state_field(p, state_col(k, "side")), state_field(p, state_col(k, "arg")),
					state_field(p, state_col(k, "options")),
					state_field(p, state_col(k, "order")));
		if (old == NULL || since(gm, g, st, old, &s, e) == 0) {
			if ((m = open_memstream(out, len)) == NULL) {
				err_set(e, EXIT_IO, "out of memory drawing the picture");
			} else {
				int rc = svg_write(&s, m, e);
				if (fclose(m) != 0 && rc == 0)
					err_set(e, EXIT_IO, "out of memory drawing the picture");
			}
		}
	}
	svg_free(&s);
	if (e->code) {
		free(*out);
		*out = NULL;
	}
	return e->code;
}

/* The state of --since, of the same game, checked as the shown one is. */
static int load_old(struct cli *c, const struct game *gm, struct game_ctx *g,
		struct state *old, struct err *e)
{
	const struct game *og;

	if (cli_load(c->since, old, &og, e))
		return e->code;
	if (og != gm)
		return err_set(e, EXIT_USAGE, "--since %s: a %s state, not %s", c->since, og->id,
				gm->id);
	return gm->check(g, old, e);
}

static int picture(struct cli *c, const struct game *gm, struct game_ctx *g,
		struct state *st, char **buf, size_t *len, struct err *e)
{
	struct svg_opts o = { .labels = c->labels };
	struct state old;

	if (c->region && svg_region_parse(c->region, &o))
		return err_set(e, EXIT_USAGE, "--region %s: not FROM-TO, two cells such as "
				"2125-2533 or A1-F8", c->region);
	if (c->since == NULL)
		return cli_picture(gm, g, st, NULL, &o, buf, len, e);
	/* load_old initialises `old` (cli_load), whether it then fails or not */
	if (load_old(c, gm, g, &old, e) == 0)
		cli_picture(gm, g, st, &old, &o, buf, len, e);
	state_free(&old);
	return e->code;
}

static int text(struct cli *c, const struct game *gm, struct game_ctx *g, struct state *st,
		FILE *m, struct err *e)
{
	struct view v;

	if (cli_describe(gm, g, st, &v, e) == 0)
		view_print(&v, m, c->format, e);
	view_free(&v);
	return e->code;
}

int cli_show(struct cli *c, const struct game *gm, struct game_ctx *g, struct state *st,
		struct err *e)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *m;

	if (c->format != CLI_FORMAT_SVG && (c->since || c->region || c->labels))
		return err_set(e, EXIT_USAGE, "%s draws on the picture: add --format svg",
				c->since ? "--since" : c->region ? "--region" : "--labels");
	if (c->format == CLI_FORMAT_SVG) {
		picture(c, gm, g, st, &buf, &len, e);
	} else if ((m = open_memstream(&buf, &len)) == NULL) {
		err_set(e, EXIT_IO, "out of memory");
	} else {
		char *raw = NULL;
		size_t rawlen = 0;
		FILE *r = open_memstream(&raw, &rawlen);

		if (r == NULL) {
			err_set(e, EXIT_IO, "out of memory");
		} else {
			text(c, gm, g, st, r, e);
			if (fclose(r) != 0 && e->code == 0)
				err_set(e, EXIT_IO, "out of memory");
			if (e->code == 0)
				put_escaped(raw, rawlen, m);
		}
		free(raw);
		if (fclose(m) != 0 && e->code == 0)
			err_set(e, EXIT_IO, "out of memory");
	}
	if (e->code == 0)
		cli_write(c->out, buf ? buf : "", len, e);
	free(buf);
	return e->code;
}
