// SPDX-License-Identifier: MIT

// Package csrc compiles the C library libcrib into the Go binding from the repository's
// own sources: each .c file here includes one of ../../../../src/*.c (the same files
// the Makefile builds into lib/libcrib.a), so that `go build` and `go test` need no
// `make` first and no installed library. The package libcrib imports this one for its
// objects and declares the functions itself from include/crib.h.
//
// One file here for each src/*.c, named alike: test/go.sh fails when the lists differ.
//
// Go's build cache does not see files outside a package's folder: after a change to
// src/ or include/, `go clean -cache` (or a CGO_CFLAGS that changes with the sources, as
// test/go.sh sets) makes Go compile them again.
package csrc

// #cgo CFLAGS: -std=c99 -I${SRCDIR}/../../../../include
// #cgo LDFLAGS: -lm
import "C"
