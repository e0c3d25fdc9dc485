/* print_button.c — "Print sheets…" where a set is chosen (the setup scene):
 * the set's cards as a PDF (crop marks, duplex backs) in <user folder>/print,
 * then opened with the system's viewer.  The print runs on the frame after
 * the one that says "Printing…", so the player sees why the window waits. */
#include "ui_internal.h"
#include "print/print.h"
#include <errno.h>
#include <sys/stat.h>

static void print_now(UiApp *app, const GameModule *m, const CardSet *set)
{
    char dir[700], path[900], err[700];
    if (!app->pref_dir[0]) {
        snprintf(app->print_notice, sizeof app->print_notice, "Cannot print: there is no user folder to write to.");
        return;
    }
    snprintf(dir, sizeof dir, "%s/print", app->pref_dir);
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
        snprintf(app->print_notice, sizeof app->print_notice, "Cannot print: %s: %s", dir, strerror(errno));
        return;
    }
    snprintf(path, sizeof path, "%s/%s-%s.pdf", dir, m->id, set->id);
    PrintOptions o;
    print_options_default(&o);
    o.crop_marks = true;
    o.backs = true;
    o.pdf = path;
    o.jobs = 1; /* this program has threads (audio, AI): no forking */
    PrintResult r;
    Uint64 t0 = SDL_GetTicks64();
    if (!print_sheets(m, set, &o, &r, err, sizeof err)) {
        snprintf(app->print_notice, sizeof app->print_notice, "Printing failed: %s", err);
        return;
    }
    snprintf(app->print_notice, sizeof app->print_notice,
             "Wrote %d cards on %d pages (A4, %.0f x %.0f mm, crop marks, backs for duplex) in %.1f s to %s", r.cards,
             r.pages, r.card_w_mm, r.card_h_mm, (double)(SDL_GetTicks64() - t0) / 1000.0, path);
    if (app->win) {
        char url[960];
        snprintf(url, sizeof url, "file://%s", path);
        if (SDL_OpenURL(url) != 0) SDL_Log("crowntable: could not open %s: %s", url, SDL_GetError());
    }
}

void print_sheets_button(UiApp *app, SDL_FRect r, const GameModule *m, const CardSet *set, float size)
{
    if (app->pass == PASS_DRAW && app->print_stage == 2) {
        app->print_stage = 0;
        if (set) print_now(app, m, set);
        app_dirty(app);
    } else if (app->pass == PASS_DRAW && app->print_stage == 1) {
        app->print_stage = 2; /* this frame shows "Printing…"; the next one prints */
        app_dirty(app);
    }
    if (ui_button_sized(app, r, app->print_stage ? "Printing…" : "Print sheets…", set && !app->print_stage, false, size)) {
        app->print_stage = 1;
        snprintf(app->print_notice, sizeof app->print_notice, "Printing the %d cards of %s…", set ? set->ncards : 0,
                 set ? set->name : "");
        app_dirty(app);
    }
}
