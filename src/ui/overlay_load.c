/* overlay_load.c — the saved games: list, details, load and delete. */
#include "ui_internal.h"
#include "core/registry.h"
#include "core/json_lazy.h"
#include "core/json_util.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static const SDL_Color WHITE = {255, 255, 255, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};

static int save_newer_first(const void *a, const void *b)
{
    const struct UiSaveEntry *x = a, *y = b;
    if (x->mtime != y->mtime) return x->mtime < y->mtime ? 1 : -1;
    return strcmp(x->file, y->file);
}

/* A row's first line, "Queen's Court — saved 2026-11-26 18:31:05" (what it
 * is: a Save game copy, or the game Restart kept), and the whole row (first
 * line · who played, how far); either buffer may be NULL. */
static void save_row_words(const struct UiSaveEntry *e, char *first, size_t fn, char *whole, size_t wn)
{
    const char *what = strcmp(e->kind, "restart") == 0 ? "kept by Restart, " : strcmp(e->kind, "saved") == 0 ? "saved " : "";
    char line[300];
    snprintf(line, sizeof line, "%s — %s%s", e->title, what, e->when);
    if (first) snprintf(first, fn, "%s", line);
    if (whole) snprintf(whole, wn, "%s%s%s", line, e->details[0] ? " · " : "", e->details);
}

/* Lists the .json files of pref_dir/saves (moved-aside ".bad-" files end otherwise). */
void saves_refresh(UiApp *app)
{
    app->nsaves = 0;
    app->save_delete_asked = -1;
    app->saves_first = 0;
    char dir[700];
    snprintf(dir, sizeof dir, "%s/saves", app->pref_dir);
    DIR *d = app->pref_dir[0] ? opendir(dir) : NULL;
    if (!d) return;
    struct dirent *de;
    while ((de = readdir(d)) && app->nsaves < UI_MAX_SAVES) {
        size_t L = strlen(de->d_name);
        if (de->d_name[0] == '.' || L < 6 || strcmp(de->d_name + L - 5, ".json") != 0) continue;
        struct UiSaveEntry *e = &app->saves[app->nsaves];
        memset(e, 0, sizeof *e);
        snprintf(e->path, sizeof e->path, "%s/%s", dir, de->d_name);
        snprintf(e->file, sizeof e->file, "%s", de->d_name);
        struct stat sb;
        if (stat(e->path, &sb) != 0 || !S_ISREG(sb.st_mode)) continue;
        e->mtime = (long long)sb.st_mtime;
        time_t t = sb.st_mtime;
        struct tm tm;
        localtime_r(&t, &tm);
        strftime(e->when, sizeof e->when, "%Y-%m-%d %H:%M:%S", &tm);
        /* the title from the header only (the actions counted, not parsed);
         * the full load (and any complaint) comes on click */
        Error err = {{0}};
        int nactions;
        cJSON *j = save_read_header(e->path, &nactions, &err);
        /* a lazy document: one member at a time, each read before the next
         * is asked for (json_lazy.h) */
        const cJSON *gid = j ? json_get_lazy(j, "game") : NULL;
        const GameModule *m = cJSON_IsString(gid) ? games_find(gid->valuestring) : NULL;
        snprintf(e->title, sizeof e->title, "%s", m ? m->title : j ? "(unknown game)" : "(unreadable)");
        /* who played and how far it went */
        const cJSON *ui = j ? json_get_lazy(j, "ui") : NULL;
        const cJSON *seats = json_is_object(ui) ? json_get_lazy(ui, "seats") : NULL;
        JsonCursor cur;
        for (const cJSON *st = json_is_array(seats) ? json_first(seats, &cur) : NULL; st; st = json_next(seats, &cur)) {
            const cJSON *nm = json_is_object(st) ? json_get_lazy(st, "name") : NULL;
            size_t dl = strlen(e->details);
            snprintf(e->details + dl, sizeof e->details - dl, "%s%s", dl ? ", " : "", cJSON_IsString(nm) ? nm->valuestring : "?");
            const cJSON *ai = json_is_object(st) ? json_get_lazy(st, "ai") : NULL;
            if (cJSON_IsTrue(ai)) snprintf(e->details + strlen(e->details), sizeof e->details - strlen(e->details), " (AI)");
        }
        if (nactions >= 0) {
            size_t dl = strlen(e->details);
            /* "moves", as the log says it ("Loaded a saved game … (3 moves so far)") */
            snprintf(e->details + dl, sizeof e->details - dl, "%s%d move%s", dl ? " · " : "", nactions, nactions == 1 ? "" : "s");
        }
        /* how far the game was (the round, the phase) and why the copy was made */
        const cJSON *status = json_is_object(ui) ? json_get_lazy(ui, "status") : NULL;
        if (cJSON_IsString(status) && status->valuestring[0]) {
            size_t dl = strlen(e->details);
            snprintf(e->details + dl, sizeof e->details - dl, "%s%s", dl ? " · " : "", status->valuestring);
        }
        const cJSON *kind = json_is_object(ui) ? json_get_lazy(ui, "kind") : NULL;
        if (cJSON_IsString(kind)) snprintf(e->kind, sizeof e->kind, "%s", kind->valuestring);
        json_lazy_free(j);
        app->nsaves++;
    }
    closedir(d);
    qsort(app->saves, (size_t)app->nsaves, sizeof app->saves[0], save_newer_first);
    /* two copies of one game at one point, written in one second, would
     * still read alike: those rows name their files too */
    bool twin[UI_MAX_SAVES] = {false};
    for (int i = 0; i < app->nsaves; i++)
        for (int k = i + 1; k < app->nsaves; k++) {
            char a[600], b[600];
            save_row_words(&app->saves[i], NULL, 0, a, sizeof a);
            save_row_words(&app->saves[k], NULL, 0, b, sizeof b);
            if (strcmp(a, b) == 0) twin[i] = twin[k] = true;
        }
    for (int i = 0; i < app->nsaves; i++) {
        struct UiSaveEntry *e = &app->saves[i];
        size_t dl = strlen(e->details);
        if (twin[i]) snprintf(e->details + dl, sizeof e->details - dl, "%s%s", dl ? " · " : "", e->file);
    }
}

/* A saved game's row: its game and date on one line, who played and how far
 * on a second, both at full size (one long line shrank to about 7 units at
 * 150 % text).  Rows and the page grow with the text size. */
static float row_height(const UiGfx *g)
{
    return 60 * (g->text_scale > 1 ? g->text_scale : 1);
}

static void row_words(UiGfx *g, SDL_FRect r, SDL_Color first_colour, const char *first, const char *second)
{
    float k = r.h / 60;
    gfx_text_line(g, FACE_BOLD, 18, first_colour, (SDL_FRect){r.x + 16, r.y + 6 * k, r.w - 32, 26 * k}, ALIGN_LEFT, first);
    gfx_text_line(g, FACE_SANS, 15, CREAM, (SDL_FRect){r.x + 16, r.y + 32 * k, r.w - 32, 22 * k}, ALIGN_LEFT, second);
}

void overlay_load(UiApp *app)
{
    UiGfx *g = &app->gfx;
    SDL_FRect p = {380, 80, 840, 740};
    overlay_frame(app, p, 98, "Load game");
    const float rh = row_height(g), gap = 8, top = 156, bottom = 730;
    const int per_page = (int)((bottom - top + gap) / (rh + gap));
    if (app->nsaves == 0)
        gfx_text_wrap(g, FACE_SANS, 17, CREAM, 420, 200, 760, ALIGN_CENTER,
                      "No saved games yet. During a game, Menu → Save game keeps a copy here.");
    float y = top;
    for (int i = app->saves_first; i < app->nsaves && i < app->saves_first + per_page; i++) {
        const struct UiSaveEntry *e = &app->saves[i];
        char lab[300], whole[600];
        save_row_words(e, lab, sizeof lab, whole, sizeof whole);
        const float bw = 120, bh = 48, by = y + (rh - bh) / 2;
        if (app->save_delete_asked == i) {
            /* the question takes the row's place, at the row's size */
            SDL_FRect r = {420, y, 760, rh};
            if (!g->off) {
                gfx_rrect(g, r, 9, rgba(90, 30, 20, 230), rgba(70, 22, 14, 230));
                char which[200]; /* the row's game and time: the question's box is narrower than the row */
                snprintf(which, sizeof which, "%s — %s", e->title, e->when);
                row_words(g, (SDL_FRect){r.x, r.y, r.w - 2 * bw - 30, r.h}, WHITE, "Delete this saved game for good?", which);
            }
            if (ui_button(app, (SDL_FRect){r.x + r.w - 2 * bw - 18, by, bw, bh}, "Delete", true, true)) {
                if (remove(e->path) != 0) snprintf(app->menu_notice, sizeof app->menu_notice, "Could not delete %s", e->path);
                int first = app->saves_first;
                saves_refresh(app);
                app->saves_first = first < app->nsaves ? first : 0;
                app_dirty(app);
                return;
            }
            if (ui_button(app, (SDL_FRect){r.x + r.w - bw - 8, by, bw, bh}, "Keep", true, false)) {
                app->save_delete_asked = -1;
                app_dirty(app);
                return;
            }
            y += rh + gap;
            continue;
        }
        /* the button's label (what a click or a test finds) is the whole row; drawn as two lines */
        SDL_FRect r = {420, y, 760 - bw - 10, rh};
        if (ui_button(app, r, g->off ? whole : "", true, false)) {
            char path[sizeof e->path], what[200];
            snprintf(path, sizeof path, "%s", e->path);
            snprintf(what, sizeof what, "The save %s", e->file);
            app->overlay = OV_NONE;
            app->menu_notice[0] = 0;
            if (!play_load_save(app, path, what)) {
                menu_refresh(app);
                if (app->scene == SCENE_TABLE) app->scene = SCENE_MENU;
                saves_refresh(app); /* a broken one was moved aside */
            }
            app_dirty(app);
            return;
        }
        if (!g->off) row_words(g, r, WHITE, lab, e->details);
        if (ui_button(app, (SDL_FRect){1180 - bw, by, bw, bh}, "Delete", true, false)) {
            app->save_delete_asked = i;
            app_dirty(app);
            return;
        }
        y += rh + gap;
    }
    float by = 740;
    if (app->saves_first > 0 && ui_button(app, (SDL_FRect){420, by, 160, 50}, "Newer", true, false)) {
        app->saves_first -= per_page;
        if (app->saves_first < 0) app->saves_first = 0;
        app_dirty(app);
        return;
    }
    if (app->saves_first + per_page < app->nsaves && ui_button(app, (SDL_FRect){1020, by, 160, 50}, "Older", true, false)) {
        app->saves_first += per_page;
        app_dirty(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){650, by, 300, 50}, "Back", true, true)) {
        app->overlay = OV_NONE;
        app_dirty(app);
        return;
    }
}
