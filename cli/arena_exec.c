/* SPDX-License-Identifier: MIT */
/* crib arena's outside programs (see arena_exec.h): the process and its pipes, the events
 * and requests written as JSON lines, and the answers read. */
/* POSIX for fork and pipes; a feature-test macro is reserved by design. */
#define _POSIX_C_SOURCE 200809L /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#include "arena_exec.h"
#include "json.h"

#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- The process ---- */

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

/* ---- Events and requests ---- */

static void put_common(FILE *f, const crib_arena_event *ev, uint32_t seat)
{
    fprintf(f, ",\"game\":%u,\"deal\":%u,\"you\":%u,\"dealer\":%u,\"scores\":[%u,%u]}\n",
            ev->game, ev->deal, seat, ev->dealer, ev->score[0], ev->score[1]);
}

void exec_tell(exec_program *p, const crib_arena_event *ev, uint32_t seat)
{
    FILE *f = p->to;
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
        int away = crib_mask_count(v->hand) == 6 || v->rules.variant == CRIB_VARIANT_FIVE_CARD ? 2 : 1;
        fprintf(f, ",\"lay_away\":%d", away);
    } else {
        ask_play(f, v);
    }
    put_common(f, ev, ev->player);
}

/* ---- Answers ---- */

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

int32_t exec_move(exec_program *p, crib_arena *a, const crib_arena_event *ev, char *err)
{
    char line[4096];
    ask(p->to, ev);
    if (fflush(p->to) != 0 || !fgets(line, sizeof line, p->from)) {
        snprintf(err, EXEC_ERROR_CAP, "the program gave no answer to a %s request",
                 ev->kind == CRIB_EVENT_DISCARD ? "discard" : "play");
        return CRIB_EPARSE;
    }
    line[strcspn(line, "\r\n")] = '\0';
    int32_t rc = ev->kind == CRIB_EVENT_DISCARD ? answer_discard(a, line) : answer_play(a, line);
    if (rc != CRIB_OK)
        snprintf(err, EXEC_ERROR_CAP, "the program's answer \"%.200s\": %s", line,
                 rc == CRIB_EPARSE ? "not an answer" : crib_strerror(rc));
    return rc;
}
