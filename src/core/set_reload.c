/* set_reload.c — reload an edited card set and carry the game over (see set_reload.h). */
#include "set_reload.h"
#include "carddb_csv.h"
#include "json_util.h"
#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t fnv1a(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

void set_prints_free(SetPrints *p)
{
    for (int i = 0; p->cards && i < p->n; i++) free(p->cards[i].json);
    free(p->cards);
    p->cards = NULL;
    p->n = 0;
}

bool set_prints_take(SetPrints *p, const char *dir)
{
    set_prints_free(p);
    char path[1024];
    snprintf(path, sizeof path, "%s/set.json", dir);
    Error e = {{0}};
    cJSON *j = json_load_file(path, &e);
    cJSON *from_csv = NULL;
    Report ignored = {0};
    const cJSON *cards = j ? carddb_csv_set_cards(j, dir, &from_csv, &ignored) : NULL;
    report_free(&ignored);
    int n = cJSON_IsArray(cards) ? cJSON_GetArraySize(cards) : 0;
    if (n > 0) p->cards = calloc((size_t)n, sizeof *p->cards);
    for (const cJSON *c = p->cards ? cards->child : NULL; c; c = c->next) {
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(c, "id");
        char *text = cJSON_PrintUnformatted(c);
        if (!cJSON_IsString(id) || !text) {
            free(text);
            continue;
        }
        struct SetPrint *sp = &p->cards[p->n++];
        snprintf(sp->id, sizeof sp->id, "%s", id->valuestring);
        sp->hash = fnv1a(text);
        sp->json = text;
    }
    cJSON_Delete(from_csv);
    cJSON_Delete(j);
    return p->cards != NULL;
}

static const struct SetPrint *print_find(const SetPrints *p, const char *id)
{
    for (int i = 0; i < p->n; i++)
        if (strcmp(p->cards[i].id, id) == 0) return &p->cards[i];
    return NULL;
}

/* A value as the log shows it: numbers and short strings as they are, else NULL. */
static const char *shown_value(const cJSON *v, char *buf, size_t n)
{
    if (cJSON_IsNumber(v)) snprintf(buf, n, "%g", v->valuedouble);
    else if (cJSON_IsString(v) && strlen(v->valuestring) <= 24) snprintf(buf, n, "%s", v->valuestring);
    else return NULL;
    return buf;
}

/* Appends what changed in one card, field by field: "Name: power 3 → 5, grid changed". */
static void describe_change(const char *old_json, const char *new_json, char *out, size_t n)
{
    cJSON *o = old_json ? cJSON_Parse(old_json) : NULL, *w = cJSON_Parse(new_json);
    if (!w) {
        cJSON_Delete(o);
        return;
    }
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(w, "name");
    size_t L = strlen(out);
    snprintf(out + L, n - L, "%s%s:", L ? "; " : "", cJSON_IsString(name) ? name->valuestring : "a card");
    if (!o) snprintf(out + strlen(out), n - strlen(out), " new");
    int told = 0;
    for (const cJSON *f = o ? w->child : NULL; f; f = f->next) {
        const cJSON *was = cJSON_GetObjectItemCaseSensitive(o, f->string);
        if (was && cJSON_Compare(was, f, true)) continue;
        char a[32], b[32];
        const char *sa = was ? shown_value(was, a, sizeof a) : NULL, *sb = shown_value(f, b, sizeof b);
        L = strlen(out);
        if (sa && sb) snprintf(out + L, n - L, "%s %s %s \xe2\x86\x92 %s", told++ ? "," : "", f->string, sa, sb);
        else snprintf(out + L, n - L, "%s %s %s", told++ ? "," : "", f->string, was ? "changed" : "added");
    }
    for (const cJSON *f = o ? o->child : NULL; f; f = f->next)
        if (!cJSON_GetObjectItemCaseSensitive(w, f->string)) {
            L = strlen(out);
            snprintf(out + L, n - L, "%s %s removed", told++ ? "," : "", f->string);
        }
    cJSON_Delete(o);
    cJSON_Delete(w);
}

/* Cards added, removed or edited between two fingerprints, plus cards whose art file changed. */
static int count_changed(const SetPrints *old, const SetPrints *now, const CardSet *set,
                         const char (*changed_art)[600], int nart, char *changes, size_t cn)
{
    int n = 0;
    for (int i = 0; i < now->n; i++) {
        const struct SetPrint *o = print_find(old, now->cards[i].id);
        bool changed = !o || o->hash != now->cards[i].hash;
        if (changed && now->cards[i].json) describe_change(o ? o->json : NULL, now->cards[i].json, changes, cn);
        int ci = changed ? -1 : carddb_find(set, now->cards[i].id);
        for (int a = 0; ci >= 0 && a < nart && !changed; a++) changed = strcmp(card_art(&set->cards[ci]), changed_art[a]) == 0;
        n += changed;
    }
    for (int i = 0; i < old->n; i++) n += print_find(now, old->cards[i].id) == NULL;
    return n;
}

/* Ids of the old set's cards the new one lacks, as "a, b, c". */
static void removed_ids(const CardSet *old, const CardSet *set, char *out, size_t n)
{
    out[0] = 0;
    for (int i = 0; i < old->ncards; i++) {
        if (carddb_find(set, old->cards[i].id) >= 0) continue;
        size_t L = strlen(out);
        if (L + 60 > n) break;
        snprintf(out + L, n - L, "%s\"%s\"", L ? ", " : "", old->cards[i].id);
    }
}

SetReloadKind set_reload(const GameModule *m, const CardSet *old, const GameState *st, SetPrints *prints,
                         const char (*changed_art)[600], int nart, SetReload *out)
{
    memset(out, 0, sizeof *out);
    Report problems = {0}, warnings = {0};
    CardSet *set = carddb_load(m, old->dir, &problems, &warnings);
    report_free(&warnings);
    if (!set) {
        out->kind = RELOAD_PROBLEM;
        out->nproblems = problems.count;
        snprintf(out->message, sizeof out->message, "%s",
                 problems.count ? problems.lines[0] : "the set could not be loaded");
        report_free(&problems);
        return out->kind;
    }
    report_free(&problems);
    SetPrints now = {0};
    set_prints_take(&now, set->dir);
    out->changed = count_changed(prints, &now, set, changed_art, nart, out->changes, sizeof out->changes);
    set_prints_free(prints);
    *prints = now;
    out->set = set;
    out->kind = RELOAD_CONTINUES;
    if (!st) return out->kind;
    /* the same position, its cards looked up by id in the new set */
    cJSON *pos = m->state_to_json(st);
    Error e = {{0}};
    out->st = pos ? game_from_json(m, pos, set, &e) : NULL;
    cJSON_Delete(pos);
    if (!out->st) {
        char gone[400];
        removed_ids(old, set, gone, sizeof gone);
        out->kind = RELOAD_CANNOT_GO_ON;
        if (gone[0])
            snprintf(out->message, sizeof out->message,
                     "The edited set no longer has a card this game uses (removed: %s). The position cannot be "
                     "carried over: %s", gone, e.msg);
        else
            snprintf(out->message, sizeof out->message, "The position cannot be carried over to the edited set: %s",
                     e.msg[0] ? e.msg : "the game could not write its position");
    }
    return out->kind;
}
