/* playtest_report.c — REPORT.json's figures from a playtest's counts, judged
 * only as far as the 95% intervals carry them: a card is "too strong" or
 * "too weak" only when its interval lies clear of the average card's, and
 * otherwise the report says how many more games would settle it; decks that
 * tie are not ranked; figures a game does not have are left out; and a card
 * the AI could have played but seldom did is told as such, since then its
 * figures say more about the AI than about the card. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>

#include "ai/ai.h"
#include "cli/playtest_stats.h"
#include "core/registry.h"

#define PT_MIN_SAMPLE 8   /* games on each side before a card can be judged */
#define PT_Z 1.96         /* 95% */
#define PT_SETTLE_MAX 100 /* "would settle it" only up to this many times the games played */

/* Wilson score interval of a proportion (draws count half). */
static void pt_wilson(double score, int n, double *lo, double *hi)
{
    if (n <= 0) {
        *lo = 0, *hi = 1;
        return;
    }
    double p = score / n, z2 = PT_Z * PT_Z;
    double den = 1 + z2 / n;
    double centre = (p + z2 / (2.0 * n)) / den;
    double half = PT_Z * sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / den;
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
}

static double pt_r4(double x)
{
    return round(x * 10000.0) / 10000.0;
}

static cJSON *pt_rate(double score, int n)
{
    cJSON *o = cJSON_CreateObject();
    double lo, hi;
    pt_wilson(score, n, &lo, &hi);
    cJSON_AddNumberToObject(o, "games", n);
    if (n > 0) cJSON_AddNumberToObject(o, "rate", pt_r4(score / n));
    else cJSON_AddNullToObject(o, "rate");
    cJSON_AddNumberToObject(o, "low", pt_r4(lo));
    cJSON_AddNumberToObject(o, "high", pt_r4(hi));
    return o;
}

static cJSON *pt_tally_json(const PtTally *t)
{
    cJSON *o = pt_rate(t->t.points, t->t.games);
    cJSON_AddNumberToObject(o, "wins", t->t.wins);
    cJSON_AddNumberToObject(o, "shared_wins", t->t.shared_wins);
    cJSON_AddNumberToObject(o, "draws", t->t.draws);
    cJSON_AddNumberToObject(o, "losses", t->t.losses);
    return o;
}

/* The average played card: every play of the run pooled, with its interval. */
typedef struct PtBase {
    double rate, lo, hi;
} PtBase;

/* What the intervals say of one card against the average played card. */
typedef struct PtJudged {
    int verdict;     /* +1 its interval lies wholly above the average card's, -1 below, 0 neither */
    double diff;     /* its win rate when played minus the average card's */
    double margin;   /* how far the intervals stand apart (verdict != 0), for the ranking */
    long settle;     /* verdict 0: about how many more games of the run would settle it; -1 none */
} PtJudged;

/* Comparing with the average played card, not with "not played", cancels
 * the bias that whoever is ahead gets to play more of their cards.  A card
 * counts as stronger only when the two intervals do not overlap; otherwise
 * both half-widths shrink as 1/sqrt(games), so the difference seen so far
 * would part them after about ((half_card + half_base) / |diff|)^2 times
 * the games played. */
static PtJudged pt_judge(const PtCard *c, const PtBase *b, int run_games)
{
    PtJudged j = {0, 0, 0, -1};
    if (!c->games_played) return j;
    double p = c->score_played / c->games_played, lo, hi;
    j.diff = p - b->rate;
    pt_wilson(c->score_played, c->games_played, &lo, &hi);
    if (c->games_played >= PT_MIN_SAMPLE && lo > b->hi) j.verdict = 1, j.margin = lo - b->hi;
    else if (c->games_played >= PT_MIN_SAMPLE && hi < b->lo) j.verdict = -1, j.margin = b->lo - hi;
    if (j.verdict || fabs(j.diff) < 1e-9) return j;
    double spread = (hi - lo) / 2 + (b->hi - b->lo) / 2;
    double times = spread / fabs(j.diff);
    times *= times;
    if (c->games_played < PT_MIN_SAMPLE && times < (double)PT_MIN_SAMPLE / c->games_played)
        times = (double)PT_MIN_SAMPLE / c->games_played; /* judged only from PT_MIN_SAMPLE games on */
    if (times <= PT_SETTLE_MAX) {
        long more = (long)ceil(run_games * (times - 1));
        j.settle = more < 1 ? 1 : more;
    }
    return j;
}

static void pt_pct_range(char *buf, size_t n, double score, int games)
{
    double lo, hi;
    pt_wilson(score, games, &lo, &hi);
    snprintf(buf, n, "%.0f%% of %d games (95%%: %.0f–%.0f%%)", games ? 100.0 * score / games : 0.0, games, 100 * lo,
             100 * hi);
}

/* Whether the AI seldom played the card when it could (the rules allowed
 * it in at least PT_MIN_SAMPLE games, the AI played it in under a quarter). */
static bool pt_seldom_played(const PtCard *c)
{
    return c->games_legal >= PT_MIN_SAMPLE && c->games_played * 4 < c->games_legal;
}

/* The flag and its note in a designer's words (flag "" when nothing stands out). */
static const char *pt_flag(const PtCard *c, const PtJudged *j, const PtBase *b, const char *ai, char *note,
                           size_t n)
{
    char a[96];
    pt_pct_range(a, sizeof a, c->score_played, c->games_played);
    const char *seldom = pt_seldom_played(c) ? " The AI seldom played it when it could, so this may be the AI's "
                                                "doing more than the card's (see the note on the AI)."
                                              : "";
    if (j->verdict > 0) {
        snprintf(note, n,
                 "Look at this: it looks too strong. Players who played it won %s, clear of the average card's "
                 "%.0f%% (95%%: %.0f–%.0f%%).%s", a, 100 * b->rate, 100 * b->lo, 100 * b->hi, seldom);
        return "too strong";
    }
    if (j->verdict < 0) {
        snprintf(note, n,
                 "Look at this: it looks too weak. Players who played it won only %s, clear of the average card's "
                 "%.0f%% (95%%: %.0f–%.0f%%).%s", a, 100 * b->rate, 100 * b->lo, 100 * b->hi, seldom);
        return "too weak";
    }
    if (pt_seldom_played(c)) {
        snprintf(note, n,
                 "Look at this: seldom played. The rules let its owner play it at %d decisions in %d games, but %s "
                 "played it in only %d of those games: the AI may not see its use (too costly, too narrow, or a "
                 "weak effect?); its win figures say little until someone plays it.", c->legal, c->games_legal, ai,
                 c->games_played);
        return "seldom played";
    }
    if (!c->games_played) snprintf(note, n, "Never played: nothing to judge yet.");
    else if (j->settle > 0)
        snprintf(note, n, "Not enough games: about %ld more would settle whether it differs from the average card "
                 "(%+.0f points so far, %s).", j->settle, 100 * j->diff, a);
    else snprintf(note, n, "No difference from the average card shows (%+.0f points, %s).", 100 * j->diff, a);
    return "";
}

/* The players in words: "ismcts:playtest (ISMCTS, 400 iterations a move)". */
static void pt_ai_words(const char *players, char *out, size_t n)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", players);
    out[0] = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (strstr(out, tok)) continue; /* each AI once */
        AiConfig cfg;
        Error e;
        char one[160];
        if (!ai_parse_spec(tok, &cfg, &e)) snprintf(one, sizeof one, "%s", tok);
        else if (cfg.kind == AI_ISMCTS)
            snprintf(one, sizeof one, "%s (ISMCTS, %d iterations a move, %s rollouts)", cfg.name, cfg.iterations,
                     cfg.rollout == AI_ROLLOUT_HEURISTIC ? "heuristic" : "random");
        else snprintf(one, sizeof one, "%s", cfg.name);
        size_t used = strlen(out);
        snprintf(out + used, n - used, "%s%s", used ? " against " : "", one);
    }
}

static const char *pt_deck_id(const PtRun *run, int d)
{
    return run->decks[d] ? run->decks[d]->id : "set";
}

static const char *pt_deck_name(const PtRun *run, int d)
{
    return run->decks[d] ? run->decks[d]->name : run->set->name;
}

/* Keeps the three largest values (ids[k] < 0: empty). */
static void pt_top3(int *ids, double *vals, int id, double v)
{
    for (int k = 0; k < 3; k++)
        if (ids[k] < 0 || v > vals[k]) {
            for (int j = 2; j > k; j--) ids[j] = ids[j - 1], vals[j] = vals[j - 1];
            ids[k] = id, vals[k] = v;
            return;
        }
}

static void pt_add_ids(cJSON *arr, const CardSet *set, const int *ids)
{
    for (int k = 0; k < 3; k++)
        if (ids[k] >= 0) cJSON_AddItemToArray(arr, cJSON_CreateString(set->cards[ids[k]].id));
}

static void pt_card_json(cJSON *o, const PtCard *pc, const PtJudged *j, const char *final_name)
{
    cJSON_AddNumberToObject(o, "copies", pc->copies);
    cJSON_AddNumberToObject(o, "games_in_deck", pc->games_in_deck);
    cJSON_AddNumberToObject(o, "drawn", pc->drawn);
    cJSON_AddNumberToObject(o, "games_drawn", pc->games_drawn);
    cJSON_AddNumberToObject(o, "played", pc->played);
    cJSON_AddNumberToObject(o, "games_played", pc->games_played);
    cJSON_AddNumberToObject(o, "legal", pc->legal);
    cJSON_AddNumberToObject(o, "games_legal", pc->games_legal);
    cJSON_AddItemToObject(o, "win_when_played", pt_rate(pc->score_played, pc->games_played));
    cJSON_AddItemToObject(o, "win_when_drawn_not_played", pt_rate(pc->score_held, pc->games_held));
    cJSON_AddItemToObject(o, "win_when_not_played", pt_rate(pc->score_not_played, pc->games_not_played));
    cJSON_AddNumberToObject(o, "win_difference", pt_r4(j->diff));
    if (j->settle > 0) cJSON_AddNumberToObject(o, "games_to_settle", (double)j->settle);
    if (pc->played) cJSON_AddNumberToObject(o, "mean_turn_played", pt_r4((double)pc->turn_sum / pc->played));
    if (pc->finals && final_name) cJSON_AddNumberToObject(o, "mean_final", pt_r4((double)pc->power_sum / pc->finals));
    if (pc->played && pc->destroyed) {
        cJSON_AddNumberToObject(o, "destroyed", pc->destroyed);
        cJSON_AddNumberToObject(o, "destroyed_rate", pt_r4((double)pc->destroyed / pc->played));
    }
}

/* The strongest and the weakest deck, each only when no other deck has its
 * win rate: with a tie at the top (or at the bottom) none is named there. */
static void pt_deck_summary(cJSON *sum, const PtRun *run, const PtTally *deck, int nd)
{
    int best = -1, worst = -1;
    bool best_tied = false, worst_tied = false;
    for (int d = 0; d < nd; d++) {
        const AiTally *t = &deck[d].t;
        if (!t->games) continue;
        double r = t->points / t->games;
        double rb = best >= 0 ? deck[best].t.points / deck[best].t.games : 0;
        double rw = worst >= 0 ? deck[worst].t.points / deck[worst].t.games : 0;
        if (best < 0 || r > rb + 1e-9) best = d, best_tied = false;
        else if (fabs(r - rb) <= 1e-9) best_tied = true;
        if (worst < 0 || r < rw - 1e-9) worst = d, worst_tied = false;
        else if (fabs(r - rw) <= 1e-9) worst_tied = true;
    }
    if (nd < 2 || best < 0 || best == worst) return; /* every deck alike */
    if (!best_tied) cJSON_AddStringToObject(sum, "strongest_deck", pt_deck_id(run, best));
    if (!worst_tied) cJSON_AddStringToObject(sum, "weakest_deck", pt_deck_id(run, worst));
}

cJSON *pt_render(const PtRun *run, const PtTotals *tot, int planned)
{
    const CardSet *set = run->set;
    int nc = tot->nc, nd = tot->nd, games = tot->games;
    const PtCard *cards = tot->cards;
    const PtTally *deck = tot->deck, *vs = tot->vs;
    PtTally first = tot->first, all = tot->all;
    const char *final_name = run->m->card_final_name;
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "format", "crowntable-playtest/1");
    cJSON_AddStringToObject(root, "game", run->m->id);
    cJSON_AddStringToObject(root, "title", run->m->title);
    cJSON_AddStringToObject(root, "set", set->id);
    cJSON_AddStringToObject(root, "set_name", set->name);
    cJSON_AddStringToObject(root, "players", run->players);
    char ai[400];
    pt_ai_words(run->players, ai, sizeof ai);
    cJSON_AddStringToObject(root, "ai", ai);
    cJSON_AddNumberToObject(root, "seed", (double)run->seed);
    cJSON_AddNumberToObject(root, "games_per_pairing", run->per_pairing);
    if (run->shard_n) {
        char shard[32];
        snprintf(shard, sizeof shard, "%d/%d", run->shard_k, run->shard_n);
        cJSON_AddStringToObject(root, "shard", shard);
    }
    cJSON_AddNumberToObject(root, "games_planned", planned);
    cJSON_AddNumberToObject(root, "games", games);
    cJSON_AddBoolToObject(root, "complete", games == planned);
    cJSON_AddNumberToObject(root, "mean_length", games ? pt_r4((double)all.length / games) : 0);
    cJSON_AddItemToObject(root, "first_player", pt_tally_json(&first));
    if (final_name) cJSON_AddStringToObject(root, "final_figure", final_name);

    cJSON *jd = cJSON_AddArrayToObject(root, "decks");
    for (int d = 0; d < nd; d++) {
        cJSON *o = pt_tally_json(&deck[d]);
        cJSON_AddStringToObject(o, "id", pt_deck_id(run, d));
        cJSON_AddStringToObject(o, "name", pt_deck_name(run, d));
        cJSON_AddNumberToObject(o, "mean_length", deck[d].t.games ? pt_r4((double)deck[d].length / deck[d].t.games) : 0);
        cJSON_AddItemToArray(jd, o);
    }
    cJSON *jm = cJSON_AddArrayToObject(root, "matchups");
    for (int d = 0; d < nd; d++)
        for (int e = 0; e < nd; e++) {
            if (!vs[d * nd + e].t.games) continue;
            cJSON *o = pt_tally_json(&vs[d * nd + e]);
            cJSON_AddStringToObject(o, "deck", pt_deck_id(run, d));
            cJSON_AddStringToObject(o, "opponent", pt_deck_id(run, e));
            cJSON_AddItemToArray(jm, o);
        }

    double score_sum = 0;
    long plays = 0;
    for (int c = 0; c < nc; c++) score_sum += cards[c].score_played, plays += cards[c].games_played;
    PtBase base = {plays ? score_sum / (double)plays : 0.5, 0, 1};
    pt_wilson(score_sum, (int)plays, &base.lo, &base.hi);
    cJSON_AddNumberToObject(root, "win_when_played_average", pt_r4(base.rate));
    cJSON *jb = pt_rate(score_sum, (int)plays);
    cJSON_AddItemToObject(root, "average_card", jb);
    cJSON *jc = cJSON_AddArrayToObject(root, "cards");
    cJSON *jout = cJSON_AddArrayToObject(root, "cards_in_no_deck");
    int strongest[3] = {-1, -1, -1}, weakest[3] = {-1, -1, -1}, unsettled[3] = {-1, -1, -1};
    double smargin[3] = {0}, wmargin[3] = {0}, unear[3] = {0};
    int nseldom = 0;
    for (int c = 0; c < nc; c++) {
        const PtCard *pc = &cards[c];
        if (!pc->games_in_deck) { /* in no chosen deck and never seen: no figures to show */
            cJSON_AddItemToArray(jout, cJSON_CreateString(set->cards[c].id));
            continue;
        }
        PtJudged j = pt_judge(pc, &base, games);
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "id", set->cards[c].id);
        cJSON_AddStringToObject(o, "name", set->cards[c].name);
        pt_card_json(o, pc, &j, final_name);
        char note[600];
        const char *flag = pt_flag(pc, &j, &base, ai, note, sizeof note);
        cJSON_AddStringToObject(o, "flag", flag);
        cJSON_AddStringToObject(o, "note", note);
        cJSON_AddBoolToObject(o, "seldom_played_when_legal", tot->has_legal && pt_seldom_played(pc));
        nseldom += tot->has_legal && pt_seldom_played(pc);
        cJSON_AddItemToArray(jc, o);
        /* the summary ranks only what the intervals support */
        if (j.verdict > 0) pt_top3(strongest, smargin, c, j.margin);
        if (j.verdict < 0) pt_top3(weakest, wmargin, c, j.margin);
        if (!j.verdict && j.settle > 0) pt_top3(unsettled, unear, c, -(double)j.settle);
    }
    cJSON *sum = cJSON_AddObjectToObject(root, "summary");
    pt_add_ids(cJSON_AddArrayToObject(sum, "strongest_cards"), set, strongest);
    pt_add_ids(cJSON_AddArrayToObject(sum, "weakest_cards"), set, weakest);
    pt_add_ids(cJSON_AddArrayToObject(sum, "closest_to_settling"), set, unsettled);
    cJSON_AddNumberToObject(sum, "seldom_played_when_legal", nseldom);
    pt_deck_summary(sum, run, deck, nd);
    return root;
}
