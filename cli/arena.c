/* SPDX-License-Identifier: MIT */
/* crib arena: two bots on duplicate deals, on every core, with a progress bar; a side may
 * be an outside program that speaks JSON lines on its standard input and output. */
/* POSIX for fork, pipes and signals; a feature-test macro is reserved by design. */
#define _POSIX_C_SOURCE 200809L /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#include "cli.h"
#include "json.h"
#include "names.h"
#include "progress.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void arena_usage(FILE *f)
{
    fputs("usage: crib arena [OPTIONS] BOT_A BOT_B\n"
          "  Plays BOT_A (side A) against BOT_B (side B) on duplicate deals: every seed\n"
          "  twice, the same cards with the seats swapped. Prints side A's win rate with a\n"
          "  95% interval paired by seed, the game value, the first dealer's win rate, each\n"
          "  side's points a whole deal as dealer and as pone (play, hand, crib, heels), how\n"
          "  much A out-pegs B, and games per second. A progress bar goes to a terminal.\n"
          "  BOT is easy, strong, or exec:COMMAND, an outside program that reads events\n"
          "  and requests as JSON lines and answers each request with one line (see\n"
          "  crib(1)); each thread runs its own copy of it.\n"
          "  --games N       games to play, 1 to 2^32-2 (default 2000; rounded up to even\n"
          "                  unless --single)\n"
          "  --seed N        the first seed (default 1); pair i deals from seed + i\n"
          "  --bot-seed N    mixed into the library bots' seeds (default 0)\n"
          "  --threads N     threads, 1 to 256 (default: the cores online)\n"
          "  --variant NAME  six-card (default), five-card, two-to-crib\n"
          "  --target N      the score that wins (default 121; 61 five-card)\n"
          "  --ladder NAME   none (default), lurch, skunk: the game values\n"
          "  --single        each seed once, side A in seat 0 (no seat swap)\n"
          "  --from S0,S1    the seats' scores at the start of each game (default 0,0)\n"
          "  --dealer SEAT   seat 0 or 1 deals first (default: cut for it)\n"
          "  --histogram FILE  write the mid-game deals' scoring distributions to FILE\n"
          "                  (the format of tools/chance_data.txt)\n"
          "  --no-progress   no progress bar, even on a terminal\n"
          "  --json          print one JSON object instead of text\n",
          f);
}

/* ---- Options ---------------------------------------------------------------------------- */

typedef struct side_spec {
    uint32_t level;
    const char *command; /* for CRIB_BOT_CALLER: the outside program */
    const char *name;
} side_spec;

typedef struct arena_opts {
    unsigned long long games, seed, bot_seed, threads, target, start[2], dealer;
    int variant, ladder, single, json, progress;
    const char *histogram;
    side_spec side[2];
} arena_opts;

static int read_bot(const char *s, side_spec *b)
{
    b->name = s;
    b->command = NULL;
    if (!strcmp(s, "easy"))
        b->level = CRIB_BOT_EASY;
    else if (!strcmp(s, "strong"))
        b->level = CRIB_BOT_STRONG;
    else if (!strncmp(s, "exec:", 5) && s[5]) {
        b->level = CRIB_BOT_CALLER;
        b->command = s + 5;
    } else
        return 0;
    return 1;
}

static int read_pair(const char *s, unsigned long long out[2])
{
    char a[32];
    const char *comma = s ? strchr(s, ',') : NULL;
    if (!comma || (size_t)(comma - s) >= sizeof a)
        return 0;
    memcpy(a, s, (size_t)(comma - s));
    a[comma - s] = '\0';
    return cli_parse_number(a, CRIB_GAME_MAX_TARGET, &out[0]) &&
           cli_parse_number(comma + 1, CRIB_GAME_MAX_TARGET, &out[1]);
}

static int take_value(arena_opts *o, const char *name, const char *val)
{
    if (!strcmp(name, "--games"))
        return cli_parse_number(val, 0xFFFFFFFEull, &o->games) && o->games >= 1;
    if (!strcmp(name, "--seed"))
        return cli_parse_number(val, ~0ULL, &o->seed);
    if (!strcmp(name, "--bot-seed"))
        return cli_parse_number(val, ~0ULL, &o->bot_seed);
    if (!strcmp(name, "--threads"))
        return cli_parse_number(val, 256, &o->threads) && o->threads >= 1;
    if (!strcmp(name, "--target"))
        return cli_parse_number(val, CRIB_GAME_MAX_TARGET, &o->target) && o->target >= 1;
    if (!strcmp(name, "--dealer"))
        return cli_parse_number(val, 1, &o->dealer);
    if (!strcmp(name, "--from"))
        return read_pair(val, o->start);
    if (!strcmp(name, "--histogram"))
        return (o->histogram = val) != NULL;
    if (!strcmp(name, "--variant")) {
        o->variant = val ? cli_find_word(crib_name_variant, CRIB_NAMES_VARIANT, val) : -1;
        return o->variant == CRIB_VARIANT_SIX_CARD || o->variant == CRIB_VARIANT_FIVE_CARD ||
               o->variant == CRIB_VARIANT_TWO_TO_CRIB;
    }
    return val && (o->ladder = cli_find_word(crib_name_ladder, CRIB_NAMES_LADDER, val)) >= 0;
}

static int is_valued(const char *s)
{
    static const char *const names[] = {"--games", "--seed",    "--bot-seed",  "--threads",
                                        "--target", "--dealer", "--from",      "--histogram",
                                        "--variant", "--ladder"};
    return cli_find_name(names, sizeof names / sizeof names[0], s) >= 0;
}

/* The options that take no value: 1 if s is one (and set in o), else 0. */
static int take_flag(arena_opts *o, const char *s)
{
    if (!strcmp(s, "--single"))
        o->single = 1;
    else if (!strcmp(s, "--json"))
        o->json = 1;
    else if (!strcmp(s, "--no-progress"))
        o->progress = 0;
    else
        return 0;
    return 1;
}

/* A word that is no option: the next of the two bots. CLI_OK or CLI_USAGE (reported). */
static int take_bot(arena_opts *o, int *bots, const char *s)
{
    if (s[0] == '-' && s[1] == '-') {
        cli_error("arena: unknown option '%s'", s);
        return CLI_USAGE;
    }
    if (*bots == 2 || !read_bot(s, &o->side[*bots])) {
        cli_error(*bots == 2 ? "arena: more than two bots ('%s')"
                             : "arena: '%s' is no bot (easy, strong, exec:COMMAND)",
                  s);
        return CLI_USAGE;
    }
    (*bots)++;
    return CLI_OK;
}

/* CLI_OK, -1 after --help, or CLI_USAGE. */
static int read_options(int argc, char **argv, arena_opts *o)
{
    int bots = 0;
    for (int a = 0; a < argc; a++) {
        const char *s = argv[a];
        if (!strcmp(s, "--help")) {
            arena_usage(stdout);
            return -1;
        }
        if (is_valued(s)) {
            const char *val = a + 1 < argc ? argv[a + 1] : NULL;
            if (!take_value(o, s, val)) {
                cli_error("arena: bad value for %s: '%s'", s, val ? val : "");
                return CLI_USAGE;
            }
            a++;
        } else if (!take_flag(o, s) && take_bot(o, &bots, s) != CLI_OK) {
            return CLI_USAGE;
        }
    }
    if (bots != 2) {
        cli_error("arena: give two bots (easy, strong, exec:COMMAND)");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* ---- Outside programs ------------------------------------------------------------------- */

typedef struct program {
    pid_t pid;
    FILE *to;   /* its standard input */
    FILE *from; /* its standard output */
} program;

static int program_start(program *p, const char *command)
{
    int in[2], out[2];
    memset(p, 0, sizeof *p);
    if (pipe(in) != 0)
        return 0;
    if (pipe(out) != 0) {
        close(in[0]);
        close(in[1]);
        return 0;
    }
    fflush(NULL);
    p->pid = fork();
    if (p->pid < 0)
        return 0;
    if (p->pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        execl("/bin/sh", "sh", "-c", command, (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    p->to = fdopen(in[1], "w");
    p->from = fdopen(out[0], "r");
    return p->to && p->from;
}

static void program_stop(program *p)
{
    if (!p->pid)
        return;
    if (p->to) {
        fputs("{\"type\":\"bye\"}\n", p->to);
        fclose(p->to);
    }
    if (p->from)
        fclose(p->from);
    int status;
    waitpid(p->pid, &status, 0);
    p->pid = 0;
}

static void put_common(FILE *f, const crib_arena_event *ev, uint32_t seat)
{
    fprintf(f, ",\"game\":%u,\"deal\":%u,\"you\":%u,\"dealer\":%u,\"scores\":[%u,%u]}\n",
            ev->game, ev->deal, seat, ev->dealer, ev->score[0], ev->score[1]);
}

/* The event as the program at `seat` is told it. */
static void tell(FILE *f, const crib_arena_event *ev, uint32_t seat)
{
    switch (ev->kind) {
    case CRIB_EVENT_GAME:
        fputs("{\"type\":\"game\"", f);
        break;
    case CRIB_EVENT_DEAL:
        fputs("{\"type\":\"deal\"", f);
        break;
    case CRIB_EVENT_STARTER:
        fputs("{\"type\":\"starter\",\"card\":", f);
        json_card(f, ev->card);
        fprintf(f, ",\"heels\":%u", ev->points);
        break;
    case CRIB_EVENT_CARD:
    case CRIB_EVENT_GO:
        fprintf(f, "{\"type\":\"%s\",\"seat\":%u,\"card\":", ev->kind == CRIB_EVENT_GO ? "go" : "card",
                ev->player);
        json_card(f, ev->card);
        fprintf(f, ",\"count\":%u,\"points\":%u,\"scorer\":", ev->count, ev->points);
        if (ev->scorer == CRIB_NONE)
            fputs("null", f);
        else
            fprintf(f, "%u", ev->scorer);
        break;
    case CRIB_EVENT_SHOW:
        fprintf(f, "{\"type\":\"show\",\"seat\":%u,\"crib\":%s,\"cards\":", ev->player,
                ev->is_crib ? "true" : "false");
        json_mask(f, ev->cards);
        fprintf(f, ",\"points\":%u", ev->points);
        break;
    case CRIB_EVENT_END:
        fprintf(f, "{\"type\":\"end\",\"winner\":%u,\"value\":%u", ev->player, ev->points);
        break;
    default:
        return;
    }
    put_common(f, ev, seat);
}

/* A request, with what the player knows. */
static void ask(FILE *f, const crib_arena_event *ev)
{
    const crib_view *v = &ev->view;
    fprintf(f, "{\"type\":\"%s\",\"hand\":", ev->kind == CRIB_EVENT_DISCARD ? "discard" : "play");
    json_mask(f, v->hand);
    if (ev->kind == CRIB_EVENT_DISCARD) {
        /* Six cards lay away 2; five lay away 2 in the five-card game, else 1. */
        int away = crib_mask_count(v->hand) == 6 || v->rules.variant == CRIB_VARIANT_FIVE_CARD ? 2 : 1;
        fprintf(f, ",\"lay_away\":%d", away);
    } else {
        crib_card held[CRIB_CARDS];
        int32_t n = crib_mask_to_cards(v->hand, held, CRIB_CARDS);
        uint64_t legal = 0;
        for (int32_t i = 0; i < n; i++)
            if (crib_card_value(held[i]) + (int32_t)v->count <= 31)
                legal |= (uint64_t)1 << held[i];
        fputs(",\"legal\":", f);
        json_mask(f, legal);
        fprintf(f, ",\"count\":%u,\"pile\":[", v->count);
        for (uint32_t i = 0; i < v->n_pile; i++) {
            if (i)
                fputc(',', f);
            json_card(f, v->pile[i]);
        }
        fputs("],\"starter\":", f);
        json_card(f, v->starter);
        fputs(",\"discarded\":", f);
        json_mask(f, v->discard);
        fputs(",\"played\":[", f);
        json_mask(f, v->played[0]);
        fputc(',', f);
        json_mask(f, v->played[1]);
        fprintf(f, "],\"held\":[%u,%u]", v->held[0], v->held[1]);
    }
    put_common(f, ev, ev->player);
}

/* The value after "key" in a line of JSON, past the colon and spaces; NULL if absent. */
static const char *json_value(const char *line, const char *key)
{
    char quoted[32];
    snprintf(quoted, sizeof quoted, "\"%s\"", key);
    const char *p = strstr(line, quoted);
    if (!p)
        return NULL;
    p += strlen(quoted);
    p += strspn(p, " \t");
    if (*p != ':')
        return NULL;
    p++;
    return p + strspn(p, " \t");
}

/* A JSON string holding a card, at p; the position after it, or NULL. */
static const char *card_at(const char *p, crib_card *card)
{
    char word[16];
    if (*p != '"')
        return NULL;
    const char *end = strchr(p + 1, '"');
    if (!end || (size_t)(end - p - 1) >= sizeof word)
        return NULL;
    memcpy(word, p + 1, (size_t)(end - p - 1));
    word[end - p - 1] = '\0';
    return crib_card_parse(word, card) == CRIB_OK ? end + 1 : NULL;
}

/* The cards of a JSON array at v, at most 4, into cards (their number in *n); the position
 * of the closing bracket, or NULL when v holds no such array. */
static const char *cards_at(const char *v, crib_card cards[4], size_t *n)
{
    *n = 0;
    if (!v || *v != '[')
        return v;
    v++;
    for (;;) {
        v += strspn(v, " \t,");
        if (*v == ']' || *n == 4)
            return v;
        v = card_at(v, &cards[*n]);
        if (!v)
            return NULL;
        (*n)++;
    }
}

/* An answer to a discard request, given to the arena; CRIB_EPARSE if it is none. */
static int32_t answer_discard(crib_arena *a, const char *line)
{
    crib_card cards[4];
    size_t n;
    const char *v = cards_at(json_value(line, "discard"), cards, &n);
    return v && *v == ']' ? crib_arena_discard(a, cards, n) : CRIB_EPARSE;
}

/* An answer to a play request (a card, or go), given to the arena; CRIB_EPARSE if none. */
static int32_t answer_play(crib_arena *a, const char *line)
{
    const char *v = json_value(line, "card"), *go = json_value(line, "go");
    crib_card card;
    if ((go && !strncmp(go, "true", 4)) || (v && !strncmp(v, "null", 4)))
        return crib_arena_play(a, CRIB_NONE);
    if (v && card_at(v, &card))
        return crib_arena_play(a, card);
    return CRIB_EPARSE;
}

/* Reads the program's answer to a request and gives it to the arena; CRIB_OK, or a
 * negative code with a message in err. */
static int32_t answer(program *p, crib_arena *a, const crib_arena_event *ev, char *err,
                      size_t cap)
{
    char line[4096];
    if (fflush(p->to) != 0 || !fgets(line, sizeof line, p->from)) {
        snprintf(err, cap, "the program gave no answer to a %s request",
                 ev->kind == CRIB_EVENT_DISCARD ? "discard" : "play");
        return CRIB_EPARSE;
    }
    line[strcspn(line, "\r\n")] = '\0';
    int32_t rc = ev->kind == CRIB_EVENT_DISCARD ? answer_discard(a, line) : answer_play(a, line);
    if (rc != CRIB_OK)
        snprintf(err, cap, "the program's answer \"%.200s\": %s", line,
                 rc == CRIB_EPARSE ? "not an answer" : crib_strerror(rc));
    return rc;
}

/* ---- The run ---------------------------------------------------------------------------- */

typedef struct run {
    crib_arena_config config; /* first_pair and pairs are set per chunk */
    side_spec side[2];
    uint32_t total;           /* pairs, or games under --single */
    uint32_t chunk;
    uint32_t next;            /* the next pair to hand out */
    uint64_t games_done;
    uint64_t games_total;
    crib_tally tally;
    int failed;
    char error[512];
    int running;
    pthread_mutex_t lock;
    pthread_cond_t changed;
} run;

static void run_fail(run *r, const char *msg)
{
    pthread_mutex_lock(&r->lock);
    if (!r->failed) {
        r->failed = 1;
        snprintf(r->error, sizeof r->error, "%s", msg);
    }
    pthread_cond_broadcast(&r->changed);
    pthread_mutex_unlock(&r->lock);
}

/* Tells each outside program the event, or asks the one to move and gives its answer to
 * the arena; 0 on a failure (reported). */
static int serve_programs(run *r, crib_arena *a, const crib_arena_event *ev, int32_t kind,
                          program prog[2])
{
    char err[400];
    for (uint32_t side = 0; side < 2; side++) {
        if (!prog[side].pid)
            continue;
        uint32_t seat = side == 0 ? ev->seat_a : 1 - ev->seat_a;
        if ((kind == CRIB_EVENT_DISCARD || kind == CRIB_EVENT_PLAY) && ev->side == side) {
            ask(prog[side].to, ev);
            if (answer(&prog[side], a, ev, err, sizeof err) != CRIB_OK) {
                run_fail(r, err);
                return 0;
            }
        } else {
            tell(prog[side].to, ev, seat);
        }
    }
    return 1;
}

static void count_game(run *r)
{
    pthread_mutex_lock(&r->lock);
    r->games_done++;
    pthread_cond_broadcast(&r->changed);
    pthread_mutex_unlock(&r->lock);
}

/* One chunk of pairs in one arena; 0 on a failure (reported). */
static int play_chunk(run *r, uint32_t first, uint32_t n, program prog[2])
{
    crib_arena_config cfg = r->config;
    cfg.first_pair = first;
    cfg.pairs = n;
    crib_arena a;
    char err[400];
    if (crib_arena_init(&a, &cfg) != CRIB_OK) {
        run_fail(r, "the arena refuses its configuration");
        return 0;
    }
    int outside = prog[0].pid || prog[1].pid;
    uint32_t flags = outside ? CRIB_STOP_EVENTS : CRIB_STOP_GAME;
    for (;;) {
        crib_arena_event ev;
        int32_t kind = crib_arena_next(&a, flags, &ev);
        if (kind < 0) {
            snprintf(err, sizeof err, "the arena stopped: %s", crib_strerror(kind));
            run_fail(r, err);
            return 0;
        }
        if (kind == CRIB_EVENT_DONE)
            break;
        if (!serve_programs(r, &a, &ev, kind, prog))
            return 0;
        if (kind == CRIB_EVENT_END)
            count_game(r);
    }
    crib_tally t;
    crib_arena_tally(&a, &t);
    pthread_mutex_lock(&r->lock);
    int ok = crib_tally_add(&r->tally, &t) == CRIB_OK;
    pthread_mutex_unlock(&r->lock);
    if (!ok)
        run_fail(r, "the tally overflowed");
    return ok;
}

static void *worker(void *arg)
{
    run *r = arg;
    program prog[2];
    memset(prog, 0, sizeof prog);
    int ok = 1;
    for (int side = 0; side < 2 && ok; side++)
        if (r->side[side].command && !program_start(&prog[side], r->side[side].command)) {
            run_fail(r, "cannot start the outside program");
            ok = 0;
        }
    while (ok) {
        pthread_mutex_lock(&r->lock);
        if (r->failed || r->next >= r->total) {
            pthread_mutex_unlock(&r->lock);
            break;
        }
        uint32_t first = r->next, n = r->total - first < r->chunk ? r->total - first : r->chunk;
        r->next += n;
        pthread_mutex_unlock(&r->lock);
        ok = play_chunk(r, first, n, prog);
    }
    for (int side = 0; side < 2; side++)
        program_stop(&prog[side]);
    pthread_mutex_lock(&r->lock);
    r->running--;
    pthread_cond_broadcast(&r->changed);
    pthread_mutex_unlock(&r->lock);
    return NULL;
}

/* Waits for the workers, drawing the progress bar when asked to. */
static void wait_run(run *r, int show)
{
    progress bar;
    progress_start(&bar, "games");
    pthread_mutex_lock(&r->lock);
    while (r->running > 0) {
        if (show)
            progress_draw(&bar, r->games_done, r->games_total);
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 250000000L;
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        pthread_cond_timedwait(&r->changed, &r->lock, &until);
    }
    pthread_mutex_unlock(&r->lock);
    if (show) {
        progress_draw(&bar, r->games_done, r->games_total);
        progress_end(&bar);
    }
}

/* ---- Output ----------------------------------------------------------------------------- */

static const char *const k_kinds[] = {"play", "hand", "crib", "heels", "total"};

static void print_text(const arena_opts *o, const crib_arena_config *c, const crib_summary *s,
                       double secs, unsigned threads)
{
    const char *a = o->side[0].name, *b = o->side[1].name;
    printf("crib arena: %s (A) against %s (B), %s to %u, %.0f games", a, b,
           crib_name_variant((uint32_t)(c->rules.variant)), c->rules.target, s->games);
    if (o->single)
        printf(" (one per seed)");
    else
        printf(" (%.0f pairs of duplicate deals)", s->pairs);
    printf(", seeds %llu..%llu\n", o->seed, o->seed + (unsigned long long)c->pairs - 1);
    if (o->start[0] || o->start[1] || c->first_dealer != CRIB_DEAL_CUT)
        printf("  from seat 0 at %llu, seat 1 at %llu, %s\n", o->start[0], o->start[1],
               c->first_dealer == CRIB_DEAL_CUT ? "first dealer cut for"
               : c->first_dealer == 0           ? "seat 0 deals first"
                                                : "seat 1 deals first");
    printf("  A wins %.2f%% [%.2f, %.2f] (95%%, %s); B wins %.2f%%\n", 100 * s->win_a,
           100 * s->win_a_low, 100 * s->win_a_high, s->pairs >= 2 ? "paired by seed" : "binomial",
           100 * (1 - s->win_a));
    printf("  A's net game value %+.4f a game [%+.4f, %+.4f]\n", s->value_a, s->value_a_low,
           s->value_a_high);
    printf("  the first dealer wins %.2f%% [%.2f, %.2f]; %.2f deals a game\n",
           100 * s->first_dealer, 100 * s->first_dealer_low, 100 * s->first_dealer_high,
           s->deals_per_game);
    printf("  points a whole deal  %7s %7s %7s %7s %7s\n", k_kinds[0], k_kinds[1], k_kinds[2],
           k_kinds[3], k_kinds[4]);
    for (int side = 0; side < 2; side++)
        for (int role = 0; role < 2; role++) {
            const double *pt = &s->points[side * 10 + role * 5];
            printf("    %s %-6s          %7.3f %7.3f %7.3f %7.3f %7.3f +- %.3f\n",
                   side ? "B" : "A", role ? "pone" : "dealer", pt[0], pt[1], pt[2], pt[3], pt[4],
                   s->total_half[side * 2 + role]);
        }
    printf("  A out-pegs B by %+.3f +- %.3f as dealer, %+.3f +- %.3f as pone\n", s->play_diff[0],
           s->play_diff_half[0], s->play_diff[1], s->play_diff_half[1]);
    printf("  %.0f games in %.1f s: %.1f games/s on %u thread%s\n", s->games, secs,
           secs > 0 ? s->games / secs : 0, threads, threads == 1 ? "" : "s");
}

static void print_json(const arena_opts *o, const crib_arena_config *c, const crib_summary *s,
                       double secs, unsigned threads)
{
    printf("{\"a\":");
    json_string(stdout, o->side[0].name);
    printf(",\"b\":");
    json_string(stdout, o->side[1].name);
    printf(",\"variant\":\"%s\",\"target\":%u,\"games\":%.0f,\"pairs\":%.0f,\"seed\":%llu,"
           "\"win_a\":%.6f,\"win_a_95\":[%.6f,%.6f],\"value_a\":%.6f,\"value_a_95\":[%.6f,%.6f],"
           "\"first_dealer\":%.6f,\"first_dealer_95\":[%.6f,%.6f],\"deals_per_game\":%.4f,"
           "\"points\":{",
           crib_name_variant((uint32_t)(c->rules.variant)), c->rules.target, s->games, s->pairs, o->seed,
           s->win_a, s->win_a_low, s->win_a_high, s->value_a, s->value_a_low, s->value_a_high,
           s->first_dealer, s->first_dealer_low, s->first_dealer_high, s->deals_per_game);
    for (int side = 0; side < 2; side++)
        for (int role = 0; role < 2; role++) {
            printf("%s\"%s_%s\":{", side || role ? "," : "", side ? "b" : "a",
                   role ? "pone" : "dealer");
            for (int k = 0; k < 5; k++)
                printf("%s\"%s\":%.4f", k ? "," : "", k_kinds[k],
                       s->points[side * 10 + role * 5 + k]);
            printf(",\"total_95\":%.4f}", s->total_half[side * 2 + role]);
        }
    printf("},\"play_diff\":{\"dealer\":%.4f,\"dealer_95\":%.4f,\"pone\":%.4f,\"pone_95\":%.4f},"
           "\"seconds\":%.2f,\"games_per_second\":%.2f,\"threads\":%u}\n",
           s->play_diff[0], s->play_diff_half[0], s->play_diff[1], s->play_diff_half[1], secs,
           secs > 0 ? s->games / secs : 0, threads);
}

/* The mid-game deals' distributions, as tools/gen_chance.c reads them. */
static int write_histogram(const char *path, const crib_tally *t, const arena_opts *o)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return 0;
    fprintf(f, "# The scoring of mid-game deals (the leader more than 40 short of the target),\n"
               "# read by tools/gen_chance.c. Written by: crib arena --games %llu --seed %llu\n"
               "#   --variant %s --histogram FILE %s %s\n",
            o->games, o->seed, crib_name_variant((uint32_t)(o->variant)), o->side[0].name, o->side[1].name);
    fprintf(f, "deals %llu\nheels %llu\n", (unsigned long long)t->mid_deals,
            (unsigned long long)t->mid_heels);
    for (int d = 0; d < 32; d++)
        for (int p = 0; p < 32; p++)
            if (t->play_hist[d * 32 + p])
                fprintf(f, "play %d %d %u\n", d, p, t->play_hist[d * 32 + p]);
    static const char *const names[] = {"pone", "dealer", "crib"};
    const uint32_t *hists[] = {t->pone_hist, t->dealer_hist, t->crib_hist};
    for (int h = 0; h < 3; h++)
        for (int s = 0; s < 32; s++)
            if (hists[h][s])
                fprintf(f, "%s %d %u\n", names[h], s, hists[h][s]);
    return fclose(f) == 0;
}

int cmd_arena(int argc, char **argv)
{
    arena_opts o;
    memset(&o, 0, sizeof o);
    o.games = 2000;
    o.seed = 1;
    o.dealer = CRIB_DEAL_CUT;
    o.progress = 1;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    o.threads = cores >= 1 ? (unsigned long long)cores : 1;
    int rc = read_options(argc, argv, &o);
    if (rc != CLI_OK)
        return rc < 0 ? CLI_OK : rc;
    static run r;
    memset(&r, 0, sizeof r);
    crib_arena_config *c = &r.config;
    crib_game_rules_default(&c->rules, (uint32_t)o.variant);
    if (o.target)
        c->rules.target = (uint32_t)o.target;
    c->rules.ladder = (uint32_t)o.ladder;
    c->seed = o.seed;
    c->bot_seed = o.bot_seed;
    c->flags = o.single ? CRIB_ARENA_SINGLE : 0;
    c->first_dealer = (uint32_t)o.dealer;
    for (int s = 0; s < 2; s++) {
        c->level[s] = o.side[s].level;
        c->start[s] = (uint32_t)o.start[s];
        r.side[s] = o.side[s];
    }
    r.total = (uint32_t)(o.single ? o.games : (o.games + 1) / 2);
    c->pairs = r.total;
    crib_arena probe;
    if (crib_arena_init(&probe, c) != CRIB_OK) {
        cli_error("arena: the start scores must be below the target");
        return CLI_USAGE;
    }
    r.games_total = o.single ? r.total : 2ull * r.total;
    /* Chunks small enough to share the work and to show progress, big enough to keep an
     * outside program's start-up rare. */
    r.chunk = r.total / (uint32_t)(o.threads * 16) + 1;
    if (r.chunk > 64)
        r.chunk = 64;
    pthread_mutex_init(&r.lock, NULL);
    pthread_cond_init(&r.changed, NULL);
    signal(SIGPIPE, SIG_IGN);
    unsigned threads = (unsigned)o.threads;
    pthread_t tid[256];
    double start = progress_clock();
    r.running = 0;
    for (unsigned i = 0; i < threads; i++) {
        pthread_mutex_lock(&r.lock);
        r.running++;
        pthread_mutex_unlock(&r.lock);
        if (pthread_create(&tid[i], NULL, worker, &r) != 0) {
            pthread_mutex_lock(&r.lock);
            r.running--;
            pthread_mutex_unlock(&r.lock);
            threads = i;
            break;
        }
    }
    if (threads == 0) {
        cli_error("arena: cannot start a thread");
        return CLI_FAIL;
    }
    wait_run(&r, o.progress && isatty(2));
    for (unsigned i = 0; i < threads; i++)
        pthread_join(tid[i], NULL);
    double secs = progress_clock() - start;
    if (r.failed) {
        cli_error("arena: %s", r.error);
        return CLI_FAIL;
    }
    crib_summary s;
    crib_tally_summary(&r.tally, &s);
    c->pairs = r.total;
    if (o.json)
        print_json(&o, c, &s, secs, threads);
    else
        print_text(&o, c, &s, secs, threads);
    if (o.histogram && !write_histogram(o.histogram, &r.tally, &o)) {
        cli_error("arena: cannot write %s", o.histogram);
        return CLI_FAIL;
    }
    return CLI_OK;
}
