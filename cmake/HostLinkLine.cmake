# The host's link line for a C++ executable, as the system C++ compiler
# driver would pass it to its linker (start files, library paths, the C++
# and C libraries, the dynamic linker), captured once at configure time so
# that `dtc compile` can link executables in process with lld and produce
# what `c++ obj.o -o exe` would.
#
# Writes ${out}: a C array body of string literals, with "@DTC_INPUTS@"
# where the objects and libraries of the program go.
function(dtc_capture_host_link_line out)
  execute_process(
    COMMAND ${CMAKE_CXX_COMPILER} "-###" DTC_INPUT.o -o DTC_OUTPUT
    ERROR_VARIABLE trace OUTPUT_QUIET RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "dtc: `${CMAKE_CXX_COMPILER} -###` failed: ${trace}")
  endif()
  string(REPLACE "\n" ";" lines "${trace}")
  set(command "")
  foreach(line IN LISTS lines)
    if(line MATCHES "(collect2|/ld|ld\\.[a-z]+) .*DTC_INPUT\\.o")
      set(command "${line}")
    endif()
  endforeach()
  if(command STREQUAL "")
    message(FATAL_ERROR "dtc: no linker command in `${CMAKE_CXX_COMPILER} -###`:\n${trace}")
  endif()
  separate_arguments(args UNIX_COMMAND "${command}")
  list(POP_FRONT args) # the linker itself
  set(body "")
  set(skip FALSE)
  foreach(arg IN LISTS args)
    if(skip)
      set(skip FALSE)
      continue()
    endif()
    # The LTO plugin is GNU ld's; the output is dtc's to choose.
    if(arg STREQUAL "-plugin" OR arg STREQUAL "-o")
      set(skip TRUE)
      continue()
    endif()
    if(arg MATCHES "^-plugin-opt=")
      continue()
    endif()
    if(arg STREQUAL "DTC_INPUT.o")
      set(arg "@DTC_INPUTS@")
    endif()
    string(APPEND body "  \"${arg}\",\n")
  endforeach()
  file(WRITE "${out}.tmp" "${body}")
  configure_file("${out}.tmp" "${out}" COPYONLY)
  file(REMOVE "${out}.tmp")
endfunction()
