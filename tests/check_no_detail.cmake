# Public API only outside the runtime: no file outside include/ and src/ names hb::detail,
# and no tool or benchmark names the C detail symbols (hb_detail_*). The unit tests may read
# hb_detail_tls (white-box tests of the poll budget), nothing else may.
# Usage: cmake -DROOT=<source dir> -P check_no_detail.cmake
file(GLOB_RECURSE files RELATIVE ${ROOT}
     ${ROOT}/tools/*.c ${ROOT}/tools/*.cpp ${ROOT}/tools/*.h ${ROOT}/tools/*.hpp ${ROOT}/tools/*.in
     ${ROOT}/bench/*.c ${ROOT}/bench/*.cpp ${ROOT}/bench/*.h ${ROOT}/bench/*.hpp
     ${ROOT}/tests/*.c ${ROOT}/tests/*.cpp ${ROOT}/tests/*.h ${ROOT}/tests/*.hpp
     ${ROOT}/cmake/*.c ${ROOT}/cmake/*.cpp)
set(bad "")
foreach(f IN LISTS files)
  file(STRINGS ${ROOT}/${f} hits REGEX "hb::detail")
  if(NOT f MATCHES "^tests/")
    file(STRINGS ${ROOT}/${f} chits REGEX "hb_detail_")
    list(APPEND hits ${chits})
  endif()
  foreach(h IN LISTS hits)
    string(APPEND bad "  ${f}: ${h}\n")
  endforeach()
endforeach()
list(LENGTH files n)
if(bad)
  message(FATAL_ERROR "runtime internals named outside include/ and src/ (use the public API):\n${bad}")
endif()
message(STATUS "no hb::detail outside include/ and src/ (${n} files checked)")
