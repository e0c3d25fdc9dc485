/* test_ui_deck_builder.c — the deck builder driven by synthetic clicks and
 * keys: opened from the menu and (for one deck) from the setup screen; cards
 * added and removed by click, drag and keyboard; an illegal deck refused with
 * the rule it breaks (the copy limit before the size); a legal one saved,
 * read back from disk, renamed, duplicated, deleted and brought back with
 * undo; an installed set copied to the user's folder before its first deck
 * is written; live reload while the builder is open (a power edit shows, a
 * card that is gone leaves the deck with a note, a typo shows the banner and
 * the builder goes on); nothing cut short at 1280x720, 1920x1080 and 150 % text. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/carddb.h"
#include "core/paths.h"
#include "core/registry.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char tmpdir[128], mine[300], pref[300];

static bool exists(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0;
}

static bool find(UiApp *app, UiClickKind kind, const char *label, float *x, float *y)
{
    ui_app_render(app);
    return ui_app_find(app, kind, label, x, y);
}

static bool press(UiApp *app, UiClickKind kind, const char *label)
{
    float x, y;
    if (!find(app, kind, label, &x, &y)) return false;
    click_at(app, x, y);
    return true;
}

static void key(UiApp *app, SDL_Keycode k, unsigned mod)
{
    press_key(app, k, mod);
    ui_app_render(app);
}

static void type(UiApp *app, const char *text)
{
    type_text(app, text);
    ui_app_render(app);
}

static void drag(UiApp *app, float x0, float y0, float x1, float y1)
{
    drag_from_to(app, x0, y0, x1, y1);
    ui_app_render(app);
}

static int count(UiApp *app, const char *card)
{
    return ui_app_deck_count(app, card);
}

/* Replaces the text of the focused Name field. */
static void rename_to(UiApp *app, const char *old, const char *name)
{
    CHECK_STR(ui_app_deck_text(app, "name"), old);
    REQUIRE(press(app, CLICK_BUTTON, "deck name"));
    for (size_t i = 0; i < 64; i++) key(app, SDLK_BACKSPACE, 0);
    type(app, name);
    key(app, SDLK_RETURN, 0);
}

static void test_build_save_reload_rename_duplicate_delete(void)
{
    UiApp *app = ui_app_create_headless(1600, 900, pref);
    REQUIRE(app != NULL);
    /* the menu's Deck builder, then the set cycled to the designer's own */
    REQUIRE(press(app, CLICK_BUTTON, "Deck builder"));
    REQUIRE(ui_app_scene(app) == SCENE_DECKS);
    for (int i = 0; i < 6 && strcmp(ui_app_deck_text(app, "set"), mine) != 0; i++) REQUIRE(press(app, CLICK_BUTTON, "Set: "));
    CHECK_STR(ui_app_deck_text(app, "set"), mine);
    CHECK_STR(ui_app_deck_text(app, "name"), "Starter deck"); /* the set's first deck is open */
    REQUIRE(press(app, CLICK_BUTTON, "New deck"));
    CHECK_STR(ui_app_deck_text(app, "file"), "");
    CHECK_INT(count(app, "gate-warden"), 0);

    /* click to add; a third copy breaks the copy limit, told before the size */
    for (int i = 0; i < 3; i++) REQUIRE(press(app, CLICK_SOURCE, "card:gate-warden"));
    CHECK_INT(count(app, "gate-warden"), 3);
    CHECK_CONTAINS(ui_app_deck_text(app, "problem"), "3 copies of Gate Warden: at most 2");
    snapshot_png(app, "deck-builder-illegal.png");
    /* click a deck row to remove */
    REQUIRE(press(app, CLICK_TARGET, "deck:gate-warden"));
    CHECK_INT(count(app, "gate-warden"), 2);
    CHECK_STR(ui_app_deck_text(app, "problem"), "15 cards needed, 2 in the deck");
    /* tokens never go into a deck: not offered */
    float x, y;
    CHECK(!find(app, CLICK_SOURCE, "card:levy", &x, &y));

    /* keyboard: type to search, Enter adds the highlighted card, Backspace edits the search, then removes */
    type(app, "pike");
    CHECK_STR(ui_app_deck_text(app, "search"), "pike");
    CHECK(!find(app, CLICK_SOURCE, "card:gate-warden", &x, &y)); /* filtered out */
    key(app, SDLK_RETURN, 0);
    key(app, SDLK_RETURN, 0);
    CHECK_INT(count(app, "pike-recruit"), 2);
    key(app, SDLK_BACKSPACE, 0);
    CHECK_STR(ui_app_deck_text(app, "search"), "pik");
    key(app, SDLK_ESCAPE, 0); /* Esc clears the search first; the highlight stays on the card */
    CHECK_STR(ui_app_deck_text(app, "search"), "");
    CHECK(ui_app_scene(app) == SCENE_DECKS);
    key(app, SDLK_BACKSPACE, 0);
    CHECK_INT(count(app, "pike-recruit"), 1);

    /* drag a card onto the deck panel to add it, and out of the deck to remove it */
    float dx, dy;
    REQUIRE(find(app, CLICK_SOURCE, "card:road-scout", &x, &y));
    drag(app, x, y, 1300, 600);
    CHECK_INT(count(app, "road-scout"), 1);
    REQUIRE(find(app, CLICK_TARGET, "deck:road-scout", &dx, &dy));
    drag(app, dx, dy, 600, 500);
    CHECK_INT(count(app, "road-scout"), 0);

    /* resting the pointer on a card shows it large, beside it */
    REQUIRE(find(app, CLICK_SOURCE, "card:tower-mason", &x, &y));
    mouse_event(app, SDL_MOUSEMOTION, x, y);
    ui_app_render(app);
    ui_app_update(app, 0.5);
    ui_app_render(app);
    SDL_Rect zr;
    CHECK(ui_app_zoom_rect(app, &zr) && zr.w > 250 && (zr.x > x || zr.x + zr.w < x));
    snapshot_png(app, "deck-builder-zoom.png");
    mouse_event(app, SDL_MOUSEMOTION, 10, 10);
    ui_app_render(app);
    CHECK(!ui_app_zoom_rect(app, &zr));

    /* an illegal deck is not saved: Ctrl+S tells the rule */
    char path[600];
    snprintf(path, sizeof path, "%s/decks/untitled-deck.json", mine);
    key(app, SDLK_s, KMOD_LCTRL);
    CHECK_CONTAINS(ui_app_deck_text(app, "notice"), "Not saved: 15 cards needed, 3 in the deck");
    CHECK(!exists(path));

    /* a legal deck: 15 cards */
    static const char *const ADD[] = {"pike-recruit", "road-scout", "road-scout", "tower-mason", "tower-mason",
                                      "banner-sergeant", "banner-sergeant", "watch-captain", "watch-captain",
                                      "crossbow-tower", "crossbow-tower", "lord-castellan"};
    for (size_t i = 0; i < sizeof ADD / sizeof ADD[0]; i++) {
        char lab[64];
        snprintf(lab, sizeof lab, "card:%s", ADD[i]);
        REQUIRE(press(app, CLICK_SOURCE, lab));
    }
    CHECK_STR(ui_app_deck_text(app, "problem"), "");
    rename_to(app, "Untitled deck", "Test Deck");
    CHECK_STR(ui_app_deck_text(app, "name"), "Test Deck");
    key(app, SDLK_s, KMOD_LCTRL);
    snprintf(path, sizeof path, "%s/decks/test-deck.json", mine);
    CHECK(exists(path));
    CHECK_CONTAINS(ui_app_deck_text(app, "notice"), "Saved \"Test Deck\" as decks/test-deck.json");
    CHECK_STR(ui_app_deck_text(app, "file"), path);
    snapshot_png(app, "deck-builder-saved.png");

    /* read back from disk: the loader sees the same deck, and a new builder opens it */
    const GameModule *m = games_find("queens-blood");
    Report rep = {0};
    CardSet *set = carddb_load(m, mine, &rep, NULL);
    REQUIRE(set != NULL);
    const Deck *d = carddb_deck(set, "test-deck");
    REQUIRE(d != NULL);
    CHECK_INT(d->ncards, 15);
    CHECK_STR(d->name, "Test Deck");
    carddb_free(set);
    report_free(&rep);
    ui_app_free(app);
    app = ui_app_create_headless(1600, 900, pref);
    REQUIRE(app != NULL);
    REQUIRE(ui_app_open_deck_builder(app, "queens-blood", mine, "test-deck"));
    CHECK_INT(count(app, "gate-warden"), 2);
    CHECK_INT(count(app, "lord-castellan"), 1);
    CHECK_INT(count(app, "pike-recruit"), 2);
    CHECK_STR(ui_app_deck_text(app, "problem"), "");

    /* rename: typed, then Ctrl+S while the name is still being typed */
    REQUIRE(press(app, CLICK_BUTTON, "deck name"));
    for (int i = 0; i < 12; i++) key(app, SDLK_BACKSPACE, 0);
    type(app, "Renamed Deck");
    key(app, SDLK_s, KMOD_LCTRL);
    char renamed[600];
    snprintf(renamed, sizeof renamed, "%s/decks/renamed-deck.json", mine);
    CHECK(exists(renamed));
    CHECK(!exists(path));
    CHECK_CONTAINS(ui_app_deck_text(app, "notice"), "renamed from test-deck.json");

    /* duplicate */
    REQUIRE(press(app, CLICK_BUTTON, "Duplicate"));
    char copy[600];
    snprintf(copy, sizeof copy, "%s/decks/renamed-deck-copy.json", mine);
    CHECK(exists(copy));
    CHECK(exists(renamed));
    CHECK_STR(ui_app_deck_text(app, "name"), "Renamed Deck copy");

    /* delete, then undo */
    REQUIRE(press(app, CLICK_BUTTON, "Delete"));
    CHECK(!exists(copy));
    CHECK_CONTAINS(ui_app_deck_text(app, "notice"), "Deleted \"Renamed Deck copy\"");
    CHECK_INT(count(app, "gate-warden"), 0); /* a new deck is open */
    key(app, SDLK_z, KMOD_LCTRL);
    CHECK(exists(copy));
    CHECK_STR(ui_app_deck_text(app, "name"), "Renamed Deck copy");
    CHECK_INT(count(app, "gate-warden"), 2);

    /* a saved legal deck goes straight to the setup screen, chosen for the first seat */
    REQUIRE(press(app, CLICK_BUTTON, "Play a game with this deck"));
    CHECK(ui_app_scene(app) == SCENE_SETUP);
    CHECK(find(app, CLICK_BUTTON, "Renamed Deck copy", &x, &y));
    CHECK(find(app, CLICK_BUTTON, "My Queen's Blood set", &x, &y));
    /* every screen has a way back */
    REQUIRE(press(app, CLICK_BUTTON, "Back"));
    CHECK(ui_app_scene(app) == SCENE_MENU);
    REQUIRE(press(app, CLICK_BUTTON, "Deck builder"));
    REQUIRE(press(app, CLICK_BUTTON, "Back"));
    CHECK(ui_app_scene(app) == SCENE_MENU);
    ui_app_free(app);
}

/* "Edit deck…" on the setup screen opens the deck chosen for the seat; a new
 * deck saved from there is that seat's deck back on the setup screen. */
static void test_from_setup(void)
{
    UiApp *app = ui_app_create_headless(1600, 900, pref);
    REQUIRE(app != NULL);
    REQUIRE(ui_app_open_setup(app, "queens-blood"));
    /* the set the last deck was saved into is offered; the next one is the installed set */
    REQUIRE(press(app, CLICK_BUTTON, "My Queen's Blood set"));
    float x, y;
    REQUIRE(find(app, CLICK_BUTTON, "The Gilded Court", &x, &y));
    REQUIRE(press(app, CLICK_BUTTON, "Default deck"));   /* seat 1: the set's first deck */
    REQUIRE(press(app, CLICK_BUTTON, "Default deck"));   /* seat 2: the same */
    REQUIRE(press(app, CLICK_BUTTON, "Brass Menagerie")); /* seat 1 again: its second deck, previewed */
    REQUIRE(press(app, CLICK_BUTTON, "Edit deck"));
    REQUIRE(ui_app_scene(app) == SCENE_DECKS);
    CHECK_STR(ui_app_deck_text(app, "name"), "Castle Watch");
    CHECK_STR(ui_app_deck_text(app, "problem"), "");
    /* Back returns to the setup with both seats' decks kept */
    REQUIRE(press(app, CLICK_BUTTON, "Back"));
    CHECK(ui_app_scene(app) == SCENE_SETUP);
    CHECK(find(app, CLICK_BUTTON, "Brass Menagerie", &x, &y));
    CHECK(find(app, CLICK_BUTTON, "Castle Watch", &x, &y));

    /* an installed set is copied to the user's folder before a deck is saved into it */
    REQUIRE(press(app, CLICK_BUTTON, "Edit deck"));
    CHECK_STR(ui_app_deck_text(app, "name"), "Castle Watch");
    char installed[600];
    snprintf(installed, sizeof installed, "%s/cards/queens-blood/core", paths_data_dir());
    CHECK_STR(ui_app_deck_text(app, "set"), installed);
    REQUIRE(press(app, CLICK_SOURCE, "card:")); /* the first card shown: now 16 cards, or a copy too many */
    CHECK(ui_app_deck_text(app, "problem")[0] != 0);
    key(app, SDLK_BACKSPACE, 0); /* the clicked card is highlighted: Backspace takes it out again */
    CHECK_STR(ui_app_deck_text(app, "problem"), "");
    rename_to(app, "Castle Watch", "Night Watch");
    REQUIRE(press(app, CLICK_BUTTON, "Save"));
    char copy_dir[600], deck[700], shipped[700];
    snprintf(copy_dir, sizeof copy_dir, "%s/cards/queens-blood/core", pref);
    snprintf(deck, sizeof deck, "%s/decks/night-watch.json", copy_dir);
    snprintf(shipped, sizeof shipped, "%s/decks/night-watch.json", installed);
    CHECK(exists(deck));
    CHECK(!exists(shipped));
    CHECK_STR(ui_app_deck_text(app, "set"), copy_dir);
    CHECK_CONTAINS(ui_app_deck_text(app, "notice"), "copied to your card folder");
    /* two sets with the id "core" now: each says where it lives */
    CHECK(find(app, CLICK_BUTTON, "(your folder)", &x, &y));
    snapshot_png(app, "deck-builder-copied.png");
    REQUIRE(press(app, CLICK_BUTTON, "Back"));
    CHECK(ui_app_scene(app) == SCENE_SETUP);
    CHECK(find(app, CLICK_BUTTON, "Night Watch", &x, &y)); /* seat 1 plays the new deck */
    CHECK(find(app, CLICK_BUTTON, "(your folder)", &x, &y));
    /* a game against the AI with it; the settings remember the set by id and folder */
    ui_app_set_ai(app, "random");
    REQUIRE(press(app, CLICK_BUTTON, "Start game"));
    CHECK(ui_app_scene(app) == SCENE_TABLE);
    const struct GameModule *gm;
    const struct CardSet *played;
    CHECK(ui_app_game(app, &gm, &played) != NULL && played && strcmp(played->dir, copy_dir) == 0);
    ui_app_free(app);
    char settings[600], cmd[1400];
    snprintf(settings, sizeof settings, "%s/settings.json", pref);
    FILE *f = fopen(settings, "r");
    REQUIRE(f != NULL);
    char text[8192] = "";
    size_t got = fread(text, 1, sizeof text - 1, f);
    text[got] = 0;
    fclose(f);
    CHECK_CONTAINS(text, copy_dir);
    CHECK_CONTAINS(text, "\"night-watch\"");
    /* another set of the user's sorts before the copy: it is still the one offered */
    snprintf(cmd, sizeof cmd, "cp -r '%s' '%s/cards/queens-blood/aaa-first'", mine, pref);
    REQUIRE(system(cmd) == 0);
    app = ui_app_create_headless(1600, 900, pref);
    REQUIRE(app != NULL);
    /* the autosave names the set's folder: Continue finds the copy, not the installed set of the same id */
    REQUIRE(press(app, CLICK_BUTTON, "Continue"));
    CHECK(ui_app_scene(app) == SCENE_TABLE);
    played = NULL;
    CHECK(ui_app_game(app, &gm, &played) != NULL && played && strcmp(played->dir, copy_dir) == 0);
    CHECK_STR(ui_app_notice(app), "");
    REQUIRE(ui_app_open_setup(app, "queens-blood"));
    CHECK(find(app, CLICK_BUTTON, "(your folder)", &x, &y));
    CHECK(find(app, CLICK_BUTTON, "Night Watch", &x, &y));
    ui_app_free(app);
    snprintf(cmd, sizeof cmd, "rm -rf '%s/cards/queens-blood/aaa-first'", pref);
    REQUIRE(system(cmd) == 0);
}

/* Every `from` in a file of the designer's set becomes `to`. */
static void edit_set(const char *file, const char *from, const char *to)
{
    char path[400];
    snprintf(path, sizeof path, "%s/%s", mine, file);
    kit_edit_file(path, from, to, true);
}

/* The set shown in the builder is watched like the table's: an edit that
 * loads shows at once with the deck kept by card id; a card that is gone
 * leaves the deck with a note; a typo shows the table's banner and the
 * builder goes on with the last good cards. */
static void test_live_reload(void)
{
    char path[400], deck_path[400];
    snprintf(path, sizeof path, "%s/set.json", mine);
    snprintf(deck_path, sizeof deck_path, "%s/decks/starter.json", mine);
    char *original = tl_read_text(path), *original_deck = tl_read_text(deck_path);
    REQUIRE(original != NULL && original_deck != NULL);
    UiApp *app = ui_app_create_headless(1600, 900, pref);
    REQUIRE(app != NULL);
    REQUIRE(ui_app_open_deck_builder(app, "queens-blood", mine, ""));
    REQUIRE(press(app, CLICK_SOURCE, "card:gate-warden"));
    REQUIRE(press(app, CLICK_SOURCE, "card:pike-recruit"));
    CHECK_CONTAINS(ui_app_deck_text(app, "attrs:gate-warden"), "Power 1");
    kit_past_poll(app); /* the watch starts */

    /* a power edit: the grid shows it, the deck keeps its cards */
    edit_set("set.json", "\"power\": 1,", "\"power\": 7,");
    kit_past_poll(app);
    CHECK_CONTAINS(ui_app_deck_text(app, "attrs:gate-warden"), "Power 7");
    CHECK_INT(count(app, "gate-warden"), 1);
    CHECK_INT(count(app, "pike-recruit"), 1);
    CHECK_CONTAINS(ui_app_deck_text(app, "notice"), "Cards reloaded");
    CHECK_STR(ui_app_reload_banner(app), "");

    /* a card renamed away (in the set and its deck): it leaves the deck with a note, no index left dangling */
    edit_set("decks/starter.json", "pike-recruit", "pike-veteran");
    edit_set("set.json", "pike-recruit", "pike-veteran");
    kit_past_poll(app);
    CHECK_INT(count(app, "pike-veteran"), 0);
    CHECK_INT(count(app, "gate-warden"), 1);
    CHECK_CONTAINS(ui_app_deck_text(app, "notice"), "taken out of the deck: Pike Recruit");
    CHECK_STR(ui_app_deck_text(app, "problem"), "15 cards needed, 1 in the deck");

    /* a typo: the table's banner (file and place); the last good cards stay and the builder works */
    edit_set("set.json", "\"power\": 7,", "\"power\": x7,");
    kit_past_poll(app);
    CHECK_CONTAINS(ui_app_reload_banner(app), "set.json");
    CHECK(ui_app_scene(app) == SCENE_DECKS);
    CHECK_CONTAINS(ui_app_deck_text(app, "attrs:gate-warden"), "Power 7");
    snapshot_png(app, "deck-builder-reload-banner.png");
    kit_expect_nothing_cut(app, 150, "the builder's reload banner at 150 % text");
    /* the banner covers no control or text of the builder: only its own Copy and Hide are under it */
    kit_check_banner_covers_nothing(app, "the deck builder");
    REQUIRE(press(app, CLICK_SOURCE, "card:road-scout"));
    CHECK_INT(count(app, "road-scout"), 1);
    /* put right: the banner goes */
    tl_write_text(deck_path, original_deck);
    tl_write_text(path, original);
    kit_past_poll(app);
    CHECK_STR(ui_app_reload_banner(app), "");
    CHECK_CONTAINS(ui_app_deck_text(app, "attrs:gate-warden"), "Power 1");
    CHECK_INT(count(app, "road-scout"), 1);
    CHECK_INT(count(app, "gate-warden"), 1);
    /* a typo again: a click on the Set button, just above the banner, reaches the button */
    edit_set("set.json", "\"power\": 1,", "\"power\": x1,");
    kit_past_poll(app);
    CHECK_CONTAINS(ui_app_reload_banner(app), "set.json");
    char set_before[300];
    snprintf(set_before, sizeof set_before, "%s", ui_app_deck_text(app, "set"));
    REQUIRE(press(app, CLICK_BUTTON, "Set: "));
    CHECK(strcmp(ui_app_deck_text(app, "set"), set_before) != 0);
    tl_write_text(path, original);
    ui_app_free(app);
    free(original);
    free(original_deck);
}

/* Blood Wars through the same builder: its own filters and its own rule. */
static void test_blood_wars(void)
{
    UiApp *app = ui_app_create_headless(1600, 900, pref);
    REQUIRE(app != NULL);
    REQUIRE(ui_app_open_deck_builder(app, "blood-wars", "", ""));
    float x, y;
    CHECK(find(app, CLICK_BUTTON, "Alignment: any", &x, &y));
    CHECK(find(app, CLICK_BUTTON, "Type: any", &x, &y));
    REQUIRE(press(app, CLICK_BUTTON, "Type: any"));
    CHECK(find(app, CLICK_BUTTON, "Type: Warlord", &x, &y));
    REQUIRE(press(app, CLICK_SOURCE, "card:"));
    CHECK_STR(ui_app_deck_text(app, "problem"), "40 to 100 cards needed, 1 in the deck");
    snapshot_png(app, "deck-builder-blood-wars.png");
    ui_app_free(app);
}

/* No text cut short in the builder and the menu at small and large windows
 * and at 150 % text. */
static void test_nothing_cut(void)
{
    static const int SIZES[][3] = {{1280, 720, 100}, {1920, 1080, 100}, {1280, 720, 150}, {1600, 900, 150}};
    for (size_t s = 0; s < sizeof SIZES / sizeof SIZES[0]; s++) {
        UiApp *app = ui_app_create_headless(SIZES[s][0], SIZES[s][1], pref);
        REQUIRE(app != NULL);
        ui_app_set_setting(app, "ui_scale", SIZES[s][2]);
        char where[120];
        snprintf(where, sizeof where, "menu at %dx%d, %d %%", SIZES[s][0], SIZES[s][1], SIZES[s][2]);
        kit_expect_nothing_cut(app, 0, where);
        if (s == 2) snapshot_png(app, "menu-1280-150.png");
        const char *games[] = {"queens-blood", "blood-wars"};
        for (int gi = 0; gi < 2; gi++) {
            REQUIRE(ui_app_open_deck_builder(app, games[gi], "", games[gi][0] == 'q' ? "castle-watch" : ""));
            press(app, CLICK_SOURCE, "card:");
            snprintf(where, sizeof where, "%s builder at %dx%d, %d %%", games[gi], SIZES[s][0], SIZES[s][1], SIZES[s][2]);
            kit_expect_nothing_cut(app, 0, where);
            if (s == 0 && gi == 0) snapshot_png(app, "deck-builder-1280.png");
        }
        ui_app_free(app);
    }
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/ct-test-decks-XXXXXX");
    if (!mkdtemp(tmpdir)) return 1;
    snprintf(pref, sizeof pref, "%s/pref", tmpdir);
    snprintf(mine, sizeof mine, "%s/mine", tmpdir);
    char cmd[900];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s' && cp -r '%s/data/starters/queens-blood' '%s'", pref, paths_data_dir(), mine);
    if (system(cmd) != 0) return 1;
    paths_add_cards_dir(mine); /* a set the designer can write */
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_live_reload); /* first: the designer's set holds only its starter deck */
    RUN(test_build_save_reload_rename_duplicate_delete);
    RUN(test_from_setup);
    RUN(test_blood_wars);
    RUN(test_nothing_cut);
    SDL_Quit();
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0) return 1;
    return tl_summary();
}
