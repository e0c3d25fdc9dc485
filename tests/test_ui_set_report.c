/* test_ui_set_report.c — a broken set in the user's card folder is listed on
 * the setup screen with its problem count; a click opens its check-cards
 * report (file, JSON path), which scrolls, copies to the clipboard, and closes. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/carddb.h"
#include "core/paths.h"
#include "core/registry.h"
#include <SDL2/SDL.h>
#include <stdlib.h>
#include <sys/stat.h>

static char tmpdir[128];


static void test_broken_set_listed_and_report_copied(void)
{
    char dir[300], file[340];
    snprintf(dir, sizeof dir, "%s/cards/queens-court/wonky", tmpdir);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", dir);
    REQUIRE(system(cmd) == 0);
    snprintf(file, sizeof file, "%s/set.json", dir);
    FILE *f = fopen(file, "w");
    REQUIRE(f != NULL);
    fputs("{\"game\": \"queens-court\", \"name\": \"Wonky\", \"cards\": [\n"
          " {\"id\": \"squire\", \"name\": \"Squire\", \"kind\": \"noble\", \"rank\": \"high\"}]}\n", f);
    fclose(f);
    /* the count the setup screen must show is the loader's own */
    Report want = {0};
    CardSet *s = carddb_load(games_find("queens-court"), dir, &want, NULL);
    REQUIRE(s == NULL && want.count >= 1);
    char label[120];
    snprintf(label, sizeof label, "wonky: %d problem%s", want.count, want.count == 1 ? "" : "s");

    UiApp *app = ui_app_create_headless(1600, 900, tmpdir);
    REQUIRE(app != NULL);
    REQUIRE(ui_app_open_setup(app, "queens-court"));
    float x, y;
    CHECK(kit_find(app, "Start game", &x, &y)); /* the good shipped set still plays */
    REQUIRE(kit_find(app, label, &x, &y));
    CHECK(!kit_find(app, "Copy", &x, &y));
    snapshot_png(app, "setup-broken-set.png");
    REQUIRE(kit_find(app, label, &x, &y));
    click_at(app, x, y);
    snapshot_png(app, "set-report.png");
    REQUIRE(kit_find(app, "Copy", &x, &y));
    CHECK_STR(ui_app_copied_text(app), "");
    click_at(app, x, y);
    const char *clip = ui_app_copied_text(app); /* the dummy display has no clipboard */
    CHECK_CONTAINS(clip, "wonky/set.json");
    CHECK_CONTAINS(clip, want.lines[0]); /* the same lines check-cards prints */
    /* the wheel does not throw the report away */
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEWHEEL;
    ev.wheel.y = -3;
    ui_app_handle_event(app, &ev);
    CHECK(kit_find(app, "Copy", &x, &y));
    REQUIRE(kit_find(app, "Back", &x, &y));
    click_at(app, x, y);
    CHECK(!kit_find(app, "Copy", &x, &y));
    CHECK(kit_find(app, "Start game", &x, &y));
    ui_app_free(app);
    report_free(&want);
}

/* Settings shows the user's card folder; the button makes it (and opens it
 * in the file manager when there is a window). */
static void test_settings_opens_the_card_folder(void)
{
    UiApp *app = ui_app_create_headless(1600, 900, tmpdir);
    REQUIRE(app != NULL);
    char cards[200], cmd[260];
    snprintf(cards, sizeof cards, "%s/cards", tmpdir);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", cards);
    REQUIRE(system(cmd) == 0);
    ui_app_open_overlay(app, "settings");
    float x, y;
    REQUIRE(kit_find(app, "Open card folder", &x, &y));
    snapshot_png(app, "settings-card-folder.png");
    click_at(app, x, y);
    struct stat sb;
    CHECK(stat(cards, &sb) == 0 && S_ISDIR(sb.st_mode));
    ui_app_free(app);
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/ct-test-report-XXXXXX");
    if (!mkdtemp(tmpdir)) return 1;
    RUN(test_broken_set_listed_and_report_copied);
    RUN(test_settings_opens_the_card_folder);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0) return 1;
    return tl_summary();
}
