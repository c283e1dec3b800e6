/* SPDX-License-Identifier: MIT */
/* crib arena: two bots on duplicate deals, on every core, with a progress bar; a side may
 * be an outside program that speaks JSON lines on its standard input and output. The
 * command line is read by arena_args.c, the games are played by arena_pool.c (the outside
 * programs served by arena_exec.c), and arena_report.c writes what they came to. */
/* POSIX for isatty; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L
#include "arena_args.h"
#include "arena_exec.h"
#include "arena_pool.h"
#include "arena_report.h"
#include "progress.h"
#include "solver.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

/* The job the options ask for; CLI_OK, or CLI_USAGE after a message. */
static int make_job(const arena_opts *o, arena_job *job)
{
    crib_arena_config *c = &job->config;
    memset(job, 0, sizeof *job);
    /* arena_read_options took only the variants the arena plays. */
    CLI_SURE(crib_game_rules_default(&c->rules, (uint32_t)o->variant));
    if (o->target)
        c->rules.target = (uint32_t)o->target;
    c->rules.ladder = (uint32_t)o->ladder;
    c->seed = o->seed;
    c->bot_seed = o->bot_seed;
    c->flags = o->single ? CRIB_ARENA_SINGLE : 0;
    c->first_dealer = (uint32_t)o->dealer;
    for (int s = 0; s < 2; s++) {
        c->level[s] = o->side[s].level;
        c->start[s] = (uint32_t)o->start[s];
        job->command[s] = o->side[s].command;
    }
    c->start_third = (uint32_t)o->start[2];
    job->timeout_ms = o->timeout_ms;
    job->ask_go = o->ask_go;
    /* A pair is the games of one seed: side A in each seat it can hold. */
    unsigned long long per = o->single ? 1 : arena_players(o->variant) == 3 ? 3 : 2;
    job->total = (uint32_t)((o->games + per - 1) / per);
    job->games = per * job->total;
    job->threads = (unsigned)o->threads;
    job->progress = o->progress && isatty(STDERR_FILENO);
    c->pairs = job->total;
    crib_arena probe;
    if (crib_arena_init(&probe, c) != CRIB_OK) {
        cli_error("arena: the start scores must be below the target");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Plays the job's games into *tally and prints what they came to; CLI_OK, or an exit code
 * after a message. */
static int play_and_report(const arena_opts *o, const arena_job *job, crib_tally *tally)
{
    unsigned threads = 0;
    double start = progress_clock();
    int rc = arena_pool_play(job, tally, &threads);
    if (rc != CLI_OK)
        return rc;
    double secs = progress_clock() - start;
    crib_summary s;
    int32_t code = crib_tally_summary(tally, &s);
    if (code != CRIB_OK) {
        cli_error("arena: the games' tally: %s", crib_strerror(code));
        return CLI_FAIL;
    }
    if (o->json)
        arena_print_json(o, &job->config, &s, secs, threads);
    else
        arena_print_text(o, &job->config, &s, secs, threads);
    return CLI_OK;
}

int cmd_arena(int argc, char **argv)
{
    arena_opts o;
    memset(&o, 0, sizeof o);
    o.games = 2000;
    o.seed = 1;
    o.dealer = CRIB_DEAL_CUT;
    o.progress = 1;
    o.timeout_ms = 60000;
    o.threads = (unsigned long long)solve_processors();
    int rc = arena_read_options(argc, argv, &o);
    if (rc != CLI_OK)
        return rc == CLI_HELP ? CLI_OK : rc;
    if (!EXEC_SUPPORTED && (o.side[0].command || o.side[1].command)) {
        cli_error(
            "arena: exec:COMMAND is not supported on Windows: this crib cannot run an "
            "outside program there (it needs fork and POSIX pipes); play easy, strong or expert");
        return CLI_FAIL;
    }
    arena_job job;
    static crib_tally tally; /* large for a stack */
    rc = make_job(&o, &job);
    if (rc != CLI_OK)
        return rc;
    arena_out histogram = {NULL, NULL, 0};
    if (o.histogram && !arena_out_open(&histogram, o.histogram)) {
        cli_error("arena: cannot write '%s' (--histogram): %s", o.histogram, strerror(errno));
        return CLI_USAGE;
    }
    rc = play_and_report(&o, &job, &tally);
    if (rc != CLI_OK) {
        arena_out_drop(&histogram);
        return rc;
    }
    if (o.histogram && !arena_write_histogram(&histogram, &tally, &o)) {
        cli_error("arena: cannot write '%s' (--histogram)", o.histogram);
        return CLI_FAIL;
    }
    return CLI_OK;
}
