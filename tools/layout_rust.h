/* SPDX-License-Identifier: MIT */
/*
 * The Rust binding's generated modules, written by the probe of tools/gen_layout.c (see
 * tools/layout_probe.h, which includes this file):
 *
 *   probe rust         bindings/rust/src/ffi.rs: every constant with the C type the compiler
 *                      gives it, every structure as a #[repr(C)] struct with its fields, each
 *                      size, alignment and offset asserted at compile time against the C
 *                      compiler's, and every function as an extern "C" declaration
 *   probe rust-enums   bindings/rust/src/enums.rs: the error codes as the crate's Error enum,
 *                      the groups of constants as enums, the options as a set of bits
 *
 * A C type the writer does not know (a new typedef, a function pointer) stops it with a
 * message, so that a header change never yields a wrong declaration.
 */
#ifndef CRIB_LAYOUT_RUST_H
#define CRIB_LAYOUT_RUST_H

#include <stdio.h>
#include <string.h>

/* The scalar types of crib.h's fields and parameters, with their sizes here: the writer
 * refuses a field whose C size is not its Rust type's. */
typedef struct rust_scalar {
    const char *c, *rust;
    size_t size;
} rust_scalar;

static const rust_scalar k_rust_scalars[] = {
    {"int32_t", "i32", 4},         {"uint32_t", "u32", 4},
    {"int64_t", "i64", 8},         {"uint64_t", "u64", 8},
    {"uint8_t", "u8", 1},          {"size_t", "usize", sizeof(size_t)},
    {"double", "f64", 8},          {"char", "core::ffi::c_char", 1},
    {"crib_card", "crib_card", 1},
};

/* crib_card is written as `pub type crib_card = u8;`: the compiler checks that it is one. */
typedef char rust_crib_card_is_u8[(sizeof(crib_card) == 1 && (crib_card)-1 > 0) ? 1 : -1];

static int rust_is_struct(const char *name, size_t len, const field *f, size_t nf)
{
    for (size_t i = 0; i < nf; i++)
        if (!f[i].name && strlen(f[i].type_name) == len && !strncmp(f[i].type_name, name, len))
            return 1;
    return 0;
}

/* The Rust type of a C type name (a scalar or a structure), or NULL. */
static const char *rust_base(const char *name, size_t len, const field *f, size_t nf, size_t *size)
{
    for (size_t i = 0; i < COUNT(k_rust_scalars); i++)
        if (strlen(k_rust_scalars[i].c) == len && !strncmp(k_rust_scalars[i].c, name, len)) {
            *size = k_rust_scalars[i].size;
            return k_rust_scalars[i].rust;
        }
    *size = 0;
    return rust_is_struct(name, len, f, nf) ? "" : NULL;
}

/* Writes the Rust type of a C type as the header writes it: `T`, `T *` or `const T *`.
 * Returns 0, or 1 for a type it does not know. */
static int put_rust_type(const char *c, const field *f, size_t nf)
{
    int is_const = !strncmp(c, "const ", 6);
    if (is_const)
        c += 6;
    size_t len = 0;
    while (c[len] && c[len] != ' ' && c[len] != '*')
        len++;
    const char *rest = c + len;
    while (*rest == ' ')
        rest++;
    int pointer = *rest == '*';
    if (pointer && rest[1] != '\0')
        return 1;
    if (!pointer && *rest != '\0')
        return 1;
    size_t size;
    const char *base = rust_base(c, len, f, nf, &size);
    if (!base)
        return 1;
    if (pointer)
        printf("%s", is_const ? "*const " : "*mut ");
    if (*base)
        printf("%s", base);
    else
        printf("%.*s", (int)len, c);
    return 0;
}

/* Rust's keywords that crib.h might use as a name (`match` is a parameter). */
static void put_rust_name(const char *s, size_t n)
{
    static const char *const keywords[] = {
        "as",     "box",   "break", "const", "continue", "crate",  "dyn",    "else",  "enum",
        "extern", "false", "fn",    "for",   "if",       "impl",   "in",     "let",   "loop",
        "match",  "mod",   "move",  "mut",   "pub",      "ref",    "return", "self",  "static",
        "struct", "super", "trait", "true",  "type",     "unsafe", "use",    "where", "while",
        "async",  "await", "gen",   "try",   "yield"};
    for (size_t i = 0; i < COUNT(keywords); i++)
        if (strlen(keywords[i]) == n && !strncmp(keywords[i], s, n)) {
            printf("r#");
            break;
        }
    printf("%.*s", (int)n, s);
}

static void put_rust_banner(void)
{
    put_banner("//");
}

/* A constant's Rust type, from the size and signedness of its C type. */
static const char *rust_constant_type(const constant *k)
{
    if (k->text)
        return "&str";
    if (k->size == 8)
        return k->is_unsigned ? "u64" : "i64";
    if (k->size == 4)
        return k->is_unsigned ? "u32" : "i32";
    return NULL;
}

static int put_rust_constants(const constant *k, size_t n)
{
    printf("/// crib.h's constants, each with the type the C compiler gives it (`CRIB_NONE` is\n"
           "/// `0xFFFFFFFFu`, a `u32`; `CRIB_DECK_MASK` a `u64`; the error codes `i32`).\n"
           "pub mod consts {\n");
    for (size_t i = 0; i < n; i++) {
        const char *type = rust_constant_type(&k[i]);
        if (!type) {
            fprintf(stderr, "probe: %s has a type of %zu bytes\n", k[i].name, k[i].size);
            return 1;
        }
        printf("    pub const %s: %s = ", k[i].name, type);
        if (k[i].text) {
            putchar('"');
            for (const char *s = k[i].text; *s; s++)
                printf(*s == '"' || *s == '\\' ? "\\%c" : "%c", *s);
            putchar('"');
        } else if (k[i].is_unsigned) {
            printf("%llu", (unsigned long long)k[i].number);
        } else {
            printf("%lld", k[i].number);
        }
        printf(";\n");
    }
    printf("}\n\npub use self::consts::*;\n\n");
    return 0;
}

/* One field of a structure: `pub name: T,` or `pub name: [T; count],`. */
static int put_rust_field(const field *x, const field *f, size_t nf)
{
    size_t size, len = strlen(x->type);
    const char *base = rust_base(x->type, len, f, nf, &size);
    if (!base) {
        fprintf(stderr, "probe: %s.%s has the type %s, which the Rust writer does not know\n",
                x->type_name, x->name, x->type);
        return 1;
    }
    if (*base && size * x->count != x->size) {
        fprintf(stderr, "probe: %s.%s takes %zu bytes, not %zu\n", x->type_name, x->name, x->size,
                size * x->count);
        return 1;
    }
    printf("    pub %s: ", x->name);
    /* An array of one element would be written as its element: the same layout. */
    const char *type = *base ? base : x->type;
    if (x->count == 1)
        printf("%s,\n", type);
    else
        printf("[%s; %zu],\n", type, x->count);
    return 0;
}

/* Each structure, then its size, alignment and every offset asserted. */
static int put_rust_structs(const field *f, size_t nf)
{
    for (size_t i = 0; i < nf; i++) {
        if (f[i].name)
            continue;
        const char *s = f[i].type_name;
        printf("#[repr(C)]\n#[derive(Clone, Copy, Debug, PartialEq)]\npub struct %s {\n", s);
        for (size_t j = i + 1; j < nf && f[j].name; j++)
            if (put_rust_field(&f[j], f, nf))
                return 1;
        printf("}\n\n");
        printf("const _: () = assert!(size_of::<%s>() == %zu && align_of::<%s>() == %zu);\n", s,
               f[i].size, s, f[i].offset);
        for (size_t j = i + 1; j < nf && f[j].name; j++)
            printf("const _: () = assert!(offset_of!(%s, %s) == %zu);\n", s, f[j].name,
                   f[j].offset);
        printf("// SAFETY: every field is an integer, a double, or an array or structure of them:\n"
               "// all bytes zero is a value of each (and the one the library starts from).\n"
               "unsafe impl Zeroable for %s {}\n\n",
               s);
    }
    return 0;
}

/* One parameter, `name: T`, from its declaration as the header writes it. */
static int put_rust_param(const char *p, size_t n, const field *f, size_t nf)
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
    char type[128];
    size_t type_end = start;
    while (type_end > 0 && p[type_end - 1] == ' ')
        type_end--;
    if (type_end + 3 > sizeof type)
        return 1;
    snprintf(type, sizeof type, "%.*s%s", (int)type_end, p, array ? " *" : "");
    put_rust_name(p + start, name_end - start);
    printf(": ");
    return put_rust_type(type, f, nf);
}

static int put_rust_functions(const function *fn, size_t nfn, const field *f, size_t nf)
{
    printf("unsafe extern \"C\" {\n");
    for (size_t i = 0; i < nfn; i++) {
        printf("    pub fn %s(", fn[i].name);
        if (strcmp(fn[i].params, "void") != 0) {
            for (const char *p = fn[i].params;;) {
                const char *comma = strchr(p, ',');
                size_t n = comma ? (size_t)(comma - p) : strlen(p);
                if (put_rust_param(p, n, f, nf)) {
                    fprintf(stderr,
                            "probe: a parameter of %s has a type the Rust writer does "
                            "not know\n",
                            fn[i].name);
                    return 1;
                }
                if (!comma)
                    break;
                printf(", ");
                p = comma + 1;
            }
        }
        printf(")");
        if (strcmp(fn[i].ret, "void") != 0) {
            printf(" -> ");
            if (put_rust_type(fn[i].ret, f, nf)) {
                fprintf(stderr, "probe: %s returns a type the Rust writer does not know\n",
                        fn[i].name);
                return 1;
            }
        }
        printf(";\n");
    }
    printf("}\n");
    return 0;
}

/* ffi.rs: the whole C interface, for the crate's safe layer. */
static int put_rust(const constant *k, size_t nk, const field *f, size_t nf, const function *fn,
                    size_t nfn)
{
    put_rust_banner();
    printf("//! crib.h as the C compiler sees it: every constant, every structure (its size,\n"
           "//! alignment and field offsets asserted at compile time against the C compiler's),\n"
           "//! and every function. The crate's safe API is built on it; nothing here checks\n"
           "//! anything.\n"
           "#![allow(non_camel_case_types, dead_code)]\n\n"
           "use core::mem::{align_of, offset_of, size_of};\n\n");
    if (put_rust_constants(k, nk))
        return 1;
    printf("/// `typedef uint8_t crib_card`: a card id, 0 to 51.\n"
           "pub type crib_card = u8;\n\n"
           "/// A structure of plain numbers, for which all bytes zero is a value.\n"
           "///\n"
           "/// # Safety\n"
           "///\n"
           "/// Only for types whose every field is an integer, a float, or an array or a\n"
           "/// structure of them.\n"
           "pub unsafe trait Zeroable: Copy {\n"
           "    /// The value with every byte zero.\n"
           "    fn zeroed() -> Self {\n"
           "        // SAFETY: the implementations promise that all bytes zero is a value.\n"
           "        unsafe { core::mem::zeroed() }\n"
           "    }\n"
           "}\n\n");
    if (put_rust_structs(f, nf))
        return 1;
    return put_rust_functions(fn, nfn, f, nf);
}

/* The groups of constants that become enums of the crate: the enum, the prefix of its
 * constants, what it is, and up to two constants of the prefix that are no member. */
typedef struct rust_enum {
    const char *name, *prefix, *what, *leave[2];
} rust_enum;

static const rust_enum k_rust_enums[] = {
    {"Stage", "CRIB_STAGE_", "The stage of a deal.", {NULL, NULL}},
    {"Reason", "CRIB_REASON_", "Why points are pegged.", {NULL, NULL}},
    {"Level", "CRIB_LEVEL_", "The level of a loss on the ladder.", {NULL, NULL}},
    {"Phase", "CRIB_PHASE_", "The phase of a deal in which points score.", {NULL, NULL}},
    {"Variant", "CRIB_VARIANT_", "The variant of the deal.", {NULL, NULL}},
    {"Ladder", "CRIB_LADDER_", "What a game is worth by the loser's score.", {NULL, NULL}},
    {"ItemKind", "CRIB_ITEM_", "The kind of a scoring item.", {NULL, NULL}},
    {"Rectify", "CRIB_RECTIFY_", "The opponent's choice for a hand found wrong.", {NULL, NULL}},
    {"BotLevel", "CRIB_BOT_", "A bot's level.", {"CRIB_BOT_LEVELS", "CRIB_BOT_CALLER"}},
    {"ArenaEventKind", "CRIB_EVENT_", "The kind of an arena's event.", {NULL, NULL}},
    {"ChanceMethod",
     "CRIB_CHANCE_",
     "How a chance to win was found.",
     {"CRIB_CHANCE_REACH_DEALER", "CRIB_CHANCE_REACH_PONE"}},
};

/* A member's name, CamelCase from the constant's (SHOW_HAND is ShowHand). */
static int put_camel(const char *s)
{
    if (!(*s >= 'A' && *s <= 'Z'))
        return 1;
    for (int up = 1; *s; s++) {
        if (*s == '_') {
            up = 1;
            continue;
        }
        if (!((*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
            return 1;
        putchar(up || !(*s >= 'A' && *s <= 'Z') ? *s : *s - 'A' + 'a');
        up = 0;
    }
    return 0;
}

static int rust_member(const rust_enum *e, const constant *k)
{
    size_t len = strlen(e->prefix);
    if (k->text || strncmp(k->name, e->prefix, len) != 0)
        return 0;
    for (size_t j = 0; j < COUNT(e->leave); j++)
        if (e->leave[j] && !strcmp(k->name, e->leave[j]))
            return 0;
    return 1;
}

static int put_rust_enum(const rust_enum *e, const constant *k, size_t n)
{
    size_t len = strlen(e->prefix), members = 0;
    printf("/// %s crib.h's `%s*` constants", e->what, e->prefix);
    for (size_t j = 0; j < COUNT(e->leave); j++)
        if (e->leave[j])
            printf("%s`%s`", j == 0 ? " but " : " and ", e->leave[j]);
    printf(".\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\n"
           "#[repr(u32)]\npub enum %s {\n",
           e->name);
    for (size_t i = 0; i < n; i++) {
        if (!rust_member(e, &k[i]))
            continue;
        if (k[i].number < 0 || k[i].number > 0xFFFFFFFFll) {
            fprintf(stderr, "probe: %s is not a u32\n", k[i].name);
            return 1;
        }
        printf("    /// `%s`, \"", k[i].name);
        put_lower(k[i].name + len);
        printf("\".\n    ");
        if (put_camel(k[i].name + len)) {
            fprintf(stderr, "probe: %s cannot be a member of %s\n", k[i].name, e->name);
            return 1;
        }
        printf(" = %lld,\n", k[i].number);
        members++;
    }
    if (!members) {
        fprintf(stderr, "probe: crib.h has no %s* constant for %s\n", e->prefix, e->name);
        return 1;
    }
    printf("}\n\nimpl %s {\n    /// Every member, in the order of crib.h.\n"
           "    pub const ALL: [%s; %zu] = [\n",
           e->name, e->name, members);
    for (size_t i = 0; i < n; i++) {
        if (!rust_member(e, &k[i]))
            continue;
        printf("        %s::", e->name);
        put_camel(k[i].name + len);
        printf(",\n");
    }
    printf("    ];\n\n    /// The C value.\n    pub const fn raw(self) -> u32 {\n"
           "        self as u32\n    }\n\n"
           "    /// The member of a C value, or `None`.\n"
           "    pub const fn from_raw(value: u32) -> Option<%s> {\n        match value {\n",
           e->name);
    for (size_t i = 0; i < n; i++) {
        if (!rust_member(e, &k[i]))
            continue;
        printf("            %lld => Some(%s::", k[i].number, e->name);
        put_camel(k[i].name + len);
        printf("),\n");
    }
    printf("            _ => None,\n        }\n    }\n\n"
           "    /// The member's word, as the crib program writes it: the constant's name after\n"
           "    /// `%s`, in lower case with '-' for '_'.\n"
           "    pub const fn name(self) -> &'static str {\n        match self {\n",
           e->prefix);
    for (size_t i = 0; i < n; i++) {
        if (!rust_member(e, &k[i]))
            continue;
        printf("            %s::", e->name);
        put_camel(k[i].name + len);
        printf(" => \"");
        put_lower(k[i].name + len);
        printf("\",\n");
    }
    printf("        }\n    }\n}\n\n"
           "impl core::fmt::Display for %s {\n"
           "    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {\n"
           "        f.write_str(self.name())\n    }\n}\n\n"
           "impl core::str::FromStr for %s {\n    type Err = Error;\n\n"
           "    /// The member of a word as [`%s::name`] writes it; [`Error::Parse`] for any\n"
           "    /// other text.\n"
           "    fn from_str(text: &str) -> Result<%s, Error> {\n"
           "        %s::ALL.iter().copied().find(|m| m.name() == "
           "text).ok_or(Error::Parse(Word::NONE))\n"
           "    }\n}\n\n",
           e->name, e->name, e->name, e->name, e->name);
    return 0;
}

/* An error code's member of Error, its name in camel case; CRIB_EPARSE's carries the Word
 * that is not a card (error.rs), and then payload follows it: its type, its value or a
 * pattern. */
static int put_rust_error(const constant *c, const char *payload)
{
    if (put_camel(c->name + 6))
        return 1;
    if (!strcmp(c->name, "CRIB_EPARSE"))
        printf("%s", payload);
    return 0;
}

/* The error codes, CRIB_E* with a negative value, as the crate's Error. */
static int put_rust_errors(const constant *k, size_t n)
{
    printf("/// An error of libcrib: one variant per `CRIB_E*` code of crib.h, whose `Display` is\n"
           "/// the library's sentence for it (`crib_strerror()`; [`Error::message`]), but for a\n"
           "/// text that is not a card, [`Error::Parse`] with its [`Word`]: the `crib` program's\n"
           "/// words, `'5x' is not a card (...)`.\n"
           "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n#[non_exhaustive]\n"
           "pub enum Error {\n");
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        if (k[i].text || strncmp(k[i].name, "CRIB_E", 6) != 0 || k[i].number >= 0)
            continue;
        printf("    /// `%s` (%lld)%s.\n    ", k[i].name, k[i].number,
               strcmp(k[i].name, "CRIB_EPARSE") ? ""
                                                : ": the word that is not a card, where the crate "
                                                  "knows it\n    /// ([`Word::NONE`] where it "
                                                  "does not)");
        if (put_rust_error(&k[i], "(Word)"))
            return 1;
        printf(",\n");
        count++;
    }
    if (!count) {
        fprintf(stderr, "probe: crib.h has no error code\n");
        return 1;
    }
    printf("    /// A negative code that crib.h, as this crate was generated from it, does not\n"
           "    /// name: one that a newer library appended.\n    Unknown(i32),\n}\n\n"
           "impl Error {\n    /// Every code of crib.h, in its order.\n"
           "    pub const ALL: [Error; %zu] = [\n",
           count);
    for (size_t i = 0; i < n; i++) {
        if (k[i].text || strncmp(k[i].name, "CRIB_E", 6) != 0 || k[i].number >= 0)
            continue;
        printf("        Error::");
        put_rust_error(&k[i], "(Word::NONE)");
        printf(",\n");
    }
    printf("    ];\n\n    /// The C code (negative).\n    pub const fn code(self) -> i32 {\n"
           "        match self {\n");
    for (size_t i = 0; i < n; i++) {
        if (k[i].text || strncmp(k[i].name, "CRIB_E", 6) != 0 || k[i].number >= 0)
            continue;
        printf("            Error::");
        put_rust_error(&k[i], "(_)");
        printf(" => %lld,\n", k[i].number);
    }
    printf("            Error::Unknown(code) => code,\n        }\n    }\n\n"
           "    /// The error of a negative code; `None` for a code >= 0, which is no error.\n"
           "    pub const fn from_code(code: i32) -> Option<Error> {\n        match code {\n");
    for (size_t i = 0; i < n; i++) {
        if (k[i].text || strncmp(k[i].name, "CRIB_E", 6) != 0 || k[i].number >= 0)
            continue;
        printf("            %lld => Some(Error::", k[i].number);
        put_rust_error(&k[i], "(Word::NONE)");
        printf("),\n");
    }
    printf("            code if code < 0 => Some(Error::Unknown(code)),\n"
           "            _ => None,\n        }\n    }\n}\n\n");
    return 0;
}

/* The option bits, CRIB_OPT_*, as a set. */
static int put_rust_options(const constant *k, size_t n)
{
    printf("/// A set of crib.h's `CRIB_OPT_*` bits: the optional rules of a game\n"
           "/// ([`GameRules::options`](crate::GameRules::options)). Combine them with `|`.\n"
           "#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]\n"
           "pub struct Options(pub(crate) u32);\n\nimpl Options {\n");
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        if (k[i].text || strncmp(k[i].name, "CRIB_OPT_", 9) != 0)
            continue;
        if (k[i].number <= 0 || k[i].number > 0xFFFFFFFFll) {
            fprintf(stderr, "probe: %s is not a bit\n", k[i].name);
            return 1;
        }
        printf("    /// `%s`, \"", k[i].name);
        put_lower(k[i].name + 9);
        printf("\".\n    pub const %s: Options = Options(%lld);\n", k[i].name + 9, k[i].number);
        count++;
    }
    if (!count) {
        fprintf(stderr, "probe: crib.h has no CRIB_OPT_* constant\n");
        return 1;
    }
    printf("    /// Every option, with its word (as the crib program writes it), in the order of\n"
           "    /// crib.h.\n"
           "    pub const ALL: [(Options, &'static str); %zu] = [\n",
           count);
    for (size_t i = 0; i < n; i++) {
        if (k[i].text || strncmp(k[i].name, "CRIB_OPT_", 9) != 0)
            continue;
        printf("        (Options::%s, \"", k[i].name + 9);
        put_lower(k[i].name + 9);
        printf("\"),\n");
    }
    printf("    ];\n}\n");
    return 0;
}

/* enums.rs: the safe layer's enums, made from the constants. */
static int put_rust_enums(const constant *k, size_t n)
{
    put_rust_banner();
    printf("//! The error codes, the groups of constants and the option bits of crib.h, as Rust\n"
           "//! types: each member is the constant whose name it ends (`Stage::Over` is\n"
           "//! `CRIB_STAGE_OVER`, `Error::Notheld` is `CRIB_ENOTHELD`).\n\n"
           "use crate::error::Word;\n\n");
    if (put_rust_errors(k, n))
        return 1;
    for (size_t g = 0; g < COUNT(k_rust_enums); g++)
        if (put_rust_enum(&k_rust_enums[g], k, n))
            return 1;
    return put_rust_options(k, n);
}

#endif
