/* SPDX-License-Identifier: MIT */
/* src/keep_likelihood.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/keep_likelihood.c"
