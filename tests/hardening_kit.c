/* hardening_kit.c — the untrusted-input tests' shared helpers (hardening_kit.h). */
#include "hardening_kit.h"
#include "core/json_util.h"
#include "core/paths.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char tmpdir[256];

bool hardening_kit_open(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/ct-test-hardening-XXXXXX");
    return mkdtemp(tmpdir) != NULL;
}

void hardening_kit_close(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
}

const char *data_path(const char *rel)
{
    static char buf[4][1024];
    static int k;
    k = (k + 1) % 4;
    return paths_join(buf[k], sizeof buf[k], rel);
}

void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f) return;
    fputs(text, f);
    fclose(f);
}

cJSON *parse(const char *text, Error *e)
{
    return json_parse_text(text, strlen(text), "t.json", e);
}
