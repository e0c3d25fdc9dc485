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
