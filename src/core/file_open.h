/* file_open.h — opening a file that came from someone else (a card set, a
 * save, a position, settings) without hanging on it.  A blocking open of a
 * FIFO waits for a writer forever, and a read of a device or a folder never
 * ends or fails late: the file is opened non-blocking, checked with fstat,
 * and anything but a regular file is refused with a message that says what
 * it is. */
#ifndef CT_FILE_OPEN_H
#define CT_FILE_OPEN_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "error.h"

/* A descriptor of the regular file at path, open for reading (blocking again
 * once known to be a regular file), and its size in *size (may be NULL) as
 * the check's fstat found it; or -1 with err naming the file and what it is
 * instead ("is a FIFO (named pipe); expected a regular file"). */
int file_open_regular(const char *path, int64_t *size, Error *err);
/* file_open_regular as a stdio stream ("rb"); NULL with err set. */
FILE *file_fopen_regular(const char *path, Error *err);
/* True if path, with every link followed, lies inside the folder dir (also
 * resolved): a file of a shared card set must not lead out of it, to
 * /etc/passwd or /proc/self/status. False too when path cannot be
 * resolved (a dangling link, a loop). */
bool file_inside_dir(const char *path, const char *dir);
/* True if path is a regular file (following links); never opens it. */
bool file_is_regular(const char *path);

#endif
