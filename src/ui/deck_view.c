/* deck_view.c — the deck builder's drawing: the set's cards in a scrollable
 * grid (the table's card renderer, so faces are the cached textures the
 * table uses), and the deck panel: its name, count, the statistics the game's
 * card_attrs make possible (a curve, counts per type), the rule it breaks,
 * the list of its cards and the file buttons. */
#include "deck_builder.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const SDL_Color WHITE = {255, 255, 255, 255};
static const SDL_Color GOLD = {0xff, 0xe2, 0xa0, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};

static int grid_cols(void)
{
    return (int)((DB_GRID_W - DB_GAP) / (DB_CARD_W + DB_GAP));
}

float db_grid_content_height(const DeckBuilder *db)
{
    int cols = grid_cols(), rows = (db->nshown + cols - 1) / cols;
    return rows * (DB_CARD_H + DB_GAP) + DB_GAP;
}

SDL_FRect db_grid_rect(const DeckBuilder *db)
{
    return (SDL_FRect){DB_GRID_X, DB_GRID_Y + db->grid_shift, DB_GRID_W, DB_GRID_H - db->grid_shift};
}

void db_clamp_scroll(DeckBuilder *db)
{
    float maxs = db_grid_content_height(db) - db_grid_rect(db).h;
    if (db->scroll > maxs) db->scroll = maxs;
    if (db->scroll < 0) db->scroll = 0;
}

static SDL_FRect cell(const DeckBuilder *db, int i)
{
    int cols = grid_cols();
    float total = cols * (DB_CARD_W + DB_GAP) - DB_GAP;
    float x0 = DB_GRID_X + (DB_GRID_W - 14 - total) / 2; /* room for the scroll bar */
    float top = db_grid_rect(db).y;
    return (SDL_FRect){x0 + (i % cols) * (DB_CARD_W + DB_GAP), top + DB_GAP + (i / cols) * (DB_CARD_H + DB_GAP) - db->scroll,
                       DB_CARD_W, DB_CARD_H};
}

int db_grid_card_at(const DeckBuilder *db, float x, float y)
{
    SDL_FRect g = db_grid_rect(db);
    if (x < g.x || x >= g.x + g.w || y < g.y || y >= g.y + g.h) return -1;
    int cols = grid_cols();
    int row = (int)((y - g.y - DB_GAP + db->scroll) / (DB_CARD_H + DB_GAP));
    for (int c = 0; c < cols; c++) {
        int i = row * cols + c;
        if (i < 0 || i >= db->nshown) continue;
        SDL_FRect r = cell(db, i);
        if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) return db->shown[i];
    }
    return -1;
}

void db_scroll_to_highlight(DeckBuilder *db)
{
    if (db->nshown == 0) return;
    SDL_FRect r = cell(db, db->highlight), g = db_grid_rect(db);
    if (r.y < g.y) db->scroll -= g.y - r.y + DB_GAP;
    else if (r.y + r.h > g.y + g.h) db->scroll += r.y + r.h - (g.y + g.h) + DB_GAP;
    if (db->scroll < 0) db->scroll = 0;
}

/* Clips drawing to a logical rectangle (NULL: no clip). */
static void clip(UiApp *app, const SDL_FRect *r)
{
    UiGfx *g = &app->gfx;
    if (g->off) return;
    if (!r) {
        SDL_RenderSetClipRect(g->r, NULL);
        return;
    }
    SDL_Rect px = {(int)(r->x * g->scale + g->offx), (int)(r->y * g->scale + g->offy), (int)(r->w * g->scale + 0.5f),
                   (int)(r->h * g->scale + 0.5f)};
    SDL_RenderSetClipRect(g->r, &px);
}

static void count_badge(UiGfx *g, float cx, float cy, int n)
{
    char t[16];
    snprintf(t, sizeof t, "×%d", n);
    gfx_circle(g, cx, cy, 17, rgba(0x2a, 0x18, 0x08, 235));
    gfx_ring(g, cx, cy, 17, 2, rgba(0xe9, 0xc4, 0x6a, 255));
    gfx_text_line(g, FACE_BOLD, 15, WHITE, (SDL_FRect){cx - 15, cy - 11, 30, 22}, ALIGN_CENTER, t);
}

static ViewItem face_up(const CardSet *set, int c)
{
    ViewItem it;
    memset(&it, 0, sizeof it);
    it.card = (int16_t)c;
    it.flags = VI_FACE_UP;
    it.value = it.base = (int16_t)set->cards[c].value;
    return it;
}

/* Paints a few faces of the rows about to scroll into view (two ahead in the
 * scrolling direction, one behind) into the card cache, so a new row does not
 * paint six faces in one frame: the frame stays within its budget. */
#define DB_PREPAINT_PER_FRAME 2
static void prepaint(UiApp *app, const DeckBuilder *db, const CardSet *set, int first, int last, int painted)
{
    int cols = grid_cols(), budget = DB_PREPAINT_PER_FRAME - painted;
    int ahead[3 * 16], n = 0;
    for (int k = 0; k < 2 * cols && n < 3 * 16; k++) ahead[n++] = db->scroll_dir >= 0 ? last + 1 + k : first - 1 - k;
    for (int k = 0; k < cols && n < 3 * 16; k++) ahead[n++] = db->scroll_dir >= 0 ? first - 1 - k : last + 1 + k;
    for (int k = 0; k < n && budget > 0; k++) {
        int i = ahead[k];
        if (i < 0 || i >= db->nshown) continue;
        ViewItem it = face_up(set, db->shown[i]);
        if (card_prepaint(app, set, &it, cell(db, i))) budget--;
    }
}

void db_draw_grid(UiApp *app, DeckBuilder *db)
{
    UiGfx *g = &app->gfx;
    const CardSet *set = db_set(app, db);
    db->columns = grid_cols();
    SDL_FRect area = db_grid_rect(db);
    if (db->nshown == 0) {
        gfx_text_box(g, FACE_SANS, 18, CREAM, (SDL_FRect){area.x + 40, area.y + 120, area.w - 80, 60}, ALIGN_CENTER, true,
                     db->search[0] ? "No card matches the search and filters." : "No card matches the filters.");
        return;
    }
    clip(app, &area);
    int cols = grid_cols();
    int first = (int)((db->scroll - DB_GAP) / (DB_CARD_H + DB_GAP)) * cols;
    if (first < 0) first = 0;
    g->cut_ok = true; /* small faces shorten long names by design; hovering the deck list shows them whole */
    int paints = card_paint_count(), shown_first = -1, shown_last = -1;
    for (int i = first; i < db->nshown; i++) {
        SDL_FRect r = cell(db, i);
        if (r.y > area.y + area.h) break;
        if (r.y + r.h < area.y) continue;
        if (shown_first < 0) shown_first = i;
        shown_last = i;
        int c = db->shown[i];
        if (app->pass == PASS_COLLECT) {
            char lab[64];
            snprintf(lab, sizeof lab, "card:%s", set->cards[c].id);
            float top = r.y < area.y ? area.y : r.y, bot = r.y + r.h > area.y + area.h ? area.y + area.h : r.y + r.h;
            if (bot - top > 10) ui_collect(app, CLICK_SOURCE, lab, (SDL_FRect){r.x, top, r.w, bot - top});
            continue;
        }
        if (g->off) continue;
        ViewItem it = face_up(set, c);
        card_draw(app, set, &it, r, false);
        if (i == db->highlight) gfx_rrect_outline(g, (SDL_FRect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, 10, 3, rgba(0xff, 0xd2, 0x4a, 255));
        else if (ui_hover(app, r) && ui_hover(app, area))
            gfx_rrect_outline(g, (SDL_FRect){r.x - 3, r.y - 3, r.w + 6, r.h + 6}, 9, 2, rgba(255, 255, 255, 160));
        if (db->count[c] > 0) count_badge(g, r.x + r.w - 10, r.y + r.h * 0.36f, db->count[c]); /* on the art, clear of the name */
    }
    g->cut_ok = false;
    clip(app, NULL);
    if (!g->off && shown_first >= 0) prepaint(app, db, set, shown_first, shown_last, card_paint_count() - paints);
    /* scroll bar */
    float content = db_grid_content_height(db);
    if (content > area.h && !g->off) {
        SDL_FRect track = {area.x + area.w - 8, area.y + 4, 6, area.h - 8};
        gfx_rrect(g, track, 3, rgba(0, 0, 0, 70), rgba(0, 0, 0, 70));
        float h = track.h * area.h / content, y = track.y + (track.h - h) * db->scroll / (content - area.h);
        gfx_rrect(g, (SDL_FRect){track.x, y, track.w, h}, 3, rgba(0xe9, 0xc4, 0x6a, 200), rgba(0xc8, 0x9b, 0x2c, 200));
    }
}

/* ------------------------------------------------------------- panel */
static int first_attr(const DeckBuilder *db, unsigned flag)
{
    for (int k = 0; k < db->nattr; k++)
        if (db->info[k].flags & flag) return k;
    return -1;
}

static const DeckBuilder *rows_db;
static const CardSet *rows_set;
static int rows_key;

static int cmp_rows(const void *pa, const void *pb)
{
    int a = *(const int *)pa, b = *(const int *)pb;
    if (rows_key >= 0) {
        int va = rows_db->attrs[(size_t)a * GM_MAX_CARD_ATTRS + (size_t)rows_key].value;
        int vb = rows_db->attrs[(size_t)b * GM_MAX_CARD_ATTRS + (size_t)rows_key].value;
        if (va != vb) return va < vb ? -1 : 1;
    }
    int c = strcmp(rows_set->cards[a].name, rows_set->cards[b].name);
    return c ? c : a - b;
}

int db_deck_rows(const CardSet *set, const DeckBuilder *db, int *out, int cap)
{
    int n = 0;
    for (int i = 0; i < db->ncards && n < cap; i++)
        if (db->count[i] > 0) out[n++] = i;
    rows_db = db;
    rows_set = set;
    rows_key = first_attr(db, CA_CURVE);
    if (set) qsort(out, (size_t)n, sizeof *out, cmp_rows);
    return n;
}

#define ROW_H 30.0f
SDL_FRect db_deck_list_rect(void)
{
    return (SDL_FRect){DB_PANEL_X + 20, 414, UI_W - 24 - DB_PANEL_X - 40, 392};
}

int db_deck_card_at(UiApp *app, const DeckBuilder *db, float x, float y)
{
    SDL_FRect L = db_deck_list_rect();
    if (x < L.x || x >= L.x + L.w || y < L.y || y >= L.y + L.h) return -1;
    int rows[DECK_MAX];
    int n = db_deck_rows(db_set(app, db), db, rows, DECK_MAX);
    int i = (int)((y - L.y + db->deck_scroll) / ROW_H);
    return i >= 0 && i < n ? rows[i] : -1;
}

/* A bar per value of the curve attribute, with the deck's count above it. */
static float curve(UiApp *app, const DeckBuilder *db, int k, SDL_FRect box)
{
    UiGfx *g = &app->gfx;
    const DbAttrInfo *in = &db->info[k];
    char t[64];
    snprintf(t, sizeof t, "%s curve", in->name);
    gfx_text_line(g, FACE_BOLD, 14, CREAM, (SDL_FRect){box.x, box.y, box.w, 20}, ALIGN_LEFT, t);
    int cnt[DB_MAX_VALUES] = {0}, most = 1;
    for (int i = 0; i < db->ncards; i++) {
        const CardAttr *a = &db->attrs[(size_t)i * GM_MAX_CARD_ATTRS + (size_t)k];
        if (!db->count[i] || !a->text[0]) continue;
        for (int v = 0; v < in->nvalues; v++)
            if (in->value[v] == a->value) cnt[v] += db->count[i];
    }
    for (int v = 0; v < in->nvalues; v++) most = cnt[v] > most ? cnt[v] : most;
    float slot = in->nvalues ? box.w / in->nvalues : box.w, bw = slot - 8 > 44 ? 44 : slot - 8;
    float base = box.y + 24 + 18 + 56;
    for (int v = 0; v < in->nvalues; v++) {
        float cx = box.x + slot * v + slot / 2, h = 56.0f * cnt[v] / most;
        gfx_rect(g, (SDL_FRect){cx - bw / 2, base - 56, bw, 56}, rgba(0, 0, 0, 50));
        if (h > 0) gfx_rrect(g, (SDL_FRect){cx - bw / 2, base - h, bw, h}, 3, rgba(0xf0, 0xc8, 0x62, 255), rgba(0xc0, 0x8c, 0x2a, 255));
        snprintf(t, sizeof t, "%d", cnt[v]);
        gfx_text_line(g, FACE_BOLD, 13, WHITE, (SDL_FRect){cx - slot / 2, base - h - 19, slot, 18}, ALIGN_CENTER, t);
        gfx_text_line(g, FACE_SANS, 13, CREAM, (SDL_FRect){cx - slot / 2, base + 2, slot, 18}, ALIGN_CENTER, in->text[v]);
    }
    return base + 22 - box.y;
}

/* "Regular 12 · Legendary 3" for the grouping attribute. */
static float groups(UiApp *app, const DeckBuilder *db, int k, SDL_FRect box)
{
    const DbAttrInfo *in = &db->info[k];
    int cnt[DB_MAX_VALUES] = {0};
    for (int i = 0; i < db->ncards; i++) {
        const CardAttr *a = &db->attrs[(size_t)i * GM_MAX_CARD_ATTRS + (size_t)k];
        for (int v = 0; db->count[i] && a->text[0] && v < in->nvalues; v++)
            if (in->value[v] == a->value) cnt[v] += db->count[i];
    }
    char t[400] = "";
    for (int v = 0; v < in->nvalues; v++) {
        size_t L = strlen(t);
        snprintf(t + L, sizeof t - L, "%s%s %d", L ? "  ·  " : "", in->text[v], cnt[v]);
    }
    gfx_text_box(&app->gfx, FACE_SANS, 15, WHITE, box, ALIGN_LEFT, true, t);
    return box.h;
}

static void deck_list(UiApp *app, DeckBuilder *db, const CardSet *set)
{
    UiGfx *g = &app->gfx;
    SDL_FRect L = db_deck_list_rect();
    int rows[DECK_MAX];
    int n = db_deck_rows(set, db, rows, DECK_MAX);
    float maxs = n * ROW_H - L.h;
    if (db->deck_scroll > maxs) db->deck_scroll = maxs > 0 ? maxs : 0;
    if (n == 0) {
        gfx_text_box(g, FACE_SANS, 15, CREAM, (SDL_FRect){L.x, L.y + 10, L.w, 50}, ALIGN_LEFT, false,
                     "The deck is empty: click a card on the left to add it.");
        return;
    }
    clip(app, &L);
    for (int j = 0; j < n; j++) {
        SDL_FRect r = {L.x, L.y + j * ROW_H - db->deck_scroll, L.w, ROW_H - 2};
        if (r.y + r.h < L.y || r.y > L.y + L.h) continue;
        const CardDef *cd = &set->cards[rows[j]];
        if (app->pass == PASS_COLLECT) {
            char lab[64];
            snprintf(lab, sizeof lab, "deck:%s", cd->id);
            if (r.y >= L.y && r.y + r.h <= L.y + L.h) ui_collect(app, CLICK_TARGET, lab, r);
            continue;
        }
        if (g->off) continue;
        bool hov = ui_hover(app, r) && ui_hover(app, L);
        gfx_rrect(g, r, 6, hov ? rgba(255, 255, 255, 40) : rgba(255, 255, 255, 14), hov ? rgba(255, 255, 255, 30) : rgba(255, 255, 255, 8));
        SDL_Color acc = accent_colour(cd->colour, rgba(0x8a, 0x64, 0x3e, 255));
        float rad = 11;
        gfx_circle(g, r.x + 6 + rad, r.y + r.h / 2, rad, acc);
        gfx_text_line(g, FACE_BOLD, 13, WHITE, (SDL_FRect){r.x + 6, r.y + 3, 2 * rad, r.h - 6}, ALIGN_CENTER, cd->corner);
        char cnt[16];
        snprintf(cnt, sizeof cnt, "×%d", db->count[rows[j]]);
        gfx_text_line(g, FACE_BOLD, 15, GOLD, (SDL_FRect){r.x + r.w - 56, r.y, 48, r.h}, ALIGN_RIGHT, cnt);
        gfx_text_line(g, FACE_SANS, 15, WHITE, (SDL_FRect){r.x + 14 + 2 * rad, r.y, r.w - 80 - 2 * rad, r.h}, ALIGN_LEFT, cd->name);
    }
    clip(app, NULL);
    if (maxs > 0 && !g->off) {
        char more[64];
        snprintf(more, sizeof more, "%d kinds of card: scroll for more", n);
        gfx_text_line(g, FACE_SANS, 12, CREAM, (SDL_FRect){L.x, L.y + L.h + 1, L.w, 16}, ALIGN_RIGHT, more);
    }
}

void db_draw_panel(UiApp *app, DeckBuilder *db)
{
    UiGfx *g = &app->gfx;
    const CardSet *set = db_set(app, db);
    const float x0 = DB_PANEL_X + 20, w = UI_W - 24 - DB_PANEL_X - 40;
    /* which deck */
    char lab[120];
    if (db->file[0]) snprintf(lab, sizeof lab, "Deck: %s  ▸", db->saved_name);
    else snprintf(lab, sizeof lab, "Open a saved deck  ▸"); /* the deck being built is new */
    if (ui_button(app, (SDL_FRect){x0, 28, w - 142, 40}, lab, set->ndecks > 0, false)) {
        db_action_next_deck(app, db);
        return;
    }
    if (ui_button(app, (SDL_FRect){x0 + w - 132, 28, 132, 40}, "New deck", true, false)) {
        db_action_new(app, db);
        return;
    }
    gfx_text_line(g, FACE_BOLD, 15, CREAM, (SDL_FRect){x0, 80, 56, 38}, ALIGN_LEFT, "Name");
    SDL_FRect nf = {x0 + 60, 80, w - 60, 38};
    if (app->pass == PASS_COLLECT) ui_collect(app, CLICK_BUTTON, "deck name", nf); /* not its text: the deck button shows it too */
    else ui_textfield(app, nf, db->name, sizeof db->name);
    /* size and verdict */
    char t[96];
    snprintf(t, sizeof t, "%d card%s", db->total, db->total == 1 ? "" : "s");
    gfx_text_line(g, FACE_SERIF_BOLD, 24, GOLD, (SDL_FRect){x0, 128, w / 2, 34}, ALIGN_LEFT, t);
    bool legal = !db->problem[0] && db->m->validate_deck;
    gfx_text_line(g, FACE_BOLD, 15, legal ? rgba(0x9c, 0xe8, 0xa8, 255) : rgba(0xff, 0xb0, 0x90, 255),
                  (SDL_FRect){x0 + w / 2, 128, w / 2, 34}, ALIGN_RIGHT, legal ? "A legal deck" : "Not legal yet");
    float y = 170;
    int kc = first_attr(db, CA_CURVE), kg = first_attr(db, CA_GROUP);
    if (kc >= 0) y += curve(app, db, kc, (SDL_FRect){x0, y, w, 100}) + 4;
    if (kg >= 0) y += groups(app, db, kg, (SDL_FRect){x0, y, w, 40}) + 6;
    /* the rule it breaks, in the game's words */
    SDL_FRect pb = {x0, y, w, 404 - y - 4};
    if (pb.h < 36) pb.h = 36;
    gfx_rrect(g, pb, 8, legal ? rgba(24, 70, 40, 220) : rgba(100, 34, 24, 220), legal ? rgba(16, 50, 28, 220) : rgba(70, 22, 16, 220));
    if (legal && db->file[0] && !db_unsaved(db)) { /* saved as it is: straight to a game with it */
        if (ui_button(app, (SDL_FRect){pb.x + 8, pb.y + (pb.h - 40) / 2, pb.w - 16, 40}, "Play a game with this deck", true, true)) {
            db_action_play(app, db);
            return;
        }
    } else
        gfx_text_box(g, FACE_SANS, 15, WHITE, (SDL_FRect){pb.x + 10, pb.y + 4, pb.w - 20, pb.h - 8}, ALIGN_LEFT, true,
                     legal ? "Ready to save (Ctrl+S)." : db->problem);
    deck_list(app, db, set);
    /* files */
    bool installed = db_set_installed(set);
    if (ui_button(app, (SDL_FRect){x0, 826, 150, 46}, "Save", true, legal)) {
        db_save(app, db);
        return;
    }
    if (ui_button(app, (SDL_FRect){x0 + 158, 826, 136, 46}, "Duplicate", db->total > 0, false)) {
        db_duplicate(app, db);
        return;
    }
    if (ui_button(app, (SDL_FRect){x0 + 302, 826, w - 302, 46}, "Delete", db->file[0] && !installed, false)) {
        db_delete(app, db);
        return;
    }
}

/* A card the pointer rests on (grid or deck list) is shown large beside it
 * after a moment, so its text can be read (the table's hover zoom). */
void db_draw_zoom(UiApp *app, DeckBuilder *db)
{
    const CardSet *set = db_set(app, db);
    if (app->pass != PASS_DRAW || !set || app->mouse_down) return;
    int c = db_grid_card_at(db, app->mx, app->my), where = -2;
    if (c < 0) {
        c = db_deck_card_at(app, db, app->mx, app->my);
        where = -3;
    }
    if (c < 0) {
        if (app->hover_zone <= -2) {
            app->hover_zone = app->hover_item = -1;
            app->hover_wait = false;
        }
        return;
    }
    if (app->hover_zone != where || app->hover_item != c) {
        app->hover_zone = where;
        app->hover_item = c;
        app->hover_since = app->now;
        app->hover_wait = true;
        return;
    }
    if (app->now - app->hover_since < UI_HOVER_DELAY) return;
    float k = app->settings.ui_scale / 100.0f, w = 290 * k, h = 406 * k;
    SDL_FRect z;
    if (where == -3) z = (SDL_FRect){DB_PANEL_X - w - 16, app->my - h / 2, w, h};
    else {
        /* beside the hovered card: right of it if it fits before the panel, else left */
        float cx = DB_GRID_X + DB_GRID_W / 2;
        z = (SDL_FRect){app->mx < cx ? app->mx + 70 : app->mx - 70 - w, app->my - h / 2, w, h};
    }
    if (z.y < 12) z.y = 12;
    if (z.y + z.h > UI_H - 12) z.y = UI_H - 12 - z.h;
    if (z.x < 12) z.x = 12;
    ViewItem it = face_up(set, c);
    card_draw(app, set, &it, z, false);
    app->zoom_shown = true;
    app->zoom_rect = z;
}
