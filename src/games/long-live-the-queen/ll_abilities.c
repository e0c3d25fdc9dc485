/* ll_abilities.c — Long Live the Queen: what the tiles do.  Tokens, turning
 * and swapping tiles, each ability's effect and the choices it asks for (with
 * the forced ones settled at once).  The roll that calls them: ll_turn.c. */
#include <stdio.h>
#include <string.h>
#include "ll.h"

static void check_tokens_win(LlState *s, int p)
{
    if (s->phase == LL_PH_OVER) return;
    for (int c = 0; c < LL_NCOL; c++)
        if (s->tokens[p][c] < LL_WIN_EACH) return;
    ll_game_over(s, p, "3 prestige tokens of each colour");
}

/* p gains one token of colour c (already removed from its source). */
static void gain(LlState *s, int p, int c)
{
    s->tokens[p][c]++;
    if (s->tokens[p][c] >= LL_PER_COLOUR) {
        /* too obvious: all of that colour go back to the supply at once */
        s->supply[c] = (int8_t)(s->supply[c] + s->tokens[p][c]);
        s->tokens[p][c] = 0;
        ll_clause(s, "{p%d} had all 6 %s tokens and put them back in the supply", p, ll_colour_ids[c]);
    }
    check_tokens_win(s, p);
}

static void take_supply(LlState *s, int p, int c)
{
    if (s->supply[c] <= 0) {
        ll_clause(s, "found no %s token left", ll_colour_ids[c]);
        return;
    }
    s->supply[c]--;
    ll_clause(s, "took a %s token", ll_colour_ids[c]); /* "took red" read as a colour, not a token */
    gain(s, p, c);
}

static int total(const int8_t *t) { return t[0] + t[1] + t[2]; }

/* --------------------------------------------------------------- tiles */

bool ll_guarded(const LlState *s, int p, int pos)
{
    for (int d = -1; d <= 1; d += 2) {
        int q = pos + d;
        if (ll_on_bar(q) && s->card[p][q] >= 0 && s->up[p][q] && ll_ability(s, s->card[p][q]) == LL_AB_GUARD) return true;
    }
    return false;
}

void ll_turn_up(LlState *s, int p, int slot)
{
    s->up[p][slot] = 1;
    s->known[p][slot] = 1;
}

void ll_reveal_master(LlState *s, int p)
{
    int m = s->card[p][LL_MASTER];
    if (m < 0 || s->up[p][LL_MASTER]) return;
    ll_turn_up(s, p, LL_MASTER);
    ll_clause(s, "revealed their Master, the %s", ll_role(s, m));
}

static void turn_down(LlState *s, int p, int pos)
{
    if (!ll_on_bar(pos) || s->card[p][pos] < 0) return;
    int c = s->card[p][pos];
    if (!s->up[p][pos]) {
        ll_clause(s, "{p%d}'s tile at %d was already face down", p, pos);
        return;
    }
    if (ll_guarded(s, p, pos)) {
        ll_clause(s, "{p%d}'s %s at %d saved by the Guard", p, ll_role(s, c), pos);
        return;
    }
    s->up[p][pos] = 0;
    s->downed[p][pos] = 1;
    ll_clause(s, "turned {p%d}'s %s at %d face down", p, ll_role(s, c), pos);
    if (ll_ability(s, c) == LL_AB_PRINCESS) { /* whose Princess, by name: "the rival" was read as the reader's rival */
        char why[64];
        snprintf(why, sizeof why, "{p%d}'s Princess was turned face down", p);
        ll_game_over(s, ll_other(p), why);
    }
}

/* Swaps two adjacent tiles of p's line with everything that travels with them. */
void ll_swap_tiles(LlState *s, int p, int a, int b)
{
    int8_t tc = s->card[p][a]; s->card[p][a] = s->card[p][b]; s->card[p][b] = tc;
    uint8_t t;
    t = s->up[p][a]; s->up[p][a] = s->up[p][b]; s->up[p][b] = t;
    t = s->known[p][a]; s->known[p][a] = s->known[p][b]; s->known[p][b] = t;
    t = s->downed[p][a]; s->downed[p][a] = s->downed[p][b]; s->downed[p][b] = t;
    for (int i = 0; i < s->nsteps; i++) {
        if (s->steps[i].player != p) continue;
        if (s->steps[i].pos == a) s->steps[i].pos = (int8_t)b;
        else if (s->steps[i].pos == b) s->steps[i].pos = (int8_t)a;
    }
}

void ll_swap_words(const LlState *s, int p, int a, int b, bool names, char *buf, size_t n)
{
    buf[0] = 0;
    if (s->quiet || n == 0) return; /* the AI's copies write no words */
    snprintf(buf, n, "tiles at %d and %d", a, b);
    char told[64] = "";
    for (int k = 0, u = 0; names && k < 2; k++) {
        int pos = k == 0 ? b : a; /* the tile that moved up first */
        if (!s->up[p][pos] || s->card[p][pos] < 0) continue;
        u += snprintf(told + u, sizeof told - (size_t)u, "%s%s %sat %d", u ? ", " : " (", ll_role(s, s->card[p][pos]), u ? "" : "now ", pos);
    }
    /* the names only when they fit whole: a turn's log has a fixed room */
    if (told[0] && strlen(buf) + strlen(told) + 1 < n) snprintf(buf + strlen(buf), n - strlen(buf), "%s)", told);
}

/* ------------------------------------------------------ pending choices */

/* Closes the ability's choice; ll_advance() then moves the roll to its next step. */
static void end_pending(LlState *s)
{
    s->pend = LL_PC_NONE;
    s->pend_count = 0;
}

/* Applies one choice of the pending ability (already known legal). */
void ll_do_choice(LlState *s, Action a)
{
    int p = s->pend_player, o = ll_other(p);
    switch (s->pend) {
    case LL_PC_SCHEMER:
        s->tokens[o][a.a]--;
        s->supply[a.a]++;
        ll_clause(s, "returned {p%d}'s %s token to the supply", o, ll_colour_ids[a.a]);
        end_pending(s);
        break;
    case LL_PC_NOBLE:
        s->supply[a.a]--;
        ll_clause(s, "then chose a %s one", ll_colour_ids[a.a]); /* after its own: "took a yellow token, then chose a blue one" */
        end_pending(s);
        gain(s, p, a.a);
        break;
    case LL_PC_GAMBLER: {
        s->tokens[o][a.a]--;
        /* a second win right after the first is one clause: "won {p0}'s blue
         * token, won {p0}'s blue token" read as a doubled line */
        char tails[3][48], joined[3][64], plain[48];
        const char *tp[3], *jp[3];
        for (int c = 0; c < 3; c++) {
            snprintf(tails[c], sizeof tails[c], "won {p%d}'s %s token", o, ll_colour_ids[c]);
            if (c == a.a) snprintf(joined[c], sizeof joined[c], "won 2 of {p%d}'s %s tokens", o, ll_colour_ids[c]);
            else snprintf(joined[c], sizeof joined[c], "won {p%d}'s %s token and a %s one", o, ll_colour_ids[c], ll_colour_ids[a.a]);
            tp[c] = tails[c];
            jp[c] = joined[c];
        }
        snprintf(plain, sizeof plain, "won {p%d}'s %s token", o, ll_colour_ids[a.a]);
        ll_clause_joined(s, tp, jp, 3, plain);
        s->pend_count--;
        if (s->pend_count <= 0 || total(s->tokens[o]) == 0) end_pending(s);
        gain(s, p, a.a);
        break;
    }
    case LL_PC_ENT_GIVE:
        s->tokens[p][a.a]--;
        ll_clause(s, "gave {p%d} a %s token", o, ll_colour_ids[a.a]);
        s->pend = LL_PC_ENT_TAKE; /* autoresolve ends it if the rival holds nothing (6-return) */
        gain(s, o, a.a);
        break;
    case LL_PC_ENT_TAKE:
        s->tokens[o][a.a]--;
        ll_clause(s, "took {p%d}'s %s token", o, ll_colour_ids[a.a]);
        end_pending(s);
        gain(s, p, a.a);
        break;
    case LL_PC_PRINCESS:
        ll_turn_up(s, p, a.a);
        ll_clause(s, "turned up their %s at %d", ll_role(s, s->card[p][a.a]), a.a);
        end_pending(s);
        break;
    case LL_PC_PILOT:
    case LL_PC_SPY: {
        if (a.kind == LA_STOP) {
            ll_clause(s, s->pend_count >= 2 ? "swapped nothing" : "swapped no more tiles");
            end_pending(s);
            break;
        }
        int line = s->pend == LL_PC_PILOT ? p : o;
        char what[80];
        ll_swap_tiles(s, line, a.a, a.a + 1);
        ll_swap_words(s, line, a.a, a.a + 1, false, what, sizeof what); /* a tile may swap twice: short */
        ll_clause(s, "swapped {p%d}'s %s", line, what);
        if (--s->pend_count <= 0) end_pending(s);
        break;
    }
    default:
        break;
    }
}

/* Resolves forced choices (one option, or Gambler taking everything left). */
void ll_autoresolve(LlState *s)
{
    while (s->phase == LL_PH_CHOICE && s->pend != LL_PC_NONE && s->pend != LL_PC_PILOT && s->pend != LL_PC_SPY) {
        Action acts[16];
        int n = ll_count_choices(s, acts, 16);
        if (n == 0) {
            if (s->pend == LL_PC_PRINCESS) ll_clause(s, "had no face-down tile to turn up");
            end_pending(s);
            break;
        }
        int o = ll_other(s->pend_player);
        bool forced = n == 1 || (s->pend == LL_PC_GAMBLER && s->pend_count >= total(s->tokens[o]));
        if (!forced) break;
        ll_do_choice(s, acts[0]);
    }
}

/* Opens a pending choice for the acting tile's owner. */
static void open_pending(LlState *s, int kind, int p, int count)
{
    s->pend = (int8_t)kind;
    s->pend_player = (int8_t)p;
    s->pend_count = (int8_t)count;
    ll_autoresolve(s);
}

/* Activates p's tile at pos (a Recruit acts as the Master). */
void ll_activate(LlState *s, int p, int pos)
{
    int o = ll_other(p);
    int c = s->card[p][pos];
    int act = c;
    ll_say_sep(s);
    if (ll_ability(s, c) == LL_AB_RECRUIT) {
        act = ll_acting_card(s, p, c);
        ll_say(s, "Recruit ({p%d} as %s)", p, ll_role(s, act));
        ll_reveal_master(s, p);
    } else {
        ll_say(s, "%s ({p%d})", ll_role(s, c), p);
    }
    const LlCard *ci = ll_info(s, act);
    if (ll_ability(s, act) == LL_AB_RECRUIT || act < 0) { /* no Master (cannot happen in play) */
        ll_clause(s, "has no Master to follow");
        return;
    }
    if (ci->prestige >= 0) take_supply(s, p, ci->prestige);
    if (s->phase == LL_PH_OVER) return;
    switch (ci->ability) {
    case LL_AB_SNIPER: turn_down(s, o, LL_POS_MIN + LL_POS_MAX - pos); break;
    case LL_AB_ASSASSIN: turn_down(s, o, pos); break;
    case LL_AB_SCHEMER:
        if (total(s->tokens[o]) > 0) open_pending(s, LL_PC_SCHEMER, p, 1);
        else ll_clause(s, "found no token to return ({p%d} has none)", o);
        break;
    case LL_AB_NOBLE:
        if (total(s->supply) > 0) open_pending(s, LL_PC_NOBLE, p, 1);
        else ll_clause(s, "found the supply empty");
        break;
    case LL_AB_GAMBLER:
        if (total(s->tokens[o]) > 0) open_pending(s, LL_PC_GAMBLER, p, 2);
        else ll_clause(s, "found no token to win ({p%d} has none)", o);
        break;
    case LL_AB_PRINCESS: {
        open_pending(s, LL_PC_PRINCESS, p, 1); /* autoresolve ends it if nothing is face down */
        break;
    }
    case LL_AB_PILOT: open_pending(s, LL_PC_PILOT, p, 2); break;
    case LL_AB_SPY: open_pending(s, LL_PC_SPY, p, 2); break;
    case LL_AB_ENTERTAINER:
        if (total(s->tokens[p]) > 0) open_pending(s, LL_PC_ENT_GIVE, p, 1);
        else if (total(s->tokens[o]) > 0) open_pending(s, LL_PC_ENT_TAKE, p, 1);
        else ll_clause(s, "found no tokens to trade");
        break;
    default: ll_clause(s, "does nothing"); break;
    }
}


int ll_push_action(Action *out, int n, int cap, int kind, int a, int b)
{
    if (n < cap) out[n] = (Action){(int16_t)kind, (int16_t)a, (int16_t)b, 0};
    return n + 1;
}
/* Legal choices of the pending ability, sorted. */
int ll_count_choices(const LlState *s, Action *out, int cap)
{
    int n = 0, p = s->pend_player, o = ll_other(p);
    switch (s->pend) {
    case LL_PC_SCHEMER:
    case LL_PC_GAMBLER:
    case LL_PC_ENT_TAKE:
        for (int c = 0; c < LL_NCOL; c++)
            if (s->tokens[o][c] > 0) n = ll_push_action(out, n, cap, LA_TOKEN, c, 0);
        break;
    case LL_PC_NOBLE:
        for (int c = 0; c < LL_NCOL; c++)
            if (s->supply[c] > 0) n = ll_push_action(out, n, cap, LA_TOKEN, c, 0);
        break;
    case LL_PC_ENT_GIVE:
        for (int c = 0; c < LL_NCOL; c++)
            if (s->tokens[p][c] > 0) n = ll_push_action(out, n, cap, LA_TOKEN, c, 0);
        break;
    case LL_PC_PRINCESS:
        for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++)
            if (s->card[p][pos] >= 0 && !s->up[p][pos] && !s->downed[p][pos]) n = ll_push_action(out, n, cap, LA_TILE, pos, 0);
        break;
    case LL_PC_PILOT:
    case LL_PC_SPY:
        for (int pos = LL_POS_MIN; pos < LL_POS_MAX; pos++) n = ll_push_action(out, n, cap, LA_SWAP, pos, 0);
        n = ll_push_action(out, n, cap, LA_STOP, 0, 0);
        break;
    default: break;
    }
    return n;
}


const char *ll_pend_prompt(const LlState *s, char *buf, size_t n)
{
    int p = s->pend_player, o = ll_other(p);
    switch (s->pend) {
    case LL_PC_SCHEMER: snprintf(buf, n, "Schemer: pick one of {p%d}'s tokens to send back to the supply", o); break;
    case LL_PC_NOBLE: snprintf(buf, n, "Noble: take one more token of your choice from the supply"); break;
    case LL_PC_GAMBLER: snprintf(buf, n, "Gambler: take a token from {p%d} (%d to take)", o, s->pend_count); break;
    case LL_PC_ENT_GIVE: snprintf(buf, n, "Entertainer: give {p%d} one of your tokens", o); break;
    case LL_PC_ENT_TAKE: snprintf(buf, n, "Entertainer: now take one of {p%d}'s tokens", o); break;
    case LL_PC_PRINCESS: snprintf(buf, n, "Princess: turn one of your face-down tiles face up"); break;
    case LL_PC_PILOT:
        snprintf(buf, n, "Pilot: swap two neighbouring tiles of your line (%d left) or stop", s->pend_count);
        break;
    case LL_PC_SPY:
        snprintf(buf, n, "Spy: swap two neighbouring tiles of {p%d}'s line (%d left) or stop", o, s->pend_count);
        break;
    default: snprintf(buf, n, "{p%d} to choose", p); break;
    }
    return buf;
}

/* What the tile just named in the log waits for, in the third person (the
 * log's words; ll_pend_prompt asks the chooser): "is to turn up one of Ben's
 * face-down tiles".  Said after "— Princess ({p1})" so a line never ends on
 * a bare tile name while the choice is made. */
void ll_pend_words(const LlState *s, char *buf, size_t n)
{
    int p = s->pend_player, o = ll_other(p);
    switch (s->pend) {
    case LL_PC_SCHEMER: snprintf(buf, n, "is to send one of {p%d}'s tokens back to the supply", o); break;
    case LL_PC_NOBLE: snprintf(buf, n, "is to take a token of their choice from the supply"); break;
    case LL_PC_GAMBLER:
        if (s->pend_count > 1) snprintf(buf, n, "is to take %d of {p%d}'s tokens", s->pend_count, o);
        else snprintf(buf, n, "is to take one more of {p%d}'s tokens", o);
        break;
    case LL_PC_ENT_GIVE: snprintf(buf, n, "is to give {p%d} one of {p%d}'s tokens", o, p); break;
    case LL_PC_ENT_TAKE: snprintf(buf, n, "is to take one of {p%d}'s tokens", o); break;
    case LL_PC_PRINCESS: snprintf(buf, n, "is to turn up one of {p%d}'s face-down tiles", p); break;
    case LL_PC_PILOT:
    case LL_PC_SPY:
        snprintf(buf, n, "may swap neighbouring tiles of {p%d}'s line %s", s->pend == LL_PC_PILOT ? p : o,
                 s->pend_count > 1 ? "twice" : "once more");
        break;
    default: buf[0] = 0; break;
    }
}
