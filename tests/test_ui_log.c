/* test_ui_log.c — the log in words, for every game: seeded games played by
 * AI seats on a headless table (preferences in a temp folder), and every
 * line the players read — the game log, the history (whole turns, finished
 * rounds), the status, prompt, result and round summary — is checked while
 * the game goes on: no engine forms ("play 9 -> p1.left", zone ids such as
 * "p1.left"), no braces or unfilled placeholders ("{p1}", "%d", "(null)"),
 * and no entry written twice for one action. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "core/registry.h"
#include "core/game.h"
#include <SDL2/SDL.h>
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
    /* describe()'s fallback label */
    size_t n = strlen(s);
    if (strcmp(s, "?") == 0 || strstr(s, " ? ") || (n >= 2 && strcmp(s + n - 2, " ?") == 0)) return "a lone ?";
    return NULL;
}

typedef struct Seen {
    int bad, doubled;
} Seen;

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
        /* one action told twice, or a line repeating the one before it for no new action */
        if (i > 0 && strcmp(l, ui_app_log_line(app, i - 1)) == 0 &&
            (ui_app_log_act(app, i) == ui_app_log_act(app, i - 1) || ui_app_log_act(app, i) < 0) && seen->doubled++ < 3)
            CHECKF(0, "%s log has \"%s\" twice in a row (action %d)", game, l, ui_app_log_act(app, i));
    }
    for (int i = 0; i < ui_app_history_count(app); i++) check_text(game, "history", ui_app_history_line(app, i), seen);
    static const char *const fields[] = {"prompt", "status", "result", "last_event", "toast", "summary", NULL};
    for (int f = 0; fields[f]; f++) check_text(game, fields[f], ui_app_view_text(app, fields[f]), seen);
}

/* Plays a seeded game of `game` with `players` AI seats to its end (or
 * `max_moves`), checking the words after every move. */
static void play_and_read(const char *game, int players, unsigned long long seed, int max_moves)
{
    char dir[64];
    snprintf(dir, sizeof dir, "/tmp/ct-ui-log-XXXXXX");
    REQUIRE(mkdtemp(dir));
    UiApp *app = ui_app_create_headless(1280, 720, dir);
    REQUIRE(app);
    ui_app_set_anim(app, 0);
    ui_app_set_ai(app, "random");
    REQUIRE(ui_app_start(app, game, players, (1u << players) - 1, seed));
    Seen seen = {0, 0};
    int last = -1, lines = 0;
    for (int i = 0; i < 200000 && !ui_app_game_over(app) && ui_app_num_actions(app) < max_moves; i++) {
        ui_app_update(app, 0.5); /* an AI-only table's pauses pass at once */
        if (ui_app_num_actions(app) != last) {
            last = ui_app_num_actions(app);
            check_lines(app, game, &seen);
            if (ui_app_log_count(app) > lines) lines = ui_app_log_count(app);
        } else if (ui_app_ai_busy(app)) {
            SDL_Delay(1);
        }
    }
    check_lines(app, game, &seen);
    if (getenv("CT_DEBUG_LOG")) /* to read them */
        for (int i = 0; i < ui_app_log_count(app); i++) printf("    | %s\n", ui_app_log_line(app, i));
    CHECKF(last >= 20, "%s: only %d moves were played", game, last);
    CHECKF(lines >= 10, "%s: only %d log lines", game, lines);
    printf("  %s, %d players, seed %llu: %d moves, %d log lines%s\n", game, players, seed, last, ui_app_log_count(app),
           ui_app_game_over(app) ? ", to the end" : "");
    ui_app_free(app);
}

static void test_every_game_logs_in_words(void)
{
    for (int gi = 0; gi < games_count(); gi++) {
        const GameModule *m = games_at(gi);
        play_and_read(m->id, m->min_players, 11, 600);
        if (m->max_players > m->min_players) play_and_read(m->id, m->max_players, 12, 300);
    }
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_every_game_logs_in_words);
    SDL_Quit();
    return tl_summary();
}
