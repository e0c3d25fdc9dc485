/* test_card_folders.c — card sets are found in the data dir's cards/, in the
 * user folder (<pref>/cards/<game>/<set>/) and in --cards folders (one set, a
 * cards/ tree, or a folder of sets of several games); a broken one is reported. */
#include "testlib.h"
#include "core/carddb.h"
#include "core/paths.h"
#include "core/registry.h"
#include <stdlib.h>

static char tmpdir[256];

static void sh(const char *fmt, const char *a, const char *b)
{
    char cmd[1200];
    snprintf(cmd, sizeof cmd, fmt, a, b);
    if (system(cmd) != 0) fprintf(stderr, "command failed: %s\n", cmd);
}

/* cp -r SRC (relative to the data dir) to DST (relative to tmpdir) */
static void copy_set(const char *src, const char *dst)
{
    char from[700], to[700];
    paths_join(from, sizeof from, src);
    snprintf(to, sizeof to, "%s/%s", tmpdir, dst);
    sh("mkdir -p \"$(dirname '%2$s')\" && cp -r '%1$s' '%2$s'", from, to);
}

/* index of the set loaded from tmpdir/rel, or -1 */
static int find_dir(CardSet **sets, int n, const char *rel)
{
    char want[700];
    snprintf(want, sizeof want, "%s/%s", tmpdir, rel);
    for (int i = 0; i < n; i++)
        if (strcmp(sets[i]->dir, want) == 0) return i;
    return -1;
}

static void test_sets_found_in_all_three_places(void)
{
    const GameModule *qc = games_find("queens-court"), *qb = games_find("queens-blood");
    REQUIRE(qc && qb);
    copy_set("cards/queens-court/classic", "user/cards/queens-court/mine");
    copy_set("cards/queens-court/classic", "one-set");
    copy_set("cards/queens-court/classic", "mixed/court-copy");
    copy_set("cards/queens-blood/core", "mixed/blood-copy");
    copy_set("cards/queens-blood/core", "tree/queens-blood/tree-blood");
    char user[400], one[400], mixed[400], tree[400];
    snprintf(user, sizeof user, "%s/user/", tmpdir); /* a trailing slash is fine */
    snprintf(one, sizeof one, "%s/one-set", tmpdir);
    snprintf(mixed, sizeof mixed, "%s/mixed", tmpdir);
    snprintf(tree, sizeof tree, "%s/tree", tmpdir);
    paths_set_user_dir(user);
    REQUIRE(paths_add_cards_dir(one));
    REQUIRE(paths_add_cards_dir(mixed));
    REQUIRE(paths_add_cards_dir(tree));

    CardSet **sets;
    Report rep = {0};
    int n = carddb_load_all(qc, &sets, &rep);
    for (int i = 0; i < rep.count; i++) fprintf(stderr, "  %s\n", rep.lines[i]);
    CHECK_INT(rep.count, 0);
    CHECK_INT(n, 4); /* shipped classic, the user's, the single set, the court set of the mixed folder */
    REQUIRE(n >= 1);
    CHECK_STR(sets[0]->id, "classic"); /* the shipped set comes first */
    CHECK(find_dir(sets, n, "user/cards/queens-court/mine") > 0);
    CHECK(find_dir(sets, n, "one-set") > 0);
    CHECK(find_dir(sets, n, "mixed/court-copy") > 0);
    CHECK_INT(find_dir(sets, n, "mixed/blood-copy"), -1); /* another game's set is not offered */
    carddb_free_all(sets, n);
    report_free(&rep);

    n = carddb_load_all(qb, &sets, &rep);
    CHECK_INT(rep.count, 0);
    CHECK_INT(n, 3); /* shipped core, the mixed folder's, the cards/ tree's */
    CHECK(find_dir(sets, n, "mixed/blood-copy") > 0);
    CHECK(find_dir(sets, n, "tree/queens-blood/tree-blood") > 0);
    CHECK_INT(find_dir(sets, n, "one-set"), -1);
    carddb_free_all(sets, n);
    report_free(&rep);

    /* by name, as the CLI's --set and saved games ask for them */
    CardSet *s = carddb_load_named(qc, "mine", &rep);
    CHECK(s != NULL);
    carddb_free(s);
    s = carddb_load_named(qb, "tree-blood", &rep);
    CHECK(s != NULL);
    carddb_free(s);
    CHECK_INT(rep.count, 0);
    s = carddb_load_named(qc, "nowhere", &rep);
    CHECK(s == NULL);
    REQUIRE(rep.count == 1);
    CHECK_CONTAINS(rep.lines[0], "no card set \"nowhere\"");
    CHECK_CONTAINS(rep.lines[0], "/user/cards/queens-court");
    report_free(&rep);
}

static void test_broken_set_in_a_card_folder_is_reported(void)
{
    const GameModule *qc = games_find("queens-court");
    REQUIRE(qc);
    char bad[400];
    snprintf(bad, sizeof bad, "%s/mixed/broken", tmpdir);
    sh("mkdir -p '%s' && printf '{\"game\": \"queens-court\", \"cards\": [' > '%s/set.json'", bad, bad);
    CardSet **sets;
    Report rep = {0};
    int n = carddb_load_all(qc, &sets, &rep);
    CHECK_INT(n, 4); /* the good ones still load */
    REQUIRE(rep.count >= 2);
    CHECK_CONTAINS(rep.lines[0], "mixed/broken: card set skipped (1 problem)");
    CHECK_CONTAINS(rep.lines[1], "mixed/broken/set.json");
    carddb_free_all(sets, n);
    report_free(&rep);

    /* a --cards folder that does not exist is named */
    paths_clear_cards_dirs();
    paths_add_cards_dir("/nonexistent-ct-folder");
    n = carddb_load_all(qc, &sets, &rep);
    CHECK_INT(n, 2);
    REQUIRE(rep.count == 1);
    CHECK_CONTAINS(rep.lines[0], "/nonexistent-ct-folder: --cards: not a folder");
    carddb_free_all(sets, n);
    report_free(&rep);
    paths_clear_cards_dirs();
    paths_set_user_dir("");
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/ct-test-folders-XXXXXX");
    if (!mkdtemp(tmpdir)) return 1;
    RUN(test_sets_found_in_all_three_places);
    RUN(test_broken_set_in_a_card_folder_is_reported);
    sh("rm -rf '%s'%s", tmpdir, "");
    return tl_summary();
}
