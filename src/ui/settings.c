/* settings.c — the player's settings: defaults, settings.json read and
 * written atomically, and applying a change (volume, text size) to the app. */
#include "ui_internal.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/save.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ---------------------------------------------------------------- settings */
void settings_default(UiSettings *s)
{
    memset(s, 0, sizeof *s);
    s->volume = 70;
    s->anim_speed = 2;
    s->ui_scale = 100;
    s->auto_pass = true;
    static const char *const N[GM_MAX_PLAYERS] = {"Ann", "Ben", "Cleo", "Dario", "Edith"};
    for (int i = 0; i < GM_MAX_PLAYERS; i++) snprintf(s->names[i], sizeof s->names[i], "%s", N[i]);
}

/* A value settings.json holds that cannot be used keeps its default, and is
 * told (file, key, expected range, what was found) so nothing goes silently. */
typedef struct {
    char *err;
    size_t errn;
    Error e;
} Told;

static bool told_ok(Told *t, bool ok)
{
    if (!ok && t->e.msg[0]) {
        size_t used = strlen(t->err);
        if (used + 1 < t->errn) snprintf(t->err + used, t->errn - used, "%s%s", used ? "\n" : "", t->e.msg);
    }
    t->e.msg[0] = 0;
    return ok;
}

static void read_last_seat(Told *t, const cJSON *x, const char *where, int i, struct UiLastSetup *L)
{
    bool ai = i > 0, b;
    int lv = 1, col = i, v;
    if (cJSON_IsObject(x)) {
        if (told_ok(t, json_bool(x, "ai", false, ai, &b, where, &t->e))) ai = b;
        if (told_ok(t, json_int(x, "level", 0, 2, false, 1, &v, where, &t->e))) lv = v;
        if (told_ok(t, json_int(x, "colour", 0, 7, false, i, &v, where, &t->e))) col = v;
        const cJSON *d = cJSON_GetObjectItemCaseSensitive(x, "deck");
        if (cJSON_IsString(d)) snprintf(L->seat[i].deck, sizeof L->seat[i].deck, "%s", d->valuestring);
    }
    L->seat[i].ai = ai;
    L->seat[i].level = lv;
    L->seat[i].colour = col;
}

static void read_last_setup(Told *t, const cJSON *g, const char *path, struct UiLastSetup *L)
{
    char where[400], seat_where[420], key[32];
    snprintf(where, sizeof where, "%s: last_setup.%s", path, L->game);
    if (!told_ok(t, json_int(g, "set", 0, 1000, false, 0, &L->set_idx, where, &t->e))) L->set_idx = 0;
    if (!told_ok(t, json_str(g, "set_id", false, "", L->set_id, sizeof L->set_id, where, &t->e))) L->set_id[0] = 0;
    if (!told_ok(t, json_str(g, "set_dir", false, "", L->set_dir, sizeof L->set_dir, where, &t->e))) L->set_dir[0] = 0;
    const cJSON *o = cJSON_GetObjectItemCaseSensitive(g, "options");
    for (int i = 0; i < GM_MAX_OPTIONS; i++) {
        const cJSON *x = cJSON_IsArray(o) ? cJSON_GetArrayItem(o, i) : NULL;
        snprintf(key, sizeof key, "options[%d]", i);
        /* -1: no choice remembered */
        if (!x || !told_ok(t, json_item_int(x, -1, GM_MAX_CHOICES - 1, &L->option[i], where, key, &t->e))) L->option[i] = -1;
    }
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(g, "seats");
    for (int i = 0; i < GM_MAX_PLAYERS; i++) {
        snprintf(seat_where, sizeof seat_where, "%s.seats[%d]", where, i);
        read_last_seat(t, cJSON_IsArray(seats) ? cJSON_GetArrayItem(seats, i) : NULL, seat_where, i, L);
    }
}

bool settings_load(UiSettings *s, const char *path, char *err, size_t errn)
{
    settings_default(s);
    err[0] = 0;
    struct stat sb;
    if (stat(path, &sb) != 0) return true; /* first run */
    Told t = {err, errn, {{0}}};
    cJSON *j = json_load_file(path, &t.e);
    if (!j || !cJSON_IsObject(j)) {
        char got[64] = "";
        if (j) json_brief(j, got, sizeof got);
        if (j) snprintf(err, errn, "%s: the document: expected an object { ... }, got %s", path, got);
        else snprintf(err, errn, "%s", t.e.msg); /* names the line and column (json_parse_text) */
        cJSON_Delete(j);
        return false;
    }
    int v;
    bool b;
    if (told_ok(&t, json_int(j, "volume", 0, 100, false, s->volume, &v, path, &t.e))) s->volume = v;
    if (told_ok(&t, json_bool(j, "muted", false, s->muted, &b, path, &t.e))) s->muted = b;
    if (told_ok(&t, json_int(j, "anim_speed", 0, 3, false, s->anim_speed, &v, path, &t.e))) s->anim_speed = v;
    if (told_ok(&t, json_bool(j, "fullscreen", false, s->fullscreen, &b, path, &t.e))) s->fullscreen = b;
    if (told_ok(&t, json_int(j, "ui_scale", 80, 150, false, s->ui_scale, &v, path, &t.e))) s->ui_scale = v;
    if (told_ok(&t, json_bool(j, "colourblind", false, s->colourblind, &b, path, &t.e))) s->colourblind = b;
    if (told_ok(&t, json_bool(j, "auto_pass", false, s->auto_pass, &b, path, &t.e))) s->auto_pass = b;
    if (told_ok(&t, json_bool(j, "allow_spectators", false, s->allow_spectators, &b, path, &t.e))) s->allow_spectators = b;
    const cJSON *names = cJSON_GetObjectItemCaseSensitive(j, "names");
    for (int i = 0; i < GM_MAX_PLAYERS && cJSON_IsArray(names); i++) {
        const cJSON *n = cJSON_GetArrayItem(names, i);
        if (cJSON_IsString(n) && n->valuestring[0]) snprintf(s->names[i], sizeof s->names[i], "%s", n->valuestring);
    }
    if (!told_ok(&t, json_str(j, "join_name", false, "", s->join_name, sizeof s->join_name, path, &t.e))) s->join_name[0] = 0;
    if (!told_ok(&t, json_str(j, "join_address", false, "", s->join_addr, sizeof s->join_addr, path, &t.e))) s->join_addr[0] = 0;
    const cJSON *last = cJSON_GetObjectItemCaseSensitive(j, "last_setup");
    for (const cJSON *g = cJSON_IsObject(last) ? last->child : NULL; g && s->nlast < 8; g = g->next) {
        struct UiLastSetup *L = &s->last[s->nlast];
        memset(L, 0, sizeof *L);
        if (!cJSON_IsObject(g) || !g->string) continue;
        snprintf(L->game, sizeof L->game, "%s", g->string);
        char where[400];
        snprintf(where, sizeof where, "%s: last_setup.%s", path, L->game);
        /* without a player count the game's choices are not kept */
        if (!told_ok(&t, json_int(g, "players", 1, GM_MAX_PLAYERS, true, 0, &L->nplayers, where, &t.e))) continue;
        read_last_setup(&t, g, path, L);
        s->nlast++;
    }
    cJSON_Delete(j);
    return true;
}

bool settings_save(const UiSettings *s, const char *path, char *err, size_t errn)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddNumberToObject(j, "volume", s->volume);
    cJSON_AddBoolToObject(j, "muted", s->muted);
    cJSON_AddNumberToObject(j, "anim_speed", s->anim_speed);
    cJSON_AddBoolToObject(j, "fullscreen", s->fullscreen);
    cJSON_AddNumberToObject(j, "ui_scale", s->ui_scale);
    cJSON_AddBoolToObject(j, "colourblind", s->colourblind);
    cJSON_AddBoolToObject(j, "auto_pass", s->auto_pass);
    cJSON_AddBoolToObject(j, "allow_spectators", s->allow_spectators);
    cJSON *names = cJSON_AddArrayToObject(j, "names");
    for (int i = 0; i < GM_MAX_PLAYERS; i++) cJSON_AddItemToArray(names, cJSON_CreateString(s->names[i]));
    cJSON_AddStringToObject(j, "join_name", s->join_name);
    cJSON_AddStringToObject(j, "join_address", s->join_addr);
    cJSON *last = cJSON_AddObjectToObject(j, "last_setup");
    for (int k = 0; k < s->nlast; k++) {
        const struct UiLastSetup *L = &s->last[k];
        cJSON *g = cJSON_AddObjectToObject(last, L->game);
        cJSON_AddNumberToObject(g, "players", L->nplayers);
        cJSON_AddNumberToObject(g, "set", L->set_idx);
        cJSON_AddStringToObject(g, "set_id", L->set_id);
        cJSON_AddStringToObject(g, "set_dir", L->set_dir);
        cJSON *o = cJSON_AddArrayToObject(g, "options");
        for (int i = 0; i < GM_MAX_OPTIONS; i++) cJSON_AddItemToArray(o, cJSON_CreateNumber(L->option[i]));
        cJSON *seats = cJSON_AddArrayToObject(g, "seats");
        for (int i = 0; i < L->nplayers && i < GM_MAX_PLAYERS; i++) {
            cJSON *x = cJSON_CreateObject();
            cJSON_AddBoolToObject(x, "ai", L->seat[i].ai);
            cJSON_AddNumberToObject(x, "level", L->seat[i].level);
            cJSON_AddNumberToObject(x, "colour", L->seat[i].colour);
            cJSON_AddStringToObject(x, "deck", L->seat[i].deck);
            cJSON_AddItemToArray(seats, x);
        }
    }
    Error e = {{0}};
    bool ok = json_save_file(path, j, &e);
    cJSON_Delete(j);
    if (!ok) snprintf(err, errn, "%s", e.msg);
    return ok;
}

void app_load_settings(UiApp *app)
{
    if (!app->pref_dir[0]) return;
    char path[700], e2[800];
    snprintf(path, sizeof path, "%s/settings.json", app->pref_dir);
    if (settings_load(&app->settings, path, e2, sizeof e2)) {
        if (e2[0]) {
            SDL_Log("crowntable: settings kept at their defaults: %s", e2);
            snprintf(app->menu_notice, sizeof app->menu_notice, "Some settings could not be read and keep their defaults:\n%s", e2);
        }
        return;
    }
    /* the file as a whole cannot be read: keep it aside (a later save of the
     * settings would write over it) and start from the defaults; the words
     * quoted from it on one line (a quote may run past a line end) */
    for (char *c = e2; *c; c++)
        if (*c == '\n' || *c == '\r' || *c == '\t') *c = ' ';
    static const char EXPECTED[] = "Expected: a JSON object of settings, such as {\"volume\": 70, \"ui_scale\": 100}.";
    char moved[800];
    if (save_quarantine(path, moved, sizeof moved)) {
        snprintf(app->menu_notice, sizeof app->menu_notice,
                 "Your settings file could not be read, so the settings start at their defaults. The file was moved aside to "
                 "%s.\nProblem: %s\n%s", moved, e2, EXPECTED);
    } else {
        app->settings_unwritable = true;
        snprintf(app->menu_notice, sizeof app->menu_notice,
                 "Your settings file could not be read, so the settings start at their defaults; it could not be moved aside "
                 "either, so changes are not saved over it until it is mended or removed.\nProblem: %s\n%s", e2, EXPECTED);
    }
    SDL_Log("crowntable: %s", app->menu_notice);
}

void app_settings_changed(UiApp *app)
{
    UiSettings *s = &app->settings;
    if (app->audio_on) {
        audio_set_volume(s->volume);
        audio_set_muted(s->muted);
    }
    float ts = s->ui_scale / 100.0f;
    if (ts != app->gfx.text_scale) {
        app->gfx.text_scale = ts;
        gfx_flush_text(&app->gfx);
    }
    if (app->pref_dir[0]) {
        char path[700], err[600];
        snprintf(path, sizeof path, "%s/settings.json", app->pref_dir);
        if (app->settings_unwritable) SDL_Log("crowntable: settings not saved: %s could not be read nor moved aside", path);
        else if (!settings_save(s, path, err, sizeof err)) SDL_Log("crowntable: settings not saved: %s", err);
    }
    app_dirty(app);
}

void settings_seat_int(UiApp *app, const struct cJSON *seat, const char *key, int max, int *out, const char *path, int i)
{
    Error e = {{0}};
    char where[40];
    int v;
    snprintf(where, sizeof where, "ui.seats[%d]", i);
    if (json_int(seat, key, 0, max, false, *out, &v, where, &e)) {
        *out = v;
        return;
    }
    const char *base = strrchr(path, '/');
    UiSession *S = &app->s;
    SDL_Log("crowntable: %s: %s (the default %d is kept)", path, e.msg, *out);
    if (!S->notice[0]) {
        snprintf(S->notice, sizeof S->notice, "%s: %s (the default %d is kept)", base ? base + 1 : path, e.msg, *out);
        S->notice_until = app->now + 15;
    }
}
