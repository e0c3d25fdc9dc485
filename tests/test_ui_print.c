/* test_ui_print.c — "Print sheets…" on the setup scene: clicking it shows that
 * it prints, then writes <user folder>/print/<game>-<set>.pdf (all the set's
 * cards, fronts and mirrored backs) and says where. */
#include "testlib.h"
#include "ui/ui_app.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void click_at(UiApp *app, float x, float y)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.x = (int)x;
    ev.motion.y = (int)y;
    ui_app_handle_event(app, &ev);
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.x = (int)x;
    ev.button.y = (int)y;
    ui_app_handle_event(app, &ev);
    ev.type = SDL_MOUSEBUTTONUP;
    ui_app_handle_event(app, &ev);
}

static void test_print_sheets_button(void)
{
    char tmpl[] = "/tmp/ct-ui-print-XXXXXX";
    char *dir = mkdtemp(tmpl);
    REQUIRE(dir);
    UiApp *app = ui_app_create_headless(1600, 900, dir);
    REQUIRE(app);
    REQUIRE(ui_app_open_setup(app, "long-live-the-queen"));
    ui_app_render(app);
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Print sheets", &x, &y));
    click_at(app, x, y);
    ui_app_render(app); /* shows "Printing…" */
    CHECK(!ui_app_find(app, CLICK_BUTTON, "Print sheets", &x, &y));
    for (int i = 0; i < 3 && ui_app_needs_redraw(app); i++) ui_app_render(app);
    const char *out_dir = getenv("CT_TEST_OUT");
    if (out_dir) {
        char png[600];
        snprintf(png, sizeof png, "%s/setup-printed.png", out_dir);
        ui_app_save_png(app, png);
    }
    char pdf[700], cmd[800], line[256];
    snprintf(pdf, sizeof pdf, "%s/print/long-live-the-queen-dieselpunk.pdf", dir);
    struct stat sb;
    CHECKF(stat(pdf, &sb) == 0 && sb.st_size > 10000, "no PDF at %s", pdf);
    snprintf(cmd, sizeof cmd, "pdfinfo '%s' | grep '^Pages:'", pdf);
    FILE *f = popen(cmd, "r");
    REQUIRE(f);
    int pages = 0;
    if (fgets(line, sizeof line, f)) pages = atoi(line + 6);
    pclose(f);
    CHECK_INT(pages, 4); /* 11 tiles, 9 a page: 2 pages of fronts, each followed by backs */
    ui_app_free(app);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK(system(cmd) == 0);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_print_sheets_button);
    int rc = tl_summary();
    SDL_Quit();
    return rc;
}
