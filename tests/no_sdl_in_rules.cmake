# Fails if a folder's sources match a pattern they must not: SDL in the rules,
# core or AI (those libraries must build and test with no display); an SDL
# renderer or texture, the UI or a game's rules in src/face (it draws with
# cairo for the table and print alike; SDL2_image only decodes pictures).
function(forbid dirs pattern why)
  foreach(dir ${dirs})
    file(GLOB_RECURSE files "${ROOT}/${dir}/*.c" "${ROOT}/${dir}/*.h")
    foreach(f ${files})
      file(STRINGS "${f}" hits REGEX "${pattern}")
      if(hits)
        message(FATAL_ERROR "${f} ${why}: ${hits}")
      endif()
    endforeach()
  endforeach()
  message(STATUS "${dirs}: none that ${why}")
endfunction()
forbid("src/core;src/games;src/ai" "SDL" "mentions SDL")
forbid("src/face" "SDL_Renderer|SDL_Texture|SDL_CreateRenderer|games/|ui/" "uses a renderer, the UI or a game's rules")
forbid("src/net" "SDL|games/" "mentions SDL or a game's rules (it drives games through GameModule)")
# Printing draws faces with src/face and never reaches into the table; the
# command line reaches the table only through its public header ui/ui.h.
forbid("src/print" "#include \"(\\.\\./)?ui/" "includes a table (src/ui) header")
forbid("src/cli" "#include \"(\\.\\./)?ui/([^u]|u[^i]|ui[^.]|ui\\.[^h]|ui\\.h[^\"])" "includes a table header other than ui/ui.h")
