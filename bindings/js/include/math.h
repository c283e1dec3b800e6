/* SPDX-License-Identifier: MIT */
/* The part of <math.h> that libcrib calls, for the wasm32 build, which has no libc:
 * wasm_libc.c defines it. */
#ifndef CRIB_WASM_MATH_H
#define CRIB_WASM_MATH_H

double sqrt(double x);

#endif
