/* bench_deck.c — `crowntable bench ui --deck-builder`: the deck builder's grid
 * redraw while it scrolls, software renderer at 1600x900, in a Queen's Blood
 * set of 200 cards made for the run (the shipped set's cards, with their art,
 * repeated under new ids in a temporary folder).  One wheel notch per frame
 * down to the bottom and back up, twice: every row comes into view from both
 * sides and the 200 faces do not all fit the face cache, so cards are painted
 * as well as copied.  Prints wall clock and this thread's CPU time (median,
 * p95); CPU time is the figure to quote on a loaded machine. */
#include "deck_builder.h"
#include "ui.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* dir/set.json: the shipped set's cards, then copies of its deckable ones
 * under new ids, up to `want` cards;
 * its art folder copied beside it.  Returns the number of cards written. */
static int make_set(const char *dir, int want)
{
    char path[900], cmd[2200];
    snprintf(path, sizeof path, "%s/cards/queens-blood/core/set.json", paths_data_dir());
    Error e = {{0}};
    cJSON *src = json_load_file(path, &e);
    const cJSON *cards = cJSON_GetObjectItemCaseSensitive(src, "cards");
    if (!cJSON_IsArray(cards)) {
        fprintf(stderr, "bench ui --deck-builder: %s\n", e.msg[0] ? e.msg : "no cards in the shipped set");
        cJSON_Delete(src);
        return 0;
    }
    cJSON *out = cJSON_CreateObject(), *list = cJSON_AddArrayToObject(out, "cards");
    cJSON_AddStringToObject(out, "game", "queens-blood");
    cJSON_AddStringToObject(out, "name", "Bench: 200 cards");
    int n = 0;
    for (int round = 0; n < want && round < 50; round++)
        for (const cJSON *c = cards->child; c && n < want; c = c->next) {
            const cJSON *r = cJSON_GetObjectItemCaseSensitive(c, "rarity");
            if (round > 0 && cJSON_IsString(r) && strcmp(r->valuestring, "token") == 0) continue;
            cJSON *d = cJSON_Duplicate(c, true);
            n++;
            if (round == 0) { /* the originals keep their ids: the copies' effects name them */
                cJSON_AddItemToArray(list, d);
                continue;
            }
            const cJSON *id = cJSON_GetObjectItemCaseSensitive(c, "id"), *name = cJSON_GetObjectItemCaseSensitive(c, "name");
            char nid[64], nname[96];
            snprintf(nid, sizeof nid, "%s-%d", cJSON_IsString(id) ? id->valuestring : "card", round);
            snprintf(nname, sizeof nname, "%s %d", cJSON_IsString(name) ? name->valuestring : "Card", round + 1);
            cJSON_ReplaceItemInObjectCaseSensitive(d, "id", cJSON_CreateString(nid));
            cJSON_ReplaceItemInObjectCaseSensitive(d, "name", cJSON_CreateString(nname));
            cJSON_AddItemToArray(list, d);
        }
    snprintf(path, sizeof path, "%s/set.json", dir);
    bool ok = json_save_file(path, out, &e);
    cJSON_Delete(out);
    cJSON_Delete(src);
    snprintf(cmd, sizeof cmd, "cp -r '%s/cards/queens-blood/core/art' '%s/'", paths_data_dir(), dir);
    if (!ok || system(cmd) != 0) {
        fprintf(stderr, "bench ui --deck-builder: could not write the set in %s %s\n", dir, e.msg);
        return 0;
    }
    return n;
}

int ui_bench_deck_builder(int argc, char **argv)
{
    int want = 200, rounds = 2;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--cards") == 0 && i + 1 < argc) want = atoi(argv[++i]);
        else if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) rounds = atoi(argv[++i]);
    }
    if (want < 20) want = 20;
    if (want > 1000) want = 1000;
    if (rounds < 1) rounds = 1;
    if (!bench_sdl_start("bench ui --deck-builder")) return 1;
    char tmp[] = "/tmp/ct-deck-bench-XXXXXX";
    if (!mkdtemp(tmp)) return 1;
    char set_dir[600], pref[600], cmd[700];
    snprintf(set_dir, sizeof set_dir, "%s/bench-set", tmp);
    snprintf(pref, sizeof pref, "%s/pref", tmp);
    snprintf(cmd, sizeof cmd, "mkdir -p '%s' '%s'", set_dir, pref);
    int rc = 1, ncards = system(cmd) == 0 ? make_set(set_dir, want) : 0;
    UiApp *app = NULL;
    double *ms = NULL, *cpu = NULL;
    if (ncards == 0) goto done;
    paths_add_cards_dir(set_dir);
    app = ui_app_create_headless(1600, 900, pref);
    if (!app || !ui_app_open_deck_builder(app, "queens-blood", set_dir, "")) {
        fprintf(stderr, "bench ui --deck-builder: the builder did not open on %s\n", set_dir);
        goto done;
    }
    DeckBuilder *db = app->deck_builder;
    app->mx = 700; /* the pointer rests on the grid, as when scrolling with the wheel */
    app->my = 450;
    ui_app_render(app);
    /* one notch a frame: down to the bottom, back to the top, `rounds` times */
    float bottom = db_grid_content_height(db) - db_grid_rect(db).h;
    if (bottom < 0) bottom = 0; /* a set that fits the grid: the frames redraw it without scrolling */
    int per_pass = (int)(bottom / 60) + 2, frames = per_pass * 2 * rounds;
    ms = malloc(sizeof *ms * (size_t)frames);
    cpu = malloc(sizeof *cpu * (size_t)frames);
    if (!ms || !cpu) goto done;
    int felt0 = app->felt_paints;
    for (int f = 0; f < frames; f++) {
        bool down = (f / per_pass) % 2 == 0;
        deck_builder_wheel(app, down ? -1.0f : 1.0f);
        bench_render_timed(app, &ms[f], &cpu[f]);
    }
    qsort(ms, (size_t)frames, sizeof *ms, bench_cmp_ms);
    qsort(cpu, (size_t)frames, sizeof *cpu, bench_cmp_ms);
    printf("deck builder grid scroll (%d cards in the set, %d shown, %d columns, software renderer 1600x900)\n", ncards,
           db->nshown, db->columns);
    printf("  frames                  %8d (one wheel notch of 60 px each, %d passes top to bottom or back)\n", frames,
           2 * rounds);
    printf("  grid scroll redraw      %8.2f ms median, %.2f ms p95, %.2f ms max (wall clock)\n", ms[frames / 2],
           ms[(int)(frames * 0.95)], ms[frames - 1]);
    printf("  grid scroll redraw (CPU)%8.2f ms median, %.2f ms p95, %.2f ms max (this thread's CPU time)\n", cpu[frames / 2],
           cpu[(int)(frames * 0.95)], cpu[frames - 1]);
    printf("  background repainted    %8d times in those frames\n", app->felt_paints - felt0);
    rc = 0;
done:
    free(ms);
    free(cpu);
    if (app) ui_app_free(app);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    if (system(cmd) != 0) fprintf(stderr, "bench ui --deck-builder: could not remove %s\n", tmp);
    SDL_Quit();
    return rc;
}
