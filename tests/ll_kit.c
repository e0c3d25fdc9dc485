/* ll_kit.c — the Long Live the Queen tests' shared helpers (see ll_kit.h). */
#include "ll_kit.h"
#include "testlib.h"
#include "core/paths.h"
#include <stdio.h>

const GameModule *M;
CardSet *SET;

LlState *S(GameState *st) { return (LlState *)(void *)st; }
int card_of(const char *id) { return carddb_find(SET, id); }
const char *id_at(GameState *st, int p, int slot)
{
    int c = S(st)->card[p][slot];
    return c >= 0 ? SET->cards[c].id : "-";
}

GameState *load_pos(const char *name)
{
    char rel[256];
    snprintf(rel, sizeof rel, "tests/positions/long-live-the-queen/%s", name);
    return tl_load_position(M, SET, rel);
}

GameState *new_game(uint64_t seed)
{
    GameSetup setup;
    setup_default(M, &setup);
    Error e = {{0}};
    GameState *st = game_new(M, &setup, SET, seed, &e);
    if (!st) fprintf(stderr, "game_new (seed %llu): %s\n", (unsigned long long)seed, e.msg);
    return st;
}

void put(GameState *st, int p, int pos, const char *id, int up)
{
    LlState *s = S(st);
    int c = card_of(id);
    if (s->card[p][pos] != c) {
        int from = -1;
        for (int slot = 2; slot < LL_SLOTS && from < 0; slot++)
            if (slot != pos && s->card[p][slot] == c) from = slot;
        CHECKF(from >= 0, "test setup: p%d has no %s in the line", p, id);
        if (from < 0) return;
        s->card[p][from] = s->card[p][pos];
        s->up[p][from] = s->up[p][pos];
        s->card[p][pos] = (int8_t)c;
    }
    s->up[p][pos] = (uint8_t)up;
    if (up) s->known[p][pos] = 1;
}

void set_master(GameState *st, int p, const char *id)
{
    LlState *s = S(st);
    int c = card_of(id);
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++)
        if (s->card[p][pos] == c) {
            s->card[p][pos] = s->card[p][LL_MASTER];
            s->card[p][LL_MASTER] = (int8_t)c;
            return;
        }
}

void set_tokens(GameState *st, int p, int r, int y, int b)
{
    LlState *s = S(st);
    s->tokens[p][0] = (int8_t)r;
    s->tokens[p][1] = (int8_t)y;
    s->tokens[p][2] = (int8_t)b;
    for (int c = 0; c < LL_NCOL; c++) s->supply[c] = (int8_t)(LL_PER_COLOUR - s->tokens[0][c] - s->tokens[1][c]);
}

bool act(GameState *st, const char *text)
{
    Action a;
    Error e = {{0}};
    if (!game_parse_action(M, st, text, &a, &e)) {
        fprintf(stderr, "  cannot play \"%s\": %s\n", text, e.msg);
        return false;
    }
    return M->apply(st, a);
}

bool legal(GameState *st, const char *text)
{
    Action a;
    Error e = {{0}};
    return game_parse_action(M, st, text, &a, &e);
}

int nlegal(GameState *st)
{
    Action acts[GM_MAX_ACTIONS];
    return M->legal_actions(st, acts, GM_MAX_ACTIONS);
}

bool roll_to(GameState *st, int pos)
{
    for (uint64_t seed = 1; seed < 100000; seed++) {
        GameState *c = game_clone(M, st);
        rng_seed(&S(c)->rng, seed);
        Action a = {LA_ROLL, 0, 0, 0};
        bool hit = M->apply(c, a) && S(c)->active == pos;
        game_free(c);
        if (hit) {
            rng_seed(&S(st)->rng, seed);
            return act(st, "roll");
        }
    }
    return false;
}

const char *event(GameState *st) { return S(st)->last_event; }
bool before(const char *text, const char *a, const char *b)
{
    const char *x = strstr(text, a), *y = strstr(text, b);
    return x && y && x < y;
}

const char *turn_log(GameState *st) { return S(st)->turn_log; }

bool ll_kit_open(void)
{
    M = games_find("long-live-the-queen");
    if (!M) {
        fprintf(stderr, "long-live-the-queen is not registered\n");
        return false;
    }
    Report r = {0};
    SET = carddb_load_named(M, "dieselpunk", &r);
    for (int i = 0; i < r.count; i++) fprintf(stderr, "%s\n", r.lines[i]);
    report_free(&r);
    return SET != NULL;
}

GameState *gambler_position(int r, int y, int b)
{
    GameState *st = load_pos("base.json");
    if (!st) return NULL;
    put(st, 0, 6, "gambler", 1);
    put(st, 1, 6, "pilot", 0);
    set_tokens(st, 1, r, y, b);
    return st;
}
