/* SPDX-License-Identifier: MIT */
/* src/bot.c, compiled into the Go package by cgo (see csrc.go). */
#include "../../../../src/bot.c"
