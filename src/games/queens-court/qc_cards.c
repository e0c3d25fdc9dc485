/* qc_cards.c — Queen's Court card fields.
 * A card is {"id","name","text","art"} (common, read by the core) plus
 *   "kind":   "noble" | "queen" | "glove"          (required)
 *   "rank":   integer 1..10                        (nobles only, required for them)
 *   "copies": integer 1..54                        (required)
 * The set must make the 54-card deck: one noble per rank (1 and 10 x6,
 * 2..9 x4), one Queen x5, one Glove x5. */
#include "qc.h"
#include "core/json_util.h"
#include "core/paths.h"
#include <stdio.h>
#include <string.h>

static const char *const QC_CARD_KEYS[] = {"kind", "rank", "copies", NULL};
static const char *const QC_KINDS[] = {"noble", "queen", "glove", NULL};

const char *qc_code_word(int code)
{
    static const char *const words[QC_NCODES] = {"?", "1", "2", "3", "4", "5", "6", "7",
                                                 "8", "9", "10", "queen", "glove"};
    return code >= 0 && code < QC_NCODES ? words[code] : "?";
}

const char *qc_code_title(int code)
{
    if (code == QC_QUEEN) return "Queen";
    if (code == QC_GLOVE) return "Glove";
    return qc_code_word(code);
}

bool qc_load_card(const cJSON *json, CardDef *card, const char *where, Report *problems)
{
    Error e;
    int kind = -1, rank = 0, copies = 0;
    bool ok = json_report_unknown_keys(json, QC_CARD_KEYS, where, problems);
    if (!json_enum(json, "kind", QC_KINDS, true, 0, &kind, where, &e)) {
        ok = report_error(problems, &e);
        kind = -1; /* unknown: the rank is checked for what it is */
    }
    const cJSON *rank_json = cJSON_GetObjectItemCaseSensitive(json, "rank");
    if (kind <= 0) {
        if ((kind == 0 || rank_json) && !json_int(json, "rank", 1, 10, kind == 0, 0, &rank, where, &e))
            ok = report_error(problems, &e);
    } else if (rank_json) {
        ok = report_field(problems, where, "rank", "only nobles have a rank (this card is a %s)", QC_KINDS[kind]);
    }
    if (!json_int(json, "copies", 1, 54, true, 1, &copies, where, &e)) ok = report_error(problems, &e);
    if (!ok) return false;
    snprintf(card->kind, sizeof card->kind, "%s", QC_KINDS[kind]);
    card->copies = copies;
    if (kind == 0) {
        card->value = rank;
        snprintf(card->corner, sizeof card->corner, "%d", rank);
        card->colour[0] = 0;
    } else if (kind == 1) {
        card->value = 0;
        snprintf(card->corner, sizeof card->corner, "Q");
        snprintf(card->colour, sizeof card->colour, "gold");
    } else {
        card->value = 0;
        snprintf(card->corner, sizeof card->corner, "G");
        snprintf(card->colour, sizeof card->colour, "blue");
    }
    return true;
}

static int code_of(const CardDef *d)
{
    if (strcmp(d->kind, "noble") == 0) return d->value >= 1 && d->value <= 10 ? d->value : 0;
    if (strcmp(d->kind, "queen") == 0) return QC_QUEEN;
    if (strcmp(d->kind, "glove") == 0) return QC_GLOVE;
    return 0;
}

static int expected_copies(int code)
{
    if (code == QC_QUEEN) return QC_NQUEENS;
    if (code == QC_GLOVE) return QC_NGLOVES;
    return qc_composition(QC_MODE_CLASSIC, code);
}

bool qc_validate_set(const CardSet *set, Report *problems)
{
    char file[700];
    const char *dir = set->dir, *data = paths_data_dir();
    size_t dl = data ? strlen(data) : 0;
    if (dl && strncmp(dir, data, dl) == 0 && dir[dl] == '/') dir += dl + 1;
    snprintf(file, sizeof file, "%s/set.json", dir);
    int first[QC_NCODES];
    for (int c = 0; c < QC_NCODES; c++) first[c] = -1;
    bool ok = true;
    for (int i = 0; i < set->ncards; i++) {
        const CardDef *d = &set->cards[i];
        int code = code_of(d);
        if (!code) {
            report_addf(problems, "%s: cards[%d] \"%s\": kind: expected noble, queen or glove, got \"%s\"", file,
                        carddb_place(set, i), d->id, d->kind);
            ok = false;
            continue;
        }
        if (first[code] >= 0) {
            report_addf(problems,
                        "%s: cards[%d] \"%s\": a second card for %s%s (\"%s\" is one already); "
                        "each rank, the Queen and the Glove need exactly one card",
                        file, carddb_place(set, i), d->id, code <= 10 ? "rank " : "the ", qc_code_title(code),
                        set->cards[first[code]].id);
            ok = false;
            continue;
        }
        first[code] = i;
        if (d->copies != expected_copies(code)) {
            report_addf(problems,
                        "%s: cards[%d] \"%s\": copies: expected %d (the deck is 44 nobles: 1 and 10 x6, "
                        "2..9 x4; 5 Queens; 5 Gloves = 54 cards), got %d",
                        file, carddb_place(set, i), d->id, expected_copies(code), d->copies);
            ok = false;
        }
    }
    /* as many missing as cards that did not load: those are the missing ones */
    int missing = 0;
    for (int c = 1; c < QC_NCODES; c++) missing += first[c] < 0;
    for (int c = 1; c < QC_NCODES && missing > set->nunloaded; c++)
        if (first[c] < 0) {
            report_addf(problems, "%s: cards: missing a card for %s%s (the 54-card deck needs %d)%s", file,
                        c <= 10 ? "rank " : "the ", qc_code_title(c), expected_copies(c), carddb_unloaded_note(set));
            ok = false;
        }
    return ok;
}

/* For card faces: the kind and, for a noble, its rank. */
int qc_face_fields(const CardSet *set, int idx, CardFaceField *out, int cap)
{
    const CardDef *d = &set->cards[idx];
    int n = face_field_add(out, 0, cap, "kind", "%s", d->kind);
    if (strcmp(d->kind, "noble") == 0) n = face_field_add(out, n, cap, "rank", "%d", d->value);
    n = face_field_add(out, n, cap, "corner", "%s", d->corner);
    n = face_field_add(out, n, cap, "type", "%s", strcmp(d->kind, "noble") == 0 ? "Noble" : strcmp(d->kind, "queen") == 0 ? "Queen" : "Glove");
    return n;
}
