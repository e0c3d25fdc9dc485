/* test_face.c — card faces (src/face): every rules field of every shipped
 * card is on its face, a set's face.json overrides the game's template (and
 * a malformed one is refused naming the file and the JSON path), art fit
 * never crops a portrait picture.  Writes sample faces as PNGs to
 * $CT_TEST_OUT/faces for people to look at. */
#include <cairo.h>
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "core/carddb.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "face/face.h"
#include "testlib.h"

static FaceDrawn drawn;

static bool draw(const FaceTemplate *t, const GameModule *m, const CardSet *set, int card, double w, FaceForm form,
                 const char *png)
{
    double h = w / face_template_aspect(t);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)w, (int)(h + 0.5));
    cairo_t *cr = cairo_create(s);
    FaceOptions o = {.form = form};
    bool ok = face_draw(cr, t, m, set, card, w, h, &o, &drawn);
    const char *out = getenv("CT_TEST_OUT");
    if (png && out && out[0]) { /* no output folder (run by hand): nothing written */
        char dir[512], path[700];
        snprintf(dir, sizeof dir, "%s/faces", out);
        mkdir(dir, 0755);
        snprintf(path, sizeof path, "%s/%s.png", dir, png);
        cairo_surface_write_to_png(s, path);
    }
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    return ok;
}

/* Is `want` on the face: a drawn string holding it as a whole word? */
static bool on_face(const char *want)
{
    size_t n = strlen(want);
    for (int i = 0; i < drawn.n; i++)
        for (const char *p = strstr(drawn.s[i].text, want); p; p = strstr(p + 1, want)) {
            bool start = p == drawn.s[i].text || !isalnum((unsigned char)p[-1]);
            bool end = !isalnum((unsigned char)p[n]);
            if (start && end) return true;
        }
    return false;
}

static bool grid_on_face(void)
{
    for (int i = 0; i < drawn.n; i++)
        if (strcmp(drawn.s[i].region, "grid") == 0) return true;
    return false;
}

static void capital(const char *s, char *out, size_t n)
{
    snprintf(out, n, "%s", s);
    out[0] = (char)toupper((unsigned char)out[0]);
}

/* The strings a card's JSON fields must show, in the rulebook's words. */
static void expect_fields(const GameModule *m, const cJSON *cj, const CardSet *set, int card)
{
    const char *id = set->cards[card].id;
    char want[96];
    CHECKF(on_face(set->cards[card].name), "%s: name \"%s\" not whole on the face", id, set->cards[card].name);
    const cJSON *text = cJSON_GetObjectItemCaseSensitive(cj, "text");
    if (cJSON_IsString(text) && text->valuestring[0])
        CHECKF(on_face(text->valuestring), "%s: rules text not on the face", id);
    for (const cJSON *f = cj->child; f; f = f->next) {
        const char *k = f->string;
        want[0] = 0;
        if (strcmp(m->id, "blood-wars") == 0) {
            static const char *const LABEL[][2] = {{"rr", "RR"}, {"is", "IS"}, {"cs", "CS"}, {"vp", "VP"}};
            for (size_t i = 0; i < 4; i++)
                if (strcmp(k, LABEL[i][0]) == 0) snprintf(want, sizeof want, "%s %d", LABEL[i][1], (int)f->valuedouble);
            if (strcmp(k, "alignment") == 0 || strcmp(k, "home") == 0) snprintf(want, sizeof want, "%s", f->valuestring);
            if (strcmp(k, "type") == 0) capital(f->valuestring, want, sizeof want);
        } else if (strcmp(m->id, "queens-blood") == 0) {
            if (strcmp(k, "power") == 0) snprintf(want, sizeof want, "%d", (int)f->valuedouble);
            if (strcmp(k, "cost") == 0)
                snprintf(want, sizeof want, cJSON_IsNumber(f) && f->valuedouble > 0 ? "%.0f" : "R", f->valuedouble);
            if (strcmp(k, "grid") == 0) CHECKF(grid_on_face(), "%s: placement pattern not on the face", id);
        } else if (strcmp(m->id, "queen-by-midnight") == 0) {
            if (strcmp(k, "buy") == 0) snprintf(want, sizeof want, "Buy %d", (int)f->valuedouble);
            if (strcmp(k, "play") == 0) snprintf(want, sizeof want, "Play %d", (int)f->valuedouble);
            if (strcmp(k, "loyalty") == 0) snprintf(want, sizeof want, "Loyalty %d", (int)f->valuedouble);
            if (strcmp(k, "class") == 0 && strcmp(f->valuestring, "neutral") != 0) capital(f->valuestring, want, sizeof want);
            if (strcmp(k, "major") == 0 || strcmp(k, "minor") == 0)
                for (int c = 0; c < 2; c++) {
                    snprintf(want, sizeof want, "%s %d", k, (int)cJSON_GetArrayItem(f, c)->valuedouble);
                    CHECKF(on_face(want), "%s: %s not on the face", id, want);
                }
        } else if (strcmp(m->id, "queens-court") == 0) {
            if (strcmp(k, "rank") == 0) snprintf(want, sizeof want, "%d", (int)f->valuedouble);
        } else if (strcmp(m->id, "long-live-the-queen") == 0) {
            if (strcmp(k, "initiative") == 0 && cJSON_IsNumber(f)) snprintf(want, sizeof want, "%d", (int)f->valuedouble);
            if (strcmp(k, "prestige") == 0 && cJSON_IsString(f)) capital(f->valuestring, want, sizeof want);
        }
        if (want[0] && (strcmp(k, "major") != 0 && strcmp(k, "minor") != 0))
            CHECKF(on_face(want), "%s: field %s (\"%s\") not on the face", id, k, want);
    }
}

static void test_rules_fields_on_every_face(void)
{
    int faces = 0;
    for (int g = 0; g < games_all_count(); g++) {
        const GameModule *m = games_all_at(g);
        Report pr = {0};
        CardSet **sets = NULL;
        int n = carddb_load_all(m, &sets, &pr);
        report_free(&pr);
        for (int s = 0; s < n; s++) {
            Report tp = {0};
            FaceTemplate *t = face_template_load(m, sets[s]->dir, &tp);
            for (int i = 0; i < tp.count; i++) printf("  %s\n", tp.lines[i]);
            REQUIRE(t);
            report_free(&tp);
            char path[700];
            snprintf(path, sizeof path, "%s/set.json", sets[s]->dir);
            Error e = {{0}};
            cJSON *root = json_load_file(path, &e);
            REQUIRE(root);
            const cJSON *cards = cJSON_GetObjectItemCaseSensitive(root, "cards");
            for (const cJSON *cj = cards ? cards->child : NULL; cj; cj = cj->next) {
                const cJSON *id = cJSON_GetObjectItemCaseSensitive(cj, "id");
                int c = cJSON_IsString(id) ? carddb_find(sets[s], id->valuestring) : -1;
                if (c < 0) continue;
                char png[160];
                snprintf(png, sizeof png, "%s-%s", m->id, sets[s]->cards[c].id);
                bool sample = c % 9 == 0;
                REQUIRE(draw(t, m, sets[s], c, 630, FACE_FULL, sample ? png : NULL));
                expect_fields(m, cj, sets[s], c);
                /* the art window keeps its share of the face, however long the text */
                double area = 630 * 630 / face_template_aspect(t);
                CHECKF(drawn.art_w * drawn.art_h >= 0.2 * area, "%s: art window %.0f%% of the face",
                       sets[s]->cards[c].id, 100 * drawn.art_w * drawn.art_h / area);
                if (sample) {
                    snprintf(png, sizeof png, "%s-%s-compact", m->id, sets[s]->cards[c].id);
                    draw(t, m, sets[s], c, 110, FACE_COMPACT, png);
                }
                faces++;
            }
            cJSON_Delete(root);
            face_template_free(t);
        }
        carddb_free_all(sets, n);
    }
    CHECK(faces > 250);
}

static const char *tmp_dir(void)
{
    static char dir[64];
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/ct-face-XXXXXX");
        if (!mkdtemp(dir)) dir[0] = 0;
    }
    return dir;
}

static const FaceString *drawn_region(const char *region)
{
    for (int i = 0; i < drawn.n; i++)
        if (strcmp(drawn.s[i].region, region) == 0) return &drawn.s[i];
    return NULL;
}

/* The game's default set and its template (the set's face.json merged). */
static FaceTemplate *game_template(const GameModule *m, CardSet **set)
{
    *set = tl_load_set(m, NULL);
    Report pr = {0};
    FaceTemplate *t = *set ? face_template_load(m, (*set)->dir, &pr) : NULL;
    for (int i = 0; i < pr.count; i++) printf("  %s\n", pr.lines[i]);
    report_free(&pr);
    return t;
}

/* A set's face.json moves the art window and changes the title font; null removes a region. */
static void test_face_json_overrides_the_game_template(void)
{
    const GameModule *m = games_find("queens-court");
    CardSet *set = NULL;
    FaceTemplate *base = game_template(m, &set);
    REQUIRE(base);
    Report pr = {0};
    REQUIRE(draw(base, m, set, 0, 630, FACE_FULL, NULL));
    double art_y = drawn.art_y;
    CHECK(drawn_region("type") != NULL);
    char path[128];
    snprintf(path, sizeof path, "%s/face.json", tmp_dir());
    tl_write_text(path, "{\"full\": {\"art\": {\"box\": [0.1, 0.5, 0.8, 0.3]},\n"
                        "  \"name\": {\"font\": \"DejaVu Sans Mono Bold\"}, \"type\": null}}");
    FaceTemplate *t = face_template_load(m, tmp_dir(), &pr);
    for (int i = 0; i < pr.count; i++) printf("  %s\n", pr.lines[i]);
    REQUIRE(t);
    CHECK(face_template_hash(t) != face_template_hash(base));
    REQUIRE(draw(t, m, set, 0, 630, FACE_FULL, "override-queens-court"));
    double h = 630 / face_template_aspect(t);
    CHECKF(drawn.art_y > h * 0.49 && drawn.art_y < h * 0.51 && drawn.art_y != art_y, "art window at y %.1f of %.1f",
           drawn.art_y, h);
    const FaceString *name = drawn_region("name");
    REQUIRE(name);
    CHECK_STR(name->font, "DejaVu Sans Mono Bold");
    CHECK_STR(name->text, set->cards[0].name);
    CHECK(drawn_region("type") == NULL);
    /* a kind's own regions still merge over the overridden base */
    CHECK(drawn_region("corner") != NULL);
    face_template_free(t);
    face_template_free(base);
    report_free(&pr);
    unlink(path);
    carddb_free(set);
}

/* cards/README.md's worked example does what it says on every Queen's
 * Court card: the art window in the lower half, names in DejaVu Sans Bold,
 * and the window clear of every word and disc (the corner rank, the value
 * a Queen or Glove counts as); it lay under the lower corner's disc. */
static void test_readme_face_example(void)
{
    char path[600];
    paths_join(path, sizeof path, "cards/README.md");
    char *doc = tl_read_text(path);
    REQUIRE(doc);
    char *at = strstr(doc, "Worked example"), *json = at ? strstr(at, "```json\n") : NULL;
    char *end = json ? strstr(json + 8, "```") : NULL;
    REQUIRE(end);
    *end = 0;
    snprintf(path, sizeof path, "%s/face.json", tmp_dir());
    tl_write_text(path, json + 8);
    free(doc);
    const GameModule *m = games_find("queens-court");
    CardSet *set = NULL;
    FaceTemplate *base = game_template(m, &set);
    Report pr = {0};
    FaceTemplate *t = face_template_load(m, tmp_dir(), &pr);
    for (int i = 0; i < pr.count; i++) printf("  %s\n", pr.lines[i]);
    REQUIRE(t && set);
    double w = 300, h = w / face_template_aspect(t);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)w, (int)(h + 0.5));
    for (int c = 0; c < set->ncards; c++) {
        cairo_t *cr = cairo_create(s);
        FaceOptions o = {.form = FACE_FULL, .has_live_value = set->cards[c].value == 0, .live_value = 7};
        REQUIRE(face_draw(cr, t, m, set, c, w, h, &o, &drawn));
        cairo_destroy(cr);
        const char *id = set->cards[c].id;
        CHECKF(drawn.art_w > 0 && drawn.art_y >= h * 0.5 - 0.5, "%s: the art window at y %.0f of %.0f", id, drawn.art_y, h);
        const FaceString *name = drawn_region("name");
        CHECKF(name && strcmp(name->font, "DejaVu Sans Bold") == 0, "%s: the name in %s", id, name ? name->font : "-");
        for (int i = 0; i < drawn.n; i++) {
            const FaceString *f = &drawn.s[i];
            bool meets = f->x < drawn.art_x + drawn.art_w && drawn.art_x < f->x + f->w && f->y < drawn.art_y + drawn.art_h &&
                         drawn.art_y < f->y + f->h;
            CHECKF(!meets, "%s: \"%s\" (%s) lies on the art window", id, f->text, f->region);
        }
    }
    cairo_surface_destroy(s);
    unlink(path);
    report_free(&pr);
    face_template_free(t);
    face_template_free(base);
    carddb_free(set);
}

/* A set's face.json that links out of the set folder is refused unread:
 * nothing of the outside file is quoted. */
static void test_face_json_linked_out_of_the_set_is_refused(void)
{
    const GameModule *m = games_find("queens-court");
    char path[256], outside[256];
    snprintf(path, sizeof path, "%s/face.json", tmp_dir());
    snprintf(outside, sizeof outside, "%s.outside", tmp_dir());
    tl_write_text(outside, "root:x:0:0:root:/root");
    unlink(path);
    REQUIRE(symlink(outside, path) == 0);
    Report pr = {0};
    FaceTemplate *t = face_template_load(m, tmp_dir(), &pr);
    CHECK(t == NULL);
    REQUIRE(pr.count == 1);
    CHECK_CONTAINS(pr.lines[0], "face.json: a link that leads outside the set folder");
    CHECKF(!strstr(pr.lines[0], "root:x"), "quotes the outside file: %s", pr.lines[0]);
    face_template_free(t);
    report_free(&pr);
    unlink(path);
    unlink(outside);
}

/* Refused with the file, the JSON path and what was expected. */
static void test_malformed_face_json_is_refused(void)
{
    const GameModule *m = games_find("queens-blood");
    char path[128];
    snprintf(path, sizeof path, "%s/face.json", tmp_dir());
    static const struct { const char *json, *path; } CASES[] = {
        {"{\"full\": {\"art\": {\"box\": [0.1, \"x\", 0.5, 0.5]}}}", "full.art.box"},
        {"{\"full\": {\"name\": {\"font\": 7}}}", "full.name.font"},
        {"{\"full\": {\"name\": {\"colour\": \"mauve\"}}}", "full.name.colour"},
        {"{\"kinds\": {\"legendary\": {\"full\": {\"new\": {\"text\": \"{name}\"}}}}}", "kinds.legendary.full.new.box"},
        {"{\"full\": {\"art\": {\"fits\": \"fill\"}}}", "full.art.fits"},
        {"{\"strip\": {\"name\": {\"lines\": \"two\"}}}", "strip.name.lines"},
        {"{\"full\": ", ""},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        tl_write_text(path, CASES[i].json);
        Report pr = {0};
        FaceTemplate *t = face_template_load(m, tmp_dir(), &pr);
        CHECKF(!t, "case %zu loaded", i);
        REQUIRE(pr.count > 0);
        CHECK_CONTAINS(pr.lines[0], "face.json");
        if (CASES[i].path[0]) CHECK_CONTAINS(pr.lines[0], CASES[i].path);
        face_template_free(t);
        report_free(&pr);
    }
    unlink(path);
}

/* A picture of one colour, w x h pixels, as a PNG file. */
static bool write_plain_png(const char *path, int w, int h, double r, double g, double b)
{
    cairo_surface_t *pic = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(pic);
    cairo_set_source_rgb(cr, r, g, b);
    cairo_paint(cr);
    cairo_destroy(cr);
    bool ok = cairo_surface_write_to_png(pic, path) == CAIRO_STATUS_SUCCESS;
    cairo_surface_destroy(pic);
    return ok;
}

/* A hand-made card with a tall picture: every shipped template's default
 * layouts, and the built-in one, show the whole picture. */
static void test_art_fit_never_crops_a_portrait(void)
{
    char png[128];
    snprintf(png, sizeof png, "%s/portrait.png", tmp_dir());
    REQUIRE(write_plain_png(png, 100, 300, 0.2, 0.4, 0.8));
    CardDef card = {.id = "tall", .name = "Tall Picture", .art = png};
    CardSet set = {.game = "none", .id = "hand", .ncards = 1, .cards = &card};
    for (int g = -1; g < games_all_count(); g++) {
        Report pr = {0};
        FaceTemplate *t = g < 0 ? face_template_from_text(NULL, "built-in", NULL, NULL, &pr)
                                : face_template_load(games_all_at(g), NULL, &pr);
        REQUIRE(t);
        for (int form = 0; form < 2; form++) {
            REQUIRE(draw(t, NULL, &set, 0, 400, (FaceForm)form, NULL));
            CHECKF(drawn.art_w > 0 && drawn.art_shown > 0.999, "%s form %d: %.0f%% of the picture shown",
                   g < 0 ? "built-in" : games_all_at(g)->id, form, drawn.art_shown * 100);
        }
        face_template_free(t);
        report_free(&pr);
    }
    unlink(png);
}

/* A picture that cannot be read (here: missing) is tried once, not again
 * for every face and size that shows it, until the cache is flushed (art
 * edited on disk). */
static void test_failing_art_is_read_once(void)
{
    char path[128];
    snprintf(path, sizeof path, "%s/no-such-picture.png", tmp_dir());
    CardDef card = {.id = "lost", .name = "Lost Picture", .art = path};
    CardSet set = {.game = "none", .id = "hand", .ncards = 1, .cards = &card};
    Report pr = {0};
    FaceTemplate *t = face_template_from_text(NULL, "built-in", NULL, NULL, &pr);
    REQUIRE(t);
    face_art_cache_flush();
    int before = face_art_decodes();
    REQUIRE(draw(t, NULL, &set, 0, 400, FACE_FULL, NULL));
    REQUIRE(draw(t, NULL, &set, 0, 300, FACE_FULL, NULL));
    REQUIRE(draw(t, NULL, &set, 0, 200, FACE_COMPACT, NULL));
    CHECK_INT(face_art_decodes() - before, 1);
    face_art_cache_flush();
    REQUIRE(draw(t, NULL, &set, 0, 400, FACE_FULL, NULL));
    CHECK_INT(face_art_decodes() - before, 2);
    face_template_free(t);
    report_free(&pr);
}

/* Small faces: the short name where the data gives one, and the caller's
 * pixel floor holds for every string (too long: marked overflow). */
static void test_compact_short_name_and_pixel_floor(void)
{
    CardDef card = {.id = "long", .name = "Counterblast of the Ninefold Gate", .short_name = "Counterblast", .kind = "x"};
    CardSet set = {.game = "none", .id = "hand", .ncards = 1, .cards = &card};
    Report pr = {0};
    FaceTemplate *t = face_template_load(games_find("queen-by-midnight"), NULL, &pr);
    REQUIRE(t);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 80, 112);
    cairo_t *cr = cairo_create(s);
    FaceOptions o = {.form = FACE_COMPACT, .least_px = 11};
    REQUIRE(face_draw(cr, t, NULL, &set, 0, 80, 112, &o, &drawn));
    const FaceString *name = drawn_region("name");
    REQUIRE(name);
    CHECK_STR(name->text, "Counterblast");
    for (int i = 0; i < drawn.n; i++) CHECKF(drawn.s[i].px >= 11 - 1e-6, "%s at %.1f px", drawn.s[i].region, drawn.s[i].px);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    face_template_free(t);
    report_free(&pr);
}

/* The strip form (a card the table lists as a band: a rival's row, a pile's
 * top) gives each card its name (or short name), no word under 11 px and no
 * art, at the smallest strips the 1280x720 tables draw: Queen by Midnight's
 * others' vaults, war chests and archives (162 x 17 px), Blood Wars' others'
 * warlords and discards (140 x 15 px; a battlefield goes to a victory pool,
 * not there) and the ninth warlord of another seat at 3-5 seats (114 x 15,
 * beside his deck); the built-in template's at 200 x 20.  No word or pill
 * is drawn over another. */
static void test_strip_names_every_card(void)
{
    static const struct { const char *game; int pw, ph; bool builtin; const char *only_kind; } CASES[] = {
        {"queen-by-midnight", 162, 17, false, NULL}, {"blood-wars", 140, 15, false, NULL},
        {"blood-wars", 114, 15, false, "warlord"},   {"queens-blood", 200, 20, true, NULL},
    };
    for (size_t g = 0; g < sizeof CASES / sizeof CASES[0]; g++) {
        const GameModule *m = games_find(CASES[g].game);
        REQUIRE(m);
        CardSet *set = NULL;
        FaceTemplate *t = game_template(m, &set);
        if (CASES[g].builtin) {
            Report pr = {0};
            face_template_free(t);
            t = face_template_from_text(NULL, "built-in", NULL, NULL, &pr);
            report_free(&pr);
        }
        REQUIRE(t && set);
        int pw = CASES[g].pw, ph = CASES[g].ph, unnamed = 0;
        cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, ph);
        for (int c = 0; c < set->ncards; c++) {
            if (strcmp(set->cards[c].kind, "battlefield") == 0) continue;
            if (CASES[g].only_kind && strcmp(set->cards[c].kind, CASES[g].only_kind) != 0) continue;
            cairo_t *cr = cairo_create(s);
            FaceOptions o = {.form = FACE_STRIP, .least_px = 11, .drop_unfit = true};
            REQUIRE(face_draw(cr, t, m, set, c, pw, ph, &o, &drawn));
            const FaceString *name = drawn_region("name");
            if ((!name || name->overflow) && unnamed++ < 4)
                CHECKF(0, "%s card %s: no name on its %dx%d strip", m->id, set->cards[c].id, pw, ph);
            for (int i = 0; i < drawn.n; i++)
                CHECKF(drawn.s[i].px >= 11 - 1e-6, "%s: %s at %.1f px", set->cards[c].id, drawn.s[i].region, drawn.s[i].px);
            CHECKF(drawn.art_w == 0, "%s: a strip shows no art", set->cards[c].id);
            for (int i = 0; i < drawn.n; i++) /* one pill over another hides it (a fate's RR lay on its CS) */
                for (int j = i + 1; j < drawn.n; j++) {
                    const FaceString *a = &drawn.s[i], *b = &drawn.s[j];
                    bool meet = a->x < b->x + b->w - 0.5 && b->x < a->x + a->w - 0.5 && a->y < b->y + b->h - 0.5 &&
                                b->y < a->y + a->h - 0.5;
                    CHECKF(!meet, "%s card %s: \"%s\" drawn over \"%s\" on its strip", m->id, set->cards[c].id, b->text,
                           a->text);
                }
            cairo_destroy(cr);
        }
        CHECKF(unnamed == 0, "%s: %d card(s) without a name on a strip", m->id, unnamed);
        cairo_surface_destroy(s);
        carddb_free(set);
        face_template_free(t);
    }
}

/* A strip's pill that cannot stay (its name would not read beside it)
 * leaves its room to the name: a Blood Wars battle-hand strip narrowed for
 * a tag ("on 4", 98 x 17 px at 1280x720) names Ninefold Crown, whose name
 * is wider than the name's own box there; nothing was drawn on it, and the
 * table then dropped the tag that says which legion the item is on. */
static void test_dropped_pill_leaves_its_room(void)
{
    const GameModule *m = games_find("blood-wars");
    CardSet *set = NULL;
    FaceTemplate *t = game_template(m, &set);
    REQUIRE(t && set);
    int c = carddb_find(set, "crown-ninefold-gate");
    REQUIRE(c >= 0);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 98, 17);
    cairo_t *cr = cairo_create(s);
    FaceOptions o = {.form = FACE_STRIP, .least_px = 11, .drop_unfit = true};
    REQUIRE(face_draw(cr, t, m, set, c, 98, 17, &o, &drawn));
    const FaceString *name = drawn_region("name");
    CHECKF(name && !name->overflow && strcmp(name->text, card_short_name(&set->cards[c])) == 0,
           "Ninefold Crown's 98x17 strip shows no name");
    CHECK(drawn_region("rr") == NULL); /* the pill is what gave way */
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    carddb_free(set);
    face_template_free(t);
}

/* A compact face's words stay on its paper, inside the frame (3.5 % of the
 * width each side): a name as wide as its box ("Upside-Down Tea" on a
 * Queen by Midnight table card) does not run onto the card's edge.  Every
 * card of each game's shipped set at a table card's size, 80 px wide. */
static void test_compact_words_inside_the_frame(void)
{
    for (int g = 0; g < games_all_count(); g++) {
        const GameModule *m = games_all_at(g);
        CardSet *set = NULL;
        FaceTemplate *t = game_template(m, &set);
        if (!t || !set) {
            face_template_free(t);
            continue;
        }
        double w = 80, h = w / face_template_aspect(t), inset = w * 0.035;
        int bad = 0;
        for (int card = 0; card < set->ncards; card++) {
            cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)w, (int)(h + 0.5));
            cairo_t *cr = cairo_create(s);
            FaceOptions o = {.form = FACE_COMPACT, .least_px = 11, .drop_unfit = true};
            REQUIRE(face_draw(cr, t, m, set, card, w, h, &o, &drawn));
            for (int i = 0; i < drawn.n; i++) {
                const FaceString *f = &drawn.s[i];
                if (!f->text[0] || (f->x >= inset - 0.01 && f->x + f->w <= w - inset + 0.01)) continue;
                if (bad++ < 4)
                    CHECKF(0, "%s card %s: \"%s\" (%s) spans %.1f-%.1f of %.0f px, the frame is %.1f px wide", m->id,
                           set->cards[card].id, f->text, f->region, f->x, f->x + f->w, w, inset);
            }
            cairo_destroy(cr);
            cairo_surface_destroy(s);
        }
        CHECKF(bad == 0, "%s: %d compact-face word(s) over the frame", m->id, bad);
        face_template_free(t);
        carddb_free(set);
    }
}

/* Queen's Blood: the power in play replaces the printed one, with the change beside it. */
static void test_live_value_shows_the_change(void)
{
    const GameModule *m = games_find("queens-blood");
    CardSet *set = NULL;
    FaceTemplate *t = game_template(m, &set);
    REQUIRE(t);
    int c = carddb_find(set, "gate-warden");
    REQUIRE(c >= 0);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 290, 406);
    cairo_t *cr = cairo_create(s);
    FaceOptions o = {.has_live_value = true, .live_value = set->cards[c].value + 2};
    REQUIRE(face_draw(cr, t, m, set, c, 290, 406, &o, &drawn));
    char want[16];
    snprintf(want, sizeof want, "%d", set->cards[c].value + 2);
    REQUIRE(drawn_region("power"));
    CHECK_STR(drawn_region("power")->text, want);
    REQUIRE(drawn_region("delta"));
    CHECK_STR(drawn_region("delta")->text, "+2");
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    face_template_free(t);
    carddb_free(set);
}

/* Cut and mutated templates never crash the loader or the drawer: each is
 * refused with a problem named, or loads and draws. */
static void test_damaged_templates_are_refused_or_drawn(void)
{
    const GameModule *m = games_find("blood-wars");
    CardSet *set = tl_load_set(m, NULL);
    REQUIRE(set);
    char path[700];
    paths_join(path, sizeof path, "data/faces/blood-wars.json");
    char *good = tl_read_text(path);
    REQUIRE(good);
    size_t len = strlen(good);
    char *text = malloc(len + 1);
    REQUIRE(text);
    static const char SWAP[] = "{}[],:\"0.9-x n";
    uint32_t rng = 12345;
    int loaded = 0, refused = 0;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 120, 168);
    for (int round = 0; round < 160; round++) {
        memcpy(text, good, len + 1);
        if (round < 40) {
            text[len * (size_t)round / 40] = 0; /* cut short */
        } else {
            for (int k = 0; k < (round >= 100 ? 1 : 3); k++) { /* from round 100 on, digits only: numbers out of their range */
                rng = rng * 1103515245u + 12345u;
                size_t at = (rng >> 8) % len;
                while (round >= 100 && at + 1 < len && !isdigit((unsigned char)text[at])) at++;
                text[at] = round >= 100 ? (char)('0' + (rng >> 20) % 10) : SWAP[(rng >> 20) % (sizeof SWAP - 1)];
            }
        }
        Report pr = {0};
        FaceTemplate *t = face_template_from_text(text, "blood-wars.json", NULL, NULL, &pr);
        if (t) {
            loaded++;
            cairo_t *cr = cairo_create(s);
            for (int c = 0; c < set->ncards; c += 7) {
                FaceOptions o = {.form = (FaceForm)(c % 2), .load_art = NULL};
                face_draw(cr, t, m, set, c, 120, 168, &o, &drawn);
            }
            cairo_destroy(cr);
        } else {
            refused++;
            CHECKF(pr.count > 0 && strstr(pr.lines[0], "blood-wars.json"), "round %d refused without naming the file", round);
        }
        face_template_free(t);
        report_free(&pr);
    }
    cairo_surface_destroy(s);
    CHECK(refused > 40);
    printf("  %d damaged templates refused, %d loaded and drawn\n", refused, loaded);
    free(text);
    free(good);
    carddb_free(set);
}

/* The back: the set's own picture when it has one, else the drawn back. */
static void test_back_is_the_sets_own_picture(void)
{
    char dir[128], png[160];
    snprintf(dir, sizeof dir, "%s/art", tmp_dir());
    mkdir(dir, 0755);
    snprintf(png, sizeof png, "%s/back.png", dir);
    CardSet set = {.game = "none", .id = "hand"};
    snprintf(set.dir, sizeof set.dir, "%s", tmp_dir());
    Report pr = {0};
    FaceTemplate *t = face_template_from_text(NULL, "built-in", NULL, NULL, &pr);
    REQUIRE(t);
    int stride = 0;
    uint32_t *drawn_back = face_render_argb(t, NULL, &set, -1, 100, 140, NULL, &stride);
    REQUIRE(drawn_back);
    uint32_t middle = drawn_back[70 * (stride / 4) + 50];
    CHECK(middle >> 24 == 255); /* the drawn back covers the card */
    REQUIRE(write_plain_png(png, 50, 70, 0, 1, 0));
    uint32_t *own = face_render_argb(t, NULL, &set, -1, 100, 140, NULL, &stride);
    REQUIRE(own);
    CHECKF(own[70 * (stride / 4) + 50] == 0xff00ff00u, "middle pixel %08x", own[70 * (stride / 4) + 50]);
    /* as a strip (a face-down card in a list) the whole back sits small at
     * the left of a dark band: no slice of the picture's middle stretched out */
    uint32_t *strip = face_render_argb(t, NULL, &set, -1, 200, 30, NULL, &stride);
    REQUIRE(strip);
    uint32_t left = strip[15 * (stride / 4) + 12], right = strip[15 * (stride / 4) + 150];
    CHECKF(left == 0xff00ff00u && right != 0xff00ff00u && right >> 24 == 255, "strip back: %08x at its left, %08x at 150", left, right);
    free(strip);
    free(drawn_back);
    free(own);
    face_template_free(t);
    report_free(&pr);
    unlink(png);
    rmdir(dir);
}

int main(void)
{
    RUN(test_rules_fields_on_every_face);
    RUN(test_face_json_overrides_the_game_template);
    RUN(test_readme_face_example);
    RUN(test_malformed_face_json_is_refused);
    RUN(test_face_json_linked_out_of_the_set_is_refused);
    RUN(test_art_fit_never_crops_a_portrait);
    RUN(test_failing_art_is_read_once);
    RUN(test_compact_short_name_and_pixel_floor);
    RUN(test_strip_names_every_card);
    RUN(test_dropped_pill_leaves_its_room);
    RUN(test_compact_words_inside_the_frame);
    RUN(test_live_value_shows_the_change);
    RUN(test_damaged_templates_are_refused_or_drawn);
    RUN(test_back_is_the_sets_own_picture);
    rmdir(tmp_dir());
    return tl_summary();
}
