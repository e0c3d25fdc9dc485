/* test_ui_round_end.c — the round summary over the round as it ended:
 * a person against the AI in Queen's Court ends round 1; while
 * "Next round" waits, the table shows that round's piles (the module's
 * view_round_end), the header names no turn, H gives no hint and says why,
 * Undo says why not, and nobody moves; after "Next round" the new deal shows.
 * Moves are made by ui_app_debug_advance (a fixed generator), so no thread's
 * speed matters.  With CT_TEST_OUT set, the summary is saved as
 * round-end-<w>x<h>.png for a look. */
#include "testlib.h"
#include "ui_kit.h"
#include "core/game.h"
#include "games/queens-court/qc.h"
#include <stdlib.h>
#include <string.h>

static bool frame_says(UiApp *app, const char *text)
{
    ui_app_render_logged(app);
    for (int i = 0; i < ui_app_drawn_count(app); i++)
        if (strstr(ui_app_drawn_text(app, i), text)) return true;
    return false;
}

/* Items the table shows in zone `id` now. */
static int shown_items(UiApp *app, const char *id)
{
    int n = 0;
    while (ui_app_shown_card(app, id, n) != -3) n++;
    return n;
}

static void summary_at(int w, int h, int players)
{
    UiApp *app = kit_app(w, h, "random", NULL, 0);
    REQUIRE(app);
    unsigned ai = (1u << players) - 2u; /* seat 0 a person, the others the AI */
    REQUIRE(ui_app_start(app, "queens-court", players, ai, 5));
    bool open = false;
    ui_app_render(app);
    int felt = ui_app_background_paints(app, true, false), background = ui_app_background_paints(app, false, false);
    for (int i = 0; i < 400 && !open && !ui_app_game_over(app); i++) {
        REQUIRE(ui_app_debug_advance(app, 1, 1000u + (unsigned)i) == 1);
        open = ui_app_view_text(app, "summary")[0] != 0;
        if (!open && i % 4 == 0) ui_app_render(app);
    }
    REQUIRE(open);
    /* the zone boxes changed with the moves over a felt painted once, and a
     * frame shows what one with the whole background painted again shows */
    CHECK(ui_app_background_paints(app, false, false) > background);
    CHECK_INT(ui_app_background_paints(app, true, false), felt);
    ui_app_summary_layer(app, false);
    ui_app_render(app);
    uint64_t kept = ui_app_frame_hash(app);
    ui_app_background_paints(app, true, true);
    ui_app_render(app);
    CHECK(kept != 0 && ui_app_frame_hash(app) == kept);
    CHECK_INT(ui_app_background_paints(app, true, false), felt + 1);
    ui_app_summary_layer(app, true);
    const GameModule *m;
    const CardSet *set;
    const QcState *st = (const QcState *)ui_app_game(app, &m, &set);
    REQUIRE(st && st->round == 2); /* the state holds the next deal already */
    CHECK_CONTAINS(ui_app_view_text(app, "summary"), "Round 1");

    /* the table: round 1's piles as scored, not round 2's one-card piles */
    int longer = 0;
    for (int p = 0; p < players; p++)
        for (int k = 0; k < 2; k++) {
            char id[16];
            snprintf(id, sizeof id, "p%d.%s", p, k ? "right" : "left");
            int n = shown_items(app, id);
            REQUIRE(n > 0);
            int want = k ? st->end_right[p] : st->end_left[p];
            CHECKF(ui_app_shown_value(app, id, n - 1) == want, "%s shows %d on top, the round ended on %d", id,
                   ui_app_shown_value(app, id, n - 1), want);
            CHECK_INT(n, st->end_pilelen[p][k] < QC_END_PILE ? st->end_pilelen[p][k] : QC_END_PILE);
            longer += n > 1;
        }
    CHECK(longer > 0); /* a dealt pile holds one card: this is not the new deal */
    for (int p = 1; p < players; p++) { /* the others' hands as view() hides them */
        char id[16];
        snprintf(id, sizeof id, "p%d.hand", p);
        for (int i = 0; i < shown_items(app, id); i++) CHECK_INT(ui_app_shown_card(app, id, i), VIEW_CARD_BACK);
    }

    /* the header: the round is over, nobody's turn */
    CHECK_STR(ui_app_view_text(app, "status"), "Round 1 is over");
    CHECK(frame_says(app, "Round 1 is over"));
    CHECK(!frame_says(app, "Your turn"));
    CHECK(!frame_says(app, "to play"));

    /* H: no hint, and why; Ctrl+Z: nothing taken back, and why */
    press_key(app, SDLK_h, 0);
    CHECK(!ui_app_ai_busy(app));
    CHECK(!ui_app_has_hint(app));
    CHECK_CONTAINS(ui_app_notice(app), "round is over");
    int n = ui_app_num_actions(app);
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), n);
    CHECK_CONTAINS(ui_app_notice(app), "round is over");
    for (int i = 0; i < 20; i++) ui_app_update(app, 0.05);
    CHECK_INT(ui_app_num_actions(app), n); /* nobody moves under the summary */
    CHECK(!ui_app_has_hint(app));
    CHECK(ui_app_view_text(app, "summary")[0] != 0);

    /* the still table under the box is painted once, then copied: frames
     * after the first paint nothing of it again, and show what a frame
     * drawn whole shows */
    ui_app_render(app);
    int painted = ui_app_summary_layer(app, true);
    uint64_t layered = ui_app_frame_hash(app);
    for (int i = 0; i < 3; i++) ui_app_render(app);
    CHECK(painted >= 1);
    CHECK_INT(ui_app_summary_layer(app, true), painted);
    ui_app_summary_layer(app, false);
    ui_app_render(app);
    CHECK(layered != 0 && ui_app_frame_hash(app) == layered);
    CHECK_INT(ui_app_summary_layer(app, true), painted);

    char name[48];
    snprintf(name, sizeof name, "round-end-%dp-%dx%d.png", players, w, h);
    snapshot_png(app, name);

    /* Next round: the new deal, and its turn */
    float x, y;
    REQUIRE(kit_find(app, "Next round", &x, &y));
    click_at(app, x, y);
    CHECK(ui_app_view_text(app, "summary")[0] == 0);
    CHECK_CONTAINS(ui_app_view_text(app, "status"), "Round 2");
    for (int p = 0; p < players; p++)
        for (int k = 0; k < 2; k++) {
            char id[16];
            snprintf(id, sizeof id, "p%d.%s", p, k ? "right" : "left");
            CHECK_INT(shown_items(app, id), 1); /* dealt: one card a pile */
        }
    CHECK(!frame_says(app, "Round 1 is over"));
    ui_app_free(app);
}

static void test_summary_over_the_ended_round(void)
{
    summary_at(1280, 720, 2);
    summary_at(1920, 1080, 2);
    summary_at(1920, 1080, 5); /* the longest summary and the most piles to keep clear */
}

int main(void)
{
    RUN(test_summary_over_the_ended_round);
    return tl_summary();
}
