/* ladder.c — `crowntable ladder`: a seeded round robin of AIs in a
 * two-player game (src/ai/ladder.c plays it), printed as win rates with 95%
 * intervals, Elo ratings anchored at random = 0 and decision times. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>

#include "ai/ladder.h"
#include "cli/cli.h"
#include "core/carddb.h"

static void ladder_usage(FILE *out)
{
    fprintf(out,
            "usage: crowntable ladder --game ID --players A,B,... [options]\n"
            "  Plays every pair of AIs against each other (two-player games), both seat orders,\n"
            "  and prints win rates with 95%% intervals, Elo ratings (random = 0) and the mean\n"
            "  time per decision.\n\n"
            "  --game ID          game to play (see `crowntable games`)\n"
            "  --players A,B,...  the AIs (default random,greedy,lookahead,ismcts:easy,ismcts:normal,\n"
            "                     ismcts:hard); overrides such as ismcts:hard/it=5000 as in `sim`\n"
            "                     oracle:D CHEATS: it reads every hidden card (hands, deck order,\n"
            "                     future draws) and searches D plies by alpha-beta; a yardstick\n"
            "                     for the honest AIs, never offered at the table\n"
            "  --games N          games per pair (default 20); seats swap every game\n"
            "  --seed S           game i of every pair uses seed S+i (default 1)\n"
            "  --jobs N           threads (default 1; results do not depend on N)\n"
            "  --setup TEXT       game options, e.g. \"mode=wild\"\n"
            "  --set ID|DIR       card set (default: the game's default set)\n"
            "  --time-caps        keep the AIs' wall-clock caps (results then depend on load)\n"
            "  --json             print JSON\n"
            "  --verbose          one line per game on stderr (progress of long runs)\n"
            "  --help             this text\n\n"
            "Score = wins + draws/2; a win both players share (W-D-L counts it for each) scores 1/2.\n"
            "Elo: Bradley-Terry fit of all pairs' scores, one virtual draw per pair.\n"
            "example: crowntable ladder --game queens-blood --players random,greedy,ismcts:normal --games 200\n");
}

static void ladder_progress(const Ladder *l, const LadderPair *p, void *user)
{
    (void)user;
    fprintf(stderr, "  %s vs %s: %d-%d-%d\n", l->players[p->a].name, l->players[p->b].name, p->wins_a, p->draws,
            p->wins_b);
}

/* One line per game on stderr, so a long run shows where it stands. */
static void ladder_game_progress(const AiMatch *mt, const AiGameResult *r, void *user)
{
    (void)user;
    int w = r->winner_seat;
    fprintf(stderr, "    %s vs %s: game won by %s\n", mt->agents[0].name, mt->agents[1].name,
            r->nwinners > 1 ? "both (shared)" : w < 0 ? "nobody (draw)" : mt->agents[r->agent_of_seat[w]].name);
}

static double ms_per_decision(const Ladder *l, int i)
{
    return l->decisions[i] ? 1000.0 * l->think[i] / l->decisions[i] : 0.0;
}

static void ladder_print_json(const Ladder *l, const char *setup, bool time_caps)
{
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "game", l->m->id);
    cJSON_AddStringToObject(root, "set", l->set->id);
    cJSON_AddStringToObject(root, "setup", setup);
    cJSON_AddNumberToObject(root, "games_per_pair", l->games);
    cJSON_AddNumberToObject(root, "seed", (double)l->seed);
    cJSON_AddNumberToObject(root, "jobs", l->jobs);
    cJSON_AddBoolToObject(root, "time_caps", time_caps);
    cJSON_AddStringToObject(root, "elo_anchor", l->players[ladder_anchor(l)].name);
    cJSON *players = cJSON_AddArrayToObject(root, "players");
    for (int i = 0; i < l->nplayers; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "spec", l->players[i].name);
        cJSON_AddNumberToObject(o, "elo", l->elo[i]);
        cJSON_AddNumberToObject(o, "shared_wins", l->shared_wins[i]);
        cJSON_AddNumberToObject(o, "decisions", l->decisions[i]);
        cJSON_AddNumberToObject(o, "mean_decision_ms", ms_per_decision(l, i));
        cJSON_AddNumberToObject(o, "median_decision_ms", 1000.0 * l->think_median[i]);
        cJSON_AddNumberToObject(o, "max_decision_ms", 1000.0 * l->think_max[i]);
        cJSON_AddItemToArray(players, o);
    }
    cJSON *pairs = cJSON_AddArrayToObject(root, "pairs");
    for (int k = 0; k < l->npairs; k++) {
        const LadderPair *p = &l->pairs[k];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "a", l->players[p->a].name);
        cJSON_AddStringToObject(o, "b", l->players[p->b].name);
        cJSON_AddNumberToObject(o, "games", p->games);
        cJSON_AddNumberToObject(o, "wins_a", p->wins_a);
        cJSON_AddNumberToObject(o, "draws", p->draws);
        cJSON_AddNumberToObject(o, "wins_b", p->wins_b);
        cJSON_AddNumberToObject(o, "shared", p->shared);
        cJSON_AddNumberToObject(o, "score_a", p->score_a / p->games);
        cJSON_AddNumberToObject(o, "ci95_low", p->lo);
        cJSON_AddNumberToObject(o, "ci95_high", p->hi);
        static const char *const BY_FIRST[2] = {"a_first", "b_first"};
        for (int f = 0; f < 2; f++) {
            cJSON *s = cJSON_AddObjectToObject(o, BY_FIRST[f]);
            cJSON_AddNumberToObject(s, "games", p->games_by_first[f]);
            cJSON_AddNumberToObject(s, "score_a", p->games_by_first[f] ? p->score_a_by_first[f] / p->games_by_first[f] : 0);
            cJSON_AddNumberToObject(s, "ci95_low", p->lo_by_first[f]);
            cJSON_AddNumberToObject(s, "ci95_high", p->hi_by_first[f]);
        }
        cJSON_AddItemToArray(pairs, o);
    }
    cJSON_AddNumberToObject(root, "seconds", l->seconds);
    char *txt = cJSON_Print(root);
    if (txt) printf("%s\n", txt);
    cJSON_free(txt);
    cJSON_Delete(root);
}

static void ladder_print_text(const Ladder *l, const char *setup, bool time_caps)
{
    printf("%s, set %s, setup \"%s\": %d games per pair (seeds %llu..%llu, seats swapped each game), %d job(s)%s\n\n",
           l->m->title, l->set->id, setup, l->games, (unsigned long long)l->seed,
           (unsigned long long)l->seed + (unsigned long long)l->games - 1, l->jobs, time_caps ? ", time caps on" : "");
    printf("  %-22s %-22s %5s %12s %7s %17s\n", "player A", "player B", "games", "A W-D-L", "A score", "95% interval");
    for (int k = 0; k < l->npairs; k++) {
        const LadderPair *p = &l->pairs[k];
        char wdl[32];
        if (p->shared) snprintf(wdl, sizeof wdl, "%d-%d-%d, %d shared", p->wins_a, p->draws, p->wins_b, p->shared);
        else snprintf(wdl, sizeof wdl, "%d-%d-%d", p->wins_a, p->draws, p->wins_b);
        printf("  %-22s %-22s %5d %12s %6.1f%% %7.1f%% – %5.1f%%\n", l->players[p->a].name, l->players[p->b].name,
               p->games, wdl, 100.0 * p->score_a / p->games, 100.0 * p->lo, 100.0 * p->hi);
        for (int f = 0; f < 2; f++)
            if (p->games_by_first[f])
                printf("    %-42s %5d %12s %6.1f%% %7.1f%% – %5.1f%%\n", f == 0 ? "A moving first" : "A moving second",
                       p->games_by_first[f], "", 100.0 * p->score_a_by_first[f] / p->games_by_first[f],
                       100.0 * p->lo_by_first[f], 100.0 * p->hi_by_first[f]);
    }
    printf("\n  %-22s %7s %7s %10s %10s %10s %10s\n", "player", "Elo", "shared", "decisions", "mean ms", "median ms", "max ms");
    for (int i = 0; i < l->nplayers; i++)
        printf("  %-22s %7.0f %7d %10d %10.1f %10.1f %10.1f\n", l->players[i].name, l->elo[i], l->shared_wins[i],
               l->decisions[i], ms_per_decision(l, i), 1000.0 * l->think_median[i], 1000.0 * l->think_max[i]);
    printf("\n  Elo anchored at %s = 0.  Decision times are CPU time of one core (the same on a busy\n"
           "  machine); %.1f s of play (wall clock)\n", l->players[ladder_anchor(l)].name, l->seconds);
}

int cli_ladder(int argc, char **argv)
{
    const char *game_id = NULL, *players = "random,greedy,lookahead,ismcts:easy,ismcts:normal,ismcts:hard";
    const char *setup_text = NULL, *set_id = NULL;
    long games = 20, jobs = 1;
    unsigned long long seed = 1;
    bool json = false, time_caps = false, verbose = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        char *end = NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            ladder_usage(stdout);
            return 0;
        } else if (strcmp(a, "--game") == 0 && next) game_id = argv[++i];
        else if (strcmp(a, "--players") == 0 && next) players = argv[++i];
        else if (strcmp(a, "--setup") == 0 && next) setup_text = argv[++i];
        else if (strcmp(a, "--set") == 0 && next) set_id = argv[++i];
        else if (strcmp(a, "--games") == 0 && next) {
            games = strtol(argv[++i], &end, 10);
            if (!argv[i][0] || *end || games < 1 || games > 1000000)
                return cli_usage_error("ladder", "--games: expected a number 1..1000000, got \"%s\"", argv[i]);
        } else if (strcmp(a, "--jobs") == 0 && next) {
            jobs = strtol(argv[++i], &end, 10);
            if (!argv[i][0] || *end || jobs < 1 || jobs > 64)
                return cli_usage_error("ladder", "--jobs: expected a number 1..64, got \"%s\"", argv[i]);
        } else if (strcmp(a, "--seed") == 0 && next) {
            seed = strtoull(argv[++i], &end, 10);
            if (!argv[i][0] || *end || argv[i][0] == '-')
                return cli_usage_error("ladder", "--seed: expected a non-negative integer, got \"%s\"", argv[i]);
        } else if (strcmp(a, "--json") == 0) json = true;
        else if (strcmp(a, "--time-caps") == 0) time_caps = true;
        else if (strcmp(a, "--verbose") == 0) verbose = true;
        else return cli_usage_error("ladder", "unknown or incomplete option \"%s\"", a);
    }
    const GameModule *m = cli_find_game("ladder", game_id);
    if (!m) return 2;
    if (m->min_players > 2 || m->max_players < 2) {
        fprintf(stderr, "crowntable ladder: %s is not a two-player game; the ladder plays pairs\n", m->title);
        return 2;
    }
    static Ladder l; /* large; one per process */
    memset(&l, 0, sizeof l);
    l.m = m;
    l.nplayers = cli_parse_agent_list("ladder", players, LADDER_MAX_PLAYERS, !time_caps, true, l.players);
    if (l.nplayers < 0) return 2;
    if (l.nplayers < 2) return cli_usage_error("ladder", "--players: name at least two AIs, got \"%s\"", players);
    Error err = {{0}};
    if (setup_text) {
        if (!setup_from_text(m, setup_text, &l.setup, &err)) return cli_usage_error("ladder", "--setup: %s", err.msg);
    } else {
        setup_default(m, &l.setup);
    }
    l.setup.num_players = 2;
    CardSet *set = cli_load_set("ladder", m, set_id);
    if (!set) return 1;
    l.set = set;
    l.games = (int)games;
    l.seed = seed;
    l.jobs = (int)jobs;
    l.on_pair = json ? NULL : ladder_progress;
    l.on_game = verbose ? ladder_game_progress : NULL;
    int rc = 0;
    if (!ladder_run(&l)) {
        fprintf(stderr, "crowntable ladder: %s\n", l.error);
        rc = 1;
    } else {
        char setup_buf[256];
        setup_to_text(m, &l.setup, setup_buf, sizeof setup_buf);
        if (json) ladder_print_json(&l, setup_buf, time_caps);
        else ladder_print_text(&l, setup_buf, time_caps);
    }
    carddb_free(set);
    return rc;
}
