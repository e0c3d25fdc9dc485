/* ll_module.c — Long Live the Queen: rules, actions, view, AI hooks.
 *
 * View zone ids (the layout data/games/long-live-the-queen.json uses exactly these):
 *   "p<s>.pos<N>"   s = 0/1, N = 2..12   VZ_CELL, one item: the tile (card index) if face up
 *                                        (VI_FACE_UP) or known to the observer (VI_PEEK: own
 *                                        face-down tiles, opponent tiles seen before), else
 *                                        VIEW_CARD_BACK; no item while empty during setup.
 *                                        item.value = initiative in force (a Recruit shows its
 *                                        Master's once revealed), badge "guarded" / "as Noble".
 *   "p<s>.master"   VZ_CELL, the set-aside Master (VI_PEEK for its owner, a back for the
 *                   opponent until revealed (VI_FACE_UP) or otherwise known (VI_PEEK)).
 *   "bar.<N>"       N = 2..12, VZ_COUNTER value N, VI_HIGHLIGHT on the position rolled this
 *                   turn; one VIEW_NO_CARD item whose badge names the mirrored position ("↔12").
 *   "p<s>.gang"     VZ_HAND, during setup only: p's tiles not yet placed (Master included until
 *                   chosen), VI_PEEK to their owner, backs to everyone else; empty after setup.
 *                   "master"/"place" actions name it as their source (index of the tile).
 *   "dice"          VZ_DICE, two VIEW_NO_CARD items, value = face (absent before the first roll).
 *   "p<s>.red" "p<s>.yellow" "p<s>.blue"            VZ_TOKENS, value = count, one item per token.
 *   "supply.red" "supply.yellow" "supply.blue"      VZ_TOKENS, value = count.
 *
 * Action texts: "master <id>", "place <id> -> <pos>", "arrange random", "ready", "roll",
 *   "choose token <colour>", "choose tile <pos>", "swap <p> <p+1>", "stop",
 *   "reposition swap <p> <p+1>", "reposition master <pos>", "skip".
 *
 * Settled gaps: RULES-NOTES.md beside this file. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "ll.h"

#define ST(st) ((LlState *)(void *)(st))
#define CST(st) ((const LlState *)(const void *)(st))

static const LlCard LL_NOCARD = {LL_AB_GUARD, LL_INIT_NONE, -1, false};

static const LlCard *info(const LlState *s, int card)
{
    const LlCard *c = ll_card(s->set, card);
    return c ? c : &LL_NOCARD;
}

static int ability(const LlState *s, int card) { return info(s, card)->ability; }
static int other(int p) { return 1 - p; }
static bool on_bar(int pos) { return pos >= LL_POS_MIN && pos <= LL_POS_MAX; }

static const char *cid(const LlState *s, int card)
{
    return (s->set && card >= 0 && card < s->set->ncards) ? s->set->cards[card].id : "?";
}

static const char *cname(const LlState *s, int card)
{
    return (s->set && card >= 0 && card < s->set->ncards) ? s->set->cards[card].name : "?";
}

/* Short role word for logs ("Sniper"); names are long, history lines are not. */
static const char *role(const LlState *s, int card) { return ll_ability_names[ability(s, card)]; }

/* The tile a Recruit stands for: its Master (if any); others are themselves. */
static int acting_card(const LlState *s, int p, int card)
{
    if (ability(s, card) == LL_AB_RECRUIT && s->card[p][LL_MASTER] >= 0) return s->card[p][LL_MASTER];
    return card;
}

static int initiative_of(const LlState *s, int p, int card)
{
    int in = info(s, acting_card(s, p, card))->initiative;
    return in > 0 ? in : 0;
}

/* ------------------------------------------------------------------ logs */

static void append(char *buf, size_t n, const char *fmt, va_list ap)
{
    size_t l = strlen(buf);
    if (l + 1 < n) vsnprintf(buf + l, n - l, fmt, ap);
}

/* Appends to both the action's event and the turn's log. */
static void say(LlState *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(LlState *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    append(s->last_event, sizeof s->last_event, fmt, ap);
    va_end(ap);
    va_start(ap, fmt);
    append(s->turn_log, sizeof s->turn_log, fmt, ap);
    va_end(ap);
}

static bool ends_open(const char *b) { size_t l = strlen(b); return l == 0 || b[l - 1] == ' '; }

/* Starts a new clause group ("; ") unless the texts are at a fresh start. */
static void say_sep(LlState *s)
{
    if (!ends_open(s->last_event)) snprintf(s->last_event + strlen(s->last_event), sizeof s->last_event - strlen(s->last_event), "; ");
    if (!ends_open(s->turn_log)) snprintf(s->turn_log + strlen(s->turn_log), sizeof s->turn_log - strlen(s->turn_log), "; ");
}

/* Separator before a clause: none at a fresh start, " " after a tile's name
 * "Sniper ({p0})", ", " between effects. */
static const char *clause_sep(const char *b)
{
    size_t l = strlen(b);
    if (l == 0 || b[l - 1] == ' ') return "";
    return b[l - 1] == ')' ? " " : ", ";
}

static void append_str(char *buf, size_t n, const char *a, const char *b)
{
    size_t l = strlen(buf);
    if (l + 1 < n) snprintf(buf + l, n - l, "%s%s", a, b);
}

/* One effect of the tile being resolved: "Sniper ({p0}) took red, turned ..." */
static void clause(LlState *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void clause(LlState *s, const char *fmt, ...)
{
    char tmp[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    append_str(s->last_event, sizeof s->last_event, clause_sep(s->last_event), tmp);
    append_str(s->turn_log, sizeof s->turn_log, clause_sep(s->turn_log), tmp);
}

static void hist_sync(LlState *s)
{
    if (s->nhist <= 0) return;
    char *h = s->hist[s->nhist - 1];
    size_t l = strlen(s->turn_log);
    if (l < LL_HIST_LEN) {
        memcpy(h, s->turn_log, l + 1);
    } else { /* cut, marked; a cut never lands inside the early "—" */
        memcpy(h, s->turn_log, LL_HIST_LEN - 4);
        memcpy(h + LL_HIST_LEN - 4, "...", 4);
    }
}

static void hist_push(LlState *s)
{
    if (s->nhist == LL_HIST) {
        memmove(s->hist[0], s->hist[1], sizeof s->hist[0] * (LL_HIST - 1));
        s->nhist--;
    }
    s->hist[s->nhist][0] = 0;
    s->nhist++;
}

/* ------------------------------------------------------------- game end */

static void game_over(LlState *s, int winner, const char *why)
{
    s->winner = (int8_t)winner;
    s->phase = LL_PH_OVER;
    s->pend = LL_PC_NONE;
    s->nsteps = s->stepi = 0;
    if (winner == 2) snprintf(s->result, sizeof s->result, "Draw: %s", why);
    else snprintf(s->result, sizeof s->result, "{p%d} wins: %s", winner, why);
    say_sep(s);
    say(s, "%s", s->result);
}

static void check_tokens_win(LlState *s, int p)
{
    if (s->phase == LL_PH_OVER) return;
    for (int c = 0; c < LL_NCOL; c++)
        if (s->tokens[p][c] < LL_WIN_EACH) return;
    game_over(s, p, "3 prestige tokens of each colour");
}

/* p gains one token of colour c (already removed from its source). */
static void gain(LlState *s, int p, int c)
{
    s->tokens[p][c]++;
    if (s->tokens[p][c] >= LL_PER_COLOUR) {
        /* too obvious: all of that colour go back to the supply at once */
        s->supply[c] = (int8_t)(s->supply[c] + s->tokens[p][c]);
        s->tokens[p][c] = 0;
        clause(s, "{p%d} held all 6 %s: returned to supply", p, ll_colour_ids[c]);
    }
    check_tokens_win(s, p);
}

static void take_supply(LlState *s, int p, int c)
{
    if (s->supply[c] <= 0) {
        clause(s, "no %s left", ll_colour_ids[c]);
        return;
    }
    s->supply[c]--;
    clause(s, "took %s", ll_colour_ids[c]);
    gain(s, p, c);
}

static int total(const int8_t *t) { return t[0] + t[1] + t[2]; }

/* --------------------------------------------------------------- tiles */

static bool guarded(const LlState *s, int p, int pos)
{
    for (int d = -1; d <= 1; d += 2) {
        int q = pos + d;
        if (on_bar(q) && s->card[p][q] >= 0 && s->up[p][q] && ability(s, s->card[p][q]) == LL_AB_GUARD) return true;
    }
    return false;
}

static void turn_up(LlState *s, int p, int slot)
{
    s->up[p][slot] = 1;
    s->known[p][slot] = 1;
}

static void reveal_master(LlState *s, int p)
{
    int m = s->card[p][LL_MASTER];
    if (m < 0 || s->up[p][LL_MASTER]) return;
    turn_up(s, p, LL_MASTER);
    clause(s, "reveals Master %s", role(s, m));
}

static void turn_down(LlState *s, int p, int pos)
{
    if (!on_bar(pos) || s->card[p][pos] < 0) return;
    int c = s->card[p][pos];
    if (!s->up[p][pos]) {
        clause(s, "{p%d}'s %d already face down", p, pos);
        return;
    }
    if (guarded(s, p, pos)) {
        clause(s, "{p%d}'s %s at %d saved by the Guard", p, role(s, c), pos);
        return;
    }
    s->up[p][pos] = 0;
    s->downed[p][pos] = 1;
    clause(s, "turned {p%d}'s %s at %d face down", p, role(s, c), pos);
    if (ability(s, c) == LL_AB_PRINCESS) game_over(s, other(p), "the rival Princess was turned face down");
}

/* Swaps two adjacent tiles of p's line with everything that travels with them. */
static void swap_tiles(LlState *s, int p, int a, int b)
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

/* ------------------------------------------------------ pending choices */

static int count_choices(const LlState *s, Action *out, int cap);

static void finish_resolution(LlState *s);

static void end_pending(LlState *s)
{
    s->pend = LL_PC_NONE;
    s->pend_count = 0;
    s->stepi++;
}

/* Applies one choice of the pending ability (already known legal). */
static void do_choice(LlState *s, Action a)
{
    int p = s->pend_player, o = other(p);
    switch (s->pend) {
    case LL_PC_SCHEMER:
        s->tokens[o][a.a]--;
        s->supply[a.a]++;
        clause(s, "returned {p%d}'s %s to supply", o, ll_colour_ids[a.a]);
        end_pending(s);
        break;
    case LL_PC_NOBLE:
        s->supply[a.a]--;
        clause(s, "took %s", ll_colour_ids[a.a]);
        end_pending(s);
        gain(s, p, a.a);
        break;
    case LL_PC_GAMBLER:
        s->tokens[o][a.a]--;
        clause(s, "won {p%d}'s %s", o, ll_colour_ids[a.a]);
        s->pend_count--;
        if (s->pend_count <= 0 || total(s->tokens[o]) == 0) end_pending(s);
        gain(s, p, a.a);
        break;
    case LL_PC_ENT_GIVE:
        s->tokens[p][a.a]--;
        clause(s, "gave {p%d} %s", o, ll_colour_ids[a.a]);
        s->pend = LL_PC_ENT_TAKE; /* autoresolve ends it if the rival holds nothing (6-return) */
        gain(s, o, a.a);
        break;
    case LL_PC_ENT_TAKE:
        s->tokens[o][a.a]--;
        clause(s, "took {p%d}'s %s", o, ll_colour_ids[a.a]);
        end_pending(s);
        gain(s, p, a.a);
        break;
    case LL_PC_PRINCESS:
        turn_up(s, p, a.a);
        clause(s, "turned up her %s at %d", role(s, s->card[p][a.a]), a.a);
        end_pending(s);
        break;
    case LL_PC_PILOT:
    case LL_PC_SPY:
        if (a.kind == LA_STOP) {
            clause(s, "stopped");
            end_pending(s);
            break;
        }
        swap_tiles(s, s->pend == LL_PC_PILOT ? p : o, a.a, a.a + 1);
        clause(s, "swapped {p%d}'s %d-%d", s->pend == LL_PC_PILOT ? p : o, a.a, a.a + 1);
        if (--s->pend_count <= 0) end_pending(s);
        break;
    default:
        break;
    }
}

/* Resolves forced choices (one option, or Gambler taking everything left). */
static void autoresolve(LlState *s)
{
    while (s->phase == LL_PH_CHOICE && s->pend != LL_PC_NONE && s->pend != LL_PC_PILOT && s->pend != LL_PC_SPY) {
        Action acts[16];
        int n = count_choices(s, acts, 16);
        if (n == 0) {
            end_pending(s);
            break;
        }
        int o = other(s->pend_player);
        bool forced = n == 1 || (s->pend == LL_PC_GAMBLER && s->pend_count >= total(s->tokens[o]));
        if (!forced) break;
        do_choice(s, acts[0]);
    }
}

/* Opens a pending choice for the acting tile's owner. */
static void open_pending(LlState *s, int kind, int p, int count)
{
    s->pend = (int8_t)kind;
    s->pend_player = (int8_t)p;
    s->pend_count = (int8_t)count;
    autoresolve(s);
}

/* Activates p's tile at pos (a Recruit acts as the Master). */
static void activate(LlState *s, int p, int pos)
{
    int o = other(p);
    int c = s->card[p][pos];
    int act = c;
    say_sep(s);
    if (ability(s, c) == LL_AB_RECRUIT) {
        act = acting_card(s, p, c);
        say(s, "Recruit ({p%d} as %s)", p, role(s, act));
        reveal_master(s, p);
    } else {
        say(s, "%s ({p%d})", role(s, c), p);
    }
    const LlCard *ci = info(s, act);
    if (ability(s, act) == LL_AB_RECRUIT || act < 0) { /* no Master (cannot happen in play) */
        clause(s, "has no Master to follow");
        return;
    }
    if (ci->prestige >= 0) take_supply(s, p, ci->prestige);
    if (s->phase == LL_PH_OVER) return;
    switch (ci->ability) {
    case LL_AB_SNIPER: turn_down(s, o, LL_POS_MIN + LL_POS_MAX - pos); break;
    case LL_AB_ASSASSIN: turn_down(s, o, pos); break;
    case LL_AB_SCHEMER:
        if (total(s->tokens[o]) > 0) open_pending(s, LL_PC_SCHEMER, p, 1);
        else clause(s, "found no token to return ({p%d} has none)", o);
        break;
    case LL_AB_NOBLE:
        if (total(s->supply) > 0) open_pending(s, LL_PC_NOBLE, p, 1);
        else clause(s, "found the supply empty");
        break;
    case LL_AB_GAMBLER:
        if (total(s->tokens[o]) > 0) open_pending(s, LL_PC_GAMBLER, p, 2);
        else clause(s, "found no token to win ({p%d} has none)", o);
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
        else clause(s, "found no tokens to trade");
        break;
    default: clause(s, "does nothing"); break;
    }
}

/* Runs the steps of this turn's resolution until a choice is needed. */
static void advance(LlState *s)
{
    while (s->phase == LL_PH_CHOICE && s->pend == LL_PC_NONE) {
        if (s->stepi >= s->nsteps) {
            finish_resolution(s);
            return;
        }
        LlStep t = s->steps[s->stepi];
        int c = s->card[t.player][t.pos];
        if (t.type == LL_STEP_ACTIVATE) {
            if (s->up[t.player][t.pos] && !s->downed[t.player][t.pos]) {
                activate(s, t.player, t.pos);
            } else {
                say_sep(s);
                say(s, "%s ({p%d}) was turned down: no activation", role(s, c), t.player);
            }
        } else if (!s->up[t.player][t.pos] && !s->downed[t.player][t.pos]) {
            turn_up(s, t.player, t.pos);
            say_sep(s);
            say(s, "{p%d}'s %s at %d turned face up", t.player, role(s, c), t.pos);
        }
        if (s->phase == LL_PH_OVER) return;
        if (s->pend == LL_PC_NONE) s->stepi++;
    }
}

static void end_turn(LlState *s)
{
    memset(s->downed, 0, sizeof s->downed);
    s->nsteps = s->stepi = 0;
    s->pend = LL_PC_NONE;
    s->turn++;
    s->cur = (int8_t)other(s->cur);
    s->phase = LL_PH_ROLL;
    if (s->turn > LL_TURN_LIMIT) game_over(s, 2, "turn limit reached");
}

static void finish_resolution(LlState *s)
{
    s->nsteps = s->stepi = 0;
    if (s->turn == 1) end_turn(s); /* the starting player may not reposition on turn 1 */
    else s->phase = LL_PH_REPOSITION;
}

static int roll_die(LlState *s) { return 1 + (int)rng_below(&s->rng, 6); }

/* The roll: both tiles at the rolled position, three cases. */
static void do_roll(LlState *s)
{
    s->dice[0] = (int8_t)roll_die(s);
    s->dice[1] = (int8_t)roll_die(s);
    int pos = s->dice[0] + s->dice[1];
    s->active = (int8_t)pos;
    memset(s->downed, 0, sizeof s->downed);
    hist_push(s);
    s->turn_log[0] = 0;
    say(s, "Turn %d: {p%d} rolled %d — ", s->turn, s->cur, pos);
    s->nsteps = s->stepi = 0;
    s->phase = LL_PH_CHOICE;
    int c0 = s->card[0][pos], c1 = s->card[1][pos];
    bool u0 = s->up[0][pos], u1 = s->up[1][pos];
    if (!u0 && !u1) {
        turn_up(s, 0, pos);
        turn_up(s, 1, pos);
        say(s, "both turned face up: %s ({p0}), %s ({p1})", role(s, c0), role(s, c1));
    } else if (u0 && u1) {
        /* a Recruit's initiative is its Master's: comparing it exposes the Master */
        for (int p = 0; p < 2; p++)
            if (ability(s, s->card[p][pos]) == LL_AB_RECRUIT && !s->up[p][LL_MASTER]) {
                say_sep(s);
                say(s, "Recruit ({p%d})", p);
                reveal_master(s, p);
            }
        int i0 = initiative_of(s, 0, c0), i1 = initiative_of(s, 1, c1);
        if (i0 > 0 && i0 == i1) {
            say_sep(s);
            say(s, "%s ({p0}) and %s ({p1}) tie on initiative %d: neither acts", role(s, c0), role(s, c1), i0);
        } else {
            int first = (i0 > 0 && (i1 == 0 || i0 < i1)) ? 0 : 1;
            int order[2] = {first, other(first)};
            for (int k = 0; k < 2; k++) {
                int p = order[k];
                if (initiative_of(s, p, s->card[p][pos]) == 0) {
                    say_sep(s);
                    say(s, "%s ({p%d}) is passive", role(s, s->card[p][pos]), p);
                    continue;
                }
                s->steps[s->nsteps++] = (LlStep){LL_STEP_ACTIVATE, (int8_t)p, (int8_t)pos, 0};
            }
        }
    } else {
        int p = u0 ? 0 : 1;
        int cu = s->card[p][pos];
        if (initiative_of(s, p, cu) > 0) s->steps[s->nsteps++] = (LlStep){LL_STEP_ACTIVATE, (int8_t)p, (int8_t)pos, 0};
        else {
            say_sep(s);
            say(s, "%s ({p%d}) is passive", role(s, cu), p);
        }
        s->steps[s->nsteps++] = (LlStep){LL_STEP_TURN_UP, (int8_t)other(p), (int8_t)pos, 0};
    }
    advance(s);
}

/* ---------------------------------------------------------------- setup */

/* Tiles of seat p not yet placed (card indices), in template order. */
static int remaining_tiles(const LlState *s, int p, int8_t *out)
{
    int8_t used[LL_SLOTS];
    memset(used, 0, sizeof used);
    int n = 0;
    for (int t = 0; t < LL_TILES; t++) {
        int c = s->tile_card[t];
        bool placed = false;
        for (int slot = 0; slot < LL_SLOTS && !placed; slot++)
            if (slot != 1 && !used[slot] && s->card[p][slot] == c) {
                used[slot] = 1;
                placed = true;
            }
        if (!placed) out[n++] = (int8_t)c;
    }
    return n;
}

static int next_empty(const LlState *s, int p)
{
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++)
        if (s->card[p][pos] < 0) return pos;
    return 0;
}

static void start_game(LlState *s)
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
    hist_push(s);
    s->turn_log[0] = 0;
    say_sep(s);
    say(s, "Start: {p0} rolled %d, {p1} rolled %d", r[0], r[1]);
    if (rerolls) say(s, " (after %d tie%s)", rerolls, rerolls == 1 ? "" : "s");
    say(s, " — {p%d} begins", s->starter);
}

/* ------------------------------------------------------------ interface */

static bool ll_init(GameState *st, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err)
{
    LlState *s = ST(st);
    if (setup && setup->num_players != 2) return error_set(err, NULL, NULL, "Long Live the Queen is for exactly 2 players");
    if (!set) return error_set(err, NULL, NULL, "Long Live the Queen needs a tile set");
    if (!ll_fill_template(s, set, err)) return false;
    s->set = set;
    rng_seed(&s->rng, seed);
    memset(s->card, -1, sizeof s->card);
    int princess = -1;
    for (int t = 0; t < LL_TILES; t++)
        if (ability(s, s->tile_card[t]) == LL_AB_PRINCESS) princess = s->tile_card[t];
    for (int p = 0; p < 2; p++) {
        s->card[p][LL_PRINCESS_POS] = (int8_t)princess;
        turn_up(s, p, LL_PRINCESS_POS);
    }
    for (int c = 0; c < LL_NCOL; c++) s->supply[c] = LL_PER_COLOUR;
    s->phase = LL_PH_SETUP;
    s->setup_seat = 0;
    s->winner = -1;
    s->private_seat = -1;
    return true;
}

static int ll_current_player(const GameState *st)
{
    const LlState *s = CST(st);
    switch (s->phase) {
    case LL_PH_SETUP: return s->setup_seat;
    case LL_PH_CHOICE: return s->pend != LL_PC_NONE ? s->pend_player : s->cur;
    case LL_PH_OVER: return GM_TERMINAL;
    default: return s->cur;
    }
}

static int push(Action *out, int n, int cap, int kind, int a, int b)
{
    if (n < cap) out[n] = (Action){(int16_t)kind, (int16_t)a, (int16_t)b, 0};
    return n + 1;
}

/* Legal choices of the pending ability, sorted. */
static int count_choices(const LlState *s, Action *out, int cap)
{
    int n = 0, p = s->pend_player, o = other(p);
    switch (s->pend) {
    case LL_PC_SCHEMER:
    case LL_PC_GAMBLER:
    case LL_PC_ENT_TAKE:
        for (int c = 0; c < LL_NCOL; c++)
            if (s->tokens[o][c] > 0) n = push(out, n, cap, LA_TOKEN, c, 0);
        break;
    case LL_PC_NOBLE:
        for (int c = 0; c < LL_NCOL; c++)
            if (s->supply[c] > 0) n = push(out, n, cap, LA_TOKEN, c, 0);
        break;
    case LL_PC_ENT_GIVE:
        for (int c = 0; c < LL_NCOL; c++)
            if (s->tokens[p][c] > 0) n = push(out, n, cap, LA_TOKEN, c, 0);
        break;
    case LL_PC_PRINCESS:
        for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++)
            if (s->card[p][pos] >= 0 && !s->up[p][pos] && !s->downed[p][pos]) n = push(out, n, cap, LA_TILE, pos, 0);
        break;
    case LL_PC_PILOT:
    case LL_PC_SPY:
        for (int pos = LL_POS_MIN; pos < LL_POS_MAX; pos++) n = push(out, n, cap, LA_SWAP, pos, 0);
        n = push(out, n, cap, LA_STOP, 0, 0);
        break;
    default: break;
    }
    return n;
}

static int ll_legal_actions(const GameState *st, Action *out, int cap)
{
    const LlState *s = CST(st);
    int n = 0;
    switch (s->phase) {
    case LL_PH_SETUP: {
        int p = s->setup_seat;
        if (s->card[p][LL_MASTER] < 0) {
            int8_t rem[LL_TILES];
            int nr = remaining_tiles(s, p, rem);
            for (int c = 0; c < s->set->ncards; c++) {
                bool have = false; /* only tiles not yet placed */
                for (int i = 0; i < nr; i++) have |= rem[i] == c;
                if (have && info(s, c)->can_be_master) n = push(out, n, cap, LA_MASTER, c, 0);
            }
            break;
        }
        int pos = next_empty(s, p);
        if (pos) {
            int8_t rem[LL_TILES];
            int nr = remaining_tiles(s, p, rem);
            for (int c = 0; c < s->set->ncards; c++) {
                bool have = false;
                for (int i = 0; i < nr; i++) have |= rem[i] == c;
                if (have) n = push(out, n, cap, LA_PLACE, c, pos);
            }
            n = push(out, n, cap, LA_ARRANGE, 0, 0);
        } else {
            n = push(out, n, cap, LA_READY, 0, 0);
        }
        break;
    }
    case LL_PH_ROLL: n = push(out, n, cap, LA_ROLL, 0, 0); break;
    case LL_PH_CHOICE: n = count_choices(s, out, cap); break;
    case LL_PH_REPOSITION: {
        int p = s->cur;
        for (int pos = LL_POS_MIN; pos < LL_POS_MAX; pos++) n = push(out, n, cap, LA_REPO_SWAP, pos, 0);
        for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++)
            if (s->up[p][pos] && info(s, s->card[p][pos])->can_be_master)
                n = push(out, n, cap, LA_REPO_MASTER, pos, 0);
        n = push(out, n, cap, LA_SKIP, 0, 0);
        break;
    }
    default: break;
    }
    return n < cap ? n : cap;
}

static bool is_legal(const LlState *s, Action a)
{
    Action acts[64];
    int n = ll_legal_actions((const GameState *)(const void *)s, acts, 64);
    for (int i = 0; i < n; i++)
        if (acts[i].kind == a.kind && acts[i].a == a.a && acts[i].b == a.b && acts[i].c == a.c) return true;
    return false;
}

static bool ll_apply(GameState *st, Action a)
{
    LlState *s = ST(st);
    if (s->phase == LL_PH_OVER || !is_legal(s, a)) return false;
    s->last_event[0] = 0;
    s->private_event[0] = 0;
    s->private_seat = -1;
    switch (a.kind) {
    case LA_MASTER: {
        int p = s->setup_seat;
        s->card[p][LL_MASTER] = (int8_t)a.a;
        s->private_seat = (int8_t)p;
        snprintf(s->private_event, sizeof s->private_event, "{p%d} chose %s (%s) as Master", p, cname(s, a.a), role(s, a.a));
        snprintf(s->last_event, sizeof s->last_event, "{p%d} chose a secret Master", p);
        break;
    }
    case LA_PLACE: {
        int p = s->setup_seat;
        s->card[p][a.b] = (int8_t)a.a;
        s->private_seat = (int8_t)p;
        snprintf(s->private_event, sizeof s->private_event, "{p%d} placed %s at %d", p, cname(s, a.a), a.b);
        snprintf(s->last_event, sizeof s->last_event, "{p%d} placed a tile at %d", p, a.b);
        break;
    }
    case LA_ARRANGE: {
        int p = s->setup_seat;
        int8_t rem[LL_TILES];
        int nr = remaining_tiles(s, p, rem);
        rng_shuffle_i8(&s->rng, rem, nr);
        for (int i = 0, pos = LL_POS_MIN; pos <= LL_POS_MAX && i < nr; pos++)
            if (s->card[p][pos] < 0) s->card[p][pos] = rem[i++];
        snprintf(s->last_event, sizeof s->last_event, "{p%d} arranged the rest of their line at random", p);
        break;
    }
    case LA_READY:
        snprintf(s->last_event, sizeof s->last_event, "{p%d} is ready", s->setup_seat);
        if (s->setup_seat == 0) s->setup_seat = 1;
        else start_game(s);
        break;
    case LA_ROLL: do_roll(s); break;
    case LA_TOKEN:
    case LA_TILE:
    case LA_SWAP:
    case LA_STOP: {
        /* the event names the choosing tile; the turn's log simply goes on
         * with that tile's clauses */
        LlStep t = s->steps[s->stepi];
        int c = s->card[t.player][t.pos];
        if (ability(s, c) == LL_AB_RECRUIT)
            snprintf(s->last_event, sizeof s->last_event, "Recruit ({p%d} as %s)", t.player,
                     role(s, acting_card(s, t.player, c)));
        else snprintf(s->last_event, sizeof s->last_event, "%s ({p%d})", role(s, c), t.player);
        do_choice(s, a);
        autoresolve(s);
        advance(s);
        break;
    }
    case LA_REPO_SWAP: {
        size_t l = strlen(s->turn_log);
        if (l && s->turn_log[l - 1] != ' ') snprintf(s->turn_log + l, sizeof s->turn_log - l, "; ");
        swap_tiles(s, s->cur, a.a, a.a + 1);
        say(s, "{p%d} swapped their %d-%d", s->cur, a.a, a.a + 1);
        end_turn(s);
        break;
    }
    case LA_REPO_MASTER: {
        int p = s->cur, pos = a.a;
        int newm = s->card[p][pos], oldm = s->card[p][LL_MASTER];
        size_t l = strlen(s->turn_log);
        if (l && s->turn_log[l - 1] != ' ') snprintf(s->turn_log + l, sizeof s->turn_log - l, "; ");
        s->card[p][LL_MASTER] = (int8_t)newm;
        s->up[p][LL_MASTER] = 0;
        s->known[p][LL_MASTER] = 1; /* it was face up: the rival saw it go */
        s->card[p][pos] = (int8_t)oldm;
        turn_up(s, p, pos);
        s->downed[p][pos] = 0;
        say(s, "{p%d} made %s Master; old Master %s out at %d", p, role(s, newm), role(s, oldm), pos);
        end_turn(s);
        break;
    }
    case LA_SKIP: {
        size_t l = strlen(s->turn_log);
        if (l && s->turn_log[l - 1] != ' ') snprintf(s->turn_log + l, sizeof s->turn_log - l, "; ");
        say(s, "{p%d} kept the line", s->cur);
        end_turn(s);
        break;
    }
    default: return false;
    }
    hist_sync(s);
    return true;
}

static void ll_returns(const GameState *st, double *per)
{
    const LlState *s = CST(st);
    per[0] = per[1] = 0.5;
    if (s->phase != LL_PH_OVER) return;
    if (s->winner == 0 || s->winner == 1) {
        per[s->winner] = 1.0;
        per[other(s->winner)] = 0.0;
    }
}

/* Re-deals p's tiles that observer has never seen, keeping every seen fact:
 * face-up tiles, tiles seen before being turned down, a revealed Master. */
static void redeal(LlState *s, int p, Rng *rng)
{
    int slots[LL_SLOTS], nl = 0, nc = 0;
    int8_t cards[LL_SLOTS];
    bool master_free = false;
    for (int slot = 0; slot < LL_SLOTS; slot++) {
        if (slot == 1 || s->card[p][slot] < 0 || s->up[p][slot] || s->known[p][slot]) continue;
        cards[nc++] = s->card[p][slot];
        if (slot == LL_MASTER) master_free = true;
        else slots[nl++] = slot;
    }
    /* canonical order first: the sample must depend only on what observer saw,
     * never on where the hidden tiles really are */
    for (int i = 1; i < nc; i++)
        for (int k = i; k > 0 && cards[k - 1] > cards[k]; k--) {
            int8_t t = cards[k];
            cards[k] = cards[k - 1];
            cards[k - 1] = t;
        }
    if (master_free) {
        /* the Master must be a tile allowed to be Master: pick it first, uniformly */
        int elig[LL_SLOTS], ne = 0;
        for (int i = 0; i < nc; i++)
            if (info(s, cards[i])->can_be_master) elig[ne++] = i;
        int pick = -1;
        if (ne > 0) pick = elig[rng_below(rng, (uint32_t)ne)];
        else /* cannot happen in a consistent state (the Master itself is eligible): keep it */
            for (int i = 0; i < nc && pick < 0; i++)
                if (cards[i] == s->card[p][LL_MASTER]) pick = i;
        if (pick >= 0) {
            s->card[p][LL_MASTER] = cards[pick];
            memmove(&cards[pick], &cards[pick + 1], (size_t)(nc - pick - 1)); /* keep the pool sorted */
            nc--;
        }
    }
    rng_shuffle_i8(rng, cards, nc);
    for (int i = 0; i < nl && i < nc; i++) s->card[p][slots[i]] = cards[i];
}

static void ll_determinize(GameState *st, int observer, Rng *rng)
{
    LlState *s = ST(st);
    for (int p = 0; p < 2; p++)
        if (p != observer) redeal(s, p, rng);
    if (s->private_seat != observer) { /* another seat's secret setup note */
        memset(s->private_event, 0, sizeof s->private_event);
        s->private_seat = -1;
    }
    rng_seed(&s->rng, rng_next(rng));
}

static const char *pend_prompt(const LlState *s, char *buf, size_t n)
{
    int p = s->pend_player, o = other(p);
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

static void ll_action_text(const GameState *st, Action a, char *buf, size_t n)
{
    const LlState *s = CST(st);
    switch (a.kind) {
    case LA_MASTER: snprintf(buf, n, "master %s", cid(s, a.a)); break;
    case LA_PLACE: snprintf(buf, n, "place %s -> %d", cid(s, a.a), a.b); break;
    case LA_ARRANGE: snprintf(buf, n, "arrange random"); break;
    case LA_READY: snprintf(buf, n, "ready"); break;
    case LA_ROLL: snprintf(buf, n, "roll"); break;
    case LA_TOKEN: snprintf(buf, n, "choose token %s", a.a >= 0 && a.a < LL_NCOL ? ll_colour_ids[a.a] : "?"); break;
    case LA_TILE: snprintf(buf, n, "choose tile %d", a.a); break;
    case LA_SWAP: snprintf(buf, n, "swap %d %d", a.a, a.a + 1); break;
    case LA_STOP: snprintf(buf, n, "stop"); break;
    case LA_REPO_SWAP: snprintf(buf, n, "reposition swap %d %d", a.a, a.a + 1); break;
    case LA_REPO_MASTER: snprintf(buf, n, "reposition master %d", a.a); break;
    case LA_SKIP: snprintf(buf, n, "skip"); break;
    default: snprintf(buf, n, "?%d", a.kind); break;
    }
}

static void zone_id(char *buf, const char *fmt, int x, int y)
{
    snprintf(buf, VIEW_ID_LEN, fmt, x, y);
}

/* Where tile `card` stands among p's tiles still to place (the "p<s>.gang" items). */
static int gang_index(const LlState *s, int p, int card)
{
    int8_t rem[LL_TILES];
    int nr = s->phase == LL_PH_SETUP ? remaining_tiles(s, p, rem) : 0;
    for (int i = 0; i < nr; i++)
        if (rem[i] == card) return i;
    return -1;
}

static void ll_describe(const GameState *st, Action a, ActionDesc *d)
{
    const LlState *s = CST(st);
    memset(d, 0, sizeof *d);
    d->src_index = d->dst_index = 0;
    int me = ll_current_player(st);
    if (me < 0) me = 0;
    int o = other(me);
    const char *col = a.a >= 0 && a.a < LL_NCOL ? ll_colour_ids[a.a] : "?";
    switch (a.kind) {
    case LA_MASTER:
        zone_id(d->src_zone, "p%d.gang", me, 0);
        d->src_index = gang_index(s, me, a.a);
        zone_id(d->dst_zone, "p%d.master", me, 0);
        snprintf(d->label, sizeof d->label, "Make %.60s your secret Master", cname(s, a.a));
        break;
    case LA_PLACE:
        zone_id(d->src_zone, "p%d.gang", me, 0);
        d->src_index = gang_index(s, me, a.a);
        snprintf(d->dst_zone, sizeof d->dst_zone, "p%d.pos%d", me, a.b);
        snprintf(d->label, sizeof d->label, "Place %.60s at %d", cname(s, a.a), a.b);
        break;
    case LA_ARRANGE: snprintf(d->label, sizeof d->label, "Arrange the rest at random"); break;
    case LA_READY: snprintf(d->label, sizeof d->label, "Ready"); break;
    case LA_ROLL: snprintf(d->label, sizeof d->label, "Roll the dice"); break;
    case LA_TOKEN:
        switch (s->pend) {
        case LL_PC_NOBLE:
            snprintf(d->src_zone, sizeof d->src_zone, "supply.%s", col);
            snprintf(d->label, sizeof d->label, "Take a %s token from the supply", col);
            break;
        case LL_PC_ENT_GIVE:
            snprintf(d->src_zone, sizeof d->src_zone, "p%d.%s", me, col);
            snprintf(d->label, sizeof d->label, "Give {p%d} one of your %s tokens", o, col);
            break;
        case LL_PC_SCHEMER:
            snprintf(d->src_zone, sizeof d->src_zone, "p%d.%s", o, col);
            snprintf(d->label, sizeof d->label, "Send {p%d}'s %s token back to the supply", o, col);
            break;
        default:
            snprintf(d->src_zone, sizeof d->src_zone, "p%d.%s", o, col);
            snprintf(d->label, sizeof d->label, "Take {p%d}'s %s token", o, col);
            break;
        }
        break;
    case LA_TILE:
        snprintf(d->dst_zone, sizeof d->dst_zone, "p%d.pos%d", me, a.a);
        snprintf(d->label, sizeof d->label, "Turn your tile at %d face up", a.a);
        break;
    case LA_SWAP:
    case LA_REPO_SWAP: {
        int line = (a.kind == LA_SWAP && s->pend == LL_PC_SPY) ? o : me;
        snprintf(d->src_zone, sizeof d->src_zone, "p%d.pos%d", line, a.a);
        snprintf(d->dst_zone, sizeof d->dst_zone, "p%d.pos%d", line, a.a + 1);
        snprintf(d->label, sizeof d->label, "Swap %s tiles at %d and %d", line == me ? "your" : "the rival's", a.a,
                 a.a + 1);
        break;
    }
    case LA_STOP: snprintf(d->label, sizeof d->label, "Stop swapping"); break;
    case LA_REPO_MASTER:
        snprintf(d->src_zone, sizeof d->src_zone, "p%d.pos%d", me, a.a);
        snprintf(d->dst_zone, sizeof d->dst_zone, "p%d.master", me);
        snprintf(d->label, sizeof d->label, "Make %.40s your Master (old one out at %d)",
                 cname(s, s->card[me][a.a]), a.a);
        break;
    case LA_SKIP: snprintf(d->label, sizeof d->label, "Skip repositioning"); break;
    default: snprintf(d->label, sizeof d->label, "?"); break;
    }
}

/* Whether observer may know the identity of p's tile in slot. */
static bool sees(const LlState *s, int observer, int p, int slot)
{
    if (s->up[p][slot]) return true;
    if (observer == p) return true;
    return observer >= 0 && s->known[p][slot];
}

static void ll_view(const GameState *st, int observer, View *v)
{
    const LlState *s = CST(st);
    view_reset(v, observer, 2, ll_current_player(st));
    char id[VIEW_ID_LEN], label[48];
    int step_p = -1, step_pos = 0;
    if (s->phase == LL_PH_CHOICE && s->stepi < s->nsteps) {
        step_p = s->steps[s->stepi].player;
        step_pos = s->steps[s->stepi].pos;
    }
    for (int p = 0; p < 2; p++) {
        for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
            snprintf(id, sizeof id, "p%d.pos%d", p, pos);
            snprintf(label, sizeof label, "{p%d} at %d", p, pos);
            ViewZone *z = view_zone(v, id, label, VZ_CELL, p);
            if (!z) continue;
            if (pos == s->active && s->phase != LL_PH_SETUP) z->flags |= VI_HIGHLIGHT;
            int c = s->card[p][pos];
            if (c < 0) continue;
            bool see = sees(s, observer, p, pos);
            unsigned fl = s->up[p][pos] ? VI_FACE_UP : (see ? VI_PEEK : 0);
            if (s->downed[p][pos]) fl |= VI_DIMMED;
            if (p == step_p && pos == step_pos && s->pend != LL_PC_NONE) fl |= VI_SELECTED;
            int base = see ? info(s, c)->initiative : 0;
            if (base < 0) base = 0;
            int val = see ? initiative_of(s, p, c) : 0;
            /* A Recruit's Master is only shown through it to those who know it. */
            bool master_seen = s->card[p][LL_MASTER] >= 0 && sees(s, observer, p, LL_MASTER);
            if (see && ability(s, c) == LL_AB_RECRUIT && !master_seen) val = 0;
            if (see && ability(s, c) == LL_AB_RECRUIT) base = val; /* not a modifier: its Master's own number */
            ViewItem *it = view_item(z, see ? c : VIEW_CARD_BACK, p, fl, val, base);
            if (!it) continue;
            if (see && ability(s, c) == LL_AB_RECRUIT && master_seen)
                snprintf(it->badge, sizeof it->badge, "as %s", role(s, s->card[p][LL_MASTER]));
            else if (s->up[p][pos] && guarded(s, p, pos))
                snprintf(it->badge, sizeof it->badge, "guarded");
        }
        snprintf(id, sizeof id, "p%d.master", p);
        snprintf(label, sizeof label, "{p%d} Master", p);
        ViewZone *z = view_zone(v, id, label, VZ_CELL, p);
        if (z && s->card[p][LL_MASTER] >= 0) {
            int c = s->card[p][LL_MASTER];
            bool see = sees(s, observer, p, LL_MASTER);
            unsigned fl = s->up[p][LL_MASTER] ? VI_FACE_UP : (see ? VI_PEEK : 0);
            ViewItem *it = view_item(z, see ? c : VIEW_CARD_BACK, p, fl, see ? info(s, c)->initiative : 0,
                                     see ? info(s, c)->initiative : 0);
            if (it) snprintf(it->badge, sizeof it->badge, "Master");
        }
        /* setup: the tiles still to place, seen by their owner only */
        snprintf(id, sizeof id, "p%d.gang", p);
        ViewZone *gz = view_zone(v, id, "Tiles to place", VZ_HAND, p);
        if (gz && s->phase == LL_PH_SETUP) {
            int8_t rem[LL_TILES];
            int nr = remaining_tiles(s, p, rem);
            for (int i = 0; i < nr; i++) {
                int c = rem[i], ini = observer == p ? info(s, c)->initiative : 0;
                if (ini < 0) ini = 0;
                view_item(gz, observer == p ? c : VIEW_CARD_BACK, p, observer == p ? VI_PEEK : 0, ini, ini);
            }
            if (p == s->setup_seat) gz->flags |= VI_HIGHLIGHT;
        }
        for (int c = 0; c < LL_NCOL; c++) {
            snprintf(id, sizeof id, "p%d.%s", p, ll_colour_ids[c]);
            snprintf(label, sizeof label, "{p%d} %s", p, ll_colour_ids[c]);
            ViewZone *tz = view_zone(v, id, label, VZ_TOKENS, p);
            if (!tz) continue;
            tz->value = s->tokens[p][c];
            for (int k = 0; k < s->tokens[p][c]; k++) {
                ViewItem *it = view_item(tz, VIEW_NO_CARD, p, VI_FACE_UP, 1, 1);
                if (it) snprintf(it->badge, sizeof it->badge, "%s", ll_colour_ids[c]);
            }
        }
    }
    for (int c = 0; c < LL_NCOL; c++) {
        snprintf(id, sizeof id, "supply.%s", ll_colour_ids[c]);
        snprintf(label, sizeof label, "Supply %s", ll_colour_ids[c]);
        ViewZone *tz = view_zone(v, id, label, VZ_TOKENS, -1);
        if (!tz) continue;
        tz->value = s->supply[c];
        for (int k = 0; k < s->supply[c]; k++) {
            ViewItem *it = view_item(tz, VIEW_NO_CARD, -1, VI_FACE_UP, 1, 1);
            if (it) snprintf(it->badge, sizeof it->badge, "%s", ll_colour_ids[c]);
        }
    }
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
        snprintf(id, sizeof id, "bar.%d", pos);
        snprintf(label, sizeof label, "%d", pos);
        ViewZone *z = view_zone(v, id, label, VZ_COUNTER, -1);
        if (!z) continue;
        z->value = (int16_t)pos;
        bool hot = pos == s->active && s->phase != LL_PH_SETUP;
        if (hot) z->flags |= VI_HIGHLIGHT;
        ViewItem *it = view_item(z, VIEW_NO_CARD, -1, hot ? VI_HIGHLIGHT : 0, pos, pos);
        if (it) snprintf(it->badge, sizeof it->badge, "↔%d", LL_POS_MIN + LL_POS_MAX - pos);
    }
    ViewZone *dz = view_zone(v, "dice", "Dice", VZ_DICE, -1);
    if (dz && s->dice[0] > 0) {
        dz->value = (int16_t)(s->dice[0] + s->dice[1]);
        view_item(dz, VIEW_NO_CARD, -1, VI_FACE_UP, s->dice[0], s->dice[0]);
        view_item(dz, VIEW_NO_CARD, -1, VI_FACE_UP, s->dice[1], s->dice[1]);
    }

    /* words */
    int cp = ll_current_player(st);
    switch (s->phase) {
    case LL_PH_SETUP:
        snprintf(v->status, sizeof v->status, "Setup — {p%d} arranges their gang in secret", s->setup_seat);
        if (s->card[cp][LL_MASTER] < 0)
            snprintf(v->prompt, sizeof v->prompt, "Choose your secret Master (a tile with a prestige colour)");
        else if (next_empty(s, cp))
            snprintf(v->prompt, sizeof v->prompt, "Place a tile at %d, or arrange the rest at random", next_empty(s, cp));
        else snprintf(v->prompt, sizeof v->prompt, "Your line is set: press Ready");
        break;
    case LL_PH_ROLL:
        snprintf(v->status, sizeof v->status, "Turn %d — {p%d}", s->turn, s->cur);
        snprintf(v->prompt, sizeof v->prompt, "Roll the dice");
        break;
    case LL_PH_CHOICE: {
        snprintf(v->status, sizeof v->status, "Turn %d — {p%d} rolled %d", s->turn, s->cur, s->active);
        char buf[160];
        snprintf(v->prompt, sizeof v->prompt, "%s", pend_prompt(s, buf, sizeof buf));
        break;
    }
    case LL_PH_REPOSITION:
        snprintf(v->status, sizeof v->status, "Turn %d — {p%d} rolled %d", s->turn, s->cur, s->active);
        snprintf(v->prompt, sizeof v->prompt, "Reposition: swap two neighbouring tiles, change your Master, or skip");
        break;
    default:
        snprintf(v->status, sizeof v->status, "Game over after %d turns", s->turn);
        snprintf(v->prompt, sizeof v->prompt, "%s", s->result);
        v->terminal = true;
        snprintf(v->result, sizeof v->result, "%s", s->result);
        break;
    }
    for (int p = 0; p < 2; p++) {
        const char *m = "no Master yet";
        char mb[40];
        if (s->card[p][LL_MASTER] >= 0) {
            if (s->up[p][LL_MASTER]) snprintf(mb, sizeof mb, "Master %s (revealed)", role(s, s->card[p][LL_MASTER]));
            else if (sees(s, observer, p, LL_MASTER)) snprintf(mb, sizeof mb, "Master %s (secret)", role(s, s->card[p][LL_MASTER]));
            else snprintf(mb, sizeof mb, "Master hidden");
            m = mb;
        }
        snprintf(v->seat_status[p], sizeof v->seat_status[p], "R%d Y%d B%d · %s", s->tokens[p][0], s->tokens[p][1],
                 s->tokens[p][2], m);
    }
    v->nhistory = s->nhist;
    for (int i = 0; i < s->nhist && i < 16; i++) snprintf(v->history[i], sizeof v->history[i], "%s", s->hist[i]);
    if (s->private_seat >= 0 && s->private_seat == observer && s->private_event[0])
        snprintf(v->last_event, sizeof v->last_event, "%s", s->private_event);
    else snprintf(v->last_event, sizeof v->last_event, "%s", s->last_event);
}

/* 2d6: chance of rolling a total */
static double p_roll(int pos)
{
    static const int ways[13] = {0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};
    return on_bar(pos) ? ways[pos] / 36.0 : 0.0;
}

/* Chance per roll that p's face-up Princess falls to a visible face-up rival shooter. */
static double princess_threat(const LlState *s, int p)
{
    int o = other(p);
    double t = 0;
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
        int c = s->card[o][pos];
        if (c < 0 || !s->up[o][pos]) continue;
        int ab = ability(s, acting_card(s, o, c));
        if (ability(s, c) == LL_AB_RECRUIT && !s->up[o][LL_MASTER]) continue; /* unknown to p */
        int target = ab == LL_AB_SNIPER ? LL_POS_MIN + LL_POS_MAX - pos : ab == LL_AB_ASSASSIN ? pos : 0;
        if (!target) continue;
        int tc = s->card[p][target];
        if (tc >= 0 && s->up[p][target] && ability(s, tc) == LL_AB_PRINCESS && !guarded(s, p, target)) t += p_roll(pos);
    }
    return t;
}

static double ll_heuristic(const GameState *st, int player)
{
    const LlState *s = CST(st);
    if (s->phase == LL_PH_OVER) {
        double r[2];
        ll_returns(st, r);
        return r[player];
    }
    double prog[2];
    for (int p = 0; p < 2; p++) {
        double g = 0;
        for (int c = 0; c < LL_NCOL; c++) g += (s->tokens[p][c] < LL_WIN_EACH ? s->tokens[p][c] : LL_WIN_EACH);
        prog[p] = g / (LL_NCOL * LL_WIN_EACH);
    }
    int o = other(player);
    double h = 0.5 + 0.35 * (prog[player] - prog[o]) - 1.5 * princess_threat(s, player) + 1.5 * princess_threat(s, o);
    if (h < 0.02) h = 0.02;
    if (h > 0.98) h = 0.98;
    return h;
}

const GameModule long_live_the_queen_module = {
    .id = "long-live-the-queen",
    .title = "Long Live the Queen",
    .blurb = "Two gangs face off across a number bar: roll, reveal, strike, and keep your Princess standing.",
    .min_players = 2,
    .max_players = 2,
    .flags = GM_HIDDEN_INFO | GM_CHANCE,
    .state_size = sizeof(LlState),
    .default_set = "dieselpunk",
    .num_options = 0,
    .options = NULL,
    .load_card = ll_load_card,
    .validate_set = ll_validate_set,
    .validate_deck = NULL,
    .init = ll_init,
    .current_player = ll_current_player,
    .legal_actions = ll_legal_actions,
    .apply = ll_apply,
    .returns = ll_returns,
    .determinize = ll_determinize,
    .describe = ll_describe,
    .action_text = ll_action_text,
    .view = ll_view,
    .state_to_json = ll_state_to_json,
    .state_from_json = ll_state_from_json,
    .heuristic = ll_heuristic,
    .card_events = ll_card_events,
};
