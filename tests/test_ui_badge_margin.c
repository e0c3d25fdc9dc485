/* test_ui_badge_margin.c — a table's tag on a card is never cut off.  A face
 * is painted once into a cached texture with a margin around the card; a tag
 * too wide for the card takes two lines and may straddle the card's foot or
 * pass its sides ("as Entertainer" on Long Live the Queen's Recruit), so the
 * margin must hold it.  Long Live the Queen at 1280x720 after the gang is
 * arranged at random, over several deals (so several Masters), at 100 % and
 * 150 % text: no text is cut short. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui/ui_internal.h"
#include "ui_kit.h"
#include "core/game.h"
#include "core/view.h"
#include <stdio.h>
#include <string.h>

/* Tags on seat 0's table that take two lines: "as " and a long role. */
static int long_tags(UiApp *app)
{
    View v;
    kit_seat_view(app, 0, &v);
    int n = 0;
    for (int z = 0; z < v.nzones; z++)
        for (int i = 0; i < v.zones[z].nitems; i++) n += strlen(v.zones[z].items[i].badge) >= 12;
    return n;
}

/* Long Live the Queen against the AI in a w x h window, seat 0's gang
 * arranged at random. */
static UiApp *arranged_table_at(unsigned long long seed, int w, int h)
{
    const struct GameModule *m = NULL;
    const struct CardSet *set = NULL;
    UiApp *app = kit_app(w, h, "random", NULL, 0);
    if (app && !(ui_app_start(app, "long-live-the-queen", 2, 2u, seed) && ui_app_game(app, &m, &set))) {
        ui_app_free(app);
        return NULL;
    }
    if (!app) return NULL;
    float x, y;
    kit_settle(app);
    if (kit_find(app, "Arrange everything at random", &x, &y)) {
        click_at(app, x, y);
        kit_settle(app);
    }
    return app;
}

static UiApp *arranged_table(unsigned long long seed) { return arranged_table_at(seed, 1280, 720); }

/* Seat 0's Recruit tags ("as Assassin") each drawn as one line at `scale`
 * % text: on two lines, under a small tile, the second hung below it. */
static int recruit_tags_on_one_line(UiApp *app, int scale, const char *where)
{
    View v;
    kit_seat_view(app, 0, &v);
    int before = ui_app_get_setting(app, "ui_scale"), told = 0;
    ui_app_set_setting(app, "ui_scale", scale);
    card_cache_flush();
    ui_app_card_texts_record(app, true);
    ui_app_render(app);
    for (int z = 0; z < v.nzones; z++)
        for (int i = 0; i < v.zones[z].nitems; i++) {
            const char *tag = v.zones[z].items[i].badge;
            if (strncmp(tag, "as ", 3) != 0) continue;
            bool whole = false;
            SDL_Rect r;
            const char *t;
            for (int k = 0; (t = ui_app_label_at(app, k, &r)) != NULL && !whole; k++) whole = strcmp(t, tag) == 0;
            CHECKF(whole, "%s at %d %%: \"%s\" is not drawn on one line", where, scale, tag);
            told++;
        }
    if (told && scale == 150) {
        char name[80];
        snprintf(name, sizeof name, "badge-recruit-%s.png", where);
        for (char *c = name; *c; c++)
            if (*c == ' ') *c = '-';
        kit_save_png(app, name);
    }
    ui_app_card_texts_record(app, false);
    ui_app_set_setting(app, "ui_scale", before);
    return told;
}

static void test_long_tags_are_whole(void)
{
    int tags = 0, recruits = 0;
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        UiApp *app = arranged_table(seed);
        REQUIRE(app);
        tags += long_tags(app);
        char where[96];
        snprintf(where, sizeof where, "long-live-the-queen seed %llu at 150 %%", seed);
        card_cache_flush(); /* each face painted again, so its tags are measured */
        kit_expect_nothing_cut(app, 150, where);
        snprintf(where, sizeof where, "long-live-the-queen seed %llu at 100 %%", seed);
        card_cache_flush();
        kit_expect_nothing_cut(app, 100, where);
        snprintf(where, sizeof where, "1280x720 seed %llu", seed);
        recruits += recruit_tags_on_one_line(app, 150, where); /* the widest text: at 100 % it is narrower */
        ui_app_free(app);
    }
    printf("  %d long tags and %d Recruit tags on the tables looked at\n", tags, recruits);
    CHECK(tags > 0 && recruits > 0);
}

/* A tag that says what the zone's caption says is shown once: Long Live
 * the Queen's Masters carry "Master" under their captions "Master" (the
 * rival's tag touched the caption just below it).  Every word drawn on the
 * table, the cards' own too, holds "Master" once per Master. */
static void test_master_said_once(void)
{
    UiApp *app = arranged_table(3);
    REQUIRE(app);
    card_cache_flush();
    ui_app_card_texts_record(app, true);
    ui_app_render(app);
    SDL_Rect r;
    const char *t;
    int said = 0;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) said += strcmp(t, "Master") == 0;
    ui_app_card_texts_record(app, false);
    CHECKF(said == 2, "\"Master\" drawn %d times for 2 Masters", said);
    kit_save_png(app, "badge-master-once.png");
    ui_app_free(app);
}

/* The same at 1920x1080, on a deal whose Recruit took two lines there at
 * 1280x720 (seed 4: "as Assassin"). */
static void test_recruit_tag_on_one_line_large(void)
{
    UiApp *app = arranged_table_at(4, 1920, 1080);
    REQUIRE(app);
    int tags = recruit_tags_on_one_line(app, 150, "1920x1080 seed 4");
    CHECK(tags > 0);
    ui_app_free(app);
}

int main(void)
{
    RUN(test_long_tags_are_whole);
    RUN(test_master_said_once);
    RUN(test_recruit_tag_on_one_line_large);
    return tl_summary();
}
