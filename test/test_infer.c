/* SPDX-License-Identifier: MIT */
/* The expert level's inference of the opponent's keep (src/keep_likelihood.c and the tables
 * tools/gen_keep.c writes) against the strong bot itself: dealt six cards whose suits make
 * no flush (five in the five-card game), the strong bot keeps four ranks (three) exactly
 * when the table says it does, for every keep tried, as dealer and as pone; random deals
 * agree but for the flushes and nobs the table leaves out; and the likelihood is the share
 * of the pairs' card sets. With two into the crib (five cards, one laid away), the same of
 * every 31st keep and the single card laid away with it. With the
 * inference, the search takes the opponent to play for points less what the next card
 * pegs back, without the strong bot's half best reply, in its tree and in the likelihood
 * of their plays so far; what a card gives back is checked against the rules on every pile
 * of the two-player play. */
#include "crib.h"
#include "harness.h"

#include "../src/easy.h"
#include "../src/expert.h"
#include "../src/keep_likelihood.h"
#include "../src/opponent.h"
#include "../src/search.h"

#include <math.h>
#include <string.h>

/* The table's models of the opponent: 0 the strong bot, 1 the easy one. */
static const uint32_t model_level[2] = {CRIB_BOT_STRONG, CRIB_BOT_EASY};
static const char *const model_name[2] = {"strong", "easy"};

/* The keep of m + 2 cards (m 4, the six-card game, or 3, the five-card game) in the
 * discard at 0-0 by the bot of the model, as a mask. */
static uint64_t bot_keep(const crib_card *six, int m, int dealer, int model)
{
    crib_view v = harness_discard_view(m == 3 ? CRIB_VARIANT_FIVE_CARD : CRIB_VARIANT_SIX_CARD, six,
                                       (size_t)m + 2, dealer);
    crib_card out[2];
    if (crib_bot_choose_discard(&v, model_level[model], 1, out, 2) != 2)
        return 0;
    uint64_t laid = 0;
    MUST(crib_mask_from_cards(out, 2, &laid));
    return v.hand & ~laid;
}

/* 1 when the mask holds the m ranks r[] (any order). */
static int has_ranks(uint64_t mask, const uint8_t *r, int m)
{
    int cnt[13] = {0};
    for (int c = 0; c < CRIB_CARDS; c++)
        if ((mask >> c) & 1)
            cnt[c / 4]++;
    for (int i = 0; i < m; i++)
        cnt[r[i]]--;
    for (int k = 0; k < 13; k++)
        if (cnt[k])
            return 0;
    return 1;
}

/* The likelihood with only the pair a, b left to lay away (two cards of it). */
static double only_pair(const uint8_t *keep, int m, int a, int b, int dealer, int model)
{
    uint8_t left[13] = {0};
    left[a]++;
    left[b]++;
    return crib_keep_likelihood(keep, m, left, dealer, model);
}

static const char *const game_name[5] = {"", "", "", "five-card game", "six-card game"};

static void test_canonical(int model, int m)
{
    harness_first first = {0, ""};
    uint64_t rng = 2026;
    int tried = 0, kept = 0, n = m + 2;
    while (tried < 600) {
        uint64_t x;
        MUST(crib_rng_next(&rng, &x));
        uint8_t keep[4] = {0, 0, 0, 0}, six[6];
        int cnt[13] = {0}, ok = 1;
        for (int i = 0; i < n; i++) {
            six[i] = (uint8_t)((x >> (8 * i)) % 13);
            ok &= ++cnt[six[i]] <= 4;
        }
        if (!ok)
            continue;
        memcpy(keep, six, (size_t)m);
        int a = six[m] < six[m + 1] ? six[m] : six[m + 1], b = six[m] ^ six[m + 1] ^ a;
        uint8_t sorted[6];
        memcpy(sorted, six, (size_t)n);
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; j--) {
                uint8_t t = sorted[j];
                sorted[j] = sorted[j - 1];
                sorted[j - 1] = t;
            }
        crib_card cards[6];
        for (int i = 0; i < n; i++)
            cards[i] = (crib_card)(sorted[i] * 4 + i % 4);
        for (int dealer = 0; dealer < 2; dealer++) {
            int bot = has_ranks(bot_keep(cards, m, dealer, model), keep, m);
            double like = only_pair(keep, m, a, b, dealer, model);
            kept += bot;
            NOTE(&first, like == (bot ? 1.0 : 0.0),
                 "keep %d %d %d (%d) with %d %d as %s: the bot %s it, the likelihood %.3f", keep[0],
                 keep[1], keep[2], m == 4 ? keep[3] : -1, a, b, dealer ? "dealer" : "pone",
                 bot ? "keeps" : "does not keep", like);
        }
        tried++;
    }
    CHECK_FIRST(&first,
                "%s, 600 keeps with a pair, dealer and pone: the likelihood is 1 exactly "
                "when the %s bot keeps them (%d of 1200)",
                game_name[m], model_name[model], kept);
}

/* Random deals, suits and all: the bot's keep is one the table says it makes with that
 * pair, but where a flush or nobs tips it (about 7 deals in 100 for the strong bot), or for
 * the easy bot the suits of the starters it averages over. */
static void test_random_deals(int model, int m)
{
    uint64_t rng = 77;
    int deals = 0, agree = 0;
    for (; deals < 2000; deals++) {
        crib_card deck[CRIB_CARDS];
        MUST(crib_deck_shuffle(&rng, deck));
        int dealer = deals & 1;
        uint64_t keep_mask = bot_keep(deck, m, dealer, model);
        uint8_t keep[4], laid[2];
        int nk = 0, nl = 0;
        for (int i = 0; i < m + 2; i++) {
            if ((keep_mask >> deck[i]) & 1) {
                if (nk < m)
                    keep[nk++] = (uint8_t)(deck[i] / 4);
            } else if (nl < 2)
                laid[nl++] = (uint8_t)(deck[i] / 4);
        }
        agree += nk == m && nl == 2 && only_pair(keep, m, laid[0], laid[1], dealer, model) == 1.0;
    }
    /* Percent: three of a suit kept score a flush in the five-card game, so that suits tip
     * its keeps far more often. */
    int least = m == 3 ? (model ? 72 : 74) : model ? 85 : 90;
    CHECK(agree >= deals * least / 100,
          "%s, random deals: the table knows the %s bot's keep in %d of %d (%d%% at least)",
          game_name[m], model_name[model], agree, deals, least);
}

static void test_shares(void)
{
    const uint8_t keep[4] = {4, 4, 9, 10}; /* 5 5 10 J */
    uint8_t none[13] = {0}, left[13];
    CHECK(crib_keep_likelihood(keep, 4, none, 1, 0) == -1, "no cards left to lay away: -1");
    for (int k = 0; k < 13; k++)
        left[k] = 4;
    left[4] = 2;
    left[9] = 3;
    left[10] = 3;
    double all = 0, kept = 0;
    for (int a = 0; a < 13; a++)
        for (int b = a; b < 13; b++) {
            double ways = a == b ? left[a] * (left[a] - 1) / 2.0 : (double)left[a] * left[b];
            all += ways;
            kept += ways * only_pair(keep, 4, a, b, 1, 0);
        }
    double like = crib_keep_likelihood(keep, 4, left, 1, 0);
    CHECK(like > 0.5 && like <= 1 && like * all > kept - 1e-6 && like * all < kept + 1e-6,
          "5 5 10 J as dealer: the pairs' card sets weighed, %.4f", like);
}

static const char *const level_name[3] = {"strong", "expert without inference",
                                          "expert with the inference"};

/* A position of the play with nothing in it yet: no pile, every card worth at least 1. */
static peg_problem empty_problem(void)
{
    peg_problem p;
    memset(&p, 0, sizeof p);
    p.last = NO_PLAYER;
    p.min_value = 1;
    p.kept = 4;
    return p;
}

/* The opponent has led a four and holds n cards; I hold a king. The unseen cards are the
 * caller's. */
static peg_problem four_led(int n)
{
    peg_problem p = empty_problem();
    p.mine[0] = 12; /* a king */
    p.n_mine = 1;
    p.n_theirs = (uint8_t)n;
    p.pile[0] = 3; /* their four */
    p.n_pile = 1;
    p.count = 4;
    p.last = 1;
    p.their_pile = 1;
    p.their_played[0] = 3;
    p.n_their_played = 1;
    return p;
}

/* Rank r's value in p, searched at level 0 (strong), 1 (expert without the inference) or 2
 * (expert with it, the opponent taken to be the strong bot). */
static double level_value(peg_problem p, int level, int r)
{
    p.expert = (uint8_t)(level >= 1);
    p.infer = (uint8_t)(level == 2);
    double values[13];
    crib_peg_search_all(&p, 1, values);
    return values[r];
}

/* Rank r's value in p with the inference, the opponent taken to play by the easy rule with
 * the chance `prior` and as the strong bot otherwise. */
static double mixed_value(peg_problem p, double prior, int r)
{
    p.expert = 1;
    p.infer = 1;
    p.easy_prior = prior;
    double values[13];
    crib_peg_search_all(&p, 1, values);
    return values[r];
}

/* The value of a position in which the opponent's plays so far say nothing of the model
 * (want_strong against the strong bot, want_easy against the easy rule), by the prior. */
static void check_mixture(peg_problem p, int r, double want_strong, double want_easy,
                          const char *what)
{
    static const double priors[3] = {1, 0.25, EXPERT_EASY_PRIOR};
    for (int i = 0; i < 3; i++) {
        double got = mixed_value(p, priors[i], r);
        double want = priors[i] * want_easy + (1 - priors[i]) * want_strong;
        CHECK(got > want - 1e-5 && got < want + 1e-5,
              "%s, the easy rule's chance %.2f: %.6f (want %.6f)", what, priors[i], got, want);
    }
}

/* I lead my last card, a five; the opponent holds a ten and a four (the only cards unseen,
 * so nothing is left to give back). The ten makes fifteen (2) and then the four takes the
 * last point: -3 for me; the four first, then the ten for the last point: -1. The strong
 * bot's points-seeking play weighs them 2^2 and 1: (4 * -3 + 1 * -1) / 5 = -2.6, and half
 * the best reply (-3) and half that is -2.8. With the inference a point weighs a factor of
 * 2 ^ EXPERT_PLAY_SCALE, so the ten weighs a = 2 ^ (2 * EXPERT_PLAY_SCALE) against the
 * four's 1, and the best reply nothing: (a * -3 + 1 * -1) / (a + 1). */
static void test_opponent_model(void)
{
    peg_problem p = empty_problem();
    p.mine[0] = 4; /* a five: ranks count from the ace, 0 */
    p.n_mine = 1;
    p.n_theirs = 2;
    p.unseen[9] = 1; /* a ten */
    p.unseen[3] = 1; /* a four */
    double a = exp2(2 * EXPERT_PLAY_SCALE);
    for (int level = 0; level < 3; level++) {
        double got = level_value(p, level, 4), want = level == 2 ? (a * -3 - 1) / (a + 1) : -2.8;
        CHECK(got > want - 1e-5 && got < want + 1e-5,
              "%s: leading the five is worth %.6f (want %.6f)", level_name[level], got, want);
    }
    /* The easy rule takes the fifteen: -3. */
    check_mixture(p, 4, (a * -3 - 1) / (a + 1), -3, "leading the five");
}

/* I lead a six and hold a nine; the opponent holds a nine and a two (the only cards
 * unseen). Their nine makes fifteen (2) but my nine pairs it back (2): with the inference,
 * weight 2^(2 - 2); their two pegs nothing and gives nothing back: 2^0. After the nine,
 * I pair (2), they play the two and take the last point: -1 for me; after the two, my nine
 * (17) and their pair (2) and the last point: -3. So (-1 - 3) / 2 = -2 with the inference
 * (however sharply it weighs a point);
 * by points alone (4 * -1 + 1 * -3) / 5 = -1.4, and half that and half the best reply (-3)
 * is -2.2, the other levels' value. */
static void test_give_back(void)
{
    peg_problem p = empty_problem();
    p.mine[0] = 5; /* a six */
    p.mine[1] = 8; /* a nine */
    p.n_mine = 2;
    p.n_theirs = 2;
    p.unseen[8] = 1;
    p.unseen[1] = 1; /* a two */
    for (int level = 0; level < 3; level++) {
        double got = level_value(p, level, 5), want = level == 2 ? -2.0 : -2.2;
        CHECK(got > want - 1e-5 && got < want + 1e-5,
              "%s: leading the six is worth %.6f (want %.1f)", level_name[level], got, want);
    }
    /* The easy rule takes the fifteen whatever it gives back: -1. */
    check_mixture(p, 5, -2.0, -1.0, "leading the six");
}

/* The opponent led a four and holds one card, a king or a two (the only cards unseen); I
 * hold a king. With the inference their lead is weighed by what it gives back over the
 * cards they had not seen (mine and the other unseen one), a point worth a factor of
 * 2 ^ EXPERT_PLAY_SCALE. Holding the king, the four gives nothing back and the king gives
 * my king's pair (2 over two cards: a point), so the four is led a = 1 / (1 + 2 ^ -SCALE)
 * of the time; holding the two, neither gives anything back (1/2). The king then weighs
 * k = a / (a + 1/2). My king makes 14; against their king they pair it and take the last
 * point (-3), against the two they take the last point (-1): -3k - (1 - k) with the
 * inference; -2 by points alone, under which both leads weigh 1. */
static void test_give_back_likelihood(void)
{
    peg_problem p = four_led(1);
    p.unseen[12] = 1;
    p.unseen[1] = 1; /* a two */
    double a = 1 / (1 + exp2(-EXPERT_PLAY_SCALE)), k = a / (a + 0.5);
    for (int level = 0; level < 3; level++) {
        double got = level_value(p, level, 12), want = level == 2 ? -3 * k - (1 - k) : -2.0;
        CHECK(got > want - 1e-5 && got < want + 1e-5,
              "%s: my king on their lead is worth %.6f (want %.6f)", level_name[level], got, want);
    }
    /* The easy rule leads the lowest rank: the four from four and king (weight 1), from two
     * and four only by a miss (EXPERT_EASY_MISS). Each model's hands weigh by the prior and
     * by how likely that model was to lead the four. */
    static const double priors[3] = {1, 0.25, EXPERT_EASY_PRIOR};
    for (int i = 0; i < 3; i++) {
        double e = priors[i], miss = EXPERT_EASY_MISS;
        double want = ((1 - e) * (a * -3 + 0.5 * -1) + e * (1 * -3 + miss * -1)) /
                      ((1 - e) * (a + 0.5) + e * (1 + miss));
        double got = mixed_value(p, e, 12);
        CHECK(got > want - 1e-5 && got < want + 1e-5,
              "my king on their lead, the easy rule's chance %.2f: %.6f (want %.6f)", e, got, want);
    }
}

/* The easy rule as the search plays it (crib_easy_rank(), on ranks) against the easy bot
 * itself (crib_bot_play()) at every turn of random plays of two hands of four, the cards
 * played chosen at random so that the piles vary. */
static void test_easy_rule(void)
{
    harness_first first = {0, ""};
    uint64_t rng = 4321;
    long turns = 0;
    for (int deal = 0; deal < 3000; deal++) {
        crib_card deck[CRIB_CARDS];
        MUST(crib_deck_shuffle(&rng, deck));
        uint64_t hands[2] = {0, 0};
        for (int i = 0; i < 8; i++)
            hands[i & 1] |= UINT64_C(1) << deck[i];
        crib_play play;
        MUST(crib_play_init(&play, 2, hands, (uint32_t)(deal & 1), 0));
        while (!crib_play_over(&play)) {
            uint32_t q = (uint32_t)crib_play_turn(&play);
            uint64_t legal, held;
            MUST(crib_play_legal(&play, q, &legal));
            crib_play_event ev;
            if (!legal) {
                MUST(crib_play_go(&play, q, &ev));
                continue;
            }
            MUST(crib_play_hand(&play, q, &held));
            uint8_t h[4], pile[CRIB_PLAY_MAX_PILE];
            int n = 0, np = 0;
            crib_card legal_cards[4];
            int n_legal = 0;
            for (int c = 0; c < CRIB_CARDS; c++) {
                if ((held >> c) & 1)
                    h[n++] = (uint8_t)(c / 4);
                if ((legal >> c) & 1)
                    legal_cards[n_legal++] = (crib_card)c;
            }
            for (uint32_t i = 0; i < play.n_pile; i++)
                pile[np++] = (uint8_t)(play.pile[i] / 4);
            crib_card card;
            MUST(crib_bot_play(&play, q, &card));
            int got = crib_easy_rank(h, n, pile, np, (int)play.count);
            turns++;
            NOTE(&first, got == card / 4,
                 "deal %d: the easy bot plays rank %d, the search's rule %d", deal, card / 4, got);
            uint64_t x;
            MUST(crib_rng_next(&rng, &x));
            MUST(crib_play_card(&play, q, legal_cards[x % (uint64_t)n_legal], &ev));
        }
    }
    CHECK_FIRST(&first, "the easy rule on ranks plays the easy bot's rank at all %ld turns", turns);
}

/* What each rank t pegs after pile[] and r, by the rules: fifteen and 31 for 2, pairs by
 * how many of the top cards share t's rank, and the longest run the top cards make with t
 * (its ranks all different and consecutive); 0 when t does not fit. */
static int ref_pegs(const uint8_t *pile, int np, int count, int t)
{
    int value[13] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10};
    count += value[t];
    if (count > 31)
        return 0;
    int pts = count == 15 || count == 31 ? 2 : 0, same = 0;
    while (same < np && pile[np - 1 - same] == t)
        same++;
    pts += same * (same + 1); /* 2, 6, 12: a pair for each two of the same rank */
    int best = 0;
    for (int len = 3; len <= np + 1 && !same; len++) {
        int have[13] = {0}, ok = 1;
        have[t] = 1;
        for (int i = np - len + 1; i < np; i++)
            ok &= !have[pile[i]]++;
        int lo = 13, hi = -1;
        for (int k = 0; k < 13; k++)
            if (have[k]) {
                lo = k < lo ? k : lo;
                hi = k;
            }
        if (ok && hi - lo == len - 1)
            best = len;
    }
    return pts + best;
}

static long back_checked, back_failed;

/* Every pile of the two-player play (up to six cards before r, no rank five times), every
 * r and every next rank t still to come: crib_back_points() with one card of t left is
 * t's points, and with every card left the sum of their points. */
/* NOLINTNEXTLINE(misc-no-recursion) */
static void check_piles(uint8_t *pile, int np, int count, int used[13])
{
    static const int value[13] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10};
    for (int r = 0; r < 13; r++) {
        if (used[r] == 4 || count + value[r] >= 31)
            continue;
        pile[np] = (uint8_t)r;
        int all = 0, want_all = 0, left[13];
        for (int t = 0; t < 13; t++) {
            if (used[t] + (t == r) == 4)
                continue; /* no fifth card of a rank */
            memset(left, 0, sizeof left);
            left[t] = 1;
            int want = ref_pegs(pile, np + 1, count + value[r], t);
            int got = crib_back_points(pile, np, count, r, left);
            back_failed += got != want;
            want_all += (4 - used[t] - (t == r)) * want;
        }
        for (int t = 0; t < 13; t++)
            left[t] = 4 - used[t] - (t == r);
        all = crib_back_points(pile, np, count, r, left);
        back_failed += all != want_all;
        back_checked++;
    }
    if (np == 6)
        return;
    for (int q = 0; q < 13; q++) {
        if (used[q] == 4 || count + value[q] >= 31)
            continue;
        pile[np] = (uint8_t)q;
        used[q]++;
        check_piles(pile, np + 1, count + value[q], used);
        used[q]--;
    }
}

static void test_back_points(void)
{
    uint8_t pile[CRIB_PLAY_MAX_PILE];
    int used[13] = {0};
    check_piles(pile, 0, 0, used);
    CHECK(back_checked == 3132274 && back_failed == 0,
          "the points given back after every pile and rank: %ld checked, %ld wrong", back_checked,
          back_failed);
}

/* The opponent led a four from a four, a four and a two, which neither gives anything back
 * (the cards they had not seen are kings): each four's margin is the pair's weight, as pone
 * EXPERT_PAIR_KEEP_PONE + EXPERT_PAIR_LEAD_PONE, as dealer the _DEALER ones, so each four
 * weighs x = 2 ^ (SCALE * that) against the two's 1. The likelihood counts the cards that
 * fit, the two fours apart (the search, the ranks: docs/figures.md's eighth round has the
 * screen of the likelihood by rank), so a four was led x / (2x + 1) of the time. */
static void test_pair_weight(void)
{
    peg_problem p = four_led(2);
    p.unseen[3] = 1;
    p.unseen[1] = 1; /* a two */
    p.unseen[12] = 1;
    p.expert = p.infer = 1;
    static const uint8_t h[2] = {1, 3};
    static const double pair[2] = {EXPERT_PAIR_KEEP_PONE + EXPERT_PAIR_LEAD_PONE,
                                   EXPERT_PAIR_KEEP_DEALER + EXPERT_PAIR_LEAD_DEALER};
    for (int dealer = 0; dealer < 2; dealer++) {
        p.their_dealer = (uint8_t)dealer;
        double got = crib_hand_likelihood(&p, h, 2, 0);
        double x = exp2(EXPERT_PLAY_SCALE * pair[dealer]), want = x / (2 * x + 1);
        CHECK(got > want - 1e-5 && got < want + 1e-5,
              "the %s led a four from a pair of fours and a two: chance %.6f (want %.6f)",
              dealer ? "dealer" : "pone", got, want);
    }
}

/* The opponent led a four and holds one card, a king or a two (the only cards unseen); I
 * hold a king. Holding the two, the kings were the cards they had not seen, so neither lead
 * gave anything back: the four was led half the time. When my discard holds a four, which
 * they have not seen either, the four gives back its pair (2 points over three cards) and
 * the two nothing: the four was led 1 / (1 + 2 ^ (SCALE * 2/3)) of the time. */
static void test_hidden_discard(void)
{
    peg_problem p = four_led(1);
    p.unseen[12] = 1;
    p.unseen[1] = 1; /* a two */
    p.expert = p.infer = 1;
    static const uint8_t two[1] = {1};
    double got = crib_hand_likelihood(&p, two, 1, 0);
    CHECK(got > 0.5 - 1e-12 && got < 0.5 + 1e-12,
          "nothing given back either way: the four was led half the time (%.6f)", got);
    p.hidden[3] = 1;
    got = crib_hand_likelihood(&p, two, 1, 0);
    double want = 1 / (1 + exp2(EXPERT_PLAY_SCALE * 2 / 3));
    CHECK(got > want * (1 - 1e-4) && got < want * (1 + 1e-4),
          "with my discard's four among their unseen cards: chance %.3g (want %.3g)", got, want);
}

/* With two into the crib, the keep's four ranks r[] and one more, a: dealt as five cards
 * whose suits make no flush, the bot of the model keeps the four exactly when the table
 * says it lays a away (crib_keep_likelihood_one() with only that card left is 1 then, 0
 * otherwise); and with a second card left the share is the mean of the two. */
typedef struct two_tally {
    int tried, agree, shares;
} two_tally;

static void check_two(const int *r, int a, int model, two_tally *t)
{
    int five[5] = {r[0], r[1], r[2], r[3], a};
    for (int i = 1; i < 5; i++) /* rank order, for the suits */
        for (int j = i; j > 0 && five[j - 1] > five[j]; j--) {
            int x = five[j];
            five[j] = five[j - 1];
            five[j - 1] = x;
        }
    crib_card dealt[5];
    uint8_t keep[4];
    for (int i = 0; i < 5; i++)
        dealt[i] = (crib_card)(five[i] * 4 + i % 4);
    for (int i = 0; i < 4; i++)
        keep[i] = (uint8_t)r[i];
    for (int dealer = 0; dealer < 2; dealer++) {
        crib_view v = harness_discard_view(CRIB_VARIANT_TWO_TO_CRIB, dealt, 5, dealer);
        crib_card out[1];
        if (crib_bot_choose_discard(&v, model_level[model], 1, out, 1) != 1)
            continue;
        uint8_t left[13] = {0}, other[13] = {0};
        left[a] = 1;
        double like = crib_keep_likelihood_one(keep, left, dealer, model);
        t->tried++;
        t->agree += like == (crib_card_rank(out[0]) == a ? 1.0 : 0.0);
        left[(a + 1) % 13] = 1;
        other[(a + 1) % 13] = 1;
        double both = crib_keep_likelihood_one(keep, left, dealer, model),
               second = crib_keep_likelihood_one(keep, other, dealer, model);
        t->shares &= fabs(both - (like + second) / 2) < 1e-12;
    }
}

/* Every 31st keep of four ranks with every rank that may be laid away with it. */
static void test_two_to_crib(int model)
{
    two_tally t = {0, 0, 1};
    int n = 0, r[4];
    for (r[0] = 0; r[0] < 13; r[0]++)
        for (r[1] = r[0]; r[1] < 13; r[1]++)
            for (r[2] = r[1]; r[2] < 13; r[2]++)
                for (r[3] = r[2]; r[3] < 13; r[3]++, n++)
                    for (int a = 0; n % 31 == 0 && a < 13; a++)
                        if ((a != r[0]) + (a != r[1]) + (a != r[2]) + (a != r[3]) > 0)
                            check_two(r, a, model, &t);
    CHECK(t.tried > 1000 && t.agree == t.tried,
          "two into the crib, %s bot: the table's keeps are the bot's on %d of %d deals",
          model_name[model], t.agree, t.tried);
    CHECK(t.shares, "two into the crib, %s bot: two cards left, the mean of their shares",
          model_name[model]);
}

/* The fifteens, pairs and runs of the m ranks r[] by the rules' own counting: every set of
 * cards whose values make 15, every two of a rank, and every set of the longest length (3
 * or more) whose ranks are consecutive. */
static int reference_rank_score(const uint8_t *r, int m)
{
    int pts = 0, run_len = 0, run_sets = 0;
    for (unsigned set = 1; set < (1u << m); set++) {
        int sum = 0, size = 0, lo = 13, hi = -1;
        unsigned seen = 0, repeat = 0;
        for (int i = 0; i < m; i++)
            if ((set >> i) & 1) {
                sum += r[i] < 10 ? r[i] + 1 : 10;
                size++;
                repeat |= seen & (1u << r[i]);
                seen |= 1u << r[i];
                lo = r[i] < lo ? r[i] : lo;
                hi = r[i] > hi ? r[i] : hi;
            }
        pts += sum == 15 ? 2 : 0;
        pts += size == 2 && lo == hi ? 2 : 0;
        if (size >= 3 && !repeat && hi - lo == size - 1) {
            if (size > run_len) {
                run_len = size;
                run_sets = 0;
            }
            run_sets += size == run_len;
        }
    }
    return pts + run_len * run_sets;
}

/* crib_rank_score() (the opponent's keep and show in the pegging searches) against the
 * rules' counting on every list of up to five ranks, at most four of a rank, in every
 * order, and on 20,000 drawn lists of six to ten. */
static void test_rank_score(void)
{
    long lists = 0, apart = 0;
    uint8_t r[10];
    for (int m = 0; m <= 5; m++) {
        long total = 1;
        for (int i = 0; i < m; i++)
            total *= 13;
        for (long code = 0; code < total; code++) {
            int cnt[13] = {0}, ok = 1;
            long c = code;
            for (int i = 0; i < m; i++, c /= 13) {
                r[i] = (uint8_t)(c % 13);
                ok &= ++cnt[r[i]] <= 4;
            }
            if (!ok)
                continue;
            lists++;
            apart += crib_rank_score(r, m) != reference_rank_score(r, m);
        }
    }
    CHECK(lists == 402221 && apart == 0, "every list of up to 5 ranks: %ld of %ld apart", apart,
          lists);
    uint32_t x = 12345;
    long drawn = 0, drawn_apart = 0;
    while (drawn < 20000) {
        int m = 6 + (int)(drawn % 5), cnt[13] = {0}, ok = 1;
        for (int i = 0; i < m; i++) {
            x = x * 1103515245u + 12345u;
            r[i] = (uint8_t)((x >> 16) % 13);
            ok &= ++cnt[r[i]] <= 4;
        }
        if (!ok)
            continue;
        drawn++;
        drawn_apart += crib_rank_score(r, m) != reference_rank_score(r, m);
    }
    CHECK(drawn_apart == 0, "20,000 drawn lists of 6 to 10 ranks: %ld apart", drawn_apart);
}

int main(void)
{
    test_rank_score();
    test_two_to_crib(0);
    test_two_to_crib(1);
    test_back_points();
    test_give_back();
    test_give_back_likelihood();
    test_pair_weight();
    test_hidden_discard();
    test_opponent_model();
    test_easy_rule();
    for (int m = 4; m >= 3; m--)
        for (int model = 0; model < 2; model++) {
            test_canonical(model, m);
            test_random_deals(model, m);
        }
    test_shares();
    return harness_done();
}
