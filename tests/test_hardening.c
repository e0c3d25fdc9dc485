/* test_hardening.c — issue 9: untrusted input (card sets, decks, saves,
 * positions) is bounded and refused with a message naming the file, the place
 * and the limit, never a crash or undefined behaviour. Each defect found by
 * the outside pass has its reproducer in tests/data/hardening/. */
#include "testlib.h"
#include "core/json_util.h"
#include "core/paths.h"
#include <stdlib.h>
#include <unistd.h>

static cJSON *parse(const char *text, Error *e)
{
    return json_parse_text(text, strlen(text), "t.json", e);
}

/* 1e300 does not fit an int: the helper must refuse it without converting. */
static void test_number_range_is_checked_before_conversion(void)
{
    static const char *const bad[] = {"1e300", "-1e300", "2147483648", "-2147483649", "1.5", "1e30", "\"3\"", "null"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char text[64];
        snprintf(text, sizeof text, "{\"n\": %s}", bad[i]);
        Error e = {{0}};
        cJSON *j = parse(text, &e);
        REQUIRE(j);
        int v = 7;
        CHECKF(!json_int(j, "n", -1000000, 1000000, true, 0, &v, "t.json", &e), "%s accepted", bad[i]);
        CHECK_CONTAINS(e.msg, "t.json: n: expected an integer -1000000..1000000");
        CHECK(!json_as_int(cJSON_GetObjectItem(j, "n"), INT32_MIN, INT32_MAX, &v));
        cJSON_Delete(j);
    }
    Error e = {{0}};
    cJSON *j = parse("[2147483647, -2147483648, 0, 18446744073709549568, 1e20, -1, 0.5]", &e);
    REQUIRE(j);
    int v;
    CHECK(json_as_int(cJSON_GetArrayItem(j, 0), INT32_MIN, INT32_MAX, &v) && v == INT32_MAX);
    CHECK(json_as_int(cJSON_GetArrayItem(j, 1), INT32_MIN, INT32_MAX, &v) && v == INT32_MIN);
    uint64_t u;
    CHECK(json_as_u64(cJSON_GetArrayItem(j, 2), &u) && u == 0);
    CHECK(json_as_u64(cJSON_GetArrayItem(j, 3), &u) && u == 18446744073709549568ull);
    CHECK(!json_as_u64(cJSON_GetArrayItem(j, 4), &u)); /* 1e20 >= 2^64 */
    CHECK(!json_as_u64(cJSON_GetArrayItem(j, 5), &u));
    CHECK(!json_as_u64(cJSON_GetArrayItem(j, 6), &u));
    cJSON_Delete(j);
}

/* Nesting, string length, value count and file size are refused by the
 * parser before cJSON allocates, each error naming its limit. */
static void test_parse_limits_are_named(void)
{
    char deep[2 * CT_MAX_JSON_DEPTH + 3];
    for (int k = CT_MAX_JSON_DEPTH; k <= CT_MAX_JSON_DEPTH + 1; k++) {
        for (int i = 0; i < k; i++) deep[i] = '[', deep[k + i] = ']';
        deep[2 * k] = 0;
        Error e = {{0}};
        cJSON *j = parse(deep, &e);
        if (k == CT_MAX_JSON_DEPTH) CHECKF(j != NULL, "%s", e.msg); /* exactly the limit: fine */
        else {
            CHECK(!j);
            CHECK_CONTAINS(e.msg, "t.json: line 1, column 33: nested more than 32 deep (nesting depth limit");
        }
        cJSON_Delete(j);
    }
    Error e = {{0}};
    char *longs = malloc(CT_MAX_STRING_BYTES + 8);
    memset(longs, 'a', CT_MAX_STRING_BYTES + 8);
    longs[0] = '"';
    longs[CT_MAX_STRING_BYTES + 2] = '"';
    longs[CT_MAX_STRING_BYTES + 3] = 0;
    CHECK(!parse(longs, &e));
    CHECK_CONTAINS(e.msg, "string length limit");
    free(longs);

    size_t nv = CT_MAX_JSON_VALUES + 2;
    char *many = malloc(2 * nv + 2);
    many[0] = '[';
    for (size_t i = 0; i < nv; i++) many[1 + 2 * i] = '0', many[2 + 2 * i] = ',';
    many[2 * nv] = ']';
    many[2 * nv + 1] = 0;
    CHECK(!parse(many, &e));
    CHECK_CONTAINS(e.msg, "value count limit");
    free(many);

    /* a file over the size limit is refused while reading */
    char path[] = "/tmp/ct-test-hardening-XXXXXX";
    int fd = mkstemp(path);
    REQUIRE(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputc('"', f);
    for (int i = 0; i < CT_MAX_FILE_BYTES; i++) fputc(' ', f);
    fputc('"', f);
    fclose(f);
    CHECK(!json_load_file(path, &e));
    CHECK_CONTAINS(e.msg, path);
    CHECK_CONTAINS(e.msg, "file size limit");
    unlink(path);
}

int main(void)
{
    RUN(test_number_range_is_checked_before_conversion);
    RUN(test_parse_limits_are_named);
    return tl_summary();
}
