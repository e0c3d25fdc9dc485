/* cli.h — the `crowntable` sub-commands. main.c only parses the first word
 * and dispatches here; each command parses its own flags and prints --help. */
#ifndef CT_CLI_H
#define CT_CLI_H

int cli_sim(int argc, char **argv);         /* src/cli/sim.c */
int cli_bench(int argc, char **argv);       /* src/cli/bench.c */
struct GameModule;
void bench_faces(const struct GameModule *only); /* src/cli/bench_faces.c */
double bench_cpu_now(void); /* this thread's CPU seconds; src/cli/bench.c */
void bench_net(const struct GameModule *m, int tables, int games_per_table); /* src/cli/bench_net.c */
int cli_state(int argc, char **argv);       /* src/cli/state.c */
int cli_check_cards(int argc, char **argv); /* src/cli/check_cards.c */
int cli_playtest(int argc, char **argv);    /* src/cli/playtest.c */
int cli_print(int argc, char **argv);       /* src/cli/print.c */
int cli_ladder(int argc, char **argv);      /* src/cli/ladder.c */
int cli_analyse(int argc, char **argv);     /* src/cli/analyse.c */
int cli_new_set(int argc, char **argv);     /* src/cli/new_set.c */
int cli_serve(int argc, char **argv);       /* src/cli/net.c */
int cli_join(int argc, char **argv);        /* src/cli/net.c */
int cli_replay(int argc, char **argv);      /* src/cli/replay.c */
int cli_sets(int argc, char **argv);        /* src/cli/sets.c */
int cli_export_csv(int argc, char **argv);  /* src/cli/export_csv.c */
int cli_playtest_merge(int argc, char **argv); /* src/cli/playtest_merge.c */

#include "core/game.h"
/* Prints "crowntable CMD: <message>" and the --help hint; returns 2 (usage). */
int cli_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The game named by --game, or NULL after printing the games there are. */
const GameModule *cli_find_game(const char *cmd, const char *game_id);
/* The card set (NULL = the game's default), or NULL after printing why not. */
CardSet *cli_load_set(const char *cmd, const GameModule *m, const char *set_id);
/* A module's text ("{p1} wins ...") with the seats named "Seat 1".."Seat 5",
 * or by names[p] where that is given and not empty (names may be NULL). */
void cli_seat_words(const char *in, char *out, size_t n, const char *const *names);
struct AiConfig;
/* The --players list "ismcts:easy,random" as one AI per seat (AI wall-clock caps
 * dropped when `deterministic`; the cheating oracle:D accepted when `yardsticks`);
 * the seat count, or -2 after printing the problem. */
int cli_parse_agents(const char *cmd, const char *list, const GameModule *m, bool deterministic, bool yardsticks,
                     struct AiConfig *out);
/* The same list with no game to fit: at most `max` AIs (the ladder's pairs). */
int cli_parse_agent_list(const char *cmd, const char *list, int max, bool deterministic, bool yardsticks,
                         struct AiConfig *out);
/* The one card set a save names, loaded on first use (a SaveSetFinder; ctx is
 * a CliSaveSet, zeroed; free its set with carddb_free). */
typedef struct CliSaveSet {
    CardSet *set;
    char why[512]; /* why it did not load */
} CliSaveSet;
const CardSet *cli_find_save_set(const GameModule *m, const char *set_id, void *ctx);
/* A position file (`crowntable state --dump` output) as a state; NULL with err
 * naming the file and what was wrong.  Free with game_free. */
GameState *cli_load_position(const GameModule *m, const CardSet *set, const char *path, Error *err);
/* The card set for a position: set_id when given, else the set the position
 * file names in its top-level "set" (an id, or a folder relative to the file),
 * else the game's default set.  Problems are printed as "crowntable CMD: ...". */
CardSet *cli_load_position_set(const char *cmd, const GameModule *m, const char *set_id, const char *position_path);

#endif
