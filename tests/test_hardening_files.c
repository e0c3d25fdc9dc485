/* test_hardening_files.c — files from someone else that could still hurt:
 * pictures that decode to gigabytes, SVGs that cost seconds a draw, FIFOs
 * and devices where a file is expected, links out of a set, JSON read too
 * laxly, saves cut short, temp files left by a kill.  Each refusal names the
 * file, the place and the limit; none may hang (every FIFO here has no
 * writer: a blocking open would wait forever). */
#include "testlib.h"
#include "core/carddb.h"
#include "core/file_open.h"
#include "core/image_check.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "core/save.h"
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char tmpdir[256];

static const char *tmp_path(const char *name)
{
    static char buf[4][1024];
    static int k;
    k = (k + 1) % 4;
    snprintf(buf[k], sizeof buf[k], "%s/%s", tmpdir, name);
    return buf[k];
}

static void write_bytes(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f) return;
    fwrite(data, 1, len, f);
    fclose(f);
}

/* A PNG's signature and IHDR claiming w x h (no pixel data: the check must
 * not need any). */
static size_t png_header(unsigned char *out, uint32_t w, uint32_t h)
{
    static const unsigned char sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    memcpy(out, sig, 8);
    unsigned char ihdr[8 + 13 + 4] = {0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    for (int i = 0; i < 4; i++) {
        ihdr[8 + i] = (unsigned char)(w >> (24 - 8 * i));
        ihdr[12 + i] = (unsigned char)(h >> (24 - 8 * i));
    }
    ihdr[16] = 8; /* 8-bit */
    ihdr[17] = 6; /* RGBA */
    memcpy(out + 8, ihdr, sizeof ihdr);
    return 8 + sizeof ihdr;
}

/* A JPEG: SOI, an APP0 segment, then SOF0 of w x h. */
static size_t jpeg_header(unsigned char *out, unsigned w, unsigned h)
{
    static const unsigned char head[] = {0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 'J', 'F', 'I', 'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0};
    memcpy(out, head, sizeof head);
    unsigned char sof[] = {0xFF, 0xC0, 0, 11, 8, (unsigned char)(h >> 8), (unsigned char)h, (unsigned char)(w >> 8),
                           (unsigned char)w, 1, 1, 0x11, 0};
    memcpy(out + sizeof head, sof, sizeof sof);
    return sizeof head + sizeof sof;
}

static void test_picture_bombs_are_refused_from_the_header(void)
{
    unsigned char b[64];
    ImageInfo in = {0}; /* file_bytes 0: the bytes given are the whole file */
    Error e = {{0}};
    size_t n = png_header(b, 300, 420);
    CHECKF(image_check_bytes(b, n, false, "art/ok.png", &in, &e), "%s", e.msg);
    CHECK_INT(in.kind, IMAGE_PNG);
    CHECK_INT(in.width, 300);
    CHECK_INT(in.height, 420);
    /* a decompression bomb: 30000x30000 claimed by a header of a few bytes */
    n = png_header(b, 30000, 30000);
    CHECK(!image_check_bytes(b, n, false, "art/bomb.png", &in, &e));
    CHECK_CONTAINS(e.msg, "art/bomb.png");
    CHECK_CONTAINS(e.msg, "30000x30000");
    CHECK_CONTAINS(e.msg, "limit of 8192 pixels");
    /* inside the side limit, over the pixel count */
    n = png_header(b, 8000, 8000);
    CHECK(!image_check_bytes(b, n, false, "art/wide.png", &in, &e));
    CHECK_CONTAINS(e.msg, "over the limit of 16777216 pixels (picture size limit");
    n = jpeg_header(b, 300, 420);
    CHECKF(image_check_bytes(b, n, false, "art/ok.jpg", &in, &e), "%s", e.msg);
    CHECK_INT(in.kind, IMAGE_JPEG);
    CHECK_INT(in.width, 300);
    CHECK_INT(in.height, 420);
    n = jpeg_header(b, 60000, 60000);
    CHECK(!image_check_bytes(b, n, false, "art/bomb.jpg", &in, &e));
    CHECK_CONTAINS(e.msg, "60000x60000");
    /* a file of another kind under a picture's name: the decoders would
     * guess its format from its bytes */
    CHECK(!image_check_bytes((const unsigned char *)"BM....", 6, false, "art/x.png", &in, &e));
    CHECK_CONTAINS(e.msg, "not a PNG or JPEG picture");
    /* a header cut short */
    n = png_header(b, 300, 420);
    CHECK(!image_check_bytes(b, 20, false, "art/cut.png", &in, &e));
    CHECK(!image_check_bytes(b, 5, false, "art/cut.jpg", &in, &e));
    /* the file reader agrees: a bomb on disk is refused unread */
    n = png_header(b, 30000, 30000);
    write_bytes(tmp_path("bomb.png"), b, n);
    CHECK(!image_check_file(tmp_path("bomb.png"), &in, &e));
    CHECK_CONTAINS(e.msg, "bomb.png");
}

static void test_svg_size_and_elements_are_bounded(void)
{
    ImageInfo in = {0}; /* file_bytes 0: the bytes given are the whole file */
    Error e = {{0}};
    const char *ok = "<?xml version=\"1.0\"?>\n<!-- <rect> in a comment is not an element -->\n"
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"250\" height=\"350\" viewBox=\"0 0 250 350\">"
                     "<rect width=\"10\" height=\"10\"/></svg>";
    CHECKF(image_check_bytes((const unsigned char *)ok, strlen(ok), true, "art/ok.svg", &in, &e), "%s", e.msg);
    CHECK_INT(in.kind, IMAGE_SVG);
    CHECK_INT(in.svg_elements, 2);
    CHECK_INT(in.width, 250);
    /* the nominal size from the viewBox when width/height are missing */
    const char *huge = "<svg viewBox='0,0 90000 90000'><rect/></svg>";
    CHECK(!image_check_bytes((const unsigned char *)huge, strlen(huge), true, "art/huge.svg", &in, &e));
    CHECK_CONTAINS(e.msg, "90000x90000");
    /* element count: 2,000 full-card paths, over CT_MAX_SVG_ELEMENTS */
    size_t cap = 200000, len = 0;
    char *many = malloc(cap);
    REQUIRE(many);
    len += (size_t)snprintf(many, cap, "<svg width=\"250\" height=\"350\">");
    for (int i = 0; i < 2000; i++) len += (size_t)snprintf(many + len, cap - len, "<path d=\"M0 0h250v350H0z\"/>");
    len += (size_t)snprintf(many + len, cap - len, "</svg>");
    CHECK(!image_check_bytes((const unsigned char *)many, len, true, "art/many.svg", &in, &e));
    CHECK_INT(in.svg_elements, 2001);
    CHECK_CONTAINS(e.msg, "an SVG of 2001 elements, over the limit of 1500 (SVG element limit");
    free(many);
    /* file size, refused on the size alone */
    char *big = calloc(1, CT_MAX_SVG_BYTES + 100);
    REQUIRE(big);
    memset(big, ' ', CT_MAX_SVG_BYTES + 99);
    memcpy(big, "<svg>", 5);
    write_bytes(tmp_path("big.svg"), big, CT_MAX_SVG_BYTES + 99);
    free(big);
    CHECK(!image_check_file(tmp_path("big.svg"), &in, &e));
    CHECK_CONTAINS(e.msg, "big.svg: an SVG of 524387 bytes, over the limit of 524288 bytes (SVG file size limit");
    /* every shipped picture passes */
    const char *art[] = {"cards/queens-court/classic/art/noble-10.svg", "cards/queens-blood/core/art/back.svg", NULL};
    for (int i = 0; art[i]; i++) {
        char p[1024];
        CHECKF(image_check_file(paths_join(p, sizeof p, art[i]), &in, &e), "%s", e.msg);
    }
}

static const CardSet *one_set(const GameModule *m, const char *id, void *ctx)
{
    const CardSet *set = ctx;
    (void)m;
    return strcmp(set->id, id) == 0 || strcmp(set->dir, id) == 0 ? set : NULL;
}

/* t parses as one JSON document under the loaders' limits. */
static bool parses_whole(const char *t, size_t len)
{
    Error e;
    cJSON *j = json_parse_text(t, len, "fixed", &e);
    cJSON_Delete(j);
    return j != NULL;
}

/* A set with its first card's art replaced: check-cards' art report. */
static void test_a_set_with_a_picture_bomb_is_reported(void)
{
    char cmd[2048], dir[1024], src[1024];
    snprintf(dir, sizeof dir, "%s/bombset", tmpdir);
    snprintf(cmd, sizeof cmd, "cp -r %s %s", paths_join(src, sizeof src, "cards/queens-blood/core"), dir);
    REQUIRE(system(cmd) == 0);
    unsigned char b[64];
    size_t n = png_header(b, 30000, 30000);
    char art[1100];
    snprintf(art, sizeof art, "%s/art/back.png", dir);
    write_bytes(art, b, n);
    snprintf(art, sizeof art, "%s/art/back.svg", dir);
    unlink(art);
    const GameModule *m = games_find("queens-blood");
    Report problems = {0};
    CardSet *set = carddb_load(m, dir, &problems, NULL);
    REQUIRE(set);
    Report art_report = {0};
    CHECK_INT(carddb_check_art(set, &art_report), 1);
    REQUIRE(art_report.count == 1);
    CHECK_CONTAINS(art_report.lines[0], "card back:");
    CHECK_CONTAINS(art_report.lines[0], "back.png: 30000x30000 pixels");
    report_free(&art_report);
    report_free(&problems);
    carddb_free(set);
}

static const char *const GAMES[] = {"queens-blood", "queens-court", "long-live-the-queen", "queen-by-midnight",
                                    "blood-wars", NULL};

/* A copy of a game's default set in tmpdir/name; its path. */
static const char *copy_set(const char *game, const char *name)
{
    static char dir[1024];
    char cmd[2400], src[1024], rel[128];
    snprintf(rel, sizeof rel, "cards/%s", game);
    snprintf(dir, sizeof dir, "%s/%s", tmpdir, name);
    /* decks/ made when the set has none: every game reads it */
    snprintf(cmd, sizeof cmd, "rm -rf %s && mkdir -p %s && cp -r \"$(ls -d %s/*/ | head -1)\"/. %s && mkdir -p %s/decks", dir,
             dir, paths_join(src, sizeof src, rel), dir, dir);
    return system(cmd) == 0 ? dir : NULL;
}

static void test_fifos_are_refused_without_blocking(void)
{
    alarm(60); /* a blocking open would wait for a writer forever: fail instead */
    Error e = {{0}};
    const char *fifo = tmp_path("fifo.json");
    REQUIRE(mkfifo(fifo, 0644) == 0);
    CHECK(json_load_file(fifo, &e) == NULL);
    CHECK_CONTAINS(e.msg, "fifo.json: is a FIFO (named pipe); expected a regular file");
    size_t len;
    CHECK(json_read_file(fifo, &len, &e) == NULL);
    CHECK(!image_check_file(fifo, NULL, &e));
    CHECK_CONTAINS(e.msg, "is a FIFO");
    CHECK(file_open_regular("/dev/null", NULL, &e) < 0);
    CHECK_CONTAINS(e.msg, "/dev/null: is a character device; expected a regular file");
    CHECK(file_open_regular(tmpdir, NULL, &e) < 0);
    CHECK_CONTAINS(e.msg, "is a folder");
    /* set.json as a FIFO, for every game's loader */
    for (int g = 0; GAMES[g]; g++) {
        const char *dir = copy_set(GAMES[g], "fifo-set");
        REQUIRE(dir);
        char p[1100];
        snprintf(p, sizeof p, "%s/set.json", dir);
        unlink(p);
        REQUIRE(mkfifo(p, 0644) == 0);
        Report pr = {0};
        CardSet *set = carddb_load(games_find(GAMES[g]), dir, &pr, NULL);
        CHECK(set == NULL);
        CHECKF(pr.count == 1 && strstr(pr.lines[0], "set.json: is a FIFO (named pipe); expected a regular file"), "%s: %s",
               GAMES[g], pr.count ? pr.lines[0] : "(no problem)");
        report_free(&pr);
        carddb_free(set);
        /* a deck file as a FIFO is reported, not skipped */
        dir = copy_set(GAMES[g], "fifo-deck");
        REQUIRE(dir);
        snprintf(p, sizeof p, "%s/decks/zz-fifo.json", dir);
        REQUIRE(mkfifo(p, 0644) == 0);
        set = carddb_load(games_find(GAMES[g]), dir, &pr, NULL);
        CHECK(set == NULL);
        CHECKF(pr.count == 1 && strstr(pr.lines[0], "zz-fifo.json: is a FIFO"), "%s: %s", GAMES[g],
               pr.count ? pr.lines[0] : "(no problem)");
        report_free(&pr);
        carddb_free(set);
    }
    alarm(0);
}

/* Every file of a set that is a link out of the folder is refused unread:
 * the message never quotes the outside file. */
static void test_links_out_of_the_set_are_refused_unread(void)
{
    const char *outside = tmp_path("secret.json");
    write_bytes(outside, "root:x:0:0:root:/root", 21);
    for (int g = 0; GAMES[g]; g++) {
        const GameModule *m = games_find(GAMES[g]);
        const char *dir = copy_set(GAMES[g], "link-deck");
        REQUIRE(dir);
        char p[1100];
        snprintf(p, sizeof p, "%s/decks/evil.json", dir);
        REQUIRE(symlink(outside, p) == 0);
        Report pr = {0};
        CardSet *set = carddb_load(m, dir, &pr, NULL);
        CHECK(set == NULL);
        REQUIRE(pr.count == 1);
        CHECK_CONTAINS(pr.lines[0], "decks/evil.json: a link that leads outside the set folder");
        CHECKF(!strstr(pr.lines[0], "root:x"), "quotes the outside file: %s", pr.lines[0]);
        report_free(&pr);
        carddb_free(set);
        /* set.json itself */
        dir = copy_set(GAMES[g], "link-set");
        REQUIRE(dir);
        snprintf(p, sizeof p, "%s/set.json", dir);
        unlink(p);
        REQUIRE(symlink("/proc/self/status", p) == 0);
        set = carddb_load(m, dir, &pr, NULL);
        CHECK(set == NULL);
        REQUIRE(pr.count == 1);
        CHECK_CONTAINS(pr.lines[0], "set.json: a link that leads outside the set folder");
        CHECKF(!strstr(pr.lines[0], "Name:"), "quotes the outside file: %s", pr.lines[0]);
        report_free(&pr);
        char game[64];
        Error e = {{0}};
        CHECK(!carddb_set_game(dir, game, sizeof game, &e));
        CHECK_CONTAINS(e.msg, "a link that leads outside the set folder");
    }
    /* a link that stays inside the set is fine */
    const char *dir = copy_set("queens-blood", "link-inside");
    REQUIRE(dir);
    char p[1100], q[1100];
    snprintf(p, sizeof p, "%s/decks", dir);
    snprintf(q, sizeof q, "%s/decks-real", dir);
    REQUIRE(rename(p, q) == 0);
    REQUIRE(symlink("decks-real", p) == 0);
    Report pr = {0};
    CardSet *set = carddb_load(games_find("queens-blood"), dir, &pr, NULL);
    CHECKF(set && set->ndecks > 0, "%s", pr.count ? pr.lines[0] : "");
    report_free(&pr);
    carddb_free(set);
}

/* set.json of a game's default set with `from` (its first occurrence)
 * replaced by `to`; the loader's problems joined in out. */
static bool load_edited(const char *game, const char *from, const char *to, char *out, size_t n)
{
    const char *dir = copy_set(game, "strict");
    if (!dir) return false;
    char p[1100];
    snprintf(p, sizeof p, "%s/set.json", dir);
    char *text = tl_read_text(p);
    /* in the cards (a set has an "id" of its own before them) */
    char *cards = text ? strstr(text, "\"cards\"") : NULL;
    char *at = cards ? strstr(strcmp(from, "\"cards\"") == 0 ? text : cards, from) : NULL;
    if (!at) {
        free(text);
        return false;
    }
    FILE *f = fopen(p, "wb");
    if (!f) return false;
    fwrite(text, 1, (size_t)(at - text), f);
    fwrite(to, 1, strlen(to), f);
    fputs(at + strlen(from), f);
    fclose(f);
    free(text);
    Report pr = {0};
    CardSet *set = carddb_load(games_find(game), dir, &pr, NULL);
    out[0] = 0;
    for (int i = 0; i < pr.count; i++) snprintf(out + strlen(out), n - strlen(out), "%s\n", pr.lines[i]);
    report_free(&pr);
    bool loaded = set != NULL;
    carddb_free(set);
    return !loaded;
}

static void test_lax_json_is_refused_by_every_loader(void)
{
    char msg[4096];
    for (int g = 0; GAMES[g]; g++) {
        /* a second "cards": [] was ignored (the first wins) */
        CHECKF(load_edited(GAMES[g], "\"cards\"", "\"cards\": [],\n \"cards\"", msg, sizeof msg), "%s loaded", GAMES[g]);
        CHECK_CONTAINS(msg, "set.json: line ");
        CHECK_CONTAINS(msg, "duplicate key \"cards\"");
        /* a duplicate "id" is a duplicate key, with the card's path */
        CHECKF(load_edited(GAMES[g], "\"id\": \"", "\"id\": \"x\", \"id\": \"", msg, sizeof msg), "%s loaded", GAMES[g]);
        CHECK_CONTAINS(msg, "set.json: cards[0]: line ");
        CHECK_CONTAINS(msg, "duplicate key \"id\"");
        CHECKF(!strstr(msg, "unknown field"), "%s", msg);
        /* "a\u0000b" read as "a" */
        CHECKF(load_edited(GAMES[g], "\"name\": \"", "\"name\": \"a\\u0000b", msg, sizeof msg), "%s loaded", GAMES[g]);
        CHECK_CONTAINS(msg, "set.json: cards[0].name: line ");
        CHECK_CONTAINS(msg, "\\u0000 (a NUL character) in a string");
        CHECKF(load_edited(GAMES[g], "\"name\": \"", "\"name\": \"a\xff\xfe", msg, sizeof msg), "%s loaded", GAMES[g]);
        CHECK_CONTAINS(msg, "invalid UTF-8 (byte 0xFF) in a string");
        CHECKF(load_edited(GAMES[g], "\"name\": \"", "\"name\": \"\xc0\xaf", msg, sizeof msg), "%s: overlong", GAMES[g]);
        CHECK_CONTAINS(msg, "invalid UTF-8 (byte 0xC0)");
    }
    /* a raw NUL (not expressible by the edit above: strings end at it) */
    const char t[] = "{\"a\": [1, {\"b\": \"x\0y\"}]}";
    Error e = {{0}};
    CHECK(!json_check_text(t, sizeof t - 1, "f.json", &e));
    CHECK_CONTAINS(e.msg, "f.json: a[1].b: line 1, column 19: a NUL byte in a string");
    /* keys spelled differently but the same are duplicates too */
    const char k[] = "{\"x\": {\"name\": 1, \"n\\u0061me\": 2}}";
    CHECK(!json_check_text(k, sizeof k - 1, "f.json", &e));
    CHECK_CONTAINS(e.msg, "f.json: x: line 1, column 19: duplicate key \"name\" (first at line 1, column 8)");
    /* the same key in two objects is fine; valid UTF-8 is fine */
    const char ok[] = "{\"a\": {\"id\": 1}, \"b\": {\"id\": \"\xc3\xa9\xe2\x82\xac\xf0\x9f\x82\xa1\"}}";
    CHECKF(json_check_text(ok, sizeof ok - 1, "f.json", &e), "%s", e.msg);
    /* a syntax error before it is named first (cJSON's message) */
    const char syn[] = "{\"a\": tru, \"a\": 1}";
    CHECK(json_load_file("/nonexistent", &e) == NULL);
    cJSON *j = json_parse_text(syn, sizeof syn - 1, "f.json", &e);
    CHECK(j == NULL);
    CHECK_CONTAINS(e.msg, "malformed JSON at line 1, column 7");
    /* a save and a position: the same check */
    const char save[] = "{\"format_version\": 1, \"game\": \"queens-blood\", \"game\": \"blood-wars\"}";
    GameRecord rec;
    GameState *st = NULL;
    int damaged_at;
    CHECK(!save_from_text_prefix(save, sizeof save - 1, "s.json", NULL, NULL, &rec, &st, &damaged_at, &e));
    CHECK_CONTAINS(e.msg, "duplicate key \"game\"");
}

/* A save cut at every byte: the moves whose text is whole are restored (all
 * of them once the cut is past the moves), never a move that is not there. */
static void test_a_save_cut_short_keeps_its_moves(void)
{
    char src[1024];
    char *text = tl_read_text(paths_join(src, sizeof src, "tests/data/hardening/save-8-moves.json"));
    REQUIRE(text);
    size_t len = strlen(text);
    const char *acts_end = strstr(text, "],\n \"ui\"");
    REQUIRE(acts_end);
    int last = -1;
    for (size_t cut = 1; cut < len - 2; cut++) {
        char *copy = malloc(cut + 1);
        REQUIRE(copy);
        memcpy(copy, text, cut);
        copy[cut] = 0;
        size_t flen;
        int kept;
        Error why = {{0}};
        char *fixed = save_salvage_text(copy, cut, &flen, &kept, &why);
        if (cut > (size_t)(acts_end - text)) {
            CHECKF(fixed && kept == 8, "cut at %zu: %d moves kept", cut, kept);
            CHECK_CONTAINS(why.msg, "cut short or damaged at line");
        }
        if (fixed) {
            CHECKF(kept >= last, "cut at %zu: %d moves kept after %d", cut, kept, last);
            last = kept;
            Error e = {{0}};
            CHECKF(json_check_text(fixed, flen, "fixed", &e) && parses_whole(fixed, flen), "cut at %zu: %s", cut, fixed);
        }
        free(fixed);
        free(copy);
    }
    CHECK_INT(last, 8);
    /* the whole file: nothing to salvage */
    size_t flen;
    int kept;
    Error why;
    CHECK(save_salvage_text(text, len, &flen, &kept, &why) == NULL);
    /* through the loader the table uses: all 8 moves, the damage said */
    const char *cutp = tmp_path("cut.json");
    write_bytes(cutp, text, len - 40);
    GameRecord rec;
    GameState *st = NULL;
    bool damaged = false;
    Error err = {{0}};
    const CardSet *set = tl_load_set(games_find("queens-blood"), NULL);
    REQUIRE(set);
    CHECKF(save_load_restoring(cutp, one_set, (void *)set, &rec, &st, &damaged, &why, &err), "%s", err.msg);
    CHECK(damaged);
    CHECK_INT(rec.nactions, 8);
    CHECK_CONTAINS(why.msg, "cut.json: the file is cut short or damaged at line");
    game_free(st);
    record_free(&rec);
    carddb_free((CardSet *)set);
    free(text);
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/ct-test-files-XXXXXX");
    if (!mkdtemp(tmpdir)) return 1;
    RUN(test_picture_bombs_are_refused_from_the_header);
    RUN(test_svg_size_and_elements_are_bounded);
    RUN(test_a_set_with_a_picture_bomb_is_reported);
    RUN(test_fifos_are_refused_without_blocking);
    RUN(test_links_out_of_the_set_are_refused_unread);
    RUN(test_lax_json_is_refused_by_every_loader);
    RUN(test_a_save_cut_short_keeps_its_moves);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", tmpdir);
    return tl_summary();
}
