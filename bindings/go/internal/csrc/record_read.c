/* SPDX-License-Identifier: MIT */
/* src/record_read.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/record_read.c"
