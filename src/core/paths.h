/* paths.h — where data lives. The data dir holds cards/ and data/; found from
 * $CROWNTABLE_DATA, then next to the executable (build tree / relocatable
 * install), then the source tree the binary was built from, then the install
 * prefix. */
#ifndef CT_PATHS_H
#define CT_PATHS_H
#include <stddef.h>

const char *paths_data_dir(void);
void paths_set_data_dir(const char *dir); /* override (tests, --data) */
/* data_dir/rel into buf; returns buf */
char *paths_join(char *buf, size_t n, const char *rel);

#endif
