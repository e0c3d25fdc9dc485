#include "testlib.h"
#include <malloc.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <linux/capability.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <cjson/cJSON.h>
#include "core/game.h"
#include "core/json_util.h"
#include "core/carddb.h"
#include "core/paths.h"

int tl_failures, tl_checks;
static int tl_current_failed;

void tl_fail(const char *file, int line, const char *expr, const char *fmt, ...)
{
    tl_failures++;
    tl_current_failed = 1;
    fprintf(stderr, "%s:%d: FAILED: %s", file, line, expr);
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        fputs(" — ", stderr);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
    }
    fputc('\n', stderr);
}

static int tl_passed_fns, tl_failed_fns;

void tl_run(const char *name, void (*fn)(void))
{
    const char *only = getenv("TL_ONLY"); /* run only the tests whose name holds this */
    if (only && only[0] && !strstr(name, only)) return;
    tl_current_failed = 0;
    struct timespec wall0, cpu0, wall1, cpu1;
    clock_gettime(CLOCK_MONOTONIC, &wall0);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu0);
    fn();
    clock_gettime(CLOCK_MONOTONIC, &wall1);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu1);
    if (tl_current_failed) tl_failed_fns++; else tl_passed_fns++;
    /* the times show where a slow test spends them: waiting (wall) or working (CPU) */
    printf("%-60s %s  %.1f s, %.1f s CPU\n", name, tl_current_failed ? "FAIL" : "ok",
           (double)(wall1.tv_sec - wall0.tv_sec) + (wall1.tv_nsec - wall0.tv_nsec) / 1e9,
           (double)(cpu1.tv_sec - cpu0.tv_sec) + (cpu1.tv_nsec - cpu0.tv_nsec) / 1e9);
    fflush(stdout);
}

int tl_summary(void)
{
    printf("%d checks; %d passed, %d failed\n", tl_checks, tl_passed_fns, tl_failed_fns);
    return tl_failures ? 1 : 0;
}

bool tl_act(const GameModule *m, GameState *st, const char *text)
{
    Action a;
    Error e = {{0}};
    if (!game_parse_action(m, st, text, &a, &e)) {
        fprintf(stderr, "  %s\n", e.msg);
        return false;
    }
    return m->apply(st, a);
}

bool tl_legal(const GameModule *m, const GameState *st, const char *text)
{
    Action a;
    Error e = {{0}};
    return game_parse_action(m, st, text, &a, &e);
}

GameState *tl_load_position(const GameModule *m, const CardSet *set, const char *rel)
{
    char path[1024];
    paths_join(path, sizeof path, rel);
    Error e = {{0}};
    cJSON *j = json_load_file(path, &e);
    if (!j) {
        fprintf(stderr, "  %s\n", e.msg);
        return NULL;
    }
    GameState *st = game_from_json(m, j, set, &e);
    if (!st) fprintf(stderr, "  %s: %s\n", rel, e.msg);
    cJSON_Delete(j);
    return st;
}

GameState *tl_position(const GameModule *m, const CardSet *set, const char *text)
{
    char *json = strdup(text);
    if (!json) return NULL;
    for (char *c = json; *c; c++)
        if (*c == '\'') *c = '"';
    cJSON *j = cJSON_Parse(json);
    free(json);
    if (!j) {
        fprintf(stderr, "  bad JSON in a test position\n");
        return NULL;
    }
    Error e = {{0}};
    GameState *st = game_from_json(m, j, set, &e);
    if (!st) fprintf(stderr, "  position: %s\n", e.msg);
    cJSON_Delete(j);
    return st;
}

void tl_random_setup(const GameModule *m, const CardSet *set, uint64_t seed, GameSetup *setup)
{
    setup_default(m, setup);
    Rng pick;
    rng_seed(&pick, seed * 7919 + 13);
    setup->num_players = m->min_players + (int)(seed % (uint64_t)(m->max_players - m->min_players + 1));
    for (int i = 0; i < m->num_options; i++) setup->option[i] = (int)rng_below(&pick, (uint32_t)m->options[i].nchoices);
    if ((m->flags & GM_DECKS) && set->ndecks > 0)
        for (int p = 0; p < setup->num_players; p++)
            snprintf(setup->deck[p], sizeof setup->deck[p], "%s", set->decks[rng_below(&pick, (uint32_t)set->ndecks)].id);
}

CardSet *tl_load_set(const GameModule *m, const char *rel)
{
    char dir[1024];
    if (rel) paths_join(dir, sizeof dir, rel);
    Report rep = {0};
    CardSet *set = carddb_load_named(m, rel ? dir : NULL, &rep);
    for (int i = 0; i < rep.count; i++) fprintf(stderr, "  %s\n", rep.lines[i]);
    report_free(&rep);
    return set;
}

char *tl_read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *t = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (t && fread(t, 1, (size_t)n, f) != (size_t)n) n = 0;
    if (t) t[n] = 0;
    fclose(f);
    return t;
}

void tl_write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f) return;
    fputs(text, f);
    fclose(f);
}

static size_t cjson_now, cjson_peak;
static void *counted_malloc(size_t n)
{
    void *p = malloc(n);
    if (p && (cjson_now += malloc_usable_size(p)) > cjson_peak) cjson_peak = cjson_now;
    return p;
}
static void counted_free(void *p)
{
    if (p) cjson_now -= malloc_usable_size(p);
    free(p);
}
void tl_cjson_count(bool on)
{
    cJSON_Hooks h = {counted_malloc, counted_free};
    cJSON_InitHooks(on ? &h : NULL);
    cjson_now = cjson_peak = 0;
}
size_t tl_cjson_peak(void) { return cjson_peak; }

bool tl_obey_permissions(bool on)
{
    if (geteuid() != 0) return true; /* a folder's mode applies already */
    struct __user_cap_header_struct head = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct caps[2];
    if (syscall(SYS_capget, &head, caps) != 0) return false;
    unsigned dac = (1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH) | (1u << CAP_FOWNER);
    if (on) caps[0].effective &= ~dac;
    else caps[0].effective |= dac & caps[0].permitted;
    return syscall(SYS_capset, &head, caps) == 0;
}

int tl_card_problems(const GameModule *m, const cJSON *j, const char *where, Report *problems)
{
    Report r = {0};
    CardDef c;
    memset(&c, 0, sizeof c);
    bool ok = m->load_card(j, &c, where, &r);
    free(c.game);
    int n = r.count;
    if (ok != (n == 0)) n = -1; /* a loader that fails must say why, and one that says why must fail */
    for (int i = 0; problems && i < r.count; i++) report_add(problems, r.lines[i]);
    report_free(&r);
    return n;
}

int tl_card_problem_text(const GameModule *m, const cJSON *j, const char *where, char *text, size_t n)
{
    Report r = {0};
    int count = tl_card_problems(m, j, where, &r);
    text[0] = 0;
    for (int i = 0, used = 0; i < r.count && used < (int)n; i++)
        used += snprintf(text + used, n - (size_t)used, "%s%s", i ? "\n" : "", r.lines[i]);
    report_free(&r);
    return count;
}

void tl_check_card_problems(const GameModule *m, const char *json, const char *const *expected)
{
    char text[4096];
    snprintf(text, sizeof text, "%s", json);
    for (char *p = text; *p; p++)
        if (*p == '\'') *p = '"';
    cJSON *j = cJSON_Parse(text);
    tl_checks++;
    if (!j) {
        tl_fail(__FILE__, __LINE__, "cJSON_Parse(json)", "bad test JSON: %s", json);
        return;
    }
    Report r = {0};
    int n = tl_card_problems(m, j, "set.json: cards[3] \"x\"", &r), want = 0;
    cJSON_Delete(j);
    while (expected[want]) want++;
    int failures = tl_failures;
    tl_checks++;
    if (n != want) tl_fail(__FILE__, __LINE__, "problems == expected", "%s: %d problems reported, %d expected", json, n, want);
    for (int i = 0; i < want && i < r.count; i++) {
        tl_checks++;
        if (!strstr(r.lines[i], "set.json: cards[3] \"x\": ") || !strstr(r.lines[i], expected[i]))
            tl_fail(__FILE__, __LINE__, "line names the card and its problem", "%s: problem %d is \"%s\", expected \"%s\"",
                    json, i + 1, r.lines[i], expected[i]);
    }
    for (int i = 0; tl_failures > failures && i < r.count; i++) fprintf(stderr, "    reported: %s\n", r.lines[i]);
    report_free(&r);
}
