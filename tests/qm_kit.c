/* qm_kit.c — the Queen by Midnight rules tests' shared helpers (qm_kit.h). */
#include "qm_kit.h"
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include "core/carddb.h"

extern const GameModule queen_by_midnight_module;
const GameModule *M = &queen_by_midnight_module;
CardSet *g_set;

bool qm_kit_open(void)
{
    Report problems = {0};
    g_set = carddb_load_named(M, "quarter-hour", &problems);
    for (int i = 0; !g_set && i < problems.count; i++) fprintf(stderr, "%s\n", problems.lines[i]);
    report_free(&problems);
    return g_set != NULL;
}

void qm_kit_close(void)
{
    carddb_free(g_set);
    g_set = NULL;
}

int C(const char *id)
{
    int i = carddb_find(g_set, id);
    if (i < 0) fprintf(stderr, "  no card \"%s\" in the set\n", id);
    return i;
}

QmState *mk(int np, uint64_t seed)
{
    GameSetup su;
    setup_default(M, &su);
    su.num_players = np;
    Error e = {{0}};
    QmState *s = (QmState *)game_new(M, &su, g_set, seed, &e);
    if (!s) fprintf(stderr, "  game_new: %s\n", e.msg);
    return s;
}

/* Seat q plays princess `pid` with empty zones, 30 HP, `clout`, and a deck of 10 `pid`-coin cards. */
void as(QmState *s, int q, const char *pid, int clout)
{
    QmPlayer *p = &s->p[q];
    char id[64];
    p->princess = (int16_t)C(pid);
    snprintf(id, sizeof id, "%s-inner", pid);
    p->inner = (int16_t)C(id);
    p->hp = QM_HP_MAX;
    p->clout = (int16_t)clout;
    p->level[0] = p->level[1] = 0;
    p->side = 0;
    p->nhand = p->narchive = p->narmory = p->nheld = p->ngrotto = 0;
    snprintf(id, sizeof id, "%s-coin", pid);
    p->ndeck = 10;
    for (int i = 0; i < 10; i++) p->deck[i] = (int16_t)C(id);
    p->status = QM_ALIVE;
    p->leader = p->advisor = p->declared = -1;
    p->growth = 0;
}

void give(QmState *s, int q, const char *id)
{
    s->p[q].hand[s->p[q].nhand++] = (int16_t)C(id);
}

void arm(QmState *s, int q, const char *id, bool face_down)
{
    QmArmed *a = &s->p[q].armory[s->p[q].narmory++];
    a->card = (int16_t)C(id);
    a->owner = (int8_t)q;
    a->loyalty = qm_card(g_set, a->card)->loyalty;
    a->face_down = face_down;
}

void turn_of(QmState *s, int q)
{
    s->current = (int8_t)q;
    s->phase = QM_PH_MAIN;
    s->depth = 0;
    s->nqueue = 0;
    s->refreshed_bazaar = s->refreshed_vault = false;
}

bool act(QmState *s, const char *text) { return tl_act(M, (GameState *)s, text); }

/* a pick of the pending choice by index (its text also names the card) */
bool pick_legal(QmState *s, int idx)
{
    Action acts[GM_MAX_ACTIONS];
    int n = M->legal_actions((GameState *)s, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (acts[i].kind == QM_ACT_PICK && acts[i].a == idx) return true;
    return false;
}

bool pick(QmState *s, int idx)
{
    if (!pick_legal(s, idx)) {
        fprintf(stderr, "  pick %d is not legal here\n", idx);
        return false;
    }
    return M->apply((GameState *)s, (Action){QM_ACT_PICK, (int16_t)idx, 0, 0});
}

int hand_index(const QmState *s, int q, const char *id)
{
    for (int i = 0; i < s->p[q].nhand; i++)
        if (s->p[q].hand[i] == C(id)) return i;
    return -1;
}

/* plays the card `id` from the current seat's hand */
bool play(QmState *s, const char *id)
{
    char t[96];
    snprintf(t, sizeof t, "play %d %s", hand_index(s, s->current, id), id);
    return act(s, t);
}

bool in_zone(const int16_t *arr, int n, int card)
{
    for (int i = 0; i < n; i++)
        if (arr[i] == card) return true;
    return false;
}

bool legal(QmState *s, const char *text) { return tl_legal(M, (const GameState *)s, text); }
