/* test_ui_net.c — network play in the window, driven by synthetic clicks and
 * typing over the loopback: a host window (this process) goes Host a game ->
 * setup -> lobby, a guest window (a child process) goes Join a game -> lobby
 * (first with a wrong code, which the lobby says was refused, and Back), the
 * host starts once the guest has joined, and both play a whole seeded game
 * to its end by clicking the moves their tables light.  Queen's Court (with a
 * computer seat on the host) and Queen's Blood (alone under CT_TEST_QUICK, the
 * sanitizer stages, where two windows' drawing is slow); the host's window
 * drawing and answering while its computer seat thinks.  A host window that
 * crashes mid-game hosts it again from its autosave (the menu's Host again,
 * its log so far back) and the guest rejoins its seat and finishes; a damaged autosave is
 * moved aside and said; the host's "allow spectators" is kept with the
 * settings and a spectator's window sees the public table; a guest's table
 * shows how far the host's computer seat has thought, whom it waits for,
 * and its Hint asks the host; the Join form offers the player's own name
 * and keeps the one joined with. */
#include "testlib.h"
#include "ui/ui_app.h"
#include "ui_kit.h"
#include "click_kit.h"
#include "net/net.h"
#include "core/registry.h"
#include "core/rng.h"
#include "ai/ai.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define CYCLE "  ▸" /* a button that steps through choices ends so */
#define STEPS 60000 /* loop turns (each waits 1 ms at most): a bound, never a timing assertion */

static int choose_random(void *ctx, const NetStateMsg *msg) { return (int)rng_below(ctx, (uint32_t)msg->nlegal); }

static const char *net(UiApp *app, const char *field) { return ui_app_net_text(app, field); }

/* A frame: the host and client stepped, the scene drawn. */
static void frame(UiApp *app)
{
    ui_app_update(app, 0.02);
    if (ui_app_needs_redraw(app)) ui_app_render(app);
}

/* A frame drawn with its texts logged: true when one holds `text`. */
static bool drawn_has(UiApp *app, const char *text)
{
    ui_app_render_logged(app);
    for (int i = 0; i < ui_app_drawn_count(app); i++)
        if (strstr(ui_app_drawn_text(app, i), text)) return true;
    return false;
}

/* Frames until the network words `field` hold `word` (or the bound is reached). */
static void wait_for(UiApp *app, const char *field, const char *word)
{
    for (int step = 0; step < STEPS && !strstr(net(app, field), word); step++) {
        frame(app);
        SDL_Delay(1);
    }
}

static bool field_type(UiApp *app, const char *field, const char *text)
{
    char id[48];
    snprintf(id, sizeof id, "field:%s", field);
    if (!click_button(app, id)) return false;
    for (int i = 0; i < 40; i++) press_key(app, SDLK_BACKSPACE, 0); /* what was there */
    type_text(app, text);
    press_key(app, SDLK_RETURN, 0);
    return true;
}

/* Plays this window's seat to the end by clicks; true when the table says the game is over. */
static bool play_to_end(UiApp *app, const char *who)
{
    for (int step = 0; step < STEPS; step++) {
        frame(app);
        if (strcmp(net(app, "over"), "1") == 0) return true;
        if (ui_app_scene(app) != SCENE_TABLE) {
            printf("  %s: left the table (scene %d): %s\n", who, (int)ui_app_scene(app), net(app, "status"));
            return false;
        }
        if (atoi(net(app, "moves")) > 0) {
            human_click(app);
            continue;
        }
        if (step % 20 == 0) click_button(app, "Next round"); /* a round's summary waits for a click */
        SDL_Delay(1); /* the other window's turn: let it run */
    }
    printf("  %s: the game did not end\n", who);
    return false;
}

/* The guest: Join a game, a wrong code first, then the right one; then the game. */
static int guest(int port, const char *code)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 10;
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    if (!app) return 11;
    int rc = 0;
    char addr[64];
    snprintf(addr, sizeof addr, "127.0.0.1:%d", port);
    frame(app);
    if (!click_button(app, "Join a game") || ui_app_scene(app) != SCENE_NET_JOIN) rc = 12;
    /* Join is grey, and says why, until an address and a code are typed */
    if (!rc && click_button(app, "Join") && ui_app_scene(app) != SCENE_NET_JOIN) rc = 13;
    if (!rc && !(field_type(app, "address", addr) && field_type(app, "code", "wrong words here") &&
                 field_type(app, "name", "Bea") && click_button(app, "Join")))
        rc = 14;
    if (!rc) wait_for(app, "status", "refused");
    if (!rc && !strstr(net(app, "status"), "refused")) {
        printf("  guest: a wrong code was not told as refused: \"%s\"\n", net(app, "status"));
        rc = 15;
    }
    if (!rc && !(click_button(app, "Back") && ui_app_scene(app) == SCENE_MENU)) rc = 16;
    if (!rc && !(click_button(app, "Join a game") && field_type(app, "code", code) && click_button(app, "Join")))
        rc = 17;
    if (!rc) wait_for(app, "lobby", "you");
    if (!rc && !(ui_app_scene(app) == SCENE_NET_LOBBY && strstr(net(app, "lobby"), "Bea · you"))) {
        printf("  guest: no lobby with its seat: \"%s\" (%s)\n", net(app, "lobby"), net(app, "status"));
        rc = 18;
    }
    for (int step = 0; !rc && step < STEPS && ui_app_scene(app) == SCENE_NET_LOBBY; step++) {
        frame(app);
        SDL_Delay(1);
    }
    if (!rc && !play_to_end(app, "guest")) rc = 19;
    /* the host closes the table after the end: no round trip is shown for a connection that is gone */
    if (!rc) wait_for(app, "connected", "0");
    if (!rc && (!drawn_has(app, "The host has closed the table") || drawn_has(app, "Round trip"))) {
        printf("  guest: the closed table's corner is wrong\n");
        rc = 21;
    }
    /* an ended table is drawn when something changes, not every frame */
    int redraws = 0;
    for (int i = 0; !rc && i < 200; i++) {
        ui_app_update(app, 0.02);
        if (ui_app_needs_redraw(app)) {
            redraws++;
            ui_app_render(app);
        }
    }
    if (redraws > 10) {
        printf("  guest: the ended table was drawn %d times in 200 idle frames\n", redraws);
        rc = 22;
    }
    if (!rc) snapshot_png(app, "net-guest-end.png");
    ui_app_free(app);
    SDL_Quit();
    return rc;
}

static void host_and_guest(const char *title, int players, int port)
{
    int fds[2];
    REQUIRE(pipe(fds) == 0);
    fflush(stdout);
    pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        close(fds[1]);
        FILE *in = fdopen(fds[0], "r");
        int p = 0;
        char code[96] = "";
        if (!in || fscanf(in, "%d %95[^\n]", &p, code) != 2) _exit(20);
        fclose(in);
        fflush(stdout);
        _exit(guest(p, code));
    }
    close(fds[0]);
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    ui_app_set_net_port(app, port);
    frame(app);
    CHECK(click_button(app, "Host a game"));
    CHECK_INT(ui_app_scene(app), SCENE_NET_PICK);
    char lab[96];
    snprintf(lab, sizeof lab, "Host %s", title);
    CHECK(click_button(app, lab));
    CHECK_INT(ui_app_scene(app), SCENE_SETUP);
    for (int i = 2; i < players; i++) CHECK(click_button(app, "+")); /* yours, a guest's, then the computer's */
    CHECK(click_button(app, "Host game"));
    CHECK_INT(ui_app_scene(app), SCENE_NET_LOBBY);
    char code[96];
    snprintf(code, sizeof code, "%s", net(app, "code"));
    CHECKF(strchr(code, '-') != NULL, "the lobby shows a join code of words: \"%s\"", code);
    for (int step = 0; step < STEPS && !net(app, "lobby")[0]; step++) frame(app);
    CHECKF(strstr(net(app, "lobby"), "waiting for a player") != NULL, "the lobby: %s", net(app, "lobby"));
    CHECKF(strstr(net(app, "status"), "Waiting for 1 more player") || !net(app, "status")[0], "%s", net(app, "status"));
    /* Start is grey until the guest is in */
    click_button(app, "Start game");
    CHECK_INT(ui_app_scene(app), SCENE_NET_LOBBY);
    dprintf(fds[1], "%s %s\n", net(app, "port"), code);
    close(fds[1]);
    wait_for(app, "lobby", "Bea · joined");
    CHECKF(strstr(net(app, "lobby"), "Bea · joined") != NULL, "the guest's seat: %s", net(app, "lobby"));
    snapshot_png(app, "net-host-lobby.png");
    CHECK(click_button(app, "Start game"));
    for (int step = 0; step < STEPS && ui_app_scene(app) == SCENE_NET_LOBBY; step++) {
        frame(app);
        SDL_Delay(1);
    }
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    CHECKF(play_to_end(app, "host"), "%s: the host's window reached the end", title);
    snapshot_png(app, "net-host-end.png");
    CHECK(click_button(app, "Back to the menu"));
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    int status = 0;
    waitpid(pid, &status, 0);
    CHECKF(WIFEXITED(status) && WEXITSTATUS(status) == 0, "%s: the guest window's run ended with %d", title,
           WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    ui_app_free(app);
    SDL_Quit();
}

static int base_port(void) { return 30000 + (getpid() * 7) % 20000; }

static void test_queens_blood_two_windows(void) { host_and_guest("Queen's Blood", 2, base_port()); }
static void test_queens_court_two_windows(void) { host_and_guest("Queen's Court", 3, base_port() + 1); }

/* A host window in its lobby, hosting `title` (with one computer seat added
 * when `computer`); its join code into code. NULL when a click failed. */
static UiApp *host_window(int port, const char *ai, const char *title, bool computer, char *code, size_t n)
{
    UiApp *app = kit_app(1280, 720, ai, NULL, 0);
    if (!app) return NULL;
    ui_app_set_net_port(app, port);
    frame(app);
    char lab[96];
    snprintf(lab, sizeof lab, "Host %s", title);
    if (!(click_button(app, "Host a game") && click_button(app, lab) && (!computer || click_button(app, "+")) &&
          click_button(app, "Host game"))) {
        ui_app_free(app);
        return NULL;
    }
    snprintf(code, n, "%s", net(app, "code"));
    return app;
}

/* The host's table says who is missing when a guest drops, and a guest's
 * table says the host cannot be reached when it closes (and offers no move). */
static void test_missing_seat_and_lost_host(void)
{
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    int port = base_port() + 5;
    char code[96];
    UiApp *app = host_window(port, "random", "Queen's Blood", false, code, sizeof code);
    REQUIRE(app);
    Error err = {{0}};
    NetClient *guest = net_client_new("127.0.0.1", (uint16_t)atoi(net(app, "port")), code, NULL, NULL, &err);
    REQUIRE(guest);
    net_client_set_name(guest, "Dee");
    for (int step = 0; step < STEPS && !strstr(net(app, "lobby"), "Dee · joined"); step++) {
        frame(app);
        net_client_step(guest, 1);
    }
    CHECK(click_button(app, "Start game"));
    for (int step = 0; step < STEPS && ui_app_scene(app) != SCENE_TABLE; step++) {
        frame(app);
        net_client_step(guest, 1);
    }
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    net_client_leave(guest);
    net_client_free(guest);
    wait_for(app, "status", "missing");
    CHECKF(strstr(net(app, "status"), "Seat 2 (Dee) is missing") != NULL, "the host's table: \"%s\"", net(app, "status"));
    ui_app_render_logged(app);
    bool drawn = false;
    for (int i = 0; i < ui_app_drawn_count(app); i++) drawn |= strstr(ui_app_drawn_text(app, i), "is missing") != NULL;
    CHECK(drawn);
    ui_app_free(app);

    /* a guest window whose host closes */
    const GameModule *m = games_find("queens-blood");
    REQUIRE(m);
    app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    frame(app);
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(set);
    NetHostConfig cfg = {.module = m, .set = set, .games = 1, .seed = 7, .port = (uint16_t)(port + 1), .code = "lost host"};
    setup_default(m, &cfg.setup);
    cfg.setup.num_players = 2;
    cfg.seat_kind[0] = NET_SEAT_REMOTE;
    cfg.seat_kind[1] = NET_SEAT_REMOTE;
    FILE *log = tmpfile();
    cfg.log = log;
    NetHost *h = net_host_new(&cfg, &err);
    REQUIRE(h);
    NetClient *other = net_client_new("127.0.0.1", cfg.port, "lost host", NULL, NULL, &err);
    REQUIRE(other);
    char addr[64];
    snprintf(addr, sizeof addr, "127.0.0.1:%d", cfg.port);
    CHECK(click_button(app, "Join a game") && field_type(app, "address", addr) && field_type(app, "code", "Lost Host") &&
          click_button(app, "Join"));
    for (int step = 0; step < STEPS && ui_app_scene(app) != SCENE_TABLE; step++) {
        net_host_step(h, 0);
        net_client_step(other, 0);
        frame(app);
        SDL_Delay(1);
    }
    CHECK_INT(ui_app_scene(app), SCENE_TABLE);
    CHECK(drawn_has(app, "Round trip")); /* the guest's table shows the round trip */
    net_client_free(other);
    net_host_free(h);
    wait_for(app, "status", "cannot be reached");
    CHECKF(strstr(net(app, "status"), "The host cannot be reached") != NULL, "the guest's table: \"%s\"", net(app, "status"));
    CHECK_INT(atoi(net(app, "moves")), 0);
    /* said over the table, and no stale round trip beside it */
    CHECK(drawn_has(app, "The host cannot be reached"));
    CHECK(drawn_has(app, "Not connected"));
    CHECK(!drawn_has(app, "Round trip"));
    /* the top bar waits for the host: no "Your turn" nor the module's prompt over a table that cannot move */
    CHECK(drawn_has(app, "Waiting for the host"));
    CHECK(!drawn_has(app, "Your turn"));
    CHECK(click_button(app, "Back to the menu"));
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    ui_app_free(app);
    fclose(log);
    carddb_free(set);
    SDL_Quit();
}

/* The host's computer seat thinks off the window's thread: while a search far
 * too long to end here runs, the host's table keeps drawing frames, says who
 * is thinking, and the host answers a guest's request. */
static void test_the_host_window_lives_while_its_computer_thinks(void)
{
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    char code[96];
    UiApp *app = host_window(base_port() + 7, "ismcts:hard/it=10000000/t=0", "Queen's Court", true, code, sizeof code);
    REQUIRE(app);
    Error err = {{0}};
    Rng rng;
    rng_seed(&rng, 3);
    NetClient *guest = net_client_new("127.0.0.1", (uint16_t)atoi(net(app, "port")), code, choose_random, &rng, &err);
    REQUIRE(guest);
    for (int step = 0; step < STEPS && !strstr(net(app, "lobby"), "joined"); step++) {
        frame(app);
        net_client_step(guest, 1);
    }
    CHECK(click_button(app, "Start game"));
    /* the host's seat and the guest play until the computer's turn */
    for (int step = 0; step < STEPS && !ui_app_ai_thinking(app) && strcmp(net(app, "over"), "1") != 0; step++) {
        frame(app);
        net_client_step(guest, 0);
        if (ui_app_scene(app) == SCENE_TABLE && atoi(net(app, "moves")) > 0) human_click(app);
    }
    REQUIRE(ui_app_ai_thinking(app));
    const NetStateMsg *s = net_client_last_state(guest);
    REQUIRE(s);
    uint32_t seq = s->seq;
    REQUIRE(net_client_ask_advice(guest, seq, "greedy"));
    int drawn = 0;
    const NetAdviceMsg *a = NULL;
    for (int step = 0; step < 2000 && (!a || drawn < 10); step++) {
        ui_app_update(app, 0.02);
        if (ui_app_needs_redraw(app)) { /* the thinking sign moves */
            ui_app_render(app);
            drawn++;
        }
        net_client_step(guest, 0);
        a = net_client_last_advice(guest);
    }
    CHECKF(drawn >= 10, "%d frames drawn while the computer thinks", drawn);
    CHECK(a && a->seq == seq && a->index == -1); /* answered: not the guest's turn */
    CHECK(ui_app_ai_thinking(app));
    ui_app_render_logged(app);
    bool said = false;
    for (int i = 0; i < ui_app_drawn_count(app); i++) said |= strstr(ui_app_drawn_text(app, i), "is thinking") != NULL;
    CHECK(said);
    net_client_free(guest);
    ui_app_free(app); /* the search is stopped, not waited for */
    SDL_Quit();
}

/* ---- a host window that crashes, and hosts the game again ---- */

/* a window on the preferences folder `dir` (the same one for the crashed and the resumed host) */
static UiApp *window_on(const char *dir)
{
    UiApp *app = ui_app_create_headless(1280, 720, dir);
    if (!app) return NULL;
    ui_app_set_anim(app, 0);
    ui_app_set_ai(app, "random");
    return app;
}

/* The first host: Queen's Blood for the window and one guest; the port and
 * code into the pipe; after `moves` of its own moves it dies without a word. */
static int crashing_host(const char *dir, int port, int out, int moves)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 30;
    UiApp *app = window_on(dir);
    if (!app) return 31;
    ui_app_set_net_port(app, port);
    frame(app);
    if (!(click_button(app, "Host a game") && click_button(app, "Host Queen's Blood") && click_button(app, "Host game")))
        return 32;
    char code[96];
    snprintf(code, sizeof code, "%s", net(app, "code")); /* net's words are one buffer */
    dprintf(out, "%s %s\n", net(app, "port"), code);
    close(out);
    wait_for(app, "lobby", "joined");
    if (!click_button(app, "Start game")) return 33;
    int made = 0;
    for (int step = 0; step < STEPS && made < moves; step++) {
        frame(app);
        if (ui_app_scene(app) == SCENE_TABLE && atoi(net(app, "moves")) > 0 && human_click(app) &&
            atoi(net(app, "moves")) == 0) /* a move sent: the host plays and autosaves it at its next step */
            made++;
        SDL_Delay(1);
    }
    for (int step = 0; step < 50; step++) frame(app);
    fflush(stdout);
    raise(SIGKILL); /* the crash: no goodbye, no clean-up */
    return 34;
}

/* The window opened again: the menu it opens on offers the hosted game; its
 * log so far comes back; it plays on to the end. */
static int resumed_host(const char *dir, int ready)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 40;
    UiApp *app = window_on(dir);
    if (!app) return 41;
    frame(app);
    if (!click_button(app, "Host again: Queen's Blood, 2 players")) {
        printf("  resumed host: the menu offers no Host again\n");
        return 43;
    }
    dprintf(ready, "%s\n", net(app, "port"));
    close(ready);
    for (int step = 0; step < STEPS && ui_app_scene(app) != SCENE_TABLE; step++) {
        frame(app);
        SDL_Delay(1);
    }
    if (ui_app_scene(app) != SCENE_TABLE) return 44;
    if (!drawn_has(app, "Hosted again from its autosave after")) {
        printf("  resumed host: the log does not say the game was hosted again\n");
        return 48;
    }
    /* the moves before the crash are told above that line, as they were before it */
    int again = -1;
    for (int i = 0; i < ui_app_log_count(app) && again < 0; i++)
        if (strstr(ui_app_log_line(app, i), "Hosted again")) again = i;
    if (again < 2) {
        printf("  resumed host: %d log lines before \"Hosted again\" (the game so far is lost)\n", again);
        return 49;
    }
    /* the guest is missing until it rejoins: the host's table says so */
    if (!strstr(net(app, "status"), "is missing")) wait_for(app, "status", "is missing");
    bool said = strstr(net(app, "status"), "(Bea) is missing") != NULL || strstr(net(app, "lobby"), "Bea · joined");
    if (!said) printf("  resumed host: the missing guest was not named: \"%s\"\n", net(app, "status"));
    if (!play_to_end(app, "resumed host")) return 45;
    char path[600];
    snprintf(path, sizeof path, "%s/hosted.json", dir);
    struct stat sb;
    int rc = !said ? 46 : stat(path, &sb) == 0 ? 47 : 0; /* over: nothing left to host again */
    ui_app_free(app);
    SDL_Quit();
    return rc;
}

static void test_a_crashed_host_window_hosts_the_game_again(void)
{
    char dir[] = "/tmp/ct-ui-net-XXXXXX";
    REQUIRE(mkdtemp(dir));
    int fds[2];
    REQUIRE(pipe(fds) == 0);
    fflush(stdout);
    pid_t host = fork();
    REQUIRE(host >= 0);
    if (host == 0) {
        close(fds[0]);
        _exit(crashing_host(dir, base_port() + 9, fds[1], 3));
    }
    close(fds[1]);
    FILE *in = fdopen(fds[0], "r");
    int port = 0;
    char code[96] = "";
    REQUIRE(in && fscanf(in, "%d %95[^\n]", &port, code) == 2);
    fclose(in);
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    char addr[64];
    snprintf(addr, sizeof addr, "127.0.0.1:%d", port);
    frame(app);
    CHECK(click_button(app, "Join a game") && field_type(app, "address", addr) && field_type(app, "code", code) &&
          field_type(app, "name", "Bea") && click_button(app, "Join"));
    /* the guest plays until its host is gone */
    for (int step = 0; step < STEPS && !strstr(net(app, "status"), "cannot be reached"); step++) {
        frame(app);
        if (ui_app_scene(app) == SCENE_TABLE && atoi(net(app, "moves")) > 0) human_click(app);
        SDL_Delay(1);
    }
    CHECKF(strstr(net(app, "status"), "The host cannot be reached") != NULL, "the guest's table: \"%s\"", net(app, "status"));
    int seat = atoi(net(app, "seat"));
    int status = 0;
    waitpid(host, &status, 0);
    CHECK(WIFSIGNALED(status));
    char path[600];
    snprintf(path, sizeof path, "%s/hosted.json", dir);
    struct stat sb;
    REQUIRE(stat(path, &sb) == 0); /* the host autosaved */
    /* the host's window opens again and hosts the game again */
    REQUIRE(pipe(fds) == 0);
    fflush(stdout);
    host = fork();
    REQUIRE(host >= 0);
    if (host == 0) {
        close(fds[0]);
        _exit(resumed_host(dir, fds[1]));
    }
    close(fds[1]);
    in = fdopen(fds[0], "r");
    int again = 0;
    REQUIRE(in && fscanf(in, "%d", &again) == 1);
    fclose(in);
    CHECK_INT(again, port); /* the same port, so Rejoin finds it */
    /* the guest rejoins its seat (a try may come before the host listens: again) */
    for (int tries = 0; tries < 20 && strstr(net(app, "status"), "cannot be reached"); tries++) {
        CHECK(click_button(app, "Rejoin my seat"));
        for (int step = 0; step < 3000 && !strstr(net(app, "status"), "cannot be reached") &&
                            !(net(app, "moves")[0] != '0' || strcmp(net(app, "over"), "1") == 0);
             step++) {
            frame(app);
            SDL_Delay(1);
        }
    }
    CHECK(play_to_end(app, "guest after the host's crash"));
    CHECK_INT(atoi(net(app, "seat")), seat);
    waitpid(host, &status, 0);
    CHECKF(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the resumed host's window ended with %d",
           WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    ui_app_free(app);
    SDL_Quit();
}

/* A hosted game's autosave that cannot be read is moved aside and the menu says so. */
static void test_a_damaged_hosted_save_is_moved_aside(void)
{
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    char dir[600];
    UiApp *app = kit_app(1280, 720, "random", dir, sizeof dir);
    REQUIRE(app);
    char path[700];
    snprintf(path, sizeof path, "%s/hosted.json", dir);
    FILE *f = fopen(path, "w");
    REQUIRE(f);
    fputs("{\"game\": \"queens-blood\", \"set\": \"core\", \"seed\": 1, \"actions\": [[1, 2", f);
    fclose(f);
    frame(app);
    CHECK(click_button(app, "Host a game"));
    CHECK(click_button(app, "Host again: Queen's Blood"));
    CHECK_INT(ui_app_scene(app), SCENE_MENU);
    struct stat sb;
    CHECK(stat(path, &sb) != 0);
    ui_app_render_logged(app);
    bool said = false;
    for (int i = 0; i < ui_app_drawn_count(app); i++)
        said |= strstr(ui_app_drawn_text(app, i), "hosted game's autosave could not be loaded and was moved aside") != NULL;
    CHECK(said);
    frame(app);
    CHECK(click_button(app, "Host a game"));
    CHECK(!click_button(app, "Host again: Queen's Blood"));
    ui_app_free(app);
    SDL_Quit();
}

/* Steps a raw host and clients of its seats while a window runs, until `done`. */
typedef struct Side {
    NetHost *h;
    NetClient *cl[2];
    int ncl;
    CardSet *set; /* two_seat_host's */
    FILE *log;
} Side;
static void side_step(Side *s)
{
    net_host_step(s->h, 0);
    for (int i = 0; i < s->ncl; i++) net_client_step(s->cl[i], 0);
}

/* A raw host of `game` for two players over the network in s->h, stepped
 * by the test (side_step), freed with its clients by side_free. */
static bool two_seat_host(Side *s, const char *game, uint64_t seed, int port, const char *code, int spectators)
{
    const GameModule *m = games_find(game);
    s->set = m ? tl_load_set(m, NULL) : NULL;
    s->log = tmpfile();
    if (!s->set || !s->log) return false;
    NetHostConfig cfg = {.module = m, .set = s->set, .games = 1, .seed = seed, .port = (uint16_t)port, .code = code,
                         .spectators = spectators, .log = s->log};
    setup_default(m, &cfg.setup);
    cfg.setup.num_players = 2;
    cfg.seat_kind[0] = cfg.seat_kind[1] = NET_SEAT_REMOTE;
    Error err = {{0}};
    return (s->h = net_host_new(&cfg, &err)) != NULL;
}

static void side_free(Side *s)
{
    for (int i = 0; i < s->ncl; i++) net_client_free(s->cl[i]);
    net_host_free(s->h);
    fclose(s->log);
    carddb_free(s->set);
}

/* "Allow spectators" on the host's setup is kept with the settings, and
 * lets a spectator in; a spectator's window (Join a game, Watch only) shows
 * the public table, offers no move and reaches the end. */
static void test_spectators(void)
{
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    char dir[600];
    UiApp *app = kit_app(1280, 720, "random", dir, sizeof dir);
    REQUIRE(app);
    ui_app_set_net_port(app, base_port() + 11);
    frame(app);
    CHECK(click_button(app, "Host a game") && click_button(app, "Host Queen's Blood"));
    CHECK_INT(ui_app_get_setting(app, "allow_spectators"), 0);
    CHECK(click_button(app, "Not allowed" CYCLE));
    CHECK_INT(ui_app_get_setting(app, "allow_spectators"), 1);
    char spath[700];
    snprintf(spath, sizeof spath, "%s/settings.json", dir);
    char *text = tl_read_text(spath);
    CHECKF(text && strstr(text, "\"allow_spectators\":\ttrue"), "settings.json: %s", text ? text : "(none)");
    free(text);
    CHECK(click_button(app, "Host game"));
    Error err = {{0}};
    char code[96];
    snprintf(code, sizeof code, "%s", net(app, "code"));
    NetClient *watcher = net_client_new("127.0.0.1", (uint16_t)atoi(net(app, "port")), code, NULL, NULL, &err);
    REQUIRE(watcher);
    net_client_set_role(watcher, true, -1);
    NetClientStatus st = NC_CONNECTING;
    for (int step = 0; step < STEPS && !net_client_lobby(watcher) && st != NC_REFUSED; step++) {
        frame(app);
        st = net_client_step(watcher, 1);
    }
    CHECKF(net_client_lobby(watcher) != NULL, "the host window let the spectator in: %s", net_client_error(watcher));
    CHECK_INT(net_client_seat(watcher), -1);
    net_client_free(watcher);
    ui_app_free(app);

    /* a spectator's window at a table of two players */
    int port = base_port() + 12;
    Side side = {.ncl = 2};
    REQUIRE(two_seat_host(&side, "queens-blood", 9, port, "watch this", 1));
    Rng rng[2];
    for (int i = 0; i < 2; i++) {
        rng_seed(&rng[i], 5 + (uint64_t)i);
        side.cl[i] = net_client_new("127.0.0.1", (uint16_t)port, "watch this", choose_random, &rng[i], &err);
        REQUIRE(side.cl[i]);
    }
    app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    char addr[64];
    snprintf(addr, sizeof addr, "127.0.0.1:%d", port);
    frame(app);
    CHECK(click_button(app, "Join a game") && field_type(app, "address", addr) && field_type(app, "code", "watch this"));
    CHECK(click_button(app, "Play (take a free seat)" CYCLE));
    CHECK(click_button(app, "Join"));
    bool offered = false, seen = false;
    for (int step = 0; step < STEPS && strcmp(net(app, "over"), "1") != 0; step++) {
        side_step(&side);
        frame(app);
        offered |= atoi(net(app, "moves")) > 0;
        if (ui_app_scene(app) == SCENE_TABLE && !seen) {
            seen = true;
            ui_app_render_logged(app);
            bool watching = false;
            for (int i = 0; i < ui_app_drawn_count(app); i++) watching |= strstr(ui_app_drawn_text(app, i), "watching") != NULL;
            CHECK(watching);
            CHECK(drawn_has(app, "Waiting for")); /* the mover's prompt is not the spectator's */
        }
        if (step % 20 == 0) click_button(app, "Next round");
        SDL_Delay(step % 8 == 0);
    }
    CHECK(seen);
    CHECK_STR(net(app, "over"), "1");
    CHECK_INT(atoi(net(app, "seat")), -1);
    CHECK(!offered);
    CHECK_INT(net_host_stats(side.h)->spectators, 1);
    snapshot_png(app, "net-spectator-end.png");
    ui_app_free(app);
    side_free(&side);
    SDL_Quit();
}

/* A guest's table shows how far the host's computer seat has thought, as the host tells it. */
static void test_a_guest_sees_the_computer_think(void)
{
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    const GameModule *m = games_find("queens-court");
    REQUIRE(m);
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(set);
    AiConfig slow;
    Error err = {{0}};
    REQUIRE(ai_parse_spec("ismcts:hard/it=400000/t=0", &slow, &err));
    NetHostConfig cfg = {.module = m, .set = set, .games = 1, .seed = 4, .port = (uint16_t)(base_port() + 13),
                         .code = "think aloud"};
    setup_default(m, &cfg.setup);
    cfg.setup.num_players = 2;
    cfg.seat_kind[0] = NET_SEAT_REMOTE;
    cfg.seat_kind[1] = NET_SEAT_AI;
    cfg.ai[1] = &slow;
    FILE *log = tmpfile();
    cfg.log = log;
    Side side = {0};
    side.h = net_host_new(&cfg, &err);
    REQUIRE(side.h);
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    char addr[64];
    snprintf(addr, sizeof addr, "127.0.0.1:%d", cfg.port);
    frame(app);
    CHECK(click_button(app, "Join a game") && field_type(app, "address", addr) && field_type(app, "code", "think aloud") &&
          click_button(app, "Join"));
    int most = -1;
    for (int step = 0; step < STEPS && most < 5; step++) {
        side_step(&side);
        frame(app);
        if (ui_app_scene(app) == SCENE_TABLE && atoi(net(app, "moves")) > 0) human_click(app);
        int seat = -1, percent = -1;
        if (sscanf(net(app, "thinking"), "%d %d", &seat, &percent) == 2 && seat == 1 && percent > most) most = percent;
        SDL_Delay(1);
    }
    CHECKF(most >= 5, "the guest's table showed the computer's search at %d %%", most);
    snapshot_png(app, "net-guest-thinking.png");
    CHECK(drawn_has(app, "is thinking"));
    ui_app_free(app);
    net_host_free(side.h);
    fclose(log);
    carddb_free(set);
    SDL_Quit();
}

/* A guest's table while the other seat moves says whom it waits for (not
 * the mover's own prompt, "your …") and a click says it is their turn; on
 * its own turn Hint asks the host,
 * whose AI answers with one of the guest's moves, which glows.  Its moved cards
 * land and its notices go by themselves (no state of the game in a guest's
 * window to time them by). */
static void test_a_guest_waits_and_asks_for_a_hint(void)
{
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    int port = base_port() + 14;
    Side side = {.ncl = 1};
    REQUIRE(two_seat_host(&side, "long-live-the-queen", 6, port, "ask the host", 0));
    Error err = {{0}};
    side.cl[0] = net_client_new("127.0.0.1", (uint16_t)port, "ask the host", NULL, NULL, &err); /* moves when told below */
    REQUIRE(side.cl[0]);
    net_client_set_role(side.cl[0], false, 0);
    net_client_set_name(side.cl[0], "Cleo");
    UiApp *app = kit_app(1280, 720, "random", NULL, 0);
    REQUIRE(app);
    char addr[64];
    snprintf(addr, sizeof addr, "127.0.0.1:%d", port);
    frame(app);
    CHECK(click_button(app, "Join a game") && field_type(app, "address", addr) && field_type(app, "code", "ask the host") &&
          click_button(app, "Join"));
    ui_app_set_anim(app, 2); /* as a player's table: moves are animated */
    bool waited = false, hinted = false, landed = false;
    uint32_t acted = UINT32_MAX; /* the state Cleo last moved in: once each */
    Rng rng;
    rng_seed(&rng, 3);
    for (int step = 0; step < STEPS && !(waited && hinted && landed); step++) {
        side_step(&side);
        frame(app);
        const NetStateMsg *other = net_client_last_state(side.cl[0]);
        bool others_turn = other && other->nlegal > 0 && other->view.current_player == 0;
        if (ui_app_scene(app) == SCENE_TABLE && others_turn && !waited) {
            waited = true;
            CHECK(drawn_has(app, "Waiting for Cleo"));
            CHECK(drawn_has(app, "Cleo to play"));
            CHECKF(!drawn_has(app, other->view.prompt), "the guest's table shows the mover's prompt \"%s\"", other->view.prompt);
            float x, y; /* a click meanwhile says why nothing happens */
            CHECK(kit_zone_centre(app, "dice", &x, &y));
            click_at(app, x, y);
            frame(app);
            CHECKF(strstr(ui_app_notice(app), "It is Cleo's turn") != NULL, "the click said \"%s\"", ui_app_notice(app));
            for (int k = 0; k < 250; k++) frame(app); /* five seconds of the table's time, the host not stepped */
            CHECKF(!ui_app_notice(app)[0], "the notice stays: \"%s\"", ui_app_notice(app));
        }
        SDL_Rect from, to;
        if (!landed && ui_app_anim_rects(app, &from, &to, 1) > 0) {
            /* a move's cards fly and land by themselves: a click after is a move, not the end of a flight */
            for (int k = 0; k < 250; k++) frame(app);
            CHECK_INT(ui_app_anim_rects(app, &from, &to, 1), 0);
            landed = true;
        }
        if (others_turn && waited && other->seq != acted) {
            acted = other->seq;
            net_client_act(side.cl[0], (int)rng_below(&rng, (uint32_t)other->nlegal));
        }
        if (ui_app_scene(app) != SCENE_TABLE || atoi(net(app, "moves")) == 0) {
            SDL_Delay(1);
            continue;
        }
        if (!hinted && !ui_app_has_hint(app)) {
            CHECK(click_button(app, "Hint"));
            for (int k = 0; k < STEPS && !ui_app_has_hint(app); k++) {
                side_step(&side);
                frame(app);
                SDL_Delay(1);
            }
            CHECK(ui_app_has_hint(app));
            CHECK(drawn_has(app, "Hint: "));
            hinted = true;
        }
        human_click(app);
    }
    CHECK(waited);
    CHECK(hinted);
    CHECK(landed);
    CHECK_INT(net_host_stats(side.h)->advice_given, 1);
    ui_app_free(app);
    side_free(&side);
    SDL_Quit();
}

/* The Join form shown in a fresh window: true when its drawn texts hold `text`. */
static bool join_form_has(UiApp *app, const char *text)
{
    frame(app);
    return click_button(app, "Join a game") && drawn_has(app, text);
}

/* Join a game offers the player's own name, not the shipped first seat's
 * "Ann" the host is likely to have too: the login name capitalised ("Guest"
 * for root), the first seat's name once the player made it theirs, and
 * after a Join the name and address joined with.  A name cleared stays
 * clear for typing (it used to come back as "Ann" with the last letter),
 * and Join waits for a name. */
static void test_the_join_form_offers_the_players_own_name(void)
{
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    const char *was = getenv("USER");
    char user[64];
    snprintf(user, sizeof user, "%s", was ? was : "");
    setenv("USER", "dora", 1);
    char dir[600], addr[64], path[700];
    UiApp *app = kit_app(1280, 720, "random", dir, sizeof dir);
    REQUIRE(app);
    CHECK(join_form_has(app, "Dora"));
    CHECK(!drawn_has(app, "Ann"));
    snprintf(addr, sizeof addr, "127.0.0.1:%d", base_port() + 15); /* nobody there: the lobby only tries */
    CHECK(field_type(app, "address", addr) && field_type(app, "code", "kept or not"));
    CHECK(field_type(app, "name", ""));
    frame(app);
    CHECK(drawn_has(app, "Type your name"));
    CHECK(!drawn_has(app, "Dora"));
    CHECK(!click_button(app, "Join") || ui_app_scene(app) == SCENE_NET_JOIN);
    CHECK(field_type(app, "name", "Zed") && click_button(app, "Join"));
    CHECK_INT(ui_app_scene(app), SCENE_NET_LOBBY);
    ui_app_free(app);
    snprintf(path, sizeof path, "%s/settings.json", dir);
    char *text = tl_read_text(path);
    CHECKF(text && strstr(text, "\"join_name\":\t\"Zed\""), "settings.json: %s", text ? text : "(none)");
    free(text);
    app = window_on(dir);
    REQUIRE(app);
    CHECK(join_form_has(app, "Zed"));
    CHECK(drawn_has(app, addr));
    ui_app_free(app);

    setenv("USER", "root", 1);
    app = kit_app(1280, 720, "random", dir, sizeof dir);
    REQUIRE(app);
    CHECK(join_form_has(app, "Guest"));
    ui_app_free(app);
    snprintf(path, sizeof path, "%s/settings.json", dir);
    FILE *f = fopen(path, "w");
    REQUIRE(f);
    fputs("{\"names\": [\"Eve\", \"Ben\"]}\n", f);
    fclose(f);
    app = window_on(dir);
    REQUIRE(app);
    CHECK(join_form_has(app, "Eve"));
    ui_app_free(app);
    if (was) setenv("USER", user, 1);
    else unsetenv("USER");
    SDL_Quit();
}

/* CT_UI_NET_ALL=1: the other three games too (by hand: they take longer) */
static void test_other_games_two_windows(void)
{
    host_and_guest("Long Live the Queen", 2, base_port() + 2);
    host_and_guest("Queen by Midnight", 2, base_port() + 3);
    host_and_guest("Blood Wars", 2, base_port() + 4);
}

int main(void)
{
    RUN(test_queens_blood_two_windows);
    if (!getenv("CT_TEST_QUICK")) RUN(test_queens_court_two_windows); /* the sanitizer stages: one whole game is enough */
    RUN(test_missing_seat_and_lost_host);
    RUN(test_the_host_window_lives_while_its_computer_thinks);
    RUN(test_a_crashed_host_window_hosts_the_game_again);
    RUN(test_a_damaged_hosted_save_is_moved_aside);
    RUN(test_spectators);
    RUN(test_a_guest_sees_the_computer_think);
    RUN(test_a_guest_waits_and_asks_for_a_hint);
    RUN(test_the_join_form_offers_the_players_own_name);
    if (getenv("CT_UI_NET_ALL")) RUN(test_other_games_two_windows);
    return tl_summary();
}
