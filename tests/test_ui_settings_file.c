/* test_ui_settings_file.c — a settings.json that cannot be read at all (not
 * JSON, cut short, not an object) is handled as a bad save is: moved aside
 * whole (nothing lost), the settings start at their defaults, and the menu
 * says so, naming the file, the place and what was expected.  Saving the
 * settings then writes a good file, and the next start reads it quietly. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    bool ok = fwrite(text, 1, strlen(text), f) == strlen(text);
    return fclose(f) == 0 && ok;
}

/* The whole file at path (malloc'd), or NULL. */
static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = calloc(1, 1 << 16);
    if (buf) fread(buf, 1, (1 << 16) - 1, f);
    fclose(f);
    return buf;
}

/* How many files in dir begin with `prefix`; the last one's name in out. */
static int files_named(const char *dir, const char *prefix, char *out, size_t n)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int count = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0) {
            count++;
            snprintf(out, n, "%s/%s", dir, e->d_name);
        }
    closedir(d);
    return count;
}

static bool exists(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0;
}

/* An app started on a preference folder whose settings.json holds `text`:
 * the defaults, the notice (naming each of `told`), the file moved aside
 * with every byte kept.  The app is returned (to go on with), or NULL. */
static UiApp *start_on_broken(const char *text, const char *const *told, char *dir, size_t dn, const char *png)
{
    const char *tmp = kit_tmpdir("ct-settings-file");
    if (!tmp) return NULL;
    snprintf(dir, dn, "%s", tmp);
    char path[600];
    snprintf(path, sizeof path, "%s/settings.json", dir);
    if (!write_text(path, text)) return NULL;
    UiApp *app = ui_app_create_headless(1280, 720, dir);
    if (!app) return NULL;
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    CHECK_INT(ui_app_get_setting(app, "volume"), 70); /* not the file's 40 */
    CHECK_INT(ui_app_get_setting(app, "ui_scale"), 100);
    const char *notice = ui_app_notice(app);
    CHECK_CONTAINS(notice, "could not be read");
    CHECK_CONTAINS(notice, "start at their defaults");
    CHECK_CONTAINS(notice, path); /* the file, where it was */
    for (int i = 0; told[i]; i++) CHECK_CONTAINS(notice, told[i]);
    /* moved aside, whole, to the name the notice gives */
    char moved[700] = "";
    CHECK(!exists(path));
    CHECK_INT(files_named(dir, "settings.json.bad-", moved, sizeof moved), 1);
    CHECKF(moved[0] && strstr(notice, moved) != NULL, "the notice names where the file went (%s): \"%s\"", moved, notice);
    char *kept = moved[0] ? read_text(moved) : NULL;
    CHECKF(kept && strcmp(kept, text) == 0, "the moved file holds \"%s\", was \"%s\"", kept ? kept : "(nothing)", text);
    free(kept);
    /* the notice on the menu, whole */
    ui_app_clipped_reset(app);
    ui_app_render(app);
    kit_check_nothing_cut(app, "the settings file's notice");
    if (png) snapshot_png(app, png);
    return app;
}

static void test_unparseable_settings_are_moved_aside(void)
{
    /* a comma missing at the end of line 2: cJSON stops at line 3 */
    static const char BROKEN[] = "{\"volume\": 40,\n \"ui_scale\": 120\n \"muted\": true}\n";
    static const char *const TOLD[] = {"malformed JSON at line 3, column 2", "Expected: a JSON object of settings", NULL};
    char dir[600];
    UiApp *app = start_on_broken(BROKEN, TOLD, dir, sizeof dir, "settings-file-broken.png");
    REQUIRE(app);
    /* a setting changed: a good file is written beside the broken one */
    CHECK(ui_app_set_setting(app, "volume", 35));
    ui_app_free(app);
    char path[700], moved[700];
    snprintf(path, sizeof path, "%s/settings.json", dir);
    char *good = read_text(path);
    cJSON *j = good ? cJSON_Parse(good) : NULL;
    CHECKF(cJSON_IsObject(j), "the written settings.json: %s", good ? good : "(none)");
    CHECK(cJSON_IsNumber(cJSON_GetObjectItem(j, "volume")) && cJSON_GetObjectItem(j, "volume")->valueint == 35);
    cJSON_Delete(j);
    free(good);
    CHECK_INT(files_named(dir, "settings.json.bad-", moved, sizeof moved), 1); /* not written over */
    /* the next start reads it, and says nothing */
    app = ui_app_create_headless(1280, 720, dir);
    REQUIRE(app);
    CHECK_INT(ui_app_get_setting(app, "volume"), 35);
    CHECK_STR(ui_app_notice(app), "");
    ui_app_free(app);
}

static void test_cut_short_settings_are_moved_aside(void)
{
    static const char *const TOLD[] = {"ends early (truncated?) at line 2", NULL};
    char dir[600];
    UiApp *app = start_on_broken("{\"volume\": 40,\n \"ui_scale\": 1", TOLD, dir, sizeof dir, NULL);
    REQUIRE(app);
    ui_app_free(app);
}

static void test_settings_not_an_object_are_moved_aside(void)
{
    static const char *const TOLD[] = {"expected an object", "got an array", NULL};
    char dir[600];
    UiApp *app = start_on_broken("[40, 120]", TOLD, dir, sizeof dir, NULL);
    REQUIRE(app);
    ui_app_free(app);
}

/* settings.json and autosave.json as FIFOs with no writer: a blocking open
 * waited forever (a black window); the app starts on the menu and says what
 * the settings file is. */
static void test_fifo_settings_and_autosave_do_not_hang(void)
{
    const char *tmp = kit_tmpdir("ct-settings-fifo");
    REQUIRE(tmp);
    char path[600];
    snprintf(path, sizeof path, "%s/settings.json", tmp);
    REQUIRE(mkfifo(path, 0644) == 0);
    snprintf(path, sizeof path, "%s/autosave.json", tmp);
    REQUIRE(mkfifo(path, 0644) == 0);
    alarm(60); /* a hang fails the test instead of stalling the suite */
    UiApp *app = ui_app_create_headless(1280, 720, tmp);
    REQUIRE(app);
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    CHECK_CONTAINS(ui_app_notice(app), "is a FIFO (named pipe); expected a regular file");
    ui_app_render(app);
    ui_app_free(app);
    alarm(0);
}

/* A temp file left by a save killed mid-write goes on the first start,
 * even when the dead writer's pid still answers (pid 1 always does). */
static void test_a_killed_writers_temp_file_goes_on_the_first_start(void)
{
    const char *tmp = kit_tmpdir("ct-settings-temp");
    REQUIRE(tmp);
    char path[600];
    snprintf(path, sizeof path, "%s/autosave.json.tmp-1", tmp);
    REQUIRE(write_text(path, "{\"format_version\": 1, \"ga"));
    UiApp *app = ui_app_create_headless(1280, 720, tmp);
    REQUIRE(app);
    CHECK(!exists(path));
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_unparseable_settings_are_moved_aside);
    RUN(test_cut_short_settings_are_moved_aside);
    RUN(test_settings_not_an_object_are_moved_aside);
    RUN(test_fifo_settings_and_autosave_do_not_hang);
    RUN(test_a_killed_writers_temp_file_goes_on_the_first_start);
    SDL_Quit();
    return tl_summary();
}
