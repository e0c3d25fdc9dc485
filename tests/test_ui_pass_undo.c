/* test_ui_pass_undo.c — Ctrl+Z on the hot-seat "Pass to …" screen.
 * The key asks the same question as the table's Undo button
 * (play_undo_blocked): where the move may be taken back it is; where it may
 * not, the pass screen says why in the words of the greyed button's tooltip,
 * naming the mover (whoever holds the screen reads it).  Also the undo
 * refusals say whose move and why ("Ben has moved since your last move"). */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "click_kit.h"
#include "core/registry.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>

/* The frame drawn now shows `text` (the drawn-text log keeps 47 characters of each). */
static bool drawn_now(UiApp *app, const char *text)
{
    ui_app_render_logged(app);
    for (int i = 0; i < ui_app_drawn_count(app); i++) {
        const char *d = ui_app_drawn_text(app, i);
        size_t n = strlen(d);
        if (n >= 20 && strncmp(d, text, n) == 0) return true;
    }
    return false;
}

/* Queen's Court, three people at one screen: Ann plays and draws, looks at
 * her new card, presses Done; on "Pass to Ben" Ctrl+Z takes nothing back and
 * the screen says why, as Undo's tooltip said at her table. */
static void test_ctrl_z_on_pass_screen_says_why(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 3, 0, 404));
    REQUIRE(click_kind(app, CLICK_PASS, "show my table"));
    REQUIRE(ui_app_current_player(app) == 0);
    one_human_move(app);
    REQUIRE(!ui_app_pass_screen(app)); /* Ann sees the card she drew first */
    /* at her table: the greyed Undo's tooltip */
    char at_table[200];
    snprintf(at_table, sizeof at_table, "%s", ui_app_view_text(app, "undo_why"));
    CHECK_STR(at_table, "Your last move cannot be taken back: a card was drawn");
    REQUIRE(click_button(app, "Done: pass to"));
    REQUIRE(ui_app_pass_screen(app));
    float x, y;
    CHECK(!ui_app_find(app, CLICK_BUTTON, "Take back", &x, &y));
    /* the same reason, the mover named: the screen says "Pass to Ben" */
    char want[200];
    snprintf(want, sizeof want, "%s's%s", ui_app_seat_name(app, 0), at_table + strlen("Your"));
    CHECK_STR(ui_app_view_text(app, "undo_why"), want);
    CHECKF(!drawn_now(app, want), "the reason shows before Ctrl+Z was pressed");
    int n = ui_app_num_actions(app);
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), n);
    CHECK(ui_app_pass_screen(app)); /* nobody's table shows */
    CHECK_STR(ui_app_notice(app), want);
    CHECKF(drawn_now(app, want), "Ctrl+Z on the pass screen: \"%s\" is not on the screen", want);
    kit_expect_nothing_cut(app, 150, "the pass screen's reason at 150 % text");
    CHECK(kit_save_png(app, "pass_screen_ctrl_z.png"));
    ui_app_free(app);
}

/* Queen's Blood, two people at one screen: keeping the opening hand shows
 * nothing new, so on the pass screen Ctrl+Z takes it back, as the pass
 * screen's "Take back" button does, and the pass screen comes again. */
static void test_ctrl_z_on_pass_screen_takes_back(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-blood", 2, 0, 505));
    int first = ui_app_current_player(app);
    REQUIRE(click_kind(app, CLICK_PASS, "show my table"));
    REQUIRE(click_button(app, "Keep this hand"));
    REQUIRE(ui_app_pass_screen(app));
    CHECK_STR(ui_app_view_text(app, "undo_why"), "");
    float x, y;
    CHECK(ui_app_find(app, CLICK_BUTTON, "Take back", &x, &y));
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), 0);
    CHECK_INT(ui_app_current_player(app), first);
    CHECK(ui_app_pass_screen(app));
    CHECK_CONTAINS(ui_app_notice(app), "Taken back");
    ui_app_free(app);
}

/* Two people and an AI between them (Queen by Midnight: Ann, the AI, Ben):
 * on the pass screen after the AI's move, Ann's move is behind the AI's, so
 * neither the button nor Ctrl+Z takes anything back, and the reason says so
 * (before, the pass screen judged the AI's move as if it were the mover's:
 * "Ben's last move cannot be taken back", Ben being the AI). */
static void test_pass_screen_after_an_ai_move(void)
{
    if (!games_find("queen-by-midnight")) return;
    int seen = 0;
    for (unsigned long long seed = 1; seed <= 6 && seen < 3; seed++) {
        UiApp *app = make_app(NULL);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queen-by-midnight", 3, 2u, seed)); /* seat 1 is the AI */
        int after_human = -1;
        for (int step = 0; step < 300 && !ui_app_game_over(app) && seen < 3; step++) {
            kit_settle(app);
            if (ui_app_pass_screen(app) && after_human >= 0 && ui_app_num_actions(app) > after_human) {
                char ai_then[200];
                snprintf(ai_then, sizeof ai_then, "%s has moved since", ui_app_seat_name(app, 1));
                const char *why = ui_app_view_text(app, "undo_why");
                CHECKF(strstr(why, ai_then) && strstr(why, "'s last move, so it cannot be taken back"),
                       "seed %llu: pass screen after the AI's move: \"%s\"", seed, why);
                float x, y;
                CHECKF(!ui_app_find(app, CLICK_BUTTON, "Take back", &x, &y), "seed %llu: \"Take back\" offered after the AI's move", seed);
                int n = ui_app_num_actions(app);
                press_key(app, SDLK_z, KMOD_LCTRL);
                CHECK_INT(ui_app_num_actions(app), n);
                CHECK(ui_app_pass_screen(app));
                seen++;
                after_human = -1;
            }
            int n = ui_app_num_actions(app);
            if (!human_click(app)) break;
            if (ui_app_num_actions(app) > n && !ui_app_pass_screen(app)) after_human = ui_app_num_actions(app);
        }
        ui_app_free(app);
    }
    CHECKF(seen > 0, "no pass screen after an AI move in 6 games");
}

/* Against the AI, the refusal says whose move and why: my move, and the AI
 * has moved since (it read as if the AI's move were meant). */
static void test_refusal_says_whose_move(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 31)); /* me, then the AI */
    kit_settle(app);
    REQUIRE(ui_app_current_player(app) == 0);
    one_human_move(app);
    kit_settle(app);
    REQUIRE(ui_app_current_player(app) == 0);
    char want[200];
    snprintf(want, sizeof want, "%s has moved since your last move, so it cannot be taken back", ui_app_seat_name(app, 1));
    CHECK_STR(ui_app_view_text(app, "undo_why"), want);
    int n = ui_app_num_actions(app);
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), n);
    CHECK_STR(ui_app_notice(app), want);
    /* the longer words stay whole, in the message place and in Undo's tooltip (the pointer on the greyed button) */
    mouse_event(app, SDL_MOUSEMOTION, 1417, 33);
    ui_app_update(app, 1.0);
    kit_expect_nothing_cut(app, 150, "the refusal at 150 % text");
    kit_expect_nothing_cut(app, 100, "the refusal at 100 % text");
    CHECK(kit_save_png(app, "undo_refusal_words.png"));
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_ctrl_z_on_pass_screen_says_why);
    RUN(test_ctrl_z_on_pass_screen_takes_back);
    RUN(test_pass_screen_after_an_ai_move);
    RUN(test_refusal_says_whose_move);
    SDL_Quit();
    return tl_summary();
}
