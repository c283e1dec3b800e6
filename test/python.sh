#!/bin/sh
# SPDX-License-Identifier: MIT
# The Python binding's tests, against lib/libcrib.so.1 as built: bindings/python/
# test_libcrib.py, which prints their TAP and closing line. Skips, passing, where there is
# no python3 (CI installs it, so there they always run).
. "$(dirname "$0")/tap.sh"
command -v python3 >/dev/null 2>&1 ||
    skip_all "python3 not found, the Python binding is not tested"
PYTHONDONTWRITEBYTECODE=1 python3 "$(dirname "$0")/../bindings/python/test_libcrib.py"
