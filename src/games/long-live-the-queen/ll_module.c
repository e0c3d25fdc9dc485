/* ll_module.c — Long Live the Queen: the module interface — setup, actions,
 * view, AI hooks.  The turn's flow is in ll_turn.c, the abilities in ll_abilities.c.
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
 *                   turn (none before the roll); one VIEW_NO_CARD item whose badge names the mirrored position ("↔12").
 *   "p<s>.gang"     VZ_HAND, during setup only: p's tiles not yet placed (Master included until
 *                   chosen), VI_PEEK to their owner, backs to everyone else; empty after setup.
 *                   "master"/"place" actions name it as their source (index of the tile).
 *   "dice"          VZ_DICE, two VIEW_NO_CARD items, value = face; none while this turn's roll waits.
 *   "p<s>.red" "p<s>.yellow" "p<s>.blue"            VZ_TOKENS, value = count, one item per token.
 *   "supply.red" "supply.yellow" "supply.blue"      VZ_TOKENS, value = count.
 *
 * Action texts: "master <id>", "place <id> -> <pos>", "arrange random", "reorder <a> <b>",
 *   "reorder master <b>", "ready", "roll",
 *   "choose token <colour>", "choose tile <pos>", "swap <p> <p+1>", "stop",
 *   "reposition swap <p> <p+1>", "reposition master <pos>", "skip".
 *
 * Settled gaps: RULES-NOTES.md beside this file. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "ll.h"

#define ST(st) ((LlState *)(void *)(st))
#define CST(st) ((const LlState *)(const void *)(st))

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

/* "reorder": two placed tiles of the seat setting up trade places —
 * Master slot included when the tile coming in may be Master; never the
 * Princess (fixed on 7).  At most LL_SETUP_SWAPS per seat, which keeps the
 * setup (and the AI's rollouts through it) finite. */
/* Whether "reorder a b" (a < b, a = slot, b = position) may swap p's two placed
 * tiles; push_reorders lists exactly these. */
static bool reorder_ok(const LlState *s, int p, int a, int b)
{
    if (s->setup_swaps[p] >= LL_SETUP_SWAPS || a < 0 || a == 1 || a == LL_PRINCESS_POS || a > LL_POS_MAX) return false;
    if (b < (a < LL_POS_MIN ? LL_POS_MIN : a + 1) || b > LL_POS_MAX || b == LL_PRINCESS_POS) return false;
    if (s->card[p][a] < 0 || s->card[p][b] < 0) return false;
    return a != LL_MASTER || ll_info(s, s->card[p][b])->can_be_master;
}
static int push_reorders(const LlState *s, int p, Action *out, int n, int cap)
{
    if (s->setup_swaps[p] >= LL_SETUP_SWAPS) return n;
    for (int a = 0; a <= LL_POS_MAX; a++)
        for (int b = a + 1; b <= LL_POS_MAX; b++)
            if (reorder_ok(s, p, a, b)) n = ll_push_action(out, n, cap, LA_REORDER, a, b);
    return n;
}

/* `arrange random` before a Master is chosen: one of the tiles that may be
 * Master, drawn uniformly, is set aside first. */
static void arrange_master_at_random(LlState *s, int p)
{
    int8_t rem[LL_TILES], elig[LL_TILES];
    int nr = remaining_tiles(s, p, rem), ne = 0;
    for (int i = 0; i < nr; i++)
        if (ll_info(s, rem[i])->can_be_master) elig[ne++] = rem[i];
    if (ne > 0) s->card[p][LL_MASTER] = elig[rng_below(&s->rng, (uint32_t)ne)];
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
        if (ll_ability(s, s->tile_card[t]) == LL_AB_PRINCESS) princess = s->tile_card[t];
    for (int p = 0; p < 2; p++) {
        s->card[p][LL_PRINCESS_POS] = (int8_t)princess;
        ll_turn_up(s, p, LL_PRINCESS_POS);
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

/* The setup actions of the seat setting up, sorted; with_reorders false leaves
 * out the reorders (apply checks those directly: there are up to 55). */
static int setup_actions(const LlState *s, Action *out, int cap, bool with_reorders)
{
    int n = 0;
    int p = s->setup_seat;
    if (s->card[p][LL_MASTER] < 0) {
        int8_t rem[LL_TILES];
        int nr = remaining_tiles(s, p, rem);
        for (int c = 0; c < s->set->ncards; c++) {
            bool have = false; /* only tiles not yet placed */
            for (int i = 0; i < nr; i++) have |= rem[i] == c;
            if (have && ll_info(s, c)->can_be_master) n = ll_push_action(out, n, cap, LA_MASTER, c, 0);
        }
        return ll_push_action(out, n, cap, LA_ARRANGE, 0, 0); /* everything, the Master too */
    }
    int pos = next_empty(s, p);
    if (pos) {
        int8_t rem[LL_TILES];
        int nr = remaining_tiles(s, p, rem);
        for (int c = 0; c < s->set->ncards; c++) {
            bool have = false;
            for (int i = 0; i < nr; i++) have |= rem[i] == c;
            if (have) n = ll_push_action(out, n, cap, LA_PLACE, c, pos);
        }
        n = ll_push_action(out, n, cap, LA_ARRANGE, 0, 0);
    } else {
        n = ll_push_action(out, n, cap, LA_READY, 0, 0);
    }
    return with_reorders ? push_reorders(s, p, out, n, cap) : n;
}

static int ll_legal_actions(const GameState *st, Action *out, int cap)
{
    const LlState *s = CST(st);
    int n = 0;
    switch (s->phase) {
    case LL_PH_SETUP: n = setup_actions(s, out, cap, true); break;
    case LL_PH_ROLL: n = ll_push_action(out, n, cap, LA_ROLL, 0, 0); break;
    case LL_PH_CHOICE: n = ll_count_choices(s, out, cap); break;
    case LL_PH_REPOSITION: {
        int p = s->cur;
        for (int pos = LL_POS_MIN; pos < LL_POS_MAX; pos++) n = ll_push_action(out, n, cap, LA_REPO_SWAP, pos, 0);
        for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++)
            if (s->up[p][pos] && ll_info(s, s->card[p][pos])->can_be_master)
                n = ll_push_action(out, n, cap, LA_REPO_MASTER, pos, 0);
        n = ll_push_action(out, n, cap, LA_SKIP, 0, 0);
        break;
    }
    default: break;
    }
    return n < cap ? n : cap;
}

static bool is_legal(const LlState *s, Action a)
{
    if (s->phase == LL_PH_SETUP && a.kind == LA_REORDER) return a.c == 0 && reorder_ok(s, s->setup_seat, a.a, a.b);
    Action acts[128]; /* setup: 10 places + arrange + 55 reorders at most */
    int n = s->phase == LL_PH_SETUP ? setup_actions(s, acts, 128, false)
                                    : ll_legal_actions((const GameState *)(const void *)s, acts, 128);
    for (int i = 0; i < n; i++)
        if (acts[i].kind == a.kind && acts[i].a == a.a && acts[i].b == a.b && acts[i].c == a.c) return true;
    return false;
}

/* An event line for people; a quiet copy (the AI's) writes none. */
static void event_text(LlState *s, char *buf, size_t n, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void event_text(LlState *s, char *buf, size_t n, const char *fmt, ...)
{
    if (s->quiet) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, n, fmt, ap);
    va_end(ap);
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
        event_text(s, s->private_event, sizeof s->private_event, "{p%d} chose %s (%s) as Master", p, ll_cname(s, a.a), ll_role(s, a.a));
        event_text(s, s->last_event, sizeof s->last_event, "{p%d} chose a secret Master", p);
        break;
    }
    case LA_PLACE: {
        int p = s->setup_seat;
        s->card[p][a.b] = (int8_t)a.a;
        s->private_seat = (int8_t)p;
        event_text(s, s->private_event, sizeof s->private_event, "{p%d} placed %s at %d", p, ll_cname(s, a.a), a.b);
        event_text(s, s->last_event, sizeof s->last_event, "{p%d} placed a tile at %d", p, a.b);
        break;
    }
    case LA_ARRANGE: {
        int p = s->setup_seat;
        bool whole = s->card[p][LL_MASTER] < 0;
        if (whole) arrange_master_at_random(s, p);
        int8_t rem[LL_TILES];
        int nr = remaining_tiles(s, p, rem);
        rng_shuffle_i8(&s->rng, rem, nr);
        for (int i = 0, pos = LL_POS_MIN; pos <= LL_POS_MAX && i < nr; pos++)
            if (s->card[p][pos] < 0) s->card[p][pos] = rem[i++];
        if (whole) {
            s->private_seat = (int8_t)p;
            event_text(s, s->private_event, sizeof s->private_event, "{p%d} arranged the whole gang at random (Master: %s)",
                     p, ll_cname(s, s->card[p][LL_MASTER]));
        }
        event_text(s, s->last_event, sizeof s->last_event, "{p%d} arranged %s at random", p,
                 whole ? "their whole gang" : "the rest of their line");
        break;
    }
    case LA_REORDER: {
        int p = s->setup_seat;
        int8_t t = s->card[p][a.a];
        s->card[p][a.a] = s->card[p][a.b];
        s->card[p][a.b] = t;
        s->setup_swaps[p]++;
        s->private_seat = (int8_t)p;
        if (a.a == LL_MASTER)
            event_text(s, s->private_event, sizeof s->private_event, "{p%d} made %s the Master instead; %s now at %d", p,
                     ll_cname(s, s->card[p][a.a]), ll_cname(s, s->card[p][a.b]), a.b);
        else
            event_text(s, s->private_event, sizeof s->private_event, "{p%d} swapped two tiles: %s now at %d, %s at %d", p,
                     ll_cname(s, s->card[p][a.a]), a.a, ll_cname(s, s->card[p][a.b]), a.b);
        event_text(s, s->last_event, sizeof s->last_event, "{p%d} swapped two of their tiles", p);
        break;
    }
    case LA_READY:
        event_text(s, s->last_event, sizeof s->last_event, "{p%d} is ready", s->setup_seat);
        if (s->setup_seat == 0) s->setup_seat = 1;
        else ll_start_game(s);
        break;
    case LA_ROLL: ll_do_roll(s); break;
    case LA_TOKEN:
    case LA_TILE:
    case LA_SWAP:
    case LA_STOP: {
        /* the event names the choosing tile; the turn's log simply goes on
         * with that tile's clauses */
        LlStep t = s->steps[s->stepi];
        int c = s->card[t.player][t.pos];
        if (ll_ability(s, c) == LL_AB_RECRUIT)
            event_text(s, s->last_event, sizeof s->last_event, "Recruit ({p%d} as %s)", t.player,
                     ll_role(s, ll_acting_card(s, t.player, c)));
        else event_text(s, s->last_event, sizeof s->last_event, "%s ({p%d})", ll_role(s, c), t.player);
        ll_do_choice(s, a);
        ll_autoresolve(s);
        ll_advance(s, true);
        break;
    }
    case LA_REPO_SWAP: {
        ll_say_sep(s);
        ll_swap_tiles(s, s->cur, a.a, a.a + 1);
        char what[80];
        /* the turn's last words: the tiles' names while the turn's log has room */
        size_t room = sizeof s->turn_log - strlen(s->turn_log) - strlen("{p0} swapped their ") - 1;
        ll_swap_words(s, s->cur, a.a, a.a + 1, true, what, room < sizeof what ? room : sizeof what);
        ll_say(s, "{p%d} swapped their %s", s->cur, what);
        ll_end_turn(s);
        break;
    }
    case LA_REPO_MASTER: {
        int p = s->cur, pos = a.a;
        int newm = s->card[p][pos], oldm = s->card[p][LL_MASTER];
        ll_say_sep(s);
        s->card[p][LL_MASTER] = (int8_t)newm;
        s->up[p][LL_MASTER] = 0;
        s->known[p][LL_MASTER] = 1; /* it was face up: the rival saw it go */
        s->card[p][pos] = (int8_t)oldm;
        ll_turn_up(s, p, pos);
        s->downed[p][pos] = 0;
        ll_say(s, "{p%d} made their %s the Master; the old Master, their %s, is now face up at %d", p, ll_role(s, newm), ll_role(s, oldm), pos);
        ll_end_turn(s);
        break;
    }
    case LA_SKIP: {
        ll_say_sep(s);
        ll_say(s, "{p%d} kept the line", s->cur);
        ll_end_turn(s);
        break;
    }
    default: return false;
    }
    if (!s->quiet && s->phase == LL_PH_CHOICE && s->pend != LL_PC_NONE) {
        /* the event ends on the tile whose choice is awaited: say what it waits for (the turn's log tells the choice itself) */
        char waits[120];
        ll_pend_words(s, waits, sizeof waits);
        size_t l = strlen(s->last_event);
        bool on_a_name = l > 0 && s->last_event[l - 1] == ')' && !(l >= 2 && s->last_event[l - 2] >= '0' && s->last_event[l - 2] <= '9');
        if (waits[0] && l > 0) snprintf(s->last_event + l, sizeof s->last_event - l, "%s%s", on_a_name ? " " : ", and ", waits);
    }
    if (!s->quiet) s->event_seq++; /* every action has its words (last_event or private_event) */
    ll_hist_sync(s);
    return true;
}

static void ll_returns(const GameState *st, double *per)
{
    const LlState *s = CST(st);
    per[0] = per[1] = 0.5;
    if (s->phase != LL_PH_OVER) return;
    if (s->winner == 0 || s->winner == 1) {
        per[s->winner] = 1.0;
        per[ll_other(s->winner)] = 0.0;
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
            if (ll_info(s, cards[i])->can_be_master) elig[ne++] = i;
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

static void ll_action_text(const GameState *st, Action a, char *buf, size_t n)
{
    const LlState *s = CST(st);
    switch (a.kind) {
    case LA_MASTER: snprintf(buf, n, "master %s", ll_cid(s, a.a)); break;
    case LA_PLACE: snprintf(buf, n, "place %s -> %d", ll_cid(s, a.a), a.b); break;
    case LA_ARRANGE: snprintf(buf, n, "arrange random"); break;
    case LA_READY: snprintf(buf, n, "ready"); break;
    case LA_ROLL: snprintf(buf, n, "roll"); break;
    case LA_TOKEN: snprintf(buf, n, "choose token %s", a.a >= 0 && a.a < LL_NCOL ? ll_colour_ids[a.a] : "?"); break;
    case LA_TILE: snprintf(buf, n, "choose tile %d", a.a); break;
    case LA_SWAP: snprintf(buf, n, "swap %d %d", a.a, a.a + 1); break;
    case LA_STOP: snprintf(buf, n, "stop"); break;
    case LA_REPO_SWAP: snprintf(buf, n, "reposition swap %d %d", a.a, a.a + 1); break;
    case LA_REPO_MASTER: snprintf(buf, n, "reposition master %d", a.a); break;
    case LA_REORDER:
        if (a.a == LL_MASTER) snprintf(buf, n, "reorder master %d", a.b);
        else snprintf(buf, n, "reorder %d %d", a.a, a.b);
        break;
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
    int o = ll_other(me);
    const char *col = a.a >= 0 && a.a < LL_NCOL ? ll_colour_ids[a.a] : "?";
    switch (a.kind) {
    case LA_MASTER:
        zone_id(d->src_zone, "p%d.gang", me, 0);
        d->src_index = gang_index(s, me, a.a);
        zone_id(d->dst_zone, "p%d.master", me, 0);
        snprintf(d->label, sizeof d->label, "Make %.60s your secret Master", ll_cname(s, a.a));
        break;
    case LA_PLACE:
        zone_id(d->src_zone, "p%d.gang", me, 0);
        d->src_index = gang_index(s, me, a.a);
        snprintf(d->dst_zone, sizeof d->dst_zone, "p%d.pos%d", me, a.b);
        snprintf(d->label, sizeof d->label, "Place %.60s at %d", ll_cname(s, a.a), a.b);
        break;
    case LA_ARRANGE:
        snprintf(d->label, sizeof d->label, "%s", s->card[me][LL_MASTER] < 0 ? "Arrange everything at random"
                                                                            : "Arrange the rest at random");
        break;
    case LA_REORDER: {
        /* either tile may be dragged onto the other */
        d->swap_ends = true;
        if (a.a == LL_MASTER) zone_id(d->src_zone, "p%d.master", me, 0);
        else zone_id(d->src_zone, "p%d.pos%d", me, a.a);
        zone_id(d->dst_zone, "p%d.pos%d", me, a.b);
        int left = LL_SETUP_SWAPS - s->setup_swaps[me];
        if (a.a == LL_MASTER)
            snprintf(d->label, sizeof d->label, "Make %.30s (at %d) your Master instead (%d swap%s left)",
                     ll_cname(s, s->card[me][a.b]), a.b, left, left == 1 ? "" : "s");
        else
            snprintf(d->label, sizeof d->label, "Swap your tiles at %d and %d (%d swap%s left)", a.a, a.b, left,
                     left == 1 ? "" : "s");
        break;
    }
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
        d->swap_ends = true;
        if (line == me) snprintf(d->label, sizeof d->label, "Swap your tiles at %d and %d", a.a, a.a + 1);
        else snprintf(d->label, sizeof d->label, "Swap {p%d}'s tiles at %d and %d", line, a.a, a.a + 1); /* by name, as the prompt: "the rival" was misread */
        break;
    }
    case LA_STOP: snprintf(d->label, sizeof d->label, "Stop swapping"); break;
    case LA_REPO_MASTER:
        snprintf(d->src_zone, sizeof d->src_zone, "p%d.pos%d", me, a.a);
        snprintf(d->dst_zone, sizeof d->dst_zone, "p%d.master", me);
        snprintf(d->label, sizeof d->label, "Make %.40s your Master (old Master face up at %d)", /* "old one out" was cryptic */
                 ll_cname(s, s->card[me][a.a]), a.a);
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

/* Where seat o's face-up tile at pos, if pos is rolled, would turn a tile of
 * the other seat face down (Sniper: the mirror position; Assassin: the same),
 * as everybody can see it; 0 for none. */
static int known_threat(const LlState *s, int o, int pos)
{
    int c = s->card[o][pos];
    if (c < 0 || !s->up[o][pos]) return 0;
    if (ll_ability(s, c) == LL_AB_RECRUIT && !s->up[o][LL_MASTER]) return 0; /* acts as an unknown Master */
    int ab = ll_ability(s, ll_acting_card(s, o, c));
    return ab == LL_AB_SNIPER ? LL_POS_MIN + LL_POS_MAX - pos : ab == LL_AB_ASSASSIN ? pos : 0;
}

/* The threat marker: "⚠ roll 9" on a face-up, unguarded tile of p
 * that a rival tile would turn face down if that number is rolled. */
static bool threat_badge(const LlState *s, int p, int pos, char *badge, size_t n)
{
    if (!s->up[p][pos] || ll_guarded(s, p, pos) || s->phase == LL_PH_SETUP || s->phase == LL_PH_OVER) return false;
    char b[32];
    int o = ll_other(p), u = snprintf(b, sizeof b, "⚠ roll");
    bool any = false;
    for (int q = LL_POS_MIN; q <= LL_POS_MAX && (size_t)u < sizeof b; q++)
        if (known_threat(s, o, q) == pos) {
            u += snprintf(b + u, sizeof b - (size_t)u, "%s%d", any ? "/" : " ", q);
            any = true;
        }
    if (any) snprintf(badge, n, "%s", b);
    return any;
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
            int base = see ? ll_info(s, c)->initiative : 0;
            if (base < 0) base = 0;
            int val = see ? ll_initiative_of(s, p, c) : 0;
            /* A Recruit's Master is only shown through it to those who know it. */
            bool master_seen = s->card[p][LL_MASTER] >= 0 && sees(s, observer, p, LL_MASTER);
            if (see && ll_ability(s, c) == LL_AB_RECRUIT && !master_seen) val = 0;
            if (see && ll_ability(s, c) == LL_AB_RECRUIT) base = val; /* not a modifier: its Master's own number */
            ViewItem *it = view_item(z, see ? c : VIEW_CARD_BACK, p, fl, val, base);
            if (!it) continue;
            if (threat_badge(s, p, pos, it->badge, sizeof it->badge)) {
                /* danger first: the marker says which roll would turn it face down */
            } else if (see && ll_ability(s, c) == LL_AB_RECRUIT && master_seen)
                snprintf(it->badge, sizeof it->badge, "as %s", ll_role(s, s->card[p][LL_MASTER]));
            else if (s->up[p][pos] && ll_guarded(s, p, pos))
                snprintf(it->badge, sizeof it->badge, "guarded");
        }
        snprintf(id, sizeof id, "p%d.master", p);
        snprintf(label, sizeof label, "{p%d} Master", p);
        ViewZone *z = view_zone(v, id, label, VZ_CELL, p);
        if (z && s->card[p][LL_MASTER] >= 0) {
            int c = s->card[p][LL_MASTER];
            bool see = sees(s, observer, p, LL_MASTER);
            unsigned fl = s->up[p][LL_MASTER] ? VI_FACE_UP : (see ? VI_PEEK : 0);
            ViewItem *it = view_item(z, see ? c : VIEW_CARD_BACK, p, fl, see ? ll_info(s, c)->initiative : 0,
                                     see ? ll_info(s, c)->initiative : 0);
            if (it) snprintf(it->badge, sizeof it->badge, "Master");
        }
        /* setup: the tiles still to place, seen by their owner only */
        snprintf(id, sizeof id, "p%d.gang", p);
        ViewZone *gz = view_zone(v, id, "Tiles to place", VZ_HAND, p);
        if (gz && s->phase == LL_PH_SETUP) {
            int8_t rem[LL_TILES];
            int nr = remaining_tiles(s, p, rem);
            for (int i = 0; i < nr; i++) {
                int c = rem[i], ini = observer == p ? ll_info(s, c)->initiative : 0;
                if (ini < 0) ini = 0;
                view_item(gz, observer == p ? c : VIEW_CARD_BACK, p, observer == p ? VI_PEEK : 0, ini, ini);
            }
            if (p == s->setup_seat && nr > 0) gz->flags |= VI_HIGHLIGHT; /* all placed: no empty box left */
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
        /* the number rolled this turn: none before the roll (last turn's number misled) */
        bool hot = pos == s->active && s->phase != LL_PH_SETUP && s->phase != LL_PH_ROLL;
        if (hot) z->flags |= VI_HIGHLIGHT;
        ViewItem *it = view_item(z, VIEW_NO_CARD, -1, hot ? VI_HIGHLIGHT : 0, pos, pos);
        if (it) snprintf(it->badge, sizeof it->badge, "↔%d", LL_POS_MIN + LL_POS_MAX - pos);
    }
    ViewZone *dz = view_zone(v, "dice", "Dice", VZ_DICE, -1);
    /* this turn's dice: none before the roll (last turn's dice misled, as the bar's number did) */
    bool rolled = s->phase != LL_PH_SETUP && s->phase != LL_PH_ROLL;
    if (dz && rolled && s->dice[0] > 0) {
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
        snprintf(v->prompt, sizeof v->prompt, "%s", ll_pend_prompt(s, buf, sizeof buf));
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
        char mb[48];
        if (s->card[p][LL_MASTER] >= 0) {
            /* what this observer knows: face up for all; face down but seen going
             * aside (a public change of Master) is known to both seats, secret to neither */
            const char *role = ll_role(s, s->card[p][LL_MASTER]);
            /* only a Recruit acting turns a Master up (ll_reveal_master); a change of Master puts the new one face down */
            if (s->up[p][LL_MASTER]) snprintf(mb, sizeof mb, "Master %s (shown by a Recruit)", role);
            else if (observer == p && s->known[p][LL_MASTER]) snprintf(mb, sizeof mb, "Master %s ({p%d} saw it)", role, ll_other(p)); /* by name: on the results screen "the rival" was the reader */
            else if (observer == p && s->phase == LL_PH_OVER) snprintf(mb, sizeof mb, "Master %s", role); /* the end shows all: no secret left */
            else if (observer == p) snprintf(mb, sizeof mb, "Master %s (secret)", role);
            else if (sees(s, observer, p, LL_MASTER)) snprintf(mb, sizeof mb, "Master %s (you saw it)", role);
            else snprintf(mb, sizeof mb, "Master hidden");
            m = mb;
        }
        /* the prestige tokens in words: "R0 Y2 B5" was never explained */
        snprintf(v->seat_status[p], sizeof v->seat_status[p], "%d red, %d yellow, %d blue · %s", s->tokens[p][0],
                 s->tokens[p][1], s->tokens[p][2], m);
    }
    v->nhistory = s->nhist;
    _Static_assert(sizeof v->history[0] >= LL_TURN_TEXT, "a whole turn fits a View history line");
    _Static_assert(sizeof v->last_event >= LL_TURN_TEXT, "a whole turn fits the View's event");
    for (int i = 0; i < s->nhist && i < 16; i++) snprintf(v->history[i], sizeof v->history[i], "%s", s->hist[i]);
    if (s->private_seat >= 0 && s->private_seat == observer && s->private_event[0])
        snprintf(v->last_event, sizeof v->last_event, "%s", s->private_event);
    else snprintf(v->last_event, sizeof v->last_event, "%s", s->last_event);
    v->event_seq = s->event_seq;
}

/* 2d6: chance of rolling a total */
static double p_roll(int pos)
{
    static const int ways[13] = {0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};
    return ll_on_bar(pos) ? ways[pos] / 36.0 : 0.0;
}

/* Chance per roll that p's face-up Princess falls to a visible face-up rival shooter. */
static double princess_threat(const LlState *s, int p)
{
    int o = ll_other(p);
    double t = 0;
    for (int pos = LL_POS_MIN; pos <= LL_POS_MAX; pos++) {
        int target = known_threat(s, o, pos);
        if (!target) continue;
        int tc = s->card[p][target];
        if (tc >= 0 && s->up[p][target] && ll_ability(s, tc) == LL_AB_PRINCESS && !ll_guarded(s, p, target)) t += p_roll(pos);
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
    int o = ll_other(player);
    double h = 0.5 + 0.35 * (prog[player] - prog[o]) - 1.5 * princess_threat(s, player) + 1.5 * princess_threat(s, o);
    if (h < 0.02) h = 0.02;
    if (h > 0.98) h = 0.98;
    return h;
}

/* Undo stops at dice and random arrangements (the Rng moved) and where a
 * rival tile the mover did not know was turned up or named (game.h: reveals). */
static const char *ll_reveals(const GameState *before, Action a, const GameState *after)
{
    const LlState *b = ST(before), *s = ST(after);
    if (memcmp(&b->rng, &s->rng, sizeof b->rng) != 0)
        return a.kind == LA_ARRANGE ? "the tiles were placed at random" : "the dice were rolled";
    int me = ll_current_player(before);
    if (me < 0) return NULL;
    int rival = ll_other(me);
    for (int slot = 0; slot < LL_SLOTS; slot++)
        if (!(b->up[rival][slot] || b->known[rival][slot]) && (s->up[rival][slot] || s->known[rival][slot]))
            return "a hidden tile was turned up";
    return NULL;
}

/* Search copies skip the event lines and the turn log (printing them was over
 * half of an AI iteration), and with the text zeroed they copy only the rules
 * part: the text is the last ~4.7 KiB of the state (ll.h). */
static void ll_quiet(GameState *st)
{
    LlState *s = ST(st);
    s->quiet = 1;
    memset(s->result, 0, sizeof *s - offsetof(LlState, result));
}
static size_t ll_state_bytes(const GameState *st)
{
    return CST(st)->quiet ? offsetof(LlState, result) : sizeof(LlState);
}

/* The setup swaps are for people fixing a random arrangement: the AI's
 * order of placing already reaches every arrangement (RULES-NOTES.md). */
static bool ll_ai_skips(const GameState *st, Action a)
{
    (void)st;
    return a.kind == LA_REORDER;
}

/* Whether a click on `zone` starts one of the mover's legal moves: a thing
 * that is a move has no reason not to be. */
static bool ll_zone_is_a_move(const GameState *st, const char *zone)
{
    Action acts[GM_MAX_ACTIONS];
    int n = ll_legal_actions(st, acts, GM_MAX_ACTIONS);
    for (int a = 0; a < n; a++) {
        ActionDesc d;
        ll_describe(st, acts[a], &d);
        if (strcmp(d.src_zone, zone) == 0) return true;
    }
    return false;
}

/* Why a tile is no move now (or the supply, ll_why.c): in setup, while the Master is chosen, a tile
 * without a prestige colour, and the Princess, who never leaves 7; when the
 * Princess turns a tile up, one face up already or turned down this turn. */
static bool ll_why_not(const GameState *st, const char *zone, int index, char *out, size_t n)
{
    const LlState *s = CST(st);
    if (ll_why_not_supply(s, zone, out, n)) return true;
    if (ll_why_not_bar(s, zone, out, n) || ll_why_not_setup_place(s, zone, out, n)) return true;
    if (s->phase == LL_PH_CHOICE && s->pend == LL_PC_PRINCESS) { /* the Princess turns up a face-down tile */
        int me = s->pend_player, pos = 0;
        char want[VIEW_ID_LEN];
        for (int q = LL_POS_MIN; q <= LL_POS_MAX && !pos; q++) {
            snprintf(want, sizeof want, "p%d.pos%d", me, q);
            if (strcmp(zone, want) == 0) pos = q;
        }
        if (!pos) return !ll_zone_is_a_move(st, zone) && ll_why_not_in_play(s, zone, index, out, n); /* anything but her own line */
        if (s->card[me][pos] < 0) return false;
        if (s->up[me][pos]) snprintf(out, n, "this tile is face up already: the Princess turns up one of your face-down tiles");
        else if (s->downed[me][pos]) snprintf(out, n, "this tile was turned face down this turn: it cannot come up again before the turn ends");
        else return false;
        return true;
    }
    if (s->phase != LL_PH_SETUP) return !ll_zone_is_a_move(st, zone) && ll_why_not_in_play(s, zone, index, out, n);
    int p = s->setup_seat;
    char gang[VIEW_ID_LEN], princess[VIEW_ID_LEN];
    snprintf(gang, sizeof gang, "p%d.gang", p);
    snprintf(princess, sizeof princess, "p%d.pos%d", p, LL_PRINCESS_POS);
    if (strcmp(zone, princess) == 0) {
        snprintf(out, n, "the Princess always stands on %d", LL_PRINCESS_POS);
        return true;
    }
    int8_t rem[LL_TILES];
    int nr = remaining_tiles(s, p, rem);
    if (strcmp(zone, gang) != 0 || index < 0 || index >= nr || s->card[p][LL_MASTER] >= 0) return false;
    if (ll_info(s, rem[index])->can_be_master) return false;
    snprintf(out, n, "%s has no prestige colour: only a tile with one can be your Master", ll_cname(s, rem[index]));
    return true;
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
    .face_fields = ll_face_fields,
    .validate_deck = NULL,
    .init = ll_init,
    .current_player = ll_current_player,
    .legal_actions = ll_legal_actions,
    .why_not = ll_why_not,
    .apply = ll_apply,
    .returns = ll_returns,
    .determinize = ll_determinize,
    .describe = ll_describe,
    .action_text = ll_action_text,
    .view = ll_view,
    .state_to_json = ll_state_to_json,
    .state_from_json = ll_state_from_json,
    .hint_figures = ll_hint_figures,
    .hint_move_words = ll_hint_move_words,
    .heuristic = ll_heuristic,
    .reveals = ll_reveals,
    .ai_skips = ll_ai_skips,
    .card_events = ll_card_events,
    .quiet = ll_quiet,
    .state_bytes = ll_state_bytes,
    /* The dice decide much: a search's estimates stay noisy, and the generic
     * c = 0.7 kept spending normal's 2,000 iterations on moves already seen to
     * be worse.  Normal vs greedy over the ladder's 200 seeded games: c = 0.7
     * 178-0-22 (89.0%), c = 0.4 185-0-15 (92.5%; seeds 1-100 94-0-6, 101-200
     * 91-0-9).  c = 0.4 also beat c = 0.7 with progressive bias (88-0-12). */
    .ai_exploration = 0.4,
};

