/* SPDX-License-Identifier: MIT */
/* src/text.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/text.c"
