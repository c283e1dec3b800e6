/* SPDX-License-Identifier: MIT */
/* The scratch area of the wasm32 build: libcrib allocates nothing, so libcrib.mjs passes
 * cards, texts and structures through this one buffer in the module's memory. One buffer
 * is enough because JavaScript calls into an instance from one thread, one call at a
 * time. The library itself, as always, keeps no state. */
#include <stddef.h>
#include <stdint.h>

/* The longest text libcrib.mjs passes in: 64 KiB, not counting its NUL. */
#define TEXT_MAX 65536
/* Room for the longest text and its NUL, and 8 KiB besides for what the same call holds
 * beside it (a deal's state and its play's, under 1 KiB) and for the largest results of a
 * call that passes no text (the discard table's 169 entries, under 4 KiB). libcrib.mjs
 * frees each text once it is parsed, so texts never pile up. */
#define SCRATCH_SIZE (TEXT_MAX + 1 + 8192)

/* The uint64_t member aligns the buffer for the structures placed at its start. */
static union {
    uint64_t align;
    unsigned char bytes[SCRATCH_SIZE];
} scratch;

unsigned char *crib_wasm_scratch(void);
size_t crib_wasm_scratch_size(void);
size_t crib_wasm_text_max(void);

/** The address of the scratch area in the module's memory. */
unsigned char *crib_wasm_scratch(void)
{
    return scratch.bytes;
}

/** Its size in bytes. */
size_t crib_wasm_scratch_size(void)
{
    return sizeof scratch.bytes;
}

/** The longest text, in bytes of UTF-8 without the NUL, that libcrib.mjs passes in. */
size_t crib_wasm_text_max(void)
{
    return TEXT_MAX;
}
