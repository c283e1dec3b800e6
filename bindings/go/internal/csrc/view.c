/* SPDX-License-Identifier: MIT */
/* src/view.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/view.c"
