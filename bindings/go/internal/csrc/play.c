/* SPDX-License-Identifier: MIT */
/* src/play.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/play.c"
