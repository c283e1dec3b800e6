/* SPDX-License-Identifier: MIT */
/* src/tally.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/tally.c"
