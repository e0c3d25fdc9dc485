/* net.c — `crowntable serve` (a headless host) and `crowntable join` (a
 * headless player that picks among the moves it is sent). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
           "Hosts games without a window: every \"net\" seat is a player who joins with\n"
           "`crowntable join`; other seats are the computer, played here.  Without --code a\n"
           "code of four words is made and printed.  --wait gives up when nothing happens\n"
           "for that long (default 600).  Prints the results as JSON when the games end.\n");
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
    char buf[512];
    snprintf(buf, sizeof buf, "%s", list);
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (n >= GM_MAX_PLAYERS) return -cli_usage_error("serve", "--players: at most %d seats", GM_MAX_PLAYERS);
        Error err = {{0}};
        if (strcmp(tok, "net") == 0) {
            cfg->seat_kind[n] = NET_SEAT_REMOTE;
        } else if (ai_parse_spec(tok, &ai[n], &err)) {
            cfg->seat_kind[n] = NET_SEAT_AI;
            cfg->ai[n] = &ai[n];
        } else {
            return -cli_usage_error("serve", "--players: \"%s\" is neither \"net\" nor an AI: %s", tok, err.msg);
        }
        n++;
    }
    if (n < m->min_players || n > m->max_players)
        return -cli_usage_error("serve", "--players lists %d seats but %s takes %d to %d players", n, m->title,
                                m->min_players, m->max_players);
    return n;
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
    const char *game = NULL, *set_id = NULL, *players = NULL, *code = NULL;
    uint16_t port = 0;
    int games = 1, wait_s = 600;
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
        else return cli_usage_error("serve", "unknown option \"%s\"", a);
    }
    if (!game || !players || !port) return cli_usage_error("serve", "--game, --players and --port are needed");
    if (games < 1 || games > 10000) return cli_usage_error("serve", "--games: expected 1..10000");
    const GameModule *m = cli_find_game("serve", game);
    if (!m) return 2;
    static AiConfig ai[GM_MAX_PLAYERS];
    NetHostConfig cfg = {.module = m, .games = games, .seed = seed, .port = port};
    setup_default(m, &cfg.setup);
    int n = parse_seats(players, m, &cfg, ai);
    if (n < 0) return -n;
    cfg.setup.num_players = n;
    char made[NET_CODE_LEN];
    if (!code) {
        if (!net_init()) return fprintf(stderr, "crowntable serve: could not start the network libraries\n"), 1;
        net_code_random(made, sizeof made, 4);
        code = made;
        fprintf(stderr, "crowntable serve: join code %s\n", code);
    }
    cfg.code = code;
    CardSet *set = cli_load_set("serve", m, set_id);
    if (!set) return 1;
    cfg.set = set;
    Error err = {{0}};
    NetHost *h = net_host_new(&cfg, &err);
    if (!h) {
        fprintf(stderr, "crowntable serve: %s\n", err.msg);
        carddb_free(set);
        return 1;
    }
    fprintf(stderr, "crowntable serve: %s on UDP port %u, waiting for players\n", m->title, (unsigned)port);
    /* --wait bounds the time without progress: joins, moves, games */
    int idle_ms = 0, last_done = -1;
    NetHostStats last = {0};
    bool ok = true;
    while (net_host_step(h, 50)) {
        const NetHostStats *s = net_host_stats(h);
        bool moved = memcmp(s, &last, sizeof last) != 0 || s->games_done != last_done;
        last = *s;
        last_done = s->games_done;
        idle_ms = moved ? 0 : idle_ms + 50;
        if (idle_ms > wait_s * 1000 && !net_host_all_joined(h)) {
            fprintf(stderr, "crowntable serve: no players joined within %d s\n", wait_s);
            ok = false;
            break;
        }
    }
    const NetHostStats *s = net_host_stats(h);
    if (ok && s->games_done == games) print_results(&cfg, s, players);
    else ok = false;
    net_host_free(h);
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
    printf("usage: crowntable join HOST:PORT --code WORDS --bot random [--seed S] [--timeout SECONDS]\n"
           "Joins a game hosted by `crowntable serve` as a headless player.  The player\n"
           "knows only what the host sends its seat (its view and its moves in words), so\n"
           "the bot is \"random\": the searching AIs need a whole game state.  Exits 0 when\n"
           "the host ends the games and prints its seat's results as JSON; 3 when the host\n"
           "refused the join code; 1 when the host cannot be reached or goes quiet for\n"
           "--timeout seconds (default 600).\n");
}

int cli_join(int argc, char **argv)
{
    const char *where = NULL, *code = NULL, *bot = "random";
    uint64_t seed = 1;
    int timeout_s = 600;
    for (int i = 1; i < argc;) { /* HOST:PORT alone, every option with a value */
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0) return join_help(), 0;
        if (a[0] != '-') {
            where = a;
            i++;
            continue;
        }
        if (!v) return cli_usage_error("join", "%s needs a value", a);
        if (strcmp(a, "--code") == 0) code = v;
        else if (strcmp(a, "--bot") == 0) bot = v;
        else if (strcmp(a, "--seed") == 0) seed = strtoull(v, NULL, 10);
        else if (strcmp(a, "--timeout") == 0) timeout_s = atoi(v);
        else return cli_usage_error("join", "unknown option \"%s\"", a);
        i += 2;
    }
    if (!where || !code) return cli_usage_error("join", "HOST:PORT and --code are needed");
    if (strcmp(bot, "random") != 0)
        return cli_usage_error("join", "--bot: only \"random\" plays over the network for now (got \"%s\"): "
                                       "the searching AIs need a game state, a client has only its view", bot);
    char host[256];
    snprintf(host, sizeof host, "%s", where);
    char *colon = strrchr(host, ':');
    uint16_t port = 0;
    if (!colon || !parse_port(colon + 1, &port))
        return cli_usage_error("join", "expected HOST:PORT such as 192.168.1.20:7777, got \"%s\"", where);
    *colon = '\0';
    Rng rng;
    rng_seed(&rng, seed);
    Error err = {{0}};
    NetClient *c = net_client_new(host, port, code, choose_random, &rng, &err);
    if (!c) {
        fprintf(stderr, "crowntable join: %s\n", err.msg);
        return 1;
    }
    cJSON *games = cJSON_CreateArray();
    int last_game = -1, idle_ms = 0, rc = 1;
    uint32_t last_seq = 0;
    for (;;) {
        NetClientStatus st = net_client_step(c, 50);
        const NetResultMsg *r = net_client_last_result(c);
        if (r && r->game_index != last_game) {
            last_game = r->game_index;
            int seat = net_client_seat(c);
            cJSON *g = cJSON_CreateObject();
            cJSON_AddNumberToObject(g, "return", seat >= 0 ? r->returns[seat] : 0);
            cJSON_AddStringToObject(g, "result", r->result);
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
            break;
        }
        if (idle_ms > timeout_s * 1000) {
            fprintf(stderr, "crowntable join: nothing from the host for %d s\n", timeout_s);
            break;
        }
    }
    if (rc == 0) {
        for (int i = 0; i < 20; i++) net_client_step(c, 10); /* let the goodbye complete */
        cJSON *j = cJSON_CreateObject();
        cJSON_AddNumberToObject(j, "seat", net_client_seat(c) + 1);
        cJSON_AddItemToObject(j, "games", games);
        char *text = cJSON_Print(j);
        printf("%s\n", text);
        cJSON_free(text);
        cJSON_Delete(j);
    } else {
        cJSON_Delete(games);
    }
    net_client_free(c);
    return rc;
}
