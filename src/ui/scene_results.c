/* scene_results.c — the results of a finished game, and the error screen. */
#include "ui_internal.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static const SDL_Color WHITE = {255, 255, 255, 255};
static const SDL_Color GOLD = {0xff, 0xe2, 0xa0, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 230};
/* The results panel spans x 220..1380; at its tallest y 70..830 with the
 * buttons' top at 760.  A short result's buttons sit this far below its
 * last line. */
#define RESULTS_PANEL_TOP 70.0f
#define RESULTS_PANEL_RIGHT 1380.0f
#define RESULTS_BUTTON_TOP_MAX 760.0f
#define RESULTS_CONTENT_GAP 34.0f
#define RESULTS_KEY_WAIT 1.5 /* seconds on screen before Space/Enter answer */

/* The results' title from the seats' returns: "You win, Ann!" / "Ben wins!"
 * for one winner, "Ben and Cleo win!" / "Ben, Cleo and Dario win!" when some
 * share the win (a shared crown at Midnight read "A draw" to the seat that
 * lost), "A draw" only when every seat ties.  The sole winner's
 * seat, else -1. */
int results_headline(const UiApp *app, const double *ret, char *out, size_t n)
{
    const UiSession *S = &app->s;
    double best = -1e300;
    int nbest = 0, winner = -1;
    for (int i = 0; i < S->nplayers; i++) {
        if (ret[i] > best + 1e-9) { best = ret[i]; nbest = 1; winner = i; }
        else if (ret[i] > best - 1e-9) nbest++;
    }
    if (nbest == 1 && winner >= 0) {
        if (play_human_count(app) == 1 && play_is_human(app, winner)) snprintf(out, n, "You win, %s!", S->seats[winner].name);
        else snprintf(out, n, "%s wins!", S->seats[winner].name);
        return winner;
    }
    if (nbest >= S->nplayers) {
        snprintf(out, n, "A draw");
        return -1;
    }
    size_t len = 0;
    out[0] = 0;
    for (int i = 0, k = 0; i < S->nplayers && len < n; i++) {
        if (ret[i] < best - 1e-9) continue;
        const char *sep = k == 0 ? "" : k == nbest - 1 ? " and " : ", ";
        int w = snprintf(out + len, n - len, "%s%s", sep, S->seats[i].name);
        if (w > 0) len += (size_t)w;
        k++;
    }
    if (len < n) snprintf(out + len, n - len, " win!");
    return -1;
}

/* The panel's content from the crown to the last "How it went" line, moved
 * down by `dy` units; drawn only when `draw` (a first pass measures, so the
 * panel can follow its content).  History lines stop above `limit`.
 * Returns where the content ends. */
static float results_body(UiApp *app, const char *head, int winner, float dy, float limit, bool draw)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    const View *v = S->view;
    if (draw) gfx_crown(g, 800, 130 + dy, 84, rgba(0xe9, 0xc4, 0x6a, 255));
    /* the lines below start under the title's measured height (at 150 % text
     * the subtitle, at a fixed y, ran into the title) */
    float head_w, head_h;
    gfx_text_size(g, FACE_SERIF_BOLD, 46, head, &head_w, &head_h);
    if (draw) {
        if (winner >= 0) gfx_shape(g, seat_shape(winner), 800 - head_w / 2 - 30, 178 + dy + head_h / 2, 14, seat_colour(app, winner), rgba(0, 0, 0, 255));
        gfx_text_fit(g, FACE_SERIF_BOLD, 46, GOLD, 800, 178 + dy, 1100, ALIGN_CENTER, head); /* five names sharing a win */
    }
    float y = 178 + head_h + 8;
    if (y < 250) y = 250;
    y += dy;
    y += (draw ? gfx_text_wrap(g, FACE_SANS, 18, WHITE, 360, y, 880, ALIGN_CENTER, v->result) : gfx_text_wrap_height(g, FACE_SANS, 18, 880, v->result)) + 18;
    /* the seat lines start after the widest name (not at a fixed 700 units:
     * short names left a gap while long lines wrapped) */
    float sx = 620;
    for (int i = 0; i < S->nplayers; i++) {
        char line[160];
        float nw, nh;
        snprintf(line, sizeof line, "%s%s", S->seats[i].name, S->seats[i].ai ? " (AI)" : "");
        gfx_text_size(g, FACE_BOLD, 17, line, &nw, &nh);
        sx = fmaxf(sx, fminf(440 + nw + 32, 700));
    }
    for (int i = 0; i < S->nplayers; i++) {
        SDL_Color c = seat_colour(app, i);
        char line[160];
        snprintf(line, sizeof line, "%s%s", S->seats[i].name, S->seats[i].ai ? " (AI)" : "");
        if (draw) {
            float name_sz = gfx_text_fit(g, FACE_BOLD, 17, WHITE, 440, y, sx - 440 - 16, ALIGN_LEFT, line);
            /* the mark on the name's middle, as drawn (a fixed y + 11 sat ~5 px
             * high at 150 % text, where the line is taller) */
            float mw, mh;
            gfx_text_size(g, FACE_BOLD, name_sz, line, &mw, &mh);
            gfx_shape(g, seat_shape(i), 420, y + (17 - name_sz) * 0.5f + mh / 2, 8, c, rgba(0, 0, 0, 255));
        }
        /* the seat's line runs to the panel's edge, and wraps to a second line
         * rather than shrink or be cut (a Long Live the Queen line, "0 red,
         * 2 yellow, 5 blue · Master Entertainer (shown by a Recruit)", is
         * wider than the column at 150 % text) */
        float sw = RESULTS_PANEL_RIGHT - 24 - sx, tw, th, nw, nh;
        gfx_text_size(g, FACE_SANS, 16, v->seat_status[i], &tw, &th);
        gfx_text_size(g, FACE_BOLD, 17, line, &nw, &nh);
        float used = fmaxf(28, fmaxf(th, nh) + 4); /* rows apart at 150 % text too (they touched) */
        if (tw <= sw) {
            if (draw) gfx_text(g, FACE_SANS, 16, CREAM, sx, y + 1, ALIGN_LEFT, v->seat_status[i]);
        } else {
            float wh = draw ? gfx_text_wrap(g, FACE_SANS, 16, CREAM, sx, y + 1, sw, ALIGN_LEFT, v->seat_status[i])
                            : gfx_text_wrap_height(g, FACE_SANS, 16, sw, v->seat_status[i]);
            used = fmaxf(used, wh + 6);
        }
        y += used;
    }
    /* how the last round ended (View.summary), each seat's line */
    for (int i = 1; i < v->nsummary && i < 8; i++) {
        UiFace f = i == v->nsummary - 1 ? FACE_BOLD : FACE_SANS;
        float sw_, sh;
        gfx_text_size(g, f, 15, v->summary[i], &sw_, &sh);
        if (draw) gfx_text_fit(g, f, 15, CREAM, 440, y, 800, ALIGN_LEFT, v->summary[i]);
        y += fmaxf(22, sh + 2);
    }
    y += 12;
    if (v->nhistory > 0) {
        float how_w, how_h;
        gfx_text_size(g, FACE_SERIF_BOLD, 20, "How it went", &how_w, &how_h);
        float top = y + (how_h + 6 > 32 ? how_h + 6 : 32);
        /* whole lines, wrapped: the latest that fit above the buttons (a cut line would mislead) */
        int nh = v->nhistory < 16 ? v->nhistory : 16, first = nh;
        float used = 0;
        while (first > 0) {
            float h = gfx_text_wrap_height(g, FACE_SANS, 15, 800, v->history[first - 1]) + 4;
            if (top + used + h > limit) break;
            used += h;
            first--;
        }
        if (first < nh) {
            if (draw) gfx_text(g, FACE_SERIF_BOLD, 20, GOLD, 420, y, ALIGN_LEFT, "How it went");
            y = top;
            if (draw && first > 0) gfx_text(g, FACE_SANS, 13, rgba(255, 236, 200, 150), 1240, y - 26, ALIGN_RIGHT, "earlier turns are in the game log");
            if (draw) {
                for (int i = first; i < nh; i++) y += gfx_text_wrap(g, FACE_SANS, 15, CREAM, 440, y, 800, ALIGN_LEFT, v->history[i]) + 4;
            } else {
                y += used;
            }
        } else { /* not one line fits (5 seats' lines at 150 % text): no heading over nothing */
            if (draw) gfx_text(g, FACE_SANS, 15, rgba(255, 236, 200, 170), 420, y, ALIGN_LEFT, "How it went: the game log has every turn");
            y += 22;
        }
    }
    return y;
}

void scene_results(UiApp *app)
{
    UiSession *S = &app->s;
    UiGfx *g = &app->gfx;
    if (!S->st) { app_goto_menu(app, NULL); return; }
    ui_felt(app, S->layout.felt_top, S->layout.felt_bottom);
    double ret[GM_MAX_PLAYERS] = {0};
    S->m->returns(S->st, ret);
    char head[128];
    int winner = results_headline(app, ret, head, sizeof head);
    /* the panel's height follows its content (a fixed 760 left two thirds of
     * it empty for a 2-seat game with two "How it went" lines), at most the
     * 70..830 band, where long content keeps its lines above the buttons;
     * the panel is centred in the window's height */
    float end = results_body(app, head, winner, 0, RESULTS_BUTTON_TOP_MAX - 12, false);
    float button_top = fminf(RESULTS_BUTTON_TOP_MAX, end + RESULTS_CONTENT_GAP);
    float ph = button_top + 70 - RESULTS_PANEL_TOP; /* the buttons sit 18 units above the panel's bottom */
    float dy = (UI_H - ph) / 2 - RESULTS_PANEL_TOP;
    SDL_FRect p = {220, RESULTS_PANEL_TOP + dy, RESULTS_PANEL_RIGHT - 220, ph}; /* wide enough for the button row's labels at 150 % text */
    gfx_shadow(g, p, 18, 16, 120);
    ui_panel(app, p);
    results_body(app, head, winner, dy, RESULTS_BUTTON_TOP_MAX - 12 + dy, true);
    /* one label size for the row, the largest at which every label fits its
     * button with 18 units each side (at 150 % text the two long ones shrank
     * alone, then the longest filled its button edge to edge);
     * the widths follow the labels' lengths */
    static const char *const LABEL[4] = {"See the final table", "Rematch", "Restart with the same seed", "Back to menu"};
    SDL_FRect BOX[4] = {{244, button_top + dy, 280, 52}, {538, button_top + dy, 150, 52}, {702, button_top + dy, 398, 52}, {1114, button_top + dy, 242, 52}};
    float inner[4];
    for (int i = 0; i < 4; i++) inner[i] = BOX[i].w - 36;
    float row_sz = gfx_row_size(g, FACE_BOLD, 52 * 0.4f > 19 ? 19 : 52 * 0.4f, 9, LABEL, inner, 4); /* at most a 52-high button's own size */
    /* Space/Enter press the default button: none until the result has been
     * on screen a moment (a key pressed once too many skipped it), then the
     * one that keeps it in view; Rematch throws the game away: R or a click */
    bool keys_ready = app->now - S->results_since >= RESULTS_KEY_WAIT;
    if (ui_button_sized(app, BOX[0], LABEL[0], true, keys_ready, row_sz)) {
        S->peek_final = true;
        /* the rivals' hands left are small on a large table: the zoom reads them */
        snprintf(S->notice, sizeof S->notice, "What was hidden is face up now: point at a card to read it");
        S->notice_reason = false;
        S->notice_until = app->now + 10;
        app->scene = SCENE_TABLE;
        app_dirty(app);
        return;
    }
    if (ui_button_sized(app, BOX[1], LABEL[1], true, false, row_sz)) {
        play_start(app, app_new_game_seed(app));
        return;
    }
    if (ui_button_sized(app, BOX[2], LABEL[2], true, false, row_sz)) {
        live_restart_same_seed(app); /* A/B: the same shuffle with the cards as they are now */
        return;
    }
    if (ui_button_sized(app, BOX[3], LABEL[3], true, false, row_sz)) {
        app_goto_menu(app, NULL);
        return;
    }
}

bool results_key(UiApp *app, SDL_Keycode k)
{
    if (k != SDLK_r) return false;
    play_start(app, app_new_game_seed(app));
    return true;
}

/* ---------------------------------------------------------------- error */
void scene_error(UiApp *app)
{
    UiGfx *g = &app->gfx;
    ui_felt(app, rgba(0x4a, 0x26, 0x1c, 255), rgba(0x24, 0x10, 0x0c, 255));
    SDL_FRect p = {200, 140, 1200, 620};
    ui_panel(app, p);
    gfx_circle(g, 800, 205, 34, rgba(0xd0, 0x4a, 0x30, 255));
    gfx_text(g, FACE_BOLD, 44, WHITE, 800, 178, ALIGN_CENTER, "!");
    gfx_text_fit(g, FACE_SERIF_BOLD, 32, GOLD, 800, 258, 1100, ALIGN_CENTER, app->error_title);
    gfx_text_wrap(g, FACE_SANS, 17, WHITE, 260, 320, 1080, ALIGN_LEFT, app->error_text);
    gfx_text_wrap(g, FACE_SANS, 14, CREAM, 260, 640, 1080, ALIGN_LEFT,
                  "Fix the file named above (the message says where and what was expected) and try again. "
                  "Nothing else was changed.");
    if (ui_button(app, (SDL_FRect){650, 690, 300, 52}, "Back to menu", true, true)) {
        app_goto_menu(app, NULL);
        return;
    }
}
