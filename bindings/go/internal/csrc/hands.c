/* SPDX-License-Identifier: MIT */
/* src/hands.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/hands.c"
