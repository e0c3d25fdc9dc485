/* set_reload.h — reloading an edited card set under a running game (live reload).
 *
 * set_reload loads the set's folder again.  If it loads cleanly, the game goes
 * on from the same position with the new card data: the position is written
 * with the module's state_to_json (cards by id) and read back against the new
 * set with state_from_json.  A card the position holds that the new set no
 * longer has makes that fail: the game cannot go on, and the message says
 * why.  If the set has problems, nothing is replaced (the last good version
 * stays) and the first problem is told as check-cards tells it (file, JSON
 * path, what was expected).  Nothing here draws: the table (src/ui/live_reload.c)
 * and the tests drive it the same way.
 * Memory: SetReload.set / .st belong to the caller (carddb_free, game_free);
 * SetPrints owns its list (set_prints_free). */
#ifndef CT_SET_RELOAD_H
#define CT_SET_RELOAD_H
#include <stdbool.h>
#include <stdint.h>
#include "game.h"

/* A fingerprint per card of set.json (its JSON, whitespace aside), to tell
 * which cards an edit changed — an effect-only change counts too. */
typedef struct SetPrints {
    int n;
    struct SetPrint { char id[48]; uint64_t hash; char *json; } *cards; /* json: the card as written */
} SetPrints;

/* Takes the fingerprints of dir/set.json; false (p emptied) if it cannot be read. */
bool set_prints_take(SetPrints *p, const char *dir);
void set_prints_free(SetPrints *p);

typedef enum SetReloadKind {
    RELOAD_CONTINUES = 0, /* new set loaded; the game (if any) goes on with it */
    RELOAD_PROBLEM,       /* the set has problems: keep the last good version */
    RELOAD_CANNOT_GO_ON,  /* new set loaded, but the position uses a card it no longer has */
} SetReloadKind;

typedef struct SetReload {
    SetReloadKind kind;
    CardSet *set;      /* CONTINUES, CANNOT_GO_ON: the new set; PROBLEM: NULL */
    GameState *st;     /* CONTINUES with a game: the same position with the new cards */
    int changed;       /* cards added, removed, or changed in set.json or in their art file */
    int nproblems;     /* PROBLEM: how many problems check-cards would list */
    char changes[600]; /* CONTINUES: what changed, "Bramble Pikeman: power 3 → 5; ..." ("" if nothing told) */
    char message[1200]; /* PROBLEM: the first problem; CANNOT_GO_ON: why */
} SetReload;

/* Reloads old->dir for module m.  st: the running game (NULL: none, e.g. the
 * setup screen).  prints: the fingerprints of the version now in use (taken
 * again on success).  changed_art: art files the watch saw change (their
 * cards count as changed; may be NULL with nart 0).  Returns out->kind. */
SetReloadKind set_reload(const GameModule *m, const CardSet *old, const GameState *st, SetPrints *prints,
                         const char (*changed_art)[600], int nart, SetReload *out);

#endif
