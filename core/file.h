/*
 * file.h: replacing a file's contents safely (see file.c).
 */
#ifndef UMPIRE_FILE_H
#define UMPIRE_FILE_H

#include <stddef.h>
#include <sys/types.h>

/*
 * Replace the contents of path with len bytes of data. A regular file (or a
 * new one) is replaced atomically: a temporary file beside it, flushed and
 * synced, then renamed over it, so a crash leaves the old contents or the new,
 * never a mix; it keeps the mode of the file it replaces, or gets new_mode. A
 * symbolic link is followed: its target is replaced and the link kept. Anything
 * else that exists (/dev/null, a FIFO, a terminal) is written in place, never
 * replaced. Returns 0, or an errno value with *stage saying what failed
 * ("cannot create a temporary file", "cannot write", "cannot sync",
 * "cannot replace"); nothing is left behind on failure.
 */
int file_replace(const char *path, const void *data, size_t len,
		mode_t new_mode, const char **stage);

#endif
