/* SPDX-License-Identifier: MIT */
/* src/game.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/game.c"
