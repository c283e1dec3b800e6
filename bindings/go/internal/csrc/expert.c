/* SPDX-License-Identifier: MIT */
/* src/expert.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/expert.c"
