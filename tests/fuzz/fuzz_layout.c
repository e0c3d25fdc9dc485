/* fuzz_layout — a table layout file (data/games/<game>.json) checked against
 * CT_FUZZ_GAME's module: expansion of nested repeats stays bounded, a refusal
 * has a message, the member-by-member reader agrees with the tree, and a
 * syntax error is placed where cJSON's whole parse puts it. */
#include "fuzzlib.h"
#include "layout_agree.h"
#include "readers_agree.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* as json_read_file gives it: NUL-terminated */
    char *text = malloc(size + 1);
    if (!text) abort();
    memcpy(text, data, size);
    text[size] = 0;
    Layout L;
    bool ok;
    char err[1024] = "";
    const char *differ = layout_readers_differ(text, size, "layout.json", fuzz_game(), &L, &ok, err, sizeof err);
    if (differ) fuzz_fail("readers differ: %s", differ);
    /* a syntax error is placed without the tree, where cJSON's parse puts it */
    if ((differ = malformed_readers_differ(text, size)) != NULL) fuzz_fail("%s", differ);
    if (ok) {
        if (L.nzones > CT_MAX_ZONES_PER_LAYOUT) fuzz_fail("%d zones", L.nzones);
        layout_free(&L);
    } else if (!err[0]) {
        fuzz_fail("layout refused with no message");
    }
    free(text);
    return 0;
}
