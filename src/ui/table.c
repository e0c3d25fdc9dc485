/* table.c — the table scene: places the view's zones by the layout, draws
 * them with generic drawers, and turns clicks into the legal actions that
 * describe() ties to zones.  Sources glow; a picked source lights its
 * targets; one (source, target) match applies at once, several open a
 * chooser; zone-less actions are buttons.  While a target is hovered, the
 * action is applied to a CLONE and the difference in the new view is shown
 * as a ghost overlay (the module computes it, not the UI).
 * This file draws the scene itself (panels, top bar, pass screen); placement,
 * input, zones and hover live in table_place.c, table_input.c,
 * table_zones.c and table_hover.c. */
#include "table_internal.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define TEXT_STEP 0.85f /* one step smaller: how far a line shrinks before it gives up words or wraps */

/* A seat's line as it fits `w` at `size`: whole when it fits, else without
 * the " · " parts a counter of that seat on the table shows already ("HP 30"
 * beside the HP counter reading 30: a 4-seat Queen by Midnight rival's box
 * shrank "HP 30 · Clout 0 · declared Cleo" to 5 px; Queen's Blood's plates
 * drew "Score 0 · 5 in hand · 10 in deck" at the floor at 150 % text beside
 * the Score counter). */
static const char *seat_line_shown(UiApp *app, int seat, const char *st, float w, float size, char *buf, size_t n)
{
    UiGfx *g = &app->gfx;
    const View *v = app->s.view;
    float tw, th;
    gfx_text_size(g, FACE_SANS, size, st, &tw, &th);
    if (tw <= w || !strstr(st, " · ")) return st;
    size_t len = 0;
    buf[0] = 0;
    for (const char *p = st; *p && len < n;) {
        const char *end = strstr(p, " · ");
        size_t pl = end ? (size_t)(end - p) : strlen(p);
        bool shown = false;
        for (int k = 0; k < v->nzones && !shown; k++) {
            const ViewZone *z = &v->zones[k];
            if (z->kind != VZ_COUNTER || z->owner != seat || !app->s.zr[k].placed) continue;
            /* as the module names it, or as the layout captions it ("Score" for "{p0}'s score") */
            char said[64], captioned[64];
            snprintf(said, sizeof said, "%s %d", z->label, z->value);
            snprintf(captioned, sizeof captioned, "%s %d", table_zone_caption(app, k), z->value);
            shown = (strlen(said) == pl && strncmp(said, p, pl) == 0) || (strlen(captioned) == pl && strncasecmp(captioned, p, pl) == 0);
        }
        if (!shown) {
            int wr = snprintf(buf + len, n - len, "%s%.*s", len ? " · " : "", (int)pl, p);
            if (wr > 0) len += (size_t)wr;
        }
        p += pl;
        if (end) p += strlen(" · ");
    }
    return buf;
}

/* One seat box's words, measured before any is drawn: the plates' seat
 * lines share one size (Long Live the Queen at 1280x720, 150 %,
 * drew Ann's line at ~10 px and Ben's at ~12 px). */
typedef struct {
    int seat;
    SDL_FRect r;
    float sc, fs, ss, name_h, st_h, tx, tw;
    char nm[64], shown[96];
    const char *st;
} Plate;

/* backdrop: the plates only (cached with the felt); else the glow and the words. */
static void draw_nameplates(UiApp *app, bool backdrop)
{
    UiSession *S = &app->s;
    const Layout *L = &S->layout;
    UiGfx *g = &app->gfx;
    const View *v = S->view;
    int n = v->num_players > 0 ? v->num_players : S->nplayers;
    Plate plates[2 * GM_MAX_PLAYERS];
    int np = 0;
    float line_sz = INFINITY; /* the largest size at which every plate's line fits its own box */
    for (int k = 0; k < L->nzones; k++) {
        const LayoutZone *lz = &L->zones[k];
        if (lz->kind != DK_SEAT || !lz->seat_pattern) continue;
        for (int s = 0; s < n; s++) {
            if (!table_zone_for_seat(lz, s, v->observer)) continue;
            float sc;
            SDL_FRect r = table_anchor_rect(L, lz->rect, s, v->observer, n, &sc);
            bool turn = v->current_player == s;
            SDL_Color c = seat_colour(app, s);
            if (backdrop) {
                gfx_rrect(g, r, 10, rgba(28, 22, 16, 210), rgba(18, 14, 10, 225));
                gfx_rrect_outline(g, r, 10, turn ? 2.5f : 1, turn ? c : rgba(255, 230, 170, 60));
                continue;
            }
            if (np == (int)(sizeof plates / sizeof plates[0])) continue;
            Plate *P = &plates[np++];
            P->seat = s;
            P->r = r;
            P->sc = sc;
            /* a seat drawn small (Blood Wars' other seats at half size) keeps
             * its words readable: no smaller than the Players panel's lines */
            float least = gfx_least_size(g);
            P->fs = fmaxf(fmaxf(17 * sc, 14), least);
            P->ss = fmaxf(fmaxf(13 * sc, 12), least);
            P->name_h = fmaxf(r.h * 0.55f - 3 * sc, P->fs * 1.3f);
            P->st_h = fmaxf(r.h * 0.42f, P->ss * 1.3f);
            /* "(you)" only with one person at the screen: in hot-seat every human seat is someone */
            bool you = play_human_count(app) == 1 && play_is_human(app, s);
            snprintf(P->nm, sizeof P->nm, "%s%s", S->seats[s].name, you ? " (you)" : "");
            P->tx = r.x + fmaxf(30 * sc, 22);
            P->tw = r.x + r.w - 10 * sc - P->tx;
            /* the name and the line at the text floor: too low a box for both
             * (4-seat Queen by Midnight's rivals) drops what counters show */
            float avail = r.h - 5 * sc, fh, sh;
            gfx_text_size(g, FACE_BOLD, least, "Ag", NULL, &fh);
            gfx_text_size(g, FACE_SANS, least, "Ag", NULL, &sh);
            const char *st = seat_line_shown(app, s, v->seat_status[s], avail >= fh + sh ? P->tw : 0, fmaxf(P->ss * TEXT_STEP, least),
                                             P->shown, sizeof P->shown);
            /* a line too long for one line at the text floor takes two, under a name line of its own height */
            float one_w, one_h;
            gfx_text_size(g, FACE_SANS, least, st, &one_w, &one_h);
            if (!st[0]) P->name_h = r.h - 6 * sc; /* the name alone, in the middle */
            else if (one_w > P->tw) {
                P->name_h = fminf(P->name_h, P->fs * 1.3f);
                P->st_h = fmaxf(P->st_h, r.y + r.h - 2 * sc - (r.y + 3 * sc + P->name_h));
            } else if (P->name_h + P->st_h > avail) { /* both lines inside the box, each shrunk as far as the floor */
                P->name_h = avail * fh / (fh + sh);
                P->st_h = avail - P->name_h;
            }
            /* sized on the seat's own line (and "thinking…" while the AI
             * thinks) so the size holds still from move to move */
            P->st = play_thinking_seat(app) == s ? "thinking…" : st;
            const char *texts[2] = {st, P->st};
            const UiFace faces[2] = {FACE_SANS, FACE_SANS};
            SDL_FRect box = {P->tx, r.y + 3 * sc + P->name_h, P->tw, P->st_h};
            line_sz = fminf(line_sz, gfx_lines_size(g, faces, P->ss, box, texts, 2));
        }
    }
    for (int i = 0; i < np; i++) {
        const Plate *P = &plates[i];
        const SDL_FRect r = P->r;
        const float sc = P->sc;
        SDL_Color c = seat_colour(app, P->seat);
        if (v->current_player == P->seat) gfx_glow(g, r, 10, alpha(c, (int)(180 * table_pulse(app))), 8);
        gfx_shape(g, seat_shape(P->seat), r.x + 16 * sc, r.y + 3 * sc + P->name_h / 2, fmaxf(7 * sc, 5), c, rgba(0, 0, 0, 255));
        gfx_text_line(g, FACE_BOLD, P->fs, WHITE, (SDL_FRect){P->tx, r.y + 3 * sc, P->tw, P->name_h}, ALIGN_LEFT, P->nm);
        gfx_text_lines_at(g, FACE_SANS, line_sz, rgba(255, 236, 200, 220), (SDL_FRect){P->tx, r.y + 3 * sc + P->name_h, P->tw, P->st_h},
                          ALIGN_LEFT, P->st);
    }
}

void table_note_banner(UiApp *app, SDL_FRect r)
{
    UiSession *S = &app->s;
    if (S->nbanners < (int)(sizeof S->banners / sizeof S->banners[0])) S->banners[S->nbanners++] = r;
}

/* backdrop: the row boxes only (cached with the felt); else the words. */
/* The toast in the lines its box `w` x `h` holds at `size`, at least two
 * (a long Long Live the Queen roll made a 4-line box over the board
 * for 3 s; Queen's Blood's narrow, tall box cut "Ben sent back 2 cards and…"
 * at 150 %): cut at a word with "…"; the log keeps the whole line.  The last
 * fit is kept: toasts repeat. */
static const char *toast_fit(UiGfx *g, float w, float h, float size, const char *text)
{
    static char in[UI_EVENT_TEXT], out[UI_EVENT_TEXT];
    static float in_w = -1, in_h = -1, in_size = -1, in_scale = -1, in_window = -1; /* wraps are measured in output pixels */
    if (in_w == w && in_h == h && in_size == size && in_scale == g->text_scale && in_window == g->scale && strcmp(in, text) == 0)
        return out;
    snprintf(in, sizeof in, "%s", text);
    snprintf(out, sizeof out, "%s", text);
    in_w = w;
    in_h = h;
    in_size = size;
    in_scale = g->text_scale;
    in_window = g->scale;
    float line = gfx_text_wrap_height(g, FACE_BOLD, size, w, "Ag"), room = gfx_text_wrap_height(g, FACE_BOLD, size, w, "Ag\nAg");
    for (float more = room + line; more + 12 <= h; more += line) room = more; /* as many lines as the box holds */
    room += 1;
    if (gfx_text_wrap_height(g, FACE_BOLD, size, w, text) <= room) return out;
    /* several events, a line each (play.c): the newest is the news (a
     * challenge's outcome after the pass that ended it), so the oldest go
     * first, "…" saying the log has them */
    static char base[UI_EVENT_TEXT];
    for (const char *nl = strchr(text, '\n'); nl; nl = strchr(nl + 1, '\n')) {
        snprintf(base, sizeof base, "… %s", nl + 1);
        snprintf(out, sizeof out, "%s", base);
        if (gfx_text_wrap_height(g, FACE_BOLD, size, w, out) <= room) return out;
        if (!strchr(nl + 1, '\n')) text = base; /* the last event alone: cut at a word as one text */
    }
    /* the longest word-boundary prefix that fits, by halving */
    size_t lo = 0, hi = strlen(text);
    while (lo < hi) {
        size_t mid = (lo + hi + 1) / 2, cut = mid;
        while (cut > 0 && text[cut] != ' ') cut--;
        snprintf(out, sizeof out, "%.*s…", (int)cut, text);
        if (cut > 0 && gfx_text_wrap_height(g, FACE_BOLD, size, w, out) <= room) lo = mid;
        else hi = mid - 1;
    }
    size_t cut = lo;
    while (cut > 0 && text[cut] != ' ') cut--;
    snprintf(out, sizeof out, "%.*s…", (int)cut, text);
    return out;
}

/* Where the notice goes, and at what size, when it covers nothing: under the
 * toast, else at the foot of the message place tr, else just below or above
 * it; as wide as helps
 * (up to 460 units, narrower down to 240 or the place's width) and placed
 * centred, left or right on the place.  A narrow place no longer makes a
 * tall column (Queen's Blood's is 166 units: a hint took 11 lines), and a
 * notice under the AI's words keeps off the counters below the place (Queen
 * by Midnight).  False: no free place (the caller keeps to tr).  The last
 * answer is kept while the table and the words stay the same. */
/* The first box free of what a player reads for `text` at `size`, from
 * `widest` down to `narrowest` units wide (see notice_box). */
static bool free_notice_box(UiApp *app, SDL_FRect tr, float top, const char *text, float size, float widest, float narrowest,
                            SDL_FRect *out)
{
    UiGfx *g = &app->gfx;
    float one_w, one_h;
    gfx_text_size(g, FACE_BOLD, size, text, &one_w, &one_h);
    for (float w = widest; w >= narrowest - 0.5f; w -= 16) {
        float bw = fminf(w, one_w + 28); /* no wider than its one line */
        float h = gfx_text_wrap_height(g, FACE_BOLD, size, bw - 28, text) + 12;
        /* under the toast, at the place's foot, just below it, just above it */
        const float ys[4] = {top, fmaxf(top, tr.y + tr.h - h), tr.y + tr.h + 6, tr.y - h - 6};
        const float xs[3] = {tr.x + (tr.w - bw) / 2, tr.x, tr.x + tr.w - bw};
        for (int yi = 0; yi < 4; yi++)
            for (int xi = 0; xi < 3; xi++) {
                SDL_FRect p = {fminf(fmaxf(xs[xi], 8), UI_W - 8 - bw), ys[yi], bw, h};
                if (p.y >= 0 && p.y + p.h <= UI_H && table_covered(app, -1, p) <= 0) {
                    *out = p;
                    return true;
                }
            }
        if (bw < w) w = bw; /* narrower boxes only from here */
    }
    return false;
}

/* A box for `text` at `size`, `w` units wide at most, where it covers the
 * least of what a player reads (over the table, clear of the bars and the
 * side panels; a board's empty places, which hold no words, count for
 * nothing): a narrow message place with nothing free around it (Queen's
 * Blood's left column at 150 % text) made a hint a column of 20 short lines
 * running off the screen. */
static bool least_covered_box(UiApp *app, const char *text, float size, float w, SDL_FRect *out)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    float one_w, one_h;
    gfx_text_size(g, FACE_BOLD, size, text, &one_w, &one_h);
    float bw = fminf(w, one_w + 28), h = gfx_text_wrap_height(g, FACE_BOLD, size, bw - 28, text) + 12, best = -1;
    int marked[2] = {-1, -1};
    if (S->has_hint) {
        ActionDesc d;
        play_hint_desc(app, &d);
        marked[0] = d.src_zone[0] ? table_zone_of(app, d.src_zone) : -1;
        marked[1] = d.dst_zone[0] ? table_zone_of(app, d.dst_zone) : -1;
    }
    for (float y = UI_TOP_BAR_H + 8; y + h <= UI_H - 8; y += 12)
        for (float x = 8; x + bw <= UI_W - 8; x += 16) {
            SDL_FRect p = {x, y, bw, h}, in;
            float c = table_covered(app, -1, p);
            for (int k = 0; k < S->view->nzones; k++)
                if (S->zr[k].placed && S->zr[k].kind == DK_CELL && S->view->zones[k].nitems == 0 &&
                    SDL_IntersectFRect(&p, &S->zr[k].rect, &in))
                    c -= in.w * in.h;
            for (int k = 0; k < 2; k++) /* never over the places the hint names */
                if (marked[k] >= 0 && SDL_IntersectFRect(&p, &S->zr[marked[k]].rect, &in)) c += 20 * in.w * in.h;
            if (best < 0 || c < best) {
                best = c;
                *out = p;
            }
        }
    return best >= 0;
}

/* One placement kept while the table and the words stay the same (the
 * toast, the notice beside the toast, the notice alone: each its own). */
typedef struct {
    char text[UI_EVENT_TEXT];
    float key[7], size;
    bool ok;
    SDL_FRect box;
} FreePlaceMemo;

static bool notice_box(UiApp *app, FreePlaceMemo *m, SDL_FRect tr, float top, const char *text, SDL_FRect *out, float *size_out)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    float key[7] = {tr.x, tr.y, top, g->text_scale, g->scale, (float)S->view->event_seq, (float)S->nbanners};
    if (strcmp(m->text, text) != 0 || memcmp(key, m->key, sizeof key) != 0) {
        snprintf(m->text, sizeof m->text, "%s", text);
        memcpy(m->key, key, sizeof key);
        /* 240 units wide or more at the full size, else back towards the size
         * at 100 % text; then as narrow as the place, at the full size */
        float ts = g->text_scale > 1 ? g->text_scale : 1, widest = fmaxf(tr.w, 460);
        const float sizes[3] = {15, 7.5f * (1 + 1 / ts), 15 / ts};
        m->ok = false;
        for (int si = 0; si < 3 && !m->ok; si++)
            if (si == 0 || sizes[si] < sizes[si - 1]) {
                m->size = sizes[si];
                m->ok = free_notice_box(app, tr, top, text, m->size, widest, 240, &m->box);
            }
        if (!m->ok && tr.w < 240) {
            m->size = 15;
            m->ok = free_notice_box(app, tr, top, text, m->size, 240, tr.w, &m->box);
        }
        if (!m->ok && tr.w < 240) { /* no free place: a few wide lines over the least of the table, never a tall column */
            m->size = sizes[1];
            m->ok = least_covered_box(app, text, m->size, fmaxf(widest, 620), &m->box);
        }
    }
    *out = m->box;
    *size_out = m->size;
    return m->ok;
}

/* The AI's move that shows in no zone ("Ben ends her turn"), or whose words
 * find no free place by its target, in words, in the layout's message place (it sat in the middle of the table, over Queen
 * by Midnight's vaults and Armory caption, and under the toast): on one line
 * shrunk as far as the toast's size, then wrapped.  Returns the height it took. */
static float draw_ai_words(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    SDL_FRect tr = S->layout.toast_rect;
    /* no smaller than the toast at 100 % text (a larger text size wraps sooner) */
    float room = tr.w - 40, size = 22, least = 15 / (g->text_scale > 1 ? g->text_scale : 1), w, h;
    for (gfx_text_size(g, FACE_BOLD, size, S->ai_label, &w, &h); w > room && size > least; gfx_text_size(g, FACE_BOLD, size, S->ai_label, &w, &h))
        size = fmaxf(size * 0.94f, least);
    if (w > room) w = room;
    h = gfx_text_wrap_height(g, FACE_BOLD, size, w, S->ai_label);
    SDL_FRect p = {tr.x + (tr.w - w) / 2 - 20, tr.y, w + 40, h + 12};
    float pad = 20;
    /* words that wrap in a narrow place (Queen's Blood's 166 units: a
     * column of short lines) take a sensible width where that covers
     * nothing, as the toast and a notice do */
    static FreePlaceMemo memo;
    SDL_FRect fp;
    float fs;
    if (tr.w < 240 && h > gfx_text_wrap_height(g, FACE_BOLD, size, w, "Ag") + 1 &&
        notice_box(app, &memo, tr, tr.y, S->ai_label, &fp, &fs)) {
        p = fp;
        size = fs;
        pad = 14;
        w = p.w - 28;
    }
    gfx_rrect(g, p, 12, rgba(30, 20, 10, 235), rgba(30, 20, 10, 235));
    gfx_rrect_outline(g, p, 12, 1, alpha(AI_GLOW, 160));
    gfx_text_wrap(g, FACE_BOLD, size, AI_GLOW, p.x + pad, p.y + 6, w, ALIGN_CENTER, S->ai_label);
    table_note_banner(app, p);
    return fmaxf(p.y + p.h + 8 - tr.y, 1); /* > 0: the toast keeps away */
}


/* The layout's message place: the AI's move in words (drawn before, `toast_h`
 * high; it takes the toast's place), else the toast, then the notice under
 * them.  Drawn before the tags, which keep clear of them. */
static void draw_messages(UiApp *app, float toast_h)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    SDL_FRect tr = S->layout.toast_rect;
    float least = 15 / (g->text_scale > 1 ? g->text_scale : 1); /* the size at 100 % text */
    bool notice = S->notice[0] && app->overlay == OV_NONE;
    /* the notice (a hint, a saved game) at the size that keeps it inside the
     * message place, shrinking back towards the size at 100 % text */
    float ns = 15, nh = 0;
    if (notice)
        for (nh = gfx_text_wrap_height(g, FACE_BOLD, ns, tr.w - 28, S->notice); nh + 12 > tr.h && ns > least;
             nh = gfx_text_wrap_height(g, FACE_BOLD, ns, tr.w - 28, S->notice))
            ns = fmaxf(ns * 0.94f, least);
    static FreePlaceMemo toast_memo, beside_toast_memo, alone_memo;
    SDL_FRect np;
    float nfs;
    bool nfree = false, nfree_known = false;
    S->toast_drawn[0] = 0;
    /* the round summary tells the round's end itself: no toast half under its box */
    if (S->toast[0] && toast_h <= 0 && !S->summary_open) { /* the AI's next move in words takes the place of the last one's */
        /* at a larger text size one line shrunk back towards the size at
         * 100 % before two (Queen by Midnight's message place is one line high) */
        float ts = 15, w, th;
        for (gfx_text_size(g, FACE_BOLD, ts, S->toast, &w, &th); w > tr.w - 28 && ts > least; gfx_text_size(g, FACE_BOLD, ts, S->toast, &w, &th))
            ts = fmaxf(ts * 0.94f, least);
        const char *toast = toast_fit(g, tr.w - 28, tr.h, ts, S->toast);
        float h = gfx_text_wrap_height(g, FACE_BOLD, ts, tr.w - 28, toast);
        gfx_text_size(g, FACE_BOLD, ts, toast, &w, &th);
        if (w > tr.w - 28) w = tr.w - 28;
        SDL_FRect p = {tr.x + (tr.w - w - 28) / 2, tr.y, w + 28, h + 12};
        float notice_top = tr.y + h + 20;
        /* a toast that wraps in a narrow place (Queen's Blood's is 166 units:
         * a column of short lines) takes a sensible width where that covers
         * nothing, as a notice does; whole, the box holds it */
        SDL_FRect fp;
        float fs;
        bool in_place = true;
        /* so does one whose lines (a line per event) run past a one-line place
         * onto what is under it (Queen by Midnight's at 150 %: a draw, then
         * the clock striking, over the next seat's counters) */
        bool wraps_narrow = tr.w < 240 && h > gfx_text_wrap_height(g, FACE_BOLD, ts, tr.w - 28, "Ag") + 1;
        bool spills = p.y + p.h > tr.y + tr.h + 1 && table_covered(app, -1, p) > 0;
        if ((wraps_narrow || spills) && notice_box(app, &toast_memo, tr, tr.y, S->toast, &fp, &fs)) {
            p = fp;
            ts = fs;
            toast = S->toast;
            notice_top = p.y + p.h + 8;
            in_place = false;
        }
        /* a notice with no room under the toast in the place takes its place
         * (the toast is in the log), unless it finds a free place beside it */
        int banners_before = S->nbanners;
        table_note_banner(app, p);
        bool shown = !notice || (in_place && h + 20 + nh + 12 <= tr.h + 8);
        if (notice) {
            nfree = notice_box(app, &beside_toast_memo, tr, notice_top, S->notice, &np, &nfs);
            nfree_known = shown || nfree;
            shown = shown || nfree;
        }
        if (shown) {
            toast_h = notice_top - tr.y;
            gfx_rrect(g, p, 12, rgba(30, 22, 14, 225), rgba(30, 22, 14, 225));
            gfx_rrect_outline(g, p, 12, 1, rgba(0xe9, 0xc4, 0x6a, 160));
            gfx_text_wrap(g, FACE_BOLD, ts, rgba(255, 230, 170, 255), p.x + 14, p.y + 6, p.w - 28, ALIGN_CENTER, toast);
            snprintf(S->toast_drawn, sizeof S->toast_drawn, "%s", toast);
        } else {
            S->nbanners = banners_before; /* not drawn: the notice may take its place */
        }
    }
    if (notice) {
        /* under the toast, in the layout's message place or by it where that
         * covers nothing (the pause menu shows its own copy: behind it this
         * one would be half hidden) */
        SDL_FRect p;
        if (!nfree_known) nfree = notice_box(app, &alone_memo, tr, tr.y + toast_h, S->notice, &np, &nfs);
        if (nfree) {
            p = np;
            ns = nfs;
        } else {
            float w, th;
            gfx_text_size(g, FACE_BOLD, ns, S->notice, &w, &th);
            if (w > tr.w - 28) w = tr.w - 28;
            p = (SDL_FRect){tr.x + (tr.w - w - 28) / 2, tr.y + toast_h, w + 28, nh + 12};
        }
        gfx_rrect(g, p, 10, rgba(20, 40, 70, 240), rgba(20, 40, 70, 240));
        gfx_rrect_outline(g, p, 10, 1, rgba(0x7c, 0xc8, 0xff, 180));
        gfx_text_wrap(g, FACE_BOLD, ns, WHITE, p.x + 14, p.y + 6, p.w - 28, ALIGN_CENTER, S->notice);
        table_note_banner(app, p);
    }
}

/* The seat rows' status-line box (its x, w, h) in a row of height rowh. */
static SDL_FRect seat_line_box(SDL_FRect pr, float rowh)
{
    float h = rowh - 6, half = fminf(h * 0.5f, 28);
    return (SDL_FRect){pr.x + 40, half + 1, pr.w - 56, h - half - 3};
}

static void draw_seats_panel(UiApp *app, SDL_FRect pr, bool backdrop)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const View *v = S->view;
    if (!backdrop) gfx_text(g, FACE_SERIF_BOLD, 17, rgba(255, 226, 160, 255), pr.x + 14, pr.y + 10, ALIGN_LEFT, "Players");
    float y = pr.y + 40;
    const float room = (pr.h - 48) / (S->nplayers > 0 ? S->nplayers : 1);
    float rowh = room;
    /* a seat line too long for the row at the text floor takes a second line:
     * the rows grow by one (Long Live the Queen's "2 red, 0 yellow, 1 blue ·
     * Master Pilot (shown by a Recruit)" shrank to 7 px at 1280x720) */
    float least = gfx_least_size(g), most = 62, lw, lh;
    for (int s = 0; s < S->nplayers; s++) {
        gfx_text_size(g, FACE_SANS, least, v->seat_status[s], &lw, &lh);
        if (lw > pr.w - 56) most = fmaxf(most, 62 + lh + 2);
    }
    if (rowh > most) rowh = most;
    /* sibling lines share one size each: the names, and the status lines (a
     * line that wraps and one shrunk onto one line read as different things:
     * Long Live the Queen at 150 %, 1280x720) */
    char names[GM_MAX_PLAYERS][80], previews[GM_MAX_PLAYERS][96];
    const char *name_of[GM_MAX_PLAYERS], *line_of[GM_MAX_PLAYERS];
    UiFace name_face[GM_MAX_PLAYERS], line_face[GM_MAX_PLAYERS];
    int n = S->nplayers < GM_MAX_PLAYERS ? S->nplayers : GM_MAX_PLAYERS;
    for (int s = 0; s < n; s++) {
        snprintf(names[s], sizeof names[s], "%s%s", S->seats[s].name,
                 S->seats[s].ai ? (S->seats[s].level < 0    ? " · computer" /* a network table's: the host's AI */
                                  : S->seats[s].level == 0 ? " · AI easy"
                                  : S->seats[s].level == 2 ? " · AI hard"
                                                           : " · AI normal")
                                 : "");
        name_of[s] = names[s];
        name_face[s] = FACE_BOLD;
        line_of[s] = v->seat_status[s];
        line_face[s] = FACE_SANS;
        if (S->preview_ok && S->preview_action >= 0 && strcmp(S->preview->seat_status[s], v->seat_status[s]) != 0) {
            /* what this seat's line becomes after the hovered move */
            snprintf(previews[s], sizeof previews[s], "→ %s", S->preview->seat_status[s]);
            line_of[s] = previews[s];
            line_face[s] = FACE_BOLD;
        }
    }
    /* the panel has room: a line more per row beats lines shrunk far under
     * their names (2560x1440 at 150 %: ~14 px under 36 px names).  Decided
     * on the seats' own lines, not a hovered move's preview: the rows'
     * boxes are cached with the felt. */
    const char *status[GM_MAX_PLAYERS];
    UiFace plain[GM_MAX_PLAYERS];
    for (int s = 0; s < n; s++) {
        status[s] = v->seat_status[s];
        plain[s] = FACE_SANS;
    }
    float fit_sz = gfx_lines_size(g, plain, 13, seat_line_box(pr, rowh), status, n);
    if (fit_sz < 13 && room > rowh) {
        float th;
        gfx_text_size(g, FACE_SANS, 13, "Ag", NULL, &th);
        float grown = fminf(room, rowh + th + 2);
        if (gfx_lines_size(g, plain, 13, seat_line_box(pr, grown), status, n) > fit_sz) rowh = grown;
    }
    const SDL_FRect line_box = seat_line_box(pr, rowh);
    float line_sz = gfx_lines_size(g, line_face, 13, line_box, line_of, n);
    const float half = fminf((rowh - 6) * 0.5f, 28);
    const SDL_FRect name_box = {line_box.x, 0, line_box.w, half - 2};
    float name_sz = gfx_lines_size(g, name_face, 15, name_box, name_of, n);
    for (int s = 0; s < n; s++) {
        SDL_FRect row = {pr.x + 8, y, pr.w - 16, rowh - 6};
        bool turn = v->current_player == s;
        SDL_Color c = seat_colour(app, s);
        if (backdrop) {
            gfx_rrect(g, row, 8, turn ? rgba(255, 230, 160, 40) : rgba(255, 255, 255, 12),
                      turn ? rgba(255, 230, 160, 25) : rgba(255, 255, 255, 8));
            if (turn) gfx_rrect_outline(g, row, 8, 2, c);
            y += rowh;
            continue;
        }
        gfx_shape(g, seat_shape(s), row.x + 16, row.y + 17, 8, c, rgba(0, 0, 0, 255));
        gfx_text_line(g, FACE_BOLD, name_sz, WHITE, (SDL_FRect){name_box.x, row.y + 3, name_box.w, name_box.h}, ALIGN_LEFT, name_of[s]);
        SDL_FRect line2 = {line_box.x, row.y + line_box.y, line_box.w, line_box.h};
        bool preview = line_face[s] == FACE_BOLD;
        gfx_text_lines_at(g, line_face[s], line_sz, preview ? rgba(0x8c, 0xf0, 0xa8, 255) : rgba(255, 236, 200, 210), line2,
                          ALIGN_LEFT, line_of[s]);
        y += rowh;
    }
}

static void draw_log(UiApp *app, SDL_FRect pr)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    gfx_text(g, FACE_SERIF_BOLD, 17, rgba(255, 226, 160, 255), pr.x + 14, pr.y + 10, ALIGN_LEFT, "Game log");
    float top = pr.y + 38, bottom = pr.y + pr.h - 8, tw = pr.w - 36;
    /* the wheel stops where the first line shows at the top: past that the
     * panel emptied (the wheel's own clamp allowed a skip of every line) */
    int first_page = 0;
    for (float filled = 0; first_page < S->nlog; first_page++) {
        const UiLogLine *l = &S->log[first_page];
        filled += gfx_text_wrap_height(g, l->seat >= 0 ? FACE_SANS : FACE_BOLD, 13, tw, l->text) + 3;
        if (filled > bottom - top) break;
    }
    S->log_scroll_max = (float)(S->nlog - (first_page > 0 ? first_page : 1));
    if (S->log_scroll_max < 0) S->log_scroll_max = 0;
    if (S->log_scroll > S->log_scroll_max) S->log_scroll = S->log_scroll_max;
    int skip = (int)S->log_scroll;
    int end = S->nlog - skip;
    if (end < 0) end = 0;
    /* newest at the bottom: walk back while the wrapped lines still fit */
    int start = end;
    float used = 0;
    while (start > 0) {
        const UiLogLine *l = &S->log[start - 1];
        float h = gfx_text_wrap_height(g, l->seat >= 0 ? FACE_SANS : FACE_BOLD, 13, tw, l->text) + 3;
        if (used + h > bottom - top) break;
        used += h;
        start--;
    }
    if (start == end && end > 0) start = end - 1; /* the newest line even when taller than the panel (it is clipped) */
    float y = top;
    for (int i = start; i < end; i++) {
        const UiLogLine *l = &S->log[i];
        float x = pr.x + 12;
        if (l->seat >= 0 && l->seat < S->nplayers)
            gfx_shape(g, seat_shape(l->seat), x + 4, y + 8, 4, seat_colour(app, l->seat), rgba(0, 0, 0, 255));
        SDL_Color c = l->seat >= 0 ? rgba(250, 244, 230, 240) : rgba(255, 214, 140, 230);
        y += gfx_text_wrap(g, l->seat >= 0 ? FACE_SANS : FACE_BOLD, 13, c, x + 13, y, tw, ALIGN_LEFT, l->text) + 3;
    }
    if (skip > 0) gfx_text(g, FACE_SANS, 12, rgba(255, 255, 255, 140), pr.x + pr.w - 12, pr.y + 13, ALIGN_RIGHT, "scrolled ↑");
}

/* The top bar: the title and the status (View.status) on the left, whose
 * turn and the prompt in the centre, Hint / Undo / Menu on the right. */
#define TOPBAR_LEFT 54.0f      /* the title's and the status's left edge */
#define TOPBAR_CENTRE 800.0f   /* where whose turn and the prompt are centred */
#define TOPBAR_RIGHT 1236.0f   /* the Hint button's left edge (1248), less a gap */
#define TOPBAR_GAP 32.0f       /* between the status and the prompt */
#define PROMPT_W 700.0f        /* the prompt's box */
#define STATUS_SIZE 14.0f
#define PROMPT_SIZE 15.0f

/* A top-bar line shown whole: one line when it fits, else two smaller ones. */
/* Draws `s` in `w` at (x, y); true when it had to be shrunk or cut (longer than two lines). */
static bool topbar_text(UiGfx *g, float size, SDL_Color c, float x, float y, float w, int align, const char *s)
{
    float tw, th;
    gfx_text_size(g, FACE_SANS, size, s, &tw, &th);
    if (tw <= w) gfx_text(g, FACE_SANS, size, c, x, y, align, s);
    else if (gfx_text_wrap_height(g, FACE_SANS, size * TEXT_STEP, w, s) <= size * 2.4f)
        gfx_text_wrap(g, FACE_SANS, size * TEXT_STEP, c, align == ALIGN_CENTER ? x - w / 2 : x, y - 4, w, align, s);
    else {
        gfx_text_fit(g, FACE_SANS, size, c, x, y, w, align, s); /* longer than two lines: the tooltip has it whole */
        return true;
    }
    return false;
}

/* Where the status goes: its size, on one line or wrapped in `w`; where the
 * centre texts are centred to leave it that room, and the prompt's size. */
typedef struct StatusPlace {
    float size, w, centre, prompt_size;
    bool wrapped, fitted; /* fitted: too long for any of these, shrunk to `w` (the tooltip has it whole) */
} StatusPlace;

/* Half the width the centre's second line takes: the prompt at `size` (its box at most), or the AI's progress bar. */
static float prompt_half(UiGfx *g, const char *prompt, float size, bool thinking)
{
    if (thinking) return 170; /* the bar and its dots */
    if (!prompt || !prompt[0]) return 0;
    float w, h;
    gfx_text_size(g, FACE_SANS, size, prompt, &w, &h);
    return fminf(w, PROMPT_W) / 2;
}

/* The status at its own size or one step smaller, never shrunk further
 * (at 150 % text "the opponent passed: passing ends the game"
 * shrank to ~11 px or was cut): on one line in the room left of the prompt,
 * the centre moved right when that makes the room, else on two lines under
 * the title when the bar holds them; else the same with the prompt a step
 * smaller; only then shrunk into the widest room there is. */
static StatusPlace place_status(UiGfx *g, const char *status, const char *prompt, bool thinking, float turn_half)
{
    const float sizes[2] = {STATUS_SIZE, STATUS_SIZE * TEXT_STEP};
    float tw[2], th, ph = 0, centre = TOPBAR_CENTRE;
    for (int i = 0; i < 2; i++) gfx_text_size(g, FACE_SANS, sizes[i], status, &tw[i], &th);
    for (int p = 0; p < 2; p++) {
        float psize = p ? PROMPT_SIZE * TEXT_STEP : PROMPT_SIZE;
        ph = prompt_half(g, prompt, psize, thinking);
        float room = TOPBAR_CENTRE - ph - TOPBAR_GAP - TOPBAR_LEFT;
        for (int i = 0; i < 2; i++)
            if (tw[i] <= room) return (StatusPlace){sizes[i], room, TOPBAR_CENTRE, psize, false, false};
        /* the centre moves right as far as the Hint button lets both its lines */
        for (int i = 0; i < 2; i++) {
            centre = TOPBAR_LEFT + tw[i] + TOPBAR_GAP + ph;
            if (centre + fmaxf(ph, turn_half) <= TOPBAR_RIGHT) return (StatusPlace){sizes[i], tw[i], centre, psize, false, false};
        }
        float w = fmaxf(room, 390), top = 34;
        if (gfx_text_wrap_height(g, FACE_SANS, sizes[1], w, status) <= UI_TOP_BAR_H - top - 2)
            return (StatusPlace){sizes[1], w, TOPBAR_CENTRE, psize, true, false};
    }
    centre = TOPBAR_RIGHT - fmaxf(ph, turn_half);
    return (StatusPlace){STATUS_SIZE, centre - ph - TOPBAR_GAP - TOPBAR_LEFT, centre, PROMPT_SIZE * TEXT_STEP, false, true};
}

static void draw_topbar(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const View *v = S->view;
    gfx_crown(g, 30, 30, 30, rgba(0xe9, 0xc4, 0x6a, 255));
    gfx_text_line(g, FACE_SERIF_BOLD, 21, rgba(255, 226, 160, 255), (SDL_FRect){TOPBAR_LEFT, 5, 390, 30}, ALIGN_LEFT, S->m->title);
    /* whose turn + prompt */
    char line[200];
    int cp = S->handoff && v->observer >= 0 ? v->observer : v->current_player; /* the handoff speaks to the mover */
    int thinker = play_thinking_seat(app);
    if (thinker >= S->nplayers) thinker = -1;
    SDL_Color c = cp >= 0 && cp < S->nplayers ? seat_colour(app, cp) : WHITE;
    /* at a network table this window plays its own seat only (a spectator none): another's turn is waited for */
    bool net = net_play_active(app);
    bool elsewhere = net && cp != v->observer;
    bool cut_off = net && net_play_cut_off(app); /* the banner says why; the bar must not say "Your turn" */
    if (cut_off) snprintf(line, sizeof line, "Waiting for the host");
    else if (S->handoff && v->observer >= 0) snprintf(line, sizeof line, "%s: your move is made", S->seats[v->observer].name);
    else if (v->terminal) snprintf(line, sizeof line, "Game over");
    else if (thinker >= 0) snprintf(line, sizeof line, "%s is thinking…", S->seats[thinker].name);
    else if (S->ai_showing) snprintf(line, sizeof line, "%s plays…", cp >= 0 ? S->seats[cp].name : "");
    else if (cp >= 0 && cp < S->nplayers && play_is_human(app, cp) && !elsewhere)
        snprintf(line, sizeof line, "%s", play_human_count(app) > 1 && !net ? S->seats[cp].name : "Your turn");
    else if (cp >= 0 && cp < S->nplayers) snprintf(line, sizeof line, "%s to play", S->seats[cp].name);
    else line[0] = 0;
    /* the ended round behind the summary (view_round_end) has nobody to move:
     * its status ("Round 1 is over") is the line, in the module's words */
    const char *status = v->status;
    if (S->summary_open && !v->terminal && cp < 0 && !S->handoff) {
        snprintf(line, sizeof line, "%s", v->status);
        status = "";
    }
    bool thinking = thinker >= 0;
    const char *prompt = v->terminal ? v->result : v->prompt;
    if (S->picked >= 0 && !v->terminal) /* a tile picked to swap is not "played" anywhere */
        prompt = S->picked < S->nlegal && S->desc[S->picked].swap_ends
                     ? "Choose the one to swap it with (click it again or Esc to cancel)"
                     : "Choose where to play it (click the card again or Esc to cancel)";
    if (S->handoff) prompt = "See what your move showed you, then pass the screen on";
    /* the module's prompt speaks to the seat to move ("Choose your secret Master"):
     * on an AI's turn it would speak to the person watching */
    char waiting[UI_EVENT_TEXT];
    if (!v->terminal && !S->handoff && cp >= 0 && cp < S->nplayers && (!play_is_human(app, cp) || elsewhere)) {
        if (S->ai_showing && S->ai_label[0]) play_one_line(S->ai_label, waiting, sizeof waiting); /* its events on the one line */
        else snprintf(waiting, sizeof waiting, "Waiting for %s", S->seats[cp].name);
        prompt = waiting;
    }
    if (cut_off) prompt = "No move can be made until the host is back";
    /* the status takes the room the centre leaves on its line */
    float tw, th;
    gfx_text_size(g, FACE_BOLD, 20, line, &tw, &th);
    StatusPlace sp = place_status(g, status, prompt, thinking, tw / 2 + 24);
    SDL_Color status_c = rgba(255, 240, 210, 210);
    if (sp.wrapped) gfx_text_wrap(g, FACE_SANS, sp.size, status_c, TOPBAR_LEFT, 34, sp.w, ALIGN_LEFT, status);
    else if (sp.fitted) gfx_text_fit(g, FACE_SANS, sp.size, status_c, TOPBAR_LEFT, 38, sp.w, ALIGN_LEFT, status);
    else gfx_text(g, FACE_SANS, sp.size, status_c, TOPBAR_LEFT, 38 + (STATUS_SIZE - sp.size) / 2, ALIGN_LEFT, status);
    float cx = sp.centre;
    /* where the tooltip over them is hovered: the status's room, the prompt's box (table_draw_hover) */
    float pw, ph;
    gfx_text_size(g, FACE_SANS, sp.prompt_size, prompt, &pw, &ph);
    pw = fminf(pw, PROMPT_W);
    S->bar_text[0] = (SDL_FRect){TOPBAR_LEFT, 34, sp.w, UI_TOP_BAR_H - 34};
    S->bar_text[1] = (SDL_FRect){cx - pw / 2, 34, pw, UI_TOP_BAR_H - 34};
    S->bar_text_cut[0] = sp.fitted && status[0];
    S->bar_text_cut[1] = false;
    snprintf(S->bar_words[0], sizeof S->bar_words[0], "%s", status);
    snprintf(S->bar_words[1], sizeof S->bar_words[1], "%s", prompt);
    if (cp >= 0 && cp < S->nplayers) gfx_shape(g, seat_shape(cp), cx - tw / 2 - 16, 19, 8, c, rgba(0, 0, 0, 255));
    gfx_text_line(g, FACE_BOLD, 20, WHITE, (SDL_FRect){cx - 300, 4, 600, 30}, ALIGN_CENTER, line);
    if (thinking) {
        SDL_FRect bar = {cx - 120, 38, 240, 10};
        gfx_rrect(g, bar, 5, rgba(255, 255, 255, 40), rgba(255, 255, 255, 40));
        float p = (float)(S->job ? S->job_progress : net_play_thinking_progress(app)); /* a network game's: the host's word */
        if (p < 0.03f) p = 0.03f;
        if (p > 1) p = 1;
        gfx_rrect(g, (SDL_FRect){bar.x, bar.y, bar.w * p, bar.h}, 5, c, mixc(c, rgba(0, 0, 0, 255), 0.3f));
        float a = (float)app->now * 6;
        for (int i = 0; i < 3; i++) gfx_circle(g, cx + 134 + i * 12, 43, 3 + 1.5f * (0.5f + 0.5f * sinf(a - i)), rgba(255, 255, 255, 200));
    } else {
        S->bar_text_cut[1] = topbar_text(g, sp.prompt_size, rgba(255, 240, 210, 235), cx, 38 + (PROMPT_SIZE - sp.prompt_size) / 2,
                                         PROMPT_W, ALIGN_CENTER, prompt);
    }
}

/* The table's part of the cached background: plates, rows and zone boxes. */
static void paint_backdrop(UiApp *app)
{
    UiSession *S = &app->s;
    if (S->layout.seats_rect.w > 0) draw_seats_panel(app, S->layout.seats_rect, true);
    if (app->hide_zones) return;
    draw_nameplates(app, true);
    for (int zi = 0; zi < S->view->nzones; zi++)
        if (S->zr[zi].placed) table_draw_zone_backdrop(app, zi);
}

void scene_table(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    if ((!S->st && !net_play_active(app)) || !S->layout_ok) {
        app_goto_menu(app, NULL);
        return;
    }
    if (S->summary_open && (S->pass_screen || app->pass != PASS_DRAW)) {
        /* before the pass screen, and above every click on the table */
        if (S->pass_screen) ui_felt(app, rgba(0x3a, 0x24, 0x18, 255), rgba(0x1c, 0x10, 0x0a, 255));
        table_round_summary(app);
        return;
    }
    if (S->pass_screen) {
        table_pass_screen(app);
        return;
    }
    table_hand_hold(app); /* before anything is hit or drawn where the hand's cards are */
    if (table_summary_over_still_table(app)) return;
    SDL_FRect panels[2] = {S->layout.seats_rect, S->layout.log_rect};
    if (app->pass == PASS_DRAW) {
        app->backdrop = paint_backdrop;
        app->backdrop_key = table_backdrop_key(app) * 31 + (uint64_t)app->hide_zones;
        ui_felt_panels(app, S->layout.felt_top, S->layout.felt_bottom, panels, -2);
        app->backdrop = NULL;
    }
    if (app->pass == PASS_DRAW) table_update_preview(app);
    draw_topbar(app);

    /* chrome buttons */
    bool human_turn = S->nlegal > 0;
    if (ui_button(app, (SDL_FRect){1480, 13, 106, 40}, "Menu", true, false)) {
        app->overlay = OV_PAUSE;
        app_dirty(app);
        return;
    }
    char undo_why[200];
    bool undo_blocked = play_undo_blocked(app, undo_why, sizeof undo_why);
    SDL_FRect undo_r = {1364, 13, 106, 40};
    if (ui_button(app, undo_r, "Undo", !undo_blocked, false)) {
        play_undo(app);
        return;
    }
    if (ui_button(app, (SDL_FRect){1248, 13, 106, 40}, S->job && S->job_hint ? "Hint…" : "Hint", human_turn && !S->job, false)) {
        play_hint(app);
        return;
    }

    if (!app->hide_zones) {
        draw_nameplates(app, false);
        for (int zi = 0; zi < S->view->nzones; zi++)
            if (S->zr[zi].placed) table_draw_zone(app, zi);
    }
    if (S->layout.seats_rect.w > 0) draw_seats_panel(app, S->layout.seats_rect, false); /* [0,0,0,0]: left out */
    draw_log(app, S->layout.log_rect);

    /* action buttons (actions with no zone) */
    int acts[24];
    int nb = table_button_actions(app, acts, 24);
    SDL_FRect br = S->layout.buttons_rect;
    float bw = nb > 0 ? (br.w - 8 * (nb - 1)) / (nb > 3 ? 3 : nb) : 0;
    if (S->handoff) {
        /* hot-seat: the mover has looked at what the move showed them */
        char t[96];
        snprintf(t, sizeof t, "Done: pass to %s", seat_name(app, S->m->current_player(S->st)));
        if (ui_button(app, (SDL_FRect){br.x, br.y, br.w, 52}, t, true, true)) {
            play_handoff_done(app);
            return;
        }
    }
    if (S->peek_final && ui_button(app, (SDL_FRect){br.x, br.y, br.w, 52}, "Back to the results", true, true)) {
        S->peek_final = false;
        app->scene = SCENE_RESULTS;
        app_dirty(app);
        return;
    }
    for (int i = 0; i < nb; i++) {
        int row = i / 3, col = i % 3;
        float bh = nb > 3 ? 40 : 52;
        SDL_FRect b = {br.x + col * (bw + 8), br.y + row * (bh + 6), bw, bh};
        uint8_t kind = S->desc[acts[i]].flags;
        if (nb == 1 && kind) /* a routine pass on the left half, a decision on the right: a click meant for one never lands on the other */
            b = (SDL_FRect){(kind & AD_DECISION) ? br.x + br.w / 2 + 4 : br.x, br.y, br.w / 2 - 4, bh};
        bool hinted = S->has_hint && action_eq(S->hint, S->legal[acts[i]]);
        if (hinted) gfx_glow(g, b, 10, HINT_GLOW, 10);
        if (ui_button(app, b, S->desc[acts[i]].label, true, table_enter_may_take(app, acts[i]))) { /* Enter presses a primary one */
            table_take(app, acts[i]);
            return;
        }
    }
    if (app->hide_zones) return;

    if (app->pass == PASS_DRAW) {
        S->nbanners = 0;
        float ai_words_h = 0; /* the AI's move told in words, in the message place */
        table_draw_glows(app);
        if (S->ai_showing) {
            ActionDesc d;
            memset(&d, 0, sizeof d);
            d.src_index = d.dst_index = -1;
            S->m->describe(S->st, S->ai_action, &d);
            /* S->ai_label, not d.label: a hidden move's label would name secret cards */
            /* a face-down source glows as a whole: its place in the row could tell which card */
            int sz = d.src_zone[0] ? table_zone_of(app, d.src_zone) : -1;
            int si = d.src_index;
            if (sz >= 0 && si >= 0 && si < S->view->zones[sz].nitems && S->view->zones[sz].items[si].card == VIEW_CARD_BACK)
                si = -1;
            /* the words by the target if they fit there, else in the message place */
            bool by_target = S->ai_label[0] && d.dst_zone[0] && table_tag_fits(app, d.dst_zone, d.dst_index, S->ai_label);
            table_glow_desc_side(app, d.src_zone, si, AI_GLOW, NULL, NULL);
            table_glow_desc_side(app, d.dst_zone, d.dst_index, AI_GLOW, by_target ? S->ai_label : NULL, NULL);
            if (S->ai_label[0] && !by_target && (d.dst_zone[0] || !d.src_zone[0])) ai_words_h = draw_ai_words(app);
        }
        draw_messages(app, ai_words_h);
        memset(S->hint_glows, 0, sizeof S->hint_glows);
        memset(S->hint_tags, 0, sizeof S->hint_tags);
        if (S->has_hint) {
            ActionDesc d;
            play_hint_desc(app, &d);
            S->hint_glows[0] = table_glow_desc_side(app, d.src_zone, d.src_index, HINT_GLOW, "Hint", &S->hint_tags[0]);
            S->hint_glows[1] = table_glow_desc_side(app, d.dst_zone, d.dst_index, HINT_GLOW, d.src_zone[0] ? "here" : "Hint",
                                                     &S->hint_tags[1]);
        }
        table_draw_preview(app);
        table_draw_anims(app);
        if (app->mouse_down && S->picked >= 0) {
            float dx = app->mx - app->down_x, dy = app->my - app->down_y;
            int pz = table_zone_of(app, S->picked_zone);
            if (pz >= 0 && dx * dx + dy * dy > 16 * 16 && S->picked_item >= 0 &&
                S->picked_item < S->view->zones[pz].nitems) {
                const ZoneRes *r = &S->zr[pz];
                ViewItem it = S->view->zones[pz].items[S->picked_item];
                it.flags &= (uint8_t)~VI_PEEK;
                SDL_FRect q = {app->mx - r->card_w / 2, app->my - r->card_h / 2, r->card_w, r->card_h};
                gfx_shadow(g, q, 8, 14, 90);
                table_draw_item_card(app, &it, q);
            }
        }
        if (!app->under_painting) table_draw_hover(app);
        if (S->summary_open) table_round_summary(app);
        if (undo_blocked && app->overlay == OV_NONE && ui_hover(app, undo_r)) table_bar_tooltip(app, undo_why, undo_r);
    }

    if (app->pass == PASS_COLLECT) {
        const View *v = S->view;
        for (int zi = 0; zi < v->nzones; zi++) {
            if (!S->zr[zi].placed) continue;
            const ViewZone *z = &v->zones[zi];
            bool lvl = table_zone_level(S->zr[zi].kind);
            int n = lvl ? 1 : (z->nitems > 0 ? z->nitems : 1);
            for (int i = 0; i < n; i++) {
                int idx = lvl ? z->nitems - 1 : (z->nitems > 0 ? i : -1);
                bool src = table_is_source(app, zi, idx), dst = table_is_target(app, zi, idx);
                if (!src && !dst) continue;
                float x, y;
                if (idx >= 0) table_item_click_point(app, zi, idx, &x, &y);
                else { x = S->zr[zi].rect.x + S->zr[zi].rect.w / 2; y = S->zr[zi].rect.y + S->zr[zi].rect.h / 2; }
                char lab[96];
                snprintf(lab, sizeof lab, "%s#%d", z->id, idx);
                ui_collect(app, dst ? CLICK_TARGET : CLICK_SOURCE, lab, (SDL_FRect){x - 1, y - 1, 2, 2});
            }
        }
    }
    net_play_table_notes(app); /* over the table, and its buttons take a click first */
    if (app->scene != SCENE_TABLE) return;
    if (app->pass == PASS_CLICK && !app->consumed) {
        app->consumed = true;
        table_click(app, app->click_x, app->click_y);
    }
}

void table_pass_screen(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    int cp = S->m->current_player(S->st);
    ui_felt(app, rgba(0x3a, 0x24, 0x18, 255), rgba(0x1c, 0x10, 0x0a, 255));
    SDL_Color c = cp >= 0 ? seat_colour(app, cp) : WHITE;
    gfx_crown(g, 800, 250, 120, rgba(0xe9, 0xc4, 0x6a, 255));
    char t[96];
    snprintf(t, sizeof t, "Pass to %s", cp >= 0 ? S->seats[cp].name : "the next player");
    /* in boxes, so a larger text size never runs the two lines together */
    float ts = gfx_text_line(g, FACE_SERIF_BOLD, 56, WHITE, (SDL_FRect){250, 330, 1100, 76}, ALIGN_CENTER, t);
    if (cp >= 0) {
        float w, h;
        gfx_text_size(g, FACE_SERIF_BOLD, ts, t, &w, &h);
        gfx_shape(g, seat_shape(cp), 800 - w / 2 - 34, 370, 16, c, rgba(0, 0, 0, 255));
    }
    gfx_text_line(g, FACE_SANS, 20, rgba(255, 236, 200, 220), (SDL_FRect){100, 414, 1400, 34}, ALIGN_CENTER,
                  "Everything is hidden so nobody sees another player's hand.");
    char why[200];
    if (!play_undo_blocked(app, why, sizeof why)) {
        /* the one who just moved may still take it back (their table shows only after a pass screen again) */
        char u[96];
        snprintf(u, sizeof u, "Take back %s's move", seat_name(app, S->actors[S->rec.nactions - 1]));
        if (ui_button(app, (SDL_FRect){800 - 160, 590, 320, 46}, u, true, false)) {
            play_undo(app);
            return;
        }
    }
    if (S->notice[0] && app->pass == PASS_DRAW) {
        /* why Ctrl+Z took nothing back: the table's message place is not on this screen */
        float tw, th;
        gfx_text_size(g, FACE_BOLD, 18, S->notice, &tw, &th);
        float bw = fminf(tw + 28, 1400);
        SDL_FRect nb = {800 - bw / 2, 656, bw, 42};
        gfx_rrect(g, nb, 10, rgba(20, 40, 70, 240), rgba(20, 40, 70, 240));
        gfx_rrect_outline(g, nb, 10, 1, rgba(0x7c, 0xc8, 0xff, 180));
        gfx_text_line(g, FACE_BOLD, 18, WHITE, (SDL_FRect){nb.x + 14, nb.y + 6, nb.w - 28, 30}, ALIGN_CENTER, S->notice);
    }
    char b[96];
    snprintf(b, sizeof b, "I am %s: show my table", cp >= 0 ? S->seats[cp].name : "ready");
    SDL_FRect btn = {800 - 200, 500, 400, 60};
    if (app->pass == PASS_COLLECT) ui_collect(app, CLICK_PASS, b, btn);
    if (ui_button(app, btn, b, true, true) || (app->pass == PASS_CLICK && !app->consumed && (app->consumed = true))) {
        S->pass_screen = false;
        play_rebuild_index(app);
        app_dirty(app);
    }
}

