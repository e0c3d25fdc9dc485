/* hardening_kit.h — what the untrusted-input tests share (test_hardening.c,
 * test_hardening_sets.c): a scratch folder, the source tree's files, and a
 * JSON text parsed as a file would be. */
#ifndef CT_HARDENING_KIT_H
#define CT_HARDENING_KIT_H
#include <stdbool.h>
#include <cjson/cJSON.h>
#include "core/error.h"

extern char tmpdir[256]; /* a fresh folder under /tmp for the test's files */

bool hardening_kit_open(void);   /* makes tmpdir; false when it cannot */
void hardening_kit_close(void);  /* removes it */
const char *data_path(const char *rel);               /* rel in the source tree (the last four stay valid) */
void write_text(const char *path, const char *text);
cJSON *parse(const char *text, Error *e);             /* as "t.json" */

#endif
