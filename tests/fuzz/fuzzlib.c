#include "fuzzlib.h"
#include "readers_agree.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void fuzz_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "fuzz finding: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    abort();
}

const GameModule *fuzz_game(void)
{
    static const GameModule *m;
    if (!m) {
        const char *id = getenv("CT_FUZZ_GAME");
        m = id && *id ? games_find(id) : games_at(0);
        if (!m) {
            fprintf(stderr, "CT_FUZZ_GAME=%s: unknown game\n", id);
            exit(2);
        }
    }
    return m;
}

const CardSet *fuzz_default_set(const GameModule *m)
{
    static const GameModule *loaded_for;
    static CardSet *set;
    if (loaded_for != m) {
        Report r = {0};
        carddb_free(set);
        set = carddb_load_named(m, NULL, &r);
        if (!set) {
            for (int i = 0; i < r.count; i++) fprintf(stderr, "%s\n", r.lines[i]);
            fprintf(stderr, "cannot load the default set of %s (is CROWNTABLE_DATA set?)\n", m->id);
            exit(2);
        }
        report_free(&r);
        loaded_for = m;
    }
    return set;
}

char *fuzz_text(const uint8_t *data, size_t size)
{
    char *t = malloc(size + 1);
    if (!t) abort();
    memcpy(t, data, size);
    t[size] = 0;
    return t;
}

static char tmpdir[256];
static void remove_tmpdir(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
}

const char *fuzz_tmpdir(void)
{
    if (!tmpdir[0]) {
        const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
        snprintf(tmpdir, sizeof tmpdir, "%s/ct-fuzz-XXXXXX", base);
        if (!mkdtemp(tmpdir)) abort();
        atexit(remove_tmpdir);
    }
    return tmpdir;
}

void fuzz_write(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len || fclose(f) != 0) fuzz_fail("cannot write %s", path);
}

static char *dump(const GameModule *m, const GameState *st)
{
    cJSON *j = m->state_to_json(st);
    if (!j) fuzz_fail("%s: state_to_json returned NULL", m->id);
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return text;
}

/* from_json(to_json(s)) must be accepted (by both readers) and dump to the same text */
static void check_round_trip(const GameModule *m, const GameState *st, const CardSet *set)
{
    char *text = dump(m, st);
    Error e = {{0}};
    GameState *back = NULL;
    /* member by member, as a position file is read, and with the tree */
    const char *differ = position_readers_differ(m, set, text, strlen(text), &back, &e);
    if (differ) fuzz_fail("%s: its own dump: %s", m->id, differ);
    if (!back) fuzz_fail("%s: refuses its own dump: %s\n%s", m->id, e.msg, text);
    char *again = dump(m, back);
    if (strcmp(text, again) != 0) fuzz_fail("%s: round trip changed the state:\n%s\n%s", m->id, text, again);
    cJSON_free(again);
    cJSON_free(text);
    game_free(back);
}

void fuzz_play(const GameModule *m, GameState *st, uint64_t seed, int moves)
{
    const CardSet *set = fuzz_default_set(m);
    Rng rng;
    rng_seed(&rng, seed);
    static Action acts[GM_MAX_ACTIONS];
    for (int i = 0;; i++) {
        check_round_trip(m, st, set);
        if (i == moves || game_is_over(m, st)) break;
        int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
        if (n <= 0) fuzz_fail("%s: no legal action but the game is not over", m->id);
        Action a = acts[rng_below(&rng, (uint32_t)n)];
        char text[128];
        m->action_text(st, a, text, sizeof text);
        ActionDesc d;
        m->describe(st, a, &d);
        if (!game_apply_checked(m, st, a)) fuzz_fail("%s: legal action \"%s\" refused by apply", m->id, text);
    }
    static View v;
    for (int p = 0; p < 2; p++) m->view(st, p, &v);
}
