/* bench.c — `crowntable bench ui`: full-table redraw time with the software
 * renderer at 1600x900 (median, p95), idle redraws over 2 s (should be 0),
 * time to first frame, and peak memory (ru_maxrss) after a whole game. */
#include "ui_internal.h"
#include "ui.h"
#include "core/registry.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

static double now_ms(void)
{
    return SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int ui_bench(int argc, char **argv)
{
    const char *game = "queens-court";
    int frames = 120, players = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--game") == 0 && i + 1 < argc) game = argv[++i];
        else if (strcmp(argv[i], "--frames") == 0 && i + 1 < argc) frames = atoi(argv[++i]);
        else if (strcmp(argv[i], "--players") == 0 && i + 1 < argc) players = atoi(argv[++i]);
        else if (strcmp(argv[i], "--help") == 0) {
            printf("usage: crowntable bench ui [--game ID] [--frames N] [--players N]\n");
            return 0;
        }
    }
    if (frames < 10) frames = 10;
    const GameModule *m = games_find(game);
    if (!m) {
        fprintf(stderr, "bench ui: unknown game \"%s\"\n", game);
        return 2;
    }
    if (players < m->min_players || players > m->max_players) players = m->min_players;
    if (!getenv("DISPLAY") && !getenv("WAYLAND_DISPLAY")) setenv("SDL_VIDEODRIVER", "dummy", 0);
    setenv("SDL_AUDIODRIVER", "dummy", 0);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "bench ui: SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    char dir[] = "/tmp/ct-ui-bench-XXXXXX";
    if (!mkdtemp(dir)) {
        fprintf(stderr, "bench ui: no temp dir\n");
        return 1;
    }
    double t0 = now_ms();
    UiApp *app = ui_app_create_headless(1600, 900, dir);
    if (!app) return 1;
    ui_app_set_anim(app, 0);
    if (!ui_app_start(app, game, players, 0, 7)) {
        fprintf(stderr, "bench ui: could not start %s\n", game);
        ui_app_free(app);
        return 1;
    }
    ui_app_debug_advance(app, 10, 3);
    ui_app_render(app);
    double first = now_ms() - t0;

    double *ms = malloc(sizeof *ms * (size_t)frames);
    if (!ms) return 1;
    for (int i = 0; i < frames; i++) {
        app->mx = 300 + (i * 37) % 900; /* move the hover around like a player would */
        app->my = 500 + (i * 53) % 380;
        app_dirty(app);
        double a = now_ms();
        ui_app_render(app);
        ms[i] = now_ms() - a;
    }
    qsort(ms, (size_t)frames, sizeof *ms, cmp_d);
    double median = ms[frames / 2], p95 = ms[(int)(frames * 0.95)];
    /* the same frame without the zones: what the felt and panels cost */
    ui_app_set_hide_zones(app, true);
    for (int i = 0; i < frames; i++) {
        app_dirty(app);
        double a = now_ms();
        ui_app_render(app);
        ms[i] = now_ms() - a;
    }
    ui_app_set_hide_zones(app, false);
    qsort(ms, (size_t)frames, sizeof *ms, cmp_d);
    double bare = ms[frames / 2];
    free(ms);

    /* idle: nothing changes, so the loop must not redraw */
    unsigned long long f0 = ui_app_frames(app);
    app->dirty = false;
    double ws = now_ms();
    while (now_ms() - ws < 2000) ui_app_step(app, 250);
    unsigned long long idle = ui_app_frames(app) - f0;

    /* a whole game, AI against AI (random players keep it quick), every move drawn */
    ui_app_set_ai(app, "random");
    ui_app_start(app, game, players, (1u << players) - 1, 11);
    int moves = 0;
    double gs = now_ms();
    while (!ui_app_game_over(app) && moves < 5000 && now_ms() - gs < 60000) {
        ui_app_update(app, 0.05);
        ui_app_render(app);
        moves = ui_app_num_actions(app);
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("ui bench (%s, %d players, software renderer 1600x900)\n", game, players);
    printf("  time to first frame     %8.1f ms (fonts, layout, card set, first draw)\n", first);
    printf("  full table redraw       %8.2f ms median, %.2f ms p95 over %d frames\n", median, p95, frames);
    printf("  same frame without zones %7.2f ms median (felt, panels, chrome)\n", bare);
    printf("  idle redraws in 2 s     %8llu frames (0 = no redraws when nothing changes)\n", idle);
    printf("  whole game drawn        %8d actions, %.1f s\n", moves, (now_ms() - gs) / 1000);
    printf("  peak memory (maxrss)    %8ld KiB\n", ru.ru_maxrss);
    printf("  text cache              %d hits, %d misses\n", app->gfx.text_hits, app->gfx.text_misses);
    ui_app_free(app);
    char p[600];
    snprintf(p, sizeof p, "%s/settings.json", dir);
    unlink(p);
    snprintf(p, sizeof p, "%s/autosave.json", dir);
    unlink(p);
    rmdir(dir);
    SDL_Quit();
    return 0;
}
