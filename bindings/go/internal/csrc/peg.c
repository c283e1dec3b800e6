/* SPDX-License-Identifier: MIT */
/* src/peg.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/peg.c"
