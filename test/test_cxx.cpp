/* SPDX-License-Identifier: MIT */
/* crib.h from C++: the header compiles as C++11 with every warning an error (g++ -std=c++11
 * -Wall -Wextra -Werror -pedantic), its functions link with C linkage against the C
 * library, its constants are constant expressions, and C++ lays out every structure at
 * the size the library says. make check builds it with test/cxx.sh; CMake against the
 * shared library, so that on Windows it calls the DLL through dllimport. */
#include "crib.h"
#include "harness.h"

#include <cstring>

static_assert(CRIB_VERSION_NUMBER ==
                  ((CRIB_VERSION_MAJOR << 16) | (CRIB_VERSION_MINOR << 8) | CRIB_VERSION_PATCH),
              "CRIB_VERSION_NUMBER packs the version");
static_assert(CRIB_OK == 0 && CRIB_ENULL < 0, "codes are constant expressions");

/* Every structure's size, as C++ lays it out, against the library's crib_<name>_size(). */
static void sizes(void)
{
#define SIZE(name) CHECK_EQ(sizeof(crib_##name), crib_##name##_size(), "sizeof(crib_" #name ")")
    SIZE(score);
    SIZE(item);
    SIZE(peg);
    SIZE(play);
    SIZE(play_event);
    SIZE(expect);
    SIZE(keep);
    SIZE(pair_value);
    SIZE(game_rules);
    SIZE(game);
    SIZE(result);
    SIZE(claim);
    SIZE(match);
    SIZE(standing);
    SIZE(deal);
    SIZE(status);
    SIZE(show);
    SIZE(chance);
    SIZE(view);
    SIZE(arena);
    SIZE(arena_config);
    SIZE(arena_event);
    SIZE(tally);
    SIZE(summary);
#undef SIZE
}

static void calls(void)
{
    crib_card hand[4], starter = 0;
    crib_score s;
    char said[512];
    CHECK(crib_hand_parse("5h 5d 5c Js", hand, 4) == 4 && crib_card_parse("5s", &starter) == 0,
          "crib_hand_parse and crib_card_parse");
    CHECK_EQ(crib_hand_score(hand, 4, starter, 0, &s), 29, "crib_hand_score: the 29 hand");
    CHECK(crib_score_format(&s, said, sizeof said) > 0 &&
              std::strstr(said, "one for his nob is 29") != nullptr,
          "crib_score_format says it");
    crib_card dealt[6];
    crib_keep keeps[CRIB_DISCARD_MAX_KEEPS];
    CHECK(crib_hand_parse("5h 5d 5c Js 2c 9h", dealt, 6) == 6 &&
              crib_discard_analyze(dealt, 6, CRIB_DISCARD_DEALER, keeps, CRIB_DISCARD_MAX_KEEPS) ==
                  15,
          "crib_discard_analyze: 15 keeps of six cards");
    CHECK_EQ(crib_hand_score(nullptr, 4, starter, 0, &s), CRIB_ENULL, "a null hand: CRIB_ENULL");
    CHECK(crib_strerror(CRIB_ENULL) != nullptr && crib_strerror(-1000) != nullptr,
          "crib_strerror never returns NULL");
    CHECK(crib_version_number() == CRIB_VERSION_NUMBER &&
              std::strcmp(crib_version_string(), CRIB_VERSION_STRING) == 0,
          "the library linked is the header's version");
}

int main()
{
    sizes();
    calls();
    return harness_done();
}
