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
# The face layer draws with cairo for the table and print alike: no SDL
# renderer or texture (SDL2_image only decodes pictures), and no game's rules.
file(GLOB_RECURSE files "${ROOT}/src/face/*.c" "${ROOT}/src/face/*.h")
foreach(f ${files})
  file(STRINGS "${f}" hits REGEX "SDL_Renderer|SDL_Texture|SDL_CreateRenderer|games/|ui/")
  if(hits)
    message(FATAL_ERROR "${f} uses a renderer, the UI or a game's rules: ${hits}")
  endif()
endforeach()
message(STATUS "src/face: no SDL renderer, no UI, no game rules")
