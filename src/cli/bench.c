/* bench.c — `crowntable bench [games|ai|ui|all] [--game ID]`: prints speed and
 * memory figures.  Numbers are printed, never asserted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "ai/ai.h"
#include "ai/match.h"
#include "cli/cli.h"
#include "core/carddb.h"
#include "core/registry.h"
#ifdef CT_HAVE_UI
#include "ui/ui.h"
#endif

/* CPU time of this thread: a loaded machine does not make the games look slower. */
double bench_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void bench_usage(FILE *out)
{
    fprintf(out,
            "usage: crowntable bench [games|ai|ui|faces|net|all] [--game ID] [--games N] [--jobs N] [--seconds S]\n"
            "                        [ui options: --frames N --players N]\n"
            "  games   random full games per second, per game and player count (one core)\n"
            "  ai      ISMCTS iterations/s, decision time per difficulty (median, max over a\n"
            "          self-play game, time caps on), ISMCTS-normal vs greedy over N seeded\n"
            "          2-player games (default 200, iteration budgets only, --jobs threads)\n"
            "  ui      redraw, idle CPU and first-frame figures of the window (if built)\n"
            "  faces   every card face of every shipped set at zoom and table size (median, worst ms)\n"
            "  net     16 tables of 5 network seats on one host over the loopback, random bots:\n"
            "          messages per second, the host's CPU per move, bytes per move per client\n"
            "          (--game, default queens-court; --games per table, default 4; --tables N)\n"
            "  all     all of the above (the default is games + ai)\n"
            "  --game ID    only this game (default: every game)\n"
            "  --seconds S  time per random-games measurement (default 1)\n"
            "Peak memory (ru_maxrss) is printed at the end.\n");
}


static CardSet *bench_load(const GameModule *m)
{
    Report rep = {0};
    CardSet *set = carddb_load_named(m, NULL, &rep);
    if (!set) {
        printf("  %s: default card set did not load:\n", m->id);
        for (int i = 0; i < rep.count; i++) printf("    %s\n", rep.lines[i]);
    }
    report_free(&rep);
    return set;
}

/* ---------------------------------------------------------------- games */

static void bench_games(const GameModule *m, double seconds)
{
    CardSet *set = bench_load(m);
    if (!set) return;
    Action *buf = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    if (!buf) abort();
    for (int np = m->min_players; np <= m->max_players; np++) {
        GameSetup s;
        setup_default(m, &s);
        s.num_players = np;
        Rng rng;
        rng_seed(&rng, 12345);
        long games = 0, actions = 0;
        double t0 = bench_cpu_now(), t = 0;
        bool failed = false;
        while ((t = bench_cpu_now() - t0) < seconds || games < 3) {
            Error err = {{0}};
            GameState *st = game_new(m, &s, set, 1000 + (uint64_t)games, &err);
            if (!st) {
                printf("  %-22s %dp: %s\n", m->id, np, err.msg);
                failed = true;
                break;
            }
            int moves = 0;
            while (m->current_player(st) != GM_TERMINAL && moves < 100000) {
                int n = m->legal_actions(st, buf, GM_MAX_ACTIONS);
                if (n <= 0 || !m->apply(st, buf[rng_below(&rng, (uint32_t)n)])) break;
                moves++;
            }
            game_free(st);
            actions += moves;
            games++;
        }
        if (failed) continue;
        printf("  %-22s %dp: %9.1f games/s  %11.0f actions/s  %6.1f actions/game\n", m->id, np, games / t,
               actions / t, (double)actions / games);
        fflush(stdout);
    }
    free(buf);
    carddb_free(set);
}

/* ------------------------------------------------------------------- ai */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Iterations per second from the opening position of a 2-player game. */
static void bench_iterations(const GameModule *m, const CardSet *set, const char *spec_text)
{
    AiConfig cfg;
    Error err = {{0}};
    if (!ai_parse_spec(spec_text, &cfg, &err)) return;
    GameSetup s;
    setup_default(m, &s);
    s.num_players = 2;
    GameState *st = game_new(m, &s, set, 7, &err);
    if (!st) {
        printf("  %s: %s\n", m->id, err.msg);
        return;
    }
    /* walk to a position with a real choice */
    Action *buf = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    Rng rng;
    rng_seed(&rng, 3);
    while (buf && m->current_player(st) != GM_TERMINAL && m->legal_actions(st, buf, GM_MAX_ACTIONS) < 2) {
        int n = m->legal_actions(st, buf, GM_MAX_ACTIONS);
        m->apply(st, buf[rng_below(&rng, (uint32_t)n)]);
    }
    free(buf);
    if (m->current_player(st) == GM_TERMINAL) {
        game_free(st);
        return;
    }
    AiStats stats;
    ai_choose(m, st, m->current_player(st), &cfg, 1, &stats);
    printf("  %-22s %-34s %9.0f iterations/s (%d in %.2f s, %d nodes, %d root actions)\n", m->id, spec_text,
           stats.elapsed > 0 ? stats.iterations / stats.elapsed : 0, stats.iterations, stats.elapsed,
           stats.nodes, stats.legal);
    fflush(stdout);
    game_free(st);
}

/* One 2-player game of the level against itself (realistic positions), time
 * caps on as in play; every decision with a real choice is timed. */
static void bench_decisions(const GameModule *m, const CardSet *set, const char *level)
{
    AiConfig me;
    Error err = {{0}};
    if (!ai_parse_spec(level, &me, &err)) return;
    GameSetup s;
    setup_default(m, &s);
    s.num_players = 2;
    GameState *st = game_new(m, &s, set, 99, &err);
    if (!st) return;
    double times[4096];
    int n = 0, moves = 0, iters = 0;
    while (m->current_player(st) != GM_TERMINAL && moves < 100000) {
        int p = m->current_player(st);
        AiStats stats;
        Action a = ai_choose(m, st, p, &me, 500 + (uint64_t)moves, &stats);
        if (stats.legal > 1 && n < 4096) {
            times[n++] = stats.elapsed;
            iters += stats.iterations;
        }
        if (!game_apply_checked(m, st, a)) break;
        moves++;
    }
    game_free(st);
    if (n == 0) return;
    qsort(times, (size_t)n, sizeof times[0], cmp_double);
    double total = 0;
    for (int i = 0; i < n; i++) total += times[i];
    printf("  %-22s %-14s decision time median %7.3f s, max %7.3f s, mean %.3f s over %d decisions "
           "(%d iterations each on average, cap %d it / %.2f s)\n",
           m->id, level, times[n / 2], times[n - 1], total / n, n, iters / n, me.iterations,
           me.time_cap_seconds);
    fflush(stdout);
}

static void bench_versus(const GameModule *m, const CardSet *set, const char *a, const char *b, int games,
                         int jobs)
{
    static AiMatch mt;
    memset(&mt, 0, sizeof mt);
    Error err = {{0}};
    if (!ai_parse_spec(a, &mt.agents[0], &err) || !ai_parse_spec(b, &mt.agents[1], &err)) return;
    ai_config_deterministic(&mt.agents[0]);
    ai_config_deterministic(&mt.agents[1]);
    mt.m = m;
    mt.set = set;
    setup_default(m, &mt.setup);
    mt.setup.num_players = 2;
    mt.games = games;
    mt.seed = 1;
    mt.jobs = jobs;
    if (!ai_match_run(&mt)) {
        printf("  %s: %s\n", m->id, mt.error);
        ai_match_free(&mt);
        return;
    }
    int wins = 0, losses = 0;
    double score = 0;
    for (int g = 0; g < games; g++) {
        const AiGameResult *r = &mt.results[g];
        int seat = r->agent_of_seat[0] == 0 ? 0 : 1;
        score += r->ret[seat];
        if (ai_result_won(r, seat)) wins++;
        else if (r->nwinners > 0) losses++;
    }
    printf("  %-22s %s vs %s: %d wins, %d losses, %d draws in %d games (win rate %.1f%%, mean return "
           "%.3f; seeds 1..%d, seats alternate, no time cap; %.1f s on %d thread(s))\n",
           m->id, a, b, wins, losses, games - wins - losses, games, 100.0 * wins / games, score / games, games,
           mt.seconds, jobs);
    fflush(stdout);
    ai_match_free(&mt);
}

static void bench_ai(const GameModule *m, int games, int jobs)
{
    CardSet *set = bench_load(m);
    if (!set) return;
    bench_iterations(m, set, "ismcts:normal/it=100000/t=1/d=0");
    bench_iterations(m, set, "ismcts:easy/it=100000/t=1");
    bench_iterations(m, set, "ismcts:normal/it=100000/t=1");
    bench_iterations(m, set, "ismcts:hard/it=100000/t=1");
    bench_decisions(m, set, "greedy");
    bench_decisions(m, set, "ismcts:easy");
    bench_decisions(m, set, "ismcts:normal");
    bench_decisions(m, set, "ismcts:hard");
    if (games > 0) bench_versus(m, set, "ismcts:normal", "greedy", games, jobs);
    carddb_free(set);
}

/* ----------------------------------------------------------------- main */

int cli_bench(int argc, char **argv)
{
    bool do_games = false, do_ai = false, do_ui = false, do_faces = false, do_net = false, any = false;
    const char *game_id = NULL;
    bool games_given = false;
    long tables = 16;
    long games = 200, jobs = sysconf(_SC_NPROCESSORS_ONLN);
    double seconds = 1.0;
    if (jobs < 1) jobs = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            bench_usage(stdout);
            return 0;
        } else if (strcmp(a, "games") == 0) {
            do_games = any = true;
        } else if (strcmp(a, "ai") == 0) {
            do_ai = any = true;
        } else if (strcmp(a, "ui") == 0) {
            do_ui = any = true;
        } else if (strcmp(a, "faces") == 0) {
            do_faces = any = true;
        } else if (strcmp(a, "net") == 0) {
            do_net = any = true;
        } else if (strcmp(a, "all") == 0) {
            do_games = do_ai = do_ui = do_faces = do_net = any = true;
        } else if (strcmp(a, "--game") == 0 || strcmp(a, "--games") == 0 || strcmp(a, "--jobs") == 0 ||
                   strcmp(a, "--seconds") == 0 || strcmp(a, "--tables") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "crowntable bench: %s needs a value\nTry `crowntable bench --help`.\n", a);
                return 2;
            }
            const char *v = argv[++i];
            char *end = NULL;
            if (strcmp(a, "--game") == 0) {
                game_id = v;
            } else if (strcmp(a, "--seconds") == 0) {
                seconds = strtod(v, &end);
                if (!v[0] || *end || !(seconds > 0 && seconds <= 3600)) {
                    fprintf(stderr, "crowntable bench: --seconds: expected 0..3600, got \"%s\"\n", v);
                    return 2;
                }
            } else {
                long x = strtol(v, &end, 10);
                long lo = strcmp(a, "--games") == 0 ? 0 : 1;
                if (!v[0] || *end || x < lo || x > 100000) {
                    fprintf(stderr, "crowntable bench: %s: expected a number %ld..100000, got \"%s\"\n", a, lo, v);
                    return 2;
                }
                if (strcmp(a, "--games") == 0) {
                    games = x;
                    games_given = true;
                } else if (strcmp(a, "--tables") == 0) {
                    tables = x > 64 ? 64 : x;
                } else {
                    jobs = x > 64 ? 64 : x;
                }
            }
        } else if (do_ui) {
            continue; /* other arguments after `ui` are ui_bench's (--frames N, --players N) */
        } else {
            fprintf(stderr, "crowntable bench: unknown argument \"%s\"\nTry `crowntable bench --help`.\n", a);
            return 2;
        }
    }
    if (!any) do_games = do_ai = true;
    const GameModule *only = NULL;
    if (game_id) {
        only = games_find(game_id);
        if (!only) {
            fprintf(stderr, "crowntable bench: unknown game \"%s\"\n", game_id);
            return 2;
        }
    }

    if (do_faces) bench_faces(only);
    if (do_net) {
        printf("Network play (one host, loopback):\n");
        fflush(stdout);
        bench_net(only ? only : games_find("queens-court"), (int)tables, games_given && games > 0 ? (int)games : 4);
    }
    if (do_games) {
        printf("Random full games (one core, %.1f s of CPU each; per CPU second):\n", seconds);
        for (int i = 0; i < games_count(); i++) {
            const GameModule *m = games_at(i);
            if (only && m != only) continue;
            bench_games(m, seconds);
        }
    }
    if (do_ai) {
        printf("AI (2 players):\n");
        for (int i = 0; i < games_count(); i++) {
            const GameModule *m = games_at(i);
            if (only && m != only) continue;
            bench_ai(m, (int)games, (int)jobs);
        }
    }
    int rc = 0;
    if (do_ui) {
#ifdef CT_HAVE_UI
        printf("UI:\n");
        fflush(stdout);
        rc = ui_bench(argc, argv);
#else
        printf("UI: not built (configure with -DCT_UI=ON)\n");
#endif
    }
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0)
        printf("Peak memory (ru_maxrss): %.1f MiB\n", ru.ru_maxrss / 1024.0);
    return rc;
}
