/* carddb.h — card sets: a folder with set.json (metadata + cards), optional
 * decks/NAME.json and art/.  Common fields are parsed here; each game module
 * validates and stores its own fields through GameModule.load_card.
 * Memory: a CardSet owns everything it points to; free with carddb_free(). */
#ifndef CT_CARDDB_H
#define CT_CARDDB_H
#include <stdbool.h>
#include <stdint.h>
#include "error.h"
#include "input_limits.h"

struct GameModule;
struct cJSON;

#define CARD_GRID 5 /* placement grid is 5x5 around the card (centre = the card) */

/* CardDef.grid cell values */
enum { CG_NONE = 0, CG_PAWN = 1, CG_EFFECT = 2, CG_BOTH = 3, CG_SELF = 4 };

typedef struct CardDef {
    char id[48];      /* slug, unique in the set */
    char name[64];
    /* Variable-size fields are allocated to their length (a fixed 832 bytes for
     * every card made a short card cost 12x its JSON). A loaded card's are
     * never NULL ("" = none, shared); a CardDef made by hand (zeroed) may hold
     * NULL, so generic code reads them with card_text() / card_art().
     * Read-only: never write into them. */
    char *text;       /* rules text shown on the card (at most 320 bytes) */
    char *art;        /* resolved path of the art file; "" = drawn fallback */
    char *short_name; /* the name small faces show when the whole name does not fit ("" = none; CARD_SHORT_NAME_MAX) */
    /* Presentation, filled by the module's load_card (all optional): */
    char kind[24];    /* category: "noble", "queen", "glove", "legendary", "token"... */
    char corner[8];   /* top-left text: rank, cost ("1".."3", "R"), initiative */
    bool corner_is_cost; /* the corner is not the value (a cost): the value always shows beside it */
    char colour[16];  /* accent: "red", "blue", "yellow", "gold", "" */
    int value;        /* headline number: rank / power / initiative */
    bool has_grid;
    uint8_t grid[CARD_GRID][CARD_GRID]; /* [row][col], CG_*; written for seat 0 (the left side) */
    int copies;       /* how many copies the set's default deck holds (module-defined) */
    void *game;       /* module-owned data (one malloc block, released with free()) */
} CardDef;

static inline const char *card_text(const CardDef *c) { return c->text ? c->text : ""; }
static inline const char *card_art(const CardDef *c) { return c->art ? c->art : ""; }
static inline const char *card_short_name(const CardDef *c) { return c->short_name ? c->short_name : ""; }
#define CARD_SHORT_NAME_MAX 14 /* characters: a short name reads whole on the table's smallest cards */

#define DECK_MAX 100 /* Blood Wars decks run to 100 cards */
typedef struct Deck {
    char id[48];
    char name[64];
    char style[160];  /* one line about how it plays */
    char file[512];
    int ncards;
    int16_t cards[DECK_MAX]; /* indices into CardSet.cards */
} Deck;
/* card indices are 16-bit everywhere (decks, game states): the set limit must fit */
_Static_assert(CT_MAX_CARDS_PER_SET <= INT16_MAX, "card indices are int16_t");

typedef struct CardSet {
    char game[32];    /* module id */
    char id[48];      /* folder name, e.g. "classic" */
    char name[64];
    char description[256];
    char dir[512];    /* folder it was loaded from */
    int ncards;
    CardDef *cards;
    int *id_slots;    /* open-addressing hash of card ids -> index+1 (0 = empty), id_cap slots */
    int id_cap;
    int ndecks;
    Deck *decks;
    int *source_index;  /* per card: its place in the file (cards[i] or a spreadsheet row) */
    char (*failed)[48]; /* ids of cards that did not load (decks using them say so) */
    int nfailed;
    int nunloaded;      /* cards of the file that did not load, with or without an id */
} CardSet;

/* Loads DIR/set.json (+ decks/NAME.json). Every problem found is added to `problems`
 * (file, JSON path, expectation); returns NULL if any problem was found.
 * `warnings` (may be NULL) gets non-fatal notes, e.g. an art file that is
 * missing (the card then uses the drawn fallback). */
CardSet *carddb_load(const struct GameModule *m, const char *dir, Report *problems, Report *warnings);
void carddb_free(CardSet *set);
/* The game id DIR/set.json names ("" when it names none), read the way
 * carddb_load reads the file (a link out of the folder refused unread);
 * false with err naming the file when it cannot be read. */
bool carddb_set_game(const char *dir, char *game, size_t n, Error *err);
/* Checks every picture of a loaded set (each card's art and art/back.*) with
 * image_check_file and adds each one over a limit to `out`, naming the
 * card, the file and the limit; returns how many.  The window and print
 * draw such a card without its art. */
int carddb_check_art(const CardSet *set, Report *out);
int carddb_find(const CardSet *set, const char *card_id); /* index or -1 */
const Deck *carddb_deck(const CardSet *set, const char *deck_id); /* or NULL */
/* Whether card_id names a card of the file that did not load. */
bool carddb_failed(const CardSet *set, const char *card_id);
/* Card i's place in the file (its N in cards[N]): cards that did not load
 * leave gaps, so whole-set checks name a card by this, not by i. */
int carddb_place(const CardSet *set, int i);
/* For whole-set checks that count cards (run even when some cards did not
 * load, so every problem shows in one pass): a note to append to "missing
 * ..." and count messages, since what they miss may be a card that failed;
 * "" when every card loaded. */
const char *carddb_unloaded_note(const CardSet *set);

/* Loads every set folder under cards/<game>/ in the data dir. Broken sets are
 * skipped and reported. Returns count; *out is malloc'd array of CardSet*. */
int carddb_load_all(const struct GameModule *m, CardSet ***out, Report *problems);
/* The same, but each set that fails to load goes to on_broken (its folder and
 * its own problems, as check-cards prints them) instead of `problems`. */
typedef void (*CarddbBrokenFn)(void *ctx, const char *dir, const Report *set_problems);
int carddb_load_all_cb(const struct GameModule *m, CardSet ***out, Report *problems, CarddbBrokenFn on_broken, void *ctx);
void carddb_free_all(CardSet **sets, int n);
/* The folders carddb_load_all would load for m, in order (free with
 * carddb_free_dirs); `skipped` (may be NULL) gets each --cards sub-folder that
 * holds no set, with the reason. */
int carddb_set_dirs(const struct GameModule *m, char ***dirs, Report *problems, Report *skipped);
void carddb_free_dirs(char **dirs, int n);
/* Finds a set by folder id under cards/<game>/, or by a path to a folder. */
CardSet *carddb_load_named(const struct GameModule *m, const char *id_or_dir, Report *problems);

#endif
