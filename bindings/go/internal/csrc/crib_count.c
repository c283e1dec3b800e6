/* SPDX-License-Identifier: MIT */
/* src/crib_count.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/crib_count.c"
