/* SPDX-License-Identifier: MIT */
/* src/opponent.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/opponent.c"
