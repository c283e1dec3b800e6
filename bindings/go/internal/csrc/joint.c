/* SPDX-License-Identifier: MIT */
/* src/joint.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/joint.c"
