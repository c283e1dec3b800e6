/* SPDX-License-Identifier: MIT */
/* Writes libcrib's man pages from the doc comments of include/crib.h, so that the pages
 * cannot say other than the header: OUTDIR/libcrib.3, the overview, and OUTDIR/man3/F.3
 * for each function F declared with CRIB_API. `make man` writes them into man/; the man
 * check of `make check` (test/man.sh) writes them into a temporary folder and fails on any
 * difference from the checked-in pages.
 *
 *     gen_man HEADER EXAMPLES OUTDIR        (OUTDIR and OUTDIR/man3 must exist)
 *
 * EXAMPLES is a hand-written roff fragment, the only text of the pages not in the header.
 *
 * The header is read as text, line by line, and has to keep to the shapes it has, which
 * are these:
 * - a banner (a comment line of dashes, one or more comment lines of title, a line of
 *   dashes) opens a section; a plain comment right after it introduces the section;
 * - a doc comment describes what follows it, up to a blank line or the next doc comment: a
 *   function (CRIB_API ..., one doc comment each), a typedef, a structure, or #defines (one
 *   comment may describe several); a doc comment followed at once by another is the
 *   heading of the group of constants below it;
 * - in a structure, a doc comment describes the fields that follow it up to the next doc
 *   comment; a comment after a field's semicolon describes that field alone;
 * - in a comment, a blank line starts a paragraph, "- " a list item, lines indented four
 *   or more past the text after a blank line are code, and @param NAME (one of the
 *   function's parameters) and @return, also in mid-line, start a parameter's or the
 *   return value's text, which runs on to a blank line or the next tag.
 * Any other line stops it with the line's number, so that a new shape is noticed and
 * taught to it rather than left out of the pages.
 *
 * A function's NAME line, which whatis(1) prints, is the first sentence of its comment;
 * when that sentence goes on past a colon, only the words before the colon, the way the
 * header's comments begin with what a function is and then say how. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The date in every page's title line: that of the interface they describe. */
#define PAGE_DATE "2026-12-02"
/* Text lines are wrapped to this many bytes, which mandoc -Tlint asks for. */
#define WIDTH 78
/* A prototype in a synopsis is wrapped to this many characters, to fit 80 columns. */
#define PROTO_WIDTH 70

static const char *header_path;

static void die(size_t line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (line > 0)
        fprintf(stderr, "%s:%zu: ", header_path, line);
    else
        fprintf(stderr, "gen_man: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        die(0, "out of memory");
    return p;
}

static char *xstrndup(const char *s, size_t n)
{
    char *d = xrealloc(NULL, n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

static char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));
}

/* A growing string. */
typedef struct {
    char *s;
    size_t len, cap;
} buf;

static void addn(buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->s = xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

static void adds(buf *b, const char *s)
{
    addn(b, s, strlen(s));
}

static void addc(buf *b, char c)
{
    addn(b, &c, 1);
}

static const char *str(const buf *b)
{
    return b->s ? b->s : "";
}

static int starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

static int is_ident(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static const char *skip_space(const char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

/* s without the spaces at either end, as a new string. */
static char *trimmed(const char *s, size_t n)
{
    while (n > 0 && (*s == ' ' || *s == '\t')) {
        s++;
        n--;
    }
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    return xstrndup(s, n);
}

/* ---- The header's lines ---- */

static char **line; /* line[i] is line i + 1 of the header, without its newline */
static size_t n_lines;

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        die(0, "cannot read %s", path);
    buf b = {0};
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        addn(&b, chunk, n);
    fclose(f);
    return b.s ? b.s : xstrdup("");
}

static void read_header(const char *path)
{
    char *text = read_file(path);
    size_t cap = 0;
    for (char *p = text; *p;) {
        char *nl = strchr(p, '\n');
        if (nl)
            *nl = '\0';
        if (n_lines == cap) {
            cap = cap ? cap * 2 : 256;
            line = xrealloc(line, cap * sizeof *line);
        }
        line[n_lines++] = p;
        if (!nl)
            break;
        p = nl + 1;
    }
}

/* ---- Comments ---- */

/* A comment's text: its lines with the comment marks taken off, indentation kept. */
typedef struct {
    char **text;
    size_t n;
    size_t line; /* where it starts in the header */
} comment;

/* Reads the comment, plain or doc, that opens at line *i and leaves *i on its last line. */
static comment read_comment(size_t *i)
{
    comment c = {NULL, 0, *i + 1};
    size_t cap = 0;
    const char *s = strstr(line[*i], "/*") + 2;
    if (*s == '*')
        s++;
    for (;;) {
        const char *end = strstr(s, "*/");
        char *t = end ? xstrndup(s, (size_t)(end - s)) : xstrdup(s);
        size_t n = strlen(t);
        while (n > 0 && (t[n - 1] == ' ' || t[n - 1] == '\t'))
            t[--n] = '\0';
        if (c.n == cap) {
            cap = cap ? cap * 2 : 8;
            c.text = xrealloc(c.text, cap * sizeof *c.text);
        }
        c.text[c.n++] = t;
        if (end)
            break;
        if (++*i == n_lines)
            die(c.line, "comment never closed");
        s = skip_space(line[*i]);
        if (*s == '*' && s[1] != '/')
            s++;
    }
    while (c.n > 0 && c.text[c.n - 1][0] == '\0')
        c.n--;
    size_t first = 0;
    while (first < c.n && c.text[first][0] == '\0')
        first++;
    c.text += first;
    c.n -= first;
    return c;
}

/* A comment cut into blocks. */
enum block_kind { B_PARA, B_ITEM, B_CODE, B_PARAM, B_RETURN, B_BRIEF };

typedef struct {
    enum block_kind kind;
    char *name; /* a parameter's */
    buf text;   /* words joined by single spaces; a code block's lines joined by '\n' */
} block;

typedef struct {
    block *b;
    size_t n;
} blocks;

static block *new_block(blocks *bs, enum block_kind kind)
{
    bs->b = xrealloc(bs->b, (bs->n + 1) * sizeof *bs->b);
    block *b = &bs->b[bs->n++];
    memset(b, 0, sizeof *b);
    b->kind = kind;
    return b;
}

static void add_words(block *b, const char *s)
{
    while (*s) {
        s = skip_space(s);
        const char *w = s;
        while (*s && *s != ' ' && *s != '\t')
            s++;
        if (s > w) {
            if (b->text.len)
                addc(&b->text, ' ');
            addn(&b->text, w, (size_t)(s - w));
        }
    }
}

static size_t indent_of(const char *s)
{
    return (size_t)(skip_space(s) - s);
}

static blocks parse_comment(const comment *c)
{
    blocks bs = {NULL, 0};
    block *cur = NULL;
    size_t base = 0;
    int blank = 0;
    for (size_t k = 0; k < c->n; k++)
        if (c->text[k][0]) {
            base = indent_of(c->text[k]);
            break;
        }
    for (size_t k = 0; k < c->n; k++) {
        char *whole = c->text[k];
        size_t ind = indent_of(whole);
        const char *s = whole + ind;
        /* A tag in mid-line, as in a one-line comment, starts a block of its own. */
        char *tag = strstr(s, " @return ");
        if (!tag)
            tag = strstr(s, " @param ");
        char *rest = NULL;
        if (tag) {
            rest = xstrdup(tag + 1);
            s = trimmed(s, (size_t)(tag - s));
        }
        for (int part = 0; part < 2; part++) {
            if (part == 1) {
                if (!rest)
                    break;
                s = rest;
                ind = base;
            }
            if (*s == '\0') {
                blank = 1;
                if (cur && cur->kind != B_CODE)
                    cur = NULL;
                continue;
            }
            if (*s == '@') {
                if (starts(s, "@file")) {
                    cur = NULL;
                } else if (starts(s, "@brief ")) {
                    cur = new_block(&bs, B_BRIEF);
                    add_words(cur, s + 7);
                } else if (starts(s, "@return ")) {
                    cur = new_block(&bs, B_RETURN);
                    add_words(cur, s + 8);
                } else if (starts(s, "@param ")) {
                    cur = new_block(&bs, B_PARAM);
                    const char *name = skip_space(s + 7), *e = name;
                    while (is_ident(*e))
                        e++;
                    if (e == name)
                        die(c->line + k, "@param without a name");
                    cur->name = xstrndup(name, (size_t)(e - name));
                    add_words(cur, e);
                } else {
                    die(c->line + k, "unknown tag: %s", s);
                }
                blank = 0;
                continue;
            }
            if (ind >= base + 4 && (!cur || cur->kind == B_CODE)) {
                if (!cur)
                    cur = new_block(&bs, B_CODE);
                else
                    addc(&cur->text, '\n');
                if (blank)
                    addc(&cur->text, '\n');
                adds(&cur->text, whole + base + 4);
                blank = 0;
                continue;
            }
            if (cur && cur->kind == B_CODE)
                cur = NULL;
            if (starts(s, "- ") && ind == base) {
                cur = new_block(&bs, B_ITEM);
                add_words(cur, s + 2);
                blank = 0;
                continue;
            }
            if (cur && cur->kind == B_ITEM && ind == base)
                cur = NULL;
            if (!cur)
                cur = new_block(&bs, B_PARA);
            add_words(cur, s);
            blank = 0;
        }
    }
    return bs;
}

/* All of a comment's text as one paragraph: a field's, a constant's, a heading. */
static char *join_blocks(const blocks *bs)
{
    buf b = {0};
    for (size_t k = 0; k < bs->n; k++) {
        if (b.len)
            addc(&b, ' ');
        adds(&b, str(&bs->b[k].text));
    }
    return xstrdup(str(&b));
}

/* ---- Declarations ---- */

typedef struct {
    char *type;        /* "const crib_card *", "uint32_t " */
    char *name;        /* "hand"; NULL for void */
    char *dims;        /* "[52]" or "" */
    const blocks *doc; /* its doc comment, or NULL */
    char *trailing;    /* the comment after it, or NULL */
} field;

enum decl_kind { D_FUNC, D_STRUCT, D_TYPEDEF, D_CONST };

typedef struct {
    enum decl_kind kind;
    char *name;
    size_t line;
    int section;
    blocks doc;
    /* functions: the return type and parameters; structures: the fields */
    char *type;
    field *f;
    size_t n_f;
    /* constants: the value, the group (a run of #defines), the entry (defines sharing a
     * comment) and the group's heading */
    char *value;
    int group;
    int entry;
    const blocks *heading;
    /* typedefs: what it names */
    char *target;
} decl;

typedef struct {
    char *title;
    blocks intro;
} section;

static decl *decls;
static size_t n_decls;
static section *sections;
static size_t n_sections;
static blocks file_doc;

static decl *new_decl(enum decl_kind kind, const char *name, size_t at)
{
    decls = xrealloc(decls, (n_decls + 1) * sizeof *decls);
    decl *d = &decls[n_decls++];
    memset(d, 0, sizeof *d);
    d->kind = kind;
    d->name = xstrdup(name);
    d->line = at;
    d->section = (int)n_sections - 1;
    d->group = -1;
    d->entry = -1;
    return d;
}

static const decl *find(const char *name)
{
    for (size_t k = 0; k < n_decls; k++)
        if (strcmp(decls[k].name, name) == 0)
            return &decls[k];
    return NULL;
}

/* Splits "const crib_card *hand" or "uint8_t scores[52]" into type, name and dims. */
static field split_decl(const char *text, size_t at)
{
    field f = {0};
    const char *end = text + strlen(text);
    const char *dims = strchr(text, '[');
    if (!dims)
        dims = end;
    const char *e = dims;
    while (e > text && e[-1] == ' ')
        e--;
    const char *n = e;
    while (n > text && is_ident(n[-1]))
        n--;
    if (n == e)
        die(at, "cannot find the name in '%s'", text);
    if (n == text) { /* "void" */
        f.type = xstrdup(text);
        f.dims = xstrdup("");
        return f;
    }
    f.type = xstrndup(text, (size_t)(n - text));
    f.name = xstrndup(n, (size_t)(e - n));
    f.dims = xstrdup(dims);
    return f;
}

static void read_function(size_t *i, const blocks *doc)
{
    size_t at = *i + 1;
    buf b = {0};
    for (;;) {
        if (b.len)
            addc(&b, ' ');
        adds(&b, skip_space(line[*i]));
        if (strchr(line[*i], ';'))
            break;
        if (++*i == n_lines)
            die(at, "declaration never ends");
    }
    /* collapse runs of spaces: the header aligns continuation lines */
    buf p = {0};
    const char *proto = str(&b) + strlen("CRIB_API ");
    if (starts(proto, "CRIB_NODISCARD "))
        proto += strlen("CRIB_NODISCARD ");
    for (const char *s = proto; *s; s++)
        if (!(*s == ' ' && (s[1] == ' ' || (p.len && p.s[p.len - 1] == '('))))
            addc(&p, *s);
    char *open = strchr(p.s, '('), *close = strrchr(p.s, ')');
    if (!open || !close || strcmp(close, ");") != 0)
        die(at, "cannot read the prototype: %s", p.s);
    *open = '\0';
    field head = split_decl(p.s, at);
    decl *d = new_decl(D_FUNC, head.name, at);
    if (!doc)
        die(at,
            "%s has no doc comment of its own (every function needs one: its page's "
            "NAME line is the comment's first sentence)",
            head.name);
    d->doc = *doc;
    d->type = head.type;
    *close = '\0';
    for (char *s = open + 1; *s;) {
        char *comma = strchr(s, ',');
        char *t = trimmed(s, comma ? (size_t)(comma - s) : strlen(s));
        d->f = xrealloc(d->f, (d->n_f + 1) * sizeof *d->f);
        d->f[d->n_f++] = split_decl(t, at);
        s = comma ? comma + 1 : s + strlen(s);
    }
    for (size_t k = 0; k < doc->n; k++) {
        const char *name = doc->b[k].name;
        int known = 0;
        for (size_t m = 0; name && m < d->n_f; m++)
            known |= d->f[m].name && strcmp(d->f[m].name, name) == 0;
        if (name && !known)
            die(at, "%s documents a parameter %s that it does not have", d->name, name);
    }
}

static void read_struct(size_t *i, const blocks *doc, const char *name)
{
    decl *d = new_decl(D_STRUCT, name, *i + 1);
    if (!doc)
        die(*i + 1, "structure %s has no doc comment", name);
    d->doc = *doc;
    const blocks *field_doc = NULL;
    for (;;) {
        if (++*i == n_lines)
            die(d->line, "structure never ends");
        const char *s = skip_space(line[*i]);
        if (*s == '\0')
            continue;
        if (*s == '}') {
            char want[256];
            snprintf(want, sizeof want, "} %s;", name);
            if (strcmp(s, want) != 0)
                die(*i + 1, "expected '%s'", want);
            return;
        }
        if (starts(s, "/**")) {
            blocks *bs = xrealloc(NULL, sizeof *bs);
            comment c = read_comment(i);
            *bs = parse_comment(&c);
            field_doc = bs;
            continue;
        }
        const char *semi = strchr(s, ';');
        if (!semi || starts(s, "/*"))
            die(*i + 1, "cannot read this line of %s", name);
        char *text = trimmed(s, (size_t)(semi - s));
        field f = split_decl(text, *i + 1);
        f.doc = field_doc;
        const char *after = skip_space(semi + 1);
        if (starts(after, "/*")) {
            const char *end = strstr(after, "*/");
            if (!end)
                die(*i + 1, "a field's comment must end on its line");
            f.trailing = trimmed(after + 2, (size_t)(end - after - 2));
        } else if (*after) {
            die(*i + 1, "cannot read this line of %s", name);
        }
        d->f = xrealloc(d->f, (d->n_f + 1) * sizeof *d->f);
        d->f[d->n_f++] = f;
    }
}

/* Reads the banner that opens at line *i into a new section, leaving *i on its last line. */
static void read_banner(size_t *i)
{
    buf title = {0};
    while (++*i < n_lines && !starts(line[*i], "/* ---")) {
        const char *t = line[*i];
        if (!starts(t, "/* ") || !strstr(t, "*/"))
            die(*i + 1, "a banner's title lines are one-line comments");
        char *words = trimmed(t + 3, (size_t)(strstr(t, "*/") - t - 3));
        if (title.len)
            addc(&title, ' ');
        adds(&title, words);
    }
    if (*i == n_lines || title.len == 0)
        die(*i, "a banner needs a title and a closing line of dashes");
    sections = xrealloc(sections, (n_sections + 1) * sizeof *sections);
    sections[n_sections].title = xstrdup(str(&title));
    sections[n_sections].intro = (blocks){NULL, 0};
    n_sections++;
}

/* Reads the #define at line *i (and its continuation lines) into a constant. */
static decl *read_define(size_t *i)
{
    const char *name = skip_space(skip_space(line[*i]) + 8), *e = name;
    while (is_ident(*e))
        e++;
    if (!starts(name, "CRIB_"))
        die(*i + 1, "a constant's name begins with CRIB_");
    char *n = xstrndup(name, (size_t)(e - name));
    buf value = {0};
    adds(&value, skip_space(e));
    while (value.len && value.s[value.len - 1] == '\\') {
        value.s[--value.len] = '\0';
        if (++*i == n_lines)
            die(*i, "a #define never ends");
        adds(&value, skip_space(line[*i]));
    }
    decl *d = new_decl(D_CONST, n, *i + 1);
    d->value = trimmed(str(&value), value.len);
    return d;
}

/* Reads the header into sections and declarations. Comments wait in `pending` until the
 * declaration they describe; a blank line ends a run of constants. */
static void parse_header(void)
{
    blocks *pending[8];
    size_t n_pending = 0;
    int group = -1, entry = -1, n_groups = 0, n_entries = 0;
    const blocks *heading = NULL;
    const blocks *entry_doc = NULL;
    int after_banner = 0;
    for (size_t i = 0; i < n_lines; i++) {
        const char *s = skip_space(line[i]);
        if (*s == '\0') {
            if (n_pending > 0 && !(n_sections == 0 && pending[0] == &file_doc))
                die(i, "a doc comment must be followed by what it describes");
            n_pending = 0;
            group = entry = -1;
            continue;
        }
        if (starts(s, "/* ---")) {
            read_banner(&i);
            after_banner = 1;
            continue;
        }
        if (starts(s, "/**")) {
            comment c = read_comment(&i);
            blocks *bs = xrealloc(NULL, sizeof *bs);
            *bs = parse_comment(&c);
            if (n_sections == 0 && n_decls == 0 && file_doc.n == 0) {
                file_doc = *bs;
                bs = &file_doc;
            }
            if (n_pending == sizeof pending / sizeof *pending)
                die(i, "too many doc comments in a row");
            pending[n_pending++] = bs;
            after_banner = 0;
            continue;
        }
        if (starts(s, "/*")) {
            comment c = read_comment(&i);
            if (after_banner)
                sections[n_sections - 1].intro = parse_comment(&c);
            after_banner = 0;
            continue;
        }
        after_banner = 0;
        const blocks *doc = n_pending ? pending[n_pending - 1] : NULL;
        if (starts(s, "#define ") && n_sections > 0) {
            decl *d = read_define(&i);
            if (n_pending > 2)
                die(i + 1, "a constant takes one comment, and its group one heading");
            if (n_pending > 1 || group < 0) {
                group = n_groups++;
                heading = n_pending > 1 ? pending[n_pending - 2] : NULL;
            }
            if (doc) {
                entry = n_entries++;
                entry_doc = doc;
            } else if (entry < 0) {
                die(i + 1, "%s has no doc comment", d->name);
            }
            d->group = group;
            d->entry = entry;
            d->heading = heading;
            d->doc = *entry_doc;
            n_pending = 0;
            continue;
        }
        if (*s == '#' || starts(s, "extern \"C\"") || strcmp(s, "}") == 0) {
            n_pending = 0;
            continue;
        }
        if (n_pending > 1)
            die(i + 1, "only constants take a heading comment");
        if (starts(s, "CRIB_API ")) {
            read_function(&i, doc);
        } else if (starts(s, "typedef struct ")) {
            const char *name = s + 15, *e = name;
            while (is_ident(*e))
                e++;
            if (strcmp(skip_space(e), "{") != 0)
                die(i + 1, "expected 'typedef struct NAME {'");
            read_struct(&i, doc, xstrndup(name, (size_t)(e - name)));
        } else if (starts(s, "typedef ")) {
            const char *semi = strchr(s, ';');
            if (!semi || !doc)
                die(i + 1, "a typedef is one documented line");
            field f = split_decl(trimmed(s + 8, (size_t)(semi - s - 8)), i + 1);
            decl *d = new_decl(D_TYPEDEF, f.name, i + 1);
            d->doc = *doc;
            d->target = trimmed(f.type, strlen(f.type));
        } else {
            die(i + 1, "a line of a shape this generator does not know: %s", s);
        }
        n_pending = 0;
        group = entry = -1;
    }
    if (file_doc.n == 0)
        die(1, "the header has no file comment (/** @file ...)");
}

/* ---- Roff ---- */

/* Set by a heading, so that no paragraph request follows it at once (mandoc warns). */
static int after_heading;

static void heading(FILE *out, const char *macro, const char *title)
{
    fprintf(out, ".%s %s\n", macro, title);
    after_heading = 1;
}

static void para(FILE *out)
{
    if (!after_heading)
        fputs(".PP\n", out);
    after_heading = 0;
}

/* Appends the UTF-8 character at *s as \[uXXXX] and moves *s past it. */
static void add_unicode(buf *b, const char **s)
{
    const unsigned char *u = (const unsigned char *)*s;
    unsigned long cp;
    size_t n;
    if (u[0] >= 0xF0) {
        cp = u[0] & 0x07u;
        n = 4;
    } else if (u[0] >= 0xE0) {
        cp = u[0] & 0x0Fu;
        n = 3;
    } else {
        cp = u[0] & 0x1Fu;
        n = 2;
    }
    for (size_t k = 1; k < n; k++) {
        if ((u[k] & 0xC0u) != 0x80u)
            die(0, "text that is not UTF-8");
        cp = (cp << 6) | (u[k] & 0x3Fu);
    }
    char esc[16];
    snprintf(esc, sizeof esc, "\\[u%04lX]", cp);
    adds(b, esc);
    *s += n;
}

/* Appends one character of text in roff: a backslash escaped, a minus that is not a
 * hyphen between letters marked as one, UTF-8 as its code point. */
static void add_roff_char(buf *b, const char **s, const char *start)
{
    char c = **s;
    if ((unsigned char)c >= 0x80) {
        add_unicode(b, s);
        return;
    }
    if (c == '\\') {
        adds(b, "\\e");
    } else if (c == '-') {
        int letters = *s > start && ((*s)[-1] | 0x20) >= 'a' && ((*s)[-1] | 0x20) <= 'z' &&
                      ((*s)[1] | 0x20) >= 'a' && ((*s)[1] | 0x20) <= 'z';
        adds(b, letters ? "-" : "\\-");
    } else {
        addc(b, c);
    }
    (*s)++;
}

/* Text in roff, with the library's names in bold: crib_* and CRIB_* (CRIB_E* and
 * CRIB_STAGE_* too, and the _RUN of "CRIB_ITEM_FIFTEEN, _RUN"), and `quoted` spans. */
static char *roff_inline(const char *text)
{
    buf b = {0};
    int quoted = 0;
    for (const char *s = text; *s;) {
        if (*s == '`') {
            adds(&b, quoted ? "\\fR" : "\\fB");
            quoted = !quoted;
            s++;
            continue;
        }
        int word_start = s == text || !is_ident(s[-1]);
        if (!quoted && word_start &&
            (starts(s, "crib_") || starts(s, "CRIB_") ||
             (s[0] == '_' && s[1] >= 'A' && s[1] <= 'Z'))) {
            const char *e = s;
            while (is_ident(*e) || (*e == '<' && e[-1] == '_' && strchr(e, '>')))
                e = *e == '<' ? strchr(e, '>') + 1 : e + 1;
            if (*e == '*')
                e++;
            adds(&b, "\\fB");
            addn(&b, s, (size_t)(e - s));
            adds(&b, "\\fR");
            s = e;
            continue;
        }
        add_roff_char(&b, &s, text);
    }
    if (quoted)
        adds(&b, "\\fR");
    return xstrdup(str(&b));
}

/* Text with nothing in bold (a NAME line, a value, code). */
static char *roff_plain(const char *text)
{
    buf b = {0};
    for (const char *s = text; *s;) {
        if (*s == '`')
            s++;
        else
            add_roff_char(&b, &s, text);
    }
    return xstrdup(str(&b));
}

/* Writes roff text filled to WIDTH bytes a line, guarding lines that would read as
 * requests. */
static void put_filled(FILE *out, const char *roff)
{
    size_t col = 0;
    after_heading = 0;
    for (const char *s = roff; *s;) {
        while (*s == ' ')
            s++;
        const char *w = s;
        while (*s && *s != ' ')
            s++;
        size_t n = (size_t)(s - w);
        if (n == 0)
            break;
        if (col > 0 && col + 1 + n > WIDTH) {
            fputc('\n', out);
            col = 0;
        }
        if (col > 0) {
            fputc(' ', out);
            col++;
        } else if (*w == '.' || *w == '\'') {
            fputs("\\&", out);
            col += 2;
        }
        fwrite(w, 1, n, out);
        col += n;
    }
    if (col > 0)
        fputc('\n', out);
}

static void put_text(FILE *out, const char *text)
{
    put_filled(out, roff_inline(text));
}

static void put_code_line(FILE *out, const char *text)
{
    char *r = roff_plain(text);
    fputs(*r == '.' || *r == '\'' ? "\\&" : "", out);
    fputs(r, out);
    fputc('\n', out);
}

static void put_code(FILE *out, const char *text)
{
    para(out);
    fputs(".RS 4\n.nf\n", out);
    for (const char *s = text; *s;) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        put_code_line(out, xstrndup(s, n));
        s += n + (nl != NULL);
    }
    fputs(".fi\n.RE\n", out);
}

/* Writes a comment's paragraphs, list items and code; with params, its @param blocks as a
 * tagged list after them. */
static void put_blocks(FILE *out, const blocks *bs, int params)
{
    for (size_t k = 0; k < bs->n; k++) {
        const block *b = &bs->b[k];
        switch (b->kind) {
        case B_PARA:
            para(out);
            put_text(out, str(&b->text));
            break;
        case B_ITEM:
            fputs(".IP \\(bu 2\n", out);
            after_heading = 0;
            put_text(out, str(&b->text));
            break;
        case B_CODE: put_code(out, str(&b->text)); break;
        default: break;
        }
    }
    if (!params)
        return;
    for (size_t k = 0; k < bs->n; k++)
        if (bs->b[k].kind == B_PARAM) {
            fprintf(out, ".TP\n.I %s\n", bs->b[k].name);
            put_text(out, str(&bs->b[k].text));
        }
}

static const block *find_block(const blocks *bs, enum block_kind kind)
{
    for (size_t k = 0; k < bs->n; k++)
        if (bs->b[k].kind == kind)
            return &bs->b[k];
    return NULL;
}

/* The NAME line's words: the first sentence of the comment (up to a full stop that is not
 * part of "..", followed by a space), only up to a colon when it has one outside
 * parentheses, starting in lower case unless its first word is a name. */
static char *summary(const decl *d)
{
    const block *b = find_block(&d->doc, B_PARA);
    if (!b)
        die(d->line, "%s's comment has no text before its tags", d->name);
    const char *t = str(&b->text), *end = t + strlen(t);
    for (const char *s = t; *s; s++) {
        if (*s == '.' && (s[1] == ' ' || s[1] == '\0') && (s == t || s[-1] != '.')) {
            end = s;
            break;
        }
    }
    int depth = 0;
    for (const char *s = t; s < end; s++) {
        depth += (*s == '(') - (*s == ')');
        if (*s == ':' && s[1] == ' ' && depth == 0) {
            end = s;
            break;
        }
    }
    char *sum = xstrndup(t, (size_t)(end - t));
    const char *first_end = strchr(sum, ' ');
    size_t first_len = first_end ? (size_t)(first_end - sum) : strlen(sum);
    int name_like = 0;
    for (size_t k = 1; k < first_len; k++)
        if ((sum[k] >= 'A' && sum[k] <= 'Z') || sum[k] == '_')
            name_like = 1;
    if (sum[0] >= 'A' && sum[0] <= 'Z' && !name_like)
        sum[0] = (char)(sum[0] - 'A' + 'a');
    return sum;
}

static void put_title(FILE *out, const char *name, const char *version, const char *from)
{
    buf upper = {0};
    for (const char *s = name; *s; s++)
        addc(&upper, *s >= 'a' && *s <= 'z' ? (char)(*s - 'a' + 'A') : *s);
    /* .nh: a name is never hyphenated; .ad l: long names do not stretch a line's spaces */
    fprintf(out,
            ".\\\" SPDX-License-Identifier: MIT\n"
            ".\\\" Generated by tools/gen_man.c from %s: do not edit; change the header's\n"
            ".\\\" comments and run make man.\n"
            ".TH %s 3 %s \"libcrib %s\" \"libcrib manual\"\n"
            ".nh\n"
            ".ad l\n",
            from, str(&upper), PAGE_DATE, version);
}

/* ---- The parts of pages ---- */

static int is_error(const decl *d)
{
    return d->kind == D_CONST && starts(d->name, "CRIB_E") && d->value[0] == '(' &&
           d->value[1] == '-';
}

/* Whether a constant is in the group of the error codes (CRIB_OK is too). */
static int is_status(const decl *d)
{
    for (size_t k = 0; k < n_decls; k++)
        if (is_error(&decls[k]))
            return d->kind == D_CONST && d->group == decls[k].group;
    return 0;
}

/* A constant's tag: its name and value as the #define has them. */
static void put_constant_tag(FILE *out, const decl *d, int first)
{
    fprintf(out, "%s\n\\fB%s\\fR %s\n", first ? ".TP" : ".TQ", d->name, roff_plain(d->value));
}

/* The constants marked in `marked` (by index into decls), with the others that share their
 * comment, as tagged paragraphs, each group's heading before its first entry. */
static void put_constants(FILE *out, const char *marked)
{
    char *want = xrealloc(NULL, n_decls);
    for (size_t k = 0; k < n_decls; k++) {
        want[k] = 0;
        for (size_t m = 0; m < n_decls && decls[k].kind == D_CONST; m++)
            if (marked[m] && decls[m].entry == decls[k].entry)
                want[k] = 1;
    }
    int last_group = -1, last_entry = -1;
    for (size_t k = 0; k < n_decls; k++) {
        const decl *d = &decls[k];
        if (!want[k])
            continue;
        if (d->group != last_group && d->heading) {
            para(out);
            put_text(out, join_blocks(d->heading));
        }
        int first = d->entry != last_entry;
        put_constant_tag(out, d, first);
        size_t next = k + 1;
        while (next < n_decls && !want[next])
            next++;
        if (next == n_decls || decls[next].entry != d->entry)
            put_text(out, join_blocks(&d->doc));
        last_group = d->group;
        last_entry = d->entry;
    }
    free(want);
}

/* A structure: its comment, its declaration as code, and its fields' comments. */
static void put_struct(FILE *out, const decl *d)
{
    para(out);
    fprintf(out, ".B %s\n", d->name);
    put_blocks(out, &d->doc, 0);
    buf code = {0};
    if (d->kind == D_TYPEDEF) {
        adds(&code, "typedef ");
        adds(&code, d->target);
        addc(&code, ' ');
        adds(&code, d->name);
        adds(&code, ";");
        put_code(out, str(&code));
        return;
    }
    adds(&code, "typedef struct ");
    adds(&code, d->name);
    adds(&code, " {\n");
    for (size_t k = 0; k < d->n_f; k++) {
        adds(&code, "    ");
        adds(&code, d->f[k].type);
        adds(&code, d->f[k].name);
        adds(&code, d->f[k].dims);
        adds(&code, ";\n");
    }
    adds(&code, "} ");
    adds(&code, d->name);
    adds(&code, ";");
    put_code(out, str(&code));
    for (size_t k = 0; k < d->n_f; k++) {
        const field *f = &d->f[k];
        if (!f->trailing && !f->doc)
            continue;
        fprintf(out, ".TP\n.I %s\n", f->name);
        size_t last = k;
        while (!f->trailing && last + 1 < d->n_f && !d->f[last + 1].trailing &&
               d->f[last + 1].doc == f->doc) {
            last++;
            fprintf(out, ".TQ\n.I %s\n", d->f[last].name);
        }
        put_text(out, f->trailing ? f->trailing : join_blocks(f->doc));
        k = last;
    }
}

/* Kinds of declaration to mark, as bits. */
#define ANY 0xFu
#define CONSTANTS (1u << D_CONST)

/* Marks in `want` the declarations, of the kinds given, whose names a text mentions:
 * crib_x, CRIB_X, and every name that begins with CRIB_X for CRIB_X*. */
static void mark_names(char *want, const char *text, unsigned kinds)
{
    for (const char *s = text; *s; s++) {
        if ((s != text && is_ident(s[-1])) || !(starts(s, "crib_") || starts(s, "CRIB_")))
            continue;
        const char *e = s;
        while (is_ident(*e))
            e++;
        size_t n = (size_t)(e - s);
        for (size_t k = 0; k < n_decls; k++) {
            const char *name = decls[k].name;
            int named = *e == '*' ? strncmp(name, s, n) == 0
                                  : strlen(name) == n && strncmp(name, s, n) == 0;
            if (named && (kinds >> decls[k].kind & 1u))
                want[k] = 1;
        }
        s = e - 1;
    }
}

static void mark_blocks(char *want, const blocks *bs, unsigned kinds)
{
    for (size_t k = 0; k < bs->n; k++)
        mark_names(want, str(&bs->b[k].text), kinds);
}

/* Marks what a declaration uses: for a function, what its comment names and the types of
 * its prototype; for a structure, the constants its comments name and the types of its
 * fields, but only of fields with a doc comment: the fields of the states (crib_play,
 * crib_game, crib_deal, crib_match) have plain comments, for they are read through
 * functions, and a page that takes a crib_deal does not need the crib_game inside it. */
static void mark_decl(char *want, const decl *d)
{
    unsigned named = d->kind == D_FUNC ? ANY : CONSTANTS;
    mark_blocks(want, &d->doc, named);
    if (d->kind == D_FUNC)
        mark_names(want, d->type, ANY);
    for (size_t k = 0; k < d->n_f; k++) {
        if (d->kind == D_FUNC || (d->f[k].doc && !d->f[k].trailing))
            mark_names(want, d->f[k].type, ANY);
        mark_names(want, d->f[k].dims, CONSTANTS);
        if (d->f[k].doc)
            mark_blocks(want, d->f[k].doc, named);
        if (d->f[k].trailing)
            mark_names(want, d->f[k].trailing, named);
    }
}

/* ---- A function's page ---- */

/* How to link, after a synopsis. */
static void put_link(FILE *out)
{
    fputs(".PP\nLink with\n.BR \\-lcrib ,\nor with what\n"
          ".B pkg\\-config \\-\\-cflags \\-\\-libs cribbage\nprints.\n",
          out);
}

/* The synopsis: the prototype with the parameters' names in italics, wrapped after a comma
 * and aligned under the first parameter. */
static void put_synopsis(FILE *out, const decl *d)
{
    heading(out, "SH", "SYNOPSIS");
    fputs(".nf\n.B #include <crib.h>\n.PP\n", out);
    buf lead = {0};
    adds(&lead, d->type);
    adds(&lead, d->name);
    addc(&lead, '(');
    size_t indent = lead.len, col = lead.len;
    buf ln = {0};
    int has_italic = 0;
    addc(&ln, '"');
    adds(&ln, str(&lead));
    for (size_t k = 0; k < d->n_f; k++) {
        const field *f = &d->f[k];
        const char *tail = k + 1 < d->n_f ? "," : ");";
        size_t width =
            strlen(f->type) + (f->name ? strlen(f->name) : 0) + strlen(f->dims) + strlen(tail);
        if (k > 0 && col + 1 + width > PROTO_WIDTH) {
            /* close this line, open the next one aligned under the first parameter */
            addc(&ln, '"');
            fprintf(out, "%s %s\n", has_italic ? ".BI" : ".B", str(&ln));
            ln.len = 0;
            ln.s[0] = '\0';
            has_italic = 0;
            addc(&ln, '"');
            for (size_t s = 0; s < indent; s++)
                addc(&ln, ' ');
            col = indent;
        } else if (k > 0) {
            addc(&ln, ' ');
            col++;
        }
        adds(&ln, f->type);
        if (f->name) {
            adds(&ln, "\" ");
            adds(&ln, f->name);
            adds(&ln, " \"");
            has_italic = 1;
        }
        adds(&ln, f->dims);
        adds(&ln, tail);
        col += width;
    }
    addc(&ln, '"');
    fprintf(out, "%s %s\n", has_italic ? ".BI" : ".B", str(&ln));
    fputs(".fi\n", out);
    put_link(out);
}

/* A mark for each declaration, none set. */
static char *no_marks(void)
{
    char *m = calloc(n_decls ? n_decls : 1, 1);
    if (!m)
        die(0, "out of memory");
    return m;
}

/* What a function's page shows besides the function: the types and constants it names,
 * and what the structures among them name in turn, their fields' structures and the
 * constants their comments mention. */
static char *uses(const decl *d)
{
    char *want = no_marks();
    mark_decl(want, d);
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t k = 0; k < n_decls; k++) {
            if (!want[k] || (decls[k].kind != D_STRUCT && decls[k].kind != D_TYPEDEF))
                continue;
            char *more = no_marks();
            mark_decl(more, &decls[k]);
            for (size_t m = 0; m < n_decls; m++)
                if (more[m] && !want[m] && decls[m].kind != D_FUNC) {
                    want[m] = 1;
                    changed = 1;
                }
            free(more);
        }
    }
    return want;
}

/* The Types and Constants subsections of the description, and the ERRORS section after
 * the return value. */
static void put_uses(FILE *out, const decl *d)
{
    char *want = uses(d), *consts = no_marks(), *errors = no_marks();
    int any_type = 0, any_const = 0, any_error = 0;
    for (size_t k = 0; k < n_decls; k++) {
        const decl *x = &decls[k];
        if (want[k] && (x->kind == D_STRUCT || x->kind == D_TYPEDEF)) {
            if (!any_type)
                heading(out, "SS", "Types");
            any_type = 1;
            put_struct(out, x);
        }
        consts[k] = want[k] && x->kind == D_CONST && !is_status(x);
        errors[k] = want[k] && is_error(x);
        any_const |= consts[k];
        any_error |= errors[k];
    }
    if (any_const) {
        heading(out, "SS", "Constants");
        put_constants(out, consts);
    }
    const block *ret = find_block(&d->doc, B_RETURN);
    if (ret) {
        heading(out, "SH", "RETURN VALUE");
        char *text = xstrdup(str(&ret->text));
        if (text[0] >= 'a' && text[0] <= 'z' && !starts(text, "crib_"))
            text[0] = (char)(text[0] - 'a' + 'A');
        put_text(out, text);
    }
    if (any_error) {
        heading(out, "SH", "ERRORS");
        put_constants(out, errors);
    }
    free(want);
    free(consts);
    free(errors);
}

/* SEE ALSO: libcrib(3), the functions of its section, those it names, those that name it. */
static void put_see_also(FILE *out, const decl *d)
{
    fputs(".SH SEE ALSO\n.BR libcrib (3)", out);
    char *mine = no_marks();
    mark_blocks(mine, &d->doc, ANY);
    for (size_t k = 0; k < n_decls; k++) {
        const decl *x = &decls[k];
        if (x->kind != D_FUNC || x == d)
            continue;
        char *theirs = no_marks();
        mark_blocks(theirs, &x->doc, ANY);
        if (x->section == d->section || mine[k] || theirs[d - decls])
            fprintf(out, ",\n.BR %s (3)", x->name);
        free(theirs);
    }
    fputc('\n', out);
    free(mine);
}

static void put_function_page(FILE *out, const decl *d, const char *version)
{
    put_title(out, d->name, version, "include/crib.h");
    heading(out, "SH", "NAME");
    buf name = {0};
    adds(&name, d->name);
    adds(&name, " \\- ");
    adds(&name, roff_plain(summary(d)));
    put_filled(out, str(&name));
    put_synopsis(out, d);

    heading(out, "SH", "DESCRIPTION");
    put_blocks(out, &d->doc, 1);
    /* The introduction of the function's section, which its comment may lean on ("the
     * shuffle above"). */
    const section *sec = &sections[d->section];
    if (sec->intro.n) {
        heading(out, "SS", roff_plain(sec->title));
        put_blocks(out, &sec->intro, 0);
    }
    put_uses(out, d);

    fputs(".SH NOTES\nThe conventions in\n.BR libcrib (3)\n"
          "hold for this function as for every other: how errors are returned, what\n"
          "becomes of out-parameters on error, how text is written, and thread safety.\n",
          out);
    put_see_also(out, d);
}

/* ---- The overview ---- */

static void put_examples(FILE *out, const char *path)
{
    char *text = read_file(path);
    for (char *s = text; *s;) {
        char *nl = strchr(s, '\n');
        if (nl)
            *nl = '\0';
        if (starts(s, ".TH") || starts(s, ".SH"))
            die(0, "%s is the body of the EXAMPLES section, without headings", path);
        if (!starts(s, ".\\\""))
            fprintf(out, "%s\n", s);
        if (!nl)
            break;
        s = nl + 1;
    }
}

/* One section of the header in libcrib(3): its introduction, its functions one line each,
 * its types and its constants (the error codes aside: they have a section of their own). */
static void put_section(FILE *out, int sec)
{
    heading(out, "SS", roff_plain(sections[sec].title));
    put_blocks(out, &sections[sec].intro, 0);
    const char *label = "Functions:";
    for (size_t k = 0; k < n_decls; k++) {
        const decl *d = &decls[k];
        if (d->section != sec || d->kind != D_FUNC)
            continue;
        if (label) {
            para(out);
            fprintf(out, "%s\n", label);
            label = NULL;
        }
        fprintf(out, ".TP\n.BR %s (3)\n", d->name);
        put_filled(out, roff_plain(summary(d)));
    }
    label = "Types:";
    for (size_t k = 0; k < n_decls; k++) {
        const decl *d = &decls[k];
        if (d->section != sec || (d->kind != D_STRUCT && d->kind != D_TYPEDEF))
            continue;
        if (label) {
            para(out);
            fprintf(out, "%s\n", label);
            label = NULL;
        }
        put_struct(out, d);
    }
    char *want = no_marks();
    int any = 0;
    for (size_t k = 0; k < n_decls; k++) {
        want[k] = decls[k].section == sec && decls[k].kind == D_CONST && !is_status(&decls[k]);
        any |= want[k];
    }
    if (any) {
        para(out);
        fputs("Constants:\n", out);
        put_constants(out, want);
    }
    free(want);
}

static void put_overview(FILE *out, const char *version, const char *examples)
{
    put_title(out, "libcrib", version, "include/crib.h and man/examples.roff");
    const block *brief = find_block(&file_doc, B_BRIEF);
    if (!brief)
        die(1, "the file comment has no @brief");
    const char *what = str(&brief->text);
    if (starts(what, "libcrib: "))
        what += 9;
    char *name = xstrdup(what);
    if (name[strlen(name) - 1] == '.')
        name[strlen(name) - 1] = '\0';
    heading(out, "SH", "NAME");
    fprintf(out, "libcrib \\- %s\n", roff_plain(name));
    fputs(".SH SYNOPSIS\n.nf\n.B #include <crib.h>\n.fi\n", out);
    put_link(out);
    heading(out, "SH", "DESCRIPTION");
    put_blocks(out, &file_doc, 0);
    for (size_t sec = 0; sec < n_sections; sec++)
        put_section(out, (int)sec);

    heading(out, "SH", "ERRORS");
    const decl *strerror_decl = find("crib_strerror");
    if (!strerror_decl)
        die(0, "the header declares no crib_strerror");
    fputs(".TP\n.BR crib_strerror (3)\n", out);
    put_text(out, join_blocks(&strerror_decl->doc));
    char *want = no_marks();
    for (size_t k = 0; k < n_decls; k++)
        want[k] = (char)is_status(&decls[k]);
    put_constants(out, want);
    free(want);

    heading(out, "SH", "THREAD SAFETY");
    int said = 0;
    for (size_t k = 0; k < file_doc.n; k++)
        if (file_doc.b[k].kind == B_ITEM && strstr(str(&file_doc.b[k].text), "thread")) {
            para(out);
            put_text(out, str(&file_doc.b[k].text));
            said = 1;
        }
    if (!said)
        die(1, "no item of the file comment's conventions speaks of threads");

    fputs(".SH EXAMPLES\n", out);
    put_examples(out, examples);
    fputs(".SH SEE ALSO\n.BR crib (1),\nthe page of each function named above, and\n"
          ".I crib.h\nitself.\n",
          out);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: gen_man HEADER EXAMPLES OUTDIR\n");
        return 2;
    }
    header_path = argv[1];
    read_header(argv[1]);
    parse_header();

    const decl *v = find("CRIB_VERSION_STRING");
    if (!v || v->value[0] != '"')
        die(0, "the header has no CRIB_VERSION_STRING \"...\"");
    char *version = xstrndup(v->value + 1, strlen(v->value) - 2);

    buf path = {0};
    for (size_t k = 0; k < n_decls; k++) {
        if (decls[k].kind != D_FUNC)
            continue;
        path.len = 0;
        adds(&path, argv[3]);
        adds(&path, "/man3/");
        adds(&path, decls[k].name);
        adds(&path, ".3");
        FILE *out = fopen(str(&path), "w");
        if (!out)
            die(0, "cannot write %s", str(&path));
        put_function_page(out, &decls[k], version);
        if (fclose(out) != 0)
            die(0, "cannot write %s", str(&path));
    }
    path.len = 0;
    adds(&path, argv[3]);
    adds(&path, "/libcrib.3");
    FILE *out = fopen(str(&path), "w");
    if (!out)
        die(0, "cannot write %s", str(&path));
    put_overview(out, version, argv[2]);
    if (fclose(out) != 0)
        die(0, "cannot write %s", str(&path));
    return 0;
}
