/* SPDX-License-Identifier: MIT */
/* src/multi.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/multi.c"
