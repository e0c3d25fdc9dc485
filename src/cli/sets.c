/* sets.c — `crowntable sets [--cards DIR]...`: every card set the table would
 * offer, so a designer can see where a set was found (or why it was not)
 * without opening the window. */
#include "cli.h"
#include "core/paths.h"
#include "core/registry.h"
#include <stdio.h>
#include <string.h>

int cli_sets(int argc, char **argv)
{
    const char *game = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: crowntable sets [--cards DIR]... [--game ID]\n\n"
                   "Lists every card set the table would offer: game, id, name, folder, cards, decks\n"
                   "and problems (a set with problems is not offered; `check-cards FOLDER` shows them).\n"
                   "A --cards folder may be one set, hold sets one level down, or hold folders named\n"
                   "after a game with sets inside (as `new-set --game ID my-sets/ID/NAME` makes).\n"
                   "Folders that hold no set are listed as skipped, with the reason. Exit 0 when every\n"
                   "set found loads, 1 when one has problems.\n");
            return 0;
        }
        if (strcmp(argv[i], "--cards") == 0 && i + 1 < argc) {
            if (!paths_add_cards_dir(argv[++i])) return cli_usage_error("sets", "too many --cards folders");
        } else if (strcmp(argv[i], "--game") == 0 && i + 1 < argc) game = argv[++i];
        else return cli_usage_error("sets", "unknown option \"%s\"", argv[i]);
    }
    if (game && !cli_find_game("sets", game)) return 2;
    Report problems = {0}, skipped = {0};
    int broken = 0, listed = 0;
    printf("%-22s %-20s %-28s %5s %5s %8s  %s\n", "GAME", "ID", "NAME", "CARDS", "DECKS", "PROBLEMS", "FOLDER");
    for (int g = 0; g < games_count(); g++) {
        const GameModule *m = games_at(g);
        if (game && strcmp(m->id, game) != 0) continue;
        char **dirs;
        /* which folders hold no set does not depend on the game: noted once */
        int n = carddb_set_dirs(m, &dirs, &problems, listed || g ? NULL : &skipped);
        for (int i = 0; i < n; i++, listed++) {
            Report r = {0};
            CardSet *s = carddb_load(m, dirs[i], &r, NULL);
            const char *slash = strrchr(dirs[i], '/');
            printf("%-22s %-20s %-28s %5d %5d %8d  %s\n", m->id, s ? s->id : slash ? slash + 1 : dirs[i],
                   s ? s->name : "(not loaded)", s ? s->ncards : 0, s ? s->ndecks : 0, r.count, dirs[i]);
            for (int k = 0; k < r.count; k++) printf("    %s\n", r.lines[k]);
            broken += r.count > 0;
            carddb_free(s);
            report_free(&r);
        }
        carddb_free_dirs(dirs, n);
    }
    for (int k = 0; k < problems.count; k++) printf("%s\n", problems.lines[k]);
    for (int k = 0; k < skipped.count; k++) printf("%s\n", skipped.lines[k]);
    printf("%d set%s, %d with problems\n", listed, listed == 1 ? "" : "s", broken);
    int rc = broken || problems.count ? 1 : 0;
    report_free(&problems);
    report_free(&skipped);
    return rc;
}
