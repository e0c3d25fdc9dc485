/* hint_words.c — the hint's sentence, built from the module's figures
 * (GameModule.hint_figures) before and after the move and the best reply. */
#include "ai/hint_words.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HINT_MAX_TRIED 64   /* other moves weighed for a waiting move */
#define HINT_MAX_REPLIES 160 /* replies weighed for the best one */
#define HINT_SEED 12345u

typedef struct Figures {
    int n;
    GameFigure f[GM_MAX_FIGURES];
} Figures;

typedef struct Buf {
    char *s;
    size_t n, len;
} Buf;

static void put(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(Buf *b, const char *fmt, ...)
{
    if (b->len + 1 >= b->n) return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(b->s + b->len, b->n - b->len, fmt, ap);
    va_end(ap);
    if (k > 0) b->len = b->len + (size_t)k < b->n ? b->len + (size_t)k : b->n - 1;
}

static void figures_of(const GameModule *m, const GameState *st, Figures *out)
{
    out->n = m->hint_figures ? m->hint_figures(st, out->f, GM_MAX_FIGURES) : 0;
}

/* "your" for the seat, "{pN}'s" for another, "the table's" for none. */
static void owner_words(int owner, int seat, char *out, size_t n)
{
    if (owner == seat) snprintf(out, n, "your");
    else if (owner >= 0) snprintf(out, n, "{p%d}'s", owner);
    else snprintf(out, n, "the");
}

/* "your HP", "{p1}'s total in the middle lane" (a contest is told by its
 * side's total: "Ben's the middle lane" read wrong). */
static void figure_words(const GameFigure *f, int seat, char *out, size_t n)
{
    char who[16];
    owner_words(f->owner, seat, who, sizeof who);
    if (f->contest) snprintf(out, n, "%s total in %s", who, f->name);
    else snprintf(out, n, "%s %s", who, f->name);
}

/* How much better (> 0) or worse the change of figure i is for `seat`. */
static int gain_for(const GameFigure *was, const GameFigure *now, int seat)
{
    int d = (now->value - was->value) * was->better;
    if (was->owner == seat) return d;
    return was->owner >= 0 ? -d : 0;
}

/* The sum of the changes from `was` to `now` for `seat`, each figure counted
 * by gain_for (a contest by its own total's move). */
static int net_gain(const Figures *was, const Figures *now, int seat)
{
    int sum = 0;
    for (int i = 0; i < was->n && i < now->n; i++) {
        if (!was->f[i].contest) sum += gain_for(&was->f[i], &now->f[i], seat);
        else if (was->f[i].owner >= 0) {
            int d = now->f[i].value - was->f[i].value;
            sum += was->f[i].owner == seat ? d : -d;
        }
    }
    return sum;
}

/* Index of the leader of the contest named `name` in fs (-1 tie), with the
 * leading and the runner-up values. */
static int contest_leader(const Figures *fs, const char *name, int *top, int *second)
{
    int lead = -1;
    *top = *second = -32768;
    for (int i = 0; i < fs->n; i++) {
        if (fs->f[i].name != name && strcmp(fs->f[i].name, name) != 0) continue;
        int v = fs->f[i].value;
        if (v > *top) {
            *second = *top;
            *top = v;
            lead = fs->f[i].owner;
        } else if (v == *top) {
            *second = v;
            lead = -1;
        } else if (v > *second) *second = v;
    }
    return lead;
}

static bool first_of_contest(const Figures *fs, int i)
{
    for (int j = 0; j < i; j++)
        if (strcmp(fs->f[j].name, fs->f[i].name) == 0) return false;
    return true;
}

static bool contest_changed(const Figures *a, const Figures *b, const char *name)
{
    for (int i = 0; i < a->n && i < b->n; i++)
        if (strcmp(a->f[i].name, name) == 0 && a->f[i].value != b->f[i].value) return true;
    return false;
}

/* One change in words: "you now lead the top lane 8 to 5", "{p1}'s HP
 * falls from 10 to 7". */
static void change_words(const Figures *was, const Figures *now, int i, int seat, char *out, size_t n)
{
    const GameFigure *f = &now->f[i];
    if (f->contest) {
        int t0, s0, t1, s1;
        int l0 = contest_leader(was, f->name, &t0, &s0);
        int l1 = contest_leader(now, f->name, &t1, &s1);
        if (l1 < 0) snprintf(out, n, "%s is level at %d", f->name, t1);
        else if (l1 == seat) snprintf(out, n, "you %s %s %d to %d", l0 == seat ? "still lead" : "now lead", f->name, t1, s1);
        else snprintf(out, n, "{p%d} %s %s %d to %d", l1, l0 == l1 ? "still leads" : "now leads", f->name, t1, s1);
        return;
    }
    char who[16];
    owner_words(f->owner, seat, who, sizeof who);
    int w = was->f[i].value, v = f->value;
    bool plural = false; /* "cards in hand rise", "HP falls" */
    for (const char *c = f->name; *c; c++)
        if (*c == 's' && (c[1] == ' ' || c[1] == 0)) plural = true;
    const char *verb = v > w ? (plural ? "rise" : "rises") : (plural ? "fall" : "falls");
    snprintf(out, n, "%s %s %s from %d to %d", who, f->name, verb, w, v);
}

/* The place of figure i's name among the names of fs, the first listed 0. */
static int name_rank(const Figures *fs, int i)
{
    int first = 0, rank = 0;
    while (strcmp(fs->f[first].name, fs->f[i].name) != 0) first++;
    for (int j = 0; j < first; j++) rank += first_of_contest(fs, j);
    return rank;
}

typedef struct Change {
    int i, weight;
} Change;

static int by_weight(const void *x, const void *y)
{
    const Change *a = x, *b = y;
    return b->weight != a->weight ? b->weight - a->weight : a->i - b->i;
}

/* The changes from `was` to `now` that matter most, in words joined by
 * commas and "and"; false when no figure changed. */
static bool changes_words(const Figures *was, const Figures *now, int seat, int most, Buf *b)
{
    Change ch[GM_MAX_FIGURES];
    int nch = 0;
    for (int i = 0; i < now->n && i < was->n; i++) {
        const GameFigure *f = &now->f[i];
        if (f->contest) {
            if (!first_of_contest(now, i) || !contest_changed(was, now, f->name)) continue;
            int t0, s0, t1, s1;
            bool lead_moved = contest_leader(was, f->name, &t0, &s0) != contest_leader(now, f->name, &t1, &s1);
            ch[nch++] = (Change){i, lead_moved ? 1000 : 950 - name_rank(now, i)};
        } else if (f->value != was->f[i].value) {
            /* the module lists what weighs most first; the seat's own before a rival's */
            ch[nch++] = (Change){i, 900 - 10 * name_rank(now, i) - (f->owner == seat ? 0 : 5)};
        }
    }
    if (nch == 0) return false;
    qsort(ch, (size_t)nch, sizeof ch[0], by_weight);
    if (nch > most) nch = most;
    for (int k = 0; k < nch; k++) {
        char w[128];
        change_words(was, now, ch[k].i, seat, w, sizeof w);
        put(b, "%s%s", k == 0 ? "" : k == nch - 1 ? " and " : ", ", w);
    }
    return true;
}

/* The reply the seat to move in `st` would choose by one look ahead at the
 * module's heuristic; false when there is none to weigh. */
static bool best_reply(const GameModule *m, const GameState *st, GameState *scratch, Action *out)
{
    int who = m->current_player(st);
    if (who == GM_TERMINAL || !m->heuristic) return false;
    Action *acts = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    if (!acts) return false;
    int na = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    if (na > HINT_MAX_REPLIES) na = HINT_MAX_REPLIES;
    double best = -1;
    for (int i = 0; i < na; i++) {
        game_copy(m, scratch, st);
        if (!m->apply(scratch, acts[i])) continue;
        double h = m->heuristic(scratch, who);
        if (h > best) {
            best = h;
            *out = acts[i];
        }
    }
    free(acts);
    return best >= 0;
}

/* Plays `a` on a copy of `st` (into `after`) and the best reply of the next
 * seat when it is another's (into `replied`); returns the replying seat or -1. */
static int play_out(const GameModule *m, const GameState *st, Action a, int seat, GameState *after,
                    GameState *replied, GameState *scratch)
{
    game_copy(m, after, st);
    if (!m->apply(after, a)) return -2;
    game_copy(m, replied, after);
    int next = m->current_player(after);
    Action r;
    if (next == GM_TERMINAL || next == seat || !best_reply(m, after, scratch, &r)) return -1;
    m->apply(replied, r);
    return next;
}

/* The seat's own words for a label: "{pS}'s" -> "your", "{pS}" -> "you". */
static void you_words(const char *in, int seat, char *out, size_t n)
{
    char tok[8];
    snprintf(tok, sizeof tok, "{p%d}", seat);
    size_t tl = strlen(tok), o = 0;
    for (const char *p = in; *p && o + 5 < n;) {
        if (strncmp(p, tok, tl) == 0) {
            bool poss = strncmp(p + tl, "'s", 2) == 0;
            const char *w = poss ? (o == 0 ? "Your" : "your") : (o == 0 ? "You" : "you");
            o += (size_t)snprintf(out + o, n - o, "%s", w);
            p += tl + (poss ? 2 : 0);
        } else out[o++] = *p++;
    }
    out[o] = 0;
}

/* What a move that changes no figure does on the table, as the seat sees
 * it: the piles, hands and rows whose size it changes ("your hand goes from
 * 5 to 0 and your archive from 3 to 8"); false when none changes. */
static bool table_words(const GameModule *m, const GameState *before, const GameState *after, int seat, Buf *b)
{
    View *v0 = malloc(sizeof *v0), *v1 = malloc(sizeof *v1);
    int told = 0;
    if (v0 && v1) {
        m->view(before, seat, v0);
        m->view(after, seat, v1);
        for (int i = 0; i < v0->nzones && i < v1->nzones && told < 2; i++) {
            const ViewZone *z0 = &v0->zones[i], *z1 = &v1->zones[i];
            if (strcmp(z0->id, z1->id) != 0 || (z0->kind != VZ_PILE && z0->kind != VZ_HAND && z0->kind != VZ_ROW)) continue;
            int n0 = z0->count > z0->nitems ? z0->count : z0->nitems, n1 = z1->count > z1->nitems ? z1->count : z1->nitems;
            if (n0 == n1 || !z1->label[0]) continue;
            char who[16], label[48];
            owner_words(z1->owner, seat, who, sizeof who);
            snprintf(label, sizeof label, "%s", z1->label);
            if (strncmp(label, "{p", 2) != 0 && label[0] >= 'A' && label[0] <= 'Z' && label[1] >= 'a') label[0] = (char)(label[0] - 'A' + 'a');
            bool plural = label[strlen(label) - 1] == 's' || strstr(label, "s ") != NULL; /* "tiles to place go" */
            const char *verb = told ? "" : plural ? " go" : " goes";
            if (strncmp(label, "{p", 2) == 0) put(b, "%s%s%s from %d to %d", told ? " and " : "", label, verb, n0, n1);
            else put(b, "%s%s %s%s from %d to %d", told ? " and " : "", who, label, verb, n0, n1);
            told++;
        }
    }
    free(v0);
    free(v1);
    return told > 0;
}

/* "<lead>, <label>, would only lower Ben's Clout from 4 to 2 after Ben's
 * best reply, where this one leaves it at 3": the "from" is the figure on the
 * board now (`now`), never the one after this move's own reply. */
static void only_words(const char *what, int now, int other, int mine, const char *lead, const char *label,
                       const char *after_words, Buf *b)
{
    put(b, "%s, %s, would only ", lead, label);
    if (other == now) put(b, "keep %s at %d%s", what, now, after_words);
    else put(b, "%s %s from %d to %d%s", other > now ? "raise" : "lower", what, now, other, after_words);
    put(b, ", where this one leaves it at %d", mine);
}

/* Why a move that changes no figure is best: the best of the others (by the
 * heuristic after the reply) and the figure it leaves worse. */
/* With `waiting` false the move does change figures, but leaves the seat
 * worse ("Ben's VP rises from 0 to 3"): only the figure the best other move
 * would leave worse still is told, after "; ", or nothing. */
static void waiting_words(const GameModule *m, const GameState *st, int seat, Action a, const Figures *board,
                          const Figures *mine, GameState *after, GameState *replied, GameState *scratch, bool waiting,
                          bool told, Buf *b)
{
    /* a tie: when what the move does was told, that is the reason enough;
     * else the tie is said as it is (short: a narrow place shows it) */
    const char *tail = told ? " either" : ": a tie, and the look-ahead chose this one";
    Action *acts = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    int na = acts ? m->legal_actions(st, acts, GM_MAX_ACTIONS) : 0;
    int others = 0, best_i = -1, replier = -1;
    double best = -1;
    Figures best_fig = {0};
    for (int i = 0; i < na && others < HINT_MAX_TRIED; i++) {
        if (action_eq(acts[i], a)) continue;
        int r = play_out(m, st, acts[i], seat, after, replied, scratch);
        if (r == -2) continue;
        others++;
        double h = m->heuristic ? m->heuristic(replied, seat) : 0;
        if (h > best) {
            best = h;
            best_i = i;
            replier = r;
            figures_of(m, replied, &best_fig);
        }
    }
    if (others == 0) {
        put(b, "%sit is the only move you have at this point", waiting ? "" : "; ");
        free(acts);
        return;
    }
    /* the figure the best other move leaves worst for the seat */
    int worst = -1, worst_gain = 0, differs = -1;
    for (int i = 0; i < best_fig.n && i < mine->n; i++) {
        if (differs < 0 && best_fig.f[i].value != mine->f[i].value) differs = i; /* the module lists what weighs most first */
        int g = gain_for(&mine->f[i], &best_fig.f[i], seat);
        if (mine->f[i].contest) {
            int d = best_fig.f[i].value - mine->f[i].value;
            g = mine->f[i].owner == seat ? d : -d;
        }
        if (g < worst_gain) {
            worst_gain = g;
            worst = i;
        }
    }
    ActionDesc d;
    memset(&d, 0, sizeof d);
    m->describe(st, acts[best_i], &d);
    char label[sizeof d.label];
    you_words(d.label, seat, label, sizeof label);
    char after_words[48] = "";
    if (replier >= 0) snprintf(after_words, sizeof after_words, " after {p%d}'s best reply", replier);
    if (label[0] >= 'A' && label[0] <= 'Z') label[0] = (char)(label[0] - 'A' + 'a');
    if (!waiting) {
        if (worst >= 0) {
            char what[96];
            figure_words(&mine->f[worst], seat, what, sizeof what);
            put(b, "; %s, %s, would leave %s at %d instead of %d%s", others == 1 ? "the only other move" : "the best other move",
                label, what, best_fig.f[worst].value, mine->f[worst].value, after_words);
        }
    } else if (worst >= 0 || differs >= 0) {
        /* what the best other move would leave worse; when it leaves nothing
         * worse, only better in a figure the look ahead weighs less (Clout
         * never spent), say that much: "changes nothing that counts" was untrue */
        int i = worst >= 0 ? worst : differs;
        char what[96];
        figure_words(&mine->f[i], seat, what, sizeof what);
        const char *lead = others == 1 ? "the only other move" : "every other move does worse; the best of them";
        if (worst >= 0)
            put(b, "%s, %s, would leave %s at %d instead of %d%s", lead, label, what, best_fig.f[i].value, mine->f[i].value,
                after_words);
        else
            only_words(what, board->f[i].value, best_fig.f[i].value, mine->f[i].value, lead, label, after_words, b);
    } else if (others == 1) { /* "none of the 1 other moves" named no move */
        put(b, "the only other move, %s, changes nothing that counts%s%s", label, after_words, tail);
    } else if (told) { /* the move's own words came first: the tie in few words */
        put(b, "the %d others change nothing that counts either%s", others, after_words);
    } else {
        put(b, "none of the %d other moves changes anything that counts%s%s", others, after_words, tail);
    }
    free(acts);
}

void hint_sentence(const GameModule *m, const GameState *st, int seat, Action a, char *out, size_t n)
{
    if (n == 0) return;
    out[0] = 0;
    ActionDesc d;
    memset(&d, 0, sizeof d);
    m->describe(st, a, &d);
    char text[640];
    Buf b = {text, sizeof text, 0};
    put(&b, "%s: ", d.label);
    GameState *seen = game_clone(m, st), *after = game_clone(m, st), *replied = game_clone(m, st),
              *scratch = game_clone(m, st);
    if (!seen || !after || !replied || !scratch) {
        put(&b, "the AI rates it the best move in this position");
    } else {
        /* what the seat may know: the rest sampled, always the same way */
        Rng rng;
        rng_seed(&rng, HINT_SEED);
        if (m->determinize) m->determinize(seen, seat, &rng);
        Figures was, now, then;
        figures_of(m, seen, &was);
        int replier = play_out(m, seen, a, seat, after, replied, scratch);
        if (replier == -2) { /* not legal on the sample: judge the move alone on the real position */
            game_copy(m, seen, st);
            replier = play_out(m, seen, a, seat, after, replied, scratch);
        }
        figures_of(m, after, &now);
        figures_of(m, replied, &then);
        /* what the move brings that no figure shows, in the module's words */
        char does[256] = "";
        if (m->hint_move_words) m->hint_move_words(st, seat, a, does, sizeof does);
        if (changes_words(&was, &now, seat, 3, &b)) {
            if (does[0]) put(&b, "; %s", does);
            if (replier >= 0) {
                put(&b, "; after {p%d}'s best reply, ", replier);
                if (!changes_words(&now, &then, seat, 1, &b)) put(&b, "all of that still stands"); /* the reply's main change: the sentence stays short */
            }
            /* a move that leaves the seat worse says why it is still the best */
            if (net_gain(&was, &then, seat) < 0) waiting_words(m, seen, seat, a, &was, &then, after, replied, scratch, false, false, &b);
        } else {
            /* what it does on the table, then why the others are no better */
            bool told = does[0] || (m->view && table_words(m, seen, after, seat, &b));
            if (does[0]) put(&b, "%s", does);
            if (told) put(&b, "; ");
            waiting_words(m, seen, seat, a, &was, &then, after, replied, scratch, true, told, &b);
        }
    }
    game_free(seen);
    game_free(after);
    game_free(replied);
    game_free(scratch);
    put(&b, ".");
    you_words(text, seat, out, n);
}
