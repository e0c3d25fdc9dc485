/* readers_agree.h — the program reads saves and positions piece by piece
 * (a save's actions one at a time, a position one member at a time) and
 * falls back to cJSON's whole tree for anything unexpected; each piece-wise
 * reader must give exactly the tree's result and message.  These run both
 * on one text and say how they differ.  Shared by test_hardening,
 * test_conformance and the fuzz targets (fuzz_save, fuzz_position). */
#ifndef CT_READERS_AGREE_H
#define CT_READERS_AGREE_H
#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"
#include "core/save.h"

typedef struct SaveRead {
    bool ok;
    Error err;
    GameRecord rec;
    GameState *st;
    int damaged_at;
} SaveRead;

/* Reads text[0..len) (text[len] == 0) as a save with the text walk
 * (save_from_text_prefix) into *walk and with the tree; NULL if they agree
 * (result, message, damaged action, state), else what differs (a static
 * buffer).  The caller frees *walk with save_read_free. */
const char *save_readers_differ(const char *text, size_t len, SaveSetFinder find_set, void *ctx, SaveRead *walk);
void save_read_free(SaveRead *r);

/* Reads text[0..len) as a position of m with game_from_text (member by
 * member) and with the tree; NULL if they agree (both refuse with the same
 * message, or both load states with the same JSON), else what differs.  The
 * loaded state, if any, goes to *st (caller frees; st may be NULL), err
 * gets the message. */
const char *position_readers_differ(const GameModule *m, const CardSet *set, const char *text, size_t len,
                                    GameState **st, Error *err);

/* json_malformed_at (json_parse_text's way to place a syntax error without
 * the tree) against cJSON's parse of the whole text: NULL if it finds the
 * same offset, or leaves a text to the whole parse; else how they differ. */
const char *malformed_readers_differ(const char *text, size_t len);

#endif
