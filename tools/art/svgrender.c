/* svgrender.c — renders SVGs exactly as the game will: through SDL2_image's
 * built-in nanosvg. Designers use it to check art for features nanosvg lacks.
 *   cc -O2 tools/art/svgrender.c -o /tmp/svgrender $(pkg-config --cflags --libs sdl2 SDL2_image)
 *   /tmp/svgrender WIDTH HEIGHT in.svg out.png   (0 0 = the document's own size) */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: svgrender W H in.svg out.png\n");
        return 2;
    }
    int w = atoi(argv[1]), h = atoi(argv[2]);
    SDL_RWops *rw = SDL_RWFromFile(argv[3], "rb");
    if (!rw) { fprintf(stderr, "%s: %s\n", argv[3], SDL_GetError()); return 1; }
    SDL_Surface *s = (w > 0 && h > 0) ? IMG_LoadSizedSVG_RW(rw, w, h) : IMG_LoadSVG_RW(rw);
    SDL_RWclose(rw);
    if (!s) { fprintf(stderr, "%s: %s\n", argv[3], IMG_GetError()); return 1; }
    if (IMG_SavePNG(s, argv[4]) != 0) { fprintf(stderr, "%s: %s\n", argv[4], IMG_GetError()); return 1; }
    SDL_FreeSurface(s);
    return 0;
}
