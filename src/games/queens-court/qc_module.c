/* qc_module.c — Queen's Court: presentation (view, describe, action text) and
 * the GameModule table.  Rules live in qc_rules.c, card data in qc_cards.c,
 * positions in qc_json.c.
 *
 * View zone ids (data/games/queens-court.json places exactly these):
 *   "deck"         VZ_PILE    draw pile: count, items are backs
 *   "gloves"       VZ_PILE    Gloves not yet handed out (face up)
 *   "pot"          VZ_COUNTER coins in the pot            (Wager only)
 *   per seat s (0-based):
 *   "p<s>.hand"    VZ_HAND    sorted by card; faces for the owner, backs for
 *                             others (all backs for observer -1); zone flag
 *                             VI_HIGHLIGHT on the current player's hand
 *   "p<s>.left"    VZ_PILE    whole pile bottom -> top, face up; zone value =
 *   "p<s>.right"              the pile's counted value; VI_LOCKED when it cannot
 *                             be played on (Glove on top, or owner locked in);
 *                             VI_DIMMED when the owner is locked in; the card
 *                             just played has VI_HIGHLIGHT, a Glove VI_LOCKED;
 *                             a Queen's and a Glove's item value is the pile's
 *   "p<s>.spread"  VZ_COUNTER current spread (10 = two Queens, loses), "Spread"
 *   "p<s>.wins"    VZ_COUNTER round wins (value); one face-up Queen item per win
 *   "p<s>.coins"   VZ_COUNTER coins won back                (Wager only)
 *
 * Action text: "play 7 -> p2.left", "play queen -> p0.right",
 * "play glove -> p1.left" (seats 0-based).  Texts for people (history,
 * last_event, result, labels) name seats "{pN}" (view.h: presenters substitute). */
#include "qc.h"
#include <stdio.h>
#include <string.h>

static const QcState *cst(const GameState *gs) { return (const QcState *)gs; }

static const char *const PILE_WORD[2] = {"left", "right"};

/* ---------------- text ---------------- */

/* "{p0}", "{p0} and {p2}", "{p0}, {p1} and {p3}": presenters put names in. */
static int seat_list(uint8_t mask, int n, char *buf, size_t len)
{
    int count = 0, k = 0;
    for (int p = 0; p < n; p++) count += (mask >> p) & 1;
    size_t u = 0;
    buf[0] = 0;
    for (int p = 0; p < n && u < len; p++) {
        if (!((mask >> p) & 1)) continue;
        const char *sep = k == 0 ? "" : k == count - 1 ? " and " : ", ";
        u += (size_t)snprintf(buf + u, len - u, "%s{p%d}", sep, p);
        k++;
    }
    return count;
}

void qc_round_text(const QcRoundRec *r, char *buf, size_t n)
{
    char win[64], gain[64];
    seat_list(r->winners, QC_MAXP, win, sizeof win);
    int ngain = seat_list(r->gained, QC_MAXP, gain, sizeof gain);
    if (r->kind == QC_RR_WIN)
        /* no card count after the spread: "(18 cards)" read as a score; a
         * tie broken on cards says so in the spreads that follow */
        snprintf(buf, n, "Round %d: %s wins with spread %d", r->round, win, r->spread);
    else if (r->kind == QC_RR_TIE) {
        /* worst case (5 seats, 4 gaining, round 32767) must fit the 96 bytes of
         * View.history: the card count goes when the long form would not fit */
        char tail[96];
        if (r->gained == r->winners) snprintf(tail, sizeof tail, "each gains a win");
        else if (!r->gained) snprintf(tail, sizeof tail, "none gains (all had one)");
        else snprintf(tail, sizeof tail, "%s %s a win", gain, ngain > 1 ? "gain" : "gains");
        int u = snprintf(buf, n, "Round %d: %s tie at spread %d (%d cards); %s", r->round, win, r->spread, r->cards,
                         tail);
        if (u >= 0 && (size_t)u >= n)
            snprintf(buf, n, "Round %d: %s tie at %d; %s", r->round, win, r->spread, tail);
    } else
        snprintf(buf, n, "Round %d: no winner (every seat shows two Queens)", r->round);
}

void qc_round_history(const QcRoundRec *r, int nplayers, char *buf, size_t n)
{
    qc_round_text(r, buf, n);
    if (r->kind == QC_RR_NONE || nplayers < 1 || nplayers > QC_MAXP) return;
    for (int p = 0; p < nplayers; p++)
        if (r->seat_spread[p] < 0) return; /* not known: the round's own words only */
    if (r->winners == (1u << nplayers) - 1) return; /* every seat tied: the round's words say it all */
    /* the cards count only where they decided: seats level with the winning spread */
    int level = 0, fewest_other = -1;
    for (int p = 0; p < nplayers; p++) {
        if (r->seat_spread[p] != r->spread) continue;
        level++;
        if (!((r->winners >> p) & 1) && (fewest_other < 0 || r->seat_cards[p] < fewest_other)) fewest_other = r->seat_cards[p];
    }
    size_t u = strlen(buf);
    u += (size_t)snprintf(buf + u, u < n ? n - u : 0, ". Spreads:");
    for (int p = 0; p < nplayers && u < n; p++) {
        const char *sep = p ? "," : "";
        if (r->seat_spread[p] == QC_SPREAD_TWO_QUEENS) u += (size_t)snprintf(buf + u, n - u, "%s {p%d} two Queens", sep, p);
        else u += (size_t)snprintf(buf + u, n - u, "%s {p%d} %d", sep, p, r->seat_spread[p]);
        if (u < n && level > 1 && r->seat_spread[p] == r->spread)
            u += (size_t)snprintf(buf + u, n - u, " (%d card%s)", r->seat_cards[p], r->seat_cards[p] == 1 ? "" : "s");
    }
    /* a tie on cards too is told by qc_round_text ("… tie at spread 2 (4 cards); …") */
    if (u < n && r->kind == QC_RR_WIN && fewest_other >= 0)
        snprintf(buf + u, n - u, "; the tie on spread %d went to the fewest cards", r->spread);
}

static void qc_action_text(const GameState *gs, Action a, char *buf, size_t n)
{
    (void)gs;
    if (a.kind == QC_ACT_PLAY && a.c >= 0 && a.c <= 1)
        snprintf(buf, n, "play %s -> p%d.%s", qc_code_word(a.a), a.b, PILE_WORD[a.c]);
    else
        snprintf(buf, n, "?");
}

static void qc_describe(const GameState *gs, Action a, ActionDesc *out)
{
    const QcState *st = cst(gs);
    memset(out, 0, sizeof *out);
    out->src_index = out->dst_index = -1;
    if (a.kind != QC_ACT_PLAY || a.b < 0 || a.b >= st->nplayers || a.c < 0 || a.c > 1 || a.a < 1 ||
        a.a >= QC_NCODES) {
        snprintf(out->label, sizeof out->label, "?");
        return;
    }
    int p = st->over ? 0 : st->turn, idx = 0;
    for (int c = 1; c < a.a; c++) idx += st->hand[p][c]; /* hands are listed sorted by card */
    snprintf(out->src_zone, sizeof out->src_zone, "p%d.hand", p);
    out->src_index = idx;
    snprintf(out->dst_zone, sizeof out->dst_zone, "p%d.%s", a.b, PILE_WORD[a.c]);
    int len = st->pilelen[a.b][a.c];
    out->dst_index = (len > VIEW_MAX_ITEMS ? VIEW_MAX_ITEMS : len) - 1;
    bool named = a.a == QC_QUEEN || a.a == QC_GLOVE; /* "Play a Glove", as the log says "played a Glove" */
    snprintf(out->label, sizeof out->label, "Play %s%s on {p%d}'s %s pile", named ? "a " : "", qc_code_title(a.a), a.b, PILE_WORD[a.c]);
}

/* ---------------- view ---------------- */

static int card_index(const QcState *st, int code) { return st->cardidx[code]; }

/* The last play, then what it set off at the table (the second half, the
 * round's result, the next deal or the game's end), each an event of its own
 * (VIEW_EVENT_SEP).  Without `next_deal` it stops at the round's end (the
 * table as the round ended: view_round_end). */
static void last_event(const QcState *st, char *buf, size_t n, bool next_deal)
{
    if (st->last_seat < 0) {
        snprintf(buf, n, "Round %d dealt; {p%d} starts", st->round, st->starter);
        return;
    }
    size_t u = 0;
    /* the player's own pile as "their own" ("Ann played 4 on Ann's right pile"
     * read as if there were two Anns); names and "their" carry no gender */
    bool named = st->last_code == QC_QUEEN || st->last_code == QC_GLOVE; /* "a Glove", "a Queen"; a rank by its number */
    u += (size_t)snprintf(buf + u, n - u, "{p%d} played %s%s on ", st->last_seat, named ? "a " : "", qc_code_title(st->last_code));
    if (u < n && st->last_target == st->last_seat) u += (size_t)snprintf(buf + u, n - u, "their own %s pile", PILE_WORD[st->last_pile & 1]);
    else if (u < n) u += (size_t)snprintf(buf + u, n - u, "{p%d}'s %s pile", st->last_target, PILE_WORD[st->last_pile & 1]);
    if (u < n && (st->last_flags & QC_LF_ZERO))
        u += (size_t)snprintf(buf + u, n - u, ", made a zero spread and drew %d", st->last_drew);
    else if (u < n && st->last_drew)
        u += (size_t)snprintf(buf + u, n - u, " and drew %d", st->last_drew);
    if (u < n && (st->last_flags & QC_LF_LOCKED)) u += (size_t)snprintf(buf + u, n - u, " and is locked in");
    if (u < n && (st->last_flags & QC_LF_SECOND_HALF))
        u += (size_t)snprintf(buf + u, n - u, VIEW_EVENT_SEP "Draw pile empty: second half, everyone takes a Glove");
    if (u < n && (st->last_flags & QC_LF_ROUND_END) && st->nhist > 0) {
        char r[96];
        qc_round_text(qc_hist_at(st, qc_hist_kept(st) - 1), r, sizeof r);
        u += (size_t)snprintf(buf + u, n - u, VIEW_EVENT_SEP "%s", r);
    }
    if (u < n && (st->last_flags & QC_LF_GAME_END))
        snprintf(buf + u, n - u, VIEW_EVENT_SEP "{p%d} wins the game", st->winner);
    else if (u < n && next_deal && (st->last_flags & QC_LF_ROUND_END)) /* the next deal, as at the game's start */
        snprintf(buf + u, n - u, VIEW_EVENT_SEP "Round %d dealt; {p%d} starts", st->round, st->starter);
}

/* The round that just ended, for the table's summary box (View.summary):
 * who won, each seat's piles, spread and cards, and which rule decided. */
static void round_summary(const QcState *st, View *v)
{
    if (!(st->last_flags & QC_LF_ROUND_END) || st->nhist == 0) return;
    const QcRoundRec *r = qc_hist_at(st, qc_hist_kept(st) - 1);
    qc_round_text(r, v->summary[v->nsummary++], sizeof v->summary[0]);
    for (int p = 0; p < st->nplayers; p++) {
        char *line = v->summary[v->nsummary++];
        if (st->end_spread[p] == QC_SPREAD_TWO_QUEENS) {
            snprintf(line, sizeof v->summary[0], "{p%d}: two Queens, so this round is lost", p);
            continue;
        }
        char left[8] = "empty", right[8] = "empty";
        if (st->end_left[p] >= 0) snprintf(left, sizeof left, "%d", st->end_left[p]);
        if (st->end_right[p] >= 0) snprintf(right, sizeof right, "%d", st->end_right[p]);
        snprintf(line, sizeof v->summary[0], "{p%d}: piles %s and %s, spread %d, %d cards in the piles", p, left, right,
                 st->end_spread[p], st->end_cards[p]);
    }
    if (r->kind != QC_RR_WIN) return;
    int others_same = 0, fewest_other = 0;
    for (int p = 0; p < st->nplayers; p++) {
        if ((r->winners >> p) & 1 || st->end_spread[p] != r->spread) continue;
        if (!others_same++ || st->end_cards[p] < fewest_other) fewest_other = st->end_cards[p];
    }
    if (others_same)
        snprintf(v->summary[v->nsummary++], sizeof v->summary[0],
                 "A tie on spread %d, broken by the fewest cards: %d against %d", r->spread, r->cards, fewest_other);
    else
        snprintf(v->summary[v->nsummary++], sizeof v->summary[0], "The lowest spread wins the round: %d", r->spread);
}

/* `ended`: the pile as a round ended (qc_view_round_end): st holds its top
 * cards, st->end_pilelen its length; nothing opens, its last card glows. */
static void pile_zone(const QcState *st, View *v, int p, int k, bool locked_in, bool ended)
{
    char id[VIEW_ID_LEN], label[48];
    snprintf(id, sizeof id, "p%d.%s", p, PILE_WORD[k]);
    snprintf(label, sizeof label, "%s pile", k ? "Right" : "Left");
    ViewZone *z = view_zone(v, id, label, VZ_PILE, p);
    if (!z) return;
    int len = st->pilelen[p][k], value = qc_pile_value(st, p, k);
    int start = len > VIEW_MAX_ITEMS ? len - VIEW_MAX_ITEMS : 0; /* show the top when huge */
    z->count = (int16_t)start;
    for (int i = start; i < len; i++) {
        int code = st->pile[p][k][i];
        unsigned fl = VI_FACE_UP;
        int val = code <= 10 ? code : 0, base = val;
        if (code == QC_GLOVE) fl |= VI_LOCKED;
        /* a wild Queen shows what it counts as, a Glove what the pile counts under it */
        if (code == QC_QUEEN || code == QC_GLOVE) val = qc_pile_value(st, p, k);
        bool last = i == len - 1 && st->last_seat >= 0 && st->last_target == p && st->last_pile == k &&
                    (ended || !(st->last_flags & QC_LF_ROUND_END));
        if (last) fl |= VI_HIGHLIGHT;
        view_item(z, card_index(st, code), p, fl, val, base); /* a Queen's value shows in its disc */
    }
    z->value = (int16_t)value;
    if (ended) z->count = st->end_pilelen[p][k];
    if (!qc_pile_open(st, p, k) || st->over || ended) z->flags |= VI_LOCKED;
    if (locked_in && !ended) z->flags |= VI_DIMMED; /* over: every pile counts alike */
}

static void counter(View *v, const char *id, const char *label, int owner, int value)
{
    ViewZone *z = view_zone(v, id, label, VZ_COUNTER, owner);
    if (z) z->value = (int16_t)value;
}

/* Every zone and seat line of st's table for `cur` to move; `ended`: a
 * round's table after it ended (pile_zone). */
static void table_zones(const QcState *st, int observer, View *v, int cur, bool ended)
{
    int n = st->nplayers;
    ViewZone *z = view_zone(v, "deck", "Draw pile", VZ_PILE, -1);
    for (int i = 0; z && i < st->ndeck; i++) view_item(z, VIEW_CARD_BACK, -1, 0, 0, 0);
    if (z) z->value = st->ndeck;
    z = view_zone(v, "gloves", "Gloves", VZ_PILE, -1);
    for (int i = 0; z && i < st->gloves_left; i++)
        view_item(z, card_index(st, QC_GLOVE), -1, VI_FACE_UP, 0, 0);
    if (z) z->value = st->gloves_left;
    if (st->wager) counter(v, "pot", "Pot", -1, st->pot);

    for (int p = 0; p < n; p++) {
        char id[VIEW_ID_LEN];
        bool locked_in = qc_locked_in(st, p);
        snprintf(id, sizeof id, "p%d.hand", p);
        z = view_zone(v, id, "Hand", VZ_HAND, p);
        if (z) {
            bool see = observer == p;
            for (int c = 1; c < QC_NCODES; c++)
                for (int i = 0; i < st->hand[p][c]; i++) {
                    int val = see && c <= 10 ? c : 0;
                    view_item(z, see ? card_index(st, c) : VIEW_CARD_BACK, p, see ? VI_FACE_UP : 0, val, val);
                }
            z->value = (int16_t)qc_hand_size(st, p);
            if (p == cur) z->flags |= VI_HIGHLIGHT;
            if (locked_in) z->flags |= VI_DIMMED;
        }
        pile_zone(st, v, p, 0, locked_in, ended);
        pile_zone(st, v, p, 1, locked_in, ended);
        snprintf(id, sizeof id, "p%d.spread", p);
        counter(v, id, "Spread", p, qc_spread(st, p));
        snprintf(id, sizeof id, "p%d.wins", p);
        z = view_zone(v, id, "Round wins", VZ_COUNTER, p);
        if (z) {
            /* one Queen per round won: the printed game tracks wins with Queens */
            for (int w = 0; w < st->wins[p]; w++) view_item(z, card_index(st, QC_QUEEN), p, VI_FACE_UP, 0, 0);
            z->value = st->wins[p];
        }
        if (st->wager) {
            snprintf(id, sizeof id, "p%d.coins", p);
            counter(v, id, "Coins", p, st->coins[p]);
        }

        char spread[24];
        if (qc_two_queens(st, p)) snprintf(spread, sizeof spread, "two Queens");
        else snprintf(spread, sizeof spread, "spread %d", qc_spread(st, p));
        int hs = qc_hand_size(st, p);
        char coins[24] = "";
        if (st->wager) snprintf(coins, sizeof coins, " · %d coin%s", st->coins[p], st->coins[p] == 1 ? "" : "s");
        if (locked_in)
            snprintf(v->seat_status[p], sizeof v->seat_status[p], "locked in · %d win%s · %s%s", st->wins[p],
                     st->wins[p] == 1 ? "" : "s", spread, coins);
        else
            snprintf(v->seat_status[p], sizeof v->seat_status[p], "%d win%s · %s · %d card%s in hand%s",
                     st->wins[p], st->wins[p] == 1 ? "" : "s", spread, hs, hs == 1 ? "" : "s", coins);
    }
}

/* What every view tells besides the table: rounds so far, the last play, the round summary. */
static void view_texts(const QcState *st, View *v)
{
    v->nhistory = qc_hist_kept(st);
    for (int i = 0; i < v->nhistory; i++) qc_round_history(qc_hist_at(st, i), st->nplayers, v->history[i], sizeof v->history[i]);
    last_event(st, v->last_event, sizeof v->last_event, true);
    v->event_seq = st->event_seq;
    round_summary(st, v);
}

static void qc_view(const GameState *gs, int observer, View *v)
{
    const QcState *st = cst(gs);
    int cur = st->over ? GM_TERMINAL : st->turn;
    view_reset(v, observer, st->nplayers, cur);
    table_zones(st, observer, v, cur, false);
    view_texts(st, v);
    if (st->over) {
        snprintf(v->status, sizeof v->status, "Game over after %d round%s", st->round, st->round == 1 ? "" : "s");
        if (st->wager)
            snprintf(v->result, sizeof v->result, "{p%d} wins the game with %d round wins and ends with %d coins",
                     st->winner, st->wins[st->winner], st->coins[st->winner]);
        else
            snprintf(v->result, sizeof v->result, "{p%d} wins the game with %d round wins", st->winner,
                     st->wins[st->winner]);
        return;
    }
    snprintf(v->status, sizeof v->status, "Round %d — %s half", st->round,
             st->half == QC_FIRST_HALF ? "first" : "second");
    if (st->half == QC_FIRST_HALF)
        snprintf(v->prompt, sizeof v->prompt,
                 "Play a card from your hand onto any pile (first half: %d card%s left in the draw pile)", st->ndeck,
                 st->ndeck == 1 ? "" : "s");
    else if (qc_holders(st) == 1)
        snprintf(v->prompt, sizeof v->prompt, "You are the last player holding cards: play onto your own piles");
    else
        snprintf(v->prompt, sizeof v->prompt,
                 "Play a card onto any open pile (second half: Gloved piles and locked-in players are closed)");
}

/* The table as it stood when the round the last play ended was scored —
 * its piles, hands and Gloves, before the next deal — with nobody to move
 * (game.h: view_round_end).  The same zones and the same hiding as qc_view:
 * the table is st with the kept round-end cards put back. */
static bool qc_view_round_end(const GameState *gs, int observer, View *v)
{
    const QcState *st = cst(gs);
    if (!qc_round_end_known(st) || st->nhist == 0) return false;
    QcState t = *st;
    memset(t.pile, 0, sizeof t.pile);
    for (int p = 0; p < st->nplayers; p++)
        for (int k = 0; k < 2; k++) {
            int shown = st->end_pilelen[p][k] < QC_END_PILE ? st->end_pilelen[p][k] : QC_END_PILE;
            t.pilelen[p][k] = (int8_t)shown;
            memcpy(t.pile[p][k], st->end_pile[p][k], (size_t)shown);
        }
    memcpy(t.hand, st->end_hand, sizeof t.hand);
    memset(t.deck, 0, sizeof t.deck);
    t.ndeck = 0; /* a round ends in its second half: the draw pile is spent */
    t.gloves_left = st->end_gloves;
    t.half = QC_SECOND_HALF;
    view_reset(v, observer, st->nplayers, GM_TERMINAL);
    v->terminal = st->over; /* nobody to move, yet the game goes on (unless it ended here) */
    table_zones(&t, observer, v, GM_TERMINAL, true);
    view_texts(st, v);
    last_event(st, v->last_event, sizeof v->last_event, false); /* the next deal is not on this table */
    const QcRoundRec *r = qc_hist_at(st, qc_hist_kept(st) - 1);
    snprintf(v->status, sizeof v->status, "Round %d is over", r->round);
    snprintf(v->prompt, sizeof v->prompt, "Every pile as it stood when the round ended");
    return true;
}

/* ---------------- the table ---------------- */

static const GameOption QC_OPTIONS[] = {
    {.id = "mode",
     .label = "Queens",
     .nchoices = 2,
     .choices = {"classic", "wild"},
     .choice_labels = {"Classic (Queens track round wins)", "Wild Queens (shuffled into the deck)"},
     .default_choice = 0},
    {.id = "wager",
     .label = "Wager",
     .nchoices = 2,
     .choices = {"off", "on"},
     .choice_labels = {"Off", "On (2 coins each into the pot)"},
     .default_choice = 0},
};

/* Undo stops at a draw (first half) and at a new deal (game.h: reveals). */
static const char *qc_reveals(const GameState *before, Action a, const GameState *after)
{
    const QcState *b = (const QcState *)before, *s = (const QcState *)after;
    (void)a;
    if (s->last_drew > 0) return s->last_drew == 1 ? "a card was drawn" : "cards were drawn";
    if (s->round != b->round) return "a new round was dealt";
    return NULL;
}

/* Every rank goes on any open pile, so a hand card is always a move while the
 * mover holds it; what a player needs told is why a pile takes no card. */
static bool qc_why_not(const GameState *gs, const char *zone, int index, char *out, size_t n)
{
    const QcState *st = cst(gs);
    int p = -1, k = -1;
    char word[8] = "";
    (void)index;
    if (!st->over && strcmp(zone, "deck") == 0) { /* nobody draws by hand: the play does it */
        if (st->half == QC_FIRST_HALF)
            snprintf(out, n, "you draw from it after each play: 1 card, or 2 when your play leaves a spread of 0");
        else snprintf(out, n, "it is empty: the second half is played with the cards in hand");
        return true;
    }
    if (st->over || sscanf(zone, "p%d.%7s", &p, word) != 2 || p < 0 || p >= st->nplayers) return false;
    for (int i = 0; i < 2; i++)
        if (strcmp(word, PILE_WORD[i]) == 0) k = i;
    if (k < 0) return false;
    if (qc_gloved(st, p, k))
        snprintf(out, n, "a Glove covers {p%d}'s %s pile: no one plays on it for the rest of the round", p, PILE_WORD[k]);
    else if (qc_locked_in(st, p))
        snprintf(out, n, "{p%d} played their last card: their piles are locked in until the round ends", p);
    else if (st->pilelen[p][k] >= QC_PILE_MAX)
        snprintf(out, n, "{p%d}'s %s pile is full (%d cards)", p, PILE_WORD[k], QC_PILE_MAX);
    else
        return false;
    return true;
}

const GameModule queens_court_module = {
    .id = "queens-court",
    .title = "Queen's Court",
    .blurb = "Keep the spread between your two piles smallest; first to win two rounds takes the court.",
    .min_players = 2,
    .max_players = QC_MAXP,
    .flags = GM_HIDDEN_INFO | GM_CHANCE,
    .state_size = sizeof(QcState),
    .default_set = "classic",
    .num_options = (int)(sizeof QC_OPTIONS / sizeof QC_OPTIONS[0]),
    .options = QC_OPTIONS,
    .load_card = qc_load_card,
    .validate_set = qc_validate_set,
    .face_fields = qc_face_fields,
    .validate_deck = NULL,
    .init = qc_init,
    .current_player = qc_current_player,
    .legal_actions = qc_legal_actions,
    .apply = qc_apply,
    .returns = qc_returns,
    .determinize = qc_determinize,
    .describe = qc_describe,
    .action_text = qc_action_text,
    .view = qc_view,
    .state_to_json = qc_state_to_json,
    .state_from_json = qc_state_from_json,
    .hint_figures = qc_hint_figures,
    .heuristic = qc_heuristic,
    .reveals = qc_reveals,
    .why_not = qc_why_not,
    .card_events = qc_card_events,
    .view_round_end = qc_view_round_end,
};
