/* test_ui_card_faces.c — the cards read on the busy tables (each card's face
 * at a size, against print's: test_ui_face_sizes.c).
 *
 * Small sizes that read: on each game's busy table at 1280x720, at 100 % and
 * 150 % text (a Queen's Blood hand, a 5-seat Queen's Court, 4 seats
 * of Queen by Midnight, 5 of Blood Wars with stacked legions, Blood Wars'
 * saved busy tables at 2, 3 and 5 seats with full pools and Dead-Books and a
 * combat's revealed battle hands, the game's end with every hand face up in
 * Blood Wars at 2 and 4 seats, Queen's Blood, Queen by Midnight at 2-4, Long
 * Live the Queen's 11-tile lines),
 * every word a card shows is drawn at 11 px or
 * more, whole (no cut word, no "…", nothing spilling out of its box): a
 * card too small for its name shows its compact face, never a shrunken
 * full one, and a word that cannot read is left off (its zoom reads it). */
#include "testlib.h"
#include "core/registry.h"
#include "core/view.h"
#include "face/face.h"
#include "ui/ui_app.h"
#include "ui/ui_internal.h"
#include "ui_kit.h"
#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CARD_WORD_MIN_PX 11 /* ui_internal.h's, which tests do not include */

/* In a held hand each card's name (or short name) lies clear of the cards
 * drawn after it, which overlap it: a long hand (ten Blood Wars cards) does
 * not hide its names.  Reads the labels the last frame recorded. */
static void hand_names_clear(UiApp *app, const char *where)
{
    const CardSet *set = NULL;
    REQUIRE(ui_app_game(app, NULL, &set) && set);
    static char ids[256][32];
    static SDL_Rect zrects[256];
    int nz = ui_app_zone_rects(app, ids, zrects, 256), hidden = 0, cards = 0;
    for (int z = 0; z < nz; z++) {
        const char *dot = strrchr(ids[z], '.');
        if (!dot || strcmp(dot, ".hand") != 0) continue;
        SDL_Rect item[64];
        int n = 0;
        while (n < 64 && ui_app_item_rect(app, ids[z], n, &item[n])) n++;
        for (int i = 0; i < n; i++) {
            int card = ui_app_shown_card(app, ids[z], i);
            if (card < 0 || card >= set->ncards) continue;
            cards++;
            const char *name = set->cards[card].name, *shortn = card_short_name(&set->cards[card]), *s;
            bool clear = false;
            SDL_Rect r, x;
            for (int k = 0; (s = ui_app_label_at(app, k, &r)) != NULL && !clear; k++) {
                if (!ui_app_label_of_card(app, k, NULL) || (strcmp(s, name) != 0 && strcmp(s, shortn) != 0)) continue;
                if (!SDL_IntersectRect(&r, &item[i], &x) || x.w * x.h < r.w * r.h / 2) continue; /* another card's */
                clear = true;
                for (int j = i + 1; j < n && clear; j++) clear = !(SDL_IntersectRect(&r, &item[j], &x) && x.w > 2 && x.h > 2);
            }
            if (!clear && hidden++ < 4) CHECKF(0, "%s: %s's card \"%s\" (%d of %d) shows no name clear of its neighbours", where, ids[z], name, i + 1, n);
        }
    }
    CHECKF(hidden == 0, "%s: %d of %d hand card(s) with their names hidden", where, hidden, cards);
}

/* Renders the table with every card's words recorded: fails on one under
 * CARD_WORD_MIN_PX, cut, or shortened with "…" — thumbnails (a stack's, a
 * rival's row, a pile's top) included, or drawn turned sideways; or under a
 * label of the table's (a stack's count bubble over a legion's stat pill). */
static void card_words_read(UiApp *app, const char *where)
{
    ui_app_card_texts_record(app, true);
    ui_app_render(app);
    SDL_Rect r;
    const char *s;
    int words = 0, bad = 0;
    for (int i = 0; (s = ui_app_label_at(app, i, &r)) != NULL; i++) {
        bool cut = false;
        if (!ui_app_label_of_card(app, i, &cut) || s[0] == '(') continue; /* "(tick)", "(padlock)": marks, not words */
        words++;
        int px = ui_app_label_px(app, i);
        bool wrong = px < CARD_WORD_MIN_PX || cut || strstr(s, "…") != NULL;
        if (wrong && bad++ < 6)
            CHECKF(0, "%s: a card's \"%s\" is drawn at %d px%s%s", where, s, px, cut ? ", not fitting its box" : "",
                   strstr(s, "…") ? ", shortened" : "");
    }
    CHECKF(bad == 0, "%s: %d card word(s) that do not read", where, bad);
    CHECKF(words >= 4, "%s: only %d card words recorded", where, words);
    /* nothing of the table's (a stack's count, a caption) lies over a card's word */
    int over = 0;
    SDL_Rect q;
    const char *o;
    for (int i = 0; (s = ui_app_label_at(app, i, &r)) != NULL; i++) {
        if (!ui_app_label_of_card(app, i, NULL) || s[0] == '(') continue;
        for (int j = 0; (o = ui_app_label_at(app, j, &q)) != NULL; j++) {
            if (ui_app_label_of_card(app, j, NULL)) continue;
            SDL_Rect x;
            if (SDL_IntersectRect(&r, &q, &x) && x.w > 2 && x.h > 2 && over++ < 6)
                CHECKF(0, "%s: \"%s\" lies over a card's \"%s\"", where, o, s);
        }
    }
    CHECKF(over == 0, "%s: %d table label(s) over card words", where, over);
    /* every card face up on the table says which card it is: its whole name
     * or its short name, at the floor (a rival's row, a stack's cards, a
     * pile's top): where a card is too small for its name, the layout lists
     * it as a name strip (the 4-5 seat rival blocks, a battle hand) */
    char first[96];
    int unnamed = ui_app_unnamed_cards(app, first, sizeof first);
    CHECKF(unnamed == 0, "%s: %d card(s) face up without a name that reads (first: %s)", where, unnamed, first);
    hand_names_clear(app, where);
    ui_app_card_texts_record(app, false);
}

/* A seeded hot-seat game of `game` with `seats`, `moves` in, at 1280x720 at
 * 100 % and 150 % text. */
static void check_table(const char *game, int seats, int moves)
{
    const int scales[] = {100, 150};
    for (int k = 0; k < 2; k++) {
        UiApp *app = kit_app(1280, 720, "ismcts:easy/it=20/t=0", NULL, 0);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", scales[k]);
        REQUIRE(ui_app_start(app, game, seats, 0u, 5));
        for (int i = 0; i < moves && !ui_app_game_over(app); i++)
            REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)i + 1) == 1);
        char where[128];
        snprintf(where, sizeof where, "%s %d seats %d moves in, 1280x720 %d%%", game, seats, moves, scales[k]);
        card_words_read(app, where);
        char png[160];
        snprintf(png, sizeof png, "card-faces-%s-%d.png", game, scales[k]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

static void test_queens_blood_hand(void) { check_table("queens-blood", 2, 8); }

/* The most cards any seat's hand on the table shows. */
static int longest_hand(UiApp *app)
{
    static char ids[256][32];
    static SDL_Rect zrects[256];
    int nz = ui_app_zone_rects(app, ids, zrects, 256), most = 0;
    for (int z = 0; z < nz; z++) {
        const char *dot = strrchr(ids[z], '.');
        if (!dot || strcmp(dot, ".hand") != 0) continue;
        int n = 0;
        SDL_Rect r;
        while (n < 64 && ui_app_item_rect(app, ids[z], n, &r) && ui_app_shown_card(app, ids[z], n) >= 0) n++;
        if (n > most) most = n;
    }
    return most;
}

/* A Queen's Blood hand of 9 and of 10 cards (late in the seeded game, when
 * cards no longer fit the board) keeps every name whole and clear of its
 * neighbours. */
static void test_queens_blood_long_hands(void)
{
    const int scales[] = {100, 150}, hands[][2] = {{9, 38}, {10, 40}};
    for (int k = 0; k < 2; k++)
        for (int h = 0; h < 2; h++) {
            UiApp *app = kit_app(1280, 720, "ismcts:easy/it=20/t=0", NULL, 0);
            REQUIRE(app);
            ui_app_set_setting(app, "ui_scale", scales[k]);
            REQUIRE(ui_app_start(app, "queens-blood", 2, 0u, 5));
            for (int i = 0; i < hands[h][1] && !ui_app_game_over(app); i++)
                REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)i + 1) == 1);
            ui_app_render(app);
            REQUIRE(longest_hand(app) == hands[h][0]);
            char where[128];
            snprintf(where, sizeof where, "queens-blood hand of %d, %d moves in, 1280x720 %d%%", hands[h][0],
                     hands[h][1], scales[k]);
            card_words_read(app, where);
            char png[64];
            snprintf(png, sizeof png, "card-faces-queens-blood-hand%d-%d.png", hands[h][0], scales[k]);
            CHECK(kit_save_png(app, png));
            ui_app_free(app);
        }
}
static void test_queens_court_5_seats(void) { check_table("queens-court", 5, 20); }
/* the others' warlords and discards, and a battle hand, listed as name strips */
static void test_blood_wars_5_seats(void) { check_table("blood-wars", 5, 40); }
/* Does the table show a flipped warlord (item 0 dimmed) and a warlord with
 * a battle hand stacked under him (a count bubble)? */
static bool bw_flipped_and_stacked(UiApp *app)
{
    bool flipped = false, stacked = false;
    for (int p = 0; p < 5; p++)
        for (int k = 0; k < 9; k++) {
            char zone[16];
            snprintf(zone, sizeof zone, "p%d.w%d", p, k);
            int f = ui_app_shown_flags(app, zone, 0);
            if (f >= 0 && (f & VI_DIMMED)) flipped = true;
            if (f >= 0 && ui_app_shown_flags(app, zone, 1) >= 0) stacked = true;
        }
    return flipped && stacked;
}

/* Every flipped warlord in a seat's own rows (a zone wider than a rival
 * block's slot) shows his name (or short name) upright: it is among the
 * card words drawn. */
static void flipped_names_read(UiApp *app, const char *where)
{
    const CardSet *set = NULL;
    REQUIRE(ui_app_game(app, NULL, &set) && set);
    static char ids[256][32];
    static SDL_Rect rects[256];
    int nz = ui_app_zone_rects(app, ids, rects, 256), seen = 0;
    ui_app_card_texts_record(app, true);
    ui_app_render(app);
    for (int z = 0; z < nz; z++) {
        int f = ui_app_shown_flags(app, ids[z], 0), card = ui_app_shown_card(app, ids[z], 0);
        if (!strstr(ids[z], ".w") || f < 0 || !(f & VI_DIMMED) || card < 0 || card >= set->ncards || rects[z].w < 100)
            continue;
        seen++;
        const char *name = card_short_name(&set->cards[card]), *s;
        if (!name[0]) name = set->cards[card].name;
        bool found = false;
        SDL_Rect r;
        for (int i = 0; (s = ui_app_label_at(app, i, &r)) != NULL && !found; i++) {
            bool cut = false;
            found = ui_app_label_of_card(app, i, &cut) && !cut && (strcmp(s, name) == 0 || strcmp(s, set->cards[card].name) == 0);
        }
        CHECKF(found, "%s: flipped warlord %s (%s) does not show \"%s\" upright", where, set->cards[card].id, ids[z], name);
    }
    ui_app_card_texts_record(app, false);
    printf("  %s: %d flipped warlord(s) in a seat's own rows\n", where, seen);
}

/* Blood Wars' flipped warlords read upright (dimmed, tagged), and a stack's
 * count bubble sits clear of the warlord's stat pills: the first table of a
 * seeded 5-seat game that shows both. */
static void test_blood_wars_flipped_and_stacked(void)
{
    const int scales[] = {100, 150};
    for (int k = 0; k < 2; k++) {
        UiApp *app = kit_app(1280, 720, "ismcts:easy/it=20/t=0", NULL, 0);
        REQUIRE(app);
        ui_app_set_setting(app, "ui_scale", scales[k]);
        REQUIRE(ui_app_start(app, "blood-wars", 5, 0u, 5));
        int i = 0;
        for (; i < 400 && !ui_app_game_over(app) && !bw_flipped_and_stacked(app); i++)
            REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)i + 1) == 1);
        REQUIRE(bw_flipped_and_stacked(app));
        char where[128];
        snprintf(where, sizeof where, "blood-wars 5 seats %d moves in (flipped, stacked), 1280x720 %d%%", i, scales[k]);
        card_words_read(app, where);
        flipped_names_read(app, where);
        char png[64];
        snprintf(png, sizeof png, "card-faces-blood-wars-flipped-%d.png", scales[k]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

/* Least room, in surface pixels, between a zone's caption and a card of
 * another zone (a pile's strip just above "Defenders" crowded it), and
 * between it and its own zone's cards. */
#define CAPTION_ROOM_PX 4
#define OWN_CAPTION_ROOM_PX 2

/* Zone c's caption band in surface pixels (wider than the zone: a caption
 * may spread past it), or false when it has none. */
static bool caption_band(UiApp *app, int c, SDL_Rect *out)
{
    const ZoneRes *r = &app->s.zr[c];
    if (!r->placed || (r->caption != CAP_ABOVE && r->caption != CAP_BELOW)) return false;
    float y = r->caption == CAP_ABOVE ? r->rect.y - 19 : r->rect.y + r->rect.h + 3, k = app->gfx.scale;
    *out = (SDL_Rect){(int)((r->rect.x - 80) * k + app->gfx.offx), (int)(y * k + app->gfx.offy) - 2,
                      (int)((r->rect.w + 160) * k), (int)(17 * k) + 6};
    return true;
}

/* No card lies over a zone's caption or crowds it, nor under a side panel
 * (the log).  Reads the labels the last frame recorded. */
static void cards_clear_of_captions(UiApp *app, const char *where)
{
    UiSession *S = &app->s;
    const View *v = S->view;
    SDL_Rect panels[4];
    int np = ui_app_panel_rects(app, panels, 4), near = 0, under = 0;
    for (int zi = 0; zi < v->nzones; zi++) {
        const ViewZone *z = &v->zones[zi];
        if (!S->zr[zi].placed) continue;
        for (int i = 0; i < z->nitems; i++) {
            SDL_Rect card, x;
            if (!ui_app_item_rect(app, z->id, i, &card) || z->items[i].card == VIEW_NO_CARD) continue;
            for (int p = 0; p < np; p++)
                if (SDL_IntersectRect(&card, &panels[p], &x) && under++ < 4)
                    CHECKF(0, "%s: %s's card %d lies under a side panel", where, z->id, i);
            /* every zone's caption: its label (a pile's with its count) drawn in its band */
            for (int c = 0; c < v->nzones; c++) {
                SDL_Rect band, q;
                if (!caption_band(app, c, &band)) continue;
                const ZoneRes *r = &S->zr[c];
                const char *label = r->lz && r->lz->label[0] ? r->lz->label : v->zones[c].label, *t;
                size_t ln = strlen(label);
                int m = c == zi ? OWN_CAPTION_ROOM_PX : CAPTION_ROOM_PX;
                SDL_Rect room = {card.x - m, card.y - m, card.w + 2 * m, card.h + 2 * m};
                for (int k = 0; (t = ui_app_label_at(app, k, &q)) != NULL; k++) {
                    if (ui_app_label_of_card(app, k, NULL) || strncmp(t, label, ln) != 0 ||
                        (t[ln] != 0 && strncmp(t + ln, " \xc2\xb7", 3) != 0) || !SDL_IntersectRect(&q, &band, &x))
                        continue;
                    if (SDL_IntersectRect(&room, &q, &x) && near++ < 4)
                        CHECKF(0, "%s: %s's card %d (%d,%d %dx%d) is within %d px of %s's caption \"%s\" (%d,%d %dx%d)",
                               where, z->id, i, card.x, card.y, card.w, card.h, m, v->zones[c].id, t, q.x, q.y, q.w, q.h);
                }
            }
        }
    }
    CHECKF(near == 0, "%s: %d card(s) on or against a caption", where, near);
    CHECKF(under == 0, "%s: %d card(s) under a side panel", where, under);
}

/* Each other seat's victory pool and Dead-Book say which is which: a
 * caption ("Pool", "Dead") left of the pile's strip, inside its place, at
 * the table's text floor or more, over no card and no other word.  Reads
 * the labels the last frame recorded. */
static void rival_piles_captioned(UiApp *app, int seats, const char *where)
{
    static char ids[256][32];
    static SDL_Rect zrects[256];
    int nz = ui_app_zone_rects(app, ids, zrects, 256), found = 0;
    for (int p = 1; p < seats; p++)
        for (int k = 0; k < 2; k++) {
            char zone[16];
            snprintf(zone, sizeof zone, "p%d.%s", p, k ? "dead" : "pool");
            const char *caption = k ? "Dead" : "Pool";
            int z = 0;
            while (z < nz && strcmp(ids[z], zone) != 0) z++;
            CHECKF(z < nz, "%s: %s is not on the table", where, zone);
            if (z == nz) continue;
            SDL_Rect r, x, q, strip;
            const char *s;
            int at = -1;
            for (int i = 0; (s = ui_app_label_at(app, i, &r)) != NULL && at < 0; i++)
                if (!ui_app_label_of_card(app, i, NULL) && strcmp(s, caption) == 0 && SDL_IntersectRect(&r, &zrects[z], &x) &&
                    x.w * x.h * 2 > r.w * r.h)
                    at = i;
            CHECKF(at >= 0, "%s: %s has no caption \"%s\" in its place", where, zone, caption);
            if (at < 0) continue;
            found++;
            ui_app_label_at(app, at, &r);
            CHECKF(ui_app_label_px(app, at) >= ui_app_text_floor_px(app), "%s: %s's caption at %d px", where, zone,
                   ui_app_label_px(app, at));
            if (ui_app_item_rect(app, zone, 0, &strip))
                CHECKF(r.x + r.w <= strip.x, "%s: %s's caption runs into its strip", where, zone);
            for (int i = 0; (s = ui_app_label_at(app, i, &q)) != NULL; i++)
                if (i != at && SDL_IntersectRect(&r, &q, &x) && x.w > 1 && x.h > 1)
                    CHECKF(0, "%s: %s's caption \"%s\" lies over \"%s\"", where, zone, caption, s);
            for (int o = 0; o < nz; o++) {
                SDL_Rect item;
                for (int i = 0; ui_app_item_rect(app, ids[o], i, &item) && i < 64; i++)
                    if (ui_app_shown_card(app, ids[o], i) >= 0 && SDL_IntersectRect(&r, &item, &x) && x.w > 1 && x.h > 1)
                        CHECKF(0, "%s: %s's caption lies over %s's card %d", where, zone, ids[o], i);
            }
        }
    CHECKF(found == 2 * (seats - 1), "%s: %d of %d rival piles captioned", where, found, 2 * (seats - 1));
}

/* The seat's own piles listed as strips (discard, Dead-Book) keep their
 * count badge clear of the strip, 2 px at least (a "20" lay against the
 * strip's RR pill), its number inside its disc.  Reads the badges and
 * labels of the last frame's table. */
static void own_counts_clear(UiApp *app, const char *where)
{
    char ids[32][32];
    SDL_Rect badge[32], strip;
    int n = ui_app_count_badges(app, ids, badge, 32), seen = 0;
    for (int b = 0; b < n; b++) {
        if (strncmp(ids[b], "p0.", 3) != 0 || !ui_app_item_rect(app, ids[b], 0, &strip) ||
            badge[b].x + badge[b].w / 2 < strip.x + strip.w)
            continue; /* on a card's corner, not after a strip */
        seen++;
        CHECKF(badge[b].x >= strip.x + strip.w + 2, "%s: %s's count badge (x %d) against its strip (ends at %d)", where,
               ids[b], badge[b].x, strip.x + strip.w);
        SDL_Rect q, x;
        const char *t;
        for (int i = 0; (t = ui_app_label_at(app, i, &q)) != NULL; i++) /* its number inside its disc */
            if (!ui_app_label_of_card(app, i, NULL) && t[0] >= '0' && t[0] <= '9' && SDL_IntersectRect(&q, &badge[b], &x))
                CHECKF(q.x >= badge[b].x && q.x + q.w <= badge[b].x + badge[b].w, "%s: %s's count \"%s\" (x %d, %d wide) runs past its disc (x %d, %d wide)",
                       where, ids[b], t, q.x, q.w, badge[b].x, badge[b].w);
    }
    CHECKF(seen > 0, "%s: no count badge after the seat's strips", where);
}

/* Every other seat's deck shows its count beside its card, its number
 * inside its badge, the badge 2 px clear of the deck's card, of the hand's
 * backs and of the ninth warlord's place after it (a half-size card had no
 * room for "13" on its corner). */
static void rival_deck_counts_read(UiApp *app, int seats, const char *where)
{
    char ids[32][32], zids[64][32];
    SDL_Rect badge[32], zr[64], card, q, x;
    int n = ui_app_count_badges(app, ids, badge, 32), nz = ui_app_zone_rects(app, zids, zr, 64), seen = 0;
    for (int s = 1; s < seats; s++) {
        char deck[16], hand[16], w8[16];
        snprintf(deck, sizeof deck, "p%d.deck", s);
        snprintf(hand, sizeof hand, "p%d.hand", s);
        snprintf(w8, sizeof w8, "p%d.w8", s);
        for (int b = 0; b < n; b++) {
            if (strcmp(ids[b], deck) != 0 || !ui_app_item_rect(app, deck, 0, &card)) continue;
            seen++;
            CHECKF(badge[b].x >= card.x + card.w + 2, "%s: %s's count badge (x %d) on its card (ends at %d)", where, deck, badge[b].x,
                   card.x + card.w);
            SDL_Rect wide = {badge[b].x - 2, badge[b].y - 2, badge[b].w + 4, badge[b].h + 4};
            for (int i = 0; ui_app_item_rect(app, hand, i, &q); i++)
                CHECKF(!SDL_HasIntersection(&wide, &q), "%s: %s's count badge against the hand's card %d", where, deck, i);
            for (int z = 0; z < nz; z++)
                if (strcmp(zids[z], w8) == 0)
                    CHECKF(!SDL_HasIntersection(&wide, &zr[z]), "%s: %s's count badge against %s", where, deck, w8);
            const char *t;
            for (int i = 0; (t = ui_app_label_at(app, i, &q)) != NULL; i++)
                if (!ui_app_label_of_card(app, i, NULL) && t[0] >= '0' && t[0] <= '9' && SDL_IntersectRect(&q, &badge[b], &x))
                    CHECKF(q.x >= badge[b].x && q.x + q.w <= badge[b].x + badge[b].w && q.h >= ui_app_text_floor_px(app) - 1,
                           "%s: %s's count \"%s\" (x %d, %dx%d) not whole in its badge (x %d, %d wide)", where, deck, t, q.x, q.w, q.h,
                           badge[b].x, badge[b].w);
        }
    }
    CHECKF(seen == seats - 1, "%s: %d of %d rival decks show a count badge", where, seen, seats - 1);
}

#define TARGET_PX 24

/* With the pointer on each of the seat's own warlords that holds a battle
 * hand of 4 or more, and then on his hand's last card: every card of the
 * hand lies whole in the window, at least TARGET_PX each way, over no other
 * of them, and every word reads (a hand too long to list beside him is
 * listed whole over the table round him while pointed at). */
static void own_battle_hands_pointed(UiApp *app, const char *where, const char *png)
{
    int pointed = 0;
    for (int k = 0; k < 9; k++) {
        char zone[16], at[160];
        snprintf(zone, sizeof zone, "p0.w%d", k);
        SDL_Rect lord, q[64], again;
        int n = 1;
        if (!ui_app_item_rect(app, zone, 0, &lord)) continue;
        if (ui_app_shown_card(app, zone, 4) < 0) continue;
        mouse_event(app, SDL_MOUSEMOTION, lord.x + lord.w / 2.0f, lord.y + lord.h / 2.0f);
        snprintf(at, sizeof at, "%s, pointer on %s", where, zone);
        card_words_read(app, at); /* draws it so */
        cards_clear_of_captions(app, at);
        while (n < 64 && ui_app_shown_card(app, zone, n) >= 0 && ui_app_item_rect(app, zone, n, &q[n])) n++;
        pointed++;
        for (int i = 1; i < n; i++) {
            SDL_Rect x;
            CHECKF(q[i].w >= TARGET_PX && q[i].h >= TARGET_PX && q[i].x >= 0 && q[i].y >= 0 && q[i].x + q[i].w <= 1280 &&
                       q[i].y + q[i].h <= 720,
                   "%s, pointer on %s: card %d of %d at %d,%d %dx%d", where, zone, i, n - 1, q[i].x, q[i].y, q[i].w, q[i].h);
            for (int j = 1; j < i; j++)
                CHECKF(!SDL_IntersectRect(&q[i], &q[j], &x), "%s, pointer on %s: cards %d and %d overlap", where, zone, j, i);
        }
        /* on to the last card: the list stays as it is under the pointer */
        mouse_event(app, SDL_MOUSEMOTION, q[n - 1].x + q[n - 1].w / 2.0f, q[n - 1].y + q[n - 1].h / 2.0f);
        ui_app_render(app);
        CHECKF(ui_app_item_rect(app, zone, n - 1, &again) && SDL_RectEquals(&again, &q[n - 1]),
               "%s: the hand's last card moves from under the pointer", at);
        char file[96];
        snprintf(file, sizeof file, "%s-w%d.png", png, k);
        CHECK(kit_save_png(app, file));
        mouse_event(app, SDL_MOUSEMOTION, 1, 1); /* away: the places under the list come back */
        ui_app_render(app);
    }
    CHECKF(pointed >= 2, "%s: %d battle hand(s) of 4 or more among the seat's own warlords", where, pointed);
}

/* A 1280x720 Blood Wars table at `scale` % text on the saved position
 * tests/positions/blood-wars/NAME.json, seat 0 at the screen and the others
 * the AI's (the table shows seat 0's view); NULL (a failed check) when it
 * does not load. */
static UiApp *bw_position_app(int seats, int scale, const char *name)
{
    UiApp *app = kit_app(1280, 720, "ismcts:easy/it=20/t=0", NULL, 0);
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    GameState *st = NULL;
    char rel[96];
    snprintf(rel, sizeof rel, "tests/positions/blood-wars/%s.json", name);
    if (app) {
        ui_app_set_setting(app, "ui_scale", scale);
        if (ui_app_start(app, "blood-wars", seats, ((1u << seats) - 1) & ~1u, 5) && ui_app_game(app, &m, &set) && m && set)
            st = tl_load_position(m, set, rel);
    }
    CHECKF(st != NULL, "%s: the table does not open on it", rel);
    if (!st) {
        if (app) ui_app_free(app);
        return NULL;
    }
    kit_install(app, st, 0);
    return app;
}

/* Blood Wars' busy tables, from saved positions (tests/positions/blood-wars/
 * busy-table-N.json) at 2, 3 and 5 seats: every victory pool, discard and
 * Dead-Book filled, a combat with a rival's battle hand turned face up, and
 * the seat at the screen holding a battle hand of 9 or 10; and a 2-seat
 * table with seven of the seat's own warlords, two in the second row, the
 * first holding a battle hand of 10; and one where the battle hands of 10
 * and 8 have no free table under them (a first-row warlord with another
 * under him, a second-row one), which also has each pointed at; and one
 * whose first warlord's battle hand of 7 stands over an empty victory pool
 * (its caption drawn all the same: the strips ran over it).  Every
 * face-up card names itself at 11 px or more, whole, at 100 % and 150 %
 * text; no card lies over a zone's caption or under a side panel (the log);
 * the seat's own strip piles keep their counts clear of the strip. */
static void bw_busy_table(int seats, const char *name)
{
    const int scales[] = {100, 150};
    for (int k = 0; k < 2; k++) {
        UiApp *app = bw_position_app(seats, scales[k], name);
        REQUIRE(app);
        char where[128];
        snprintf(where, sizeof where, "blood-wars %s, %d seats, 1280x720 %d%%", name, seats, scales[k]);
        card_words_read(app, where);
        cards_clear_of_captions(app, where);
        rival_piles_captioned(app, seats, where);
        own_counts_clear(app, where);
        rival_deck_counts_read(app, seats, where);
        char png[80];
        snprintf(png, sizeof png, "card-faces-blood-wars-%s-%d.png", name, scales[k]);
        CHECK(kit_save_png(app, png));
        if (strcmp(name, "busy-table-own-under") == 0) {
            snprintf(png, sizeof png, "card-faces-blood-wars-%s-%d-pointed", name, scales[k]);
            own_battle_hands_pointed(app, where, png);
        }
        ui_app_free(app);
    }
}
/* A card picked from a battle hand too long to show whole (the second
 * row's Factol Ondry, 8 cards, in Ann's Assembly) stays in sight when the
 * pointer leaves the list: among the strips shown, named, not at the
 * "+N more" row's place, at 100 % and 150 % text. */
static void test_blood_wars_picked_battle_card(void)
{
    const int scales[] = {100, 150};
    for (int k = 0; k < 2; k++) {
        UiApp *app = bw_position_app(2, scales[k], "busy-table-own-picked");
        REQUIRE(app);
        const CardSet *set = NULL;
        REQUIRE(ui_app_game(app, NULL, &set) && set);
        ui_app_render(app);
        SDL_Rect lord, last, q[9];
        REQUIRE(ui_app_item_rect(app, "p0.w5", 0, &lord));
        mouse_event(app, SDL_MOUSEMOTION, lord.x + lord.w / 2.0f, lord.y + lord.h / 2.0f);
        ui_app_render(app);
        REQUIRE(ui_app_item_rect(app, "p0.w5", 8, &last));
        click_at(app, last.x + last.w / 2.0f, last.y + last.h / 2.0f); /* "Take Reserve Cohort back": picked */
        mouse_event(app, SDL_MOUSEMOTION, 1, 1);
        char where[96];
        snprintf(where, sizeof where, "blood-wars busy-table-own-picked, 1280x720 %d%%", scales[k]);
        card_words_read(app, where);
        for (int i = 1; i <= 8; i++) REQUIRE(ui_app_item_rect(app, "p0.w5", i, &q[i]));
        int same = 0;
        for (int i = 1; i < 8; i++) same += SDL_RectEquals(&q[i], &q[8]);
        CHECKF(same == 0, "%s: the picked card lies at the \"+N more\" row's place, with %d other(s)", where, same);
        const char *name = set->cards[ui_app_shown_card(app, "p0.w5", 8)].name, *t;
        bool named = false;
        SDL_Rect r, x;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL && !named; i++)
            named = ui_app_label_of_card(app, i, NULL) && SDL_IntersectRect(&r, &q[8], &x) &&
                    (strcmp(t, name) == 0 || strcmp(t, card_short_name(&set->cards[ui_app_shown_card(app, "p0.w5", 8)])) == 0);
        CHECKF(named, "%s: the picked card (%s) is not named where it lies", where, name);
        char png[64];
        snprintf(png, sizeof png, "card-faces-blood-wars-picked-%d.png", scales[k]);
        CHECK(kit_save_png(app, png));
        ui_app_free(app);
    }
}

static void test_blood_wars_busy_tables(void)
{
    bw_busy_table(2, "busy-table-2");
    bw_busy_table(3, "busy-table-3");
    bw_busy_table(5, "busy-table-5");
    bw_busy_table(2, "busy-table-own-7");
    bw_busy_table(2, "busy-table-own-under");
    bw_busy_table(2, "busy-table-own-pool-empty");
}

/* Another seat's face-up cards listed in its open place, too many for it
 * ("+N more"): with the pointer on the list, every one of them lies whole
 * in the window, over no other, and names itself (its words read); so
 * does every warlord of the seat whose place lies under the list, his
 * battle hand hidden or not (none is lost under it); a warlord's battle
 * hand is set in under him (the list holds the hand too). */
static void open_list_pointed(UiApp *app, int seat, const char *where, const char *png)
{
    char hand[16], zone[16];
    snprintf(hand, sizeof hand, "p%d.hand", seat);
    SDL_Rect first, q[128], x, lord = {0, 0, 0, 0};
    REQUIRE(ui_app_item_rect(app, hand, 0, &first));
    mouse_event(app, SDL_MOUSEMOTION, first.x + first.w / 2.0f, first.y + first.h / 2.0f);
    char at[160];
    snprintf(at, sizeof at, "%s, pointer on %s's list", where, hand);
    card_words_read(app, at); /* draws it so */
    int n = 0, cards = 0;
    for (int z = -1; z < 9; z++) {
        if (z < 0) snprintf(zone, sizeof zone, "%s", hand);
        else snprintf(zone, sizeof zone, "p%d.w%d", seat, z);
        for (int i = 0; ui_app_shown_card(app, zone, i) != -3 && n < 128; i++) {
            if (ui_app_shown_card(app, zone, i) < 0) continue; /* a back: every warlord himself is listed */
            cards++;
            if (!ui_app_item_rect(app, zone, i, &q[n])) {
                CHECKF(0, "%s: %s's card %d is not listed", at, zone, i);
                continue;
            }
            CHECKF(q[n].x >= 0 && q[n].y >= 0 && q[n].x + q[n].w <= 1280 && q[n].y + q[n].h <= 720, "%s: %s's card %d out of the window", at, zone, i);
            if (z >= 0 && i == 0) lord = q[n];
            if (z >= 0 && i > 0 && abs(q[n].x - lord.x) < lord.w / 2) /* his battle hand set in under him */
                CHECKF(q[n].x >= lord.x + 4, "%s: %s's card %d (x %d) not set in under its warlord (x %d)", at, zone, i, q[n].x, lord.x);
            for (int j = 0; j < n; j++) CHECKF(!SDL_IntersectRect(&q[n], &q[j], &x), "%s: %s's card %d lies over another", at, zone, i);
            n++;
        }
    }
    CHECKF(cards >= 12, "%s: only %d cards face up in the list", at, cards);
    CHECK(kit_save_png(app, png));
}

/* The label `text` drawn last frame, at 11 px or more, right above `strip`
 * in its column: the list's caption row for the part that strip begins. */
static void captioned(UiApp *app, const char *text, SDL_Rect strip, const char *where)
{
    SDL_Rect r;
    const char *t;
    bool above = false;
    for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
        if (strcmp(t, text) == 0 && ui_app_label_px(app, i) >= CARD_WORD_MIN_PX)
            above |= abs(r.x - strip.x) < strip.w / 2 && r.y + r.h <= strip.y + 2 && r.y >= strip.y - 2 * strip.h;
    CHECKF(above, "%s: no \"%s\" caption row right above the strip at %d,%d", where, text, strip.x, strip.y);
}

/* The game's end: every other seat's hand and battle hands turned face up,
 * listed as name strips in its open place, one list shared (the hand, then
 * each warlord with his battle hand), at 2 and 4 seats; at 2 seats too long
 * for the place ("+N more"), listed whole while pointed at, with a caption
 * row (the layout's "open_caption") where the hand's part begins and where
 * the warlords' does: the list says where the hand ends. */
static void test_blood_wars_game_over(void)
{
    bw_busy_table(2, "busy-table-over-2");
    bw_busy_table(4, "busy-table-over-4");
    const int scales[] = {100, 150};
    for (int k = 0; k < 2; k++) {
        UiApp *app = bw_position_app(2, scales[k], "busy-table-over-2");
        REQUIRE(app);
        char where[96], png[80];
        /* in its place and listed whole: a caption never ends a column apart from its part */
        for (int pointed = 0; pointed < 2; pointed++) {
            snprintf(where, sizeof where, "blood-wars busy-table-over-2, 1280x720 %d%%%s", scales[k],
                     pointed ? ", pointed at" : "");
            ui_app_render(app);
            snprintf(png, sizeof png, "card-faces-blood-wars-over-pointed-%d.png", scales[k]);
            if (pointed) open_list_pointed(app, 1, where, png);
            SDL_Rect hand, lord;
            ui_app_labels_record(app, true);
            ui_app_render(app);
            if (ui_app_item_rect(app, "p1.hand", 0, &hand) && ui_app_item_rect(app, "p1.w0", 0, &lord)) {
                captioned(app, "In hand", hand, where);
                captioned(app, "Warlords", lord, where);
            } else CHECKF(0, "%s: the hand's first card or the first warlord not listed", where);
            ui_app_labels_record(app, false);
        }
        ui_app_free(app);
    }
}

/* Every other seat's princess and armory keep their places at the game's
 * end, beside the hand listed face up (its open place lies over what no
 * longer matters: the deck, the set-aside pile, the vault and war chest),
 * each card of them named where it lies. */
static void princess_and_armory_in_sight(UiApp *app, int seats, const char *where)
{
    for (int s = 1; s < seats; s++) {
        const char *zones[] = {"princess", "armory"};
        for (int k = 0; k < 2; k++) {
            char zone[16];
            snprintf(zone, sizeof zone, "p%d.%s", s, zones[k]);
            SDL_Rect q;
            for (int i = 0; ui_app_shown_card(app, zone, i) != -3; i++)
                CHECKF(ui_app_item_rect(app, zone, i, &q), "%s: %s's card %d is not in sight", where, zone, i);
        }
    }
}

/* The table at 1280x720 at 100 % and 150 % text, every card word read
 * (Queen by Midnight's princesses and armories in sight at the end). */
static void drawn_both_sizes(UiApp *app, const char *game, int seats, int moves, const char *when)
{
    for (int k = 0; k < 2; k++) {
        int scale = k ? 150 : 100;
        ui_app_set_setting(app, "ui_scale", scale);
        char where[128], png[80];
        snprintf(where, sizeof where, "%s %d seats, %s after %d moves, 1280x720 %d%%", game, seats, when, moves, scale);
        card_words_read(app, where);
        if (strcmp(game, "queen-by-midnight") == 0 && strcmp(when, "over") == 0) princess_and_armory_in_sight(app, seats, where);
        snprintf(png, sizeof png, "card-faces-%s-%d-%s-%d.png", game, seats, when, scale);
        CHECK(kit_save_png(app, png));
    }
}

/* The game's end, where every hand is turned face up: another seat's
 * Queen's Blood hand and Queen by Midnight hand (2, 3 and 4 seats: its
 * most, the others' blocks at 0.58, their armories' reactions turned up
 * too) list as name strips in their open places, every word read at 100 %
 * and 150 % text; 4 seats 30 moves in too (the others' blocks at 0.58 in
 * play: princesses, archives, armories, vaults and war chests listed as name
 * strips).  Each seeded game is played to its end once and drawn at both
 * sizes on the way. */
static void test_game_over_hands(void)
{
    static const struct { const char *game; int seats; } TABLES[] = {
        {"queens-blood", 2}, {"queen-by-midnight", 2}, {"queen-by-midnight", 3}, {"queen-by-midnight", 4},
    };
    for (size_t t = 0; t < sizeof TABLES / sizeof TABLES[0]; t++) {
        const char *game = TABLES[t].game;
        int seats = TABLES[t].seats, i = 0;
        UiApp *app = kit_app(1280, 720, "ismcts:easy/it=20/t=0", NULL, 0);
        REQUIRE(app);
        REQUIRE(ui_app_start(app, game, seats, ((1u << seats) - 1) & ~1u, 5));
        for (; i < 600 && !ui_app_game_over(app); i++) {
            REQUIRE(ui_app_debug_advance(app, 1, (unsigned long long)i + 1) == 1);
            if (seats == 4 && i + 1 == 30) drawn_both_sizes(app, game, seats, i + 1, "in"); /* its most seats, in play */
        }
        REQUIRE(ui_app_game_over(app));
        drawn_both_sizes(app, game, seats, i, "over");
        ui_app_free(app);
    }
}

/* the 11-tile lines */
static void test_long_live_the_queen_lines(void) { check_table("long-live-the-queen", 2, 32); }

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_queens_blood_hand);
    RUN(test_queens_blood_long_hands);
    RUN(test_queens_court_5_seats);
    RUN(test_blood_wars_5_seats);
    RUN(test_blood_wars_flipped_and_stacked);
    RUN(test_blood_wars_busy_tables);
    RUN(test_blood_wars_game_over);
    RUN(test_blood_wars_picked_battle_card);
    RUN(test_long_live_the_queen_lines);
    RUN(test_game_over_hands);
    SDL_Quit();
    return tl_summary();
}