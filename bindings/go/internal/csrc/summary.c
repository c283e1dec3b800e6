/* SPDX-License-Identifier: MIT */
/* src/summary.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/summary.c"
