/* SPDX-License-Identifier: MIT */
/* src/version.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/version.c"
