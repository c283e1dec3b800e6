/* SPDX-License-Identifier: MIT */
/* src/variant.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/variant.c"
