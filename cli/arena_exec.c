/* SPDX-License-Identifier: MIT */
/* crib arena's outside programs (see arena_exec.h): the process and its pipes, the events
 * and requests written as JSON lines, and the answers read with json.c's reader. */
/* POSIX for fork and pipes; a feature-test macro is reserved by design. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#define _POSIX_C_SOURCE 200809L
#include "arena_exec.h"
#include "json.h"

#include <string.h>
#if EXEC_SUPPORTED
#include <sys/wait.h>
#include <unistd.h>
#endif

/* The longest answer read, its newline included. */
#define LINE_CAP 4096

/* ---- The process ---- */

#if !EXEC_SUPPORTED
int exec_start(exec_program *p, const char *command)
{
    (void)command;
    memset(p, 0, sizeof *p);
    return 0;
}

void exec_stop(exec_program *p)
{
    memset(p, 0, sizeof *p);
}
#else
/* In the child: the pipes become its standard input and output, and the shell runs the
 * command. Never returns. */
static void run_child(const char *command, const int fds[4])
{
    if (dup2(fds[0], 0) < 0 || dup2(fds[3], 1) < 0)
        _exit(127);
    for (int i = 0; i < 4; i++)
        close(fds[i]);
    execl("/bin/sh", "sh", "-c", command, (char *)NULL);
    _exit(127);
}

int exec_start(exec_program *p, const char *command)
{
    int fds[4];
    memset(p, 0, sizeof *p);
    if (pipe(fds) != 0)
        return 0;
    if (pipe(fds + 2) != 0) {
        close(fds[0]);
        close(fds[1]);
        return 0;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0)
        run_child(command, fds);
    return exec_attach(p, pid, fds);
}

int exec_attach(exec_program *p, pid_t pid, const int fds[4])
{
    memset(p, 0, sizeof *p);
    close(fds[0]);
    close(fds[3]);
    if (pid < 0) {
        close(fds[1]);
        close(fds[2]);
        return 0;
    }
    p->pid = pid;
    p->to = fdopen(fds[1], "w");
    if (!p->to)
        close(fds[1]);
    p->from = fdopen(fds[2], "r");
    if (!p->from)
        close(fds[2]);
    if (p->to && p->from)
        return 1;
    exec_stop(p);
    return 0;
}

void exec_stop(exec_program *p)
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
    memset(p, 0, sizeof *p);
}
#endif

/* ---- Events and requests ---- */

static void put_common(FILE *f, const crib_arena_event *ev, uint32_t seat)
{
    fprintf(f, ",\"game\":%u,\"deal\":%u,\"you\":%u,\"dealer\":%u,\"scores\":[%u,%u]}\n", ev->game,
            ev->deal, seat, ev->dealer, ev->score[0], ev->score[1]);
}

void exec_tell(exec_program *p, const crib_arena_event *ev, uint32_t seat)
{
    FILE *f = p->to;
    switch (ev->kind) {
    case CRIB_EVENT_GAME: fputs("{\"type\":\"game\"", f); break;
    case CRIB_EVENT_DEAL: fputs("{\"type\":\"deal\"", f); break;
    case CRIB_EVENT_STARTER:
        fputs("{\"type\":\"starter\",\"card\":", f);
        json_card(f, ev->card);
        fprintf(f, ",\"heels\":%u", ev->points);
        break;
    case CRIB_EVENT_CARD:
    case CRIB_EVENT_GO:
        fprintf(f,
                "{\"type\":\"%s\",\"seat\":%u,\"card\":", ev->kind == CRIB_EVENT_GO ? "go" : "card",
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
    default: return;
    }
    put_common(f, ev, seat);
}

/* The play request's cards: the legal ones, the pile, what is known of the deal. */
static void ask_play(FILE *f, const crib_view *v)
{
    crib_card held[CRIB_CARDS];
    /* The view is the arena's own, its hand a mask of cards. */
    int32_t n = CLI_SURE(crib_mask_to_cards(v->hand, held, CRIB_CARDS));
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

/* A request, with what the player knows. */
static void ask(FILE *f, const crib_arena_event *ev)
{
    const crib_view *v = &ev->view;
    fprintf(f, "{\"type\":\"%s\",\"hand\":", ev->kind == CRIB_EVENT_DISCARD ? "discard" : "play");
    json_mask(f, v->hand);
    if (ev->kind == CRIB_EVENT_DISCARD) {
        /* Six cards lay away 2; five lay away 2 in the five-card game, else 1. */
        int away =
            crib_mask_count(v->hand) == 6 || v->rules.variant == CRIB_VARIANT_FIVE_CARD ? 2 : 1;
        fprintf(f, ",\"lay_away\":%d", away);
    } else {
        ask_play(f, v);
    }
    put_common(f, ev, ev->player);
}

/* ---- Answers ---- */

/* A JSON string that names a card. */
static int read_card(const json_value *v, crib_card *card)
{
    char text[16];
    return json_text(v, text, sizeof text) && crib_card_parse(text, card) == CRIB_OK;
}

/* {"discard":[CARD, ...]}, at most 4 cards: 1 with them, 0 when the line is no such
 * answer, -1 when it is no JSON object (why in why[JSON_ERROR_CAP]). */
static int read_discard(const char *line, crib_card cards[4], size_t *n, char *why)
{
    json_value list, elem;
    size_t at = 0;
    int found = json_member(line, "discard", &list, why, JSON_ERROR_CAP);
    if (found <= 0 || list.type != JSON_ARRAY)
        return found < 0 ? -1 : 0;
    for (*n = 0; json_next(&list, &at, &elem); (*n)++)
        if (*n == 4 || !read_card(&elem, &cards[*n]))
            return 0;
    return 1;
}

/* {"card":CARD}, or a go: {"card":null} or {"go":true}. 1 with the card (CRIB_NONE for
 * go), 0 when the line is no such answer, -1 when it is no JSON object. */
static int read_play(const char *line, uint32_t *card, char *why)
{
    json_value go, v;
    crib_card c;
    int found = json_member(line, "go", &go, why, JSON_ERROR_CAP);
    if (found < 0)
        return -1;
    if (found && go.type == JSON_TRUE) {
        *card = CRIB_NONE;
        return 1;
    }
    if (json_member(line, "card", &v, why, JSON_ERROR_CAP) <= 0)
        return 0;
    if (v.type == JSON_NULL) {
        *card = CRIB_NONE;
        return 1;
    }
    if (!read_card(&v, &c))
        return 0;
    *card = c;
    return 1;
}

/* Reads one line of answer into line[LINE_CAP], without its line end; its length, or -1
 * with why in err when there is none or it is too long. */
static long read_line(exec_program *p, const char *kind, char *line, char *err)
{
    if (fflush(p->to) != 0 || !fgets(line, LINE_CAP, p->from)) {
        snprintf(err, EXEC_ERROR_CAP, "the program gave no answer to a %s request", kind);
        return -1;
    }
    size_t len = strcspn(line, "\r\n");
    if (line[len] == '\0' && len == LINE_CAP - 1) {
        snprintf(err, EXEC_ERROR_CAP,
                 "the program's answer to a %s request is longer than %d bytes", kind,
                 LINE_CAP - 2);
        return -1;
    }
    line[len] = '\0';
    return (long)len;
}

/* Says why the answer in line[0 .. len-1] was refused: got < 0 when it is no JSON object
 * (why says more), 0 when it answers nothing, else the arena's code rc. */
static void refused(char *err, const char *line, size_t len, int play, int got, const char *why,
                    int32_t rc)
{
    static const char *const k_wanted[2] = {
        "not an answer ({\"discard\":[CARD, ...]} wanted)",
        "not an answer ({\"card\":CARD}, {\"card\":null} or {\"go\":true} wanted)"};
    char q[256];
    snprintf(err, EXEC_ERROR_CAP, "the program's answer \"%s\": %s%s",
             cli_quote(line, len, q, sizeof q), got < 0 ? "not a JSON object: " : "",
             got < 0    ? why
             : got == 0 ? k_wanted[play]
                        : crib_strerror(rc));
}

int32_t exec_move(exec_program *p, crib_arena *a, const crib_arena_event *ev, char *err)
{
    int play = ev->kind == CRIB_EVENT_PLAY;
    char line[LINE_CAP], why[JSON_ERROR_CAP];
    ask(p->to, ev);
    long len = read_line(p, play ? "play" : "discard", line, err);
    if (len < 0)
        return CRIB_EPARSE;
    int32_t rc = CRIB_EPARSE;
    int got;
    if (play) {
        uint32_t card = CRIB_NONE;
        got = read_play(line, &card, why);
        if (got > 0)
            rc = crib_arena_play(a, card);
    } else {
        crib_card cards[4];
        size_t n = 0;
        got = read_discard(line, cards, &n, why);
        if (got > 0)
            rc = crib_arena_discard(a, cards, n);
    }
    if (rc != CRIB_OK)
        refused(err, line, (size_t)len, play, got, why, rc);
    return rc;
}
