/* layout_agree.h — layouts are read one member at a time (json_lazy.h) and
 * fall back to cJSON's whole tree for anything the lazy reader could read
 * differently; both must give the same layout and the same message.  Shared
 * by test_ui_layout and fuzz_layout (readers_agree.h does the same for saves
 * and positions). */
#ifndef CT_LAYOUT_AGREE_H
#define CT_LAYOUT_AGREE_H
#include "ui/ui_internal.h"

/* Reads text[0..len) (text[len] == 0) as the layout `path` of m with both
 * readers; NULL if they agree (both refuse with the same message, or both
 * read equal layouts), else what differs (a static buffer).  The member by
 * member result goes to *L (freed here when refused: check ok), its message
 * to err. */
const char *layout_readers_differ(const char *text, size_t len, const char *path, const GameModule *m, Layout *L,
                                  bool *ok, char *err, size_t errn);

#endif
