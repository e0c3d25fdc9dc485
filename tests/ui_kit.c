#include "ui_kit.h"
#include "testlib.h"
#include "core/game.h"
#include "core/view.h"
#include "ui/ui_internal.h"
#include <SDL2/SDL.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The folders kit_tmpdir made, removed when the test program exits. */
static char **made;
static int nmade;

static int remove_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

static void remove_made(void)
{
    /* FTW_PHYS: a link to the data folder is removed, never followed */
    for (int i = 0; i < nmade; i++) {
        nftw(made[i], remove_one, 16, FTW_DEPTH | FTW_PHYS);
        free(made[i]);
    }
    free(made);
    made = NULL;
    nmade = 0;
}

char *kit_tmpdir(const char *prefix)
{
    char tmpl[200];
    snprintf(tmpl, sizeof tmpl, "/tmp/%s-XXXXXX", prefix);
    char **grown = realloc(made, (size_t)(nmade + 1) * sizeof *made);
    if (!grown || !mkdtemp(tmpl)) {
        if (grown) made = grown;
        return NULL;
    }
    made = grown;
    if (!(made[nmade] = strdup(tmpl))) return NULL;
    if (nmade++ == 0) atexit(remove_made);
    return made[nmade - 1];
}

UiApp *kit_app(int w, int h, const char *ai, char *dir, size_t n)
{
    const char *tmp = kit_tmpdir("ct-ui-test");
    if (!tmp) return NULL;
    if (dir) snprintf(dir, n, "%s", tmp);
    UiApp *app = ui_app_create_headless(w, h, tmp);
    if (!app) return NULL;
    ui_app_set_anim(app, 0);
    if (ai) ui_app_set_ai(app, ai);
    return app;
}

void mouse_event(UiApp *app, Uint32 type, float x, float y)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type;
    if (type == SDL_MOUSEMOTION) {
        ev.motion.x = (int)x;
        ev.motion.y = (int)y;
    } else {
        ev.button.button = SDL_BUTTON_LEFT;
        ev.button.x = (int)x;
        ev.button.y = (int)y;
    }
    ui_app_handle_event(app, &ev);
}

void click_at(UiApp *app, float x, float y)
{
    mouse_event(app, SDL_MOUSEMOTION, x, y);
    mouse_event(app, SDL_MOUSEBUTTONDOWN, x, y);
    mouse_event(app, SDL_MOUSEBUTTONUP, x, y);
}

void drag_from_to(UiApp *app, float x0, float y0, float x1, float y1)
{
    mouse_event(app, SDL_MOUSEMOTION, x0, y0);
    mouse_event(app, SDL_MOUSEBUTTONDOWN, x0, y0);
    mouse_event(app, SDL_MOUSEMOTION, x1, y1);
    ui_app_render(app); /* what is dragged follows the pointer */
    mouse_event(app, SDL_MOUSEBUTTONUP, x1, y1);
}

void press_key(UiApp *app, SDL_Keycode k, unsigned mod)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = k;
    ev.key.keysym.mod = (Uint16)mod;
    ui_app_handle_event(app, &ev);
}

void type_text(UiApp *app, const char *text)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_TEXTINPUT;
    snprintf(ev.text.text, sizeof ev.text.text, "%s", text);
    ui_app_handle_event(app, &ev);
}

bool kit_save_png(UiApp *app, const char *name)
{
    const char *out = getenv("CT_TEST_OUT");
    if (!out || !out[0]) return true;
    char path[600];
    snprintf(path, sizeof path, "%s/%s", out, name);
    return ui_app_save_png(app, path);
}

void snapshot_png(UiApp *app, const char *name)
{
    ui_app_render(app);
    kit_save_png(app, name);
}

void kit_nap(const UiApp *app)
{
    if (ui_app_ai_thinking(app)) SDL_Delay(1);
}

void kit_settle(UiApp *app)
{
    for (int i = 0; i < 20000; i++) {
        ui_app_update(app, 0.02);
        if (ui_app_scene(app) != SCENE_TABLE || ui_app_game_over(app) ||
            (!ui_app_ai_busy(app) && ui_app_waiting_for_human(app)))
            break;
        kit_nap(app);
    }
}

bool kit_find(UiApp *app, const char *label, float *x, float *y)
{
    ui_app_render(app);
    return ui_app_find(app, CLICK_BUTTON, label, x, y);
}

float kit_label_size(UiApp *app, const char *text)
{
    SDL_Rect r;
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
        if (strcmp(t, text) == 0) return ui_app_label_size(app, i);
    return -1;
}

void kit_edit_file(const char *path, const char *from, const char *to, bool every)
{
    char *t = tl_read_text(path);
    if (!t || !strstr(t, from)) {
        CHECKF(false, "edit: \"%s\" not in %s (the test no longer changes what it means to)", from, path);
        free(t);
        return;
    }
    size_t fl = strlen(from), tl = strlen(to), n = 0;
    for (const char *p = strstr(t, from); p; p = strstr(p + fl, from)) n++;
    char *out = malloc(strlen(t) + n * tl + 1), *o = out;
    if (!out) abort();
    bool done = false;
    for (const char *p = t; *p;) {
        if (!done && strncmp(p, from, fl) == 0) {
            memcpy(o, to, tl);
            o += tl;
            p += fl;
            done = !every;
        } else *o++ = *p++;
    }
    *o = 0;
    tl_write_text(path, out);
    free(out);
    free(t);
}

void kit_past_poll(UiApp *app)
{
    ui_app_update(app, 0.6);
    ui_app_render(app);
}

void kit_check_nothing_cut(UiApp *app, const char *where)
{
    int n = ui_app_clipped_count(app);
    CHECKF(n == 0, "%s: %d text(s) cut short, e.g. \"%s\"", where, n, ui_app_clipped_text(app, 0));
    for (int i = 1; i < n && i < 4; i++) fprintf(stderr, "    also cut: %s\n", ui_app_clipped_text(app, i));
}

void kit_expect_nothing_cut(UiApp *app, int scale, const char *where)
{
    int before = ui_app_get_setting(app, "ui_scale");
    if (scale > 0) ui_app_set_setting(app, "ui_scale", scale);
    ui_app_clipped_reset(app);
    ui_app_render(app);
    kit_check_nothing_cut(app, where);
    if (scale > 0) ui_app_set_setting(app, "ui_scale", before);
}

void kit_expect_words_whole_and_apart(UiApp *app, const char *where)
{
    ui_app_labels_record(app, true);
    ui_app_clipped_reset(app);
    ui_app_render(app);
    kit_check_nothing_cut(app, where);
    char first[200];
    CHECKF(ui_app_label_overlaps(app, first, sizeof first) == 0, "%s: %s", where, first);
}

int kit_walk_clicks(const UiClickable *cl, int n, int *choice, int *targets, int *others, int *no)
{
    int nt = 0;
    *choice = -1;
    *no = 0;
    for (int i = 0; i < n; i++) {
        if (cl[i].kind == CLICK_CHOICE) *choice = i;
        else if (cl[i].kind == CLICK_TARGET) targets[nt++] = i;
        else if (cl[i].kind == CLICK_PASS || cl[i].kind == CLICK_SOURCE ||
                 (cl[i].kind == CLICK_BUTTON && strcmp(cl[i].label, "Menu") && strcmp(cl[i].label, "Undo") &&
                  strncmp(cl[i].label, "Hint", 4)))
            others[(*no)++] = i;
    }
    return nt;
}

void kit_seat_view(UiApp *app, int seat, View *v)
{
    const GameModule *m;
    const CardSet *set;
    const GameState *st = ui_app_game(app, &m, &set);
    memset(v, 0, sizeof *v);
    if (st) m->view(st, seat, v);
}

bool kit_zone_centre(UiApp *app, const char *id, float *x, float *y)
{
    char ids[128][32];
    SDL_Rect r[128];
    int n = ui_app_zone_rects(app, ids, r, 128);
    for (int i = 0; i < n; i++)
        if (strcmp(ids[i], id) == 0) {
            *x = r[i].x + r[i].w / 2.0f;
            *y = r[i].y + r[i].h / 2.0f;
            return true;
        }
    return false;
}

bool kit_meets(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

bool kit_zone_differs(const ViewZone *a, const ViewZone *b)
{
    if (a->value != b->value || a->count != b->count || a->nitems != b->nitems || a->owner != b->owner) return true;
    for (int i = 0; i < a->nitems; i++)
        if (a->items[i].card != b->items[i].card || a->items[i].value != b->items[i].value) return true;
    return false;
}

static void zone_set_add(char *set, size_t n, const char *id)
{
    char key[40];
    snprintf(key, sizeof key, "|%s|", id);
    size_t len = strlen(set);
    if (id[0] && !strstr(set, key)) snprintf(set + len, n - len, "%s", key);
}

bool kit_moved_zones(UiApp *app, const GameState *from, int first, int me, char *out, size_t n)
{
    const GameModule *m;
    const CardSet *set;
    out[0] = 0;
    if (!ui_app_game(app, &m, &set)) return false;
    GameState *st = game_clone(m, from);
    bool ok = st != NULL;
    for (int i = first; ok && i < ui_app_num_actions(app); i++) {
        char text[160];
        int seat = ui_app_action_at(app, i, text, sizeof text);
        Action a;
        Error err;
        ok = game_parse_action(m, st, text, &a, &err);
        if (!ok) break;
        ActionDesc d;
        memset(&d, 0, sizeof d);
        m->describe(st, a, &d);
        if (seat == me) out[0] = 0;
        else {
            zone_set_add(out, n, d.src_zone);
            zone_set_add(out, n, d.dst_zone);
        }
        ok = game_apply_checked(m, st, a);
    }
    if (st) game_free(st);
    return ok;
}

bool kit_zoom_place_free(int W, int H, bool in_hand, float px, float py, SDL_Rect keep, int w, int h, const SDL_Rect *avoid,
                         int na, int near, int margin)
{
    /* the table's units are 1600 x 900, scaled to fit the surface */
    float s = (float)W / 1600 < (float)H / 900 ? (float)W / 1600 : (float)H / 900;
    int top = (int)(70 * s) + margin, bottom = (int)((in_hand ? 900 - 140 : 900 - 10) * s) - margin;
    int left = (int)(10 * s) + margin, right = W - (int)(10 * s) - margin, apart = (int)(14 * s) + margin;
    SDL_Rect kept = {keep.x - apart, keep.y - apart, keep.w + 2 * apart, keep.h + 2 * apart};
    for (int y = (int)py - near - h; y <= (int)py + near; y += 2) {
        if (y < top || y + h > bottom) continue;
        for (int x = (int)px - near - w; x <= (int)px + near; x += 2) {
            if (x < left || x + w > right) continue;
            SDL_Rect grown = {x - margin, y - margin, w + 2 * margin, h + 2 * margin};
            if (px >= grown.x && px < grown.x + grown.w && py >= grown.y && py < grown.y + grown.h) continue;
            bool clear = !kit_meets(grown, kept);
            for (int a = 0; clear && a < na; a++) clear = !kit_meets(grown, avoid[a]);
            if (clear) return true;
        }
    }
    return false;
}

void kit_check_banner_covers_nothing(UiApp *app, const char *where)
{
    ui_app_labels_record(app, true);
    ui_app_render(app);
    ui_app_labels_record(app, false);
    SDL_Rect br;
    REQUIRE(ui_app_reload_banner_rect(app, &br));
    SDL_Surface *surf = ui_app_surface(app);
    CHECKF(br.x >= 0 && br.y >= 0 && br.x + br.w <= surf->w && br.y + br.h <= surf->h, "%s: the banner (%d,%d %dx%d) leaves the %dx%d surface",
           where, br.x, br.y, br.w, br.h, surf->w, surf->h);
    int bad = 0;
    char ids[200][32];
    SDL_Rect zr[200];
    int nz = ui_app_zone_rects(app, ids, zr, 200);
    for (int i = 0; i < nz; i++)
        if (kit_meets(zr[i], br) && bad++ < 3) CHECKF(0, "%s: zone %s (%d,%d %dx%d) is under the banner", where, ids[i], zr[i].x, zr[i].y, zr[i].w, zr[i].h);
    static UiClickable cl[512];
    int ncl = ui_app_clickables(app, cl, 512);
    for (int i = 0; i < ncl; i++) {
        bool inside = cl[i].x >= br.x && cl[i].x < br.x + br.w && cl[i].y >= br.y && cl[i].y < br.y + br.h;
        bool own = strcmp(cl[i].label, "Copy") == 0 || strcmp(cl[i].label, "Hide") == 0;
        if (inside != own && bad++ < 3)
            CHECKF(0, "%s: \"%s\" at %.0f,%.0f is %s the banner (%d,%d %dx%d)", where, cl[i].label, cl[i].x, cl[i].y,
                   own ? "outside" : "under", br.x, br.y, br.w, br.h);
    }
    /* the banner's own words: "!", its buttons, its title, lines of the problem */
    const char *problem = ui_app_reload_banner(app);
    SDL_Rect lr;
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, &lr)) != NULL; i++) {
        bool own = strcmp(t, "!") == 0 || strcmp(t, "Copy") == 0 || strcmp(t, "Hide") == 0 ||
                   strncmp(t, "The edited", 10) == 0 || (t[0] && strstr(problem, t));
        if (kit_meets(lr, br) && !own && bad++ < 3)
            CHECKF(0, "%s: the text \"%s\" (%d,%d %dx%d) is under the banner", where, t, lr.x, lr.y, lr.w, lr.h);
    }
}

bool kit_ask_hint(UiApp *app)
{
    float x, y;
    if (!kit_find(app, "Hint", &x, &y)) return false;
    click_at(app, x, y);
    for (int i = 0; i < 20000 && !ui_app_has_hint(app); i++) {
        ui_app_update(app, 0.01);
        kit_nap(app);
    }
    return ui_app_has_hint(app);
}

bool kit_tag_pill(UiApp *app, const char *tag, SDL_Rect *pill, int *label_i)
{
    SDL_Rect b[32], r;
    int nb = ui_app_banner_rects(app, b, 32);
    const char *t;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
        if (strcmp(t, tag) != 0) continue;
        for (int k = 0; k < nb; k++)
            if (r.x >= b[k].x - 1 && r.y >= b[k].y - 1 && r.x + r.w <= b[k].x + b[k].w + 1 && r.y + r.h <= b[k].y + b[k].h + 1) {
                *pill = b[k];
                if (label_i) *label_i = i;
                return true;
            }
    }
    return false;
}

UiApp *kit_table(const char *game, int players, unsigned ai_mask, unsigned long long seed, const GameModule **m, const CardSet **set)
{
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    if (app && ui_app_start(app, game, players, ai_mask, seed) && ui_app_game(app, m, set)) return app;
    if (app) ui_app_free(app);
    return NULL;
}

Action kit_action_by_text(const GameModule *m, const GameState *st, const char *text)
{
    Action acts[GM_MAX_ACTIONS], none = {0, 0, 0, 0};
    int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < n; i++) {
        char t[128];
        m->action_text(st, acts[i], t, sizeof t);
        if (strcmp(t, text) == 0) return acts[i];
    }
    return none;
}

GameState *kit_position(const GameModule *m, const CardSet *set, const char *json)
{
    Error err = {{0}};
    GameState *st = game_from_text(m, json, strlen(json), "test position", set, &err);
    CHECKF(st != NULL, "the position: %s", err.msg);
    return st;
}

void kit_install(UiApp *app, GameState *st, int observer)
{
    UiSession *S = &app->s;
    game_free(S->st);
    S->st = st;
    S->observer = observer;
    play_refresh(app, NULL, NULL);
    play_rebuild_index(app);
}
