/* match.c — batches of headless AI games, optionally on several threads. */
#include "ai/match.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double match_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double match_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

bool ai_result_won(const AiGameResult *r, int seat)
{
    return seat >= 0 && seat < GM_MAX_PLAYERS && (r->winners >> seat) & 1u;
}

bool ai_result_shared(const AiGameResult *r, int seat)
{
    return ai_result_won(r, seat) && r->nwinners > 1;
}

double ai_result_points(const AiGameResult *r, int seat)
{
    if (r->nwinners > 0) return ai_result_won(r, seat) ? 1.0 / r->nwinners : 0.0;
    return r->ret[seat];
}

void ai_tally_add(AiTally *t, const AiGameResult *r, int seat)
{
    t->games++;
    t->points += ai_result_points(r, seat);
    t->returns += r->ret[seat];
    if (ai_result_won(r, seat)) {
        t->wins++;
        t->shared_wins += r->nwinners > 1;
    } else if (r->nwinners == 0 && r->ret[seat] > 0) t->draws++;
    else t->losses++;
}

void ai_match_play_one(const AiMatch *mt, int index, AiGameResult *out)
{
    const GameModule *m = mt->m;
    int n = mt->setup.num_players;
    uint64_t seed = mt->seed + (uint64_t)mt->first_index + (uint64_t)index;
    memset(out, 0, sizeof *out);
    out->winner_seat = -1;
    char *err = out->error;
    size_t errn = sizeof out->error;
    for (int p = 0; p < n; p++) out->agent_of_seat[p] = (p + mt->first_index + index) % n;

    Error e = {{0}};
    GameState *st = game_new(m, &mt->setup, mt->set, seed, &e);
    if (!st) {
        snprintf(err, errn, "game %d (seed %llu): %s", index, (unsigned long long)seed, e.msg);
        return;
    }
    Action *legal = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    if (!legal) {
        game_free(st);
        snprintf(err, errn, "out of memory");
        return;
    }
    GameState *before = mt->on_step ? game_clone(m, st) : NULL;
    if (mt->on_step) mt->on_step(mt->ctx, index, NULL, (Action){0, 0, 0, 0}, st);
    out->first_seat = m->current_player(st);
    int cap = mt->max_moves > 0 ? mt->max_moves : 100000;
    int moves = 0;
    for (; moves < cap; moves++) {
        int p = m->current_player(st);
        if (p == GM_TERMINAL) break;
        if (p < 0 || p >= n) {
            snprintf(err, errn, "game %d (seed %llu): current_player returned %d", index,
                     (unsigned long long)seed, p);
            goto out;
        }
        int agent = out->agent_of_seat[p];
        AiStats stats;
        /* the AI's seed depends on game and move only: replayable */
        double cpu0 = match_cpu_now();
        Action a = ai_choose(m, st, p, &mt->agents[agent], seed * 1000003u + (uint64_t)moves, &stats);
        double cpu = match_cpu_now() - cpu0;
        if (stats.legal > 1) {
            out->think[agent] += cpu;
            if (cpu > out->think_max[agent]) out->think_max[agent] = cpu;
            if (out->decisions[agent] < AI_MATCH_TIMES) out->times[agent][out->decisions[agent]] = (float)cpu;
            out->decisions[agent]++;
        }
        int nl = m->legal_actions(st, legal, GM_MAX_ACTIONS);
        bool ok = false;
        for (int i = 0; i < nl && !ok; i++) ok = action_eq(legal[i], a);
        if (before) game_copy(m, before, st);
        if (!ok || !m->apply(st, a)) {
            char txt[128] = "?";
            if (m->action_text) m->action_text(st, a, txt, sizeof txt);
            snprintf(err, errn, "game %d (seed %llu): %s chose an illegal action \"%s\" at move %d",
                     index, (unsigned long long)seed, mt->agents[agent].name, txt, moves);
            goto out;
        }
        if (before) mt->on_step(mt->ctx, index, before, a, st);
    }
    if (m->current_player(st) != GM_TERMINAL) {
        snprintf(err, errn, "game %d (seed %llu): not over after %d actions", index,
                 (unsigned long long)seed, cap);
        goto out;
    }
    m->returns(st, out->ret);
    for (int p = 0; p < n; p++)
        if (out->ret[p] > 0.999) {
            out->winners |= 1u << p;
            out->nwinners++;
            out->winner_seat = p;
        }
    if (out->nwinners > 1) out->winner_seat = -1; /* shared: no seat wins alone */
    out->length = moves;
    out->ok = true;
out:
    if (before) game_free(before);
    free(legal);
    game_free(st);
}

typedef struct MatchShared {
    AiMatch *mt;
    atomic_int next;
} MatchShared;

static void *match_worker(void *arg)
{
    MatchShared *sh = arg;
    AiMatch *mt = sh->mt;
    for (;;) {
        int i = atomic_fetch_add(&sh->next, 1);
        if (i >= mt->games || (mt->stop && *mt->stop)) break;
        ai_match_play_one(mt, i, &mt->results[i]);
        if (mt->on_game) mt->on_game(mt->ctx, i, &mt->results[i]);
    }
    return NULL;
}

bool ai_match_run(AiMatch *mt)
{
    mt->error[0] = 0;
    mt->results = calloc((size_t)(mt->games > 0 ? mt->games : 1), sizeof(AiGameResult));
    if (!mt->results) {
        snprintf(mt->error, sizeof mt->error, "out of memory");
        return false;
    }
    MatchShared sh;
    sh.mt = mt;
    atomic_init(&sh.next, 0);
    int jobs = mt->jobs < 1 ? 1 : mt->jobs > 64 ? 64 : mt->jobs;
    if (jobs > mt->games) jobs = mt->games > 0 ? mt->games : 1;
    double t0 = match_now();
    pthread_t th[64];
    int started = 0;
    for (int j = 1; j < jobs; j++) /* the calling thread is worker 0 */
        if (pthread_create(&th[started], NULL, match_worker, &sh) == 0) started++;
    match_worker(&sh);
    for (int j = 0; j < started; j++) pthread_join(th[j], NULL);
    mt->seconds = match_now() - t0;
    /* stopped: the games from the first one not played on are dropped, so the
     * results are a prefix; the lowest failing index, so the message does not
     * depend on timing */
    mt->played = mt->games;
    for (int i = 0; i < mt->games; i++)
        if (!mt->results[i].ok && !mt->results[i].error[0]) {
            mt->played = i;
            break;
        }
    for (int i = 0; i < mt->played; i++)
        if (!mt->results[i].ok) {
            snprintf(mt->error, sizeof mt->error, "%s", mt->results[i].error);
            return false;
        }
    return true;
}

void ai_match_free(AiMatch *mt)
{
    free(mt->results);
    mt->results = NULL;
}
