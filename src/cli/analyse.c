/* analyse.c — `crowntable analyse`: what the AI thinks of a position.  Every
 * legal move of the seat to act with the search's visits and estimated win
 * chance, best first, and the line the AI expects.  Same numbers as the
 * in-app hint (ai_analyse). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>

#include "ai/ai.h"
#include "ai/hint_words.h"
#include "cli/cli.h"
#include "core/carddb.h"
#include "core/registry.h"

static void analyse_usage(FILE *out)
{
    fprintf(out,
            "usage: crowntable analyse --game ID --load POS.json [options]\n"
            "  Prints every legal move of the seat to act with the AI's visits and estimated\n"
            "  win chance, best first, and the line the AI expects.\n\n"
            "  --game ID       the game of the position\n"
            "  --load FILE     a position file (see `crowntable state --dump`)\n"
            "  --set ID|DIR    card set (default: the game's default set)\n"
            "  --ai SPEC       the AI that judges (default ismcts:hard; also greedy, lookahead,\n"
            "                  ismcts:easy|normal, overrides like ismcts:hard/it=50000;\n"
            "                  oracle:D CHEATS: it reads every hidden card and searches D plies)\n"
            "  --seed S        the AI's seed (default 1); same seed, same numbers\n"
            "  --time-caps     keep the AI's wall-clock cap (by default only its iteration budget)\n"
            "  --hint          print only the hint the table shows for this position: the\n"
            "                  move, what it changes and what the best reply leaves of it\n"
            "                  (judged by the table's hint AI, ismcts:normal, unless --ai)\n"
            "  --json          print JSON\n"
            "  --help          this text\n\n"
            "The estimate is the mean result the search saw after the move (win 1, draw 0.5).\n"
            "example: crowntable analyse --game queens-blood --load tests/positions/queens-blood/loop.json\n");
}

/* The expected line as text, each move named on a copy of the position
 * determinized for `seat` (so it shows no card the seat cannot see); stops
 * where a move does not fit that copy. */
static int analyse_line_text(const GameModule *m, const GameState *st, int seat, const AiAnalysis *an,
                             char text[][160])
{
    GameState *g = game_clone(m, st);
    if (!g) return 0;
    Rng rng;
    rng_seed(&rng, 12345);
    if (m->determinize) m->determinize(g, seat, &rng);
    int n = 0;
    for (int i = 0; i < an->line_len; i++) {
        m->action_text(g, an->line[i], text[i], 160);
        n++;
        if (!game_apply_checked(m, g, an->line[i])) break;
    }
    game_free(g);
    return n;
}

int cli_analyse(int argc, char **argv)
{
    const char *game_id = NULL, *load = NULL, *set_id = NULL, *ai_spec = NULL;
    unsigned long long seed = 1;
    bool json = false, time_caps = false, hint = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            analyse_usage(stdout);
            return 0;
        } else if (strcmp(a, "--game") == 0 && next) game_id = argv[++i];
        else if (strcmp(a, "--load") == 0 && next) load = argv[++i];
        else if (strcmp(a, "--set") == 0 && next) set_id = argv[++i];
        else if (strcmp(a, "--ai") == 0 && next) ai_spec = argv[++i];
        else if (strcmp(a, "--seed") == 0 && next) {
            char *end = NULL;
            seed = strtoull(argv[++i], &end, 10);
            if (!argv[i][0] || *end || argv[i][0] == '-')
                return cli_usage_error("analyse", "--seed: expected a non-negative integer, got \"%s\"", argv[i]);
        } else if (strcmp(a, "--json") == 0) json = true;
        else if (strcmp(a, "--time-caps") == 0) time_caps = true;
        else if (strcmp(a, "--hint") == 0) hint = true;
        else return cli_usage_error("analyse", "unknown or incomplete option \"%s\"", a);
    }
    if (!load) return cli_usage_error("analyse", "%s", "--load is required");
    if (!ai_spec) ai_spec = hint ? "ismcts:normal" : "ismcts:hard";
    const GameModule *m = cli_find_game("analyse", game_id);
    if (!m) return 2;
    AiConfig cfg;
    Error err = {{0}};
    if (!ai_parse_yardstick_spec(ai_spec, &cfg, &err)) return cli_usage_error("analyse", "--ai: %s", err.msg);
    if (!time_caps) ai_config_deterministic(&cfg);

    CardSet *set = cli_load_position_set("analyse", m, set_id, load);
    if (!set) return 1;
    GameState *st = cli_load_position(m, set, load, &err);
    if (!st) {
        fprintf(stderr, "crowntable analyse: %s\n", err.msg);
        carddb_free(set);
        return 1;
    }
    int rc = 0;
    int seat = m->current_player(st);
    AiAnalysis *an = malloc(sizeof *an);
    if (seat == GM_TERMINAL) {
        fprintf(stderr, "crowntable analyse: %s: the game is over; there is no move to judge\n", load);
        rc = 1;
    } else if (!an || !ai_analyse(m, st, seat, &cfg, seed, an)) {
        fprintf(stderr, "crowntable analyse: %s: the analysis failed (out of memory?)\n", load);
        rc = 1;
    }
    if (rc == 0) {
        static char line[AI_LINE_MAX][160];
        int nline = analyse_line_text(m, st, seat, an, line);
        char txt[160];
        if (hint) {
            char sentence[640], named[768];
            hint_sentence(m, st, seat, an->moves[0].action, sentence, sizeof sentence);
            cli_seat_words(sentence, named, sizeof named, NULL);
            printf("%s\n", named);
        } else if (json) {
            cJSON *root = cJSON_CreateObject();
            cJSON_AddStringToObject(root, "game", m->id);
            cJSON_AddStringToObject(root, "position", load);
            cJSON_AddNumberToObject(root, "seat", seat + 1);
            cJSON_AddStringToObject(root, "ai", cfg.name);
            cJSON_AddNumberToObject(root, "seed", (double)seed);
            cJSON_AddNumberToObject(root, "iterations", an->stats.iterations);
            cJSON_AddNumberToObject(root, "seconds", an->stats.elapsed);
            cJSON *moves = cJSON_AddArrayToObject(root, "moves");
            for (int i = 0; i < an->nmoves; i++) {
                cJSON *o = cJSON_CreateObject();
                m->action_text(st, an->moves[i].action, txt, sizeof txt);
                cJSON_AddStringToObject(o, "action", txt);
                cJSON_AddNumberToObject(o, "visits", an->moves[i].visits);
                if (an->moves[i].value >= 0) cJSON_AddNumberToObject(o, "win_chance", an->moves[i].value);
                else cJSON_AddNullToObject(o, "win_chance");
                cJSON_AddItemToArray(moves, o);
            }
            cJSON *jl = cJSON_AddArrayToObject(root, "line");
            for (int i = 0; i < nline; i++) {
                cJSON *o = cJSON_CreateObject();
                cJSON_AddNumberToObject(o, "seat", an->line_seat[i] + 1);
                cJSON_AddStringToObject(o, "action", line[i]);
                cJSON_AddItemToArray(jl, o);
            }
            char *out = cJSON_Print(root);
            if (out) printf("%s\n", out);
            cJSON_free(out);
            cJSON_Delete(root);
        } else {
            printf("%s, %s: seat %d to act; %s, %d iterations, %.2f s\n\n", m->title, load, seat + 1, cfg.name,
                   an->stats.iterations, an->stats.elapsed);
            printf("  %3s  %-44s %8s  %s\n", "#", "move", "visits", "win chance");
            for (int i = 0; i < an->nmoves; i++) {
                m->action_text(st, an->moves[i].action, txt, sizeof txt);
                if (an->moves[i].value >= 0)
                    printf("  %3d  %-44s %8d  %6.1f%%\n", i + 1, txt, an->moves[i].visits, 100.0 * an->moves[i].value);
                else
                    printf("  %3d  %-44s %8d  %7s\n", i + 1, txt, an->moves[i].visits, "-");
            }
            printf("\nexpected line:");
            for (int i = 0; i < nline; i++) printf("%s seat %d: %s", i ? ";" : "", an->line_seat[i] + 1, line[i]);
            printf("\n");
        }
    }
    free(an);
    game_free(st);
    carddb_free(set);
    return rc;
}
