/* ui.h — entry points of the SDL2 table (src/ui). */
#ifndef CT_UI_H
#define CT_UI_H

/* Opens the window and runs until the player quits. argv may carry
 * --windowed/--fullscreen/--size WxH/--game ID (go straight to its setup). */
int ui_main(int argc, char **argv);
/* `crowntable bench ui`: prints redraw, idle-CPU, first-frame and memory figures. */
int ui_bench(int argc, char **argv);

#endif
