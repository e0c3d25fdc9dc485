/* test_ui_live_reload.c — live reload on the table, driven like a designer:
 * a copy of the Queen's Blood set in the user's card folder is played, and its
 * files are edited on disk while the game is open (the app's clock is
 * advanced past the next poll; nothing sleeps).  A power change shows on the
 * table and the game goes on; a typo shows the banner (Copy, Hide; never cut
 * at 1280x720 and 150 % text; in a strip of its own above the table, over no
 * header text, zone or button; the table below keeps every zone and label,
 * painted afresh at its new size) and the game goes on with the last good cards;
 * an art change is redrawn; an edit of one card paints only its faces again;
 * face.json reloads like a card file (a typo keeps its last good version);
 * a card in play that is gone opens "This game cannot go on", whose Restart
 * replays the same seed with the new cards. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "core/carddb.h"
#include "core/game.h"
#include "core/paths.h"
#include <SDL2/SDL.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static char tmpdir[128], setdir[300];

static void sh(const char *cmd)
{
    if (system(cmd) != 0) fprintf(stderr, "command failed: %s\n", cmd);
}

/* The first `from` in the set's file becomes `to` (as a designer's editor saves it). */
static void edit(const char *file, const char *from, const char *to)
{
    char path[500];
    snprintf(path, sizeof path, "%s/%s", setdir, file);
    kit_edit_file(path, from, to, false);
}

/* Sets a card's power in set.json, editing the text in place as a person would. */
static void set_power(const char *card_id, int power)
{
    char path[500], key[80];
    snprintf(path, sizeof path, "%s/set.json", setdir);
    snprintf(key, sizeof key, "\"id\": \"%s\"", card_id);
    char *t = tl_read_text(path);
    char *at = t ? strstr(t, key) : NULL, *p = at ? strstr(at, "\"power\": ") : NULL;
    if (!p) { fprintf(stderr, "set_power: %s not found\n", card_id); free(t); return; }
    p += strlen("\"power\": ");
    char *end = p;
    while (*end >= '0' && *end <= '9') end++;
    char *out = malloc(strlen(t) + 16);
    snprintf(out, strlen(t) + 16, "%.*s%d%s", (int)(p - t), t, power, end);
    tl_write_text(path, out);
    free(out);
    free(t);
}

/* A fresh copy of the set as "My Gilded Court" in the user folder, chosen on the setup screen and started. */
static UiApp *open_game(int w, int h)
{
    char cmd[900], from[600];
    paths_join(from, sizeof from, "cards/queens-blood/core");
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s/cards/queens-blood' && cp -r '%s' '%s'", setdir, tmpdir,
             from, setdir);
    sh(cmd);
    edit("set.json", "\"id\": \"core\"", "\"id\": \"mine\"");
    edit("set.json", "\"The Gilded Court\"", "\"My Gilded Court\"");
    UiApp *app = ui_app_create_headless(w, h, tmpdir);
    if (!app) return NULL;
    ui_app_set_anim(app, 0);
    ui_app_set_ai(app, "ismcts:easy/it=40/t=0");
    float x, y;
    if (!ui_app_open_setup(app, "queens-blood")) return app;
    for (int i = 0; i < 4 && !kit_find(app, "My Gilded Court", &x, &y); i++)
        if (kit_find(app, "Gilded Court", &x, &y)) click_at(app, x, y);
    if (kit_find(app, "Start game", &x, &y)) click_at(app, x, y);
    ui_app_render(app);
    return app;
}

/* A board cell holding a card after a few moves: its zone id, card index and shown power. */
static bool board_card(UiApp *app, char *zone, size_t n, int *card, int *value)
{
    for (int tries = 0; tries < 80; tries++) { /* random legal moves: the mulligans end by chance */
        for (int l = 0; l < 3; l++)
            for (int c = 0; c < 5; c++) {
                snprintf(zone, n, "board.%d.%d", l, c);
                if ((*card = ui_app_shown_card(app, zone, 0)) >= 0) {
                    *value = ui_app_shown_value(app, zone, 0);
                    return true;
                }
            }
        ui_app_debug_advance(app, 1, (unsigned long long)tries + 3);
    }
    return false;
}

static void test_power_edit_shows_and_typo_shows_the_banner(void)
{
    UiApp *app = open_game(1280, 720);
    REQUIRE(app && ui_app_scene(app) == SCENE_TABLE);
    const GameModule *m;
    const CardSet *set;
    REQUIRE(ui_app_game(app, &m, &set));
    CHECK_STR(set->id, "mine");
    char zone[32], id[48];
    int card, shown;
    REQUIRE(board_card(app, zone, sizeof zone, &card, &shown));
    kit_past_poll(app); /* the first poll after the start: nothing changed yet */
    CHECK_INT(ui_app_reloads(app), 0);
    /* the last move before the edit is the human's (its undo is refused below) */
    for (int i = 0; i < 300 && !ui_app_waiting_for_human(app); i++) ui_app_update(app, 0.05);
    REQUIRE(ui_app_debug_advance(app, 1, 17) == 1);
    REQUIRE(board_card(app, zone, sizeof zone, &card, &shown)); /* a card is on the board: no move here */
    ui_app_game(app, &m, &set);
    snprintf(id, sizeof id, "%s", set->cards[card].id);
    int printed = set->cards[card].value;

    /* a power edit: the table shows it and the game goes on from the same position */
    int moves = ui_app_num_actions(app);
    float ux, uy;
    CHECK(kit_find(app, "Undo", &ux, &uy)); /* the human's move could be taken back */
    set_power(id, printed + 4);
    kit_past_poll(app);
    CHECK_INT(ui_app_reloads(app), 1);
    CHECKF(ui_app_shown_value(app, zone, 0) == shown + 4, "%s in %s shows %d, was %d", id, zone,
           ui_app_shown_value(app, zone, 0), shown);
    CHECK_INT(ui_app_num_actions(app), moves);
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    int n = ui_app_log_count(app);
    REQUIRE(n > 0);
    CHECK_STR(ui_app_log_line(app, n - 1), "Cards reloaded: Brass Beetle: power 2 \xe2\x86\x92 6");
    CHECK_STR(ui_app_reload_banner(app), "");
    /* a move from before the reload is not taken back: its position had the old cards */
    CHECK(!kit_find(app, "Undo", &ux, &uy));
    CHECK_STR(ui_app_view_text(app, "undo_why"), "The cards were reloaded since your last move, so it cannot be taken back");

    /* a move after the reload is taken back from the reloaded position (not replayed from the start) */
    for (int i = 0; i < 300 && !ui_app_waiting_for_human(app); i++) ui_app_update(app, 0.05);
    REQUIRE(ui_app_waiting_for_human(app));
    int n0 = ui_app_num_actions(app), v0 = ui_app_shown_value(app, zone, 0); /* the AI's moves may have changed it */
    CHECK(ui_app_debug_advance(app, 1, 21) == 1);
    REQUIRE(kit_find(app, "Undo", &ux, &uy));
    click_at(app, ux, uy);
    CHECK_INT(ui_app_num_actions(app), n0);
    CHECK_CONTAINS(ui_app_notice(app), "Taken back");
    CHECK_INT(ui_app_shown_value(app, zone, 0), v0);

    /* a typo: the banner names the file and place; the game keeps the last good cards */
    edit("set.json", "\"power\": ", "\"power\": x"); /* a typo */
    kit_past_poll(app);
    const char *b = ui_app_reload_banner(app);
    CHECK_CONTAINS(b, "mine/set.json");
    CHECK_CONTAINS(b, "malformed JSON at line");
    CHECK_INT(ui_app_reloads(app), 1);
    CHECK(ui_app_game(app, NULL, &set) != NULL);
    CHECK_INT(set->cards[card].value, printed + 4); /* the last good version */
    kit_expect_nothing_cut(app, 150, "the reload banner, 1280x720 at 150 % text");
    mouse_event(app, SDL_MOUSEMOTION, 4, 716); /* the picture without a tooltip */
    snapshot_png(app, "reload-banner-1280.png");
    /* it takes a strip above the table, which shrinks: no header text, zone or button under it */
    kit_check_banner_covers_nothing(app, "the table");
    int text_scale = ui_app_get_setting(app, "ui_scale");
    ui_app_set_setting(app, "ui_scale", 150);
    kit_check_banner_covers_nothing(app, "the table at 150 % text");
    ui_app_set_setting(app, "ui_scale", text_scale);
    /* Copy puts the problem on the clipboard; the game still plays under the banner */
    float x, y;
    REQUIRE(kit_find(app, "Copy", &x, &y));
    click_at(app, x, y);
    CHECK_STR(ui_app_copied_text(app), ui_app_reload_banner(app));
    CHECK(ui_app_debug_advance(app, 1, 9) == 1);
    /* Hide puts it away */
    REQUIRE(kit_find(app, "Hide", &x, &y));
    click_at(app, x, y);
    CHECK_STR(ui_app_reload_banner(app), "");
    CHECK(!kit_find(app, "Hide", &x, &y));
    /* fixed: reloaded again, no banner */
    edit("set.json", "\"power\": x", "\"power\": ");
    kit_past_poll(app);
    CHECK_INT(ui_app_reloads(app), 2);
    CHECK_STR(ui_app_reload_banner(app), "");
    ui_app_free(app);
}

/* The pixels of a zone rectangle, summed: a cheap way to see it drawn differently. */
static unsigned long long zone_pixels(UiApp *app, const char *zone)
{
    char ids[64][32];
    SDL_Rect rects[64];
    int n = ui_app_zone_rects(app, ids, rects, 64);
    SDL_Surface *s = ui_app_surface(app);
    unsigned long long sum = 0;
    for (int i = 0; i < n; i++) {
        if (strcmp(ids[i], zone) != 0) continue;
        SDL_LockSurface(s);
        for (int y = rects[i].y; y < rects[i].y + rects[i].h && y < s->h; y++)
            for (int x = rects[i].x; x < rects[i].x + rects[i].w && x < s->w; x++)
                sum = sum * 31 + ((Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch))[x];
        SDL_UnlockSurface(s);
    }
    return sum;
}

/* What a frame shows of the table: every zone's place, every label and its
 * place, and the pixels (the banner's own words and buttons left out). */
typedef struct {
    int nz, nl;
    char ids[120][32];
    SDL_Rect zones[120];
    char texts[400][96];
    SDL_Rect labels[400];
    Uint32 *pixels;
    int w, h;
} TableShot;

/* afresh: every cached texture painted again, so every label drawn is noted
 * (a button's label kept in a cached sprite is not drawn again) */
static void shoot(UiApp *app, TableShot *s, bool afresh)
{
    SDL_Event reset = {.type = SDL_RENDER_TARGETS_RESET};
    if (afresh) ui_app_handle_event(app, &reset);
    ui_app_labels_record(app, true);
    ui_app_render(app);
    ui_app_labels_record(app, false);
    s->nz = ui_app_zone_rects(app, s->ids, s->zones, 120);
    const char *t;
    SDL_Rect r, banner = {0, 0, 0, 0};
    ui_app_reload_banner_rect(app, &banner);
    s->nl = 0;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL && s->nl < 400; i++) {
        if (kit_meets(r, banner)) continue; /* the banner's own words */
        snprintf(s->texts[s->nl], sizeof s->texts[0], "%s", t);
        s->labels[s->nl++] = r;
    }
    SDL_Surface *surf = ui_app_surface(app);
    s->w = surf->w;
    s->h = surf->h;
    free(s->pixels);
    s->pixels = malloc((size_t)s->w * (size_t)s->h * sizeof(Uint32));
    SDL_LockSurface(surf);
    for (int y = 0; y < s->h; y++) memcpy(s->pixels + (size_t)y * (size_t)s->w, (Uint8 *)surf->pixels + (size_t)y * (size_t)surf->pitch, (size_t)s->w * 4);
    SDL_UnlockSurface(surf);
}

/* Whether a label is (part of) a line of the game's log. */
static bool in_log(UiApp *app, const char *text)
{
    for (int i = 0; i < ui_app_log_count(app); i++)
        if (strstr(ui_app_log_line(app, i), text)) return true;
    return false;
}

/* Whether s has a label with words `text` exactly at r. */
static bool has_label(const TableShot *s, const char *text, SDL_Rect r)
{
    for (int k = 0; k < s->nl; k++)
        if (strcmp(s->texts[k], text) == 0 && memcmp(&s->labels[k], &r, sizeof r) == 0) return true;
    return false;
}

static bool centre_in(SDL_Rect r, SDL_Rect box)
{
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    return cx >= box.x && cx < box.x + box.w && cy >= box.y && cy < box.y + box.h;
}

/* The smallest zone of s under the centre of r; -1 if none. */
static int zone_under(const TableShot *s, SDL_Rect r)
{
    int best = -1;
    for (int z = 0; z < s->nz; z++)
        if (centre_in(r, s->zones[z]) && (best < 0 || s->zones[z].w * s->zones[z].h < s->zones[best].w * s->zones[best].h))
            best = z;
    return best;
}

/* Pixels that differ between two frames of the same size; the first one in *at. */
static int pixels_differ(const TableShot *a, const TableShot *b, int *ax, int *ay)
{
    int n = 0;
    for (int i = 0; i < a->w * a->h; i++)
        if (a->pixels[i] != b->pixels[i] && n++ == 0) { *ax = i % a->w; *ay = i / a->w; }
    return n;
}

/* The banner takes a strip above the table, which is drawn smaller below it:
 * every zone and every label is where it was, in the table's own (scaled)
 * frame, and the pixels are those of a table painted afresh with the strip,
 * never a background kept from before it (side panels, name plates and the
 * top bar drawn twice, pawns on zone borders). Hidden, the table is where it was. */
static void test_banner_leaves_the_table_whole(void)
{
    UiApp *app = open_game(1280, 720);
    REQUIRE(app && ui_app_scene(app) == SCENE_TABLE);
    char zone[32];
    int card, shown;
    REQUIRE(board_card(app, zone, sizeof zone, &card, &shown));
    kit_settle(app); /* the AI has moved: nothing changes under the banner but the banner */
    REQUIRE(ui_app_waiting_for_human(app));
    kit_past_poll(app);
    mouse_event(app, SDL_MOUSEMOTION, 4, 716); /* over nothing: no tooltip, no hover */
    static TableShot before, kept, with, after;
    shoot(app, &before, true);
    edit("set.json", "\"power\": ", "\"power\": x"); /* a typo */
    kit_past_poll(app);
    REQUIRE(ui_app_reload_banner(app)[0]);
    shoot(app, &kept, false); /* what the player sees: drawn with what was cached before the banner */
    snapshot_png(app, "reload-banner-table.png");
    shoot(app, &with, true);

    /* the zones: one scale and offset maps every one of them */
    REQUIRE(before.nz > 0 && before.nz == with.nz);
    int l0 = 1 << 30, r0 = 0, t0 = 1 << 30, b0 = 0, l1 = 1 << 30, r1 = 0, t1 = 1 << 30, b1 = 0;
    for (int i = 0; i < before.nz; i++) {
        SDL_Rect a = before.zones[i], b = with.zones[i];
        CHECK_STR(with.ids[i], before.ids[i]);
        if (a.x < l0) l0 = a.x;
        if (a.x + a.w > r0) r0 = a.x + a.w;
        if (a.y < t0) t0 = a.y;
        if (a.y + a.h > b0) b0 = a.y + a.h;
        if (b.x < l1) l1 = b.x;
        if (b.x + b.w > r1) r1 = b.x + b.w;
        if (b.y < t1) t1 = b.y;
        if (b.y + b.h > b1) b1 = b.y + b.h;
    }
    float sx = (float)(r1 - l1) / (float)(r0 - l0), sy = (float)(b1 - t1) / (float)(b0 - t0);
    CHECKF(sx > 0.5f && sx <= 1.0f && sy > 0.5f && sy <= 1.0f, "the table is drawn at %.3f x %.3f under the banner", (double)sx, (double)sy);
    float ox = (float)l1 - (float)l0 * sx, oy = (float)t1 - (float)t0 * sy;
    int bad = 0;
    for (int i = 0; i < before.nz; i++) {
        SDL_Rect a = before.zones[i], b = with.zones[i];
        float ex = a.x * sx + ox, ey = a.y * sy + oy, ew = a.w * sx, eh = a.h * sy;
        if ((fabsf(b.x - ex) > 2 || fabsf(b.y - ey) > 2 || fabsf(b.w - ew) > 2 || fabsf(b.h - eh) > 2) && bad++ < 3)
            CHECKF(0, "zone %s at %d,%d %dx%d under the banner, %.0f,%.0f %.0fx%.0f expected", with.ids[i], b.x, b.y, b.w, b.h,
                   (double)ex, (double)ey, (double)ew, (double)eh);
    }
    /* the labels: the same words (the log shows as many of its last lines as
     * fit); one on a zone is on that zone still (text keeps its smallest size
     * in the smaller table, so within its zone a line may move a little) */
    for (int i = 0; i < before.nl; i++) {
        if (in_log(app, before.texts[i])) continue;
        int z = zone_under(&before, before.labels[i]);
        bool kept_place = false;
        for (int k = 0; k < with.nl && !kept_place; k++)
            kept_place = z < 0 ? strcmp(with.texts[k], before.texts[i]) == 0 /* a caption may take in its number */
                               : strstr(with.texts[k], before.texts[i]) && centre_in(with.labels[k], with.zones[z]);
        if (!kept_place && bad++ < 12)
            CHECKF(0, "the label \"%s\" (%d,%d %dx%d) %s under the banner", before.texts[i], before.labels[i].x,
                   before.labels[i].y, before.labels[i].w, before.labels[i].h, z >= 0 ? "left its zone" : "is gone");
    }
    /* the pixels: those of the same table painted from nothing */
    int x = 0, y = 0, n = pixels_differ(&kept, &with, &x, &y);
    CHECKF(n == 0, "%d pixels of the table under the banner differ from it painted afresh (the first at %d,%d)", n, x, y);
    /* hidden: the table where it was before the banner, every zone and label */
    float hx, hy;
    REQUIRE(kit_find(app, "Hide", &hx, &hy));
    click_at(app, hx, hy);
    mouse_event(app, SDL_MOUSEMOTION, 4, 716);
    shoot(app, &after, true);
    CHECK_INT(after.nz, before.nz);
    for (int i = 0; i < before.nz && i < after.nz; i++)
        CHECKF(memcmp(&after.zones[i], &before.zones[i], sizeof(SDL_Rect)) == 0, "zone %s moved after the banner was hidden", before.ids[i]);
    for (int i = 0; i < before.nl; i++)
        CHECKF(in_log(app, before.texts[i]) || has_label(&after, before.texts[i], before.labels[i]),
               "the label \"%s\" moved after the banner was hidden", before.texts[i]);
    free(before.pixels);
    free(with.pixels);
    free(kept.pixels);
    free(after.pixels);
    ui_app_free(app);
}

/* An art file edited on disk: the card showing it is painted again.  On
 * the table of the test below (a game opened once for all three). */
static void art_change_redrawn(UiApp *app, const char *zone, int card)
{
    const CardSet *set;
    ui_app_game(app, NULL, &set);
    REQUIRE(set->cards[card].art[0]);
    char art[600];
    snprintf(art, sizeof art, "%s", set->cards[card].art);
    int reloads = ui_app_reloads(app);
    kit_past_poll(app);
    ui_app_render(app);
    unsigned long long before = zone_pixels(app, zone);
    CHECK(before != 0);
    ui_app_render(app);
    CHECK(zone_pixels(app, zone) == before); /* the same frame twice: the sum is stable */
    tl_write_text(art, "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'>"
                    "<rect width='100' height='100' fill='#ff00ff'/></svg>\n");
    kit_past_poll(app);
    CHECK_INT(ui_app_reloads(app), reloads + 1);
    int n = ui_app_log_count(app);
    CHECK_STR(ui_app_log_line(app, n - 1), "Cards reloaded: 1 changed");
    ui_app_render(app);
    CHECK(zone_pixels(app, zone) != before);
}

/* The set's face.json reloads like a card file: an edit shows on the table
 * ("Card faces reloaded"); a typo shows the banner naming face.json and the
 * JSON path, and the faces keep its last good version, even when the same
 * poll sees an art edit that paints every face again (the game's own
 * template would otherwise come back with no word said).  On the table of
 * the test below (a game opened once for all three). */
static void face_json_reloads_like_a_card_file(UiApp *app, const char *zone, int card)
{
    int reloads = ui_app_reloads(app);
    for (int i = 0; i < 300 && !ui_app_waiting_for_human(app); i++) ui_app_update(app, 0.05);
    REQUIRE(ui_app_waiting_for_human(app)); /* no move changes the card below while it is looked at */
    kit_past_poll(app);
    unsigned long long game_own = zone_pixels(app, zone);
    char face[400];
    snprintf(face, sizeof face, "%s/face.json", setdir);
    tl_write_text(face, "{\"paper\": [\"#c04040\", \"#c04040\"]}\n");
    kit_past_poll(app);
    CHECK_INT(ui_app_reloads(app), reloads + 1);
    CHECK_STR(ui_app_log_line(app, ui_app_log_count(app) - 1), "Card faces reloaded (face.json)");
    unsigned long long edited = zone_pixels(app, zone);
    CHECK(edited != game_own);

    const CardSet *set;
    ui_app_game(app, NULL, &set);
    int other = card == 0 ? 1 : 0;
    REQUIRE(set->cards[other].art[0]);
    tl_write_text(face, "{\"paper\": 7}\n");
    tl_write_text(set->cards[other].art, "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'>"
                                         "<rect width='100' height='100' fill='#00ff00'/></svg>\n");
    kit_past_poll(app);
    const char *b = ui_app_reload_banner(app);
    CHECK_CONTAINS(b, "mine/face.json: paper");
    CHECK_INT(ui_app_reloads(app), reloads + 1);
    float x, y;
    REQUIRE(kit_find(app, "Hide", &x, &y)); /* the table at its own size again */
    click_at(app, x, y);
    ui_app_render(app);
    CHECKF(zone_pixels(app, zone) == edited, "%s: a face.json typo changed the faces (the game's own template: %s)",
           zone, zone_pixels(app, zone) == game_own ? "yes" : "no");

    tl_write_text(face, "{\"paper\": [\"#4040c0\", \"#4040c0\"]}\n");
    kit_past_poll(app);
    CHECK_INT(ui_app_reloads(app), reloads + 2);
    CHECK_STR(ui_app_reload_banner(app), "");
    CHECK(zone_pixels(app, zone) != edited);
}

/* A live reload of one card paints again only that card's faces: the face
 * cache keeps every other card's (they are told apart by their contents).
 * A frame drawn twice paints nothing new; after a power edit of the card on
 * the board, the faces painted are all of that card.  The same table then
 * takes an art edit and face.json edits (above). */
static void test_reload_repaints_only_the_edited_card(void)
{
    UiApp *app = open_game(1280, 720);
    REQUIRE(app && ui_app_scene(app) == SCENE_TABLE);
    char zone[32];
    int card, shown;
    REQUIRE(board_card(app, zone, sizeof zone, &card, &shown));
    kit_past_poll(app);
    ui_app_render(app);
    ui_app_render(app);
    int before = ui_app_face_renders(app, NULL, 0);
    ui_app_render(app);
    CHECK_INT(ui_app_face_renders(app, NULL, 0), before); /* a redraw is texture copies */
    const CardSet *set;
    ui_app_game(app, NULL, &set);
    char id[48];
    snprintf(id, sizeof id, "%s", set->cards[card].id);
    set_power(id, set->cards[card].value + 3);
    kit_past_poll(app);
    CHECK_INT(ui_app_reloads(app), 1);
    ui_app_render(app);
    int cards[32];
    int painted = ui_app_face_renders(app, NULL, 0) - before;
    REQUIRE(painted <= 32);
    ui_app_face_renders(app, cards, painted);
    CHECKF(painted >= 1, "the edited card %s was not painted again", id);
    for (int i = 0; i < painted; i++)
        CHECKF(cards[i] == card, "card %d painted again after an edit of %s (card %d) alone", cards[i], id, card);
    art_change_redrawn(app, zone, card);
    face_json_reloads_like_a_card_file(app, zone, card);
    ui_app_free(app);
}

static void test_removed_card_cannot_go_on_and_restart(void)
{
    UiApp *app = open_game(1600, 900);
    REQUIRE(app && ui_app_scene(app) == SCENE_TABLE);
    char zone[32], id[48], from[64], to[64];
    int card, shown;
    REQUIRE(board_card(app, zone, sizeof zone, &card, &shown));
    const CardSet *set;
    ui_app_game(app, NULL, &set);
    snprintf(id, sizeof id, "%s", set->cards[card].id);
    /* the hand at the start, to see the same shuffle after the restart */
    int first_hand[5];
    kit_past_poll(app);
    /* renamed everywhere (set.json and the decks): the set is sound, the position holds a card it lacks */
    snprintf(from, sizeof from, "\"%s\"", id);
    snprintf(to, sizeof to, "\"%s-renamed\"", id);
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "sed -i 's/%s/%s/g' '%s/set.json' '%s'/decks/*.json", from, to, setdir, setdir);
    sh(cmd);
    kit_past_poll(app);
    CHECK_CONTAINS(ui_app_reload_ended(app), id);
    CHECK(!ui_app_ai_busy(app));
    /* put right while the page is open: the game goes on after all */
    int moves = ui_app_num_actions(app);
    snprintf(cmd, sizeof cmd, "sed -i 's/%s/%s/g' '%s/set.json' '%s'/decks/*.json", to, from, setdir, setdir);
    sh(cmd);
    kit_past_poll(app);
    CHECK_STR(ui_app_reload_ended(app), "");
    CHECK(!ui_app_overlay_open(app));
    CHECK_INT(ui_app_num_actions(app), moves);
    CHECK_INT(ui_app_shown_card(app, zone, 0), card);
    /* and gone again: Restart */
    snprintf(cmd, sizeof cmd, "sed -i 's/%s/%s/g' '%s/set.json' '%s'/decks/*.json", from, to, setdir, setdir);
    sh(cmd);
    kit_past_poll(app);
    CHECK_CONTAINS(ui_app_reload_ended(app), id);
    snapshot_png(app, "reload-cannot-go-on.png");
    kit_expect_nothing_cut(app, 150, "the \"cannot go on\" page at 150 % text");
    float x, y;
    REQUIRE(kit_find(app, "Restart with the same seed", &x, &y));
    click_at(app, x, y);
    ui_app_render(app);
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    CHECK_STR(ui_app_reload_ended(app), "");
    CHECK_INT(ui_app_num_actions(app), 0);
    ui_app_game(app, NULL, &set);
    CHECK(carddb_find(set, id) < 0); /* the new cards */
    char renamed[64];
    snprintf(renamed, sizeof renamed, "%s-renamed", id);
    CHECK(carddb_find(set, renamed) >= 0);
    for (int i = 0; i < 5; i++) first_hand[i] = ui_app_shown_card(app, "p0.hand", i);
    /* the pause menu's "Restart with the same seed" (after a confirm) deals the same hand again */
    ui_app_debug_advance(app, 3, 5);
    ui_app_open_overlay(app, "pause");
    REQUIRE(kit_find(app, "Restart with the same seed", &x, &y));
    click_at(app, x, y);
    REQUIRE(kit_find(app, "Yes, restart", &x, &y));
    click_at(app, x, y);
    ui_app_render(app);
    CHECK_INT(ui_app_num_actions(app), 0);
    for (int i = 0; i < 5; i++) CHECK_INT(ui_app_shown_card(app, "p0.hand", i), first_hand[i]);
    ui_app_free(app);
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/ct-ui-reload-XXXXXX");
    if (!mkdtemp(tmpdir)) return 1;
    snprintf(setdir, sizeof setdir, "%s/cards/queens-blood/mine", tmpdir);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    RUN(test_power_edit_shows_and_typo_shows_the_banner);
    RUN(test_banner_leaves_the_table_whole);
    RUN(test_reload_repaints_only_the_edited_card);
    RUN(test_removed_card_cannot_go_on_and_restart);
    SDL_Quit();
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (tl_failures == 0) sh(cmd);
    return tl_summary();
}
