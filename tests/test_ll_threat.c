/* test_ll_threat.c — Long Live the Queen's threat marker: a face-up
 * tile that a rival's face-up Sniper or Assassin would turn face down on some
 * roll carries "⚠ roll N" in every seat's view, so a loss like "the rival Sniper
 * turned my Princess face down" can be seen coming. */
#include "testlib.h"
#include <stdlib.h>
#include "core/registry.h"

static void princess_under_the_rival_sniper_is_marked(void)
{
    const GameModule *m = games_find("long-live-the-queen");
    Report r = {0};
    CardSet *set = carddb_load_named(m, NULL, &r);
    report_free(&r);
    REQUIRE(set);
    GameState *st = tl_load_position(m, set, "tests/positions/long-live-the-queen/princess-exposed.json");
    REQUIRE(st);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    for (int observer = -1; observer <= 1; observer++) {
        memset(v, 0, sizeof *v);
        m->view(st, observer, v);
        int marked = 0;
        for (int zi = 0; zi < v->nzones; zi++) {
            const ViewZone *z = &v->zones[zi];
            if (z->nitems != 1 || !strstr(z->items[0].badge, "⚠")) continue;
            marked++;
            /* seat 1's Sniper at 7 aims at the mirror, 14 - 7 = 7: seat 0's Princess */
            CHECK_STR(z->id, "p0.pos7");
            CHECK_STR(z->items[0].badge, "⚠ roll 7"); /* says which roll: not read as "at 7" */
        }
        CHECK_INT(marked, 1);
    }
    free(v);
    game_free(st);
    carddb_free(set);
}

int main(void)
{
    RUN(princess_under_the_rival_sniper_is_marked);
    return tl_summary();
}
