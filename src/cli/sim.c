/* sim.c — `crowntable sim`: headless AI-vs-AI games with per-agent and
 * per-seat results.  Seats rotate (game i: seat p plays agent (p+i) mod n) and
 * game i uses seed+i, so the numbers do not depend on --jobs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cjson/cJSON.h>

#include "ai/ai.h"
#include "ai/match.h"
#include "cli/cli.h"
#include "core/carddb.h"
#include "core/registry.h"

static void sim_usage(FILE *out)
{
    fprintf(out,
            "usage: crowntable sim --game ID [options]\n"
            "  Plays AI-vs-AI games without a window and prints who won.\n\n"
            "  --game ID          game to play (see `crowntable games`)\n"
            "  --players A,B,...  one AI per seat (default ismcts:normal,random); the count is the\n"
            "                     number of players.  AIs: random, greedy, ismcts,\n"
            "                     ismcts:easy|normal|hard, with optional overrides such as\n"
            "                     ismcts:hard/it=5000 (it iterations, t time cap s, c exploration,\n"
            "                     d rollout depth)\n"
            "                     oracle:D CHEATS: it reads every hidden card (hands, deck order,\n"
            "                     future draws) and searches D plies by alpha-beta; a yardstick\n"
            "                     for the honest AIs, never offered at the table\n"
            "  --games N          games to play (default 100)\n"
            "  --seed S           game i uses seed S+i (default 1)\n"
            "  --jobs N           threads (default 1; results do not depend on N)\n"
            "  --setup TEXT       options, e.g. \"mode=wild wager=on\" (players= must match --players)\n"
            "  --set ID|DIR       card set (default: the game's default set)\n"
            "  --time-caps        keep the AIs' wall-clock caps (faster, but results then depend\n"
            "                     on machine load); by default only iteration budgets apply\n"
            "  --json             print the results as JSON\n"
            "  --help             this text\n\n"
            "Seats rotate between games so every AI plays every seat equally often.\n"
            "example: crowntable sim --game queens-court --players ismcts:normal,random --games 200 --seed 1\n");
}

static bool sim_int(const char *s, long min, long max, long *out)
{
    char *end = NULL;
    long v = strtol(s, &end, 10);
    if (!s[0] || *end || v < min || v > max) return false;
    *out = v;
    return true;
}

typedef struct SimAgentTotals {
    AiTally t;
    double think;
    int decisions;
    double think_max;
} SimAgentTotals;

int cli_sim(int argc, char **argv)
{
    const char *game_id = NULL, *players = "ismcts:normal,random", *setup_text = NULL, *set_id = NULL;
    long games = 100, jobs = 1;
    unsigned long long seed = 1;
    bool json = false, time_caps = false;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = NULL;
        char flag[64];
        const char *eq = strchr(a, '=');
        if (strncmp(a, "--", 2) == 0 && eq && (size_t)(eq - a) < sizeof flag) {
            snprintf(flag, sizeof flag, "%.*s", (int)(eq - a), a);
            val = eq + 1;
        } else {
            snprintf(flag, sizeof flag, "%s", a);
        }
        bool takes = strcmp(flag, "--game") == 0 || strcmp(flag, "--players") == 0 ||
                     strcmp(flag, "--games") == 0 || strcmp(flag, "--seed") == 0 ||
                     strcmp(flag, "--jobs") == 0 || strcmp(flag, "--setup") == 0 ||
                     strcmp(flag, "--set") == 0;
        if (takes && !val) {
            if (i + 1 >= argc) return cli_usage_error("sim", "%s needs a value", flag);
            val = argv[++i];
        } else if (!takes && val) {
            return cli_usage_error("sim", "%s takes no value", flag);
        }
        if (strcmp(flag, "--help") == 0 || strcmp(flag, "-h") == 0) {
            sim_usage(stdout);
            return 0;
        } else if (strcmp(flag, "--game") == 0) {
            game_id = val;
        } else if (strcmp(flag, "--players") == 0) {
            players = val;
        } else if (strcmp(flag, "--games") == 0) {
            if (!sim_int(val, 1, 10000000, &games)) return cli_usage_error("sim", "--games: expected a number 1..10000000, got \"%s\"", val);
        } else if (strcmp(flag, "--seed") == 0) {
            char *end = NULL;
            seed = strtoull(val, &end, 10);
            if (!val[0] || *end || val[0] == '-') return cli_usage_error("sim", "--seed: expected a non-negative integer, got \"%s\"", val);
        } else if (strcmp(flag, "--jobs") == 0) {
            if (!sim_int(val, 1, 64, &jobs)) return cli_usage_error("sim", "--jobs: expected a number 1..64, got \"%s\"", val);
        } else if (strcmp(flag, "--setup") == 0) {
            setup_text = val;
        } else if (strcmp(flag, "--set") == 0) {
            set_id = val;
        } else if (strcmp(flag, "--json") == 0) {
            json = true;
        } else if (strcmp(flag, "--time-caps") == 0) {
            time_caps = true;
        } else {
            return cli_usage_error("sim", "unknown option \"%s\"", a);
        }
    }
    if (!game_id) {
        fprintf(stderr, "crowntable sim: --game is required; games:");
        for (int i = 0; i < games_count(); i++) fprintf(stderr, " %s", games_at(i)->id);
        fprintf(stderr, "\nTry `crowntable sim --help`.\n");
        return 2;
    }
    const GameModule *m = games_find(game_id);
    if (!m) {
        fprintf(stderr, "crowntable sim: unknown game \"%s\"; games:", game_id);
        for (int i = 0; i < games_count(); i++) fprintf(stderr, " %s", games_at(i)->id);
        fprintf(stderr, "\n");
        return 2;
    }

    static AiMatch mt; /* large; one per process */
    memset(&mt, 0, sizeof mt);
    mt.m = m;
    int nagents = cli_parse_agents("sim", players, m, !time_caps, true, mt.agents);
    if (nagents < 0) return 2;
    Error err = {{0}};
    if (setup_text) {
        if (!setup_from_text(m, setup_text, &mt.setup, &err)) {
            fprintf(stderr, "crowntable sim: --setup: %s\n", err.msg);
            return 2;
        }
        if (strstr(setup_text, "players=") && mt.setup.num_players != nagents) {
            fprintf(stderr, "crowntable sim: --setup says players=%d but --players lists %d AI(s)\n",
                    mt.setup.num_players, nagents);
            return 2;
        }
    } else {
        setup_default(m, &mt.setup);
    }
    mt.setup.num_players = nagents;

    Report rep = {0};
    CardSet *set = carddb_load_named(m, set_id, &rep);
    if (!set) {
        fprintf(stderr, "crowntable sim: card set \"%s\" did not load:\n", set_id ? set_id : m->default_set);
        for (int i = 0; i < rep.count; i++) fprintf(stderr, "  %s\n", rep.lines[i]);
        report_free(&rep);
        return 1;
    }
    report_free(&rep);
    mt.set = set;
    mt.games = (int)games;
    mt.seed = seed;
    mt.jobs = (int)jobs;

    bool ok = ai_match_run(&mt);
    if (!ok) {
        fprintf(stderr, "crowntable sim: %s\n", mt.error);
        ai_match_free(&mt);
        carddb_free(set);
        return 1;
    }

    SimAgentTotals ag[GM_MAX_PLAYERS];
    AiTally seat[GM_MAX_PLAYERS];
    memset(ag, 0, sizeof ag);
    memset(seat, 0, sizeof seat);
    int draws = 0, shared_games = 0;
    long long total_len = 0;
    for (int g = 0; g < mt.games; g++) {
        const AiGameResult *r = &mt.results[g];
        total_len += r->length;
        draws += r->nwinners == 0;
        shared_games += r->nwinners > 1;
        for (int p = 0; p < nagents; p++) {
            ai_tally_add(&ag[r->agent_of_seat[p]].t, r, p);
            ai_tally_add(&seat[p], r, p);
        }
        for (int k = 0; k < nagents; k++) {
            ag[k].think += r->think[k];
            ag[k].decisions += r->decisions[k];
            if (r->think_max[k] > ag[k].think_max) ag[k].think_max = r->think_max[k];
        }
    }
    double mean_len = (double)total_len / mt.games;
    double gps = mt.seconds > 0 ? mt.games / mt.seconds : 0;
    char setup_buf[256];
    setup_to_text(m, &mt.setup, setup_buf, sizeof setup_buf);

    if (json) {
        cJSON *root = cJSON_CreateObject();
        cJSON_AddStringToObject(root, "game", m->id);
        cJSON_AddStringToObject(root, "set", set->id);
        cJSON_AddStringToObject(root, "setup", setup_buf);
        cJSON_AddNumberToObject(root, "games", mt.games);
        cJSON_AddNumberToObject(root, "seed", (double)seed);
        cJSON_AddNumberToObject(root, "jobs", mt.jobs);
        cJSON_AddBoolToObject(root, "time_caps", time_caps);
        cJSON *agents = cJSON_AddArrayToObject(root, "agents");
        for (int k = 0; k < nagents; k++) {
            cJSON *a = cJSON_CreateObject();
            cJSON_AddNumberToObject(a, "index", k + 1);
            cJSON_AddStringToObject(a, "spec", mt.agents[k].name);
            const AiTally *t = &ag[k].t;
            cJSON_AddNumberToObject(a, "games", t->games);
            cJSON_AddNumberToObject(a, "wins", t->wins);
            cJSON_AddNumberToObject(a, "shared_wins", t->shared_wins);
            cJSON_AddNumberToObject(a, "draws", t->draws);
            cJSON_AddNumberToObject(a, "losses", t->losses);
            cJSON_AddNumberToObject(a, "win_rate", t->games ? (double)t->wins / t->games : 0);
            cJSON_AddNumberToObject(a, "win_points", t->points);
            cJSON_AddNumberToObject(a, "score_rate", t->games ? t->points / t->games : 0);
            cJSON_AddNumberToObject(a, "mean_return", t->games ? t->returns / t->games : 0);
            cJSON_AddNumberToObject(a, "decisions", ag[k].decisions);
            cJSON_AddNumberToObject(a, "mean_decision_ms",
                                    ag[k].decisions ? 1000.0 * ag[k].think / ag[k].decisions : 0);
            cJSON_AddNumberToObject(a, "max_decision_ms", 1000.0 * ag[k].think_max);
            cJSON_AddItemToArray(agents, a);
        }
        cJSON *seats = cJSON_AddArrayToObject(root, "seats");
        for (int p = 0; p < nagents; p++) {
            cJSON *s = cJSON_CreateObject();
            cJSON_AddNumberToObject(s, "seat", p + 1);
            cJSON_AddNumberToObject(s, "wins", seat[p].wins);
            cJSON_AddNumberToObject(s, "shared_wins", seat[p].shared_wins);
            cJSON_AddNumberToObject(s, "score_rate", seat[p].points / mt.games);
            cJSON_AddNumberToObject(s, "mean_return", seat[p].returns / mt.games);
            cJSON_AddItemToArray(seats, s);
        }
        cJSON_AddNumberToObject(root, "draws", draws);
        cJSON_AddNumberToObject(root, "shared_games", shared_games);
        cJSON_AddNumberToObject(root, "mean_length", mean_len);
        cJSON_AddNumberToObject(root, "seconds", mt.seconds);
        cJSON_AddNumberToObject(root, "games_per_second", gps);
        char *txt = cJSON_Print(root);
        if (txt) printf("%s\n", txt);
        cJSON_free(txt);
        cJSON_Delete(root);
    } else {
        printf("%s, set %s, setup \"%s\": %d games, seed %llu..%llu, %d job(s)%s\n", m->title, set->id,
               setup_buf, mt.games, seed, seed + (unsigned long long)mt.games - 1, mt.jobs,
               time_caps ? ", AI time caps on" : "");
        printf("\n  %-3s %-34s %6s %6s %6s %6s %6s %7s %7s %8s %11s\n", "#", "agent", "games", "wins", "shared", "draws",
               "losses", "win%", "score%", "mean ret", "ms/decision");
        for (int k = 0; k < nagents; k++) {
            const AiTally *t = &ag[k].t;
            printf("  %-3d %-34s %6d %6d %6d %6d %6d %6.1f%% %6.1f%% %8.3f %11.2f\n", k + 1, mt.agents[k].name, t->games,
                   t->wins, t->shared_wins, t->draws, t->losses, t->games ? 100.0 * t->wins / t->games : 0.0,
                   t->games ? 100.0 * t->points / t->games : 0.0, t->games ? t->returns / t->games : 0.0,
                   ag[k].decisions ? 1000.0 * ag[k].think / ag[k].decisions : 0.0);
        }
        printf("\n  %-8s %6s %6s %7s %9s\n", "seat", "wins", "shared", "score%", "mean ret");
        for (int p = 0; p < nagents; p++)
            printf("  seat %-3d %6d %6d %6.1f%% %9.3f\n", p + 1, seat[p].wins, seat[p].shared_wins,
                   100.0 * seat[p].points / mt.games, seat[p].returns / mt.games);
        printf("\n  draws: %d   shared wins: %d games   mean game length: %.1f actions   %.2f s, %.2f games/s\n", draws,
               shared_games, mean_len, mt.seconds, gps);
        if (shared_games)
            printf("  A win shared by k seats counts for each (wins, shared); score%% counts it 1/k of a win.\n");
    }
    ai_match_free(&mt);
    carddb_free(set);
    return 0;
}
