/* test_ui_clear.c — what a new player must read is not covered (issue 8):
 *  - the hint's "Hint" tag on a hand card covers no other zone (a board card's
 *    power), no label, and not the top of the card (its name);
 *  - a game's setup draws its option names at one size, and the card set's
 *    row of buttons (Print sheets…, Edit deck…, New deck) at one size, nothing
 *    cut or overlapping, each choice at 12 units or more (at 150 % text Blood
 *    Wars' "Mustering period" shrank alone, and "Edit deck…" too; Queen's
 *    Court's "Classic (Queens track round wins)" fell to 9);
 * at 1280x720 and 1920x1080, and at 150 % text size. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/game.h"
#include "core/registry.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static UiApp *make_app(int w, int h, int scale)
{
    UiApp *app = kit_app(w, h, "ismcts:easy/it=20/t=0", NULL, 0);
    if (app && scale) ui_app_set_setting(app, "ui_scale", scale);
    return app;
}

static bool ask_hint(UiApp *app)
{
    float x, y;
    if (!kit_find(app, "Hint", &x, &y)) return false;
    click_at(app, x, y);
    for (int i = 0; i < 20000 && !ui_app_has_hint(app); i++) {
        ui_app_update(app, 0.01);
        SDL_Delay(1);
    }
    return ui_app_has_hint(app);
}

/* The pill of the tag `tag` drawn on the table (a banner holding that label);
 * the frame must have been rendered with labels recorded. */
static bool tag_pill(UiApp *app, const char *tag, SDL_Rect *pill, int *label_i)
{
    SDL_Rect b[32], r;
    int nb = ui_app_banner_rects(app, b, 32);
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
        if (strcmp(t, tag) != 0) continue;
        for (int k = 0; k < nb; k++)
            if (r.x >= b[k].x - 1 && r.y >= b[k].y - 1 && r.x + r.w <= b[k].x + b[k].w + 1 && r.y + r.h <= b[k].y + b[k].h + 1) {
                *pill = b[k];
                *label_i = i;
                return true;
            }
    }
    return false;
}

/* Plays `game` to a few positions where seat 0 asks for a hint on a hand
 * card; the tag must cover nothing.  Returns how many tags were checked. */
static int hint_tag_covers_nothing(const char *game, int w, int h, int scale)
{
    int checked = 0;
    for (int pos = 0; pos < 4; pos++) {
        UiApp *app = make_app(w, h, scale);
        if (!app || !ui_app_start(app, game, 2, 2u, 40 + (unsigned)pos)) {
            CHECKF(0, "%s: no table", game);
            if (app) ui_app_free(app);
            return checked;
        }
        kit_settle(app);
        if (pos) {
            ui_app_debug_advance(app, 4 * pos + 1, (unsigned)pos);
            kit_settle(app);
        }
        if (ui_app_game_over(app) || !ask_hint(app)) {
            ui_app_free(app);
            continue;
        }
        ui_app_labels_record(app, true);
        ui_app_render(app);
        SDL_Rect pill;
        int li;
        if (tag_pill(app, "Hint", &pill, &li)) {
            char where[96];
            snprintf(where, sizeof where, "%s at %dx%d, %d %% text, position %d", game, w, h, scale ? scale : 100, pos);
            char ids[96][32];
            SDL_Rect zr[96];
            int nz = ui_app_zone_rects(app, ids, zr, 96);
            for (int z = 0; z < nz; z++) {
                if (!kit_meets(pill, zr[z])) continue;
                bool hand = strstr(ids[z], "hand") != NULL;
                CHECKF(hand, "%s: the Hint tag (%d,%d %dx%d) covers zone %s (%d,%d %dx%d)", where, pill.x, pill.y, pill.w, pill.h, ids[z],
                       zr[z].x, zr[z].y, zr[z].w, zr[z].h);
                /* on the card itself: below its name */
                if (hand)
                    CHECKF(pill.y >= zr[z].y + zr[z].h / 4, "%s: the Hint tag (%d,%d %dx%d) covers the top of the hand %s (%d,%d %dx%d)",
                           where, pill.x, pill.y, pill.w, pill.h, ids[z], zr[z].x, zr[z].y, zr[z].w, zr[z].h);
            }
            SDL_Rect r;
            const char *t;
            for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
                if (i != li && kit_meets(pill, r))
                    CHECKF(0, "%s: the Hint tag (%d,%d %dx%d) covers the label \"%s\" (%d,%d %dx%d)", where, pill.x, pill.y, pill.w, pill.h, t,
                           r.x, r.y, r.w, r.h);
            char png[96];
            snprintf(png, sizeof png, "hint-tag-%s-%dx%d-%d-%d.png", game, w, h, scale ? scale : 100, pos);
            CHECK(kit_save_png(app, png));
            checked++;
        }
        ui_app_labels_record(app, false);
        ui_app_free(app);
    }
    return checked;
}

static void test_hint_tag_covers_nothing(void)
{
    const char *games[] = {"queens-blood", "queen-by-midnight"};
    for (int g = 0; g < 2; g++) {
        int n = hint_tag_covers_nothing(games[g], 1280, 720, 0);
        n += hint_tag_covers_nothing(games[g], 1920, 1080, 0);
        n += hint_tag_covers_nothing(games[g], 1280, 720, 150);
        CHECKF(n >= 6, "%s: only %d hint tags on a hand card were seen", games[g], n);
    }
}

/* The size the recorded label `text` was drawn at; -1 if it was not drawn. */
static float label_size(UiApp *app, const char *text)
{
    SDL_Rect r;
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
        if (strcmp(t, text) == 0) return ui_app_label_size(app, i);
    return -1;
}

static void test_setup_rows_one_size(void)
{
    const int sizes[][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 150}};
    int decks = 0;
    for (int k = 0; k < 3; k++)
        for (int gi = 0; gi < games_count(); gi++) {
            /* a new app each time: a button's label is recorded when its look is first painted */
            UiApp *app = make_app(sizes[k][0], sizes[k][1], sizes[k][2]);
            REQUIRE(app);
            const GameModule *m = games_at(gi);
            REQUIRE(ui_app_open_setup(app, m->id));
            ui_app_labels_record(app, true);
            ui_app_clipped_reset(app);
            ui_app_render(app);
            char where[96], first[200];
            snprintf(where, sizeof where, "%s setup at %dx%d, %d %% text", m->id, sizes[k][0], sizes[k][1], sizes[k][2]);
            kit_check_nothing_cut(app, where);
            CHECKF(ui_app_label_overlaps(app, first, sizeof first) == 0, "%s: %s", where, first);
            float one = -1;
            for (int o = 0; o < m->num_options; o++) {
                float sz = label_size(app, m->options[o].label);
                CHECKF(sz > 0, "%s: the option \"%s\" is not drawn", where, m->options[o].label);
                if (one < 0) one = sz;
                CHECKF(sz == one, "%s: the option \"%s\" is drawn at %.1f, \"%s\" at %.1f", where, m->options[o].label, sz,
                       m->options[0].label, one);
                /* its choice (the default) on its cycle button, readable */
                const GameOption *op = &m->options[o];
                const char *cl = op->choice_labels[op->default_choice] ? op->choice_labels[op->default_choice] : op->choices[op->default_choice];
                char shown[160];
                snprintf(shown, sizeof shown, "%s  ▸", cl);
                float csz = label_size(app, shown);
                CHECKF(csz >= 12, "%s: the choice \"%s\" is drawn at %.1f", where, shown, csz);
            }
            float print = label_size(app, "Print sheets…"), edit = label_size(app, "Edit deck…"), fresh = label_size(app, "New deck");
            CHECKF(print > 0, "%s: no Print sheets… button", where);
            if (edit > 0 || fresh > 0) {
                decks++;
                CHECKF(edit == print && fresh == print, "%s: Print sheets… at %.1f, Edit deck… at %.1f, New deck at %.1f", where, print, edit,
                       fresh);
            }
            char png[96];
            snprintf(png, sizeof png, "setup-%s-%dx%d-%d.png", m->id, sizes[k][0], sizes[k][1], sizes[k][2]);
            CHECK(kit_save_png(app, png));
            ui_app_labels_record(app, false);
            ui_app_free(app);
        }
    CHECK(decks >= 3); /* Queen's Blood and Blood Wars offer decks */
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_hint_tag_covers_nothing);
    RUN(test_setup_rows_one_size);
    SDL_Quit();
    return tl_summary();
}
