/* test_ui_toast.c — the short message after a move and the log lines say
 * each event apart, under the seat it is about:
 *  - a Blood Wars move that ends a challenge ("Cleo adds nothing to the battle
 *    hand. Ben wins the intrigue …") flashes as one line per event, as the log
 *    shows it, never as one joined line;
 *    and, when the toast's box cannot hold them all, the oldest give way
 *    ("… Ben wins the intrigue …"), never the newest;
 *  - every log line that begins with a seat's name carries that seat's mark
 *    ("Ben wins the intrigue …" was seen under Ann's blue dot).
 * Seeded Blood Wars games with random moves on a headless table, hot-seat and
 * against AI seats (the spectator's account and the mover's). */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>

/* The seat whose name `line` begins with (a word of its own), else -1. */
static int seat_named_first(const UiApp *app, int players, const char *line)
{
    for (int s = 0; s < players; s++) {
        const char *name = ui_app_seat_name(app, s);
        size_t l = name ? strlen(name) : 0;
        if (l && strncmp(line, name, l) == 0 && (line[l] == ' ' || line[l] == '\'')) return s;
    }
    return -1;
}

/* A line of the toast in which a sentence begins with a seat's name after
 * ". " (two events joined), else NULL. */
static const char *joined_event(const UiApp *app, int players, const char *toast)
{
    for (int s = 0; s < players; s++) {
        char at[64];
        snprintf(at, sizeof at, ". %s ", ui_app_seat_name(app, s));
        const char *p = strstr(toast, at);
        if (p) return p;
    }
    return NULL;
}

static void play_and_check(int players, unsigned ai_mask, unsigned long long seed, int scale, int *split_toasts, int *outcomes,
                           int *shortened)
{
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    ui_app_set_setting(app, "ui_scale", scale);
    REQUIRE(ui_app_start(app, "blood-wars", players, ai_mask, seed));
    char last_toast[2048] = "";
    for (int step = 0; step < 900 && !ui_app_game_over(app); step++) {
        int from = ui_app_log_count(app);
        if (ui_app_debug_advance(app, 1, seed * 1000 + (unsigned long long)step) != 1) break;
        const char *toast = ui_app_view_text(app, "toast");
        if (toast[0] && strcmp(toast, last_toast) != 0) {
            snprintf(last_toast, sizeof last_toast, "%s", toast);
            const char *j = joined_event(app, players, toast);
            CHECKF(!j, "seed %llu step %d: the toast joins two events at \"%.40s\" in \"%s\"", seed, step, j ? j : "", toast);
            const char *last = strrchr(toast, '\n');
            *split_toasts += last != NULL;
            if (last) { /* drawn: the newest event is the news; an older one gives way first */
                ui_app_render(app);
                char start[32];
                snprintf(start, sizeof start, "%.24s", last + 1);
                const char *drawn = ui_app_view_text(app, "toast_drawn");
                bool whole = strcmp(drawn, toast) == 0;
                CHECKF(whole || (strncmp(drawn, "… ", 4) == 0 && strstr(drawn, start) != NULL),
                       "seed %llu step %d: the toast drawn \"%s\" cut the newest event \"%s\" before the older ones", seed, step, drawn,
                       last + 1);
                *shortened += !whole;
            }
        }
        for (int i = from; i < ui_app_log_count(app); i++) {
            const char *line = ui_app_log_line(app, i);
            int named = seat_named_first(app, players, line);
            if (named < 0) continue;
            CHECKF(ui_app_log_seat(app, i) == named, "seed %llu step %d: \"%s\" carries seat %d's mark, not %d's", seed, step, line,
                   ui_app_log_seat(app, i), named);
            *outcomes += strstr(line, " the intrigue, ") != NULL || strstr(line, " the combat") != NULL;
        }
    }
    ui_app_free(app);
}

static void test_each_event_apart_in_the_toast_and_under_its_seat(void)
{
    int split = 0, outcomes = 0, shortened = 0;
    play_and_check(3, 0u, 4, 100, &split, &outcomes, &shortened); /* hot-seat: the spectator's account */
    play_and_check(2, 2u, 7, 150, &split, &outcomes, &shortened); /* against an AI seat: the mover's */
    play_and_check(4, 14u, 11, 150, &split, &outcomes, &shortened);
    printf("  %d toasts of more than one event (%d drawn shorter), %d challenge outcomes under their seat\n", split, shortened, outcomes);
    CHECKF(split > 0, "no move told more than one event: the games never ended a challenge on a pass");
    CHECKF(outcomes > 0, "no challenge outcome was logged");
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_each_event_apart_in_the_toast_and_under_its_seat);
    SDL_Quit();
    return tl_summary();
}
