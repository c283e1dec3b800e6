/* SPDX-License-Identifier: MIT */
/* src/record.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/record.c"
