/* new_set.c — `crowntable new-set --game ID DIR`: copies the game's starter
 * set (data/starters/<game>/, plain data a designer can read) into DIR. */
#include "cli.h"
#include "core/paths.h"
#include "core/file_open.h"
#include "core/json_util.h"
#include "core/registry.h"
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* Copies the regular file `from` to `to`; false with the reason on stderr. */
static bool copy_file(const char *from, const char *to)
{
    Error err;
    FILE *in = file_fopen_regular(from, &err);
    if (!in) {
        fprintf(stderr, "crowntable new-set: %s\n", err.msg);
        return false;
    }
    FILE *out = fopen(to, "wb");
    if (!out) {
        fprintf(stderr, "crowntable new-set: %s: cannot write (%s)\n", to, strerror(errno));
        fclose(in);
        return false;
    }
    char buf[8192];
    size_t n;
    bool ok = true;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        if (fwrite(buf, 1, n, out) != n) ok = false;
    ok = !ferror(in) && ok;
    if (fclose(out) != 0) ok = false;
    fclose(in);
    if (!ok) fprintf(stderr, "crowntable new-set: %s: write failed (%s)\n", to, strerror(errno));
    return ok;
}

/* Copies the folder `from` into the new folder `to` (which must not exist). */
static bool copy_tree(const char *from, const char *to)
{
    if (mkdir(to, 0777) != 0) {
        fprintf(stderr, "crowntable new-set: %s: cannot create the folder (%s)\n", to, strerror(errno));
        return false;
    }
    DIR *d = opendir(from);
    if (!d) {
        fprintf(stderr, "crowntable new-set: %s: cannot read the starter folder (%s)\n", from, strerror(errno));
        return false;
    }
    bool ok = true;
    struct dirent *e;
    while (ok && (e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char src[2048], dst[2048];
        struct stat sb;
        snprintf(src, sizeof src, "%s/%s", from, e->d_name);
        snprintf(dst, sizeof dst, "%s/%s", to, e->d_name);
        if (stat(src, &sb) != 0) continue;
        ok = S_ISDIR(sb.st_mode) ? copy_tree(src, dst) : copy_file(src, dst);
    }
    closedir(d);
    return ok;
}

/* Creates the folders leading to dir (not dir itself), as `mkdir -p` would. */
static bool make_parents(const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s", dir);
    for (size_t n = strlen(path); n > 1 && path[n - 1] == '/'; n--) path[n - 1] = 0;
    char *last = strrchr(path, '/');
    if (!last || last == path) return true;
    *last = 0;
    for (char *p = path + 1;; p++) {
        bool end = !*p;
        if (*p != '/' && !end) continue;
        *p = 0;
        Error err;
        if (!dir_ensure(path, &err)) {
            fprintf(stderr, "crowntable new-set: %s\n", err.msg);
            return false;
        }
        if (end) return true;
        *p = '/';
    }
}

int cli_new_set(int argc, char **argv)
{
    const char *game = NULL, *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: crowntable new-set --game ID DIR\n\n"
                   "Writes a small valid starter set for the game into the new folder DIR (set.json,\n"
                   "one deck for deck games, one art file) to copy from and edit. DIR must not exist; the folders leading to\n"
                   "it are made when missing.\n"
                   "Put it in your card folder (<your data folder>/cards/<game>/<set>/) or open it\n"
                   "with `crowntable --cards DIR`; check it with `crowntable check-cards DIR`.\n");
            return 0;
        }
        if (strcmp(argv[i], "--game") == 0 && i + 1 < argc) game = argv[++i];
        else if (argv[i][0] == '-') return cli_usage_error("new-set", "unknown option \"%s\"", argv[i]);
        else if (!dir) dir = argv[i];
        else return cli_usage_error("new-set", "one folder only, got \"%s\" and \"%s\"", dir, argv[i]);
    }
    if (!game) return cli_usage_error("new-set", "--game ID is required (see `crowntable games`)");
    if (!dir) return cli_usage_error("new-set", "give the new set's folder, e.g. my-sets/%s/first", game);
    if (!games_find(game)) return cli_usage_error("new-set", "--game: unknown game \"%s\" (see `crowntable games`)", game);
    struct stat sb;
    if (stat(dir, &sb) == 0) {
        fprintf(stderr, "crowntable new-set: %s: already exists; nothing was written (give a new folder name)\n", dir);
        return 1;
    }
    char rel[128], starter[1024];
    snprintf(rel, sizeof rel, "data/starters/%s", game);
    paths_join(starter, sizeof starter, rel);
    if (stat(starter, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "crowntable new-set: %s: the starter folder for %s is missing from the install\n", starter, game);
        return 1;
    }
    if (!make_parents(dir) || !copy_tree(starter, dir)) return 1;
    printf("%s: a starter %s set; check it with `crowntable check-cards %s`\n", dir, games_find(game)->title, dir);
    return 0;
}
