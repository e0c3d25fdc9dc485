#include "paths.h"
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef CT_SOURCE_DIR
#define CT_SOURCE_DIR "."
#endif
#ifndef CT_INSTALL_DATADIR
#define CT_INSTALL_DATADIR "/usr/share/crowntable"
#endif

static char data_dir[PATH_MAX];

static int has_cards(const char *dir)
{
    char p[PATH_MAX];
    struct stat sb;
    snprintf(p, sizeof p, "%s/cards", dir);
    return stat(p, &sb) == 0 && S_ISDIR(sb.st_mode);
}

void paths_set_data_dir(const char *dir) { snprintf(data_dir, sizeof data_dir, "%s", dir ? dir : ""); }

const char *paths_data_dir(void)
{
    if (data_dir[0]) return data_dir;
    const char *env = getenv("CROWNTABLE_DATA");
    if (env && *env) {
        paths_set_data_dir(env);
        return data_dir;
    }
    /* Relative to the executable: a build tree inside the checkout, or a
     * relocated install (bin/../share/crowntable). */
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = 0;
        char *slash = strrchr(exe, '/');
        if (slash) *slash = 0;
        const char *rel[] = {"", "/..", "/../share/crowntable"};
        for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
            char cand[PATH_MAX];
            snprintf(cand, sizeof cand, "%s%s", exe, rel[i]);
            if (has_cards(cand)) {
                char *real = realpath(cand, NULL);
                paths_set_data_dir(real ? real : cand);
                free(real);
                return data_dir;
            }
        }
    }
    if (has_cards(CT_SOURCE_DIR)) paths_set_data_dir(CT_SOURCE_DIR);
    else paths_set_data_dir(CT_INSTALL_DATADIR);
    return data_dir;
}

char *paths_join(char *buf, size_t n, const char *rel)
{
    snprintf(buf, n, "%s/%s", paths_data_dir(), rel);
    return buf;
}

static char user_dir[PATH_MAX];
static char cards_dirs[PATHS_MAX_CARD_DIRS][PATH_MAX];
static int ncards_dirs;

/* Trailing slashes are dropped so set folders print as "dir/set", not "dir//set". */
static void copy_dir(char *out, size_t n, const char *dir)
{
    snprintf(out, n, "%s", dir ? dir : "");
    size_t l = strlen(out);
    while (l > 1 && out[l - 1] == '/') out[--l] = 0;
}

void paths_set_user_dir(const char *dir) { copy_dir(user_dir, sizeof user_dir, dir); }
const char *paths_user_dir(void) { return user_dir; }

bool paths_add_cards_dir(const char *dir)
{
    if (ncards_dirs == PATHS_MAX_CARD_DIRS) return false;
    copy_dir(cards_dirs[ncards_dirs++], PATH_MAX, dir);
    return true;
}

int paths_cards_dir_count(void) { return ncards_dirs; }
const char *paths_cards_dir_at(int i) { return i >= 0 && i < ncards_dirs ? cards_dirs[i] : ""; }
void paths_clear_cards_dirs(void) { ncards_dirs = 0; }
