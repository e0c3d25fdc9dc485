/* view.h — the game-agnostic scene a module fills for ONE observer.
 * Hidden cards arrive as backs (card = VIEW_CARD_BACK), so the screen cannot
 * leak information.  Zones are named by short string ids ("p0.left", "deck",
 * "board.1.3") that the layout JSON (data/games/<game>.json) places on screen
 * and that ActionDesc refers to.  Plain value type: no pointers, no ownership. */
#ifndef CT_VIEW_H
#define CT_VIEW_H
#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>

#define VIEW_MAX_ZONES 96
#define VIEW_MAX_ITEMS 48
#define VIEW_ID_LEN 24
/* Room for one action's words (View.last_event): Long Live the Queen's longest
 * roll tells its whole turn (LL_TURN_TEXT), Blood Wars' stacking under every
 * warlord runs to ~700 bytes; modules keep their event text within it. */
#define VIEW_EVENT_LEN 1024
/* One action may tell several events in View.last_event: the move, then what
 * it set off at the table ("{p0} played 6 on their own left pile and is locked
 * in", then "Round 1: {p0} wins with spread 0").  Modules put
 * VIEW_EVENT_SEP between distinct events and never join two with punctuation,
 * so a presenter splits on it without reading the words: each event is a log
 * line of its own.  An event beginning "{pN}" is about seat N; the first
 * event otherwise is the acting seat's, a later one the table's ("Start: …",
 * "Round 2: …").  Within one event, no VIEW_EVENT_SEP. */
#define VIEW_EVENT_SEP "\n"

#define VIEW_CARD_BACK (-1) /* a face-down card the observer may not see */
#define VIEW_NO_CARD (-2)   /* a marker that is not a card: token, die, pawn */

/* ViewItem.flags */
enum {
    VI_FACE_UP = 1 << 0,    /* shown face up to everybody */
    VI_PEEK = 1 << 1,       /* face down on the table, but this observer knows it (own hidden tile) */
    VI_ENHANCED = 1 << 2,   /* value above base */
    VI_ENFEEBLED = 1 << 3,  /* value below base */
    VI_LOCKED = 1 << 4,     /* e.g. a Glove on top / a locked pile */
    VI_HIGHLIGHT = 1 << 5,  /* module wants attention drawn (active position, last played) */
    VI_SELECTED = 1 << 6,   /* part of a pending choice (mulligan pick) */
    VI_DIMMED = 1 << 7,     /* out of play / inactive */
};

typedef struct ViewItem {
    int16_t card;   /* index into CardSet.cards, VIEW_CARD_BACK or VIEW_NO_CARD */
    int8_t owner;   /* seat, or -1 */
    uint8_t flags;  /* VI_* */
    int16_t value;  /* current power / rank / die face / count; meaning per zone */
    int16_t base;   /* printed value, so the UI can show +N / -N */
    char badge[16]; /* short text drawn on the item ("x2", "Master", "red") */
} ViewItem;

/* ViewZone.kind: a hint for the drawer when the layout does not say. */
typedef enum ViewZoneKind {
    VZ_PILE = 0,  /* stack: top card + count */
    VZ_HAND,      /* fanned cards */
    VZ_ROW,       /* cards side by side */
    VZ_CELL,      /* one board cell: up to one card + pawns (owner/value) */
    VZ_COUNTER,   /* a number with a label (value) */
    VZ_DICE,      /* items are dice (value = face) */
    VZ_TOKENS,    /* items are coloured tokens */
} ViewZoneKind;

typedef struct ViewZone {
    char id[VIEW_ID_LEN];  /* stable id, matched by the layout and by ActionDesc */
    char label[48];        /* caption, in words */
    uint8_t kind;          /* ViewZoneKind */
    int8_t owner;          /* seat owning the zone (or its pawns), or -1 */
    int16_t value;         /* zone-level number: counter value, pawn count, lane score */
    int16_t count;         /* number of things in the zone (a pile may show only its top) */
    int16_t nitems;        /* items actually listed below */
    uint8_t flags;         /* VI_* applying to the whole zone (VI_LOCKED, VI_HIGHLIGHT) */
    ViewItem items[VIEW_MAX_ITEMS];
} ViewZone;

typedef struct View {
    int observer;       /* seat this view is for; -1 = spectator (sees only public info) */
    int num_players;
    int current_player; /* or GM_TERMINAL */
    char prompt[160];   /* what the current player is asked to do, in words */
    char status[160];   /* phase / round line: "Round 2 — second half" */
    /* per seat, short: "2 wins · 3 cards"; room for Long Live the Queen's
     * "5 red, 5 yellow, 5 blue · Master Entertainer (shown by a Recruit)" */
    char seat_status[5][96];
    bool terminal;
    char result[200];   /* when terminal: who won and why */
    int nhistory;       /* finished rounds / notable events, oldest first */
    /* "Round 1: Ann wins with spread 0"; a whole turn in words (up to 1 KiB:
     * Long Live the Queen's longest turns), with room left for seat names */
    char history[16][1536];
    /* what the last action did, in words (for the log/toast): one event, or
     * several separated by VIEW_EVENT_SEP */
    char last_event[VIEW_EVENT_LEN];
    /* Changes whenever an action tells something (last_event is new, even in
     * the very words of the event before: "Ann played 10 on her left pile"
     * twice); an action that tells nothing (a secret toggle) leaves it.  The
     * table compares it, never the text, to know an action made an event. */
    uint32_t event_seq;
    /* When the last action ended a round (or a phase people should stop at):
     * a few lines saying how it ended — each seat's result, who won and by
     * which tie-break.  The table shows them in a box that waits for a click.
     * nsummary 0: nothing to stop for. */
    int nsummary;
    char summary[8][96];
    int nzones;
    ViewZone zones[VIEW_MAX_ZONES];
} View;

/* Seat names in texts. Modules never know players' names: every text they
 * produce for people (prompt, status, seat_status, result, history,
 * last_event, ActionDesc.label) names a seat as "{p0}".."{p4}". A presenter
 * turns those into names with view_names(): the UI with the names chosen at
 * setup, the CLI with "Seat 1".."Seat 5". */
void view_names(const char *in, char *out, size_t n, const char *const *names, int nnames);

/* Helpers for modules filling a view. view_zone returns the new zone (zeroed,
 * id/label/kind/owner set) or NULL if full; view_item appends to a zone and
 * adds 1 to its count (set count AFTER adding items when it differs, e.g. a
 * pile listing only its top). */
void view_reset(View *v, int observer, int num_players, int current_player);
ViewZone *view_zone(View *v, const char *id, const char *label, ViewZoneKind kind, int owner);
ViewItem *view_item(ViewZone *z, int card, int owner, unsigned flags, int value, int base);
const ViewZone *view_find(const View *v, const char *id);

#endif
