/* SPDX-License-Identifier: MIT */
/* src/discard.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/discard.c"
