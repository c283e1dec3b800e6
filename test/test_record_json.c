/* SPDX-License-Identifier: MIT */
/* The library's JSON reader (src/record_json.c) called directly, as the crib program calls it
 * for its bots' answers and its records' fields (test_record.c reads it through
 * crib_record_check()): a member is found only among the object's own members, never inside
 * a string nor in an object it nests; strings are decoded, arrays walked, whole numbers read;
 * and what is no JSON object is refused with where and why. */
#include "harness.h"
#include "../src/record_json.h"

#include <string.h>

/* The text with control characters written \xHH, for a TAP line. */
static const char *shown(const char *text)
{
    static char buf[512];
    size_t k = 0;
    for (; *text && k + 5 < sizeof buf; text++) {
        if ((unsigned char)*text < 0x20)
            k += (size_t)snprintf(buf + k, sizeof buf - k, "\\x%02x", (unsigned char)*text);
        else
            buf[k++] = *text;
    }
    buf[k] = '\0';
    return buf;
}

/* rj_object() on text, at most `depth` deep: 1 with its members indexed, else 0. */
static int object_of(const char *text, uint32_t depth, rj_doc *d, rj_index *ix)
{
    size_t err;
    const char *msg;
    d->s = text;
    d->len = strlen(text);
    return rj_object(d, depth, ix, &err, &msg);
}

/* The member named key of the object text: found with want_type and the text want_text, or
 * not there when want_text is NULL. */
static void member(const char *text, const char *key, int want_type, const char *want_text)
{
    rj_doc d;
    rj_index ix;
    size_t at = RJ_NONE, end = 0;
    int ok = object_of(text, CRIB_RECORD_MAX_DEPTH, &d, &ix);
    if (ok) {
        at = rj_index_member(&d, &ix, key);
        end = at == RJ_NONE ? 0 : rj_end(&d, at);
    }
    ok = ok &&
         (want_text ? at != RJ_NONE && rj_type(&d, at) == want_type &&
                          end - at == strlen(want_text) && !memcmp(text + at, want_text, end - at)
                    : at == RJ_NONE);
    CHECK(ok, "%s: \"%s\" %s", shown(text), key, want_text ? want_text : "not there");
}

static void test_members(void)
{
    member("{\"card\":\"7c\"}", "card", RJ_STRING, "\"7c\"");
    member(" {\"why\":\"card\" , \"card\" : null }\n", "card", RJ_NULL, "null");
    member("{\"x\":{\"card\":\"5h\"},\"card\":\"7c\"}", "card", RJ_STRING, "\"7c\"");
    member("{\"x\":[{\"card\":1},[\"card\"]],\"y\":2}", "card", 0, NULL);
    member("{\"n\":\"\\\"card\\\":\\\"5h\\\"\",\"card\":\"7c\"}", "card", RJ_STRING, "\"7c\"");
    member("{\"c\\u0061rd\":true}", "card", RJ_TRUE, "true");
    member("{\"a\":-0.5e+3,\"b\":[1,2.25,-3E2],\"card\":false}", "card", RJ_FALSE, "false");
    member("{\"discard\":[\"5h\", \"Kd\"]}", "discard", RJ_ARRAY, "[\"5h\", \"Kd\"]");
    member("{}", "card", 0, NULL);
    /* Nested CRIB_RECORD_MAX_DEPTH deep: the object and 15 arrays. */
    member("{\"a\":[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]],\"card\":2}", "card", RJ_NUMBER, "2");
}

/* Texts that are no JSON object, and what the reader says of each, where (from 0). */
static void test_refused(void)
{
    static const struct {
        const char *text;
        size_t at;
        const char *msg;
    } k_bad[] = {
        {"", 0, "unexpected end of the text"},
        {"debug: thinking", 0, "expected a value"},
        {"[]", 0, "expected an object"},
        {" \"card\"", 1, "expected an object"},
        {"{", 1, "unexpected end of the text"},
        {"{\"card\"}", 7, "expected ':'"},
        {"{\"card\":}", 8, "expected a value"},
        {"{\"card\":\"7c\",}", 13, "expected a string"},
        {"{\"card\":\"7c\"} x", 14, "text after the value"},
        {"{\"card\":01}", 9, "expected ',' or '}'"},
        {"{\"card\":1.}", 10, "expected a digit"},
        {"{\"card\":-}", 9, "expected a digit"},
        {"{\"card\":tru}", 8, "expected a value"},
        {"{card:1}", 1, "expected a string"},
        {"{\"a\":\"\\x\"}", 7, "a bad escape"},
        {"{\"a\":\"\\u12\"}", 10, "a bad \\u escape"},
        {"{\"a\":\"tab\there\"}", 9, "a control character in a string"},
        {"{\"a\":[1 2]}", 8, "expected ',' or ']'"},
        {"{\"a\":\"open}", 11, "unexpected end of the text"},
        {"{\"card\":1,\"card\":2}", 10, "a member named twice"},
        {"{\"x\":1,\"x\":2,\"card\":\"7c\"}", 7, "a member named twice"},
        {"{\"a\":[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]}", 20, "nested too deep"},
    };
    for (size_t i = 0; i < sizeof k_bad / sizeof k_bad[0]; i++) {
        rj_doc d = {k_bad[i].text, strlen(k_bad[i].text)};
        rj_index ix;
        size_t at = 0;
        const char *msg = "";
        int got = rj_object(&d, CRIB_RECORD_MAX_DEPTH, &ix, &at, &msg);
        if (!CHECK(!got && at == k_bad[i].at && !strcmp(msg, k_bad[i].msg) && ix.n == 0,
                   "%s: refused at %zu, %s", shown(k_bad[i].text), k_bad[i].at, k_bad[i].msg))
            printf("#   got %d: at %zu, %s\n", got, at, msg);
    }
    rj_doc d = {"{\"card\":\"7c\"}\0x", 15};
    rj_index ix;
    size_t at = 0;
    const char *msg = "";
    CHECK(!rj_object(&d, CRIB_RECORD_MAX_DEPTH, &ix, &at, &msg) && at == 13 &&
              !strcmp(msg, "a NUL byte in the text"),
          "a NUL after the object: refused at its place");
}

static void test_strings(void)
{
    rj_doc d;
    rj_index ix;
    char buf[32];
    CHECK(object_of("{\"s\":\"5\\u2665 \\\"\\\\\\/\\n\"}", 2, &d, &ix) &&
              rj_string(&d, rj_index_member(&d, &ix, "s"), buf, sizeof buf) &&
              !strcmp(buf, "5\xE2\x99\xA5 \"\\/\n"),
          "rj_string decodes escapes, \\u into UTF-8");
    CHECK(object_of("{\"s\":\"\\ud83c\\udca1\"}", 2, &d, &ix) &&
              rj_string(&d, rj_index_member(&d, &ix, "s"), buf, sizeof buf) &&
              !strcmp(buf, "\xF0\x9F\x82\xA1"),
          "rj_string joins a surrogate pair");
    CHECK(object_of("{\"s\":\"\\ud83c\",\"t\":\"\\u0000\"}", 2, &d, &ix) &&
              rj_string(&d, rj_index_member(&d, &ix, "s"), buf, sizeof buf) &&
              !strcmp(buf, "\xED\xA0\xBC") &&
              !rj_string(&d, rj_index_member(&d, &ix, "t"), buf, sizeof buf),
          "rj_string gives a lone surrogate as its three bytes, and refuses a NUL");
    CHECK(object_of("{\"s\":\"a long text here\",\"n\":7}", 2, &d, &ix) &&
              !rj_string(&d, rj_index_member(&d, &ix, "s"), buf, 16) &&
              rj_string(&d, rj_index_member(&d, &ix, "s"), buf, 17) &&
              !rj_string(&d, rj_index_member(&d, &ix, "n"), buf, sizeof buf) &&
              !rj_string(&d, rj_index_member(&d, &ix, "none"), buf, sizeof buf),
          "rj_string refuses a text one byte too long for the buffer, a number, a member not "
          "there");
}

static void test_arrays_and_numbers(void)
{
    rj_doc d;
    rj_index ix;
    static const int k_types[] = {RJ_STRING, RJ_ARRAY, RJ_OBJECT, RJ_NUMBER};
    int right = 1, n = 0;
    CHECK(object_of("{\"d\":[ \"5h\" , [1,[2]] ,{\"a\":\"]\"}, 7 ]}", 4, &d, &ix),
          "an array of mixed values");
    size_t arr = rj_index_member(&d, &ix, "d");
    for (size_t el = rj_first(&d, arr); el != RJ_NONE; el = rj_next(&d, el))
        right &= n < 4 && rj_type(&d, el) == k_types[n++];
    CHECK(right && n == 4 && rj_count(&d, arr) == 4,
          "rj_first and rj_next give its 4 elements, each of its type");

    uint64_t v = 0;
    CHECK(object_of("{\"max\":18446744073709551615,\"over\":18446744073709551616,\"neg\":-1,"
                    "\"frac\":1.5,\"exp\":1e3,\"s\":\"1\"}",
                    2, &d, &ix) &&
              rj_uint(&d, rj_index_member(&d, &ix, "max"), UINT64_MAX, &v) && v == UINT64_MAX,
          "rj_uint reads 2^64 - 1");
    static const char *const k_not[] = {"over", "neg", "frac", "exp", "s", "none"};
    for (size_t i = 0; i < sizeof k_not / sizeof k_not[0]; i++)
        CHECK(!rj_uint(&d, rj_index_member(&d, &ix, k_not[i]), UINT64_MAX, &v),
              "rj_uint refuses \"%s\"", k_not[i]);
}

int main(void)
{
    test_members();
    test_refused();
    test_strings();
    test_arrays_and_numbers();
    return harness_done();
}
