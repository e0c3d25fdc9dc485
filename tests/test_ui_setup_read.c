/* test_ui_setup_read.c — the screens around the table read right: setup
 * offers the last choices again (also after a restart), shows the chosen
 * deck and says why Edit deck is grey; Save game says where the copy went,
 * and the Load list shows each save and asks before Delete. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static UiApp *make_app(int w, int h)
{
    return kit_app(w, h, "ismcts:easy/it=20/t=0", NULL, 0);
}

static int count_buttons(UiApp *app, const char *prefix)
{
    UiClickable cl[256];
    int n = ui_app_clickables(app, cl, 256), k = 0;
    for (int i = 0; i < n; i++) k += cl[i].kind == CLICK_BUTTON && strncmp(cl[i].label, prefix, strlen(prefix)) == 0;
    return k;
}

/* Setup offers the last choices again (kept in settings.json): seats, who
 * plays, names — also after a restart of the program (a new app, same folder). */
static void test_setup_remembers_last_choices(void)
{
    char dir[64];
    UiApp *app = kit_app(1600, 900, NULL, dir, sizeof dir);
    REQUIRE(app);
    REQUIRE(ui_app_open_setup(app, "queens-court"));
    CHECK_INT(count_buttons(app, "colour "), 2);
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "+", &x, &y));
    click_at(app, x, y);
    CHECK_INT(count_buttons(app, "colour "), 3);
    /* seat 2 (an AI by default) becomes human */
    UiClickable cl[256];
    int n = ui_app_clickables(app, cl, 256), ais = 0;
    for (int i = 0; i < n; i++)
        if (cl[i].kind == CLICK_BUTTON && strncmp(cl[i].label, "AI", 2) == 0 && ++ais == 2) {
            click_at(app, cl[i].x, cl[i].y);
            break;
        }
    CHECK_INT(count_buttons(app, "Human"), 2);
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Start game", &x, &y));
    click_at(app, x, y);
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    ui_app_free(app);

    app = ui_app_create_headless(1600, 900, dir);
    REQUIRE(app);
    REQUIRE(ui_app_open_setup(app, "queens-court"));
    CHECK_INT(count_buttons(app, "colour "), 3);
    CHECK_INT(count_buttons(app, "Human"), 2);
    CHECK_INT(count_buttons(app, "AI"), 1);
    /* another game keeps its own defaults */
    REQUIRE(ui_app_open_setup(app, "queens-blood"));
    CHECK_INT(count_buttons(app, "colour "), 2);
    CHECK_INT(count_buttons(app, "Human"), 1);
    ui_app_free(app);
}

static int saves_in(const char *dir)
{
    char p[600];
    snprintf(p, sizeof p, "%s/saves", dir);
    int n = 0;
    DIR *d = opendir(p);
    for (struct dirent *de; d && (de = readdir(d));) n += strstr(de->d_name, ".json") != NULL;
    if (d) closedir(d);
    return n;
}

/* Menu > Save game tells where the copy went in words that fit (file name,
 * folder with ~ for home, where to find it); the Load list shows each save's
 * players and length, and Delete asks first: Keep keeps it, Delete removes it. */
static void test_save_message_and_load_list_delete(void)
{
    char dir[64];
    UiApp *app = kit_app(1280, 720, NULL, dir, sizeof dir);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 3));
    ui_app_debug_advance(app, 2, 1);
    ui_app_open_overlay(app, "pause");
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Save game", &x, &y));
    ui_app_clipped_reset(app);
    click_at(app, x, y);
    ui_app_render(app);
    const char *msg = ui_app_notice(app);
    CHECK_CONTAINS(msg, "Saved as queens-court-");
    CHECK_CONTAINS(msg, "Load game");
    kit_check_nothing_cut(app, "the pause menu with the save message");
    /* once, in the pause menu: not a second copy half hidden behind it (seen under Xvfb) */
    ui_app_render_logged(app);
    int copies = 0;
    for (int i = 0; i < ui_app_drawn_count(app); i++) copies += strstr(ui_app_drawn_text(app, i), "Saved as") != NULL;
    CHECK_INT(copies, 1);
    CHECK(kit_save_png(app, "save-message.png"));
    CHECK_INT(saves_in(dir), 1);
    ui_app_debug_advance(app, 3, 2);
    ui_app_open_overlay(app, "pause");
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Save game", &x, &y));
    SDL_Delay(1100); /* a new file name (seconds in the stamp) */
    click_at(app, x, y);
    CHECK_INT(saves_in(dir), 2);

    ui_app_open_overlay(app, "load");
    UiClickable cl[256];
    int n = ui_app_clickables(app, cl, 256), rows = 0;
    for (int i = 0; i < n; i++)
        if (cl[i].kind == CLICK_BUTTON && strstr(cl[i].label, "Queen's Court")) {
            rows++;
            CHECK_CONTAINS(cl[i].label, "Ann, Ben (AI)");
            CHECK_CONTAINS(cl[i].label, "moves");
        }
    CHECK_INT(rows, 2);
    kit_expect_nothing_cut(app, 0, "the load list");
    CHECK(kit_save_png(app, "load-list.png"));
    /* Delete asks; Keep keeps */
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Delete", &x, &y));
    click_at(app, x, y);
    CHECK(ui_app_find(app, CLICK_BUTTON, "Keep", &x, &y));
    ui_app_render(app);
    CHECK(kit_save_png(app, "load-list-delete-asked.png"));
    click_at(app, x, y);
    CHECK_INT(saves_in(dir), 2);
    CHECK(!ui_app_find(app, CLICK_BUTTON, "Keep", &x, &y));
    /* Delete, confirmed */
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Delete", &x, &y));
    click_at(app, x, y);
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Keep", &x, &y));
    UiClickable c2[256];
    n = ui_app_clickables(app, c2, 256);
    int confirm = -1;
    for (int i = 0; i < n; i++) /* the Delete beside Keep */
        if (c2[i].kind == CLICK_BUTTON && strcmp(c2[i].label, "Delete") == 0 && c2[i].y > y - 5 && c2[i].y < y + 5) confirm = i;
    REQUIRE(confirm >= 0);
    click_at(app, c2[confirm].x, c2[confirm].y);
    CHECK_INT(saves_in(dir), 1);
    rows = 0;
    n = ui_app_clickables(app, cl, 256);
    for (int i = 0; i < n; i++) rows += cl[i].kind == CLICK_BUTTON && strstr(cl[i].label, "Queen's Court") != NULL;
    CHECK_INT(rows, 1);
    ui_app_free(app);
}

static long differing_pixels(SDL_Surface *a, SDL_Surface *b, SDL_Rect r)
{
    long n = 0;
    SDL_LockSurface(a);
    SDL_LockSurface(b);
    for (int y = r.y; y < r.y + r.h && y < a->h; y++)
        for (int x = r.x; x < r.x + r.w && x < a->w; x++)
            n += ((Uint32 *)((Uint8 *)a->pixels + y * a->pitch))[x] != ((Uint32 *)((Uint8 *)b->pixels + y * b->pitch))[x];
    SDL_UnlockSurface(b);
    SDL_UnlockSurface(a);
    return n;
}

/* Queen's Blood setup shows the chosen deck's cards (no blind cycling), and
 * choosing another deck changes the preview; no deck name is cut. */
static void test_deck_preview_at_setup(void)
{
    UiApp *app = make_app(1280, 720);
    REQUIRE(app);
    REQUIRE(ui_app_open_setup(app, "queens-blood"));
    kit_expect_nothing_cut(app, 0, "queens-blood setup");
    CHECK(kit_save_png(app, "setup-deck-preview.png"));
    SDL_Surface *before = SDL_DuplicateSurface(ui_app_surface(app));
    REQUIRE(before);
    UiClickable cl[256];
    int n = ui_app_clickables(app, cl, 256), deck = -1;
    for (int i = 0; i < n; i++)
        if (cl[i].kind == CLICK_BUTTON && strstr(cl[i].label, "deck") && deck < 0) deck = i;
    REQUIRE(deck >= 0);
    click_at(app, cl[deck].x, cl[deck].y);
    kit_expect_nothing_cut(app, 0, "queens-blood setup, another deck");
    CHECK(kit_save_png(app, "setup-deck-preview-2.png"));
    /* the lower right panel (the preview) changed */
    SDL_Rect preview = {1280 * 990 / 1600, 720 * 420 / 900, 1280 * 550 / 1600, 720 * 340 / 900};
    CHECKF(differing_pixels(before, ui_app_surface(app), preview) > 2000, "the deck preview did not change with the deck");
    SDL_FreeSurface(before);
    ui_app_free(app);
}

/* A grey "Edit deck…" (no deck chosen yet) says why when the pointer rests on it. */
static void test_grey_edit_deck_says_why(void)
{
    UiApp *app = make_app(1280, 720);
    REQUIRE(app);
    REQUIRE(ui_app_open_setup(app, "queens-blood"));
    ui_app_labels_record(app, true);
    ui_app_render(app);
    ui_app_labels_record(app, false);
    SDL_Rect r = {0, 0, 0, 0};
    bool found = false;
    for (int i = 0; i < ui_app_label_count(app) && !found; i++) {
        const char *s = ui_app_label_at(app, i, &r);
        found = s && strncmp(s, "Edit deck", 9) == 0;
    }
    REQUIRE(found);
    mouse_event(app, SDL_MOUSEMOTION, (float)(r.x + r.w / 2), (float)(r.y + r.h / 2));
    ui_app_render_logged(app);
    bool said = false;
    for (int i = 0; i < ui_app_drawn_count(app); i++) said |= strstr(ui_app_drawn_text(app, i), "Choose a deck") != NULL;
    CHECK(said);
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_setup_remembers_last_choices);
    RUN(test_deck_preview_at_setup);
    RUN(test_grey_edit_deck_says_why);
    RUN(test_save_message_and_load_list_delete);
    SDL_Quit();
    return tl_summary();
}
