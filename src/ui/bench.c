/* bench.c — `crowntable bench ui`: full-table redraw time with the software
 * renderer at 1600x900 (median, p95; wall clock and this thread's CPU time,
 * which a busy machine disturbs less) in the game's busiest position (most
 * items on the table within the first --scan moves, most seats), idle
 * redraws over 2 s (should be 0), time to first frame, and peak memory
 * (ru_maxrss) after a whole game; then the live-reload figures (bench_reload.c). */
#include "ui_internal.h"
#include "ui.h"
#include "core/registry.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

double bench_clock_ms(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

int bench_cmp_ms(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Headless unless there is a display; never a sound device (a bench measures drawing). */
bool bench_sdl_start(const char *who)
{
    if (!getenv("DISPLAY") && !getenv("WAYLAND_DISPLAY")) setenv("SDL_VIDEODRIVER", "dummy", 0);
    setenv("SDL_AUDIODRIVER", "dummy", 0);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "%s: SDL_Init: %s\n", who, SDL_GetError());
        return false;
    }
    return true;
}

void bench_render_timed(UiApp *app, double *wall, double *cpu)
{
    double w0 = bench_clock_ms(CLOCK_MONOTONIC), c0 = bench_clock_ms(CLOCK_THREAD_CPUTIME_ID);
    ui_app_render(app);
    if (wall) *wall = bench_clock_ms(CLOCK_MONOTONIC) - w0;
    if (cpu) *cpu = bench_clock_ms(CLOCK_THREAD_CPUTIME_ID) - c0;
}

static double now_ms(void) { return bench_clock_ms(CLOCK_MONOTONIC); }

/* Cards, dice, tokens and pawns on the table now. */
static int table_items(const UiApp *app)
{
    const View *v = app->s.view;
    int n = 0;
    for (int i = 0; v && i < v->nzones; i++) n += v->zones[i].nitems + (v->zones[i].value > 0);
    return n;
}

int ui_bench(int argc, char **argv)
{
    const char *game = "queens-court";
    int frames = 120, players = 0, moves = -1, scan = 150;
    const char *png = NULL;
    bool whole_game = true, reload = true;
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--deck-builder") == 0) return ui_bench_deck_builder(argc, argv);
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--game") == 0 && i + 1 < argc) game = argv[++i];
        else if (strcmp(argv[i], "--frames") == 0 && i + 1 < argc) frames = atoi(argv[++i]);
        else if (strcmp(argv[i], "--players") == 0 && i + 1 < argc) players = atoi(argv[++i]);
        else if (strcmp(argv[i], "--moves") == 0 && i + 1 < argc) moves = atoi(argv[++i]);
        else if (strcmp(argv[i], "--scan") == 0 && i + 1 < argc) scan = atoi(argv[++i]);
        else if (strcmp(argv[i], "--png") == 0 && i + 1 < argc) png = argv[++i];
        else if (strcmp(argv[i], "--no-game") == 0) whole_game = false;
        else if (strcmp(argv[i], "--no-reload") == 0) reload = false;
        else if (strcmp(argv[i], "--help") == 0) {
            printf("usage: crowntable bench ui [--game ID] [--frames N] [--players N] [--moves N | --scan N] [--png FILE] [--no-game] [--no-reload]\n"
                   "       crowntable bench ui --deck-builder [--cards N] [--rounds N]  (the deck builder's grid scrolling)\n"
                   "  the position: N moves into a seeded game (--moves), or by default the busiest\n"
                   "  (most items on the table) within the first --scan moves (150); seats: the most\n");
            return 0;
        }
    }
    if (frames < 10) frames = 10;
    const GameModule *m = games_find(game);
    if (!m) {
        fprintf(stderr, "bench ui: unknown game \"%s\"\n", game);
        return 2;
    }
    if (players < m->min_players || players > m->max_players) players = m->max_players;
    if (!bench_sdl_start("bench ui")) return 1;
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
    ui_app_render(app);
    double first = now_ms() - t0;
    /* one seeded sequence of random legal moves; move k is drawn with seed 1000 + k */
    if (moves < 0) { /* the busiest position: the most items on the table, game not over */
        int best = 0, best_items = -1;
        for (int k = 0; k <= scan; k++) {
            int items = table_items(app);
            if (items > best_items) { best_items = items; best = k; }
            if (ui_app_debug_advance(app, 1, 1000 + (unsigned)k) < 1 || ui_app_game_over(app)) break;
        }
        moves = best;
        ui_app_start(app, game, players, 0, 7);
    }
    int played = 0;
    for (int k = 0; k < moves; k++) played += ui_app_debug_advance(app, 1, 1000 + (unsigned)k);
    ui_app_render(app);
    if (png && !ui_app_save_png(app, png)) fprintf(stderr, "bench ui: could not write %s\n", png);

    int felt0 = app->felt_paints;
    double *ms = malloc(sizeof *ms * (size_t)frames), *cpu = malloc(sizeof *cpu * (size_t)frames);
    if (!ms || !cpu) return 1;
    for (int i = 0; i < frames; i++) {
        int spot = i / 12; /* the pointer rests 0.6 s on each spot, like a player reading cards */
        app->mx = 300 + (spot * 37) % 900;
        app->my = 500 + (spot * 53) % 380;
        app_dirty(app);
        ui_app_update(app, 0.05); /* hover zoom delay, pulses */
        bench_render_timed(app, &ms[i], &cpu[i]);
    }
    qsort(ms, (size_t)frames, sizeof *ms, bench_cmp_ms);
    qsort(cpu, (size_t)frames, sizeof *cpu, bench_cmp_ms);
    double median = ms[frames / 2], p95 = ms[(int)(frames * 0.95)];
    double cmedian = cpu[frames / 2], cp95 = cpu[(int)(frames * 0.95)];
    free(cpu);
    int items = table_items(app), felt_repaints = app->felt_paints - felt0;
    /* the same frame without the zones: what the felt and panels cost */
    ui_app_set_hide_zones(app, true);
    for (int i = 0; i < frames; i++) {
        app_dirty(app);
        bench_render_timed(app, &ms[i], NULL);
    }
    ui_app_set_hide_zones(app, false);
    qsort(ms, (size_t)frames, sizeof *ms, bench_cmp_ms);
    double bare = ms[frames / 2];
    free(ms);

    /* idle: nothing changes, so the loop must not redraw */
    unsigned long long f0 = ui_app_frames(app);
    app->dirty = false;
    double ws = now_ms();
    while (whole_game && now_ms() - ws < 2000) ui_app_step(app, 250);
    unsigned long long idle = ui_app_frames(app) - f0;

    /* a whole game, AI against AI (random players keep it quick), every move drawn */
    ui_app_set_ai(app, "random");
    ui_app_start(app, game, players, (1u << players) - 1, 11);
    int game_moves = 0, game_felt0 = app->felt_paints;
    double gs = now_ms();
    while (whole_game && !ui_app_game_over(app) && game_moves < 5000 && now_ms() - gs < 60000) {
        ui_app_update(app, 0.05);
        ui_app_render(app);
        game_moves = ui_app_num_actions(app);
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("ui bench (%s, %d players, software renderer 1600x900)\n", game, players);
    printf("  time to first frame     %8.1f ms (fonts, layout, card set, first draw)\n", first);
    printf("  position                %8d moves in, %d items on the table\n", played, items);
    printf("  full table redraw       %8.2f ms median, %.2f ms p95 over %d frames (wall clock)\n", median, p95, frames);
    printf("  full table redraw (CPU) %8.2f ms median, %.2f ms p95 (this thread's CPU time)\n", cmedian, cp95);
    printf("  background repainted    %8d times in those frames (0: the felt and boxes are reused)\n", felt_repaints);
    printf("  same frame without zones %7.2f ms median (felt, panels, chrome)\n", bare);
    printf("  idle redraws in 2 s     %8llu frames (0 = no redraws when nothing changes)\n", idle);
    printf("  whole game drawn        %8d actions, %.1f s, background repainted %d times\n", game_moves,
           (now_ms() - gs) / 1000, app->felt_paints - game_felt0);
    printf("  peak memory (maxrss)    %8ld KiB\n", ru.ru_maxrss);
    printf("  text cache              %d hits, %d misses\n", app->gfx.text_hits, app->gfx.text_misses);
    ui_app_free(app);
    if (reload) bench_reload_print(dir);
    char p[600];
    snprintf(p, sizeof p, "%s/settings.json", dir);
    unlink(p);
    snprintf(p, sizeof p, "%s/autosave.json", dir);
    unlink(p);
    rmdir(dir);
    SDL_Quit();
    return 0;
}
