/* table_internal.h — shared between the table scene's files (table*.c) only. */
#ifndef CT_TABLE_INTERNAL_H
#define CT_TABLE_INTERNAL_H
#include "ui_internal.h"

static const SDL_Color WHITE = {255, 255, 255, 255};
static const SDL_Color SRC_GLOW = {0xff, 0xd4, 0x50, 255};
static const SDL_Color DST_GLOW = {0x6c, 0xf0, 0x9a, 255};
static const SDL_Color HINT_GLOW = {0x7c, 0xc8, 0xff, 255};
static const SDL_Color AI_GLOW = {0xff, 0x8a, 0x3c, 255};

/* table_place.c */
double table_fan_angle(int n, int i);
/* Notes a box of words about the moves drawn this frame (UiSession.banners). */
void table_note_banner(UiApp *app, SDL_FRect r);
/* A counter zone's parts (table_zones.c): its caption and number boxes and
 * sizes, and `free`, the room right of (or under) the caption as drawn. */
typedef struct CounterParts {
    const char *caption;
    SDL_FRect label, number, free;
    float label_size, number_size;
    bool stacked;
    bool number_shown; /* false: the caption says the number already and needs its room */
} CounterParts;
CounterParts table_counter_parts(UiApp *app, int zi, int value);
typedef struct TokenParts {
    int count, shown;
    float rad, size;
    char text[16];   /* "×N" */
    SDL_FRect words; /* where it is drawn */
} TokenParts;
TokenParts table_token_parts(UiApp *app, int zi);
float table_spread_step(const ZoneRes *zr, int n, float cw);
/* The hand's row: its zone and the room its cards dip and lift into. */
SDL_FRect table_hand_row(const ZoneRes *r);
/* Holds the hand the pointer is over in place (or lets it close up): called
 * before a pass hit-tests or draws the table. */
void table_hand_hold(UiApp *app);
/* Item `item` of zone zi is the copy clicked for the move about to be taken:
 * of twin cards in a held hand, its place is the one left empty. */
void table_hand_taken(UiApp *app, int zi, int item);
/* Where item idx of zone zi of v is laid out: *n places, item in place *slot
 * (a held hand keeps the places it had; otherwise the zone's own count). */
void table_item_place(const UiApp *app, const View *v, int zi, int idx, int *n, int *slot);
void table_item_click_point(UiApp *app, int zi, int idx, float *x, float *y);
SDL_FRect table_anchor_rect(const Layout *L, SDL_FRect r, int seat, int observer, int n, float *scale);
/* whether a per-seat layout zone ("self" / "other" / any) is drawn for this seat */
bool table_zone_for_seat(const LayoutZone *lz, int seat, int observer);
bool table_zone_level(UiDrawer k);
/* The item of zone zi drawn in front of the cards it overlaps: the picked
 * one, else the one the hint marks; -1 for none. */
int table_front_item(UiApp *app, int zi);

/* table_input.c */
void table_take(UiApp *app, int ai);
void table_update_preview(UiApp *app);
int table_button_actions(const UiApp *app, int *out, int cap);
bool table_enter_may_take(const UiApp *app, int i);
int table_targets_at(const UiApp *app, int zi, int idx, int *out, int cap);
bool table_is_target(const UiApp *app, int zi, int idx);
/* A zone's name for people (the layout's label, else the view's, else its id). */
const char *table_zone_caption(const UiApp *app, int zi);
bool table_is_source(const UiApp *app, int zi, int idx);
int table_zone_of(const UiApp *app, const char *id);
void table_click(UiApp *app, float x, float y);
bool table_hit_zone(UiApp *app, float x, float y, int *zi_out, int *idx_out);
int table_hovered_target_action(UiApp *app, int *zi_out, int *idx_out);

/* clock_board.c: the clock-face drawer (DK_CLOCK) */
void clock_board_draw(UiApp *app, const ViewZone *z, SDL_FRect box);

/* blood_wars_board.c: the warlord drawer (DK_WARLORD) */
void warlord_board_draw(UiApp *app, int zi, int hover_item, int front);
/* Does the warlord zone list his face-up battle hand in the layout's "open"
 * place?  The seat's zones under it are then not placed (table_resolve). */
/* The cards a zone drawn as a pile holds: its count, or its items where the
 * view lists them all (a row the layout shows as a pile) */
int table_pile_count(const ViewZone *z);
/* An empty pile listed as a strip, without a caption: no slot is drawn (it
 * would say nothing of what is empty). */
bool table_pile_unseen(const ZoneRes *r, const ViewZone *z);
/* Where the strip of a pile captioned "left" starts: at its place's right
 * end, room for its count after it; its caption fills the room before it. */
float table_left_caption_end(const ZoneRes *r);
/* A pile drawn as a card whose place is wider than the card by its height
 * (another seat's deck in Blood Wars, drawn at half size): the card at the
 * place's left and its count beside it, where the count reads at the text
 * floor, rather than on a corner too small for it. */
bool table_pile_count_beside(const ZoneRes *r);
/* How far each edge of a pile's stack lies past the one over it: a little
 * less on a small card, so the stack stays near its place. */
float table_pile_edge_step(SDL_FRect card);
/* How far name strips under a zone's caption start below the zone's top:
 * the caption grows past its band at 150 % text. */
#define TABLE_STRIP_INSET 6.0f
/* The least height (logical) of a name strip whose name reads: 11 px at 1280x720. */
#define TABLE_STRIP_LEAST 19.0f
bool warlord_lists_open(const ZoneRes *r, const ViewZone *z);

/* table_open.c: face-up cards listed in the layout's "open" place */
/* Does zone r list its face-up cards in its open place (a warlord's battle
 * hand revealed, a row with any card face up to the screen)? */
bool table_lists_open(const ZoneRes *r, const ViewZone *z);
/* Which zones list in their open place, sharing it with the seat's others
 * that name the same place; the seat's zones under it are not placed. */
void table_open_resolve(const View *v, ZoneRes *zr);
/* Strip k (0..) of a zone listed in its open place; false when it is
 * behind the list's "+N more" (not drawn, not hit). */
bool table_open_strip(const ZoneRes *r, int k, SDL_FRect *out);
/* Each frame: a list too long for its place is listed whole while the
 * pointer is on it, the places under it waiting (table_hand_hold calls it). */
void table_open_hold(UiApp *app);
/* The list's backdrop and "+N more", drawn by the zone that leads it. */
void table_open_draw_backdrop(UiApp *app, int zi);
/* A list's backdrop (box with its rim) over the table, and a "+N more" row. */
void table_list_backdrop(UiApp *app, SDL_FRect box);
void table_more_row(UiApp *app, SDL_FRect row, int more);
/* The zones (and their captions) under zone zi's list wait while it is
 * open (placed again by table_hand_hold next frame); not those listed with it. */
void table_hide_under(UiSession *S, const View *v, int zi, SDL_FRect list);
/* A warlord's battle hand (places long, gaps kept) too long to read beside
 * him: where it is listed whole while pointed at, with its backdrop. */
bool warlord_crowded_list(const ZoneRes *r, const ViewZone *z, int places, SDL_FRect *out);
/* Item idx at place `slot` of a layout of `places` items (table_item_place). */
bool warlord_item_rect(const ZoneRes *r, const ViewZone *z, int idx, int places, int slot, SDL_FRect *out);
/* The part of item idx of the table's zone zi a click lands on, with item
 * `front` (table_front_item) drawn over its neighbours. */
SDL_FRect warlord_visible_rect(const UiApp *app, int zi, int idx, int front);

/* table_zones.c */
void table_draw_item_card(UiApp *app, const ViewItem *it, SDL_FRect q);
bool table_mirror_for(const UiApp *app, int owner);
void table_draw_zone(UiApp *app, int zi);
void table_draw_zone_backdrop(UiApp *app, int zi);
uint64_t table_backdrop_key(const UiApp *app);
void table_draw_glows(UiApp *app);
/* Where item idx of zone zi glows (the zone's rect for a level or idx < 0). */
SDL_FRect table_glow_rect(UiApp *app, int zi, int idx);
/* table_tags.c: one side of a described move (a hint, the AI's choice)
 * glowing in colour c, with the words `tag` (NULL: none) beside it where
 * they cover nothing. */
/* returns the glow's box (w = 0: none); *tag_at (if given) the tag's box */
SDL_FRect table_glow_desc_side(UiApp *app, const char *zone, int index, SDL_Color c, const char *tag, SDL_FRect *tag_at);
/* True when `tag` finds a place by item index of zone where it covers nothing
 * (else the caller tells it elsewhere: the AI's long account of a move). */
bool table_tag_fits(UiApp *app, const char *zone, int index, const char *tag);
/* How much of box p covers what a player reads (zones, captions, seat boxes,
 * the top bar, side panels, the words drawn so far); zone zi (-1: none)
 * counts only by its caption.  0: nothing. */
float table_covered(UiApp *app, int zi, SDL_FRect p);
void table_draw_anims(UiApp *app);
float table_pulse(const UiApp *app);

/* table_hover.c */
void table_draw_preview(UiApp *app);
void table_draw_hover(UiApp *app);

#endif
