/* SPDX-License-Identifier: MIT */
/* src/hand_search.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/hand_search.c"
