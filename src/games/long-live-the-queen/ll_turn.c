/* ll_turn.c — Long Live the Queen: the turn's flow and its log.  A roll fixes
 * the steps of its resolution (activate a tile, turn a tile face up); ll_advance
 * runs them in order, stopping while an ability waits on a choice; then comes
 * repositioning and the next turn.  What each ability does: ll_abilities.c. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "ll.h"

/* ------------------------------------------------------------------ logs */

/* false when the words did not fit whole (the text is then cut: a bug) */
static bool append(char *buf, size_t n, const char *fmt, va_list ap)
{
    size_t l = strlen(buf);
    int w = l + 1 < n ? vsnprintf(buf + l, n - l, fmt, ap) : 1;
    return w >= 0 && l + (size_t)w < n;
}

static bool append_str(char *buf, size_t n, const char *a, const char *b)
{
    size_t l = strlen(buf);
    int w = l + 1 < n ? snprintf(buf + l, n - l, "%s%s", a, b) : 1;
    return w >= 0 && l + (size_t)w < n;
}

/* Appends to both the action's event and the turn's log. */
void ll_say(LlState *s, const char *fmt, ...)
{
    if (s->quiet) return;
    va_list ap;
    va_start(ap, fmt);
    append(s->last_event, sizeof s->last_event, fmt, ap);
    va_end(ap);
    va_start(ap, fmt);
    if (!append(s->turn_log, sizeof s->turn_log, fmt, ap)) s->turn_cut = 1;
    va_end(ap);
}

static bool ends_open(const char *b) { size_t l = strlen(b); return l == 0 || b[l - 1] == ' '; }

/* Starts a new clause group ("; ") unless the texts are at a fresh start. */
void ll_say_sep(LlState *s)
{
    if (s->quiet) return;
    if (!ends_open(s->last_event)) snprintf(s->last_event + strlen(s->last_event), sizeof s->last_event - strlen(s->last_event), "; ");
    if (!ends_open(s->turn_log) && !append_str(s->turn_log, sizeof s->turn_log, "; ", "")) s->turn_cut = 1;
}

/* What the action set off at the table, told after its own words ("{p1} is
 * ready", then "Start: …"; a turn, then "{p0} wins: …"): a new event in
 * last_event (view.h), the same clause group as ever in the turn's log. */
void ll_say_new_event(LlState *s)
{
    if (s->quiet) return;
    size_t l = strlen(s->last_event);
    if (l > 0) snprintf(s->last_event + l, sizeof s->last_event - l, "%s", VIEW_EVENT_SEP);
    if (!ends_open(s->turn_log) && !append_str(s->turn_log, sizeof s->turn_log, "; ", "")) s->turn_cut = 1;
}

/* Separator before a clause: none at a fresh start, " " after a tile's name
 * "Sniper ({p0})" or "Recruit ({p0} as Noble)", ", " between effects (one
 * may end in a place: "swapped {p1}'s tiles at 8 and 9 (Pilot now at 8)"). */
static const char *clause_sep(const char *b)
{
    size_t l = strlen(b);
    if (l == 0 || b[l - 1] == ' ') return "";
    return b[l - 1] == ')' && !(l >= 2 && b[l - 2] >= '0' && b[l - 2] <= '9') ? " " : ", ";
}


/* One effect of the tile being resolved: "Sniper ({p0}) took red, turned ..." */
void ll_clause(LlState *s, const char *fmt, ...)
{
    if (s->quiet) return;
    char tmp[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    append_str(s->last_event, sizeof s->last_event, clause_sep(s->last_event), tmp);
    if (!append_str(s->turn_log, sizeof s->turn_log, clause_sep(s->turn_log), tmp)) s->turn_cut = 1;
}

/* A clause that may sum up the one just before it: in each of the event and
 * the turn's log, a text ending with tails[i] has it replaced by joined[i]
 * ("won {p0}'s blue token" twice reads "won 2 of {p0}'s blue tokens");
 * elsewhere `plain` is added as ll_clause adds it. */
void ll_clause_joined(LlState *s, const char *const *tails, const char *const *joined, int n, const char *plain)
{
    if (s->quiet) return;
    char *bufs[2] = {s->last_event, s->turn_log};
    const size_t sizes[2] = {sizeof s->last_event, sizeof s->turn_log};
    for (int b = 0; b < 2; b++) {
        const char *add = plain;
        size_t l = strlen(bufs[b]);
        for (int i = 0; i < n && add == plain; i++) {
            size_t t = strlen(tails[i]);
            if (t <= l && strcmp(bufs[b] + l - t, tails[i]) == 0) {
                bufs[b][l - t] = 0;
                add = joined[i];
            }
        }
        bool ok = append_str(bufs[b], sizes[b], clause_sep(bufs[b]), add);
        if (b == 1 && !ok) s->turn_cut = 1;
    }
}

/* The newest history line is the turn's log; a log its writers had to cut
 * (turn_cut: cannot happen within LL_TURN_TEXT, ll.h) says so at its end. */
void ll_hist_sync(LlState *s)
{
    if (s->nhist <= 0 || s->quiet) return;
    char *h = s->hist[s->nhist - 1];
    snprintf(h, sizeof s->hist[0], "%s", s->turn_log);
    if (s->turn_cut) {
        size_t l = strlen(h), at = l + 4 <= sizeof s->hist[0] ? l : sizeof s->hist[0] - 4;
        while (at > 0 && ((unsigned char)h[at] & 0xC0) == 0x80) at--; /* not inside a UTF-8 character */
        memcpy(h + at, "...", 4);
    }
}

void ll_hist_push(LlState *s)
{
    if (s->quiet) return;
    if (s->nhist == LL_HIST) {
        memmove(s->hist[0], s->hist[1], sizeof s->hist[0] * (LL_HIST - 1));
        s->nhist--;
    }
    s->hist[s->nhist][0] = 0;
    s->nhist++;
}

/* ------------------------------------------------------------- game end */

void ll_game_over(LlState *s, int winner, const char *why)
{
    s->winner = (int8_t)winner;
    s->phase = LL_PH_OVER;
    s->pend = LL_PC_NONE;
    s->nsteps = s->stepi = 0;
    if (s->quiet) return;
    if (winner == 2) snprintf(s->result, sizeof s->result, "Draw: %s", why);
    else snprintf(s->result, sizeof s->result, "{p%d} wins: %s", winner, why);
    ll_say_new_event(s);
    ll_say(s, "%s", s->result);
}

/* ---------------------------------------------------------- the roll */

void ll_end_turn(LlState *s)
{
    memset(s->downed, 0, sizeof s->downed);
    s->nsteps = s->stepi = 0;
    s->pend = LL_PC_NONE;
    s->turn++;
    s->cur = (int8_t)ll_other(s->cur);
    s->phase = LL_PH_ROLL;
    if (s->turn > LL_TURN_LIMIT) ll_game_over(s, 2, "turn limit reached");
}

static void finish_resolution(LlState *s)
{
    s->nsteps = s->stepi = 0;
    if (s->turn == 1) ll_end_turn(s); /* the starting player may not reposition on turn 1 */
    else s->phase = LL_PH_REPOSITION;
}

/* Runs the steps of this turn's resolution until a choice is needed.  The one
 * place the roll moves on: a step is over when its ability has no choice left
 * open, whether the choice settled itself inside ll_activate() or its owner made
 * it (step_begun: the current step already ran and was waiting on a choice). */
void ll_advance(LlState *s, bool step_begun)
{
    while (s->phase == LL_PH_CHOICE && s->pend == LL_PC_NONE) {
        if (step_begun) s->stepi++;
        step_begun = true;
        if (s->stepi >= s->nsteps) {
            finish_resolution(s);
            return;
        }
        LlStep t = s->steps[s->stepi];
        int c = s->card[t.player][t.pos];
        if (t.type == LL_STEP_ACTIVATE) {
            if (s->up[t.player][t.pos] && !s->downed[t.player][t.pos]) {
                ll_activate(s, t.player, t.pos);
            } else {
                ll_say_sep(s);
                ll_say(s, "%s ({p%d}) was turned face down, so it does not act", ll_role(s, c), t.player);
            }
        } else if (!s->up[t.player][t.pos] && !s->downed[t.player][t.pos]) {
            ll_turn_up(s, t.player, t.pos);
            ll_say_sep(s);
            ll_say(s, "{p%d}'s %s at %d turned face up", t.player, ll_role(s, c), t.pos);
        }
    }
}

static int roll_die(LlState *s) { return 1 + (int)rng_below(&s->rng, 6); }

/* The roll: both tiles at the rolled position, three cases. */
void ll_do_roll(LlState *s)
{
    s->dice[0] = (int8_t)roll_die(s);
    s->dice[1] = (int8_t)roll_die(s);
    int pos = s->dice[0] + s->dice[1];
    s->active = (int8_t)pos;
    memset(s->downed, 0, sizeof s->downed);
    ll_hist_push(s);
    s->turn_log[0] = 0;
    s->turn_cut = 0;
    ll_say(s, "Turn %d: {p%d} rolled %d — ", s->turn, s->cur, pos);
    s->nsteps = s->stepi = 0;
    s->phase = LL_PH_CHOICE;
    int c0 = s->card[0][pos], c1 = s->card[1][pos];
    bool u0 = s->up[0][pos], u1 = s->up[1][pos];
    if (!u0 && !u1) {
        ll_turn_up(s, 0, pos);
        ll_turn_up(s, 1, pos);
        ll_say(s, "both tiles at %d turned face up: %s ({p0}), %s ({p1})", pos, ll_role(s, c0), ll_role(s, c1));
    } else if (u0 && u1) {
        /* a Recruit's initiative is its Master's: comparing it exposes the Master */
        for (int p = 0; p < 2; p++)
            if (ll_ability(s, s->card[p][pos]) == LL_AB_RECRUIT && !s->up[p][LL_MASTER]) {
                ll_say_sep(s);
                ll_say(s, "Recruit ({p%d})", p);
                ll_reveal_master(s, p);
            }
        int i0 = ll_initiative_of(s, 0, c0), i1 = ll_initiative_of(s, 1, c1);
        if (i0 > 0 && i0 == i1) {
            ll_say_sep(s);
            ll_say(s, "%s ({p0}) and %s ({p1}) tie on initiative %d: neither acts", ll_role(s, c0), ll_role(s, c1), i0);
        } else {
            int first = (i0 > 0 && (i1 == 0 || i0 < i1)) ? 0 : 1;
            int order[2] = {first, ll_other(first)};
            for (int k = 0; k < 2; k++) {
                int p = order[k];
                if (ll_initiative_of(s, p, s->card[p][pos]) == 0) {
                    ll_say_sep(s);
                    ll_say(s, "%s ({p%d}) is passive", ll_role(s, s->card[p][pos]), p);
                    continue;
                }
                s->steps[s->nsteps++] = (LlStep){LL_STEP_ACTIVATE, (int8_t)p, (int8_t)pos, 0};
            }
        }
    } else {
        int p = u0 ? 0 : 1;
        int cu = s->card[p][pos];
        if (ll_initiative_of(s, p, cu) > 0) s->steps[s->nsteps++] = (LlStep){LL_STEP_ACTIVATE, (int8_t)p, (int8_t)pos, 0};
        else {
            ll_say_sep(s);
            ll_say(s, "%s ({p%d}) is passive", ll_role(s, cu), p);
        }
        s->steps[s->nsteps++] = (LlStep){LL_STEP_TURN_UP, (int8_t)ll_other(p), (int8_t)pos, 0};
    }
    ll_advance(s, false);
}


void ll_start_game(LlState *s)
{
    int r[2], rerolls = -1;
    do {
        for (int p = 0; p < 2; p++) {
            s->start_dice[p][0] = (int8_t)roll_die(s);
            s->start_dice[p][1] = (int8_t)roll_die(s);
            r[p] = s->start_dice[p][0] + s->start_dice[p][1];
        }
        rerolls++;
    } while (r[0] == r[1]);
    s->starter = r[0] > r[1] ? 0 : 1;
    s->cur = s->starter;
    s->dice[0] = s->start_dice[s->starter][0];
    s->dice[1] = s->start_dice[s->starter][1];
    s->turn = 1;
    s->phase = LL_PH_ROLL;
    ll_hist_push(s);
    s->turn_log[0] = 0;
    s->turn_cut = 0;
    ll_say_new_event(s);
    ll_say(s, "Start: {p0} rolled %d, {p1} rolled %d", r[0], r[1]);
    if (rerolls) ll_say(s, " (after %d tie%s)", rerolls, rerolls == 1 ? "" : "s");
    ll_say(s, " — {p%d} begins", s->starter);
}

