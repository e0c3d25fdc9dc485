/* test_ui_clear.c — what a new player must read is not covered:
 *  - the hint's "Hint" tag on a hand card covers no other zone (a board card's
 *    power), no label, and not the top of the card (its name);
 *  - a game's setup draws its option names at one size, and the card set's
 *    row of buttons (Print sheets…, Edit deck…, New deck) at one size, nothing
 *    cut or overlapping, each choice at 12 units or more (at 150 % text Blood
 *    Wars' "Mustering period" shrank alone, and "Edit deck…" too; Queen's
 *    Court's "Classic (Queens track round wins)" fell to 9);
 *  - while the AI's chosen move shows, its words (a tag by the zone, or in
 *    the message place) and the toast cover no label and not each other
 *    (Queen by Midnight: the words in the middle of the table covered the
 *    vaults and the toast; a tag over the princess covered the seat's name box;
 *    Queen's Blood's message place lay over the lane counters), nor do the
 *    hint's words;
 *  - a card leaving a hidden hand flies card-sized (it flew as large as the
 *    whole hand zone, face up over the table);
 *  - the menu's key line is drawn at 13 units or more, inside the window;
 *  - Restart's question stands in a panel of its own: centred, its texts
 *    and buttons readable, and no taller than its words and buttons need
 *    (it sat small at the top of the tall, empty pause panel);
 *  - a small card (60 and 70 units wide, as Queen by Midnight's vault cards
 *    are at 1280x720) keeps its name clear of its value disc;
 *  - Blood Wars' own piles (Deck, Discard, Dead-Book) have captions at the
 *    captions' size (the deck's shrank to 9 units beside the hand), and while
 *    the main button shows none runs under the buttons' panel (the button
 *    covered Dead-Book's "k");
 * at 1280x720 and 1920x1080, and at 150 % text size. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/game.h"
#include "core/registry.h"
#include "core/carddb.h"
#include <SDL2/SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static UiApp *make_app(int w, int h, int scale)
{
    UiApp *app = kit_app(w, h, "ismcts:easy/it=20/t=0", NULL, 0);
    if (app && scale) ui_app_set_setting(app, "ui_scale", scale);
    return app;
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
        if (ui_app_game_over(app) || !kit_ask_hint(app)) {
            ui_app_free(app);
            continue;
        }
        ui_app_labels_record(app, true);
        ui_app_render(app);
        SDL_Rect pill;
        int li;
        if (kit_tag_pill(app, "Hint", &pill, &li)) {
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
            char where[96];
            snprintf(where, sizeof where, "%s setup at %dx%d, %d %% text", m->id, sizes[k][0], sizes[k][1], sizes[k][2]);
            kit_expect_words_whole_and_apart(app, where);
            float one = -1;
            for (int o = 0; o < m->num_options; o++) {
                float sz = kit_label_size(app, m->options[o].label);
                CHECKF(sz > 0, "%s: the option \"%s\" is not drawn", where, m->options[o].label);
                if (one < 0) one = sz;
                CHECKF(sz == one, "%s: the option \"%s\" is drawn at %.1f, \"%s\" at %.1f", where, m->options[o].label, sz,
                       m->options[0].label, one);
                /* its choice (the default) on its cycle button, readable */
                const GameOption *op = &m->options[o];
                const char *cl = op->choice_labels[op->default_choice] ? op->choice_labels[op->default_choice] : op->choices[op->default_choice];
                char shown[160];
                snprintf(shown, sizeof shown, "%s  ▸", cl);
                float csz = kit_label_size(app, shown);
                CHECKF(csz >= 12, "%s: the choice \"%s\" is drawn at %.1f", where, shown, csz);
            }
            float print = kit_label_size(app, "Print sheets…"), edit = kit_label_size(app, "Edit deck…"), fresh = kit_label_size(app, "New deck");
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

/* A frame is rendered with labels recorded: every box of words about the
 * moves covers no label but its own words, nor another such box.  Returns
 * how many boxes there were. */
static int words_cover_nothing(UiApp *app, const char *where)
{
    SDL_Rect b[32], r;
    int nb = ui_app_banner_rects(app, b, 32), bad = 0;
    const char *t;
    for (int k = 0; k < nb; k++) {
        for (int j = k + 1; j < nb; j++)
            if (kit_meets(b[k], b[j]) && bad++ < 4)
                CHECKF(0, "%s: words at %d,%d %dx%d meet words at %d,%d %dx%d", where, b[k].x, b[k].y, b[k].w, b[k].h, b[j].x, b[j].y, b[j].w, b[j].h);
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            bool own = r.x >= b[k].x - 1 && r.y >= b[k].y - 1 && r.x + r.w <= b[k].x + b[k].w + 1 && r.y + r.h <= b[k].y + b[k].h + 1;
            if (!own && kit_meets(b[k], r) && bad++ < 4)
                CHECKF(0, "%s: words at %d,%d %dx%d cover \"%s\" at %d,%d %dx%d", where, b[k].x, b[k].y, b[k].w, b[k].h, t, r.x, r.y, r.w,
                       r.h);
        }
    }
    return nb;
}

/* An AI-only table of `game` with animations on: every frame in which an AI's
 * chosen move shows, for `moves` moves. */
static void ai_words_cover_nothing(const char *game, int w, int h, int scale, int moves)
{
    UiApp *app = make_app(w, h, scale);
    REQUIRE(app);
    ui_app_set_anim(app, 2);
    REQUIRE(ui_app_start(app, game, 2, 3u, 9));
    int shown = 0;
    for (int k = 0; k < moves && !ui_app_game_over(app); k++) {
        for (int i = 0; i < 4000 && !ui_app_ai_showing(app) && !ui_app_game_over(app); i++) {
            ui_app_update(app, 0.01);
            kit_nap(app);
        }
        if (!ui_app_ai_showing(app)) break;
        ui_app_labels_record(app, true);
        ui_app_render(app);
        char where[96];
        snprintf(where, sizeof where, "%s at %dx%d, %d %% text, AI move %d", game, w, h, scale ? scale : 100, k);
        int nb_before = words_cover_nothing(app, where);
        if (nb_before > 0) shown++;
        if (k == 5) {
            char png[96];
            snprintf(png, sizeof png, "ai-words-%s-%dx%d-%d.png", game, w, h, scale ? scale : 100);
            CHECK(kit_save_png(app, png));
        }
        ui_app_labels_record(app, false);
        for (int i = 0; i < 4000 && ui_app_ai_showing(app); i++) ui_app_update(app, 0.01);
        /* the move is told when it lands (never before): its words, just after */
        ui_app_update(app, 0.01);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        snprintf(where, sizeof where, "%s at %dx%d, %d %% text, AI move %d landed", game, w, h, scale ? scale : 100, k);
        if (nb_before == 0 && words_cover_nothing(app, where) > 0) shown++;
        else if (nb_before) words_cover_nothing(app, where);
        ui_app_labels_record(app, false);
    }
    CHECKF(shown >= moves / 2, "%s: the AI's words showed for %d of %d moves", game, shown, moves);
    ui_app_free(app);
}

static void test_ai_words_cover_nothing(void)
{
    ai_words_cover_nothing("queen-by-midnight", 1280, 720, 0, 30);
    ai_words_cover_nothing("queen-by-midnight", 1920, 1080, 0, 30);
    ai_words_cover_nothing("queen-by-midnight", 1280, 720, 150, 30);
    /* Queen's Blood's message place lay over the lane counters */
    ai_words_cover_nothing("queens-blood", 1280, 720, 0, 20);
    ai_words_cover_nothing("queens-blood", 1280, 720, 150, 20);
}

/* The hint's words in the message place (and the toast above them) cover
 * nothing: at 150 % text Queen's Blood's ran over the lane counters and the
 * seat's name box. */
static void test_hint_words_cover_nothing(void)
{
    const char *games[] = {"queens-blood", "queen-by-midnight", "queens-court"};
    const int sizes[][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 150}};
    for (int g = 0; g < 3; g++)
        for (int k = 0; k < 3; k++) {
            UiApp *app = make_app(sizes[k][0], sizes[k][1], sizes[k][2]);
            REQUIRE(app);
            REQUIRE(ui_app_start(app, games[g], 2, 2u, 12));
            kit_settle(app);
            ui_app_debug_advance(app, 2, 1);
            kit_settle(app);
            if (!kit_ask_hint(app)) {
                CHECKF(0, "%s: no hint", games[g]);
                ui_app_free(app);
                continue;
            }
            ui_app_labels_record(app, true);
            ui_app_render(app);
            char where[96];
            snprintf(where, sizeof where, "%s hint at %dx%d, %d %% text", games[g], sizes[k][0], sizes[k][1], sizes[k][2]);
            /* the hint at least: a long one takes the last move's place (that
             * move is in the log) when no free place beside it holds both */
            CHECKF(words_cover_nothing(app, where) >= 1, "%s: the hint's words are not shown", where);
            char png[96];
            snprintf(png, sizeof png, "hint-words-%s-%dx%d-%d.png", games[g], sizes[k][0], sizes[k][1], sizes[k][2]);
            CHECK(kit_save_png(app, png));
            ui_app_free(app);
        }
}

static void test_hidden_card_flies_card_sized(void)
{
    const char *games[] = {"queens-court", "queen-by-midnight"};
    for (int g = 0; g < 2; g++) {
        UiApp *app = make_app(1280, 720, 0);
        REQUIRE(app);
        ui_app_set_anim(app, 2);
        REQUIRE(ui_app_start(app, games[g], 2, 3u, 9));
        int flights = 0;
        for (int i = 0; i < 3000 && flights < 6 && !ui_app_game_over(app); i++) {
            ui_app_update(app, 0.01);
            kit_nap(app); /* the AI thinks on its own thread */
            SDL_Rect from[16], to[16];
            int n = ui_app_anim_rects(app, from, to, 16);
            for (int k = 0; k < n; k++, flights++)
                /* a card's shape, about the size of where it lands (a hand's cards are larger than a pile's) */
                CHECKF(from[k].w <= to[k].w * 1.6 + 2 && from[k].h <= to[k].h * 1.6 + 2 &&
                           fabs((double)from[k].w / from[k].h - (double)to[k].w / to[k].h) < 0.2,
                       "%s: a card flies from %d,%d %dx%d to a %dx%d place", games[g], from[k].x, from[k].y, from[k].w, from[k].h, to[k].w, to[k].h);
            if (n) /* the next ones */
                for (int w = 0; w < 200 && ui_app_anim_rects(app, from, to, 16) > 0; w++) ui_app_update(app, 0.02);
        }
        CHECKF(flights > 0, "%s: no card flew", games[g]);
        ui_app_free(app);
    }
}

static void test_menu_keys_readable(void)
{
    const int sizes[][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 100}};
    for (int k = 0; k < 3; k++) {
        UiApp *app = make_app(sizes[k][0], sizes[k][1], sizes[k][2]);
        REQUIRE(app);
        ui_app_labels_record(app, true);
        ui_app_clipped_reset(app);
        ui_app_render(app);
        SDL_Rect r;
        const char *t;
        bool seen = false;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            if (strncmp(t, "Esc: menu", 9) != 0) continue;
            seen = true;
            CHECKF(ui_app_label_size(app, i) >= 13, "the menu's key line at %dx%d is drawn at %.1f", sizes[k][0], sizes[k][1],
                   ui_app_label_size(app, i));
            CHECKF(r.x >= 0 && r.y >= 0 && r.x + r.w <= sizes[k][0] && r.y + r.h <= sizes[k][1], "the menu's key line (%d,%d %dx%d) leaves the window",
                   r.x, r.y, r.w, r.h);
        }
        CHECKF(seen, "no key line on the menu");
        char first[200];
        CHECKF(ui_app_label_overlaps(app, first, sizeof first) == 0, "menu: %s", first);
        kit_check_nothing_cut(app, "menu");
        ui_app_free(app);
    }
}

static void test_restart_question_fits_its_words(void)
{
    const int sizes[][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 100}};
    for (int k = 0; k < 3; k++)
        for (int same = 0; same < 2; same++) {
            UiApp *app = make_app(sizes[k][0], sizes[k][1], sizes[k][2]);
            REQUIRE(app);
            REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 5));
            kit_settle(app);
            ui_app_open_overlay(app, "pause");
            float x, y;
            REQUIRE(kit_find(app, same ? "Restart with the same seed" : "Restart", &x, &y));
            click_at(app, x, y);
            char where[64];
            snprintf(where, sizeof where, "restart question at %dx%d, %d %%", sizes[k][0], sizes[k][1], sizes[k][2]);
            kit_expect_words_whole_and_apart(app, where);
            /* everything drawn over the dimmed table: its words and its two buttons */
            float yx, yy, nx, ny;
            REQUIRE(ui_app_find(app, CLICK_BUTTON, "Yes, restart", &yx, &yy));
            REQUIRE(ui_app_find(app, CLICK_BUTTON, "No", &nx, &ny));
            UiClickable cl[64];
            int ncl = ui_app_clickables(app, cl, 64);
            CHECKF(ncl == 2, "%s: %d things to click, not just Yes and No", where, ncl);
            int top = sizes[k][1], bottom = 0, left = sizes[k][0], right = 0;
            SDL_Rect r;
            const char *t;
            int from = -1; /* the question's own words: from its first ("Restart …"), drawn over the table */
            for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
                if (strncmp(t, "Restart", 7) == 0) from = i;
            REQUIRE(from >= 0);
            for (int i = from; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
                if (r.y < top) top = r.y;
                if (r.y + r.h > bottom) bottom = r.y + r.h;
                if (r.x < left) left = r.x;
                if (r.x + r.w > right) right = r.x + r.w;
                if (strcmp(t, "Yes, restart") == 0 || strcmp(t, "No") == 0)
                    CHECKF(ui_app_label_size(app, i) >= 15, "%s: \"%s\" is drawn at %.1f", where, t, ui_app_label_size(app, i));
            }
            /* centred on the window, and the words and buttons fill it (no tall empty panel below them) */
            int mid_y = (top + bottom) / 2, mid_x = (left + right) / 2;
            CHECKF(abs(mid_y - sizes[k][1] / 2) < sizes[k][1] / 20 && abs(mid_x - sizes[k][0] / 2) < sizes[k][0] / 20,
                   "%s: its words span %d..%d x %d..%d, off the middle", where, left, right, top, bottom);
            CHECKF(yy > top && ny > top && yy < bottom + sizes[k][1] / 12, "%s: the buttons (y %.0f) are far below the words (%d..%d)", where, yy, top,
                   bottom);
            char png[96];
            snprintf(png, sizeof png, "restart-question-%dx%d-%d-%d.png", sizes[k][0], sizes[k][1], sizes[k][2], same);
            CHECK(kit_save_png(app, png));
            ui_app_free(app);
        }
}

static void test_small_card_name_clear_of_disc(void)
{
    int games = 0;
    for (int gi = 0; gi < games_count(); gi++) {
        const GameModule *m = games_at(gi), *gm;
        const CardSet *set;
        UiApp *app = make_app(1600, 900, 0);
        REQUIRE(app);
        if (ui_app_start(app, m->id, m->min_players, 0, 5) && ui_app_game(app, &gm, &set) && set) {
            ui_app_render(app);
            games++;
            int bad = 0;
            for (int c = 0; c < set->ncards && bad < 3; c++)
                for (int w = 60; w <= 70; w += 10) {
                    char first[300];
                    int n = ui_app_card_text_overlaps(app, c, set->cards[c].value, "", 0, (float)w, w * 1.4f, first, sizeof first);
                    bad += n != 0;
                    CHECKF(n == 0, "%s card %s at %d units wide: %s", m->id, set->cards[c].name, w, first);
                }
        }
        ui_app_free(app);
    }
    CHECKF(games == games_count(), "only %d of %d games have a table with cards", games, games_count());
}

/* Queen by Midnight's clock at 150 % text: the hours on the dial are part of
 * the dial (they grew with the text and "11", "12" and "1" ran into each
 * other), and the line under it ("Next: Midnight Bazaar at 8") stays clear of
 * the Market's caption below (they touched): at 1280x720 and 1920x1080,
 * 100 % and 150 % (seen playing). */
static void test_clock_hours_and_line_apart(void)
{
    const int sizes[][3] = {{1280, 720, 150}, {1920, 1080, 150}, {1920, 1080, 100}};
    for (int k = 0; k < 3; k++) {
        UiApp *app = make_app(sizes[k][0], sizes[k][1], sizes[k][2]);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queen-by-midnight", 2, 2u, 3));
        kit_settle(app);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        float u = sizes[k][0] / 1600.0f; /* the clock's zone: 1341,80 130x130 units */
        SDL_Rect clock = {(int)(1341 * u), (int)(80 * u), (int)(130 * u), (int)(130 * u)}, hour[13] = {{0, 0, 0, 0}}, next = {0, 0, 0, 0},
                 market = {0, 0, 0, 0}, r;
        const char *t;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            int h = atoi(t);
            SDL_Point c = {r.x + r.w / 2, r.y + r.h / 2};
            if (h >= 1 && h <= 12 && SDL_PointInRect(&c, &clock)) hour[h] = r;
            else if (strncmp(t, "Next:", 5) == 0) next = r;
            else if (strcmp(t, "Market") == 0) market = r;
        }
        char where[64];
        snprintf(where, sizeof where, "%dx%d, %d %% text", sizes[k][0], sizes[k][1], sizes[k][2]);
        for (int h = 1; h <= 12; h++) {
            const SDL_Rect *a = &hour[h], *b = &hour[h % 12 + 1];
            CHECKF(a->w > 0, "%s: the hour %d is not on the dial", where, h);
            CHECKF(!SDL_HasIntersection(a, b), "%s: the hours %d and %d touch on the dial", where, h, h % 12 + 1);
        }
        CHECKF(next.h > 0 && market.h > 0, "%s: no clock line or Market caption", where);
        CHECKF(next.y + next.h + 2 <= market.y, "%s: the clock's line (y %d..%d) runs into the Market caption (from y %d)", where, next.y,
               next.y + next.h, market.y);
        ui_app_free(app);
    }
}

static void test_pile_captions_full_size(void)
{
    const int sizes[][2] = {{1280, 720}, {1920, 1080}};
    for (int k = 0; k < 2; k++) {
        UiApp *app = make_app(sizes[k][0], sizes[k][1], 0);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "blood-wars", 2, 2u, 6));
        ui_app_debug_advance(app, 6, 6);
        kit_settle(app);
        ui_app_labels_record(app, true);
        ui_app_render(app);
        int seen = 0;
        SDL_Rect r;
        const char *t;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
            if (strncmp(t, "Deck", 4) == 0 || strncmp(t, "Discard", 7) == 0 || strncmp(t, "Dead-Book", 9) == 0) {
                seen++;
                CHECKF(ui_app_label_size(app, i) >= 12, "blood-wars at %dx%d: the caption \"%s\" is drawn at %.1f", sizes[k][0], sizes[k][1],
                       t, ui_app_label_size(app, i));
            }
        CHECKF(seen >= 3, "blood-wars: %d pile captions drawn", seen);
        ui_app_free(app);
    }
}

/* While the main button shows ("No more challenges", "Done inducting"),
 * Blood Wars' Dead-Book caption is drawn whole (it was cut to "Dead-Boo" at
 * 1280x720 and at 1920x1080 with 150 % text) and the button covers no
 * caption: at both sizes, 100 % and 150 % text, in the first few positions
 * of a fixed random game where a main button shows. */
static void test_dead_book_caption_whole_beside_button(void)
{
    const int sizes[][3] = {{1280, 720, 100}, {1280, 720, 150}, {1920, 1080, 100}, {1920, 1080, 150}};
    static UiClickable cl[512];
    for (int k = 0; k < 4; k++) {
        UiApp *app = make_app(sizes[k][0], sizes[k][1], sizes[k][2]);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", sizes[k][2]);
        REQUIRE(ui_app_start(app, "blood-wars", 2, 2u, 6));
        char where[96];
        int shown = 0;
        for (int step = 0; step < 200 && shown < 3; step++) {
            if (ui_app_debug_advance(app, 1, (unsigned long long)step + 1) != 1) break;
            kit_settle(app);
            ui_app_render(app);
            int n = ui_app_clickables(app, cl, 512), button = -1;
            for (int i = 0; i < n; i++)
                if (cl[i].kind == CLICK_BUTTON && (strcmp(cl[i].label, "No more challenges") == 0 || strcmp(cl[i].label, "Done inducting") == 0))
                    button = i;
            if (button < 0) continue;
            shown++;
            snprintf(where, sizeof where, "blood-wars %dx%d at %d %% with \"%s\"", sizes[k][0], sizes[k][1], sizes[k][2], cl[button].label);
            ui_app_clipped_reset(app);
            ui_app_labels_record(app, true);
            ui_app_render(app);
            kit_check_nothing_cut(app, where);
            SDL_Rect r, panel;
            REQUIRE(ui_app_buttons_panel_rect(app, &panel));
            const char *t;
            int captions = 0;
            for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
                bool pile = strncmp(t, "Deck", 4) == 0 || strncmp(t, "Discard", 7) == 0 || strncmp(t, "Dead-Book", 9) == 0;
                captions += strncmp(t, "Dead-Book", 9) == 0;
                CHECKF(!pile || !kit_meets(r, panel), "%s: the caption \"%s\" (%d,%d %dx%d) runs under the buttons (%d,%d %dx%d)", where, t, r.x,
                       r.y, r.w, r.h, panel.x, panel.y, panel.w, panel.h);
            }
            ui_app_labels_record(app, false);
            CHECKF(captions >= 1, "%s: no Dead-Book caption drawn", where);
        }
        CHECKF(shown > 0, "blood-wars %dx%d: no main button in 200 steps", sizes[k][0], sizes[k][1]);
        ui_app_free(app);
    }
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_hint_tag_covers_nothing);
    RUN(test_setup_rows_one_size);
    RUN(test_ai_words_cover_nothing);
    RUN(test_hint_words_cover_nothing);
    RUN(test_hidden_card_flies_card_sized);
    RUN(test_menu_keys_readable);
    RUN(test_restart_question_fits_its_words);
    RUN(test_small_card_name_clear_of_disc);
    RUN(test_clock_hours_and_line_apart);
    RUN(test_pile_captions_full_size);
    RUN(test_dead_book_caption_whole_beside_button);
    SDL_Quit();
    return tl_summary();
}
