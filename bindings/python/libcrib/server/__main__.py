# SPDX-License-Identifier: MIT
"""python3 -m libcrib.server: the cribbage server (docs/server.md)."""
from . import main

main()
