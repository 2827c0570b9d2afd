/*
 * file.c: replacing files safely, for the state (state_save), the journal and
 * the log of `resolve`, the ledger and the secret of a committed turn:
 * DESIGN.md's "a state is never half written" and "the state and the journal
 * are written together or not at all, under a lock".
 *
 * Why two steps (file.h): a command that writes a state and a journal must not
 * leave one written and the other not. Everything that can fail (space,
 * permissions) fails while staging; what is left, renames, does not fail in
 * practice. A crash between two renames can still happen: `resolve` renames the
 * journal first, so the journal is then one row ahead of the state, which it
 * says, and `umpire verify JOURNAL -o STATE` rebuilds the state.
 *
 * Why O_TMPFILE: a temporary file with a name stays behind when umpire is
 * killed while writing it. An unnamed one vanishes with the process; it gets a
 * name (linkat through /proc/self/fd) only when it is complete and synced, just
 * before the rename. Where the file system or /proc do not allow it, a named
 * temporary file (mkstemp) is used as before.
 *
 * Why not always rename: renaming a temporary file over /dev/null (a player's
 * `-o /dev/null`, run as root) would replace the device with a regular file, and
 * renaming over a symbolic link would replace the link. So only regular files
 * are replaced by rename; a link's target is resolved first, and anything else
 * that exists is written in place.
 *
 * Why refuse read-only files: a rename needs only the directory's permission,
 * so `-o` replaced a file its owner had made read-only. A regular file with no
 * write permission bit at all, or one the user may not write, is not replaced,
 * whoever runs umpire.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file.h"

static const char read_only[] = "read-only (no write permission): not replaced";

/* Write all of data to fd; 0 or an errno value. */
static int write_all(int fd, const char *data, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, data, len);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			return errno;
		}
		data += n;
		len -= (size_t)n;
	}
	return 0;
}

/* The directory of path, malloc'd ("." for a bare name). */
static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (slash == path ? 1 : (size_t)(slash - path)) : 1;
	char *dir = malloc(n + 1);

	if (dir) {
		memcpy(dir, slash ? path : ".", n);
		dir[n] = '\0';
	}
	return dir;
}

/* Best effort: make the rename itself durable. */
static void sync_dir(const char *path)
{
	char *dir = dir_of(path);
	int fd;

	if (!dir)
		return;
	fd = open(dir, O_RDONLY | O_DIRECTORY);
	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
	free(dir);
}

/* Write the data to fd, set its mode, sync it. */
static int fill(int fd, const struct file_out *f, const char **stage)
{
	int err;

	*stage = "cannot write";
	(void)fchmod(fd, f->mode); /* mkstemp makes it 0600, O_TMPFILE obeys umask */
	if ((err = write_all(fd, f->data, f->len)) != 0)
		return err;
	*stage = "cannot sync";
	return fsync(fd) != 0 ? errno : 0;
}

/* A named temporary file beside the target, written and synced. */
static int stage_named(struct file_out *f, const char **stage)
{
	static const char suffix[] = ".tmpXXXXXX";
	int fd, err;

	*stage = "cannot create a temporary file";
	if (!(f->tmp = malloc(strlen(f->path) + sizeof suffix)))
		return ENOMEM;
	strcpy(f->tmp, f->path);
	strcat(f->tmp, suffix);
	if ((fd = mkstemp(f->tmp)) < 0) {
		err = errno;
		free(f->tmp);
		f->tmp = NULL;
		return err;
	}
	err = fill(fd, f, stage);
	if (close(fd) != 0 && !err) {
		*stage = "cannot write";
		err = errno;
	}
	if (err) {
		unlink(f->tmp);
		free(f->tmp);
		f->tmp = NULL;
	}
	return err;
}

/* An unnamed temporary file in the target's directory; ENOTSUP and the like
 * when the file system has none (the caller falls back to a named one). */
static int stage_unnamed(struct file_out *f, const char **stage)
{
#ifdef O_TMPFILE
	char *dir = dir_of(f->path);
	int fd, err;

	if (!dir)
		return ENOMEM;
	fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
	free(dir);
	if (fd < 0)
		return errno;
	if ((err = fill(fd, f, stage)) != 0) {
		close(fd);
		return err;
	}
	f->fd = fd;
	return 0;
#else
	(void)f;
	(void)stage;
	return ENOTSUP;
#endif
}

int file_stage(struct file_out *f, const char *path, const void *data, size_t len,
		mode_t new_mode, unsigned flags, const char **stage)
{
	struct stat sb;
	int err;

	memset(f, 0, sizeof *f);
	f->fd = -1;
	f->flags = flags;
	f->data = data;
	f->len = len;
	f->mode = new_mode;
	*stage = "cannot write";
	if (lstat(path, &sb) == 0 && S_ISLNK(sb.st_mode)) {
		/* a link: its target is replaced; a dangling one is written
		 * through, as a shell redirection would */
		if (!(f->path = realpath(path, NULL))) {
			if (!(f->path = strdup(path)))
				return ENOMEM;
			f->in_place = 1;
			return 0;
		}
	} else if (!(f->path = strdup(path))) {
		return ENOMEM;
	}
	if (stat(f->path, &sb) == 0) {
		if (flags & FILE_NEW) {
			*stage = "already exists";
			file_discard(f);
			return EEXIST;
		}
		if (!S_ISREG(sb.st_mode)) {
			f->in_place = 1;
			return 0;
		}
		if ((sb.st_mode & 0222) == 0 || access(f->path, W_OK) != 0) {
			*stage = read_only;
			file_discard(f);
			return EACCES;
		}
		f->mode = sb.st_mode & 07777;
	}
	if ((err = stage_unnamed(f, stage)) != 0) {
		if (err == ENOSPC || err == EDQUOT || err == EFBIG || err == EIO) {
			file_discard(f);
			return err;
		}
		if ((err = stage_named(f, stage)) != 0) {
			file_discard(f);
			return err;
		}
	}
	return 0;
}

/*
 * Remove the temporary names a killed run left beside path: "PATH.tmp" and 8
 * hexadecimal digits, the names name_unnamed gives. Why: an unnamed file is
 * named just before its rename, and a kill -9 between the two leaves the name
 * behind (tests/golden/pbem-kill.t); the next run writing the same file sweeps
 * it. Only a run writing the same path at the same moment (one without the
 * lock, the state's or the journal's) could lose its temporary file to this,
 * and it then fails with "cannot replace", writing nothing more.
 */
static void sweep_leftovers(const char *path)
{
	char *dir = dir_of(path);
	const char *slash = strrchr(path, '/'), *base = slash ? slash + 1 : path;
	size_t blen = strlen(base);
	DIR *d;
	struct dirent *de;

	if (!dir)
		return;
	if ((d = opendir(dir)) != NULL) {
		int dfd = dirfd(d);

		while ((de = readdir(d)) != NULL) {
			const char *n = de->d_name;

			if (strncmp(n, base, blen) != 0 || strncmp(n + blen, ".tmp", 4) != 0 ||
					strlen(n + blen + 4) != 8 ||
					strspn(n + blen + 4, "0123456789abcdef") != 8)
				continue;
			(void)unlinkat(dfd, n, 0);
		}
		closedir(d);
	}
	free(dir);
}

/* Give the unnamed file a name: the target itself for FILE_NEW, else a fresh
 * temporary name beside it (first sweeping those a killed run left). */
static int name_unnamed(struct file_out *f, const char **stage)
{
	char proc[64];
	int err = 0;

	snprintf(proc, sizeof proc, "/proc/self/fd/%d", f->fd);
	*stage = "cannot replace";
	if (f->flags & FILE_NEW) {
		if (linkat(AT_FDCWD, proc, AT_FDCWD, f->path, AT_SYMLINK_FOLLOW) != 0)
			err = errno;
		if (err == EEXIST)
			*stage = "already exists";
		if (err == 0 || err == EEXIST) {
			close(f->fd);
			f->fd = -1;
		}
		return err;
	}
	sweep_leftovers(f->path);
	if (!(f->tmp = malloc(strlen(f->path) + 32)))
		return ENOMEM;
	for (unsigned n = (unsigned)getpid() * 2654435761u, tries = 0; tries < 100; tries++, n++) {
		sprintf(f->tmp, "%s.tmp%08x", f->path, n);
		if (linkat(AT_FDCWD, proc, AT_FDCWD, f->tmp, AT_SYMLINK_FOLLOW) == 0) {
			close(f->fd);
			f->fd = -1;
			return 0;
		}
		if ((err = errno) != EEXIST)
			break;
	}
	free(f->tmp);
	f->tmp = NULL;
	return err;
}

int file_commit(struct file_out *f, const char **stage)
{
	int err = 0;

	*stage = "cannot write";
	if (f->in_place) {
		int fd = open(f->path, O_WRONLY | O_CREAT | O_TRUNC, f->mode);
		if (fd < 0)
			return errno;
		err = write_all(fd, f->data, f->len);
		if (close(fd) != 0 && !err)
			err = errno;
		return err;
	}
	if (f->fd >= 0 && (err = name_unnamed(f, stage)) != 0) {
		if (err == EEXIST || f->fd < 0)
			return err;
		/* no /proc: write a named temporary file after all */
		close(f->fd);
		f->fd = -1;
		if ((err = stage_named(f, stage)) != 0)
			return err;
	}
	if (f->tmp) {
		*stage = "cannot replace";
		if (f->flags & FILE_NEW) {
			if (link(f->tmp, f->path) != 0)
				err = errno;
			if (err == EEXIST)
				*stage = "already exists";
		} else if (rename(f->tmp, f->path) != 0) {
			err = errno;
		}
		if (err || (f->flags & FILE_NEW))
			unlink(f->tmp);
		free(f->tmp);
		f->tmp = NULL;
	}
	if (!err)
		sync_dir(f->path);
	return err;
}

void file_discard(struct file_out *f)
{
	if (f->fd >= 0)
		close(f->fd);
	if (f->tmp)
		unlink(f->tmp);
	free(f->tmp);
	free(f->path);
	f->tmp = f->path = NULL;
	f->fd = -1;
}

int file_in_place(const struct file_out *f)
{
	return f->in_place;
}

int file_replace(const char *path, const void *data, size_t len,
		mode_t new_mode, const char **stage)
{
	struct file_out f;
	int err = file_stage(&f, path, data, len, new_mode, 0, stage);

	if (err == 0)
		err = file_commit(&f, stage);
	file_discard(&f);
	return err;
}

int file_lock(const char *path, int *fd)
{
	for (;;) {
		struct stat a, b;
		int f = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);

		*fd = -1;
		if (f < 0)
			return errno == ENOENT ? 0 : errno;
		if (fstat(f, &a) != 0 || !S_ISREG(a.st_mode)) {
			close(f);   /* a device or a FIFO: nothing is replaced */
			return 0;
		}
		while (flock(f, LOCK_EX) != 0) {
			if (errno != EINTR) {
				int err = errno;
				close(f);
				return err;
			}
		}
		/* the holder before us may have replaced the file: then the
		 * lock is on the old one, and we lock the new one */
		int r = stat(path, &b), err = errno;
		if (r == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino) {
			*fd = f;
			return 0;
		}
		close(f);
		if (r != 0)
			return err == ENOENT ? 0 : err;
	}
}

void file_unlock(int fd)
{
	if (fd >= 0)
		close(fd);   /* releases the flock */
}

int file_err(struct err *e, const char *path, const char *stage, int err)
{
	if (stage == read_only)
		return err_set(e, EXIT_IO, "%s: %s", path, stage);
	return err_set(e, EXIT_IO, "%s: %s: %s", path, stage, strerror(err));
}

int file_read(const char *path, size_t max, char **buf, size_t *len)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 65536, n;
	char *b;
	int err = 0;

	*buf = NULL;
	*len = 0;
	if (f == NULL)
		return errno;
	if (!(b = malloc(cap + 1))) {
		fclose(f);
		return ENOMEM;
	}
	while ((n = fread(b + *len, 1, cap - *len, f)) > 0) {
		*len += n;
		if (max && *len > max) {
			err = EFBIG;
			break;
		}
		if (*len == cap) {
			char *nb = realloc(b, (cap *= 2) + 1);
			if (!nb) {
				err = ENOMEM;
				break;
			}
			b = nb;
		}
	}
	if (!err && ferror(f))
		err = errno ? errno : EIO;
	fclose(f);
	if (err) {
		free(b);
		*len = 0;
		return err;
	}
	b[*len] = '\0';
	*buf = b;
	return 0;
}

int file_load(const char *path, char **buf, size_t *len, struct err *e)
{
	int err = file_read(path, 0, buf, len);

	if (err)
		return err_set(e, err == ENOENT ? EXIT_NOINPUT : EXIT_IO, "%s: %s", path,
				strerror(err));
	return 0;
}
