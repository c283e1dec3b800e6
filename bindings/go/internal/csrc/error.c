/* SPDX-License-Identifier: MIT */
/* src/error.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/error.c"
