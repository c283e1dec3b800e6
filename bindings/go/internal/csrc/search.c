/* SPDX-License-Identifier: MIT */
/* src/search.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/search.c"
