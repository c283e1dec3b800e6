/* SPDX-License-Identifier: MIT */
/* src/expert_multi.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/expert_multi.c"
