/* test_ui_log.c — the log in words, for every game: seeded games played by
 * AI seats on a headless table (preferences in a temp folder), and every
 * line the players read — the game log, the history (whole turns, finished
 * rounds), the status, prompt, result and round summary — is checked while
 * the game goes on: no engine forms ("play 9 -> p1.left", zone ids such as
 * "p1.left"), no braces or unfilled placeholders ("{p1}", "%d", "(null)"),
 * no line cut short ("…"), and no entry written twice for one action. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/registry.h"
#include "core/game.h"
#include "ui/ui_internal.h" /* play_public_event: the table's account of one action */
#include <SDL2/SDL.h>
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What in `s` a player should not read, or NULL. */
static const char *engine_form(const char *s)
{
    static const char *const bad[] = {"->", "{", "}", "%d", "%s", "(null)", "?%", NULL};
    for (int i = 0; bad[i]; i++)
        if (strstr(s, bad[i])) return bad[i];
    /* a zone id: "p1.left", "p0.pos4" */
    for (const char *p = s; *p; p++)
        if (*p == 'p' && (p == s || !isalnum((unsigned char)p[-1])) && isdigit((unsigned char)p[1]) && p[2] == '.' &&
            isalpha((unsigned char)p[3]))
            return "a zone id";
    /* a pair of places in the engine's shorthand: "swapped their 9-10" */
    for (const char *p = s; *p; p++)
        if (*p == '-' && p > s && isdigit((unsigned char)p[-1]) && isdigit((unsigned char)p[1])) return "a pair of numbers (\"9-10\")";
    /* a card named by its place: "Send back card 2" */
    for (const char *p = strstr(s, "card "); p; p = strstr(p + 1, "card "))
        if (isdigit((unsigned char)p[5])) return "a card by its place (\"card 2\")";
    /* describe()'s fallback label */
    size_t n = strlen(s);
    if (strcmp(s, "?") == 0 || strstr(s, " ? ") || (n >= 2 && strcmp(s + n - 2, " ?") == 0)) return "a lone ?";
    return NULL;
}

typedef struct Seen {
    int bad, doubled;
    int told; /* log lines already held against their action's text form */
} Seen;

/* What of an action's text form ("pick 2 marisol-jab") a log line shows, or
 * NULL: the whole form, a card id in it ("marisol-jab"), or a line that ends
 * in its verb and number ("Ann: pick 2").  A card's own number in words
 * ("Ann: Play 9 on Ben's left pile") is not one. */
static const char *shows_text_form(const char *line, const char *text, char *what, size_t n)
{
    char low[400], words[8][64];
    size_t len = 0;
    for (; line[len] && len < sizeof low - 1; len++) low[len] = (char)tolower((unsigned char)line[len]);
    low[len] = 0;
    /* the whole form when it holds a number or an id ("pass", "end turn" are English too) */
    if (strpbrk(text, "0123456789-") && strstr(low, text)) return snprintf(what, n, "%s", text), what;
    int nw = 0;
    for (const char *p = text; *p && nw < 8;) {
        while (*p == ' ') p++;
        size_t k = strcspn(p, " ");
        if (!k) break;
        snprintf(words[nw++], sizeof words[0], "%.*s", (int)(k < 63 ? k : 63), p);
        p += k;
    }
    for (int w = 1; w < nw; w++)
        if (strchr(words[w], '-') && islower((unsigned char)words[w][0]) && strstr(line, words[w]))
            return snprintf(what, n, "%s", words[w]), what;
    if (nw >= 2 && isdigit((unsigned char)words[1][0])) {
        snprintf(what, n, "%s %s", words[0], words[1]);
        size_t wl = strlen(what);
        if (len >= wl && strcmp(low + len - wl, what) == 0) return what;
    }
    return NULL;
}

static void check_text(const char *game, const char *where, const char *s, Seen *seen)
{
    const char *why = engine_form(s);
    if (why && seen->bad++ < 3) CHECKF(0, "%s %s shows %s: \"%s\"", game, where, why, s);
}

static void check_lines(UiApp *app, const char *game, Seen *seen)
{
    int n = ui_app_log_count(app);
    for (int i = 0; i < n; i++) {
        const char *l = ui_app_log_line(app, i);
        check_text(game, "log", l, seen);
        /* an event longer than a buffer on its way ends in "…" (Long Live the Queen's long rolls) */
        size_t len = strlen(l);
        if (len >= 3 && strcmp(l + len - 3, "…") == 0 && seen->bad++ < 3) CHECKF(0, "%s log line cut: \"%s\"", game, l);
        /* "Ann: Stay out" is a move logged by its button's label: every move has a sentence */
        for (int p = 0; p < 5; p++) { /* ("?" past the seats) */
            char label_form[64];
            snprintf(label_form, sizeof label_form, "%s: ", ui_app_seat_name(app, p));
            if (strncmp(l, label_form, strlen(label_form)) == 0 && seen->bad++ < 3) CHECKF(0, "%s log tells a move by its label: \"%s\"", game, l);
        }
        int act = ui_app_log_act(app, i);
        if (i >= seen->told && act >= 0) { /* each line once: the text form is found by a replay */
            char text[160], what[160];
            ui_app_action_at(app, act, text, sizeof text);
            if (shows_text_form(l, text, what, sizeof what) && seen->bad++ < 3)
                CHECKF(0, "%s log shows the engine's \"%s\" (of \"%s\"): \"%s\"", game, what, text, l);
        }
        /* one action told twice, or a line repeating the one before it for no new action */
        if (i > 0 && strcmp(l, ui_app_log_line(app, i - 1)) == 0 &&
            (ui_app_log_act(app, i) == ui_app_log_act(app, i - 1) || ui_app_log_act(app, i) < 0) && seen->doubled++ < 3)
            CHECKF(0, "%s log has \"%s\" twice in a row (action %d)", game, l, ui_app_log_act(app, i));
    }
    seen->told = n;
    for (int i = 0; i < ui_app_history_count(app); i++) check_text(game, "history", ui_app_history_line(app, i), seen);
    static const char *const fields[] = {"prompt", "status", "result", "last_event", "toast", "summary", NULL};
    for (int f = 0; fields[f]; f++) check_text(game, fields[f], ui_app_view_text(app, fields[f]), seen);
}

/* Plays a seeded game of `game` with `players` seats to its end (or
 * `max_moves`), checking the words after every move.  With `one_human`,
 * seat 0 is a person at the screen (the test moves for it, at random): the
 * log then tells that seat's own moves, from its labels and events. */
static void play_and_read(const char *game, int players, unsigned long long seed, int max_moves, bool one_human)
{
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, game, players, (1u << players) - 1 - (one_human ? 1u : 0u), seed));
    Seen seen = {0, 0, 0};
    int last = -1, lines = 0;
    for (int i = 0; i < 200000 && !ui_app_game_over(app) && ui_app_num_actions(app) < max_moves; i++) {
        ui_app_update(app, 0.5); /* an AI-only table's pauses pass at once */
        if (one_human && !ui_app_ai_busy(app) && ui_app_waiting_for_human(app)) ui_app_debug_advance(app, 1, seed * 1000 + (unsigned)ui_app_num_actions(app)); /* by the move, not the loop: the same game under any load */
        else if (one_human && !ui_app_ai_busy(app) && i % 50 == 49) { /* a round's summary waits for the person: Enter goes on */
            ui_app_render(app);
            press_key(app, SDLK_RETURN, 0);
        }
        if (ui_app_num_actions(app) != last) {
            last = ui_app_num_actions(app);
            check_lines(app, game, &seen);
            if (ui_app_log_count(app) > lines) lines = ui_app_log_count(app);
        } else if (ui_app_ai_busy(app)) {
            kit_nap(app);
        }
    }
    check_lines(app, game, &seen);
    if (getenv("CT_DEBUG_LOG")) /* to read them */
        for (int i = 0; i < ui_app_log_count(app); i++) printf("    | %s\n", ui_app_log_line(app, i));
    CHECKF(last >= 20, "%s: only %d moves were played", game, last);
    CHECKF(lines >= 10, "%s: only %d log lines", game, lines);
    printf("  %s, %d players%s, seed %llu: %d moves, %d log lines%s\n", game, players, one_human ? " (seat 0 a person)" : "", seed, last, ui_app_log_count(app),
           ui_app_game_over(app) ? ", to the end" : "");
    ui_app_free(app);
}

static void test_every_game_logs_in_words(void)
{
    for (int gi = 0; gi < games_count(); gi++) {
        const GameModule *m = games_at(gi);
        play_and_read(m->id, m->min_players, 11, 600, false);
        if (m->max_players > m->min_players) play_and_read(m->id, m->max_players, 12, 300, false);
    }
}

/* A person's own moves are told in words too, naming what was chosen, never
 * by the engine's text form ("Ann: pick 2"). */
static void test_a_persons_moves_log_in_words(void)
{
    for (int gi = 0; gi < games_count(); gi++) {
        const GameModule *m = games_at(gi);
        play_and_read(m->id, m->min_players, 21, 400, true);
    }
}

/* Queen's Blood's mulligan: a person's own choices are logged naming the card
 * ("Ann picks Road Scout to send back"), a rival's never (its hand is secret),
 * and in hot-seat, where both sit at the screen, nobody's — not even as the
 * news before it told again. */
static void test_a_mulligan_is_told_to_its_chooser_alone(void)
{
    for (int hot_seat = 0; hot_seat < 2; hot_seat++) {
        UiApp *app = kit_app(1280, 720, "random", NULL, 0);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, "queens-blood", 2, hot_seat ? 0u : 2u, 5));
        for (int i = 0; i < 20000 && ui_app_num_actions(app) < 24; i++) {
            ui_app_update(app, 0.5);
            if (!ui_app_ai_busy(app) && (hot_seat || ui_app_waiting_for_human(app))) ui_app_debug_advance(app, 1, 77 + (unsigned)ui_app_num_actions(app));
            else kit_nap(app);
        }
        char mine[64];
        snprintf(mine, sizeof mine, "%s ", ui_app_seat_name(app, 0));
        int told = 0;
        for (int i = 0; i < ui_app_log_count(app); i++) {
            const char *l = ui_app_log_line(app, i);
            /* nor the news before it again: a hot-seat pick was logged (and undone) as "Ben goes first" */
            CHECKF(!strstr(l, "goes first"), "a mulligan choice is logged as the start's news: \"%s\"", l);
            if (!strstr(l, " to send back") && !strstr(l, " after all")) continue;
            told++;
            CHECKF(!hot_seat, "hot-seat: the log tells a secret mulligan choice: \"%s\"", l);
            CHECKF(strncmp(l, mine, strlen(mine)) == 0, "a rival's mulligan choice is told: \"%s\"", l);
            CHECKF(!engine_form(l), "\"%s\" shows %s", l, engine_form(l));
        }
        if (!hot_seat) CHECKF(told > 0, "no mulligan choice of the person was logged in %d moves", ui_app_num_actions(app));
        printf("  %s: %d mulligan choices told\n", hot_seat ? "hot-seat" : "one person", told);
        ui_app_free(app);
    }
}

/* Queen's Court: a seat that makes the same play twice in a row (its rival is
 * done for the round) is told twice — the second event is new although its
 * words are the first one's (View.event_seq), not left to the label
 * ("Ann: Play 10 on Ann's left pile"). */
static void test_the_same_play_twice_is_told_twice(void)
{
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    UiApp *app = kit_table("queens-court", 2, 2u, 1, &m, &set);
    REQUIRE(app);
    GameState *before = kit_position(m, set, "{\"game\": \"queens-court\", \"players\": 2, \"half\": \"second\", \"turn\": 0, \"deck\": [],"
                           " \"seats\": [{\"hand\": [10, 10, 3], \"left\": [5], \"right\": [6]},"
                           " {\"hand\": [], \"left\": [3], \"right\": [8]}]}");
    if (!before) {
        ui_app_free(app);
        return;
    }
    GameState *once = game_clone(m, before), *twice = NULL;
    Action a = kit_action_by_text(m, once, "play 10 -> p0.left");
    CHECK(a.kind != 0 && m->apply(once, a));
    twice = game_clone(m, once);
    a = kit_action_by_text(m, twice, "play 10 -> p0.left");
    CHECK(a.kind != 0 && m->apply(twice, a));
    char first[256] = "", second[256] = "";
    CHECK(play_public_event(app, before, once, first, sizeof first));
    CHECK(play_public_event(app, once, twice, second, sizeof second));
    CHECKF(first[0] && strcmp(first, second) == 0, "the same play twice told as \"%s\", then \"%s\"", first, second);
    printf("  told twice: \"%s\"\n", second);
    game_free(twice);
    game_free(once);
    game_free(before);
    ui_app_free(app);
}

/* The results' title: one winner by name, a shared win naming every seat
 * that shares it (four at Midnight, three sharing the crown, read "A draw" to
 * the fourth, who lost), "A draw" only when every
 * seat ties. */
static void test_results_title_names_a_shared_win(void)
{
    if (!games_find("queen-by-midnight")) return;
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queen-by-midnight", 4, 0xE, 7)); /* Ann a person, Ben, Cleo, Dario the AI */
    char head[128];
    const double shared[4] = {0, 1, 1, 1}, two[4] = {0, 1, 0, 1}, mine[4] = {1, 0, 0, 0}, all[4] = {1, 1, 1, 1};
    CHECK_INT(results_headline(app, shared, head, sizeof head), -1);
    CHECK_STR(head, "Ben, Cleo and Dario win!");
    results_headline(app, two, head, sizeof head);
    CHECK_STR(head, "Ben and Dario win!");
    CHECK_INT(results_headline(app, mine, head, sizeof head), 0);
    CHECK_STR(head, "You win, Ann!");
    CHECK_INT(results_headline(app, all, head, sizeof head), -1);
    CHECK_STR(head, "A draw");
    ui_app_free(app);
}

/* Cleo aids Ben's intrigue and it resolves in her move: the module tells
 * "{p2} aids the challenger with …", the Ballot, "{p0} wins the intrigue …".
 * The log shows a line each, the outcome under the challenger's mark, not one
 * line under Cleo's ("no doubled entries"). */
static void test_an_outcome_is_its_own_line_under_its_seat(void)
{
    if (!games_find("blood-wars")) return;
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    UiApp *app = kit_table("blood-wars", 3, 1u, 3, &m, &set);
    REQUIRE(app);
    static const char json[] =
        "{\"game\":\"blood-wars\",\"players\":3,\"phase\":\"action\",\"acting\":0,\"seats\":["
        "{\"hand\":[\"chain-bridge\"],\"deck\":[\"iron-shield\",\"iron-shield\",\"iron-shield\"],\"turns\":5,\"warlords\":[{\"card\":\"warden-ashcombe\"}]},"
        "{\"deck\":[\"iron-shield\",\"iron-shield\",\"iron-shield\"],\"turns\":5,\"warlords\":[{\"card\":\"marshal-veyra\"}]},"
        "{\"deck\":[\"iron-shield\",\"iron-shield\",\"iron-shield\"],\"turns\":5,\"warlords\":[{\"card\":\"castellan-orm\"}]}]}";
    GameState *st = kit_position(m, set, json);
    if (!st) {
        ui_app_free(app);
        return;
    }
    static const char *const MOVES[] = {"challenge chain-bridge intrigue w0", "pass"}; /* then seat 1 aids */
    for (int i = 0; i < 2; i++) {
        Action a = kit_action_by_text(m, st, MOVES[i]);
        REQUIRE(a.kind != 0 && m->apply(st, a));
    }
    GameState *after = game_clone(m, st);
    Action aid = kit_action_by_text(m, after, "aid w0");
    REQUIRE(aid.kind != 0 && m->apply(after, aid));
    int n0 = app->s.nlog;
    play_log_action(app, st, after, 1, aid);
    CHECK_INT(app->s.nlog - n0, 3); /* the aid, the Ballot (the table's), the outcome */
    if (app->s.nlog - n0 == 3) {
        const UiLogLine *aid_line = &app->s.log[n0], *ballot = &app->s.log[n0 + 1], *coup = &app->s.log[n0 + 2];
        CHECKF(strncmp(ballot->text, "The Ballot: ", 12) == 0, "the Ballot's line: \"%s\"", ballot->text);
        CHECK_INT(ballot->seat, -1);
        CHECKF(strstr(aid_line->text, "aids the challenger with") && !strstr(aid_line->text, "wins"), "the aid's line: \"%s\"",
               aid_line->text);
        CHECK_INT(aid_line->seat, 1);
        CHECKF(strstr(coup->text, "wins the intrigue") != NULL, "the outcome's line: \"%s\"", coup->text);
        CHECK_INT(coup->seat, 0);
    }
    game_free(after);
    game_free(st);
    ui_app_free(app);
}

/* Does the last logged frame draw the start of log line i? */
static bool log_line_drawn(UiApp *app, int i)
{
    char want[24];
    snprintf(want, sizeof want, "%s", ui_app_log_line(app, i));
    for (int k = 0; k < ui_app_drawn_count(app); k++)
        if (strncmp(ui_app_drawn_text(app, k), want, strlen(want)) == 0) return true;
    return false;
}

static void wheel(UiApp *app, int steps)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEWHEEL;
    ev.wheel.y = steps > 0 ? 1 : -1;
    for (int k = 0; k < abs(steps); k++) {
        ui_app_handle_event(app, &ev);
        ui_app_render_logged(app);
    }
}

/* The wheel stops at the log's first line: a player saw the panel empty
 * ("Game log … scrolled ↑" and nothing else) after a few steps up. */
static void test_the_log_wheel_stops_at_the_first_line(void)
{
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    REQUIRE(ui_app_start(app, "queens-court", 2, 3, 5));
    /* a short log: it all shows, and the wheel leaves it so */
    for (int i = 0; i < 20000 && ui_app_log_count(app) < 3; i++) ui_app_update(app, 0.5);
    REQUIRE(ui_app_log_count(app) >= 3);
    wheel(app, 5);
    CHECKF(log_line_drawn(app, 0), "a short log, 5 steps up: its first line \"%s\" is not drawn", ui_app_log_line(app, 0));
    CHECKF(log_line_drawn(app, ui_app_log_count(app) - 1), "a short log, 5 steps up: its newest line is not drawn");
    /* a long log: all the way up shows the first line, and a step down moves at once */
    for (int i = 0; i < 200000 && ui_app_log_count(app) < 60; i++) ui_app_update(app, 0.5);
    REQUIRE(ui_app_log_count(app) >= 60);
    ui_app_render_logged(app);
    REQUIRE(!log_line_drawn(app, 0)); /* longer than the panel */
    wheel(app, 200);
    CHECKF(log_line_drawn(app, 0), "a long log, 200 steps up: its first line \"%s\" is not drawn", ui_app_log_line(app, 0));
    snapshot_png(app, "log-scrolled-to-the-top.png");
    wheel(app, -1);
    CHECKF(!log_line_drawn(app, 0), "one step down from the top did not move the log");
    wheel(app, -200);
    CHECKF(log_line_drawn(app, ui_app_log_count(app) - 1), "back down: the newest line is not drawn");
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_every_game_logs_in_words);
    RUN(test_a_persons_moves_log_in_words);
    RUN(test_a_mulligan_is_told_to_its_chooser_alone);
    RUN(test_the_same_play_twice_is_told_twice);
    RUN(test_results_title_names_a_shared_win);
    RUN(test_an_outcome_is_its_own_line_under_its_seat);
    RUN(test_the_log_wheel_stops_at_the_first_line);
    SDL_Quit();
    return tl_summary();
}
