/* ll_why.c — why a click on the mover's own token or tile, or on the common
 * supply, is no move during play (GameModule.why_not), in the words of the
 * rules text: the tile abilities that take or return prestige tokens, the
 * Spy's swaps in the opponent's line, and changing the Master when
 * repositioning; and, in any phase, the number bar and the empty places of
 * the line in setup.  Setup's other reasons and the Princess's stay in
 * ll_module.c. */
#include <stdio.h>
#include <string.h>
#include "ll.h"

/* The token colour of zone "p<seat>.<colour>", or -1. */
static int own_token_colour(const char *zone, int seat)
{
    for (int c = 0; c < LL_NCOL; c++) {
        char id[VIEW_ID_LEN];
        snprintf(id, sizeof id, "p%d.%s", seat, ll_colour_ids[c]);
        if (strcmp(zone, id) == 0) return c;
    }
    return -1;
}

/* A click on one of your own tokens while an ability takes or returns one elsewhere. */
static bool why_not_own_token(const LlState *s, int me, char *out, size_t n)
{
    int o = 1 - me;
    switch (s->pend) {
    case LL_PC_NOBLE: snprintf(out, n, "the Noble takes a token of your choice from the supply, not one of yours"); break;
    case LL_PC_SCHEMER: snprintf(out, n, "the Schemer returns one of {p%d}'s tokens to the supply, not one of yours", o); break;
    case LL_PC_GAMBLER: snprintf(out, n, "the Gambler takes tokens from {p%d}: pick one of theirs", o); break;
    case LL_PC_ENT_TAKE: snprintf(out, n, "you gave your token; the Entertainer now takes one of {p%d}'s", o); break;
    default: return false; /* giving (the Entertainer): every token of yours is a move */
    }
    return true;
}

/* The colour of zone "supply.<colour>", or -1. */
static int supply_colour(const char *zone)
{
    for (int c = 0; c < LL_NCOL; c++) {
        char id[VIEW_ID_LEN];
        snprintf(id, sizeof id, "supply.%s", ll_colour_ids[c]);
        if (strcmp(zone, id) == 0) return c;
    }
    return -1;
}

bool ll_why_not_supply(const LlState *s, const char *zone, char *out, size_t n)
{
    int c = supply_colour(zone);
    if (c < 0 || s->phase == LL_PH_OVER) return false;
    int o = 1 - s->pend_player;
    switch (s->phase == LL_PH_CHOICE ? s->pend : LL_PC_NONE) {
    case LL_PC_NOBLE:
        if (s->supply[c] > 0) return false; /* a move: the Noble takes it */
        snprintf(out, n, "no %s token is left in the supply: the Noble takes one of a colour still there", ll_colour_ids[c]);
        break;
    case LL_PC_SCHEMER: snprintf(out, n, "the Schemer returns one of {p%d}'s tokens to the supply: pick one of theirs", o); break;
    case LL_PC_GAMBLER: snprintf(out, n, "the Gambler takes tokens from {p%d}, not from the supply", o); break;
    case LL_PC_ENT_GIVE: snprintf(out, n, "the Entertainer gives {p%d} one of your tokens, not one from the supply", o); break;
    case LL_PC_ENT_TAKE: snprintf(out, n, "the Entertainer takes one of {p%d}'s tokens, not one from the supply", o); break;
    default:
        snprintf(out, n, "a token leaves the supply only when an activated tile takes one (the Noble lets you choose its colour)");
        break;
    }
    return true;
}

/* Before the roll nothing on the table moves: the dice say which tiles act. */
static bool why_not_before_the_roll(const LlState *s, const char *zone, int me, char *out, size_t n)
{
    char id[VIEW_ID_LEN];
    for (int seat = 0; seat < 2; seat++) {
        for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
            snprintf(id, sizeof id, "p%d.pos%d", seat, pos);
            if (strcmp(zone, id) == 0 && s->card[seat][pos] >= 0) {
                snprintf(out, n, "roll the dice first: the total is the place on the number bar where the tiles of both lines act");
                return true;
            }
        }
        snprintf(id, sizeof id, "p%d.master", seat);
        if (strcmp(zone, id) == 0 && s->card[seat][LL_MASTER] >= 0) {
            snprintf(out, n, "roll the dice first: a Master acts only through a Recruit at the number rolled");
            return true;
        }
    }
    if (own_token_colour(zone, me) >= 0) {
        snprintf(out, n, "roll the dice first: tokens change hands only when a tile's ability moves them");
        return true;
    }
    return false;
}

/* Which seat's tile, Master or token zone `zone` is: *what 1 tile (of the
 * line), 2 Master, 3 token; 0 when it is none of them. */
static int seat_thing(const char *zone, int *what)
{
    char id[VIEW_ID_LEN];
    for (int seat = 0; seat < 2; seat++) {
        for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
            snprintf(id, sizeof id, "p%d.pos%d", seat, pos);
            if (strcmp(zone, id) == 0) return *what = 1, seat + 1;
        }
        snprintf(id, sizeof id, "p%d.master", seat);
        if (strcmp(zone, id) == 0) return *what = 2, seat + 1;
        if (own_token_colour(zone, seat) >= 0) return *what = 3, seat + 1;
    }
    return *what = 0, 0;
}

/* The step under way, as a clause: what it moves. */
static void step_words(const LlState *s, int me, char *out, size_t n)
{
    int o = 1 - me;
    if (s->phase == LL_PH_REPOSITION) {
        snprintf(out, n, "repositioning swaps two neighbouring tiles of your line, changes your Master, or is skipped");
        return;
    }
    switch (s->pend) {
    case LL_PC_SCHEMER: snprintf(out, n, "the Schemer sends one of {p%d}'s tokens back to the supply", o); break;
    case LL_PC_NOBLE: snprintf(out, n, "the Noble takes one token of your choice from the supply"); break;
    case LL_PC_GAMBLER: snprintf(out, n, "the Gambler takes tokens from {p%d}", o); break;
    case LL_PC_ENT_GIVE: snprintf(out, n, "the Entertainer first gives {p%d} one of your tokens", o); break;
    case LL_PC_ENT_TAKE: snprintf(out, n, "the Entertainer now takes one of {p%d}'s tokens", o); break;
    case LL_PC_PRINCESS: snprintf(out, n, "the Princess turns up one of your face-down tiles"); break;
    case LL_PC_PILOT: snprintf(out, n, "the Pilot swaps neighbouring tiles of your line (or stop)"); break;
    case LL_PC_SPY: snprintf(out, n, "the Spy swaps neighbouring tiles of {p%d}'s line (or stop)", o); break;
    default: snprintf(out, n, "the activated tiles act one after another"); break;
    }
}

/* Any other tile, Master or token clicked during play that no move takes:
 * the step under way, and why the thing clicked is not part of it. */
static bool why_not_part_of_step(const LlState *s, const char *zone, int me, char *out, size_t n)
{
    int what, seat = seat_thing(zone, &what) - 1;
    if (seat < 0) return false;
    bool swaps = s->phase == LL_PH_REPOSITION || s->pend == LL_PC_PILOT || s->pend == LL_PC_SPY || s->pend == LL_PC_PRINCESS;
    char step[200];
    step_words(s, me, step, sizeof step);
    if (what == 3) {
        int colour = -1;
        for (int c = 0; c < LL_NCOL && colour < 0; c++) {
            char id[VIEW_ID_LEN];
            snprintf(id, sizeof id, "p%d.%s", seat, ll_colour_ids[c]);
            if (strcmp(zone, id) == 0) colour = c;
        }
        if (swaps) snprintf(out, n, "tokens do not move now: %s", step);
        else if (colour >= 0 && s->tokens[seat][colour] == 0 && seat == me)
            snprintf(out, n, "you have no %s token left: %s", ll_colour_ids[colour], step);
        else if (colour >= 0 && s->tokens[seat][colour] == 0)
            snprintf(out, n, "{p%d} has no %s token left: %s", seat, ll_colour_ids[colour], step);
        else snprintf(out, n, "%s, not %s", step, seat == me ? "one of yours" : "one of theirs");
    } else if (what == 2) {
        if (seat != me) /* set aside face down, turned up when a Recruit acts (rules: Recruit, Reposition) */
            snprintf(out, n, "{p%d}'s Master is %s: only {p%d} changes it, when repositioning on their own turn; now %s", seat,
                     s->up[seat][LL_MASTER] ? "face up since a Recruit acted, but it is theirs" : "secret", seat, step);
        else if (swaps) snprintf(out, n, "your Master stands apart from your line: %s", step);
        else snprintf(out, n, "tiles do not move now: %s", step);
    } else if (swaps) {
        if (seat == me) snprintf(out, n, "%s: this tile is not one of them", step);
        else snprintf(out, n, "this tile is in {p%d}'s line: %s", seat, step);
    } else {
        snprintf(out, n, "tiles do not move now: %s", step);
    }
    return true;
}

bool ll_why_not_in_play(const LlState *s, const char *zone, int index, char *out, size_t n)
{
    (void)index;
    int me = s->phase == LL_PH_CHOICE && s->pend != LL_PC_NONE ? s->pend_player : s->cur;
    if (me < 0 || me > 1) return false;
    if (s->phase == LL_PH_ROLL) return why_not_before_the_roll(s, zone, me, out, n);
    if (s->phase == LL_PH_CHOICE && own_token_colour(zone, me) >= 0 && why_not_own_token(s, me, out, n)) return true;
    char id[VIEW_ID_LEN];
    bool own_tile = false;
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX && !own_tile; pos++) {
        snprintf(id, sizeof id, "p%d.pos%d", me, pos);
        own_tile = strcmp(zone, id) == 0;
    }
    if (s->phase == LL_PH_CHOICE && s->pend == LL_PC_SPY && own_tile) {
        snprintf(out, n, "the Spy swaps tiles in {p%d}'s line, not in yours", 1 - me);
        return true;
    }
    snprintf(id, sizeof id, "p%d.master", me);
    if (s->phase == LL_PH_REPOSITION && strcmp(zone, id) == 0) {
        /* the Master is changed by putting an allowed face-up tile of the line on it */
        snprintf(out, n, "to change your Master, put a face-up tile of your line on it: any but the Gambler, Princess, Recruit or Guard");
        return true;
    }
    if (s->phase == LL_PH_CHOICE || s->phase == LL_PH_REPOSITION) return why_not_part_of_step(s, zone, me, out, n);
    return false;
}

bool ll_why_not_bar(const LlState *s, const char *zone, char *out, size_t n)
{
    int pos;
    char rest;
    if (s->phase == LL_PH_OVER || sscanf(zone, "bar.%d%c", &pos, &rest) != 1 || !ll_on_bar(pos)) return false;
    int mirror = LL_POS_MIN + LL_POS_MAX - pos;
    if ((s->phase == LL_PH_CHOICE || s->phase == LL_PH_REPOSITION) && pos == s->active)
        snprintf(out, n, "the dice totalled %d this turn: the tiles at %d of both lines act (a Sniper there aims at %d)", pos, pos, mirror);
    else
        snprintf(out, n, "the number bar never moves: when the dice total %d, the tiles at %d of both lines act (a Sniper there aims at %d)",
                 pos, pos, mirror);
    return true;
}

bool ll_why_not_setup_place(const LlState *s, const char *zone, char *out, size_t n)
{
    int p = s->setup_seat, clicked = 0, next = 0;
    char id[VIEW_ID_LEN];
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
        snprintf(id, sizeof id, "p%d.pos%d", p, pos);
        if (strcmp(zone, id) == 0) clicked = pos;
        if (!next && s->card[p][pos] < 0) next = pos;
    }
    if (s->phase != LL_PH_SETUP || !clicked || s->card[p][clicked] >= 0) return false;
    if (s->card[p][LL_MASTER] < 0)
        snprintf(out, n, "first choose your secret Master from the tiles to place; then your line fills from %d upward", LL_POS_MIN);
    else if (clicked == next)
        snprintf(out, n, "pick one of the tiles to place, then this place (or arrange the rest at random)");
    else
        snprintf(out, n, "your line fills in order from %d upward: the next tile goes on %d", LL_POS_MIN, next);
    return true;
}
