/* SPDX-License-Identifier: MIT */
/* src/fast.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/fast.c"
