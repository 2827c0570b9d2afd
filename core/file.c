/*
 * file.c: replacing a file's contents safely, for the state (state_save) and
 * the journal (journal_write): DESIGN.md's "a state is never half written".
 *
 * Why not always rename: renaming a temporary file over /dev/null (a player's
 * `-o /dev/null`, run as root) would replace the device with a regular file, and
 * renaming over a symbolic link would replace the link. So only regular files
 * are replaced by rename; a link's target is resolved first, and anything else
 * that exists is written in place.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file.h"

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

/* Best effort: make the rename itself durable. */
static void sync_dir(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (slash == path ? 1 : (size_t)(slash - path)) : 1;
	char *dir = malloc(n + 1);
	int fd;

	if (!dir)
		return;
	memcpy(dir, slash ? path : ".", n);
	dir[n] = '\0';
	fd = open(dir, O_RDONLY | O_DIRECTORY);
	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
	free(dir);
}

/* Not a regular file (or a dangling link): write in place, the way a shell
 * redirection would. */
static int write_in_place(const char *path, const void *data, size_t len,
		mode_t mode, const char **stage)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode), err;

	*stage = "cannot write";
	if (fd < 0)
		return errno;
	err = write_all(fd, data, len);
	if (close(fd) != 0 && !err)
		err = errno;
	return err;
}

static int rename_over(const char *path, const void *data, size_t len,
		mode_t mode, const char **stage)
{
	static const char suffix[] = ".tmpXXXXXX";
	char *tmp = malloc(strlen(path) + sizeof suffix);
	int fd, err = 0;

	*stage = "cannot create a temporary file";
	if (!tmp)
		return ENOMEM;
	strcpy(tmp, path);
	strcat(tmp, suffix);
	if ((fd = mkstemp(tmp)) < 0) {
		err = errno;
		free(tmp);
		return err;
	}
	(void)fchmod(fd, mode); /* mkstemp makes it 0600 */
	*stage = "cannot write";
	if ((err = write_all(fd, data, len)) == 0) {
		*stage = "cannot sync";
		if (fsync(fd) != 0)
			err = errno;
	}
	if (close(fd) != 0 && !err) {
		*stage = "cannot write";
		err = errno;
	}
	if (!err && rename(tmp, path) != 0) {
		*stage = "cannot replace";
		err = errno;
	}
	if (err)
		unlink(tmp);
	else
		sync_dir(path);
	free(tmp);
	return err;
}

int file_replace(const char *path, const void *data, size_t len,
		mode_t new_mode, const char **stage)
{
	struct stat sb;
	char *real;
	int err;

	if (lstat(path, &sb) != 0)
		return rename_over(path, data, len, new_mode, stage);
	if (S_ISLNK(sb.st_mode)) {
		/* a dangling link: there is nothing to keep, so its target
		 * is created through it */
		if (!(real = realpath(path, NULL)))
			return write_in_place(path, data, len, new_mode, stage);
		err = file_replace(real, data, len, new_mode, stage);
		free(real);
		return err;
	}
	if (!S_ISREG(sb.st_mode))
		return write_in_place(path, data, len, new_mode, stage);
	return rename_over(path, data, len, sb.st_mode & 07777, stage);
}
