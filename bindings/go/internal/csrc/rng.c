/* SPDX-License-Identifier: MIT */
/* src/rng.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/rng.c"
