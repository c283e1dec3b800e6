/* SPDX-License-Identifier: MIT */
/* src/arena.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/arena.c"
