/* SPDX-License-Identifier: MIT */
/* src/peg_estimate.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/peg_estimate.c"
