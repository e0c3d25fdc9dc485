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

static void test_long_tags_are_whole(void)
{
    int tags = 0;
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        const struct GameModule *m = NULL;
        const struct CardSet *set = NULL;
        UiApp *app = kit_table("long-live-the-queen", 2, 2u, seed, &m, &set);
        REQUIRE(app);
        float x, y;
        kit_settle(app);
        if (kit_find(app, "Arrange everything at random", &x, &y)) {
            click_at(app, x, y);
            kit_settle(app);
        }
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

int main(void)
{
    RUN(test_long_tags_are_whole);
    return tl_summary();
}
