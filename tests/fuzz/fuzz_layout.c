/* fuzz_layout — a table layout file (data/games/<game>.json) checked against
 * CT_FUZZ_GAME's module; expansion of nested repeats stays bounded. */
#include "fuzzlib.h"
#include "ui/ui_internal.h"
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char path[512];
    snprintf(path, sizeof path, "%s/layout.json", fuzz_tmpdir());
    fuzz_write(path, (const char *)data, size);
    Layout L;
    char err[1024] = "";
    if (layout_load(&L, path, fuzz_game(), err, sizeof err)) {
        if (L.nzones > CT_MAX_ZONES_PER_LAYOUT) fuzz_fail("%d zones", L.nzones);
    } else if (!err[0]) fuzz_fail("layout refused with no message");
    layout_free(&L);
    return 0;
}
