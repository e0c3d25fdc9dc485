/* main.c — CLI parsing and wiring only: the first word picks a sub-command,
 * no sub-command opens the window. */
#include <stdio.h>
#include <string.h>
#include "cli/cli.h"
#include "core/registry.h"
#ifdef CT_HAVE_UI
#include "ui/ui.h"
#endif

static void usage(FILE *out)
{
    fprintf(out,
            "crowntable — a tabletop for Queen's Court, Queen's Blood, Long Live the Queen, Queen by Midnight and Blood Wars\n\n"
            "usage:\n"
            "  crowntable [--windowed|--fullscreen] [--size WxH] [--game ID] [--cards DIR]\n"
            "                                  open the table (the default); --cards adds a folder of sets\n"
            "  crowntable sim ...              play AI-vs-AI games headless and print results\n"
            "  crowntable ladder ...           round robin of AIs: win rates, Elo, decision times\n"
            "  crowntable analyse ...          every move of a position with the AI's estimate\n"
            "  crowntable state ...            print a game state as JSON after some actions\n"
            "  crowntable replay SAVE.json     load a save as the table does, say what it restored\n"
            "  crowntable check-cards DIR      validate a card set folder, print every problem\n"
            "  crowntable new-set --game ID DIR  write a small valid starter set to edit\n"
            "  crowntable sets [--cards DIR]   list every card set the table would offer\n"
            "  crowntable export-csv DIR       a set's cards as a spreadsheet (CSV)\n"
            "  crowntable bench [WHAT]         speed and memory figures: games, ai, ui, faces, net\n"
            "  crowntable print DIR ...        print sheets: the cards as a PDF for the printer\n"
            "  crowntable playtest ...         AI self-play balance report (JSON + HTML) for a card set\n"
            "  crowntable serve ...            host games over the network without a window\n"
            "  crowntable join HOST:PORT ...   join a hosted game as a headless player\n"
            "  crowntable playtest-merge ...   add up the shards of a playtest into one report\n"
            "  crowntable games                list the games\n"
            "  crowntable --version | --help\n\n"
            "Each sub-command takes --help.\n");
}

int main(int argc, char **argv)
{
    const char *cmd = argc > 1 ? argv[1] : "";
    if (strcmp(cmd, "sim") == 0) return cli_sim(argc - 1, argv + 1);
    if (strcmp(cmd, "state") == 0) return cli_state(argc - 1, argv + 1);
    if (strcmp(cmd, "replay") == 0) return cli_replay(argc - 1, argv + 1);
    if (strcmp(cmd, "check-cards") == 0) return cli_check_cards(argc - 1, argv + 1);
    if (strcmp(cmd, "new-set") == 0) return cli_new_set(argc - 1, argv + 1);
    if (strcmp(cmd, "sets") == 0) return cli_sets(argc - 1, argv + 1);
    if (strcmp(cmd, "export-csv") == 0) return cli_export_csv(argc - 1, argv + 1);
    if (strcmp(cmd, "bench") == 0) return cli_bench(argc - 1, argv + 1);
    if (strcmp(cmd, "playtest") == 0) return cli_playtest(argc - 1, argv + 1);
    if (strcmp(cmd, "playtest-merge") == 0) return cli_playtest_merge(argc - 1, argv + 1);
    if (strcmp(cmd, "print") == 0) return cli_print(argc - 1, argv + 1);
    if (strcmp(cmd, "ladder") == 0) return cli_ladder(argc - 1, argv + 1);
    if (strcmp(cmd, "analyse") == 0 || strcmp(cmd, "analyze") == 0) return cli_analyse(argc - 1, argv + 1);
    if (strcmp(cmd, "serve") == 0) return cli_serve(argc - 1, argv + 1);
    if (strcmp(cmd, "join") == 0) return cli_join(argc - 1, argv + 1);
    if (strcmp(cmd, "games") == 0) {
        for (int i = 0; i < games_count(); i++) {
            const GameModule *m = games_at(i);
            printf("%-22s %-24s %d-%d players  %s\n", m->id, m->title, m->min_players, m->max_players, m->blurb);
        }
        return 0;
    }
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0) {
        printf("crowntable %s\n", CT_VERSION);
        return 0;
    }
    if (cmd[0] && cmd[0] != '-') {
        fprintf(stderr, "crowntable: unknown command \"%s\"\n\n", cmd);
        usage(stderr);
        return 2;
    }
#ifdef CT_HAVE_UI
    return ui_main(argc, argv);
#else
    fprintf(stderr, "crowntable: this build has no window (built with -DCT_UI=OFF)\n\n");
    usage(stderr);
    return 2;
#endif
}
