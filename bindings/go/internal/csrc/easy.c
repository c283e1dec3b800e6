/* SPDX-License-Identifier: MIT */
/* src/easy.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/easy.c"
