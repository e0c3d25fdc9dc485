/* net.c — `crowntable serve` (a headless host) and `crowntable join` (a
 * headless player that picks among the moves it is sent). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <cjson/cJSON.h>
#include "ai/ai.h"
#include "cli/cli.h"
#include "core/carddb.h"
#include "core/rng.h"
#include "net/net.h"

static void serve_help(void)
{
    printf("usage: crowntable serve --game ID [--set SET] --players net,net[,ismcts:normal...] --port PORT\n"
           "                        [--code WORDS] [--games N] [--seed S] [--wait SECONDS]\n"
           "                        [--rejoin-seconds N] [--stand-in SPEC|none] [--spectators N]\n"
           "                        [--autosave FILE] [--load FILE]\n"
           "Hosts games without a window: every \"net\" seat is a player who joins with\n"
           "`crowntable join`; other seats are the computer, played here.  Without --code a\n"
           "code of four words is made and printed.  --wait gives up when nothing happens\n"
           "for that long (default 600).  Prints the results as JSON when the games end.\n"
           "A player who drops keeps the seat for --rejoin-seconds (default 60); then the\n"
           "--stand-in AI (default random; none = keep waiting) plays it until the player\n"
           "rejoins.  --spectators lets N people watch the public view (default 0).\n"
           "--autosave writes the game after every move; --load resumes such a save (its\n"
           "game, set, seats and code) and the players rejoin.\n");
}

static bool parse_port(const char *s, uint16_t *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*end || v < 1 || v > 65535) return false;
    *out = (uint16_t)v;
    return true;
}

static int parse_seats(const char *list, const GameModule *m, NetHostConfig *cfg, AiConfig *ai)
{
    Error err = {{0}};
    int n = net_parse_seats(list, m, cfg, ai, &err);
    return n < 0 ? -cli_usage_error("serve", "--players: %s", err.msg) : n;
}

static void print_results(const NetHostConfig *cfg, const NetHostStats *s, const char *players)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "game", cfg->module->id);
    cJSON_AddStringToObject(j, "players", players);
    cJSON_AddNumberToObject(j, "games", s->games_done);
    cJSON *wins = cJSON_AddArrayToObject(j, "wins");
    cJSON *ret = cJSON_AddArrayToObject(j, "mean_return");
    int best = 0, nbest = 0;
    for (int p = 0; p < cfg->setup.num_players; p++) {
        cJSON_AddItemToArray(wins, cJSON_CreateNumber(s->wins[p]));
        cJSON_AddItemToArray(ret, cJSON_CreateNumber(s->games_done ? s->returns[p] / s->games_done : 0));
        if (s->returns[p] > s->returns[best]) best = p;
    }
    for (int p = 0; p < cfg->setup.num_players; p++) nbest += s->returns[p] == s->returns[best];
    if (s->games_done > 0 && nbest == 1) cJSON_AddNumberToObject(j, "winner", best + 1);
    else cJSON_AddNullToObject(j, "winner");
    cJSON_AddNumberToObject(j, "refused_codes", s->refused_codes);
    cJSON_AddNumberToObject(j, "refused_actions", s->refused_actions);
    cJSON_AddNumberToObject(j, "dropped_packets", s->dropped_packets + s->replayed_packets);
    char *text = cJSON_Print(j);
    printf("%s\n", text);
    cJSON_free(text);
    cJSON_Delete(j);
}

int cli_serve(int argc, char **argv)
{
    const char *game = NULL, *set_id = NULL, *players = NULL, *code = NULL, *stand_in = "random";
    const char *autosave = NULL, *load = NULL;
    uint16_t port = 0;
    int games = 1, wait_s = 600, rejoin_s = 60, spectators = 0;
    uint64_t seed = 1;
    for (int i = 1; i < argc; i += 2) { /* every option takes a value */
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0) return serve_help(), 0;
        if (!v) return cli_usage_error("serve", "%s needs a value", a);
        if (strcmp(a, "--game") == 0) game = v;
        else if (strcmp(a, "--set") == 0) set_id = v;
        else if (strcmp(a, "--players") == 0) players = v;
        else if (strcmp(a, "--code") == 0) code = v;
        else if (strcmp(a, "--port") == 0) {
            if (!parse_port(v, &port)) return cli_usage_error("serve", "--port: expected 1..65535, got \"%s\"", v);
        } else if (strcmp(a, "--games") == 0) games = atoi(v);
        else if (strcmp(a, "--seed") == 0) seed = strtoull(v, NULL, 10);
        else if (strcmp(a, "--wait") == 0) wait_s = atoi(v);
        else if (strcmp(a, "--rejoin-seconds") == 0) rejoin_s = atoi(v);
        else if (strcmp(a, "--stand-in") == 0) stand_in = v;
        else if (strcmp(a, "--spectators") == 0) spectators = atoi(v);
        else if (strcmp(a, "--autosave") == 0) autosave = v;
        else if (strcmp(a, "--load") == 0) load = v;
        else return cli_usage_error("serve", "unknown option \"%s\"", a);
    }
    if (!port || (!load && (!game || !players)))
        return cli_usage_error("serve", "--port and either --load or --game and --players are needed");
    if (games < 1 || games > 10000) return cli_usage_error("serve", "--games: expected 1..10000");
    if (rejoin_s < 0 || rejoin_s > 86400) return cli_usage_error("serve", "--rejoin-seconds: expected 0..86400");
    if (spectators < 0 || spectators > NET_MAX_SPECTATORS)
        return cli_usage_error("serve", "--spectators: expected 0..%d", NET_MAX_SPECTATORS);
    static AiConfig ai[GM_MAX_PLAYERS];
    AiConfig stand_in_ai;
    Error err = {{0}};
    NetHostConfig cfg = {.games = games, .seed = seed, .port = port, .rejoin_seconds = rejoin_s,
                         .spectators = spectators, .autosave = autosave};
    if (strcmp(stand_in, "none") == 0) cfg.no_stand_in = true;
    else if (ai_parse_spec(stand_in, &stand_in_ai, &err)) cfg.stand_in = &stand_in_ai;
    else return cli_usage_error("serve", "--stand-in: %s (or \"none\")", err.msg);
    NetResume resumed = {0};
    CliSaveSet sets = {0};
    CardSet *set = NULL;
    if (load) { /* the save's game, set, seats, code and progress */
        if (!net_host_resume(load, cli_find_save_set, &sets, &resumed, &cfg, &err)) {
            fprintf(stderr, "crowntable serve: %s: %s\n", load, err.msg);
            if (sets.why[0]) fprintf(stderr, "  %s\n", sets.why);
            carddb_free(sets.set);
            return 1;
        }
        if (!code) code = cfg.code;
        set = sets.set;
    } else {
        cfg.module = cli_find_game("serve", game);
        if (!cfg.module) return 2;
        setup_default(cfg.module, &cfg.setup);
    }
    const GameModule *m = cfg.module;
    int n = players ? parse_seats(players, m, &cfg, ai) : cfg.setup.num_players; /* --players overrides the save's */
    if (!players) players = cfg.players;
    if (n < 0 || (load && n != cfg.setup.num_players)) {
        if (n >= 0) cli_usage_error("serve", "--players lists %d seats but the save has %d", n, cfg.setup.num_players);
        net_resume_free(&resumed);
        carddb_free(set);
        return n < 0 ? -n : 2;
    }
    cfg.setup.num_players = n;
    cfg.players = players;
    char made[NET_CODE_LEN];
    if (!code) {
        if (!net_init()) return fprintf(stderr, "crowntable serve: could not start the network libraries\n"), 1;
        net_code_random(made, sizeof made, 4);
        code = made;
        fprintf(stderr, "crowntable serve: join code %s\n", code);
    }
    cfg.code = code;
    if (!set && !(set = cli_load_set("serve", m, set_id))) return 1;
    cfg.set = set;
    NetHost *h = net_host_new(&cfg, &err);
    if (!h) {
        fprintf(stderr, "crowntable serve: %s\n", err.msg);
        net_resume_free(&resumed);
        carddb_free(set);
        return 1;
    }
    fprintf(stderr, "crowntable serve: %s on UDP port %u, waiting for players\n", m->title, (unsigned)port);
    /* --wait bounds the time players are missing without progress (moves, games, rejoins) */
    int idle_ms = 0;
    long last = -1;
    bool ok = true;
    while (net_host_step(h, 50)) {
        const NetHostStats *s = net_host_stats(h);
        long progress = (long)s->moves + s->games_done + s->rejoins;
        idle_ms = progress != last ? 0 : idle_ms + 50;
        last = progress;
        if (idle_ms > wait_s * 1000 && !net_host_all_joined(h)) {
            fprintf(stderr, "crowntable serve: players were missing for %d s: giving up\n", wait_s);
            ok = false;
            break;
        }
    }
    const NetHostStats *s = net_host_stats(h);
    if (ok && s->games_done == cfg.games) print_results(&cfg, s, players);
    else ok = false;
    net_host_free(h);
    net_resume_free(&resumed);
    carddb_free(set);
    return ok ? 0 : 1;
}

/* ---- join ---- */
static int choose_random(void *ctx, const NetStateMsg *msg)
{
    return (int)rng_below(ctx, (uint32_t)msg->nlegal);
}

static void join_help(void)
{
    printf("usage: crowntable join HOST:PORT --code WORDS [--bot SPEC | --spectate] [--seat N]\n"
           "                       [--seed S] [--timeout SECONDS] [--retry SECONDS]\n"
           "Joins a game hosted by `crowntable serve` as a headless player.  The player\n"
           "knows only what the host sends its seat (its view and its moves in words).\n"
           "--bot random (the default) picks here; any other AI (greedy, lookahead,\n"
           "ismcts:easy...) is asked of the host, which searches only what this seat may\n"
           "know and sends back the move's number.  --spectate watches the public view\n"
           "(when the host allows spectators).  --seat N asks for seat N (a rejoin).\n"
           "--retry keeps trying for that long when the host cannot be reached or the\n"
           "connection is lost (default 0), asking for the same seat again.\n"
           "Exits 0 when the host ends the games and prints its seat's results as JSON;\n"
           "3 when the host refused us (a wrong code, a full table); 1 when the host\n"
           "cannot be reached or goes quiet for --timeout seconds (default 600).\n");
}

typedef struct JoinArgs {
    const char *where, *code, *bot;
    bool spectate;
    int seat;        /* asked for, -1 = any */
    uint64_t seed;
    int timeout_s, retry_s;
} JoinArgs;

static int parse_join(int argc, char **argv, JoinArgs *ja)
{
    *ja = (JoinArgs){.bot = "random", .seat = -1, .seed = 1, .timeout_s = 600};
    for (int i = 1; i < argc;) { /* HOST:PORT alone, --spectate alone, every other option with a value */
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0) return join_help(), 0;
        if (a[0] != '-' || strcmp(a, "--spectate") == 0) {
            if (a[0] == '-') ja->spectate = true;
            else ja->where = a;
            i++;
            continue;
        }
        if (!v) return cli_usage_error("join", "%s needs a value", a);
        if (strcmp(a, "--code") == 0) ja->code = v;
        else if (strcmp(a, "--bot") == 0) ja->bot = v;
        else if (strcmp(a, "--seat") == 0) ja->seat = atoi(v) - 1;
        else if (strcmp(a, "--seed") == 0) ja->seed = strtoull(v, NULL, 10);
        else if (strcmp(a, "--timeout") == 0) ja->timeout_s = atoi(v);
        else if (strcmp(a, "--retry") == 0) ja->retry_s = atoi(v);
        else return cli_usage_error("join", "unknown option \"%s\"", a);
        i += 2;
    }
    if (!ja->where || !ja->code) return cli_usage_error("join", "HOST:PORT and --code are needed");
    if (ja->seat < -1 || ja->seat >= GM_MAX_PLAYERS) return cli_usage_error("join", "--seat: expected 1..%d", GM_MAX_PLAYERS);
    AiConfig ai;
    Error err = {{0}};
    if (!ai_parse_spec(ja->bot, &ai, &err)) return cli_usage_error("join", "--bot: %s", err.msg);
    return -1;
}

/* One connection's life: 0 the games ended, 3 refused, 1 failed (lost: *lost;
 * *got_in when the host had let us in first). */
static int join_once(const JoinArgs *ja, const char *host, uint16_t port, Rng *rng, int *seat, cJSON *games,
                     int *last_game, bool *lost, bool *got_in)
{
    Error err = {{0}};
    *lost = false;
    NetClient *c = net_client_new(host, port, ja->code, choose_random, rng, &err);
    if (!c) {
        fprintf(stderr, "crowntable join: %s\n", err.msg);
        return 1;
    }
    net_client_set_role(c, ja->spectate, *seat);
    if (strcmp(ja->bot, "random") != 0) net_client_set_advisor(c, ja->bot);
    int idle_ms = 0, rc = 1;
    uint32_t last_seq = 0;
    char notice[256] = "";
    for (;;) {
        NetClientStatus st = net_client_step(c, 50);
        if (net_client_seat(c) >= 0) *seat = net_client_seat(c);
        if (st == NC_PLAYING) *got_in = true;
        if (strcmp(notice, net_client_notice(c)) != 0) {
            snprintf(notice, sizeof notice, "%s", net_client_notice(c));
            fprintf(stderr, "crowntable join: the host says: %s\n", notice);
        }
        const NetResultMsg *r = net_client_last_result(c);
        if (r && r->game_index > *last_game) {
            *last_game = r->game_index;
            cJSON *g = cJSON_CreateObject();
            if (*seat >= 0) cJSON_AddNumberToObject(g, "return", r->returns[*seat]);
            /* the module's words name seats as {pN}: the lobby's names, else "Seat N" */
            const NetLobbyMsg *lobby = net_client_lobby(c);
            const char *names[GM_MAX_PLAYERS] = {0};
            for (int p = 0; lobby && p < GM_MAX_PLAYERS; p++) names[p] = lobby->seats[p].name;
            char words[400];
            cli_seat_words(r->result, words, sizeof words, names);
            cJSON_AddStringToObject(g, "result", words);
            cJSON_AddItemToArray(games, g);
        }
        const NetStateMsg *s = net_client_last_state(c);
        bool moved = s && s->seq != last_seq;
        if (s) last_seq = s->seq;
        idle_ms = moved ? 0 : idle_ms + 50;
        if (st == NC_DONE) {
            rc = 0;
            break;
        }
        if (st == NC_REFUSED) {
            fprintf(stderr, "crowntable join: the host refused us: %s\n", net_client_error(c));
            rc = 3;
            break;
        }
        if (st == NC_FAILED) {
            fprintf(stderr, "crowntable join: %s\n", net_client_error(c));
            *lost = true;
            break;
        }
        if (idle_ms > ja->timeout_s * 1000) {
            fprintf(stderr, "crowntable join: nothing from the host for %d s\n", ja->timeout_s);
            break;
        }
    }
    if (rc == 0)
        for (int i = 0; i < 20; i++) net_client_step(c, 10); /* let the goodbye complete */
    net_client_free(c);
    return rc;
}

int cli_join(int argc, char **argv)
{
    JoinArgs ja;
    int prc = parse_join(argc, argv, &ja);
    if (prc >= 0) return prc;
    char host[256];
    snprintf(host, sizeof host, "%s", ja.where);
    char *colon = strrchr(host, ':');
    uint16_t port = 0;
    if (!colon || !parse_port(colon + 1, &port))
        return cli_usage_error("join", "expected HOST:PORT such as 192.168.1.20:7777, got \"%s\"", ja.where);
    *colon = '\0';
    Rng rng;
    rng_seed(&rng, ja.seed);
    cJSON *games = cJSON_CreateArray();
    int seat = ja.seat, last_game = -1;
    bool lost = false, got_in = false;
    /* --retry: a lost connection (a host that crashed and came back) is tried
     * again, once a second, asking for the seat we had; the time counts from
     * the last loss, as a player that got back in may be lost again */
    int rc = join_once(&ja, host, port, &rng, &seat, games, &last_game, &lost, &got_in);
    time_t give_up = time(NULL) + ja.retry_s;
    while (lost && time(NULL) < give_up) {
        fprintf(stderr, "crowntable join: trying again (seat %d)\n", seat + 1);
        sleep(1);
        got_in = false;
        rc = join_once(&ja, host, port, &rng, &seat, games, &last_game, &lost, &got_in);
        if (got_in) give_up = time(NULL) + ja.retry_s;
    }
    if (rc == 0) {
        cJSON *j = cJSON_CreateObject();
        if (ja.spectate) cJSON_AddNullToObject(j, "seat");
        else cJSON_AddNumberToObject(j, "seat", seat + 1);
        cJSON_AddItemToObject(j, "games", games);
        char *text = cJSON_Print(j);
        printf("%s\n", text);
        cJSON_free(text);
        cJSON_Delete(j);
    } else {
        cJSON_Delete(games);
    }
    return rc;
}
