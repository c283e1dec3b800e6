/* SPDX-License-Identifier: MIT */
/* src/record_play.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/record_play.c"
