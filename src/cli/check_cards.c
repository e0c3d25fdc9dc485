/* check_cards.c — `crowntable check-cards DIR`: the designer's report. */
#include "cli.h"
#include "core/registry.h"
#include "core/json_util.h"
#include "face/face.h"
#include <stdio.h>
#include <string.h>

int cli_check_cards(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        FILE *out = argc < 2 ? stderr : stdout;
        fprintf(out, "usage: crowntable check-cards DIR [--game ID]\n\n"
                     "Validates the card set folder DIR (set.json, decks/NAME.json, art/) and prints every\n"
                     "problem with its file, JSON path and what was expected; its face.json (the\n"
                     "set's card face template, if any) too, and warns of rules text too long for its\n"
                     "box on the face. Exit 0 if the set is\n"
                     "clean, 1 if it has problems, 2 on bad usage. The game is read from set.json\n"
                     "unless --game is given.\n");
        return argc < 2 ? 2 : 0;
    }
    const char *dir = argv[1], *game = NULL;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--game") == 0 && i + 1 < argc) game = argv[++i];
        else {
            fprintf(stderr, "crowntable check-cards: unknown option \"%s\"\n", argv[i]);
            return 2;
        }
    }
    char path[1100];
    snprintf(path, sizeof path, "%s/set.json", dir);
    char game_buf[64] = "";
    if (!game) {
        Error err = {{0}};
        if (!carddb_set_game(dir, game_buf, sizeof game_buf, &err)) {
            printf("%s\n1 problem\n", err.msg);
            return 1;
        }
        if (!game_buf[0]) {
            printf("%s: game: missing; expected one of the game ids (see `crowntable games`)\n1 problem\n", path);
            return 1;
        }
        game = game_buf;
    }
    const GameModule *m = games_find(game);
    if (!m) {
        printf("%s: game: unknown game \"%s\" (see `crowntable games`)\n1 problem\n", path, game);
        return 1;
    }
    Report problems = {0}, warnings = {0};
    CardSet *set = carddb_load(m, dir, &problems, &warnings);
    if (set) carddb_check_art(set, &problems);
    FaceTemplate *face = face_template_load(m, dir, &problems);
    if (!face && set) { /* the set is refused with its face template */
        carddb_free(set);
        set = NULL;
    }
    for (int i = 0; face && set && i < set->ncards; i++) {
        FaceFit fit;
        if (face_check_fit(face, m, set, i, &fit) && !fit.fits)
            report_addf(&warnings,
                        "%s/set.json: cards[%d] \"%s\": %s: too long for its box on the face: at the least text size it "
                        "needs %.0f%% of the card's height, the box has %.0f%% (shorten it, or give the box more room "
                        "in face.json)", dir, i, set->cards[i].id, fit.region, fit.need_h * 100, fit.box_h * 100);
    }
    face_template_free(face);
    for (int i = 0; i < problems.count; i++) printf("%s\n", problems.lines[i]);
    for (int i = 0; i < warnings.count; i++) printf("warning: %s\n", warnings.lines[i]);
    int rc = problems.count ? 1 : 0;
    if (set && !problems.count)
        printf("%s: %s set \"%s\": %d card%s, %d deck%s — OK%s\n", dir, m->title, set->name, set->ncards,
               set->ncards == 1 ? "" : "s", set->ndecks, set->ndecks == 1 ? "" : "s", warnings.count ? " (with warnings)" : "");
    else
        printf("%d problem%s\n", problems.count, problems.count == 1 ? "" : "s");
    carddb_free(set);
    report_free(&problems);
    report_free(&warnings);
    return rc;
}
