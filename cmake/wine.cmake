# SPDX-License-Identifier: MIT
# ctest's set-up and clean-up under wine (cmake -DWINE=... -DWINESERVER=... -DACTION=start
# or stop -P cmake/wine.cmake), in the tests' WINEPREFIX:
# - start: a wineserver that waits a minute after its last program (else each test would
#   start one, a second or more each), and the prefix made (wineboot) before any test
#   runs. Both go into the background with none of ctest's streams, or ctest would wait
#   for them to end; a server that runs already (an earlier run's) is no failure.
# - stop: the server and what it still runs, after the last test.
set(quiet INPUT_FILE /dev/null OUTPUT_FILE /dev/null ERROR_FILE /dev/null)
if(ACTION STREQUAL "start")
  execute_process(COMMAND "${WINESERVER}" -p60 ${quiet})
  execute_process(COMMAND "${WINE}" wineboot --init RESULT_VARIABLE rc ${quiet})
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "wineboot --init: ${rc}")
  endif()
  message("the wine prefix is ready: $ENV{WINEPREFIX}")
else()
  execute_process(COMMAND "${WINESERVER}" -k ${quiet})
endif()
