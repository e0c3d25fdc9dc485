/* ladder.c — round robin through ai_match_run, and the ladder's arithmetic. */
#include "ai/ladder.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void ladder_interval(double points, int games, double *lo, double *hi)
{
    if (games <= 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    /* Wilson score interval: sensible near 0% and 100%, unlike p ± 1.96 se */
    const double z = 1.959964;
    double n = games, p = points / n;
    double den = 1 + z * z / n;
    double mid = (p + z * z / (2 * n)) / den;
    double half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den;
    *lo = mid - half < 0 ? 0 : mid - half;
    *hi = mid + half > 1 ? 1 : mid + half;
}

void ladder_elo(int n, const double *points, const int *games, int anchor, double *elo)
{
    double gamma[LADDER_MAX_PLAYERS], wins[LADDER_MAX_PLAYERS];
    if (n > LADDER_MAX_PLAYERS) n = LADDER_MAX_PLAYERS;
    for (int i = 0; i < n; i++) {
        gamma[i] = 1.0;
        wins[i] = 0;
        for (int j = 0; j < n; j++)
            if (j != i && games[i * n + j] > 0) wins[i] += points[i * n + j] + 0.5; /* + the virtual draw */
    }
    /* Hunter's MM iteration for Bradley–Terry: gamma_i = W_i / sum_j n_ij / (gamma_i + gamma_j) */
    for (int it = 0; it < 20000; it++) {
        double change = 0;
        for (int i = 0; i < n; i++) {
            double den = 0;
            for (int j = 0; j < n; j++)
                if (j != i && games[i * n + j] > 0) den += (games[i * n + j] + 1.0) / (gamma[i] + gamma[j]);
            if (den <= 0) continue;
            double g = wins[i] / den;
            if (g < 1e-300) g = 1e-300;
            change = fmax(change, fabs(log(g / gamma[i])));
            gamma[i] = g;
        }
        double norm = gamma[anchor >= 0 && anchor < n ? anchor : 0];
        for (int i = 0; i < n; i++) gamma[i] /= norm;
        if (change < 1e-12) break;
    }
    for (int i = 0; i < n; i++) elo[i] = 400.0 * log10(gamma[i]);
}

int ladder_anchor(const Ladder *l)
{
    for (int i = 0; i < l->nplayers; i++)
        if (strcasecmp(l->players[i].name, "random") == 0) return i;
    return 0;
}

static int ladder_cmp_float(const void *x, const void *y)
{
    float a = *(const float *)x, b = *(const float *)y;
    return (a > b) - (a < b);
}

/* Keeps a player's decision times (a growing array) for the median. */
typedef struct LadderTimes {
    float *v;
    int n, cap;
} LadderTimes;

static void ladder_times_add(LadderTimes *t, const float *v, int n)
{
    if (n <= 0) return; /* no decision (every move forced): nothing to copy, maybe no array yet */
    if (t->n + n > t->cap) {
        int cap = (t->n + n) * 2;
        float *nv = realloc(t->v, sizeof(float) * (size_t)cap);
        if (!nv) return; /* the median then covers fewer decisions */
        t->v = nv;
        t->cap = cap;
    }
    memcpy(t->v + t->n, v, sizeof(float) * (size_t)n);
    t->n += n;
}

static double ladder_times_median(LadderTimes *t)
{
    if (t->n == 0) return 0;
    qsort(t->v, (size_t)t->n, sizeof(float), ladder_cmp_float);
    return t->n % 2 ? t->v[t->n / 2] : 0.5 * (t->v[t->n / 2 - 1] + t->v[t->n / 2]);
}

static void ladder_on_game(void *ctx, int index, const AiGameResult *r)
{
    (void)index;
    Ladder *l = ctx;
    l->on_game(l->playing, r, l->user);
}

bool ladder_run(Ladder *l)
{
    l->error[0] = 0;
    l->npairs = 0;
    l->seconds = 0;
    memset(l->think, 0, sizeof l->think);
    memset(l->think_max, 0, sizeof l->think_max);
    memset(l->decisions, 0, sizeof l->decisions);
    memset(l->shared_wins, 0, sizeof l->shared_wins);
    int n = l->nplayers;
    AiMatch *mt = calloc(1, sizeof *mt);
    double *points = calloc((size_t)(n * n), sizeof(double));
    int *games = calloc((size_t)(n * n), sizeof(int));
    LadderTimes times[LADDER_MAX_PLAYERS];
    memset(times, 0, sizeof times);
    bool ok = mt && points && games && n >= 2 && n <= LADDER_MAX_PLAYERS;
    if (!ok) snprintf(l->error, sizeof l->error, n < 2 || n > LADDER_MAX_PLAYERS ? "a ladder needs 2 to %d players" : "out of memory",
                      LADDER_MAX_PLAYERS);
    for (int a = 0; ok && a < n; a++)
        for (int b = a + 1; ok && b < n; b++) {
            memset(mt, 0, sizeof *mt);
            mt->m = l->m;
            mt->set = l->set;
            mt->setup = l->setup;
            mt->setup.num_players = 2;
            mt->agents[0] = l->players[a];
            mt->agents[1] = l->players[b];
            mt->games = l->games;
            mt->seed = l->seed;
            mt->jobs = l->jobs;
            mt->on_game = l->on_game ? ladder_on_game : NULL;
            mt->ctx = l;
            l->playing = mt;
            if (!ai_match_run(mt)) {
                snprintf(l->error, sizeof l->error, "%s vs %s: %s", l->players[a].name, l->players[b].name, mt->error);
                ai_match_free(mt);
                ok = false;
                break;
            }
            LadderPair *p = &l->pairs[l->npairs++];
            memset(p, 0, sizeof *p);
            p->a = a;
            p->b = b;
            p->games = mt->games;
            for (int g = 0; g < mt->games; g++) {
                const AiGameResult *r = &mt->results[g];
                int seat_a = r->agent_of_seat[0] == 0 ? 0 : 1;
                p->wins_a += ai_result_won(r, seat_a);
                p->wins_b += ai_result_won(r, 1 - seat_a);
                p->draws += r->nwinners == 0;
                p->shared += r->nwinners > 1;
                p->score_a += ai_result_points(r, seat_a);
                int b_first = r->first_seat != seat_a;
                p->games_by_first[b_first]++;
                p->score_a_by_first[b_first] += ai_result_points(r, seat_a);
                const int who[2] = {a, b};
                for (int k = 0; k < 2; k++) {
                    l->think[who[k]] += r->think[k];
                    l->decisions[who[k]] += r->decisions[k];
                    if (r->think_max[k] > l->think_max[who[k]]) l->think_max[who[k]] = r->think_max[k];
                    ladder_times_add(&times[who[k]], r->times[k],
                                     r->decisions[k] < AI_MATCH_TIMES ? r->decisions[k] : AI_MATCH_TIMES);
                }
            }
            l->shared_wins[a] += p->shared;
            l->shared_wins[b] += p->shared;
            ladder_interval(p->score_a, p->games, &p->lo, &p->hi);
            for (int f = 0; f < 2; f++)
                ladder_interval(p->score_a_by_first[f], p->games_by_first[f], &p->lo_by_first[f], &p->hi_by_first[f]);
            points[a * n + b] = p->score_a;
            points[b * n + a] = p->games - p->score_a;
            games[a * n + b] = games[b * n + a] = p->games;
            l->seconds += mt->seconds;
            ai_match_free(mt);
            if (l->on_pair) l->on_pair(l, p, l->user);
        }
    if (ok) ladder_elo(n, points, games, ladder_anchor(l), l->elo);
    for (int i = 0; i < LADDER_MAX_PLAYERS; i++) {
        l->think_median[i] = ladder_times_median(&times[i]);
        free(times[i].v);
    }
    free(mt);
    free(points);
    free(games);
    return ok;
}
