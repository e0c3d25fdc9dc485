/* ui_internal.h — shared types of the SDL2 table (src/ui), not for other modules.
 *
 * The UI knows no game's rules: it draws what module->view() describes and
 * offers exactly module->legal_actions() (via describe()).  Everything is laid
 * out in a logical 1600x900 space; UiGfx maps it to output pixels (letterboxed)
 * and renders text at the output scale so it stays sharp on HiDPI screens.
 *
 * Scenes are immediate-mode: one function per scene both draws and hit-tests
 * (gfx drawing is switched off during the click and collect passes), so what
 * is drawn and what is clickable can never disagree.
 *
 * Memory: UiApp owns everything it points to (views, card sets, layout, AI
 * jobs, textures); ui_app_free releases it all. */
#ifndef CT_UI_INTERNAL_H
#define CT_UI_INTERNAL_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <stdbool.h>
#include <stdint.h>
#include <time.h> /* clockid_t (bench_clock_ms) */
#include "core/game.h"
#include "core/save.h"
#include "core/set_reload.h"
#include "core/set_watch.h"
#include "ai/ai.h"
#include "audio.h"
#include "ui_app.h"

#define UI_W 1600.0f
#define UI_H 900.0f
/* The table's top bar (title, status, prompt, Hint / Undo / Menu): its height in logical units. */
enum { UI_TOP_BAR_H = 66 };

/* ------------------------------------------------------------------ gfx.c */
typedef enum UiFace { FACE_SANS, FACE_BOLD, FACE_SERIF, FACE_SERIF_BOLD, FACE_COUNT } UiFace;
enum { ALIGN_LEFT = 0, ALIGN_CENTER = 1, ALIGN_RIGHT = 2 };
typedef enum UiShape { SHAPE_CIRCLE, SHAPE_SQUARE, SHAPE_TRIANGLE, SHAPE_DIAMOND, SHAPE_STAR,
                       SHAPE_CROSS, SHAPE_HEX, SHAPE_COUNT } UiShape;

typedef struct UiTextEntry {
    uint64_t hash;
    char *key;
    SDL_Texture *tex;
    int w, h; /* pixels */
    uint32_t used;
} UiTextEntry;

#define UI_TEXT_CACHE 512
#define UI_FONT_CACHE 48
#define UI_SPRITE_CACHE 96

typedef struct UiGfx {
    SDL_Renderer *r;
    float scale, offx, offy; /* logical -> output pixels */
    float text_scale;        /* UI scale setting (text and zoom) */
    bool off;                /* true during hit-test passes: draw calls do nothing */
    char font_path[FACE_COUNT][512];
    struct { int face, px; TTF_Font *font; } fonts[UI_FONT_CACHE];
    int nfonts;
    UiTextEntry text[UI_TEXT_CACHE];
    uint32_t tick;
    int text_hits, text_misses;
    struct { uint64_t hash; int w, h; } sizes[1024]; /* measured texts (face, pixels, string) */
    /* Texts that did not fit the box they were given and were cut (test
     * instrument: render tests assert none).  cut_ok marks drawing where a
     * shortened text is by design (small cards; the zoom shows them whole). */
    bool cut_ok;
    int nclipped;
    char clipped[16][128];
    /* Painted sprites (gfx_sprite): small static pieces kept as textures. */
    struct UiSprite { uint64_t hash; int pw, ph, pad; SDL_Texture *tex; uint32_t used; } sprites[UI_SPRITE_CACHE];
    /* Test instrument: the texts drawn since the last reset (when log_texts). */
    bool log_texts;
    int ndrawn;
    char drawn[256][96]; /* whole seat lines ("0 red, 2 yellow, 5 blue · Master …") */
    /* Test instrument: where each label was drawn (logical units, cut to the
     * clip rectangle), when log_rects; card faces are not labels (in_card). */
    bool log_rects, in_card;
    bool log_card_texts; /* tests: a card's own words are recorded too (do they meet each other?) */
    bool sideways;       /* the card being drawn lies turned a quarter: its words do not read */
    int unnamed;         /* faces drawn face up without their name, since log_rects went on */
    char unnamed_first[96];
    int nrects;
    struct UiTextRect { SDL_FRect r; float size; int px; bool card, cut; char s[40]; } rects[384]; /* size: the text size asked for; px: drawn at; card: a card's own words */
} UiGfx;

bool gfx_init(UiGfx *g, SDL_Renderer *r, char *err, size_t errn);
void gfx_free(UiGfx *g);
/* Logical UI_W x UI_H onto outw x outh pixels, `top` logical units more kept
 * on screen above the scene (y < 0): a strip the scene shrinks to make room for. */
void gfx_viewport(UiGfx *g, int outw, int outh, float top);
void gfx_flush_text(UiGfx *g);
SDL_Color rgba(int r, int g, int b, int a);
SDL_Color hexcol(const char *hex, SDL_Color def);
SDL_Color mixc(SDL_Color a, SDL_Color b, float t);
SDL_Color alpha(SDL_Color c, int a);
void gfx_rect(UiGfx *g, SDL_FRect r, SDL_Color c);
void gfx_rrect(UiGfx *g, SDL_FRect r, float rad, SDL_Color top, SDL_Color bottom);
void gfx_rrect_outline(UiGfx *g, SDL_FRect r, float rad, float th, SDL_Color c);
void gfx_rrect_band(UiGfx *g, SDL_FRect out, float orad, SDL_FRect in, float irad, SDL_Color top, SDL_Color bottom);
void gfx_shadow(UiGfx *g, SDL_FRect r, float rad, float spread, int strength);
void gfx_glow(UiGfx *g, SDL_FRect r, float rad, SDL_Color c, float size);
void gfx_circle(UiGfx *g, float cx, float cy, float rad, SDL_Color c);
void gfx_ring(UiGfx *g, float cx, float cy, float rad, float th, SDL_Color c);
void gfx_line(UiGfx *g, float x1, float y1, float x2, float y2, float th, SDL_Color c);
void gfx_shape(UiGfx *g, UiShape s, float cx, float cy, float rad, SDL_Color fill, SDL_Color edge);
void gfx_crown(UiGfx *g, float cx, float cy, float w, SDL_Color c);
void gfx_radial(UiGfx *g, SDL_FRect r, SDL_Color centre, SDL_Color edge);
/* Text: size in logical units; returns the drawn width (logical). */
float gfx_text(UiGfx *g, UiFace f, float size, SDL_Color c, float x, float y, int align, const char *s);
/* Wrapped to width w; returns height used (logical). */
float gfx_text_wrap(UiGfx *g, UiFace f, float size, SDL_Color c, float x, float y, float w, int align,
                    const char *s);
void gfx_text_size(UiGfx *g, UiFace f, float size, const char *s, float *w, float *h);
float gfx_text_wrap_height(UiGfx *g, UiFace f, float size, float w, const char *s);
/* The smallest text drawn outside a card face, in output pixels at any
 * window size and at 100 % text or more (at 90 %, 90 % of it): the table's
 * own captions at 1280x720 (13 units x 0.8).  The shrink-to-fit calls below never go under it; what does not fit
 * at it wraps, drops a figure or gets more room (4-seat Queen by
 * Midnight's rival boxes and Long Live the Queen's seat lines shrank to
 * 6-7 px).  A card's own words (small cards shorten; the zoom reads them)
 * are not held to it. */
#define UI_TEXT_FLOOR_PX 10
/* The least a card's own word is drawn at on the table, in output pixels. */
#define CARD_WORD_MIN_PX 11
/* The floor in output pixels at the text size set now. */
float gfx_floor_px(const UiGfx *g);
/* The text size (as passed to gfx_text*, before the text-size setting)
 * drawn at UI_TEXT_FLOOR_PX now, and a hair more; ~0 inside a card face. */
float gfx_least_size(const UiGfx *g);
/* How far a text asked at `size` may shrink into its box (gfx_text_fit,
 * gfx_text_line): 60 % of its size at 100 % text, never under the floor,
 * nor above the size asked (a text asked smaller is not made larger). */
float gfx_shrink_floor(const UiGfx *g, float size);
/* Like gfx_text_line, but a text still too wide at the floor wraps in the
 * box at the largest size (at least the floor) whose lines fit it; cut
 * (and recorded) only when even that overflows.  Returns the height used. */
float gfx_text_lines(UiGfx *g, UiFace f, float size, SDL_Color c, SDL_FRect box, int align, const char *s);
/* The size gfx_text_line draws s at in box (shrunk from `size` to fit, never under gfx_shrink_floor). */
float gfx_line_size(UiGfx *g, UiFace f, float size, SDL_FRect box, const char *s);
/* One size for sibling lines (a panel's seat lines), each drawn in a box
 * like `box` in its face: the largest from `size` down to the floor at which
 * every one fits, on one line or wrapped (one seat's line wrapped
 * at 15 px beside another's shrunk to 10 px).  Draw each with gfx_text_lines_at. */
float gfx_lines_size(UiGfx *g, const UiFace *faces, float size, SDL_FRect box, const char *const *texts, int n);
/* s at exactly `size` in box, vertically centred: one line when it fits the
 * width, else wrapped; recorded as clipped when even so it overflows.
 * Returns the height used. */
float gfx_text_lines_at(UiGfx *g, UiFace f, float size, SDL_Color c, SDL_FRect box, int align, const char *s);
/* Shrinks size until s fits in w (down to 60 % of the size at 100 % text
 * size); still too wide: cut with an ellipsis (recorded as clipped unless
 * cut_ok).  Draws; returns size used. */
float gfx_text_fit(UiGfx *g, UiFace f, float size, SDL_Color c, float x, float y, float w, int align,
                   const char *s);
/* The whole of s inside box, never cut: one line shrunk a little, else
 * wrapped and shrunk until the lines fit the box's height (clipped is
 * recorded if even the smallest size overflows).  Vertically centred when
 * `middle`.  Returns the size used. */
float gfx_text_box(UiGfx *g, UiFace f, float size, SDL_Color c, SDL_FRect box, int align, bool middle,
                   const char *s);
/* One line inside box (centred vertically): shrunk until it fits both the
 * width and the height, so a larger text size never runs into the next
 * line; cut only as gfx_text_fit does.  Returns the size used. */
float gfx_text_line(UiGfx *g, UiFace f, float size, SDL_Color c, SDL_FRect box, int align, const char *s);
/* One size for a row of texts: the largest, at most `size` and at least
 * `least`, at which each texts[i] fits its width widths[i] (so a row of
 * labels or buttons does not shrink unevenly). */
float gfx_row_size(UiGfx *g, UiFace f, float size, float least, const char *const *texts, const float *widths, int n);
/* Test instrument (log_rects): remember where a label was drawn. */
void gfx_note_rect(UiGfx *g, const char *s, SDL_FRect r, float size);
/* Test instrument: a word a card face drew (the face renderer, not gfx_text)
 * at `px` output pixels; `cut`: it did not fit its box.  Recorded as drawn
 * text (log_texts) and, with log_card_texts, where it is (log_rects). */
void gfx_note_card_text(UiGfx *g, const char *s, SDL_FRect r, int px, bool cut);
/* Pairs of remembered labels drawn over each other; the first described in `first`. */
int gfx_label_overlaps(const UiGfx *g, char *first, size_t n);
/* Test instrument: remember a text cut short of its box. */
void gfx_note_clipped(UiGfx *g, const char *s, float need, float box);
/* A piece that looks the same frame after frame (a button, a token, a die):
 * paint(ctx, r) runs once per key and pixel size into a texture with `pad`
 * logical units of margin (for shadows), later frames copy it.  The key must
 * name everything the painting depends on. */
void gfx_sprite(UiGfx *g, const char *key, SDL_FRect r, float pad, void (*paint)(void *ctx, SDL_FRect r), void *ctx);
void gfx_flush_sprites(UiGfx *g);
bool gfx_font_ok(const UiGfx *g);

/* --------------------------------------------------------------- layout.c */
typedef enum UiDrawer {
    DK_AUTO = 0, DK_CARD, DK_HAND, DK_PILE, DK_ROW, DK_CELL, DK_TRACK, DK_COUNTER, DK_DICE,
    DK_TOKENS, DK_SEAT, DK_HIDDEN, DK_CLOCK, DK_WARLORD, DK_COUNT
} UiDrawer;
enum { WHO_ANY = 0, WHO_SELF, WHO_OTHER };
/* CAP_LEFT: a pile shown as a strip, its caption left of the strip, which
 * lies at its place's right end with room for its count after it */
enum { CAP_NONE = 0, CAP_ABOVE, CAP_BELOW, CAP_INSIDE, CAP_LEFT };

typedef struct LayoutZone {
    char id[48];        /* exact id or pattern with {seat} */
    UiDrawer kind;
    SDL_FRect rect;     /* absolute, or relative to the seat anchor when id has {seat} */
    int who;
    float card_w, card_h; /* 0 = layout default */
    float strip_w, strip_h; /* "strip": its face-up cards listed as name strips of this size (0: as cards) */
    SDL_FRect open;     /* "open" (a warlord as a strip, a row with "strip"): where its face-up cards are listed (w 0: none) */
    char open_caption[32]; /* "open_caption": the caption row before its part of a shared open list ("" none) */
    int caption;
    char label[48];     /* caption override ("" = the view's label) */
    bool no_count;      /* "caption_count": false: a pile's caption without " · N" (a badge shows it) */
    char colour[16];    /* tokens / accents */
    bool seat_pattern;
} LayoutZone;

typedef struct LayoutAnchor {
    float x, y, scale;
} LayoutAnchor;

typedef struct Layout {
    char file[512];
    char game[32];
    char *rules;          /* rules summary text (owned) */
    float card_w, card_h;
    SDL_Color felt_top, felt_bottom;
    unsigned mirror_grid_seats; /* bit per seat: QB grids are written for seat 0 */
    int nanchors[GM_MAX_PLAYERS + 1];
    LayoutAnchor anchors[GM_MAX_PLAYERS + 1][GM_MAX_PLAYERS];
    SDL_FRect log_rect, seats_rect, buttons_rect, toast_rect;
    int nzones, capzones;
    LayoutZone *zones;
} Layout;

bool layout_load(Layout *L, const char *path, const GameModule *m, char *err, size_t errn);
/* The layout in text[0..len) (text[len] == 0), `path` named in errors; read
 * one member at a time, or (tree: for tests and fuzzing, which compare the
 * two) from the whole cJSON tree. */
bool layout_read(Layout *L, const char *text, size_t len, const char *path, const GameModule *m, bool tree, char *err,
                 size_t errn);
/* No layout file: every zone goes to the auto-layout. */
void layout_empty(Layout *L, const GameModule *m, const char *path);
void layout_free(Layout *L);
const char *drawer_name(UiDrawer k);

/* A view zone placed on screen. */
typedef struct ZoneRes {
    bool placed;     /* false = not drawn (not in layout / hidden) */
    bool fallback;   /* placed by the auto-layout */
    UiDrawer kind;
    SDL_FRect rect;
    float card_w, card_h;
    float strip_w, strip_h; /* > 0: items are strips of this size (the layout's "strip", scaled with the seat) */
    SDL_FRect open;  /* the layout's "open", placed like rect (w 0: none) */
    float room_below; /* free table under the zone, down to the next zone or its caption (warlords' strips) */
    float right_edge; /* where the table ends on the right, before the side panels (warlords' strips) */
    int caption;
    const LayoutZone *lz;
    bool spread;     /* a warlord's fanned battle hand under the pointer: spread so each card can be hit */
    bool under_list; /* not drawn this frame: under a warlord's battle hand listed over it while pointed at */
    int front;       /* this frame: the warlord's item picked or hinted (table_front_item), -1 none */
    /* listed in its open place (table_open.c), with the seat's other zones
     * that list there: its first strip's index in the shared list, how
     * many it lists, the list's length, the zone that draws the list's backdrop, the box the
     * list fills (the open place, or the whole list while pointed at) and
     * its strips' size (the lead's: one grid for the whole list) */
    int open_first, open_count, open_total, open_lead;
    bool open_captioned; /* its part of the list starts with its caption row, at open_first - 1 */
    bool open_all;
    SDL_FRect open_box;
    float open_sw, open_sh;
} ZoneRes;

/* ------------------------------------------------------------ settings */
typedef struct UiSettings {
    int volume;      /* 0..100 */
    bool muted;
    int anim_speed;  /* 0 = off, 1 = fast, 2 = normal, 3 = slow */
    bool fullscreen;
    int ui_scale;    /* percent 80..150 */
    bool colourblind;
    bool auto_pass;  /* a person's only move is a routine pass (AD_ROUTINE): the table takes it */
    bool allow_spectators; /* hosting: people may join to watch the public table */
    char names[GM_MAX_PLAYERS][32];
    char join_name[32], join_addr[96]; /* what Join a game was last pressed with */
    /* the last set-up chosen per game, offered again next time */
    struct UiLastSetup {
        char game[32];
        int nplayers, set_idx;   /* set_idx: settings from before set_id / set_dir */
        char set_id[48];         /* the set by id and folder: sets found in several */
        char set_dir[512];       /* folders (a user's copy of an installed set) share ids */
        int option[GM_MAX_OPTIONS];
        struct { bool ai; int level, colour; char deck[48]; } seat[GM_MAX_PLAYERS];
    } last[8];
    int nlast;
} UiSettings;

void settings_default(UiSettings *s);
/* Reads settings.json; false (err set) only when the file cannot be used at
 * all. A value that cannot be used keeps its default and is told in err
 * (file, key, expected range), one a line; err is "" when all was read. */
bool settings_load(UiSettings *s, const char *path, char *err, size_t errn);
/* A save's remembered seat setting `key` (0..max) into *out; a bad value
 * keeps *out and is told in the log and the table's notice. */
void settings_seat_int(UiApp *app, const struct cJSON *seat, const char *key, int max, int *out, const char *path, int i);
bool settings_save(const UiSettings *s, const char *path, char *err, size_t errn);
/* The app's settings from pref_dir/settings.json at start.  A file that
 * cannot be used at all is moved aside (save_quarantine: nothing is lost),
 * the defaults are used and the menu says so: the file, the place, what was
 * expected.  Bad values in a good file keep their defaults and are told. */
void app_load_settings(UiApp *app);

/* ------------------------------------------------------------ the app */
typedef enum UiOverlay { OV_NONE = 0, OV_PAUSE, OV_SETTINGS, OV_RULES, OV_CHOOSER, OV_LOAD, OV_SET_REPORT,
                         OV_RELOAD_ENDED /* live reload: this game cannot go on */,
                         OV_PILE /* the pile viewer (pile_view.c) */ } UiOverlay;
typedef enum UiPass { PASS_DRAW = 0, PASS_CLICK, PASS_COLLECT } UiPass;

typedef struct SeatCfg {
    bool ai;
    int level;    /* 0 easy, 1 normal, 2 hard */
    int colour;   /* palette index */
    int deck;     /* index into the set's decks, -1 = default */
    char name[32];
    bool net;     /* hosting: a player over the network takes this seat */
} SeatCfg;

typedef struct UiAnim {
    int16_t card;
    int8_t owner;
    uint8_t flags;
    int16_t value, base;
    SDL_FRect from, to;
    double start, dur;
    char dst_zone[VIEW_ID_LEN];
    int dst_index;
    bool mirror;
} UiAnim;

#define UI_MAX_ANIMS 12
#define UI_HOVER_DELAY 0.35 /* seconds the pointer rests on a card before its zoom opens */
#define UI_LOG_MAX 400
#define UI_MAX_COLLECT 256
#define UI_MAX_SAVES 64

/* An event's words with seat names in place of "{pN}" (up to 31 bytes each
 * instead of 4): the whole View.last_event, never cut. */
#define UI_EVENT_TEXT (VIEW_EVENT_LEN + 256)

typedef struct UiLogLine {
    char text[UI_EVENT_TEXT];
    int seat;
    int act; /* index of the recorded action this line tells of, -1 none (undo removes it) */
} UiLogLine;

typedef struct UiSession {
    const GameModule *m;
    CardSet **sets;
    int nsets;
    int set_idx;
    char set_report[2048];
    /* sets that failed to load: listed greyed on the setup screen; a click
     * shows the report (OV_SET_REPORT) */
#define UI_MAX_BROKEN_SETS 8
    int nbroken, report_idx;
    char broken_name[UI_MAX_BROKEN_SETS][64];
    int broken_count[UI_MAX_BROKEN_SETS];
    char *broken_report[UI_MAX_BROKEN_SETS]; /* malloc'd, one problem a line */
    float report_scroll;
    Layout layout;
    bool layout_ok;
    GameRecord rec;
    bool rec_ok;
    int *actors;         /* seat that took each recorded action */
    const char **revealed; /* per recorded action: what it showed its taker (GameModule.reveals), NULL nothing */
    int actors_cap;
    int log_act;         /* action the log lines being written tell of, -1 none */
    bool confirm_restart; /* the pause menu asks "Restart this game?" */
    bool confirm_same_seed; /* ... with the same seed (the same shuffle) */
    bool summary_open;    /* a round ended: View.summary waits for a click (AI-only: summary_until) */
    /* the events after a round's end (the next deal), told when the summary
     * closes and the deal shows (play_log_held); held_act: their action */
    char held_event[UI_EVENT_TEXT];
    int held_act;
    double summary_until;
    bool handoff;        /* hot-seat: the mover looks at what their move showed them before the pass screen */
    GameState *st;
    int nplayers;
    SeatCfg seats[GM_MAX_PLAYERS];
    GameSetup setup;
    int deck_seat;       /* setup: the seat whose deck is previewed */
    SDL_FRect deck_discs[64]; /* setup: the deck list's cost and power discs the last frame drew (tests) */
    int ndeck_discs;

    View *view;          /* current view for `observer` */
    View *scratch;       /* previous view / preview */
    View *preview;
    ZoneRes zr[VIEW_MAX_ZONES];
    int observer;
    int last_human;      /* seat of the last human decision (hot-seat pass screen) */
    bool pass_screen;
    char logged_missing[1024]; /* zone ids reported missing from the layout */
    /* "|id|id|": zones whose contents or value changed since the human at the
     * screen last acted (their own move and every move after it): the hover
     * zoom keeps clear of them (table_hover.c) */
    char changed_zones[VIEW_MAX_ZONES * (VIEW_ID_LEN + 1) + 2];
    /* "|id|id|": the zones the moves since the human at the screen last acted
     * (not their own) took from or played onto: what "just changed" — the
     * zoom never covers them; of the rest of changed_zones only when no
     * place near the pointer is clear of them */
    char moved_zones[VIEW_MAX_ZONES * (VIEW_ID_LEN + 1) + 2];

    /* legal actions, indexed for clicking */
    int nlegal;
    Action *legal;
    ActionDesc *desc;
    int picked;          /* index of an action whose source is picked, -1 none */
    char picked_zone[VIEW_ID_LEN];
    int picked_index;    /* the source index the actions name */
    int picked_item;     /* the copy that was clicked (drawn lifted): a duplicate of picked_index */
    char pile_zone[VIEW_ID_LEN]; /* the face-up pile the pile viewer shows (OV_PILE) */
    /* a hand under the pointer keeps its cards where they were: a play leaves
     * a gap instead of moving the rest under the pointer; the gap closes when
     * the pointer leaves the hand's row (table_hand_hold) */
    int hold_zone;       /* the held hand's zone index; meaningful while hold_n > 0 */
    int hold_n;          /* the cards its places were made for, 0: none held */
    int16_t hold_cards[VIEW_MAX_ITEMS]; /* what was in each place */
    int hold_gone;       /* the place of the copy last clicked to play (a twin's move may name another copy), -1 none */
    int chooser[32];     /* action indices offered by the chooser; -1: pick a card of the hand (below) */
    int nchooser;
    int chooser_zone;    /* the hand whose cards the chooser offers to pick */
    int chooser_item[32]; /* for a -1 entry: that card's index in the hand */
    char chooser_name[32][64]; /* and its name, the entry's label */
    float chooser_x, chooser_y;

    /* preview of the hovered (source,target) */
    int preview_action;  /* -1 none */
    bool preview_ok;

    /* AI */
    AiJob *job;
    int job_seat;
    bool job_hint;
    double job_progress;
    double job_started;
    bool job_grace;      /* the reply waits until job_started + UI_AI_UNDO_GRACE: the human's move may still be taken back */
    bool ai_showing;     /* highlighting the AI's move before applying it */
    Action ai_action;
    char ai_label[UI_EVENT_TEXT]; /* what the table says about the AI's move (public words only) */
    double ai_show_until;
    bool has_hint;
    Action hint;
    SDL_FRect hint_glows[2]; /* where this frame drew the hint's source and target glows (w = 0: none) */
    SDL_FRect hint_tags[2];  /* and their "Hint" / "here" tags, often beside the glow: a click there is one on it */
    uint64_t ai_seed;

    /* animation */
    UiAnim anims[UI_MAX_ANIMS];
    int nanims;

    UiLogLine log[UI_LOG_MAX];
    int nlog;
    float log_scroll;
    float log_scroll_max; /* the most lines the wheel may skip: the last frame's log (draw_log) */
    /* where this frame drew words about the moves (the toast, a notice, a
     * hint's or the AI's tag): the hover zoom opens clear of them */
    SDL_FRect banners[6];
    int nbanners;
    char toast[UI_EVENT_TEXT];
    char toast_drawn[UI_EVENT_TEXT]; /* the toast as the last frame drew it (cut or shortened to its box) */
    char shown_event[UI_EVENT_TEXT]; /* the last event text logged / toasted */
    uint32_t shown_seq;    /* its View.event_seq: a later event is new even in the same words */
    uint32_t public_seq;   /* a spectator's View.event_seq at the last refresh (hot-seat tells only that account) */
    double toast_until;
    char notice[800];    /* "Saved to ...", a hint's sentence */
    bool notice_reason;  /* the notice says why a click made no move: it goes with the next move */
    bool peek_final;     /* looking at the final table from the results */
    double results_since; /* when the results screen came up: its keys wait a moment */
    double notice_until;
    const char *saving_kind; /* while play_save_copy writes: "saved" or "restart" (the Load list says which) */
    /* the top bar's status [0] and prompt [1] where the last frame drew them,
     * and whether they were shrunk or cut there (their tooltip has them whole) */
    SDL_FRect bar_text[2];
    bool bar_text_cut[2];
    char bar_words[2][256];
} UiSession;

/* Live reload (live_reload.c): the set in use is watched while a scene that
 * uses one is open; an edit reloads it under the running game. */
typedef struct UiLive {
    SetWatch watch;
    SetPrints prints;      /* fingerprints of the version in use (what changed) */
    char banner[1400];     /* the edited set's first problem ("" = none) */
    bool banner_hidden;
    char ended[1400];      /* why the game cannot go on with the edited set ("" = it can) */
    CardSet *pending;      /* that edited set, kept until Restart or the menu */
    GameState *base;       /* the position right after the last reload: undo replays from it */
    int base_at;           /* actions recorded before that reload */
    int reloads;           /* reloads that carried the game over (tests, bench) */
    double last_ms;        /* time the last reload took (bench) */
} UiLive;

typedef struct UiCollect {
    UiClickKind kind;
    char label[96];
    SDL_FRect r;
    bool primary; /* a primary (default) button: Enter/Space press it when it is the only one */
} UiCollect;

struct UiApp {
    SDL_Window *win;       /* NULL when headless */
    SDL_Renderer *ren;
    SDL_Surface *surface;  /* headless target */
    unsigned games_started; /* headless: numbers the fixed seed sequence of new games */
    UiGfx gfx;
    bool gfx_ok;
    UiScene scene;
    UiOverlay overlay;
    UiOverlay settings_return; /* overlay to go back to from settings */
    UiPass pass;
    float click_x, click_y;
    bool consumed;
    float mx, my;          /* mouse, logical */
    bool mouse_down;       /* left button held (drag and drop) */
    /* hover zoom: opens once the pointer has rested on the same card a moment */
    int hover_zone, hover_item;
    double hover_since;
    bool hover_wait;       /* a zoom is due: redraw when the delay has passed */
    /* the zoom gave way to something newer it would cover (an AI's move):
     * closed until the pointer rests on another card; zoom_seq / zoom_ai:
     * the last event shown and the AI's move showing when the pointer came to rest */
    bool zoom_closed, zoom_ai;
    uint32_t zoom_seq;
    bool manual_fullscreen; /* full screen done by hand (no window manager) */
    bool zoom_shown;       /* the last frame drew a zoom, at zoom_rect (tests) */
    SDL_FRect zoom_rect;
    bool tip_shown;        /* the last frame drew a tooltip, at tip_rect (tests) */
    SDL_FRect tip_rect;
    float down_x, down_y;
    bool dirty;
    bool quit;
    double now;            /* seconds since start */
    uint64_t frames;
    UiSettings settings;
    bool settings_unwritable; /* a broken settings.json could not be moved aside: never written over */
    char pref_dir[512];
    char ai_override[64];  /* CROWNTABLE_UI_AI, tests */
    bool hide_zones;       /* render test: draw the table without zones */

    /* menu: saved games (pref_dir/saves), newest first, for the Load game list */
    struct UiSaveEntry {
        char path[640];
        char file[128];
        char title[64];  /* the game's title, or why the file cannot be read */
        char when[32];
        char kind[24];    /* "saved", "restart", "" (saves from before it was written) */
        char details[224]; /* "Ann, Ben (AI) · 34 moves · Round 2 — second half" */
        long long mtime;
    } saves[UI_MAX_SAVES];
    int nsaves;
    int save_delete_asked; /* the entry whose Delete waits for a confirmation, -1 none */
    int saves_first;     /* first entry shown (paging) */
    /* menu */
    bool has_autosave;
    bool autosave_failed;       /* the last autosave of this run failed: autosave.json is older */
    char autosave_error[300];
    char autosave_game[64];
    char hosted_game[128]; /* "Queen's Blood, 2 players": a hosted game that did not end (hosted.json), else "" */
    char menu_notice[1024];
    /* print sheets from the setup scene (print_button.c) */
    int print_stage;       /* 0 idle, 1 "printing" shown, 2 print on this frame */
    char print_notice[900];
    char *copied; /* the last text a Copy button put on the clipboard (malloc'd) */
    /* setup */
    const GameModule *setup_m;
    /* error scene */
    char error_title[128];
    char error_text[2048];
    /* text input */
    char *focus_buf;
    size_t focus_len;
    /* rules overlay scroll */
    float rules_scroll;
    float setup_scroll;

    UiSession s;
    struct DeckBuilder *deck_builder; /* the deck builder scene's state (deck_builder.c), NULL until opened */
    /* network play (net_play.c, scene_net.c): the setup is for hosting; the
     * Join form's fields; the hosted or joined table, NULL when none */
    bool net_setup;
    int net_port;
    char join_addr[96], join_code[64], join_name[32], join_error[300];
    bool join_watch;  /* Join a game as a spectator */
    struct UiNet *net;

    UiCollect collect[UI_MAX_COLLECT];
    int ncollect;
    bool audio_on;
    SDL_Texture *felt_tex;      /* cached background: the felt and the backdrop */
    SDL_Texture *felt_base_tex; /* the felt alone, under a changing backdrop */
    char felt_base_key[160];
    /* What a scene adds to the cached background (painted with the felt,
     * repainted only when backdrop_key changes): the table's zone boxes. */
    void (*backdrop)(UiApp *app);
    uint64_t backdrop_key;
    int felt_paints;       /* times the cached background was repainted (bench) */
    int felt_base_paints;  /* of which the felt itself */
    bool no_card_cache;    /* animating cards change size every frame */
    char felt_key[190];
    /* The table under an open round summary, dimmed, painted once and
     * copied while it stays the same (table_summary.c). */
    SDL_Texture *under_tex;
    uint64_t under_key;
    bool under_painting, under_shown, under_off; /* under_off: tests draw every frame whole */
    int under_paints;
    UiLive live;
};

/* app.c (settings in settings.c, test hooks in app_hooks.c) */
void app_dirty(UiApp *app);
/* Adds to S->changed_zones every zone whose value, count or items differ
 * between views before and after (before NULL: forgets them all, and the
 * moved zones too). */
void table_note_changed(UiApp *app, const View *before, const View *after);
/* Adds the zones a committed move (not the screen's human's) took from and played onto to S->moved_zones. */
void table_note_moved(UiApp *app, const ActionDesc *ad);
void app_sound(UiApp *app, SoundId id);
bool ui_button(UiApp *app, SDL_FRect r, const char *label, bool enabled, bool primary);
/* A button whose label is drawn at `size` (0: fitted to its own box), so a row of them can share one size. */
bool ui_button_sized(UiApp *app, SDL_FRect r, const char *label, bool enabled, bool primary, float size);
/* A button that steps through choices (its label gets UI_CYCLE_MARK); its
 * label at `size` (0: fitted to the box, as ui_button_sized). */
#define UI_CYCLE_MARK "  ▸"
bool ui_cycle_button(UiApp *app, SDL_FRect r, const char *label, bool enabled, float size);
void ui_copy_text(UiApp *app, const char *text); /* SDL_SetClipboardText + app->copied */
bool ui_hit(UiApp *app, SDL_FRect r); /* click pass: consumes a click inside r */
bool ui_hover(const UiApp *app, SDL_FRect r);
void ui_collect(UiApp *app, UiClickKind kind, const char *label, SDL_FRect r);
/* Enter/Space: presses the scene's (or open overlay's) one enabled primary
 * button; does nothing when there are none or several.  True when pressed. */
bool app_press_default(UiApp *app);
void ui_textfield(UiApp *app, SDL_FRect r, char *buf, size_t n);
void ui_panel(UiApp *app, SDL_FRect r);
void ui_felt(UiApp *app, SDL_Color top, SDL_Color bottom);
void ui_felt_panels(UiApp *app, SDL_Color top, SDL_Color bottom, const SDL_FRect *panels, int npanels);
SDL_Color seat_colour(const UiApp *app, int seat);
UiShape seat_shape(int seat);
const char *seat_name(const UiApp *app, int seat);
void app_settings_changed(UiApp *app);
void app_set_fullscreen(UiApp *app, bool on);
void app_goto_menu(UiApp *app, const char *notice);
void app_show_error(UiApp *app, const char *title, const char *text);
/* One immediate-mode pass over the scene and its overlay (draw, click or collect). */
void app_run_pass(UiApp *app, UiPass pass);
/* Maps the logical 1600x900 space onto the renderer's current output size. */
void app_update_viewport(UiApp *app);

/* scene_menu.c, scene_setup.c, scene_results.c (and the error screen),
 * overlay_pause.c (and overlay_frame), overlay_settings.c, overlay_load.c,
 * overlay_text.c (rules, set report) */
void scene_menu(UiApp *app);
void scene_setup(UiApp *app);
void scene_results(UiApp *app);
/* A key on the results screen: R asks for a rematch; true when it was used. */
bool results_key(UiApp *app, SDL_Keycode k);
int results_headline(const UiApp *app, const double *ret, char *out, size_t n);
void scene_error(UiApp *app);
void overlay_pause(UiApp *app);
void overlay_settings(UiApp *app);
void overlay_rules(UiApp *app);
void overlay_set_report(UiApp *app); /* a broken card set's check-cards report */
void overlay_load(UiApp *app);
/* The frame every overlay opens with: the table dimmed, a shadowed panel, a title. */
void overlay_frame(UiApp *app, SDL_FRect p, float title_y, const char *title);
/* pile_view.c: a face-up pile with no move opens on click to show its cards */
bool pile_view_open(UiApp *app, int zi);
void overlay_pile(UiApp *app);
void saves_refresh(UiApp *app);
void setup_enter(UiApp *app, const GameModule *m);
/* The deck builder saved into `set`: m's setup offers that set next time. */
void setup_remember_set(UiApp *app, const GameModule *m, const CardSet *set);
void menu_refresh(UiApp *app);

/* live_reload.c */
void live_reload_update(UiApp *app);            /* polls the set in use when due; reloads after an edit */
int live_reload_wait_ms(const UiApp *app, int wait_ms); /* the idle wait, cut to the next poll */
void live_reload_banner(UiApp *app);            /* the problem banner, over the scene */
SDL_FRect live_reload_banner_rect(const UiApp *app); /* where that banner is now; h 0: not shown */
float live_reload_strip(const UiApp *app);      /* logical height kept above the scene for it (0: none) */
void overlay_reload_ended(UiApp *app);          /* "This game cannot go on" */
void live_reload_forget(UiApp *app);            /* the game ends: no reload base, no ended page */
void live_reload_free(UiApp *app);
/* Puts `set` in place of S->sets[idx] (freed), everywhere it is pointed at, and watches it. */
void live_reload_swap_set(UiApp *app, int idx, CardSet *set);
/* Starts the game again with the same seed (same shuffle) and the set as it is now. */
bool live_restart_same_seed(UiApp *app);
/* The position after the first `upto` recorded actions, through the last reload's position. */
GameState *live_replay(const UiApp *app, int upto, Error *err);
/* The recorded action `last` was made before the cards were reloaded: it cannot be taken back. */
bool live_undo_blocked(const UiApp *app, int last);
/* bench.c: what every `crowntable bench ui` part shares */
bool bench_sdl_start(const char *who); /* SDL video (dummy without a display), no audio; false: said why */
double bench_clock_ms(clockid_t id);   /* CLOCK_MONOTONIC (wall) or a CPU-time clock, in ms */
int bench_cmp_ms(const void *a, const void *b); /* qsort order for doubles */
void bench_render_timed(UiApp *app, double *wall, double *cpu); /* one frame drawn; its ms (wall, thread CPU; NULL: not wanted) */
/* bench_reload.c: prints the live-reload figures of `crowntable bench ui` (pref_dir: a temp folder). */
void bench_reload_print(const char *pref_dir);

/* deck_builder.c — the deck builder scene (files: deck_view.c, deck_files.c) */
/* Opens it for deck deck_idx (-1: a new deck) of set set_idx of m; from the
 * setup screen of m, Back returns there and `setup_seat` (or -1) gets the deck. */
bool deck_builder_open(UiApp *app, const GameModule *m, int set_idx, int deck_idx, int setup_seat);
void deck_builder_open_from_menu(UiApp *app);
void scene_deck_builder(UiApp *app);
bool deck_builder_key(UiApp *app, SDL_Keycode k, bool ctrl);
void deck_builder_text(UiApp *app, const char *text);
void deck_builder_wheel(UiApp *app, float dy);
void deck_builder_release(UiApp *app, float x, float y);
void deck_builder_escape(UiApp *app);
void deck_builder_free(UiApp *app);
/* The set the deck builder shows (live reload watches it), NULL if none. */
const CardSet *deck_builder_set(const UiApp *app);
/* Live reload loaded an edit of that set cleanly: the builder takes `set` (the
 * old one is freed) and finds its deck's cards again by id; a card that is
 * gone leaves the deck with a note.  changed: cards the edit changed. */
void deck_builder_set_reloaded(UiApp *app, CardSet *set, int changed);
/* The set's name, with where it comes from when another set shares its id or name. */
void db_set_label(const UiApp *app, int set_idx, char *buf, size_t n);

/* net_play.c — a hosted or joined table: the same host and client as
 * `serve` and `join` (src/net).  The window's seat is always a client (the
 * host's own over the loopback): its table shows the view it is sent and a
 * click sends the move's number in the list it was sent. */
bool net_play_host(UiApp *app);    /* from the setup (net_setup): host, then the lobby */
bool net_play_join(UiApp *app);    /* from the Join form: connect, then the lobby */
/* The window's hosted game, autosaved after every move (hosted.json in the
 * preferences folder, a `serve --load` save): true when there is one, its
 * game's title into what. */
bool net_play_hosted_save(const UiApp *app, char *what, size_t n); /* what: "Queen's Blood, 2 players" */
#define NET_HOST_AGAIN_WHY "The game you hosted, as it stood: the players rejoin their seats with the same code."
/* Hosts it again: the guests rejoin their seats with the same code (a save
 * that cannot be read is moved aside and the menu says so). */
bool net_play_resume(UiApp *app);
void net_play_end(UiApp *app);     /* leave: the host or connection closes */
void net_play_update(UiApp *app);  /* steps the host and client; the lobby turns into the table */
bool net_play_active(const UiApp *app); /* the table is a network seat's */
void net_join_form_open(UiApp *app);    /* Join a game, its fields filled as last time */
void net_play_view(UiApp *app, View *v); /* the last view the host sent */
void net_play_index(UiApp *app);   /* the moves the host sent, for clicking */
bool net_play_commit(UiApp *app, Action a); /* a.kind: the move's number in that list */
/* Hint: the host's AI searches samples of what this seat may know (its
 * advice, capped so one player cannot take the host's cores) and sends back
 * only the move's number; it glows like a local hint. */
void net_play_hint(UiApp *app);
void net_play_table_notes(UiApp *app); /* the round trip, a host gone quiet, who is missing, the end */
int net_play_wait_ms(const UiApp *app, int wait_ms);
/* the computer seat the host is thinking for, as far as this table knows (-1: none) */
int net_play_thinking_seat(const UiApp *app);
/* how far the host says that seat's search is, 0..1 (0 before its word) */
double net_play_thinking_progress(const UiApp *app);
/* the seat whose AI is thinking on this table or on the network game's host (-1: none) */
int play_thinking_seat(const UiApp *app);
/* scene_net.c */
void scene_net_pick(UiApp *app);
void scene_net_join(UiApp *app);
void scene_net_lobby(UiApp *app);
/* The lobby's words: the seats a line each, and what the connection is doing. */
void net_lobby_lines(const UiApp *app, char *out, size_t n);
const char *net_play_status(const UiApp *app);
/* A guest's table that has lost its host (gone, or silent too long) before the game's end: no move can be made. */
bool net_play_cut_off(const UiApp *app);

/* print_button.c */
/* "Print sheets…": writes the set's PDF into the user folder and opens it. */
void print_sheets_button(UiApp *app, SDL_FRect r, const GameModule *m, const CardSet *set, float size); /* size 0: fitted */

/* table.c */
void scene_table(UiApp *app);
void overlay_chooser(UiApp *app);
void table_pass_screen(UiApp *app);
bool table_item_rect(UiApp *app, const View *v, const ZoneRes *zr, int zi, int idx, SDL_FRect *out);
/* A card of cw x ch scaled down (never up) to fit box, centred in it. */
SDL_FRect table_fit_card(SDL_FRect box, float cw, float ch);
bool table_count_badge(UiApp *app, int zi, SDL_FRect *out);
void table_resolve(UiApp *app, const View *v, ZoneRes *zr);
void table_key(UiApp *app, SDL_Keycode k, bool ctrl);
void table_tooltip(UiApp *app, const char *text, float x, float y);
/* A tooltip for a button in the top bar: under the bar (clear of the header's
 * texts and of the button), its right edge at the button's, on screen. */
void table_bar_tooltip(UiApp *app, const char *text, SDL_FRect button);

/* cards.c */
extern const SDL_Color UI_PALETTE[8];
extern const char *const UI_PALETTE_NAMES[8];
void card_draw(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r, bool mirror_grid);
void card_draw_back(UiApp *app, const CardSet *set, SDL_FRect r);
/* Rotated by angle degrees about its centre (it == NULL: a back). */
void card_draw_rot(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r, bool mirror_grid, double angle);
void card_draw_empty(UiApp *app, SDL_FRect r, const char *label);
/* Paints a face into the cache without drawing it, if it is not there yet
 * (a scrolling grid prepares the next row a few cards a frame); true if it
 * painted.  card_paint_count: faces painted into the cache so far. */
bool card_prepaint(UiApp *app, const CardSet *set, const ViewItem *it, SDL_FRect r);
int card_paint_count(void);
void card_cache_flush(void);
/* Times the cache was flushed (a reload, a reset): what a layer painted from faces is keyed on. */
int card_cache_generation(void);
/* The same, and every face's pixels: the renderer goes. */
void card_cache_release(void);
SDL_Color accent_colour(const char *name, SDL_Color def);
void pawns_draw(UiApp *app, int owner, int count, SDL_FRect r);
void die_draw(UiApp *app, int face, SDL_FRect r, bool highlight);
void token_draw(UiApp *app, const char *colour, float cx, float cy, float rad);

/* play.c — the game session: start, commit, autosave; play_undo.c: undo;
 * play_ai.c: the AI's turns and hints */
bool play_start(UiApp *app, uint64_t seed);
uint64_t app_new_game_seed(UiApp *app);
void play_end(UiApp *app);
bool play_commit(UiApp *app, Action a, bool by_ai);
void play_refresh(UiApp *app, const View *before, const ActionDesc *ad);
bool play_load_sets(UiApp *app, const GameModule *m);
bool play_load_layout(UiApp *app, bool force);
void play_free_sets(UiApp *app);
void play_update(UiApp *app);
bool play_undo(UiApp *app);
/* Why the seat at the screen may not take back the last action now ("" = it may). */
bool play_undo_blocked(const UiApp *app, char *why, size_t n);
void play_handoff_done(UiApp *app);
/* An overlay or a question is open: the AI does not move. */
bool play_paused(const UiApp *app);
void play_hint(UiApp *app);
void play_hint_desc(const UiApp *app, ActionDesc *d); /* the hinted move: where it glows */
bool play_autosave(UiApp *app, char *err, size_t errn);
/* A copy in saves/; kind "saved" (Save game) or "restart" (kept by Restart). */
bool play_save_copy(UiApp *app, const char *kind, char *path_out, size_t n);
bool play_continue(UiApp *app);
/* Loads a save file (replay) and goes to the table. A save that does not load
 * is moved aside (save_quarantine) and reported in menu_notice, naming it by `what`. */
bool play_load_save(UiApp *app, const char *path, const char *what);
/* A save that cannot be used is moved aside and the menu says so (`what` names it for people). */
void play_quarantine(UiApp *app, const char *path, const char *what, const char *why);
/* A save's card set among the game's (its sets loaded first when they are another game's): a SaveSetFinder, ctx the app. */
const CardSet *play_find_save_set(const GameModule *m, const char *set_id, void *ctx);
bool play_is_human(const UiApp *app, int seat);
int play_human_count(const UiApp *app);
void play_log(UiApp *app, int seat, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A module event text as log lines: one per sentence that begins with a seat ("{pN}"), under that seat. */
void play_log_event(UiApp *app, int actor, const char *raw);
void play_log_held(UiApp *app, bool toast); /* the held events into the log (and the toast) */
/* A module text's events on one line, " · " between them, for a place that
 * draws a single line (the header): a newline there is a box. */
void play_one_line(const char *text, char *out, size_t n);
/* The toast's words for a module event text: its events a line each, seats
 * named; the last event's line in `last`. */
void play_toast_event(const UiApp *app, const char *raw, char *out, size_t n, char *last, size_t last_n);
/* The log lines for `actor` taking a (before -> after): the module's event in words, else the action's label. */
void play_log_action(UiApp *app, const GameState *before, const GameState *after, int actor, Action a);
void play_cancel_ai(UiApp *app);
double anim_factor(const UiApp *app);
const CardSet *play_set(const UiApp *app);
void play_rebuild_index(UiApp *app);
void play_show_view(UiApp *app); /* S->view on the table: named, placed, its moves indexed */
/* table_summary.c: the round summary over the ended round's table */
void play_summary_view(UiApp *app);   /* while it is open: the view becomes the module's view_round_end */
void play_summary_close(UiApp *app);  /* "Next round": the next deal's view, turn and moves */
void table_round_summary(UiApp *app); /* draws the box, takes the click on "Next round" */
/* Draws the frame from the layer under the open summary when the table is
 * still (painting that layer first when it changed); false: draw as usual. */
bool table_summary_over_still_table(UiApp *app);
/* Seat names for the "{pN}" in module texts (view.h), with the names set up for this game. */
void play_names(const UiApp *app, const char *in, char *out, size_t n);
void play_name_view(const UiApp *app, View *v);  /* every text field and zone label, in place */
void play_name_desc(const UiApp *app, ActionDesc *d);
/* The same, addressed to seat `you`: "{p0}'s left pile" -> "your left pile". */
void play_name_desc_for(const UiApp *app, ActionDesc *d, int you);
/* The public account of before -> after (spectator last_event, named); "" if nothing public changed. */
bool play_public_event(const UiApp *app, const GameState *before, const GameState *after, char *out, size_t n);

#endif
