/* net_host_table.c — the host's table: the only engine.  It starts and ends
 * the games, plays the computer seats (and the seats of players who left),
 * keeps the table's status in words, autosaves after every move and answers
 * a player's request for advice from an AI. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "core/json_util.h"
#include "core/rng.h"
#include "net/net_host_int.h"

/* ---- status: who is missing ---- */
static void update_status(NetHost *h)
{
    char text[sizeof h->status];
    size_t at = 0;
    text[0] = '\0';
    for (int p = 0; p < h->cfg.setup.num_players; p++) {
        if (!h->missing[p]) continue;
        char who[64] = "";
        if (h->names[p][0]) snprintf(who, sizeof who, " (%s)", h->names[p]);
        at += (size_t)snprintf(text + at, sizeof text - at, "%sseat %d%s is missing (%s)", at ? "; " : "", p + 1, who,
                               h->standing_in[p] ? "the computer plays it" : "waiting for it to rejoin");
        if (at >= sizeof text) break;
    }
    if (strcmp(text, h->status) == 0) return;
    snprintf(h->status, sizeof h->status, "%s", text);
    host_log(h, "%s", text[0] ? text : "every seat is back");
    h->rec.len = 0;
    net_encode_text(&h->rec, NR_NOTICE, text[0] ? text : "every seat is back");
    host_send_all(h);
}

void table_seat_left(NetHost *h, int seat)
{
    h->missing[seat] = true;
    h->left_at[seat] = host_now(h);
    h->standing_in[seat] = false;
    host_log(h, "seat %d left; it is held %d s for its player to rejoin", seat + 1, h->cfg.rejoin_seconds);
    update_status(h);
}

void table_seat_back(NetHost *h, int seat)
{
    h->missing[seat] = false;
    h->standing_in[seat] = false;
    h->stats.rejoins++;
    host_log(h, "seat %d rejoined", seat + 1);
    update_status(h);
}

/* A resumed table plays on as after a drop of every player: each seat is
 * missing (the computer stands in when the rejoin time is up) until its
 * player comes back; the window that hosts is back at once. */
void table_resume(NetHost *h)
{
    uint32_t now = host_now(h);
    for (int p = 0; p < h->cfg.setup.num_players; p++) {
        if (h->cfg.seat_kind[p] != NET_SEAT_REMOTE || (h->cfg.window && p == h->cfg.window_seat)) continue;
        h->missing[p] = true;
        h->left_at[p] = now;
    }
    update_status(h);
    table_start_game(h);
}

/* a missing seat whose time is up goes to the computer, when the host allows it */
void table_update_seats(NetHost *h)
{
    if (h->cfg.no_stand_in || h->finished) return;
    uint32_t now = host_now(h);
    bool changed = false;
    for (int p = 0; p < h->cfg.setup.num_players; p++) {
        if (!h->missing[p] || h->standing_in[p]) continue;
        if (now - h->left_at[p] < (uint32_t)h->cfg.rejoin_seconds * 1000u) continue;
        h->standing_in[p] = true;
        changed = true;
    }
    if (changed) update_status(h);
}

/* ---- autosave ---- */
static void autosave(NetHost *h)
{
    if (!h->cfg.autosave) return;
    Error err = {{0}};
    cJSON *j = save_to_json(&h->record, &err);
    if (!j) {
        host_log(h, "could not autosave: %s", err.msg);
        return;
    }
    cJSON *s = cJSON_AddObjectToObject(j, "serve");
    cJSON_AddStringToObject(s, "players", h->cfg.players ? h->cfg.players : "");
    cJSON_AddStringToObject(s, "code", h->cfg.code);
    cJSON_AddNumberToObject(s, "games", h->cfg.games);
    cJSON_AddNumberToObject(s, "game_index", h->game - 1);
    cJSON_AddNumberToObject(s, "games_done", h->stats.games_done);
    cJSON_AddNumberToObject(s, "port", h->cfg.port);
    if (h->cfg.window) cJSON_AddNumberToObject(s, "window_seat", h->cfg.window_seat);
    cJSON *ret = cJSON_AddArrayToObject(s, "returns"), *wins = cJSON_AddArrayToObject(s, "wins");
    cJSON *names = cJSON_AddArrayToObject(s, "names");
    for (int p = 0; p < h->cfg.setup.num_players; p++) {
        cJSON_AddItemToArray(ret, cJSON_CreateNumber(h->stats.returns[p]));
        cJSON_AddItemToArray(wins, cJSON_CreateNumber(h->stats.wins[p]));
        const char *name = h->cfg.seat_kind[p] == NET_SEAT_REMOTE ? h->names[p] : h->cfg.seat_names[p];
        cJSON_AddItemToArray(names, cJSON_CreateString(name ? name : ""));
    }
    if (!json_save_file(h->cfg.autosave, j, &err)) host_log(h, "could not autosave: %s", err.msg);
    cJSON_Delete(j);
}

bool net_host_load(const char *path, SaveSetFinder find_set, void *ctx, GameRecord *out, GameState **out_state,
                   char *players, size_t players_cap, char *code, size_t code_cap, NetHostProgress *progress,
                   Error *err)
{
    memset(progress, 0, sizeof *progress);
    progress->window_seat = -1;
    if (!save_load(path, find_set, ctx, out, out_state, err)) return false;
    cJSON *j = json_load_file(path, err);
    const cJSON *s = j ? cJSON_GetObjectItemCaseSensitive(j, "serve") : NULL;
    const cJSON *pl = cJSON_GetObjectItemCaseSensitive(s, "players"), *cd = cJSON_GetObjectItemCaseSensitive(s, "code");
    if (!cJSON_IsObject(s) || !cJSON_IsString(pl) || !cJSON_IsString(cd)) {
        if (j) error_set(err, path, "serve", "expected the host's progress (players, code): not a `serve` autosave");
        cJSON_Delete(j);
        record_free(out);
        game_free(*out_state);
        *out_state = NULL;
        return false;
    }
    snprintf(players, players_cap, "%s", pl->valuestring);
    snprintf(code, code_cap, "%s", cd->valuestring);
    const cJSON *gi = cJSON_GetObjectItemCaseSensitive(s, "game_index");
    const cJSON *gd = cJSON_GetObjectItemCaseSensitive(s, "games_done");
    const cJSON *gn = cJSON_GetObjectItemCaseSensitive(s, "games");
    progress->games = cJSON_IsNumber(gn) && gn->valueint > 0 ? gn->valueint : 1;
    progress->game_index = cJSON_IsNumber(gi) && gi->valueint > 0 ? gi->valueint : 0;
    progress->games_done = cJSON_IsNumber(gd) && gd->valueint > 0 ? gd->valueint : 0;
    const cJSON *ws = cJSON_GetObjectItemCaseSensitive(s, "window_seat"), *po = cJSON_GetObjectItemCaseSensitive(s, "port");
    progress->window_seat = cJSON_IsNumber(ws) && ws->valueint >= 0 && ws->valueint < out->setup.num_players ? ws->valueint : -1;
    progress->port = cJSON_IsNumber(po) && po->valueint > 0 && po->valueint <= 65535 ? (uint16_t)po->valueint : 0;
    const cJSON *ret = cJSON_GetObjectItemCaseSensitive(s, "returns"), *wins = cJSON_GetObjectItemCaseSensitive(s, "wins");
    const cJSON *names = cJSON_GetObjectItemCaseSensitive(s, "names");
    for (int p = 0; p < GM_MAX_PLAYERS; p++) {
        const cJSON *r = cJSON_GetArrayItem(ret, p), *w = cJSON_GetArrayItem(wins, p), *nm = cJSON_GetArrayItem(names, p);
        progress->returns[p] = cJSON_IsNumber(r) ? r->valuedouble : 0;
        progress->wins[p] = cJSON_IsNumber(w) ? w->valueint : 0;
        if (cJSON_IsString(nm)) snprintf(progress->names[p], sizeof progress->names[p], "%s", nm->valuestring);
    }
    cJSON_Delete(j);
    return true;
}

/* ---- the games ---- */
void table_send_states(NetHost *h)
{
    const GameModule *m = h->cfg.module;
    h->seq++;
    h->nlegal = game_is_over(m, h->st) ? 0 : m->legal_actions(h->st, h->legal, GM_MAX_ACTIONS);
    for (int i = 0; i < NET_MAX_CONNS; i++) {
        Conn *c = &h->conns[i];
        if (c->used && (c->seat >= 0 || c->spectator)) host_send_state(h, c);
    }
}

void table_start_game(NetHost *h)
{
    Error err = {{0}};
    game_free(h->st);
    record_free(&h->record);
    const GameRecord *resume = h->cfg.resume;
    if (resume && h->game == 0) {
        h->game = h->cfg.progress.game_index;
        h->st = record_replay(resume, -1, &err);
        record_init(&h->record, resume->module, resume->set, &resume->setup, resume->seed);
        for (int i = 0; i < resume->nactions; i++) record_push(&h->record, resume->actions[i]);
        host_log(h, "resumed game %d after %d moves", h->game + 1, resume->nactions);
    } else {
        uint64_t seed = h->cfg.seed + (uint64_t)h->game;
        h->st = game_new(h->cfg.module, &h->cfg.setup, h->cfg.set, seed, &err);
        record_init(&h->record, h->cfg.module, h->cfg.set, &h->cfg.setup, seed);
    }
    if (!h->st) {
        host_log(h, "could not start the game: %s", err.msg);
        h->finished = true;
        h->rec.len = 0;
        net_encode_text(&h->rec, NR_BYE, "the host could not start the game");
        host_send_all(h);
        return;
    }
    h->game++;
    bool first = !h->started;
    h->started = true;
    autosave(h);
    table_send_states(h);
    if (first) host_send_lobby(h); /* the lobby says the game is on */
}

static void end_game(NetHost *h)
{
    const GameModule *m = h->cfg.module;
    NetResultMsg r;
    memset(&r, 0, sizeof r);
    r.num_players = h->cfg.setup.num_players;
    m->returns(h->st, r.returns);
    View *v = &h->msg->view;
    m->view(h->st, -1, v);
    snprintf(r.result, sizeof r.result, "%s", v->result);
    r.game_index = h->game - 1;
    int best = 0, nbest = 0;
    for (int p = 0; p < r.num_players; p++) {
        h->stats.returns[p] += r.returns[p];
        if (r.returns[p] > r.returns[best]) best = p;
    }
    for (int p = 0; p < r.num_players; p++) nbest += r.returns[p] == r.returns[best];
    if (nbest == 1) h->stats.wins[best]++;
    h->stats.games_done++;
    h->rec.len = 0;
    net_encode_result(&h->rec, &r);
    host_send_all(h);
    if (h->game >= h->cfg.games) {
        h->finished = true;
        h->rec.len = 0;
        net_encode_text(&h->rec, NR_BYE, "all games are over");
        host_send_all(h);
        for (int i = 0; i < NET_MAX_CONNS; i++)
            if (h->conns[i].used) enet_peer_disconnect_later(h->conns[i].peer, 0);
    } else {
        table_start_game(h);
    }
}

bool table_play(NetHost *h, Action a)
{
    if (!h->cfg.module->apply(h->st, a)) return false;
    record_push(&h->record, a);
    h->stats.moves++;
    autosave(h);
    table_send_states(h);
    return true;
}

static const AiConfig *computer_for(const NetHost *h, int seat)
{
    return h->cfg.seat_kind[seat] == NET_SEAT_AI ? h->cfg.ai[seat] : h->standing_in[seat] ? &h->stand_in : NULL;
}

void table_cancel_computer_seat(NetHost *h)
{
    if (h->seat_job) ai_job_cancel_and_free(h->seat_job);
    h->seat_job = NULL;
}

/* Every client hears that a computer seat thinks and how far it is, in
 * steps of 5 %: public (the seat to act is on every table), so the table can
 * show the bar moving rather than a guess. */
static void tell_thinking(NetHost *h, int seat, double progress)
{
    int percent = (int)(progress * 100);
    if (percent < 0) percent = 0;
    if (percent > 100) percent = 100;
    if (h->thinking_told >= 0 && percent < h->thinking_told + 5) return;
    h->thinking_told = percent;
    NetThinkingMsg t = {.seq = h->seq, .seat = seat, .percent = percent};
    h->rec.len = 0;
    net_encode_thinking(&h->rec, &t);
    host_send_all(h);
}

/* The computer seats' searches run on the AI's worker thread, one at a time,
 * polled from each step: the host keeps serving messages (and a window
 * drawing) while one thinks.  Same move as ai_choose with the same seed. */
void table_play_computer_seats(NetHost *h)
{
    const GameModule *m = h->cfg.module;
    while (h->started && !h->finished) {
        if (game_is_over(m, h->st)) {
            table_cancel_computer_seat(h);
            end_game(h);
            continue;
        }
        int seat = m->current_player(h->st);
        const AiConfig *ai = computer_for(h, seat);
        if (h->seat_job && (!ai || seat != h->job_seat || h->seq != h->job_seq)) table_cancel_computer_seat(h);
        if (!ai) return;
        if (!h->seat_job) {
            h->seat_job = ai_job_start(m, h->st, seat, ai, h->cfg.seed * 7919u + h->seq);
            h->job_seat = seat;
            h->job_seq = h->seq;
            h->thinking_told = -1;
            if (!h->seat_job) {
                host_log(h, "the computer at seat %d could not start thinking (out of memory or threads)", seat + 1);
                h->finished = true;
                return;
            }
        }
        Action a;
        double progress = 0;
        if (!ai_job_poll(h->seat_job, &a, &progress)) {
            tell_thinking(h, seat, progress);
            return;
        }
        table_cancel_computer_seat(h);
        if (!table_play(h, a)) {
            host_log(h, "the computer at seat %d chose an illegal move", seat + 1);
            h->finished = true;
            return;
        }
    }
}

bool net_host_thinking(const NetHost *h, int *seat)
{
    if (!h->seat_job) return false;
    if (seat) *seat = h->job_seat;
    return true;
}

/* ---- advice: an AI picks among a player's moves, searching only samples of
 * what that seat may know; only the move's number crosses the wire ---- */
static void send_advice(NetHost *h, Conn *c, uint32_t seq, int index)
{
    NetAdviceMsg a = {.seq = seq, .index = index};
    h->rec.len = 0;
    net_encode_advice(&h->rec, NR_ADVICE, &a);
    host_send_record(h, c, c->seat, false, false);
}

void table_on_advise(NetHost *h, Conn *c, const unsigned char *p, size_t n)
{
    NetAdviceMsg q;
    AiConfig cfg;
    Error err = {{0}};
    const GameModule *m = h->cfg.module;
    if (!net_decode_advice(p, n, &q)) {
        h->stats.dropped_packets++;
        host_log(h, "dropped a malformed request for advice from seat %d", c->seat + 1);
        return;
    }
    bool turn = h->started && !h->finished && q.seq == h->seq && m->current_player(h->st) == c->seat;
    if (!turn || c->advice || !ai_parse_spec(q.spec, &cfg, &err)) {
        if (turn && !c->advice) host_log(h, "seat %d asked for advice from an unknown AI: %s", c->seat + 1, err.msg);
        send_advice(h, c, q.seq, -1);
        return;
    }
    ai_config_deterministic(&cfg);
    if (cfg.iterations > NET_ADVICE_MAX_ITERATIONS) cfg.iterations = NET_ADVICE_MAX_ITERATIONS;
    /* the search starts from a sample of the seat's knowledge, never the true position */
    GameState *sample = game_clone(m, h->st);
    if (!sample) return send_advice(h, c, q.seq, -1);
    Rng rng;
    rng_seed(&rng, h->cfg.seed * 31u + h->seq);
    m->determinize(sample, c->seat, &rng);
    c->advice = ai_job_start(m, sample, c->seat, &cfg, rng_next(&rng));
    c->advice_seq = q.seq;
    game_free(sample);
    if (!c->advice) send_advice(h, c, q.seq, -1);
}

void table_poll_advice(NetHost *h, Conn *c)
{
    Action a;
    if (!ai_job_poll(c->advice, &a, NULL)) return;
    ai_job_cancel_and_free(c->advice);
    c->advice = NULL;
    int index = -1;
    if (c->advice_seq == h->seq)
        for (int i = 0; i < h->nlegal && index < 0; i++)
            if (action_cmp(h->legal[i], a) == 0) index = i;
    h->stats.advice_given += index >= 0;
    send_advice(h, c, c->advice_seq, index);
}
