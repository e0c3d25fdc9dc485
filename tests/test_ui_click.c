/* test_ui_click.c — drives the table only with synthetic SDL mouse and key
 * events (never calling apply): whole games as a human seat against an AI
 * seat, from the menu to the results screen, for every registered game;
 * undo, hint, hot-seat pass screen, what a click tells.  Saving, loading and
 * settings by clicks: test_ui_saves.c; a click that is no move: test_ui_why.c. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "click_kit.h"
#include "core/paths.h"
#include "core/registry.h"
#include "core/game.h"
#include <SDL2/SDL.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>

/* How many of the human's (seat 0) recorded decisions start with one of the
 * '|'-separated action words in `what` ("choose ", "swap "). */
static int human_lines_with(UiApp *app, const char *what)
{
    int n = 0;
    char text[160];
    for (int i = 0; i < ui_app_num_actions(app); i++) {
        if (ui_app_action_at(app, i, text, sizeof text) != 0) continue;
        for (const char *w = what; *w;) {
            size_t len = strcspn(w, "|");
            if (strncmp(text, w, len) == 0) {
                n++;
                break;
            }
            w += len + (w[len] == '|');
        }
    }
    return n;
}

/* From the menu: Play <title> -> Start game (seat 0 human, seat 1 AI) -> play to the results.
 * For each entry of `must_click` (NULL-ended action words), adds to counts[i]
 * how many such decisions the human made by clicking. */
static void full_game_with(const char *game_id, int max_clicks, const char *const *must_click, int *counts)
{
    const GameModule *m = games_find(game_id);
    if (!m) {
        printf("  (skip %s: not registered)\n", game_id);
        return;
    }
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    char lab[96];
    snprintf(lab, sizeof lab, "Play %s", m->title);
    REQUIRE(click_button(app, lab));
    if (ui_app_scene(app) != SCENE_SETUP) {
        printf("  (skip %s: setup did not open; scene %d: %s)\n", game_id, ui_app_scene(app), ui_app_notice(app));
        ui_app_free(app);
        return;
    }
    REQUIRE(click_button(app, "Start game"));
    if (ui_app_scene(app) != SCENE_TABLE) {
        printf("  (skip %s: the game did not start: module not ready?)\n", game_id);
        ui_app_free(app);
        return;
    }
    int clicks = 0, stalls = 0;
    while (ui_app_scene(app) == SCENE_TABLE && clicks < max_clicks && stalls < 200) {
        kit_settle(app);
        if (ui_app_scene(app) != SCENE_TABLE) break;
        if (human_click(app)) { clicks++; stalls = 0; }
        else stalls++;
        ui_app_update(app, 0.02);
    }
    kit_settle(app);
    for (int i = 0; i < 50 && ui_app_scene(app) == SCENE_TABLE; i++) ui_app_update(app, 0.1);
    CHECKF(ui_app_scene(app) == SCENE_RESULTS, "%s: no results after %d clicks (%d stalls, %d actions)", game_id,
           clicks, stalls, ui_app_num_actions(app));
    CHECK(ui_app_game_over(app));
    printf("  %s: %d clicks, %d actions to the results screen\n", game_id, clicks, ui_app_num_actions(app));
    /* seat names, never "{p1}", in the results and the log */
    const char *res = ui_app_view_text(app, "result");
    CHECKF(strstr(res, ui_app_seat_name(app, 0)) || strstr(res, ui_app_seat_name(app, 1)) || strstr(res, "Draw"),
           "%s: result names no seat: %s", game_id, res);
    CHECKF(!strstr(res, "{p"), "%s: result %s", game_id, res);
    int named = 0;
    for (int i = 0; i < ui_app_log_count(app); i++) {
        const char *l = ui_app_log_line(app, i);
        CHECKF(!strchr(l, '{'), "%s: log line %d: %s", game_id, i, l);
        /* words for people, never the engine's text form, and nothing told twice */
        CHECKF(!strstr(l, "->") && !strstr(l, "p0.") && !strstr(l, "p1."), "%s: log line %d: %s", game_id, i, l);
        /* the same words twice for one action (or for none) is a doubled entry; two actions may read alike */
        CHECKF(i == 0 || strcmp(l, ui_app_log_line(app, i - 1)) != 0 || ui_app_log_act(app, i) != ui_app_log_act(app, i - 1),
               "%s: log line %d twice: %s", game_id, i, l);
        named += strstr(l, ui_app_seat_name(app, 1)) != NULL;
    }
    CHECKF(named > 1, "%s: the AI seat's name is in %d log lines", game_id, named);
    for (int i = 0; must_click && must_click[i]; i++) counts[i] += human_lines_with(app, must_click[i]);
    CHECK(click_button(app, "Back to menu"));
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    ui_app_free(app);
}

static void full_game(const char *game_id, int max_clicks) { full_game_with(game_id, max_clicks, NULL, NULL); }

/* Plays whole games (at most 8: the AI seat's moves vary with its time cap)
 * until the human has made every kind of decision in `must_click` by clicking. */
static void full_games_until(const char *game_id, int max_clicks, const char *const *must_click)
{
    int counts[8] = {0}, nwords = 0, games = 0;
    while (must_click[nwords]) nwords++;
    bool all = false;
    while (!all && games < 8 && tl_failures == 0) {
        full_game_with(game_id, max_clicks, must_click, counts);
        games++;
        all = true;
        for (int i = 0; i < nwords; i++) all = all && counts[i] > 0;
    }
    for (int i = 0; i < nwords; i++) {
        printf("  %s: in %d game(s) the human made %d \"%s\" decisions by clicking\n", game_id, games, counts[i],
               must_click[i]);
        CHECKF(counts[i] > 0, "%s: the human never made a \"%s\" decision in %d games", game_id, must_click[i], games);
    }
}

static void test_full_game_queens_court(void) { full_game("queens-court", 4000); }
static void test_full_game_queens_blood(void)
{
    static const char *const mulligan_and_play[] = {"mulligan done", "play ", NULL};
    full_games_until("queens-blood", 4000, mulligan_and_play);
}
/* the set-up (secret Master, placing tiles) and abilities that ask the player
 * (a token or tile to choose, or the Pilot's/Spy's optional swaps) */
static void test_full_game_long_live_the_queen(void)
{
    static const char *const setup_and_choices[] = {"master ", "place ", "roll", "choose |swap |stop", NULL};
    full_games_until("long-live-the-queen", 6000, setup_and_choices);
}

/* a deck builder: playing, buying, ending turns, targeting and the end-of-turn draw */
static void test_full_game_queen_by_midnight(void)
{
    static const char *const turn_parts[] = {"play ", "buy ", "end turn", "target ", "done", NULL};
    full_games_until("queen-by-midnight", 8000, turn_parts);
}

/* Four princesses, the human against three AI seats: declarations at 6, the
 * advisor flip at 11 and elimination all go through the same clicks. */
static void test_queen_by_midnight_four_players_by_clicks(void)
{
    if (!games_find("queen-by-midnight")) return;
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queen-by-midnight", 4, 0xE, 11));
    int clicks = 0, stalls = 0;
    while (ui_app_scene(app) == SCENE_TABLE && !ui_app_game_over(app) && clicks < 8000 && stalls < 200) {
        kit_settle(app);
        if (ui_app_scene(app) != SCENE_TABLE || ui_app_game_over(app)) break;
        if (human_click(app)) { clicks++; stalls = 0; }
        else stalls++;
        ui_app_update(app, 0.02);
    }
    kit_settle(app);
    for (int i = 0; i < 50 && ui_app_scene(app) == SCENE_TABLE; i++) ui_app_update(app, 0.1);
    CHECKF(ui_app_scene(app) == SCENE_RESULTS, "no results after %d clicks (%d stalls, %d actions)", clicks, stalls,
           ui_app_num_actions(app));
    printf("  queen-by-midnight 4p: %d clicks, %d actions to the results screen\n", clicks, ui_app_num_actions(app));
    ui_app_free(app);
}

/* Hot-seat Queen by Midnight: when an attack gives the decision to the other
 * person (the reaction window), the attacker hands over ("Done: pass to ...")
 * and the pass screen hides the table first; behind
 * it the prompt says "you are attacked ... react or take it" with the button. */
static void test_queen_by_midnight_hot_seat_reaction_prompt(void)
{
    if (!games_find("queen-by-midnight")) return;
    bool seen = false;
    for (int game = 0; game < 12 && !seen; game++) {
        UiApp *app = make_app(NULL);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queen-by-midnight", 2, 0, 300 + (unsigned long long)game)); /* two people */
        for (int clicks = 0; clicks < 600 && !ui_app_game_over(app); clicks++) {
            if (strstr(ui_app_view_text(app, "prompt"), "react or take it")) {
                float x, y;
                /* a move that showed its mover something is looked at first (Done: pass to ...) */
                if (!ui_app_pass_screen(app) && ui_app_find(app, CLICK_BUTTON, "Done: pass to", &x, &y)) click_at(app, x, y);
                CHECK(ui_app_pass_screen(app));
                REQUIRE(ui_app_find(app, CLICK_PASS, "show my table", &x, &y));
                click_at(app, x, y);
                CHECK(!ui_app_pass_screen(app));
                CHECK_CONTAINS(ui_app_view_text(app, "prompt"), "react or take it");
                CHECK(ui_app_find(app, CLICK_BUTTON, "Take it", &x, &y));
                seen = true;
                break;
            }
            if (!human_click(app)) break;
            ui_app_update(app, 0.02);
        }
        ui_app_free(app);
    }
    CHECKF(seen, "no reaction window came up in 12 hot-seat games");
}
/* assembly by click-then-click, challenges (battlefield onto a warlord, then the
 * kind from the chooser) and the fate / power prompts, all by mouse */
static void test_full_game_blood_wars(void) { full_game("blood-wars", 8000); }


static void test_undo_and_hint(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(click_button(app, "Play Queen's Court"));
    REQUIRE(click_button(app, "Start game"));
    REQUIRE(ui_app_scene(app) == SCENE_TABLE);
    kit_settle(app);
    CHECK_INT(ui_app_current_player(app), 0);
    int start = ui_app_num_actions(app);
    one_human_move(app);
    one_human_move(app);
    kit_settle(app);
    int after = ui_app_num_actions(app);
    CHECKF(after >= start + 3, "expected my two moves and AI replies, got %d -> %d", start, after);
    CHECK_INT(ui_app_current_player(app), 0);
    /* the AI has decided since my move (and my move drew a card): nothing to take back */
    press_key(app, SDLK_z, KMOD_LCTRL);
    kit_settle(app);
    CHECK_INT(ui_app_num_actions(app), after);
    char said[160]; /* whose move and why: mine, and the AI has moved since */
    snprintf(said, sizeof said, "%s has moved since your last move, so it cannot be taken back", ui_app_seat_name(app, 1));
    CHECK_STR(ui_app_notice(app), said);
    float ux, uy;
    CHECK(!ui_app_find(app, CLICK_BUTTON, "Undo", &ux, &uy)); /* greyed out */
    start = after;
    /* hint: H runs the AI for me and highlights its choice */
    CHECK(!ui_app_has_hint(app));
    ui_app_render(app);
    SDL_Surface *before = SDL_DuplicateSurface(ui_app_surface(app));
    press_key(app, SDLK_h, 0);
    kit_settle(app);
    CHECK(ui_app_has_hint(app));
    /* the suggestion is drawn: the table looks different with the hint shown */
    ui_app_render(app);
    if (before) {
        SDL_Surface *hinted = ui_app_surface(app);
        SDL_LockSurface(before);
        SDL_LockSurface(hinted);
        CHECK(memcmp(before->pixels, hinted->pixels, (size_t)before->pitch * (size_t)before->h) != 0);
        SDL_UnlockSurface(hinted);
        SDL_UnlockSurface(before);
        SDL_FreeSurface(before);
    }
    CHECK_CONTAINS(ui_app_notice(app), "Hint:");
    /* and why, in words: the move, then what it changes ("Hint: Play 8 on your left pile: your spread falls …") */
    CHECKF(strstr(ui_app_notice(app) + 6, ": ") != NULL && !strchr(ui_app_notice(app), '%'), "hint: %s", ui_app_notice(app));
    char mine[64]; /* the hint speaks to me: "your left pile", never my name */
    snprintf(mine, sizeof mine, "%s's", ui_app_seat_name(app, 0));
    CHECKF(!strstr(ui_app_notice(app), mine), "hint: %s", ui_app_notice(app));
    CHECK(kit_save_png(app, "hint.png"));
    CHECK_INT(ui_app_num_actions(app), start); /* a hint never plays */
    ui_app_free(app);
}

static void test_hot_seat_pass_screen(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 0, 77)); /* two humans */
    CHECK(ui_app_pass_screen(app)); /* nobody's hand shows before its player says who they are */
    float px, py;
    REQUIRE(ui_app_find(app, CLICK_PASS, "show my table", &px, &py));
    click_at(app, px, py);
    CHECK(!ui_app_pass_screen(app));
    int seat = ui_app_current_player(app);
    /* a hint asked and not followed: its words ("Play 8 on your left pile",
     * a card in my hand) go with my move, not on to the next seat's table
     * (they stayed 5 s, through the pass screen) */
    press_key(app, SDLK_h, 0);
    kit_settle(app);
    REQUIRE(ui_app_has_hint(app));
    one_human_move(app);
    CHECK(ui_app_current_player(app) != seat);
    /* the move drew a card: its player sees it before passing the screen on */
    CHECK(!ui_app_pass_screen(app));
    /* ... and H gives no hint meanwhile: it would be the next seat's, naming a
     * card of theirs on the mover's screen (a 3-player Blood Wars: the greyed
     * Hint button still answered the key) */
    press_key(app, SDLK_h, 0);
    kit_settle(app);
    CHECK(!ui_app_has_hint(app));
    CHECKF(!strstr(ui_app_notice(app), "Hint:"), "notice: %s", ui_app_notice(app));
    /* nor anything of the next seat's turn: its cards (p1.hand#0 glowed on
     * Ann's screen) or a button of theirs that Enter would press (Blood Wars:
     * "Done assembling" for Cleo on Ben's screen) */
    UiClickable hc[64];
    int hn = ui_app_clickables(app, hc, 64), acts = ui_app_num_actions(app);
    for (int i = 0; i < hn; i++)
        CHECKF(hc[i].kind == CLICK_BUTTON && (strcmp(hc[i].label, "Menu") == 0 || strncmp(hc[i].label, "Done: pass to", 13) == 0),
               "on the handoff: %s (kind %d)", hc[i].label, hc[i].kind);
    CHECK(click_button(app, "Done: pass to"));
    CHECK_INT(ui_app_num_actions(app), acts);
    CHECK(ui_app_pass_screen(app));
    UiClickable cl[64];
    int n = ui_app_clickables(app, cl, 64);
    for (int i = 0; i < n; i++) CHECKF(cl[i].kind != CLICK_SOURCE && cl[i].kind != CLICK_TARGET, "%s visible", cl[i].label);
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_PASS, "show my table", &x, &y));
    click_at(app, x, y);
    CHECK(!ui_app_pass_screen(app));
    CHECK(ui_app_find(app, CLICK_SOURCE, ".hand", &x, &y));
    CHECKF(!strstr(ui_app_notice(app), "Hint:"), "the next seat reads: %s", ui_app_notice(app));
    press_key(app, SDLK_h, 0); /* the next seat at the screen: now a hint is theirs */
    kit_settle(app);
    CHECK(ui_app_has_hint(app));
    ui_app_free(app);
}

/* The one obvious button answers Enter and Space: the pass screen, "Done:
 * pass to …" after a hot-seat move, Resume in the pause menu, Start game at
 * setup; Escape goes back. */
static void test_enter_space_press_the_obvious_button(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 0, 77)); /* two humans */
    CHECK(ui_app_pass_screen(app));
    press_key(app, SDLK_SPACE, 0);
    CHECK(!ui_app_pass_screen(app));
    one_human_move(app);
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Done: pass to", &x, &y));
    press_key(app, SDLK_SPACE, 0);
    CHECK(ui_app_pass_screen(app));
    press_key(app, SDLK_RETURN, 0);
    CHECK(!ui_app_pass_screen(app));
    one_human_move(app);
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Done: pass to", &x, &y));
    press_key(app, SDLK_RETURN, 0);
    CHECK(ui_app_pass_screen(app));
    press_key(app, SDLK_SPACE, 0);
    press_key(app, SDLK_ESCAPE, 0); /* the pause menu */
    CHECK(ui_app_overlay_open(app));
    press_key(app, SDLK_RETURN, 0); /* Resume */
    CHECK(!ui_app_overlay_open(app));
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    ui_app_free(app);

    app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_open_setup(app, "blood-wars"));
    CHECK_INT(ui_app_scene(app), SCENE_SETUP);
    press_key(app, SDLK_ESCAPE, 0);
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    REQUIRE(ui_app_open_setup(app, "blood-wars"));
    press_key(app, SDLK_RETURN, 0); /* Start game */
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    ui_app_free(app);
}

/* Hot-seat with AI seats: when an AI opens the game, the first human's
 * table still waits behind the pass screen (Blood Wars 4p, two humans, two
 * AIs: Ann's hand showed at once after Dario's opening move). */
static void test_hot_seat_pass_screen_after_ai_opens(void)
{
    int ai_first = 0;
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        UiApp *app = make_app(NULL);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "blood-wars", 4, 0xCu, seed)); /* seats 2 and 3 AI */
        kit_settle(app);
        if (ui_app_num_actions(app) > 0) { /* an AI moved before any human */
            ai_first++;
            CHECKF(ui_app_pass_screen(app), "seed %llu: the first human's table showed without the pass screen", seed);
        }
        ui_app_free(app);
    }
    CHECKF(ai_first > 0, "no seed had an AI open the game");
}

/* Long Live the Queen vs an AI that sets up first: the log (seen by the
 * human) must never name the AI's secret Master or any tile it placed. */
static void test_hidden_setup_not_in_log(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 1u, 4242)); /* seat 0 AI, seat 1 me */
    kit_settle(app);
    REQUIRE(ui_app_waiting_for_human(app));
    CHECK_INT(ui_app_current_player(app), 1);
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    const GameState *st = ui_app_game(app, &m, &set);
    REQUIRE(st && m && set);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    m->view(st, 0, v); /* the AI's own view: the truth */
    const ViewZone *mz = view_find(v, "p0.master");
    REQUIRE(mz && mz->nitems == 1 && mz->items[0].card >= 0);
    int secret[16], ns = 0;
    secret[ns++] = mz->items[0].card;
    for (int pos = 2; pos <= 12; pos++) {
        char id[32];
        snprintf(id, sizeof id, "p0.pos%d", pos);
        const ViewZone *z = view_find(v, id);
        if (z && z->nitems == 1 && z->items[0].card >= 0) secret[ns++] = z->items[0].card;
    }
    CHECKF(ns == 12, "the AI placed %d tiles and a Master", ns - 1);
    int lines = ui_app_log_count(app);
    CHECKF(lines >= 3, "%d log lines", lines);
    for (int i = 0; i < lines; i++) {
        const char *l = ui_app_log_line(app, i);
        for (int k = 0; k < ns; k++) {
            const CardDef *c = &set->cards[secret[k]];
            CHECKF(!strstr(l, c->id) && !strstr(l, c->name), "log line \"%s\" names the AI's %s", l, c->name);
        }
    }
    CHECKF(strstr(ui_app_log_line(app, 1), ui_app_seat_name(app, 0)) != NULL, "second line: %s",
           ui_app_log_line(app, 1));
    free(v);
    ui_app_free(app);
}

/* Hot-seat Long Live the Queen: the log is read by both people at the screen,
 * so not even the seat setting up gets its own tiles named there. */
static void test_hot_seat_setup_not_in_log(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 0, 99)); /* two humans */
    REQUIRE(ui_app_current_player(app) == 0);
    REQUIRE(ui_app_debug_advance(app, 6, 3) == 6); /* Master and five tiles */
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    const GameState *st = ui_app_game(app, &m, &set);
    REQUIRE(st && m && set);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    m->view(st, 0, v);
    int placed = 0;
    for (int zi = 0; zi < v->nzones; zi++) {
        const ViewZone *z = &v->zones[zi];
        if (strncmp(z->id, "p0.pos", 6) != 0 && strcmp(z->id, "p0.master") != 0) continue;
        if (z->nitems != 1 || z->items[0].card < 0) continue;
        placed++;
        const CardDef *c = &set->cards[z->items[0].card];
        for (int i = 0; i < ui_app_log_count(app); i++)
            CHECKF(!strstr(ui_app_log_line(app, i), c->name), "log line \"%s\" names %s", ui_app_log_line(app, i),
                   c->name);
        CHECKF(!strstr(ui_app_view_text(app, "toast"), c->name), "toast %s", ui_app_view_text(app, "toast"));
    }
    CHECKF(placed >= 6, "%d tiles placed", placed);
    free(v);
    ui_app_free(app);
}

/* ---- undo that cannot cheat: one test per case ---- */


/* Long Live the Queen, me first against an AI: my secret Master can be taken
 * back (and leaves the log); a random arrangement cannot; nor, once the AI
 * has set up, anything before it. */
static void test_undo_own_decisions_not_luck(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, 4321)); /* me seat 0, AI seat 1 */
    kit_settle(app);
    REQUIRE(ui_app_current_player(app) == 0);
    int lines = ui_app_log_count(app);
    REQUIRE(click_kind(app, CLICK_SOURCE, "p0.gang"));
    REQUIRE(click_kind(app, CLICK_TARGET, "p0.master"));
    CHECK_INT(ui_app_num_actions(app), 1);
    CHECK(ui_app_log_count(app) > lines);
    CHECK(click_button(app, "Undo"));
    CHECK_INT(ui_app_num_actions(app), 0);
    CHECK_INT(ui_app_log_count(app), lines); /* the taken-back move left the log */
    CHECK_CONTAINS(ui_app_notice(app), "Taken back");
    /* again, then the rest at random: that showed me where luck put my tiles */
    REQUIRE(click_kind(app, CLICK_SOURCE, "p0.gang"));
    REQUIRE(click_kind(app, CLICK_TARGET, "p0.master"));
    REQUIRE(click_button(app, "Arrange the rest at random"));
    int n = ui_app_num_actions(app);
    float x, y;
    CHECK(!ui_app_find(app, CLICK_BUTTON, "Undo", &x, &y));
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), n);
    CHECK_STR(ui_app_notice(app), "Your last move cannot be taken back: the tiles were placed at random");
    /* Ready; the AI sets up: its decisions are not mine to take back */
    REQUIRE(click_button(app, "Ready"));
    kit_settle(app);
    REQUIRE(ui_app_num_actions(app) > n + 1);
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_CONTAINS(ui_app_notice(app), "has moved since your last move, so it cannot be taken back");
    /* a roll cannot be taken back either: the same dice would come again */
    for (int i = 0; i < 40 && !click_button(app, "Roll the dice"); i++) { kit_settle(app); human_click(app); }
    n = ui_app_num_actions(app);
    if (!ui_app_game_over(app)) {
        press_key(app, SDLK_z, KMOD_LCTRL);
        CHECK_INT(ui_app_num_actions(app), n);
        CHECK_CONTAINS(ui_app_notice(app), "dice");
    }
    ui_app_free(app);
}

/* Hot-seat Queen's Blood: the seat that just moved may take it back from the
 * pass screen (and the pass screen comes again for them); the next seat, once
 * its table shows, cannot take back another seat's move. */
static void test_undo_hot_seat_own_moves_only(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-blood", 2, 0, 505));
    REQUIRE(ui_app_pass_screen(app));
    int first = ui_app_current_player(app);
    REQUIRE(click_kind(app, CLICK_PASS, "show my table"));
    REQUIRE(click_button(app, "Keep this hand")); /* nothing drawn, nothing shown */
    CHECK(ui_app_pass_screen(app));
    CHECK(ui_app_current_player(app) != first);
    REQUIRE(click_button(app, "Take back"));
    CHECK_INT(ui_app_num_actions(app), 0);
    CHECK_INT(ui_app_current_player(app), first);
    CHECK(ui_app_pass_screen(app)); /* whoever holds the screen must say who they are again */
    REQUIRE(click_kind(app, CLICK_PASS, "show my table"));
    REQUIRE(click_button(app, "Keep this hand"));
    REQUIRE(click_kind(app, CLICK_PASS, "show my table"));
    /* now the second seat's table: the first seat's move is not theirs */
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), 1);
    char said[160];
    snprintf(said, sizeof said, "The last move was %s's: only your own moves can be taken back", ui_app_seat_name(app, first));
    CHECK_STR(ui_app_notice(app), said);
    float x, y;
    CHECK(!ui_app_find(app, CLICK_BUTTON, "Undo", &x, &y));
    ui_app_free(app);
}

/* The toast of a take-back says the move in the log's words (the line that
 * left the log: "Ann plays Lifted Coin"), never the button's label form
 * ("Play Lifted Coin"), and the move's own toast leaves with it. Hot-seat
 * Queen by Midnight: a first play that shows nothing new. */
static void test_undo_toast_in_the_logs_words(void)
{
    if (!games_find("queen-by-midnight")) return;
    bool tried = false;
    for (unsigned long long seed = 1; seed <= 10 && !tried; seed++) {
        UiApp *app = make_app(NULL);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queen-by-midnight", 2, 0, seed));
        REQUIRE(click_kind(app, CLICK_PASS, "show my table"));
        int lines = ui_app_log_count(app);
        for (int i = 0; i < 4 && ui_app_num_actions(app) == 0; i++) human_click(app);
        float x, y;
        if (ui_app_num_actions(app) == 1 && ui_app_log_count(app) == lines + 1 &&
            ui_app_find(app, CLICK_BUTTON, "Undo", &x, &y)) {
            char said[300], move[300];
            snprintf(said, sizeof said, "Taken back: %s", ui_app_log_line(app, lines));
            snprintf(move, sizeof move, "%s", ui_app_log_line(app, lines));
            REQUIRE(strstr(ui_app_view_text(app, "toast"), move)); /* the move is toasted */
            click_at(app, x, y);
            CHECK_INT(ui_app_num_actions(app), 0);
            CHECK_INT(ui_app_log_count(app), lines);
            CHECK_STR(ui_app_notice(app), said);
            /* and its toast goes with it: it stood beside "Taken back: …" */
            CHECKF(!strstr(ui_app_view_text(app, "toast"), move), "the taken-back move is still toasted: \"%s\"",
                   ui_app_view_text(app, "toast"));
            tried = true;
        }
        ui_app_free(app);
    }
    CHECKF(tried, "no first move that could be taken back in 10 hot-seat games");
}

/* From "See the final table", Undo never takes back the winning move. */
static void test_undo_not_after_game_over(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-blood", 2, 0, 9));
    for (int i = 0; i < 600 && !ui_app_game_over(app); i++) ui_app_debug_advance(app, 1, (unsigned long long)i);
    REQUIRE(ui_app_game_over(app));
    for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
    REQUIRE(click_button(app, "See the final table"));
    int n = ui_app_num_actions(app);
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), n);
    CHECK(ui_app_game_over(app));
    CHECK_CONTAINS(ui_app_notice(app), "over");
    ui_app_free(app);
}

/* "Paused" pauses: behind the pause menu the AI does not move. */
/* Queen's Court, me then the AI (animations at `anim`), after my first move. */
static UiApp *court_my_first_move_made(int anim)
{
    UiApp *app = make_app(NULL);
    if (!app) return NULL;
    ui_app_set_anim(app, anim);
    if (!ui_app_start(app, "queens-court", 2, 2u, 31)) return app; /* me, then the AI */
    kit_settle(app);
    if (ui_app_current_player(app) != 0) return app;
    for (int i = 0; i < 40 && ui_app_num_actions(app) == 0; i++) human_click(app);
    return app;
}

static void test_pause_stops_the_ai(void)
{
    /* my move; the AI starts thinking; then the pause menu, and real time passes */
    UiApp *app = court_my_first_move_made(0);
    REQUIRE(app);
    int n = ui_app_num_actions(app);
    REQUIRE(n == 1);
    ui_app_update(app, 0.02);
    CHECK(ui_app_ai_busy(app));
    ui_app_open_overlay(app, "pause");
    for (int i = 0; i < 150; i++) { ui_app_update(app, 0.02); SDL_Delay(2); }
    CHECK_INT(ui_app_num_actions(app), n);
    CHECK(ui_app_current_player(app) == 1);
    ui_app_open_overlay(app, "");
    kit_settle(app);
    CHECK(ui_app_num_actions(app) > n);
    ui_app_free(app);
}

/* A click on Menu while the AI's chosen move is being shown opens the pause
 * menu and holds that move back (a click elsewhere only skips the showing);
 * seen under Xvfb: the click made the AI's move and the menu never opened. */
static void test_menu_click_pauses_the_shown_ai_move(void)
{
    UiApp *app = court_my_first_move_made(1);
    REQUIRE(app);
    int n = ui_app_num_actions(app);
    REQUIRE(n == 1);
    for (int i = 0; i < 5000 && !ui_app_ai_showing(app) && ui_app_num_actions(app) == n; i++) {
        ui_app_update(app, 0.001);
        kit_nap(app);
    }
    REQUIRE(ui_app_ai_showing(app));
    float x, y;
    REQUIRE(kit_find(app, "Menu", &x, &y));
    click_at(app, x, y);
    CHECK(ui_app_overlay_open(app));
    for (int i = 0; i < 100; i++) ui_app_update(app, 0.02);
    CHECK_INT(ui_app_num_actions(app), n); /* the AI's move waits behind the menu */
    ui_app_open_overlay(app, "");
    for (int i = 0; i < 100 && ui_app_num_actions(app) == n; i++) ui_app_update(app, 0.02);
    CHECK(ui_app_num_actions(app) > n);
    ui_app_free(app);
}

static bool frame_says(UiApp *app, const char *text)
{
    ui_app_render_logged(app);
    for (int i = 0; i < ui_app_drawn_count(app); i++)
        if (strstr(ui_app_drawn_text(app, i), text)) return true;
    return false;
}

/* Hot-seat has no single "you": the seats are named plainly (the
 * final table said "Ann (you)"); one person against the AI is "Ann (you)". */
static void test_hot_seat_names_seats_plainly(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 0, 77)); /* two humans */
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_PASS, "show my table", &x, &y));
    click_at(app, x, y);
    CHECK(frame_says(app, ui_app_seat_name(app, 0)));
    CHECK(!frame_says(app, "(you)"));
    ui_app_free(app);
    app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, 77)); /* me against the AI */
    kit_settle(app);
    char you[64];
    snprintf(you, sizeof you, "%s (you)", ui_app_seat_name(app, 0));
    CHECK(frame_says(app, you));
    ui_app_free(app);
}

/* On the AI's turn the top bar does not speak the AI's prompt to the person
 * watching ("Choose your secret Master" while Ben sets up): it waits for Ben,
 * and says "Ben plays…" while the move glows, not what he played. */
static void test_ai_turn_prompt_waits_for_the_ai(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    ui_app_set_ai(app, "ismcts:normal/it=100000000/t=20"); /* slow enough to catch it thinking */
    REQUIRE(ui_app_start(app, "queens-court", 2, 1u, 31)); /* the AI, then me */
    REQUIRE(ui_app_current_player(app) == 0);
    ui_app_update(app, 0.02);
    CHECK(frame_says(app, "is thinking"));
    /* the progress bar stands where the prompt was; once shown, the AI's move or "Waiting for" */
    CHECK(!frame_says(app, "your hand"));
    ui_app_free(app);
    app = make_app(NULL);
    REQUIRE(app);
    ui_app_set_anim(app, 1);
    REQUIRE(ui_app_start(app, "queens-court", 2, 1u, 31));
    for (int i = 0; i < 5000 && !ui_app_ai_showing(app); i++) {
        ui_app_update(app, 0.001);
        kit_nap(app);
    }
    REQUIRE(ui_app_ai_showing(app));
    CHECK(frame_says(app, "plays"));
    CHECK(!frame_says(app, "your hand"));
    CHECK(!frame_says(app, "played")); /* told when it lands, not while it only glows */
    ui_app_free(app);
}

/* Queen's Court: a round's end waits for a click on its summary (the AI
 * does not deal on); an AI-only table pauses on it briefly. */
static void test_round_summary_waits(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 12));
    bool seen = false;
    for (int clicks = 0; clicks < 400 && !seen && !ui_app_game_over(app); clicks++) {
        kit_settle(app);
        seen = ui_app_view_text(app, "summary")[0] != 0;
        if (!seen) human_click(app);
    }
    REQUIRE(seen);
    CHECK_CONTAINS(ui_app_view_text(app, "summary"), "Round 1");
    int n = ui_app_num_actions(app);
    for (int i = 0; i < 100; i++) { ui_app_update(app, 0.05); kit_nap(app); }
    CHECK_INT(ui_app_num_actions(app), n); /* nobody moves under the summary */
    REQUIRE(click_button(app, "Next round"));
    CHECK(ui_app_view_text(app, "summary")[0] == 0);
    ui_app_free(app);

    app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 3u, 12)); /* AI only */
    seen = false;
    for (int i = 0; i < 20000 && !seen && !ui_app_game_over(app); i++) {
        ui_app_update(app, 0.02);
        seen = ui_app_view_text(app, "summary")[0] != 0;
        if (!seen) kit_nap(app);
    }
    REQUIRE(seen);
    n = ui_app_num_actions(app);
    ui_app_update(app, 1.0);
    CHECK_INT(ui_app_num_actions(app), n);
    for (int i = 0; i < 10; i++) ui_app_update(app, 0.5); /* a short pause, then on */
    CHECK(ui_app_view_text(app, "summary")[0] == 0);
    ui_app_free(app);
}

/* The final table shows what was hidden: the AI's secret Master in Long Live the Queen. */
static void test_final_table_reveals_hidden(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "long-live-the-queen", 2, 2u, 777)); /* me seat 0, AI seat 1 */
    for (int i = 0; i < 3000 && !ui_app_game_over(app); i++) ui_app_debug_advance(app, 1, (unsigned long long)i + 5);
    REQUIRE(ui_app_game_over(app));
    for (int i = 0; i < 20 && ui_app_scene(app) != SCENE_RESULTS; i++) ui_app_update(app, 0.1);
    REQUIRE(click_button(app, "See the final table"));
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    const GameState *st = ui_app_game(app, &m, &set);
    REQUIRE(st);
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    m->view(st, 1, v); /* the AI's own view: the truth */
    const ViewZone *mz = view_find(v, "p1.master");
    REQUIRE(mz && mz->nitems == 1 && mz->items[0].card >= 0);
    CHECK_INT(ui_app_shown_card(app, "p1.master", 0), mz->items[0].card);
    int hidden = 0;
    for (int pos = 2; pos <= 12; pos++) {
        char id[32];
        snprintf(id, sizeof id, "p1.pos%d", pos);
        hidden += ui_app_shown_card(app, id, 0) == VIEW_CARD_BACK;
    }
    CHECK_INT(hidden, 0);
    free(v);
    ui_app_free(app);
}

/* My own decision can be taken back while the AI is still thinking about its reply. */
static void test_undo_while_ai_thinks(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    ui_app_set_ai(app, "ismcts:normal/it=100000000/t=20"); /* slow enough to catch it thinking */
    bool mine = false;
    for (unsigned long long seed = 1; seed < 40 && !mine; seed++) {
        REQUIRE(ui_app_start(app, "queens-blood", 2, 2u, seed));
        mine = ui_app_current_player(app) == 0;
    }
    REQUIRE(mine);
    REQUIRE(click_button(app, "Keep this hand")); /* nothing drawn */
    ui_app_update(app, 0.02);
    REQUIRE(ui_app_ai_busy(app));
    float ux, uy;
    CHECK(ui_app_find(app, CLICK_BUTTON, "Undo", &ux, &uy));
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), 0);
    CHECK(!ui_app_ai_busy(app));
    CHECK_INT(ui_app_current_player(app), 0);
    ui_app_free(app);
}

/* "Print sheets…" on the setup scene: clicking it shows that it prints, then
 * writes <user folder>/print/<game>-<set>.pdf (all the set's cards, fronts and
 * mirrored backs) and says where. */
static void test_print_sheets_button(void)
{
    char tmpl[] = "/tmp/ct-ui-print-XXXXXX";
    char *dir = mkdtemp(tmpl);
    REQUIRE(dir);
    UiApp *app = ui_app_create_headless(1600, 900, dir);
    REQUIRE(app);
    REQUIRE(ui_app_open_setup(app, "long-live-the-queen"));
    ui_app_render(app);
    float x, y;
    REQUIRE(ui_app_find(app, CLICK_BUTTON, "Print sheets", &x, &y));
    click_at(app, x, y);
    ui_app_render(app); /* shows "Printing…" */
    CHECK(!ui_app_find(app, CLICK_BUTTON, "Print sheets", &x, &y));
    for (int i = 0; i < 3 && ui_app_needs_redraw(app); i++) ui_app_render(app);
    kit_save_png(app, "setup-printed.png");
    char pdf[700], cmd[800], line[256];
    snprintf(pdf, sizeof pdf, "%s/print/long-live-the-queen-dieselpunk.pdf", dir);
    struct stat sb;
    CHECKF(stat(pdf, &sb) == 0 && sb.st_size > 10000, "no PDF at %s", pdf);
    snprintf(cmd, sizeof cmd, "pdfinfo '%s' | grep '^Pages:'", pdf);
    FILE *f = popen(cmd, "r");
    REQUIRE(f);
    int pages = 0;
    if (fgets(line, sizeof line, f)) pages = atoi(line + 6);
    pclose(f);
    CHECK_INT(pages, 4); /* 11 tiles, 9 a page: 2 pages of fronts, each followed by backs */
    ui_app_free(app);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK(system(cmd) == 0);
}

/* The case reported: hot-seat Queen's Court, 3 players. After the pass screen
 * the next player presses Ctrl+Z: nothing is taken back and only their own
 * hand is on the table. */
static void test_undo_hot_seat_court_three(void)
{
    UiApp *app = make_app(NULL);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 3, 0, 404));
    REQUIRE(click_kind(app, CLICK_PASS, "show my table"));
    REQUIRE(ui_app_current_player(app) == 0);
    one_human_move(app);
    REQUIRE(click_button(app, "Done: pass to")); /* Ann saw the card she drew */
    REQUIRE(ui_app_pass_screen(app));
    float x, y;
    CHECK(!ui_app_find(app, CLICK_BUTTON, "Take back", &x, &y)); /* her move drew: not even she may */
    REQUIRE(click_kind(app, CLICK_PASS, "show my table"));
    int n = ui_app_num_actions(app);
    press_key(app, SDLK_z, KMOD_LCTRL);
    CHECK_INT(ui_app_num_actions(app), n);
    CHECK(!ui_app_pass_screen(app));
    CHECK(ui_app_find(app, CLICK_SOURCE, "p1.hand", &x, &y));  /* Ben's hand, to Ben */
    CHECK(!ui_app_find(app, CLICK_SOURCE, "p0.hand", &x, &y)); /* never Ann's */
    CHECK_INT(ui_app_shown_card(app, "p0.hand", 0), VIEW_CARD_BACK);
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_undo_and_hint);
    RUN(test_hot_seat_pass_screen);
    RUN(test_enter_space_press_the_obvious_button);
    RUN(test_hot_seat_pass_screen_after_ai_opens);
    RUN(test_hidden_setup_not_in_log);
    RUN(test_hot_seat_setup_not_in_log);
    RUN(test_undo_own_decisions_not_luck);
    RUN(test_undo_while_ai_thinks);
    RUN(test_undo_hot_seat_own_moves_only);
    RUN(test_undo_hot_seat_court_three);
    RUN(test_undo_toast_in_the_logs_words);
    RUN(test_undo_not_after_game_over);
    RUN(test_pause_stops_the_ai);
    RUN(test_menu_click_pauses_the_shown_ai_move);
    RUN(test_hot_seat_names_seats_plainly);
    RUN(test_ai_turn_prompt_waits_for_the_ai);
    RUN(test_round_summary_waits);
    RUN(test_final_table_reveals_hidden);
    RUN(test_print_sheets_button);
    RUN(test_full_game_queens_court);
    RUN(test_full_game_queens_blood);
    RUN(test_full_game_long_live_the_queen);
    RUN(test_full_game_queen_by_midnight);
    RUN(test_queen_by_midnight_four_players_by_clicks);
    RUN(test_queen_by_midnight_hot_seat_reaction_prompt);
    RUN(test_full_game_blood_wars);
    SDL_Quit();
    return tl_summary();
}
