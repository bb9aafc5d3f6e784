# Writes stub shared libraries for the link of dtc's executables: each has
# the SONAME of a library the executables need (libstdc++, OpenBLAS) but
# only the symbols the runtime uses (its archives' undefined symbols, and
# every cblas_* and openblas_* function for compiled code), made with
# llvm-ifs. lld reads a stub in ~0.1 ms where it took ~3 ms to read the
# real library's symbol table; the executable still loads the real
# library (the same DT_NEEDED). Symbol versions are not kept: the
# executable's references then bind to each symbol's default version.
#
#   cmake -DNM=llvm-nm -DIFS=llvm-ifs -DARCHIVES="a.a;b.a"
#         -DLIBS="stdc++=/path/libstdc++.so;openblas=/path/libopenblas.so"
#         -DOUT=dir -P LinkStubs.cmake
execute_process(COMMAND ${NM} -u -j ${ARCHIVES}
  OUTPUT_VARIABLE undefined RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "LinkStubs: ${NM} failed: ${err}")
endif()
string(REPLACE "\n" ";" undefined "${undefined}")
set(wanted "")
foreach(name IN LISTS undefined)
  if(name AND NOT name MATCHES ":$")
    set("want_${name}" TRUE)
  endif()
endforeach()
file(MAKE_DIRECTORY "${OUT}")
foreach(entry IN LISTS LIBS)
  string(REPLACE "=" ";" pair "${entry}")
  list(GET pair 0 name)
  list(GET pair 1 path)
  execute_process(COMMAND ${IFS} --input-format=ELF --output-ifs=- "${path}"
    OUTPUT_VARIABLE text RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "LinkStubs: ${IFS} cannot read ${path}: ${err}")
  endif()
  string(REPLACE ";" "\\;" text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  set(kept "")
  set(count 0)
  foreach(line IN LISTS lines)
    if(line MATCHES "^  - { Name: *'?([^,']+)'?,")
      set(symbol "${CMAKE_MATCH_1}")
      if(NOT want_${symbol} AND NOT symbol MATCHES "^(cblas|openblas)_")
        continue()
      endif()
      math(EXPR count "${count} + 1")
    endif()
    string(APPEND kept "${line}\n")
  endforeach()
  if(count EQUAL 0)
    message(FATAL_ERROR "LinkStubs: no symbol of ${path} is used")
  endif()
  file(WRITE "${OUT}/${name}.ifs" "${kept}")
  execute_process(COMMAND ${IFS} --input-format=IFS
    "--output-elf=${OUT}/lib${name}.so" "${OUT}/${name}.ifs"
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "LinkStubs: ${IFS} cannot write lib${name}.so: ${err}")
  endif()
endforeach()
