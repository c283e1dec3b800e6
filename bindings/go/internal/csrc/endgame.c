/* SPDX-License-Identifier: MIT */
/* src/endgame.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/endgame.c"
