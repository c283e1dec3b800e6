# SPDX-License-Identifier: MIT
# ctest's check of the Windows build (cmake -P, with objdump -p's tables): libcrib.dll
# exports exactly the functions of src/exports.txt, and the DLL and the programs import
# only Windows' own DLLs (and the programs libcrib.dll): no MinGW runtime such as
# libgcc_s_seh-1.dll, libwinpthread-1.dll or libstdc++-6.dll, which would have to be
# shipped beside them.
#   cmake -DOBJDUMP=... -DDLL=libcrib.dll -DEXPORTS=src/exports.txt
#         -DPROGRAMS="crib.exe|test_cxx.exe" -P cmake/check-dll.cmake
set(windows_dlls "^(kernel32|msvcrt|ucrtbase|user32|advapi32|ws2_32|api-ms-win-.*)\\.dll$")
set(failed 0)

# The names of the DLLs that FILE imports, lower-cased.
function(imports_of file out)
  execute_process(COMMAND "${OBJDUMP}" -p "${file}" OUTPUT_VARIABLE table RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${OBJDUMP} -p ${file} failed")
  endif()
  string(REGEX MATCHALL "DLL Name: [^\r\n]+" lines "${table}")
  set(names "")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^DLL Name: " "" name "${line}")
    string(TOLOWER "${name}" name)
    list(APPEND names "${name}")
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# Exports: objdump's "[Ordinal/Name Pointer] Table" lists each name as "[   n] name".
execute_process(COMMAND "${OBJDUMP}" -p "${DLL}" OUTPUT_VARIABLE table RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${OBJDUMP} -p ${DLL} failed")
endif()
string(REGEX MATCHALL "\n\t\\[ *[0-9]+\\] [A-Za-z_0-9]+" lines "${table}")
set(exported "")
foreach(line IN LISTS lines)
  string(REGEX REPLACE "^\n\t\\[ *[0-9]+\\] " "" name "${line}")
  list(APPEND exported "${name}")
endforeach()
file(STRINGS "${EXPORTS}" listed)
list(SORT exported)
list(SORT listed)
list(LENGTH exported n_exported)
if(exported STREQUAL listed)
  message("ok 1 - ${DLL} exports exactly the ${n_exported} functions of src/exports.txt")
else()
  set(missing ${listed})
  list(REMOVE_ITEM missing ${exported})
  set(extra ${exported})
  list(REMOVE_ITEM extra ${listed})
  message("not ok 1 - ${DLL} exports exactly the functions of src/exports.txt\n"
          "#   not exported: ${missing}\n#   exported, not listed: ${extra}")
  math(EXPR failed "${failed} + 1")
endif()

set(n 1)
string(REPLACE "|" ";" programs "${PROGRAMS}")
foreach(file IN ITEMS "${DLL}" ${programs})
  math(EXPR n "${n} + 1")
  imports_of("${file}" names)
  set(foreign "")
  foreach(name IN LISTS names)
    if(NOT name MATCHES "${windows_dlls}" AND NOT (name STREQUAL "libcrib.dll" AND
                                                   NOT file STREQUAL DLL))
      list(APPEND foreign "${name}")
    endif()
  endforeach()
  string(REPLACE ";" ", " names "${names}")
  if(foreign)
    message("not ok ${n} - ${file} imports only Windows' own DLLs\n#   it imports ${names}")
    math(EXPR failed "${failed} + 1")
  else()
    message("ok ${n} - ${file} imports only Windows' own DLLs: ${names}")
  endif()
endforeach()
math(EXPR passed "${n} - ${failed}")
message("1..${n}\n${passed} passed, ${failed} failed")
if(failed)
  message(FATAL_ERROR "the DLL's exports or imports are not as they should be")
endif()
