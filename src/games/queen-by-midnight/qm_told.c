/* qm_told.c — the log's account of an action: its headline event (qm_event_text)
 * with the Clout it cost, then one line per outcome the effects recorded
 * (QmTold): every change of HP, Clout and cards held and every elimination,
 * each naming the card it came from, so the log adds up to the state. */
#include "qm.h"
#include <stdio.h>
#include <string.h>
#include "core/view.h"

const char *const QM_TOLD_NAMES[] = {"hp", "clout", "steal", "pay", "draw", "out", "spared", "event", NULL};

/* "Haymaker", "Drag Below (an advisor ability)" */
static void source(const QmState *s, const QmTold *t, char *buf, size_t n)
{
    if (t->card < 0 || t->card >= s->set->ncards) snprintf(buf, n, "?");
    else if (t->ability >= 0 && qm_card(s->set, t->card)->type == QK_INNER)
        snprintf(buf, n, "%s (an advisor ability)", qm_card(s->set, t->card)->ability_label[t->ability & 1]);
    else snprintf(buf, n, "%s", s->set->cards[t->card].name);
}

/* "{p0}'s Haymaker", or the card alone when it is the seat's own or nobody's */
static void whose(const QmState *s, const QmTold *t, char *buf, size_t n)
{
    char src[96];
    source(s, t, src, sizeof src);
    if (t->other >= 0 && t->other != t->seat) snprintf(buf, n, "{p%d}'s %s", t->other, src);
    else snprintf(buf, n, "%s", src);
}

static const char *plural(int n, const char *one, const char *more) { return n == 1 ? one : more; }

/* One outcome in words: "{p1} loses 5 HP to {p0}'s Haymaker". */
static void told_text(const QmState *s, const QmTold *t, char *buf, size_t n)
{
    char src[96], from[128];
    source(s, t, src, sizeof src);
    whose(s, t, from, sizeof from);
    int v = t->n < 0 ? -t->n : t->n;
    switch (t->kind) {
    case QO_HP:
        if (t->n > 0) snprintf(buf, n, "{p%d} gains %d HP from %s", t->seat, v, src);
        else if (t->extra > v) snprintf(buf, n, "{p%d} loses %d HP to %s (%d damage: all the HP they had)", t->seat, v, from, t->extra);
        else snprintf(buf, n, "{p%d} loses %d HP to %s", t->seat, v, from);
        break;
    case QO_CLOUT:
        if (t->n > 0) snprintf(buf, n, "{p%d} gains %d Clout from %s", t->seat, v, src);
        else snprintf(buf, n, "{p%d} loses %d Clout to %s", t->seat, v, from);
        break;
    case QO_STEAL: snprintf(buf, n, "{p%d} steals %d Clout from {p%d} with %s", t->seat, v, t->other, src); break;
    case QO_PAY: {
        static const char *const WHAT[] = {"to play ", "to activate ", "for ", "to refresh the Bazaar", "to refresh the Vault"};
        bool card = t->extra <= QPAY_BUY;
        snprintf(buf, n, "{p%d} pays %d Clout %s%s", t->seat, v, WHAT[t->extra >= 0 && t->extra <= 4 ? t->extra : 0], card ? src : "");
        break;
    }
    case QO_DRAW:
        if (t->extra == QDR_TRAP) snprintf(buf, n, "{p%d} draws %d %s for playing the trap %s", t->seat, v, plural(v, "card", "cards"), src);
        else if (t->extra == QDR_TURN)
            snprintf(buf, n, "{p%d} draws %d %s at the start of the turn, up to the hand limit of %d", t->seat, v, plural(v, "card", "cards"),
                     s->hand_limit);
        else if (t->extra == QDR_HELD) snprintf(buf, n, "{p%d} takes back %d %s set aside", t->seat, v, plural(v, "card", "cards"));
        else snprintf(buf, n, "{p%d} draws %d %s with %s", t->seat, v, plural(v, "card", "cards"), src);
        break;
    case QO_OUT: {
        char by[160] = "";
        if (t->card >= 0) snprintf(by, sizeof by, " by %s", from);
        int d = t->n / 4, why = t->n % 4;
        static const char *const WHY[] = {"", ", who dealt the last blow", ", who already has an Advisor", ", who is out"};
        if (t->extra == QOUT_LEADER) snprintf(buf, n, "{p%d} is eliminated with their leader {p%d}", t->seat, d);
        else if (t->extra == QOUT_CIRCLE) snprintf(buf, n, "{p%d} is eliminated%s and joins {p%d}'s Inner Circle", t->seat, by, d);
        else if (t->extra == QOUT_GOOD)
            snprintf(buf, n, "{p%d} is eliminated%s, for good: they declared for {p%d}%s", t->seat, by, d, WHY[why]);
        else snprintf(buf, n, "{p%d} is eliminated%s", t->seat, by);
        break;
    }
    case QO_SPARED:
        if (t->extra == QA_STEAL_CLOUT) snprintf(buf, n, "{p%d}'s reaction stops %s from stealing %d Clout", t->seat, from, v);
        else snprintf(buf, n, "{p%d}'s reaction stops %d damage of %s", t->seat, v, from);
        break;
    case QO_EVENT: snprintf(buf, n, "{p%d} draws the Event %s: it resolves and is banished", t->seat, src); break;
    default: snprintf(buf, n, "?"); break;
    }
}

/* The headline names a payment's card right after its verb ("{p0} plays
 * Haymaker", "{p1} reacts with Parry and …"): the price goes there. */
static bool priced(const QmState *s, const QmTold *pay, char *line, size_t n)
{
    static const char *const VERBS[][2] = {{"plays", NULL}, {"activates", "reacts with"}, {"buys", "gains"},
                                           {"refreshes", NULL}, {"refreshes", NULL}};
    if (pay->extra < 0 || pay->extra > QPAY_REFRESH_VAULT) return false;
    for (int k = 0; k < 2; k++) {
        const char *verb = VERBS[pay->extra][k];
        if (!verb) continue;
        char prefix[160];
        if (pay->extra == QPAY_REFRESH_BAZAAR || pay->extra == QPAY_REFRESH_VAULT)
            snprintf(prefix, sizeof prefix, "{p%d} %s the %s", pay->seat, verb, pay->extra == QPAY_REFRESH_BAZAAR ? "Bazaar" : "Vault");
        else snprintf(prefix, sizeof prefix, "{p%d} %s %s", pay->seat, verb, pay->card >= 0 ? s->set->cards[pay->card].name : "?");
        size_t len = strlen(prefix);
        if (strncmp(line, prefix, len) != 0 || (line[len] && line[len] != ' ' && line[len] != '\n')) continue;
        char rest[VIEW_EVENT_LEN];
        snprintf(rest, sizeof rest, "%s", line + len);
        snprintf(line + len, n > len ? n - len : 0, " for %d Clout%s", pay->n, rest);
        return true;
    }
    return false;
}

/* The seat whose HP the headline already tells ("{p0}'s Haymaker hits {p1}
 * for 5", "… reacts with Aegis and still loses 5 HP"), and how many; -1 none. */
static int headline_hp(const QmState *s, int *lost)
{
    const QmEvent *e = &s->event;
    *lost = e->n;
    if (e->n <= 0) return -1;
    if (e->kind == QE_TAKES && e->other >= 0) return e->seat;
    if (e->kind == QE_TARGETS) return e->other;
    if (e->kind == QE_REACTS) return e->seat;
    return -1;
}

static void append(char *buf, size_t n, size_t *len, const char *line)
{
    if (!line[0] || *len >= n) return;
    int w = snprintf(buf + *len, n - *len, "%s%s", *len ? VIEW_EVENT_SEP : "", line);
    if (w > 0) *len = *len + (size_t)w < n ? *len + (size_t)w : n - 1;
}

void qm_log_text(const QmState *s, char *buf, size_t n)
{
    char head[VIEW_EVENT_LEN], line[320];
    qm_event_text(s, head, sizeof head);
    bool used[QM_TOLD] = {false};
    for (int i = 0; i < s->ntold; i++)
        if (s->told[i].kind == QO_PAY && priced(s, &s->told[i], head, sizeof head)) {
            used[i] = true;
            break;
        }
    int lost, hp_seat = headline_hp(s, &lost), hp_lines = 0, hp_at = -1;
    for (int i = 0; i < s->ntold; i++)
        if (s->told[i].kind == QO_HP && s->told[i].seat == hp_seat) hp_lines++, hp_at = i;
    if (hp_lines == 1 && s->told[hp_at].n == -lost) used[hp_at] = true; /* the headline says it */
    /* an elimination is told by its outcome line, which names the card */
    bool out_head = s->event.kind == QE_OUT || s->event.kind == QE_OUT_CIRCLE || s->event.kind == QE_OUT_GOOD;
    for (int i = 0; out_head && i < s->ntold; i++)
        if (s->told[i].kind == QO_OUT && s->told[i].seat == s->event.seat) head[0] = 0;
    size_t len = 0;
    if (n) buf[0] = 0;
    append(buf, n, &len, head);
    for (int i = 0; i < s->ntold; i++) {
        if (used[i]) continue;
        told_text(s, &s->told[i], line, sizeof line);
        append(buf, n, &len, line);
    }
}
