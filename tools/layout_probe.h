/* SPDX-License-Identifier: MIT */
/*
 * The second step of tools/gen_layout.c: included by the program it writes, which lists
 * every constant, field and function of crib.h; the compiler supplies each value, size and
 * offset, and PROBE_MAIN writes them as a Python module (`probe python`) or a JavaScript
 * module (`probe js`) for the bindings, or as TypeScript declarations of that JavaScript
 * module (`probe dts`), in which each constant's type is its value; the Python binding's
 * enums as classes (`probe python-enums`); the words of the crib program and the record reader
 * (`probe c-names`, src/gen/names.h); the Go binding's constants, typed by group, with their
 * names (`probe go`); the Rust binding's declarations and enums (`probe rust`, `probe
 * rust-enums`: tools/layout_rust.h).
 */
#ifndef CRIB_LAYOUT_PROBE_H
#define CRIB_LAYOUT_PROBE_H

#include <stddef.h>
#include <stdio.h>
#include <string.h>

typedef struct constant {
    const char *name;
    long long number;
    const char *text; /* NULL for a number */
    size_t size;      /* of the number's C type */
    int is_unsigned;  /* 1 when that type is unsigned */
} constant;

/* A structure (field NULL: size and alignment) or one of its fields, in header order. */
typedef struct field {
    const char *type_name;
    const char *name;
    size_t offset, size, count;
    const char *type;
} field;

typedef struct function {
    const char *name, *ret, *params;
} function;

#define NUMBER(x)                                                                                  \
    {                                                                                              \
#x, (long long)(x), NULL, sizeof(x), (x)*0 - 1> 0                                          \
    }
#define TEXT(x)                                                                                    \
    {                                                                                              \
#x, 0, x, sizeof(x), 0                                                                     \
    }
#define ALIGN_OF(s)                                                                                \
    offsetof(                                                                                      \
        struct {                                                                                   \
            char c;                                                                                \
            s x;                                                                                   \
        },                                                                                         \
        x)
#define STRUCT(s)                                                                                  \
    {                                                                                              \
#s, NULL, ALIGN_OF(s), sizeof(s), 0, NULL                                                  \
    }
#define FIELD(s, f, t)                                                                             \
    {                                                                                              \
#s, #f, offsetof(s, f), sizeof(((s *)0)->f), 1, t                                          \
    }
#define ARRAY(s, f, t)                                                                             \
    {                                                                                              \
#s, #f, offsetof(s, f), sizeof(((s *)0)->f), sizeof(((s *)0)->f) / sizeof(((s *)0)->f[0]), \
            t                                                                                      \
    }
/* Naming the function makes the compiler check that crib.h declares it. */
#define FUNCTION(f, r, p)                                                                          \
    {                                                                                              \
        (sizeof(&f) ? #f : ""), r, p                                                               \
    }

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

typedef struct syntax {
    const char *open_map, *close_map, *key_open, *key_close, *open_list, *close_list;
    const char *comment, *header, *footer;
} syntax;

static const syntax k_python = {
    "{",
    "}",
    "\"",
    "\"",
    "[",
    "]",
    "#",
    "\"\"\"libcrib's constants, structure layouts and function signatures, as the C compiler\n"
    "sees them in include/crib.h.\"\"\"\n\n",
    ""};

static const syntax k_js = {
    "Object.freeze({",
    "})",
    "",
    "",
    "[",
    "]",
    "//",
    "// libcrib's constants, structure layouts and function signatures, as the C compiler\n"
    "// sees them in include/crib.h.\n\n",
    ""};

/* One parameter declaration as (type, name): an array parameter is the pointer it is. */
static void put_param(const syntax *sx, const char *p, size_t n)
{
    while (n > 0 && p[n - 1] == ' ')
        n--;
    while (n > 0 && *p == ' ')
        p++, n--;
    size_t end = n;
    int array = n > 0 && p[n - 1] == ']';
    if (array)
        while (end > 0 && p[end - 1] != '[')
            end--;
    size_t name_end = array ? end - 1 : n, start = name_end;
    while (start > 0 && p[start - 1] != ' ' && p[start - 1] != '*')
        start--;
    size_t type_end = start;
    while (type_end > 0 && p[type_end - 1] == ' ')
        type_end--;
    printf("%s\"%.*s%s\", \"%.*s\"%s", sx->open_list, (int)type_end, p, array ? " *" : "",
           (int)(name_end - start), p + start, sx->close_list);
}

static void put_params(const syntax *sx, const char *params)
{
    printf("%s", sx->open_list);
    if (strcmp(params, "void") != 0) {
        for (const char *p = params;;) {
            const char *comma = strchr(p, ',');
            size_t n = comma ? (size_t)(comma - p) : strlen(p);
            put_param(sx, p, n);
            if (!comma)
                break;
            printf(", ");
            p = comma + 1;
        }
    }
    printf("%s", sx->close_list);
}

static void put_constants(const syntax *sx, const constant *k, size_t n)
{
    printf("CONSTANTS = %s\n", sx->open_map);
    for (size_t i = 0; i < n; i++) {
        printf("    %s%s%s: ", sx->key_open, k[i].name, sx->key_close);
        if (k[i].text)
            printf("\"%s\",\n", k[i].text);
        else
            printf("%lld,\n", k[i].number);
    }
    printf("%s\n\n", sx->close_map);
}

/* name: [size, alignment, [[field, offset, type, count, size], ...]] */
static void put_structs(const syntax *sx, const field *f, size_t n)
{
    printf("%s name: [size, alignment, [[field, offset, type, count, size in bytes], ...]]\n",
           sx->comment);
    printf("STRUCTS = %s\n", sx->open_map);
    for (size_t i = 0; i < n; i++) {
        if (!f[i].name) {
            if (i > 0)
                printf("    %s%s,\n", sx->close_list, sx->close_list);
            printf("    %s%s%s: %s%zu, %zu, %s\n", sx->key_open, f[i].type_name, sx->key_close,
                   sx->open_list, f[i].size, f[i].offset, sx->open_list);
            continue;
        }
        printf("        %s\"%s\", %zu, \"%s\", %zu, %zu%s,\n", sx->open_list, f[i].name,
               f[i].offset, f[i].type, f[i].count, f[i].size, sx->close_list);
    }
    if (n > 0)
        printf("    %s%s,\n", sx->close_list, sx->close_list);
    printf("%s\n\n", sx->close_map);
}

/* name: [return type, [[parameter type, parameter name], ...]] */
static void put_functions(const syntax *sx, const function *f, size_t n)
{
    printf("%s name: [return type, [[parameter type, parameter name], ...]]\n", sx->comment);
    printf("FUNCTIONS = %s\n", sx->open_map);
    for (size_t i = 0; i < n; i++) {
        printf("    %s%s%s: %s\"%s\", ", sx->key_open, f[i].name, sx->key_close, sx->open_list,
               f[i].ret);
        put_params(sx, f[i].params);
        printf("%s,\n", sx->close_list);
    }
    printf("%s\n", sx->close_map);
}

static void put_banner(const char *comment)
{
    printf("%s SPDX-License-Identifier: MIT\n"
           "%s Generated by tools/gen_layout.c from include/crib.h; do not edit.\n"
           "%s `make layout` rewrites it and `make check` fails when it is stale.\n",
           comment, comment, comment);
}

/* layout.d.mts: the types of layout.mjs, each constant's value its type, so that
 * TypeScript sees CONSTANTS.CRIB_STAGE_OVER as 5 and the names of every group. */
static int put_dts(const constant *k, size_t nk, const field *f, size_t nf, const function *fn,
                   size_t nfn)
{
    put_banner("//");
    printf("// TypeScript declarations of layout.mjs: each constant's type is its value.\n\n"
           "/** [field, offset, C type, count, size in bytes] */\n"
           "export type Field = readonly [string, number, string, number, number];\n"
           "/** [size, alignment, fields in order] */\n"
           "export type Struct = readonly [number, number, readonly Field[]];\n"
           "/** [return C type, [[parameter C type, parameter name], ...]] */\n"
           "export type Signature = readonly [string, readonly (readonly [string, string])[]];"
           "\n\nexport declare const CONSTANTS: {\n");
    for (size_t i = 0; i < nk; i++) {
        if (k[i].text)
            printf("    readonly %s: \"%s\";\n", k[i].name, k[i].text);
        else
            printf("    readonly %s: %lld;\n", k[i].name, k[i].number);
    }
    printf("};\n\nexport declare const STRUCTS: {\n");
    for (size_t i = 0; i < nf; i++)
        if (!f[i].name)
            printf("    readonly %s: Struct;\n", f[i].type_name);
    printf("};\n\nexport declare const FUNCTIONS: {\n");
    for (size_t i = 0; i < nfn; i++)
        printf("    readonly %s: Signature;\n", fn[i].name);
    printf("};\n");
    return 0;
}

/* The groups of constants whose names are words a program prints and reads: each
 * CRIB_<GROUP>_<NAME> becomes "name" in lower case with '-' for '_' (CRIB_PHASE_SHOW_HAND
 * is "show-hand"), the rule the bindings apply to the same constants. */
static const char *const k_name_groups[] = {"VARIANT", "LADDER", "LEVEL", "PHASE",
                                            "REASON",  "STAGE",  "ITEM"};

static void put_lower(const char *s)
{
    for (; *s; s++)
        putchar(*s == '_' ? '-' : (*s >= 'A' && *s <= 'Z') ? *s - 'A' + 'a' : *s);
}

/* One group's words as a function from a value to its word (NULL for none), and the
 * number of values, so that a program can also look a word up. */
static void put_names(const char *group, const constant *k, size_t n)
{
    char prefix[64];
    size_t len = (size_t)snprintf(prefix, sizeof prefix, "CRIB_%s_", group);
    long long top = -1;
    for (size_t i = 0; i < n; i++)
        if (!k[i].text && !strncmp(k[i].name, prefix, len) && k[i].number > top)
            top = k[i].number;
    printf("#define CRIB_NAMES_%s %lld\n\nstatic inline const char *crib_name_", group, top + 1);
    put_lower(group);
    printf("(uint32_t value)\n{\n    static const char *const names[CRIB_NAMES_%s] = {\n", group);
    for (size_t i = 0; i < n; i++) {
        if (k[i].text || strncmp(k[i].name, prefix, len) != 0)
            continue;
        printf("        [%s] = \"", k[i].name);
        put_lower(k[i].name + len);
        printf("\",\n");
    }
    printf("    };\n    return value < CRIB_NAMES_%s ? names[value] : NULL;\n}\n\n", group);
}

/* A C header with those tables, for the crib program. */
static int put_c_names(const constant *k, size_t n)
{
    printf("/* SPDX-License-Identifier: MIT */\n"
           "/* Generated by tools/gen_layout.c from include/crib.h; do not edit. `make layout`\n"
           " * rewrites it and `make check` fails when it is stale. The words of the constant\n"
           " * groups by value (NULL where no constant has the value), as the bindings name\n"
           " * the same constants. */\n"
           "#ifndef CRIB_GEN_NAMES_H\n#define CRIB_GEN_NAMES_H\n\n#include <stddef.h>\n\n"
           "#include \"crib.h\"\n\n");
    for (size_t g = 0; g < COUNT(k_name_groups); g++)
        put_names(k_name_groups[g], k, n);
    printf("#endif\n");
    return 0;
}

/* The groups of constants that the Python binding makes enums of: the class, the prefix
 * of its constants' names, its base class, and a constant of the group that is no member
 * (CRIB_BOT_LEVELS, the number of levels). Option's values are bits, so it is a flag. */
typedef struct py_enum {
    const char *name, *prefix, *base, *leave;
} py_enum;

static const py_enum k_py_enums[] = {
    {"Stage", "CRIB_STAGE_", "Named", NULL},
    {"Reason", "CRIB_REASON_", "Named", NULL},
    {"Level", "CRIB_LEVEL_", "Named", NULL},
    {"Phase", "CRIB_PHASE_", "Named", NULL},
    {"Variant", "CRIB_VARIANT_", "Named", NULL},
    {"Ladder", "CRIB_LADDER_", "Named", NULL},
    {"ItemKind", "CRIB_ITEM_", "Named", NULL},
    {"Rectify", "CRIB_RECTIFY_", "Named", NULL},
    {"BotLevel", "CRIB_BOT_", "Named", "CRIB_BOT_LEVELS"},
    {"ArenaEventKind", "CRIB_EVENT_", "Named", NULL},
    {"Option", "CRIB_OPT_", "enum.IntFlag", NULL},
};

/* A member's name must be a Python identifier that an enum takes as a member: capitals,
 * digits and '_', starting with a capital (so never a keyword, a dunder or private). */
static int is_member_name(const char *s)
{
    if (!(*s >= 'A' && *s <= 'Z'))
        return 0;
    for (; *s; s++)
        if (!((*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
            return 0;
    return 1;
}

/* _enums.py: each group as a class with its members and their values, written out so that
 * type checkers see Phase.SHOW_HAND as a member, and ENUMS, each class by its prefix. */
static int put_py_enums(const constant *k, size_t n)
{
    put_banner("#");
    printf("\"\"\"The groups of crib.h's constants that a field or an argument takes, as enums:\n"
           "each is the constants whose names start with its prefix (CRIB_STAGE_OVER is\n"
           "Stage.OVER). Named's members print by name (see _names.py).\"\"\"\n\n"
           "import enum\nfrom typing import Dict, Type\n\nfrom ._names import Named\n");
    for (size_t g = 0; g < COUNT(k_py_enums); g++) {
        const py_enum *e = &k_py_enums[g];
        size_t len = strlen(e->prefix);
        printf("\n\nclass %s(%s):\n    \"\"\"crib.h's %s*", e->name, e->base, e->prefix);
        if (e->leave)
            printf(" but %s", e->leave);
        printf(".\"\"\"\n\n");
        int members = 0;
        for (size_t i = 0; i < n; i++) {
            if (k[i].text || strncmp(k[i].name, e->prefix, len) != 0 ||
                (e->leave && !strcmp(k[i].name, e->leave)))
                continue;
            if (!is_member_name(k[i].name + len)) {
                fprintf(stderr, "probe: %s cannot be a member of %s\n", k[i].name, e->name);
                return 1;
            }
            printf("    %s = %lld\n", k[i].name + len, k[i].number);
            members++;
        }
        if (!members) {
            fprintf(stderr, "probe: crib.h has no %s* constant for %s\n", e->prefix, e->name);
            return 1;
        }
    }
    printf("\n\n# Each enum by the prefix of its constants' names.\n"
           "ENUMS: Dict[str, Type[enum.Enum]] = {\n");
    for (size_t g = 0; g < COUNT(k_py_enums); g++)
        printf("    \"%s\": %s,\n", k_py_enums[g].prefix, k_py_enums[g].name);
    printf("}\n");
    return 0;
}

/* The Go binding's name of a constant: CRIB_X_Y is XY, each word capitalised (CRIB_STAGE_SHOW
 * is StageShow, CRIB_OPT_NO_GO_OUT_31 OptNoGoOut31), but the return codes keep crib.h's
 * spelling (OK, ENULL, ENOTHELD), as Go's syscall package keeps errno's. */
static int is_code(const char *name)
{
    if (!strcmp(name, "CRIB_OK"))
        return 1;
    if (strncmp(name, "CRIB_E", 6) != 0 || !name[6])
        return 0;
    for (const char *s = name + 6; *s; s++)
        if (!((*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
            return 0;
    return 1;
}

static void put_go_name(const char *name)
{
    const char *s = name + strlen("CRIB_");
    if (is_code(name)) {
        printf("%s", s);
        return;
    }
    for (int start = 1; *s; s++) {
        if (*s == '_') {
            start = 1;
            continue;
        }
        putchar(start || !(*s >= 'A' && *s <= 'Z') ? *s : *s - 'A' + 'a');
        start = 0;
    }
}

static size_t go_name_length(const char *name)
{
    size_t n = 0;
    for (const char *s = name + strlen("CRIB_"); *s; s++)
        n += *s != '_' || is_code(name);
    return n;
}

/* The group of k_py_enums a constant belongs to, or NULL. */
static const py_enum *go_group(const constant *k)
{
    for (size_t g = 0; g < COUNT(k_py_enums); g++) {
        const py_enum *e = &k_py_enums[g];
        if (!k->text && !strncmp(k->name, e->prefix, strlen(e->prefix)) &&
            !(e->leave && !strcmp(k->name, e->leave)))
            return e;
    }
    return NULL;
}

/* One const block: the constants that `want` selects, names padded as gofmt aligns them. */
static void put_go_block(const constant *k, size_t n, int (*want)(const constant *, const void *),
                         const void *arg, const char *type)
{
    size_t width = 0;
    for (size_t i = 0; i < n; i++)
        if (want(&k[i], arg) && go_name_length(k[i].name) > width)
            width = go_name_length(k[i].name);
    printf("const (\n");
    for (size_t i = 0; i < n; i++) {
        if (!want(&k[i], arg))
            continue;
        printf("\t");
        put_go_name(k[i].name);
        printf("%*s", (int)(width - go_name_length(k[i].name) + 1), "");
        if (type)
            printf("%s ", type);
        if (k[i].text)
            printf("= \"%s\"\n", k[i].text);
        else
            printf("= %lld\n", k[i].number);
    }
    printf(")\n\n");
}

static int want_code(const constant *k, const void *arg)
{
    (void)arg;
    return !k->text && is_code(k->name);
}

static int want_group(const constant *k, const void *arg)
{
    return go_group(k) == arg;
}

static int want_other(const constant *k, const void *arg)
{
    (void)arg;
    return !is_code(k->name) && !go_group(k);
}

/* A switch from a value of a group to its name, the last resort written by `fallback`. */
static void put_go_switch(const constant *k, size_t n, int (*want)(const constant *, const void *),
                          const void *arg, size_t skip, int words)
{
    printf("\tswitch v {\n");
    for (size_t i = 0; i < n; i++) {
        if (!want(&k[i], arg))
            continue;
        printf("\tcase ");
        put_go_name(k[i].name);
        printf(":\n\t\treturn \"");
        if (words)
            put_lower(k[i].name + skip);
        else
            printf("%s", k[i].name + skip);
        printf("\"\n");
    }
    printf("\t}\n");
}

/* consts_gen.go: every constant of crib.h for the Go binding (bindings/go), the groups
 * of k_py_enums as types of their own with a String() that gives the word the other
 * bindings and the crib program give (Option, whose values are bits, joins its bits'
 * words with '|'), the return codes as Code, and a function that the compiler accepts
 * only while every number is crib.h's, as cgo reads it. */
static int put_go(const constant *k, size_t n)
{
    printf("// SPDX-License-Identifier: MIT\n"
           "// Code generated by tools/gen_layout.c from include/crib.h. DO NOT EDIT.\n"
           "// `make layout` rewrites it and `make check` fails when it is stale.\n\n"
           "package libcrib\n\n"
           "// #include \"crib.h\"\n"
           "import \"C\"\n\n"
           "import \"strconv\"\n\n"
           "// Code is a return code of crib.h: OK (0) or one of the negative error codes, under\n"
           "// crib.h's names (CRIB_EDUP is EDUP). It is an error whose text is crib_strerror's\n"
           "// sentence, so that errors.Is(err, libcrib.EDUP) asks for a code.\n"
           "type Code int32\n\n"
           "// The return codes.\n");
    put_go_block(k, n, want_code, NULL, "Code");
    printf("// Name is the code's name in crib.h without CRIB_ (\"EDUP\"), or \"Code(-99)\" for a\n"
           "// number crib.h does not name.\n"
           "func (v Code) Name() string {\n");
    put_go_switch(k, n, want_code, NULL, strlen("CRIB_"), 0);
    printf("\treturn \"Code(\" + strconv.Itoa(int(v)) + \")\"\n}\n\n");
    for (size_t g = 0; g < COUNT(k_py_enums); g++) {
        const py_enum *e = &k_py_enums[g];
        int flags = !strcmp(e->base, "enum.IntFlag");
        printf("// %s is crib.h's %s*", e->name, e->prefix);
        if (e->leave)
            printf(" but %s", e->leave);
        printf(".\ntype %s uint32\n\n", e->name);
        put_go_block(k, n, want_group, e, e->name);
        if (!flags) {
            printf("// String is the constant's name in lower case with '-' for '_', the word the\n"
                   "// crib program writes (");
            for (size_t i = 0; i < n; i++)
                if (want_group(&k[i], e)) {
                    put_go_name(k[i].name);
                    printf(" is \"");
                    put_lower(k[i].name + strlen(e->prefix));
                    printf("\"");
                    break;
                }
            printf("), or \"%s(9)\" for a number crib.h does not name.\n", e->name);
            printf("func (v %s) String() string {\n", e->name);
            put_go_switch(k, n, want_group, e, strlen(e->prefix), 1);
            printf("\treturn \"%s(\" + strconv.FormatUint(uint64(v), 10) + \")\"\n}\n\n", e->name);
            continue;
        }
        printf("// String is the words of the bits set, each the constant's name in lower case\n"
               "// with '-' for '_', joined by '|' (\"muggins|overpeg\"); a bit crib.h does not\n"
               "// name is written in hexadecimal, and no bit at all is \"0\".\n"
               "func (v %s) String() string {\n"
               "\tif v == 0 {\n\t\treturn \"0\"\n\t}\n"
               "\ts := \"\"\n"
               "\tfor bit := %s(1); bit != 0; bit <<= 1 {\n"
               "\t\tif v&bit == 0 {\n\t\t\tcontinue\n\t\t}\n"
               "\t\tif s != \"\" {\n\t\t\ts += \"|\"\n\t\t}\n"
               "\t\ts += bit.word()\n"
               "\t}\n"
               "\treturn s\n}\n\n"
               "func (v %s) word() string {\n",
               e->name, e->name, e->name);
        put_go_switch(k, n, want_group, e, strlen(e->prefix), 1);
        printf("\treturn \"0x\" + strconv.FormatUint(uint64(v), 16)\n}\n\n");
    }
    printf("// The other constants of crib.h.\n");
    put_go_block(k, n, want_other, NULL, NULL);
    printf("// Each number above is crib.h's, as cgo reads the header: an index other than 0 is\n"
           "// out of range, and the package does not compile.\n"
           "func _() {\n");
    for (size_t i = 0; i < n; i++) {
        if (k[i].text)
            continue;
        printf("\t_ = [1]struct{}{}[");
        put_go_name(k[i].name);
        printf("-C.%s]\n", k[i].name);
    }
    printf("}\n");
    return 0;
}
#include "layout_rust.h"

static int probe_main(int argc, char **argv, const constant *k, size_t nk, const field *f,
                      size_t nf, const function *fn, size_t nfn)
{
    if (argc == 2 && !strcmp(argv[1], "dts"))
        return put_dts(k, nk, f, nf, fn, nfn);
    if (argc == 2 && !strcmp(argv[1], "c-names"))
        return put_c_names(k, nk);
    if (argc == 2 && !strcmp(argv[1], "python-enums"))
        return put_py_enums(k, nk);
    if (argc == 2 && !strcmp(argv[1], "go"))
        return put_go(k, nk);
    if (argc == 2 && !strcmp(argv[1], "rust"))
        return put_rust(k, nk, f, nf, fn, nfn);
    if (argc == 2 && !strcmp(argv[1], "rust-enums"))
        return put_rust_enums(k, nk);
    const syntax *sx = argc == 2 && !strcmp(argv[1], "python") ? &k_python
                       : argc == 2 && !strcmp(argv[1], "js")   ? &k_js
                                                               : NULL;
    if (!sx) {
        fprintf(stderr, "usage: probe python|python-enums|js|dts|c-names|go|rust|rust-enums\n");
        return 2;
    }
    put_banner(sx->comment);
    printf("%s", sx->header);
    const char *export = sx == &k_js ? "export const " : "";
    printf("%s", export);
    put_constants(sx, k, nk);
    printf("%s", export);
    put_structs(sx, f, nf);
    printf("%s", export);
    put_functions(sx, fn, nfn);
    printf("%s", sx->footer);
    return 0;
}

#define PROBE_MAIN                                                                                 \
    int main(int argc, char **argv)                                                                \
    {                                                                                              \
        return probe_main(argc, argv, k_constants, COUNT(k_constants), k_fields, COUNT(k_fields),  \
                          k_functions, COUNT(k_functions));                                        \
    }

#endif
