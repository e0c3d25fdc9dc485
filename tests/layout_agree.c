#include "layout_agree.h"
#include <stdio.h>
#include <string.h>

static char differ[1400];

static bool same_rect(SDL_FRect a, SDL_FRect b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }
static bool same_colour(SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }

static bool same_zone(const LayoutZone *a, const LayoutZone *b)
{
    return strcmp(a->id, b->id) == 0 && a->kind == b->kind && same_rect(a->rect, b->rect) && a->who == b->who &&
           a->card_w == b->card_w && a->card_h == b->card_h && a->strip_w == b->strip_w && a->strip_h == b->strip_h &&
           same_rect(a->open, b->open) &&
           a->caption == b->caption &&
           strcmp(a->label, b->label) == 0 && a->no_count == b->no_count && strcmp(a->colour, b->colour) == 0 &&
           a->seat_pattern == b->seat_pattern;
}

/* NULL if the two layouts hold the same, else its first difference */
static const char *layouts_differ(const Layout *a, const Layout *b)
{
    if (strcmp(a->game, b->game) != 0) return "game";
    if ((a->rules == NULL) != (b->rules == NULL) || (a->rules && strcmp(a->rules, b->rules) != 0)) return "rules";
    if (a->card_w != b->card_w || a->card_h != b->card_h) return "card";
    if (!same_colour(a->felt_top, b->felt_top) || !same_colour(a->felt_bottom, b->felt_bottom)) return "felt";
    if (a->mirror_grid_seats != b->mirror_grid_seats) return "mirror_grid_seats";
    if (!same_rect(a->log_rect, b->log_rect) || !same_rect(a->seats_rect, b->seats_rect) ||
        !same_rect(a->buttons_rect, b->buttons_rect) || !same_rect(a->toast_rect, b->toast_rect))
        return "panels";
    for (int n = 0; n <= GM_MAX_PLAYERS; n++) {
        if (a->nanchors[n] != b->nanchors[n]) return "seats (player counts)";
        for (int k = 0; k < a->nanchors[n]; k++)
            if (a->anchors[n][k].x != b->anchors[n][k].x || a->anchors[n][k].y != b->anchors[n][k].y ||
                a->anchors[n][k].scale != b->anchors[n][k].scale)
                return "seats (anchors)";
    }
    if (a->nzones != b->nzones) return "the number of zones";
    for (int i = 0; i < a->nzones; i++)
        if (!same_zone(&a->zones[i], &b->zones[i])) return "a zone";
    return NULL;
}

const char *layout_readers_differ(const char *text, size_t len, const char *path, const GameModule *m, Layout *L,
                                  bool *ok, char *err, size_t errn)
{
    Layout tree;
    char tree_err[1024] = "";
    err[0] = 0;
    *ok = layout_read(L, text, len, path, m, false, err, errn);
    bool tree_ok = layout_read(&tree, text, len, path, m, true, tree_err, sizeof tree_err);
    const char *what = NULL;
    if (*ok != tree_ok)
        snprintf(differ, sizeof differ, "member by member %s, the tree %s: \"%.500s\"", *ok ? "accepts" : "refuses",
                 tree_ok ? "accepts" : "refuses", *ok ? tree_err : err);
    else if (!*ok && strcmp(err, tree_err) != 0)
        snprintf(differ, sizeof differ, "messages differ: \"%.600s\" member by member, \"%.600s\" from the tree", err,
                 tree_err);
    else if (*ok && (what = layouts_differ(L, &tree)) != NULL)
        snprintf(differ, sizeof differ, "the layouts differ in %s", what);
    else
        differ[0] = 0;
    if (tree_ok) layout_free(&tree);
    return differ[0] ? differ : NULL;
}
