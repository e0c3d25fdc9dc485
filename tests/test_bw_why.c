/* test_bw_why.c — Blood Wars: why a click on the seat's own card is no move
 * (GameModule.why_not), over seeded random games at 2-5 seats: in
 * every step of the turn a card says why exactly when no move takes it, and
 * each fate window's prompt names its step.  The
 * reasons pinned on positions are in test_blood_wars.c. */
#include "testlib.h"
#include <stdlib.h>
#include <string.h>
#include "core/registry.h"
#include "games/blood-wars/bw.h"

extern const GameModule blood_wars_module;
static const GameModule *M = &blood_wars_module;
static CardSet *g_set;

/* A click on a command-hand card that goes under no warlord in the Assembly
 * says why (GameModule.why_not), exactly when no assemble action
 * takes it (an Acolyte may come with its legion), and a flipped warlord asked
 * to challenge, aid or oppose says so, over random 2-5 seat games. */
/* After the Assembly: a hand card no challenge, investing, inducting,
 * intrigue legion or fate move takes, or a battle-hand card the combat legion
 * step cannot use, says why; one a move takes says nothing.  later[step]
 * counts {reasons, moves}. */
static void later_steps_say_why(GameState *st, const Action *acts, int n, int later[6][2])
{
    const BwState *s = (const BwState *)st;
    static const int STEP_PHASE[6] = {BP_INVEST, BP_INDUCT, BP_I_LEGIONS, BP_C_LEGIONS, BP_ACTION, BP_FATE};
    static const int STEP_KIND[6] = {BW_ACT_INVEST, BW_ACT_INDUCT, BW_ACT_HAND_LEGION, BW_ACT_BH_USE, BW_ACT_CHALLENGE, BW_ACT_FATE};
    int step = 0;
    while (step < 6 && STEP_PHASE[step] != s->phase) step++;
    if (step == 6) return;
    int who = M->current_player(st);
    char zone[16], why[256];
    if (s->phase == BP_C_LEGIONS) {
        const BwInvolved *v = &s->ch.inv[s->asker];
        snprintf(zone, sizeof zone, "p%d.w%d", v->seat, v->slot);
    } else snprintf(zone, sizeof zone, "p%d.hand", who);
    int items = s->phase == BP_C_LEGIONS ? s->p[s->ch.inv[s->asker].seat].w[s->ch.inv[s->asker].slot].nbh : s->p[who].nhand;
    for (int i = 0; i < items; i++) {
        int card = s->phase == BP_C_LEGIONS ? i : s->p[who].hand[i]; /* what the moves name: a battle-hand index, or a card */
        bool taken = false;
        for (int a = 0; a < n; a++) taken |= acts[a].kind == STEP_KIND[step] && acts[a].a == card;
        bool said = M->why_not(st, zone, s->phase == BP_C_LEGIONS ? i + 1 : i, why, sizeof why);
        CHECKF(said != taken, "phase %d: item %d (%s) is %s, why_not says %s (%d moves, first kind %d)", s->phase, i,
               s->phase == BP_C_LEGIONS ? "" : g_set->cards[card].name, taken ? "taken by a move" : "not", said ? why : "nothing", n,
               n ? acts[0].kind : -1);
        later[step][0] += said;
        later[step][1] += taken;
    }
}

/* In the Assembly a battle-hand card that cannot go back to the command hand
 * says why (stacked this turn, its item first, ...), one that can says nothing.
 * back[] counts {reasons, moves}. */
static void battle_cards_say_why(GameState *st, const Action *acts, int n, int back[2])
{
    const BwState *s = (const BwState *)st;
    const BwPlayer *p = &s->p[s->acting];
    for (int k = 0; k < p->nw; k++)
        for (int j = 0; j < p->w[k].nbh; j++) {
            bool move = false;
            for (int a = 0; a < n; a++) move |= acts[a].kind == BW_ACT_RETURN && acts[a].a == k && acts[a].b == j;
            char zone[16], why[256];
            snprintf(zone, sizeof zone, "p%d.w%d", s->acting, k);
            bool said = M->why_not(st, zone, j + 1, why, sizeof why);
            CHECKF(said != move, "%s card %d (%s) is %sa move, why_not says %s", zone, j, g_set->cards[p->w[k].bh[j].card].name,
                   move ? "" : "not ", said ? why : "nothing");
            back[0] += said;
            back[1] += move;
        }
}

/* In the Assembly a warlord is where cards go, never what moves: a click on
 * it always gets an answer (it said "can't be played now"), and the
 * answer says how to stack under it exactly when some move stacks there.
 * targets[] counts {how, why not}. */
static void warlords_say_how(GameState *st, const Action *acts, int n, int targets[2])
{
    const BwState *s = (const BwState *)st;
    for (int k = 0; k < s->p[s->acting].nw; k++) {
        bool stacks = false;
        for (int a = 0; a < n; a++) stacks |= acts[a].kind == BW_ACT_ASSEMBLE && acts[a].b == k;
        char zone[16], why[256] = "";
        snprintf(zone, sizeof zone, "p%d.w%d", s->acting, k);
        CHECK(M->why_not(st, zone, 0, why, sizeof why));
        bool how = strstr(why, "pick a card in your hand") != NULL;
        CHECKF(how == stacks, "%s: %s a move, why_not says \"%s\"", zone, stacks ? "" : "not", why);
        targets[how ? 0 : 1]++;
    }
}

/* In a step that asks about a warlord or the battle hand (aiding, opposing,
 * defending, a warlord's power, the combat legion step) a command-hand card
 * clicked says why it waits (it said "can't be played now"); in the
 * Cull, where every card is a move, none does.  waits[] counts {reasons, moves}. */
static void hand_waits_in_other_steps(GameState *st, const Action *acts, int n, int waits[2])
{
    const BwState *s = (const BwState *)st;
    if (s->phase != BP_DISSENT && s->phase != BP_ROUSE && s->phase != BP_I_WARLORDS && s->phase != BP_C_WARLORDS &&
        s->phase != BP_C_LEGIONS && s->phase != BP_CULL)
        return;
    int who = M->current_player(st);
    char zone[16], why[256];
    snprintf(zone, sizeof zone, "p%d.hand", who);
    for (int i = 0; i < s->p[who].nhand; i++) {
        bool taken = false; /* a move starting from this card, or from another copy of it */
        for (int a = 0; a < n && !taken; a++) {
            ActionDesc d;
            M->describe(st, acts[a], &d);
            taken = strcmp(d.src_zone, zone) == 0 && d.src_index >= 0 && d.src_index < s->p[who].nhand &&
                    s->p[who].hand[d.src_index] == s->p[who].hand[i];
        }
        bool said = M->why_not(st, zone, i, why, sizeof why);
        CHECKF(said != taken, "phase %d: hand card %d (%s) is %sa move, why_not says %s", s->phase, i,
               g_set->cards[s->p[who].hand[i]].name, taken ? "" : "not ", said ? why : "nothing");
        if (said) CHECK_CONTAINS(why, "this step");
        waits[0] += said;
        waits[1] += taken;
    }
}

/* The fate windows come in a row (before the powers, the legions, the Ballot
 * or the decision): each prompt names the step it comes before, so a pass
 * changes the words on the screen ("Play fate or pass" three times read as a
 * click that did nothing).  seen[after_fate] counts each kind. */
static void fate_window_says_which(GameState *st, View *v, int seen[6])
{
    const BwState *s = (const BwState *)st;
    if (s->phase != BP_FATE) return;
    static const char *const BEFORE[] = {"the warlords' powers", "the legions' powers", "the Ballot", "the warlords' powers",
                                         "the legions' powers", "the battle is decided"};
    M->view(st, M->current_player(st), v);
    char want[96];
    snprintf(want, sizeof want, "Fate before %s: play a fate card, or pass", BEFORE[s->ch.after_fate]);
    CHECK_STR(v->prompt, want);
    seen[s->ch.after_fate]++;
}

static void test_every_step_says_why(void)
{
    View *v = calloc(1, sizeof *v);
    REQUIRE(v);
    int fate[6] = {0};
    int told = 0, stackable = 0, fields = 0, flipped = 0, later[6][2] = {{0}}, back[2] = {0, 0}, targets[2] = {0, 0}, waits[2] = {0, 0};
    for (int seed = 0; seed < 12; seed++) {
        GameSetup setup;
        setup_default(M, &setup);
        setup.num_players = 2 + seed % 4;
        for (int p = 0; p < setup.num_players; p++)
            snprintf(setup.deck[p], sizeof setup.deck[p], "%s", g_set->decks[(seed + p) % g_set->ndecks].id);
        GameState *st = game_new(M, &setup, g_set, (uint64_t)seed + 40, NULL);
        REQUIRE(st);
        const BwState *s = (const BwState *)st;
        Rng r;
        rng_seed(&r, (uint64_t)seed * 13 + 1);
        Action acts[GM_MAX_ACTIONS];
        for (int step = 0; step < 600 && M->current_player(st) != GM_TERMINAL; step++) {
            int n = M->legal_actions(st, acts, GM_MAX_ACTIONS);
            if (n <= 0) break;
            if (s->phase == BP_ASSEMBLY) battle_cards_say_why(st, acts, n, back);
            if (s->phase == BP_ASSEMBLY) warlords_say_how(st, acts, n, targets);
            if (s->phase == BP_ASSEMBLY && step % 3 == 0) {
                const BwPlayer *p = &s->p[s->acting];
                char zone[16], why[200];
                snprintf(zone, sizeof zone, "p%d.hand", s->acting);
                for (int i = 0; i < p->nhand; i++) {
                    int c = p->hand[i];
                    bool taken = false, along = false; /* a click on it stacks it; it goes only along with a legion */
                    for (int a = 0; a < n; a++) {
                        taken |= acts[a].kind == BW_ACT_ASSEMBLE && acts[a].a == c;
                        along |= acts[a].kind == BW_ACT_ASSEMBLE && acts[a].c == c && bw_card(g_set, acts[a].a)->type == BT_LEGION;
                    }
                    bool said = M->why_not(st, zone, i, why, sizeof why);
                    if (along && !taken) CHECK(said && strstr(why, "pick the legion"));
                    CHECKF(said != taken, "seed %d step %d: %s is %s, why_not says %s", seed, step, g_set->cards[c].name,
                           taken ? "stackable" : "not", said ? why : "nothing");
                    told += said;
                    stackable += taken;
                    fields += said && strstr(why, "battlefield") != NULL;
                }
            }
            if (s->phase == BP_ROUSE || s->phase == BP_DISSENT || s->phase == BP_ACTION) { /* nor challenge, aid or oppose */
                int who = M->current_player(st);
                char zone[16], why[200];
                for (int k = 0; k < s->p[who].nw; k++) {
                    bool used = false;
                    for (int a = 0; a < n; a++)
                        used |= ((acts[a].kind == BW_ACT_AID || acts[a].kind == BW_ACT_OPPOSE) && acts[a].a == k) ||
                                (acts[a].kind == BW_ACT_CHALLENGE && acts[a].c == k);
                    snprintf(zone, sizeof zone, "p%d.w%d", who, k);
                    bool said = M->why_not(st, zone, 0, why, sizeof why);
                    CHECK(said == !used); /* a flipped one says so; any other no move takes says what the step takes */
                    CHECK(!s->p[who].w[k].flipped || (said && strstr(why, "flipped")));
                    flipped += said && s->p[who].w[k].flipped;
                }
            }
            later_steps_say_why(st, acts, n, later);
            hand_waits_in_other_steps(st, acts, n, waits);
            fate_window_says_which(st, v, fate);
            M->apply(st, acts[rng_below(&r, (uint32_t)n)]);
        }
        game_free(st);
    }
    printf("  %d reasons (%d for battlefields), %d stackable cards; %d flipped warlords asked to challenge, aid or oppose\n", told,
           fields, stackable, flipped);
    printf("  reasons / cards that could be taken: investing %d/%d, inducting %d/%d, intrigue legions %d/%d, combat legion step %d/%d, "
           "challenging %d/%d, fate windows %d/%d\n", later[0][0], later[0][1], later[1][0], later[1][1], later[2][0], later[2][1],
           later[3][0], later[3][1], later[4][0], later[4][1], later[5][0], later[5][1]);
    printf("  battle-hand cards in the Assembly: %d reasons, %d taken back\n", back[0], back[1]);
    printf("  warlords clicked in the Assembly: %d told how to stack under them, %d why nothing goes there\n", targets[0], targets[1]);
    printf("  hand cards in steps about a warlord or the battle hand, or the Cull: %d reasons, %d moves\n", waits[0], waits[1]);
    CHECK(waits[0] > 0 && waits[1] > 0);
    CHECK(targets[0] > 0 && targets[1] > 0);
    CHECK(back[0] > 0 && back[1] > 0);
    CHECK(flipped > 0);
    CHECK(told > 0 && stackable > 0 && fields > 0);
    for (int k = 0; k < 6; k++) CHECKF(later[k][0] > 0 && later[k][1] > 0, "step %d: %d reasons, %d moves", k, later[k][0], later[k][1]);
    int kinds = 0;
    for (int k = 0; k < 6; k++) kinds += fate[k] > 0;
    printf("  fate windows before %d different steps, each named\n", kinds);
    CHECK(kinds >= 3);
    free(v);
}

int main(void)
{
    g_set = tl_load_set(M, NULL); /* planar-war */
    if (!g_set) return 1;
    RUN(test_every_step_says_why);
    carddb_free(g_set);
    return tl_summary();
}
