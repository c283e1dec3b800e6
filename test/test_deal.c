/* SPDX-License-Identifier: MIT */
/* The deal driver: the generator against published SplitMix64 values and a shuffle worked
 * out independently, the state a shuffle leaves as the deal check finds it, the deal of each
 * variant, actions out of stage, and thousands of seeded bot games per variant checked for the
 * invariants of the game. */
#include "crib.h"
#include "harness.h"

#include "../src/rng.h"

#include <string.h>

#define NONE CRIB_NONE
#define GAMES_PER_VARIANT 1000
#define SMART_GAMES 60

/* x from x ^ (x >> k), k >= 1. */
static uint64_t unshift(uint64_t y, int k)
{
    uint64_t x = y;
    for (int i = 0; i < 64 / k + 1; i++)
        x = y ^ (x >> k);
    return x;
}

/* The inverse of an odd number modulo 2^64 (Newton's iteration, 6 steps for 64 bits). */
static uint64_t inverse(uint64_t a)
{
    uint64_t x = a;
    for (int i = 0; i < 6; i++)
        x *= 2 - a * x;
    return x;
}

/* The state from which SplitMix64's k-th draw (k from 1) is `out`: its finalizer undone. */
static uint64_t state_drawing(uint64_t out, int k)
{
    uint64_t z = unshift(out, 31) * inverse(UINT64_C(0x94D049BB133111EB));
    z = unshift(z, 27) * inverse(UINT64_C(0xBF58476D1CE4E5B9));
    z = unshift(z, 30);
    return z - (uint64_t)k * UINT64_C(0x9E3779B97F4A7C15);
}

/* The deal check's shortcut to the state a shuffle leaves (51 steps on, unless a draw was
 * high enough to be rejected) against the shuffle itself: random states, and states made to
 * draw each of the highest values at each of the 51 draws, where the shortcut must give way
 * to the shuffle; some of those are rejected, and then the state is further on. */
static void test_shuffle_state(void)
{
    harness_first same = {0, ""};
    uint64_t rng = 99;
    long rejected = 0, cases = 0;
    crib_card deck[CRIB_CARDS];
    for (int i = 0; i < 20000; i++) {
        uint64_t s0 = 0, s;
        MUST(crib_rng_next(&rng, &s0));
        if (i >= 10000) /* a draw of 2^64 - 1 - j at draw k */
            s0 = state_drawing(UINT64_MAX - (uint64_t)(i % 64), 1 + (i / 64) % 51);
        s = s0;
        MUST(crib_deck_shuffle(&s, deck));
        uint64_t got = crib_splitmix_after_shuffle(s0);
        cases++;
        rejected += s != s0 + 51 * UINT64_C(0x9E3779B97F4A7C15);
        NOTE(&same, got == s, "state %016llx: shortcut %016llx, shuffle %016llx",
             (unsigned long long)s0, (unsigned long long)got, (unsigned long long)s);
    }
    CHECK_FIRST(&same, "the state a shuffle leaves, without the shuffle: %ld states", cases);
    uint64_t probe = state_drawing(UINT64_C(0x0123456789ABCDEF), 3), out = 0;
    for (int k = 0; k < 3; k++)
        MUST(crib_rng_next(&probe, &out));
    CHECK(out == UINT64_C(0x0123456789ABCDEF) && rejected > 1000,
          "states made to draw a given value draw it; %ld shuffles rejected a draw", rejected);
}

static void test_rng(void)
{
    uint64_t s = 0, a = 0, b = 0, c = 0;
    MUST(crib_rng_next(&s, &a));
    MUST(crib_rng_next(&s, &b));
    MUST(crib_rng_next(&s, &c));
    CHECK(a == UINT64_C(0xE220A8397B1DCDAF) && b == UINT64_C(0x6E789E6AA1B965F4) &&
              c == UINT64_C(0x06C45D188009454F),
          "SplitMix64 from seed 0: the published first three outputs");
    uint64_t z = 1;
    CHECK(crib_rng_next(NULL, &z) == CRIB_ENULL && z == 0, "rng_next: NULL state");
    s = 7;
    CHECK(crib_rng_next(&s, NULL) == CRIB_ENULL && s == 7, "rng_next: NULL out draws nothing");
    uint32_t v = 9;
    CHECK(crib_rng_below(&s, 0, &v) == CRIB_ERANGE && v == 0 && s == 7,
          "below(0) is CRIB_ERANGE and draws nothing");
    CHECK(crib_rng_below(&s, (UINT64_C(1) << 32) + 1, &v) == CRIB_ERANGE && s == 7,
          "below(2^32 + 1) is CRIB_ERANGE");
    CHECK(crib_rng_below(NULL, 5, &v) == CRIB_ENULL && crib_rng_below(&s, 5, NULL) == CRIB_ENULL &&
              s == 7,
          "below with a NULL state or out is CRIB_ENULL");
    CHECK(crib_rng_below(&s, 1, &v) == CRIB_OK && v == 0 && s != 7, "below(1) is 0");
    harness_first draws = {0, ""};
    int seen[6] = {0};
    for (int i = 0; i < 6000; i++) {
        int32_t rc = crib_rng_below(&s, 6, &v);
        NOTE(&draws, rc == CRIB_OK && v < 6, "draw %d: code %d, value %u", i, (int)rc, v);
        if (v < 6)
            seen[v]++;
    }
    NOTE(&draws, seen[0] > 800 && seen[5] > 800,
         "in 6000 draws 0 came %d times and 5 %d, want "
         "more than 800 each",
         seen[0], seen[5]);
    CHECK_FIRST(&draws, "below(6): 0..5, each value drawn");
    s = 1;
    uint32_t big = 0;
    CHECK(crib_rng_below(&s, UINT64_C(1) << 32, &big) == CRIB_OK && big > 0, "below(2^32) draws");

    /* The same shuffle written in Python from the header's definition. */
    crib_card deck[CRIB_CARDS];
    const crib_card want[10] = {6, 28, 12, 39, 40, 0, 26, 25, 22, 4};
    s = 42;
    CHECK(crib_deck_shuffle(&s, deck) == CRIB_OK && memcmp(deck, want, 10) == 0,
          "the shuffle from seed 42 begins 6 28 12 39 40 0 26 25 22 4");
    uint64_t mask = 0;
    for (int i = 0; i < CRIB_CARDS; i++)
        mask |= UINT64_C(1) << deck[i];
    CHECK_EQ(mask, CRIB_DECK_MASK, "a shuffle is a permutation of the 52 cards");
    CHECK_EQ(crib_deck_shuffle(NULL, deck), CRIB_ENULL, "shuffle: NULL state");
}

static crib_game_rules rules_of(uint32_t variant)
{
    crib_game_rules r;
    MUST(crib_game_rules_default(&r, variant));
    return r;
}

static int cards_of(uint64_t mask, crib_card *out)
{
    return crib_mask_to_cards(mask, out, 6);
}

static void test_deal_shapes(void)
{
    static const uint32_t dealt[] = {6, 5, 5, 5, 5}, away[] = {2, 2, 1, 1, 1},
                          direct[] = {0, 0, 1, 0, 2}, players[] = {2, 2, 3, 4, 2};
    for (uint32_t v = 0; v < 5; v++) {
        crib_game_rules r = rules_of(v);
        crib_deal d;
        crib_status info;
        CHECK_EQ(crib_deal_init(&d, &r, 99, 1), 1, "variant %u: dealer 1 given", v);
        CHECK_EQ(crib_deal_start(&d), 1, "variant %u: dealt by 1", v);
        MUST(crib_deal_status(&d, &info));
        uint64_t all = info.crib;
        harness_first shape = {0, ""};
        NOTE(&shape,
             info.players == players[v] && info.dealt == dealt[v] && info.discard == away[v] &&
                 info.stage == CRIB_STAGE_DISCARD && info.deal == 1,
             "players %u dealt %u discard %u stage %u deal %u, want %u %u %u %d 1", info.players,
             info.dealt, info.discard, info.stage, info.deal, players[v], dealt[v], away[v],
             CRIB_STAGE_DISCARD);
        NOTE(&shape, crib_mask_count(info.crib) == (int)direct[v], "%d cards in the crib, want %u",
             (int)crib_mask_count(info.crib), direct[v]);
        for (uint32_t p = 0; p < info.players && p < CRIB_PLAY_MAX_PLAYERS; p++) {
            NOTE(&shape, crib_mask_count(info.hand[p]) == (int)dealt[v] && !(all & info.hand[p]),
                 "player %u: %d cards (want %u), 0x%013llx of them dealt before", p,
                 (int)crib_mask_count(info.hand[p]), dealt[v],
                 (unsigned long long)(all & info.hand[p]));
            all |= info.hand[p];
        }
        CHECK_FIRST(&shape, "variant %u: %u players, %u cards each, %u to the crib from the pack",
                    v, players[v], dealt[v], direct[v]);
        for (uint32_t p = 0; p < info.players; p++) {
            crib_card c[6];
            cards_of(info.hand[p], c);
            MUST(crib_deal_discard(&d, p, c, away[v]));
        }
        MUST(crib_deal_status(&d, &info));
        CHECK(info.stage == CRIB_STAGE_CUT && crib_mask_count(info.crib) == 4 &&
                  crib_mask_count(info.hand[0]) == (int)info.kept,
              "variant %u: after the discards the crib holds 4", v);
        int32_t starter = crib_deal_cut(&d, NULL);
        CHECK(starter >= 0 && !((all | info.crib) & (UINT64_C(1) << starter)),
              "variant %u: the starter is a card from the rest of the pack", v);
        crib_play play;
        MUST(crib_deal_play(&d, &play));
        CHECK_EQ(crib_play_turn(&play), 2 % (int)players[v], "variant %u: the dealer's left leads",
                 v);
    }
}

static void test_stages(void)
{
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD);
    crib_deal d;
    crib_card c[6];
    crib_play_event ev;
    crib_show sh;
    MUST(crib_deal_init(&d, &r, 5, 0));
    CHECK_EQ(crib_deal_cut(&d, NULL), CRIB_ESTAGE, "a cut before the deal");
    CHECK_EQ(crib_deal_discard(&d, 0, c, 2), CRIB_ESTAGE, "a discard before the deal");
    MUST(crib_deal_start(&d));
    CHECK_EQ(crib_deal_start(&d), CRIB_ESTAGE, "a deal during the discard");
    CHECK_EQ(crib_deal_show(&d, CRIB_CLAIM_ALL, &sh), CRIB_ESTAGE, "a show during the discard");
    crib_status info;
    MUST(crib_deal_status(&d, &info));
    cards_of(info.hand[0], c);
    CHECK_EQ(crib_deal_discard(&d, 0, c, 1), CRIB_ECOUNT, "one card where two are due");
    crib_card other[6];
    cards_of(info.hand[1], other);
    crib_card mixed[2] = {c[0], other[0]};
    CHECK_EQ(crib_deal_discard(&d, 0, mixed, 2), CRIB_ENOTHELD, "another player's card");
    crib_card twice[2] = {c[0], c[0]};
    CHECK_EQ(crib_deal_discard(&d, 0, twice, 2), CRIB_EDUP, "a card twice");
    crib_card bad[2] = {c[0], 60};
    CHECK_EQ(crib_deal_discard(&d, 0, bad, 2), CRIB_ECARD, "a card id of 60");
    CHECK_EQ(crib_deal_discard(&d, 2, c, 2), CRIB_ERANGE, "player 2 of two");
    CHECK_EQ(crib_deal_discard(&d, 0, NULL, 2), CRIB_ENULL, "cards NULL");
    crib_status after;
    MUST(crib_deal_status(&d, &after));
    CHECK(memcmp(&info, &after, sizeof info) == 0, "rejected discards change nothing");
    CHECK_EQ(crib_deal_discard(&d, 0, c, 2), CRIB_OK, "player 0 discards");
    CHECK_EQ(crib_deal_discard(&d, 0, c, 2), CRIB_ESTAGE, "player 0 discards again");
    CHECK_EQ(crib_deal_play_go(&d, 1, &ev), CRIB_ESTAGE, "a go during the discard");
    CHECK_EQ(crib_deal_discard(&d, 1, other, 2), CRIB_OK, "player 1 discards");
    crib_play play;
    CHECK_EQ(crib_deal_play(&d, &play), CRIB_ESTAGE, "no play before the cut");
    CHECK(crib_deal_cut(&d, NULL) >= 0, "the cut");
    MUST(crib_deal_play(&d, &play));
    uint64_t hand;
    MUST(crib_play_hand(&play, 0, &hand));
    crib_card own = (crib_card)crib_mask_to_cards(hand, c, 6);
    CHECK(own == 4 && crib_deal_play_card(&d, 0, c[0], &ev) == CRIB_ETURN && ev.points == 0,
          "the dealer may not lead: CRIB_ETURN from the play engine");
    CHECK_EQ(crib_deal_show(&d, CRIB_CLAIM_ALL, &sh), CRIB_ESTAGE, "a show during the play");
    CHECK_EQ(crib_deal_show(&d, 2000, &sh), CRIB_ESTAGE, "the stage is checked first");
    CHECK_EQ(crib_deal_init(&d, &r, 5, 2), CRIB_ERANGE, "first dealer 2 of two");
    CHECK_EQ(crib_deal_init(NULL, &r, 5, 0), CRIB_ENULL, "deal NULL");
    CHECK(crib_deal_size() == sizeof(crib_deal) && crib_status_size() == sizeof info &&
              crib_show_size() == sizeof sh,
          "the size functions");
}

static void test_cut_for_deal(void)
{
    harness_first cuts = {0, ""};
    for (uint64_t seed = 0; seed < 200; seed++) {
        crib_game_rules r = rules_of((uint32_t)(seed % 5));
        crib_deal d;
        crib_status info;
        int32_t dealer = crib_deal_init(&d, &r, seed, CRIB_DEAL_CUT);
        MUST(crib_deal_status(&d, &info));
        if (!NOTE(&cuts,
                  dealer >= 0 && dealer < (int32_t)info.players && info.dealer == (uint32_t)dealer,
                  "seed %llu: crib_deal_init gave dealer %d, the status says %u of %u players",
                  (unsigned long long)seed, (int)dealer, info.dealer, info.players))
            continue;
        for (uint32_t p = 0; p < info.players && p < CRIB_PLAY_MAX_PLAYERS; p++)
            NOTE(&cuts,
                 p == (uint32_t)dealer ? info.first_cut[p] < 52
                                       : crib_card_rank((crib_card)info.first_cut[p]) >
                                             crib_card_rank((crib_card)info.first_cut[dealer]),
                 "seed %llu: player %u cut %u, the dealer %d cut %u", (unsigned long long)seed, p,
                 info.first_cut[p], (int)dealer, info.first_cut[dealer]);
        for (uint32_t p = info.players; p < CRIB_PLAY_MAX_PLAYERS; p++)
            NOTE(&cuts, info.first_cut[p] == NONE, "seed %llu: player %u of %u cut %u, want NONE",
                 (unsigned long long)seed, p, info.players, info.first_cut[p]);
    }
    CHECK_FIRST(&cuts, "200 seeds: the single lowest cut deals, every other cut is higher");
}

/* Plays the first deal up to the starter, and reports its heels. */
static uint32_t cut_first(crib_deal *d)
{
    crib_status info;
    MUST(crib_deal_start(d));
    MUST(crib_deal_status(d, &info));
    for (uint32_t p = 0; p < info.players; p++) {
        crib_card c[6];
        cards_of(info.hand[p], c);
        MUST(crib_deal_discard(d, p, c, info.discard));
    }
    uint32_t heels = 0;
    MUST(crib_deal_cut(d, &heels));
    return heels;
}

static void test_driver_ends(void)
{
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD);
    r.target = 2;
    int found = 0;
    for (uint64_t seed = 0; seed < 500 && !found; seed++) {
        crib_deal d;
        MUST(crib_deal_init(&d, &r, seed, 0));
        if (!cut_first(&d))
            continue;
        found = 1;
        crib_game g;
        crib_result res;
        MUST(crib_deal_game(&d, &g));
        MUST(crib_game_result(&g, &res));
        crib_status info;
        MUST(crib_deal_status(&d, &info));
        CHECK(res.over && res.phase == CRIB_PHASE_HEELS && res.winner == 0 &&
                  info.stage == CRIB_STAGE_OVER,
              "a jack starter in a game to 2: won by heels, seed %llu", (unsigned long long)seed);
        crib_play_event ev;
        CHECK(crib_deal_play_go(&d, 1, &ev) == CRIB_EDONE && crib_deal_start(&d) == CRIB_EDONE,
              "nothing after the end");
    }
    CHECK(found, "some seed below 500 turns a jack");

    r = rules_of(CRIB_VARIANT_FIVE_CARD);
    crib_deal d;
    MUST(crib_deal_init(&d, &r, 3, 0));
    crib_game g;
    MUST(crib_deal_game(&d, &g));
    CHECK(g.front[1] == 3 && g.front[0] == 0, "the driver: five-card three for last");

    r.target = 3;
    MUST(crib_deal_init(&d, &r, 3, 0));
    crib_play play;
    CHECK(crib_deal_play(&d, &play) == CRIB_EDONE && crib_deal_start(&d) == CRIB_EDONE,
          "a five-card game to 3 ends at the three for last: its play state is CRIB_EDONE");
}

/* FNV-1a over the numbers of a game's log, for "the same seed gives the same game". */
static void mix(uint64_t *h, uint64_t v)
{
    for (int i = 0; i < 8; i++) {
        *h ^= (v >> (8 * i)) & 0xFF;
        *h *= UINT64_C(0x100000001B3);
    }
}

/* The test's own choices (discards, claims) draw from their own SplitMix64 stream. What
 * breaks a check goes to *fail, with the seed, so that a failed game says what and where. */
typedef struct run {
    crib_deal d;
    uint64_t rng;
    uint64_t hash;
    uint64_t seed;
    uint32_t last[CRIB_GAME_MAX_SIDES];
    int smart;
    harness_first *fail;
} run;

/* After an action: no score went down, the scores moved by exactly the points the driver
 * reported (unless points is NONE), and only on the side it pegged for (unless side is
 * NONE). */
static void after(run *r, uint32_t points, uint32_t side)
{
    crib_game g;
    MUST(crib_deal_game(&r->d, &g));
    uint32_t moved = 0;
    for (uint32_t s = 0; s < CRIB_GAME_MAX_SIDES; s++) {
        NOTE(r->fail, g.front[s] >= r->last[s],
             "seed %llu: side %u's score went down from %u to %u", (unsigned long long)r->seed, s,
             r->last[s], g.front[s]);
        NOTE(r->fail, g.front[s] == r->last[s] || side == NONE || s == side,
             "seed %llu: side %u's score moved from %u to %u, but the points were side %u's",
             (unsigned long long)r->seed, s, r->last[s], g.front[s], side);
        moved += g.front[s] - r->last[s];
        r->last[s] = g.front[s];
        mix(&r->hash, g.front[s]);
    }
    NOTE(r->fail, points == NONE || moved == points,
         "seed %llu: the scores moved by %u, the driver reported %u points",
         (unsigned long long)r->seed, moved, points);
}

static void discard_all(run *r)
{
    crib_status info;
    MUST(crib_deal_status(&r->d, &info));
    for (uint32_t p = 0; p < info.players; p++) {
        crib_card c[6], away[2];
        int n = cards_of(info.hand[p], c);
        if (r->smart) {
            MUST(crib_bot_discard(c, (size_t)n, info.discard, p == info.dealer, away));
        } else {
            for (uint32_t k = 0; k < info.discard; k++) {
                uint32_t i = 0;
                MUST(crib_rng_below(&r->rng, (uint64_t)(n - (int)k), &i));
                away[k] = c[i];
                c[i] = c[n - 1 - (int)k];
            }
        }
        MUST(crib_deal_discard(&r->d, p, away, info.discard));
        mix(&r->hash, away[0]);
    }
}

static void play_all(run *r, const crib_game_rules *rules)
{
    crib_status info;
    MUST(crib_deal_status(&r->d, &info));
    while (info.stage == CRIB_STAGE_PLAY) {
        crib_play play;
        MUST(crib_deal_play(&r->d, &play));
        uint32_t who = (uint32_t)crib_play_turn(&play);
        crib_card card;
        crib_play_event ev;
        int32_t rc =
            MUST(crib_bot_play(&play, who, &card) == 1 ? crib_deal_play_card(&r->d, who, card, &ev)
                                                       : crib_deal_play_go(&r->d, who, &ev));
        uint32_t side = ev.scorer == NONE                     ? NONE
                        : rules->variant == CRIB_VARIANT_FOUR ? ev.scorer % 2
                                                              : ev.scorer;
        after(r, rc < 0 ? NONE : (uint32_t)rc, rc > 0 ? side : NONE);
        mix(&r->hash, ((uint64_t)ev.card << 32) | ev.points);
        if (rc < 0 || MUST(crib_deal_status(&r->d, &info)) < 0)
            break; /* refused, the deal would stay where it is */
    }
}

static void show_all(run *r)
{
    crib_status info;
    MUST(crib_deal_status(&r->d, &info));
    while (info.stage == CRIB_STAGE_SHOW) {
        uint32_t draw = 0;
        MUST(crib_rng_below(&r->rng, 10, &draw));
        uint32_t claim = draw < 7 ? CRIB_CLAIM_ALL : draw * 3 - 21; /* 0, 3 or 6 */
        crib_show sh;
        if (MUST(crib_deal_show(&r->d, claim, &sh)) < 0)
            break;
        after(r, sh.claim.pegged + sh.claim.muggins + sh.claim.penalty, NONE);
        mix(&r->hash, ((uint64_t)sh.player << 32) | sh.score.total);
        if (MUST(crib_deal_status(&r->d, &info)) < 0)
            break;
    }
}

/* The ladder's level for a loser, written out apart from the library. */
static uint32_t want_value(const crib_game_rules *r, uint32_t score)
{
    if (r->ladder == CRIB_LADDER_LURCH)
        return score * 2 < r->target + 1 ? r->lurch_value : 1;
    if (r->ladder == CRIB_LADDER_SKUNK) {
        if (score + 90 < r->target)
            return r->triple_skunk_value ? r->triple_skunk_value : r->double_skunk_value;
        if (score + 60 < r->target)
            return r->double_skunk_value;
        if (score + 30 < r->target)
            return r->skunk_value;
    }
    return 1;
}

/* Checks the end of a game: the winner reached the target, the losers did not, the values
 * follow the ladder, and every action is refused without changing anything. */
static void check_end(run *r, const crib_game_rules *rules)
{
    crib_game g;
    crib_result res;
    MUST(crib_deal_game(&r->d, &g));
    MUST(crib_game_result(&g, &res));
    unsigned long long seed = (unsigned long long)r->seed;
    int ok =
        NOTE(r->fail, res.over && res.winner < res.sides,
             "seed %llu: over %u, winner %u of %u sides", seed, res.over, res.winner, res.sides);
    uint32_t total = 0;
    for (uint32_t s = 0; s < res.sides && s < CRIB_GAME_MAX_SIDES && ok; s++) {
        if (s == res.winner) {
            NOTE(r->fail, res.score[s] >= rules->target && res.value[s] == 0,
                 "seed %llu: the winner has %u of %u and value %u", seed, res.score[s],
                 rules->target, res.value[s]);
            NOTE(r->fail, !(rules->options & CRIB_OPT_EXACT) || res.score[s] == rules->target,
                 "seed %llu: the winner has %u, exactly %u wanted", seed, res.score[s],
                 rules->target);
        } else {
            uint32_t want = want_value(rules, res.score[s]);
            NOTE(r->fail, res.score[s] < rules->target && res.value[s] == want,
                 "seed %llu: loser %u has %u of %u and value %u, want %u", seed, s, res.score[s],
                 rules->target, res.value[s], want);
        }
        total += res.value[s];
    }
    if (ok)
        NOTE(r->fail, total == res.total_value, "seed %llu: values add to %u, total_value %u", seed,
             total, res.total_value);
    crib_deal before = r->d;
    crib_card c[2] = {0, 1};
    crib_play_event ev;
    crib_show sh;
    static const char *const k_action[7] = {
        "crib_deal_start",     "crib_deal_discard", "crib_deal_cut", "crib_deal_play_go",
        "crib_deal_play_card", "crib_deal_show",    "crib_game_peg"};
    int32_t got[7];
    got[0] = crib_deal_start(&r->d);
    got[1] = crib_deal_discard(&r->d, 0, c, 1);
    got[2] = crib_deal_cut(&r->d, NULL);
    got[3] = crib_deal_play_go(&r->d, 0, &ev);
    got[4] = crib_deal_play_card(&r->d, 0, 0, &ev);
    got[5] = crib_deal_show(&r->d, CRIB_CLAIM_ALL, &sh);
    got[6] = crib_game_peg(&g, 0, 1, CRIB_REASON_CRIB, NULL);
    for (int i = 0; i < 7; i++)
        NOTE(r->fail, got[i] == CRIB_EDONE, "seed %llu: after the end %s gave %d, want %d", seed,
             k_action[i], (int)got[i], CRIB_EDONE);
    NOTE(r->fail, memcmp(&before, &r->d, sizeof before) == 0,
         "seed %llu: the refused actions changed the deal", seed);
    mix(&r->hash, res.winner);
}

static void start_run(run *r, uint64_t seed, int smart, harness_first *fail)
{
    memset(r, 0, sizeof *r);
    r->rng = ~seed;
    r->hash = UINT64_C(0xCBF29CE484222325);
    r->seed = seed;
    r->smart = smart;
    r->fail = fail;
}

/* Plays deals until the game is over (or 2000 deals, which no game needs); returns 1 when
 * it is over. */
static int play_deals(run *r, const crib_game_rules *rules)
{
    int deals = 0;
    crib_status info;
    MUST(crib_deal_status(&r->d, &info));
    while (info.stage != CRIB_STAGE_OVER && deals++ < 2000) {
        MUST(crib_deal_start(&r->d));
        discard_all(r);
        uint32_t heels;
        MUST(crib_deal_cut(&r->d, &heels));
        after(r, heels, NONE);
        play_all(r, rules);
        show_all(r);
        MUST(crib_deal_status(&r->d, &info));
    }
    return info.stage == CRIB_STAGE_OVER;
}

/* Plays one game, noting in *fail every check that does not hold. */
static void play_game(const crib_game_rules *rules, uint64_t seed, int smart, uint64_t *hash,
                      harness_first *fail)
{
    run r;
    start_run(&r, seed, smart, fail);
    MUST(crib_deal_init(&r.d, rules, seed, CRIB_DEAL_CUT));
    after(&r, NONE, NONE);
    if (NOTE(fail, play_deals(&r, rules), "seed %llu: not over after 2000 deals",
             (unsigned long long)seed))
        check_end(&r, rules);
    *hash = r.hash;
}

/* Rules that vary with the seed: targets, ladders and options in turn. */
static crib_game_rules varied(uint32_t variant, uint64_t seed)
{
    static const uint32_t targets[] = {0, 61, 91, 121, 31, 200};
    crib_game_rules r = rules_of(variant);
    if (targets[seed % 6])
        r.target = targets[seed % 6];
    r.ladder = (uint32_t)(seed % 3);
    r.triple_skunk_value = seed % 2 ? 4 : 0;
    r.options = (uint32_t)((seed / 3) % 32);
    return r;
}

static void test_bot_games(void)
{
    static const char *const names[] = {"six-card", "five-card", "three-handed", "four-handed",
                                        "two into the crib"};
    /* The replays and the two games of the last check are for their hashes alone. */
    harness_first unchecked = {0, ""};
    for (uint32_t v = 0; v < 5; v++) {
        harness_first games = {0, ""}, same = {0, ""};
        for (uint64_t seed = 0; seed < GAMES_PER_VARIANT; seed++) {
            crib_game_rules r = varied(v, seed);
            uint64_t h1, h2;
            int smart = seed < SMART_GAMES;
            play_game(&r, seed, smart, &h1, &games);
            if (seed % 10 == 0) {
                play_game(&r, seed, smart, &h2, &unchecked);
                NOTE(&same, h1 == h2, "seed %llu: hash %016llx, then %016llx",
                     (unsigned long long)seed, (unsigned long long)h1, (unsigned long long)h2);
            }
        }
        CHECK_FIRST(&games,
                    "%s: %d seeded bot games: scores never go down, points go to the "
                    "scorer's side, the winner reaches the target, nothing after the "
                    "end, values follow the ladder",
                    names[v], GAMES_PER_VARIANT);
        CHECK_FIRST(&same, "%s: the same seed gives the same game", names[v]);
    }
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD);
    uint64_t h1, h2;
    play_game(&r, 1, 1, &h1, &unchecked);
    play_game(&r, 2, 1, &h2, &unchecked);
    CHECK(h1 != h2, "different seeds give different games");
}

/* A best-of-three match through the driver: each game's loser deals first in the next. */
static void test_match(void)
{
    crib_match m;
    MUST(crib_match_init(&m, 2, CRIB_MATCH_LOSER_DEALS));
    crib_game_rules r = rules_of(CRIB_VARIANT_SIX_CARD);
    harness_first match = {0, ""}, unchecked = {0, ""};
    for (uint64_t seed = 10; m.winner == NONE && seed < 20; seed++) {
        run game_run;
        start_run(&game_run, seed, 0, &unchecked);
        uint32_t first = m.next_dealer;
        int32_t dealer = crib_deal_init(&game_run.d, &r, seed, first);
        NOTE(&match, first == CRIB_DEAL_CUT || dealer == (int32_t)first,
             "game %u: dealer %d, the match said %u", m.games + 1, (int)dealer, first);
        play_deals(&game_run, &r);
        crib_game g;
        crib_result res;
        MUST(crib_deal_game(&game_run.d, &g));
        MUST(crib_game_result(&g, &res));
        MUST(crib_match_record(&m, &res));
        NOTE(&match, m.next_dealer == 1 - res.winner, "game %u: won by %u, the next dealer is %u",
             m.games, res.winner, m.next_dealer);
    }
    NOTE(&match, m.winner != NONE && m.games >= 2 && m.games <= 3 && m.wins[m.winner] == 2,
         "winner %u after %u games with %u wins", m.winner, m.games,
         m.winner < CRIB_GAME_MAX_SIDES ? m.wins[m.winner] : 0);
    CHECK_FIRST(&match, "a best-of-three match: the loser deals first in the next game, %u games",
                m.games);
}

int main(void)
{
    test_rng();
    test_shuffle_state();
    test_deal_shapes();
    test_stages();
    test_cut_for_deal();
    test_driver_ends();
    test_bot_games();
    test_match();
    return harness_done();
}
