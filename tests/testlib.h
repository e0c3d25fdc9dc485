/* testlib.h — a tiny assertion kit. CHECK records a failure and goes on;
 * REQUIRE stops the test function. test_main() returns non-zero on any failure. */
#ifndef CT_TESTLIB_H
#define CT_TESTLIB_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

extern int tl_failures, tl_checks;
void tl_fail(const char *file, int line, const char *expr, const char *fmt, ...);

#define CHECK(cond) do { tl_checks++; if (!(cond)) tl_fail(__FILE__, __LINE__, #cond, NULL); } while (0)
#define CHECKF(cond, ...) do { tl_checks++; if (!(cond)) tl_fail(__FILE__, __LINE__, #cond, __VA_ARGS__); } while (0)
#define REQUIRE(cond) do { tl_checks++; if (!(cond)) { tl_fail(__FILE__, __LINE__, #cond, NULL); return; } } while (0)
#define CHECK_INT(a, b) do { long long _a = (a), _b = (b); tl_checks++; \
    if (_a != _b) tl_fail(__FILE__, __LINE__, #a " == " #b, "%lld != %lld", _a, _b); } while (0)
#define CHECK_STR(a, b) do { const char *_a = (a), *_b = (b); tl_checks++; \
    if (strcmp(_a, _b) != 0) tl_fail(__FILE__, __LINE__, #a " == " #b, "\"%s\" != \"%s\"", _a, _b); } while (0)
#define CHECK_CONTAINS(hay, needle) do { const char *_h = (hay), *_n = (needle); tl_checks++; \
    if (!strstr(_h, _n)) tl_fail(__FILE__, __LINE__, #hay " contains " #needle, "\"%s\" lacks \"%s\"", _h, _n); } while (0)

/* Loads a position file (JSON state) from the data dir, e.g.
 * "tests/positions/queens-blood/worked-example.json"; prints the error and
 * returns NULL when the file or the position is bad. Free with game_free. */
struct GameModule;
struct CardSet;
struct GameState *tl_load_position(const struct GameModule *m, const struct CardSet *set, const char *rel);
/* A position written inline with ' for " (JSON state); NULL, the error printed, when it is bad. */
struct GameState *tl_position(const struct GameModule *m, const struct CardSet *set, const char *text);
/* A seeded game's setup: seat count, options and decks drawn from the seed. */
struct GameSetup;
void tl_random_setup(const struct GameModule *m, const struct CardSet *set, uint64_t seed, struct GameSetup *setup);
/* Loads a card set folder given relative to the data dir (NULL: the game's
 * default set); prints every problem and returns NULL when it does not load. */
struct CardSet *tl_load_set(const struct GameModule *m, const char *rel);

/* Runs m's load_card on one card's JSON (j is the module's part of it):
 * every problem it reports goes into `problems` (one line each, may be NULL).
 * Returns how many problems there were; the card's game data is freed. */
struct CardDef;
struct Report;
struct cJSON;
int tl_card_problems(const struct GameModule *m, const struct cJSON *j, const char *where, struct Report *problems);
/* The same, with every problem's words in `text`, one a line ("" when the card loads). */
int tl_card_problem_text(const struct GameModule *m, const struct cJSON *j, const char *where, char *text, size_t n);

/* Checks that m's load_card, given one card's fields (JSON with ' for "),
 * reports exactly the problems `expected` names (NULL-terminated), each a
 * text found in its own line, in that order: a card with several bad fields
 * gets every one of them reported, not only the first. */
void tl_check_card_problems(const struct GameModule *m, const char *json, const char *const *expected);

/* Parses an action's text form ("play 2 gate-warden") in st and applies it;
 * false (the parse error printed) when it is not legal there. */
struct GameState;
bool tl_act(const struct GameModule *m, struct GameState *st, const char *text);
/* Whether the text form parses as a legal action in st. */
bool tl_legal(const struct GameModule *m, const struct GameState *st, const char *text);

/* A whole file as a malloc'd string (NULL if unreadable); writes text to a file. */
char *tl_read_text(const char *path);
void tl_write_text(const char *path, const char *text);

/* Counts cJSON's own allocations (through cJSON_InitHooks) from now on:
 * tl_cjson_peak() = the most bytes its live blocks held at once. off: back to
 * plain malloc (every tree made while counting must be freed before). */
#include <stdbool.h>
#include <stddef.h>
void tl_cjson_count(bool on);
size_t tl_cjson_peak(void);

/* A read-only folder, honestly, when the tests run as root: root writes into
 * a folder whatever its mode (the capabilities CAP_DAC_OVERRIDE,
 * CAP_DAC_READ_SEARCH and CAP_FOWNER), so chmod 0555 alone proves nothing.
 * tl_obey_permissions(true) takes those out of this process's effective set
 * (they stay permitted), so a folder's mode applies to it as to any user;
 * false raises them again.  Without root it has nothing to do.  False if the
 * kernel refuses (the caller must not then claim the folder was read-only). */
bool tl_obey_permissions(bool on);

/* Runs a named test function and prints its outcome. */
#define RUN(fn) tl_run(#fn, fn)
void tl_run(const char *name, void (*fn)(void));
int tl_summary(void); /* prints "N passed, M failed" and returns exit code */

#endif
