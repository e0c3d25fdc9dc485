/* card_face.c — see card_face.h.  Faces come from face_render_argb, the
 * function print uses, so the table shows the pixels a printed card has. */
#include "card_face.h"
#include "core/registry.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- one template per set folder ---- */

typedef struct SetFace {
    const CardSet *set; /* the set the card hashes were taken from; NULL: look again */
    char game[32], dir[512];
    const GameModule *m;
    FaceTemplate *t;
    uint64_t dir_hash;
    uint64_t *card_hash; /* per card: its contents as the face shows them */
    const CardDef *cards;
    int ncards;
    uint32_t used;
    bool fallback; /* the set's face.json had problems: the game's own template */
} SetFace;

#define SET_FACES 8
static SetFace set_faces[SET_FACES];
static uint32_t set_tick;

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

static uint64_t fnv_str(uint64_t h, const char *s)
{
    return fnv(h, s ? s : "", (s ? strlen(s) : 0) + 1);
}

/* Everything the face shows of a card: a card whose hash is unchanged after
 * a reload keeps its painted faces. */
static uint64_t card_hash(const GameModule *m, const CardSet *set, int i)
{
    const CardDef *d = &set->cards[i];
    uint64_t h = fnv_str(0xcbf29ce484222325ull, d->id);
    h = fnv_str(h, d->name);
    h = fnv_str(h, card_short_name(d));
    h = fnv_str(h, card_text(d));
    h = fnv_str(h, card_art(d));
    h = fnv_str(h, d->kind);
    h = fnv_str(h, d->corner);
    h = fnv_str(h, d->colour);
    h = fnv(h, &d->value, sizeof d->value);
    h = fnv(h, &d->has_grid, sizeof d->has_grid);
    h = fnv(h, d->grid, sizeof d->grid);
    if (m && m->face_fields) {
        CardFaceField f[GM_MAX_FACE_FIELDS];
        int n = m->face_fields(set, i, f, GM_MAX_FACE_FIELDS);
        for (int k = 0; k < n; k++) h = fnv_str(fnv_str(h, f[k].key), f[k].text);
    }
    return h;
}

static void set_face_clear(SetFace *sf)
{
    face_template_free(sf->t);
    free(sf->card_hash);
    memset(sf, 0, sizeof *sf);
}

/* The set's template: data/faces/<game>.json with the set's face.json; a
 * face.json with problems (check-cards names them) leaves the game's own
 * (*fallback set). */
static FaceTemplate *template_for(const GameModule *m, const CardSet *set, bool *fallback)
{
    Report pr = {0};
    FaceTemplate *t = face_template_load(m, set->dir, &pr);
    *fallback = !t;
    if (!t) {
        report_free(&pr);
        t = face_template_load(m, NULL, &pr);
    }
    if (!t) {
        report_free(&pr);
        t = face_template_from_text(NULL, "generic", NULL, NULL, &pr);
    }
    report_free(&pr);
    return t;
}

static SetFace *set_face(const CardSet *set)
{
    set_tick++;
    SetFace *victim = &set_faces[0], *last_good = NULL;
    for (int i = 0; i < SET_FACES; i++) {
        SetFace *sf = &set_faces[i];
        bool same_folder = sf->t && strcmp(sf->dir, set->dir) == 0 && strcmp(sf->game, set->game) == 0;
        /* a freed set's address may come back for another set: its cards, count and folder tell */
        if (sf->set == set && same_folder && sf->cards == set->cards && sf->ncards == set->ncards) {
            sf->used = set_tick;
            return sf;
        }
        /* a forgotten one (its set reloaded or gone) may hand its template on */
        if (same_folder && !sf->set && !sf->fallback && (!last_good || sf->used > last_good->used)) last_good = sf;
        if (!sf->t || (victim->t && sf->used < victim->used)) victim = sf;
    }
    const GameModule *m = games_find(set->game);
    bool fallback = false;
    FaceTemplate *t = template_for(m, set, &fallback);
    if (fallback && last_good) { /* a face.json edited into a problem: its last good version, as for set.json */
        face_template_free(t);
        t = last_good->t;
        last_good->t = NULL;
        fallback = false;
        if (last_good != victim) set_face_clear(last_good);
    } else if (fallback)
        SDL_Log("crowntable: %s: the card template has a problem (check-cards lists it); the game's own is used", set->dir);
    set_face_clear(victim);
    victim->m = m;
    victim->t = t;
    victim->fallback = fallback;
    if (!victim->t) return NULL;
    victim->set = set;
    snprintf(victim->game, sizeof victim->game, "%s", set->game);
    snprintf(victim->dir, sizeof victim->dir, "%s", set->dir);
    victim->dir_hash = fnv_str(fnv_str(0xcbf29ce484222325ull, set->game), set->dir);
    victim->ncards = set->ncards;
    victim->cards = set->cards;
    victim->card_hash = calloc((size_t)(set->ncards > 0 ? set->ncards : 1), sizeof *victim->card_hash);
    for (int i = 0; victim->card_hash && i < set->ncards; i++) victim->card_hash[i] = card_hash(victim->m, set, i);
    victim->used = set_tick;
    return victim;
}

const FaceTemplate *card_face_template(const CardSet *set)
{
    SetFace *sf = set ? set_face(set) : NULL;
    return sf ? sf->t : NULL;
}

void card_face_forget_sets(void)
{
    /* the template is read again too (a reload may have been of face.json);
     * the one in use stays until then, the last good if the file went bad */
    for (int i = 0; i < SET_FACES; i++) set_faces[i].set = NULL;
}

void card_face_release(void)
{
    for (int i = 0; i < SET_FACES; i++) set_face_clear(&set_faces[i]);
}

/* ---- face pixels ---- */

typedef struct FaceTex {
    uint64_t key;
    SDL_Texture *tex;
    FaceDrawn *drawn;
    uint32_t used;
} FaceTex;

#define FACE_TEX_CACHE 192
static FaceTex face_tex[FACE_TEX_CACHE];
static uint32_t tex_tick;
static SDL_Renderer *tex_ren;
static int renders;

void card_face_flush(void)
{
    for (int i = 0; i < FACE_TEX_CACHE; i++) {
        if (face_tex[i].tex) SDL_DestroyTexture(face_tex[i].tex);
        free(face_tex[i].drawn);
    }
    memset(face_tex, 0, sizeof face_tex);
}

#define RENDERED_LOG 32
static int rendered_log[RENDERED_LOG]; /* card indices of the last renders, a ring */

int card_face_renders(int *cards, int max)
{
    int n = renders < RENDERED_LOG ? renders : RENDERED_LOG;
    if (max > n) max = n;
    for (int i = 0; cards && i < max; i++) cards[i] = rendered_log[(renders - max + i) % RENDERED_LOG];
    return renders;
}

/* face_render_argb with what it drew (the table's overlays sit on the art
 * window; tests read the strings): the same calls, on the same surface. */
static uint32_t *render(const SetFace *sf, const CardSet *set, const CardFaceAsk *ask, int *stride, FaceDrawn *drawn)
{
    FaceOptions o = {.form = ask->form, .has_live_value = ask->has_live_value, .live_value = ask->live_value,
                     .mirror_grid = ask->mirror, .least_px = ask->least_px, .drop_unfit = ask->least_px > 0, .tag = ask->tag};
    if (ask->card < 0) return face_render_argb(sf ? sf->t : NULL, sf ? sf->m : NULL, set, -1, ask->pw, ask->ph, &o, stride);
    int st = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, ask->pw);
    unsigned char *px = calloc((size_t)st, (size_t)ask->ph);
    if (!px) return NULL;
    cairo_surface_t *s = cairo_image_surface_create_for_data(px, CAIRO_FORMAT_ARGB32, ask->pw, ask->ph, st);
    cairo_t *cr = cairo_create(s);
    face_draw(cr, sf->t, sf->m, set, ask->card, ask->pw, ask->ph, &o, drawn);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    cairo_surface_destroy(s);
    *stride = st;
    return (uint32_t *)px;
}

bool card_face_get(SDL_Renderer *r, const CardSet *set, const CardFaceAsk *ask, CardFace *out)
{
    /* with no set (the menu's fans) only a back: the shared one */
    if (!r || (set ? ask->card >= set->ncards : ask->card >= 0) || ask->pw < 1 || ask->ph < 1 || ask->pw > 4096 ||
        ask->ph > 4096)
        return false;
    if (tex_ren != r) {
        card_face_flush(); /* textures belong to one renderer */
        tex_ren = r;
    }
    SetFace *sf = set ? set_face(set) : NULL;
    if (set && !sf) return false;
    uint64_t key = fnv(sf ? sf->dir_hash : 0, &ask->card, sizeof ask->card);
    if (sf && ask->card >= 0 && ask->card < sf->ncards && sf->card_hash) key = fnv(key, &sf->card_hash[ask->card], sizeof(uint64_t));
    int look[7] = {ask->pw, ask->ph, (int)ask->form, ask->has_live_value, ask->has_live_value ? ask->live_value : 0,
                   ask->mirror, (int)lround(ask->least_px * 16)};
    key = fnv(key, look, sizeof look);
    key = fnv_str(key, ask->tag);
    uint64_t th = sf ? face_template_hash(sf->t) : 0;
    key = fnv(key, &th, sizeof th);
    tex_tick++;
    FaceTex *victim = &face_tex[0];
    for (int i = 0; i < FACE_TEX_CACHE; i++) {
        FaceTex *e = &face_tex[i];
        if (e->tex && e->key == key) {
            e->used = tex_tick;
            *out = (CardFace){e->tex, e->drawn};
            return true;
        }
        if (!e->tex || (victim->tex && e->used < victim->used)) victim = e;
    }
    FaceDrawn *drawn = calloc(1, sizeof *drawn);
    int stride = 0;
    uint32_t *px = drawn ? render(sf, set, ask, &stride, drawn) : NULL;
    SDL_Texture *t = px ? SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, ask->pw, ask->ph) : NULL;
    if (!t) {
        free(px);
        free(drawn);
        return false;
    }
    face_unpremultiply(px, ask->pw, ask->ph, stride); /* SDL wants straight alpha */
    SDL_UpdateTexture(t, NULL, px, stride);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    free(px);
    rendered_log[renders % RENDERED_LOG] = ask->card;
    renders++;
    if (victim->tex) SDL_DestroyTexture(victim->tex);
    free(victim->drawn);
    *victim = (FaceTex){key, t, drawn, tex_tick};
    *out = (CardFace){t, drawn};
    return true;
}
