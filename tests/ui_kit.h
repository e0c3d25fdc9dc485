/* ui_kit.h — helpers shared by the UI tests that drive a headless UiApp. */
#ifndef CT_UI_KIT_H
#define CT_UI_KIT_H
#include "ui/ui_app.h"
#include <SDL2/SDL.h>

/* A new folder /tmp/<prefix>-XXXXXX, removed with all it holds (links not
 * followed) when the test program exits, failed or not; NULL if it cannot
 * be made.  The path stays valid until then. */
char *kit_tmpdir(const char *prefix);
/* A headless w x h app with its preferences in a new folder under /tmp (its
 * path copied to dir when dir is not NULL), no animations, and the AI `ai`
 * (NULL: the app's own).  NULL when the folder or the app cannot be made. */
UiApp *kit_app(int w, int h, const char *ai, char *dir, size_t n);
/* One synthetic mouse event: SDL_MOUSEMOTION to (x, y), or a left
 * SDL_MOUSEBUTTONDOWN / SDL_MOUSEBUTTONUP there. */
void mouse_event(UiApp *app, Uint32 type, float x, float y);
/* A synthetic left click at (x, y): motion, button down, button up. */
void click_at(UiApp *app, float x, float y);
/* Button down at (x0, y0), moved to (x1, y1) (one frame drawn), released there. */
void drag_from_to(UiApp *app, float x0, float y0, float x1, float y1);
/* A key press (SDL_KEYDOWN) with modifiers (KMOD_LCTRL ...). */
void press_key(UiApp *app, SDL_Keycode k, unsigned mod);
/* Typed text (SDL_TEXTINPUT). */
void type_text(UiApp *app, const char *text);
/* Renders and saves a picture for a look, as $CT_TEST_OUT/name (nothing without it). */
void snapshot_png(UiApp *app, const char *name);
/* Saves the frame as it was last drawn (no render first) as $CT_TEST_OUT/name;
 * false only if the file could not be written. */
bool kit_save_png(UiApp *app, const char *name);
/* Updates the app until the AI has moved and a human is to act, the game is
 * over or the table is left (real time: the AI thinks on its own thread). */
void kit_settle(UiApp *app);
/* Lets a running search use the CPU for a millisecond; returns at once when
 * none runs (the app's own clock is the time given to ui_app_update). */
void kit_nap(const UiApp *app);
/* Renders, then the centre of the first button whose label contains `label`. */
bool kit_find(UiApp *app, const char *label, float *x, float *y);
/* The size the first recorded label `text` was drawn at; -1 if it was not drawn. */
float kit_label_size(UiApp *app, const char *text);
/* Every (or only the first) `from` in the file at path becomes `to`, as a designer's editor saves it. */
void kit_edit_file(const char *path, const char *from, const char *to, bool every);
/* Time advanced past the set watch's next poll (it polls twice a second), then a frame drawn. */
void kit_past_poll(UiApp *app);
/* Fails the test (naming `where` and the first texts) if any text was cut
 * short of its box since the last ui_app_clipped_reset. */
void kit_check_nothing_cut(UiApp *app, const char *where);
/* Renders one frame at `scale` % text size (0: the size set now; the size is
 * put back after) and fails the test if any text in it was cut short. */
void kit_expect_nothing_cut(UiApp *app, int scale, const char *where);
/* Renders one frame with its labels recorded and fails the test (naming
 * `where`) if any text was cut short or two labels overlap. */
void kit_expect_words_whole_and_apart(UiApp *app, const char *where);

/* Sorts what is clickable now for a random walk through a game: the last
 * chooser entry (*choice, -1 none), the lit targets, and the other clicks
 * that make progress (sources, the pass screen, action buttons other than
 * Menu, Undo and Hint).  Returns the number of targets; *no the others. */
int kit_walk_clicks(const UiClickable *cl, int n, int *choice, int *targets, int *others, int *no);

/* The view of the app's game as seat `seat` sees it (zeroed when no game). */
struct View;
void kit_seat_view(UiApp *app, int seat, struct View *v);

/* Centre of view zone `id` on screen (surface pixels); false when the layout does not show it. */
bool kit_zone_centre(UiApp *app, const char *id, float *x, float *y);

/* True when the two boxes share pixels. */
bool kit_meets(SDL_Rect a, SDL_Rect b);

/* The hover zoom's rule, seen from outside (table_hover.c). */
struct GameState;
struct ViewZone;
/* The zone's contents or value differ (what the table counts as changed). */
bool kit_zone_differs(const struct ViewZone *a, const struct ViewZone *b);
/* The zones the moves recorded after the game was at `from` (a copy of it
 * `first` actions in) took from and played onto, as "|a|b|"; a move of seat
 * `me` (-1: none) forgets those before it: what "just changed" since the
 * human last acted.  False if a recorded move cannot be replayed. */
bool kit_moved_zones(UiApp *app, const struct GameState *from, int first, int me, char *out, size_t n);
/* Whether a w x h zoom has a free place near the pointer (px, py): its
 * nearest edges at most `near` px from it in x and in y, on the W x H
 * surface below the top bar (above the hand's band when `in_hand`), and
 * `margin` px clear of the pointer, of the hovered zone `keep` (and the
 * zoom's gap around it) and of every box in avoid (the zoom finds such a
 * place exactly; the margin absorbs the rounding to pixels). */
bool kit_zoom_place_free(int W, int H, bool in_hand, float px, float py, SDL_Rect keep, int w, int h, const SDL_Rect *avoid,
                         int na, int near, int margin);

/* Renders a frame with the live-reload banner up and fails the test (naming
 * `where`) if the banner is off the surface or anything but its own texts and
 * buttons (Copy, Hide) lies under it: a zone, a button, a header text. */
void kit_check_banner_covers_nothing(UiApp *app, const char *where);

/* Clicks "Hint" and waits for the hint (the AI thinks on its own thread); false if none came. */
bool kit_ask_hint(UiApp *app);
/* The pill of the tag `tag` drawn on the table (a banner holding that
 * label) and the label's index (label_i may be NULL); the frame must have
 * been rendered with labels recorded. */
bool kit_tag_pill(UiApp *app, const char *tag, SDL_Rect *pill, int *label_i);

/* For tests that log one action on a table: a headless 1280x720 app (AI
 * "random") playing `game`, with its module and cards (NULL if it cannot
 * start); the legal action of st whose text form is `text` (kind 0: none). */
struct GameModule;
struct CardSet;
struct GameState;
UiApp *kit_table(const char *game, int players, unsigned ai_mask, unsigned long long seed, const struct GameModule **m,
                 const struct CardSet **set);
struct Action kit_action_by_text(const struct GameModule *m, const struct GameState *st, const char *text);
/* A position of m from its JSON text; NULL (the test failed, naming why) when it does not read. */
struct GameState *kit_position(const struct GameModule *m, const struct CardSet *set, const char *json);
/* The table of app now shows st (owned from here) as seat `observer` sees it. */
void kit_install(UiApp *app, struct GameState *st, int observer);

#endif
