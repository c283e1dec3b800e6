/* SPDX-License-Identifier: MIT */
/* src/strong.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/strong.c"
