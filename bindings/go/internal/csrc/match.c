/* SPDX-License-Identifier: MIT */
/* src/match.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/match.c"
