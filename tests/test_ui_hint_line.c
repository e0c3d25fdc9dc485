/* test_ui_hint_line.c — the Hint, as a player reads it after pressing the
 * button: one line that says what to do in a player's words, then why
 * ("Hints address the player and say why in one line"):
 *  - Queen's Blood's mulligan: "Hint: Keep this hand (AI estimate …)" or
 *    "Hint: Send back Gate Warden (…)", never "Hint: Done (…)";
 *  - Queen by Midnight: one pair of brackets, the reason's — no "(0 Clout)";
 *  - asked again before anything moved, the hint is the first one, not a new
 *    search (seeded anew, it named the other of two equal moves: "Choose no
 *    more", then "Choose Lifted Coin", each saying nothing else changes);
 *  - a click on the "here" tag is a click on the place it names: beside a
 *    pile at the table's foot (Queen's Court at 150 % text), it dropped the
 *    picked card and said nothing;
 *  - Queen's Blood's hint at 150 % text reads in a few wide lines, whole on
 *    the screen (it was a column of some 20 short lines);
 *  - a hint on a Blood Wars battle hand's name strip has its tag beside it,
 *    over no other card of the warlord.
 * Against AI seats with a fixed iteration budget (no time cap): the same hint
 * on every run, however loaded the machine. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool wait_for_hint(UiApp *app)
{
    for (int i = 0; i < 20000 && !ui_app_has_hint(app); i++) {
        ui_app_update(app, 0.001);
        kit_nap(app);
    }
    return ui_app_has_hint(app);
}

/* Presses Hint on the human seat's turn; the notice it leaves, or NULL. */
static const char *hint_of(UiApp *app)
{
    kit_settle(app);
    float x, y;
    if (!kit_find(app, "Hint", &x, &y)) return NULL;
    click_at(app, x, y);
    return wait_for_hint(app) ? ui_app_notice(app) : NULL;
}

static int count_of(const char *s, char c)
{
    int n = 0;
    for (; *s; s++) n += *s == c;
    return n;
}

/* Follows the hints at the mulligan (a card to mark: its glow is clicked)
 * until the hint is the button: that hint must say what the button does. */
static void test_mulligan_hint_says_what_to_do(void)
{
    int buttons = 0;
    for (unsigned long long seed = 1; seed <= 6 && buttons < 2; seed++) {
        UiApp *app = kit_app(1280, 720, "ismcts:easy/it=60/t=0", NULL, 0);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queens-blood", 2, 2u, seed));
        kit_settle(app);
        if (ui_app_current_player(app) != 0 || !strstr(ui_app_view_text(app, "status"), "Mulligan")) {
            ui_app_free(app);
            continue;
        }
        for (int k = 0; k < 8; k++) {
            const char *hint = hint_of(app);
            CHECKF(hint != NULL, "seed %llu: no hint at the mulligan", seed);
            if (!hint) break;
            printf("  %s\n", hint);
            CHECKF(strncmp(hint, "Hint: Keep ", 11) == 0 || strncmp(hint, "Hint: Send back ", 16) == 0, "seed %llu: the hint reads \"%s\"",
                   seed, hint);
            SDL_Rect glow;
            char text[64];
            ui_app_render(app); /* the glow is placed as the table is drawn */
            if (!ui_app_hint_glow(app, 0, &glow, text, sizeof text)) { /* the button: no card glows */
                CHECKF(strncmp(hint, "Hint: Keep this hand", 20) == 0 || strstr(hint, ", draw ") != NULL, "seed %llu: \"%s\"", seed,
                       hint);
                buttons++;
                break;
            }
            click_at(app, (float)glow.x + (float)glow.w / 2, (float)glow.y + (float)glow.h / 2);
        }
        ui_app_free(app);
    }
    CHECKF(buttons > 0, "the hints never came to the mulligan's button in 6 seeds");
}

static void test_queen_by_midnight_hint_is_one_line(void)
{
    UiApp *app = kit_app(1280, 720, "ismcts:easy/it=60/t=0", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queen-by-midnight", 2, 2u, 3));
    int told = 0;
    for (int step = 0; step < 400 && told < 3 && !ui_app_game_over(app); step++) {
        kit_settle(app);
        if (ui_app_current_player(app) == 0 && strstr(ui_app_view_text(app, "prompt"), "play, buy or refresh")) {
            const char *hint = hint_of(app);
            CHECKF(hint != NULL, "step %d: no hint", step);
            if (hint) {
                printf("  %s\n", hint);
                CHECKF(strncmp(hint, "Hint: ", 6) == 0 && count_of(hint, '(') <= 1 && !strstr(hint, "0 Clout"), "step %d: \"%s\"", step,
                       hint);
                told++;
            }
        }
        if (ui_app_debug_advance(app, 1, 100 + (unsigned long long)step) != 1) break;
    }
    CHECKF(told > 0, "the person never had a main phase to ask about");
    ui_app_free(app);
}

static void test_second_hint_is_the_first(void)
{
    UiApp *app = kit_app(1280, 720, "ismcts:easy/it=60/t=0", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queen-by-midnight", 2, 2u, 3));
    for (int step = 0; step < 40 && ui_app_current_player(app) != 0; step++)
        if (ui_app_debug_advance(app, 1, 200 + (unsigned long long)step) != 1) break;
    const char *first = hint_of(app);
    REQUIRE(first != NULL);
    char again[640];
    snprintf(again, sizeof again, "%s", first);
    float x, y;
    REQUIRE(kit_find(app, "Hint", &x, &y));
    click_at(app, x, y);
    CHECKF(ui_app_has_hint(app), "a second Hint started a new search instead of repeating \"%s\"", again);
    CHECKF(strcmp(ui_app_notice(app), again) == 0, "the second Hint reads \"%s\", the first \"%s\"", ui_app_notice(app), again);
    ui_app_free(app);
}

static bool meets(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void test_click_on_here_tag_plays_there(void)
{
    int played = 0;
    for (unsigned pos = 0; pos < 12 && !played; pos++) {
        UiApp *app = kit_app(1280, 720, "ismcts:easy/it=60/t=0", NULL, 0);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", 150);
        REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 50 + pos));
        kit_settle(app);
        if (pos) ui_app_debug_advance(app, 2 * (int)pos, pos);
        kit_settle(app);
        SDL_Rect card, place, tag;
        char text[64];
        if (ui_app_current_player(app) != 0 || !kit_ask_hint(app)) {
            ui_app_free(app);
            continue;
        }
        ui_app_render(app);
        if (ui_app_hint_glow(app, 0, &card, text, sizeof text) && ui_app_hint_glow(app, 1, &place, text, sizeof text) &&
            ui_app_hint_tag(app, 1, &tag) && !meets(tag, place)) {
            int before = ui_app_log_count(app);
            click_at(app, (float)card.x + (float)card.w / 2, (float)card.y + (float)card.h / 2);
            kit_settle(app);
            click_at(app, (float)tag.x + (float)tag.w / 2, (float)tag.y + (float)tag.h / 2);
            kit_settle(app);
            CHECKF(ui_app_log_count(app) > before, "position %u: a click on the \"here\" tag (%d,%d %dx%d) beside %s (%d,%d %dx%d) made no move",
                   pos, tag.x, tag.y, tag.w, tag.h, text, place.x, place.y, place.w, place.h);
            played++;
        }
        ui_app_free(app);
    }
    CHECKF(played > 0, "no hint in 12 positions had its \"here\" tag beside the place");
}

/* Queen's Blood at 150 % text: its message place is a narrow column (166
 * units) with nothing free around it; the hint read as a column of some 20
 * short lines running off the screen.  Now a few wide lines, whole on the
 * screen, over the least of the table. */
static void test_queens_blood_hint_reads_in_a_few_lines(void)
{
    UiApp *app = kit_app(1280, 720, "ismcts:easy/it=60/t=0", NULL, 0);
    REQUIRE(app);
    ui_app_set_setting(app, "ui_scale", 150);
    REQUIRE(ui_app_start(app, "queens-blood", 2, 2u, 1));
    for (int step = 0; step < 40; step++) {
        kit_settle(app);
        if (ui_app_current_player(app) == 0 && strstr(ui_app_view_text(app, "prompt"), "Play a card")) break;
        if (ui_app_debug_advance(app, 1, 300 + (unsigned long long)step) != 1) break;
    }
    printf("  %s\n", ui_app_view_text(app, "prompt"));
    REQUIRE(strstr(ui_app_view_text(app, "prompt"), "Play a card") != NULL);
    REQUIRE(kit_ask_hint(app));
    ui_app_render(app);
    printf("  %s\n", ui_app_notice(app));
    SDL_Rect b[16];
    int nb = ui_app_banner_rects(app, b, 16), tall = 0;
    for (int i = 0; i < nb; i++) {
        printf("  a box at %d,%d %dx%d\n", b[i].x, b[i].y, b[i].w, b[i].h);
        CHECKF(b[i].y >= 0 && b[i].y + b[i].h <= 720, "a box runs off the screen: %d,%d %dx%d", b[i].x, b[i].y, b[i].w, b[i].h);
        tall += b[i].h > 180; /* more than about six lines at 150 % */
    }
    CHECK(nb > 0);
    CHECK_INT(tall, 0);
    /* the widest box is the hint's words: never over the places it marks */
    int wide = 0;
    for (int i = 1; i < nb; i++)
        if (b[i].w > b[wide].w) wide = i;
    for (int side = 0; side < 2 && nb > 0; side++) {
        SDL_Rect glow;
        char text[64];
        if (ui_app_hint_glow(app, side, &glow, text, sizeof text))
            CHECKF(!meets(b[wide], glow), "the hint's words cover what it marks (%s)", text);
    }
    snapshot_png(app, "qb-hint-150.png");
    ui_app_free(app);
}

/* The zone and item the rect r is drawn as (its glow), or false. */
static bool item_at(UiApp *app, SDL_Rect r, char *zone, int *idx)
{
    char ids[64][32];
    SDL_Rect zr[64];
    int nz = ui_app_zone_rects(app, ids, zr, 64);
    for (int z = 0; z < nz; z++) {
        SDL_Rect q;
        for (int i = 0; ui_app_item_rect(app, ids[z], i, &q); i++)
            if (abs(q.x - r.x) <= 1 && abs(q.y - r.y) <= 1 && abs(q.w - r.w) <= 1 && abs(q.h - r.h) <= 1) {
                snprintf(zone, 32, "%s", ids[z]);
                *idx = i;
                return true;
            }
    }
    return false;
}

/* A hint on a card of a Blood Wars battle hand, a name strip among strips:
 * its tag covers no other card of that warlord (under the strip it lay
 * over the next strip's name, and "here" read as that card's). */
static void test_a_strip_tag_covers_no_other_strip(void)
{
    int seen = 0;
    for (unsigned pos = 16; pos < 17; pos++) { /* a position (of 24 tried) whose hint takes a strip back */
        UiApp *app = kit_app(1600, 900, "ismcts:easy/it=60/t=0", NULL, 0);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "blood-wars", 2, 2u, 70 + pos));
        kit_settle(app);
        ui_app_debug_advance(app, 8 + 3 * (int)pos, pos);
        kit_settle(app);
        if (ui_app_current_player(app) != 0 || !kit_ask_hint(app)) {
            ui_app_free(app);
            continue;
        }
        ui_app_render(app);
        for (int side = 0; side < 2; side++) {
            SDL_Rect glow, tag, q;
            char text[96], zone[32];
            int idx;
            if (!ui_app_hint_glow(app, side, &glow, text, sizeof text) || !ui_app_hint_tag(app, side, &tag) ||
                glow.w <= 2 * glow.h || !item_at(app, glow, zone, &idx) || idx == 0 || !ui_app_item_rect(app, zone, 2, &q))
                continue;
            seen++;
            for (int i = 0; ui_app_item_rect(app, zone, i, &q); i++)
                CHECKF(i == idx || !meets(tag, q), "position %u: the tag of %s (%d,%d %dx%d) lies over card %d of %s (%d,%d %dx%d)",
                       pos, text, tag.x, tag.y, tag.w, tag.h, i, zone, q.x, q.y, q.w, q.h);
        }
        ui_app_free(app);
    }
    CHECKF(seen > 0, "the hint no longer marks a battle hand's strip: pick another position");
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_mulligan_hint_says_what_to_do);
    RUN(test_queen_by_midnight_hint_is_one_line);
    RUN(test_second_hint_is_the_first);
    RUN(test_click_on_here_tag_plays_there);
    RUN(test_queens_blood_hint_reads_in_a_few_lines);
    RUN(test_a_strip_tag_covers_no_other_strip);
    SDL_Quit();
    return tl_summary();
}
