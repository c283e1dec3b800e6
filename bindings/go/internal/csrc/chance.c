/* SPDX-License-Identifier: MIT */
/* src/chance.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/chance.c"
