/* face_template.c — face templates from data: data/faces/<game>.json merged
 * with a set's face.json (deep merge by key; null removes), checked with the
 * file, the JSON path and what was expected in every error. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "core/json_util.h"
#include "core/file_open.h"
#include "core/paths.h"
#include "face/face_internal.h"

static const char *const TOP_KEYS[] = {"format", "note", "aspect", "paper", "frame", "ink", "radius",
                                       "full", "compact", "strip", "kinds", NULL};
static const char *const KIND_KEYS[] = {"note", "full", "compact", "strip", NULL};
static const char *const REGION_KEYS[] = {"note", "type", "box", "text", "font", "size", "least", "lines", "align",
                                          "valign", "colour", "fill", "outline", "shape", "markup", "live", "fit",
                                          "anchor", NULL};
static const char *const TYPES[] = {"text", "art", "grid", "box", NULL};
static const char *const SHAPES[] = {"none", "rect", "round", "pill", "disc", NULL};
static const char *const ALIGNS[] = {"left", "center", "right", NULL};
static const char *const VALIGNS[] = {"top", "middle", "bottom", NULL};
static const char *const FITS[] = {"fit", "fill", NULL};
static const char *const FORMS[] = {"full", "compact", "strip"}; /* FaceForm order */
#define NFORMS ((int)(sizeof FORMS / sizeof FORMS[0]))

#define FACE_MAX_REGIONS 40
#define FACE_MAX_KINDS 32

/* ---- checks of one file's JSON (each file named in its own errors) ---- */

static bool known_keys(const cJSON *obj, const char *const *allowed, const char *file, const char *path, Report *pr)
{
    bool ok = true;
    for (const cJSON *c = obj->child; c; c = c->next) {
        bool found = false;
        for (int i = 0; allowed[i] && !found; i++) found = strcmp(c->string, allowed[i]) == 0;
        if (!found) {
            report_addf(pr, "%s: %s%s%s: unknown key (expected one of the template's keys, see cards/README.md)", file,
                        path, path[0] ? "." : "", c->string);
            ok = false;
        }
    }
    return ok;
}

static bool check_enum(const cJSON *v, const char *const *choices, const char *file, const char *path, Report *pr)
{
    if (cJSON_IsString(v))
        for (int i = 0; choices[i]; i++)
            if (strcmp(v->valuestring, choices[i]) == 0) return true;
    char list[160] = "";
    for (int i = 0; choices[i]; i++)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s\"%s\"", i ? ", " : "", choices[i]);
    report_addf(pr, "%s: %s: expected one of %s", file, path, list);
    return false;
}

static bool check_number(const cJSON *v, double lo, double hi, const char *file, const char *path, Report *pr)
{
    if (cJSON_IsNumber(v) && v->valuedouble >= lo && v->valuedouble <= hi) return true;
    report_addf(pr, "%s: %s: expected a number %g..%g", file, path, lo, hi);
    return false;
}

static bool check_string(const cJSON *v, size_t max, const char *file, const char *path, Report *pr)
{
    if (cJSON_IsString(v) && strlen(v->valuestring) < max) return true;
    report_addf(pr, "%s: %s: expected a string of at most %zu characters", file, path, max - 1);
    return false;
}

static bool check_pair(const cJSON *v, int n, double lo, double hi, const char *file, const char *path, Report *pr)
{
    bool ok = cJSON_IsArray(v) && cJSON_GetArraySize(v) == n;
    for (int i = 0; ok && i < n; i++) {
        const cJSON *x = cJSON_GetArrayItem(v, i);
        ok = cJSON_IsNumber(x) && x->valuedouble >= lo && x->valuedouble <= hi;
    }
    if (!ok) report_addf(pr, "%s: %s: expected [%d numbers %g..%g]", file, path, n, lo, hi);
    return ok;
}

static bool check_colour(const cJSON *v, const char *file, const char *path, Report *pr)
{
    if (cJSON_IsString(v) && face_colour_known(v->valuestring)) return true;
    report_addf(pr, "%s: %s: expected a colour: \"#rrggbb\", \"#rrggbbaa\", \"accent\", \"accent-dark\", "
                "\"accent-light\", \"ink\", \"paper\", \"white\", \"black\" or \"none\"", file, path);
    return false;
}

/* One region, complete or (in an override) partial. */
static bool check_region(const cJSON *rg, const char *file, const char *path, Report *pr)
{
    if (cJSON_IsNull(rg)) return true; /* removes the region */
    if (!cJSON_IsObject(rg)) {
        report_addf(pr, "%s: %s: expected an object (a region) or null (to remove it)", file, path);
        return false;
    }
    bool ok = known_keys(rg, REGION_KEYS, file, path, pr);
    char p[160];
    for (const cJSON *c = rg->child; c; c = c->next) {
        snprintf(p, sizeof p, "%s.%s", path, c->string);
        const char *k = c->string;
        if (strcmp(k, "type") == 0) ok &= check_enum(c, TYPES, file, p, pr);
        else if (strcmp(k, "box") == 0) ok &= check_pair(c, 4, -0.2, 1.2, file, p, pr);
        else if (strcmp(k, "anchor") == 0) ok &= check_pair(c, 2, 0, 1, file, p, pr);
        else if (strcmp(k, "text") == 0) ok &= check_string(c, sizeof ((FaceRegion *)0)->text, file, p, pr);
        else if (strcmp(k, "font") == 0) ok &= check_string(c, sizeof ((FaceRegion *)0)->font, file, p, pr);
        else if (strcmp(k, "note") == 0) ok &= check_string(c, 400, file, p, pr);
        else if (strcmp(k, "size") == 0 || strcmp(k, "least") == 0) ok &= check_number(c, 0.005, 1, file, p, pr);
        else if (strcmp(k, "lines") == 0) ok &= check_number(c, 0, 40, file, p, pr);
        else if (strcmp(k, "align") == 0) ok &= check_enum(c, ALIGNS, file, p, pr);
        else if (strcmp(k, "valign") == 0) ok &= check_enum(c, VALIGNS, file, p, pr);
        else if (strcmp(k, "shape") == 0) ok &= check_enum(c, SHAPES, file, p, pr);
        else if (strcmp(k, "fit") == 0) ok &= check_enum(c, FITS, file, p, pr);
        else if (strcmp(k, "colour") == 0 || strcmp(k, "fill") == 0 || strcmp(k, "outline") == 0)
            ok &= check_colour(c, file, p, pr);
        else if (strcmp(k, "markup") == 0 || strcmp(k, "live") == 0) {
            if (!cJSON_IsBool(c)) {
                report_addf(pr, "%s: %s: expected true or false", file, p);
                ok = false;
            }
        }
    }
    return ok;
}

static bool check_regions(const cJSON *form, const char *file, const char *path, Report *pr)
{
    if (!form) return true;
    if (!cJSON_IsObject(form)) {
        report_addf(pr, "%s: %s: expected an object of regions by name", file, path);
        return false;
    }
    bool ok = true;
    int n = 0;
    char p[160];
    for (const cJSON *rg = form->child; rg; rg = rg->next) {
        snprintf(p, sizeof p, "%s.%s", path, rg->string);
        if (strlen(rg->string) >= sizeof ((FaceRegion *)0)->name) {
            report_addf(pr, "%s: %s: region names are at most %zu characters", file, p,
                        sizeof ((FaceRegion *)0)->name - 1);
            ok = false;
        }
        ok &= check_region(rg, file, p, pr);
        if (++n > FACE_MAX_REGIONS) {
            report_addf(pr, "%s: %s: more than %d regions", file, path, FACE_MAX_REGIONS);
            return false;
        }
    }
    return ok;
}

static bool check_file(const cJSON *root, const char *file, Report *pr)
{
    if (!cJSON_IsObject(root)) {
        report_addf(pr, "%s: expected an object (a face template)", file);
        return false;
    }
    bool ok = known_keys(root, TOP_KEYS, file, "", pr);
    const cJSON *v;
    if ((v = cJSON_GetObjectItemCaseSensitive(root, "format")) && !(cJSON_IsNumber(v) && v->valuedouble == 1)) {
        report_addf(pr, "%s: format: expected 1", file);
        ok = false;
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(root, "aspect"))) ok &= check_pair(v, 2, 10, 300, file, "aspect", pr);
    if ((v = cJSON_GetObjectItemCaseSensitive(root, "paper"))) {
        bool pok = cJSON_IsArray(v) && cJSON_GetArraySize(v) == 2;
        for (int i = 0; pok && i < 2; i++) pok = check_colour(cJSON_GetArrayItem(v, i), file, "paper[]", pr);
        if (!pok && !(cJSON_IsArray(v) && cJSON_GetArraySize(v) == 2))
            report_addf(pr, "%s: paper: expected [top colour, bottom colour]", file);
        ok &= pok;
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(root, "frame"))) ok &= check_colour(v, file, "frame", pr);
    if ((v = cJSON_GetObjectItemCaseSensitive(root, "ink"))) ok &= check_colour(v, file, "ink", pr);
    if ((v = cJSON_GetObjectItemCaseSensitive(root, "radius"))) ok &= check_number(v, 0, 0.5, file, "radius", pr);
    for (int f = 0; f < NFORMS; f++) ok &= check_regions(cJSON_GetObjectItemCaseSensitive(root, FORMS[f]), file, FORMS[f], pr);
    const cJSON *kinds = cJSON_GetObjectItemCaseSensitive(root, "kinds");
    if (kinds && !cJSON_IsObject(kinds)) {
        report_addf(pr, "%s: kinds: expected an object of card kinds (\"legion\": {\"full\": {...}})", file);
        return false;
    }
    int nk = 0;
    for (const cJSON *k = kinds ? kinds->child : NULL; k; k = k->next) {
        char p[160];
        snprintf(p, sizeof p, "kinds.%s", k->string);
        if (!cJSON_IsObject(k) || strlen(k->string) >= sizeof ((FaceLayout *)0)->kind || ++nk > FACE_MAX_KINDS) {
            report_addf(pr, "%s: %s: expected an object with \"full\", \"compact\" and/or \"strip\" regions (at most %d kinds, "
                        "names under %zu characters)", file, p, FACE_MAX_KINDS, sizeof ((FaceLayout *)0)->kind);
            ok = false;
            continue;
        }
        ok &= known_keys(k, KIND_KEYS, file, p, pr);
        for (int f = 0; f < NFORMS; f++) {
            char pf[200];
            snprintf(pf, sizeof pf, "%s.%s", p, FORMS[f]);
            ok &= check_regions(cJSON_GetObjectItemCaseSensitive(k, FORMS[f]), file, pf, pr);
        }
    }
    return ok;
}

/* ---- merging ---- */

/* dst gets every member of src: objects merge by key, null removes, anything else replaces. */
static void deep_merge(cJSON *dst, const cJSON *src)
{
    for (const cJSON *s = src->child; s; s = s->next) {
        cJSON *d = cJSON_GetObjectItemCaseSensitive(dst, s->string);
        if (cJSON_IsNull(s)) {
            if (d) cJSON_DeleteItemFromObjectCaseSensitive(dst, s->string);
        } else if (d && cJSON_IsObject(d) && cJSON_IsObject(s)) {
            deep_merge(d, s);
        } else {
            cJSON *copy = cJSON_Duplicate(s, true);
            if (!copy) continue;
            if (d) cJSON_ReplaceItemInObjectCaseSensitive(dst, s->string, copy);
            else cJSON_AddItemToObject(dst, s->string, copy);
        }
    }
}

/* A region the override removes from a form (null) goes from every kind's
 * form too, unless the override gives that kind the region itself. */
static void remove_from_kinds(cJSON *root, const cJSON *over)
{
    cJSON *kinds = cJSON_GetObjectItemCaseSensitive(root, "kinds");
    const cJSON *over_kinds = cJSON_GetObjectItemCaseSensitive(over, "kinds");
    for (int f = 0; f < NFORMS && kinds; f++) {
        const cJSON *form = cJSON_GetObjectItemCaseSensitive(over, FORMS[f]);
        for (const cJSON *rg = form ? form->child : NULL; rg; rg = rg->next) {
            if (!cJSON_IsNull(rg)) continue;
            for (cJSON *k = kinds->child; k; k = k->next) {
                const cJSON *ok = cJSON_GetObjectItemCaseSensitive(over_kinds, k->string);
                const cJSON *of = cJSON_GetObjectItemCaseSensitive(ok, FORMS[f]);
                if (cJSON_GetObjectItemCaseSensitive(of, rg->string)) continue;
                cJSON_DeleteItemFromObjectCaseSensitive(cJSON_GetObjectItemCaseSensitive(k, FORMS[f]), rg->string);
            }
        }
    }
}

/* ---- the parsed form ---- */

static double num(const cJSON *o, const char *k, double def)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    return cJSON_IsNumber(v) ? v->valuedouble : def;
}

static int choice(const cJSON *o, const char *k, const char *const *choices, int def)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    if (cJSON_IsString(v))
        for (int i = 0; choices[i]; i++)
            if (strcmp(v->valuestring, choices[i]) == 0) return i;
    return def;
}

static void str(const cJSON *o, const char *k, const char *def, char *out, size_t n)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    snprintf(out, n, "%s", cJSON_IsString(v) ? v->valuestring : def);
}

static bool parse_region(const cJSON *j, FaceRegion *r, const char *file, const char *path, Report *pr)
{
    memset(r, 0, sizeof *r);
    snprintf(r->name, sizeof r->name, "%s", j->string);
    const cJSON *box = cJSON_GetObjectItemCaseSensitive(j, "box");
    if (!box) {
        report_addf(pr, "%s: %s.box: expected [x, y, w, h] as fractions of the card (a new region needs its box)",
                    file, path);
        return false;
    }
    r->x = cJSON_GetArrayItem(box, 0)->valuedouble;
    r->y = cJSON_GetArrayItem(box, 1)->valuedouble;
    r->w = cJSON_GetArrayItem(box, 2)->valuedouble;
    r->h = cJSON_GetArrayItem(box, 3)->valuedouble;
    r->kind = (FaceRegionKind)choice(j, "type", TYPES, FR_TEXT);
    str(j, "text", "", r->text, sizeof r->text);
    str(j, "font", "DejaVu Sans", r->font, sizeof r->font);
    r->size = num(j, "size", 0.06);
    r->least = num(j, "least", r->size * 0.7);
    if (r->least > r->size) r->least = r->size;
    r->lines = (int)num(j, "lines", 0);
    r->align = choice(j, "align", ALIGNS, 1);
    r->valign = choice(j, "valign", VALIGNS, 1);
    str(j, "colour", "ink", r->colour, sizeof r->colour);
    str(j, "fill", "none", r->fill, sizeof r->fill);
    str(j, "outline", "none", r->outline, sizeof r->outline);
    r->shape = (FaceShape)choice(j, "shape", SHAPES, FS_NONE);
    r->markup = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "markup"));
    r->live = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "live"));
    r->art_mode = (FaceArtMode)choice(j, "fit", FITS, FA_FIT);
    const cJSON *an = cJSON_GetObjectItemCaseSensitive(j, "anchor");
    r->anchor_x = an ? cJSON_GetArrayItem(an, 0)->valuedouble : 0.5;
    r->anchor_y = an ? cJSON_GetArrayItem(an, 1)->valuedouble : 0.3;
    return true;
}

static bool add_layout(FaceTemplate *t, const char *kind, FaceForm form, const cJSON *regions, const char *file,
                       const char *path, Report *pr)
{
    FaceLayout *ls = realloc(t->layouts, sizeof *ls * (size_t)(t->nlayouts + 1));
    if (!ls) return false;
    t->layouts = ls;
    FaceLayout *l = &ls[t->nlayouts++];
    memset(l, 0, sizeof *l);
    snprintf(l->kind, sizeof l->kind, "%s", kind);
    l->form = form;
    int n = cJSON_GetArraySize(regions);
    l->r = calloc((size_t)(n ? n : 1), sizeof *l->r);
    if (!l->r) return false;
    bool ok = true;
    for (const cJSON *rg = regions ? regions->child : NULL; rg; rg = rg->next) {
        char p[200];
        snprintf(p, sizeof p, "%s.%s", path, rg->string);
        if (parse_region(rg, &l->r[l->n], file, p, pr)) l->n++;
        else ok = false;
    }
    return ok;
}

const FaceLayout *face_layout(const FaceTemplate *t, const char *kind, FaceForm form)
{
    const FaceLayout *def = NULL;
    for (int i = 0; i < t->nlayouts; i++) {
        const FaceLayout *l = &t->layouts[i];
        if (l->form != form) continue;
        if (kind && strcmp(l->kind, kind) == 0) return l;
        if (!l->kind[0]) def = l;
    }
    return def;
}

void face_template_free(FaceTemplate *t)
{
    if (!t) return;
    for (int i = 0; i < t->nlayouts; i++) free(t->layouts[i].r);
    free(t->layouts);
    free(t);
}

uint64_t face_template_hash(const FaceTemplate *t)
{
    return t ? t->hash : 0;
}

double face_template_aspect(const FaceTemplate *t)
{
    return t ? t->aspect : 63.0 / 88.0;
}

static uint64_t fnv(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; s && *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* Builds the template from the merged tree; `file` is the file named for a
 * region the merge made incomplete (the set's, when it has one). */
static FaceTemplate *build(cJSON *root, const char *file, Report *pr)
{
    FaceTemplate *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    const cJSON *asp = cJSON_GetObjectItemCaseSensitive(root, "aspect");
    t->aspect = asp ? cJSON_GetArrayItem(asp, 0)->valuedouble / cJSON_GetArrayItem(asp, 1)->valuedouble : 63.0 / 88.0;
    const cJSON *paper = cJSON_GetObjectItemCaseSensitive(root, "paper");
    snprintf(t->paper[0], sizeof t->paper[0], "%s", paper ? cJSON_GetArrayItem(paper, 0)->valuestring : "#fdf8ec");
    snprintf(t->paper[1], sizeof t->paper[1], "%s", paper ? cJSON_GetArrayItem(paper, 1)->valuestring : "#efe3c8");
    str(root, "frame", "accent-dark", t->frame, sizeof t->frame);
    str(root, "ink", "#2a221a", t->ink, sizeof t->ink);
    t->radius = num(root, "radius", 0.06);
    bool ok = true;
    const cJSON *kinds = cJSON_GetObjectItemCaseSensitive(root, "kinds");
    for (int f = 0; f < NFORMS; f++) {
        const cJSON *base = cJSON_GetObjectItemCaseSensitive(root, FORMS[f]);
        ok &= add_layout(t, "", (FaceForm)f, base, file, FORMS[f], pr);
        for (const cJSON *k = kinds ? kinds->child : NULL; k; k = k->next) {
            const cJSON *over = cJSON_GetObjectItemCaseSensitive(k, FORMS[f]);
            cJSON *merged = base ? cJSON_Duplicate(base, true) : cJSON_CreateObject();
            if (!merged) continue;
            if (over) deep_merge(merged, over);
            char p[200];
            snprintf(p, sizeof p, "kinds.%s.%s", k->string, FORMS[f]);
            ok &= add_layout(t, k->string, (FaceForm)f, merged, file, p, pr);
            cJSON_Delete(merged);
        }
    }
    char *text = cJSON_PrintUnformatted(root);
    t->hash = fnv(text);
    free(text);
    if (!ok) {
        face_template_free(t);
        return NULL;
    }
    return t;
}

/* A game without a template file: name, corner, art, kind line and text. */
static const char GENERIC[] =
    "{\"format\":1,\"full\":{"
    "\"art\":{\"type\":\"art\",\"box\":[0.07,0.14,0.86,0.42]},"
    "\"name\":{\"box\":[0.07,0.03,0.86,0.1],\"text\":\"{name}\",\"font\":\"DejaVu Serif Bold\",\"size\":0.09,"
    "\"least\":0.06,\"lines\":2},"
    "\"type\":{\"box\":[0.07,0.57,0.86,0.06],\"text\":\"{kind}\",\"size\":0.055,\"colour\":\"accent-dark\"},"
    "\"text\":{\"box\":[0.08,0.64,0.84,0.32],\"text\":\"{text}\",\"size\":0.06,\"least\":0.04,\"align\":\"left\","
    "\"valign\":\"top\",\"markup\":true}},"
    "\"compact\":{\"art\":{\"type\":\"art\",\"box\":[0.06,0.06,0.88,0.6]},"
    "\"name\":{\"box\":[0.04,0.68,0.92,0.28],\"text\":\"{short_name}\",\"font\":\"DejaVu Sans Bold\",\"size\":0.16,"
    "\"least\":0.1,\"lines\":2}},"
    "\"strip\":{\"name\":{\"box\":[0.03,0.06,0.94,0.88],\"text\":\"{short_name}\",\"size\":0.6,\"least\":0.3,"
    "\"lines\":2,\"align\":\"left\"}}}";

FaceTemplate *face_template_from_text(const char *game_json, const char *game_name, const char *set_json,
                                      const char *set_name, Report *problems)
{
    Error e = {{0}};
    if (!game_json) game_json = GENERIC;
    cJSON *root = json_parse_text(game_json, strlen(game_json), game_name, &e);
    if (!root) {
        report_add(problems, e.msg);
        return NULL;
    }
    bool ok = check_file(root, game_name, problems);
    const char *blame = game_name;
    if (set_json) {
        cJSON *over = json_parse_text(set_json, strlen(set_json), set_name, &e);
        if (!over) {
            report_add(problems, e.msg);
            ok = false;
        } else {
            if (check_file(over, set_name, problems)) {
                deep_merge(root, over);
                remove_from_kinds(root, over);
            } else {
                ok = false;
            }
            cJSON_Delete(over);
            blame = set_name;
        }
    }
    FaceTemplate *t = ok ? build(root, blame, problems) : NULL;
    cJSON_Delete(root);
    return t;
}

static char *read_optional(const char *path, Report *problems, bool *failed)
{
    struct stat sb;
    if (stat(path, &sb) != 0) return NULL;
    Error e = {{0}};
    size_t len = 0;
    char *text = json_read_file(path, &len, &e);
    if (!text) {
        report_add(problems, e.msg);
        *failed = true;
    }
    return text;
}

FaceTemplate *face_template_load(const GameModule *m, const char *set_dir, Report *problems)
{
    char rel[128], game_path[1024], set_path[1024] = "";
    snprintf(rel, sizeof rel, "data/faces/%s.json", m ? m->id : "generic");
    paths_join(game_path, sizeof game_path, rel);
    bool failed = false;
    char *game = read_optional(game_path, problems, &failed);
    char *set = NULL;
    if (set_dir && set_dir[0]) {
        snprintf(set_path, sizeof set_path, "%s/face.json", set_dir);
        struct stat lsb;
        /* a set's file must not lead out of its folder: refused unread */
        if (lstat(set_path, &lsb) == 0 && !file_inside_dir(set_path, set_dir)) {
            report_addf(problems, "%s: a link that leads outside the set folder (%s); every file of a set must stay inside it",
                        set_path, set_dir);
            failed = true;
        } else
            set = read_optional(set_path, problems, &failed);
    }
    FaceTemplate *t = failed ? NULL
                             : face_template_from_text(game, game ? game_path : "the built-in face template", set,
                                                       set_path, problems);
    static const char *const BACKS[] = {"svg", "png"};
    for (int i = 0; t && m && i < 2 && !t->game_back[0]; i++) { /* the game's own back, under the set's */
        struct stat sb;
        snprintf(rel, sizeof rel, "cards/%s/back.%s", m->id, BACKS[i]);
        paths_join(t->game_back, sizeof t->game_back, rel);
        if (stat(t->game_back, &sb) != 0) t->game_back[0] = 0;
    }
    free(game);
    free(set);
    return t;
}
