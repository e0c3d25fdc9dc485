/* save.h — saves and replays. A save is JSON
 *   {format_version, game, set, set_dir, setup, seed, actions[]}
 * with actions in their text form; loading replays them from the seed, so a
 * save is also a replay and a bug report.  Writes are atomic.  A save that
 * fails to load is moved aside (".bad-<time>") by save_quarantine and reported. */
#ifndef CT_SAVE_H
#define CT_SAVE_H
#include <stdbool.h>
#include <stdint.h>
#include "game.h"

#define SAVE_FORMAT_VERSION 1

/* A game in progress as the program keeps it: everything needed to rebuild
 * the state.  actions is a growable array owned by the record. */
typedef struct GameRecord {
    const GameModule *module;
    const CardSet *set;   /* not owned */
    GameSetup setup;
    uint64_t seed;
    int nactions, cap;
    Action *actions;
} GameRecord;

void record_init(GameRecord *r, const GameModule *m, const CardSet *set, const GameSetup *s, uint64_t seed);
void record_push(GameRecord *r, Action a);
/* Room for n actions in all (a loader that counted them first). */
void record_reserve(GameRecord *r, int n);
void record_free(GameRecord *r);
/* Rebuilds the state after the first `upto` actions (upto < 0: all). */
GameState *record_replay(const GameRecord *r, int upto, Error *err);

struct cJSON *save_to_json(const GameRecord *r, Error *err);
bool save_write(const char *path, const GameRecord *r, Error *err);

/* Reads the save's header (game, set) so the caller can find the module and
 * load the set, then replays. `find_set` is given the module and the set's
 * folder (saves that name it, tried first) or its id, and returns the loaded
 * set (or NULL). On success *out_state is the replayed state. */
typedef const CardSet *(*SaveSetFinder)(const GameModule *m, const char *set_id, void *ctx);
bool save_load(const char *path, SaveSetFinder find_set, void *ctx, GameRecord *out,
               GameState **out_state, Error *err);
bool save_from_json(const struct cJSON *j, const char *where, SaveSetFinder find_set, void *ctx,
                    GameRecord *out, GameState **out_state, Error *err);
/* Like save_from_json, but a damaged action (not text, unknown or illegal)
 * ends the replay there instead of failing: the game is restored up to it.
 * *damaged_at = index of that action (err says what was wrong) or -1 when the
 * whole save replayed. False only when nothing can be restored (header,
 * setup or set). */
bool save_from_json_prefix(const struct cJSON *j, const char *where, SaveSetFinder find_set, void *ctx,
                           GameRecord *out, GameState **out_state, int *damaged_at, Error *err);
/* save_from_json_prefix from the save's text t[0..len) (t[len] == 0) without
 * its whole tree: the actions are parsed one at a time (peak memory ~2x the
 * text, not ~10x).  Same results and messages. save_load reads files so. */
bool save_from_text_prefix(const char *text, size_t len, const char *where, SaveSetFinder find_set, void *ctx,
                           GameRecord *out, GameState **out_state, int *damaged_at, Error *err);
/* A save file as a lazy document (json_lazy.h: read it with json_get_lazy,
 * json_first...; nothing is parsed until a member is asked for), for a list
 * of saves, which shows the game, the seats and the length; in *nactions
 * how many actions it lists (-1: no list), counted, not parsed.  A text the
 * lazy reader cannot take is parsed whole (a tree: the same readers serve).
 * NULL with err set if unreadable or malformed.  Free with json_lazy_free. */
struct cJSON *save_read_header(const char *path, int *nactions, Error *err);
/* A save cut short or damaged part-way rebuilt from what parses (save_salvage.c):
 * every header member that parses whole, and the moves up to the first that
 * does not (*kept_actions of them), as a well-formed text (malloc'd, *out_len
 * bytes) to load instead; why says where the damage is.  NULL when the text
 * parses whole or has no moves to keep (its loader's message stands). */
char *save_salvage_text(const char *text, size_t len, size_t *out_len, int *kept_actions, Error *why);
/* The text to load of a save file's text (owned: freed when replaced): the
 * text itself, or when it is cut short or damaged, its salvage, with
 * *salvaged true and why ("...cut short or damaged at line 9, column 4"). */
char *save_text_to_load(char *text, size_t *len, const char *where, bool *salvaged, Error *why);
/* Reads and replays a save file the way the table does: a damaged action
 * ends the replay there, and a file cut short is salvaged
 * (save_salvage_text).  *restored: the moves replayed; *damaged: false when
 * the whole file replayed, else true with why (the file must be kept aside).
 * False with err when nothing can be restored. */
bool save_load_restoring(const char *path, SaveSetFinder find_set, void *ctx, GameRecord *out, GameState **out_state,
                         bool *damaged, Error *why, Error *err);
/* Renames a broken file to path.bad-YYYYmmdd-HHMMSS; returns the new name in buf. */
bool save_quarantine(const char *path, char *buf, size_t n);

#endif
