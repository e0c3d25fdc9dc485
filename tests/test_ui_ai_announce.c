/* test_ui_ai_announce.c — the computer's move is told when it lands on the
 * table, never before: while the AI's move is highlighted (not yet made) and
 * while the game is paused over it, nothing drawn names it in the past tense
 * ("Ben played 8 on Ann's left pile" showed before the board changed); once
 * made, the log and the toast tell it.  Queen's Court against a quick AI,
 * seeded: the same frames on every run. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The texts of a logged frame, each cut to 40 characters. */
typedef struct Frame {
    int n;
    char text[256][41];
} Frame;

static void logged_frame(UiApp *app, Frame *out)
{
    ui_app_render_logged(app);
    out->n = 0;
    for (int i = 0; i < ui_app_drawn_count(app) && out->n < 256; i++)
        snprintf(out->text[out->n++], sizeof out->text[0], "%s", ui_app_drawn_text(app, i));
}

/* A text of the frame that begins with the first 40 characters of `line`. */
static const char *shows(const Frame *f, const char *line)
{
    for (int i = 0; i < f->n; i++)
        if (f->text[i][0] && strncmp(line, f->text[i], strlen(f->text[i])) == 0 && strlen(f->text[i]) >= 12)
            return f->text[i];
    return NULL;
}

static void ai_move_told_only_when_made(void)
{
    char *dir = kit_tmpdir("ct-announce");
    UiApp *app = ui_app_create_headless(1280, 720, dir);
    REQUIRE(app);
    ui_app_set_ai(app, "greedy");
    ui_app_set_anim(app, 2);
    REQUIRE(ui_app_start(app, "queens-court", 2, 2u, 11));
    int shown = 0;
    for (int f = 0; f < 20000 && shown < 4 && !ui_app_game_over(app); f++) {
        if (ui_app_waiting_for_human(app)) {
            ui_app_debug_advance(app, 1, 100 + (unsigned)f);
            continue;
        }
        int before = ui_app_num_actions(app);
        ui_app_update(app, 0.02);
        if (!ui_app_ai_showing(app)) {
            kit_nap(app);
            continue;
        }
        shown++;
        static Frame lit, paused;
        logged_frame(app, &lit);
        CHECK(ui_app_num_actions(app) == before);
        /* paused over it: nothing made */
        ui_app_open_overlay(app, "pause");
        ui_app_update(app, 2.0);
        logged_frame(app, &paused);
        CHECK(ui_app_num_actions(app) == before);
        press_key(app, SDLK_ESCAPE, 0);
        int logged = ui_app_log_count(app);
        for (int k = 0; k < 200 && ui_app_num_actions(app) == before; k++) ui_app_update(app, 0.05);
        CHECK(ui_app_num_actions(app) > before);
        /* made: the log tells it, in words no frame showed before */
        REQUIRE(ui_app_log_count(app) > logged);
        const char *line = ui_app_log_line(app, ui_app_log_count(app) - 1);
        bool repeat = false; /* the same words as an earlier line: a frame may show that one */
        for (int i = 0; i < logged; i++) repeat |= strcmp(ui_app_log_line(app, i), line) == 0;
        if (repeat) continue;
        const char *early = shows(&lit, line);
        CHECKF(early == NULL, "the AI's move is told before it is made: \"%s\"", early ? early : "");
        early = shows(&paused, line);
        CHECKF(early == NULL, "told while paused: \"%s\"", early ? early : "");
    }
    CHECKF(shown >= 2, "the AI's move was shown only %d times", shown);
    ui_app_free(app);
}

int main(void)
{
    RUN(ai_move_told_only_when_made);
    return tl_summary();
}
