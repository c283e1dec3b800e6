# SPDX-License-Identifier: MIT
# Cross-compiling libcrib for 64-bit Windows with MinGW-w64 (Debian: gcc-mingw-w64-x86-64,
# and g++-mingw-w64-x86-64 for the C++ test), and running its tests under wine (Debian:
# wine64):
#
#   cmake -S . -B build-mingw -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake
#   cmake --build build-mingw && ctest --test-dir build-mingw
#
# The tests run under CMAKE_CROSSCOMPILING_EMULATOR, wine64 (or wine) when it is found and
# none is given. The programs and the DLL link libgcc and winpthreads statically (see
# CMakeLists.txt): nothing but Windows' own DLLs is needed beside them.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(CRIB_MINGW_TRIPLE x86_64-w64-mingw32 CACHE STRING "The MinGW-w64 tools' prefix")
set(CMAKE_C_COMPILER ${CRIB_MINGW_TRIPLE}-gcc)
set(CMAKE_CXX_COMPILER ${CRIB_MINGW_TRIPLE}-g++)
set(CMAKE_RC_COMPILER ${CRIB_MINGW_TRIPLE}-windres)

# Headers and libraries from the MinGW tree only; programs from the machine building.
set(CMAKE_FIND_ROOT_PATH /usr/${CRIB_MINGW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Debian's wine64 package puts its loader in /usr/lib/wine; the wine package adds wrappers
# on the PATH.
if(NOT CMAKE_CROSSCOMPILING_EMULATOR)
  find_program(CRIB_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
  if(CRIB_WINE)
    set(CMAKE_CROSSCOMPILING_EMULATOR "${CRIB_WINE}")
  endif()
endif()
