#!/bin/sh
# SPDX-License-Identifier: MIT
# The chance to win from a view (crib_view_win_chance()) against play-outs of the same view,
# the longer sweep of what make check tests on one view of each stage: VIEWS views (default
# 8) of the discard, the play and the show from games of the expert bot against the strong
# one near the end, PLAYOUTS play-outs (default 2000) of each, the hidden cards drawn as the
# call weighs them and the deal played on by the expert bot and the opponent's bot, the
# game by the strong bots (test/test_view_chance.c). Prints a line a view (the call's chance,
# the play-outs' share, the standard error and z) and the worst |z|. Minutes on one core
# (run make first).
#   tools/check_view_chance.sh [VIEWS] [PLAYOUTS]
views=${1:-8}
playouts=${2:-2000}
make -s build/test/test_view_chance || exit 1
build/test/test_view_chance "$views" "$playouts" | grep '^#'
