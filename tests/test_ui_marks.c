/* test_ui_marks.c — what the table puts on a card to mark it (the hint's
 * glow and tag) leaves the card readable and clickable:
 *  - Blood Wars, 3 seats hot-seat, Assembly: the hinted card in a warlord's
 *    fanned battle hand was drawn under the card stacked after it; the Hint
 *    tag sat on its name and a click in the middle of its glow took the
 *    other card.  Now the hinted card lies over its neighbours (each keeps a
 *    strip): a click in the middle of each of the hint's glows makes the
 *    hinted move, and the tag keeps off the card's top (its name);
 *  - the blue tick on a picked card (Queen's Blood's mulligan "send back",
 *    Long Live the Queen's Entertainer pick) and the padlock on a locked
 *    one (Queen's Court's Glove) cover none of the card's words, at table
 *    and zoom sizes (the tick sat on the zoomed card's name, the padlock on
 *    the Glove's);
 *  - the Hint tag on a token row (Long Live the Queen's Entertainer) covers
 *    no text (it sat on the row's "×N") and keeps off the side panels (it
 *    sat on the Players panel's frame);
 *  - a Queen's Court pile topped by a Glove shows the value it counts as
 *    (it showed only "G");
 *  - Long Live the Queen's number bar marks no number before the dice are
 *    rolled (it marked last turn's until the roll);
 *  - on the final table the rivals' hands left, face up and small at
 *    1920x1080, are read in the hover zoom, and the table says so;
 * at 1280x720 and 1920x1080, 100 % and 150 % text. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/game.h"
#include "core/registry.h"
#include "core/carddb.h"
#include "core/view.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The sizes a layout is checked at: window and text size. */
static const int SIZES[][3] = {{1920, 1080, 150}, {1920, 1080, 100}, {1280, 720, 100}, {1280, 720, 150}};

/* A hot-seat table of `game` at SIZES[k] (named in `where`), seeded `seed`. */
static UiApp *hot_seat_table(int k, const char *game, int seats, unsigned seed, char *where, size_t n)
{
    snprintf(where, n, "%s at %dx%d, %d %% text", game, SIZES[k][0], SIZES[k][1], SIZES[k][2]);
    UiApp *app = kit_app(SIZES[k][0], SIZES[k][1], "ismcts:easy/it=20/t=0", NULL, 0);
    if (!app) return NULL;
    ui_app_set_setting(app, "ui_scale", SIZES[k][2]);
    if (ui_app_start(app, game, seats, 0u, seed)) return app;
    ui_app_free(app);
    return NULL;
}

/* A fixed hot-seat game of 3 (seed 1, 22 random moves in): Cleo assembles,
 * with 5 cards stacked under Judicator Pell; the hint assigns an item to the
 * first of them, covered by the four stacked after it. */
static void test_hinted_fan_card_clicked_in_its_glow(void)
{
    for (int k = 0; k < 4; k++) {
        char where[96];
        UiApp *app = hot_seat_table(k, "blood-wars", 3, 1, where, sizeof where);
        REQUIRE(app);
        /* the search that gives this hint here (it follows Blood Wars' action
         * list: find another when a rule change moves it) */
        ui_app_set_ai(app, "ismcts:easy/it=150/t=0");
        for (int step = 0; step < 22; step++) REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)step + 1) == 1);
        CHECK_CONTAINS(ui_app_view_text(app, "prompt"), "Assembly");
        REQUIRE(kit_ask_hint(app));
        ui_app_labels_record(app, true);
        ui_app_render(app);
        SDL_Rect src, dst, pill;
        char hint[128], dummy[8];
        REQUIRE(ui_app_hint_glow(app, 0, &src, hint, sizeof hint));
        bool two = ui_app_hint_glow(app, 1, &dst, dummy, sizeof dummy);
        /* the case: an item onto a legion in the battle hand */
        CHECKF(strncmp(ui_app_notice(app), "Hint: Assign Iron Shield to Clockwork Phalanx", 45) == 0, "%s: the hint is \"%s\"", where,
               ui_app_notice(app));
        REQUIRE(two);
        /* the tags ("Hint", "here") keep off the cards' words: a card's name
         * and value lie in its top and bottom quarters */
        const char *tags[] = {"Hint", "here"};
        for (int t = 0; t < 2; t++) {
            REQUIRE(kit_tag_pill(app, tags[t], &pill, NULL));
            for (int side = 0; side < 2; side++) {
                SDL_Rect g = side ? dst : src, top = {g.x, g.y, g.w, g.h / 4}, foot = {g.x, g.y + g.h - g.h / 4, g.w, g.h / 4};
                CHECKF(!kit_meets(pill, top) && !kit_meets(pill, foot), "%s: the %s tag (%d,%d %dx%d) covers the top or foot of the hinted card (%d,%d %dx%d)",
                       where, tags[t], pill.x, pill.y, pill.w, pill.h, g.x, g.y, g.w, g.h);
            }
        }
        char png[96];
        snprintf(png, sizeof png, "hinted-fan-card-%dx%d-%d.png", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        CHECK(kit_save_png(app, png));
        ui_app_labels_record(app, false);
        int before = ui_app_num_actions(app);
        click_at(app, src.x + src.w / 2.0f, src.y + src.h / 2.0f); /* picks the item */
        ui_app_render(app);
        REQUIRE(ui_app_hint_glow(app, 1, &dst, dummy, sizeof dummy));
        click_at(app, dst.x + dst.w / 2.0f, dst.y + dst.h / 2.0f);
        char took[128];
        CHECKF(ui_app_num_actions(app) == before + 1, "%s: clicking the hint's glows made %d moves", where, ui_app_num_actions(app) - before);
        ui_app_action_at(app, ui_app_num_actions(app) - 1, took, sizeof took);
        CHECKF(strcmp(took, hint) == 0, "%s: the hint was \"%s\", the clicks took \"%s\"", where, hint, took);
        ui_app_free(app);
    }
}


/* Draws the table with its labels recorded: the Hint tag's pill covers none
 * of them (*counts, if given, counts the token rows' "×N" drawn). */
static SDL_Rect hint_tag_covers_no_label(UiApp *app, const char *where, int *counts)
{
    ui_app_labels_record(app, true);
    ui_app_render(app);
    SDL_Rect pill = {0, 0, 0, 0}, r;
    int li;
    bool found = kit_tag_pill(app, "Hint", &pill, &li);
    CHECKF(found, "%s: no Hint tag drawn", where);
    if (!found) return pill;
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
        if (counts) *counts += strncmp(t, "×", 2) == 0;
        if (i != li && kit_meets(pill, r))
            CHECKF(0, "%s: the Hint tag (%d,%d %dx%d) covers \"%s\" (%d,%d %dx%d)", where, pill.x, pill.y, pill.w, pill.h, t, r.x, r.y, r.w, r.h);
    }
    return pill;
}

/* Queen's Court against the AI, the hint on a card of my hand (with the hint's
 * message just above the hand): the Hint tag sat across the card's name
 * ("Baroness Ilse" under it at 1280x720, 150 % text), the "here" tag on the
 * name of a rival pile's top card; they cover no words. */
static void test_hand_card_tag_clear_of_its_name(void)
{
    int checked = 0, on_rival = 0;
    for (int k = 0; k < 4; k++)
        for (unsigned seed = 3; seed <= 6; seed++) {
            char where[96];
            snprintf(where, sizeof where, "queens-court seed %u at %dx%d, %d %% text", seed, SIZES[k][0], SIZES[k][1], SIZES[k][2]);
            UiApp *app = kit_app(SIZES[k][0], SIZES[k][1], "ismcts:easy/it=20/t=0", NULL, 0);
            REQUIRE(app);
            ui_app_set_setting(app, "ui_scale", SIZES[k][2]);
            REQUIRE(ui_app_start(app, "queens-court", 2, 2u, seed));
            kit_settle(app);
            REQUIRE(ui_app_current_player(app) == 0);
            REQUIRE(kit_ask_hint(app));
            SDL_Rect pill = hint_tag_covers_no_label(app, where, NULL);
            /* a Queen's Court card's name lies below its picture, in the card's
             * lower middle (the face is cached: its words are no labels) */
            SDL_Rect card, here;
            char hint[128];
            REQUIRE(ui_app_hint_glow(app, 0, &card, hint, sizeof hint));
            SDL_Rect name = {card.x, card.y + card.h / 2, card.w, card.h * 35 / 100};
            CHECKF(!kit_meets(pill, name), "%s: the Hint tag (%d,%d %dx%d) lies on the hinted card's name (%d,%d %dx%d)", where, pill.x,
                   pill.y, pill.w, pill.h, name.x, name.y, name.w, name.h);
            /* nor the "here" tag on the name of the pile's top card (a rival's
             * pile has his hand below it: the tag goes on the card) */
            REQUIRE(ui_app_hint_glow(app, 1, &card, hint, sizeof hint) && kit_tag_pill(app, "here", &here, NULL));
            on_rival += strstr(ui_app_notice(app), "on Ben's") != NULL;
            name = (SDL_Rect){card.x, card.y + card.h / 2, card.w, card.h * 35 / 100};
            CHECKF(!kit_meets(here, name), "%s: the here tag (%d,%d %dx%d) lies on the pile's top card's name (%d,%d %dx%d)", where,
                   here.x, here.y, here.w, here.h, name.x, name.y, name.w, name.h);
            char png[96];
            snprintf(png, sizeof png, "hand-card-tag-%u-%dx%d-%d.png", seed, SIZES[k][0], SIZES[k][1], SIZES[k][2]);
            CHECK(kit_save_png(app, png));
            checked++;
            ui_app_free(app);
        }
    printf("  %d hints checked, %d onto Ben's piles\n", checked, on_rival);
    CHECK_INT(checked, 16);
    CHECK(on_rival > 0);
}

/* Every card of every game drawn picked (VI_SELECTED) or locked (VI_LOCKED)
 * at table sizes and at zoom size: the tick and the padlock (recorded with
 * the card's words) meet none of them. */
static void test_tick_and_padlock_clear_of_card_words(void)
{
    const unsigned marks[] = {VI_SELECTED, VI_LOCKED};
    const float widths[] = {60, 100, 290};
    int games = 0;
    for (int gi = 0; gi < games_count(); gi++) {
        const GameModule *m = games_at(gi), *gm;
        const CardSet *set;
        UiApp *app = kit_app(1600, 900, "ismcts:easy/it=20/t=0", NULL, 0);
        REQUIRE(app);
        if (!ui_app_start(app, m->id, m->min_players, 0, 5) || !ui_app_game(app, &gm, &set) || !set) {
            ui_app_free(app);
            continue;
        }
        ui_app_render(app);
        games++;
        int bad = 0;
        for (int c = 0; c < set->ncards && bad < 3; c++)
            for (int k = 0; k < 2; k++)
                for (int wi = 0; wi < 3; wi++) {
                    char first[300];
                    int n = ui_app_card_text_overlaps(app, c, set->cards[c].value, "", marks[k], widths[wi], widths[wi] * 1.4f, first,
                                                      sizeof first);
                    bad += n != 0;
                    CHECKF(n == 0, "%s card %s %s at %.0f wide: %s", m->id, set->cards[c].name,
                           marks[k] == VI_SELECTED ? "ticked" : "locked", widths[wi], first);
                }
        ui_app_free(app);
    }
    CHECKF(games == games_count(), "only %d of %d games have a table with cards", games, games_count());
}

/* A fixed hot-seat game of Long Live the Queen (seed 3, 70 random moves
 * in, hints asked at the Entertainer's steps): Ann's Recruit, as the
 * Entertainer, is to take one of Ben's tokens; the hint marks Ben's yellow
 * row, between his red and blue ones, and its tag covers no text. */
static void test_token_row_tag_covers_no_text(void)
{
    for (int k = 0; k < 4; k++) {
        char where[96];
        UiApp *app = hot_seat_table(k, "long-live-the-queen", 2, 3, where, sizeof where);
        REQUIRE(app);
        for (int step = 0; step < 70; step++) {
            REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)step + 1) == 1);
            if (step == 48 || step == 68) REQUIRE(kit_ask_hint(app)); /* earlier Entertainer steps (the AI's seed moves on) */
        }
        CHECK_CONTAINS(ui_app_view_text(app, "prompt"), "Entertainer: now take one of Ben's tokens");
        REQUIRE(kit_ask_hint(app));
        /* the middle row: rows above and below it */
        CHECK_CONTAINS(ui_app_notice(app), "Hint: Take Ben's yellow token");
        int words = 0;
        SDL_Rect pill = hint_tag_covers_no_label(app, where, &words);
        CHECKF(words >= 9, "%s: %d token counts drawn", where, words);
        /* and clear of the side panels' frames (it sat on the Players panel's edge) */
        SDL_Rect pr[3];
        int np = ui_app_panel_rects(app, pr, 3);
        CHECKF(np >= 1, "%s: no side panel", where);
        for (int pi = 0; pi < np; pi++) {
            SDL_Rect frame = {pr[pi].x - 3, pr[pi].y - 3, pr[pi].w + 6, pr[pi].h + 6};
            CHECKF(!kit_meets(pill, frame), "%s: the Hint tag (%d,%d %dx%d) meets a side panel (%d,%d %dx%d)", where, pill.x, pill.y, pill.w, pill.h,
                   pr[pi].x, pr[pi].y, pr[pi].w, pr[pi].h);
        }
        char png[96];
        snprintf(png, sizeof png, "token-row-tag-%dx%d-%d.png", SIZES[k][0], SIZES[k][1], SIZES[k][2]);
        CHECK(kit_save_png(app, png));
        ui_app_labels_record(app, false);
        ui_app_free(app);
    }
}

/* Queen's Court in its second half (a fixed 2-seat game against itself):
 * every pile topped by a Glove shows, on the Glove, the value the pile
 * counts as, which is the value of the pile told by the module. */
static void test_glove_shows_what_its_pile_counts(void)
{
    UiApp *app = kit_app(1280, 720, "ismcts:easy/it=20/t=0", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 0u, 4));
    const GameModule *m;
    const CardSet *set;
    int gloves = 0;
    View *v = malloc(sizeof *v);
    REQUIRE(v);
    for (int step = 0; step < 400 && gloves < 3; step++) {
        if (ui_app_debug_advance(app, 1, (unsigned long long)step + 7) != 1) break;
        const GameState *st = ui_app_game(app, &m, &set);
        REQUIRE(st);
        m->view(st, 0, v);
        for (int zi = 0; zi < v->nzones; zi++) {
            const ViewZone *z = &v->zones[zi];
            if (z->kind != VZ_PILE || z->nitems == 0 || z->owner < 0) continue;
            const ViewItem *top = &z->items[z->nitems - 1];
            if (top->card < 0 || !(top->flags & VI_LOCKED)) continue;
            gloves++;
            CHECKF(ui_app_shown_value(app, z->id, z->nitems - 1) == z->value, "%s: the Glove shows %d, the pile counts %d", z->id,
                   ui_app_shown_value(app, z->id, z->nitems - 1), z->value);
            /* drawn on the card: its value disc says the number */
            char first[300], num[8];
            snprintf(num, sizeof num, "%d", top->value);
            CHECK(ui_app_card_text_overlaps(app, top->card, top->value, "", VI_LOCKED, 80, 112, first, sizeof first) == 0);
            bool said = false;
            SDL_Rect r;
            const char *t;
            for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) said |= strcmp(t, num) == 0;
            CHECKF(said, "%s: the Glove's card does not say %s", z->id, num);
        }
    }
    free(v);
    CHECKF(gloves >= 1, "no Glove was played in 400 moves");
    ui_app_render(app);
    CHECK(kit_save_png(app, "glove-on-pile.png"));
    ui_app_free(app);
}

/* A 3-seat hot-seat Blood Wars game played to its end at 1920x1080 with
 * 150 % text: on the final table every rival hand shown face up opens the
 * hover zoom, at least 290 px wide, and the table says to point at a card. */
static void test_final_table_hands_read_in_zoom(void)
{
    char where[96];
    UiApp *app = hot_seat_table(0, "blood-wars", 3, 5, where, sizeof where);
    REQUIRE(app);
    for (int i = 0; i < 3000 && !ui_app_game_over(app); i++) ui_app_debug_advance(app, 1, (unsigned long long)i + 1);
    REQUIRE(ui_app_game_over(app));
    for (int i = 0; i < 20; i++) ui_app_update(app, 0.05);
    float x, y;
    REQUIRE(kit_find(app, "See the final table", &x, &y));
    click_at(app, x, y);
    ui_app_render(app);
    CHECK_CONTAINS(ui_app_notice(app), "point at a card to read it");
    CHECK(kit_save_png(app, "final-table-blood-wars-1920x1080-150.png"));
    char ids[96][32];
    SDL_Rect zr[96];
    int nz = ui_app_zone_rects(app, ids, zr, 96), hands = 0;
    for (int z = 0; z < nz; z++) {
        if (!strstr(ids[z], ".hand") || zr[z].y > SIZES[0][1] / 2 || ui_app_shown_card(app, ids[z], 0) < 0) continue; /* the rivals' blocks, at the top */
        hands++;
        SDL_Rect zoom = {0, 0, 0, 0}, card;
        bool zoomed = false;
        /* the first card from the left, where the table shows it (a hand too
         * small for names lists its cards in its open place) */
        REQUIRE(ui_app_item_rect(app, ids[z], 0, &card));
        for (int px = card.x + 2; px < card.x + card.w && !zoomed; px += 6) {
            mouse_event(app, SDL_MOUSEMOTION, (float)px, card.y + card.h / 2.0f);
            ui_app_render(app); /* the pointer comes to rest */
            ui_app_update(app, 1.0);
            ui_app_render(app);
            zoomed = ui_app_zoom_rect(app, &zoom);
        }
        CHECKF(zoomed && zoom.w >= 290, "%s: pointing at %s's cards opens no readable zoom (%d wide)", where, ids[z], zoom.w);
        char png[96];
        snprintf(png, sizeof png, "final-table-zoom-%s.png", ids[z]);
        CHECK(kit_save_png(app, png));
        mouse_event(app, SDL_MOUSEMOTION, 5, 5);
        ui_app_update(app, 0.1);
    }
    CHECKF(hands >= 1, "%s: no rival hand face up on the final table", where);
    ui_app_free(app);
}

/* A hot-seat Long Live the Queen game: at each "Roll the dice" after the
 * first turn, no number of the bar is marked (last turn's was); after the
 * roll, the number rolled is. */
static void test_number_bar_marks_nothing_before_the_roll(void)
{
    char where[96];
    UiApp *app = hot_seat_table(2, "long-live-the-queen", 2, 3, where, sizeof where);
    REQUIRE(app);
    const GameModule *m;
    const CardSet *set;
    View *v = malloc(sizeof *v);
    REQUIRE(v);
    int before = 0, after = 0;
    for (int step = 0; step < 120 && !ui_app_game_over(app); step++) {
        REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)step + 1) == 1);
        bool roll = strcmp(ui_app_view_text(app, "prompt"), "Roll the dice") == 0;
        bool rolled = strstr(ui_app_view_text(app, "status"), " rolled ") != NULL;
        if (!roll && !rolled) continue;
        const GameState *st = ui_app_game(app, &m, &set);
        REQUIRE(st);
        m->view(st, 0, v);
        int marked = 0;
        for (int zi = 0; zi < v->nzones; zi++) marked += strncmp(v->zones[zi].id, "bar.", 4) == 0 && (v->zones[zi].flags & VI_HIGHLIGHT);
        if (roll && step > 20) {
            before++;
            CHECKF(marked == 0, "%s, move %d: %d numbers of the bar marked before the roll", where, step, marked);
            if (before == 1) snapshot_png(app, "number-bar-before-the-roll.png");
        }
        if (rolled) {
            after++;
            CHECKF(marked == 1, "%s, move %d: %d numbers of the bar marked after the roll", where, step, marked);
        }
    }
    CHECKF(before >= 3 && after >= 3, "%s: %d rolls waited for, %d made", where, before, after);
    free(v);
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_hinted_fan_card_clicked_in_its_glow);
    RUN(test_tick_and_padlock_clear_of_card_words);
    RUN(test_token_row_tag_covers_no_text);
    RUN(test_hand_card_tag_clear_of_its_name);
    RUN(test_glove_shows_what_its_pile_counts);
    RUN(test_final_table_hands_read_in_zoom);
    RUN(test_number_bar_marks_nothing_before_the_roll);
    SDL_Quit();
    return tl_summary();
}
