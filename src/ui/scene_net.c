/* scene_net.c — the menu's way into network play: "Host a game" picks the
 * game (then the usual setup, with seats for players over the network) and
 * "Join a game" asks for the host's address, the join code and a name.  The
 * lobby and the table are net_play.c's. */
#include "ui_internal.h"
#include "core/registry.h"
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const SDL_Color GOLD = {0xff, 0xe2, 0xa0, 255};
static const SDL_Color CREAM = {0xff, 0xf0, 0xd2, 235};

static void heading(UiApp *app, const char *title, const char *sub)
{
    UiGfx *g = &app->gfx;
    ui_felt(app, rgba(0x2f, 0x6b, 0x4a, 255), rgba(0x14, 0x36, 0x25, 255));
    gfx_text_line(g, FACE_SERIF_BOLD, 40, GOLD, (SDL_FRect){150, 30, 1300, 56}, ALIGN_CENTER, title);
    gfx_text_line(g, FACE_SANS, 17, CREAM, (SDL_FRect){150, 89, 1300, 26}, ALIGN_CENTER, sub);
}

void scene_net_pick(UiApp *app)
{
    heading(app, "Host a game",
            "Choose the game; then the seats: yours, the computer's, and those of players joining over the network.");
    int n = games_count();
    float y0 = 180;
    char what[96];
    if (net_play_hosted_save(app, what, sizeof what)) { /* a hosted game that did not end (a crash, a closed window) */
        char lab[160];
        snprintf(lab, sizeof lab, "Host again: %s", what);
        if (ui_button(app, (SDL_FRect){500, 150, 600, 56}, lab, true, true)) {
            net_play_resume(app);
            return;
        }
        gfx_text_line(&app->gfx, FACE_SANS, 15, CREAM, (SDL_FRect){300, 210, 1000, 24}, ALIGN_CENTER, NET_HOST_AGAIN_WHY);
        y0 = 256;
    }
    for (int i = 0; i < n; i++) {
        const GameModule *m = games_at(i);
        char lab[96];
        snprintf(lab, sizeof lab, "Host %s", m->title);
        if (ui_button(app, (SDL_FRect){550, y0 + i * 72.0f, 500, 56}, lab, true, false)) {
            app->net_setup = true;
            setup_enter(app, m);
            return;
        }
    }
    if (ui_button(app, (SDL_FRect){40, 812, 200, 56}, "Back", true, false)) app_goto_menu(app, NULL);
}

/* A labelled text field; in the collect pass it is findable as "field:<name>". */
static void field(UiApp *app, float y, const char *name, const char *label, char *buf, size_t n)
{
    UiGfx *g = &app->gfx;
    gfx_text_line(g, FACE_BOLD, 18, CREAM, (SDL_FRect){420, y, 760, 28}, ALIGN_LEFT, label);
    SDL_FRect r = {420, y + 32, 760, 44};
    if (app->pass == PASS_COLLECT) {
        char id[48];
        snprintf(id, sizeof id, "field:%s", name);
        ui_collect(app, CLICK_BUTTON, id, r);
    }
    ui_textfield(app, r, buf, n);
}

/* The name a joining player is offered: the one they last joined with; else
 * their first seat's name if they made it theirs (the shipped "Ann" is the
 * host's as likely as theirs); else their login name, capitalised ("dora"
 * reads "Dora"; not "root"); else "Guest". */
static void join_default_name(const UiSettings *s, char *out, size_t n)
{
    if (s->join_name[0]) {
        snprintf(out, n, "%s", s->join_name);
        return;
    }
    UiSettings shipped;
    settings_default(&shipped);
    if (strcmp(s->names[0], shipped.names[0]) != 0) {
        snprintf(out, n, "%s", s->names[0]);
        return;
    }
    const char *login = getenv("USER");
    if (!login || !login[0]) login = getenv("LOGNAME");
    if (!login || !login[0]) {
        const struct passwd *pw = getpwuid(getuid());
        login = pw ? pw->pw_name : NULL;
    }
    if (!login || !login[0] || strcmp(login, "root") == 0) login = "Guest";
    snprintf(out, n, "%s", login);
    if (out[0] >= 'a' && out[0] <= 'z') out[0] = (char)(out[0] - 'a' + 'A');
}

/* The form as it opens: the name and address last joined with (the player
 * may clear a field and type anew: nothing fills it again behind them). */
void net_join_form_open(UiApp *app)
{
    app->join_error[0] = 0;
    if (!app->join_name[0]) join_default_name(&app->settings, app->join_name, sizeof app->join_name);
    if (!app->join_addr[0]) snprintf(app->join_addr, sizeof app->join_addr, "%s", app->settings.join_addr);
    app->scene = SCENE_NET_JOIN;
    app_dirty(app);
}

void scene_net_join(UiApp *app)
{
    heading(app, "Join a game", "The host's window shows its address and the join code: type them here.");
    field(app, 170, "address", "Host address (192.168.1.20, or 192.168.1.20:7777 for another port)", app->join_addr,
          sizeof app->join_addr);
    field(app, 280, "code", "Join code (a few words; case, spaces and dashes do not matter)", app->join_code,
          sizeof app->join_code);
    field(app, 390, "name", "Your name (what the others see)", app->join_name, sizeof app->join_name);
    const char *watch = app->join_watch ? "Watch only (the public table, when the host allows it)" : "Play (take a free seat)";
    gfx_text_line(&app->gfx, FACE_BOLD, 18, CREAM, (SDL_FRect){420, 586, 200, 36}, ALIGN_LEFT, "Join to");
    if (ui_cycle_button(app, (SDL_FRect){520, 582, 660, 40}, watch, true, 0)) {
        app->join_watch = !app->join_watch;
        app_dirty(app);
        return;
    }
    const char *why = !app->join_addr[0] ? "Type the host's address first."
                    : !app->join_code[0] ? "Type the join code the host shows."
                    : !app->join_name[0] ? "Type your name: the others see it at the table."
                                         : NULL;
    const char *say = app->join_error[0] ? app->join_error : why;
    if (say)
        gfx_text_box(&app->gfx, FACE_BOLD, 17, app->join_error[0] ? rgba(255, 170, 140, 255) : CREAM,
                     (SDL_FRect){420, 510, 760, 60}, ALIGN_LEFT, true, say);
    if (ui_button(app, (SDL_FRect){40, 812, 200, 56}, "Back", true, false)) {
        app_goto_menu(app, NULL);
        return;
    }
    SDL_FRect jb = {1300, 812, 260, 56};
    if (ui_button(app, jb, "Join", why == NULL, true)) {
        net_play_join(app);
        return;
    }
    if (why && ui_hover(app, jb)) table_tooltip(app, why, app->mx, app->my);
}
