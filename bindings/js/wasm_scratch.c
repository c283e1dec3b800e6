/* SPDX-License-Identifier: MIT */
/* The scratch area of the wasm32 build: libcrib allocates nothing, so libcrib.mjs passes
 * cards, texts and structures through this one buffer in the module's memory. One buffer
 * is enough because JavaScript calls into an instance from one thread, one call at a
 * time. The library itself, as always, keeps no state. */
#include <stddef.h>
#include <stdint.h>

#define SCRATCH_SIZE 65536

/* The uint64_t member aligns the buffer for the structures placed at its start. */
static union {
    uint64_t align;
    unsigned char bytes[SCRATCH_SIZE];
} scratch;

unsigned char *crib_wasm_scratch(void);
size_t crib_wasm_scratch_size(void);

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
