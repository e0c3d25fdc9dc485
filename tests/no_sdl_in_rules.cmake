# Fails if SDL is mentioned in the rules, core or AI sources: those libraries
# must build and test with no display.
foreach(dir src/core src/games src/ai)
  file(GLOB_RECURSE files "${ROOT}/${dir}/*.c" "${ROOT}/${dir}/*.h")
  foreach(f ${files})
    file(STRINGS "${f}" hits REGEX "SDL")
    if(hits)
      message(FATAL_ERROR "${f} mentions SDL: ${hits}")
    endif()
  endforeach()
endforeach()
message(STATUS "no SDL in src/core, src/games, src/ai")
