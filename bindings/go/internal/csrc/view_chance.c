/* SPDX-License-Identifier: MIT */
/* src/view_chance.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/view_chance.c"
