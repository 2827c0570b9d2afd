/*
 * cli.h: what the commands share: the options of the command line, loading a
 * state with its game, and the context handed to the game. The CLI parses and
 * prints; it holds no rules.
 */
#ifndef UMPIRE_CLI_H
#define UMPIRE_CLI_H

#include <stdio.h>

#include "commit.h"
#include "deal.h"
#include "game.h"
#include "svg.h"
#include "view.h"

#define CLI_MAX_ARGS 64

/* 1 in the builds that look for leaks (make asan, make valgrind: the Makefile's
 * LEAK_CHECK=1): there a command frees what it holds before it returns to exit.
 * Elsewhere a one-shot command may leave its last frees to the exit, which
 * takes back the whole heap at once (cmd_resolve: 2% of a resolve, issue 14).
 * Both branches are compiled in every build, so neither goes stale. */
#ifdef UMPIRE_LEAK_CHECK
#define CLI_FREE_AT_EXIT 1
#else
#define CLI_FREE_AT_EXIT 0
#endif

/* The options, as bits: each command says which it accepts (main.c), so that an
 * option that would do nothing is an error instead of silently ignored. */
enum {
	OPT_SEED = 1 << 0, OPT_DICE = 1 << 1, OPT_CARD = 1 << 2, OPT_OUT = 1 << 3,
	OPT_IN_PLACE = 1 << 4, OPT_LOG = 1 << 5, OPT_BATCH = 1 << 6, OPT_JOURNAL = 1 << 7,
	OPT_FORMAT = 1 << 8, OPT_RULE = 1 << 9, OPT_TABLES = 1 << 10, OPT_LANG = 1 << 11,
	OPT_ORDERS = 1 << 12, OPT_KEY = 1 << 13, OPT_TEMPLATE = 1 << 14, OPT_JOBS = 1 << 15,
	OPT_SAMPLES = 1 << 16, OPT_SUMMARY = 1 << 17, OPT_LEDGER = 1 << 18, OPT_SINCE = 1 << 19,
	OPT_PBEM = 1 << 20,
	/* seeing the game (show.c, diff.c, verify --log/--svg, odds --format svg) */
	OPT_REGION = 1 << 21, OPT_LABELS = 1 << 22, OPT_SVG = 1 << 23, OPT_FORMAT_SVG = 1 << 24,
	OPT_DEAL = 1 << 25, OPT_STATE = 1 << 26, OPT_BOARD = 1 << 27
};

/* --format svg: a picture, past the log formats (enum log_format) */
#define CLI_FORMAT_SVG 3

struct cli {
	/* positional arguments, options removed */
	char *arg[CLI_MAX_ARGS];
	int narg;
	/* options */
	const char *tables_dir;    /* --tables DIR, else $UMPIRE_TABLES */
	const char *seed;          /* --seed S */
	const char *dice;          /* --dice N,N,... */
	const char *card;          /* --card C (no game of this build draws cards) */
	const char *out;           /* -o FILE */
	int in_place;              /* --in-place */
	const char *log_file;      /* --log FILE */
	const char *batch;         /* --batch FILE */
	const char *journal;       /* --journal FILE */
	const char *orders;        /* --orders FILE: a committed turn */
	const char *key;           /* --key KEY: the opponent's key for it */
	const char *ledger;        /* --ledger FILE: the player's own record (ledger.h) */
	const char *since;         /* --since FILE: verify, the journal already held;
	                              show, mark what changed since that state */
	int pbem;                  /* --pbem: a new journal is played by e-mail */
	int tables_env;            /* tables_dir came from UMPIRE_TABLES */
	const char *template_dir;  /* --template DIR: tables GAME writes its blank charts */
	int format;                /* --format text|csv|json (enum log_format), or svg
	                              (CLI_FORMAT_SVG) */
	int jobs;                  /* --jobs N: odds --batch processes (0: the cores) */
	long samples;              /* --samples N: past the odds budget, estimate */
	int summary;               /* --summary: odds, one summary row per order */
	const char *region;        /* --region FROM-TO: show draws those cells only */
	int labels;                /* --labels: show writes each cell's name */
	const char *svg_dir;       /* --svg DIR: verify draws each order there */
	const char *deal[DEAL_MAX_BOARD];   /* --deal FILE: the sealed deck the cards were
	                                     * shown in, one per board */
	int ndeal;
	int board;                 /* --board B: deal new, the deck of board B (0: 1) */
	const char *state;         /* --state STATE: deal draw, what STATE owes */
	const char *rule[GAME_MAX_RULES];
	int nrules;
	unsigned given;            /* OPT_* bits of the options typed */
};

/* An option of the command line (common.c has the table, cli_options[], ended
 * by a zero entry): parsing, help and completion all read it. */
struct cli_option {
	unsigned bit;              /* OPT_* */
	const char *name;          /* "--seed" */
	const char *alias;         /* "--output" for -o, or NULL */
	const char *arg;           /* its value as help shows it ("FILE"), NULL for a flag */
	const char *help;
};
extern const struct cli_option cli_options[];

/* The name of an OPT_* bit, for messages ("--seed"). */
const char *cli_option_name(unsigned bit);

/* A command (main.c has the table): its name, the forms of its arguments
 * (NULL-terminated: "STATE ORDER [KEY=VALUE...]"), what it does and the OPT_*
 * it accepts. Help, usage errors and the shell completion are generated from
 * it, so they cannot drift from what the command does. */
struct cli_command {
	const char *name;
	int (*run)(struct cli *c, struct err *e);
	const char *const *forms;
	const char *summary;
	unsigned options;
};
const struct cli_command *cli_commands(int *n);
const struct cli_command *cli_command_find(const char *name);

/* Help (help.c): the help of one command, or of all (cmd NULL), to `out`; the
 * usage error of a command: "usage: umpire NAME FORM" for each form, EXIT_USAGE. */
void cli_help(FILE *out, const struct cli_command *cmd);
int cli_usage(const char *name, struct err *e);
/* An unknown command: its message on stderr, with the nearest command. */
int cli_unknown_command(const char *name);

/* Parse argv (after the command name). EXIT_USAGE on a bad option. */
int cli_parse(struct cli *c, int argc, char **argv, struct err *e);

/* Load STATE and find its game. */
int cli_load(const char *path, struct state *st, const struct game **gm, struct err *e);

/* Check --tables DIR (or UMPIRE_TABLES): a directory that exists (EXIT_NOINPUT),
 * then set up the tables. */
int cli_tables(struct cli *c, struct tables *ts, struct err *e);

/* Fill a game context: tables, --rule (checked against the game's rulings). */
int cli_context(struct cli *c, const struct game *gm, struct game_ctx *g,
		struct tables *ts, struct err *e);

/* The GAME argument of orders, rulings, tables and new: NULL and e set if
 * unknown; without one, NULL after listing the games on stdout (e unset). */
const struct game *cli_game_arg(struct cli *c, struct err *e);
/* The scenarios `new` starts from are the embedded fixtures/GAME/NAME.csv:
 * if blob number `blob` (table.h) is one of gm's, its NAME (not terminated)
 * and the length of NAME, else 0. */
int cli_scenario(const struct game *gm, int blob, const char **name);
/* "; did you mean 'GAME'?" for an unknown game id, or "". */
const char *cli_near_game(const char *id, char *buf, size_t size);

/* Print "umpire: MESSAGE" and return the code. */
int cli_fail(const struct err *e);

int cmd_games(struct cli *c, struct err *e);
int cmd_orders(struct cli *c, struct err *e);
int cmd_rulings(struct cli *c, struct err *e);
int cmd_tables(struct cli *c, struct err *e);
int cmd_check(struct cli *c, struct err *e);
int cmd_show(struct cli *c, struct err *e);
int cmd_resolve(struct cli *c, struct err *e);
int cmd_odds(struct cli *c, struct err *e);
int cmd_verify(struct cli *c, struct err *e);
int cmd_commit(struct cli *c, struct err *e);
int cmd_deal(struct cli *c, struct err *e);
int cmd_nonce(struct cli *c, struct err *e);
int cmd_key(struct cli *c, struct err *e);
int cmd_hash(struct cli *c, struct err *e);
int cmd_new(struct cli *c, struct err *e);
int cmd_help(struct cli *c, struct err *e);
int cmd_version(struct cli *c, struct err *e);
int cmd_completion(struct cli *c, struct err *e);
int cmd_diff(struct cli *c, struct err *e);

/* show.c: what `show` prints once its state is checked (text, csv, json or
 * svg, to standard output or -o FILE), and what diff and verify share. */
int cli_show(struct cli *c, const struct game *gm, struct game_ctx *g, struct state *st,
		struct err *e);
/* The view of a state: the game's describe hook, else its rows (view.h). */
int cli_describe(const struct game *gm, struct game_ctx *g, struct state *st,
		struct view *v, struct err *e);
/* The picture of `st` into a malloc'd buffer (*out, *len): the game's draw
 * hook, the pending decision, and with `old` (may be NULL) what changed since
 * it. EXIT_USAGE for a game that draws nothing yet. */
int cli_picture(const struct game *gm, struct game_ctx *g, struct state *st,
		struct state *old, const struct svg_opts *o, char **out, size_t *len,
		struct err *e);
/* Write `len` bytes to `path` (replaced whole, file.h), or to standard output
 * when path is NULL or "-". */
int cli_write(const char *path, const char *data, size_t len, struct err *e);

/* --deal FILE of resolve and verify (deal.c): the card an order plays must be
 * one its mover's side showed in the deal file of the board it is played on
 * (an `open` row) and no order played before (umpire(1), "Secret hands").
 * --deal may be given once per board: each deal file records its board. */
struct cli_deal_owed {   /* the draws a row's state owes a side beyond the one before */
	int side, first, n, discards, row;
};
struct cli_deal_file {   /* one board's deal file */
	struct deal d;
	const char *path;
	char *used;                   /* d.npos flags: the positions an order played */
	int sealed;                   /* a state owed draws (set,deal.due.SIDE[.B]) */
	int due[2], discard[2];       /* what the states owed so far */
	struct cli_deal_owed *owed;   /* verify: each row that owed more */
	int nowed, capowed;
	int cards;                    /* verify: the cards matched to its open rows */
};
struct cli_deal_at {     /* a journal's deal=K (board 1) or deal=B:K; pos -1: none */
	int board;
	long pos;
};
struct cli_deal {
	struct cli_deal_file f[DEAL_MAX_BOARD];
	int n;
	int on;       /* a deal file was given */
	char side[2][DEAL_MAX_SIDE + 1];   /* the sides (of the first file) */
	/* noted before an order (cli_deal_before): its mover, its --card, the
	 * mover's set,card.SIDE[.B] and each side's set,deal.react.SIDE[.B] */
	int mover;                    /* index in side[], -1: none */
	const char *card;
	char *now[DEAL_MAX_BOARD];
	char *react[DEAL_MAX_BOARD][2];
};
/* Open the deal files (at most one per board: EXIT_USAGE for two). */
int cli_deal_open(struct cli_deal *cd, const char *const *paths, int n, struct err *e);
/* Mark a position played (a journal row's deal= or react=): -1 if out of the
 * deck of its board's file; a board without a file given is not checked. */
int cli_deal_mark(struct cli_deal *cd, struct cli_deal_at at);
void cli_deal_close(struct cli_deal *cd);
/* Before an order on `before` (the state before it, whose `active` side is the
 * mover): notes what cli_deal_after compares, and refuses early (EXIT_REFUSED,
 * B-7) a --card that no deal file shows opened by the mover and not played,
 * unless the mover names again the card in force this turn. */
int cli_deal_before(struct cli_deal *cd, const struct state *before, const char *card,
		struct err *e);
/* After it, on `after`: the card the order played (the mover's card.SIDE[.B]
 * set anew: board B) must be shown in board B's deal file, at the journal's
 * position `at_card` if one was recorded; a card it made a side play out of
 * turn (set,deal.react.SIDE[.B] grown: an Ambush, B-5) likewise, at
 * `at_react`. *played and *react get the positions (pos -1: none).
 * EXIT_REFUSED (B-7) when the deal file shows no such card, or when the board
 * is sealed (no card rows of it, set,deal.due.SIDE[.B]) and its deal file
 * was not given. */
int cli_deal_after(struct cli_deal *cd, const struct state *after, struct cli_deal_at at_card,
		struct cli_deal_at at_react, struct cli_deal_at *played, struct cli_deal_at *react,
		struct err *e);
/* verify: note what the state after journal row `row` owes on each file's
 * board (set,deal.due.SIDE[.B], set,deal.discard.SIDE[.B]); at the end,
 * cli_deal_settle checks each deal file's draws against it: EXIT_REFUSED
 * naming the row (*row) when a side drew fewer or more than owed, or did not
 * show exactly the discards owed. */
int cli_deal_owe(struct cli_deal *cd, const struct state *st, int row, struct err *e);
int cli_deal_settle(struct cli_deal *cd, int *row, struct err *e);

#endif
