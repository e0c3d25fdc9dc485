/* test_layout_read.c — the layout reproducers (tests/data/hardening)
 * through the layout reader, with no window: so the clang sanitizer stage of
 * tools/test.sh, which leaves out the test_ui_* tests, runs them as named
 * checks too, not only as fuzz seeds. */
#include "testlib.h"
#include "layout_agree.h"
#include "ui/ui_internal.h"
#include "core/paths.h"
#include <stdlib.h>
#include <string.h>

/* reproducers (tests/data/hardening): nested repeats expanding to
 * millions of zones, and two errors that named neither file nor path */
static void test_layout_reproducers_are_refused(void)
{
    static const struct { const char *file, *expect; } cases[] = {
        {"layout-nested-repeat.json", "layout-nested-repeat.json: zones[0] \"a{i}{j}{k}\": the layout expands to more than 512 zones (zones per layout limit"},
        {"layout-repeat-not-object.json", "layout-repeat-not-object.json: zones[0] \"a{i}\": repeat[0]: expected an object {var, from, to, dx, dy}"},
        {"layout-panels-not-object.json", "layout-panels-not-object.json: panels: expected an object {log, seats, buttons, toast}"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char rel[200], path[1024], err[1024] = "";
        snprintf(rel, sizeof rel, "tests/data/hardening/%s", cases[i].file);
        paths_join(path, sizeof path, rel);
        Layout L;
        bool ok = layout_load(&L, path, NULL, err, sizeof err);
        CHECKF(!ok, "%s accepted", cases[i].file);
        if (ok) layout_free(&L);
        CHECK_CONTAINS(err, cases[i].expect);
    }
}

/* fuzz_layout's findings: a byte order mark where a value starts; both
 * readers (member by member and the tree) refuse it with the same message */
static void test_layout_bom_reproducers_are_refused(void)
{
    static const char *const reproducers[] = {"layout-bom-before-a-value.json", "layout-bom-before-a-value-2.json"};
    for (size_t r = 0; r < sizeof reproducers / sizeof *reproducers; r++) {
        char path[1024], rel[200];
        snprintf(rel, sizeof rel, "tests/data/hardening/%s", reproducers[r]);
        paths_join(path, sizeof path, rel);
        char *text = tl_read_text(path);
        REQUIRE(text);
        Layout L;
        bool ok;
        char err[1024] = "";
        const char *differ = layout_readers_differ(text, strlen(text), path, NULL, &L, &ok, err, sizeof err);
        CHECKF(differ == NULL, "%s: %s", reproducers[r], differ);
        CHECKF(!ok, "%s accepted", reproducers[r]);
        CHECK_CONTAINS(err, "malformed JSON at line ");
        if (ok) layout_free(&L);
        free(text);
    }
}

int main(void)
{
    RUN(test_layout_reproducers_are_refused);
    RUN(test_layout_bom_reproducers_are_refused);
    return tl_summary();
}
