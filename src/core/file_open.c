#include "file_open.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *kind_of(mode_t m)
{
    if (S_ISDIR(m)) return "is a folder";
    if (S_ISFIFO(m)) return "is a FIFO (named pipe)";
    if (S_ISSOCK(m)) return "is a socket";
    if (S_ISCHR(m)) return "is a character device";
    if (S_ISBLK(m)) return "is a block device";
    return "is not a regular file";
}

int file_open_regular(const char *path, int64_t *size, Error *err)
{
    /* O_NONBLOCK: opening a FIFO with no writer returns at once instead of
     * waiting for one; the mode is checked before any read */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        error_set(err, path, NULL, "cannot open: %s", strerror(errno));
        return -1;
    }
    struct stat sb;
    if (fstat(fd, &sb) != 0) {
        int e = errno;
        close(fd);
        error_set(err, path, NULL, "cannot read: %s", strerror(e));
        return -1;
    }
    if (!S_ISREG(sb.st_mode)) {
        close(fd);
        error_set(err, path, NULL, "%s; expected a regular file", kind_of(sb.st_mode));
        return -1;
    }
    if (size) *size = (int64_t)sb.st_size;
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0) fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    return fd;
}

FILE *file_fopen_regular(const char *path, Error *err)
{
    int fd = file_open_regular(path, NULL, err);
    if (fd < 0) return NULL;
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        close(fd);
        error_set(err, path, NULL, "cannot open: %s", strerror(errno));
    }
    return f;
}

bool file_inside_dir(const char *path, const char *dir)
{
    char real_dir[PATH_MAX], real_path[PATH_MAX];
    if (!realpath(dir, real_dir) || !realpath(path, real_path)) return false;
    size_t d = strlen(real_dir);
    if (d == 1) return true; /* the root folder holds everything */
    return strncmp(real_path, real_dir, d) == 0 && real_path[d] == '/';
}

bool file_is_regular(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 && S_ISREG(sb.st_mode);
}
