/* net_play.c — a hosted or joined table in the window.  Hosting runs the
 * same NetHost as `crowntable serve` (every rule in its engine, computer
 * seats played there) and the window's own seat joins it over the loopback
 * like any player, through the same NetClient as `crowntable join`: so the
 * host's table and a guest's are one code path, and neither window ever
 * holds more than its seat's view and its moves in words. */
#include "ui_internal.h"
#include "core/registry.h"
#include "core/json_util.h"
#include "net/net.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define NET_DEFAULT_PORT 7777
#define NET_PORT_TRIES 20
#define NET_SENT "Sent to the host…"
#define NET_QUIET_MS 2500 /* the host is "not answering" after this long without a word */
#define NET_HINT_AI "ismcts:normal" /* as a local hint's; the host caps its search */

typedef struct UiNet {
    NetHost *host;     /* hosting: the only engine */
    NetClient *client; /* this window's seat */
    bool hosting;
    bool watching;     /* a spectator: the public table, no seat */
    bool spectators;   /* hosting: people may join to watch */
    NetClientStatus connection; /* as the last step left it */
    bool autosave_gone; /* the hosted game ended: its autosave removed */
    int seat;          /* asked for (the host's own) or given */
    bool hint_asked;   /* a hint asked of the host for the state numbered hint_seq */
    uint32_t hint_seq;
    double hint_notice_until; /* the "Asking the host" notice's end: it is still up while the session's matches */
    uint16_t port;
    char code[NET_CODE_LEN];
    char addr[96];     /* the host as joined (for a rejoin) */
    char addrs[4][48];
    int naddrs;
    bool at_table;
    unsigned states_shown;
    char status[300];
    FILE *log;         /* the host's refusals and drops: host.log in the preferences folder */
    char status_shown[400]; /* the words on the connection last drawn */
    char lobby_shown[1600]; /* the lobby's seats and words last drawn */
    int rtt_shown;     /* the round trip drawn, and when */
    double rtt_at;
    /* hosting: what the host's config points into while it lives */
    char players[512];                 /* the seats as serve --players lists them */
    char names[GM_MAX_PLAYERS][32];    /* the computer seats' names */
    char autosave[700];                /* hosted.json: removed once the game is over */
    NetResume resume;                  /* a hosted game opened again */
    AiConfig ai[GM_MAX_PLAYERS];
} UiNet;

static const SDL_Color WHITE = {255, 255, 255, 255};

static void hint_answer(UiApp *app, UiNet *n);

bool net_play_active(const UiApp *app) { return app->net && app->net->at_table; }

static void net_free(UiNet *n)
{
    if (!n) return;
    if (n->client) {
        net_client_leave(n->client);
        net_client_free(n->client);
    }
    net_host_free(n->host);
    net_resume_free(&n->resume);
    if (n->log) fclose(n->log);
    free(n);
}

void net_play_end(UiApp *app)
{
    net_free(app->net);
    app->net = NULL;
}

/* The window's seat joins (the host's own over the loopback). */
static bool connect_client(UiApp *app, UiNet *n, const char *host, const char *name, Error *err)
{
    n->client = net_client_new(host, n->port, n->code, NULL, NULL, err);
    if (!n->client) return false;
    net_client_set_role(n->client, n->watching, n->seat);
    net_client_set_name(n->client, name);
    app->net = n;
    app->scene = SCENE_NET_LOBBY;
    app->overlay = OV_NONE;
    app->focus_buf = NULL;
    app_dirty(app);
    return true;
}

static void hosted_path(const UiApp *app, char *out, size_t n) { snprintf(out, n, "%s/hosted.json", app->pref_dir); }

/* The host (its log, its autosave, the first free port from `first`) and
 * the window's own seat joining it, the lobby shown; false (said) when not. */
static bool start_hosting(UiApp *app, UiNet *n, NetHostConfig *cfg, int first, const char *own_name)
{
    n->hosting = true;
    char log_path[700];
    snprintf(log_path, sizeof log_path, "%s/host.log", app->pref_dir);
    n->log = app->pref_dir[0] ? fopen(log_path, "a") : NULL;
    cfg->log = n->log;
    if (app->pref_dir[0]) hosted_path(app, n->autosave, sizeof n->autosave);
    cfg->autosave = n->autosave[0] ? n->autosave : NULL;
    cfg->window = true;
    cfg->window_seat = n->seat;
    n->spectators = app->settings.allow_spectators;
    cfg->spectators = n->spectators ? NET_MAX_SPECTATORS : 0;
    cfg->rejoin_seconds = 60;
    Error err = {{0}};
    for (int k = 0; k < NET_PORT_TRIES && !n->host; k++) { /* the next port when one is taken */
        cfg->port = (uint16_t)(first + k);
        n->host = net_host_new(cfg, &err);
    }
    if (!n->host) {
        app_show_error(app, "Could not host the game", err.msg);
        net_free(n);
        return false;
    }
    n->port = cfg->port;
    n->naddrs = net_local_addresses(n->addrs, 4);
    snprintf(n->addr, sizeof n->addr, "127.0.0.1");
    if (!connect_client(app, n, "127.0.0.1", own_name, &err)) {
        app_show_error(app, "Could not host the game", err.msg);
        net_free(n);
        return false;
    }
    return true;
}

bool net_play_host(UiApp *app)
{
    UiSession *S = &app->s;
    const CardSet *set = play_set(app);
    if (!set) return false;
    UiNet *n = calloc(1, sizeof *n);
    if (!n) return false;
    n->seat = -1;
    net_code_random(n->code, sizeof n->code, 4);
    NetHostConfig cfg = {.module = S->m, .set = set, .setup = S->setup, .games = 1, .seed = app_new_game_seed(app),
                         .code = n->code, .hold_start = true, .players = n->players};
    cfg.setup.num_players = S->nplayers;
    size_t at = 0;
    for (int i = 0; i < S->nplayers; i++) {
        const SeatCfg *sc = &S->seats[i];
        const char *spec = "net";
        if (sc->ai) {
            Error e = {{0}};
            int level = sc->level < 0 || sc->level >= AI_TABLE_NLEVELS ? 1 : sc->level;
            spec = app->ai_override[0] ? app->ai_override : AI_TABLE_LEVELS[level];
            if (!ai_parse_spec(spec, &n->ai[i], &e)) ai_parse_spec(spec = "ismcts:normal", &n->ai[i], &e);
            cfg.seat_kind[i] = NET_SEAT_AI;
            cfg.ai[i] = &n->ai[i];
            snprintf(n->names[i], sizeof n->names[i], "%s", sc->name);
            cfg.seat_names[i] = n->names[i];
        } else {
            cfg.seat_kind[i] = NET_SEAT_REMOTE;
            if (!sc->net && n->seat < 0) n->seat = i;
        }
        at += (size_t)snprintf(n->players + at, at < sizeof n->players ? sizeof n->players - at : 0, "%s%s",
                               i ? "," : "", spec); /* the autosave's seats, as serve --load reads them */
    }
    return start_hosting(app, n, &cfg, app->net_port > 0 ? app->net_port : NET_DEFAULT_PORT,
                         n->seat >= 0 ? S->seats[n->seat].name : "");
}

bool net_play_hosted_save(const UiApp *app, char *what, size_t n)
{
    char path[700];
    if (!app->pref_dir[0]) return false;
    hosted_path(app, path, sizeof path);
    if (access(path, F_OK) != 0) return false;
    /* the game's title is enough for the button; the whole save is read when it is opened */
    size_t len = 0;
    char *text = json_read_file(path, &len, NULL);
    cJSON *gid = text ? json_parse_member(text, len, "game") : NULL;
    cJSON *setup = text ? json_parse_member(text, len, "setup") : NULL;
    const GameModule *m = cJSON_IsString(gid) ? games_find(gid->valuestring) : NULL;
    const cJSON *players = cJSON_GetObjectItemCaseSensitive(setup, "players");
    int np = cJSON_IsNumber(players) ? players->valueint : 0;
    if (np > 0 && np <= GM_MAX_PLAYERS) snprintf(what, n, "%s, %d players", m ? m->title : "a game", np);
    else snprintf(what, n, "%s", m ? m->title : "a game");
    cJSON_Delete(gid);
    cJSON_Delete(setup);
    free(text);
    return true;
}

bool net_play_resume(UiApp *app)
{
    char path[700];
    hosted_path(app, path, sizeof path);
    UiNet *n = calloc(1, sizeof *n);
    if (!n) return false;
    NetHostConfig cfg = {0};
    Error err = {{0}};
    play_end(app);
    if (!net_host_resume(path, play_find_save_set, app, &n->resume, &cfg, &err) || cfg.progress.window_seat < 0) {
        if (!err.msg[0]) error_set(&err, path, "serve.window_seat", "expected the hosting window's own seat");
        net_free(n);
        play_quarantine(app, path, "The hosted game's autosave", err.msg);
        app_goto_menu(app, NULL);
        return false;
    }
    snprintf(n->code, sizeof n->code, "%s", n->resume.code);
    snprintf(n->players, sizeof n->players, "%s", n->resume.players);
    cfg.code = n->code;
    cfg.players = n->players;
    n->seat = cfg.progress.window_seat;
    int first = cfg.progress.port ? cfg.progress.port : app->net_port > 0 ? app->net_port : NET_DEFAULT_PORT;
    app->menu_notice[0] = 0;
    return start_hosting(app, n, &cfg, first, cfg.progress.names[n->seat]);
}

bool net_play_join(UiApp *app)
{
    app->join_error[0] = 0;
    char host[96];
    const char *a = app->join_addr + strspn(app->join_addr, " \t");
    snprintf(host, sizeof host, "%s", a);
    for (size_t k = strlen(host); k > 0 && (host[k - 1] == ' ' || host[k - 1] == '\t'); k--) host[k - 1] = 0;
    long port = NET_DEFAULT_PORT;
    char *colon = strrchr(host, ':');
    if (colon) {
        char *end;
        port = strtol(colon + 1, &end, 10);
        *colon = 0;
        if (*end || port <= 0 || port > 65535) {
            snprintf(app->join_error, sizeof app->join_error, "\"%s\": the port after ':' must be a number from 1 to 65535",
                     app->join_addr);
            return false;
        }
    }
    /* the name and address are offered again next time (the code is this game's alone) */
    UiSettings *s = &app->settings;
    if (strcmp(s->join_name, app->join_name) != 0 || strcmp(s->join_addr, app->join_addr) != 0) {
        snprintf(s->join_name, sizeof s->join_name, "%s", app->join_name);
        snprintf(s->join_addr, sizeof s->join_addr, "%s", app->join_addr);
        app_settings_changed(app);
    }
    UiNet *n = calloc(1, sizeof *n);
    if (!n) return false;
    n->seat = -1;
    n->watching = app->join_watch;
    n->port = (uint16_t)port;
    net_code_normalize(app->join_code, n->code, sizeof n->code);
    snprintf(n->addr, sizeof n->addr, "%s", host);
    Error err = {{0}};
    if (!connect_client(app, n, host, app->join_name, &err)) {
        snprintf(app->join_error, sizeof app->join_error, "%s", err.msg);
        net_free(n);
        app->scene = SCENE_NET_JOIN;
        return false;
    }
    return true;
}

/* A game hosted again: its log so far comes back as this window's seat saw
 * it, each move's events in that seat's view (what the host sent it then). */
static void log_so_far(UiApp *app, const UiNet *n)
{
    const GameRecord *rec = &n->resume.rec;
    const GameModule *m = rec->module;
    Error err = {{0}};
    GameState *w = record_replay(rec, 0, &err);
    View *v = malloc(sizeof *v);
    uint32_t seq = 0;
    for (int i = 0; w && v && i < rec->nactions; i++) {
        if (!m->apply(w, rec->actions[i])) break; /* the save's moves were checked when it was read */
        memset(v, 0, sizeof *v);
        m->view(w, n->seat, v);
        if (v->event_seq != seq && v->last_event[0]) play_log_event(app, -1, v->last_event);
        seq = v->event_seq;
    }
    free(v);
    game_free(w);
}

/* The first state: the table is set up from the lobby (game, set, names) and shows it. */
static bool enter_table(UiApp *app, UiNet *n)
{
    UiSession *S = &app->s;
    const NetLobbyMsg *L = net_client_lobby(n->client);
    const GameModule *m = L ? games_find(L->game) : NULL;
    if (!m) {
        snprintf(n->status, sizeof n->status, "The host plays a game this computer does not have (%s).",
                 L ? L->game : "no lobby");
        return false;
    }
    if (S->m != m || !S->sets) {
        play_end(app);
        S->m = m;
        if (!play_load_sets(app, m)) {
            snprintf(n->status, sizeof n->status, "No card set of %s could be loaded here.", m->title);
            return false;
        }
    }
    S->set_idx = -1;
    for (int i = 0; i < S->nsets; i++)
        if (strcmp(S->sets[i]->id, L->set) == 0) S->set_idx = i;
    if (S->set_idx < 0) {
        snprintf(n->status, sizeof n->status, "The host plays with the card set \"%s\", which this computer does not have.",
                 L->set);
        return false;
    }
    if (!play_load_layout(app, true)) return false;
    play_end(app);
    S->nplayers = L->num_players;
    S->setup.num_players = L->num_players;
    for (int i = 0; i < L->num_players; i++) {
        SeatCfg *sc = &S->seats[i];
        sc->ai = L->seats[i].kind == NET_SEAT_AI;
        sc->level = -1; /* the host's AI: its strength is the host's business */
        sc->colour = i;
        if (L->seats[i].name[0]) snprintf(sc->name, sizeof sc->name, "%s", L->seats[i].name);
        else snprintf(sc->name, sizeof sc->name, "%s %d", sc->ai ? "Computer" : "Player", i + 1);
    }
    n->seat = net_client_seat(n->client);
    S->observer = n->seat;
    memset(S->view, 0, sizeof *S->view);
    n->at_table = true;
    if (n->seat < 0) play_log(app, -1, "Game of %s over the network: you are watching (the public table)", m->title);
    else play_log(app, -1, "Game of %s over the network: you are %s", m->title, seat_name(app, n->seat));
    if (n->resume.rec.module) {
        log_so_far(app, n);
        play_log(app, -1, "Hosted again from its autosave after %d move%s; the players rejoin with the code",
                 n->resume.rec.nactions, n->resume.rec.nactions == 1 ? "" : "s");
    }
    app->scene = SCENE_TABLE;
    app->overlay = OV_NONE;
    n->states_shown = net_client_state_count(n->client);
    play_refresh(app, NULL, NULL);
    return true;
}

void net_play_update(UiApp *app)
{
    UiNet *n = app->net;
    if (!n) return;
    if (n->host) net_host_step(n->host, 0);
    NetClientStatus st = net_client_step(n->client, 0);
    if (st != n->connection) app_dirty(app); /* the corner says whether the host is there */
    n->connection = st;
    if (n->host) net_host_step(n->host, 0); /* the answer to what the client just sent */
    if (app->scene == SCENE_NET_LOBBY) {
        char words[sizeof n->lobby_shown];
        net_lobby_lines(app, words, sizeof words);
        size_t at = strlen(words);
        snprintf(words + at, sizeof words - at, "|%s|%d", net_play_status(app), n->host && net_host_all_joined(n->host));
        if (strcmp(words, n->lobby_shown) != 0) { /* who has joined, or the connection's news */
            snprintf(n->lobby_shown, sizeof n->lobby_shown, "%s", words);
            app_dirty(app);
        }
        const NetLobbyMsg *L = net_client_lobby(n->client);
        const GameModule *lm = L ? games_find(L->game) : NULL;
        if (lm && app->s.m != lm) { /* the game's sets: the lobby names the host's by its name */
            app->s.m = lm;
            play_load_sets(app, lm);
        }
        /* once: a table that cannot be set here (a set this computer lacks) stays said in the lobby */
        if (net_client_last_state(n->client) && !n->at_table && !n->status[0]) enter_table(app, n);
        return;
    }
    if (n->host && !n->autosave_gone && n->autosave[0] && net_host_stats(n->host)->games_done > 0) {
        unlink(n->autosave); /* the game is over: nothing to host again */
        n->autosave_gone = true;
    }
    if (!n->at_table || app->scene != SCENE_TABLE) return;
    const char *status = net_play_status(app);
    if (strcmp(status, n->status_shown) != 0) { /* news: someone missing, back, or the host gone quiet */
        snprintf(n->status_shown, sizeof n->status_shown, "%s", status);
        if (net_client_error(n->client)[0]) play_rebuild_index(app); /* no host: nothing glows as a move */
        app_dirty(app);
    }
    unsigned count = net_client_state_count(n->client);
    if (count != n->states_shown) {
        n->states_shown = count;
        app->s.has_hint = false; /* a hint is for the position it was asked in */
        if (strcmp(app->s.notice, NET_SENT) == 0) app->s.notice[0] = 0; /* the host answered */
        View *before = app->s.scratch;
        memcpy(before, app->s.view, sizeof *before);
        play_refresh(app, before, NULL);
    }
    hint_answer(app, n);
    /* the round trip is redrawn once a second at most: a new figure is no reason for a frame */
    int rtt = net_client_rtt_ms(n->client);
    bool rtt_due = rtt != n->rtt_shown && app->now - n->rtt_at >= 1.0;
    /* a computer seat thinking: its sign moves; anything else (a host gone quiet, lost,
     * done) is a change of words, drawn once: an ended table does not spin */
    if (rtt_due || net_play_thinking_seat(app) >= 0) {
        n->rtt_shown = rtt;
        n->rtt_at = app->now;
        app_dirty(app);
    }
}

void net_play_hint(UiApp *app)
{
    UiNet *n = app->net;
    UiSession *S = &app->s;
    const NetStateMsg *m = n ? net_client_last_state(n->client) : NULL;
    if (!m || S->nlegal == 0 || n->hint_asked) return;
    bool asked = net_client_ask_advice(n->client, m->seq, NET_HINT_AI);
    if (asked) {
        n->hint_asked = true;
        n->hint_seq = m->seq;
    }
    snprintf(S->notice, sizeof S->notice, "%s", asked ? "Asking the host for a hint…" : "No hint: the host cannot be reached");
    S->notice_until = app->now + (asked ? 30 : 4);
    if (asked) n->hint_notice_until = S->notice_until;
    app_dirty(app);
}

/* The host's answer to a hint: the move glows and is said, if it is still this position's. */
static void hint_answer(UiApp *app, UiNet *n)
{
    UiSession *S = &app->s;
    const NetAdviceMsg *a = n->hint_asked ? net_client_last_advice(n->client) : NULL;
    const NetStateMsg *m = net_client_last_state(n->client);
    if (!a || a->seq != n->hint_seq) return;
    n->hint_asked = false;
    bool now = m && m->seq == a->seq && S->nlegal > 0;
    if (now && a->index >= 0 && a->index < S->nlegal) {
        S->has_hint = true;
        S->hint = S->legal[a->index];
        snprintf(S->notice, sizeof S->notice, "Hint: %s", S->desc[a->index].label);
        S->notice_until = app->now + 5;
    } else if (now) {
        snprintf(S->notice, sizeof S->notice, "The host gave no hint this time");
        S->notice_until = app->now + 4;
    } else if (S->notice_until == n->hint_notice_until) {
        S->notice[0] = 0; /* the position moved on before the answer came */
    }
    app_dirty(app);
}

int net_play_thinking_seat(const UiApp *app)
{
    const UiNet *n = app->net;
    if (!n || !n->at_table) return -1;
    int seat;
    if (n->host) return net_host_thinking(n->host, &seat) ? seat : -1;
    if (net_client_thinking(n->client, &seat, NULL)) return seat; /* the host said so */
    /* until the host's word comes: the seat to move is the host's computer */
    const NetStateMsg *m = net_client_last_state(n->client);
    if (!m || m->view.terminal || net_client_error(n->client)[0]) return -1;
    int cp = m->view.current_player;
    return cp >= 0 && cp < app->s.nplayers && app->s.seats[cp].ai ? cp : -1;
}

double net_play_thinking_progress(const UiApp *app)
{
    int percent;
    if (!net_play_active(app) || !net_client_thinking(app->net->client, NULL, &percent)) return 0;
    return percent / 100.0;
}

int net_play_wait_ms(const UiApp *app, int wait_ms)
{
    return app->net && wait_ms > 15 ? 15 : wait_ms;
}

void net_play_view(UiApp *app, View *v)
{
    const NetStateMsg *m = app->net ? net_client_last_state(app->net->client) : NULL;
    if (m) memcpy(v, &m->view, sizeof *v);
}

void net_play_index(UiApp *app)
{
    UiSession *S = &app->s;
    const NetStateMsg *m = app->net ? net_client_last_state(app->net->client) : NULL;
    if (!m || S->summary_open || m->seat < 0 || net_client_seat(app->net->client) != m->seat) return;
    if (net_client_error(app->net->client)[0]) return; /* no host to send a move to: the notice says so */
    int n = m->nlegal < GM_MAX_ACTIONS ? m->nlegal : GM_MAX_ACTIONS;
    for (int i = 0; i < n; i++) {
        ActionDesc *d = &S->desc[i];
        memset(d, 0, sizeof *d);
        snprintf(d->label, sizeof d->label, "%s", m->legal[i].label);
        snprintf(d->src_zone, sizeof d->src_zone, "%s", m->legal[i].src_zone);
        snprintf(d->dst_zone, sizeof d->dst_zone, "%s", m->legal[i].dst_zone);
        d->src_index = m->legal[i].src_index;
        d->dst_index = m->legal[i].dst_index;
        play_name_desc_for(app, d, m->seat);
        S->legal[i] = (Action){.kind = (int16_t)i};
    }
    S->nlegal = n;
}

bool net_play_commit(UiApp *app, Action a)
{
    UiSession *S = &app->s;
    if (!app->net) return false;
    if (!net_client_act(app->net->client, a.kind)) {
        snprintf(S->notice, sizeof S->notice, "The move was not sent: the host cannot be reached");
        S->notice_until = app->now + 4;
        app_dirty(app);
        return false;
    }
    /* nothing more to click until the host's answer comes */
    S->nlegal = 0;
    S->picked = -1;
    snprintf(S->notice, sizeof S->notice, "%s", NET_SENT);
    S->notice_until = app->now + 1.0;
    app_dirty(app);
    return true;
}

bool net_play_cut_off(const UiApp *app)
{
    const UiNet *n = app->net;
    if (!n || n->hosting || !n->client) return false;
    const NetStateMsg *st = net_client_last_state(n->client);
    if (st && st->view.terminal) return false;
    const char *err = net_client_error(n->client);
    return (err[0] && strcmp(err, "we left") != 0) || net_client_silent_ms(n->client) > NET_QUIET_MS;
}

const char *net_play_status(const UiApp *app)
{
    const UiNet *n = app->net;
    if (!n) return "";
    static char out[400];
    if (n->status[0]) return n->status;
    const char *err = net_client_error(n->client);
    const NetStateMsg *st = net_client_last_state(n->client);
    int quiet = net_client_silent_ms(n->client);
    if (err[0] && strcmp(err, "we left") != 0) {
        if (st && st->view.terminal) snprintf(out, sizeof out, "The game is over; the host has closed the table.");
        else if (strstr(err, "refused")) snprintf(out, sizeof out, "The host refused to let you in: %s.", err);
        else snprintf(out, sizeof out, "The host cannot be reached: %s.", err);
    } else if (!net_client_lobby(n->client)) {
        snprintf(out, sizeof out, "Connecting to %s:%u…", n->addr, (unsigned)n->port);
    } else if (quiet > NET_QUIET_MS) {
        snprintf(out, sizeof out, "The host is not answering (%d s)…", quiet / 1000);
    } else {
        const char *notice = net_client_notice(n->client);
        snprintf(out, sizeof out, "%s", strcmp(notice, "every seat is back") == 0 ? "" : notice);
        if (out[0] >= 'a' && out[0] <= 'z') out[0] = (char)(out[0] - 'a' + 'A'); /* "Seat 2 (Bea) is missing…" */
    }
    return out;
}

void net_lobby_lines(const UiApp *app, char *out, size_t cap)
{
    out[0] = 0;
    const UiNet *n = app->net;
    const NetLobbyMsg *L = n ? net_client_lobby(n->client) : NULL;
    if (!L) return;
    size_t at = 0;
    int mine = net_client_seat(n->client);
    for (int i = 0; i < L->num_players && at < cap; i++) {
        const NetLobbySeat *s = &L->seats[i];
        char who[64];
        if (s->name[0]) snprintf(who, sizeof who, "%s", s->name);
        else snprintf(who, sizeof who, "%s", s->kind == NET_SEAT_AI ? "Computer" : s->joined ? "A player" : "—");
        const char *what = s->kind == NET_SEAT_AI ? "a computer seat (plays on the host)"
                         : i == mine             ? "you"
                         : s->joined             ? "joined"
                                                 : "waiting for a player to join";
        at += (size_t)snprintf(out + at, cap - at, "%sSeat %d · %s · %s", at ? "\n" : "", i + 1, who, what);
    }
}

/* Words over the table: the round trip, a host gone quiet or lost, who is
 * missing, and at the end a way back to the menu. */
void net_play_table_notes(UiApp *app)
{
    UiNet *n = app->net;
    if (!net_play_active(app)) return;
    UiGfx *g = &app->gfx;
    UiSession *S = &app->s;
    const char *status = net_play_status(app);
    bool lost = net_client_error(n->client)[0] != 0;
    char rtt[160];
    /* no connection, no round trip: ENet's last figure would look like a slow host */
    if (n->connection == NC_DONE) snprintf(rtt, sizeof rtt, "The host has closed the table");
    else if (lost || n->connection != NC_PLAYING) snprintf(rtt, sizeof rtt, "Not connected");
    else snprintf(rtt, sizeof rtt, "Round trip %d ms", n->rtt_shown);
    if (n->hosting) /* what a player who lost it needs to rejoin */
        snprintf(rtt, sizeof rtt, "Port %u · code %s", (unsigned)n->port, n->code);
    else if (n->watching) snprintf(rtt + strlen(rtt), sizeof rtt - strlen(rtt), " · watching");
    gfx_text(g, FACE_SANS, 13, rgba(255, 240, 210, 200), 1586, 58, ALIGN_RIGHT, rtt);
    bool over = S->view->terminal || (lost && net_client_last_result(n->client));
    if (status[0] || over) {
        char text[600];
        if (over) snprintf(text, sizeof text, "Game over%s%s", S->view->result[0] ? ": " : "", S->view->result);
        else snprintf(text, sizeof text, "%s", status);
        float w = 760, h = gfx_text_wrap_height(g, FACE_BOLD, 17, w - 32, text) + 24 + (over || lost ? 52 : 0);
        SDL_FRect box = {800 - w / 2, 74, w, h};
        SDL_Color bg = over ? rgba(20, 50, 30, 235) : lost ? rgba(110, 30, 20, 240) : rgba(100, 70, 10, 235);
        gfx_rrect(g, box, 10, bg, bg);
        gfx_rrect_outline(g, box, 10, 1.5f, rgba(255, 220, 160, 200));
        gfx_text_wrap(g, FACE_BOLD, 17, WHITE, box.x + 16, box.y + 12, w - 32, ALIGN_CENTER, text);
        if (over || lost) {
            SDL_FRect b = {800 - 130, box.y + h - 50, 260, 40};
            if (lost && !over) b.x = 800 - 270;
            if (ui_button(app, b, "Back to the menu", true, true)) {
                app_goto_menu(app, NULL);
                return;
            }
            if (lost && !over && ui_button(app, (SDL_FRect){800 + 10, b.y, 260, 40}, "Rejoin my seat", true, false)) {
                Error err = {{0}};
                NetClient *c = net_client_new(n->addr, n->port, n->code, NULL, NULL, &err);
                if (c) {
                    net_client_set_role(c, n->watching, n->seat);
                    net_client_set_name(c, n->seat >= 0 ? seat_name(app, n->seat) : app->join_name);
                    net_client_free(n->client);
                    n->client = c;
                    n->states_shown = 0;
                }
                app_dirty(app);
                return;
            }
        }
    }
}

void ui_app_set_net_port(UiApp *app, int port) { app->net_port = port; }

const char *ui_app_net_text(const UiApp *app, const char *field)
{
    static char out[1024];
    const UiNet *n = app->net;
    out[0] = 0;
    if (!n) return out;
    if (strcmp(field, "code") == 0) snprintf(out, sizeof out, "%s", n->hosting ? n->code : "");
    else if (strcmp(field, "port") == 0) snprintf(out, sizeof out, "%u", (unsigned)n->port);
    else if (strcmp(field, "status") == 0) snprintf(out, sizeof out, "%s", net_play_status(app));
    else if (strcmp(field, "lobby") == 0) net_lobby_lines(app, out, sizeof out);
    else if (strcmp(field, "rtt") == 0) snprintf(out, sizeof out, "%d", net_client_rtt_ms(n->client));
    else if (strcmp(field, "moves") == 0) snprintf(out, sizeof out, "%d", n->at_table ? app->s.nlegal : 0);
    else if (strcmp(field, "over") == 0) snprintf(out, sizeof out, "%d", n->at_table && app->s.view->terminal);
    else if (strcmp(field, "seat") == 0) snprintf(out, sizeof out, "%d", net_client_seat(n->client));
    else if (strcmp(field, "connected") == 0) snprintf(out, sizeof out, "%d", n->connection == NC_PLAYING);
    else if (strcmp(field, "thinking") == 0) /* "seat percent" as this table shows it, "" when nobody thinks */
        if (net_play_thinking_seat(app) >= 0)
            snprintf(out, sizeof out, "%d %d", net_play_thinking_seat(app), (int)(net_play_thinking_progress(app) * 100 + 0.5));
    return out;
}

/* The lobby: how others join (hosting), the seats and who has joined, the
 * game and set, Start (hosting) and Leave. */
void scene_net_lobby(UiApp *app)
{
    UiNet *n = app->net;
    UiGfx *g = &app->gfx;
    if (!n) {
        app_goto_menu(app, NULL);
        return;
    }
    ui_felt(app, rgba(0x2f, 0x6b, 0x4a, 255), rgba(0x14, 0x36, 0x25, 255));
    const NetLobbyMsg *L = net_client_lobby(n->client);
    const GameModule *m = L ? games_find(L->game) : NULL;
    char t[200];
    if (n->hosting) snprintf(t, sizeof t, "Hosting %s", m ? m->title : "a game");
    else snprintf(t, sizeof t, "Joining %s:%u", n->addr, (unsigned)n->port);
    gfx_text_line(g, FACE_SERIF_BOLD, 40, rgba(0xff, 0xe2, 0xa0, 255), (SDL_FRect){150, 30, 1300, 56}, ALIGN_CENTER, t);
    SDL_FRect p = {300, 110, 1000, 640};
    ui_panel(app, p);
    float y = p.y + 24;
    SDL_Color cream = rgba(0xff, 0xf0, 0xd2, 235), gold = rgba(0xff, 0xe2, 0xa0, 255);
    if (n->hosting) {
        char where[300] = "";
        size_t at = 0;
        for (int i = 0; i < n->naddrs && at < sizeof where; i++)
            at += (size_t)snprintf(where + at, sizeof where - at, "%s%s:%u", i ? "  or  " : "", n->addrs[i], (unsigned)n->port);
        if (!n->naddrs) snprintf(where, sizeof where, "this computer's address, port %u", (unsigned)n->port);
        gfx_text_line(g, FACE_SANS, 18, cream, (SDL_FRect){p.x + 30, y, p.w - 60, 28}, ALIGN_LEFT, "Players join with the address and the code:");
        y += 34;
        gfx_text_line(g, FACE_BOLD, 22, WHITE, (SDL_FRect){p.x + 30, y, p.w - 60, 32}, ALIGN_LEFT, where);
        y += 40;
        gfx_text_line(g, FACE_SERIF_BOLD, 34, gold, (SDL_FRect){p.x + 30, y, p.w - 60, 46}, ALIGN_LEFT, n->code);
        y += 56;
        char fw[200];
        snprintf(fw, sizeof fw, "(UDP port %u must be open to them on this computer's firewall)%s", (unsigned)n->port,
                 n->spectators ? "  ·  Spectators may join to watch the public table." : "");
        gfx_text_line(g, FACE_SANS, 14, cream, (SDL_FRect){p.x + 30, y, p.w - 60, 22}, ALIGN_LEFT, fw);
        y += 34;
    }
    if (L) {
        const CardSet *set = NULL;
        for (int i = 0; i < app->s.nsets; i++)
            if (app->s.m == m && strcmp(app->s.sets[i]->id, L->set) == 0) set = app->s.sets[i];
        char gs[200];
        snprintf(gs, sizeof gs, "%s · card set: %s", m ? m->title : L->game, set ? set->name : L->set);
        gfx_text_line(g, FACE_BOLD, 20, gold, (SDL_FRect){p.x + 30, y, p.w - 60, 30}, ALIGN_LEFT, gs);
        y += 40;
        char lines[1024];
        net_lobby_lines(app, lines, sizeof lines);
        for (char *line = strtok(lines, "\n"); line; line = strtok(NULL, "\n")) {
            gfx_text_line(g, FACE_SANS, 19, WHITE, (SDL_FRect){p.x + 50, y, p.w - 80, 30}, ALIGN_LEFT, line);
            y += 36;
        }
    }
    const char *status = net_play_status(app);
    bool lost = net_client_error(n->client)[0] != 0;
    char say[400];
    int waiting = 0;
    for (int i = 0; L && i < L->num_players; i++) waiting += L->seats[i].kind == NET_SEAT_REMOTE && !L->seats[i].joined;
    if (status[0]) snprintf(say, sizeof say, "%s", status);
    else if (n->hosting && waiting) snprintf(say, sizeof say, "Waiting for %d more player%s to join: Start is open once every seat is taken.", waiting, waiting > 1 ? "s" : "");
    else if (n->hosting) snprintf(say, sizeof say, "Every seat is taken: start when you are ready.");
    else if (n->watching) snprintf(say, sizeof say, "Waiting for the host to start the game: you will watch the public table.");
    else snprintf(say, sizeof say, "Waiting for the host to start the game.");
    gfx_text_box(g, FACE_BOLD, 17, lost ? rgba(255, 170, 140, 255) : cream, (SDL_FRect){p.x + 30, p.y + p.h - 70, p.w - 60, 50}, ALIGN_LEFT, true, say);
    if (ui_button(app, (SDL_FRect){40, 812, 200, 56}, lost ? "Back" : "Leave", true, false)) {
        app_goto_menu(app, NULL);
        return;
    }
    if (n->hosting) {
        bool ready = net_host_all_joined(n->host) && !lost;
        if (ui_button(app, (SDL_FRect){1300, 812, 260, 56}, "Start game", ready, true)) {
            net_host_start(n->host);
            app_dirty(app);
            return;
        }
        if (!ready && ui_hover(app, (SDL_FRect){1300, 812, 260, 56})) table_tooltip(app, say, app->mx, app->my);
    }
}
