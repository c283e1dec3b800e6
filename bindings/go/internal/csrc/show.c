/* SPDX-License-Identifier: MIT */
/* src/show.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/show.c"
