/* ui_app.h — the table as an object that can be driven without a window.
 *
 * ui_main() wraps a UiApp around a real window; tests and the benchmark create
 * a headless UiApp that renders into an SDL_Surface through the software
 * renderer (works with SDL_VIDEODRIVER=dummy) and feed it synthetic SDL_Events.
 * Tests find where to click through ui_app_clickables() (the same hit regions
 * the mouse uses); they never call a module's apply().
 *
 * Memory: UiApp owns everything; ui_app_free releases it. The surface returned
 * by ui_app_surface belongs to the app. */
#ifndef CT_UI_APP_H
#define CT_UI_APP_H
#include <stdbool.h>
#include <stddef.h>
#include <SDL2/SDL.h>

typedef struct UiApp UiApp;

typedef enum UiScene {
    SCENE_MENU = 0,
    SCENE_SETUP,
    SCENE_TABLE,
    SCENE_RESULTS,
    SCENE_ERROR,
    SCENE_DECKS,  /* the deck builder */
    SCENE_NET_PICK,  /* Host a game: which game */
    SCENE_NET_JOIN,  /* Join a game: address, code, name */
    SCENE_NET_LOBBY, /* a hosted or joined table before it starts */
} UiScene;

typedef enum UiClickKind {
    CLICK_BUTTON = 0, /* a button (label = its text) */
    CLICK_SOURCE,     /* a glowing source (label = "zone#index") */
    CLICK_TARGET,     /* a lit target of the picked source */
    CLICK_CHOICE,     /* an entry of the chooser */
    CLICK_PASS,       /* the "Pass to NAME" screen */
} UiClickKind;

typedef struct UiClickable {
    UiClickKind kind;
    char label[96];
    float x, y;       /* centre, in window pixels (headless: surface pixels) */
    float w, h;       /* its size, in the same pixels */
} UiClickable;

/* Headless app of w x h pixels (SDL_Init(VIDEO) must have been called).
 * pref_dir: where settings/autosave live (NULL = SDL_GetPrefPath). */
UiApp *ui_app_create_headless(int w, int h, const char *pref_dir);
void ui_app_free(UiApp *app);

void ui_app_handle_event(UiApp *app, const SDL_Event *ev);
/* Advances time by dt seconds: animations, AI polling. */
void ui_app_update(UiApp *app, double dt);
/* Draws the current scene (headless: into the surface). */
void ui_app_render(UiApp *app);
bool ui_app_needs_redraw(const UiApp *app);
SDL_Surface *ui_app_surface(UiApp *app);
bool ui_app_save_png(UiApp *app, const char *path);

UiScene ui_app_scene(const UiApp *app);
bool ui_app_overlay_open(const UiApp *app);
bool ui_app_pass_screen(const UiApp *app);
/* Everything clickable right now, in window pixels. Returns the count. */
int ui_app_clickables(UiApp *app, UiClickable *out, int cap);
/* Centre of the first clickable of `kind` whose label contains `label`. */
bool ui_app_find(UiApp *app, UiClickKind kind, const char *label, float *x, float *y);

/* ---- hooks for tests and the benchmark ---- */
/* Starts a game directly (as if set up on screen). ai_mask: bit per AI seat. */
bool ui_app_start(UiApp *app, const char *game_id, int nplayers, unsigned ai_mask, unsigned long long seed);
/* Opens the setup scene of a game, as clicking it in the menu does. */
bool ui_app_open_setup(UiApp *app, const char *game_id);
/* Opens the deck builder on the set in folder set_dir ("" = the game's
 * default set) with deck deck_id ("" = a new deck); from the setup screen of
 * the same game it returns there.  False if the game has no decks to build. */
bool ui_app_open_deck_builder(UiApp *app, const char *game_id, const char *set_dir, const char *deck_id);
/* Copies of card_id in the deck being built (-1: no builder or no such card). */
int ui_app_deck_count(const UiApp *app, const char *card_id);
/* The builder's "problem" (the rule the deck breaks, "" when legal), "notice",
 * "name", "file" (where the deck is saved, "" if new), "set" (its folder),
 * "search", "attrs:CARD_ID" (the card as the builder describes it: "Cost 1,
 * Power 2, Rarity Regular"); "" outside the builder. */
const char *ui_app_deck_text(const UiApp *app, const char *field);
/* A setting by name (volume, muted, anim_speed, fullscreen, ui_scale, colourblind); -1 unknown. */
int ui_app_get_setting(const UiApp *app, const char *name);
/* Sets a setting by name (as above) and applies it; false if the name is unknown. */
bool ui_app_set_setting(UiApp *app, const char *name, int value);
/* Texts drawn cut short of the box they were given since the last reset
 * (the gfx instrument; small cards that may shorten by design are not counted). */
int ui_app_clipped_count(const UiApp *app);
const char *ui_app_clipped_text(const UiApp *app, int i);
void ui_app_clipped_reset(UiApp *app);
/* Starts (on) or stops recording where labels are drawn; card faces are not
 * labels.  ui_app_label_overlaps counts the pairs drawn over each other since,
 * the first described in `first`. */
void ui_app_labels_record(UiApp *app, bool on);
int ui_app_label_overlaps(UiApp *app, char *first, size_t n);
int ui_app_label_count(const UiApp *app); /* labels recorded */
/* The i-th label recorded (its first 39 bytes) and its box in surface pixels; NULL past the last. */
const char *ui_app_label_at(const UiApp *app, int i, SDL_Rect *out);
/* The text size label i was drawn at (before the text-size setting); -1 past the last. */
float ui_app_label_size(const UiApp *app, int i);
/* The pixel size label i was drawn at (the font's size on the surface); -1 past the last. */
int ui_app_label_px(const UiApp *app, int i);
/* The smallest pixel size a label is drawn at, at the text size set now (UI_TEXT_FLOOR_PX, gfx.c). */
int ui_app_text_floor_px(const UiApp *app);
/* Draws card `card` of the running game's set face up, showing `value`
 * (printed base: the card's own), at (x, y, w, h) in logical 1600x900 units
 * into the current frame; with `log` the texts drawn are kept for
 * ui_app_drawn_text. False without a game or card. */
bool ui_app_draw_card(UiApp *app, int card, int value, float x, float y, float w, float h, bool log);
/* Card `card` of the running game's set, face up at its printed value, drawn
 * the table's way (its face cache and all) at pw x ph surface pixels, read
 * back into out (pw * ph ARGB8888, opaque: over black).  False without a game. */
bool ui_app_card_pixels(UiApp *app, int card, int pw, int ph, uint32_t *out);
/* ui_app_labels_record, with every card's own words recorded as labels too
 * (each face drawn, not copied from the cache, while on). */
void ui_app_card_texts_record(UiApp *app, bool on);
/* With a round summary open over a still table, the table under it is
 * painted once into a layer and copied (on: the default); off draws every
 * frame whole.  Returns how many times that layer was painted so far. */
int ui_app_summary_layer(UiApp *app, bool on);
/* Times the cached background was painted: the felt and its panels alone
 * (felt_only), or any of it (with the table's zone boxes over the felt).
 * flush drops the boxes' layer (and the felt's, with felt_only): the next
 * frame paints them again. */
int ui_app_background_paints(UiApp *app, bool felt_only, bool flush);
/* A hash of the pixels of the frame drawn last (0 when they cannot be read). */
uint64_t ui_app_frame_hash(UiApp *app);
/* Cards drawn face up without their name (nor short name) since labels
 * were last set recording; the first one's name in `first`. */
int ui_app_unnamed_cards(const UiApp *app, char *first, size_t n);
/* Was label i a card's own word?  *cut: it did not fit its box. */
bool ui_app_label_of_card(const UiApp *app, int i, bool *cut);
/* Draws card `card` face up like ui_app_draw_card (showing `value`), with a
 * table tag (`badge`, e.g. "Master") and VI_* `flags` added, recording the
 * card's own texts as labels: returns how many pairs of them meet (the first in `first`). */
int ui_app_card_text_overlaps(UiApp *app, int card, int value, const char *badge, unsigned flags, float w, float h,
                              char *first, size_t n);
/* Draws `count` pawns of seat `owner` in the box (x, y, w, h), logical units, into the current frame. */
void ui_app_draw_pawns(UiApp *app, int owner, int count, float x, float y, float w, float h);
/* Renders a frame keeping its first 256 texts (ui_app_drawn_text; 47 characters each). */
void ui_app_render_logged(UiApp *app);
int ui_app_drawn_count(const UiApp *app);
const char *ui_app_drawn_text(const UiApp *app, int i);
/* Where the last frame drew the hover zoom (window pixels); false if none. */
bool ui_app_zoom_rect(UiApp *app, SDL_Rect *out);
/* The tooltip the last frame drew, in window pixels (false: none). */
bool ui_app_tip_rect(UiApp *app, SDL_Rect *out);
/* The boxes of words about the moves the last frame drew (the toast, a
 * notice, a hint's or the AI's tag), in surface pixels; returns the count. */
int ui_app_banner_rects(const UiApp *app, SDL_Rect *out, int cap);
/* The discs of the setup's deck list the last frame drew (each card's cost
 * and power), in surface pixels; returns the count. */
int ui_app_deck_list_discs(const UiApp *app, SDL_Rect *out, int cap);
/* The cards flying now: where each left (from) and lands (to), surface pixels; returns the count. */
int ui_app_anim_rects(const UiApp *app, SDL_Rect *from, SDL_Rect *to, int cap);
/* Animation speed 0 (off) .. 3 (slow). */
void ui_app_set_anim(UiApp *app, int speed);
/* AI spec for AI seats and hints (e.g. "ismcts:easy/it=60/t=0"). */
void ui_app_set_ai(UiApp *app, const char *spec);
/* Plays n legal moves (first legal action) through the session, for positions in render tests. */
int ui_app_debug_advance(UiApp *app, int n, unsigned long long seed);
/* The card shown at item idx of zone `zone` on the table now (VIEW_CARD_BACK
 * for a face-down card, -3 when there is no such item). */
int ui_app_shown_card(const UiApp *app, const char *zone, int idx);
/* The value (power, rank) the table shows on that item; -1000 when there is no such item. */
int ui_app_shown_value(const UiApp *app, const char *zone, int idx);
/* Its VI_* flags as the table draws them (VI_PEEK: the "hidden" band); -1 when there is no such item. */
int ui_app_shown_flags(const UiApp *app, const char *zone, int idx);
/* Every card or place that takes a click now (a source or a target), as
 * "zone#index", with the part of it no other card covers, in surface pixels. */
int ui_app_click_parts(UiApp *app, char (*ids)[40], SDL_Rect *out, int cap);
/* Where item idx of view zone `zone` is laid out now, in surface pixels
 * (before the hover lift and the fan's tilt); false when it is not shown. */
bool ui_app_item_rect(UiApp *app, const char *zone, int idx, SDL_Rect *out);
/* Pixel rectangles of the view zones placed by the layout that show
 * something (an empty hand out of play is not drawn); returns the count. */
int ui_app_zone_rects(UiApp *app, char (*ids)[32], SDL_Rect *rects, int cap);
/* The layout's panel of action buttons in surface pixels (the main button
 * is drawn over whatever lies there); false with no game. */
bool ui_app_buttons_panel_rect(UiApp *app, SDL_Rect *out);
/* The layout's side panels drawn over the table (seats, log, buttons), surface pixels; returns the count. */
int ui_app_panel_rects(UiApp *app, SDL_Rect *out, int cap);
/* Pixel rectangles of the piles' count badges now on the table (ids: their
 * zones); returns the count. */
int ui_app_count_badges(UiApp *app, char (*ids)[32], SDL_Rect *rects, int cap);
void ui_app_set_hide_zones(UiApp *app, bool hide);
/* View zones the layout did not place (drawn by the auto-layout); ids space-separated. */
int ui_app_fallback_zones(UiApp *app, char *ids, size_t n);
/* Opens an overlay by name: "pause", "settings", "rules"; or "" to close. */
void ui_app_open_overlay(UiApp *app, const char *name);
/* Shows the error scene (render test). */
void ui_app_show_error(UiApp *app, const char *title, const char *text);
/* Forces the pass-to screen for the current seat (render test). */
void ui_app_force_pass_screen(UiApp *app);
bool ui_app_has_hint(const UiApp *app);
/* Where the last frame drew the hint's glow on side 0 (its source) or 1 (its
 * target), surface pixels, and the hinted move's text form; false if that side had none. */
bool ui_app_hint_glow(const UiApp *app, int side, SDL_Rect *out, char *text, size_t n);
bool ui_app_hint_tag(const UiApp *app, int side, SDL_Rect *out); /* the "Hint" / "here" words' box, in pixels */
int ui_app_num_actions(const UiApp *app);
int ui_app_current_player(const UiApp *app);
bool ui_app_game_over(const UiApp *app);
bool ui_app_ai_busy(const UiApp *app);
/* True while a search (the AI's move or a hint) runs on its thread: the only
 * time a test driving the app must give wall-clock time; all else runs on the
 * time passed to ui_app_update. */
bool ui_app_ai_thinking(const UiApp *app);
/* True while the AI's chosen move is shown (banner, highlight) before it is made. */
bool ui_app_ai_showing(const UiApp *app);
/* The AI has decided its turn and holds the reply back (UI_AI_UNDO_GRACE):
 * a test waits on this (the thread's state), then moves the clock itself. */
bool ui_app_ai_decided(const UiApp *app);
/* Seconds after a human's move that can still be taken back before the AI's
 * reply is shown or made (play_ai.c): the AI thinks at once, but a quick AI
 * would otherwise bar Undo before a person can reach for it. */
#define UI_AI_UNDO_GRACE 1.2
/* True when the game waits for a human seat's decision (no AI thinking). */
bool ui_app_waiting_for_human(const UiApp *app);
const char *ui_app_notice(const UiApp *app);
/* The game log, oldest first (seat names already in). */
int ui_app_log_count(const UiApp *app);
/* The recorded action the i-th log line tells of, -1 for none (a new game, a round's end). */
int ui_app_log_act(const UiApp *app, int i);
/* The seat whose mark the i-th log line carries, -1 for none. */
int ui_app_log_seat(const UiApp *app, int i);
const char *ui_app_log_line(const UiApp *app, int i);
/* Text of the table's current view as shown: "prompt", "status", "result", "last_event", "toast"
 * ("toast_drawn": as the last frame drew it, shortened to its box),
 * "seat0".."seat4" (that seat's status line), "summary" (the round summary's title while it is
 * open, else ""), "undo_why" (why Undo is greyed now, as its tooltip and Ctrl+Z say; "" when it
 * may be pressed). */
const char *ui_app_view_text(const UiApp *app, const char *field);
/* The view's history as shown (finished rounds, whole turns in words; names in). */
int ui_app_history_count(const UiApp *app);
const char *ui_app_history_line(const UiApp *app, int i);
const char *ui_app_seat_name(const UiApp *app, int seat);
/* The i-th recorded action: who took it (-1 if out of range) and its text form ("play 9 -> p1.left"). */
int ui_app_action_at(const UiApp *app, int i, char *text, size_t n);
/* The running game (NULL if none), for tests that must know the truth behind the screen. */
struct GameState;
struct GameModule;
struct CardSet;
const struct GameState *ui_app_game(const UiApp *app, const struct GameModule **m, const struct CardSet **set);
/* Frames rendered so far. */
unsigned long long ui_app_frames(const UiApp *app);
const char *ui_app_copied_text(const UiApp *app); /* what the last Copy button copied, "" if none */
/* Live reload: the problem shown in the banner ("" when none or hidden), why
 * the game cannot go on ("" = it can), reloads that carried the game over,
 * and the time the last reload took (ms). */
const char *ui_app_reload_banner(const UiApp *app);
/* Where that banner is drawn now, in surface pixels; false when it is not shown. */
bool ui_app_reload_banner_rect(const UiApp *app, SDL_Rect *out);
const char *ui_app_reload_ended(const UiApp *app);
int ui_app_reloads(const UiApp *app);
double ui_app_reload_ms(const UiApp *app);
/* Card faces painted by the face renderer so far (the texture cache's
 * misses); with `cards`, the card indices of the last `max` (-1 a back). */
int ui_app_face_renders(const UiApp *app, int *cards, int max);
/* Network play: the port "Host a game" tries first (7777 unless set); the
 * host's join code, "port", "status" (the lobby's or table's words on the
 * connection), "lobby" (a line per seat), "rtt" (ms) as shown, "moves" (the
 * moves offered now), "over" ("1" at the end), "seat", "connected" ("1" while the host is there) and "thinking" ("seat percent" of a
 * computer seat thinking on the host); "" when not hosting or joined. */
void ui_app_set_net_port(UiApp *app, int port);
const char *ui_app_net_text(const UiApp *app, const char *field);
/* One step of the interactive loop: waits up to timeout_ms for events,
 * handles them, updates and renders if needed. Returns true if it rendered. */
bool ui_app_step(UiApp *app, int timeout_ms);

#endif
