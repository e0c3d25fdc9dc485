/* paths.h — where data lives. The data dir holds cards/ and data/; found from
 * $CROWNTABLE_DATA, then next to the executable (build tree / relocatable
 * install), then the source tree the binary was built from, then the install
 * prefix. */
#ifndef CT_PATHS_H
#define CT_PATHS_H
#include <stdbool.h>
#include <stddef.h>

const char *paths_data_dir(void);
void paths_set_data_dir(const char *dir); /* override (tests, --data) */
/* data_dir/rel into buf; returns buf */
char *paths_join(char *buf, size_t n, const char *rel);

/* Where else card sets live. The user folder (the UI passes in its
 * preference folder; the core never asks the window library) holds sets as
 * cards/<game>/<set>/. Extra folders
 * (`crowntable --cards DIR`) hold one set or a tree of sets. "" / 0 = none. */
void paths_set_user_dir(const char *dir);
const char *paths_user_dir(void);
#define PATHS_MAX_CARD_DIRS 16
bool paths_add_cards_dir(const char *dir); /* false when PATHS_MAX_CARD_DIRS are taken */
int paths_cards_dir_count(void);
const char *paths_cards_dir_at(int i);
void paths_clear_cards_dirs(void); /* tests */

#endif
