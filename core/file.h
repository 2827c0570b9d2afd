/*
 * file.h: replacing files safely, several at once, under a lock (see file.c).
 */
#ifndef UMPIRE_FILE_H
#define UMPIRE_FILE_H

#include <stddef.h>
#include <sys/types.h>

#include "err.h"

/*
 * Replacing a file is done in two steps, so that a command writing several
 * files (a state, its journal, a log) writes all of them or none:
 *
 *   file_stage    writes the new contents to a temporary file beside the
 *                 target (an unnamed one, O_TMPFILE, where the file system
 *                 has them: a kill leaves nothing behind), flushed and synced.
 *                 Every failure that can be foreseen happens here: no space,
 *                 no permission, a read-only target (no write permission bit,
 *                 even for root), a file that must be new but exists;
 *   file_commit   gives the temporary file the target's name (rename), or,
 *                 for FILE_NEW, links it there only if nothing is there yet;
 *   file_discard  drops a staged file that will not be committed.
 *
 * A regular file (or a new one) is replaced atomically and keeps its mode, or
 * gets new_mode. A symbolic link is followed: its target is replaced and the
 * link kept. Anything else that exists (/dev/null, a FIFO, a terminal) is
 * written in place at commit, never replaced: commit such files first, since
 * their write can fail where a rename does not. Functions return 0 or an errno
 * value with *stage saying what failed ("cannot write", "cannot replace",
 * "read-only (no write permission): not replaced", ...).
 */
enum { FILE_NEW = 1 };   /* file_stage: the target must not exist */

struct file_out {
	char *path;            /* the file written (a link's target, resolved) */
	char *tmp;             /* a named temporary file, or NULL */
	int fd;                /* an unnamed temporary file (O_TMPFILE), or -1 */
	int in_place;          /* not a regular file: written at commit */
	unsigned flags;
	const void *data;      /* must stay valid until file_commit */
	size_t len;
	mode_t mode;
};

int file_stage(struct file_out *f, const char *path, const void *data, size_t len,
		mode_t new_mode, unsigned flags, const char **stage);
int file_commit(struct file_out *f, const char **stage);
void file_discard(struct file_out *f);
/* 1 if the staged file is written in place (commit it before the others). */
int file_in_place(const struct file_out *f);

/* Stage and commit one file. */
int file_replace(const char *path, const void *data, size_t len,
		mode_t new_mode, const char **stage);

/*
 * An exclusive advisory lock (flock) on the file at `path`, for the commands
 * that read a file and then replace it: two runs on one state follow one
 * another instead of both reading the old contents. Because replacing a file
 * gives `path` a new inode, the lock is taken again until it holds the file
 * that is at `path` once taken. Returns 0 with *fd >= 0, 0 with *fd = -1 when
 * there is no such file (nothing to lock), or an errno value.
 */
int file_lock(const char *path, int *fd);
void file_unlock(int fd);

/* Set e to EXIT_IO with "PATH: STAGE: REASON" (or "PATH: STAGE" when the
 * stage says it all, as for a read-only file) and return EXIT_IO. */
int file_err(struct err *e, const char *path, const char *stage, int err);

/* Read a whole file into a malloc'd buffer with a NUL after its `len` bytes;
 * at most `max` bytes (0: no limit), EFBIG beyond. 0 or an errno value. */
int file_read(const char *path, size_t max, char **buf, size_t *len);
/* The same, the error set in e: EXIT_NOINPUT when there is no such file,
 * EXIT_IO otherwise, "PATH: REASON". */
int file_load(const char *path, char **buf, size_t *len, struct err *e);

#endif
