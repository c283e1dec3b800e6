/* SPDX-License-Identifier: MIT */
/* src/history.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/history.c"
