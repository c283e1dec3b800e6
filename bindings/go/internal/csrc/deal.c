/* SPDX-License-Identifier: MIT */
/* src/deal.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/deal.c"
