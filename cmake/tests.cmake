# SPDX-License-Identifier: MIT
# The tests, for ctest (included by CMakeLists.txt). Each test/test_*.c is a test program
# linked with the static library and the shared helpers (the reference scorers); each fuzz
# target replays its corpus test/corpus/<name>/ without libFuzzer (fuzz/replay.c); crib.h
# is compiled as C++11 and linked with the shared library; and a few checks look at what
# was built: the exports (ELF: test/exports.sh; Windows: the DLL's tables,
# cmake/check-dll.cmake), the crib program itself, and, for a native build and for Windows
# under wine, the installed package moved to another prefix (test/cmake_install.sh).
#
# Every test runs in the repository's root, where it finds test/data and test/corpus; the
# command-line tests find this build's crib and examples through CRIB_TEST_CRIB and
# CRIB_TEST_EXAMPLES (test/cli_run.h), and on Windows, which has no POSIX shell, say SKIP.
# Labels: unit, cli, exhaustive (every hand or crib: the longest), replay, program,
# exports, install; `ctest -LE exhaustive` leaves the longest out. The tests that are not
# found by wildcard, and their labels, are test/list.txt's, the list that make check reads
# too: crib_add_test refuses one that the list does not give ctest.
#
# Cross-compiled tests run under CMAKE_CROSSCOMPILING_EMULATOR. Under wine each gets
# WINEDEBUG=-all and the build's own WINEPREFIX, made once by a set-up test (wine_start),
# and runs through cmake/wine-run.sh (once more when wine did not start it).
enable_testing()

set(crib_test_env
  "CRIB_TEST_CRIB=$<TARGET_FILE:crib_cli>"
  "CRIB_TEST_EXAMPLES=$<TARGET_FILE_DIR:example_score_hand>")
# Under wine: quiet, in a prefix of this build's own, without the offers to install Mono
# and Gecko that a new prefix makes.
set(crib_wine OFF)
if(CMAKE_CROSSCOMPILING AND CMAKE_CROSSCOMPILING_EMULATOR MATCHES "wine")
  set(crib_wine ON)
  set(crib_wine_prefix "${CMAKE_CURRENT_BINARY_DIR}/wine")
  file(MAKE_DIRECTORY "${crib_wine_prefix}")
  list(APPEND crib_test_env "WINEDEBUG=-all" "WINEPREFIX=${crib_wine_prefix}"
    "WINEDLLOVERRIDES=mscoree,mshtml=")
  list(GET CMAKE_CROSSCOMPILING_EMULATOR 0 crib_wine_loader)
  get_filename_component(crib_wine_dir "${crib_wine_loader}" DIRECTORY)
  find_program(CRIB_WINESERVER NAMES wineserver64 wineserver HINTS "${crib_wine_dir}"
    PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
  if(NOT CRIB_WINESERVER)
    message(FATAL_ERROR "wineserver not found beside ${crib_wine_loader}")
  endif()
endif()

# test/list.txt: each test ctest runs with its label (crib_listed_<name>), by name, a
# script's named after its file.
file(STRINGS "${PROJECT_SOURCE_DIR}/test/list.txt" crib_list_lines REGEX "^[a-z]")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  "${PROJECT_SOURCE_DIR}/test/list.txt")
set(crib_listed "")
foreach(line IN LISTS crib_list_lines)
  if(NOT line MATCHES "^([^ ]+) +([^ ]+) +([^ ]+)$")
    message(FATAL_ERROR "test/list.txt: not a test, make's column and ctest's: ${line}")
  endif()
  get_filename_component(name "${CMAKE_MATCH_1}" NAME_WE)
  if(NOT CMAKE_MATCH_3 STREQUAL "-")
    set(crib_listed_${name} "${CMAKE_MATCH_3}")
    list(APPEND crib_listed ${name})
  endif()
endforeach()

# crib_add_test(NAME COMMAND... [LABELS ...]): a test run from the repository's root. The
# tests found by wildcard give their labels; the others have test/list.txt's.
function(crib_add_test name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "COMMAND;LABELS")
  if(NOT arg_LABELS)
    if(NOT DEFINED crib_listed_${name})
      message(FATAL_ERROR "ctest's test ${name} has no label in test/list.txt")
    endif()
    set(arg_LABELS "${crib_listed_${name}}")
  endif()
  set_property(GLOBAL APPEND PROPERTY crib_tests ${name})
  # Under wine a program of this build runs through cmake/wine-run.sh, which starts it
  # again when wine failed to start it (it ended at once having printed nothing).
  set(command ${arg_COMMAND})
  list(GET command 0 program)
  if(crib_wine AND TARGET "${program}")
    list(REMOVE_AT command 0)
    set(command sh "${PROJECT_SOURCE_DIR}/cmake/wine-run.sh" ${CMAKE_CROSSCOMPILING_EMULATOR}
      "$<TARGET_FILE:${program}>" ${command})
  endif()
  add_test(NAME ${name} COMMAND ${command} WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}")
  set_tests_properties(${name} PROPERTIES ENVIRONMENT "${crib_test_env}" LABELS "${arg_LABELS}")
  if(crib_wine AND NOT name MATCHES "^wine_(start|stop)$")
    set_tests_properties(${name} PROPERTIES FIXTURES_REQUIRED wine)
  endif()
endfunction()

# ---- Under wine, first the prefix and a wineserver for every test, last its end ----
if(crib_wine)
  foreach(action start stop)
    crib_add_test(wine_${action}
      COMMAND "${CMAKE_COMMAND}" "-DWINE=${crib_wine_loader}" "-DWINESERVER=${CRIB_WINESERVER}"
      -DACTION=${action} -P "${PROJECT_SOURCE_DIR}/cmake/wine.cmake")
  endforeach()
  set_tests_properties(wine_start PROPERTIES FIXTURES_SETUP wine)
  set_tests_properties(wine_stop PROPERTIES FIXTURES_CLEANUP wine)
endif()

# ---- The program ----
crib_add_test(crib_version COMMAND crib_cli --version)
set_tests_properties(crib_version PROPERTIES
  PASS_REGULAR_EXPRESSION "crib \\(libcrib\\) ${PROJECT_VERSION}")
crib_add_test(crib_score COMMAND crib_cli score 5h 5d 5c Js 5s)
set_tests_properties(crib_score PROPERTIES PASS_REGULAR_EXPRESSION "total 29")
if(WIN32)
  crib_add_test(crib_arena_exec_refused COMMAND crib_cli arena easy exec:true --games 2)
  set_tests_properties(crib_arena_exec_refused PROPERTIES
    PASS_REGULAR_EXPRESSION "exec:COMMAND is not supported on Windows")
endif()

# ---- The test programs ----
file(GLOB crib_test_sources CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/test/test_*.c")
file(GLOB crib_test_helper_sources CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/test/*.c")
list(REMOVE_ITEM crib_test_helper_sources ${crib_test_sources})
add_library(crib_test_helpers STATIC ${crib_test_helper_sources})
target_link_libraries(crib_test_helpers PUBLIC crib_static Threads::Threads ${crib_libm})
crib_flags(crib_test_helpers)
set_target_properties(crib_test_helpers PROPERTIES
  ARCHIVE_OUTPUT_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/test")

set(crib_exhaustive_tests test_exhaustive_hand test_exhaustive_crib test_exhaustive_three
  test_fast)
foreach(source IN LISTS crib_test_sources)
  get_filename_component(name "${source}" NAME_WE)
  add_executable(${name} "${source}")
  target_link_libraries(${name} PRIVATE crib_test_helpers)
  crib_flags(${name})
  set_target_properties(${name} PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/test")
  if(name IN_LIST crib_exhaustive_tests)
    set(labels exhaustive)
  elseif(name MATCHES "^test_cli")
    set(labels cli)
  else()
    set(labels unit)
  endif()
  crib_add_test(${name} COMMAND ${name} LABELS ${labels})
endforeach()
# test_cli_exec drives crib arena's outside-program code, its protocol and its JSON writer in
# its own process, with those files of the crib program and the library's reader as crib_cli
# compiles it (crib_cli_shared_sources).
target_sources(test_cli_exec PRIVATE "${PROJECT_SOURCE_DIR}/cli/arena_exec.c"
  "${PROJECT_SOURCE_DIR}/cli/arena_group.c" "${PROJECT_SOURCE_DIR}/cli/arena_proto.c"
  "${PROJECT_SOURCE_DIR}/cli/json.c" "${PROJECT_SOURCE_DIR}/cli/messages.c"
  ${crib_cli_shared_sources})
# The library's headers and the crib program's words (src/gen/names.h), as crib_cli has them.
target_include_directories(test_cli_exec PRIVATE "${PROJECT_SOURCE_DIR}/src"
  "${PROJECT_SOURCE_DIR}/src/gen")

# ---- The fuzz targets' corpus replays ----
file(GLOB crib_fuzz_sources CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/fuzz/fuzz_*.c")
foreach(source IN LISTS crib_fuzz_sources)
  get_filename_component(name "${source}" NAME_WE)
  string(REGEX REPLACE "^fuzz_" "" corpus "${name}")
  add_executable(replay_${name} "${PROJECT_SOURCE_DIR}/fuzz/replay.c" "${source}")
  target_include_directories(replay_${name} PRIVATE "${PROJECT_SOURCE_DIR}/test")
  target_compile_definitions(replay_${name} PRIVATE
    "REPLAY_TARGET=\"${name}\"" "REPLAY_CORPUS=\"test/corpus/${corpus}\"")
  target_link_libraries(replay_${name} PRIVATE crib_test_helpers)
  crib_flags(replay_${name})
  set_target_properties(replay_${name} PROPERTIES
    OUTPUT_NAME "${name}"
    RUNTIME_OUTPUT_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/replay")
  crib_add_test(replay_${name} COMMAND replay_${name} LABELS replay)
endforeach()

# ---- crib.h from C++11, every warning an error, against the shared library ----
include(CheckLanguage)
check_language(CXX)
if(CMAKE_CXX_COMPILER)
  enable_language(CXX)
  add_executable(test_cxx "${PROJECT_SOURCE_DIR}/test/test_cxx.cpp")
  target_include_directories(test_cxx PRIVATE "${PROJECT_SOURCE_DIR}/test")
  target_link_libraries(test_cxx PRIVATE crib)
  set_target_properties(test_cxx PROPERTIES
    CXX_STANDARD 11
    CXX_STANDARD_REQUIRED ON
    CXX_EXTENSIONS OFF)
  if(CMAKE_CXX_COMPILER_ID MATCHES "^(GNU|Clang|AppleClang)$")
    target_compile_options(test_cxx PRIVATE -Wall -Wextra -Werror -pedantic)
  endif()
  if(MINGW)
    target_link_options(test_cxx PRIVATE -static)
  endif()
  # In bin/ beside the DLL, where Windows finds it.
  crib_add_test(test_cxx COMMAND test_cxx)
else()
  message(STATUS "No C++ compiler: crib.h from C++ is not tested")
endif()

# ---- What was built ----
if(WIN32)
  # The DLL's export table against src/exports.txt, and what the DLL, crib.exe and the C++
  # test import: Windows' own DLLs and libcrib.dll, no MinGW runtime (cmake/check-dll.cmake).
  if(CMAKE_OBJDUMP)
    set(crib_programs "$<TARGET_FILE:crib_cli>")
    if(TARGET test_cxx)
      string(APPEND crib_programs "|$<TARGET_FILE:test_cxx>")
    endif()
    crib_add_test(dll_exports_imports COMMAND "${CMAKE_COMMAND}"
      "-DOBJDUMP=${CMAKE_OBJDUMP}" "-DEXPORTS=${PROJECT_SOURCE_DIR}/src/exports.txt"
      "-DDLL=$<TARGET_FILE:crib>" "-DPROGRAMS=${crib_programs}"
      -P "${PROJECT_SOURCE_DIR}/cmake/check-dll.cmake")
  endif()
elseif(NOT APPLE AND NOT CMAKE_CROSSCOMPILING)
  find_program(CRIB_SH sh)
  find_program(CRIB_NM nm)
  if(CRIB_SH AND CRIB_NM)
    crib_add_test(exports COMMAND "${CRIB_SH}" test/exports.sh
      "$<TARGET_FILE:crib>")
  endif()
endif()
# The installed package, moved to another prefix: for a native build, and for Windows
# cross-compiled with the toolchain file and run under wine.
if(NOT CMAKE_CROSSCOMPILING AND NOT WIN32)
  find_program(CRIB_SH sh)
  if(CRIB_SH)
    crib_add_test(cmake_install COMMAND "${CRIB_SH}" test/cmake_install.sh
      "${CMAKE_COMMAND}" "${CMAKE_CURRENT_BINARY_DIR}" "${CMAKE_C_COMPILER}")
  endif()
elseif(crib_wine AND CMAKE_TOOLCHAIN_FILE)
  find_program(CRIB_SH sh NO_CMAKE_FIND_ROOT_PATH)
  if(CRIB_SH)
    crib_add_test(cmake_install COMMAND "${CRIB_SH}" test/cmake_install.sh
      "${CMAKE_COMMAND}" "${CMAKE_CURRENT_BINARY_DIR}" "${CMAKE_C_COMPILER}"
      "${CMAKE_TOOLCHAIN_FILE}" "sh cmake/wine-run.sh ${crib_wine_loader}")
  endif()
endif()

# What test/list.txt gives ctest that this build does not run (another platform's test, or
# one that cannot run here), said once at configure time.
get_property(crib_tests GLOBAL PROPERTY crib_tests)
set(crib_not_here ${crib_listed})
list(REMOVE_ITEM crib_not_here ${crib_tests})
if(crib_not_here)
  list(JOIN crib_not_here ", " crib_not_here)
  message(STATUS "test/list.txt's tests that ctest does not run in this build: ${crib_not_here}")
endif()
