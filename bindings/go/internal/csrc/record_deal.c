/* SPDX-License-Identifier: MIT */
/* src/record_deal.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/record_deal.c"
