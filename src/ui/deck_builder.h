/* deck_builder.h — private to the deck builder (deck_builder.c: the scene and
 * its input; deck_view.c: the grid and the deck panel; deck_files.c: saving,
 * renaming, duplicating, deleting decks, and copying an installed set into
 * the user's folder).
 *
 * The builder edits one deck of one set of app->s.sets as a count per card.
 * It learns everything about cards from GameModule.card_attrs (filters, sort,
 * statistics) and GameModule.validate_deck (is the deck legal, and which rule
 * it breaks); it knows no game's rules.
 *
 * Memory: the DeckBuilder (app->deck_builder) owns its arrays; the sets stay
 * owned by the session (UiSession.sets). */
#ifndef CT_DECK_BUILDER_H
#define CT_DECK_BUILDER_H
#include "ui_internal.h"

#define DB_MAX_VALUES 24 /* distinct values a filter offers */

typedef struct DbAttrInfo {
    const char *name;
    unsigned flags;
    int nvalues;
    int value[DB_MAX_VALUES];          /* sorted */
    char text[DB_MAX_VALUES][24];
} DbAttrInfo;

typedef struct DeckBuilder {
    const GameModule *m;
    int set_idx;            /* into app->s.sets */
    char set_dir[512];      /* the set's folder (sets are reloaded: indices move) */
    /* the deck being edited */
    char file[600];         /* where it was loaded from / saved to; "" = not saved yet */
    char deck_id[48];
    char name[64];
    char style[160];
    char saved_name[64];    /* the name as last loaded or saved (an edited name is a rename) */
    int *count;             /* copies per card index */
    int total;
    bool changed;           /* differs from the file */
    bool leave_asked;       /* Back with unsaved changes was pressed once */
    char problem[400];      /* the rule the deck breaks, "" = legal */
    /* the cards as the module describes them */
    int ncards;
    int nattr;
    CardAttr *attrs;        /* ncards * nattr */
    bool *deckable;         /* false: never in a deck (a token) */
    DbAttrInfo info[GM_MAX_CARD_ATTRS];
    /* what the grid shows */
    char search[64];
    int filter[GM_MAX_CARD_ATTRS]; /* index into info[k].value, -1 = any */
    int sort;               /* 0 = by name, k+1 = by attribute k */
    int *shown;             /* card indices passing search and filters, sorted */
    int nshown;
    int highlight;          /* index into shown */
    float scroll, deck_scroll;
    float grid_shift;       /* the grid starts this much lower: the live-reload banner is above it */
    int scroll_dir;         /* +1 the last scroll went down, -1 up: which rows to prepare */
    int columns;
    /* press and drag: where the left button went down */
    int press_card;         /* card index, -1 none */
    bool press_from_deck;
    /* messages */
    char notice[700];
    bool notice_bad;
    /* delete with undo */
    char *deleted_text;     /* the file's bytes */
    char deleted_path[600];
    char deleted_name[64];
    /* where Back goes */
    bool from_setup;
    char seat_deck[GM_MAX_PLAYERS][48]; /* the setup seats' decks by id */
    int setup_seat;         /* the seat whose deck was opened from the setup screen, -1 none */
} DeckBuilder;

/* deck_builder.c */
DeckBuilder *db_get(UiApp *app);
const CardSet *db_set(const UiApp *app, const DeckBuilder *db);
void db_refilter(UiApp *app, DeckBuilder *db);
void db_revalidate(UiApp *app, DeckBuilder *db);
bool db_add(UiApp *app, DeckBuilder *db, int card);
bool db_remove(UiApp *app, DeckBuilder *db, int card);
/* Loads deck d of the current set (-1: a new, empty deck). */
void db_load_deck(UiApp *app, DeckBuilder *db, int d);
void db_note(DeckBuilder *db, bool bad, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void db_action_new(UiApp *app, DeckBuilder *db);
void db_action_next_deck(UiApp *app, DeckBuilder *db);
void db_action_play(UiApp *app, DeckBuilder *db);
/* Edited since it was loaded or saved (cards or name). */
bool db_unsaved(const DeckBuilder *db);
/* Reloads every set of the game and finds db's set again by its folder. */
bool db_reload_sets(UiApp *app, DeckBuilder *db);

/* deck_view.c */
#define DB_GRID_X 262.0f
#define DB_GRID_Y 84.0f
#define DB_GRID_W 824.0f
#define DB_GRID_H 740.0f
#define DB_CARD_W 118.0f
#define DB_CARD_H 165.0f
#define DB_GAP 13.0f
#define DB_PANEL_X 1104.0f
void db_draw_grid(UiApp *app, DeckBuilder *db);
void db_draw_panel(UiApp *app, DeckBuilder *db);
void db_draw_zoom(UiApp *app, DeckBuilder *db);
/* The grid's area now: DB_GRID_* less the top the live-reload banner takes. */
SDL_FRect db_grid_rect(const DeckBuilder *db);
/* Keeps the grid's scroll between the top and the last row. */
void db_clamp_scroll(DeckBuilder *db);
/* The grid card under (x, y), or -1. */
int db_grid_card_at(const DeckBuilder *db, float x, float y);
/* The deck list's card under (x, y), or -1. */
int db_deck_card_at(UiApp *app, const DeckBuilder *db, float x, float y);
SDL_FRect db_deck_list_rect(void);
/* Keeps the highlighted card in view. */
void db_scroll_to_highlight(DeckBuilder *db);
float db_grid_content_height(const DeckBuilder *db);
/* Cards in the deck in the order the panel lists them; returns the count. */
int db_deck_rows(const CardSet *set, const DeckBuilder *db, int *out, int cap);

/* deck_files.c */
/* Does the set live in the program's own cards/ (read-only for the builder)? */
bool db_set_installed(const CardSet *set);
/* Writes the deck as decks/<slug>.json (atomically); copies an installed set
 * to the user folder first.  A rename removes the old file.  False with the
 * reason in db->notice. */
bool db_save(UiApp *app, DeckBuilder *db);
bool db_duplicate(UiApp *app, DeckBuilder *db);
bool db_delete(UiApp *app, DeckBuilder *db);
bool db_undo_delete(UiApp *app, DeckBuilder *db);
/* "Royal Court!" -> "royal-court" */
void db_slug(const char *name, char *out, size_t n);

#endif
