/* bench_reload.c — the live-reload figures of `crowntable bench ui`, on a copy
 * of the Queen's Blood set in a temp user folder with a game in progress:
 *   - reloading the set under the game (core set_reload: load, fingerprints,
 *     the position carried over), median and worst of 20, wall and CPU;
 *   - an edit to set.json until the frame that shows it, through the real
 *     loop (ui_app_step, which sleeps in SDL_WaitEventTimeout until the next
 *     poll), 10 edits at phases spread over the poll period, median and worst;
 *   - the process's CPU time over 3 s of idle loop while watching, and the
 *     cost of one poll. */
#include "ui_internal.h"
#include "core/paths.h"
#include "core/registry.h"
#include "core/file_open.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The process's CPU time (ms) over 3 s of the interactive loop; *wall gets the elapsed ms. */
static double idle_ms(UiApp *app, double *wall)
{
    double i0 = bench_clock_ms(CLOCK_MONOTONIC), c0 = bench_clock_ms(CLOCK_PROCESS_CPUTIME_ID);
    while (bench_clock_ms(CLOCK_MONOTONIC) - i0 < 3000) ui_app_step(app, 1000);
    *wall = bench_clock_ms(CLOCK_MONOTONIC) - i0;
    return bench_clock_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;
}

/* Bumps the first card's power in set.json by +1 / -1 in turn (a designer's edit). */
static bool edit_power(const char *setdir, int k)
{
    char path[700];
    snprintf(path, sizeof path, "%s/set.json", setdir);
    Error err;
    FILE *f = file_fopen_regular(path, &err);
    if (!f) return false;
    static char text[1 << 20];
    size_t n = fread(text, 1, sizeof text - 16, f);
    fclose(f);
    text[n] = 0;
    char *p = strstr(text, "\"power\": ");
    if (!p) return false;
    p += 9;
    char *end;
    long v = strtol(p, &end, 10);
    char num[16];
    int len = snprintf(num, sizeof num, "%ld", k % 2 ? v - 1 : v + 1);
    memmove(p + len, end, strlen(end) + 1);
    memcpy(p, num, (size_t)len);
    f = fopen(path, "wb");
    if (!f) return false;
    bool ok = fputs(text, f) >= 0;
    return fclose(f) == 0 && ok;
}

void bench_reload_print(const char *pref_dir)
{
    char from[600], setdir[700], cmd[1600];
    paths_join(from, sizeof from, "cards/queens-blood/core");
    snprintf(setdir, sizeof setdir, "%s/cards/queens-blood/bench-copy", pref_dir);
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/cards/queens-blood' && cp -r '%s' '%s'", pref_dir, from, setdir);
    if (system(cmd) != 0) {
        printf("  live reload             (skipped: could not copy %s)\n", from);
        return;
    }
    UiApp *app = ui_app_create_headless(1600, 900, pref_dir);
    UiSession *S = app ? &app->s : NULL;
    if (!app || !ui_app_open_setup(app, "queens-blood")) {
        printf("  live reload             (skipped: no Queen's Blood)\n");
        ui_app_free(app);
        return;
    }
    ui_app_set_anim(app, 0);
    for (int i = 0; i < S->nsets; i++)
        if (strcmp(S->sets[i]->dir, setdir) == 0) S->set_idx = i;
    S->nplayers = 2;
    S->seats[0].ai = S->seats[1].ai = false; /* no AI thread beside the figures */
    if (strcmp(play_set(app)->dir, setdir) != 0 || !play_start(app, 7)) {
        printf("  live reload             (skipped: the copy did not load)\n");
        ui_app_free(app);
        return;
    }
    for (int k = 0; k < 12; k++) ui_app_debug_advance(app, 1, 2000 + (unsigned)k);
    ui_app_render(app);
    int ncards = play_set(app)->ncards;

    /* reload under the game, the core's work alone */
    enum { RELOADS = 20 };
    double wall[RELOADS], cpu[RELOADS];
    for (int i = 0; i < RELOADS; i++) {
        SetReload r;
        double w0 = bench_clock_ms(CLOCK_MONOTONIC), c0 = bench_clock_ms(CLOCK_THREAD_CPUTIME_ID);
        set_reload(S->m, play_set(app), S->st, &app->live.prints, NULL, 0, &r);
        wall[i] = bench_clock_ms(CLOCK_MONOTONIC) - w0;
        cpu[i] = bench_clock_ms(CLOCK_THREAD_CPUTIME_ID) - c0;
        game_free(r.st);
        carddb_free(r.set);
    }
    qsort(wall, RELOADS, sizeof *wall, bench_cmp_ms);
    qsort(cpu, RELOADS, sizeof *cpu, bench_cmp_ms);

    /* edit -> the frame that shows it, through the interactive loop; the edits
     * land at phases spread evenly over the poll period */
    enum { EDITS = 10 };
    double seen[EDITS];
    int nseen = 0;
    ui_app_step(app, 10); /* the watch starts on the first update */
    for (int e = 0; e < EDITS; e++) {
        double before_poll = (e + 0.5) / EDITS * app->live.watch.interval;
        ui_app_step(app, 10); /* past the last poll */
        double at = app->live.watch.next_poll - before_poll;
        while (app->now < at) ui_app_step(app, 2);
        int before = app->live.reloads;
        if (!edit_power(setdir, e)) break;
        double t0 = bench_clock_ms(CLOCK_MONOTONIC);
        bool shown = false;
        while (!shown && bench_clock_ms(CLOCK_MONOTONIC) - t0 < 5000)
            shown = ui_app_step(app, 1000) && app->live.reloads > before;
        if (shown) seen[nseen++] = bench_clock_ms(CLOCK_MONOTONIC) - t0;
    }
    qsort(seen, (size_t)nseen, sizeof *seen, bench_cmp_ms);

    /* idle while watching: nothing on screen changes; the loop wakes for the polls only.
     * SDL sleeps in the display's own wait only while a window is shown (else
     * it polls every 1 ms), so on a display one small window stands beside the
     * headless table, as the real program has its window. */
    SDL_Window *shown = NULL;
    const char *drv = SDL_GetCurrentVideoDriver();
    if (drv && strcmp(drv, "dummy") != 0) shown = SDL_CreateWindow("bench", 0, 0, 64, 64, SDL_WINDOW_SHOWN);
    for (int i = 0; i < 20; i++) ui_app_step(app, 10); /* its first events (shown, exposed) are over */
    int nfiles = app->live.watch.nfiles;
    S->notice[0] = S->toast[0] = 0;
    app->dirty = false;
    int polls0 = app->live.watch.polls;
    unsigned long long f0 = ui_app_frames(app);
    double idle_wall, idle_cpu = idle_ms(app, &idle_wall);
    int polls = app->live.watch.polls - polls0;
    unsigned long long idle_frames = ui_app_frames(app) - f0;
    /* one poll: a stat() of each watched file */
    double q0 = bench_clock_ms(CLOCK_THREAD_CPUTIME_ID);
    for (int i = 0; i < 200; i++) set_watch_poll(&app->live.watch, app->live.watch.next_poll);
    double poll_us = (bench_clock_ms(CLOCK_THREAD_CPUTIME_ID) - q0) * 1000.0 / 200;
    /* the same idle loop on the menu, where no set is watched */
    app->scene = SCENE_MENU;
    ui_app_step(app, 10);
    app->dirty = false;
    double menu_wall, menu_cpu = idle_ms(app, &menu_wall);
    if (shown) SDL_DestroyWindow(shown);

    printf("  live reload (Queen's Blood, %d cards, %d files watched; a game 12 moves in)\n", ncards,
           nfiles);
    printf("  reload under the game   %8.1f ms median, %.1f ms worst of %d (wall); %.1f / %.1f ms CPU\n", wall[RELOADS / 2],
           wall[RELOADS - 1], RELOADS, cpu[RELOADS / 2], cpu[RELOADS - 1]);
    if (nseen)
        printf("  edit -> shown on table  %8.0f ms median, %.0f ms worst of %d edits over the poll period (0.5 s)\n",
               seen[nseen / 2], seen[nseen - 1], nseen);
    else printf("  edit -> shown on table  (no edit was seen within 5 s)\n");
    printf("  idle while watching     %8.1f ms CPU in %.1f s (%.2f %% of a core), %d polls, %llu frames drawn\n", idle_cpu,
           idle_wall / 1000, idle_cpu / idle_wall * 100, polls, idle_frames);
    printf("  idle, nothing watched   %8.1f ms CPU in %.1f s (the menu; %s)\n", menu_cpu, menu_wall / 1000,
           shown ? "SDL waits on the display" : "dummy video: SDL polls every 1 ms, run under a display for the real figure");
    printf("  one poll                %8.1f us CPU (stat of each watched file)\n", poll_us);
    ui_app_free(app);
    snprintf(cmd, sizeof cmd, "rm -rf '%s/cards'", pref_dir);
    if (system(cmd) != 0) fprintf(stderr, "bench ui: could not remove %s/cards\n", pref_dir);
}
