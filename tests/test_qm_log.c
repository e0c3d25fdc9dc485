/* test_qm_log.c — Queen by Midnight's log tells every result: each change of
 * HP, Clout and cards held and each elimination is a sentence naming its card
 * (Pickpocket's theft, Counterblow's damage back, Informant's draw; the blow
 * that eliminates: test_qm_clock.c), and over seeded games the HP and Clout the log states add
 * up, action by action, to the state's own change. */
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/view.h"
#include "qm_kit.h"

static char said[VIEW_EVENT_LEN];

static const char *log_of(QmState *s)
{
    qm_log_text(s, said, sizeof said);
    return said;
}

static const char *name(const char *id) { return g_set->cards[C(id)].name; }

/* ---- results the log left out ---- */
static void test_pickpocket_counterblow_and_informant_are_told(void)
{
    char want[200];
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 0);
    as(s, 1, "pell", 3);
    turn_of(s, 0);
    give(s, 0, "tamsin-pickpocket");
    REQUIRE(play(s, "tamsin-pickpocket"));
    REQUIRE(act(s, "target 1"));
    snprintf(want, sizeof want, "{p0} steals 2 Clout from {p1} with %s", name("tamsin-pickpocket"));
    CHECK_CONTAINS(log_of(s), want);

    arm(s, 1, "tamsin-counter", true); /* negate the damage, 2 damage back */
    give(s, 0, "tamsin-jab");
    s->p[0].clout = 5;
    REQUIRE(play(s, "tamsin-jab"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(act(s, "react 0 tamsin-counter"));
    snprintf(want, sizeof want, "{p0} loses 2 HP to {p1}'s %s", name("tamsin-counter"));
    CHECK_CONTAINS(log_of(s), want);
    snprintf(want, sizeof want, "{p1} reacts with %s for 1 Clout and loses no HP", name("tamsin-counter"));
    CHECK_CONTAINS(said, want);
    snprintf(want, sizeof want, "{p1}'s reaction stops");
    CHECK_CONTAINS(said, want);
    game_free((GameState *)s);

    s = mk(2, 8); /* Informant: a trap in Pell's hand; Tamsin draws 1, Pell draws 1 */
    as(s, 0, "pell", 0);
    as(s, 1, "tamsin", 0);
    turn_of(s, 0);
    give(s, 0, "tamsin-trap-whisper");
    REQUIRE(play(s, "tamsin-trap-whisper"));
    snprintf(want, sizeof want, "{p1} draws 1 card with %s", name("tamsin-trap-whisper"));
    CHECK_CONTAINS(log_of(s), want);
    snprintf(want, sizeof want, "{p0} draws 1 card for playing the trap %s", name("tamsin-trap-whisper"));
    CHECK_CONTAINS(said, want);
    game_free((GameState *)s);
}

/* A full negate on an ultimate: the log says the theft was stopped. */
static void test_the_log_says_a_negate_stopped_the_theft(void)
{
    QmState *s = mk(2, 8);
    as(s, 0, "tamsin", 5);
    as(s, 1, "marisol", 5);
    turn_of(s, 0);
    arm(s, 1, "twi-ward", true);
    give(s, 0, "tamsin-ultimate");
    REQUIRE(play(s, "tamsin-ultimate"));
    REQUIRE(act(s, "target 1"));
    REQUIRE(act(s, "react 0 twi-ward"));
    char want[200];
    snprintf(want, sizeof want, "{p1}'s reaction stops {p0}'s %s from stealing 4 Clout", name("tamsin-ultimate"));
    CHECK_CONTAINS(log_of(s), want);
    snprintf(want, sizeof want, "{p1}'s reaction stops 8 damage of {p0}'s %s", name("tamsin-ultimate"));
    CHECK_CONTAINS(said, want);
    game_free((GameState *)s);
}

/* ---- the log adds up ---- */
typedef struct Sums {
    int hp[QM_MAXP], clout[QM_MAXP];
    bool out[QM_MAXP];
} Sums;

/* The number after `key` in `line` (key found), else false. */
static bool number_after(const char *line, const char *key, int *v)
{
    const char *p = strstr(line, key);
    return p && sscanf(p + strlen(key), "%d", v) == 1;
}

/* `rest` begins "<verb> <n> <unit>" ("loses 3 HP"): n in *v. */
static bool amount(const char *rest, const char *verb, const char *unit, int *v)
{
    char fmt[48];
    int end = 0;
    snprintf(fmt, sizeof fmt, "%s %%d %s%%n", verb, unit);
    return sscanf(rest, fmt, v, &end) == 1 && end > 0;
}

/* Adds one log entry's stated HP and Clout changes and eliminations to *sum.
 * An attack's headline ("… hits {p1} for 5", "… still loses 5 HP") counts for
 * a seat with no HP line of its own in the entry. */
static void read_log(const char *entry, Sums *sum)
{
    char buf[VIEW_EVENT_LEN];
    snprintf(buf, sizeof buf, "%s", entry);
    int head_hp[QM_MAXP] = {0};
    bool has_hp_line[QM_MAXP] = {false};
    for (char *save = NULL, *line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        int seat, v, victim;
        const char *hits = strstr(line, " hits {p");
        if (hits && sscanf(hits, " hits {p%d} for %d", &victim, &v) == 2 && victim >= 0 && victim < QM_MAXP) head_hp[victim] += v;
        if (sscanf(line, "{p%d} ", &seat) != 1 || seat < 0 || seat >= QM_MAXP) continue;
        const char *rest = strchr(line, ' ') + 1;
        if (amount(rest, "loses", "HP", &v)) sum->hp[seat] -= v, has_hp_line[seat] = true;
        else if (amount(rest, "gains", "HP", &v)) sum->hp[seat] += v, has_hp_line[seat] = true;
        else if (amount(rest, "gains", "Clout", &v)) sum->clout[seat] += v;
        else if (amount(rest, "loses", "Clout", &v)) sum->clout[seat] -= v;
        else if (amount(rest, "pays", "Clout", &v)) sum->clout[seat] -= v;
        else if (sscanf(rest, "steals %d Clout from {p%d}", &v, &victim) == 2 && victim >= 0 && victim < QM_MAXP)
            sum->clout[seat] += v, sum->clout[victim] -= v;
        else if (strncmp(rest, "is eliminated", 13) == 0) sum->out[seat] = true;
        else {
            static const char *const PRICED[] = {"plays ", "buys ", "activates ", "reacts with ", "refreshes ", "gains "};
            for (size_t k = 0; k < sizeof PRICED / sizeof PRICED[0]; k++) {
                if (strncmp(rest, PRICED[k], strlen(PRICED[k])) != 0) continue;
                const char *f = strstr(rest, " for "), *last = NULL;
                for (; f; f = strstr(f + 1, " for ")) last = f;
                if (last && sscanf(last, " for %d Clout", &v) == 1) sum->clout[seat] -= v;
                break;
            }
            if (number_after(rest, "and still loses ", &v)) head_hp[seat] += v;
        }
    }
    for (int q = 0; q < QM_MAXP; q++)
        if (!has_hp_line[q]) sum->hp[q] -= head_hp[q];
}

static void test_the_log_adds_up_over_seeded_games(void)
{
    Action *acts = malloc(sizeof(Action) * GM_MAX_ACTIONS);
    REQUIRE(acts);
    int games = getenv("CT_TEST_QUICK") ? 60 : 150, actions = 0, stolen = 0, outs = 0, bad = 0;
    for (int g = 0; g < games && bad < 5; g++) {
        int np = 2 + g % 3;
        QmState *s = mk(np, 900 + (uint64_t)g);
        REQUIRE(s);
        Rng rng;
        rng_seed(&rng, 77 + (uint64_t)g);
        for (int step = 0; step < 5000 && M->current_player((GameState *)s) != GM_TERMINAL && bad < 5; step++) {
            int n = M->legal_actions((GameState *)s, acts, GM_MAX_ACTIONS);
            if (n <= 0) break;
            QmState before = *s;
            Action a = acts[rng_below(&rng, (uint32_t)n)];
            for (int again = 0; again < 8 && a.kind == QM_ACT_END_TURN && n > 1; again++) /* a busy turn: more fights */
                a = acts[rng_below(&rng, (uint32_t)n)];
            REQUIRE(M->apply((GameState *)s, a));
            actions++;
            Sums sum = {{0}, {0}, {false}};
            read_log(log_of(s), &sum);
            stolen += strstr(said, " steals ") != NULL;
            for (int q = 0; q < np; q++) {
                int dhp = s->p[q].hp - before.p[q].hp, dcl = s->p[q].clout - before.p[q].clout;
                /* out of the game, or an Advisor after falling (a flip at 11 keeps her HP) */
                bool fell = (before.p[q].status != QM_OUT && s->p[q].status == QM_OUT) ||
                            (before.p[q].status == QM_ALIVE && s->p[q].status == QM_ADVISOR && s->p[q].hp <= 0);
                outs += fell;
                if (dhp != sum.hp[q] || dcl != sum.clout[q] || fell != sum.out[q]) {
                    CHECKF(false, "game %d step %d seat %d: HP %+d (log %+d), Clout %+d (log %+d), eliminated %d (log %d); the log:\n%s",
                           g, step, q, dhp, sum.hp[q], dcl, sum.clout[q], fell, sum.out[q], said);
                    bad++;
                }
            }
        }
        game_free((GameState *)s);
    }
    printf("  %d games, %d actions: the log adds up (%d thefts, %d eliminations told)\n", games, actions, stolen, outs);
    CHECK(stolen > 0 && outs > 0);
    free(acts);
}

int main(void)
{
    if (!qm_kit_open()) return 1;
    RUN(test_pickpocket_counterblow_and_informant_are_told);
    RUN(test_the_log_says_a_negate_stopped_the_theft);
    RUN(test_the_log_adds_up_over_seeded_games);
    qm_kit_close();
    return tl_summary();
}
