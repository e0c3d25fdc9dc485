/* test_ui_saves.c — saving and loading by synthetic clicks: the Load game
 * menu, autosave and Continue (a corrupted or damaged autosave, a failed
 * one told on the menu), Save a copy, settings kept across runs, Restart
 * keeping the game left behind, hot-seat Continue passing the screen first,
 * and the error screens of a broken layout or card set.  (Split from
 * test_ui_click.c, which drives the games themselves.) */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "click_kit.h"
#include "core/paths.h"
#include "core/registry.h"
#include "core/game.h"
#include <SDL2/SDL.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static bool write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    fputs(text, f);
    fclose(f);
    return true;
}

static int count_prefix(const char *dir, const char *prefix);

static bool copy_file(const char *from, const char *to)
{
    FILE *f = fopen(from, "rb"), *t = fopen(to, "wb");
    bool ok = f && t;
    char buf[4096];
    size_t n;
    while (ok && (n = fread(buf, 1, sizeof buf, f)) > 0) ok = fwrite(buf, 1, n, t) == n;
    if (f) fclose(f);
    if (t) fclose(t);
    return ok;
}

/* Menu -> Load game lists saves/ newest first with the game's title; a good
 * save opens at its position, a broken one is moved aside and reported. */
static void test_load_game_menu(void)
{
    char *pref = tmpdir();
    REQUIRE(pref);
    char saves[512], good[600], old[600], bad[600], autosave[600];
    snprintf(saves, sizeof saves, "%s/saves", pref);
    mkdir(saves, 0755);
    snprintf(autosave, sizeof autosave, "%s/autosave.json", pref);
    UiApp *app = make_app(pref);
    REQUIRE(app);
    /* an empty list first */
    CHECK(click_button(app, "Load game"));
    CHECK(ui_app_overlay_open(app));
    CHECK(click_button(app, "Back"));
    CHECK(!ui_app_overlay_open(app));
    /* a Queen's Blood game 3 actions in (Queen's Court is the older save) */
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 11));
    snprintf(old, sizeof old, "%s/old-court.json", saves);
    REQUIRE(copy_file(autosave, old));
    REQUIRE(ui_app_start(app, "queens-blood", 2, 0, 12));
    REQUIRE(ui_app_debug_advance(app, 3, 1) == 3);
    snprintf(good, sizeof good, "%s/blood.json", saves);
    REQUIRE(copy_file(autosave, good));
    ui_app_free(app);
    struct timespec ts[2] = {{.tv_sec = 1000000000}, {.tv_sec = 1000000000}};
    utimensat(AT_FDCWD, old, ts, 0);
    ts[0].tv_sec = ts[1].tv_sec = 1100000000;
    utimensat(AT_FDCWD, good, ts, 0);

    app = make_app(pref);
    REQUIRE(app);
    CHECK(click_button(app, "Load game"));
    UiClickable cl[64];
    int n = ui_app_clickables(app, cl, 64), court = -1, blood = -1;
    for (int i = 0; i < n; i++) {
        if (strstr(cl[i].label, "Queen's Court")) court = i;
        if (strstr(cl[i].label, "Queen's Blood")) blood = i;
    }
    REQUIRE(court >= 0 && blood >= 0);
    CHECKF(cl[blood].y < cl[court].y, "newest first: blood at y %.0f, court at %.0f", cl[blood].y, cl[court].y);
    CHECK_CONTAINS(cl[court].label, "2001-"); /* the date of the file */
    CHECK_CONTAINS(cl[blood].label, "3 moves");
    ui_app_render(app);
    CHECK(kit_save_png(app, "load-game.png"));
    CHECK(click_button(app, "Queen's Blood"));
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    CHECK_INT(ui_app_num_actions(app), 3);
    CHECK_CONTAINS(ui_app_log_line(app, 0), "Loaded a saved game of Queen's Blood");
    /* one word for a game's steps, the one players use: the list said "moves", the log "actions" */
    CHECK_CONTAINS(ui_app_log_line(app, 0), "(3 moves so far)");
    ui_app_free(app);

    /* a broken save, newest of all */
    snprintf(bad, sizeof bad, "%s/broken.json", saves);
    REQUIRE(write_file(bad, "{\"format_version\": 1, \"game\": \"queens-court\", \"actions\": [tru"));
    app = make_app(pref);
    REQUIRE(app);
    CHECK(click_button(app, "Load game"));
    n = ui_app_clickables(app, cl, 64);
    int first = -1;
    for (int i = 0; i < n; i++)
        if (strstr(cl[i].label, " — ") && (first < 0 || cl[i].y < cl[first].y)) first = i;
    REQUIRE(first >= 0);
    CHECK_CONTAINS(cl[first].label, "(unreadable)");
    click_at(app, cl[first].x, cl[first].y);
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    CHECK_CONTAINS(ui_app_notice(app), "broken.json");
    CHECK_CONTAINS(ui_app_notice(app), "moved aside");
    struct stat sb;
    CHECK(stat(bad, &sb) != 0);
    CHECK_INT(count_prefix(saves, "broken.json.bad-"), 1);
    CHECK(stat(good, &sb) == 0); /* the others stay */
    ui_app_free(app);
}

static void test_broken_layout_error_screen(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    char orig[1024], p[1200];
    snprintf(orig, sizeof orig, "%s", paths_data_dir());
    snprintf(p, sizeof p, "%s/data", d);
    mkdir(p, 0755);
    snprintf(p, sizeof p, "%s/data/games", d);
    mkdir(p, 0755);
    snprintf(p, sizeof p, "%s/data/games/queens-court.json", d);
    REQUIRE(write_file(p, "{\"game\": \"queens-court\", \"zones\": [{\"id\": \"deck\", \"kind\": \"pile\", \"rect\": [1, 2]}]}"));
    char cards[1200], link[1200];
    snprintf(cards, sizeof cards, "%s/cards", orig);
    snprintf(link, sizeof link, "%s/cards", d);
    REQUIRE(symlink(cards, link) == 0);
    paths_set_data_dir(d);
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    CHECK(click_button(app, "Play Queen's Court"));
    CHECK_INT(ui_app_scene(app), SCENE_ERROR);
    CHECK_CONTAINS(ui_app_notice(app), "queens-court.json");
    CHECK_CONTAINS(ui_app_notice(app), "rect");
    CHECK(click_button(app, "Back to menu"));
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    ui_app_free(app);
    paths_set_data_dir(orig);
    unlink(link);
}

static void test_broken_card_set_error_screen(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    char orig[1024], p[1200], link[1200], data[1200];
    snprintf(orig, sizeof orig, "%s", paths_data_dir());
    snprintf(data, sizeof data, "%s/data", orig);
    snprintf(link, sizeof link, "%s/data", d);
    REQUIRE(symlink(data, link) == 0); /* the real layouts */
    const char *parts[] = {"cards", "cards/queens-court", "cards/queens-court/classic", NULL};
    for (int i = 0; parts[i]; i++) {
        snprintf(p, sizeof p, "%s/%s", d, parts[i]);
        mkdir(p, 0755);
    }
    snprintf(p, sizeof p, "%s/cards/queens-court/classic/set.json", d);
    REQUIRE(write_file(p, "{\"name\": \"Broken\", \"cards\": [ {\"id\": 7 ]"));
    paths_set_data_dir(d);
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    CHECK(click_button(app, "Play Queen's Court"));
    CHECK_INT(ui_app_scene(app), SCENE_ERROR);
    CHECK_CONTAINS(ui_app_notice(app), "set.json");
    CHECK(click_button(app, "Back to menu"));
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    ui_app_free(app);
    paths_set_data_dir(orig);
    unlink(link);
}

static int count_prefix(const char *dir, const char *prefix)
{
    DIR *dd = opendir(dir);
    int n = 0;
    struct dirent *e;
    while (dd && (e = readdir(dd))) n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    if (dd) closedir(dd);
    return n;
}

static void test_corrupted_autosave_quarantined(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    char p[600];
    snprintf(p, sizeof p, "%s/autosave.json", d);
    REQUIRE(write_file(p, "{\"format_version\": 1, \"game\": \"queens-court\", \"actions\": [tru"));
    UiApp *app = make_app(d);
    REQUIRE(app);
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Continue", &x, &y));
    click_at(app, x, y);
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    CHECK_CONTAINS(ui_app_notice(app), "moved aside");
    CHECK(access(p, F_OK) != 0);
    CHECK_INT(count_prefix(d, "autosave.json.bad"), 1);
    CHECK(!ui_app_find(app, CLICK_BUTTON, "Continue", &x, &y));
    ui_app_free(app);
}

/* A new app on pref folder d with a Queen's Court game started (NULL if not). */
static UiApp *start_court_game(const char *d)
{
    UiApp *app = d ? make_app(d) : NULL;
    if (app && (!click_button(app, "Play Queen's Court") || !click_button(app, "Start game"))) {
        ui_app_free(app);
        return NULL;
    }
    if (app) kit_settle(app);
    return app;
}

/* From the menu: Queen's Court against the AI, my first move made (NULL if it failed). */
static UiApp *court_after_one_move(const char *dir, int *nactions)
{
    UiApp *app = start_court_game(dir);
    if (!app) return NULL;
    one_human_move(app);
    *nactions = ui_app_num_actions(app);
    return app;
}

static void test_autosave_continue(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    int n = 0;
    UiApp *app = court_after_one_move(d, &n);
    REQUIRE(app);
    CHECK(n > 0);
    ui_app_free(app);
    app = make_app(d);
    REQUIRE(app);
    CHECK(click_button(app, "Continue"));
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    CHECK_INT(ui_app_num_actions(app), n);
    /* and undo still knows whose moves were whose: the AI's reply is not mine to take back */
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), n);
    CHECK_CONTAINS(ui_app_notice(app), "has moved since your last move, so it cannot be taken back");
    ui_app_free(app);
}

/* A save damaged at action 8 (tests/data/hardening) continues from
 * move 8, says so, keeps the damaged file and writes the restored game */
static void test_damaged_autosave_restores_its_legal_prefix(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    char p[600], src[1024];
    snprintf(p, sizeof p, "%s/autosave.json", d);
    paths_join(src, sizeof src, "tests/data/hardening/save-illegal-action-at-8.json");
    REQUIRE(copy_file(src, p));
    UiApp *app = make_app(d);
    REQUIRE(app);
    CHECK(click_button(app, "Continue: Queen's Blood"));
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    CHECK_INT(ui_app_num_actions(app), 8);
    CHECK_CONTAINS(ui_app_notice(app), "Restored up to move 8; the rest was damaged. The damaged file is kept as autosave.json.bad-");
    CHECK_INT(count_prefix(d, "autosave.json.bad"), 1);
    CHECK(access(p, F_OK) == 0); /* the restored game, to continue next time */
    ui_app_free(app);
}

/* After a failed autosave the menu's Continue says it opens an older
 * save. The write is made to fail by a folder where the temp file goes. */
static void test_failed_autosave_is_told_on_the_menu(void)
{
    char *d = tmpdir();
    UiApp *app = start_court_game(d);
    REQUIRE(app);
    char blocker[600];
    snprintf(blocker, sizeof blocker, "%s/autosave.json.tmp-%ld", d, (long)getpid());
    REQUIRE(mkdir(blocker, 0755) == 0);
    CHECK(one_human_move(app) > 0);
    CHECK_CONTAINS(ui_app_notice(app), "Autosave failed");
    CHECK(click_button(app, "Menu"));
    CHECK(click_button(app, "Quit to menu"));
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    CHECK_CONTAINS(ui_app_notice(app), "The last autosave failed (");
    CHECK_CONTAINS(ui_app_notice(app), "Continue opens the game as it was saved before that.");
    CHECK(click_button(app, "Continue an older save: Queen's Court"));
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    rmdir(blocker);
    ui_app_free(app);
}

/* A saves folder that cannot be made is named with the reason */
static void test_save_copy_names_the_folder_problem(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    char p[600];
    snprintf(p, sizeof p, "%s/saves", d);
    REQUIRE(write_file(p, "not a folder"));
    UiApp *app = start_court_game(d);
    REQUIRE(app);
    CHECK(click_button(app, "Menu"));
    CHECK(click_button(app, "Save game"));
    CHECK_CONTAINS(ui_app_notice(app), "Could not save: ");
    CHECK_CONTAINS(ui_app_notice(app), "/saves: exists but is not a folder");
    ui_app_render(app); /* to look at: the notice stays inside its box */
    CHECK(kit_save_png(app, "save-folder-problem.png"));
    ui_app_free(app);
}

/* A read-only preferences folder, honestly (its mode 0555, obeyed
 * even as root: tl_obey_permissions): the autosave and "Save game" each
 * say what failed and why, "Permission denied", not "No such file". */
static void test_read_only_folder_is_told(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    UiApp *app = start_court_game(d);
    REQUIRE(app);
    REQUIRE(chmod(d, 0555) == 0);
    REQUIRE(tl_obey_permissions(true));
    int moved = one_human_move(app);
    char autosave[700], saved[700];
    snprintf(autosave, sizeof autosave, "%s", ui_app_notice(app));
    bool menu = click_button(app, "Menu") && click_button(app, "Save game");
    snprintf(saved, sizeof saved, "%s", ui_app_notice(app));
    CHECK(tl_obey_permissions(false));
    chmod(d, 0755);
    CHECK(moved > 0);
    CHECK_CONTAINS(autosave, "Autosave failed");
    CHECK_CONTAINS(autosave, "Permission denied");
    CHECK(menu);
    CHECK_CONTAINS(saved, "Could not save: ");
    CHECK_CONTAINS(saved, "/saves: cannot create the folder: Permission denied");
    ui_app_clipped_reset(app);
    ui_app_render(app); /* the notice is drawn whole inside its box */
    kit_check_nothing_cut(app, "the read-only save folder's notice");
    CHECK(kit_save_png(app, "save-folder-read-only.png"));
    ui_app_free(app);
}

static void test_settings_persist(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    UiApp *app = make_app(d);
    REQUIRE(app);
    CHECK_INT(ui_app_get_setting(app, "colourblind"), 0);
    int vol = ui_app_get_setting(app, "volume");
    REQUIRE(click_button(app, "Settings"));
    CHECK(ui_app_overlay_open(app));
    CHECK(click_button(app, "Colour-blind safe marks"));
    CHECK(click_button(app, "+")); /* volume up */
    CHECK(click_button(app, "Done"));
    CHECK(!ui_app_overlay_open(app));
    CHECK_INT(ui_app_get_setting(app, "colourblind"), 1);
    ui_app_free(app);
    app = make_app(d); /* a new run reads settings.json */
    REQUIRE(app);
    CHECK_INT(ui_app_get_setting(app, "colourblind"), 1);
    CHECK_INT(ui_app_get_setting(app, "volume"), vol + 10 > 100 ? 100 : vol + 10);
    ui_app_free(app);
}

/* settings.json holding numbers out of range or of the wrong kind: each keeps
 * its default and is told on the menu (file, key, range, what was found);
 * the good values beside them are kept (valueint read
 * directly took 1e300 silently). */
static void test_bad_settings_values_keep_defaults(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    char p[600];
    snprintf(p, sizeof p, "%s/settings.json", d);
    REQUIRE(write_file(p, "{\"volume\": 1e300, \"anim_speed\": -5, \"ui_scale\": \"x\", \"colourblind\": true,\n"
                          " \"last_setup\": {\"queens-court\": {\"players\": 3, \"options\": [1e300, 1],\n"
                          "   \"seats\": [{\"level\": 1e300}, {\"colour\": -5, \"ai\": \"x\"}]}}}"));
    UiApp *app = make_app(d);
    REQUIRE(app);
    CHECK_INT(ui_app_get_setting(app, "volume"), 70);
    CHECK_INT(ui_app_get_setting(app, "anim_speed"), 0); /* make_app turns animations off */
    CHECK_INT(ui_app_get_setting(app, "ui_scale"), 100);
    CHECK_INT(ui_app_get_setting(app, "colourblind"), 1);
    const char *told = ui_app_notice(app);
    CHECK_CONTAINS(told, "keep their defaults");
    CHECK_CONTAINS(told, "settings.json: volume: expected an integer 0..100, got 1e+300");
    CHECK_CONTAINS(told, "settings.json: anim_speed: expected an integer 0..3, got -5");
    CHECK_CONTAINS(told, "settings.json: ui_scale: expected an integer 80..150, got \"x\"");
    CHECK_CONTAINS(told, "last_setup.queens-court: options[0]: expected an integer -1..");
    CHECK_CONTAINS(told, "last_setup.queens-court.seats[0]: level: expected an integer 0..2, got 1e+300");
    CHECK_CONTAINS(told, "last_setup.queens-court.seats[1]: colour: expected an integer 0..7, got -5");
    CHECK_CONTAINS(told, "last_setup.queens-court.seats[1]: ai: expected true or false");
    ui_app_clipped_reset(app);
    ui_app_render(app);
    kit_check_nothing_cut(app, "the settings notice");
    CHECK(kit_save_png(app, "settings-bad-values.png"));
    ui_app_free(app);
    /* a save whose remembered seat level is 1e300 loads with the default level, and says so */
    int moves = 0;
    app = court_after_one_move(d, &moves);
    REQUIRE(app);
    ui_app_free(app);
    snprintf(p, sizeof p, "%s/autosave.json", d);
    kit_edit_file(p, "\"level\":\t1,", "\"level\":\t1e300,", true);
    app = make_app(d);
    REQUIRE(app);
    REQUIRE(click_button(app, "Continue"));
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    CHECK_INT(ui_app_num_actions(app), moves);
    CHECK_CONTAINS(ui_app_notice(app), "autosave.json: ui.seats[");
    CHECK_CONTAINS(ui_app_notice(app), "level: expected an integer 0..2, got 1e+300 (the default");
    ui_app_free(app);
}

/* Restart asks first, and the game left behind is kept in Load game. */
static void test_restart_confirms_and_keeps_game(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    int n = 0;
    UiApp *app = court_after_one_move(d, &n);
    REQUIRE(app);
    REQUIRE(n > 0);
    ui_app_open_overlay(app, "pause");
    REQUIRE(click_button(app, "Restart"));
    CHECK_INT(ui_app_num_actions(app), n); /* only a question so far */
    REQUIRE(click_button(app, "No"));
    CHECK_INT(ui_app_num_actions(app), n);
    REQUIRE(click_button(app, "Restart"));
    REQUIRE(click_button(app, "Yes, restart"));
    kit_settle(app);
    CHECK(ui_app_num_actions(app) < n);
    char saves[700];
    snprintf(saves, sizeof saves, "%s/saves", d);
    CHECK_INT(count_prefix(saves, "queens-court-"), 1);
    ui_app_free(app);
}

/* Save game, then Restart, at one point of one game: the Load list's two
 * rows say which is which (saved / kept by Restart), when to the second,
 * who played, how many moves and how far the game was (two rows
 * read exactly alike). */
static void test_saved_and_restart_kept_rows_differ(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    int n = 0;
    UiApp *app = court_after_one_move(d, &n);
    REQUIRE(app);
    REQUIRE(n > 0);
    char status[200];
    snprintf(status, sizeof status, "%s", ui_app_view_text(app, "status"));
    ui_app_open_overlay(app, "pause");
    REQUIRE(click_button(app, "Save game"));
    REQUIRE(click_button(app, "Restart"));
    REQUIRE(click_button(app, "Yes, restart"));
    kit_settle(app);
    char saves[700];
    snprintf(saves, sizeof saves, "%s/saves", d);
    CHECK_INT(count_prefix(saves, "queens-court-"), 2); /* the same second: not written over */
    ui_app_open_overlay(app, "load");
    UiClickable cl[64];
    int nc = ui_app_clickables(app, cl, 64), rows[2], nrows = 0;
    for (int i = 0; i < nc && nrows < 2; i++)
        if (strstr(cl[i].label, "Queen's Court — ")) rows[nrows++] = i;
    REQUIRE(nrows == 2);
    const char *a = cl[rows[0]].label, *b = cl[rows[1]].label;
    CHECKF(strcmp(a, b) != 0, "two rows read alike: %s", a);
    CHECK(strstr(a, "kept by Restart") || strstr(b, "kept by Restart"));
    CHECK(strstr(a, "— saved 20") || strstr(b, "— saved 20"));
    char moves[32];
    snprintf(moves, sizeof moves, "%d move", n);
    for (int k = 0; k < 2; k++) {
        const char *row = cl[rows[k]].label;
        CHECK_CONTAINS(row, moves);
        CHECK_CONTAINS(row, "Ann");
        CHECK_CONTAINS(row, "(AI)");
        const char *colon = strchr(row, ':'); /* HH:MM:SS */
        CHECKF(colon && strchr(colon + 1, ':'), "no seconds in %s", row);
    }
    /* each row's second line, as drawn, says how far the game was */
    ui_app_clipped_reset(app);
    ui_app_render_logged(app);
    kit_check_nothing_cut(app, "the Load list");
    int with_status = 0;
    for (int i = 0; i < ui_app_drawn_count(app); i++) {
        const char *t = ui_app_drawn_text(app, i);
        with_status += strstr(t, moves) && strstr(t, status);
    }
    CHECKF(status[0] && with_status == 2, "%d rows tell \"%s\"", with_status, status);
    CHECK(kit_save_png(app, "load-saved-and-kept.png"));
    kit_expect_nothing_cut(app, 150, "the Load list at 150 %");
    ui_app_free(app);
}

/* Hot-seat Continue: the pass screen comes first. */
static void test_hot_seat_continue_passes_first(void)
{
    char *d = tmpdir();
    REQUIRE(d);
    UiApp *app = make_app(d);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 0, 78));
    REQUIRE(click_kind(app, CLICK_PASS, "show my table"));
    one_human_move(app);
    ui_app_free(app);
    app = make_app(d);
    REQUIRE(app);
    REQUIRE(click_button(app, "Continue"));
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    CHECK(ui_app_pass_screen(app));
    float x, y;
    CHECK(!ui_app_find(app, CLICK_SOURCE, ".hand", &x, &y));
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_broken_layout_error_screen);
    RUN(test_broken_card_set_error_screen);
    RUN(test_corrupted_autosave_quarantined);
    RUN(test_autosave_continue);
    RUN(test_damaged_autosave_restores_its_legal_prefix);
    RUN(test_failed_autosave_is_told_on_the_menu);
    RUN(test_save_copy_names_the_folder_problem);
    RUN(test_read_only_folder_is_told);
    RUN(test_load_game_menu);
    RUN(test_settings_persist);
    RUN(test_bad_settings_values_keep_defaults);
    RUN(test_restart_confirms_and_keeps_game);
    RUN(test_saved_and_restart_kept_rows_differ);
    RUN(test_hot_seat_continue_passes_first);
    SDL_Quit();
    return tl_summary();
}
