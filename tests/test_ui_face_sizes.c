/* test_ui_face_sizes.c — a card's face through the table is the face print
 * makes, and every card's name reads at the sizes the table gives it.
 *
 * What a designer playtests is what they print: a card drawn by the table
 * (its face cache, its texture copies) at a pixel size has the pixels
 * face_render_argb gives at that size (what print and --cards-png use).
 * Each shipped card's name reads whole at 11 px or more on the small cards,
 * narrow strips and thumbnails the tables use, and a Blood Wars strip keeps
 * its RR pill beside its table tag. */
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

/* The card at pw x ph through the table and through face_render_argb: every
 * pixel the face covers wholly matches (within rounding of 2 per channel). */
static void same_face(UiApp *app, const GameModule *m, const CardSet *set, const FaceTemplate *t, int card, int pw,
                      int ph)
{
    uint32_t *table = calloc((size_t)pw * (size_t)ph, 4);
    REQUIRE(table);
    REQUIRE(ui_app_card_pixels(app, card, pw, ph, table));
    /* the table's compact face: no word under its floor (one that would be is left off) */
    FaceOptions o = {.form = pw >= 200 ? FACE_FULL : FACE_COMPACT};
    o.least_px = o.form == FACE_COMPACT ? CARD_WORD_MIN_PX : 0;
    o.drop_unfit = o.form == FACE_COMPACT;
    int stride = 0;
    uint32_t *print = face_render_argb(t, m, set, card, pw, ph, &o, &stride);
    REQUIRE(print);
    /* the form the table chose is not known here: the one that matches is it */
    int differ = 0, covered = 0;
    for (int pass = 0; pass < 2; pass++) {
        differ = covered = 0;
        for (int y = 0; y < ph; y++)
            for (int x = 0; x < pw; x++) {
                uint32_t p = print[(size_t)y * (size_t)(stride / 4) + (size_t)x], q = table[(size_t)y * (size_t)pw + (size_t)x];
                if (p >> 24 != 255) continue; /* the rounded corners' rim: over the table's shadow */
                covered++;
                for (int sh = 0; sh < 24; sh += 8) {
                    int a = (int)(p >> sh & 255), b = (int)(q >> sh & 255);
                    if (abs(a - b) > 2) {
                        differ++;
                        break;
                    }
                }
            }
        if (differ == 0 || pass == 1) break;
        free(print);
        o.form = o.form == FACE_FULL ? FACE_COMPACT : FACE_FULL;
        o.least_px = o.form == FACE_COMPACT ? CARD_WORD_MIN_PX : 0;
        o.drop_unfit = o.form == FACE_COMPACT;
        print = face_render_argb(t, m, set, card, pw, ph, &o, &stride);
        REQUIRE(print);
    }
    CHECKF(covered > pw * ph * 9 / 10, "%s card %d at %dx%d: the face covers only %d pixels", m->id, card, pw, ph, covered);
    CHECKF(differ == 0, "%s card %s at %dx%d px: %d of %d pixels differ from face_render_argb", m->id,
           set->cards[card].id, pw, ph, differ, covered);
    free(print);
    free(table);
}

/* A 1280x720 app with a seeded game of `game` at its fewest seats: its
 * module and card set (NULL app when it could not start: a failed check). */
static UiApp *game_app(const char *game, const GameModule **m, const CardSet **set)
{
    UiApp *app = kit_app(1280, 720, NULL, NULL, 0);
    *m = games_find(game);
    const GameModule *gm = NULL;
    *set = NULL;
    if (!app || !*m || !ui_app_start(app, game, (*m)->min_players, 0u, 7) || !ui_app_game(app, &gm, set) || !*set ||
        gm != *m) {
        CHECKF(0, "%s: the game does not start", game);
        if (app) ui_app_free(app);
        return NULL;
    }
    return app;
}

static void test_table_face_is_the_printed_face(void)
{
    const char *games[] = {"queens-blood", "queens-court", "blood-wars", "queen-by-midnight", "long-live-the-queen"};
    for (size_t gi = 0; gi < sizeof games / sizeof games[0]; gi++) {
        const GameModule *m;
        const CardSet *set;
        UiApp *app = game_app(games[gi], &m, &set);
        REQUIRE(app);
        Report pr = {0};
        FaceTemplate *t = face_template_load(m, set->dir, &pr);
        CHECKF(t != NULL, "%s: template: %s", games[gi], pr.count ? pr.lines[0] : "?");
        report_free(&pr);
        if (!t) {
            ui_app_free(app);
            continue;
        }
        /* a small table card, a hand card and a zoom-sized one */
        const int sizes[][2] = {{72, 101}, {120, 168}, {260, 363}};
        for (int k = 0; k < 3; k++)
            for (int card = 0; card < set->ncards; card += set->ncards / 3 + 1)
                same_face(app, m, set, t, card, sizes[k][0], sizes[k][1]);
        face_template_free(t);
        ui_app_free(app);
    }
}

/* Every card of `game`'s shipped set shows its name (or short name) whole
 * on its `form` face at pw x ph px (a card of `kind` at kw x kh), no word
 * under the table's floor. */
static void names_read_at(const char *game, FaceForm form, int pw, int ph, const char *kind, int kw, int kh)
{
    const GameModule *m;
    const CardSet *set;
    UiApp *app = game_app(game, &m, &set);
    REQUIRE(app);
    Report pr = {0};
    FaceTemplate *t = face_template_load(m, set->dir, &pr);
    report_free(&pr);
    REQUIRE(t);
    FaceOptions o = {.form = form, .least_px = CARD_WORD_MIN_PX, .drop_unfit = true};
    int missing = 0, badges_bad = 0;
    for (int card = 0; card < set->ncards; card++) {
        bool own_size = kind && strcmp(set->cards[card].kind, kind) == 0;
        int w = own_size ? kw : pw, h = own_size ? kh : ph;
        cairo_surface_t *sf = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
        cairo_t *cr = cairo_create(sf);
        FaceDrawn drawn = {0};
        REQUIRE(face_draw(cr, t, m, set, card, w, h, &o, &drawn));
        bool named = false;
        int badges = 0;
        for (int i = 0; i < drawn.n; i++) {
            const FaceString *d = &drawn.s[i];
            named |= strcmp(d->region, "name") == 0 && !d->overflow;
            if (form != FACE_STRIP || strcmp(d->region, "name") == 0) continue;
            badges++; /* a strip's badge ("RR 5") on one line at the floor: it wrapped to "RR" over "5" */
            if ((d->overflow || d->h > 1.6 * d->px || d->px < CARD_WORD_MIN_PX - 0.5) && badges_bad++ < 6)
                CHECKF(0, "%s card %s at %dx%d px: its badge \"%s\" not on one line at %d px (%.1f px, %.1f tall)",
                       m->id, set->cards[card].id, w, h, d->text, CARD_WORD_MIN_PX, d->px, d->h);
        }
        if (form == FACE_STRIP && badges == 0 && badges_bad++ < 6)
            CHECKF(0, "%s card %s at %dx%d px: no badge on its strip (dropped: not on one line at the floor)", m->id, set->cards[card].id, w, h);
        if (!named && missing++ < 6)
            CHECKF(0, "%s card %s \"%s\" (short \"%s\") at %dx%d px: its name does not read at %d px", m->id,
                   set->cards[card].id, set->cards[card].name, card_short_name(&set->cards[card]), w, h,
                   CARD_WORD_MIN_PX);
        cairo_destroy(cr);
        cairo_surface_destroy(sf);
    }
    CHECKF(missing == 0, "%s: %d of %d cards without a name that reads at %dx%d px", m->id, missing, set->ncards, pw, ph);
    CHECKF(badges_bad == 0, "%s: %d strip badge(s) not on one line at %dx%d px", m->id, badges_bad, pw, ph);
    face_template_free(t);
    ui_app_free(app);
}

/* Cards show their whole name or their short_name: every card of each
 * game's shipped set keeps its name on its compact face at the smallest size
 * the game's table gives a named card at 1280x720 (hands, markets, vaults,
 * tile lines, legions), under the table's floor of CARD_WORD_MIN_PX; a kind
 * drawn smaller still (Blood Wars' own warlords, 56x78 in the seat's two
 * rows) at its own smallest size.  Smaller ones (a rival's row, a stack's
 * lower cards) are thumbnails: their art and whatever numbers read at the
 * floor, the zoom the rest. */
static void test_names_read_on_small_cards(void)
{
    static const struct { const char *game; int pw, ph; const char *kind; int kw, kh; } SMALLEST[] = {
        {"queens-blood", 83, 117, NULL, 0, 0}, {"queens-court", 59, 83, NULL, 0, 0},
        {"blood-wars", 77, 107, "warlord", 56, 78}, {"queen-by-midnight", 64, 90, NULL, 0, 0},
        {"long-live-the-queen", 64, 90, NULL, 0, 0},
    };
    for (size_t gi = 0; gi < sizeof SMALLEST / sizeof SMALLEST[0]; gi++)
        names_read_at(SMALLEST[gi].game, FACE_COMPACT, SMALLEST[gi].pw, SMALLEST[gi].ph, SMALLEST[gi].kind,
                      SMALLEST[gi].kw, SMALLEST[gi].kh);
}

/* Blood Wars' narrowest name strip, another seat's victory pool or
 * Dead-Book at 3-5 seats beside its caption (128x15 px at 1280x720), names
 * every card of the set (either pile may hold any card), and its badge
 * reads on one line; so does it on the seat's own discard and battle-hand
 * strips (134x25 px), where the name has room to give. */
static void test_names_read_on_narrow_strips(void)
{
    names_read_at("blood-wars", FACE_STRIP, 128, 15, NULL, 0, 0);
    names_read_at("blood-wars", FACE_STRIP, 134, 25, NULL, 0, 0);
}

/* Thumbnails read too: a pile's top card, a stack's or a rival's row under
 * 64 px wide is drawn at its own size with the table's floor (what reads at
 * 11 px, whole, and nothing else), never a larger face scaled down to 5-7 px
 * text or a word shortened with "…".  Every card of each game's set at the
 * thumbnail sizes its tables use. */
static void test_thumbnails_read(void)
{
    const char *games[] = {"queens-blood", "queens-court", "blood-wars", "queen-by-midnight", "long-live-the-queen"};
    const int sizes[][2] = {{24, 34}, {30, 42}, {45, 62}, {52, 73}};
    for (size_t gi = 0; gi < sizeof games / sizeof games[0]; gi++) {
        const GameModule *m;
        const CardSet *set;
        UiApp *app = game_app(games[gi], &m, &set);
        REQUIRE(app);
        uint32_t *px = calloc(52 * 73, 4);
        REQUIRE(px);
        int bad = 0, words = 0;
        for (int k = 0; k < 4; k++)
            for (int card = 0; card < set->ncards; card++) {
                ui_app_card_texts_record(app, true);
                REQUIRE(ui_app_card_pixels(app, card, sizes[k][0], sizes[k][1], px));
                SDL_Rect r;
                const char *s;
                for (int i = 0; (s = ui_app_label_at(app, i, &r)) != NULL; i++) {
                    bool cut = false;
                    if (!ui_app_label_of_card(app, i, &cut)) continue;
                    words++;
                    int at = ui_app_label_px(app, i);
                    if ((at < CARD_WORD_MIN_PX || cut || strstr(s, "…")) && bad++ < 6)
                        CHECKF(0, "%s card %s at %dx%d px: \"%s\" at %d px%s", m->id, set->cards[card].id, sizes[k][0],
                               sizes[k][1], s, at, cut ? ", not fitting its box" : "");
                }
                ui_app_card_texts_record(app, false);
            }
        CHECKF(bad == 0, "%s: %d thumbnail word(s) that do not read (%d drawn)", m->id, bad, words);
        CHECKF(words > 0, "%s: no thumbnail shows a word (the numbers that read at 11 px belong on it)", m->id);
        free(px);
        ui_app_free(app);
    }
}

/* The least a clickable card shows of its own, each way, at 1280x720. */
/* A battle-hand strip at its thinnest (134x17 px at 1280x720: 168x21
 * units) carries the card's table tag ("on 1": the legion the item is on)
 * and, wherever the card's strip face keeps its RR pill in the room the tag
 * leaves (a tag of 30 px, its words at 11 px and its rims), that pill too:
 * the RR sets the item's Resource cost, the tag where it lies.  Every word
 * on one line at 11 px or more, over no other.  (War Banner, "on 1" drawn
 * beside its face, lost its "RR 3".) */
#define TAG_PX 30
static void test_tagged_strip_keeps_its_pill(void)
{
    const GameModule *m;
    const CardSet *set;
    UiApp *app = game_app("blood-wars", &m, &set);
    REQUIRE(app);
    const float strip_w = 168, strip_h = 21, room_w = strip_w - TAG_PX / 0.8f; /* units: 0.8 px each at 1280x720 */
    int with_pill = 0;
    for (int card = 0; card < set->ncards; card++) {
        char first[160] = "", pill[40] = "";
        SDL_Rect r;
        const char *t;
        ui_app_card_text_overlaps(app, card, set->cards[card].value, "", 0, room_w, strip_h, first, sizeof first);
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++)
            if (strncmp(t, "RR ", 3) == 0) snprintf(pill, sizeof pill, "%s", t); /* its pill in the tag's room */
        if (!pill[0]) continue;
        with_pill++;
        const char *name = set->cards[card].name;
        int meets = ui_app_card_text_overlaps(app, card, set->cards[card].value, "on 1", 0, strip_w, strip_h, first, sizeof first);
        bool has_pill = false, has_tag = false;
        for (int i = 0; (t = ui_app_label_at(app, i, &r)) != NULL; i++) {
            CHECKF(ui_app_label_px(app, i) >= CARD_WORD_MIN_PX, "%s on a 134x17 strip: \"%s\" at %d px", name, t, ui_app_label_px(app, i));
            has_pill |= strcmp(t, pill) == 0;
            has_tag |= strcmp(t, "on 1") == 0;
        }
        CHECKF(meets == 0, "%s on a 134x17 strip: its words meet (%s)", name, first);
        CHECKF(has_tag, "%s on a 134x17 strip: no \"on 1\" tag", name);
        CHECKF(has_pill, "%s on a 134x17 strip with its tag: no \"%s\" pill", name, pill);
    }
    CHECKF(with_pill >= 3, "only %d RR cards keep their pill in the tag's room", with_pill);
    ui_app_free(app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    RUN(test_table_face_is_the_printed_face);
    RUN(test_names_read_on_small_cards);
    RUN(test_names_read_on_narrow_strips);
    RUN(test_tagged_strip_keeps_its_pill);
    RUN(test_thumbnails_read);
    SDL_Quit();
    return tl_summary();
}
