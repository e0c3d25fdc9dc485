/* ui.h — entry points of the SDL2 table (src/ui). */
#ifndef CT_UI_H
#define CT_UI_H

/* Opens the window and runs until the player quits. argv may carry
 * --windowed/--fullscreen/--size WxH/--game ID (go straight to its setup). */
int ui_main(int argc, char **argv);
/* `crowntable bench ui`: prints redraw, idle-CPU, first-frame and memory figures. */
int ui_bench(int argc, char **argv);
/* `crowntable bench ui --deck-builder`: the deck builder's grid redraw while scrolling 200 cards. */
int ui_bench_deck_builder(int argc, char **argv);

#endif
