/* playtest.c — `crowntable playtest`: AI self-play over every pairing of the
 * chosen decks (both seat orders) through the match runner, with per-card
 * statistics from the module's card_events hook, written as REPORT.json and
 * (playtest_html.c) REPORT.html.
 *
 * Determinism: pairing k, seat order o plays games with seeds S + (2k+o)*N' + i;
 * every game's events are kept by game index and summed in that order after
 * the run, and the JSON holds no timings, so the report does not depend on
 * --jobs.  Ctrl+C stops starting games; the games finished so far are reported. */
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <cjson/cJSON.h>

#include "ai/ai.h"
#include "ai/match.h"
#include "cli/cli.h"
#include "cli/playtest.h"
#include "cli/playtest_stats.h"
#include "core/carddb.h"
#include "core/json_util.h"
#include "core/registry.h"


static void pt_usage(FILE *out)
{
    fprintf(out,
            "usage: crowntable playtest --game ID [--set ID|DIR] [--decks a,b,c | --all-decks]\n"
            "                           [--players A,B] [--games N] [--jobs N] [--seed S] [--shard K/N] --out REPORT\n"
            "  Plays every pairing of the chosen decks (both seat orders) AI against AI and writes\n"
            "  REPORT.json and a self-contained REPORT.html: per card how often it was drawn and\n"
            "  played, the win rate when played against when not (95%% intervals), flags in words;\n"
            "  per deck the matchup grid and game length; the first player's advantage.\n\n"
            "  --game ID          game (see `crowntable games`)\n"
            "  --set ID|DIR       card set (default: the game's default set)\n"
            "  --decks a,b,...    decks to pair (default: all decks of the set); games without\n"
            "  --all-decks        decks play the whole set in one pairing\n"
            "  --players A,B      one AI per seat (default ismcts:playtest,ismcts:playtest: between\n"
            "                     easy and normal, its card ranking agrees with normal's; ismcts:easy\n"
            "                     costs about a tenth as much)\n"
            "  --games N          games per pairing, split over both seat orders (default 40)\n"
            "  --jobs N           threads (default 1; the report does not depend on it)\n"
            "  --seed S           first seed (default 1); the same seed gives the same report\n"
            "  --shard K/N        play only the K-th of N disjoint slices of the run (for several\n"
            "                     machines); `crowntable playtest-merge` adds the N reports up to\n"
            "                     the report of the whole run\n"
            "  --out REPORT       writes REPORT.json and REPORT.html\n\n"
            "A progress bar goes to stderr; Ctrl+C writes the report of the games finished so far.\n"
            "example: crowntable playtest --game queens-blood --all-decks --games 40 --jobs 2 --out qb-report\n");
}

/* ------------------------------------------------------------ running */

#define PT_LEGAL 100 /* a CardEvent kind of our own: the card could be played at a decision */

typedef struct PtGame {   /* one game's card events, written by the thread playing it */
    CardEvent *ev;
    int n, cap;
    int first_seat;       /* seat that played the first card, -1 none */
    bool oom;
} PtGame;

typedef struct PtBatch {  /* one seat order of one pairing */
    int deck[2];          /* indices into the chosen decks, by seat */
    AiMatch mt;
    PtGame *games;
} PtBatch;

typedef struct PtProgress {
    atomic_int done;
    int total;
    double t0, last;
    bool tty;
    pthread_mutex_t lock;
} PtProgress;

static PtProgress progress;
static volatile sig_atomic_t pt_stop;

static void pt_on_sigint(int sig)
{
    (void)sig;
    pt_stop = 1;
}

static double pt_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void pt_progress_print(bool final)
{
    PtProgress *p = &progress;
    int done = atomic_load(&p->done);
    double t = pt_now() - p->t0;
    double rate = t > 0 ? done / t : 0;
    double left = rate > 0 ? (p->total - done) / rate : 0;
    char bar[31];
    int fill = p->total ? 30 * done / p->total : 30;
    for (int i = 0; i < 30; i++) bar[i] = i < fill ? '#' : '.';
    bar[30] = 0;
    fprintf(stderr, "%s[%s] %d/%d games  %.1f games/s  %dm%02ds left%s", p->tty ? "\r" : "", bar, done, p->total,
            rate, (int)left / 60, (int)left % 60, p->tty && !final ? "  " : "\n");
    fflush(stderr);
}

static void pt_on_game(void *ctx, int index, const AiGameResult *r)
{
    (void)ctx, (void)index, (void)r;
    PtProgress *p = &progress;
    int done = atomic_fetch_add(&p->done, 1) + 1;
    pthread_mutex_lock(&p->lock);
    double now = pt_now();
    /* a tty gets a redrawn bar 5 times a second; a log gets a line per 10% */
    bool show = p->tty ? now - p->last > 0.2 : (done * 10 / p->total) != ((done - 1) * 10 / p->total);
    if (show) {
        p->last = now;
        pt_progress_print(false);
    }
    pthread_mutex_unlock(&p->lock);
}

/* Keeps one card event of a game; false when out of memory. */
static bool pt_keep(PtGame *g, const CardEvent *ev)
{
    if (g->n == g->cap) {
        int cap = g->cap ? g->cap * 2 : 64;
        CardEvent *grown = realloc(g->ev, sizeof *grown * (size_t)cap);
        if (!grown) return g->oom = true, false;
        g->ev = grown;
        g->cap = cap;
    }
    g->ev[g->n++] = *ev;
    return true;
}

/* The cards the player to move in `st` could play now, each once, kept as
 * PT_LEGAL events: each legal action is tried on a copy and the cards its
 * card events say were played are the ones it plays.  The report sets them
 * against the cards the AI did play, so a card the AI seldom plays when it
 * could is told apart from one it seldom could. */
static void pt_keep_legal(const GameModule *m, const GameState *st, PtGame *g)
{
    int seat = m->current_player(st);
    Action legal[GM_MAX_ACTIONS];
    int n = seat < 0 ? 0 : m->legal_actions(st, legal, GM_MAX_ACTIONS);
    GameState *copy = n > 1 ? malloc(m->state_size) : NULL; /* one legal action: no choice to judge */
    int16_t seen[GM_MAX_CARD_EVENTS];
    int nseen = 0;
    for (int i = 0; copy && i < n; i++) {
        game_copy(m, copy, st);
        if (m->quiet) m->quiet(copy);
        if (!m->apply(copy, legal[i])) continue;
        CardEvent ev[GM_MAX_CARD_EVENTS];
        int k = m->card_events(st, legal[i], copy, ev, GM_MAX_CARD_EVENTS);
        for (int j = 0; j < k; j++) {
            if (ev[j].kind != CE_PLAYED || ev[j].seat != seat) continue;
            bool dup = false;
            for (int q = 0; q < nseen && !dup; q++) dup = seen[q] == ev[j].card;
            if (dup || nseen == GM_MAX_CARD_EVENTS) continue;
            seen[nseen++] = ev[j].card;
            CardEvent mark = {PT_LEGAL, (int8_t)seat, ev[j].card, ev[j].turn, 0};
            if (!pt_keep(g, &mark)) break;
        }
    }
    free(copy);
}

static void pt_on_step(void *ctx, int index, const GameState *before, Action a, const GameState *after)
{
    PtBatch *b = ctx;
    PtGame *g = &b->games[index];
    const GameModule *m = b->mt.m;
    if (!before) g->first_seat = -1;
    if (before) pt_keep_legal(m, before, g);
    CardEvent ev[GM_MAX_CARD_EVENTS];
    int n = m->card_events(before, a, after, ev, GM_MAX_CARD_EVENTS);
    for (int i = 0; i < n; i++) {
        if (ev[i].kind == CE_PLAYED && before && g->first_seat < 0) g->first_seat = m->current_player(before);
        if (!pt_keep(g, &ev[i])) return;
    }
}

/* ------------------------------------------------------------ statistics */

static void pt_tally(PtTally *t, const AiGameResult *r, int seat)
{
    ai_tally_add(&t->t, r, seat);
    t->length += r->length;
}

static int pt_deck_copies(const PtRun *run, int d, int card)
{
    const Deck *dk = run->decks[d];
    if (!dk) return run->set->cards[card].copies > 0 ? run->set->cards[card].copies : 1;
    int k = 0;
    for (int i = 0; i < dk->ncards; i++) k += dk->cards[i] == card;
    return k;
}

static void pt_totals_free(PtTotals *t)
{
    free(t->cards), free(t->deck), free(t->vs);
    memset(t, 0, sizeof *t);
}

static bool pt_totals_init(PtTotals *t, const PtRun *run)
{
    memset(t, 0, sizeof *t);
    t->nc = run->set->ncards, t->nd = run->ndecks;
    t->cards = calloc((size_t)t->nc, sizeof *t->cards);
    t->deck = calloc((size_t)t->nd, sizeof *t->deck), t->vs = calloc((size_t)(t->nd * t->nd), sizeof *t->vs);
    if (!t->cards || !t->deck || !t->vs) {
        pt_totals_free(t);
        return false;
    }
    for (int c = 0; c < t->nc; c++)
        for (int d = 0; d < t->nd; d++) t->cards[c].copies += pt_deck_copies(run, d, c);
    return true;
}

static bool pt_gather(const PtRun *run, PtTotals *t)
{
    int nc = run->set->ncards, nd = run->ndecks;
    int *drawn = calloc((size_t)nc, sizeof *drawn), *played = calloc((size_t)nc, sizeof *played);
    int *legal = calloc((size_t)nc, sizeof *legal);
    if (!drawn || !played || !legal || !pt_totals_init(t, run)) {
        free(drawn), free(played), free(legal);
        return false;
    }
    PtCard *cards = t->cards;
    PtTally *deck = t->deck, *vs = t->vs;
    for (int bi = 0; bi < run->nbatches; bi++) {
        const PtBatch *b = &run->batches[bi];
        for (int gi = 0; gi < b->mt.played; gi++) {
            const AiGameResult *r = &b->mt.results[gi];
            const PtGame *g = &b->games[gi];
            t->games++;
            pt_tally(&t->all, r, 0);
            if (g->first_seat >= 0) pt_tally(&t->first, r, g->first_seat);
            for (int seat = 0; seat < 2 && seat < b->mt.setup.num_players; seat++) {
                int d = b->deck[seat], e = b->deck[1 - seat];
                pt_tally(&deck[d], r, seat);
                pt_tally(&vs[d * nd + e], r, seat);
                memset(drawn, 0, sizeof *drawn * (size_t)nc);
                memset(played, 0, sizeof *played * (size_t)nc);
                memset(legal, 0, sizeof *legal * (size_t)nc);
                for (int i = 0; i < g->n; i++) {
                    const CardEvent *ev = &g->ev[i];
                    if (ev->card < 0 || ev->card >= nc) continue;
                    PtCard *pc = &cards[ev->card];
                    if (ev->kind == CE_FINAL && ev->seat == seat) pc->finals++, pc->power_sum += ev->value;
                    if (ev->kind == CE_DESTROYED && ev->seat == seat) pc->destroyed++;
                    if (ev->seat != seat) continue;
                    if (ev->kind == CE_DRAWN) drawn[ev->card]++, t->has_draws = true;
                    if (ev->kind == CE_PLAYED) played[ev->card]++, pc->turn_sum += ev->turn;
                    if (ev->kind == PT_LEGAL) legal[ev->card]++, t->has_legal = true;
                }
                double score = ai_result_points(r, seat);
                for (int c = 0; c < nc; c++) {
                    PtCard *pc = &cards[c];
                    /* not played: every seat of the run that did not play it, so a card
                     * that is always played still has something to be compared with */
                    if (!played[c]) pc->games_not_played++, pc->score_not_played += score;
                    if (!pt_deck_copies(run, d, c) && !drawn[c] && !played[c]) continue;
                    pc->games_in_deck++;
                    pc->drawn += drawn[c];
                    pc->played += played[c];
                    pc->games_drawn += drawn[c] > 0;
                    pc->legal += legal[c];
                    pc->games_legal += legal[c] > 0;
                    if (played[c]) pc->games_played++, pc->score_played += score;
                    else if (drawn[c]) pc->games_held++, pc->score_held += score;
                }
            }
        }
    }
    free(drawn), free(played), free(legal);
    return true;
}

/* The totals as numbers (a tally: games, wins, shared wins, draws, losses,
 * points, length; a card: its counters in PtCard order, copies aside). */
#define PT_TALLY_N 7
#define PT_CARD_N 16
static void pt_tally_raw(const PtTally *t, double *v)
{
    const double x[PT_TALLY_N] = {t->t.games, t->t.wins, t->t.shared_wins, t->t.draws, t->t.losses, t->t.points, (double)t->length};
    memcpy(v, x, sizeof x);
}

static void pt_card_raw(const PtCard *c, double *v)
{
    const double x[PT_CARD_N] = {c->games_in_deck, c->drawn, c->games_drawn, c->played, c->games_played, c->score_played,
                                 c->games_not_played, c->score_not_played, c->games_held, c->score_held,
                                 (double)c->turn_sum, c->finals, (double)c->power_sum, c->destroyed,
                                 c->legal, c->games_legal};
    memcpy(v, x, sizeof x);
}

static cJSON *pt_numbers(const double *v, int n) { return cJSON_CreateDoubleArray(v, n); }

static cJSON *pt_raw_json(const PtTotals *t)
{
    cJSON *o = cJSON_CreateObject(), *a;
    double v[PT_CARD_N];
    cJSON_AddNumberToObject(o, "games", t->games);
    cJSON_AddBoolToObject(o, "has_draws", t->has_draws);
    cJSON_AddBoolToObject(o, "has_legal", t->has_legal);
    pt_tally_raw(&t->all, v), cJSON_AddItemToObject(o, "all", pt_numbers(v, PT_TALLY_N));
    pt_tally_raw(&t->first, v), cJSON_AddItemToObject(o, "first", pt_numbers(v, PT_TALLY_N));
    a = cJSON_AddArrayToObject(o, "decks");
    for (int d = 0; d < t->nd; d++) pt_tally_raw(&t->deck[d], v), cJSON_AddItemToArray(a, pt_numbers(v, PT_TALLY_N));
    a = cJSON_AddArrayToObject(o, "matchups");
    for (int d = 0; d < t->nd * t->nd; d++) pt_tally_raw(&t->vs[d], v), cJSON_AddItemToArray(a, pt_numbers(v, PT_TALLY_N));
    a = cJSON_AddArrayToObject(o, "cards");
    for (int c = 0; c < t->nc; c++) pt_card_raw(&t->cards[c], v), cJSON_AddItemToArray(a, pt_numbers(v, PT_CARD_N));
    return o;
}

/* Adds n numbers of the array j to v; false if j is not n numbers. */
static bool pt_add_numbers(const cJSON *j, double *v, int n)
{
    if (!cJSON_IsArray(j) || cJSON_GetArraySize(j) != n) return false;
    int i = 0;
    for (const cJSON *x = j->child; x; x = x->next, i++) {
        if (!cJSON_IsNumber(x)) return false;
        v[i] += x->valuedouble;
    }
    return true;
}

static bool pt_add_tally(const cJSON *j, PtTally *t)
{
    double v[PT_TALLY_N];
    pt_tally_raw(t, v);
    if (!pt_add_numbers(j, v, PT_TALLY_N)) return false;
    t->t.games = (int)v[0], t->t.wins = (int)v[1], t->t.shared_wins = (int)v[2], t->t.draws = (int)v[3];
    t->t.losses = (int)v[4], t->t.points = v[5], t->length = (long)v[6];
    return true;
}

static bool pt_add_card(const cJSON *j, PtCard *c)
{
    double v[PT_CARD_N];
    pt_card_raw(c, v);
    if (!pt_add_numbers(j, v, PT_CARD_N)) return false;
    c->games_in_deck = (int)v[0], c->drawn = (int)v[1], c->games_drawn = (int)v[2], c->played = (int)v[3];
    c->games_played = (int)v[4], c->score_played = v[5], c->games_not_played = (int)v[6], c->score_not_played = v[7];
    c->games_held = (int)v[8], c->score_held = v[9], c->turn_sum = (long)v[10], c->finals = (int)v[11];
    c->power_sum = (long)v[12], c->destroyed = (int)v[13], c->legal = (int)v[14], c->games_legal = (int)v[15];
    return true;
}

/* Adds a report's "raw" totals to t; false if they do not fit t's set and decks. */
static bool pt_add_raw(PtTotals *t, const cJSON *raw)
{
    const cJSON *games = cJSON_GetObjectItemCaseSensitive(raw, "games");
    const cJSON *decks = cJSON_GetObjectItemCaseSensitive(raw, "decks");
    const cJSON *vs = cJSON_GetObjectItemCaseSensitive(raw, "matchups");
    const cJSON *cards = cJSON_GetObjectItemCaseSensitive(raw, "cards");
    if (!cJSON_IsNumber(games) || cJSON_GetArraySize(decks) != t->nd || cJSON_GetArraySize(vs) != t->nd * t->nd ||
        cJSON_GetArraySize(cards) != t->nc)
        return false;
    t->games += (int)games->valuedouble;
    t->has_draws |= cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(raw, "has_draws"));
    t->has_legal |= cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(raw, "has_legal"));
    bool ok = pt_add_tally(cJSON_GetObjectItemCaseSensitive(raw, "all"), &t->all) &&
              pt_add_tally(cJSON_GetObjectItemCaseSensitive(raw, "first"), &t->first);
    int i = 0;
    for (const cJSON *x = decks->child; ok && x; x = x->next) ok = pt_add_tally(x, &t->deck[i++]);
    i = 0;
    for (const cJSON *x = vs->child; ok && x; x = x->next) ok = pt_add_tally(x, &t->vs[i++]);
    i = 0;
    for (const cJSON *x = cards->child; ok && x; x = x->next) ok = pt_add_card(x, &t->cards[i++]);
    return ok;
}

static const char *pt_str(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) ? v->valuestring : "";
}

static double pt_num(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valuedouble : -1;
}

/* Whether two reports pair the same decks, in the same order. */
static bool pt_same_decks(const cJSON *a, const cJSON *b)
{
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(a, "decks"), *y = cJSON_GetObjectItemCaseSensitive(b, "decks");
    if (cJSON_GetArraySize(x) != cJSON_GetArraySize(y)) return false;
    for (x = x ? x->child : NULL, y = y ? y->child : NULL; x && y; x = x->next, y = y->next)
        if (strcmp(pt_str(x, "id"), pt_str(y, "id")) != 0) return false;
    return true;
}

cJSON *playtest_merge(const GameModule *m, const CardSet *set, cJSON *const *reports, const char *const *names, int n,
                      char *err, size_t errn)
{
    PtRun run;
    memset(&run, 0, sizeof run);
    run.m = m, run.set = set;
    const cJSON *r0 = reports[0];
    run.seed = (unsigned long long)pt_num(r0, "seed");
    run.per_pairing = (int)pt_num(r0, "games_per_pairing");
    snprintf(run.players, sizeof run.players, "%s", pt_str(r0, "players"));
    const cJSON *decks = cJSON_GetObjectItemCaseSensitive(r0, "decks");
    for (const cJSON *d = decks ? decks->child : NULL; d && run.ndecks < PT_MAX_DECKS; d = d->next) {
        const char *id = pt_str(d, "id");
        const Deck *dk = (m->flags & GM_DECKS) ? carddb_deck(set, id) : NULL;
        if ((m->flags & GM_DECKS) && !dk) {
            snprintf(err, errn, "%s: deck \"%s\" is not in set %s", names[0], id, set->dir);
            return NULL;
        }
        run.decks[run.ndecks++] = dk;
    }
    PtTotals t;
    if (!run.ndecks || !pt_totals_init(&t, &run)) {
        snprintf(err, errn, "%s: no decks in the report", names[0]);
        return NULL;
    }
    bool seen[1024] = {false};
    int planned = 0, nshards = 0;
    for (int i = 0; i < n; i++) {
        const cJSON *r = reports[i];
        int k = 0, of = 0;
        const char *why = NULL;
        if (strcmp(pt_str(r, "format"), "crowntable-playtest/1") != 0) why = "not a playtest report";
        else if (strcmp(pt_str(r, "game"), m->id) || strcmp(pt_str(r, "set"), pt_str(r0, "set")) ||
                 strcmp(pt_str(r, "players"), run.players) || pt_num(r, "seed") != pt_num(r0, "seed") ||
                 pt_num(r, "games_per_pairing") != run.per_pairing || !pt_same_decks(r, r0))
            why = "another run (its game, set, players, seed, games per pairing or decks differ)";
        else if (sscanf(pt_str(r, "shard"), "%d/%d", &k, &of) != 2 || k < 1 || k > of || of > 1024)
            why = "not a shard's report (written by playtest --shard K/N)";
        else if (nshards && of != nshards) why = "a shard of another split (K/N with another N)";
        else if (seen[k - 1]) why = "the same shard twice";
        else if (!pt_add_raw(&t, cJSON_GetObjectItemCaseSensitive(r, "raw"))) why = "its totals do not fit the set (edited since?)";
        if (why) {
            snprintf(err, errn, "%s: %s", names[i], why);
            pt_totals_free(&t);
            return NULL;
        }
        seen[k - 1] = true, nshards = of;
        planned += (int)pt_num(r, "games_planned");
    }
    for (int k = 0; k < nshards; k++)
        if (!seen[k]) {
            snprintf(err, errn, "shard %d/%d is missing", k + 1, nshards);
            pt_totals_free(&t);
            return NULL;
        }
    cJSON *root = pt_render(&run, &t, planned);
    if (root) cJSON_AddItemToObject(root, "raw", pt_raw_json(&t)); /* so shards add up (playtest-merge) */
    pt_totals_free(&t);
    return root;
}

static cJSON *pt_report(const PtRun *run, int planned)
{
    PtTotals t;
    if (!pt_gather(run, &t)) return NULL;
    cJSON *root = pt_render(run, &t, planned);
    if (root) cJSON_AddItemToObject(root, "raw", pt_raw_json(&t)); /* so shards add up (playtest-merge) */
    pt_totals_free(&t);
    return root;
}

/* ------------------------------------------------------------ the command */

static bool pt_parse_int(const char *s, long min, long max, long *out)
{
    char *end = NULL;
    long v = strtol(s, &end, 10);
    if (!s[0] || *end || v < min || v > max) return false;
    *out = v;
    return true;
}

static int pt_choose_decks(PtRun *run, const char *list, bool all)
{
    const CardSet *set = run->set;
    if (!(run->m->flags & GM_DECKS)) {
        if (list) {
            fprintf(stderr, "crowntable playtest: --decks: %s has no decks; the whole set plays\n", run->m->title);
            return 2;
        }
        run->decks[0] = NULL;
        run->ndecks = 1;
        return 0;
    }
    if (!list || all) {
        if (set->ndecks < 1) {
            fprintf(stderr, "crowntable playtest: set %s has no decks (add decks/NAME.json)\n", set->dir);
            return 1;
        }
        for (int i = 0; i < set->ndecks && run->ndecks < PT_MAX_DECKS; i++) run->decks[run->ndecks++] = &set->decks[i];
        return 0;
    }
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", list);
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        const Deck *d = carddb_deck(set, tok);
        if (!d) {
            fprintf(stderr, "crowntable playtest: --decks: set %s has no deck \"%s\"; decks:", set->id, tok);
            for (int i = 0; i < set->ndecks; i++) fprintf(stderr, " %s", set->decks[i].id);
            fprintf(stderr, "\n");
            return 2;
        }
        for (int i = 0; i < run->ndecks; i++)
            if (run->decks[i] == d) return cli_usage_error("playtest", "--decks: \"%s\" is named twice", tok);
        if (run->ndecks >= PT_MAX_DECKS) return cli_usage_error("playtest", "--decks: at most 32 decks, got \"%s\"", list);
        run->decks[run->ndecks++] = d;
    }
    return 0;
}

static void pt_free_run(PtRun *run)
{
    for (int b = 0; b < run->nbatches; b++) {
        PtBatch *bt = &run->batches[b];
        if (bt->games)
            for (int g = 0; g < bt->mt.games; g++) free(bt->games[g].ev);
        free(bt->games);
        ai_match_free(&bt->mt);
    }
    free(run->batches);
}

int cli_playtest(int argc, char **argv)
{
    const char *game_id = NULL, *set_id = NULL, *deck_list = NULL, *players = "ismcts:playtest,ismcts:playtest",
               *out = NULL;
    bool all_decks = false;
    long games = 40, jobs = 1;
    int shard_k = 0, shard_n = 0;
    unsigned long long seed = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            pt_usage(stdout);
            return 0;
        }
        if (strcmp(a, "--all-decks") == 0) {
            all_decks = true;
            continue;
        }
        bool takes = strcmp(a, "--game") == 0 || strcmp(a, "--set") == 0 || strcmp(a, "--decks") == 0 ||
                     strcmp(a, "--players") == 0 || strcmp(a, "--games") == 0 || strcmp(a, "--jobs") == 0 ||
                     strcmp(a, "--seed") == 0 || strcmp(a, "--out") == 0 || strcmp(a, "--shard") == 0;
        if (!takes) return cli_usage_error("playtest", "unknown option \"%s\"", a);
        if (i + 1 >= argc) return cli_usage_error("playtest", "%s needs a value", a);
        const char *v = argv[++i];
        if (strcmp(a, "--game") == 0) game_id = v;
        else if (strcmp(a, "--set") == 0) set_id = v;
        else if (strcmp(a, "--decks") == 0) deck_list = v;
        else if (strcmp(a, "--players") == 0) players = v;
        else if (strcmp(a, "--out") == 0) out = v;
        else if (strcmp(a, "--shard") == 0) {
            char tail;
            if (sscanf(v, "%d/%d%c", &shard_k, &shard_n, &tail) != 2 || shard_n < 1 || shard_n > 1024 || shard_k < 1 ||
                shard_k > shard_n)
                return cli_usage_error("playtest", "--shard: expected K/N with 1 <= K <= N <= 1024, got \"%s\"", v);
        }
        else if (strcmp(a, "--games") == 0) {
            if (!pt_parse_int(v, 1, 1000000, &games)) return cli_usage_error("playtest", "--games: expected a number 1..1000000, got \"%s\"", v);
        } else if (strcmp(a, "--jobs") == 0) {
            if (!pt_parse_int(v, 1, 64, &jobs)) return cli_usage_error("playtest", "--jobs: expected a number 1..64, got \"%s\"", v);
        } else {
            char *end = NULL;
            seed = strtoull(v, &end, 10);
            if (!v[0] || *end || v[0] == '-') return cli_usage_error("playtest", "--seed: expected a non-negative integer, got \"%s\"", v);
        }
    }
    if (deck_list && all_decks) return cli_usage_error("playtest", "give --decks or --all-decks, not both");
    if (!out) return cli_usage_error("playtest", "--out REPORT is required (writes REPORT.json and REPORT.html)");
    const GameModule *m = cli_find_game("playtest", game_id);
    if (!m) return 2;
    if (!m->card_events) {
        fprintf(stderr, "crowntable playtest: %s does not report card events yet (GameModule.card_events)\n", m->title);
        return 1;
    }

    PtRun run;
    memset(&run, 0, sizeof run);
    run.m = m;
    run.seed = seed;
    run.per_pairing = (int)games;
    run.shard_k = shard_k, run.shard_n = shard_n;
    snprintf(run.players, sizeof run.players, "%s", players);
    AiConfig agents[GM_MAX_PLAYERS];
    /* no clocks in the AIs: the same seed, the same report */
    int nagents = cli_parse_agents("playtest", players, m, true, false, agents);
    if (nagents < 0) return 2;
    if ((m->flags & GM_DECKS) && nagents != 2) {
        fprintf(stderr, "crowntable playtest: deck pairings need two players; --players lists %d\n", nagents);
        return 2;
    }

    CardSet *set = cli_load_set("playtest", m, set_id);
    if (!set) return 1;
    run.set = set;
    int rc = pt_choose_decks(&run, deck_list, all_decks);
    if (rc) {
        carddb_free(set);
        return rc;
    }

    /* pairings: every two different decks (one deck: its mirror), both seat orders */
    int nd = run.ndecks;
    int npair = nd == 1 ? 1 : nd * (nd - 1) / 2;
    run.batches = calloc((size_t)npair * 2, sizeof *run.batches);
    if (!run.batches) {
        carddb_free(set);
        return 1;
    }
    int planned = 0, k = 0;
    for (int d = 0; d < nd; d++)
        for (int e = nd == 1 ? d : d + 1; e < nd; e++, k++)
            for (int order = 0; order < 2; order++) {
                int n = (int)(order == 0 ? (games + 1) / 2 : games / 2);
                /* a shard plays its slice of each batch: the same seeds and seats as the whole run */
                int lo = shard_n ? (int)((long long)n * (shard_k - 1) / shard_n) : 0;
                if (shard_n) n = (int)((long long)n * shard_k / shard_n) - lo;
                if (n == 0) continue;
                PtBatch *b = &run.batches[run.nbatches++];
                b->deck[0] = order ? e : d;
                b->deck[1] = order ? d : e;
                AiMatch *mt = &b->mt;
                mt->m = m;
                mt->set = set;
                setup_default(m, &mt->setup);
                mt->setup.num_players = nagents;
                for (int s = 0; s < 2 && run.decks[0]; s++)
                    snprintf(mt->setup.deck[s], sizeof mt->setup.deck[s], "%s", run.decks[b->deck[s]]->id);
                memcpy(mt->agents, agents, sizeof agents);
                mt->games = n;
                mt->seed = seed + (unsigned long long)(2 * k + order) * (unsigned long long)games;
                mt->first_index = lo;
                mt->jobs = (int)jobs;
                mt->on_step = pt_on_step;
                mt->on_game = pt_on_game;
                mt->ctx = b;
                mt->stop = &pt_stop;
                b->games = calloc((size_t)n, sizeof *b->games);
                if (!b->games) {
                    pt_free_run(&run);
                    carddb_free(set);
                    return 1;
                }
                planned += n;
            }

    atomic_init(&progress.done, 0);
    progress.total = planned;
    progress.t0 = progress.last = pt_now();
    progress.tty = isatty(2);
    pthread_mutex_init(&progress.lock, NULL);
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = pt_on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old);
    fprintf(stderr, "%s, set %s: %d deck(s), %d pairing(s), %d games, %s, %ld job(s)\n", m->title, set->id, nd, npair,
            planned, players, jobs);
    int failed = 0;
    for (int b = 0; b < run.nbatches && !pt_stop; b++) {
        if (!ai_match_run(&run.batches[b].mt)) {
            fprintf(stderr, "\ncrowntable playtest: %s\n", run.batches[b].mt.error);
            failed = 1;
            break;
        }
        for (int g = 0; g < run.batches[b].mt.played; g++)
            if (run.batches[b].games[g].oom) failed = 1;
    }
    sigaction(SIGINT, &old, NULL);
    if (progress.tty) pt_progress_print(true);
    double seconds = pt_now() - progress.t0;
    if (pt_stop) fprintf(stderr, "Interrupted: reporting the %d games finished so far.\n", atomic_load(&progress.done));

    cJSON *report = failed ? NULL : pt_report(&run, planned);
    char json_path[PT_PATH_MAX], html_path[PT_PATH_MAX], err[600] = "";
    if (report) {
        if (playtest_write_report(report, set, out, json_path, html_path, err, sizeof err)) {
            int played = (int)cJSON_GetObjectItem(report, "games")->valuedouble;
            fprintf(stderr, "Wrote %s and %s (%d games in %.1f s).\n", json_path, html_path, played, seconds);
        } else {
            fprintf(stderr, "crowntable playtest: %s\n", err[0] ? err : "out of memory");
            failed = 1;
        }
        cJSON_Delete(report);
    } else if (!failed) {
        fprintf(stderr, "crowntable playtest: out of memory\n");
        failed = 1;
    }
    pt_free_run(&run);
    carddb_free(set);
    return failed ? 1 : pt_stop ? 130 : 0;
}
