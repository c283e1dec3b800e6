/* SPDX-License-Identifier: MIT */
/*
 * The bindings' layer, generated from crib.h in two steps, so that no name, value, size or
 * offset is ever written by hand:
 *
 *   gen_layout include/crib.h > probe.c     this program: reads the header as text and
 *                                           writes a C program that names every constant,
 *                                           structure field and function it declares
 *   cc -Iinclude -Itools probe.c -o probe   the compiler then gives every value, size and
 *   probe python | probe js | ...           offset (tools/layout_probe.h writes them out)
 *
 * The header's shapes that this relies on (all of crib.h follows them): constants are
 * object-like `#define CRIB_NAME value`; structures are `typedef struct name { ... } name;`
 * with one field per declaration, `type name;` or `type name[dim];`; functions are
 * declarations that begin with CRIB_API and end at the first ';'.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TEXT (1 << 20)

/* The header with comments blanked out (string literals kept), so that the scans below
 * see only declarations. */
static char *read_without_comments(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *s = malloc(MAX_TEXT + 1);
    size_t n = s ? fread(s, 1, MAX_TEXT, f) : 0;
    fclose(f);
    if (!s || n == MAX_TEXT) {
        free(s);
        return NULL;
    }
    s[n] = '\0';
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '"') {
            for (i++; i < n && s[i] != '"'; i++)
                i += s[i] == '\\';
        } else if (s[i] == '/' && s[i + 1] == '*') {
            size_t j = i;
            while (j < n && !(s[j] == '*' && s[j + 1] == '/'))
                j++;
            for (; i < n && i < j + 2; i++)
                s[i] = s[i] == '\n' ? '\n' : ' ';
            i--;
        } else if (s[i] == '/' && s[i + 1] == '/') {
            for (; i < n && s[i] != '\n'; i++)
                s[i] = ' ';
        }
    }
    return s;
}

static int is_ident(int c)
{
    return isalnum(c) || c == '_';
}

/* Copies the identifier at s into out (at most cap - 1 characters); returns its length. */
static size_t ident(const char *s, char *out, size_t cap)
{
    size_t k = 0;
    while (is_ident((unsigned char)s[k]) && k + 1 < cap) {
        out[k] = s[k];
        k++;
    }
    out[k] = '\0';
    return k;
}

/* Writes text[0 .. n) with runs of white space folded to one space and both ends trimmed. */
static void put_folded(const char *text, size_t n)
{
    int space = 0, any = 0;
    for (size_t i = 0; i < n; i++) {
        if (isspace((unsigned char)text[i])) {
            space = any;
            continue;
        }
        if (space)
            putchar(' ');
        putchar(text[i]);
        space = 0;
        any = 1;
    }
}

/* Every object-like #define CRIB_* but the include guard and the export macro. */
static int emit_constants(const char *s)
{
    int count = 0;
    for (const char *p = strstr(s, "#define CRIB_"); p; p = strstr(p + 1, "#define CRIB_")) {
        char name[128];
        const char *at = p + strlen("#define ");
        size_t k = ident(at, name, sizeof name);
        if (at[k] == '(' || !strcmp(name, "CRIB_H") || !strcmp(name, "CRIB_API") ||
            !strcmp(name, "CRIB_NODISCARD"))
            continue;
        const char *v = at + k;
        while (*v == ' ' || *v == '\t')
            v++;
        if (*v == '\n')
            continue;
        printf("    %s(%s),\n", *v == '"' ? "TEXT" : "NUMBER", name);
        count++;
    }
    return count;
}

/* One field declaration, `type name` or `type name[dim]`, of structure sname. */
static int emit_field(const char *sname, const char *decl, size_t n)
{
    while (n > 0 && isspace((unsigned char)decl[n - 1]))
        n--;
    int array = n > 0 && decl[n - 1] == ']';
    if (array) {
        while (n > 0 && decl[n - 1] != '[')
            n--;
        if (n == 0)
            return 0;
        n--;
        while (n > 0 && isspace((unsigned char)decl[n - 1]))
            n--;
    }
    size_t start = n;
    while (start > 0 && is_ident((unsigned char)decl[start - 1]))
        start--;
    if (start == n || start == 0)
        return 0;
    printf("    %s(%s, %.*s, \"", array ? "ARRAY" : "FIELD", sname, (int)(n - start), decl + start);
    put_folded(decl, start);
    printf("\"),\n");
    return 1;
}

static int emit_structs(const char *s, int *n_structs)
{
    int fields = 0;
    *n_structs = 0;
    for (const char *p = strstr(s, "typedef struct "); p; p = strstr(p + 1, "typedef struct ")) {
        char name[128];
        const char *at = p + strlen("typedef struct ");
        ident(at, name, sizeof name);
        const char *open = strchr(at, '{'), *close = open ? strchr(open, '}') : NULL;
        if (!close)
            return -1;
        printf("    STRUCT(%s),\n", name);
        (*n_structs)++;
        for (const char *d = open + 1; d < close;) {
            const char *semi = memchr(d, ';', (size_t)(close - d));
            if (!semi)
                break;
            if (!emit_field(name, d, (size_t)(semi - d)))
                return -1;
            fields++;
            d = semi + 1;
        }
    }
    return fields;
}

/* Each CRIB_API declaration as FUNCTION(name, "return type", "parameters"). */
static int emit_functions(const char *s)
{
    int count = 0;
    for (const char *p = strstr(s, "CRIB_API "); p; p = strstr(p + 1, "CRIB_API ")) {
        const char *open = strchr(p, '('), *semi = strchr(p, ';');
        if (p[-1] != '\n' || !open || !semi || semi < open)
            continue; /* the definitions of CRIB_API itself */
        const char *name_end = open, *name = open;
        while (name > p && is_ident((unsigned char)name[-1]))
            name--;
        const char *ret = p + strlen("CRIB_API ");
        if (!strncmp(ret, "CRIB_NODISCARD ", strlen("CRIB_NODISCARD ")))
            ret += strlen("CRIB_NODISCARD ");
        printf("    FUNCTION(%.*s, \"", (int)(name_end - name), name);
        put_folded(ret, (size_t)(name - ret));
        printf("\", \"");
        const char *close = semi;
        while (close > open && *close != ')')
            close--;
        if (close == open)
            return -1;
        put_folded(open + 1, (size_t)(close - open - 1));
        printf("\"),\n");
        count++;
    }
    return count;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gen_layout include/crib.h > probe.c\n");
        return 2;
    }
    char *s = read_without_comments(argv[1]);
    if (!s) {
        fprintf(stderr, "gen_layout: cannot read %s\n", argv[1]);
        return 1;
    }
    printf("/* Written by tools/gen_layout.c from %s: the compiler fills in the values. */\n"
           "#include \"crib.h\"\n#include \"layout_probe.h\"\n\n",
           argv[1]);
    printf("static const constant k_constants[] = {\n");
    int constants = emit_constants(s);
    printf("};\n\nstatic const field k_fields[] = {\n");
    int structs = 0, fields = emit_structs(s, &structs);
    printf("};\n\nstatic const function k_functions[] = {\n");
    int functions = emit_functions(s);
    printf("};\n\nPROBE_MAIN\n");
    free(s);
    if (constants <= 0 || fields <= 0 || functions <= 0) {
        fprintf(stderr, "gen_layout: the header's shapes are not as expected\n");
        return 1;
    }
    fprintf(stderr, "gen_layout: %d constants, %d structures with %d fields, %d functions\n",
            constants, structs, fields, functions);
    return 0;
}
