/*
 * fuzz_verify.c: libFuzzer harness for `umpire verify` itself (cli/verify.c):
 * a hand-made journal is the attack of issue 13, so every path of the replay
 * (committed turns, reveals, pauses, the ledger check) must stand any input.
 * The input is a journal, optionally followed by a line "--ledger--" and a
 * ledger. A journal that parses gets its chains recomputed (a forger knows
 * the format), so that the fuzzer reaches the replay rather than the chain
 * check; then verify runs with the ledger. Nothing may crash, leak or read out
 * of bounds; the outcome itself is free.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../cli/common.c"
#include "../../cli/narrate.c"
/* help.c's usage message, which the harness does not link (it needs the
 * build's version.h): verify only reports it. */
int cli_usage(const char *name, struct err *e)
{
	return err_set(e, EXIT_USAGE, "usage: umpire %s (umpire %s --help)", name, name);
}

/* show.c's pictures and descriptions, which verify --log and --svg use and the
 * harness never asks for: stubs that refuse, so a call would be seen. */
int cli_describe(const struct game *gm, struct game_ctx *g, struct state *st,
		struct view *v, struct err *e)
{
	return err_set(e, EXIT_USAGE, "fuzz_verify: no describe");
}

int cli_picture(const struct game *gm, struct game_ctx *g, struct state *st,
		struct state *old, const struct svg_opts *o, char **out, size_t *len,
		struct err *e)
{
	return err_set(e, EXIT_USAGE, "fuzz_verify: no picture");
}

int cli_write(const char *path, const char *data, size_t len, struct err *e)
{
	return err_set(e, EXIT_USAGE, "fuzz_verify: no write");
}

/* deal.c's --deal, which the harness never gives (cd->on stays 0): stubs, the
 * open refusing so a call would be seen. */
int cli_deal_open(struct cli_deal *cd, const char *const *paths, int n, struct err *e)
{
	return err_set(e, EXIT_USAGE, "fuzz_verify: no deal file");
}

void cli_deal_close(struct cli_deal *cd)
{
}

int cli_deal_before(struct cli_deal *cd, const struct state *before, const char *card,
		struct err *e)
{
	return 0;
}

int cli_deal_after(struct cli_deal *cd, const struct state *after, struct cli_deal_at at_card,
		struct cli_deal_at at_react, struct cli_deal_at *played, struct cli_deal_at *react,
		struct err *e)
{
	*played = *react = (struct cli_deal_at){ 0, -1 };
	return 0;
}

int cli_deal_owe(struct cli_deal *cd, const struct state *st, int row, struct err *e)
{
	return 0;
}

int cli_deal_settle(struct cli_deal *cd, int *row, struct err *e)
{
	*row = 0;
	return 0;
}

#include "../../cli/verify.c"

static char jpath[64], lpath[64];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	snprintf(jpath, sizeof jpath, "/dev/shm/fuzz-verify-%d.csv", (int)getpid());
	snprintf(lpath, sizeof lpath, "/dev/shm/fuzz-verify-%d.ledger", (int)getpid());
	if (freopen("/dev/null", "w", stdout) == NULL)
		abort();
	return 0;
}

/* The journal with every chain recomputed, to jpath. */
static int rechain(const char *buf, size_t len)
{
	struct journal jn;
	struct err e = { 0 };
	char prev[65] = "";
	FILE *f;

	if (journal_parse(buf, len, "fuzz", &jn, &e) != 0)
		return -1;
	if ((f = fopen(jpath, "w")) == NULL)
		abort();
	fprintf(f, "umpire-journal,2,");
	state_csv_field(f, jn.game);
	fprintf(f, "\nseq,before,order,chance,after,chain,text\n");
	for (int i = 0; i < jn.nrows; i++) {
		char seq[16], chain[65];
		snprintf(seq, sizeof seq, "%d", i);
		free(jn.rows[i].f[JOURNAL_SEQ]);
		jn.rows[i].f[JOURNAL_SEQ] = strdup(seq);
		journal_chain(prev, jn.rows[i].f, chain);
		free(jn.rows[i].f[JOURNAL_CHAIN]);
		jn.rows[i].f[JOURNAL_CHAIN] = strdup(chain);
		memcpy(prev, chain, sizeof chain);
		for (int k = 0; k < JOURNAL_NFIELDS; k++) {
			if (k)
				putc(',', f);
			state_csv_field(f, jn.rows[i].f[k]);
		}
		putc('\n', f);
	}
	fclose(f);
	journal_free(&jn);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char mark[] = "\n--ledger--\n";
	const char *buf = (const char *)data;
	const char *sep = memmem(buf, size, mark, sizeof mark - 1);
	size_t jlen = sep ? (size_t)(sep - buf) : size;
	struct cli c;
	struct err e = { 0 };
	FILE *f;

	if (memchr(buf, '\0', jlen) || rechain(buf, jlen) != 0)
		return 0;
	memset(&c, 0, sizeof c);
	c.arg[0] = jpath;
	c.narg = 1;
	if (sep) {
		if ((f = fopen(lpath, "w")) == NULL)
			abort();
		fwrite(sep + sizeof mark - 1, 1, size - jlen - (sizeof mark - 1), f);
		fclose(f);
		c.ledger = lpath;
	}
	cmd_verify(&c, &e);
	fflush(stdout);
	return 0;
}
