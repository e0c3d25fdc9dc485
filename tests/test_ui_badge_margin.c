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

/* Long Live the Queen against the AI, seat 0's gang arranged at random. */
static UiApp *arranged_table(unsigned long long seed)
{
    const struct GameModule *m = NULL;
    const struct CardSet *set = NULL;
    UiApp *app = kit_table("long-live-the-queen", 2, 2u, seed, &m, &set);
    if (!app) return NULL;
    float x, y;
    kit_settle(app);
    if (kit_find(app, "Arrange everything at random", &x, &y)) {
        click_at(app, x, y);
        kit_settle(app);
    }
    return app;
}

static void test_long_tags_are_whole(void)
{
    int tags = 0;
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
        ui_app_free(app);
    }
    printf("  %d long tags on the tables looked at\n", tags);
    CHECK(tags > 0);
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

int main(void)
{
    RUN(test_long_tags_are_whole);
    RUN(test_master_said_once);
    return tl_summary();
}
