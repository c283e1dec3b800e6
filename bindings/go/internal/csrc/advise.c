/* SPDX-License-Identifier: MIT */
/* src/advise.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/advise.c"
