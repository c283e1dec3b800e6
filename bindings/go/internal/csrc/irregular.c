/* SPDX-License-Identifier: MIT */
/* src/irregular.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/irregular.c"
