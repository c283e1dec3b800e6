/* SPDX-License-Identifier: MIT */
/* src/card.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/card.c"
